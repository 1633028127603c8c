package normalize

import (
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/internal/lazyre"
)

// A web page prints its chrome above the announcement, one control or link
// a line: a forum's log-in prompt ("您需要 登录 才可以下载或查看,没有账号?立即注
// 册"), a quote page's links ("意见反馈 手机随时随地看行情") and figures
// ("昨收盘:0.000今开盘:0.000最高价:0.000最低价:0.000"), a newspaper's page
// controls ("上一篇 放大 缩小 默认", "【字号 大 中 小】 【打印】 【关闭窗
// 口】"), links to the items before and after ("上一篇:关于召开2010年第一次临
// 时股东大会的通知"), a site's path ("首页 > 信息披露 > 公司公告"). Such a line
// is set by the page, not broken at a margin: it neither shows the margin
// of the text nor runs on into the line after it (JoinColumns).

// pageChrome marks the lines of a page's chrome: the lines before the
// first sentence's end (the chrome and the announcement's header come
// before its running text) that set their words apart as a page sets its
// links (linkRow), but for a header's rows ("证券代码:688136 证券简称:科兴
// 制药 公告编号:2023-015", headerRow), which have their own rule.
func pageChrome(text string, lines []columnLine) {
	for k := range lines {
		t := strings.Trim(text[lines[k].start:lines[k].end], " \t\r\u3000\u00a0")
		if strings.Contains(t, "。") {
			return
		}
		lines[k].chrome = linkRow(t) && !headerRow(t) || publishedStamp.MatchString(t)
	}
}

// publishedStamp is the time a site published its item, a date and a time
// of the day, which a site prints above the item, alone or among its
// labelled fields: "发布时间:2018-09-21 09:30:00 来源:上海证券报 作者:",
// "2003-04-29 05:39", "时间:2025年07月02日 12:11:15 中财网", "证券之星
// 2023-12-07 00:00:00", "熊十四 发表于 2005-9-26 00:00:00 浏览: 483",
// "http://finance.sina.com.cn 2004年07月14日 08:56 上海证券报网络版". Its
// fields are set apart as a header's are (headerRow), but no header nor
// the text before an announcement's first sentence states a time of the
// day.
var publishedStamp = lazyre.New(`(?:^|[^\d])\d{4}(?:-\d{1,2}-\d{1,2}|年\d{1,2}月\d{1,2}日)[ \t\x{3000}\x{00a0}]+\d{1,2}:\d{2}(?::\d{2})?(?:$|[^\d])`)

// linkRow reports whether a line, t (trimmed), sets its words apart as a
// page sets its links and controls: a space between two Chinese
// characters or a bracket of a control (【打印】 【关闭】) in a line that
// neither enumerates (、) nor spaces its figures, a site's path
// divided by " > ", " » " or " › ", a menu divided by bars (menuBar), a
// link to a neighbouring item or a list of related items
// (navigationLink), or quoteFigures labelled figures or more run together.
func linkRow(t string) bool {
	if navigationLink(t) || labelledFigures(t) >= quoteFigures || menuBar(t) {
		return true
	}
	for _, sep := range pathSeparators {
		if strings.Contains(t, sep) {
			return true
		}
	}
	if strings.Contains(t, "、") {
		return false // an enumeration: running text
	}
	apart := false
	for i := 0; i < len(t); i++ {
		if t[i] != ' ' {
			continue
		}
		before, _ := utf8.DecodeLastRuneInString(t[:i])
		after, _ := utf8.DecodeRuneInString(t[i+1:])
		if isDigit(before) || isDigit(after) {
			// A text layer's spaces around figures ("于 2025 年 4 月 8 日
			// 通过 电子邮件"): its spaces between Chinese characters are
			// the layer's too.
			return false
		}
		if (isHan(before) || before == '】') && (isHan(after) || after == '【') {
			apart = true
		}
	}
	return apart
}

// pathSeparators divide the items of a site's path: "首页 > 信息披露 > 公司
// 公告", "首页 » 公告", "首页 › 公告".
var pathSeparators = []string{" > ", " » ", " › "}

// The labels of a page's links to other items: to the item before or
// after the page's own, a direction (上, 下, 前, 后), 一 or not, and a
// counter (上一篇, 下一条, 前一页); and to a list of related items, other
// announcements and news (相关公告, 相关新闻, 相关阅读, 相关链接, 推荐阅读).
const (
	neighbourLabel = `[上下前后]一?[篇条则页]`
	relatedLabel   = `(?:相关|推荐)(?:公告|新闻|阅读|链接|资讯|文章|报道)`
)

// The same, each all of a label.
var (
	neighbourLabelRe = lazyre.New(`^` + neighbourLabel + `$`)
	relatedLabelRe   = lazyre.New(`^` + relatedLabel + `$`)
)

// NeighbourLabel reports whether label (trimmed) is all of the label of a
// page's link to the item before or after its own: 上一篇, 下一条, 前一则,
// 后篇. The chrome of a page (linkRow) and the header's reading of a
// portal's links both ask it.
func NeighbourLabel(label string) bool { return neighbourLabelRe.MatchString(label) }

// RelatedLabel reports whether label (trimmed) is all of the label of a
// page's list of related items, however many it runs on one line: 相关公告,
// 相关新闻, 相关阅读, 相关链接, 推荐阅读.
func RelatedLabel(label string) bool { return relatedLabelRe.MatchString(label) }

// navigationLink reports whether t opens with such a label and a colon,
// however many items it runs on one line ("上一篇:…", "下一条：…", "上一篇:
// 大秦铁路股份有限公司2020年年度报告摘要", "相关公告：关于召开2023年第一次临时股东
// 大会的通知（2023年3月2日）；关于公司董事辞职的公告（2023年2月28日）").
func navigationLink(t string) bool {
	colon := strings.IndexAny(t, ":：")
	if colon <= 0 {
		return false
	}
	label := strings.TrimRight(t[:colon], " \t")
	return NeighbourLabel(label) || RelatedLabel(label)
}

// menuBar reports whether t is a site's menu, its items divided by bars:
// "首页 | 电子报首页 | 版面导航 | 标题导航", "返回 | 打印 | 关闭窗口", "网站首页
// | 新闻中心 | 行情中心 | …": menuItems items or more, each of at most
// menuItemMaxRunes characters and no figure. A table's row divides its
// cells so too, but holds figures ("出席会议的股东和代理人人数 | 7名 |").
func menuBar(t string) bool {
	items := strings.Split(t, " | ")
	if len(items) < menuItems {
		return false
	}
	for _, it := range items {
		it = strings.TrimSpace(it)
		if it == "" || utf8.RuneCountInString(it) > menuItemMaxRunes || strings.ContainsAny(it, "0123456789０１２３４５６７８９") {
			return false
		}
	}
	return true
}

// A menu has menuItems items or more, each of menuItemMaxRunes characters
// at most.
const menuItems, menuItemMaxRunes = 3, 12

// quoteFigures is how many labelled figures run together make a quote's
// row ("昨收盘:0.000今开盘:0.000最高价:0.000最低价:0.000"); a header run
// together labels two figures at most ("证券代码:688526证券简称:科前生物公告编
// 号:2022-054").
const quoteFigures = 3

// labelledFigures counts the figures in t that follow a colon and end at a
// Chinese character or at the end of t: "最高价:0.000最低价".
func labelledFigures(t string) int {
	n := 0
	for i := 0; i < len(t); i++ {
		if t[i] != ':' && !strings.HasPrefix(t[i:], "：") {
			continue
		}
		j := i + 1
		if t[i] != ':' {
			j = i + len("：")
		}
		k := j
		for k < len(t) && (isDigit(rune(t[k])) || t[k] == '.' || t[k] == ',' || t[k] == '-' || t[k] == '%') {
			k++
		}
		if k == j || !isDigit(rune(t[j])) {
			continue
		}
		if r, _ := utf8.DecodeRuneInString(t[k:]); k == len(t) || isHan(r) {
			n++
		}
	}
	return n
}
