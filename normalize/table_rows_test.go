package normalize

import (
	"strings"
	"testing"
)

// A page's foot between two rows of a table set in cells leaves the rows
// apart: a row is no sentence that the next page goes on with. The header
// of a vote table by class of shares (the Shanghai template) above its
// first class's row, the foot of a PDF page between them; and a table's
// rows set apart with spaces. A sentence broken by the page is still
// joined.
func TestPageBreakBetweenRows(t *testing.T) {
	for _, tt := range []struct {
		before, after string
		joined        bool
	}{
		{"\t票数\t比例（%）\t票数\t比例（%）\t票数\t比例（%）", "A股\t14,900,000,000\t99.3333\t60,000,000\t0.4000\t40,000,000\t0.2667", false},
		{"股东类型    同意            反对            弃权", "A股    427,323,627    99.8758    189,536    0.0442", false},
		{"本次股东大会由董事会召集，董事长", "王洪章先生主持。", true},
	} {
		text := "某某股份有限公司2015年度股东大会决议公告\n" + tt.before + "\n\n- 3 -\n\n" + tt.after + "\n"
		got, _, _, _ := StripFurniture(text)
		apart := strings.Contains(got, tt.before+"\n") && strings.Contains(got, "\n"+tt.after+"\n") && !strings.Contains(got, "- 3 -")
		if joined := strings.Contains(got, tt.before+tt.after); joined != tt.joined || !joined && !apart {
			t.Errorf("%q: %q", tt.before, got)
		}
	}
}
