package calc

import (
	"errors"
	"testing"
)

// FuzzParse checks that Parse never panics, that every error is a
// *SyntaxError or a definition error with an offset inside the input, and
// that the canonical form is a fixed point: Parse(f.Text()).Text() ==
// f.Text().
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		// The seeds' formulas as written.
		"Q=V/P", "Q=V0/P，", "R=W/S", "N=V/Pn，",
		"P1=P0/（1+n）；", "P1= P0 × N /（N + n）；", "S1=S0×N/（N+n）",
		"P1=P0×（N+Q×（A/M））/(N+Q)", "P1=P0*（N+Q*（A/M））/(N+Q)；",
		"P1 = P0 × (N + k）/（N + n）；k = n × A / M；", "IA=B×i×t/365",
		"股息率=基准利率+基本利差。",
		"前二十个交易日本行A股普通股股票交易均价=前二十个交易日本行A股普通股股票交易总额/该二十个交易日本行A股普通股股票交易总量",
		// Edge cases.
		"x=-a*-b", "x=+a", "D=B×7%", "Ｐ１＝Ｐ０", "P₁=P₀", "y=a+k\nk=2*m\nm=b",
		"P1=P0/（1+n", "Q=V/", "=V", "Q=", "k=k", "Q=1..2", "Q=V/\xff",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g, err := Parse(s)
		if err != nil {
			var se *SyntaxError
			switch {
			case errors.As(err, &se):
				if se.Offset < 0 || se.Offset > len(s) {
					t.Fatalf("Parse(%q): offset %d outside input", s, se.Offset)
				}
			case errors.Is(err, ErrDefinition):
			default:
				t.Fatalf("Parse(%q): unexpected error kind %v", s, err)
			}
			return
		}
		text := g.Text()
		h, err := Parse(text)
		if err != nil {
			t.Fatalf("Parse(%q) ok as %q, but the canonical form does not parse: %v", s, text, err)
		}
		if h.Text() != text {
			t.Fatalf("canonical form not stable: %q -> %q -> %q", s, text, h.Text())
		}
		if h.Target != g.Target || len(h.Defs) != len(g.Defs) {
			t.Fatalf("reparse changed structure: %q -> %q", s, text)
		}
	})
}
