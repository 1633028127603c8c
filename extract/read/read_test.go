package read

import (
	"errors"
	"html"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/extract/pdf"
	"github.com/gonggao/gonggao/normalize"
)

// seedPaths returns the five seed announcements: from corpus/ when the
// corpus holds them.
func seedPaths(t testing.TB) []string {
	t.Helper()
	for _, dir := range []string{"../../corpus"} {
		m, _ := filepath.Glob(filepath.Join(dir, "00[0-9]_*.txt"))
		if len(m) >= 5 {
			return m
		}
	}
	t.Skip("seed announcements not found")
	return nil
}

func readFile(t testing.TB, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// noSpace drops white space and the bars of '|' tables: what is left is
// the text a reader must not lose or invent.
func noSpace(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) || r == '|' {
			return -1
		}
		return r
	}, s)
}

// markup matches HTML tags and comments, for reading raw HTML spans as text.
var markup = regexp.MustCompile(`(?s)<!--.*?-->|<[^>]*>`)

// contMark matches newspaper continuation marks, which readers drop even
// when the raw text has them inside a line.
var contMark = regexp.MustCompile(`[（(](上接|下转)[^)）]{1,8}[)）]`)

// sourceText returns the text behind a span of d.Text as a reader of the
// raw file sees it: tags dropped and entities decoded for HTML.
func sourceText(d *normalize.Doc, sp normalize.Span) string {
	s := d.SourceText(sp)
	if d.Format == FormatHTML {
		s = html.UnescapeString(markup.ReplaceAllString(s, " "))
	}
	return s
}

// checkSpans asserts that every character of d.Text maps back to raw bytes
// that hold it (or to an empty range, for an inserted break), that n random
// spans on rune boundaries lead back to raw text that folds to the same
// characters (when inOrder: the text follows the raw order), and that every
// table cell is the text under its span.
func checkSpans(t *testing.T, d *normalize.Doc, n int) {
	t.Helper()
	if d.Map.Len() != len(d.Text) {
		t.Fatalf("map covers %d bytes, text has %d", d.Map.Len(), len(d.Text))
	}
	// Fold reads a '(' with no ')' after it as a middle dot, so a span that
	// cuts a bracketed phrase folds its '(' differently.
	dot := strings.NewReplacer("·", "(")
	for i := 0; i < len(d.Text); {
		c, size := utf8.DecodeRuneInString(d.Text[i:])
		sp := normalize.Span{Start: i, End: i + size}
		r := d.RawSpan(sp)
		if r.Start < 0 || r.End > len(d.Raw) || r.End < r.Start {
			t.Fatalf("byte %d maps to %v outside raw (%d bytes)", i, r, len(d.Raw))
		}
		if !unicode.IsSpace(c) {
			f, _ := normalize.Fold(sourceText(d, sp))
			if !strings.Contains(dot.Replace(f), dot.Replace(string(c))) {
				t.Fatalf("%q at %d maps to raw %v holding %q", c, i, r, d.SourceText(sp))
			}
		}
		i += size
	}
	rng := rand.New(rand.NewPCG(1, uint64(len(d.Text))))
	for k := 0; k < n && len(d.Text) > 0; k++ {
		a := rng.IntN(len(d.Text))
		b := a + rng.IntN(min(200, len(d.Text)-a)+1)
		for a > 0 && !utf8.RuneStart(d.Text[a]) {
			a--
		}
		for b < len(d.Text) && !utf8.RuneStart(d.Text[b]) {
			b++
		}
		sp := normalize.Span{Start: a, End: b}
		stripped, _, _, _ := normalize.StripFurniture(contMark.ReplaceAllString(sourceText(d, sp), "\n"))
		src, _ := normalize.Fold(stripped)
		if got, want := dot.Replace(noSpace(src)), dot.Replace(noSpace(d.Text[a:b])); got != want {
			t.Fatalf("span %v: source folds to %q, text is %q", sp, got, want)
		}
	}
	for ti, tb := range d.Tables {
		for ri, row := range tb.Rows {
			for ci, c := range row {
				if c.Span.Start < 0 || c.Span.End > len(d.Text) || c.Span.End < c.Span.Start {
					t.Fatalf("table %d row %d cell %d: span %v", ti, ri, ci, c.Span)
				}
				if got := d.Text[c.Span.Start:c.Span.End]; got != c.Text {
					t.Errorf("table %d row %d cell %d: text %q, span holds %q", ti, ri, ci, c.Text, got)
				}
			}
		}
	}
}

func TestDetect(t *testing.T) {
	cases := []struct {
		name, path, data, want string
		err                    error
	}{
		{"pdf magic", "a.txt", "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", FormatPDF, nil},
		{"doctype", "a.txt", "<!DOCTYPE html><html><body><p>公告</p>", FormatHTML, nil},
		{"bom and meta", "a", "\xEF\xBB\xBF  \n<meta charset=\"utf-8\"><p>公告</p>", FormatHTML, nil},
		{"bare paragraph", "notice", "<p>证券代码：601288</p>", FormatHTML, nil},
		{"text that starts with a bracket", "a.html.txt", "<中国农业银行股份有限公司章程>修订对比表", FormatText, nil},
		{"html by extension", "a.htm", "证券代码：601288 <b>公告</b>", FormatHTML, nil},
		{"text", "a", "证券代码：601288\n", FormatText, nil},
		{"docx", "a.docx", "PK\x03\x04\x14\x00\x06\x00", "", ErrUnsupported},
		{"blank", "a.txt", " \r\n\u3000\n", "", ErrEmpty},
		{"binary", "a.bin", "ab\x00\x01\x02cd", "", ErrBinary},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Detect(tc.path, []byte(tc.data))
			if !errors.Is(err, tc.err) {
				t.Fatalf("error %v, want %v", err, tc.err)
			}
			if got != tc.want {
				t.Errorf("format %q, want %q", got, tc.want)
			}
		})
	}
}

// TestReadBadInput checks every bad input gives its sentinel error, names
// the file, and says what is wrong in words.
func TestReadBadInput(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	random := make([]byte, 4096)
	for i := range random {
		random[i] = byte(rng.IntN(256))
	}
	random[10] = 0
	latin := []byte("Gesch\xe4ftsbericht \xfc\xdfer \xff\xfe\xfd Bank\n")
	cases := []struct {
		name string
		path string
		data []byte
		opts ReadOptions
		err  error
		msg  string
	}{
		{"zero bytes", "empty.txt", nil, ReadOptions{}, ErrEmpty, "empty file"},
		{"white space only", "blank.txt", []byte("\n \t\r\n\u3000\n"), ReadOptions{}, ErrEmpty, "empty file"},
		{"random bytes with NULs", "random.txt", random, ReadOptions{}, ErrBinary, "binary file, not a text, HTML or PDF announcement"},
		{"binary forced as text", "x", []byte("\x00\x01\x02\x03abc"), ReadOptions{Format: "txt"}, ErrBinary, "binary file"},
		{"not UTF-8 nor GB18030", "latin.txt", latin, ReadOptions{}, ErrEncoding, "not UTF-8"},
		{"too large", "big.txt", []byte("公告公告"), ReadOptions{MaxBytes: 4}, ErrTooLarge, "file too large"},
		{"unknown forced format", "a.txt", []byte("公告"), ReadOptions{Format: "docx"}, ErrUnsupported, "unsupported format"},
		{"word file", "a.docx", []byte("PK\x03\x04\x14\x00\x06\x00rest"), ReadOptions{}, ErrUnsupported, "docx"},
		{"pdf header only", "a.pdf", []byte("%PDF-1.7\n"), ReadOptions{}, pdf.ErrCorrupt, "corrupt PDF"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Read(tc.path, tc.data, tc.opts)
			if !errors.Is(err, tc.err) {
				t.Fatalf("error %v, want %v", err, tc.err)
			}
			if !strings.HasPrefix(err.Error(), tc.path+":") {
				t.Errorf("error %q does not start with the file name", err)
			}
			if !strings.Contains(err.Error(), tc.msg) {
				t.Errorf("error %q does not say %q", err, tc.msg)
			}
		})
	}
}

// TestReadPDFReader checks the PDF branch calls the reader it is given.
func TestReadPDFReader(t *testing.T) {
	text := "证券代码：601939\n第一条 本行发行优先股。\n"
	opts := ReadOptions{PDF: func(path string, data []byte) (normalize.Layer, error) {
		return normalize.Layer{Format: FormatPDF, Raw: []byte(text), Text: text}, nil
	}}
	d, err := Read("a.pdf", []byte("%PDF-1.4\n"), opts)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"a.pdf", "pdf", "证券代码:601939\n第一条本行发行优先股。\n"}, []string{d.Path, d.Format, d.Text}); diff != "" {
		t.Error(diff)
	}
}
