package main

import (
	"strings"
	"testing"
)

// seedFacts are facts about the seed 001 as its header reads (股票代码：
// 601939, 中国建设银行股份有限公司, 临2014-028, 2014年12月12日, 董事会会议
// 决议公告), the kind wrong on purpose.
const seedFacts = `{"documents": [{"source": "001", "sha256": "d86da3ea1856357929c162919db2478334a9759244b78ea10b36e20c6cb5ac36", "facts": [
 {"path": "announcement.company", "want": "中国建设银行股份有限公司"},
 {"path": "announcement.number", "want": "临2014-028"},
 {"path": "announcement.date", "want": "2014-12-12"},
 {"path": "announcement.stock_codes[market=A].code", "want": "601939"},
 {"path": "announcement.kind", "want": "shareholders_resolution"}
]}]}`

func fields(out string) map[string]string {
	m := map[string]string{}
	for _, ln := range strings.Split(out, "\n") {
		f := strings.Fields(ln)
		if len(f) > 1 {
			m[f[0]] = strings.Join(f[1:], " ")
		}
	}
	return m
}

func TestEval(t *testing.T) {
	dir := t.TempDir()
	labels := writeFile(t, dir, "facts.json", []byte(seedFacts))
	r := gonggao(t, "", "eval", "--labels", labels, "--misses", seed)
	if r.code != 1 {
		t.Fatalf("a label that does not hold: exit %d, want 1\n%s%s", r.code, r.stdout, r.stderr)
	}
	got := fields(r.stdout)
	for name, want := range map[string]string{
		"announcement.company":          "1 1 1 100.0% 100.0% 1/1",
		"announcement.number":           "1 1 1 100.0% 100.0% 1/1",
		"announcement.stock_codes.code": "1 1 1 100.0% 100.0% 1/1",
		"announcement.kind":             "1 1 0 0.0% 0.0% 0/1",
	} {
		if got[name] != want {
			t.Errorf("%s: %q, want %q\n%s", name, got[name], want, r.stdout)
		}
	}
	if !strings.Contains(r.stdout, `001: announcement.kind eq "shareholders_resolution", got "board_resolution"`) {
		t.Errorf("--misses should name the wrong kind:\n%s", r.stdout)
	}

	// The same figures from records written by extract.
	ex := gonggao(t, "", "extract", "--format", "jsonl", seed)
	out := writeFile(t, dir, "out.jsonl", []byte(ex.stdout))
	r2 := gonggao(t, "", "eval", "--labels", labels, "--records", out)
	if r2.code != 1 || r2.stdout+"001: announcement.kind eq \"shareholders_resolution\", got \"board_resolution\"\n" != r.stdout {
		t.Errorf("--records: exit %d\n%s\nwant\n%s", r2.code, r2.stdout, r.stdout)
	}
}

func TestEvalUsage(t *testing.T) {
	dir := t.TempDir()
	labels := writeFile(t, dir, "facts.json", []byte(seedFacts))
	for _, args := range [][]string{
		{"eval", seed},
		{"eval", "--labels", labels},
		{"eval", "--labels", labels, "--labels-format", "nope", seed},
		{"eval", "--labels", labels, "--records", "x.jsonl", seed},
	} {
		if r := gonggao(t, "", args...); r.code != 2 || r.stderr == "" {
			t.Errorf("%v: exit %d, stderr %q; want 2 and a message", args, r.code, r.stderr)
		}
	}
	if r := gonggao(t, "", "eval", "--labels", dir+"/missing.json", seed); r.code != 2 {
		t.Errorf("missing labels file: exit %d, want 2", r.code)
	}
}
