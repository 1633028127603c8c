package proposal

import (
	"strings"
	"testing"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/extract/capital"
	"github.com/gonggao/gonggao/extract/figures"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"

	"github.com/gonggao/gonggao/validate/internal/checktest"
	"github.com/google/go-cmp/cmp"
)

// listed gives each case's check what the pipeline gives it: the parallel
// lists the extractor records from the case's text.
func listed(cases []checktest.Case) []checktest.Case {
	for i, c := range cases {
		doc := normalize.New(normalize.Layer{Path: "t.txt", Format: "txt", Encoding: "utf-8", Raw: []byte(c.Text), Text: c.Text})
		got := extract.Run(doc, schema.Source{}, []extract.Extractor{capital.ParallelLists{}})
		cases[i].Out = &schema.Document{DividendScenarios: got.DividendScenarios, ListTotals: got.ListTotals}
	}
	return cases
}

// read gives a check of tables or holdings what the pipeline gives it: the
// tables of figures, the figures the prose repeats from them and the
// holdings the extractors record from text.
func read(text string) *schema.Document {
	doc := normalize.New(normalize.Layer{Path: "t.txt", Format: "txt", Encoding: "utf-8", Raw: []byte(text), Text: text, Tables: normalize.TextTables(text)})
	got := extract.Run(doc, schema.Source{}, []extract.Extractor{figures.Tables{}, figures.TextFigures{}, figures.Holdings{}})
	return &schema.Document{Tables: got.Tables, TextFigures: got.TextFigures, Holdings: got.Holdings, TotalShares: got.TotalShares}
}

// withTables gives each case's check what read records from its text.
func withTables(cases []checktest.Case) []checktest.Case {
	for i, c := range cases {
		cases[i].Out = read(c.Text)
	}
	return cases
}

func TestDividendScenarios(t *testing.T) {
	checktest.RunCases(t, DividendScenarios{}, listed([]checktest.Case{
		{
			Name: "003",
			Text: "假设本次优先股发行总规模为300亿元，且在2013年已完成一个计息年度的全额派息，在不考虑募集资金使用效率的情况下，如果每年股息率分别为7%、8%和9%（仅为示意性测算，不代表公司预期的本次发行优先股股息率），则公司2013年度可向普通股股东分配的利润分别约减少21.00亿元、24.00亿元和27.00亿元，分别约占公司2013年度归属于母公司普通股股东的净利润412.11亿元的5.10%、5.82%和6.55%。",
			Want: []string{
				"dividend.scenario.reduction 2100000000 pass",
				"dividend.scenario.reduction 2400000000 pass",
				"dividend.scenario.reduction 2700000000 pass",
				"dividend.scenario.share_of_profit 0.0510 pass",
				"dividend.scenario.share_of_profit 0.0582 pass",
				"dividend.scenario.share_of_profit 0.0655 pass",
			},
		},
		{
			Name: "two scenarios, 及, 股息支出",
			Text: "按发行规模200亿元、票面股息率分别为6%及6.5%测算，本行每年优先股股息支出分别为12.00亿元及13.00亿元，分别占本行2014年度净利润500.00亿元的2.40%及2.60%。",
			Want: []string{
				"dividend.scenario.reduction 1200000000 pass",
				"dividend.scenario.reduction 1300000000 pass",
				"dividend.scenario.share_of_profit 0.0240 pass",
				"dividend.scenario.share_of_profit 0.0260 pass",
			},
		},
		{
			Name: "a wrong figure fails alone",
			Text: "假设本次优先股发行总规模为300亿元，如果每年股息率分别为7%、8%和9%，则公司可向普通股股东分配的利润分别约减少21.00亿元、24.50亿元和27.00亿元。",
			Want: []string{
				"dividend.scenario.reduction 2100000000 pass",
				"dividend.scenario.reduction 2450000000 fail",
				"dividend.scenario.reduction 2700000000 pass",
			},
		},
		{
			Name: "rates with no size: nothing",
			Text: "股息率分别为7%、8%和9%时，本次优先股发行对主要财务数据的影响如下。",
			Want: nil,
		},
	}))
}

func TestListTotals(t *testing.T) {
	checktest.RunCases(t, ListTotals{}, listed([]checktest.Case{
		{
			Name: "003 average",
			Text: "公司最近三年持续盈利，2011年度、2012年度和2013年度实现归属母公司普通股股东的净利润分别为255.05亿元、347.18亿元和412.11亿元，年平均净利润为338.11亿元；截至2013年末，公司母公司财务报表口径下未分配利润余额为899.99亿元。",
			Want: []string{"text.average 33811000000 pass"},
		},
		{
			Name: "sum",
			Text: "本行2012年度和2013年度分别派发现金股利72.40亿元和87.64亿元，合计160.04亿元。",
			Want: []string{"text.sum 16004000000 pass"},
		},
		{
			Name: "wrong average fails",
			Text: "近三年可分配利润分别为100亿元、200亿元和300亿元，年均可分配利润为210亿元。",
			Want: []string{"text.average 21000000000 fail"},
		},
		{
			Name: "a list with no total",
			Text: "净利润分别为255.05亿元、347.18亿元和412.11亿元。",
			Want: nil,
		},
	}))
}

// table003 is 003's capital table with its caption, as the text states it.
const table003Capital = `本次优先股发行对公司资本监管指标的影响如下：
除特别注明外，以人民币百万元列示
| 资本监管指标 | 测算基准日：2013年12月31日 | |
| 发行前 | 发行后 | |
| 核心一级资本 | 201,153 | 201,153 |
| 其他一级资本 | - | 30,000 |
| 二级资本 | 50,663 | 50,663 |
| 资本净额 | 250,183 | 280,183 |
| 加权风险资产合计 | 2,310,471 | 2,310,471 |
| 核心一级资本充足率 | 8.68% | 8.68% |
| 一级资本充足率 | 8.68% | 9.98% |
| 资本充足率 | 10.83% | 12.13% |
注：根据《资本管理办法》口径计算
`

const table003Dividends = `公司近三年现金分红情况如下表：
| 项目 | 2013年度 | 2012年度 | 2011年度 |
| 每10股送红股数（股）（含税） | - | 5 | - |
| 每10股派息数（元）（含税） | 4.6 | 5.7 | 3.7 |
| 现金分红的数额（百万元）（含税） | 8,764 | 7,240 | 3,991 |
| 分红年度归属于母公司普通股股东的净利润（百万元） | 41,211 | 34,718 | 25,505 |
| 占归属于母公司普通股股东的净利润比率 | 21.27% | 20.85% | 15.65% |
| 现金分红占当年利润分配的比率 | 100.00% | 53.27% | 100.00% |
| 近3年累计现金分红占近3年年均归属于母公司普通股股东的净利润比例 | 59.14% | ||
注：2013年度利润分配预案已经审议通过
`

const table003Impact = `假设发行规模为300亿元人民币，在不考虑发行费用及优先股募集资金使用效益的情况下，股息率分别为7%、8%和9%时，本次优先股发行对主要财务数据和财务指标的影响如下：
除特别注明外，以人民币百万元列示
| 主要财务数据和财务指标 | 测算基准日：2013年12月31日 | |||
| 发行前 | 发行后 | |||
| 假设股息率为7% | 假设股息率为8% | 假设股息率为9% | ||
| 普通股股本 | 19,052 | 19,052 | 19,052 | 19,052 |
| 股东权益合计 | 201,171 | 229,071 | 228,771 | 228,471 |
| 归属于母公司普通股股东的净利润 | 41,211 | 39,111 | 38,811 | 38,511 |
| 归属于母公司普通股股东的基本每股收益（元） | 2.16 | 2.05 | 2.04 | 2.02 |
注：假设优先股在2013年已完成一个计息年度的全额派息
`

// impactTabRows rewrites the '|' rows of text as a converter's page reads
// them: cells separated by tabs, empty cells left out.
func impactTabRows(text string) string {
	lines := strings.Split(text, "\n")
	for i, ln := range lines {
		if !strings.HasPrefix(ln, "|") {
			continue
		}
		var cells []string
		for _, c := range strings.Split(ln, "|") {
			if c = strings.TrimSpace(c); c != "" {
				cells = append(cells, c)
			}
		}
		lines[i] = strings.Join(cells, "\t")
	}
	return strings.Join(lines, "\n")
}

func TestTables(t *testing.T) {
	checktest.RunCases(t, Tables{}, withTables([]checktest.Case{
		{
			Name: "003 capital",
			Text: table003Capital,
			Want: []string{
				// The tiers are gross: 201,153 + 0 + 50,663 = 251,816 is
				// 1,633 above the 资本净额 stated, the regulatory
				// deductions the table does not show; so are the ratios
				// on gross capital (8.71% against 8.68%).
				"capital.sum 250183000000 unverifiable", "capital.sum 280183000000 unverifiable",
				"table.sum 280183000000 pass",
				"capital.ratio 0.0868 unverifiable", "capital.ratio 0.0868 unverifiable",
				"capital.ratio 0.0868 unverifiable", "capital.ratio 0.0998 unverifiable",
				"capital.ratio 0.1083 pass", "capital.ratio 0.1213 pass",
			},
		},
		{
			// A ratio on gross capital below the stated one: deductions
			// never raise a ratio, so this is a finding.
			Name: "gross capital giving less than the stated ratio fails",
			Text: strings.Replace(table003Capital, "| 核心一级资本充足率 | 8.68% | 8.68% |", "| 核心一级资本充足率 | 8.98% | 8.68% |", 1),
			Want: []string{
				"capital.sum 250183000000 unverifiable", "capital.sum 280183000000 unverifiable",
				"table.sum 280183000000 pass",
				"capital.ratio 0.0898 fail", "capital.ratio 0.0868 unverifiable",
				"capital.ratio 0.0868 unverifiable", "capital.ratio 0.0998 unverifiable",
				"capital.ratio 0.1083 pass", "capital.ratio 0.1213 pass",
			},
		},
		{
			Name: "tiers stated net add up to the total",
			Text: "单位：亿元\n项目\t2014年末\n核心一级资本净额\t100.00\n其他一级资本净额\t10.00\n二级资本净额\t20.00\n资本净额\t130.00\n",
			Want: []string{"capital.sum 13000000000 pass"},
		},
		{
			Name: "tiers stated net that do not add up fail",
			Text: "单位：亿元\n项目\t2014年末\n一级资本净额\t110.00\n二级资本净额\t20.00\n资本净额\t131.00\n",
			Want: []string{"capital.sum 13100000000 fail"},
		},
		{
			Name: "gross tiers summing below the total fail",
			Text: strings.Replace(table003Capital, "| 资本净额 | 250,183 | 280,183 |", "| 资本净额 | 252,183 | 280,183 |", 1),
			Want: []string{
				"capital.sum 252183000000 fail", "capital.sum 280183000000 unverifiable",
				"table.sum 280183000000 fail",
				"capital.ratio 0.0868 unverifiable", "capital.ratio 0.0868 unverifiable",
				"capital.ratio 0.0868 unverifiable", "capital.ratio 0.0998 unverifiable",
				"capital.ratio 0.1083 fail", "capital.ratio 0.1213 pass",
			},
		},
		{
			Name: "net capital in a tab table: the ratios follow",
			Text: "单位：亿元\n项目\t2014年末\n核心一级资本净额\t100.00\n资本净额\t130.00\n风险加权资产\t1000.00\n核心一级资本充足率\t10.00%\n资本充足率\t13.00%\n",
			Want: []string{"capital.ratio 0.1000 pass", "capital.ratio 0.1300 pass"},
		},
		{
			Name: "003 dividends",
			Text: table003Dividends,
			// No share count stands beside this table: the cash totals
			// are unverifiable; 2012's bonus shares too.
			Want: []string{
				"dividend.cash_total 8764000000 unverifiable", "dividend.cash_total 7240000000 unverifiable",
				"dividend.cash_total 3991000000 unverifiable",
				"table.ratio 0.2127 pass", "table.ratio 0.2085 pass", "table.ratio 0.1565 pass",
				"dividend.payout_share 1.0000 pass", "dividend.payout_share 0.5327 unverifiable", "dividend.payout_share 1.0000 pass",
				"table.cumulative_ratio 0.5914 pass",
			},
		},
		{
			Name: "003 impact",
			Text: table003Impact,
			// In document order: the equity row, the profit row, the EPS row.
			Want: []string{
				"dividend.scenario.equity 229071000000 pass", "dividend.scenario.equity 228771000000 pass",
				"dividend.scenario.equity 228471000000 pass", "dividend.scenario.net_profit 39111000000 pass",
				"dividend.scenario.net_profit 38811000000 pass", "dividend.scenario.net_profit 38511000000 pass",
				"table.eps 2.16 pass", "table.eps 2.05 pass", "table.eps 2.04 pass", "table.eps 2.02 pass",
			},
		},
		{
			// A converter's page lays the table out from positions: tab
			// rows, no cell where nothing stands (the title and header
			// rows are shorter than the figure rows).
			Name: "003 impact as tab rows without empty cells",
			Text: impactTabRows(table003Impact),
			Want: []string{
				"dividend.scenario.equity 229071000000 pass", "dividend.scenario.equity 228771000000 pass",
				"dividend.scenario.equity 228471000000 pass", "dividend.scenario.net_profit 39111000000 pass",
				"dividend.scenario.net_profit 38811000000 pass", "dividend.scenario.net_profit 38511000000 pass",
				"table.eps 2.16 pass", "table.eps 2.05 pass", "table.eps 2.04 pass", "table.eps 2.02 pass",
			},
		},
		{
			Name: "003 dividends as tab rows, the last row without empty cells",
			Text: impactTabRows(table003Dividends),
			// No share count stands beside this table: the cash totals
			// are unverifiable; 2012's bonus shares too.
			Want: []string{
				"dividend.cash_total 8764000000 unverifiable", "dividend.cash_total 7240000000 unverifiable",
				"dividend.cash_total 3991000000 unverifiable",
				"table.ratio 0.2127 pass", "table.ratio 0.2085 pass", "table.ratio 0.1565 pass",
				"dividend.payout_share 1.0000 pass", "dividend.payout_share 0.5327 unverifiable", "dividend.payout_share 1.0000 pass",
				"table.cumulative_ratio 0.5914 pass",
			},
		},
		{
			Name: "a wrong ratio fails",
			Text: strings.Replace(table003Dividends, "20.85%", "20.95%", 1),
			Want: []string{
				"dividend.cash_total 8764000000 unverifiable", "dividend.cash_total 7240000000 unverifiable",
				"dividend.cash_total 3991000000 unverifiable",
				"table.ratio 0.2127 pass", "table.ratio 0.2095 fail", "table.ratio 0.1565 pass",
				"dividend.payout_share 1.0000 pass", "dividend.payout_share 0.5327 unverifiable", "dividend.payout_share 1.0000 pass",
				"table.cumulative_ratio 0.5914 pass",
			},
		},
		{
			Name: "a table of names: nothing",
			Text: "| 公司、发行人 | 指 | 兴业银行股份有限公司 |\n| 元 | 指 | 人民币元 |\n",
			Want: nil,
		},
	}))
}

func TestHoldings(t *testing.T) {
	checktest.RunCases(t, Holdings{}, withTables([]checktest.Case{
		{
			Name: "003: total from the table",
			Text: table003Impact + "本次发行前，福建省财政厅直接持有公司普通股股份3,402,173,769 股，持股比例为17.86%，为公司第一大普通股股东。",
			Want: []string{"holding.ratio 0.1786 pass"},
		},
		{
			Name: "total stated in the text",
			Text: "截至2014年6月30日，本行总股本为10,000,000,000股。汇金公司持有本行A股股份1,786,000,000股，占本行总股本的17.86%。",
			Want: []string{"holding.ratio 0.1786 pass"},
		},
		{
			Name: "wrong ratio fails",
			Text: "截至2014年6月30日，本行总股本为10,000,000,000股。汇金公司持有本行A股股份1,786,000,000股，占本行总股本的18.86%。",
			Want: []string{"holding.ratio 0.1886 fail"},
		},
		{
			Name: "002: no total stated",
			Text: "截至2014年9月30日，光大集团直接持有本公司普通股股份2,057,280,034股，持股比例为4.41%，为本公司第二大普通股股东。",
			Want: []string{"holding.ratio 0.0441 unverifiable"},
		},
	}))
}

// TestShareCapitalUnits: the share capital row is a share count wherever a
// check reads it (EPS and holding ratio alike), and a holding divided by a
// total from a table says so.
func TestShareCapitalUnits(t *testing.T) {
	text := table003Impact + "本次发行前，福建省财政厅直接持有公司普通股股份3,402,173,769 股，持股比例为17.86%，为公司第一大普通股股东。"
	units := map[string]bool{}
	for _, c := range append(checktest.RunFull(t, text, read(text), Tables{}), checktest.RunFull(t, text, read(text), Holdings{})...) {
		for _, in := range c.Inputs {
			if in.Text == "19,052" {
				units[c.ID+" "+in.Unit] = true
			}
		}
		if c.ID == "holding.ratio" {
			for _, w := range []string{"before the issue", "普通股股本", "2013-12-31", "a table elsewhere", "1元 par"} {
				if !strings.Contains(c.Note, w) {
					t.Errorf("holding note %q does not say %q", c.Note, w)
				}
			}
		}
	}
	if diff := cmp.Diff(map[string]bool{"table.eps shares": true, "holding.ratio shares": true}, units); diff != "" {
		t.Errorf("units of the share capital cell (-want +got)\n%s", diff)
	}
	// A total stated with the holding needs no note.
	stated := "截至2014年6月30日，本行总股本为10,000,000,000股。汇金公司持有本行A股股份1,786,000,000股，占本行总股本的17.86%。"
	got := checktest.RunFull(t, stated, read(stated), Holdings{})
	if len(got) != 1 || got[0].Note != "" {
		t.Errorf("got %+v, want one finding without a note", got)
	}
}

// TestCapitalSumNote: the unverifiable sum names the gap.
func TestCapitalSumNote(t *testing.T) {
	for _, c := range checktest.RunFull(t, table003Capital, read(table003Capital), Tables{}) {
		if c.ID == "capital.sum" && c.Stated.Text == "250,183" {
			if !strings.Contains(c.Note, "251,816 百万元") || !strings.Contains(c.Note, "1,633 百万元 more than the 250,183") {
				t.Errorf("note %q does not name the gap", c.Note)
			}
			return
		}
	}
	t.Error("no capital.sum finding for 250,183")
}

// TestDividendTable: the cash dividend of a year is the dividend per 10
// shares times the shares of that year over 10, and its share of the
// year's distribution counts bonus shares at par.
func TestDividendTable(t *testing.T) {
	// 003: the shares are the impact table's 普通股股本 at 2013-12-31, so
	// only the 2013 column can be checked.
	both := table003Impact + table003Dividends
	// A table with its own share capital row (2012: 12,702 百万股 before
	// the bonus issue; 7,240 / (7,240 + 5 × 12,702 / 10) = 53.27%).
	own := "公司近两年现金分红情况如下表：\n以人民币百万元列示\n" +
		"| 项目 | 2013年度 | 2012年度 |\n" +
		"| 普通股股本 | 19,052 | 12,702 |\n" +
		"| 每10股送红股数（股）（含税） | - | 5 |\n" +
		"| 每10股派息数（元）（含税） | 4.6 | 5.7 |\n" +
		"| 现金分红的数额（百万元）（含税） | 8,764 | 7,240 |\n" +
		"| 现金分红占当年利润分配的比率 | 100.00% | 53.27% |\n"
	perShare := "单位：万元\n项目\t2014年度\n总股本（股）\t1,000,000,000\n每股派息（元）\t0.25\n现金分红金额\t25,000\n"
	only := func(ids ...string) func([]string) []string {
		return func(all []string) []string {
			var out []string
			for _, f := range all {
				for _, id := range ids {
					if strings.HasPrefix(f, id+" ") {
						out = append(out, f)
					}
				}
			}
			return out
		}
	}
	pick := only("dividend.cash_total", "dividend.payout_share")
	cases := []struct {
		name, text string
		want       []string
	}{
		{"003: 2013 against the share capital of 2013-12-31", both, []string{
			"dividend.cash_total 8764000000 pass", "dividend.cash_total 7240000000 unverifiable",
			"dividend.cash_total 3991000000 unverifiable",
			"dividend.payout_share 1.0000 pass", "dividend.payout_share 0.5327 unverifiable", "dividend.payout_share 1.0000 pass",
		}},
		{"003 with a wrong 2013 total", strings.Replace(both, "| 8,764 |", "| 8,864 |", 1), []string{
			"dividend.cash_total 8864000000 fail", "dividend.cash_total 7240000000 unverifiable",
			"dividend.cash_total 3991000000 unverifiable",
			"dividend.payout_share 1.0000 pass", "dividend.payout_share 0.5327 unverifiable", "dividend.payout_share 1.0000 pass",
		}},
		{"shares in the table, bonus shares at par", own, []string{
			"dividend.cash_total 8764000000 pass", "dividend.cash_total 7240000000 pass",
			"dividend.payout_share 1.0000 pass", "dividend.payout_share 0.5327 pass",
		}},
		{"a wrong payout share", strings.Replace(own, "53.27%", "60.00%", 1), []string{
			"dividend.cash_total 8764000000 pass", "dividend.cash_total 7240000000 pass",
			"dividend.payout_share 1.0000 pass", "dividend.payout_share 0.6000 fail",
		}},
		{"per share, in 万元", perShare, []string{"dividend.cash_total 250000000 pass"}},
		{"a share count at a mid-year date is not used", strings.Replace(both, "2013年12月31日", "2014年6月30日", 1), []string{
			"dividend.cash_total 8764000000 unverifiable", "dividend.cash_total 7240000000 unverifiable",
			"dividend.cash_total 3991000000 unverifiable",
			"dividend.payout_share 1.0000 pass", "dividend.payout_share 0.5327 unverifiable", "dividend.payout_share 1.0000 pass",
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := pick(checktest.RunOn(t, tc.text, read(tc.text), Tables{}))
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("(-want +got)\n%s", diff)
			}
		})
	}
}
