// Package capital checks the terms of an issue of preference shares,
// convertible bonds or ordinary shares: the size of an issue against its
// share count times par (OfferingSize), the shares a conversion or a
// restoration of votes gives against the amount over the price
// (ConversionShares), an adjusted conversion price against the formula for
// its event (ConversionAdjust), each subscriber's shares against its amount
// (Subscriptions), and an ordinary-share placement's share count against
// the money over its fixed price (Placement). The figures come from the
// extracted offering terms and adjustment; where the terms lack one, the
// prose checks read it from the sentences of the document
// (validate.Pass.Sentences).
package capital
