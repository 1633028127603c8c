package normalize

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/internal/affix"
	"github.com/shopspring/decimal"
)

// Quantity is a figure with its unit and bound, parsed from text.
//
// Units: CNY (yuan) for money; shares; ratio (a fraction: 5.125% is 0.05125,
// and 0.54个百分点, percentage points, is the ratio 0.0054); CNY/share for
// any amount per share (每股人民币5.20元, 9.86元/股, 每股面值人民币100元:
// prices and par values alike); persons; years; months; days; workdays
// (工作日); trading_days (交易日).
//
// Bounds follow PRC Civil Code art. 1259: 以上/以下/以内 include the
// number, 超过/不满/低于 exclude it. A range A至B has Bound ge, Value A and
// Upper B, both ends included.
type Quantity struct {
	Value    decimal.Decimal // in base units
	Stated   string          // the figure as written, in its own unit ("30.43" of 30.43亿股)
	Decimals int             // decimal places of Stated (d in the rounding rule)
	Scale    decimal.Decimal // base units per stated unit (1e8 for 亿股, 0.01 for %)
	Unit     string          // CNY, shares, ratio, CNY/share, persons, years, months, days, workdays, trading_days
	Bound    string          // eq, le, lt, ge, gt
	Span     Span            // the figure with its unit and bound words
	Text     string

	// Fraction is the exact ratio "2/3" when it is not a finite decimal
	// (三分之二); Value then holds it rounded to FractionPlaces places.
	Fraction string
	// Upper is the upper end of a range (15%至20%), in base units; nil
	// otherwise. UpperDecimals is its stated precision.
	Upper         *decimal.Decimal
	UpperDecimals int
}

// FractionPlaces is the number of decimal places Value keeps for a ratio
// that is not a finite decimal (三分之二 is 0.6666666667).
const FractionPlaces = 10

// Units of a Quantity.
const (
	UnitCNY         = "CNY"
	UnitShares      = "shares"
	UnitRatio       = "ratio"
	UnitPrice       = "CNY/share"
	UnitPersons     = "persons"
	UnitYears       = "years"
	UnitMonths      = "months"
	UnitDays        = "days"
	UnitWorkdays    = "workdays"
	UnitTradingDays = "trading_days"
)

// Bounds of a Quantity.
const (
	BoundEq = "eq"
	BoundLe = "le"
	BoundLt = "lt"
	BoundGe = "ge"
	BoundGt = "gt"
)

// ErrNoQuantity means the text holds no figure with a known unit.
var ErrNoQuantity = errors.New("no quantity")

// ValueString returns the exact value in base units, keeping the precision
// the figure was stated with ("5.20" stays "5.20"; 5.10% is "0.0510";
// 30.43亿股 is "3043000000").
func (q Quantity) ValueString() string {
	if q.Fraction != "" {
		return q.Value.String()
	}
	return fixed(q.Value, q.Decimals, q.Scale)
}

// UpperString returns Upper like ValueString, or "" when q is no range.
func (q Quantity) UpperString() string {
	if q.Upper == nil {
		return ""
	}
	return fixed(*q.Upper, q.UpperDecimals, q.Scale)
}

func fixed(v decimal.Decimal, decimals int, scale decimal.Decimal) string {
	exp := int32(-decimals)
	if !scale.IsZero() {
		exp += scale.Exponent()
	}
	if exp >= 0 {
		return v.StringFixed(0)
	}
	return v.StringFixed(-exp)
}

// QuantityOption changes how quantities are read.
type QuantityOption func(*quantityConfig)

type quantityConfig struct {
	bare    bool
	unit    unitDef
	hasUnit bool
}

// WithUnit gives the unit of figures written without one, as a table
// caption or column head states it: "百万元" (以人民币百万元列示), "%" for a
// ratio column, "股", or a base unit name (CNY, shares, ratio, …). With
// WithUnit("") bare figures are returned with no unit (Unit "", Scale 1).
// An unknown unit word leaves bare figures unread. Without WithUnit a
// figure with no unit of its own is never returned.
func WithUnit(unit string) QuantityOption {
	return func(c *quantityConfig) {
		if unit == "" {
			c.bare, c.hasUnit = true, false
			return
		}
		for _, u := range unitTable {
			if u.word == unit {
				c.bare, c.unit, c.hasUnit = true, u, true
				return
			}
		}
		for _, u := range baseUnits {
			if u.unit == unit {
				c.bare, c.unit, c.hasUnit = true, u, true
				return
			}
		}
	}
}

// unitDef is a unit word written after a figure.
type unitDef struct {
	word string
	unit string
	exp  int32 // base units per stated unit = 10^exp
	// notBefore lists characters that, following the word, show it is part
	// of another word (股东, 名称, 日期).
	notBefore string
}

// unitTable lists the unit words read after a figure, longest first where
// one is a prefix of another. Sources: 800亿元, 300亿元人民币, 8亿股,
// 1,000万股, 3,402,173,769 股, 9.86元/股, 5.125%, 0.54个百分点, 200名,
// 二百人, 24个月, 5年, 10个工作日, 20个交易日, 5日内.
var unitTable = []unitDef{
	{word: "元/股", unit: UnitPrice},
	{word: "元每股", unit: UnitPrice},
	{word: "万亿元", unit: UnitCNY, exp: 12},
	{word: "千亿元", unit: UnitCNY, exp: 11},
	{word: "百亿元", unit: UnitCNY, exp: 10},
	{word: "十亿元", unit: UnitCNY, exp: 9},
	{word: "亿元", unit: UnitCNY, exp: 8},
	{word: "千万元", unit: UnitCNY, exp: 7},
	{word: "百万元", unit: UnitCNY, exp: 6},
	{word: "十万元", unit: UnitCNY, exp: 5},
	{word: "万元", unit: UnitCNY, exp: 4},
	{word: "千元", unit: UnitCNY, exp: 3},
	{word: "元", unit: UnitCNY},
	{word: "亿股", unit: UnitShares, exp: 8, notBefore: "东票本权利息价份"},
	{word: "千万股", unit: UnitShares, exp: 7, notBefore: "东票本权利息价份"},
	{word: "百万股", unit: UnitShares, exp: 6, notBefore: "东票本权利息价份"},
	{word: "万股", unit: UnitShares, exp: 4, notBefore: "东票本权利息价份"},
	{word: "股", unit: UnitShares, notBefore: "东票本权利息价份"},
	{word: "%", unit: UnitRatio, exp: -2},
	{word: "％", unit: UnitRatio, exp: -2},
	{word: "‰", unit: UnitRatio, exp: -3},
	{word: "个百分点", unit: UnitRatio, exp: -2},
	{word: "百分点", unit: UnitRatio, exp: -2},
	{word: "名", unit: UnitPersons, notBefore: "称单义下字誉册额"},
	{word: "人", unit: UnitPersons, notBefore: "民士员"},
	{word: "位", unit: UnitPersons, notBefore: "于置数"},
	{word: "个工作日", unit: UnitWorkdays},
	{word: "工作日", unit: UnitWorkdays},
	{word: "个交易日", unit: UnitTradingDays},
	{word: "交易日", unit: UnitTradingDays},
	{word: "个自然日", unit: UnitDays},
	{word: "自然日", unit: UnitDays},
	{word: "个月", unit: UnitMonths},
	// 累计3个会计年度, 连续两个年度: a count of financial years.
	{word: "个会计年度", unit: UnitYears},
	{word: "个年度", unit: UnitYears},
	{word: "周年", unit: UnitYears},
	{word: "年", unit: UnitYears, notBefore: "度末初底报月"},
	{word: "日", unit: UnitDays, notBefore: "期起止"},
	{word: "天", unit: UnitDays},
}

// baseUnits lets WithUnit name a unit by its base name.
var baseUnits = []unitDef{
	{word: "元", unit: UnitCNY}, {word: "股", unit: UnitShares}, {word: "%", unit: UnitRatio, exp: -2},
	{word: "元/股", unit: UnitPrice}, {word: "名", unit: UnitPersons}, {word: "年", unit: UnitYears},
	{word: "个月", unit: UnitMonths}, {word: "日", unit: UnitDays}, {word: "个工作日", unit: UnitWorkdays},
	{word: "个交易日", unit: UnitTradingDays},
}

// boundPrefixes are the bound words written before a figure, longest
// first: 不超过800亿元, 不得低于10%, 至少10个工作日, 超过百分之十,
// 达到或超过本行…股份总数5%, 低于5.125%, 不满五年; 不低10.8% (sic, a
// seed writes it without 于).
var boundPrefixes = []struct{ word, bound string }{
	{"达到或超过", BoundGe}, {"等于或超过", BoundGe}, {"等于或高于", BoundGe}, {"等于或大于", BoundGe},
	{"等于或低于", BoundLe}, {"等于或小于", BoundLe},
	{"不得超过", BoundLe}, {"不应超过", BoundLe}, {"不能超过", BoundLe}, {"不可超过", BoundLe},
	{"不得高于", BoundLe}, {"不得多于", BoundLe}, {"不得低于", BoundGe}, {"不得少于", BoundGe},
	{"不应低于", BoundGe}, {"不应少于", BoundGe},
	{"不超过", BoundLe}, {"不高于", BoundLe}, {"不多于", BoundLe}, {"不大于", BoundLe},
	{"至多", BoundLe}, {"最多", BoundLe}, {"最高", BoundLe},
	{"不低于", BoundGe}, {"不低", BoundGe}, {"不少于", BoundGe}, {"不小于", BoundGe}, {"至少", BoundGe}, {"最少", BoundGe}, {"最低", BoundGe},
	{"未达到", BoundLt}, {"未满", BoundLt}, {"不满", BoundLt}, {"不足", BoundLt}, {"不到", BoundLt},
	{"超过", BoundGt}, {"高于", BoundGt}, {"多于", BoundGt}, {"大于", BoundGt}, {"过", BoundGt},
	{"低于", BoundLt}, {"少于", BoundLt}, {"小于", BoundLt},
	// 达 (reaches) only from a distance, with what is measured between:
	// 本行未弥补的亏损达实收股本总额的三分之一 (004).
	{"达", BoundGe},
}

// boundSuffixes are the bound words written after a figure and its unit:
// 5%以上, 5.125%（或以下）, 6亿股（含）, 5日内, 二百人以内.
var boundSuffixes = []struct{ word, bound string }{
	{"(或以上)", BoundGe}, {"（或以上）", BoundGe}, {"(或以下)", BoundLe}, {"（或以下）", BoundLe},
	{"(含本数)", ""}, {"（含本数）", ""}, {"(含)", ""}, {"（含）", ""},
	{"或以上", BoundGe}, {"或以下", BoundLe}, {"及以上", BoundGe}, {"及以下", BoundLe},
	{"以上", BoundGe}, {"以下", BoundLe}, {"以内", BoundLe}, {"之内", BoundLe},
}

// currencyPrefixes are written between a bound word and a money figure:
// 不超过人民币300亿元, 等额人民币300亿元.
var currencyPrefixes = []string{"等额人民币", "人民币", "RMB", "￥", "¥"}

// Ratio and figure wording read by quantityAt and the bound readers.
const (
	// percentOf opens a ratio written in words: "减少本行注册资本超过百分之
	// 十", "银行注册资本的百分之五十以上".
	percentOf = "百分之"
	// halfWord is a ratio of its own: "所持表决权过半数通过", "股份总数半数以上".
	halfWord = "半数"
	// fractionOf joins a denominator to its numerator: "所持表决权的三分之二
	// 以上通过", 二分之一.
	fractionOf = "分之"
	// fractionSlash writes the same in digits: "所持表决权的2/3以上通过".
	fractionSlash = "/"
	// perShare stands before a price or par value: "每股面值人民币100元",
	// "每股(每股面值100元)派发现金".
	perShare = "每股"
	// currencyAfter follows a money figure: "发行规模为800亿元人民币",
	// "296,600.00 万元人民币".
	currencyAfter = "人民币"
	// dayOfMonth after a figure that follows 月 is a date (12月12日), not
	// a count of days.
	dayOfMonth = "日"
	// overWord alone is a bound only before 半数: "所持表决权过半数通过".
	overWord = "过"
	// reachWord (达) is a bound only from a distance, with 的 before the
	// figure: "本行未弥补的亏损达实收股本总额的三分之一" (004).
	reachWord, measureOf = "达", "的"
	// satisfyTail after 不 makes 不满足 and 不足以 other words, not the
	// bounds 不满 and 不足: "对不满足规划防洪标准的河道治理", "不足以支付的".
	satisfyTail = "足"
	// belowWord is the bound 以下 unless a defined name follows it:
	// "中国农业银行股份有限公司（以下简称“本行”）".
	belowWord = "以下"
	// oneHan is the length of one Han character in bytes: a one-character
	// bound word (过, 低) is too common to reach for from a distance, and a
	// lone 一 or 两 may be part of a word.
	oneHan = len("一")
)

// alternatives join two figures that share the first one's bound: "至少
// 十五日或十个工作日" (004), 一位或者一位以上.
var alternatives = []string{"或", "或者"}

// definedNameWords after 以下 introduce a defined name: "（以下简称“《公司
// 法》”）", （以下称“本行”）.
var definedNameWords = []string{"简称", "称"}

// clauseWords, between a bound word and a figure, show a clause of its
// own rather than the measure of the figure ("超过本行最近一期经审计净资产
// 10％", "不得低于有表决权股份总数的10%"): a negation (不, 未), a
// conjunction (并, 但, 且, 则), a condition (如, 若, …时, …后, …前) or the
// preposition of another verb (按, 由, 向, 使, 将).
var clauseWords = []string{"不", "未", "并", "但", "且", "则", "如", "若", "时", "后", "前", "按", "由", "向", "使", "将"}

// rangeWords join the two ends of a range written in words: 5至10个工作日,
// 15%至20%, 三到五年.
var rangeWords = []string{"至", "到"}

// rangeMarks join the two ends of a range whose unit is written on both:
// 15%至20%, 15%-20%, 5亿元~10亿元, full-width ～ and －.
var rangeMarks = []string{"至", "到", "-", "~", "～", "－"}

// durationSuffixes follow a period: within it, "收到提案后2个工作日内发出",
// "本行应在5日内", 以内; at least that long before a day, 15个工作日前,
// 十日以前.
var durationSuffixes = []struct{ word, bound string }{{"以内", BoundLe}, {"内", BoundLe}, {"以前", BoundGe}, {"前", BoundGe}}

// The bound words by the byte a text must hold where each could match, so
// that a figure is held against a few of them, not all: boundPrefixes ending
// before a figure (by their last byte) or starting at a place (by firstKey),
// boundSuffixes starting after a figure (by firstKey). Each list keeps the
// words' order.
var (
	boundPrefixesEnding   = indexWords(len(boundPrefixes), func(k int) byte { return lastByte(boundPrefixes[k].word) })
	boundPrefixesStarting = indexWords(len(boundPrefixes), func(k int) byte { return firstKey(boundPrefixes[k].word) })
	boundSuffixesStarting = indexWords(len(boundSuffixes), func(k int) byte { return firstKey(boundSuffixes[k].word) })
)

// indexWords lists the positions 0..n-1 of a word list under the key
// byte of each.
func indexWords(n int, key func(int) byte) *[256][]int {
	var idx [256][]int
	for k := 0; k < n; k++ {
		b := key(k)
		idx[b] = append(idx[b], k)
	}
	return &idx
}

func lastByte(s string) byte {
	if s == "" {
		return 0
	}
	return s[len(s)-1]
}

// firstKey returns the byte that tells the first character of s from
// others best: the last byte of a three-byte character (its lead byte is
// shared by most Han characters), else the first byte.
func firstKey(s string) byte {
	if len(s) >= 3 && s[0]&0xF0 == 0xE0 {
		return s[2]
	}
	if s == "" {
		return 0
	}
	return s[0]
}

// perShareWindow is how many characters before a money figure are searched
// for 每股 (每股票面金额(即面值)人民币100元).
const perShareWindow = 14

// FindQuantities returns every quantity in s, left to right, with spans
// relative to s. Figures inside dates, ordinals (第五条) and figures with no
// unit (unless WithUnit says what they are) are skipped, as are malformed
// or absurd figures.
func FindQuantities(s string, opts ...QuantityOption) []Quantity {
	var cfg quantityConfig
	for _, o := range opts {
		o(&cfg)
	}
	if !utf8.ValidString(s) {
		// Read a copy with each invalid byte replaced by one byte, so
		// offsets hold; Text is taken from the input itself.
		orig := s
		out := FindQuantities(toValidUTF8(s), opts...)
		for i := range out {
			out[i].Text = orig[out[i].Span.Start:out[i].Span.End]
		}
		return out
	}
	if st := Simplified(s); st != s {
		// A mirror printing traditional characters (發行總額為人民幣30億元,
		// 3萬股, 兩年, 十個交易日) is read in simplified ones: the units and
		// numerals are the same characters, and the offsets are the same;
		// Text is taken from the input itself.
		out := FindQuantities(st, opts...)
		for i := range out {
			out[i].Text = s[out[i].Span.Start:out[i].Span.End]
		}
		return out
	}
	dates := FindDates(s)
	inDate := func(i int) bool {
		for _, d := range dates {
			if i >= d.Span.Start && i < d.Span.End {
				return true
			}
		}
		return false
	}
	var out []Quantity
	prevFigure := false
	for i := 0; i < len(s); {
		// s is valid UTF-8: ASCII and three-byte characters (nearly all
		// of a Chinese text) are decoded here, the rest by utf8.
		var r rune
		var size int
		switch b := s[i]; {
		case b < utf8.RuneSelf:
			r, size = rune(b), 1
		case b&0xF0 == 0xE0:
			r, size = rune(b&0x0F)<<12|rune(s[i+1]&0x3F)<<6|rune(s[i+2]&0x3F), 3
		default:
			r, size = utf8.DecodeRuneInString(s[i:])
		}
		start := (isDigit(r) && !prevFigure) || isChineseNumeralRune(r) || r == '半' && strings.HasPrefix(s[i:], halfWord)
		if !start || inDate(i) {
			// A figure glued to Latin letters is a code (A19版, P1), except
			// after RMB.
			prevFigure = isDigit(r) || isPointRune(r) || isGroupSep(r) ||
				(r < utf8.RuneSelf && isASCIILetter(byte(r)) && !strings.HasSuffix(s[:i+size], "RMB"))
			i += size
			continue
		}
		q, end, ok := quantityAt(s, i, &cfg)
		if ok {
			out = append(out, q)
		}
		if end <= i {
			end = i + size
		}
		prevFigure = true
		if !ok {
			// Resume after the figure only; a word after it may start another.
			r2, _ := utf8.DecodeLastRuneInString(s[:end])
			prevFigure = isDigit(r2)
		}
		i = end
	}
	inheritAlternativeBound(s, out)
	return out
}

// inheritAlternativeBound gives the second of two figures joined by 或 the
// bound of the first: 至少十五日或十个工作日 bounds both (004).
func inheritAlternativeBound(s string, qs []Quantity) {
	for i := 1; i < len(qs); i++ {
		a, b := &qs[i-1], &qs[i]
		if b.Bound != BoundEq || a.Bound == BoundEq || a.Unit != b.Unit && !(isDuration(a.Unit) && isDuration(b.Unit)) {
			continue
		}
		if slices.Contains(alternatives, strings.TrimSpace(s[a.Span.End:b.Span.Start])) {
			b.Bound = a.Bound
		}
	}
}

// distantWindow is how many characters a bound word may stand before the
// figure it governs, with the noun phrase of what is measured between them.
const distantWindow = 24

// clauseStops end the clause in which a bound word governs a figure from
// a distance: punctuation, a line break, a bracket or a quotation mark
// ("…降至5.125%(或以下)时,本行…", "…《优先股试点管理办法》规定的…").
const clauseStops = "，。；：,;:、!?！？\n\t()（）“”《》"

// distantBound finds a bound word that governs the figure starting at end
// from a little further back in the same clause, with what is measured in
// between: 不得低于有表决权股份总数的10%, 少于本行章程所定人数的三分之二,
// 超过本行最近一期经审计净资产10％, 最多发行总数为11,538,461,538股. The
// clause may not be crossed (punctuation, a line break), nor another
// figure. It returns where the bound word starts.
func distantBound(s string, end int) (int, string, bool) {
	lo := end
	for n := 0; n < distantWindow && lo > 0; n++ {
		r, size := utf8.DecodeLastRuneInString(s[:lo])
		if strings.ContainsRune(clauseStops, r) || isDigit(r) || r == '%' || r == '％' {
			break
		}
		lo -= size
	}
	// The bound word nearest the figure wins; at one place the longest.
	for i := end; i > lo; {
		_, size := utf8.DecodeLastRuneInString(s[:i])
		i -= size
		for _, k := range boundPrefixesStarting[firstKey(s[i:end])] {
			p := boundPrefixes[k]
			if !strings.HasPrefix(s[i:end], p.word) {
				continue
			}
			if len(p.word) <= oneHan && !(p.word == reachWord && strings.HasSuffix(s[:end], measureOf)) {
				continue // a one-character word (过, 低) is too common to reach for
			}
			w, bound, at := p.word, p.bound, i
			// 低于 found inside 不得低于: the longest word ending here wins.
			for _, k := range boundPrefixesEnding[lastByte(s[:at+len(w)])] {
				if q := boundPrefixes[k]; len(q.word) > len(w) && strings.HasSuffix(s[:at+len(w)], q.word) {
					w, bound, at = q.word, q.bound, at+len(w)-len(q.word)
				}
			}
			if at+len(w) == end {
				return 0, "", false // adjacent: the caller's business
			}
			between := s[at+len(w) : end]
			if strings.HasPrefix(between, satisfyTail) || !governable(between) {
				return 0, "", false // 不满足, 不足以: other words
			}
			return at, bound, true
		}
	}
	return 0, "", false
}

// governable reports whether the words between a bound word and a figure
// are the measure of that figure (…总数的, …净资产, …总数为), not a clause of
// their own: they hold no verb of comparison and no second bound.
func governable(between string) bool {
	for _, w := range clauseWords {
		if Contains(between, w) {
			return false
		}
	}
	return true
}

// ParseQuantity parses s when the whole of s is one quantity with its unit
// and bound words: "不超过人民币300亿元", "30.43亿股", "三分之二以上".
func ParseQuantity(s string, opts ...QuantityOption) (Quantity, error) {
	if s == "" || !utf8.ValidString(s) {
		return Quantity{}, fmt.Errorf("quantity %q: %w", s, ErrNoQuantity)
	}
	qs := FindQuantities(s, opts...)
	if len(qs) == 0 {
		return Quantity{}, fmt.Errorf("quantity %q: %w", s, ErrNoQuantity)
	}
	if len(qs) > 1 || qs[0].Span != (Span{0, len(s)}) {
		return Quantity{}, fmt.Errorf("quantity %q: not one quantity: %w", s, ErrNoQuantity)
	}
	return qs[0], nil
}

func isASCIILetter(b byte) bool { return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' }

// figure is a numeral read for a quantity, before its unit.
type figure struct {
	start, end int
	text       string
	value      decimal.Decimal // as written, before the unit's scale
	decimals   int
	chinese    bool
}

// wordBeforeOne lists characters that make a following 一 or 两 part of a
// word (同一, 统一, 唯一, 之一, 任一, 逐一, 单一, 每一股, 下一交易日), not a
// count.
const wordBeforeOne = "同统唯之任逐单划专均归合万第一每上下"

// readFigure reads the figure at s[i:] for a quantity. end is where to
// resume scanning when ok is false.
func readFigure(s string, i int) (f figure, end int, ok bool) {
	return readFigureIn(s, i, false)
}

// readFigureIn is readFigure; inFraction says the figure is the numerator
// of X分之Y, where 之一 is a count.
func readFigureIn(s string, i int, inFraction bool) (f figure, end int, ok bool) {
	r, _ := utf8.DecodeRuneInString(s[i:])
	if isDigit(r) {
		end, a, ok := scanArabic(s, i)
		if !ok {
			return figure{}, end, false
		}
		return figure{start: i, end: end, text: a.text, value: a.value, decimals: a.decimals}, end, true
	}
	end = i
	for end < len(s) {
		r, size := utf8.DecodeRuneInString(s[end:])
		if !isChineseNumeralRune(r) {
			break
		}
		end += size
	}
	v, err := ChineseInt(s[i:end])
	if err != nil {
		return figure{}, end, false
	}
	if !inFraction && end-i == oneHan && (r == '一' || r == '两') {
		if p, _ := utf8.DecodeLastRuneInString(s[:i]); i > 0 && strings.ContainsRune(wordBeforeOne, p) {
			return figure{}, end, false
		}
	}
	return figure{start: i, end: end, text: s[i:end], value: decimal.NewFromInt(v), chinese: true}, end, true
}

// matchUnit returns the unit word at s[i:] (after optional spaces).
func matchUnit(s string, i int) (unitDef, int, bool) {
	j := skipSpaces(s, i)
	for _, u := range unitTable {
		if strings.HasPrefix(s[j:], u.word) {
			k := j + len(u.word)
			if u.notBefore != "" {
				if r, _ := utf8.DecodeRuneInString(s[k:]); k < len(s) && strings.ContainsRune(u.notBefore, r) && !ownIssuer(s[k:]) {
					continue
				}
			}
			return u, k, true
		}
	}
	return unitDef{}, i, false
}

func skipSpaces(s string, i int) int {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	return i
}

func skipSpacesBack(s string, i int) int {
	for i > 0 && (s[i-1] == ' ' || s[i-1] == '\t') {
		i--
	}
	return i
}

// quantityAt reads the quantity whose figure starts at s[i].
func quantityAt(s string, i int, cfg *quantityConfig) (Quantity, int, bool) {
	// Special ratio forms: 百分之十, 半数, 三分之二.
	if strings.HasPrefix(s[i:], percentOf) {
		j := i + len(percentOf)
		if j < len(s) {
			if f, end, ok := readFigure(s, j); ok {
				q := Quantity{Value: f.value.Shift(-2), Stated: f.text, Decimals: f.decimals, Scale: decimal.New(1, -2), Unit: UnitRatio, Bound: BoundEq}
				return finishQuantity(s, i, end, q, cfg)
			}
			return Quantity{}, j, false
		}
		return Quantity{}, len(s), false
	}
	if strings.HasPrefix(s[i:], halfWord) {
		q := Quantity{Value: decimal.New(5, -1), Stated: halfWord, Decimals: 1, Scale: decimal.New(1, 0), Unit: UnitRatio, Bound: BoundEq}
		return finishQuantity(s, i, i+len(halfWord), q, cfg)
	}
	f, end, ok := readFigure(s, i)
	if !ok {
		return Quantity{}, end, false
	}
	// An ordinal (第五条, 第2次) is no quantity.
	if p, _ := utf8.DecodeLastRuneInString(s[:i]); i > 0 && p == '第' {
		return Quantity{}, end, false
	}
	if strings.HasPrefix(s[end:], fractionOf) {
		return fractionAt(s, f, end, cfg)
	}
	if strings.HasPrefix(s[end:], fractionSlash) {
		if q, qend, ok := slashFractionAt(s, i, f, end, cfg); ok {
			return q, qend, true
		}
	}
	u, uend, ok := matchUnit(s, end)
	if ok && u.unit == UnitYears && isYear(f) {
		return Quantity{}, uend, false // 2014年, 二〇一四年: a year, not a duration
	}
	if ok && u.unit == UnitDays && u.word == dayOfMonth {
		if p, _ := utf8.DecodeLastRuneInString(s[:i]); p == '月' {
			return Quantity{}, uend, false // 12月12日: a day of the month
		}
	}
	if !ok {
		// A range whose unit is written once, after its upper end: 5至10个工作日.
		if q, qend, ok := rangeAt(s, f, end, cfg); ok {
			return q, qend, true
		}
		if !cfg.bare {
			return Quantity{}, end, false
		}
		u = cfg.unit
		uend = end
		if !cfg.hasUnit {
			u = unitDef{}
		}
	}
	q := Quantity{
		Value:    f.value.Shift(u.exp),
		Stated:   f.text,
		Decimals: f.decimals,
		Scale:    decimal.New(1, u.exp),
		Unit:     u.unit,
		Bound:    BoundEq,
	}
	if q.Unit == UnitCNY {
		if ps := perShareBefore(s, i); ps >= 0 {
			q.Unit = UnitPrice
			q2, end, ok := finishQuantity(s, i, uend, q, cfg)
			q2.Span.Start = min(q2.Span.Start, ps)
			q2.Text = s[q2.Span.Start:q2.Span.End]
			return q2, end, ok
		}
	}
	return finishQuantity(s, i, uend, q, cfg)
}

// isYear reports whether a figure before 年 is a calendar year.
func isYear(f figure) bool {
	if f.decimals > 0 {
		return false
	}
	if !f.chinese {
		return len(foldDigits(f.text)) == 4 && f.value.IntPart() >= 1000
	}
	return utf8.RuneCountInString(f.text) == 4 && f.value.IntPart() >= 1000
}

// perShareBefore returns the offset of 每股 when it stands shortly before
// the figure at i, in the same clause (每股人民币5.20元, 每股面值人民币100元,
// 每股票面金额(即面值)人民币100元), or -1.
func perShareBefore(s string, i int) int {
	j := i
	for n := 0; n < perShareWindow && j > 0; n++ {
		r, size := utf8.DecodeLastRuneInString(s[:j])
		if strings.ContainsRune("，,。；;：:\n", r) || isDigit(r) {
			return -1
		}
		j -= size
		if strings.HasPrefix(s[j:], perShare) {
			return j
		}
	}
	return -1
}

// fractionAt reads X分之Y (三分之二, 二分之一) whose denominator is f.
func fractionAt(s string, den figure, end int, cfg *quantityConfig) (Quantity, int, bool) {
	j := end + len(fractionOf)
	if j >= len(s) {
		return Quantity{}, j, false
	}
	num, nend, ok := readFigureIn(s, j, true)
	if !ok || den.value.IsZero() || den.decimals > 0 || num.decimals > 0 {
		return Quantity{}, max(nend, j), false
	}
	q := Quantity{Stated: s[den.start:nend], Scale: decimal.New(1, 0), Unit: UnitRatio, Bound: BoundEq}
	if places, ok := finitePlaces(den.value.IntPart()); ok {
		q.Value = num.value.DivRound(den.value, int32(places))
		q.Decimals = places
	} else {
		q.Value = num.value.DivRound(den.value, FractionPlaces)
		q.Fraction = num.value.String() + "/" + den.value.String()
	}
	return finishQuantity(s, den.start, nend, q, cfg)
}

// slashFractionAt reads N/M written in digits as a ratio when a bound word
// follows it ("所持表决权的2/3以上通过", "2/3（含）以上"): N and M whole, M
// from 2 to 100, N below M, not part of a date or a path (2019/2/3).
func slashFractionAt(s string, i int, num figure, end int, cfg *quantityConfig) (Quantity, int, bool) {
	if num.chinese || num.decimals > 0 || num.value.Sign() <= 0 {
		return Quantity{}, end, false
	}
	if p, _ := utf8.DecodeLastRuneInString(s[:i]); i > 0 && (p == '/' || isDigit(p)) {
		return Quantity{}, end, false
	}
	den, dend, ok := readFigure(s, end+len(fractionSlash))
	if !ok || den.chinese || den.decimals > 0 || den.start != end+len(fractionSlash) ||
		den.value.IntPart() < 2 || den.value.IntPart() > 100 || num.value.Cmp(den.value) >= 0 {
		return Quantity{}, end, false
	}
	if strings.HasPrefix(s[dend:], fractionSlash) {
		return Quantity{}, end, false
	}
	bounded := false
	for _, b := range boundSuffixes {
		if strings.HasPrefix(s[dend:], b.word) {
			bounded = true
			break
		}
	}
	if !bounded {
		return Quantity{}, end, false
	}
	q := Quantity{Stated: s[i:dend], Scale: decimal.New(1, 0), Unit: UnitRatio, Bound: BoundEq}
	if places, ok := finitePlaces(den.value.IntPart()); ok {
		q.Value = num.value.DivRound(den.value, int32(places))
		q.Decimals = places
	} else {
		q.Value = num.value.DivRound(den.value, FractionPlaces)
		q.Fraction = num.value.String() + "/" + den.value.String()
	}
	return finishQuantity(s, i, dend, q, cfg)
}

// finitePlaces returns the decimal places of 1/d when it is finite.
func finitePlaces(d int64) (int, bool) {
	if d <= 0 {
		return 0, false
	}
	twos, fives := 0, 0
	for d%2 == 0 {
		d /= 2
		twos++
	}
	for d%5 == 0 {
		d /= 5
		fives++
	}
	return max(twos, fives), d == 1
}

// rangeAt reads a range A至B / A-B whose lower end f has no unit of its
// own; the unit after B applies to both.
func rangeAt(s string, f figure, end int, cfg *quantityConfig) (Quantity, int, bool) {
	j := skipSpaces(s, end)
	conn := ""
	for _, c := range rangeWords {
		if strings.HasPrefix(s[j:], c) {
			conn = c
		}
	}
	if conn == "" {
		return Quantity{}, end, false
	}
	j = skipSpaces(s, j+len(conn))
	if j >= len(s) {
		return Quantity{}, end, false
	}
	g, gend, ok := readFigure(s, j)
	if !ok || g.chinese != f.chinese {
		return Quantity{}, end, false
	}
	u, uend, ok := matchUnit(s, gend)
	if !ok || u.unit == UnitYears && isYear(g) {
		return Quantity{}, end, false
	}
	upper := g.value.Shift(u.exp)
	q := Quantity{
		Value: f.value.Shift(u.exp), Stated: f.text, Decimals: f.decimals,
		Scale: decimal.New(1, u.exp), Unit: u.unit, Bound: BoundGe,
		Upper: &upper, UpperDecimals: g.decimals,
	}
	if q.Unit == UnitCNY && perShareBefore(s, f.start) >= 0 {
		q.Unit = UnitPrice
	}
	return finishQuantity(s, f.start, uend, q, cfg)
}

// finishQuantity adds the words around a figure: currency and bound words
// before it, 人民币, bound words and a range after it.
func finishQuantity(s string, start, end int, q Quantity, cfg *quantityConfig) (Quantity, int, bool) {
	// Before: [bound word][currency] figure.
	b := skipSpacesBack(s, start)
	if q.Unit == UnitCNY || q.Unit == UnitPrice {
		for _, c := range currencyPrefixes {
			if strings.HasSuffix(s[:b], c) {
				b = skipSpacesBack(s, b-len(c))
				start = b
				break
			}
		}
	}
	bounded := false
	for _, k := range boundPrefixesEnding[lastByte(s[:b])] {
		if p := boundPrefixes[k]; strings.HasSuffix(s[:b], p.word) {
			if p.word == overWord && q.Stated != halfWord {
				continue // 过 alone is a bound only in 过半数
			}
			q.Bound = p.bound
			start = b - len(p.word)
			bounded = true
			break
		}
	}
	if !bounded {
		if at, bound, ok := distantBound(s, b); ok {
			q.Bound = bound
			start = at
		}
	}
	// After: 人民币 (300亿元人民币), a range, bound words.
	if q.Unit == UnitCNY && strings.HasPrefix(s[end:], currencyAfter) {
		end += len(currencyAfter)
	}
	if q.Upper == nil {
		if q2, end2, ok := upperAfter(s, end, q); ok {
			q, end = q2, end2
		}
	}
	for {
		matched := false
		for _, k := range boundSuffixesStarting[firstKey(s[end:])] {
			sfx := boundSuffixes[k]
			if !strings.HasPrefix(s[end:], sfx.word) {
				continue
			}
			if sfx.word == belowWord && affix.HasAnyPrefix(s[end+len(sfx.word):], definedNameWords) {
				continue
			}
			if sfx.bound != "" && q.Bound == BoundEq {
				q.Bound = sfx.bound
			}
			end += len(sfx.word)
			matched = true
			break
		}
		if !matched {
			break
		}
	}
	// 5日内, 十个工作日内: within a period; 15个工作日前, 十日以前: a
	// deadline at least that long before.
	if isDuration(q.Unit) {
		for _, sfx := range durationSuffixes {
			if strings.HasPrefix(s[end:], sfx.word) {
				if q.Bound == BoundEq {
					q.Bound = sfx.bound
				}
				end += len(sfx.word)
				break
			}
		}
	}
	q.Span = Span{start, end}
	q.Text = s[start:end]
	return q, end, true
}

func isDuration(u string) bool {
	switch u {
	case UnitYears, UnitMonths, UnitDays, UnitWorkdays, UnitTradingDays:
		return true
	}
	return false
}

// upperAfter reads the upper end of a range written with its unit on both
// ends: 15%至20%, 15%-20%, 5亿元~10亿元.
func upperAfter(s string, end int, q Quantity) (Quantity, int, bool) {
	if q.Unit == "" || q.Fraction != "" || q.Stated == halfWord {
		return q, end, false
	}
	j := skipSpaces(s, end)
	conn := ""
	for _, c := range rangeMarks {
		if strings.HasPrefix(s[j:], c) {
			conn = c
		}
	}
	if conn == "" {
		return q, end, false
	}
	j = skipSpaces(s, j+len(conn))
	if j >= len(s) {
		return q, end, false
	}
	g, gend, ok := readFigure(s, j)
	if !ok {
		return q, end, false
	}
	u, uend, ok := matchUnit(s, gend)
	if !ok || u.unit != q.Unit || u.exp != q.Scale.Exponent() {
		return q, end, false
	}
	upper := g.value.Shift(u.exp)
	q.Upper = &upper
	q.UpperDecimals = g.decimals
	q.Bound = BoundGe
	return q, uend, true
}

// issuerWords follow 股 when the issuer names itself right after a share
// count: "认购1,000万股本公司本次发行的优先股" (002) is 1,000万股 of 本公司,
// not 股本 (share capital).
var issuerWords = []string{"本公司", "本行", "本次", "本集团", "本银行"}

func ownIssuer(rest string) bool { return affix.HasAnyPrefix(rest, issuerWords) }
