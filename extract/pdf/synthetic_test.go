package pdf

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/normalize"
)

// pdfFile assembles a PDF from object bodies (object i+1 is objs[i]);
// trailer extra entries go in extra.
func pdfFile(extra string, objs ...string) []byte {
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
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R %s >>\nstartxref\n%d\n%%%%EOF\n", len(objs)+1, extra, xref)
	return b.Bytes()
}

func streamObj(data string) string {
	return fmt.Sprintf("<< /Length %d >>\nstream\n%s\nendstream", len(data), data)
}

const toUnicode = `/CIDInit /ProcSet findresource begin 12 dict begin begincmap
1 begincodespacerange <0000> <FFFF> endcodespacerange
6 beginbfchar <0001> <7B2C> <0002> <4E00> <0003> <6761> <0004> <672C> <0005> <884C> <0006> <3002> endbfchar
endcmap CMapName currentdict /CMap defineresource pop end end`

// twoFontPDF has one page per content string; pages listed in broken use
// a font without a ToUnicode map (its Identity-H codes cannot be decoded).
func twoFontPDF(contents []string, broken map[int]bool) []byte {
	n := len(contents)
	objs := []string{"<< /Type /Catalog /Pages 2 0 R >>", ""}
	var kids []string
	// Objects 3 and 4: the fonts; 5: the ToUnicode map; then page, content.
	objs = append(objs,
		"<< /Type /Font /Subtype /Type0 /BaseFont /Song /Encoding /Identity-H /DescendantFonts [<< /Type /Font /Subtype /CIDFontType2 /BaseFont /Song /DW 1000 >>] /ToUnicode 5 0 R >>",
		"<< /Type /Font /Subtype /Type0 /BaseFont /Song /Encoding /Identity-H /DescendantFonts [<< /Type /Font /Subtype /CIDFontType2 /BaseFont /Song /DW 1000 >>] >>",
		streamObj(toUnicode))
	for i, c := range contents {
		font := 3
		if broken[i+1] {
			font = 4
		}
		page := len(objs) + 1
		kids = append(kids, fmt.Sprintf("%d 0 R", page))
		objs = append(objs,
			fmt.Sprintf("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 %d 0 R >> >> /Contents %d 0 R >>", font, page+1),
			streamObj(c))
	}
	objs[1] = fmt.Sprintf("<< /Type /Pages /Kids [%s] /Count %d >>", strings.Join(kids, " "), n)
	return pdfFile("", objs...)
}

// 第一条本行。 as codes 1 2 3 4 5 6, at 12pt from x=72; pages differ
// (本行第一条。) so that nothing repeats as a running header.
const (
	articleLine = "BT /F1 12 Tf 72 700 Td <000100020003000400050006> Tj ET"
	otherLine   = "BT /F1 12 Tf 72 700 Td <000400050001000200030006> Tj ET"
)

func TestUnreadablePages(t *testing.T) {
	t.Run("one page of three", func(t *testing.T) {
		data := twoFontPDF([]string{articleLine, articleLine, otherLine}, map[int]bool{2: true})
		l, err := Read("u.pdf", data, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if strings.ContainsRune(l.Text, '\uFFFD') {
			t.Errorf("undecodable text passed on: %q", l.Text)
		}
		if diff := cmp.Diff("第一条本行。\n本行第一条。\n", l.Text); diff != "" {
			t.Errorf("text (-want +got):\n%s", diff)
		}
		if len(l.Warnings) != 1 || l.Warnings[0].Code != normalize.WarnUnreadableText || !strings.Contains(l.Warnings[0].Message, "page 2 ") {
			t.Errorf("warnings %+v, want one unreadable_text naming page 2", l.Warnings)
		}
		if got := []normalize.Span{l.Pages[0].Span, l.Pages[1].Span, l.Pages[2].Span}; got[1].Start != got[1].End {
			t.Errorf("page 2 span %v should be empty", got[1])
		}
	})
	t.Run("every page", func(t *testing.T) {
		data := twoFontPDF([]string{articleLine, articleLine}, map[int]bool{1: true, 2: true})
		_, err := Read("u.pdf", data, Options{})
		if !errors.Is(err, ErrUnreadable) || !strings.Contains(err.Error(), "u.pdf: ") || !strings.Contains(err.Error(), "pages 1, 2") {
			t.Errorf("err = %v, want ErrUnreadable naming the file and pages 1, 2", err)
		}
	})
	t.Run("malformed page among good ones", func(t *testing.T) {
		data := twoFontPDF([]string{articleLine, "BT /F1 12 Tf 72 700 Td <0001> Tj ) ET", otherLine}, nil)
		l, err := Read("m.pdf", data, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if len(l.Warnings) != 1 || !strings.Contains(l.Warnings[0].Message, "malformed content on page 2") {
			t.Errorf("warnings %+v", l.Warnings)
		}
		if l.Text != "第一条本行。\n本行第一条。\n" {
			t.Errorf("text %q: pages 1 and 3 should both read", l.Text)
		}
	})
}

func TestEncrypted(t *testing.T) {
	data := pdfFile("/Encrypt 3 0 R /ID [<00112233445566778899AABBCCDDEEFF> <00112233445566778899AABBCCDDEEFF>]",
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [] /Count 0 >>",
		"<< /Filter /Adobe.PubSec /V 5 /R 6 /Length 256 >>",
	)
	_, err := Read("e.pdf", data, Options{})
	if !errors.Is(err, ErrEncrypted) || !strings.HasPrefix(err.Error(), "e.pdf: ") {
		t.Errorf("err = %v, want ErrEncrypted naming e.pdf", err)
	}
}

// TestJoinRules runs the paragraph rules on synthetic lines: 12pt text, body
// from x=72 to x=523, 18pt line pitch.
func TestJoinRules(t *testing.T) {
	j := joiner{left: 72, right: 523, pitch: 18}
	ln := func(text string, x0, x1, y float64) *line { return &line{text: text, x0: x0, x1: x1, y: y, size: 12} }
	tests := []struct {
		name     string
		a, b     *line
		samePage bool
		want     bool
	}{
		{"full line then flush continuation", ln("本行将在派息日前至少10个工作日按照相关", 72, 522, 700), ln("部门的规定通知优先股股东。", 72, 230, 682), true, true},
		{"full line ending a sentence, flush continuation", ln("股息以现金方式支付，每年支付一次。", 72, 521, 700), ln("计息起始日为优先股投资者缴款截止日。", 72, 300, 682), true, true},
		{"short line ends the paragraph", ln("3、股息支付方式", 96, 190, 700), ln("股息以现金方式支付", 96, 522, 682), true, false},
		{"indented line starts a paragraph", ln("不累积至之后的计息期的股息，本行", 72, 522, 700), ln("（4）除非本行决议完全派发", 96, 522, 682), true, false},
		{"gap between paragraphs", ln("不累积至之后的计息期的股息，本行", 72, 522, 700), ln("继续", 72, 522, 670), true, false},
		{"sentence end then numbered item", ln("本行有权取消部分或全部优先股派息。", 72, 522, 700), ln("（二）股息支付方式", 72, 522, 682), true, false},
		{"clause comma then numbered item continues", ln("出现以下情况之一的，", 72, 522, 700), ln("（一）修改本行章程", 72, 522, 682), true, true},
		{"across a page break the gap does not count", ln("赎回权具体安排由本行董事会根据股东大会的授", 72, 522, 80), ln("权最终确定。", 72, 150, 760), false, true},
		{"centred title stands alone", ln("中国农业银行股份有限公司", 230, 522, 700), ln("董事会决议公告", 72, 522, 682), true, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := j.join(tc.a, tc.b, tc.samePage); got != tc.want {
				t.Errorf("join = %v, want %v", got, tc.want)
			}
		})
	}
}

func TestIsPageNumber(t *testing.T) {
	for _, tc := range []struct {
		s    string
		want bool
	}{
		{"- 7 -", true}, {"-7-", true}, {"— 12 —", true}, {"第 3 页", true}, {"第3页 共20页", true},
		{"第 3 页/共 20 页", true}, {"3/20", true}, {"Page 3 of 20", true}, {"12", true},
		{"第三条", false}, {"2014年", false}, {"- 7 - 本行", false}, {"（一）", false},
	} {
		t.Run(tc.s, func(t *testing.T) {
			if got := isPageNumber(tc.s); got != tc.want {
				t.Errorf("isPageNumber(%q) = %v", tc.s, got)
			}
		})
	}
}
