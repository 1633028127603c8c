package pdflib

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// badDir holds the corrupt-input corpus; the cycle-*.pdf files in it are
// written by extract/pdf/internal/cmd/cyclic.
const badDir = "../../../corpus/bad"

func cycleFiles(tb testing.TB) map[string][]byte {
	tb.Helper()
	paths, err := filepath.Glob(filepath.Join(badDir, "cycle-*.pdf"))
	if err != nil || len(paths) == 0 {
		tb.Fatalf("no cycle-*.pdf in %s (%v)", badDir, err)
	}
	out := map[string][]byte{}
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			tb.Fatal(err)
		}
		out[filepath.Base(p)] = b
	}
	return out
}

// readAll opens data and reads every page's content (at most maxPages;
// PageContent climbs the /Parent chain for the resources), returning the
// first error.
func readAll(data []byte, maxPages int) error {
	r, err := NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return err
	}
	r.MaxStreamBytes = 16 << 20
	pages, err := r.Pages()
	if err != nil {
		return err
	}
	var first error
	for i, p := range pages {
		if i == maxPages {
			break
		}
		if _, err := r.PageContent(p); err != nil && first == nil {
			first = err
		}
	}
	return first
}

// TestCycles reads every crafted file whose object graph loops or nests
// too deep: each one fails with an error wrapping ErrCycle (before the
// change, the object-stream files overflowed the Go stack, the /Prev,
// /Extends and /Parent files looped for ever, and the form fan ran 20^7
// forms).
func TestCycles(t *testing.T) {
	for name, data := range cycleFiles(t) {
		t.Run(name, func(t *testing.T) {
			err := readAll(data, 10)
			if !errors.Is(err, ErrCycle) {
				t.Fatalf("err = %v, want ErrCycle", err)
			}
			if strings.ContainsAny(err.Error(), "\n\r") {
				t.Errorf("error spans lines: %q", err)
			}
		})
	}
}

// TestCycleControls checks that the crafted files are otherwise sound:
// with the loop taken out (the /Prev entry blanked, the self-drawing form
// drawing nothing) the page reads as 本次发行.
func TestCycleControls(t *testing.T) {
	files := cycleFiles(t)
	for _, tc := range []struct{ name, from, to string }{
		{"cycle-xref-prev-self.pdf", "/Prev 603", "         "},
		{"cycle-xobject-self.pdf", "ET\n/X0 Do", "ET\n% X0 D"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			data := bytes.Replace(files[tc.name], []byte(tc.from), []byte(tc.to), 1)
			if bytes.Equal(data, files[tc.name]) {
				t.Fatalf("%q not in the file", tc.from)
			}
			r := openBytes(t, data)
			if got := pageText(t, r, 1); got != "本次发行\n" {
				t.Errorf("text %q, want 本次发行", got)
			}
		})
	}
}

// FuzzXref feeds arbitrary bytes through the cross-reference and
// object-stream layer (NewReader, the page tree, each page's content and
// inherited resources), starting from the crafted cycle files and small valid ones.
// Every input must come back as pages or an error: a stack overflow or an
// endless loop is a crash the fuzzer reports. Crashers are kept under
// testdata/fuzz/FuzzXref.
//
//	go test ./extract/pdf/pdflib -run '^$' -fuzz FuzzXref -fuzztime 20000x
func FuzzXref(f *testing.F) {
	for _, data := range cycleFiles(f) {
		f.Add(data)
	}
	f.Add(type3PDF())
	f.Add(pdfFile(
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /Resources << >> /Contents 4 0 R >>",
		streamObj("", "BT /F1 12 Tf (x) Tj ET"),
	))
	f.Fuzz(func(t *testing.T, data []byte) {
		readAll(data, 20)
	})
}
