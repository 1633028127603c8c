package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/google/go-cmp/cmp"
)

func TestMain(m *testing.M) {
	registerTransforms()
	beam.Init()
	os.Exit(m.Run())
}

// repoRoot is the gonggao module, two levels up.
func repoRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	return root
}

// corpusInputs are the corpus documents of every format, and the corrupt
// and scanned PDFs, relative to the repository root.
func corpusInputs(t *testing.T, root string) []string {
	t.Helper()
	var rel []string
	for _, g := range []string{"corpus/*.txt", "corpus/*.html", "corpus/*.pdf", "corpus/bad/*.pdf"} {
		m, err := filepath.Glob(filepath.Join(root, g))
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range m {
			r, _ := filepath.Rel(root, p)
			rel = append(rel, filepath.ToSlash(r))
		}
	}
	if len(rel) < 10 {
		t.Fatalf("corpus has %d documents", len(rel))
	}
	return rel
}

type record = map[string]any

// readRecords parses JSON Lines and sorts the records by source.sha256,
// then source.path.
func readRecords(t *testing.T, data []byte) []record {
	t.Helper()
	var recs []record
	sc := bufio.NewScanner(strings.NewReader(string(data)))
	sc.Buffer(make([]byte, 1<<20), 1<<28)
	for sc.Scan() {
		var r record
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("not a JSON line: %v", err)
		}
		recs = append(recs, r)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	key := func(r record) string {
		src, _ := r["source"].(map[string]any)
		sha, _ := src["sha256"].(string)
		p, _ := src["path"].(string)
		return sha + "\x00" + p
	}
	sort.SliceStable(recs, func(i, j int) bool { return key(recs[i]) < key(recs[j]) })
	return recs
}

// TestPipelineMatchesCLI runs the pipeline on Prism over the corpus and
// compares its records with gonggao extract's for the same files.
func TestPipelineMatchesCLI(t *testing.T) {
	root := repoRoot(t)
	inputs := corpusInputs(t, root)

	// The CLI, run from the repository root on the same relative paths.
	bin := filepath.Join(t.TempDir(), "gonggao")
	build := exec.Command("go", "build", "-o", bin, "./cmd/gonggao")
	build.Dir = root
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building gonggao: %v\n%s", err, out)
	}
	cli := exec.Command(bin, append([]string{"extract", "--format", "jsonl", "--progress", "never", "--summary", "never"}, inputs...)...)
	cli.Dir = root
	cliOut, err := cli.Output()
	var ee *exec.ExitError
	if err != nil && !(errors.As(err, &ee) && ee.ExitCode() == 1) {
		t.Fatalf("gonggao extract: %v", err)
	}
	want := readRecords(t, cliOut)
	if len(want) != len(inputs) {
		t.Fatalf("CLI wrote %d records for %d inputs", len(want), len(inputs))
	}

	// The pipeline, on globs with absolute paths, writing paths relative
	// to the root as the CLI does.
	out := filepath.Join(t.TempDir(), "terms")
	c := Config{
		Inputs: []string{
			filepath.Join(root, "corpus", "*.txt"),
			filepath.Join(root, "corpus", "*.html"),
			filepath.Join(root, "corpus", "*.pdf"),
			filepath.Join(root, "corpus", "bad", "*.pdf"),
		},
		Output: out,
		Shards: 3,
		Base:   root,
	}
	st, err := run(context.Background(), c)
	if err != nil {
		t.Fatalf("pipeline failed: %v", err)
	}
	if st.inputs != int64(len(inputs)) || st.failed == 0 {
		t.Errorf("counters %+v for %d inputs", st, len(inputs))
	}
	parts, err := filepath.Glob(out + "-*-of-00003.jsonl")
	if err != nil || len(parts) == 0 {
		t.Fatalf("no output shards: %v", err)
	}
	var all []byte
	for _, p := range parts {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, b...)
	}
	got := readRecords(t, all)

	errs := 0
	for _, r := range got {
		if _, ok := r["error"]; ok {
			errs++
		}
	}
	if errs == 0 {
		t.Error("the corrupt and scanned PDFs should give error records")
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("pipeline records differ from the CLI's (-cli +beam):\n%s", diff)
	}
}

func TestBuildRejects(t *testing.T) {
	for name, c := range map[string]Config{
		"no input":  {Output: "x", Shards: 1},
		"no output": {Inputs: []string{"*.txt"}, Shards: 1},
		"no shards": {Inputs: []string{"*.txt"}, Output: "x"},
	} {
		t.Run(name, func(t *testing.T) {
			_, s := beam.NewPipelineWithRoot()
			if err := Build(s, c); err == nil {
				t.Error("want an error")
			}
		})
	}
}

func TestDisplayPath(t *testing.T) {
	for _, tc := range []struct{ p, base, want string }{
		{"/data/filings/a.pdf", "/data", "filings/a.pdf"},
		{"/data/filings/a.pdf", "/data/", "filings/a.pdf"},
		{"/other/a.pdf", "/data", "/other/a.pdf"},
		{"/data/a.pdf", "", "/data/a.pdf"},
	} {
		t.Run(fmt.Sprintf("%s in %s", tc.p, tc.base), func(t *testing.T) {
			if got := displayPath(tc.p, tc.base); got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}
