// Package capital checks the terms of an issue of preference shares or
// convertible bonds: the size of an issue against its share count times
// par (OfferingSize), the shares a conversion or a restoration of votes
// gives against the amount over the price (ConversionShares), an adjusted
// conversion price against the formula for its event (ConversionAdjust),
// and each subscriber's shares against its amount (Subscriptions). Every
// figure comes from the extracted terms (offerings, share_counts, the
// conversion-price adjustment), cited by the span the extractor recorded;
// none is read from the text.
package capital
