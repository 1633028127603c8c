package normalize

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestStripFurnitureSeed004(t *testing.T) {
	raw := seedByName(t, "004")
	out, m, pages, _ := StripFurniture(raw)
	if containsLine(out, "- 7 -") {
		t.Errorf("page number line '- 7 -' is still there")
	}
	if !strings.Contains(out, "应在收到请求后5日内发出召开股东大会") {
		t.Errorf("the sentence split by page 7 is not joined")
	}
	if len(pages) < 30 {
		t.Fatalf("got %d pages, want the 32 numbered pages and the last", len(pages))
	}
	for i, p := range pages {
		if p.Number != i+1 {
			t.Errorf("page %d numbered %d", i+1, p.Number)
		}
		if i > 0 && p.Span.Start != pages[i-1].Span.End {
			t.Errorf("page %d starts at %d, previous ends at %d", p.Number, p.Span.Start, pages[i-1].Span.End)
		}
	}
	// The joined text maps back to the raw text on both sides of the break.
	i := strings.Index(out, "应在收到请求后5日内")
	src := m.Source(Span{i, i + len("应在收到请求后5日内")})
	if got := raw[src.Start:src.End]; !strings.HasPrefix(got, "应在收到请") || !strings.HasSuffix(got, "求后5日内") || !strings.Contains(got, "- 7 -") {
		t.Errorf("joined text maps to %q", got)
	}
	d := New(Layer{Raw: []byte(raw), Text: raw})
	// 004's text layer gives each page's number first ("- 7 -" heads page
	// 7): the words after the number are on page 7, those before on page 6.
	at := strings.Index(d.Text, "求后5日内发出")
	if got := d.PageOf(at); got != 7 {
		t.Errorf("PageOf(求后5日内) = %d, want 7", got)
	}
	if got := d.PageOf(strings.Index(d.Text, "应在收到请求")); got != 6 {
		t.Errorf("PageOf(应在收到请) = %d, want 6", got)
	}
	if len(d.Pages) != 32 || d.PageOf(0) != 1 {
		t.Errorf("%d pages, the headline on page %d; want 32 pages, the headline on page 1", len(d.Pages), d.PageOf(0))
	}
}

func containsLine(s, line string) bool {
	for _, l := range strings.Split(s, "\n") {
		if strings.TrimSpace(l) == line {
			return true
		}
	}
	return false
}

func TestStripFurnitureContinuationMarks(t *testing.T) {
	tests := []struct {
		seed, mark, code string
	}{
		{"000", "（上接A19版）", WarnTruncatedStart},
		{"001", "(下转18版)", WarnTruncatedEnd},
		{"002", "（上接B9版）", WarnTruncatedStart},
	}
	for _, tt := range tests {
		t.Run(tt.seed, func(t *testing.T) {
			raw := seedByName(t, tt.seed)
			// The mark is the same with Windows line ends.
			for _, in := range []string{raw, strings.ReplaceAll(raw, "\n", "\r\n")} {
				out, _, _, warns := StripFurniture(in)
				if containsLine(strings.ReplaceAll(out, "\r", ""), tt.mark) {
					t.Errorf("continuation mark %s still in the text", tt.mark)
				}
				var codes []string
				for _, w := range warns {
					codes = append(codes, w.Code)
					if !strings.Contains(w.Message, tt.mark) {
						t.Errorf("warning %q does not quote %s", w.Message, tt.mark)
					}
				}
				if d := cmp.Diff([]string{tt.code}, codes); d != "" {
					t.Errorf("warnings (-want +got):\n%s", d)
				}
			}
		})
	}
}

func TestStripFurnitureVariants(t *testing.T) {
	tests := []struct {
		name, in, want string
		pages          int
	}{
		{"no furniture", "第一条 总则\n本规则。", "第一条 总则\n本规则。", 0},
		{"sentence ends before the break", "本规则。\n\n- 1 -\n\n第二条 内容", "本规则。\n\n第二条 内容", 2},
		{"no blank lines around the number", "本规则。\n- 1 -\n第二条 内容", "本规则。\n第二条 内容", 2},
		{"heading after the break", "内容如下\n- 1 -\n第二条 内容", "内容如下\n第二条 内容", 2},
		{"em dash page number", "规则\n收到请\n— 12 —\n求后", "规则\n收到请求后", 2},
		{"page counter", "规则\n收到请\n第 3 页 共 20 页\n求后", "规则\n收到请求后", 2},
		{"full-width page number", "规则\n收到请\n－１－\n求后", "规则\n收到请求后", 2},
		{"item after a comma continues", "规则\n包括:甲、\n- 1 -\n(一)乙", "规则\n包括:甲、(一)乙", 2},
		{"item after a full stop does not", "完毕。\n- 1 -\n(一)乙", "完毕。\n(一)乙", 2},
		{"mark at the end", "全文完。\n(下转第B10版)", "全文完。\n", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, m, pages, _ := StripFurniture(tt.in)
			if out != tt.want {
				t.Errorf("StripFurniture(%q) = %q, want %q", tt.in, out, tt.want)
			}
			if len(pages) != tt.pages {
				t.Errorf("got %d pages, want %d", len(pages), tt.pages)
			}
			if m.Len() != len(out) {
				t.Errorf("map covers %d bytes, text has %d", m.Len(), len(out))
			}
			// With Windows line ends the same furniture goes and the same
			// lines join (Fold drops the carriage returns left).
			crlf := strings.ReplaceAll(tt.in, "\n", "\r\n")
			out, _, pages, _ = StripFurniture(crlf)
			if got := strings.ReplaceAll(out, "\r", ""); got != tt.want {
				t.Errorf("StripFurniture(%q) = %q, want %q", crlf, got, tt.want)
			}
			if len(pages) != tt.pages {
				t.Errorf("\\r\\n: got %d pages, want %d", len(pages), tt.pages)
			}
		})
	}
}

// TestFurnitureTitleNotJoined: a page number right under the document's
// first line (its title, 004) closes the page; the title stays a line.
func TestFurnitureTitleNotJoined(t *testing.T) {
	in := "招商银行：股东大会议事规则(2022年修订)\n\n- 1 -\n\n招商银行股份有限公司股东大会议事规则\n"
	got, _, _, _ := StripFurniture(in)
	want := "招商银行：股东大会议事规则(2022年修订)\n\n招商银行股份有限公司股东大会议事规则\n"
	if got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestPageNumbersOpenPages: when the text before the first page number is a
// scrap and a full page follows the last one, the numbers head their pages
// (004's text layer gives each page's footer first).
func TestPageNumbersOpenPages(t *testing.T) {
	page := strings.Repeat("正文内容,", 40) + "\n"
	in := "标题\n- 1 -\n" + page + "- 2 -\n" + page + "- 3 -\n" + page
	_, _, pages, _ := StripFurniture(in)
	if len(pages) != 3 {
		t.Fatalf("got %d pages: %+v", len(pages), pages)
	}
	for i, p := range pages {
		if p.Number != i+1 {
			t.Errorf("page %d numbered %d", i, p.Number)
		}
	}
	if pages[0].Span.Start != 0 {
		t.Error("the scrap before the first number belongs to page 1")
	}
	// Numbers at the foot: a full page before the first, nothing after the last.
	in = page + "- 1 -\n" + page + "- 2 -\n" + page + "- 3 -\n"
	_, _, pages, _ = StripFurniture(in)
	if len(pages) != 3 || pages[0].Number != 1 || pages[2].Number != 3 {
		t.Errorf("footer numbers: %+v", pages)
	}
}
