package capital

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/extract/internal/testdoc"
	"github.com/gonggao/gonggao/schema"
)

// TestParallelLists reads 003's parallel lists: the three dividend
// scenarios on an assumed 300亿元 (股息率分别为7%、8%和9%…分别约减少21.00亿元、
// 24.00亿元和27.00亿元，分别约占…净利润412.11亿元的5.10%、5.82%和6.55%) and
// the average of three years' net profit (年平均净利润为338.11亿元); the
// other corpus plans state neither.
func TestParallelLists(t *testing.T) {
	q := func(t *testing.T, c *extract.Context, x schema.Quantity) string {
		testdoc.CheckRef(t, c.Doc, x.Text, schema.Ref{Text: x.Text, Span: x.Span})
		return x.Text
	}
	cases := map[string][]string{
		"003_62c1a5d2d0aeecb4.txt": {
			"scenarios size=300亿元 profit=412.11亿元",
			"rate=7% reduction=21.00亿元 share=5.10%",
			"rate=8% reduction=24.00亿元 share=5.82%",
			"rate=9% reduction=27.00亿元 share=6.55%",
			"average 255.05亿元 347.18亿元 412.11亿元 = 338.11亿元",
		},
		"000_bac74d30caa566df.txt": nil,
		"001_bfdae5a8f63b378f.txt": nil,
		"002_1522606f4fcf738c.txt": nil,
	}
	for name, want := range cases {
		c := &extract.Context{Doc: testdoc.File(t, name), Out: &schema.Document{}}
		ParallelLists{}.Extract(c)
		var got []string
		for _, set := range c.Out.DividendScenarios {
			s := "scenarios size=" + q(t, c, set.Size)
			if set.Profit != nil {
				s += " profit=" + q(t, c, *set.Profit)
			}
			got = append(got, s)
			for _, sc := range set.Scenarios {
				s := "rate=" + q(t, c, sc.Rate) + " reduction=" + q(t, c, sc.Reduction)
				if sc.ShareOfProfit != nil {
					s += " share=" + q(t, c, *sc.ShareOfProfit)
				}
				got = append(got, s)
			}
		}
		for _, lt := range c.Out.ListTotals {
			s := lt.Of
			for _, it := range lt.Items {
				s += " " + q(t, c, it)
			}
			got = append(got, s+" = "+q(t, c, lt.Total))
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s (-want +got)\n%s", name, diff)
		}
	}
}
