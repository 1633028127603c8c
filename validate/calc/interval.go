package calc

import (
	"errors"
	"fmt"
	"maps"
	"math/big"
	"slices"

	"github.com/shopspring/decimal"
)

// Interval is the set of exact values a figure may stand for, from Lo to Hi;
// LoOpen and HiOpen exclude the endpoint. Lo and Hi are never nil in an
// Interval made by this package, Lo <= Hi, and intervals are never empty.
// Functions here never modify their arguments' Rats.
type Interval struct {
	Lo, Hi         *big.Rat
	LoOpen, HiOpen bool
}

// Point returns the closed interval [r, r]: an exact figure.
func Point(r *big.Rat) Interval {
	v := new(big.Rat).Set(r)
	return Interval{Lo: v, Hi: v}
}

// PointDec returns Point of d.
func PointDec(d decimal.Decimal) Interval { return Point(d.Rat()) }

// Stated returns the interval a figure stated as value with decimals
// decimal places stands for, with u = 10^−decimals:
//
//	HalfUp, HalfEven  [v − u/2, v + u/2]   rounded to nearest
//	Floor             [v, v + u)           去尾法: the digits after were cut
//	Ceil              (v − u, v]
//	Trunc             [v, v + u) for v > 0, (v − u, v] for v < 0, (−u, u) for 0
//	Exact             [v, v]
//
// decimals is the precision of the text as stated (Places gives it for a
// decimal parsed from that text); it may be negative for a figure rounded to
// tens or more. Rounded intervals are closed on both ends, as in XBRL
// Calculations 1.1: a tie could have rounded either way.
func Stated(value decimal.Decimal, decimals int, mode Rounding) Interval {
	v := value.Rat()
	u := unit(decimals)
	switch mode {
	case Exact:
		return Point(v)
	case Floor:
		return Interval{Lo: v, Hi: new(big.Rat).Add(v, u), HiOpen: true}
	case Ceil:
		return Interval{Lo: new(big.Rat).Sub(v, u), Hi: v, LoOpen: true}
	case Trunc:
		switch v.Sign() {
		case 1:
			return Stated(value, decimals, Floor)
		case -1:
			return Stated(value, decimals, Ceil)
		}
		return Interval{Lo: new(big.Rat).Neg(u), Hi: u, LoOpen: true, HiOpen: true}
	default:
		h := new(big.Rat).Quo(u, big.NewRat(2, 1))
		return Interval{Lo: new(big.Rat).Sub(v, h), Hi: new(big.Rat).Add(v, h)}
	}
}

// StatedScaled is Stated for a figure stated in a unit of scale base units:
// 30.43亿股 is StatedScaled(30.43, 2, 1e8, HalfUp) = [3,042,500,000,
// 3,043,500,000] shares, half-width ½·0.01亿 = 500,000 shares; 5.10% is
// StatedScaled(5.10, 2, 0.01, HalfUp) = [0.05095, 0.05105]. scale must be
// positive; a non-positive scale is treated as 1.
func StatedScaled(stated decimal.Decimal, decimals int, scale decimal.Decimal, mode Rounding) Interval {
	iv := Stated(stated, decimals, mode)
	if scale.Sign() <= 0 {
		return iv
	}
	s := scale.Rat()
	return Interval{
		Lo: new(big.Rat).Mul(iv.Lo, s), Hi: new(big.Rat).Mul(iv.Hi, s),
		LoOpen: iv.LoOpen, HiOpen: iv.HiOpen,
	}
}

// unit returns 10^−decimals.
func unit(decimals int) *big.Rat {
	if decimals >= 0 {
		return new(big.Rat).SetFrac(big.NewInt(1), pow10(decimals))
	}
	return new(big.Rat).SetInt(pow10(-decimals))
}

// Contains reports whether r lies in iv.
func (iv Interval) Contains(r *big.Rat) bool {
	lo, hi := r.Cmp(iv.Lo), r.Cmp(iv.Hi)
	return (lo > 0 || lo == 0 && !iv.LoOpen) && (hi < 0 || hi == 0 && !iv.HiOpen)
}

// empty reports whether iv is unset or holds no value.
func (iv Interval) empty() bool {
	if iv.Lo == nil || iv.Hi == nil {
		return true
	}
	c := iv.Lo.Cmp(iv.Hi)
	return c > 0 || c == 0 && (iv.LoOpen || iv.HiOpen)
}

// IsPoint reports whether iv holds exactly one value.
func (iv Interval) IsPoint() bool {
	return iv.Lo.Cmp(iv.Hi) == 0 && !iv.LoOpen && !iv.HiOpen
}

// String formats iv in interval notation with exact decimals where the
// endpoints have a finite expansion, else as fractions: "[3042500000, 3043500000]".
func (iv Interval) String() string {
	l, r := "[", "]"
	if iv.LoOpen {
		l = "("
	}
	if iv.HiOpen {
		r = ")"
	}
	return l + ratString(iv.Lo) + ", " + ratString(iv.Hi) + r
}

// ratString writes r as an exact decimal when it has a finite expansion
// (denominator 2^a·5^b), else as num/den.
func ratString(r *big.Rat) string {
	if r == nil {
		return "nil"
	}
	d := new(big.Int).Set(r.Denom())
	places := 0
	for _, p := range []int64{2, 5} {
		bp := big.NewInt(p)
		m := new(big.Int)
		n := 0
		for {
			q, rem := new(big.Int).QuoRem(d, bp, m)
			if rem.Sign() != 0 {
				break
			}
			d = q
			n++
		}
		places = max(places, n)
	}
	if d.Cmp(big.NewInt(1)) != 0 {
		return r.RatString()
	}
	return Round(r, places, Exact).String()
}

// Neg returns −iv.
func (iv Interval) Neg() Interval {
	return Interval{
		Lo: new(big.Rat).Neg(iv.Hi), Hi: new(big.Rat).Neg(iv.Lo),
		LoOpen: iv.HiOpen, HiOpen: iv.LoOpen,
	}
}

// Add returns iv + o: every sum of a value in iv and a value in o.
func (iv Interval) Add(o Interval) Interval {
	return Interval{
		Lo: new(big.Rat).Add(iv.Lo, o.Lo), Hi: new(big.Rat).Add(iv.Hi, o.Hi),
		LoOpen: iv.LoOpen || o.LoOpen, HiOpen: iv.HiOpen || o.HiOpen,
	}
}

// Sub returns iv − o.
func (iv Interval) Sub(o Interval) Interval { return iv.Add(o.Neg()) }

// Mul returns iv × o: the smallest interval holding every product.
func (iv Interval) Mul(o Interval) Interval {
	type end struct {
		v    *big.Rat
		open bool
	}
	a := [2]end{{iv.Lo, iv.LoOpen}, {iv.Hi, iv.HiOpen}}
	b := [2]end{{o.Lo, o.LoOpen}, {o.Hi, o.HiOpen}}
	var lo, hi end
	first := true
	for _, x := range a {
		for _, y := range b {
			p := new(big.Rat).Mul(x.v, y.v)
			// The product is attained when both ends are, or when a closed
			// end is zero (0 × anything in a non-empty interval is 0).
			open := (x.open || y.open) && !(x.v.Sign() == 0 && !x.open) && !(y.v.Sign() == 0 && !y.open)
			if first {
				lo, hi, first = end{p, open}, end{p, open}, false
				continue
			}
			switch c := p.Cmp(lo.v); {
			case c < 0:
				lo = end{p, open}
			case c == 0:
				lo.open = lo.open && open
			}
			switch c := p.Cmp(hi.v); {
			case c > 0:
				hi = end{p, open}
			case c == 0:
				hi.open = hi.open && open
			}
		}
	}
	return Interval{Lo: lo.v, Hi: hi.v, LoOpen: lo.open, HiOpen: hi.open}
}

// Div returns iv ÷ o. A divisor whose closure contains zero is an error
// wrapping ErrDivByZero: the quotient would be unbounded.
func (iv Interval) Div(o Interval) (Interval, error) {
	if o.Lo.Sign() <= 0 && o.Hi.Sign() >= 0 {
		return Interval{}, fmt.Errorf("divisor %s contains or touches zero: %w", o, ErrDivByZero)
	}
	inv := Interval{
		Lo: new(big.Rat).Inv(o.Hi), Hi: new(big.Rat).Inv(o.Lo),
		LoOpen: o.HiOpen, HiOpen: o.LoOpen,
	}
	return iv.Mul(inv), nil
}

// Meets reports whether iv and o have a value in common.
func (iv Interval) Meets(o Interval) bool {
	// lo = max of the lower ends, hi = min of the upper ends.
	lo, loOpen := iv.Lo, iv.LoOpen
	switch c := o.Lo.Cmp(lo); {
	case c > 0:
		lo, loOpen = o.Lo, o.LoOpen
	case c == 0:
		loOpen = loOpen || o.LoOpen
	}
	hi, hiOpen := iv.Hi, iv.HiOpen
	switch c := o.Hi.Cmp(hi); {
	case c < 0:
		hi, hiOpen = o.Hi, o.HiOpen
	case c == 0:
		hiOpen = hiOpen || o.HiOpen
	}
	switch c := lo.Cmp(hi); {
	case c < 0:
		return true
	case c == 0:
		return !loOpen && !hiOpen
	}
	return false
}

// Status is the outcome of a cross-check, in the schema's vocabulary.
type Status string

// Check outcomes.
const (
	// Pass: the computed interval meets the stated one.
	Pass Status = "pass"
	// Fail: the intervals cannot meet; the stated figure does not follow.
	Fail Status = "fail"
	// Unverifiable: an input is missing, so nothing can be computed. Compare
	// never returns it; Check does.
	Unverifiable Status = "unverifiable"
)

// Compare decides whether a stated figure is consistent with the value
// computed from the figures it derives from, the way XBRL Calculations 1.1
// does: Pass when the intervals meet, Fail when they cannot.
func Compare(computed, stated Interval) Status {
	if computed.Meets(stated) {
		return Pass
	}
	return Fail
}

// Result is the outcome of Check: a finding, not a Go error.
type Result struct {
	Status Status
	// Computed is the interval the formula gives; zero when Unverifiable.
	Computed Interval
	// Note says why a check is unverifiable; empty otherwise.
	Note string
}

// Check evaluates f over the input intervals and compares the result with
// the stated interval. A missing input, or a divisor interval that touches
// zero (the inputs are too coarse to bound the quotient), makes the result
// Unverifiable with a note naming the cause. Only caller mistakes are
// errors: a name the formula does not use (ErrUnknownVar) or an empty input
// interval (ErrInterval).
func (f *Formula) Check(vars map[string]Interval, stated Interval) (Result, error) {
	got, err := f.EvalInterval(vars)
	switch {
	case err == nil:
		return Result{Status: Compare(got, stated), Computed: got}, nil
	case errors.Is(err, ErrMissingVar), errors.Is(err, ErrDivByZero):
		return Result{Status: Unverifiable, Note: err.Error()}, nil
	}
	return Result{}, err
}

// EvalInterval computes the interval of values the target of f can take
// when each input lies in its interval (vars), with the same name rules as
// Eval; names fixed by With count as points. Division by an interval that
// contains or touches zero is an error wrapping ErrDivByZero. The result
// contains the exact value Eval gives for any inputs chosen inside the
// intervals (each occurrence of a variable is treated independently, so the
// result may be wider than the exact range, never narrower).
func (f *Formula) EvalInterval(vars map[string]Interval) (Interval, error) {
	if err := f.checkNames(slices.Collect(maps.Keys(vars))); err != nil {
		return Interval{}, err
	}
	env := make(map[string]Interval, len(vars)+len(f.bound))
	for k, v := range f.bound {
		env[k] = Point(v)
	}
	for k, v := range vars {
		if v.empty() {
			return Interval{}, fmt.Errorf("calc: %s: %s: interval %s is empty or unset: %w", f.Text(), k, v, ErrInterval)
		}
		env[k] = v
	}
	if err := f.missing(func(n string) bool { _, ok := env[n]; return ok }); err != nil {
		return Interval{}, err
	}
	return evaluate(f, env, intervalAlgebra)
}

var intervalAlgebra = algebra[Interval]{
	num: Point,
	neg: Interval.Neg,
	add: Interval.Add,
	sub: Interval.Sub,
	mu:  Interval.Mul,
	div: Interval.Div,
}
