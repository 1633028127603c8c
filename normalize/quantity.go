package normalize

import "github.com/shopspring/decimal"

// Quantity is a figure with its unit and bound, parsed from text.
type Quantity struct {
	Value    decimal.Decimal // in base units
	Stated   string          // the figure as written, in its own unit ("30.43" of 30.43亿股)
	Decimals int             // decimal places of Stated (d in the rounding rule)
	Scale    decimal.Decimal // base units per stated unit (1e8 for 亿股, 0.01 for %)
	Unit     string          // CNY, shares, ratio, CNY/share, persons, years, months, days, workdays, trading_days
	Bound    string          // eq, le, lt, ge, gt
	Span     Span            // the figure with its unit and bound words
	Text     string
}

// ValueString returns the exact value in base units, keeping the precision
// the figure was stated with ("5.20" stays "5.20"; 5.10% is "0.0510").
func (q Quantity) ValueString() string {
	exp := int32(-q.Decimals)
	if !q.Scale.IsZero() {
		exp += q.Scale.Exponent()
	}
	if exp >= 0 {
		return q.Value.StringFixed(0)
	}
	return q.Value.StringFixed(-exp)
}
