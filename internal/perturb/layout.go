package perturb

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

func isHan(r rune) bool { return unicode.Is(unicode.Han, r) }

func isASCIIAlnum(r rune) bool {
	return r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'
}

// SpaceCJKDigits puts a space between every Han character and an ASCII
// letter or digit beside it, on either side, as a PDF's conversion does
// between the runs of a line: 2014 年 1 月 29 日, 临 2014-005, 以 6 票同意.
func SpaceCJKDigits(s string) string {
	var b strings.Builder
	var prev rune
	for _, r := range s {
		if prev != 0 && (isHan(prev) && isASCIIAlnum(r) || isASCIIAlnum(prev) && isHan(r)) {
			b.WriteByte(' ')
		}
		b.WriteRune(r)
		prev = r
	}
	return b.String()
}

// dateRe finds a date written in digits: 2014年1月29日.
var dateRe = regexp.MustCompile(`(\d{4})年(\d{1,2})月(\d{1,2})日`)

// brokenDate is a date of dateRe broken after its 年 and its 月, as the
// text layer of a PDF gives 2014年 / 1月 / 29日 when the date's runs stand
// on separate lines.
const brokenDate = "${1}年\n${2}月\n${3}日"

// BreakDates breaks every date in digits over lines after its 年 and its
// 月, as the text layer of a PDF does when the date's runs stand on
// separate lines: 2014年 / 1月 / 29日.
func BreakDates(s string) string {
	return dateRe.ReplaceAllString(s, brokenDate)
}

// numberRe finds a number with a thousands separator or a decimal point
// after a character that is not part of a number: 人民币1,000,000元, 0.2555元.
var numberRe = regexp.MustCompile(`([^\d,.\s])(\d{1,3}(?:,\d{3})*[,.])(\d)`)

// BreakNumbers breaks every number that has a thousands separator or a
// decimal point over two lines after its first separator, as the
// conversion does when the number stands at the end of a layout line:
// 人民币30. / 43亿元, 共计1, / 000,000股.
func BreakNumbers(s string) string {
	return numberRe.ReplaceAllString(s, "${1}${2}\n${3}")
}

// headingMaxRunes is the longest line LetterSpace takes for a heading.
const headingMaxRunes = 24

// LetterSpace sets the short lines made only of Han characters (headings:
// 董事会决议公告, 特此公告) with sep between their characters, as a PDF
// letter-spaces a heading: 董 事 会 决 议 公 告.
func LetterSpace(s, sep string) string {
	lines := strings.Split(s, "\n")
	for i, ln := range lines {
		t := strings.TrimSpace(ln)
		n := utf8.RuneCountInString(t)
		if n < 4 || n > headingMaxRunes {
			continue
		}
		han := true
		for _, r := range t {
			if !isHan(r) {
				han = false
				break
			}
		}
		if !han {
			continue
		}
		lines[i] = strings.Join(strings.Split(t, ""), sep)
	}
	return strings.Join(lines, "\n")
}

// headerLabelRe finds a listing label of the header after white space:
// 证券简称, 股票代码, 公告编号, 编号.
var headerLabelRe = regexp.MustCompile(`[ \t]+((?:证券|股票|A股|B股|H股|优先股|转债|债券)(?:代码|简称)|公告编号|编号)`)

// LabelsOnLines sets each listing label of a header line on a line of its
// own (证券代码:600105 / 证券简称:永鼎股份 / 公告编号:临2014-005), as some
// filings lay the header out.
func LabelsOnLines(s string) string {
	return headerLabelRe.ReplaceAllString(s, "\n$1")
}

// paragraphMinRunes is the shortest line Wrap takes for a paragraph.
const paragraphMinRunes = 60

// Wrap breaks every paragraph (a line longer than paragraphMinRunes)
// after each width characters, wherever that falls (inside a word, a
// number, a date, a name), as a PDF's text layer breaks the lines of a
// page's column; the header's lines and headings, set on lines of their
// own, stay.
func Wrap(s string, width int) string {
	lines := strings.Split(s, "\n")
	for i, ln := range lines {
		rs := []rune(ln)
		if len(rs) <= max(width, paragraphMinRunes) {
			continue
		}
		var b strings.Builder
		for j := 0; j < len(rs); j += width {
			if j > 0 {
				b.WriteByte('\n')
			}
			b.WriteString(string(rs[j:min(len(rs), j+width)]))
		}
		lines[i] = b.String()
	}
	return strings.Join(lines, "\n")
}
