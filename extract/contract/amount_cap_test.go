package contract

import (
	"testing"

	"github.com/gonggao/gonggao/schema"
)

// A price stated as the most it may come to (不超过, 上限) has bound le;
// one stated plainly, eq (中持水务 项目中标公告: 6 、投资概算:不超过13,578.62万元
// (估算); 华凯创意 2017-027: 中标金额上限值(小写):74975527.32元; 华智控股
// 2013-049: 合计中标金额约为11,495.61万元).
func TestCappedAmount(t *testing.T) {
	for _, c := range []struct {
		title, company, text, value, bound string
	}{
		{"中持水务股份有限公司项目中标公告", "中持水务股份有限公司",
			"中持水务股份有限公司项目中标公告\n6 、投资概算:不超过13,578.62万元(估算)\n",
			"135786200", schema.BoundLe},
		{"湖南华凯文化创意股份有限公司重大工程项目中标公告", "湖南华凯文化创意股份有限公司",
			"湖南华凯文化创意股份有限公司重大工程项目中标公告\n(3)中标金额:中标金额上限值(大写):柒仟肆佰玖拾柒万伍仟伍佰贰拾柒元叁角贰分,中标金额上限值(小写):74975527.32元。\n",
			"74975527.32", schema.BoundLe},
		{"浙江华智控股股份有限公司关于重大经营合同中标的公告", "浙江华智控股股份有限公司",
			"浙江华智控股股份有限公司关于重大经营合同中标的公告\n公司子公司华立仪表集团股份有限公司为国家电网公司2013年第四批电能表及用电信息采集设备招标采购推荐中标候选人,中标各类智能电能表409,260台,金额约为9,277.10万元,中标集中器采集器及终端产品20,000台,金额约为2,218.51万元,合计中标金额约为11,495.61万元。\n",
			"114956100", schema.BoundEq},
	} {
		out := runAs(t, c.title, c.company, c.text)
		if len(out.Contracts) != 1 || out.Contracts[0].Amount == nil {
			t.Errorf("%s: contracts %+v, want one with an amount", c.company, out.Contracts)
			continue
		}
		a := out.Contracts[0].Amount
		if a.Value != c.value || a.Bound != c.bound {
			t.Errorf("%s: amount %s %s, want %s %s", c.company, a.Value, a.Bound, c.value, c.bound)
		}
	}
}
