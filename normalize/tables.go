package normalize

import (
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/internal/lazyre"
)

// TextTables finds the tables a plain-text announcement writes as rows of
// text, and returns them with every span an offset into text:
//
//   - tab-separated rows, as in amendment tables
//     ("序号\t现行章程\t修订内容\t修订依据", then "1.\t<old>\t<new>\t<basis>"
//     and heading rows such as "\t第一章 总则\t第一章 总则"). Blank lines
//     between rows stay inside the table, and so does a short heading line
//     without tabs between two rows ("第二十七章 优先股的特别规定"): it
//     becomes a one-cell row;
//   - '|'-separated rows ("| 项目 | 2013年度 | 2012年度 |"), including rows
//     whose trailing cells are empty ("| 59.14% | ||"). A blank line ends
//     such a table.
//
// Every cell's Text equals text[cell.Span] with surrounding spaces trimmed;
// an empty cell has an empty span at its place in the row. The caption is
// the nearest non-empty line before the table when it reads as a caption
// ("除特别注明外，以人民币百万元列示", "公司近三年现金分红情况如下表：",
// "…章程修订对照表"); otherwise it is empty.
func TextTables(text string) []Table {
	lines := SplitLines(text, 0)
	var tables []Table
	for i := 0; i < len(lines); {
		switch {
		case isPipeRow(lines[i].Text):
			j := i
			for j < len(lines) && isPipeRow(lines[j].Text) {
				j++
			}
			if j-i >= 2 {
				t := Table{Caption: captionBefore(lines, i)}
				for _, ln := range lines[i:j] {
					t.Rows = append(t.Rows, SplitRow(ln))
				}
				t.Span = Span{lines[i].Span.Start, lines[j-1].Span.End}
				tables = append(tables, t)
			}
			i = j
		case isTabRow(lines[i].Text):
			last := i // last row line of the table
			j := i + 1
			for j < len(lines) {
				ln := lines[j].Text
				if isTabRow(ln) {
					last = j
					j++
					continue
				}
				if isBlank(ln) || isInnerHeading(ln) {
					// Keep it only when another row follows.
					k := j + 1
					for k < len(lines) && (isBlank(lines[k].Text) || isInnerHeading(lines[k].Text)) {
						k++
					}
					if k < len(lines) && isTabRow(lines[k].Text) {
						j = k
						continue
					}
				}
				break
			}
			rows := 0
			for k := i; k <= last; k++ {
				if isTabRow(lines[k].Text) {
					rows++
				}
			}
			if rows >= 2 {
				t := Table{Caption: captionBefore(lines, i)}
				for k := i; k <= last; k++ {
					ln := lines[k]
					switch {
					case isTabRow(ln.Text):
						t.Rows = append(t.Rows, SplitRow(ln))
					case !isBlank(ln.Text):
						t.Rows = append(t.Rows, []Cell{trimCell(ln.Text, ln.Span.Start)})
					}
				}
				t.Span = Span{lines[i].Span.Start, lines[last].Span.End}
				tables = append(tables, t)
			}
			i = last + 1
		default:
			i++
		}
	}
	return tables
}

// isTabRow reports whether a line is a tab-separated row: it has a tab and
// some text besides.
func isTabRow(s string) bool {
	return strings.ContainsRune(s, '\t') && !isBlank(s)
}

// isPipeRow reports whether a line is a '|'-separated row: it starts and
// ends with '|' and has at least one inner separator.
func isPipeRow(s string) bool {
	t := strings.Trim(s, " \r\u3000")
	return len(t) >= 3 && t[0] == '|' && t[len(t)-1] == '|' && strings.Count(t, "|") >= 3
}

func isBlank(s string) bool { return strings.Trim(s, " \t\r\u3000") == "" }

// innerHeading is a chapter or section heading that an amendment table
// carries as a line of its own between rows: "第二十七章 优先股的特别规定",
// "第四节 优先股发行、回购、转换等特别规定", or one marked as added: "新增一节：
// 第四节 优先股发行、回购、转换等特别规定".
var innerHeading = lazyre.New(`^[ \x{3000}]*(?:新增一?[章节][:：]?\s*)?第[一二三四五六七八九十百零〇0-9两]+[章节]`)

// isInnerHeading reports whether a line without tabs is a heading that
// stays inside a tab table.
func isInnerHeading(s string) bool {
	return !strings.ContainsRune(s, '\t') && utf8.RuneCountInString(s) <= 40 && innerHeading.MatchString(s)
}

// SplitRow splits a line written as a table row into its cells: at its
// tabs when it has one, else between the outer bars of a '|' row
// ("| 项目 | 2013年度 | 2012年度 |"). A line that is neither, or that holds
// only separators and spaces, gives nil. Each cell is trimmed of spaces
// and its span is an offset into the text the line is from; an empty cell
// has an empty span at its place in the row. TextTables and the readers of
// tables that TextTables does not group (amendment comparison tables whose
// cells run over several lines) split rows with it; SpacedColumns splits
// the rows of tables laid out in columns of text.
func SplitRow(ln Line, opts ...RowOption) []Cell {
	var cfg rowConfig
	for _, o := range opts {
		o(&cfg)
	}
	if cfg.spaced {
		return spacedCells(ln)
	}
	s := ln.Text
	if strings.ContainsRune(s, '\t') {
		if isBlank(s) {
			return nil
		}
		return tabCells(ln)
	}
	t := strings.Trim(s, " \r\u3000")
	if len(t) < 3 || t[0] != '|' || t[len(t)-1] != '|' || strings.Trim(t, "| \r\u3000") == "" {
		return nil
	}
	return pipeCells(ln)
}

// RowOption changes how SplitRow splits a row.
type RowOption func(*rowConfig)

type rowConfig struct{ spaced bool }

// SpacedColumns splits a row of a table laid out in columns of text — a
// meeting's vote table as a filing's text layer has it ("A股  1,234,567
// 99.5000%", "| 1 | 张三 | 1,234,567 | 99.5% |", cells joined by tabs) —
// at every tab, every '|' and every run of two or more spaces (a single
// space stands inside a cell: "A 股"). A run of separators makes no empty
// cell: only the cells with text are returned, in order, and a line
// without a separator is one cell (nil when blank).
func SpacedColumns() RowOption { return func(c *rowConfig) { c.spaced = true } }

// spacedCells splits ln as SpacedColumns says.
func spacedCells(ln Line) []Cell {
	s := ln.Text
	sep := func(i int) int { // length of the separator at i, or 0
		switch s[i] {
		case '\t', '|':
			return 1
		case ' ':
			if i+1 < len(s) && s[i+1] == ' ' {
				return 2
			}
		}
		return 0
	}
	var cells []Cell
	add := func(start, end int) {
		if c := trimSpaces(s[start:end], ln.Span.Start+start); c.Text != "" {
			cells = append(cells, c)
		}
	}
	start := 0
	for i := 0; i < len(s); {
		if n := sep(i); n > 0 {
			add(start, i)
			i += n
			for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '|') {
				i++
			}
			start = i
			continue
		}
		i++
	}
	add(start, len(s))
	return cells
}

// trimSpaces makes a cell of the text seg found at offset at, trimmed of
// ASCII spaces only: a layout's columns are set apart by spaces, while a
// full-width space or a carriage return is the cell's own.
func trimSpaces(seg string, at int) Cell {
	l := len(seg) - len(strings.TrimLeft(seg, " "))
	t := strings.Trim(seg, " ")
	return Cell{Text: t, Span: Span{at + l, at + l + len(t)}}
}

// tabCells splits a tab-separated line into cells.
func tabCells(ln Line) []Cell {
	var cells []Cell
	start := 0
	s := ln.Text
	for k := 0; k <= len(s); k++ {
		if k == len(s) || s[k] == '\t' {
			cells = append(cells, trimCell(s[start:k], ln.Span.Start+start))
			start = k + 1
		}
	}
	return cells
}

// pipeCells splits a '|' row into the cells between its outer bars.
func pipeCells(ln Line) []Cell {
	s := ln.Text
	first := strings.IndexByte(s, '|')
	last := strings.LastIndexByte(s, '|')
	var cells []Cell
	start := first + 1
	for k := first + 1; k <= last; k++ {
		if s[k] == '|' {
			cells = append(cells, trimCell(s[start:k], ln.Span.Start+start))
			start = k + 1
		}
	}
	return cells
}

// trimCell makes a cell of the text seg found at offset at, trimmed of
// spaces; an empty cell keeps an empty span at its start.
func trimCell(seg string, at int) Cell {
	const cut = " \r\u3000"
	l := len(seg) - len(strings.TrimLeft(seg, cut))
	t := strings.Trim(seg, cut)
	if t == "" {
		return Cell{Span: Span{at, at}}
	}
	return Cell{Text: t, Span: Span{at + l, at + l + len(t)}}
}

// Caption lines: what an announcement writes on the line before a table.
var captionLine = []*lazyre.Regexp{
	// "除特别注明外，以人民币百万元列示", "单位：百万元"
	lazyre.New(`列示|^单位[:：]|[(（]单位[:：]`),
	// "公司近三年现金分红情况如下表：", "公司2011-2013年现金分红情况如下：",
	// "下列简称具有如下含义："
	lazyre.New(`[:：]$`),
	// "中国建设银行股份有限公司章程修订对照表", "《…章程》（修订稿）修订对比表",
	// "表1 资本充足率"
	lazyre.New(`表$|^表[0-9一二三四五六七八九十]`),
}

// captionBefore returns the caption of a table starting at line i, or "".
func captionBefore(lines []Line, i int) string {
	for k := i - 1; k >= 0 && k >= i-3; k-- {
		t := strings.Trim(lines[k].Text, " \t\r\u3000")
		if t == "" {
			continue
		}
		if utf8.RuneCountInString(t) > 80 {
			return ""
		}
		for _, re := range captionLine {
			if re.MatchString(t) {
				return t
			}
		}
		return ""
	}
	return ""
}
