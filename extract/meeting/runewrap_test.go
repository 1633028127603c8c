package meeting

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/gonggao/gonggao/extract/read"
	"github.com/gonggao/gonggao/internal/perturb"
)

// A real page broken at a count of characters (perturb.WrapAll) is
// measured at that count, its figures and ASCII punctuation with the rest;
// with fewer than runeWrapLines lines cut, at none (nor when the reader
// read the wrapped paragraphs whole).
func TestRuneWrap(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "real", "page_*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatal("no pages", err)
	}
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		// measure returns the count measured, and whether the reader
		// took the wrap out itself (a page of one paragraph broken at a
		// count is read as its paragraph: fewer than half the lines).
		measure := func(s string) (int, bool) {
			doc, err := read.Read(file, []byte(s), read.ReadOptions{})
			if err != nil {
				t.Fatal(err)
			}
			lines := doc.Lines()
			return runeWrap(doc, lines), len(lines)*2 < strings.Count(s, "\n")+1
		}
		if n, _ := measure(string(data)); n != 0 {
			t.Logf("%s: clean page measured at %d characters", filepath.Base(file), n)
		}
		for _, n := range []int{23, 29, 31, 37} {
			// The lines the wrap cuts: every full piece of a longer line.
			cut := 0
			for _, ln := range strings.Split(string(data), "\n") {
				if k := utf8.RuneCountInString(ln); k > n {
					cut += k / n
				}
			}
			got, unwrapped := measure(perturb.WrapAll(string(data), n))
			if unwrapped && got == 0 {
				continue
			}
			if cut >= runeWrapLines && got != n || cut < runeWrapLines && got != 0 {
				t.Errorf("%s wrapped at %d characters (%d lines cut): measured %d", filepath.Base(file), n, cut, got)
			}
		}
	}
}
