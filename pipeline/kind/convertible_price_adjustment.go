package kind

import "github.com/gonggao/gonggao/schema"

// ConvertiblePriceAdjustment announces an adjustment of a convertible
// bond's conversion price (关于调整…转股价格的公告): the price before and
// after, the date it takes effect and its reason. The convertible-bond
// family's extractors join Extractors when they land.
//
// It comes before DividendPayment: an adjustment made because a dividend
// was paid names the payment (关于实施权益分派后调整转股价格).
var ConvertiblePriceAdjustment = Kind{
	Name: schema.KindConvertiblePriceAdjustment,
	Title: []Cue{
		{Words: []string{"转股价格", "调整"}, From: "中国工商银行股份有限公司关于调整工行转债转股价格的公告 (2010); " +
			"歌华有线可转换公司债券转股价格调整特别提示公告 (2005); 关于“苏银转债”转股价格调整的公告"},
	},
	Opening: []Cue{
		{Words: []string{"调整前的转股价格"}, From: "重要提示: 1、工行转债调整前的转股价格:4.20元人民币/股 (2010)"},
		{Words: []string{"调整后的转股价格"}, From: "2、工行转债调整后的转股价格:4.16元人民币/股 (2010)"},
	},
	Extractors: []string{"meeting", "votes"},
	Checks:     []string{"votes"},
}
