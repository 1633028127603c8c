package normalize

import "testing"

// TestSharesBeforeIssuer: a share count followed by the issuer's name is
// still a share count, while 股本 (share capital) is not one.
func TestSharesBeforeIssuer(t *testing.T) {
	tests := []struct {
		in, want string // want: the ValueString of the only quantity, "" for none
	}{
		{"认购1,000万股本公司本次发行的优先股", "10000000"},     // 002
		{"拟认购25,000,000股本行本次发行的优先股", "25000000"}, // a bank calls itself 本行
		{"认购3亿股本次发行的优先股", "300000000"},
		{"普通股股本19,052百万元", "19052000000"}, // 股本 here is share capital; the figure is money
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			qs := FindQuantities(tt.in)
			got := ""
			if len(qs) > 0 {
				got = qs[0].ValueString()
			}
			if got != tt.want {
				t.Errorf("FindQuantities(%q) = %q, want %q (%+v)", tt.in, got, tt.want, qs)
			}
		})
	}
}
