// Package testdoc holds what the tests of several extractor families read:
// the header fixtures (testdata/header: announcement headings, meetings,
// tallies in shares), the corpus seeds, and a check that a reference
// quotes the raw bytes it points at. It is imported by tests only.
package testdoc

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"

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
func File(t *testing.T, name string) *normalize.Doc {
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
