package capital

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/shopspring/decimal"

	"github.com/gonggao/gonggao/schema"
	"github.com/gonggao/gonggao/validate"
	"github.com/gonggao/gonggao/validate/calc"
)

// ConversionAdjust checks a convertible bond's adjusted conversion price
// (conversion_price_adjustment): the stated new price against the formula
// for the event on the inputs the announcement states, with its rounding
// rule (四舍五入 half up unless it states 向上取整 or 向下取整; the stated
// price's own places, usually 0.01 yuan). The formula is the document's
// own for the event (派息：P=Po-D, 送股或转增股本：P=Po/(1+N) …), its names
// read as the template's roles (P0 the price before, n the bonus ratio, k
// the new-share ratio, A the new-share price, D the dividend per share);
// when the document states none, the exchanges' standard formula for the
// event. A worked calculation (计算过程…=(4.16+2.99×(3,737,542,588/
// 345,281,003,239))/(1+…)) gives the inputs it substitutes, matched to
// the formula term by term; the price before is always the stated one.
// An input that is not stated makes the finding unverifiable: a rights
// issue's ratio is not taken from its nominal 每10股配0.45股, since the
// formula's k is the shares actually issued over the share capital.
//
// A downward reset (向下修正) is checked against the floors the document
// states: the new price not below the averages of the 20 trading days and
// of the trading day before the meeting, nor the net assets per share.
type ConversionAdjust struct{}

// ID implements Check.
func (ConversionAdjust) ID() string { return "conversion.adjust" }

// standardAdjust are the exchanges' standard formulas by reason.
var standardAdjust = map[string]string{
	schema.ReasonCashDividend: "P1=P0-D",
	schema.ReasonBonus:        "P1=P0/(1+n)",
	schema.ReasonNewShares:    "P1=(P0+A*k)/(1+k)",
	schema.ReasonCombined:     "P1=(P0-D+A*k)/(1+n+k)",
}

// Run implements Check.
func (c ConversionAdjust) Run(p *validate.Pass, out *schema.Document) {
	a := out.ConversionPriceAdjustment
	if a == nil || a.After == nil {
		return
	}
	mode := calc.HalfUp
	switch a.Rounding {
	case "ceil":
		mode = calc.Ceil
	case "floor":
		mode = calc.Floor
	}
	if a.Reason == schema.ReasonDownward {
		out.Checks = append(out.Checks, resetFinding(a))
		return
	}
	st, ok := validate.SchemaStated(a.After, mode)
	if !ok {
		return
	}
	id := c.ID()
	if a.Reason == "" {
		out.Checks = append(out.Checks, validate.Unverifiable(id, "", nil, st, "the event the price was adjusted for is not stated"))
		return
	}
	formula, note := adjustFormula(a)
	f, err := calc.Parse(formula)
	if err != nil {
		out.Checks = append(out.Checks, validate.Unverifiable(id, formula, nil, st, err.Error()))
		return
	}
	var ops []validate.Operand
	have := map[string]bool{}
	add := func(o validate.Operand) {
		if !have[o.Name()] {
			ops = append(ops, o)
			have[o.Name()] = true
		}
	}
	if a.Before != nil {
		if o, ok := validate.SchemaOperand("P0", a.Before, calc.Exact); ok {
			add(o)
		}
	}
	if a.Computation != "" {
		bound, err := unifyComputation(f, a.Computation)
		if err != nil {
			note = validate.JoinNote(note, "the worked calculation does not follow the formula: "+err.Error())
		}
		// Each input taken from the calculation points at the calculation
		// as written; its value says which term it is.
		var sp *schema.Span
		text := ""
		if r, ok := a.Evidence["computation"]; ok {
			s := r.Span
			sp, text = &s, r.Text
		}
		for _, name := range f.Vars() {
			if b, ok := bound[name]; ok && !have[name] {
				// The input's value is shown to 12 places (k =
				// 3737542588/345281003239); the check uses it exactly.
				v := calc.Round(b.val, 12, calc.HalfEven)
				add(validate.NewOperand(name, calc.Point(b.val), v,
					schema.Input{Name: name, Value: v.String(), Text: textOr(text, b.text), Span: sp}))
			}
		}
	}
	for name, q := range map[string]*schema.Quantity{"D": a.CashDividendPerShare, "n": a.BonusRatio, "k": a.NewShareRatio, "A": a.NewSharePrice} {
		if q == nil || have[name] {
			continue
		}
		if o, ok := validate.SchemaOperand(name, q, calc.Exact); ok {
			// The stated figure is per ten shares (每10股转增6股); its
			// value per share is the recorded one.
			v, _ := decimal.NewFromString(q.Value)
			in := o.Input()
			in.Value = q.Value
			add(validate.NewOperand(o.Name(), calc.PointDec(v), v, in))
		}
	}
	if a.Reason == schema.ReasonCombined && !have["k"] && !have["A"] {
		add(validate.Constant("k", 0))
		add(validate.Constant("A", 0))
		note = validate.JoinNote(note, "no new shares stated: k = 0")
	}
	used := map[string]bool{}
	for _, v := range f.Vars() {
		used[v] = true
	}
	kept := ops[:0]
	for _, o := range ops {
		if used[o.Name()] {
			kept = append(kept, o)
		}
	}
	ops = kept
	var missing []string
	for _, v := range f.Vars() {
		if !have[v] {
			missing = append(missing, v)
		}
	}
	if len(missing) > 0 {
		out.Checks = append(out.Checks, validate.Unverifiable(id, formula, ops, st, validate.JoinNote(note, "not stated: "+strings.Join(missing, ", ")+adjustMissingNote(missing))))
		return
	}
	out.Checks = append(out.Checks, validate.Spec{ID: id, Formula: formula, Ops: ops, Stated: st, Mode: mode, Note: note}.Finding())
}

func textOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// adjustMissingNote explains a missing new-share ratio.
func adjustMissingNote(missing []string) string {
	for _, m := range missing {
		if m == "k" {
			return " (the new-share ratio k is the shares issued over the share capital, which the announcement does not state)"
		}
	}
	return ""
}

// adjustFormula returns the formula to check, in the template's names: the
// document's own for the event when its names read as the roles, else the
// standard one, with a note saying which.
func adjustFormula(a *schema.ConversionPriceAdjustment) (string, string) {
	std := standardAdjust[a.Reason]
	if a.Formula == "" {
		return std, "the announcement states no formula for the event: the standard formula"
	}
	f, err := calc.Parse(a.Formula)
	if err != nil {
		return std, "the stated formula does not parse: the standard formula"
	}
	text, ok := renameRoles(f)
	if !ok {
		return std, "the stated formula's names are not the template's: the standard formula"
	}
	return text, ""
}

// roleNames maps a formula's names, as filings write them, to the
// template's roles: Po and P0 the price before (歌华有线 writes Po), N
// and n the bonus ratio, K and k the new-share ratio.
var roleNames = map[string]string{"P0": "P0", "Po": "P0", "PO": "P0", "n": "n", "N": "n", "k": "k", "K": "k", "A": "A", "D": "D", "d": "D"}

// renameRoles writes f's main equation with the template's names: the
// target is P1; a product written without its sign (AK, 歌华有线) is A*k.
func renameRoles(f *calc.Formula) (string, bool) {
	if len(f.Defs) > 0 || !strings.HasPrefix(f.Target, "P") {
		return "", false
	}
	var b strings.Builder
	var write func(e *calc.Expr) bool
	write = func(e *calc.Expr) bool {
		switch e.Op {
		case calc.OpNum:
			b.WriteString(e.Text)
		case calc.OpVar:
			if r, ok := roleNames[e.Text]; ok {
				b.WriteString(r)
				return true
			}
			if len(e.Text) == 2 {
				r1, ok1 := roleNames[e.Text[:1]]
				r2, ok2 := roleNames[e.Text[1:]]
				if ok1 && ok2 {
					b.WriteString("(" + r1 + "*" + r2 + ")")
					return true
				}
			}
			return false
		case calc.OpParen:
			b.WriteByte('(')
			if !write(e.X) {
				return false
			}
			b.WriteByte(')')
		case calc.OpNeg:
			b.WriteByte('-')
			return write(e.X)
		default:
			if !write(e.X) {
				return false
			}
			b.WriteByte(byte(e.Op))
			return write(e.Y)
		}
		return true
	}
	b.WriteString("P1=")
	if !write(f.Expr) {
		return "", false
	}
	if _, err := calc.Parse(b.String()); err != nil {
		return "", false
	}
	return b.String(), true
}

// boundValue is a value a worked calculation substitutes for a name.
type boundValue struct {
	val  *big.Rat
	text string
}

// unifyComputation matches the formula's expression against a worked
// calculation term by term (brackets aside) and returns what it puts for
// each name. A name put twice must get the same value; a number of the
// formula (the 1 of 1+k) must be the calculation's.
func unifyComputation(f *calc.Formula, computation string) (map[string]boundValue, error) {
	cf, err := calc.Parse("X" + computation)
	if err != nil {
		return nil, err
	}
	bound := map[string]boundValue{}
	var unify func(x, y *calc.Expr) error
	unify = func(x, y *calc.Expr) error {
		x, y = unparen(x), unparen(y)
		switch x.Op {
		case calc.OpVar:
			v, err := evalExpr(y)
			if err != nil {
				return err
			}
			if b, ok := bound[x.Text]; ok && b.val.Cmp(v) != 0 {
				return fmt.Errorf("%s is given as %s and as %s", x.Text, b.text, y.String())
			}
			bound[x.Text] = boundValue{val: v, text: y.String()}
			return nil
		case calc.OpNum:
			v, err := evalExpr(y)
			if err != nil {
				return err
			}
			if v.Cmp(x.Num) != 0 {
				return fmt.Errorf("%s where the formula has %s", y.String(), x.Text)
			}
			return nil
		}
		if x.Op == calc.OpMul && y.Op == calc.OpDiv && unparen(y.X).Op == calc.OpMul {
			// A×k written out as 12.50×68,000,000/540,000,000: a*b/c is
			// a*(b/c).
			m := unparen(y.X)
			y = &calc.Expr{Op: calc.OpMul, X: m.X, Y: &calc.Expr{Op: calc.OpDiv, X: m.Y, Y: y.Y}}
		}
		if x.Op != y.Op {
			return fmt.Errorf("%s where the formula has %s", y.String(), x.String())
		}
		if x.Op == calc.OpNeg {
			return unify(x.X, y.X)
		}
		if err := unify(x.X, y.X); err != nil {
			return err
		}
		return unify(x.Y, y.Y)
	}
	return bound, unify(f.Expr, cf.Expr)
}

func unparen(e *calc.Expr) *calc.Expr {
	for e.Op == calc.OpParen {
		e = e.X
	}
	return e
}

// evalExpr evaluates an expression of figures only.
func evalExpr(e *calc.Expr) (*big.Rat, error) {
	f, err := calc.Parse("X=" + e.String())
	if err != nil {
		return nil, err
	}
	return f.Eval(nil)
}

// ratText writes r exactly when it is a short decimal, else as a fraction.
func ratText(r *big.Rat) string {
	d := calc.Round(r, 12, calc.HalfEven)
	if d.Rat().Cmp(r) == 0 {
		return d.String()
	}
	return r.RatString()
}

// resetFinding checks a downward reset's new price against the floors the
// document states.
func resetFinding(a *schema.ConversionPriceAdjustment) schema.Check {
	const id = "conversion.adjust"
	st := *a.After
	c := schema.Check{ID: id, Stated: &st, Rounding: "exact", Inputs: []schema.Input{}}
	var names []string
	var floor *big.Rat
	for _, fl := range []struct {
		name string
		q    *schema.Quantity
	}{{"M20", a.Average20Days}, {"M1", a.AveragePreviousDay}, {"NAV", a.NetAssetsPerShare}} {
		if fl.q == nil {
			continue
		}
		v, ok := new(big.Rat).SetString(fl.q.Value)
		if !ok {
			continue
		}
		sp := fl.q.Span
		c.Inputs = append(c.Inputs, schema.Input{Name: fl.name, Value: fl.q.Value, Unit: fl.q.Unit, Text: fl.q.Text, Span: &sp})
		names = append(names, fl.name)
		if floor == nil || v.Cmp(floor) > 0 {
			floor = v
		}
	}
	c.Formula = "P1>=max(" + strings.Join(names, ",") + ")"
	after, ok := new(big.Rat).SetString(a.After.Value)
	if floor == nil || !ok {
		c.Formula = "P1>=max(M20,M1)"
		c.Status = schema.StatusUnverifiable
		c.Note = "the averages the new price may not be below are not stated"
		return c
	}
	c.Computed = ratText(floor)
	if after.Cmp(floor) >= 0 {
		c.Status = schema.StatusPass
	} else {
		c.Status = schema.StatusFail
		c.Note = "the new price is below the floor the reset clause sets"
	}
	return c
}
