package meeting

import (
	"testing"

	"github.com/gonggao/gonggao/normalize"
)

// TestTallyVoterAndPossessive holds two shapes of a board's tally beside
// the ones read so far: the voters named after their number (9名董事同意,
// 3位监事同意) and a way of voting with 的 before its count (同意的票数为
// 9票). The valid votes take no 的: "占有效表决票的100%" is a share, and
// the tally it follows is read as before.
func TestTallyVoterAndPossessive(t *testing.T) {
	tests := []struct {
		name, in         string
		yes, no, abstain int // yes -1: no tally
	}{
		{"的票数为", "表决结果:同意的票数为9票,反对的票数为0票,弃权的票数为0票。", 9, 0, 0},
		{"的 on one way only", "表决结果:同意的票数9票,反对票0票,弃权票1票。", 9, 0, 1},
		{"名董事", "表决结果:9名董事同意,0名董事反对,0名董事弃权。", 9, 0, 0},
		{"位监事, the voters named once", "表决结果:3位监事同意,0位反对,0位弃权。", 3, 0, 0},
		{"a share of the valid votes after each count", "表决结果:同意票9票,占有效表决票的100%;反对票0票,占有效表决票的0%;弃权票0票,占有效表决票的0%。", 9, 0, 0},
		{"the directors present, not a tally", "会议应到董事9名,实到董事9名,9名董事同意召开本次会议。", -1, 0, 0},
		{"unanimity, not a count", "表决结果:出席会议的9名董事一致同意。", -1, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, ok := soleTally(t, tt.in, tt.yes >= 0)
			if ok && (g.yes != tt.yes || g.against != tt.no || g.abstain != tt.abstain) {
				t.Errorf("findTallies(%q) = %d/%d/%d, want %d/%d/%d", tt.in, g.yes, g.against, g.abstain, tt.yes, tt.no, tt.abstain)
			}
		})
	}
}

// soleTally folds s and reads its tallies, failing the test unless it
// reads exactly one (want) or none (!want); ok says one was read.
func soleTally(t *testing.T, s string, want bool) (g tally, ok bool) {
	t.Helper()
	in, _ := normalize.Fold(s)
	ts := findTallies(in)
	switch {
	case !want && len(ts) > 0:
		t.Fatalf("findTallies(%q) = %+v, want none", in, ts)
	case want && len(ts) != 1:
		t.Fatalf("findTallies(%q) = %+v, want one tally", in, ts)
	}
	if len(ts) == 1 {
		return ts[0], true
	}
	return tally{}, false
}
