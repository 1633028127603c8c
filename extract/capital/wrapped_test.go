package capital

import (
	"strings"
	"testing"

	"github.com/gonggao/gonggao/normalize"
)

// TestWrappedAround reads the clause around a figure through the line
// wraps of a column, and not through the line breaks of a list or of a
// table's cells set one a line.
func TestWrappedAround(t *testing.T) {
	for _, tc := range []struct {
		name, text, figure, before, after string
	}{
		// 工商银行 (2010) set at 23 characters a line.
		{"a wrapped unit", "1、工行转债调整前的转股价格:4.20元人民币\n/股\n2、工行转债调整后的转股价格:4.16元人民币\n/股\n",
			"4.16", "2、工行转债调整后的转股价格:", "元人民币/股"},
		// 歌华有线 (2005) set at 23 characters a line.
		{"a wrapped word", "根据上述规定,公司实施2005年中期每10股转\n增6股的资本公积金转增股本方案后,歌华转债的转\n",
			"6股", "根据上述规定,公司实施2005年中期每10股转增", "的资本公积金转增股本方案后,歌华转债的转"},
		{"an item starts the next line", "1、工行转债调整前的转股价格:4.20元/股\n2、工行转债调整后的转股价格:4.16元/股\n",
			"4.20", "1、工行转债调整前的转股价格:", "元/股"},
		{"a sentence ends the line", "本次调整前的转股价格为4.20元/股。\n调整后的转股价格为4.16元/股\n",
			"4.16", "调整后的转股价格为", "元/股"},
		{"a table's cells one a line", "调整前转股价格\n调整后转股价格\n19.76元/股\n12.35元/股\n",
			"19.76", "", "元/股"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			i := strings.Index(tc.text, tc.figure)
			b, a := wrappedAround(tc.text, normalize.Span{Start: i, End: i + len(tc.figure)})
			if b != tc.before || a != tc.after {
				t.Errorf("around %s: %q / %q, want %q / %q", tc.figure, b, a, tc.before, tc.after)
			}
		})
	}
}
