package kind

import "github.com/gonggao/gonggao/schema"

// ConvertiblePriceAdjustment announces an adjustment of a convertible
// bond's conversion price (关于调整…转股价格的公告, 关于向下修正…转股价格的
// 公告): the price before and after, the date it takes effect, its reason,
// the formula and the inputs it was applied to (conversion.adjust checks
// them), and the bond's terms the announcement quotes.
//
// The other announcements of a bond's life are not adjustments and are of
// other kinds: its plan and prospectus (发行预案, 募集说明书及其摘要, 发行
// 公告) are OfferingProposal; a notice that a reset may be due (预计触发
// 转股价格向下修正条件), a board's proposal of a reset still to be voted
// (董事会提议向下修正), a decision not to reset (不向下修正), and the
// notices of its listing, conversion, interest, redemption and put (上市
// 公告书, 开始转股, 转股结果暨股份变动, 付息, 赎回, 回售, 跟踪评级) are
// Other, whose bond_terms reads the terms they restate.
//
// It comes before DividendPayment: an adjustment made because a dividend
// was paid names the payment (关于实施权益分派后调整转股价格).
var ConvertiblePriceAdjustment = Kind{
	Name: schema.KindConvertiblePriceAdjustment,
	Title: []Cue{
		{Words: []string{"转股价格", "调整"}, Without: notAReset, From: "中国工商银行股份有限公司关于调整工行转债转股价格的公告 (2010); " +
			"歌华有线可转换公司债券转股价格调整特别提示公告 (2005); 关于“苏银转债”转股价格调整的公告; " +
			"通威股份关于可转债转股价格调整的提示性公告 (2019); 山东章鼓:关于“章鼓转债”转股价格调整的公告 (2025)"},
		{Words: []string{"向下修正", "转股价格"}, Without: notAReset, From: "首华燃气(300483) - 关于向下修正首华转债转股价格的公告 (2025); " +
			"关于向下修正“XX转债”转股价格的公告 (the exchanges' template)"},
	},
	Opening: []Cue{
		{Words: []string{"调整前的转股价格"}, From: "重要提示: 1、工行转债调整前的转股价格:4.20元人民币/股 (2010)"},
		{Words: []string{"调整后的转股价格"}, From: "2、工行转债调整后的转股价格:4.16元人民币/股 (2010)"},
		{Words: []string{"调整前转股价格", "调整后转股价格"}, From: "●调整前转股价格:19.76元/股 ●调整后转股价格:12.35元/股 (歌华有线, 2005)"},
		// The bond's name between (调整前“XX转债”转股价格, the exchanges'
		// template), or the words in another order.
		{Words: []string{"调整前", "转股价格", "调整后"}, From: "1、工行转债调整前的转股价格:4.20元人民币/股 2、工行转债调整后的转股价格:4.16元人民币/股 (2010); " +
			"调整前“XX转债”转股价格 (the exchanges' template)"},
		{Words: []string{"修正前转股价格", "修正后转股价格"}, From: "修正前转股价格:12.44元/股 修正后转股价格:12.28元/股 (通威股份, 2019, a dividend's adjustment); " +
			"●修正前转股价格 ●修正后转股价格 (the exchanges' template for a reset)"},
	},
	Extractors: []string{"meeting", "votes", "bond_terms", "formulas", "conversion_price_adjustment"},
	Checks:     []string{"votes", "conversion.adjust"},
	CSV:        []string{"bonds"},
}

// notAReset is the wording of a title about a conversion price that is
// not changed by it: a notice that the condition of a reset may be met
// (国泰君安证券股份有限公司关于“国君转债”预计满足转股价格修正条件的提示性
// 公告, 2022; 太平鸟:关于“太平转债”预计触发转股价格向下修正条件的提示性公告,
// 2025), a board's proposal of a reset the shareholders are still to vote
// (汇通建设集团股份有限公司关于董事会提议向下修正“汇通转债”转股价格的公告,
// 2025; 新疆天业股份有限公司关于提议向下修正“天业转债”转股价格的公告), a
// decision not to reset (关于不向下修正新乳转债转股价格的公告, 2024; 长江精工
// 钢结构(集团)股份有限公司关于不向下修正“精工转债”转股价格的公告, 2025).
var notAReset = []string{"预计", "可能", "条件", "提议", "不向下修正", "不修正"}
