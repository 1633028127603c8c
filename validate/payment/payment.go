package payment

import (
	"github.com/gonggao/gonggao/schema"
	"github.com/gonggao/gonggao/validate"
	"github.com/gonggao/gonggao/validate/calc"
)

// Payment checks the figures of a dividend's payment announcement:
//
//   - dividend.payment.total: the total paid is the amount per share times
//     the shares it is paid on (每股6.00元 × 1.3亿股 = 7.80亿元);
//   - dividend.payment.per_share: the amount per share is the par value
//     times the dividend rate (100元 × 6.00% = 6.00元), when the par value
//     is stated.
//
// The amount per share, the shares, the par value and the rate are what the
// dividend is declared as, so they are exact; the figure computed from them
// is stated rounded, so it stands for the interval its stated places round
// from (half up). A figure missing from the announcement leaves its check
// out.
type Payment struct{}

// ID implements Check.
func (Payment) ID() string { return "dividend.payment" }

// Run implements Check.
func (Payment) Run(_ *validate.Pass, out *schema.Document) {
	p := out.DividendPayment
	if p == nil {
		return
	}
	// check appends a finding of the stated figure from two exact inputs,
	// when the announcement gives all three.
	check := func(id, formula, note string, stated *schema.Quantity, names [2]string, inputs [2]*schema.Quantity) {
		if stated == nil || inputs[0] == nil || inputs[1] == nil {
			return
		}
		a, ok1 := validate.SchemaOperand(names[0], inputs[0], calc.Exact)
		b, ok2 := validate.SchemaOperand(names[1], inputs[1], calc.Exact)
		st, ok3 := validate.SchemaStated(stated, calc.HalfUp)
		if ok1 && ok2 && ok3 {
			out.Checks = append(out.Checks, validate.Finding(id, formula, []validate.Operand{a, b}, st, calc.HalfUp, note))
		}
	}
	if p.PerShare != nil {
		check("dividend.payment.total", "T=d*N", "the total paid: per share × shares", p.Total, [2]string{"d", "N"}, [2]*schema.Quantity{p.PerShare, p.Shares})
	} else {
		check("dividend.payment.total", "T=d10*N/10", "the total paid: per ten shares × shares ÷ 10", p.Total, [2]string{"d10", "N"}, [2]*schema.Quantity{p.PerTenShares, p.Shares})
	}
	check("dividend.payment.per_share", "d=P*r", "the amount per share: par value × dividend rate", p.PerShare, [2]string{"P", "r"}, [2]*schema.Quantity{p.ParValue, p.Rate})
}
