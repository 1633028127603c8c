package capital

import (
	"fmt"
	"strings"
	"sync"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/internal/lazyre"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// Conversion wording, with the filings it came from.
var (
	// Sub-section titles: "1、转股触发条件" (000), "1、强制转股的触发条件"
	// (001), "(一)强制转股触发条件" (002), "1、强制转股触发事件" (003).
	triggerTitles = []string{"触发"}
	// Price sub-sections: "3、转股价格及调整机制" (000), "3、强制转股价格"
	// (001), "(二)强制转股价格及确定依据" (002), "2、强制转股价格及调整方式" (003).
	priceTitles = []string{"价格"}
	// The two limbs of the point of non-viability: "①中国银监会认定若不进行转
	// 股或减记，本行将无法生存。②相关部门认定…" (001, 003), "(a)…;(b)…" (000),
	// "(1)…;(2)…" (002).
	reLimb = lazyre.New(`(?:①|②|③|\([a-c]\)|\([1-3]\)|[a-c]\))\s*([^①②③;。\n]*?无法生存)`)
)

// The kinds of trigger event.
const (
	triggerAT1 = "additional_tier1"
	triggerT2  = "tier2"
)

// Which trigger an item of the conversion terms states, by its words: the
// core tier-1 ratio falling — "本行核心一级资本充足率降至5.125%（或以
// 下），则本次发行的优先股将全额或部分转为A股普通股" (000), "当公司核心一级资
// 本充足率降至5.125%时" (003), "其他一级资本工具触发事件"; the point of
// non-viability — "当二级资本工具触发事件发生时" (001, 002), "中国银监会认定
// 若不进行转股，本行将无法生存" (000), "若不进行转股或减记，本行将无法生
// 存" (001). The ratio restored is not a fall: "促使核心一级资本充足率恢复
// 到5.125%以上" (000) names the ratio alone.
var triggerKindField = choiceField{
	name: "offerings.conversion.triggers.kind",
	values: []choiceValue{
		{triggerAT1, []cue{{"核心一级资本充足率", 2}, {"降至", 1}, {"降低至", 1}, {"下降至", 1}, {"低于", 1}, {"其他一级资本工具触发事件", 3}}},
		{triggerT2, []cue{{"二级资本工具触发事件", 3}, {"无法生存", 3}}},
	},
	min: 3,
}

// How much converts at a trigger: "则本次发行的优先股将全额或部分转为A股普
// 通股" (000), "本次优先股按合约约定全额或部分转为A股普通股" (001), "按
// 照票面总金额全部或部分转为A股普通股" (002), "部分或全部"; all of it —
// "本次发行的优先股将全额转为A股普通股" (000), "按照票面总金额全部转为A股普
// 通股" (002), "按照强制转股价格全额转为公司A股普通股" (003), "全额强制转
// 换为".
var extentField = choiceField{
	name: "offerings.conversion.triggers.extent",
	values: []choiceValue{
		{"full_or_partial", []cue{{"全额或部分", 3}, {"全部或部分", 3}, {"部分或全部", 3}, {"全额或部份", 3}}},
		{"full", []cue{{"全额转", 3}, {"全部转", 3}, {"全额强制转", 3}}},
	},
	min: 3,
}

// How a fraction of a share is treated, in the shares conversion gives and
// in the votes restored (restorationRoundingField), found by the rule's
// words in a sentence about fractions (一股, 整数倍, 取整): dropped — "Q=V0/
// P，并以去尾法取一股的整数倍" (003), "恢复表决权的优先股股东享有的表决权计算公
// 式为：Q=V/P，并以去尾法取一股的整数倍" (000), "R=W/S，恢复的表决权份额以去尾法取一的整
// 数倍" (002), "计算结果按照向下取整的原则处理", "计算结果不足一股的部分舍
// 去"; left to the regulator's rules — "剩余不足转换为一股普通股时，本行将
// 按照监管部门的相关规定进行处理" (000), "本次优先股强制转股时不足转换为一
// 股的余额，本行将按照有关监管规定进行处理" (001, 002). A bond's fraction
// paid in cash is neither: "不足转换为一股的可转债余额，公司将按照上海证券交
// 易所等部门的有关规定…以现金兑付" (bondTerms reads it).
var roundingField = choiceField{
	name: "offerings.conversion.rounding",
	values: []choiceValue{
		{"floor", []cue{{"去尾法", 3}, {"向下取整", 3}, {"舍去", 3}}},
		{"regulatory", []cue{{"监管规定", 2}, {"监管部门", 2}, {"监管机构", 2}, {"有关规定", 1}, {"相关规定", 1}, {"进行处理", 1}}},
	},
	need:         []string{"不足转换为一股", "不足转为一股", "不足一股", "一股", "整数倍", "取整"},
	needSentence: true,
	not:          []string{"现金兑付"},
	min:          3,
}

// restorationRoundingField is roundingField in the voting-restoration
// terms.
var restorationRoundingField = func() choiceField {
	f := roundingField
	f.name = "offerings.voting_restoration.rounding"
	return f
}()

// Whether a cash dividend adjusts the conversion price: "但不因本行派发普
// 通股现金股利的行为而进行调整" (000, 001, 003), "但本行派发普通股现金股利的
// 行为不会导致强制转股价格的调整" (002); a bond's: "当公司发生派送股票股利、
// 转增股本、增发新股或配股、派送现金股利等情况时…对转股价格进行调整",
// "派送现金股利:P1=P0-D", "公司派发现金红利时，转股价格相应调整". A cash
// dividend must be named.
var cashDividendAdjField = choiceField{
	name: "offerings.conversion.cash_dividend_adjustment",
	values: []choiceValue{
		{"true", []cue{{"派发普通股现金股利", 3}, {"派送现金股利", 3}, {"现金股利", 3}, {"现金红利", 3}, {"现金分红", 3}, {"调整", 1}}},
		{"false", []cue{{"不作调整", 4}, {"不进行调整", 4}}},
	},
	negations: []string{"不因", "无需因", "不会因", "不会导致", "不导致"}, negReach: 20,
	negationsAfter: []string{"不会导致", "不导致", "不进行", "不作", "不予", "无需"}, negAfter: 12,
	min: 3,
}

// Full conversion stated outside the conversion terms, as the increase in
// ordinary shares it would bring: "若本次优先股发行总规模为300亿元，以…初始
// 强制转股价格9.86元/股测算，当满足强制转股触发条件时，公司普通股股本总额
// 将约增加30.43亿股" (003); "全部转股后，本行普通股股本将新增约11.54亿股";
// "若本次发行的优先股全部转换为A股普通股，…将增加…股".
var (
	reConversionContext = lazyre.New(`强制转股|全部转股|全额转股|全部转换为|全额转换为|全部转为`)
	reFullConversion    = lazyre.New(`全部转股|全额转股|全部转换为|全额转换为|全部转为`)
)

// increaseCues point at the increase in ordinary shares within
// increaseReach runes before it: "将约增加30.43亿股" (003), "本行普通股股
// 本将新增约11.54亿股", "全部转股后新增A股普通股不超过约30.43亿股", "将增发
// A股普通股约7.53亿股", "转股后的A股普通股数量将增加不超过60亿股"; not
// "增加至N股", the total after. A share count with none of them near is
// not the increase.
var increaseCues = []cue{{"新增", 1}, {"增加", 1}, {"增发", 1}}

const increaseReach = 10

// totalAfterWords, right before a share count, make it the total after an
// increase: "增加至N股", "增加到N股".
var totalAfterWords = []string{"至", "到"}

// conversionContextNeed holds the wordings of reConversionContext, looked
// for before the expression, which has no literal prefix.
var conversionContextNeed = sync.OnceValue(func() normalize.Prefilter { return normalize.NewPrefilter(reConversionContext) })

// statedConversionIncrease finds the number of ordinary shares the document
// says full conversion would add, when the conversion terms give no
// maximum: a sentence about conversion that states the increase and either
// the plan's maximum size (发行总规模为300亿元) or a full conversion (全部
// 转股). The figure is kept as stated, approximate or not (约增加30.43亿
// 股). A sentence that names the other market's issue is not read.
func statedConversionIncrease(text string, p *plan, off *schema.Offering) (normalize.Quantity, bool) {
	other := reOffshore
	if p.market == "offshore" {
		other = reDomestic
	}
	for _, region := range []normalize.Span{p.region, {Start: 0, End: len(text)}} {
		for _, sent := range sentences(text, region) {
			t := text[sent.Start:sent.End]
			if !normalize.Contains(t, conversionWord) || !conversionContextNeed().MayMatch(t) || !reConversionContext.MatchString(t) || other.MatchString(t) || strings.ContainsAny(t, "\t|") {
				continue
			}
			qs := normalize.FindQuantities(t)
			atMax := reFullConversion.MatchString(t)
			for _, q := range qs {
				if q.Unit == normalize.UnitCNY && off.AmountMax != nil && q.ValueString() == off.AmountMax.Value {
					atMax = true
				}
			}
			if !atMax {
				continue
			}
			// The increase is found by its cue words, the class of share
			// between them and the figure or not: "将新增约11.54亿股",
			// "全部转股后新增A股普通股不超过约30.43亿股".
			best, score := normalize.Quantity{}, 0
			for _, q := range qs {
				if q.Unit != normalize.UnitShares {
					continue
				}
				near := normalize.Tail(t[:q.Span.Start], increaseReach)
				if extract.HasAnySuffix(near, totalAfterWords) {
					// 增加至N股 is the total after, not the increase.
					continue
				}
				n := 0
				for _, cu := range increaseCues {
					if normalize.Contains(near, cu.word) {
						n += cu.weight
					}
				}
				if n > score {
					best, score = q, n
				}
			}
			if score > 0 {
				best.Span = best.Span.Shift(sent.Start)
				return best, true
			}
		}
	}
	return normalize.Quantity{}, false
}

// extractConversion reads the mandatory-conversion terms of a plan.
func extractConversion(c *extract.Context, p *plan, off *schema.Offering) {
	sc := p.scope(famConversion)
	if len(sc) == 0 {
		return
	}
	text := c.Doc.Text
	cv := &schema.Conversion{}
	found := false
	set := func(key string, sp normalize.Span) {
		c.Evidence(&cv.Evidence, key, sp)
		found = true
	}
	trig := p.narrow(sc, triggerTitles...)
	// The trigger sections, then the whole clause: an item wrapped over
	// lines reads as a heading (its first line) and a body.
	if q, ok := cet1TriggerField.pick(c, trig, sc); ok {
		cv.TriggerCET1Ratio = c.Quantity(q)
		found = true
	}
	cv.Triggers = conversionTriggers(c, p, trig, cv.TriggerCET1Ratio)
	if len(cv.Triggers) > 0 {
		found = true
	}

	// Initial price and its basis.
	prices := p.narrow(sc, priceTitles...)
	if q, ok := initialPriceField.pick(c, prices, sc); ok {
		cv.InitialPrice = c.Quantity(q)
		found = true
	}
	if cd, ok := priceBasisField.read(c, prices); ok {
		if basis, ok := priceBasis(text, cd); ok {
			cv.PriceBasis = basis
			set("price_basis", cd.span)
		}
	}
	if q, ok := maxSharesField.pick(c, sc); ok {
		cv.MaxShares = c.Quantity(q)
		found = true
	} else if q, ok := statedConversionIncrease(text, p, off); ok {
		cv.MaxShares = c.Quantity(q)
		found = true
	}

	// The share-count formula, its rounding and the price adjustments.
	for _, f := range formulasIn(text, sc) {
		events := adjustmentEvents(f.Prefix)
		switch {
		case len(events) > 0:
			cv.Adjustments = append(cv.Adjustments, schema.Adjustment{Events: events, Formula: f.Text, Span: c.Span(f.Span)})
			found = true
		case cv.Formula == "" && !normalize.Contains(f.Target, averagePriceTarget) && !normalize.Contains(f.Target, dividendRateTarget):
			cv.Formula = f.Text
			set("formula", f.Span)
		}
	}
	if ch, ok := roundingField.read(c, sc); ok {
		cv.Rounding = ch.value
		set("rounding", ch.span)
	}
	if v, sp, ok := cashDividendAdjField.flag(c, sc); ok {
		cv.CashDividendAdj = &v
		set("cash_dividend_adjustment", sp)
	}
	if !found {
		notUnderstood(c, "conversion", sc)
		return
	}
	off.Conversion = cv
}

// conversionWord: every wording of reConversionContext holds 转.
var conversionWord = "转"

// priceBasis names the averaging the initial price is based on: the
// trading days before the board resolution date (董事会决议日前) or before
// its announcement (董事会决议公告日前).
func priceBasis(text string, cd candidate) (string, bool) {
	n, ok := cd.intValue()
	if !ok {
		return "", false
	}
	before, _ := clauseAround(text, cd.q.Span)
	when := "board_resolution"
	if normalize.Contains(normalize.Tail(before, 10), announcementWord) {
		when = "board_announcement"
	}
	return fmt.Sprintf("average_%d_trading_days_before_%s", n, when), true
}

// announcementWord: the basis is the announcement's date (董事会决议公告日).
const announcementWord = "公告"

// conversionTriggers reads the trigger events, one per numbered item of the
// trigger section (or per sentence when the items are not numbered).
func conversionTriggers(c *extract.Context, p *plan, trig []normalize.Span, ratio *schema.Quantity) []schema.Trigger {
	text := c.Doc.Text
	type item struct{ span, body normalize.Span }
	var items []item
	o := p.outline
	for _, sp := range trig {
		lvl := levelOfFirstIn(o, sp)
		for i, s := range o.Sections {
			if sp.Contains(s.Span) && s.Level == lvl {
				it := itemSpan(o, i)
				items = append(items, item{it, normalize.Span{Start: s.Body.Start, End: it.End}})
			}
		}
	}
	if len(items) == 0 {
		for _, sp := range trig {
			for _, s := range sentences(text, sp) {
				items = append(items, item{s, s})
			}
		}
	}
	var out []schema.Trigger
	for _, itm := range items {
		it := itm.span
		var tr schema.Trigger
		kind, ok := triggerKindField.read(c, one(it))
		if !ok {
			continue
		}
		tr.Kind = kind.value
		switch tr.Kind {
		case triggerAT1:
			tr.Ratio = ratio
		case triggerT2:
			for _, m := range findAllIn(text, one(itm.body), reLimb) {
				tr.Limbs = append(tr.Limbs, c.Doc.SourceText(m.group(0)))
			}
		}
		if ext, ok := extentField.read(c, one(it)); ok {
			tr.Extent = ext.value
		}
		tr.Text = c.Doc.SourceText(it)
		tr.Span = c.Span(it)
		out = append(out, tr)
	}
	return out
}

// itemSpan returns the text of a numbered item: its first line, or up to
// the end of the first line of its last sub-item; paragraphs after that
// belong to the enclosing section.
func itemSpan(o *extract.Outline, i int) normalize.Span {
	s := o.Sections[i]
	last := i
	for j := i + 1; j < len(o.Sections) && o.Inside(j, i); j++ {
		last = j
	}
	end := extract.LineEnd(o.Text, o.Sections[last].Mark.End)
	return normalize.Span{Start: s.Span.Start, End: min(end, s.Span.End)}
}

// levelOfFirstIn returns the level of the first section inside sp (-1 when
// there is none).
func levelOfFirstIn(o *extract.Outline, sp normalize.Span) int {
	for _, s := range o.Sections {
		if sp.Contains(s.Span) {
			return s.Level
		}
	}
	return -1
}
