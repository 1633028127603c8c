package extract

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

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

// TestMayStartHeading checks that every line a heading pattern matches
// passes mayStartHeading, on the seeds' lines and written headings of each
// style.
func TestMayStartHeading(t *testing.T) {
	texts := equivTexts(t)
	texts["headings"] = "附件1:\n附件 二\n一、总则\n十二、附则\n(一)发行规模\n(十)其他\n1、定义\n12.条款\n(3)期限\n①股息\n⑳末项\n3)条件\n1.5倍\n二〇一四年"
	matched := 0
	for name, raw := range texts {
		folded, _ := normalize.Fold(raw)
		for _, line := range strings.Split(raw+"\n"+folded, "\n") {
			for _, p := range headingPatterns {
				if !p.re.MatchString(line) {
					continue
				}
				matched++
				if !mayStartHeading(line) {
					t.Errorf("%s: %q matches %s but mayStartHeading says it cannot", name, line, p.re)
				}
			}
		}
	}
	if matched == 0 {
		t.Error("no heading matched")
	}
}

// TestSplitKeepBySearch checks SplitKeep, which searches for each
// separator, against the split that tests every character, on every line
// of the texts and with several separator sets.
func TestSplitKeepBySearch(t *testing.T) {
	byRune := func(s, seps string) []normalize.Span {
		var out []normalize.Span
		start := 0
		for i, r := range s {
			if strings.ContainsRune(seps, r) {
				if i > start {
					out = append(out, normalize.Span{Start: start, End: i})
				}
				start = i + utf8.RuneLen(r)
			}
		}
		if start < len(s) {
			out = append(out, normalize.Span{Start: start, End: len(s)})
		}
		return out
	}
	texts := equivTexts(t)
	texts["edges"] = "。;;。a;b。。c\n;\n。"
	for name, text := range texts {
		for _, ln := range normalize.SplitLines(text, 0) {
			for _, seps := range []string{"。;", "。", ";,", "、。;:"} {
				if diff := cmp.Diff(byRune(ln.Text, seps), SplitKeep(ln.Text, seps)); diff != "" {
					t.Fatalf("%s: SplitKeep(%q, %q) (-want +got):\n%s", name, ln.Text, seps, diff)
				}
			}
		}
	}
}
