package substr

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// words are key words of the extractors, Chinese, ASCII and mixed.
var words = []string{"招标人", "中标", "项目名称", "董事会", "年", "合同", "人民币", "万元", "优先股", "届", "A股", "%", "", "xyz", "票同意"}

func seed(t testing.TB) string {
	data, err := os.ReadFile(filepath.Join("..", "..", "corpus", "001_bfdae5a8f63b378f.txt"))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// TestIndex holds Index to strings.Index for every word on slices of a
// seed filing, starting and ending at every 89th byte, in the middle of a
// character as well.
func TestIndex(t *testing.T) {
	text := seed(t)
	for _, w := range words {
		for i := 0; i < len(text); i += 89 {
			for _, e := range []int{i, i + 2, i + 40, i + 700, len(text)} {
				e = min(e, len(text))
				if got, want := Index(text[i:e], w), strings.Index(text[i:e], w); got != want {
					t.Fatalf("Index(text[%d:%d], %q) = %d, want %d", i, e, w, got, want)
				}
			}
		}
	}
}

// sets are the sentence and clause ends the extractors look for.
var sets = []string{"。\n", "\n。;", "。;\n", ",，;。", ":;,。", "。", "\n", "", "年月", "a。"}

// TestIndexAny holds IndexAny and LastIndexAny to package strings for
// every set on slices of a seed filing.
func TestIndexAny(t *testing.T) {
	text := seed(t)
	for _, cs := range sets {
		for i := 0; i < len(text); i += 89 {
			for _, e := range []int{i, i + 2, i + 40, i + 700, len(text)} {
				e = min(e, len(text))
				s := text[i:e]
				if got, want := IndexAny(s, cs), strings.IndexAny(s, cs); got != want {
					t.Fatalf("IndexAny(text[%d:%d], %q) = %d, want %d", i, e, cs, got, want)
				}
				if got, want := LastIndexAny(s, cs), strings.LastIndexAny(s, cs); got != want {
					t.Fatalf("LastIndexAny(text[%d:%d], %q) = %d, want %d", i, e, cs, got, want)
				}
			}
		}
	}
}

func FuzzIndexAny(f *testing.F) {
	f.Add("公司。\n中标;", "。\n;")
	f.Add("\xe3\x80。", "。")
	f.Add("a\xffb", "\xff")
	f.Add("ab", "\uFFFDb")
	f.Fuzz(func(t *testing.T, s, chars string) {
		if got, want := IndexAny(s, chars), strings.IndexAny(s, chars); got != want {
			t.Fatalf("IndexAny(%q, %q) = %d, want %d", s, chars, got, want)
		}
		if got, want := LastIndexAny(s, chars), strings.LastIndexAny(s, chars); got != want {
			t.Fatalf("LastIndexAny(%q, %q) = %d, want %d", s, chars, got, want)
		}
	})
}

func FuzzIndex(f *testing.F) {
	f.Add("中标人为某公司,中标金额", "中标")
	f.Add("年年年", "年年")
	f.Add("\xe5\xb9\xb4\xb4", "\xb4")
	f.Add("abc", "")
	f.Fuzz(func(t *testing.T, s, w string) {
		if got, want := Index(s, w), strings.Index(s, w); got != want {
			t.Fatalf("Index(%q, %q) = %d, want %d", s, w, got, want)
		}
	})
}

// BenchmarkIndexAny compares IndexAny and LastIndexAny with package
// strings finding the end of every sentence of a seed filing, forwards and
// backwards.
func BenchmarkIndexAny(b *testing.B) {
	text := seed(b)
	for _, bc := range []struct {
		name           string
		index, lastIdx func(s, chars string) int
	}{{"substr", IndexAny, LastIndexAny}, {"strings", strings.IndexAny, strings.LastIndexAny}} {
		b.Run(bc.name, func(b *testing.B) {
			for b.Loop() {
				for i := 0; i < len(text); {
					k := bc.index(text[i:], "。\n;")
					if k < 0 {
						break
					}
					i += k + 1
				}
				for j := len(text); j > 0; {
					j = bc.lastIdx(text[:j], "。\n;")
				}
			}
		})
	}
}

// BenchmarkIndex compares Index with strings.Index searching the words in
// a seed filing, from every 300th byte to the end and over 300 bytes.
func BenchmarkIndex(b *testing.B) {
	text := seed(b)
	for _, bc := range []struct {
		name  string
		index func(s, w string) int
	}{{"substr", Index}, {"strings", strings.Index}} {
		b.Run(bc.name, func(b *testing.B) {
			for b.Loop() {
				for _, w := range words {
					for i := 0; i+300 < len(text); i += 300 {
						bc.index(text[i:], w)
						bc.index(text[i:i+300], w)
					}
				}
			}
		})
	}
}
