package report

import (
	"os"
	"strings"
	"testing"

	"github.com/gonggao/gonggao/extract/read"
	"github.com/gonggao/gonggao/pipeline"
)

// TestContractsPage renders the review page of a real bid award in two
// lots (corpus/real/contracts/20551698.html): each lot's evidence and
// amount is a highlighted row, and the check of the lots against the total
// the announcement states is in the checks table.
func TestContractsPage(t *testing.T) {
	const path = "../../../../corpus/real/contracts/20551698.html"
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	d, err := read.Read(path, raw, read.ReadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	doc := pipeline.ProcessDoc(d, pipeline.Source(path, raw), pipeline.Options{})
	if len(doc.Contracts) != 2 {
		t.Fatalf("%d contracts, want the two lots", len(doc.Contracts))
	}
	page, err := Render(d, doc)
	if err != nil {
		t.Fatal(err)
	}
	s := string(page)
	for _, want := range []string{
		"/contracts/0/amount", "/contracts/1/amount", "/contracts/0/evidence/employer", "/contracts/1/evidence/lot",
		"/contracts_total", "contract.total", "T=A1&#43;A2",
	} {
		if !strings.Contains(s, want) {
			t.Errorf("page lacks %q", want)
		}
	}
	// Each contract field with a text is highlighted over that text.
	src := sourceHTML(t, page)
	n := 0
	for _, f := range pageFields(t, d, doc) {
		if !strings.HasPrefix(f.path, "/contracts") || !f.hasText {
			continue
		}
		n++
		// The page shows the folded text layer, which drops the single
		// spaces the conversion put beside Chinese characters.
		if got := markText(src, f.path); strings.Join(strings.Fields(got), "") != strings.Join(strings.Fields(f.text), "") {
			t.Errorf("%s: highlighted %q, want %q", f.path, got, f.text)
		}
	}
	if n < 8 {
		t.Errorf("only %d contract fields highlighted", n)
	}
}
