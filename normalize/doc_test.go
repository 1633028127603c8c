package normalize

import (
	"strings"
	"testing"
)

// TestSourceTextAcrossPageBreak: a value found in a sentence joined across
// a page break reads as the sentence, without the page number; a space
// that folding dropped between Han characters stays, as written.
func TestSourceTextAcrossPageBreak(t *testing.T) {
	raw := "标题\n\n资产金额超过本\n\n- 3 -\n\n行最近一期经审计总资产30%的事项。第一章 总 则\n"
	d := New(Layer{Raw: []byte(raw), Text: raw})
	i := strings.Index(d.Text, "超过本行")
	j := strings.Index(d.Text, "30%") + len("30%")
	if got := d.SourceText(Span{i, j}); got != "超过本行最近一期经审计总资产30%" {
		t.Errorf("SourceText = %q", got)
	}
	r := d.RawSpan(Span{i, j})
	if got := raw[r.Start:r.End]; !strings.Contains(got, "- 3 -") {
		t.Errorf("the raw span should still cover the page break: %q", got)
	}
	k := strings.Index(d.Text, "总则")
	if got := d.SourceText(Span{k, k + len("总则")}); got != "总 则" {
		t.Errorf("SourceText(总则) = %q, want the text as written", got)
	}
}
