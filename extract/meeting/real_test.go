package meeting

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/extract/announce"
	"github.com/gonggao/gonggao/extract/internal/testdoc"
	"github.com/gonggao/gonggao/extract/read"
	"github.com/gonggao/gonggao/internal/perturb"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/pipeline/kind"
	"github.com/gonggao/gonggao/schema"
)

// Tallies in the wordings of real announcements (testdata/real, other
// filings of the same sources, and wordings read in filings elsewhere).
func TestTallyWordings(t *testing.T) {
	type want struct{ For, Against, Abstain, Recusals int } // Recusals -1: not stated
	tests := []struct {
		name, in string
		want     *want
	}{
		// A board approval reported in a contract announcement (FDDC 16328291).
		{"in passing, number first", "乐山电力股份有限公司(以下简称“公司”)于2017年5月3日召开了第八届董事会第二十六次临时会议,以11票赞成,0票反对,0票弃权审议通过了《关于控股子公司参与联合投标污水处理站项目建设的议案》", &want{11, 0, 0, -1}},
		// The independent directors' sub-tally is not the board's.
		{"sub-tally after 其中", "会议以9票同意,0票反对,0票弃权审议通过了《关于签订日常关联交易合同的议案》,其中:独立董事3票同意,0票反对,0票弃权。", &want{9, 0, 0, -1}},
		{"sub-tally label first", "表决结果:同意7票,反对0票,弃权0票;其中:独立董事同意 2 票,反对 0 票,弃权 0 票。", &want{7, 0, 0, -1}},
		{"only the sub-tally", "其中独立董事3票同意、0票反对、0票弃权。", nil},
		// Recusals counted in or beside the tally (FDDC 354778, 734516).
		{"recusals after the counts", "以4票同意、0票反对、0票弃权、5票回避表决(关联董事陆耀华、王章全、严东明、朱德宇、赵维茂)审议通过了《关于子公司使用募集资金增资的议案》", &want{4, 0, 0, 5}},
		{"recusals before the counts", "会议以3票回避、6票同意、0票反对、0票弃权审议通过了该议案", &want{6, 0, 0, 3}},
		{"recusals between", "同意6票,回避3票,反对0票,弃权0票", &want{6, 0, 0, 3}},
		{"recusals labelled after", "表决结果:同意 8 票,反对 0 票,弃权 0 票,回避表决:1 票。", &want{8, 0, 0, 1}},
		// Any order; Chinese numerals; semicolons (page 26).
		{"abstain before against", "表决结果:9票同意,0票弃权,0票反对。", &want{9, 0, 0, -1}},
		{"零 for zero", "会议以九票同意、零票反对、零票弃权审议通过了《关于公司日常关联交易的议案》", &want{9, 0, 0, -1}},
		{"counts set apart by semicolons", "表决结果:同意3票;反对0票;弃权0票", &want{3, 0, 0, -1}},
		{"赞成 without separators", "表决结果:赞成15票反对0票弃权0票", &want{15, 0, 0, -1}},
		// Asides in brackets are not counts; a tally in brackets is one.
		{"sub-tally in brackets", "表决结果:同意9票(其中独立董事3票同意),反对0票,弃权0票。", &want{9, 0, 0, -1}},
		{"tally in brackets", "审议通过了《关于2018年度利润分配预案的议案》(同意9票,反对0票,弃权0票)。", &want{9, 0, 0, -1}},
		// None stated as none.
		{"无反对票和弃权票", "表决结果:赞成票9票,无反对票和弃权票。", &want{9, 0, 0, -1}},
		{"无反对、弃权票", "会议以7票同意,无反对、弃权票,审议通过了该议案。", &want{7, 0, 0, -1}},
		{"无反对意见 is not a vote", "同意9票,独立董事无反对意见。", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in, _ := normalize.Fold(tt.in)
			ts := findTallies(in)
			if tt.want == nil {
				if len(ts) > 0 {
					t.Fatalf("findTallies(%q) = %+v, want none", tt.in, ts[0])
				}
				return
			}
			if len(ts) != 1 {
				t.Fatalf("findTallies(%q): %d tallies, want 1", tt.in, len(ts))
			}
			got := want{ts[0].yes, ts[0].against, ts[0].abstain, -1}
			if ts[0].recusals != nil {
				got.Recusals = *ts[0].recusals
			}
			if diff := cmp.Diff(*tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

// realDoc reads one of the real excerpts and runs the announcement and
// meeting extractors over it.
func realDoc(t *testing.T, file string) *schema.Document {
	t.Helper()
	path := filepath.Join("testdata", "real", file)
	doc := testdoc.Read(t, path)
	return extract.Run(doc, schema.Source{Path: path}, []extract.Extractor{announce.Announcement{Kinds: kind.Default}, Meeting{}, Resolutions{}})
}

// The meeting of real announcements, each field as the text states it
// (read against the file): hard-wrapped lines, spaced digits, attendance
// in every wording, proxies in lists, traditional characters.
func TestRealMeetings(t *testing.T) {
	type meeting struct {
		Body, Date, NoticeDate string
		Expected, Present      int // -1: not stated
		WithProxies            bool
		Chair                  string
		Proxies                [][2]string
	}
	tests := []struct {
		file string
		want *meeting // nil: no meeting
	}{
		// "本次会议应出席董事15人,实际出席董事10人,5名董事委托出席(于新兴委托刘兴亮、刘云鹏委托王再云、…)";
		// "公司已于2006年9月27日以书面形式向公司全体董事(共15名,其中独立董事5名)…发出了会议通知".
		{"page_02_board.txt", &meeting{"board", "2006-09-28", "2006-09-27", 15, 10, false, "",
			[][2]string{{"于新兴", "刘兴亮"}, {"刘云鹏", "王再云"}, {"张瑞凤", "赵树元"}, {"高德柱", "金永静"}, {"董娟", "张德广"}}}},
		// "董事长刘连舸先生因其他重要公务未能出席会议,委托执行董事吴富林先生代为出席并表决"; "本次会议由执行董事吴富林先生主持".
		{"page_03_board.txt", &meeting{"board", "2020-01-13", "2019-12-30", 12, 11, false, "吴富林", [][2]string{{"刘连舸", "吴富林"}}}},
		// Double-spaced PDF rendering; "于2012年3月9日发出书面会议通知,2012年3月30日在北京以现场会议形式完成表决形成决议,
		// 会议应参会董事15人,实际参会董事15名,其中…": the 15 count the proxies; the transliterated
		// names without '·' are not taken for names.
		{"page_04_board.txt", &meeting{"board", "2012-03-30", "2012-03-09", 15, 15, true, "", [][2]string{{"赵小凡", "居伟民"}, {"白重恩", "李哲平"}}}},
		// "于\n2017 年 4 月 21 日在上海以现场会议方式召开,…本次会议应出席董事 18 人,实际出席董事 17\n人,李任董事委托叶峻董事出席并代为表决".
		{"page_07_board.txt", &meeting{"board", "2017-04-21", "2017-04-06", 18, 17, false, "金煜", [][2]string{{"李任", "叶峻"}}}},
		// "应到董事8人,董事王琤光因病未能出席,董事史荣贵委托董事长何尔涛、独立董事刘可夫委托独立董事陈恭健出席董事会".
		{"page_12_board.txt", &meeting{"board", "2003-04-24", "", 8, -1, false, "何尔涛", [][2]string{{"史荣贵", "何尔涛"}, {"刘可夫", "陈恭健"}}}},
		// "会议应到董事九人,实到董事七人(独立董事曾五一先生委托独立董事黄金琳先生代为出席表决,…)".
		{"page_13_board.txt", &meeting{"board", "2003-08-13", "", 9, 7, false, "", [][2]string{{"曾五一", "黄金琳"}}}},
		// "会议应到董事9名,实到7名,委托2名".
		{"page_14_board.txt", &meeting{"board", "2003-05-15", "", 9, 7, false, "", nil}},
		// "本公司于 2024 年 5 月 14 日以专人送达或电子邮件的方式,\n向全体董事和监事发出《关于召开…的通知》";
		// "本次会议应参加表决的董事 16 名(任\n德奇董事长回避表决),实际参加表决的董事 16 名"; a written vote, no date held.
		{"page_16_board.txt", &meeting{"board", "", "2024-05-14", 16, 16, false, "", nil}},
		// "于 2017 年 11 月 8 日以书面和电话方式通知全体监事"; "会议应到监事 3 名,亲自出席现场会议监事 3\n名".
		{"page_21_supervisory.txt", &meeting{"supervisory_board", "2017-11-14", "2017-11-08", 3, 3, false, "徐芳琴", nil}},
		// "本次会议应参与表决监事3人,实际参与表决监事\n3人".
		{"page_24_supervisory.txt", &meeting{"supervisory_board", "2022-11-21", "2022-11-16", 3, 3, false, "", nil}},
		// The template's labelled lines: "1、召开时间:2009年4月30日", "5、主持人:宋伟杰先生", "6、本次会议通知于2009年4月10日发出".
		{"page_29_shareholders.txt", &meeting{"shareholders", "2009-04-30", "2009-04-10", -1, -1, false, "宋伟杰", nil}},
		// Traditional characters: "現場會議召開時間為:2011年11月25日"; "主持人:董事" names no one.
		{"page_33_shareholders.txt", &meeting{"shareholders", "2011-11-25", "", -1, -1, false, "", nil}},
		// "本次股东大会,由公司董事会七届十三次会议决议召开,…现场会议由高兵华董事长主持".
		{"page_36_shareholders.txt", &meeting{"shareholders", "2020-09-07", "2020-08-20", -1, -1, false, "高兵华", nil}},
		// A board approval reported in passing: the session and date of that sentence only.
		{"fddc_16804077.html", &meeting{"board", "2017-10-24", "", -1, -1, false, "", nil}},
		// The approval, then the recused, then the tally on a line of its own: "公司于 2018 年 4 月 27 日召开的
		// 第三届董事会第十六次会议审议通过了《…》。…\n表决结果为：同意票 8 票，反对票 0 票，弃权票 0 票。"
		{"fddc_20472016.html", &meeting{"board", "2018-04-27", "", -1, -1, false, "", nil}},
		// The members in office and those attending, counted first, in the sentence after the approval, a
		// line of the converted PDF broken inside 会议: "2008 年 2 月 1 日，公司第五届董事会第二十五次（临时）会\n
		// 议审议通过了公司关于…的议案，…。公司现有\n董 事 9 名， 9 名董事参加该次会议， 9 名董事一致同意…".
		{"fddc_391268.html", &meeting{"board", "2008-02-01", "", 9, 9, false, "", nil}},
		// The session, then the day it met, the tally two sentences on: "公司第六届董事会第七次会议于
		// 2010年7月 18 日召开。会议程序符合《公司章程》规定。会议以 8 票赞成,0 票反对、0 票弃权…".
		{"fddc_60237.html", &meeting{"board", "2010-07-18", "", -1, -1, false, "", nil}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			m := realDoc(t, tt.file).Meeting
			if tt.want == nil {
				if m != nil {
					t.Fatalf("meeting %+v, want none", *m)
				}
				return
			}
			if m == nil {
				t.Fatal("no meeting")
			}
			got := meeting{Body: m.Body, Date: m.Date, NoticeDate: m.NoticeDate, Expected: -1, Present: -1, WithProxies: m.PresentIncludesProxies, Chair: m.Chair}
			if m.DirectorsExpected != nil {
				got.Expected = *m.DirectorsExpected
			}
			if m.DirectorsPresent != nil {
				got.Present = *m.DirectorsPresent
			}
			for _, p := range m.Proxies {
				got.Proxies = append(got.Proxies, [2]string{p.Absent, p.Holder})
			}
			if diff := cmp.Diff(*tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

// Who attended a shareholders' meeting, as the real announcements state
// it for the meeting as a whole: a sentence, or the template's rows with
// the figure after a single space and a label wrapped onto the next line
// (page 36); never a part of the attendance (page 32 states the whole,
// then those on site by class of shares, "非流通股股东及授权代表人数0人,
// 代表股份0股", then those voting online).
func TestRealShareholdersAttendance(t *testing.T) {
	type attendance struct {
		Present       int // -1: not read
		Shares, Ratio string
	}
	tests := []struct {
		file string
		want attendance
	}{
		// "8、出席会议的股东及股东代表12名,代表股份138,140,977股,占公司有表决权股份总数的34.61%".
		{"page_29_shareholders.txt", attendance{12, "138140977", "0.3461"}},
		// "参加本次股东大会表决的股东及授权代表人数28人,代表股份129017228股,占公司总股本的47.75%".
		{"page_32_shareholders.txt", attendance{28, "129017228", "0.4775"}},
		// Traditional characters: "出席本次股東大會的股東及股東代理人(以下統稱股東)97人,代表股份1,016,478,571股,占…49.2776%".
		{"page_33_shareholders.txt", attendance{97, "1016478571", "0.492776"}},
		// "1、出席会议的股东和代理人人数 102", "2、…股份总数(股) 427,854,863",
		// "3、…占公司有表决权股\n份总数的比例(%) 48.3572".
		{"page_36_shareholders.txt", attendance{102, "427854863", "0.483572"}},
		// "出席会议的股东(含代理人)共计25人,共持有337,628,634股有表决权股份,占公司有表决权股份总数的32.32%".
		{"page_37_shareholders.txt", attendance{25, "337628634", "0.3232"}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			m := realDoc(t, tt.file).Meeting
			if m == nil {
				t.Fatal("no meeting")
			}
			got := attendance{Present: -1}
			if m.ShareholdersPresent != nil {
				got.Present = *m.ShareholdersPresent
			}
			if q := m.SharesRepresented; q != nil {
				got.Shares = q.Value
			}
			if q := m.SharesRepresentedRatio; q != nil {
				got.Ratio = q.Value
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

// The resolutions of real announcements: titles only from 《…》, a
// numbered heading or 议案名称, with their tallies; never a sentence.
func TestRealResolutions(t *testing.T) {
	type res struct {
		Seq                   int
		Title                 string
		For, Against, Abstain int // -1: no tally
		Recused               []string
	}
	tests := []struct {
		file string
		want []res
	}{
		// "一、关于公司与山东华宇铝电有限公司关联交易的议案(关联董事刘兴亮、于新兴回避表决)".
		{"page_02_board.txt", []res{
			{1, "关于公司与山东华宇铝电有限公司关联交易的议案", 13, 0, 0, []string{"刘兴亮", "于新兴"}},
			{2, "关于公司与抚顺铝业有限公司关联交易的议案", 14, 0, 0, []string{"于新兴"}},
			{3, "关于公司与包头铝业股份有限公司关联交易的议案", 14, 0, 0, []string{"于新兴"}},
			{4, "关于召开2006年第一次临时股东大会的通知", 15, 0, 0, nil},
		}},
		// "(一)审议通过《关于公司 2022 年度监事会工作报告的议案》 … 表决结果:3 票同意,0 票反对,0 票弃权";
		// the excerpt stops before the second proposal's tally.
		{"page_23_supervisory.txt", []res{
			{1, "关于公司2022年度监事会工作报告的议案", 3, 0, 0, nil},
			{2, "关于公司2022年年度报告及其摘要的议案", -1, -1, -1, nil},
		}},
		// One count a line; the first proposal's tally states no 反对, and its 同意 and 弃权 add up to the
		// 138,140,977 shares present: none is left against.
		{"page_29_shareholders.txt", []res{
			{1, "2008年年度报告及其摘要", 137946277, 0, 194700, nil},
			{2, "2008年度利润分配议案", 137739477, 206800, 194700, nil},
			{3, "2008年年度董事会工作报告", -1, -1, -1, nil},
		}},
		// Traditional characters, the title as printed.
		{"page_33_shareholders.txt", []res{{1, "關于以部分閑置募集資金補充流動資金的議案", 1016184171, 293700, 700, nil}}},
		// "1、议案名称:2020年半年度利润分配预案", a class row set apart by single spaces.
		{"page_36_shareholders.txt", []res{
			{1, "2020年半年度利润分配预案", 427323627, 189536, 341700, nil},
			{2, "关于认购股权投资基金合伙企业(", -1, -1, -1, nil},
		}},
		// In passing: "…以 6 票赞成、0 票反对、0 票弃权审议通过了《关于公司关联方…的议案》,关联董事赵磊、刘伟、秦江、
		// 陈军民、程伟东回避了此议案的表决".
		{"fddc_16804077.html", []res{{1, "关于公司关联方新疆天富信息科技有限责任公司中标公司信息化项目并签订相关合同的议案", 6, 0, 0,
			[]string{"赵磊", "刘伟", "秦江", "陈军民", "程伟东"}}}},
		// "公司董事施永雷先生、郁瑞芬女士、徐赛花女士，为关联董事，已回避表决本议案": the recused two clauses
		// before 回避; the tally two sentences after the approval.
		{"fddc_20472016.html", []res{{1, "关于公司与关联方续签《特许经营合同书》的议案", 8, 0, 0, []string{"施永雷", "郁瑞芬", "徐赛花"}}}},
		// "会议以 8 票赞成,0 票反对、0 票弃权一致批准通过了该项合同": no proposal named, no resolution;
		// "(十二)、合同还对甲乙双方的权利和义务…进行了约定" is not a title.
		{"fddc_60237.html", nil},
		// "…以 4 票同意、0 票反对、0 票弃权、5 票回避表决(关联董事陆耀华、王章全、严东明、朱德宇、
		// 赵维茂)审议通过了《…》": the recused named in brackets.
		{"fddc_354778.html", []res{{1, "关于子公司使用募集资金对Milk New Zealand Dairy Limited进行增资暨关联交易的议案", 4, 0, 0, []string{"陆耀华", "王章全", "严东明", "朱德宇", "赵维茂"}}}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			var got []res
			for _, r := range realDoc(t, tt.file).Resolutions {
				g := res{Seq: r.Seq, Title: r.Title, For: -1, Against: -1, Abstain: -1, Recused: r.Recused}
				if v := r.Votes; v != nil {
					g.For, g.Against, g.Abstain = v.For, v.Against, v.Abstain
				}
				got = append(got, g)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

var lineBreakRe = regexp.MustCompile(`\r?\n[ \t]*`)

// Every value of the compacted view leads back to its own text in the
// source: the evidence of each meeting field and tally is the source text
// at its span.
func TestCompactViewProvenance(t *testing.T) {
	for _, file := range []string{"page_04_board.txt", "page_07_board.txt", "page_21_supervisory.txt", "page_33_shareholders.txt"} {
		t.Run(file, func(t *testing.T) {
			data := testdoc.Bytes(t, filepath.Join("testdata", "real", file))
			out := realDoc(t, file)
			check := func(what, text string, sp schema.Span) {
				if sp[0] < 0 || sp[1] > len(data) || sp[0] > sp[1] {
					t.Fatalf("%s: span %v outside the input", what, sp)
				}
				// A line break inside the span is left out of the text, as
				// Doc.SourceText reads a sentence joined across lines.
				got := lineBreakRe.ReplaceAllString(string(data[sp[0]:sp[1]]), "")
				if got != text {
					t.Errorf("%s: input at %v is %q, evidence says %q", what, sp, got, text)
				}
			}
			if m := out.Meeting; m != nil {
				for k, ref := range m.Evidence {
					check("meeting."+k, ref.Text, ref.Span)
				}
			}
			for _, r := range out.Resolutions {
				if r.Votes != nil {
					check("votes", r.Votes.Text, r.Votes.Span)
				}
			}
		})
	}
}

// One tally stated for every proposal, the way announcements of small
// boards word it (read in filings of 2003-2010: "以上议案均以9票同意、0票反
// 对、0票弃权审议通过", "以上各项议案全体董事一致同意"), after proposals
// named as approved or listed by their titles alone.
func TestTallyForAll(t *testing.T) {
	tests := []struct {
		name, text string
		want       []resolutionSummary
	}{
		{"均以",
			"某某股份有限公司第五届董事会第三次会议于2008年3月20日在公司会议室召开,应到董事9人,实到董事9人,会议由董事长张明主持。\n" +
				"一、审议通过《公司2007年度董事会工作报告》;\n二、审议通过《公司2007年度财务决算报告》;\n" +
				"以上议案均以9票同意、0票反对、0票弃权审议通过。\n特此公告。\n",
			[]resolutionSummary{
				{Seq: 1, Title: "公司2007年度董事会工作报告", Votes: "9/0/0"},
				{Seq: 2, Title: "公司2007年度财务决算报告", Votes: "9/0/0"},
			}},
		{"一致同意",
			"某某股份有限公司第三届监事会第二次会议于2009年4月1日召开,应到监事3人,实到监事3人,会议由监事会主席李红主持。\n" +
				"一、审议通过《公司2008年度监事会工作报告》;\n二、审议通过《公司2008年年度报告》;\n以上各项议案全体监事一致同意。\n",
			[]resolutionSummary{
				{Seq: 1, Title: "公司2008年度监事会工作报告", Unanimous: true},
				{Seq: 2, Title: "公司2008年年度报告", Unanimous: true},
			}},
		// The proposals listed by their titles alone, neither 议案 nor
		// 审议通过 in them: the tally for all says they are proposals.
		{"bare titles, 表决结果均为",
			"贵州茅台酒股份有限公司第三届董事会2018年度第一次会议于2018年3月26日在公司会议室召开,会议由董事长李保芳主持。会议应到董事9人,实到董事9人。经与会董事审议,会议以记名投票表决方式,一致通过了以下决议:\n" +
				"一、2017年度董事会工作报告;\n二、2017年度总经理工作报告;\n三、2017年度财务决算报告;\n以上议案表决结果均为:9票同意,0票反对,0票弃权。\n特此公告。\n",
			[]resolutionSummary{
				{Seq: 1, Title: "2017年度董事会工作报告", Votes: "9/0/0"},
				{Seq: 2, Title: "2017年度总经理工作报告", Votes: "9/0/0"},
				{Seq: 3, Title: "2017年度财务决算报告", Votes: "9/0/0"},
			}},
		{"bare titles in marks, 均以",
			"某某股份有限公司第五届董事会第三次会议于2008年3月20日在公司会议室召开,应到董事9人,实到董事9人,会议由董事长张明主持。\n" +
				"一、《公司2007年度董事会工作报告》;\n二、《公司2007年度财务决算报告》;\n" +
				"以上议案均以9票同意、0票反对、0票弃权审议通过。\n特此公告。\n",
			[]resolutionSummary{
				{Seq: 1, Title: "公司2007年度董事会工作报告", Votes: "9/0/0"},
				{Seq: 2, Title: "公司2007年度财务决算报告", Votes: "9/0/0"},
			}},
		{"bare titles, 一致同意",
			"某某股份有限公司第三届监事会第二次会议于2009年4月1日召开,应到监事3人,实到监事3人,会议由监事会主席李红主持。\n" +
				"一、公司2008年度监事会工作报告;\n二、公司2008年年度报告;\n以上各项议案全体监事一致同意。\n",
			[]resolutionSummary{
				{Seq: 1, Title: "公司2008年度监事会工作报告", Unanimous: true},
				{Seq: 2, Title: "公司2008年年度报告", Unanimous: true},
			}},
		// Numbered lines with text between them and the tally are not a
		// list of proposals.
		{"parts, then a tally for all",
			"某某股份有限公司第五届董事会第三次会议于2008年3月20日在公司会议室召开,应到董事9人,实到董事9人,会议由董事长张明主持。\n" +
				"一、审议通过《公司2007年度董事会工作报告》;\n二、会议听取了总经理的汇报\n总经理就公司2007年度经营情况作了汇报。\n" +
				"以上议案均以9票同意、0票反对、0票弃权审议通过。\n特此公告。\n",
			[]resolutionSummary{
				{Seq: 1, Title: "公司2007年度董事会工作报告", Votes: "9/0/0"},
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rs := runHeader(testdoc.From(tt.name, tt.text)).Resolutions
			if diff := cmp.Diff(tt.want, summarize(rs)); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

// The members of a board stated in office rather than due, and those
// attending counted first (FDDC 391268, 734516; pages 28, 36 and 76).
func TestSeatsWordings(t *testing.T) {
	tests := []struct {
		in                string
		expected, present int // -1: none read
	}{
		{"公司现有董事9名,9名董事参加该次会议,9名董事一致同意公司关于新建六艘3.3万吨级散货船的议案。", 9, 9},
		{"根据《深圳证券交易所股票上市规则》的有关规定,公司9名董事成员中,同意6票,回避3票,反对0票,弃权0票。", 9, -1},
		// Pages 36 and 28 (shareholders' meetings, where the extractor does not read them as the
		// board's attendance).
		{"1、公司在任董事 9 人,出席 9 人;", 9, -1},
		{"本公司在任董事9人,其中,董事周仁强、李云贵、屠筱北、李俊杰、梁民杰、李梅和郭珊共7人出席了会议", 9, -1},
		{"公司拟将董事会成员人数由5名调整为7名,其中独立董事3名,非独立董事4名", -1, -1},
	}
	for _, tt := range tests {
		in, _ := normalize.Fold(tt.in)
		got := [2]int{-1, -1}
		if n, _, ok := seatsIn(in); ok {
			got[0] = n
		}
		if n, _, ok := countIn(in, presentFirstRe, 1); ok {
			got[1] = n
		}
		if got != [2]int{tt.expected, tt.present} {
			t.Errorf("%s: expected, present = %v, want %d, %d", tt.in, got, tt.expected, tt.present)
		}
	}
}

// A tally stating two ways of voting of three is read only when the two
// add up to the shares present: page 29 with one share more present
// leaves its first proposal's tally unread.
func TestTwoWayShareTallyNeedsTheSum(t *testing.T) {
	data := testdoc.Bytes(t, filepath.Join("testdata", "real", "page_29_shareholders.txt"))
	text := strings.Replace(string(data), "138,140,977", "138,140,978", 1)
	if text == string(data) {
		t.Fatal("the attendance figure is not in the page")
	}
	doc := extractText("page_29_shareholders.txt", text)
	if len(doc.Resolutions) == 0 || doc.Resolutions[0].Votes != nil {
		t.Fatalf("first proposal's votes = %+v, want none", doc.Resolutions)
	}
	if v := extractText("page_29_shareholders.txt", string(data)).Resolutions[0].Votes; v == nil || v.Evidence["against"].Text != "" {
		t.Fatalf("votes %+v: want a tally with no evidence for the count not stated", v)
	}
}

// A board approval reported in another announcement, in the wordings of
// the development FDDC filings (each its title line and the sentences
// that report the approval, spaces of the PDF conversion taken out): the
// session and the day it met make a meeting, a proposal named as approved
// a resolution with its title, tallied or not; a session named without
// the day it met, or with a date that is another act's, makes a meeting of
// its session alone (undatedSession).
func TestPassingApprovalWordings(t *testing.T) {
	type want struct {
		Session, Date string // "": no meeting
		Titles        []string
		For           int // -1: no tally
	}
	tests := []struct {
		name, in string
		want     want
	}{
		{"FDDC 1585908: date, session, approved", "慧球科技关于签订重大合同的公告\n2015年4月14日，公司第八届董事会第六次会议审议通过了《关于公司签署宁波杭州湾新区滨海六路智慧交通PPP建设合同的议案》，同意公司与宁波杭州湾新区开发建设有限公司签署《宁波杭州湾新区滨海六路智慧交通PPP建设合同》。",
			want{"第八届董事会第六次会议", "2015-04-14", []string{"关于公司签署宁波杭州湾新区滨海六路智慧交通PPP建设合同的议案"}, -1}},
		{"FDDC 15500414: 于…召开, 审议通过", "太极实业关于子公司特别重大合同的进展公告\n无锡市太极实业股份有限公司（以下简称“公司”）于2016年11月21日召开第八届董事会第四次会议，审议通过了《关于子公司十一科技签署合肥长鑫设计与总承包项目重大合同的议案》。",
			want{"第八届董事会第四次会议", "2016-11-21", []string{"关于子公司十一科技签署合肥长鑫设计与总承包项目重大合同的议案"}, -1}},
		{"FDDC 1296103: 公司召开, 关于…的议案 without marks", "北京城建关于中标北京市宣武区骡马市大街南侧商业项目用地的公告\n2009年4月20日，公司召开第三届董事会第三十六次会议，审议通过了关于参加宣武区骡马市大街南侧商业项目投标的议案。根据董事会决议，公司参加了该项目招标，并中标该项目。",
			want{"第三届董事会第三十六次会议", "2009-04-20", []string{"关于参加宣武区骡马市大街南侧商业项目投标的议案"}, -1}},
		{"FDDC 1828029: 公司召开的, a tally, no proposal named", "签署重大合同暨关联交易的公告\n3、2015年10月30日，公司召开的六届十九次董事会以11票赞成，0票反对，0票弃权审议通过了本次关联交易的议案。",
			want{"六届十九次董事会", "2015-10-30", nil, -1}},
		{"FDDC 1642801: the date against the session, <…> in the title", "与日常经营相关的重大合同公告\n公司2015年5月15日第八届董事会第六次临时会议审议通过了《关于签署<长春国际金融中心IFC总承包施工合同>的议案》。",
			want{"第八届董事会第六次临时会议", "2015-05-15", []string{"关于签署《长春国际金融中心IFC总承包施工合同》的议案"}, -1}},
		{"FDDC 18854761: two bodies, held, then 会议审议通过", "东睦股份关于重大合同终止的公告\n2017年12月28日，公司第六届董事会第十七次会议和第六届监事会第十七次会议分别以通讯表决方式召开，会议审议通过了《关于解决土地历史遗留问题的议案》，并批准了以下具体事项。",
			want{"第六届董事会第十七次会议", "2017-12-28", []string{"关于解决土地历史遗留问题的议案"}, -1}},
		{"FDDC 16328291: tallied", "乐山电力关于控股子公司联合体中标的公告\n乐山电力股份有限公司(以下简称“公司”)于2017年5月3日召开了第八届董事会第二十六次临时会议,以11票赞成,0票反对,0票弃权审议通过了《关于控股子公司参与联合投标污水处理站项目建设的议案》。",
			want{"第八届董事会第二十六次临时会议", "2017-05-03", []string{"关于控股子公司参与联合投标污水处理站项目建设的议案"}, 11}},
		{"FDDC 15359238: no day", "中国铁建PPP项目中标公告\n该项目的投标已经公司第三届董事会第三十次会议审议批准。特此公告。",
			want{"第三届董事会第三十次会议", "", nil, -1}},
		{"FDDC 1308432: the date of the signing", "关于对日常经营重大合同进行修订并重新签署合同的公告\n2012年10月14日，经公司第四届董事会第二十一次会议审议批准，公司及东昌金属与汉能集团在签订了《锗产品供应合同（修订）》，对原合同进行了修订。",
			want{"第四届董事会第二十一次会议", "", nil, -1}},
		{"FDDC 16271472: 第八届第十三次董事会", "界龙实业关于签订重大合同的公告\n公司于2017年6月8日召开第八届第十三次董事会，审议通过《关于批准公司签署<关于解除<上海伊诺尔实业集团有限公司100%股权、上海伊诺尔防伪技术有限公司25%股权以及北京伊诺尔印务有限公司31.03%股权转让协议书>的协议书>的议案》；2017年6月8日公司与上海环宙企业管理咨询合伙企业（有限合伙）、伊诺尔集团有限公司、上海伊文数据处理有限公司签订了《关于解除<上海伊诺尔实业集团有限公司100%股权…的协议书》。",
			want{"第八届第十三次董事会", "2017-06-08", []string{"关于批准公司签署《关于解除《上海伊诺尔实业集团有限公司100%股权、上海伊诺尔防伪技术有限公司25%股权以及北京伊诺尔印务有限公司31.03%股权转让协议书》的协议书》的议案"}, -1}},
		{"FDDC 802037: 第六届二十七次董事会议", "日常经营重大合同签署公告\n1、事项简述：桑德环境于2011年8月27日召开第六届二十七次董事会议，审议通过了《关于桑德环境与北京合加环保有限责任公司共同投资成立控股子公司淮南国新生物科技有限公司的议案》。",
			want{"第六届二十七次董事会", "2011-08-27", []string{"关于桑德环境与北京合加环保有限责任公司共同投资成立控股子公司淮南国新生物科技有限公司的议案"}, -1}},
		{"page 38: the board by its day, no session", "中国农业银行股份有限公司董事会及全体董事保证本公告内容不存在任何虚假记载、误导性陈述或者重大遗漏,并对其内容的真实性、准确性和完整性承担法律责任。 重要内容提示: ● 优先股代码:360009 ● 优先股简称:农行优2 中国农业银行股份有限公司(以下简称“本行”)优先股二期(以下简称“农行优2”)2024-2025年度股息发放方案,已经本行2025年2月14日召开的董事会会议审议通过。现将具体实施事项公告如下:",
			want{"", "2025-02-14", nil, -1}},
		{"page 47: the shareholders' session, the board's day", "中国工商银行股份有限公司\n关于境内优先股“工行优1”股息派发实施的公告\n一、通过境内优先股股息派发方案的董事会会议情况\n中国工商银行股份有限公司(简称本行)2014年第二次临时股东大会审议通过了《关于中国工商银行股份有限公司境内发行优先股股票方案的议案》,授权董事会办理境内优先股股息派发事宜。境内优先股“工行优1”(优先股代码:360011)本次股息派发方案已经本行2024年10月30日召开的董事会会议审议通过,董事会决议公告刊载于上海证券交易所网站(www.sse.com.cn)及本行网站(www.icbc-ltd.com)。",
			want{"2014年第二次临时股东大会", "", nil, -1}},
		{"FDDC 1341043: the date, 经 the session, 审议通过《…》", "深圳市尚荣医疗股份有限公司关于签署日常经营重大合同公告\n五、合同的审议程序及履约能力分析\n（一）2012年7月13日经公司第四届董事会第三次会议审议通过《关于公司签署<日常经营重大合同>的议案》。\n（二）合同双方履约能力分析",
			want{"第四届董事会第三次会议", "2012-07-13", []string{"关于公司签署《日常经营重大合同》的议案"}, -1}},
		{"FDDC 1658668: 经, a 临时会议", "深圳市尚荣医疗股份有限公司关于签署日常经营重大合同公告\n（一）2015年6月3日经公司第五届董事会第一次临时会议审议通过《关于签署日常经营重大合同的议案》。",
			want{"第五届董事会第一次临时会议", "2015-06-03", []string{"关于签署日常经营重大合同的议案"}, -1}},
		{"FDDC 16659998: the company named in full, then the session", "广州好莱客创意家居股份有限公司关于全资子公司签署重大合同的公告\n一、审议程序情况\n2017年9月5日，广州好莱客创意家居股份有限公司（以下简称“公司”、 “好莱客”）第三届董事会第二次会议审议通过了《关于全资子公司签署重大合同的议案》，同意公司全资子公司广州从化好莱客家居有限公司签署重大合同。",
			want{"第三届董事会第二次会议", "2017-09-05", []string{"关于全资子公司签署重大合同的议案"}, -1}},
		{"FDDC 30104: the company named in full, 召开", "广州普邦园林股份有限公司重大合同公告\n根据《深圳证券交易所股票上市规则》及《公司章程》等法律、法规、规范性文件及《公司章程》的规定，2014年5月23日，广州普邦园林股份有限公司（以下简称“公司”、“普邦园林”）召开第二届董事会第十次会议，审议通过了《关于签订<淮安市白马湖森林公园项目PPP合作协议>的议案》。",
			want{"第二届董事会第十次会议", "2014-05-23", []string{"关于签订《淮安市白马湖森林公园项目PPP合作协议》的议案"}, -1}},
		{"FDDC 505081: a name with brackets, 公司关于…的议案", "中海(海南)海盛船务股份有限公司关于对中海集团财务有限责任公司增资的重大合同公告\n2011年3月16日，中海(海南)海盛船务股份有限公司（以下简称 “ 公司 ” ）第六届董事会第二十七次（临时）会议审议通过了公司关于对中海集团财务有限责任公司增资的议案，同意公司以现金方式对中海集团财务有限责任公司增资。",
			want{"第六届董事会第二十七次(临时)会议", "2011-03-16", []string{"关于对中海集团财务有限责任公司增资的议案"}, -1}},
		{"FDDC 16659998 rewritten: a company named without the term it is called by (a subsidiary), no meeting", "关于重大合同的公告\n2017年9月5日，广州从化好莱客家居有限公司第三届董事会第二次会议审议通过了《关于签署重大合同的议案》，同意签署重大合同。",
			want{"", "", []string{"关于签署重大合同的议案"}, -1}},
		// Two meetings stated: the one held on the day the announcement is
		// dated is the one it reports.
		{"FDDC 15980313: the history first, the meeting of the day later", "证券代码:000409证券简称:山东地矿公告编号:2017-028\n山东地矿股份有限公司\n关于解除子公司娄烦县鲁地矿业有限公司对外承包经营合同的公告\n一、原承包经营合同签署情况\n2016年8月22日,山东地矿股份有限公司(以下简称“公司”)召开第八届董事会2016年第三次临时会议,审议通过了《关于将子公司娄烦县鲁地矿业有限公司对外承包经营的议案》,同意发包方与鸿基建设工程有限公司(承包方)签署《承包经营合同》。\n二、解除合同情况\n公司于2017年4月19日召开第九届董事会2017年第二次临时会议,审议通过了《关于解除子公司娄烦县鲁地矿业有限公司对外承包经营合同的议案》,同意与承包方鸿基建设工程有限公司签署《解除合同协议书》。\n特此公告。\n山东地矿股份有限公司董事会\n2017年4月19日",
			want{"第九届董事会2017年第二次临时会议", "2017-04-19", []string{"关于将子公司娄烦县鲁地矿业有限公司对外承包经营的议案", "关于解除子公司娄烦县鲁地矿业有限公司对外承包经营合同的议案"}, -1}},
		{"FDDC 16271472: the history first, the meeting two days before the announcement later", "证券代码:600836证券简称:界龙实业编号:临2017-028\n上海界龙实业集团股份有限公司关于签订重大合同的公告\n一、审议程序情况\n公司于2016年3月24日召开第八届第六次董事会、2016年4月12日公司召开2016年第一次临时股东大会,审议通过《关于批准公司签署<上海伊诺尔实业集团有限公司100%股权、上海伊诺尔防伪技术有限公司25%股权、北京伊诺尔印务有限公司31.03%股权转让协议>的议案》。\n公司于2017年6月8日召开第八届第十三次董事会,审议通过《关于批准公司签署<关于解除<上海伊诺尔实业集团有限公司100%股权、上海伊诺尔防伪技术有限公司25%股权以及北京伊诺尔印务有限公司31.03%股权转让协议书>的协议书>的议案》。\n特此公告。\n上海界龙实业集团股份有限公司\n董事会\n二〇一七年六月十日",
			want{"第八届第十三次董事会", "2017-06-08", []string{"关于批准公司签署《上海伊诺尔实业集团有限公司100%股权、上海伊诺尔防伪技术有限公司25%股权、北京伊诺尔印务有限公司31.03%股权转让协议》的议案", "关于批准公司签署《关于解除《上海伊诺尔实业集团有限公司100%股权、上海伊诺尔防伪技术有限公司25%股权以及北京伊诺尔印务有限公司31.03%股权转让协议书》的协议书》的议案"}, -1}},
		{"FDDC 16271472 rewritten: a meeting to come, after the announcement's day, is not the one", "上海界龙实业集团股份有限公司关于签订重大合同的公告\n公司于2017年6月8日召开第八届第十三次董事会,审议通过《关于批准公司签署<解除协议>的议案》。\n公司将于2017年6月28日召开第八届第十四次董事会,审议通过《关于批准公司签署<补充协议>的议案》。\n特此公告。\n上海界龙实业集团股份有限公司董事会\n二〇一七年六月十日",
			want{"第八届第十三次董事会", "2017-06-08", []string{"关于批准公司签署《解除协议》的议案"}, -1}},
		{"FDDC 285491: the shareholders' meeting first, the board of the day later", "证券代码: 600556股票简称:北生药业编号:临2014 - 099\n广西慧球科技股份有限公司关于签订重大合同的公告\n1、2014年12月1日,公司2014年第三次临时股东大会审议通过了《关于全资子公司签订智慧城市业务相关协议及授权董事会办理相关事宜的议案》。\n2、2014年12月31日,公司第八届董事会第二次会议审议通过了\n《关于公司全资子公司签署共建智慧两江战略合作框架协议的议案》,同意南宁市智诚合讯信息技术有限公司签署共建智慧两江战略合作框架协议。\n特此公告。\n广西慧球科技股份有限公司董事会\n2014年12月31日",
			// The proposal printed on the line after 审议通过了.
			want{"第八届董事会第二次会议", "2014-12-31", []string{"关于公司全资子公司签署共建智慧两江战略合作框架协议的议案"}, -1}},
		// The form of the meeting between the date and 召开, as pages 19
		// and 24 open their resolutions, here reporting an approval.
		{"page 19's wording: 以现场表决方式召开, tallied", "关于签订重大合同的公告\n杭叉集团股份有限公司(以下简称“公司”)于2023年4月20日以现场表决方式召开第七届董事会第六次会议,以9票同意,0票反对,0票弃权审议通过了《关于签订重大合同的议案》。",
			want{"第七届董事会第六次会议", "2023-04-20", []string{"关于签订重大合同的议案"}, 9}},
		{"page 24's wording: 以现场表决的形式召开", "关于签订重大合同的公告\n武汉科前生物股份有限公司(下称“公司”)于2022年11月21日以现场表决的形式召开第三届监事会第二十一次会议(下称“本次会议”),审议通过了《关于签订重大合同的议案》。",
			want{"第三届监事会第二十一次会议", "2022-11-21", []string{"关于签订重大合同的议案"}, -1}},
		{"the place, then the form", "关于签订重大合同的公告\n公司于2017年5月3日在公司会议室以现场结合通讯方式召开了第八届董事会第二十六次会议,审议通过了《关于签订重大合同的议案》。",
			want{"第八届董事会第二十六次会议", "2017-05-03", []string{"关于签订重大合同的议案"}, -1}},
		// None on that day: the first board that approved a proposal it
		// names, whose resolution is written, not a shareholders' meeting
		// stated before it.
		{"FDDC 303352: the shareholders' meeting first, the board's approval the resolution", "证券代码:600556股票简称:北生药业编号:临2014-101\n广西北生药业股份有限公司关于签订重大合同的公告\n1、2014年12月01日,公司2014年第三次临时股东大会审议通过了《关于全资子公司签订智慧城市业务相关协议及授权董事会办理相关事宜的议案》,同意公司下属全资子公司南宁市智诚合讯信息技术有限公司2014年度与不超过15个城市的相关政府主体签署关于智慧城市业务的相关框架协议。\n2、2014年12月05日,公司第七届董事会第四十次会议审议通过了《关于公司全资子公司签署韶山智慧城市项目战略合作协议的议案》,同意南宁市智诚合讯信息技术有限公司签署韶山智慧城市项目战略合作协议。\n特此公告。\n广西北生药业股份有限公司董事会\n2014年12月06日",
			want{"第七届董事会第四十次会议", "2014-12-05", []string{"关于公司全资子公司签署韶山智慧城市项目战略合作协议的议案"}, -1}},
		{"FDDC 1087616: the board's part, then the shareholders'", "武汉东湖高新集团股份有限公司重大合同公告\n二、审议情况\n1、董事会决议情况\n公司于2013年10月14日召开第七届董事会第十一次会议,会议审议通过《关于承接全资子公司农业银行借款的议案》,同意公司承接全资子公司义马环保所欠农行义马市支行33,000万元借款。\n2、股东大会决议情况\n公司于2013年10月30日召开2013年度第三次临时股东大会,审议通过了《关于承接全资子公司农业银行借款的议案》,同意公司承接全资子公司义马环保所欠农行义马市支行33,000万元借款事项。\n三、交易对方基本情况介绍",
			want{"第七届董事会第十一次会议", "2013-10-14", []string{"关于承接全资子公司农业银行借款的议案"}, -1}},
		{"FDDC 1275752: a shareholders' meeting alone", "重大合同公告\n本合同涉及的投资项目已经公司2010年7月12日召开的2010年第二次临时股东大会审议通过(详见本公司2010-24号公告)。",
			want{"2010年第二次临时股东大会", "2010-07-12", nil, -1}},
		{"FDDC 16769231: 了 carried to the line of the title, the line short of any wrap", "关于签订重大经营合同的公告\n公司于2017年10月16日召开第四届董事会2017年第四次会议审议通过\n了《关于签订重大经营合同的议案》,并就合同双方履约能力进行了分析。",
			want{"第四届董事会2017年第四次会议", "2017-10-16", []string{"关于签订重大经营合同的议案"}, -1}},
		{"FDDC 15535074: the session, then named as a document", "关于政府采购中标项目的后续进展公告\n本次交易已经于公司第二届董事会第八次会议审议通过。详见2016年8月17日刊登于中国证监会指定的创业板信息披露网站巨潮资讯网（www.cninfo.com.cn）《第二届董事会第八次会议决议公告》（编号：2016-008）。",
			want{"第二届董事会第八次会议", "", nil, -1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := read.Read("in.txt", []byte(tt.in), read.ReadOptions{})
			if err != nil {
				t.Fatal(err)
			}
			out := extract.Run(doc, schema.Source{Path: "in.txt"}, []extract.Extractor{announce.Announcement{Kinds: kind.Default}, Meeting{}, Resolutions{}})
			got := want{For: -1}
			if m := out.Meeting; m != nil {
				got.Session, got.Date = m.Session, m.Date
			}
			for _, r := range out.Resolutions {
				got.Titles = append(got.Titles, r.Title)
				if r.Votes != nil {
					got.For = r.Votes.For
				}
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

// The chair and body of real announcements printed in traditional
// characters (the pages rewritten by internal/perturb's Traditional, as
// the mirrors of filings print them): the name check and the title's
// kind of meeting (股東大會決議公告) read the simplified form, the output
// keeps the name as printed.
func TestTraditionalChairs(t *testing.T) {
	tests := []struct{ file, chair string }{
		{"page_36_shareholders.txt", "高兵华"}, // "现场会议由高兵华董事长主持"; a title of a 临时股东大会决议公告
		{"page_03_board.txt", "吴富林"},        // "本次会议由执行董事吴富林先生主持"
		{"page_18_board.txt", "刘继东"},        // "本次董事会由董事长刘继东先生召集"
		{"page_19_board.txt", "赵礼敏"},        // "本次会议由董事长赵礼敏先生主持"
		{"page_22_supervisory.txt", "冯海英"},  // "会议由监事会主席冯海英女士主持"
		{"page_34_shareholders.txt", "刘海燕"}, // "刘海燕董事长主持会议"
		{"page_37_shareholders.txt", "吴定刚"}, // "主持人:董事长吴定刚"
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			data := testdoc.Bytes(t, filepath.Join("testdata", "real", tt.file))
			doc, err := read.Read(tt.file, []byte(perturb.Traditional(string(data))), read.ReadOptions{})
			if err != nil {
				t.Fatal(err)
			}
			out := extract.Run(doc, schema.Source{Path: tt.file}, []extract.Extractor{announce.Announcement{Kinds: kind.Default}, Meeting{}, Resolutions{}})
			if out.Meeting == nil {
				t.Fatal("no meeting")
			}
			if want := perturb.Traditional(tt.chair); out.Meeting.Chair != want {
				t.Errorf("chair %q, want %q", out.Meeting.Chair, want)
			}
			if want := strings.TrimSuffix(strings.SplitN(tt.file, "_", 3)[2], ".txt"); out.Meeting.Body != map[string]string{"board": "board", "supervisory": "supervisory_board", "shareholders": "shareholders"}[want] {
				t.Errorf("body %q, want the %s' meeting", out.Meeting.Body, want)
			}
		})
	}
}

// A real page that lost its line breaks (page 32, a single line): where
// a break was lost the folding took out the space left for it, and the
// label that follows starts a line again, so the chair's evidence ends
// with the name: "4、会议主持人:副董事长曾加先生 5、会议召开方式:…".
func TestFlattenedPageLabels(t *testing.T) {
	m := realDoc(t, "page_32_shareholders.txt").Meeting
	if m == nil {
		t.Fatal("no meeting")
	}
	if got, want := m.Evidence["chair"].Text, "主持人:副董事长曾加先生"; m.Chair != "曾加" || got != want {
		t.Errorf("chair %q, evidence %q; want 曾加, %q", m.Chair, got, want)
	}
}
