package meeting

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/extract/announce"
	"github.com/gonggao/gonggao/extract/read"
	"github.com/gonggao/gonggao/pipeline/kind"
	"github.com/gonggao/gonggao/schema"
)

// TestRecusalAfterPassingTally: the recusals of a board approval reported
// in passing, stated after its counts as a sentence of their own (a count,
// "回避表决：3票", or the related directors named, "关联董事X、Y回避表决"),
// are the approval's, cited where they stand, for the tally check (valid =
// present − recused). A next sentence that deliberates, names a
// tally or speaks of shareholders is not the approval's recusal.
func TestRecusalAfterPassingTally(t *testing.T) {
	const head = "关于签订重大合同暨关联交易的公告\n公司于2017年5月3日召开第八届董事会第十六次会议，会议应出席董事9名，实际出席董事9名，以6票同意、0票反对、0票弃权审议通过了《关于签订重大合同暨关联交易的议案》。"
	tests := []struct {
		name, after string
		recusals    int // 0: none
		cited       string
		recused     []string
	}{
		{"count labelled", "回避表决：3票。", 3, "回避表决：3票", nil},
		{"count, no label words", "回避3票。", 3, "回避3票", nil},
		{"related directors counted", "关联董事回避表决3票。", 3, "关联董事回避表决3票", nil},
		{"members counted", "公司3名关联董事回避表决。", 3, "3名关联董事回避", nil},
		{"names", "关联董事张建国、李明华、王志强回避表决。", 0, "", []string{"张建国", "李明华", "王志强"}},
		{"names, adverb", "关联董事张建国、李明华、王志强已回避表决。", 0, "", []string{"张建国", "李明华", "王志强"}},
		// Not the approval's recusal.
		{"shareholders", "关联股东将在股东大会上回避表决。", 0, "", nil},
		{"another deliberation", "该议案尚需提交股东大会审议，关联董事回避表决3票。", 0, "", nil},
		{"another tally", "回避表决：3票，同意6票。", 0, "", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := head + tt.after
			doc, err := read.Read("in.txt", []byte(in), read.ReadOptions{})
			if err != nil {
				t.Fatal(err)
			}
			out := extract.Run(doc, schema.Source{Path: "in.txt"}, []extract.Extractor{announce.Announcement{Kinds: kind.Default}, Meeting{}, Resolutions{}})
			if len(out.Resolutions) != 1 || out.Resolutions[0].Votes == nil {
				t.Fatalf("resolutions %+v, want the one approved with its tally", out.Resolutions)
			}
			r := out.Resolutions[0]
			got := 0
			if r.Votes.Recusals != nil {
				got = *r.Votes.Recusals
			}
			if got != tt.recusals {
				t.Errorf("recusals %d, want %d", got, tt.recusals)
			}
			if ref, ok := r.Votes.Evidence["recusals"]; ok != (tt.cited != "") || ok && ref.Text != tt.cited {
				t.Errorf("recusals cited %+v, want %q", ref, tt.cited)
			}
			if diff := cmp.Diff(tt.recused, r.Recused); diff != "" {
				t.Errorf("recused (-want +got):\n%s", diff)
			}
			if ref, ok := r.Evidence["recused"]; ok != (tt.recused != nil) || ok && ref.Text != strings.TrimSuffix(tt.after, "。") {
				t.Errorf("recused cited %+v", r.Evidence["recused"])
			}
		})
	}
}

// TestRecusalAfterResolutionTally: in a resolutions announcement, the
// sentence after a proposal's tally that only counts its recusals
// ("回避表决：3票", on the tally's line or the next) is the tally's
// recusals, cited; two such sentences, one before the tally, or one that
// names another tally give none.
func TestRecusalAfterResolutionTally(t *testing.T) {
	const head = "某某股份有限公司第八届董事会第十六次会议决议公告\n某某股份有限公司第八届董事会第十六次会议于2017年5月3日在公司会议室以现场方式召开。会议应出席董事9名，实际出席董事9名。\n一、审议通过了《关于关联交易的议案》\n"
	tests := []struct {
		name, body string
		recusals   int // 0: none
		cited      string
	}{
		{"same line", "表决结果：同意6票，反对0票，弃权0票。回避表决：3票。", 3, "回避表决：3票"},
		{"next line", "表决结果：6票同意，0票反对，0票弃权。\n回避表决：3票。", 3, "回避表决：3票"},
		{"members counted", "表决结果：同意6票，反对0票，弃权0票。公司3名关联董事回避表决。", 3, "3名关联董事回避"},
		{"Han numeral", "表决结果：同意6票，反对0票，弃权0票。回避三票。", 3, "回避三票"},
		// None.
		{"two counts", "表决结果：同意6票，反对0票，弃权0票。回避表决：3票。\n回避表决：2票。", 0, ""},
		{"before the tally", "回避表决：3票。\n表决结果：同意6票，反对0票，弃权0票。", 0, ""},
		{"with another tally", "表决结果：同意6票，反对0票，弃权0票。回避表决：3票，同意6票。", 0, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := read.Read("in.txt", []byte(head+tt.body), read.ReadOptions{})
			if err != nil {
				t.Fatal(err)
			}
			out := extract.Run(doc, schema.Source{Path: "in.txt"}, []extract.Extractor{announce.Announcement{Kinds: kind.Default}, Meeting{}, Resolutions{}})
			if len(out.Resolutions) != 1 || out.Resolutions[0].Votes == nil {
				t.Fatalf("resolutions %+v, want one with its tally", out.Resolutions)
			}
			v := out.Resolutions[0].Votes
			got := 0
			if v.Recusals != nil {
				got = *v.Recusals
			}
			if got != tt.recusals {
				t.Errorf("recusals %d, want %d", got, tt.recusals)
			}
			if ref, ok := v.Evidence["recusals"]; ok != (tt.cited != "") || ok && ref.Text != tt.cited {
				t.Errorf("recusals cited %+v, want %q", ref, tt.cited)
			}
		})
	}
}
