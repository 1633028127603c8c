package validate

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/normalize"
)

// runeSentences is the rune-by-rune splitter sentences replaced, kept as
// the reference the byte scan must agree with.
func runeSentences(t string) []Sentence {
	var out []Sentence
	start := 0
	for i, r := range t {
		if r == '。' || r == '\n' || r == ';' || r == '；' {
			end := i
			if r != '\n' {
				end = i + len(string(r))
			}
			if strings.TrimSpace(t[start:end]) != "" {
				out = append(out, Sentence{Text: t[start:end], Span: normalize.Span{Start: start, End: end}})
			}
			start = i + len(string(r))
		}
	}
	if strings.TrimSpace(t[start:]) != "" {
		out = append(out, Sentence{Text: t[start:], Span: normalize.Span{Start: start, End: len(t)}})
	}
	return out
}

// TestSentencesByteScan checks the byte scan of sentences against the rune
// scan on the seeds and on text with every separator, blank sentences,
// invalid bytes before a separator and no final separator; and that
// splitting from sentenceStart of any offset gives the same sentences from
// there on.
func TestSentencesByteScan(t *testing.T) {
	texts := map[string]string{
		"separators": "第一句。第二句;第三句；第四句\n\n  \n第五句",
		"blank":      "。。 ；\n;",
		"invalid":    "a\xe3。b\xef；c\xe3\x80;d\xef\xbc\n",
		"empty":      "",
		"no end":     "本议案尚需提交股东大会审议",
	}
	seeds, _ := filepath.Glob(filepath.Join("..", "corpus", "*.txt"))
	for _, p := range seeds {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		texts[filepath.Base(p)] = string(b)
	}
	for name, text := range texts {
		t.Run(name, func(t *testing.T) {
			want := runeSentences(text)
			got := sentences(&normalize.Doc{Text: text})
			if diff := cmp.Diff(want, got, cmp.AllowUnexported(Sentence{})); diff != "" {
				t.Fatalf("sentences (-want +got):\n%s", diff)
			}
			for i := 0; i < len(text); i += 97 {
				at := sentenceStart(text, i)
				var from []Sentence
				eachSentence(text, at, func(s Sentence) bool {
					from = append(from, s)
					return true
				})
				var tail []Sentence
				for _, s := range want {
					if s.Span.Start >= at {
						tail = append(tail, s)
					}
				}
				if diff := cmp.Diff(tail, from, cmp.AllowUnexported(Sentence{})); diff != "" {
					t.Fatalf("from offset %d (-want +got):\n%s", i, diff)
				}
			}
		})
	}
}
