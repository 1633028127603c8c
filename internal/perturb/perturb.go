// Package perturb rewrites an announcement's text the way real filings
// reach a reader: through a PDF's conversion to text (spaces between CJK
// characters and digits, line breaks inside dates and numbers,
// letter-spaced headings, full-width digits), through a web page (site
// navigation before the header), through a mirror that prints traditional
// characters, and with the year of a date written in Chinese numerals
// (〇, ○, O or 零 for its zero). Each rewriting keeps what the text says, so
// the facts read from the original must still be read from the result:
// package hold, the perturbation tests (package golden) and bench/perturb
// hold gonggao to that.
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
	{Name: "traditional", Apply: Traditional, Printed: true},
	{Name: "labels-on-lines", Apply: LabelsOnLines},
	{Name: "wide-spaces", Apply: func(s string) string { return WideSpaces(s, "\u3000") }},
	{Name: "no-break-spaces", Apply: func(s string) string { return WideSpaces(s, "\u00a0") }},
	{Name: "crlf", Apply: func(s string) string { return strings.ReplaceAll(s, "\n", "\r\n") }},
	{Name: "chinese-dates-〇", Apply: func(s string) string { return ChineseDates(s, "〇") }},
	{Name: "chinese-dates-○", Apply: func(s string) string { return ChineseDates(s, "○") }},
	{Name: "chinese-dates-O", Apply: func(s string) string { return ChineseDates(s, "O") }},
	{Name: "chinese-dates-零", Apply: func(s string) string { return ChineseDates(s, "零") }},
}

// Wrapped holds the rewritings that break paragraphs at a column's width
// (Wrap). A page run together into one long line has its header wrapped
// too, which a PDF does not do, and on which not every fact holds yet:
// bench/perturb reports them (-wrapped), the tests do not.
var Wrapped = []Perturbation{
	{Name: "wrapped-37", Apply: func(s string) string { return Wrap(s, 37) }},
	{Name: "wrapped-29", Apply: func(s string) string { return Wrap(s, 29) }},
}
