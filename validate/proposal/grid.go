package proposal

import (
	"strings"

	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/validate"
)

// grid is a table read for arithmetic: one row per labelled line, the
// figures of each row by value column, in base units.
type grid struct {
	table normalize.Table
	rows  []gridRow
	// before is the value column holding the figures before the issue (发行
	// 前), −1 when the table has no such column; rates[c] is the assumed
	// dividend rate of value column c (假设股息率为7%), when stated.
	before int
	rates  map[int]normalize.Quantity
	// heads[c] is the header text of value column c when a header row
	// names the columns (| 项目 | 2013年度 | 2012年度 | 2011年度 |, 003).
	heads map[int]string
}

// gridRow is one labelled row.
type gridRow struct {
	label string // the label cell, parentheticals kept
	key   string // the label without parentheticals (百万元)(含税)
	unit  string // the unit its bare figures are read in
	cells []*normalize.Quantity
}

// tableUnits are the unit words a caption or label gives for bare figures,
// longest first: "以人民币百万元列示" (003), "现金分红的数额（百万元）" (003),
// "基本每股收益（元）" (003).
var tableUnits = []string{"万亿元", "亿元", "千万元", "百万元", "十万元", "万元", "千元"}

// parenthetical matches a bracketed note in a label: (百万元), (含税).
var parenthetical = lazyre.New(`\([^()]*\)`)

// dash is a cell standing for nothing (zero): "-", "—", "－".
func isDash(s string) bool {
	s = strings.TrimSpace(s)
	return s == "-" || s == "—" || s == "－" || s == "--" || s == "/"
}

// The words of a table's header rows and row labels (003's tables: 项目 |
// 发行前 | 发行后; 股息率7% | 股息率8% | 股息率9%; 每股派息（元）).
var (
	// The columns before and after the issue: "发行前", "发行后" (003).
	beforeHead, afterHead = "发行前", "发行后"
	// The first cell of a header naming the columns: "项目" (003).
	itemHead = "项目"
	// A header of assumed rates: "股息率7%" (003).
	rateHead = "率"
	// What introduces the unit of a table in the text before it: "以人民币
	// 百万元列示" (003), "单位:万元".
	unitLeads = []string{"以人民币", "单位:"}
	// A label's own unit in parentheses: "每股派息（元）", "每10股送红股数
	// （股）" (003), and the units they stand for.
	yuanLabel, sharesLabel            = "(元)", "(股)"
	unitYuan, unitPerShare, unitShare = "元", "元/股", "股"
)

// readGrid reads t; context is the text before the table (its caption and
// the sentence introducing it), where the table's unit may be stated.
func readGrid(doc *normalize.Doc, t normalize.Table, context string) grid {
	g := grid{table: t, before: -1, rates: map[int]normalize.Quantity{}, heads: map[int]string{}}
	unit := ""
	for _, u := range tableUnits {
		if normalize.Contains(t.Caption, u) || normalize.Contains(context, unitLeads[0]+u) || normalize.Contains(context, unitLeads[1]+u) {
			unit = u
			break
		}
	}
	width := 0
	for _, r := range t.Rows {
		width = max(width, len(r)-1)
	}
	for _, r := range t.Rows {
		if len(r) == 0 {
			continue
		}
		label := strings.TrimSpace(r[0].Text)
		if g.header(doc, r, width) {
			continue
		}
		row := gridRow{label: label, key: parenthetical.ReplaceAllString(label, ""), unit: rowUnit(label, unit)}
		for _, c := range r[1:] {
			row.cells = append(row.cells, cellQuantity(doc, c, row.unit))
		}
		// Every row has a cell in every value column: a reader that lays
		// a table out from positions (a converter's page) writes no cell
		// where nothing stands, where '|' rows write empty ones.
		for len(row.cells) < width {
			row.cells = append(row.cells, nil)
		}
		g.rows = append(g.rows, row)
	}
	return g
}

// header reads a header row (发行前 / 发行后, 假设股息率为7%) and reports
// whether r is one. Header cells are not aligned with the value columns in
// text tables (the label column has no header), so they are matched from
// the right.
func (g *grid) header(doc *normalize.Doc, r []normalize.Cell, width int) bool {
	var texts []string
	for _, c := range r {
		if strings.TrimSpace(c.Text) != "" {
			texts = append(texts, c.Text)
		}
	}
	if len(texts) == 0 {
		return true
	}
	if normalize.Contains(texts[0], beforeHead) {
		g.before = 0
		return true
	}
	var rates []normalize.Quantity
	for _, c := range r {
		if !normalize.Contains(c.Text, rateHead) {
			continue
		}
		for _, q := range normalize.FindQuantities(c.Text) {
			if q.Unit == normalize.UnitRatio {
				rates = append(rates, validate.Absolute(q, c.Span.Start))
			}
		}
	}
	if len(rates) > 0 && len(rates) == len(texts) {
		for i, q := range rates {
			g.rates[width-len(rates)+i] = q
		}
		return true
	}
	if texts[0] == itemHead && len(texts)-1 <= width {
		for i, h := range texts[1:] {
			g.heads[width-(len(texts)-1)+i] = strings.TrimSpace(h)
		}
		return true
	}
	return normalize.Contains(texts[0], afterHead)
}

// rowUnit is the unit a row's bare figures are read in: its label's
// parenthetical when it names one ((百万元), (元)), else the table's.
func rowUnit(label, table string) string {
	for _, u := range tableUnits {
		if normalize.Contains(label, "("+u+")") {
			return u
		}
	}
	if normalize.Contains(label, yuanLabel) {
		if normalize.Contains(label, perShareWord) {
			return unitPerShare
		}
		return unitYuan
	}
	if normalize.Contains(label, sharesLabel) {
		// A share count: "每10股送红股数（股）" (003).
		return unitShare
	}
	if normalize.Contains(label, perTenWord) {
		return ""
	}
	return table
}

// cellQuantity reads one cell: a figure in unit (a cell with its own unit,
// such as 21.27%, keeps it), zero for a dash, nil when empty or unread.
func cellQuantity(doc *normalize.Doc, c normalize.Cell, unit string) *normalize.Quantity {
	text := strings.TrimSpace(c.Text)
	if text == "" {
		return nil
	}
	if isDash(text) {
		q := normalize.Quantity{Unit: "", Bound: normalize.BoundEq, Span: c.Span, Text: c.Text, Stated: text}
		return &q
	}
	var opts []normalize.QuantityOption
	if unit != "" {
		opts = append(opts, normalize.WithUnit(unit))
	}
	qs := normalize.FindQuantities(c.Text, opts...)
	if len(qs) != 1 || qs[0].Fraction != "" || qs[0].Upper != nil {
		return nil
	}
	q := validate.Absolute(qs[0], c.Span.Start)
	return &q
}

// find returns the first row whose key contains every word, skipping the
// rows in not.
func (g grid) find(pred func(gridRow) bool) int {
	for i, r := range g.rows {
		if pred(r) {
			return i
		}
	}
	return -1
}

// cell returns the figure of row i in value column c, or nil.
func (g grid) cell(i, c int) *normalize.Quantity {
	if i < 0 || i >= len(g.rows) || c < 0 || c >= len(g.rows[i].cells) {
		return nil
	}
	return g.rows[i].cells[c]
}

// isFigure reports whether q is a figure (not a dash).
func isFigure(q *normalize.Quantity) bool { return q != nil && q.Stated != "" && !isDash(q.Stated) }

// gridContext is the text before t where its unit may be stated: the 600
// bytes before it.
func gridContext(doc *normalize.Doc, t normalize.Table) string {
	return doc.Text[max(0, t.Span.Start-600):t.Span.Start]
}

// gridsKey is the key of the grids of a Pass.
type gridsKey struct{}

// grids returns each of p.Doc's tables read by readGrid, its context the
// 600 bytes of text before it, read once per Pass. Grids are shared:
// callers do not change them.
func grids(p *validate.Pass) []grid {
	return p.Memo(gridsKey{}, func() any {
		doc := p.Doc
		out := make([]grid, 0, len(doc.Tables))
		for _, t := range doc.Tables {
			out = append(out, readGrid(doc, t, gridContext(doc, t)))
		}
		return out
	}).([]grid)
}
