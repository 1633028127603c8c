package normalize

import (
	"fmt"
	"testing"

	"github.com/gonggao/gonggao/internal/perturb"
)

// boundSentences are real sentences whose figures have bounds, from
// preference-share plans (000-004) and placement resolutions.
var boundSentences = []string{
	"(1)当其他一级资本工具触发事件发生时,即核心一级资本充足率降至5.125%(或以下)时,本行有权在无需获得优先股股东同意的情况下,将届时已发行且存续的本次优先股按合约约定全额或部分转为A股普通股,并使本行的核心一级资本充足率恢复到触发点(即5.125%)以上。",
	"本次发行证券的种类为在境内发行的优先股。本次拟发行的境内优先股总数不超过6亿股(含),总金额不超过人民币600亿元(含),具体数量提请股东大会授权董事会(可转授权)在上述额度范围内确定。",
	"假设优先股按发行数量上限、以每股人民币100元的票面金额全部并一次性发行,根据初始强制转股价格,假设优先股全部转股,最多发行总数为11,538,461,538股A股普通股。",
	"本次优先股的发行对象为符合《优先股试点管理办法》规定的合格投资者,每次发行对象不超过二百人,且相同条款优先股的发行对象累计不得超过二百人。",
	"司2014-2016年间资本充足率目标为:核心一级资本充足率不低于7.8%,一级资本充足率不低于8.8%,总资本充足率不低于10.8%。",
	"本行决定取消或部分取消优先股股息派发的,将在付息日前至少十个工作日通知优先股股东,且需提交本行股东大会审议批准。",
	"第六十六十八条 持有本行有表决权股份总数5%以上的股东在本行的借款逾期未还期间,不得行使表决权。",
	"经出席会议的公司普通股股东(含表决权恢复的优先股股东)所持表决权的三分之二以上通过。",
	"本次非公开发行决议的有效期为自公司股东大会审议通过之日起十二个月。",
	"发行对象认购的股份自本次发行结束之日起36个月内不得转让。",
}

// TestWrappedQuantities reads the figures of boundSentences again with
// the sentence broken at every width a page's margin gives (hard-wrapped
// at 40 to 84 columns, a narrow column's 20 to 42 characters) and joined as a document is (JoinBroken): a figure
// may be lost, never read with another bound or as another figure.
func TestWrappedQuantities(t *testing.T) {
	type key struct{ value, unit string }
	runs, lost := 0, 0
	for _, s := range boundSentences {
		want := map[key]map[string]bool{} // the bounds each figure is read with
		clean := FindQuantities(s)
		for _, q := range clean {
			k := key{q.Value.String(), q.Unit}
			if want[k] == nil {
				want[k] = map[string]bool{}
			}
			want[k][q.Bound] = true
		}
		type wrapping struct{ name, text string }
		var wrappings []wrapping
		for width := 40; width <= 84; width++ {
			wrappings = append(wrappings, wrapping{fmt.Sprintf("hard-wrapped at %d columns", width), perturb.HardWrap(s, width)})
		}
		for width := 20; width <= 42; width++ {
			wrappings = append(wrappings, wrapping{fmt.Sprintf("wrapped at %d characters", width), perturb.WrapAll(s, width)})
		}
		for _, w := range wrappings {
			if w.text == s {
				continue
			}
			runs++
			joined, _ := JoinBroken(w.text)
			got := FindQuantities(joined)
			if len(got) < len(clean) {
				lost += len(clean) - len(got)
			}
			for _, q := range got {
				k := key{q.Value.String(), q.Unit}
				bounds, stated := want[k]
				if !stated {
					t.Errorf("%s: %q read as %s %s %s, which the sentence does not state:\n%s", w.name, q.Text, q.Bound, q.Value, q.Unit, joined)
				} else if !bounds[q.Bound] {
					t.Errorf("%s: %q read with bound %s, want one of %v:\n%s", w.name, q.Text, q.Bound, bounds, joined)
				}
			}
		}
	}
	t.Logf("%d sentences, %d wrappings, %d figures lost", len(boundSentences), runs, lost)
}
