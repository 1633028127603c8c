package calc

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/shopspring/decimal"
)

// randDec returns a decimal with up to 12 integer digits and 0–4 places,
// built from integers (no floating point), never zero when nonzero is set.
func randDec(r *rand.Rand, nonzero bool) decimal.Decimal {
	for {
		d := decimal.New(r.Int64N(1_000_000_000_000), -int32(r.IntN(5)))
		if r.IntN(4) == 0 {
			d = d.Neg()
		}
		if !nonzero || !d.IsZero() {
			return d
		}
	}
}

func newRand() *rand.Rand { return rand.New(rand.NewPCG(2014, 45)) }

const propertyRuns = 500

// TestRearrangement evaluates a formula and its algebraic rearrangement on
// the same exact inputs: Q=V/P and V=Q*P, and the chained adjustment of 001
// against its expansion.
func TestRearrangement(t *testing.T) {
	r := newRand()
	q := MustParse("Q=V/P")
	v := MustParse("V=Q*P")
	chained := MustParse("P1=P0×(N+k)/(N+n)；k=n×A/M")
	expanded := MustParse("P1=P0*(N*M+n*A)/((N+n)*M)")
	for i := 0; i < propertyRuns; i++ {
		vv, pp := randDec(r, false), randDec(r, true)
		got, err := q.Eval(map[string]decimal.Decimal{"V": vv, "P": pp})
		if err != nil {
			t.Fatal(err)
		}
		// Q is a rational that may not be a finite decimal, so V=Q*P is
		// evaluated over an exact point interval.
		back, err := v.EvalInterval(map[string]Interval{"Q": Point(got), "P": PointDec(pp)})
		if err != nil {
			t.Fatal(err)
		}
		if !back.IsPoint() || back.Lo.Cmp(vv.Rat()) != 0 {
			t.Fatalf("V=%s P=%s: Q=%s, Q*P=%s", vv, pp, got.RatString(), back)
		}

		in := map[string]decimal.Decimal{
			"P0": randDec(r, false), "N": randDec(r, false), "n": randDec(r, false),
			"A": randDec(r, false), "M": randDec(r, true),
		}
		if in["N"].Add(in["n"]).IsZero() {
			continue
		}
		a, err := chained.Eval(in)
		if err != nil {
			t.Fatal(err)
		}
		b, err := expanded.Eval(in)
		if err != nil {
			t.Fatal(err)
		}
		if a.Cmp(b) != 0 {
			t.Fatalf("inputs %v: chained %s, expanded %s", in, a.RatString(), b.RatString())
		}
	}
}

// TestCommutativity checks a+b = b+a and a*b = b*a exactly, and that the
// canonical forms differ (the parser keeps the order written).
func TestCommutativity(t *testing.T) {
	r := newRand()
	pairs := [][2]*Formula{
		{MustParse("x=a+b"), MustParse("x=b+a")},
		{MustParse("x=a*b"), MustParse("x=b*a")},
		{MustParse("x=(a+b)*c"), MustParse("x=c*a+c*b")},
	}
	for i := 0; i < propertyRuns; i++ {
		in := map[string]decimal.Decimal{"a": randDec(r, false), "b": randDec(r, false), "c": randDec(r, false)}
		for _, p := range pairs {
			need := func(f *Formula) map[string]decimal.Decimal {
				m := map[string]decimal.Decimal{}
				for _, n := range f.Vars() {
					m[n] = in[n]
				}
				return m
			}
			x, err := p[0].Eval(need(p[0]))
			if err != nil {
				t.Fatal(err)
			}
			y, err := p[1].Eval(need(p[1]))
			if err != nil {
				t.Fatal(err)
			}
			if x.Cmp(y) != 0 {
				t.Fatalf("%s vs %s on %v: %s != %s", p[0], p[1], in, x.RatString(), y.RatString())
			}
		}
	}
}

// TestIntervalContainsExact draws stated inputs, evaluates the 003 rights
// issue formula over their intervals, then picks exact inputs inside each
// interval (the ends and random interior points) and checks that the exact
// result lies inside the computed interval.
func TestIntervalContainsExact(t *testing.T) {
	r := newRand()
	f := MustParse("P1=P0*（N+Q*（A/M））/(N+Q)-D")
	names := []string{"P0", "N", "Q", "A", "M", "D"}
	for i := 0; i < propertyRuns; i++ {
		ivs := map[string]Interval{}
		for _, n := range names {
			v := randDec(r, false)
			if n != "D" {
				v = v.Abs().Add(decimal.NewFromInt(1)) // prices and counts are positive
			}
			mode := []Rounding{HalfUp, Floor, Exact, Trunc}[r.IntN(4)]
			ivs[n] = Stated(v, Places(v), mode)
		}
		got, err := f.EvalInterval(ivs)
		if err != nil {
			t.Fatal(err)
		}
		for j := 0; j < 5; j++ {
			in := map[string]decimal.Decimal{}
			for _, n := range names {
				in[n] = pick(r, ivs[n])
			}
			exact, err := f.Eval(in)
			if err != nil {
				t.Fatal(err)
			}
			if !got.Contains(exact) {
				t.Fatalf("inputs %v in %v: exact %s outside %s", in, ivs, exact.RatString(), got)
			}
		}
	}
}

// pick returns a decimal inside iv: a closed end, or a point at k/16 of the
// way from Lo to Hi, strictly inside when an end is open.
func pick(r *rand.Rand, iv Interval) decimal.Decimal {
	k := int64(r.IntN(17))
	switch {
	case iv.IsPoint():
		k = 0
	case k == 0 && iv.LoOpen:
		k = 1
	case k == 16 && iv.HiOpen:
		k = 15
	}
	w := new(big.Rat).Sub(iv.Hi, iv.Lo)
	w.Mul(w, big.NewRat(k, 16))
	x := new(big.Rat).Add(iv.Lo, w)
	// Lo, Hi and sixteenths of a power-of-ten width are finite decimals.
	return Round(x, 40, Exact)
}
