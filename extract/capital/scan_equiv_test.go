package capital

import (
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/extract/internal/testdoc"
	"github.com/gonggao/gonggao/internal/lazyre"
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
		texts[filepath.Base(p)] = testdoc.Text(t, p)
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

// TestFindNeeds checks that the prefilter findIn puts before each clause
// expression, and the one before reConversionContext, never hides a match:
// wherever an expression matches a line, a sentence or the whole of a
// folded seed or a written wording, its prefilter lets the text through.
func TestFindNeeds(t *testing.T) {
	texts := equivTexts(t)
	texts["par"] = "本次优先股按票面金额平价发行,以面值发行;每股面值为100元,平价发行"
	texts["conversion"] = "优先股全部转换为A股普通股,强制转股后,全额转股;全部转为普通股"
	texts["terms"] = "本次优先股采用每年付息一次的付息方式,股息不累积,不参与剩余利润分配;本次发行的优先股无到期期限,在上海证券交易所转让"
	res := map[string]*lazyre.Regexp{"reConversionContext": reConversionContext}
	for re := range findNeeds() {
		res[re.String()] = re
	}
	matched := 0
	for name, raw := range texts {
		folded, _ := normalize.Fold(raw)
		pieces := []string{raw, folded}
		for _, line := range strings.Split(folded, "\n") {
			pieces = append(pieces, line)
			pieces = append(pieces, strings.Split(line, "。")...)
		}
		for key, re := range res {
			need, ok := findNeeds()[re]
			if !ok {
				need = conversionContextNeed()
			}
			for _, s := range pieces {
				if !re.MatchString(s) {
					continue
				}
				matched++
				if !need.MayMatch(s) {
					t.Errorf("%s: %q matches %q but its prefilter %q says it cannot", name, key, s, need)
				}
			}
		}
	}
	if matched == 0 {
		t.Error("no expression matched any text")
	}
}

// TestSentencesByteScan checks the byte scan of sentences against a split
// that decodes every character, on every text and on spans of each line.
func TestSentencesByteScan(t *testing.T) {
	byRune := func(text string, span normalize.Span) []normalize.Span {
		var out []normalize.Span
		start := span.Start
		emit := func(end int) {
			s := start + len(text[start:end]) - len(strings.TrimLeft(text[start:end], " \n"))
			e := s + len(strings.TrimRight(text[s:end], " \n"))
			if e > s {
				out = append(out, normalize.Span{Start: s, End: e})
			}
		}
		for i, r := range text[span.Start:span.End] {
			switch r {
			case '。':
				emit(span.Start + i + len("。"))
				start = span.Start + i + len("。")
			case '\n':
				emit(span.Start + i)
				start = span.Start + i + 1
			}
		}
		emit(span.End)
		return out
	}
	texts := equivTexts(t)
	texts["edges"] = "。\n。。 \n本行。\n\n优先股。"
	for name, text := range texts {
		spans := []normalize.Span{{Start: 0, End: len(text)}}
		for _, ln := range normalize.SplitLines(text, 0) {
			spans = append(spans, ln.Span)
		}
		for _, sp := range spans {
			if diff := cmp.Diff(byRune(text, sp), sentences(text, sp)); diff != "" {
				t.Fatalf("%s %v: sentences differ from the split by characters (-want +got):\n%s", name, sp, diff)
			}
		}
	}
}

// TestDefLinePrefilter checks that reDefLine finds nothing in any window
// lineStartsWithLetter turns down, over windows starting at every line and
// every character of the texts.
func TestDefLinePrefilter(t *testing.T) {
	texts := equivTexts(t)
	texts["definitions"] = "其中:\n  IA:指当期应计利息;\nB:指持有人持有的优先股票面总金额;\n\n\t i :指利率\n说明 P0:"
	matched := 0
	for name, text := range texts {
		for i := range text {
			if !utf8.RuneStart(text[i]) {
				continue
			}
			win := text[i:min(len(text), i+defWindow)]
			ms := reDefLine.FindAllStringSubmatchIndex(win, -1)
			if !lineStartsWithLetter(win) && len(ms) > 0 {
				t.Fatalf("%s at %d: reDefLine matches %q in a window turned down", name, i, win[ms[0][0]:ms[0][1]])
			}
			if len(ms) > 0 {
				matched++
			}
		}
	}
	if matched == 0 {
		t.Error("reDefLine matched nowhere: the test reads nothing")
	}
}
