package pipeline

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// shareFindings runs the whole pipeline over text and returns
// "id status note" for the checks of shareholders' tallies.
func shareFindings(t *testing.T, text string) []string {
	t.Helper()
	out, err := Process("meeting.txt", []byte(text), Options{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range out.Checks {
		if strings.HasPrefix(c.ID, "votes.share") || c.ID == "votes.special_majority" || c.ID == "votes.candidate_ratio" {
			got = append(got, c.ID+" "+c.Status+" "+c.Note)
			for _, in := range c.Inputs {
				if in.Span != nil && text[in.Span[0]:in.Span[1]] != in.Text {
					t.Errorf("%s input %s: %q is not the source at %v", c.ID, in.Name, in.Text, *in.Span)
				}
			}
		}
	}
	return got
}

func TestShareTallyChecks(t *testing.T) {
	b, err := os.ReadFile("../extract/internal/testdoc/testdata/header/shareholders_meeting.txt")
	if err != nil {
		t.Fatal(err)
	}
	text := string(b)
	present := "; base: the voting shares present"
	// Findings stand in the order of their stated figures: both sums state
	// the meeting's voting shares present.
	all := []string{
		"votes.shares_sum pass resolution 1",
		"votes.shares_sum pass resolution 2",
		"votes.share_ratio pass resolution 1: for" + present,
		"votes.share_ratio pass resolution 1: against" + present,
		"votes.share_ratio pass resolution 1: abstain" + present,
		"votes.special_majority pass resolution 2: a special resolution needs two thirds of the voting shares present (特别决议)",
		"votes.share_ratio pass resolution 2: for" + present,
		"votes.share_ratio pass resolution 2: against" + present,
		"votes.share_ratio pass resolution 2: abstain" + present,
	}
	t.Run("as filed", func(t *testing.T) {
		if diff := cmp.Diff(all, shareFindings(t, text)); diff != "" {
			t.Errorf("(-want +got)\n%s", diff)
		}
	})
	t.Run("a misstated ratio", func(t *testing.T) {
		wrong := strings.Replace(text, "99.92%", "99.93%", 1)
		want := append([]string(nil), all...)
		want[2] = "votes.share_ratio fail resolution 1: for" + present
		if diff := cmp.Diff(want, shareFindings(t, wrong)); diff != "" {
			t.Errorf("(-want +got)\n%s", diff)
		}
	})
	t.Run("counts that do not add up", func(t *testing.T) {
		// 1,120,433 → 1,120,434: one share more than were present.
		wrong := strings.Replace(text, "反对1,120,433股", "反对1,120,434股", 1)
		got := shareFindings(t, wrong)
		if len(got) == 0 || got[0] != "votes.shares_sum fail resolution 1" {
			t.Errorf("got %q", got)
		}
	})
	t.Run("ratios of the votes cast by unrelated shareholders", func(t *testing.T) {
		related := "证券代码：601818 证券简称：光大银行 公告编号：临2014-040\n\n中国光大银行股份有限公司\n2014年第一次临时股东大会决议公告\n\n" +
			"一、会议召开和出席情况\n中国光大银行股份有限公司2014年第一次临时股东大会于2014年8月29日在北京召开。出席会议的股东及股东授权代表共计20人，代表有表决权股份1,000,000股，占本行有表决权股份总数的10.00%。会议由唐双宁董事长主持。\n\n" +
			"二、议案审议情况\n1、审议通过了《关于向中国光大（集团）总公司非公开发行优先股的议案》\n" +
			"关联股东回避表决。表决结果：同意500,000股，占出席会议非关联股东所持有效表决权股份总数的99.80%；反对1,000股，占0.20%；弃权0股，占0.00%。\n" +
			"本议案为特别决议事项，已获出席会议非关联股东所持有效表决权股份总数的三分之二以上通过。\n\n特此公告。\n\n中国光大银行股份有限公司董事会\n2014年8月29日\n"
		cast := "; base: the votes cast"
		// 500,000 of the 1,000,000 shares present, but of the 501,000 cast:
		// the two thirds are counted as the ratios are.
		want := []string{
			"votes.special_majority pass resolution 1: a special resolution needs two thirds of the votes cast (特别决议)",
			"votes.share_ratio pass resolution 1: for" + cast,
			"votes.share_ratio pass resolution 1: against" + cast,
			"votes.share_ratio pass resolution 1: abstain" + cast,
		}
		if diff := cmp.Diff(want, shareFindings(t, related)); diff != "" {
			t.Errorf("(-want +got)\n%s", diff)
		}
	})
}

// TestShareTableChecks checks tallies read from the template's tables
// against the voting shares present stated in the template's own table,
// and each class's row (A股, H股) against its own votes cast.
func TestShareTableChecks(t *testing.T) {
	b, err := os.ReadFile("../extract/internal/testdoc/testdata/header/shareholders_meeting_table.txt")
	if err != nil {
		t.Fatal(err)
	}
	text := string(b)
	present := "; base: the voting shares present"
	all := []string{
		"votes.shares_sum pass resolution 1",
		"votes.shares_sum pass resolution 2",
	}
	for _, res := range []string{"resolution 1", "resolution 2"} {
		for _, of := range []string{", A股", ", H股", ""} {
			base := "; base: the votes cast"
			if of == "" {
				base = present
			}
			for _, way := range []string{"for", "against", "abstain"} {
				all = append(all, "votes.share_ratio pass "+res+of+": "+way+base)
			}
		}
	}
	if diff := cmp.Diff(all, shareFindings(t, text)); diff != "" {
		t.Errorf("as filed (-want +got)\n%s", diff)
	}
	// The total row of proposal 2 with 99.9000 misprinted as 99.8000.
	wrong := strings.Replace(text, "199,800,000,000\t99.9000", "199,800,000,000\t99.8000", 1)
	want := append([]string(nil), all...)
	k := slices.Index(want, "votes.share_ratio pass resolution 2: for"+present)
	want[k] = "votes.share_ratio fail resolution 2: for" + present
	if diff := cmp.Diff(want, shareFindings(t, wrong)); diff != "" {
		t.Errorf("misprinted (-want +got)\n%s", diff)
	}
}

// TestShareTableChecksAcrossFormats reads the template's announcement as
// HTML and as a PDF printed from it with ruled tables (`chromium --headless
// --no-sandbox --disable-gpu --no-pdf-header-footer --print-to-pdf=….pdf
// file://….html`, WenQuanYi Zen Hei): the same tally, the same classes
// and the same findings as from text.
func TestShareTableChecksAcrossFormats(t *testing.T) {
	for _, name := range []string{"shareholders_meeting_table.html", "shareholders_meeting_table.pdf"} {
		t.Run(name, func(t *testing.T) {
			b, err := os.ReadFile("../extract/internal/testdoc/testdata/header/" + name)
			if err != nil {
				t.Fatal(err)
			}
			out, err := Process(name, b, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if len(out.Resolutions) != 1 || out.Resolutions[0].Votes == nil || out.Resolutions[0].Votes.For != 198900000000 {
				t.Fatalf("resolutions = %+v", out.Resolutions)
			}
			var got []string
			for _, c := range out.Checks {
				got = append(got, c.ID+" "+c.Status)
				for _, in := range c.Inputs {
					if in.Span != nil && name[len(name)-4:] == "html" && string(b[in.Span[0]:in.Span[1]]) != in.Text {
						t.Errorf("%s input %s: %q is not the source at %v", c.ID, in.Name, in.Text, *in.Span)
					}
				}
			}
			// The sum, the two classes' ratios over their votes cast, then,
			// in the order of the total's row, each way's sum of the classes
			// and its ratio over the voting shares present.
			want := []string{"votes.shares_sum pass"}
			for range 6 {
				want = append(want, "votes.share_ratio pass")
			}
			for range 3 {
				want = append(want, "votes.class_sum pass", "votes.share_ratio pass")
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("(-want +got)\n%s", diff)
			}
		})
	}
}

// TestCandidateChecks checks each candidate's ratio against the voting
// shares present, as filed and with one ratio misprinted.
func TestCandidateChecks(t *testing.T) {
	b, err := os.ReadFile("../extract/internal/testdoc/testdata/header/shareholders_meeting_cumulative.txt")
	if err != nil {
		t.Fatal(err)
	}
	text := string(b)
	base := "; base: the voting shares present"
	want := []string{
		"votes.candidate_ratio pass resolution 2: candidate 2.01 李建红" + base,
		"votes.candidate_ratio pass resolution 2: candidate 2.02 田惠宇" + base,
		"votes.candidate_ratio pass resolution 2: candidate 2.03 张三" + base,
	}
	candidates := func(text string) []string {
		var out []string
		for _, f := range shareFindings(t, text) {
			if strings.HasPrefix(f, "votes.candidate_ratio") {
				out = append(out, f)
			}
		}
		return out
	}
	if diff := cmp.Diff(want, candidates(text)); diff != "" {
		t.Errorf("as filed (-want +got)\n%s", diff)
	}
	wrong := strings.Replace(text, "14,700,000,000\t98.0000", "14,700,000,000\t98.1000", 1)
	want[1] = strings.Replace(want[1], "pass", "fail", 1)
	if diff := cmp.Diff(want, candidates(wrong)); diff != "" {
		t.Errorf("misprinted (-want +got)\n%s", diff)
	}
}
