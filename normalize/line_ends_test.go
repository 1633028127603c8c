package normalize

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gonggao/gonggao/internal/perturb"
)

// lineEndTexts are the real announcements of the repository set as text:
// the meeting pages, the header fixtures, the convertible-bond filings and
// the corpus's texts.
func lineEndTexts(t *testing.T) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, pattern := range []string{
		"../extract/meeting/testdata/real/page_*.txt",
		"../extract/internal/testdoc/testdata/header/*.txt",
		"../corpus/real/convertible/*.txt",
		"../corpus/*.txt",
	} {
		files, err := filepath.Glob(pattern)
		if err != nil || len(files) == 0 {
			t.Fatalf("%s: no files (%v)", pattern, err)
		}
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			out[f] = strings.ReplaceAll(string(data), "\r\n", "\n")
		}
	}
	return out
}

// A text reads the same whatever its line ends: the columns it was set in
// (JoinColumns) are joined at the same breaks when its lines end with
// \r\n or \r as when they end with \n, and the folded text is the same,
// for every real text of the repository and every rewriting of
// internal/perturb (the wraps at a margin, a width and a count of
// characters above all). A line of a CRLF text ends before its \r: the
// last character of "…利润分配预案；\r\n" is the clause's end, which keeps
// the break.
func TestLineEndsReadAlike(t *testing.T) {
	crlf := func(s string) string { return strings.ReplaceAll(s, "\n", "\r\n") }
	texts := 0
	for file, text := range lineEndTexts(t) {
		for _, a := range append([]perturb.Perturbation{{Name: "as filed", Apply: func(s string) string { return s }}}, perturb.All...) {
			lf := a.Apply(text)
			if strings.Contains(lf, "\r") {
				continue // the rewritings that set the line ends themselves
			}
			texts++
			name := filepath.Base(file) + ", " + a.Name
			joined, _ := JoinColumns(lf)
			joinedCRLF, m := JoinColumns(crlf(lf))
			if got := strings.ReplaceAll(joinedCRLF, "\r\n", "\n"); got != joined {
				t.Errorf("%s: CRLF joins other breaks:\n%s", name, firstDiff(joined, got))
			}
			if strings.Contains(strings.ReplaceAll(joinedCRLF, "\r\n", ""), "\r") {
				t.Errorf("%s: a join left a line's \\r", name)
			}
			if m != nil {
				// Every byte kept maps to the same byte of the CRLF text.
				src := crlf(lf)
				for i := 0; i < len(joinedCRLF); i++ {
					if s := m.Source(Span{i, i + 1}); s.End-s.Start != 1 || src[s.Start] != joinedCRLF[i] {
						t.Fatalf("%s: byte %d maps to %v", name, i, s)
					}
				}
			}
			want := New(Layer{Text: lf}).Text
			for end, text := range map[string]string{"CRLF": crlf(lf), "CR": strings.ReplaceAll(lf, "\n", "\r")} {
				if got := New(Layer{Text: text}).Text; got != want {
					t.Errorf("%s, %s: folded text differs:\n%s", name, end, firstDiff(want, got))
				}
			}
		}
	}
	t.Logf("%d texts read alike with \\n, \\r\\n and \\r", texts)
}

// firstDiff shows where two texts part.
func firstDiff(a, b string) string {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	from := max(0, i-60)
	for from > 0 && from < len(a) && a[from]&0xC0 == 0x80 {
		from--
	}
	cut := func(s string) string { return s[min(from, len(s)):min(len(s), i+60)] }
	return "want …" + cut(a) + "…\n got …" + cut(b) + "…"
}
