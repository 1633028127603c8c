package normalize

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestFold(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"middle dot bracket", "董事长维姆(科克先生", "董事长维姆·科克先生"},
		{"real bracket kept", "维姆(科克)先生", "维姆(科克)先生"},
		{"bracket closed later on the line", "本行(以下简称“本行”)", "本行(以下简称“本行”)"},
		{"bracket unclosed on this line only", "维姆(科克\n先生)", "维姆·科克\n先生)"},
		{"full-width bracket dot", "维姆（科克先生", "维姆·科克先生"},
		{"dropped character between bracket and name", "维姆(\u200b科克先生", "维姆·科克先生"},
		{"space between Han", "总 则", "总则"},
		{"ideographic spaces between Han", "总\u3000\u3000则", "总则"},
		{"space between digits and Han", "3,402,173,769 股", "3,402,173,769股"},
		{"spaces of a PDF's conversion", "以 6票同意、0 票反对", "以6票同意、0票反对"},
		{"spaced date", "2014 年 1 月 29 日", "2014年1月29日"},
		{"spaced number", "公告编号：临 2014-005", "公告编号:临2014-005"},
		{"spaced letters and Han", "H 股 和 A 股", "H股和A股"},
		{"ideographic space next to digits", "第\u3000155\u3000条", "第155条"},
		{"layout gap kept", "证券代码:600105  证券简称", "证券代码:600105  证券简称"},
		{"mixed run is one space", "同意 \u3000 12票", "同意12票"},
		{"space next to punctuation kept", "编号: 临", "编号: 临"},
		{"space between digits kept", "2014 005", "2014 005"},
		{"letter-spaced heading", "董 事 会 决 议 公 告", "董事会决议公告"},
		{"letter-spaced signer and date", "中国国际海运集装箱(集团)股份有限公司 监 事 会 二零零三年三月二十五日", "中国国际海运集装箱(集团)股份有限公司监事会二零零三年三月二十五日"},
		{"spaced journal names", "《证 券 时 报》《中 国 证 券 报》", "《证券时报》《中国证券报》"},
		{"zeros of a year as letters", "二OO九年六月十五日", "二〇〇九年六月十五日"},
		{"zero of a year as a circle", "二○一二年一月十八日", "二〇一二年一月十八日"},
		{"zero of a year as a Greek capital, spaced", "二 Ο 一六年四月十三日", "二〇一六年四月十三日"},
		{"zero of a year as a small letter", "二o一七年三月九日", "二〇一七年三月九日"},
		{"spaced year with the ideographic zero", "二 〇〇 九年九月", "二〇〇九年九月"},
		{"full-width zero letters", "二ＯＯ八年", "二〇〇八年"},
		{"letter O beside Chinese digits but not between them", "二OK 一O", "二OK一O"},
		{"letter O after a letter", "IPO一期", "IPO一期"},
		{"percent glyph after a figure", "合同价格5\uf8ff的履约保函", "合同价格5%的履约保函"},
		{"percent glyph after a decimal", "年投资收益率为7.8\uf8ff。", "年投资收益率为7.8%。"},
		{"percent glyph after a full-width figure", "含１７\uf8ff增值税", "含17%增值税"},
		{"percent glyph alone kept", "维开德 \uf8ff 覆铝", "维开德 \uf8ff 覆铝"},
		{"percent glyph after a space kept", "30 \uf8ff和", "30 \uf8ff和"},
		{"private-use zero of a year", "董事会二 \uf081 一七年十二月五日", "董事会二〇一七年十二月五日"},
		{"private-use glyph beside a word kept", "FERAN \uf0d2 覆铝钢板", "FERAN \uf0d2 覆铝钢板"},
		{"dash", "临2014—045", "临2014-045"},
		{"dashes", "a–b―c‐d−e", "a-b-c-d-e"},
		{"full-width digits", "９．８６元／股", "9.86元/股"},
		{"full-width punctuation", "（一）：；，５％", "(一):;,5%"},
		{"kept punctuation", "、。“”", "、。“”"},
		{"zero width and CR", "a\u200bb\r\nc\ufeff", "ab\nc"},
		{"no-break space to space", "a\u00a0b", "a b"},
		{"middle dots", "维姆・科克•先生", "维姆·科克·先生"},
		{"invalid byte", "a\xffb", "a\uFFFDb"},
		{"empty", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, m := Fold(tt.in)
			if got != tt.want {
				t.Errorf("Fold(%q) = %q, want %q", tt.in, got, tt.want)
			}
			checkFoldMap(t, tt.in, got, m)
			if again, _ := Fold(got); again != got {
				t.Errorf("Fold not idempotent: %q → %q", got, again)
			}
		})
	}
}

func TestFoldSeeds(t *testing.T) {
	for _, path := range seedPaths(t) {
		raw := readSeed(t, path)
		t.Run(seedName(path), func(t *testing.T) {
			got, m := Fold(raw)
			if again, _ := Fold(got); again != got {
				t.Errorf("Fold not idempotent on seed %s", seedName(path))
			}
			checkFoldMap(t, raw, got, m)
			for _, full := range []string{"（", "）", "：", "，", "；", "％", "１"} {
				if strings.Contains(got, full) {
					t.Errorf("folded seed still holds %q", full)
				}
			}
		})
	}
}

// checkFoldMap checks that every output rune maps to a rune-aligned range
// of the input, and that each output line is the fold of the input it maps
// to.
func checkFoldMap(t *testing.T, in, out string, m *OffsetMap) {
	t.Helper()
	if m.Len() != len(out) || m.SourceLen() != len(in) {
		t.Fatalf("map covers %d→%d bytes, want %d→%d", m.Len(), m.SourceLen(), len(out), len(in))
	}
	for i := 0; i < len(out); {
		_, size := utf8.DecodeRuneInString(out[i:])
		src := m.Source(Span{i, i + size})
		if src.Start < 0 || src.End > len(in) || src.Start > src.End {
			t.Fatalf("output %d maps outside the input: %v", i, src)
		}
		if !runeBoundary(in, src.Start) || !runeBoundary(in, src.End) {
			t.Errorf("output %d maps to %v, not on rune boundaries", i, src)
		}
		i += size
	}
	start := 0
	for _, line := range strings.SplitAfter(out, "\n") {
		if line == "" {
			continue
		}
		sp := Span{start, start + len(line)}
		start = sp.End
		src := m.Source(sp)
		if refold, _ := Fold(in[src.Start:src.End]); refold != line {
			t.Errorf("output line %q maps to %q, which folds to %q", line, in[src.Start:src.End], refold)
		}
	}
}

// runeBoundary reports whether offset i falls between two runes as Go
// decodes s: an invalid byte is a rune of its own.
func runeBoundary(s string, i int) bool {
	if i <= 0 || i >= len(s) {
		return i == 0 || i == len(s)
	}
	if utf8.RuneStart(s[i]) {
		return true
	}
	j := i - 1
	for j >= 0 && j > i-utf8.UTFMax && !utf8.RuneStart(s[j]) {
		j--
	}
	if j < 0 || !utf8.RuneStart(s[j]) {
		return true // a stray continuation byte stands alone
	}
	_, size := utf8.DecodeRuneInString(s[j:])
	return j+size <= i
}

// BenchmarkFoldSize folds a page run together into one line at growing
// lengths: the head of 建设银行's board announcement of 2014 (a name's
// middle dot printed as a bracket no ')' closes, 维姆(科克), its spaces
// and breaks removed and repeated to 2, 35 and 283 KB. Each bracket's
// line is read once, so the cost grows as the page does.
func BenchmarkFoldSize(b *testing.B) {
	excerpt := "股票代码:601939 股票简称:建设银行 公告编号:临2014-028 中国建设银行股份有限公司董事会会议决议公告(2014年12月12日)本次会议由王洪章董事长主持，应出席董事14名，实际亲自出席董事12名，钟瑞明董事委托张龙董事出席并代为表决,维姆（科克董事委托伊琳（若诗董事出席并代为表决。中国建设银行股份有限公司（以下简称“本行”）董事会会议（以下简称“本次会议”）于2014年12月12日在北京以现场会议方式召开。"
	for _, n := range []int{1, 16, 128} {
		t := strings.Repeat(strings.Repeat(excerpt, 4), n)
		b.Run(fmt.Sprintf("%dkB", len(t)/1000), func(b *testing.B) {
			b.SetBytes(int64(len(t)))
			for b.Loop() {
				Fold(t)
			}
		})
	}
}
