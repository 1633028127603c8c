package normalize

import (
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/internal/lazyre"
)

// A token the text layer of a PDF broke over lines: each expression
// matches the token with the line breaks left in it, so that the breaks
// (and the spaces around them) can be taken out. A break elsewhere stays.
var brokenTokens = []*lazyre.Regexp{
	// A date: 2014 / 年 / 8 / 月 / 18 / 日, one part a line.
	lazyre.New(`\d{4}[ \t]*(?:\n[ \t]*)?年[ \t]*(?:\n[ \t]*)?\d{1,2}[ \t]*(?:\n[ \t]*)?月(?:[ \t]*(?:\n[ \t]*)?\d{1,2}[ \t]*(?:\n[ \t]*)?[日号])?`),
	// A number broken after its thousands separator or decimal point, the
	// line holding text before it: 人民币30. / 43亿元, 共计1,000, / 000股.
	lazyre.New(`[^\s\d,.]\d{1,3}(?:,\d{3})*[,.][ \t]*\n[ \t]*\d`),
	// A number and its unit: 同意9 / 票, 2,095,027,000 / 股, 5.125 / %.
	lazyre.New(`[^\s\d,.]\d+(?:[,.]\d+)*[ \t]*\n[ \t]*(?:[万亿元股票%名人位]|个月|年度)`),
}

// JoinBroken returns text with the line breaks inside a date, a number or
// between a number and its unit taken out, with the spaces around them,
// and the map back to text; map is nil when nothing changed. It reads
// folded text (ASCII digits and punctuation). It is idempotent.
func JoinBroken(text string) (string, *OffsetMap) {
	if !strings.Contains(text, "\n") {
		return text, nil
	}
	var cuts []Span // runs of white space to take out, in order
	for _, w := range breakWindows(text) {
		for _, re := range brokenTokens {
			for _, m := range re.FindAllStringIndex(text[w.Start:w.End], -1) {
				m[0], m[1] = m[0]+w.Start, m[1]+w.Start
				tok := text[m[0]:m[1]]
				for off := 0; ; {
					i := strings.IndexByte(tok[off:], '\n')
					if i < 0 {
						break
					}
					i += off
					s, e := i, i+1
					for s > 0 && (tok[s-1] == ' ' || tok[s-1] == '\t') {
						s--
					}
					for e < len(tok) && (tok[e] == ' ' || tok[e] == '\t') {
						e++
					}
					cuts = append(cuts, Span{m[0] + s, m[0] + e})
					off = e
				}
			}
		}
	}
	if len(cuts) == 0 {
		return text, nil
	}
	sortSpans(cuts)
	b := NewBuilder(len(text), len(text))
	at := 0
	for _, c := range cuts {
		if c.Start < at {
			c.Start = at // overlapping matches of two expressions
		}
		if c.End <= c.Start {
			continue
		}
		b.Copy(text[at:c.Start], at)
		at = c.End
	}
	b.Copy(text[at:], at)
	return b.Finish()
}

// windowReach is how far around a line break a broken token may reach.
const windowReach = 64

// breakWindows returns the parts of text around the line breaks that may
// lie inside a token: a digit, 年 or 月 (or a separator) before the break,
// a digit or a unit after it; overlapping parts are merged. The
// expressions are tried only there, not over the whole text.
func breakWindows(text string) []Span {
	var out []Span
	for off := 0; ; {
		i := strings.IndexByte(text[off:], '\n')
		if i < 0 {
			break
		}
		i += off
		off = i + 1
		b := i
		for b > 0 && (text[b-1] == ' ' || text[b-1] == '\t') {
			b--
		}
		a := i + 1
		for a < len(text) && (text[a] == ' ' || text[a] == '\t') {
			a++
		}
		if b == 0 || a >= len(text) {
			continue
		}
		prev, _ := utf8.DecodeLastRuneInString(text[:b])
		next, _ := utf8.DecodeRuneInString(text[a:])
		if !(prev >= '0' && prev <= '9' || prev == '年' || prev == '月' || prev == ',' || prev == '.') ||
			!(next >= '0' && next <= '9' || strings.ContainsRune("年月日号万亿元股票%名人位个", next)) {
			continue
		}
		s, e := max(0, i-windowReach), min(len(text), i+windowReach)
		for s > 0 && !utf8.RuneStart(text[s]) {
			s--
		}
		for e < len(text) && !utf8.RuneStart(text[e]) {
			e++
		}
		if n := len(out); n > 0 && out[n-1].End >= s {
			out[n-1].End = max(out[n-1].End, e)
			continue
		}
		out = append(out, Span{s, e})
	}
	return out
}

func sortSpans(s []Span) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && (s[j].Start < s[j-1].Start || (s[j].Start == s[j-1].Start && s[j].End < s[j-1].End)); j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}
