package capital

import (
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/normalize"
)

// Reading through the line wraps of a PDF's text layer or a newspaper's
// column: a paragraph is broken at the width of its column wherever that
// falls, inside a label ("调整后的转\n股价格"), a unit ("4.20元人民币\n/
// 股", 工商银行 2010 at 23 characters a line), a word ("每10股转\n增6股")
// or a worked calculation ("3,737,5\n88"). A line break ends a clause
// only where the layout says so (hardBreak); the others are read through.
// This is the one rule of line breaks in capital: wrapBreak (wrap.go) is a
// break hardBreak reads through that also stands between Han characters
// or digits after a line of a column's full width, as the clause units'
// cue words ask; a bond's prices and formulas are wrapped before "/股" and
// around operators too, so the adjustment and the bond's terms ask
// hardBreak alone. Both know a numbered item by one mark (reItemMark).

// minWrappedLine is the fewest characters of a line a column's width
// wraps: a shorter line ends where its text ends, as a table's cells set
// one a line do ("调整前转股价格" / "调整后转股价格" / "19.76元/股"), and
// the label above a figure is not read through it.
const minWrappedLine = 16

// fullStop (。) ends a sentence wherever it stands.
const fullStop = "。"

// hardBreak reports whether the line break at text[i] ends a clause: the
// line before it is blank, shorter than a column (minWrappedLine), or ends
// with 。 or a semicolon, or the line after it is blank or starts a
// numbered item or a bullet ("2、工行转债调整后的转股价格", "●调整后转股
// 价格").
func hardBreak(text string, i int) bool {
	ls := strings.LastIndexByte(text[:i], '\n') + 1
	prev := strings.TrimRight(text[ls:i], " \t")
	if strings.TrimSpace(prev) == "" || strings.HasSuffix(prev, fullStop) || strings.HasSuffix(prev, ";") ||
		utf8.RuneCountInString(strings.TrimSpace(prev)) < minWrappedLine {
		return true
	}
	next := text[i+1:]
	if j := strings.IndexByte(next, '\n'); j >= 0 {
		next = next[:j]
	}
	return strings.TrimSpace(next) == "" || startsItem(next)
}

// unwrapMap returns s without its line breaks and the spaces around them
// (unwrapBreaks, every break taken for a wrap), and for each byte of the
// result its offset in s (one entry more, for the end).
func unwrapMap(s string) (string, []int) {
	u, ok := unwrapBreaks(s, normalize.Span{Start: 0, End: len(s)}, func(string, int) bool { return true })
	if !ok {
		at := make([]int, len(s)+1)
		for i := range at {
			at[i] = i
		}
		return s, at
	}
	return u.text, append(u.at, len(s))
}

// wrappedAround returns the text of the clause holding sp before and after
// it, read through the line breaks that only wrap its lines (hardBreak),
// without them: what sentenceAround returns when the clause stands on one
// line.
func wrappedAround(text string, sp normalize.Span) (string, string) {
	before, after := clauseThrough(text, sp, hardBreak)
	return unwrap(before), unwrap(after)
}

// quantityWrapped is quantityWhere with the clause around each quantity
// read through its line wraps (wrappedAround), in simplified characters.
func quantityWrapped(c *extract.Context, spans []normalize.Span, unit string, ok func(q normalize.Quantity, before, after string) bool) (normalize.Quantity, bool) {
	return firstQuantity(c, spans, unit, func(text string, sp normalize.Span) (string, string) {
		before, after := wrappedAround(text, sp)
		return normalize.Simplified(before), normalize.Simplified(after)
	}, ok)
}

// findWrapped is the span in text of re's first match in text read
// through its line breaks (unwrapMap), from the first byte of the match
// to its last.
func findWrapped(re *lazyre.Regexp, text string) (normalize.Span, bool) {
	flat, at := unwrapMap(text)
	loc := re.FindStringIndex(flat)
	if loc == nil {
		return normalize.Span{}, false
	}
	end := at[loc[1]]
	if loc[1] > loc[0] {
		end = at[loc[1]-1] + 1
	}
	return normalize.Span{Start: at[loc[0]], End: end}, true
}
