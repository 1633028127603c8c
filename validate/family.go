package validate

import (
	"math/big"

	"github.com/shopspring/decimal"

	"github.com/gonggao/gonggao/schema"
	"github.com/gonggao/gonggao/validate/calc"
)

// The checks of a family live in a package of their own (validate/votes,
// validate/payment) that imports only this core, calc, normalize and
// schema. What they build findings from is below: inputs and stated
// figures taken from the extracted terms, and Finding, which computes and
// compares.

// Operand is one input of a finding: its name in the formula, the values
// it stands for and where it stands in the source.
type Operand = operand

// Stated is the figure a finding verifies.
type Stated = stated

// Named returns o under another name in the formula.
func (o operand) Named(name string) Operand {
	o.name = name
	return o
}

// Input is o as the finding records it.
func (o operand) Input() schema.Input { return o.input }

// Value is o's point value.
func (o operand) Value() decimal.Decimal { return o.val }

// SchemaOperand is the input name taken from an extracted quantity; mode
// says how the quantity was rounded (calc.Exact for a figure stated as
// declared). ok is false when the quantity's value does not parse.
func SchemaOperand(name string, q *schema.Quantity, mode calc.Rounding) (Operand, bool) {
	return schemaOperand(name, q, mode)
}

// SchemaStated is the stated side of a finding taken from an extracted
// quantity, rounded by mode.
func SchemaStated(q *schema.Quantity, mode calc.Rounding) (Stated, bool) {
	return schemaStated(q, mode)
}

// CountOperand is an exact count the extractors recorded (an int field of
// the model), cited by the reference that states it (none: nil).
func CountOperand(name string, n int, unit string, ref *schema.Ref) Operand {
	d := decimal.NewFromInt(int64(n))
	o := operand{name: name, iv: calc.PointDec(d), val: d, input: schema.Input{Name: name, Value: d.String(), Unit: unit}}
	if ref != nil {
		sp := ref.Span
		o.input.Text, o.input.Span = ref.Text, &sp
	}
	return o
}

// CountStated is an exact count the extractors recorded as the stated side
// of a finding, cited by the reference that states it.
func CountStated(n int, unit string, ref schema.Ref) Stated {
	d := decimal.NewFromInt(int64(n))
	return stated{q: schema.Quantity{Value: d.String(), Unit: unit, Bound: schema.BoundEq, Text: ref.Text, Span: ref.Span, Page: ref.Page}, iv: calc.PointDec(d)}
}

// Quantity is the stated figure as the finding records it.
func (s stated) Quantity() schema.Quantity { return s.q }

// Finding computes the formula from ops by mode and compares it with the
// stated figure: pass, fail, or unverifiable; note says what was checked.
func Finding(id, formula string, ops []Operand, st Stated, mode calc.Rounding, note string) schema.Check {
	return spec{id: id, formula: formula, ops: ops, stated: st, mode: mode, note: note}.finding()
}

// Unverifiable is the finding of a check an input of which is missing:
// its formula, the inputs it has and the stated figure, with a note that
// says what is missing.
func Unverifiable(id, formula string, ops []Operand, st Stated, note string) schema.Check {
	return unverifiable(id, formula, ops, st, note)
}

// DecimalString formats r at places, rounded by mode.
func DecimalString(r *big.Rat, places int, mode calc.Rounding) string {
	return decimalString(r, places, mode)
}
