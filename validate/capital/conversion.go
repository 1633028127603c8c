package capital

import (
	"strings"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
	"github.com/gonggao/gonggao/validate"
	"github.com/gonggao/gonggao/validate/calc"
)

// ConversionShares checks the share counts a document derives from an
// amount of preference shares and a per-share price: the ordinary shares
// issued on mandatory conversion (conversion.max_shares) and the votes
// restored (restoration.votes), Q = V / P with the document's own formula
// where it states one (Q=V/P, R=W/S).
//
// The statements are found in prose: a sentence that speaks of conversion
// or voting (转股, 表决权) and states a share count as a result (增加,
// 发行总数, 转股数量 …). The amount and the price are taken from the same
// sentence when it states them (003: "若本次优先股发行总规模为300亿元，以…
// 初始模拟转股价格9.86元/股测算，…将约增加30.43亿股"); otherwise from the
// extracted offering terms (amount_max, conversion.initial_price), or the
// nearest earlier sentence stating them (001: "…即每股人民币5.20元。…最多
// 发行总数为11,538,461,538股"). A count stated with 约 is rounded; one
// computed by 去尾法 is truncated.
type ConversionShares struct{}

// ID implements Check.
func (ConversionShares) ID() string { return "conversion" }

// resultWords precede a share count that is the result of the conversion
// arithmetic: "将约增加30.43亿股" (003), "最多发行总数为11,538,461,538股"
// (001), "转股数量为", "可转换为…股", "恢复表决权的股份数".
var resultWords = []string{"增加", "发行总数", "转股数量", "转股数", "转换为", "转为", "股份数", "股份总数将"}

// conversionContext: the sentence must be about conversion or restored
// votes: 转股, 表决权, 折算.
var conversionContext = []string{"转股", "表决权", "折算"}

// parWords mark a per-share figure as the par value, not a conversion
// price: "每股票面金额", "以每股人民币100元的票面金额" (001), "每股面值".
var parWords = []string{"票面金额", "面值", "面额"}

// priceWords mark a sentence stating the conversion or restoration price:
// "初始强制转股价格为9.86元/股" (003), "交易均价…即每股人民币5.20元" (001),
// "折算价格".
var priceWords = []string{"转股价格", "交易均价", "折算价格", "转换价格"}

// amountWords mark a sentence stating the issue size: "总金额不超过人民币
// 600亿元" (001), "总额不超过人民币300亿元" (003), "募集资金总额不超过
// 800亿元" (000), "发行总规模为300亿元" (003).
var amountWords = []string{"总金额", "总额", "总规模", "发行规模", "募集资金总额"}

// Run implements Check.
func (c ConversionShares) Run(p *validate.Pass, out *schema.Document) {
	doc := p.Doc
	ss := p.Sentences()
	for i, s := range ss {
		if !normalize.ContainsAny(s.Text, conversionContext) {
			continue
		}
		qs := validate.Quantities(doc, s.Span)
		for k, q := range qs {
			// A result is stated plainly or as a ceiling (最多…股).
			if q.Unit != normalize.UnitShares || q.Bound != normalize.BoundEq && q.Bound != normalize.BoundLe {
				continue
			}
			before := doc.Text[s.Span.Start:q.Span.Start]
			// The result words may lead the quantity itself when they stand
			// between its bound word and the figure (最多发行总数为…股).
			if !normalize.ContainsAny(normalize.Tail(before, 8)+q.Text, resultWords) || isRoundingUnit(doc, s, q) {
				continue
			}
			out.Checks = append(out.Checks, c.check(doc, out, ss[:i], s, qs[:k], q))
		}
	}
}

func (c ConversionShares) check(doc *normalize.Doc, out *schema.Document, earlier []validate.Sentence, s validate.Sentence, before []normalize.Quantity, q normalize.Quantity) schema.Check {
	id := "conversion.max_shares"
	if normalize.Contains(s.Text, "表决权") {
		id = "restoration.votes"
	}
	target, vName, pName := conversionNames(out, id)
	formula := target + "=" + vName + "/" + pName

	mode := calc.HalfUp
	switch {
	case normalize.ContainsAny(normalize.Tail(doc.Text[s.Span.Start:q.Span.Start], 6), approx):
	case normalize.ContainsAny(s.Text, truncation) || normalize.ContainsAny(doc.Text, truncation):
		mode = calc.Floor
	case q.Bound == normalize.BoundLe:
		// A ceiling on whole shares (最多发行总数为…股) is the quotient cut
		// down to a whole share.
		mode = calc.Floor
	}
	st := validate.TextStated(doc, q, mode)

	var ops []validate.Operand
	amount, price := -1, -1
	for j := len(before) - 1; j >= 0; j-- {
		b := before[j]
		switch {
		case b.Unit == normalize.UnitCNY && amount < 0:
			amount = j
		case b.Unit == normalize.UnitPrice && price < 0 && !isPar(doc, s, b):
			price = j
		}
	}
	if amount >= 0 {
		ops = append(ops, validate.ExactOperand(doc, vName, before[amount]))
	} else if o, ok := offeringAmount(doc, out, earlier, vName); ok {
		ops = append(ops, o)
	}
	if price >= 0 {
		ops = append(ops, validate.ExactOperand(doc, pName, before[price]))
	} else if o, ok := conversionPrice(doc, out, earlier, pName); ok {
		ops = append(ops, o)
	}
	if len(ops) < 2 {
		return validate.Unverifiable(id, formula, ops, st, "the amount or the price the count is computed from is not stated")
	}
	return validate.Spec{ID: id, Formula: formula, Ops: ops, Stated: st, Mode: mode}.Finding()
}

// isRoundingUnit reports whether q is the unit a count is rounded to, not a
// count: "以去尾法取一股的整数倍" (000, 003), "不足一股的部分".
func isRoundingUnit(doc *normalize.Doc, s validate.Sentence, q normalize.Quantity) bool {
	post := normalize.Head(doc.Text[q.Span.End:s.Span.End], 4)
	return q.Value.IntPart() <= 1 || strings.HasPrefix(post, "的整数倍") || strings.HasPrefix(post, "整数倍") || strings.HasPrefix(post, "的部分")
}

// conversionNames returns the names of the document's own share-count
// formula (Q=V/P, R=W/S) when it states one of the form T=A/B.
func conversionNames(out *schema.Document, id string) (target, amount, price string) {
	var texts []string
	for _, f := range out.Formulas {
		if f.ID == "conversion.shares" && id == "conversion.max_shares" || f.ID == "restoration.votes" && id == "restoration.votes" {
			texts = append(texts, f.Text)
		}
	}
	for _, o := range out.Offerings {
		if o.Conversion != nil && id == "conversion.max_shares" {
			texts = append(texts, o.Conversion.Formula)
		}
		if o.VotingRestoration != nil && id == "restoration.votes" {
			texts = append(texts, o.VotingRestoration.Formula)
		}
	}
	for _, t := range texts {
		f, err := calc.Parse(t)
		if err != nil || len(f.Defs) > 0 || f.Expr.Op != calc.OpDiv || f.Expr.X.Op != calc.OpVar || f.Expr.Y.Op != calc.OpVar {
			continue
		}
		return f.Target, f.Expr.X.Text, f.Expr.Y.Text
	}
	return "Q", "V", "P"
}

// isPar reports whether the per-share figure q in sentence s is a par
// value: 票面金额 or 面值 written just before or after it.
func isPar(doc *normalize.Doc, s validate.Sentence, q normalize.Quantity) bool {
	pre := normalize.Tail(doc.Text[s.Span.Start:q.Span.Start], 4)
	post := normalize.Head(doc.Text[q.Span.End:s.Span.End], 6)
	return normalize.ContainsAny(q.Text, parWords) || normalize.ContainsAny(pre, parWords) || normalize.ContainsAny(post, parWords)
}

// offeringAmount is the issue size: the domestic offering's amount_max,
// else the nearest earlier sentence stating a total amount.
func offeringAmount(doc *normalize.Doc, out *schema.Document, earlier []validate.Sentence, name string) (validate.Operand, bool) {
	for _, o := range offeringsDomesticFirst(out) {
		if o.AmountMax != nil {
			if op, ok := validate.SchemaOperand(name, o.AmountMax, calc.Exact); ok {
				return op, true
			}
		}
	}
	for j := len(earlier) - 1; j >= 0; j-- {
		s := earlier[j]
		if !normalize.ContainsAny(s.Text, amountWords) {
			continue
		}
		for _, q := range validate.Quantities(doc, s.Span) {
			if q.Unit == normalize.UnitCNY {
				return validate.ExactOperand(doc, name, q), true
			}
		}
	}
	return validate.Operand{}, false
}

// conversionPrice is the conversion price: the offering's initial price,
// else the nearest earlier sentence stating a price.
func conversionPrice(doc *normalize.Doc, out *schema.Document, earlier []validate.Sentence, name string) (validate.Operand, bool) {
	for _, o := range offeringsDomesticFirst(out) {
		if o.Conversion != nil && o.Conversion.InitialPrice != nil {
			if op, ok := validate.SchemaOperand(name, o.Conversion.InitialPrice, calc.Exact); ok {
				return op, true
			}
		}
	}
	for j := len(earlier) - 1; j >= 0; j-- {
		s := earlier[j]
		if !normalize.ContainsAny(s.Text, priceWords) {
			continue
		}
		qs := validate.Quantities(doc, s.Span)
		for k := len(qs) - 1; k >= 0; k-- {
			if qs[k].Unit == normalize.UnitPrice && !isPar(doc, s, qs[k]) {
				return validate.ExactOperand(doc, name, qs[k]), true
			}
		}
	}
	return validate.Operand{}, false
}

// offeringsDomesticFirst lists the offerings with terms, domestic first:
// conversion is into A shares, priced on the domestic market.
func offeringsDomesticFirst(out *schema.Document) []schema.Offering {
	var dom, other []schema.Offering
	for _, o := range out.Offerings {
		switch {
		case o.ReferenceOnly:
		case o.Market == "domestic" || o.Market == "":
			dom = append(dom, o)
		default:
			other = append(other, o)
		}
	}
	return append(dom, other...)
}

// approx are the words that mark a figure as rounded: 约增加30.43亿股
// (003), 分别约减少21.00亿元 (003), 大约, 约合, 近.
var approx = []string{"约", "大约", "约合", "左右"}

// truncation words: 以去尾法取一股的整数倍 (000, 001, 003), 向下取整.
var truncation = []string{"去尾法", "向下取整", "舍去小数", "不足一股的部分"}
