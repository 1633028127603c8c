package capital

import (
	"testing"

	"github.com/gonggao/gonggao/schema"
)

func TestPlacement(t *testing.T) {
	q := func(v, unit, bound, text string) *schema.Quantity {
		return &schema.Quantity{Value: v, Unit: unit, Bound: bound, Text: text}
	}
	fixed := &schema.Pricing{Method: schema.PricingFixed}
	tests := []struct {
		name string
		off  schema.Offering
		want string // status, "" for no finding
	}{
		// 59,070.00万元 ÷ 5.37元/股 = 110,000,000股 exactly.
		{"amount_over_price", schema.Offering{Security: schema.SecurityOrdinaryShare, Pricing: fixed,
			AmountMax: q("590700000", "CNY", "le", "不超过59,070.00万元"), Price: q("5.37", "CNY/share", "eq", "5.37元/股"),
			SharesMax: q("110000000", "shares", "le", "不超过110,000,000股")}, "pass"},
		// 136,990.88万元 ÷ 6.76 = 202,649,230.77, rounded down.
		{"consideration_rounded_down", schema.Offering{Security: schema.SecurityOrdinaryShare, Pricing: fixed,
			Consideration: q("1369908800", "CNY", "eq", "136,990.88万元"), AmountMax: q("2000000000", "CNY", "le", "不超过20亿元"),
			Price: q("6.76", "CNY/share", "eq", "6.76元/股"), SharesMax: q("202649230", "shares", "eq", "202,649,230股")}, "pass"},
		// Rounded up instead: one share too many.
		{"rounded_up", schema.Offering{Security: schema.SecurityOrdinaryShare, Pricing: fixed,
			Consideration: q("1369908800", "CNY", "eq", "136,990.88万元"),
			Price:         q("6.76", "CNY/share", "eq", "6.76元/股"), SharesMax: q("202649231", "shares", "eq", "202,649,231股")}, "fail"},
		{"misstated", schema.Offering{Security: schema.SecurityOrdinaryShare, Pricing: fixed,
			AmountMax: q("590700000", "CNY", "le", "不超过59,070.00万元"), Price: q("5.37", "CNY/share", "eq", "5.37元/股"),
			SharesMax: q("120000000", "shares", "le", "不超过120,000,000股")}, "fail"},
		// A bidding price is no P; a preference share is placed at par.
		{"bidding", schema.Offering{Security: schema.SecurityOrdinaryShare, Pricing: &schema.Pricing{Method: schema.PricingBidding},
			AmountMax: q("1280000000", "CNY", "le", "不超过128,000.00万元"), SharesMax: q("75000000", "shares", "le", "不超过75,000,000股")}, ""},
		{"preference", schema.Offering{Security: schema.SecurityPreferenceShare, Pricing: fixed,
			AmountMax: q("30000000000", "CNY", "le", "不超过300亿元"), Price: q("100", "CNY/share", "eq", "100元"),
			SharesMax: q("300000000", "shares", "le", "不超过3亿股")}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := &schema.Document{Offerings: []schema.Offering{tt.off}}
			Placement{}.Run(nil, out)
			got := ""
			if len(out.Checks) > 1 {
				t.Fatalf("%d findings", len(out.Checks))
			}
			if len(out.Checks) == 1 {
				got = out.Checks[0].Status
				if out.Checks[0].ID != "placement.shares" || out.Checks[0].Formula != "Q=V/P" {
					t.Errorf("finding %s %s", out.Checks[0].ID, out.Checks[0].Formula)
				}
			}
			if got != tt.want {
				t.Errorf("status %q, want %q (%+v)", got, tt.want, out.Checks)
			}
		})
	}
}
