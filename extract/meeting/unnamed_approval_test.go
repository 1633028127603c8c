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

// A board approval reported in another announcement with its tally but
// without naming the proposal (本次关联交易, 上述关联交易, 该项合同) gives
// no resolution: the tally is the meeting's, as stated. Where the proposal
// is named, the tally is the resolution's and not the meeting's. Each case
// is the title line and the sentences that report the approval in a
// development FDDC filing, spaces of the PDF conversion taken out.
func TestUnnamedApprovalTally(t *testing.T) {
	type want struct {
		Date                    string
		For, Against, Abstain   int // -1: no tally on the meeting
		Recusals                int // -1: not stated
		Resolutions, ResTallied int
		TallyText               string
	}
	none := func(date string, res, tallied int) want {
		return want{Date: date, For: -1, Against: -1, Abstain: -1, Recusals: -1, Resolutions: res, ResTallied: tallied}
	}
	tests := []struct {
		name, in string
		want     want
	}{
		{"FDDC 1828029: 本次关联交易的议案", "安徽安凯汽车股份有限公司签署重大合同暨关联交易的公告\n3、2015年10月30日，公司召开的六届十九次董事会以11票赞成，0票反对，0票弃权审议通过了本次关联交易的议案。独立董事事前认可并对本次关联交易发表了独立意见。",
			want{"2015-10-30", 11, 0, 0, -1, 0, 0, "11票赞成，0票反对，0票弃权"}},
		{"FDDC 29887: 上述关联交易, the recused counted beside the tally", "中信重工机械股份有限公司\n关于签订重大合同暨关联交易的公告\n2014年5月23日，公司第二届董事会第二十四次会议以4票赞成，0票反对，0票弃权审议通过了上述关联交易，公司3名关联董事回避表决。",
			want{"2014-05-23", 4, 0, 0, 3, 0, 0, "4票赞成，0票反对，0票弃权"}},
		{"FDDC 60237: the tally two sentences on, 该项合同", "福建三木集团股份有限公司重大合同公告\n公司第六届董事会第七次会议于2010年7月18日召开。会议程序符合《公司章程》规定。会议以8票赞成，0票反对、0票弃权一致批准通过了该项合同。公司2010年第一次临时股东大会事先已经授权公司董事会批准签署该类合同。",
			want{"2010-07-18", 8, 0, 0, -1, 0, 0, "8票赞成，0票反对、0票弃权"}},
		{"FDDC 734516: recusals inside the tally", "北方国际合作股份有限公司重大合同暨日常关联交易公告\n2013年10月25日，公司五届二十次董事会对本次关联交易进行了审议。根据《深圳证券交易所股票上市规则》的有关规定，公司9名董事成员中，同意6票，回避3票，反对0票，弃权0票。关联董事王一彤、李建民、刘三华回避表决。本次关联交易获得董事会通过。",
			want{"2013-10-25", 6, 0, 0, 3, 0, 0, "同意6票，回避3票，反对0票，弃权0票"}},
		// The proposal named: the resolution carries the tally.
		{"FDDC 16328291: named, the resolution's", "乐山电力关于控股子公司联合体中标的公告\n乐山电力股份有限公司(以下简称“公司”)于2017年5月3日召开了第八届董事会第二十六次临时会议,以11票赞成,0票反对,0票弃权审议通过了《关于控股子公司参与联合投标污水处理站项目建设的议案》。",
			none("2017-05-03", 1, 1)},
		// No tally stated: neither.
		{"FDDC 15500414: no tally", "太极实业关于子公司特别重大合同的进展公告\n无锡市太极实业股份有限公司（以下简称“公司”）于2016年11月21日召开第八届董事会第四次会议，审议通过了《关于子公司十一科技签署合肥长鑫设计与总承包项目重大合同的议案》。",
			none("2016-11-21", 1, 0)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := read.Read("in.txt", []byte(tt.in), read.ReadOptions{})
			if err != nil {
				t.Fatal(err)
			}
			out := extract.Run(doc, schema.Source{Path: "in.txt"}, []extract.Extractor{announce.Announcement{Kinds: kind.Default}, Meeting{}, Resolutions{}})
			got := none("", len(out.Resolutions), 0)
			for _, r := range out.Resolutions {
				if r.Votes != nil {
					got.ResTallied++
				}
			}
			if m := out.Meeting; m != nil {
				got.Date = m.Date
				if v := m.Votes; v != nil {
					got.For, got.Against, got.Abstain, got.TallyText = v.For, v.Against, v.Abstain, v.Text
					if v.Recusals != nil {
						got.Recusals = *v.Recusals
					}
					if want := tt.in[v.Span[0]:v.Span[1]]; want != v.Text {
						t.Errorf("tally text %q, its span holds %q", v.Text, want)
					}
				}
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}
