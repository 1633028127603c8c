package meeting

import (
	"testing"

	"github.com/gonggao/gonggao/normalize"
)

// TestJointCountTally holds the tallies that give against and abstaining
// one count between them, in the forms the genre writes them, and the
// near misses that are not such a tally.
func TestJointCountTally(t *testing.T) {
	tests := []struct {
		name, in         string
		ok               bool
		yes, no, abstain int
	}{
		{"list with 、", "表决结果:同意9票,反对、弃权均为0票。", true, 9, 0, 0},
		{"list with 和 and 票", "表决结果:同意票9票,反对票和弃权票均为0票。", true, 9, 0, 0},
		{"number first", "表决结果:9票同意,反对票、弃权票均为0票。", true, 9, 0, 0},
		{"各 and Chinese numerals", "表决情况:同意七票,反对、弃权各零票", true, 7, 0, 0},
		{"票数, no unit", "同意票数11票,反对及弃权票数均为0", true, 11, 0, 0},
		{"abstaining first", "赞成5票,弃权与反对票均为0票", true, 5, 0, 0},
		{"one count each", "同意7票,反对、弃权各1票", true, 7, 1, 1},
		{"the same word twice", "同意9票,反对、反对均为0票", false, 0, 0, 0},
		{"two joint counts", "同意9票,反对、弃权均为0票;反对、弃权均为1票", false, 0, 0, 0},
		{"Chinese numerals without a unit", "同意9票,反对、弃权均为零", false, 0, 0, 0},
		{"a share count", "同意1,000股,反对、弃权均为0股", false, 0, 0, 0},
		{"no count for", "反对、弃权均为0票", false, 0, 0, 0},
		{"stated apart as well", "同意9票,反对0票,反对、弃权均为0票", false, 0, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in, _ := normalize.Fold(tt.in)
			got, ok := parseTally(in)
			if ok != tt.ok {
				t.Fatalf("parseTally(%q) ok = %v, want %v (%+v)", in, ok, tt.ok, got)
			}
			if !ok {
				return
			}
			if got.yes != tt.yes || got.against != tt.no || got.abstain != tt.abstain {
				t.Errorf("parseTally(%q) = %d/%d/%d, want %d/%d/%d", in, got.yes, got.against, got.abstain, tt.yes, tt.no, tt.abstain)
			}
			for _, k := range []string{"for", "against", "abstain"} {
				sp, ok := got.figures[k]
				if !ok || sp.Start < got.span.Start || sp.End > got.span.End {
					t.Errorf("figure %s at %v, outside the tally %v", k, sp, got.span)
				}
			}
		})
	}
}
