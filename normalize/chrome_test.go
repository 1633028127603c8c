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
	} {
		if linkRow(s) {
			t.Errorf("%q: read as a page's chrome", s)
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
// as they are without the chrome on all but a few (the chrome's dates and
// sources still count as long lines of the text).
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
				}
			}
		}
	}
	// 63 of the 1,760 were joined otherwise when chrome showed a margin.
	if otherwise*100 > checked*2 {
		t.Errorf("%d of %d pages under chrome joined otherwise than without it", otherwise, checked)
	}
	t.Logf("%d of %d pages under chrome joined otherwise than without it", otherwise, checked)
}
