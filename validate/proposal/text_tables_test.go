package proposal

import (
	"testing"

	"github.com/gonggao/gonggao/validate/internal/checktest"
)

// dividendTable is 003's table of past dividends, as the filing prints it.
const dividendTable = `公司2011-2013年现金分红情况如下:
| 项目 | 2013年度 | 2012年度 | 2011年度 |
| 现金分红的数额（百万元）（含税） | 8,764 | 7,240 | 3,991 |
| 分红年度归属于母公司普通股股东的净利润（百万元） | 41,211 | 34,718 | 25,505 |
`

func TestTextTable(t *testing.T) {
	checktest.RunCases(t, TextTable{}, withTables([]checktest.Case{
		{
			// 003: one year, the measure right before the figure.
			Name: "one year",
			Text: dividendTable + "2013年度，公司归属于母公司普通股股东的净利润为412.11亿元，本次发行后每年的优先股股息成本较低。\n",
			Want: []string{"units.text_table 41211000000 pass"},
		},
		{
			// 003: a list of years and a list of figures, in the same order.
			Name: "parallel lists",
			Text: dividendTable + "公司2011年度、2012年度和2013年度实现归属母公司普通股股东的净利润分别为255.05亿元、347.18亿元和412.11亿元，年平均净利润为338.11亿元。\n",
			Want: []string{"units.text_table 25505000000 pass", "units.text_table 34718000000 pass", "units.text_table 41211000000 pass"},
		},
		{
			// another wording: 万元 in the text, a colon before the figure
			Name: "other unit",
			Text: dividendTable + "2012年度归属于母公司普通股股东的净利润：3,471,800万元。\n",
			Want: []string{"units.text_table 34718000000 pass"},
		},
		{
			// the text and the table disagree beyond their rounding
			Name: "misstated",
			Text: dividendTable + "2013年度，公司归属于母公司普通股股东的净利润为412.21亿元。\n",
			Want: []string{"units.text_table 41221000000 fail"},
		},
		{
			// no year the table has a column for: nothing to hold it against
			Name: "other year",
			Text: dividendTable + "2010年度，公司归属于母公司普通股股东的净利润为185.42亿元。\n",
			Want: nil,
		},
		{
			// the figure does not follow the measure: no pairing by value
			Name: "figure elsewhere in the sentence",
			Text: dividendTable + "2013年度净利润增长较快，资本净额达412.11亿元。\n",
			Want: nil,
		},
	}))
}
