package normalize

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// runeSentences is a rune-by-rune splitter, the reference EachSentence's
// byte scan must agree with.
func runeSentences(t string) []Span {
	var out []Span
	start := 0
	for i, r := range t {
		if r == '。' || r == '\n' || r == ';' || r == '；' {
			end := i
			if r != '\n' {
				end = i + len(string(r))
			}
			if strings.TrimSpace(t[start:end]) != "" {
				out = append(out, Span{Start: start, End: end})
			}
			start = i + len(string(r))
		}
	}
	if strings.TrimSpace(t[start:]) != "" {
		out = append(out, Span{Start: start, End: len(t)})
	}
	return out
}

// sentenceStartAt is the start of the sentence holding offset i of t: just
// after the last sentence end at or before i, or 0.
func sentenceStartAt(t string, i int) int {
	for ; i > 0; i-- {
		switch {
		case t[i-1] == '\n' || t[i-1] == ';':
			return i
		case strings.HasSuffix(t[:i], "。") || strings.HasSuffix(t[:i], "；"):
			return i
		}
	}
	return 0
}

// TestEachSentenceByteScan checks the byte scan of EachSentence against the
// rune scan on the seeds and on text with every separator, blank
// sentences, invalid bytes before a separator and no final separator; and
// that splitting from the start of any sentence gives the same sentences
// from there on.
func TestEachSentenceByteScan(t *testing.T) {
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
	each := func(text string, from int) []Span {
		var out []Span
		EachSentence(text, from, func(sp Span) bool {
			out = append(out, sp)
			return true
		})
		return out
	}
	for name, text := range texts {
		t.Run(name, func(t *testing.T) {
			want := runeSentences(text)
			if got := each(text, 0); !equalSpans(want, got) {
				t.Fatalf("sentences: got %v, want %v", got, want)
			}
			for i := 0; i < len(text); i += 97 {
				at := sentenceStartAt(text, i)
				var tail []Span
				for _, s := range want {
					if s.Start >= at {
						tail = append(tail, s)
					}
				}
				if got := each(text, at); !equalSpans(tail, got) {
					t.Fatalf("from offset %d: got %v, want %v", i, got, tail)
				}
			}
		})
	}
}

func equalSpans(a, b []Span) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
