package contract

import "testing"

// TestProjectBeforeWorksNumber: a project label's value with the works'
// number label run in after it ends where the name does. A name ending in
// 项目 loses the 工程 of 工程项目编号 (1156622: "…采购及服务项目工程项目编号:
// DTZBCS-HW-2012-005"); a name ending in 工程 keeps it before 项目编号.
func TestProjectBeforeWorksNumber(t *testing.T) {
	cases := []struct{ line, want string }{
		{"项目名称:长沙市轨道交通2号线一期工程警用通信系统采购及服务项目工程项目编号:DTZBCS-HW-2012-005", "长沙市轨道交通2号线一期工程警用通信系统采购及服务项目"},
		{"项目名称:南宁市五象新区道路综合管廊建设项目工程编号:NN-2016-031", "南宁市五象新区道路综合管廊建设项目"},
		{"项目名称:连云港市徐圩新区港前大道改造工程项目编号:LYG2015-07", "连云港市徐圩新区港前大道改造工程"},
	}
	for _, c := range cases {
		text := "证券代码:002316证券简称:键桥通讯公告编号:2012-027\n" +
			"深圳键桥通讯技术股份有限公司\n关于重大经营合同中标公示的提示性公告\n" +
			"深圳键桥通讯技术股份有限公司成为中标候选人第一名,现将中标结果公示的有关内容公告如下:\n" +
			"招标人:长沙市轨道交通集团有限公司\n" + c.line + "\n" +
			"公司本次投标金额为人民币42,506,800元。\n"
		d := runAs(t, "深圳键桥通讯技术股份有限公司关于重大经营合同中标公示的提示性公告", "深圳键桥通讯技术股份有限公司", text)
		if len(d.Contracts) == 0 || d.Contracts[0].Project != c.want {
			t.Errorf("%s: contracts %+v, want the project %s", c.line, d.Contracts, c.want)
		}
	}
}
