package golden

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/gonggao/gonggao/extract/read"
	"github.com/gonggao/gonggao/pipeline"
	"github.com/google/go-cmp/cmp"
)

// badDir is the corrupt-input corpus: files gonggao must answer with an
// error record (or a document with warnings where the file is readable
// enough), never with a panic or a hang.
const badDir = "../corpus/bad"

// badFiles returns the names of the files in corpus/bad (not its
// generator).
func badFiles(t *testing.T) []string {
	t.Helper()
	ents, err := os.ReadDir(badDir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range ents {
		if e.Type().IsRegular() {
			out = append(out, e.Name())
		}
	}
	if len(out) == 0 {
		t.Fatal("corpus/bad is empty")
	}
	return out
}

// badRecord is what `gonggao extract corpus/bad/<name>` writes.
func badRecord(name string, raw []byte) (any, error) {
	path := "corpus/bad/" + name
	doc, err := pipeline.Process(path, raw, pipeline.Options{})
	if err != nil {
		return pipeline.ErrorRecord(path, raw, err), nil
	}
	return doc, nil
}

func indented(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	err := enc.Encode(v)
	return buf.Bytes(), err
}

// TestBad holds the record of every corpus/bad file against
// testdata/bad/<file>.json (`go test ./golden -update` rewrites them).
func TestBad(t *testing.T) {
	names := badFiles(t)
	known := map[string]bool{}
	for _, name := range names {
		known[name+".json"] = true
		t.Run(name, func(t *testing.T) {
			raw, err := os.ReadFile(filepath.Join(badDir, name))
			if err != nil {
				t.Fatal(err)
			}
			v, err := badRecord(name, raw)
			if err != nil {
				t.Fatal(err)
			}
			got, err := indented(v)
			if err != nil {
				t.Fatal(err)
			}
			// No input may reach a panic: ErrInternal is how Process reports one.
			if bytes.Contains(got, []byte(`"error_code": "internal"`)) {
				t.Errorf("internal error on corrupt input:\n%s", got)
			}
			p := filepath.Join("testdata", "bad", name+".json")
			if *update {
				if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(p, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(p)
			if err != nil {
				t.Fatalf("%v (run `go test ./golden -update` to create it, then review it)", err)
			}
			if !bytes.Equal(want, got) {
				t.Errorf("record differs from %s (-golden +got):\n%s", p, cmp.Diff(lines(want), lines(got)))
			}
		})
	}
	files, _ := filepath.Glob(filepath.Join("testdata", "bad", "*.json"))
	for _, f := range files {
		if !known[filepath.Base(f)] {
			t.Errorf("%s has no file in corpus/bad", f)
		}
	}
}

// TestBadKinds checks that the corrupt inputs are refused for the reason
// they were made for.
func TestBadKinds(t *testing.T) {
	want := map[string]string{
		"empty.txt":        "empty",
		"junk.bin":         "binary",
		"invalid-utf8.txt": "encoding",
		"bomb.pdf":         "pdf_too_large",
		"encrypted.pdf":    "pdf_encrypted",
		"truncated.pdf":    "pdf_corrupt",
		"notext.pdf":       "pdf_no_text",
	}
	for name, code := range want {
		t.Run(name, func(t *testing.T) {
			raw, err := os.ReadFile(filepath.Join(badDir, name))
			if err != nil {
				t.Fatal(err)
			}
			_, perr := pipeline.Process("corpus/bad/"+name, raw, pipeline.Options{})
			if perr == nil {
				t.Fatalf("read without error, want %s", code)
			}
			if got := pipeline.ErrorRecord(name, raw, perr).Code; got != code {
				t.Errorf("error_code %q (%v), want %q", got, perr, code)
			}
		})
	}
	// A GB18030 page under a UTF-8 declaration is read as GB18030, and says so.
	raw, err := os.ReadFile(filepath.Join(badDir, "lying-charset.html"))
	if err != nil {
		t.Fatal(err)
	}
	doc, err := pipeline.Process("lying-charset.html", raw, pipeline.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if doc.Source.Encoding != "gb18030" || doc.Announcement == nil || doc.Announcement.Company != "中国工商银行股份有限公司" {
		t.Errorf("source %+v announcement %+v", doc.Source, doc.Announcement)
	}
}

// hundredMB is the size of the one-line file made at run time.
const hundredMB = 100 << 20

// TestHundredMegabyteLine makes a 100 MB file of one line and expects it
// refused under a 64 MB input limit, without the reader allocating more
// than a few megabytes for it.
func TestHundredMegabyteLine(t *testing.T) {
	if testing.Short() {
		t.Skip("writes a 100 MB file")
	}
	p := filepath.Join(t.TempDir(), "one-line.txt")
	// 本次发行优先股募集资金总额不超过人民币600亿元，… with no line break.
	unit := []byte(strings.Repeat("本次发行优先股募集资金总额不超过人民币600亿元，", 64))
	f, err := os.Create(p)
	if err != nil {
		t.Fatal(err)
	}
	for n := 0; n < hundredMB; n += len(unit) {
		if _, err := f.Write(unit); err != nil {
			t.Fatal(err)
		}
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	const limit = 64 << 20
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	_, perr := pipeline.Process("one-line.txt", data, pipeline.Options{Read: read.ReadOptions{MaxBytes: limit}})
	rec := pipeline.ErrorRecord("one-line.txt", data, perr)
	runtime.ReadMemStats(&after)
	if !errors.Is(perr, read.ErrTooLarge) || rec.Code != "too_large" {
		t.Fatalf("err %v code %q, want too_large", perr, rec.Code)
	}
	if rec.Source.Bytes != int64(len(data)) || rec.Source.SHA256 == "" {
		t.Errorf("source %+v", rec.Source)
	}
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 4<<20 {
		t.Errorf("refusing the file allocated %d bytes", alloc)
	}
}
