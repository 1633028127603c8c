package report

import (
	"bytes"
	"encoding/json"
	"html"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/corpus"
	"github.com/gonggao/gonggao/extract/read"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/pipeline"
	"github.com/gonggao/gonggao/schema"
)

// corpusCase is one corpus document's review page.
type corpusCase struct {
	file     string
	page     []byte
	withText int // fields with both a text and a span the page can show
}

func corpusCases(t *testing.T) []corpusCase {
	t.Helper()
	es, err := corpus.Entries()
	if err != nil {
		t.Fatal(err)
	}
	var out []corpusCase
	for _, e := range es {
		raw, err := corpus.ReadFile(e.File)
		if err != nil {
			t.Fatal(err)
		}
		path := "corpus/" + e.File
		d, err := read.Read(path, raw, read.ReadOptions{})
		if err != nil {
			t.Fatalf("%s: %v", e.File, err)
		}
		doc := pipeline.ProcessDoc(d, pipeline.Source(path, raw), pipeline.Options{})
		page, err := Render(d, doc)
		if err != nil {
			t.Fatalf("%s: %v", e.File, err)
		}
		n := 0
		for _, p := range pageFields(t, d, doc) {
			if p.hasText {
				n++
			}
		}
		out = append(out, corpusCase{file: e.File, page: page, withText: n})
	}
	return out
}

// pageFields returns the fields of doc whose span lands in the page's text.
func pageFields(t *testing.T, d *normalize.Doc, doc *schema.Document) []field {
	t.Helper()
	js, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	root, err := decode(js)
	if err != nil {
		t.Fatal(err)
	}
	l := newLayer(d)
	var out []field
	for _, f := range collect(root) {
		if _, _, ok := l.span(f.start, f.end); ok {
			out = append(out, f)
		}
	}
	return out
}

// doc builds a text document the way the pipeline reads one.
func textDoc(t *testing.T, text string) *normalize.Doc {
	t.Helper()
	d, err := read.Read("a.txt", []byte(text), read.ReadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func qty(text, value string, start, end int) *schema.Quantity {
	return &schema.Quantity{Value: value, Unit: schema.UnitCNY, Bound: schema.BoundLe, Text: text, Span: schema.Span{start, end}}
}

func TestRenderNesting(t *testing.T) {
	// 本次发行优先股募集资金总额不超过人民币600亿元（含）。
	text := "本次发行优先股募集资金总额不超过人民币600亿元（含）。\n"
	d := textDoc(t, text)
	outer := "不超过人民币600亿元（含）"
	inner := "600亿元"
	cross := "人民币600亿元（含）。" // shares bytes with outer but ends after it
	os, is, cs := strings.Index(text, outer), strings.Index(text, inner), strings.Index(text, cross)
	out := &schema.Document{
		Source: pipeline.Source("a.txt", []byte(text)),
		Offerings: []schema.Offering{{
			AmountMax: qty(outer, "60000000000", os, os+len(outer)),
			SharesMax: qty(inner, "60000000000", is, is+len(inner)),
			ParValue:  qty(cross, "60000000000", cs, cs+len(cross)),
		}},
	}
	page, err := Render(d, out)
	if err != nil {
		t.Fatal(err)
	}
	src := sourceHTML(t, page)
	// Well nested: as many closing tags as opening ones, never more closed
	// than opened at any point.
	depth := 0
	for i := 0; i < len(src); i++ {
		switch {
		case strings.HasPrefix(src[i:], "<mark "):
			depth++
		case strings.HasPrefix(src[i:], "</mark>"):
			depth--
			if depth < 0 {
				t.Fatalf("</mark> closes nothing at %d: %s", i, src)
			}
		}
	}
	if depth != 0 {
		t.Fatalf("%d marks left open: %s", depth, src)
	}
	// Each field's pieces, in order, give back its text.
	for _, f := range []struct{ path, text string }{
		{"/offerings/0/amount_max", outer}, {"/offerings/0/shares_max", inner}, {"/offerings/0/par_value", cross},
	} {
		if got := markText(src, f.path); got != f.text {
			t.Errorf("%s: highlighted %q, want %q", f.path, got, f.text)
		}
	}
	// The crossing mark is split into two pieces, the second marked as a
	// continuation without an id.
	if n := strings.Count(src, `data-field="/offerings/0/par_value"`); n != 2 {
		t.Errorf("par_value in %d pieces, want 2: %s", n, src)
	}
	again, _ := Render(d, out)
	if !bytes.Equal(page, again) {
		t.Error("two renderings differ")
	}
}

func TestRenderEscapes(t *testing.T) {
	text := "<script>alert(1)</script> 公告编号：临2014-028 & \"x\"\n"
	d := textDoc(t, text)
	num := "临2014-028"
	at := strings.Index(text, num)
	out := &schema.Document{
		Source:       pipeline.Source("a.txt", []byte(text)),
		Announcement: &schema.Announcement{Kind: schema.KindOther, Number: num, Title: "<b>标题</b>", Evidence: map[string]schema.Ref{"number": {Text: num, Span: schema.Span{at, at + len(num)}}}},
	}
	page, err := Render(d, out)
	if err != nil {
		t.Fatal(err)
	}
	s := string(page)
	for _, bad := range []string{"<script>alert", "<b>标题", `"x"</div>`} {
		if strings.Contains(s, bad) {
			t.Errorf("page holds unescaped %q", bad)
		}
	}
	if !strings.Contains(s, "&lt;script&gt;alert(1)&lt;/script&gt;") {
		t.Error("source text not escaped")
	}
	if got := markText(sourceHTML(t, page), "/announcement/evidence/number"); got != num {
		t.Errorf("evidence highlight %q, want %q", got, num)
	}
}

// TestSelfContained checks that no corpus page refers to anything outside
// itself.
func TestSelfContained(t *testing.T) {
	ref := regexp.MustCompile(`(?i)(src|href)\s*=\s*"([^"#][^"]*)"|url\(|@import|<link|https?://[^\s"<]*\.(js|css|woff2?|ttf|png)`)
	for _, c := range corpusCases(t) {
		if m := ref.Find(c.page); m != nil {
			t.Errorf("%s: external reference %q", c.file, m)
		}
	}
}

func TestDiffHTML(t *testing.T) {
	// 章程修订对照表: 关联交易控制委员会 → 社会责任与关联交易委员会
	row := schema.AmendmentRow{
		OldText: "董事会下设关联交易控制委员会。",
		NewText: "董事会下设社会责任与关联交易委员会。",
		Diff: []schema.DiffOp{
			{Op: "equal", Text: "董事会下设"},
			{Op: "insert", Text: "社会责任与"},
			{Op: "equal", Text: "关联交易"},
			{Op: "replace", Old: "控制", Text: ""},
			{Op: "delete", Text: "<x>"},
			{Op: "equal", Text: "委员会。"},
		},
	}
	old, nw := diffHTML(row)
	if diff := cmp.Diff("董事会下设关联交易<del>控制</del><del>&lt;x&gt;</del>委员会。", string(old)); diff != "" {
		t.Errorf("old side (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff("董事会下设<ins>社会责任与</ins>关联交易委员会。", string(nw)); diff != "" {
		t.Errorf("new side (-want +got):\n%s", diff)
	}
}

func TestChecksFailuresFirst(t *testing.T) {
	cs := []schema.Check{{ID: "a", Status: schema.StatusPass}, {ID: "b", Status: schema.StatusUnverifiable}, {ID: "c", Status: schema.StatusFail}, {ID: "d", Status: schema.StatusPass}, {ID: "e", Status: schema.StatusFail}}
	var got []string
	for _, r := range checkRows(cs, nil, nil) {
		got = append(got, r.ID)
	}
	if diff := cmp.Diff([]string{"c", "e", "b", "a", "d"}, got); diff != "" {
		t.Errorf("order (-want +got):\n%s", diff)
	}
}

func TestCorpusDeterministic(t *testing.T) {
	a, b := corpusCases(t), corpusCases(t)
	for i := range a {
		if !bytes.Equal(a[i].page, b[i].page) {
			t.Errorf("%s: two renderings differ", a[i].file)
		}
	}
}

// sourceHTML returns the inside of the page's #source element.
func sourceHTML(t *testing.T, page []byte) string {
	t.Helper()
	s := string(page)
	i := strings.Index(s, `<div id="source">`)
	j := strings.Index(s, "</section>")
	if i < 0 || j < i {
		t.Fatal("no #source in the page")
	}
	return strings.TrimSuffix(strings.TrimSpace(s[i+len(`<div id="source">`):j]), "</div>")
}

var tagOrText = regexp.MustCompile(`<mark [^>]*data-field="([^"]*)"[^>]*>|</mark>|<[^>]*>|[^<]+`)

// markText returns the text inside every piece of the mark for path.
func markText(src, path string) string {
	var stack []string
	var b strings.Builder
	for _, m := range tagOrText.FindAllStringSubmatch(src, -1) {
		switch {
		case strings.HasPrefix(m[0], "<mark "):
			stack = append(stack, m[1])
		case m[0] == "</mark>":
			stack = stack[:len(stack)-1]
		case strings.HasPrefix(m[0], "<"):
		default:
			for _, p := range stack {
				if p == path {
					b.WriteString(html.UnescapeString(m[0]))
					break
				}
			}
		}
	}
	return b.String()
}
