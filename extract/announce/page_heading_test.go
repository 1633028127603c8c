package announce

import (
	"testing"

	"github.com/gonggao/gonggao/extract/internal/testdoc"
	"github.com/gonggao/gonggao/internal/perturb"
)

// TestRunTogetherPageHeadingCode: a page without listing labels whose
// heading names the listing (简称(代码)标题) keeps its stock code when its
// lines run together into one long line: the heading still opens it.
func TestRunTogetherPageHeadingCode(t *testing.T) {
	tests := []struct{ name, text, code, short string }{
		// 华菱管线, 2004: a portal's page of the offering's terms.
		{"华菱管线", "华菱管线(000932)发行公告 | |||||||||\n---|---|---|---|---|---|---|---|---|---|\nhttp://finance.sina.com.cn 2004年07月14日 08:56 上海证券报网络版 | |||||||||\n1、可转换公司债券的发行总额:2,000,000,000元 2、票面金额:100元 3、可转换公司债券的期限:5年\n4、转股价格:本次发行的可转债初始转股价格以公布募集说明书之日前30个交易日公司股票的平均收盘价格为基础上浮0.1%。初始转股价格自本次发行结束后开始生效。\n", "000932", "华菱管线"},
		// 兴齐眼药, 2025: the heading and the body, without the labels.
		{"兴齐眼药", "兴齐眼药(300573) - 董事会决议公告\n沈阳兴齐眼药股份有限公司\n第五届董事会第七次会议决议公告\n本公司及董事会全体成员保证信息披露内容的真实、准确、完整,没有虚假记载、误导性陈述或重大遗漏。\n一、董事会会议召开情况\n1、本次董事会由董事长刘继东先生召集,会议通知于 2025 年 4 月 8 日通过电子邮件的形式送达至全体董事。\n", "300573", "兴齐眼药"},
		// 科思科技, 2025: a colon after the code.
		{"科思科技", "科思科技(688788):取消监事会、调整董事会人数、变更注册资本、修订《公司章程》暨修订、制定及废止公司部分内部管理制度\n时间:2025年07月02日 12:11:15 中财网\n深圳市科思科技股份有限公司\n本公司董事会及全体董事保证本公告内容不存在任何虚假记载、误导性陈述或者重大遗漏,并对其内容的真实性、准确性和完整性依法承担法律责任。\n", "688788", "科思科技"},
	}
	for _, tt := range tests {
		for _, text := range []string{tt.text, perturb.RunTogether(tt.text)} {
			doc := testdoc.From(tt.name, text)
			a := runHeader(doc).Announcement
			if len(a.StockCodes) != 1 || a.StockCodes[0].Code != tt.code || a.StockCodes[0].ShortName != tt.short || a.StockCodes[0].Market != "A" {
				t.Errorf("%s (%d lines): codes %+v, want A %s %s", tt.name, len(doc.Lines()), a.StockCodes, tt.code, tt.short)
			}
		}
	}
}
