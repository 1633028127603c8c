package meeting

import (
	"strconv"
	"strings"
	"testing"

	"github.com/gonggao/gonggao/schema"
)

// classVotesHead opens a shareholders' meeting of holders of several
// classes, as the exchanges' template states it (the attendance by class
// of page 31: "其中:A 股股东持有股份总数 7,548,448,036", "境外上市外资股股东持
// 有股份总数(H 股) 3,481,053,846"; of page 28: "其中:内资股股东持有股份总数 |
// 866,248,900股 |", "外资股股东持有股份总数 | 165,439,230股 |").
const classVotesHead = "某某股份有限公司\n2019年第一次临时股东大会决议公告\n一、会议召开和出席情况\n" +
	"公司2019年第一次临时股东大会于2019年5月20日在公司会议室召开，出席会议的股东及股东代理人共12人，代表股份1,031,688,130股，占公司总股本的62.20%。\n" +
	"二、议案审议情况\n1、审议通过《关于修订公司章程的议案》\n"

// soleClassTally holds a document to one resolution whose tally and class
// tallies read as votes and classes (votesOf, classVotesOf), and returns it.
func soleClassTally(t *testing.T, doc *schema.Document, votes, classes string) schema.Resolution {
	t.Helper()
	if len(doc.Resolutions) != 1 {
		t.Fatalf("resolutions %+v", doc.Resolutions)
	}
	r := doc.Resolutions[0]
	if got := votesOf(r.Votes); got != votes {
		t.Errorf("votes %q, want %q", got, votes)
	}
	if got := classVotesOf(r); got != classes {
		t.Errorf("class_votes %q, want %q", got, classes)
	}
	return r
}

// votesOf is v as "for/against/abstain", "" for nil.
func votesOf(v *schema.Votes) string {
	if v == nil {
		return ""
	}
	return strconv.Itoa(v.For) + "/" + strconv.Itoa(v.Against) + "/" + strconv.Itoa(v.Abstain)
}

// TestClassVotesWordings: the tallies by class of shares in the ways the
// genre states them — the template's table with and without its row of
// the total, and sentences with the total first, labelled 合计 last, or
// none — each class with its label as written and every count cited where
// it stands.
func TestClassVotesWordings(t *testing.T) {
	table := "表决情况：\n股东类型\t同意\t\t反对\t\t弃权\n\t票数\t比例（%）\t票数\t比例（%）\t票数\t比例（%）\n"
	for _, tt := range []struct {
		name, body     string
		votes, classes string
	}{
		{"table with 普通股合计", table +
			"A股\t866,248,900\t100.0000\t0\t0.0000\t0\t0.0000\nH股\t165,239,230\t99.8791\t200,000\t0.1209\t0\t0.0000\n普通股合计：\t1,031,488,130\t99.9806\t200,000\t0.0194\t0\t0.0000\n",
			"1031488130/200000/0", "A股=A:866248900/0/0@1.000000 H股=H:165239230/200000/0@0.998791"},
		{"table without a total", table +
			"A股\t866,248,900\t100.0000\t0\t0.0000\t0\t0.0000\nH股\t165,239,230\t99.8791\t200,000\t0.1209\t0\t0.0000\n",
			"", "A股=A:866248900/0/0@1.000000 H股=H:165239230/200000/0@0.998791"},
		{"table, the H shares by their name in law", table +
			"A股\t866,248,900\t100.0000\t0\t0.0000\t0\t0.0000\n境外上市外资股(H股)\t165,239,230\t99.8791\t200,000\t0.1209\t0\t0.0000\n普通股合计：\t1,031,488,130\t99.9806\t200,000\t0.0194\t0\t0.0000\n",
			"1031488130/200000/0", "A股=A:866248900/0/0@1.000000 境外上市外资股(H股)=H:165239230/200000/0@0.998791"},
		{"sentence, the total first", "表决结果：同意1,031,488,130股，占出席会议有表决权股份总数的99.98%；反对200,000股；弃权0股；其中A股同意866,248,900股，反对0股，弃权0股；H股同意165,239,230股，反对200,000股，弃权0股。\n",
			"1031488130/200000/0", "A股=A:866248900/0/0@ H股=H:165239230/200000/0@"},
		{"sentence, 内资股 and 外资股 then 合计", "表决结果：内资股股东同意866,248,900股，反对0股，弃权0股；外资股股东同意165,239,230股，反对200,000股，弃权0股；合计同意1,031,488,130股，反对200,000股，弃权0股。\n",
			"1031488130/200000/0", "内资股股东=domestic:866248900/0/0@ 外资股股东=foreign:165239230/200000/0@"},
		{"sentence, the H shares by their name in law", "表决结果：同意1,031,488,130股；反对200,000股；弃权0股；其中A股股东同意866,248,900股，反对0股，弃权0股；境外上市外资股(H股)股东同意165,239,230股，反对200,000股，弃权0股。\n",
			"1031488130/200000/0", "A股股东=A:866248900/0/0@ 境外上市外资股(H股)股东=H:165239230/200000/0@"},
		{"sentence, A and B shares without a total", "表决结果：A股股东同意866,248,900股，反对0股，弃权0股；B股股东同意165,239,230股，反对200,000股，弃权0股。\n",
			"", "A股股东=A:866248900/0/0@ B股股东=B:165239230/200000/0@"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			text := classVotesHead + tt.body + "特此公告。\n"
			doc := extractText("x.txt", text)
			r := soleClassTally(t, doc, tt.votes, tt.classes)
			for _, w := range doc.Warnings {
				t.Errorf("warning %s: %s", w.Code, w.Message)
			}
			for _, cv := range r.ClassVotes {
				for k, ref := range cv.Votes.Evidence {
					if got := text[ref.Span[0]:ref.Span[1]]; got != ref.Text {
						t.Errorf("%s %s: text[span] %q, evidence %q", cv.Label, k, got, ref.Text)
					}
				}
				if got := text[cv.Votes.Span[0]:cv.Votes.Span[1]]; got != cv.Votes.Text {
					t.Errorf("%s: text[span] %q, text %q", cv.Label, got, cv.Votes.Text)
				}
			}
		})
	}
}

// TestClassVotesNotRead: what is not a tally of each class is not read as
// one — classes that do not add up to the total stated (a misread figure
// somewhere), one class only, a label naming two classes.
func TestClassVotesNotRead(t *testing.T) {
	for _, body := range []string{
		"表决结果：同意1,031,488,130股；反对200,000股；弃权0股；其中A股同意866,248,900股，反对0股，弃权0股；H股同意165,000,000股，反对200,000股，弃权0股。\n",
		"表决结果：同意866,248,900股，反对0股，弃权0股；其中A股同意866,248,900股，反对0股，弃权0股。\n",
		"表决结果：A股同意866,248,900股，反对0股，弃权0股；A股及H股同意165,239,230股，反对200,000股，弃权0股。\n",
	} {
		doc := extractText("x.txt", classVotesHead+body+"特此公告。\n")
		for _, r := range doc.Resolutions {
			if len(r.ClassVotes) > 0 {
				t.Errorf("%s: class_votes %q", body, classVotesOf(r))
			}
		}
	}
}

// TestMinorityVotesWordings: the small and medium investors' tally is kept
// apart from the proposal's, whether it follows the meeting's in the
// sentence (其中,中小投资者表决情况:), stands under a line of its own that
// labels it, or is labelled 中小股东总表决情况; a sentence that only
// mentions them (不存在损害中小股东利益的情形) labels no tally of theirs.
func TestMinorityVotesWordings(t *testing.T) {
	const all = "同意337,628,634股,占出席会议有表决权股份总数的100%;反对0股,占出席会议有表决权股份总数的0%;弃权0股,占出席会议有表决权股份总数的0%。"
	const part = "同意9,628,634股,占出席会议中小投资者有表决权股份总数的100%;反对0股,占出席会议中小投资者有表决权股份总数的0%;弃权0股,占出席会议中小投资者有表决权股份总数的0%。"
	for _, tt := range []struct {
		name, body, votes, minority string
	}{
		{"after the meeting's, 其中", "表决结果:" + all + "其中,中小投资者表决情况:" + part + "\n", "337628634/0/0", "9628634/0/0"},
		{"under a label of its own line", "中小投资者表决情况:\n" + part + "\n表决结果:" + all + "\n", "337628634/0/0", "9628634/0/0"},
		{"中小股东总表决情况", "总表决情况:" + all + "\n中小股东总表决情况:" + strings.ReplaceAll(part, "中小投资者有表决权股份总数", "中小股东所持股份") + "\n", "337628634/0/0", "9628634/0/0"},
		{"a mention only", "本议案不存在损害中小股东利益的情形,表决结果:" + all + "\n", "337628634/0/0", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			doc := extractText("x.txt", classVotesHead+tt.body+"特此公告。\n")
			if len(doc.Resolutions) != 1 {
				t.Fatalf("resolutions %+v", doc.Resolutions)
			}
			r := doc.Resolutions[0]
			if got := votesOf(r.MinorityVotes); got != tt.minority {
				t.Errorf("minority_votes %q, want %q", got, tt.minority)
			}
			if got := votesOf(r.Votes); got != tt.votes {
				t.Errorf("votes %q, want %q", got, tt.votes)
			}
		})
	}
}
