package figures

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

func run(text string) *schema.Document {
	doc := normalize.New(normalize.Layer{Path: "t.txt", Format: "txt", Encoding: "utf-8", Raw: []byte(text), Text: text, Tables: normalize.TextTables(text)})
	return extract.Run(doc, schema.Source{}, []extract.Extractor{Tables{}, TextFigures{}, Holdings{}})
}

func TestHoldingsWordings(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       []string // shares ratio when
		total      string
	}{
		{"003, before the issue", "本次发行前，福建省财政厅直接持有公司普通股股份3,402,173,769 股，持股比例为17.86%，为公司第一大普通股股东。",
			[]string{"3402173769 0.1786 before"}, ""},
		{"002, at a date", "截至2014年9月30日，光大集团直接持有本公司普通股股份2,057,280,034股，持股比例为4.41%。",
			[]string{"2057280034 0.0441 2014-09-30"}, ""},
		{"占…总股本的, with the total stated", "截至2014年6月30日，本行总股本为10,000,000,000股。汇金公司持有本行A股股份1,786,000,000股，占本行总股本的17.86%。",
			[]string{"1786000000 0.1786 -"}, "10000000000"}, // the date is in the sentence before
		{"a ratio without the shares held", "本次发行前，公司持有子公司股权，持股比例为51%。", nil, ""},
		{"a total of preference shares is not the company's", "本次拟发行的优先股总数不超过3亿股。福建省财政厅直接持有公司普通股股份3,402,173,769 股，持股比例为17.86%。",
			[]string{"3402173769 0.1786 -"}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := run(tc.text)
			var got []string
			for _, h := range out.Holdings {
				when := "-"
				switch {
				case h.Date != "":
					when = h.Date
				case h.BeforeIssue:
					when = "before"
				}
				got = append(got, fmt.Sprintf("%s %s %s", h.Shares.Value, h.Ratio.Value, when))
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("holdings (-want +got)\n%s", diff)
			}
			total := ""
			if out.TotalShares != nil {
				total = out.TotalShares.Value
			}
			if total != tc.total {
				t.Errorf("total %q, want %q", total, tc.total)
			}
		})
	}
}

func TestTextFigures(t *testing.T) {
	// 003's dividend table and its prose.
	text := `公司2011-2013年现金分红情况如下:
| 项目 | 2013年度 | 2012年度 | 2011年度 |
| 现金分红的数额（百万元）（含税） | 8,764 | 7,240 | 3,991 |
| 分红年度归属于母公司普通股股东的净利润（百万元） | 41,211 | 34,718 | 25,505 |
` + "公司2011年度、2012年度和2013年度实现归属母公司普通股股东的净利润分别为255.05亿元、347.18亿元和412.11亿元，年平均净利润为338.11亿元。\n" +
		"2013年度，公司归属于母公司普通股股东的净利润为412.11亿元。\n" +
		"2013年度净利润增长较快，资本净额达412.11亿元。\n" +
		"2012年度和2013年度的净利润分别为347.18亿元。\n"
	var got []string
	for _, f := range run(text).TextFigures {
		got = append(got, fmt.Sprintf("%s %d %s", f.Measure, f.Year, f.Figure.Text))
	}
	// A list against the years in order; one year for one figure; no
	// figure right after the measure in the third sentence; two years for
	// one figure in the last: not tied.
	want := []string{"净利润 2011 255.05亿元", "净利润 2012 347.18亿元", "净利润 2013 412.11亿元", "净利润 2013 412.11亿元"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("text figures (-want +got)\n%s", diff)
	}
}
