package contract

import (
	"strings"
	"testing"
)

// TestBracketedYuan reads the yuan a bracket right after a foreign figure
// gives for it, and nothing from a bracket holding anything else.
func TestBracketedYuan(t *testing.T) {
	for _, tc := range []struct {
		text, want string // want: the figure's text, "" for none
	}{
		// 16673181.
		{"61,718,266美元(约398,508,671.00元人民币) (未含税)", "398,508,671.00元人民币"},
		{"61,718,266美元 (约 398,508,671.00元人民币)", "398,508,671.00元人民币"},
		{"1,820万美元（约人民币1.21亿元）", "1.21亿元"},
		// Yuan not named as such, a range, a share and an open bracket are not read.
		{"61,718,266美元(约398,508,671.00元)", ""},
		{"2,080万欧元(约15,516.80万元至23,275.20万元人民币)", ""},
		{"1.05亿美元(约占公司营业收入的22.44%)", ""},
		{"61,718,266美元(约398,508,671.00元人民币,未含税)", ""},
	} {
		t.Run(tc.text, func(t *testing.T) {
			at := strings.Index(tc.text, "元") + len("元")
			m, ok := bracketedYuan(tc.text, at)
			got := ""
			if ok {
				got = tc.text[m.start:m.end]
			}
			if got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}
