package meeting

import (
	"testing"

	"github.com/gonggao/gonggao/extract/internal/testdoc"
)

// A line under a proposal that opens with 0 and a stop ("0.92元实现的可供股
// 东分配利润的60%", "(0)…") is the proposal's text, not an item: items are
// numbered from 1, as proposals are.
func TestItemNumberedZero(t *testing.T) {
	head := "某某股份有限公司第六届董事会第九次会议决议公告\n" +
		"公司第六届董事会第九次会议于2015年6月5日在公司会议室召开。会议应出席董事9名,实际出席董事9名。\n"
	for _, c := range []struct {
		name, text string
		items      int
	}{
		{"arabic", head + "一、关于2008年度利润分配的议案\n" +
			"1.以每10股派发现金红利\n表决结果:9票同意,0票反对,0票弃权。\n" +
			"0.92元实现的可供股东分配利润的60%\n表决结果:9票同意,0票反对,0票弃权。\n" +
			"2.以资本公积金转增股本\n表决结果:9票同意,0票反对,0票弃权。\n", 2},
		{"parenthesised", head + "一、关于公司非公开发行优先股方案的议案\n" +
			"(1)发行优先股的种类和数量\n表决结果:9票同意,0票反对,0票弃权。\n" +
			"(0)发行方式\n表决结果:9票同意,0票反对,0票弃权。\n" +
			"(2)票面金额和发行价格\n表决结果:9票同意,0票反对,0票弃权。\n", 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			doc := testdoc.From(c.name, c.text)
			rs := runHeader(doc).Resolutions
			if len(rs) == 0 {
				t.Fatal("no resolution")
			}
			for _, it := range rs[0].Items {
				if it.Seq < 1 {
					t.Errorf("item %d %q", it.Seq, it.Title)
				}
			}
			if len(rs[0].Items) != c.items {
				t.Errorf("%d items, want %d", len(rs[0].Items), c.items)
			}
			checkResolutionRefs(t, doc, rs)
		})
	}
}
