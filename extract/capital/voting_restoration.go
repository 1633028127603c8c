package capital

import (
	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/internal/lazyre"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// Voting wording, with the filings it came from.
var (
	// Sub-section titles of a combined section "(九)表决权的限制和恢复" (000):
	// "1、表决权限制", "2、表决权恢复机制".
	votingLimitTitles = []string{"限制"}
	// The matters on which preference shareholders vote, in the order the
	// filings list them (000-003): 修改章程中与优先股相关的内容；一次或累计
	// 减少注册资本超过百分之十；合并、分立、解散或变更公司形式；发行优先股；
	// 其他情形.
	votingMatters = []struct {
		code string
		re   *lazyre.Regexp
	}{
		{"amend_articles", lazyre.New(`修改[^;。]{0,12}?章程`)},
		{"reduce_capital", lazyre.New(`减少[^;。]{0,8}?注册资本`)},
		{"merger_division_dissolution", lazyre.New(`合并|分立|解散|变更公司形式`)},
		{"issue_preference_shares", lazyre.New(`^[^;。]{0,8}?发行优先股`)},
		{"other", lazyre.New(`其他(?:情形|事项)|其他变更或者废除优先股股东权利`)},
	}
	// Price names outside the section: "初始模拟转股价格9.86元/股" (003),
	// "折算价格", "表决权恢复…价格".
	reRestorationPriceName = lazyre.New(`模拟转股价格|折算价格|恢复表决权[^。]{0,6}价格`)
)

// extractVoting reads the restricted voting matters and the restoration of
// voting rights of a plan.
func extractVoting(c *extract.Context, p *plan, off *schema.Offering) {
	if sc := p.scope(famVoting); len(sc) > 0 {
		if v := votingLimits(c, p, p.narrow(sc, votingLimitTitles...)); v != nil {
			off.Voting = v
		} else {
			notUnderstood(c, "voting", sc)
		}
	}
	if sc := p.scope(famRestoration); len(sc) > 0 {
		if r := votingRestoration(c, p, p.narrow(sc, restorationTitles...)); r != nil {
			off.VotingRestoration = r
		} else {
			notUnderstood(c, "voting restoration", sc)
		}
	}
}

func votingLimits(c *extract.Context, p *plan, sc []normalize.Span) *schema.Voting {
	text := c.Doc.Text
	v := &schema.Voting{}
	// The matters: the numbered items of the section, or its clauses
	// separated by semicolons when the list is run in.
	var items []normalize.Span
	o := p.outline
	for _, sp := range sc {
		lvl := levelOfFirstIn(o, sp)
		for _, s := range o.Sections {
			if sp.Contains(s.Span) && s.Level == lvl {
				items = append(items, normalize.Span{Start: s.Mark.End, End: extract.LineEnd(text, s.Mark.End)})
			}
		}
	}
	var listSpan normalize.Span
	for _, it := range items {
		t := text[it.Start:it.End]
		for _, m := range votingMatters {
			if m.re.MatchString(t) {
				if !extract.HasString(v.Matters, m.code) {
					v.Matters = append(v.Matters, m.code)
				}
				listSpan = listSpan.Union(it)
				break
			}
		}
	}
	if len(v.Matters) > 0 {
		c.Evidence(&v.Evidence, "matters", listSpan)
	}
	if q, ok := votingThresholdField.pick(c, sc); ok {
		v.Threshold = c.Quantity(q)
		v.Threshold.Fraction = q.Fraction
	}
	if len(v.Matters) == 0 && v.Threshold == nil {
		return nil
	}
	return v
}

func votingRestoration(c *extract.Context, p *plan, sc []normalize.Span) *schema.Restoration {
	text := c.Doc.Text
	r := &schema.Restoration{}
	found := false
	set := func(key string, sp normalize.Span) {
		c.Evidence(&r.Evidence, key, sp)
		found = true
	}
	if cd, ok := cumulativeYearsField.read(c, sc); ok {
		if n, ok := cd.countValue(); ok {
			r.CumulativeYears = &n
			set("cumulative_years", cd.span)
		}
	}
	if cd, ok := consecutiveYearsField.read(c, sc); ok {
		if n, ok := cd.countValue(); ok {
			r.ConsecutiveYears = &n
			set("consecutive_years", cd.span)
		}
	}
	// The price: stated in the section (000, 002) or, when the section
	// gives only its basis, where the document states the initial figure
	// by the same name (003, in the risk discussion).
	if q, ok := restorationPriceField.pick(c, sc); ok {
		r.Price = c.Quantity(q)
		found = true
	} else if q, ok := quantityWhere(c, c.Prose(), normalize.UnitPrice, func(q normalize.Quantity, before, after string) bool {
		return reRestorationPriceName.MatchString(normalize.Tail(before, 10))
	}); ok {
		r.Price = c.Quantity(q)
		found = true
	}
	for _, f := range formulasIn(text, sc) {
		if len(adjustmentEvents(f.Prefix)) > 0 || normalize.Contains(f.Target, averagePriceTarget) {
			continue
		}
		r.Formula = f.Text
		set("formula", f.Span)
		break
	}
	if ch, ok := restorationRoundingField.read(c, sc); ok {
		r.Rounding = ch.value
		set("rounding", ch.span)
	}
	if ch, ok := restorationEndsField.read(c, sc); ok {
		r.EndsWhen = ch.value
		set("ends_when", ch.span)
	}
	if !found {
		return nil
	}
	return r
}

// When restored votes end: once the dividend is paid in full, "表决权恢复
// 直至本行全额支付当年优先股股息" (000), "表决权恢复后，当本行已全额支付当
// 年优先股股息时，则自全额付息之日起，优先股股东根据表决权恢复条款取得的表
// 决权将予以终止" (002), "优先股表决权恢复直至公司全额支付当年股息之日"
// (003), "当公司已全额支付当年度优先股股息的，则自全额付息之日起…表决权终
// 止" (003); "全额派发当期股息". A payment in full of something else is not
// it: the sentence must name the dividend (股息, 付息).
var restorationEndsField = choiceField{
	name: "offerings.voting_restoration.ends_when",
	values: []choiceValue{
		{"full_dividend_paid", []cue{{"全额支付", 3}, {"全额派发", 3}, {"全额付息", 3}, {"股息", 1}}},
	},
	need: []string{"股息", "付息"},
	min:  3,
}
