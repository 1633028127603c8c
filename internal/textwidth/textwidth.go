// Package textwidth measures text as a fixed-width font prints it. It is a
// leaf: normalize reads the width at which a page's margin broke its
// lines with it, and the perturbation artefacts wrap lines at a width with
// it, so that both count columns the same way.
package textwidth

// Columns returns the width of s in a fixed-width font: a tab four
// columns, a character from U+1100 on (where the wide scripts — Hangul,
// CJK, the full-width forms — begin) two, any other one.
func Columns(s string) int {
	w := 0
	for _, r := range s {
		switch {
		case r == '\t':
			w += 4
		case r >= 0x1100:
			w += 2
		default:
			w++
		}
	}
	return w
}
