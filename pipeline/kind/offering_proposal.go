package kind

import "github.com/gonggao/gonggao/schema"

// OfferingProposal is a plan of an issue of securities (发行预案, 发行方案),
// or a prospectus (募集说明书, its 摘要) or issue announcement (发行公告)
// stating the same terms: the terms of the issue, the formulas it states,
// the figures of its prose and tables; the board meeting that approved it.
// A convertible bond's terms a document states outside a plan's clause
// headings (发行公告's numbered list) are read from its prose (bond_terms).
//
// It comes last of the kinds with title cues: 预案 and 方案 are words of
// many titles, and a title of a kind above that names a plan
// (…利润分配预案…, 股息分配方案) is of that kind.
var OfferingProposal = Kind{
	Name: schema.KindOfferingProposal,
	Title: []Cue{
		{Words: []string{"发行", "预案"}, From: "兴业银行股份有限公司非公开发行境内优先股预案 (2014); 非公开发行优先股预案的公告 (北京银行, 2014); " +
			"阳泉煤业:关于2019年度非公开发行优先股股票预案的公告"},
		{Words: []string{"发行", "方案"}, From: "境内非公开发行优先股方案 (2015); 关于中国工商银行股份有限公司境内发行优先股股票方案的议案 (2014)"},
		// A prospectus and its summary (募集说明书摘要), and the announcement
		// of an issue's final terms (发行公告), state the terms as a plan does.
		{Words: []string{"募集说明书"}, From: "《非公开发行优先股募集说明书》; 《中国工商银行股份有限公司公开发行A股可转换公司债券募集说明书》 (2010); " +
			"《大秦铁路股份有限公司公开发行可转换公司债券募集说明书摘要》 (2020); 《河南豫光金铅股份有限公司向不特定对象发行可转换公司债券募集说明书摘要》 (2024)"},
		{Words: []string{"发行公告"}, From: "华菱管线(000932)发行公告 (上海证券报, 2004: 可转换公司债券的发行总额:2,000,000,000元)"},
		{Words: []string{"发行股份", "报告书"}, From: "金瑞新材料科技股份有限公司发行股份购买资产并募集配套资金暨关联交易实施情况报告书 (2017), which cites its 发行股份购买资产并募集配套资金暨关联交易报告书(修订稿)"},
	},
	Body: []Cue{
		{Words: []string{"本预案"}, From: "本预案是公司董事会对本次非公开发行境内优先股的说明 (兴业银行, 2014)"},
	},
	Extractors: []string{"meeting", "offering", "bond_terms", "formulas", "share_counts", "parallel_lists", "tables", "text_figures", "holdings"},
	Checks:     offeringChecks(),
	CSV:        []string{"offerings", "bonds"},
}
