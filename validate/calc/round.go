package calc

import (
	"math/big"

	"github.com/shopspring/decimal"
)

// Rounding is how a figure was, or is to be, brought to a fixed number of
// decimal places. Its String form is the schema's `rounding` vocabulary.
type Rounding int

// Rounding modes.
const (
	// HalfUp rounds to nearest, ties away from zero: 四舍五入, the default
	// for figures in filings.
	HalfUp Rounding = iota
	// HalfEven rounds to nearest, ties to the even neighbour (banker's).
	HalfEven
	// Floor rounds toward −∞. For the positive figures in filings it is
	// truncation, what filings call 去尾法 ("以去尾法取一股的整数倍"); for a
	// negative value it moves away from zero (use Trunc to cut digits).
	Floor
	// Ceil rounds toward +∞.
	Ceil
	// Trunc rounds toward zero: digits are cut whatever the sign.
	Trunc
	// Exact marks a figure stated without rounding. Round treats it as
	// HalfEven; Stated gives the single point.
	Exact
)

var roundingNames = [...]string{"half_up", "half_even", "floor", "ceil", "trunc", "exact"}

// String returns the mode's name: half_up, half_even, floor, ceil, trunc or
// exact.
func (m Rounding) String() string {
	if m >= 0 && int(m) < len(roundingNames) {
		return roundingNames[m]
	}
	return "unknown"
}

// pow10 returns 10^n as an integer, n >= 0.
func pow10(n int) *big.Int {
	return new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(n)), nil)
}

// Round returns r rounded to places decimal places with mode. places may be
// negative (−4 rounds to 万). The result is exact: Round(r, 2, HalfUp) of
// 3042596348.88… is 3042596348.88, never a binary approximation.
func Round(r *big.Rat, places int, mode Rounding) decimal.Decimal {
	// x = r·10^places = num/den; q = ⌊x⌋, rem = x − q in [0, 1).
	num := new(big.Int).Set(r.Num())
	den := new(big.Int).Set(r.Denom())
	if places >= 0 {
		num.Mul(num, pow10(places))
	} else {
		den.Mul(den, pow10(-places))
	}
	q, m := new(big.Int).DivMod(num, den, new(big.Int)) // den > 0: Euclidean = floor
	if m.Sign() != 0 {
		twice := new(big.Int).Lsh(m, 1)
		half := twice.Cmp(den) // <0 below half, 0 tie, >0 above
		up := false
		switch mode {
		case Floor:
		case Ceil:
			up = true
		case Trunc:
			up = r.Sign() < 0
		case HalfUp:
			up = half > 0 || half == 0 && r.Sign() > 0
		default: // HalfEven, Exact
			up = half > 0 || half == 0 && q.Bit(0) == 1
		}
		if up {
			q.Add(q, big.NewInt(1))
		}
	}
	return decimal.NewFromBigInt(q, int32(-places))
}

// Places returns the number of decimal places d is written with: 2 for
// 30.43 and for 5.20 (trailing zeros count, as they were stated), 0 for 300.
func Places(d decimal.Decimal) int {
	if e := d.Exponent(); e < 0 {
		return int(-e)
	}
	return 0
}
