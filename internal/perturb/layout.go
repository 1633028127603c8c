package perturb

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/gonggao/gonggao/internal/affix"
	"github.com/gonggao/gonggao/internal/textwidth"
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

// WrapAll breaks every line longer than width characters after each
// width characters, the header's lines too, wherever that falls (inside a
// word, a number or a date), as a PDF's text layer breaks a narrow
// column.
func WrapAll(s string, width int) string {
	var b strings.Builder
	for i, ln := range strings.Split(s, "\n") {
		if i > 0 {
			b.WriteByte('\n')
		}
		k := 0
		for _, r := range ln {
			if k > 0 && k%width == 0 {
				b.WriteByte('\n')
			}
			b.WriteRune(r)
			k++
		}
	}
	return b.String()
}

// pageMaxWidth is the widest line, in columns, of a text laid out in the
// lines of a page.
const pageMaxWidth = 120

// LaidOut reports whether s is laid out in the lines of a page: none is
// wider than pageMaxWidth columns.
func LaidOut(s string) bool {
	for _, line := range strings.Split(s, "\n") {
		if textwidth.Columns(line) > pageMaxWidth {
			return false
		}
	}
	return true
}

// HardWrap breaks every line wider than width columns (a Chinese
// character counting two) into lines of that width, wherever the margin
// falls (inside a number, a date, a name), as text taken from a PDF page
// breaks at its right margin. A text already laid out in lines of a page
// (LaidOut) is left as it is: wrapping it again would print each line in
// two, as no page does.
func HardWrap(s string, width int) string {
	if LaidOut(s) {
		return s
	}
	var b strings.Builder
	for i, line := range strings.Split(s, "\n") {
		if i > 0 {
			b.WriteByte('\n')
		}
		w := 0
		for _, r := range line {
			rw := textwidth.Columns(string(r))
			if w+rw > width {
				b.WriteByte('\n')
				w = 0
			}
			b.WriteRune(r)
			w += rw
		}
	}
	return b.String()
}

// pageFoot is what a PDF of several pages prints between two of them: the
// page's number.
var pageFoot = []string{"", "- 1 -", "", ""}

// PageBreak puts a page's foot (its number) between two lines in the
// middle of the text, after the first line there wider than 40 columns,
// as text taken from a PDF of several pages holds it.
func PageBreak(s string) string {
	lines := strings.Split(s, "\n")
	mid := len(lines) / 2
	for k := mid; k < len(lines); k++ {
		if textwidth.Columns(lines[k]) > 40 {
			mid = k
			break
		}
	}
	out := append([]string{}, lines[:mid+1]...)
	out = append(out, pageFoot...)
	return strings.Join(append(out, lines[mid+1:]...), "\n")
}

// RunTogether loses the text's line breaks: its lines run on, a space
// between them, as a page copied without its layout prints them.
func RunTogether(s string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(s, "\n", " \n ")), " ")
}

// BlankLines sets a blank line after every line, as a double-spaced
// rendering prints it.
func BlankLines(s string) string { return strings.ReplaceAll(s, "\n", "\n\n") }

// sentenceEnd ends a sentence: 。
const sentenceEnd = "。"

// SentenceLines breaks the line after every sentence, as some pages set
// one sentence a paragraph. A text laid out in lines (LaidOut) is left as
// it is: a break after each sentence would leave its wrap.
func SentenceLines(s string) string {
	if LaidOut(s) {
		return s
	}
	return strings.ReplaceAll(s, sentenceEnd, sentenceEnd+"\n")
}

// paragraphIndent is the indentation of a paragraph's first line in a
// Chinese word processor: two ideographic spaces.
const paragraphIndent = "\u3000\u3000"

// Indent indents every line that is not blank with two ideographic
// spaces, as a word processor indents paragraphs. A text laid out in
// lines (LaidOut) is left as it is: its first lines of paragraphs are not
// told from the others.
func Indent(s string) string {
	if LaidOut(s) {
		return s
	}
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		if strings.TrimSpace(l) != "" {
			lines[i] = paragraphIndent + strings.TrimLeft(l, " \t")
		}
	}
	return strings.Join(lines, "\n")
}

// titleEnds end an announcement's title: …董事会决议公告, …上市公告书.
var titleEnds = []string{"公告", "公告书"}

// titleMaxRunes is the longest line TitleLine takes for a title.
const titleMaxRunes = 60

// titleLine is the byte range in s of the first line that ends a title
// (titleEnds) in the first 40 lines, or -1.
func titleLine(s string) (int, int) {
	off := 0
	for i, ln := range strings.SplitAfter(s, "\n") {
		if i >= 40 {
			break
		}
		t := strings.TrimSpace(ln)
		if utf8.RuneCountInString(t) < titleMaxRunes && affix.HasAnySuffix(t, titleEnds) {
			return off, off + len(strings.TrimRight(ln, "\r\n"))
		}
		off += len(ln)
	}
	return -1, -1
}

// LetterSpaceTitle puts a space between the characters of the title's
// line (董 事 会 决 议 公 告, 2 0 2 3 年 第 一 次 临 时 股 东 大 会 决 议 公 告),
// as a heading set letter-spaced comes out of a PDF's text layer.
func LetterSpaceTitle(s string) string {
	a, b := titleLine(s)
	if a < 0 {
		return s
	}
	var sp strings.Builder
	for i, r := range s[a:b] {
		if i > 0 && r != ' ' {
			sp.WriteByte(' ')
		}
		sp.WriteRune(r)
	}
	return s[:a] + sp.String() + s[b:]
}

// SplitTitle breaks the title's line in the middle, as a long title set
// on two lines comes out of a PDF's text layer.
func SplitTitle(s string) string {
	a, b := titleLine(s)
	if a < 0 {
		return s
	}
	rs := []rune(s[a:b])
	return s[:a] + string(rs[:len(rs)/2]) + "\n" + string(rs[len(rs)/2:]) + s[b:]
}

// SpacedNames sets an ideographic space inside every two-character name
// of names, as filings pad such names to the width of three-character
// ones (金　煜).
func SpacedNames(s string, names []string) string {
	for _, n := range names {
		if rs := []rune(n); len(rs) == 2 {
			s = strings.ReplaceAll(s, n, string(rs[0])+"\u3000"+string(rs[1]))
		}
	}
	return s
}
