package normalize

import (
	"sort"
	"strings"
)

// Doc is one normalised document: what every reader (txt, HTML, PDF)
// produces and every extractor reads.
//
// Raw holds the bytes that spans point into: the input file for text and
// HTML, the extracted text layer for PDF. Text is the folded, cleaned text
// the extractors match against; Map takes any span of Text back to Raw.
// A Doc is immutable once built and safe to share between goroutines.
type Doc struct {
	Path     string
	Format   string // txt, html or pdf
	Encoding string // utf-8, utf-8-bom, gb18030, ...

	Raw  []byte
	Text string
	Map  *OffsetMap

	Pages    []Page    // in Text offsets; empty when the source has no pages
	Tables   []Table   // cell grids found by the reader, in Text offsets
	Warnings []Warning // what the reader noticed (continuation marks, unreadable pages)

	// Title is the title the source declares apart from its text (the
	// root element's title attribute of a converted filing), as written;
	// TitleSpan is where it stands in Raw. Empty when there is none.
	Title     string
	TitleSpan Span

	lineStarts []int
	lines      []Line     // Text split into lines, once
	layer      string     // the reader's decoded text, before folding
	toLayer    *OffsetMap // Text → layer
}

// Page is one page of the source, as a span of Text.
type Page struct {
	Number int
	Span   Span
}

// Table is a grid of cells; rowspan and colspan are already expanded, so a
// spanning cell appears in every row and column it covers.
type Table struct {
	Span    Span
	Caption string
	Rows    [][]Cell
}

// Cell is one table cell and where its text stands in Doc.Text.
type Cell struct {
	Text string
	Span Span
}

// Warning is something the reader or normaliser noticed about the source
// that a user should know; Span is in Text offsets (empty when unknown).
type Warning struct {
	Code    string
	Message string
	Span    Span
	// Removed is set when the warning is about text that normalisation
	// took out (a continuation mark): Source then holds its span in the
	// source text, since Text no longer has it.
	Removed bool
	Source  Span
}

// Warning codes produced while reading and normalising.
const (
	WarnTruncatedStart = "truncated_start"
	WarnTruncatedEnd   = "truncated_end"
	WarnUnreadableText = "unreadable_text"
	WarnEncoding       = "encoding_fallback"
)

// RawSpan maps a span of Text to the span of Raw it came from.
func (d *Doc) RawSpan(s Span) Span {
	if d.Map == nil {
		return s
	}
	return d.Map.Source(s)
}

// SourceText returns the source text behind a span of Text as the reader
// decoded it, before folding: for a text file the input bytes of the span
// (decoded from GB18030 or UTF-16 where needed), for HTML the text of the
// span without its tags and with entities resolved, for PDF the text layer.
// Where normalisation took out whole lines inside the span (a page number
// and the line breaks around it, when a sentence was joined across a page),
// those lines are left out: the text reads as the sentence does.
func (d *Doc) SourceText(s Span) string {
	if d.toLayer == nil {
		r := d.RawSpan(s)
		if r.Start < 0 || r.End > len(d.Raw) || r.End < r.Start {
			return ""
		}
		return strings.ToValidUTF8(string(d.Raw[r.Start:r.End]), "\uFFFD")
	}
	whole := d.toLayer.Source(s)
	if whole.Start < 0 || whole.End > len(d.layer) || whole.Start > whole.End {
		return ""
	}
	var sb strings.Builder
	at := whole.Start
	cur := d.toLayer.cursor()
	for i := s.Start; i < s.End && i < d.toLayer.Len(); i++ {
		r := cur.at(i)
		if r.Start > at {
			gap := d.layer[at:r.Start]
			if !Contains(gap, "\n") {
				sb.WriteString(gap) // a space folding dropped stays
			}
		}
		if r.End > at {
			sb.WriteString(d.layer[max(at, r.Start):r.End])
			at = r.End
		}
	}
	return strings.ToValidUTF8(sb.String(), "\uFFFD")
}

// PageOf returns the page number holding Text offset off, or 0 when the
// document has no pages.
func (d *Doc) PageOf(off int) int {
	i := sort.Search(len(d.Pages), func(i int) bool { return d.Pages[i].Span.End > off })
	if i < len(d.Pages) && d.Pages[i].Span.Start <= off {
		return d.Pages[i].Number
	}
	return 0
}

// LineOf returns the 1-based line of Text offset off.
func (d *Doc) LineOf(off int) int {
	starts := d.lineStarts
	if starts == nil {
		starts = lineStarts(d.Text)
	}
	return sort.Search(len(starts), func(i int) bool { return starts[i] > off })
}

// RawLineOf returns the 1-based line of the raw source holding Text offset
// off (the line a user sees in the input file).
func (d *Doc) RawLineOf(off int) int {
	r := d.RawSpan(Span{off, off + 1})
	n := 1
	for i := 0; i < r.Start && i < len(d.Raw); i++ {
		if d.Raw[i] == '\n' {
			n++
		}
	}
	return n
}

func lineStarts(s string) []int {
	starts := []int{0}
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			starts = append(starts, i+1)
		}
	}
	return starts
}

// Line is one line of Text and its span (without the line break).
type Line struct {
	Text string
	Span Span
}

// Lines returns Text split into lines with their spans. The slice is split
// once per document and shared: callers must not change it.
func (d *Doc) Lines() []Line {
	if d.lines == nil {
		return SplitLines(d.Text, 0)
	}
	return d.lines
}

// LineEnds returns s with every carriage return that stands alone (the
// line end of files written on older Macintosh systems and of some
// converters) turned into a line feed. A \r\n pair is left as it is: Fold
// drops its \r. Each byte stands where it stood, so offsets into s are
// offsets into the result.
func LineEnds(s string) string {
	i := strings.IndexByte(s, '\r')
	if i < 0 {
		return s
	}
	b := []byte(s)
	for ; i < len(b); i++ {
		if b[i] == '\r' && (i+1 == len(b) || b[i+1] != '\n') {
			b[i] = '\n'
		}
	}
	return string(b)
}

// SplitLines splits s into lines; spans are offset by base.
func SplitLines(s string, base int) []Line {
	out := make([]Line, 0, strings.Count(s, "\n")+1)
	start := 0
	for {
		i := strings.IndexByte(s[start:], '\n')
		if i < 0 {
			return append(out, Line{Text: s[start:], Span: Span{base + start, base + len(s)}})
		}
		i += start
		out = append(out, Line{Text: s[start:i], Span: Span{base + start, base + i}})
		start = i + 1
	}
}

// Derive returns a Doc whose Text is text, derived from d.Text through m
// (m maps text to d.Text): spans of the new Text map to Raw, its source
// text, pages and tables through d. Extractors that read a rewritten view
// of the document (wrapped lines joined) use it to keep their provenance.
func (d *Doc) Derive(text string, m *OffsetMap) *Doc {
	nd := &Doc{
		Path:     d.Path,
		Format:   d.Format,
		Encoding: d.Encoding,
		Raw:      d.Raw,
		Text:     text,
		layer:    d.layer,
	}
	if d.Map != nil {
		nd.Map = m.Compose(d.Map)
	} else {
		nd.Map = m
	}
	if d.toLayer != nil {
		nd.toLayer = m.Compose(d.toLayer)
	}
	fwd := m.ForwardSpan
	for _, p := range d.Pages {
		nd.Pages = append(nd.Pages, Page{Number: p.Number, Span: fwd(p.Span)})
	}
	for _, t := range d.Tables {
		nt := Table{Span: fwd(t.Span), Caption: t.Caption}
		for _, row := range t.Rows {
			nr := make([]Cell, len(row))
			for j, c := range row {
				nr[j] = Cell{Text: c.Text, Span: fwd(c.Span)}
			}
			nt.Rows = append(nt.Rows, nr)
		}
		nd.Tables = append(nd.Tables, nt)
	}
	nd.lineStarts = lineStarts(text)
	nd.lines = SplitLines(text, 0)
	return nd
}
