package normalize

import (
	"strings"
	"testing"

	"github.com/gonggao/gonggao/corpus"
)

func TestIndexAgreesWithStrings(t *testing.T) {
	texts := []string{
		"", "a", "本行", "中国工商银行股份有限公司", "优先股股东", "abc优先股",
		"😀股😀股", "股\xe8\xa1", "\xe8\xa1\x8c", "行行行", "ab行c",
	}
	originals, err := corpus.Originals()
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range originals {
		data, err := corpus.ReadFile(e.File)
		if err != nil {
			t.Fatal(err)
		}
		texts = append(texts, string(data))
	}
	needles := []string{
		"", "a", "行", "行行", "优先股", "股东大会", "本行", "😀股", "股😀", "\xe8\xa1",
		"\xe8\xa1\x8c", "第四十五条", "不存在的词语", "9.86元/股", "（", "中国工商银行股份有限公司",
	}
	for _, text := range texts {
		for _, n := range needles {
			if got, want := Index(text, n), strings.Index(text, n); got != want {
				t.Errorf("Index(%.20q, %q) = %d, strings.Index = %d", text, n, got, want)
			}
		}
		// every substring starting at a character boundary near the end
		for i := len(text) - 12; i < len(text); i++ {
			if i < 0 {
				continue
			}
			n := text[i:]
			if got, want := Index(text, n), strings.Index(text, n); got != want {
				t.Errorf("Index(…, %q) = %d, strings.Index = %d", n, got, want)
			}
		}
	}
	if !ContainsAny("转股价格调整", []string{"回售", "转股"}) || ContainsAny("转股价格调整", []string{"回售", "赎回"}) || ContainsAny("转股", nil) {
		t.Error("ContainsAny")
	}
}

func FuzzIndex(f *testing.F) {
	f.Add("中国工商银行股份有限公司优先股", "优先股")
	f.Add("行行行", "行行")
	f.Fuzz(func(t *testing.T, s, substr string) {
		if got, want := Index(s, substr), strings.Index(s, substr); got != want {
			t.Fatalf("Index(%q, %q) = %d, strings.Index = %d", s, substr, got, want)
		}
	})
}

func benchIndexText(b *testing.B) string {
	var sb strings.Builder
	originals, err := corpus.Originals()
	if err != nil {
		b.Fatal(err)
	}
	for _, e := range originals {
		data, err := corpus.ReadFile(e.File)
		if err != nil {
			b.Fatal(err)
		}
		sb.Write(data)
	}
	return sb.String()
}

// BenchmarkContains compares Index with strings.Index on words that are not
// in the seeds (the common case of a prefilter) over all five of them.
func BenchmarkContains(b *testing.B) {
	text := benchIndexText(b)
	words := []string{"不存在的词语", "强制转股触发", "境外优先股发行", "回售条款"}
	b.Run("strings", func(b *testing.B) {
		b.SetBytes(int64(len(text) * len(words)))
		for b.Loop() {
			for _, w := range words {
				strings.Contains(text, w)
			}
		}
	})
	b.Run("normalize", func(b *testing.B) {
		b.SetBytes(int64(len(text) * len(words)))
		for b.Loop() {
			for _, w := range words {
				Contains(text, w)
			}
		}
	})
}

func TestTailHead(t *testing.T) {
	for _, tt := range []struct {
		s          string
		n          int
		tail, head string
	}{
		{"增加约30.43亿股", 4, "43亿股", "增加约3"},
		{"本行", 5, "本行", "本行"},
		{"", 3, "", ""},
		{"abc", 0, "", ""},
	} {
		if got := Tail(tt.s, tt.n); got != tt.tail {
			t.Errorf("Tail(%q, %d) = %q, want %q", tt.s, tt.n, got, tt.tail)
		}
		if got := Head(tt.s, tt.n); got != tt.head {
			t.Errorf("Head(%q, %d) = %q, want %q", tt.s, tt.n, got, tt.head)
		}
	}
}
