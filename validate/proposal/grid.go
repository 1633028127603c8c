package proposal

import (
	"github.com/shopspring/decimal"

	"github.com/gonggao/gonggao/schema"
	"github.com/gonggao/gonggao/validate"
	"github.com/gonggao/gonggao/validate/calc"
)

// grid is an extracted table of figures (schema.FigureTable) laid out for
// arithmetic: one row per labelled line, each row's cells by value column.
type grid struct {
	table *schema.FigureTable
	rows  []gridRow
	// before is the value column holding the figures before the issue (发行
	// 前), −1 when the table has no such column; rates[c] is the assumed
	// dividend rate of value column c (假设股息率为7%), when stated.
	before int
	rates  map[int]*schema.Quantity
	// heads[c] is the header of value column c when a header row names
	// the columns (| 项目 | 2013年度 | 2012年度 | 2011年度 |, 003).
	heads map[int]schema.TableHead
}

// gridRow is one labelled row.
type gridRow struct {
	label string // the label cell, parentheticals kept
	key   string // the label without parentheticals (百万元)(含税)
	unit  string // the unit its bare figures are read in
	cells []*schema.TableCell
}

// The words of a table's header rows and row labels (003's tables).
var (
	// beforeHead names the column before the issue: "发行前" (003).
	beforeHead = "发行前"
	// sharesLabel is a label's unit of shares: "每10股送红股数（股）" (003).
	sharesLabel = "(股)"
)

// newGrid lays out t.
func newGrid(t *schema.FigureTable) grid {
	g := grid{table: t, before: -1, rates: map[int]*schema.Quantity{}, heads: map[int]schema.TableHead{}}
	if t.BeforeColumn != nil {
		g.before = *t.BeforeColumn
	}
	for i := range t.Rates {
		g.rates[t.Rates[i].Column] = &t.Rates[i].Rate
	}
	for _, h := range t.Heads {
		g.heads[h.Column] = h
	}
	for i := range t.Rows {
		r := &t.Rows[i]
		row := gridRow{label: r.Label, key: r.Key, unit: r.Unit, cells: make([]*schema.TableCell, t.Columns)}
		for k := range r.Cells {
			if c := &r.Cells[k]; c.Column < t.Columns {
				row.cells[c.Column] = c
			}
		}
		g.rows = append(g.rows, row)
	}
	return g
}

// find returns the first row pred holds for, or −1.
func (g grid) find(pred func(gridRow) bool) int {
	for i, r := range g.rows {
		if pred(r) {
			return i
		}
	}
	return -1
}

// cell returns the cell of row i in value column c, or nil.
func (g grid) cell(i, c int) *schema.TableCell {
	if i < 0 || i >= len(g.rows) || c < 0 || c >= len(g.rows[i].cells) {
		return nil
	}
	return g.rows[i].cells[c]
}

// isFigure reports whether q is a figure (not a dash).
func isFigure(q *schema.TableCell) bool { return q != nil && !q.Dash }

// value is q's figure.
func value(q *schema.TableCell) decimal.Decimal {
	v, _ := decimal.NewFromString(q.Value)
	return v
}

// sameStated reports whether a and b are stated alike: the same figure to
// the same places.
func sameStated(a, b *schema.TableCell) bool {
	return value(a).Equal(value(b)) && a.Decimals == b.Decimals && a.Scale == b.Scale && a.Dash == b.Dash
}

// tableOperand is a table figure as an input: rounded to its places, a
// dash exactly zero.
func tableOperand(name string, q *schema.TableCell) validate.Operand {
	return validate.CellOperand(name, q, calc.HalfUp)
}

// tableStated is a table figure as the stated side of a finding, rounded
// half up.
func tableStated(q *schema.TableCell) validate.Stated {
	return validate.CellStated(q, calc.HalfUp)
}

// gridsKey is the key of the grids of a Pass.
type gridsKey struct{}

// grids returns out's extracted tables laid out as grids, once per Pass.
// Grids are shared: callers do not change them.
func grids(p *validate.Pass, out *schema.Document) []grid {
	return p.Memo(gridsKey{}, func() any {
		gs := make([]grid, 0, len(out.Tables))
		for i := range out.Tables {
			gs = append(gs, newGrid(&out.Tables[i]))
		}
		return gs
	}).([]grid)
}
