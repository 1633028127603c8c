package read

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"golang.org/x/text/encoding/simplifiedchinese"

	"github.com/gonggao/gonggao/normalize"
)

// rowTexts returns, per row, the texts of the distinct non-empty cells: a
// cell a rowspan or colspan repeats counts once, so a grid and the text
// rows it was rendered from compare equal.
func rowTexts(tb normalize.Table) [][]string {
	var out [][]string
	for _, r := range tb.Rows {
		var row []string
		seen := map[normalize.Span]bool{}
		for _, c := range r {
			if c.Text == "" || seen[c.Span] {
				continue
			}
			seen[c.Span] = true
			row = append(row, c.Text)
		}
		out = append(out, row)
	}
	return out
}

// TestReadHTMLRenderings reads every seed's HTML renderings (UTF-8, GBK and
// the converter-style page where there is one) and holds them against the
// text seed. The text must be equal character for character once white
// space (and the bars of '|' rows) is removed: HTML rendering changes line
// breaks, tabs and spaces and nothing else, so any lost or invented
// character is a reader bug. Tables must have the same cells.
func TestReadHTMLRenderings(t *testing.T) {
	for _, p := range seedPaths(t) {
		base := strings.TrimSuffix(filepath.Base(p), ".txt")
		txt, err := Read(p, readFile(t, p), ReadOptions{})
		if err != nil {
			t.Fatal(err)
		}
		for _, variant := range []struct{ suffix, enc string }{
			{".html", EncUTF8}, {".gbk.html", EncGBK}, {".positioned.html", EncUTF8},
		} {
			hp := filepath.Join("../../corpus", base+variant.suffix)
			data, err := os.ReadFile(hp)
			if errors.Is(err, os.ErrNotExist) {
				if variant.suffix == ".positioned.html" {
					continue
				}
				t.Skipf("%s not rendered (run corpus/render.sh)", hp)
			}
			if err != nil {
				t.Fatal(err)
			}
			t.Run(base+variant.suffix, func(t *testing.T) {
				d, err := Read(hp, data, ReadOptions{})
				if err != nil {
					t.Fatal(err)
				}
				if d.Format != FormatHTML || d.Encoding != variant.enc {
					t.Errorf("format %s encoding %s, want html %s", d.Format, d.Encoding, variant.enc)
				}
				if len(d.Warnings) != len(txt.Warnings) {
					t.Errorf("warnings %+v, text reading has %+v", d.Warnings, txt.Warnings)
				}
				if got, want := noSpace(d.Text), noSpace(txt.Text); got != want {
					i := 0
					for i < len(got) && i < len(want) && got[i] == want[i] {
						i++
					}
					t.Fatalf("text differs at byte %d: html %q, txt %q", i, got[max(0, i-30):min(len(got), i+60)], want[max(0, i-30):min(len(want), i+60)])
				}
				if variant.suffix == ".positioned.html" {
					// Lines are read in visual order, not in the order of
					// the raw file: only single characters map in order.
					checkSpans(t, d, 0)
				} else {
					checkSpans(t, d, 300)
				}
				if len(d.Tables) != len(txt.Tables) {
					t.Fatalf("%d tables, text has %d", len(d.Tables), len(txt.Tables))
				}
				for i := range d.Tables {
					if diff := cmp.Diff(rowTexts(txt.Tables[i]), rowTexts(d.Tables[i])); diff != "" {
						t.Errorf("table %d cells (-txt +html):\n%s", i, diff)
					}
				}
			})
		}
	}
}

// TestReadHTMLTables checks rowspan and colspan expansion and the
// tab-separated rows written into the text.
func TestReadHTMLTables(t *testing.T) {
	page := `<html><body><p>公司近三年现金分红情况如下表：</p>
<table>
<tr><th rowspan="2">项目</th><th colspan="2">测算基准日：2013年12月31日</th></tr>
<tr><td>发行前</td><td>发行后</td></tr>
<tr><td>核心一级资本</td><td>201,153</td><td>201,153</td></tr>
<tr><td colspan="3">第二十七章 优先股的特别规定</td></tr>
</table>
<p>注：根据《资本管理办法》口径计算</p></body></html>`
	d, err := Read("t.html", []byte(page), ReadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	want := "公司近三年现金分红情况如下表:\n" +
		"项目\t测算基准日:2013年12月31日\n" +
		"\t发行前\t发行后\n" +
		"核心一级资本\t201,153\t201,153\n" +
		"第二十七章优先股的特别规定\n" +
		"注:根据《资本管理办法》口径计算"
	if diff := cmp.Diff(want, d.Text); diff != "" {
		t.Errorf("text (-want +got):\n%s", diff)
	}
	if len(d.Tables) != 1 {
		t.Fatalf("%d tables", len(d.Tables))
	}
	var grid [][]string
	for _, r := range d.Tables[0].Rows {
		var row []string
		for _, c := range r {
			row = append(row, c.Text)
		}
		grid = append(grid, row)
	}
	wantGrid := [][]string{
		{"项目", "测算基准日:2013年12月31日", "测算基准日:2013年12月31日"},
		{"项目", "发行前", "发行后"},
		{"核心一级资本", "201,153", "201,153"},
		{"第二十七章优先股的特别规定", "第二十七章优先股的特别规定", "第二十七章优先股的特别规定"},
	}
	if diff := cmp.Diff(wantGrid, grid); diff != "" {
		t.Errorf("grid (-want +got):\n%s", diff)
	}
	// A spanning cell is one cell: every copy has the same span.
	if a, b := d.Tables[0].Rows[0][0].Span, d.Tables[0].Rows[1][0].Span; a != b {
		t.Errorf("rowspan copies have spans %v and %v", a, b)
	}
	checkSpans(t, d, 100)
}

// TestReadHTMLText checks block structure, entities, skipped elements,
// continuation marks and raw offsets.
func TestReadHTMLText(t *testing.T) {
	page := "<!DOCTYPE html><html><head><title>公告</title><style>p{color:red}</style>" +
		"<script>var a = '第一条';</script></head><body>" +
		"<h1>中国农业银行股份有限公司</h1>" +
		"<p>（上接A19版）本次发行优先股总数不超过4亿股&nbsp;（含），募集资金总额不超过人民币400亿元。(下转18版)</p>" +
		"<div>第一条&#x3000;本行<b>发行</b>优先股<br>第二条 票面金额为人民币100元&amp;按票面金额发行</div>" +
		"<ul><li>甲<li>乙</ul></body></html>"
	d, err := Read("t.html", []byte(page), ReadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	want := "中国农业银行股份有限公司\n" +
		"本次发行优先股总数不超过4亿股 (含),募集资金总额不超过人民币400亿元。\n" +
		"第一条本行发行优先股\n" +
		"第二条票面金额为人民币100元&按票面金额发行\n" +
		"甲\n乙"
	if diff := cmp.Diff(want, d.Text); diff != "" {
		t.Errorf("text (-want +got):\n%s", diff)
	}
	var codes []string
	for _, w := range d.Warnings {
		codes = append(codes, w.Code)
	}
	if diff := cmp.Diff([]string{normalize.WarnTruncatedStart, normalize.WarnTruncatedEnd}, codes); diff != "" {
		t.Errorf("warnings (-want +got):\n%s", diff)
	}
	for _, tc := range []struct{ text, raw string }{
		{"不超过4亿股", "不超过4亿股"},
		{"&", "&amp;"},
		{"第二条", "第二条"},
	} {
		i := strings.Index(d.Text, tc.text)
		r := d.RawSpan(normalize.Span{Start: i, End: i + len(tc.text)})
		if got := page[r.Start:r.End]; got != tc.raw {
			t.Errorf("%q maps to raw %q, want %q", tc.text, got, tc.raw)
		}
	}
	// The folded space of &#x3000; maps to the whole entity.
	i := strings.Index(d.Text, "第一条") + len("第一条")
	if r := d.RawSpan(normalize.Span{Start: i - len("条"), End: i + len("本")}); !strings.Contains(page[r.Start:r.End], "&#x3000;") {
		t.Errorf("条本 maps to %q", page[r.Start:r.End])
	}
	checkSpans(t, d, 100)
}

// TestReadHTMLShan checks that 山, drawn with the glyph of the ligature
// ft in some converted filings, reads as 山 where the letters touch no
// other Latin letter or digit, and maps to the two raw bytes; feet (2ft/,
// 1ft6) and words stay. Lines of FDDC 2018 filings (14879043, 15357478,
// 1033009; see corpus/real/contracts/NOTICE).
func TestReadHTMLShan(t *testing.T) {
	page := "<html><body><div type=\"content\">与徐州市泉ft区人民政府签订了</div>" +
		"<div type=\"content\">ft东龙泉管道工程股份有限公司董事会</div>" +
		"<div type=\"content\">（ft）界段</div>" +
		"<div type=\"content\">规格2ft/1ft6，Microsoft公司</div></body></html>"
	d, err := Read("t.html", []byte(page), ReadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	want := "与徐州市泉山区人民政府签订了\n山东龙泉管道工程股份有限公司董事会\n(山)界段\n规格2ft/1ft6,Microsoft公司"
	if diff := cmp.Diff(want, d.Text); diff != "" {
		t.Errorf("text (-want +got):\n%s", diff)
	}
	i := strings.Index(d.Text, "山区")
	if r := d.RawSpan(normalize.Span{Start: i, End: i + len("山")}); page[r.Start:r.End] != "ft" {
		t.Errorf("山 maps to raw %q", page[r.Start:r.End])
	}
	checkSpans(t, d, 100)
}

// TestReadHTMLCharsets checks how the encoding is chosen, and that a
// charset the bytes contradict is replaced with a warning.
func TestReadHTMLCharsets(t *testing.T) {
	body := "<p>证券代码：601288　证券简称：农业银行</p><p>本次优先股每股票面金额为人民币100元。</p>"
	gbBody, err := simplifiedchinese.GB18030.NewEncoder().String(body)
	if err != nil {
		t.Fatal(err)
	}
	wantText := "证券代码:601288证券简称:农业银行\n本次优先股每股票面金额为人民币100元。"
	cases := []struct {
		name        string
		page        string
		contentType string
		enc         string
		warn        bool
		err         error
	}{
		{"utf-8 meta", `<meta charset="utf-8">` + body, "", EncUTF8, false, nil},
		{"gbk meta", `<meta charset="gbk">` + gbBody, "", EncGBK, false, nil},
		{"gb2312 http-equiv", `<meta http-equiv="Content-Type" content="text/html; charset=gb2312">` + gbBody, "", EncGBK, false, nil},
		{"nothing declared, GB bytes", "<html><body>" + gbBody, "", EncGB18030, false, nil},
		{"nothing declared, UTF-8", "<html><body>" + body, "", EncUTF8, false, nil},
		{"Content-Type header", "<html><body>" + gbBody, "text/html; charset=GBK", EncGBK, false, nil},
		{"meta says utf-8, bytes are GBK", `<meta charset="utf-8">` + gbBody, "", EncGB18030, true, nil},
		{"meta says gbk, bytes are UTF-8", `<meta charset="gbk">` + body, "", EncUTF8, true, nil},
		{"meta says big5, bytes are GBK", `<meta charset="big5">` + gbBody, "", EncGB18030, true, nil},
		{"undecodable", `<meta charset="utf-8"><p>Gesch` + "\xe4ftsbericht \xff</p>", "", "", false, ErrEncoding},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d, err := Read("page.html", []byte(tc.page), ReadOptions{ContentType: tc.contentType})
			if !errors.Is(err, tc.err) {
				t.Fatalf("error %v, want %v", err, tc.err)
			}
			if err != nil {
				if !strings.HasPrefix(err.Error(), "page.html:") {
					t.Errorf("error %q does not name the file", err)
				}
				return
			}
			if d.Encoding != tc.enc {
				t.Errorf("encoding %q, want %q", d.Encoding, tc.enc)
			}
			if d.Text != wantText {
				t.Errorf("text %q", d.Text)
			}
			warned := false
			for _, w := range d.Warnings {
				if w.Code == normalize.WarnEncoding {
					warned = true
					if !strings.Contains(w.Message, "page.html") {
						t.Errorf("warning %q does not name the file", w.Message)
					}
				}
			}
			if warned != tc.warn {
				t.Errorf("encoding warning %v, want %v (%+v)", warned, tc.warn, d.Warnings)
			}
			checkSpans(t, d, 50)
		})
	}
}

// TestReadHTMLDepth checks the nesting limit.
func TestReadHTMLDepth(t *testing.T) {
	deep := strings.Repeat("<div>", 600) + "公告" + strings.Repeat("</div>", 600)
	if _, err := Read("deep.html", []byte(deep), ReadOptions{}); !errors.Is(err, ErrTooDeep) || !strings.HasPrefix(err.Error(), "deep.html:") {
		t.Errorf("error %v, want ErrTooDeep naming the file", err)
	}
	if d, err := Read("deep.html", []byte(deep), ReadOptions{MaxDepth: 1000}); err != nil || d.Text != "公告" {
		t.Errorf("with a higher limit: %v", err)
	}
	// Unclosed paragraphs and list items do not nest.
	flat := "<body>" + strings.Repeat("<p>第一条 本行发行优先股。", 1000)
	if _, err := Read("flat.html", []byte(flat), ReadOptions{}); err != nil {
		t.Errorf("unclosed <p>: %v", err)
	}
}

// TestReadHTMLPositioned checks a converter page: lines sorted by top and
// left, wrapped lines joined, cells at a wide gap separated by a tab.
func TestReadHTMLPositioned(t *testing.T) {
	box := func(top, left int, s string) string {
		return `<p style="position:absolute;top:` + itoa(top) + `px;left:` + itoa(left) + `px;white-space:nowrap" class="ft01">` + s + "</p>\n"
	}
	page := `<html><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"></head><body>` +
		`<div id="page1-div" style="position:relative;width:893px;height:1263px;">` +
		box(144, 108, "本次发行优先股总数不超过4亿股（含），募集资金总额不超过人民币400") + // wrapped mid-sentence
		box(96, 140, "一、本次发行优先股的种类和数量") +
		box(120, 108, "本次发行证券的种类为在境内发行的优先股，每股票面金额为人民币100元，") +
		box(168, 108, "亿元。") +
		box(192, 108, "项目") + box(192, 300, "2013年度") + box(192, 420, "2012年度") +
		box(216, 108, "每10股派息数（元）") + box(216, 300, "4.6") + box(216, 420, "5.7") +
		`</div></body></html>`
	d, err := Read("conv.html", []byte(page), ReadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	want := "一、本次发行优先股的种类和数量\n" +
		"本次发行证券的种类为在境内发行的优先股,每股票面金额为人民币100元,本次发行优先股总数不超过4亿股(含),募集资金总额不超过人民币400亿元。\n" +
		"项目\t2013年度\t2012年度\n" +
		"每10股派息数(元)\t4.6\t5.7"
	if diff := cmp.Diff(want, d.Text); diff != "" {
		t.Errorf("text (-want +got):\n%s", diff)
	}
	if len(d.Tables) != 1 || len(d.Tables[0].Rows) != 2 {
		t.Fatalf("tables %+v", d.Tables)
	}
	checkSpans(t, d, 0)
	// The joined sentence comes from three boxes, the first of them
	// printed after the second in the file: its span is the hull of the
	// three, from the file's first box to its last.
	line := strings.Split(d.Text, "\n")[1]
	at := strings.Index(d.Text, line)
	r := d.RawSpan(normalize.Span{Start: at, End: at + len(line)})
	from := strings.Index(page, "本次发行优先股总数")
	to := strings.Index(page, "亿元。") + len("亿元。")
	if r.Start > from || r.End < to || r.Start > strings.Index(page, "本次发行证券的种类") {
		t.Errorf("sentence maps to %v, want the hull of [%d, %d) and its other box", r, from, to)
	}
}

func itoa(n int) string {
	b := []byte{}
	for {
		b = append([]byte{byte('0' + n%10)}, b...)
		n /= 10
		if n == 0 {
			return string(b)
		}
	}
}

func FuzzReadHTML(f *testing.F) {
	f.Add([]byte(`<meta charset="gbk"><table><tr><td rowspan=3 colspan=2>甲</td><td>乙</table>`))
	f.Add([]byte(`<p style="position:absolute;top:10px;left:5px">第一条</p><p style="position:absolute;top:10px;left:500px">&amp;</p>`))
	f.Add([]byte("<html><body><table><tr><td><table><tr><td>内</td></tr></table>外</td></tr></table>(下转18版)"))
	f.Add([]byte("<p>&#0;&#xD800;&nbsp&notit;</p><pre>a\r\n b</pre>"))
	// A <pre> cell ending in a line break: its span once outran the text
	// trimmed at the end of the page.
	f.Add([]byte("<table><tr><td><pre>甲\n</pre></td></tr><tr><td>乙 </td></tr></table>"))
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := Read("fuzz.html", data, ReadOptions{Format: FormatHTML, MaxDepth: 64})
		if err != nil {
			return
		}
		if d.Map.Len() != len(d.Text) {
			t.Fatalf("map %d, text %d", d.Map.Len(), len(d.Text))
		}
		for i := range len(d.Text) {
			r := d.RawSpan(normalize.Span{Start: i, End: i + 1})
			if r.Start < 0 || r.End > len(d.Raw) || r.Start > r.End {
				t.Fatalf("byte %d maps to %v", i, r)
			}
			// Spans across boxes set out of the file's order too.
			for _, s := range []normalize.Span{{Start: 0, End: i + 1}, {Start: i, End: len(d.Text)}} {
				if r := d.RawSpan(s); r.Start < 0 || r.End > len(d.Raw) || r.Start > r.End {
					t.Fatalf("%v maps to %v", s, r)
				}
			}
		}
		for _, tb := range d.Tables {
			for _, row := range tb.Rows {
				for _, c := range row {
					if c.Span.Start < 0 || c.Span.End > len(d.Text) || c.Span.Start > c.Span.End {
						t.Fatalf("cell span %v", c.Span)
					}
				}
			}
		}
	})
}

// A PDF-to-HTML converter keeps a section's heading in its title
// attribute (FDDC 2018's announcements: <div type="paragraph"
// title="3、采购单位：中国环境监测总站">); the heading is a line of the
// text, mapped back to the attribute's bytes, and the root's title (the
// document's own title, which the body states) is not repeated.
func TestReadHTMLHeadingAttribute(t *testing.T) {
	src := `<html><body><div title="关于中标的公告" type="pdf">` +
		`<div id="SectionCode_2" title="一、中标项目基本情况" type="paragraph">` +
		`<div id="SectionCode_2-1" title="3、采购单位：中国环境监测总站" type="paragraph"></div>` +
		`<div type="content">中标金额：人民币 61,614,000.00 元</div>` +
		`<div title="A&amp;B" type="paragraph"></div>` +
		`</div></div></body></html>`
	d, err := Read("a.html", []byte(src), ReadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	// The single spaces the conversion put between the Chinese and the
	// figure are folded away (normalize.Fold).
	want := "一、中标项目基本情况\n3、采购单位:中国环境监测总站\n中标金额:人民币61,614,000.00元\nA&B"
	if got := strings.TrimSpace(d.Text); got != want {
		t.Fatalf("text:\n%s\nwant:\n%s", got, want)
	}
	i := strings.Index(d.Text, "中国环境监测总站")
	sp := normalize.Span{Start: i, End: i + len("中国环境监测总站")}
	if got := d.SourceText(sp); got != "中国环境监测总站" {
		t.Errorf("source of the heading's name: %q", got)
	}
	if r := d.RawSpan(sp); !strings.HasPrefix(src[r.Start:], "中国环境监测总站\"") {
		t.Errorf("raw span %v does not point into the title attribute", r)
	}
}

// TestReadHTMLDocumentTitle: the root element's title attribute of a
// converted filing (FDDC 2018) is kept apart from the text as the
// document's declared title, its span in the raw bytes, in UTF-8 and in
// GBK alike.
func TestReadHTMLDocumentTitle(t *testing.T) {
	src := `<html><head></head><body><div title="永鼎股份特别重大合同生效公告" type="pdf">` + "\n" +
		` <div id="SectionCode_1" type="paragraph">` + "\n" +
		`  <div type="content">` + "\n" + `   证券代码: 600105              证券简称: 永鼎股份         公告编号：临 2014-005` + "\n" + `  </div>` + "\n" +
		` </div></div></body></html>`
	gbk, err := simplifiedchinese.GBK.NewEncoder().String(strings.Replace(src, "<head></head>", `<head><meta charset="gbk"></head>`, 1))
	if err != nil {
		t.Fatal(err)
	}
	for name, raw := range map[string][]byte{"utf-8": []byte(src), "gbk": []byte(gbk)} {
		d, err := Read("a.html", raw, ReadOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if d.Title != "永鼎股份特别重大合同生效公告" {
			t.Errorf("%s: title %q", name, d.Title)
		}
		got, _ := simplifiedchinese.GBK.NewDecoder().String(string(raw[d.TitleSpan.Start:d.TitleSpan.End]))
		if name == "utf-8" {
			got = string(raw[d.TitleSpan.Start:d.TitleSpan.End])
		}
		if got != "永鼎股份特别重大合同生效公告" {
			t.Errorf("%s: title span holds %q", name, got)
		}
		if strings.Contains(d.Text, "特别重大合同生效公告") {
			t.Errorf("%s: the declared title is written into the text", name)
		}
	}
	d, err := Read("b.html", []byte(`<html><body><div type="content">公告</div></body></html>`), ReadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if d.Title != "" {
		t.Errorf("a page without the attribute has title %q", d.Title)
	}
}
