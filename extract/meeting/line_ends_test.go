package meeting

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/gonggao/gonggao/extract/internal/testdoc"
	"github.com/gonggao/gonggao/internal/perturb"
)

// The meeting and vote facts of a real announcement read the same
// whatever its line ends, under every artefact of internal/perturb: each
// rewritten text read with its lines ended by \r\n and by \r gives the
// facts it gives with \n (the wraps of a margin, a width or a count of
// characters above all, which JoinColumns undoes line by line).
func TestLineEndsKeepMeetingFacts(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "real", "page_*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatal("no pages", err)
	}
	for _, name := range shareholdersTables {
		files = append(files, testdoc.HeaderPath(name))
	}
	held := 0
	for _, file := range files {
		data := string(testdoc.Bytes(t, file))
		for _, a := range perturb.All {
			lf := a.Apply(data)
			if strings.Contains(lf, "\r") {
				continue // the rewritings that set the line ends themselves
			}
			want := meetingFacts(extractText(file, lf))
			if len(want) == 0 {
				continue
			}
			for end, text := range map[string]string{"CRLF": strings.ReplaceAll(lf, "\n", "\r\n"), "CR": strings.ReplaceAll(lf, "\n", "\r")} {
				held++
				if lost, added := diffFacts(want, meetingFacts(extractText(file, text))); len(lost)+len(added) > 0 {
					t.Errorf("%s, %s, %s: lost %v, added %v", filepath.Base(file), a.Name, end, lost, added)
				}
			}
		}
	}
	t.Logf("%d extractions held", held)
}
