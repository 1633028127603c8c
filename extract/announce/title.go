package announce

import (
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/internal/affix"
	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/internal/textwidth"
	"github.com/gonggao/gonggao/normalize"
)

var (
	// Title suffixes: 董事会会议决议公告, 非公开发行境内优先股预案,
	// 股东大会议事规则, optionally followed by a revision note.
	// A web page's heading may end in 决议 (东方材料:第三届监事会第五次
	// 会议决议2017-11-15); a prospectus's summary in 摘要 (大秦铁路股份有限
	// 公司公开发行可转换公司债券募集说明书摘要, 2020); a statement in 说明
	// (董事会关于重大合同双方履约能力的分析说明); the amendment of the
	// articles in 对照表 or 修正案 (卫星化学: 章程修订对照表, 2025; 快意电梯:公司
	// 章程修订对照表(2025年9月); 永茂泰公司章程修正案, 2022).
	titleSuffixRe = lazyre.New(`(?:公告|预案|方案|规则|办法|报告书|报告|公告书|通知|说明书|说明|意见|章程|规划|决议|说明书摘要|对照表|修正案)(?:\([^)]{0,12}\))?$`)

	// A numbered part of a document: "第三节 发行方案", "第一章 总则".
	sectionHeadingRe = lazyre.New(`^第[一二三四五六七八九十百\d]+[节章部篇]`)
)

// titleSuffixBytes bounds what titleSuffixRe matches: its longest word
// (说明书摘要) and a note of up to 12 characters in brackets, with a
// character's bytes to spare where the end is cut.
const titleSuffixBytes = len("说明书摘要") + len("()") + 13*utf8.UTFMax

// endsAsTitle reports whether t ends in a title's word
// (titleSuffixRe), reading only its end: a page run together into one
// line is not searched whole for it.
func endsAsTitle(t string) bool {
	if k := len(t) - titleSuffixBytes; k > 0 {
		for k < len(t) && !utf8.RuneStart(t[k]) {
			k++
		}
		t = t[k:]
	}
	return titleSuffixRe.MatchString(t)
}

// documentTerms are the words a filing uses for itself in the 释义 table:
// "本预案 | 指 | …审议通过的《兴业银行股份有限公司非公开发行境内优先股预案》".
var documentTerms = map[string]bool{"本预案": true, "本方案": true, "本公告": true, "本报告": true, "本规则": true, "本议事规则": true}

// titleMaxRunes is the longest line still read as a title: a title that
// names a project or two can run to 70 or 80 characters on one line
// (关于收到梅州市梅江区农村生活污水处理设施及配套管网建设项目一期工程PPP项目、
// 梅江区周溪河综合整治PPP项目中标通知书的公告).
const titleMaxRunes = 120

// findTitle returns the title: the announcement's own title in the
// header, preferring one at or below the anchor (a web page's heading
// above it repeats the title with the page's date run on); a title set
// over two to four lines is joined (中国电力建设股份有限公司 / 第三届董事会
// 第五十八次会议 / 决议公告); failing that, a page's heading "简称:标题"
// with its date dropped, a title that opens a paragraph run together with
// the body, and last the document's own entry in the 释义 table.
func findTitle(lines, header []normalize.Line, above int) (string, normalize.Span) {
	var before, heading titleCand
	for i, ln := range header {
		if cut, ok := controlsAfter(ln.Text); ok {
			// A site's heading with its page's controls run on (中国国航
			// 2016年度股东大会决议公告 下载公告): the announcement's own
			// title is below it; the heading, without the controls, only
			// when there is none.
			if t, sp, ok := titleIn(normalize.Line{Text: ln.Text[:cut], Span: normalize.Span{Start: ln.Span.Start, End: ln.Span.Start + cut}}); ok && heading.text == "" {
				heading = titleCand{t, sp}
			}
			continue
		}
		c, ok := titleAt(lines, header, i)
		if !ok {
			if h, ok := pageHeading(ln); ok && heading.text == "" {
				heading = h
			}
			continue
		}
		c = withNote(header, i, c)
		if i >= above {
			return c.text, c.span
		}
		before = c
	}
	if before.text != "" {
		return before.text, before.span
	}
	if heading.text != "" {
		return heading.text, heading.span
	}
	// A title set under the first paragraph (the statement of the
	// board's responsibility put first): a line that is a title and
	// starts with the company's name, among the next few lines.
	if len(header) > 0 {
		n := 0
		for _, ln := range lines {
			if ln.Span.Start <= header[len(header)-1].Span.Start || strings.TrimSpace(ln.Text) == "" {
				continue
			}
			if n++; n > 3 {
				break
			}
			if t, sp, ok := titleIn(ln); ok && extract.CompanyNameRe.MatchString(t) && !isLabel(t) {
				return t, sp
			}
		}
	}
	// A page run together into long lines: the title opens the anchor
	// line's remainder or the first paragraph.
	for k, ln := range header {
		if k >= above {
			if c, ok := runInTitle(ln); ok {
				return c.text, c.span
			}
			break
		}
	}
	// A site's chrome may come first (a menu, a quote widget, a log-in
	// prompt: short lines, no sentence); the first line of running text
	// is the last one tried.
	for i, ln := range lines {
		if strings.TrimSpace(ln.Text) == "" {
			continue
		}
		if c, ok := runInTitle(ln); ok {
			return c.text, c.span
		}
		if i >= anchorMaxLines || isRunningText(ln.Text) {
			break
		}
	}
	for _, ln := range lines {
		m := extract.DefinitionRow(ln.Text)
		if m == nil || !hasTerm(ln.Text[m[2]:m[3]], documentTerms) {
			continue
		}
		def := ln.Text[m[4]:m[5]]
		open := strings.LastIndex(def, "《")
		closeAt := strings.LastIndex(def, "》")
		if open >= 0 && closeAt > open {
			s := ln.Span.Start + m[4] + open + len("《")
			return def[open+len("《") : closeAt], normalize.Span{Start: s, End: s + closeAt - open - len("《")}
		}
	}
	return "", normalize.Span{}
}

// withNote returns the title c, whose last line is header[i], with the
// note the next line sets in brackets under it, whole on its line: the
// part of a series (北京清新环境技术股份有限公司 / 关于子公司签署日常经营合同的公告 /
// (三), 2016) or the project the announcement is of (中航三鑫股份有限公司
// 重大合同公告 / (深圳机场航站区扩建工程T3航站楼幕墙工程二标项目), 2011 and
// 2013), the revision (招商银行股份有限公司股东大会议事规则 / (2022年修订)). A
// date in brackets (董事会会议决议公告 / (2014年12月12日)) is the meeting's,
// not the title's; a sentence in brackets (the board's statement of
// responsibility) is none; a bracket closed before the line's end opens a
// heading ((一)交易对方基本情况).
func withNote(header []normalize.Line, i int, c titleCand) titleCand {
	if i+1 >= len(header) || !endsAsTitle(c.text) {
		return c
	}
	t, sp := extract.TrimLine(header[i+1])
	if !strings.HasPrefix(t, "(") || strings.IndexByte(t, ')') != len(t)-1 || strings.Count(t, "(") != 1 ||
		utf8.RuneCountInString(t) > titleNoteMaxRunes || extract.DateLineRe.MatchString(t) || normalize.Contains(t, "。") || normalize.Contains(t, ",") {
		return c
	}
	return titleCand{c.text + t, normalize.Span{Start: c.span.Start, End: sp.End}}
}

// titleNoteMaxRunes is the longest note in brackets read under a title (a
// project's name with its lot: (杭政储出[2005]50号E-08地块办公商业金融用房及绿化广场
// 项目幕墙分包工程I标段)).
const titleNoteMaxRunes = 60

// titleCand is a title found and its span.
type titleCand struct {
	text string
	span normalize.Span
}

// titleMaxFragments is how many lines above a title's last line may hold
// the rest of it.
const titleMaxFragments = 3

// titleAt returns the title whose last line is header[i]. The lines above
// it are joined when they run up to a line that is the company's name
// (the name, then the title over one to three lines), or one that opens
// with it, or the name broken over two of its lines and stated whole on
// another of the document's lines; for a last line too short to be a
// title alone (决议公告, 暨关联交易报告书), the one line above it. A title
// says more than the word for an announcement: a page's label (公司公告)
// is not one.
func titleAt(lines, header []normalize.Line, i int) (titleCand, bool) {
	last, lsp := extract.TrimLine(header[i])
	if endsAsTitle(last) && !extract.DateLineRe.MatchString(last) && !normalize.Contains(last, ":") {
		// The lines above, up to the company's name: the name alone on
		// its line (台海玛努尔核电设备股份有限公司 / 关于…(华龙一号) / 5、6号
		// 机组…中标通知书的公告), or opening the title's first line
		// (…股份有限公司关于中标…局的 / 仪器设备采购项目的公告).
		var frags []titleCand
		latin := false
		for j := i - 1; j >= 0 && len(frags) <= titleMaxFragments; j-- {
			pt, psp := extract.TrimLine(header[j])
			if !latin && isLatinName(pt) {
				// The company's name in Latin letters under its Chinese
				// name (东睦新材料集团股份有限公司 / NBTM NEW MATERIALS GROUP
				// Co., Ltd. / 关于重大合同终止的公告) is no part of the title.
				latin = true
				continue
			}
			m := extract.CompanyNameRe.FindString(pt)
			exact := m != "" && m == pt
			if !exact && !isTitleFragment(pt) {
				break
			}
			frags = append(frags, titleCand{pt, psp})
			joined := ""
			for k := len(frags) - 1; k >= 0; k-- {
				joined = joinBroken(joined, frags[k].text)
			}
			if m == "" {
				// The company's name broken over two lines (湘潭电机股 /
				// 份有限公司重大合同中标公告): the name read across the
				// break, when the text states it whole elsewhere (its
				// signature).
				m = brokenName(lines, pt, joined+last)
			}
			if m != "" && !exact && j > 0 {
				// A line that opens with a name may go on from the line
				// above: another company's name after a break in the
				// title's clause (新疆天富能源股份有限公司关于 / 新疆天富
				// 信息科技有限责任公司中标公司信息化项目 / …的公告), or the
				// issuer's name broken (中国化学工程 / 股份有限公司重大合同 /
				// 公告). The title opens the line above when that line
				// starts with a name too, or ends a name broken.
				at, asp := extract.TrimLine(header[j-1])
				if isTitleFragment(at) && extract.CompanyNameRe.MatchString(at) && !strings.HasPrefix(at, aboutWord) || isTitleFragment(at) && brokenName(lines, at, at+joined+last) != "" {
					frags = append(frags, titleCand{at, asp})
					joined, psp = at+joined, asp
				}
			}
			if m != "" {
				return titleCand{joinBroken(joined, last), normalize.Span{Start: psp.Start, End: lsp.End}}, true
			}
		}
	}
	t, sp, ok := titleIn(header[i])
	if !ok {
		return titleCand{}, false
	}
	if extract.CompanyNameRe.MatchString(t) {
		return titleCand{t, sp}, !isLabel(t)
	}
	if isLabel(t) {
		// A page's label (公司公告) under the page's menu is no part of a
		// title, whatever line stands above it.
		return titleCand{}, false
	}
	if i > 0 && utf8.RuneCountInString(t) < 10 && sp.Start == lsp.Start {
		// The line above holds the front of a title that opens its line;
		// one that follows a page's listing or menu on its line (兴齐眼药
		// (300573) - 董事会决议公告) has it there, and the line above is
		// the page's chrome (上一篇 放大 缩小 默认).
		if pt, psp := extract.TrimLine(header[i-1]); isTitleFragment(pt) {
			return titleCand{joinBroken(pt, t), normalize.Span{Start: psp.Start, End: sp.End}}, !isLabel(pt + t)
		}
		// The company's name run on after the listing labels, ending
		// the line above (编号:2011 - 024新疆国统管道股份有限公司 / 中 标 公
		// 告): the title's front.
		if nsp, ok := runInCompany(header[i-1]); ok && !isLabel(t) {
			if _, psp := extract.TrimLine(header[i-1]); nsp.End == psp.End {
				name := header[i-1].Text[nsp.Start-header[i-1].Span.Start : nsp.End-header[i-1].Span.Start]
				return titleCand{name + t, normalize.Span{Start: nsp.Start, End: sp.End}}, true
			}
		}
	}
	return titleCand{t, sp}, !isLabel(t)
}

// joinBroken joins the lines a and b of a title, once the word that a
// converted filing repeats across the break (…关于中标 / 中标宁波杭州湾新区…
// 工程的公告): a run of two to four Han characters that ends a and opens
// b is the title's once. 公司 is not such a repeat (关于公司 / 公司债券…: the
// company's corporate bonds).
func joinBroken(a, b string) string {
	ar := []rune(a)
	for n := repeatMaxRunes; n >= 2; n-- {
		if len(ar) < n {
			continue
		}
		w := string(ar[len(ar)-n:])
		if w == repeatedCompany || !strings.HasPrefix(b, w) || strings.ContainsFunc(w, func(r rune) bool { return !normalize.IsHan(r) }) {
			continue
		}
		return a + b[len(w):]
	}
	return a + b
}

// repeatMaxRunes is the longest word read as repeated across a title's
// line break; repeatedCompany is the word that repeats there as itself.
const (
	repeatMaxRunes  = 4
	repeatedCompany = "公司"
)

// brokenName returns the company's name that opens title and runs past
// its first line first, when the line is no name of its own, does not
// open with 关于, and one of lines states the name whole; else "".
func brokenName(lines []normalize.Line, first, title string) string {
	if strings.HasPrefix(first, aboutWord) || extract.CompanyNameRe.MatchString(first) {
		return ""
	}
	if n := extract.CompanyNameRe.FindString(title); len(n) > len(first) && statedOnALine(lines, n) {
		return n
	}
	return ""
}

// statedOnALine reports whether one of lines holds s.
func statedOnALine(lines []normalize.Line, s string) bool {
	for _, ln := range lines {
		if strings.Contains(ln.Text, s) {
			return true
		}
	}
	return false
}

// isTitleFragment reports whether a line can be the first part of a title
// set over several lines: no wider than a page's line of text
// (titleLineMaxColumns), no label (':'), not the end of a sentence, not a
// date, not a title of its own. A dash joins the parts of a name or a
// code (…改造提升工程-项目包1, …阿拉山口市-温泉县-, Saltinho- 比绍 - 塔纳府,
// 188S-0-1地块); a line of figures and dashes alone (a date 2012-03-31, a
// page's number - 2 -) is none.
func isTitleFragment(t string) bool {
	if t == "" || textwidth.Columns(t) > titleLineMaxColumns || normalize.Contains(t, ":") || extract.DateLineRe.MatchString(t) || endsAsTitle(t) {
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(t)
	return !strings.ContainsRune("。;,!?", last) && !digitDateRe.MatchString(t) && strings.ContainsFunc(t, normalize.IsHan)
}

// isLatinName reports whether a line is a name in Latin letters alone: no
// Han character, no digit.
func isLatinName(t string) bool {
	return !strings.ContainsFunc(t, normalize.IsHan) && !strings.ContainsAny(t, "0123456789") &&
		strings.ContainsFunc(t, func(r rune) bool { return r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' })
}

// titleLineMaxColumns is the widest line of a title set over several
// lines: a page's line of text, 40 Chinese characters (与中国北方工业公司签订
// 埃塞俄比亚Addis Ababa-Djibouti铁路车辆采购项目代理合同1, 77 columns).
const titleLineMaxColumns = 80

// digitDateRe is a date in digits and dashes, as a web page's heading
// runs it on (…决议公告2012-03-31).
var digitDateRe = lazyre.New(`\d{4}-\d{1,2}-\d{1,2}`)

// pageHeading reads a web page's heading "简称:标题", the page's date
// run on (中信银行:第二届董事会第三十次会议决议公告2012-03-31, 中贝通信:
// 关于修订《公司章程》的公告): the title is what follows the short name.
func pageHeading(ln normalize.Line) (titleCand, bool) {
	t, sp := extract.TrimLine(ln)
	colon := strings.IndexByte(t, ':')
	if colon <= 0 || utf8.RuneCountInString(t[:colon]) > 8 {
		return titleCand{}, false
	}
	rest := t[colon+1:]
	if loc := pageHeadingDateRe.FindStringIndex(rest); loc != nil {
		rest = rest[:loc[0]]
	}
	lead := len(rest) - len(strings.TrimLeft(rest, " "))
	rest = strings.TrimSpace(rest)
	if !isTitle(rest) && utf8.RuneCountInString(rest) > headerLineMaxRunes {
		// A page run together into one line: the heading's title ends at
		// its first 公告 (中贝通信: 关于修订《公司章程》的公告证券之星2023-12-07
		// 00:00:00关注…).
		if end := firstTitleEnd(rest); end > 0 {
			rest = rest[:end]
		}
	}
	if !isTitle(rest) || isLabel(rest) {
		return titleCand{}, false
	}
	start := sp.Start + colon + 1 + lead
	return titleCand{rest, normalize.Span{Start: start, End: start + len(rest)}}, true
}

// runInMaxRunes bounds a title run together with the text around it,
// after the company's name: 关于公司作为联合中标体与青岛市妇女儿童医院签订《检验
// 试剂、耗材集约化服务项目合同书》的公告 is 45 characters.
const runInMaxRunes = 60

// runInSuffixes end a title run together with the text after it.
var runInSuffixes = []string{"公告", "预案", "报告书"}

// runInHeadedSuffixes end a title run together with the text after it
// only where the body's first numbered heading follows: 方案 also ends
// clauses of running text (…股息发放方案,已经本行…董事会会议审议通过), a
// title does not run on into one (附件5: 交通银行股份有限公司 境内非公开发行
// 优先股方案 一、发行优先股的种类 …).
var runInHeadedSuffixes = []string{"方案"}

// bodyHeadingRe is the body's first numbered heading: 一、.
var bodyHeadingRe = lazyre.New(`^\s*[一二三四五六七八九十]+、`)

// runInTitle finds a title inside a long line, as pages run together into
// one line give it: a company's name, then the title up to the first
// 公告 (or 预案, 报告书) within runInMaxRunes characters, where the name starts the
// line or follows a listing label's value (…公告编号:2012-017湖南长高高压
// 开关集团股份公司2011年年度权益分派实施公告2012-05-16来源:…).
func runInTitle(ln normalize.Line) (titleCand, bool) {
	t := ln.Text
	// A title after the listing labels is the announcement's own; one
	// before them may be a page's heading (北京银行股份有限公司公告(系列)
	// 2014-12-10 来源:证券时报网 作者: 证券代码:601169 … 北京银行股份有限公司
	// 非公开发行优先股预案的公告).
	if m := anchorRe.FindStringIndex(normalize.Simplified(t)); m != nil && m[0] > 0 {
		if c, ok := runInTitleFrom(t, m[1], ln.Span.Start); ok {
			return c, true
		}
	}
	return runInTitleFrom(t, 0, ln.Span.Start)
}

// runInTitleFrom is runInTitle reading from offset from of t.
func runInTitleFrom(t string, start, base int) (titleCand, bool) {
	for _, suffix := range companySuffixes {
		for from := start; from < min(len(t), start+runInScanBytes); {
			k := normalize.Index(t[from:], suffix)
			if k < 0 {
				break
			}
			at := from + k
			from = at + len(suffix)
			if c, ok := runInTitleAt(t, at, suffix, base); ok {
				return c, true
			}
		}
	}
	return titleCand{}, false
}

// firstTitleEnd returns the end of the first of runInSuffixes in s
// within runInMaxRunes characters, with no label or sentence before it,
// or -1.
func firstTitleEnd(s string) int {
	end := -1
	for _, w := range runInSuffixes {
		if k := normalize.Index(s, w); k >= 0 && (end < 0 || k+len(w) < end) {
			end = k + len(w)
		}
	}
	for _, w := range runInHeadedSuffixes {
		for from := 0; ; {
			k := normalize.Index(s[from:], w)
			if k < 0 || end >= 0 && from+k+len(w) >= end {
				break
			}
			from += k + len(w)
			if bodyHeadingRe.MatchString(s[from:]) {
				end = from
				break
			}
		}
	}
	if end < 0 || utf8.RuneCountInString(s[:end]) > runInMaxRunes || normalize.Contains(s[:end], ":") || normalize.Contains(s[:end], "。") {
		return -1
	}
	return end
}

// runInScanBytes bounds how far into a long line runInTitle looks for the
// company's name: the header of a page run together into one line.
const runInScanBytes = 4000

// runInTitleAt reads the title run together with the text around it
// whose company's name ends with suffix at offset at of t (see
// runInTitle). A name run on after a label's value (A股股票简称:中信银行
// 中信银行股份有限公司第二届董事会…, 债券简称:中贝转债中贝通信集团股份有限
// 公司…: a page's spaces folded) starts where the name the text states
// elsewhere starts, after a sentence's end or a line's start.
func runInTitleAt(t string, at int, suffix string, base int) (titleCand, bool) {
	// The name runs back over Han characters and brackets to a
	// character that cannot be part of it.
	start := nameRunStart(t, at)
	if start > 0 {
		r, _ := utf8.DecodeLastRuneInString(t[:start])
		digit := r >= '0' && r <= '9'
		if r != ' ' && r != '\t' && !digit && r != '】' && r != ':' {
			return titleCand{}, false
		}
		if digit || r == ':' {
			// After a label's value (编号: 2006-13号长沙中联重工…, a page's
			// spaces folded) or its colon.
			s, ok := statedElsewhere(t, start, at+len(suffix), suffix)
			if !ok && r == ':' {
				return titleCand{}, false
			}
			if ok {
				start = s
			}
		}
	}
	name := t[start : at+len(suffix)]
	if !extract.CompanyNameRe.MatchString(name) {
		return titleCand{}, false
	}
	rest := t[at+len(suffix):]
	end := firstTitleEnd(rest)
	if end < 0 {
		return titleCand{}, false
	}
	title := t[start : at+len(suffix)+end]
	// "…董事会及全体董事保证本公告内容…" refers to the document.
	bare := title
	for _, w := range documentWords {
		bare = strings.TrimSuffix(bare, w)
	}
	if r, _ := utf8.DecodeLastRuneInString(bare); r == '本' || r == '该' || r == '此' {
		return titleCand{}, false
	}
	if !isTitle(title) || isLabel(title) {
		return titleCand{}, false
	}
	s := base + start
	return titleCand{title, normalize.Span{Start: s, End: s + len(title)}}, true
}

// statedElsewhere returns where, in t[start:end], a run of Han characters
// ending in a company's suffix, the name begins that the text states
// elsewhere on its own: the longest tail of the run (two characters and
// the suffix at least) found elsewhere in t after a character that cannot
// be part of a name (中信银行股份有限公司(以下简称“公司”) after a
// sentence's 。).
//
// Every tail ends in the shortest one, so t is searched once, for that
// one: each tail's occurrences are among its occurrences, those where t
// before them shares with the run as many bytes as the tail has.
func statedElsewhere(t string, start, end int, suffix string) (int, bool) {
	// The tails looked for, longest first.
	var tails []int
	shortest := -1
	for k := start; k < end; {
		_, size := utf8.DecodeRuneInString(t[k:])
		k += size
		tail := t[k:end]
		if utf8.RuneCountInString(tail) < utf8.RuneCountInString(suffix)+2 {
			break
		}
		shortest = k
		if open, closed := strings.IndexByte(tail, '('), strings.IndexByte(tail, ')'); closed >= 0 && (open < 0 || closed < open) {
			continue // inside a bracket of the name (阳泉煤业(集团)股份有限公司)
		}
		tails = append(tails, k)
	}
	if len(tails) == 0 {
		return 0, false
	}
	// The ends of the shortest tail's occurrences, overlapping ones too,
	// and how many bytes before each t shares with the run.
	type occurrence struct{ end, shared int }
	var occs []occurrence
	run, short := t[start:end], t[shortest:end]
	for from := 0; ; {
		i := strings.Index(t[from:], short)
		if i < 0 {
			break
		}
		e := from + i + len(short)
		from += i + 1
		n := len(short)
		for n < len(run) && n < e && t[e-n-1] == run[len(run)-n-1] {
			n++
		}
		occs = append(occs, occurrence{e, n})
	}
	for _, k := range tails {
		// The tail's occurrences left to right, each looked for after
		// the one before it.
		size := end - k
		for from, j := 0, 0; j < len(occs); j++ {
			o := occs[j]
			i := o.end - size
			if o.shared < size || i < from {
				continue
			}
			from = o.end
			if i == k {
				continue
			}
			r, _ := utf8.DecodeLastRuneInString(t[:i])
			if i == 0 || !normalize.IsHan(r) && r != ':' && r != '(' && r != ')' {
				return k, true
			}
		}
	}
	return 0, false
}

// titleIn returns the title a header line holds. A page's running header
// can be run together with the title ("招商银行:股东大会议事规则(2022年修
// 订)招商银行股份有限公司股东大会议事规则"), so the tails of the line after
// a ':' or ')' are candidates too; a tail that starts with a company name is
// preferred, and a candidate never holds a ':'.
func titleIn(ln normalize.Line) (string, normalize.Span, bool) {
	t, sp := extract.TrimLine(ln)
	if off, end, ok := lastMenuItem(t); ok {
		// A site's path or menu (首页 > 信息披露 > 公司公告, 返回 | 打印):
		// only its last item may be the page's title.
		t, sp = t[off:end], normalize.Span{Start: sp.Start + off, End: sp.Start + end}
	}
	if off, ok := afterPageCode(t); ok {
		// 兴齐眼药(300573) - 董事会决议公告: the title follows the listing.
		t, sp.Start = t[off:], sp.Start+off
	}
	if extract.DateLineRe.MatchString(t) {
		return "", normalize.Span{}, false
	}
	if extract.CompanyNameRe.MatchString(t) && isTitle(t) {
		// The company's name opens the line, brackets and all
		// (广夏(银川)实业股份有限公司重大合同公告).
		return t, sp, true
	}
	var cands []int
	for i, r := range t {
		if r == ':' || r == ')' {
			cands = append(cands, i+1)
		}
	}
	for _, off := range cands {
		tail := t[off:]
		// A bracket inside the name (长江精工钢结构(集团)股份有限公司) is
		// not the end of a running header.
		if affix.HasAnyPrefix(tail, nameInnerWords) {
			continue
		}
		if extract.CompanyNameRe.MatchString(tail) && isTitle(tail) {
			return tail, normalize.Span{Start: sp.Start + off, End: sp.End}, true
		}
	}
	if isTitle(t) {
		return t, sp, true
	}
	return "", normalize.Span{}, false
}

// isTitle reports whether t reads as a document title: not a numbered
// heading of a table of contents or of the body ("二、本次优先股发行方案",
// "第三节 发行方案").
func isTitle(t string) bool {
	if extract.CNHeadingRe.MatchString(t) || extract.ArabicHeadingRe.MatchString(t) || extract.ItemHeadingRe.MatchString(t) || sectionHeadingRe.MatchString(t) {
		return false
	}
	return !normalize.Contains(t, ":") && endsAsTitle(t) && utf8.RuneCountInString(t) >= 3
}

// Wording read inside the functions above, with the filings it came
// from.
var (
	// documentWords end a title naming the document itself: "…董事会及全
	// 体董事保证本公告内容…", 本预案, 本报告书.
	documentWords = []string{"公告", "预案", "报告书"}

	// nameInnerWords follow a bracket inside a company's name
	// (长江精工钢结构(集团)股份有限公司).
	nameInnerWords = []string{"股份", "有限", "集团"}
)

// garbledLatin finds Latin letters that a converted filing's font put for
// a Han character in the title (福鼎(龙安) / Th态合成革产业园…, Th for 生;
// 黄xy市 between two Han characters): a capital and a small letter run into
// the Han character after them, or one or two small letters between two
// Han characters, with no other Latin letter or digit next to them. A word
// (GmbH, Part1, Saltinho), a code (PPP, EPC, A股) or a unit after a figure
// (110kv, 500(330)kV) is none. Which character the glyph stands for is
// the font's, so the title is reported unreadable, never guessed. It
// returns the letters' offsets in t.
func garbledLatin(t string) (int, int, bool) {
	lower := func(r rune) bool { return r >= 'a' && r <= 'z' }
	upper := func(r rune) bool { return r >= 'A' && r <= 'Z' }
	for i := 0; i < len(t); {
		r, size := utf8.DecodeRuneInString(t[i:])
		if !lower(r) && !upper(r) {
			i += size
			continue
		}
		j := i
		for j < len(t) && (lower(rune(t[j])) || upper(rune(t[j]))) {
			j++
		}
		prev, _ := utf8.DecodeLastRuneInString(t[:i])
		next, _ := utf8.DecodeRuneInString(t[j:])
		run := t[i:j]
		prevOK := i == 0 || prev >= utf8.RuneSelf || prev == ' ' || prev == '\n' || prev == '\t'
		if j-i <= 2 && prevOK && normalize.IsHan(next) {
			if j-i == 2 && upper(rune(run[0])) && lower(rune(run[1])) {
				return i, j, true
			}
			if !strings.ContainsFunc(run, upper) && i > 0 && normalize.IsHan(prev) {
				return i, j, true
			}
		}
		i = j
	}
	return 0, 0, false
}
