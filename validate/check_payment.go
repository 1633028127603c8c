package validate

import (
	"github.com/gonggao/gonggao/schema"
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
func (Payment) Run(_ *Pass, out *schema.Document) {
	p := out.DividendPayment
	if p == nil {
		return
	}
	if p.Total != nil && p.PerShare != nil && p.Shares != nil {
		d, ok1 := schemaOperand("d", p.PerShare, calc.Exact)
		n, ok2 := schemaOperand("N", p.Shares, calc.Exact)
		st, ok3 := schemaStated(p.Total, calc.HalfUp)
		if ok1 && ok2 && ok3 {
			out.Checks = append(out.Checks, spec{
				id: "dividend.payment.total", formula: "T=d*N", ops: []operand{d, n},
				stated: st, mode: calc.HalfUp, note: "the total paid: per share × shares",
			}.finding())
		}
	}
	if p.Total != nil && p.PerShare == nil && p.PerTenShares != nil && p.Shares != nil {
		d, ok1 := schemaOperand("d10", p.PerTenShares, calc.Exact)
		n, ok2 := schemaOperand("N", p.Shares, calc.Exact)
		st, ok3 := schemaStated(p.Total, calc.HalfUp)
		if ok1 && ok2 && ok3 {
			out.Checks = append(out.Checks, spec{
				id: "dividend.payment.total", formula: "T=d10*N/10", ops: []operand{d, n},
				stated: st, mode: calc.HalfUp, note: "the total paid: per ten shares × shares ÷ 10",
			}.finding())
		}
	}
	if p.PerShare != nil && p.ParValue != nil && p.Rate != nil {
		par, ok1 := schemaOperand("P", p.ParValue, calc.Exact)
		r, ok2 := schemaOperand("r", p.Rate, calc.Exact)
		st, ok3 := schemaStated(p.PerShare, calc.HalfUp)
		if ok1 && ok2 && ok3 {
			out.Checks = append(out.Checks, spec{
				id: "dividend.payment.per_share", formula: "d=P*r", ops: []operand{par, r},
				stated: st, mode: calc.HalfUp, note: "the amount per share: par value × dividend rate",
			}.finding())
		}
	}
}
