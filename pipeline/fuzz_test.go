package pipeline

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/gonggao/gonggao/corpus"
	"github.com/gonggao/gonggao/extract/read"
	"github.com/gonggao/gonggao/schema"
)

// fuzzMaxBytes limits fuzz inputs; seedBytes is how much of each corpus
// text or HTML document seeds the fuzzer (whole documents of 30–300 KB make
// every execution and every minimisation step slow).
const (
	fuzzMaxBytes = 1 << 20
	seedBytes    = 8 << 10
)

// FuzzProcess runs the whole pipeline — read, normalise, extract, check —
// on mutated announcements, seeded with the start of every corpus text and
// HTML document, the smaller PDFs, and every corrupt input of corpus/bad. The pipeline must answer every input with
// a document or an error, never with a panic (which Process reports as
// ErrInternal), and a document's spans must lie inside the input.
func FuzzProcess(f *testing.F) {
	entries, err := corpus.Entries()
	if err != nil {
		f.Fatal(err)
	}
	for _, e := range entries {
		b, err := corpus.ReadFile(e.File)
		if err != nil {
			f.Fatal(err)
		}
		switch {
		case e.Format != "pdf":
			f.Add(e.File, b[:min(len(b), seedBytes)])
		case len(b) <= 4*seedBytes:
			f.Add(e.File, b)
		}
	}
	// Shareholders' meetings, as sentences and as the template's tables,
	// and dividend payments.
	meetings, _ := filepath.Glob("../extract/internal/testdoc/testdata/header/shareholders_meeting*.txt")
	payments, _ := filepath.Glob("../extract/payment/testdata/payment/*.txt")
	meetings = append(meetings, payments...)
	for _, p := range meetings {
		b, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(filepath.Base(p), b)
	}
	bad, _ := filepath.Glob("../corpus/bad/*.*")
	for _, p := range bad {
		if filepath.Base(p) == "bomb.pdf" {
			// It inflates 256 MB before it is refused: seconds, and under
			// the fuzzer's instrumentation past its 10 s limit for one
			// input. golden's TestBadKinds holds it to its error.
			continue
		}
		b, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(filepath.Base(p), b)
	}
	opts := Options{Read: read.ReadOptions{MaxBytes: fuzzMaxBytes}}
	validator, err := schema.NewValidator()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, name string, data []byte) {
		doc, err := Process(name, data, opts)
		if errors.Is(err, ErrInternal) {
			t.Fatalf("panic inside the pipeline: %v", err)
		}
		if (doc == nil) == (err == nil) {
			t.Fatalf("doc %v with err %v: want exactly one", doc != nil, err)
		}
		if err != nil {
			if rec := ErrorRecord(name, data, err); rec.Error == "" || rec.Code == "" {
				t.Fatalf("error record %+v", rec)
			}
			return
		}
		js, err := json.Marshal(doc)
		if err != nil {
			t.Fatal(err)
		}
		// Whatever the input, the output holds to the schema.
		vs, err := validator.Validate(js)
		if err != nil {
			t.Fatal(err)
		}
		if len(vs) > 0 {
			t.Fatalf("output breaks the schema: %v", vs)
		}
		if doc.Source.Format == "pdf" {
			return // spans point into the text layer, not the input
		}
		var v any
		if err := json.Unmarshal(js, &v); err != nil {
			t.Fatal(err)
		}
		checkSpans(t, v, "", len(data))
	})
}

// checkSpans fails on any "span" [a, b] outside 0 ≤ a ≤ b ≤ n.
func checkSpans(t *testing.T, v any, ptr string, n int) {
	switch x := v.(type) {
	case map[string]any:
		if sp, ok := x["span"].([]any); ok && len(sp) == 2 {
			a, _ := sp[0].(float64)
			b, _ := sp[1].(float64)
			if a < 0 || b < a || int(b) > n {
				t.Fatalf("%s/span [%v, %v] outside the %d input bytes", ptr, a, b, n)
			}
		}
		for k, e := range x {
			checkSpans(t, e, ptr+"/"+k, n)
		}
	case []any:
		for _, e := range x {
			checkSpans(t, e, ptr, n)
		}
	}
}
