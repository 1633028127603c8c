package meeting

import (
	"os"
	"testing"

	"github.com/gonggao/gonggao/internal/perturb"
)

// classVotesBreaks are the rewritings of internal/perturb under which the
// template's tables lose their tallies by class (the rows run into one
// line: no row is a row); the list may only shrink.
var classVotesBreaks = map[string]bool{"lines-run-together": true}

// TestClassVotesPerturbed: under every artefact of real filings
// (internal/perturb.All) the tallies by class of shares of the template's
// tables (shareholders_meeting_table.txt) read as on the clean page, but
// for the rewritings of classVotesBreaks, under which a resolution may lose
// its classes, never gain other figures.
func TestClassVotesPerturbed(t *testing.T) {
	raw, err := os.ReadFile("../internal/testdoc/testdata/header/shareholders_meeting_table.txt")
	if err != nil {
		t.Fatal(err)
	}
	clean := map[string]string{} // title → classes
	for _, r := range extractText("t.txt", string(raw)).Resolutions {
		clean[r.Title] = classVotesOf(r)
	}
	if len(clean) != 2 || clean["2014年度董事会工作报告"] == "" {
		t.Fatalf("clean: %q", clean)
	}
	for _, p := range perturb.All {
		kept := 0
		for _, r := range extractText("t.txt", p.Apply(string(raw))).Resolutions {
			got := classVotesOf(r)
			if got == "" {
				continue
			}
			title := r.Title
			if p.Printed {
				title = perturb.Simplified(title)
			}
			if want, ok := clean[title]; !ok || got != want {
				t.Errorf("%s: resolution %q: class_votes %q, want %q", p.Name, r.Title, got, want)
				continue
			}
			kept++
		}
		switch {
		case kept < len(clean) && !classVotesBreaks[p.Name]:
			t.Errorf("%s: %d of %d resolutions keep their classes", p.Name, kept, len(clean))
		case kept == len(clean) && classVotesBreaks[p.Name]:
			t.Errorf("%s: reads the same now; take it off classVotesBreaks", p.Name)
		}
	}
}
