package pipeline

import (
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// paymentFindings runs the pipeline over a payment announcement and returns
// "id status computed" for its payment checks.
func paymentFindings(t *testing.T, text string) []string {
	t.Helper()
	out, err := Process("payment.txt", []byte(text), Options{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range out.Checks {
		if strings.HasPrefix(c.ID, "dividend.payment") {
			got = append(got, c.ID+" "+c.Status+" "+c.Computed)
		}
	}
	return got
}

func TestPaymentChecks(t *testing.T) {
	read := func(name string) string {
		b, err := os.ReadFile("../extract/payment/testdata/payment/" + name)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	tests := []struct {
		name, text string
		want       []string
	}{
		{"preference, no par stated", read("preference_dividend.txt"), []string{"dividend.payment.total pass 780000000"}},
		{"preference with par", read("preference_dividend_2.txt"), []string{"dividend.payment.per_share pass 5.3", "dividend.payment.total pass 1060000000"}},
		{"ordinary, to the fen", read("ordinary_dividend.txt"), []string{"dividend.payment.total pass 63877804747.673"}},
		{"ordinary, total misstated by one yuan", strings.Replace(read("ordinary_dividend.txt"), "63,877,804,747.67元", "63,877,804,748.67元", 1),
			[]string{"dividend.payment.total fail 63877804747.673"}},
		{"ordinary, per ten shares", read("ordinary_per_ten.txt"), []string{"dividend.payment.total pass 250000000"}},
		{"ordinary, per ten shares, total misstated", strings.Replace(read("ordinary_per_ten.txt"), "250,000,000元", "2,500,000,000元", 1),
			[]string{"dividend.payment.total fail 250000000"}},
		{"preference, rate and amount apart", strings.Replace(read("preference_dividend_2.txt"), "现金股息人民币5.30元", "现金股息人民币5.50元", 1),
			[]string{"dividend.payment.per_share fail 5.3", "dividend.payment.total fail 1100000000"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, paymentFindings(t, tt.text)); diff != "" {
				t.Errorf("(-want +got)\n%s", diff)
			}
		})
	}
}
