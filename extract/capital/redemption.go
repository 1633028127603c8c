package capital

import (
	"github.com/gonggao/gonggao/extract"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// extractRedemption reads the conditional-redemption terms of a plan.
func extractRedemption(c *extract.Context, p *plan, off *schema.Offering) {
	sc := p.scope(famRedemption)
	if len(sc) == 0 {
		return
	}
	text := c.Doc.Text
	r := &schema.Redemption{}
	found := false
	set := func(key string, sp normalize.Span) {
		c.Evidence(&r.Evidence, key, sp)
		found = true
	}
	if v, sp, ok := issuerOnlyField.flag(c, sc); ok {
		r.IssuerOnly = &v
		set("issuer_only", sp)
	}
	if cd, ok := earliestRedemptionField.read(c, sc); ok {
		if n, ok := cd.intValue(); ok {
			r.EarliestAfterYears = &n
			set("earliest_after_years", cd.span)
		}
	}
	if v, sp, ok := regulatorApprovalField.flag(c, sc); ok {
		r.RegulatorApproval = &v
		set("regulator_approval", sp)
	}
	if ch, ok := priceRuleField.read(c, sc); ok {
		r.PriceRule = ch.value
		set("price_rule", ch.span)
	}
	for _, f := range formulasIn(text, sc) {
		r.Formula = f.Text
		set("formula", f.Span)
		break
	}
	if !found {
		notUnderstood(c, "redemption", sc)
		return
	}
	off.Redemption = r
}

// The yes/no values of the redemption terms, found by their cue words in
// the sentences of the redemption's sections (choiceField).
var (
	// Whether only the issuer may redeem: "本次优先股发行设置发行人有条件赎
	// 回条款，不设置投资者回售条款，优先股股东无权要求本行赎回优先股" (000),
	// "本次优先股赎回权为本行所有" (002), "本次发行的优先股的赎回权为公司所
	// 有" (003), "本次优先股不设置投资者回售条款，优先股股东无权向本行回售其
	// 所持有的优先股" (002); a holder's put says otherwise: "优先股股东有权要
	// 求公司赎回其持有的优先股", "设置投资者回售条款".
	issuerOnlyField = choiceField{
		name: "offerings.redemption.issuer_only",
		values: []choiceValue{
			{"true", []cue{{"赎回权为", 2}, {"所有", 1}, {"发行人有条件赎回", 3}}},
			{"false", []cue{{"回售", 2}, {"要求本行赎回", 2}, {"要求公司赎回", 2}, {"要求本公司赎回", 2}, {"要求发行人赎回", 2}}},
		},
		negations: []string{"不设置", "不设", "无权", "不得", "不能"}, negReach: 8,
		min: 2,
	}
	// Whether redemption needs the regulator's approval: "经中国银监会事先批
	// 准" (000), "本行行使有条件赎回权应得到中国银监会的事先批准" (002), "公
	// 司行使有条件赎回权以取得中国银监会的批准为前提条件" (003), "须经国务院
	// 银行业监督管理机构批准", "在取得监管机构核准的前提下"; "赎回无需取得
	// 监管部门的批准". A shareholders' or the board's approval is not one.
	regulatorApprovalField = choiceField{
		name: "offerings.redemption.regulator_approval",
		values: []choiceValue{
			{"true", []cue{{"事先批准", 3}, {"批准", 1}, {"核准", 1}, {"同意", 1},
				{"中国银监会", 2}, {"中国银保监会", 2}, {"银监会", 2}, {"银保监会", 2}, {"国务院银行业监督管理机构", 2}, {"监管机构", 2}, {"监管部门", 2}, {"有权机关", 2}}},
			{"false", []cue{{"无需监管", 3}}},
		},
		negations: []string{"无需", "无须", "不需", "不须", "不必"}, negReach: 10,
		min: 3,
	}
)

// The redemption price: "赎回价格为票面金额与当期已决议支付但尚未支付的股息
// 之和" (000), "赎回价格为票面金额加当期应支付且尚未支付的股息" (001), "赎回
// 价格为票面金额加当期已宣告且尚未支付的股息" (002) — par and the dividend
// declared; "赎回价格为优先股面值加公司宣告赎回的公告日的计息年度应计股息"
// (003), "按票面金额加当期应计股息赎回" — par and the dividend accrued. The
// price's own words must be there.
var priceRuleField = choiceField{
	name: "offerings.redemption.price_rule",
	values: []choiceValue{
		{"par_plus_accrued", []cue{{"应计股息", 3}, {"应计未付股息", 3}}},
		{"par_plus_declared_dividend", []cue{{"已决议支付", 2}, {"已宣告", 2}, {"已宣派", 2}, {"应支付", 2}, {"尚未支付的股息", 2}, {"未支付的股息", 2}, {"未派发的股息", 2}}},
	},
	need: []string{"赎回价格", "票面金额", "面值"},
	min:  3,
}
