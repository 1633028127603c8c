package validate

import (
	"github.com/shopspring/decimal"

	"github.com/gonggao/gonggao/schema"
	"github.com/gonggao/gonggao/validate/calc"
)

// The checks of a family live in a package of their own (validate/votes,
// validate/payment) that imports only this core, calc, normalize and
// schema. What they build findings from is below: inputs and stated
// figures taken from the extracted terms, and Finding, which computes and
// compares.

// Named returns o under another name in the formula.
func (o Operand) Named(name string) Operand {
	o.name = name
	return o
}

// Input is o as the finding records it.
func (o Operand) Input() schema.Input { return o.input }

// Value is o's point value.
func (o Operand) Value() decimal.Decimal { return o.val }

// CountOperand is an exact count the extractors recorded (an int field of
// the model), cited by the reference that states it (none: nil).
func CountOperand(name string, n int, unit string, ref *schema.Ref) Operand {
	d := decimal.NewFromInt(int64(n))
	o := Operand{name: name, iv: calc.PointDec(d), val: d, input: schema.Input{Name: name, Value: d.String(), Unit: unit}}
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
	return Stated{q: schema.Quantity{Value: d.String(), Unit: unit, Bound: schema.BoundEq, Text: ref.Text, Span: ref.Span, Page: ref.Page}, iv: calc.PointDec(d)}
}

// Quantity is the stated figure as the finding records it.
func (s Stated) Quantity() schema.Quantity { return s.q }

// Finding computes the formula from ops by mode and compares it with the
// stated figure: pass, fail, or unverifiable; note says what was checked.
func Finding(id, formula string, ops []Operand, st Stated, mode calc.Rounding, note string) schema.Check {
	return Spec{ID: id, Formula: formula, Ops: ops, Stated: st, Mode: mode, Note: note}.Finding()
}

// NewOperand is an input of the given interval and point value, recorded
// as in.
func NewOperand(name string, iv calc.Interval, val decimal.Decimal, in schema.Input) Operand {
	return Operand{name: name, iv: iv, val: val, input: in}
}

// Name is o's name in the formula.
func (o Operand) Name() string { return o.name }

// Interval is the interval of values o stands for.
func (o Operand) Interval() calc.Interval { return o.iv }

// WithInput returns o recorded as in.
func (o Operand) WithInput(in schema.Input) Operand {
	o.input = in
	return o
}

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

// WithUnit returns o with its recorded unit unit (a share capital in 元
// of 1元 par read as shares).
func (o Operand) WithUnit(unit string) Operand {
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
		return Operand{name: name, iv: calc.PointDec(v), val: v, input: schema.Input{Name: name, Value: c.Value, Text: c.Text, Span: &sp}}
	}
	return Operand{
		name: name, iv: calc.Stated(v, c.Places(), mode), val: v,
		input: schema.Input{Name: name, Value: c.Value, Unit: c.Unit, Text: c.Text, Span: &sp},
	}
}

// CellStated is the stated side of a finding taken from a cell of an
// extracted table, rounded by mode.
func CellStated(c *schema.TableCell, mode calc.Rounding) Stated {
	v, _ := decimal.NewFromString(c.Value)
	return Stated{q: c.Quantity(), iv: calc.Stated(v, c.Places(), mode), places: c.Places()}
}
