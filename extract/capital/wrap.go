package capital

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/normalize"
)

// A paragraph of a filing may reach the text hard-wrapped: a web page
// giving the text layer of a PDF breaks each line where the page did
// (阳泉煤业 2019: "本次优先股发行方案尚需公司股东大会审议通过，并报中国证\n
// 券监督管理委员会核准"). Such a break is read as no break at all, so that a
// value and its cue words, or the words of a wording, are read across it.

// wrapLineRunes is how long a line must be, in characters, for a break at
// its end to be a wrap of running text rather than the end of a heading or
// an item.
const wrapLineRunes = 20

// reItemMark is the mark a line starting a numbered item, a bullet or a
// heading begins with: "（一）" and "(二)", "一、", "二)", "(1)", "1、", "6、",
// "2.", "●", "第十条", "第二节", "第三章". A figure with decimals ("2.43元/股"
// at the start of a wrapped line) is not one (itemMark).
var reItemMark = lazyre.New(`^\s*(?:\(?[一二三四五六七八九十]{1,3}[)、]|\([0-9]{1,3}\)|[0-9]{1,2}\s*[、.]|●|第[一二三四五六七八九十百零〇]+[条章节])`)

// itemMark returns the end of the item mark line starts with.
func itemMark(line string) (int, bool) {
	loc := reItemMark.FindStringIndex(line)
	if loc == nil {
		return 0, false
	}
	if line[loc[1]-1] == '.' && loc[1] < len(line) && line[loc[1]] >= '0' && line[loc[1]] <= '9' {
		return 0, false
	}
	return loc[1], true
}

// startsItem reports whether line starts with an item mark.
func startsItem(line string) bool {
	_, ok := itemMark(line)
	return ok
}

// wrapBreak reports whether the line break at text[i] wraps a paragraph
// between the characters of its words: a break that does not end a clause
// by the layout (hardBreak) after a line of a column's full width, not a
// table row, that ends in a Chinese character or a digit, before a line
// that goes on with one. A value and its cue words are read across it; a
// bond's prices and formulas, wrapped before "/股" and around operators
// too, ask hardBreak alone.
func wrapBreak(text string, i int) bool {
	if i <= 0 || i >= len(text)-1 || text[i] != '\n' {
		return false
	}
	line := strings.TrimRight(text[strings.LastIndexByte(text[:i], '\n')+1:i], " \t\u3000\r")
	last, _ := utf8.DecodeLastRuneInString(line)
	if !wrapRune(last) || isRow(line) || utf8.RuneCountInString(strings.TrimLeft(line, " \t\u3000")) < wrapLineRunes {
		return false
	}
	next := text[i+1:]
	if j := strings.IndexByte(next, '\n'); j >= 0 {
		next = next[:j]
	}
	next = strings.TrimLeft(next, " \t\u3000")
	first, _ := utf8.DecodeRuneInString(next)
	return wrapRune(first) && !isRow(next) && !hardBreak(text, i)
}

// wrapRune: the characters a wrapped line ends and goes on with.
func wrapRune(r rune) bool { return unicode.Is(unicode.Han, r) || r >= '0' && r <= '9' }

// isRow reports whether a line is a table row (cells by tabs or bars).
// The tabs after an item's mark set off its text, not a cell: "11.\t\t境内
// 优先股的赎回价格为…" (建设银行 2014).
func isRow(line string) bool {
	t := strings.TrimSpace(line)
	if strings.HasPrefix(t, "|") {
		return true
	}
	if end, ok := itemMark(t); ok {
		t = strings.TrimLeft(t[end:], " \t")
	}
	return strings.ContainsRune(t, '\t')
}

// unwrap returns s without its line breaks and the spaces around them: the
// text of a wrapped clause as one run.
func unwrap(s string) string {
	if !strings.Contains(s, "\n") {
		return s
	}
	var b strings.Builder
	for i, part := range strings.Split(s, "\n") {
		if i > 0 {
			part = strings.TrimLeft(part, " \t\u3000\r")
		}
		b.WriteString(strings.TrimRight(part, " \t\u3000\r"))
	}
	return b.String()
}

// clauseAround returns the text of the sentence holding sp before and
// after it, as sentenceAround, going on across the breaks of a wrapped
// paragraph (wrapBreak).
func clauseAround(text string, sp normalize.Span) (string, string) {
	return clauseThrough(text, sp, func(text string, i int) bool { return !wrapBreak(text, i) })
}

// clauseThrough returns the text before and after sp out to the
// sentence's full stop or to a line break for which ends reports that it
// ends the clause; the breaks it reads through are kept in the text.
func clauseThrough(text string, sp normalize.Span, ends func(text string, i int) bool) (string, string) {
	s := sp.Start
	for s > 0 {
		r, size := utf8.DecodeLastRuneInString(text[:s])
		if r == '。' || r == '\n' && ends(text, s-1) {
			break
		}
		s -= size
	}
	e := sp.End
	for e < len(text) {
		r, size := utf8.DecodeRuneInString(text[e:])
		if r == '。' || r == '\n' && ends(text, e) {
			break
		}
		e += size
	}
	return text[s:sp.Start], text[sp.End:e]
}

// splitClauses splits sp into sentences trimmed of spaces, with their
// spans: at 。, at a semicolon when semis is set, and at each line break
// for which ends reports true. The sentences of a section (every break),
// of a bond's clause (clauseBreak) and of a clause unit's vote (a break
// that is no wrap) are the one walk.
func splitClauses(text string, sp normalize.Span, semis bool, ends func(i int) bool) []normalize.Span {
	var out []normalize.Span
	start := sp.Start
	emit := func(end int) {
		if t, ok := trimSpan(text, start, end); ok {
			out = append(out, t)
		}
	}
	// A byte scan: '\n', ';' and the lead bytes of '。' (E3 80 82) and '；'
	// (EF BC 9B) never stand inside another character in UTF-8.
	for i := sp.Start; i < sp.End; i++ {
		switch c := text[i]; {
		case c == '\n':
			if ends(i) {
				emit(i)
				start = i + 1
			}
		case c == ';' && semis:
			emit(i + 1)
			start = i + 1
		case c == 0xE3 && i+3 <= sp.End && text[i+1] == 0x80 && text[i+2] == 0x82,
			c == 0xEF && semis && i+3 <= sp.End && text[i+1] == 0xBC && text[i+2] == 0x9B:
			emit(i + 3)
			start = i + 3
			i += 2
		}
	}
	emit(sp.End)
	return out
}

// tailRunes returns the end of s holding n characters, not counting the
// line breaks of a wrap and the spaces around them.
func tailRunes(s string, n int) string {
	i, k := len(s), 0
	for i > 0 && k < n {
		r, size := utf8.DecodeLastRuneInString(s[:i])
		i -= size
		if !(r == '\n' || (r == ' ' || r == '\t' || r == '\u3000' || r == '\r') && nearBreak(s, i)) {
			k++
		}
	}
	return s[i:]
}

// headRunes returns the start of s holding n characters, as tailRunes.
func headRunes(s string, n int) string {
	i, k := 0, 0
	for i < len(s) && k < n {
		r, size := utf8.DecodeRuneInString(s[i:])
		if !(r == '\n' || (r == ' ' || r == '\t' || r == '\u3000' || r == '\r') && nearBreak(s, i)) {
			k++
		}
		i += size
	}
	return s[:i]
}

// nearBreak reports whether the space at s[i] stands in a run of spaces
// touching a line break.
func nearBreak(s string, i int) bool {
	isSpace := func(c byte) bool { return c == ' ' || c == '\t' || c == '\r' }
	for j := i; j < len(s); j++ {
		if s[j] == '\n' {
			return true
		}
		if !isSpace(s[j]) && !strings.HasPrefix(s[j:], "\u3000") {
			break
		}
	}
	for j := i - 1; j >= 0; j-- {
		if s[j] == '\n' {
			return true
		}
		if !isSpace(s[j]) && !(j >= 2 && s[j-2:j+1] == "\u3000") {
			break
		}
	}
	return false
}

// unwrapped is the text of a span with the breaks of its wrapped
// paragraphs taken out (and the spaces around them), with the offset in
// the document of each of its bytes.
type unwrapped struct {
	text string
	at   []int
}

// unwrapSpan returns the unwrapped text of sp, and false when sp holds no
// wrap break.
func unwrapSpan(text string, sp normalize.Span) (unwrapped, bool) {
	return unwrapBreaks(text, sp, wrapBreak)
}

// unwrapBreaks returns the text of sp without the line breaks for which
// wraps reports true and the spaces on either side of each, and false
// when sp holds no such break.
func unwrapBreaks(text string, sp normalize.Span, wraps func(text string, i int) bool) (unwrapped, bool) {
	var breaks []int
	for i := sp.Start; i < sp.End; i++ {
		if text[i] == '\n' && wraps(text, i) {
			breaks = append(breaks, i)
		}
	}
	if len(breaks) == 0 {
		return unwrapped{}, false
	}
	isSpace := func(c byte) bool { return c == ' ' || c == '\t' || c == '\r' }
	var b strings.Builder
	at := make([]int, 0, sp.Len())
	i := sp.Start
	for _, br := range breaks {
		if br < i {
			continue // among the spaces after the last one
		}
		// The spaces before the break and after it go with it.
		e := br
		for e > i && isSpace(text[e-1]) {
			e--
		}
		for e >= i+3 && text[e-3:e] == "\u3000" {
			e -= 3
		}
		b.WriteString(text[i:e])
		for k := i; k < e; k++ {
			at = append(at, k)
		}
		i = br + 1
		for i < sp.End && (isSpace(text[i]) || strings.HasPrefix(text[i:], "\u3000")) {
			if text[i] == 0xE3 {
				i += 3
			} else {
				i++
			}
		}
	}
	b.WriteString(text[i:sp.End])
	for k := i; k < sp.End; k++ {
		at = append(at, k)
	}
	return unwrapped{text: b.String(), at: at}, true
}

// span returns the document span of the view's bytes [s, e).
func (u unwrapped) span(s, e int) normalize.Span {
	if e <= s {
		p := len(u.at)
		if s < p {
			return normalize.Span{Start: u.at[s], End: u.at[s]}
		}
		return normalize.Span{Start: u.at[p-1] + 1, End: u.at[p-1] + 1}
	}
	return normalize.Span{Start: u.at[s], End: u.at[e-1] + 1}
}

// throughWraps returns the end of a value that ends at text[end] read on
// across the breaks of a wrapped paragraph (wrapBreak): up to the first of
// stops or a line break that is no wrap, at most limit characters on. A
// value cut at a page's margin ("公司第八届董事会第七次会议\n决议公告日") is
// read whole.
func throughWraps(text string, end int, stops string, limit int) int {
	n := 0
	for end < len(text) && text[end] == '\n' && wrapBreak(text, end) {
		i := end + 1
		for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
			i++
		}
		if strings.HasPrefix(text[i:], "\u3000") {
			i += len("\u3000")
		}
		j := i
		for j < len(text) && text[j] != '\n' {
			r, size := utf8.DecodeRuneInString(text[j:])
			if strings.ContainsRune(stops, r) {
				break
			}
			if n++; n > limit {
				return end
			}
			j += size
		}
		if j == i {
			break
		}
		end = j
	}
	return end
}
