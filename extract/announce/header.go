package announce

import (
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/normalize"
)

// headerMaxLines bounds the header block: the lines above the first body
// paragraph, never more than this many.
const headerMaxLines = 20

// headerLineMaxRunes is the longest line still read as a header line; a
// longer one is the first body paragraph.
const headerLineMaxRunes = 60

// anchorRe finds the line where an announcement's header begins: its
// listing labels or its number ("证券代码：601939", "股票简称:中联重科",
// "A股代码", "公告编号：临2014-028"). A web page puts its own navigation,
// labels (公司公告) and headings before it.
var anchorRe = lazyre.New(`(?:证券|证劵|股票|[ABH]股|优先股)(?:代码|简称)\s*:|公告编[号码]\s*(?::|临|\d)`)

// anchorMaxLines bounds the search for the anchor: a page's chrome is
// rarely longer than this many lines.
const anchorMaxLines = 80

// titleLinesAbove is how many non-empty lines above the anchor may still
// hold the title (a newspaper page sets the title, then the date and
// source, then the listing labels).
const titleLinesAbove = 4

// headerStart returns the index of the anchor line among lines, or -1
// when the first anchorMaxLines lines have none.
func headerStart(lines []normalize.Line) int {
	n := 0
	for i, ln := range lines {
		if strings.TrimSpace(ln.Text) == "" {
			continue
		}
		if n++; n > anchorMaxLines {
			break
		}
		// The labels are read in simplified characters (證券代碼, 公告編號
		// of a mirror printed in traditional ones); offsets are the same.
		t := normalize.Simplified(ln.Text)
		if !normalize.ContainsAny(t, headerLabelWords) {
			continue
		}
		for _, m := range anchorRe.FindAllStringIndex(t, -1) {
			if !isReference(t, m[0]) {
				return i
			}
		}
	}
	return -1
}

// isReference reports whether the label at offset at of t is quoted in a
// sentence, not set in a header: after an opening bracket or a
// punctuation mark of running text ("…的公告》(公告编号:2016-017)", "…已于
// 2018年1月3日公告,公告编号:2018-001,…", "(股票代码:600036)" of another
// company).
func isReference(t string, at int) bool {
	before, _ := utf8.DecodeLastRuneInString(strings.TrimRight(t[:at], " \t"))
	return strings.ContainsRune("(,、。;“《》", before)
}

// headerLines returns the lines of the announcement's header: from up to
// titleLinesAbove short lines above the anchor (or from the first line
// when there is no anchor) down to the first body paragraph (a line
// longer than headerLineMaxRunes), at most headerMaxLines non-empty ones.
// The anchor line is always taken, however long: a page run together
// into one line still starts with its labels. It also returns how many
// of the lines stand above the anchor.
func headerLines(lines []normalize.Line) ([]normalize.Line, int) {
	start := 0
	above := 0
	if a := headerStart(lines); a >= 0 {
		start = a
		for i := a - 1; i >= 0 && above < titleLinesAbove; i-- {
			t := strings.TrimSpace(lines[i].Text)
			if t == "" {
				continue
			}
			if utf8.RuneCountInString(t) > headerLineMaxRunes {
				break
			}
			start = i
			above++
		}
		var out []normalize.Line
		for i := start; i < len(lines); i++ {
			t := strings.TrimSpace(lines[i].Text)
			if t == "" {
				continue
			}
			if i > a && isBodyLine(t) && !opensWithLabel(t) || len(out) >= headerMaxLines {
				break
			}
			out = append(out, lines[i])
		}
		return out, above
	}
	var out []normalize.Line
	for _, ln := range lines {
		t := strings.TrimSpace(ln.Text)
		if t == "" {
			continue
		}
		// A page's heading naming the listing (华菱管线(000932)发行公告)
		// opens the header however long the line: a page run together
		// into one line still starts with it.
		if isBodyLine(t) && (len(out) > 0 || !pageCodeRe.MatchString(t)) || len(out) >= headerMaxLines {
			break
		}
		out = append(out, ln)
	}
	return out, 0
}

// opensWithLabel reports whether a line opens with a label of the header
// (公告编号:2025-006 沈阳兴齐眼药股份有限公司 1、本次董事会…: the labels set
// one a line, the last run together with the page's text): it belongs to
// the header however long it is.
func opensWithLabel(t string) bool {
	m := anchorRe.FindStringIndex(t)
	return m != nil && m[0] == 0
}

// isBodyLine reports whether a header line is the first body paragraph:
// longer than headerLineMaxRunes, unless it reads as a title (ends in a
// title's word, no label, no sentence in it) of at most titleMaxRunes. A
// site's menu (isMenu) is no paragraph however long it runs.
func isBodyLine(t string) bool {
	n := utf8.RuneCountInString(t)
	if n <= headerLineMaxRunes || isMenu(t) {
		return false
	}
	return n > titleMaxRunes || !isTitle(t) || normalize.Contains(t, "。")
}

// secondAnnouncement finds the header of a second announcement in the
// text: listing labels again after the first announcement's anchor and
// its 特此公告; or, where the first is cut before its close (a page's
// excerpt, a newspaper page that runs the next announcement on), listing
// labels after a paragraph of the first's body that head a title of their
// own and state a number other than the first's (number, "" when it
// states none). It returns the span of the second header's anchor line and
// the index of the line the second announcement starts from: the first's
// lines are those before it.
func secondAnnouncement(text string, lines []normalize.Line, number string) (normalize.Span, int, bool) {
	a := headerStart(lines)
	if a < 0 {
		return normalize.Span{}, 0, false
	}
	body := isBodyLine(strings.TrimSpace(lines[a].Text)) // a page run together into one line
	for i := a + 1; i < len(lines); i++ {
		if strings.TrimSpace(lines[i].Text) == "" {
			continue
		}
		if normalize.Contains(lines[i].Text, noticeEnd) {
			if b := headerStart(lines[i+1:]); b >= 0 {
				return lines[i+1+b].Span, i + 1 + b, true
			}
			break
		}
		if !strings.ContainsAny(lines[i].Text, labelEnds) || headerStart(lines[i:i+1]) != 0 {
			continue
		}
		// The last paragraph of the first's body above the labels.
		after := -1
		for k := i - 1; k > a; k-- {
			if t := strings.TrimSpace(lines[k].Text); t != "" && isBodyLine(t) {
				after = k
				break
			}
		}
		if after < 0 && body {
			after = a
		}
		if after >= 0 && headsAnother(text, lines[after+1:], number) {
			return lines[i].Span, after + 1, true
		}
	}
	return normalize.Span{}, 0, false
}

// labelEnds are the last characters of the header's labels (代码, 简称,
// 编号, 编码), in both scripts (代碼, 簡稱, 編號): a line without any holds
// no label.
const labelEnds = "码碼称稱号號"

// headsAnother reports whether lines (from the line after a paragraph of
// the first announcement's body) open with an announcement's header of
// its own: a title, and a number other than the first's.
func headsAnother(text string, lines []normalize.Line, number string) bool {
	header, above := headerLines(lines)
	if title, _ := findTitle(lines, header, above); title == "" {
		return false
	}
	num, _, ok := findNumber(text, header)
	return ok && num != number
}

// Wording read inside the functions above, with the filings it came
// from.
var (
	// headerLabelWords mark a line of the header's labels: 证券代码,
	// 证券简称, 公告编号, 公告编码 (and their traditional forms, read
	// simplified: 證券代碼, 公告編號).
	headerLabelWords = []string{"代码", "简称", "编号", "编码"}

	// codeWord, shortNameWord and numberWord are the labels' own words:
	// "证券代码：600000 证券简称：浦发银行 公告编号：临2019-001".
	codeWord, shortNameWord, numberWord = "代码", "简称", "编号"

	// noticeEnd closes the body before the signature (特此公告。);
	// noticeWord ends a title (…决议公告).
	noticeEnd, noticeWord = "特此公告", "公告"
)
