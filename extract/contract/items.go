// The contracts or lots of an announcement that reports several, each
// with a price of its own, and the total it states for them.

package contract

import (
	"iter"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/shopspring/decimal"

	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/internal/substr"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// item is one contract of an announcement that reports several: the
// clause that states it, its amount and what names it.
type item struct {
	from, to int // the clause, bytes of flat.s
	block    int // the start of the numbered part the clause is in
	amount   money
	project  [2]int
	contract [2]int
	lot      [2]int
	// the lot is the last of several won together (…YGZQ-3、YGZQ-4标段):
	// it tells the item apart, but is not the contract's lot.
	lotJoined bool
	// the sentence before the price's that states the award the price is
	// of (awardBefore), when it names the item
	award [2]int
}

// summingWord opens a line about the parts above: "上述重大合同总金额约占本公司
// 中国会计准则下2014年营业收入的10.2%", 上述合同总金额约占本公司2012年度营业收入的40.25%.
const summingWord = "上述"

// lotRe is the designation of a lot: 包件1, 第二包, 第3标段, 二标段, 标包2,
// 包1, A3合同段 (路桥建设 临2010-041: "…赣州至崇义(赣湘界)段建设项目土建工程A3
// 合同段施工工程。中标价237,785,626元").
var lotRe = lazyre.New(`包件[0-9]+|第[0-9` + chineseNumerals + `]+(?:包|标段|标|合同段)|[0-9` + chineseNumerals + `]+号?(?:标段|合同段)|标包[0-9]+|包[0-9]+`)

// notItemClauseWords make a clause a total or a report, not a contract:
// "截止 5 月 24 日,公司累计中标工程 47 项", 统计, 营业收入, 注册资本, "上述合同
// 已提前交付 18 台设备，交付金额 3182.40 万元", "已交付合同设备", 收款, 新签,
// 合同总额.
var notItemClauseWords = []string{"累计", "统计", "营业收入", "注册资本", "已交付", "交付金额", "收款", "新签", "合同总额"}

// priceWordParts: every price word holds one (中标价, 合同金额, 价款, 承包费,
// 总投资, 暂估价, 中标标的).
var priceWordParts = []string{"价", "额", "款", "费", "投资", "暂估", "标的"}

// lotWords name a lot: 第HQJD-02合同段, IV标段, 包1; 包 is also in 标包2
// and 包件1.
var lotWords = []string{"合同段", "标段", "包"}

// countNumerals count two or more in Chinese numerals: 两个标段, 三项工程,
// 十个包件, "与…组成的三方联合体" (一 counts none of several).
const countNumerals = "两二三四五六七八九十"

// items returns the contracts of an announcement that reports several, one
// per clause that states a price of its own for a project or a contract of
// its own: "1. 四川省…TJ2标段,中标价263,179,890元,工期30个月。",
// "二、本公司所属子公司中铁四局集团有限公司中标新建合肥铁路枢纽南环线工程,
// 中标价为人民币436,504万元", "蝶恋吉园住宅小区A区项目位于…,中标标价为人民币
// 181,403,631元;", "公司与X签署了《晶体硅铸锭炉采购合同》,合同总金额合计
// 15,768.00万元". An announcement of one contract that restates its price
// does not make items: each needs a name and a figure no other item has.
// Totals (累计中标金额, 统计) are not items.
func (r *reader) items() []item {
	s := r.f.s
	var out []item
	seenName := map[string]bool{}
	seenValue := map[string]bool{}
	valueParty := map[string]string{} // the party each figure's clause signs with
	block := 0
	for i := 0; i < len(s); {
		end := len(s)
		if k := substr.IndexAny(s[i:], "\n。;"); k >= 0 {
			end = i + k
		}
		if i == 0 || s[i-1] == '\n' {
			// A line that sums up the parts above (上述重大合同总金额约占…)
			// closes the last of them: what follows is not in it.
			if enumStart(s[i:end]) || strings.HasPrefix(s[i:end], summingWord) {
				block = i
			}
		}
		from := i
		_, n := utf8.DecodeRuneInString(s[end:])
		if end < len(s) {
			i = end + n
		} else {
			i = end
		}
		if end-from < 12 {
			continue
		}
		clause := s[from:end]
		// Two contracts counted and priced one by one (两份订货合同,其中一份
		// 合同金额为…,另一份合同金额为…).
		if strings.Contains(clause, anotherWord) {
			if pair := r.oneAndAnother(from, end); len(pair) == 2 {
				for _, it := range pair {
					v := it.amount.value.String()
					if !seenValue[v] {
						seenValue[v] = true
						out = append(out, it)
					}
				}
				continue
			}
		}
		// Every price word holds one of these: a clause without any has
		// no price (most clauses; the search for each word is skipped).
		priced := containsAny(clause, priceWordParts...)
		var w int
		var m money
		ok := false
		if priced {
			w, m, ok = r.governed(from, end)
			// A total or a report is told by the words before its
			// figure: the share of revenue a price is stated as after it
			// ("中标价人民币34.8190亿元,约占本公司中国会计准则下2009年营业收入的")
			// does not make the price a total.
			if ok && (containsAny(s[from:m.start], notItemClauseWords...) || countedTotal(s, from, w, m.start, len(out)) || countedSum(s, from, w, m.start)) {
				continue
			}
			// A contract an earlier announcement reported, cited.
			if ok && !r.progress && citedBefore(s, m) {
				continue
			}
			if ok {
				// Several awards in one sentence, joined by commas: the
				// clause ends at the first one's figure.
				if cut := r.nextAward(m.end, end); cut > 0 {
					end, i = cut, cut+1
					clause = s[from:end]
				} else if cut := r.nextPricedPart(from, w, m.end, end); cut > 0 {
					// Parts of one sentence joined by 、, each priced:
					// the clause ends at the first one's figure.
					end, i = cut, cut+len(pricedPartJoin)
					clause = s[from:end]
				}
			}
		}
		if !ok && containsAny(clause, notItemClauseWords...) {
			continue
		}
		if !ok {
			// Contracts listed by their amounts: 签订了约147.26亿元人民币的
			// 动车组销售合同、约4.39亿元人民币的动车组高级修委托合同.
			if listed, left := signedList(s, from, end, block); len(listed) > 0 {
				if left >= 0 {
					r.listedLeft = append(r.listedLeft, r.f.span(left, end))
				}
				for _, it := range listed {
					v := it.amount.value.String()
					if !seenValue[v] {
						seenValue[v] = true
						out = append(out, it)
					}
				}
				continue
			}
			// A lot and its price after a colon, in a list: 第HQJD-02合同段:
			// ￥34,989,271.00元(…);第HQPD-01合同段:￥4,080,065.00元,
			// IV标段:444,788,842元.
			if !strings.Contains(clause, ":") || !containsAny(clause, lotWords...) {
				continue
			}
			if lm := lotPriceRe.FindStringSubmatchIndex(s[from:end]); lm != nil {
				if mm, ok := moneyAt(s, from+lm[4]); ok {
					out = appendItem(out, seenName, seenValue, item{from: from, to: end, block: block, amount: mm, lot: [2]int{from + lm[2], from + lm[3]}}, s)
				}
			}
			continue
		}
		if sumOfSeveral(s, from, w, m.start) {
			continue
		}
		if partsFollow(s, m.end) {
			// The whole, stated for the parts after it: their total.
			if !r.partsWholeOK {
				r.partsWhole, r.partsWholeOK = m, true
			}
			continue
		}
		if listed := r.respectively(from, w, end); len(listed) > 0 {
			for _, it := range listed {
				v := it.amount.value.String()
				if !seenValue[v] {
					seenValue[v] = true
					out = append(out, it)
				}
			}
			continue
		}
		it := item{from: from, to: end, block: block, amount: m}
		// A price word that starts with the project's end word (…改扩建
		// 项目投资15,280万元): the name runs up to the word's end of it.
		nameTo := w
		if strings.HasPrefix(s[w:], projectInvestWord) {
			nameTo += len(projectWord)
		}
		it.project = itemProject(s, from, nameTo)
		for _, re := range []keyed{contractNameRe, signedNameRe} {
			for _, cm := range re.find(s, from, end) {
				cm[2] += countPrefix(s[cm[2]:cm[3]])
				// A short form is not the name: (以下简称“英德余热发电总承包
				// 协议”) after 签署了2×21000KW余热发电项目总包协议书.
				if plausibleContract(s[cm[2]:cm[3]]) && !endsAny(strings.TrimRight(s[max(0, cm[2]-12):cm[2]], "“\""), shortFormWords...) {
					it.contract = [2]int{cm[2], cm[3]}
					break
				}
			}
			if it.contract[1] > it.contract[0] {
				break
			}
		}
		// A lot of the tender: "包件1:⏎中标供应商:…中标金额:人民币
		// 109,784,000.00元", the marker in the clause or just before it.
		back := from - 80
		if back < block {
			back = block
		}
		if back > from {
			back = from
		}
		if ms := lotRe.FindAllStringIndex(s[back:w], -1); len(ms) > 0 {
			l := ms[len(ms)-1]
			it.lot = [2]int{lotStart(s, back, back+l[0]), back + l[1]}
			// The last of several lots won together (…站前工程YGZQ-3、YGZQ-4
			// 标段施工总价承包, 二、五、六、八标段): not the item's lot.
			// A lot that opens its part of the sentence (…元、三标段的中标
			// 金额为…, nextPricedPart) is that part's own.
			it.lotJoined = it.lot[0] > from && endsAny(s[back:it.lot[0]], lotJoins...)
		} else if lm := lotPriceRe.FindStringSubmatchIndex(s[w:m.end]); lm != nil && w+lm[4] == m.start {
			// 中标价:Ⅲ标段:466,282,694元: the lot between word and figure.
			it.lot = [2]int{w + lm[2], w + lm[3]}
		}
		if n := len(out); n > 0 && it.lot[1] > it.lot[0] && out[n-1].lot[1] > out[n-1].lot[0] && s[it.lot[0]:it.lot[1]] == s[out[n-1].lot[0]:out[n-1].lot[1]] {
			// The lot of the item before, read back into its clause
			// (…XH-04标段的中标单位,中标价格75,270,660.00元;接到…第Z1合同段的
			// 中标单位): not this one's.
			it.lot = [2]int{}
		}
		name := ""
		switch {
		case it.project[1] > it.project[0]:
			name = s[it.project[0]:it.project[1]]
		case it.contract[1] > it.contract[0]:
			name = s[it.contract[0]:it.contract[1]]
		case it.lot[1] > it.lot[0]:
			name = s[it.lot[0]:it.lot[1]]
		default:
			// A lot lettered without a number names an item that nothing
			// else names: "…通信系统供货与安装合同( E合同段)。中标总价款为…".
			ms := letteredLotRe.FindAllStringSubmatchIndex(s[back:w], -1)
			if len(ms) == 0 {
				// The award stated in the sentence before, in the item's
				// own numbered part: "2、南昌市政建设投资发展有限公司通知公司
				// 已中标南昌市洪都大桥工程项目第III合同段。中标价240,181,864元。"
				prev := block
				if n := len(out); n > 0 && out[n-1].to > prev {
					prev = out[n-1].to
				}
				aw := awardBefore(s, block, prev, from, w)
				if aw[1] <= aw[0] || seenName[s[aw[0]:aw[1]]] {
					continue
				}
				name = s[aw[0]:aw[1]]
				it.award = aw
				break
			}
			l := ms[len(ms)-1]
			it.lot = [2]int{back + l[2], back + l[3]}
			if n := len(out); n > 0 && out[n-1].lot[1] > out[n-1].lot[0] && s[it.lot[0]:it.lot[1]] == s[out[n-1].lot[0]:out[n-1].lot[1]] {
				continue
			}
			name = s[it.lot[0]:it.lot[1]]
		}
		v := m.value.String()
		party := r.clauseParty(from, w)
		// The same figure again is the same contract restated, unless each
		// clause signs it with a party of its own: "…与台泥(英德)水泥有限公司…
		// 签署了…,合同总金额为324,744,000元人民币" and "同日,公司与台泥(贵港)水泥
		// 有限公司…签署了…,合同总金额为324,744,000元人民币".
		if seenValue[v] && (party == "" || valueParty[v] == "" || valueParty[v] == party) || seenName[name] && it.contract[1] == it.contract[0] {
			continue
		}
		seenValue[v] = true
		seenName[name] = true
		valueParty[v] = party
		out = append(out, it)
	}
	// The whole is the total of the items only when they are its parts,
	// the first right after its figure (。其中:⏎1.…, 。其中,…).
	if r.partsWholeOK && (len(out) < 2 || out[0].from < r.partsWhole.end || out[0].from-r.partsWhole.end > partsGap) {
		r.partsWholeOK = false
	}
	return out
}

// A clause that sums the awards it lists, one after another, is a total,
// not a contract: "2013年12月,公司在中石油所属哈萨克斯坦阿克纠宾和北布扎奇
// 油田陆续中标了天然气分子筛装置和加热分离器两个油气处理装备项目,合同金额共计
// 约人民币5,657.57万元", "2014年9月,公司陆续中标中石油伊拉克哈法亚油田三期
// 多通阀项目、巴基斯坦联合能源有限公司测试分离器项目以及北布扎奇油田多相泵
// 项目,合同金额共计约人民币10,477.42万元".
var (
	// severalWonWords say the clause reports several awards: 陆续中标, 先后中标.
	severalWonWords = []string{"陆续", "先后"}
	// summedWords stand between the price word and its figure in a sum:
	// 合同金额共计约, 中标金额合计, 总计.
	summedWords = []string{"共计", "合计", "总计"}
)

// countedTotal reports whether the price a word at byte w governs, its
// figure at byte fig, is the total of the n contracts read before it: the
// clause opens with 上述 and counts ("…中标金额为357,885,922元,工期955日历天。
// 上述两项中标工程的中标金额合计为466,371,973元"), or the part of it the word
// is in opens with a count of n or fewer ("1、两个采购项目中标金额共计约为2229
// 万元", after the two awards). A count of lots not read apart is one
// award's ("确定龙建路桥股份有限公司为…第三、四、八、十一、十五合同段的中标单位,
// 五个合同段中标总价为人民币194,753,938.00元", "…第A20、B8、B9合同段的中标单位,
// 上述3个标段的总造价为211,930,576.00元"): one contract, as the filing
// reports it.
func countedTotal(s string, from, w, fig, n int) bool {
	if w < from || fig < w {
		return false
	}
	at := from
	if k := strings.LastIndexAny(s[from:w], ",，"); k >= 0 {
		at = from + k + 1
	}
	head := s[at:fig]
	if m := itemMarkerRe.FindStringIndex(head); m != nil {
		head = head[m[1]:]
	}
	for _, o := range listOpeners {
		if strings.HasPrefix(head, o) {
			head = head[len(o):]
			break
		}
	}
	if at == from && strings.HasPrefix(head, summingWord) {
		return countedRe.MatchString(head)
	}
	m := countedRe.FindStringSubmatch(head)
	if m == nil || !strings.HasPrefix(head, m[0]) {
		return false
	}
	k := countOf(m[1])
	return k >= 2 && k <= n
}

// countedSum reports whether the price a word at byte w governs, its
// figure at byte fig, is the sum of the lots or contracts its clause
// counts: "…为分标“A”和“B”的中标候选人之一,共中11个包,预计中标金额共约8,809.45
// 万元" — 共 between the word and the figure (共约, 共计), and a count of two
// or more in the clause before the word.
func countedSum(s string, from, w, fig int) bool {
	if w < from || fig < w || !strings.Contains(s[w:fig], sumWord) {
		return false
	}
	for _, m := range countWordRe.FindAllStringSubmatch(s[from:w], -1) {
		if countOf(m[1]) >= 2 {
			return true
		}
	}
	return false
}

// sumWord stands before a sum's figure: 共约, 共计, 总共.
const sumWord = "共"

// countedRe is a count of contracts, the count's noun qualified or not:
// 两个项目, 两个采购项目, 两项中标工程, 3份销售合同.
var countedRe = lazyre.New(`([` + countNumerals + `0-9]{1,3})(?:个|项|份)[^,，。;、\n0-9]{0,6}?(?:包件|标段|标包|项目|工程|合同|订单)`)

// sumOfSeveral reports whether the price a word at byte w governs, its
// figure at byte fig, sums the several awards s[from:w] reports.
func sumOfSeveral(s string, from, w, fig int) bool {
	if w < from || fig < w {
		return false
	}
	return containsAny(s[w:fig], summedWords...) && containsAny(s[from:w], severalWonWords...)
}

// partsWord opens the parts of a whole whose price comes before it: "该
// 《中标通知书》确定公司为2017年度河源、云浮等五市垦造水田项目EPC总承包(第一批)
// 的中标单位,…中标价为⏎39,939.370616万元。其中:⏎1.2017年度河源市连平县隆街镇
// 河角坪垦造水田项目,中标⏎价为20,470.728898万元;" — the whole is their total,
// not one of them.
const partsWord = "其中"

// partsMarks follow partsWord when it opens the parts, not a share of the
// whole ("…总中标价2,459,558,685元,其中川交公司施工价1,526,379,426元"):
// 其中:⏎1.…, "签署了两份业务合同,合同金额共计3050万美元。其中,厦门珀挺与台塑
// 公用事业有限公司…签订了一份设备买卖合同".
var partsMarks = []string{":", "：", ",", "，"}

// partsGap is the most bytes between a whole's figure and the first of its
// parts: 。其中:⏎ and a marker.
const partsGap = 24

// partsFollow reports whether the parts of a whole follow its figure,
// ending at byte at: 。其中:, 。其中,.
func partsFollow(s string, at int) bool {
	t := strings.TrimLeft(s[at:min(len(s), at+16)], "。,，;\n ")
	return strings.HasPrefix(t, partsWord) && startsAny(t[len(partsWord):], partsMarks...)
}

// lotStart returns where the lot whose number starts at byte i of s
// begins, back to from: its code run into the number (…土建工程第DBLJ5标段,
// …路基土建工程A3标段, 温州市域铁路S1线一期工程土建SG14标段, TH-C04标段) and
// the 第 before it, not the number alone.
func lotStart(s string, from, i int) int {
	j := i
	for j > from && (isLetter(s[j-1]) || s[j-1] >= '0' && s[j-1] <= '9' || s[j-1] == '-') {
		j--
	}
	for j < i && s[j] == '-' {
		j++
	}
	if j == i {
		return i
	}
	if strings.HasSuffix(s[from:j], ordinalWord) {
		j -= len(ordinalWord)
	}
	return j
}

// awardBefore returns the sentence of s[prev:from] that states the award
// an item's price, at byte from, is of, when the item is in a numbered
// part opening at byte block and the sentence is the one just before the
// price's: "1、北京市路政局延庆公路分局通知公司已中标八达岭过境线改建工程设计
// 施工总承包工程( 标段K0+000-K7+335 )。中标价180,456,200元。", "二、通知书
// (NO:2007-010-27)指出:“杭州地铁1号线工程文化广场站”施工项目公开招标,…选定
// 本公司为中标人,负责该项工程的施工。该项工程的合同价款为17,081万元", or
// the first item when its marker is run into the line that announces the
// list (…如下: 1、…); an empty pair for none.
func awardBefore(s string, block, prev, from, w int) [2]int {
	if prev >= from || block > 0 && !enumStart(s[block:from]) {
		return [2]int{}
	}
	// The price's clause opens with its price word (中标价…, 该项工程的合同
	// 价款为…): a clause that says more first is not the award's price.
	if op := strings.TrimSpace(s[from:w]); op != "" && !slices.Contains(awardPriceOpeners, op) {
		return [2]int{}
	}
	k := strings.LastIndex(s[prev:from], "。")
	if k < 0 || strings.TrimSpace(s[prev+k+len("。"):from]) != "" {
		return [2]int{}
	}
	end := prev + k
	i := prev + strings.LastIndexAny(s[prev:end], "。;\n") + 1
	if block == 0 {
		// The first item run into the line that announces the list:
		// "…中标合同情况如下: 1、广西北部湾投资集团有限公司通知公司中标…施工
		// 工程。中标价281,018,539元".
		c := strings.LastIndexAny(s[i:end], ":：")
		if c < 0 {
			return [2]int{}
		}
		_, n := utf8.DecodeRuneInString(s[i+c:])
		if !enumStart(s[i+c+n : end]) {
			return [2]int{}
		}
		i += c + n
		if containsAny(s[i:end], runInAwardedWords...) {
			return [2]int{i, end}
		}
	}
	if !containsAny(s[i:end], awardedWords...) {
		return [2]int{}
	}
	return [2]int{i, end}
}

// awardPriceOpeners may stand before the price word of an award's price:
// 该项工程的合同价款为…, 该项目中标价…, 其中标价….
var awardPriceOpeners = []string{"该项工程的", "该工程的", "该项目的", "该项目", "该工程", "其"}

// awardedWords state the company's award in the sentence before its price:
// 通知公司已中标…, 选定本公司为中标人, 确定公司为…的中标人.
var awardedWords = []string{"已中标", "为中标人", "的中标人", "为中标单位", "的中标单位"}

// runInAwardedWords state it too in the first item run into the line that
// announces the list, which no numbered part holds (blockItems reads the
// parts that open their own lines): "…中标合同情况如下: 1、广西北部湾投资
// 集团有限公司通知公司中标广西壮族自治区防城至东兴高速公路土建工程施工招标No5
// 合同施工工程。中标价281,018,539元" (路桥建设 临2011-003).
var runInAwardedWords = []string{"通知公司中标", "通知本公司中标"}

// letteredLotRe is a lot lettered without a number, its letters not run
// into a word before them: E合同段 (新大陆 2012-004: "…监控、收费、通信系统
// 供货与安装合同( E合同段)。中标总价款为人民币…"), A标段, IV标段.
var letteredLotRe = lazyre.New(`(?:^|[^A-Za-z0-9])([A-Z]{1,4}(?:标段|合同段))`)

// lotJoins join the lots of one award: YGZQ-3、YGZQ-4标段, 二标段和五标段.
var lotJoins = []string{"、", "和", "及", "与"}

// lotPriceRe is a lot named before its price after a colon: 第HQJD-02合同段:
// ￥34,989,271.00元, Ⅲ标段:466,282,694元 (the price word, when there is
// one, before the lot).
var lotPriceRe = lazyre.New(`(?:^|:)(?:\(?[0-9` + chineseNumerals + `]{1,2}[)、.])?((?:第)?[A-Za-z0-9ⅠⅡⅢⅣⅤⅥⅦⅧⅨⅩ\-]{1,20}(?:合同段|标段|标包|包件|包))[:：][￥¥]?([0-9])`)

// appendItem adds an item whose lot names it, unless its figure or its
// name is another item's.
func appendItem(out []item, seenName, seenValue map[string]bool, it item, s string) []item {
	name := s[it.lot[0]:it.lot[1]]
	v := it.amount.value.String()
	if seenValue[v] || seenName[name] {
		return out
	}
	seenValue[v] = true
	seenName[name] = true
	return append(out, it)
}

// totalWords introduce the total of several contracts or lots: 本次中标两个
// 包件合计金额为17,139.80万元, 上述四个项目合计中标标价为人民币787,048,886元,
// 两个项目中标总价为60,420万元 (湘电股份 2010), 五个合同段中标总价为人民币
// 194,753,938.00元, 本次公司全资子公司签订的两项合同总价为55,046万元,
// 公司本次项目中标金额共约7,780.95万元 (a lot announcement, after its lots).
var totalWords = []string{"合计金额", "合计中标标价", "合计中标价", "合计中标金额", "中标价合计", "中标金额合计", "合同金额合计", "金额合计", "合计", "共计", "总计", "中标总价", "合同总价", "共约"}

// runningTotalWords make a total a running one, not of the contracts
// reported: 累计, 本年, 年度, 今年, "截止 5 月 24 日", 截至, 统计.
var runningTotalWords = []string{"累计", "本年", "年度", "今年", "截至", "截止", "统计"}

// totalMentions yields each total word (totalWords, in their order) of s
// that does not make a running total (runningTotalWords in its sentence
// before it): where the word ends, and its sentence up to the word.
func totalMentions(s string) iter.Seq2[int, string] {
	return func(yield func(int, string) bool) {
		for _, w := range totalWords {
			for at := range mentions(s, 0, len(s), w) {
				head := s[strings.LastIndexAny(s[:at], "。\n;")+1 : at]
				if containsAny(head, runningTotalWords...) {
					continue
				}
				if !yield(at+len(w), head) {
					return
				}
			}
		}
	}
}

// statedTotal returns the total an announcement of several contracts
// states for them, in a sentence about them (本次, 上述, 两个, 四个), not
// a running total (累计, 本年度).
func (r *reader) statedTotal(n int) (money, bool) {
	s := r.f.s
	for i, head := range totalMentions(s) {
		// The sentence counts what it totals (两个包件, 四个项目), and
		// the count is the number of contracts read: a total of some of
		// them, or of others, is not theirs.
		cm := countWordRe.FindStringSubmatch(head)
		if cm == nil || countOf(cm[1]) != n {
			continue
		}
		if m, ok := r.moneyAfter(i, min(len(s), i+80)); ok && !m.hasUpper {
			return m, true
		}
	}
	// A whole whose parts follow it (…中标价为39,939.370616万元。其中:⏎1.…
	// 项目,中标价为20,470.728898万元;…): their total.
	if r.partsWholeOK && !r.partsWhole.hasUpper {
		return r.partsWhole, true
	}
	return money{}, false
}

// summedTotal returns the total a sentence states for the contracts read
// apart (items, or the rows of a table above its 合计 row) without counting
// them, before them ("…于近日签订了若干项重大合同,合计金额约为51.36亿
// 元人民币,具体情况如下:", "收到三份…《中标通知书》,中标总价款合计为189,956,367
// 元。分别如下:") or after them ("上述工程中标价合计为人民币1,235,240万元,约占本
// 公司…营业收入的", after six numbered awards), when the contracts' amounts
// add up to it exactly, in its currency: a figure they do not add up to is
// a total of something else, or the contracts are not read whole, and is
// left out.
func (r *reader) summedTotal(cs []schema.Contract) (money, bool) {
	if !r.readApart {
		return money{}, false
	}
	var sum decimal.Decimal
	unit := ""
	for _, c := range cs {
		a := c.Amount
		if a == nil || a.Upper != "" || a.Bound != schema.BoundEq || unit != "" && a.Unit != unit {
			return money{}, false
		}
		v, err := decimal.NewFromString(a.Value)
		if err != nil {
			return money{}, false
		}
		unit = a.Unit
		sum = sum.Add(v)
	}
	s := r.f.s
	for i := range totalMentions(s) {
		end := len(s)
		if e := substr.IndexAny(s[i:], "\n。;"); e >= 0 {
			end = i + e
		}
		m, ok := r.moneyAfter(i, end)
		if ok && !m.hasUpper && !m.over && !m.capped && m.unit == unit && m.value.Equal(sum) {
			return m, true
		}
	}
	return money{}, false
}

// sumOfOthers returns the items without the one whose figure is the sum
// of all the others (two or more, in its currency, exactly), stated as a
// sum (合计, 共计, 总计 in its clause), and that figure: "…拟中标郑州、无锡、
// 苏州、长沙、武汉、徐州六城市轨道交通项目,中标金额合计: 14,476.0274万元。
// 具体情况如下:⏎1 、郑州市轨道交通5号线工程…,中标总金额6198.33万元;…" is
// the total of the six lots listed after it, not a seventh contract.
func sumOfOthers(s string, items []item) ([]item, money, bool) {
	if len(items) < 3 {
		return items, money{}, false
	}
	for i, it := range items {
		m := it.amount
		if m.hasUpper || !containsAny(s[it.from:it.to], summedWords...) {
			continue
		}
		var sum decimal.Decimal
		ok := true
		for k, o := range items {
			if k == i {
				continue
			}
			if o.amount.unit != m.unit || o.amount.hasUpper {
				ok = false
				break
			}
			sum = sum.Add(o.amount.value)
		}
		if ok && sum.Equal(m.value) {
			return append(items[:i:i], items[i+1:]...), m, true
		}
	}
	return items, money{}, false
}

// countWordRe is a count of contracts: 两个包件, 四个项目, 3项合同, 2个标段.
var countWordRe = lazyre.New(`([` + countNumerals + `0-9]{1,3})(?:个|项|份)(?:包件|标段|标包|包|项目|工程|合同|订单|标)`)

func countOf(w string) int {
	if n, err := strconv.Atoi(w); err == nil {
		return n
	}
	d := map[rune]int{'两': 2, '二': 2, '三': 3, '四': 4, '五': 5, '六': 6, '七': 7, '八': 8, '九': 9}
	rs := []rune(w)
	switch {
	case len(rs) == 1 && rs[0] == '十':
		return 10
	case len(rs) == 1:
		return d[rs[0]]
	case len(rs) == 2 && rs[0] == '十':
		return 10 + d[rs[1]]
	case len(rs) == 2 && rs[1] == '十':
		return d[rs[0]] * 10
	}
	return 0
}

// itemMarkerRe is the numbering at the start of an item.
var itemMarkerRe = lazyre.New(`^(?:\(?[0-9` + chineseNumerals + `]{1,3}[)、.]|[①-⑳]|第[` + chineseNumerals + `0-9]{1,3}[、.,:]?)`)

// The words of an item's clause around its project:
var (
	// an ordinal marker that may be part of the name: 第一期, 第二批.
	ordinalWord = "第"
	// the words that open a list: 其中,蝶恋吉园住宅小区A区项目位于…;
	// "另外，公司与…"; "此外，由于…".
	listOpeners = []string{"其中,", "其中:", "其中", "另外,", "此外,"}
	// a quoted title of a result, not a tender: …公告, …公示, …名单.
	resultTitleWords = []string{"公告", "公示", "名单"}
	// the verb before a won project: 子公司X中标PROJECT,中标价…; not the
	// price words that start with it (中标价, 中标金额).
	wonWord       = "中标"
	wonPriceWords = []string{"中标价", "中标金额"}
	// X项目位于天津市宝坻区…: the project's name ends before 位于.
	locatedWord = "位于"
	// a whole clause before its price is a project when it ends like one
	// (委内瑞拉农副产品加工设备制造厂工业园项目合同金额为32.27亿元人民币)
	// and names nothing else.
	clauseProjectEnds     = []string{"项目", "工程", "标段", "合同段"}
	notClauseProjectWords = []string{"合同", "合计", "暂定", "涉及", "签订", "签署", "通知", "其中", "公司", "中标"}
	// a label or a term of payment, not a name: "签约合同价为人民币
	// 252,000,00…", 合同类型及金额, 可用性服务费自项目竣工验收通过之日起;
	// a scale (scaleWords).
	notItemProjectWords = append([]string{"公司", "中标", "于", "上述", "合计", "估算", "服务费", "之日起"}, scaleWords...)
	// scaleWords state a project's scale, not its name: "第一期建设规模约
	// 45km,投资估算3.4884亿元", "…应急池工程项目:总设计规模420,000m³" (盈峰环境
	// 2017).
	scaleWords = []string{"建设规模", "设计规模"}
	labelEnds  = []string{"为", "金额", "价"}
)

// itemProject returns the project an item names before its price:
// "…子公司X中标PROJECT,中标价…", "PROJECT,中标价…", "PROJECT:…,公司于…中标".
func itemProject(s string, from, price int) [2]int {
	t := s[from:price]
	at := from
	if m := itemMarkerRe.FindStringIndex(t); m != nil && !(strings.HasPrefix(t, ordinalWord) && counted(t[m[1]:])) {
		at += m[1]
		t = t[m[1]:]
	}
	// 其中,蝶恋吉园住宅小区A区项目位于…: the words that open a list.
	for _, w := range listOpeners {
		if strings.HasPrefix(t, w) {
			at += len(w)
			t = t[len(w):]
			break
		}
	}
	// A clause that opens with its tender names it there, not up to its
	// first comma: "在张家口坝上风电基地尚义补龙湾风电场10万千瓦风电机组设备
	// 采购项目招标中,湘电风能有限公司中标,中标金额为40,280万元".
	if startsAny(t, nextAwardOpenings...) {
		if p := namedTender(s, at, price); p[1] > p[0] {
			return p
		}
	}
	// A quoted tender: 发布了“国家电网公司2017年第六次变电设备(含电缆)招标
	// 采购推荐的中标候选人公示”,公司为…中标人,中标金额….
	if k := strings.LastIndex(t, "“"); k >= 0 {
		if e := strings.Index(t[k:], "”"); e > 0 {
			v := t[k+len("“") : k+e]
			for _, w := range tenderTails {
				if strings.HasSuffix(v, w) {
					v = strings.TrimSuffix(v, w)
					break
				}
			}
			// A lot and what it holds (“标包1:小型高频UPS(1-20KVA)”) is
			// the lot, not the project.
			if lm := lotRe.FindStringIndex(v); lm != nil && lm[0] == 0 && startsAny(v[lm[1]:], ":", "：") {
				v = ""
			}
			if v != "" && plausibleProject(v) && cleanProject(v) == v && !containsAny(v, resultTitleWords...) {
				i := at + k + len("“")
				return [2]int{i, i + len(v)}
			}
		}
	}
	if k := strings.LastIndex(t, wonWord); k >= 0 && k+len(wonWord) < len(t) && !startsAny(t[k:], wonPriceWords...) {
		rest := t[k+len(wonWord):]
		if strings.HasPrefix(rest, leWord) {
			rest = rest[len(leWord):]
		}
		if e := strings.IndexAny(rest, ",，;。"); e > 0 {
			v := strings.Trim(rest[:e], "“”\"")
			for _, w := range wonRoleTails {
				if strings.HasSuffix(v, w) && endsAny(strings.TrimSuffix(v, w), clauseProjectEnds...) {
					v = strings.TrimSuffix(v, w)
					break
				}
			}
			if plausibleProject(v) {
				i := at + strings.Index(t, v)
				return [2]int{i, i + len(v)}
			}
		}
	}
	// The project first, up to the first comma or colon, or to 位于 (X项目
	// 位于天津市宝坻区…), or the whole clause before its price (委内瑞拉农副
	// 产品加工设备制造厂工业园项目合同金额为32.27亿元人民币).
	e := nameEnd(t)
	if k := strings.Index(t, locatedWord); k > 0 && (e < 0 || k < e) {
		e = k
	}
	if e < 0 && utf8.RuneCountInString(t) <= 60 && endsLikeProject(t) && !containsAny(t, notClauseProjectWords...) {
		e = len(t)
	}
	if e > 0 {
		v := strings.Trim(t[:e], "“”\"")
		// Not a label or a term of payment read as a name: 签约合同价为,
		// 合同类型及金额, 可用性服务费自项目竣工验收通过之日起.
		if plausibleProject(v) && cleanProject(v) != "" && !containsAny(v, notItemProjectWords...) && !endsAny(v, labelEnds...) {
			i := at + strings.Index(t, v)
			return [2]int{i, i + len(v)}
		}
	}
	return namedTender(s, at, price)
}

// nameEnd returns where a name that opens t ends, at its first comma,
// colon or semicolon, -1 for none; a comma between digits is a figure's
// (第一期建设规模20,000m³/d), not the end.
func nameEnd(t string) int {
	for i := 0; i < len(t); {
		k := strings.IndexAny(t[i:], ",，:;")
		if k < 0 {
			return -1
		}
		k += i
		if t[k] == ',' && k > 0 && k+1 < len(t) && isDigit(t[k-1]) && isDigit(t[k+1]) {
			i = k + 1
			continue
		}
		return k
	}
	return -1
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// projectPhaseRe is a project's phase or section after its end word:
// 委内瑞拉第斯那托斯农业综合发展项目二期, …灌溉系统修复扩建工程(三期三段) (中工国际
// 2010-053).
var projectPhaseRe = lazyre.New(`(?:项目|工程)(?:[` + chineseNumerals + `0-9]{1,2}期|\([^()]{1,12}\))$`)

// endsLikeProject reports whether t ends as a project's name does: in
// 项目, 工程, 标段 or 合同段, or in a phase or a section after 项目 or 工程.
func endsLikeProject(t string) bool {
	return endsAny(t, clauseProjectEnds...) || projectPhaseRe.MatchString(t)
}

// wonRoleTails are the role a won project's name runs into: "公司与…组成的
// 联合体中标江阴市防汛应急工程信息化采购项目供应商,项目金额约为983万元".
var wonRoleTails = []string{"供应商", "中标人", "中标单位", "承包人"}

// itemTenderRes name the tender an item's clause awards, when the clause
// opens with its notice and the company, not the name: "接到陕西西汉高速
// 公路有限责任公司的中标通知书,确认龙建路桥股份有限公司为二河国道主干线…
// XH-04标段的中标单位,中标价格75,270,660.00元", "公司于2017年3月6日收到
// 贵州省盘县水利投资有限责任公司的中标通知,公司为盘县朱昌河水库工程电站设备
// 采购及安装(二次)采购项目的中标供应商,项目金额约为1246万元", "在张家口坝上
// 风电基地塞北西山风电场10万千瓦项目风电机组设备采购项目招标中,湘电风能有限
// 公司中标,中标金额为20,140万元".
var itemTenderRes = []keyed{winnerOfRe, inProjectRe}

// A role or a second role read as part of the name: "被确定为2015年山东高速
// 养护维修工程项目候选人及中标单位" (候选人, a name ending in 及, 和, 与, 或).
var (
	roleInNameWords = []string{"候选人"}
	joinEnds        = []string{"及", "和", "与", "或"}
)

// namedTender returns the last tender itemTenderRes name in s[from:to], as
// written: a name cleanProject would cut, that names a party or that names
// several lots (…机电工程施工招标第41标段和第42标段, the tender of two items)
// is left out.
func namedTender(s string, from, to int) [2]int {
	for _, re := range itemTenderRes {
		ms := re.find(s, from, to)
		for k := len(ms) - 1; k >= 0; k-- {
			v := s[ms[k][2]:ms[k][3]]
			if plausibleProject(v) && cleanProject(v) == v && !containsAny(v, notItemProjectWords...) && !containsAny(v, roleInNameWords...) && !endsAny(v, joinEnds...) && len(lotRe.FindAllStringIndex(v, 2)) < 2 {
				return [2]int{ms[k][2], ms[k][3]}
			}
		}
	}
	return [2]int{}
}

// counterWords follow an ordinal that is part of a name: 第一期, "第二批次
// 交货", 第三次, 第一标, 第二包, 第一阶段, 年, 个, 项.
var counterWords = []string{"期", "批", "次", "标", "包", "阶段", "年", "个", "项"}

// counted reports whether s opens with a counter word, which makes an
// ordinal before it part of the name (第一期建设规模, 第二批), not an
// item's marker.
func counted(s string) bool {
	return startsAny(s, counterWords...)
}

// thisProjectWords refer to the project named before: 本项目, 该项目.
var thisProjectWords = []string{"本项目", "该项目"}

// allWords say a label's value is of every contract: 上述两项工程的招标人均为:X,
// 上述项目招标人均为X, 都.
var allWords = []string{"均", "都"}

func (r *reader) fromItems(items []item, status string, statusSpan normalize.Span) []schema.Contract {
	s := r.f.s
	pre := items[0].from
	lotsOf := schema.Contract{Evidence: map[string]schema.Ref{}}
	r.sentenceProject(&lotsOf, 0, pre)
	var out []schema.Contract
	for n, it := range items {
		ct := schema.Contract{Status: status, Evidence: map[string]schema.Ref{}}
		lotOfTender := false
		r.setAmount(&ct, it.amount)
		// A part's name that ends as a contract's (1、工程名称:华电内蒙古…送出工程
		// 总承包合同, (一)…光伏发电项目总承包合同) names the contract, not the
		// project, when no 《》 title names it.
		if it.project[1] > it.project[0] && it.contract[1] <= it.contract[0] && endsAny(s[it.project[0]:it.project[1]], contractNameEnds...) {
			it.contract, it.project = it.project, [2]int{}
		}
		if it.project[1] > it.project[0] {
			if i, j, ok := r.cleanName(it.project[0], it.project[1]); ok {
				ct.Project = s[i:j]
				ct.Evidence["project"] = r.c.Ref(r.f.span(i, j))
			}
		}
		if it.contract[1] > it.contract[0] {
			ct.ContractName = s[it.contract[0]:it.contract[1]]
			ct.Evidence["contract_name"] = r.c.Ref(r.f.span(it.contract[0], it.contract[1]))
		}
		if it.lot[1] > it.lot[0] && !it.lotJoined {
			ct.Lot = s[it.lot[0]:it.lot[1]]
			ct.Evidence["lot"] = r.c.Ref(r.f.span(it.lot[0], it.lot[1]))
			if ct.Project == "" {
				// The tender the lots are of is not the lot's project
				// (tenderOfLots).
				if m := r.projectLabel(0, pre); m[1] > m[0] {
					r.tenderOfLots(m[0], m[1])
					lotOfTender = true
				}
			}
		}
		from := it.block
		if from > it.from {
			from = it.from
		}
		// The project named in the sentence before the price's, in the
		// item's own part: "1、浙江杭新景高速公路有限公司通知公司中标杭新景…第18标段
		// 施工工程。中标价336,736,302元", "…其正式通知本公司已中标宁武高速公路
		// (南平段)…ed3标段。中标总价款为…".
		if ct.Project == "" && ct.ContractName == "" && !lotOfTender {
			lo := from
			if n > 0 && items[n-1].to > lo {
				lo = items[n-1].to
			}
			// The award sentence that names the item first: the parts
			// before it may name other projects (…如下: 1、X通知公司中标
			// PROJECT。中标价…).
			if it.award[1] > it.award[0] {
				r.sentenceProject(&ct, it.award[0], it.to)
			}
			if ct.Project == "" {
				r.sentenceProject(&ct, lo, it.to)
			}
		}
		// A lot of the project its sentence refers to ("其中,公司为本项目“标包1:
		// 小型高频UPS(1-20KVA)”第四名中标人,预计中标金额为50万元;“标包2:…”"):
		// the tender named in a sentence before the lots, which is not the
		// lot's project either (tenderOfLots).
		if ct.Project == "" && ct.ContractName == "" && ct.Lot != "" && lotsOf.Project != "" && !lotOfTender &&
			containsAny(s[strings.LastIndexAny(s[:it.from], "。\n")+1:it.to], thisProjectWords...) {
			if k := strings.Index(s, lotsOf.Project); k >= 0 {
				r.tenderOfLots(k, k+len(lotsOf.Project))
			}
		}
		if ms := withParty(s, it.from, it.to); len(ms) > 0 && it.from > from {
			// The item's own clause names the other party: …;与中国铁路总公司
			// 下属各铁路局签订了动车组高级修合同,总金额约为人民币27.43亿元.
			if name, i, j := cutName(s[ms[0][2]:ms[0][3]]); name != "" && !r.isOwn(name) && !isVenue(name) {
				ct.Employer = r.expand(name)
				r.via("employer", "item: with", ct.Employer)
				ct.Evidence["employer"] = r.c.Ref(r.f.span(ms[0][2]+i, ms[0][2]+j))
			}
		}
		if ct.Employer == "" {
			// The item's part after the item before it first: 收到X的《中标
			// 通知书》,…中标A。中标金额为…;另,近日本公司收到Y的《中标通知书》,
			// …中标B。中标金额为… (the two items in one part, each sender its
			// own item's).
			name, sp, ok := "", normalize.Span{}, false
			if n > 0 && items[n-1].to > from && items[n-1].to < it.from {
				name, sp, ok = r.itemEmployer(it.from, items[n-1].to, it.to)
			}
			if !ok {
				name, sp, ok = r.itemEmployer(it.from, from, it.to)
			}
			if ok {
				ct.Employer = name
				r.via("employer", "item: own", name)
				ct.Evidence["employer"] = r.c.Ref(sp)
			} else if it.lot[1] > it.lot[0] {
				// Lots of one tender: its tenderer, stated before them.
				if name, sp, ok := r.labelled(employerLabelRe, 0, pre); ok {
					ct.Employer = name
					r.via("employer", "item: lots label", name)
					ct.Evidence["employer"] = r.c.Ref(sp)
				}
			}
		}
		// The subsidiary the item names, else the company's own party.
		for _, sub := range r.subsidiaries() {
			k := r.flatIndex(sub.sp.Start)
			if k >= from && k < it.to {
				ct.Contractor = sub.name
				r.via("contractor", "item: sub", sub.name)
				ct.Evidence["contractor"] = r.c.Ref(sub.sp)
				break
			}
		}
		if ct.Contractor == "" {
			if name, sp := r.ownParty(0, pre); name != "" {
				ct.Contractor = name
				if !sp.Empty() {
					ct.Evidence["contractor"] = r.c.Ref(sp)
				}
			}
		}
		r.consortium(&ct, it.from, it.to)
		r.extras(&ct, it.from, it.to)
		r.itemDuration(&ct, it, items)
		// A date the sentence before the items states of them all
		// (2011年7月31日,…与X分别签署了A和B的商务合同。): each one's.
		r.dates(&ct, 0, pre)
		r.itemDates(&ct, it, items)
		ct.Span = r.c.Span(r.f.span(it.from, it.to))
		if !statusSpan.Empty() {
			ct.Evidence["status"] = r.c.Ref(statusSpan)
		}
		// The further parties the item's clause signs with, when the
		// clause states this item alone (signedWith).
		var cos []named
		if ct.Employer != "" && ownClause(items, n) {
			cos = r.signedWith(ct.Employer, it.from, it.to)
		}
		out = append(out, r.withEmployers(ct, cos)...)
	}
	// 上述两项工程的招标人均为:X, 上述项目招标人均为X: said of them all
	// (均, 都; 上述合同的交易对方为X may be of some of them).
	for _, m := range employerLabelRe.find(s, 0, len(s)) {
		if !containsAny(s[m[0]:m[1]], allWords...) {
			continue
		}
		name, i, j := cutName(s[m[1]:])
		if name == "" {
			continue
		}
		for k := range out {
			if out[k].Employer == "" || out[k].Employer == name {
				out[k].Employer = r.expand(name)
				r.via("employer", "items: all label", out[k].Employer)
				out[k].Evidence["employer"] = r.c.Ref(r.f.span(m[1]+i, m[1]+j))
			}
		}
		break
	}
	r.sharedEmployer(out, items[0].from, items[len(items)-1].to)
	return out
}

// sharedEmployer gives the contracts read from s[from:to] (items or the
// rows of a table) the employer the announcement names once for all of
// them (上述两项工程的招标人均为:X; 收到X发来的《中标通知书》…确定公司为以下项目
// 的中标人; 收到建设单位X发来的《中标通知书》 before a table of the lots),
// when none names one of its own: named before them or after them, it is
// said of them all; named only inside one, it is that one's (贵广铁路公司 of
// the first of four). Contracts that name one name the same (the first of
// two lots read from the notice the announcement opens with).
func (r *reader) sharedEmployer(out []schema.Contract, from, to int) {
	s := r.f.s
	missing := false
	for _, ct := range out {
		missing = missing || ct.Employer == ""
	}
	if !missing {
		return
	}
	doc := schema.Contract{Evidence: map[string]schema.Ref{}}
	r.parties(&doc, 0, len(s))
	ref, ok := doc.Evidence["employer"]
	if !ok || doc.Employer == "" {
		return
	}
	for _, ct := range out {
		if ct.Employer != "" && ct.Employer != doc.Employer {
			return
		}
	}
	outside := false
	for k := range mentions(s, 0, len(s), doc.Employer) {
		outside = outside || k < from || k >= to
	}
	if outside {
		for i := range out {
			if out[i].Employer == "" {
				out[i].Employer = doc.Employer
				r.via("employer", "shared", doc.Employer)
				out[i].Evidence["employer"] = ref
			}
		}
	}
}

// itemEmployerFinders are the wordings that name an item's employer in
// its own part, tried in order: its label (1、招标人:X), the party named by
// the employer's role (2、…合肥华源物业发展有限责任公司(以下简称“华源物业”或
// “甲方”)与公司全资子公司…), the other party it
// is signed with (…;与中国铁路总公司下属各铁路局签订了动车组高级修合同), the
// party that informs the company (1、昆山市路桥建设(集团)有限公司通知公司中标…),
// the sender of its notice (2、本公司收到宁杭铁路有限责任公司发出的中标通知书,
// 通知本公司所属子公司…中标…; 2. 深圳市土地投资开发中心《中标通知书》,通知本公司
// 中标…).
var itemEmployerFinders = []func(r *reader, from, to int) (string, normalize.Span, bool){
	(*reader).itemLabel,
	(*reader).employerByRole,
	(*reader).employerSignsWith,
	(*reader).employerInforms,
	(*reader).employerByNotice,
	(*reader).employerOfListedNotice,
}

// itemEmployer reads the employer an item names in its own clause,
// s[clause:to], else in its part, s[from:to]: lines of notices without
// numbers ("杭州市地铁集团有限责任公司《中标通知书》,…⏎东南沿海铁路福建有限
// 责任公司《中标通知书》,…") are one part, and each line names its own.
func (r *reader) itemEmployer(clause, from, to int) (string, normalize.Span, bool) {
	for _, f := range itemEmployerFinders {
		if name, sp, ok := f(r, clause, to); ok {
			return name, sp, true
		}
	}
	if from >= clause {
		return "", normalize.Span{}, false
	}
	for _, f := range itemEmployerFinders {
		if name, sp, ok := f(r, from, to); ok {
			return name, sp, true
		}
	}
	return "", normalize.Span{}, false
}

// itemLabel reads the employer an item's label introduces, not a venue.
func (r *reader) itemLabel(from, to int) (string, normalize.Span, bool) {
	name, sp, ok := r.labelled(employerLabelRe, from, to)
	return name, sp, ok && !isVenue(name)
}

// nextAward returns where a clause whose figure ends at byte at ends when
// the rest of the sentence, up to byte to, reports another award with a
// figure of its own after a comma: "在张家口坝上风电基地塞北西山风电场10万千瓦
// 项目风电机组设备采购项目招标中,湘电风能有限公司中标,中标金额为20,140万元,
// 在张家口坝上风电基地尚义补龙湾风电场10万千瓦风电机组设备采购项目招标中,湘电
// 风能有限公司中标,中标金额为40,280万元" (湘电股份 2010); -1 when it does not.
// The rest must open with a new award (在…中, the award verb before its own
// price word), not a share or a total of the same one.
func (r *reader) nextAward(at, to int) int {
	s := r.f.s
	k := at
	for k < to && s[k] == ' ' {
		k++
	}
	if k >= to || s[k] != ',' {
		return -1
	}
	rest := k + 1
	for rest < to && s[rest] == ' ' {
		rest++
	}
	if !startsAny(s[rest:to], nextAwardOpenings...) {
		return -1
	}
	w, _, ok := r.governed(rest, to)
	if !ok || !containsAny(s[rest:w], nextAwardVerbs...) {
		return -1
	}
	return k
}

var (
	// nextAwardOpenings open the next award of a sentence that reports
	// several: "…中标金额为20,140万元,在张家口坝上风电基地尚义补龙湾风电场10万
	// 千瓦风电机组设备采购项目招标中,…".
	nextAwardOpenings = []string{"在"}
	// nextAwardVerbs say the next part reports an award of its own:
	// "湘电风能有限公司中标,中标金额为40,280万元".
	nextAwardVerbs = []string{"中标", "成交"}
)

// clauseParty returns the party s[from:to] says the company signs with
// (与X签署了), the first one, as the document names it in full; "" for
// none or for the company's own (…与公司全资子公司X签订…). A parent's name
// before its subsidiary's is left out (中信泰富全资子公司扬州泰富港务有限公司 is
// 扬州泰富港务有限公司).
func (r *reader) clauseParty(from, to int) string {
	s := r.f.s
	ms := withParty(s, from, to)
	if len(ms) == 0 {
		return ""
	}
	name, _, _ := cutName(s[ms[0][2]:ms[0][3]])
	if k := strings.LastIndex(name, subsidiaryWord); k >= 0 {
		name = name[k+len(subsidiaryWord):]
	}
	if name == "" {
		return ""
	}
	name = r.expand(name)
	if r.isOwn(name) {
		return ""
	}
	return name
}
