package capital

import (
	"github.com/gonggao/gonggao/schema"
	"github.com/gonggao/gonggao/validate"
	"github.com/gonggao/gonggao/validate/calc"
)

// Placement checks the share count of an ordinary-share placement at a
// fixed price (placement.shares): the shares are the money divided by the
// price, Q=V/P, rounded down to a whole share ("发行数量按照募集资金总额除
// 以发行价格确定…不足1股的，尾数向下取整"; "对价股份数量=标的资产交易价格÷
// 对价股份发行价格…按向下取整的原则舍去小数"). V is the price of the assets
// paid for in shares when the share count's sentence states it, else the
// most the placement raises. A price set by bidding has no fixed P, and the
// check is left out.
type Placement struct{}

// ID implements Check.
func (Placement) ID() string { return "placement" }

const (
	placementSharesID = "placement.shares"
	placementFormula  = "Q=V/P"
)

// Run implements Check.
func (Placement) Run(_ *validate.Pass, out *schema.Document) {
	for _, o := range out.Offerings {
		if o.Security != schema.SecurityOrdinaryShare || o.SharesMax == nil || o.Price == nil ||
			o.Pricing == nil || o.Pricing.Method != schema.PricingFixed {
			continue
		}
		v, note := o.Consideration, "the shares: the price of the assets ÷ the issue price, rounded down"
		if v == nil {
			v, note = o.AmountMax, "the shares: the money raised ÷ the issue price, rounded down"
		}
		if v == nil {
			continue
		}
		vo, ok1 := validate.SchemaOperand("V", v, calc.Exact)
		po, ok2 := validate.SchemaOperand("P", o.Price, calc.Exact)
		st, ok3 := validate.SchemaStated(o.SharesMax, calc.Floor)
		if ok1 && ok2 && ok3 {
			out.Checks = append(out.Checks, validate.Finding(placementSharesID, placementFormula, []validate.Operand{vo, po}, st, calc.Floor, note))
		}
	}
}
