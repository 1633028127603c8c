package golden

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gonggao/gonggao/eval"
)

// A fact is one reviewed statement about a document's output:
// {"path": P, "op": OP, "want": W}. Paths walk the output:
//
//	a.b.c     object keys
//	a[2]      array index (0-based)
//	a[k=v]    first element whose field k (may be dotted) equals v
//	a[*]      every element; the fact must hold for each
//	a#        the length of array a
//
// A path ending on a quantity compares its value. Numbers, and strings that
// parse as decimals, compare as exact rationals ("5.20" equals 5.2).
// Ops: eq (default), ne, contains, not_contains, in, exists, absent, ge, le;
// ne, absent and not_contains also hold when the path finds nothing.
type fact struct {
	Path string `json:"path"`
	Op   string `json:"op"`
	Want any    `json:"want"`
	Note string `json:"note"`
}

type factDoc struct {
	Source string `json:"source"`
	SHA256 string `json:"sha256"`
	Facts  []fact `json:"facts"`
}

func loadFacts(t *testing.T) []factDoc {
	t.Helper()
	var ff struct {
		Documents []factDoc `json:"documents"`
	}
	b, err := os.ReadFile(filepath.Join("testdata", "facts", "seeds.json"))
	if err != nil {
		t.Fatal(err)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	if err := dec.Decode(&ff); err != nil {
		t.Fatal(err)
	}
	return ff.Documents
}

// TestFacts holds every corpus document's output against the reviewed
// facts of its original: a rendering (HTML, PDF) must give the same terms as
// the text it was rendered from, so it is held against the same facts, all
// but those about the source file itself.
func TestFacts(t *testing.T) {
	bySHA := map[string]factDoc{}
	byFile := map[string]factDoc{}
	for _, fd := range loadFacts(t) {
		bySHA[fd.SHA256] = fd
		byFile[fd.Source] = fd
	}
	checked := map[string]bool{}
	for _, o := range corpusOutputs(t) {
		fd, ok := bySHA[o.entry.SHA256]
		rendering := false
		if !ok && o.entry.DerivedFrom != "" && !o.entry.Partial {
			fd, ok = byFile[o.entry.DerivedFrom]
			rendering = true
		}
		if !ok {
			continue
		}
		checked[fd.Source] = true
		t.Run(o.entry.File, func(t *testing.T) {
			if o.err != nil {
				t.Fatal(o.err)
			}
			doc := decode(t, o.json)
			for _, f := range fd.Facts {
				if rendering && strings.HasPrefix(f.Path, "source.") {
					continue
				}
				if ok, got := holdsFact(doc, f); !ok {
					t.Errorf("%s %s %s: got %s%s", f.Path, opName(f.Op), show(f.Want), got, noteOf(f))
				}
			}
		})
	}
	for _, fd := range loadFacts(t) {
		if !checked[fd.Source] {
			t.Errorf("no corpus document for the facts of %s", fd.Source)
		}
	}
}

func noteOf(f fact) string {
	if f.Note == "" {
		return ""
	}
	return " (" + f.Note + ")"
}

func decode(t *testing.T, b []byte) any {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		t.Fatal(err)
	}
	return v
}

func opName(op string) string {
	if op == "" {
		return "eq"
	}
	return op
}

// holdsFact evaluates one fact with the evaluator gonggao eval uses, and
// returns whether it holds and what the path found.
func holdsFact(doc any, f fact) (bool, string) {
	return eval.Holds(doc, eval.Fact(f))
}

func show(v any) string { return eval.Show(v) }
