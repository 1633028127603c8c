package announce

import (
	"testing"

	"github.com/gonggao/gonggao/schema"
)

// TestBondCodeUnderShareLabel: a code in the exchanges' bond and fund
// range (1xxxxx outside the convertibles' and preference shares') under a
// share's label (证券代码) is a corporate bond's, no listing of the
// company's shares; one whose name says 转债 is a convertible's. Headers
// of real filings: 美晨科技 2017 and 美晨生态 2018 (FDDC 2018: 16520786,
// 20380257), 民生银行 2014.
func TestBondCodeUnderShareLabel(t *testing.T) {
	checkHeaders(t, []struct {
		name, text string
		want       headerFacts
	}{
		{"corporate bond after the shares' labels, spaced", "股票代码：300237 股票简称：美晨科技 公告编号：2017-081证券代码：112558 证券简称：17 美晨 01\n山东美晨科技股份有限公司\n关于收到重大工程中标通知书的公告\n", headerFacts{
			Company: "山东美晨科技股份有限公司", Kind: schema.KindContract, Title: "山东美晨科技股份有限公司关于收到重大工程中标通知书的公告", Number: "2017-081",
			Codes: []schema.StockCode{{Market: "A", Code: "300237", ShortName: "美晨科技"}},
		}},
		{"corporate bond, labels run together", "股票代码:300237股票简称:美晨生态公告编号:2018-056证券代码:112558证券简称:17美晨01\n本公司及董事会全体成员保证信息披露内容的真实、准确和完整,没有虚假记载、误导性陈述或重大遗漏。\n山东美晨生态环境股份有限公司关于收到重大工程中标通知书的公告\n", headerFacts{
			Company: "山东美晨生态环境股份有限公司", Kind: schema.KindContract, Title: "山东美晨生态环境股份有限公司关于收到重大工程中标通知书的公告", Number: "2018-056",
			Codes: []schema.StockCode{{Market: "A", Code: "300237", ShortName: "美晨生态"}},
		}},
		{"corporate bond alone under the label", "证券代码：112558 证券简称：17美晨01\n山东美晨科技股份有限公司关于收到重大工程中标通知书的公告\n", headerFacts{
			Company: "山东美晨科技股份有限公司", Kind: schema.KindContract, Title: "山东美晨科技股份有限公司关于收到重大工程中标通知书的公告",
		}},
		{"convertible under the shares' label", "证券简称:民生银行 证券代码:600016 编号: 2014-055 证券简称:民生转债 证券代码:110023\n中国民生银行股份有限公司关于实施2014年中期利润分配时“民生转债”停止转股和恢复转股的公告\n", headerFacts{
			Company: "中国民生银行股份有限公司", Kind: schema.KindOther, Title: "中国民生银行股份有限公司关于实施2014年中期利润分配时“民生转债”停止转股和恢复转股的公告", Number: "2014-055",
			Codes: []schema.StockCode{{Market: "A", Code: "600016", ShortName: "民生银行"}, {Market: "convertible", Code: "110023", ShortName: "民生转债"}},
		}},
	})
}

// TestHongKongCodeAsPrinted: a Hong Kong listing's code is given as the
// header prints it, with or without its leading zeros (中国中铁 2008, 2009
// and 2011: 0390, 00390, 390; FDDC 2018: 122957, 130272, 1486117), its
// market and name in table cells.
func TestHongKongCodeAsPrinted(t *testing.T) {
	const body = "中国中铁股份有限公司重大工程中标公告\n"
	var tests []struct {
		name, text string
		want       headerFacts
	}
	for _, c := range []struct{ code, number string }{{"0390", "临2008-034"}, {"00390", "临2009-007"}, {"390", "临2011-020"}} {
		tests = append(tests, struct {
			name, text string
			want       headerFacts
		}{c.code, "A股简称 : 中国中铁\tH股简称:中国中铁\t公告编号:" + c.number + "\nA股代码 :601390\tH股代码: " + c.code + "\t公告编号:" + c.number + "\n" + body, headerFacts{
			Company: "中国中铁股份有限公司", Kind: schema.KindContract, Title: "中国中铁股份有限公司重大工程中标公告", Number: c.number,
			Codes: []schema.StockCode{{Market: "A", Code: "601390", ShortName: "中国中铁"}, {Market: "H", Code: c.code, ShortName: "中国中铁"}},
		}})
	}
	checkHeaders(t, tests)
}
