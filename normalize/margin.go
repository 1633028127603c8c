package normalize

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/internal/affix"
	"github.com/gonggao/gonggao/internal/textwidth"
)

// A page's right margin breaks a line before the word or figure that does
// not fit, so that the lines of a paragraph end a few columns short of
// the margin, not at one width (widthColumn) nor at one count of
// characters (countColumn):
//
//	       中信银行股份有限公司(以下简称“公司”)第二届董事会第三十次会议
//	于2012年3月9日发出书面会议通知,2012年3月30日在北京以现场会议形式完成
//	表决形成决议,会议应参会董事15人,实际参会董事15名,其中安赫尔卡诺
//
// (中信银行, 2012, 67 to 70 columns a line). marginWidth finds that
// margin, marginBreaks the breaks it made.

// Lines are measured for a margin between marginMinWidth and
// marginMaxWidth columns; a line is long from longLineWidth columns.
const (
	marginMinWidth = 40
	marginMaxWidth = 200
	longLineWidth  = 20
)

// marginSlack is how far short of the margin a wrapped line may end: a
// line breaks before a word that would not fit. marginSlackFigures is the
// slack of a line holding figures, which break before a whole number
// (2,095,027,000).
const marginSlack, marginSlackFigures = 6, 16

// marginBlankLines is how many blank lines may stand between two halves of
// a sentence broken at the margin (a double-spaced rendering).
const marginBlankLines = 1

// marginLines is how many lines must reach the margin, within marginSlack,
// for a text to be read as broken at it.
const marginLines = 4

// marginWidth returns the margin, in columns, at which the lines of text
// were broken, or 0: the width that the most lines reach within
// marginSlack (the widest on a tie), when at least marginLines do, few
// lines pass it (at most half as many as reach it: a text broken at a
// count of characters has its lines of Chinese wider than its lines of
// figures), and they are a quarter of the long lines, or hardly a line
// (a third of theirs) is wider than it: the others are a site's
// furniture, headings and the last lines of paragraphs. Lines set apart
// in cells (laidApart) are not counted as wider; the lines of a web page's
// chrome (pageChrome) neither reach the margin nor pass it, but count as
// long lines.
func marginWidth(text string, lines []columnLine) int {
	var count [marginMaxWidth + 1]int
	long := 0
	for _, ln := range lines {
		w := ln.width
		if w >= longLineWidth {
			long++
		}
		if w >= marginMinWidth && w <= marginMaxWidth && !ln.chrome {
			count[w]++
		}
	}
	best, bestN := 0, 0
	n := 0 // lines in [w-marginSlack, w]
	for w := marginMinWidth; w <= marginMaxWidth; w++ {
		n += count[w]
		if v := w - marginSlack - 1; v >= marginMinWidth {
			n -= count[v]
		}
		if count[w] > 0 && n >= bestN {
			best, bestN = w, n
		}
	}
	if bestN < marginLines {
		return 0
	}
	wider := 0
	for _, ln := range lines {
		if ln.width > best+2 && !laidApart(text[ln.start:ln.end]) && !ln.chrome {
			wider++
		}
	}
	if bestN*4 < long && wider*3 > bestN || wider*2 > bestN {
		return 0
	}
	return best
}

// marginExplains returns how many long lines of text a margin w explains:
// those that end within marginSlack of it.
func marginExplains(text string, lines []columnLine, w int) int {
	n := 0
	for _, ln := range lines {
		if pw := ln.width; ln.runes >= wrappedLineRunes && pw >= w-marginSlack && pw <= w+2 && !ln.chrome {
			n++
		}
	}
	return n
}

// marginBreaks returns the line breaks of text that its margin w made: a
// line that reaches the margin (within marginSlack, or marginSlackFigures
// when it holds figures and opens no item of a list; its dates in Chinese
// numerals measured as their digits, chineseDateExcess) and ends no
// sentence nor clause goes on on the next line that has text, when that
// one opens no item of a list nor the announcement's close and neither is
// set in cells nor a web page's chrome (pageChrome). Each break is taken out with the blank line between the
// halves of a text set double-spaced (marginBlankLines) and the next
// line's indentation.
func marginBreaks(text string, lines []columnLine, w int, taken []bool) []Span {
	var out []Span
	textOf := func(k int) string { return text[lines[k].start:lines[k].end] }
	blank := func(k int) bool { return strings.TrimSpace(textOf(k)) == "" }
	// A blank line stands between the halves of a sentence only in a text
	// set double-spaced: most lines that reach the margin have one after
	// them. Elsewhere a blank line ends a paragraph whose last line
	// reached the margin by chance.
	direct, spaced := 0, 0
	for p := 0; p+2 < len(lines); p++ {
		if pw := lines[p].width; blank(p) || pw < w-marginSlack || pw > w+2 {
			continue
		}
		if !blank(p + 1) {
			direct++
		} else if !blank(p + 2) {
			spaced++
		}
	}
	reach := 0
	if spaced > direct {
		reach = marginBlankLines
	}
	for p := 0; p+1 < len(lines); p++ {
		if blank(p) {
			continue
		}
		i := p + 1
		for i < len(lines) && i-p <= reach && blank(i) {
			i++
		}
		if i >= len(lines) || blank(i) || taken[i] || lines[p].chrome || lines[i].chrome {
			continue
		}
		prev := textOf(p)
		width := lines[p].width
		slack := marginSlack
		head := strings.TrimLeft(prev, " \t\u3000\u00a0")
		if strings.ContainsAny(prev, "0123456789０１２３４５６７８９") && !listItemStart.MatchString(head) {
			slack = marginSlackFigures
		}
		if width > w+2 {
			width -= chineseDateExcess(prev)
		}
		if width < w-slack || width > w+2 {
			continue
		}
		next := textOf(i)
		nt := strings.TrimLeft(next, " \t\u3000\u00a0")
		if !marginContinues(strings.TrimRight(prev, " \t\u3000\u00a0"), nt) {
			continue
		}
		out = append(out, Span{lines[p].start + len(prev), lines[i].end - len(nt)})
	}
	return out
}

// marginContinues reports whether a line that reached the margin, pt (its
// end trimmed), goes on in next (its indentation trimmed): pt ends no
// sentence nor clause, neither is set in cells, next opens no item of a
// list nor the close, and no byte either side is a broken character.
func marginContinues(pt, next string) bool {
	last, _ := utf8.DecodeLastRuneInString(pt)
	first, _ := utf8.DecodeRuneInString(next)
	if last == utf8.RuneError || first == utf8.RuneError || strings.ContainsRune(clauseEnds, last) {
		return false
	}
	if laidApart(pt) || laidApart(next) || listItemStart.MatchString(next) && !strings.ContainsRune(openingMarks, last) || affix.HasAnyPrefix(next, closingWords) || parallel(pt, next) {
		return false
	}
	head := strings.TrimLeft(pt, " \t\u3000\u00a0")
	if listItemStart.MatchString(head) && !strings.ContainsAny(head, clauseMarks) && affix.HasAnySuffix(Simplified(head), titleEnds) {
		// A numbered heading with no clause in it that ends as a title
		// ends is a proposal's title: "一、上海银行股份有限公司 2016 年度董
		// 事会工作报告" then "表决情况:同意 18 票,…".
		return false
	}
	if headerRow(head) || headerRow(next) {
		// A header's row stands apart: "债券代码:122039 债券简称:09皖通
		// 债" then the company's name.
		return false
	}
	return true
}

// headerRow reports whether a line holds two labelled fields or more, as a
// header's rows do ("股票代码:600012 股票简称:皖通高速 编号:临2010-14"): a
// label and its colon (labelField) at its start and after a space.
func headerRow(s string) bool {
	n := 0
	for i := 0; i < len(s); {
		if _, ok := labelField(s[i:]); ok {
			if n++; n >= 2 {
				return true
			}
		}
		k := strings.IndexAny(s[i:], " \u3000\u00a0")
		if k < 0 {
			break
		}
		i += k
		for i < len(s) {
			r, size := utf8.DecodeRuneInString(s[i:])
			if r != ' ' && r != '\u3000' && r != '\u00a0' {
				break
			}
			i += size
		}
	}
	return false
}

// clauseMarks set a clause apart inside a sentence, in both widths.
const clauseMarks = ",，。;；"

// titleEnds end a proposal's or a report's title: "…的议案", "…工作报
// 告", "…预案", "…方案", "《…》".
var titleEnds = []string{"议案", "报告", "预案", "方案", "》"}

// laidApart reports whether a line sets words apart as cells are set: a
// tab, two spaces or more between two words (ASCII, no-break or
// ideographic) ("表决结果:赞成15票
// 反对0票   弃权0票"), or a table's cells set apart by bars ("出席会议的股东
// 和代理人人数 | 7名 |").
func laidApart(s string) bool {
	t := strings.Trim(s, " \t\u3000\u00a0")
	if strings.Contains(t, "\t") || strings.Contains(t, " | ") {
		return true
	}
	run := 0 // spaces in a row: ASCII, no-break, ideographic
	for _, r := range t {
		if r == ' ' || r == '\u00a0' || r == '\u3000' {
			if run++; run >= 2 {
				return true
			}
			continue
		}
		run = 0
	}
	return false
}

// closingWords open the close of an announcement ("特此公告。"): a line
// they open stands apart, however wide the line before.
var closingWords = []string{"特此公告"}

// chineseDateExcess returns how many columns wider the dates of s written
// in Chinese numerals are than the same dates in digits: a page laid out
// with "于2012年3月9日发出书面会议通知,2012年3月30日在北京以现场会议形式完成"
// that writes its dates "二〇一二年三月九日", "二〇一二年三月三十日" keeps the
// breaks of the digits.
func chineseDateExcess(s string) int {
	excess := 0
	for _, d := range FindDates(s) {
		if r, _ := utf8.DecodeRuneInString(d.Text); r < 0x80 || r >= '０' && r <= '９' {
			continue
		}
		digits := len(strconv.Itoa(d.Year)) + 2 + len(strconv.Itoa(d.Month)) + 2
		if d.Day > 0 {
			digits += len(strconv.Itoa(d.Day)) + 2 // the figure and its unit (年, 月, 日)
		}
		if x := textwidth.Columns(d.Text) - digits; x > 0 {
			excess += x
		}
	}
	return excess
}

// approvalVerbEnds end a line broken between an approval's verb and the
// proposal it approved, approvedTitleHeads open the line after it: "2、
// 2014年12月31日,公司第八届董事会第二次会议审议通过了" / "《关于公司全资子公
// 司签署共建智慧两江战略合作框架协议的议案》,同意…", "公司于2017年10月16日
// 召开第四届董事会2017年第四次会议审议通过" / "了《关于签订重大经营合同的议
// 案》,并就…". The verb never ends its sentence, whatever the width of the
// line; a line ending on it with no title after it stays apart: "本预案
// 于2019年7月17日经公司第六届董事会第三十次会议" / "审议通过" / "本次优先股
// 发行方案尚需…".
var (
	approvalVerbEnds   = []string{"审议通过了", "审议通过", "审议并通过了", "审议并通过", "审议批准了", "审议批准"}
	approvedTitleHeads = []string{"《", "了《"}
)

// approvalBreak reports whether a line, pt (its end trimmed), ends on an
// approval's verb, in either script (審議通過), and next (its indentation
// trimmed) opens the title of what it approved.
func approvalBreak(pt, next string) bool {
	return affix.HasAnyPrefix(next, approvedTitleHeads) && affix.HasAnySuffix(Simplified(pt), approvalVerbEnds)
}
