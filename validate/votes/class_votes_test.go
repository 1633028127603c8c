package votes

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/schema"
	"github.com/gonggao/gonggao/validate/internal/checktest"
)

// shareRow is the tally of one row of a vote table in shares, line of
// text: counts for, against and abstain, and figs the row's six cells as
// written (count and ratio in %, way by way), each cited by its span.
func shareRow(text, line string, counts [3]int, figs [6]string) *schema.Votes {
	at := strings.Index(text, line)
	v := &schema.Votes{Unit: "shares", For: counts[0], Against: counts[1], Abstain: counts[2], Text: line, Span: schema.Span{at, at + len(line)},
		Evidence: map[string]schema.Ref{}}
	from := at
	ratios := [3]**schema.Quantity{&v.ForRatio, &v.AgainstRatio, &v.AbstainRatio}
	for k, name := range voteNames {
		i := from + strings.Index(text[from:], figs[2*k])
		v.Evidence[name] = schema.Ref{Text: figs[2*k], Span: schema.Span{i, i + len(figs[2*k])}}
		from = i + len(figs[2*k])
		j := from + strings.Index(text[from:], figs[2*k+1])
		*ratios[k] = &schema.Quantity{Value: percent(figs[2*k+1]), Unit: "ratio", Bound: "eq", Text: figs[2*k+1], Span: schema.Span{j, j + len(figs[2*k+1])}}
		from = j + len(figs[2*k+1])
	}
	return v
}

// percent is the ratio a figure in % stands for, its places kept:
// "99.4737" → "0.994737", "100%" → "1.00".
func percent(s string) string {
	whole, frac, _ := strings.Cut(strings.TrimSuffix(s, "%"), ".")
	for len(whole) < 3 {
		whole = "0" + whole
	}
	digits := strings.TrimLeft(whole[:len(whole)-2], "0")
	if digits == "" {
		digits = "0"
	}
	return digits + "." + whole[len(whole)-2:] + frac
}

func TestPercent(t *testing.T) {
	for in, want := range map[string]string{"99.4737": "0.994737", "0.5000": "0.005000", "100.0000": "1.000000", "0": "0.00", "100%": "1.00"} {
		if got := percent(in); got != want {
			t.Errorf("percent(%q) = %q, want %q", in, got, want)
		}
	}
}

// The rows of the exchanges' table by class of shares (the fixture
// shareholders_meeting_table.txt): A股 and H股 add up to 普通股合计 way by
// way, and each class's ratios are of its own votes cast.
const classTable = "A股\t9,900,000,000\t99.0000\t50,000,000\t0.5000\t50,000,000\t0.5000\n" +
	"H股\t189,000,000,000\t99.4737\t1,000,000,000\t0.5263\t0\t0.0000\n" +
	"普通股合计：\t198,900,000,000\t99.4500\t1,050,000,000\t0.5250\t50,000,000\t0.0250\n"

func classDoc(hFor int, hForText string) *schema.Document {
	lines := strings.Split(strings.TrimSuffix(classTable, "\n"), "\n")
	a := shareRow(classTable, lines[0], [3]int{9900000000, 50000000, 50000000}, [6]string{"9,900,000,000", "99.0000", "50,000,000", "0.5000", "50,000,000", "0.5000"})
	h := shareRow(classTable, lines[1], [3]int{hFor, 1000000000, 0}, [6]string{hForText, "99.4737", "1,000,000,000", "0.5263", "0", "0.0000"})
	total := shareRow(classTable, lines[2], [3]int{198900000000, 1050000000, 50000000}, [6]string{"198,900,000,000", "99.4500", "1,050,000,000", "0.5250", "50,000,000", "0.0250"})
	return &schema.Document{Resolutions: []schema.Resolution{{Seq: 1, Title: "2014年度董事会工作报告", Votes: total,
		ClassVotes: []schema.ClassVotes{{Class: "A", Label: "A股", Votes: *a}, {Class: "H", Label: "H股", Votes: *h}}}}}
}

// statuses counts the findings of each id and status: "votes.class_sum
// pass" → 3.
func statuses(got []string) map[string]int {
	out := map[string]int{}
	for _, g := range got {
		f := strings.Fields(g)
		out[f[0]+" "+f[len(f)-1]]++
	}
	return out
}

func TestClassVotes(t *testing.T) {
	got := checktest.RunOn(t, classTable, classDoc(189000000000, "189,000,000,000"), Votes{})
	want := map[string]int{
		"votes.class_sum pass": 3,
		// Two classes' three ratios over their votes cast, and the total's
		// three over its own votes cast (no voting shares present stated).
		"votes.share_ratio pass": 9,
	}
	if diff := cmp.Diff(want, statuses(got)); diff != "" {
		t.Errorf("(-want +got)\n%s\n%q", diff, got)
	}
	// An H share count misread by a digit: the classes no longer add up
	// to the total's votes for, and H's ratios no longer follow from its
	// counts, which makes them unverifiable (the class's own voting shares
	// are not known), not failed.
	got = checktest.RunOn(t, classTable, classDoc(180000000000, "189,000,000,000"), Votes{})
	want = map[string]int{
		"votes.class_sum pass":           2,
		"votes.class_sum fail":           1,
		"votes.share_ratio pass":         6,
		"votes.share_ratio unverifiable": 3,
	}
	if diff := cmp.Diff(want, statuses(got)); diff != "" {
		t.Errorf("misread: (-want +got)\n%s\n%q", diff, got)
	}
}

// The small and medium investors' tally (其中,中小投资者表决情况:…) is held
// to its ratios over its own votes cast and to the meeting's tally: a part
// of it, way by way.
func TestMinorityVotes(t *testing.T) {
	const text = "表决结果:同意337,628,634股,占出席会议有表决权股份总数的100%;反对0股,占出席会议有表决权股份总数的0%;弃权0股,占出席会议有表决权股份总数的0%。" +
		"其中,中小投资者表决情况:同意9,628,634股,占出席会议中小投资者有表决权股份总数的100%;反对0股,占出席会议中小投资者有表决权股份总数的0%;弃权0股,占出席会议中小投资者有表决权股份总数的0%。"
	all := shareRow(text, text[:strings.Index(text, "。")], [3]int{337628634, 0, 0}, [6]string{"337,628,634股", "100%", "0股", "0%", "0股", "0%"})
	part := text[strings.Index(text, "其中"):]
	minority := func(forv int, forText string) *schema.Votes {
		return shareRow(text, part, [3]int{forv, 0, 0}, [6]string{forText, "100%", "0股", "0%", "0股", "0%"})
	}
	doc := func(m *schema.Votes) *schema.Document {
		return &schema.Document{Resolutions: []schema.Resolution{{Seq: 1, Title: "关于续聘会计师事务所的议案", Votes: all, MinorityVotes: m}}}
	}
	got := checktest.RunOn(t, text, doc(minority(9628634, "9,628,634股")), Votes{})
	if diff := cmp.Diff(map[string]int{"votes.share_ratio pass": 6}, statuses(got)); diff != "" {
		t.Errorf("(-want +got)\n%s\n%q", diff, got)
	}
	// A minority's count above the meeting's is a misreading the check
	// reports.
	got = checktest.RunOn(t, text, doc(minority(937628634, "9,628,634股")), Votes{})
	if diff := cmp.Diff(map[string]int{"votes.share_ratio pass": 6, "votes.minority_within fail": 1}, statuses(got)); diff != "" {
		t.Errorf("above the meeting's: (-want +got)\n%s\n%q", diff, got)
	}
}

// The attendance by class of shares of page 28 ("其中:内资股股东人数 | 6名
// |", "外资股股东人数 | 1名 |", "866,248,900股", "165,439,230股", "52.23%",
// "9.97%") adds up to the whole's (7名, 1,031,688,130股, 62.20%): holders
// and shares exactly, ratios within their rounding.
func TestClassAttendance(t *testing.T) {
	const text = "出席会议的股东和代理人人数 | 7名 |\n其中:内资股股东人数 | 6名 |\n外资股股东人数 | 1名 |\n" +
		"所持有表决权的股份总数 | 1,031,688,130股 |\n其中:内资股股东持有股份总数 | 866,248,900股 |\n外资股股东持有股份总数 | 165,439,230股 |\n" +
		"占公司有表决权股份总数的比例 | 62.20% |\n其中:内资股股东持股占股份总数的比例 | 52.23% |\n外资股股东持股占股份总数的比例 | 9.97% |\n"
	q := func(s, value, unit string) *schema.Quantity {
		return &schema.Quantity{Value: value, Unit: unit, Bound: "eq", Text: s, Span: spanOf(text, s)}
	}
	ref := func(s string) map[string]schema.Ref {
		return map[string]schema.Ref{"shareholders_present": {Text: s, Span: spanOf(text, s)}}
	}
	doc := func(foreignShares string) *schema.Document {
		return &schema.Document{Meeting: &schema.Meeting{
			ShareholdersPresent: intp(7), Evidence: ref("7名"),
			SharesRepresented: q("1,031,688,130股", "1031688130", "shares"), SharesRepresentedRatio: q("62.20%", "0.6220", "ratio"),
			ClassAttendance: []schema.ClassAttendance{
				{Class: "domestic", ShareholdersPresent: intp(6), Evidence: ref("6名"),
					SharesRepresented: q("866,248,900股", "866248900", "shares"), SharesRepresentedRatio: q("52.23%", "0.5223", "ratio")},
				{Class: "foreign", ShareholdersPresent: intp(1), Evidence: ref("1名"),
					SharesRepresented: q("165,439,230股", foreignShares, "shares"), SharesRepresentedRatio: q("9.97%", "0.0997", "ratio")},
			},
		}}
	}
	checktest.RunCases(t, Votes{}, []checktest.Case{
		{Name: "page 28", Text: text, Out: doc("165439230"), Want: []string{
			"votes.class_attendance_holders 7 pass", "votes.class_attendance_shares 1031688130 pass", "votes.class_attendance_ratio 0.6220 pass"}},
		{Name: "a class's shares misread", Text: text, Out: doc("165439231"), Want: []string{
			"votes.class_attendance_holders 7 pass", "votes.class_attendance_shares 1031688130 fail", "votes.class_attendance_ratio 0.6220 pass"}},
	})
}

// A class's ratios are of its own voting shares present when the meeting
// states them (meeting.class_attendance) and they give the ratios; of its
// votes cast when they do not but the votes cast do.
func TestClassVotesOverClassPresent(t *testing.T) {
	notes := func(text string, d *schema.Document) []string {
		var out []string
		for _, c := range checktest.RunFull(t, text, d, Votes{}) {
			if c.ID == "votes.share_ratio" && strings.Contains(c.Note, "A股") {
				out = append(out, c.Status+" "+c.Note[strings.Index(c.Note, "base: "):])
			}
		}
		return out
	}
	for _, tt := range []struct {
		present, base string
	}{
		{"10000000000", "pass base: the class's voting shares present"},
		{"20000000000", "pass base: the votes cast"},
	} {
		text := classTable + "其中:A股股东持有股份总数 " + tt.present + "\n"
		d := classDoc(189000000000, "189,000,000,000")
		d.Meeting = &schema.Meeting{ClassAttendance: []schema.ClassAttendance{{Class: "A",
			SharesRepresented: &schema.Quantity{Value: tt.present, Unit: "shares", Bound: "eq", Text: tt.present, Span: schema.Span{len(text) - 1 - len(tt.present), len(text) - 1}}}}}
		want := []string{tt.base, tt.base, tt.base}
		if diff := cmp.Diff(want, notes(text, d)); diff != "" {
			t.Errorf("A present %s: (-want +got)\n%s", tt.present, diff)
		}
	}
}
