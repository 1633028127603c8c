package contract

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gonggao/gonggao/schema"
)

// The total a sentence states for the awards it reports (湘电股份 2010: "…中标
// 金额为20,140万元,在…招标中,…中标金额为40,280万元,两个项目中标总价为
// 60,420万元") is the announcement's total, apart from each award's amount.
func TestStatedTotalOfAwards(t *testing.T) {
	text := phrasingExcerpt(t, "items-comma-joined-awards.txt")
	out := runAs(t, "湘潭电机股份有限公司重大合同中标的公告", "湘潭电机股份有限公司", text)
	if len(out.Contracts) != 2 {
		t.Fatalf("%d contracts, want 2", len(out.Contracts))
	}
	tot := out.ContractsTotal
	if tot == nil || tot.Value != "604200000" || tot.Unit != "CNY" {
		t.Fatalf("contracts_total = %+v, want 604200000 CNY (60,420万元)", tot)
	}
}

// A sentence after the awards that sums them without counting them is
// their total when their amounts add up to it exactly: 上述工程中标价合计为
// (中国中铁 临2009-007, 路桥建设 临2006-025), 上述工程项目中标金额合计为 (龙建
// 股份 2017-101), 以上三项合计预中标金额为 (大连电瓷 2016-003).
func TestSummedTotalAfterAwards(t *testing.T) {
	cases := []struct {
		title, company, text string
		n                    int
		total                string
	}{
		{"中国中铁股份有限公司重大工程中标公告", "中国中铁股份有限公司",
			"近日,本公司中标以下重大工程:\n" +
				"一、本公司所属子公司中铁六局集团有限公司中标改建铁路石家庄枢纽货运系统迁建工程独立标段,中标价为人民币356,617万元,工期18个月;\n" +
				"二、本公司所属子公司中铁九局集团有限公司中标新建铁路库车西至俄霍布拉克支线工程ZHS标段,中标价为人民币118,209万元,工期746日历天;\n" +
				"三、本公司所属子公司中铁建工集团有限公司中标新建上海至南京城际轨道交通站站房等站后工程2标段,中标价为人民币61,106万元。\n" +
				"上述工程中标价合计为人民币535,932万元,约占本公司中国会计准则下2007年营业收入的 。\n特此公告。\n",
			3, "5359320000"},
		{"路桥集团国际建设股份有限公司重大项目中标公告", "路桥集团国际建设股份有限公司",
			"近日本公司收到重大项目中标通知书如下: 1、北京市路政局延庆公路分局通知公司已中标八达岭过境线改建工程设计施工总承包工程( 标段K0+000-K7+335 )。中标价180,456,200元。\n" +
				"2、南昌市政建设投资发展有限公司通知公司已中标南昌市洪都大桥工程项目第III合同段。中标价240,181,864元。\n" +
				"上述项目中标价合计为420,638,064元。特此公告。\n",
			2, "420638064"},
		{"龙建路桥股份有限公司工程项目中标公告", "龙建路桥股份有限公司",
			"公司成为黑龙江省道建兴至新林公路东阳至甘南碾子山界段改扩建工程第A1标段中标人。中标金额为人民币156,770,711.00元,工期为714日历天。\n" +
				"二公司成为黑龙江省道建兴至新林公路东阳至甘南碾子山界段改扩建工程第A3标段中标人。中标金额为人民币148,063,746.00元,工期为714日历天。\n" +
				"上述工程项目中标金额合计为304,834,457.00元,该项目占公司2016年经审计营业收入的4.02%。\n特此公告。\n",
			2, "304834457"},
		{"大连电瓷集团股份有限公司关于国家电网预中标的提示性公告", "大连电瓷集团股份有限公司",
			"一、项目概述\n" +
				"根据公示一,我公司为国家电网公司2015年榆横-潍坊1000kV特高压交流输电线路工程瓷绝缘子集中招标活动中包4的推荐中标候选人,预中标瓷绝缘子183,913只,预中标金额约为8,800万元;\n" +
				"根据公示二,公司为国家电网公司2016年输电线路材料瓷绝缘子第一批集中招标活动中包3和包6的推荐中标候选人,预中标瓷绝缘子176,293只,预中标金额1,300万元;\n" +
				"根据公示三,公司为国家电网公司2016年输电线路材料复合绝缘子第一批集中招标活动中包1的推荐中标候选人,预中标复合绝缘子2,899支,预计中标金额230万元。\n" +
				"以上三项合计预中标金额为10,330万元,占公司2014年度营业总收入的17.46%。\n",
			3, "103300000"},
	}
	for _, c := range cases {
		out := summedTotal(t, c.title, c.company, c.text, c.n, c.total)
		// The total stays apart from every contract's amount.
		for _, ct := range out.Contracts {
			if ct.Amount != nil && ct.Amount.Value == c.total {
				t.Errorf("%s: a contract holds the total %s", c.company, c.total)
			}
		}
	}
}

// summedTotal reads an announcement and holds it to n contracts and a
// contracts_total of total yuan; it returns the document for further checks.
func summedTotal(t *testing.T, title, company, text string, n int, total string) *schema.Document {
	t.Helper()
	out := runAs(t, title, company, text)
	if len(out.Contracts) != n {
		t.Fatalf("%s: %d contracts, want %d", company, len(out.Contracts), n)
	}
	if tot := out.ContractsTotal; tot == nil || tot.Value != total || tot.Unit != "CNY" {
		t.Errorf("%s: contracts_total = %+v, want %s CNY", company, tot, total)
	}
	return out
}

// A summing sentence whose figure the amounts read do not add up to is
// not their total: a contract not read, or a total of something else.
func TestSummedTotalNotTheSum(t *testing.T) {
	text := "近日本公司收到重大项目中标通知书如下: 1、北京市路政局延庆公路分局通知公司已中标八达岭过境线改建工程设计施工总承包工程( 标段K0+000-K7+335 )。中标价180,456,200元。\n" +
		"2、南昌市政建设投资发展有限公司通知公司已中标南昌市洪都大桥工程项目第III合同段。中标价240,181,864元。\n" +
		"上述项目中标价合计为520,638,064元。特此公告。\n"
	out := runAs(t, "路桥集团国际建设股份有限公司重大项目中标公告", "路桥集团国际建设股份有限公司", text)
	if len(out.Contracts) != 2 {
		t.Fatalf("%d contracts, want 2", len(out.Contracts))
	}
	if out.ContractsTotal != nil {
		t.Errorf("contracts_total = %+v, want none: 180,456,200 + 240,181,864 is not 520,638,064", out.ContractsTotal)
	}
}

// The same total stated before the parts, uncounted: "收到三份…《中标通知书》,
// 中标总价款合计为189,956,367元。分别如下:" (新大陆 2012-004), "于近日签订了
// 若干项重大合同,合计金额约为51.36亿元人民币,具体情况如下:" (中国北车 临2013-006,
// its parts cut to three here, with the total they add up to).
func TestSummedTotalBeforeAwards(t *testing.T) {
	cases := []struct {
		title, company, text string
		n                    int
		total                string
	}{
		{"福建新大陆电脑股份有限公司关于中标高速公路机电工程合同的公告", "福建新大陆电脑股份有限公司",
			"近日,福建新大陆电脑股份有限公司(以下简称“本公司”)收到三份高速公路机电工程项目《中标通知书》,中标总价款合计为189,956,367元。分别如下:\n" +
				"1. 本公司收到南平宁武高速公路有限责任公司的《中标通知书》,其正式通知本公司已中标宁武高速公路(南平段)机电工程沿线供配电及隧道通风、照明、消防供货与安装ED3标段。中标总价款为人民币伍仟伍佰壹拾陆万壹仟陆佰陆拾叁元整(￥ 55,161,663元),项目计划工期为395日历天。\n" +
				"2. 本公司收到南平宁武高速公路有限责任公司的《中标通知书》,其正式通知本公司已中标宁武高速公路(南平段)机电工程监控、收费、通信系统E1标段。中标总价款为人民币柒仟伍佰壹拾玖万陆仟伍佰叁拾捌元整(￥ 75,196,538元),项目计划工期为395日历天。\n" +
				"3. 本公司收到泉州市金安高速公路有限责任公司的《中标通知书》,其正式通知本公司已中标南安(金淘)至厦门高速公路泉州段交通机电工程监控、收费、通信系统供货与安装合同( E合同段)。中标总价款为人民币伍仟玖佰伍拾玖万捌仟壹佰陆拾陆元整(￥ 59,598,166元),项目计划工期为12个月。\n" +
				"特此公告。\n",
			3, "189956367"},
		{"中国北车股份有限公司签订重大合同公告", "中国北车股份有限公司",
			"中国北车股份有限公司(“本公司”)于近日签订了若干项重大合同,合计金额约为30.33亿元人民币,具体情况如下:\n" +
				"1、本公司全资子公司中国北车集团大连机车车辆有限公司与原铁道部下属各铁路局签订了HXD3C型电力机车销售合同,总金额约为人民币14.91亿元。\n" +
				"2、本公司控股子公司长春轨道客车装备有限责任公司与原铁道部下属各铁路局签订了动车组高级修合同,总金额约为人民币8.65亿元。\n" +
				"3、本公司全资子公司唐山轨道客车有限责任公司与原铁道部下属各铁路局签订了动车组高级修合同,总金额约为人民币6.77亿元。\n" +
				"上述合同总金额约占本公司2011年度营业收入的5.75%。特此公告。\n",
			3, "3033000000"},
	}
	for _, c := range cases {
		summedTotal(t, c.title, c.company, c.text, c.n, c.total)
	}
}

// A sum of the lots stated in a clause of its own before them, with a
// price word (…六城市轨道交通项目,中标金额合计: 14,476.0274万元。具体情况如下:,
// 盈峰环境 2017), is their total, not a first contract: the lots are the
// contracts, the sum contracts_total.
func TestSumOfLotsNotAContract(t *testing.T) {
	text := "盈峰环境科技集团股份有限公司(以下简称 “ 公司 ” ) 全资子公司浙江上风高科专风实业有限公司近期拟中标郑州、无锡、苏州、长沙、武汉、徐州六城市轨道交通项目,中标金额合计: 14,476.0274万元。具体情况如下:\n" +
		"一、中标项目的基本情况\n" +
		"1 、郑州市轨道交通5号线工程通风空调系统风阀、风机设备采购项目,中标总金额6198.33万元;\n" +
		"2 、苏州市轨道交通5号线工程风机采购项目,中标金额3499.891万元;\n" +
		"3 、徐州市城市轨道交通1号线一期工程隧道风机( TVF 、 U/O )和射流风机、单体风阀、防火阀、车站风机项目,中标总金额2069万元;\n" +
		"4 、长沙市轨道交通5号线一期工程风机采购项目,中标金额1240.483万元;\n" +
		"5 、武汉市轨道交通蔡甸线工程通风空调系统风机、风阀、消声器采购项目第一标风机,中标金额860.16万元;\n" +
		"6 、无锡地铁1号线南延线风机、风阀、消声器设备采购项目,中标金额\n608.1634万元。\n" +
		"以上项目中标金额合计: 14,476.0274万元。\n"
	out := runAs(t, "盈峰环境科技集团股份有限公司关于风机产业中标提示性公告", "盈峰环境科技集团股份有限公司", text)
	want := []string{"61983300", "34998910", "20690000", "12404830", "8601600", "6081634"}
	if len(out.Contracts) != len(want) {
		t.Fatalf("%d contracts, want %d (the lots, not their sum)", len(out.Contracts), len(want))
	}
	for i, c := range out.Contracts {
		if c.Amount == nil || c.Amount.Value != want[i] {
			t.Errorf("contract %d amount = %+v, want %s", i+1, c.Amount, want[i])
		}
		if c.Contractor != "浙江上风高科专风实业有限公司" {
			t.Errorf("contract %d contractor = %q, want the subsidiary that won", i+1, c.Contractor)
		}
	}
	if tot := out.ContractsTotal; tot == nil || tot.Value != "144760274" {
		t.Errorf("contracts_total = %+v, want 144760274 (14,476.0274万元)", tot)
	}
}

// An item whose figure is not the others' sum stays a contract, summing
// word or not: three awards of 300, 200 and 100万元, one 合计 in its clause.
func TestSumOfOthersOnlyExact(t *testing.T) {
	text := "近日,公司收到以下中标通知书:\n" +
		"1、公司中标郑州市轨道交通5号线工程风机采购项目,中标金额合计:600万元;\n" +
		"2、公司中标苏州市轨道交通5号线工程风机采购项目,中标金额300万元;\n" +
		"3、公司中标长沙市轨道交通5号线一期工程风机采购项目,中标金额200万元。\n"
	out := runAs(t, "盈峰环境科技集团股份有限公司关于风机产业中标提示性公告", "盈峰环境科技集团股份有限公司", text)
	if len(out.Contracts) != 3 {
		t.Fatalf("%d contracts, want 3: 600 is not 300 + 200", len(out.Contracts))
	}
}

// The total before a table of the contracts, one row each, is theirs in
// the same way (嘉友国际 2018-024, its table cut to three rows and the total
// to their sum: "总计中标金额为1,463.02万元(含税)"; 浦东建设 临2018-001, "中标
// 金额总计为人民币⏎26,392.8587万元,具体情况如下:").
func TestSummedTotalBeforeTable(t *testing.T) {
	cases := []struct {
		title, company, text string
		total                string
	}{
		{"嘉友国际物流股份有限公司关于重大合同中标公告", "嘉友国际物流股份有限公司",
			"公司收到西部矿业股份有限公司营销分公司(以下简称“西部矿业”)大宗能源运输中标通知书,总计中标金额为1,463.02万元(含税),占公司2017年度跨境多式联运综合物流服务营业收入的2.57%。\n" +
				"具体中标明细如下:\n单位:万元\n" +
				"交易对方\t合同实施主体\t中标内容\t合同金额\n" +
				"西部矿业股份有限公司\t乌拉特中旗甘其毛都嘉友国际物流有限公司\t大宗能源运输新疆南疆标段\t1,164.52\n" +
				"西部矿业股份有限公司\t乌拉特中旗甘其毛都嘉友国际物流有限公司\t大宗能源运输青海标段\t33.00\n" +
				"西部矿业股份有限公司\t乌拉特中旗甘其毛都嘉友国际物流有限公司\t大宗能源运输内蒙标段\t265.50\n" +
				"合计\t-\t-\t1,463.02\n",
			"14630200"},
		{"上海浦东路桥建设股份有限公司重大工程项目中标公告", "上海浦东路桥建设股份有限公司",
			strings.Replace(phrasingExcerpt(t, "table-caption-unit.txt"), "136,334.0109万元", "26,392.8587万元", 1),
			"263928587"},
	}
	for _, c := range cases {
		summedTotal(t, c.title, c.company, c.text, 3, c.total)
	}
	// As the filing states it, the total of all its rows: not these three's.
	out := runAs(t, "上海浦东路桥建设股份有限公司重大工程项目中标公告", "上海浦东路桥建设股份有限公司", phrasingExcerpt(t, "table-caption-unit.txt"))
	if out.ContractsTotal != nil {
		t.Errorf("contracts_total = %+v, want none: the three rows add up to 26,392.8587万元, not 136,334.0109万元", out.ContractsTotal)
	}
}

// A lot announcement's total after 共约 (积成电子 2016: "公司本次项目中标金额共
// 约8,809.45万元", after the two 分标's amounts) is the contracts' total when
// their amounts add up to it exactly; when they do not, it is left out.
func TestSummedTotalAfterLots(t *testing.T) {
	lots := "国家电网公司于2016年5月6日在国家电网公司电子商务平台公告了“国家电网公司输变电项目2016年第二次变电设备(含电缆)招标采购推荐的中标候选人公示”,积成电子股份有限公司(以下简称“公司”)为分标“通信设备集成服务及新建通信网设备”和“继电保护和变电站计算机监控系统”的中标候选人之一,共中11个包,预计中标金额共约%[1]s万元。\n" +
		"在国家电网公司输变电项目2016年第二次变电设备(含电缆)招标采购活动中,公司共中11个包,分别为:分标“通信设备集成服务及新建通信网设备”之包30、包31、包36、包39、包41、包43和包46,金额约为5,628.01万元;分标“继电保护和变电站计算机监控系统”之包59、包74、包88和包89,金额约为3,181.44万元。\n" +
		"公司本次项目中标金额共约%[1]s万元,占公司2015年营业收入的6.85%%。\n特此公告。\n"
	for _, c := range []struct{ stated, want string }{{"8,809.45", "88094500"}, {"8,900.45", ""}} {
		out := runAs(t, "积成电子股份有限公司关于国家电网公司输变电项目中标的提示性公告", "积成电子股份有限公司", fmt.Sprintf(lots, c.stated))
		got := ""
		if out.ContractsTotal != nil {
			got = out.ContractsTotal.Value
		}
		if got != c.want {
			t.Errorf("共约%s万元: contracts_total %q, want %q (%d contracts)", c.stated, got, c.want, len(out.Contracts))
		}
	}
}
