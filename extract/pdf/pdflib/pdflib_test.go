package pdflib

import (
	"bytes"
	"compress/zlib"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func cmapFromText(t *testing.T, text string) *cmap {
	t.Helper()
	m := parseCmap(func(do func(*Stack, string)) { interpret(strings.NewReader(text), do) })
	if m == nil {
		t.Fatal("CMap did not parse")
	}
	return m
}

const cmapHead = `/CIDInit /ProcSet findresource begin
12 dict begin
begincmap
/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def
/CMapName /Adobe-Identity-UCS def
/CMapType 2 def
`

const cmapTail = `endcmap
CMapName currentdict /CMap defineresource pop
end
end
`

func TestCmapDecode(t *testing.T) {
	tests := []struct {
		name string
		cmap string
		in   string
		want string
	}{
		{
			// 最 is U+6700: a range starting at U+66FF (替) must carry into
			// the high byte (upstream gave 昀 U+6600).
			name: "bfrange carries across the last byte",
			cmap: "1 begincodespacerange <0000> <FFFF> endcodespacerange\n1 beginbfrange <0100> <0102> <66FF> endbfrange\n",
			in:   "\x01\x00\x01\x01\x01\x02",
			want: "替最朁",
		},
		{
			name: "several bfchar and bfrange blocks",
			cmap: "1 begincodespacerange <0000> <FFFF> endcodespacerange\n" +
				"2 beginbfchar <0003> <4E2D> <0004> <56FD> endbfchar\n" +
				"1 beginbfrange <0010> <0012> <94F6> endbfrange\n" +
				"1 beginbfchar <0005> <884C> endbfchar\n" +
				"1 beginbfrange <0020> <0021> <0030> endbfrange\n",
			in:   "\x00\x03\x00\x04\x00\x10\x00\x05\x00\x20\x00\x21",
			want: "中国银行01",
		},
		{
			name: "array destinations, including a surrogate pair and a ligature",
			cmap: "1 begincodespacerange <00> <FF> endcodespacerange\n" +
				"1 beginbfrange <41> <44> [<4F18> <5148> <D840DC0B> <00660069>] endbfrange\n",
			in:   "ABCD",
			want: "优先\U0002000Bfi",
		},
		{
			name: "one- and two-byte codespaces mixed",
			cmap: "2 begincodespacerange <00> <80> <8140> <FEFE> endcodespacerange\n" +
				"1 beginbfchar <31> <0031> endbfchar\n" +
				"1 beginbfchar <D3C5> <4F18> endbfchar\n",
			in:   "1\xD3\xC51",
			want: "1优1",
		},
		{
			name: "three- and four-byte codes",
			cmap: "2 begincodespacerange <000000> <0FFFFF> <10000000> <1FFFFFFF> endcodespacerange\n" +
				"1 beginbfrange <000001> <000003> <80A1> endbfrange\n" +
				"1 beginbfchar <10000001> <6BCF> endbfchar\n",
			in:   "\x00\x00\x01\x00\x00\x03\x10\x00\x00\x01",
			want: "股肣每",
		},
		{
			name: "unmapped codes decode to U+FFFD",
			cmap: "1 begincodespacerange <0000> <FFFF> endcodespacerange\n1 beginbfchar <0001> <80A1> endbfchar\n",
			in:   "\x00\x01\x00\x09",
			want: "股\uFFFD",
		},
		{
			// Overlapping ranges are ill-formed; the covering range that
			// starts last wins (here the narrower, later one, as pdf.js).
			name: "overlapping ranges",
			cmap: "1 begincodespacerange <0000> <FFFF> endcodespacerange\n" +
				"2 beginbfrange <0000> <00FF> <4E00> <0010> <0011> <0041> endbfrange\n",
			in:   "\x00\x10\x00\x11\x00\x20",
			want: "AB\u4E20",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := cmapFromText(t, cmapHead+tc.cmap+cmapTail)
			if diff := cmp.Diff(tc.want, m.Decode(tc.in)); diff != "" {
				t.Errorf("Decode (-want +got):\n%s", diff)
			}
		})
	}
}

// TestCmapLookupScales checks that lookup does not scan: a CMap with 20000
// single-code ranges decodes every one of its codes correctly.
func TestCmapLookupScales(t *testing.T) {
	var sb strings.Builder
	sb.WriteString(cmapHead + "1 begincodespacerange <0000> <FFFF> endcodespacerange\n")
	const n = 20000
	for start := 0; start < n; start += 100 {
		fmt.Fprintf(&sb, "100 beginbfrange\n")
		for c := start; c < start+100; c++ {
			fmt.Fprintf(&sb, "<%04X> <%04X> <%04X>\n", c, c, 0x4E00+c)
		}
		sb.WriteString("endbfrange\n")
	}
	sb.WriteString(cmapTail)
	m := cmapFromText(t, sb.String())
	for c := 0; c < n; c += 997 {
		got, ok := m.lookup(string([]byte{byte(c >> 8), byte(c)}))
		if !ok || got != string(rune(0x4E00+c)) {
			t.Fatalf("code %04X: %q %v", c, got, ok)
		}
	}
}

func TestAddBE(t *testing.T) {
	tests := []struct {
		in   string
		off  int64
		want string
	}{
		{"\x66\xFF", 1, "\x67\x00"},
		{"\x00\xFF\xFF", 1, "\x01\x00\x00"},
		{"\x4E\x00", 0x1FF, "\x4F\xFF"},
		{"\x30", 9, "\x39"},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprintf("%X+%d", tc.in, tc.off), func(t *testing.T) {
			if diff := cmp.Diff(tc.want, addBE(tc.in, tc.off)); diff != "" {
				t.Error(diff)
			}
		})
	}
}

// pdfFile assembles a PDF from object bodies (object i+1 is objs[i]) with a
// correct cross-reference table.
func pdfFile(objs ...string) []byte {
	var b bytes.Buffer
	b.WriteString("%PDF-1.7\n%\xE2\xE3\xCF\xD3\n")
	offs := make([]int, len(objs))
	for i, o := range objs {
		offs[i] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", i+1, o)
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(objs)+1)
	for _, off := range offs {
		fmt.Fprintf(&b, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(objs)+1, xref)
	return b.Bytes()
}

func streamObj(dict, data string) string {
	return fmt.Sprintf("<< %s /Length %d >>\nstream\n%s\nendstream", dict, len(data), data)
}

func openBytes(t *testing.T, data []byte) *Reader {
	t.Helper()
	r, err := NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func pageText(t *testing.T, r *Reader, n int) string {
	t.Helper()
	pages, err := r.Pages()
	if err != nil {
		t.Fatal(err)
	}
	c, err := r.PageContent(pages[n-1])
	if err != nil {
		t.Fatal(err)
	}
	var sb strings.Builder
	for _, row := range c.Rows(2) {
		for _, g := range row.Content {
			sb.WriteString(g.S)
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

// type3PDF is one page drawn with a Type 3 font whose glyph names say
// nothing (as Chromium writes OpenType CJK fonts) and whose ToUnicode map
// gives the text; the page is flipped with a cm, as Chromium does.
func type3PDF() []byte {
	toUni := cmapHead + "1 begincodespacerange <00> <FF> endcodespacerange\n" +
		"3 beginbfchar <01> <6700> <02> <4E2D> <03> <0031> endbfchar\n" + cmapTail
	return pdfFile(
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
		streamObj("", "1 0 0 -1 0 842 cm\nBT /F1 12 Tf 1 0 0 -1 72 100 Tm <0102> Tj ET\nBT /F1 12 Tf 1 0 0 -1 72 130 Tm <03> Tj ET"),
		"<< /Type /Font /Subtype /Type3 /FontBBox [0 0 1000 1000] /FontMatrix [0.001 0 0 0.001 0 0] "+
			"/CharProcs << /g1 7 0 R /g2 7 0 R /g3 7 0 R >> /Encoding << /Type /Encoding /Differences [1 /g1 /g2 /g3] >> "+
			"/FirstChar 1 /LastChar 3 /Widths [1000 1000 500] /Resources << >> /ToUnicode 6 0 R >>",
		streamObj("", toUni),
		streamObj("", "1000 0 0 0 1000 1000 d1 0 0 1000 1000 re f"),
	)
}

func TestType3ToUnicode(t *testing.T) {
	r := openBytes(t, type3PDF())
	// Rows top-down even though the page is drawn flipped: 最中 is 100pt
	// from the top, 1 is 130pt from the top.
	if diff := cmp.Diff("最中\n1\n", pageText(t, r, 1)); diff != "" {
		t.Errorf("page text (-want +got):\n%s", diff)
	}
	rows, err := r.Page(1).GetTextByRow()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 2 || rows[0].Position != 742 || rows[1].Position != 712 {
		t.Errorf("GetTextByRow positions: %v", rows)
	}
	pt, err := r.GetPlainText()
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	b.ReadFrom(pt)
	if got := strings.ReplaceAll(b.String(), "\n", ""); got != "最中1" {
		t.Errorf("GetPlainText = %q", got)
	}
}

// TestGlyphWidths checks the glyph positions of a composite font: the
// advance comes from the /W array per 2-byte code (upstream used the byte
// at the rune index of the simple-font /Widths).
func TestGlyphWidths(t *testing.T) {
	toUni := cmapHead + "1 begincodespacerange <0000> <FFFF> endcodespacerange\n" +
		"1 beginbfrange <0001> <0003> <4E00> endbfrange\n" + cmapTail
	data := pdfFile(
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
		streamObj("", "BT /F1 10 Tf 100 700 Td <000100020003> Tj ET"),
		"<< /Type /Font /Subtype /Type0 /BaseFont /AAAAAA+Zen /Encoding /Identity-H /DescendantFonts [6 0 R] /ToUnicode 7 0 R >>",
		"<< /Type /Font /Subtype /CIDFontType2 /BaseFont /AAAAAA+Zen /DW 1000 /W [2 [500] 3 3 250] >>",
		streamObj("", toUni),
	)
	r := openBytes(t, data)
	pages, _ := r.Pages()
	c, err := r.PageContent(pages[0])
	if err != nil {
		t.Fatal(err)
	}
	type glyph struct {
		S    string
		X, W float64
	}
	var got []glyph
	for _, g := range c.Text {
		got = append(got, glyph{g.S, g.X, g.W})
	}
	want := []glyph{{"一", 100, 10}, {"丁", 110, 5}, {"丂", 115, 2.5}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("glyphs (-want +got):\n%s", diff)
	}
	if c.Text[0].Font != "Zen" || c.Text[0].FontSize != 10 {
		t.Errorf("font %q size %v", c.Text[0].Font, c.Text[0].FontSize)
	}
}

// TestMergedFonts reads corpus/merged-fonts.pdf: page 1 of two Chromium
// renderings merged with qpdf, both naming different subset fonts /F4.
// Each page must decode with its own font's ToUnicode map.
func TestMergedFonts(t *testing.T) {
	_, r, err := Open("../../../corpus/merged-fonts.pdf")
	if err != nil {
		t.Fatal(err)
	}
	pages, err := r.Pages()
	if err != nil {
		t.Fatal(err)
	}
	if len(pages) != 2 || pages[0].Fonts()[0] != pages[1].Fonts()[0] || pages[0].Font("F4").V.ptr == pages[1].Font("F4").V.ptr {
		t.Fatalf("test file no longer has one font name for two font objects: %v %v", pages[0].Fonts(), pages[1].Fonts())
	}
	p1, p2 := pageText(t, r, 1), pageText(t, r, 2)
	for _, tc := range []struct {
		page, want string
	}{
		{p1, "上市公司公告\n（上接A19版）\n（1）为满足其他一级资本工具合格标准的监管要求，本行有权取消部分或全部优先股派息，且\n"},
		{p2, "证券时报多媒体数字报\n证券时报多媒体数字报\n（上接B9版）\nA股证券代码：601818 A股证券简称：光大银行 公告编号：临2014—045\n"},
	} {
		if !strings.HasPrefix(tc.page, tc.want) {
			t.Errorf("page starts %q\nwant %q", tc.page[:min(len(tc.page), 300)], tc.want)
		}
	}
	// The whole-document plain text, which upstream decoded with page 1's
	// font throughout.
	rd, err := r.GetPlainText()
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	b.ReadFrom(rd)
	if !strings.Contains(b.String(), "中国光大银行股份有限公司") {
		t.Errorf("GetPlainText lost page 2")
	}
}

// TestPanicsBecomeErrors feeds malformed content and structure; every case
// returns an error and nothing panics.
func TestPanicsBecomeErrors(t *testing.T) {
	page := func(content string) []byte {
		return pdfFile(
			"<< /Type /Catalog /Pages 2 0 R >>",
			"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
			"<< /Type /Page /Parent 2 0 R /Resources << >> /Contents 4 0 R >>",
			content,
		)
	}
	tests := []struct {
		name string
		data []byte
	}{
		{"unexpected delimiter in content", page(streamObj("", "BT ) Tj ET"))},
		{"unknown filter", page(streamObj("/Filter /NoSuchDecode", "xyz"))},
		{"broken flate data", page(streamObj("/Filter /FlateDecode", "not zlib at all"))},
		{"malformed hex string", page(streamObj("", "BT <4G> Tj ET"))},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := openBytes(t, tc.data)
			pages, err := r.Pages()
			if err != nil {
				t.Fatal(err)
			}
			if _, err := r.PageContent(pages[0]); err == nil {
				t.Error("no error")
			}
		})
	}
	t.Run("page tree cycle", func(t *testing.T) {
		r := openBytes(t, pdfFile(
			"<< /Type /Catalog /Pages 2 0 R >>",
			"<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 >>",
			"<< /Type /Page /Parent 2 0 R /Resources << >> >>",
		))
		if pages, err := r.Pages(); !errors.Is(err, ErrCycle) {
			t.Errorf("Pages = %d pages, %v; want ErrCycle", len(pages), err)
		}
	})
	t.Run("page listed twice", func(t *testing.T) {
		r := openBytes(t, pdfFile(
			"<< /Type /Catalog /Pages 2 0 R >>",
			"<< /Type /Pages /Kids [3 0 R 3 0 R] /Count 2 >>",
			"<< /Type /Page /Parent 2 0 R /Resources << >> >>",
		))
		if pages, err := r.Pages(); err != nil || len(pages) != 1 {
			t.Errorf("Pages = %d pages, %v; want the page once", len(pages), err)
		}
	})
}

func TestMaxStreamBytes(t *testing.T) {
	var z bytes.Buffer
	w := zlib.NewWriter(&z)
	w.Write(bytes.Repeat([]byte("q Q "), 1<<18)) // 1 MiB of content from ~2 KiB
	w.Close()
	data := pdfFile(
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /Resources << >> /Contents 4 0 R >>",
		streamObj("/Filter /FlateDecode", z.String()),
	)
	r := openBytes(t, data)
	pages, _ := r.Pages()
	if _, err := r.PageContent(pages[0]); err != nil {
		t.Fatalf("no limit: %v", err)
	}
	r.MaxStreamBytes = 64 << 10
	_, err := r.PageContent(pages[0])
	if !errors.Is(err, ErrStreamTooLarge) {
		t.Errorf("err = %v, want ErrStreamTooLarge", err)
	}
}
