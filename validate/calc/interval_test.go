package calc

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/shopspring/decimal"
)

// TestWorkedChecks holds the cross-checks in 001 and 003 to the comparison
// rule. Every input and stated figure is an interval; the expected status
// and the reasoning are worked by hand in the comments.
func TestWorkedChecks(t *testing.T) {
	exact := func(s string) Interval { return PointDec(dec(s)) }
	rounded := func(s string, scale decimal.Decimal) Interval {
		v := dec(s)
		return StatedScaled(v, Places(v), scale, HalfUp)
	}
	tests := []struct {
		name    string
		formula string
		vars    map[string]Interval
		stated  Interval
		want    Status
	}{
		// 003: "若本次优先股发行总规模为300亿元，以…初始模拟转股价格9.86元/股测算，
		// …将约增加30.43亿股". 30,000,000,000/9.86 = 3,042,596,348.88…;
		// 30.43亿 with d = 2 in 亿 is [3,042,500,000, 3,043,500,000]. Pass.
		{"003 conversion 30.43亿股", "Q=V/P",
			map[string]Interval{"V": exact("30000000000"), "P": exact("9.86")},
			rounded("30.43", yi), Pass},
		// The same figure stated as 30.42亿 is [3,041,500,000, 3,042,500,000]:
		// 3,042,596,348.88 lies above it. Fail.
		{"003 conversion misstated 30.42亿股", "Q=V/P",
			map[string]Interval{"V": exact("30000000000"), "P": exact("9.86")},
			rounded("30.42", yi), Fail},
		// 001: 600亿元/5.20 = 11,538,461,538.46…, stated 11,538,461,538股 by
		// 去尾法: [11,538,461,538, 11,538,461,539) contains it. Pass.
		{"001 conversion truncated", "Q=V/P",
			map[string]Interval{"V": exact("60000000000"), "P": exact("5.20")},
			Stated(dec("11538461538"), 0, Floor), Pass},
		// Rounded half-up, 11,538,461,539 would need 11,538,461,538.5 or more;
		// truncated it stands for [11,538,461,539, 11,538,461,540). Fail.
		{"001 conversion one share too many", "Q=V/P",
			map[string]Interval{"V": exact("60000000000"), "P": exact("5.20")},
			Stated(dec("11538461539"), 0, Floor), Fail},
		// 003: 300亿 × 7% = 2,100,000,000 = 21.00亿: inside [20.995亿, 21.005亿]. Pass.
		{"003 dividend cost 21.00亿", "D=V×i",
			map[string]Interval{"V": exact("30000000000"), "i": exact("0.07")},
			rounded("21.00", yi), Pass},
		// 003: 21.00亿 / 412.11亿 = 5.10%, both inputs rounded to 0.01亿:
		// [20.995, 21.005] / [412.105, 412.115] = [0.050944…, 0.050970…];
		// 5.10% stands for [0.05095, 0.05105]. They meet. Pass.
		{"003 dividend share of profit 5.10%", "R=D/E",
			map[string]Interval{"D": rounded("21.00", yi), "E": rounded("412.11", yi)},
			rounded("5.10", percent), Pass},
		// 003 table (百万元): 核心一级资本 201,153 / 加权风险资产合计 2,310,471
		// = 0.0870614… (0.087061 to 0.087062 with both inputs ±0.5百万); 8.68% stands for
		// [0.08675, 0.08685]. Fail (as DESIGN.md says it must).
		{"003 core tier 1 ratio 8.68% does not follow", "R=C/W",
			map[string]Interval{"C": rounded("201153", million), "W": rounded("2310471", million)},
			rounded("8.68", percent), Fail},
		// 003: 250,183 / 2,310,471 = 0.108282…; 10.83% is [0.10825, 0.10835]. Pass.
		{"003 capital ratio 10.83%", "R=C/W",
			map[string]Interval{"C": rounded("250183", million), "W": rounded("2310471", million)},
			rounded("10.83", percent), Pass},
		// 003 dividend table: 8,764/41,211 = 0.212661…, 7,240/34,718 =
		// 0.208537…, 3,991/25,505 = 0.156479…: stated 21.27%, 20.85%, 15.65%. Pass.
		{"003 payout 2013 21.27%", "R=D/E",
			map[string]Interval{"D": rounded("8764", million), "E": rounded("41211", million)},
			rounded("21.27", percent), Pass},
		{"003 payout 2012 20.85%", "R=D/E",
			map[string]Interval{"D": rounded("7240", million), "E": rounded("34718", million)},
			rounded("20.85", percent), Pass},
		{"003 payout 2011 15.65%", "R=D/E",
			map[string]Interval{"D": rounded("3991", million), "E": rounded("25505", million)},
			rounded("15.65", percent), Pass},
		// 003 after issue: 资本净额 280,183 / 2,310,471 = 0.121267…; 12.13%. Pass.
		{"003 capital ratio after issue 12.13%", "R=C/W",
			map[string]Interval{"C": rounded("280183", million), "W": rounded("2310471", million)},
			rounded("12.13", percent), Pass},
		// 003: 基本每股收益 41,211百万元 / 19,052百万股 = 2.16307… 元; 2.16 is
		// [2.155, 2.165]. Pass.
		{"003 EPS 2.16", "EPS=E/S",
			map[string]Interval{"E": rounded("41211", million), "S": rounded("19052", million)},
			rounded("2.16", dec("1")), Pass},
		// 003: cash dividends of the three years 8,764 + 7,240 + 3,991 = 19,995
		// over the mean profit (41,211 + 34,718 + 25,505)/3 = 101,434/3 =
		// 33,811.33 gives 0.591369…; 59.14% is [0.59135, 0.59145]. Pass.
		{"003 payout ratio 59.14%", "R=(D1+D2+D3)/((E1+E2+E3)/3)",
			map[string]Interval{
				"D1": rounded("8764", million), "D2": rounded("7240", million), "D3": rounded("3991", million),
				"E1": rounded("41211", million), "E2": rounded("34718", million), "E3": rounded("25505", million),
			},
			rounded("59.14", percent), Pass},
		// 003: 福建省财政厅 holds 3,402,173,769 shares of 19,052百万股 (1,905,200万):
		// the exact shares over [19,051,500,000, 19,052,500,000] give
		// [0.178568…, 0.178577…]; 17.86% is [0.17855, 0.17865]. Pass.
		{"003 holding ratio 17.86%", "R=H/S",
			map[string]Interval{"H": exact("3402173769"), "S": rounded("19052", million)},
			rounded("17.86", percent), Pass},
		// The same holding stated as 17.87% ([0.17865, 0.17875]) cannot be met. Fail.
		{"003 holding ratio misstated 17.87%", "R=H/S",
			map[string]Interval{"H": exact("3402173769"), "S": rounded("19052", million)},
			rounded("17.87", percent), Fail},
		// 002: 1,000万股 × 100元 = 10亿元, exact on both sides. Pass.
		{"002 amount is shares times par", "A=S×P",
			map[string]Interval{"S": StatedScaled(dec("1000"), 0, wan, Exact), "P": exact("100")},
			StatedScaled(dec("10"), 0, yi, Exact), Pass},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := MustParse(tt.formula).Check(tt.vars, tt.stated)
			if err != nil {
				t.Fatal(err)
			}
			if res.Status != tt.want {
				t.Errorf("%s: computed %s vs stated %s: %s, want %s", tt.formula, res.Computed, tt.stated, res.Status, tt.want)
			}
		})
	}
}

func TestCheckUnverifiable(t *testing.T) {
	f := MustParse("Q=V/P")
	res, err := f.Check(map[string]Interval{"V": PointDec(dec("30000000000"))}, StatedScaled(dec("30.43"), 2, yi, HalfUp))
	if err != nil {
		t.Fatal(err)
	}
	if res.Status != Unverifiable || !contains(res.Note, "P") {
		t.Errorf("missing P: %+v, want unverifiable naming P", res)
	}
	// A divisor stated as 0 to the nearest 百万 spans [−500,000, 500,000]:
	// the quotient is unbounded.
	res, err = f.Check(map[string]Interval{"V": PointDec(dec("1")), "P": StatedScaled(dec("0"), 0, million, HalfUp)}, PointDec(dec("1")))
	if err != nil {
		t.Fatal(err)
	}
	if res.Status != Unverifiable {
		t.Errorf("divisor touching zero: %+v, want unverifiable", res)
	}
	if _, err := f.Check(map[string]Interval{"V": PointDec(dec("1")), "P": PointDec(dec("1")), "X": PointDec(dec("1"))}, PointDec(dec("1"))); !errors.Is(err, ErrUnknownVar) {
		t.Errorf("unknown input: error = %v, want ErrUnknownVar", err)
	}
	if _, err := f.Check(map[string]Interval{"V": PointDec(dec("1")), "P": {}}, PointDec(dec("1"))); !errors.Is(err, ErrInterval) {
		t.Errorf("unset interval: error = %v, want ErrInterval", err)
	}
}

func TestStated(t *testing.T) {
	tests := []struct {
		name     string
		value    string
		decimals int
		scale    string
		mode     Rounding
		want     string
	}{
		{"30.43亿 rounded", "30.43", 2, "100000000", HalfUp, "[3042500000, 3043500000]"},
		{"30.43亿 half even", "30.43", 2, "100000000", HalfEven, "[3042500000, 3043500000]"},
		{"11538461538 truncated", "11538461538", 0, "1", Floor, "[11538461538, 11538461539)"},
		{"truncated negative", "-2.5", 1, "1", Trunc, "(-2.6, -2.5]"},
		{"truncated zero", "0", 0, "1", Trunc, "(-1, 1)"},
		{"ceil", "3", 0, "1", Ceil, "(2, 3]"},
		{"exact", "5.20", 2, "1", Exact, "[5.2, 5.2]"},
		{"5.10% rounded", "5.10", 2, "0.01", HalfUp, "[0.05095, 0.05105]"},
		{"negative decimals: 3,043,000,000 to the million", "3043000000", -6, "1", HalfUp, "[3042500000, 3043500000]"},
		{"non-terminating endpoints print as fractions", "1", 0, "0.3333333333", Exact, "[0.3333333333, 0.3333333333]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := StatedScaled(dec(tt.value), tt.decimals, dec(tt.scale), tt.mode).String()
			if d := cmp.Diff(tt.want, got); d != "" {
				t.Errorf("(-want +got):\n%s", d)
			}
		})
	}
}

func TestIntervalArithmetic(t *testing.T) {
	iv := func(lo, hi string, loOpen, hiOpen bool) Interval {
		return Interval{Lo: rat(lo), Hi: rat(hi), LoOpen: loOpen, HiOpen: hiOpen}
	}
	tests := []struct {
		name string
		got  func() (Interval, error)
		want string
	}{
		{"add opens where either end is open", func() (Interval, error) {
			return iv("1", "2", false, true).Add(iv("10", "20", true, false)), nil
		}, "(11, 22)"},
		{"sub swaps ends", func() (Interval, error) { return iv("1", "2", false, true).Sub(iv("10", "20", true, false)), nil }, "[-19, -8)"},
		{"mul positive", func() (Interval, error) { return iv("2", "3", false, false).Mul(iv("4", "5", false, true)), nil }, "[8, 15)"},
		{"mul mixed signs", func() (Interval, error) { return iv("-2", "3", false, false).Mul(iv("4", "5", false, false)), nil }, "[-10, 15]"},
		{"mul closed zero end attains zero", func() (Interval, error) { return iv("0", "1", false, false).Mul(iv("2", "3", true, true)), nil }, "[0, 3)"},
		{"div positive", func() (Interval, error) { return iv("1", "2", false, false).Div(iv("4", "8", false, true)) }, "(0.125, 0.5]"},
		{"div negative divisor", func() (Interval, error) { return iv("1", "2", false, false).Div(iv("-2", "-1", false, false)) }, "[-2, -0.5]"},
		{"neg", func() (Interval, error) { return iv("1", "2", true, false).Neg(), nil }, "[-2, -1)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := tt.got()
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(tt.want, got.String()); d != "" {
				t.Errorf("(-want +got):\n%s", d)
			}
		})
	}
	for _, div := range []Interval{iv("-1", "1", false, false), iv("0", "1", true, false), iv("-1", "0", false, true), iv("0", "0", false, false)} {
		if _, err := iv("1", "2", false, false).Div(div); !errors.Is(err, ErrDivByZero) {
			t.Errorf("divide by %s: error = %v, want ErrDivByZero", div, err)
		}
	}
}

func TestCompare(t *testing.T) {
	iv := func(lo, hi string, loOpen, hiOpen bool) Interval {
		return Interval{Lo: rat(lo), Hi: rat(hi), LoOpen: loOpen, HiOpen: hiOpen}
	}
	tests := []struct {
		name     string
		a, b     Interval
		want     Status
		symmetry bool
	}{
		{"overlap", iv("1", "3", false, false), iv("2", "4", false, false), Pass, true},
		{"contained", iv("1", "4", false, false), iv("2", "3", true, true), Pass, true},
		{"touch closed", iv("1", "2", false, false), iv("2", "3", false, false), Pass, true},
		{"touch one open", iv("1", "2", false, true), iv("2", "3", false, false), Fail, true},
		{"touch other open", iv("1", "2", false, false), iv("2", "3", true, false), Fail, true},
		{"apart", iv("1", "2", false, false), iv("3", "4", false, false), Fail, true},
		{"point in open interval", iv("2", "2", false, false), iv("1", "3", true, true), Pass, true},
		{"point on open end", iv("3", "3", false, false), iv("1", "3", true, true), Fail, true},
		{"same open interval", iv("1", "3", true, true), iv("1", "3", true, true), Pass, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Compare(tt.a, tt.b); got != tt.want {
				t.Errorf("Compare(%s, %s) = %s, want %s", tt.a, tt.b, got, tt.want)
			}
			if got := Compare(tt.b, tt.a); got != tt.want {
				t.Errorf("Compare(%s, %s) = %s, want %s", tt.b, tt.a, got, tt.want)
			}
		})
	}
}
