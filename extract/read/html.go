package read

import (
	"bytes"
	"fmt"
	"html"
	"strconv"
	"strings"
	"unicode/utf8"

	xhtml "golang.org/x/net/html"
	"golang.org/x/net/html/charset"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/simplifiedchinese"

	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/normalize"
)

// readHTML reads an HTML announcement. The text keeps the block structure
// as line breaks, tables become cell grids (rowspan and colspan expanded)
// and are also written into the text as tab-separated rows, and pages made
// by PDF-to-HTML converters (one absolutely positioned box per visual line)
// are read back into lines. Every byte of the text maps to the raw bytes of
// the text node it came from; an entity maps to the whole entity, and an
// inserted line break or tab to an empty range at its tag.
func readHTML(path string, data []byte, opts ReadOptions) (normalize.Layer, error) {
	dec, err := decodeHTML(path, data, opts.ContentType)
	if err != nil {
		return normalize.Layer{}, err
	}
	maxDepth := opts.MaxDepth
	if maxDepth <= 0 {
		maxDepth = DefaultMaxDepth
	}
	r := &htmlReader{
		path:     path,
		src:      dec.text,
		main:     normalize.NewBuilder(len(dec.text), len(dec.text)/2),
		maxDepth: maxDepth,
	}
	r.classSize = classFontSizes(dec.text)
	if err := r.walk(); err != nil {
		return normalize.Layer{}, err
	}
	text, m, tables, pages := r.finish()
	if dec.m != nil {
		m = m.Compose(dec.m)
	}
	l := normalize.Layer{
		Path:     path,
		Format:   FormatHTML,
		Encoding: dec.name,
		Raw:      data,
		Text:     text,
		Map:      m,
		Tables:   tables,
		Pages:    pages,
	}
	if r.title != "" {
		l.Title, l.TitleSpan = r.title, r.titleSpan
		if dec.m != nil {
			l.TitleSpan = dec.m.Source(r.titleSpan)
		}
	}
	for _, w := range dec.warnings {
		l.Warnings = append(l.Warnings, normalize.Warning{Code: normalize.WarnEncoding, Message: path + ": " + w})
	}
	return l, nil
}

// decoded is HTML bytes decoded to UTF-8 with the map back to the bytes.
type decoded struct {
	text     string
	m        *normalize.OffsetMap // nil when text is the input itself
	name     string
	warnings []string
}

// metaCharset finds a charset declared in a meta tag:
// <meta charset="gbk">, <meta http-equiv="Content-Type" content="text/html; charset=gb2312">.
var metaCharset = lazyre.New(`(?i)<meta[^>]*?charset\s*=\s*["']?\s*([A-Za-z0-9_.:\-]+)`)

// decodeHTML picks the encoding of an HTML page: a byte-order mark, the
// caller's Content-Type, a meta tag, and GB18030 when the bytes are not
// UTF-8 and nothing is declared. A declared charset the bytes contradict is
// replaced by the encoding that decodes them, with a warning.
func decodeHTML(path string, data []byte, contentType string) (decoded, error) {
	if bytes.HasPrefix(data, bomUTF8) || bytes.HasPrefix(data, bomUTF16LE) || bytes.HasPrefix(data, bomUTF16BE) {
		t, m, enc, err := decodeText(path, data)
		return decoded{text: t, m: m, name: enc}, err
	}
	declared, source := "", ""
	if contentType != "" {
		if i := normalize.Index(strings.ToLower(contentType), "charset="); i >= 0 {
			declared = strings.Trim(contentType[i+len("charset="):], ` "';`)
			if j := strings.IndexAny(declared, " ;\"'"); j >= 0 {
				declared = declared[:j]
			}
			source = "the Content-Type"
		}
	}
	if declared == "" {
		if m := metaCharset.FindSubmatch(data[:min(len(data), 4096)]); m != nil {
			declared, source = string(m[1]), "the meta tag"
		}
	}
	utf8Bad := invalidUTF8(data)
	asUTF8 := func() decoded { return decoded{text: string(data), name: EncUTF8} }
	asGB := func() (decoded, int) {
		t, m, bad := decodeMapped(data, simplifiedchinese.GB18030, 0, true)
		return decoded{text: t, m: m, name: EncGB18030}, bad
	}
	var enc encoding.Encoding
	name := ""
	if declared != "" {
		enc, name = charset.Lookup(declared)
		if enc == nil {
			name = ""
		}
	}
	switch {
	case name == "":
		if declared != "" && utf8Bad >= 0 {
			// An unknown charset name: decode as if nothing were declared.
			if d, bad := asGB(); bad < 0 {
				d.warnings = []string{fmt.Sprintf("unknown charset %q in %s; the bytes decode as GB18030", declared, source)}
				return d, nil
			}
		}
		if utf8Bad < 0 {
			return asUTF8(), nil
		}
		if d, bad := asGB(); bad < 0 {
			return d, nil
		} else {
			return decoded{}, fmt.Errorf("%s:%d: %w: no charset declared, and byte %d is neither UTF-8 nor GB18030 (byte %d)", path, lineAt(data, max(bad, utf8Bad)), ErrEncoding, utf8Bad, bad)
		}
	case name == "utf-8":
		if utf8Bad < 0 {
			return asUTF8(), nil
		}
		if d, bad := asGB(); bad < 0 && mostlyCJK(d.text) {
			d.warnings = []string{fmt.Sprintf("%s declares utf-8 but byte %d (line %d) is not UTF-8; the bytes decode as GB18030", source, utf8Bad, lineAt(data, utf8Bad))}
			return d, nil
		}
		return decoded{}, fmt.Errorf("%s:%d: %w: %s declares utf-8 but byte %d is not UTF-8, nor GB18030", path, lineAt(data, utf8Bad), ErrEncoding, source, utf8Bad)
	}
	// A declared legacy charset. Text in a legacy charset is hardly ever
	// valid UTF-8 with non-ASCII bytes, so such bytes are UTF-8.
	if utf8Bad < 0 && hasNonASCII(data) {
		d := asUTF8()
		d.warnings = []string{fmt.Sprintf("%s declares %s but the bytes are UTF-8", source, declared)}
		return d, nil
	}
	gbFamily := name == "gbk" || name == "gb18030" || name == "gb2312"
	if gbFamily {
		// GB18030 is a superset of GBK and GB2312: pages declaring either
		// often use characters beyond them.
		enc = simplifiedchinese.GB18030
	}
	t, m, bad := decodeMapped(data, enc, 0, asciiCompatible(name))
	if bad < 0 {
		if gbFamily && name != "gb18030" {
			name = EncGBK
		}
		return decoded{text: t, m: m, name: name}, nil
	}
	if !gbFamily {
		if d, gbBad := asGB(); gbBad < 0 && mostlyCJK(d.text) {
			d.warnings = []string{fmt.Sprintf("%s declares %s but byte %d (line %d) is not %s; the bytes decode as GB18030", source, declared, bad, lineAt(data, bad), declared)}
			return d, nil
		}
	}
	return decoded{}, fmt.Errorf("%s:%d: %w: %s declares %s but byte %d is not %s, nor UTF-8", path, lineAt(data, bad), ErrEncoding, source, declared, bad, declared)
}

func hasNonASCII(b []byte) bool {
	for _, c := range b {
		if c >= utf8.RuneSelf {
			return true
		}
	}
	return false
}

// asciiCompatible reports whether ASCII bytes stand for themselves in the
// named charset.
func asciiCompatible(name string) bool {
	return !strings.HasPrefix(name, "utf-16") && name != "iso-2022-jp" && name != "hz-gb-2312"
}

// Element classes.
var (
	// blockTags end a line before and after them.
	blockTags = setOf("p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "li", "ul", "ol", "dl", "dt", "dd",
		"tr", "table", "section", "article", "header", "footer", "blockquote", "pre", "hr", "center",
		"address", "caption", "form", "nav", "aside", "main", "figure", "figcaption", "body", "html", "tbody", "thead", "tfoot")
	// skipTags hold no announcement text.
	skipTags = setOf("script", "style", "head", "title", "noscript", "template", "object", "svg", "select")
	// headTags may stand in <head>; any other start tag ends it.
	headTags = setOf("meta", "link", "base", "title", "script", "style", "noscript", "template", "head")
	// voidTags have no end tag.
	voidTags = setOf("br", "hr", "img", "meta", "link", "input", "col", "area", "base", "wbr", "source", "embed", "param", "track", "keygen")
)

func setOf(names ...string) map[string]bool {
	m := make(map[string]bool, len(names))
	for _, n := range names {
		m[n] = true
	}
	return m
}

// htmlReader walks the tokens of one decoded page.
type htmlReader struct {
	path      string
	src       string
	main      *normalize.Builder
	maxDepth  int
	at        int            // decoded offset of the current token
	classSize map[string]int // font sizes the style sheet gives classes

	stack  []*element
	skip   int
	pre    int
	tables []*htmlTable // open tables, innermost last
	frag   *fragment    // the open positioned box

	frags       []*fragment
	pageNo      int
	pageSeen    bool
	done        []doneTable // tables written into main, in main offsets
	pageMarkers []int       // main offsets where a converter page starts

	title     string         // the root element's title attribute (documentTitle)
	titleSpan normalize.Span // its value, in decoded offsets
}

type element struct {
	name  string
	table *htmlTable // the table this element opened
	frag  *fragment  // the positioned box this element opened
	skip  bool
	pre   bool
}

type htmlTable struct {
	at      int
	rows    []*htmlRow
	caption *normalize.Builder
	inCap   bool
	cur     *htmlCell
	nested  bool // written flat into the enclosing cell
}

type htmlRow struct {
	at    int
	cells []*htmlCell
}

type htmlCell struct {
	at               int
	b                *normalize.Builder
	rowspan, colspan int
}

type doneTable struct {
	t normalize.Table
}

// fragment is one absolutely positioned box of a converter page. Positions
// are in hundredths of a CSS pixel.
type fragment struct {
	page, top, left, width, size int
	order                        int
	b                            *normalize.Builder
}

func (r *htmlReader) newBuilder() *normalize.Builder { return normalize.NewBuilder(len(r.src), 64) }

// walk tokenises the page and writes its text.
func (r *htmlReader) walk() error {
	z := xhtml.NewTokenizerFragment(strings.NewReader(r.src), "")
	pos := 0
	for {
		tt := z.Next()
		raw := z.Raw()
		at := pos
		r.at = at
		pos += len(raw)
		switch tt {
		case xhtml.ErrorToken:
			r.at = len(r.src)
			for len(r.stack) > 0 {
				r.pop()
			}
			return nil
		case xhtml.TextToken:
			if r.skip > 0 {
				continue
			}
			r.text(string(raw), at)
		case xhtml.StartTagToken, xhtml.SelfClosingTagToken:
			name, hasAttr := z.TagName()
			n := string(name)
			attrs := map[string]string{}
			for hasAttr {
				var k, v []byte
				k, v, hasAttr = z.TagAttr()
				if _, ok := attrs[string(k)]; !ok {
					attrs[string(k)] = string(v)
				}
			}
			if err := r.start(n, attrs, at, tt == xhtml.SelfClosingTagToken); err != nil {
				return err
			}
			r.headingAttr(n, attrs, string(raw), at)
			r.documentTitle(n, attrs, string(raw), at)
		case xhtml.EndTagToken:
			name, _ := z.TagName()
			r.end(string(name), at)
		}
	}
}

// writer returns where text goes now, and whether line breaks become
// spaces there (inside a cell or a positioned box). It returns nil between
// the cells of a table.
func (r *htmlReader) writer() (*normalize.Builder, bool) {
	if r.frag != nil {
		return r.frag.b, true
	}
	if n := len(r.tables); n > 0 {
		t := r.tables[n-1]
		if t.inCap {
			return t.caption, true
		}
		if t.cur != nil {
			return t.cur.b, true
		}
		return nil, true
	}
	return r.main, false
}

// text writes a text token found at decoded offset at.
func (r *htmlReader) text(raw string, at int) {
	w, inline := r.writer()
	if w == nil {
		if strings.TrimSpace(raw) == "" {
			return
		}
		// Text between cells: give it a cell of its own.
		t := r.tables[len(r.tables)-1]
		if len(t.rows) == 0 {
			t.rows = append(t.rows, &htmlRow{at: at})
		}
		row := t.rows[len(t.rows)-1]
		t.cur = &htmlCell{at: at, b: r.newBuilder(), rowspan: 1, colspan: 1}
		row.cells = append(row.cells, t.cur)
		w = t.cur.b
	}
	pre := r.pre > 0 && !inline // a cell or a box stays on one line
	for i := 0; i < len(raw); {
		c := raw[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f':
			j := i
			for j < len(raw) && strings.IndexByte(" \t\n\r\f", raw[j]) >= 0 {
				j++
			}
			if pre {
				for k := i; k < j; k++ {
					if raw[k] != '\r' {
						w.Copy(raw[k:k+1], at+k)
					}
				}
			} else if last := w.LastRune(); w.Len() > 0 && last != ' ' && last != '\n' && last != '\t' {
				w.Copy(" ", at+i)
			}
			i = j
		case c == '&':
			j := i + 1
			for j < len(raw) && j-i < 40 && (isAlnum(raw[j]) || raw[j] == '#') {
				j++
			}
			if j < len(raw) && raw[j] == ';' {
				j++
			}
			ent := raw[i:j]
			if s := html.UnescapeString(ent); s != ent && j > i+1 {
				s = strings.ToValidUTF8(strings.ReplaceAll(s, "\x00", "\uFFFD"), "\uFFFD")
				w.Replace(s, at+i, at+j)
				i = j
				continue
			}
			w.Copy("&", at+i)
			i++
		default:
			_, size := utf8.DecodeRuneInString(raw[i:])
			if c == 'f' && shanAt(raw, i, w.LastRune()) {
				w.Replace(shan, at+i, at+i+2)
				i += 2
				continue
			}
			if c == 0 {
				w.Replace("\uFFFD", at+i, at+i+1)
			} else {
				w.Copy(raw[i:i+size], at+i)
			}
			i += size
		}
	}
}

// shan is the character a font of the filings draws with the glyph of the
// ligature ft (黄ft市 for 黄山市, see shanAt).
const shan = "山"

// shanAt reports whether the "ft" at raw[i:] is the character 山 as a
// PDF-to-HTML conversion wrote it: a font of the filings draws 山 with the
// glyph of the Latin ligature ft, so the text layer reads 黄ft市, 泉ft区,
// ft东龙泉管道, 克(ft)界段. Letters ft standing for 山 touch no other Latin
// letter or digit (2ft/, 1ft6 and Microsoft are feet or words) and stand
// next to a character that is not ASCII on at least one side. prev is the
// rune written before raw when i is 0.
func shanAt(raw string, i int, prev rune) bool {
	if !strings.HasPrefix(raw[i:], "ft") {
		return false
	}
	if i > 0 {
		prev, _ = utf8.DecodeLastRuneInString(raw[:i])
	}
	next, _ := utf8.DecodeRuneInString(raw[i+2:])
	asciiAlnum := func(r rune) bool { return r < utf8.RuneSelf && isAlnum(byte(r)) }
	if asciiAlnum(prev) || next != utf8.RuneError && asciiAlnum(next) {
		return false
	}
	return prev >= utf8.RuneSelf || next >= utf8.RuneSelf && next != utf8.RuneError
}

// headingAttr writes the heading that a PDF-to-HTML converter keeps in a
// section's title attribute, not in its text: <div type="paragraph"
// title="3、采购单位：中国环境监测总站">. The heading becomes a line of its
// own, mapped to the attribute's bytes. The root element's title (the
// document's title, type="pdf") is not written: the body states it.
func (r *htmlReader) headingAttr(name string, attrs map[string]string, raw string, at int) {
	if name != "div" || attrs["type"] != "paragraph" || strings.TrimSpace(attrs["title"]) == "" || r.skip > 0 {
		return
	}
	i := strings.Index(raw, "title=")
	if i < 0 || i+6 >= len(raw) {
		return
	}
	i += 6
	q := raw[i]
	if q != '"' && q != '\'' {
		return
	}
	j := strings.IndexByte(raw[i+1:], q)
	if j < 0 {
		return
	}
	r.lineBreak(at)
	r.text(raw[i+1:i+1+j], at+i+1)
	r.lineBreak(at + i + 1 + j)
}

// documentTitle keeps the document's title that a PDF-to-HTML converter
// puts in the root element's title attribute (<div title="永鼎股份特别重大合
// 同生效公告" type="pdf">, FDDC 2018's converted filings): the short name
// and the title, as the exchange lists the filing. It is not written into
// the text; the first such element counts.
func (r *htmlReader) documentTitle(name string, attrs map[string]string, raw string, at int) {
	if name != "div" || attrs["type"] != "pdf" || r.title != "" || strings.TrimSpace(attrs["title"]) == "" {
		return
	}
	i := strings.Index(raw, "title=")
	if i < 0 || i+6 >= len(raw) {
		return
	}
	i += 6
	q := raw[i]
	if q != '"' && q != '\'' {
		return
	}
	j := strings.IndexByte(raw[i+1:], q)
	if j < 0 {
		return
	}
	r.title = strings.TrimSpace(attrs["title"])
	r.titleSpan = normalize.Span{Start: at + i + 1, End: at + i + 1 + j}
}

func isAlnum(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// lineBreak ends the current line (a space inside cells and boxes).
func (r *htmlReader) lineBreak(at int) {
	w, inline := r.writer()
	if w == nil {
		return
	}
	if inline {
		if last := w.LastRune(); w.Len() > 0 && last != ' ' {
			w.Insert(" ", at)
		}
		return
	}
	w.TrimRight(func(c byte) bool { return c == ' ' })
	if w.Len() > 0 && w.LastRune() != '\n' {
		w.Insert("\n", at)
	}
}

// start handles a start tag found at decoded offset at.
func (r *htmlReader) start(name string, attrs map[string]string, at int, selfClosing bool) error {
	if r.inStack("head") && !headTags[name] {
		r.popTo("head")
	}
	// Implied end tags.
	switch {
	case name == "td" || name == "th":
		r.popWithin([]string{"td", "th"}, []string{"tr", "table"})
	case name == "tr":
		r.popWithin([]string{"tr"}, []string{"table"})
	case name == "li":
		r.popWithin([]string{"li"}, []string{"ul", "ol", "table"})
	case name == "dt" || name == "dd":
		r.popWithin([]string{"dt", "dd"}, []string{"dl", "table"})
	case name == "tbody" || name == "thead" || name == "tfoot":
		r.popWithin([]string{"tr"}, []string{"table"})
	}
	if blockTags[name] && len(r.stack) > 0 && r.stack[len(r.stack)-1].name == "p" {
		r.pop()
	}

	if r.isPageBox(attrs) {
		r.pageNo++
		r.pageSeen = true
	}
	if voidTags[name] || selfClosing {
		if name == "br" || name == "hr" || blockTags[name] {
			r.lineBreak(at)
		}
		return nil
	}
	e := &element{name: name}
	if len(r.stack)+1 > r.maxDepth {
		return fmt.Errorf("%s:%d: %w: more than %d nested elements at byte %d", r.path, strings.Count(r.src[:at], "\n")+1, ErrTooDeep, r.maxDepth, at)
	}
	switch {
	case skipTags[name]:
		e.skip = true
		r.skip++
	case r.frag == nil && r.skip == 0:
		if f := r.positioned(attrs); f != nil {
			e.frag = f
			r.frag = f
			r.frags = append(r.frags, f)
		}
	}
	if name == "pre" {
		e.pre = true
		r.pre++
	}
	if blockTags[name] {
		r.lineBreak(at)
	}
	if r.frag == nil && r.skip == 0 {
		r.startTable(name, attrs, at, e)
	}
	r.stack = append(r.stack, e)
	return nil
}

// startTable handles the table elements.
func (r *htmlReader) startTable(name string, attrs map[string]string, at int, e *element) {
	var t *htmlTable
	if n := len(r.tables); n > 0 {
		t = r.tables[n-1]
	}
	switch name {
	case "table":
		// A table inside a cell is written flat into that cell.
		nt := &htmlTable{at: at, nested: t != nil && t.cur != nil}
		e.table = nt
		r.tables = append(r.tables, nt)
	case "caption":
		if t != nil {
			t.caption = r.newBuilder()
			t.inCap = true
		}
	case "tr":
		if t != nil {
			t.rows = append(t.rows, &htmlRow{at: at})
			t.cur = nil
		}
	case "td", "th":
		if t != nil {
			if len(t.rows) == 0 {
				t.rows = append(t.rows, &htmlRow{at: at})
			}
			row := t.rows[len(t.rows)-1]
			t.cur = &htmlCell{at: at, b: r.newBuilder(), rowspan: spanAttr(attrs["rowspan"], 1), colspan: spanAttr(attrs["colspan"], 1)}
			if t.cur.colspan == 0 {
				t.cur.colspan = 1
			}
			row.cells = append(row.cells, t.cur)
		}
	}
}

// spanAttr parses a rowspan or colspan value, bounded to [0, 1000].
func spanAttr(v string, def int) int {
	v = strings.TrimSpace(v)
	n := 0
	digits := 0
	for digits < len(v) && v[digits] >= '0' && v[digits] <= '9' && digits < 6 {
		n = n*10 + int(v[digits]-'0')
		digits++
	}
	if digits == 0 {
		return def
	}
	return min(n, 1000)
}

// end handles an end tag.
func (r *htmlReader) end(name string, at int) {
	if name == "br" {
		r.lineBreak(at)
		return
	}
	if name == "p" && !r.inStack("p") {
		r.lineBreak(at) // a stray </p> still ends a paragraph
		return
	}
	if !r.inStack(name) {
		return
	}
	// End tags do not reach across a table boundary.
	for i := len(r.stack) - 1; i >= 0; i-- {
		if r.stack[i].name == name {
			break
		}
		if r.stack[i].table != nil && name != "table" {
			return
		}
	}
	for len(r.stack) > 0 {
		e := r.stack[len(r.stack)-1]
		r.popAt(at)
		if e.name == name {
			break
		}
	}
}

func (r *htmlReader) inStack(name string) bool {
	for i := len(r.stack) - 1; i >= 0; i-- {
		if r.stack[i].name == name {
			return true
		}
	}
	return false
}

// popTo pops elements up to and including the innermost name.
func (r *htmlReader) popTo(name string) {
	for r.inStack(name) {
		e := r.stack[len(r.stack)-1]
		r.pop()
		if e.name == name {
			return
		}
	}
}

// popWithin pops up to the innermost element named in names, when one is
// open above the innermost element named in stop.
func (r *htmlReader) popWithin(names, stop []string) {
	for i := len(r.stack) - 1; i >= 0; i-- {
		n := r.stack[i].name
		for _, s := range stop {
			if n == s {
				return
			}
		}
		for _, s := range names {
			if n == s {
				for len(r.stack) > i {
					r.pop()
				}
				return
			}
		}
	}
}

// pop closes the innermost element at an implied end: where the current
// token starts.
func (r *htmlReader) pop() { r.popAt(r.at) }

// popAt closes the innermost element; at is where its end stands.
func (r *htmlReader) popAt(at int) {
	n := len(r.stack)
	if n == 0 {
		return
	}
	e := r.stack[n-1]
	r.stack = r.stack[:n-1]
	if e.skip {
		r.skip--
	}
	if e.pre {
		r.pre--
	}
	if k := len(r.tables); k > 0 && r.frag == nil {
		t := r.tables[k-1]
		switch e.name {
		case "td", "th":
			t.cur = nil
		case "caption":
			t.inCap = false
		}
	}
	if e.table != nil {
		r.tables = r.tables[:len(r.tables)-1]
		r.writeTable(e.table, at)
	}
	if e.frag != nil {
		r.frag = nil
	}
	if blockTags[e.name] {
		r.lineBreak(at)
	}
}

// isPageBox reports whether an element is a page of a converter's output:
// <div id="page3-div">, <div class="pf" id="pf3">.
func (r *htmlReader) isPageBox(attrs map[string]string) bool {
	id := strings.ToLower(attrs["id"])
	if strings.HasPrefix(id, "page") && len(id) > 4 && id[4] >= '0' && id[4] <= '9' {
		return true
	}
	for _, c := range strings.Fields(attrs["class"]) {
		if c == "pf" || c == "page" {
			return true
		}
	}
	return false
}

// cssLength parses a CSS length in px or pt into hundredths of a pixel.
var cssLength = lazyre.New(`^\s*(-?[0-9]{1,7})(?:\.([0-9]{1,6}))?\s*(px|pt)?\s*$`)

func parseLength(v string) (int, bool) {
	m := cssLength.FindStringSubmatch(v)
	if m == nil {
		return 0, false
	}
	n, _ := strconv.Atoi(m[1])
	frac := (m[2] + "00")[:2]
	f, _ := strconv.Atoi(frac)
	neg := strings.HasPrefix(m[1], "-")
	v100 := n*100 + f
	if neg {
		v100 = n*100 - f
	}
	if m[3] == "pt" {
		v100 = v100 * 4 / 3
	}
	return v100, true
}

// cssDecls splits an inline style into lower-case property: value pairs.
func cssDecls(style string) map[string]string {
	out := map[string]string{}
	for _, d := range strings.Split(style, ";") {
		k, v, ok := strings.Cut(d, ":")
		if ok {
			out[strings.ToLower(strings.TrimSpace(k))] = strings.ToLower(strings.TrimSpace(v))
		}
	}
	return out
}

// classFont matches a style rule giving a class its font size, as
// converters write them: ".ft01{font-size:16px;font-family:SimSun;}".
var classFont = lazyre.New(`\.([A-Za-z0-9_-]+)\s*\{[^}]*?font-size:\s*([0-9.]+(?:px|pt))`)

// classFontSizes returns the font size of each class the page's style
// sheets set one for.
func classFontSizes(page string) map[string]int {
	out := map[string]int{}
	for _, m := range classFont.FindAllStringSubmatch(page[:min(len(page), 1<<16)], -1) {
		if n, ok := parseLength(m[2]); ok {
			out[m[1]] = n
		}
	}
	return out
}

// positioned returns a box for an element placed with position:absolute and
// top and left, or nil.
func (r *htmlReader) positioned(attrs map[string]string) *fragment {
	st, ok := attrs["style"]
	if !ok || !normalize.Contains(strings.ToLower(st), "absolute") {
		return nil
	}
	d := cssDecls(st)
	if d["position"] != "absolute" {
		return nil
	}
	top, ok1 := parseLength(d["top"])
	left, ok2 := parseLength(d["left"])
	if !ok1 || !ok2 {
		return nil
	}
	f := &fragment{page: r.pageNo, top: top, left: left, order: len(r.frags), b: r.newBuilder()}
	f.width, _ = parseLength(d["width"])
	f.size, _ = parseLength(d["font-size"])
	if f.size == 0 {
		for _, c := range strings.Fields(attrs["class"]) {
			if n, ok := r.classSize[c]; ok {
				f.size = n
			}
		}
	}
	return f
}

// writeTable lays out a finished table's grid and writes it as
// tab-separated rows (or flat, into the enclosing cell, for a nested table).
func (r *htmlReader) writeTable(t *htmlTable, at int) {
	w, _ := r.writer()
	if t.nested {
		if w == nil {
			return
		}
		for _, row := range t.rows {
			for _, c := range row.cells {
				if w.Len() > 0 && w.LastRune() != ' ' {
					w.Insert(" ", c.at)
				}
				replay(w, c.b)
			}
		}
		return
	}
	// Inserted tabs and line breaks map to the place in the source after
	// the text before them, so that spans never run backwards.
	pos := t.at
	grid, origin := layout(t)
	r.lineBreak(t.at)
	w = r.main
	tb := normalize.Table{}
	if t.caption != nil {
		var end int
		tb.Caption, end = replay(w, t.caption)
		pos = max(pos, end)
		r.lineBreak(t.at)
	}
	tableStart := w.Len()
	spans := map[*htmlCell]normalize.Span{}
	for ri, row := range grid {
		if ri < len(t.rows) {
			pos = max(pos, t.rows[ri].at)
		}
		last := -1 // last column written: an origin or a cell carried down by rowspan
		for ci, c := range row {
			if c != nil && (origin[ri][ci] || ri > 0 && grid[ri-1][ci] == c) {
				last = ci
			}
		}
		cells := make([]normalize.Cell, len(row))
		for ci, c := range row {
			if ci > 0 && ci <= last {
				if c != nil && origin[ri][ci] {
					pos = max(pos, c.at)
				}
				w.Insert("\t", pos)
			}
			switch {
			case c == nil:
				cells[ci] = normalize.Cell{Span: normalize.Span{Start: w.Len(), End: w.Len()}}
			case origin[ri][ci]:
				start := w.Len()
				_, end := replay(w, c.b)
				pos = max(pos, end)
				sp := normalize.Span{Start: start, End: w.Len()}
				spans[c] = sp
				cells[ci] = normalize.Cell{Span: sp}
			default:
				cells[ci] = normalize.Cell{Span: spans[c]}
			}
		}
		tb.Rows = append(tb.Rows, cells)
		if ri < len(grid)-1 {
			w.Insert("\n", pos)
		}
	}
	tb.Span = normalize.Span{Start: tableStart, End: w.Len()}
	r.lineBreak(at)
	if len(tb.Rows) > 0 {
		r.done = append(r.done, doneTable{t: tb})
	}
}

// layout expands rowspan and colspan into a grid of cell pointers; origin
// marks where each cell starts.
func layout(t *htmlTable) ([][]*htmlCell, [][]bool) {
	total := 0
	for _, row := range t.rows {
		for _, c := range row.cells {
			total += max(c.colspan, 1) * max(min(c.rowspan, len(t.rows)), 1)
		}
	}
	clamp := total > 1<<18 // hostile spans: lay out every cell as 1×1
	var grid [][]*htmlCell
	var origin [][]bool
	ensure := func(r, c int) {
		for len(grid) <= r {
			grid = append(grid, nil)
			origin = append(origin, nil)
		}
		for len(grid[r]) <= c {
			grid[r] = append(grid[r], nil)
			origin[r] = append(origin[r], false)
		}
	}
	for ri, row := range t.rows {
		ensure(ri, 0)
		ci := 0
		for _, c := range row.cells {
			for ci < len(grid[ri]) && grid[ri][ci] != nil {
				ci++
			}
			rs, cs := c.rowspan, max(c.colspan, 1)
			if rs == 0 || rs > len(t.rows)-ri {
				rs = len(t.rows) - ri
			}
			if clamp {
				rs, cs = 1, 1
			}
			for dr := 0; dr < rs; dr++ {
				for dc := 0; dc < cs; dc++ {
					ensure(ri+dr, ci+dc)
					if grid[ri+dr][ci+dc] == nil {
						grid[ri+dr][ci+dc] = c
					}
				}
			}
			origin[ri][ci] = true
			ci += cs
		}
	}
	// Every row as wide as the widest.
	width := 0
	for _, row := range grid {
		width = max(width, len(row))
	}
	for ri := range grid {
		if len(grid[ri]) > 0 || width > 0 {
			ensure(ri, width-1)
		}
	}
	// Drop rows with no cells at all.
	var g2 [][]*htmlCell
	var o2 [][]bool
	for ri, row := range grid {
		empty := true
		for _, c := range row {
			if c != nil {
				empty = false
			}
		}
		if !empty {
			g2 = append(g2, row)
			o2 = append(o2, origin[ri])
		}
	}
	return g2, o2
}

// replay appends the text of builder src to w, trimmed of spaces, with
// every byte keeping its source range, and returns the text written and
// the source offset where it ends (-1 when nothing was written). src is
// finished: it must not be used after.
func replay(w *normalize.Builder, src *normalize.Builder) (string, int) {
	text, m := src.Finish()
	s := replayText(w, text, m)
	if s == "" {
		return s, -1
	}
	end := 0
	for k := 0; k < len(text); k++ {
		end = max(end, m.Source(normalize.Span{Start: k, End: k + 1}).End)
	}
	return s, end
}

// replayText appends text, whose bytes map through m, to w trimmed of
// spaces, and returns the text written.
func replayText(w *normalize.Builder, text string, m *normalize.OffsetMap) string {
	lo, hi := 0, len(text)
	for lo < hi && text[lo] == ' ' {
		lo++
	}
	for hi > lo && text[hi-1] == ' ' {
		hi--
	}
	for k := lo; k < hi; k++ {
		s := m.Source(normalize.Span{Start: k, End: k + 1})
		w.Replace(text[k:k+1], s.Start, s.End)
	}
	return text[lo:hi]
}

// continuationMark is a newspaper continuation mark inside a line:
// （上接A19版）, (下转18版), （下转第B10版）.
var continuationMark = lazyre.New(`[（(][ \x{3000}]*(?:上接|下转|转)[ \x{3000}]*第?[ \x{3000}]*[A-Za-zＡ-Ｚ]?[0-9０-９]{1,3}[ \x{3000}]*版[ \x{3000}]*[)）]`)

// finish lays out positioned boxes, puts continuation marks on lines of
// their own and returns the text, its map into the decoded page, the
// tables and the pages, all in text offsets.
func (r *htmlReader) finish() (string, *normalize.OffsetMap, []normalize.Table, []normalize.Page) {
	var pages []normalize.Page
	if len(r.frags) > 0 {
		pages = r.writeFragments()
	}
	r.main.TrimRight(func(c byte) bool { return c == ' ' || c == '\n' })
	text, m := r.main.Finish()
	var tables []normalize.Table
	for _, d := range r.done {
		tables = append(tables, d.t)
	}
	if len(r.frags) > 0 {
		tables = append(tables, normalize.TextTables(text)...)
	}
	if locs := continuationMark.FindAllStringIndex(text, -1); len(locs) > 0 {
		b := normalize.NewBuilder(len(text), len(text)+2*len(locs))
		prev := 0
		for _, l := range locs {
			b.Copy(text[prev:l[0]], prev)
			if l[0] > 0 && text[l[0]-1] != '\n' {
				b.Insert("\n", l[0])
			}
			b.Copy(text[l[0]:l[1]], l[0])
			if l[1] < len(text) && text[l[1]] != '\n' {
				b.Insert("\n", l[1])
			}
			prev = l[1]
		}
		b.Copy(text[prev:], prev)
		t2, m2 := b.Finish()
		for i := range tables {
			tables[i].Span = m2.ForwardSpan(tables[i].Span)
			for _, row := range tables[i].Rows {
				for j := range row {
					row[j].Span = m2.ForwardSpan(row[j].Span)
				}
			}
		}
		for i := range pages {
			pages[i].Span = m2.ForwardSpan(pages[i].Span)
		}
		text, m = t2, m2.Compose(m)
	}
	clamp := func(s normalize.Span) normalize.Span {
		s.End = min(max(s.End, 0), len(text))
		s.Start = min(max(s.Start, 0), s.End)
		return s
	}
	for i := range tables {
		tables[i].Span = clamp(tables[i].Span)
		for _, row := range tables[i].Rows {
			for j := range row {
				row[j].Span = clamp(row[j].Span)
				row[j].Text = text[row[j].Span.Start:row[j].Span.End]
			}
		}
	}
	return text, m, tables, pages
}
