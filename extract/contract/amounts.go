// The amount of a contract: the figure a price word governs (中标价,
// 合同金额), a price in words, a loose sum, a conversion into yuan.

package contract

import (
	"strings"
	"unicode/utf8"

	"github.com/shopspring/decimal"

	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/internal/substr"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// priceWords govern the amount of a contract, longest first where one is
// the end of another. Sources: 中标价为42,212.52万元, 中标金额:人民币
// 109,784,000.00元, 合同金额为人民币6.24亿元, 暂估总价为30,558.0654万元,
// 合同总价(含税):1.89亿元, 项目总投资额为…, 投标报价…, "2.交易价格:人民币17,000
// 万元(含税)", "2、交易价格:⏎137,785,000元(人民币)", "2、交易价格:⏎20480万元",
// "5、项目成交额:⏎105586200.00元", "成交总额为3,262.70万元".
var priceWords = []string{
	"中标总价", "中标总金额", "中标价格", "中标金额", "中标标价", "中标价", "中标额", "中标标的",
	"成交总价", "成交金额", "成交价格", "成交价", "成交总额", "成交额",
	"合同总金额", "合同总价款", "合同总价", "合同总额", "合同价款", "合同价格", "合同金额", "合同价", "合同额",
	"协议总金额", "协议金额", "协议总价", "签约金额", "订单金额", "销售金额", "采购金额", "交易价格",
	"暂估总价", "暂定总价", "暂估价", "暂定价", "总价款", "总金额", "总价", "总造价", "工程造价", "价款",
	"投标总价", "投标报价", "投标价", "报价", "金额", "总投资额", "总投资", "投资总额", "投资额",
	"投资预算", "估算投资", "投资估算", "项目投资", "施工总承包费", "总承包费", "承包费", "中标总额",
}

// priceWordStarts indexes priceWords by their first character.
var priceWordStarts = newWordStarts(priceWords)

// estimateWords govern the estimate of a tender or a project, its price
// when no price word governs a figure: "5、投资概算:约人民币6,428万元", "6、投资
// 概算:不超过13,578.62万元(估算)", "本项目建设工程估算约17767.42万元".
var estimateWords = []string{"投资概算", "总概算", "概算", "总估算", "估算"}

// estimateWordStarts indexes estimateWords by their first character.
var estimateWordStarts = newWordStarts(estimateWords)

// estimateIn returns the first amount in s[from:to] that an estimate word
// governs (see governed).
func (r *reader) estimateIn(from, to int) (money, bool) {
	_, m, ok := r.governedBy(from, to, estimateWords, estimateWordStarts)
	return m, ok
}

// amountIn returns the first amount in s[from:to] that a price word
// governs: the word, then within a few characters (为, 约为, :, 人民币,
// (含税)) the figure (see governed).
func (r *reader) amountIn(from, to int) (money, bool) {
	_, m, ok := r.governed(from, to)
	return m, ok
}

// moneyAfter reads the figure that follows a price word at byte at.
func (r *reader) moneyAfter(at, to int) (money, bool) {
	s := r.f.s
	j := at
	limit := at + 48
	if limit > to {
		limit = to
	}
	approx, capped := false, false
	words := [2]int{-1, -1} // a price in words met on the way
	noted := int32(-1)      // the scale of a unit noted after the word
	for j < limit {
		if s[j] >= '0' && s[j] <= '9' {
			m, ok := moneyAt(s, j)
			if !ok && noted >= 0 {
				// 中标成交金额(元):53,893,000: the unit the word's note gives.
				if m, ok := notedFigure(s, j, noted); ok {
					m.approx, m.capped = approx, capped
					return m, true
				}
			}
			if !ok {
				// ￥986,906,448.00 in brackets after the words: yuan.
				if m, ok := yenFigure(s, j); ok {
					m.approx, m.capped = approx, capped
					return m, true
				}
				// 合同价款为人民币肆亿柒仟陆佰肆拾万元整(RMB476400000): the
				// words, when the figure after them is not read.
				if words[0] >= 0 {
					if m, ok := wordsMoney(s, words, approx); ok {
						return m, true
					}
				}
				e := j
				for e < len(s) && (s[e] >= '0' && s[e] <= '9' || s[e] == ',' || s[e] == '.') {
					e++
				}
				if cm, ok := r.convertedUnread(e); ok {
					// 中标金额为340,802,183澳门元,折合人民币约2.62亿元: a currency
					// without a code, the yuan the document converts it to.
					return cm, true
				}
				if strings.Count(s[j:e], ".") > 1 {
					// 789,041.480.06元: a figure with two decimal points.
					r.unread = append(r.unread, r.f.span(j, e))
				} else if _, n := utf8.DecodeRuneInString(s[e:]); e < len(s) && s[e] >= 0x80 && strings.HasPrefix(s[e+n:], yuanWord) {
					// A glyph between figure and currency that is no
					// scale, nor one of garbledScales: the scale does
					// not decode.
					r.unread = append(r.unread, r.f.span(j, e+n+len(yuanWord)))
				} else if endsAny(strings.TrimRight(s[:j], " "), unreadCurrenciesBefore...) {
					// 多米尼加比索322,585,015.00元: a currency without a code;
					// the yuan the clause converts it to, when it does
					// ((折合人民币约44,710,283.08元)).
					if cm, ok := r.conversionAfter(e); ok {
						return cm, true
					}
					r.unread = append(r.unread, r.f.span(j, e))
				}
				return money{}, false
			}
			m.approx, m.capped = approx, capped
			return m, true
		}
		rn, n := utf8.DecodeRuneInString(s[j:])
		if rn == '\n' && (j > at && s[j-1] == ':' || j == at && headsLine(s, at)) {
			// "中标价:" with the figure on the next line; a numbered
			// heading that is the price word alone: "4、合同金额⏎总计人民币
			// 40200.00万元(大写:肆亿零贰佰万元整)".
			j += n
			continue
		}
		if rn == '。' || rn == ';' || rn == '\n' || rn == '占' || rn == '%' {
			return wordsMoney(s, words, approx)
		}
		// A price in words, the figure in brackets after it:
		// 人民币柒亿陆仟捌佰陆拾捌万捌仟玖佰捌拾捌元整(￥76,868.8988万元).
		if strings.ContainsRune(capitalDigits, rn) {
			if words[0] < 0 || !strings.ContainsAny(s[words[0]:words[1]], yuanWord+roundYuanWord) {
				// The first words, or words after a numeral that was no
				// price (合同暂定价(人民币)一期工程约为玖亿元).
				words[0], words[1] = j, -1
			}
			for j < len(s) {
				rn, n = utf8.DecodeRuneInString(s[j:])
				if !strings.ContainsRune(capitalDigits, rn) {
					break
				}
				j += n
			}
			if words[1] < 0 {
				words[1] = j
			}
			if limit < j+24 {
				limit = j + 24
				if limit > to {
					limit = to
				}
			}
			continue
		}
		if startsAny(s[j:], approxWords...) {
			approx = true
		}
		if startsAny(s[j:], capWords...) {
			capped = true
		}
		for _, u := range unitNotes {
			if strings.HasPrefix(s[j:], u.note) {
				noted = u.exp
				n = len(u.note)
				break
			}
		}
		j += n
	}
	return wordsMoney(s, words, approx)
}

// unitNotes give the unit of the figure after a price word, in brackets
// after the word: "4、中标成交金额(元):53,893,000", "7、中标报价(元):
// 135,067,368.43", 金额(万元), 金额(人民币万元).
var unitNotes = []struct {
	note string
	exp  int32
}{{"(元)", 0}, {"(人民币元)", 0}, {"(万元)", 4}, {"(人民币万元)", 4}, {"(亿元)", 8}}

// notedFigure reads a figure without a unit at byte j of s, in yuan at the
// scale exp a note gave, when the figure ends its line or clause.
func notedFigure(s string, j int, exp int32) (money, bool) {
	loc := figureRe.FindStringIndex(s[j:])
	if loc == nil || loc[0] != 0 {
		return money{}, false
	}
	v, end, ok := parseFigure(s, j, j+loc[1])
	if !ok {
		return money{}, false
	}
	if end < len(s) && !strings.ContainsAny(s[end:end+1], "\n,，。;；") {
		return money{}, false
	}
	return money{value: v.Shift(exp), unit: schema.UnitCNY, start: j, end: end}, true
}

// yuanSigns stand before a figure in yuan written without a unit:
// 中标价玖亿捌仟陆佰玖拾万陆仟肆佰肆拾捌元(￥986,906,448.00), "合同价款为人民币
// 肆亿柒仟陆佰肆拾万元整(RMB476400000)", "暂定合同总价:人民币281,823,528.01
// (含税)", "合同总价为RMB 77,600,000(含税)".
var yuanSigns = []string{"￥", "¥", "RMB", "RMB ", rmbWord}

// unitlessTaxNotes may follow a figure in yuan written without a unit:
// 人民币281,823,528.01 (含税), RMB 77,600,000(含税).
var unitlessTaxNotes = []string{"(含税", " (含税", "(不含税", " (不含税"}

// yenFigure reads a figure in yuan written after one of yuanSigns without
// a unit, the figure ending its bracket or clause or followed by a note of
// tax.
func yenFigure(s string, j int) (money, bool) {
	if !endsAny(s[:j], yuanSigns...) {
		return money{}, false
	}
	loc := figureRe.FindStringIndex(s[j:])
	if loc == nil || loc[0] != 0 {
		return money{}, false
	}
	v, end, ok := parseFigure(s, j, j+loc[1])
	if !ok {
		return money{}, false
	}
	// The figure ends the bracket or the clause: a unit after it is
	// moneyAt's to read.
	if end < len(s) && !strings.ContainsAny(s[end:end+1], ")）,，。;") && !strings.HasPrefix(s[end:], "）") && !startsAny(s[end:], unitlessTaxNotes...) {
		return money{}, false
	}
	// A separator broken by a space (人民币50, 631,852元) continues the
	// figure: it is not read.
	if rest := strings.TrimLeft(strings.TrimPrefix(s[end:], ","), " "); len(rest) < len(s[end:]) && rest != "" && rest[0] >= '0' && rest[0] <= '9' {
		return money{}, false
	}
	return money{value: v, unit: schema.UnitCNY, start: j, end: end}, true
}

// The words of a price in words: "…柒仟柒佰贰拾叁元整（¥1,777,497,72…",
// "肆亿贰仟叁佰玖拾捌万叁仟零壹拾陆元柒角叁分(￥423,983,01…": 元 or 圆, 整
// after a whole sum, 零 before a fraction, 角 and 分. yuanWord also ends a
// figure whose scale does not decode (a glyph of a converted filing's
// font that garbledScales does not know).
const (
	yuanWord      = "元"
	roundYuanWord = "圆"
	wholeWord     = "整"
	zeroWord      = "零"
)

// fractionWords are the fractions of a yuan in words: 柒角叁分.
var fractionWords = []struct {
	word string
	exp  int32
}{{"角", -1}, {"分", -2}}

// capWords between a price word and its figure make the figure the most
// the price may come to (bound le): "合同总金额不超过人民币1,100万元", "6、投资概算:
// 不超过13,578.62万元(估算)", "中标金额上限值(小写):74975527.32元", 不高于.
var capWords = []string{"不超过", "不高于", "上限"}

// approxWords before a figure make it approximate: "合同金额合计约为…",
// "双方预计,本合同项下订单总额为…", "工程合同预算总额暂定9,000万元".
var approxWords = []string{"约", "预计", "暂"}

// wordsMoney reads a price written in words only, the capital numerals of
// yuan, jiao and fen: 合同额壹拾叁亿叁仟肆佰贰拾肆万捌仟陆佰柒拾伍元整,
// 伍佰元零陆角. It reads nothing when the words hold no 元.
func wordsMoney(s string, words [2]int, approx bool) (money, bool) {
	if words[0] < 0 || words[1] <= words[0] {
		return money{}, false
	}
	w := strings.TrimSuffix(s[words[0]:words[1]], wholeWord)
	k := strings.IndexAny(w, yuanWord+roundYuanWord)
	if k <= 0 {
		return money{}, false
	}
	n, err := normalize.ChineseInt(w[:k])
	if err != nil {
		return money{}, false
	}
	v := decimal.New(n, 0)
	rest := strings.TrimPrefix(strings.TrimPrefix(w[k:], yuanWord), roundYuanWord)
	rest = strings.TrimPrefix(rest, zeroWord)
	for _, u := range fractionWords {
		if i := strings.Index(rest, u.word); i > 0 {
			d, err := normalize.ChineseInt(rest[:i])
			if err != nil || d > 9 {
				return money{}, false
			}
			v = v.Add(decimal.New(d, u.exp))
			rest = strings.TrimPrefix(rest[i+len(u.word):], zeroWord)
		}
	}
	if rest != "" {
		return money{}, false
	}
	return money{value: v, unit: schema.UnitCNY, approx: approx, words: true, start: words[0], end: words[1]}, true
}

// looseAmount returns, when no price word governs a figure, the first sum
// in yuan of a sentence about the contract (中标, 合同, 签订, 价): "以人民币
// 89,600,089.00元竞得…", "采购LED照明产品暂估10亿元人民币". Sums of other
// things (注册资本, 营业收入, 资产, 利润) are not taken.
func (r *reader) looseAmount() (money, bool) {
	s := r.f.s
	for i := 0; i < len(s); {
		end := len(s)
		if k := strings.IndexAny(s[i:], "\n。;"); k >= 0 {
			end = i + k
		}
		clause := s[i:end]
		if containsAny(clause, looseDealWords...) && !containsAny(clause, otherSumWords...) {
			for _, m := range findMoney(s, i, end) {
				if m.value.GreaterThanOrEqual(decimal.New(1, 5)) && !pastDealing(s, m.start) && !r.inPartyPart(m.start) {
					return m, true
				}
			}
		}
		_, n := utf8.DecodeRuneInString(s[end:])
		if end >= len(s) {
			break
		}
		i = end + n
	}
	return money{}, false
}

// looseDealWords make a clause one about the contract, whose sum may be
// its price when no price word governs one: "以人民币…元竞得宗地", 中标, 合同,
// 签订, 签署, 价, 采购, 成交; otherSumWords make it one about other sums
// (注册资本, 营业收入, 资产, 利润, 累计, 统计, 营收, 净额, 股本).
var (
	looseDealWords = []string{"中标", "合同", "签订", "签署", "价", "竞得", "采购", "成交"}
	otherSumWords  = []string{"注册资本", "收入", "资产", "利润", "累计", "统计", "营收", "净额", "股本"}
)

// accruedWords, between a price word and its figure, make the figure a
// running total: "合同金额总累计达到30,838.76万元", 累积.
var accruedWords = []string{"累计", "累积"}

// capitalDigits are the characters of an amount written in words (大写).
const capitalDigits = "零壹贰叁肆伍陆柒捌玖拾佰仟万亿元圆整角分〇一二三四五六七八九十百千"

func (r *reader) quantity(m money) *schema.Quantity {
	sp := r.f.span(m.start, m.end)
	q := &schema.Quantity{
		Value: m.value.String(),
		Unit:  m.unit,
		Bound: schema.BoundEq,
		Text:  r.c.Doc.SourceText(sp),
		Span:  r.c.Span(sp),
		Page:  r.c.Doc.PageOf(sp.Start),
	}
	if m.hasUpper {
		q.Upper = m.upper.String()
		q.Bound = schema.BoundGe
	}
	if m.over {
		q.Bound = schema.BoundGt
	}
	if m.capped && !m.hasUpper && !m.over {
		q.Bound = schema.BoundLe
	}
	return q
}

func (r *reader) setAmount(ct *schema.Contract, m money) {
	ct.Amount = r.quantity(m)
	if m.unit == schema.UnitCNY {
		return
	}
	// A second part in another currency: "合同金额为19448.0606万美元和
	// 47925.5060万人民币,约合1,805,254,000元人民币", "6,480万美元和8.65亿元人民币".
	var part normalize.Span
	if s := r.f.s; strings.HasPrefix(s[m.end:], partJoin) {
		if pm, ok := moneyAt(s, m.end+len(partJoin)); ok && pm.unit != m.unit {
			part = r.f.span(m.start, pm.end)
		}
	}
	// The document's own conversion, after the figure or after a
	// restatement of it: 折合人民币约12.1亿元, 该合同金额为1.05亿美元,约合7.05亿元
	// 人民币, 2,448.60万美元(按照…1美元对人民币6.0990元计算,约合人民币1.49亿元).
	s := r.f.s
	figure := s[m.start:m.end]
	for at := m.start; at >= 0; {
		end := at + len(figure)
		if cm, ok := r.conversionAfter(end); ok {
			if !part.Empty() {
				// The yuan the document gives for the whole of a price in
				// two currencies is the price: the first part's currency
				// times a rate is not what it converts.
				ct.Amount = r.quantity(cm)
				r.partialWhole = append(r.partialWhole, part)
				return
			}
			ct.AmountCNY = r.quantity(cm)
			return
		}
		k := strings.Index(s[end:], figure)
		if k < 0 {
			break
		}
		at = end + k
	}
	if !part.Empty() {
		r.partial = append(r.partial, part)
	}
}

// convertedUnread returns, for a figure ending at byte e that a currency
// without a code follows (its scale between: 43.65亿第纳尔), the amount in
// yuan the clause converts it to: "中标金额为340,802,183澳门元,折合人民币约
// 2.62亿元", "合同金额15,753,161,351.05第纳尔, 折合人民币约1,209,331,723.87元",
// "总金额为603,799,421.97比索(约合人民币8,362.63万元)", "中标工程合同总金额约为
// 43.65亿第纳尔(约合4.85亿人民币)".
func (r *reader) convertedUnread(e int) (money, bool) {
	s := r.f.s
	i := e
	for i < len(s) && s[i] == ' ' {
		i++
	}
	for _, sc := range scales {
		if strings.HasPrefix(s[i:], sc.word) {
			i += len(sc.word)
			break
		}
	}
	for _, c := range unreadCurrenciesAfter {
		if strings.HasPrefix(s[i:], c) {
			return r.conversionAfter(i + len(c))
		}
	}
	return money{}, false
}

// partJoin joins the parts of a price stated in two currencies.
const partJoin = "和"

// foreignCurrencyAt reports whether a foreign currency is named at byte i
// of s: after a conversion word, a conversion into it, not into yuan ("合同
// 总金额约为2.3亿欧元,折算美元约为3.5亿元").
func foreignCurrencyAt(s string, i int) bool {
	for _, c := range currencies {
		if c.unit != schema.UnitCNY && strings.HasPrefix(s[i:], c.word) {
			return true
		}
	}
	for _, c := range currenciesBefore {
		if strings.HasPrefix(s[i:], c.word) {
			return true
		}
	}
	return false
}

// conversionWords introduce the amount in yuan that a foreign amount is
// converted to.
var conversionWords = []string{"折合人民币", "折算人民币", "约合人民币", "合计人民币", "相当于人民币", "折人民币", "合人民币", "约合", "折合", "折算", "人民币"}

// rateBeforeWords, before a conversion word, make it an exchange rate's:
// 1美元对人民币6.0990元, 兑人民币6.8元, 1美元=人民币…, 兑换人民币.
var rateBeforeWords = []string{"对", "兑", "=", "兑换"}

// conversionAfter returns the amount in yuan a conversion word introduces
// in the clause after byte at (up to 。 or ; and 80 characters), the first
// by position; not the yuan of an exchange rate (1美元对人民币6.0990元,
// 兑人民币6.8元).
func (r *reader) conversionAfter(at int) (money, bool) {
	s := r.f.s
	if cm, ok := bracketedYuan(s, at); ok {
		return cm, true
	}
	end := min(len(s), at+240)
	if k := strings.IndexAny(s[at:end], "。;\n"); k >= 0 {
		end = at + k
	}
	best := money{start: -1}
	for _, w := range conversionWords {
		for p := range mentions(s, at, end, w) {
			if best.start >= 0 && p > best.start {
				break
			}
			if endsAny(s[:p], rateBeforeWords...) || foreignCurrencyAt(s, p+len(w)) {
				continue
			}
			if cm, ok := r.moneyAfter(p+len(w), end); ok && cm.unit == schema.UnitCNY && (best.start < 0 || cm.start < best.start) {
				best = cm
				break
			}
		}
	}
	return best, best.start >= 0
}

// bracketedYuan reads the yuan a bracket right after a foreign figure
// ending at byte at gives for it, with no conversion word but 约 before the
// yuan, 人民币 naming them: "合同金额:61,718,266美元(约398,508,671.00元人民币)
// (未含税)", "(约人民币…元)". The bracket holds the figure alone.
func bracketedYuan(s string, at int) (money, bool) {
	i := skipSpaces(s, at)
	open := false
	for _, b := range []string{"(", "（"} {
		if strings.HasPrefix(s[i:], b) {
			i += len(b)
			open = true
			break
		}
	}
	if !open {
		return money{}, false
	}
	i = skipSpaces(s, i)
	approx := strings.HasPrefix(s[i:], "约")
	if approx {
		i = skipSpaces(s, i+len("约"))
	}
	named := strings.HasPrefix(s[i:], rmbWord)
	if named {
		i = skipSpaces(s, i+len(rmbWord))
	}
	m, ok := moneyAt(s, i)
	if !ok || m.unit != schema.UnitCNY || m.hasUpper {
		return money{}, false
	}
	if !named && !strings.HasSuffix(s[m.start:m.end], rmbWord) {
		return money{}, false
	}
	j := skipSpaces(s, m.end)
	if !strings.HasPrefix(s[j:], ")") && !strings.HasPrefix(s[j:], "）") {
		return money{}, false
	}
	m.approx = approx
	return m, true
}

// governed returns the first amount in s[from:to] that a price word
// governs, and where the word starts.
func (r *reader) governed(from, to int) (int, money, bool) {
	return r.governedBy(from, to, priceWords, priceWordStarts)
}

// governedBy is governed with the given words, indexed by starts.
func (r *reader) governedBy(from, to int, priceWords []string, starts *wordStarts) (int, money, bool) {
	s := r.f.s
	bestW, best := -1, money{start: -1}
	wordsW, words := -1, money{start: -1}
	occ := occurrences(s, from, to, priceWords, starts)
	for wi, w := range priceWords {
		next := occ[wi]
		for i := from; i < to; {
			for len(next) > 0 && next[0] < i {
				next = next[1:]
			}
			if len(next) == 0 {
				break
			}
			at := next[0] + len(w)
			i = at
			if best.start >= 0 && at > best.start {
				break
			}
			if pastDealing(s, at-len(w)) || r.inPartyPart(at) || inScope(s, at-len(w)) {
				continue
			}
			if m, ok := r.moneyAfter(at, to); ok {
				if m.value.IsZero() {
					// 交易金额为0万元, 购销金额:⏎0元: no dealing, not a price.
					continue
				}
				if containsAny(s[at:m.start], accruedWords...) {
					// 已签订并收到原件的合同金额总累计达到30,838.76万元: a running
					// total of several contracts, not one's price.
					continue
				}
				if m.words {
					if words.start < 0 || m.start < words.start {
						words, wordsW = m, at-len(w)
					}
					continue
				}
				if best.start < 0 || m.start < best.start || m.start == best.start && i-len(w) < bestW {
					best, bestW = m, at-len(w)
				}
				break
			}
		}
	}
	// A price in words only comes first unless a figure follows in its
	// sentence (基准金额为捌佰伍拾万元人民币(不含税价),基于单井包干费用,合同总价约为
	// 136,000万元: the words are a part's price, the figure the whole).
	if words.start >= 0 && (best.start < 0 || words.start < best.start && strings.ContainsAny(s[words.start:best.start], "。\n")) {
		return wordsW, words, true
	}
	return bestW, best, best.start >= 0
}

// sumWords, after the parts' figures in a sentence, introduce their sum:
// "…金额约为26,995.36万元;…金额约为8672.77万元;合计中标金额35,668.14万元",
// "中标金额分别约为26.98亿元人民币、31.77亿元人民币,合计约为58.75亿元人民币",
// 总计, 共计.
var sumWords = []string{"合计", "总计", "共计"}

// countedContractsRe counts contracts: 两合同, 两份合同, 三项协议, 多个合同.
var countedContractsRe = lazyre.New(`[两二三四五六七八九十几多数][份项个]?(?:合同|协议)`)

// wholeOf returns the sum the sentence of m states after it, when m is the
// first of the parts it sums: the figures from m up to a word of sumWords
// add up, at the precision each is written with, to the figure after the
// word. Else m.
func (r *reader) wholeOf(m money) money {
	s := r.f.s
	end := len(s)
	if k := substr.IndexAny(s[m.end:], "。\n"); k >= 0 {
		end = m.end + k
	}
	// Parts that are contracts counted (上述两合同金额分别为人民币
	// 60,772,956.00元、54,491,036.00元,合计金额为…) are contracts of their own.
	start := substr.LastIndexAny(s[:m.start], "。\n") + 1
	if countedContractsRe.MatchString(s[start:m.start]) {
		return m
	}
	for _, w := range sumWords {
		k := strings.Index(s[m.end:end], w)
		if k < 0 {
			continue
		}
		at := m.end + k
		parts := findMoney(s, m.start, at)
		if len(parts) < 2 {
			continue
		}
		t, ok := r.moneyAfter(at+len(w), end)
		if !ok || t.hasUpper || t.start > at+len(w)+24 {
			continue
		}
		if sums(parts, t) {
			return t
		}
	}
	return m
}

// sums reports whether the figures of parts add up to t's, each figure
// standing for the interval of half its last digit either side: all in
// one currency, no range.
func sums(parts []money, t money) bool {
	total := decimal.Zero
	slack := halfDigit(t.value)
	for _, p := range parts {
		if p.unit != t.unit || p.hasUpper || p.over {
			return false
		}
		total = total.Add(p.value)
		slack = slack.Add(halfDigit(p.value))
	}
	return total.Sub(t.value).Abs().LessThanOrEqual(slack)
}

// halfDigit is half the last digit of d as it is written: 0.005亿 for
// 26.98亿 (whose value keeps the exponent of its figure), 0.5 for 135,048,991.
func halfDigit(d decimal.Decimal) decimal.Decimal {
	return decimal.New(5, d.Exponent()-1)
}

// pastDealingWords mark the figure of the company's past dealings with
// the other party, which the section on it states (2011年,公司与上海烟草集团
// 有限责任公司所属企业发生类似业务的交易金额为0万元; 最近三个会计年度与公司
// 发生的购销金额:0元): not the contract's price.
var pastDealingWords = []string{"类似业务", "类似交易", "会计年度与公司", "会计年度与本公司", "会计年度内与公司", "发生的购销金额", "发生的交易金额", "发生的业务金额",
	// 2016年度,欢瑞影视与北京电视台曾签订过《电视剧播映许可使用合同》,交易金额为9601.2万元;
	// 公司于2012年9月27日与发包方曾签署《…设备供货合同》,合同金额人民币￥48,960,000.00元.
	"曾签订", "曾签署",
	// 上一会计年度本公司承接过该业主的工程有:…SF1标段,合同额24784万元;
	// 2011年度本公司承接该业主的工程有:1、“…II标段”,合同价143,433,126.00元;
	// 上一会计年度本公司承接该业主工程是“…施工项目”,总金额为5,987.381875万元.
	"承接过该业主", "承接该业主",
	// 2013年度,本公司向公交集团的销售金额为44,925万元; 2012年度公司与业主的结算收入金额
	// 为3.45亿元; 2011年度公司与华为同类产品的业务销售金额低于人民币100万元.
	"的销售金额", "业务销售金额", "结算收入金额",
	// 杭州地铁4号线一期南延伸段1标段项目处于在建过程中,公司于2014年7月中标,中标价为48,246万元.
	"处于在建过程中",
}

// pastDealingHeads open a list of past dealings whose entries follow on
// lines or clauses of their own: "3、最近三个会计年度与公司发生的购销情况:⏎
// 2009年5月,公司(分包人)与…签订了《大连国际会议中心钢结构工程专业分包合同》,
// 合同金额暂定为43,508.8445万元", "…承接过该业主的工程有:…合同额24784万元;
// 兰州新区纬五路…BT项目,合同额16980万元".
var pastDealingHeads = []string{"发生的购销情况", "发生的交易情况", "发生的业务情况", "承接过该业主的工程", "承接该业主的工程",
	// The aspect of a past experience, before the contracts of a list of
	// them: "2011年公司与成都交通投资集团有限公司先后签订过《三环路武侯立交改造
	// 工程施工标段合同》,金额为10,766.4905万元;《货运大道与绕城高速互通立交工程
	// 施工D标段施工合同》,金额为2,724.0778万元;与…签订过《…LM3标段施工合同》".
	"签订过", "签署过", "签定过"}

// pastDealing reports whether the price word at byte at is in a clause
// (back to the last 。, ; or line break) about past dealings, or in an
// entry of a list of them (clauses after a heading that ends in a colon,
// joined by semicolons).
// scopeWords open a party's business scope, whose figures are the work it
// may take on, never a price: "经营范围:…可承担工程造价1000万元以下各类地基与基础工程的
// 施工".
var scopeWords = []string{"经营范围", "业务范围"}

// inScope reports whether byte at of s lies in a business scope: on the
// line of a scope word, after it.
func inScope(s string, at int) bool {
	i := strings.LastIndexByte(s[:at], '\n') + 1
	return containsAny(s[i:at], scopeWords...)
}

func pastDealing(s string, at int) bool {
	i := substr.LastIndexAny(s[:at], "。;\n") + 1
	long := at-i > 240
	if long {
		i = at - 240
	}
	if containsAny(s[i:at], pastDealingWords...) || containsAny(s[i:at], pastDealingHeads...) {
		return true
	}
	if long {
		return false
	}
	// The clauses before it, back over semicolons and over the numbered
	// entries of a list ("(1)2012年4月,公司与…签订了《…》,合同金额为437万元。⏎
	// (2)2012年6月,…") to the list's heading.
	for n := 0; n < 24 && i > 0 && at-i < 4000; n++ {
		entry := enumStart(s[i:]) || s[i-1] == '\n' && datedEntryRe.MatchString(s[i:])
		if strings.HasSuffix(s[:i], "。") && !entry {
			return false
		}
		sep := s[i-1]
		k := substr.LastIndexAny(s[:i-1], "。;\n") + 1
		if containsAny(s[k:i-1], pastDealingHeads...) {
			return true
		}
		if (sep == '\n' || strings.HasSuffix(s[:i], "。")) && !entry {
			return false
		}
		i = k
	}
	return false
}

// datedEntryRe opens an entry of a list of past dealings by its date, on a
// line of its own: "3 、最近三个会计年度与公司发生的购销情况:⏎2009年5月,公司
// (分包人)与…签订了《…》,合同金额暂定为43,508.8445万元。⏎2010年7月,公司
// (分包人)与…签订了《…》,合同金额暂定为1,688.00万元。".
var datedEntryRe = lazyre.New(`^[0-9]{4}年(?:[0-9]{1,2}月)?`)

// headsLine reports whether the line ending at byte at of s is a numbered
// heading (4、, (四), 4.) and the price word that ends it.
func headsLine(s string, at int) bool {
	ls := strings.LastIndexByte(s[:at], '\n') + 1
	line := s[ls:at]
	open := listOpenerRe.FindString(line)
	if open == "" || strings.TrimSpace(open) == "" {
		return false
	}
	_, ok := priceWordEnds(line[len(open):])
	return ok
}

// priceWordEnds reports whether s is one of priceWords, a short qualifier
// before it allowed (项目, 本次).
func priceWordEnds(s string) (string, bool) {
	for _, w := range priceWords {
		if strings.HasSuffix(s, w) && utf8.RuneCountInString(s)-utf8.RuneCountInString(w) <= 2 {
			return w, true
		}
	}
	return "", false
}

// skipSpaces returns the first byte at or after i of s that is not a space.
func skipSpaces(s string, i int) int {
	for i < len(s) && s[i] == ' ' {
		i++
	}
	return i
}
