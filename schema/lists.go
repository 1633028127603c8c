package schema

import "github.com/invopop/jsonschema"

// What a list total is.
const (
	ListAverage = "average" // 年平均, 年均, 平均
	ListSum     = "sum"     // 合计, 共计, 总计, 累计
)

var listTotalsOf = []string{ListAverage, ListSum}

// ListTotal is an average or a total a document states after a list of
// figures of one unit in the same sentence: "2011年度、2012年度和2013年度
// 实现归属母公司普通股股东的净利润分别为255.05亿元、347.18亿元和412.11亿元，
// 年平均净利润为338.11亿元" (003).
type ListTotal struct {
	// Of is what the total is: average or sum.
	Of string `json:"of"`
	// Items are the figures of the list, in the order stated.
	Items []Quantity `json:"items"`
	// Total is the average or the total as stated.
	Total Quantity `json:"total"`
}

// JSONSchemaExtend lists what a total is.
func (ListTotal) JSONSchemaExtend(s *jsonschema.Schema) { enum(s, "of", listTotalsOf) }

// DividendScenarioSet is the illustrative dividend scenarios of a plan,
// stated as parallel lists in one sentence: "假设本次优先股发行总规模为
// 300亿元，…如果每年股息率分别为7%、8%和9%…，则公司2013年度可向普通股股东
// 分配的利润分别约减少21.00亿元、24.00亿元和27.00亿元，分别约占公司2013年度
// 归属于母公司普通股股东的净利润412.11亿元的5.10%、5.82%和6.55%" (003).
type DividendScenarioSet struct {
	// Size is the size of the issue the scenarios assume (300亿元).
	Size Quantity `json:"size"`
	// Profit is the profit the reductions are a share of (412.11亿元),
	// when the sentence states their shares.
	Profit *Quantity `json:"profit,omitempty"`
	// Scenarios are the scenarios, one per assumed rate, in the order
	// stated.
	Scenarios []DividendScenario `json:"scenarios"`
}

// DividendScenario is one scenario of a DividendScenarioSet.
type DividendScenario struct {
	// Rate is the dividend rate assumed (7%).
	Rate Quantity `json:"rate"`
	// Reduction is what a year's dividend at the rate takes from the
	// profit (21.00亿元).
	Reduction Quantity `json:"reduction"`
	// ShareOfProfit is the reduction as a share of the profit (5.10%).
	ShareOfProfit *Quantity `json:"share_of_profit,omitempty"`
}
