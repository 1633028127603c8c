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

// The share of revenue of real contracts: 东方铁塔 2013-043 (金额约60亿元人民币,
// 占公司2012年经审计确认营业收入的355.24%, the revenue 168,927.89万元) passes,
// 60亿元 standing for 59.5亿 to 60.5亿 (exactly, 6,000,000,000 over the
// revenue is 355.18%); 南洋股份's progress announcement of 2013, its
// cumulative 30,838.76万元 taken for the contract's amount against 8.84% of
// 176,519.55万元, fails, as that amount is misread.
func TestRevenueShareRounded(t *testing.T) {
	for _, tc := range []struct {
		amount, text, revenue, share, shareText, want string
	}{
		{"6000000000", "60亿元", "1689278900", "3.5524", "355.24%", schema.StatusPass},
		{"308387600", "30,838.76万元", "1765195500", "0.0884", "8.84%", schema.StatusFail},
	} {
		out := &schema.Document{Contracts: []schema.Contract{{
			Amount:       &schema.Quantity{Value: tc.amount, Unit: schema.UnitCNY, Bound: schema.BoundEq, Text: tc.text},
			Revenue:      &schema.Quantity{Value: tc.revenue, Unit: schema.UnitCNY, Bound: schema.BoundEq, Text: tc.revenue + "元"},
			RevenueShare: &schema.Quantity{Value: tc.share, Unit: schema.UnitRatio, Bound: schema.BoundEq, Text: tc.shareText},
		}}}
		Contracts{}.Run(nil, out)
		if len(out.Checks) != 1 || out.Checks[0].ID != "contract.revenue_share" {
			t.Fatalf("%s: checks %+v", tc.text, out.Checks)
		}
		if got := out.Checks[0].Status; got != tc.want {
			t.Errorf("%s: %s, want %s", tc.text, got, tc.want)
		}
	}
}
