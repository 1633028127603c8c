package read

import (
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/normalize"
)

// visualLine is one line of a converter page: the boxes at one height.
type visualLine struct {
	page, top, left, right, size int
	text                         string
	m                            *normalize.OffsetMap // text → decoded page
	at                           int
}

// newParagraph is what starts a new paragraph even after a full line: a
// heading or an enumerated item ("第五条", "（一）", "一、", "1、", "2.").
// A number followed by a decimal point and digits ("0.66元") is no item.
var newParagraph = lazyre.New(`^(第[一二三四五六七八九十百零〇0-9]+[章节条]|[（(][一二三四五六七八九十0-9]+[)）]|[一二三四五六七八九十]+、|[0-9]+(、|[.．]([^0-9]|$)))`)

// writeFragments writes the positioned boxes of a converter page as lines:
// sorted by page, top and left; boxes at the same height joined (with a tab
// across a wide gap, as between table cells); a line that fills the column
// and does not end a sentence joined to the next, as the converter broke it
// only to wrap. It returns the pages when the page marked them.
func (r *htmlReader) writeFragments() []normalize.Page {
	frags := r.frags
	sort.SliceStable(frags, func(i, j int) bool {
		a, b := frags[i], frags[j]
		if a.page != b.page {
			return a.page < b.page
		}
		if a.top != b.top {
			return a.top < b.top
		}
		return a.left < b.left
	})
	// The font size when the boxes do not state it: the usual line pitch.
	pitch := 0
	var diffs []int
	for i := 1; i < len(frags); i++ {
		if frags[i].page == frags[i-1].page && frags[i].top > frags[i-1].top {
			diffs = append(diffs, frags[i].top-frags[i-1].top)
		}
	}
	if len(diffs) > 0 {
		sort.Ints(diffs)
		pitch = diffs[len(diffs)/2]
	}
	defSize := 1600
	if pitch > 0 {
		defSize = pitch * 10 / 14
	}
	var lines []*visualLine
	type part struct {
		f    *fragment
		text string
		m    *normalize.OffsetMap
	}
	var cur []part
	flush := func() {
		if len(cur) == 0 {
			return
		}
		sort.SliceStable(cur, func(i, j int) bool { return cur[i].f.left < cur[j].f.left })
		b := normalize.NewBuilder(len(r.src), 128)
		ln := &visualLine{page: cur[0].f.page, top: cur[0].f.top, left: cur[0].f.left}
		right := 0
		for k, p := range cur {
			size := p.f.size
			if size <= 0 {
				size = defSize
			}
			ln.size = max(ln.size, size)
			if strings.TrimSpace(p.text) == "" {
				continue
			}
			at := p.m.Source(normalize.Span{Start: 0, End: 1}).Start
			if k > 0 && b.Len() > 0 {
				gap := p.f.left - right
				switch {
				case gap > 2*size:
					b.Insert("\t", at)
				case gap > size/4 && asciiEdge(b, p.text):
					b.Insert(" ", at)
				}
			}
			replayText(b, p.text, p.m)
			w := p.f.width
			if w <= 0 {
				w = textWidth(p.text, size)
			}
			right = max(right, p.f.left+w)
		}
		ln.right = right
		ln.text, ln.m = b.Finish()
		if ln.text != "" {
			ln.at = ln.m.Source(normalize.Span{Start: 0, End: 1}).Start
			lines = append(lines, ln)
		}
		cur = cur[:0]
	}
	for _, f := range frags {
		text, m := f.b.Finish()
		if len(cur) > 0 {
			c := cur[0].f
			size := max(f.size, c.size, defSize/2)
			if f.page != c.page || abs(f.top-c.top) > max(200, size/3) {
				flush()
			}
		}
		cur = append(cur, part{f, text, m})
	}
	flush()

	lay := newPageLayout(lines)
	w := r.main
	w.TrimRight(func(c byte) bool { return c == ' ' })
	if w.Len() > 0 && w.LastRune() != '\n' {
		w.Insert("\n", len(r.src))
	}
	var pages []normalize.Page
	for i, ln := range lines {
		if r.pageSeen && (len(pages) == 0 || pages[len(pages)-1].Number != ln.page) {
			if len(pages) > 0 {
				pages[len(pages)-1].Span.End = w.Len()
			}
			pages = append(pages, normalize.Page{Number: ln.page, Span: normalize.Span{Start: w.Len()}})
		}
		replayText(w, ln.text, ln.m)
		if i == len(lines)-1 {
			break
		}
		if next := lines[i+1]; !lay.joins(ln, next) {
			w.Insert("\n", next.at)
		}
	}
	if len(pages) > 0 {
		pages[len(pages)-1].Span.End = w.Len()
	}
	return pages
}

// columnRight returns each page's right margin: the right edge that the
// full lines of running text reach (see sharedEdge).
func columnRight(lines []*visualLine) map[int]int {
	return pageEdges(lines, func(ln *visualLine) int { return ln.right })
}

// columnWidth returns each page's line width: the width that the full
// lines of running text reach. A converter that keeps the width of a line
// when it indents the first line of a paragraph sets first lines further
// right than the lines that follow, so that these stop short of the right
// margin; their width still tells them full.
func columnWidth(lines []*visualLine) map[int]int {
	return pageEdges(lines, func(ln *visualLine) int { return ln.right - ln.left })
}

func pageEdges(lines []*visualLine, edge func(*visualLine) int) map[int]int {
	byPage := map[int][]*visualLine{}
	for _, ln := range lines {
		byPage[ln.page] = append(byPage[ln.page], ln)
	}
	out := map[int]int{}
	for page, ls := range byPage {
		if e, ok := sharedEdge(ls, edge); ok {
			out[page] = e
		}
	}
	return out
}

// fullLines is how many lines must end at one edge for it to be read as
// the margin of a page of many lines; two do on a page of few.
const fullLines = 3

// sharedEdge returns the edge (the right edge, or the width) that the full
// lines among lines reach. The widest line is no guide, since a long table
// cell or a title can stick out past the column; nor is the edge most
// lines reach, since short lines repeated word for word (表决情况：有效表决票
// 11票，同意11票，反对0票，弃权0票。 under each item of a resolution) can
// outnumber the full ones. It is the largest edge (to within a character)
// that several lines share, among the lines without table cells that reach
// at least half the largest; the most common edge when none is shared.
func sharedEdge(lines []*visualLine, edge func(*visualLine) int) (int, bool) {
	type bucket struct{ n, edge int }
	largest := 0
	for _, ln := range lines {
		if !normalize.Contains(ln.text, "\t") {
			largest = max(largest, edge(ln))
		}
	}
	hist := map[int]*bucket{}
	count := 0
	for _, ln := range lines {
		e := edge(ln)
		if normalize.Contains(ln.text, "\t") || 2*e < largest {
			continue
		}
		k := e / max(ln.size, 1)
		b := hist[k]
		if b == nil {
			b = &bucket{}
			hist[k] = b
		}
		b.n++
		b.edge = max(b.edge, e)
		count++
	}
	need := 2
	if count >= 4*fullLines {
		need = fullLines
	}
	most, shared := bucket{}, bucket{}
	for _, b := range hist {
		if b.n > most.n || (b.n == most.n && b.edge > most.edge) {
			most = *b
		}
		if b.n >= need && b.edge > shared.edge {
			shared = *b
		}
	}
	switch {
	case shared.n > 0:
		return shared.edge, true
	case most.n > 0:
		return most.edge, true
	}
	return 0, false
}

// pageLayout is what the lines of a converter's pages say about the
// column: its right margin, its line width, the left edge of running text,
// and whether paragraphs start with an indented first line.
type pageLayout struct {
	right, width, bodyLeft map[int]int
	indented               bool
}

func newPageLayout(lines []*visualLine) *pageLayout {
	lay := &pageLayout{right: columnRight(lines), width: columnWidth(lines), bodyLeft: map[int]int{}}
	type key struct{ page, left int }
	lefts := map[key]int{}
	for _, ln := range lines {
		if !normalize.Contains(ln.text, "\t") {
			lefts[key{ln.page, ln.left}]++
		}
	}
	// The left edge of running text: the leftmost that two lines share
	// (indented first lines and short items can outnumber the lines that
	// follow them).
	for k, n := range lefts {
		if body, ok := lay.bodyLeft[k.page]; n >= 2 && (!ok || k.left < body) {
			lay.bodyLeft[k.page] = k.left
		}
	}
	// First lines indented by one to four characters, on several lines.
	indents := 0
	for _, ln := range lines {
		body, ok := lay.bodyLeft[ln.page]
		if ok && !normalize.Contains(ln.text, "\t") && ln.left > body+ln.size/2 && ln.left <= body+4*ln.size {
			indents++
		}
	}
	lay.indented = indents >= fullLines
	return lay
}

// full reports whether ln reaches the right margin, or the line width, of
// its page to within two characters.
func (lay *pageLayout) full(ln *visualLine) bool {
	if right, ok := lay.right[ln.page]; ok && ln.right >= right-2*ln.size {
		return true
	}
	width, ok := lay.width[ln.page]
	return ok && ln.right-ln.left >= width-2*ln.size
}

// joins reports whether line ln goes on in next: ln is full and wraps
// (see wraps), and next is not indented on pages whose paragraphs start
// indented. On such pages whose paragraphs start indented, a full line that
// ends a clause or a sentence (；, ：, 。) goes on too when next starts at
// the left edge of the running text and is no heading or item:
// "…优先股票面总金额；" then "P为本次优先股的强制转股价格。" is one
// paragraph wrapped after its semicolon.
func (lay *pageLayout) joins(ln, next *visualLine) bool {
	if !lay.full(ln) {
		return false
	}
	body, hasBody := lay.bodyLeft[next.page]
	if lay.indented && hasBody && next.left > body+next.size/2 {
		return false // an indented line starts a paragraph
	}
	if wraps(ln, next) {
		return true
	}
	if !lay.indented || normalize.Contains(ln.text, "\t") || normalize.Contains(next.text, "\t") {
		return false
	}
	if !hasBody || abs(next.left-body) > next.size/2 || next.left > ln.left+ln.size/2 {
		return false
	}
	return !newParagraph.MatchString(strings.TrimLeft(next.text, " \u3000"))
}

// wraps reports whether a full line ln goes on in next: it does not end
// a sentence, and next is no heading, item or table row.
func wraps(ln, next *visualLine) bool {
	if normalize.Contains(ln.text, "\t") || normalize.Contains(next.text, "\t") {
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(strings.TrimRight(ln.text, " "))
	if strings.ContainsRune("。；;：:！!？?", last) {
		return false
	}
	if next.left > ln.left+ln.size/2 {
		return false
	}
	return !newParagraph.MatchString(strings.TrimLeft(next.text, " \u3000"))
}

// textWidth estimates the width of text at a font size: a full-width
// character is one em, anything else half an em.
func textWidth(s string, size int) int {
	w := 0
	for _, r := range s {
		if r >= 0x1100 {
			w += size
		} else {
			w += size / 2
		}
	}
	return w
}

// asciiEdge reports whether the text written so far ends, and s starts,
// with a letter or digit: two such words need a space between them.
func asciiEdge(b *normalize.Builder, s string) bool {
	last := b.LastRune()
	first, _ := utf8.DecodeRuneInString(s)
	return isAlnumRune(last) && isAlnumRune(first)
}

func isAlnumRune(r rune) bool { return r < utf8.RuneSelf && isAlnum(byte(r)) }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
