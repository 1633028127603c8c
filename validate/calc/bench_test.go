package calc

import (
	"testing"
)

func BenchmarkParse(b *testing.B) {
	for b.Loop() {
		if _, err := Parse("P1 = P0 × (N + k）/（N + n）；k = n × A / M；"); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkCheck(b *testing.B) {
	f := MustParse("R=(D1+D2+D3)/((E1+E2+E3)/3)")
	vars := map[string]Interval{}
	for n, v := range map[string]string{"D1": "8764", "D2": "7240", "D3": "3991", "E1": "41211", "E2": "34718", "E3": "25505"} {
		vars[n] = StatedScaled(dec(v), 0, million, HalfUp)
	}
	stated := StatedScaled(dec("59.14"), 2, percent, HalfUp)
	for b.Loop() {
		if _, err := f.Check(vars, stated); err != nil {
			b.Fatal(err)
		}
	}
}
