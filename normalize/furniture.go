package normalize

import (
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/internal/lazyre"
)

// Page furniture: lines that belong to the printed page, not to the text.
var (
	// "- 7 -", "-7-", "— 12 —" alone on a line: a page number in the footer.
	pageNumberLine = lazyre.New(`^[ \t]*[-—－–][ \t]*([0-9０-９]{1,4})[ \t]*[-—－–][ \t]*$`)
	// "第 3 页 共 20 页", "第3页": a page counter.
	pageCounterLine = lazyre.New(`^[ \t]*第[ \t]*([0-9]{1,4})[ \t]*页([ \t]*[,，/]?[ \t]*共[ \t]*[0-9]{1,4}[ \t]*页)?[ \t]*$`)
	// Newspaper continuation marks: （上接A19版）, (下转18版), （下转第B10版）.
	continuationLine = lazyre.New(`^[ \t]*[（(][ \t]*(上接|下转|转)[ \t]*第?[ \t]*([A-Za-zＡ-Ｚ]?[0-9０-９]{1,3})[ \t]*版[ \t]*[)）][ \t]*$`)
	// continuedFrom marks the text as continued from another page
	// (（上接A19版）): it begins mid-document; the others (下转18版) mark
	// where it goes on.
	continuedFrom = "上接"
)

// StripFurniture removes page furniture from text and joins the sentence a
// page break split:
//
//   - page-number lines ("- 7 -") and page counters close a page; the text
//     on either side is joined without a break when the line before does not
//     end a sentence (so "收到请" + "求后5日内" reads "收到请求后5日内");
//   - newspaper continuation marks ((上接A19版), (下转18版)) are removed and
//     reported as truncated_start / truncated_end warnings.
//
// It returns the cleaned text, its map back to text, the pages (empty when
// the text has no page numbers) and the warnings, all in cleaned offsets.
func StripFurniture(text string) (string, *OffsetMap, []Page, []Warning) {
	lines := SplitLines(text, 0)
	type mark struct {
		line int
		page int
	}
	var marks []mark
	var conts []int
	for i, ln := range lines {
		// A line's end is the same mark whether it is written \n or \r\n.
		t := strings.TrimSuffix(ln.Text, "\r")
		if m := pageNumberLine.FindStringSubmatch(t); m != nil {
			n, _ := strconv.Atoi(foldDigits(m[1]))
			marks = append(marks, mark{i, n})
		} else if m := pageCounterLine.FindStringSubmatch(t); m != nil {
			n, _ := strconv.Atoi(m[1])
			marks = append(marks, mark{i, n})
		} else if continuationLine.MatchString(t) {
			conts = append(conts, i)
		}
	}
	if len(marks) == 0 && len(conts) == 0 {
		return text, Identity(len(text)), nil, nil
	}
	drop := make(map[int]bool)
	join := make(map[int]bool) // join line i to the next kept line without a break
	pageEnd := make(map[int]int)
	for _, m := range marks {
		drop[m.line] = true
		pageEnd[m.line] = m.page
		prev := m.line - 1
		for prev >= 0 && strings.TrimSpace(lines[prev].Text) == "" {
			prev--
		}
		next := m.line + 1
		for next < len(lines) && strings.TrimSpace(lines[next].Text) == "" {
			next++
		}
		if prev < 0 || next >= len(lines) {
			continue
		}
		// Blank lines around the mark belong to the furniture.
		for k := prev + 1; k < next; k++ {
			drop[k] = true
		}
		// The first line of the text is its title, not a broken sentence.
		if firstText(lines) < prev && continuesSentence(lines[prev].Text, lines[next].Text) {
			join[prev] = true
		} else if prev+1 < m.line || m.line+1 < next {
			// A paragraph ended at the page break: keep one blank line,
			// as the text had around the number.
			for k := m.line + 1; k < next; k++ {
				delete(drop, k)
				break
			}
			if m.line+1 == next {
				delete(drop, prev+1)
			}
		}
	}
	for _, c := range conts {
		drop[c] = true
	}

	b := NewBuilder(len(text), len(text))
	var pages []Page
	var warns []Warning
	pageStart := 0
	lastPage := 0
	for i, ln := range lines {
		if n, ok := pageEnd[i]; ok {
			pages = append(pages, Page{Number: n, Span: Span{pageStart, b.Len()}})
			pageStart = b.Len()
			lastPage = n
		}
		if drop[i] {
			if isCont(conts, i) {
				code := WarnTruncatedEnd
				msg := "the text continues elsewhere: " + strings.TrimSpace(ln.Text)
				if Contains(ln.Text, continuedFrom) {
					code = WarnTruncatedStart
					msg = "the text begins mid-document: " + strings.TrimSpace(ln.Text)
				}
				warns = append(warns, Warning{Code: code, Message: msg, Span: Span{b.Len(), b.Len()}, Removed: true, Source: ln.Span})
			}
			continue
		}
		if join[i] {
			// The line goes on in the next kept line: its line end, \n or
			// \r\n, is taken out whole.
			b.Copy(strings.TrimRight(ln.Text, "\r"), ln.Span.Start)
			continue
		}
		b.Copy(ln.Text, ln.Span.Start)
		if i == len(lines)-1 {
			break
		}
		b.Copy("\n", ln.Span.End)
	}
	if len(pages) > 0 {
		pages = append(pages, Page{Number: lastPage + 1, Span: Span{pageStart, b.Len()}})
		pages = pageNumbersOpen(pages)
	}
	out, m := b.Finish()
	// Pages whose span is empty (a mark at the very end) are dropped.
	kept := pages[:0]
	for _, p := range pages {
		if !p.Span.Empty() {
			kept = append(kept, p)
		}
	}
	return out, m, kept, warns
}

// pageNumbersOpen renumbers pages when the page numbers stand at the top
// of their pages rather than at the foot. pages is read as if each number
// closed its page. A text layer often gives a page's footer before its body
// (004 reads "- 1 -" right under the portal's headline, and a whole page
// after "- 32 -"); then the text before the first number is a scrap, not a
// page, and the text after the last number is a full page. When that is
// so, each number opens the page after it, and the scrap joins page one.
func pageNumbersOpen(pages []Page) []Page {
	n := len(pages)
	if n < 3 {
		return pages
	}
	lens := make([]int, 0, n-2)
	for _, p := range pages[1 : n-1] {
		lens = append(lens, p.Span.Len())
	}
	sort.Ints(lens)
	median := lens[len(lens)/2]
	// Numbers at the foot leave (next to) nothing after the last one; at
	// the head, (next to) nothing before the first. A last page may be
	// short, so it only has to be more than a scrap.
	if median == 0 || 4*pages[0].Span.Len() >= median || 8*pages[n-1].Span.Len() < median {
		return pages
	}
	out := make([]Page, 0, n-1)
	out = append(out, Page{Number: pages[0].Number, Span: Span{pages[0].Span.Start, pages[1].Span.End}})
	for j := 2; j < n; j++ {
		out = append(out, Page{Number: pages[j-1].Number, Span: pages[j].Span})
	}
	return out
}

// firstText returns the index of the first non-blank line.
func firstText(lines []Line) int {
	for i, ln := range lines {
		if strings.TrimSpace(ln.Text) != "" {
			return i
		}
	}
	return len(lines)
}

func isCont(conts []int, i int) bool {
	for _, c := range conts {
		if c == i {
			return true
		}
	}
	return false
}

// continuesSentence reports whether the text after a page break carries on
// the sentence before it.
func continuesSentence(before, after string) bool {
	before = strings.TrimRight(before, " \t\r")
	after = strings.TrimLeft(after, " \t")
	if before == "" || after == "" {
		return false
	}
	if laidApart(before) || laidApart(after) {
		// A row of a table, its cells set apart, is no sentence: a page
		// ends between two rows ("\t票数\t比例（%）…" then "A股\t14,900,000,000…").
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(before)
	if strings.ContainsRune("。；;！!？?：:", last) {
		return false
	}
	first, _ := utf8.DecodeRuneInString(after)
	// A new heading or enumerated item starts a new paragraph.
	if first == '第' && headingStart.MatchString(after) {
		return false
	}
	if strings.ContainsRune("（(", first) && itemStart.MatchString(after) {
		return strings.ContainsRune("、，,", last) // a list item may continue a clause
	}
	return true
}

var (
	headingStart = lazyre.New(`^第[一二三四五六七八九十百零〇0-9]+[章节条]`)
	itemStart    = lazyre.New(`^[（(][一二三四五六七八九十0-9]+[)）]`)
)

func foldDigits(s string) string {
	var sb strings.Builder
	for _, r := range s {
		if r >= '０' && r <= '９' {
			r = r - '０' + '0'
		}
		sb.WriteRune(r)
	}
	return sb.String()
}
