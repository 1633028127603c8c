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
