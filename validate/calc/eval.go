package calc

import (
	"fmt"
	"maps"
	"math/big"
	"slices"
	"strings"

	"github.com/shopspring/decimal"
)

// Rat returns the exact value of d as a new big.Rat.
func Rat(d decimal.Decimal) *big.Rat {
	return d.Rat()
}

// With returns a copy of f in which the named variables are fixed to the
// given values, for what-if evaluation: P1=P0/(1+n) with n=1 for a
// 10-for-10 bonus issue. A name may be a free variable or a name the chain
// defines (a stated k replaces k=n×A/M); fixing the target is an error, as is
// a name the formula does not use (ErrUnknownVar). Fixed names leave Vars
// and need not be passed to Eval or EvalInterval; values passed there take
// precedence. Later calls to With add to or replace earlier ones.
func (f *Formula) With(overrides map[string]decimal.Decimal) (*Formula, error) {
	if err := f.checkNames(slices.Collect(maps.Keys(overrides))); err != nil {
		return nil, err
	}
	g := *f
	g.bound = make(map[string]*big.Rat, len(f.bound)+len(overrides))
	maps.Copy(g.bound, f.bound)
	for k, v := range overrides {
		g.bound[k] = v.Rat()
	}
	return &g, nil
}

// Bound returns a copy of the values fixed by With.
func (f *Formula) Bound() map[string]*big.Rat {
	out := make(map[string]*big.Rat, len(f.bound))
	for k, v := range f.bound {
		out[k] = new(big.Rat).Set(v)
	}
	return out
}

// checkNames returns an ErrUnknownVar error naming every name that is
// neither a variable nor a definition of f, or is its target.
func (f *Formula) checkNames(names []string) error {
	known := map[string]bool{}
	add := func(n string) { known[n] = true }
	f.Expr.walkVars(add)
	for _, d := range f.Defs {
		add(d.Name)
		d.Expr.walkVars(add)
	}
	var bad []string
	for _, n := range names {
		if !known[n] || n == f.Target {
			bad = append(bad, n)
		}
	}
	if len(bad) == 0 {
		return nil
	}
	slices.Sort(bad)
	return fmt.Errorf("calc: %s: %s not in formula or not an input: %w", f.Text(), strings.Join(bad, ", "), ErrUnknownVar)
}

// missing returns an ErrMissingVar error naming the free variables that
// have no value in given.
func (f *Formula) missing(has func(string) bool) error {
	miss := f.needed(has)
	if len(miss) == 0 {
		return nil
	}
	return fmt.Errorf("calc: %s: no value for %s: %w", f.Text(), strings.Join(miss, ", "), ErrMissingVar)
}

// algebra is the arithmetic Eval and EvalInterval share.
type algebra[T any] struct {
	num          func(*big.Rat) T
	neg          func(T) T
	add, sub, mu func(T, T) T
	div          func(T, T) (T, error)
}

// evaluate computes the target of f over an algebra, resolving definitions
// on demand; env holds the values of inputs and of names fixed by the
// caller.
func evaluate[T any](f *Formula, env map[string]T, alg algebra[T]) (T, error) {
	defs := make(map[string]*Expr, len(f.Defs))
	for _, d := range f.Defs {
		defs[d.Name] = d.Expr
	}
	memo := map[string]T{}
	var eval func(e *Expr) (T, error)
	lookup := func(name string) (T, error) {
		if v, ok := env[name]; ok {
			return v, nil
		}
		if v, ok := memo[name]; ok {
			return v, nil
		}
		d, ok := defs[name]
		if !ok {
			var zero T
			// Unreachable after the missing-variable check.
			return zero, fmt.Errorf("calc: no value for %s: %w", name, ErrMissingVar)
		}
		v, err := eval(d)
		if err != nil {
			return v, err
		}
		memo[name] = v
		return v, nil
	}
	eval = func(e *Expr) (T, error) {
		var zero T
		switch e.Op {
		case OpNum:
			return alg.num(e.Num), nil
		case OpVar:
			return lookup(e.Text)
		case OpParen:
			return eval(e.X)
		case OpNeg:
			x, err := eval(e.X)
			if err != nil {
				return zero, err
			}
			return alg.neg(x), nil
		}
		x, err := eval(e.X)
		if err != nil {
			return zero, err
		}
		y, err := eval(e.Y)
		if err != nil {
			return zero, err
		}
		switch e.Op {
		case OpAdd:
			return alg.add(x, y), nil
		case OpSub:
			return alg.sub(x, y), nil
		case OpMul:
			return alg.mu(x, y), nil
		default:
			v, err := alg.div(x, y)
			if err != nil {
				return zero, fmt.Errorf("calc: %s: in %s: %w", f.Text(), e, err)
			}
			return v, nil
		}
	}
	return eval(f.Expr)
}

var ratAlgebra = algebra[*big.Rat]{
	num: func(r *big.Rat) *big.Rat { return r },
	neg: func(x *big.Rat) *big.Rat { return new(big.Rat).Neg(x) },
	add: func(x, y *big.Rat) *big.Rat { return new(big.Rat).Add(x, y) },
	sub: func(x, y *big.Rat) *big.Rat { return new(big.Rat).Sub(x, y) },
	mu:  func(x, y *big.Rat) *big.Rat { return new(big.Rat).Mul(x, y) },
	div: func(x, y *big.Rat) (*big.Rat, error) {
		if y.Sign() == 0 {
			return nil, ErrDivByZero
		}
		return new(big.Rat).Quo(x, y), nil
	},
}

// Eval computes the target of f exactly. vars gives a value for every free
// variable (Vars); it may also give a value for a name the chain defines,
// which then replaces the definition. A missing input is an error wrapping
// ErrMissingVar, a name the formula does not use ErrUnknownVar, and a zero
// divisor ErrDivByZero; each error names the variables concerned. The
// result is exact: round it with Round for display.
func (f *Formula) Eval(vars map[string]decimal.Decimal) (*big.Rat, error) {
	if err := f.checkNames(slices.Collect(maps.Keys(vars))); err != nil {
		return nil, err
	}
	env := make(map[string]*big.Rat, len(vars)+len(f.bound))
	maps.Copy(env, f.bound)
	for k, v := range vars {
		env[k] = v.Rat()
	}
	if err := f.missing(func(n string) bool { _, ok := env[n]; return ok }); err != nil {
		return nil, err
	}
	r, err := evaluate(f, env, ratAlgebra)
	if err != nil {
		return nil, err
	}
	return new(big.Rat).Set(r), nil
}
