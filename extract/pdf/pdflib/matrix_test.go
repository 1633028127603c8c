package pdflib

import (
	"math/rand"
	"testing"
)

// fullMul is the product over all three columns.
func fullMul(x, y matrix) matrix {
	var z matrix
	for i := 0; i < 3; i++ {
		for j := 0; j < 3; j++ {
			for k := 0; k < 3; k++ {
				z[i][j] += x[i][k] * y[k][j]
			}
		}
	}
	return z
}

// TestAffineMul: the product of two affine matrices equals the full
// product, bit for bit (zero signs aside), and a non-affine one still gets
// the full product.
func TestAffineMul(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	v := func() float64 {
		switch rng.Intn(4) {
		case 0:
			return 0
		case 1:
			return float64(rng.Intn(2000) - 1000)
		}
		return (rng.Float64() - 0.5) * 1e4
	}
	aff := func() matrix { return matrix{{v(), v(), 0}, {v(), v(), 0}, {v(), v(), 1}} }
	for n := 0; n < 10000; n++ {
		x, y := aff(), aff()
		if got, want := x.mul(y), fullMul(x, y); got != want {
			t.Fatalf("%v × %v = %v, want %v", x, y, got, want)
		}
	}
	x, y := matrix{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}, aff()
	if got, want := x.mul(y), fullMul(x, y); got != want {
		t.Errorf("non-affine: %v, want %v", got, want)
	}
}
