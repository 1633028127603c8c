package extract

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

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

// TestSubscribeMatches checks the literal search for commitments against
// reSubscribe, over whole texts and over spans cut inside a lead word.
func TestSubscribeMatches(t *testing.T) {
	n := 0
	for name, text := range equivTexts(t) {
		t.Run(name, func(t *testing.T) {
			spans := []normalize.Span{{Start: 0, End: len(text)}}
			if i := strings.Index(text, "同意认购"); i >= 0 {
				spans = append(spans, normalize.Span{Start: i + len("同"), End: len(text)})
			}
			want := findAllIn(text, spans, reSubscribe)
			got := subscribeMatches(text, spans)
			n += len(want)
			if diff := cmp.Diff(want, got, cmp.AllowUnexported(match{})); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
	if n == 0 {
		t.Fatal("no commitment matched")
	}
}

// TestConversionContextHoldsZhuan checks that every wording of
// reConversionContext holds 转, the cheap test before it.
func TestConversionContextHoldsZhuan(t *testing.T) {
	for _, w := range strings.Split(reConversionContext.String(), "|") {
		if !strings.Contains(w, "转") {
			t.Errorf("wording %q has no 转", w)
		}
	}
}
