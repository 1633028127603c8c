package meeting

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/extract/internal/testdoc"
	"github.com/gonggao/gonggao/internal/perturb"
)

// tallyRewritings put the tallies of real pages into the other shapes the
// genre writes them in, figure for figure: one count for against and
// abstaining, 的 before the counts, the voters named after their number,
// the independent directors' sub-tally after 其中 and a comma, and a tally
// in shares whose one ratio follows the counts with its way as subject.
var tallyRewritings = []struct {
	name, page, from, to string
}{
	{"joint count", "page_07_board.txt", "同意 18 票,反对 0 票,弃权 0 票", "同意 18 票,反对、弃权均为 0 票"},
	{"的票数为", "page_07_board.txt", "同意 18 票,反对 0 票,弃权 0 票", "同意的票数为 18 票,反对的票数为 0 票,弃权的票数为 0 票"},
	{"名董事", "page_07_board.txt", "同意 18 票,反对 0 票,弃权 0 票", "18 名董事同意,0 名董事反对,0 名董事弃权"},
	{"sub-tally after 其中,", "page_07_board.txt", "同意 18 票,反对 0 票,弃权 0 票。", "同意 18 票,反对 0 票,弃权 0 票;其中,独立董事 6 票同意,0 票反对,0 票弃权。"},
	{"名监事", "page_22_supervisory.txt", "同意3票、反对0票、弃权0票", "3名监事同意、0名监事反对、0名监事弃权"},
	{"ratio after the counts", "page_34_shareholders.txt", "同意票2,095,027,000股,占出席会议有表决权股份总数的100%,反对票0股、弃权票0股", "同意票2,095,027,000股,反对票0股、弃权票0股,同意票占出席会议有表决权股份总数的100%"},
}

// TestTallyFormsUnderArtefacts: each rewritten page reads the same meeting
// and vote facts as the page as printed, and keeps reading what the
// printed page reads under every artefact of internal/perturb.
func TestTallyFormsUnderArtefacts(t *testing.T) {
	type key struct{ page, artefact string }
	printed := map[key][]string{}
	factsOf := func(page, text string) []string {
		return meetingFacts(extractText(page, text))
	}
	for _, rw := range tallyRewritings {
		t.Run(rw.name, func(t *testing.T) {
			file := filepath.Join("testdata", "real", rw.page)
			orig := string(testdoc.Bytes(t, file))
			if !strings.Contains(orig, rw.from) {
				t.Fatalf("%s does not state %q", rw.page, rw.from)
			}
			text := strings.ReplaceAll(orig, rw.from, rw.to)
			base := factsOf(file, orig)
			if diff := cmp.Diff(base, factsOf(file, text)); diff != "" {
				t.Fatalf("rewritten page (-printed +rewritten):\n%s", diff)
			}
			for _, a := range perturb.All {
				k := key{rw.page, a.Name}
				want, ok := printed[k]
				if !ok {
					want = factsOf(file, a.Apply(orig))
					printed[k] = want
				}
				if diff := cmp.Diff(want, factsOf(file, a.Apply(text))); diff != "" {
					t.Errorf("%s (-printed +rewritten):\n%s", a.Name, diff)
				}
			}
		})
	}
}
