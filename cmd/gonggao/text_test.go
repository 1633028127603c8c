package main

import (
	"os/exec"
	"strings"
	"testing"
)

func TestText(t *testing.T) {
	r := gonggao(t, "", "text", "--pages", "../../corpus/004_f0290f1b02f6b466.chromium.pdf")
	if r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	if !strings.HasPrefix(r.stdout, "--- page 1 ---\n") || !strings.Contains(r.stdout, "\f--- page 2 ---\n") {
		t.Errorf("pages not marked:\n%.300s", r.stdout)
	}
	// The sentence the page break split in the filing reads whole, without
	// the page number.
	if !strings.Contains(r.stdout, "收到请求后5日内") || strings.Contains(r.stdout, "- 7 -") {
		t.Error("page furniture left in the text layer")
	}

	raw := gonggao(t, "", "text", "--raw", "../../corpus/001_bfdae5a8f63b378f.txt")
	folded := gonggao(t, "", "text", "../../corpus/001_bfdae5a8f63b378f.txt")
	if !strings.Contains(raw.stdout, "临2014-028") || !strings.Contains(raw.stdout, "（下转18版）") && !strings.Contains(raw.stdout, "(2014年12月12日)") {
		t.Errorf("--raw should keep the text as written")
	}
	if !strings.Contains(raw.stdout, "维姆(科克") || !strings.Contains(folded.stdout, "维姆·科克") {
		t.Error("--raw keeps the bracket, the normalised text reads the middle dot")
	}

	tab := gonggao(t, "", "text", "--tables", "../../corpus/003_62c1a5d2d0aeecb4.txt")
	if !strings.Contains(tab.stdout, "--- table 1: ") || !strings.Contains(tab.stdout, "现金分红的数额(百万元)(含税) | 8,764 | 7,240 | 3,991") {
		t.Errorf("tables not printed as grids:\n%s", tab.stdout[strings.Index(tab.stdout, "--- table"):])
	}
}

func TestTextPDFEngine(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext not installed")
	}
	r := gonggao(t, "", "text", "--pdf-engine", "pdftotext", "../../corpus/001_bfdae5a8f63b378f.libreoffice.pdf")
	if r.code != 0 || !strings.Contains(r.stdout, "中国建设银行股份有限公司") {
		t.Errorf("pdftotext engine: exit %d, %s", r.code, r.stderr)
	}
}

func TestTextErrors(t *testing.T) {
	if r := gonggao(t, "", "text", "--pdf-engine", "mupdf", "x.pdf"); r.code != 2 {
		t.Errorf("bad engine: exit %d", r.code)
	}
	if r := gonggao(t, "", "text", "no/such.pdf"); r.code != 2 || !strings.Contains(r.stderr, "no/such.pdf: no such file") {
		t.Errorf("missing file: exit %d, %q", r.code, r.stderr)
	}
	if r := gonggao(t, "", "text", "../../corpus/bad/truncated.pdf"); r.code != 1 || !strings.HasPrefix(r.stderr, "gonggao: ../../corpus/bad/truncated.pdf") {
		t.Errorf("corrupt PDF: exit %d, %q", r.code, r.stderr)
	}
}
