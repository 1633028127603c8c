package capital

import (
	"strings"
	"testing"

	"github.com/gonggao/gonggao/extract"
	capitalx "github.com/gonggao/gonggao/extract/capital"
	"github.com/gonggao/gonggao/normalize"

	"github.com/gonggao/gonggao/schema"
	"github.com/gonggao/gonggao/validate/internal/checktest"
)

// counted is the case of a text as the pipeline gives it to the check: the
// share counts the extractor records from text, with terms (nil: none)
// as the other extracted terms.
func counted(name, text string, terms *schema.Document, want ...string) checktest.Case {
	doc := normalize.New(normalize.Layer{Path: "t.txt", Format: "txt", Encoding: "utf-8", Raw: []byte(text), Text: text})
	got := extract.Run(doc, schema.Source{}, []extract.Extractor{capitalx.ShareCounts{}})
	if terms == nil {
		terms = &schema.Document{}
	}
	terms.ShareCounts = got.ShareCounts
	if len(want) == 0 {
		want = nil
	}
	return checktest.Case{Name: name, Text: text, Out: terms, Want: want}
}

// offeringTerms are the terms of a domestic offering whose amount_max and
// initial conversion price are the first places of amount and price in
// text, of the values given.
func offeringTerms(text, amount, amountValue, price, priceValue string) *schema.Document {
	a, p := strings.Index(text, amount), strings.Index(text, price)
	return &schema.Document{Offerings: []schema.Offering{{
		Market:     "domestic",
		AmountMax:  quantity(amountValue, "CNY", "le", amount, a),
		Conversion: &schema.Conversion{InitialPrice: quantity(priceValue, "CNY/share", "eq", price, p)},
	}}}
}

func TestConversionShares(t *testing.T) {
	const t001 = "本次拟发行的境内优先股总数不超过6亿股（含），总金额不超过人民币600亿元（含）。\n初始强制转股价格为审议通过本次优先股发行方案的董事会决议公告日前二十个交易日本行A股普通股股票交易均价，即每股人民币5.20元。\n转股时不足转换为一股的部分，以去尾法取一股的整数倍。\n假设优先股按发行数量上限、以每股人民币100元的票面金额全部并一次性发行，根据初始强制转股价格，假设优先股全部转股，最多发行总数为11,538,461,538股A股普通股。"
	checktest.RunCases(t, ConversionShares{}, []checktest.Case{
		counted("003 restoration",
			"若本次优先股发行总规模为300亿元，以本次董事会决议公告日前二十个交易日公司A股普通股股票交易均价确定的初始模拟转股价格9.86元/股测算，优先股股东表决权恢复后，公司享有表决权的股份将约增加30.43亿股。",
			nil, "restoration.votes 3043000000 pass"),
		counted("price before amount, 约 after the verb",
			"按照初始强制转股价格每股人民币5.20元计算，本次600亿元优先股全部转股后，本行A股普通股将增加约115.38亿股。",
			nil, "conversion.max_shares 11538000000 pass"),
		counted("001: price and amount from the terms, 去尾法", t001,
			offeringTerms(t001, "不超过人民币600亿元（含）", "60000000000", "每股人民币5.20元", "5.20"),
			"conversion.max_shares 11538461538 pass"),
		counted("001 without the terms: unverifiable", t001, nil, "conversion.max_shares 11538461538 unverifiable"),
		counted("wrong count fails",
			"若本次优先股发行总规模为300亿元，以初始强制转股价格9.86元/股测算，当满足强制转股触发条件时，公司普通股股本总额将约增加31.43亿股。",
			nil, "conversion.max_shares 3143000000 fail"),
		counted("no price anywhere: unverifiable", "假设优先股全部转股，公司普通股将增加30.43亿股。", nil,
			"conversion.max_shares 3043000000 unverifiable"),
		counted("rounding unit and unrelated counts are not results",
			"转股时不足转换为一股的部分，以去尾法取一股的整数倍。本次拟发行的优先股总数不超过3亿股。", nil),
	})
}

func quantity(value, unit, bound, text string, start int) *schema.Quantity {
	return &schema.Quantity{Value: value, Unit: unit, Bound: bound, Text: text, Span: schema.Span{start, start + len(text)}}
}

func TestOfferingSize(t *testing.T) {
	// The extracted terms of 000, with spans into text.
	const shares, par = "不超过8亿股", "每股票面金额为人民币壹佰元"
	terms := func(amount string) (string, *schema.Document) {
		text := shares + "，" + par + "，总额" + amount + "。"
		a := len(shares + "，" + par + "，总额")
		return text, &schema.Document{Offerings: []schema.Offering{{
			Market:    "domestic",
			SharesMax: quantity("800000000", "shares", "le", shares, 0),
			ParValue:  quantity("100", "CNY/share", "eq", par, len(shares+"，")),
			AmountMax: quantity(strings.TrimSuffix(amount, "亿元")+"00000000", "CNY", "eq", amount, a),
		}}}
	}
	good, goodTerms := terms("800亿元")
	bad, badTerms := terms("900亿元")
	checktest.RunCases(t, OfferingSize{}, []checktest.Case{
		{Name: "from the terms", Text: good, Out: goodTerms, Want: []string{"offering.amount_eq_shares_x_par 80000000000 pass"}},
		{Name: "from the terms, wrong", Text: bad, Out: badTerms, Want: []string{"offering.amount_eq_shares_x_par 90000000000 fail"}},
	})
}

// subscribed is a case of text with the terms the extractors record from
// it: an offering of the par value par (of value parV) with one
// subscription of shares and amount, restated as often as pairs of
// (shares, amount) follow; each quantity's span is its first place in text
// at or after the previous one.
func subscribed(name, text, par, parV string, figures [][4]string, want ...string) checktest.Case {
	at := 0
	find := func(s string) int {
		i := strings.Index(text[at:], s) + at
		at = i + len(s)
		return i
	}
	o := schema.Offering{Market: "domestic", ParValue: quantity(parV, "CNY/share", "eq", par, strings.Index(text, par))}
	var sub schema.Subscription
	for k, f := range figures {
		sh := quantity(f[1], "shares", "le", f[0], find(f[0]))
		am := quantity(f[3], "CNY", "le", f[2], find(f[2]))
		if k == 0 {
			sub.Shares, sub.AmountMax = sh, am
		} else {
			sub.Restated = append(sub.Restated, schema.Commitment{Shares: *sh, AmountMax: *am})
		}
	}
	o.Subscriptions = []schema.Subscription{sub}
	if len(want) == 0 {
		want = nil
	}
	return checktest.Case{Name: name, Text: text, Out: &schema.Document{Offerings: []schema.Offering{o}}, Want: want}
}

func TestSubscriptions(t *testing.T) {
	const t002 = "本次优先股每股票面金额（即面值）人民币100元，按票面金额平价发行。\n董事会同意光大集团认购1,000万股本公司本次发行的优先股，认购金额不超过人民币10亿元。\n光大集团拟认购不超过1,000万股本行本次发行的优先股，认购金额不超过人民币10亿元。"
	const variant = "本次发行的优先股每股面值为人民币100元。\n汇金公司拟以现金认购本次发行的优先股不超过2,000万股，认购金额不超过人民币20亿元。"
	checktest.RunCases(t, Subscriptions{}, []checktest.Case{
		subscribed("002, restated in the plan", t002, "每股票面金额（即面值）人民币100元", "100", [][4]string{
			{"1,000万股", "10000000", "不超过人民币10亿元", "1000000000"},
			{"不超过1,000万股", "10000000", "不超过人民币10亿元", "1000000000"},
		}, "subscription.amount 1000000000 pass", "subscription.amount 1000000000 pass"),
		subscribed("variant", variant, "每股面值为人民币100元", "100", [][4]string{
			{"不超过2,000万股", "20000000", "不超过人民币20亿元", "2000000000"},
		}, "subscription.amount 2000000000 pass"),
		subscribed("wrong amount", strings.Replace(variant, "20亿元", "30亿元", 1), "每股面值为人民币100元", "100", [][4]string{
			{"不超过2,000万股", "20000000", "不超过人民币30亿元", "3000000000"},
		}, "subscription.amount 3000000000 fail"),
		{
			Name: "003: shares only",
			Text: "本次发行的优先股每股面值人民币100元。\n公司股东福建省财政厅拟认购本次发行的优先股25,000,000股。",
			Out: &schema.Document{Offerings: []schema.Offering{{Market: "domestic", ParValue: quantity("100", "CNY/share", "eq", "每股面值人民币100元", len("本次发行的优先股")),
				Subscriptions: []schema.Subscription{{Subscriber: "福建省财政厅", Shares: quantity("25000000", "shares", "eq", "25,000,000股", strings.Index("本次发行的优先股每股面值人民币100元。\n公司股东福建省财政厅拟认购本次发行的优先股25,000,000股。", "25,000,000股"))}}}}},
			Want: nil,
		},
	})
}

func intp(n int) *int { return &n }

// TestConversionCeiling: a share count stated as a ceiling (最多…股) is the
// quotient cut down to whole shares, even where the document names no
// rounding rule; rounding it up is a finding.
func TestConversionCeiling(t *testing.T) {
	const terms = "本次拟发行的境内优先股总金额不超过人民币200亿元。初始强制转股价格为每股人民币3.00元。"
	ceiling := func(name, text string, want string) checktest.Case {
		return counted(name, text, offeringTerms(text, "不超过人民币200亿元", "20000000000", "每股人民币3.00元", "3.00"), want)
	}
	checktest.RunCases(t, ConversionShares{}, []checktest.Case{
		ceiling("001 wording, cut down", terms+"假设优先股全部转股，最多发行总数为6,666,666,666股A股普通股。", "conversion.max_shares 6666666666 pass"),
		ceiling("转股数量不超过, cut down", terms+"全部转股后，本行新增A股普通股转股数量不超过6,666,666,666股。", "conversion.max_shares 6666666666 pass"),
		ceiling("rounded up is wrong for a ceiling", terms+"假设优先股全部转股，最多发行总数为6,666,666,667股A股普通股。", "conversion.max_shares 6666666667 fail"),
	})
}
