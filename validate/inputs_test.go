package validate

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// runFull runs one check on text with out as the extracted terms and
// returns its findings whole.
func runFull(t *testing.T, text string, out *schema.Document, c Check) []schema.Check {
	t.Helper()
	doc := normalize.New(normalize.Layer{Path: "t.txt", Format: "txt", Encoding: "utf-8", Raw: []byte(text), Text: text, Tables: normalize.TextTables(text)})
	if out == nil {
		out = &schema.Document{}
	}
	RunChecks(doc, out, []Check{c})
	for _, f := range out.Checks {
		for _, in := range f.Inputs {
			if in.Span != nil && in.Text != "" && text[in.Span[0]:in.Span[1]] != in.Text {
				t.Errorf("%s input %s: text %q is not the source at %v (%q)", f.ID, in.Name, in.Text, *in.Span, text[in.Span[0]:in.Span[1]])
			}
		}
	}
	return out.Checks
}

// TestShareCapitalUnits: the share capital row is a share count wherever a
// check reads it (EPS and holding ratio alike), and a holding divided by a
// total from a table says so.
func TestShareCapitalUnits(t *testing.T) {
	text := table003Impact + "本次发行前，福建省财政厅直接持有公司普通股股份3,402,173,769 股，持股比例为17.86%，为公司第一大普通股股东。"
	units := map[string]bool{}
	for _, c := range append(runFull(t, text, nil, Tables{}), runFull(t, text, nil, Holdings{})...) {
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
	got := runFull(t, "截至2014年6月30日，本行总股本为10,000,000,000股。汇金公司持有本行A股股份1,786,000,000股，占本行总股本的17.86%。", nil, Holdings{})
	if len(got) != 1 || got[0].Note != "" {
		t.Errorf("got %+v, want one finding without a note", got)
	}
}

// TestCapitalSumNote: the unverifiable sum names the gap.
func TestCapitalSumNote(t *testing.T) {
	for _, c := range runFull(t, table003Capital, nil, Tables{}) {
		if c.ID == "capital.sum" && c.Stated.Text == "250,183" {
			if !strings.Contains(c.Note, "251,816 百万元") || !strings.Contains(c.Note, "1,633 百万元 more than the 250,183") {
				t.Errorf("note %q does not name the gap", c.Note)
			}
			return
		}
	}
	t.Error("no capital.sum finding for 250,183")
}

// TestConversionCeiling: a share count stated as a ceiling (最多…股) is the
// quotient cut down to whole shares, even where the document names no
// rounding rule; rounding it up is a finding.
func TestConversionCeiling(t *testing.T) {
	const terms = "本次拟发行的境内优先股总金额不超过人民币200亿元。初始强制转股价格为每股人民币3.00元。"
	runCases(t, ConversionShares{}, []checkCase{
		{
			name: "001 wording, cut down",
			text: terms + "假设优先股全部转股，最多发行总数为6,666,666,666股A股普通股。",
			want: []string{"conversion.max_shares 6666666666 pass"},
		},
		{
			name: "转股数量不超过, cut down",
			text: terms + "全部转股后，本行新增A股普通股转股数量不超过6,666,666,666股。",
			want: []string{"conversion.max_shares 6666666666 pass"},
		},
		{
			name: "rounded up is wrong for a ceiling",
			text: terms + "假设优先股全部转股，最多发行总数为6,666,666,667股A股普通股。",
			want: []string{"conversion.max_shares 6666666667 fail"},
		},
	})
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
			got := pick(runOn(t, tc.text, nil, Tables{}))
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("(-want +got)\n%s", diff)
			}
		})
	}
}
