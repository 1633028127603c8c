package announce

import (
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/normalize"
)

// blankPortalLinks blanks the lines of a web page's chrome before the
// header that link to other announcements: a short label, a colon and
// another announcement's title (上一篇:…公告 / 下一篇:…报告). A page's
// heading "简称:标题" and a forum's "主题:标题" have the same layout, but
// state the page's own title: the label of a heading is the issuer's short
// name, written (its Han characters in order) in a company name the text
// states (中信银行 of 中信银行股份有限公司, 工行 of 中国工商银行股份有限公司),
// and a page has one title. A line is a link when its label names no
// company and either points to a neighbouring item (a direction and a
// counter: 上一篇, 下一条, 前一则, 后篇) or stands next to another such line
// under another label (the list of a page's related links). The lines are
// blanked with spaces, so the offsets of the rest of the text are
// unchanged.
func blankPortalLinks(text string, lines []normalize.Line) (string, []normalize.Line) {
	var cands []int
	var labels []string
	var names []string
	n := 0
	for i, ln := range lines {
		t := strings.TrimSpace(ln.Text)
		if t == "" {
			continue
		}
		if head, ok := linkLabel(t); ok && normalize.RelatedLabel(head) && n < anchorMaxLines {
			// A list of related links runs as long as it lists.
			n++
			cands = append(cands, i)
			labels = append(labels, head)
			continue
		}
		if n++; n > anchorMaxLines || isRunningText(t) || anchorRe.MatchString(t) {
			break
		}
		head, ok := linkLabel(t)
		if !ok {
			continue
		}
		if names == nil {
			names = companyNames(text)
		}
		if !namesCompany(head, names) {
			cands = append(cands, i)
			labels = append(labels, head)
		}
	}
	var links []int
	for k, i := range cands {
		paired := k > 0 && nextLine(lines, cands[k-1]) == i && labels[k-1] != labels[k] ||
			k+1 < len(cands) && nextLine(lines, i) == cands[k+1] && labels[k+1] != labels[k]
		if paired || normalize.NeighbourLabel(labels[k]) || normalize.RelatedLabel(labels[k]) {
			links = append(links, i)
		}
	}
	if len(links) == 0 {
		return text, lines
	}
	b := []byte(text)
	for _, i := range links {
		for k := lines[i].Span.Start; k < lines[i].Span.End; k++ {
			b[k] = ' '
		}
	}
	text = string(b)
	out := make([]normalize.Line, len(lines))
	for i, ln := range lines {
		out[i] = normalize.Line{Text: text[ln.Span.Start:ln.Span.End], Span: ln.Span}
	}
	return text, out
}

// nextLine returns the index of the first non-empty line after lines[i],
// or len(lines).
func nextLine(lines []normalize.Line, i int) int {
	for i++; i < len(lines) && strings.TrimSpace(lines[i].Text) == ""; i++ {
	}
	return i
}

// linkLabelMaxRunes is the longest label before a linked title.
const linkLabelMaxRunes = 8

// linkLabel returns the label of a line laid out as a label, a colon and
// a title: the label of at most linkLabelMaxRunes characters without a
// digit, the title (a page's date run on dropped) reading as one, or
// anything after a label that points to a neighbouring item (下一条: …年度
// 报告摘要).
func linkLabel(t string) (string, bool) {
	colon := strings.IndexByte(t, ':')
	if colon <= 0 {
		return "", false
	}
	head := strings.Trim(t[:colon], " \t【】[]")
	if head == "" || utf8.RuneCountInString(head) > linkLabelMaxRunes || strings.ContainsAny(head, "0123456789") {
		return "", false
	}
	rest := t[colon+1:]
	if loc := pageHeadingDateRe.FindStringIndex(rest); loc != nil {
		rest = rest[:loc[0]]
	}
	rest = strings.TrimSpace(rest)
	if rest == "" || !normalize.NeighbourLabel(head) && !normalize.RelatedLabel(head) && (!isTitle(rest) || isLabel(rest)) {
		return "", false
	}
	return head, true
}

// companyNames returns the runs of Han characters that end in a company's
// suffix in text (中国工商银行股份有限公司), each at most 30 characters
// before the suffix, brackets of Han characters inside counted in
// (上海振华港口机械(集团)股份有限公司, 广夏(银川)实业股份有限公司).
func companyNames(text string) []string {
	names := []string{}
	for _, suffix := range companySuffixes {
		for off := 0; ; {
			at := strings.Index(text[off:], suffix)
			if at < 0 {
				break
			}
			at += off
			start, k := at, 0
			for start > 0 && k < 30 {
				if open := bracketBefore(text[:start]); open >= 0 {
					k += utf8.RuneCountInString(text[open:start])
					start = open
					continue
				}
				r, size := utf8.DecodeLastRuneInString(text[:start])
				if !normalize.IsHan(r) {
					break
				}
				start -= size
				k++
			}
			if start < at {
				names = append(names, text[start:at])
			}
			off = at + len(suffix)
		}
	}
	return names
}

// nameBracketMaxRunes is the most Han characters a bracket inside a
// company's name holds: (集团), (银川), (中国).
const nameBracketMaxRunes = 6

// bracketBefore returns where the bracket that ends s opens, when s ends
// in a closing bracket (either width) after one to nameBracketMaxRunes Han
// characters, not all numerals (an item's number, (一)), and its opening
// bracket, with Han characters before it; else -1.
func bracketBefore(s string) int {
	var t string
	switch {
	case strings.HasSuffix(s, ")"):
		t = strings.TrimSuffix(s, ")")
	case strings.HasSuffix(s, "）"):
		t = strings.TrimSuffix(s, "）")
	default:
		return -1
	}
	for n := 0; n <= nameBracketMaxRunes; n++ {
		r, size := utf8.DecodeLastRuneInString(t)
		if r == '(' || r == '（' {
			before, _ := utf8.DecodeLastRuneInString(t[:len(t)-size])
			if n == 0 || !normalize.IsHan(before) || strings.Trim(s[len(t):], listNumerals+")）") == "" {
				return -1 // empty, at the start, or an item's number: (一)
			}
			return len(t) - size
		}
		if !normalize.IsHan(r) {
			return -1
		}
		t = t[:len(t)-size]
	}
	return -1
}

// listNumerals number the items of a list: (一), (十二).
const listNumerals = "一二三四五六七八九十"

// namesCompany reports whether label's Han characters stand, in order, in
// one of names: the label is a short name of that company.
func namesCompany(label string, names []string) bool {
	var han []rune
	for _, r := range label {
		if normalize.IsHan(r) {
			han = append(han, r)
		}
	}
	if len(han) < 2 {
		return false
	}
	for _, name := range names {
		k := 0
		for _, r := range name {
			if k < len(han) && r == han[k] {
				k++
			}
		}
		if k == len(han) {
			return true
		}
	}
	return false
}

// isRunningText reports whether a line is running text, not a site's
// chrome or a heading: longer than chromeLineMaxRunes, or holding a
// sentence's end.
func isRunningText(t string) bool {
	if isMenu(t) {
		return false
	}
	return utf8.RuneCountInString(t) > chromeLineMaxRunes || normalize.Contains(t, "。")
}

// menuMinItems is how many items separated by | make a line a site's menu
// however long it runs: "网站首页 | 新闻中心 | 行情中心 | 数据中心 | 公司公告 |
// 研究报告 | 投资者关系互动平台 | 登录 | 注册", "首页 | 电子报首页 | 版面导航 |
// 标题导航".
const menuMinItems = 4

// isMenu reports whether t is a menu: at least menuMinItems short items
// separated by |, with no sentence's end.
func isMenu(t string) bool {
	items := strings.Split(t, "|")
	if len(items) < menuMinItems || normalize.Contains(t, "。") {
		return false
	}
	for _, it := range items {
		if utf8.RuneCountInString(strings.TrimSpace(it)) > linkLabelMaxRunes+4 {
			return false
		}
	}
	return true
}

// chromeLineMaxRunes is the longest line of a site's chrome (menus,
// labels, a quote widget's figures): a longer line is running text.
const chromeLineMaxRunes = 60

// isLabel reports whether a title is only a word for an announcement
// under a web page's label (公司公告, ·公司公告, 最新公告) or the closing
// formula 特此公告, not a document's title. A title of two characters and
// 公告 is a title (中标公告 under the company's name).
func isLabel(t string) bool {
	t = strings.TrimLeft(t, "·• ")
	for _, w := range labelTitleEnds {
		if rest, ok := strings.CutSuffix(t, w); ok {
			return pageLabels[rest]
		}
	}
	return false
}

// pageLabels are the words before 公告 in the labels and menus of the
// sites that publish announcements, and 特此 of the closing formula.
var pageLabels = map[string]bool{"": true, "公司": true, "最新": true, "临时": true, "相关": true, "全部": true, "个股": true, "定期": true, "历史": true, "本站": true, "特此": true}

// pageHeadingDateRe is the date a web page runs on after its heading:
// "…决议公告2012-03-31", "…的公告 2023-05-18 10:20".
var pageHeadingDateRe = lazyre.New(`\s*\d{4}-\d{2}-\d{2}(?:\s*\d{2}:\d{2}(?::\d{2})?)?$`)

// menuSeparators divide the items of a site's path and menus.
const menuSeparators = ">|»›"

// lastMenuItem returns the byte range of the last non-empty item of a
// line divided by menuSeparators (华菱管线(000932)发行公告 | ||||| gives the
// title, 首页 > 信息披露 > 公司公告 its last label), and false for a line
// without a separator.
func lastMenuItem(t string) (int, int, bool) {
	if !strings.ContainsAny(t, menuSeparators) {
		return 0, 0, false
	}
	end := len(t)
	for {
		at := strings.LastIndexAny(t[:end], menuSeparators)
		_, size := utf8.DecodeRuneInString(t[max(at, 0):])
		start := at + size
		if at < 0 {
			start = 0
		}
		item := strings.TrimSpace(t[start:end])
		if item != "" || at < 0 {
			off := start + strings.Index(t[start:end], item)
			return off, off + len(item), true
		}
		end = at
	}
}

// Wording read inside the functions above, with the filings it came
// from.
var (
	// labelTitleEnds end a site's page label, not a title: 公告, 决议
	// after a label of the page (公司公告, 董事会决议).
	labelTitleEnds = []string{"公告", "决议"}
)

// pageControls are the words of a web page's controls and of its link to
// the filing's file, which a site may run on after the item's heading:
// 下载公告 (中国国航2016年度股东大会决议公告 下载公告), 查看版面PDF (30版 信息
// 披露  查看版面PDF), 【打印】 【关闭窗口】, 返回 | 打印 | 关闭窗口, 【关闭】,
// 放大 缩小 默认 (上一篇 放大 缩小 默认). Longer words first.
var pageControls = []string{"查看版面PDF", "关闭窗口", "下载公告", "打印", "关闭", "返回", "放大", "缩小", "默认"}

// controlsAfter returns where a line's text ends before the page controls
// run on after it (pageControls, one or more, bare or in brackets 【】 or
// [], each after a space or the first right after a title's end), and
// whether there are any and text before them.
func controlsAfter(t string) (int, bool) {
	end := len(strings.TrimRight(t, " \t\u3000\u00a0"))
	found := false
	for {
		w := t[:end]
		cut := -1
		for _, c := range pageControls {
			for _, form := range [][2]string{{"", ""}, {"【", "】"}, {"[", "]"}} {
				if rest, ok := strings.CutSuffix(w, form[0]+c+form[1]); ok {
					cut = len(rest)
					break
				}
			}
			if cut >= 0 {
				break
			}
		}
		if cut < 0 {
			break
		}
		before := strings.TrimRight(t[:cut], " \t\u3000\u00a0|")
		if before == "" || len(before) == cut && !endsAsTitle(before) {
			// Nothing before it, or a word of the text (…打印): a
			// control is set apart by a space, or runs on after a
			// title's end (folding takes out the space between two
			// Chinese characters: …决议公告下载公告).
			break
		}
		end, found = len(before), true
	}
	return end, found
}
