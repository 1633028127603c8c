package extract

import (
	"regexp"
	"sort"
	"strings"
	"unicode/utf8"

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
var newParagraph = regexp.MustCompile(`^(第[一二三四五六七八九十百零〇0-9]+[章节条]|[（(][一二三四五六七八九十0-9]+[)）]|[一二三四五六七八九十]+、|[0-9]+[、.．])`)

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

	maxRight := columnRight(lines)
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
		if next := lines[i+1]; !wraps(ln, next, maxRight[ln.page]) {
			w.Insert("\n", next.at)
		}
	}
	if len(pages) > 0 {
		pages[len(pages)-1].Span.End = w.Len()
	}
	return pages
}

// columnRight returns each page's right margin: the right edge most lines
// of running text reach. The widest line is no guide, since a long table
// cell or a title can stick out past the column; the most common right
// edge among the lines reaching at least half the widest is.
func columnRight(lines []*visualLine) map[int]int {
	type bucket struct{ n, right int }
	widest := map[int]int{}
	for _, ln := range lines {
		if !strings.Contains(ln.text, "\t") {
			widest[ln.page] = max(widest[ln.page], ln.right)
		}
	}
	hist := map[int]map[int]*bucket{}
	for _, ln := range lines {
		if strings.Contains(ln.text, "\t") || 2*ln.right < widest[ln.page] {
			continue
		}
		if hist[ln.page] == nil {
			hist[ln.page] = map[int]*bucket{}
		}
		k := ln.right / max(ln.size, 1)
		b := hist[ln.page][k]
		if b == nil {
			b = &bucket{}
			hist[ln.page][k] = b
		}
		b.n++
		b.right = max(b.right, ln.right)
	}
	out := map[int]int{}
	for page, h := range hist {
		best := bucket{}
		for _, b := range h {
			if b.n > best.n || (b.n == best.n && b.right > best.right) {
				best = *b
			}
		}
		out[page] = best.right
	}
	return out
}

// wraps reports whether line ln goes on in next: ln fills the column, does
// not end a sentence, and next is no heading, item or table row.
func wraps(ln, next *visualLine, maxRight int) bool {
	if strings.Contains(ln.text, "\t") || strings.Contains(next.text, "\t") {
		return false
	}
	if ln.right < maxRight-2*ln.size {
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
