package golden

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/corpus"
	"github.com/gonggao/gonggao/pipeline"
)

var update = flag.Bool("update", false, "rewrite the golden files from the current output")

// output is one corpus document's output, computed once per test binary.
type output struct {
	entry corpus.Entry
	raw   []byte
	json  []byte // indented, as gonggao extract writes one document
	err   error
}

var (
	outputsOnce sync.Once
	outputs     []output
	outputsErr  error
)

func corpusOutputs(t *testing.T) []output {
	t.Helper()
	outputsOnce.Do(func() {
		entries, err := corpus.Entries()
		if err != nil {
			outputsErr = err
			return
		}
		for _, e := range entries {
			o := output{entry: e}
			o.raw, o.err = corpus.ReadFile(e.File)
			if o.err == nil {
				o.json, o.err = render(e.File, o.raw)
			}
			outputs = append(outputs, o)
		}
	})
	if outputsErr != nil {
		t.Fatal(outputsErr)
	}
	return outputs
}

// render produces what `gonggao extract corpus/<file>` writes.
func render(file string, raw []byte) ([]byte, error) {
	path := "corpus/" + file
	var v any
	doc, err := pipeline.Process(path, raw, pipeline.Options{})
	if err != nil {
		v = pipeline.ErrorRecord(path, raw, err)
	} else {
		v = doc
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func goldenPath(file string) string { return filepath.Join("testdata", file+".json") }

func TestGolden(t *testing.T) {
	for _, o := range corpusOutputs(t) {
		t.Run(o.entry.File, func(t *testing.T) {
			if o.err != nil {
				t.Fatal(o.err)
			}
			p := goldenPath(o.entry.File)
			if *update {
				if err := os.WriteFile(p, o.json, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(p)
			if err != nil {
				t.Fatalf("%v (run `go test ./golden -update` to create it, then review it against the source)", err)
			}
			if !bytes.Equal(want, o.json) {
				t.Errorf("output differs from %s (-golden +got):\n%s", p, cmp.Diff(lines(want), lines(o.json)))
			}
		})
	}
}

// TestGoldenComplete fails on a golden file whose document left the corpus.
func TestGoldenComplete(t *testing.T) {
	known := map[string]bool{}
	for _, o := range corpusOutputs(t) {
		known[goldenPath(o.entry.File)] = true
	}
	files, _ := filepath.Glob(filepath.Join("testdata", "*.json"))
	for _, f := range files {
		if !known[f] {
			t.Errorf("%s has no corpus document", f)
		}
	}
}

func lines(b []byte) []string { return strings.SplitAfter(string(b), "\n") }
