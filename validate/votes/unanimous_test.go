package votes

import (
	"strings"
	"testing"

	"github.com/gonggao/gonggao/schema"
	"github.com/gonggao/gonggao/validate/internal/checktest"
)

// A vote stated only as a unanimity holds when the attendance is stated:
// every member present (and voting by proxy), less those recused, voted
// for. Without the attendance, or with members due whom the text neither
// counts present nor away, it is unverifiable; no one left to vote
// fails. The wordings are real: "与会董事经审议一致同意" beside "应到董事 9
// 名，亲自出席 6 名" (FDDC 1391964), "9名董事参加该次会议, 9名董事一致同意"
// (FDDC 391268), "经与会监事审议,一致通过" with three supervisors present
// (page 26).
func TestUnanimousAllPresent(t *testing.T) {
	const text = "会议应到监事3名,实到监事3名。经与会监事审议,一致通过本议案。"
	ref := func(s string) schema.Ref {
		i := strings.Index(text, s)
		return schema.Ref{Text: s, Span: schema.Span{i, i + len(s)}}
	}
	yes := true
	resolution := func(recused []string) []schema.Resolution {
		return []schema.Resolution{{Seq: 1, Title: "议案", Unanimous: &yes, Recused: recused,
			Evidence: map[string]schema.Ref{"unanimous": ref("与会监事审议,一致通过")}}}
	}
	meeting := func(expected, present int) *schema.Meeting {
		return &schema.Meeting{DirectorsExpected: intp(expected), DirectorsPresent: intp(present),
			Evidence: map[string]schema.Ref{"directors_expected": ref("应到监事3名"), "directors_present": ref("实到监事3名")}}
	}
	checktest.RunCases(t, Votes{}, []checktest.Case{
		{Name: "page 26: all three present", Text: text, Out: &schema.Document{Meeting: meeting(3, 3), Resolutions: resolution(nil)},
			Want: []string{"votes.unanimous_all_present 3 pass"}},
		{Name: "one recused", Text: text, Out: &schema.Document{Meeting: meeting(3, 3), Resolutions: resolution([]string{"王一彤"})},
			Want: []string{"votes.unanimous_all_present 2 pass"}},
		{Name: "no attendance stated", Text: text, Out: &schema.Document{Resolutions: resolution(nil)},
			Want: []string{"votes.unanimous_all_present - unverifiable"}},
		{Name: "FDDC 1391964: three due not accounted for", Text: text, Out: &schema.Document{Meeting: meeting(9, 6), Resolutions: resolution(nil)},
			Want: []string{"votes.unanimous_all_present - unverifiable"}},
		{Name: "one of three due named away, two not accounted for", Text: text, Out: &schema.Document{Meeting: func() *schema.Meeting {
			m := meeting(9, 6)
			m.Absent = []string{"王一彤"}
			return m
		}(), Resolutions: resolution(nil)},
			Want: []string{"votes.unanimous_all_present - unverifiable"}},
		{Name: "the three due named away or by proxy", Text: text, Out: &schema.Document{Meeting: func() *schema.Meeting {
			m := meeting(9, 6)
			m.Absent = []string{"王一彤", "李建民", "刘三华"}
			m.Proxies = []schema.Proxy{{Absent: "李建民", Holder: "张明"}}
			return m
		}(), Resolutions: resolution(nil)},
			Want: []string{"votes.unanimous_all_present 7 pass"}},
		{Name: "FDDC 391268: the members counted at the unanimity", Text: "9名董事参加该次会议, 9名董事一致同意", Out: &schema.Document{
			Meeting: &schema.Meeting{DirectorsPresent: intp(8), Evidence: map[string]schema.Ref{}},
			Resolutions: []schema.Resolution{{Seq: 1, Title: "议案", Unanimous: &yes,
				Evidence: map[string]schema.Ref{"unanimous": {Text: "9名董事一致同意", Span: schema.Span{len("9名董事参加该次会议, "), len("9名董事参加该次会议, 9名董事一致同意")}}}}}},
			Want: []string{"votes.unanimous_all_present 9 fail"}},
		{Name: "all recused", Text: text, Out: &schema.Document{Meeting: meeting(1, 1), Resolutions: resolution([]string{"王一彤"})},
			Want: []string{"votes.unanimous_all_present - fail"}},
		{Name: "the meeting's approval in passing", Text: text, Out: &schema.Document{Meeting: func() *schema.Meeting {
			m := meeting(3, 3)
			m.Unanimous = &yes
			m.Evidence["unanimous"] = ref("与会监事审议,一致通过")
			return m
		}()}, Want: []string{"votes.unanimous_all_present 3 pass"}},
	})
}
