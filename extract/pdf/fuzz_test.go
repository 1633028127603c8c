package pdf

import (
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzRead feeds arbitrary bytes, starting from the corpus PDFs and the bad
// samples, and checks that Read returns (text or an error naming the file),
// never an internal error, and that every span it reports lies inside the
// text on rune boundaries. Crashers are kept under testdata/fuzz/FuzzRead.
//
//	go test ./extract/pdf -run '^$' -fuzz FuzzRead -fuzztime 10s
func FuzzRead(f *testing.F) {
	paths, _ := filepath.Glob(filepath.Join(corpusDir, "*.pdf"))
	bad, _ := filepath.Glob(filepath.Join(corpusDir, "bad", "*.pdf"))
	for _, p := range append(paths, bad...) {
		f.Add(readFile(f, p))
	}
	f.Add([]byte("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		l, err := Read("fuzz.pdf", data, Options{MaxPages: 100, MaxStreamBytes: 16 << 20})
		if err != nil {
			if !strings.HasPrefix(err.Error(), "fuzz.pdf: ") || strings.Contains(err.Error(), "internal error") {
				t.Fatalf("error %q", err)
			}
			return
		}
		if !utf8.ValidString(l.Text) || string(l.Raw) != l.Text {
			t.Fatal("text is not valid UTF-8 or differs from Raw")
		}
		inside := func(what string, s, e int) {
			if s < 0 || e < s || e > len(l.Text) || !utf8.RuneStart(l.Text[min(s, len(l.Text)-1)]) && s < len(l.Text) {
				t.Fatalf("%s span [%d,%d) outside the text (%d bytes)", what, s, e, len(l.Text))
			}
		}
		for _, p := range l.Pages {
			inside("page", p.Span.Start, p.Span.End)
		}
		for _, tb := range l.Tables {
			inside("table", tb.Span.Start, tb.Span.End)
			for _, row := range tb.Rows {
				for _, c := range row {
					inside("cell", c.Span.Start, c.Span.End)
					if l.Text[c.Span.Start:c.Span.End] != c.Text {
						t.Fatalf("cell span holds %q, want %q", l.Text[c.Span.Start:c.Span.End], c.Text)
					}
				}
			}
		}
	})
}
