package proposal

import (
	"sort"
	"strconv"
	"strings"

	"github.com/gonggao/gonggao/internal/lazyre"
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
// never by its value: the sentence must name the row's measure (the words
// after its last 的: 净利润) right before the figure (净利润为…, 净利润
// 分别为…、…和…), and the year of the cell's column (2013年度) — for a list,
// the years listed in the same order. Both figures stand for the interval
// their rounding gives (412.11亿 ± 0.005亿, 41,211百万 ± 0.5百万); they agree
// when the intervals meet.
type TextTable struct{}

// ID implements Check.
func (TextTable) ID() string { return "units.text_table" }

// Run implements Check.
//
// The work is linear in the document: each row is filed under its measure
// (rowsByMeasure), so a sentence is searched once per distinct measure, not
// once per row of every table, and the cell a figure is held against is
// looked up by measure and year.
func (c TextTable) Run(p *validate.Pass, out *schema.Document) {
	doc := p.Doc
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
	tables := spansOf(doc.Tables)
	for _, s := range p.Sentences() {
		if tables.overlaps(s.Span) {
			continue
		}
		c.pairs(doc, idx, s, out)
	}
}

// measureIntro is what may stand between a measure and its figures:
// 净利润为412.11亿元, 净利润分别为…, 净利润：….
var measureIntro = lazyre.New(`^(?:分别|合计|共计|约)?(?:为|是|达|:)?\s*`)

// measureRows files the rows of the grids by measure (the words of a row's
// key after its last 的), in document order (grid, then row).
type measureRows struct {
	grids    []grid
	measures []string             // each measure once, in first-seen order
	rows     map[string][]rowAt   // measure → its rows, in document order
	cells    map[[2]string]cellAt // (measure, year) → the first row's cell
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

// textListSeps join the figures of a list in the prose: "分别为15.65%、
// 20.85%和21.27%" (003); 及, 与.
var textListSeps = []string{"、", "和", "及", "与"}

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
			if len([]rune(noun)) < 2 {
				continue
			}
			if _, ok := m.rows[noun]; !ok {
				m.measures = append(m.measures, noun)
			}
			m.rows[noun] = append(m.rows[noun], rowAt{g: gi, r: ri, order: order})
		}
	}
	return m
}

// cell returns the cell a figure of measure noun for year y is held
// against (see cellAt), looked up once per measure and year.
func (m *measureRows) cell(noun, y string) cellAt {
	k := [2]string{noun, y}
	if c, ok := m.cells[k]; ok {
		return c
	}
	var found cellAt
	for _, ra := range m.rows[noun] {
		g := m.grids[ra.g]
		col := yearCol(g, y)
		cell := g.cell(indexOfRow(g, g.rows[ra.r]), col)
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
func yearCol(g grid, y string) int {
	col := -1
	for cc, h := range g.heads {
		if h.YearOnly && strconv.Itoa(h.Year) == y && (col < 0 || cc < col) {
			col = cc
		}
	}
	return col
}

// pairs finds in sentence s the figures of each measure and checks each
// against its cell. A figure two measures (or two rows) lead to is checked
// against the first row in document order.
func (c TextTable) pairs(doc *normalize.Doc, idx *measureRows, s validate.Sentence, out *schema.Document) {
	type pair struct {
		q    normalize.Quantity
		at   cellAt
		fig  int
		noun string
	}
	var found []pair
	best := map[normalize.Span]int{} // figure → its pair in found
	for _, noun := range idx.measures {
		at := normalize.Index(s.Text, noun)
		if at < 0 {
			continue
		}
		// The figures right after the measure: one, or a list joined by 、 和 及.
		rest := s.Text[at+len(noun):]
		lead := measureIntro.FindString(rest)
		listStart := s.Span.Start + at + len(noun) + len(lead)
		var figs []normalize.Quantity
		pos := listStart
		for _, q := range validate.Quantities(doc, normalize.Span{Start: listStart, End: s.Span.End}) {
			if q.Span.Start != pos || q.Unit != normalize.UnitCNY {
				break
			}
			figs = append(figs, q)
			pos = listSep(doc.Text, q.Span.End)
			if pos < 0 {
				break
			}
		}
		if len(figs) == 0 {
			continue
		}
		years := yearsNamed(s.Text[:at])
		if len(years) != len(figs) && len(years) != 1 {
			continue // the figures are not tied to years one by one
		}
		for k, q := range figs {
			y := years[0]
			if len(years) == len(figs) {
				y = years[k]
			}
			ca := idx.cell(noun, y)
			if !ca.ok {
				continue
			}
			if i, ok := best[q.Span]; ok && found[i].at.row.order <= ca.row.order {
				continue
			}
			best[q.Span] = len(found)
			found = append(found, pair{q: q, at: ca, fig: k, noun: noun})
		}
	}
	// Findings in the order a walk over every row of every table would
	// give them: by row, then by the figure's place in its list.
	var keep []pair
	for _, i := range best {
		keep = append(keep, found[i])
	}
	sort.Slice(keep, func(i, j int) bool {
		a, b := keep[i], keep[j]
		if a.at.row.order != b.at.row.order {
			return a.at.row.order < b.at.row.order
		}
		return a.fig < b.fig
	})
	for _, p := range keep {
		g := idx.grids[p.at.row.g]
		r := g.rows[p.at.row.r]
		sp := validate.Spec{
			ID:      c.ID(),
			Formula: "x=c",
			Ops:     []validate.Operand{tableOperand("c", p.at.cell)},
			Stated:  validate.TextStated(doc, p.q, calc.HalfUp),
			Mode:    calc.HalfUp,
			Note:    r.label + ", " + g.heads[p.at.col].Text + ": the text's figure against the table's",
		}
		out.Checks = append(out.Checks, sp.Finding())
	}
}

// tableSpans are the spans of a document's tables sorted by start, with
// the furthest end reached by each prefix, to tell in O(log n) whether a
// span overlaps any table.
type tableSpans struct {
	starts, reach []int
}

func spansOf(tables []normalize.Table) tableSpans {
	sps := make([]normalize.Span, len(tables))
	for i, t := range tables {
		sps[i] = t.Span
	}
	sort.Slice(sps, func(i, j int) bool { return sps[i].Start < sps[j].Start })
	ts := tableSpans{starts: make([]int, len(sps)), reach: make([]int, len(sps))}
	far := 0
	for i, sp := range sps {
		far = max(far, sp.End)
		ts.starts[i], ts.reach[i] = sp.Start, far
	}
	return ts
}

// overlaps reports whether sp overlaps a table: some table starting
// before sp ends reaches past sp's start.
func (ts tableSpans) overlaps(sp normalize.Span) bool {
	n := sort.SearchInts(ts.starts, sp.End) // tables with Start < sp.End
	return n > 0 && ts.reach[n-1] > sp.Start
}

// yearsNamed returns the years named in s, in order, each once: 2011年度、2012年度
// 和2013年度 gives 2011, 2012, 2013.
func yearsNamed(s string) []string {
	var out []string
	seen := map[string]bool{}
	for _, m := range yearHead.FindAllStringSubmatch(s, -1) {
		if !seen[m[1]] {
			seen[m[1]] = true
			out = append(out, m[1])
		}
	}
	return out
}

func indexOfRow(g grid, r gridRow) int {
	for i := range g.rows {
		if g.rows[i].label == r.label && g.rows[i].key == r.key {
			return i
		}
	}
	return -1
}

// listSep returns where the next figure of a list starts after the one
// ending at end (after 、 和 及), or −1 when the list ends there.
func listSep(text string, end int) int {
	for _, sep := range textListSeps {
		if strings.HasPrefix(text[end:], sep) {
			return end + len(sep)
		}
	}
	return -1
}

// yearHead reads a year in the prose: "2013年度", "2013年".
var yearHead = lazyre.New(`([0-9]{4})\s*年`)
