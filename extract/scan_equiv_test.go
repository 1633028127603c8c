package extract

import (
	"os"
	"path/filepath"
	"testing"
)

// equivTexts returns the seeds and a few wordings of markets and
// amendment captions, for the tests that check a fast form against the
// expression it stands for.
func equivTexts(t *testing.T) map[string]string {
	t.Helper()
	texts := map[string]string{
		"markets":  "本行拟在境内发行优先股,在境外发行,境内非公开发行的优先股、境外的优先股和境内发行方案;在境内境内发行,在境外非公开发行优先股,境内优先股境内发行",
		"captions": "《公司章程》修订对比表\n附件:规则修改说明表\n修订前后对照表\n表决结果\n本次修订内容比较表如下",
	}
	seeds, _ := filepath.Glob(filepath.Join("..", "corpus", "*.txt"))
	for _, p := range seeds {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		texts[filepath.Base(p)] = string(b)
	}
	return texts
}

// TestMarketCounts checks that the counting expressions match as often as
// the market expressions, in every text and in every slice of it that
// starts at a line.
func TestMarketCounts(t *testing.T) {
	for name, text := range equivTexts(t) {
		t.Run(name, func(t *testing.T) {
			for i := 0; i < len(text); i++ {
				if i > 0 && text[i-1] != '\n' {
					continue
				}
				s := text[i:]
				want := [2]int{len(reDomestic.FindAllStringIndex(s, -1)), len(reOffshore.FindAllStringIndex(s, -1))}
				got := [2]int{len(reDomesticCount.FindAllStringIndex(s, -1)), len(reOffshoreCount.FindAllStringIndex(s, -1))}
				if want != got {
					t.Fatalf("from %d: counts %v, want %v", i, got, want)
				}
			}
		})
	}
}

// TestAmendCaptionEnds checks that every caption match ends in one of
// amendCaptionEnds, so that lines without them can be skipped.
func TestAmendCaptionEnds(t *testing.T) {
	n := 0
	for name, text := range equivTexts(t) {
		for _, m := range amendCaption.FindAllString(text, -1) {
			n++
			if !anyContains(m, amendCaptionEnds) {
				t.Errorf("%s: caption %q has none of %v", name, m, amendCaptionEnds)
			}
		}
	}
	if n == 0 {
		t.Fatal("no caption matched")
	}
}
