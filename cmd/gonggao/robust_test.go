package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"unicode/utf8"
)

// cycleFiles are the crafted PDFs whose object graph loops or nests too
// deep (extract/pdf/internal/cmd/cyclic).
func cycleFiles(t *testing.T) []string {
	t.Helper()
	m, err := filepath.Glob("../../corpus/bad/cycle-*.pdf")
	if err != nil || len(m) < 10 {
		t.Fatalf("cycle files: %v %v", m, err)
	}
	return m
}

type record struct {
	Source struct {
		Path  string `json:"path"`
		Bytes int64  `json:"bytes"`
	} `json:"source"`
	Error string `json:"error"`
	Code  string `json:"error_code"`
}

func records(t *testing.T, out string) []record {
	t.Helper()
	var rs []record
	for _, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		var r record
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatalf("%v: %.200s", err, line)
		}
		rs = append(rs, r)
	}
	return rs
}

// TestCycleFiles: each crafted file alone gives a pdf_corrupt record and
// exit 1 from extract, and one error line from text.
func TestCycleFiles(t *testing.T) {
	for _, p := range cycleFiles(t) {
		t.Run(filepath.Base(p), func(t *testing.T) {
			r := gonggao(t, "", "extract", "--format", "jsonl", "--time-budget", "20s", p)
			rs := records(t, r.stdout)
			if r.code != ExitFindings || len(rs) != 1 || rs[0].Code != "pdf_corrupt" {
				t.Fatalf("exit %d records %+v stderr %s", r.code, rs, r.stderr)
			}
			r = gonggao(t, "", "text", p)
			if r.code != ExitFindings || strings.Count(r.stderr, "\n") != 1 || !strings.Contains(r.stderr, "corrupt PDF") {
				t.Errorf("text: exit %d stderr %q", r.code, r.stderr)
			}
		})
	}
}

// TestBatchAroundCycles runs the corpus with every crafted file among its
// documents, to standard output and to -o: every document keeps its
// record, byte for byte as when run without them, and each crafted file
// has its error record.
func TestBatchAroundCycles(t *testing.T) {
	dir := batchDir(t, 1)
	for _, p := range cycleFiles(t) {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		writeFile(t, dir, filepath.Base(p), data)
	}
	clean := gonggao(t, "", "extract", "--workers", "2", "--exclude", "cycle-*", batchDir(t, 1))
	want := map[string]string{}
	for _, line := range strings.SplitAfter(clean.stdout, "\n") {
		if line == "" {
			continue
		}
		var r record
		json.Unmarshal([]byte(line), &r)
		want[filepath.Base(r.Source.Path)] = line
	}
	out := filepath.Join(t.TempDir(), "out.jsonl")
	for _, args := range [][]string{
		{"extract", "--workers", "2", dir},
		{"extract", "--workers", "2", "-o", out, dir},
	} {
		r := gonggao(t, "", args...)
		text := r.stdout
		if strings.Contains(strings.Join(args, " "), "-o") {
			b, err := os.ReadFile(out)
			if err != nil {
				t.Fatalf("%v: %v; stderr %s", args, err, r.stderr)
			}
			text = string(b)
		}
		if r.code != ExitFindings {
			t.Errorf("%v: exit %d", args, r.code)
		}
		corrupt, kept := 0, 0
		for _, line := range strings.SplitAfter(text, "\n") {
			if line == "" {
				continue
			}
			var rec record
			if err := json.Unmarshal([]byte(line), &rec); err != nil {
				t.Fatal(err)
			}
			base := filepath.Base(rec.Source.Path)
			if strings.HasPrefix(base, "cycle-") {
				if rec.Code != "pdf_corrupt" {
					t.Errorf("%s: %+v", base, rec)
				}
				corrupt++
				continue
			}
			// The same record as without the crafted files.
			if w, ok := want[base]; !ok || withoutPath(t, w) != withoutPath(t, line) {
				t.Errorf("%s: record changed", base)
			}
			kept++
		}
		if corrupt != len(cycleFiles(t)) || kept != len(want) {
			t.Errorf("%v: %d crafted records of %d, %d documents of %d", args, corrupt, len(cycleFiles(t)), kept, len(want))
		}
	}
}

// withoutPath is a JSON record with its source path taken out.
func withoutPath(t *testing.T, line string) string {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal([]byte(line), &m); err != nil {
		t.Fatal(err)
	}
	delete(m["source"].(map[string]any), "path")
	b, _ := json.Marshal(m)
	return string(b)
}

// TestRefusedBySize: a 1 GB (sparse) file under --max-bytes 1000, and a
// 20 MB text without --max-bytes, are refused from their size, with the
// size in the record; standard input is cut at the limit.
func TestRefusedBySize(t *testing.T) {
	dir := t.TempDir()
	big := filepath.Join(dir, "big.pdf")
	f, err := os.Create(big)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString("%PDF-1.7\n")
	if err := f.Truncate(1 << 30); err != nil {
		t.Fatal(err)
	}
	f.Close()
	text := writeFile(t, dir, "big.txt", bytes.Repeat([]byte("本次发行优先股募集资金总额不超过人民币600亿元，\n"), 20<<20/66))
	for _, c := range []struct {
		args  []string
		stdin string
		bytes int64
		msg   string
	}{
		{[]string{"--max-bytes", "1000", big}, "", 1 << 30, "too large: 1073741824 bytes, limit 1000"},
		{[]string{text}, "", size(t, text), "bytes of txt, limit 16777216"},
		{[]string{"--max-bytes", "1000", "-"}, strings.Repeat("公告", 1000), 0, "more than 1000 bytes, limit 1000"},
	} {
		args := append([]string{"extract", "--format", "jsonl"}, c.args...)
		r := gonggao(t, c.stdin, args...)
		rs := records(t, r.stdout)
		if r.code != ExitFindings || len(rs) != 1 || rs[0].Code != "too_large" || rs[0].Source.Bytes != c.bytes || !strings.Contains(rs[0].Error, c.msg) {
			t.Errorf("%v: exit %d records %+v", c.args, r.code, rs)
		}
	}
	if r := gonggao(t, "", "text", "--max-bytes", "1000", big); r.code != ExitFindings || !strings.Contains(r.stderr, "limit 1000") {
		t.Errorf("text: exit %d stderr %q", r.code, r.stderr)
	}
}

func size(t *testing.T, p string) int64 {
	t.Helper()
	fi, err := os.Stat(p)
	if err != nil {
		t.Fatal(err)
	}
	return fi.Size()
}

// TestMessagesOneLine: an error quoting bytes from the input (a PDF
// filter name holding an ANSI escape and a line break, a file name with
// control characters) is printed and recorded on one line, escaped, and
// bounded.
func TestMessagesOneLine(t *testing.T) {
	dir := t.TempDir()
	// A content stream whose /Filter name is ESC [ 2 J, a newline and 4000
	// characters: the reader's "unknown filter" error quotes it.
	long := strings.Repeat("A", 4000)
	p := writeFile(t, dir, "filter.pdf", onePagePDF("/Filter /X#1b#5b2J#0a"+long))
	empty := writeFile(t, dir, "empty\x1b[31m\n.txt", nil)
	r := gonggao(t, "", "extract", "--format", "jsonl", p, empty)
	lines := strings.Split(strings.TrimSuffix(r.stderr, "\n"), "\n")
	if len(lines) != 2+1 { // two errors and the summary
		t.Fatalf("stderr has %d lines:\n%s", len(lines), r.stderr)
	}
	for _, l := range lines[:2] {
		if strings.ContainsAny(l, "\x1b\r") || utf8.RuneCountInString(l) > 350 {
			t.Errorf("stderr line %q", l)
		}
	}
	if !strings.Contains(r.stderr, `\x1b[2J\n`) || !strings.Contains(r.stderr, `empty\x1b[31m\n.txt`) {
		t.Errorf("escapes not shown:\n%s", r.stderr)
	}
	for _, rec := range records(t, r.stdout) {
		if strings.ContainsAny(rec.Error, "\x1b\n") || utf8.RuneCountInString(rec.Error) > 320 {
			t.Errorf("record error %q", rec.Error)
		}
	}
}

// onePagePDF is a one-page PDF whose content stream has the given extra
// dictionary entries.
func onePagePDF(streamDict string) []byte {
	var b bytes.Buffer
	var offs []int
	obj := func(s string) {
		offs = append(offs, b.Len())
		fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", len(offs), s)
	}
	b.WriteString("%PDF-1.7\n")
	obj("<< /Type /Catalog /Pages 2 0 R >>")
	obj("<< /Type /Pages /Kids [3 0 R] /Count 1 >>")
	obj("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << >> /Contents 4 0 R >>")
	obj(fmt.Sprintf("<< %s /Length 5 >>\nstream\nq Q\n\nendstream", streamDict))
	x := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(offs)+1)
	for _, o := range offs {
		fmt.Fprintf(&b, "%010d 00000 n \n", o)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(offs)+1, x)
	return b.Bytes()
}

// TestStaleTemporaryFiles: a temporary output left by a killed run (no
// process holds it) is removed by the next run of the same output; one a
// live run holds stays.
func TestStaleTemporaryFiles(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out.jsonl")
	stale := writeFile(t, dir, ".out.jsonl.123456.tmp", []byte(`{"partial":`))
	other := writeFile(t, dir, ".other.jsonl.1.tmp", nil)
	live := writeFile(t, dir, ".out.jsonl.999.tmp", nil)
	lf, err := os.OpenFile(live, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer lf.Close()
	if err := syscall.Flock(int(lf.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		t.Fatal(err)
	}
	if r := gonggao(t, "", "extract", "-o", out, seed); r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	if _, err := os.Stat(stale); !os.IsNotExist(err) {
		t.Errorf("stale %s still there (%v)", stale, err)
	}
	for _, p := range []string{other, live, out} {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("%s: %v", p, err)
		}
	}
}

// TestTextBudget: text and report give up on a document past
// --time-budget (here 1 ms against the PDF rendering of seed 003, which
// takes tens of milliseconds to read) with one error line and exit 1.
func TestTextBudget(t *testing.T) {
	const pdf = "../../corpus/003_62c1a5d2d0aeecb4.chromium.pdf"
	for _, cmd := range []string{"text", "report"} {
		r := gonggao(t, "", cmd, "--time-budget", "1ms", pdf)
		if r.code != ExitFindings || !strings.Contains(r.stderr, "time budget exceeded") || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%s: exit %d stderr %q", cmd, r.code, r.stderr)
		}
	}
}
