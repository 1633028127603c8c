package main

import (
	"encoding/json"
	"strings"
	"testing"
)

const seed003 = "../../corpus/003_62c1a5d2d0aeecb4.txt"

func TestCheckReport(t *testing.T) {
	r := gonggao(t, "", "check", seed003)
	// 003's table states 核心一级资本充足率 8.68% where its own figures give
	// 8.71%: a failed check, exit 1.
	if r.code != ExitFindings {
		t.Fatalf("exit %d, want %d; stderr %q", r.code, ExitFindings, r.stderr)
	}
	lines := strings.Split(strings.TrimSpace(r.stdout), "\n")
	if !strings.HasPrefix(lines[0], "../../corpus/003_62c1a5d2d0aeecb4.txt: ") {
		t.Errorf("first line %q does not name the document", lines[0])
	}
	if !strings.HasPrefix(strings.TrimSpace(lines[1]), "FAIL") {
		t.Errorf("failures do not come first: %q", lines[1])
	}
	var sawPass, sawConversion bool
	for _, ln := range lines[1:] {
		f := strings.Fields(ln)
		if f[0] == "PASS" {
			sawPass = true
		}
		if f[0] != "PASS" && sawPass {
			t.Errorf("%q after a pass", ln)
		}
		if strings.Contains(ln, "conversion.max_shares") && strings.Contains(ln, "30.43亿股") && strings.Contains(ln, "003_62c1a5d2d0aeecb4.txt:236") {
			sawConversion = true
		}
	}
	if !sawConversion {
		t.Errorf("no conversion.max_shares line for 30.43亿股 at line 236:\n%s", r.stdout)
	}
	if !strings.Contains(r.stdout, "stated 8.68% (0.0868)") {
		t.Errorf("the failed capital ratio is not reported:\n%s", r.stdout)
	}
}

func TestCheckJSON(t *testing.T) {
	r := gonggao(t, "", "check", "--format", "json", seed, seed003)
	if r.code != ExitFindings {
		t.Fatalf("exit %d; stderr %q", r.code, r.stderr)
	}
	lines := strings.Split(strings.TrimSpace(r.stdout), "\n")
	if len(lines) != 2 {
		t.Fatalf("%d lines, want one per document", len(lines))
	}
	var rec struct {
		Source struct{ Path string }
		Checks []struct {
			ID     string
			Status string
			Stated *struct{ Value string }
		}
	}
	if err := json.Unmarshal([]byte(lines[0]), &rec); err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(rec.Source.Path, "001_bfdae5a8f63b378f.txt") {
		t.Errorf("source %q", rec.Source.Path)
	}
	found := false
	for _, c := range rec.Checks {
		if c.Stated != nil && c.Stated.Value == "11538461538" {
			found = true
			if c.ID != "conversion.max_shares" || c.Status != "pass" {
				t.Errorf("11538461538: %s %s, want conversion.max_shares pass", c.ID, c.Status)
			}
		}
	}
	if !found {
		t.Errorf("no check of 11,538,461,538股 in %s", lines[0])
	}
}

func TestCheckClean(t *testing.T) {
	// 004, a rule book, has only its numbering to check, which holds.
	r := gonggao(t, "", "check", "../../corpus/004_f0290f1b02f6b466.txt")
	if r.code != ExitOK || !strings.Contains(r.stdout, "PASS") || !strings.Contains(r.stdout, "rules.numbering") {
		t.Errorf("exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
}

func TestCheckErrors(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		code int
	}{
		{"bad format", []string{"check", "--format", "xml", seed}, ExitError},
		{"missing file", []string{"check", "no/such/file.txt"}, ExitError},
		{"bad flag", []string{"check", "--nope"}, ExitError},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := gonggao(t, "", tc.args...)
			if r.code != tc.code || !strings.HasPrefix(r.stderr, "gonggao: ") {
				t.Errorf("exit %d (want %d), stderr %q", r.code, tc.code, r.stderr)
			}
		})
	}
}

func TestCheckEmptyStdin(t *testing.T) {
	r := gonggao(t, "", "check", "-")
	if r.code != ExitFindings || !strings.Contains(r.stderr, "gonggao: ") {
		t.Errorf("exit %d, stderr %q", r.code, r.stderr)
	}
}
