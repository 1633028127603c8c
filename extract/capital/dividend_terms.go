package capital

import (
	"github.com/shopspring/decimal"

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
	// Reset period: "自缴款截止日起每五年为一个计息周期", "每五年调整一次" (003).
	reResetPeriod = lazyre.New(`每([0-9]{1,2}|[一二三四五六七八九十]{1,2})年(?:为一个(?:计息|股息率调整|股息率重置|利率调整|重置|调整)?(?:周期|期)|调整一次|重置一次)`)
	// Cap: "不高于本行最近两个会计年度的年均加权平均净资产收益率" (001-003).
	reCap = lazyre.New(`不(?:得)?高于[^。]{0,30}?最近(?:两|二|2)个会计年度[^。]{0,20}?年均加权平均净资产收益率`)
	// Conditions: "有可分配税后利润的情况下" (001, 002), "有未分配利润的情况下" (003).
	reConditions = lazyre.New(`有可分配税后利润|有未分配利润|有可分配利润`)
	// Cancellation: "本行有权取消部分或全部优先股派息" (000), "有权取消本次优先
	// 股的派息" (001), "都有权取消本次优先股的派息" (003).
	reCancellable = lazyre.New(`有权(?:全部或部分|部分或全部)?取消[^。]{0,12}?(?:派息|股息)`)
	// Notice: "在派息日前至少10个工作日" (000), "付息日前至少十个工作日" (002, 003).
	reCancelNotice = lazyre.New(`(?:派息日|付息日|支付日)前`)
	// Non-cumulative: "不累积至之后的计息期" (000), "股息不可累积" (001), "采取
	// 非累积股息支付方式" (002, 003), "不累积到下一计息年度".
	reNonCumulative = lazyre.New(`非累积|不可累积|不累积|不予累积|不作累积`)
	reCumulative    = lazyre.New(`(?:采取|采用)累积股息|可累积到下一|累积至下一`)
	// Non-participating: "不再与普通股股东一起参与剩余利润分配" (000), "不再同
	// 普通股股东一起参加剩余利润分配" (001-003).
	reNonParticipating = lazyre.New(`不(?:再)?(?:与|同)?[^。]{0,10}?参[与加][^。]{0,4}?剩余利润(?:的)?分配`)
	// Frequency: "每年支付一次" (000), "每年付息一次" (001, 002), "每会计年度付息
	// 一次" (003).
	reAnnual = lazyre.New(`每(?:一)?(?:个)?(?:会计)?年(?:度)?(?:付息|支付|派息|派发)一次|按年(?:度)?(?:付息|支付)`)
	// Payment: "股息以现金方式支付" (000), "以现金形式支付" (001-003).
	reCash = lazyre.New(`以现金(?:方式|形式)支付|现金形式支付|以现金支付`)
	// Day count: "一年按360日计算" (000), "IA=B×i×t/365" (003).
	reDayCount  = lazyre.New(`一年按\s?(360|365)\s?[日天]计算`)
	reDayCountF = lazyre.New(`\*t/(360|365)$|t/(360|365)\b`)
	// Stopper: "否则本行将不会向普通股股东分红" (000), "本行将不会向普通股股东
	// 分配利润" (001), "本行将不会向普通股股东分配股息" (002), "公司不得发放该会计
	// 年度的普通股股息" (003).
	reStopper = lazyre.New(`不(?:会|得)向普通股股东(?:分红|分配利润|分配股息|派发股息)|不得发放[^。]{0,10}?普通股股息`)
)

// cancelNoticeField and dayCountField find the notice of a cancelled
// dividend and the days of a year when the sentence patterns above do not:
// "取消派息须提前10个工作日通知优先股股东", "如公司决定取消优先股股息支付
// 的,将在派息日前不少于十个工作日通知投资者", "应于股息支付日前至少10个
// 工作日予以公告"; "每年按365天计算", "全年按360天计", "按照365天/年计
// 算", "以365天为一个计息年度" (365日 outside 一年按365日计算 is not read: 日 is
// also a date's).
var (
	cancelNoticeField = cueField{
		name: "offerings.dividend.cancel_notice_workdays", unit: normalize.UnitWorkdays,
		// A notice or a cancellation must be named: "付息日后5个工作日内支
		// 付" is when a dividend is paid.
		cues:   []cue{{"通知", 2}, {"公告", 2}, {"取消", 2}, {"派息", 1}, {"付息", 1}, {"股息支付", 1}, {"提前", 1}},
		before: 30, after: 12, min: 3,
	}
	dayCountField = cueField{
		name: "offerings.dividend.day_count_basis", unit: normalize.UnitDays,
		cues:   []cue{{"年", 1}, {"计息", 2}, {"计算", 1}, {"按", 1}},
		before: 10, after: 6, not: []string{"工作日", "交易日", "之日起"},
		ok: func(q normalize.Quantity) bool {
			return q.Value.Equal(decimal.NewFromInt(360)) || q.Value.Equal(decimal.NewFromInt(365))
		},
	}
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
		evidence(c, &d.Evidence, key, sp)
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
	if m, ok := p.find(sc, reResetPeriod); ok {
		if n, ok := intFrom(text, m.group(0)); ok {
			d.ResetPeriodYears = &n
			set("reset_period_years", m.span)
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
	for _, m := range findAllIn(text, sc, reCancelNotice) {
		_, after := sentenceAround(text, m.span)
		qs := normalize.FindQuantities(normalize.Head(after, 12))
		if len(qs) > 0 && qs[0].Unit == normalize.UnitWorkdays && qs[0].Value.IsInteger() {
			n := int(qs[0].Value.IntPart())
			d.CancelNoticeWorkdays = &n
			set("cancel_notice_workdays", qs[0].Span.Shift(m.span.End))
			break
		}
	}
	if d.CancelNoticeWorkdays == nil {
		if q, ok := cancelNoticeField.pick(c, sc); ok && q.Value.IsInteger() {
			n := int(q.Value.IntPart())
			d.CancelNoticeWorkdays = &n
			set("cancel_notice_workdays", q.Span)
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
	}
	if m, ok := p.find(sc, reAnnual); ok {
		d.Frequency = "annual"
		set("frequency", m.span)
	}
	if m, ok := p.find(sc, reCash); ok {
		d.Payment = "cash"
		set("payment", m.span)
	}
	if m, ok := p.find(sc, reDayCount); ok {
		if n, ok := intFrom(text, m.group(0)); ok {
			d.DayCountBasis = &n
			set("day_count_basis", m.span)
		}
	} else if q, ok := dayCountField.pick(c, sc); ok {
		n := int(q.Value.IntPart())
		d.DayCountBasis = &n
		set("day_count_basis", q.Span)
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
