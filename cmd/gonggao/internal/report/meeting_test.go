package report

import (
	"regexp"
	"strings"
	"testing"

	"github.com/gonggao/gonggao/pipeline"
	"github.com/gonggao/gonggao/schema"
	"github.com/gonggao/gonggao/validate/votes"
)

// TestMeetingTallyPage renders the review page of a real contract
// announcement that reports the board's tally without naming the proposal
// (FDDC 734516, the title line and the approval's sentences, spaces of the
// PDF conversion taken out): the tally is the meeting's, a term row
// highlighted over the tally as written. The filing states no attendance,
// so no check holds the tally and its row names none; with the nine
// directors the sentence counts taken as present, the check of the tally
// against the attendance is in the checks table and the tally's row links
// to it.
func TestMeetingTallyPage(t *testing.T) {
	const text = "北方国际合作股份有限公司重大合同暨日常关联交易公告\n" +
		"2013年10月25日，公司五届二十次董事会对本次关联交易进行了审议。根据《深圳证券交易所股票上市规则》的有关规定，" +
		"公司9名董事成员中，同意6票，回避3票，反对0票，弃权0票。关联董事王一彤、李建民、刘三华回避表决。本次关联交易获得董事会通过。"
	const tally = "同意6票，回避3票，反对0票，弃权0票"
	d := textDoc(t, text)
	doc := pipeline.ProcessDoc(d, pipeline.Source("a.txt", []byte(text)), pipeline.Options{})
	if doc.Meeting == nil || doc.Meeting.Votes == nil || doc.Meeting.Votes.Text != tally {
		t.Fatalf("meeting %+v: want the meeting's tally %q", doc.Meeting, tally)
	}
	page, err := Render(d, doc)
	if err != nil {
		t.Fatal(err)
	}
	if got := markText(sourceHTML(t, page), "/meeting/votes"); got != tally {
		t.Errorf("/meeting/votes highlighted %q, want %q", got, tally)
	}
	row := termRowOf(t, page, "/meeting/votes")
	for _, want := range []string{"for=6", "against=0", "abstain=0", "recusals=3"} {
		if !strings.Contains(row, want) {
			t.Errorf("the tally's row %q lacks %q", row, want)
		}
	}
	if strings.Contains(row, `href="#c`) {
		t.Errorf("the tally's row %q links to a check, but no attendance is stated", row)
	}

	// The attendance the sentence counts (公司9名董事成员中), taken as present.
	nine := 9
	doc.Meeting.DirectorsPresent = &nine
	doc.Checks = nil
	votes.Votes{}.Run(nil, doc)
	if len(doc.Checks) != 1 || doc.Checks[0].ID != "votes.valid_eq_present_minus_recused" || doc.Checks[0].Status != schema.StatusPass {
		t.Fatalf("checks %+v: want the tally held to the attendance, passing", doc.Checks)
	}
	page, err = Render(d, doc)
	if err != nil {
		t.Fatal(err)
	}
	row = termRowOf(t, page, "/meeting/votes")
	if !strings.Contains(row, `href="#c1">votes.valid_eq_present_minus_recused pass</a>`) {
		t.Errorf("the tally's row %q does not link to its check", row)
	}
	check := regexp.MustCompile(`<tr class="check" id="c1">.*</tr>`).FindString(string(page))
	for _, want := range []string{"votes.valid_eq_present_minus_recused", "present = 9", "recused = 3", "the meeting&#39;s tally"} {
		if !strings.Contains(check, want) {
			t.Errorf("check row %q lacks %q", check, want)
		}
	}
}

// termRowOf returns the terms table's row of the JSON path.
func termRowOf(t *testing.T, page []byte, path string) string {
	t.Helper()
	for _, line := range strings.Split(string(page), "\n") {
		if strings.HasPrefix(line, `<tr id="f`) && strings.Contains(line, `<td class="path">`+path+`</td>`) {
			return line
		}
	}
	t.Fatalf("no terms row for %s", path)
	return ""
}
