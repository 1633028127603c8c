package announce

import (
	"testing"

	"github.com/gonggao/gonggao/extract/internal/testdoc"
	"github.com/gonggao/gonggao/internal/perturb"
	"github.com/gonggao/gonggao/schema"
)

// TestBondCodes reads a convertible bond's code in the wordings filings
// use: labelled in the header (中国石化 2011, 江苏银行 2019), paired with a
// short name ending in 转债 under a security's labels (民生银行 2014), in
// the body (工商银行 2010, 大秦铁路 2021); the code for conversion orders
// (转股代码, 中信银行 2019) is not a listing.
func TestBondCodes(t *testing.T) {
	for _, tc := range []struct{ name, text, code, short string }{
		{"header 转债代码", "股票代码:600028 股票简称:中国石化 编号:临2011-22号 转债代码:110015 转债简称:石化转债\n\n中国石油化工股份有限公司关于“石化转债”实施转股事宜的公告\n", "110015", "石化转债"},
		{"header 可转债代码", "证券代码:600919 证券简称:江苏银行 公告编号:2019-037\n可转债代码:110053 可转债简称:苏银转债\n\n江苏银行股份有限公司关于“苏银转债”开始转股的公告\n", "110053", "苏银转债"},
		{"security labels", "证券简称:民生银行 证券代码:600016 编号: 2014-055 证券简称:民生转债 证券代码:110023 中国民生银行股份有限公司关于实施2014年中期利润分配时“民生转债”转股连续停牌的提示性公告 本公司董事会及董事会全体成员保证公告内容不存在虚假记载、误导性陈述或者重大遗漏。\n", "110023", "民生转债"},
		{"body 债券代码为", "本行于2010年8月31日发行了面值总额为250亿元人民币的A股可转换公司债券,债券简称为“工行转债”,债券代码为“113002”。\n", "113002", "工行转债"},
		{"body 可转换公司债券代码", "一、可转换公司债券简称:大秦转债\n二、可转换公司债券代码:113044\n", "113044", "大秦转债"},
		// A mirror in traditional characters: the short name as printed,
		// not simplified half-way (工行转債).
		{"body 债券代码为, traditional", perturb.Traditional("本行于2010年8月31日发行了面值总额为250亿元人民币的A股可转换公司债券,债券简称为“工行转债”,债券代码为“113002”。\n"), "113002", "工行轉債"},
		{"header 转债代码, traditional", perturb.Traditional("股票代码:600028 股票简称:中国石化 编号:临2011-22号 转债代码:110015 转债简称:石化转债\n\n中国石油化工股份有限公司关于“石化转债”实施转股事宜的公告\n"), "110015", "石化轉債"},
		{"转股代码 dropped", "证券代码:601998 证券简称:中信银行 编号:临 2019-049\n转债代码:113021 转债简称:中信转债\n转股代码:191021 转股简称:中信转股\n\n中信银行股份有限公司关于“中信转债”开始转股的公告\n", "113021", "中信转债"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := runHeader(testdoc.From(tc.name, tc.text)).Announcement
			var got []schema.StockCode
			for _, sc := range a.StockCodes {
				if sc.Market == schema.MarketConvertible {
					got = append(got, sc)
				}
				if sc.Code == "191021" {
					t.Errorf("the conversion code read as a listing: %+v", sc)
				}
			}
			if len(got) != 1 || got[0].Code != tc.code || got[0].ShortName != tc.short {
				t.Errorf("convertible codes %+v, want %s %s", got, tc.code, tc.short)
			}
		})
	}
}
