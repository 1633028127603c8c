package capital

import (
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/internal/affix"
	"github.com/gonggao/gonggao/internal/lazyre"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// Issue-term wording. Each pattern quotes the filings it came from.
var (
	// 在上海证券交易所转让 (002), 在上海证券交易所指定的交易平台进行转让
	// (000, 003).
	reVenue = lazyre.New(`(?:上海|深圳)证券交易所(?:指定的交易平台)?|全国中小企业股份转让系统|香港联合交易所`)
)

// extractIssueTerms reads the issue terms of a plan: size, par value, price,
// method, investors, maturity, lock-up, use of proceeds, rating, guarantee,
// transfer venue and how long the resolution is valid. A term missing from
// the plan's own sections is looked for in the rest of the running text
// (a plan cut at the top states its size only in an annex, 000).
func extractIssueTerms(c *extract.Context, p *plan, off *schema.Offering) {
	text := c.Doc.Text
	rest := c.Prose()
	if p.marketEvidence != nil {
		c.Evidence(&off.Evidence, "market", *p.marketEvidence)
	}

	// Size: shares and amount.
	sizeScope := append(append([]normalize.Span{}, p.scope(famSize)...), p.scope(famClass)...)
	isShares := func(q normalize.Quantity, before, after string) bool {
		return q.Bound == normalize.BoundLe || q.Bound == normalize.BoundLt
	}
	if q, ok := sharesMaxField.pick(c, sizeScope); ok {
		off.SharesMax = c.Quantity(q)
	} else if q, ok := quantityWhere(c, rest, normalize.UnitShares, func(q normalize.Quantity, before, after string) bool {
		return isShares(q, before, after) && (affix.HasAnyPrefix(after, sharesCapAfter) || normalize.ContainsAny(normalize.Tail(before, 12), sharesCapBefore))
	}); ok {
		off.SharesMax = c.Quantity(q)
	}
	isAmount := func(q normalize.Quantity, before, after string) bool {
		return q.Bound == normalize.BoundLe && !normalize.Contains(normalize.Tail(before, 8), perShareWord)
	}
	amountScope := append(append([]normalize.Span{}, sizeScope...), p.scope(famProceeds)...)
	if q, ok := amountMaxField.pick(c, amountScope); ok {
		off.AmountMax = c.Quantity(q)
	} else if q, ok := quantityWhere(c, rest, normalize.UnitCNY, func(q normalize.Quantity, before, after string) bool {
		b := normalize.Tail(before, 16)
		return isAmount(q, before, after) && normalize.ContainsAny(b, amountCapBefore)
	}); ok {
		off.AmountMax = c.Quantity(q)
	}

	// Par value: 每股票面金额为人民币壹佰元 (000), 每股票面金额为人民币100元
	// (001), 每股票面金额(即面值)人民币100元 (002), 每股面值人民币100元 (003).
	isPar := func(q normalize.Quantity, before, after string) bool {
		b := normalize.Tail(before, 14) + text[q.Span.Start:q.Span.End]
		return normalize.ContainsAny(b, parWordsBefore)
	}
	parScope := p.scope(famPar)
	if q, ok := parValueField.pick(c, parScope); ok {
		off.ParValue = parQuantity(c, q)
	} else if q, ok := quantityWhere(c, rest, normalize.UnitPrice, func(q normalize.Quantity, before, after string) bool {
		// Not the par of an ordinary share named in the figure's own
		// clause, read across a paragraph's wraps: "本行普通\n股每股面值为
		// 人民币1元，本行优先股每股面值为人民币100元" (中国农业银行 2014).
		return isPar(q, before, after) && normalize.Contains(before+after, preferenceWord) && !normalize.Contains(ownClause(text, q.Span), ordinaryWord)
	}); ok {
		off.ParValue = parQuantity(c, q)
	}
	// Issue price.
	if ch, ok := issuePriceField.read(c, parScope, one(p.region), rest); ok {
		off.IssuePrice = ch.value
		c.Evidence(&off.Evidence, "issue_price", ch.span)
	}

	// Method and tranches.
	methodScope := [][]normalize.Span{p.scope(famMethod), one(p.region), rest}
	if ch, ok := methodField.read(c, methodScope...); ok {
		off.Method = ch.value
		c.Evidence(&off.Evidence, "method", ch.span)
	}
	tranchesScope := [][]normalize.Span{p.scope(famMethod), one(p.region)}
	if ch, ok := tranchesField.read(c, tranchesScope...); ok {
		off.Tranches = ch.value
		c.Evidence(&off.Evidence, "tranches", ch.span)
	}

	// Investors: 每次发行对象不超过二百人 (001, 002), 不超过200名 (003).
	invScope := append(append([]normalize.Span{}, p.scope(famInvestors)...), p.scope(famMethod)...)
	// "发行对象不超过(含)35名" (placements, 2020-2023) puts (含) between
	// the bound and the figure.
	if q, ok := quantityWhere(c, invScope, normalize.UnitPersons, func(q normalize.Quantity, before, after string) bool {
		return q.Bound == normalize.BoundLe || strings.HasSuffix(strings.TrimSpace(before), investorsBoundIncl)
	}); ok && q.Value.IsInteger() && q.Value.IsPositive() && q.Value.BigInt().IsInt64() {
		// A count of none (不超过0名) is no limit a plan sets: not read.
		n := int(q.Value.IntPart())
		off.InvestorsMax = &n
		c.Evidence(&off.Evidence, "investors_max", q.Span)
	}

	// Maturity.
	if ch, ok := maturityField.read(c, p.scope(famMaturity), one(p.region)); ok {
		off.Maturity = ch.value
		c.Evidence(&off.Evidence, "maturity", ch.span)
	}
	// Lock-up: its own section (002) or the transfer section (000, 003). A
	// lock-up stated (lockUpSet) gives no value.
	if ch, ok := lockUpField.read(c, p.scope(famLockUp), p.scope(famTransfer), one(p.region)); ok && ch.value != lockUpSet {
		off.LockUp = ch.value
		c.Evidence(&off.Evidence, "lock_up", ch.span)
	}
	// Use of proceeds.
	if ch, ok := proceedsUseField.read(c, p.scope(famProceeds), rest); ok && ch.value != proceedsCoreTier1 {
		off.ProceedsUse = ch.value
		c.Evidence(&off.Evidence, "proceeds_use", ch.span)
	}
	// Rating: the section's first sentence, as written.
	if sc := p.scope(famRating); len(sc) > 0 {
		if ss := wrappedSentences(text, sc[0]); len(ss) > 0 {
			off.Rating = c.Doc.SourceText(ss[0])
			c.Evidence(&off.Evidence, "rating", ss[0])
		}
	}
	if ch, ok := guaranteeField.read(c, p.scope(famGuarantee)); ok && ch.value != guaranteeSet {
		off.Guarantee = ch.value
		c.Evidence(&off.Evidence, "guarantee", ch.span)
	}
	// The venue read through the wrap of a page's margin: "上海证券交易所\n
	// 指定的交易平台" is the one venue.
	for _, sc := range p.scope(famTransfer) {
		if sp, ok := findWrapped(reVenue, text[sc.Start:sc.End]); ok {
			sp = normalize.Span{Start: sc.Start + sp.Start, End: sc.Start + sp.End}
			off.TransferVenue = c.Doc.SourceText(sp)
			c.Evidence(&off.Evidence, "transfer_venue", sp)
			break
		}
	}
	if cd, ok := validityField.read(c, p.scope(famValidity)); ok {
		if n, ok := cd.countValue(); ok {
			off.ResolutionValidityMonths = &n
			c.Evidence(&off.Evidence, "resolution_validity_months", cd.span)
		}
	}
}

// parQuantity is the par value as a price per share.
func parQuantity(c *extract.Context, q normalize.Quantity) *schema.Quantity {
	out := c.Quantity(q)
	out.Unit = schema.UnitPrice
	return out
}

// one returns the span as a one-element list.
func one(s normalize.Span) []normalize.Span { return []normalize.Span{s} }

// firstOf returns the first match of re in the first list of spans that has
// one.
func firstOf(p *plan, scopes [][]normalize.Span, re *lazyre.Regexp) (match, bool) {
	for _, sc := range scopes {
		if m, ok := p.find(sc, re); ok {
			return m, true
		}
	}
	return match{}, false
}

// ownClause returns the clause that holds sp, its words read across a
// paragraph's wraps (wrapBreak): from the clause mark (，；。) or line
// break before it to the one after.
func ownClause(text string, sp normalize.Span) string {
	s := sp.Start
	for s > 0 {
		r, size := utf8.DecodeLastRuneInString(text[:s])
		if strings.ContainsRune(clauseMarks, r) || r == '\n' && !wrapBreak(text, s-size) {
			break
		}
		s -= size
	}
	e := sp.End
	for e < len(text) {
		r, size := utf8.DecodeRuneInString(text[e:])
		if strings.ContainsRune(clauseMarks, r) || r == '\n' && !wrapBreak(text, e) {
			break
		}
		e += size
	}
	return strings.ReplaceAll(text[s:e], "\n", "")
}

// clauseMarks end a clause: "，本行优先股每股面值为人民币100元。" (中国农业
// 银行 2014), full-width and ASCII.
const clauseMarks = "，；。,;"

// Issue-size wording looked for outside the plan's own sections, with the
// filings it came from.
var (
	// The share cap: "发行不超过8亿股优先股" (000), "本次拟发行的优先股总数
	// 不超过3亿股" (002, 003), 的优先股, 优先股数量.
	sharesCapAfter  = []string{"优先股", "的优先股"}
	sharesCapBefore = []string{"优先股总数", "优先股数量"}
	// An amount per share is not the size: 每股.
	perShareWord = "每股"
	// A ceiling on the investors with its inclusion between the bound and
	// the figure: "发行对象不超过(含)35名" (placements, 2020-2023).
	investorsBoundIncl = "不超过(含)"
	// The amount: "本次募集资金总额不超过800亿元" (000), "总金额不超过人民币
	// 600亿元" (001), 发行总额, 优先股总额.
	amountCapBefore = []string{"募集资金总额", "发行总额", "总金额", "优先股总额"}
	// The par value: "每股票面金额为人民币壹佰元" (000), "每股面值人民币100元"
	// (003), of a preference share (优先股).
	parWordsBefore = []string{"票面金额", "面值"}
	preferenceWord = "优先股"
	// The par of the ordinary shares beside it: "本行普通股每股面值为人民币
	// 1元" (中国农业银行 2014).
	ordinaryWord = "普通股"
)

// Whether the plan issues at once or in tranches: "在中国银监会、中国证监会
// 等相关监管机构核准后按照相关程序一次或分次发行" (001), "在监管机构核准后按
// 照相关程序一次或分次发行" (002), "如本次优先股采取分次发行的方式" (交通银行
// 2015), "经中国银监会批准以及中国证监会核准后按照相关程序一次发行" (003);
// "本次优先股可一次或多次发行", "分期发行", "本次优先股将一次性发行完毕,不分期发行".
var tranchesField = choiceField{
	name: "offerings.tranches",
	values: []choiceValue{
		{"single_or_multiple", []cue{{"一次或分次发行", 3}, {"一次或多次发行", 3}, {"一次或分次", 3}, {"一次或多次", 3}, {"分次发行", 3}, {"分期发行", 3}, {"多次发行", 3}}},
		{"single", []cue{{"一次发行", 3}, {"一次性发行", 3}}},
	},
	// "不分期发行" is the other way.
	negations: []string{"不"}, negReach: 2,
	min: 3,
}

// How the shares are issued, found by its words in the method's sentences:
// "本行本次拟采取非公开发行的方式" (000), "本次优先股将采取非公开发行的方
// 式" (001), "本次优先股发行将采取非公开发行的方式" (002), "本次发行的优先
// 股将采取非公开发行的方式" (003, 阳泉煤业 2019), "本次境内发行优先股将采
// 取非公开发行的方式" (交通银行 2015), "本行拟在境内非公开发行优先股" (the
// resolutions of 001); a public issue: "采取公开发行的方式", "采用向原股东
// 优先配售和网上公开发行相结合的方式". 非公开发行 is read before the
// 公开发行 inside it, and a public issue needs its method verb (采取, 采用):
// a title ("根据《…公开发行A股可转换公司债券募集说明书》相关约定",
// 工商银行 2010) states no method.
var methodField = choiceField{
	name: "offerings.method",
	values: []choiceValue{
		{"non_public", []cue{{"非公开发行", 4}, {"定向发行", 4}}},
		{"public", []cue{{"公开发行", 2}, {"采取", 1}, {"采用", 1}}},
	},
	min: 3,
}

// The shares' term: "本次优先股无到期日" (001), "本次优先股无到期期限"
// (002), "本次发行的优先股无到期期限" (003), "本次境内发行的优先股无到期期
// 限" (交通银行 2015), "本次优先股无到期日，根据中国银监会的相关规定，本行
// 目前对本次优先股没有行使赎回权的计划" (001); "没有到期日", "无固定到期
// 日", "永续". Another security's term is not the shares': "公司已发行的
// 永续债", "可续期公司债券".
var maturityField = choiceField{
	name: "offerings.maturity",
	values: []choiceValue{
		{"perpetual", []cue{{"无到期期限", 3}, {"无到期日", 3}, {"没有到期日", 3}, {"无固定到期日", 3}, {"永续", 3}}},
	},
	not: []string{"永续债", "可续期"},
	min: 3,
}

// lockUpSet is lockUpField's value for a lock-up the plan sets: no value
// is given for it (its months are a placement's), and none is looked for
// further.
const lockUpSet = "set"

// Whether the shares are locked up, by 限售期 and 锁定期 with a negation
// before them or not: "本次发行的优先股不设限售期" (000, 003, 交通银行
// 2015), "本次优先股不设限售期" (002), "本次发行的优先股不设限售期，发行后
// 将在上海证券交易所指定的交易平台进行转让" (000, in its transfer section),
// "无限售期", "不设置锁定期"; a lock-up set: "本次发行对象认购的股份自发
// 行结束之日起36个月内不得转让" (placements), "限售期为十二个月".
var lockUpField = choiceField{
	name: "offerings.lock_up",
	values: []choiceValue{
		{"none", []cue{{"无限售期", 3}, {"无锁定期", 3}}},
		{lockUpSet, []cue{{"限售期", 3}, {"锁定期", 3}, {"不得转让", 3}}},
	},
	negations: []string{"不设置", "不设", "无", "没有"}, negReach: 4,
	min: 3,
}

// How the shares are priced: at par, by a par word with 发行 or 平价:
// "每股票面金额为人民币壹佰元，按票面金额平价发行" (000), "以票面金额平价
// 发行" (001, 交通银行 2015), "本次优先股每股票面金额（即面值）人民币100
// 元，按票面金额平价发行" (002), "本次发行的优先股每股面值人民币100元，按
// 面值发行" (003); "平价发行", "以面值发行". A par named for a redemption
// is not the issue's: "以票面金额赎回", though a heading run into it names
// 发行 ("票面金额和发行价格 本行有权以票面金额赎回"): the par word and 发行
// are read together.
var issuePriceField = choiceField{
	name: "offerings.issue_price",
	values: []choiceValue{
		{"at_par", []cue{{"平价发行", 3}, {"按面值发行", 3}, {"以面值发行", 3}, {"按票面金额发行", 3}, {"以票面金额发行", 3},
			{"按面值", 2}, {"以面值", 2}, {"按票面金额", 2}, {"以票面金额", 2}}},
	},
	min: 3,
}

// What the proceeds replenish, named after 补充: "用于补充本行其他一级资
// 本" (000), "将用于补充本行其他一级资本，支持本行业务持续健康发展" (000),
// "银行发行的用于补充一级资本的优先股" (001, quoting the guidance); "补充
// 公司一级资本" (003). Core tier-1 capital (补充核心一级资本) is a value of
// its own that gives none: a preference share is not core capital. A title
// names a guidance, not the plan's use: "符合《…关于商业银行发行优先股补充
// 一级资本的指导意见》等相关规定要求的优先股" (交通银行 2015).
var proceedsUseField = choiceField{
	name: "offerings.proceeds_use",
	values: []choiceValue{
		{"additional_tier1", []cue{{"其他一级资本", 3}}},
		{"tier1", []cue{{"一级资本", 3}}},
		{proceedsCoreTier1, []cue{{"核心一级资本", 3}}},
	},
	need:       []string{"补充"},
	skipTitles: true,
	min:        3,
}

// proceedsCoreTier1 is proceedsUseField's value for core capital.
const proceedsCoreTier1 = "core_tier1"

// guaranteeSet is guaranteeField's value for a guarantee given: no value
// is given for it.
const guaranteeSet = "set"

// Whether the issue is guaranteed, by 担保 with a negation before it or
// not: "本次发行的优先股无担保安排" (000, 003), "本次优先股无担保安排"
// (002), "本次发行的可转债不提供担保"; a guarantee given: "可转换公司债券的
// 担保人:招商银行长沙分行" (华菱管线 2004).
var guaranteeField = choiceField{
	name: "offerings.guarantee",
	values: []choiceValue{
		{"none", []cue{{"无担保", 3}}},
		{guaranteeSet, []cue{{"担保人", 3}, {"担保", 3}}},
	},
	negations: []string{"不提供任何", "不提供", "不设置", "不设", "无", "没有"}, negReach: 6,
	min: 3,
}
