package meeting

import (
	"testing"

	"github.com/gonggao/gonggao/normalize"
)

// TestShareTallyRatioAfterCounts holds the tallies in shares that state
// the three counts and then the share of one of them, with the way of
// voting as the ratio's subject (同意股数占…), and the near misses.
func TestShareTallyRatioAfterCounts(t *testing.T) {
	type want struct{ counts, ratios [3]string }
	tests := []struct {
		name, in string
		want     *want
	}{
		{"同意股数占", "同意99,000,000股,反对1,000,000股,弃权0股,同意股数占出席会议有表决权股份总数的99.00%。",
			&want{[3]string{"99000000", "1000000", "0"}, [3]string{"0.9900", "", ""}}},
		{"赞成票占, counts labelled 票", "赞成票98,000,000股,反对票2,000,000股,弃权票0股,赞成票占出席会议有效表决权股份总数的98%。",
			&want{[3]string{"98000000", "2000000", "0"}, [3]string{"0.98", "", ""}}},
		{"票数 labels, then a clause after the ratio", "表决结果:同意票数99,000,000股,反对票数1,000,000股,弃权票数0股,同意票数占出席会议股东所持有表决权股份的99.00%,审议通过。",
			&want{[3]string{"99000000", "1000000", "0"}, [3]string{"0.9900", "", ""}}},
		{"the ratios of two ways", "同意99,000,000股,反对1,000,000股,弃权0股,同意股数占99.00%,反对股数占1.00%",
			&want{[3]string{"99000000", "1000000", "0"}, [3]string{"0.9900", "0.0100", ""}}},
		{"a subject without a ratio", "同意99,000,000股,反对1,000,000股,弃权0股,同意股数占多数", nil},
		{"a ratio stated twice", "同意99,000,000股,占99.00%,反对1,000,000股,弃权0股,同意股数占99.00%", nil},
		{"a subject before the counts end", "同意99,000,000股,同意股数占99.00%,反对1,000,000股,弃权0股", nil},
		{"a subject without counts", "同意股数占99.00%,反对股数占1.00%,弃权股数占0%", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in, _ := normalize.Fold(tt.in)
			got, ok := ParseShareTally(in)
			if tt.want == nil {
				if ok {
					t.Fatalf("ParseShareTally(%q) = %+v, want no tally", in, got)
				}
				return
			}
			if !ok {
				t.Fatalf("ParseShareTally(%q): no tally", in)
			}
			var g want
			for k := range 3 {
				g.counts[k] = got.Counts[k].Value.String()
				if r := got.Ratios[k]; r != nil {
					g.ratios[k] = r.ValueString()
					if r.Span.End > got.Span.End {
						t.Errorf("ratio %d ends at %d, past the tally's end %d", k, r.Span.End, got.Span.End)
					}
				}
			}
			if g != *tt.want {
				t.Errorf("ParseShareTally(%q) = %+v, want %+v", in, g, *tt.want)
			}
		})
	}
}
