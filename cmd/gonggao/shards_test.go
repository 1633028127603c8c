package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"syscall"
	"testing"

	"github.com/gonggao/gonggao/corpus"
	"github.com/gonggao/gonggao/pipeline"
)

// TestEmptyList: an empty --from list (an empty Spark partition, an empty
// shard of a manifest) is an empty batch: exit 0, no record, a note.
func TestEmptyList(t *testing.T) {
	dir := t.TempDir()
	emptyFile := writeFile(t, dir, "empty.list", nil)
	comments := writeFile(t, dir, "comments.list", []byte("# nothing today\n\n   \n"))
	for _, tc := range []struct {
		name, stdin string
		args        []string
	}{
		{"empty file", "", []string{"--from", emptyFile}},
		{"only comments", "", []string{"--from", comments}},
		{"empty stdin", "", []string{"--from", "-"}},
		{"empty stdin, sharded", "", []string{"--from", "-", "--shard", "1/4"}},
		{"empty stdin, csv", "", []string{"--from", "-", "--format", "jsonl"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := gonggao(t, tc.stdin, append([]string{"extract"}, tc.args...)...)
			if r.code != 0 || r.stdout != "" || !strings.Contains(r.stderr, "lists no path") {
				t.Errorf("exit %d, stdout %q, stderr %q; want 0, nothing, a note", r.code, r.stdout, r.stderr)
			}
		})
	}
	// With -o the output exists and is empty, so part-*.jsonl globs match.
	out := filepath.Join(dir, "part-3.jsonl")
	r := gonggao(t, "", "extract", "--from", "-", "-o", out)
	if b, err := os.ReadFile(out); r.code != 0 || err != nil || len(b) != 0 {
		t.Errorf("-o: exit %d, %q, %v", r.code, b, err)
	}
	// The list itself not readable is a usage error.
	if r := gonggao(t, "", "extract", "--from", filepath.Join(dir, "no.list")); r.code != 2 {
		t.Errorf("missing --from list: exit %d, want 2", r.code)
	}
}

// TestMissingInList: a missing path in a list gets its own error record
// and the rest of the shard goes on; exit 1, as for any unreadable input.
func TestMissingInList(t *testing.T) {
	dir := t.TempDir()
	gone := filepath.Join(dir, "gone.txt")
	list := seed + "\n" + gone + "\n" + seed003 + "\n"
	r := gonggao(t, list, "extract", "--from", "-", "--progress", "never")
	if r.code != 1 {
		t.Errorf("exit %d, want 1", r.code)
	}
	recs := jsonLines(t, r.stdout)
	if got := recordPaths(t, r.stdout); !slices.Equal(got, []string{seed, gone, seed003}) {
		t.Fatalf("records %v", got)
	}
	if recs[1]["error"] != gone+": no such file or directory" || recs[1]["error_code"] != "no_such_file" {
		t.Errorf("missing path's record: %v", recs[1])
	}
	for _, i := range []int{0, 2} {
		if _, ok := recs[i]["error"]; ok {
			t.Errorf("record %d is an error: %v", i, recs[i]["error"])
		}
	}
	if !strings.Contains(r.stderr, "gonggao: "+gone+": no such file or directory\n") {
		t.Errorf("stderr %q", r.stderr)
	}
	// A scheduler that counts only 0 as success (a Kubernetes Job, Spark's
	// RDD.pipe) asks for 0: the shard is complete, its error records in it.
	r0 := gonggao(t, list, "extract", "--from", "-", "--findings-exit-code", "0")
	if r0.code != 0 || r0.stdout != r.stdout {
		t.Errorf("--findings-exit-code 0: exit %d", r0.code)
	}
	if r := gonggao(t, list, "extract", "--from", "-", "--findings-exit-code", "0", "-o", "/nonexistent/out.jsonl"); r.code != 2 {
		t.Errorf("--findings-exit-code 0 with an output error: exit %d, want 2", r.code)
	}
}

// TestUnreadableFolder: a folder below a directory given that cannot be
// listed is an error record of its own; the files beside it are read.
// Run as an unprivileged user so that permissions apply (also under root).
func TestUnreadableFolder(t *testing.T) {
	dir, err := os.MkdirTemp("", "gonggao-perm")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.Chmod(filepath.Join(dir, "filings", "locked"), 0o755); os.RemoveAll(dir) })
	data, _ := os.ReadFile(seed)
	filings := filepath.Join(dir, "filings")
	locked := filepath.Join(filings, "locked")
	if err := os.MkdirAll(locked, 0o755); err != nil {
		t.Fatal(err)
	}
	writeFile(t, filings, "a.txt", data)
	writeFile(t, locked, "b.txt", data)
	writeFile(t, filings, "z.txt", data)
	if err := os.Chmod(locked, 0); err != nil {
		t.Fatal(err)
	}
	for _, d := range []string{dir, filepath.Dir(binary)} {
		os.Chmod(d, 0o755)
	}
	cmd := exec.Command(binary, "extract", "--progress", "never", "--summary", "never", filings)
	if os.Getuid() == 0 {
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
	}
	var out, errb strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &errb
	err = cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	if code != 1 {
		t.Errorf("exit %d, want 1; stderr %q", code, errb.String())
	}
	want := []string{filepath.Join(filings, "a.txt"), locked, filepath.Join(filings, "z.txt")}
	if got := recordPaths(t, out.String()); !slices.Equal(got, want) {
		t.Fatalf("records %v, want %v", got, want)
	}
	rec := jsonLines(t, out.String())[1]
	if rec["error"] != locked+": permission denied" || rec["error_code"] != "permission_denied" {
		t.Errorf("locked folder's record: %v", rec)
	}
}

// TestOutputErrors: exit 2 is kept for usage and output errors, and an
// output error names the output asked for, not its temporary file.
func TestOutputErrors(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "no", "such", "folder", "terms.jsonl")
	r := gonggao(t, "", "extract", "-o", out, seed)
	if r.code != 2 || r.stderr != "gonggao: writing "+out+": no such file or directory\n" {
		t.Errorf("exit %d, stderr %q", r.code, r.stderr)
	}
	if strings.Contains(r.stderr, ".tmp") {
		t.Errorf("the message names the temporary file: %q", r.stderr)
	}
}

// TestNoPath: extract and check with no path refuse to run rather than
// read the bundled corpus (a script whose path variable came out empty);
// --corpus asks for the corpus and says so.
func TestNoPath(t *testing.T) {
	for _, args := range [][]string{{"extract"}, {"check"}, {"extract", "--format", "csv"}} {
		r := gonggao(t, "", args...)
		if r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, "no input") || !strings.Contains(r.stderr, "--corpus") {
			t.Errorf("%v: exit %d, stdout %d bytes, stderr %q", args, r.code, len(r.stdout), r.stderr)
		}
	}
	if r := gonggao(t, "", "extract", "--corpus", seed); r.code != 2 {
		t.Errorf("--corpus with a path: exit %d", r.code)
	}
}

// TestMainJobCommand runs the README's main-job command (as the built
// binary, from an empty directory: the corpus is bundled) and expects one
// record per corpus document.
func TestMainJobCommand(t *testing.T) {
	if testing.Short() {
		t.Skip("extracts the corpus")
	}
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile("(?s)Run the main job.*?```sh\n(go run ./cmd/gonggao ([^\n]*))\n```").FindSubmatch(readme)
	if m == nil {
		t.Fatal("README has no main-job command")
	}
	args := strings.Fields(string(m[2]))
	dir := t.TempDir()
	cmd := exec.Command(binary, args...)
	cmd.Dir = dir
	var errb strings.Builder
	cmd.Stderr = &errb
	if err := cmd.Run(); err != nil {
		if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 1 {
			t.Fatalf("%s: %v\n%s", m[1], err, errb.String())
		}
	}
	entries, err := corpus.Entries()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(errb.String(), "the bundled corpus") {
		t.Errorf("stderr does not say what is extracted: %q", errb.String())
	}
	i := slices.Index(args, "-o")
	if i < 0 {
		t.Fatalf("%s writes no file", m[1])
	}
	b, err := os.ReadFile(filepath.Join(dir, args[i+1]))
	if err != nil {
		t.Fatal(err)
	}
	if paths := recordPaths(t, string(b)); len(paths) != len(entries) || paths[0] != "corpus/"+entries[0].File {
		t.Errorf("%d records, want one per corpus document (%d)", len(paths), len(entries))
	}
}

// TestErrorCodesDocumented holds docs/errors.md's table of error-record
// codes to the code's own table, in order.
func TestErrorCodesDocumented(t *testing.T) {
	b, err := os.ReadFile("../../docs/errors.md")
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	start, end := strings.Index(s, "<!-- error-codes -->"), strings.Index(s, "<!-- /error-codes -->")
	if start < 0 || end < start {
		t.Fatal("docs/errors.md has no error-codes table")
	}
	var doc []string
	for _, m := range regexp.MustCompile("(?m)^\\| `([a-z_0-9]+)` \\|").FindAllStringSubmatch(s[start:end], -1) {
		doc = append(doc, m[1])
	}
	code := pipeline.ErrorCodes()
	if !slices.Equal(doc, code) {
		t.Errorf("docs/errors.md lists\n%q\nthe code has\n%q", doc, code)
	}
	// Every error_code shown in an example of the docs is a real one.
	docs, _ := filepath.Glob("../../docs/*.md")
	for _, p := range append(docs, "../../README.md") {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range regexp.MustCompile(`"error_code": ?"([a-z_0-9]+)"`).FindAllStringSubmatch(string(b), -1) {
			if !slices.Contains(code, m[1]) && !strings.Contains(p, "errors.md") {
				t.Errorf("%s shows error_code %q, which no error record has", p, m[1])
			}
		}
	}
}
