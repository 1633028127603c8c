package annex

import (
	"github.com/gonggao/gonggao/pipeline/kind"
	"strings"
	"testing"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/extract/announce"
	"github.com/gonggao/gonggao/extract/internal/testdoc"
	"github.com/gonggao/gonggao/extract/meeting"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// annexWarnings returns the annex_missing and table_missing warnings as
// "code: raw text at the span".
func annexWarnings(doc *normalize.Doc, out *schema.Document) []string {
	var got []string
	for _, w := range out.Warnings {
		if w.Code != schema.WarnAnnexMissing && w.Code != schema.WarnTableMissing {
			continue
		}
		got = append(got, w.Code+": "+string(doc.Raw[w.Span[0]:w.Span[1]]))
	}
	return got
}

func TestAnnexesSeeds(t *testing.T) {
	tests := []struct {
		file string
		want []string
	}{
		// 附件1 to 附件5 are listed; the text ends (下转18版) inside 附件2.
		{"001_bfdae5a8f63b378f.txt", []string{
			"annex_missing: 附件3", "annex_missing: 附件4", "annex_missing: 附件5",
		}},
		// 附件三: the caption is followed by 注释, not by the table; 附件五
		// and 附件六 are present.
		{"002_1522606f4fcf738c.txt", []string{"table_missing: 以人民币百万元列示"}},
		// 附件一 to 附件三 are present.
		{"000_bac74d30caa566df.txt", nil},
		// Every caption is followed by a '|' table.
		{"003_62c1a5d2d0aeecb4.txt", nil},
		{"004_f0290f1b02f6b466.txt", nil},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			doc := testdoc.File(t, tt.file)
			if diff := cmp.Diff(tt.want, annexWarnings(doc, runHeader(doc))); diff != "" {
				t.Errorf("warnings (-want +got):\n%s", diff)
			}
		})
	}
}

func TestAnnexesWordings(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string
	}{
		{"annex named only in the list",
			"一、关于修订章程的议案\n\n修订对照表请见附件一。\n\n特此公告。\n\n附件：一、章程修订对照表\n\n二、股东回报规划\n\n宁波银行股份有限公司董事会\n\n2014年4月25日\n\n附件一：\n\n章程修订对照表\n\n序号\t现行章程\t修订内容\n",
			[]string{"annex_missing: 二、股东回报规划"}},
		{"annex of another document",
			"依据《商业银行资本管理办法(试行)》附件一“资本工具合格标准”。\n", nil},
		// Both are list entries: the signature follows, not the annexes.
		{"annex headings with the signature only after them",
			"详见本公告附件2。\n\n附件1：章程修订对照表\n附件2：优先股发行方案\n\n交通银行股份有限公司董事会\n二〇一四年九月五日\n",
			[]string{"annex_missing: 附件2", "annex_missing: 附件1"}},
		{"caption followed by tab rows",
			"单位：人民币百万元\n项目\t2013年\t2012年\n净利润\t41,211\t34,718\n", nil},
		{"caption followed by spaced figures",
			"本次发行对主要财务指标的模拟测算如下：\n普通股股本 19,052 19,052\n", nil},
		{"caption followed by prose",
			"公司近三年现金分红情况如下表：\n\n注：2013年度利润分配预案尚需股东大会审议。\n",
			[]string{"table_missing: 如下表"}},
		{"caption at the end of the document",
			"主要财务数据如下表：\n", []string{"table_missing: 如下表"}},
		{"phrase inside a sentence",
			"本行以人民币百万元列示的数据均为集团口径，且未经审计，投资者应结合本行定期报告阅读相关数据。\n\n本行将及时公告。\n", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := testdoc.From(tt.name, tt.text)
			if diff := cmp.Diff(tt.want, annexWarnings(doc, runHeader(doc))); diff != "" {
				t.Errorf("warnings (-want +got):\n%s", diff)
			}
		})
	}
}

func TestAnnexesReaderTables(t *testing.T) {
	// An HTML or PDF reader reports the table as cells; the text between the
	// cells need not look like a table.
	text := "除特别注明外，以人民币百万元列示\n普通股股本\n19,052\n"
	doc := testdoc.From("t", text)
	if got := annexWarnings(doc, runHeader(doc)); len(got) != 1 {
		t.Fatalf("without a table: %v, want one warning", got)
	}
	start := strings.Index(doc.Text, "普通股股本")
	doc.Tables = append(doc.Tables, normalize.Table{Span: normalize.Span{Start: start, End: len(doc.Text)}})
	if got := annexWarnings(doc, runHeader(doc)); len(got) != 0 {
		t.Errorf("with a table: %v, want none", got)
	}
}

// runHeader runs the header, meeting, vote and annex extractors over doc.
func runHeader(doc *normalize.Doc) *schema.Document {
	return extract.Run(doc, schema.Source{Path: doc.Path}, []extract.Extractor{announce.Announcement{Kinds: kind.Default}, meeting.Meeting{}, meeting.Resolutions{}, Annexes{}})
}
