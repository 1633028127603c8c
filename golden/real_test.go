package golden

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/corpus"
	"github.com/gonggao/gonggao/pipeline"
)

// The real filings of corpus/real (pages of news and data sites, FDDC's
// converted filings; their sources are in corpus/real/NOTICE and
// corpus/real/contracts/NOTICE) are held two
// ways: the announcement's header against a reviewed golden file each
// (testdata/real/), and everything they state against the reviewed facts
// of testdata/facts/real.json.

var realDirs = []string{"pages", "fddc", "contracts"}

type realOutput struct {
	file string // relative to corpus/real, e.g. pages/01_board.txt
	raw  []byte
	doc  any // the decoded record
}

func realOutputs(t *testing.T) []realOutput {
	t.Helper()
	var out []realOutput
	for _, dir := range realDirs {
		files, err := filepath.Glob(filepath.Join("..", "corpus", "real", dir, "*"))
		if err != nil {
			t.Fatal(err)
		}
		sort.Strings(files)
		for _, f := range files {
			if filepath.Base(f) == "NOTICE" {
				continue
			}
			raw, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			rel := dir + "/" + filepath.Base(f)
			doc, err := pipeline.Process("corpus/real/"+rel, raw, pipeline.Options{})
			if err != nil {
				t.Fatalf("%s: %v", rel, err)
			}
			b, err := json.Marshal(doc)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, realOutput{file: rel, raw: raw, doc: decode(t, b)})
		}
	}
	if len(out) == 0 {
		t.Fatal("no real filings under corpus/real")
	}
	return out
}

// realGolden is what a golden file of testdata/real holds: the header and
// the codes of the warnings.
type realGolden struct {
	Announcement any      `json:"announcement"`
	Warnings     []string `json:"warnings,omitempty"`
}

func realGoldenOf(doc any) []byte {
	m, _ := doc.(map[string]any)
	g := realGolden{Announcement: m["announcement"]}
	ws, _ := m["warnings"].([]any)
	for _, w := range ws {
		if wm, ok := w.(map[string]any); ok {
			g.Warnings = append(g.Warnings, wm["code"].(string))
		}
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	_ = enc.Encode(g)
	return buf.Bytes()
}

func TestRealGolden(t *testing.T) {
	for _, o := range realOutputs(t) {
		t.Run(o.file, func(t *testing.T) {
			p := filepath.Join("testdata", "real", strings.ReplaceAll(o.file, "/", "_")+".json")
			got := realGoldenOf(o.doc)
			if *update {
				if err := os.WriteFile(p, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(p)
			if err != nil {
				t.Fatalf("%v (run `go test ./golden -update` to create it, then review it against the source)", err)
			}
			if !bytes.Equal(want, got) {
				t.Errorf("header differs from %s (-golden +got):\n%s", p, cmp.Diff(lines(want), lines(got)))
			}
		})
	}
}

// TestRealSpans holds every span of the output to the input's bytes: the
// text quoted is what the input reads there (for HTML, the text between
// the tags), as TestSpans does for the corpus.
func TestRealSpans(t *testing.T) {
	for _, o := range realOutputs(t) {
		e := corpus.Entry{Format: "txt"}
		if strings.HasSuffix(o.file, ".html") {
			e.Format = "html"
		}
		n := 0
		walkSpans(o.doc, "", func(ptr string, text string, start, end int) {
			n++
			if start < 0 || end < start || end > len(o.raw) {
				t.Errorf("%s: %s: span [%d,%d) outside the %d input bytes", o.file, ptr, start, end, len(o.raw))
				return
			}
			got, err := sourceOf(e, o.raw[start:end])
			if err != nil {
				t.Errorf("%s: %s: span [%d,%d): %v", o.file, ptr, start, end, err)
				return
			}
			if got != text && cleaned(got) != cleaned(text) {
				t.Errorf("%s: %s: input[%d:%d] reads %q, text is %q", o.file, ptr, start, end, got, text)
			}
		})
		if n == 0 {
			t.Errorf("%s: no span checked", o.file)
		}
	}
}

// TestRealFacts holds the output against the reviewed facts of the real
// filings. The facts gonggao does not yet meet are listed, one per line,
// in testdata/facts/real_misses.txt ("FILE: PATH OP WANT"): every other
// fact must hold, and a listed one that has come to hold must leave the
// list, so the list only shrinks.
func TestRealFacts(t *testing.T) {
	var ff struct {
		Documents []struct {
			factDoc
			File string `json:"file"`
		} `json:"documents"`
	}
	b, err := os.ReadFile(filepath.Join("testdata", "facts", "real.json"))
	if err != nil {
		t.Fatal(err)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	if err := dec.Decode(&ff); err != nil {
		t.Fatal(err)
	}
	missList, err := os.ReadFile(filepath.Join("testdata", "facts", "real_misses.txt"))
	if err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	known := map[string]bool{}
	for _, ln := range strings.Split(string(missList), "\n") {
		if ln = strings.TrimSpace(ln); ln != "" && !strings.HasPrefix(ln, "#") {
			known[ln] = true
		}
	}
	byFile := map[string]realOutput{}
	for _, o := range realOutputs(t) {
		byFile[o.file] = o
	}
	var misses []string
	for _, fd := range ff.Documents {
		o, ok := byFile[fd.File]
		if !ok {
			t.Errorf("facts for %s, which is not under corpus/real", fd.File)
			continue
		}
		for _, f := range fd.Facts {
			key := fd.File + ": " + f.Path + " " + opName(f.Op) + " " + show(f.Want)
			holds, got := holdsFact(o.doc, f)
			switch {
			case holds && known[key]:
				t.Errorf("%s now holds: take it out of testdata/facts/real_misses.txt", key)
			case !holds && !known[key]:
				t.Errorf("%s: got %s%s", key, got, noteOf(f))
			}
			if !holds {
				misses = append(misses, key)
			}
		}
	}
	if *update {
		head := "# Facts of testdata/facts/real.json that gonggao does not meet yet; written by\n# go test ./golden -update, reviewed like a golden file.\n"
		if err := os.WriteFile(filepath.Join("testdata", "facts", "real_misses.txt"), []byte(head+strings.Join(misses, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
