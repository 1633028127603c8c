package capital

import (
	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/internal/lazyre"

	"github.com/gonggao/gonggao/schema"
)

// Liquidation wording, with the filings it came from.
var (
	// Classes in order of payment: "受偿顺序排在存款人、一般债权人及可转换债券持
	// 有人、次级债持有人、二级资本债券持有人及其他二级资本工具持有人之后，优先于
	// 本行普通股股东" (002); "排在存款人、一般债权人和次级债务(包括但不限于次级
	// 债、混合资本债券、二级资本工具等)之后，先于公司普通股股东" (003);
	// "优先股股东优先于普通股股东分配本行剩余财产" (000).
	liquidationClasses = []struct {
		code string
		re   *lazyre.Regexp
	}{
		{"depositors", lazyre.New(`存款人`)},
		// 可转换债券持有人 (002) is matched apart, so that its 债权人-less
		// wording is not lost and 一般债权人 is not read twice.
		{"general_creditors", lazyre.New(`一般债权人|债权人`)},
		{"convertible_bond_holders", lazyre.New(`可转换(?:公司)?债券持有人|可转债持有人`)},
		{"subordinated_debt", lazyre.New(`次级债|二级资本`)},
		{"preference_shareholders", lazyre.New(`优先股股东`)},
		{"ordinary_shareholders", lazyre.New(`普通股股东`)},
	}
	reJunior = lazyre.New(`受偿顺序排在([^。]{0,120}?)之后`)
	// Amount: "票面金额与当期已决议支付但尚未支付的股息之和" (000), "票面总金额
	// 与当期已宣告且尚未支付的股息之和" (002), "当年未取消且尚未派发的股息和所持
	// 优先股票面总金额" (003): the dividend's qualifiers (当年未取消且) are
	// part of the amount.
	reLiquidationAmount = lazyre.New(`票面(?:总)?金额(?:与|和|加)[^。]{0,20}?(?:尚未支付|未支付|未派发)的股息|(?:(?:当年|当期)[^。,]{0,8}?)?(?:尚未支付|尚未派发|未支付|未派发)的股息(?:和|与)[^。]{0,10}?票面(?:总)?金额`)
)

// extractLiquidation reads the liquidation order and amount of a plan.
func extractLiquidation(c *extract.Context, p *plan, off *schema.Offering) {
	sc := p.scope(famLiquidation)
	if len(sc) == 0 {
		return
	}
	text := c.Doc.Text
	l := &schema.Liquidation{}
	found := false
	if m, ok := p.find(sc, reJunior); ok {
		before := text[m.group(0).Start:m.group(0).End]
		for _, cl := range liquidationClasses[:4] {
			if cl.re.MatchString(before) {
				l.Order = append(l.Order, cl.code)
			}
		}
		c.Evidence(&l.Evidence, "order", m.span)
		found = true
	}
	if ch, ok := seniorToOrdinaryField.read(c, sc); ok {
		l.Order = append(l.Order, "preference_shareholders", "ordinary_shareholders")
		if !found {
			c.Evidence(&l.Evidence, "order", ch.span)
		}
		found = true
	}
	if m, ok := p.find(sc, reLiquidationAmount); ok {
		l.Amount = "par_plus_unpaid_dividend"
		c.Evidence(&l.Evidence, "amount", m.span)
		found = true
	}
	if !found {
		notUnderstood(c, "liquidation", sc)
		return
	}
	off.Liquidation = l
}

// Whether the shares rank before the ordinary shares in a liquidation:
// "优先股股东优先于普通股股东分配本行剩余财产" (000), "受偿顺序排在存款人、
// 一般债权人及可转换债券持有人、次级债持有人、二级资本债券持有人及其他二级资
// 本工具持有人之后，优先于本行普通股股东" (002), "排在存款人、一般债权人和
// 次级债务…之后，先于公司普通股股东" (003).
var seniorToOrdinaryField = choiceField{
	name: "offerings.liquidation.order",
	values: []choiceValue{
		{"senior", []cue{{"优先于", 2}, {"先于", 2}, {"普通股股东", 1}}},
	},
	min: 3,
}
