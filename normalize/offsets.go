package normalize

import (
	"slices"
	"unicode/utf8"
)

// OffsetMap maps byte offsets of a derived text back to the byte ranges of
// the source it was made from. Every byte i of the derived text came from
// source bytes [Start(i), End(i)); a byte that was inserted (a joining space,
// a folded character) maps to the source bytes of the character it stands
// for, or to an empty range at the place it was inserted.
//
// The zero value is an empty map. An OffsetMap is immutable once built and
// safe to share between goroutines.
type OffsetMap struct {
	start    []int32
	end      []int32
	src      int  // length of the source
	identity bool // made by Identity: byte i maps to [i, i+1)
}

// Len returns the length of the derived text the map covers.
func (m *OffsetMap) Len() int { return len(m.start) }

// SourceLen returns the length of the source the map points into.
func (m *OffsetMap) SourceLen() int { return m.src }

// Source maps a span of the derived text to the span of source bytes it
// came from. An empty span maps to an empty span at the corresponding place.
func (m *OffsetMap) Source(s Span) Span {
	n := len(m.start)
	if s.Start < 0 {
		s.Start = 0
	}
	if s.End > n {
		s.End = n
	}
	if s.Start >= n {
		return Span{m.src, m.src}
	}
	if s.End <= s.Start {
		p := int(m.start[s.Start])
		return Span{p, p}
	}
	return Span{int(m.start[s.Start]), int(m.end[s.End-1])}
}

// Compose returns the map from m's derived text to the source of base,
// where m's source is base's derived text.
func (m *OffsetMap) Compose(base *OffsetMap) *OffsetMap {
	if base.identity && len(base.start) == base.src {
		return m.onto(base.src)
	}
	out := &OffsetMap{start: make([]int32, len(m.start)), end: make([]int32, len(m.end)), src: base.src}
	for i := range m.start {
		s := Span{int(m.start[i]), int(m.end[i])}
		r := base.Source(s)
		out.start[i], out.end[i] = int32(r.Start), int32(r.End)
	}
	return out
}

// onto returns m composed with the identity map of a source of n bytes:
// m itself (maps are never changed once built) when every range of m lies
// within [0, n], else the ranges as Identity(n).Source would clip them.
func (m *OffsetMap) onto(n int) *OffsetMap {
	inside := true
	for i := range m.start {
		if s, e := m.start[i], m.end[i]; s < 0 || e < s || e > int32(n) {
			inside = false
			break
		}
	}
	if inside {
		return &OffsetMap{start: m.start, end: m.end, src: n}
	}
	out := &OffsetMap{start: make([]int32, len(m.start)), end: make([]int32, len(m.end)), src: n}
	for i := range m.start {
		r := clip(n, Span{int(m.start[i]), int(m.end[i])})
		out.start[i], out.end[i] = int32(r.Start), int32(r.End)
	}
	return out
}

// clip returns s as Identity(n).Source maps it, without building the map.
func clip(n int, s Span) Span {
	if s.Start < 0 {
		s.Start = 0
	}
	if s.End > n {
		s.End = n
	}
	if s.Start >= n {
		return Span{n, n}
	}
	if s.End <= s.Start {
		return Span{s.Start, s.Start}
	}
	return s
}

// Identity returns the map of a text onto itself.
func Identity(n int) *OffsetMap {
	m := &OffsetMap{start: make([]int32, n), end: make([]int32, n), src: n, identity: true}
	for i := 0; i < n; i++ {
		m.start[i], m.end[i] = int32(i), int32(i+1)
	}
	return m
}

// Builder builds a derived text together with its OffsetMap.
type Builder struct {
	buf   []byte
	start []int32
	end   []int32
	src   int
}

// NewBuilder returns a builder for text derived from a source of srcLen bytes.
func NewBuilder(srcLen, sizeHint int) *Builder {
	return &Builder{
		buf:   make([]byte, 0, sizeHint),
		start: make([]int32, 0, sizeHint),
		end:   make([]int32, 0, sizeHint),
		src:   srcLen,
	}
}

// Copy appends text that stands unchanged at source offset at: byte k of
// text maps to source byte at+k.
func (b *Builder) Copy(text string, at int) {
	b.buf = append(b.buf, text...)
	n := len(b.start)
	b.start = slices.Grow(b.start, len(text))[:n+len(text)]
	b.end = slices.Grow(b.end, len(text))[:n+len(text)]
	start, end := b.start[n:], b.end[n:]
	for k := range start {
		start[k], end[k] = int32(at+k), int32(at+k+1)
	}
}

// Replace appends text that stands for the source bytes [from, to): every
// byte of text maps to that whole range.
func (b *Builder) Replace(text string, from, to int) {
	for k := 0; k < len(text); k++ {
		b.buf = append(b.buf, text[k])
		b.start = append(b.start, int32(from))
		b.end = append(b.end, int32(to))
	}
}

// Insert appends text that has no source of its own (a line break between
// blocks, a joining space); it maps to the empty range at source offset at.
func (b *Builder) Insert(text string, at int) { b.Replace(text, at, at) }

// Len returns the length of the text built so far.
func (b *Builder) Len() int { return len(b.buf) }

// LastRune returns the last rune written, or utf8.RuneError when empty.
func (b *Builder) LastRune() rune {
	r, _ := utf8.DecodeLastRune(b.buf)
	return r
}

// TrimRight removes trailing bytes for which drop returns true.
func (b *Builder) TrimRight(drop func(byte) bool) {
	n := len(b.buf)
	for n > 0 && drop(b.buf[n-1]) {
		n--
	}
	b.buf, b.start, b.end = b.buf[:n], b.start[:n], b.end[:n]
}

// Finish returns the text and its map. The builder must not be used after.
func (b *Builder) Finish() (string, *OffsetMap) {
	return string(b.buf), &OffsetMap{start: b.start, end: b.end, src: b.src}
}

// Forward maps a source offset to the first derived offset whose source
// starts at or after it: where a source position lands in the derived text.
func (m *OffsetMap) Forward(srcOff int) int {
	lo, hi := 0, len(m.start)
	for lo < hi {
		h := int(uint(lo+hi) >> 1)
		if int(m.start[h]) < srcOff {
			lo = h + 1
		} else {
			hi = h
		}
	}
	return lo
}

// ForwardSpan maps a source span to the derived span covering it.
func (m *OffsetMap) ForwardSpan(s Span) Span {
	return Span{m.Forward(s.Start), m.Forward(s.End)}
}
