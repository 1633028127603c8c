package announce

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// findKind decides the kind of document from its title; a document
// without one (a page that dropped it) by its opening lines; a document
// whose opening does not tell either (a newspaper continuation, whose
// title is on another page) by its body. A title that no kind places is
// of kind other: the presence of a tally, or of any clause, never decides
// the kind of a document that has a title.
func findKind(text, title string, titleSpan, opening normalize.Span, kinds Classifier) (string, normalize.Span) {
	if kinds == nil {
		return schema.KindOther, normalize.Span{}
	}
	if title != "" {
		if k, ok := kinds.Title(title); ok {
			return k, titleSpan
		}
		return schema.KindOther, normalize.Span{}
	}
	if !opening.Empty() {
		if k, at, end, ok := kinds.Opening(text[opening.Start:opening.End]); ok {
			return k, normalize.Span{Start: opening.Start + at, End: opening.Start + end}
		}
	}
	if k, at, end, ok := kinds.Body(text); ok {
		return k, normalize.Span{Start: at, End: end}
	}
	return schema.KindOther, normalize.Span{}
}

// openingRunes is how much of a document without a title is read as its
// opening lines, in characters other than spaces: the responsibility
// statement and the 重要提示 list or the sentence that reports the
// meeting.
const openingRunes = 600

// openingSpan returns the opening lines: up to openingRunes characters of
// the text after the title, or when there is none after the listing
// labels (the anchor line), or from the start.
func openingSpan(text string, lines []normalize.Line, titleSpan normalize.Span) normalize.Span {
	start := titleSpan.End
	if titleSpan.Empty() {
		start = 0
		if a := headerStart(lines); a >= 0 {
			// A line of labels, or a paragraph that holds them (a page
			// run together into one line).
			start = lines[a].Span.End
			if utf8.RuneCountInString(lines[a].Text) > headerLineMaxRunes {
				start = lines[a].Span.Start
			}
		}
	}
	if start > len(text) {
		return normalize.Span{}
	}
	// Only the text's own characters count: the spaces of its layout and
	// of the page's chrome blanked (a list of related links) do not.
	end := start
	for n := 0; end < len(text) && n < openingRunes; {
		r, size := utf8.DecodeRuneInString(text[end:])
		end += size
		if !unicode.IsSpace(r) {
			n++
		}
	}
	return normalize.Span{Start: start, End: end}
}

// wrappedTitleKind places a title that the header wraps over lines and of
// which the title finder kept only the last ("…关于上海华力特气供给及分配系统
// 集成项目中标⏎提示性公告", "…高速公路中标⏎(三标段)的公告"): the title's line
// read with the (at most two) short header lines before it.
//
// A document in which no title was found is read the same way at its
// first header line that ends in 公告 (关于签订日常经营重大合同的公告 under
// the company's name).
func wrappedTitleKind(lines []normalize.Line, title string, titleSpan normalize.Span, kinds Classifier, kind string, sp normalize.Span) (string, normalize.Span) {
	if kinds == nil {
		return kind, sp
	}
	for i, ln := range lines {
		if i >= headerMaxLines {
			break
		}
		if title != "" && !ln.Span.Contains(titleSpan) {
			continue
		}
		// A title inside a page run together into one line (labels,
		// title, statement and body on a line) is no wrapped header line:
		// the line read whole is the body's wording, not the title's.
		if title != "" && utf8.RuneCountInString(ln.Text)-utf8.RuneCountInString(title) > headerLineMaxRunes {
			break
		}
		if t := strings.TrimSpace(ln.Text); title == "" && (!strings.HasSuffix(t, noticeWord) || utf8.RuneCountInString(t) > headerLineMaxRunes) {
			continue
		}
		joined := strings.TrimSpace(ln.Text)
		from := ln.Span.Start
		for j := i - 1; j >= 0 && j >= i-2; j-- {
			p := strings.TrimSpace(lines[j].Text)
			if p == "" || utf8.RuneCountInString(p) > headerLineMaxRunes || strings.Contains(p, codeWord) || strings.Contains(p, numberWord) {
				break
			}
			joined = p + joined
			from = lines[j].Span.Start
		}
		if k, ok := kinds.Title(strings.Join(strings.Fields(joined), "")); ok {
			return k, normalize.Span{Start: from, End: ln.Span.End}
		}
		break
	}
	return kind, sp
}
