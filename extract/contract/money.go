package contract

import (
	"strings"

	"github.com/shopspring/decimal"

	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/schema"
)

// money is one amount of money as the flat text states it.
type money struct {
	value, upper decimal.Decimal
	hasUpper     bool
	unit         string // CNY or an ISO 4217 code
	approx       bool   // 约, 预计, 暂估, 暂定
	over         bool   // more than the figure: 5,000余万元, 6150多万元
	words        bool   // written in words only (壹拾叁亿…元整)
	capped       bool   // at most the figure: 不超过, 不高于, 上限
	start, end   int    // bytes of flat.s
}

// currencies are the currency words read after a figure, longest first
// where one is the end of another. Sources: 5,129.76万美元, 4.75亿美元,
// 3,120万欧元, 1.5亿港元, 280亿日元, 人民币6.24亿元, 109,784,000.00元,
// "1820万美金（约合人民币1.21亿元）"; 人民币 with no 元 after the scale:
// "项目金额:⏎2600万人民币(以实际签署的合同金额为准)", "拟中标总金额约1.9亿
// 人民币", "中标工程合同总金额约为43.65亿第纳尔(约合4.85亿人民币)".
var currencies = []struct{ word, unit string }{
	{"新加坡元", schema.UnitSGD}, {"瑞士法郎", schema.UnitCHF}, {"印度卢比", schema.UnitINR},
	{"林吉特", schema.UnitMYR}, {"美元", schema.UnitUSD}, {"美金", schema.UnitUSD}, {"欧元", schema.UnitEUR}, {"港元", schema.UnitHKD},
	{"港币", schema.UnitHKD}, {"日元", schema.UnitJPY}, {"英镑", schema.UnitGBP}, {"澳元", schema.UnitAUD},
	{"加元", schema.UnitCAD}, {"卢布", schema.UnitRUB}, {"元", schema.UnitCNY}, {rmbWord, schema.UnitCNY},
}

// currenciesBefore name the currency of a figure written before it, 元
// after the figure standing for the currency's unit: "合同总金额为美金
// 81,130,000元(…约合人民币497935375元)", "此次合同总金额为USD28,813,821.42元,折合
// 人民币182,362,675.77元", "EUR15,000,000.00元整(大写欧元:壹仟伍佰万欧元整)".
var currenciesBefore = []struct{ word, unit string }{
	{"美金", schema.UnitUSD}, {"美元", schema.UnitUSD}, {"USD", schema.UnitUSD}, {"US$", schema.UnitUSD},
	{"欧元", schema.UnitEUR}, {"EUR", schema.UnitEUR}, {"港币", schema.UnitHKD}, {"港元", schema.UnitHKD}, {"HKD", schema.UnitHKD},
}

// unreadCurrenciesBefore name a currency the model has no code for, before
// a figure with 元 after it: "该项目总金额为多米尼加比索322,585,015.00元(折合
// 人民币约44,710,283.08元)", 第纳尔, 迪拉姆, 泰铢. The figure is not read as yuan.
var unreadCurrenciesBefore = []string{"比索", "第纳尔", "迪拉姆", "泰铢", "卢比", "澳门元", "澳门币", "新台币", "韩元"}

// unreadCurrenciesAfter name a currency the model has no code for, after
// a figure: "340,802,183澳门元", "15,753,161,351.05第纳尔", "603,799,421.97
// 比索", "1,514,250,000塔卡". Only the document's conversion into yuan is
// read as the amount.
var unreadCurrenciesAfter = []string{"澳门元", "澳门币", "比索", "第纳尔", "塔卡", "迪拉姆", "泰铢", "卢比", "新台币", "韩元"}

// overWords between a figure and its scale make the sum more than the
// figure: "中标金额:5,000余万元人民币", 6150多万元.
var overWords = []string{"余", "多"}

// scales are the multipliers written between a figure and its currency.
var scales = []struct {
	word string
	exp  int32
}{
	{"万亿", 12}, {"千亿", 11}, {"百亿", 10}, {"十亿", 9}, {"亿", 8}, {"千万", 7}, {"百万", 6}, {"十万", 5}, {"万", 4}, {"千", 3},
}

// garbledScales are the glyphs a PDF-to-HTML conversion of the filings
// writes for a scale word, read as that scale between a figure and its
// currency. 惩 stands for 亿 in the text of one converter's font, in
// filings of several issuers: "合同总额约29.30惩元人民币", "中标价合计人民币
// 136.1156惩元", "合同金额约为5.8惩美元", and in the capital numerals of
// 人民币肆惩柒仟肆佰陆拾肆万… (4亿7464万: only 亿 stands above 仟…万).
var garbledScales = []struct {
	word string
	exp  int32
}{{"惩", 8}}

// figureRe is an Arabic figure with thousands separators: 263,179,890,
// 42,212.52, 1.89.
var figureRe = lazyre.New(`[0-9][0-9,]*(?:\.[0-9]+)?`)

// perWords after a sum make it a rate: "渗滤液处理服务单价：94.90 元/吨",
// 充电服务费1.12元/千瓦时, 元每吨.
var perWords = []string{"/", "每"}

// rmbWord after 元 names the currency again: "亿元人民币的动车组销售合同".
const rmbWord = "人民币"

// rangeWords join the ends of a range, currencyMarks may open its upper
// end: "折合人民币约 15,516.80 万元至 23,275.20 万元", 到, -, ~, 至人民币,
// 至￥.
var (
	rangeWords    = []string{"至", "到", "-", "~", "～", "—"}
	currencyMarks = []string{"人民币", "￥", "¥"}
)

// moneyAt reads a money amount whose figure starts at byte i of s:
// "42,212.52万元", "6.24亿元人民币", "5,129.76万美元", and a range
// "3,080万欧元至3,120万欧元" or "1.2-1.5亿元".
func moneyAt(s string, i int) (money, bool) {
	loc := figureRe.FindStringIndex(s[i:])
	if loc == nil || loc[0] != 0 {
		return money{}, false
	}
	v, end, ok := parseFigure(s, i, i+loc[1])
	if !ok {
		return money{}, false
	}
	over := false
	for _, w := range overWords {
		if strings.HasPrefix(s[end:], w) {
			if _, _, _, ok := unitAfter(s, end+len(w)); ok {
				end += len(w)
				over = true
			}
			break
		}
	}
	exp, cur, end2, ok := unitAfter(s, end)
	if ok && cur == schema.UnitCNY && !strings.Contains(s[end:end2], rmbWord) {
		// 元 after a figure whose currency stands before it.
		before := strings.TrimRight(s[:i], " ")
		if endsAny(before, unreadCurrenciesBefore...) {
			return money{}, false
		}
		for _, c := range currenciesBefore {
			if strings.HasSuffix(before, c.word) {
				cur = c.unit
				break
			}
		}
	}
	if ok && (startsAny(s[end2:], perWords...)) {
		// A rate, not a sum: 充电服务费1.12元/千瓦时, 350元/吨.
		return money{}, false
	}
	if ok {
		m := money{value: v.Shift(exp), unit: cur, start: i, end: end2, over: over}
		if over {
			return m, true
		}
		// A range whose lower end carries its own unit: A万元至B万元.
		if j, ok := rangeSep(s, end2); ok {
			if loc := figureRe.FindStringIndex(s[j:]); loc != nil && loc[0] == 0 {
				if u, e, ok := parseFigure(s, j, j+loc[1]); ok {
					if exp2, cur2, e2, ok := unitAfter(s, e); ok && cur2 == cur {
						m.upper, m.hasUpper, m.end = u.Shift(exp2), true, e2
					}
				}
			}
		}
		return m, true
	}
	// A range with the unit after the upper end only: 1.2-1.5亿元.
	if j, ok := rangeSep(s, end); ok {
		if loc := figureRe.FindStringIndex(s[j:]); loc != nil && loc[0] == 0 {
			if u, e, ok := parseFigure(s, j, j+loc[1]); ok {
				if exp, cur, e2, ok := unitAfter(s, e); ok && u.GreaterThan(v) {
					return money{value: v.Shift(exp), upper: u.Shift(exp), hasUpper: true, unit: cur, start: i, end: e2}, true
				}
			}
		}
	}
	return money{}, false
}

// parseFigure reads the figure s[i:j]: thousands separators must group by
// three (a comma elsewhere separates two figures).
func parseFigure(s string, i, j int) (decimal.Decimal, int, bool) {
	f := s[i:j]
	f = strings.TrimRight(f, ",")
	j = i + len(f)
	intPart := f
	if k := strings.IndexByte(f, '.'); k >= 0 {
		intPart = f[:k]
	}
	if strings.Contains(intPart, ",") {
		groups := strings.Split(intPart, ",")
		for g, p := range groups {
			if g == 0 && (len(p) == 0 || len(p) > 3) || g > 0 && len(p) != 3 {
				return decimal.Decimal{}, 0, false
			}
		}
	}
	d, err := decimal.NewFromString(strings.ReplaceAll(f, ",", ""))
	if err != nil {
		return decimal.Decimal{}, 0, false
	}
	return d, j, true
}

// unitAfter reads a scale word and a currency at byte i of s, with 人民币
// written after them ("6.24亿元人民币").
func unitAfter(s string, i int) (int32, string, int, bool) {
	var exp int32
	scaled := false
	for _, sc := range scales {
		if strings.HasPrefix(s[i:], sc.word) {
			exp, scaled = sc.exp, true
			i += len(sc.word)
			break
		}
	}
	for _, sc := range garbledScales {
		if !scaled && strings.HasPrefix(s[i:], sc.word) {
			exp = sc.exp
			i += len(sc.word)
			break
		}
	}
	for _, c := range currencies {
		if strings.HasPrefix(s[i:], c.word) {
			i += len(c.word)
			if c.unit == schema.UnitCNY && strings.HasPrefix(s[i:], rmbWord) {
				i += len(rmbWord)
			}
			return exp, c.unit, i, true
		}
	}
	return 0, "", 0, false
}

func rangeSep(s string, i int) (int, bool) {
	for _, w := range rangeWords {
		if strings.HasPrefix(s[i:], w) {
			j := i + len(w)
			for _, p := range currencyMarks {
				if strings.HasPrefix(s[j:], p) {
					j += len(p)
				}
			}
			return j, true
		}
	}
	return 0, false
}

// findMoney returns the money amounts of s[from:to], left to right.
func findMoney(s string, from, to int) []money {
	var out []money
	for i := from; i < to; {
		c := s[i]
		if c < '0' || c > '9' || i > 0 && (s[i-1] >= '0' && s[i-1] <= '9' || s[i-1] == '.' || s[i-1] == ',') {
			i++
			continue
		}
		if m, ok := moneyAt(s, i); ok && m.end <= to {
			out = append(out, m)
			i = m.end
			continue
		}
		i++
	}
	return out
}
