package kind

import "github.com/gonggao/gonggao/schema"

// DividendPayment announces how a dividend is paid (权益分派实施公告,
// 优先股股息派发实施公告): its dates, rate, amount per share, shares and
// total.
var DividendPayment = Kind{
	Name: schema.KindDividendPayment,
	// A payment's title never announces a suspension: "中国民生银行股份有限
	// 公司关于实施2014年中期利润分配时“民生转债”转股连续停牌的提示性公告"
	// (2014) names a dividend being paid, and is not its payment; nor what
	// is adjusted after it (afterPayment).
	Title: []Cue{
		{Words: []string{"股息", "实施"}, Without: notPayment, From: "优先股一期2019-2020年股息发放实施公告 (农业银行, 2020); " +
			"境内优先股股息派发实施公告 (招商银行, 2023); 关于境内优先股“工行优1”股息派发实施的公告 (2024)"},
		{Words: []string{"权益分派", "实施"}, Without: notPayment, From: "2012 年度权益分派实施公告 (农产品, 2013); 2012年年度权益分派实施公告 (东阿阿胶, 2013)"},
		{Words: []string{"利润分配", "实施"}, Without: notPayment, From: "2007年度利润分配及资本公积金转增股本实施公告 (上海实业发展, 2008); " +
			"优先股股东参与2017年度剩余利润分配实施公告 (中原高速, 2018)"},
		{Words: []string{"派息", "实施"}, Without: notPayment, From: "上海航天汽车机电股份有限公司 2007 年度分红派息实施公告"},
		{Words: []string{"现金红利", "实施"}, Without: notPayment, From: "湖北楚天高速公路股份有限公司2007年度派发现金红利实施公告"},
	},
	Opening: []Cue{
		{Words: []string{"股权登记日", "除息日"}, Without: suspension, From: "● 最后交易日:2025年3月7日 ● 股权登记日:2025年3月10日 ● 除息日:2025年3月10日 (农行优2, 2025)"},
		{Words: []string{"股权登记日", "股息发放日"}, Without: suspension, From: "● 股权登记日:2025年3月10日 ● 除息日:2025年3月10日 ● 股息发放日:2025年3月11日 (农行优2, 2025)"},
	},
	Extractors: []string{"meeting", "votes", "dividend_payment"},
	Checks:     []string{"votes", "dividend.payment"},
	CSV:        []string{"payments"},
}

// suspension is the wording of an announcement that trading or conversion
// stops while a dividend is paid, which is not the payment: 转股连续停牌
// (中国民生银行, 2014), 停止转股 (大秦铁路:关于实施2023年年度权益分派时“大秦
// 转债”停止转股的提示性公告, 2024), 暂停转股 (开润股份:关于实施权益分派期间
// 开润转债暂停转股的公告, 2024).
var suspension = []string{"停牌", "停止转股", "暂停转股"}

// afterPayment is the wording of an announcement of what a dividend's
// payment changes, which is not the payment: a share buyback's price cap
// adjusted after it (浙富控股:关于2023年度权益分派实施后调整回购股份价格上限的
// 公告, 2024; 冠盛股份: 关于2024年度权益分派实施后调整回购股份价格上限的公告,
// 2025; 科兴制药: 关于2024年年度权益分派实施后调整回购价格上限的公告, 2025), an
// issue's price and size (聚石化学:关于2022年年度权益分派实施后调整向特定对象
// 发行股票发行价格和发行数量的公告, 2023; 鹏翎股份:关于实施2021年年度权益分派
// 后调整向特定对象发行股票发行价格及发行数量的公告, 2022).
var afterPayment = []string{"实施后", "后调整"}

// notPayment is the wording of titles that name a dividend's payment and
// are not it: suspension and afterPayment.
var notPayment = append(append([]string(nil), suspension...), afterPayment...)
