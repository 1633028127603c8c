package contract

import "testing"

// TestLabelOpensLine: a line that opens with an employer's label and its
// colon is a field of its own, not the rest of the long line before it
// ("…(EPC)招标项目⏎招标机构:江西会昌工业园区管理委员会", "三、国道342合阳段公路
// PPP项目⏎招标人:合阳县交通运输局"); a line that opens with the label's
// word in a sentence is not ("招标人对…").
func TestLabelOpensLine(t *testing.T) {
	for line, want := range map[string]bool{
		"招标机构:江西会昌工业园区管理委员会项目地点:会昌县台商创业基地": true,
		"招标人:合阳县交通运输局":            true,
		"招标人名称:北京市政交通一卡通有限公司":     true,
		"  采购人 :中国环境监测总站":         true,
		"招标人对本项目的评审结果已公示完毕,":      false,
		"业主单位已于近日发出中标通知书:":        false,
		"中标人:本公司子公司安徽省公路桥梁工程有限公司": false,
	} {
		if got := opensWithLabel(line); got != want {
			t.Errorf("opensWithLabel(%q) = %v, want %v", line, got, want)
		}
	}
	text := "证券代码:000967证券简称:盈峰环境公告编号:2017-082\n" +
		"盈峰环境科技集团股份有限公司\n关于环保产业中标提示性公告\n" +
		"近日,盈峰环境科技集团股份有限公司(以下简称“公司”)收到中标通知书,公司全资子公司宇星科技发展(深圳)有限公司中标江西会昌台商创业基地西区污水处理厂及管网工程EPC招标项目,中标金额为4,939.42万元。\n" +
		"一、中标项目的基本情况\n" +
		"工程名称:江西会昌台商创业基地西区污水处理厂及管网工程设计、施工、设备采购总承包(EPC)招标项目\n" +
		"招标机构:江西会昌工业园区管理委员会项目地点:会昌县台商创业基地\n"
	d := runAs(t, "盈峰环境科技集团股份有限公司关于环保产业中标提示性公告", "盈峰环境科技集团股份有限公司", text)
	if len(d.Contracts) == 0 || d.Contracts[0].Employer != "江西会昌工业园区管理委员会" {
		t.Errorf("contracts %+v, want the employer 江西会昌工业园区管理委员会", d.Contracts)
	}
}

// TestLabelledNameEndsLine: a line that is an employer's label and a name
// ending as an organisation's does ends its field; the next line is not
// its rest ("1、发包人:阿尔及利亚国家高速公路管理局⏎公司与交易对方不存在关联
// 关系"). A label whose value the line breaks before its suffix goes on.
func TestLabelledNameEndsLine(t *testing.T) {
	for line, want := range map[string]bool{
		"1、发包人:阿尔及利亚国家高速公路管理局": true,
		"招标人:长沙市轨道交通集团有限公司":    true,
		"甲方:馆陶县住房和城乡规划建设局":     true,
		"招标人:中国铁路总公司各相关":       false,
		"项目名称:长沙市轨道交通2号线一期工程":  false,
	} {
		if got := labelledName(line); got != want {
			t.Errorf("labelledName(%q) = %v, want %v", line, got, want)
		}
	}
	text := "证券代码: 000498证券简称:山东路桥公告编号: 2015-07\n" +
		"山东高速路桥集团股份有限公司重大合同公告\n" +
		"山东高速路桥集团股份有限公司全资子公司山东省路桥集团有限公司作为牵头公司与阿尔及利亚国家高速公路管理局就马斯卡拉至东西高速公路连接线工程1标段签订施工合同,合同金额折合人民币约1,209,331,723.87元。\n" +
		"二、合同当事人介绍\n" +
		"1、发包人:阿尔及利亚国家高速公路管理局\n" +
		"公司与交易对方不存在关联关系;最近一个会计年度公司未与交易对方发生业务往来。\n"
	d := runAs(t, "山东高速路桥集团股份有限公司重大合同公告", "山东高速路桥集团股份有限公司", text)
	if len(d.Contracts) == 0 || d.Contracts[0].Employer != "阿尔及利亚国家高速公路管理局" {
		t.Errorf("contracts %+v, want the employer 阿尔及利亚国家高速公路管理局", d.Contracts)
	}
}

// TestLabelledNameWrapped: a name the layout wrapped after an ending of an
// organisation's goes on when the next line opens with an organisation's
// part and holds no sentence ("招标人:中国石油天然气集团公司⏎西南油气田分公
// 司", "采购人:国家电网公司⏎华北分部"); a next line that is a sentence does
// not.
func TestLabelledNameWrapped(t *testing.T) {
	for _, tt := range []struct{ line, next, want string }{
		{"招标人:中国石油天然气集团公司", "西南油气田分公司", "中国石油天然气集团公司西南油气田分公司"},
		{"采购人:国家电网公司", "华北分部", "国家电网公司华北分部"},
		{"发包人:中国铁路总公司", "分公司与交易对方不存在关联关系。", "中国铁路总公司"},
	} {
		text := "证券代码: 000498证券简称:山东路桥公告编号: 2015-07\n" +
			"山东高速路桥集团股份有限公司重大合同公告\n" +
			"山东高速路桥集团股份有限公司全资子公司山东省路桥集团有限公司近日签订施工合同,合同金额约1,209,331,723.87元。\n" +
			"二、合同当事人介绍\n" +
			"1、" + tt.line + "\n" + tt.next + "\n" +
			"公司与交易对方不存在关联关系;最近一个会计年度公司未与交易对方发生业务往来。\n"
		d := runAs(t, "山东高速路桥集团股份有限公司重大合同公告", "山东高速路桥集团股份有限公司", text)
		if len(d.Contracts) == 0 || d.Contracts[0].Employer != tt.want {
			t.Errorf("%s⏎%s: contracts %+v, want the employer %s", tt.line, tt.next, d.Contracts, tt.want)
		}
	}
}
