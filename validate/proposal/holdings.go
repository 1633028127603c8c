package proposal

import (
	"fmt"

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

// Run implements Check.
func (Holdings) Run(p *validate.Pass, out *schema.Document) {
	var total *validate.Operand
	var totalNote string
	looked := false
	for i := range out.Holdings {
		h := &out.Holdings[i]
		held, ok1 := validate.SchemaOperand("S", &h.Shares, calc.Exact)
		st, ok2 := validate.SchemaStated(&h.Ratio, calc.HalfUp)
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
		ops = append(ops, *total)
		note := totalNote
		if note != "" {
			note = holdingWhen(h) + " over the total T; " + note
		}
		out.Checks = append(out.Checks, validate.Spec{ID: "holding.ratio", Formula: "h=S/T", Ops: ops, Stated: st, Mode: calc.HalfUp, Note: note}.Finding())
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

// holdingWhen says when holding h is stated: "截至2014年9月30日" (002),
// "本次发行前" (003).
func holdingWhen(h *schema.Holding) string {
	switch {
	case h.Date != "":
		return "the holding at " + h.Date
	case h.BeforeIssue:
		return "the holding before the issue (发行前)"
	}
	return "the holding"
}

// findTotalShares returns the company's total ordinary shares as an input
// named T, with a note saying where it was taken from when that is not a
// sentence stating it: the extracted total, else the share capital row of
// a table.
func findTotalShares(p *validate.Pass, out *schema.Document) (*validate.Operand, string) {
	if out.TotalShares != nil {
		if o, ok := validate.SchemaOperand("T", out.TotalShares, calc.Exact); ok {
			return &o, ""
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
