package validate

import (
	"regexp"
	"strings"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
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
func (c TextTable) Run(p *Pass, out *schema.Document) {
	doc := p.Doc
	var grids []grid
	for _, g := range p.grids() {
		if len(g.rows) > 0 && len(g.heads) > 0 {
			grids = append(grids, g)
		}
	}
	if len(grids) == 0 {
		return
	}
	inTable := func(sp normalize.Span) bool {
		for _, t := range doc.Tables {
			if sp.Start < t.Span.End && t.Span.Start < sp.End {
				return true
			}
		}
		return false
	}
	for _, s := range p.sentences() {
		if inTable(s.span) {
			continue
		}
		for _, g := range grids {
			for _, r := range g.rows {
				c.pairs(doc, g, r, s, out)
			}
		}
	}
}

// measureIntro is what may stand between a measure and its figures:
// 净利润为412.11亿元, 净利润分别为…, 净利润：….
var measureIntro = regexp.MustCompile(`^(?:分别|合计|共计|约)?(?:为|是|达|:)?\s*`)

// pairs finds in sentence s the figures of row r and checks each against
// its cell.
func (c TextTable) pairs(doc *normalize.Doc, g grid, r gridRow, s sentence, out *schema.Document) {
	noun := r.key
	if i := strings.LastIndex(noun, "的"); i >= 0 {
		noun = noun[i+len("的"):]
	}
	if len([]rune(noun)) < 2 {
		return
	}
	at := normalize.Index(s.text, noun)
	if at < 0 {
		return
	}
	// The figures right after the measure: one, or a list joined by 、 和 及.
	rest := s.text[at+len(noun):]
	lead := measureIntro.FindString(rest)
	listStart := s.span.Start + at + len(noun) + len(lead)
	var figs []normalize.Quantity
	pos := listStart
	for _, q := range quantities(doc, normalize.Span{Start: listStart, End: s.span.End}) {
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
		return
	}
	years := yearsNamed(s.text[:at])
	if len(years) != len(figs) {
		if len(years) != 1 {
			return // the figures are not tied to years one by one
		}
	}
	for k, q := range figs {
		y := years[0]
		if len(years) == len(figs) {
			y = years[k]
		}
		col := -1
		for cc, h := range g.heads {
			if m := yearColumn.FindStringSubmatch(strings.TrimSpace(h)); m != nil && m[1] == y {
				col = cc
			}
		}
		cell := g.cell(indexOfRow(g, r), col)
		if col < 0 || !isFigure(cell) || cell.Unit != q.Unit {
			continue
		}
		sp := spec{
			id:      c.ID(),
			formula: "x=c",
			ops:     []operand{tableOperand(doc, "c", cell)},
			stated:  textStated(doc, q, calc.HalfUp),
			mode:    calc.HalfUp,
			note:    r.label + ", " + g.heads[col] + ": the text's figure against the table's",
		}
		out.Checks = append(out.Checks, sp.finding())
	}
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
	for _, sep := range []string{"、", "和", "及", "与"} {
		if strings.HasPrefix(text[end:], sep) {
			return end + len(sep)
		}
	}
	return -1
}

// yearColumn is a column headed by a year alone (| 2013年度 | 2012年度 |,
// 003), not a dated assumption (测算基准日:2013年12月31日).
var yearColumn = regexp.MustCompile(`^([0-9]{4})\s*年度?$`)
