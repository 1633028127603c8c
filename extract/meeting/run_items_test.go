package meeting

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/extract/announce"
	"github.com/gonggao/gonggao/extract/read"
	"github.com/gonggao/gonggao/pipeline/kind"
	"github.com/gonggao/gonggao/schema"
)

// Items voted one by one whose lines ran together with nothing between
// them (a rendering that lost the line breaks and the spaces): each item
// ends at its tally (and the sentence naming the recused, when one
// follows) and is read with its own title and tally, as on the page with
// its breaks. The items are those of corpus 002 (光大银行's preference
// shares, numbered (一), the recused after each tally), of page 01 (numbered
// (1), 审议结果 after the title and a semicolon) and of the Shenzhen
// template's 1、 numbering, each run into one line.
func TestItemsRunTogether(t *testing.T) {
	const head = "中国光大银行股份有限公司第六届董事会第十五次会议决议公告\n" +
		"中国光大银行股份有限公司第六届董事会第十五次会议于2014年5月29日在北京以现场方式召开。会议应出席董事13名，实际出席董事13名。会议由唐双宁董事长主持。\n"
	type item struct {
		Title                 string
		For, Against, Abstain int
	}
	tests := []struct {
		name, proposal string
		want           []item
	}{
		{"corpus 002: (一), the recused after each tally", "一、逐项审议通过了《关于中国光大银行股份有限公司境内非公开发行优先股方案的议案》\n" +
			"（一）发行优先股的种类表决情况：有效表决票11票，同意11票，反对0票，弃权0票。唐双宁董事长、赵欢执行董事在表决中回避。（二）发行数量及规模表决情况：有效表决票11票，同意11票，反对0票，弃权0票。唐双宁董事长、赵欢执行董事在表决中回避。（三）票面金额和发行价格表决情况：有效表决票11票，同意11票，反对0票，弃权0票。\n",
			[]item{{"发行优先股的种类", 11, 0, 0}, {"发行数量及规模", 11, 0, 0}, {"票面金额和发行价格", 11, 0, 0}}},
		{"page 01: (1)《…》; 审议结果", "一、《关于修改公司章程及相关制度的提案》\n" +
			"(1)《公司章程》;审议结果:表决票11票,赞成票11票,反对票0票,弃权票0票。(2)《股东大会议事规则》;审议结果:表决票11票,赞成票11票,反对票0票,弃权票0票。(3)《董事会议事规则》;审议结果:表决票11票,赞成票10票,反对票1票,弃权票0票。\n",
			[]item{{"公司章程", 11, 0, 0}, {"股东大会议事规则", 11, 0, 0}, {"董事会议事规则", 10, 1, 0}}},
		{"1、 numbering, 表决结果 after the title", "一、逐项审议通过了《关于公司非公开发行股票方案的议案》\n" +
			"1、发行股票的种类和面值表决结果：同意13票，反对0票，弃权0票。2、发行方式表决结果：同意13票，反对0票，弃权0票。3、发行对象及认购方式表决结果：同意12票，反对0票，弃权1票。\n",
			[]item{{"发行股票的种类和面值", 13, 0, 0}, {"发行方式", 13, 0, 0}, {"发行对象及认购方式", 12, 0, 1}}},
		{"not consecutive: one item", "一、逐项审议通过了《关于公司非公开发行股票方案的议案》\n" +
			"1、发行股票的种类和面值表决结果：同意13票，反对0票，弃权0票。3、发行方式表决结果：同意13票，反对0票，弃权0票。\n",
			[]item{{"发行股票的种类和面值", 13, 0, 0}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := head + tt.proposal + "二、审议通过了《关于召开2014年第一次临时股东大会的议案》\n表决情况：有效表决票13票，同意13票，反对0票，弃权0票。\n特此公告。\n"
			doc, err := read.Read("in.txt", []byte(in), read.ReadOptions{})
			if err != nil {
				t.Fatal(err)
			}
			out := extract.Run(doc, schema.Source{Path: "in.txt"}, []extract.Extractor{announce.Announcement{Kinds: kind.Default}, Meeting{}, Resolutions{}})
			if len(out.Resolutions) != 2 {
				t.Fatalf("%d resolutions, want 2", len(out.Resolutions))
			}
			var got []item
			for _, it := range out.Resolutions[0].Items {
				g := item{Title: it.Title, For: -1}
				if v := it.Votes; v != nil {
					g.For, g.Against, g.Abstain = v.For, v.Against, v.Abstain
					if want := in[v.Span[0]:v.Span[1]]; want != v.Text {
						t.Errorf("item %d's tally text %q, its span holds %q", it.Seq, v.Text, want)
					}
				}
				got = append(got, g)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}
