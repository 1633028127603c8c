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
