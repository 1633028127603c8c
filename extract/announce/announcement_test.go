package announce

import (
	"github.com/gonggao/gonggao/pipeline/kind"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/extract/annex"
	"github.com/gonggao/gonggao/extract/internal/testdoc"
	"github.com/gonggao/gonggao/extract/meeting"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// runHeader runs the header, meeting, vote and annex extractors over doc.
func runHeader(doc *normalize.Doc) *schema.Document {
	return extract.Run(doc, schema.Source{Path: doc.Path}, []extract.Extractor{Announcement{Kinds: kind.Default}, meeting.Meeting{}, meeting.Resolutions{}, annex.Annexes{}})
}

func TestAnnouncement(t *testing.T) {
	type want struct {
		Company, Kind, Title, Number, Date string
		Codes                              []schema.StockCode
	}
	tests := []struct {
		file string
		want want
	}{
		{"000_bac74d30caa566df.txt", want{
			// Starts mid-document: the name and date come from the
			// signature block "中国农业银行股份有限公司董事会 / 2014年5月8日".
			Company: "中国农业银行股份有限公司", Kind: schema.KindBoardResolution, Date: "2014-05-08",
		}},
		{"001_bfdae5a8f63b378f.txt", want{
			Company: "中国建设银行股份有限公司", Kind: schema.KindBoardResolution,
			Title: "中国建设银行股份有限公司董事会会议决议公告", Number: "临2014-028", Date: "2014-12-12",
			Codes: []schema.StockCode{{Market: "A", Code: "601939", ShortName: "建设银行"}},
		}},
		{"002_1522606f4fcf738c.txt", want{
			Company: "中国光大银行股份有限公司", Kind: schema.KindBoardResolution,
			Title:  "中国光大银行股份有限公司第六届董事会第二十六次会议决议公告",
			Number: "临2014-045", Date: "2014-11-01",
			Codes: []schema.StockCode{
				{Market: "A", Code: "601818", ShortName: "光大银行"},
				{Market: "H", Code: "6818", ShortName: "中国光大银行"},
			},
		}},
		{"003_62c1a5d2d0aeecb4.txt", want{
			// No header: the title is the 释义 entry of 本预案, the date the
			// cover's 二〇一四年六月.
			Company: "兴业银行股份有限公司", Kind: schema.KindOfferingProposal,
			Title: "兴业银行股份有限公司非公开发行境内优先股预案", Date: "2014-06",
		}},
		{"004_f0290f1b02f6b466.txt", want{
			Company: "招商银行股份有限公司", Kind: schema.KindMeetingRules,
			Title: "招商银行股份有限公司股东大会议事规则(2022年修订)",
		}},
		{"cmb_board.txt", want{
			Company: "招商银行股份有限公司", Kind: schema.KindBoardResolution,
			Title:  "招商银行股份有限公司第九届董事会第十次会议决议公告",
			Number: "2014-033", Date: "2014-10-31",
			Codes: []schema.StockCode{{Market: "A", Code: "600036", ShortName: "招商银行"}},
		}},
		{"boc_ah.txt", want{
			// The CV's 中国工商银行股份有限公司 is not the issuer; the
			// signature date is in Chinese numerals.
			Company: "中国银行股份有限公司", Kind: schema.KindBoardResolution,
			Title: "中国银行股份有限公司董事会会议决议公告", Number: "临2014-012", Date: "2014-03-26",
			Codes: []schema.StockCode{
				{Market: "A", Code: "601988", ShortName: "中国银行"},
				{Market: "H", Code: "3988", ShortName: "中国银行"},
			},
		}},
		{"cib_twoline.txt", want{
			Company: "兴业银行股份有限公司", Kind: schema.KindBoardResolution,
			Title: "兴业银行股份有限公司第八届董事会第六次会议决议公告", Number: "临2014-021", Date: "2014-06-07",
			Codes: []schema.StockCode{{Market: "A", Code: "601166", ShortName: "兴业银行"}},
		}},
		{"codes_b_pref.txt", want{
			// Codes of A, B and preference shares, each with its own name.
			Company: "上海浦东发展银行股份有限公司", Kind: schema.KindDividendPayment,
			Title: "上海浦东发展银行股份有限公司优先股股息发放实施公告", Number: "临2015-040", Date: "2015-12-01",
			Codes: []schema.StockCode{
				{Market: "A", Code: "600000", ShortName: "浦发银行"},
				{Market: "B", Code: "900901", ShortName: "云赛B股"},
				{Market: "preference", Code: "360003", ShortName: "浦发优1"},
			},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			doc := testdoc.File(t, tt.file)
			out := runHeader(doc)
			a := out.Announcement
			if a == nil {
				t.Fatal("no announcement")
			}
			got := want{Company: a.Company, Kind: a.Kind, Title: a.Title, Number: a.Number, Date: a.Date, Codes: a.StockCodes}
			if diff := cmp.Diff(tt.want, got, cmpopts.IgnoreFields(schema.StockCode{}, "Span"), cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("announcement (-want +got):\n%s", diff)
			}
			for k, r := range a.Evidence {
				testdoc.CheckRef(t, doc, "evidence."+k, r)
			}
			for _, sc := range a.StockCodes {
				raw := string(doc.Raw[sc.Span[0]:sc.Span[1]])
				if !strings.Contains(raw, sc.Code) || !strings.Contains(raw, sc.ShortName) {
					t.Errorf("stock code span %q does not hold %s %s", raw, sc.Code, sc.ShortName)
				}
			}
		})
	}
}

func TestAnnouncementKinds(t *testing.T) {
	tests := []struct {
		name, text, want string
	}{
		{"supervisory board", "股票代码：601939 股票简称：建设银行 公告编号：临2014-030\n\n中国建设银行股份有限公司\n\n监事会会议决议公告\n\n本行监事会于2014年12月12日召开会议。\n", schema.KindSupervisoryResolution},
		{"shareholders meeting", "证券代码：600036 证券简称：招商银行 公告编号：2014-050\n\n招商银行股份有限公司\n\n2014年第一次临时股东大会决议公告\n", schema.KindShareholdersResolution},
		{"shareholders meeting, annual", "安徽皖通高速公路股份有限公司\n\n2009年度股东周年大会决议公告\n", schema.KindShareholdersResolution},
		{"board resolution calling a shareholders meeting", "宁波银行股份有限公司\n\n第五届董事会第三次会议决议公告暨召开2014年第一次临时股东大会的通知\n", schema.KindBoardResolution},
		// A tally never decides the kind: without a title or an opening
		// that names the meeting, these are of no kind.
		{"tallies in shares with a board signature", "1、关于修订章程的议案\n\n表决结果：同意1,000,000股，占出席会议有表决权股份总数的99.00%；反对10,000股，占0.99%；弃权101股，占0.01%。\n\n特此公告。\n\n宁波银行股份有限公司董事会\n\n2014年4月25日\n", schema.KindOther},
		{"issuance plan as title", "中国建设银行股份有限公司\n\n境内发行优先股股票方案\n\n一、发行优先股的种类和数量\n", schema.KindOfferingProposal},
		{"board resolution without header", "二、关于修订章程的议案\n\n表决情况：同意9票，反对0票，弃权0票。\n\n特此公告。\n\n宁波银行股份有限公司董事会\n\n2014年4月25日\n", schema.KindOther},
		// A continuation whose title is on another page, told by the
		// template's vote line (中国农业银行, 2014).
		{"continuation of a board resolution", "（上接A19版）\n\n四、关于修订章程的议案\n\n议案表决情况：有效表决票15票，同意15票，反对0票，弃权0票。\n\n特此公告。\n", schema.KindBoardResolution},
		// Opening lines of pages that lost their title.
		{"opening of a shareholders meeting", "本公司及董事会全体成员保证公告内容的真实、准确和完整。\n重要提示:\n本次股东大会召开期间,没有增加、否决或变更提案。\n一、会议召开和出席情况:\n1、召开时间:2009年4月30日\n4、召集人:公司董事会\n", schema.KindShareholdersResolution},
		{"opening of a board meeting", "本公司于2003年4月24日在福州市东街123号航空大厦15层公司会议室召开2003年第三次董事会,应到董事8人。会议由董事长何尔涛主持。\n", schema.KindBoardResolution},
		{"opening of a dividend payment naming the board that approved it", "中国农业银行股份有限公司董事会及全体董事保证本公告内容不存在任何虚假记载。 重要内容提示: ● 优先股代码:360009 ● 股权登记日:2025年3月10日 ● 除息日:2025年3月10日 ● 股息发放日:2025年3月11日 本行优先股二期2024-2025年度股息发放方案,已经本行2025年2月14日召开的董事会会议审议通过。\n", schema.KindDividendPayment},
		{"opening of a price adjustment", "中国工商银行股份有限公司董事会及全体董事保证本公告内容不存在任何虚假记载。\n重要提示:\n1、工行转债调整前的转股价格:4.20元人民币/股\n2、工行转债调整后的转股价格:4.16元人民币/股\n", schema.KindConvertiblePriceAdjustment},
		// A title no kind places is other, even when its body reports the
		// board's vote.
		{"title of no kind with a board vote", "中国工商银行股份有限公司\n\n关于对外投资的公告\n\n本行董事会于2014年6月6日召开会议，审议通过了《关于对外投资的议案》。表决情况：同意14票，反对0票，弃权0票。\n", schema.KindOther},
		{"tallies without a board signature", "二、关于修订章程的议案\n\n表决情况：同意9票，反对0票，弃权0票。\n", schema.KindOther},
		{"table of contents before the title", "目录\n一、本次优先股发行方案\n第三节 发行方案\n招商银行股份有限公司股东大会议事规则\n", schema.KindMeetingRules},
		{"proposal body", "发行人声明\n本预案是公司董事会对本次非公开发行境内优先股的说明，本预案所述事项并不代表审批机关的实质性判断。\n", schema.KindOfferingProposal},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := runHeader(testdoc.From(tt.name, tt.text))
			if got := out.Announcement.Kind; got != tt.want {
				t.Errorf("kind = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestAnnouncementCompanyRules(t *testing.T) {
	tests := []struct {
		name, text, want string
	}{
		{"definitions table as text", "释义\n本公司、公司\t指\t宁波银行股份有限公司\n本次发行\t指\t本次非公开发行优先股\n", "宁波银行股份有限公司"},
		{"self naming", "北京银行股份有限公司（以下简称“本行”）董事会2014年第三次会议审议通过。\n另见中国工商银行股份有限公司公告。\n", "北京银行股份有限公司"},
		{"signature name and board on two lines", "特此公告。\n\n交通银行股份有限公司\n董事会\n二〇一四年九月五日\n", "交通银行股份有限公司"},
		// "本行章程" is the articles, not the issuer naming itself.
		{"articles named, not the issuer", "根据《上海银行股份有限公司章程》(以下简称“本行章程”)制订。\n", "上海银行股份有限公司"},
		{"nothing stated", "本次会议审议通过如下议案。\n", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := runHeader(testdoc.From(tt.name, tt.text))
			if got := out.Announcement.Company; got != tt.want {
				t.Errorf("company = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestParseDate(t *testing.T) {
	tests := []struct {
		in, want string
		ok       bool
	}{
		{"2014年12月12日", "2014-12-12", true},
		{"2014年5月8日", "2014-05-08", true},
		{"二〇一四年六月", "2014-06", true},
		{"二〇一四年十二月三十一日", "2014-12-31", true},
		{"2014年13月1日", "", false},
		{"2014年2月32日", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, ok := extract.ParseDate(tt.in)
			if got != tt.want || ok != tt.ok {
				t.Errorf("parseDate(%q) = %q, %v; want %q, %v", tt.in, got, ok, tt.want, tt.ok)
			}
		})
	}
}

// FuzzHeader runs the header, meeting, vote and annex extractors over
// arbitrary text: they must not panic, and every span they report must lie
// inside the input.
func FuzzHeader(f *testing.F) {
	for _, name := range []string{"cmb_board.txt", "boc_ah.txt", "cib_twoline.txt"} {
		data, err := os.ReadFile(testdoc.HeaderPath(name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(data))
		f.Add(string(data[:len(data)/3]))
		f.Add(string(data[len(data)/2:]))
	}
	f.Add("附件\n附件:\n附件一\n一、\n(一)\n表决情况:同意票\n于年月日召开\n委托\n由主持\n| 公司 | 指 |\n")
	f.Fuzz(func(t *testing.T, s string) {
		doc := testdoc.From("fuzz", s)
		out := runHeader(doc)
		inside := func(what string, sp schema.Span) {
			if sp[0] < 0 || sp[1] > len(doc.Raw) || sp[0] > sp[1] {
				t.Fatalf("%s: span %v outside %d bytes", what, sp, len(doc.Raw))
			}
		}
		if a := out.Announcement; a != nil {
			for k, r := range a.Evidence {
				inside("announcement."+k, r.Span)
			}
		}
		if m := out.Meeting; m != nil {
			for k, r := range m.Evidence {
				inside("meeting."+k, r.Span)
			}
		}
		for _, r := range out.Resolutions {
			inside("resolution", r.Span)
		}
		for _, w := range out.Warnings {
			if w.Span != nil {
				inside("warning", *w.Span)
			}
		}
	})
}

func TestHeaderTruncatedSeeds(t *testing.T) {
	// Filings arrive cut at arbitrary points (newspaper pages, partial
	// downloads): every cut must still run cleanly.
	for _, name := range []string{"000_bac74d30caa566df.txt", "001_bfdae5a8f63b378f.txt", "002_1522606f4fcf738c.txt"} {
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join("..", "..", "corpus", name))
			if os.IsNotExist(err) {
				t.Skipf("%s not in the corpus", name)
			}
			if err != nil {
				t.Fatal(err)
			}
			for k := 1; k < len(data); k += 4999 {
				runHeader(testdoc.From(name, string(data[:k])))
				runHeader(testdoc.From(name, string(data[k:])))
			}
		})
	}
}
