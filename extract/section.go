package extract

import (
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/normalize"
)

// HeadingStyle is the numbering style of a heading. Filings number their
// outlines with a handful of styles whose usual nesting is the order below
// (附件 above 一、 above （一） above 1、 above (1) above ① and 1）); a
// filing may skip a level or start mid-outline, which ParseOutline allows.
type HeadingStyle int

// Heading styles, outermost first.
const (
	StyleAnnex       HeadingStyle = iota // 附件二, 附件2
	StyleChinese                         // 一、
	StyleParenHan                        // （一）
	StyleArabic                          // 1、 1.
	StyleParenArabic                     // (1)
	StyleCircled                         // ① and 1）
)

// Section is one numbered heading and the text it governs. Spans are of the
// text given to ParseOutline.
type Section struct {
	Style  HeadingStyle
	Number int
	// Title is the heading's title (the text after the numbering mark, up to
	// a colon or the end of the line); empty for an item whose first line is
	// running text rather than a title.
	Title string
	// Level is the depth in the outline: 0 for a top-level heading.
	Level int
	// Parent is the index of the enclosing section, -1 at top level.
	Parent int
	// Mark is the numbering mark ("（八）", "3、").
	Mark normalize.Span
	// TitleSpan is the span of Title (empty when Title is empty).
	TitleSpan normalize.Span
	// Body runs from after the title (and its colon) to the end of the
	// section, sub-sections included.
	Body normalize.Span
	// Span is the whole section: mark, title and body.
	Span normalize.Span
}

// Outline is the numbered-heading tree of a text, sections in document
// order.
type Outline struct {
	Text     string
	Sections []Section
}

// headingPatterns recognise a numbering mark at the start of a line of
// folded text, outermost style first. The forms are those the filings use:
// "附件二" / "附件2" (000, 001), "一、本次发行优先股的种类和发行数量" (001),
// "(八)强制转股条款" (000, folded from "（八）"), "3、股息支付方式" and
// "3.赎回价格" (000), "(1)修改本行章程…" (000), "①中国银监会认定…" (001),
// "1)当公司核心一级资本充足率…" (003, folded from "1）").
var headingPatterns = []struct {
	style HeadingStyle
	re    *lazyre.Regexp
}{
	{StyleAnnex, lazyre.New(`^附件\s?([0-9]{1,2}|[一二三四五六七八九十]{1,3})(?:\s*[:、]|\s*$|\s)`)},
	{StyleChinese, lazyre.New(`^([一二三四五六七八九十]{1,3})、`)},
	{StyleParenHan, lazyre.New(`^\(([一二三四五六七八九十]{1,3})\)`)},
	{StyleArabic, lazyre.New(`^([0-9]{1,2})(?:、|\.)`)},
	{StyleParenArabic, lazyre.New(`^\(([0-9]{1,2})\)`)},
	{StyleCircled, lazyre.New(`^(?:([①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳])|([0-9]{1,2})\))`)},
}

// Title limits, in runes: a title cut at a colon or full stop longer than
// maxCutTitle, or a whole line longer than maxLineTitle, is running text.
const (
	maxCutTitle  = 30
	maxLineTitle = 60
)

// ParseOutline finds the numbered headings of text (folded, as in
// normalize.Doc.Text) and arranges them into a tree. Lines of text tables
// (holding a tab or starting with '|') are not headings. A heading of a
// style already open closes the sections down to that style (it is their
// sibling); a heading of a new style is nested under the innermost open
// section whose style is outer to it.
func ParseOutline(text string) *Outline {
	return parseOutline(text, normalize.SplitLines(text, 0))
}

// parseOutline is ParseOutline on the lines of text.
func parseOutline(text string, lines []normalize.Line) *Outline {
	o := &Outline{Text: text}
	var stack []int // indices of open sections
	for _, ln := range lines {
		line := ln.Text
		trim := strings.TrimLeft(line, " ")
		off := ln.Span.Start + len(line) - len(trim)
		if trim == "" || strings.ContainsRune(trim, '\t') || trim[0] == '|' {
			continue
		}
		style, num, markLen, ok := matchHeading(trim)
		if !ok {
			continue
		}
		// Close the sections this heading ends.
		for len(stack) > 0 && o.Sections[stack[len(stack)-1]].Style >= style {
			stack = stack[:len(stack)-1]
		}
		s := Section{Style: style, Number: num, Parent: -1, Level: len(stack)}
		if len(stack) > 0 {
			s.Parent = stack[len(stack)-1]
		}
		s.Mark = normalize.Span{Start: off, End: off + markLen}
		rest := trim[markLen:]
		restOff := off + markLen
		lead := len(rest) - len(strings.TrimLeft(rest, " "))
		rest, restOff = rest[lead:], restOff+lead
		title, bodyStart := headingTitle(rest)
		if title != "" {
			s.Title = title
			s.TitleSpan = normalize.Span{Start: restOff, End: restOff + len(title)}
		}
		s.Body = normalize.Span{Start: restOff + bodyStart, End: len(text)}
		s.Span = normalize.Span{Start: off, End: len(text)}
		o.Sections = append(o.Sections, s)
		stack = append(stack, len(o.Sections)-1)
	}
	// A section ends where the next heading that is not inside it starts.
	for i := range o.Sections {
		for j := i + 1; j < len(o.Sections); j++ {
			if o.Sections[j].Level <= o.Sections[i].Level {
				end := o.Sections[j].Span.Start
				o.Sections[i].Span.End = end
				o.Sections[i].Body.End = max(end, o.Sections[i].Body.Start)
				break
			}
		}
	}
	return o
}

// Children returns the indices of the sections directly inside section i
// (i = -1 for the top level).
func (o *Outline) Children(i int) []int {
	var out []int
	for j := range o.Sections {
		if o.Sections[j].Parent == i {
			out = append(out, j)
		}
	}
	return out
}

// Inside reports whether section j lies inside section i (at any depth).
func (o *Outline) Inside(j, i int) bool {
	for p := o.Sections[j].Parent; p >= 0; p = o.Sections[p].Parent {
		if p == i {
			return true
		}
	}
	return false
}

// Heading returns the text of section i's mark and title.
func (o *Outline) Heading(i int) string {
	s := o.Sections[i]
	end := s.Mark.End
	if !s.TitleSpan.Empty() {
		end = s.TitleSpan.End
	}
	return o.Text[s.Mark.Start:end]
}

// BodyText returns the text of section i's body.
func (o *Outline) BodyText(i int) string {
	b := o.Sections[i].Body
	return o.Text[b.Start:b.End]
}

// matchHeading reports the style, number and mark length of a heading at
// the start of line.
func matchHeading(line string) (HeadingStyle, int, int, bool) {
	if !mayStartHeading(line) {
		return 0, 0, 0, false
	}
	for _, p := range headingPatterns {
		m := p.re.FindStringSubmatchIndex(line)
		if m == nil {
			continue
		}
		numText := ""
		for g := 1; g*2 < len(m); g++ {
			if m[2*g] >= 0 {
				numText = line[m[2*g]:m[2*g+1]]
				break
			}
		}
		n := headingNumber(numText)
		if n <= 0 {
			continue
		}
		end := m[1]
		if p.style == StyleAnnex {
			// The mark is "附件N"; a following colon or space belongs to
			// the title separator.
			end = m[2*1+1]
		}
		if p.style == StyleArabic && end < len(line) {
			// "1.5倍" is a figure, not a heading.
			if r, _ := utf8.DecodeRuneInString(line[end:]); r >= '0' && r <= '9' {
				continue
			}
		}
		return p.style, n, end, true
	}
	return 0, 0, 0, false
}

// mayStartHeading reports whether line starts with a rune one of
// headingPatterns can start with (附, a Chinese numeral, '(', a digit or a
// circled digit): the other lines, most of the text, are not tried.
func mayStartHeading(line string) bool {
	r, _ := utf8.DecodeRuneInString(line)
	switch {
	case r == '附', r == '(', r >= '0' && r <= '9', r >= '①' && r <= '⑳':
		return true
	}
	return strings.ContainsRune(headingNumerals, r)
}

// headingNumerals are the Chinese numerals that open a numbered heading
// (一、发行方案, 十、其他事项).
const headingNumerals = "一二三四五六七八九十"

// circled maps the circled digits ①… to their numbers.
const circled = "①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳"

func headingNumber(t string) int {
	if t == "" {
		return 0
	}
	if i := normalize.Index(circled, t); i >= 0 {
		return utf8.RuneCountInString(circled[:i]) + 1
	}
	if t[0] >= '0' && t[0] <= '9' {
		n := 0
		for i := 0; i < len(t); i++ {
			n = n*10 + int(t[i]-'0')
		}
		return n
	}
	v, err := normalize.ChineseInt(t)
	if err != nil || v <= 0 || v > 999 {
		return 0
	}
	return int(v)
}

// headingTitle splits the text after a numbering mark into its title and
// the offset where the body starts. "发行规模和数量:本次拟发行…" has the
// title "发行规模和数量"; "强制转股条款" alone on its line is a title; a
// sentence ("…本行将无法生存;", "…而调整。") or a long first clause is
// running text and has no title.
func headingTitle(rest string) (string, int) {
	if cut := strings.IndexByte(rest, ':'); cut >= 0 {
		t := strings.TrimRight(rest[:cut], " ")
		if t != "" && utf8.RuneCountInString(t) <= maxCutTitle && !strings.ContainsAny(t, "。;") {
			return t, cut + 1
		}
		return "", 0
	}
	t := strings.TrimRight(rest, " ")
	if t == "" || utf8.RuneCountInString(t) > maxLineTitle || strings.ContainsAny(t, "。;") {
		return "", 0
	}
	return t, len(rest)
}
