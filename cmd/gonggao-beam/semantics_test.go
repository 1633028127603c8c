package main

import (
	"context"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFoldersAndMissing: a glob that matches a folder skips it (no record),
// a glob that matches nothing adds nothing, a missing path named without a
// glob gets its error record, and the file beside the folder its record.
func TestFoldersAndMissing(t *testing.T) {
	root := repoRoot(t)
	data, err := os.ReadFile(filepath.Join(root, "corpus", "001_bfdae5a8f63b378f.txt"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "a.txt"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(dir, "sub.txt"), 0o755); err != nil { // a folder named like a document
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "sub.txt", "b.txt"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "terms")
	st, err := run(context.Background(), Config{
		Inputs: []string{filepath.Join(dir, "*"), filepath.Join(dir, "nothing", "*.pdf"), filepath.Join(dir, "gone.pdf")},
		Output: out, Shards: 1, Base: dir,
	})
	if err != nil {
		t.Fatal(err)
	}
	if st.inputs != 2 || st.failed != 1 || st.dirs != 1 {
		t.Errorf("counters %+v, want 2 inputs, 1 failed (gone.pdf), 1 folder skipped", st)
	}
	b, err := os.ReadFile(out + "-00000-of-00001.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	byPath := map[string]record{}
	for _, r := range readRecords(t, b) {
		byPath[r["source"].(map[string]any)["path"].(string)] = r
	}
	if len(byPath) != 2 || byPath["a.txt"] == nil || byPath["a.txt"]["error"] != nil {
		t.Errorf("records %v, want a.txt's and gone.pdf's", byPath)
	}
	// A missing path named without a glob gets the CLI's error record.
	if g := byPath["gone.pdf"]; g == nil || g["error"] != "gone.pdf: no such file or directory" || g["error_code"] != "no_such_file" {
		t.Errorf("gone.pdf: %v", g)
	}
	if exitStatus(st, nil) != exitFindings {
		t.Error("a run with an error record should exit 1")
	}
}

// TestEmptyInput: globs that match nothing are an empty batch: no output
// file, exit 0 (the note is printed by exitStatus).
func TestEmptyInput(t *testing.T) {
	out := filepath.Join(t.TempDir(), "terms")
	st, err := run(context.Background(), Config{Inputs: []string{filepath.Join(t.TempDir(), "*.pdf")}, Output: out, Shards: 2})
	if err != nil {
		t.Fatal(err)
	}
	if st.inputs != 0 {
		t.Errorf("counters %+v", st)
	}
	if m, _ := filepath.Glob(out + "*"); len(m) != 0 {
		t.Errorf("output files %v for no input", m)
	}
	if got := exitStatus(st, nil); got != exitOK {
		t.Errorf("exit %d, want 0", got)
	}
	if got := exitStatus(stats{inputs: 3, failed: 1}, nil); got != exitFindings {
		t.Errorf("error records: exit %d, want 1", got)
	}
	if got := exitStatus(stats{}, usageErr{"no input glob"}); got != exitError {
		t.Errorf("usage error: exit %d, want 2", got)
	}
}

// TestUsageShort: --help lists this command's flags and says how to see
// the SDK's, instead of printing the SDK's dozens of flags.
func TestUsageShort(t *testing.T) {
	var c Config
	fs := flag.NewFlagSet("x", flag.ContinueOnError)
	defineFlags(fs, &c)
	fs.String("environment_type", "", "an SDK flag") // as the SDK registers on flag.CommandLine
	var b strings.Builder
	usage(&b, fs)
	help := b.String()
	for _, want := range []string{"--input", "-output", "-shards", "-base", "--help-sdk"} {
		if !strings.Contains(help, want) {
			t.Errorf("help lacks %s:\n%s", want, help)
		}
	}
	if strings.Contains(help, "environment_type") {
		t.Errorf("help lists SDK flags:\n%s", help)
	}
	if n := strings.Count(help, "\n"); n > 20 {
		t.Errorf("help is %d lines:\n%s", n, help)
	}
	// The real flag set: the SDK's flags are there, only not in the help.
	if flag.CommandLine.Lookup("environment_type") == nil {
		t.Log("the SDK registers no environment_type flag in this version")
	}
}
