package contract

import "testing"

// A project named as a quoted name with more run on after it — the
// tender and its lot (国统股份 2011-024: “…管材采购” 第二标段), the tender and
// its items (比亚迪 2016-017: “…解决方案项目”标的1、标的2…) — is left out with
// a warning on the words.
func TestProjectQuotedOpening(t *testing.T) {
	cases := []struct{ name, title, company, text, named string }{
		{"tender-and-lot", "新疆国统管道股份有限公司中标公告", "新疆国统管道股份有限公司",
			"天津市水利工程建设管理中心网站发布中标公示,确定我公司为 “ 天津市南水北调中线滨海新区供水一期工程输水线路工程管材采购 ” 第二标段中标单位。中标金额为人民币捌仟壹佰壹拾玖万陆仟伍佰叁拾贰元\n( 81,196,532元)。\n",
			"第二标段"},
		{"tender-and-items", "比亚迪股份有限公司关于商用车中标的公告", "比亚迪股份有限公司",
			"2016年4月15日,控股子公司比亚迪汽车工业有限公司收到来自深圳市东部公共交通有限公司《2016年3024辆纯电动公交客车更新解决方案项目采购成交通知书》,确定比亚迪汽车工业有限公司成为“深圳市东部公共交通有限公司2016年3024辆纯电动公交客车更新解决方案项目”标的1、标的2的成交供应商,成交金额为人民币10亿元。\n",
			"标的1"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out := runAs(t, c.title, c.company, c.text)
			projectLeftOut(t, out, c.text, c.named)
		})
	}
}
