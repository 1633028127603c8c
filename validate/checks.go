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
// validate/proposal (the figures of a proposal's prose and tables). Every
// check reads the extracted terms, never the document's text.
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

// Check is one cross-check: it reads the extracted document and appends
// findings.
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
// several checks of a family read from the extracted terms (by Memo),
// worked out once, on first use. RunChecks makes one per call; a Pass is
// not shared between goroutines.
type Pass struct {
	// Doc is the document checked.
	Doc *normalize.Doc

	memo map[any]any
}

// Memo returns the value compute gives for key, computed once per Pass:
// what several checks of a family read from the extracted terms (its
// tables laid out as grids). Values are shared: callers do not change
// them.
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

// Operand is one input of a check: its name in the formula, the interval
// of values the stated figure stands for, its point value, and where it
// came from.
type Operand struct {
	name  string
	iv    calc.Interval
	val   decimal.Decimal
	input schema.Input
}

// Stated is the figure a check verifies: its schema form, the interval it
// stands for and its precision in base units (for the computed value).
type Stated struct {
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

// SchemaOperand is the input name taken from an extracted quantity; mode
// says how the quantity was rounded (calc.Exact for a figure stated as
// declared). ok is false when the quantity's value does not parse.
func SchemaOperand(name string, q *schema.Quantity, mode calc.Rounding) (Operand, bool) {
	p, ok := reparse(q)
	if !ok {
		return Operand{}, false
	}
	sp := q.Span
	return Operand{
		name: name, iv: interval(p, mode), val: p.Value,
		input: schema.Input{Name: name, Value: q.Value, Unit: q.Unit, Text: q.Text, Span: &sp},
	}, true
}

// SchemaStated is the stated side of a finding taken from an extracted
// quantity, rounded by mode.
func SchemaStated(q *schema.Quantity, mode calc.Rounding) (Stated, bool) {
	p, ok := reparse(q)
	if !ok {
		return Stated{}, false
	}
	return Stated{q: *q, iv: interval(p, mode), places: basePlaces(p)}, true
}

// Constant is an input that is a number of the formula's own (the 3 of an
// average of three years): exact, with no source.
func Constant(name string, v int64) Operand {
	d := decimal.NewFromInt(v)
	return Operand{name: name, iv: calc.PointDec(d), val: d}
}

// Finding evaluates s: the computed interval from the inputs' intervals,
// compared with the stated interval.
func (s Spec) Finding() schema.Check {
	c := schema.Check{ID: s.ID, Formula: s.Formula, Rounding: s.Mode.String(), Note: s.Note}
	if s.Mode == calc.Exact {
		c.Rounding = "exact"
	}
	st := s.Stated.q
	c.Stated = &st
	for _, o := range s.Ops {
		if o.input.Name != "" {
			c.Inputs = append(c.Inputs, o.input)
		}
	}
	if c.Inputs == nil {
		c.Inputs = []schema.Input{}
	}
	f, err := calc.Parse(s.Formula)
	if err != nil {
		c.Status = schema.StatusUnverifiable
		c.Note = JoinNote(c.Note, err.Error())
		return c
	}
	ivs := map[string]calc.Interval{}
	vals := map[string]decimal.Decimal{}
	for _, o := range s.Ops {
		ivs[o.name] = o.iv
		vals[o.name] = o.val
	}
	res, err := f.Check(ivs, s.Stated.iv)
	if err != nil {
		c.Status = schema.StatusUnverifiable
		c.Note = JoinNote(c.Note, err.Error())
		return c
	}
	c.Status = string(res.Status)
	if res.Status == calc.Unverifiable {
		c.Note = JoinNote(c.Note, res.Note)
		return c
	}
	places := max(s.Stated.places+4, 2)
	if p, err := f.Eval(vals); err == nil {
		c.Computed = DecimalString(p, places, calc.HalfUp)
	}
	if !res.Computed.IsPoint() {
		c.Interval = []string{DecimalString(res.Computed.Lo, places, calc.Floor), DecimalString(res.Computed.Hi, places, calc.Ceil)}
	}
	if res.Status == calc.Fail && s.Deducted != "" {
		if res.Computed.Lo.Cmp(s.Stated.iv.Hi) >= 0 {
			c.Status = schema.StatusUnverifiable
			c.Note = JoinNote(c.Note, s.Deducted)
		} else {
			c.Note = JoinNote(c.Note, "the figures give less than the Stated one, which deductions the table does not show cannot explain")
		}
	}
	return c
}

// DecimalString writes r exactly when it has at most places decimals, else
// rounded to places with mode.
func DecimalString(r *big.Rat, places int, mode calc.Rounding) string {
	exact := calc.Round(r, places+8, calc.HalfEven)
	if exact.Rat().Cmp(r) == 0 {
		if calc.Places(exact) > places {
			return exact.String()
		}
		return calc.Round(r, places, mode).StringFixed(int32(max(places, 0)))
	}
	return calc.Round(r, places, mode).StringFixed(int32(max(places, 0)))
}

// Unverifiable is the finding of a check an input of which is missing:
// its formula, the inputs it has and the stated figure, with a note that
// says what is missing.
func Unverifiable(id, formula string, ops []Operand, st Stated, note string) schema.Check {
	q := st.q
	c := schema.Check{ID: id, Formula: formula, Stated: &q, Status: schema.StatusUnverifiable, Note: note, Inputs: []schema.Input{}}
	for _, o := range ops {
		if o.input.Name != "" {
			c.Inputs = append(c.Inputs, o.input)
		}
	}
	return c
}

// JoinNote joins two notes of a finding with "; ", either of which may be
// empty.
func JoinNote(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return a + "; " + b
}
