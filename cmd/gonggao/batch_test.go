package main

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// corpusDocs lists the bundled corpus documents of every format (text,
// HTML, PDF) as they are on disk.
func corpusDocs(t *testing.T) []string {
	t.Helper()
	var docs []string
	for _, pat := range []string{"*.txt", "*.html", "*.pdf"} {
		m, err := filepath.Glob(filepath.Join("../../corpus", pat))
		if err != nil {
			t.Fatal(err)
		}
		docs = append(docs, m...)
	}
	if len(docs) < 5 {
		t.Fatalf("corpus has %d documents", len(docs))
	}
	return docs
}

// batchDir copies the corpus documents into a fresh directory, copies
// times, each copy under its own name (copy-NN/original-name), and returns
// the directory.
func batchDir(t *testing.T, copies int) string {
	t.Helper()
	dir := t.TempDir()
	for c := 0; c < copies; c++ {
		sub := filepath.Join(dir, fmt.Sprintf("copy-%02d", c))
		if err := os.Mkdir(sub, 0o755); err != nil {
			t.Fatal(err)
		}
		for _, p := range corpusDocs(t) {
			data, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			writeFile(t, sub, filepath.Base(p), data)
		}
	}
	return dir
}

// sortedLines returns the lines of s sorted, failing on a last line
// without its newline.
func sortedLines(t *testing.T, s string) []string {
	t.Helper()
	if s != "" && !strings.HasSuffix(s, "\n") {
		t.Fatalf("output ends in a partial line: %q", s[max(0, len(s)-80):])
	}
	lines := strings.Split(strings.TrimSuffix(s, "\n"), "\n")
	if s == "" {
		lines = nil
	}
	sort.Strings(lines)
	return lines
}

func recordPaths(t *testing.T, out string) []string {
	t.Helper()
	var paths []string
	for _, rec := range jsonLines(t, out) {
		paths = append(paths, rec["source"].(map[string]any)["path"].(string))
	}
	return paths
}

func TestUnorderedIsOrderedSorted(t *testing.T) {
	docs := corpusDocs(t)
	ordered := gonggao(t, "", append([]string{"extract", "--workers", "2"}, docs...)...)
	unordered := gonggao(t, "", append([]string{"extract", "--workers", "2", "--unordered"}, docs...)...)
	if ordered.code != unordered.code {
		t.Errorf("exit %d ordered, %d unordered", ordered.code, unordered.code)
	}
	if diff := cmp.Diff(sortedLines(t, ordered.stdout), sortedLines(t, unordered.stdout)); diff != "" {
		t.Errorf("unordered records differ from ordered ones (-ordered +unordered):\n%s", diff)
	}
	if got := recordPaths(t, ordered.stdout); !slices.Equal(got, docs) {
		t.Errorf("ordered output is not in input order:\n%v", got)
	}
}

// TestOneRecordPerInput runs a batch of good, corrupt, empty, binary,
// unreadable and missing inputs: every input gives exactly one record.
func TestOneRecordPerInput(t *testing.T) {
	dir := t.TempDir()
	pdfData, err := os.ReadFile("../../corpus/001_bfdae5a8f63b378f.chromium.pdf")
	if err != nil {
		t.Fatal(err)
	}
	seedData, err := os.ReadFile(seed)
	if err != nil {
		t.Fatal(err)
	}
	good := writeFile(t, dir, "good.txt", seedData)
	cut := writeFile(t, dir, "cut.pdf", pdfData[:len(pdfData)/3])
	garbled := append([]byte(nil), pdfData...)
	for i := 1000; i < len(garbled); i += 97 {
		garbled[i] ^= 0x5a
	}
	flipped := writeFile(t, dir, "garbled.pdf", garbled)
	empty := writeFile(t, dir, "empty.html", nil)
	blob := writeFile(t, dir, "blob.txt", []byte("\x00\x01\x02PK\x03\x04\xff\xfe"))
	locked := writeFile(t, dir, "locked.txt", seedData)
	if err := os.Chmod(locked, 0); err != nil {
		t.Fatal(err)
	}
	dangling := filepath.Join(dir, "dangling.txt")
	if err := os.Symlink(filepath.Join(dir, "gone.txt"), dangling); err != nil {
		t.Fatal(err)
	}
	missing := filepath.Join(dir, "missing.pdf")
	inputs := []string{good, cut, flipped, empty, blob, locked, dangling, missing, "../../corpus/bad/truncated.pdf", "../../corpus/bad/notext.pdf"}

	// The same inputs given on the command line and as a --from list.
	list := strings.Join(inputs, "\n") + "\n"
	for name, r := range map[string]result{
		"args": gonggao(t, "", append([]string{"extract", "--workers", "2"}, inputs...)...),
		"from": gonggao(t, "# inputs\n\n"+list, "extract", "--workers", "2", "--from", "-"),
	} {
		t.Run(name, func(t *testing.T) {
			if r.code != 1 {
				t.Errorf("unreadable and missing inputs are findings: want exit 1, got %d", r.code)
			}
			if got := recordPaths(t, r.stdout); !slices.Equal(got, inputs) {
				t.Fatalf("records %v\nwant one per input: %v", got, inputs)
			}
			recs := jsonLines(t, r.stdout)
			errs := 0
			for _, rec := range recs {
				if _, ok := rec["error"]; ok {
					errs++
				}
			}
			if _, ok := recs[0]["error"]; ok {
				t.Errorf("good input gave an error record: %v", recs[0]["error"])
			}
			for _, i := range []int{1, 3, 4, 6, 7, 8, 9} {
				if _, ok := recs[i]["error"]; !ok {
					t.Errorf("%s: want an error record", inputs[i])
				}
			}
			// One stderr line per error record, then the summary.
			lines := strings.Split(strings.TrimSuffix(r.stderr, "\n"), "\n")
			if len(lines) != errs+1 || !strings.HasPrefix(lines[errs], fmt.Sprintf("gonggao: %d files: %d ok, %d failed, ", len(inputs), len(inputs)-errs, errs)) {
				t.Errorf("stderr (%d error records):\n%s", errs, r.stderr)
			}
		})
	}
}

func TestIncludeExclude(t *testing.T) {
	dir := batchDir(t, 2)
	writeFile(t, dir, "notes.md", []byte("not a document"))
	writeFile(t, filepath.Join(dir, "copy-01"), "draft.TXT", []byte("草稿"))
	cases := []struct {
		name  string
		flags []string
		want  func(rel string) bool
	}{
		{"default extensions, any case", nil, func(rel string) bool { return !strings.HasSuffix(rel, ".md") }},
		{"include base name", []string{"--include", "*.pdf"}, func(rel string) bool { return strings.HasSuffix(rel, ".pdf") }},
		{"include two", []string{"--include", "*.txt", "--include", "*.TXT"}, func(rel string) bool { return strings.HasSuffix(strings.ToLower(rel), ".txt") }},
		{"include relative path", []string{"--include", "copy-01/*.html"}, func(rel string) bool {
			return strings.HasPrefix(rel, "copy-01/") && strings.HasSuffix(rel, ".html")
		}},
		{"exclude", []string{"--exclude", "*.pdf", "--exclude", "copy-00/*"}, func(rel string) bool {
			return strings.HasPrefix(rel, "copy-01/") && !strings.HasSuffix(rel, ".pdf")
		}},
	}
	var all []string
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && d.Type().IsRegular() {
			all = append(all, p)
		}
		return nil
	})
	sort.Strings(all)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var want []string
			for _, p := range all {
				rel, _ := filepath.Rel(dir, p)
				if tc.want(filepath.ToSlash(rel)) {
					want = append(want, p)
				}
			}
			args := append(append([]string{"extract", "--format", "jsonl", "--workers", "2"}, tc.flags...), dir)
			r := gonggao(t, "", args...)
			if diff := cmp.Diff(want, recordPaths(t, r.stdout)); diff != "" {
				t.Errorf("selected files (-want +got):\n%s", diff)
			}
		})
	}
	if r := gonggao(t, "", "extract", "--include", "[", dir); r.code != 2 || !strings.Contains(r.stderr, "bad pattern") {
		t.Errorf("bad pattern: exit %d, stderr %q", r.code, r.stderr)
	}
}

func TestShardUnion(t *testing.T) {
	docs := corpusDocs(t)
	// Given in reverse order: shards are taken from the sorted list.
	rev := slices.Clone(docs)
	slices.Reverse(rev)
	whole := gonggao(t, "", append([]string{"extract", "--format", "jsonl", "--workers", "2"}, docs...)...)
	var union []string
	seen := map[string]int{}
	for i := 0; i < 3; i++ {
		r := gonggao(t, "", append([]string{"extract", "--workers", "2", "--shard", fmt.Sprintf("%d/3", i)}, rev...)...)
		for _, p := range recordPaths(t, r.stdout) {
			seen[p]++
		}
		union = append(union, sortedLines(t, r.stdout)...)
	}
	sort.Strings(union)
	if diff := cmp.Diff(sortedLines(t, whole.stdout), union); diff != "" {
		t.Errorf("union of shards differs from the whole batch (-whole +union):\n%s", diff)
	}
	for p, n := range seen {
		if n != 1 {
			t.Errorf("%s is in %d shards", p, n)
		}
	}
	// More shards than inputs: the extra shards are empty, not errors.
	r := gonggao(t, "", "extract", "--shard", "5/6", seed)
	if r.code != 0 || r.stdout != "" {
		t.Errorf("empty shard: exit %d, stdout %q", r.code, r.stdout)
	}
	for _, bad := range []string{"3/3", "-1/2", "1", "a/b", "0/0"} {
		if r := gonggao(t, "", "extract", "--shard", bad, seed); r.code != 2 || !strings.Contains(r.stderr, "--shard") {
			t.Errorf("--shard %s: exit %d, stderr %q", bad, r.code, r.stderr)
		}
	}
}

// start runs the binary in the background with its standard output going
// to the file stdout (a file, not a pipe, so the test can watch it grow)
// and standard error into the returned buffer, to be read after Wait.
func start(t *testing.T, stdout string, args ...string) (*exec.Cmd, *bytes.Buffer) {
	t.Helper()
	cmd := exec.Command(binary, args...)
	f, err := os.Create(stdout)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	var errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = f, &errb
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	return cmd, &errb
}

// waitLines waits until path holds at least n newlines.
func waitLines(t *testing.T, path string, n int) {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for time.Now().Before(deadline) {
		b, _ := os.ReadFile(path)
		if bytes.Count(b, []byte("\n")) >= n {
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatalf("%s did not reach %d lines", path, n)
}

func exitCode(t *testing.T, err error) int {
	t.Helper()
	if err == nil {
		return 0
	}
	var ee *exec.ExitError
	if !errors.As(err, &ee) {
		t.Fatal(err)
	}
	return ee.ExitCode()
}

// TestResumeAfterInterrupt interrupts a run part-way with SIGINT, then
// finishes it with --resume: the final records are those of an
// uninterrupted run, with no partial line.
func TestResumeAfterInterrupt(t *testing.T) {
	dir := batchDir(t, 3)
	full := gonggao(t, "", "extract", "--workers", "2", dir)
	total := len(sortedLines(t, full.stdout))

	out := filepath.Join(t.TempDir(), "out.jsonl")
	cmd, errb := start(t, filepath.Join(t.TempDir(), "stdout"), "extract", "--workers", "1", "--resume", out, dir)
	waitLines(t, out, 3)
	if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	if code := exitCode(t, cmd.Wait()); code != ExitInterrupted {
		t.Fatalf("interrupted run: exit %d, stderr %s", code, errb)
	}
	if !strings.Contains(errb.String(), "gonggao: interrupted after ") {
		t.Errorf("stderr lacks the interrupted summary:\n%s", errb)
	}
	part, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	n := len(sortedLines(t, string(part)))
	if n < 3 || n >= total {
		t.Fatalf("interrupted run wrote %d of %d records", n, total)
	}

	// A run killed mid-write leaves a cut-off line: resume drops it.
	f, err := os.OpenFile(out, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString(`{"schema_version":1,"source":{"path":"`)
	f.Close()

	r := gonggao(t, "", "extract", "--workers", "2", "--resume", out, dir)
	if r.code != full.code {
		t.Errorf("resumed run: exit %d, uninterrupted %d; stderr %s", r.code, full.code, r.stderr)
	}
	if !strings.Contains(r.stderr, fmt.Sprintf(", %d already done;", n)) {
		t.Errorf("summary should count %d inputs already done:\n%s", n, r.stderr)
	}
	final, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(sortedLines(t, full.stdout), sortedLines(t, string(final))); diff != "" {
		t.Errorf("resumed output differs from an uninterrupted run (-full +resumed):\n%s", diff)
	}

	// Resuming a finished run adds nothing.
	r = gonggao(t, "", "extract", "--resume", out, dir)
	again, _ := os.ReadFile(out)
	if !bytes.Equal(again, final) || !strings.Contains(r.stderr, fmt.Sprintf("%d already done", total)) {
		t.Errorf("resuming a complete run changed it or redid inputs: %s", r.stderr)
	}
}

// TestInterruptOutputFile: an interrupted -o run leaves no file (and no
// temporary file) behind; standard output keeps whole records.
func TestInterruptOutputFile(t *testing.T) {
	dir := batchDir(t, 3)
	outDir := t.TempDir()
	out := filepath.Join(outDir, "out.jsonl")
	stdout := filepath.Join(t.TempDir(), "stdout")
	cmd, errb := start(t, stdout, "extract", "--workers", "1", "-o", out, dir)
	// The records go to a temporary file first; wait for one to exist.
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		if m, _ := filepath.Glob(filepath.Join(outDir, ".out.jsonl.*.tmp")); len(m) == 1 {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	time.Sleep(300 * time.Millisecond)
	cmd.Process.Signal(syscall.SIGTERM)
	if code := exitCode(t, cmd.Wait()); code != ExitInterrupted {
		t.Fatalf("exit %d, stderr %s", code, errb)
	}
	if entries, _ := os.ReadDir(outDir); len(entries) != 0 {
		t.Errorf("interrupted -o run left %v", entries)
	}
	if b, _ := os.ReadFile(stdout); len(b) != 0 {
		t.Errorf("-o run wrote to standard output: %q", b)
	}
	if !strings.Contains(errb.String(), out+" not written") {
		t.Errorf("stderr should say the output was not written:\n%s", errb)
	}

	// On standard output the whole records written so far stay.
	cmd, errb = start(t, stdout, "extract", "--workers", "1", dir)
	waitLines(t, stdout, 2)
	cmd.Process.Signal(syscall.SIGINT)
	if code := exitCode(t, cmd.Wait()); code != ExitInterrupted {
		t.Fatalf("exit %d, stderr %s", code, errb)
	}
	b, err := os.ReadFile(stdout)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(sortedLines(t, string(b))); n < 2 || n >= 3*len(corpusDocs(t)) {
		t.Errorf("interrupted run wrote %d records", n)
	}
	jsonLines(t, string(b)) // every line is whole JSON
}

func TestResumeFlags(t *testing.T) {
	dir := t.TempDir()
	out := writeFile(t, dir, "out.jsonl", []byte("{\"schema_version\":1,\"source\":{\"path\":\"a\",\"bytes\":1}}\nnot json\n"))
	if r := gonggao(t, "", "extract", "--resume", out, seed); r.code != 2 || !strings.Contains(r.stderr, out+":2: not a gonggao JSON Lines record") {
		t.Errorf("corrupt resume file: exit %d, stderr %q", r.code, r.stderr)
	}
	for _, args := range [][]string{
		{"extract", "--resume", out, "-o", filepath.Join(dir, "x"), seed},
		{"extract", "--resume", out, "--format", "csv", seed},
		{"extract", "--csv-bom", seed},
		{"extract", "--csv-table", "votes", seed},
		{"extract", "--format", "csv", "--csv-table", "ballots", seed},
		{"extract", "--progress", "sometimes", seed},
		{"extract", "--from", "-", "-"},
		{"extract", "--from", filepath.Join(dir, "no-list.txt")},
	} {
		r := gonggao(t, "", args...)
		if r.code != 2 || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 and one line", args, r.code, r.stderr)
		}
	}
}

// csvDocColumns reads the column names from the table in docs/batch.md
// marked "<!-- csv-columns -->" (the offerings) or "<!-- csv-columns NAME -->".
func csvDocColumns(t *testing.T, name ...string) []string {
	t.Helper()
	b, err := os.ReadFile("../../docs/batch.md")
	if err != nil {
		t.Fatal(err)
	}
	marker := "<!-- csv-columns -->"
	if len(name) > 0 {
		marker = "<!-- csv-columns " + name[0] + " -->"
	}
	_, sec, ok := strings.Cut(string(b), marker)
	if !ok {
		t.Fatalf("docs/batch.md has no %s table", marker)
	}
	sec, _, _ = strings.Cut(sec, "<!-- /csv-columns -->")
	var cols []string
	for _, m := range regexp.MustCompile("(?m)^\\| `([a-z0-9_]+)` \\|").FindAllStringSubmatch(sec, -1) {
		cols = append(cols, m[1])
	}
	return cols
}

func TestCSV(t *testing.T) {
	docs := corpusDocs(t)
	dir := t.TempDir()
	empty := writeFile(t, dir, "empty.txt", nil)
	inputs := append(slices.Clone(docs), empty)
	jr := gonggao(t, "", append([]string{"extract", "--workers", "2"}, inputs...)...)
	cr := gonggao(t, "", append([]string{"extract", "--workers", "2", "--format", "csv", "--csv-bom"}, inputs...)...)
	if cr.code != jr.code {
		t.Errorf("csv exit %d, jsonl exit %d", cr.code, jr.code)
	}
	if !strings.HasPrefix(cr.stdout, "\ufeffsource_path,") {
		t.Fatalf("--csv-bom output should start with a BOM and the header: %q", cr.stdout[:min(40, len(cr.stdout))])
	}
	rows, err := csv.NewReader(strings.NewReader(strings.TrimPrefix(cr.stdout, "\ufeff"))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	header := rows[0]
	if diff := cmp.Diff(csvDocColumns(t), header); diff != "" {
		t.Errorf("header differs from docs/batch.md (-doc +csv):\n%s", diff)
	}
	col := map[string]int{}
	for i, c := range header {
		col[c] = i
	}
	// One row per offering, in input and offering order, each carrying the
	// document's values; one row for the error record.
	var want [][]string
	for _, line := range strings.Split(strings.TrimSpace(jr.stdout), "\n") {
		var rec struct {
			Source struct {
				Path, SHA256 string
			}
			Error     string
			Offerings []json.RawMessage
		}
		if err := json.Unmarshal([]byte(line), &rec); err != nil {
			t.Fatal(err)
		}
		if rec.Error != "" {
			want = append(want, []string{rec.Source.Path, rec.Error, "", ""})
			continue
		}
		for _, raw := range rec.Offerings {
			var o struct {
				Market     string
				SharesMax  *struct{ Value string } `json:"shares_max"`
				AmountMax  *struct{ Value string } `json:"amount_max"`
				Conversion *struct {
					InitialPrice *struct{ Value string } `json:"initial_price"`
				}
			}
			json.Unmarshal(raw, &o)
			v := func(q *struct{ Value string }) string {
				if q == nil {
					return ""
				}
				return q.Value
			}
			price := ""
			if o.Conversion != nil {
				price = v(o.Conversion.InitialPrice)
			}
			want = append(want, []string{rec.Source.Path, o.Market, v(o.SharesMax), price + "|" + v(o.AmountMax)})
		}
	}
	var got [][]string
	for _, row := range rows[1:] {
		if row[col["error"]] != "" {
			got = append(got, []string{row[col["source_path"]], row[col["error"]], "", ""})
			continue
		}
		got = append(got, []string{row[col["source_path"]], row[col["market"]], row[col["shares_max"]], row[col["conversion_initial_price"]] + "|" + row[col["amount_max"]]})
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("CSV rows differ from the JSON records (-json +csv):\n%s", diff)
	}
	if len(got) <= len(docs)/2 {
		t.Errorf("only %d rows for %d documents", len(got), len(docs))
	}
}

// TestProgress forces the bar on a pipe and checks it ends cleared, with
// the summary after it.
func TestProgress(t *testing.T) {
	docs := corpusDocs(t)[:4]
	r := gonggao(t, "", append([]string{"extract", "--progress", "always"}, docs...)...)
	if r.code != 0 || !strings.Contains(r.stderr, "files") {
		t.Errorf("exit %d, stderr %q", r.code, r.stderr)
	}
	r = gonggao(t, "", append([]string{"extract", "--summary", "never"}, docs...)...)
	if r.stderr != "" {
		t.Errorf("--summary never: stderr %q", r.stderr)
	}
	r = gonggao(t, "", "extract", "--summary", "always", seed)
	if !strings.HasPrefix(r.stderr, "gonggao: 1 file: 1 ok, 0 failed") {
		t.Errorf("--summary always: stderr %q", r.stderr)
	}
}

func TestParseShard(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want shard
		ok   bool
	}{
		{"0/1", shard{0, 1}, true},
		{"3/8", shard{3, 8}, true},
		{" 2 / 4 ", shard{2, 4}, true},
		{"4/4", shard{}, false},
		{"-1/4", shard{}, false},
		{"1/0", shard{}, false},
		{"1", shard{}, false},
		{"x/2", shard{}, false},
	} {
		t.Run(tc.in, func(t *testing.T) {
			got, err := parseShard(tc.in)
			if (err == nil) != tc.ok {
				t.Fatalf("error %v, want ok=%v", err, tc.ok)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Error(diff)
			}
		})
	}
}

func TestSelection(t *testing.T) {
	for _, tc := range []struct {
		name string
		sel  selection
		rel  string
		want bool
	}{
		{"default text", selection{}, "a/b.txt", true},
		{"default upper-case pdf", selection{}, "B.PDF", true},
		{"default other", selection{}, "notes.md", false},
		{"include base", selection{include: []string{"*.md"}}, "x/notes.md", true},
		{"include path", selection{include: []string{"2014/*.pdf"}}, "2014/a.pdf", true},
		{"include path other dir", selection{include: []string{"2014/*.pdf"}}, "2015/a.pdf", false},
		{"star stays in one segment", selection{include: []string{"*.pdf"}}, "2014/a.pdf", true},
		{"exclude base", selection{exclude: []string{"~*"}}, "a/~lock.txt", false},
		{"exclude path", selection{exclude: []string{"drafts/*"}}, "drafts/a.txt", false},
		{"exclude nested not matched by one star", selection{exclude: []string{"drafts/*"}}, "drafts/x/a.txt", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.sel.takes(tc.rel); got != tc.want {
				t.Errorf("takes(%q) = %v, want %v", tc.rel, got, tc.want)
			}
		})
	}
}

func TestReadResume(t *testing.T) {
	dir := t.TempDir()
	whole := `{"schema_version":1,"source":{"path":"a.txt","sha256":"aa","bytes":2}}` + "\n" +
		`{"schema_version":1,"source":{"path":"gone.txt","bytes":0},"error":"gone.txt: no such file or directory"}` + "\n"
	p := writeFile(t, dir, "out.jsonl", []byte(whole+`{"schema_version":1,"sou`))
	done, keep, err := readResume(p)
	if err != nil {
		t.Fatal(err)
	}
	if keep != int64(len(whole)) {
		t.Errorf("keep %d, want %d (the complete lines)", keep, len(whole))
	}
	for _, tc := range []struct {
		sha, path string
		want      bool
	}{
		{"aa", "a.txt", true},
		{"aa", "copy-of-a.txt", false},
		{"bb", "a.txt", false},
		{"", "gone.txt", true},
		{"", "a.txt", false},
	} {
		if got := done.has(tc.sha, tc.path); got != tc.want {
			t.Errorf("has(%q, %q) = %v, want %v", tc.sha, tc.path, got, tc.want)
		}
	}
	done, keep, err = readResume(filepath.Join(dir, "new.jsonl"))
	if err != nil || keep != 0 || len(done) != 0 {
		t.Errorf("missing file: %v %d %v", done, keep, err)
	}
}

func TestRunPool(t *testing.T) {
	square := func(i int) int { return i * i }
	for _, ordered := range []bool{true, false} {
		t.Run(fmt.Sprintf("ordered=%v", ordered), func(t *testing.T) {
			var got []int
			err := runPool(context.Background(), 500, 4, ordered, square, func(i, r int) error {
				if r != i*i {
					t.Errorf("item %d got %d", i, r)
				}
				got = append(got, i)
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if ordered && !sort.IntsAreSorted(got) {
				t.Error("ordered run emitted out of order")
			}
			sort.Ints(got)
			for i, v := range got {
				if v != i {
					t.Fatalf("item %d missing or repeated", i)
				}
			}
		})
	}
	t.Run("emit error stops", func(t *testing.T) {
		n := 0
		err := runPool(context.Background(), 1000, 4, true, square, func(i, r int) error {
			n++
			if i == 10 {
				return fmt.Errorf("disk full")
			}
			return nil
		})
		if err == nil || err.Error() != "disk full" || n != 11 {
			t.Errorf("err %v after %d emits", err, n)
		}
	})
	t.Run("cancel stops", func(t *testing.T) {
		ctx, cancel := context.WithCancel(context.Background())
		n := 0
		err := runPool(ctx, 1000, 4, false, square, func(i, r int) error {
			n++
			if n == 20 {
				cancel()
			}
			return nil
		})
		if err != context.Canceled || n != 20 {
			t.Errorf("err %v after %d emits", err, n)
		}
	})
}

// TestSlurmArrayScript runs docs/slurm-array.sh as two array tasks would:
// the part files together hold one record per input.
func TestSlurmArrayScript(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash")
	}
	dir := batchDir(t, 1)
	out := t.TempDir()
	for i := 0; i < 2; i++ {
		cmd := exec.Command("bash", "../../docs/slurm-array.sh", dir, out)
		cmd.Env = append(os.Environ(),
			"PATH="+filepath.Dir(binary)+string(os.PathListSeparator)+os.Getenv("PATH"),
			"SLURM_ARRAY_TASK_COUNT=2", fmt.Sprintf("SLURM_ARRAY_TASK_ID=%d", i), "SLURM_CPUS_PER_TASK=2")
		if b, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("task %d: %v\n%s", i, err, b)
		}
	}
	whole := gonggao(t, "", "extract", "--workers", "2", dir)
	var parts []string
	for i := 0; i < 2; i++ {
		b, err := os.ReadFile(filepath.Join(out, fmt.Sprintf("part-%d.jsonl", i)))
		if err != nil {
			t.Fatal(err)
		}
		parts = append(parts, sortedLines(t, string(b))...)
	}
	sort.Strings(parts)
	if diff := cmp.Diff(sortedLines(t, whole.stdout), parts); diff != "" {
		t.Errorf("part files differ from the whole batch (-whole +parts):\n%s", diff)
	}
}

// TestCSVVotesAndPayments writes the votes and payments tables over a
// board resolution, shareholders' meetings (sentences, the template's
// tables, cumulative voting) and dividend payments, and holds their
// headers against docs/batch.md and their cells against the JSON records.
func TestCSVVotesAndPayments(t *testing.T) {
	var inputs []string
	for _, d := range corpusDocs(t) {
		if strings.HasPrefix(filepath.Base(d), "002_") && strings.HasSuffix(d, ".txt") {
			inputs = append(inputs, d)
		}
	}
	meetings, _ := filepath.Glob("../../extract/internal/testdoc/testdata/header/shareholders_meeting*.txt")
	payments, _ := filepath.Glob("../../extract/payment/testdata/payment/*.txt")
	inputs = append(append(inputs, meetings...), payments...)
	// A contract announcement that reports the board's tally without
	// naming the proposal: the meeting's tally is a row of its own.
	inputs = append(inputs, "../../extract/meeting/testdata/real/fddc_60237.html")
	if len(inputs) < 6 {
		t.Fatalf("only %d inputs", len(inputs))
	}
	jr := gonggao(t, "", append([]string{"extract", "--workers", "2"}, inputs...)...)
	type record struct {
		Source       struct{ Path string }
		Announcement struct{ Kind string }
		Meeting      *struct {
			Votes *struct {
				Unit string
				For  int
			}
		}
		Resolutions []struct {
			Seq   int
			Title string
			Votes *struct {
				Unit     string
				For      int
				ForRatio *struct{ Value string } `json:"for_ratio"`
			}
			Items []struct {
				Seq   int
				Title string
				Votes *struct{ For int }
			}
			Candidates []struct {
				Seq, Name string
				Votes     int
				Elected   *bool
			}
			ClassVotes []struct {
				Class string
				Votes struct {
					Unit     string
					For      int
					ForRatio *struct{ Value string } `json:"for_ratio"`
				}
			} `json:"class_votes"`
			MinorityVotes *struct {
				Unit     string
				For      int
				ForRatio *struct{ Value string } `json:"for_ratio"`
			} `json:"minority_votes"`
		}
		DividendPayment *struct {
			RecordDate string `json:"record_date"`
			Total      *struct{ Value string }
		} `json:"dividend_payment"`
	}
	var recs []record
	for _, line := range strings.Split(strings.TrimSpace(jr.stdout), "\n") {
		var r record
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatal(err)
		}
		recs = append(recs, r)
	}
	read := func(table string) (map[string]int, [][]string) {
		cr := gonggao(t, "", append([]string{"extract", "--workers", "2", "--format", "csv", "--csv-table", table}, inputs...)...)
		rows, err := csv.NewReader(strings.NewReader(cr.stdout)).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(csvDocColumns(t, table), rows[0]); diff != "" {
			t.Errorf("%s header differs from docs/batch.md (-doc +csv):\n%s", table, diff)
		}
		col := map[string]int{}
		for i, c := range rows[0] {
			col[c] = i
		}
		return col, rows[1:]
	}

	// Votes: path | resolution | item | candidate | votes_of | title | unit | for | for_ratio.
	var want, got []string
	meetingRows, classRows := 0, 0
	for _, r := range recs {
		if m := r.Meeting; m != nil && m.Votes != nil {
			meetingRows++
			want = append(want, strings.Join([]string{r.Source.Path, "", "", "", "", "", m.Votes.Unit, fmt.Sprint(m.Votes.For), ""}, "|"))
		}
		for _, res := range r.Resolutions {
			unit, forv, ratio := "", "", ""
			if v := res.Votes; v != nil {
				unit, forv = v.Unit, fmt.Sprint(v.For)
				if v.ForRatio != nil {
					ratio = v.ForRatio.Value
				}
			}
			want = append(want, strings.Join([]string{r.Source.Path, fmt.Sprint(res.Seq), "", "", "", res.Title, unit, forv, ratio}, "|"))
			for _, cv := range res.ClassVotes {
				classRows++
				ratio := ""
				if cv.Votes.ForRatio != nil {
					ratio = cv.Votes.ForRatio.Value
				}
				want = append(want, strings.Join([]string{r.Source.Path, fmt.Sprint(res.Seq), "", "", cv.Class, res.Title, cv.Votes.Unit, fmt.Sprint(cv.Votes.For), ratio}, "|"))
			}
			if m := res.MinorityVotes; m != nil {
				ratio := ""
				if m.ForRatio != nil {
					ratio = m.ForRatio.Value
				}
				want = append(want, strings.Join([]string{r.Source.Path, fmt.Sprint(res.Seq), "", "", "minority", res.Title, m.Unit, fmt.Sprint(m.For), ratio}, "|"))
			}
			for _, it := range res.Items {
				forv := ""
				if it.Votes != nil {
					forv = fmt.Sprint(it.Votes.For)
				}
				want = append(want, strings.Join([]string{r.Source.Path, fmt.Sprint(res.Seq), fmt.Sprint(it.Seq), "", "", it.Title, "", forv, ""}, "|"))
			}
			for _, c := range res.Candidates {
				want = append(want, strings.Join([]string{r.Source.Path, fmt.Sprint(res.Seq), "", c.Seq, "", c.Name, "shares", fmt.Sprint(c.Votes), "?"}, "|"))
			}
		}
	}
	col, rows := read("votes")
	for _, row := range rows {
		ratio := row[col["for_ratio"]]
		if row[col["candidate_seq"]] != "" {
			ratio = "?" // a candidate's ratio, not in the record struct above
		}
		got = append(got, strings.Join([]string{row[col["source_path"]], row[col["resolution_seq"]], row[col["item_seq"]], row[col["candidate_seq"]],
			row[col["votes_of"]], row[col["title"]], row[col["unit"]], row[col["for"]], ratio}, "|"))
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("votes rows differ from the JSON records (-json +csv):\n%s", diff)
	}
	var candidates, shares int
	for _, g := range got {
		if strings.Contains(g, "|shares|") {
			shares++
		}
		if strings.HasSuffix(g, "|?") {
			candidates++
		}
	}
	if candidates < 3 || shares < 6 || meetingRows != 1 || classRows < 4 {
		t.Errorf("%d candidate rows, %d rows in shares, %d of classes and %d meeting tallies: the inputs were not read", candidates, shares, classRows, meetingRows)
	}

	// Payments: one row per payment announcement.
	want, got = nil, nil
	for _, r := range recs {
		if p := r.DividendPayment; p != nil {
			total := ""
			if p.Total != nil {
				total = p.Total.Value
			}
			want = append(want, r.Source.Path+"|"+p.RecordDate+"|"+total)
		}
	}
	col, rows = read("payments")
	for _, row := range rows {
		got = append(got, row[col["source_path"]]+"|"+row[col["record_date"]]+"|"+row[col["total"]])
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("payments rows differ from the JSON records (-json +csv):\n%s", diff)
	}
	if len(got) != len(payments) {
		t.Errorf("%d payment rows for %d payment announcements", len(got), len(payments))
	}
}

// TestCSVBonds writes the bonds table over real and constructed
// convertible-bond announcements and holds its header against
// docs/batch.md and its cells against the JSON records.
func TestCSVBonds(t *testing.T) {
	real, _ := filepath.Glob("../../corpus/real/convertible/*.txt")
	fixtures, _ := filepath.Glob("../../extract/capital/testdata/convertible/*.txt")
	inputs := append(real, fixtures...)
	if len(inputs) < 10 {
		t.Fatalf("only %d inputs", len(inputs))
	}
	cr := gonggao(t, "", append([]string{"extract", "--workers", "2", "--format", "csv", "--csv-table", "bonds"}, inputs...)...)
	rows, err := csv.NewReader(strings.NewReader(cr.stdout)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(csvDocColumns(t, "bonds"), rows[0]); diff != "" {
		t.Errorf("header differs from docs/batch.md (-doc +csv):\n%s", diff)
	}
	col := map[string]int{}
	for i, c := range rows[0] {
		col[c] = i
	}
	jr := gonggao(t, "", append([]string{"extract", "--workers", "2"}, inputs...)...)
	type record struct {
		Source    struct{ Path string }
		Offerings []struct {
			TermYears *int `json:"term_years"`
		}
		Adjustment *struct {
			After struct{ Value string }
		} `json:"conversion_price_adjustment"`
	}
	byPath := map[string]record{}
	for _, ln := range strings.Split(strings.TrimSpace(jr.stdout), "\n") {
		var r record
		if err := json.Unmarshal([]byte(ln), &r); err != nil {
			t.Fatal(err)
		}
		byPath[r.Source.Path] = r
	}
	// One row for each announcement with a bond or an adjustment; a notice
	// that restates no term (民生银行's conversion stop, 2014) has none.
	bonds := 0
	for _, r := range byPath {
		if len(r.Offerings) > 0 || r.Adjustment != nil {
			bonds++
		}
	}
	if len(rows)-1 != bonds || bonds < len(inputs)-2 {
		t.Errorf("%d rows for %d bond announcements of %d inputs", len(rows)-1, bonds, len(inputs))
	}
	for _, row := range rows[1:] {
		r := byPath[row[col["source_path"]]]
		var after, term string
		if r.Adjustment != nil {
			after = r.Adjustment.After.Value
		}
		if len(r.Offerings) > 0 && r.Offerings[0].TermYears != nil {
			term = strconv.Itoa(*r.Offerings[0].TermYears)
		}
		if row[col["adjustment_after"]] != after || row[col["term_years"]] != term {
			t.Errorf("%s: csv after %q term %q, json %q %q", r.Source.Path, row[col["adjustment_after"]], row[col["term_years"]], after, term)
		}
	}
}
