package contract

import (
	"testing"

	"github.com/gonggao/gonggao/schema"
)

// The conversion of a real contract (FDDC 2018 announcement 1442377):
// "合同金额451,058,001美元(约合3,067,194,406元人民币)(1美元=6.8人民币)" —
// 451,058,001 × 6.8 = 3,067,194,406.8, cut to whole yuan. Rounded it would
// be …407; the check takes either reading, and a misstated figure fails.
func TestAmountCNY(t *testing.T) {
	for _, tc := range []struct {
		stated, want, rounding string
	}{
		{"3067194406", schema.StatusPass, "trunc"},
		{"3067194407", schema.StatusPass, "half_up"},
		{"3067194416", schema.StatusFail, "half_up"},
		{"3067194405", schema.StatusFail, "half_up"},
	} {
		out := &schema.Document{Contracts: []schema.Contract{{
			Amount:       &schema.Quantity{Value: "451058001", Unit: schema.UnitUSD, Bound: schema.BoundEq, Text: "451,058,001美元"},
			AmountCNY:    &schema.Quantity{Value: tc.stated, Unit: schema.UnitCNY, Bound: schema.BoundEq, Text: tc.stated + "元人民币"},
			ExchangeRate: &schema.ExchangeRate{Currency: schema.UnitUSD, Rate: "6.8", Text: "1美元=6.8"},
		}}}
		Contracts{}.Run(nil, out)
		var got *schema.Check
		for i := range out.Checks {
			if out.Checks[i].ID == "contract.amount_cny" {
				got = &out.Checks[i]
			}
		}
		if got == nil {
			t.Fatalf("%s: no contract.amount_cny check", tc.stated)
		}
		if got.Status != tc.want || got.Rounding != tc.rounding {
			t.Errorf("%s: %s (%s), want %s (%s)", tc.stated, got.Status, got.Rounding, tc.want, tc.rounding)
		}
	}
}
