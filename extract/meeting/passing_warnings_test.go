package meeting

import (
	"testing"

	"github.com/gonggao/gonggao/schema"
)

// TestPassingApprovalUnreadTally: a board approval another announcement
// reports is written with its title; when the sentence states votes that
// are not read as the board's one tally (a count alone, or two tallies),
// the resolution has no tally and the output says so
// (votes_not_understood). A tally read, or none stated, warns of nothing.
func TestPassingApprovalUnreadTally(t *testing.T) {
	head := passingHead
	title := "《关于控股子公司参与联合投标污水处理站项目建设的议案》"
	tests := []struct {
		name, in string
		tallied  bool
		warned   bool
	}{
		{"the tally read", head + "以11票赞成,0票反对,0票弃权审议通过了" + title + "。", true, false},
		{"no votes stated", head + "审议通过了" + title + "。", false, false},
		{"a count alone", head + "以11票赞成审议通过了" + title + "。", false, true},
		{"only the independent directors' votes", head + "审议通过了" + title + ",公司4名独立董事以4票赞成,0票反对,0票弃权同意该议案。", false, false},
		{"two tallies", head + "以11票赞成,0票反对,0票弃权审议通过了" + title + ",以10票赞成,1票反对,0票弃权审议通过了《关于公司向银行申请授信的议案》。", false, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := extractText("in.txt", tt.in)
			tallied := false
			for _, r := range out.Resolutions {
				tallied = tallied || r.Votes != nil
			}
			warned := false
			for _, w := range out.Warnings {
				warned = warned || w.Code == schema.WarnVotesNotUnderstood
			}
			if tallied != tt.tallied || warned != tt.warned {
				t.Errorf("tallied %v, warned %v; want %v, %v (resolutions %+v)", tallied, warned, tt.tallied, tt.warned, out.Resolutions)
			}
		})
	}
}
