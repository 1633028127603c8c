package pipeline_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/gonggao/gonggao/internal/perturb"
	"github.com/gonggao/gonggao/schema"
)

// TestConvertibleTerms holds a convertible bond's terms, read from a
// prospectus summary (constructed, template wording) and from real
// announcements restating an issued bond's terms, against their text; and
// under the artefacts of TestConvertiblePerturbed (traditional characters
// aside), each term read is the one stated or none.
func TestConvertibleTerms(t *testing.T) {
	seen := map[string]bool{}
	docs := 0
	for _, tc := range []struct {
		path string
		want map[string]string // JSON of the offering's fields
	}{
		{"../extract/capital/testdata/convertible/terms_prospectus.txt", map[string]string{
			"security":                                   `"convertible_bond"`,
			"amount_max.value":                           `"1500000000"`, // 人民币150,000万元
			"par_value.value":                            `"100"`,
			"term_years":                                 `6`,
			"resolution_validity_months":                 `12`,
			"coupon_rates.#":                             `6`,
			"coupon_rates.0.value":                       `"0.0030"`,
			"coupon_rates.5.value":                       `"0.0200"`,
			"interest.frequency":                         `"annual"`,
			"interest.formula":                           `"I=B*i"`,
			"conversion.initial_price.value":             `"12.36"`,
			"conversion.price_basis":                     `"average_20_trading_days_and_previous_day"`,
			"conversion.adjustments.#":                   `5`,
			"conversion.adjustments.3.formula":           `"P1=P0-D"`,
			"conversion.reset.trigger_ratio.value":       `"0.85"`,
			"conversion.reset.trigger_days":              `15`,
			"conversion.reset.window_days":               `30`,
			"conversion.reset.approval.fraction":         `"2/3"`,
			"conversion.formula":                         `"Q=V/P"`,
			"conversion.fraction_cash":                   `true`,
			"redemption.maturity_ratio.value":            `"1.08"`,
			"redemption.conditional.trigger_ratio.value": `"1.30"`,
			"redemption.conditional.trigger_days":        `15`,
			"redemption.conditional.window_days":         `30`,
			"redemption.conditional.balance_below.value": `"30000000"`,
			"redemption.formula":                         `"IA=B*i*t/365"`,
			"put.trigger_ratio.value":                    `"0.70"`,
			"put.window_days":                            `30`,
			"put.last_years":                             `2`,
			"put.additional":                             `true`,
		}},
		// The same clauses as a board's plan, the other common wording:
		// ASCII formulas with * and -, spaces, 不超过人民币8.00亿元（含8.00
		// 亿元）, 期限为发行之日起五年, 任意连续30个交易日中至少有15个交易日
		// …90%, 最后2个计息年度; rates, the initial price and the maturity
		// price left to be fixed at issue, so not read.
		{"../extract/capital/testdata/convertible/terms_board.txt", map[string]string{
			"security":                                   `"convertible_bond"`,
			"amount_max.value":                           `"800000000"`,
			"amount_max.bound":                           `"le"`,
			"par_value.value":                            `"100"`,
			"term_years":                                 `5`,
			"resolution_validity_months":                 `12`,
			"coupon_rates":                               `absent`,
			"interest.frequency":                         `"annual"`,
			"interest.formula":                           `"I=B*i"`,
			"conversion.initial_price":                   `absent`,
			"conversion.price_basis":                     `"average_20_trading_days_and_previous_day"`,
			"conversion.period.text":                     `"本次发行的可转债转股期自本次可转债发行结束之日起满六个月后的第一个交易日起至本次可转债到期日止。"`,
			"conversion.adjustments.#":                   `5`,
			"conversion.adjustments.4.formula":           `"P1=(P0-D+A*k)/(1+n+k)"`,
			"conversion.reset.trigger_ratio.value":       `"0.90"`,
			"conversion.reset.trigger_days":              `15`,
			"conversion.reset.window_days":               `30`,
			"conversion.reset.approval.fraction":         `"2/3"`,
			"conversion.formula":                         `"Q=V/P"`,
			"conversion.rounding":                        `"floor"`,
			"conversion.fraction_cash":                   `true`,
			"redemption.maturity_ratio":                  `absent`,
			"redemption.conditional.trigger_ratio.value": `"1.30"`,
			"redemption.conditional.trigger_days":        `15`,
			"redemption.conditional.window_days":         `30`,
			"redemption.conditional.balance_below.value": `"30000000"`,
			"redemption.formula":                         `"IA=B*i*t/365"`,
			"put.trigger_ratio.value":                    `"0.70"`,
			"put.window_days":                            `30`,
			"put.last_years":                             `2`,
			"put.additional":                             `true`,
		}},
		// 国泰君安 (2022): 发行总额 70亿元, 期限六年, 第一年为0.2% … 第六年为2.0%
		// (two lines), 任意连续三十个交易日中有十五个交易日 … 80%.
		{"../corpus/real/convertible/gtja_2022_reset_notice.txt", map[string]string{
			"security":                             `"convertible_bond"`,
			"amount_max.value":                     `"7000000000"`,
			"term_years":                           `6`,
			"coupon_rates.#":                       `6`,
			"coupon_rates.0.value":                 `"0.002"`,
			"coupon_rates.5.value":                 `"0.020"`,
			"conversion.period.start":              `"2018-01-08"`,
			"conversion.period.end":                `"2023-07-06"`,
			"conversion.reset.trigger_ratio.value": `"0.80"`,
			"conversion.reset.trigger_days":        `15`,
			"conversion.reset.window_days":         `30`,
		}},
		// 旗滨集团 (2025): 发行总额150,000万元, 期限6年; the redemption met on
		// 15 of 21 days, under the clause 连续三十个交易日中至少有十五个交易日 … 130%.
		{"../corpus/real/convertible/qibin_2025_redemption_result.txt", map[string]string{
			"amount_max.value": `"1500000000"`,
			"term_years":       `6`,
			"redemption.conditional.trigger_ratio.value": `"1.30"`,
			"redemption.conditional.trigger_days":        `15`,
			"redemption.conditional.window_days":         `30`,
		}},
		// 中信银行 (2019): 发行总额 / 400 亿元 across a line break.
		{"../corpus/real/convertible/citic_2019_conversion_start.txt", map[string]string{
			"amount_max.value":        `"40000000000"`,
			"par_value.value":         `"100"`,
			"term_years":              `6`,
			"conversion.period.start": `"2019-09-11"`,
			"conversion.period.end":   `"2025-03-03"`,
		}},
		// 华菱管线 (2004), an issue announcement's list: 可转换公司债券的发行总额:
		// 2,000,000,000元, 票面金额:100元, 可转换公司债券的期限:5年, 初始转股
		// 价格以公布募集说明书之日前30个交易日…平均收盘价格为基础上浮0.1%, 转股
		// 起止时期:…(即2005年1月16日至2009年7月16日).
		{"../corpus/real/convertible/hualing_2004_issue.txt", map[string]string{
			"amount_max.value":         `"2000000000"`,
			"par_value.value":          `"100"`,
			"term_years":               `5`,
			"conversion.price_basis":   `"average_30_trading_days"`,
			"conversion.initial_price": `absent`,
			"conversion.period.start":  `"2005-01-16"`,
			"conversion.period.end":    `"2009-07-16"`,
		}},
		{"../corpus/real/convertible/jsbank_2019_conversion_start.txt", map[string]string{
			"amount_max.value": `"20000000000"`,
			"term_years":       `6`,
		}},
	} {
		t.Run(tc.path, func(t *testing.T) {
			raw := string(readFile(t, tc.path))
			docs++
			for _, p := range perturb.All {
				if p.Printed {
					continue // the period's text is printed in traditional characters
				}
				b, _ := json.Marshal(offeringOf(t, process(t, tc.path, []byte(p.Apply(raw)))))
				var v any
				if err := json.Unmarshal(b, &v); err != nil {
					t.Fatal(err)
				}
				// A term an artefact hides may be missing, never wrong
				// (the period's text is the source's, line breaks and
				// indentation and all).
				for path, want := range tc.want {
					got := walk(v, path)
					key := tc.path + "|" + p.Name + "|" + path
					seen[key] = true
					wrong := true
					switch {
					case got == want || got == "absent":
						wrong = false
					case strings.HasSuffix(path, ".text") && layoutless.Replace(got) == want:
						wrong = false
					}
					switch _, known := termsKnownBreaks[key]; {
					case wrong && !known:
						t.Errorf("%s: %s, want %s or none", key, got, want)
					case !wrong && known:
						t.Errorf("%s holds now; take it off termsKnownBreaks", key)
					}
				}
			}
			doc := process(t, tc.path, []byte(raw))
			var off *schema.Offering
			for i := range doc.Offerings {
				if doc.Offerings[i].Security == schema.SecurityConvertibleBond {
					off = &doc.Offerings[i]
				}
			}
			if off == nil {
				t.Fatalf("no convertible_bond offering: %+v", doc.Offerings)
			}
			b, _ := json.Marshal(off)
			var v any
			if err := json.Unmarshal(b, &v); err != nil {
				t.Fatal(err)
			}
			for path, want := range tc.want {
				got := walk(v, path)
				if got != want {
					t.Errorf("%s = %s, want %s", path, got, want)
				}
			}
		})
	}
	t.Logf("%d documents × %d rewritings (those not in traditional characters)", docs, len(perturb.All)-printed())
	for k := range termsKnownBreaks {
		if !seen[k] {
			t.Errorf("termsKnownBreaks names %s, which no document and rewriting gives", k)
		}
	}
}

// printed counts the rewritings that print the text in other characters.
func printed() int {
	n := 0
	for _, p := range perturb.All {
		if p.Printed {
			n++
		}
	}
	return n
}

// layoutless drops the layout a term's text keeps from its source: line
// breaks and ideographic indentation.
var layoutless = strings.NewReplacer(`\n`, "", "\u3000", "")

// termsKnownBreaks are the terms a rewriting still reads wrong
// (document|rewriting|path), with what it reads: the list may only
// shrink.
var termsKnownBreaks = map[string]string{
	// 连续三十个交易日中至少有十五个交易日 broken at the margin.
	"../corpus/real/convertible/qibin_2025_redemption_result.txt|hard-wrapped-58|redemption.conditional.window_days": "reads 21",
	// 转股期起止日期:2019 年 9 月 11 日至 2025 年 3 月 3 日 run into the
	// lines around it: the period's dates are read from other sentences.
	"../corpus/real/convertible/citic_2019_conversion_start.txt|lines-run-together|conversion.period.start": "reads 2025-03-03",
	"../corpus/real/convertible/citic_2019_conversion_start.txt|lines-run-together|conversion.period.end":   "reads 2019-03-04",
}

func offeringOf(t *testing.T, doc *schema.Document) *schema.Offering {
	for i := range doc.Offerings {
		if doc.Offerings[i].Security == schema.SecurityConvertibleBond {
			return &doc.Offerings[i]
		}
	}
	return nil
}

// walk returns the JSON at a dotted path (a number indexes an array, #
// is its length), or "absent".
func walk(v any, path string) string {
	for _, seg := range splitPath(path) {
		switch x := v.(type) {
		case map[string]any:
			v = x[seg]
		case []any:
			if seg == "#" {
				b, _ := json.Marshal(len(x))
				return string(b)
			}
			i := 0
			for _, r := range seg {
				i = i*10 + int(r-'0')
			}
			if i >= len(x) {
				return "absent"
			}
			v = x[i]
		default:
			return "absent"
		}
		if v == nil {
			return "absent"
		}
	}
	b, _ := json.Marshal(v)
	return string(b)
}

func splitPath(p string) []string {
	var out []string
	start := 0
	for i := 0; i < len(p); i++ {
		if p[i] == '.' {
			out = append(out, p[start:i])
			start = i + 1
		}
	}
	return append(out, p[start:])
}
