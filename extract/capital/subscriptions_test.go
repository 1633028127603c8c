package capital

import (
	"testing"

	"github.com/gonggao/gonggao/extract"

	"github.com/gonggao/gonggao/extract/internal/testdoc"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

func TestSubscriptions(t *testing.T) {
	tests := []struct {
		name, text                 string
		subscriber, shares, amount string
		holding, ratio             string
		related, noPricing         bool
	}{
		{
			name:       "ceb_alias_in_parenthesis",
			text:       "董事会同意中国光大(集团)总公司(拟重组改制并更名为“中国光大集团股份公司”,以下简称“光大集团”)认购1,000万股本公司本次发行的优先股,认购金额不超过人民币10亿元。光大集团承诺不参与本次发行优先股股息率的询价过程。\n截至2014年9月30日,光大集团直接持有本公司普通股股份2,057,280,034股,持股比例为4.41%,光大集团为本公司关联法人。\n",
			subscriber: "中国光大(集团)总公司", shares: "10000000", amount: "1000000000", holding: "2057280034", ratio: "0.0441", related: true, noPricing: true,
		},
		{
			name:       "cib_shareholder",
			text:       "公司股东福建省财政厅拟认购本次发行的优先股25,000,000股。福建省财政厅承诺不参与本次发行优先股股息率的询价过程。\n本次发行前,福建省财政厅直接持有公司普通股股份3,402,173,769 股,持股比例为17.86%,为公司的关联法人。\n",
			subscriber: "福建省财政厅", shares: "25000000", holding: "3402173769", ratio: "0.1786", related: true, noPricing: true,
		},
		{
			// The resolution's title names the subscriber too: it is no
			// second subscriber "二、审议通过《关于…".
			name:       "resolution_title",
			text:       "二、审议通过《关于某某集团有限公司认购本行优先股的议案》\n某某集团有限公司(以下简称“某某集团”)拟认购不超过2,000万股本行本次发行的优先股,认购金额不超过人民币20亿元。\n",
			subscriber: "某某集团有限公司", shares: "20000000", amount: "2000000000",
		},
		{
			name:       "variant_upper_bound",
			text:       "本行股东某某投资控股有限公司拟认购不超过2亿股本行本次发行的优先股。\n",
			subscriber: "某某投资控股有限公司", shares: "200000000",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := testdoc.From("sub.txt", tt.text)
			out := &schema.Document{Offerings: []schema.Offering{{Market: "domestic"}}}
			c := &extract.Context{Doc: doc, Out: out}
			extractSubscriptions(c, []*plan{{doc: doc, region: normalize.Span{Start: 0, End: len(doc.Text)}}})
			subs := out.Offerings[0].Subscriptions
			if len(subs) != 1 {
				t.Fatalf("subscriptions = %+v, want one", subs)
			}
			s := subs[0]
			checkValueSpans(t, doc, s)
			val := func(q *schema.Quantity) string {
				if q == nil {
					return ""
				}
				return q.Value
			}
			if s.Subscriber != tt.subscriber || val(s.Shares) != tt.shares || val(s.AmountMax) != tt.amount ||
				val(s.HoldingShares) != tt.holding || val(s.HoldingRatio) != tt.ratio {
				t.Errorf("got %s %s %s %s %s", s.Subscriber, val(s.Shares), val(s.AmountMax), val(s.HoldingShares), val(s.HoldingRatio))
			}
			if (s.RelatedParty != nil && *s.RelatedParty) != tt.related || (s.NoPricingRole != nil && *s.NoPricingRole) != tt.noPricing {
				t.Errorf("related %v, no pricing %v", s.RelatedParty, s.NoPricingRole)
			}
		})
	}
	t.Run("cash_subscription_is_no_subscriber", func(t *testing.T) {
		doc := testdoc.From("sub.txt", "所有发行对象均以现金认购本次优先股。乙方同意在协议生效后,以现金方式一次性将全部认购价款划入指定账户。\n")
		out := &schema.Document{Offerings: []schema.Offering{{Market: "domestic"}}}
		extractSubscriptions(&extract.Context{Doc: doc, Out: out}, []*plan{{doc: doc}})
		if len(out.Offerings[0].Subscriptions) != 0 {
			t.Errorf("subscriptions = %+v, want none", out.Offerings[0].Subscriptions)
		}
	})
}

// TestSubscriptionHoldingTable reads a subscriber's holding from a table
// row naming it, the unit of a bare count from the column's header.
func TestSubscriptionHoldingTable(t *testing.T) {
	const commit = "本行股东某某投资控股有限公司(以下简称“某某投资”)拟认购不超过2亿股本行本次发行的优先股。\n截至2015年3月31日,本次发行对象持有本行普通股的情况如下:\n"
	tests := []struct {
		name, table    string
		holding, ratio string
		holdingText    string
	}{
		{"bars_shares", "| 股东名称 | 持股数量(股) | 持股比例 |\n| 某某投资控股有限公司 | 2,057,280,034 | 4.41% |\n", "2057280034", "0.0441", "2,057,280,034"},
		{"tabs_ten_thousands_alias", "股东\t持有普通股股数(万股)\t占总股本比例\n某某投资\t205,728.0034\t4.41%\n", "2057280034", "0.0441", "205,728.0034"},
		{"ratio_only", "股东名称\t持股比例\n某某投资控股有限公司\t17.86%\n", "", "0.1786", ""},
		// A row of another shareholder is not the subscriber's.
		{"other_holder", "| 股东名称 | 持股数量(股) | 持股比例 |\n| 其他集团有限公司 | 1,000 | 1.00% |\n", "", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := testdoc.From("sub.txt", commit+tt.table)
			out := &schema.Document{Offerings: []schema.Offering{{Market: "domestic"}}}
			c := &extract.Context{Doc: doc, Out: out}
			extractSubscriptions(c, []*plan{{doc: doc, region: normalize.Span{Start: 0, End: len(doc.Text)}}})
			subs := out.Offerings[0].Subscriptions
			if len(subs) != 1 {
				t.Fatalf("subscriptions = %+v, want one", subs)
			}
			s := subs[0]
			checkValueSpans(t, doc, s)
			val := func(q *schema.Quantity) string {
				if q == nil {
					return ""
				}
				return q.Value
			}
			if val(s.HoldingShares) != tt.holding || val(s.HoldingRatio) != tt.ratio {
				t.Errorf("holding %q ratio %q, want %q %q", val(s.HoldingShares), val(s.HoldingRatio), tt.holding, tt.ratio)
			}
			if s.HoldingShares != nil && s.HoldingShares.Text != tt.holdingText {
				t.Errorf("holding text %q", s.HoldingShares.Text)
			}
		})
	}
}

// TestSubscriptionRestated: 002 states 光大集团's commitment in the board's
// resolution and again in the plan it approves; the first statement gives
// the shares and amount, the second is kept as a restatement. A later
// statement of the shares alone restates nothing to check.
func TestSubscriptionRestated(t *testing.T) {
	const resolution = "董事会同意中国光大(集团)总公司(拟重组改制并更名为“中国光大集团股份公司”,以下简称“光大集团”)认购1,000万股本公司本次发行的优先股,认购金额不超过人民币10亿元。\n"
	const inPlan = "本行股东中国光大(集团)总公司(拟重组改制并更名为“中国光大集团股份公司”,以下简称“光大集团”)拟认购不超过1,000万股本行本次发行的优先股,认购金额不超过人民币10亿元。\n"
	const sharesOnly = "光大集团拟认购不超过1,000万股本行本次发行的优先股。\n"
	for _, tt := range []struct {
		name, text string
		want       []string
	}{
		{"resolution and plan", resolution + inPlan, []string{"不超过1,000万股 不超过人民币10亿元"}},
		{"shares alone", resolution + sharesOnly, nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			doc := testdoc.From("sub.txt", tt.text)
			out := &schema.Document{Offerings: []schema.Offering{{Market: "domestic"}}}
			c := &extract.Context{Doc: doc, Out: out}
			extractSubscriptions(c, []*plan{{doc: doc, region: normalize.Span{Start: 0, End: len(doc.Text)}}})
			subs := out.Offerings[0].Subscriptions
			if len(subs) != 1 || subs[0].Shares == nil || subs[0].Shares.Text != "1,000万股" || subs[0].AmountMax == nil {
				t.Fatalf("subscriptions = %+v, want the resolution's commitment", subs)
			}
			var got []string
			for _, r := range subs[0].Restated {
				for _, q := range []schema.Quantity{r.Shares, r.AmountMax} {
					if string(doc.Raw[q.Span[0]:q.Span[1]]) != q.Text {
						t.Errorf("%q is not the source at %v", q.Text, q.Span)
					}
				}
				got = append(got, r.Shares.Text+" "+r.AmountMax.Text)
			}
			if len(got) != len(tt.want) || len(got) > 0 && got[0] != tt.want[0] {
				t.Errorf("restated %q, want %q", got, tt.want)
			}
		})
	}
}
