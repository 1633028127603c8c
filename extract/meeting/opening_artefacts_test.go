package meeting

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gonggao/gonggao/internal/perturb"
)

// Every wording of the meeting's opening sentences (notice, day,
// attendance, chair) reads the same facts under every artefact of real
// filings, not only when hard-wrapped: a forum's log-in prompt before the
// title, which the reader may join to the title so that no title is read,
// leaves the meeting told by the kind the opening gave.
//
// The same wordings said of a supervisory board (监事会, 监事, 监事会主席,
// three members) read the same.
func TestOpeningWordingsUnderArtefacts(t *testing.T) {
	board := []string{
		"body=board", "chair=张明华", "date=2019-03-11", "directors_expected=9", "directors_present=9", "notice_date=2019-03-01",
		"resolution[1].votes=9/0/0", "resolution[2].votes=9/0/0",
	}
	supervisory := []string{
		"body=supervisory_board", "chair=张明华", "date=2019-03-11", "directors_expected=3", "directors_present=3", "notice_date=2019-03-01",
		"resolution[1].votes=3/0/0", "resolution[2].votes=3/0/0",
	}
	t.Run("board", func(t *testing.T) { openingUnderArtefacts(t, func(s string) string { return s }, board) })
	t.Run("supervisory", func(t *testing.T) { openingUnderArtefacts(t, asSupervisory.Replace, supervisory) })
}

// asSupervisory says the board template's sentences of a supervisory
// board of three.
var asSupervisory = strings.NewReplacer("副董事长", "监事会副主席", "董事长", "监事会主席", "董事会", "监事会", "董事", "监事",
	"9人", "3人", "9名", "3名", "9票", "3票", "九名", "三名", "九票", "三票")

// openingUnderArtefacts checks every notice, day, attendance and chair
// wording of openingTemplate, said as say says it, under every artefact.
func openingUnderArtefacts(t *testing.T, say func(string) string, want []string) {
	for _, sl := range openingSlots {
		if sl.slot == "TALLY" {
			continue
		}
		for i, w := range sl.wordings {
			for _, a := range perturb.All {
				got := meetingFacts(extractText("in.txt", a.Apply(say(openingText(sl.slot, w)))))
				ww := want
				if a.Printed {
					ww, got = simplifiedFacts(want), simplifiedFacts(got)
				}
				if lost, added := diffFacts(ww, got); len(lost)+len(added) > 0 {
					t.Errorf("%s", fmt.Sprintf("%s_%02d, %s: %s: lost %v, added %v", sl.slot, i, a.Name, say(w), lost, added))
				}
			}
		}
	}
}
