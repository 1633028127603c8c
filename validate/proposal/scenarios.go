package proposal

import (
	"fmt"
	"strings"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
	"github.com/gonggao/gonggao/validate"
	"github.com/gonggao/gonggao/validate/calc"
)

// DividendScenarios checks the illustrative dividend scenarios an offering
// proposal gives as parallel lists (分别…、…和…). From 003:
//
//	假设本次优先股发行总规模为300亿元，…如果每年股息率分别为7%、8%和9%…，
//	则公司2013年度可向普通股股东分配的利润分别约减少21.00亿元、24.00亿元
//	和27.00亿元，分别约占公司2013年度归属于母公司普通股股东的净利润
//	412.11亿元的5.10%、5.82%和6.55%。
//
// Two relations follow from such a sentence, item by item:
// dividend.scenario.reduction, amount[i] = size × rate[i] (300亿 × 7% =
// 21.00亿), where size is the single amount stated before the rates; and
// dividend.scenario.share_of_profit, share[i] = amount[i] / profit (21.00亿
// / 412.11亿 = 5.10%), where the shares follow 占 … profit 的. The size and
// the rates are assumptions (exact); the amounts, the profit and the shares
// are rounded to their stated places.
type DividendScenarios struct{}

// ID implements Check.
func (DividendScenarios) ID() string { return "dividend.scenario" }

// rateWords introduce a list of rates: "股息率分别为7%、8%和9%" (003),
// "票面股息率", "利率".
var rateWords = []string{"股息率", "利率", "息率"}

// reductionWords introduce the amounts a rate gives on the size: "分配的利润
// 分别约减少21.00亿元" (003), "股息支出", "每年支付股息".
var reductionWords = []string{"减少", "降低", "股息", "利息", "支出", "成本"}

// Run implements Check.
func (DividendScenarios) Run(p *validate.Pass, out *schema.Document) {
	doc := p.Doc
	for _, s := range p.Sentences() {
		if !normalize.Contains(s.Text, "分别") {
			continue
		}
		qs := validate.Quantities(doc, s.Span)
		lists := parallelLists(doc, qs)
		for li, rates := range lists {
			if rates.unit() != normalize.UnitRatio || !normalize.ContainsAny(normalize.Tail(doc.Text[s.Span.Start:rates.start()], 10), rateWords) {
				continue
			}
			size := singleBefore(qs, lists, rates.start(), normalize.UnitCNY)
			if size == nil || li+1 >= len(lists) {
				continue
			}
			amounts := lists[li+1]
			if amounts.unit() != normalize.UnitCNY || len(amounts) != len(rates) {
				continue
			}
			if !normalize.ContainsAny(doc.Text[rates.end():amounts.start()], reductionWords) {
				continue
			}
			for i := range amounts {
				out.Checks = append(out.Checks, validate.Spec{
					ID: "dividend.scenario.reduction", Formula: "D=B*r",
					Ops:    []validate.Operand{validate.ExactOperand(doc, "B", *size), validate.ExactOperand(doc, "r", rates[i])},
					Stated: validate.TextStated(doc, amounts[i], calc.HalfUp), Mode: calc.HalfUp,
					Note: fmt.Sprintf("scenario %d of %d", i+1, len(amounts)),
				}.Finding())
			}
			if li+2 >= len(lists) {
				continue
			}
			shares := lists[li+2]
			if shares.unit() != normalize.UnitRatio || len(shares) != len(amounts) {
				continue
			}
			between := doc.Text[amounts.end():shares.start()]
			zhan := normalize.Index(between, "占")
			if zhan < 0 {
				continue
			}
			profit := singleBefore(qs, lists, shares.start(), normalize.UnitCNY)
			if profit == nil || profit.Span.Start < amounts.end()+zhan {
				continue
			}
			for i := range shares {
				out.Checks = append(out.Checks, validate.Spec{
					ID: "dividend.scenario.share_of_profit", Formula: "s=D/E",
					Ops: []validate.Operand{
						validate.TextOperand(doc, "D", amounts[i], calc.HalfUp),
						validate.TextOperand(doc, "E", *profit, calc.HalfUp),
					},
					Stated: validate.TextStated(doc, shares[i], calc.HalfUp), Mode: calc.HalfUp,
					Note: fmt.Sprintf("scenario %d of %d", i+1, len(shares)),
				}.Finding())
			}
		}
	}
}

// list is a run of quantities of one unit joined by 、 和 及 与 or commas:
// "7%、8%和9%", "21.00亿元、24.00亿元和27.00亿元".
type list []normalize.Quantity

func (l list) unit() string { return l[0].Unit }
func (l list) start() int   { return l[0].Span.Start }
func (l list) end() int     { return l[len(l)-1].Span.End }

// listJoiners are the words allowed between the items of a list.
var listJoiners = []string{"、", "和", "及", "以及", "与", ",", "，", "或"}

// parallelLists groups qs into lists of two or more items introduced by
// 分别 somewhere before them in the sentence.
func parallelLists(doc *normalize.Doc, qs []normalize.Quantity) []list {
	var out []list
	for i := 0; i < len(qs); {
		j := i + 1
		for j < len(qs) && qs[j].Unit == qs[i].Unit && isJoiner(doc.Text[qs[j-1].Span.End:qs[j].Span.Start]) {
			j++
		}
		if j-i >= 2 {
			out = append(out, list(qs[i:j]))
		}
		i = j
	}
	return out
}

func isJoiner(s string) bool {
	s = strings.TrimSpace(s)
	for _, w := range listJoiners {
		if s == w {
			return true
		}
	}
	return false
}

// singleBefore returns the last quantity of unit before pos that is in no
// list.
func singleBefore(qs []normalize.Quantity, lists []list, pos int, unit string) *normalize.Quantity {
	var found *normalize.Quantity
	for _, q := range qs {
		if q.Span.Start >= pos {
			break
		}
		if q.Unit != unit || inList(lists, q) {
			continue
		}
		q := q
		found = &q
	}
	return found
}

func inList(lists []list, q normalize.Quantity) bool {
	for _, l := range lists {
		for _, x := range l {
			if x.Span == q.Span {
				return true
			}
		}
	}
	return false
}
