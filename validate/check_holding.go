package validate

import (
	"fmt"

	"github.com/gonggao/gonggao/internal/lazyre"
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
var totalShares = lazyre.New(`(?:总股本|股份总数|股本总额|普通股总数)(?:为|是|:)?`)

// totalSharesNeed holds the words one of which every match of totalShares
// holds: a sentence without them is not read by the expression, which has
// no literal prefix and would be tried at every offset.
var totalSharesNeed = normalize.NewPrefilter(totalShares)

// Run implements Check.
func (Holdings) Run(p *Pass, out *schema.Document) {
	doc := p.Doc
	var total *operand
	var totalNote string
	looked := false
	for _, s := range p.sentences() {
		if !normalize.Contains(s.text, "持有") || !normalize.ContainsAny(s.text, holdingWords) {
			continue
		}
		qs := quantities(doc, s.span)
		for k, q := range qs {
			if q.Unit != normalize.UnitRatio || !normalize.ContainsAny(normalize.Tail(doc.Text[s.span.Start:q.Span.Start], 10), holdingWords) {
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
			if !looked {
				total, totalNote = findTotalShares(p)
				looked = true
			}
			ops := []operand{textOperand(doc, "S", *held, calc.Exact)}
			st := textStated(doc, q, calc.HalfUp)
			if total == nil || total.val.Cmp(held.Value) < 0 {
				out.Checks = append(out.Checks, unverifiable("holding.ratio", "h=S/T", ops, st, "the document does not state the total number of ordinary shares"))
				continue
			}
			ops = append(ops, *total)
			note := totalNote
			if note != "" {
				note = holdingWhen(doc, s) + " over the total T; " + note
			}
			out.Checks = append(out.Checks, spec{id: "holding.ratio", formula: "h=S/T", ops: ops, stated: st, mode: calc.HalfUp, note: note}.finding())
		}
	}
}

// holdingWhen says when the holding of sentence s is stated: "本次发行前"
// (003), "截至2014年9月30日" (002).
func holdingWhen(doc *normalize.Doc, s sentence) string {
	for _, d := range normalize.FindDates(s.text) {
		if d.Day != 0 {
			return "the holding at " + d.String()
		}
	}
	if normalize.Contains(s.text, "发行前") {
		return "the holding before the issue (发行前)"
	}
	return "the holding"
}

// findTotalShares returns the company's total ordinary shares as an input
// named T, with a note saying where it was taken from when that is not the
// sentence of the holding: a sentence stating it, else the share capital
// row of a table.
func findTotalShares(p *Pass) (*operand, string) {
	doc := p.Doc
	for _, s := range p.sentences() {
		if !totalSharesNeed.MayMatch(s.text) {
			continue
		}
		loc := totalShares.FindStringIndex(s.text)
		if loc == nil || normalize.Contains(s.text, "优先股总数") {
			continue
		}
		for _, q := range quantities(doc, normalize.Span{Start: s.span.Start + loc[1], End: s.span.End}) {
			if q.Unit == normalize.UnitShares && q.Bound == normalize.BoundEq && q.Span.Start-(s.span.Start+loc[1]) <= 6 {
				o := textOperand(doc, "T", q, calc.Exact)
				return &o, ""
			}
			break
		}
	}
	caps := shareCapitals(p)
	if len(caps) == 0 {
		return nil, ""
	}
	c := caps[0]
	o := c.op
	o.name, o.input.Name = "T", "T"
	return &o, "T is " + c.describe()
}

// shareCapital is a company's ordinary share capital read from a table
// row (普通股股本, 总股本, 股本), as a count of shares.
type shareCapital struct {
	op     operand
	label  string // the row's label
	column string // the column's header (发行前), when it has one
	date   normalize.Date
}

// describe says where a share capital figure comes from.
func (c shareCapital) describe() string {
	at := ""
	if c.date.Year != 0 {
		at = " at " + c.date.String()
	}
	col := ""
	if c.column != "" {
		col = ", column " + c.column
	}
	return fmt.Sprintf("%s%s%s from a table elsewhere in the document, read as shares (share capital at 1元 par)", c.label, at, col)
}

// capitalRows are the labels of a share capital row: "普通股股本" (003).
var capitalRows = []string{"普通股股本", "总股本", "股本"}

// shareCapitals lists the share capital rows of the document's tables, in
// the column before the issue (发行前) when the table has one, else the
// first, with the date the table is drawn up at (测算基准日：2013年12月31日,
// 003) when a full date stands in its caption or header rows. They are read
// once per Pass; callers do not change the slice.
func shareCapitals(p *Pass) []shareCapital {
	if !p.capsDone {
		p.caps, p.capsDone = readShareCapitals(p), true
	}
	return p.caps
}

func readShareCapitals(p *Pass) []shareCapital {
	doc := p.Doc
	var out []shareCapital
	for _, g := range p.grids() {
		i := g.find(func(o gridRow) bool {
			for _, w := range capitalRows {
				if o.key == w && isAmountRow(o) {
					return true
				}
			}
			return false
		})
		if i < 0 {
			continue
		}
		col := max(g.before, 0)
		q := g.cell(i, col)
		if !isFigure(q) {
			continue
		}
		c := shareCapital{op: sharesOperand(doc, "N", q), label: g.rows[i].label}
		if g.before >= 0 {
			c.column = "发行前"
		}
		t := g.table
		head := t.Caption + "\n" + doc.Text[t.Span.Start:max(t.Span.Start, q.Span.Start)]
		for _, d := range normalize.FindDates(head) {
			if d.Day != 0 {
				c.date = d
				break
			}
		}
		out = append(out, c)
	}
	return out
}
