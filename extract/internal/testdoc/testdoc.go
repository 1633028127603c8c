// Package testdoc holds what the tests of several extractor families read:
// the header fixtures (testdata/header: announcement headings, meetings,
// tallies in shares), the corpus seeds, the loaders of a family's own real
// excerpts (as bytes, as text, as a plain-text document, or through the
// reader of their format), and a check that a reference quotes the raw
// bytes it points at. It is imported by tests only.
package testdoc

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/gonggao/gonggao/extract/read"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// dir is the directory of this package's source.
func dir() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Dir(file)
}

// HeaderPath returns the path of a header fixture.
func HeaderPath(name string) string {
	return filepath.Join(dir(), "testdata", "header", name)
}

// CorpusPath returns the path of a seed of the corpus.
func CorpusPath(name string) string {
	return filepath.Join(dir(), "..", "..", "..", "corpus", name)
}

// From returns a text document of text, named name.
func From(name, text string) *normalize.Doc {
	return normalize.New(normalize.Layer{Path: name, Format: "txt", Encoding: "utf-8", Raw: []byte(text), Text: text})
}

// File reads a seed from corpus/ (a name like "001_….txt") or a header
// fixture; a missing seed skips the test.
func File(t testing.TB, name string) *normalize.Doc {
	t.Helper()
	path := HeaderPath(name)
	seed := filepath.Ext(name) == ".txt" && len(name) > 4 && name[3] == '_'
	if seed {
		path = CorpusPath(name)
	}
	data, err := os.ReadFile(path)
	if os.IsNotExist(err) && seed {
		t.Skipf("%s not in the corpus", name)
	}
	if err != nil {
		t.Fatal(err)
	}
	return From(name, string(data))
}

// Bytes returns the content of the file at path (relative to the test's
// package, as testdata/real/page_04_board.txt); a file that cannot be read
// fails the test.
func Bytes(t testing.TB, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// Text returns the content of the file at path as a string.
func Text(t testing.TB, path string) string {
	t.Helper()
	return string(Bytes(t, path))
}

// Plain returns the file at path as a plain-text document named by the
// file's base name, as From builds one.
func Plain(t testing.TB, path string) *normalize.Doc {
	t.Helper()
	return From(filepath.Base(path), Text(t, path))
}

// Read returns the file at path as the reader of its format hands it over
// (read.Read), named path.
func Read(t testing.TB, path string) *normalize.Doc {
	t.Helper()
	doc, err := read.Read(path, Bytes(t, path), read.ReadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

// CheckRef asserts that a provenance reference quotes the raw bytes it
// points at.
func CheckRef(t *testing.T, doc *normalize.Doc, what string, r schema.Ref) {
	t.Helper()
	if r.Span[0] < 0 || r.Span[1] > len(doc.Raw) || r.Span[0] > r.Span[1] {
		t.Errorf("%s: span %v outside the input", what, r.Span)
		return
	}
	if got := string(doc.Raw[r.Span[0]:r.Span[1]]); got != r.Text {
		t.Errorf("%s: raw[%v] = %q, text %q", what, r.Span, got, r.Text)
	}
}
