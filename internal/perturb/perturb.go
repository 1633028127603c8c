// Package perturb rewrites an announcement's text the way real filings
// reach a reader: through a PDF's conversion to text (spaces between CJK
// characters and digits, line breaks inside dates and numbers, lines
// broken at a page's margin or a narrow column, a page's number between
// two lines, letter-spaced headings and titles, a title over two lines,
// full-width digits, spaced operators), through a web page (site
// navigation, menus and related links before the header, lines run
// together or double-spaced, ideographic and no-break spaces), through a
// mirror that prints traditional characters, and with dates and counts in
// Chinese numerals (〇, ○, O or 零 for zero). Each rewriting keeps what the
// text says, so the facts read from the original must still be read from
// the result. All is the one set of rewritings every perturbation test
// takes: the announcement and dividend facts of the real pages (package
// golden, through package hold), the meeting and vote facts
// (extract/meeting), the convertible-bond facts and terms (pipeline), and
// bench/perturb.
package perturb

import "strings"

// A Perturbation rewrites a document's text.
type Perturbation struct {
	Name  string
	Apply func(string) string
	// Printed reports that a value is given as printed and may come out in
	// another form (traditional characters): a string fact is then compared
	// with the value's simplified form.
	Printed bool
}

// All lists the perturbations, each named for what it does.
var All = []Perturbation{
	{Name: "cjk-digit-spaces", Apply: SpaceCJKDigits},
	{Name: "broken-dates", Apply: BreakDates},
	{Name: "broken-numbers", Apply: BreakNumbers},
	{Name: "letter-spaced-headings", Apply: func(s string) string { return LetterSpace(s, " ") }},
	{Name: "letter-spaced-headings-wide", Apply: func(s string) string { return LetterSpace(s, "\u3000") }},
	{Name: "full-width", Apply: FullWidth},
	{Name: "navigation-quotes", Apply: func(s string) string { return Navigation[0] + s }},
	{Name: "navigation-epaper", Apply: func(s string) string { return Navigation[1] + s }},
	{Name: "navigation-portal", Apply: func(s string) string { return Navigation[2] + s }},
	{Name: "navigation-forum", Apply: func(s string) string { return Navigation[3] + s }},
	{Name: "navigation-links", Apply: func(s string) string { return Navigation[4] + s }},
	{Name: "navigation-source", Apply: func(s string) string { return Navigation[5] + s }},
	{Name: "traditional", Apply: Traditional, Printed: true},
	{Name: "labels-on-lines", Apply: LabelsOnLines},
	{Name: "wide-spaces", Apply: func(s string) string { return WideSpaces(s, "\u3000") }},
	{Name: "no-break-spaces", Apply: func(s string) string { return WideSpaces(s, "\u00a0") }},
	{Name: "crlf", Apply: func(s string) string { return strings.ReplaceAll(s, "\n", "\r\n") }},
	{Name: "cr", Apply: CR},
	{Name: "chinese-dates-〇", Apply: func(s string) string { return ChineseDates(s, "〇") }},
	{Name: "chinese-dates-○", Apply: func(s string) string { return ChineseDates(s, "○") }},
	{Name: "chinese-dates-O", Apply: func(s string) string { return ChineseDates(s, "O") }},
	{Name: "chinese-dates-零", Apply: func(s string) string { return ChineseDates(s, "零") }},
	{Name: "navigation-published", Apply: func(s string) string { return Navigation[6] + s }},
	{Name: "navigation-related", Apply: func(s string) string { return Navigation[7] + s }},
	{Name: "navigation-menu", Apply: func(s string) string { return Navigation[8] + s }},
	{Name: "navigation-links-source", Apply: func(s string) string { return Navigation[9] + s }},
	{Name: "navigation-links-spaced", Apply: func(s string) string { return Navigation[10] + s }},
	{Name: "hard-wrapped-58", Apply: func(s string) string { return HardWrap(s, 58) }},
	{Name: "hard-wrapped-74", Apply: func(s string) string { return HardWrap(s, 74) }},
	{Name: "hard-wrapped-83", Apply: func(s string) string { return HardWrap(s, 83) }},
	{Name: "wrapped-all-23", Apply: func(s string) string { return WrapAll(s, 23) }},
	{Name: "wrapped-all-31", Apply: func(s string) string { return WrapAll(s, 31) }},
	{Name: "full-width-signs", Apply: FullWidthSigns},
	{Name: "letter-spaced-title", Apply: LetterSpaceTitle},
	{Name: "split-title", Apply: SplitTitle},
	{Name: "zero-〇", Apply: func(s string) string { return ZeroAs(s, "〇") }},
	{Name: "zero-O", Apply: func(s string) string { return ZeroAs(s, "O") }},
	{Name: "zero-零", Apply: func(s string) string { return ZeroAs(s, "零") }},
	{Name: "chinese-counts", Apply: ChineseCounts},
	{Name: "lines-run-together", Apply: RunTogether},
	{Name: "page-break", Apply: PageBreak},
	{Name: "indented", Apply: Indent},
	{Name: "blank-lines", Apply: BlankLines},
	{Name: "sentence-lines", Apply: SentenceLines},
	{Name: "crlf-wide-spaces", Apply: CRLFWide},
	{Name: "operators-spaced", Apply: SpaceOperators},
}

// CR ends every line with a carriage return alone, as files written on
// older Macintosh systems and by some converters do.
func CR(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(s, "\r\n", "\n"), "\n", "\r")
}

// Wrapped holds the rewritings that break paragraphs (lines over 60
// characters) at a column's width (Wrap). A page run together into one
// long line has its header wrapped too, which a PDF does not do:
// bench/perturb reports them (-wrapped), the tests do not. The tests run
// the wraps of All (HardWrap, WrapAll), with the facts they still break
// listed.
var Wrapped = []Perturbation{
	{Name: "wrapped-37", Apply: func(s string) string { return Wrap(s, 37) }},
	{Name: "wrapped-29", Apply: func(s string) string { return Wrap(s, 29) }},
}
