package votes

import (
	"testing"

	"github.com/gonggao/gonggao/schema"
	"github.com/gonggao/gonggao/validate/internal/checktest"
)

// The count of related directors its sentence says recused themselves
// beside a tally (FDDC 29887: "以 4 票赞成，0 票反对，0 票弃权审议通过了上述关
// 联交易，公司 3 名关联董事回避表决") is taken off the directors present, and
// the finding cites that count where it stands.
func TestRecusalCountBeside(t *testing.T) {
	const text = "公司应出席董事7名，实际出席董事7名。会议以 4 票赞成，0 票反对，0 票弃权审议通过了上述关联交易，公司 3 名关联董事回避表决。"
	const tally = "4 票赞成，0 票反对，0 票弃权"
	doc := func(present int) *schema.Document {
		v := cite(text, tallyAt(text, tally, nil, 4, 0, 0), "for", "4 票赞成", "against", "0 票反对", "abstain", "0 票弃权")
		v.Recusals = intp(3)
		v.Evidence["recusals"] = schema.Ref{Text: "3 名关联董事回避", Span: spanOf(text, "3 名关联董事回避")}
		return &schema.Document{Meeting: &schema.Meeting{DirectorsPresent: intp(present), Votes: v}}
	}
	checktest.RunCases(t, Votes{}, []checktest.Case{
		{Name: "seven present, three recused", Text: text, Out: doc(7), Want: []string{"votes.valid_eq_present_minus_recused 4 pass"}},
		{Name: "eight present", Text: text, Out: doc(8), Want: []string{"votes.valid_eq_present_minus_recused 4 fail"}},
	})
	out := doc(7)
	checktest.RunFull(t, text, out, Votes{})
	if len(out.Checks) != 1 {
		t.Fatalf("checks %+v", out.Checks)
	}
	cited := false
	for _, in := range out.Checks[0].Inputs {
		if in.Name == "recused" {
			cited = in.Text == "3 名关联董事回避" && in.Span != nil && text[in.Span[0]:in.Span[1]] == in.Text
		}
	}
	if !cited {
		t.Errorf("the recusals are not cited where they stand: %+v", out.Checks[0].Inputs)
	}
}

// The members named as recused from an approval reported without its
// proposal (meeting.recused, FDDC 734516: "关联董事王一彤、李建民、刘三华回避
// 表决") are taken off the directors present for the meeting's tally, cited
// by the sentence that names them.
func TestMeetingRecusedNames(t *testing.T) {
	const text = "公司9名董事成员中，同意6票，反对0票，弃权0票。关联董事王一彤、李建民、刘三华回避表决。"
	const tally = "同意6票，反对0票，弃权0票"
	const said = "关联董事王一彤、李建民、刘三华回避表决。"
	doc := func(recused []string) *schema.Document {
		v := cite(text, tallyAt(text, tally, nil, 6, 0, 0), "for", "同意6票", "against", "反对0票", "abstain", "弃权0票")
		return &schema.Document{Meeting: &schema.Meeting{DirectorsPresent: intp(9), Votes: v, Recused: recused,
			Evidence: map[string]schema.Ref{"recused": {Text: said, Span: spanOf(text, said)}}}}
	}
	checktest.RunCases(t, Votes{}, []checktest.Case{
		{Name: "three named", Text: text, Out: doc([]string{"王一彤", "李建民", "刘三华"}), Want: []string{"votes.valid_eq_present_minus_recused 6 pass"}},
		{Name: "none named", Text: text, Out: doc(nil), Want: []string{"votes.valid_eq_present_minus_recused 6 fail"}},
	})
}
