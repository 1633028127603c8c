package contract

import (
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/internal/lazyre"
)

// The contracts a sentence names together and prices one by one after 分别:
// "…与上海瑞恩能源投资有限公司分别签署了《福建鼎信镍业有限公司烧结余热、AOD炉
// 蒸汽发电工程建筑安装施工总承包合同》、《福建鼎信镍业有限公司烧结余热、AOD炉
// 蒸汽发电工程设计采购总承包合同》,两合同对应金额分别为人民币7233万元、人民币
// 4800万元" (恒大高新 2012), "…与伊泰伊犁能源有限公司签署了《年产540万吨煤制油项目
// 首期工程超限设备订购合同》、与青海大美煤业股份有限公司签署了《青海大美煤炭
// 深加工示范项目一期工程超限非标设备现场制造采购合同》(…),合同金额分别为人民币
// 19,377.2万元、16,431.82万元" (张家港化工机械 2013). The names and the
// figures pair in order, and only when they are as many.
var (
	// respectivelyWords put the figures after them in the order of the
	// names: 分别为, 分别是.
	respectivelyWords = []string{"分别为", "分别是"}
	// figureJoins stand between two figures of the list: 、人民币, 和.
	figureJoins = []string{"、", "和", "及", "人民币", " "}
	// quotedNameRe is a contract named in 《》.
	quotedNameRe = lazyre.New(`《([^《》\n]{2,120})》`)
	// leadMarks may stand between 分别为 and the first figure: 分别为人民币
	// 19,377.2万元, 分别为约….
	leadMarks = "人民币约 "
	// notPairedWords: a sum or a share, not a contract's figure (合计, 其中).
	notPairedWords = []string{"合计", "其中", "共计"}
)

// The contracts signed 分别 and named without 《》, priced after one price
// word in the same order: "…西安轨道交通装备有限责任公司与中国铁路总公司分别签订
// 了货车厂修合同和客车厂修合同,金额约为人民币1.14亿元和人民币2.65亿元" (中国北车
// 临2015-008, three such lines).
var (
	// signedRespectivelyRe is the verb: 分别签订了, 分别签署了.
	signedRespectivelyRe = lazyre.New(`分别(?:签订|签署)了?`)
	// priceWordEndRe is what follows the price word before the first figure
	// of the list: 金额约为, 总金额为.
	priceWordEndRe = lazyre.New(`^[^,，。;0-9]{0,6}?(?:约为|为|约)`)
)

// listedNames returns the contracts named one after another in
// s[from:to], up to the comma before the price word: each ends in one of
// contractNameEnds and is joined to the next by one of listJoiners
// (货车厂修合同和客车厂修合同); nil when a part is not such a name.
func listedNames(s string, from, to int) [][2]int {
	if k := strings.LastIndexAny(s[from:to], ",，"); k >= 0 {
		to = from + k
	} else {
		return nil
	}
	var out [][2]int
	at := from
	for at < to {
		end := -1
		for i := at; i < to; {
			for _, e := range contractNameEnds {
				if strings.HasPrefix(s[i:to], e) {
					j := i + len(e)
					if j == to || startsAny(s[j:to], listJoiners...) {
						end = j
					}
					break
				}
			}
			if end >= 0 {
				break
			}
			_, n := utf8.DecodeRuneInString(s[i:])
			i += n
		}
		if end < 0 || !plausibleContract(s[at:end]) {
			return nil
		}
		out = append(out, [2]int{at, end})
		at = end
		for _, j := range listJoiners {
			if strings.HasPrefix(s[at:to], j) {
				at += len(j)
				break
			}
		}
	}
	return out
}

// respectively returns the items of a sentence, s[from:to], whose figures
// follow a price word at byte w and 分别为: one per contract named in 《》
// before the word, in order; nil unless the names and the figures are as
// many (two or more) and each figure is another's.
func (r *reader) respectively(from, w, to int) []item {
	s := r.f.s
	k := -1
	for _, rw := range respectivelyWords {
		if j := strings.Index(s[w:to], rw); j >= 0 && j < 24 {
			k = w + j + len(rw)
			break
		}
	}
	// 分别签订了A合同和B合同,金额约为人民币X和人民币Y: 分别 before the
	// names, the figures listed after the price word.
	signed := -1
	if k < 0 {
		if m := signedRespectivelyRe.FindStringIndex(s[from:w]); m != nil {
			signed = from + m[1]
			if loc := priceWordEndRe.FindStringIndex(s[w:to]); loc != nil {
				k = w + loc[1]
			}
		}
	}
	if k < 0 {
		return nil
	}
	var figs []money
	at := k
	for {
		m, ok := r.moneyAfter(at, to)
		if !ok || m.hasUpper {
			break
		}
		if len(figs) > 0 {
			gap := s[figs[len(figs)-1].end:m.start]
			for _, j := range figureJoins {
				gap = strings.ReplaceAll(gap, j, "")
			}
			if gap != "" {
				break
			}
		} else if strings.TrimLeft(s[at:m.start], leadMarks) != "" && !strings.HasPrefix(s[at:m.start], ":") {
			return nil
		}
		figs = append(figs, m)
		at = m.end
	}
	if len(figs) < 2 {
		return nil
	}
	seen := map[string]bool{}
	for _, m := range figs {
		v := m.value.String() + m.unit
		if seen[v] {
			return nil
		}
		seen[v] = true
	}
	head := s[from:w]
	if containsAny(head, notPairedWords...) {
		return nil
	}
	var out []item
	var names [][2]int
	for _, q := range quotedNameRe.FindAllStringSubmatchIndex(head, -1) {
		if plausibleContract(head[q[2]:q[3]]) {
			names = append(names, [2]int{from + q[2], from + q[3]})
		}
	}
	if len(names) == 0 && signed >= 0 {
		names = listedNames(s, signed, w)
	}
	if len(names) == len(figs) {
		for i, m := range figs {
			out = append(out, item{from: from, to: to, block: from, amount: m, contract: names[i]})
		}
		return out
	}
	// Tenders named in quotes, each awarded its own figure: "公司在“国家电网
	// 公司输变电项目2016年第二次变电设备(含电缆)招标采购”及“国家电网公司2016年
	// 第一次变电站设备整站招标采购”活动中中标,中标金额分别为42,115.59万元和
	// 3,311.42万元" (平高电气 2016). Each quote must be a project's name, not a
	// short form (以下简称“公司”).
	if len(names) == 0 && k > w {
		var projects [][2]int
		for _, q := range quotedTenderRe.FindAllStringSubmatchIndex(head, -1) {
			v := head[q[2]:q[3]]
			if endsAny(head[:q[0]], shortFormWords...) || !plausibleProject(v) || cleanProject(v) != v {
				return nil
			}
			projects = append(projects, [2]int{from + q[2], from + q[3]})
		}
		if len(projects) == len(figs) {
			for i, m := range figs {
				out = append(out, item{from: from, to: to, block: from, amount: m, project: projects[i]})
			}
			return out
		}
	}
	return nil
}

// quotedTenderRe is a name in quotes: “…招标采购”.
var quotedTenderRe = lazyre.New(`“([^“”\n]{4,120})”`)

// Two contracts a sentence counts and then prices one by one without
// naming either: "近期,公司收到与特殊机构客户签订的两份订货合同,其中一份合同金额
// 为19353万元,另一份合同金额为19098万元,合同总金额总计为人民币38451万元" (烽火
// 电子 2017-044). Each is the counted contract (订货合同) with its own figure.
var (
	// countedPairRe is the count and the contract it counts: 两份订货合同.
	countedPairRe = lazyre.New(`(?:两|二|2)份((?:[^,，。;、“”《》\n]){0,20}?(?:合同书|合同|协议书|协议|订单))`)
	// oneWord and anotherWord open the first and the second figure's part:
	// 其中一份…, 另一份….
	oneWord     = "一份"
	anotherWord = "另一份"
	// isWord leads a figure in a part without a price word: 一份为19353万元.
	isWord = "为"
)

// oneAndAnother returns the two items of a sentence, s[from:to], that
// counts two contracts and prices 一份 and 另一份 each in a part of its own;
// nil unless both figures read and differ.
func (r *reader) oneAndAnother(from, to int) []item {
	s := r.f.s
	k := strings.Index(s[from:to], anotherWord)
	if k < 0 {
		return nil
	}
	k += from
	cm := countedPairRe.FindStringSubmatchIndex(s[from:k])
	if cm == nil {
		return nil
	}
	j := strings.Index(s[from+cm[1]:k], oneWord)
	if j < 0 {
		return nil
	}
	first := from + cm[1] + j + len(oneWord)
	second := k + len(anotherWord)
	m1, ok1 := r.partFigure(first, k)
	m2, ok2 := r.partFigure(second, to)
	if !ok1 || !ok2 || m1.hasUpper || m2.hasUpper || m1.value.Equal(m2.value) && m1.unit == m2.unit {
		return nil
	}
	name := [2]int{from + cm[2], from + cm[3]}
	return []item{
		{from: from, to: to, block: from, amount: m1, contract: name},
		{from: from, to: to, block: from, amount: m2, contract: name},
	}
}

// partFigure reads the figure of the part of a sentence that starts at
// byte from and ends at its next comma, or at byte to: after a price word
// (合同金额为19353万元), else after 为.
func (r *reader) partFigure(from, to int) (money, bool) {
	s := r.f.s
	if e := strings.IndexAny(s[from:to], ",，"); e >= 0 {
		to = from + e
	}
	if _, m, ok := r.governed(from, to); ok {
		return m, true
	}
	if i := strings.Index(s[from:to], isWord); i >= 0 {
		return r.moneyAfter(from+i+len(isWord), to)
	}
	return money{}, false
}
