package extract

import (
	"slices"
	"strconv"
	"strings"

	"github.com/gonggao/gonggao/internal/affix"
	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/normalize"
)

// A date as a whole line: "(2014年12月12日)", "2014年11月1日",
// "二〇一四年六月".
var DateLineRe = lazyre.New(`^\(?(` + DatePattern + `)\)?$`)

var DateRe = lazyre.New(DatePattern)

// A 释义 row: "| 公司、发行人 | 指 | 兴业银行股份有限公司 |" or, as
// plain text, "公司、发行人 指 兴业银行股份有限公司".
var definitionRowRe = lazyre.New(`^\|?\s*([^|\t]{1,40}?)\s*(?:\||\t|\s)\s*指\s*(?:\||\t|\s)\s*([^|\t]+?)\s*\|?\s*$`)

// DatePattern matches a calendar date in Arabic or Chinese numerals, the
// day optional: 2014年12月12日, 二〇一四年六月.
const DatePattern = `(?:\d{4}|[〇零○OＯ0一二三四五六七八九]{4})年(?:\d{1,2}|[一二三四五六七八九十]{1,3}|元)月(?:(?:\d{1,2}|[一二三四五六七八九十廿卅]{1,3})[日号])?`

// TrimLine returns the line's text without surrounding spaces and its span.
func TrimLine(ln normalize.Line) (string, normalize.Span) {
	t := strings.TrimLeft(ln.Text, " \t")
	start := ln.Span.Start + len(ln.Text) - len(t)
	t = strings.TrimRight(t, " \t")
	return t, normalize.Span{Start: start, End: start + len(t)}
}

// definitionWord joins a term to its definition in a 释义 table: "本行 |
// 指 | 中国建设银行股份有限公司".
const definitionWord = "指"

// DefinitionRow returns definitionRowRe's submatch indices in line, or nil;
// a line without 指 (most lines) is not read by the expression.
func DefinitionRow(line string) []int {
	if !normalize.Contains(line, definitionWord) {
		return nil
	}
	return definitionRowRe.FindStringSubmatchIndex(line)
}

// Signers: the body that signs a filing, alone on its line or after the
// company's name ("中国农业银行股份有限公司董事会", "董事会", "监事会",
// "珠海华发实业股份有限公司董事局": some companies call their board 董事局).
var Signers = []string{"董事会", "监事会", "董事局"}

// NoticeEnd closes an announcement's own text, before its signature and
// annexes: "特此公告。".
const NoticeEnd = "特此公告"

// IsSignatureLine reports whether t is the signer of a filing: the company
// name, 董事会, or both run together.
func IsSignatureLine(t string) bool {
	if slices.Contains(Signers, t) {
		return true
	}
	// The name is the whole line or followed by 董事会/监事会, so the line
	// ends in one of these: most lines are told without the expression.
	if !strings.HasSuffix(t, companySuffix) && !HasAnySuffix(t, Signers) {
		return false
	}
	m := CompanyNameRe.FindString(t)
	if m == "" {
		return false
	}
	rest := t[len(m):]
	return rest == "" || slices.Contains(Signers, rest)
}

// companySuffix ends every company name CompanyNameRe reads (股份有限公司,
// 有限公司).
const companySuffix = "公司"

// HasAnySuffix reports whether s ends with one of suffixes.
func HasAnySuffix(s string, suffixes []string) bool { return affix.HasAnySuffix(s, suffixes) }

// ParseDate turns a date in Arabic or Chinese numerals into YYYY-MM-DD, or
// YYYY-MM when the day is not stated; impossible dates are refused.
func ParseDate(s string) (string, bool) {
	d, err := normalize.ParseDate(strings.TrimSpace(s))
	if err != nil {
		return "", false
	}
	return d.String(), true
}

// SmallInt parses a count or date part written in Arabic digits or in
// Chinese numerals (十四, 二〇一四).
func SmallInt(s string) (int, bool) {
	if s == "" {
		return 0, false
	}
	if n, err := strconv.Atoi(s); err == nil {
		return n, n >= 0
	}
	v, err := normalize.ChineseInt(s)
	if err != nil || v < 0 || v > 1<<30 {
		return 0, false
	}
	return int(v), true
}

// Top-level headings: "四、关于优先股发行后填补股东即期回报的议案".
var CNHeadingRe = lazyre.New(`^([一二三四五六七八九十百]+)、\s*(.+)$`)

// Arabic headings, used only when a filing numbers its proposals so:
// "1、审议通过《关于…的议案》".
var ArabicHeadingRe = lazyre.New(`^(\d{1,2})[、.]\s*(.+)$`)

// Sub-items voted one by one: "（一）发行优先股的种类".
var ItemHeadingRe = lazyre.New(`^\(([一二三四五六七八九十百]+)\)\s*(.+)$`)

// Annex headings end the resolutions: "附件一", "附件1：", "附件：".
var AnnexStartRe = lazyre.New(`^附件\s*[一二三四五六七八九十\d]*\s*[:]?`)

// SplitKeep splits s at any of the separator runes and returns the spans
// of the non-empty pieces.
func SplitKeep(s, seps string) []normalize.Span {
	var out []normalize.Span
	start := 0
	for start < len(s) {
		// The nearest separator: each looked for with a substring search
		// rather than testing every character of s.
		at, size := len(s), 0
		for _, r := range seps {
			sep := string(r)
			if i := normalize.Index(s[start:at], sep); i >= 0 {
				at, size = start+i, len(sep)
			}
		}
		if at > start {
			out = append(out, normalize.Span{Start: start, End: at})
		}
		if size == 0 {
			break
		}
		start = at + size
	}
	return out
}

// ResolutionsEnd returns the index of the line that ends the resolutions:
// 特此公告, or the first annex heading, or the end of the document.
func ResolutionsEnd(lines []normalize.Line) int {
	for i, ln := range lines {
		t, _ := TrimLine(ln)
		if strings.HasPrefix(t, NoticeEnd) || AnnexStartRe.MatchString(t) {
			return i
		}
	}
	return len(lines)
}

// LineEnd returns the offset of the end of the line holding off.
func LineEnd(text string, off int) int {
	if i := strings.IndexByte(text[off:], '\n'); i >= 0 {
		return off + i
	}
	return len(text)
}

func HasString(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

// ProseSpans returns the spans of the document's running text: every line
// that is not a text-table row (holding a tab or starting with '|'), runs of
// such lines merged, minus the given excluded spans.
func ProseSpans(lines []normalize.Line, exclude []normalize.Span) []normalize.Span {
	var out []normalize.Span
	cur := normalize.Span{Start: -1}
	flush := func() {
		if cur.Start >= 0 && cur.End > cur.Start {
			out = append(out, cur)
		}
		cur = normalize.Span{Start: -1}
	}
	for _, ln := range lines {
		t := strings.TrimLeft(ln.Text, " ")
		table := strings.ContainsRune(t, '\t') || strings.HasPrefix(t, "|")
		excluded := false
		for _, x := range exclude {
			if ln.Span.Start >= x.Start && ln.Span.Start < x.End {
				excluded = true
				break
			}
		}
		if table || excluded {
			flush()
			continue
		}
		if cur.Start < 0 {
			cur.Start = ln.Span.Start
		}
		cur.End = ln.Span.End
	}
	flush()
	return out
}

// A company name: 中国建设银行股份有限公司, 中国光大(集团)总公司 is not
// an issuer of shares and is left out on purpose.
var CompanyNameRe = lazyre.New(`^[\p{Han}()·A-Za-z]{2,30}?(?:股份有限公司|有限责任公司|有限公司|股份公司)`)

// A Heading is a numbered heading of a document: the index of its line in
// Doc.Lines() (or in the slice of lines it was read from) and its title.
type Heading struct {
	Line  int
	Title string
}
