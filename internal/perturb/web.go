package perturb

import (
	"regexp"
	"strings"
)

// Navigation holds the chrome that news and data sites put before an
// announcement, as their pages print it: a quote page's widget, a
// newspaper's page navigation, a portal's labels, a forum's log-in
// prompt, a portal's path and links to the announcements before and
// after; a newspaper site's calendar and portal line; a portal's path,
// font size and date of publication; a portal's menu, title, date and
// related links, some as long as a line of the text; a site's menu; links
// to the neighbouring announcements with the source; the same links
// spaced after their colons.
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
	"首页 > 公司公告 > 正文\n\n字号：大 中 小  【打印】 【关闭】\n\n发布时间：2024-05-17 09:30  来源：证券时报网\n\n",
	"网站首页 | 新闻中心 | 行情中心 | 数据中心 | 公司公告 | 研究报告 | 投资者关系互动平台 | 登录 | 注册\n" +
		"当前位置：首页 > 公司公告 > 沪市公告 > 正文\n" +
		"相关公告：关于召开2023年第一次临时股东大会的通知（2023年3月2日）；关于公司董事辞职的公告（2023年2月28日）\n" +
		"2023年03月03日 08:15  来源：上海证券报  作者：  阅读数：1032\n\n",
	"首页 | 公司公告 | 行情中心 | 数据中心\n上一篇 下一篇 放大 缩小 默认\n\n",
	"首页 > 信息披露 > 公司公告\n上一篇:中国工商银行股份有限公司关于A股可转换公司债券转股结果的公告\n" +
		"下一篇:关于召开2010年第一次临时股东大会的通知\n【字号 大 中 小】 【打印】 【关闭窗口】\n来源:上海证券报\n\n",
	"返回 | 打印 | 关闭窗口\n上一篇: 大秦铁路股份有限公司2020年年度报告摘要\n下一篇: 北京歌华有线电视网络股份有限公司董事会决议公告\n字号:大 中 小\n\n",
}

// spacesRe is a run of ASCII spaces.
var spacesRe = regexp.MustCompile(` +`)

// WideSpaces writes every run of spaces as the same number of sp
// (U+3000, the ideographic space of a Chinese word processor; U+00A0, a
// web page's &nbsp;).
func WideSpaces(s, sp string) string {
	return spacesRe.ReplaceAllStringFunc(s, func(m string) string { return strings.Repeat(sp, len(m)) })
}

// CRLFWide ends lines with CR LF and writes every space as an
// ideographic space, as a Windows word processor's text does.
func CRLFWide(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(s, "\n", "\r\n"), " ", "\u3000")
}
