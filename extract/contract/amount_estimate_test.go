package contract

import "testing"

// The estimate of the project a tender states is its price where no price
// word governs a figure (国祯环保 预中标: 5、投资概算:约人民币6,428万元; 元成
// 园林 预中标: 本项目建设工程估算约17767.42万元); where one does, its figure
// stays the price (the first excerpt with a line of 中标价 added after it).
func TestEstimatePrice(t *testing.T) {
	for _, c := range []struct {
		title, company, text, want string
	}{
		{"安徽国祯环保节能科技股份有限公司关于预中标的提示性公告", "安徽国祯环保节能科技股份有限公司",
			"安徽国祯环保节能科技股份有限公司关于预中标的提示性公告\n" +
				"5、投资概算:约人民币6,428万元(其中:一期经营权转让约3428万元,二期新建及一期提标约3000万元,最终以县财政、审计部门审核为准)。\n",
			"64280000"},
		{"浙江元成园林集团股份有限公司关于重大工程EPC项目的预中标公告", "浙江元成园林集团股份有限公司",
			"浙江元成园林集团股份有限公司关于重大工程EPC项目的预中标公告\n" +
				"本项目建设工程估算约17767.42万元。\n",
			"177674200"},
		{"安徽国祯环保节能科技股份有限公司关于预中标的提示性公告", "安徽国祯环保节能科技股份有限公司",
			"安徽国祯环保节能科技股份有限公司关于预中标的提示性公告\n" +
				"5、投资概算:约人民币6,428万元。\n6、中标价为5,980万元。\n",
			"59800000"},
	} {
		out := runAs(t, c.title, c.company, c.text)
		if len(out.Contracts) != 1 || out.Contracts[0].Amount == nil {
			t.Errorf("%s: contracts %+v, want one with an amount", c.company, out.Contracts)
			continue
		}
		if got := out.Contracts[0].Amount.Value; got != c.want {
			t.Errorf("%s: amount %s, want %s", c.company, got, c.want)
		}
	}
}
