package capital

import (
	"strings"

	"github.com/shopspring/decimal"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// PriceAdjustment reads a convertible bond's conversion-price adjustment
// announcement (转股价格调整公告, 关于向下修正…转股价格的公告): the bond, the
// price before and after, the day the new price takes effect, the event
// (cash dividend, bonus or capitalisation issue, new shares or rights, a
// combination, or a downward reset), the inputs the document states for
// the formula (D, n, k, A), the formula applied, the worked calculation
// when printed, the rounding rule and, for a reset, the averages the new
// price may not be below. Only documents of kind
// convertible_price_adjustment are read.
type PriceAdjustment struct{}

// Name implements Extractor.
func (PriceAdjustment) Name() string { return "conversion_price_adjustment" }

// Adjustment wording. Sources: 工商银行 (2010, A- and H-share rights
// issues), 歌华有线 (2005, capitalisation issue); the others are the
// exchanges' template wording (派息, 送股, 向下修正 announcements).
var (
	// "调整前的转股价格：4.20元人民币/股" (工商银行), "●调整前转股价格：
	// 19.76元/股" (歌华有线), "本次调整前“XX转债”的转股价格为15.32元/股",
	// "修正前转股价格：".
	reAdjBefore = lazyre.New(`(?:调整|修正)前(?:的)?(?:[“"]?[\p{Han}]{0,6}转债[”"]?)?(?:的)?转股价格(?:为)?\s*:?\s*$`)
	reAdjAfter  = lazyre.New(`(?:调整|修正)后(?:的)?(?:[“"]?[\p{Han}]{0,6}转债[”"]?)?(?:的)?转股价格(?:为)?\s*:?\s*$`)
	// "由4.16元/股调整为4.15元/股" (工商银行), "由原来的每股人民币19.76元调整
	// 为每股人民币12.35元" (歌华有线), "由15.32元/股向下修正为11.88元/股".
	reFromTo = lazyre.New(`由(?:原来的)?\s*$`)
	reToWord = lazyre.New(`^\s*(?:调整|向下修正|修正)为\s*$`)
	// Effective date: "转股价格调整起始日期：2010年11月26日" (工商银行, 歌华
	// 有线), "调整后的转股价格自2015年6月18日起生效", "调整实施日期：",
	// "自2010年12月27日由4.16元/股调整为" (工商银行).
	reEffective = lazyre.New(`(?:调整起始日期|修正起始日期|调整实施日期|调整生效日期|生效日期|实施日期)\s*(?:为)?\s*:?\s*$`)
	reFromDate  = lazyre.New(`^\s*(?:起生效|起开始生效|起)`)
	// The bond's name: "工行转债", "“苏银转债”".
	reBondShort = lazyre.New(`([\p{Han}]{2,4}转债)`)
	// Events, with the figures stated: "每10股派发现金红利人民币2.00元（含
	// 税）", "每股派发现金红利0.20元", "每10股派2元", "每10股派1.500000元人
	// 民币现金" (2012), "每10股送3股转增5股派2元" (the cash after the shares);
	// "每10股转增6股" (歌华有线), "每10股送红股2股", "每10股送0.80392股" and
	// "每10股转增4.0196股" (上海实业发展, 2008), "同时，以资本公积金向全体股东
	// 每10股转增3.000000股" (2012), "每10股送3股转增5股".
	reCashPer10  = lazyre.New(`每\s*10\s*股(?:[^,。;元]{0,20}?股)?(?:派发|派送|派)(?:现金红利|现金股利|现金)?(?:人民币)?\s*$`)
	reCashPer1   = lazyre.New(`每股(?:派发|派送|派)(?:现金红利|现金股利|现金)?(?:人民币)?\s*$`)
	reBonusPer10 = lazyre.New(`每\s*10\s*股(?:[^,。;]{0,20}?)?(?:送红股|转增|送)\s*$`)
	// The capitalisation issue's word, as against the bonus issue's.
	reCapWord = lazyre.New(`转增\s*$`)
	// A figure of shares within a phrase: the "3股" of "每10股送3股转增".
	reSharesFigure = lazyre.New(`[0-9][0-9.]*\s*股`)
	// A bonus issue stated as a ratio: "向全体股东按10:1的比例派送红股"
	// (上海实业发展, 2008), one share for every 10.
	reBonusRatio10 = lazyre.New(`按\s*10\s*:\s*([0-9]+(?:\.[0-9]+)?)\s*的比例(?:派送|派|送)(?:红股|股票股利)`)
	// k and A stated as such: "配股率为4.5%", "增发新股率为…"; "配股价格为
	// 2.99元人民币/股" (工商银行), "增发价格为…元/股", "发行价格为…".
	reRatioK = lazyre.New(`(?:增发新股率|配股率|配股比例|新增股本率)(?:为)?\s*:?\s*$`)
	rePriceA = lazyre.New(`(?:配股价格|配股价|增发价格|增发新股价|发行价格)(?:为)?\s*:?\s*$`)
	// A reset's floors: "股东大会召开日前二十个交易日公司股票交易均价为12.85
	// 元/股", "前一交易日公司股票交易均价为12.60元/股", "最近一期经审计的每股
	// 净资产为…".
	reAvg20     = lazyre.New(`前\s*(?:二十|20)\s*个交易日[^,。;]{0,20}?(?:交易)?均价(?:为)?\s*:?\s*$`)
	reAvgPrev   = lazyre.New(`前一(?:个)?交易日[^,。;]{0,20}?(?:交易)?均价(?:为)?\s*:?\s*$`)
	reNetAssets = lazyre.New(`每股净资产(?:值)?(?:为)?\s*:?\s*$`)
	// A worked calculation: "计算过程为：…=(4.16 + 2.99×(3,737,542,588/
	// 345,281,003,239))/(1+3,737,542,588/345,281,003,239) =4.15" (工商银行).
	// A calculation wrapped over lines ("3,737,5\n88", 工商银行 at 31
	// characters a line) holds its line breaks.
	reComputation = lazyre.New(`=\s*([0-9(][0-9.,+\-*/×÷() \n]*[0-9)])\s*=\s*[0-9]+(?:\.[0-9]+)?`)
)

// Event words before a formula: "派息：P=Po-D" (歌华有线), "派送现金股利：
// P1=P0－D"; "送股或转增股本：" (歌华有线), "送红股或转增股本：" (template);
// "增发新股或配股：" (工商银行, 歌华有线); "三项同时进行：" (歌华有线), "上述
// 三项同时进行：", "上述两项同时进行：" (template).
var (
	reEvCombined = lazyre.New(`同时进行`)
	reEvCash     = lazyre.New(`派息|现金股利|现金红利|派发现金|派送现金`)
	reEvBonus    = lazyre.New(`送股|送红股|转增股本|股票股利`)
	reEvIssue    = lazyre.New(`增发新股|配股`)
)

// Extract implements Extractor.
func (PriceAdjustment) Extract(c *extract.Context) {
	a := c.Out.Announcement
	if a == nil || a.Kind != schema.KindConvertiblePriceAdjustment {
		return
	}
	// The wording is read in simplified characters (a mirror's 調整前的轉股
	// 價格 is 调整前的转股价格), at the same offsets.
	text := normalize.Simplified(c.Doc.Text)
	adj := &schema.ConversionPriceAdjustment{}
	set := func(key string, sp normalize.Span) { c.Evidence(&adj.Evidence, key, sp) }
	all := []normalize.Span{{Start: 0, End: len(text)}}
	prose := c.Prose()
	if len(prose) == 0 {
		prose = all
	}

	for _, sc := range a.StockCodes {
		if sc.Market == schema.MarketConvertible && sc.ShortName != "" {
			adj.Bond = sc.ShortName
		}
	}
	if adj.Bond == "" {
		if m := reBondShort.FindStringSubmatchIndex(text); m != nil {
			st := m[2]
			for _, w := range bondLeadWords {
				if strings.HasPrefix(text[st:m[3]], w) && m[3]-st-len(w) >= len(shortestBondName) {
					st += len(w)
				}
			}
			// The name as printed.
			adj.Bond = c.Doc.Text[st:m[3]]
			set("bond", normalize.Span{Start: st, End: m[3]})
		}
	}

	formulas := scanFormulas(text, prose)
	inFormula := func(sp normalize.Span) bool {
		for _, f := range formulas {
			if f.Span.Start <= sp.Start && sp.End <= f.Span.End {
				return true
			}
		}
		return false
	}
	price := func(re *lazyre.Regexp) (*schema.Quantity, bool) {
		q, ok := quantityWrapped(c, prose, "", func(q normalize.Quantity, before, after string) bool {
			return isPrice(q, after) && re.MatchString(normalize.Tail(before, 60))
		})
		if !ok {
			return nil, false
		}
		return priceQuantity(c, q), true
	}
	adj.Before, _ = price(reAdjBefore)
	adj.After, _ = price(reAdjAfter)
	if adj.Before == nil || adj.After == nil {
		// "由4.16元/股调整为4.15元/股".
		for _, sp := range prose {
			qs := c.QuantitiesOf(sp)
			for i := 0; i+1 < len(qs); i++ {
				q0, q1 := qs[i], qs[i+1]
				if !isPrice(q0, unwrap(text[q0.Span.End:min(len(text), q0.Span.End+12)])) || !isPrice(q1, unwrap(text[q1.Span.End:min(len(text), q1.Span.End+12)])) {
					continue
				}
				if !reFromTo.MatchString(normalize.Tail(unwrap(normalize.Tail(text[:q0.Span.Start], 24)), 16)) || !reToWord.MatchString(unwrap(text[priceEnd(text, q0):q1.Span.Start])) {
					continue
				}
				if adj.Before == nil {
					adj.Before = priceQuantity(c, q0)
				}
				if adj.After == nil {
					adj.After = priceQuantity(c, q1)
				}
				break
			}
			if adj.Before != nil && adj.After != nil {
				break
			}
		}
	}

	// The effective date: labelled, or "自…起" / "自…由…调整为".
	for _, d := range datesIn(c, prose) {
		before := normalize.Tail(unwrap(normalize.Tail(text[:d.span.Start], 60)), 40)
		after := unwrap(text[d.span.End:min(len(text), d.span.End+60)])
		if reEffective.MatchString(before) || strings.HasSuffix(strings.TrimSpace(before), fromWord) && (reFromDate.MatchString(after) || normalize.Contains(after, adjustedToWord) || normalize.Contains(after, resetToWord)) && normalize.Contains(normalize.Tail(before, 40)+after, conversionPriceWord) {
			adj.EffectiveDate = d.date
			set("effective_date", d.span)
			break
		}
	}

	// The event's figures, outside the formulas.
	figure := func(re *lazyre.Regexp, unit string) (normalize.Quantity, bool) {
		return quantityWrapped(c, prose, unit, func(q normalize.Quantity, before, after string) bool {
			return !inFormula(q.Span) && re.MatchString(normalize.Tail(before, 40))
		})
	}
	adj.CashDividendPerShare = cashPerShare(c, prose, inFormula)
	if q, parts, ok := bonusShares(c, prose, inFormula); ok {
		adj.BonusRatio = perShare(c, q, 10)
		adj.BonusRatio.Unit = schema.UnitRatio
		if len(parts) == 2 {
			set("bonus_shares", parts[0])
			set("capitalisation_shares", parts[1])
		}
	}
	if q, ok := figure(reRatioK, normalize.UnitRatio); ok {
		adj.NewShareRatio = c.Quantity(q)
	}
	if q, ok := quantityWrapped(c, prose, "", func(q normalize.Quantity, before, after string) bool {
		return isPrice(q, after) && !inFormula(q.Span) && rePriceA.MatchString(normalize.Tail(before, 40))
	}); ok {
		adj.NewSharePrice = priceQuantity(c, q)
	}

	// The reason: a reset (向下修正), else from the events whose figures
	// are stated. The labels 修正前/修正后转股价格 tell a reset when the
	// text names one anywhere or states no event: 通威股份 (2019) labels a
	// dividend's adjustment so (修正前转股价格:12.44元/股 … 每10股派发现金
	// 红利1.60元) and names no 向下修正.
	var rs []string
	if adj.CashDividendPerShare != nil {
		rs = append(rs, schema.ReasonCashDividend)
	}
	if adj.BonusRatio != nil {
		rs = append(rs, schema.ReasonBonus)
	}
	// The words are read through the lines' wraps.
	flat := unwrap(text)
	if adj.NewShareRatio != nil || adj.NewSharePrice != nil || reIssueEventText.MatchString(flat) {
		rs = append(rs, schema.ReasonNewShares)
	}
	opening := unwrap(text[:min(len(text), 600)])
	switch {
	case reResetNamed.MatchString(normalize.Simplified(a.Title)) || reResetNamed.MatchString(opening):
		adj.Reason = schema.ReasonDownward
	case reResetLabel.MatchString(opening) && (len(rs) == 0 || reResetNamed.MatchString(flat)):
		adj.Reason = schema.ReasonDownward
	case len(rs) == 1:
		adj.Reason = rs[0]
	case len(rs) > 1:
		adj.Reason = schema.ReasonCombined
	}

	// The formula for the reason: the one whose event words name it.
	if adj.Reason != "" && adj.Reason != schema.ReasonDownward {
		if f, ok := formulaFor(formulas, adj.Reason, adj.CashDividendPerShare != nil); ok {
			adj.Formula = f.Text
			set("formula", f.Span)
		}
	}
	if m := reComputation.FindStringSubmatchIndex(text); m != nil {
		adj.Computation = "=" + computationASCII(text[m[2]:m[3]])
		set("computation", normalize.Span{Start: m[2], End: m[3]})
	}
	if ch, ok := priceRoundingField.read(c, one(normalize.Span{Start: 0, End: len(text)})); ok {
		adj.Rounding = ch.value
		set("rounding", ch.span)
	}
	if adj.Reason == schema.ReasonDownward {
		adj.Average20Days, _ = price(reAvg20)
		adj.AveragePreviousDay, _ = price(reAvgPrev)
		// "每股净资产为5.96元": a figure in yuan.
		if q, ok := quantityWrapped(c, prose, "", func(q normalize.Quantity, before, after string) bool {
			return (isPrice(q, after) || q.Unit == normalize.UnitCNY) && (reNetAssets.MatchString(normalize.Tail(before, 40)) || normalize.Contains(q.Text, netAssetsWord))
		}); ok {
			adj.NetAssetsPerShare = priceQuantity(c, q)
		}
	}
	if adj.Before == nil && adj.After == nil {
		c.Warn(schema.WarnNotUnderstood, "conversion-price adjustment: neither the price before nor the price after could be read", normalize.Span{Start: 0, End: min(len(text), 200)})
		return
	}
	c.Out.ConversionPriceAdjustment = adj
}

// cashPerShare reads D, the cash dividend per share: stated for every 10
// shares (每10股派发现金红利2.00元 is 0.2), else per share (每股派发现金红利
// 0.2元), outside the formulas.
func cashPerShare(c *extract.Context, prose []normalize.Span, inFormula func(normalize.Span) bool) *schema.Quantity {
	if q, ok := quantityWrapped(c, prose, normalize.UnitCNY, func(q normalize.Quantity, before, after string) bool {
		return !inFormula(q.Span) && reCashPer10.MatchString(normalize.Tail(before, 40))
	}); ok {
		return perShare(c, fromEvery(c.Doc.Text, q), 10)
	}
	if q, ok := quantityWrapped(c, prose, normalize.UnitPrice, func(q normalize.Quantity, before, after string) bool {
		// "每股派发现金红利0.2元": the quantity holds its 每股 wording.
		return !inFormula(q.Span) && (reCashPer1.MatchString(normalize.Tail(before, 40)) || reCashInText.MatchString(q.Text))
	}); ok {
		return c.Quantity(q)
	}
	return nil
}

// bonusShares reads the shares given for every 10 shares held: the bonus
// issue (送红股, 送) and the capitalisation issue (转增), each the first
// figure of its kind outside the formulas, and n is their sum — 每10股送3股
// 转增5股 is 0.3 + 0.5 shares per share. The two are read as one
// distribution only when the second stands on the line of the first or the
// next one (上海实业发展, 2008: "2)每股送0.080392股，每10股送0.80392股。" /
// "3)以资本公积金每股转增0.40196股，每10股转增4.0196股。"); a figure of
// the other kind further on (an earlier year's distribution recalled) is
// left out. The quantity's span runs from the first figure's 每 to the end
// of the last; parts are the spans of the two figures when both are read.
func bonusShares(c *extract.Context, prose []normalize.Span, inFormula func(normalize.Span) bool) (normalize.Quantity, []normalize.Span, bool) {
	text := normalize.Simplified(c.Doc.Text)
	var bonus, capital *normalize.Quantity
	for _, sp := range prose {
		for _, q := range c.QuantitiesOf(sp) {
			if q.Unit != normalize.UnitShares || inFormula(q.Span) {
				continue
			}
			before, _ := wrappedAround(text, q.Span)
			tail := normalize.Tail(before, 40)
			if !reBonusPer10.MatchString(tail) {
				continue
			}
			// The figure from its 每 — or, the second figure of one
			// phrase (每10股送3股转增5股), from its own word (转增5股).
			w := fromEvery(text, q)
			rest := text[w.Span.Start:q.Span.Start]
			if i := strings.Index(rest, sharesWord); i >= 0 {
				if ms := reSharesFigure.FindAllStringIndex(rest[i+len(sharesWord):], -1); len(ms) > 0 {
					w.Span.Start += i + len(sharesWord) + ms[len(ms)-1][1]
					for _, lead := range phraseJoiners {
						if strings.HasPrefix(text[w.Span.Start:], lead) {
							w.Span.Start += len(lead)
						}
					}
				}
			}
			q := w
			if reCapWord.MatchString(tail) {
				if capital == nil {
					capital = &q
				}
			} else if bonus == nil {
				bonus = &q
			}
		}
	}
	if bonus == nil {
		// "按10:1的比例派送红股", where no figure of shares is stated.
		for _, sp := range prose {
			m := reBonusRatio10.FindStringSubmatchIndex(text[sp.Start:sp.End])
			if m == nil || inFormula(normalize.Span{Start: sp.Start + m[0], End: sp.Start + m[1]}) {
				continue
			}
			v, err := decimal.NewFromString(text[sp.Start+m[2] : sp.Start+m[3]])
			if err != nil {
				continue
			}
			bonus = &normalize.Quantity{Value: v, Stated: v.String(), Scale: decimal.NewFromInt(1), Unit: normalize.UnitShares, Bound: normalize.BoundEq,
				Span: normalize.Span{Start: sp.Start + m[0], End: sp.Start + m[1]}, Text: c.Doc.Text[sp.Start+m[0] : sp.Start+m[1]]}
			break
		}
	}
	switch {
	case bonus == nil && capital == nil:
		return normalize.Quantity{}, nil, false
	case bonus == nil:
		return *capital, nil, true
	case capital == nil || !nearLines(text, *bonus, *capital):
		return *bonus, nil, true
	}
	sum := *bonus
	sum.Value = bonus.Value.Add(capital.Value)
	sum.Span = normalize.Span{Start: min(bonus.Span.Start, capital.Span.Start), End: max(bonus.Span.End, capital.Span.End)}
	return sum, []normalize.Span{bonus.Span, capital.Span}, true
}

// phraseJoiners are the words between the two figures of one phrase:
// "每10股送红股2股、转增3股", "…2股并转增3股", "…同时转增".
var phraseJoiners = []string{"、", "并", "同时", ","}

// nearLines reports whether a and b stand on the same line or on lines
// next to each other.
func nearLines(text string, a, b normalize.Quantity) bool {
	if b.Span.Start < a.Span.Start {
		a, b = b, a
	}
	return b.Span.Start <= a.Span.End || strings.Count(text[a.Span.End:b.Span.Start], "\n") <= 1
}

// bondLeadWords are words run into a bond's name by the text before it:
// "根据歌华转债募集说明书" (歌华有线, 2005).
var bondLeadWords = []string{"根据", "关于", "本次", "因", "由", "对", "将", "的", "为", "在"}

var (
	reResetNamed     = lazyre.New(`向下修正[^,。]{0,16}?转股价格`)
	reResetLabel     = lazyre.New(`修正后(?:的)?转股价格`)
	reIssueEventText = lazyre.New(`因本次[^,。]{0,8}(?:配股|增发)|(?:配股|增发新股)(?:完成|实施)后|实施[^,。]{0,10}(?:配股|增发)`)
	reCashInText     = lazyre.New(`^每股(?:派发|派送|派)(?:现金红利|现金股利|现金)`)
)

// isPrice reports whether q is a price per share: 元/股, 每股…元, or 元人民币
// followed by /股 ("4.20元人民币/股", 工商银行).
func isPrice(q normalize.Quantity, after string) bool {
	return q.Unit == normalize.UnitPrice || q.Unit == normalize.UnitCNY && strings.HasPrefix(after, perShareSuffix)
}

// priceEnd is where the price q ends in text, with a trailing "/股".
func priceEnd(text string, q normalize.Quantity) int {
	if q.Unit != normalize.UnitCNY {
		return q.Span.End
	}
	// "4.20元人民币\n/股": the suffix on the next line of a wrapped one.
	i := q.Span.End
	for i < len(text) && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n') {
		i++
	}
	if strings.HasPrefix(text[i:], perShareSuffix) && !strings.Contains(text[q.Span.End:i], "\n\n") {
		return i + len(perShareSuffix)
	}
	return q.Span.End
}

// priceQuantity is q as a price per share, its span taking in a trailing
// "/股".
func priceQuantity(c *extract.Context, q normalize.Quantity) *schema.Quantity {
	if q.Unit == normalize.UnitCNY {
		q.Span.End = priceEnd(c.Doc.Text, q)
		q.Unit = normalize.UnitPrice
	}
	return c.Quantity(q)
}

// perShare is a figure stated for every per shares, as a figure per share:
// 每10股派发现金红利2.00元 is 0.2 per share; the text and span stay those
// of the figure as stated.
func perShare(c *extract.Context, q normalize.Quantity, per int64) *schema.Quantity {
	out := c.Quantity(q)
	v, err := decimal.NewFromString(out.Value)
	if err != nil {
		return out
	}
	out.Value = v.Div(decimal.NewFromInt(per)).String()
	if q.Unit == normalize.UnitCNY {
		out.Unit = schema.UnitPrice
	}
	return out
}

// fromEvery widens q's span back to the 每 of its "每10股…" wording, so
// that its text is the figure as stated (每10股转增6股).
func fromEvery(text string, q normalize.Quantity) normalize.Quantity {
	b := normalize.Tail(text[:q.Span.Start], 40)
	if i := strings.LastIndex(b, everyWord); i >= 0 {
		q.Span.Start -= len(b) - i
	}
	return q
}

// datedSpan is a full date in the text.
type datedSpan struct {
	date string
	span normalize.Span
}

// datesIn returns the full dates (YYYY-MM-DD) stated in spans.
func datesIn(c *extract.Context, spans []normalize.Span) []datedSpan {
	var out []datedSpan
	text := c.Doc.Text
	for _, sp := range spans {
		for _, d := range normalize.FindDates(text[sp.Start:sp.End]) {
			if d.Day == 0 {
				continue
			}
			out = append(out, datedSpan{date: d.String(), span: d.Span.Shift(sp.Start)})
		}
	}
	return out
}

// formulaFor returns the formula whose event words name reason.
// A combination is the formula for events at once (上述两项同时进行, 上述
// 三项同时进行): with a cash dividend, the one that subtracts it.
func formulaFor(fs []statedFormula, reason string, cash bool) (statedFormula, bool) {
	for _, f := range fs {
		if reason == schema.ReasonCombined && formulaNames(f.Text)["D"] != cash && !formulaNames(f.Text)["d"] {
			continue
		}
		if !normalize.Contains(f.Target, "P") {
			continue
		}
		p := f.Prefix
		var ok bool
		switch reason {
		case schema.ReasonCombined:
			ok = reEvCombined.MatchString(p)
		case schema.ReasonCashDividend:
			ok = reEvCash.MatchString(p) && !reEvCombined.MatchString(p)
		case schema.ReasonBonus:
			ok = reEvBonus.MatchString(p) && !reEvCombined.MatchString(p)
		case schema.ReasonNewShares:
			ok = reEvIssue.MatchString(p) && !reEvCombined.MatchString(p)
		}
		if ok {
			return f, true
		}
	}
	return statedFormula{}, false
}

// computationASCII is a worked calculation in ASCII: × as *, ÷ as /, no
// spaces, and no thousands separators (3,737,542,588 → 3737542588).
func computationASCII(s string) string {
	s = asciiForm(s)
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == ',' && i > 0 && i+1 < len(s) && s[i-1] >= '0' && s[i-1] <= '9' && s[i+1] >= '0' && s[i+1] <= '9' {
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// Adjustment wording read inside the functions above, with the filings it
// came from.
var (
	// shortestBondName is as long as the shortest name of a bond (two
	// characters and 转债: 工行转债), so a lead word is dropped from a name
	// only when a name is left.
	shortestBondName = "某某转债"
	// fromWord, adjustedToWord and resetToWord state an effective date in
	// prose: "自2010年12月27日由4.16元/股调整为4.15元/股" (工商银行), "…向下
	// 修正为11.88元/股"; conversionPriceWord names what changes (转股价格).
	fromWord, adjustedToWord, resetToWord = "自", "调整为", "修正为"
	conversionPriceWord                   = "转股价格"
	// netAssetsWord held in a figure: "每股净资产为5.96元".
	netAssetsWord = "每股净资产"
	// sharesWord ends the first figure of one phrase of shares: the 股 of
	// "每10股送3股转增5股"; everyWord begins it (每).
	sharesWord, everyWord = "股", "每"
	// perShareSuffix makes a figure in yuan a price per share:
	// "4.20元人民币/股" (工商银行).
	perShareSuffix = "/股"
)

// How an adjusted price is rounded, found by the rule's words in a
// sentence about the price (转股价, 调整值, 小数点): "调整后转股价为P(调整值
// 保留小数点后两位,最后一位实行四舍五入)" (歌华有线 2005), "将按下述公式进
// 行转股价格的调整（保留小数点后两位，最后一位四舍五入）" (the exchanges'
// template); "调整值保留小数点后两位，计算结果向上取整", "进一法"; "向下取
// 整", "去尾法". The shares a conversion gives are rounded apart: "转股数量
// 的计算方式为：Q = V / P，并以去尾法取一股的整数倍" is not the price's.
var priceRoundingField = choiceField{
	name: "conversion_price_adjustment.rounding",
	values: []choiceValue{
		{schema.RoundHalfUp, []cue{{"四舍五入", 3}}},
		{schema.RoundCeil, []cue{{"向上取整", 3}, {"向上舍入", 3}, {"进一法", 3}}},
		{schema.RoundFloor, []cue{{"向下取整", 3}, {"去尾法", 3}, {"去尾", 3}}},
	},
	need: []string{"转股价", "调整值", "小数点", "两位小数", "计算结果"},
	not:  []string{"一股", "整数倍"},
	min:  3,
}
