// Package tables reads a document's tables of figures for arithmetic
// (schema.FigureTable): each labelled row with its figures by value
// column, each figure with the precision it is stated to, the unit the
// table's bare figures are read in, the header rows that name the columns
// (发行前 / 发行后, the years, the assumed dividend rates), the size of the
// issue those rates are assumed on and the date the table is drawn up at.
// The checks of a proposal's tables read these records, not the tables.
package figures

import (
	"strconv"
	"strings"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// Tables reads the document's tables of figures into Document.Tables.
type Tables struct{}

// Name implements Extractor.
func (Tables) Name() string { return "tables" }

// Table wording, with the filings it came from (003's tables: 项目 | 发行前
// | 发行后; 股息率7% | 股息率8% | 股息率9%; 每股派息（元）).
var (
	// tableUnits are the unit words a caption or label gives for bare
	// figures, longest first: "以人民币百万元列示" (003), "现金分红的数额（百
	// 万元）" (003), "基本每股收益（元）" (003).
	tableUnits = []string{"万亿元", "亿元", "千万元", "百万元", "十万元", "万元", "千元"}
	// unitLeads introduce the unit of a table in the text before it: "以人
	// 民币百万元列示" (003), "单位:万元".
	unitLeads = []string{"以人民币", "单位:"}
	// The columns before and after the issue: "发行前", "发行后" (003).
	beforeHead, afterHead = "发行前", "发行后"
	// itemHead is the first cell of a header naming the columns: "项目"
	// (003).
	itemHead = "项目"
	// rateHead marks a header of assumed rates: "股息率7%" (003).
	rateHead = "率"
	// A label's own unit in parentheses: "每股派息（元）", "每10股送红股数
	// （股）" (003), and the units they stand for; perShareWord makes a
	// figure in 元 a price per share (每股派息), perTenWord leaves a row per
	// 10 shares (每10股派息数) without one.
	yuanLabel, sharesLabel            = "(元)", "(股)"
	unitYuan, unitPerShare, unitShare = "元", "元/股", "股"
	perShareWord, perTenWord          = "每股", "每10股"
	// dashes stand for nothing (zero) in a cell: "-", "—", "－", "--", "/".
	dashes = []string{"-", "—", "－", "--", "/"}
	// assumeWord and sizeWords mark the sentence before a table that
	// assumes the size of the issue: "假设发行规模为300亿元人民币" (003), "按
	// 发行规模…测算".
	assumeWord = "假设"
	sizeWords  = []string{"发行规模", "发行总规模", "募集资金总额", "发行总额"}
	// sentenceEnd ends the sentences of the text before a table.
	sentenceEnd = "。"
)

// parenthetical matches a bracketed note in a label: (百万元), (含税).
var parenthetical = lazyre.New(`\([^()]*\)`)

// yearHead reads the year a column header names: "2013年度" (003),
// "2013年"; yearAlone is a header that is a year alone (| 2013年度 |
// 2012年度 |, 003), not a dated assumption (测算基准日:2013年12月31日).
var (
	yearHead  = lazyre.New(`([0-9]{4})\s*年`)
	yearAlone = lazyre.New(`^[0-9]{4}\s*年度?$`)
)

// columnHead is the header s of value column col, with the year it names.
func columnHead(col int, s string) schema.TableHead {
	h := schema.TableHead{Column: col, Text: s}
	if m := yearHead.FindStringSubmatch(s); m != nil {
		h.Year, _ = strconv.Atoi(m[1])
		h.YearOnly = yearAlone.MatchString(strings.TrimSpace(s))
	}
	return h
}

// contextBytes is how far before a table its unit and assumptions are
// looked for: its caption and the sentence introducing it.
const contextBytes = 600

// Extract implements Extractor.
func (Tables) Extract(c *extract.Context) {
	doc := c.Doc
	for _, t := range doc.Tables {
		ctxStart := max(0, t.Span.Start-contextBytes)
		if ft, ok := readTable(c, t, normalize.Span{Start: ctxStart, End: t.Span.Start}); ok {
			c.Out.Tables = append(c.Out.Tables, ft)
		}
	}
}

// isDash reports whether s is a dash.
func isDash(s string) bool {
	s = strings.TrimSpace(s)
	for _, d := range dashes {
		if s == d {
			return true
		}
	}
	return false
}

// readTable reads t; ctx is the text before the table (its caption and the
// sentence introducing it), where the table's unit and the size its
// scenarios assume may be stated. A table without a figure is not read.
func readTable(c *extract.Context, t normalize.Table, ctx normalize.Span) (schema.FigureTable, bool) {
	doc := c.Doc
	context := doc.Text[ctx.Start:ctx.End]
	ft := schema.FigureTable{Span: c.Span(t.Span)}
	unit := ""
	for _, u := range tableUnits {
		if normalize.Contains(t.Caption, u) || normalize.Contains(context, unitLeads[0]+u) || normalize.Contains(context, unitLeads[1]+u) {
			unit = u
			break
		}
	}
	// The unit's words before the table, when they stand there (a
	// caption is read from the line before the table).
	if unit != "" {
		for _, w := range append([]string{unitLeads[0] + unit, unitLeads[1] + unit}, unit) {
			if i := strings.LastIndex(context, w); i >= 0 {
				c.Evidence(&ft.Evidence, "unit", normalize.Span{Start: ctx.Start + i, End: ctx.Start + i + len(w)})
				break
			}
		}
	}
	ft.Unit = unit
	width := 0
	for _, r := range t.Rows {
		width = max(width, len(r)-1)
	}
	ft.Columns = width
	h := header{heads: map[int]string{}, rates: map[int]normalize.Quantity{}, before: -1}
	figures := false
	firstFigure := -1
	for _, r := range t.Rows {
		if len(r) == 0 {
			continue
		}
		if h.read(r, width) {
			continue
		}
		label := strings.TrimSpace(r[0].Text)
		row := schema.TableRow{Label: label, Key: parenthetical.ReplaceAllString(label, ""), Unit: rowUnit(label, unit), Cells: []schema.TableCell{}}
		for col, cell := range r[1:] {
			tc, whole, ok := readCell(c, cell, row.Unit)
			if !ok {
				continue
			}
			tc.Column = col
			if !tc.Dash {
				// A table of figures has a cell that is a figure alone
				// (41,211; 21.27%), not a sentence holding one (每股面值为
				// 人民币1元, a table of amended articles).
				figures = figures || whole
				if firstFigure < 0 {
					firstFigure = cell.Span.Start
				}
			}
			row.Cells = append(row.Cells, tc)
		}
		ft.Rows = append(ft.Rows, row)
	}
	if !figures {
		return schema.FigureTable{}, false
	}
	if h.before >= 0 {
		b := h.before
		ft.BeforeColumn = &b
	}
	for col := 0; col < width; col++ {
		if s, ok := h.heads[col]; ok {
			ft.Heads = append(ft.Heads, columnHead(col, s))
		}
	}
	for col := 0; col < width; col++ {
		if q, ok := h.rates[col]; ok {
			ft.Rates = append(ft.Rates, schema.TableRate{Column: col, Rate: *c.Quantity(q)})
		}
	}
	if len(ft.Rates) > 0 && h.before >= 0 {
		ft.AssumedSize = assumedSize(c, ctx)
	}
	// The date the table is drawn up at: in its caption, else in the
	// table before its first figure.
	for _, d := range normalize.FindDates(t.Caption) {
		if d.Day != 0 {
			ft.Date = d.String()
			break
		}
	}
	if ft.Date == "" {
		head := normalize.Span{Start: t.Span.Start, End: max(t.Span.Start, firstFigure)}
		for _, d := range normalize.FindDates(doc.Text[head.Start:head.End]) {
			if d.Day != 0 {
				ft.Date = d.String()
				c.Evidence(&ft.Evidence, "date", d.Span.Shift(head.Start))
				break
			}
		}
	}
	return ft, true
}

// assumedSize is the size of the issue a table's scenarios assume: the
// first amount of the last sentence before the table that assumes (假设) a
// size and states one.
func assumedSize(c *extract.Context, ctx normalize.Span) *schema.Quantity {
	doc := c.Doc
	context := doc.Text[ctx.Start:ctx.End]
	var size *schema.Quantity
	for _, s := range strings.Split(context, sentenceEnd) {
		if !normalize.Contains(s, assumeWord) || !normalize.ContainsAny(s, sizeWords) {
			continue
		}
		off := ctx.Start + normalize.Index(context, s)
		for _, q := range normalize.FindQuantities(doc.Text[off : off+len(s)]) {
			if q.Fraction != "" || q.Upper != nil {
				continue
			}
			if q.Unit == normalize.UnitCNY {
				q.Span = q.Span.Shift(off)
				size = c.Quantity(q)
				break
			}
		}
	}
	return size
}

// header is what a table's header rows state about its value columns.
type header struct {
	// before is the value column of the figures before the issue (发行前),
	// −1 when none; rates[c] the dividend rate column c assumes; heads[c]
	// the header text of column c.
	before int
	rates  map[int]normalize.Quantity
	heads  map[int]string
}

// read reads a header row (发行前 / 发行后, 假设股息率为7%, 项目 | 2013年度
// …) and reports whether r is one. Header cells are not aligned with the
// value columns in text tables (the label column has no header), so they
// are matched from the right.
func (h *header) read(r []normalize.Cell, width int) bool {
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
		h.before = 0
		return true
	}
	var rates []normalize.Quantity
	for _, c := range r {
		if !normalize.Contains(c.Text, rateHead) {
			continue
		}
		for _, q := range normalize.FindQuantities(c.Text) {
			if q.Unit == normalize.UnitRatio {
				q.Span = q.Span.Shift(c.Span.Start)
				rates = append(rates, q)
			}
		}
	}
	if len(rates) > 0 && len(rates) == len(texts) {
		for i, q := range rates {
			h.rates[width-len(rates)+i] = q
		}
		return true
	}
	if texts[0] == itemHead && len(texts)-1 <= width {
		for i, t := range texts[1:] {
			h.heads[width-(len(texts)-1)+i] = strings.TrimSpace(t)
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

// readCell reads one cell: a figure in unit (a cell with its own unit,
// such as 21.27%, keeps it) or a dash; ok is false when the cell is empty
// or its text holds not one figure, whole is set when the figure is all
// the cell's text.
func readCell(c *extract.Context, cell normalize.Cell, unit string) (tc schema.TableCell, whole, ok bool) {
	doc := c.Doc
	text := strings.TrimSpace(cell.Text)
	if text == "" {
		return schema.TableCell{}, false, false
	}
	if isDash(text) {
		return schema.TableCell{Value: "0", Dash: true, Text: doc.SourceText(cell.Span), Span: c.Span(cell.Span), Page: doc.PageOf(cell.Span.Start)}, true, true
	}
	var opts []normalize.QuantityOption
	if unit != "" {
		opts = append(opts, normalize.WithUnit(unit))
	}
	qs := normalize.FindQuantities(cell.Text, opts...)
	if len(qs) != 1 || qs[0].Fraction != "" || qs[0].Upper != nil {
		return schema.TableCell{}, false, false
	}
	q := qs[0]
	whole = strings.TrimSpace(q.Text) == text
	q.Span = q.Span.Shift(cell.Span.Start)
	scale, ok := powerOfTen(q)
	if !ok {
		return schema.TableCell{}, false, false
	}
	sq := c.Quantity(q)
	return schema.TableCell{Value: sq.Value, Unit: sq.Unit, Bound: sq.Bound, Decimals: q.Decimals, Scale: scale, Text: sq.Text, Span: sq.Span, Page: sq.Page}, whole, true
}

// powerOfTen returns k when q's scale is 10^k (1e6 for 百万元, 0.01 for %);
// a zero scale counts as 1. A scale that is no power of ten is refused.
func powerOfTen(q normalize.Quantity) (int, bool) {
	if q.Scale.IsZero() {
		return 0, true
	}
	co := q.Scale.Coefficient().String()
	k := int(q.Scale.Exponent())
	for len(co) > 1 && strings.HasSuffix(co, "0") {
		co = co[:len(co)-1]
		k++
	}
	return k, co == "1"
}
