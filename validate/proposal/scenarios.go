package proposal

import (
	"fmt"

	"github.com/gonggao/gonggao/schema"
	"github.com/gonggao/gonggao/validate"
	"github.com/gonggao/gonggao/validate/calc"
)

// DividendScenarios checks the illustrative dividend scenarios an offering
// proposal gives as parallel lists (the extracted dividend_scenarios). From
// 003:
//
//	假设本次优先股发行总规模为300亿元，…如果每年股息率分别为7%、8%和9%…，
//	则公司2013年度可向普通股股东分配的利润分别约减少21.00亿元、24.00亿元
//	和27.00亿元，分别约占公司2013年度归属于母公司普通股股东的净利润
//	412.11亿元的5.10%、5.82%和6.55%。
//
// Two relations follow, scenario by scenario: dividend.scenario.reduction,
// reduction = size × rate (300亿 × 7% = 21.00亿); and
// dividend.scenario.share_of_profit, share = reduction / profit (21.00亿 /
// 412.11亿 = 5.10%). The size and the rates are assumptions (exact); the
// reductions, the profit and the shares are rounded to their stated
// places.
type DividendScenarios struct{}

// ID implements Check.
func (DividendScenarios) ID() string { return "dividend.scenario" }

// Run implements Check.
func (DividendScenarios) Run(_ *validate.Pass, out *schema.Document) {
	for _, set := range out.DividendScenarios {
		size, ok := validate.SchemaOperand("B", &set.Size, calc.Exact)
		if !ok {
			continue
		}
		n := len(set.Scenarios)
		for i, sc := range set.Scenarios {
			rate, ok1 := validate.SchemaOperand("r", &sc.Rate, calc.Exact)
			st, ok2 := validate.SchemaStated(&sc.Reduction, calc.HalfUp)
			if !ok1 || !ok2 {
				continue
			}
			out.Checks = append(out.Checks, validate.Spec{
				ID: "dividend.scenario.reduction", Formula: "D=B*r",
				Ops: []validate.Operand{size, rate}, Stated: st, Mode: calc.HalfUp,
				Note: fmt.Sprintf("scenario %d of %d", i+1, n),
			}.Finding())
		}
		if set.Profit == nil {
			continue
		}
		profit, ok := validate.SchemaOperand("E", set.Profit, calc.HalfUp)
		if !ok {
			continue
		}
		for i, sc := range set.Scenarios {
			if sc.ShareOfProfit == nil {
				continue
			}
			d, ok1 := validate.SchemaOperand("D", &sc.Reduction, calc.HalfUp)
			st, ok2 := validate.SchemaStated(sc.ShareOfProfit, calc.HalfUp)
			if !ok1 || !ok2 {
				continue
			}
			out.Checks = append(out.Checks, validate.Spec{
				ID: "dividend.scenario.share_of_profit", Formula: "s=D/E",
				Ops: []validate.Operand{d, profit}, Stated: st, Mode: calc.HalfUp,
				Note: fmt.Sprintf("scenario %d of %d", i+1, n),
			}.Finding())
		}
	}
}
