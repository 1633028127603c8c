package pdf

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/extract/pdf/pdflib"
	"github.com/gonggao/gonggao/normalize"
)

const corpusDir = "../../corpus"

// renderings lists the rendered PDFs of the corpus with their seed text.
func renderings(t testing.TB) map[string]string {
	t.Helper()
	seeds, err := filepath.Glob(filepath.Join(corpusDir, "*.txt"))
	if err != nil || len(seeds) == 0 {
		t.Fatalf("no seeds in %s: %v", corpusDir, err)
	}
	out := make(map[string]string)
	for _, s := range seeds {
		base := strings.TrimSuffix(s, ".txt")
		for _, kind := range []string{"chromium", "libreoffice"} {
			out[base+"."+kind+".pdf"] = s
		}
		// Chromium with OpenType CFF fonts (Type 3 glyphs) for some seeds.
		if otf := base + ".chromium-otf.pdf"; fileExists(otf) {
			out[otf] = s
		}
	}
	return out
}

func fileExists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

func readFile(t testing.TB, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// folded returns text as the extractors see it (normalize.New: furniture
// stripped, widths and punctuation folded).
func folded(text string) string {
	return normalize.New(normalize.Layer{Text: text, Raw: []byte(text)}).Text
}

// recall is the multiset overlap of the non-space characters of got and
// want, as a fraction of want's. '|' in want is not counted: the seeds
// write table cell borders as '|', which the renderings draw as rules.
func recall(got, want string) (float64, int, int) {
	count := func(s string, skipPipe bool) map[rune]int {
		m := make(map[rune]int)
		for _, r := range s {
			if unicode.IsSpace(r) || (skipPipe && r == '|') {
				continue
			}
			m[r]++
		}
		return m
	}
	g, w := count(got, false), count(want, true)
	total, hit := 0, 0
	for r, n := range w {
		total += n
		hit += min(n, g[r])
	}
	return float64(hit) / float64(total), hit, total
}

// missing lists the characters of want that got lacks (for failure messages).
func missing(got, want string) string {
	g := make(map[rune]int)
	for _, r := range got {
		g[r]++
	}
	var sb strings.Builder
	for _, r := range want {
		if unicode.IsSpace(r) || r == '|' {
			continue
		}
		if g[r] > 0 {
			g[r]--
			continue
		}
		sb.WriteRune(r)
	}
	s := sb.String()
	if len(s) > 300 {
		s = s[:300]
	}
	return s
}

func TestRecallRenderings(t *testing.T) {
	for pdfPath, seed := range renderings(t) {
		t.Run(filepath.Base(pdfPath), func(t *testing.T) {
			l, err := Read(pdfPath, readFile(t, pdfPath), Options{})
			if err != nil {
				t.Fatal(err)
			}
			got := folded(l.Text)
			want := folded(string(readFile(t, seed)))
			r, hit, total := recall(got, want)
			t.Logf("recall %.5f (%d of %d characters)", r, hit, total)
			if r < 0.999 {
				t.Errorf("recall %.5f < 0.999; missing: %q", r, missing(got, want))
			}
			if strings.ContainsRune(l.Text, unicode.ReplacementChar) {
				t.Errorf("text holds U+FFFD")
			}
			if len(l.Warnings) > 0 {
				t.Errorf("warnings on a clean rendering: %v", l.Warnings)
			}
		})
	}
}

// TestOpenTypeRenderingsAreType3 holds the chromium-otf renderings to what
// TestRecallRenderings relies on them for: Chromium embedded Noto CJK
// (OpenType CFF) as Type 3 fonts with ToUnicode maps, and nothing else
// (no WenQuanYi fallback, no CID fonts).
func TestOpenTypeRenderingsAreType3(t *testing.T) {
	otf, err := filepath.Glob(filepath.Join(corpusDir, "*.chromium-otf.pdf"))
	if err != nil || len(otf) < 2 {
		t.Fatalf("chromium-otf renderings: %v %v", otf, err)
	}
	for _, p := range otf {
		t.Run(filepath.Base(p), func(t *testing.T) {
			f, r, err := pdflib.Open(p)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			pages, err := r.Pages()
			if err != nil {
				t.Fatal(err)
			}
			subtypes := map[string]int{}
			families := map[string]bool{}
			for _, pg := range pages {
				fonts := pg.Resources().Key("Font")
				for _, name := range fonts.Keys() {
					font := fonts.Key(name)
					subtypes[font.Key("Subtype").Name()]++
					if font.Key("ToUnicode").IsNull() {
						t.Errorf("font %s has no ToUnicode", name)
					}
					families[font.Key("FontDescriptor").Key("FontFamily").RawString()] = true
				}
			}
			if len(subtypes) != 1 || subtypes["Type3"] == 0 {
				t.Errorf("font subtypes %v, want Type3 only", subtypes)
			}
			want := map[string]bool{"Noto Sans CJK SC": true, "Noto Serif CJK SC": true}
			if diff := cmp.Diff(want, families); diff != "" {
				t.Errorf("font families (-want +got):\n%s", diff)
			}
		})
	}
}

// TestNoReplacementWherePdftotextHasNone holds the Go engine to poppler:
// wherever pdftotext decodes a page without U+FFFD, so must we.
func TestNoReplacementWherePdftotextHasNone(t *testing.T) {
	if PDFToTextPath(Options{}) == "" {
		t.Skip("pdftotext not installed (apt-get install poppler-utils)")
	}
	files := []string{filepath.Join(corpusDir, "merged-fonts.pdf")}
	for p := range renderings(t) {
		files = append(files, p)
	}
	for _, p := range files {
		t.Run(filepath.Base(p), func(t *testing.T) {
			out, err := exec.Command("pdftotext", "-enc", "UTF-8", p, "-").Output()
			if err != nil {
				t.Fatal(err)
			}
			poppler := strings.Split(string(out), "\f")
			l, err := Read(p, readFile(t, p), Options{})
			if err != nil {
				t.Fatal(err)
			}
			for i, pg := range l.Pages {
				if i < len(poppler) && !strings.ContainsRune(poppler[i], unicode.ReplacementChar) &&
					strings.ContainsRune(l.Text[pg.Span.Start:pg.Span.End], unicode.ReplacementChar) {
					t.Errorf("page %d: U+FFFD where pdftotext has none", pg.Number)
				}
			}
		})
	}
}

func TestPDFToTextEngine(t *testing.T) {
	if PDFToTextPath(Options{}) == "" {
		t.Skip("pdftotext not installed (apt-get install poppler-utils)")
	}
	p := filepath.Join(corpusDir, "001_bfdae5a8f63b378f.chromium.pdf")
	seed := filepath.Join(corpusDir, "001_bfdae5a8f63b378f.txt")
	data := readFile(t, p)
	for _, engine := range []string{EnginePDFToText, EngineAuto} {
		t.Run(engine, func(t *testing.T) {
			l, err := Read(p, data, Options{Engine: engine})
			if err != nil {
				t.Fatal(err)
			}
			goL, err := Read(p, data, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if len(l.Pages) != len(goL.Pages) {
				t.Errorf("pdftotext gives %d pages, go %d", len(l.Pages), len(goL.Pages))
			}
			r, _, _ := recall(folded(l.Text), folded(string(readFile(t, seed))))
			if r < 0.99 {
				t.Errorf("recall %.4f", r)
			}
			// Page furniture is gone and CJK lines are joined without spaces.
			for _, bad := range []string{"- 3 -", "-3-", "上市公司公告"} {
				if strings.Contains(l.Text, bad) {
					t.Errorf("furniture %q left in the text", bad)
				}
			}
		})
	}
}

func TestPagesAndFurniture(t *testing.T) {
	tests := []struct {
		file  string
		pages int
		// Text the page starts with (after furniture removal).
		starts map[int]string
		// Whether the running header 上市公司公告 repeats (it does not in
		// the two-page merged file, whose pages have different headers).
		repeated bool
	}{
		{"000_bac74d30caa566df.chromium.pdf", 15, map[int]string{1: "（上接A19版）", 2: "当满足强制转股触发条件时"}, true},
		{"000_bac74d30caa566df.libreoffice.pdf", 17, map[int]string{1: "（上接A19版）", 2: "权最终确定。"}, true},
		{"004_f0290f1b02f6b466.chromium.pdf", 14, map[int]string{1: "招商银行：股东大会议事规则(2022年修订)\n"}, true},
		{"merged-fonts.pdf", 2, map[int]string{1: "上市公司公告\n（上接A19版）", 2: "证券时报多媒体数字报\n证券时报多媒体数字报"}, false},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			p := filepath.Join(corpusDir, tc.file)
			l, err := Read(p, readFile(t, p), Options{})
			if err != nil {
				t.Fatal(err)
			}
			if len(l.Pages) != tc.pages {
				t.Fatalf("%d pages, want %d", len(l.Pages), tc.pages)
			}
			for i, pg := range l.Pages {
				if pg.Number != i+1 {
					t.Errorf("page %d numbered %d", i+1, pg.Number)
				}
				if i > 0 && pg.Span.Start != l.Pages[i-1].Span.End {
					t.Errorf("page %d starts at %d, page %d ends at %d", pg.Number, pg.Span.Start, i, l.Pages[i-1].Span.End)
				}
				if want, ok := tc.starts[pg.Number]; ok && !strings.HasPrefix(l.Text[pg.Span.Start:], want) {
					t.Errorf("page %d starts %q, want %q", pg.Number, head(l.Text[pg.Span.Start:], 40), want)
				}
			}
			if n := len(l.Pages); l.Pages[n-1].Span.End != len(l.Text) {
				t.Errorf("last page ends at %d of %d", l.Pages[n-1].Span.End, len(l.Text))
			}
			// The rendering's own page numbers are gone; page-number lines
			// the seed holds in its body text (004 was itself taken from a
			// PDF) are text here and stay, for normalize to strip.
			seed := strings.SplitN(tc.file, ".", 2)[0] + ".txt"
			if tc.file == "merged-fonts.pdf" {
				seed = ""
			}
			pageNumbers := func(text string) (n int) {
				for _, line := range strings.Split(text, "\n") {
					if isPageNumber(line) {
						n++
					}
				}
				return n
			}
			want := 0
			if seed != "" {
				want = pageNumbers(string(readFile(t, filepath.Join(corpusDir, seed))))
			}
			// A seed page number that lands in a margin of the rendering
			// reads as furniture there and goes too (two do in 004).
			if got := pageNumbers(l.Text); got > want || got < want*9/10 {
				t.Errorf("%d page-number lines in the text, want the seed's %d (at least 90%% of them)", got, want)
			}
			for _, line := range strings.Split(l.Text, "\n") {
				if tc.repeated && line == "上市公司公告" {
					t.Errorf("running header %q left in the text", line)
				}
			}
		})
	}
}

func head(s string, n int) string {
	r := []rune(s)
	if len(r) > n {
		r = r[:n]
	}
	return string(r)
}

// TestJoining checks that wrapped lines come back as one paragraph, across
// page breaks too, with no space between CJK characters, and that
// paragraph breaks stay.
func TestJoining(t *testing.T) {
	for _, kind := range []string{"chromium", "libreoffice"} {
		t.Run(kind, func(t *testing.T) {
			p := filepath.Join(corpusDir, "000_bac74d30caa566df."+kind+".pdf")
			l, err := Read(p, readFile(t, p), Options{})
			if err != nil {
				t.Fatal(err)
			}
			lines := strings.Split(l.Text, "\n")
			// Paragraphs of seed 000 that wrap over several lines, one of
			// them across the break between pages 1 and 2.
			for _, para := range []string{
				"（2）本行宣派和支付全部优先股股息由本行董事会根据股东大会授权决定。若取消部分或全部优先股派息，需由股东大会审议批准。本行若决议取消部分或全部优先股派息，将在派息日前至少10个工作日按照相关部门的规定通知优先股股东。",
				"本行有权自发行日后期满5年之日起，于每年的优先股派息日全部或部分赎回本次发行的优先股，赎回期至全部转股或者全部赎回之日止。赎回权具体安排由本行董事会根据股东大会的授权最终确定。",
				"3、股息支付方式",
				"（3）派息不与本行自身的评级挂钩，也不随评级变化而调整。",
			} {
				if !contains(lines, para) {
					t.Errorf("no line reads %q", head(para, 30))
				}
			}
		})
	}
}

func contains(lines []string, s string) bool {
	for _, l := range lines {
		if l == s {
			return true
		}
	}
	return false
}

// TestTables checks the amendment table of seed 000 rebuilt from the rules:
// the header row and a chapter row read as in the seed's tab-separated
// rows, and every cell span holds the cell's text.
func TestTables(t *testing.T) {
	for _, kind := range []string{"chromium", "libreoffice"} {
		t.Run(kind, func(t *testing.T) {
			p := filepath.Join(corpusDir, "000_bac74d30caa566df."+kind+".pdf")
			l, err := Read(p, readFile(t, p), Options{})
			if err != nil {
				t.Fatal(err)
			}
			if len(l.Tables) == 0 {
				t.Fatal("no tables")
			}
			tb := l.Tables[0]
			var got [][]string
			for _, row := range tb.Rows[:2] {
				var r []string
				for _, c := range row {
					r = append(r, c.Text)
				}
				got = append(got, r)
			}
			want := [][]string{{"序号", "现行章程", "修订内容"}, {"", "第一章 总则", "第一章 总则"}}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("first rows (-want +got):\n%s", diff)
			}
			if len(tb.Rows) < 20 {
				t.Errorf("%d rows; the table runs over several pages and should be one table", len(tb.Rows))
			}
			for _, tb := range l.Tables {
				for _, row := range tb.Rows {
					for _, c := range row {
						if l.Text[c.Span.Start:c.Span.End] != c.Text {
							t.Fatalf("cell span %v holds %q, want %q", c.Span, l.Text[c.Span.Start:c.Span.End], c.Text)
						}
					}
				}
			}
			// The seed row "2.	第七条 …	第七条 …" is one table row.
			found := false
			for _, row := range tb.Rows {
				if len(row) == 3 && row[0].Text == "2." && strings.HasPrefix(row[1].Text, "第七条 本行全部资本分为等额股份") && strings.HasPrefix(row[2].Text, "第七条") {
					found = true
				}
			}
			if !found {
				t.Error("row 2. (第七条) not found")
			}
		})
	}
}

func TestMergedFonts(t *testing.T) {
	p := filepath.Join(corpusDir, "merged-fonts.pdf")
	l, err := Read(p, readFile(t, p), Options{})
	if err != nil {
		t.Fatal(err)
	}
	page := func(n int) string { s := l.Pages[n-1].Span; return l.Text[s.Start:s.End] }
	// Page 1 is page 1 of seed 000's rendering, page 2 page 1 of seed 002's;
	// both use /F4 for different subsets of WenQuanYi Zen Hei.
	for _, tc := range []struct {
		page int
		want string
	}{
		{1, "（1）为满足其他一级资本工具合格标准的监管要求，本行有权取消部分或全部优先股派息，且不构成违约事件。"},
		{2, "A股证券代码：601818 A股证券简称：光大银行 公告编号：临2014—045"},
		{2, "中国光大银行股份有限公司"},
	} {
		if !strings.Contains(page(tc.page), tc.want) {
			t.Errorf("page %d lacks %q:\n%s", tc.page, tc.want, head(page(tc.page), 200))
		}
	}
}

// corruptions builds the bad inputs of corpus/bad deterministically.
func TestCorruptInputs(t *testing.T) {
	good := readFile(t, filepath.Join(corpusDir, "001_bfdae5a8f63b378f.chromium.pdf"))
	tests := []struct {
		name string
		data []byte
		want error
		msg  string // the error names this
	}{
		{"zero bytes", nil, ErrCorrupt, "empty file"},
		{"not a pdf", []byte("股票代码：601939\n"), ErrCorrupt, "x.pdf"},
		{"truncated", readFile(t, filepath.Join(corpusDir, "bad", "truncated.pdf")), ErrCorrupt, "x.pdf"},
		{"no text layer", readFile(t, filepath.Join(corpusDir, "bad", "notext.pdf")), ErrNoText, "1 images"},
		{"header only", good[:9], ErrCorrupt, "x.pdf"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Read("x.pdf", tc.data, Options{})
			if !errors.Is(err, tc.want) {
				t.Fatalf("err = %v, want %v", err, tc.want)
			}
			if !strings.Contains(err.Error(), tc.msg) || !strings.HasPrefix(err.Error(), "x.pdf: ") {
				t.Errorf("error %q does not name %q", err, tc.msg)
			}
		})
	}
}

// TestFlippedBytes flips bytes in the rendered PDFs at fixed positions:
// every result is text, a warning naming pages, or an error naming the file
// — never a panic.
func TestFlippedBytes(t *testing.T) {
	p := filepath.Join(corpusDir, "bad", "flipped.pdf")
	l, err := Read(p, readFile(t, p), Options{})
	switch {
	case err != nil:
		if !strings.HasPrefix(err.Error(), p+": ") {
			t.Errorf("error %q does not name the file", err)
		}
	case len(l.Warnings) == 0:
		t.Errorf("flipped.pdf read cleanly; its content streams are damaged")
	default:
		for _, w := range l.Warnings {
			if w.Code != normalize.WarnUnreadableText || !strings.Contains(w.Message, "page") {
				t.Errorf("warning %+v does not name pages", w)
			}
		}
	}
	for pdfPath := range renderings(t) {
		data := readFile(t, pdfPath)
		for seed := uint32(1); seed <= 4; seed++ {
			bad := flip(data, seed, 40)
			if _, err := Read(pdfPath, bad, Options{}); err != nil && !strings.HasPrefix(err.Error(), pdfPath+": ") {
				t.Errorf("%s seed %d: error %q does not name the file", pdfPath, seed, err)
			}
		}
	}
}

// flip returns a copy of data with n bytes inverted at positions drawn from
// a fixed linear congruential sequence.
func flip(data []byte, seed uint32, n int) []byte {
	out := append([]byte(nil), data...)
	x := seed
	for i := 0; i < n; i++ {
		x = x*1664525 + 1013904223
		out[int(x%uint32(len(out)))] ^= 0xFF
	}
	return out
}

func TestLimits(t *testing.T) {
	p := filepath.Join(corpusDir, "001_bfdae5a8f63b378f.chromium.pdf")
	data := readFile(t, p)
	t.Run("pages", func(t *testing.T) {
		_, err := Read(p, data, Options{MaxPages: 2})
		if !errors.Is(err, ErrTooLarge) || !strings.Contains(err.Error(), "limit 2") {
			t.Errorf("err = %v, want ErrTooLarge naming the limit", err)
		}
	})
	t.Run("stream bytes", func(t *testing.T) {
		_, err := Read(p, data, Options{MaxStreamBytes: 1000})
		if !errors.Is(err, ErrTooLarge) || !strings.Contains(err.Error(), "page 1") {
			t.Errorf("err = %v, want ErrTooLarge naming page 1", err)
		}
	})
	t.Run("engine", func(t *testing.T) {
		_, err := Read(p, data, Options{Engine: "ocr"})
		if !errors.Is(err, ErrEngine) {
			t.Errorf("err = %v, want ErrEngine", err)
		}
	})
}

func BenchmarkRead(b *testing.B) {
	for _, name := range []string{"003_62c1a5d2d0aeecb4.chromium.pdf", "003_62c1a5d2d0aeecb4.libreoffice.pdf"} {
		p := filepath.Join(corpusDir, name)
		data := readFile(b, p)
		l, err := Read(p, data, Options{})
		if err != nil {
			b.Fatal(err)
		}
		pages := len(l.Pages)
		b.Run(name, func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			for b.Loop() {
				if _, err := Read(p, data, Options{}); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(pages)/1e6, "ms/page")
		})
	}
}
