package capital

import (
	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/internal/lazyre"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// Redemption wording, with the filings it came from.
var (
	// Issuer only: "设置发行人有条件赎回条款，不设置投资者回售条款，优先股股东
	// 无权要求本行赎回优先股" (000), "赎回权为本行所有" (002), "赎回权为公司所
	// 有" (003).
	reIssuerOnly = lazyre.New(`赎回权为(?:本行|公司|本公司|发行人)所有|发行人有条件赎回|优先股股东无权要求(?:本行|公司|本公司|发行人)赎回|不设置投资者回售`)
	// Approval: "经中国银监会事先批准" (000), "应得到中国银监会的事先批准"
	// (001, 002), "如果得到中国银监会的批准" (003).
	reRegulatorApproval = lazyre.New(`(?:中国银监会|银监会|国务院银行业监督管理机构|监管机构|监管部门|有权机关)[^。]{0,6}?(?:事先)?(?:批准|核准|同意)|事先批准`)
	// Price: "赎回价格为票面金额与当期已决议支付但尚未支付的股息之和" (000),
	// "赎回价格为票面金额加当期已宣告且尚未支付的股息" (002); "赎回价格为优先
	// 股面值加…应计股息" (003).
	rePriceDeclared = lazyre.New(`(?:票面金额|面值|发行价格)(?:与|加|加上)[^。]{0,20}?(?:已决议支付|已宣告|应支付|已宣派)[^。]{0,12}?(?:尚未支付|未支付|未派发)的股息`)
	rePriceAccrued  = lazyre.New(`(?:票面金额|面值)(?:与|加|加上)[^。]{0,30}?应计股息`)
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
	if m, ok := p.find(sc, reIssuerOnly); ok {
		t := true
		r.IssuerOnly = &t
		set("issuer_only", m.span)
	}
	if cd, ok := earliestRedemptionField.read(c, sc); ok {
		if n, ok := cd.intValue(); ok {
			r.EarliestAfterYears = &n
			set("earliest_after_years", cd.span)
		}
	}
	if m, ok := p.find(sc, reRegulatorApproval); ok {
		t := true
		r.RegulatorApproval = &t
		set("regulator_approval", m.span)
	}
	if m, ok := p.find(sc, rePriceAccrued); ok {
		r.PriceRule = "par_plus_accrued"
		set("price_rule", m.span)
	} else if m, ok := p.find(sc, rePriceDeclared); ok {
		r.PriceRule = "par_plus_declared_dividend"
		set("price_rule", m.span)
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
