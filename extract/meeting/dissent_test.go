package meeting

import (
	"testing"

	"github.com/gonggao/gonggao/normalize"
)

// TestDissentTally holds a board's tally that words the votes against as
// 不同意, label first or number first, and the near misses: 不同意 and
// 反对 both stated are two tallies run together, and a tally in shares so
// worded is not read (its 同意 would be stated twice).
func TestDissentTally(t *testing.T) {
	tests := []struct {
		name, in         string
		yes, no, abstain int // yes -1: no tally
	}{
		{"label first", "表决结果:同意9票,不同意0票,弃权0票。", 9, 0, 0},
		{"label first, one against", "表决结果:同意8票;不同意1票;弃权0票。", 8, 1, 0},
		{"number first", "表决结果:9票同意,0票不同意,0票弃权。", 9, 0, 0},
		{"with 的", "表决结果:同意的票数为7票,不同意的票数为1票,弃权的票数为1票。", 7, 1, 1},
		{"against stated twice", "表决结果:同意9票,不同意0票,反对0票,弃权0票。", -1, 0, 0},
		{"in shares", "同意1,000股,不同意0股,弃权0股", -1, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in, _ := normalize.Fold(tt.in)
			ts := findTallies(in)
			if tt.yes < 0 {
				if len(ts) > 0 {
					t.Fatalf("findTallies(%q) = %+v, want none", in, ts)
				}
				return
			}
			if len(ts) != 1 {
				t.Fatalf("findTallies(%q) = %+v, want one tally", in, ts)
			}
			g := ts[0]
			if g.yes != tt.yes || g.against != tt.no || g.abstain != tt.abstain {
				t.Errorf("findTallies(%q) = %d/%d/%d, want %d/%d/%d", in, g.yes, g.against, g.abstain, tt.yes, tt.no, tt.abstain)
			}
			if _, ok := g.figures["against"]; !ok {
				t.Errorf("no evidence for the votes against: %v", g.figures)
			}
		})
	}
}
