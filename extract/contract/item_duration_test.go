package contract

import (
	"strings"
	"testing"

	"github.com/gonggao/gonggao/schema"
)

// The duration of each of several contracts stated in a sentence of its
// own after the contract's price, on the contract's line: each contract
// has its own (中工国际 2011: 合同工期为24个月, 合同工期为42个月; 上海建工
// 临2009-036: 预计工期为450日, 预计工期为590日), not the first's or none.
func TestItemDuration(t *testing.T) {
	excerpt := phrasingExcerpt(t, "items-dated-before-both.txt")
	for _, c := range []struct {
		title, company, text string
		want                 []string
	}{
		{"中工国际工程股份有限公司关于签署商务合同的公告", "中工国际工程股份有限公司", excerpt, []string{"24 " + schema.UnitMonths, "42 " + schema.UnitMonths}},
		{"上海建工股份有限公司关于重大工程中标的公告", "上海建工股份有限公司",
			"上海建工股份有限公司关于重大工程中标的公告\n" +
				"近日,本公司下属子公司上海市第四建筑有限公司中标宝山顾村镇新选址1号基地B3-2、B4-2地块项目工程,中标价为人民币陆亿伍仟玖佰贰拾伍万贰仟陆佰贰拾柒元整(￥65,925.2627万元)。工程位于上海市宝山区沪太路西侧、宝安公路北侧,建筑面积约335,368平方米,为剪力墙18层结构,预计工期为450日,计划于2009年11月25日开工。\n" +
				"近日,本公司下属子公司上海市第七建筑有限公司中标浦江高科技园A1地块工业厂房项目一期工程,中标价为人民币肆亿肆仟捌佰伍拾万零肆拾玖元整 (￥44,850.0049万元)。工程位于上海市闵行区浦江镇I-71号地块,建筑面积约119,684.8平方米,为框架3-18层结构,预计工期为590日,计划于2009年11月8日开工。\n",
			[]string{"450 " + schema.UnitDays, "590 " + schema.UnitDays}},
	} {
		out := runAs(t, c.title, c.company, c.text)
		if len(out.Contracts) != len(c.want) {
			t.Fatalf("%s: %d contracts, want %d", c.company, len(out.Contracts), len(c.want))
		}
		for i, w := range c.want {
			d := out.Contracts[i].Duration
			got := ""
			if d != nil {
				got = d.Value + " " + d.Unit
				if d.Text == "" || !strings.Contains(c.text, strings.Fields(d.Text)[0]) {
					t.Errorf("%s contract %d: duration text %q", c.company, i+1, d.Text)
				}
			}
			if got != w {
				t.Errorf("%s contract %d: duration %q, want %q", c.company, i+1, got, w)
			}
		}
	}
}
