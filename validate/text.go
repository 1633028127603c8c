package validate

import (
	"strings"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
	"github.com/gonggao/gonggao/validate/calc"
)

// What the table, text-table and holding checks of offering proposals
// (validate/proposal) still read from the text rather than from the
// extracted terms: the document's sentences, the quantities in a stretch of
// it, and inputs and stated figures taken from a quantity of the text.

// Sentences returns the sentences of p.Doc, split once. The slice is
// shared: callers do not change it.
func (p *Pass) Sentences() []Sentence { return p.sentences() }

// Memo returns the value compute gives for key, computed once per Pass:
// what several checks of a family read from the document (its tables read
// as grids). Values are shared: callers do not change them.
func (p *Pass) Memo(key any, compute func() any) any {
	if v, ok := p.memo[key]; ok {
		return v
	}
	if p.memo == nil {
		p.memo = map[any]any{}
	}
	v := compute()
	p.memo[key] = v
	return v
}

// Quantities returns the quantities in the span s of doc.Text (no
// fractions, no ranges), with spans in Doc.Text offsets.
func Quantities(doc *normalize.Doc, s normalize.Span, opts ...normalize.QuantityOption) []normalize.Quantity {
	return quantities(doc, s, opts...)
}

// TextOperand is an input read from the text: q (in Doc.Text offsets)
// standing for the interval its rounding mode gives.
func TextOperand(doc *normalize.Doc, name string, q normalize.Quantity, mode calc.Rounding) Operand {
	return textOperand(doc, name, q, mode)
}

// TextStated is the stated side of a check read from the text.
func TextStated(doc *normalize.Doc, q normalize.Quantity, mode calc.Rounding) Stated {
	return textStated(doc, q, mode)
}

// ExactOperand is an input the document states as an assumption or a
// definition (假设发行规模为300亿元; a rate of 7%): exact, not rounded.
func ExactOperand(doc *normalize.Doc, name string, q normalize.Quantity) Operand {
	return exactOperand(doc, name, q)
}

// RawSpan maps a span of Doc.Text to a schema span of the raw bytes.
func RawSpan(doc *normalize.Doc, s normalize.Span) schema.Span { return rawSpan(doc, s) }

// Sentence is a stretch of Doc.Text ending at 。, ；/; or a line break:
// the unit prose checks read their figures from.
type Sentence struct {
	Text string
	Span normalize.Span
}

// sentences splits doc.Text into sentences (at 。, ；/; and line breaks),
// each with its span.
func sentences(doc *normalize.Doc) []Sentence {
	var out []Sentence
	eachSentence(doc.Text, 0, func(s Sentence) bool {
		out = append(out, s)
		return true
	})
	return out
}

// eachSentence calls yield with each sentence of t that sentences would
// return (normalize.EachSentence), from the sentence starting at from on,
// until yield returns false.
func eachSentence(t string, from int, yield func(Sentence) bool) {
	normalize.EachSentence(t, from, func(sp normalize.Span) bool {
		return yield(Sentence{Text: t[sp.Start:sp.End], Span: sp})
	})
}

// sentenceStart returns the start of the sentence holding offset i of t:
// just after the last sentence end at or before i, or 0.
func sentenceStart(t string, i int) int {
	for ; i > 0; i-- {
		switch {
		case t[i-1] == '\n' || t[i-1] == ';':
			return i
		case strings.HasSuffix(t[:i], "。") || strings.HasSuffix(t[:i], "；"):
			return i
		}
	}
	return 0
}

// Absolute returns q with its span moved by base (a quantity found in a
// substring of Doc.Text starting at base).
func Absolute(q normalize.Quantity, base int) normalize.Quantity { return absolute(q, base) }
