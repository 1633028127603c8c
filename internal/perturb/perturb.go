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

import (
	_ "embed"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

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
	{Name: "chinese-dates-〇", Apply: func(s string) string { return ChineseDates(s, "〇") }},
	{Name: "chinese-dates-○", Apply: func(s string) string { return ChineseDates(s, "○") }},
	{Name: "chinese-dates-O", Apply: func(s string) string { return ChineseDates(s, "O") }},
	{Name: "chinese-dates-零", Apply: func(s string) string { return ChineseDates(s, "零") }},
}

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

// BreakDates breaks every date in digits over lines after its 年 and its
// 月, as the text layer of a PDF does when the date's runs stand on
// separate lines: 2014年 / 1月 / 29日.
func BreakDates(s string) string {
	return dateRe.ReplaceAllString(s, "${1}年\n${2}月\n${3}日")
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

// FullWidth writes every ASCII digit, letter and punctuation mark in its
// full-width form (２０１４年, 临２０１４－００５, ：, （）), as filings typed
// in a Chinese input method's full-width mode print them.
func FullWidth(s string) string {
	return strings.Map(func(r rune) rune {
		if r > ' ' && r < 0x7F {
			return r + 0xFEE0
		}
		return r
	}, s)
}

// Navigation holds the chrome that news and data sites put before an
// announcement (a quote page's widget, a newspaper's page navigation, a
// portal's labels, a forum's log-in prompt, a portal's path and links to
// the announcements before and after, a newspaper site's calendar and
// portal line), as their pages print it.
var Navigation = []string{
	"读取中,请稍候\n\n00-00 00:00:00\n--.--\n0.00 (0.000%)\n昨收盘:0.000今开盘:0.000最高价:0.000最低价:0.000\n成交额:0成交量:0买入价:0.000卖出价:0.000\n市盈率:0.000收益率:0.00052周最高:0.00052周最低:0.000\n",
	"第A15版:信息披露 上一版  下一版\n \n标题导航\n首页 | 电子报首页 | 版面导航 | 标题导航\n上一篇 放大 缩小 默认\n",
	"意见反馈 手机随时随地看行情\n\n公司公告\n\n",
	"成为注册用户,每天转文章赚钱!\n您需要 登录 才可以下载或查看,没有账号?立即注册\nx\n",
	"首页 > 信息披露 > 公司公告\n上一篇:关于召开2010年第一次临时股东大会的通知\n下一篇:北京歌华有线电视网络股份有限公司董事会决议公告\n【字号 大 中 小】 【打印】 【关闭窗口】\n\n",
	// A newspaper's site: the page's calendar, then the item's portal
	// line, its publication time and source (2018-09-21 来源:上海证券报,
	// 2014-12-10 来源:证券时报网 作者:, 时间:2025年07月02日 12:11:15 中财网).
	"30版 信息披露  查看版面PDF\n\n2018年\n\n9月21日\n\n查看其他日期\n\n发布时间:2018-09-21 09:30:00 来源:上海证券报 作者:\n\n",
}

//go:embed traditional.txt
var traditionalPairs string

// traditionalOf maps a simplified character to its traditional form, the
// first of OpenCC's STCharacters (see NOTICE) where it lists several.
var traditionalOf = func() map[rune]rune {
	m := map[rune]rune{}
	rs := []rune(strings.ReplaceAll(traditionalPairs, "\n", ""))
	for i := 0; i+1 < len(rs); i += 2 {
		m[rs[i]] = rs[i+1]
	}
	return m
}()

// Traditional writes s in traditional characters, one for one, as the
// mirrors of mainland filings on Hong Kong and Taiwan sites print them:
// 董事會決議公告, 證券代碼, 於.
func Traditional(s string) string {
	return strings.Map(func(r rune) rune {
		if t, ok := traditionalOf[r]; ok {
			return t
		}
		return r
	}, s)
}

var chineseDigits = []string{"〇", "一", "二", "三", "四", "五", "六", "七", "八", "九"}

// ChineseDates writes every date in digits in Chinese numerals, the year
// digit by digit with zero for its zeros (二〇一四年一月二十九日, 二○一二年,
// 二OO九年, 二零一零年), as signatures and some headers print dates.
func ChineseDates(s, zero string) string {
	return dateRe.ReplaceAllStringFunc(s, func(m string) string {
		p := dateRe.FindStringSubmatch(m)
		var b strings.Builder
		for _, d := range p[1] {
			if d == '0' {
				b.WriteString(zero)
			} else {
				b.WriteString(chineseDigits[d-'0'])
			}
		}
		b.WriteString("年")
		b.WriteString(chineseNumber(p[2]))
		b.WriteString("月")
		b.WriteString(chineseNumber(p[3]))
		b.WriteString("日")
		return b.String()
	})
}

// chineseNumber writes a month or day, 1-31, in Chinese numerals: 一, 十,
// 十二, 二十, 二十九, 三十一.
func chineseNumber(d string) string {
	n := 0
	for _, c := range d {
		n = n*10 + int(c-'0')
	}
	switch {
	case n < 10:
		return chineseDigits[n]
	case n == 10:
		return "十"
	case n < 20:
		return "十" + chineseDigits[n-10]
	case n%10 == 0:
		return chineseDigits[n/10] + "十"
	default:
		return chineseDigits[n/10] + "十" + chineseDigits[n%10]
	}
}

// simplifiedOf inverts traditionalOf: the simplified character Traditional
// wrote each traditional one for (the first, where two share one).
var simplifiedOf = func() map[rune]rune {
	m := map[rune]rune{}
	rs := []rune(strings.ReplaceAll(traditionalPairs, "\n", ""))
	for i := 0; i+1 < len(rs); i += 2 {
		if _, ok := m[rs[i+1]]; !ok {
			m[rs[i+1]] = rs[i]
		}
	}
	return m
}()

// Simplified undoes Traditional: the form a value printed in traditional
// characters has in the original text.
func Simplified(s string) string {
	return strings.Map(func(r rune) rune {
		if t, ok := simplifiedOf[r]; ok {
			return t
		}
		return r
	}, s)
}

// Wrapped holds the rewritings that break paragraphs at a column's width
// (Wrap). A page run together into one long line has its header wrapped
// too, which a PDF does not do, and on which not every fact holds yet:
// bench/perturb reports them (-wrapped), the tests do not.
var Wrapped = []Perturbation{
	{Name: "wrapped-37", Apply: func(s string) string { return Wrap(s, 37) }},
	{Name: "wrapped-29", Apply: func(s string) string { return Wrap(s, 29) }},
}

// Wrap breaks every paragraph (a line longer than paragraphMinRunes)
// after each width characters, wherever that falls (inside a word, a
// number, a date, a name), as a PDF's text layer breaks the lines of a
// page's column; the header's lines and headings, set on lines of their
// own, stay.
// paragraphMinRunes is the shortest line Wrap takes for a paragraph.
const paragraphMinRunes = 60

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

// headerLabelRe finds a listing label of the header after white space:
// 证券简称, 股票代码, 公告编号, 编号.
var headerLabelRe = regexp.MustCompile(`[ \t]+((?:证券|股票|A股|B股|H股|优先股|转债|债券)(?:代码|简称)|公告编号|编号)`)

// LabelsOnLines sets each listing label of a header line on a line of its
// own (证券代码:600105 / 证券简称:永鼎股份 / 公告编号:临2014-005), as some
// filings lay the header out.
func LabelsOnLines(s string) string {
	return headerLabelRe.ReplaceAllString(s, "\n$1")
}

// spacesRe is a run of ASCII spaces.
var spacesRe = regexp.MustCompile(` +`)

// WideSpaces writes every run of spaces as the same number of sp
// (U+3000, the ideographic space of a Chinese word processor; U+00A0, a
// web page's &nbsp;).
func WideSpaces(s, sp string) string {
	return spacesRe.ReplaceAllStringFunc(s, func(m string) string { return strings.Repeat(sp, len(m)) })
}
