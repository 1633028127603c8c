package proposal

import (
	"strconv"
	"strings"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
	"github.com/gonggao/gonggao/validate"
	"github.com/gonggao/gonggao/validate/calc"
)

// TextTable holds a figure the text states against the same figure in a
// table, where the two are given in different units or places: 003's
// prose says 2013年度…净利润为412.11亿元 and 净利润分别为255.05亿元、347.18亿元和
// 412.11亿元 for 2011年度、2012年度和2013年度, while its dividend table gives
// 分红年度归属于母公司普通股股东的净利润（百万元） 41,211, 34,718, 25,505 under
// 2013年度, 2012年度, 2011年度.
//
// A text figure is paired with a table cell by what it measures and when,
// never by its value: the extracted text_figures tie a figure to the
// measure of a row (the words after its last 的: 净利润) and a year, and
// the cell is the first row's of that measure, in document order, in the
// column headed by the year alone (2013年度). Both figures stand for the interval
// their rounding gives (412.11亿 ± 0.005亿, 41,211百万 ± 0.5百万); they agree
// when the intervals meet.
type TextTable struct{}

// ID implements Check.
func (TextTable) ID() string { return "units.text_table" }

// Run implements Check.
//
// The work is linear in the document: each row is filed under its measure
// (rowsByMeasure), and the cell a figure is held against is looked up by
// measure and year.
func (c TextTable) Run(p *validate.Pass, out *schema.Document) {
	if len(out.TextFigures) == 0 {
		return
	}
	var gs []grid
	for _, g := range grids(p, out) {
		if len(g.rows) > 0 && len(g.heads) > 0 {
			gs = append(gs, g)
		}
	}
	if len(gs) == 0 {
		return
	}
	idx := rowsByMeasure(gs)
	// Each figure against the first row, in document order, of a measure
	// it is given for.
	type pair struct {
		fig *schema.TextFigure
		at  cellAt
	}
	var keep []pair
	best := map[schema.Span]int{} // figure → its pair in keep
	for i := range out.TextFigures {
		f := &out.TextFigures[i]
		ca := idx.cell(f.Measure, f.Year)
		if !ca.ok {
			continue
		}
		if k, ok := best[f.Figure.Span]; ok {
			if keep[k].at.row.order > ca.row.order {
				keep[k].at = ca
			}
			continue
		}
		best[f.Figure.Span] = len(keep)
		keep = append(keep, pair{fig: f, at: ca})
	}
	for _, pr := range keep {
		g := idx.grids[pr.at.row.g]
		r := g.rows[pr.at.row.r]
		st, ok := validate.SchemaStated(&pr.fig.Figure, calc.HalfUp)
		if !ok {
			continue
		}
		out.Checks = append(out.Checks, validate.Spec{
			ID:      c.ID(),
			Formula: "x=c",
			Ops:     []validate.Operand{tableOperand("c", pr.at.cell)},
			Stated:  st,
			Mode:    calc.HalfUp,
			Note:    r.label + ", " + g.heads[pr.at.col].Text + ": the text's figure against the table's",
		}.Finding())
	}
}

// measureRows files the rows of the grids by measure (the words of a row's
// key after its last 的), in document order (grid, then row).
type measureRows struct {
	grids []grid
	rows  map[string][]rowAt   // measure → its rows, in document order
	cells map[[2]string]cellAt // (measure, year) → the first row's cell
}

// rowAt is row r of grid g; order is its place among all rows of all grids.
type rowAt struct{ g, r, order int }

// cellAt is the cell a figure of a measure and year is held against: the
// first row of that measure, in document order, whose column for the year
// holds a figure in 元. ok is false when no row has one.
type cellAt struct {
	row  rowAt
	col  int
	cell *schema.TableCell
	ok   bool
}

// possessive is the 的 before a row label's measure: 归属于母公司普通股股东的
// 净利润 (003) is the row of 净利润.
var possessive = "的"

func rowsByMeasure(grids []grid) *measureRows {
	m := &measureRows{grids: grids, rows: map[string][]rowAt{}, cells: map[[2]string]cellAt{}}
	order := 0
	for gi, g := range grids {
		for ri, r := range g.rows {
			noun := r.key
			if i := strings.LastIndex(noun, possessive); i >= 0 {
				noun = noun[i+len(possessive):]
			}
			order++
			m.rows[noun] = append(m.rows[noun], rowAt{g: gi, r: ri, order: order})
		}
	}
	return m
}

// cell returns the cell a figure of measure noun for year y is held
// against (see cellAt), looked up once per measure and year.
func (m *measureRows) cell(noun string, y int) cellAt {
	k := [2]string{noun, strconv.Itoa(y)}
	if c, ok := m.cells[k]; ok {
		return c
	}
	var found cellAt
	for _, ra := range m.rows[noun] {
		g := m.grids[ra.g]
		col := yearCol(g, y)
		cell := g.cell(ra.r, col)
		if col < 0 || !isFigure(cell) || cell.Unit != normalize.UnitCNY {
			continue
		}
		found = cellAt{row: ra, col: col, cell: cell, ok: true}
		break
	}
	m.cells[k] = found
	return found
}

// yearCol returns the value column of g headed by year y alone (the
// leftmost when several are), or −1.
func yearCol(g grid, y int) int {
	col := -1
	for cc, h := range g.heads {
		if h.YearOnly && h.Year == y && (col < 0 || cc < col) {
			col = cc
		}
	}
	return col
}
