package meeting

import (
	"os"
	"testing"

	"github.com/gonggao/gonggao/internal/perturb"
)

// TestClassVotesPerturbedNeverWrong: under every artefact of real filings
// (internal/perturb.All) the tallies by class of shares of the template's
// tables (shareholders_meeting_table.txt) read as on the clean page or not
// at all: a resolution may lose its classes with its table's layout (the
// hard wraps and run-together lines the table's rows do not survive yet),
// never gain other figures.
func TestClassVotesPerturbedNeverWrong(t *testing.T) {
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
	kept := 0
	for _, p := range perturb.All {
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
				t.Errorf("%s: resolution %q: class_votes %q, want %q or none", p.Name, r.Title, got, want)
			}
			kept++
		}
	}
	if kept < len(perturb.All) {
		t.Errorf("only %d resolutions kept their classes over %d rewritings", kept, len(perturb.All))
	}
}
