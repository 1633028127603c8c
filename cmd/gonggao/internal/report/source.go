package report

import (
	"bytes"
	"html"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/simplifiedchinese"
	xunicode "golang.org/x/text/encoding/unicode"

	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/normalize"
)

// layer is the text the page shows and how raw spans land in it.
//
// Text and PDF inputs are shown as their raw source: the input file for
// text (decoded from its encoding), the extracted text layer for PDF, in
// which every output span already points, so a highlight covers exactly
// the bytes its value's text came from. HTML input is shown as the
// normalised text (Doc.Text) — the markup-free text layer the extractors
// read — and each raw span is carried into it with the offset map's
// ForwardSpan; a highlight there shows the folded form of its text.
type layer struct {
	src    []byte // the bytes offsets point into
	enc    string // how to decode src ("" for UTF-8)
	folded bool   // src is Doc.Text, spans are mapped forward
	doc    *normalize.Doc
	pages  []pageMark
	gone   []normalize.Span // raw runs the normaliser removed (page furniture, continuation marks)
}

// pageMark is where a page starts, in layer offsets.
type pageMark struct {
	at     int
	number int
}

func newLayer(d *normalize.Doc) *layer {
	l := &layer{doc: d}
	if d.Format == "html" {
		l.src, l.folded = []byte(d.Text), true
		for _, p := range d.Pages {
			l.pages = append(l.pages, pageMark{at: p.Span.Start, number: p.Number})
		}
		return l
	}
	l.src = d.Raw
	switch d.Encoding {
	case "gb18030", "gbk", "gb2312", "utf-16le", "utf-16be":
		l.enc = d.Encoding
	}
	for _, p := range d.Pages {
		l.pages = append(l.pages, pageMark{at: d.RawSpan(p.Span).Start, number: p.Number})
	}
	l.gone = removedRuns(d)
	return l
}

// removedRuns returns the runs of raw bytes that no byte of Doc.Text comes
// from and that hold more than white space: page numbers, running heads
// and continuation marks the normaliser took out. The page shows them
// greyed, and leaves them out when it compares a highlight with a value's
// text taken from the normalised text.
func removedRuns(d *normalize.Doc) []normalize.Span {
	if d.Map == nil || len(d.Raw) == 0 {
		return nil
	}
	covered := make([]bool, len(d.Raw))
	for i := 0; i < len(d.Text); i++ {
		r := d.Map.Source(normalize.Span{Start: i, End: i + 1})
		for j := max(r.Start, 0); j < r.End && j < len(covered); j++ {
			covered[j] = true
		}
	}
	var out []normalize.Span
	for i := 0; i < len(covered); {
		if covered[i] {
			i++
			continue
		}
		j := i
		for j < len(covered) && !covered[j] {
			j++
		}
		if len(bytes.TrimSpace(d.Raw[i:j])) > 0 {
			// Start and end on the text's own line: trim the white space
			// around the run.
			a, b := i, j
			for a < b && isSpaceByte(d.Raw[a]) {
				a++
			}
			for b > a && isSpaceByte(d.Raw[b-1]) {
				b--
			}
			out = append(out, normalize.Span{Start: a, End: b})
		}
		i = j
	}
	return out
}

func isSpaceByte(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' }

// span returns where a raw span lands in the layer, and false when it
// lands nowhere (an empty or out-of-range span).
func (l *layer) span(start, end int) (int, int, bool) {
	if start < 0 || end <= start || end > len(l.doc.Raw) {
		return 0, 0, false
	}
	if l.folded {
		if l.doc.Map != nil {
			s := l.doc.Map.ForwardSpan(normalize.Span{Start: start, End: end})
			start, end = s.Start, s.End
		}
		if end > len(l.src) {
			end = len(l.src)
		}
	}
	if l.enc == "" {
		// Keep highlights on rune boundaries.
		for start > 0 && start < len(l.src) && !utf8.RuneStart(l.src[start]) {
			start--
		}
		for end < len(l.src) && !utf8.RuneStart(l.src[end]) {
			end++
		}
	}
	if end <= start {
		return 0, 0, false
	}
	return start, end, true
}

// text decodes src[a:b].
func (l *layer) text(a, b int) string {
	raw := l.src[a:b]
	var out []byte
	var err error
	switch l.enc {
	case "gb18030", "gbk", "gb2312":
		out, err = simplifiedchinese.GB18030.NewDecoder().Bytes(raw)
	case "utf-16le":
		out, err = xunicode.UTF16(xunicode.LittleEndian, xunicode.IgnoreBOM).NewDecoder().Bytes(raw)
	case "utf-16be":
		out, err = xunicode.UTF16(xunicode.BigEndian, xunicode.IgnoreBOM).NewDecoder().Bytes(raw)
	default:
		out = raw
	}
	if err != nil {
		out = raw
	}
	s := string(out)
	if a == 0 {
		s = strings.TrimPrefix(s, "\uFEFF")
	}
	return strings.ToValidUTF8(s, "\uFFFD")
}

// mark is one highlight: a field's span in layer offsets.
type mark struct {
	f          *field
	start, end int
	block      bool // a long span (an article, a row): underlined, not filled
}

// blockLen is the span length from which a highlight is drawn as an
// underline rather than a fill, so that articles and table rows do not
// drown the values inside them.
const blockLen = 160

// render writes the layer as HTML with the marks nested in it. Marks are
// opened in order of start, longer first, then by field number; a mark
// that crosses the end of one opened inside it is closed there and
// reopened after (the pieces share data-n), so the output is always well
// nested and the same for the same input.
func (l *layer) render(marks []mark) string {
	sort.SliceStable(marks, func(i, j int) bool {
		a, b := marks[i], marks[j]
		if a.start != b.start {
			return a.start < b.start
		}
		if a.end != b.end {
			return a.end > b.end
		}
		return a.f.n < b.f.n
	})
	cuts := map[int]bool{0: true, len(l.src): true}
	for _, m := range marks {
		cuts[m.start], cuts[m.end] = true, true
	}
	goneAt := map[int]int{} // start → end of a removed run
	if l.enc == "" {
		for _, g := range l.gone {
			cuts[g.Start], cuts[g.End] = true, true
			goneAt[g.Start] = g.End
		}
	}
	pagesAt := map[int][]int{}
	for _, p := range l.pages {
		at := min(max(p.at, 0), len(l.src))
		cuts[at] = true
		pagesAt[at] = append(pagesAt[at], p.number)
	}
	points := make([]int, 0, len(cuts))
	for p := range cuts {
		points = append(points, p)
	}
	sort.Ints(points)

	var b strings.Builder
	var stack []*mark
	opened := map[int]bool{} // field numbers whose first piece is out
	open := func(m *mark) {
		cls := "v"
		if m.block {
			cls = "c"
		}
		b.WriteString(`<mark class="` + cls + `" data-n="` + strconv.Itoa(m.f.n) + `" data-field="` + html.EscapeString(m.f.path) + `"`)
		if !opened[m.f.n] {
			opened[m.f.n] = true
			b.WriteString(` id="m` + strconv.Itoa(m.f.n) + `" title="` + html.EscapeString(m.f.path+" = "+m.f.value) + `">`)
			b.WriteString(`<a class="go" href="#f` + strconv.Itoa(m.f.n) + `" aria-label="` + html.EscapeString(m.f.path) + `"></a>`)
			return
		}
		b.WriteString(` data-cont="1">`)
	}
	next := 0
	goneEnd := -1
	for pi, p := range points {
		if e, ok := goneAt[p]; ok {
			goneEnd = e
		}
		// Close the marks ending here, reopening those above them.
		var reopen []*mark
		for {
			ends := false
			for _, m := range stack {
				if m.end <= p {
					ends = true
					break
				}
			}
			if !ends {
				break
			}
			top := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			b.WriteString("</mark>")
			if top.end > p {
				reopen = append(reopen, top)
			}
		}
		for _, n := range pagesAt[p] {
			b.WriteString(`<span class="page" id="page` + strconv.Itoa(n) + `" data-page="` + strconv.Itoa(n) + `"></span>`)
		}
		for i := len(reopen) - 1; i >= 0; i-- {
			open(reopen[i])
			stack = append(stack, reopen[i])
		}
		for next < len(marks) && marks[next].start == p {
			open(&marks[next])
			stack = append(stack, &marks[next])
			next++
		}
		if pi+1 < len(points) {
			t := html.EscapeString(l.text(p, points[pi+1]))
			if p < goneEnd {
				t = `<span class="gone">` + t + `</span>`
			}
			b.WriteString(t)
		}
	}
	for range stack {
		b.WriteString("</mark>")
	}
	return b.String()
}

// tagRE matches an HTML tag (not a bracketed Chinese title such as
// <中国光大银行股份有限公司章程>, which a decoded text may hold).
var tagRE = lazyre.New(`</?[A-Za-z][^<>]*>`)

// expected returns the text a field's highlight must show: the field's
// source text; for the normalised layer of an HTML input, without markup,
// with entities decoded and folded as the layer is (the page compares it to
// the highlight as it is, then with both sides folded).
func (l *layer) expected(f *field) string {
	if !l.folded {
		return f.text
	}
	folded, _ := normalize.Fold(html.UnescapeString(tagRE.ReplaceAllString(f.text, "")))
	return folded
}
