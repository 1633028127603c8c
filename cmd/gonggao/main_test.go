package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The CLI is tested as a black box: the built binary, its stdout, stderr
// and exit status.

var binary string

func TestMain(m *testing.M) {
	if os.Getenv("GONGGAO_FAKE_WORKER") != "" {
		fakeWorker() // the test binary as a worker process (pool_test.go)
		return
	}
	dir, err := os.MkdirTemp("", "gonggao-cli")
	if err != nil {
		panic(err)
	}
	binary = filepath.Join(dir, "gonggao")
	build := exec.Command("go", "build", "-o", binary, ".")
	build.Stderr = os.Stderr
	if err := build.Run(); err != nil {
		os.RemoveAll(dir)
		panic(err)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

type result struct {
	stdout, stderr string
	code           int
}

func gonggao(t *testing.T, stdin string, args ...string) result {
	t.Helper()
	cmd := exec.Command(binary, args...)
	cmd.Stdin = strings.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return result{out.String(), errb.String(), code}
}

const seed = "../../corpus/001_bfdae5a8f63b378f.txt"

func writeFile(t *testing.T, dir, name string, data []byte) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestHelp(t *testing.T) {
	for _, args := range [][]string{{"--help"}, {"extract", "--help"}, {"validate", "--help"}, {"schema", "--help"}, {"version", "--help"}} {
		r := gonggao(t, "", args...)
		if r.code != 0 || !strings.Contains(r.stdout, "Usage:") {
			t.Errorf("%v: exit %d, stdout %q", args, r.code, r.stdout)
		}
	}
}

func TestVersionAndSchema(t *testing.T) {
	r := gonggao(t, "", "version")
	if r.code != 0 || !strings.HasPrefix(r.stdout, "gonggao ") || !strings.Contains(r.stdout, "schema version 1") {
		t.Errorf("version: %+v", r)
	}
	r = gonggao(t, "", "schema")
	var v map[string]any
	if r.code != 0 || json.Unmarshal([]byte(r.stdout), &v) != nil || v["$schema"] != "https://json-schema.org/draft/2020-12/schema" {
		t.Errorf("schema: exit %d, not the draft 2020-12 schema", r.code)
	}
}

func TestExtractOne(t *testing.T) {
	r := gonggao(t, "", "extract", seed)
	if r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	var doc map[string]any
	if err := json.Unmarshal([]byte(r.stdout), &doc); err != nil {
		t.Fatalf("one input should give one JSON document: %v", err)
	}
	if !strings.HasPrefix(r.stdout, "{\n  ") {
		t.Error("one document should be indented")
	}
	src := doc["source"].(map[string]any)
	if src["path"] != seed || src["format"] != "txt" || src["sha256"] != "d86da3ea1856357929c162919db2478334a9759244b78ea10b36e20c6cb5ac36" {
		t.Errorf("source = %v", src)
	}
}

// TestExtractBatch runs good and bad inputs together: every input gives one
// record in input order, the bad ones error records naming the file.
func TestExtractBatch(t *testing.T) {
	dir := t.TempDir()
	empty := writeFile(t, dir, "empty.txt", nil)
	binary := writeFile(t, dir, "blob.txt", []byte("\x00\x01\x02\x03PK\x03\x04\x00\x00\xff\xfe\x00"))
	missing := filepath.Join(dir, "missing.txt")
	r := gonggao(t, "", "extract", seed, empty, binary, missing, seed)
	if r.code != 1 {
		t.Errorf("a missing path is a finding (its error record): want exit 1, got %d", r.code)
	}
	recs := jsonLines(t, r.stdout)
	if len(recs) != 5 {
		t.Fatalf("want 5 records, one per input, got %d:\n%s", len(recs), r.stdout)
	}
	wantPaths := []string{seed, empty, binary, missing, seed}
	for i, rec := range recs {
		src := rec["source"].(map[string]any)
		if src["path"] != wantPaths[i] {
			t.Errorf("record %d is %v, want %s", i, src["path"], wantPaths[i])
		}
		_, isErr := rec["error"]
		if wantErr := i >= 1 && i <= 3; isErr != wantErr {
			t.Errorf("record %d error record = %v, want %v", i, isErr, wantErr)
		}
	}
	for _, want := range []string{"gonggao: " + empty + ": empty file", "gonggao: " + binary + ": binary file", "gonggao: " + missing + ": no such file or directory"} {
		if !strings.Contains(r.stderr, want) {
			t.Errorf("stderr lacks %q:\n%s", want, r.stderr)
		}
	}
	// One line per bad input, then the summary of a run of several inputs.
	lines := strings.Split(strings.TrimSuffix(r.stderr, "\n"), "\n")
	if len(lines) != 4 {
		t.Fatalf("want one stderr line per bad input and a summary, got %d:\n%s", len(lines), r.stderr)
	}
	if want := "gonggao: 5 files: 2 ok, 3 failed, "; !strings.HasPrefix(lines[3], want) {
		t.Errorf("summary line %q, want it to start %q", lines[3], want)
	}
}

func TestExtractUnreadableOnly(t *testing.T) {
	dir := t.TempDir()
	empty := writeFile(t, dir, "empty.txt", nil)
	r := gonggao(t, "", "extract", empty)
	if r.code != 1 {
		t.Errorf("an unreadable input should exit 1, got %d", r.code)
	}
	if strings.TrimSpace(r.stderr) != "gonggao: "+empty+": empty file" {
		t.Errorf("stderr = %q", r.stderr)
	}
}

func TestExtractDirectory(t *testing.T) {
	dir := t.TempDir()
	data, _ := os.ReadFile(seed)
	writeFile(t, dir, "b.txt", data)
	writeFile(t, dir, "a.txt", data)
	writeFile(t, dir, "notes.md", []byte("not a document"))
	out := filepath.Join(t.TempDir(), "out.jsonl")
	r := gonggao(t, "", "extract", "-o", out, dir)
	if r.code != 0 || r.stdout != "" {
		t.Fatalf("exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	recs := jsonLines(t, string(b))
	if len(recs) != 2 || recs[0]["source"].(map[string]any)["path"] != filepath.Join(dir, "a.txt") {
		t.Errorf("want a.txt then b.txt, got %d records", len(recs))
	}
	// A folder without documents is an empty batch (a day with no new
	// filings), said on standard error.
	empty := t.TempDir()
	r = gonggao(t, "", "extract", empty)
	if r.code != 0 || r.stdout != "" || !strings.Contains(r.stderr, "gonggao: note: "+empty+": no documents") {
		t.Errorf("empty directory: exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
}

func TestExtractStdin(t *testing.T) {
	data, _ := os.ReadFile(seed)
	r := gonggao(t, string(data), "extract", "-")
	if r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	if !strings.Contains(r.stdout, `"path": "-"`) {
		t.Error("stdin should be named -")
	}
}

func TestBadFlags(t *testing.T) {
	for _, args := range [][]string{
		{"extract", "--format", "xml", seed},
		{"extract", "--no-such-flag"},
		{"extract", "--workers", "0", seed},
		{"validate"},
		{"no-such-command"},
		{"version", "extra"},
	} {
		r := gonggao(t, "", args...)
		if r.code != 2 || !strings.HasPrefix(r.stderr, "gonggao: ") || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 and one line", args, r.code, r.stderr)
		}
	}
}

func TestValidate(t *testing.T) {
	dir := t.TempDir()
	good := gonggao(t, "", "extract", "--format", "jsonl", seed, seed)
	goodFile := writeFile(t, dir, "good.jsonl", []byte(good.stdout))
	if r := gonggao(t, "", "validate", goodFile); r.code != 0 || r.stdout != "" {
		t.Errorf("valid output: exit %d, stdout %q", r.code, r.stdout)
	}
	bad := `{"schema_version":1,"source":{"path":"a","format":"doc","sha256":"x","bytes":1}}
{"schema_version":2,"source":{"path":"b","bytes":1},"error":"b: empty file"}
`
	badFile := writeFile(t, dir, "bad.jsonl", []byte(bad))
	r := gonggao(t, "", "validate", badFile)
	if r.code != 1 {
		t.Errorf("invalid output should exit 1, got %d", r.code)
	}
	want := []string{
		badFile + ":1: /source/format: value must be one of \"txt\", \"html\", \"pdf\"",
		badFile + ":1: /source/sha256: does not match pattern '^[0-9a-f]{64}$'",
		badFile + ":2: /schema_version: value must be \"1\"",
	}
	got := strings.Split(strings.TrimSpace(r.stdout), "\n")
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("violations:\n%s\nwant:\n%s", r.stdout, strings.Join(want, "\n"))
	}
	if r := gonggao(t, "", "validate", filepath.Join(dir, "nope.json")); r.code != 2 {
		t.Errorf("missing file should exit 2, got %d", r.code)
	}
}

func jsonLines(t *testing.T, s string) []map[string]any {
	t.Helper()
	var out []map[string]any
	sc := bufio.NewScanner(strings.NewReader(s))
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	for sc.Scan() {
		var m map[string]any
		if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
			t.Fatalf("not JSON Lines: %v: %q", err, sc.Text())
		}
		out = append(out, m)
	}
	return out
}

// TestOutputMode: a file written with -o is an ordinary readable file, not
// the private temporary file it was written as.
func TestOutputMode(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out.json")
	if r := gonggao(t, "", "extract", "-o", out, seed); r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	fi, err := os.Stat(out)
	if err != nil {
		t.Fatal(err)
	}
	if fi.Mode().Perm() != 0o644 {
		t.Errorf("mode %v, want 0644", fi.Mode().Perm())
	}
}

// TestPipelineFlags: the global flags reach every command that reads
// documents.
func TestPipelineFlags(t *testing.T) {
	r := gonggao(t, "", "extract", "--max-bytes", "100", seed)
	if r.code != 1 || !strings.Contains(r.stderr, seed+": file too large") || !strings.Contains(r.stdout, `"error_code": "too_large"`) {
		t.Errorf("--max-bytes: exit %d, stderr %q", r.code, r.stderr)
	}
	r = gonggao(t, "", "extract", "--time-budget", "1ns", seed)
	if r.code != 1 || !strings.Contains(r.stderr, "time budget exceeded") || !strings.Contains(r.stdout, `"error_code": "time_budget"`) {
		t.Errorf("--time-budget: exit %d, stderr %q", r.code, r.stderr)
	}
	for _, args := range [][]string{{"extract", "--pdf-engine", "mupdf", seed}, {"check", "--max-bytes", "-1", seed}} {
		if r := gonggao(t, "", args...); r.code != 2 || !strings.HasPrefix(r.stderr, "gonggao: ") {
			t.Errorf("%v: exit %d, stderr %q", args, r.code, r.stderr)
		}
	}
	if _, err := exec.LookPath("pdftotext"); err == nil {
		r = gonggao(t, "", "extract", "--pdf-engine", "pdftotext", "../../corpus/001_bfdae5a8f63b378f.libreoffice.pdf")
		if r.code != 0 || !strings.Contains(r.stdout, `"company": "中国建设银行股份有限公司"`) {
			t.Errorf("--pdf-engine pdftotext: exit %d, stderr %q", r.code, r.stderr)
		}
	}
}
