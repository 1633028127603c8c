package meeting

import (
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/gonggao/gonggao/extract/internal/testdoc"
	"github.com/gonggao/gonggao/extract/read"
	"github.com/gonggao/gonggao/internal/perturb"
)

// A real page broken at a count of characters (perturb.WrapAll) is read
// as the lines it was set as: the reader takes the breaks of the count
// out (normalize.JoinColumns), but for a few where a sentence or clause
// ends, an item or indented line starts, or a line signs the page: of a
// page cut 12 times or more, at most half of the breaks are left (a
// table's rows cut before their gaps keep most).
func TestCountWrapJoined(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "real", "page_*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatal("no pages", err)
	}
	for _, file := range files {
		data := testdoc.Bytes(t, file)
		lines := func(s string) int {
			doc, err := read.Read(file, []byte(s), read.ReadOptions{})
			if err != nil {
				t.Fatal(err)
			}
			return len(doc.Lines())
		}
		clean := lines(string(data))
		for _, n := range []int{23, 29, 31, 37} {
			// The breaks the wrap puts in: after every full piece of a
			// longer line.
			cut := 0
			for _, ln := range strings.Split(string(data), "\n") {
				if k := utf8.RuneCountInString(ln); k > n {
					cut += (k - 1) / n
				}
			}
			left := lines(perturb.WrapAll(string(data), n)) - clean
			if cut >= 12 && left*2 > cut {
				t.Errorf("%s wrapped at %d characters: %d of its %d breaks left", filepath.Base(file), n, left, cut)
			}
		}
	}
}
