package payment

import (
	"github.com/gonggao/gonggao/pipeline/kind"
	"path/filepath"
	"testing"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/extract/announce"
	"github.com/gonggao/gonggao/extract/internal/testdoc"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// paymentOf reads a dividend payment announcement from testdata/payment.
func paymentOf(t *testing.T, name string) (*normalize.Doc, *schema.Document) {
	t.Helper()
	doc := testdoc.Plain(t, filepath.Join("testdata", "payment", name))
	return doc, extract.Run(doc, schema.Source{Path: name}, []extract.Extractor{announce.Announcement{Kinds: kind.Default}, DividendPayment{}})
}

// TestDividendPayment reads six wordings of a dividend's payment: a
// preference dividend with its figures in the summary and in the plan, one
// with the par value and the figures in one sentence and the dates
// labelled with 为, an ordinary dividend paid on the total share capital
// (以…股为基数), one stated per ten shares with its dates labelled 为：, one
// with the par value in an aside, and one whose payment date is 股息派发日.
func TestDividendPayment(t *testing.T) {
	type figures struct {
		Security, PeriodStart, PeriodEnd, Record, Ex, Pay, Last string
		Rate, Par, PerShare, PerTen, Shares, Total              string
		Tax                                                     bool
	}
	val := func(q *schema.Quantity) string {
		if q == nil {
			return ""
		}
		return q.Value + " " + q.Unit
	}
	tests := []struct {
		file string
		want figures
	}{
		{"preference_dividend.txt", figures{"preference_share", "2014-12-08", "2015-12-07", "2015-12-07", "2015-12-07", "2015-12-08", "2015-12-04",
			"0.0600 ratio", "", "6.00 CNY/share", "", "130000000 shares", "780000000 CNY", true}},
		{"preference_dividend_2.txt", figures{"preference_share", "2015-06-25", "2016-06-24", "2016-06-24", "2016-06-27", "2016-06-27", "",
			"0.0530 ratio", "100 CNY/share", "5.30 CNY/share", "", "200000000 shares", "1060000000 CNY", true}},
		{"ordinary_dividend.txt", figures{"ordinary_share", "", "", "2015-07-09", "2015-07-10", "2015-07-10", "",
			"", "", "0.2555 CNY/share", "", "250010977486 shares", "63877804747.67 CNY", true}},
		{"ordinary_per_ten.txt", figures{"ordinary_share", "", "", "2015-07-09", "2015-07-10", "", "",
			"", "", "", "2.50 CNY", "1000000000 shares", "250000000 CNY", true}},
		// 中原高速 临2018-046: the par value in an aside before the amount
		// paid (优先股股东每股(每股面值100元)派发现金4.1302元(含税)), and
		// 现金红利发放日.
		{"preference_aside.txt", figures{"preference_share", "", "", "2018-07-12", "2018-07-12", "2018-07-13", "2018-07-11",
			"", "100 CNY/share", "4.1302 CNY/share", "", "", "", true}},
		// 招商银行 2023-069, as a newspaper's page prints it: 股息派发日.
		{"preference_paid_out.txt", figures{"preference_share", "", "", "2023-12-15", "2023-12-15", "2023-12-18", "2023-12-14",
			"", "", "3.62 CNY/share", "", "", "", true}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			doc, out := paymentOf(t, tt.file)
			if out.Announcement == nil || out.Announcement.Kind != schema.KindDividendPayment {
				t.Fatalf("announcement = %+v", out.Announcement)
			}
			p := out.DividendPayment
			if p == nil {
				t.Fatalf("no payment; warnings %+v", out.Warnings)
			}
			got := figures{p.Security, p.PeriodStart, p.PeriodEnd, p.RecordDate, p.ExDate, p.PaymentDate, p.LastTradingDay,
				val(p.Rate), val(p.ParValue), val(p.PerShare), val(p.PerTenShares), val(p.Shares), val(p.Total), p.TaxInclusive != nil && *p.TaxInclusive}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got)\n%s", diff)
			}
			for _, q := range []*schema.Quantity{p.Rate, p.ParValue, p.PerShare, p.PerTenShares, p.Shares, p.Total} {
				if q != nil && string(doc.Raw[q.Span[0]:q.Span[1]]) != q.Text {
					t.Errorf("%q: span %v quotes %q", q.Text, q.Span, doc.Raw[q.Span[0]:q.Span[1]])
				}
			}
			for key, ref := range p.Evidence {
				testdoc.CheckRef(t, doc, key, ref)
			}
		})
	}
}

// TestDividendPaymentNothingReadable: a payment announcement with nothing
// readable says so. (That a board resolution proposing a dividend is not
// read as a payment is the kind's choice: pipeline/kind's tests.)
func TestDividendPaymentNothingReadable(t *testing.T) {
	empty := "中国光大银行股份有限公司\n优先股股息派发实施公告\n具体安排另行公告。\n"
	out := extract.Run(testdoc.From("e.txt", empty), schema.Source{}, []extract.Extractor{announce.Announcement{Kinds: kind.Default}, DividendPayment{}})
	if out.DividendPayment != nil || len(out.Warnings) != 1 || out.Warnings[0].Code != schema.WarnNotUnderstood {
		t.Errorf("payment %+v, warnings %+v", out.DividendPayment, out.Warnings)
	}
}
