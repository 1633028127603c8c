package capital

import (
	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/internal/lazyre"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// Dividend wording, with the filings it came from.
var (
	// The day count in the accrued-dividend formula: "IA=B×i×t/365" (003).
	reDayCountF = lazyre.New(`\*t/(360|365)$|t/(360|365)\b`)
)

// extractDividend reads the dividend terms of a plan.
func extractDividend(c *extract.Context, p *plan, off *schema.Offering) {
	sc := p.scope(famDividend)
	if len(sc) == 0 {
		return
	}
	text := c.Doc.Text
	d := &schema.Dividend{}
	found := false
	set := func(key string, sp normalize.Span) {
		c.Evidence(&d.Evidence, key, sp)
		found = true
	}
	if ch, ok := rateKindField.read(c, sc); ok {
		d.RateKind = ch.value
		set("rate_kind", ch.span)
	}
	if ch, ok := referenceRateField.read(c, sc); ok {
		d.ReferenceRate = ch.value
		set("reference_rate", ch.span)
	}
	if ch, ok := spreadField.read(c, sc); ok {
		d.Spread = c.Doc.SourceText(ch.span)
		set("spread", ch.span)
	}
	if cd, ok := resetPeriodField.read(c, sc); ok {
		if n, ok := cd.countValue(); ok {
			d.ResetPeriodYears = &n
			set("reset_period_years", cd.span)
		}
	}
	if ch, ok := capField.read(c, sc); ok {
		d.Cap = ch.value
		set("cap", ch.span)
	}
	if ch, ok := conditionsField.read(c, sc); ok {
		d.Conditions = ch.value
		set("conditions", ch.span)
	}
	if v, sp, ok := cancellableField.flag(c, sc); ok {
		d.Cancellable = &v
		set("cancellable", sp)
	}
	if cd, ok := cancelNoticeField.read(c, sc); ok {
		if n, ok := cd.intValue(); ok {
			d.CancelNoticeWorkdays = &n
			set("cancel_notice_workdays", cd.span)
		}
	}
	if v, sp, ok := cumulativeField.flag(c, sc); ok {
		d.Cumulative = &v
		set("cumulative", sp)
	}
	if v, sp, ok := participatingField.flag(c, sc); ok {
		d.Participating = &v
		set("participating", sp)
	}
	if ch, ok := frequencyField.read(c, sc); ok {
		d.Frequency = ch.value
		set("frequency", ch.span)
	}
	if ch, ok := paymentField.read(c, sc); ok {
		d.Payment = ch.value
		set("payment", ch.span)
	}
	if cd, ok := dayCountField.read(c, sc); ok {
		n, _ := cd.intValue()
		d.DayCountBasis = &n
		set("day_count_basis", cd.span)
	} else {
		// The accrued-dividend formula of the redemption price (003).
		for _, f := range formulasIn(text, one(p.region)) {
			if mm := reDayCountF.FindStringSubmatch(f.Text); mm != nil && normalize.Contains(f.Text, "t") {
				n := 365
				if mm[1] == "360" || mm[2] == "360" {
					n = 360
				}
				d.DayCountBasis = &n
				set("day_count_basis", f.Span)
				break
			}
		}
	}
	if v, sp, ok := stopperField.flag(c, sc); ok {
		d.Stopper = &v
		set("stopper", sp)
	}
	if !found {
		notUnderstood(c, "dividend", sc)
		return
	}
	off.Dividend = d
}

// The yes/no and kind values of the dividend terms, found by their cue
// words in the sentences of the dividend's sections (choiceField). The
// wordings are quoted beside each; the phrasing tests hold each table on
// them.
var (
	// Whether the rate is fixed, reset by periods or floating: "本次优先股拟
	// 采用可分阶段调整的票面股息率，票面股息率为基准利率加固定息差" (001),
	// "本次优先股拟采用可分阶段重置的票面股息率…该股息率由基准利率加上固定
	// 溢价确定" (002), "票面股息率为基准利率与基本利差之和" (003), "其后基准
	// 利率每隔一定时期调整一次" (001); "本次发行的优先股采用固定股息率",
	// "票面股息率在存续期内固定不变"; "采用浮动股息率". "公司发行的优先股采
	// 用固定股息率或浮动股息率" (003, quoting its articles) names both and
	// says neither.
	rateKindField = choiceField{
		name: "offerings.dividend.rate_kind",
		values: []choiceValue{
			{"reset", []cue{{"分阶段调整", 3}, {"分阶段重置", 3}, {"重置周期", 2}, {"调整周期", 2}, {"每隔一定时期", 2},
				{"基准利率加", 2}, {"基准利率与", 2}, {"基准利率+", 2}, {"基本利差", 2}, {"固定溢价", 2}, {"固定息差", 2}, {"重置一次", 2}}},
			{"fixed", []cue{{"固定股息率", 3}, {"固定票面股息率", 3}, {"固定的票面股息率", 3}, {"固定不变", 2}}},
			{"floating", []cue{{"浮动股息率", 3}, {"浮动票面股息率", 3}, {"浮动的票面股息率", 3}}},
		},
		min: 2,
	}
	// Whether unpaid dividends accumulate: "当期未分派股息不累积至之后的计息
	// 期" (000), "本次优先股的股息不可累积" (001), "本次优先股采取非累积股息
	// 支付方式，即未向优先股股东足额派发的股息，不累积到下一计息年度"
	// (002, 003), "不会累积到下一计息年度" (001); "采取累积股息支付方式",
	// "未足额派发的股息差额部分累积到下一计息年度", "股息可累积". A price
	// adjusted step by step ("依次对转股价格进行累积调整", 000) and a
	// heading ("股息累积方式") say nothing of it.
	cumulativeField = choiceField{
		name: "offerings.dividend.cumulative",
		values: []choiceValue{
			{"true", []cue{{"可累积", 3}, {"累积到下一", 3}, {"累积至下一", 3}, {"累积至之后", 3}, {"累积到之后", 3},
				{"累积股息", 3}, {"予以累积", 3}, {"累积支付", 2}, {"累积", 1}}},
			{"false", []cue{{"非累积", 3}, {"不累积", 3}, {"不可累积", 3}, {"不予累积", 3}, {"不作累积", 3}}},
		},
		negations: []string{"不", "非", "无"}, negReach: 3,
		not: []string{"累积调整"},
		min: 2,
	}
	// Whether the holders share in the remaining profit: "不再与普通股股东
	// 一起参与剩余利润分配" (000), "不再同普通股股东一起参加剩余利润分配"
	// (001-003), "优先股股息不可累积且不参与剩余利润分配" (003), "优先股股东
	// 参与公司2017年度剩余利润分配与普通股股东的利润分配同步进行" (中原高速
	// 2018); "有权同普通股股东一起参加剩余利润分配", "还可以参与剩余利润的
	// 分配", "无权参与剩余利润分配". Remaining profit must be named: "不参与
	// 本次发行优先股股息率的询价过程" is a subscriber's.
	participatingField = choiceField{
		name: "offerings.dividend.participating",
		values: []choiceValue{
			{"true", []cue{{"剩余利润分配", 2}, {"剩余利润", 2}, {"参与", 1}, {"参加", 1}, {"分享", 1}}},
			{"false", []cue{{"非参与", 3}}},
		},
		negations: []string{"不", "无权", "没有"}, negReach: 14,
		min: 3,
	}
	// Whether the issuer may cancel a dividend: "本行有权取消部分或全部优先股
	// 派息，且不构成违约事件" (000), "银行有权取消或部分取消该优先股的股息支
	// 付" (001), "本行有权取消优先股的派息" (002), "任何情况下公司都有权取消
	// 本次优先股的派息" (003); "公司可以取消优先股股息的支付"; "公司无权取
	// 消优先股股息的支付", "股息不可取消", "公司不得取消优先股的派息". A
	// right must be stated: how a cancellation is noticed ("本行若决议取消部
	// 分或全部优先股派息，将在派息日前至少10个工作日…通知", 000) or approved
	// does not say it alone.
	cancellableField = choiceField{
		name: "offerings.dividend.cancellable",
		values: []choiceValue{
			{"true", []cue{{"有权取消", 3}, {"可以取消", 3}, {"可取消", 3}, {"派息", 1}}},
			{"false", []cue{{"不可取消", 3}, {"无权取消", 3}, {"不得取消", 3}, {"不能取消", 3}}},
		},
		negations: []string{"不得", "不能", "不会", "不应"}, negReach: 4,
		min: 3,
	}
)

// How often a dividend or interest is paid, found by a period word (每年,
// 每会计年度, 按年) with a payment word and 一次 in one sentence: "股息以
// 现金方式支付，每年支付一次" (000), "本次优先股采用每年付息一次的方式"
// (001, 002), "本次发行的优先股采用每会计年度付息一次的付息方式" (003),
// "本次发行的可转债采用每年付息一次的付息方式" (the exchanges' template
// for convertible bonds); "按年付息", "股息按年度支付". A year named with
// a date is not a frequency: "于每年的优先股派息日全部或部分赎回" (000)
// has no 一次, "基准利率自本次优先股发行缴款截止日起每五年调整一次" (003) no payment.
var frequencyField = choiceField{
	name: "offerings.dividend.frequency",
	values: []choiceValue{
		{"annual", []cue{{"每年", 2}, {"每一年", 2}, {"每会计年度", 2}, {"每一会计年度", 2}, {"每个会计年度", 2}, {"每个计息年度", 2},
			{"按年", 3}, {"一次", 1}, {"付息", 1}, {"支付", 1}, {"派息", 1}, {"派发", 1}}},
	},
	min: 4,
}

// How a dividend is paid, found by cash (以现金, 现金形式, 现金方式, 现金股
// 息) and a payment word in one sentence: "股息以现金方式支付" (000), "以
// 现金形式支付" (001), "本行以现金形式支付优先股股息" (002), "公司以现金形
// 式支付优先股股息" (003), "公司以现金方式向优先股股东派发股利共计
// 337,627,112.06元" (中原高速 2018), "每股发放现金股息人民币5.32元" (农业
// 银行 2020), "每股优先股派发现金股息人民币3.62元" (招商银行 2023). Cash
// paid for the shares is the subscribers': "本次发行对象均以现金认购本次境
// 内优先股" (交通银行 2015).
var paymentField = choiceField{
	name: "offerings.dividend.payment",
	values: []choiceValue{
		{"cash", []cue{{"以现金", 2}, {"现金形式", 2}, {"现金方式", 2}, {"现金股息", 2},
			{"支付", 1}, {"派发", 1}, {"发放", 1}}},
	},
	not: []string{"认购"},
	min: 3,
}

// Whether ordinary shares get no dividend while the preference dividend is
// unpaid: "除非本行决议完全派发当期优先股股息，否则本行将不会向普通股股东分
// 红" (000), "直至恢复全额支付股息前，本行将不会向普通股股东分配利润" (001),
// "在完全宣派当期优先股股息之前，本行将不会向普通股股东分配股息" (002), "则
// 公司不得发放该会计年度的普通股股息" (003), "在完全支付约定的股息之前，不
// 得向普通股股东分配利润" (000, 003); "优先股股息的取消不影响公司向普通股股
// 东分配利润" says there is none. A restriction must be stated: "公司向普通
// 股股东分配利润前" alone is an order of payment.
var stopperField = choiceField{
	name: "offerings.dividend.stopper",
	values: []choiceValue{
		{"true", []cue{{"向普通股股东分红", 3}, {"向普通股股东分配利润", 3}, {"向普通股股东分配股息", 3}, {"向普通股股东派发股息", 3},
			{"普通股股息", 2}, {"不会", 1}, {"不得发放", 2}, {"不得", 1}, {"否则", 1}, {"之前", 1}, {"直至", 1}}},
		{"false", []cue{{"不影响公司向普通股股东", 4}, {"不影响本行向普通股股东", 4}, {"不影响发行人向普通股股东", 4}}},
	},
	min: 4,
}

// The rate the dividend is reset on: the yield of government bonds, "基准
// 利率为本次优先股发行缴款截止日或基准利率调整日前二十个交易日（不含当天）
// 待偿期为五年的国债收益率平均水平" (003), "基准利率为相应期次优先股定价日
// 或基准利率重置日前一定数量交易日的特定待偿期限的中国国债收益率" (002),
// "国债到期收益率".
var referenceRateField = choiceField{
	name: "offerings.dividend.reference_rate",
	values: []choiceValue{
		{"government_bond_yield", []cue{{"国债收益率", 3}, {"国债到期收益率", 3}}},
	},
	min: 3,
}

// The ceiling on the rate: the average return on equity of the last two
// years, under a bound: "本次优先股票面股息率将不高于本行最近两个会计年度的
// 年均加权平均净资产收益率" (001, 002), "且将不高于发行前公司最近两个会计年
// 度普通股股东的年均加权平均净资产收益率" (003); "不得高于", "不超过". The
// return stated as a figure is no ceiling: "本行最近两个会计年度的年均加权平
// 均净资产收益率为18.5%".
var capField = choiceField{
	name: "offerings.dividend.cap",
	values: []choiceValue{
		{"average_roe_last_two_years", []cue{{"年均加权平均净资产收益率", 3}, {"最近两个会计年度", 1}, {"最近二个会计年度", 1}, {"最近2个会计年度", 1},
			{"不高于", 1}, {"不得高于", 1}, {"不超过", 1}}},
	},
	min: 5,
}

// The condition of a dividend: distributable profit, as a case (有…的情况
// 下): "本行在依法弥补亏损、提取法定公积金和一般准备金后有可分配税后利润的
// 情况下，可以向本次优先股股东派发股息" (001), "有可分配税后利润的情况下，
// 可以向优先股股东分配股息" (002), "母公司财务报表口径下有未分配利润的情况
// 下，可以向优先股股东分配股息" (003), "本行在有可分配税后利润的情况下" (000,
// its articles).
var conditionsField = choiceField{
	name: "offerings.dividend.conditions",
	values: []choiceValue{
		{"distributable_profit", []cue{{"有可分配税后利润", 3}, {"有未分配利润", 3}, {"有可分配利润", 3}}},
	},
	min: 3,
}

// The spread over the reference rate, by the name the plan gives it (kept
// as printed): "票面股息率为基准利率加固定息差" (001), "该股息率由基准利率加
// 上固定溢价确定" (002), "股息率=基准利率+基本利差", "基本利差为第一个计息
// 周期的股息率扣除基准利率部分" (003).
var spreadField = choiceField{
	name: "offerings.dividend.spread",
	values: []choiceValue{
		{"基本利差", []cue{{"基本利差", 3}}},
		{"固定溢价", []cue{{"固定溢价", 3}}},
		{"固定息差", []cue{{"固定息差", 3}}},
	},
	min: 3,
}
