package contract

import (
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/internal/lazyre"
)

// The numbered parts of an announcement nest as official documents number
// them (GB/T 9704): 一、 above (一) above 1、 or 1. above (1) or 1) above
// ①. An announcement of several contracts gives each its own part:
//
//	(一)华电内蒙古乌拉特后旗30MWp光伏发电项目 … 7、合同价格:22913.92万元
//	(二)华电内蒙古乌拉特后旗20MWp光伏发电项目 … 7、合同价格:14932.79万元
//
//	1、项目名称:县城南连接线绿化、景观工程建设项目Ⅰ标段;中标价:59,339,962.01元
//	2、项目名称:县城凤凰山栈道建设工程Ⅰ标段。中标价:17,728,415.77元
//
//	一、绥阳县洛安江流域生态文明区项目(施工、设计一体化) … 4.投资估算:3亿元
//	二、绥阳县城市绿化提升工程项目(施工、设计一体化) … 4.投资估算:0.6亿元
//
// markerLevels are the markers, outermost first: a part's level is the
// index of its marker.
var markerLevels = []*lazyre.Regexp{
	lazyre.New(`^[` + chineseNumerals + `]{1,3}[、.]`),
	lazyre.New(`^\([` + chineseNumerals + `]{1,3}\)`),
	lazyre.New(`^[0-9]{1,2}(?:、|\.)`),
	lazyre.New(`^(?:\([0-9]{1,2}\)|[0-9]{1,2}\))`),
	lazyre.New(`^[①-⑳]`),
}

// part is a numbered part: the line its marker opens, up to the next
// marker of its level or above.
type part struct {
	level    int
	from, to int // bytes of flat.s
	head     int // the end of the marker
	headLine int // the end of the part's first line
}

// parts returns the numbered parts of s, in order.
func parts(s string) []part {
	var out []part
	for i := 0; i < len(s); {
		end := strings.IndexByte(s[i:], '\n')
		if end < 0 {
			end = len(s)
		} else {
			end += i
		}
		ln := s[i:end]
		// Every marker opens with a digit, a Chinese numeral, a
		// parenthesis or a circled number: other lines are not tried.
		if r, _ := utf8.DecodeRuneInString(ln); ln == "" || !(r >= '0' && r <= '9' || r == '(' || r >= '①' && r <= '⑳' || strings.ContainsRune(chineseNumerals, r)) {
			i = end + 1
			continue
		}
		for level, re := range markerLevels {
			loc := re.FindStringIndex(ln)
			if loc == nil {
				continue
			}
			// 1.5亿元 is a figure, not a marker.
			if strings.HasSuffix(ln[:loc[1]], ".") && loc[1] < len(ln) && ln[loc[1]] >= '0' && ln[loc[1]] <= '9' {
				break
			}
			out = append(out, part{level: level, from: i, to: len(s), head: i + loc[1], headLine: end})
			break
		}
		i = end + 1
	}
	// Each part ends where the next one of its level or above starts.
	for k := range out {
		for j := k + 1; j < len(out); j++ {
			if out[j].level <= out[k].level {
				out[k].to = out[j].from
				break
			}
		}
	}
	return out
}

// genericHeads are the headings of the parts every announcement has,
// which name no contract: 一、中标项目概况, 二、交易对方情况介绍, 三、合同的主要
// 内容, 四、对公司的影响, 五、风险提示.
var genericHeads = []string{"概况", "情况", "规模", "资本金", "基本", "影响", "风险", "介绍", "说明", "交易对方", "备查", "审议", "程序", "概述", "其他", "简介", "事项", "名称", "地点", "内容", "范围", "金额", "价格", "工期", "期限", "方式", "条款", "依据", "中标人", "招标人", "业主", "价款", "造价", "支付", "结算"}

// blockItems returns the contracts of an announcement that gives each its
// own numbered part: two or more sibling parts, each with a price a price
// word governs and a name of its own (a project or a contract's label in
// the part, or the part's heading), names and figures all different.
func (r *reader) blockItems() []item {
	s := r.f.s
	ps := parts(s)
	// Sibling groups: the parts of one level under one parent, tried from
	// the outermost; the first group that makes two items or more is the
	// announcement's.
	for lvl := range markerLevels {
		var group []part
		flush := func() []item {
			defer func() { group = group[:0] }()
			if len(group) < 2 {
				return nil
			}
			return r.itemsOf(group)
		}
		for _, p := range ps {
			if p.level < lvl {
				if items := flush(); len(items) >= 2 {
					r.totalAfter(items)
					return items
				}
				continue
			}
			if p.level == lvl {
				group = append(group, p)
			}
		}
		if items := flush(); len(items) >= 2 {
			r.totalAfter(items)
			return items
		}
	}
	return nil
}

// exceedsAll reports whether m is in the items' unit and larger than each
// of their amounts.
func exceedsAll(m money, items []item) bool {
	for _, it := range items {
		if it.amount.unit != m.unit || !m.value.GreaterThan(it.amount.value) {
			return false
		}
	}
	return true
}

// partsTotalWords introduce, after the last of the parts, the total of
// them all: "估算投资:本项目(一期)估算总投资为6.0845亿元" (盈峰环境 2017, after
// three sub-projects' 投资估算), 合计, 总计.
var partsTotalWords = []string{"总投资", "合计", "共计", "总计", "总价"}

// totalAfter keeps as the parts' stated total a figure the last part
// states after its own price, in a clause that totals (partsTotalWords).
func (r *reader) totalAfter(items []item) {
	s := r.f.s
	last := items[len(items)-1]
	for at := last.amount.end; at < last.to; {
		w, m, ok := r.governed(at, last.to)
		if !ok {
			return
		}
		cs := strings.LastIndexAny(s[at:w], "。;\n") + 1
		// A total exceeds each of its parts: a part's own figure restated
		// (标段二…总投资约51.36亿元) is not it.
		if containsAny(s[at+cs:m.start], partsTotalWords...) && !m.hasUpper && exceedsAll(m, items) {
			if !r.partsWholeOK {
				r.partsWhole, r.partsWholeOK = m, true
			}
			return
		}
		at = m.end
	}
}

// A part that totals (its heading: 累计, 统计, 合计, 共计, 总计) or a clause
// whose figure is a total, a revenue or a capital (营业收入, 注册资本, 净资产,
// 总资产) states no contract of its own.
var (
	totalHeadWords      = []string{"累计", "统计", "合计", "共计", "总计"}
	notPriceClauseWords = []string{"累计", "统计", "营业收入", "注册资本", "合计", "共计", "总计", "净资产", "总资产"}
)

// itemsOf returns the items of sibling parts, or nil when fewer than two
// of them state a contract, or two state the same.
func (r *reader) itemsOf(group []part) []item {
	s := r.f.s
	var out []item
	seenName := map[string]bool{}
	seenValue := map[string]bool{}
	for _, p := range group {
		if containsAny(s[p.from:p.headLine], totalHeadWords...) {
			continue
		}
		_, m, ok := r.governed(p.head, p.to)
		if !ok || m.hasUpper {
			continue
		}
		// The clause of the price: not a total, a revenue or a capital.
		cs := strings.LastIndexAny(s[p.head:m.start], "。;\n")
		clause := s[p.head:m.start]
		if cs >= 0 {
			clause = clause[cs:]
		}
		if containsAny(clause, notPriceClauseWords...) || !r.progress && citedBefore(s, m) {
			continue
		}
		it := item{from: p.from, to: p.to, block: p.from, amount: m}
		if pm := r.projectLabel(p.head, p.to); pm[1] > pm[0] && !containsAny(s[pm[0]:pm[1]], scaleWords...) {
			it.project = pm
		} else if h := r.headName(p); h[1] > h[0] {
			it.project = h
		}
		for _, cm := range contractNameRe.find(s, p.head, p.to) {
			if plausibleContract(s[cm[2]:cm[3]]) {
				it.contract = [2]int{cm[2], cm[3]}
				break
			}
		}
		name := ""
		switch {
		case it.project[1] > it.project[0]:
			name = s[it.project[0]:it.project[1]]
			// A label that repeats another part's (a filing's slip: (二)
			// 华电内蒙古乌拉特后旗20MWp光伏发电项目⏎1、工程名称:⏎…30MWp光伏发电项目
			// 总承包合同, as (一)'s): the part's own heading names it.
			if seenName[name] {
				if h := r.headName(p); h[1] > h[0] && !seenName[s[h[0]:h[1]]] {
					it.project = h
					name = s[h[0]:h[1]]
				}
			}
		case it.contract[1] > it.contract[0]:
			name = s[it.contract[0]:it.contract[1]]
		default:
			continue
		}
		v := m.value.String() + m.unit
		if seenValue[v] || seenName[name] {
			return nil
		}
		seenValue[v] = true
		seenName[name] = true
		out = append(out, it)
	}
	if len(out) < 2 {
		return nil
	}
	return out
}

// runInMarkerRe is the numbering of an item run into the line before it.
var runInMarkerRe = lazyre.New(`[0-9]{1,2}[.、][^0-9]`)

// The words of a part's heading around its project: "…通知公司中标昆山市中环
// 快速化工程S-II标段施工工程" (the project after 中标, not 中标价, 中标金额, 中标额,
// 中标标价, 中标通知, 中标候选人); not a heading that names a party or a verb
// (公司, 签署, 签订, 通知) or a reference (本, 该, 此, 上述, 对, 关于); a
// project's heading names one of headProjectWords (标 as in 标段).
var (
	wonNotProjectWords  = []string{"价", "金额", "额", "标价", "通知", "候选"}
	notHeadProjectWords = []string{"公司", "签署", "签订", "通知"}
	headProjectWords    = []string{"项目", "工程", "合同", "采购", "标"}
	headRefPrefixes     = []string{"本", "该", "此", "上述", "对", "关于"}
)

// runInHeadLabels are the labels that open a part's first line, which a
// heading run into that line ends with before its colon: the parties'
// (中标人, 招标人, 采购人, 发包人, …).
var runInHeadLabels = append(append([]string{}, contractorLabels...), employerLabels...)

// headName returns the project a part's heading names: (一)华电内蒙古乌拉特
// 后旗30MWp光伏发电项目, 一、绥阳县洛安江流域生态文明区项目(施工、设计一体化).
func (r *reader) headName(p part) [2]int {
	s := r.f.s
	h := s[p.head:p.headLine]
	if k := strings.IndexAny(h, ":;,。"); k >= 0 {
		h = h[:k]
		// The part's first label run into its heading (the heading's line
		// break dropped): "一、泾县红色旅游交通路网工程建设PPP项目中标人:本公司
		// 及…", "二、…PPP项目中标人:本公司", "(一)…项目招标人:…".
		for _, w := range runInHeadLabels {
			if strings.HasSuffix(h, w) && len(h) > len(w) {
				h = strings.TrimSuffix(h, w)
				break
			}
		}
	}
	// The first item of the part run into its heading: (一)绥阳县洛安江流域
	// 生态文明区项目(施工、设计一体化)1.项目建设地点:.
	if m := runInMarkerRe.FindStringIndex(h); m != nil && m[0] > 0 {
		h = h[:m[0]]
	}
	h = strings.TrimSpace(h)
	// 昆山市路桥建设(集团)有限公司通知公司中标昆山市中环快速化工程S-II标段
	// 施工工程: the project after the verb.
	if k := strings.LastIndex(h, wonWord); k >= 0 && !startsAny(h[k+len(wonWord):], wonNotProjectWords...) {
		h = strings.TrimPrefix(h[k+len(wonWord):], leWord)
	}
	if containsAny(h, notHeadProjectWords...) || cleanProject(h) != h {
		return [2]int{}
	}
	n := utf8.RuneCountInString(h)
	if n < 5 || n > 80 || containsAny(h, genericHeads...) || !containsAny(h, headProjectWords...) || startsAny(h, headRefPrefixes...) {
		return [2]int{}
	}
	i := p.head + strings.Index(s[p.head:p.headLine], h)
	return [2]int{i, i + len(h)}
}

// sameAmounts reports whether each item of some has its amount among
// all's, each of all's taken once.
func sameAmounts(some, all []item) bool {
	used := make([]bool, len(all))
	for _, it := range some {
		found := false
		for k, o := range all {
			if !used[k] && o.amount.unit == it.amount.unit && o.amount.value.Equal(it.amount.value) {
				used[k], found = true, true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}
