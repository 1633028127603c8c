package contract

import (
	"strings"
	"testing"
)

// A sentence that states the parts of one award and then their sum: the
// contract's amount is the sum, not the first part (华智控股 2013-049:
// 金额约为9,277.10万元,…金额约为2,218.51万元,合计中标金额约为11,495.61万元;
// 中国电建 临2016-056: 中标金额分别约为26.98亿元人民币、31.77亿元人民币,合计约为
// 58.75亿元人民币; 键桥通讯 2016-020: A分标合同金额17,052,156.00元,B分标合同
// 金额19,295,616.00元,合同价款合计人民币36,347,772.00元). A figure after 合计
// that the parts do not add up to is not their sum: the first part stays.
func TestWholeOfParts(t *testing.T) {
	huazhi := "浙江华智控股股份有限公司关于重大经营合同中标的公告\n" +
		"根据国家电网公司于2013年12月4日发布的《国家电网公司2013年第四批电能表及用电信息采集设备招标采购(招标编号: 0711-13OTL193 )推荐的中标候选人公示》,公司子公司华立仪表集团股份有限公司为国家电网公司2013年第四批电能表及用电信息采集设备招标采购推荐中标候选人,中标各类智能电能表409,260台,金额约为9,277.10万元,中标集中器采集器及终端产品20,000台,金额约为2,218.51万元,合计中标金额约为11,495.61万元。\n"
	for _, c := range []struct {
		name, title, company, text, want string
	}{
		{"华智控股", "浙江华智控股股份有限公司关于重大经营合同中标的公告", "浙江华智控股股份有限公司", huazhi, "114956100"},
		{"中国电建", "中国电力建设股份有限公司工程中标公告", "中国电力建设股份有限公司",
			"中国电力建设股份有限公司工程中标公告\n" +
				"近日,中国电力建设股份有限公司(以下简称“公司”)与公司下属间接持股100%的全资子公司中国水电建设集团国际工程有限公司分别中标新建铁路磨丁至万象线铁路工程项目(以下简称“中老铁路”)施工V标段、施工IV标段,中标金额分别约为26.98亿元人民币、31.77亿元人民币,合计约为58.75亿元人民币。\n",
			"5875000000"},
		{"键桥通讯", "深圳键桥通讯技术股份有限公司关于项目中标进展情况公告", "深圳键桥通讯技术股份有限公司",
			"深圳键桥通讯技术股份有限公司关于项目中标进展情况公告\n" +
				"3、合同金额:A分标合同金额17,052,156.00元,B分标合同金额19,295,616.00元,合同价款合计人民币36,347,772.00元;\n",
			"36347772"},
		// The same sentence with a total its parts do not add up to.
		{"华智控股, sum altered", "浙江华智控股股份有限公司关于重大经营合同中标的公告", "浙江华智控股股份有限公司",
			strings.Replace(huazhi, "11,495.61万元", "11,595.61万元", 1), "92771000"},
	} {
		t.Run(c.name, func(t *testing.T) {
			out := runAs(t, c.title, c.company, c.text)
			if len(out.Contracts) != 1 || out.Contracts[0].Amount == nil {
				t.Fatalf("contracts %+v, want one with an amount", out.Contracts)
			}
			a := out.Contracts[0].Amount
			if a.Value != c.want {
				t.Errorf("amount %s (%q), want %s", a.Value, a.Text, c.want)
			}
			if !strings.Contains(c.text, strings.Join(strings.Fields(a.Text), "")) {
				t.Errorf("amount text %q not in the text", a.Text)
			}
		})
	}
}
