package meeting

import (
	"fmt"
	"testing"

	"github.com/gonggao/gonggao/internal/perturb"
)

// Every wording of the meeting's opening sentences (notice, day,
// attendance, chair) reads the same facts under every artefact of real
// filings, not only when hard-wrapped: a forum's log-in prompt before the
// title, which the reader may join to the title so that no title is read,
// leaves the meeting told by the kind the opening gave.
func TestOpeningWordingsUnderArtefacts(t *testing.T) {
	want := []string{
		"body=board", "chair=张明华", "date=2019-03-11", "directors_expected=9", "directors_present=9", "notice_date=2019-03-01",
		"resolution[1].votes=9/0/0", "resolution[2].votes=9/0/0",
	}
	for _, sl := range openingSlots {
		if sl.slot == "TALLY" {
			continue
		}
		for i, w := range sl.wordings {
			for _, a := range perturb.All {
				got := meetingFacts(extractText("in.txt", a.Apply(openingText(sl.slot, w))))
				ww := want
				if a.Printed {
					ww, got = simplifiedFacts(want), simplifiedFacts(got)
				}
				if lost, added := diffFacts(ww, got); len(lost)+len(added) > 0 {
					t.Errorf("%s", fmt.Sprintf("%s_%02d, %s: %s: lost %v, added %v", sl.slot, i, a.Name, w, lost, added))
				}
			}
		}
	}
}
