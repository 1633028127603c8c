package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestReport(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "report.html")
	r := gonggao(t, "", "report", seed, "-o", out)
	if r.code != 0 || r.stdout != "" || r.stderr != "" {
		t.Fatalf("exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
	page, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	s := string(page)
	for _, want := range []string{
		"<!DOCTYPE html>",
		`data-field="/offerings/0/amount_max"`, // 不超过人民币600亿元（含）
		`<a class="go" href="#f`,
		`id="s-checks"`,
		"<del>", // the amendment rows' deletions
	} {
		if !strings.Contains(s, want) {
			t.Errorf("page lacks %q", want)
		}
	}
	for _, ext := range []string{"<script src", "<link", "url(", "@import", "<img"} {
		if strings.Contains(s, ext) {
			t.Errorf("page loads something from outside (%q)", ext)
		}
	}
	leftovers, _ := filepath.Glob(filepath.Join(dir, ".*.tmp"))
	if len(leftovers) > 0 {
		t.Errorf("temporary files left: %v", leftovers)
	}

	// Standard output, standard input, and the same bytes every time.
	data, err := os.ReadFile(seed)
	if err != nil {
		t.Fatal(err)
	}
	r2 := gonggao(t, string(data), "report", "-")
	if r2.code != 0 || !strings.HasPrefix(r2.stdout, "<!DOCTYPE html>") {
		t.Fatalf("stdin: exit %d, stderr %q", r2.code, r2.stderr)
	}
	r3 := gonggao(t, "", "report", seed)
	if r3.stdout != s {
		t.Error("two runs on the same file give different pages")
	}
}

func TestReportErrors(t *testing.T) {
	dir := t.TempDir()
	empty := writeFile(t, dir, "empty.txt", nil)
	out := filepath.Join(dir, "out.html")
	for _, c := range []struct {
		name   string
		args   []string
		code   int
		stderr string
	}{
		{"unreadable", []string{"report", empty, "-o", out}, ExitFindings, empty + ": empty file"},
		{"missing", []string{"report", filepath.Join(dir, "nope.txt")}, ExitError, "no such file"},
		{"no_path", []string{"report"}, ExitError, "accepts 1 arg"},
		{"two_paths", []string{"report", seed, seed}, ExitError, "accepts 1 arg"},
		{"bad_output", []string{"report", seed, "-o", filepath.Join(dir, "no", "dir", "x.html")}, ExitError, "no such file"},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := gonggao(t, "", c.args...)
			if r.code != c.code || !strings.Contains(r.stderr, c.stderr) {
				t.Errorf("exit %d stderr %q, want %d and %q", r.code, r.stderr, c.code, c.stderr)
			}
		})
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("a page was written for an unreadable input")
	}
}

// TestWorkersDeterministic runs extract over the whole corpus with one and
// with two workers and expects the same bytes.
func TestWorkersDeterministic(t *testing.T) {
	if testing.Short() {
		t.Skip("extracts the corpus twice")
	}
	dir := t.TempDir()
	var outs [][]byte
	for _, w := range []string{"1", "2"} {
		p := filepath.Join(dir, "w"+w+".jsonl")
		r := gonggao(t, "", "extract", "--corpus", "--workers", w, "-o", p)
		if r.code != ExitOK && r.code != ExitFindings {
			t.Fatalf("--workers %s: exit %d: %s", w, r.code, r.stderr)
		}
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		outs = append(outs, b)
	}
	if len(outs[0]) == 0 || !bytes.Equal(outs[0], outs[1]) {
		t.Errorf("output with 1 worker (%d bytes) differs from output with 2 (%d bytes)", len(outs[0]), len(outs[1]))
	}
}
