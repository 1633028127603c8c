package pdf

import (
	"math"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/normalize"
)

// Page furniture printed in the margins.
var (
	// "- 7 -", "-7-", "— 12 —": a page number between dashes.
	dashedPageNumber = lazyre.New(`^[-—－–]\s*[0-9０-９]{1,4}\s*[-—－–]$`)
	// "第 3 页", "第3页 共20页", "第 3 页/共 20 页": a page counter.
	pageCounter = lazyre.New(`^第\s*[0-9０-９]{1,4}\s*页(\s*[,，/]?\s*共\s*[0-9０-９]{1,4}\s*页)?$`)
	// "3/20", "3 / 20", "Page 3", "Page 3 of 20", or a bare "3".
	plainPageNumber = lazyre.New(`^((?i:page)\s*)?[0-9]{1,4}(\s*(/|(?i:of))\s*[0-9]{1,4})?$`)

	// The start of a heading or numbered item: a new paragraph after a line
	// that ends a sentence (第三条 …, （二）…, 三、…, 4、…, 4.…).
	headingStart = lazyre.New(`^(第[一二三四五六七八九十百零〇0-9]+[章节条款]|[（(][一二三四五六七八九十0-9a-zA-Z]+[)）]|[一二三四五六七八九十]+、|[0-9]{1,2}[、.．](\D|$))`)
)

// isPageNumber reports whether a margin line is a page number.
func isPageNumber(s string) bool {
	s = strings.TrimSpace(s)
	return dashedPageNumber.MatchString(s) || pageCounter.MatchString(s) || plainPageNumber.MatchString(s)
}

// furnitureKey is the text of a margin line with digits and spaces erased,
// so "第 3 页" and "第 4 页", or a header with the page number, compare equal.
func furnitureKey(s string) string {
	var sb strings.Builder
	for _, r := range s {
		switch {
		case r == ' ' || r == '\t' || r == '\u3000':
		case r >= '0' && r <= '9', r >= '０' && r <= '９':
			sb.WriteByte('#')
		default:
			sb.WriteRune(r)
		}
	}
	return sb.String()
}

// marginLines returns the indexes of the line blocks that can be page
// furniture: the first two and the last two lines of a page.
func marginLines(bs []block) []int {
	var lines []int
	for i, b := range bs {
		if b.line != nil {
			lines = append(lines, i)
		}
	}
	if len(lines) <= 4 {
		return lines
	}
	return append(lines[:2:2], lines[len(lines)-2:]...)
}

// stripFurniture removes page numbers and running headers and footers:
// margin lines whose text (digits aside) repeats on at least half of the
// pages, and margin lines that are page numbers.
func stripFurniture(pages []page) {
	count := make(map[string]int)
	withText := 0
	for _, p := range pages {
		if len(p.blocks) == 0 {
			continue
		}
		withText++
		seen := make(map[string]bool)
		for _, i := range marginLines(p.blocks) {
			k := furnitureKey(p.blocks[i].line.text)
			if !seen[k] {
				seen[k] = true
				count[k]++
			}
		}
	}
	need := max(2, (withText+1)/2)
	for pi := range pages {
		p := &pages[pi]
		drop := make(map[int]bool)
		var lines []int
		for i, b := range p.blocks {
			if b.line != nil {
				lines = append(lines, i)
			}
		}
		// Peel furniture from the top and from the bottom, at most two
		// lines each and each key once: a title that repeats the running
		// header under it on the first page stays.
		used := make(map[string]bool)
		peel := func(order []int) {
			for n, i := range order {
				if n == 2 || drop[i] {
					return
				}
				t := p.blocks[i].line.text
				k := furnitureKey(t)
				if used[k] || !(isPageNumber(t) || (withText >= 2 && count[k] >= need)) {
					return
				}
				used[k] = true
				drop[i] = true
			}
		}
		peel(lines)
		rev := make([]int, len(lines))
		for n, i := range lines {
			rev[len(lines)-1-n] = i
		}
		peel(rev)
		if len(drop) == 0 {
			continue
		}
		kept := p.blocks[:0]
		for i, b := range p.blocks {
			if !drop[i] {
				kept = append(kept, b)
			}
		}
		p.blocks = kept
	}
}

// joiner decides whether a line break is inside a paragraph, from the
// body's left and right edges and its line pitch.
type joiner struct {
	left, right, pitch float64
}

func newJoiner(pages []page) joiner {
	var x0, x1, pitches []float64
	for _, p := range pages {
		var prev *line
		for _, b := range p.blocks {
			if b.line == nil {
				prev = nil
				continue
			}
			x0 = append(x0, b.line.x0)
			x1 = append(x1, b.line.x1)
			if prev != nil {
				d := prev.y - b.line.y
				if d > 0 && d < 3*b.line.size {
					pitches = append(pitches, d)
				}
			}
			prev = b.line
		}
	}
	var j joiner
	if len(x0) == 0 {
		return j
	}
	sort.Float64s(x0)
	sort.Float64s(x1)
	j.left = x0[len(x0)/10]
	j.right = x1[len(x1)*9/10]
	j.pitch = median(pitches)
	return j
}

// join reports whether line b continues the paragraph of line a (samePage
// is false across a page break, where the vertical gap says nothing).
func (j joiner) join(a, b *line, samePage bool) bool {
	size := math.Max(a.size, 1)
	switch {
	case a.x1 < j.right-1.5*size: // a short line ends its paragraph
		return false
	case b.x0 > j.left+0.8*size: // an indented line starts one
		return false
	case a.x0 > j.left+3*size: // a centred or deeply indented line stands alone
		return false
	case math.Abs(a.size-b.size) > 0.15*size: // a heading in another size
		return false
	case samePage && j.pitch > 0 && a.y-b.y > 1.25*j.pitch: // a paragraph gap
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(strings.TrimSpace(a.text))
	if strings.ContainsRune("。；;！!？?：:", last) && headingStart.MatchString(strings.TrimSpace(b.text)) {
		return false
	}
	return true
}

// assemble builds the Layer from the pages: furniture removed, lines joined
// into paragraphs, tables written as tab-separated rows.
func assemble(path string, pages []page) normalize.Layer {
	stripFurniture(pages)
	j := newJoiner(pages)
	var sb strings.Builder
	l := normalize.Layer{Path: path, Format: "pdf", Encoding: "utf-8"}
	var prev *line  // the last line written, while its paragraph is open
	lastTable := -1 // index in l.Tables of a table that may continue on the next page
	var lastGrid *grid
	var unreadable, failed []int
	for _, p := range pages {
		if p.failed != nil {
			failed = append(failed, p.num)
		}
		if p.unreadable {
			unreadable = append(unreadable, p.num)
		}
		start := -1
		newPara := func() {
			if sb.Len() > 0 && !strings.HasSuffix(sb.String(), "\n") {
				sb.WriteByte('\n')
			}
		}
		if p.unreadable || p.failed != nil {
			newPara()
			prev = nil
			lastTable, lastGrid = -1, nil // no table carries over a page left out
			l.Pages = append(l.Pages, normalize.Page{Number: p.num, Span: normalize.Span{Start: sb.Len(), End: sb.Len()}})
			continue
		}
		for bi, b := range p.blocks {
			if b.table != nil {
				newPara()
				prev = nil
				if start < 0 {
					start = sb.Len()
				}
				// A table that carries on from the previous page (nothing
				// between them, the same columns) is one table.
				carries := bi == 0 && lastTable >= 0 && l.Tables[lastTable].Span.End == sb.Len() && sameWidth(l.Tables[lastTable], b.table)
				g := b.table
				if carries && lastGrid != nil && len(g.rows) > 0 && cutRow(lastGrid, g) {
					// The page break cut a row in two: write it again,
					// whole, on this page.
					prevT := &l.Tables[lastTable]
					last := prevT.Rows[len(prevT.Rows)-1]
					cut := last[0].Span.Start
					g = mergeFirstRow(last, g)
					prevT.Rows = prevT.Rows[:len(prevT.Rows)-1]
					kept := sb.String()[:cut]
					sb.Reset()
					sb.WriteString(kept)
					start = min(start, cut)
					if n := len(l.Pages); n > 0 {
						l.Pages[n-1].Span.End = max(l.Pages[n-1].Span.Start, min(l.Pages[n-1].Span.End, cut))
					}
				}
				t := writeTable(&sb, g)
				lastGrid = g
				if carries {
					l.Tables[lastTable].Rows = append(l.Tables[lastTable].Rows, t.Rows...)
					l.Tables[lastTable].Span.End = t.Span.End
				} else {
					l.Tables = append(l.Tables, t)
					lastTable = len(l.Tables) - 1
				}
				continue
			}
			lastTable, lastGrid = -1, nil
			ln := b.line
			if prev != nil && j.join(prev, ln, bi > 0) {
				if start < 0 {
					start = sb.Len()
				}
				last, _ := utf8.DecodeLastRuneInString(sb.String())
				first, _ := utf8.DecodeRuneInString(ln.text)
				if latin(last) && latin(first) {
					sb.WriteByte(' ')
				}
			} else {
				newPara()
				if start < 0 {
					start = sb.Len()
				}
			}
			sb.WriteString(strings.TrimRight(ln.text, " "))
			prev = ln
		}
		if start < 0 {
			start = sb.Len()
		}
		l.Pages = append(l.Pages, normalize.Page{Number: p.num, Span: normalize.Span{Start: start, End: sb.Len()}})
	}
	if sb.Len() > 0 && !strings.HasSuffix(sb.String(), "\n") {
		sb.WriteByte('\n')
	}
	// A page ends where the next begins; the last ends with the text.
	for i := range l.Pages {
		if i+1 < len(l.Pages) {
			l.Pages[i].Span.End = max(l.Pages[i].Span.End, l.Pages[i+1].Span.Start)
		} else {
			l.Pages[i].Span.End = sb.Len()
		}
	}
	l.Text = sb.String()
	l.Raw = []byte(l.Text)
	if len(unreadable) > 0 {
		l.Warnings = append(l.Warnings, normalize.Warning{
			Code:    normalize.WarnUnreadableText,
			Message: path + ": text layer does not decode on " + pageList(unreadable) + " (mostly U+FFFD, private-use or control characters); their text is left out",
			Span:    pageSpan(l.Pages, unreadable[0]),
		})
	}
	if len(failed) > 0 {
		l.Warnings = append(l.Warnings, normalize.Warning{
			Code:    normalize.WarnUnreadableText,
			Message: path + ": malformed content on " + pageList(failed) + "; their text is left out",
			Span:    pageSpan(l.Pages, failed[0]),
		})
	}
	return l
}

// sameWidth reports whether grid g has as many columns as table t.
func sameWidth(t normalize.Table, g *grid) bool {
	return len(t.Rows) > 0 && len(g.xs) >= 2 && len(t.Rows[0]) == len(g.xs)-1
}

// cutRow reports whether the first row of grid g, the first block of a
// page, is the rest of the last row of grid prev, which ended the page
// before: the text of every non-empty cell of g's first row carries on a
// cell of prev's last row whose last line fills the cell, and some cell
// that had text there (a row number, a figure) has none here ("近3年累计现
// 金分红占近" | "59.14%", then "3年年均归属于母公司普通股股东的净利润比例"
// | ""). A narrow column's short number fills its cell too, so the next
// row ("11." then "12.") is told by its own number. The rules do not
// tell: one producer closes a cut row with rules of its own (LibreOffice),
// another leaves every row open at a page break (Chromium).
func cutRow(prev, g *grid) bool {
	last := prev.rows[len(prev.rows)-1]
	first := g.rows[0]
	if len(prev.lastFull) != len(first) || len(last) != len(first) {
		return false
	}
	carried, ended := false, false
	for c, text := range first {
		switch {
		case text != "" && !prev.lastFull[c]:
			return false
		case text != "":
			carried = true
		case last[c] != "":
			ended = true
		}
	}
	return carried && ended
}

// mergeFirstRow returns g with its first row joined to the cells of row,
// the part of that row on the page before (cell by cell, as the wrapped
// lines of a cell are joined).
func mergeFirstRow(row []normalize.Cell, g *grid) *grid {
	out := *g
	out.rows = append([][]string(nil), g.rows...)
	merged := make([]string, len(g.rows[0]))
	for c := range merged {
		var sb strings.Builder
		if c < len(row) {
			joinInto(&sb, row[c].Text)
		}
		joinInto(&sb, g.rows[0][c])
		merged[c] = sb.String()
	}
	out.rows[0] = merged
	return &out
}

func pageSpan(ps []normalize.Page, num int) normalize.Span {
	for _, p := range ps {
		if p.Number == num {
			return normalize.Span{Start: p.Span.Start, End: p.Span.Start}
		}
	}
	return normalize.Span{}
}

// writeTable writes a grid as tab-separated rows, one per line, and returns
// it with the span of every cell.
func writeTable(sb *strings.Builder, g *grid) normalize.Table {
	t := normalize.Table{Span: normalize.Span{Start: sb.Len()}}
	for _, row := range g.rows {
		cells := make([]normalize.Cell, len(row))
		for c, text := range row {
			if c > 0 {
				sb.WriteByte('\t')
			}
			text = strings.ReplaceAll(strings.ReplaceAll(text, "\t", " "), "\n", " ")
			cells[c] = normalize.Cell{Text: text, Span: normalize.Span{Start: sb.Len(), End: sb.Len() + len(text)}}
			sb.WriteString(text)
		}
		sb.WriteByte('\n')
		t.Rows = append(t.Rows, cells)
	}
	t.Span.End = sb.Len()
	return t
}
