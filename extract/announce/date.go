package announce

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/normalize"
)

// findAnnouncementDate returns the date of the filing: the date of the
// signature block at the end (the line after the signer, or the signer
// and the date run together on one line: 长沙中联重工科技发展股份有限公司
// 董事会二○○六年四月二十七日), else a date line in the header
// ("(2014年12月12日)", the cover's "二〇一四年六月"). Dates in the body are
// never used.
func findAnnouncementDate(lines, header []normalize.Line) (string, normalize.Span, bool) {
	if d, sp, ok := signatureDate(lines); ok {
		return d, sp, true
	}
	for _, ln := range header {
		t, sp := extract.TrimLine(ln)
		if m := extract.DateLineRe.FindStringSubmatchIndex(t); m != nil {
			if d, ok := extract.ParseDate(t[m[2]:m[3]]); ok {
				return d, normalize.Span{Start: sp.Start + m[2], End: sp.Start + m[3]}, true
			}
		}
		// The body has begun: a numbered item (6、债券期限:…即自2017年7月7日
		// 至 / 2023年7月6日) or a sentence.
		if extract.CNHeadingRe.MatchString(t) || extract.ArabicHeadingRe.MatchString(t) || extract.ItemHeadingRe.MatchString(t) || strings.HasSuffix(t, "。") {
			break
		}
	}
	return "", normalize.Span{}, false
}

// signatureDatePattern is a signature's date: written out (2014年12月12日,
// 二〇一四年六月), or in figures with one separator (武汉凯迪电力股份有限公司
// 董事会2009-7-15, 2009; a signature block's date line 2012-05-16 or
// 2012.05.16 under the signer). Figures alone are read only where a
// signature stands, never in the header or the body.
const signatureDatePattern = extract.DatePattern + `|\d{4}-\d{1,2}-\d{1,2}|\d{4}\.\d{1,2}\.\d{1,2}|\d{4}/\d{1,2}/\d{1,2}`

// signerDatePattern is a signer (…董事会, …监事会, …公司, 监 事 会 with its
// spaces folded) and the date after it.
const signerDatePattern = `(?:董事会|监事会|董事局|公司)\s*\(?(` + signatureDatePattern + `)\)?`

// signerDateRe is a signature run together on one line: the signer, then
// the date ending the line.
var signerDateRe = lazyre.New(signerDatePattern + `$`)

// signatureDateLineRe is the line of a signature block under its signer
// that holds the date alone (see signatureDatePattern).
var signatureDateLineRe = lazyre.New(`^\(?(` + signatureDatePattern + `)\)?$`)

// pageMarkTailRe is a page number run onto the end of a line: " - 1 -",
// or the bare number run onto a date (2009年4月25日2, 二〇一七年五月二十七日1).
var pageMarkTailRe = lazyre.New(`(?:\s+-\s?\d{1,3}\s?-|日\d{1,2})$`)

// trimPageMark returns t without a page number run onto its end.
func trimPageMark(t string) string {
	loc := pageMarkTailRe.FindStringIndex(t)
	if loc == nil {
		return t
	}
	if strings.HasPrefix(t[loc[0]:], dayWord) {
		return t[:loc[0]+len(dayWord)]
	}
	return t[:loc[0]]
}

// afterNoticeEnd returns the part of a line after 特此公告 and its
// punctuation, where the signer is run on ("特此公告! 深圳市索菱实业股份有限
// 公司董事会", "…合同正本。特此公告北京首航艾启威节能技术股份有限公司董事会").
func afterNoticeEnd(t string, sp normalize.Span) (string, normalize.Span) {
	k := strings.LastIndex(t, extract.NoticeEnd)
	if k < 0 {
		return t, sp
	}
	rest := strings.TrimLeft(t[k+len(extract.NoticeEnd):], "。.!！: ")
	sp.Start += len(t) - len(rest)
	return rest, sp
}

// signatureDate finds the date of the signature block: after the last
// 特此公告 when there is one, the first date line after a signer line, or
// a line that ends in a signer and a date; without 特此公告, the first
// signature in the document.
func signatureDate(lines []normalize.Line) (string, normalize.Span, bool) {
	from := 0
	for i, ln := range lines {
		if normalize.Contains(ln.Text, noticeEnd) {
			from = i
		}
	}
	var found []normalize.Span
	var dates []string
	for i := from; i < len(lines); i++ {
		t, sp := afterNoticeEnd(extract.TrimLine(lines[i]))
		// A page number the conversion ran onto the line: 二OO九年六月十五日 - 1 -.
		t = trimPageMark(t)
		if !extract.HasAnySuffix(t, dateLineEnds) && !extract.IsSignatureLine(t) {
			continue // neither a signer nor a line ending in a date
		}
		if m := signerDateRe.FindStringSubmatchIndex(t); m != nil {
			if d, ok := extract.ParseDate(t[m[2]:m[3]]); ok {
				found = append(found, normalize.Span{Start: sp.Start + m[2], End: sp.Start + m[3]})
				dates = append(dates, d)
				if from > 0 {
					break
				}
				continue
			}
		}
		if !extract.IsSignatureLine(t) {
			continue
		}
		for _, next := range lines[i+1:] {
			nt, nsp := extract.TrimLine(next)
			nt = trimPageMark(nt)
			if nt == "" || slices.Contains(extract.Signers, nt) {
				continue
			}
			if m := signatureDateLineRe.FindStringSubmatchIndex(nt); m != nil {
				if d, ok := extract.ParseDate(nt[m[2]:m[3]]); ok {
					found = append(found, normalize.Span{Start: nsp.Start + m[2], End: nsp.Start + m[3]})
					dates = append(dates, d)
				}
			}
			break
		}
		if from > 0 && len(found) > 0 {
			break
		}
	}
	if len(found) > 0 {
		return dates[0], found[0], true
	}
	return runTogetherSignatureDate(lines)
}

// signerDateInRe is a signer and its date inside a line.
var signerDateInRe = lazyre.New(signerDatePattern)

// pageTailMaxRunes bounds what a page run together into one line may set
// after its signature: the site's leftovers (关闭窗口 |, 附件:公告原文).
const pageTailMaxRunes = 16

// runTogetherSignatureDate finds the signature's date in the last line of
// a page whose lines run together into one (see runTogetherSignature).
func runTogetherSignatureDate(lines []normalize.Line) (string, normalize.Span, bool) {
	i, from, m, ok := runTogetherSignature(lines)
	if !ok {
		return "", normalize.Span{}, false
	}
	t := lines[i].Text
	d, ok := extract.ParseDate(t[from+m[2] : from+m[3]])
	if !ok {
		return "", normalize.Span{}, false
	}
	sp := lines[i].Span
	return d, normalize.Span{Start: sp.Start + from + m[2], End: sp.Start + from + m[3]}, true
}

// runTogetherSignature finds the signature in the last line of a page
// whose lines run together into one: the last signer and date in it,
// followed by no more than the page's leftovers (杭叉集团股份有限公司
// 董事会 2023年4月21日 附件:公告原文; 武汉东湖高新集团股份有限公司董事会
// 二○○三年四月二十九日 关闭窗口 |; …股份有限公司 董 事 会 二○○六年四月二十七日 |),
// no sentence among them. It returns the line's index, the offset in it
// from which m (signerDateInRe's submatch indexes) counts.
func runTogetherSignature(lines []normalize.Line) (int, int, []int, bool) {
	i := len(lines) - 1
	for i >= 0 && strings.TrimSpace(lines[i].Text) == "" {
		i--
	}
	// A last line no longer than a header's is one of a page laid out,
	// read above.
	if i < 0 || utf8.RuneCountInString(lines[i].Text) <= headerLineMaxRunes {
		return 0, 0, nil, false
	}
	t := lines[i].Text
	from := max(0, len(t)-runTogetherTailBytes)
	for from < len(t) && !utf8.RuneStart(t[from]) {
		from++
	}
	ms := signerDateInRe.FindAllStringSubmatchIndex(t[from:], -1)
	if len(ms) == 0 {
		return 0, 0, nil, false
	}
	m := ms[len(ms)-1]
	tail := t[from+m[1]:]
	if utf8.RuneCountInString(strings.TrimSpace(tail)) > pageTailMaxRunes || strings.ContainsAny(tail, "。;") || extract.DateRe.MatchString(tail) {
		return 0, 0, nil, false
	}
	return i, from, m, true
}

// garbledDateRe is a date's shape at the end of a signature line, its
// numerals whatever glyphs they are printed in: the signer (or the line's
// start), up to six characters and 年, up to ten and 日, a page number
// after it.
var garbledDateRe = lazyre.New(`(?:^|董事会|监事会|董事局|公司)\s*([^\s,。;:、]{0,6}年[^,。;:、]{1,10}?日)\s*\d{0,2}$`)

// dateNumerals are the characters a date's numerals are written in.
const dateNumerals = "0123456789〇○零OＯ一二三四五六七八九十廿卅"

// signatureLinesRead is how many non-empty lines at the end of the text
// are read for a signature's date printed in other glyphs.
const signatureLinesRead = 3

// garbledSignatureDate finds a signature's date that has a date's shape
// but is no date: converted filings whose font maps some numerals to
// other characters print 二○惊○年二月十惊日 (惊 for 一), 二〇〇九年九月二十栈日,
// 二〇一Q年十二月九日, 2010年12霳20日 (霳 for 月), or the date's parts out of
// order (年2050月5 19日). Which character a glyph stands for is the font's,
// not the text's, so the date is reported unreadable, never guessed. It
// returns the span of the date.
func garbledSignatureDate(lines []normalize.Line) (normalize.Span, bool) {
	n := 0
	for i := len(lines) - 1; i >= 0 && n < signatureLinesRead; i-- {
		t, sp := extract.TrimLine(lines[i])
		if t == "" {
			continue
		}
		n++
		m := garbledDateRe.FindStringSubmatchIndex(t)
		if m == nil {
			continue
		}
		d := t[m[2]:m[3]]
		numerals := 0
		for _, r := range d {
			if strings.ContainsRune(dateNumerals, r) {
				numerals++
			}
		}
		if loc := extract.DateRe.FindStringIndex(d); numerals < 2 || loc != nil && loc[0] == 0 && loc[1] == len(d) {
			continue // a date read, or none
		}
		return normalize.Span{Start: sp.Start + m[2], End: sp.Start + m[3]}, true
	}
	return normalize.Span{}, false
}

// runTogetherTailBytes is how much of the end of a run-together line is
// read for its signature.
const runTogetherTailBytes = 400

// Wording read inside the functions above, with the filings it came
// from.
var (
	// dayWord ends a date before a page mark (二OO九年六月十五日 - 1 -);
	// dateLineEnds end a signature's line: a date (…日, …月, a date in
	// figures …2009-7-15) or a closing bracket.
	dayWord      = "日"
	dateLineEnds = []string{"日", "月", ")", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9"}
)
