package announce

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/gonggao/gonggao/extract/internal/testdoc"
	"github.com/gonggao/gonggao/schema"
)

// headerFacts is what the tests below read of an announcement's header.
type headerFacts struct {
	Company, Kind, Title, Number, Date string
	Codes                              []schema.StockCode
}

// checkHeaders runs the header on each text and compares what it reads,
// every evidence span checked against the raw bytes.
func checkHeaders(t *testing.T, tests []struct {
	name, text string
	want       headerFacts
}) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := testdoc.From(tt.name, tt.text)
			a := runHeader(doc).Announcement
			got := headerFacts{Company: a.Company, Kind: a.Kind, Title: a.Title, Number: a.Number, Date: a.Date, Codes: a.StockCodes}
			if diff := cmp.Diff(tt.want, got, cmpopts.IgnoreFields(schema.StockCode{}, "Span"), cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("announcement (-want +got):\n%s", diff)
			}
			for k, r := range a.Evidence {
				testdoc.CheckRef(t, doc, "evidence."+k, r)
			}
		})
	}
}

// TestSignatureDateInFigures: a signature dated in figures (…董事会2009-7-15)
// gives the announcement's date; figures elsewhere (a page's 公告日期 line,
// a date in the body) do not.
func TestSignatureDateInFigures(t *testing.T) {
	checkHeaders(t, []struct {
		name, text string
		want       headerFacts
	}{
		// 武汉凯迪电力, 2009: the signer and the date run together.
		{"signer and date in figures on one line", "股票简称:凯迪电力股票代码: 000939公告编号: 2009-22\n武汉凯迪电力股份有限公司关于中标越煤项目的进展公告\n本公司及其董事会全体成员保证信息披露内容的真实、准确、完整,没有虚假记载、误导性陈述或重大遗漏。\n特此公告。\n武汉凯迪电力股份有限公司董事会2009-7-15\n", headerFacts{
			Company: "武汉凯迪电力股份有限公司", Kind: schema.KindContract, Title: "武汉凯迪电力股份有限公司关于中标越煤项目的进展公告",
			Number: "2009-22", Date: "2009-07-15", Codes: []schema.StockCode{{Market: "A", Code: "000939", ShortName: "凯迪电力"}},
		}},
		// The same signature set over two lines, the date in figures under
		// the signer, with a dot or a dash.
		{"date in figures under the signer", "武汉凯迪电力股份有限公司关于中标越煤项目的进展公告\n特此公告。\n武汉凯迪电力股份有限公司董事会\n2009-07-15\n", headerFacts{
			Company: "武汉凯迪电力股份有限公司", Kind: schema.KindContract, Title: "武汉凯迪电力股份有限公司关于中标越煤项目的进展公告", Date: "2009-07-15",
		}},
		{"date with dots under the signer", "武汉凯迪电力股份有限公司关于中标越煤项目的进展公告\n特此公告。\n武汉凯迪电力股份有限公司\n董事会\n2009.7.15\n", headerFacts{
			Company: "武汉凯迪电力股份有限公司", Kind: schema.KindContract, Title: "武汉凯迪电力股份有限公司关于中标越煤项目的进展公告", Date: "2009-07-15",
		}},
		// Mixed separators are no date; nor is a page's own date line
		// (公告日期:2006-10-09) or a body's date in figures.
		{"mixed separators", "武汉凯迪电力股份有限公司关于中标越煤项目的进展公告\n特此公告。\n武汉凯迪电力股份有限公司董事会2009-7.15\n", headerFacts{
			Company: "武汉凯迪电力股份有限公司", Kind: schema.KindContract, Title: "武汉凯迪电力股份有限公司关于中标越煤项目的进展公告",
		}},
		{"a page's date line is not the signature", "公告日期:2006-10-09\n武汉凯迪电力股份有限公司关于中标越煤项目的进展公告\n合同于2009-7-15签署。\n", headerFacts{
			Company: "武汉凯迪电力股份有限公司", Kind: schema.KindContract, Title: "武汉凯迪电力股份有限公司关于中标越煤项目的进展公告",
		}},
	})
}
