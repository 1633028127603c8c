package pipeline

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/gonggao/gonggao/extract/read"
	"github.com/gonggao/gonggao/schema"
)

// TestFuzzCorporaValidate runs every input kept in a fuzz corpus of the
// repository (testdata/fuzz/<Target>/*, of any target: readers, normaliser,
// calculator as well as the pipeline's own) through the whole pipeline as
// a text and as an HTML document (and as a PDF when it starts like one),
// and validates the record it yields — a
// document or an error record — against the schema. FuzzProcess's seeds
// and kept inputs go through the same validation whenever go test runs.
func TestFuzzCorporaValidate(t *testing.T) {
	files, err := filepath.Glob("../*/testdata/fuzz/*/*")
	if err != nil {
		t.Fatal(err)
	}
	more, _ := filepath.Glob("../*/*/testdata/fuzz/*/*")
	deeper, _ := filepath.Glob("../*/*/*/testdata/fuzz/*/*")
	files = append(append(files, more...), deeper...)
	if len(files) == 0 {
		t.Fatal("no fuzz corpus found")
	}
	v, err := schema.NewValidator()
	if err != nil {
		t.Fatal(err)
	}
	opts := Options{Read: read.ReadOptions{MaxBytes: fuzzMaxBytes}}
	inputs := 0
	for _, f := range files {
		vals, err := fuzzValues(f)
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		for _, data := range vals {
			names := []string{"fuzz.txt", "fuzz.html"}
			if bytes.HasPrefix(data, []byte("%PDF")) {
				names = append(names, "fuzz.pdf")
			}
			for _, name := range names {
				inputs++
				var rec any
				doc, err := Process(name, data, opts)
				switch {
				case errors.Is(err, ErrInternal):
					t.Errorf("%s as %s: %v", f, name, err)
					continue
				case err != nil:
					rec = ErrorRecord(name, data, err)
				default:
					rec = doc
				}
				js, err := json.Marshal(rec)
				if err != nil {
					t.Fatal(err)
				}
				vs, err := v.Validate(js)
				if err != nil {
					t.Fatal(err)
				}
				for _, x := range vs {
					t.Errorf("%s as %s: %v", f, name, x)
				}
			}
		}
	}
	t.Logf("%d corpus files, %d pipeline inputs validated", len(files), inputs)
}

// fuzzValues reads a corpus file of the "go test fuzz v1" format and
// returns its string and []byte values.
func fuzzValues(path string) ([][]byte, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	lines := strings.Split(strings.TrimRight(string(b), "\n"), "\n")
	if len(lines) == 0 || lines[0] != "go test fuzz v1" {
		return nil, errors.New("not a fuzz corpus file")
	}
	var out [][]byte
	for _, ln := range lines[1:] {
		for _, prefix := range []string{"string(", "[]byte("} {
			if lit, ok := strings.CutPrefix(ln, prefix); ok {
				s, err := strconv.Unquote(strings.TrimSuffix(lit, ")"))
				if err != nil {
					return nil, err
				}
				out = append(out, []byte(s))
			}
		}
	}
	return out, nil
}
