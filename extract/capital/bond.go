package capital

import (
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// Convertible-bond terms. A plan of convertible bonds (发行方案, 募集说明
// 书摘要) is found as a preference-share plan is, by its clause headings;
// its security is read from its text. An announcement that only restates
// an issued bond's terms (开始转股的公告, 赎回结果的公告, 修正条件的提示性
// 公告) has no plan: its terms are read from its prose. The wordings are
// quoted from 江苏银行 (2019), 中信银行 (2019), 国泰君安 (2022), 旗滨集团
// (2025), 中国石化 (2011), 华菱管线 (2004) and the exchanges' template.
var (
	reBondWord = lazyre.New(`可转换公司债券|可转债|转债`)
	rePrefWord = lazyre.New(`优先股`)
	// Size: "发行总额 400 亿元" (中信银行), "公开发行总额 200 亿元" (江苏银行),
	// "发行面值总额为人民币2,300,000万元" (中国石化), "发行总额:2,000,000,000元"
	// (华菱管线), "发行总额150,000万元" (旗滨集团), "发行量:320亿元" (大秦铁路),
	// "本次发行的可转债总额为人民币70亿元" (国泰君安).
	reBondAmount = lazyre.New(`(?:发行总额|发行面值总额|发行规模|发行量|可转债总额|债券总额|募集资金总额)(?:为|:)?\s*(?:人民币)?\s*$`)
	// Par: "每张面值 100 元" (中信银行), "每张面值人民币100元" (国泰君安),
	// "票面金额:100元" (华菱管线), "按每张面值 100 元发行" (江苏银行).
	reBondPar = lazyre.New(`(?:每张面值|票面金额|每张票面金额|面值)(?:为|:)?\s*(?:人民币)?\s*$`)
	// Term: "期限 6 年" (中信银行), "期限为发行之日起六年" (国泰君安), "可转换
	// 公司债券的期限:5年" (华菱管线), "期限为自发行之日起6年".
	reBondTerm = lazyre.New(`期限(?:为)?\s*:?\s*(?:自)?(?:本次)?(?:可转债)?(?:发行之日起)?\s*$`)
	// Coupon: "第一年为0.2%、第二年为0.5%…" (国泰君安), "第一年0.20%、第二
	// 年0.40%…".
	reCouponYear = lazyre.New(`第\s*([一二三四五六七八九十]|[1-9]|10)\s*年(?:为|:)?\s*$`)
	// Conversion period: "转股起止日期:自可转债发行结束之日满六个月后的第一个
	// 交易日起至可转债到期之日止(即2018年1月8日至2023年7月6日止)" (国泰君安),
	// "转股期起止日期:2019 年 9 月 20 日至 2025 年 3 月 13 日" (江苏银行),
	// "转股起止时期:自本次发行之日起6个月后至可转债到期日止" (华菱管线).
	reConvPeriod = lazyre.New(`转股(?:期)?起止(?:日期|时期|日)|转股期限|转股期(?:为|:)`)
	// Initial price: "初始转股价格为9.60元/股", "初始转股价格:…"; basis:
	// "以公布募集说明书之日前30个交易日公司股票的平均收盘价格为基础上浮
	// 0.1%" (华菱管线), "不低于募集说明书公告日前二十个交易日公司A股股票交易
	// 均价…和前一交易日公司A股股票交易均价" (template).
	reInitial      = lazyre.New(`初始转股价格(?:为|:)?\s*(?:人民币)?\s*$`)
	reInitialBasis = lazyre.New(`初始转股价格[^。]{0,12}?(?:不低于|以)[^。]*?前\s*([0-9]{1,3}|[一二三四五六七八九十]{1,3})\s*个交易日`)
	rePrevDay      = lazyre.New(`前一(?:个)?交易日`)
	// Reset: "在任意连续三十个交易日中有十五个交易日的收盘价低于当期转股价格
	// 的 80%时，公司董事会有权提出转股价格向下修正方案" (国泰君安); approval:
	// "上述方案须经出席会议的股东所持表决权的三分之二以上通过方可实施".
	reResetWord  = lazyre.New(`向下修正`)
	reWindow     = lazyre.New(`连续\s*$`)
	reTriggerDay = lazyre.New(`(?:中|内)(?:至少)?有\s*$`)
	reBelowPrice = lazyre.New(`低于(?:“[^”]{0,8}”)?当期转股价格(?:\([^)]*\))?的\s*$`)
	reAtLeast    = lazyre.New(`不低于(?:“[^”]{0,8}”)?当期转股价格(?:\([^)]*\))?的\s*$`)
	reApproval   = lazyre.New(`表决权的\s*$`)
	// Redemption: "到期后五个交易日内，公司将按债券面值的108%（含最后一期利
	// 息）的价格赎回"; "未转股余额不足3,000万元时".
	reMaturity    = lazyre.New(`到期`)
	reParRatio    = lazyre.New(`面值的\s*$`)
	reRedeemWord  = lazyre.New(`赎回`)
	reBalance     = lazyre.New(`余额\s*$`)
	rePutWord     = lazyre.New(`回售`)
	reLastYears   = lazyre.New(`最后\s*([1-9]|[一二两三四五])\s*个计息年度`) // from one: 最后0个计息年度 states none
	reAddPut      = lazyre.New(`附加回售|改变募集资金用途|变更募集资金用途`)
	reFractionCsh = lazyre.New(`不足转换为?一股[^。]{0,60}?现金`)
)

// bondDocument reports whether the document is about convertible bonds:
// they are named more often than preference shares.
func bondDocument(text string) bool {
	nb := len(reBondWord.FindAllStringIndex(text, -1))
	return nb > 0 && nb > len(rePrefWord.FindAllStringIndex(text, -1))
}

// bondTerms reads a convertible bond's terms from spans into off: those a
// plan's clause units left unread, sentence by sentence.
func bondTerms(c *extract.Context, spans []normalize.Span, off *schema.Offering) {
	text := c.Doc.Text
	var sents []normalize.Span
	for _, sp := range spans {
		sents = append(sents, clauseSentences(text, sp)...)
	}
	qsOf := func(s normalize.Span) []normalize.Quantity { return c.QuantitiesOf(s) }
	// The words before a figure in its sentence, line wraps left out.
	before := func(s normalize.Span, q normalize.Quantity, n int) string {
		return normalize.Tail(strings.ReplaceAll(text[s.Start:q.Span.Start], "\n", ""), n)
	}
	// The words after a figure in its sentence, line breaks and the spaces
	// around them left out: "连续21个交易日\n中已有15个交易日" read as
	// printed on one line.
	after := func(s normalize.Span, q normalize.Quantity, n int) string {
		return strings.Join(strings.Fields(normalize.Head(text[q.Span.End:s.End], 2*n)), "")
	}
	var rates []schema.Quantity
	var ratesSpan normalize.Span // from the first rate read to the last
	intOf := func(q normalize.Quantity) *int {
		if !q.Value.IsInteger() || q.Value.Sign() <= 0 || q.Value.IntPart() > 1000 {
			return nil
		}
		v := int(q.Value.IntPart())
		return &v
	}
	cv := off.Conversion
	if cv == nil {
		cv = &schema.Conversion{}
	}
	red := off.Redemption
	if red == nil {
		red = &schema.Redemption{}
	}
	for k, s := range sents {
		t := text[s.Start:s.End]
		// The words are read through the sentence's line wraps (ft), their
		// offsets mapped back to the text (sp).
		ft, at := unwrapMap(t)
		sp := func(a, b int) normalize.Span {
			end := s.Start + at[b]
			if b > a {
				end = s.Start + at[b-1] + 1
			}
			return normalize.Span{Start: s.Start + at[a], End: end}
		}
		qs := qsOf(s)
		// Size, par and term.
		for _, q := range qs {
			switch {
			case off.AmountMax == nil && q.Unit == normalize.UnitCNY && reBondAmount.MatchString(before(s, q, 30)):
				off.AmountMax = c.Quantity(q)
			case off.ParValue == nil && q.Unit == normalize.UnitCNY && q.Value.IntPart() == 100 && reBondPar.MatchString(before(s, q, 30)):
				off.ParValue = c.Quantity(q)
			case off.TermYears == nil && q.Unit == normalize.UnitYears && reBondTerm.MatchString(before(s, q, 40)) && !normalize.Contains(t, convPeriodWord):
				off.TermYears = intOf(q)
			case cv.InitialPrice == nil && q.Unit == normalize.UnitPrice && reInitial.MatchString(before(s, q, 30)):
				cv.InitialPrice = c.Quantity(q)
			}
		}
		// Coupon rates, one per year in order.
		if len(off.CouponRates) == 0 {
			for _, q := range qs {
				if q.Unit != normalize.UnitRatio {
					continue
				}
				m := reCouponYear.FindStringSubmatch(before(s, q, 20))
				if m == nil {
					continue
				}
				if y, ok := extract.SmallInt(m[1]); ok && y == len(rates)+1 {
					rates = append(rates, *c.Quantity(q))
					if len(rates) == 1 {
						ratesSpan.Start = q.Span.Start
					}
					ratesSpan.End = q.Span.End
				}
			}
		}
		if off.Interest == nil {
			if ch, ok := frequencyField.vote(text, s); ok {
				off.Interest = &schema.Interest{Frequency: ch.value}
				c.Evidence(&off.Interest.Evidence, "frequency", ch.span)
			}
		}
		if cv.Period == nil && reConvPeriod.MatchString(ft) && normalize.Contains(ft, periodToWord) {
			// The clause's heading on a line of its own ("（7）转股期限")
			// gives the context, not the period.
			ps := s
			if nl := strings.IndexByte(t, '\n'); nl >= 0 && headingLine(t[:nl]) {
				ps.Start += nl + 1
			}
			per := &schema.ConversionPeriod{Text: c.Doc.SourceText(ps), Span: c.Span(ps)}
			cue := s.Start + at[reConvPeriod.FindStringIndex(ft)[0]]
			start, end, ok := periodEnds(text, datesIn(c, []normalize.Span{s}), cue)
			if !ok && k+1 < len(sents) && sents[k+1].Start-s.End < 4 {
				start, end, ok = periodEnds(text, datesIn(c, []normalize.Span{sents[k+1]}), sents[k+1].Start)
			}
			if ok {
				per.Start, per.End = start, end
			}
			cv.Period = per
		}
		if cv.PriceBasis == "" {
			if m := reInitialBasis.FindStringSubmatchIndex(ft); m != nil {
				n, ok := intFrom(ft, normalize.Span{Start: m[2], End: m[3]})
				if ok {
					cv.PriceBasis = "average_" + itoa(n) + "_trading_days"
					if rePrevDay.MatchString(ft) {
						cv.PriceBasis += "_and_previous_day"
					}
					c.Evidence(&cv.Evidence, "price_basis", sp(m[0], m[1]))
				}
			}
		}
		if reFractionCsh.MatchString(ft) && cv.FractionCash == nil {
			v := true
			cv.FractionCash = &v
			c.Evidence(&cv.Evidence, "fraction_cash", s)
		}
		// Price triggers: a reset, a conditional redemption, a put.
		trig := func() (ratio *schema.Quantity, trigger, window *int) {
			for _, q := range qs {
				b := before(s, q, 40)
				switch {
				case q.Unit == normalize.UnitTradingDays && reWindow.MatchString(b) && window == nil && !strings.HasPrefix(after(s, q, len(happenedWord)), happenedWord):
					// "连续21个交易日中已有15个交易日" (旗滨集团) is what
					// happened, not the clause.
					window = intOf(q)
				case q.Unit == normalize.UnitTradingDays && trigger == nil && (reTriggerDay.MatchString(b) || strings.HasSuffix(b, withinWord) && strings.HasPrefix(q.Text, atLeastWord)):
					trigger = intOf(q)
				case q.Unit == normalize.UnitRatio && ratio == nil && (reBelowPrice.MatchString(b) || reAtLeast.MatchString(b) || strings.HasPrefix(q.Text, belowWord) || strings.HasPrefix(q.Text, notBelowWord)):
					ratio = c.Quantity(q)
				}
			}
			return
		}
		switch {
		case reResetWord.MatchString(ft) && cv.Reset == nil:
			if r, td, wd := trig(); r != nil {
				cv.Reset = &schema.PriceReset{TriggerRatio: r, TriggerDays: td, WindowDays: wd}
			}
		case rePutWord.MatchString(ft) && !reRedeemWord.MatchString(strings.ReplaceAll(ft, putWord, "")):
			put := off.Put
			if put == nil {
				put = &schema.Put{}
			}
			if r, td, wd := trig(); r != nil && put.TriggerRatio == nil {
				put.TriggerRatio, put.TriggerDays, put.WindowDays = r, td, wd
			}
			if m := reLastYears.FindStringSubmatchIndex(ft); m != nil && put.LastYears == nil {
				if n, ok := intFrom(ft, normalize.Span{Start: m[2], End: m[3]}); ok {
					put.LastYears = &n
				}
			}
			if m := reAddPut.FindStringIndex(ft); m != nil && put.Additional == nil {
				v := true
				put.Additional = &v
				c.Evidence(&put.Evidence, "additional", sp(m[0], m[1]))
			}
			if put.TriggerRatio != nil || put.LastYears != nil || put.Additional != nil {
				off.Put = put
			}
		case reRedeemWord.MatchString(ft):
			for _, q := range qs {
				if red.MaturityRatio == nil && q.Unit == normalize.UnitRatio && reMaturity.MatchString(ft) && reParRatio.MatchString(before(s, q, 10)) {
					red.MaturityRatio = c.Quantity(q)
				}
			}
			cond := red.Conditional
			if cond == nil {
				cond = &schema.PriceTrigger{}
			}
			if r, td, wd := trig(); r != nil && cond.TriggerRatio == nil && r.Bound != schema.BoundLt {
				cond.TriggerRatio, cond.TriggerDays, cond.WindowDays = r, td, wd
			}
			for _, q := range qs {
				if cond.BalanceBelow == nil && q.Unit == normalize.UnitCNY && q.Bound == normalize.BoundLt && (reBalance.MatchString(before(s, q, 8)) || normalize.Contains(before(s, q, 12), balanceWord)) {
					cond.BalanceBelow = c.Quantity(q)
				}
			}
			if cond.TriggerRatio != nil || cond.BalanceBelow != nil {
				red.Conditional = cond
			}
		}
		// The approval of a reset: the sentence after the trigger.
		if cv.Reset != nil && cv.Reset.Approval == nil {
			for _, q := range qs {
				if q.Unit == normalize.UnitRatio && q.Bound == normalize.BoundGe && (reApproval.MatchString(before(s, q, 8)) || normalize.Contains(before(s, q, 30), votingRightsWord)) {
					cv.Reset.Approval = c.Quantity(q)
				}
			}
		}
	}
	if len(off.CouponRates) == 0 && len(rates) >= 2 {
		if off.TermYears != nil && len(rates) < *off.TermYears {
			// A rate for each year, fewer read than the term's years: the
			// list was not read whole (a year's wording broken), and a part
			// of it would read as a shorter bond's.
			c.Warn(schema.WarnNotUnderstood, "convertible bond: coupon rates read for "+itoa(len(rates))+" of the term's "+itoa(*off.TermYears)+" years; none given", ratesSpan)
		} else {
			off.CouponRates = rates
		}
	}
	// The formulas the bond's clauses state, linked by their text.
	for _, f := range scanFormulas(text, spans) {
		switch {
		case f.Target == "IA" && red.Formula == "":
			red.Formula = f.Text
		case f.Target == "I" && off.Interest != nil && off.Interest.Formula == "":
			off.Interest.Formula = f.Text
		case f.Target == "I" && off.Interest == nil:
			off.Interest = &schema.Interest{Formula: f.Text}
		case f.Target == "Q" && cv.Formula == "":
			cv.Formula = f.Text
		case strings.HasPrefix(f.Target, "P"):
			if ev := adjustmentEvents(f.Prefix); len(ev) > 0 && !hasAdjustment(cv, f.Text) {
				cv.Adjustments = append(cv.Adjustments, schema.Adjustment{Events: ev, Formula: f.Text, Span: c.Span(f.Span)})
			}
		}
	}
	if cv.InitialPrice != nil || cv.PriceBasis != "" || cv.Period != nil || cv.Reset != nil || cv.Formula != "" || len(cv.Adjustments) > 0 || cv.FractionCash != nil {
		off.Conversion = cv
	}
	if red.MaturityRatio != nil || red.Conditional != nil || red.Formula != "" {
		off.Redemption = red
	}
}

// clauseSentences splits a span into sentences at 。 and at the line breaks
// that end a clause: before a numbered item or a bullet, after a colon or
// semicolon, at a blank line. Other line breaks are the wraps of a PDF's
// lines ("…连续三十个交易日中有\n十五个交易日的收盘价…", 国泰君安) and are
// read through.
func clauseSentences(text string, sp normalize.Span) []normalize.Span {
	return splitClauses(text, sp, false, func(i int) bool { return clauseBreak(text, sp, i) })
}

// clauseBreak reports whether the line break at text[i] ends a clause.
func clauseBreak(text string, sp normalize.Span, i int) bool {
	prev := strings.TrimRight(text[sp.Start:i], " ")
	if prev == "" || strings.HasSuffix(prev, "\n") || strings.HasSuffix(prev, ":") || strings.HasSuffix(prev, ";") {
		return true
	}
	next := text[i+1 : min(sp.End, i+40)]
	return strings.HasPrefix(strings.TrimLeft(next, " "), "\n") || startsItem(next)
}

// headingLine reports whether line is a clause's heading standing on a
// line of its own ("（7）转股期限"): a numbered item of a few words with
// no value after a colon and no figure. "4、转股起止日:2011年8月24日至20"
// (中国石化, 2011, its line wrapped) is the clause itself.
func headingLine(line string) bool {
	end, ok := itemMark(line)
	if !ok || utf8.RuneCountInString(line) > 24 {
		return false
	}
	rest := line[end:]
	return !strings.ContainsAny(rest, ":0123456789")
}

func hasAdjustment(cv *schema.Conversion, text string) bool {
	for _, a := range cv.Adjustments {
		if a.Formula == text {
			return true
		}
	}
	return false
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for ; n > 0; n /= 10 {
		b = append([]byte{byte('0' + n%10)}, b...)
	}
	return string(b)
}

// BondTerms reads the terms of an issued convertible bond that an
// announcement without a plan restates (关于…开始转股的公告: 发行总额 400
// 亿元，期限 6 年; 关于…赎回结果的公告; a conversion-price adjustment
// quoting its prospectus's formulas) into one convertible_bond offering.
// A document with offerings already (a plan) is left as it is.
type BondTerms struct{}

// Name implements Extractor.
func (BondTerms) Name() string { return "bond_terms" }

// Extract implements Extractor.
func (BondTerms) Extract(c *extract.Context) {
	c = c.Simplified()
	if len(c.Out.Offerings) > 0 {
		return
	}
	if off, ok := restatedBond(c); ok {
		c.Out.Offerings = append(c.Out.Offerings, off)
	}
}

// restatedBond is the offering of a document about an issued convertible
// bond that holds no plan: its terms as the prose restates them.
func restatedBond(c *extract.Context) (schema.Offering, bool) {
	a := c.Out.Announcement
	if a == nil || !bondDocument(c.Doc.Text) {
		return schema.Offering{}, false
	}
	off := schema.Offering{Market: "domestic", Security: schema.SecurityConvertibleBond}
	bondTerms(c, c.Prose(), &off)
	if off.AmountMax == nil && off.TermYears == nil && off.Conversion == nil && off.Redemption == nil && off.Put == nil && len(off.CouponRates) == 0 {
		return schema.Offering{}, false
	}
	return off, true
}

// periodEnds returns a conversion period's two ends among the dates ds of
// its sentence: the first two after from that periodToWord joins, nothing
// but it (and 起, spaces, line breaks) between them, the start not after
// the end. Where a sentence runs on into others (a text whose line breaks
// were lost), its other dates (the issue's, the listing's) are not the
// period's.
func periodEnds(text string, ds []datedSpan, from int) (start, end string, ok bool) {
	for i := 0; i+1 < len(ds); i++ {
		a, b := ds[i], ds[i+1]
		if a.span.Start < from || a.date > b.date {
			continue
		}
		gap := strings.Join(strings.Fields(text[a.span.End:b.span.Start]), "")
		if gap == periodToWord || gap == periodFromWord+periodToWord {
			return a.date, b.date, true
		}
	}
	return "", "", false
}

// Bond wording read inside bondTerms beside the expressions above, with
// the filings it came from.
var (
	// convPeriodWord marks a sentence of the conversion period, whose
	// years are not the bond's term: "转股期限为自发行结束之日起满六个月后
	// 的第一个交易日起至可转债到期日止"; periodToWord joins the period's two
	// ends: "2019 年 9 月 20 日至 2025 年 3 月 13 日" (江苏银行).
	convPeriodWord, periodToWord = "转股期", "至"
	// periodFromWord may close the period's start before periodToWord:
	// "2018年1月8日起至2023年7月6日止".
	periodFromWord = "起"
	// happenedWord after a window tells what happened, not the clause:
	// "连续21个交易日中已有15个交易日" (旗滨集团).
	happenedWord = "中已有"
	// withinWord and atLeastWord state a trigger's days: "在任意连续三十个
	// 交易日中至少有十五个交易日" (template).
	withinWord, atLeastWord = "中", "至少"
	// belowWord and notBelowWord lead a trigger's ratio held in the
	// figure: "低于当期转股价格的80%", "不低于当期转股价格的130%（含130%）"
	// (国泰君安).
	belowWord, notBelowWord = "低于", "不低于"
	// putWord is the put (回售), taken out of a sentence before asking
	// whether it names a redemption (赎回) too.
	putWord = "回售"
	// balanceWord leads a redemption's balance: "未转股余额不足3,000万元时".
	balanceWord = "余额"
	// votingRightsWord leads a reset's approval: "须经出席会议的股东所持表
	// 决权的三分之二以上通过方可实施".
	votingRightsWord = "表决权"
)
