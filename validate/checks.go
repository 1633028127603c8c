// Package validate owns the cross-checks: each Check recomputes the
// figures a document states (the expression engine is in validate/calc) and
// records its findings. The order the checks run in is pipeline.Checks; the
// pipeline that reads, extracts and checks one input is package pipeline.
//
// This package is the core every family of checks builds on: Check, Pass,
// RunChecks, and the inputs and findings of family.go (Operand, Stated,
// SchemaOperand, CountOperand, Spec, Finding). Each family lives in a
// package of its own that imports the core, calc, normalize and schema:
// validate/votes (tallies and elections), validate/payment (a dividend's
// payment), validate/contract (a contract's amounts), validate/amend
// (article numbering), validate/capital (the terms of an issue) and
// validate/proposal (the figures of a proposal's prose and tables). The
// last still reads some figures from the document's sentences and tables
// that no extractor keeps yet (tables, figures the prose repeats from a
// table, holdings), by the helpers of text.go.
package validate

import (
	"math/big"
	"sort"
	"strings"

	"github.com/shopspring/decimal"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
	"github.com/gonggao/gonggao/validate/calc"
)

// Check is one cross-check: it reads the extracted document (and the
// normalised text, for figures no extractor keeps) and appends findings.
// A check that finds nothing to check appends nothing; a stated figure
// that does not follow from the figures beside it is a finding with status
// fail (or unverifiable), never a Go error.
type Check interface {
	// ID names the check family; findings carry it with a suffix.
	ID() string
	// Run appends the check's findings on p.Doc to out.Checks.
	Run(p *Pass, out *schema.Document)
}

// Pass is one document going through the checks: the document, and what
// several checks read from it (its sentences; a family's own readings, by
// Memo) worked out once, on first use. RunChecks makes one per call; a
// Pass is not shared between goroutines.
type Pass struct {
	// Doc is the document checked.
	Doc *normalize.Doc

	sents     []Sentence
	sentsDone bool
	memo      map[any]any
}

// sentences returns sentences(p.Doc), split once. The slice is shared:
// callers do not change it.
func (p *Pass) sentences() []Sentence {
	if !p.sentsDone {
		p.sents, p.sentsDone = sentences(p.Doc), true
	}
	return p.sents
}

// RunChecks runs the checks on out. The findings of each check are put in
// document order (by the position of the stated figure); a finding with the
// same id and stated span as an earlier one (a figure read both from the
// extracted terms and from the text) is dropped, so each statement is
// checked once.
func RunChecks(doc *normalize.Doc, out *schema.Document, checks []Check) {
	p := &Pass{Doc: doc}
	// The findings kept so far by id and stated span, for duplicate.
	kept := map[findingKey][]schema.Check{}
	for _, h := range out.Checks {
		if h.Stated != nil {
			k := findingKey{h.ID, h.Stated.Span}
			kept[k] = append(kept[k], h)
		}
	}
	for _, c := range checks {
		n := len(out.Checks)
		c.Run(p, out)
		added := append([]schema.Check(nil), out.Checks[n:]...)
		sort.SliceStable(added, func(i, j int) bool { return findingPos(added[i]) < findingPos(added[j]) })
		out.Checks = out.Checks[:n]
		for _, f := range added {
			if f.Stated == nil {
				out.Checks = append(out.Checks, f)
				continue
			}
			k := findingKey{f.ID, f.Stated.Span}
			if !duplicate(kept[k], f) {
				out.Checks = append(out.Checks, f)
				kept[k] = append(kept[k], f)
			}
		}
	}
	if len(out.Checks) == 0 {
		out.Checks = nil
	}
}

// findingKey is what duplicate compares first: a finding's id and the span
// of its stated figure.
type findingKey struct {
	id   string
	span schema.Span
}

// findingPos is where a finding stands in the source: its stated figure,
// else its first input with a span.
func findingPos(c schema.Check) int {
	if c.Stated != nil {
		return c.Stated.Span[0]
	}
	for _, in := range c.Inputs {
		if in.Span != nil {
			return in.Span[0]
		}
	}
	return 0
}

func duplicate(have []schema.Check, f schema.Check) bool {
	if f.Stated == nil {
		return false
	}
	for _, h := range have {
		if h.ID == f.ID && h.Stated != nil && h.Stated.Span == f.Stated.Span && !(perTally[f.ID] && !sameInputs(h, f)) {
			return true
		}
	}
	return false
}

// perTally are the findings whose stated figure is one total that every
// tally of a meeting must add up to (the voting shares present): checked
// once for each tally, not once for the figure.
var perTally = map[string]bool{"votes.shares_sum": true}

// sameInputs reports whether two findings read the same inputs from the
// same places.
func sameInputs(a, b schema.Check) bool {
	if len(a.Inputs) != len(b.Inputs) {
		return false
	}
	for k := range a.Inputs {
		x, y := a.Inputs[k], b.Inputs[k]
		if x.Value != y.Value || (x.Span == nil) != (y.Span == nil) || x.Span != nil && *x.Span != *y.Span {
			return false
		}
	}
	return true
}

// operand is one input of a check: its name in the formula, the interval
// of values the stated figure stands for, its point value, and where it
// came from.
type operand struct {
	name  string
	iv    calc.Interval
	val   decimal.Decimal
	input schema.Input
}

// stated is the figure a check verifies: its schema form, the interval it
// stands for and its precision in base units (for the computed value).
type stated struct {
	q      schema.Quantity
	iv     calc.Interval
	places int
}

// scaleExp returns k when scale is 10^k (1e8 for 亿, 0.01 for %); a zero
// scale counts as 1.
func scaleExp(scale decimal.Decimal) int {
	if scale.IsZero() {
		return 0
	}
	c := scale.Coefficient().String()
	k := int(scale.Exponent())
	for strings.HasSuffix(c, "0") {
		c = c[:len(c)-1]
		k++
	}
	return k
}

// basePlaces is the number of decimal places, in base units, q is stated
// with: 30.43亿股 → −6, 5.10% → 4, 5.20元/股 → 2.
func basePlaces(q normalize.Quantity) int {
	return q.Decimals - scaleExp(q.Scale)
}

// interval returns the values q stands for when stated with rounding mode.
func interval(q normalize.Quantity, mode calc.Rounding) calc.Interval {
	return calc.Stated(q.Value, basePlaces(q), mode)
}

// absolute returns q with its span moved by base (a quantity found in a
// substring of Doc.Text starting at base).
func absolute(q normalize.Quantity, base int) normalize.Quantity {
	q.Span = normalize.Span{Start: q.Span.Start + base, End: q.Span.End + base}
	return q
}

// quantities returns the quantities in the span s of doc.Text, with spans
// in Doc.Text offsets.
func quantities(doc *normalize.Doc, s normalize.Span, opts ...normalize.QuantityOption) []normalize.Quantity {
	var out []normalize.Quantity
	for _, q := range normalize.FindQuantities(doc.Text[s.Start:s.End], opts...) {
		if q.Fraction != "" || q.Upper != nil {
			continue
		}
		out = append(out, absolute(q, s.Start))
	}
	return out
}

// rawSpan maps a span of Doc.Text to a schema span of the raw bytes.
func rawSpan(doc *normalize.Doc, s normalize.Span) schema.Span {
	r := doc.RawSpan(s)
	return schema.Span{r.Start, r.End}
}

// textOperand is an input read from the text: q (in Doc.Text offsets)
// standing for the interval its rounding mode gives.
func textOperand(doc *normalize.Doc, name string, q normalize.Quantity, mode calc.Rounding) operand {
	sp := rawSpan(doc, q.Span)
	return operand{
		name: name, iv: interval(q, mode), val: q.Value,
		input: schema.Input{Name: name, Value: q.ValueString(), Unit: q.Unit, Text: doc.SourceText(q.Span), Span: &sp},
	}
}

// textStated is the stated side of a check read from the text.
func textStated(doc *normalize.Doc, q normalize.Quantity, mode calc.Rounding) stated {
	return stated{
		q: schema.Quantity{
			Value: q.ValueString(), Unit: q.Unit, Bound: q.Bound,
			Text: doc.SourceText(q.Span), Span: rawSpan(doc, q.Span), Page: doc.PageOf(q.Span.Start),
		},
		iv: interval(q, mode), places: basePlaces(q),
	}
}

// reparse recovers the precision of a figure the extractors recorded: the
// quantity its text reads as, with its value replaced by the recorded one
// when the text does not parse.
func reparse(q *schema.Quantity) (normalize.Quantity, bool) {
	v, err := decimal.NewFromString(q.Value)
	if err != nil {
		return normalize.Quantity{}, false
	}
	if p, err := normalize.ParseQuantity(q.Text); err == nil && p.Value.Equal(v) && p.Fraction == "" {
		return p, true
	}
	return normalize.Quantity{Value: v, Decimals: calc.Places(v), Scale: decimal.New(1, 0), Unit: q.Unit, Bound: q.Bound}, true
}

// schemaOperand is an input taken from the extracted terms.
func schemaOperand(name string, q *schema.Quantity, mode calc.Rounding) (operand, bool) {
	p, ok := reparse(q)
	if !ok {
		return operand{}, false
	}
	sp := q.Span
	return operand{
		name: name, iv: interval(p, mode), val: p.Value,
		input: schema.Input{Name: name, Value: q.Value, Unit: q.Unit, Text: q.Text, Span: &sp},
	}, true
}

// schemaStated is the stated side of a check taken from the extracted terms.
func schemaStated(q *schema.Quantity, mode calc.Rounding) (stated, bool) {
	p, ok := reparse(q)
	if !ok {
		return stated{}, false
	}
	return stated{q: *q, iv: interval(p, mode), places: basePlaces(p)}, true
}

// constant is an input that is a number of the formula's own (the 3 of an
// average of three years): exact, with no source.
func constant(name string, v int64) operand {
	d := decimal.NewFromInt(v)
	return operand{name: name, iv: calc.PointDec(d), val: d}
}

// exactOperand is an input the document states as an assumption or a
// definition (假设发行规模为300亿元; a rate of 7%): exact, not rounded.
func exactOperand(doc *normalize.Doc, name string, q normalize.Quantity) operand {
	return textOperand(doc, name, q, calc.Exact)
}

// spec describes one finding to compute: the formula (the document's own
// where it gives one, in canonical ASCII), its inputs, the stated figure
// and how it was rounded.
type spec struct {
	id      string
	formula string
	ops     []operand
	stated  stated
	mode    calc.Rounding
	// deducted, when set, says the stated figure is the computed one less
	// amounts the document does not show (regulatory deductions from gross
	// capital). A computed value above the stated one is then explained
	// by those amounts, an input that is missing, and the finding is
	// unverifiable with deducted added to its note; a computed value below
	// the stated one cannot be explained so (a deduction never raises a
	// figure) and fails. note is always added.
	deducted string
	note     string
}

// finding evaluates s: the computed interval from the inputs' intervals,
// compared with the stated interval.
func (s spec) finding() schema.Check {
	c := schema.Check{ID: s.id, Formula: s.formula, Rounding: s.mode.String(), Note: s.note}
	if s.mode == calc.Exact {
		c.Rounding = "exact"
	}
	st := s.stated.q
	c.Stated = &st
	for _, o := range s.ops {
		if o.input.Name != "" {
			c.Inputs = append(c.Inputs, o.input)
		}
	}
	if c.Inputs == nil {
		c.Inputs = []schema.Input{}
	}
	f, err := calc.Parse(s.formula)
	if err != nil {
		c.Status = schema.StatusUnverifiable
		c.Note = joinNote(c.Note, err.Error())
		return c
	}
	ivs := map[string]calc.Interval{}
	vals := map[string]decimal.Decimal{}
	for _, o := range s.ops {
		ivs[o.name] = o.iv
		vals[o.name] = o.val
	}
	res, err := f.Check(ivs, s.stated.iv)
	if err != nil {
		c.Status = schema.StatusUnverifiable
		c.Note = joinNote(c.Note, err.Error())
		return c
	}
	c.Status = string(res.Status)
	if res.Status == calc.Unverifiable {
		c.Note = joinNote(c.Note, res.Note)
		return c
	}
	places := max(s.stated.places+4, 2)
	if p, err := f.Eval(vals); err == nil {
		c.Computed = decimalString(p, places, calc.HalfUp)
	}
	if !res.Computed.IsPoint() {
		c.Interval = []string{decimalString(res.Computed.Lo, places, calc.Floor), decimalString(res.Computed.Hi, places, calc.Ceil)}
	}
	if res.Status == calc.Fail && s.deducted != "" {
		if res.Computed.Lo.Cmp(s.stated.iv.Hi) >= 0 {
			c.Status = schema.StatusUnverifiable
			c.Note = joinNote(c.Note, s.deducted)
		} else {
			c.Note = joinNote(c.Note, "the figures give less than the stated one, which deductions the table does not show cannot explain")
		}
	}
	return c
}

// decimalString writes r exactly when it has at most places decimals, else
// rounded to places with mode.
func decimalString(r *big.Rat, places int, mode calc.Rounding) string {
	exact := calc.Round(r, places+8, calc.HalfEven)
	if exact.Rat().Cmp(r) == 0 {
		if calc.Places(exact) > places {
			return exact.String()
		}
		return calc.Round(r, places, mode).StringFixed(int32(max(places, 0)))
	}
	return calc.Round(r, places, mode).StringFixed(int32(max(places, 0)))
}

// unverifiable is a finding for a stated figure whose inputs the document
// does not give.
func unverifiable(id, formula string, ops []operand, st stated, note string) schema.Check {
	q := st.q
	c := schema.Check{ID: id, Formula: formula, Stated: &q, Status: schema.StatusUnverifiable, Note: note, Inputs: []schema.Input{}}
	for _, o := range ops {
		if o.input.Name != "" {
			c.Inputs = append(c.Inputs, o.input)
		}
	}
	return c
}

func joinNote(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return a + "; " + b
}
