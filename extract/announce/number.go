package announce

import (
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/normalize"
)

var (
	// The label of an announcement number: "公告编号：", "编号:", "公告编码:"
	// (the word many Shenzhen filings use), and without its colon when the
	// number follows at once ("公告编号2003-012", "编号临2004 - 009").
	numberLabelRe = lazyre.New(`(?:公告)?编[号码]\s*:?\s*`)
	// An announcement number as printed after its label (spaces the text
	// layer put in are already folded away): 临2014-028, 临2014—045
	// (the dash folded), 2006-13号, 临2011-22号, 2009-临10, 2010 临-038,
	// 2011044, 临2012-16, (临)2007-018, 〔2016〕063 号, （2013）056号,
	// 2016 ( 124 )号 (the number in brackets after the year), 2014 ─ 63 (a
	// box-drawing line for the dash), 【临2021-002】 (the brackets are not
	// part of it), 编号: / 临2012—16 (the value on the line after its
	// label), 临 / -2011-2 broken over two lines, 20 / 19-028 (the
	// year broken at the margin), and 公告临2005 - 043 (the label's word
	// repeated before the number is not part of it).
	numberValueRe = lazyre.New(`^[ \t]*(?:\n[ \t]*)?(?:公告)?[【\[]?(` +
		`(?:临|\(临\)|[A-Z]{1,4})?[ \t]*(?:\n[ \t]*)?-?` + brokenYear + `[ \t\n]*[-─][ \t\n]*(?:临)?\d{1,4}(?:-\d{1,4})?号?` +
		`|\d{4}-?临-?\d{1,4}号?` +
		`|[(〔\[]\d{4}[)〕\]]\s*\d{1,4}\s*号?` +
		`|\d{4}[ \t]*\([ \t]*\d{1,4}[ \t]*\)[ \t]*号?` +
		`|临?\d{6,8}号?)`)
)

// brokenYear is the year of a number, whole or broken over two lines at
// the margin (公告编号：20 / 19-028).
const brokenYear = `(?:\d{4}|\d[ \t]*\n[ \t]*\d{3}|\d{2}[ \t]*\n[ \t]*\d{2}|\d{3}[ \t]*\n[ \t]*\d)`

// serialMaxDigits is the longest serial a number's digits letter-spaced
// by the text layer are joined into (serialRest).
const serialMaxDigits = 3

// serialRest returns how many bytes of rest, the text after a number,
// continue its serial: the text layer can letter-space the serial's
// digits (编号: 2017 - 0 82, 公告编号: 2016 -04 1, 编号: 2017 - 06 9), so
// one space or tab and the digits after it belong to a serial of one or
// two digits while the whole has at most serialMaxDigits and the digits
// end there (not a list's item: 2012-16 1、本次董事会…). It returns 0
// when nothing continues it.
func serialRest(value, rest string) int {
	d := len(value) - len(strings.TrimRight(value, "0123456789"))
	if d == 0 || d >= serialMaxDigits || rest == "" || rest[0] != ' ' && rest[0] != '\t' {
		return 0
	}
	k := 1
	for k < len(rest) && rest[k] >= '0' && rest[k] <= '9' {
		k++
	}
	if k == 1 || d+k-1 > serialMaxDigits {
		return 0
	}
	if r, _ := utf8.DecodeRuneInString(rest[k:]); strings.ContainsRune(serialStops, r) {
		return 0
	}
	return k
}

// serialStops are the marks after digits that make them a list's item or
// a figure of their own, not the end of a serial: 1、, 1., 1,000.
const serialStops = "、.,:"

// findNumber returns the announcement number from the header as printed,
// without the spaces the text layer put in: 公告编号：临 2014-005 gives
// 临2014-005 (em dashes are already folded to '-'), 编号：临 / -2011-2 over
// two lines gives 临-2011-2, 编号: 2017 - 0 82 gives 2017-082. A label whose value is not a number in one of
// these forms gives nothing.
func findNumber(text string, header []normalize.Line) (string, normalize.Span, bool) {
	for _, ln := range header {
		// The label and the number's form are read in simplified
		// characters (公告編號：臨2011-012); the number is given as printed.
		t := normalize.Simplified(ln.Text)
		for _, m := range numberLabelRe.FindAllStringIndex(t, -1) {
			if isReference(t, m[0]) {
				continue // another announcement's number, quoted
			}
			at := ln.Span.Start + m[1]
			v := numberValueRe.FindStringSubmatchIndex(normalize.Simplified(text[at:min(len(text), at+64)]))
			if v == nil {
				continue
			}
			sp := normalize.Span{Start: at + v[2], End: at + v[3]}
			sp.End += serialRest(text[sp.Start:sp.End], text[sp.End:])
			num := strings.Map(func(r rune) rune {
				if r == ' ' || r == '\t' || r == '\n' {
					return -1
				}
				return r
			}, text[sp.Start:sp.End])
			return num, sp, true
		}
	}
	return "", normalize.Span{}, false
}
