// Package contract holds the checks of contract announcements.
package contract

import (
	"fmt"
	"strings"

	"github.com/gonggao/gonggao/schema"
	"github.com/gonggao/gonggao/validate"
	"github.com/gonggao/gonggao/validate/calc"
)

// Contracts checks the figures a contract announcement states about each
// contract:
//
//   - contract.revenue_share: the amount as a share of the company's
//     revenue, as stated (本次中标金额…约占公司2015年度经审计营业收入的
//     9.59%), against the amount over the revenue, when the announcement
//     states the revenue (营业收入为440,050.75万元); unverifiable when it
//     does not;
//   - contract.total: the contracts or lots reported together against the
//     total the announcement states for them (本次中标两个包件合计金额为
//     17,139.80万元); unverifiable when a contract's amount is missing or in
//     another currency;
//   - contract.amount_cny: a foreign amount converted into yuan (折合人民币约
//     12.1亿元) against the amount times the exchange rate the announcement
//     states; unverifiable when it states none.
//
// The revenue is exact as stated; the share and the converted amount are
// stated rounded, so each stands for the interval its stated places round
// from (half up); a converted amount may also be cut to its places
// (trunc), and passes when either reading holds. The amount, against the
// revenue, stands for its interval too: a share is computed from the
// contract's price, which the announcement may state rounded (金额约60亿元
// 人民币,占公司2012年经审计确认营业收入的355.24%, of 168,927.89万元); an
// amount stated to the yuan is its own interval's only value. Against a
// stated rate the amount is exact.
type Contracts struct{}

// ID implements Check.
func (Contracts) ID() string { return "contract" }

// Run implements Check.
func (Contracts) Run(_ *validate.Pass, out *schema.Document) {
	if t := out.ContractsTotal; t != nil && len(out.Contracts) >= 2 {
		if st, ok := validate.SchemaStated(t, calc.HalfUp); ok {
			var ops []validate.Operand
			var names []string
			missing := false
			for i, c := range out.Contracts {
				if c.Amount == nil || c.Amount.Unit != t.Unit {
					missing = true
					continue
				}
				name := fmt.Sprintf("A%d", i+1)
				if o, ok := validate.SchemaOperand(name, c.Amount, calc.Exact); ok {
					ops = append(ops, o)
					names = append(names, name)
				}
			}
			formula := "T=" + strings.Join(names, "+")
			if missing || len(ops) == 0 {
				out.Checks = append(out.Checks, validate.Unverifiable("contract.total", formula, ops, st, "a contract's amount is not stated, or not in the total's currency"))
			} else {
				out.Checks = append(out.Checks, validate.Finding("contract.total", formula, ops, st, calc.HalfUp, "the contracts reported together against their stated total"))
			}
		}
	}
	for i := range out.Contracts {
		c := &out.Contracts[i]
		if c.Amount == nil {
			continue
		}
		label := fmt.Sprintf("contract %d", i+1)
		if c.RevenueShare != nil {
			a, ok1 := validate.SchemaOperand("A", c.Amount, calc.HalfUp)
			st, ok2 := validate.SchemaStated(c.RevenueShare, calc.HalfUp)
			if ok1 && ok2 {
				if c.Revenue == nil || c.Amount.Unit != schema.UnitCNY {
					note := label + ": the announcement states no revenue the share is of"
					if c.Revenue != nil {
						note = label + ": the amount is not in yuan, the revenue the share is of is"
					}
					out.Checks = append(out.Checks, validate.Unverifiable("contract.revenue_share", "s=A/R", []validate.Operand{a}, st, note))
				} else if r, ok := validate.SchemaOperand("R", c.Revenue, calc.Exact); ok {
					out.Checks = append(out.Checks, validate.Finding("contract.revenue_share", "s=A/R", []validate.Operand{a, r}, st, calc.HalfUp, label+": the amount as a share of revenue"))
				}
			}
		}
		if c.AmountCNY != nil && c.Amount.Unit != schema.UnitCNY {
			a, ok1 := validate.SchemaOperand("A", c.Amount, calc.Exact)
			st, ok2 := validate.SchemaStated(c.AmountCNY, calc.HalfUp)
			if !ok1 || !ok2 {
				continue
			}
			if c.ExchangeRate == nil || c.ExchangeRate.Currency != c.Amount.Unit {
				out.Checks = append(out.Checks, validate.Unverifiable("contract.amount_cny", "Y=A*x", []validate.Operand{a}, st,
					label+": the announcement states no exchange rate for "+c.Amount.Unit))
				continue
			}
			x, ok := validate.SchemaOperand("x", &schema.Quantity{Value: c.ExchangeRate.Rate, Unit: "CNY/" + c.ExchangeRate.Currency, Text: c.ExchangeRate.Text, Span: c.ExchangeRate.Span}, calc.Exact)
			if ok {
				note := label + ": the amount in yuan at the stated exchange rate"
				f := validate.Finding("contract.amount_cny", "Y=A*x", []validate.Operand{a, x}, st, calc.HalfUp, note)
				if f.Status == schema.StatusFail {
					// A conversion is stated rounded or cut to its places:
					// 451,058,001美元(约合3,067,194,406元人民币)(1美元=6.8人民币)
					// is 3,067,194,406.8 cut to whole yuan.
					if st, ok := validate.SchemaStated(c.AmountCNY, calc.Trunc); ok {
						if t := validate.Finding("contract.amount_cny", "Y=A*x", []validate.Operand{a, x}, st, calc.Trunc, note); t.Status == schema.StatusPass {
							f = t
						}
					}
				}
				out.Checks = append(out.Checks, f)
			}
		}
	}
}
