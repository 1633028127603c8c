package proposal

import (
	"fmt"

	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
	"github.com/gonggao/gonggao/validate"
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

// holdWord marks a sentence stating a holding: "直接持有公司普通股股份
// 3,402,173,769 股" (003), "直接持有本公司普通股股份2,057,280,034股" (002).
var holdWord = "持有"

// prefTotalWord marks a total of preference shares, not of the company's
// shares: "本次拟发行的优先股总数不超过3亿股" (002, 003).
var prefTotalWord = "优先股总数"

// totalShares finds a stated total: "总股本为19,052,336,751股",
// "普通股股份总数为…股".
var totalShares = lazyre.New(`(?:总股本|股份总数|股本总额|普通股总数)(?:为|是|:)?`)

// totalSharesNeed holds the words one of which every match of totalShares
// holds: a sentence without them is not read by the expression, which has
// no literal prefix and would be tried at every offset.
var totalSharesNeed = normalize.NewPrefilter(totalShares)

// Run implements Check.
func (Holdings) Run(p *validate.Pass, out *schema.Document) {
	doc := p.Doc
	var total *validate.Operand
	var totalNote string
	looked := false
	for _, s := range p.Sentences() {
		if !normalize.Contains(s.Text, holdWord) || !normalize.ContainsAny(s.Text, holdingWords) {
			continue
		}
		qs := validate.Quantities(doc, s.Span)
		for k, q := range qs {
			if q.Unit != normalize.UnitRatio || !normalize.ContainsAny(normalize.Tail(doc.Text[s.Span.Start:q.Span.Start], 10), holdingWords) {
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
				total, totalNote = findTotalShares(p, out)
				looked = true
			}
			ops := []validate.Operand{validate.TextOperand(doc, "S", *held, calc.Exact)}
			st := validate.TextStated(doc, q, calc.HalfUp)
			if total == nil || total.Value().Cmp(held.Value) < 0 {
				out.Checks = append(out.Checks, validate.Unverifiable("holding.ratio", "h=S/T", ops, st, "the document does not state the total number of ordinary shares"))
				continue
			}
			ops = append(ops, *total)
			note := totalNote
			if note != "" {
				note = holdingWhen(doc, s) + " over the total T; " + note
			}
			out.Checks = append(out.Checks, validate.Spec{ID: "holding.ratio", Formula: "h=S/T", Ops: ops, Stated: st, Mode: calc.HalfUp, Note: note}.Finding())
		}
	}
	// Holdings the extractors read from elsewhere than a sentence (a
	// table of the subscribers' holdings), not checked above.
	for _, o := range out.Offerings {
		for _, sub := range o.Subscriptions {
			if sub.HoldingShares == nil || sub.HoldingRatio == nil || checkedAt(out, "holding.ratio", sub.HoldingRatio.Span) {
				continue
			}
			held, ok1 := validate.SchemaOperand("S", sub.HoldingShares, calc.Exact)
			st, ok2 := validate.SchemaStated(sub.HoldingRatio, calc.HalfUp)
			if !ok1 || !ok2 {
				continue
			}
			if !looked {
				total, totalNote = findTotalShares(p, out)
				looked = true
			}
			ops := []validate.Operand{held}
			if total == nil || total.Value().Cmp(held.Value()) < 0 {
				out.Checks = append(out.Checks, validate.Unverifiable("holding.ratio", "h=S/T", ops, st, "the document does not state the total number of ordinary shares"))
				continue
			}
			note := sub.Subscriber + "'s holding over the total T"
			if totalNote != "" {
				note += "; " + totalNote
			}
			out.Checks = append(out.Checks, validate.Spec{ID: "holding.ratio", Formula: "h=S/T", Ops: append(ops, *total), Stated: st, Mode: calc.HalfUp, Note: note}.Finding())
		}
	}
}

// checkedAt reports whether out holds a finding id whose stated figure is
// at span.
func checkedAt(out *schema.Document, id string, span schema.Span) bool {
	for _, c := range out.Checks {
		if c.ID == id && c.Stated != nil && c.Stated.Span == span {
			return true
		}
	}
	return false
}

// holdingWhen says when the holding of sentence s is stated: "本次发行前"
// (003), "截至2014年9月30日" (002).
func holdingWhen(doc *normalize.Doc, s validate.Sentence) string {
	for _, d := range normalize.FindDates(s.Text) {
		if d.Day != 0 {
			return "the holding at " + d.String()
		}
	}
	if normalize.Contains(s.Text, beforeHead) {
		return "the holding before the issue (发行前)"
	}
	return "the holding"
}

// findTotalShares returns the company's total ordinary shares as an input
// named T, with a note saying where it was taken from when that is not the
// sentence of the holding: a sentence stating it, else the share capital
// row of a table.
func findTotalShares(p *validate.Pass, out *schema.Document) (*validate.Operand, string) {
	doc := p.Doc
	for _, s := range p.Sentences() {
		if !totalSharesNeed.MayMatch(s.Text) {
			continue
		}
		loc := totalShares.FindStringIndex(s.Text)
		if loc == nil || normalize.Contains(s.Text, prefTotalWord) {
			continue
		}
		for _, q := range validate.Quantities(doc, normalize.Span{Start: s.Span.Start + loc[1], End: s.Span.End}) {
			if q.Unit == normalize.UnitShares && q.Bound == normalize.BoundEq && q.Span.Start-(s.Span.Start+loc[1]) <= 6 {
				o := validate.TextOperand(doc, "T", q, calc.Exact)
				return &o, ""
			}
			break
		}
	}
	caps := shareCapitals(p, out)
	if len(caps) == 0 {
		return nil, ""
	}
	c := caps[0]
	o := c.op
	in := o.Input()
	in.Name = "T"
	o = o.Named("T").WithInput(in)
	return &o, "T is " + c.describe()
}

// shareCapital is a company's ordinary share capital read from a table
// row (普通股股本, 总股本, 股本), as a count of shares.
type shareCapital struct {
	op     validate.Operand
	label  string // the row's label
	column string // the column's header (发行前), when it has one
	date   string // the date the table is drawn up at (YYYY-MM-DD)
}

// describe says where a share capital figure comes from.
func (c shareCapital) describe() string {
	at := ""
	if c.date != "" {
		at = " at " + c.date
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
func shareCapitals(p *validate.Pass, out *schema.Document) []shareCapital {
	return p.Memo(capsKey{}, func() any { return readShareCapitals(p, out) }).([]shareCapital)
}

// capsKey is the key of the share capitals of a Pass.
type capsKey struct{}

func readShareCapitals(p *validate.Pass, doc *schema.Document) []shareCapital {
	var out []shareCapital
	for _, g := range grids(p, doc) {
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
		c := shareCapital{op: sharesOperand("N", q), label: g.rows[i].label}
		if g.before >= 0 {
			c.column = beforeHead
		}
		c.date = g.table.Date
		out = append(out, c)
	}
	return out
}
