package calc

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParse(t *testing.T) {
	type want struct {
		Target string
		Text   string
		Vars   []string
		Defs   []string
	}
	tests := []struct {
		name, in string
		want     want
	}{
		// 000: "优先股转股数量的计算公式为：Q=V/P。"
		{"000 conversion shares", "Q=V/P", want{"Q", "Q=V/P", []string{"P", "V"}, nil}},
		// 003: "Q=V0/P，并以去尾法取一股的整数倍。" cut at the comma.
		{"003 conversion V0", "Q=V0/P，", want{"Q", "Q=V0/P", []string{"P", "V0"}, nil}},
		// 002: "R=W/S，恢复的表决权份额以去尾法取一的整数倍。"
		{"002 voting", "R=W/S", want{"R", "R=W/S", []string{"S", "W"}, nil}},
		// 003: "N=V/Pn，"
		{"003 voting Pn", "N=V/Pn，", want{"N", "N=V/Pn", []string{"Pn", "V"}, nil}},
		// 000, 003: "送红股或转增股本：P1=P0/（1+n）；"
		{"bonus full-width", "P1=P0/（1+n）；", want{"P1", "P1=P0/(1+n)", []string{"P0", "n"}, nil}},
		// 001: "送红股或转增股本：P1= P0 × N /（N + n）；"
		{"001 bonus spaced", "P1= P0 × N /（N + n）；", want{"P1", "P1=P0*N/(N+n)", []string{"N", "P0", "n"}, nil}},
		// 002: "送红股或转增股本：S1=S0×N/（N+n）；"
		{"002 voting price", "S1=S0×N/（N+n）", want{"S1", "S1=S0*N/(N+n)", []string{"N", "S0", "n"}, nil}},
		// 000: "增发新股或配股：P1=P0×（N+Q×（A/M））/(N+Q)；" mixed brackets.
		{"000 rights issue mixed brackets", "P1=P0×（N+Q×（A/M））/(N+Q)", want{"P1", "P1=P0*(N+Q*(A/M))/(N+Q)", []string{"A", "M", "N", "P0", "Q"}, nil}},
		// 003: "增发新股或配股：P1=P0*（N+Q*（A/M））/(N+Q)；"
		{"003 rights issue asterisk", "P1=P0*（N+Q*（A/M））/(N+Q)；", want{"P1", "P1=P0*(N+Q*(A/M))/(N+Q)", []string{"A", "M", "N", "P0", "Q"}, nil}},
		// 001: "A股低于市价增发新股或配股：P1 = P0 × (N + k）/（N + n）；k = n × A / M；"
		{"001 chained k", "P1 = P0 × (N + k）/（N + n）；k = n × A / M；", want{"P1", "P1=P0*(N+k)/(N+n);k=n*A/M", []string{"A", "M", "N", "P0", "n"}, []string{"k"}}},
		// The same chain with the definition on its own line.
		{"chain on new line", "P1=P0×(N+k)/(N+n)\nk=n×A/M\n", want{"P1", "P1=P0*(N+k)/(N+n);k=n*A/M", []string{"A", "M", "N", "P0", "n"}, []string{"k"}}},
		// 003: "应计股息的计算公式为：IA=B×i×t/365"
		{"003 accrued dividend", "IA=B×i×t/365", want{"IA", "IA=B*i*t/365", []string{"B", "i", "t"}, nil}},
		// 003: "股息率=基准利率+基本利差。"
		{"003 dividend rate Han names", "股息率=基准利率+基本利差。", want{"股息率", "股息率=基准利率+基本利差", []string{"基准利率", "基本利差"}, nil}},
		// 001: the prose definition of the reference price.
		{"001 prose average price", "前二十个交易日本行A股普通股股票交易均价=前二十个交易日本行A股普通股股票交易总额/该二十个交易日本行A股普通股股票交易总量",
			want{"前二十个交易日本行A股普通股股票交易均价", "前二十个交易日本行A股普通股股票交易均价=前二十个交易日本行A股普通股股票交易总额/该二十个交易日本行A股普通股股票交易总量",
				[]string{"前二十个交易日本行A股普通股股票交易总额", "该二十个交易日本行A股普通股股票交易总量"}, nil}},
		// 000: the same with ÷ and a full stop inside the bracket it sits in.
		{"000 prose with divide sign", "交易均价=交易总额÷交易总量。", want{"交易均价", "交易均价=交易总额/交易总量", []string{"交易总量", "交易总额"}, nil}},
		// 002: "发行后净资产=发行前净资产+优先股人民币300亿元-当年优先股股息"
		{"002 net assets with full-width minus", "发行后净资产=发行前净资产＋优先股发行规模－当年优先股股息", want{"发行后净资产", "发行后净资产=发行前净资产+优先股发行规模-当年优先股股息", []string{"优先股发行规模", "发行前净资产", "当年优先股股息"}, nil}},
		{"ideographic spaces and full-width digits", "Ｐ１　＝　Ｐ０／（１＋ｎ）", want{"P1", "P1=P0/(1+n)", []string{"P0", "n"}, nil}},
		{"subscript digits", "P₁=P₀/(1+n)", want{"P1", "P1=P0/(1+n)", []string{"P0", "n"}, nil}},
		{"decimal and percent literals", "D=B×7%×0.5", want{"D", "D=B*7%*0.5", []string{"B"}, nil}},
		{"unary minus", "x=-a×(b-c)", want{"x", "x=-a*(b-c)", []string{"a", "b", "c"}, nil}},
		{"unary plus dropped", "x=+a", want{"x", "x=a", []string{"a"}, nil}},
		{"definition before use in later definition", "y=a+k;k=2×m;m=b", want{"y", "y=a+k;k=2*m;m=b", []string{"a", "b"}, []string{"k", "m"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := Parse(tt.in)
			if err != nil {
				t.Fatalf("Parse(%q): %v", tt.in, err)
			}
			got := want{Target: f.Target, Text: f.Text(), Vars: f.Vars()}
			for _, d := range f.Defs {
				got.Defs = append(got.Defs, d.Name)
			}
			if d := cmp.Diff(tt.want, got); d != "" {
				t.Errorf("Parse(%q) (-want +got):\n%s", tt.in, d)
			}
			again, err := Parse(f.Text())
			if err != nil {
				t.Fatalf("Parse(Text()=%q): %v", f.Text(), err)
			}
			if again.Text() != f.Text() {
				t.Errorf("canonical form not stable: %q -> %q", f.Text(), again.Text())
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name, in string
		offset   int
		sentinel error
	}{
		{"empty", "", 0, ErrSyntax},
		{"only separators", "；；", 0, ErrSyntax},
		{"unbalanced open", "P1=P0/（1+n", 6, ErrSyntax},     // at '（'
		{"unbalanced close", "P1=P0/(1+n))", 11, ErrSyntax}, // at the second ')'
		{"dangling operator at end", "Q=V/", 3, ErrSyntax},
		{"dangling operator in bracket", "Q=(V×)/P", 4, ErrSyntax}, // at '×'
		{"double operator", "Q=V*/P", 4, ErrSyntax},
		{"empty left side", "=V/P", 0, ErrSyntax},
		{"empty right side", "Q=", 2, ErrSyntax},
		{"empty right side before next equation", "Q=；k=1", 2, ErrSyntax},
		{"empty brackets", "Q=V/()", 5, ErrSyntax},
		{"unknown character", "Q=V^2", 3, ErrSyntax},
		{"unknown character Han punctuation", "Q=V、P", 3, ErrSyntax},
		{"number as target", "1=V", 0, ErrSyntax},
		{"two equals", "Q=V=P", 3, ErrSyntax},
		{"juxtaposed names", "Q=V P", 4, ErrSyntax},
		{"malformed number", "Q=1..2", 2, ErrSyntax},
		{"leading dot", "Q=.5", 2, ErrSyntax},
		{"comma mid formula", "Q=V，P", 3, ErrSyntax},
		{"invalid utf8", "Q=V/\xff", 4, ErrSyntax},
		// 003 lists two adjustment formulas with labels; the label is not a formula.
		{"label left in", "送红股或转增股本：P1=P0/（1+n）", 24, ErrSyntax},
		// The numbered notes in 002's table footnote keep their "(1)".
		{"enumeration left in", "(1) 发行后净资产=发行前净资产", 0, ErrSyntax},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := Parse(tt.in)
			if err == nil {
				t.Fatalf("Parse(%q) = %q, want error", tt.in, f.Text())
			}
			if !errors.Is(err, tt.sentinel) {
				t.Fatalf("Parse(%q) error %v does not wrap %v", tt.in, err, tt.sentinel)
			}
			var se *SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("Parse(%q) error %v is not a *SyntaxError", tt.in, err)
			}
			if se.Offset != tt.offset {
				t.Errorf("Parse(%q) offset = %d (%v), want %d", tt.in, se.Offset, err, tt.offset)
			}
		})
	}
}

func TestParseDefinitionErrors(t *testing.T) {
	tests := []struct{ name, in string }{
		{"defined twice", "P1=P0*(N+k)/(N+n);k=n*A/M;k=1"},
		{"target redefined", "Q=V/P;Q=1"},
		{"self reference", "k=k+1"},
		{"cycle through definitions", "y=a+k;k=m*2;m=k"},
		{"cycle outside the target", "y=a;k=m;m=k"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse(tt.in)
			if !errors.Is(err, ErrDefinition) {
				t.Fatalf("Parse(%q) error = %v, want ErrDefinition", tt.in, err)
			}
		})
	}
}

func TestParseDeepNesting(t *testing.T) {
	deep := "x=" + strings.Repeat("(", 1000) + "a" + strings.Repeat(")", 1000)
	if _, err := Parse(deep); !errors.Is(err, ErrSyntax) {
		t.Errorf("1000 nested brackets: error = %v, want ErrSyntax", err)
	}
	ok := "x=" + strings.Repeat("(", 50) + "a" + strings.Repeat(")", 50)
	if _, err := Parse(ok); err != nil {
		t.Errorf("50 nested brackets: %v", err)
	}
}
