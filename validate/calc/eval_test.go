package calc

import (
	"errors"
	"math/big"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/shopspring/decimal"
)

func dec(s string) decimal.Decimal { return decimal.RequireFromString(s) }

func rat(s string) *big.Rat {
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		panic("bad rational " + s)
	}
	return r
}

// Units figures are stated in.
var (
	yi      = dec("100000000") // 亿
	wan     = dec("10000")     // 万
	million = dec("1000000")   // 百万
	percent = dec("0.01")      // %
)

func TestEval(t *testing.T) {
	tests := []struct {
		name    string
		formula string
		vars    map[string]string
		want    string // exact rational, by hand
	}{
		// 003: 300亿元 ÷ 9.86元/股 = 30,000,000,000/9.86 = 3,000,000,000,000/986
		// = 1,500,000,000,000/493.
		{"003 conversion shares", "Q=V0/P", map[string]string{"V0": "30000000000", "P": "9.86"}, "1500000000000/493"},
		// 001: 600亿元 ÷ 5.20 = 600,000,000,000/52 = 150,000,000,000/13.
		{"001 conversion shares", "Q=V/P", map[string]string{"V": "60000000000", "P": "5.20"}, "150000000000/13"},
		// 10送10: n = 1, P1 = 9.86/2 = 4.93.
		{"bonus issue", "P1=P0/（1+n）", map[string]string{"P0": "9.86", "n": "1"}, "493/100"},
		// 001 chain: k = n×A/M = 0.1×4/5 = 0.08; P1 = 5.20×(100+0.08)/(100+0.1)
		// = 5.20×100.08/100.1 = 520.416/100.1 = 520416/100100 = 65052/12512.5…
		// exactly 5.2×10008/10010 = 52×10008/100100 = 520416/100100 = 130104/25025.
		{"001 chained k", "P1 = P0 × (N + k）/（N + n）；k = n × A / M", map[string]string{"P0": "5.20", "N": "100", "n": "0.1", "A": "4", "M": "5"}, "130104/25025"},
		// 003 rights issue: P0=10, N=100, Q=20, A=5, M=10: (100+20×0.5)/(120)
		// = 110/120, P1 = 10×110/120 = 55/6.
		{"003 rights issue", "P1=P0*（N+Q*（A/M））/(N+Q)", map[string]string{"P0": "10", "N": "100", "Q": "20", "A": "5", "M": "10"}, "55/6"},
		// 003 accrued dividend: B = 100, i = 6%, t = 73 days: 100×0.06×73/365 = 1.2.
		{"003 accrued dividend", "IA=B×i×t/365", map[string]string{"B": "100", "i": "0.06", "t": "73"}, "6/5"},
		// 股息率 = 基准利率 + 基本利差 = 3.5% + 2.5% = 6%.
		{"003 dividend rate", "股息率=基准利率+基本利差", map[string]string{"基准利率": "0.035", "基本利差": "0.025"}, "3/50"},
		// A stated k replaces its definition: P1 = 10×(100+3)/(100+5) = 1030/105 = 206/21.
		{"defined name given", "P1=P0×(N+k)/(N+n)；k=n×A/M", map[string]string{"P0": "10", "N": "100", "n": "5", "k": "3"}, "206/21"},
		{"percent literal", "D=B×7%", map[string]string{"B": "30000000000"}, "2100000000"},
		{"unary minus", "x=-a+b", map[string]string{"a": "2", "b": "0.5"}, "-3/2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := MustParse(tt.formula)
			vars := map[string]decimal.Decimal{}
			for k, v := range tt.vars {
				vars[k] = dec(v)
			}
			got, err := f.Eval(vars)
			if err != nil {
				t.Fatal(err)
			}
			if got.Cmp(rat(tt.want)) != 0 {
				t.Errorf("%s = %s, want %s", tt.formula, got.RatString(), tt.want)
			}
		})
	}
}

func TestEvalErrors(t *testing.T) {
	tests := []struct {
		name     string
		formula  string
		vars     map[string]string
		sentinel error
		mentions []string
	}{
		{"missing", "P1=P0/(1+n)", map[string]string{"P0": "9.86"}, ErrMissingVar, []string{"n"}},
		{"missing in definition", "P1=P0×(N+k)/(N+n)；k=n×A/M", map[string]string{"P0": "1", "N": "1", "n": "1"}, ErrMissingVar, []string{"A", "M"}},
		{"unknown", "Q=V/P", map[string]string{"V": "1", "P": "2", "X": "3"}, ErrUnknownVar, []string{"X"}},
		{"target given", "Q=V/P", map[string]string{"V": "1", "P": "2", "Q": "3"}, ErrUnknownVar, []string{"Q"}},
		{"division by zero", "Q=V/P", map[string]string{"V": "1", "P": "0"}, ErrDivByZero, []string{"V/P"}},
		{"division by zero bracket", "P1=P0/(1+n)", map[string]string{"P0": "1", "n": "-1"}, ErrDivByZero, []string{"P0/(1+n)"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			vars := map[string]decimal.Decimal{}
			for k, v := range tt.vars {
				vars[k] = dec(v)
			}
			_, err := MustParse(tt.formula).Eval(vars)
			if !errors.Is(err, tt.sentinel) {
				t.Fatalf("error = %v, want %v", err, tt.sentinel)
			}
			for _, m := range tt.mentions {
				if !contains(err.Error(), m) {
					t.Errorf("error %q does not name %q", err, m)
				}
			}
		})
	}
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}

func TestWith(t *testing.T) {
	f := MustParse("P1=P0/（1+n）")
	// A 10-for-10 bonus issue: n = 1.
	g, err := f.With(map[string]decimal.Decimal{"n": dec("1")})
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff([]string{"P0"}, g.Vars()); d != "" {
		t.Errorf("Vars after With (-want +got):\n%s", d)
	}
	if d := cmp.Diff([]string{"P0", "n"}, f.Vars()); d != "" {
		t.Errorf("With changed the original (-want +got):\n%s", d)
	}
	got, err := g.Eval(map[string]decimal.Decimal{"P0": dec("9.86")})
	if err != nil {
		t.Fatal(err)
	}
	// 9.86 / 2 = 4.93.
	if got.Cmp(rat("4.93")) != 0 {
		t.Errorf("P1 = %s, want 4.93", got.RatString())
	}
	// A value passed to Eval wins over the fixed one: 10送5, n = 0.5:
	// 9.86/1.5 = 6.5733…
	got, err = g.Eval(map[string]decimal.Decimal{"P0": dec("9.86"), "n": dec("0.5")})
	if err != nil {
		t.Fatal(err)
	}
	if got.Cmp(rat("986/150")) != 0 {
		t.Errorf("P1 = %s, want 986/150", got.RatString())
	}
	if _, err := f.With(map[string]decimal.Decimal{"m": dec("1")}); !errors.Is(err, ErrUnknownVar) {
		t.Errorf("With unknown name: error = %v, want ErrUnknownVar", err)
	}
	if _, err := f.With(map[string]decimal.Decimal{"P1": dec("1")}); !errors.Is(err, ErrUnknownVar) {
		t.Errorf("With target: error = %v, want ErrUnknownVar", err)
	}
	// Fixing a defined name takes it out of play: P1 = P0×(N+k)/(N+n) with k = 0.
	h, err := MustParse("P1=P0×(N+k)/(N+n)；k=n×A/M").With(map[string]decimal.Decimal{"k": dec("0")})
	if err != nil {
		t.Fatal(err)
	}
	// 10 × 100/(100+25) = 8.
	got, err = h.Eval(map[string]decimal.Decimal{"P0": dec("10"), "N": dec("100"), "n": dec("25"), "A": dec("1"), "M": dec("1")})
	if err != nil {
		t.Fatal(err)
	}
	if got.Cmp(rat("8")) != 0 {
		t.Errorf("P1 = %s, want 8", got.RatString())
	}
	// With bindings apply to intervals as points: 9.86/(1+1) = 4.93 exactly.
	iv, err := g.EvalInterval(map[string]Interval{"P0": PointDec(dec("9.86"))})
	if err != nil {
		t.Fatal(err)
	}
	if !iv.IsPoint() || iv.Lo.Cmp(rat("4.93")) != 0 {
		t.Errorf("interval = %s, want [4.93, 4.93]", iv)
	}
}

func TestRound(t *testing.T) {
	tests := []struct {
		name   string
		r      string
		places int
		mode   Rounding
		want   string
	}{
		// 600亿/5.20 = 150,000,000,000/13 = 11,538,461,538.46…: 去尾法 to whole shares.
		{"001 floor shares", "150000000000/13", 0, Floor, "11538461538"},
		{"001 half up", "150000000000/13", 0, HalfUp, "11538461538"},
		{"001 ceil", "150000000000/13", 0, Ceil, "11538461539"},
		// 300亿/9.86 = 3,042,596,348.884…
		{"003 to 2 places", "1500000000000/493", 2, HalfUp, "3042596348.88"},
		// 3,042,596,348.88 in 亿 is 30.4259…: to 亿 with 2 places is 30.43亿;
		// with places −6 the value rounds to whole millions.
		{"negative places", "1500000000000/493", -6, HalfUp, "3043000000"},
		{"tie half up", "5/2", 0, HalfUp, "3"},
		{"tie half even down", "5/2", 0, HalfEven, "2"},
		{"tie half even up", "7/2", 0, HalfEven, "4"},
		{"tie half up negative away from zero", "-5/2", 0, HalfUp, "-3"},
		{"tie half even negative", "-5/2", 0, HalfEven, "-2"},
		{"floor negative toward minus infinity", "-7/2", 0, Floor, "-4"},
		{"trunc negative toward zero", "-7/2", 0, Trunc, "-3"},
		{"trunc positive", "7/2", 0, Trunc, "3"},
		{"ceil negative", "-7/2", 0, Ceil, "-3"},
		{"exact needs no rounding", "493/100", 2, Exact, "4.93"},
		{"keeps trailing zeros", "21/1", 2, HalfUp, "21.00"},
		// 0.125 → 0.12 (half even) / 0.13 (half up): 5.125% written to 2 places.
		{"percent tie half even", "1/8", 2, HalfEven, "0.12"},
		{"percent tie half up", "1/8", 2, HalfUp, "0.13"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Round(rat(tt.r), tt.places, tt.mode).String()
			if tt.places > 0 {
				got = Round(rat(tt.r), tt.places, tt.mode).StringFixed(int32(tt.places))
			}
			if got != tt.want {
				t.Errorf("Round(%s, %d, %v) = %s, want %s", tt.r, tt.places, tt.mode, got, tt.want)
			}
		})
	}
}

func TestPlaces(t *testing.T) {
	for s, want := range map[string]int{"30.43": 2, "5.20": 2, "300": 0, "0.05125": 5, "21.00": 2} {
		if got := Places(dec(s)); got != want {
			t.Errorf("Places(%s) = %d, want %d", s, got, want)
		}
	}
}
