package announce

import (
	"strings"

	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// A bond's code and name in the body.
var (
	// A bond's code in the body: "债券简称为“工行转债”，债券代码为“113002”"
	// (工商银行, 2010), "二、可转换公司债券代码：113044" (大秦铁路, 2021),
	// "债券简称“苏银转债”，债券代码“110053”" (江苏银行, 2019).
	reBondCode = lazyre.New(`(?:可转换公司债券|可转债|转债|债券)代码(?:为)?\s*:?\s*["“]?(\d{6})`)
	// A bond's name and code labelled as a security's, in a header run
	// into the body: "证券简称:民生转债 证券代码:110023" (民生银行, 2014).
	reBondPair = lazyre.New(`(?:证券|债券)简称\s*:?\s*([\p{Han}]{2,4}转债)\s*(?:证券|债券)代码\s*:?\s*(\d{6})`)
	reBondName = lazyre.New(`(?:可转换公司债券|可转债|转债|债券)简称(?:为)?\s*:?\s*["“]?([\p{Han}A-Za-z0-9]{1,8}?转债)`)
)

// bondMark is in every label and short name of a bond that reBondPair,
// reBondCode and reBondName read: 转债 (民生转债, 转债代码), 债券代码,
// 可转换公司债券代码.
const bondMark = "债"

// conversionLabel ends the label of a code for conversion orders, not a
// listing: "转股代码：191021" (中国石化, 2011). A code labelled 转债 or
// paired with a name ending in 转债 (convertibleWord) is a convertible's;
// one labelled 债券 (bondWord) only when its short name says 转债:
// "债券代码为“113002”" beside "债券简称为“工行转债”" (工商银行, 2010), not
// "债券代码:143960 债券简称:18 阳煤 Y1".
const conversionLabel = "转股"

// bondCodes marks the codes of a convertible bond among the header's
// codes — labelled 转债代码 or 可转债代码 (中国石化, 2011; 江苏银行, 2019),
// or paired with a short name ending in 转债 ("证券简称：民生转债 证券代码：
// 110023", 民生银行, 2014) — and drops the code for conversion orders
// (转股代码：191021), which is not a listing. When the header gives no
// bond code, the first one the body states is taken.
func bondCodes(text string, codes []stockCode) []stockCode {
	out := codes[:0]
	has := false
	seen := map[[2]string]bool{}
	for _, sc := range codes {
		before := normalize.Tail(text[:sc.span.Start], 9)
		switch {
		case strings.HasSuffix(before, conversionLabel):
			continue
		case strings.HasSuffix(before, convertibleWord) || strings.HasSuffix(sc.name, convertibleWord):
			sc.market = schema.MarketConvertible
			has = true
		}
		if seen[[2]string{sc.market, sc.code}] {
			// The header's list restates a code ("8、债券代码：113013",
			// 国泰君安, 2022).
			continue
		}
		seen[[2]string{sc.market, sc.code}] = true
		out = append(out, sc)
	}
	if has {
		return out
	}
	if !strings.Contains(text, bondMark) {
		return out // no bond's label or name to look for
	}
	if m := reBondPair.FindStringSubmatchIndex(text); m != nil {
		return append(out, stockCode{market: schema.MarketConvertible, code: text[m[4]:m[5]], name: text[m[2]:m[3]], span: normalize.Span{Start: m[0], End: m[1]}})
	}
	// A bond labelled only 债券代码 is a convertible's when its short name
	// beside it says 转债 (债券简称为“工行转债”,债券代码为“113002”); other
	// bonds (债券代码:143960 债券简称:18 阳煤 Y1) are not listings of it.
	for _, m := range reBondCode.FindAllStringSubmatchIndex(text, -1) {
		sc := stockCode{market: schema.MarketConvertible, code: text[m[2]:m[3]], span: normalize.Span{Start: m[0], End: m[1]}}
		from := max(0, m[0]-60)
		n := reBondName.FindStringSubmatchIndex(text[from:min(len(text), m[1]+60)])
		label := text[m[0]:m[2]]
		if n == nil && strings.HasPrefix(label, bondWord) {
			continue
		}
		if n != nil {
			// The span holds the name as well as the code, so that the
			// name is given as printed (工行轉債 of a mirror in traditional
			// characters, not the half-simplified 工行转債).
			sc.name = text[from+n[2] : from+n[3]]
			sc.span = sc.span.Union(normalize.Span{Start: from + n[0], End: from + n[1]})
		}
		return append(out, sc)
	}
	return out
}
