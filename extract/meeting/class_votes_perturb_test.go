package meeting

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/gonggao/gonggao/internal/perturb"
)

// classVotesBreaks are the rewritings of internal/perturb under which the
// template's tables lose their tallies by class; the list may only
// shrink. (The rows run into one line are read since runTogetherTable.)
var classVotesBreaks = map[string]bool{}

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

// minorityText states a minority investors' tally in each of the ways of
// TestMinorityVotesWordings: after the meeting's in the sentence, under a
// label of its own line, alone.
var minorityText = strings.TrimSuffix(classVotesHead, "1、审议通过《关于修订公司章程的议案》\n") +
	"1、审议通过《关于公司2016年度日常关联交易预计的议案》\n" +
	"表决结果:同意337,120,534股,占出席会议有表决权股份总数的99.8495%;反对508,100股,占出席会议有表决权股份总数的0.1505%;弃权0股,占出席会议有表决权股份总数的0%。其中,中小投资者表决情况:同意9,120,534股,占出席会议中小投资者有表决权股份总数的94.7230%;反对508,100股,占出席会议中小投资者有表决权股份总数的5.2770%;弃权0股,占出席会议中小投资者有表决权股份总数的0%。\n" +
	"2、审议通过《关于续聘会计师事务所的议案》\n中小投资者表决情况:\n" +
	"同意9,628,634股,占出席会议中小投资者有表决权股份总数的100%;反对0股,占出席会议中小投资者有表决权股份总数的0%;弃权0股,占出席会议中小投资者有表决权股份总数的0%。\n" +
	"表决结果:同意337,628,634股,占出席会议有表决权股份总数的100%;反对0股;弃权0股。\n" +
	"3、审议通过《关于修订独立董事工作制度的议案》\n其中,中小投资者表决情况:同意9,628,634股,占出席会议中小投资者有表决权股份总数的100%;反对0股;弃权0股。\n特此公告。\n"

// minorityBreaks are the rewriting and resolution whose minority tally is
// lost (the tally's sentence wrapped at 83 columns), never changed; the
// list may only shrink.
var minorityBreaks = map[string]bool{"hard-wrapped-83 3": true}

// TestMinorityVotesPerturbed: the small and medium investors' tallies read
// the same under every artefact of internal/perturb.All, but for
// minorityBreaks.
func TestMinorityVotesPerturbed(t *testing.T) {
	read := func(s string) map[int]string {
		out := map[int]string{}
		for _, r := range extractText("t.txt", s).Resolutions {
			out[r.Seq] = votesOf(r.MinorityVotes)
		}
		return out
	}
	clean := read(minorityText)
	if clean[1] != "9120534/508100/0" || clean[2] != "9628634/0/0" || clean[3] != "9628634/0/0" {
		t.Fatalf("clean: %v", clean)
	}
	for _, p := range perturb.All {
		got := read(p.Apply(minorityText))
		for seq, want := range clean {
			key := p.Name + " " + strconv.Itoa(seq)
			switch {
			case got[seq] != want && (got[seq] != "" || !minorityBreaks[key]):
				t.Errorf("%s: minority_votes %q, want %q", key, got[seq], want)
			case got[seq] == want && minorityBreaks[key]:
				t.Errorf("%s: reads the same now; take it off minorityBreaks", key)
			}
		}
	}
}
