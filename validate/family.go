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

// NewOperand is an input of the given interval and point value, recorded
// as in.
func NewOperand(name string, iv calc.Interval, val decimal.Decimal, in schema.Input) Operand {
	return operand{name: name, iv: iv, val: val, input: in}
}

// Name is o's name in the formula.
func (o operand) Name() string { return o.name }

// Interval is the interval of values o stands for.
func (o operand) Interval() calc.Interval { return o.iv }

// WithInput returns o recorded as in.
func (o operand) WithInput(in schema.Input) Operand {
	o.input = in
	return o
}

// Constant is an input that is a number of the formula's own (the 3 of an
// average of three years): exact, with no source.
func Constant(name string, v int64) Operand { return constant(name, v) }

// JoinNote joins two notes of a finding with "; ", either of which may be
// empty.
func JoinNote(a, b string) string { return joinNote(a, b) }

// Spec describes one finding to compute: the formula (the document's own
// where it gives one, in canonical ASCII), its inputs, the stated figure
// and how it was rounded. Deducted, when set, says the stated figure is
// the computed one less amounts the document does not show (regulatory
// deductions from gross capital): a computed value above the stated one
// is then unverifiable with Deducted added to its note, one below it
// fails. Note is always added.
type Spec struct {
	ID       string
	Formula  string
	Ops      []Operand
	Stated   Stated
	Mode     calc.Rounding
	Deducted string
	Note     string
}

// Finding evaluates s: the computed interval from the inputs' intervals,
// compared with the stated interval.
func (s Spec) Finding() schema.Check {
	return spec{id: s.ID, formula: s.Formula, ops: s.Ops, stated: s.Stated, mode: s.Mode, deducted: s.Deducted, note: s.Note}.finding()
}

// WithUnit returns o with its recorded unit unit (a share capital in 元
// of 1元 par read as shares).
func (o operand) WithUnit(unit string) Operand {
	o.input.Unit = unit
	return o
}

// CellOperand is the input name taken from a cell of an extracted table:
// its figure standing for the interval its stated places and mode give
// (41,211 百万元 rounded half up is 41,210.5 to 41,211.5 million), a dash
// exactly zero.
func CellOperand(name string, c *schema.TableCell, mode calc.Rounding) Operand {
	v, _ := decimal.NewFromString(c.Value)
	sp := c.Span
	if c.Dash {
		return operand{name: name, iv: calc.PointDec(v), val: v, input: schema.Input{Name: name, Value: c.Value, Text: c.Text, Span: &sp}}
	}
	return operand{
		name: name, iv: calc.Stated(v, c.Places(), mode), val: v,
		input: schema.Input{Name: name, Value: c.Value, Unit: c.Unit, Text: c.Text, Span: &sp},
	}
}

// CellStated is the stated side of a finding taken from a cell of an
// extracted table, rounded by mode.
func CellStated(c *schema.TableCell, mode calc.Rounding) Stated {
	v, _ := decimal.NewFromString(c.Value)
	return stated{q: c.Quantity(), iv: calc.Stated(v, c.Places(), mode), places: c.Places()}
}
