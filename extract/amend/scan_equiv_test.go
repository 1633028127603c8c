package amend

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gonggao/gonggao/normalize"
)

// equivTexts returns the seeds and a few wordings of markets and
// amendment captions, for the tests that check a fast form against the
// expression it stands for.
func equivTexts(t *testing.T) map[string]string {
	t.Helper()
	texts := map[string]string{
		"markets":   "本行拟在境内发行优先股,在境外发行,境内非公开发行的优先股、境外的优先股和境内发行方案;在境内境内发行,在境外非公开发行优先股,境内优先股境内发行",
		"subscribe": "董事会同意中国光大(集团)总公司认购1,000万股,股东拟认购本次发行的优先股;将认购认购,同意同意认购,拟将认购\n认购",
		"captions":  "《公司章程》修订对比表\n附件:规则修改说明表\n修订前后对照表\n表决结果\n本次修订内容比较表如下",
	}
	seeds, _ := filepath.Glob(filepath.Join("..", "..", "corpus", "*.txt"))
	for _, p := range seeds {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		texts[filepath.Base(p)] = string(b)
	}
	return texts
}

// TestAmendCaptionEnds checks that every caption match ends in one of
// amendCaptionEnds, so that lines without them can be skipped.
func TestAmendCaptionEnds(t *testing.T) {
	n := 0
	for name, text := range equivTexts(t) {
		for _, m := range amendCaption.FindAllString(text, -1) {
			n++
			if !normalize.ContainsAny(m, amendCaptionEnds) {
				t.Errorf("%s: caption %q has none of %v", name, m, amendCaptionEnds)
			}
		}
	}
	if n == 0 {
		t.Fatal("no caption matched")
	}
}

// TestCaptionAboveBackward checks captionAbove, which reads back from its
// offset, against reading the last four lines of everything above it, at
// every line start and end of every text.
func TestCaptionAboveBackward(t *testing.T) {
	byLines := func(text string, at int) string {
		lines := normalize.SplitLines(text[:at], 0)
		for i := len(lines) - 1; i >= 0 && i >= len(lines)-4; i-- {
			s := strings.TrimSpace(lines[i].Text)
			if s == "" {
				continue
			}
			if amendCaption.MatchString(s) {
				return s
			}
			return ""
		}
		return ""
	}
	texts := equivTexts(t)
	texts["blank lines"] = "《公司章程》修订对比表\n\n \n\n序号\t现行章程\t修订后\n\n\n\n\n序号"
	found := 0
	for name, text := range texts {
		for _, ln := range normalize.SplitLines(text, 0) {
			for _, at := range []int{ln.Span.Start, ln.Span.End} {
				want := byLines(text, at)
				if got := captionAbove(text, at); got != want {
					t.Fatalf("%s: captionAbove(%d) = %q, want %q", name, at, got, want)
				}
				if want != "" {
					found++
				}
			}
		}
	}
	if found == 0 {
		t.Error("no caption found in any text: the test reads nothing")
	}
}
