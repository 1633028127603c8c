package normalize

import (
	"testing"
	"unicode"

	"github.com/google/go-cmp/cmp"
)

func TestParseNumber(t *testing.T) {
	tests := []struct {
		in       string
		value    string
		decimals int
	}{
		{"11,538,461,538", "11538461538", 0},
		{"5.20", "5.2", 2},
		{"９．８６", "9.86", 2},
		{"１，０００", "1000", 0},
		{"二〇一四", "2014", 0},
		{"二零一四", "2014", 0},
		{"一百零五", "105", 0},
		{"壹佰", "100", 0},
		{"3亿", "300000000", 0},
		{"1,000万", "10000000", 0},
		{"30.43亿", "3043000000", 2},
		{"两百", "200", 0},
		{"1.5万亿", "1500000000000", 1},
		{"0", "0", 0},
		{"〇", "0", 0},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			n, err := ParseNumber(tt.in)
			if err != nil {
				t.Fatal(err)
			}
			got := struct {
				V string
				D int
				T string
			}{n.Value.String(), n.Decimals, n.Text}
			want := struct {
				V string
				D int
				T string
			}{tt.value, tt.decimals, tt.in}
			if d := cmp.Diff(want, got); d != "" {
				t.Errorf("ParseNumber(%q) (-want +got):\n%s", tt.in, d)
			}
		})
	}
}

func TestParseNumberErrors(t *testing.T) {
	for _, in := range []string{
		"", "1,00,0", "1,0000", "12345,678", "1.2.3", ",1", "1.", " 1", "1 ", "百", "一万万万亿",
		"123456789012345678901", "1.1234567890123", "四十五五", "二百五", "一万五", "\xff", "1e5", "五亿亿",
	} {
		t.Run(in, func(t *testing.T) {
			if n, err := ParseNumber(in); err == nil {
				t.Errorf("ParseNumber(%q) = %v, want an error", in, n.Value)
			}
		})
	}
}

func TestChineseInt(t *testing.T) {
	tests := []struct {
		in   string
		want int64
	}{
		{"二十七", 27}, {"一百一十五", 115}, {"十九", 19}, {"二百", 200}, {"〇", 0}, {"零", 0},
		{"两", 2}, {"十", 10}, {"一十九", 19}, {"一百零五", 105}, {"二百八十六", 286},
		{"一千零五十", 1050}, {"一万零五", 10005}, {"一万五千", 15000}, {"三十亿", 3000000000},
		{"一万亿", 1000000000000}, {"壹佰", 100}, {"叁仟伍佰", 3500}, {"二〇一四", 2014},
		{"两百", 200}, {"八亿", 800000000}, {"一亿零五百万", 105000000},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := ChineseInt(tt.in)
			if err != nil {
				t.Fatal(err)
			}
			if got != tt.want {
				t.Errorf("ChineseInt(%q) = %d, want %d", tt.in, got, tt.want)
			}
		})
	}
	for _, in := range []string{"", "百", "千", "万", "十十", "二百十", "零十", "十一百", "四十五五", "一万万万亿", "五十二十", "一十一百", "abc"} {
		t.Run("reject "+in, func(t *testing.T) {
			if v, err := ChineseInt(in); err == nil {
				t.Errorf("ChineseInt(%q) = %d, want an error", in, v)
			}
		})
	}
}

func TestChineseNumeral(t *testing.T) {
	tests := []struct {
		n    int64
		want string
	}{
		{1, "一"}, {10, "十"}, {19, "十九"}, {20, "二十"}, {27, "二十七"}, {100, "一百"},
		{105, "一百零五"}, {110, "一百一十"}, {115, "一百一十五"}, {200, "二百"}, {286, "二百八十六"},
		{1000, "一千"}, {1005, "一千零五"}, {1050, "一千零五十"}, {10005, "一万零五"},
	}
	for _, tt := range tests {
		if got := ChineseNumeral(tt.n); got != tt.want {
			t.Errorf("ChineseNumeral(%d) = %q, want %q", tt.n, got, tt.want)
		}
		if v, err := ChineseInt(tt.want); err != nil || v != tt.n {
			t.Errorf("ChineseInt(%q) = %d, %v; want %d", tt.want, v, err, tt.n)
		}
	}
}

func TestFindNumbers(t *testing.T) {
	in := "发行总数为11,538,461,538股,第一百零五条,共1,00,0个,即９．８６元,二〇一四年"
	var got []string
	for _, n := range FindNumbers(in) {
		checkSpan(t, in, n.Span, n.Text)
		got = append(got, n.Text+"="+n.Value.String())
	}
	want := []string{"11,538,461,538=11538461538", "一百零五=105", "９．８６=9.86", "二〇一四=2014"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("FindNumbers (-want +got):\n%s", d)
	}
}

// TestNumeralRuneSet checks the bit set isChineseNumeralRune reads against
// the list of numeral characters, over every rune.
func TestNumeralRuneSet(t *testing.T) {
	n := 0
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if got, want := isChineseNumeralRune(r), isNumeralRune(r); got != want {
			t.Fatalf("isChineseNumeralRune(%q) = %v, want %v", r, got, want)
		}
		if isNumeralRune(r) {
			n++
		}
	}
	if n < 30 {
		t.Errorf("only %d numeral characters", n)
	}
}
