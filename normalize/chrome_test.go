package normalize

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gonggao/gonggao/internal/perturb"
)

// TestPageChrome reads the lines of real sites' chrome (internal/perturb's
// Navigation, from the pages of news sites, portals and forums) as chrome,
// and the lines of the header and title of real announcements as no
// chrome.
func TestPageChrome(t *testing.T) {
	for _, s := range []string{
		"您需要 登录 才可以下载或查看,没有账号?立即注册",
		"意见反馈 手机随时随地看行情",
		"上一篇 放大 缩小 默认",
		"【字号 大 中 小】 【打印】 【关闭窗口】",
		"首页 > 信息披露 > 公司公告",
		"上一篇:关于召开2010年第一次临时股东大会的通知",
		"下一篇: 大秦铁路股份有限公司2020年年度报告摘要",
		"昨收盘:0.000今开盘:0.000最高价:0.000最低价:0.000",
		"市盈率:0.000收益率:0.00052周最高:0.00052周最低:0.000",
		// Menus divided by bars, lists of related items.
		"首页 | 电子报首页 | 版面导航 | 标题导航",
		"返回 | 打印 | 关闭窗口",
		"网站首页 | 新闻中心 | 行情中心 | 数据中心 | 公司公告 | 研究报告 | 投资者关系互动平台 | 登录 | 注册",
		"相关公告：关于召开2023年第一次临时股东大会的通知（2023年3月2日）；关于公司董事辞职的公告（2023年2月28日）",
	} {
		if !linkRow(s) {
			t.Errorf("%q: not read as a page's chrome", s)
		}
	}
	for _, s := range []string{
		"证券代码:688526证券简称:科前生物公告编号:2022-054",
		"科兴制药:第二届监事会第五次会议决议公告2023-04-22",
		"北京歌华有线电视网络股份有限公司可转换公司债券转股价格调整特别提示公告",
		"沈阳兴齐眼药股份有限公司",
		"第二届监事会第五次会议决议公告",
		"主题:航天机电2007年度分红派息实施公告",
		"下一步工作计划",
		// A PDF's text layer spaces its figures and some of its words.
		"议通知于 2025 年 4 月 8 日通过 电",
		"证券代码:300573 证券简称:兴齐眼药 公",
		"本公司董事会及全体董事保证本公告内容不存在任何虚假记载、误导 性陈述",
		// A table's row divided by bars holds figures; a list of two
		// items is no menu.
		"出席会议的股东和代理人人数 | 7名 | 所持有表决权的股份总数 | 11,029,501,882",
		"同意 | 反对",
		"相关议案已经公司第二届董事会第五次会议审议通过",
	} {
		if linkRow(s) {
			t.Errorf("%q: read as a page's chrome", s)
		}
	}
	// The time a site published its item, a date and a time of the day,
	// among its fields or not (the dev pages' sites: a newspaper's,
	// 新浪, 中财网, 证券之星, a forum's post), is chrome; a header's date, a
	// date in the text and a time of the day alone are not.
	for _, tt := range []struct {
		line  string
		stamp bool
	}{
		{"发布时间:2018-09-21 09:30:00 来源:上海证券报 作者:", true},
		{"发布时间：2024-05-17 09:30  来源：证券时报网", true},
		{"2023年03月03日 08:15  来源：上海证券报  作者：  阅读数：1032", true},
		{"2003-04-29 05:39", true},
		{"http://finance.sina.com.cn 2004年07月14日 08:56 上海证券报网络版 | |||||||||", true},
		{"熊十四 发表于 2005-9-26 00:00:00 浏览:  483 回复:  0 [显示全部楼层] 复制链接", true},
		{"时间:2025年07月02日 12:11:15 中财网", true},
		{"证券之星 2023-12-07 00:00:00", true},
		{"科兴制药:第二届监事会第五次会议决议公告2023-04-22", false},
		{"证券代码:688136 证券简称:科兴制药 公告编号:2023-015", false},
		{"本公司第八届董事会于2014年12月31日召开", false},
		{"现场会议时间:14:30", false},
		{"编号:临2012-16 12:30", false},
	} {
		text := tt.line + "\n本公司董事会及全体董事保证本公告内容不存在任何虚假记载。\n"
		lines := []columnLine{{start: 0, end: strings.IndexByte(text, '\n')}}
		pageChrome(text, lines)
		if lines[0].chrome != tt.stamp {
			t.Errorf("%q: chrome %v, want %v", tt.line, lines[0].chrome, tt.stamp)
		}
	}
	// A header's row sets its fields apart as a page's links are set; it
	// is a header's (headerRow), not chrome.
	text := "证券代码:688136           证券简称:科兴制药             公告编号:2023-015\n科兴生物制药股份有限公司\n"
	lines := []columnLine{{start: 0, end: strings.IndexByte(text, '\n')}}
	pageChrome(text, lines)
	if lines[0].chrome {
		t.Errorf("a header's row read as chrome")
	}
}

// TestChromeJoinsNothing reads the real pages of the corpus, whole and cut
// to their first lines (a short web page), under each site's chrome that
// internal/perturb puts before them: no line of the chrome is joined to
// another nor to the announcement, and the announcement's lines are joined
// as they are without the chrome.
func TestChromeJoinsNothing(t *testing.T) {
	files, err := filepath.Glob("../corpus/real/pages/*.txt")
	if err != nil || len(files) < 20 {
		t.Fatalf("corpus pages: %d, %v", len(files), err)
	}
	checked, otherwise := 0, 0
	for _, f := range files {
		raw, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.SplitAfter(string(raw), "\n")
		for _, n := range []int{0, 8, 10, 12, 15, 20} {
			if n >= len(lines) {
				continue
			}
			body := string(raw)
			if n > 0 {
				body = strings.Join(lines[:n], "")
			}
			want, _ := JoinColumns(body)
			for i, nav := range perturb.Navigation {
				got, _ := JoinColumns(nav + body)
				checked++
				if !strings.HasPrefix(got, nav) {
					t.Errorf("%s cut at %d lines, chrome %d: a line of the chrome is joined", filepath.Base(f), n, i)
				}
				if !strings.HasSuffix(got, want) {
					otherwise++
					t.Errorf("%s cut at %d lines, chrome %d: the announcement is joined otherwise than without the chrome", filepath.Base(f), n, i)
				}
			}
		}
	}
	t.Logf("%d of %d pages under chrome joined otherwise than without it", otherwise, checked)
}
