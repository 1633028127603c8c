package normalize

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// fuzzSeeds are the seed inputs every fuzz target starts from: the seeds'
// own wording and the malformed forms the parsers must refuse.
var fuzzSeeds = []string{
	"不超过人民币300亿元(含)", "每股人民币5.20元", "30.43亿股", "5.125%（或以下）", "三分之二以上",
	"二〇一四年十二月十二日", "2014年2月30日", "1,00,0", "一万万万亿", "第四十五五十二条", "(十九八)",
	"维姆(科克", "总 则", "临2014—045", "二 Ο 一六年", "二OO九年", "１２３", "\xff\xfe", "", "百分之", "分之二", "15%至", "-",
	"123456789012345678901234567890股", "0.000000000000001%", "人民币", "过半数以上", "十九八七六五四三二一",
	"所持表决权的2/3以上通过", "2019/2/3以上", "99/100(含)以上", "1/",
	"含17\uf8ff增值税", "30 \uf8ff和", "二 \uf081 一七年", "二\uf8ff\u200b一",
}

func addSeeds(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
}

func FuzzParseNumber(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		n, err := ParseNumber(s)
		if err == nil && (n.Text != s || n.Span != (Span{0, len(s)})) {
			t.Errorf("ParseNumber(%q): text %q span %v", s, n.Text, n.Span)
		}
		for _, n := range FindNumbers(s) {
			fuzzSpan(t, s, n.Span, n.Text)
		}
		_, _ = ChineseInt(s)
	})
}

func FuzzFindQuantities(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		for _, opts := range [][]QuantityOption{nil, {WithUnit("百万元")}, {WithUnit("")}} {
			for _, q := range FindQuantities(s, opts...) {
				fuzzSpan(t, s, q.Span, q.Text)
				_ = q.ValueString()
				_ = q.UpperString()
			}
			_, _ = ParseQuantity(s, opts...)
		}
	})
}

func FuzzFindDates(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		for _, d := range FindDates(s) {
			fuzzSpan(t, s, d.Span, d.Text)
			if d.Month < 1 || d.Month > 12 || d.Day < 0 || d.Day > 31 {
				t.Errorf("invalid date %+v", d)
			}
		}
		_, _ = ParseDate(s)
		for _, n := range FindNumerals(s) {
			fuzzSpan(t, s, n.Span, n.Text)
		}
	})
}

func FuzzFold(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		out, m := Fold(s)
		if want, _ := foldByRune(s); out != want {
			t.Errorf("Fold(%q) = %q, rune by rune %q", s, out, want)
		}
		if again, _ := Fold(out); again != out {
			t.Errorf("Fold(%q) = %q, Fold again = %q", s, out, again)
		}
		if m.Len() != len(out) {
			t.Fatalf("map length %d, text %d", m.Len(), len(out))
		}
		for i := 0; i < len(out); {
			_, size := utf8.DecodeRuneInString(out[i:])
			src := m.Source(Span{i, i + size})
			if !runeBoundary(s, src.Start) || !runeBoundary(s, src.End) {
				t.Errorf("output %d maps to %v, not on rune boundaries of %q", i, src, s)
			}
			i += size
		}
		stripped, _, _, _ := StripFurniture(s)
		_ = New(Layer{Raw: []byte(s), Text: s})
		_ = strings.Count(stripped, "\n")
	})
}

func FuzzMergedSplits(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		for _, sp := range MergedSplits(s) {
			if sp.First < 1 || sp.Second < 1 || sp.First > maxArticle || sp.Second > maxArticle {
				t.Errorf("MergedSplits(%q) gave %+v", s, sp)
			}
		}
		_, _ = ParseArticle(s)
	})
}

// fuzzSpan checks a span against the text it claims, and rune boundaries.
func fuzzSpan(t *testing.T, s string, sp Span, text string) {
	t.Helper()
	if sp.Start < 0 || sp.End > len(s) || sp.Start > sp.End {
		t.Fatalf("span %v outside %q", sp, s)
	}
	if s[sp.Start:sp.End] != text {
		t.Errorf("span %v holds %q, text %q", sp, s[sp.Start:sp.End], text)
	}
	if !runeBoundary(s, sp.Start) || !runeBoundary(s, sp.End) {
		t.Errorf("span %v of %q not on rune boundaries", sp, s)
	}
}
