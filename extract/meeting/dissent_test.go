package meeting

import (
	"testing"
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
			g, ok := soleTally(t, tt.in, tt.yes >= 0)
			if !ok {
				return
			}
			if g.yes != tt.yes || g.against != tt.no || g.abstain != tt.abstain {
				t.Errorf("findTallies(%q) = %d/%d/%d, want %d/%d/%d", tt.in, g.yes, g.against, g.abstain, tt.yes, tt.no, tt.abstain)
			}
			if _, ok := g.figures["against"]; !ok {
				t.Errorf("no evidence for the votes against: %v", g.figures)
			}
		})
	}
}

// TestDissentOverLines: a tally set out one count a line reads 不同意 as
// against too.
func TestDissentOverLines(t *testing.T) {
	text := "某某股份有限公司第五届监事会第三次会议决议公告\n一、审议通过《关于甲的议案》\n表决结果:\n同意3票\n不同意0票\n弃权0票\n二、审议通过《关于乙的议案》\n表决结果:\n同意2票\n不同意1票\n弃权0票\n"
	doc := extractText("in.txt", text)
	if len(doc.Resolutions) != 2 {
		t.Fatalf("%d resolutions, want 2: %+v", len(doc.Resolutions), doc.Resolutions)
	}
	for i, want := range [][3]int{{3, 0, 0}, {2, 1, 0}} {
		v := doc.Resolutions[i].Votes
		if v == nil || [3]int{v.For, v.Against, v.Abstain} != want {
			t.Errorf("resolution %d: votes %+v, want %v", i+1, v, want)
		}
	}
}
