package annex

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/internal/lazyre"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// Annexes reports what a filing refers to but does not contain: annexes
// (附件N) the body points to that never appear, and tables a caption
// announces (以人民币百万元列示, 如下表) with no table after it. It runs last,
// over the document as the readers left it.
type Annexes struct{}

// Name implements Extractor.
func (Annexes) Name() string { return "annexes" }

var (
	// An annex heading: "附件1", "附件一：", "附件2：中国建设银行股份有限公司
	// 境内发行优先股股票方案".
	annexHeadingRe = lazyre.New(`^附件\s*([一二三四五六七八九十]+|\d{1,2})\s*(?::|、|\.)?\s*(.*)$`)
	// A reference in the text: "请见本公告附件1", "请见附件二".
	annexRefRe = lazyre.New(`附件\s*([一二三四五六七八九十]+|\d{1,2})`)
	// A list of annexes after 特此公告: "附件：一、《…》修订对比表", then
	// "二、…", "三、…" on the lines below.
	annexListRe     = lazyre.New(`^附件\s*:\s*([一二三四五六七八九十]+|\d{1,2})[、.]`)
	annexListItemRe = lazyre.New(`^([一二三四五六七八九十]+|\d{1,2})[、.]`)

	// Captions that announce a table: "除特别注明外，以人民币百万元列示，为集团
	// 口径", "单位：人民币百万元", "公司近三年现金分红情况如下表：", "列示如
	// 下", "主要财务数据和财务指标的模拟测算如下：".
	tableCaptionRe = lazyre.New(`以(?:人民币)?(?:百万元|千元|万元|亿元|元)(?:为单位)?列示|单位\s*:\s*(?:人民币)?(?:百万元|千元|万元|亿元|元)|如下表|列示如下|测算如下`)
	// Two or more figures separated by spaces: a table row whose cell
	// separators were lost ("普通股股本 19,052 19,052").
	spacedFiguresRe = lazyre.New(`[\d.,%-]+\s+[\d.,%-]+`)
)

// captionTailRunes is how much text may follow a caption on its line (",为
// 集团口径"); a longer tail means the phrase is inside a sentence.
const captionTailRunes = 20

// Extract implements Extractor.
func (Annexes) Extract(c *extract.Context) {
	lines := c.Doc.Lines()
	missingAnnexes(c, lines)
	missingTables(c, lines)
}

// annexNumber reads the number of an annex, Arabic or Chinese.
func annexNumber(s string) (int, bool) {
	n, ok := extract.SmallInt(s)
	return n, ok && n > 0
}

// missingAnnexes warns once for each annex the document refers to that it
// does not contain. An annex is present when a heading 附件N is followed by
// content of its own; a heading followed directly by the next heading is an
// entry of the list of annexes, not the annex.
func missingAnnexes(c *extract.Context, lines []normalize.Line) {
	present := map[int]bool{}
	headingLine := map[int]bool{}
	for i, ln := range lines {
		t, _ := extract.TrimLine(ln)
		m := annexHeadingRe.FindStringSubmatch(t)
		if m == nil {
			continue
		}
		n, ok := annexNumber(m[1])
		if !ok {
			continue
		}
		headingLine[i] = true
		if annexHasContent(lines[i+1:]) {
			present[n] = true
		}
	}
	type ref struct {
		n    int
		span normalize.Span
	}
	var refs []ref
	for i, ln := range lines {
		t, sp := extract.TrimLine(ln)
		if m := annexListRe.FindStringSubmatchIndex(t); m != nil {
			// The list of annexes names them by number alone.
			if n, ok := annexNumber(t[m[2]:m[3]]); ok {
				refs = append(refs, ref{n, sp})
			}
			for _, next := range lines[i+1:] {
				nt, nsp := extract.TrimLine(next)
				if nt == "" {
					continue
				}
				im := annexListItemRe.FindStringSubmatchIndex(nt)
				if im == nil {
					break
				}
				if n, ok := annexNumber(nt[im[2]:im[3]]); ok {
					refs = append(refs, ref{n, nsp})
				}
			}
		}
		if headingLine[i] {
			if m := annexHeadingRe.FindStringSubmatchIndex(t); m != nil && present[mustAnnexNumber(t[m[2]:m[3]])] {
				continue
			}
		}
		for _, m := range annexRefRe.FindAllStringSubmatchIndex(ln.Text, -1) {
			if extract.HasAnySuffix(ln.Text[:m[0]], otherDocument) {
				continue // an annex of another document: 《商业银行资本管理办法(试行)》附件一
			}
			if n, ok := annexNumber(ln.Text[m[2]:m[3]]); ok {
				refs = append(refs, ref{n, normalize.Span{Start: ln.Span.Start + m[0], End: ln.Span.Start + m[1]}})
			}
		}
	}
	warned := map[int]bool{}
	for _, r := range refs {
		if present[r.n] || warned[r.n] {
			continue
		}
		warned[r.n] = true
		c.Warn(schema.WarnAnnexMissing, "附件"+strconv.Itoa(r.n)+" is referenced but not in the document", r.span)
	}
}

func mustAnnexNumber(s string) int {
	n, _ := annexNumber(s)
	return n
}

// annexHasContent reports whether the lines after an annex heading hold
// content before the next annex heading: something other than the
// signature block and its date.
func annexHasContent(lines []normalize.Line) bool {
	for _, ln := range lines {
		t, _ := extract.TrimLine(ln)
		switch {
		case t == "":
			continue
		case annexHeadingRe.MatchString(t) || annexListRe.MatchString(t):
			return false
		case extract.IsSignatureLine(t) || extract.DateLineRe.MatchString(t) || strings.HasPrefix(t, extract.NoticeEnd):
			continue
		}
		return true
	}
	return false
}

// missingTables warns at each caption that announces a table when what
// follows is not one: neither a table the reader found, nor '|' or tab
// separated rows, nor a row of spaced figures. A caption followed by
// another caption ("测算如下：" then "以人民币百万元列示") leaves the
// judgement to the second.
func missingTables(c *extract.Context, lines []normalize.Line) {
	for i, ln := range lines {
		if !mayBeCaption(ln.Text) {
			continue
		}
		loc := tableCaptionRe.FindStringIndex(ln.Text)
		if loc == nil {
			continue
		}
		tail := strings.TrimRight(ln.Text[loc[1]:], " :。")
		if utf8.RuneCountInString(tail) > captionTailRunes {
			continue
		}
		j := i + 1
		for j < len(lines) && strings.TrimSpace(lines[j].Text) == "" {
			j++
		}
		if j < len(lines) && mayBeCaption(lines[j].Text) && tableCaptionRe.MatchString(lines[j].Text) {
			continue
		}
		if j < len(lines) && (isTableRow(lines[j].Text) || tableBetween(c.Doc.Tables, ln.Span.End, lines[j].Span.End)) {
			continue
		}
		if j == len(lines) && tableBetween(c.Doc.Tables, ln.Span.End, len(c.Doc.Text)) {
			continue
		}
		sp := normalize.Span{Start: ln.Span.Start + loc[0], End: ln.Span.Start + loc[1]}
		c.Warn(schema.WarnTableMissing, "the table announced by "+strconv.Quote(ln.Text[loc[0]:loc[1]])+" is not in the document", sp)
	}
}

// captionWords: every caption form tableCaptionRe reads holds one of them
// ("以人民币百万元列示", "单位：百万元", "公司近三年现金分红情况如下表：").
var captionWords = []string{"列示", "单位", "如下"}

// otherDocument ends the text before an annex of another document, named
// by its title: "《商业银行资本管理办法(试行)》附件一", "《…》的附件".
var otherDocument = []string{"》", "》的"}

// mayBeCaption is a cheap test a line must pass before tableCaptionRe is
// tried on it.
func mayBeCaption(s string) bool {
	return normalize.ContainsAny(s, captionWords)
}

// isTableRow reports whether a line reads as a table row.
func isTableRow(t string) bool {
	s := strings.TrimSpace(t)
	return strings.HasPrefix(s, "|") || normalize.Contains(s, "\t") || spacedFiguresRe.MatchString(s)
}

// tableBetween reports whether a table the reader found starts in
// [from, to].
func tableBetween(tables []normalize.Table, from, to int) bool {
	for _, tb := range tables {
		if tb.Span.Start >= from && tb.Span.Start <= to {
			return true
		}
	}
	return false
}
