package normalize

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
)

// quantityCase is one line of testdata/quantities.txt.
type quantityCase struct {
	line     int
	input    string
	value    string
	unit     string
	bound    string
	decimals int
	fraction string
	upper    string
	opt      string
}

func loadQuantityCases(t *testing.T) []quantityCase {
	t.Helper()
	f, err := os.Open("testdata/quantities.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []quantityCase
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		n++
		line := sc.Text()
		if strings.HasPrefix(line, "#") || strings.TrimSpace(line) == "" && !strings.Contains(line, "|") {
			continue
		}
		fs := strings.Split(line, "|")
		for i := range fs {
			fs[i] = strings.TrimSpace(fs[i])
		}
		c := quantityCase{line: n, input: fs[0], value: fs[1]}
		if c.value != "ERROR" {
			if len(fs) < 5 {
				t.Fatalf("quantities.txt:%d: want at least 5 fields", n)
			}
			c.unit, c.bound = fs[2], fs[3]
			if c.decimals, err = strconv.Atoi(fs[4]); err != nil {
				t.Fatalf("quantities.txt:%d: %v", n, err)
			}
			for _, x := range fs[5:] {
				k, v, _ := strings.Cut(x, "=")
				switch k {
				case "fraction":
					c.fraction = v
				case "upper":
					c.upper = v
				case "opt":
					c.opt = v
				default:
					t.Fatalf("quantities.txt:%d: unknown field %q", n, x)
				}
			}
		}
		cases = append(cases, c)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return cases
}

type quantityGot struct {
	Value, Unit, Bound, Fraction, Upper string
	Decimals                            int
}

func TestParseQuantityCases(t *testing.T) {
	cases := loadQuantityCases(t)
	if len(cases) < 200 {
		t.Fatalf("only %d cases", len(cases))
	}
	for _, c := range cases {
		t.Run(fmt.Sprintf("%d_%s", c.line, c.input), func(t *testing.T) {
			var opts []QuantityOption
			if c.opt != "" {
				opts = append(opts, WithUnit(c.opt))
			}
			q, err := ParseQuantity(c.input, opts...)
			if c.value == "ERROR" {
				if err == nil {
					t.Fatalf("ParseQuantity(%q) = %+v, want an error", c.input, q)
				}
				return
			}
			if err != nil {
				t.Fatalf("ParseQuantity(%q): %v", c.input, err)
			}
			got := quantityGot{q.ValueString(), q.Unit, q.Bound, q.Fraction, q.UpperString(), q.Decimals}
			want := quantityGot{c.value, c.unit, c.bound, c.fraction, c.upper, c.decimals}
			if d := cmp.Diff(want, got); d != "" {
				t.Errorf("ParseQuantity(%q) (-want +got):\n%s", c.input, d)
			}
			if q.Text != c.input || q.Span != (Span{0, len(c.input)}) {
				t.Errorf("text %q span %v, want the whole input", q.Text, q.Span)
			}
		})
	}
}

// TestFindQuantitiesInSentences checks quantities found inside the seeds'
// sentences (folded text, as extractors see it) with the words around them.
func TestFindQuantitiesInSentences(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want []string // Text value unit bound
	}{
		{"000 shares and par", "以非公开发行的方式,发行不超过8亿股优先股,每股票面金额为人民币壹佰元,按票面金额平价发行。",
			[]string{"不超过8亿股 800000000 shares le", "每股票面金额为人民币壹佰元 100 CNY/share eq"}},
		{"001 caps with (含)", "本次拟发行的境内优先股总数不超过6亿股(含),总金额不超过人民币600亿元(含),具体数量提请股东大会授权董事会",
			[]string{"不超过6亿股(含) 600000000 shares le", "不超过人民币600亿元(含) 60000000000 CNY le"}},
		{"001 price", "即每股人民币5.20元。", []string{"每股人民币5.20元 5.20 CNY/share eq"}},
		{"trigger", "核心一级资本充足率降至5.125%(或以下)时", []string{"5.125%(或以下) 0.05125 ratio le"}},
		{"two thirds", "由出席会议的股东(包括股东代理人)所持表决权的三分之二以上通过。", []string{"三分之二以上 0.6666666667 ratio ge"}},
		{"two thirds in digits", "须经出席会议的股东所持表决权的2/3以上通过,或者出席会议的股东所持表决权的1/2以上通过。",
			[]string{"2/3以上 0.6666666667 ratio ge", "1/2以上 0.5 ratio ge"}},
		{"two thirds in digits, inclusive", "所持有效表决权的2/3(含)以上同意", []string{"2/3(含)以上 0.6666666667 ratio ge"}},
		{"slashes without a bound", "2019/2/3 第1/3页 约2/3的股东", nil},
		{"004 half and two", "(五)二分之一以上且不少于两名独立董事提议召开时;",
			[]string{"二分之一以上 0.5 ratio ge", "不少于两名 2 persons ge"}},
		{"dates are not durations", "本次会议于2014年12月12日召开,自2014年起5年内有效",
			[]string{"5年内 5 years le"}},
		{"ordinals are not quantities", "第五条 第2名 同一股东 统一 唯一", nil},
		{"next trading day", "则顺延至下一交易日,下一个工作日", nil},
		{"stock code", "股票代码:601939 股票简称:建设银行", nil},
		{"day of month", "每年的6月30日前5日内", []string{"5日内 5 days le"}},
		{"percent list", "分别为7%、8%和9%", []string{"7% 0.07 ratio eq", "8% 0.08 ratio eq", "9% 0.09 ratio eq"}},
		{"formula not a range", "P1=P0×(1-20%)", []string{"20% 0.20 ratio eq"}},
		{"malformed figure skipped", "共1,00,0万股及5%", []string{"5% 0.05 ratio eq"}},
		{"dollars have no known unit", "10亿美元和20亿元", []string{"20亿元 2000000000 CNY eq"}},
		{"names and shareholders", "股东名称 持有一名义股份", nil},
		// A mirror printing traditional characters: 億, 萬, 個, 兩 are the
		// units and numerals of 亿, 万, 个, 两 (the convertible-bond
		// notices of 国泰君安 2022, 齐鲁银行 2025 and the 000 plan so
		// printed); Text is as printed.
		{"traditional 億元", "本次發行的可轉債總額為人民幣70億元", []string{"人民幣70億元 7000000000 CNY eq"}},
		{"traditional 萬元", "每張面值100元,發行總額150,000萬元,期限6年", []string{"100元 100 CNY eq", "150,000萬元 1500000000 CNY eq", "6年 6 years eq"}},
		{"traditional 億股", "發行不超過8億股優先股", []string{"不超過8億股 800000000 shares le"}},
		{"traditional 個交易日", "連續三十個交易日中至少有十五個交易日", []string{"三十個交易日 30 trading_days eq", "至少有十五個交易日 15 trading_days ge"}},
		{"traditional 兩名", "不少於兩名獨立董事提議召開時", []string{"不少於兩名 2 persons ge"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, q := range FindQuantities(tt.in) {
				got = append(got, strings.Join([]string{q.Text, q.ValueString(), q.Unit, q.Bound}, " "))
				if tt.in[q.Span.Start:q.Span.End] != q.Text {
					t.Errorf("span %v holds %q, text %q", q.Span, tt.in[q.Span.Start:q.Span.End], q.Text)
				}
			}
			if d := cmp.Diff(tt.want, got); d != "" {
				t.Errorf("FindQuantities(%q) (-want +got):\n%s", tt.in, d)
			}
		})
	}
}

// TestFindQuantitiesSeeds runs over every seed, raw and folded, and checks
// that spans round-trip and land on rune boundaries, and that the figures
// the reviewed facts name are found.
func TestFindQuantitiesSeeds(t *testing.T) {
	wantIn := map[string][]string{
		"000": {"不超过8亿股", "不超过800亿元", "每股票面金额为人民币壹佰元", "5.125%(或以下)", "0.54个百分点", "24个月", "至少10个工作日", "2.43元/股"},
		"001": {"不超过6亿股(含)", "不超过人民币600亿元(含)", "每股人民币5.20元", "不超过二百人", "最多发行总数为11,538,461,538股", "二十个交易日"},
		"002": {"不超过人民币300亿元", "不超过等额人民币300亿元", "每股人民币2.72元", "2,057,280,034股", "4.41%", "至少十个工作日", "36个月"},
		"003": {"9.86元/股", "30.43亿股", "不超过200名", "3,402,173,769股", "17.86%", "5.10%", "24个月内"},
		"004": {"二分之一以上", "不少于两名", "至少二十个工作日", "至少十五日", "三十六个月内", "5日内"},
	}
	for _, path := range seedPaths(t) {
		name := seedName(path)
		raw := readSeed(t, path)
		t.Run(name, func(t *testing.T) {
			d := New(Layer{Raw: []byte(raw), Text: raw})
			for _, text := range []string{raw, d.Text} {
				for _, q := range FindQuantities(text) {
					checkSpan(t, text, q.Span, q.Text)
				}
			}
			seen := map[string]bool{}
			for _, q := range FindQuantities(d.Text) {
				seen[q.Text] = true
			}
			for _, w := range wantIn[name] {
				if !seen[w] {
					t.Errorf("seed %s: %q not found", name, w)
				}
			}
		})
	}
}

func checkSpan(t *testing.T, s string, sp Span, text string) {
	t.Helper()
	if sp.Start < 0 || sp.End > len(s) || sp.Start > sp.End {
		t.Fatalf("span %v outside [0,%d)", sp, len(s))
	}
	if s[sp.Start:sp.End] != text {
		t.Errorf("span %v holds %q, text %q", sp, s[sp.Start:sp.End], text)
	}
	if !utf8.RuneStart(s[sp.Start]) && sp.Start < len(s) || sp.End < len(s) && !utf8.RuneStart(s[sp.End]) {
		t.Errorf("span %v of %q is not on rune boundaries", sp, text)
	}
}

func TestValueString(t *testing.T) {
	tests := []struct{ in, want string }{
		{"5.20元/股", "5.20"}, {"30.43亿股", "3043000000"}, {"5.125%", "0.05125"},
		{"5.10%", "0.0510"}, {"300亿元", "30000000000"}, {"人民币壹佰元", "100"},
		{"0.54个百分点", "0.0054"}, {"百分之十", "0.10"}, {"1.5万亿元", "1500000000000"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			q, err := ParseQuantity(tt.in)
			if err != nil {
				t.Fatal(err)
			}
			if got := q.ValueString(); got != tt.want {
				t.Errorf("ValueString(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestWithUnitUnknown(t *testing.T) {
	if qs := FindQuantities("合计 1,234", WithUnit("磅")); len(qs) != 0 {
		t.Errorf("unknown caption unit: got %v, want nothing", qs)
	}
	qs := FindQuantities("合计 1,234", WithUnit(""))
	if len(qs) != 1 || qs[0].Unit != "" || qs[0].ValueString() != "1234" {
		t.Errorf("bare figures: got %+v", qs)
	}
}

func BenchmarkFindQuantities(b *testing.B) {
	raw, err := os.ReadFile("../corpus/000_bac74d30caa566df.txt")
	if err != nil {
		b.Skip(err)
	}
	s := string(raw)
	b.SetBytes(int64(len(s)))
	for b.Loop() {
		FindQuantities(s)
	}
}

// TestBoundWordIndex checks that the index of bound words by key byte
// lists every word that matches at each place of the seeds and of texts
// holding every word.
func TestBoundWordIndex(t *testing.T) {
	var texts []string
	seeds, _ := filepath.Glob(filepath.Join("..", "corpus", "*.txt"))
	if len(seeds) == 0 {
		t.Fatal("no seeds")
	}
	for _, p := range seeds {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		texts = append(texts, string(b))
	}
	var all strings.Builder
	for _, p := range boundPrefixes {
		all.WriteString("共" + p.word + "5%")
	}
	for _, p := range boundSuffixes {
		all.WriteString("5%" + p.word + "。")
	}
	texts = append(texts, all.String())
	in := func(ks []int, k int) bool { return slices.Contains(ks, k) }
	hits := 0
	for _, s := range texts {
		for i := 0; i <= len(s); i++ {
			for k, p := range boundPrefixes {
				if strings.HasPrefix(s[i:], p.word) {
					hits++
					if !in(boundPrefixesStarting[firstKey(s[i:])], k) {
						t.Fatalf("%q starting at %d not listed", p.word, i)
					}
				}
				if strings.HasSuffix(s[:i], p.word) && !in(boundPrefixesEnding[lastByte(s[:i])], k) {
					t.Fatalf("%q ending at %d not listed", p.word, i)
				}
			}
			for k, p := range boundSuffixes {
				if strings.HasPrefix(s[i:], p.word) && !in(boundSuffixesStarting[firstKey(s[i:])], k) {
					t.Fatalf("%q starting at %d not listed", p.word, i)
				}
			}
		}
	}
	if hits < len(boundPrefixes) {
		t.Errorf("only %d bound words found", hits)
	}
}
