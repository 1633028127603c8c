package amend

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/internal/lazyre"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// Amendments extracts an articles-of-association comparison table
// (章程修订对照表 / 修订对比表): one row per amended passage with its old and
// new text, the basis of the change, the chapter and section it stands
// in, its old and new article numbers (struck-out numbers merged into the
// new ones resolved, see ResolveRenumbering), the kind of change and a
// character diff (see DiffText).
//
// The table is read from Doc.Tables when a reader found it there (HTML,
// PDF, and text tables found by normalize.TextTables), otherwise from the
// tab- or '|'-separated lines of the text; whichever yields more rows is
// kept. A table that the document announces but does not contain gives
// amendments {present: false} and an amendment_table_missing warning.
type Amendments struct{}

// Name implements Extractor.
func (Amendments) Name() string { return "amendments" }

// Extract implements Extractor.
func (Amendments) Extract(c *extract.Context) {
	doc := c.Doc
	g := findAmendmentGrid(doc)
	var rows []amendRow
	if g != nil {
		rows = amendmentRows(doc.Text, g)
	}
	if len(rows) == 0 {
		if ref, ok := amendmentReference(doc.Text, doc.Lines()); ok {
			c.Out.Amendments = &schema.Amendments{Present: false}
			c.Warn(schema.WarnAmendmentTableMissing, "the document announces an amendment comparison table that it does not contain", ref)
		}
		return
	}
	out := &schema.Amendments{Present: true, Caption: g.caption}
	sp := c.Span(g.span)
	out.Span = &sp
	for _, h := range g.header {
		out.Columns = append(out.Columns, h.Text)
	}
	cands := make([]RenumberRow, len(rows))
	for i := range rows {
		cands[i] = rows[i].renumberRow()
	}
	res, runs := ResolveRenumbering(cands)
	out.Offsets = runs
	for i := range rows {
		out.Rows = append(out.Rows, buildAmendmentRow(c, &rows[i], cands[i], res[i]))
	}
	c.Out.Amendments = out
}

// amendGrid is a candidate amendment table: its rows of cells, the column
// roles read from its header, and where it stands.
type amendGrid struct {
	span    normalize.Span
	caption string
	header  []normalize.Cell
	rows    [][]normalize.Cell
	cols    amendColumns
}

// amendColumns are the indices of the columns (-1 when absent).
type amendColumns struct{ seq, old, new, basis, change int }

// Column headings of comparison tables. Old: 现行章程 (农业银行 2014),
// 现有章程条文 (建设银行 2014), 原条款, 修订前, 修改前; new: 修订内容, 建议
// 修订条文, 修订后, 修改后条款, 新条款; basis: 修订依据, 修订说明, 修改理由.
var (
	colSeq = []string{"序号", "编号", "序", "条款序号"} // the whole cell
	// A column saying what the row does: 修订类型, 修改方式, 变更情况.
	colChange = []string{"类型", "方式", "修订情况", "修改情况", "变更情况", "变动情况"}
	colBasis  = []string{"依据", "说明", "理由", "原因", "备注"}
	colOld    = []string{"现行", "现有", "原", "修订前", "修改前", "旧"}
	colNew    = []string{"修订后", "修改后", "修订内容", "修改内容", "建议修订", "修订条文", "修改条文", "新", "拟修订", "修订稿"}
	// A heading with one of these is the new column even when it also
	// holds a word of the old one.
	colAfter = []string{"修订后", "修改后"}
)

// readColumns maps header cells to column roles; ok is false when the row
// is not an amendment-table header (no old or no new column).
func readColumns(cells []normalize.Cell) (amendColumns, bool) {
	cols := amendColumns{-1, -1, -1, -1, -1}
	for i, c := range cells {
		t := c.Text
		switch {
		case t == "":
		case slices.Contains(colSeq, t):
			cols.seq = i
		case normalize.ContainsAny(t, colChange) && cols.change < 0:
			cols.change = i
		case normalize.ContainsAny(t, colBasis) && cols.basis < 0:
			cols.basis = i
		case normalize.ContainsAny(t, colOld) && !normalize.ContainsAny(t, colAfter) && cols.old < 0:
			cols.old = i
		case normalize.ContainsAny(t, colNew) && cols.new < 0:
			cols.new = i
		}
	}
	return cols, cols.old >= 0 && cols.new >= 0 && cols.old != cols.new
}

// defaultColumns guesses the roles of a table without a header from its
// width: 序号, old, new and, in a fourth column, the basis.
func defaultColumns(width int) amendColumns {
	switch {
	case width >= 4:
		return amendColumns{0, 1, 2, 3, -1}
	case width == 3:
		return amendColumns{0, 1, 2, -1, -1}
	default:
		return amendColumns{-1, 0, 1, -1, -1}
	}
}

// Captions and references of comparison tables: "《中国农业银行股份有限公司
// 章程》（修订稿）修订对比表", "中国建设银行股份有限公司章程修订对照表",
// "《中国光大银行股份有限公司章程》修订说明表", "以下是…新章程和原章程的修订
// 内容对比表".
var amendCaption = lazyre.New(`(章程|规则|制度).{0,40}?(修订|修改|修正)(内容)?(对比|对照|说明|比较)表|(修订|修改|修正)(前后)?(内容)?(对比|对照|比较)表`)

// amendCaptionEnds are the endings every match of amendCaption has.
var amendCaptionEnds = []string{"对比表", "对照表", "说明表", "比较表"}

// findAmendmentGrid returns the amendment table of doc with the most data
// rows, read from Doc.Tables or from the text lines.
func findAmendmentGrid(doc *normalize.Doc) *amendGrid {
	var best *amendGrid
	bestRows := 0
	for _, g := range gridsFromTables(doc) {
		if n := len(amendmentRows(doc.Text, g)); n > bestRows {
			best, bestRows = g, n
		}
	}
	return best
}

// gridsFromTables reads amendment tables out of Doc.Tables, joining the
// pieces of one table split by a page break or a heading line.
func gridsFromTables(doc *normalize.Doc) []*amendGrid {
	var out []*amendGrid
	var cur *amendGrid
	for _, t := range doc.Tables {
		if len(t.Rows) == 0 {
			continue
		}
		hi, cols, ok := tableHeader(t)
		var headings [][]normalize.Cell
		joins := false
		if cur != nil {
			headings, joins = headingsBetween(doc.Text, cur, t)
		}
		if !ok && !amendCaption.MatchString(t.Caption) && !joins {
			cur = nil
			continue
		}
		if ok || cur == nil {
			g := &amendGrid{span: t.Span, caption: t.Caption}
			if ok {
				g.header, g.cols = t.Rows[hi], cols
				g.rows = append(g.rows, t.Rows[hi+1:]...)
			} else {
				g.cols = defaultColumns(maxWidth(t.Rows))
				g.rows = append(g.rows, t.Rows...)
			}
			if g.caption == "" {
				g.caption = captionAbove(doc.Text, t.Span.Start)
			}
			if ok && joins && sameHeader(cur.header, g.header) {
				// A header repeated at the top of a new page.
				cur.rows = append(cur.rows, headings...)
				cur.rows = append(cur.rows, g.rows...)
				cur.span = cur.span.Union(t.Span)
				continue
			}
			out = append(out, g)
			cur = g
			continue
		}
		cur.rows = append(cur.rows, headings...)
		cur.rows = append(cur.rows, t.Rows...)
		cur.span = cur.span.Union(t.Span)
	}
	return out
}

// tableHeader finds the header row among the first rows of t.
func tableHeader(t normalize.Table) (int, amendColumns, bool) {
	for i := 0; i < len(t.Rows) && i < 3; i++ {
		if cols, ok := readColumns(t.Rows[i]); ok {
			return i, cols, true
		}
	}
	return 0, amendColumns{}, false
}

func sameHeader(a, b []normalize.Cell) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Text != b[i].Text {
			return false
		}
	}
	return true
}

// headingsBetween reports whether table t carries on grid g — only white
// space and chapter or section headings stand between them — and returns
// those headings, as one-cell rows (a
// reader that rebuilds tables from ruled lines leaves a full-width heading
// row such as "第二十七章 优先股的特别规定" outside the tables it splits);
// ok is false when anything else stands there.
func headingsBetween(text string, g *amendGrid, t normalize.Table) (rows [][]normalize.Cell, ok bool) {
	if t.Span.Start < g.span.End {
		return nil, false
	}
	for _, ln := range normalize.SplitLines(text[g.span.End:t.Span.Start], g.span.End) {
		s := strings.TrimSpace(ln.Text)
		if s == "" {
			continue
		}
		if !amendHeading.MatchString(s) {
			return nil, false
		}
		rows = append(rows, []normalize.Cell{trimmedCell(ln)})
	}
	return rows, true
}

func maxWidth(rows [][]normalize.Cell) int {
	w := 0
	for _, r := range rows {
		w = max(w, len(r))
	}
	return w
}

// captionAbove returns the nearest non-empty line above offset at when it
// reads as an amendment-table caption.
// Of the lines of text[:at], the last four (blank ones counted) are read,
// back from at.
func captionAbove(text string, at int) string {
	end := at
	for k := 0; k < 4; k++ {
		start := strings.LastIndexByte(text[:end], '\n') + 1
		if s := strings.TrimSpace(text[start:end]); s != "" {
			if amendCaption.MatchString(s) {
				return s
			}
			return ""
		}
		if start == 0 {
			break
		}
		end = start - 1
	}
	return ""
}

// trimmedCell is line ln as one cell, trimmed of spaces.
func trimmedCell(ln normalize.Line) normalize.Cell {
	lead := len(ln.Text) - len(strings.TrimLeft(ln.Text, " \u3000\r\t"))
	body := strings.TrimSpace(ln.Text)
	at := ln.Span.Start + lead
	return normalize.Cell{Text: body, Span: normalize.Span{Start: at, End: at + len(body)}}
}

// chapterWord and sectionWord tell a heading row of a comparison table a
// chapter (第一章 总则) or a section (第四节 优先股发行、回购、转换等特别规定).
const (
	chapterWord = "章"
	sectionWord = "节"
)

// amendHeading is a chapter or section heading inside the table: "第一章
// 总则" (folded 第一章总则), "新增一节: 第四节 优先股发行、回购、转换等特别
// 规定", "第二十七章 优先股的特别规定".
var amendHeading = lazyre.New(`^(新增(一)?[章节][:：]?\s*)?(第[〇零一二两三四五六七八九十百0-9]+[章节])\s*([^。]{0,50})$`)

// seqCell reads a row number: "1.", "1", "1、", "(1)".
var seqCell = lazyre.New(`^[(（]?([0-9]{1,4})[)）]?[.、．]?$`)

func isSeqCell(s string) bool { return seqCell.MatchString(strings.TrimSpace(s)) }

// amendRow is one data row: its number and the pieces of each cell (a
// cell wrapped over several lines has several pieces).
type amendRow struct {
	seq              int
	span             normalize.Span
	old, new, basis  []normalize.Span
	chapter, section string
	// chapterAt and sectionAt number the heading rows that set chapter
	// and section (0: none), to tell one heading's reach from another's.
	chapterAt, sectionAt int
	text                 string // the document text, to read the pieces

	oldText, newText string
	oldHead, newHead leadNumber
	// added and deleted say what the row does to its article: an empty
	// cell on one side, or a cell or a change column saying so (删除, 新增).
	added, deleted bool
	// changeText is the change column's cell, as written.
	changeText string
}

// leadNumber is the article or item number a cell starts with.
type leadNumber struct {
	kind    string // NumberArticle or NumberItem; "" when none
	numeral string // as written, without 第…条 or brackets
	text    string // the whole heading as written: 第四十五五十二条, (十九八)
}

// amendmentRows walks the grid: heading rows set the chapter and section,
// numbered rows start a data row, and rows without a number continue the
// previous one.
func amendmentRows(text string, g *amendGrid) []amendRow {
	var rows []amendRow
	chapter, section := "", ""
	chapterAt, sectionAt, headings := 0, 0, 0
	cell := func(r []normalize.Cell, i int) normalize.Cell {
		if i < 0 || i >= len(r) {
			return normalize.Cell{}
		}
		return r[i]
	}
	for _, r := range g.rows {
		if h, ok := headingRow(r); ok {
			headings++
			if normalize.Contains(h, chapterWord) && !normalize.Contains(h, sectionWord) {
				chapter, section = h, ""
				chapterAt, sectionAt = headings, 0
			} else {
				section, sectionAt = h, headings
			}
			continue
		}
		if len(r) == 1 {
			// A line that continues the last cell of the previous row.
			if n := len(rows); n > 0 && r[0].Text != "" {
				last := &rows[n-1]
				switch {
				case len(last.basis) > 0 && g.cols.basis >= 0:
					last.basis = append(last.basis, r[0].Span)
				default:
					last.new = append(last.new, r[0].Span)
				}
				last.span = last.span.Union(r[0].Span)
			}
			continue
		}
		seqText := cell(r, g.cols.seq).Text
		if g.cols.seq >= 0 && !isSeqCell(seqText) {
			if seqText != "" {
				continue // a repeated header or a stray row
			}
			// A row without a number continues the previous row's cells.
			if n := len(rows); n > 0 {
				rows[n-1].appendCells(r, g.cols)
			}
			continue
		}
		if g.cols.seq < 0 && len(rows) > 0 && continuesRow(r, g.cols) {
			rows[len(rows)-1].appendCells(r, g.cols)
			continue
		}
		row := amendRow{chapter: chapter, section: section, chapterAt: chapterAt, sectionAt: sectionAt, text: text}
		if g.cols.seq >= 0 {
			m := seqCell.FindStringSubmatch(strings.TrimSpace(seqText))
			row.seq, _ = strconv.Atoi(m[1])
		} else {
			row.seq = len(rows) + 1
		}
		if oc := cell(r, g.cols.old); oc.Text != "" {
			row.old = append(row.old, oc.Span)
		}
		if nc := cell(r, g.cols.new); nc.Text != "" {
			row.new = append(row.new, nc.Span)
		}
		if bc := cell(r, g.cols.basis); bc.Text != "" {
			row.basis = append(row.basis, bc.Span)
		}
		row.changeText = cell(r, g.cols.change).Text
		if len(row.old) == 0 && len(row.new) == 0 {
			continue
		}
		for _, c := range r {
			row.span = row.span.Union(c.Span)
		}
		rows = append(rows, row)
	}
	for i := range rows {
		rows[i].oldText = joinPieces(text, rows[i].old)
		rows[i].newText = joinPieces(text, rows[i].new)
		rows[i].oldHead = readLead(rows[i].oldText)
		rows[i].newHead = readLead(rows[i].newText)
		rows[i].markChange()
	}
	endAddedHeadings(rows)
	return rows
}

// endAddedHeadings ends the reach of a heading that introduces added
// articles. A chapter or section heading whose first row below is an
// added article heads a new chapter or section made of added articles: it
// ends at the first row below it that is not an addition, which is an
// existing article that stands after the new part (001: 第二十七章 优先股
// 的特别规定 holds the new articles 287–296, and the old 287 → new 297
// that follows is not in it; 000: 新增一节: 第四节 …特别规定). The table
// names no chapter for that row, so it is left without one. A heading
// that starts with an existing article keeps its reach to the next
// heading, and so does a chapter heading with a section heading right
// below it (the new section, not the chapter, is what is added).
func endAddedHeadings(rows []amendRow) {
	added := func(r *amendRow) bool { return r.added }
	type reach struct {
		at    func(*amendRow) *int
		clear func(*amendRow)
		// direct reports whether the heading stands right above the row:
		// a chapter heading followed by a section heading heads an
		// existing chapter whose new section is what the added rows make.
		direct func(*amendRow) bool
	}
	for _, h := range []reach{
		{func(r *amendRow) *int { return &r.chapterAt }, func(r *amendRow) { r.chapter, r.chapterAt = "", 0 }, func(r *amendRow) bool { return r.sectionAt == 0 }},
		{func(r *amendRow) *int { return &r.sectionAt }, func(r *amendRow) { r.section, r.sectionAt = "", 0 }, func(*amendRow) bool { return true }},
	} {
		for i := 0; i < len(rows); {
			at := *h.at(&rows[i])
			j := i + 1
			for j < len(rows) && *h.at(&rows[j]) == at {
				j++
			}
			if at != 0 && added(&rows[i]) && h.direct(&rows[i]) {
				k := i
				for k < j && added(&rows[k]) {
					k++
				}
				for ; k < j; k++ {
					h.clear(&rows[k])
				}
			}
			i = j
		}
	}
}

// appendCells adds the cells of a continuation row to r's cells.
func (r *amendRow) appendCells(cells []normalize.Cell, cols amendColumns) {
	for _, p := range []struct {
		dst *[]normalize.Span
		col int
	}{{&r.old, cols.old}, {&r.new, cols.new}, {&r.basis, cols.basis}} {
		if p.col >= 0 && p.col < len(cells) && cells[p.col].Text != "" {
			*p.dst = append(*p.dst, cells[p.col].Span)
			r.span = r.span.Union(cells[p.col].Span)
		}
	}
}

// continuesRow reports whether a row of a table without a 序号 column
// carries on the row before: one of its old and new cells is empty and
// neither starts with an article number.
func continuesRow(r []normalize.Cell, cols amendColumns) bool {
	get := func(i int) string {
		if i < 0 || i >= len(r) {
			return ""
		}
		return r[i].Text
	}
	o, n := get(cols.old), get(cols.new)
	if leadArticle.MatchString(o) || leadArticle.MatchString(n) {
		return false
	}
	return (o == "") != (n == "")
}

// headingRow reports whether r holds only a chapter or section heading
// (in one or several cells) and returns it as "第N章 title".
func headingRow(r []normalize.Cell) (string, bool) {
	var heading string
	for _, c := range r {
		if c.Text == "" {
			continue
		}
		m := amendHeading.FindStringSubmatch(c.Text)
		if m == nil {
			return "", false
		}
		h := m[3]
		if t := strings.TrimSpace(m[4]); t != "" {
			h += " " + t
		}
		heading = h // the last (new) column's heading wins
	}
	return heading, heading != ""
}

// joinPieces reads a cell wrapped over several rows: the pieces run on
// without a separator, as the wrapped lines of a PDF cell do.
func joinPieces(text string, pieces []normalize.Span) string {
	var sb strings.Builder
	for _, p := range pieces {
		sb.WriteString(text[p.Start:p.End])
	}
	return sb.String()
}

// Leading numbers of a cell: 第一百零五条, merged 第四十五五十二条, (十八),
// merged (十九八).
var (
	leadArticle = lazyre.New(`^第([〇零一二两三四五六七八九十百千]+|[0-9]{1,4})条`)
	leadItem    = lazyre.New(`^\(([〇零一二三四五六七八九十百]+|[0-9]{1,3})\)`)
	// leadArabicItem is an item numbered "4." or "3、" (000 row 48: "3. 该
	// 人单独或者与他人一致行动时…", row 12: "4. 本行的优先股股东…"); a
	// figure ("4.5%") is none: the caller checks that no digit follows.
	leadArabicItem = lazyre.New(`^([0-9]{1,2})[.、]`)
)

func readLead(s string) leadNumber {
	if m := leadArticle.FindStringSubmatch(s); m != nil {
		return leadNumber{kind: NumberArticle, numeral: m[1], text: m[0]}
	}
	if m := leadItem.FindStringSubmatch(s); m != nil {
		return leadNumber{kind: NumberItem, numeral: m[1], text: m[0]}
	}
	if m := leadArabicItem.FindStringSubmatch(s); m != nil && !startsWithDigit(s[len(m[0]):]) {
		return leadNumber{kind: NumberItem, numeral: m[1], text: m[0]}
	}
	return leadNumber{}
}

func startsWithDigit(s string) bool { return s != "" && s[0] >= '0' && s[0] <= '9' }

// itemMark is an item number inside a cell: (十一), (5), or 4. / 3、 at
// the start, after white space or after a clause's end.
var itemMark = lazyre.New(`(?:^|[\s;。:])(\(([〇零一二三四五六七八九十百]+|[0-9]{1,3})\)|([0-9]{1,2})[.、])`)

// cellItem is one numbered item of a cell: its number and its words.
type cellItem struct {
	num  int
	body string
}

// cellItems splits a cell into its numbered items, in order. Text before
// the first item is left out.
func cellItems(s string) []cellItem {
	var marks [][]int
	for _, m := range itemMark.FindAllStringSubmatchIndex(s, -1) {
		if m[6] >= 0 && startsWithDigit(s[m[1]:]) {
			continue
		}
		marks = append(marks, m)
	}
	var out []cellItem
	for k, m := range marks {
		numeral := ""
		if m[4] >= 0 {
			numeral = s[m[4]:m[5]]
		} else {
			numeral = s[m[6]:m[7]]
		}
		n, ok := ruleNumber(numeral)
		if !ok {
			continue
		}
		end := len(s)
		if k+1 < len(marks) {
			end = marks[k+1][0]
		}
		out = append(out, cellItem{num: n, body: itemBody(s[m[1]:end])})
	}
	return out
}

// itemBody is an item's words without white space, the ellipsis that
// marks text left out (……) and closing punctuation.
func itemBody(s string) string {
	s = compacted(s)
	s = strings.ReplaceAll(s, "…", "")
	return strings.TrimRight(s, ";。,.、")
}

// sameItem reports whether two item bodies are one item, reworded or
// not: most of the shorter one is common to both. "对本行回购股票作出决
// 议" and "决定或授权董事会决定与本行已发行优先股的相关事项…" (000 row 26)
// are two items; "代理人代表的股份数" and "代理人代表的股份数和股份种类"
// (row 34) one.
func sameItem(a, b string) bool {
	if a == b {
		return true
	}
	short := min(utf8.RuneCountInString(a), utf8.RuneCountInString(b))
	if short == 0 {
		return false
	}
	ops, _ := DiffText(a, b)
	common := 0
	for _, op := range ops {
		if op.Op == DiffEqual {
			common += utf8.RuneCountInString(op.Text)
		}
	}
	return common*5 >= short*3
}

// itemPairing reads how a row's leading items relate. paired is false
// when the old and new cells start with different items under different
// numbers — the new cell starts with an item inserted before the old one
// ("(十一)对本行回购股票作出决议;……" → "(二十)决定或授权董事会决定与本行
// 已发行优先股的相关事项…", 000 row 26) — so old_item → new_item would
// claim a renumbering that did not happen. excerpt is the number of the
// new cell's first item when the old cell holds that same item further
// on: the new column is a shorter excerpt that starts later ("3. 该人…
// 30%以上的股份; 4. 该人…" → "4. 该人…", 000 row 48), and the old items
// before it are not shown deleted.
func itemPairing(oldText, newText string) (paired bool, excerpt int) {
	olds, news := cellItems(oldText), cellItems(newText)
	if len(olds) == 0 || len(news) == 0 {
		return true, 0
	}
	o, n := olds[0], news[0]
	if o.num == n.num || sameItem(o.body, n.body) {
		return true, 0
	}
	for _, later := range olds[1:] {
		if later.num == n.num && sameItem(later.body, n.body) {
			return false, n.num
		}
	}
	return false, 0
}

// renumberRow is what the row says about its numbers, for the resolver.
func (r *amendRow) renumberRow() RenumberRow {
	rr := RenumberRow{Kind: NumberArticle, Added: r.added, Deleted: r.deleted}
	switch {
	case r.oldHead.kind == NumberArticle || r.newHead.kind == NumberArticle:
	case r.oldHead.kind == NumberItem || r.newHead.kind == NumberItem:
		rr.Kind = NumberItem
	}
	if r.oldHead.kind == rr.Kind {
		if n, ok := ruleNumber(r.oldHead.numeral); ok {
			rr.Old = n
		}
	}
	if r.newHead.kind == rr.Kind && !r.deleted {
		rr.New = r.newHead.numeral
	}
	return rr
}

// buildAmendmentRow turns a data row and its resolved numbers into the
// output row, with its change, diff and warnings.
func buildAmendmentRow(c *extract.Context, r *amendRow, cand RenumberRow, res Renumbered) schema.AmendmentRow {
	out := schema.AmendmentRow{
		Seq:     r.seq,
		Chapter: r.chapter,
		Section: r.section,
		OldText: r.oldText,
		NewText: r.newText,
		Basis:   splitBasis(joinPieces(r.text, r.basis)),
		Span:    c.Span(r.span),
	}
	intp := func(n int) *int {
		if n <= 0 {
			return nil
		}
		return &n
	}
	var excerpt int
	paired := true
	if cand.Kind == NumberItem {
		if res.Old > 0 && res.New > 0 && res.Old != res.New && !res.Merged {
			paired, excerpt = itemPairing(r.oldText, r.newText)
		}
		if paired {
			out.OldItem, out.NewItem = intp(res.Old), intp(res.New)
		}
	} else {
		out.OldArticle, out.NewArticle = intp(res.Old), intp(res.New)
	}
	out.Ambiguous = res.Ambiguous
	if res.Ambiguous {
		c.Warn(schema.WarnMergedStrikethrough, fmt.Sprintf("row %d: the number %s reads in more than one way; kept %d → %d", r.seq, r.newHead.text, res.Old, res.New), r.span)
	}

	switch {
	case r.added:
		out.Change = schema.ChangeAdded
		return out
	case r.deleted:
		out.Change = schema.ChangeDeleted
		return out
	}
	// Headings are compared as numbers; bodies as text.
	// A new column that starts further on in the old text is compared as
	// text: its first item is the old cell's later item, not a new number
	// for the old cell's first one.
	oldHead, oldBody := r.oldHead.text, r.oldText
	if cand.Kind != "" && r.oldHead.kind == cand.Kind && excerpt == 0 {
		oldBody = strings.TrimLeft(strings.TrimPrefix(r.oldText, oldHead), " ")
	} else {
		oldHead = ""
	}
	newHead, newBody := "", r.newText
	if r.newHead.kind == cand.Kind && r.newHead.text != "" && excerpt == 0 {
		newBody = strings.TrimLeft(strings.TrimPrefix(r.newText, r.newHead.text), " ")
		newHead = r.newHead.text
		if res.Merged && res.New > 0 {
			newHead = writeLead(cand.Kind, res.New, r.newHead.numeral)
		}
	}
	// Decide the change and diff on the bodies without the white space
	// that means nothing in Chinese text: a PDF's line joining adds or
	// drops it between the wrapped lines of a cell.
	oldCmp := compacted(oldBody)
	newCmp, newAt := compactSpace(newBody)
	ops, merged := DiffText(oldCmp, newCmp)
	var headOps []schema.DiffOp
	switch {
	case oldHead != "" && newHead != "" && oldHead == newHead:
		headOps = []schema.DiffOp{{Op: DiffEqual, Text: oldHead}}
	case oldHead != "" && newHead != "":
		headOps = []schema.DiffOp{{Op: DiffReplace, Old: oldHead, Text: newHead}}
	case newHead != "":
		headOps = []schema.DiffOp{{Op: DiffInsert, Text: newHead}}
	case oldHead != "":
		headOps = []schema.DiffOp{{Op: DiffDelete, Text: oldHead}}
	}
	all := headOps
	for _, op := range ops {
		all = diffAppend(all, op)
	}
	if res.Merged || len(merged) > 0 {
		out.NewTextResolved = DiffNew(all)
	}
	bodyChanged := DiffOld(ops) != DiffNew(ops)
	numberChanged := res.Old > 0 && res.New > 0 && res.Old != res.New
	switch {
	case bodyChanged || (oldHead == "") != (newHead == ""):
		out.Change = schema.ChangeModified
	case numberChanged:
		out.Change = schema.ChangeRenumbered
	default:
		out.Change = schema.ChangeUnchanged
	}
	if out.Change != schema.ChangeUnchanged {
		out.Diff = all
	}
	if excerpt > 0 {
		c.Warn(schema.WarnNumbering, fmt.Sprintf("row %d: the new column starts at item %d, which the old column also holds; the old items before it lie outside the new column's excerpt, so the table does not show them deleted", r.seq, excerpt), r.span)
	}
	if compacted(r.oldText) == compacted(r.newText) {
		c.Warn(schema.WarnChangeNotVisible, fmt.Sprintf("row %d: old and new text are identical; the change was in formatting the table lost", r.seq), r.span)
	}
	// Map merged wording back to the document: it lies in the new cell,
	// after the heading.
	for _, m := range merged {
		last := m.At + len(m.Old) + len(m.New) - 1
		if m.At < 0 || last < m.At || last >= len(newAt) {
			continue
		}
		start, end := newAt[m.At], newAt[last]+1
		at := len(r.newText) - len(newBody) + start
		if sp, ok := pieceSpan(r.text, r.new, at, end-start); ok {
			c.Warn(schema.WarnMergedStrikethrough, fmt.Sprintf("row %d: %s followed by %s reads as the old wording struck out and replaced", r.seq, m.Old, m.New), sp)
		}
	}
	return out
}

// Marks of a deleted or added article. In the new cell: "删除" (中国建筑
// 2019), "(删除)", "本条删除", "整条删除", "第十二条 删除", "删除第十二条";
// in the old cell:
// "新增", "(新增)", "新增条款", "无", "/"; in a change column (修订类型):
// 删除, 新增, 增加.
var (
	reDeletedCell = lazyre.New(`^(?:第[一二三四五六七八九十百零〇两0-9]+条)?\s*[(\[【]?(?:删除|已删除|删去|整条删除|本条删除|该条删除|此条删除|删除本条|删除该条|删除此条|删除该条款|本条款删除)(?:第[一二三四五六七八九十百零〇两0-9]+条)?[)\]】]?[。.]?$`)
	reAddedCell   = lazyre.New(`^[(\[【]?(?:新增|新增条款|新增一条|增加|无|/|—|-|——)[)\]】]?[。.]?$`)
	reDeletedMark = lazyre.New(`^(?:删除|删去|整条删除|删除条款)$`)
	reAddedMark   = lazyre.New(`^(?:新增|增加|新增条款)$`)
)

// markChange decides whether the row deletes or adds its article: an
// empty cell, a cell that only says so, or the change column's word. A
// marker cell reads as empty: its text is no article's.
func (r *amendRow) markChange() {
	oldT, newT := strings.TrimSpace(r.oldText), strings.TrimSpace(r.newText)
	ch := strings.TrimSpace(r.changeText)
	switch {
	case oldT == "" && newT != "", reAddedCell.MatchString(oldT) && newT != "" && !reDeletedCell.MatchString(newT), reAddedMark.MatchString(ch):
		r.added = true
	case newT == "" && oldT != "", reDeletedCell.MatchString(newT) && oldT != "", reDeletedMark.MatchString(ch):
		r.deleted = true
	}
	if r.added && oldT != "" {
		r.oldHead = leadNumber{}
	}
}

// compacted is s without its insignificant white space (compactSpace).
func compacted(s string) string {
	return compactSpaceAt(s, nil)
}

// writeLead writes a resolved leading number the way the cell wrote it:
// 第五十二条, (十九), or Arabic when the cell used digits.
func writeLead(kind string, n int, numeral string) string {
	num := normalize.ChineseNumeral(int64(n))
	if numeral != "" && numeral[0] >= '0' && numeral[0] <= '9' {
		num = strconv.Itoa(n)
	}
	if kind == NumberItem {
		return "(" + num + ")"
	}
	return articleOpen + num + articleClose
}

// An article's number as a cell writes it: "第五十二条" (000's comparison
// table).
const articleOpen, articleClose = "第", "条"

// pieceSpan maps an offset into the joined text of pieces back to a span
// of the document.
func pieceSpan(text string, pieces []normalize.Span, at, n int) (normalize.Span, bool) {
	off := 0
	for _, p := range pieces {
		l := p.End - p.Start
		if at >= off && at+n <= off+l {
			return normalize.Span{Start: p.Start + at - off, End: p.Start + at - off + n}, true
		}
		off += l
	}
	return normalize.Span{}, false
}

// splitBasis splits a 修订依据 cell into its citations: each 《…》 with the
// articles cited from it ("《优先股试点管理办法》第八条、第十二条",
// "《商业银行资本管理办法(试行)》附件一 “资本工具合格标准”二(九)"). Free
// text ("优先股面值与普通股不同,优先股与普通股不等额。", "根据…审议通过的
// 《关于…的议案》,将章程中相关部分进行相应调整。") is kept whole.
func splitBasis(s string) []string {
	var out []string
	rest := strings.TrimSpace(s)
	for rest != "" {
		if cite, n := readCitation(rest); n > 0 {
			out = append(out, cite)
			rest = strings.TrimSpace(rest[n:])
			continue
		}
		// Free text runs to a space before the next citation, or to the end.
		end := len(rest)
		for k := 0; k < len(rest); k++ {
			if rest[k] == ' ' || rest[k] == '\n' {
				if _, n := readCitation(strings.TrimSpace(rest[k:])); n > 0 {
					end = k
					break
				}
			}
		}
		out = append(out, strings.TrimSpace(rest[:end]))
		rest = strings.TrimSpace(rest[end:])
	}
	return out
}

// Parts of a citation after its title: 第一条(一), 第八条、第十二条, 附件一,
// “资本工具合格标准”二(九).
var (
	citeTitle = lazyre.New(`^《[^》]{1,60}》`)
	// citeJoiners join the parts and are not kept at a citation's end:
	// "第八条、第十二条", "第一条和第二条", "附件一及附件二", "二之(九)".
	citeJoiners = "、和及之"
	citePart    = lazyre.New(`^(\s*“[^”]{1,40}”|\s*附件[一二三四五六七八九十0-9]*|第[一二三四五六七八九十百零〇0-9]+[条款项章节]|[一二三四五六七八九十百零〇]+|\([一二三四五六七八九十0-9]+\)|[、和及之])`)
)

// readCitation reads a citation at the start of s: a title in 《》 and the
// parts it cites. A title followed by other words ("《关于…的议案》,将…")
// is no citation: n is 0.
func readCitation(s string) (string, int) {
	m := citeTitle.FindString(s)
	if m == "" {
		return "", 0
	}
	n := len(m)
	for {
		p := citePart.FindString(s[n:])
		if p == "" {
			break
		}
		n += len(p)
	}
	if n < len(s) {
		r, _ := utf8.DecodeRuneInString(s[n:])
		if n == len(m) && r != ' ' && r != '\n' && r != '《' {
			return "", 0
		}
	}
	return strings.TrimRight(s[:n], citeJoiners), n
}

// amendmentReference finds where the document announces a comparison
// table: its caption, or the sentence that introduces it.
func amendmentReference(text string, lines []normalize.Line) (normalize.Span, bool) {
	for _, ln := range lines {
		// Every caption ends in one of these words: a line with none of
		// them (most lines) cannot match.
		if !normalize.ContainsAny(ln.Text, amendCaptionEnds) {
			continue
		}
		if loc := amendCaption.FindStringIndex(ln.Text); loc != nil {
			sp := ln.Span
			if utf8.RuneCountInString(ln.Text) > 120 {
				sp = normalize.Span{Start: ln.Span.Start + loc[0], End: ln.Span.Start + loc[1]}
			}
			return ruleTrim(text, sp), true
		}
	}
	return normalize.Span{}, false
}
