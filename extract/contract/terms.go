// The terms stated beside a contract's price: its duration (工期), its
// share of revenue, the exchange rate of a foreign amount.

package contract

import (
	"strings"

	"github.com/shopspring/decimal"

	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/schema"
)

var (
	// 工期: a duration.
	durationRe = newKeyed(`(?:工期|建设期|合同工期|计划工期|服务期限|服务期|履行期限|施工工期)(?:为|:|约)?(?:[^,，。;\n]{0,6}?)([0-9]+(?:\.[0-9]+)?)(个月|日历天|天|年|日|个日历天|周)`, "", "工期", "建设期", "服务期", "履行期限")
	// The term of the contract, its duration when no 工期 is stated:
	// "合同期为20个月", "合同期限:3年"; not over a 建设期 ("A类项目合同期为15年(含
	// 建设期2年…)": the duration is the 2 years). Only a stating word
	// stands between the term and its figure: "合同期限可延长1年" is an
	// extension, "合同期内每365天" a period within the term.
	contractTermRe = newKeyed(`(?:合同期限|合同期)(?:为|:|约|预期|预计|暂定|共){0,2}([0-9]+(?:\.[0-9]+)?)(个月|日历天|天|年|日|个日历天|周)`, "", "合同期")
	revenueShareRe = newKeyed(`(?:占|约占)[^。;\n]{0,40}?(?:营业收入|营业总收入|主营业务收入|营收)[^。;\n]{0,30}?的(?:比例)?(?:为|约为|约)?([0-9]+(?:\.[0-9]+)?)%`, "", "占")
)

// durationUnits are the units of a duration: "该工程计划工期为 30 个月",
// "中标工期为 90 日历天", "计划工期 100 个日历天", days (天, 日), years (年).
var durationUnits = map[string]string{"个月": schema.UnitMonths, "日历天": schema.UnitDays, "个日历天": schema.UnitDays, "天": schema.UnitDays, "日": schema.UnitDays, "年": schema.UnitYears}

// shareLeadMarks may stand between the figure a share is of and 占: ",约",
// ",其" (建筑、安装类产品的营业收入发生额为1,168.42万元,其占公司2012年度总体营业收入的
// 比例为0.69%).
const shareLeadMarks = ",，约其 "

// noteStart returns where a bracketed note that ends right before byte at
// of s starts ("营业收入(未经审计)274,947.26万元": the note 未经审计), not before
// from; at when no note ends there.
func noteStart(s string, from, at int) int {
	if !strings.HasSuffix(s[from:at], ")") {
		return at
	}
	if k := strings.LastIndexByte(s[max(from, at-40):at], '('); k >= 0 {
		return max(from, at-40) + k
	}
	return at
}

// revenueWord, in the words before a figure, makes it the revenue a share
// is of: 营业收入为440,050.75万元, 营业收入84,185.34万元.
const revenueWord = "收入"

// extras reads duration and revenue share.
func (r *reader) extras(ct *schema.Contract, from, to int) {
	s := r.f.s
	r.duration(ct, from, to)
	if ct.Amount == nil {
		goto rate
	}
	for _, m := range revenueShareRe.find(s, from, to) {
		// The share is of the figure its sentence states before 占, when
		// it states one (本次中标两个包件合计金额为17,139.80万元…占…): a
		// share of another figure (a total of lots) is not this one's.
		sent := strings.LastIndexAny(s[:m[0]], "。\n") + 1
		var revenue *money
		for _, mm := range findMoney(s, sent, m[1]) {
			own := mm.unit == ct.Amount.Unit && mm.value.String() == ct.Amount.Value
			if !own && mm.end <= m[0] && len(strings.TrimRight(s[mm.end:m[0]], shareLeadMarks)) == 0 {
				// The figure the share is of stands right before 占 and is
				// not the amount: "合同总金额约人民币5.5亿元,2017年该项目预计营业
				// 收入4200万元,约占公司…营业收入的5%", "分享的总节能收入1.56亿元,
				// 占公司2015年度经审计的营业收入的比例为11.9%".
				m = nil
				break
			}
			if strings.Contains(s[max(sent, noteStart(s, sent, mm.start)-18):mm.start], revenueWord) && !own {
				// The revenue: 营业收入为440,050.75万元, 营业收入84,185.34万元;
				// not the contract's own income ("本次合同收入205,000,000元,
				// 占公司2013年主营收入的3.1%", 预计将为公司2016年产生组件业务收入约
				// 10亿元(含税),成交金额占…).
				x := mm
				revenue = &x
				continue
			}
			if mm.start < m[0] && (mm.unit != ct.Amount.Unit || mm.value.String() != ct.Amount.Value) {
				m = nil
				break
			}
		}
		if m != nil && r.shareOfTaxExcluded(ct, s[strings.LastIndexAny(s[:m[0]], clauseMarks)+1:m[0]], from, to) {
			// 合同不含税金额约占公司2014年度营业收入111,601.51万元的5.28% beside
			// 合同总金额(含税):6888.86万元: the share is of the amount
			// without tax, which the announcement does not state.
			m = nil
		}
		if m != nil && startsAny(strings.TrimLeft(s[m[1]:], " "), rangeWords...) {
			// 项目金额预计为人民币3.3亿元—3.6亿元,占公司…营业总收入的56%—61%: a
			// range of shares, which one figure does not hold.
			m = nil
		}
		if m == nil {
			// Not this contract's share: a later one may be.
			continue
		}
		v, err := decimal.NewFromString(s[m[2]:m[3]])
		if err == nil {
			sp := r.f.span(m[2], m[1])
			ct.RevenueShare = &schema.Quantity{Value: v.Shift(-2).String(), Unit: schema.UnitRatio, Bound: schema.BoundEq, Text: r.c.Doc.SourceText(sp), Span: r.c.Span(sp), Page: r.c.Doc.PageOf(sp.Start)}
			// The revenue, where the sentence states it, or a sentence of
			// its own states it for the same year.
			if revenue == nil {
				if y, ok := r.statedRevenue(s[m[0]:m[2]]); ok {
					revenue = &y
				}
			}
			if revenue != nil && revenue.unit == schema.UnitCNY {
				ct.Revenue = r.quantity(*revenue)
			}
		}
		break
	}
rate:
	// An exchange rate stated for the currency: 按1美元兑6.8元人民币, 汇率
	// 1:6.2.
	if ct.Amount != nil && ct.Amount.Unit != schema.UnitCNY {
		for _, m := range rateRe.FindAllStringSubmatchIndex(s[from:to], -1) {
			cur := ""
			if m[2] >= 0 {
				for _, c := range currencies {
					if c.word == s[from+m[2]:from+m[3]] {
						cur = c.unit
					}
				}
			} else {
				cur = ct.Amount.Unit
			}
			var v string
			if m[4] >= 0 {
				v = s[from+m[4] : from+m[5]]
			} else {
				v = s[from+m[6] : from+m[7]]
			}
			if cur != ct.Amount.Unit {
				continue
			}
			sp := r.f.span(from+m[0], from+m[1])
			ct.ExchangeRate = &schema.ExchangeRate{Currency: cur, Rate: v, Text: r.c.Doc.SourceText(sp), Span: r.c.Span(sp)}
			break
		}
	}
}

// clauseMarks end the clause before the one a share of revenue is
// stated in.
const clauseMarks = "。\n,，;；"

// taxExcludedWord, in the clause of a share of revenue or beside an
// amount, makes it the amount without tax: "合同不含税金额约占…", "合同金额
// (不含税)".
const taxExcludedWord = "不含税"

// shareOfTaxExcluded reports whether the share's clause (the words before
// 占) is of the amount without tax while the contract's amount, found in
// s[from:to], is not said to be one.
func (r *reader) shareOfTaxExcluded(ct *schema.Contract, clause string, from, to int) bool {
	if !strings.Contains(clause, taxExcludedWord) {
		return false
	}
	s := r.f.s
	for _, mm := range findMoney(s, from, to) {
		if mm.unit == ct.Amount.Unit && mm.value.String() == ct.Amount.Value {
			return !strings.Contains(s[max(from, mm.start-24):min(to, mm.end+24)], taxExcludedWord)
		}
	}
	return false
}

var (
	// shareRevenueRe reads, in the words of a share of revenue, the year
	// and the revenue it is of: "占本公司2010年度经审计营业总收入的12.52%",
	// "占公司2012年经审计确认营业收入的355.24%".
	shareRevenueRe = lazyre.New(`([0-9]{4})年度?[^0-9。;\n]{0,12}?(营业总收入|营业收入|主营业务收入)`)
	// revenueStatedRe states the company's revenue of a year in a sentence
	// of its own, the figure after it: "1、公司2010年度营业总收入为185663.80
	// 万元,归属于上市公司股东的净利润为…", "1、公司2012年度经审计确认的营业收入发生额为
	// 168,927.89万元".
	revenueStatedRe = lazyre.New(`公司([0-9]{4})年度?(?:经审计(?:确认)?的?)?(营业总收入|营业收入|主营业务收入)(?:发生额)?(?:为|:)`)
)

// statedRevenue returns the revenue the announcement states in a sentence
// of its own for the year and the revenue the share's words name (the
// same word: 营业总收入 is not 营业收入), when it states one value for them.
func (r *reader) statedRevenue(words string) (money, bool) {
	sm := shareRevenueRe.FindStringSubmatch(words)
	if sm == nil {
		return money{}, false
	}
	s := r.f.s
	var out money
	found := false
	for _, m := range revenueStatedRe.FindAllStringSubmatchIndex(s, -1) {
		if s[m[2]:m[3]] != sm[1] || s[m[4]:m[5]] != sm[2] {
			continue
		}
		y, ok := moneyAt(s, m[1])
		if !ok || y.unit != schema.UnitCNY || y.hasUpper {
			continue
		}
		if found && !y.value.Equal(out.value) {
			return money{}, false
		}
		out, found = y, true
	}
	return out, found
}

// rateRe is an exchange rate: 1美元兑6.8元人民币, 1美元=6.2元, 汇率为6.8,
// 汇率1:6.2, "银行间外汇市场人民币汇率中间价1美元对人民币6.1375元".
var rateRe = lazyre.New(`1(美元|欧元|港元|港币|日元|英镑|澳元|加元)(?:兑换|兑|对|折合|=|:)(?:人民币)?([0-9]+(?:\.[0-9]+)?)|汇率(?:为|按|:|约为)?(?:1:)?([0-9]+\.[0-9]+)`)

// duration reads the first duration stated in s[from:to], or else the
// first term of the contract.
func (r *reader) duration(ct *schema.Contract, from, to int) {
	s := r.f.s
	ms := durationRe.find(s, from, to)
	if len(ms) == 0 {
		ms = contractTermRe.find(s, from, to)
	}
	for _, m := range ms {
		unit := durationUnits[s[m[4]:m[5]]]
		// A year of four figures is a date, not a term: "履行期限:计划竣工
		// 日期2013年5月".
		if unit == schema.UnitYears && m[3]-m[2] == 4 {
			continue
		}
		if unit != "" {
			sp := r.f.span(m[2], m[5])
			ct.Duration = &schema.Quantity{Value: s[m[2]:m[3]], Unit: unit, Bound: schema.BoundEq, Text: r.c.Doc.SourceText(sp), Span: r.c.Span(sp), Page: r.c.Doc.PageOf(sp.Start)}
		}
		break
	}
}

// itemDuration reads the duration of an item whose own clause states
// none in the sentences after the clause on the item's line, before the
// next item starts: "苏丹白尼罗灌区复兴项目(阿布盖尔灌区)合同金额为5,079.66万美元,
// 位于…修复等。合同工期为24个月。" (中工国际 2011, a line per contract, each
// with its own 合同工期).
func (r *reader) itemDuration(ct *schema.Contract, it item, items []item) {
	if ct.Duration != nil {
		return
	}
	r.duration(ct, it.to, r.itemLineEnd(it, items))
}
