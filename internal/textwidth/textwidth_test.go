package textwidth

import "testing"

func TestColumns(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want int
	}{
		{"", 0},
		{"A股", 3},
		{"2017 年 4 月 21 日", 18},
		{"表决结果：同意9票", 17},
		{"议案\t同意", 12},
		{"ＡＢ１", 6},
	} {
		if got := Columns(tt.in); got != tt.want {
			t.Errorf("Columns(%q) = %d, want %d", tt.in, got, tt.want)
		}
	}
}
