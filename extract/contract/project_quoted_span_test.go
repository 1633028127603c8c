package contract

import "testing"

// The warning on a project named as a quoted name with more run on after
// it cites the words in the input, also when folding changed the lengths
// before them (full-width commas and colons, 国统股份 2011-024 as written
// with them).
func TestProjectQuotedOpeningSpan(t *testing.T) {
	cases := []struct{ name, text, named string }{
		{"sentence", "天津市水利工程建设管理中心网站发布中标公示，确定我公司为 “ 天津市南水北调中线滨海新区供水一期工程输水线路工程管材采购 ” 第二标段中标单位。中标金额为人民币捌仟壹佰壹拾玖万陆仟伍佰叁拾贰元\n（ 81,196,532元）。\n",
			"第二标段"},
		{"label", "近日，公司收到天津市水利工程建设管理中心发出的中标通知书，具体情况如下：\n项目名称：“天津市南水北调中线滨海新区供水一期工程输水线路工程管材采购”第二标段\n中标金额：人民币81,196,532元。\n",
			"第二标段"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out := runAs(t, "新疆国统管道股份有限公司中标公告", "新疆国统管道股份有限公司", c.text)
			projectLeftOut(t, out, c.text, c.named)
		})
	}
}
