package pdflib

import (
	"testing"
	"unicode"

	"github.com/google/go-cmp/cmp"
	"golang.org/x/text/unicode/norm"
)

func TestUnifyShared(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		// As Chromium printed 001 with Noto Serif CJK SC: 中国建设银⾏,
		// 董事⻓, 中华⼈⺠共和国, 2014年12⽉12⽇.
		{"Kangxi radicals", "中国建设银⾏股份有限公司", "中国建设银行股份有限公司"},
		{"radical supplement", "本次会议由王洪章董事⻓主持", "本次会议由王洪章董事长主持"},
		{"both blocks", "中华⼈⺠共和国", "中华人民共和国"},
		{"dates", "2014年12⽉12⽇", "2014年12月12日"},
		// ⼾ is drawn as the simplified 户 in the SC fonts.
		{"simplified form", "A股股票账⼾", "A股股票账户"},
		{"supplement outside the BMP", "⻞", "𩙿"},
		{"full-width slash", "每股0.25元∕股", "每股0.25元／股"},
		{"full-width tilde", "1〜3年", "1～3年"},
		{"angle brackets", "〈附件〉", "〈附件〉"},
		{"plain text unchanged", "董事会会议决议公告", "董事会会议决议公告"},
		{"quotes and dashes unchanged", "“本行”——《公司法》、。", "“本行”——《公司法》、。"},
		{"a genuine character after a radical", "⻅证", "见证"},
		{"empty", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, unifyShared(tt.in)); diff != "" {
				t.Errorf("unifyShared(%q) (-want +got):\n%s", tt.in, diff)
			}
		})
	}
}

// TestSharedGlyphTable holds the table to Unicode: every Kangxi radical is
// listed and maps to its compatibility decomposition, except ⼾ (the SC
// fonts draw 户); every radical maps to a Han ideograph.
func TestSharedGlyphTable(t *testing.T) {
	simplified := map[rune]rune{0x2F3E: '户'}
	for r := rune(0x2F00); r <= 0x2FD5; r++ {
		got, ok := sharedGlyph[r]
		if !ok {
			t.Errorf("Kangxi radical %U %c not listed", r, r)
			continue
		}
		want := []rune(norm.NFKC.String(string(r)))[0]
		if s, ok := simplified[r]; ok {
			want = s
		}
		if got != want {
			t.Errorf("%U %c → %c, want %c", r, r, got, want)
		}
	}
	for r, u := range sharedGlyph {
		if r >= 0x2E80 && r <= 0x2FDF && !unicode.Is(unicode.Han, u) {
			t.Errorf("%U %c → %U %c, not a Han ideograph", r, r, u, u)
		}
		if _, ok := sharedGlyph[u]; ok {
			t.Errorf("%U → %U, which is itself listed", r, u)
		}
	}
}

// chromiumType3PDF is one page as Chromium prints text in Noto Serif CJK
// SC: a Type 3 font with a flipped FontMatrix, 1000-unit widths, glyph
// names that say nothing, and a ToUnicode map that gives radicals for 行,
// 长 and 民 (codes 1-3) besides 中 (4) and ∕ (5).
func chromiumType3PDF() []byte {
	toUni := cmapHead + "1 begincodespacerange <00> <FF> endcodespacerange\n" +
		"4 beginbfchar <01> <2F8F> <02> <2ED3> <04> <4E2D> <05> <2215> endbfchar\n" +
		"1 beginbfrange <03> <03> <2EA0> endbfrange\n" + cmapTail
	return pdfFile(
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F7 5 0 R >> >> /Contents 4 0 R >>",
		streamObj("", "1 0 0 -1 0 842 cm\nBT /F7 11 Tf 1 0 0 -1 72 100 Tm <0401020305> Tj ET"),
		"<< /Type /Font /Subtype /Type3 /FontMatrix [.00100000005 0 0 -.00100000005 0 0] /FontBBox [34 120 977 -880] "+
			"/CharProcs << /g0 7 0 R /g1 7 0 R >> /Encoding << /Type /Encoding /Differences [0 /g0 /g1 /g1 /g1 /g1 /g1] >> "+
			"/FirstChar 0 /LastChar 5 /Widths [1000 1000 1000 1000 1000 1000] /Resources << >> /ToUnicode 6 0 R >>",
		streamObj("", toUni),
		streamObj("", "1000 0 0 0 1000 1000 d1 0 0 1000 1000 re f"),
	)
}

func TestChromiumType3Radicals(t *testing.T) {
	r := openBytes(t, chromiumType3PDF())
	if diff := cmp.Diff("中行长民／\n", pageText(t, r, 1)); diff != "" {
		t.Errorf("page text (-want +got):\n%s", diff)
	}
	pages, err := r.Pages()
	if err != nil {
		t.Fatal(err)
	}
	c, err := r.PageContent(pages[0])
	if err != nil {
		t.Fatal(err)
	}
	// Each glyph advances one em (1000 × 0.001 × 11pt) from x = 72.
	type glyph struct {
		S    string
		X, W float64
	}
	var got []glyph
	for _, g := range c.Text {
		got = append(got, glyph{g.S, round3(g.X), round3(g.W)})
	}
	want := []glyph{{"中", 72, 11}, {"行", 83, 11}, {"长", 94, 11}, {"民", 105, 11}, {"／", 116, 11}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("glyphs (-want +got):\n%s", diff)
	}
}

// round3 rounds to three decimals (the FontMatrix is not exactly 0.001).
func round3(x float64) float64 {
	return float64(int64(x*1000+0.5)) / 1000
}
