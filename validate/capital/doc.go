// Package capital checks the terms of an issue of preference shares,
// convertible bonds or ordinary shares: the size of an issue against its
// share count times par (OfferingSize), the shares a conversion or a
// restoration of votes gives against the amount over the price
// (ConversionShares), an adjusted conversion price against the formula for
// its event (ConversionAdjust), each subscriber's shares against its amount
// (Subscriptions), and an ordinary-share placement's share count against
// the money over its fixed price (Placement). Every figure comes from the
// extracted terms (offerings, share_counts, the conversion-price
// adjustment), cited by the span the extractor recorded; none is read from
// the text.
package capital
