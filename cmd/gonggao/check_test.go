package main

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

const seed003 = "../../corpus/003_62c1a5d2d0aeecb4.txt"

// misstated003 writes 003 with one stated figure changed so that it no
// longer follows from the figures it is computed from: 资本充足率 12.13%
// (280,183 / 2,310,471) stated as 12.31%.
func misstated003(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile(seed003)
	if err != nil {
		t.Fatal(err)
	}
	s := strings.Replace(string(b), "| 资本充足率 | 10.83% | 12.13% |", "| 资本充足率 | 10.83% | 12.31% |", 1)
	if s == string(b) {
		t.Fatal("the capital table row is not in 003")
	}
	return writeFile(t, t.TempDir(), "003-misstated.txt", []byte(s))
}

func TestCheckReport(t *testing.T) {
	// 003 as filed: every check passes or cannot be verified (its gross
	// capital ratios leave out deductions the table does not show): exit 0.
	if r := gonggao(t, "", "check", seed003); r.code != ExitOK {
		t.Errorf("003 as filed: exit %d, want 0; stderr %q", r.code, r.stderr)
	}
	bad := misstated003(t)
	r := gonggao(t, "", "check", bad)
	if r.code != ExitFindings {
		t.Fatalf("exit %d, want %d; stderr %q", r.code, ExitFindings, r.stderr)
	}
	lines := strings.Split(strings.TrimSpace(r.stdout), "\n")
	if !strings.HasPrefix(lines[0], bad+": ") {
		t.Errorf("first line %q does not name the document", lines[0])
	}
	if f := strings.Fields(lines[1]); f[0] != "FAIL" || !strings.Contains(lines[1], "12.31%") {
		t.Errorf("the failure does not come first: %q", lines[1])
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
		if strings.Contains(ln, "conversion.max_shares") && strings.Contains(ln, "30.43亿股") && strings.Contains(ln, "003-misstated.txt:236") {
			sawConversion = true
		}
	}
	if !sawConversion {
		t.Errorf("no conversion.max_shares line for 30.43亿股 at line 236:\n%s", r.stdout)
	}
	if !strings.Contains(r.stdout, "stated 8.68% (0.0868)") {
		t.Errorf("the unverifiable capital ratio is not reported:\n%s", r.stdout)
	}
}

func TestCheckJSON(t *testing.T) {
	r := gonggao(t, "", "check", "--format", "json", seed, misstated003(t))
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
		{"missing file", []string{"check", "no/such/file.txt"}, ExitFindings},
		{"no path", []string{"check"}, ExitError},
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
