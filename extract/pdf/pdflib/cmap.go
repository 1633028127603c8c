// Copyright 2014 The Go Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// ToUnicode CMap lookup (moved here from page.go and rewritten; see
// CHANGES.md): codes are looked up in a map (bfchar) or by binary search over
// sorted ranges (bfrange) instead of a linear scan per glyph, and range
// destinations are computed with carry across every byte.

package pdflib

import (
	"sort"
	"unicode/utf16"
)

// index builds the lookup tables of m from the bfchar and bfrange entries
// read from the CMap. A bfchar entry wins over a range; among overlapping
// ranges (ill-formed) the covering range that starts last wins.
func (m *cmap) index() {
	m.chars = make(map[string]string, len(m.bfchar))
	for _, c := range m.bfchar {
		if _, dup := m.chars[c.orig]; !dup {
			m.chars[c.orig] = c.repl
		}
	}
	for _, r := range m.bfrange {
		n := len(r.lo)
		if n == 0 || n > 4 || len(r.hi) != n || r.hi < r.lo {
			continue
		}
		m.ranges[n] = append(m.ranges[n], r)
	}
	for n := range m.ranges {
		rs := m.ranges[n]
		sort.SliceStable(rs, func(i, j int) bool { return rs[i].lo < rs[j].lo })
		// maxHi[i] is the largest hi among rs[:i+1], so a search can stop
		// at the first range that may still cover a code even when ranges
		// overlap.
		m.maxHi[n] = make([]string, len(rs))
		top := ""
		for i, r := range rs {
			if r.hi > top {
				top = r.hi
			}
			m.maxHi[n][i] = top
		}
	}
	m.keyLen = 1
	if len(m.bfchar) > 0 {
		m.keyLen = len(m.bfchar[0].orig)
	} else if len(m.bfrange) > 0 {
		m.keyLen = len(m.bfrange[0].lo)
	}
	m.keyLen = min(max(m.keyLen, 1), 4)
	m.codeLens = m.codeLens[:0]
	for n := 1; n <= 4; n++ {
		if len(m.space[n-1]) > 0 {
			m.codeLens = append(m.codeLens, n)
		}
	}
}

// lookup returns the text a code maps to, and whether the CMap maps it.
func (m *cmap) lookup(code string) (string, bool) {
	if s, ok := m.chars[code]; ok {
		return utf16Decode(s), true
	}
	n := len(code)
	if n == 0 || n > 4 {
		return "", false
	}
	rs := m.ranges[n]
	// The last range whose lo <= code, then walk back while an earlier
	// range can still reach code (overlapping ranges are rare).
	i := sort.Search(len(rs), func(i int) bool { return rs[i].lo > code }) - 1
	for ; i >= 0; i-- {
		if m.maxHi[n][i] < code {
			break
		}
		r := rs[i]
		if code > r.hi {
			continue
		}
		off := beInt(code) - beInt(r.lo)
		switch r.dst.Kind() {
		case String:
			return utf16Decode(addBE(r.dst.RawString(), off)), true
		case Array:
			v := r.dst.Index(int(off))
			if v.Kind() == String {
				return utf16Decode(v.RawString()), true
			}
		}
		return "", false
	}
	return "", false
}

// split returns the length of the code at the start of raw according to the
// CMap's codespace ranges, and whether a codespace matched.
func (m *cmap) split(raw string) (int, bool) {
	for _, n := range m.codeLens {
		if n > len(raw) {
			break
		}
		for _, space := range m.space[n-1] {
			if space.low <= raw[:n] && raw[:n] <= space.high {
				return n, true
			}
		}
	}
	return 0, false
}

// Decode implements TextEncoding: codes are split by the codespace ranges
// (1 to 4 bytes) and looked up; a code the CMap does not map decodes to
// U+FFFD.
func (m *cmap) Decode(raw string) string {
	var out []byte
	for len(raw) > 0 {
		n, ok := m.split(raw)
		if !ok {
			n = m.guessLen(raw)
		}
		if s, ok := m.lookup(raw[:n]); ok {
			out = append(out, s...)
		} else {
			out = append(out, string(noRune)...)
		}
		raw = raw[n:]
	}
	return string(out)
}

// guessLen is the code length used when no codespace range matches: the
// length of the CMap's own mapping keys, or one byte.
func (m *cmap) guessLen(raw string) int {
	return max(1, min(m.keyLen, len(raw)))
}

// beInt reads s as a big-endian unsigned integer (at most 8 bytes matter).
func beInt(s string) int64 {
	var x int64
	for i := 0; i < len(s); i++ {
		x = x<<8 | int64(s[i])
	}
	return x
}

// addBE adds off to the big-endian integer held in s, carrying across every
// byte (bfrange <0100> <01FF> <66FF> maps <0101> to U+6700, not U+6600).
func addBE(s string, off int64) string {
	if off == 0 || s == "" {
		return s
	}
	b := []byte(s)
	carry := off
	for i := len(b) - 1; i >= 0 && carry != 0; i-- {
		sum := int64(b[i]) + carry
		b[i] = byte(sum)
		carry = sum >> 8
	}
	return string(b)
}

// utf16Decode decodes big-endian UTF-16; a trailing odd byte is dropped
// (upstream indexed past the end of the string and panicked).
func utf16Decode(s string) string {
	u := make([]uint16, 0, len(s)/2)
	for i := 0; i+1 < len(s); i += 2 {
		u = append(u, uint16(s[i])<<8|uint16(s[i+1]))
	}
	return string(utf16.Decode(u))
}
