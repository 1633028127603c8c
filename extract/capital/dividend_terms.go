package capital

import (
	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/internal/lazyre"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// Dividend wording, with the filings it came from.
var (
	// Reset rate: "可分阶段调整的票面股息率，票面股息率为基准利率加固定息差"
	// (001), "可分阶段重置的票面股息率…基准利率加上固定溢价" (002), "股息率为
	// 基准利率与基本利差之和" (003).
	reRateReset = lazyre.New(`分阶段(?:调整|重置)|基准利率(?:加上?|与|\+)(?:基本利差|固定溢价|固定息差|利差)|重置周期|每隔一定时期(?:调整|重置)`)
	// Fixed rate: "采用固定股息率" / "固定票面股息率".
	reRateFixed = lazyre.New(`(?:采用|采取|为)固定(?:票面)?股息率`)
	reSpread    = lazyre.New(`基本利差|固定溢价|固定息差`)
	// Reference rate: "…待偿期为五年的国债收益率平均水平" (003), "…中国国债
	// 收益率" (002).
	reRefRate = lazyre.New(`国债(?:到期)?收益率`)
	// Cap: "不高于本行最近两个会计年度的年均加权平均净资产收益率" (001-003).
	reCap = lazyre.New(`不(?:得)?高于[^。]{0,30}?最近(?:两|二|2)个会计年度[^。]{0,20}?年均加权平均净资产收益率`)
	// Conditions: "有可分配税后利润的情况下" (001, 002), "有未分配利润的情况下" (003).
	reConditions = lazyre.New(`有可分配税后利润|有未分配利润|有可分配利润`)
	// Cancellation: "本行有权取消部分或全部优先股派息" (000), "有权取消本次优先
	// 股的派息" (001), "都有权取消本次优先股的派息" (003).
	reCancellable = lazyre.New(`有权(?:全部或部分|部分或全部)?取消[^。]{0,12}?(?:派息|股息)`)
	// Non-cumulative: "不累积至之后的计息期" (000), "股息不可累积" (001), "采取
	// 非累积股息支付方式" (002, 003), "不累积到下一计息年度".
	reNonCumulative = lazyre.New(`非累积|不可累积|不累积|不予累积|不作累积`)
	reCumulative    = lazyre.New(`(?:采取|采用)累积股息|可累积到下一|累积至下一`)
	// Non-participating: "不再与普通股股东一起参与剩余利润分配" (000), "不再同
	// 普通股股东一起参加剩余利润分配" (001-003).
	reNonParticipating = lazyre.New(`不(?:再)?(?:与|同)?[^。]{0,10}?参[与加][^。]{0,4}?剩余利润(?:的)?分配`)
	// Participating, where no sentence says otherwise: "优先股股东参与公司
	// 2017年度剩余利润分配与普通股股东的利润分配同步进行" (中原高速 2018),
	// "优先股股东按照约定的股息率分配股息后，有权同普通股股东一起参加剩余利
	// 润分配", "还可以参与剩余利润的分配".
	reParticipating = lazyre.New(`参[与加][^。]{0,12}?剩余利润(?:的)?分配`)
	// Frequency: "每年支付一次" (000), "每年付息一次" (001, 002), "每会计年度付息
	// 一次" (003).
	reAnnual = lazyre.New(`每(?:一)?(?:个)?(?:会计)?年(?:度)?(?:付息|支付|派息|派发)一次|按年(?:度)?(?:付息|支付)`)
	// Payment: "股息以现金方式支付" (000), "以现金形式支付" (001-003).
	reCash = lazyre.New(`以现金(?:方式|形式)支付|现金形式支付|以现金支付`)
	// The day count in the accrued-dividend formula: "IA=B×i×t/365" (003).
	reDayCountF = lazyre.New(`\*t/(360|365)$|t/(360|365)\b`)
	// Stopper: "否则本行将不会向普通股股东分红" (000), "本行将不会向普通股股东
	// 分配利润" (001), "本行将不会向普通股股东分配股息" (002), "公司不得发放该会计
	// 年度的普通股股息" (003).
	reStopper = lazyre.New(`不(?:会|得)向普通股股东(?:分红|分配利润|分配股息|派发股息)|不得发放[^。]{0,10}?普通股股息`)
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
	if m, ok := p.find(sc, reRateReset); ok {
		d.RateKind = "reset"
		set("rate_kind", m.span)
	} else if m, ok := p.find(sc, reRateFixed); ok {
		d.RateKind = "fixed"
		set("rate_kind", m.span)
	}
	if m, ok := p.find(sc, reRefRate); ok {
		d.ReferenceRate = "government_bond_yield"
		set("reference_rate", m.span)
	}
	if m, ok := p.find(sc, reSpread); ok {
		d.Spread = c.Doc.SourceText(m.span)
		set("spread", m.span)
	}
	if cd, ok := resetPeriodField.read(c, sc); ok {
		if n, ok := cd.intValue(); ok {
			d.ResetPeriodYears = &n
			set("reset_period_years", cd.span)
		}
	}
	if m, ok := p.find(sc, reCap); ok {
		d.Cap = "average_roe_last_two_years"
		set("cap", m.span)
	}
	if m, ok := p.find(sc, reConditions); ok {
		d.Conditions = "distributable_profit"
		set("conditions", m.span)
	}
	if m, ok := p.find(sc, reCancellable); ok {
		t := true
		d.Cancellable = &t
		set("cancellable", m.span)
	}
	if cd, ok := cancelNoticeField.read(c, sc); ok {
		if n, ok := cd.intValue(); ok {
			d.CancelNoticeWorkdays = &n
			set("cancel_notice_workdays", cd.span)
		}
	}
	if m, ok := p.find(sc, reNonCumulative); ok {
		f := false
		d.Cumulative = &f
		set("cumulative", m.span)
	} else if m, ok := p.find(sc, reCumulative); ok {
		t := true
		d.Cumulative = &t
		set("cumulative", m.span)
	}
	if m, ok := p.find(sc, reNonParticipating); ok {
		f := false
		d.Participating = &f
		set("participating", m.span)
	} else if m, ok := p.find(sc, reParticipating); ok {
		// "无权参与剩余利润分配" denies it too.
		t := !negatedBefore(text, m.span)
		d.Participating = &t
		set("participating", m.span)
	}
	if m, ok := p.find(sc, reAnnual); ok {
		d.Frequency = "annual"
		set("frequency", m.span)
	}
	if m, ok := p.find(sc, reCash); ok {
		d.Payment = "cash"
		set("payment", m.span)
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
	if m, ok := p.find(sc, reStopper); ok {
		t := true
		d.Stopper = &t
		set("stopper", m.span)
	}
	if !found {
		notUnderstood(c, "dividend", sc)
		return
	}
	off.Dividend = d
}

// negationWords deny what follows them in a sentence: "不参与", "不再同…参
// 加", "无权参与", "不得参与".
var negationWords = []string{"不", "无权", "没有"}

// negatedBefore reports whether the sentence holding sp denies it within
// the twelve runes before it.
func negatedBefore(text string, sp normalize.Span) bool {
	before, _ := clauseAround(text, sp)
	return normalize.ContainsAny(normalize.Tail(before, 12), negationWords)
}
