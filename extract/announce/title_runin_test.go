package announce

import (
	"testing"

	"github.com/gonggao/gonggao/extract/internal/testdoc"
)

// TestFirstTitleEndHeaded: a title run together with the body after it
// ends in 方案 only where the body's first numbered heading follows (the
// plans attached to banks' preference-share announcements, run together
// into one line); 方案 ending a clause of running text ends no title.
func TestFirstTitleEndHeaded(t *testing.T) {
	tests := []struct{ name, rest, want string }{
		// 交通银行, 2015: 附件5 of a newspaper page.
		{"交通银行", "境内非公开发行优先股方案 一、发行优先股的种类 本次境内发行优先股的种类为符合《国务院关于开展优先股试点的指导意见》", "境内非公开发行优先股方案"},
		// 建设银行, 2014: 附件2.
		{"建设银行", "境内发行优先股股票方案 一、本次发行优先股的种类和发行数量 本次发行优先股的种类为符合", "境内发行优先股股票方案"},
		// 光大银行, 2014.
		{"光大银行", "境内非公开发行优先股方案 一、发行优先股的种类 本次发行优先股的种类为", "境内非公开发行优先股方案"},
		// 亚厦股份, 2013: the plan is the subject of a sentence.
		{"a sentence's subject", "(以下简称“本公司”)2012 年度权益分派方案 已获 2013 年 4 月 22 日召开的 2012 年度股东大会审议通过,", ""},
		// 农业银行, 2025.
		{"a clause before a comma", "(以下简称“本行”)优先股二期(以下简称“农行优2”)2024-2025年度股息发放方案,已经本行2025年2月14日召开的董事会会议审议通过", ""},
		// A 公告 before the plan's heading ends the title first.
		{"公告 first", "关于境内非公开发行优先股方案的公告 一、发行优先股的种类", "关于境内非公开发行优先股方案的公告"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := ""
			if end := firstTitleEnd(tt.rest); end >= 0 {
				got = tt.rest[:end]
			}
			if got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

// TestMenuIsNoBodyLine: a site's menu longer than a header line (a
// portal's nine items separated by |) does not end the header before the title below it.
func TestMenuIsNoBodyLine(t *testing.T) {
	for _, menu := range []string{
		"网站首页 | 新闻中心 | 行情中心 | 数据中心 | 公司公告 | 研究报告 | 投资者关系互动平台 | 登录 | 注册",
	} {
		doc := testdoc.From("menu", menu+"\n附件5:\n交通银行股份有限公司\n境内非公开发行优先股方案\n一、发行优先股的种类\n本次境内发行优先股的种类为符合《国务院关于开展优先股试点的指导意见》、《优先股试点管理办法》、《商业银行资本管理办法(试行)》及《关于商业银行发行优先股补充一级资本的指导意见》等相关规定要求的优先股。\n")
		if got := runHeader(doc).Announcement.Title; got != "交通银行股份有限公司境内非公开发行优先股方案" {
			t.Errorf("under %q: title %q", menu, got)
		}
	}
}
