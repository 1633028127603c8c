package payment

import (
	"testing"

	"github.com/gonggao/gonggao/extract"
	paymentx "github.com/gonggao/gonggao/extract/payment"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
	"github.com/gonggao/gonggao/validate/internal/checktest"
)

// read is the case of a text as the pipeline gives it to the check: the
// payment the extractor reads from text.
func read(name, text string, want ...string) checktest.Case {
	doc := normalize.New(normalize.Layer{Path: "t.txt", Format: "txt", Encoding: "utf-8", Raw: []byte(text), Text: text})
	out := extract.Run(doc, schema.Source{}, []extract.Extractor{paymentx.DividendPayment{}})
	if len(want) == 0 {
		want = nil
	}
	return checktest.Case{Name: name, Text: text, Out: &schema.Document{DividendPayment: out.DividendPayment}, Want: want}
}

// TestPayment checks the totals and amounts per share of real notices, as
// they print them, and of one with its total altered.
func TestPayment(t *testing.T) {
	checktest.RunCases(t, Payment{}, []checktest.Case{
		// 上海航天汽车机电股份有限公司 2007年度分红派息实施公告: 0.5 元 per
		// ten shares × 748,544,000 shares ÷ 10 = 37,427,200 元.
		read("per ten shares", "1、本次分红派息以2007 年 12 月31 日总股本74854.4 万股为基数,向全体股东每 10 股派发现金红利 0.5 元(含税),共计派发现金红利37,427,200 元。\n",
			"dividend.payment.total 37427200 pass"),
		// 湖北楚天高速公路股份有限公司 2007年度派发现金红利实施公告: 1.60 元
		// per ten shares × 931,652,495 shares ÷ 10 = 149,064,399.20 元.
		read("总额", "按本公司2007年12月31日的总股本93,165.2495万股为基数,向全体股东每10股派发现金红利1.60元(含税),派发现金红利总额149,064,399.20元,占公司本年度实现的可供股东分配利润的69.50%。\n",
			"dividend.payment.total 149064399.20 pass"),
		// The same with its total altered by 100 元.
		read("total altered", "1、本次分红派息以2007 年 12 月31 日总股本74854.4 万股为基数,向全体股东每 10 股派发现金红利 0.5 元(含税),共计派发现金红利37,427,300 元。\n",
			"dividend.payment.total 37427300 fail"),
		// 中国光大银行 优先股股息派发实施公告 (临2016-021, as in
		// extract/payment's testdata): par 100 元 × 5.30% = 5.30 元 a share;
		// 5.30 元 × 2亿股 = 10.60亿元.
		read("preference", "（三）光大优1每股面值人民币100元，票面股息率为5.30%，本次每股发放现金股息人民币5.30元（含税），以光大优1发行总数2亿股为基数，合计人民币10.60亿元（含税）。\n",
			"dividend.payment.per_share 5.30 pass", "dividend.payment.total 1060000000 pass"),
		// Only the amount: nothing to check.
		read("amount alone", "每股优先股派发现金股息人民币4.84元(含税)\n"),
	})
}
