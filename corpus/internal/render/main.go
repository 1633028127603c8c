// Command render writes the HTML renderings of the seed announcements
// that the corpus bundles next to them:
//
//   - <base>.html: UTF-8 HTML, paragraphs as <p>, the text tables (tab rows
//     and '|' rows) as <table> with a colspan where a heading spans the
//     table or trailing cells are empty;
//   - <base>.gbk.html: the same page in GBK, declared by <meta charset="gbk">
//     (a character GBK lacks is written as a character reference);
//   - <base>.positioned.html, for the seeds named with -positioned: a page as
//     PDF-to-HTML converters write it, one absolutely positioned <p> per
//     visual line at a fixed line height, paragraphs wrapped every 38
//     characters and table cells placed side by side on their row.
//
// Usage: render -out DIR [-positioned 002,003] SEED.txt...
//
// The output depends only on the input: rerunning it changes nothing.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"html"
	"os"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/simplifiedchinese"

	"github.com/gonggao/gonggao/normalize"
)

func main() {
	out := flag.String("out", "corpus", "directory to write the renderings into")
	positioned := flag.String("positioned", "002,003", "comma-separated seed prefixes that also get a converter-style page")
	flag.Parse()
	pos := map[string]bool{}
	for _, p := range strings.Split(*positioned, ",") {
		pos[strings.TrimSpace(p)] = true
	}
	for _, path := range flag.Args() {
		if err := render(path, *out, pos); err != nil {
			fmt.Fprintln(os.Stderr, "render:", err)
			os.Exit(1)
		}
	}
}

func render(path, out string, positioned map[string]bool) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if !utf8.Valid(data) {
		return fmt.Errorf("%s: not UTF-8", path)
	}
	text := string(data)
	base := strings.TrimSuffix(filepath.Base(path), ".txt")
	blocks := split(text)
	page := pageHTML(base, "utf-8", blocks)
	if err := os.WriteFile(filepath.Join(out, base+".html"), []byte(page), 0o644); err != nil {
		return err
	}
	gbk, err := toGBK(pageHTML(base, "gbk", blocks))
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if err := os.WriteFile(filepath.Join(out, base+".gbk.html"), gbk, 0o644); err != nil {
		return err
	}
	prefix, _, _ := strings.Cut(base, "_")
	if positioned[prefix] {
		if err := os.WriteFile(filepath.Join(out, base+".positioned.html"), []byte(positionedHTML(base, blocks)), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// block is a paragraph (one line of the text) or a table.
type block struct {
	para  string
	table *normalize.Table
	pipe  bool
}

// split cuts the text into paragraphs and the tables TextTables finds.
func split(text string) []block {
	tables := normalize.TextTables(text)
	var out []block
	ti := 0
	for _, ln := range normalize.SplitLines(text, 0) {
		if ti < len(tables) && ln.Span.Start >= tables[ti].Span.Start {
			if ln.Span.End <= tables[ti].Span.End {
				if ln.Span.End == tables[ti].Span.End {
					t := tables[ti]
					out = append(out, block{table: &t, pipe: strings.HasPrefix(strings.TrimSpace(ln.Text), "|")})
					ti++
				}
				continue
			}
		}
		if s := strings.TrimRight(ln.Text, " \r"); strings.TrimSpace(s) != "" {
			out = append(out, block{para: s})
		}
	}
	return out
}

func pageHTML(title, charset string, blocks []block) string {
	var b strings.Builder
	fmt.Fprintf(&b, "<!DOCTYPE html>\n<html lang=\"zh-CN\">\n<head>\n<meta charset=\"%s\">\n<title>%s</title>\n", charset, html.EscapeString(title))
	b.WriteString("<style>table{border-collapse:collapse}td,th{border:1px solid #999;padding:2px 4px;vertical-align:top}</style>\n</head>\n<body>\n")
	for _, bl := range blocks {
		if bl.table == nil {
			fmt.Fprintf(&b, "<p>%s</p>\n", html.EscapeString(bl.para))
			continue
		}
		writeTable(&b, bl)
	}
	b.WriteString("</body>\n</html>\n")
	return b.String()
}

// writeTable writes a text table as HTML. A one-cell row (a chapter
// heading standing between the rows) spans the table; trailing empty cells
// of a '|' row merge into one cell with a colspan.
func writeTable(b *strings.Builder, bl block) {
	width := 0
	for _, r := range bl.table.Rows {
		width = max(width, len(r))
	}
	b.WriteString("<table>\n")
	for ri, r := range bl.table.Rows {
		tag := "td"
		if ri == 0 {
			tag = "th"
		}
		b.WriteString("<tr>")
		if len(r) == 1 && width > 1 {
			fmt.Fprintf(b, "<%s colspan=\"%d\">%s</%s>", tag, width, html.EscapeString(r[0].Text), tag)
			b.WriteString("</tr>\n")
			continue
		}
		cells := r
		empties := 0
		if bl.pipe {
			for empties < len(cells)-1 && cells[len(cells)-1-empties].Text == "" {
				empties++
			}
			cells = cells[:len(cells)-empties]
		}
		for _, c := range cells {
			fmt.Fprintf(b, "<%s>%s</%s>", tag, html.EscapeString(c.Text), tag)
		}
		switch {
		case empties > 1:
			fmt.Fprintf(b, "<%s colspan=\"%d\"></%s>", tag, empties, tag)
		case empties == 1:
			fmt.Fprintf(b, "<%s></%s>", tag, tag)
		}
		b.WriteString("</tr>\n")
	}
	b.WriteString("</table>\n")
}

// toGBK encodes a page in GBK; a character GBK lacks becomes a numeric
// character reference, as a GBK page would write it.
func toGBK(page string) ([]byte, error) {
	enc := simplifiedchinese.GBK.NewEncoder()
	var out bytes.Buffer
	for _, r := range page {
		s := string(r)
		if r < utf8.RuneSelf {
			out.WriteString(s)
			continue
		}
		b, err := enc.Bytes([]byte(s))
		if err != nil {
			fmt.Fprintf(&out, "&#%d;", r)
			continue
		}
		out.Write(b)
	}
	return out.Bytes(), nil
}

// Converter page geometry, in pixels.
const (
	lineHeight   = 24
	fontSize     = 16
	marginLeft   = 108
	marginTop    = 96
	linesPerPage = 44
	wrapAt       = 38 // full-width characters per line; ASCII counts half
	cellGap      = 24
)

// positionedHTML writes the page as a PDF-to-HTML converter would.
func positionedHTML(title string, blocks []block) string {
	type vline struct {
		cells []string
		lefts []int
	}
	var lines []vline
	for _, bl := range blocks {
		if bl.table == nil {
			for i, part := range wrap(bl.para) {
				left := marginLeft
				if i == 0 && !strings.HasPrefix(bl.para, articleMark) {
					left += 2 * fontSize
				}
				lines = append(lines, vline{cells: []string{part}, lefts: []int{left}})
			}
			continue
		}
		var colW []int
		for _, r := range bl.table.Rows {
			for ci, c := range r {
				for len(colW) <= ci {
					colW = append(colW, 0)
				}
				colW[ci] = max(colW[ci], utf8.RuneCountInString(c.Text)*fontSize)
			}
		}
		for _, r := range bl.table.Rows {
			var l vline
			x := marginLeft
			for ci, c := range r {
				if c.Text != "" {
					l.cells = append(l.cells, c.Text)
					l.lefts = append(l.lefts, x)
				}
				x += colW[ci] + cellGap + 2*fontSize
			}
			if len(l.cells) > 0 {
				lines = append(lines, l)
			}
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "<!DOCTYPE html>\n<html>\n<head>\n<meta http-equiv=\"Content-Type\" content=\"text/html; charset=UTF-8\">\n<title>%s</title>\n", html.EscapeString(title))
	fmt.Fprintf(&b, "<style type=\"text/css\">\n.ft01{font-size:%dpx;font-family:SimSun;color:#000000;}\n</style>\n</head>\n<body bgcolor=\"#A0A0A0\" vlink=\"blue\" link=\"blue\">\n", fontSize)
	for i, l := range lines {
		n := i % linesPerPage
		if n == 0 {
			if i > 0 {
				b.WriteString("</div>\n")
			}
			p := i/linesPerPage + 1
			fmt.Fprintf(&b, "<a name=\"%d\"></a>\n<div id=\"page%d-div\" style=\"position:relative;width:893px;height:1263px;\">\n", p, p)
		}
		top := marginTop + n*lineHeight
		for k, c := range l.cells {
			fmt.Fprintf(&b, "<p style=\"position:absolute;top:%dpx;left:%dpx;white-space:nowrap\" class=\"ft01\">%s</p>\n", top, l.lefts[k], html.EscapeString(c))
		}
	}
	if len(lines) > 0 {
		b.WriteString("</div>\n")
	}
	b.WriteString("</body>\n</html>\n")
	return b.String()
}

// wrap breaks a paragraph into lines of wrapAt full-width characters, an
// ASCII character taking half the width, as a PDF line is set.
func wrap(s string) []string {
	var out []string
	width, start := 0, 0
	for i, r := range s {
		w := 2
		if r < utf8.RuneSelf {
			w = 1
		}
		if width+w > 2*wrapAt {
			out = append(out, s[start:i])
			start, width = i, 0
		}
		width += w
	}
	return append(out, s[start:])
}

// articleMark opens an article of a rule book (第一条 …), which is set
// without the first-line indent of a paragraph.
const articleMark = "第"
