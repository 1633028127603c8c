package meeting

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/gonggao/gonggao/extract/internal/testdoc"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

func TestParseShareTally(t *testing.T) {
	type want struct{ counts, ratios [3]string }
	tests := []struct {
		name string
		in   string
		want *want
	}{
		{"ratios after each count", "表决结果：同意14,101,254,366股，占出席会议有表决权股份总数的99.92%；反对1,120,433股，占出席会议有表决权股份总数的0.01%；弃权10,172,406股，占出席会议有表决权股份总数的0.07%",
			&want{[3]string{"14101254366", "1120433", "10172406"}, [3]string{"0.9992", "0.0001", "0.0007"}}},
		{"labels with 股数 and a colon", "表决情况：同意股数:3,000,000股,占比99.5000%;反对股数:15,000股,占比0.5000%;弃权股数:0股,占比0.0000%",
			&want{[3]string{"3000000", "15000", "0"}, [3]string{"0.995000", "0.005000", "0.000000"}}},
		{"赞成 and counts in 万股", "赞成12,345.6789万股，占有效表决股份总数的100%；反对0股；弃权0股",
			&want{[3]string{"123456789", "0", "0"}, [3]string{"1.00", "", ""}}},
		{"no ratios", "同意1,000股，反对0股，弃权0股", &want{[3]string{"1000", "0", "0"}, [3]string{"", "", ""}}},
		{"a ratio not introduced by 占 is not the count's", "同意1,000股，比上年增长5%；反对0股；弃权0股", &want{[3]string{"1000", "0", "0"}, [3]string{"", "", ""}}},
		// The exchanges' wording since 2015: the abstentions by default in
		// an aside, which names 弃权 a second time.
		{"abstentions by default in an aside", "表决结果:同意337,120,534股,占出席会议所有股东所持股份的99.8495%;反对508,100股,占出席会议所有股东所持股份的0.1505%;弃权0股(其中,因未投票默认弃权0股),占出席会议所有股东所持股份的0.0000%",
			&want{[3]string{"337120534", "508100", "0"}, [3]string{"0.998495", "0.001505", "0.000000"}}},
		// Counts in 票, one vote a share, each with its share of the voting
		// shares: the wordings above (page 29's 占出席会议有表决权股份总数的,
		// the exchanges' 占出席会议所有股东所持股份的 with its aside) with
		// the counts in 票.
		{"counts in 票 with their share of the voting shares", "表决结果：同意137,946,277票，占出席会议有表决权股份总数的99.86%；反对0票，占出席会议有表决权股份总数的0%；弃权194,700票，占出席会议有表决权股份总数的0.14%",
			&want{[3]string{"137946277", "0", "194700"}, [3]string{"0.9986", "0.00", "0.0014"}}},
		{"counts in 票 labelled 票数为", "同意票数为337120534票，占出席会议所有股东所持股份的99.8495%；反对票数为508100票，占出席会议所有股东所持股份的0.1505%；弃权票数为0票，占出席会议所有股东所持股份的0.0000%",
			&want{[3]string{"337120534", "508100", "0"}, [3]string{"0.998495", "0.001505", "0.000000"}}},
		{"counts in 票 with the aside on abstentions", "赞成337,120,534票,占出席会议所有股东所持股份的99.8495%;反对508,100票,占出席会议所有股东所持股份的0.1505%;弃权0票(其中,因未投票默认弃权0票),占出席会议所有股东所持股份的0.0000%",
			&want{[3]string{"337120534", "508100", "0"}, [3]string{"0.998495", "0.001505", "0.000000"}}},
		{"counts in 票, a ratio missing", "同意137,946,277票，占出席会议有表决权股份总数的99.86%；反对0票；弃权194,700票，占出席会议有表决权股份总数的0.14%", nil},
		{"counts in 票, ratios of the votes", "同意14票，占有效表决票的100%；反对0票，占0%；弃权0票，占0%", nil},
		{"counts in 票 and in 股 mixed", "同意137,946,277股，占出席会议有表决权股份总数的99.86%；反对0票，占出席会议有表决权股份总数的0%；弃权194,700股，占出席会议有表决权股份总数的0.14%", nil},
		{"votes of persons", "表决结果：同意14票，反对0票，弃权0票", nil},
		{"one tally per class of shares", "A股同意1,000股，反对0股，弃权0股；H股同意2,000股，反对0股，弃权0股", nil},
		// A tally for all shares and one for each class: the total is read
		// when the classes add up to it.
		{"a total, then each class", "同意137,946,277股，占出席会议有表决权股份总数的99.86%；反对0股；弃权194,700股；其中A股同意100,000,000股，反对0股，弃权0股；H股同意37,946,277股，反对0股，弃权194,700股",
			&want{[3]string{"137946277", "0", "194700"}, [3]string{"0.9986", "", ""}}},
		{"each class, then the total labelled 合计", "内资股股东同意866,248,900股，反对0股，弃权0股；外资股股东同意165,439,230股，反对0股，弃权0股；合计同意1,031,688,130股，占出席会议有表决权股份总数的100%，反对0股，弃权0股",
			&want{[3]string{"1031688130", "0", "0"}, [3]string{"1.00", "", ""}}},
		{"classes that do not add up to the total", "同意137,946,277股；反对0股；弃权194,700股；其中A股同意100,000,000股，反对0股，弃权0股；H股同意37,000,000股，反对0股，弃权194,700股", nil},
		{"one class and a total", "同意100股，反对0股，弃权0股；其中A股同意100股，反对0股，弃权0股", nil},
		{"classes without a total", "A股股东同意1,000股，反对0股，弃权0股；B股股东同意2,000股，反对0股，弃权0股；H股股东同意3,000股，反对0股，弃权0股", nil},
		{"abstain missing", "同意1,000股，占99%；反对10股，占1%", nil},
		{"a count with a bound", "同意不少于1,000股，反对0股，弃权0股", nil},
		{"a count beyond any share capital", "同意10,000,000,000,000,000股，反对0股，弃权0股", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := ParseShareTally(tt.in)
			if tt.want == nil {
				if ok {
					t.Fatalf("read a tally: %+v", got)
				}
				return
			}
			if !ok {
				t.Fatal("no tally")
			}
			var g want
			for k := range 3 {
				g.counts[k] = got.Counts[k].Value.String()
				if got.Ratios[k] != nil {
					g.ratios[k] = got.Ratios[k].ValueString()
				}
			}
			if diff := cmp.Diff(*tt.want, g, cmp.AllowUnexported(want{})); diff != "" {
				t.Errorf("(-want +got)\n%s", diff)
			}
			if got.Span.Start < 0 || got.Span.End > len(tt.in) || got.Span.Empty() {
				t.Errorf("span %v", got.Span)
			}
		})
	}
}

// TestShareholdersResolution reads a shareholders' meeting's announcement:
// attendance, the proposals numbered 1、2、 under "二、议案审议情况", tallies
// in shares with their ratios, and a special resolution.
func TestShareholdersResolution(t *testing.T) {
	doc := testdoc.File(t, "shareholders_meeting.txt")
	out := runHeader(doc)
	if out.Announcement == nil || out.Announcement.Kind != schema.KindShareholdersResolution {
		t.Fatalf("announcement = %+v", out.Announcement)
	}
	m := out.Meeting
	if m == nil || m.Body != "shareholders" || m.ShareholdersPresent == nil || *m.ShareholdersPresent != 156 ||
		m.SharesRepresented == nil || m.SharesRepresented.Value != "14112547205" ||
		m.SharesRepresentedRatio == nil || m.SharesRepresentedRatio.Value != "0.5597" {
		t.Fatalf("meeting = %+v", m)
	}
	testdoc.CheckRef(t, doc, "shareholders_present", m.Evidence["shareholders_present"])
	var titles []string
	for _, r := range out.Resolutions {
		titles = append(titles, r.Title)
	}
	if diff := cmp.Diff([]string{"2013年度董事会工作报告", "关于发行境内优先股的议案"}, titles); diff != "" {
		t.Fatalf("titles (-want +got)\n%s", diff)
	}
	v := out.Resolutions[1].Votes
	if v == nil || v.Unit != "shares" || v.For != 13998765432 || v.Against != 100000000 || v.Abstain != 13781773 ||
		v.ForRatio == nil || v.ForRatio.Text != "99.19%" || v.AbstainRatio == nil || v.AbstainRatio.Value != "0.0010" {
		t.Fatalf("votes = %+v", v)
	}
	if string(doc.Raw[v.ForRatio.Span[0]:v.ForRatio.Span[1]]) != v.ForRatio.Text {
		t.Errorf("for_ratio span %v does not quote %q", v.ForRatio.Span, v.ForRatio.Text)
	}
	checkFigures(t, doc, v)
	if s := out.Resolutions[1].Special; s == nil || !*s {
		t.Errorf("resolution 2 special = %v", s)
	}
	if s := out.Resolutions[0].Special; s != nil {
		t.Errorf("resolution 1 special = %v, want unstated", *s)
	}
}

func TestParseShareTable(t *testing.T) {
	tests := []struct {
		name   string
		in     string
		counts [3]string // "" when no tally is read
		ratios [3]string
	}{
		{"two header lines, classes and their total",
			"股东类型\t同意\t\t反对\t\t弃权\n\t票数\t比例(%)\t票数\t比例(%)\t票数\t比例(%)\nA股\t9,900\t99.00\t50\t0.50\t50\t0.50\nH股\t100\t100.00\t0\t0.00\t0\t0.00\n普通股合计:\t10,000\t99.01\t50\t0.50\t50\t0.50",
			[3]string{"10000", "50", "50"}, [3]string{"0.9901", "0.0050", "0.0050"}},
		{"one header line with '|', one class",
			"| 股东类型 | 同意票数 | 比例(%) | 反对票数 | 比例(%) | 弃权票数 | 比例(%) |\n| A股 | 1,000 | 99.9000 | 1 | 0.1000 | 0 | 0.0000 |",
			[3]string{"1000", "1", "0"}, [3]string{"0.999000", "0.001000", "0.000000"}},
		{"columns in another order, cells apart by spaces",
			"股东类型    同意 票数  比例(%)    弃权 票数  比例(%)    反对 票数  比例(%)\nA 股    300    75.00    100    25.00    0    0.00",
			[3]string{"300", "0", "100"}, [3]string{"0.7500", "0.0000", "0.2500"}},
		{"several classes without a total", "股东类型\t同意\t比例(%)\t反对\t比例(%)\t弃权\t比例(%)\nA股\t1\t100.00\t0\t0.00\t0\t0.00\nH股\t2\t100.00\t0\t0.00\t0\t0.00", [3]string{}, [3]string{}},
		{"no ratios in %", "股东类型\t同意\t比例\t反对\t比例\t弃权\t比例\nA股\t1\t100.00\t0\t0.00\t0\t0.00", [3]string{}, [3]string{}},
		{"a header without a way of voting", "股东类型\t同意\t比例(%)\t反对\t比例(%)\nA股\t1\t100.00\t0\t0.00", [3]string{}, [3]string{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := ParseShareTable(tt.in)
			if tt.counts[0] == "" {
				if ok {
					t.Fatalf("read a tally: %+v", got)
				}
				return
			}
			if !ok {
				t.Fatal("no tally")
			}
			for k := range 3 {
				if c := got.Counts[k].Value.String(); c != tt.counts[k] {
					t.Errorf("count %d = %s, want %s", k, c, tt.counts[k])
				}
				if r := got.Ratios[k].ValueString(); r != tt.ratios[k] {
					t.Errorf("ratio %d = %s, want %s", k, r, tt.ratios[k])
				}
				if q := got.Counts[k]; tt.in[q.Span.Start:q.Span.End] != q.Text {
					t.Errorf("count %d span %v does not quote %q", k, q.Span, q.Text)
				}
			}
		})
	}
}

// TestShareholdersResolutionTemplate reads the exchanges' template: the
// meeting as labelled lines and a table, each proposal's votes as a table
// of classes of shares and their total.
func TestShareholdersResolutionTemplate(t *testing.T) {
	doc := testdoc.File(t, "shareholders_meeting_table.txt")
	out := runHeader(doc)
	m := out.Meeting
	if m == nil || m.Date != "2015-06-15" || m.Place != "北京市西城区金融大街25号" || m.Chair != "王洪章" || m.Session != "2014年度股东大会" ||
		m.ShareholdersPresent == nil || *m.ShareholdersPresent != 1024 || m.SharesRepresented == nil || m.SharesRepresented.Value != "200000000000" ||
		m.SharesRepresentedRatio == nil || m.SharesRepresentedRatio.Text != "80.0000" {
		t.Fatalf("meeting = %+v", m)
	}
	for _, key := range []string{"date", "place", "chair", "shareholders_present"} {
		testdoc.CheckRef(t, doc, key, m.Evidence[key])
	}
	if len(out.Resolutions) != 2 {
		t.Fatalf("%d resolutions", len(out.Resolutions))
	}
	r := out.Resolutions[0]
	if r.Title != "2014年度董事会工作报告" || r.Votes == nil || r.Votes.For != 198900000000 || r.Votes.Against != 1050000000 || r.Votes.Abstain != 50000000 ||
		r.Votes.ForRatio == nil || r.Votes.ForRatio.Text != "99.4500" {
		t.Fatalf("resolution 1 = %+v, votes %+v", r, r.Votes)
	}
	checkFigures(t, doc, r.Votes)
	if len(out.Warnings) != 0 {
		t.Errorf("warnings: %+v", out.Warnings)
	}
}

// TestClassTableWithoutTotal: a table of classes of shares with no total
// gives each class's tally (class_votes) and no tally of the proposal,
// and no warning: the votes are read, by class.
func TestClassTableWithoutTotal(t *testing.T) {
	text := "招商银行股份有限公司\n2014年第一次临时股东大会决议公告\n\n二、议案审议情况\n1、议案名称：关于发行优先股的议案\n审议结果：通过\n表决情况：\n" +
		"股东类型\t同意\t比例(%)\t反对\t比例(%)\t弃权\t比例(%)\nA股\t1\t100.00\t0\t0.00\t0\t0.00\nH股\t2\t100.00\t0\t0.00\t0\t0.00\n\n特此公告。\n\n招商银行股份有限公司董事会\n"
	out := runHeader(testdoc.From("t.txt", text))
	if len(out.Warnings) != 0 {
		t.Errorf("warnings = %+v", out.Warnings)
	}
	if len(out.Resolutions) != 1 {
		t.Fatalf("resolutions = %+v", out.Resolutions)
	}
	r := out.Resolutions[0]
	if r.Votes != nil {
		t.Errorf("votes %+v: the classes state no total", r.Votes)
	}
	if got := classVotesOf(r); got != "A股=A:1/0/0@1.0000 H股=H:2/0/0@1.0000" {
		t.Errorf("class_votes %q", got)
	}
}

// classVotesOf is r's tallies by class as "label=class:for/against/abstain@ratio …".
func classVotesOf(r schema.Resolution) string {
	var parts []string
	for _, cv := range r.ClassVotes {
		ratio := ""
		if cv.Votes.ForRatio != nil {
			ratio = cv.Votes.ForRatio.Value
		}
		parts = append(parts, fmt.Sprintf("%s=%s:%d/%d/%d@%s", cv.Label, cv.Class, cv.Votes.For, cv.Votes.Against, cv.Votes.Abstain, ratio))
	}
	return strings.Join(parts, " ")
}

// TestCandidates reads an election by cumulative voting from the
// template's table, and leaves a table that is not one alone.
func TestCandidates(t *testing.T) {
	doc := testdoc.File(t, "shareholders_meeting_cumulative.txt")
	out := runHeader(doc)
	if len(out.Resolutions) != 2 {
		t.Fatalf("%d resolutions", len(out.Resolutions))
	}
	r := out.Resolutions[1]
	if r.Title != "关于选举第十届董事会董事的议案" || r.Votes != nil {
		t.Fatalf("resolution 2 = %+v", r)
	}
	type cand struct {
		Seq, Name, Ratio string
		Votes            int
		Elected          bool
	}
	var got []cand
	for _, c := range r.Candidates {
		got = append(got, cand{c.Seq, c.Name, c.Ratio.Value, c.Votes, c.Elected != nil && *c.Elected})
		if string(doc.Raw[c.Ratio.Span[0]:c.Ratio.Span[1]]) != c.Ratio.Text {
			t.Errorf("%s: ratio span %v", c.Seq, c.Ratio.Span)
		}
		testdoc.CheckRef(t, doc, c.Seq+" votes", c.Evidence["votes"])
		if q, err := normalize.ParseQuantity(c.Evidence["votes"].Text, normalize.WithUnit("股")); err != nil || q.Value.IntPart() != int64(c.Votes) {
			t.Errorf("%s: votes figure %q does not read as %d (%v)", c.Seq, c.Evidence["votes"].Text, c.Votes, err)
		}
	}
	want := []cand{
		{"2.01", "李建红", "0.990000", 14850000000, true},
		{"2.02", "田惠宇", "0.980000", 14700000000, true},
		{"2.03", "张三", "0.400000", 6000000000, false},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got)\n%s", diff)
	}
	if len(out.Warnings) != 0 {
		t.Errorf("warnings %+v", out.Warnings)
	}
	// Without the elected column, and rows that are no candidates.
	cs := ParseCandidateTable("议案序号|议案名称|得票数|得票数占出席会议有效表决权的比例(%)\n3.01|王五|1,000|50.00\n3.02|赵六|900|45.00\n合计|-|1,900|95.00")
	if len(cs) != 2 || cs[1].Name != "赵六" || cs[1].Elected != nil {
		t.Errorf("candidates = %+v", cs)
	}
	if cs := ParseCandidateTable("议案序号\t议案名称\t得票数\n3.01\t王五\t1,000"); cs != nil {
		t.Errorf("a table without ratios read: %+v", cs)
	}
}

// TestSectionTitles: the parts of a shareholders' meeting's announcement
// are not proposals, but a board's proposal whose title ends in 情况 is.
func TestSectionTitles(t *testing.T) {
	for _, tt := range []struct {
		title string
		part  bool
	}{
		{"会议召开和出席情况", true},
		{"议案审议情况", true},
		{"律师见证情况:", true},
		{"2014年度内部控制评价情况", false},
		{"关于2014年度关联交易执行情况", false},
		{"《2014年度董事会决议执行情况》", false},
	} {
		if got := isSectionTitle(tt.title); got != tt.part {
			t.Errorf("isSectionTitle(%q) = %v, want %v", tt.title, got, tt.part)
		}
	}
	text := "宁波银行股份有限公司\n董事会会议决议公告\n一、2014年度内部控制评价情况\n表决结果：同意9票，反对0票，弃权0票。\n二、关于修订章程的议案\n表决结果：同意9票，反对0票，弃权0票。\n\n特此公告。\n\n宁波银行股份有限公司董事会\n"
	out := runHeader(testdoc.From("t.txt", text))
	if len(out.Resolutions) != 2 || out.Resolutions[0].Title != "2014年度内部控制评价情况" {
		t.Errorf("resolutions = %+v", out.Resolutions)
	}
}

// TestMinorityInvestorsApart: the votes of the small and medium investors
// (中小投资者), stated after the meeting's own tally, are a part of it and
// not the proposal's tally, whether they follow on the same line ("其中,
// 中小投资者表决情况:同意…") or under a label of their own line; a
// proposal stating only the minority's votes has no tally of the meeting.
func TestMinorityInvestorsApart(t *testing.T) {
	text := "某某股份有限公司2016年第一次临时股东大会决议公告\n" +
		"二、议案审议表决情况\n" +
		"1、审议通过《关于公司2016年度日常关联交易预计的议案》\n" +
		"表决结果:同意337,120,534股,占出席会议有表决权股份总数的99.8495%;反对508,100股,占出席会议有表决权股份总数的0.1505%;弃权0股,占出席会议有表决权股份总数的0%。其中,中小投资者表决情况:同意9,120,534股,占出席会议中小投资者有表决权股份总数的94.7227%;反对508,100股,占出席会议中小投资者有表决权股份总数的5.2773%;弃权0股,占出席会议中小投资者有表决权股份总数的0%。\n" +
		"2、审议通过《关于续聘会计师事务所的议案》\n" +
		"中小投资者表决情况:\n同意9,628,634股,占出席会议中小投资者有表决权股份总数的100%;反对0股,占出席会议中小投资者有表决权股份总数的0%;弃权0股,占出席会议中小投资者有表决权股份总数的0%。\n" +
		"表决结果:同意337,628,634股,占出席会议有表决权股份总数的100%;反对0股;弃权0股。\n" +
		"3、审议通过《关于修订<独立董事工作制度>的议案》\n" +
		"其中,中小投资者表决情况:同意9,628,634股,占出席会议中小投资者有表决权股份总数的100%;反对0股;弃权0股。\n"
	rs := runHeader(testdoc.From("t.txt", text)).Resolutions
	if len(rs) != 3 {
		t.Fatalf("%d resolutions, want 3", len(rs))
	}
	for _, w := range []struct {
		seq   int
		votes string // "" no tally
	}{{1, "337120534/508100/0"}, {2, "337628634/0/0"}, {3, ""}} {
		r := rs[w.seq-1]
		got := ""
		if r.Votes != nil {
			got = strconv.Itoa(r.Votes.For) + "/" + strconv.Itoa(r.Votes.Against) + "/" + strconv.Itoa(r.Votes.Abstain)
		}
		if got != w.votes {
			t.Errorf("resolution %d (%s): votes %q, want %q", w.seq, r.Title, got, w.votes)
		}
	}
}

// TestShareholdersProposalsUnnumbered: proposals of a shareholders'
// meeting numbered after the word (议案一:) or not numbered, each with its
// tally in shares in the sentence or on the next line.
func TestShareholdersProposalsUnnumbered(t *testing.T) {
	head := "某某股份有限公司2018年年度股东大会决议公告\n一、会议召开和出席情况\n1、会议召开时间:2019年5月20日\n2、出席本次会议的股东及股东代理人共15人,代表股份337,628,634股,占公司有表决权股份总数的32.32%。\n二、议案审议表决情况\n"
	tally := "同意337,120,534股,占出席会议所有股东所持股份的99.8495%;反对508,100股,占出席会议所有股东所持股份的0.1505%;弃权0股(其中,因未投票默认弃权0股),占出席会议所有股东所持股份的0.0000%。"
	for _, tt := range []struct{ name, body string }{
		{"议案一", "议案一:《2018年度董事会工作报告》\n表决结果:" + tally + "\n议案二:《2018年度监事会工作报告》\n表决结果:" + tally + "\n"},
		{"unnumbered, tally in the sentence", "会议以现场投票和网络投票相结合的方式审议通过了《2018年度董事会工作报告》,表决结果:" + tally + "\n会议审议通过了《2018年度监事会工作报告》,表决结果:" + tally + "\n"},
		{"unnumbered, tally on the next line", "会议审议通过了《2018年度董事会工作报告》。\n表决结果:" + tally + "\n会议审议通过了《2018年度监事会工作报告》。\n表决结果:" + tally + "\n"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			rs := runHeader(testdoc.From("t.txt", head+tt.body+"特此公告。\n")).Resolutions
			if len(rs) != 2 {
				t.Fatalf("%d resolutions, want 2", len(rs))
			}
			for i, title := range []string{"2018年度董事会工作报告", "2018年度监事会工作报告"} {
				r := rs[i]
				if r.Seq != i+1 || r.Title != title || r.Votes == nil || r.Votes.For != 337120534 || r.Votes.Against != 508100 || r.Votes.Abstain != 0 {
					t.Errorf("resolution %d = %d %q votes %+v", i+1, r.Seq, r.Title, r.Votes)
				}
			}
		})
	}
}

// TestVerticalShareTable: the template's table of votes printed one cell a
// line (text taken from a PDF rendering) is read as the table it is, each
// count cited where it stands; a class of shares without a total among
// several is not read.
func TestVerticalShareTable(t *testing.T) {
	head := "某某股份有限公司2019年第一次临时股东大会决议公告\n二、议案审议情况\n(一)非累积投票议案\n1、议案名称:关于变更公司经营范围的议案\n审议结果:通过\n表决情况:\n股东类型\n"
	cells := "同意\n反对\n弃权\n票数\n比例(%)\n票数\n比例(%)\n票数\n比例(%)\n"
	row := func(label, a, b, c, d, e, f string) string {
		return label + "\n" + a + "\n" + b + "\n" + c + "\n" + d + "\n" + e + "\n" + f + "\n"
	}
	text := head + cells + row("A股", "427,323,627", "99.8758", "189,536", "0.0442", "341,700", "0.0800") + "2、议案名称:关于修订公司章程的议案\n"
	doc := testdoc.From("t.txt", text)
	rs := runHeader(doc).Resolutions
	if len(rs) == 0 || rs[0].Votes == nil {
		t.Fatalf("resolutions %+v", rs)
	}
	v := rs[0].Votes
	if v.For != 427323627 || v.Against != 189536 || v.Abstain != 341700 || v.ForRatio == nil || v.ForRatio.Text != "99.8758" {
		t.Errorf("votes %+v", v)
	}
	checkFigures(t, doc, v)
	// Two classes, no total: not read.
	text = head + cells + row("A股", "427,323,627", "99.8758", "189,536", "0.0442", "341,700", "0.0800") + row("B股", "1,000", "100.0000", "0", "0.0000", "0", "0.0000")
	if rs := runHeader(testdoc.From("t.txt", text)).Resolutions; len(rs) > 0 && rs[0].Votes != nil {
		t.Errorf("read a tally from two classes without a total: %+v", rs[0].Votes)
	}
}

// A shareholders' meeting whose tallies are counted in 票 with their
// shares of the voting shares is read in shares; one that counts in 票
// without them, or by class of shares without a total, is reported as
// not understood.
func TestShareholdersTallyInVotes(t *testing.T) {
	head := "某某股份有限公司\n2019年第一次临时股东大会决议公告\n一、会议召开和出席情况\n公司2019年第一次临时股东大会于2019年5月20日在公司会议室召开，出席会议的股东及股东代理人共12人，代表股份138,140,977股，占公司总股本的45.00%。\n二、议案审议情况\n1、审议通过《关于修订公司章程的议案》\n"
	doc := extractText("x.txt", head+"表决结果：同意137,946,277票，占出席会议有表决权股份总数的99.86%；反对0票，占出席会议有表决权股份总数的0%；弃权194,700票，占出席会议有表决权股份总数的0.14%。\n特此公告。\n")
	if len(doc.Resolutions) != 1 || doc.Resolutions[0].Votes == nil {
		t.Fatalf("resolutions %+v", doc.Resolutions)
	}
	if v := doc.Resolutions[0].Votes; v.Unit != normalize.UnitShares || v.For != 137946277 || v.Against != 0 || v.Abstain != 194700 || v.ForRatio == nil || v.ForRatio.Text != "99.86%" {
		t.Errorf("votes %+v", v)
	}
	doc = extractText("x.txt", head+"表决结果：同意137,946,277股，占出席会议有表决权股份总数的99.86%；反对0股；弃权194,700股；其中A股同意100,000,000股，反对0股，弃权0股；H股同意37,946,277股，反对0股，弃权194,700股。\n特此公告。\n")
	if len(doc.Resolutions) != 1 || doc.Resolutions[0].Votes == nil {
		t.Fatalf("by class with a total: resolutions %+v", doc.Resolutions)
	}
	if v := doc.Resolutions[0].Votes; v.For != 137946277 || v.Against != 0 || v.Abstain != 194700 {
		t.Errorf("by class with a total: votes %+v", v)
	}
	if got := classVotesOf(doc.Resolutions[0]); got != "A股=A:100000000/0/0@ H股=H:37946277/0/194700@" {
		t.Errorf("by class with a total: class_votes %q", got)
	}
	doc = extractText("x.txt", head+"表决结果：A股同意100,000,000股，反对0股，弃权0股；H股同意37,946,277股，反对0股，弃权194,700股。\n特此公告。\n")
	if len(doc.Resolutions) != 1 || doc.Resolutions[0].Votes != nil || len(doc.Warnings) != 0 {
		t.Fatalf("by class without a total: resolutions %+v, warnings %+v", doc.Resolutions, doc.Warnings)
	}
	if got := classVotesOf(doc.Resolutions[0]); got != "A股=A:100000000/0/0@ H股=H:37946277/0/194700@" {
		t.Errorf("by class without a total: class_votes %q", got)
	}
	for _, tally := range []string{
		"表决结果：同意137,946,277票，反对0票，弃权194,700票。",
	} {
		doc := extractText("x.txt", head+tally+"\n特此公告。\n")
		warned := false
		for _, w := range doc.Warnings {
			warned = warned || w.Code == "votes_not_understood"
		}
		for _, r := range doc.Resolutions {
			if r.Votes != nil {
				t.Errorf("%s: read votes %+v", tally, r.Votes)
			}
		}
		if !warned {
			t.Errorf("%s: no votes_not_understood", tally)
		}
	}
}

// FuzzParseShareTally holds ParseShareTally to any text: no panic, and a
// tally read lies inside the text with its counts whole and not negative.
func FuzzParseShareTally(f *testing.F) {
	for _, s := range []string{
		"表决结果：同意137,946,277票，占出席会议有表决权股份总数的99.86%；反对0票，占出席会议有表决权股份总数的0%；弃权194,700票，占出席会议有表决权股份总数的0.14%",
		"同意137,946,277股，占出席会议有表决权股份总数的99.86%；反对0股；弃权194,700股；其中A股同意100,000,000股，反对0股，弃权0股；H股同意37,946,277股，反对0股，弃权194,700股",
		"内资股股东同意866,248,900股，反对0股，弃权0股；外资股股东同意165,439,230股，反对0股，弃权0股；合计同意1,031,688,130股，反对0股，弃权0股",
		"表决结果:同意337,120,534股,占出席会议所有股东所持股份的99.8495%;反对508,100股,占出席会议所有股东所持股份的0.1505%;弃权0股(其中,因未投票默认弃权0股)",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, ok := ParseShareTally(s)
		if !ok {
			return
		}
		if got.Span.Start < 0 || got.Span.End > len(s) || got.Span.Start > got.Span.End {
			t.Fatalf("span %v of %d bytes", got.Span, len(s))
		}
		for k, q := range got.Counts {
			if !q.Value.IsInteger() || q.Value.IsNegative() {
				t.Fatalf("count %d: %v", k, q.Value)
			}
			if q.Span.Start < 0 || q.Span.End > len(s) {
				t.Fatalf("count %d span %v", k, q.Span)
			}
		}
	})
}
