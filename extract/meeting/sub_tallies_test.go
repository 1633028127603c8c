package meeting

import (
	"testing"
)

// TestIndependentSubTally holds the independent directors' share of a
// board's tally apart from it, however the sub-tally is introduced: after
// 其中 and any stop, or with the independent directors as the subject of
// a count. A sentence stating only their votes states no tally of the
// board; their opinion (独立董事同意该议案) is not a count.
func TestIndependentSubTally(t *testing.T) {
	tests := []struct {
		name, in string
		yes      int // -1: no tally
	}{
		{"其中: (the wording read so far)", "表决结果:同意7票,反对0票,弃权0票;其中:独立董事同意2票,反对0票,弃权0票。", 7},
		{"其中 and a comma", "表决结果:同意9票,反对0票,弃权0票;其中,独立董事3票同意,0票反对,0票弃权。", 9},
		{"independent directors as the subject", "表决结果:同意9票,反对0票,弃权0票,独立董事同意3票,反对0票,弃权0票。", 9},
		{"a number of them as the subject", "表决结果:9票同意,0票反对,0票弃权,3名独立董事3票同意,0票反对,0票弃权。", 9},
		{"only theirs, with 以", "公司3名独立董事以3票同意、0票反对、0票弃权的表决结果同意该议案。", -1},
		{"only theirs, label first", "独立董事同意3票,反对0票,弃权0票。", -1},
		{"their opinion before the board's tally", "独立董事同意该议案,表决结果:同意9票,反对0票,弃权0票。", 9},
		{"their prior approval before the board's tally", "独立董事事前认可并发表了同意的独立意见,表决结果:同意9票,反对0票,弃权0票。", 9},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if g, ok := soleTally(t, tt.in, tt.yes >= 0); ok && g.yes != tt.yes {
				t.Fatalf("findTallies(%q) = %+v, want one tally of %d for", tt.in, g, tt.yes)
			}
		})
	}
}

// passingHead opens a real contract announcement that reports a board
// approval in passing (乐山电力 2017), for the tests of such approvals.
const passingHead = "乐山电力关于控股子公司联合体中标的公告\n乐山电力股份有限公司(以下简称“公司”)于2017年5月3日召开了第八届董事会第二十六次临时会议,"

// TestPassingApprovalSubTally: a board approval reported in another
// announcement with the independent directors' sub-tally after the
// board's is the board's resolution with the board's tally, and one that
// reports only the independent directors' votes carries no tally.
func TestPassingApprovalSubTally(t *testing.T) {
	head := passingHead
	tests := []struct {
		name, in string
		yes      int // -1: no tally on the resolution
	}{
		{"the board's tally, then theirs after 其中,", head + "以11票赞成,0票反对,0票弃权审议通过了《关于控股子公司参与联合投标污水处理站项目建设的议案》;其中,独立董事4票赞成,0票反对,0票弃权。", 11},
		{"the board's tally, then theirs as the subject", head + "以11票赞成,0票反对,0票弃权审议通过了《关于控股子公司参与联合投标污水处理站项目建设的议案》,独立董事赞成4票,反对0票,弃权0票。", 11},
		{"only theirs", head + "审议通过了《关于控股子公司参与联合投标污水处理站项目建设的议案》,公司4名独立董事以4票赞成,0票反对,0票弃权同意该议案。", -1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := extractText("in.txt", tt.in)
			if len(out.Resolutions) != 1 {
				t.Fatalf("%d resolutions, want 1: %+v", len(out.Resolutions), out.Resolutions)
			}
			r := out.Resolutions[0]
			switch {
			case tt.yes < 0 && r.Votes != nil:
				t.Errorf("tally %+v, want none", *r.Votes)
			case tt.yes >= 0 && (r.Votes == nil || r.Votes.For != tt.yes):
				t.Errorf("tally %+v, want %d for", r.Votes, tt.yes)
			}
			if m := out.Meeting; m != nil && m.Votes != nil && tt.yes < 0 {
				t.Errorf("meeting tally %+v, want none", *m.Votes)
			}
		})
	}
}
