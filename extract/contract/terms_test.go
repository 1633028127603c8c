package contract

import (
	"testing"

	"github.com/gonggao/gonggao/schema"
)

// A term stated with its dates before it: the year of a date is not the
// term (龙建股份 2016-121: 工期:中标工期自2016年11月19日开工,…中标总工期:540日历天;
// 中航三鑫 2011-003: 合同工期:计划2012年4月30日竣工,工期总日历天数511天), and a
// date alone states none (成都路桥 2012-054: 合同履行期限:计划竣工日期2013年5月).
func TestDurationAfterDates(t *testing.T) {
	for _, c := range []struct {
		title, company, text string
		value, unit          string
	}{
		{"龙建路桥股份有限公司工程项目中标公告", "龙建路桥股份有限公司",
			"龙建路桥股份有限公司工程项目中标公告\n" +
				"项目中标价:人民币1,188,365,894.73元(承诺工程建安费下浮4.0%作为最终合同签订价)。\n" +
				"工期:中标工期自2016年11月19日开工,2018年5月18日竣工。中标总工期:540日历天。\n", "540", schema.UnitDays},
		{"中航三鑫股份有限公司重大合同公告", "中航三鑫股份有限公司",
			"中航三鑫股份有限公司重大合同公告\n" +
				"2、合同工期:计划2012年4月30日竣工,工期总日历天数511天。\n" +
				"3、合同价款:\n" +
				"人民币4.066亿元\n", "511", schema.UnitDays},
	} {
		out := runAs(t, c.title, c.company, c.text)
		if len(out.Contracts) != 1 {
			t.Fatalf("%s: %d contracts", c.title, len(out.Contracts))
		}
		d := out.Contracts[0].Duration
		if d == nil || d.Value != c.value || d.Unit != c.unit {
			t.Errorf("%s: duration %+v, want %s %s", c.title, d, c.value, c.unit)
		}
	}
	text := "成都市路桥工程股份有限公司重大合同公告\n" +
		"成都市路桥工程股份有限公司(以下简称 “ 公司 ” )、四川省交通运输厅公路规划勘察设计研究院(联合体)于2012年4月24日收到成都交通投资集团有限公司发出的《中标通知书》,确定公司为成都市中心城区缓堵保畅 “ 两快两射两环 ” 项目二环路东段改造工程 “ 施工图设计 - 采购 - 施工 ” 总承包EPC1标段的中标单位。公司于2012年4月27日在《中国证券报》《证券时报》《上海证券报》《证券日报》和巨潮资讯网上分别发布了《工程中标公告》(公告编号: 2012-036 )。近日,公司与成都交通投资集团有限公司签订了《成都市中心城区缓堵保畅 “ 两快两射两环 ” 项目二环路东段改造工程 “ 施工图设计 - 采购 - 施工 ” 总承包\n" +
		"EPC1合同段合同文件》\n" +
		"4、合同履行期限:计划竣工日期2013年5月。\n"
	out := runAs(t, "成都市路桥工程股份有限公司重大合同公告", "成都市路桥工程股份有限公司", text)
	if len(out.Contracts) == 0 {
		t.Fatal("no contract")
	}
	for _, ct := range out.Contracts {
		if ct.Duration != nil {
			t.Errorf("duration %+v read from a date", ct.Duration)
		}
	}
}
