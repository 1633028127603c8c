package eval

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func readFixture(t *testing.T) (*Facts, []Record) {
	t.Helper()
	fb, err := os.ReadFile("testdata/facts.json")
	if err != nil {
		t.Fatal(err)
	}
	fs, err := ReadFacts(fb)
	if err != nil {
		t.Fatal(err)
	}
	rb, err := os.ReadFile("testdata/records.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	recs, err := ReadRecords(rb)
	if err != nil {
		t.Fatal(err)
	}
	return fs, recs
}

// The fixture's records were written by hand against its facts; the
// counts below are read off the two files.
func TestFactsScore(t *testing.T) {
	fs, recs := readFixture(t)
	rep := fs.Score(recs)
	want := []Field{
		// board.txt: 2014-12-11 given for 2014-12-12 (predicted, wrong);
		// dividend.txt: no date (expected, not predicted).
		{Name: "announcement.date", Expected: 2, Predicted: 1, Correct: 0, Docs: 2, DocsRight: 0},
		// right on board.txt and dividend.txt; lost.txt has no record.
		{Name: "announcement.number", Expected: 3, Predicted: 2, Correct: 2, Docs: 3, DocsRight: 2},
		// A found, H missing.
		{Name: "announcement.stock_codes.code", Expected: 2, Predicted: 1, Correct: 1, Docs: 1, DocsRight: 0},
		// dividend.txt has a meeting where the facts say none.
		{Name: "meeting", Expected: 0, Predicted: 1, Correct: 0, Docs: 1, DocsRight: 0},
		// board.txt's chair is the one the fact says it is not.
		{Name: "meeting.chair", Expected: 0, Predicted: 1, Correct: 0, Docs: 1, DocsRight: 0},
		// 6E10 equals 60000000000 exactly.
		{Name: "offerings.amount_max", Expected: 1, Predicted: 1, Correct: 1, Docs: 1, DocsRight: 1},
		{Name: "resolutions", Expected: 1, Predicted: 1, Correct: 1, Docs: 1, DocsRight: 1},
		{Name: "resolutions.votes.for", Expected: 1, Predicted: 1, Correct: 1, Docs: 1, DocsRight: 1},
	}
	if d := cmp.Diff(want, rep.Fields); d != "" {
		t.Errorf("fields (-want +got):\n%s", d)
	}
	if rep.Passed != 6 || rep.Failed != 6 || rep.Missing != 1 || rep.Document != 3 {
		t.Errorf("passed %d failed %d missing %d documents %d, want 6 6 1 3", rep.Passed, rep.Failed, rep.Missing, rep.Document)
	}
	var buf bytes.Buffer
	if err := rep.WriteMisses(&buf); err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{
		`board.txt: announcement.date eq "2014-12-12", got "2014-12-11"`,
		`board.txt: announcement.stock_codes[market=H].code eq "939", got nothing`,
		`lost.txt: announcement.number eq "临2016-001", got no output record`,
	} {
		if !strings.Contains(buf.String(), line+"\n") {
			t.Errorf("misses lack %q:\n%s", line, buf.String())
		}
	}
}

func TestReportWrite(t *testing.T) {
	fs, recs := readFixture(t)
	var buf bytes.Buffer
	if err := fs.Score(recs).Write(&buf); err != nil {
		t.Fatal(err)
	}
	lines := map[string]bool{}
	for _, ln := range strings.Split(buf.String(), "\n") {
		lines[strings.Join(strings.Fields(ln), " ")] = true
	}
	for _, want := range []string{
		"field expected predicted correct precision recall documents",
		"announcement.number 3 2 2 100.0% 66.7% 2/3",
		"announcement.date 2 1 0 0.0% 0.0% 0/2",
		"meeting.chair 0 1 0 0.0% - 0/1",
		"all 10 9 6 66.7% 60.0% 3",
		"6 labels hold, 6 do not; 1 of 3 labelled documents have no output",
	} {
		if !lines[want] {
			t.Errorf("report lacks the line %q:\n%s", want, buf.String())
		}
	}
}

func TestFamily(t *testing.T) {
	for in, want := range map[string]string{
		"announcement.stock_codes[market=A].code": "announcement.stock_codes.code",
		"resolutions[seq=3].items[2].votes.for":   "resolutions.items.votes.for",
		"resolutions#":                            "resolutions",
		"a[k.x=v.w].b":                            "a.b",
	} {
		if got := Family(in); got != want {
			t.Errorf("Family(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestWalk(t *testing.T) {
	r, err := Decode([]byte(`{"a":[{"k":{"x":"1"},"v":2},{"k":{"x":"2"},"v":3}],"n":[1,2,3]}`))
	if err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string]string{
		"a[k.x=2].v": "3",
		"a[0].v":     "2",
		"a[*].v":     "2 3",
		"n#":         "3",
		"a[5].v":     "",
		"a[k.x=9].v": "",
	} {
		var got []string
		for _, v := range walk(r, path) {
			got = append(got, show(v))
		}
		if strings.Join(got, " ") != want {
			t.Errorf("walk(%q) = %v, want %q", path, got, want)
		}
	}
}
