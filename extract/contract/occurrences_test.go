package contract

import (
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/gonggao/gonggao/extract/internal/testdoc"
)

// indexOccurrences is what occurrences stands for: a search per word from
// each start, overlapping starts included.
func indexOccurrences(s string, from, to int, words []string) [][]int {
	occ := make([][]int, len(words))
	for k, w := range words {
		for i := from; i < to; {
			j := strings.Index(s[i:to], w)
			if j < 0 {
				break
			}
			occ[k] = append(occ[k], i+j)
			i += j + 1
		}
	}
	return occ
}

// TestOccurrences: the one pass over a text finds the price words where a
// search per word finds them, on the real sentences of testdata/phrasings
// (whole and cut at every line's start and end), on a word inside a
// longer one (中标金额 in 中标总金额) and in text with invalid bytes.
func TestOccurrences(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "phrasings", "*.txt"))
	if len(files) == 0 {
		t.Fatal("no phrasings")
	}
	texts := []string{
		"中标金额为人民币1,000万元,中标总金额为2,000万元,合同金额合同金额",
		"合同\xe4总价\xff为\xe4\xb8100万元;总价款",
	}
	for _, f := range files {
		texts = append(texts, testdoc.Text(t, f))
	}
	n := 0
	for _, s := range texts {
		cuts := [][2]int{{0, len(s)}}
		for i := 0; i < len(s); i++ {
			if s[i] == '\n' {
				cuts = append(cuts, [2]int{i + 1, len(s)}, [2]int{0, i})
			}
		}
		for _, c := range cuts {
			got := occurrences(s, c[0], c[1], priceWords, priceWordStarts)
			want := indexOccurrences(s, c[0], c[1], priceWords)
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("s[%d:%d] of %.40q: %v, want %v", c[0], c[1], s, got, want)
			}
			for _, o := range got {
				n += len(o)
			}
		}
	}
	if n == 0 {
		t.Error("no price word found in the phrasings")
	}
}

// TestMentions: mentions yields the starts a search from the end of each
// mention finds, inside the bounds it is given, mentions not overlapping
// (合同合同合同 holds 合同合同 once), and stops when the loop does.
func TestMentions(t *testing.T) {
	cases := []struct {
		s, w     string
		from, to int
		want     []int
	}{
		{"合计金额为1,000万元,合计2,000万元", "合计", 0, -1, []int{0, 27}},
		{"合同合同合同", "合同合同", 0, -1, []int{0}},
		{"合同合同合同", "合同", 3, 15, []int{6}}, // the one at 12 ends past 15,
		{"合同合同合同", "合同", 0, 8, []int{0}},
		{"系公司全资子公司\xff系公司", "系公司", 0, -1, []int{0, 25}},
		{"本公司", "合同", 0, -1, nil},
		{"", "合同", 0, -1, nil},
	}
	for _, c := range cases {
		to := c.to
		if to < 0 {
			to = len(c.s)
		}
		var got []int
		for at := range mentions(c.s, c.from, to, c.w) {
			got = append(got, at)
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("mentions(%q, %d, %d, %q) = %v, want %v", c.s, c.from, to, c.w, got, c.want)
		}
	}
	n := 0
	for range mentions("合同合同合同", 0, 18, "合同") {
		n++
		break
	}
	if n != 1 {
		t.Errorf("%d mentions after break, want 1", n)
	}
}
