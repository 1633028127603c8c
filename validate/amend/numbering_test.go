package amend

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/schema"
	"github.com/gonggao/gonggao/validate/internal/checktest"
)

func intp(n int) *int { return &n }

func TestNumbering(t *testing.T) {
	rules := func(nums ...int) *schema.Document {
		r := &schema.Rules{Chapters: []schema.Chapter{{Number: 1, Title: "总则"}}}
		for _, n := range nums {
			r.Articles = append(r.Articles, schema.Article{Number: n, Chapter: 1})
		}
		return &schema.Document{Rules: r}
	}
	amend := func(newArt int) *schema.Document {
		return &schema.Document{Amendments: &schema.Amendments{
			Present: true,
			Offsets: []schema.OffsetRun{{FromOld: 45, ToOld: 60, Offset: 7}},
			Rows: []schema.AmendmentRow{
				{Seq: 1, NewArticle: intp(40), Change: schema.ChangeAdded},
				{Seq: 2, OldArticle: intp(45), NewArticle: intp(52), Change: schema.ChangeRenumbered},
				{Seq: 3, OldArticle: intp(50), NewArticle: intp(newArt), Change: schema.ChangeModified},
			},
		}}
	}
	checktest.RunCases(t, Numbering{}, []checktest.Case{
		{Name: "rules in order", Text: "x", Out: rules(1, 2, 3), Want: []string{"rules.numbering - pass"}},
		{Name: "rules with a gap", Text: "x", Out: rules(1, 2, 4, 5), Want: []string{"rules.numbering - fail"}},
		{Name: "offsets agree", Text: "x", Out: amend(57), Want: []string{"amendments.offsets - pass"}},
		{Name: "offset broken", Text: "x", Out: amend(58), Want: []string{"amendments.offsets - fail"}},
	})
}

// TestNumberingInputs: the summing-up findings carry what they checked and
// count renumbered rows apart from rows keeping their number.
func TestNumberingInputs(t *testing.T) {
	a := &schema.Document{Amendments: &schema.Amendments{
		Present: true,
		Offsets: []schema.OffsetRun{{FromOld: 1, ToOld: 35, Offset: 0}, {FromOld: 36, ToOld: 55, Offset: 7}},
		Rows: []schema.AmendmentRow{
			{Seq: 1, OldArticle: intp(1), NewArticle: intp(1), Change: schema.ChangeModified},
			{Seq: 7, NewArticle: intp(36), Change: schema.ChangeAdded},
			{Seq: 14, OldArticle: intp(45), NewArticle: intp(52), Change: schema.ChangeRenumbered},
		},
	}}
	got := checktest.RunFull(t, "x", a, Numbering{})
	var names []string
	for _, in := range got[0].Inputs {
		names = append(names, in.Name+"="+in.Value)
	}
	want := []string{"offset 1-35=0", "offset 36-55=7", "row 1 old=1", "row 1 new=1", "row 14 old=45", "row 14 new=52"}
	if diff := cmp.Diff(want, names); diff != "" {
		t.Errorf("inputs (-want +got)\n%s", diff)
	}
	if want := "2 rows with old and new article numbers (1 renumbered, 1 keeping their number) agree with 2 offset runs"; got[0].Note != want {
		t.Errorf("note %q, want %q", got[0].Note, want)
	}

	r := &schema.Rules{Chapters: []schema.Chapter{{Number: 1}}, Articles: []schema.Article{
		{Number: 1, Chapter: 1, Span: schema.Span{0, 1}}, {Number: 2, Chapter: 1, Span: schema.Span{1, 2}}}}
	got = checktest.RunFull(t, "xy", &schema.Document{Rules: r}, Numbering{})
	names = nil
	for _, in := range got[0].Inputs {
		names = append(names, in.Name+"="+in.Value)
	}
	if diff := cmp.Diff([]string{"first=1", "last=2", "articles=2", "chapters=1"}, names); diff != "" {
		t.Errorf("rules inputs (-want +got)\n%s", diff)
	}
}
