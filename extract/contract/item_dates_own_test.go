package contract

import (
	"testing"
)

// Each of several awards dated in its own sentence takes its own date
// (世纪瑞尔 2017-021: 公司…于2017年2月28日收到江阴市政府采购中心的中标通知,…项目
// 金额约为983万元。⏎公司于2017年3月6日收到贵州省盘县水利投资有限责任公司的中标
// 通知,…项目金额约为1246万元。); a date the sentence before the items states of
// them all stays each one's (中工国际 2011: 2011年7月31日,…分别签署了X和Y的
// 商务合同).
func TestItemOwnDates(t *testing.T) {
	both := phrasingExcerpt(t, "items-dated-before-both.txt")
	for _, c := range []struct {
		title, company, text string
		field                string
		want                 []string
	}{
		{"北京世纪瑞尔技术股份有限公司关于收到中标通知的公告", "北京世纪瑞尔技术股份有限公司",
			"北京世纪瑞尔技术股份有限公司关于收到中标通知的公告\n" +
				"北京世纪瑞尔技术股份有限公司(以下简称“公司”)于2017年2月28日收到江阴市政府采购中心的中标通知,公司与江苏有线网络发展有限责任公司江阴分公司组成的联合体中标江阴市防汛应急工程信息化采购项目供应商,项目金额约为983万元。\n" +
				"公司于2017年3月6日收到贵州省盘县水利投资有限责任公司的中标通知,公司为盘县朱昌河水库工程电站设备采购及安装(二次)采购项目的中标供应商,项目金额约为1246万元。\n",
			"award_date", []string{"2017-02-28", "2017-03-06"}},
		{"中工国际工程股份有限公司关于签署商务合同的公告", "中工国际工程股份有限公司", both,
			"signing_date", []string{"2011-07-31", "2011-07-31"}},
	} {
		out := runAs(t, c.title, c.company, c.text)
		if len(out.Contracts) != len(c.want) {
			t.Fatalf("%s: %d contracts, want %d", c.company, len(out.Contracts), len(c.want))
		}
		for i, w := range c.want {
			ct := out.Contracts[i]
			got := map[string]string{"award_date": ct.AwardDate, "signing_date": ct.SigningDate}[c.field]
			if got != w {
				t.Errorf("%s contract %d: %s %q, want %q", c.company, i+1, c.field, got, w)
			}
		}
	}
}
