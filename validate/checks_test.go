package validate

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// runOn builds a document from text (tables detected as the text reader
// does), runs one check with out as the extracted terms, and returns
// "id stated status" per finding.
func runOn(t *testing.T, text string, out *schema.Document, c Check) []string {
	t.Helper()
	doc := normalize.New(normalize.Layer{Path: "t.txt", Format: "txt", Encoding: "utf-8", Raw: []byte(text), Text: text, Tables: normalize.TextTables(text)})
	if out == nil {
		out = &schema.Document{}
	}
	RunChecks(doc, out, []Check{c})
	var got []string
	for _, f := range out.Checks {
		st := "-"
		if f.Stated != nil {
			st = f.Stated.Value
			if text[f.Stated.Span[0]:f.Stated.Span[1]] != f.Stated.Text {
				t.Errorf("%s: stated text %q is not the source at %v", f.ID, f.Stated.Text, f.Stated.Span)
			}
		}
		got = append(got, f.ID+" "+st+" "+f.Status)
	}
	return got
}

type checkCase struct {
	name string
	text string
	out  *schema.Document
	want []string
}

func runCases(t *testing.T, c Check, cases []checkCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := runOn(t, tc.text, tc.out, c)
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("(-want +got)\n%s", diff)
			}
		})
	}
}

func TestConversionShares(t *testing.T) {
	runCases(t, ConversionShares{}, []checkCase{
		{
			name: "003 restoration",
			text: "若本次优先股发行总规模为300亿元，以本次董事会决议公告日前二十个交易日公司A股普通股股票交易均价确定的初始模拟转股价格9.86元/股测算，优先股股东表决权恢复后，公司享有表决权的股份将约增加30.43亿股。",
			want: []string{"restoration.votes 3043000000 pass"},
		},
		{
			name: "price before amount, 约 after the verb",
			text: "按照初始强制转股价格每股人民币5.20元计算，本次600亿元优先股全部转股后，本行A股普通股将增加约115.38亿股。",
			want: []string{"conversion.max_shares 11538000000 pass"},
		},
		{
			name: "001: price and amount from earlier sentences, 去尾法",
			text: "本次拟发行的境内优先股总数不超过6亿股（含），总金额不超过人民币600亿元（含）。\n初始强制转股价格为审议通过本次优先股发行方案的董事会决议公告日前二十个交易日本行A股普通股股票交易均价，即每股人民币5.20元。\n转股时不足转换为一股的部分，以去尾法取一股的整数倍。\n假设优先股按发行数量上限、以每股人民币100元的票面金额全部并一次性发行，根据初始强制转股价格，假设优先股全部转股，最多发行总数为11,538,461,538股A股普通股。",
			want: []string{"conversion.max_shares 11538461538 pass"},
		},
		{
			name: "wrong count fails",
			text: "若本次优先股发行总规模为300亿元，以初始强制转股价格9.86元/股测算，当满足强制转股触发条件时，公司普通股股本总额将约增加31.43亿股。",
			want: []string{"conversion.max_shares 3143000000 fail"},
		},
		{
			name: "no price anywhere: unverifiable",
			text: "假设优先股全部转股，公司普通股将增加30.43亿股。",
			want: []string{"conversion.max_shares 3043000000 unverifiable"},
		},
		{
			name: "rounding unit and unrelated counts are not results",
			text: "转股时不足转换为一股的部分，以去尾法取一股的整数倍。本次拟发行的优先股总数不超过3亿股。",
			want: nil,
		},
	})
}

func TestDividendScenarios(t *testing.T) {
	runCases(t, DividendScenarios{}, []checkCase{
		{
			name: "003",
			text: "假设本次优先股发行总规模为300亿元，且在2013年已完成一个计息年度的全额派息，在不考虑募集资金使用效率的情况下，如果每年股息率分别为7%、8%和9%（仅为示意性测算，不代表公司预期的本次发行优先股股息率），则公司2013年度可向普通股股东分配的利润分别约减少21.00亿元、24.00亿元和27.00亿元，分别约占公司2013年度归属于母公司普通股股东的净利润412.11亿元的5.10%、5.82%和6.55%。",
			want: []string{
				"dividend.scenario.reduction 2100000000 pass",
				"dividend.scenario.reduction 2400000000 pass",
				"dividend.scenario.reduction 2700000000 pass",
				"dividend.scenario.share_of_profit 0.0510 pass",
				"dividend.scenario.share_of_profit 0.0582 pass",
				"dividend.scenario.share_of_profit 0.0655 pass",
			},
		},
		{
			name: "two scenarios, 及, 股息支出",
			text: "按发行规模200亿元、票面股息率分别为6%及6.5%测算，本行每年优先股股息支出分别为12.00亿元及13.00亿元，分别占本行2014年度净利润500.00亿元的2.40%及2.60%。",
			want: []string{
				"dividend.scenario.reduction 1200000000 pass",
				"dividend.scenario.reduction 1300000000 pass",
				"dividend.scenario.share_of_profit 0.0240 pass",
				"dividend.scenario.share_of_profit 0.0260 pass",
			},
		},
		{
			name: "a wrong figure fails alone",
			text: "假设本次优先股发行总规模为300亿元，如果每年股息率分别为7%、8%和9%，则公司可向普通股股东分配的利润分别约减少21.00亿元、24.50亿元和27.00亿元。",
			want: []string{
				"dividend.scenario.reduction 2100000000 pass",
				"dividend.scenario.reduction 2450000000 fail",
				"dividend.scenario.reduction 2700000000 pass",
			},
		},
		{
			name: "rates with no size: nothing",
			text: "股息率分别为7%、8%和9%时，本次优先股发行对主要财务数据的影响如下。",
			want: nil,
		},
	})
}

func TestListTotals(t *testing.T) {
	runCases(t, ListTotals{}, []checkCase{
		{
			name: "003 average",
			text: "公司最近三年持续盈利，2011年度、2012年度和2013年度实现归属母公司普通股股东的净利润分别为255.05亿元、347.18亿元和412.11亿元，年平均净利润为338.11亿元；截至2013年末，公司母公司财务报表口径下未分配利润余额为899.99亿元。",
			want: []string{"text.average 33811000000 pass"},
		},
		{
			name: "sum",
			text: "本行2012年度和2013年度分别派发现金股利72.40亿元和87.64亿元，合计160.04亿元。",
			want: []string{"text.sum 16004000000 pass"},
		},
		{
			name: "wrong average fails",
			text: "近三年可分配利润分别为100亿元、200亿元和300亿元，年均可分配利润为210亿元。",
			want: []string{"text.average 21000000000 fail"},
		},
		{
			name: "a list with no total",
			text: "净利润分别为255.05亿元、347.18亿元和412.11亿元。",
			want: nil,
		},
	})
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
	runCases(t, Tables{}, []checkCase{
		{
			name: "003 capital",
			text: table003Capital,
			want: []string{
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
			name: "gross capital giving less than the stated ratio fails",
			text: strings.Replace(table003Capital, "| 核心一级资本充足率 | 8.68% | 8.68% |", "| 核心一级资本充足率 | 8.98% | 8.68% |", 1),
			want: []string{
				"capital.sum 250183000000 unverifiable", "capital.sum 280183000000 unverifiable",
				"table.sum 280183000000 pass",
				"capital.ratio 0.0898 fail", "capital.ratio 0.0868 unverifiable",
				"capital.ratio 0.0868 unverifiable", "capital.ratio 0.0998 unverifiable",
				"capital.ratio 0.1083 pass", "capital.ratio 0.1213 pass",
			},
		},
		{
			name: "tiers stated net add up to the total",
			text: "单位：亿元\n项目\t2014年末\n核心一级资本净额\t100.00\n其他一级资本净额\t10.00\n二级资本净额\t20.00\n资本净额\t130.00\n",
			want: []string{"capital.sum 13000000000 pass"},
		},
		{
			name: "tiers stated net that do not add up fail",
			text: "单位：亿元\n项目\t2014年末\n一级资本净额\t110.00\n二级资本净额\t20.00\n资本净额\t131.00\n",
			want: []string{"capital.sum 13100000000 fail"},
		},
		{
			name: "gross tiers summing below the total fail",
			text: strings.Replace(table003Capital, "| 资本净额 | 250,183 | 280,183 |", "| 资本净额 | 252,183 | 280,183 |", 1),
			want: []string{
				"capital.sum 252183000000 fail", "capital.sum 280183000000 unverifiable",
				"table.sum 280183000000 fail",
				"capital.ratio 0.0868 unverifiable", "capital.ratio 0.0868 unverifiable",
				"capital.ratio 0.0868 unverifiable", "capital.ratio 0.0998 unverifiable",
				"capital.ratio 0.1083 fail", "capital.ratio 0.1213 pass",
			},
		},
		{
			name: "net capital in a tab table: the ratios follow",
			text: "单位：亿元\n项目\t2014年末\n核心一级资本净额\t100.00\n资本净额\t130.00\n风险加权资产\t1000.00\n核心一级资本充足率\t10.00%\n资本充足率\t13.00%\n",
			want: []string{"capital.ratio 0.1000 pass", "capital.ratio 0.1300 pass"},
		},
		{
			name: "003 dividends",
			text: table003Dividends,
			// No share count stands beside this table: the cash totals
			// are unverifiable; 2012's bonus shares too.
			want: []string{
				"dividend.cash_total 8764000000 unverifiable", "dividend.cash_total 7240000000 unverifiable",
				"dividend.cash_total 3991000000 unverifiable",
				"table.ratio 0.2127 pass", "table.ratio 0.2085 pass", "table.ratio 0.1565 pass",
				"dividend.payout_share 1.0000 pass", "dividend.payout_share 0.5327 unverifiable", "dividend.payout_share 1.0000 pass",
				"table.cumulative_ratio 0.5914 pass",
			},
		},
		{
			name: "003 impact",
			text: table003Impact,
			// In document order: the equity row, the profit row, the EPS row.
			want: []string{
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
			name: "003 impact as tab rows without empty cells",
			text: impactTabRows(table003Impact),
			want: []string{
				"dividend.scenario.equity 229071000000 pass", "dividend.scenario.equity 228771000000 pass",
				"dividend.scenario.equity 228471000000 pass", "dividend.scenario.net_profit 39111000000 pass",
				"dividend.scenario.net_profit 38811000000 pass", "dividend.scenario.net_profit 38511000000 pass",
				"table.eps 2.16 pass", "table.eps 2.05 pass", "table.eps 2.04 pass", "table.eps 2.02 pass",
			},
		},
		{
			name: "003 dividends as tab rows, the last row without empty cells",
			text: impactTabRows(table003Dividends),
			// No share count stands beside this table: the cash totals
			// are unverifiable; 2012's bonus shares too.
			want: []string{
				"dividend.cash_total 8764000000 unverifiable", "dividend.cash_total 7240000000 unverifiable",
				"dividend.cash_total 3991000000 unverifiable",
				"table.ratio 0.2127 pass", "table.ratio 0.2085 pass", "table.ratio 0.1565 pass",
				"dividend.payout_share 1.0000 pass", "dividend.payout_share 0.5327 unverifiable", "dividend.payout_share 1.0000 pass",
				"table.cumulative_ratio 0.5914 pass",
			},
		},
		{
			name: "a wrong ratio fails",
			text: strings.Replace(table003Dividends, "20.85%", "20.95%", 1),
			want: []string{
				"dividend.cash_total 8764000000 unverifiable", "dividend.cash_total 7240000000 unverifiable",
				"dividend.cash_total 3991000000 unverifiable",
				"table.ratio 0.2127 pass", "table.ratio 0.2095 fail", "table.ratio 0.1565 pass",
				"dividend.payout_share 1.0000 pass", "dividend.payout_share 0.5327 unverifiable", "dividend.payout_share 1.0000 pass",
				"table.cumulative_ratio 0.5914 pass",
			},
		},
		{
			name: "a table of names: nothing",
			text: "| 公司、发行人 | 指 | 兴业银行股份有限公司 |\n| 元 | 指 | 人民币元 |\n",
			want: nil,
		},
	})
}

func TestHoldings(t *testing.T) {
	runCases(t, Holdings{}, []checkCase{
		{
			name: "003: total from the table",
			text: table003Impact + "本次发行前，福建省财政厅直接持有公司普通股股份3,402,173,769 股，持股比例为17.86%，为公司第一大普通股股东。",
			want: []string{"holding.ratio 0.1786 pass"},
		},
		{
			name: "total stated in the text",
			text: "截至2014年6月30日，本行总股本为10,000,000,000股。汇金公司持有本行A股股份1,786,000,000股，占本行总股本的17.86%。",
			want: []string{"holding.ratio 0.1786 pass"},
		},
		{
			name: "wrong ratio fails",
			text: "截至2014年6月30日，本行总股本为10,000,000,000股。汇金公司持有本行A股股份1,786,000,000股，占本行总股本的18.86%。",
			want: []string{"holding.ratio 0.1886 fail"},
		},
		{
			name: "002: no total stated",
			text: "截至2014年9月30日，光大集团直接持有本公司普通股股份2,057,280,034股，持股比例为4.41%，为本公司第二大普通股股东。",
			want: []string{"holding.ratio 0.0441 unverifiable"},
		},
	})
}

func quantity(value, unit, bound, text string, start int) *schema.Quantity {
	return &schema.Quantity{Value: value, Unit: unit, Bound: bound, Text: text, Span: schema.Span{start, start + len(text)}}
}

func TestOfferingSize(t *testing.T) {
	// The extracted terms of 000, with spans into text.
	const shares, par = "不超过8亿股", "每股票面金额为人民币壹佰元"
	terms := func(amount string) (string, *schema.Document) {
		text := shares + "，" + par + "，总额" + amount + "。"
		a := len(shares + "，" + par + "，总额")
		return text, &schema.Document{Offerings: []schema.Offering{{
			Market:    "domestic",
			SharesMax: quantity("800000000", "shares", "le", shares, 0),
			ParValue:  quantity("100", "CNY/share", "eq", par, len(shares+"，")),
			AmountMax: quantity(strings.TrimSuffix(amount, "亿元")+"00000000", "CNY", "eq", amount, a),
		}}}
	}
	good, goodTerms := terms("800亿元")
	bad, badTerms := terms("900亿元")
	runCases(t, OfferingSize{}, []checkCase{
		{name: "from the terms", text: good, out: goodTerms, want: []string{"offering.amount_eq_shares_x_par 80000000000 pass"}},
		{name: "from the terms, wrong", text: bad, out: badTerms, want: []string{"offering.amount_eq_shares_x_par 90000000000 fail"}},
		{
			name: "001 wording",
			text: "本次拟发行的境内优先股总数不超过6亿股（含），总金额不超过人民币600亿元（含）。\n本次优先股的每股票面金额为人民币100元，以票面金额平价发行。",
			want: []string{"offering.amount_eq_shares_x_par 60000000000 pass"},
		},
		{
			name: "000 wording: amount elsewhere",
			text: "本次募集资金总额不超过800亿元，用于补充本行其他一级资本。\n本行本次拟采取非公开发行的方式，发行不超过8亿股优先股，每股票面金额为人民币壹佰元，按票面金额平价发行。",
			want: []string{"offering.amount_eq_shares_x_par 80000000000 pass"},
		},
		{
			name: "no amount: nothing to check",
			text: "本次拟发行的优先股总数不超过3亿股。每股面值人民币100元。",
			want: nil,
		},
	})
}

func TestSubscriptions(t *testing.T) {
	runCases(t, Subscriptions{}, []checkCase{
		{
			name: "002",
			text: "本次优先股每股票面金额（即面值）人民币100元，按票面金额平价发行。\n董事会同意光大集团认购1,000万股本公司本次发行的优先股，认购金额不超过人民币10亿元。",
			want: []string{"subscription.amount 1000000000 pass"},
		},
		{
			name: "variant",
			text: "本次发行的优先股每股面值为人民币100元。\n汇金公司拟以现金认购本次发行的优先股不超过2,000万股，认购金额不超过人民币20亿元。",
			want: []string{"subscription.amount 2000000000 pass"},
		},
		{
			name: "wrong amount",
			text: "本次发行的优先股每股面值为人民币100元。\n汇金公司拟以现金认购本次发行的优先股不超过2,000万股，认购金额不超过人民币30亿元。",
			want: []string{"subscription.amount 3000000000 fail"},
		},
		{
			name: "003: shares only",
			text: "本次发行的优先股每股面值人民币100元。\n公司股东福建省财政厅拟认购本次发行的优先股25,000,000股。",
			want: nil,
		},
	})
}

func intp(n int) *int { return &n }
