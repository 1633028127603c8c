package contract

import "testing"

// TestCompanyActsFirst: the company stated to have won before any
// subsidiary is spoken of is the contractor, the subsidiary named after
// the award a part of it or an earlier one's; a notice the company received
// whose winner its sentence names as the subsidiary, or a subsidiary spoken
// of first, leaves the subsidiary the contractor.
func TestCompanyActsFirst(t *testing.T) {
	for _, c := range []struct {
		title, company, text, want string
	}{{
		// 捷顺科技: the subsidiary's earlier award, in passing.
		"深圳市捷顺科技实业股份有限公司关于收到《中标通知书》的公告", "深圳市捷顺科技实业股份有限公司",
		"深圳市捷顺科技实业股份有限公司关于收到《中标通知书》的公告\n" +
			"深圳市捷顺科技实业股份有限公司(以下简称“公司”)于近日收到北京国际贸易公司发出的《中标通知书》,经评标委员会评审,确定公司为“京津冀交通一卡通互联互通北京一期工程区域中心系统采购项目”的中标人,中标金额为人民币1,707.112万元。\n" +
			"本次项目中标,是继公司控股子公司上海捷羿软件系统有限公司在“京津冀交通一卡通互联互通北京一期工程一卡通系统软件升级(Ⅰ)采购项目”中标后的再一次突破。\n",
		"深圳市捷顺科技实业股份有限公司",
	}, {
		// 浦东建设: the subsidiary is the project company of the award.
		"上海浦东路桥建设股份有限公司重大工程中标公告", "上海浦东路桥建设股份有限公司",
		"上海浦东路桥建设股份有限公司重大工程中标公告\n" +
			"近日我公司收到中标通知书,我公司参与投标的浦东新区航城路新建工程项目已经中标,工程投资额暂定为4.46亿元。\n" +
			"我公司控股子公司上海浦兴投资发展有限公司将作为项目公司进行投融资和建设管理,履行中标方项目法人职责。\n",
		"上海浦东路桥建设股份有限公司",
	}, {
		// 林洋电子: the subsidiary's part of the award, in a bracket.
		"江苏林洋电子股份有限公司关于重大经营合同中标的公告", "江苏林洋电子股份有限公司",
		"证券代码: 601222证券简称:林洋电子公告编号:临 -2011-2\n" +
			"江苏林洋电子股份有限公司关于重大经营合同中标的公告\n" +
			"一、项目中标的主要内容\n" +
			"江苏林洋电子股份有限公司(以下简称“公司”)收到中电技国际招标有限责任公司发给本公司的中标通知书,公司为“国家电网公司集中规模招标采购2011年电能表第三批项目”的中标人,中标总金额为17,864.83万元(包含子公司武汉奥统电气有限公司中标的电能表总数量196,000只,中标金额2,940.00万元)。\n",
		"江苏林洋电子股份有限公司",
	}, {
		// 盈峰环境: the company received the notice, its sentence names the
		// subsidiary the winner.
		"盈峰环境科技集团股份有限公司关于环保产业中标提示性公告", "盈峰环境科技集团股份有限公司",
		"盈峰环境科技集团股份有限公司关于环保产业中标提示性公告\n" +
			"近日,盈峰环境科技集团股份有限公司(以下简称“公司”)收到中标通知书,公司全资子公司宇星科技发展(深圳)有限公司(以下简称“宇星科技”)中标江西会昌台商创业基地西区污水处理厂及管网工程EPC招标项目,中标金额为4,939.42万元。\n",
		"宇星科技发展(深圳)有限公司",
	}, {
		// A title about the subsidiary: the subsidiary, whatever the body
		// says of the company first.
		"比亚迪股份有限公司关于控股子公司中标的公告", "比亚迪股份有限公司",
		"比亚迪股份有限公司关于控股子公司中标的公告\n" +
			"近日本公司收到深圳市东部公共交通有限公司的成交通知书。\n" +
			"控股子公司比亚迪汽车工业有限公司成为2017年822辆纯电动公交客车解决方案采购项目的成交供应商。\n",
		"比亚迪汽车工业有限公司",
	}} {
		d := runAs(t, c.title, c.company, c.text)
		if len(d.Contracts) == 0 {
			t.Errorf("%s: no contract", c.title)
			continue
		}
		if got := d.Contracts[0].Contractor; got != c.want {
			t.Errorf("%s: contractor %q, want %q", c.title, got, c.want)
		}
	}
}
