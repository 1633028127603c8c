package meeting

import (
	"bytes"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/internal/textwidth"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// The meeting and its votes are read from a compacted view of the
// document, because announcements copied from newspapers and PDF
// renderings break their sentences where the printed line ended:
//
//	上海银行股份有限公司(以下简称“本公司”)董事会四届二十一次会议于
//	2017 年 4 月 21 日在上海以现场会议方式召开,…本次会议应出席董事 18 人,
//
// and pages that lost the line breaks keep a space where each was, with
// the numbered proposals run into one paragraph:
//
//	…第二届董事会第二 十八次会议于二○○六年四月二十五日…并形 成如下决议: 1、《公司2006年度第一季度报告》; 审议结果:表决票11票,…
//
// The lines a page's margin or a narrow column broke are joined before
// (normalize.JoinColumns, for every reader of the document);
// compactView joins the sentences still broken inside a word (a count
// from its noun, a date from its 于, a session's name), drops single spaces
// next to Chinese text ("2017 年 4 月" reads 2017年4月; "同意 18 票" reads
// 同意18票), and starts a line at each proposal numbered inside a
// paragraph. Runs of two or more spaces and tabs are kept: they separate
// the cells of a table set in text. The view is a Doc of its own whose
// spans lead back to the raw input through the original.
// compacted returns a Context over compactView of c's document, writing
// into the same output and judging names as c does, made once per
// document.
func compacted(c *extract.Context) *extract.Context {
	return c.Memo(compactKey{}, func() any {
		v, trad := compactView(c.Doc)
		if v == c.Doc {
			return c
		}
		nc := &extract.Context{Doc: v, Out: c.Out}
		s := settingsOf(c)
		nc.Memo(nameKey{}, func() any { return s })
		nc.Memo(tradKey{}, func() any { return trad })
		return nc
	}).(*extract.Context)
}

// tradKey keeps, in a compacted Context, the offsets of its text where a
// simplified character stands for the traditional one printed.
type tradKey struct{}

// printed returns s, a piece of the compacted text, with the characters
// the document printed in traditional form put back: titles and names are
// written as the document has them.
func printed(c *extract.Context, s string) string {
	trad, _ := c.Memo(tradKey{}, func() any { return map[int]rune(nil) }).(map[int]rune)
	if len(trad) == 0 || s == "" {
		return s
	}
	at := strings.Index(c.Doc.Text, s)
	if at < 0 {
		return s
	}
	var sb strings.Builder
	for i, r := range s {
		if o, ok := trad[at+i]; ok {
			r = o
		}
		sb.WriteRune(r)
	}
	return sb.String()
}

// printedBoard returns s, a piece of the compacted text, with the board's
// name put back where the document calls it 董事局 (boardNamed) and its
// other characters as read: a session is written in simplified form
// ("第五届董事会", printed 第五屆董事會), with the board named as the company
// names it ("第九届董事局第三十二次会议").
func printedBoard(c *extract.Context, s string) string {
	trad, _ := c.Memo(tradKey{}, func() any { return map[int]rune(nil) }).(map[int]rune)
	if len(trad) == 0 || !strings.Contains(s, boardWord) {
		return s
	}
	at := strings.Index(c.Doc.Text, s)
	if at < 0 {
		return s
	}
	var sb strings.Builder
	for i, r := range s {
		if o := trad[at+i]; o == bureauRune {
			r = o
		}
		sb.WriteRune(r)
	}
	return sb.String()
}

// restorePrinted writes the titles and names of the output as printed.
func restorePrinted(c *extract.Context) {
	if m := c.Out.Meeting; m != nil {
		m.Session = printedBoard(c, m.Session)
		m.Chair = printed(c, m.Chair)
		for i := range m.Absent {
			m.Absent[i] = printed(c, m.Absent[i])
		}
		for i := range m.Proxies {
			m.Proxies[i].Absent = printed(c, m.Proxies[i].Absent)
			m.Proxies[i].Holder = printed(c, m.Proxies[i].Holder)
		}
	}
	var walk func([]schema.Resolution)
	walk = func(rs []schema.Resolution) {
		for i := range rs {
			rs[i].Title = printed(c, rs[i].Title)
			for k := range rs[i].Recused {
				rs[i].Recused[k] = printed(c, rs[i].Recused[k])
			}
			walk(rs[i].Items)
		}
	}
	walk(c.Out.Resolutions)
}

// compactKey keeps the compacted Context of a document (Memo).
type compactKey struct{}

// compactView returns the compacted view of d and the offsets of its text
// where a simplified character stands for a traditional one. The lines a
// page's margin or a column broke are joined by the reader
// (normalize.JoinColumns); the view joins the sentences broken at a word
// whatever the width of the line (joined).
func compactView(d *normalize.Doc) (*normalize.Doc, map[int]rune) {
	lines := d.Lines()
	trad := map[int]rune{}
	brackets := wrappedBrackets(d, lines)
	gaps := droppedSpaces(d, lines)
	b := normalize.NewBuilder(len(d.Text), len(d.Text))
	for i := 0; i < len(lines); i++ {
		ln := lines[i]
		text := ln.Text
		start := 0
		if i > 0 && joined(lines, i) {
			// The line goes on the one before it: drop its indentation.
			t := strings.TrimLeft(text, " \t")
			start = len(text) - len(t)
		}
		compactLine(b, text[start:], ln.Span.Start+start, trad, brackets, gaps)
		if i+1 < len(lines) {
			next := nextNonBlank(lines, i+1)
			if next > 0 && joined(lines, next) {
				// Blank lines between wrapped halves of one sentence
				// (double-spaced renderings) are dropped with the break.
				i = next - 1
				continue
			}
			b.Copy("\n", ln.Span.End)
		}
	}
	text, m := b.Finish()
	if t2, m2, moved := inlineBreaks(text, trad); m2 != nil {
		text, m, trad = t2, m2.Compose(m), moved
	}
	if text == d.Text {
		return d, nil
	}
	return d.Derive(text, m), trad
}

// inlineBreaks starts a line at each proposal numbered inside a
// paragraph of the joined text (a wrap may have fallen between the end of
// the clause before and the number, or inside the number's 1、), and
// returns the text, its map to text and trad moved with the text; the
// map is nil when no line was started.
func inlineBreaks(text string, trad map[int]rune) (string, *normalize.OffsetMap, map[int]rune) {
	var at []int
	for _, m := range inlineHeadingRe.FindAllStringSubmatchIndex(text, -1) {
		if !strings.Contains(text[m[0]:m[2]], "\n") {
			at = append(at, m[2])
		}
	}
	if len(at) == 0 {
		return text, nil, trad
	}
	b := normalize.NewBuilder(len(text), len(text)+len(at))
	// shift[k] is how far the text from at[k] on moves.
	shift := make([]int, len(at))
	from, moved := 0, 0
	for k, i := range at {
		j := i
		for j > from && text[j-1] == ' ' {
			j--
		}
		b.Copy(text[from:j], from)
		b.Insert("\n", i)
		moved += 1 - (i - j)
		shift[k] = moved
		from = i
	}
	b.Copy(text[from:], from)
	out, m := b.Finish()
	nt := make(map[int]rune, len(trad))
	for off, r := range trad {
		d := 0
		for k, i := range at {
			if off >= i {
				d = shift[k]
			}
		}
		nt[off+d] = r
	}
	return out, m, nt
}

// wrappedBrackets returns the offsets of the middle dots that the folding
// read for an opening bracket left unclosed on its line ("实到董事七人(独立
// 董事曾五一先生…" a page's margin broke before the ')'), when the lines
// joined to it close it: the bracket opened an aside, not a transliterated
// name.
func wrappedBrackets(d *normalize.Doc, lines []normalize.Line) map[int]bool {
	var out map[int]bool
	for i, ln := range lines {
		for off := 0; ; {
			k := strings.Index(ln.Text[off:], "·")
			if k < 0 {
				break
			}
			p := ln.Span.Start + off + k
			off += k + len("·")
			if src := d.SourceText(normalize.Span{Start: p, End: p + len("·")}); src != "(" && src != "（" {
				continue
			}
			if closedLater(lines, i, off) {
				if out == nil {
					out = map[int]bool{}
				}
				out[p] = true
			}
		}
	}
	return out
}

// closedLater reports whether a ')' at depth 0 follows offset off of line
// i on the lines joined to it.
func closedLater(lines []normalize.Line, i, off int) bool {
	depth := 0
	for k := i; k < len(lines); k++ {
		if k > i {
			if strings.TrimSpace(lines[k].Text) == "" {
				continue
			}
			if !joined(lines, k) {
				return false
			}
			off = 0
		}
		for _, r := range lines[k].Text[off:] {
			switch r {
			case '(':
				depth++
			case ')':
				if depth == 0 {
					return true
				}
				depth--
			}
		}
	}
	return false
}

// nextNonBlank returns the index of the first line at or after i that has
// text, or -1.
func nextNonBlank(lines []normalize.Line, i int) int {
	for ; i < len(lines); i++ {
		if strings.TrimSpace(lines[i].Text) != "" {
			return i
		}
	}
	return -1
}

// joined reports whether line i continues the last non-blank line before
// it (a blank line may stand between, as double-spaced renderings set
// them), whatever the width of that line: a count cut from its noun, a
// date from the 于 that introduces it, a session's name broken inside, or
// a sentence of prose broken inside a word (proseBreak).
func joined(lines []normalize.Line, i int) bool {
	if strings.TrimSpace(lines[i].Text) == "" {
		return false
	}
	p := i - 1
	for p >= 0 && strings.TrimSpace(lines[p].Text) == "" {
		p--
	}
	if p < 0 || i-p > 2 {
		return false
	}
	pt := strings.TrimRight(lines[p].Text, " \t")
	next := strings.TrimLeft(lines[i].Text, " \t")
	if countTailRe.MatchString(next) && endsMidClause(pt) {
		// "…实际参与表决监事\n3人。": a count cut from its noun, whatever
		// the width of the line before.
		return true
	}
	if strings.HasSuffix(pt, dateBeforeWord) && dateHeadRe.MatchString(next) {
		// "…董事会四届二十一次会议于\n2017年4月21日在上海…召开": a
		// sentence never ends on 于, whatever the width of the line.
		return true
	}
	if endsMidClause(pt) && sessionAcross(pt, next) {
		// "…第二届监事会第五次会\n议于2023年4月20日…召开": a session's
		// name is never broken by the writer, whatever the width of the
		// line.
		return true
	}
	if labelEndsLine(pt) && !lineHeadingRe.MatchString(next) {
		// "4、会议主持人:\n副董事长曾加先生": a wrap fell between a label
		// and its value (page 32 wrapped at 74 columns).
		return true
	}
	return proseBreak(pt, next)
}

// valueLabels are the labels of the meeting's template whose value stands
// after their colon on the same line, which a wrap may push onto the
// next: "4、会议主持人:副董事长曾加先生" (2010), "5、主持人:宋伟杰先生"
// (2009), "1、会议召开时间:2020年6月5日", "现场会议召开时间为:2011年11月25
// 日".
var valueLabels = []string{"主持人", "召开时间", "会议时间", "召开日期"}

// labelLink may stand between a label and its colon: "召开时间为:".
const labelLink = "为"

// labelEndsLine reports whether a line (or the text before a space a page
// kept for a lost break) ends on one of valueLabels and its colon (or 为:),
// the value left for what follows. Traditional characters read as
// simplified (召開日期:).
func labelEndsLine(s string) bool {
	t, ok := strings.CutSuffix(s, ":")
	if !ok {
		return false
	}
	from := max(0, len(t)-labelTailBytes)
	for from > 0 && !utf8.RuneStart(t[from]) {
		from--
	}
	t = strings.TrimSuffix(normalize.Simplified(t[from:]), labelLink)
	return extract.HasAnySuffix(t, valueLabels)
}

// labelTailBytes bounds the end of a line labelEndsLine reads: the longest
// of valueLabels (four characters) and labelLink, three bytes each.
const labelTailBytes = 5 * 3

// sessionAcross reports whether a meeting's session is named across the
// end of line pt and the start of next: it matches over the break and on
// neither side alone.
func sessionAcross(pt, next string) bool {
	head := next
	if len(head) > sessionTailBytes {
		head = head[:sessionTailBytes]
	}
	from := max(0, len(pt)-sessionHeadBytes)
	for from > 0 && !utf8.RuneStart(pt[from]) {
		from--
	}
	both := pt[from:] + head
	for _, loc := range sessionRe.FindAllStringIndex(both, -1) {
		if loc[0] < len(pt)-from && loc[1] > len(pt)-from {
			return true
		}
	}
	return false
}

// sessionHeadBytes and sessionTailBytes bound the parts of a session's
// name sessionAcross looks for either side of a line break.
const sessionHeadBytes, sessionTailBytes = 90, 30

// proseBreak reports whether a line of a text wrapped at no one width
// (HTML converted from a PDF, each line as its box was) breaks a sentence
// in the middle of a word: the line is prose (a clause mark inside it or
// soon after the break, at least proseBreakWidth wide, no cells), ends on
// a Chinese character and
// the next starts on one, neither a heading nor the close: "2008年2月1日,
// 公司第五届董事会第二十五次(临时)会\n议审议通过了…".
func proseBreak(prev, next string) bool {
	if textwidth.Columns(prev) < proseBreakWidth || !endsMidClause(prev) || !strings.ContainsAny(prev, ",。;") && !clauseEndsSoon(next) {
		return false
	}
	t := strings.TrimLeft(prev, " ")
	if strings.Contains(t, "\t") || strings.Contains(t, "  ") || strings.Contains(next, "\t") {
		return false
	}
	if lineHeadingRe.MatchString(t) && !strings.ContainsAny(t, ",。;") && extract.HasAnySuffix(t, titleEnds) {
		// A numbered heading with no clause in it that ends as a title
		// ends is a proposal's title, and the clause that follows is a
		// sentence of its own: "二、关于公司与关联方签订日常关联交易协议的议
		// 案\n该议案涉及关联交易,关联董事…回避表决". A numbered line of
		// prose goes on: "1、本公司董事会及全体董事保证本预案内容不存在任何
		// 虚假记载、误导性\n陈述或者重大遗漏,…" (page 44).
		return false
	}
	r, _ := utf8.DecodeRuneInString(next)
	if !(r >= 0x4e00 && r <= 0x9fff) || lineHeadingRe.MatchString(next) || strings.HasPrefix(next, closingWords) {
		return false
	}
	return true
}

// titleEnds end a proposal's title: "…的议案", "…工作报告", "…预案",
// "…方案", "《…》".
var titleEnds = []string{"议案", "报告", "预案", "方案", "》"}

// clauseEndsSoon reports whether a line's first clause ends within its
// first few characters: the rest of a clause broken at the end of the
// line before ("…会议于2003年4月27日以通\n讯方式召开,出席会议的董事…").
func clauseEndsSoon(s string) bool {
	n := 0
	for _, r := range s {
		if r == ':' {
			return false // a label: "表决情况:同意14票,…"
		}
		if strings.ContainsRune(",;。", r) {
			return n > 0
		}
		if n++; n > clauseTailRunes {
			return false
		}
	}
	return false
}

// clauseTailRunes bounds the rest of a broken clause clauseEndsSoon looks
// for.
const clauseTailRunes = 12

// proseBreakWidth is how wide a line of prose must be for its end inside
// a word to be a wrap.
const proseBreakWidth = 40

// dateBeforeWord ends a line broken before the date it introduces
// ("…第八届董事会第十六次会议于\n2017年4月21日…").
const dateBeforeWord = "于"

// dateHeadRe is a line that starts with a date: "2017年4月21日在上海…".
var dateHeadRe = lazyre.New(`^\d{4}年\d{1,2}月`)

// countTailRe is a line that starts with a count and its unit: "3人。",
// "18 人,实际出席…".
var countTailRe = lazyre.New(`^\d{1,3}\s*(?:人|名|位|票)`)

// endsMidClause reports whether a line ends inside a clause: on a Chinese
// character that is not punctuation.
func endsMidClause(s string) bool {
	r, _ := utf8.DecodeLastRuneInString(s)
	return r >= 0x4e00 && r <= 0x9fff
}

// closingWords close an announcement ("特此公告。", FDDC 16328291): a line
// they open stands apart and is never the wrap of the line before.
var closingWords = "特此公告"

// lineHeadingRe opens a numbered heading or item at the start of a line.
var lineHeadingRe = lazyre.New(`^(?:[一二三四五六七八九十]{1,3}、|\d{1,2}[、.．]|\(\s*[一二三四五六七八九十\d]{1,3}\s*\)|第[一二三四五六七八九十]+[条章节])`)

// inlineHeadingRe finds a proposal numbered inside a paragraph, after the
// end of a sentence or clause: "形成如下决议: 1、《公司2006年度第一季度报
// 告》;", "弃权票0票。 2、《关于修改公司章程…》", "…提案); (1)《公司章程》;".
var inlineHeadingRe = lazyre.New(`[。;:]\s*((?:[一二三四五六七八九十]{1,3}、|\d{1,2}、|\(\d{1,2}\)|\([一二三四五六七八九十]{1,3}\))\s*(?:《|审议|关于))`)

// compactLine writes one line of the view: single spaces next to Chinese
// text dropped, the brackets at the offsets of brackets put back.
//
// A line wider than any page (flatWidth) is a page that lost its line
// breaks, each kept as a space: a space after the end of a sentence or
// clause, or before a numbered heading or a label ("…实到9人。 会议认真讨论
// …", "…工作报告 表决情况:同意18票"), starts a line again.
//
// Traditional characters read as their simplified forms (normalize.
// Simplified, one for one and of the same length), so that "現場會議召開時
// 間為:2011年11月25日", "反對293,700股,…棄權700股" (2011) and the names of a
// traditional page, "本次會議由執行董事吳富林先生主持", read as in simplified
// text; titles and names are written as printed (restorePrinted).
func compactLine(b *normalize.Builder, s string, at int, trad map[int]rune, brackets map[int]bool, gaps map[int]bool) {
	flat := textwidth.Columns(s) > flatWidth
	simple := boardNamed(normalize.Simplified(s))
	for i := 0; i < len(s); {
		if flat && gaps[at+i] && i > 0 && lostBreakBefore(s, i) {
			// A space the folding took out between Chinese text, where the
			// page lost a line break: "…投资预算 赞成:12 反对:0 弃权:0 二、…".
			b.Insert("\n", at+i)
		}
		if s[i] == ' ' && flat && i > 0 && lostBreak(s, i) {
			j := i
			for j < len(s) && s[j] == ' ' {
				j++
			}
			b.Replace("\n", at+i, at+j)
			i = j
			continue
		}
		if s[i] == ' ' && droppableSpace(s, i) {
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if brackets[at+i] {
			b.Replace("(", at+i, at+i+n)
		} else if sr, _ := utf8.DecodeRuneInString(simple[i:]); sr != r {
			trad[b.Len()] = r
			b.Replace(string(sr), at+i, at+i+n)
		} else {
			b.Copy(s[i:i+n], at+i)
		}
		i += n
	}
}

// droppedSpaces returns the offsets of d.Text before which the input had
// white space that the folding took out (between Chinese characters, or a
// figure and one), on the lines of a page that lost its line breaks: at
// most flattenedLines lines, one wider than flatWidth. Elsewhere it is
// nil.
func droppedSpaces(d *normalize.Doc, lines []normalize.Line) map[int]bool {
	if d.Map == nil {
		return nil
	}
	n, flat := 0, false
	for _, ln := range lines {
		if strings.TrimSpace(ln.Text) == "" {
			continue
		}
		n++
		flat = flat || textwidth.Columns(ln.Text) > flatWidth
	}
	if n > flattenedLines || !flat {
		return nil
	}
	var out map[int]bool
	for _, ln := range lines {
		if textwidth.Columns(ln.Text) <= flatWidth {
			continue
		}
		prev := -1
		for i := range ln.Text {
			p := ln.Span.Start + i
			if prev >= 0 {
				end := d.RawSpan(normalize.Span{Start: prev, End: p}).End
				start := d.RawSpan(normalize.Span{Start: p, End: p + 1}).Start
				if start > end && end >= 0 && start <= len(d.Raw) && len(bytes.Trim(d.Raw[end:start], " \t")) == 0 {
					if out == nil {
						out = map[int]bool{}
					}
					out[p] = true
				}
			}
			prev = p
		}
	}
	return out
}

// flattenedLines bounds the lines of a page that lost its line breaks
// (droppedSpaces): the header, the text run into one line, the foot.
const flattenedLines = 3

// lostBreakBefore reports whether a line break was lost before byte i of
// s, where the folding took a space out: after 。;: or a Chinese character
// a label or a numbered heading starts (flatLabelRe) or a section's
// heading ends (sectionHeadingEnds), after a figure a heading numbered in
// Chinese ("弃权:0 二、…") or 其中:.
func lostBreakBefore(s string, i int) bool {
	before, _ := utf8.DecodeLastRuneInString(s[:i])
	if strings.ContainsRune("。;:", before) {
		return true
	}
	if before >= '0' && before <= '9' {
		return cnHeadingStartRe.MatchString(s[i:]) || ofWhichLabelRe.MatchString(s[i:])
	}
	return before >= 0x80 && (flatLabelRe.MatchString(s[i:]) || sectionHeadingEnds(s[:i], s[i:]))
}

// sectionHeadingEnds reports whether s, a flattened page up to a lost
// space, ends with a section's heading standing alone at the start of a
// line or after the end of a sentence, and next, the text after the
// space, starts with a Chinese character: "一、会议召开及议案审议情况 华夏银行
// 股份有限公司2003年度股东大会于…" (page 34), "…承担法律责任。 二、董事会会议
// 审议情况 会议审议批准了《…》" (page 16), "…方案: 1、本次发行证券的种类 本次
// 发行证券的种类为…" (page 17). A numbered sentence broken before a figure
// ("2、本次董事会于 2025 年 4 月 18 日…", page 18) is not a heading, nor one
// that names a proposal (关于, 《…》) or approves one (审议通过了), which
// may go on after a wrap.
func sectionHeadingEnds(s, next string) bool {
	if r, _ := utf8.DecodeRuneInString(next); !unicode.Is(unicode.Han, r) {
		return false
	}
	start := 0
	if k := strings.LastIndexAny(s, "。;:"); k >= 0 {
		_, n := utf8.DecodeRuneInString(s[k:])
		start = k + n
	}
	seg := strings.TrimSpace(s[start:])
	return sectionHeadingRe.MatchString(seg) && !strings.Contains(seg, aboutWord) && !normalize.ContainsAny(seg, approvedWords)
}

// sectionHeadingRe is a numbered heading with a short title of Chinese
// characters only: "一、会议召开及议案审议情况", "1、本次发行证券的种类".
var sectionHeadingRe = lazyre.New(`^(?:[一二三四五六七八九十]{1,3}、|\d{1,2}、|\(\s*[一二三四五六七八九十\d]{1,3}\s*\))\p{Han}{2,20}$`)

// cnHeadingStartRe opens a heading numbered in Chinese: "二、".
var cnHeadingStartRe = lazyre.New(`^[一二三四五六七八九十]{1,3}、`)

// rowAfterFigureRe opens, after a figure and a space, the next numbered
// row of a template or the next part of a page that lost its line
// breaks: "1、出席会议的股东和代理人人数 102 2、出席会议的股东所持有表决权的股
// 份总数(股) 427,854,863 3、…比例(%) 48.3572 (四) 表决方式…", "…341,700
// 0.0800 2、 议案名称:…" (page 36), "…弃权:0 二、…".
var rowAfterFigureRe = lazyre.New(`^(?:[一二三四五六七八九十]{1,3}、|\d{1,2}、\s*\p{Han}|\(\s*[一二三四五六七八九十]{1,3}\s*\)\s*\p{Han})`)

// ofWhichLabelRe opens, after a figure, the row of its parts: "…股份总数
// (股) 11,029,501,882 其中:A 股股东持有股份总数 7,548,448,036" (page 31).
var ofWhichLabelRe = lazyre.New(`^其中\s*:`)

// classRowRe opens, after the header of a vote table or a figure, a row
// of the table (a class of shares or the total, then its figures): "…票数
// 比例(%) A 股 427,323,627 99.8758 189,536 0.0442 341,700 0.0800"
// (page 36).
var classRowRe = lazyre.New(`^(?:[ABH]\s?股|合计)\s*\d`)

// flatWidth is the width past which a line is a page's text run into one
// line: wider than any printed page.
const flatWidth = 240

// flatLabelRe is a label after a space of a flattened page, "表决情况:",
// or a numbered heading, "二、", "(三)".
var flatLabelRe = lazyre.New(`^(?:\p{Han}{2,8}:|[一二三四五六七八九十]{1,3}、|\d{1,2}、|\(\s*[一二三四五六七八九十\d]{1,3}\s*\))`)

// lostBreak reports whether the run of spaces at s[i] stands for a line
// break a flattened page lost: it follows the end of a sentence or clause
// (。;:), or a label or numbered heading follows it, or a section's
// heading ends before it (sectionHeadingEnds); after a figure, the next
// numbered row, a row of a vote table or 其中: follows it.
func lostBreak(s string, i int) bool {
	k := i
	for k > 0 && s[k-1] == ' ' {
		k--
	}
	if k == 0 {
		return false
	}
	j := i
	for j < len(s) && s[j] == ' ' {
		j++
	}
	if j == len(s) {
		return false
	}
	before, _ := utf8.DecodeLastRuneInString(s[:k])
	if before == ':' && labelEndsLine(s[:k]) {
		// "1、召开日期: 2019年5月20日": a label and its value.
		return false
	}
	if strings.ContainsRune("。;:", before) {
		return true
	}
	if before >= '0' && before <= '9' || before == ')' {
		return rowAfterFigureRe.MatchString(s[j:]) || classRowRe.MatchString(s[j:]) || ofWhichLabelRe.MatchString(s[j:])
	}
	return before >= 0x80 && (flatLabelRe.MatchString(s[j:]) || sectionHeadingEnds(s[:k], s[j:]))
}

// droppableSpace reports whether the space at s[i] is a lone space with a
// Chinese character or punctuation on one side (or a line's indentation):
// a break the page put inside a sentence, not a word space or a table's
// column gap.
func droppableSpace(s string, i int) bool {
	j := i
	for j < len(s) && s[j] == ' ' {
		j++
	}
	k := i
	for k > 0 && s[k-1] == ' ' {
		k--
	}
	if k == 0 {
		return true // indentation
	}
	if j-k > 1 {
		return false // a column gap
	}
	if j == len(s) {
		return true
	}
	before, _ := utf8.DecodeLastRuneInString(s[:k])
	after, _ := utf8.DecodeRuneInString(s[j:])
	return before >= 0x80 || after >= 0x80
}
