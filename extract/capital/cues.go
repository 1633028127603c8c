package capital

import (
	"sort"
	"strings"

	"github.com/shopspring/decimal"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// cueField says how a plan states one value, so that the value is found by
// its meaning rather than by the sentence around it: a quantity of the
// field's unit, in the sections of the field's clause, with cue words near
// it in its sentence (a wrapped paragraph's line breaks crossed). Each
// cue found within reach adds its weight to the quantity's score; a word
// of not within reach rules the quantity out. When several quantities
// score, the highest wins (the earliest of equals), and a warning says so
// when they disagree. The tables are below, one per field.
type cueField struct {
	// name is the field's path in the output, for the warning.
	name string
	// unit is the unit of the value's quantity.
	unit string
	// bounds are the bounds the value may carry (nil: any).
	bounds []string
	// cues are the words that point at the value.
	cues []cue
	// before and after are how many runes before and after the value a
	// cue is looked for, within its sentence.
	before, after int
	// not are words that, within reach of a quantity, say it is not the
	// field's value.
	not []string
	// ok, when set, must accept the value.
	ok func(q normalize.Quantity) bool
	// min is the least score a candidate needs (0: any cue).
	min int
}

// cue is one cue word and its weight.
type cue struct {
	word   string
	weight int
}

// candidate is a quantity a cueField may read, with its score and the
// evidence of its reading: the quantity and the cue words found near it.
type candidate struct {
	q     normalize.Quantity
	score int
	span  normalize.Span
}

// candidates returns the quantities of spans that may be the field's
// value, each with a score above zero and at least min, in document
// order.
func (f cueField) candidates(c *extract.Context, spans []normalize.Span) []candidate {
	text := c.Doc.Text
	var out []candidate
	seen := map[normalize.Span]bool{}
	for _, sp := range spans {
		if sp.Start < 0 || sp.End > len(text) || sp.Empty() {
			continue
		}
		for _, q := range c.QuantitiesOf(sp) {
			if q.Unit != f.unit || seen[q.Span] {
				continue
			}
			if f.bounds != nil && !extract.HasString(f.bounds, q.Bound) {
				continue
			}
			if f.ok != nil && !f.ok(q) {
				continue
			}
			// The window is a run of the text, the breaks of a wrapped
			// paragraph taken out for the cue words.
			before, after := clauseAround(text, q.Span)
			b, a := tailRunes(before, f.before), headRunes(after, f.after)
			from := q.Span.Start - len(b)
			near := unwrap(b) + text[q.Span.Start:q.Span.End] + unwrap(a)
			if normalize.ContainsAny(near, f.not) {
				continue
			}
			score := 0
			ev := q.Span
			for _, cu := range f.cues {
				if !normalize.Contains(near, cu.word) {
					continue
				}
				score += cu.weight
				// The evidence reaches the occurrence nearest the value.
				bi, ai := strings.LastIndex(b, cu.word), normalize.Index(a, cu.word)
				switch {
				case bi >= 0 && (ai < 0 || len(b)-bi-len(cu.word) <= ai):
					ev = ev.Union(normalize.Span{Start: from + bi, End: from + bi + len(cu.word)})
				case ai >= 0:
					ev = ev.Union(normalize.Span{Start: q.Span.End + ai, End: q.Span.End + ai + len(cu.word)})
				}
			}
			if score > 0 && score >= f.min {
				seen[q.Span] = true
				out = append(out, candidate{q: q, score: score, span: ev})
			}
		}
	}
	return out
}

// pick returns the field's value from the first list of spans holding a
// candidate: the best-scored one. When candidates of that list state
// other values, it warns (values_disagree) at the one kept.
func (f cueField) pick(c *extract.Context, scopes ...[]normalize.Span) (normalize.Quantity, bool) {
	cd, ok := f.read(c, scopes...)
	return cd.q, ok
}

// read is pick, with the evidence of the reading: the text from the
// first cue word found to the value (or to the last cue after it).
func (f cueField) read(c *extract.Context, scopes ...[]normalize.Span) (candidate, bool) {
	for _, sc := range scopes {
		cands := f.candidates(c, sc)
		if len(cands) == 0 {
			continue
		}
		best := cands[0]
		for _, cd := range cands[1:] {
			if cd.score > best.score {
				best = cd
			}
		}
		var others []string
		for _, cd := range cands {
			if !cd.q.Value.Equal(best.q.Value) && !extract.HasString(others, c.Doc.SourceText(cd.q.Span)) {
				others = append(others, c.Doc.SourceText(cd.q.Span))
			}
		}
		if len(others) > 0 {
			sort.Strings(others)
			c.Warn(schema.WarnValuesDisagree, f.name+": "+c.Doc.SourceText(best.q.Span)+" kept; the clause also states "+strings.Join(others, ", "), best.q.Span)
		}
		return best, true
	}
	return candidate{}, false
}

// intValue returns the candidate's value as an int when it is a whole
// number that fits.
func (cd candidate) intValue() (int, bool) {
	if !cd.q.Value.IsInteger() || cd.q.Value.Sign() < 0 || cd.q.Value.IntPart() > 1<<31-1 {
		return 0, false
	}
	return int(cd.q.Value.IntPart()), true
}

// countValue is intValue for a count of months, years or times, which the
// schema holds to at least one: a figure of none is no term a plan sets.
func (cd candidate) countValue() (int, bool) {
	n, ok := cd.intValue()
	return n, ok && n > 0
}

// The cue tables of a preference-share plan's values, one per field, each
// applied to the sections of the field's clause. The wordings they come
// from are quoted beside each; the seeds are 000 (农业银行), 001 (建设银行),
// 002 (光大银行), 003 (兴业银行), and the phrasing tests hold each table on
// the issuers' own sentences.
var (
	// The months a resolution stays in force: "本次发行决议有效期为自股东
	// 大会审议通过之日起24个月" (000, 002, 003), "本次发行决议自股东大会审议
	// 通过之日起十二个月内有效", "决议的有效期自股东大会审议通过本次优先股
	// 发行方案之日起计算,为期二十四个月", "在股东大会审议通过后十二个月内
	// 有效". An authorization's term is not the resolution's.
	validityField = cueField{
		name: "offerings.resolution_validity_months", unit: normalize.UnitMonths,
		cues:   []cue{{"有效期", 3}, {"有效", 2}, {"审议通过", 1}, {"股东大会", 1}, {"股东会", 1}},
		before: 40, after: 6, not: []string{"授权", "锁定", "限售", "不得转让"},
	}
	// The months the board's authority lasts: "前述授权自股东大会审议通过之
	// 日起24个月内有效" (003), "授权期限为自股东大会审议通过之日起十二个月",
	// "上述授权的有效期为二十四个月".
	authValidityField = cueField{
		name: "offerings.authorization.validity_months", unit: normalize.UnitMonths,
		cues:   []cue{{"授权", 3}, {"有效", 2}, {"期限", 1}, {"起", 1}},
		before: 30, after: 6, min: 5,
	}
	// The notice of a cancelled dividend: "将在派息日前至少10个工作日按照相关
	// 部门的规定通知优先股股东" (000), "将在付息日前至少十个工作日通知投资者"
	// (002, 003), "取消派息须提前10个工作日通知优先股股东", "应于股息支付日
	// 前至少10个工作日予以公告". A notice or a cancellation must be named:
	// "付息日后5个工作日内支付" is when a dividend is paid.
	cancelNoticeField = cueField{
		name: "offerings.dividend.cancel_notice_workdays", unit: normalize.UnitWorkdays,
		cues:   []cue{{"通知", 2}, {"公告", 2}, {"取消", 2}, {"派息日前", 2}, {"付息日前", 2}, {"支付日前", 2}, {"派息", 1}, {"付息", 1}, {"股息支付", 1}, {"提前", 1}},
		before: 30, after: 12, min: 3, not: []string{"日后"},
	}
	// The days of a year: "其中一年按360日计算" (000), "每年按365天计算",
	// "全年按360天计", "按照365天/年计算", "以365天为一个计息年度", "一年
	// 按365日计", "每年按365日计算", "以365日为一年", "全年以365日计". A day
	// count of 360 or 365 near a year and a reckoning (two cues at least); a
	// period counted from a date (之日起365日内), a term (存续期限为365天) or
	// working or trading days are not one.
	dayCountField = cueField{
		name: "offerings.dividend.day_count_basis", unit: normalize.UnitDays,
		cues:   []cue{{"年", 1}, {"一年", 1}, {"计息", 2}, {"计算", 1}, {"计", 1}, {"按", 1}},
		before: 10, after: 6, min: 2, not: []string{"工作日", "交易日", "之日起", "日内", "天内"},
		ok: func(q normalize.Quantity) bool {
			return q.Bound == normalize.BoundEq && (q.Value.Equal(decimal.NewFromInt(360)) || q.Value.Equal(decimal.NewFromInt(365)))
		},
	}
	// The years between resets of the dividend rate: "自缴款截止日起每五
	// 年为一个计息周期" (003), "基准利率…每五年调整一次" (003), "每5年为一个
	// 股息率调整期" (002), "票面股息率每五年重置一次". The term of the
	// reference yield (待偿期为五年的国债) is not one.
	resetPeriodField = cueField{
		name: "offerings.dividend.reset_period_years", unit: normalize.UnitYears,
		cues:   []cue{{"每", 3}, {"周期", 1}, {"调整", 1}, {"重置", 1}},
		before: 2, after: 12, min: 4, not: []string{"国债", "待偿期"},
	}
	// The years before the issuer may redeem: "本行有权自发行日后期满5年之
	// 日起…赎回" (000), "自发行结束之日起5年后" (002, 003), "发行完成后满五年
	// 之后".
	earliestRedemptionField = cueField{
		name: "offerings.redemption.earliest_after_years", unit: normalize.UnitYears,
		cues:   []cue{{"发行", 2}, {"满", 1}, {"起", 1}, {"后", 1}, {"之日起", 1}},
		before: 12, after: 4, min: 3, not: []string{"每年"},
	}
	// The years of unpaid dividends that restore votes: "累计3个会计年度或
	// 连续2个会计年度未按约定支付优先股股息" (000), "累计三个会计年度或连续两
	// 个会计年度" (002, 003).
	cumulativeYearsField = cueField{
		name: "offerings.voting_restoration.cumulative_years", unit: normalize.UnitYears,
		cues: []cue{{"累计", 3}}, before: 4, min: 3, not: []string{"连续"},
	}
	consecutiveYearsField = cueField{
		name: "offerings.voting_restoration.consecutive_years", unit: normalize.UnitYears,
		cues: []cue{{"连续", 3}}, before: 4, min: 3, not: []string{"累计"},
	}
	// The ratio of core tier-1 capital that triggers conversion: "核心一级资
	// 本充足率降至5.125%(或以下)" (000-003), "降低至", "低于".
	cet1TriggerField = cueField{
		name: "offerings.conversion.trigger_cet1_ratio", unit: normalize.UnitRatio,
		cues:   []cue{{"核心一级资本充足率", 2}, {"降至", 1}, {"降低至", 1}, {"下降至", 1}, {"低于", 1}, {"达到", 1}},
		before: 14, min: 3, not: []string{"恢复到", "恢复至"},
	}
	// The votes a restricted matter needs: "出席会议的优先股股东(包括表决权
	// 恢复的优先股股东)所持表决权的三分之二以上通过" (000-003).
	votingThresholdField = cueField{
		name: "offerings.voting.threshold", unit: normalize.UnitRatio,
		cues:   []cue{{"表决权", 2}, {"通过", 1}},
		before: 4, after: 3, min: 2,
	}
	// The most ordinary shares conversion gives: "最多发行总数为
	// 11,538,461,538股A股普通股" (001), "最多可转换为N股", "最多转股数量为".
	maxSharesField = cueField{
		name: "offerings.conversion.max_shares", unit: normalize.UnitShares,
		cues:   []cue{{"最多", 3}},
		before: 8, min: 3,
	}
	// The trading days the initial price averages: "董事会决议日前20个交易
	// 日…均价" (000), "董事会决议公告日前二十个交易日…均价" (001-003).
	priceBasisField = cueField{
		name: "offerings.conversion.price_basis", unit: normalize.UnitTradingDays,
		cues:   []cue{{"董事会决议", 3}, {"均价", 1}},
		before: 10, after: 30, min: 3,
	}
)

// The size, par value and prices, within their own sections.
var (
	// The most shares issued: "本次拟发行的优先股总数不超过3亿股" (002, 003),
	// "境内优先股总数不超过6亿股（含）" (001), "发行不超过8亿股优先股" (000),
	// "总数不超过4.5亿股" (交通银行). A ceiling (不超过, 低于).
	sharesMaxField = cueField{
		name: "offerings.shares_max", unit: normalize.UnitShares, bounds: []string{normalize.BoundLe, normalize.BoundLt},
		cues:   []cue{{"总数", 2}, {"数量", 2}, {"优先股", 1}, {"发行", 1}, {"规模", 1}},
		before: 16, after: 4,
	}
	// The most money raised: "本次募集资金总额不超过800亿元" (000), "总金额
	// 不超过人民币600亿元（含）" (001), "募集资金总额不超过人民币300亿元"
	// (002), "总额不超过人民币300亿元" (003). A ceiling, not an amount per
	// share.
	amountMaxField = cueField{
		name: "offerings.amount_max", unit: normalize.UnitCNY, bounds: []string{normalize.BoundLe},
		cues:   []cue{{"总额", 2}, {"金额", 2}, {"募集", 2}, {"规模", 1}, {"发行", 1}},
		before: 16, after: 4, not: []string{perShareWord},
	}
	// The par value: "每股票面金额为人民币壹佰元" (000), "每股票面金额为人民
	// 币100元" (001), "每股票面金额（即面值）人民币100元" (002), "每股面值人
	// 民币100元" (003).
	parValueField = cueField{
		name: "offerings.par_value", unit: normalize.UnitPrice,
		cues: []cue{{"票面金额", 3}, {"面值", 3}}, before: 14, min: 3,
	}
	// The initial conversion price as stated: "(即2.43元/股)" (000), "即每股
	// 人民币5.20元" (001, 002), "初始强制转股价格为9.86元/股" (003), "…均价
	// 为N元/股", "初始转股价格:N元/股". A par value is not the price: "以每股人民币100元的票面金额"
	// (001), 面值, 票面.
	initialPriceField = cueField{
		name: "offerings.conversion.initial_price", unit: normalize.UnitPrice,
		cues:   []cue{{"即", 3}, {"转股价格为", 3}, {"均价为", 3}, {"价格为", 2}, {"价格:", 3}, {"价格：", 3}},
		before: 8, after: 6, min: 3, not: []string{"面值", "票面"},
	}
	// The price votes are restored at: as the conversion price (000, 002),
	// "折算价格为N元/股", "模拟转股价格为N元/股".
	restorationPriceField = cueField{
		name: "offerings.voting_restoration.price", unit: normalize.UnitPrice,
		cues:   []cue{{"即", 3}, {"转股价格为", 3}, {"均价为", 3}, {"价格为", 2}, {"价格:", 3}, {"价格：", 3}},
		before: 8, after: 6, min: 3, not: []string{"面值", "票面"},
	}
)
