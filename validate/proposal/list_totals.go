package proposal

import (
	"strconv"
	"strings"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
	"github.com/gonggao/gonggao/validate"
	"github.com/gonggao/gonggao/validate/calc"
)

// ListTotals checks an average or a total stated after a list of figures
// in the same sentence: 003 "2011年度、2012年度和2013年度实现归属母公司普通股
// 股东的净利润分别为255.05亿元、347.18亿元和412.11亿元，年平均净利润为
// 338.11亿元" gives text.average, 338.11亿 = (255.05亿 + 347.18亿 +
// 412.11亿) / 3; "合计/共计/总计 …" after a list gives text.sum. All the
// figures are rounded to their stated places.
type ListTotals struct{}

// ID implements Check.
func (ListTotals) ID() string { return "text" }

// averageWords precede an average: "年平均净利润为338.11亿元" (003), "年均",
// "平均每年".
var averageWords = []string{"平均", "年均"}

// sumWords precede a total: "合计", "共计", "总计", "累计".
var sumWords = []string{"合计", "共计", "总计", "累计"}

// Run implements Check.
func (ListTotals) Run(p *validate.Pass, out *schema.Document) {
	doc := p.Doc
	for _, s := range p.Sentences() {
		if !normalize.Contains(s.Text, "分别") {
			continue
		}
		qs := validate.Quantities(doc, s.Span)
		lists := parallelLists(doc, qs)
		for _, l := range lists {
			if l.unit() == normalize.UnitRatio {
				continue
			}
			// The first figure of the same unit after the list.
			var total *normalize.Quantity
			for _, q := range qs {
				if q.Span.Start >= l.end() && q.Unit == l.unit() {
					q := q
					total = &q
					break
				}
			}
			if total == nil || inList(lists, *total) {
				continue
			}
			lead := normalize.Tail(doc.Text[l.end():total.Span.Start], 12)
			var kind string
			switch {
			case normalize.ContainsAny(lead, averageWords):
				kind = "average"
			case normalize.ContainsAny(lead, sumWords):
				kind = "sum"
			default:
				continue
			}
			var ops []validate.Operand
			var names []string
			for i, q := range l {
				n := "x" + strconv.Itoa(i+1)
				names = append(names, n)
				ops = append(ops, validate.TextOperand(doc, n, q, calc.HalfUp))
			}
			formula := "S=" + strings.Join(names, "+")
			if kind == "average" {
				formula = "A=(" + strings.Join(names, "+") + ")/" + strconv.Itoa(len(names))
			}
			out.Checks = append(out.Checks, validate.Spec{
				ID: "text." + kind, Formula: formula, Ops: ops,
				Stated: validate.TextStated(doc, *total, calc.HalfUp), Mode: calc.HalfUp,
			}.Finding())
		}
	}
}
