package payment

import (
	"path/filepath"
	"sort"
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

// readPayment is what a test holds a payment to: its dates and amounts as text.
type readPayment struct {
	Record, Ex, Pay, Last    string
	PerShare, PerTen, Shares string
}

func readOf(p *schema.DividendPayment) readPayment {
	if p == nil {
		return readPayment{}
	}
	val := func(q *schema.Quantity) string {
		if q == nil {
			return ""
		}
		return q.Value
	}
	return readPayment{p.RecordDate, p.ExDate, p.PaymentDate, p.LastTradingDay, val(p.PerShare), val(p.PerTenShares), val(p.Shares)}
}

// runPayment reads a dividend notice from its text.
func runPayment(name, text string) (*normalize.Doc, *schema.Document) {
	doc := testdoc.From(name, text)
	return doc, extract.Run(doc, schema.Source{Path: name}, []extract.Extractor{announce.Announcement{Kinds: kind.Default}, DividendPayment{}})
}

// checkEvidence holds every date's evidence to the text it quotes.
func checkEvidence(t *testing.T, doc *normalize.Doc, p *schema.DividendPayment) {
	t.Helper()
	if p == nil {
		return
	}
	// The evidence quotes the text as it reads: a date broken over lines
	// is quoted without the break (normalize.Doc.SourceText).
	unbroken := strings.NewReplacer("\r", "", "\n", "")
	for key, ref := range p.Evidence {
		if ref.Span[0] < 0 || ref.Span[1] > len(doc.Raw) || ref.Span[0] > ref.Span[1] {
			t.Errorf("%s: span %v outside the input", key, ref.Span)
			continue
		}
		if got := unbroken.Replace(string(doc.Raw[ref.Span[0]:ref.Span[1]])); got != unbroken.Replace(ref.Text) {
			t.Errorf("%s: raw[%v] = %q, text %q", key, ref.Span, got, ref.Text)
		}
	}
}

// realWordings are excerpts of real dividend notices (testdata/real, see
// its NOTICE), with what each states, read by hand from the excerpt.
var realWordings = []struct {
	file string
	want readPayment
}{
	// A forum's repost run into one line: ● 股权登记日：, ● 除息日：,
	// ● 现金红利发放日：; 每股派发现金红利0.05 元(含税) before 扣税后每股现金
	// 红利0.045 元 and 实际派发现金红利为每股 0.045 元.
	{"hangtian_2007_summary.txt", readPayment{"2008-05-16", "2008-05-19", "2008-05-23", "", "0.05", "0.5", "748544000"}},
	// 红利发放日, and the dates under 三、股权登记日、除息日及红利发放日.
	{"chutian_2007_dates.txt", readPayment{"2008-07-21", "2008-07-22", "2008-07-25", "", "0.16", "1.6", "931652495"}},
	// 除权除息日 beside 新增可流通股份上市日; 扣税后每股现金红利0.00060 元.
	{"shsid_2008_summary.txt", readPayment{"2008-05-14", "2008-05-15", "2008-05-20", "", "0.0096", "0.096", "730845887"}},
	// Shenzhen: 每10股派1.500000元人民币现金, 股权登记日为：…，除权除息日为：…;
	// the sentence of the day the cash is credited is cut (…直接划), so no
	// payment date.
	{"changgao_2012_szse.txt", readPayment{"2012-05-22", "2012-05-23", "", "", "", "1.500000", "100000000"}},
	// Shenzhen, the ex-date broken over two lines (2013 年 6 / 月 26 日);
	// 代派的股息将于 2013 年 6 月 26 日 cut before it says where it goes.
	{"nongchanpin_2013_szse.txt", readPayment{"2013-06-25", "2013-06-26", "", "", "", "0.50", "1696964131"}},
	// Shenzhen: 每10股派7元人民币现金.
	{"dongeejiao_2013_szse.txt", readPayment{"2013-08-05", "2013-08-06", "", "", "", "7", "654021537"}},
	// A preference dividend: 每股优先股派发现金股息人民币5.32元(含税), then
	// 税后每股实际发放现金股息人民币4.788元 for QFII holders.
	{"abc_2020_preference.txt", readPayment{"2020-11-04", "2020-11-04", "2020-11-05", "2020-11-03", "5.32", "", ""}},
}

// TestDividendPaymentRealWordings reads the dates and amounts of seven real
// notices, Shanghai's and Shenzhen's, as news sites and forums print them.
func TestDividendPaymentRealWordings(t *testing.T) {
	for _, tt := range realWordings {
		t.Run(tt.file, func(t *testing.T) {
			doc, out := runPayment(tt.file, testdoc.Text(t, filepath.Join("testdata", "real", tt.file)))
			if diff := cmp.Diff(tt.want, readOf(out.DividendPayment)); diff != "" {
				t.Errorf("(-want +got)\n%s", diff)
			}
			checkEvidence(t, doc, out.DividendPayment)
		})
	}
}

// The Shanghai exchange's layout of the dates (its template for the
// 权益分派实施公告, 三、相关日期), as the conversions of its PDF and its
// HTML give it. The figures are illustrative; the heads, their order, the
// date form (2019/6/20) and the placeholder for a column without a date
// (－) are the template's.
const (
	sseHeader = "证券代码：600000        证券简称：某某股份        公告编号：临2019-030\n" +
		"某某股份有限公司2018年年度权益分派实施公告\n" +
		"本公司董事会及全体董事保证本公告内容不存在任何虚假记载、误导性陈述或者重大遗漏，并对其内容的真实性、准确性和完整性承担个别及连带责任。\n" +
		"重要内容提示：\n"
	sseTail = "● 差异化分红送转：否\n一、通过分配方案的股东大会届次和日期\n本次利润分配方案经公司2019年5月20日的2018年年度股东大会审议通过。\n"
)

// relatedDateLayouts are the forms the 相关日期 table comes in, with the
// payment they give.
var relatedDateLayouts = func() []struct {
	name, table string
	want        readPayment
} {
	aShare := readPayment{Record: "2019-06-20", Ex: "2019-06-21", Pay: "2019-06-21", PerShare: "0.10"}
	tests := []struct {
		name, table string
		want        readPayment
	}{
		{"tabs", "股份类别\t股权登记日\t最后交易日\t除权（息）日\t现金红利发放日\nA股\t2019/6/20\t－\t2019/6/21\t2019/6/21\n", aShare},
		{"spaced columns", "股份类别    股权登记日    最后交易日    除权（息）日    现金红利发放日\nA股         2019/6/20     －            2019/6/21       2019/6/21\n", aShare},
		{"bars", "| 股份类别 | 股权登记日 | 最后交易日 | 除权(息)日 | 现金红利发放日 |\n| A股 | 2019/6/20 | － | 2019/6/21 | 2019/6/21 |\n", aShare},
		{"a cell a line", "股份类别\n股权登记日\n最后交易日\n除权（息）日\n现金红利发放日\nA股\n2019/6/20\n－\n2019/6/21\n2019/6/21\n", aShare},
		{"heads broken at a cell's width", "股份类别 股权登记 最后交易 除权（息） 现金红利发\n日 日 日 放日\nA股 2019/6/20 － 2019/6/21 2019/6/21\n",
			readPayment{PerShare: "0.10"}},
		{"heads broken inside a word", "股份类别 股权登记日 最后交易日 除权（息）\n日 现金红利发\n放日\nA 股 2019/6/20 － 2019/6/21 2019/6/21\n", aShare},
		{"dates in words", "股份类别 股权登记日 最后交易日 除权（息）日 现金红利发放日\nA股 2019年6月20日 － 2019年6月21日 2019年6月21日\n", aShare},
		{"no class column", "股权登记日 最后交易日 除权（息）日 现金红利发放日\n2019/6/20 2019/6/19 2019/6/21 2019/6/21\n",
			readPayment{Record: "2019-06-20", Last: "2019-06-19", Ex: "2019-06-21", Pay: "2019-06-21", PerShare: "0.10"}},
		// B shares keep trading three days longer and are paid later: the
		// A share's row is the one read, whichever comes first.
		{"B share row first", "股份类别 股权登记日 最后交易日 除权（息）日 现金红利发放日\nB股 2019/6/25 2019/6/20 2019/6/21 2019/7/5\nA股 2019/6/20 － 2019/6/21 2019/6/21\n", aShare},
		{"A and B shares", "股份类别 股权登记日 最后交易日 除权（息）日 现金红利发放日\nA股 2019/6/20 － 2019/6/21 2019/6/21\nB股 2019/6/25 2019/6/20 2019/6/21 2019/7/5\n", aShare},
		// A row that is not all dates is not read.
		{"a row not of dates", "股份类别 股权登记日 最后交易日 除权（息）日 现金红利发放日\nA股 详见下文\n", readPayment{PerShare: "0.10"}},
	}
	return tests
}()

// sseLayoutPerShare is the amount per share before the table.
const sseLayoutPerShare = "● 每股分配比例\nA股每股现金红利0.10元\n● 相关日期\n"

// TestRelatedDatesTable reads the dates of the 相关日期 table in the forms
// a reader meets it in.
func TestRelatedDatesTable(t *testing.T) {
	tests := relatedDateLayouts
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, out := runPayment("sse.txt", sseHeader+sseLayoutPerShare+tt.table+sseTail)
			if diff := cmp.Diff(tt.want, readOf(out.DividendPayment)); diff != "" {
				t.Errorf("(-want +got)\n%s", diff)
			}
			checkEvidence(t, doc, out.DividendPayment)
		})
	}
}

// TestRelatedDatesHTML reads the table from an HTML page's table, the form
// the exchange's site and the FDDC conversion give.
func TestRelatedDatesHTML(t *testing.T) {
	page := `<html><body><div type="paragraph">证券代码：600000 证券简称：某某股份 公告编号：临2019-030</div>
<div type="paragraph">某某股份有限公司2018年年度权益分派实施公告</div>
<div type="paragraph">三、相关日期</div>
<table><tr><td>股份类别</td><td>股权登记日</td><td>最后交易日</td><td>除权（息）日</td><td>现金红利发放日</td></tr>
<tr><td>A股</td><td>2019/6/20</td><td>－</td><td>2019/6/21</td><td>2019/6/21</td></tr></table>
</body></html>`
	doc, err := read.Read("sse.html", []byte(page), read.ReadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	out := extract.Run(doc, schema.Source{Path: "sse.html"}, []extract.Extractor{announce.Announcement{Kinds: kind.Default}, DividendPayment{}})
	want := readPayment{Record: "2019-06-20", Ex: "2019-06-21", Pay: "2019-06-21"}
	if diff := cmp.Diff(want, readOf(out.DividendPayment)); diff != "" {
		t.Errorf("(-want +got)\n%s", diff)
	}
	checkEvidence(t, doc, out.DividendPayment)
}

// TestPaymentWordings reads the amount per share and the dates in the
// wordings dividend notices use besides those of testdata.
func TestPaymentWordings(t *testing.T) {
	tests := []struct {
		name, text string
		want       readPayment
	}{
		{"每股派息", "每股派息0.12元（含税）。\n股权登记日：2016年6月15日\n除息日：2016年6月16日\n派息日：2016年6月16日\n",
			readPayment{Record: "2016-06-15", Ex: "2016-06-16", Pay: "2016-06-16", PerShare: "0.12"}},
		{"B share amount in dollars", "● 每股分配比例\nA股每股现金红利0.10元\nB股每股现金红利0.014533美元\n● 股权登记日：2019年6月20日\n",
			readPayment{Record: "2019-06-20", PerShare: "0.10"}},
		{"B share amount first", "B股每股现金红利0.1102港元\nA股每股现金红利0.10元\n",
			readPayment{PerShare: "0.10"}},
		// A B share's amount in yuan is not the A share's.
		{"B share amount in yuan", "B股每股现金红利0.10元\n",
			readPayment{}},
		{"after tax first", "扣税后每股现金红利0.09元；扣税前每股现金红利0.10元\n",
			readPayment{PerShare: "0.10"}},
		// Dates in figures after their labels, as the table prints them.
		{"dates in figures", "股权登记日：2019/6/20\n除权（息）日：2019-06-21\n现金红利发放日：2019.6.21（星期五）\n",
			readPayment{Record: "2019-06-20", Ex: "2019-06-21", Pay: "2019-06-21"}},
		{"date in figures cut", "股权登记日：2019/6/201\n", readPayment{}},
		{"date on the next line", "股权登记日：\n2019年6月20日\n除权除息日：\n2019年6月21日\n",
			readPayment{Record: "2019-06-20", Ex: "2019-06-21"}},
		// The Shenzhen template's sentence of the day the cash is credited.
		{"credited", "本次权益分派股权登记日为：2013年6月6日，除权除息日为：2013年6月7日。\n本公司此次委托中国结算深圳分公司代派的现金红利将于2013年6月7日通过股东托管证券公司（或其他托管机构）直接划入其资金账户。\n",
			readPayment{Record: "2013-06-06", Ex: "2013-06-07", Pay: "2013-06-07"}},
		// The label's date is the payment date; a later crediting sentence
		// does not replace it.
		{"label before credited", "红利发放日：2013年6月8日\n代派的现金红利将于2013年6月7日通过股东托管证券公司直接划入其资金账户。\n",
			readPayment{Pay: "2013-06-08"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, out := runPayment("w.txt", "某某股份有限公司\n2018年年度权益分派实施公告\n"+tt.text)
			if diff := cmp.Diff(tt.want, readOf(out.DividendPayment)); diff != "" {
				t.Errorf("(-want +got)\n%s", diff)
			}
			checkEvidence(t, doc, out.DividendPayment)
		})
	}
}

// TestPaymentArtefacts holds the payment read from each real excerpt and
// each layout of the table to what every rewriting of perturb.All gives
// (the artefacts of PDF conversion, web pages and mirrors), field by
// field; paymentBreaks lists what a rewriting still breaks.
func TestPaymentArtefacts(t *testing.T) {
	docs := map[string]string{}
	for _, w := range realWordings {
		docs[w.file] = testdoc.Text(t, filepath.Join("testdata", "real", w.file))
	}
	for _, l := range relatedDateLayouts {
		if l.want.Record != "" {
			docs["sse table, "+l.name] = sseHeader + sseLayoutPerShare + l.table + sseTail
		}
	}
	names := make([]string, 0, len(docs))
	for n := range docs {
		names = append(names, n)
	}
	sort.Strings(names)
	seen := map[string]bool{}
	for _, name := range names {
		_, orig := runPayment(name, docs[name])
		want := fieldsOf(readOf(orig.DividendPayment))
		for _, p := range perturb.All {
			_, out := runPayment(name, p.Apply(docs[name]))
			got := fieldsOf(readOf(out.DividendPayment))
			for field, v := range want {
				if v == "" || got[field] == v {
					continue
				}
				key := name + "|" + p.Name + "|" + field
				seen[key] = true
				if !paymentBreaks[key] {
					t.Errorf("%s: %q, got %q", key, v, got[field])
				}
			}
		}
	}
	for key := range paymentBreaks {
		if !seen[key] {
			t.Errorf("%s holds now; take it off paymentBreaks", key)
		}
	}
	t.Logf("%d documents × %d rewritings", len(names), len(perturb.All))
}

func fieldsOf(r readPayment) map[string]string {
	return map[string]string{"record_date": r.Record, "ex_date": r.Ex, "payment_date": r.Pay, "last_trading_day": r.Last,
		"per_share": r.PerShare, "per_ten_shares": r.PerTen, "shares": strings.TrimSpace(r.Shares)}
}

// paymentBreaks are the fields of an excerpt (file|rewriting|field) that a
// rewriting still breaks; the list may only shrink.
var paymentBreaks = map[string]bool{}

// FuzzRelatedDates: the table reader never panics, and every date it
// returns is a full date whose span lies in the text.
func FuzzRelatedDates(f *testing.F) {
	for _, l := range relatedDateLayouts {
		f.Add(l.table)
	}
	f.Add("股份类别 股权登记日 最后交易日 除权（息）日 现金红利发放日\nA股 2019/6\n/21 － 2019/6/2")
	f.Add("股权登记日:2013 年 6\n\n月 26 日")
	f.Fuzz(func(t *testing.T, s string) {
		for key, d := range relatedDates(s) {
			if d.span.Start < 0 || d.span.End > len(s) || d.span.Start >= d.span.End {
				t.Fatalf("%s: span %v outside %d bytes", key, d.span, len(s))
			}
			if len(d.date) != len("2006-01-02") {
				t.Fatalf("%s: %q", key, d.date)
			}
		}
		for _, label := range []string{"股权登记日", "除息日"} {
			if _, sp, ok := labelledDate(s, label); ok && (sp.Start < 0 || sp.End > len(s) || sp.Start >= sp.End) {
				t.Fatalf("%s: span %v outside %d bytes", label, sp, len(s))
			}
		}
	})
}
