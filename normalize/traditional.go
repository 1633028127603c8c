package normalize

import (
	_ "embed"
	"strings"
	"unicode/utf8"
)

// Simplified returns s with the traditional characters that mirrors of
// mainland filings print (之後, 於, 股東大會決議, 董事會, 現場會議) replaced
// by their simplified forms, one character for one: every pair is of the
// same length in UTF-8, so an offset into the result is the same offset
// into s. It returns s itself when there is nothing to replace. The table
// is OpenCC's, of every traditional character with a simplified form.
func Simplified(s string) string {
	var b []byte
	for i, r := range s {
		if r < 0x4E00 || r > 0x9FFF || traditionalSet[(r-0x4E00)>>6]&(1<<((r-0x4E00)&63)) == 0 {
			continue
		}
		t, ok := simplifiedOf[r]
		if !ok {
			continue
		}
		if b == nil {
			b = []byte(s)
		}
		utf8.EncodeRune(b[i:], t)
	}
	if b == nil {
		return s
	}
	return string(b)
}

// traditionalPairs holds OpenCC's TSCharacters (see NOTICE beside it):
// each traditional character, then its simplified form, the first where
// OpenCC lists several. A traditional character that simplified text
// writes too (OpenCC lists it as simplified, or as its own simplified
// form: 乾, 夥, 徵) is left out, so that a simplified text reads the same;
// 於 stays, as the traditional mirrors of filings print it for 于.
//
//go:embed traditional.txt
var traditionalPairs string

// simplifiedOf maps traditional characters to simplified ones, those of
// the CJK Unified Ideographs block, where a filing's characters stand.
var simplifiedOf = func() map[rune]rune {
	m := map[rune]rune{}
	rs := []rune(strings.ReplaceAll(traditionalPairs, "\n", ""))
	for i := 0; i+1 < len(rs); i += 2 {
		if t, s := rs[i], rs[i+1]; t >= 0x4E00 && t <= 0x9FFF && utf8.RuneLen(t) == utf8.RuneLen(s) {
			m[t] = s
		}
	}
	return m
}()

// traditionalSet holds the keys of simplifiedOf, all in the CJK Unified
// Ideographs block, as a bit set from U+4E00: Simplified asks it of every
// character of a document.
var traditionalSet = func() (set [(0x9FFF - 0x4E00 + 64) / 64]uint64) {
	for r := range simplifiedOf {
		i := r - 0x4E00
		set[i>>6] |= 1 << (i & 63)
	}
	return set
}()
