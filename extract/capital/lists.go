package capital

import (
	"strings"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// ParallelLists reads the figures a plan states as parallel lists in one
// sentence (分别…、…和…), anywhere in the document (a sentence ends at 。,
// ；, ; or a line break):
//
//   - dividend_scenarios: a size assumed, a list of rates after a rate word
//     (股息率分别为7%、8%和9%), the list of what each takes from the profit
//     after a reduction word (分别约减少21.00亿元、24.00亿元和27.00亿元),
//     and, after 占 and the profit, the list of their shares of it (003);
//   - list_totals: an average (年平均净利润为338.11亿元) or a total (合计,
//     共计 …) stated after a list of figures of its unit (003).
type ParallelLists struct{}

// Name implements Extractor.
func (ParallelLists) Name() string { return "parallel_lists" }

// List wording, with the filings it came from (corpus 003).
var (
	// respectivelyWord marks a sentence of parallel lists: "股息率分别为7%、
	// 8%和9%时，…分别约减少21.00亿元、24.00亿元和27.00亿元" (003).
	respectivelyWord = "分别"
	// listJoiners are the words allowed between the items of a list:
	// "7%、8%和9%" (003), 及, 以及, 与, commas, 或.
	listJoiners = []string{"、", "和", "及", "以及", "与", ",", "，", "或"}
	// scenarioRateWords introduce a list of rates: "股息率分别为7%、8%和9%"
	// (003), "票面股息率", "利率".
	scenarioRateWords = []string{"股息率", "利率", "息率"}
	// reductionWords introduce the amounts a rate gives on the size: "分配
	// 的利润分别约减少21.00亿元" (003), "股息支出", "每年支付股息".
	reductionWords = []string{"减少", "降低", "股息", "利息", "支出", "成本"}
	// shareOfWord introduces the profit the reductions are shares of: "分别
	// 约占公司2013年度归属于母公司普通股股东的净利润412.11亿元的5.10%" (003).
	shareOfWord = "占"
	// averageWords precede an average: "年平均净利润为338.11亿元" (003),
	// "年均", "平均每年".
	averageWords = []string{"平均", "年均"}
	// sumWords precede a total: "合计", "共计", "总计", "累计".
	sumWords = []string{"合计", "共计", "总计", "累计"}
)

// figureList is a run of quantities of one unit joined by listJoiners:
// "7%、8%和9%", "21.00亿元、24.00亿元和27.00亿元".
type figureList []normalize.Quantity

func (l figureList) unit() string { return l[0].Unit }
func (l figureList) start() int   { return l[0].Span.Start }
func (l figureList) end() int     { return l[len(l)-1].Span.End }

// Extract implements Extractor.
func (ParallelLists) Extract(c *extract.Context) {
	c = c.Simplified()
	text := c.Doc.Text
	normalize.EachSentence(text, 0, func(s normalize.Span) bool {
		if !normalize.Contains(text[s.Start:s.End], respectivelyWord) {
			return true
		}
		var qs []normalize.Quantity
		for _, q := range c.QuantitiesOf(s) {
			if q.Fraction == "" && q.Upper == nil {
				qs = append(qs, q)
			}
		}
		lists := parallelLists(text, qs)
		scenarios(c, s, qs, lists)
		listTotals(c, qs, lists)
		return true
	})
}

// scenarios records the dividend scenarios of sentence s.
func scenarios(c *extract.Context, s normalize.Span, qs []normalize.Quantity, lists []figureList) {
	text := c.Doc.Text
	for li, rates := range lists {
		if rates.unit() != normalize.UnitRatio || !normalize.ContainsAny(normalize.Tail(text[s.Start:rates.start()], 10), scenarioRateWords) {
			continue
		}
		size := singleBefore(qs, lists, rates.start(), normalize.UnitCNY)
		if size == nil || li+1 >= len(lists) {
			continue
		}
		amounts := lists[li+1]
		if amounts.unit() != normalize.UnitCNY || len(amounts) != len(rates) {
			continue
		}
		if !normalize.ContainsAny(text[rates.end():amounts.start()], reductionWords) {
			continue
		}
		set := schema.DividendScenarioSet{Size: *c.Quantity(*size)}
		for i := range amounts {
			set.Scenarios = append(set.Scenarios, schema.DividendScenario{Rate: *c.Quantity(rates[i]), Reduction: *c.Quantity(amounts[i])})
		}
		if shares, profit := sharesOfProfit(text, qs, lists, li, amounts); profit != nil {
			set.Profit = c.Quantity(*profit)
			for i := range shares {
				set.Scenarios[i].ShareOfProfit = c.Quantity(shares[i])
			}
		}
		c.Out.DividendScenarios = append(c.Out.DividendScenarios, set)
	}
}

// sharesOfProfit is the list after the amounts of lists[li+1] that gives
// them as shares of a profit (…占…净利润412.11亿元的5.10%、5.82%和6.55%),
// with the profit; nil when the sentence states none.
func sharesOfProfit(text string, qs []normalize.Quantity, lists []figureList, li int, amounts figureList) (figureList, *normalize.Quantity) {
	if li+2 >= len(lists) {
		return nil, nil
	}
	shares := lists[li+2]
	if shares.unit() != normalize.UnitRatio || len(shares) != len(amounts) {
		return nil, nil
	}
	zhan := normalize.Index(text[amounts.end():shares.start()], shareOfWord)
	if zhan < 0 {
		return nil, nil
	}
	profit := singleBefore(qs, lists, shares.start(), normalize.UnitCNY)
	if profit == nil || profit.Span.Start < amounts.end()+zhan {
		return nil, nil
	}
	return shares, profit
}

// listTotals records the averages and totals stated after the lists.
func listTotals(c *extract.Context, qs []normalize.Quantity, lists []figureList) {
	text := c.Doc.Text
	for _, l := range lists {
		if l.unit() == normalize.UnitRatio {
			continue
		}
		// The first figure of the same unit after the list.
		var total *normalize.Quantity
		for _, q := range qs {
			if q.Span.Start >= l.end() && q.Unit == l.unit() {
				q := q
				total = &q
				break
			}
		}
		if total == nil || inList(lists, *total) {
			continue
		}
		lead := normalize.Tail(text[l.end():total.Span.Start], 12)
		lt := schema.ListTotal{Total: *c.Quantity(*total)}
		switch {
		case normalize.ContainsAny(lead, averageWords):
			lt.Of = schema.ListAverage
		case normalize.ContainsAny(lead, sumWords):
			lt.Of = schema.ListSum
		default:
			continue
		}
		for _, q := range l {
			lt.Items = append(lt.Items, *c.Quantity(q))
		}
		c.Out.ListTotals = append(c.Out.ListTotals, lt)
	}
}

// parallelLists groups qs into lists of two or more items of one unit
// joined by listJoiners.
func parallelLists(text string, qs []normalize.Quantity) []figureList {
	var out []figureList
	for i := 0; i < len(qs); {
		j := i + 1
		for j < len(qs) && qs[j].Unit == qs[i].Unit && isJoiner(text[qs[j-1].Span.End:qs[j].Span.Start]) {
			j++
		}
		if j-i >= 2 {
			out = append(out, figureList(qs[i:j]))
		}
		i = j
	}
	return out
}

func isJoiner(s string) bool {
	s = strings.TrimSpace(s)
	for _, w := range listJoiners {
		if s == w {
			return true
		}
	}
	return false
}

// singleBefore returns the last quantity of unit before pos that is in no
// list.
func singleBefore(qs []normalize.Quantity, lists []figureList, pos int, unit string) *normalize.Quantity {
	var found *normalize.Quantity
	for _, q := range qs {
		if q.Span.Start >= pos {
			break
		}
		if q.Unit != unit || inList(lists, q) {
			continue
		}
		q := q
		found = &q
	}
	return found
}

func inList(lists []figureList, q normalize.Quantity) bool {
	for _, l := range lists {
		for _, x := range l {
			if x.Span == q.Span {
				return true
			}
		}
	}
	return false
}
