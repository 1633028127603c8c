package kind

import "github.com/gonggao/gonggao/schema"

// ConvertiblePriceAdjustment announces an adjustment of a convertible
// bond's conversion price (关于调整…转股价格的公告, 关于向下修正…转股价格的
// 公告): the price before and after, the date it takes effect, its reason,
// the formula and the inputs it was applied to (conversion.adjust checks
// them), and the bond's terms the announcement quotes.
//
// It comes before DividendPayment: an adjustment made because a dividend
// was paid names the payment (关于实施权益分派后调整转股价格).
var ConvertiblePriceAdjustment = Kind{
	Name: schema.KindConvertiblePriceAdjustment,
	Title: []Cue{
		{Words: []string{"转股价格", "调整"}, From: "中国工商银行股份有限公司关于调整工行转债转股价格的公告 (2010); " +
			"歌华有线可转换公司债券转股价格调整特别提示公告 (2005); 关于“苏银转债”转股价格调整的公告"},
		// A notice that a reset may be due is not one: 关于“国君转债”预计满足
		// 转股价格修正条件的提示性公告 (国泰君安, 2022).
		{Words: []string{"向下修正", "转股价格"}, Without: []string{"预计", "可能"}, From: "关于向下修正“XX转债”转股价格的公告 (the exchanges' template)"},
	},
	Opening: []Cue{
		{Words: []string{"调整前的转股价格"}, From: "重要提示: 1、工行转债调整前的转股价格:4.20元人民币/股 (2010)"},
		{Words: []string{"调整后的转股价格"}, From: "2、工行转债调整后的转股价格:4.16元人民币/股 (2010)"},
		{Words: []string{"调整前转股价格", "调整后转股价格"}, From: "●调整前转股价格:19.76元/股 ●调整后转股价格:12.35元/股 (歌华有线, 2005)"},
		{Words: []string{"修正前转股价格", "修正后转股价格"}, From: "●修正前转股价格 ●修正后转股价格 (the exchanges' template for a reset)"},
	},
	Extractors: []string{"meeting", "votes", "bond_terms", "formulas", "conversion_price_adjustment"},
	Checks:     []string{"votes", "conversion.adjust"},
	CSV:        []string{"bonds"},
}
