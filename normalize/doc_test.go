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

// TestLineEnds: a carriage return alone ends a line; a \r\n pair is left
// for Fold; no byte moves.
func TestLineEnds(t *testing.T) {
	for in, want := range map[string]string{
		"":                 "",
		"公告\n正文":           "公告\n正文",
		"公告\r\n正文\r\n":     "公告\r\n正文\r\n",
		"公告\r正文\r":         "公告\n正文\n",
		"公告\r\r正文\r\n结尾\r": "公告\n\n正文\r\n结尾\n",
	} {
		got := LineEnds(in)
		if got != want || len(got) != len(in) {
			t.Errorf("LineEnds(%q) = %q, want %q", in, got, want)
		}
	}
}
