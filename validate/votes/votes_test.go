package votes

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/schema"
	"github.com/gonggao/gonggao/validate/internal/checktest"
)

func intp(n int) *int { return &n }

func TestVotes(t *testing.T) {
	tally := "表决情况：有效表决票11票，同意11票，反对0票，弃权0票。"
	doc := func(valid, forv, abstain, present int, recused []string) *schema.Document {
		return &schema.Document{
			Meeting: &schema.Meeting{DirectorsExpected: intp(14), DirectorsPresent: intp(present)},
			Resolutions: []schema.Resolution{{Seq: 1, Title: "议案", Recused: recused,
				Votes: &schema.Votes{Valid: intp(valid), For: forv, Abstain: abstain, Text: tally, Span: schema.Span{0, len(tally)}}}},
		}
	}
	checktest.RunCases(t, Votes{}, []checktest.Case{
		{Name: "002: recused", Text: tally, Out: doc(11, 11, 0, 13, []string{"唐双宁", "赵欢"}),
			Want: []string{"votes.sum 11 pass", "votes.valid_eq_present_minus_recused 11 pass"}},
		{Name: "tally does not add up", Text: tally, Out: doc(11, 10, 0, 11, nil),
			Want: []string{"votes.sum 11 fail", "votes.valid_eq_present_minus_recused 11 pass"}},
		{Name: "recusal not taken off", Text: tally, Out: doc(11, 11, 0, 13, nil),
			Want: []string{"votes.sum 11 pass", "votes.valid_eq_present_minus_recused 11 fail"}},
		{Name: "more votes than directors", Text: tally, Out: func() *schema.Document {
			d := doc(11, 11, 0, 11, nil)
			d.Meeting.DirectorsExpected = intp(10)
			return d
		}(), Want: []string{"votes.sum 11 pass", "votes.valid_eq_present_minus_recused 11 pass", "votes.total_le_expected 11 fail"}},
	})
}

// A tally the announcement states for an approval it names no proposal
// for is the meeting's, held to the attendance the same way (FDDC 734516:
// "公司9名董事成员中,同意6票,回避3票,反对0票,弃权0票", with nine present).
func TestMeetingTally(t *testing.T) {
	const text = "公司9名董事成员中,同意6票,回避3票,反对0票,弃权0票。"
	const tally = "同意6票,回避3票,反对0票,弃权0票"
	doc := func(present int, recusals *int) *schema.Document {
		v := tallyAt(text, tally, nil, 6, 0, 0)
		v.Recusals = recusals
		return &schema.Document{Meeting: &schema.Meeting{DirectorsPresent: intp(present), Votes: v}}
	}
	checktest.RunCases(t, Votes{}, []checktest.Case{
		{Name: "recusals stated in the tally", Text: text, Out: doc(9, intp(3)),
			Want: []string{"votes.valid_eq_present_minus_recused 6 pass"}},
		{Name: "recusals not stated", Text: text, Out: doc(9, nil),
			Want: []string{"votes.valid_eq_present_minus_recused 6 fail"}},
		{Name: "no attendance stated", Text: text, Out: &schema.Document{Meeting: &schema.Meeting{Votes: tallyAt(text, tally, nil, 6, 0, 0)}}},
	})
}

// tallyAt returns the votes of the tally sentence in text.
func tallyAt(text, tally string, valid *int, forv, against, abstain int) *schema.Votes {
	i := strings.Index(text, tally)
	return &schema.Votes{Valid: valid, For: forv, Against: against, Abstain: abstain, Text: tally, Span: schema.Span{i, i + len(tally)}}
}

// cite records, as the extractor does, where each count of v stands:
// figs alternate a key (for, against, abstain, valid) and the figure's
// text, found within v's span of text.
func cite(text string, v *schema.Votes, figs ...string) *schema.Votes {
	for i := 0; i+1 < len(figs); i += 2 {
		j := v.Span[0] + strings.Index(text[v.Span[0]:v.Span[1]], figs[i+1])
		if v.Evidence == nil {
			v.Evidence = map[string]schema.Ref{}
		}
		v.Evidence[figs[i]] = schema.Ref{Text: figs[i+1], Span: schema.Span{j, j + len(figs[i+1])}}
	}
	return v
}

// nth returns the span of the n-th (0-based) occurrence of s in text.
func nth(text, s string, n int) schema.Span {
	off := 0
	for ; n > 0; n-- {
		off += strings.Index(text[off:], s) + len(s)
	}
	i := off + strings.Index(text[off:], s)
	return schema.Span{i, i + len(s)}
}

func spanOf(text, s string) schema.Span {
	i := strings.Index(text, s)
	return schema.Span{i, i + len(s)}
}

// TestVoteNotesAndFigures: an item voted within a resolution is named by
// both numbers, and each vote input points at its own figure.
func TestVoteNotesAndFigures(t *testing.T) {
	type row struct{ Note, Stated, For, Against, Abstain, Recused string }
	summary := func(cs []schema.Check) []row {
		var out []row
		for _, c := range cs {
			r := row{Note: c.Note, Stated: c.Stated.Text}
			for _, in := range c.Inputs {
				switch in.Name {
				case "for":
					r.For = in.Text
				case "against":
					r.Against = in.Text
				case "abstain":
					r.Abstain = in.Text
				case "recused":
					r.Recused = in.Text
				}
			}
			out = append(out, r)
		}
		return out
	}
	// 002: resolution 一 voted as a whole, resolution 二 item by item with
	// two directors recused from each item.
	const t002 = "一、审议通过《关于修订<中国光大银行股份有限公司章程>的议案》\n表决情况：有效表决票13票，同意13票，反对0票，弃权0票。\n" +
		"二、《关于中国光大银行股份有限公司境内非公开发行优先股方案的议案》\n（一）发行优先股的种类\n表决情况：有效表决票11票，同意11票，反对0票，弃权0票。\n唐双宁董事长、赵欢执行董事在表决中回避。\n" +
		"（三）发行方式\n表决情况：有效表决票11票，同意11票，反对0票，弃权0票。\n唐双宁董事长、赵欢执行董事在表决中回避。\n"
	const tally13, tally11 = "表决情况：有效表决票13票，同意13票，反对0票，弃权0票", "表决情况：有效表决票11票，同意11票，反对0票，弃权0票"
	const recusal = "唐双宁董事长、赵欢执行董事在表决中回避。"
	item := func(seq, n int, heading string) schema.Resolution {
		ts := nth(t002, tally11, n)
		v := cite(t002, &schema.Votes{Valid: intp(11), For: 11, Text: tally11, Span: ts}, "valid", "有效表决票11票", "for", "同意11票", "against", "反对0票", "abstain", "弃权0票")
		start := strings.Index(t002, heading)
		end := nth(t002, "回避。", n)[1]
		said := nth(t002, recusal, n)
		return schema.Resolution{Seq: seq, Recused: []string{"唐双宁", "赵欢"}, Span: schema.Span{start, end}, Votes: v,
			Evidence: map[string]schema.Ref{"recused": {Text: recusal, Span: said}}}
	}
	i1, i3 := item(1, 0, "（一）"), item(3, 1, "（三）")
	doc002 := &schema.Document{
		Meeting: &schema.Meeting{DirectorsPresent: intp(13), Evidence: map[string]schema.Ref{"directors_present": {Text: "一", Span: schema.Span{0, 3}}}},
		Resolutions: []schema.Resolution{
			{Seq: 1, Votes: cite(t002, tallyAt(t002, tally13, intp(13), 13, 0, 0), "valid", "有效表决票13票", "for", "同意13票", "against", "反对0票", "abstain", "弃权0票"), Span: spanOf(t002, "一、")},
			{Seq: 2, Items: []schema.Resolution{i1, i3}, Span: schema.Span{strings.Index(t002, "二、"), len(t002)}},
		},
	}
	want := []row{
		{Note: "resolution 1", Stated: "有效表决票13票", For: "同意13票", Against: "反对0票", Abstain: "弃权0票"},
		{Note: "resolution 1", Stated: "有效表决票13票"},
		{Note: "resolution 2 item 1", Stated: "有效表决票11票", For: "同意11票", Against: "反对0票", Abstain: "弃权0票"},
		{Note: "resolution 2 item 1; recused: [唐双宁 赵欢]", Stated: "有效表决票11票", Recused: recusal},
		{Note: "resolution 2 item 3", Stated: "有效表决票11票", For: "同意11票", Against: "反对0票", Abstain: "弃权0票"},
		{Note: "resolution 2 item 3; recused: [唐双宁 赵欢]", Stated: "有效表决票11票", Recused: recusal},
	}
	if diff := cmp.Diff(want, summary(checktest.RunFull(t, t002, doc002, Votes{}))); diff != "" {
		t.Errorf("002 (-want +got)\n%s", diff)
	}

	cases := []struct {
		name, text, tally string
		votes             func(text, tally string) *schema.Votes
		want              row
	}{
		{
			name: "number first", text: "表决结果：14票赞成，0票反对，1票弃权。", tally: "14票赞成，0票反对，1票弃权",
			votes: func(x, y string) *schema.Votes {
				return cite(x, tallyAt(x, y, nil, 14, 0, 1), "for", "14票赞成", "against", "0票反对", "abstain", "1票弃权")
			},
			want: row{Note: "resolution 1", For: "14票赞成", Against: "0票反对", Abstain: "1票弃权"},
		},
		{
			// A count whose figure the extractor did not record: the
			// input keeps the whole tally rather than point at a figure.
			name: "a count without its figure", text: "表决情况：同意14票，反对0票，弃权0票。", tally: "同意14票，反对0票，弃权0票",
			votes: func(x, y string) *schema.Votes {
				return cite(x, tallyAt(x, y, nil, 14, 0, 0), "against", "反对0票", "abstain", "弃权0票")
			},
			want: row{Note: "resolution 1", For: "同意14票，反对0票，弃权0票", Against: "反对0票", Abstain: "弃权0票"},
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			v := tc.votes(tc.text, tc.tally)
			v.Valid = intp(v.For + v.Against + v.Abstain)
			out := &schema.Document{Resolutions: []schema.Resolution{{Seq: 1, Votes: v}}}
			got := summary(checktest.RunFull(t, tc.text, out, Votes{}))
			if len(got) != 1 {
				t.Fatalf("got %d findings, want 1", len(got))
			}
			got[0].Stated = ""
			if diff := cmp.Diff(tc.want, got[0]); diff != "" {
				t.Errorf("(-want +got)\n%s", diff)
			}
		})
	}
}
