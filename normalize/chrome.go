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
		lines[k].chrome = linkRow(t) && !headerRow(t)
	}
}

// linkRow reports whether a line, t (trimmed), sets its words apart as a
// page sets its links and controls: a space between two Chinese
// characters or a bracket of a control (【打印】 【关闭】) in a line that
// neither enumerates (、) nor spaces its figures, a site's path
// divided by " > ", " » " or " › ", a link to a neighbouring item
// (neighbourLink), or quoteFigures labelled figures or more run together.
func linkRow(t string) bool {
	if neighbourLink.MatchString(t) || labelledFigures(t) >= quoteFigures {
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

// NeighbourLabel is the label of a link to the item before or after a
// page's own: a direction (上, 下, 前, 后), 一 or not, and a counter (上一篇,
// 下一条, 前一页), as a regular expression.
const NeighbourLabel = `[上下前后]一?[篇条则页]`

// neighbourLink opens such a link, its label and a colon ("上一篇:…",
// "下一条：…", "上一篇: 大秦铁路股份有限公司2020年年度报告摘要").
var neighbourLink = lazyre.New(`^` + NeighbourLabel + `[ \t]*[:：]`)

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
