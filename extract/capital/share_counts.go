package capital

import (
	"strings"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// ShareCounts reads the share counts a document derives from an amount of
// preference shares and a per-share price (schema.ShareCount): the
// ordinary shares a mandatory conversion gives and the votes a restoration
// gives. They are found in prose, anywhere in the document: a sentence
// (ending at 。, ；, ; or a line break) that speaks of conversion or voting
// (转股, 表决权, 折算) and states a share count as a result (增加, 发行总数,
// 转股数量 …), with the amount and the price the sentence states before
// the count (003: "若本次优先股发行总规模为300亿元，以…初始模拟转股价格
// 9.86元/股测算，…将约增加30.43亿股"; 001: "…最多发行总数为
// 11,538,461,538股", no amount or price in the sentence).
type ShareCounts struct{}

// Name implements Extractor.
func (ShareCounts) Name() string { return "share_counts" }

// Share-count wording, with the filings it came from (corpus 000-003).
var (
	// shareCountContext: the sentence is about conversion: 转股, 折算,
	// "本次优先股全部转为A股普通股后"; or about restored votes, when it
	// says 表决权 with restorationCue (表决权恢复后, 恢复表决权的股份数): a
	// meeting's attendance "代表股份数…股,占公司有表决权股份总数的49.2093%"
	// counts no restored vote.
	shareCountContext = []string{"转股", "折算", "全部转为", "全额转为", "全部转换为", "全额转换为"}
	restorationCue    = "恢复"
	// restorationWord marks a count of restored votes, not of converted
	// shares: "优先股股东表决权恢复后，公司享有表决权的股份将约增加30.43亿股"
	// (003).
	restorationWord = "表决权"
	// resultWords precede a share count that is the result of the
	// arithmetic: "将约增加30.43亿股" (003), "最多发行总数为11,538,461,538股"
	// (001), "转股数量为", "可转换为…股", "恢复表决权的股份数"; the class
	// of share may stand between the word and the figure: "全部转股后新增A
	// 股普通股不超过约30.43亿股", "将增发A股普通股约7.53亿股".
	resultWords = []string{"增加", "新增", "增发", "发行总数", "转股数量", "转股数", "转换为", "转为", "股份数", "股份总数将"}
	// resultReach is how many runes before a count its result word may
	// stand.
	resultReach = 10
	// roundingUnitTails follow the unit a count is rounded to, which is not
	// a count: "以去尾法取一股的整数倍" (000, 003), "不足一股的部分".
	roundingUnitTails = []string{"的整数倍", "整数倍", "的部分"}
	// shareParWords mark a per-share figure as the par value, not a
	// price: "每股票面金额", "以每股人民币100元的票面金额" (001), "每股面值".
	shareParWords = []string{"票面金额", "面值", "面额"}
	// approxWords mark a count as rounded: "约增加30.43亿股" (003), 大约,
	// 约合, 左右.
	approxWords = []string{"约", "大约", "约合", "左右"}
	// truncationWords say shares are cut down, in the sentence or anywhere
	// in the document: "以去尾法取一股的整数倍" (000, 001, 003), 向下取整.
	truncationWords = []string{"去尾法", "向下取整", "舍去小数", "不足一股的部分"}
)

// Extract implements Extractor.
func (ShareCounts) Extract(c *extract.Context) {
	c = c.Simplified()
	text := c.Doc.Text
	normalize.EachSentence(text, 0, func(s normalize.Span) bool {
		st := text[s.Start:s.End]
		if !normalize.ContainsAny(st, shareCountContext) && !(normalize.Contains(st, restorationWord) && normalize.Contains(st, restorationCue)) {
			return true
		}
		var qs []normalize.Quantity
		for _, q := range c.QuantitiesOf(s) {
			if q.Fraction == "" && q.Upper == nil {
				qs = append(qs, q)
			}
		}
		for k, q := range qs {
			// A result is stated plainly or as a ceiling (最多…股).
			if q.Unit != normalize.UnitShares || q.Bound != normalize.BoundEq && q.Bound != normalize.BoundLe {
				continue
			}
			before := text[s.Start:q.Span.Start]
			// The result words may lead the quantity itself when they stand
			// between its bound word and the figure (最多发行总数为…股).
			if !normalize.ContainsAny(normalize.Tail(before, resultReach)+q.Text, resultWords) || isRoundingUnit(text, s, q) {
				continue
			}
			c.Out.ShareCounts = append(c.Out.ShareCounts, shareCount(c, s, qs[:k], q))
		}
		return true
	})
}

// shareCount is the count q of sentence s, with the amount and the price
// among the quantities before it and how it is rounded.
func shareCount(c *extract.Context, s normalize.Span, before []normalize.Quantity, q normalize.Quantity) schema.ShareCount {
	text := c.Doc.Text
	sc := schema.ShareCount{Of: schema.ShareCountConversion, Shares: *c.Quantity(q), Rounding: schema.RoundHalfUp}
	if normalize.Contains(text[s.Start:s.End], restorationWord) {
		sc.Of = schema.ShareCountRestoration
	}
	tail := normalize.Tail(text[s.Start:q.Span.Start], 6)
	switch {
	case normalize.ContainsAny(tail, approxWords):
		at := q.Span.Start - len(tail)
		sc.Evidence = map[string]schema.Ref{"rounding": c.Ref(wordIn(text, normalize.Span{Start: at, End: q.Span.Start}, approxWords))}
	case normalize.ContainsAny(text[q.Span.Start:q.Span.End], approxWords):
		// The approximation inside a ceiling: "不超过约30.43亿股".
		sc.Evidence = map[string]schema.Ref{"rounding": c.Ref(wordIn(text, q.Span, approxWords))}
	case normalize.ContainsAny(text[s.Start:s.End], truncationWords):
		sc.Rounding = schema.RoundFloor
		sc.Evidence = map[string]schema.Ref{"rounding": c.Ref(wordIn(text, s, truncationWords))}
	case normalize.ContainsAny(text, truncationWords):
		sc.Rounding = schema.RoundFloor
		sc.Evidence = map[string]schema.Ref{"rounding": c.Ref(wordIn(text, normalize.Span{Start: 0, End: len(text)}, truncationWords))}
	case q.Bound == normalize.BoundLe:
		// A ceiling on whole shares (最多发行总数为…股) is the quotient cut
		// down to a whole share.
		sc.Rounding = schema.RoundFloor
	}
	amount, price := -1, -1
	for j := len(before) - 1; j >= 0; j-- {
		b := before[j]
		switch {
		case b.Unit == normalize.UnitCNY && amount < 0:
			amount = j
		case b.Unit == normalize.UnitPrice && price < 0 && !isShareParValue(text, s, b):
			price = j
		}
	}
	if amount >= 0 {
		sc.Amount = c.Quantity(before[amount])
	}
	if price >= 0 {
		sc.Price = c.Quantity(before[price])
	}
	return sc
}

// wordIn is the span of the first of words found in sp of text (words in
// their order, the earliest place of the first word that stands there).
func wordIn(text string, sp normalize.Span, words []string) normalize.Span {
	for _, w := range words {
		if i := strings.Index(text[sp.Start:sp.End], w); i >= 0 {
			return normalize.Span{Start: sp.Start + i, End: sp.Start + i + len(w)}
		}
	}
	return sp
}

// isRoundingUnit reports whether q is the unit a count is rounded to, not a
// count: "以去尾法取一股的整数倍" (000, 003), "不足一股的部分".
func isRoundingUnit(text string, s normalize.Span, q normalize.Quantity) bool {
	if q.Value.IntPart() <= 1 {
		return true
	}
	post := normalize.Head(text[q.Span.End:s.End], 4)
	for _, t := range roundingUnitTails {
		if strings.HasPrefix(post, t) {
			return true
		}
	}
	return false
}

// isShareParValue reports whether the per-share figure q in sentence s is
// a par value: 票面金额 or 面值 written just before or after it.
func isShareParValue(text string, s normalize.Span, q normalize.Quantity) bool {
	pre := normalize.Tail(text[s.Start:q.Span.Start], 4)
	post := normalize.Head(text[q.Span.End:s.End], 6)
	return normalize.ContainsAny(q.Text, shareParWords) || normalize.ContainsAny(pre, shareParWords) || normalize.ContainsAny(post, shareParWords)
}
