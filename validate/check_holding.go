package validate

import (
	"regexp"
	"strings"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
	"github.com/gonggao/gonggao/validate/calc"
)

// Holdings checks a shareholder's stated holding ratio against its share
// count and the company's total ordinary shares (holding.ratio): 003
// "福建省财政厅直接持有公司普通股股份3,402,173,769 股，持股比例为17.86%"
// against the 普通股股本 of 19,052 (百万, its table) = 17.86%. The total is
// taken from a sentence stating it (总股本为…股, 普通股股份总数…股) or from
// a table row of share capital (普通股股本, 1元 par, in the table's unit,
// before the issue); when the document states neither the finding is
// unverifiable (002: 光大集团 2,057,280,034股 = 4.41%, no total stated).
type Holdings struct{}

// ID implements Check.
func (Holdings) ID() string { return "holding" }

// holdingWords introduce a holding ratio: "持股比例为17.86%" (003, 002),
// "占本行总股本的", "占公司股份总数的".
var holdingWords = []string{"持股比例", "占本行总股本", "占公司总股本", "占本公司总股本", "占总股本", "股份总数的", "总股本的"}

// totalShares finds a stated total: "总股本为19,052,336,751股",
// "普通股股份总数为…股".
var totalShares = regexp.MustCompile(`(?:总股本|股份总数|股本总额|普通股总数)(?:为|是|:)?`)

// Run implements Check.
func (Holdings) Run(doc *normalize.Doc, out *schema.Document) {
	var total *operand
	for _, s := range sentences(doc) {
		if !strings.Contains(s.text, "持有") || !containsAny(s.text, holdingWords) {
			continue
		}
		qs := quantities(doc, s.span)
		for k, q := range qs {
			if q.Unit != normalize.UnitRatio || !containsAny(tail(doc.Text[s.span.Start:q.Span.Start], 10), holdingWords) {
				continue
			}
			var held *normalize.Quantity
			for j := k - 1; j >= 0; j-- {
				if qs[j].Unit == normalize.UnitShares {
					held = &qs[j]
					break
				}
			}
			if held == nil {
				continue
			}
			if total == nil {
				total = findTotalShares(doc)
			}
			ops := []operand{textOperand(doc, "S", *held, calc.Exact)}
			st := textStated(doc, q, calc.HalfUp)
			if total == nil || total.val.Cmp(held.Value) < 0 {
				out.Checks = append(out.Checks, unverifiable("holding.ratio", "h=S/T", ops, st, "the document does not state the total number of ordinary shares"))
				continue
			}
			ops = append(ops, *total)
			out.Checks = append(out.Checks, spec{id: "holding.ratio", formula: "h=S/T", ops: ops, stated: st, mode: calc.HalfUp}.finding())
		}
	}
}

// findTotalShares returns the company's total ordinary shares as an input
// named T: a sentence stating it, else the share capital row of a table.
func findTotalShares(doc *normalize.Doc) *operand {
	for _, s := range sentences(doc) {
		loc := totalShares.FindStringIndex(s.text)
		if loc == nil || strings.Contains(s.text, "优先股总数") {
			continue
		}
		for _, q := range quantities(doc, normalize.Span{Start: s.span.Start + loc[1], End: s.span.End}) {
			if q.Unit == normalize.UnitShares && q.Bound == normalize.BoundEq && q.Span.Start-(s.span.Start+loc[1]) <= 6 {
				o := textOperand(doc, "T", q, calc.Exact)
				return &o
			}
			break
		}
	}
	for _, t := range doc.Tables {
		ctx := doc.Text[max(0, t.Span.Start-600):t.Span.Start]
		g := readGrid(doc, t, ctx)
		i := g.find(func(o gridRow) bool {
			return (o.key == "普通股股本" || o.key == "总股本" || o.key == "股本") && isAmountRow(o)
		})
		if i < 0 {
			continue
		}
		col := max(g.before, 0)
		if q := g.cell(i, col); isFigure(q) {
			o := tableOperand(doc, "T", q)
			o.input.Unit = normalize.UnitShares
			return &o
		}
	}
	return nil
}
