// Package extract is the core every extractor uses: the Extractor
// interface, the Context an extractor works with (the document, the output
// so far, provenance helpers turning spans of the folded text into schema
// spans, references, quantities and warnings), Run, the outline of a
// document's sections (section.go) and the line, date, heading and
// running-text helpers several families read (text.go).
//
// The readers that turn text, HTML and PDF into a normalize.Doc are in
// extract/read (PDF in extract/pdf); each family of clauses has a package
// of its own (extract/announce, extract/meeting, extract/capital,
// extract/amend, extract/payment, extract/annex), importing this core, the
// model and normalize, never a sibling. The order the extractors run in is
// pipeline.Extractors.
package extract

import (
	"sort"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// Extractor fills in one part of the output from the document. An extractor
// that finds nothing of its clause leaves the output alone: absence is not an
// error.
type Extractor interface {
	// Name is a short identifier, used in logs and benchmarks.
	Name() string
	// Extract reads c.Doc and writes into c.Out.
	Extract(c *Context)
}

// Context is what an extractor works with: the document, the output so far
// and helpers that turn spans of the folded text into provenance.
type Context struct {
	Doc *normalize.Doc
	Out *schema.Document

	// What several extractors read of the same document, worked out once
	// per document (a Context is never shared between documents):
	// the quantities of each span of Doc.Text asked for, as
	// normalize.FindQuantities returns them for exactly that span (spans
	// moved to Doc.Text offsets), and the running text of the whole
	// document.
	quantities map[normalize.Span][]normalize.Quantity
	prose      []normalize.Span
	proseDone  bool
	// The outline of Doc.Text, which several families read (none changes
	// it), and what a family keeps for its later extractors (Memo).
	outline *Outline
	memo    map[any]any
}

// Run applies the extractors in order to doc and returns the output, with
// source filled in from src.
func Run(doc *normalize.Doc, src schema.Source, exs []Extractor) *schema.Document {
	return RunSome(doc, src, exs, nil)
}

// RunSome is Run applying only the extractors use allows, asked just
// before each one would run, with the output so far (the kind of document
// an earlier extractor decided). A nil use allows every extractor.
func RunSome(doc *normalize.Doc, src schema.Source, exs []Extractor, use func(out *schema.Document, ex Extractor) bool) *schema.Document {
	out := &schema.Document{SchemaVersion: schema.Version, Source: src}
	c := &Context{Doc: doc, Out: out}
	for _, w := range doc.Warnings {
		if w.Removed {
			c.warnRaw(w.Code, w.Message, w.Source)
			continue
		}
		c.Warn(w.Code, w.Message, w.Span)
	}
	for _, ex := range exs {
		if use == nil || use(out, ex) {
			ex.Extract(c)
		}
	}
	sortWarnings(out.Warnings)
	return out
}

// Span maps a span of the folded text to the schema span into raw bytes.
func (c *Context) Span(s normalize.Span) schema.Span {
	r := c.Doc.RawSpan(s)
	return schema.Span{r.Start, r.End}
}

// Ref returns the provenance of a span of the folded text: the source text
// it came from, its raw span and its page.
func (c *Context) Ref(s normalize.Span) schema.Ref {
	return schema.Ref{Text: c.Doc.SourceText(s), Span: c.Span(s), Page: c.Doc.PageOf(s.Start)}
}

// SetEvidence records in the evidence map *m, made on first use, where
// the value of key was read.
func SetEvidence(m *map[string]schema.Ref, key string, ref schema.Ref) {
	if *m == nil {
		*m = map[string]schema.Ref{}
	}
	(*m)[key] = ref
}

// Evidence records in *m that the value of key was read at s (SetEvidence
// with c.Ref(s)).
func (c *Context) Evidence(m *map[string]schema.Ref, key string, s normalize.Span) {
	SetEvidence(m, key, c.Ref(s))
}

// Quantity converts a parsed quantity into the schema form, with its source
// text and raw span.
func (c *Context) Quantity(q normalize.Quantity) *schema.Quantity {
	return &schema.Quantity{
		Value:    q.ValueString(),
		Fraction: q.Fraction,
		Upper:    q.UpperString(),
		Unit:     q.Unit,
		Bound:    q.Bound,
		Text:     c.Doc.SourceText(q.Span),
		Span:     c.Span(q.Span),
		Page:     c.Doc.PageOf(q.Span.Start),
	}
}

// Warn records a warning about the document at a span of the folded text.
// A warning with the same code and span is recorded once.
func (c *Context) Warn(code, msg string, s normalize.Span) {
	sp := c.Span(s)
	for _, w := range c.Out.Warnings {
		if w.Code == code && w.Span != nil && *w.Span == sp {
			return
		}
	}
	c.Out.Warnings = append(c.Out.Warnings, schema.Warning{Code: code, Message: msg, Span: &sp, Page: c.Doc.PageOf(s.Start)})
}

// warnRaw records a warning about text that is in the raw source but not
// in the folded text (a removed continuation mark).
func (c *Context) warnRaw(code, msg string, raw normalize.Span) {
	sp := schema.Span{raw.Start, raw.End}
	c.Out.Warnings = append(c.Out.Warnings, schema.Warning{Code: code, Message: msg, Span: &sp})
}

func sortWarnings(ws []schema.Warning) {
	sort.SliceStable(ws, func(i, j int) bool {
		a, b := ws[i], ws[j]
		as, bs := 0, 0
		if a.Span != nil {
			as = a.Span[0]
		}
		if b.Span != nil {
			bs = b.Span[0]
		}
		if as != bs {
			return as < bs
		}
		return a.Code < b.Code
	})
}

// QuantitiesOf returns normalize.FindQuantities of the text of sp, with
// spans in Doc.Text offsets, reading each span once per document. The
// slice is shared: callers copy what they change.
func (c *Context) QuantitiesOf(sp normalize.Span) []normalize.Quantity {
	if qs, ok := c.quantities[sp]; ok {
		return qs
	}
	qs := normalize.FindQuantities(c.Doc.Text[sp.Start:sp.End])
	for i := range qs {
		qs[i].Span = qs[i].Span.Shift(sp.Start)
	}
	if c.quantities == nil {
		c.quantities = map[normalize.Span][]normalize.Quantity{}
	}
	c.quantities[sp] = qs
	return qs
}

// proseAll returns ProseSpans of the whole document, worked out once.
func (c *Context) Prose() []normalize.Span {
	if !c.proseDone {
		c.prose = ProseSpans(c.Doc.Lines(), nil)
		c.proseDone = true
	}
	return c.prose
}

// Outline returns the outline of Doc.Text, worked out once per document.
func (c *Context) Outline() *Outline {
	if c.outline == nil {
		c.outline = parseOutline(c.Doc.Text, c.Doc.Lines())
	}
	return c.outline
}

// Memo returns the value kept under key for this document, calling fn to
// work it out the first time it is asked for. A family uses it for what
// several of its extractors read of the same document (the issuance plans
// of a proposal, read by the offering terms and the formulas); key is a
// value of a type of the family's own, so families never share an entry.
func (c *Context) Memo(key any, fn func() any) any {
	if v, ok := c.memo[key]; ok {
		return v
	}
	v := fn()
	if c.memo == nil {
		c.memo = map[any]any{}
	}
	c.memo[key] = v
	return v
}

// simplifiedKey keeps a document's simplified view in its Context.
type simplifiedKey struct{}

// Simplified returns a Context over the document in simplified characters
// (normalize.Simplified: a mirror's 發行總額為人民幣30億元, 債券期限為6年, at
// the same offsets), writing into the same output, made once per document;
// c itself when the text has no traditional character. The view's spans,
// references and quantities' texts lead back to the source as printed; a
// string value read from it is in simplified characters.
func (c *Context) Simplified() *Context {
	return c.Memo(simplifiedKey{}, func() any {
		st := normalize.Simplified(c.Doc.Text)
		if st == c.Doc.Text {
			return c
		}
		return &Context{Doc: c.Doc.Derive(st, normalize.Identity(len(st))), Out: c.Out}
	}).(*Context)
}
