package normalize

import "unicode/utf8"

// OffsetMap maps byte offsets of a derived text back to the byte ranges of
// the source it was made from. Every byte i of the derived text came from
// source bytes [Start(i), End(i)); a byte that was inserted (a joining space,
// a folded character) maps to the source bytes of the character it stands
// for, or to an empty range at the place it was inserted.
//
// The map is held as runs, not per byte: a run of bytes copied unchanged
// (byte k of the run from source byte from+k) or a run of bytes that all
// stand for one source range (a folded character, an inserted break). A
// page of Chinese text folds a character every few dozen bytes, so a map
// takes a few bytes per hundred bytes of text instead of eight per byte.
//
// The zero value is an empty map. An OffsetMap is immutable once built and
// safe to share between goroutines.
type OffsetMap struct {
	runs     []mapRun
	n        int  // length of the derived text
	src      int  // length of the source
	identity bool // made by Identity: byte i maps to [i, i+1)
	// unordered is set when a later derived byte maps to source bytes
	// before an earlier one's (a reader that set its boxes in reading
	// order, not in the order of the file): Source then takes the hull of
	// every byte's range, not the first byte's start and the last's end.
	unordered bool
}

// newMap returns the map of runs over a derived text of n bytes and a
// source of src bytes, noting whether the runs keep the source's order.
func newMap(runs []mapRun, n, src int) *OffsetMap {
	m := &OffsetMap{runs: runs, n: n, src: src}
	// Each run's first byte against the byte before it, the last byte of
	// the run before.
	lastStart, lastEnd := 0, 0
	for k, r := range runs {
		start, end := int(r.from), int(r.to)
		if r.copied() {
			end = start + 1
		}
		if start < lastStart || end < lastEnd {
			m.unordered = true
			break
		}
		if r.copied() {
			n := m.runEnd(k) - int(r.dst)
			start, end = start+n-1, start+n
		}
		lastStart, lastEnd = start, end
	}
	return m
}

// mapRun is a run of derived bytes from dst up to the next run's dst (or
// the end of the map). A copy run maps byte dst+k to source [from+k,
// from+k+1); any other run maps each of its bytes to [from, to).
type mapRun struct {
	dst, from, to int32
	copy          bool
}

func (r mapRun) copied() bool { return r.copy }

// Len returns the length of the derived text the map covers.
func (m *OffsetMap) Len() int { return m.n }

// SourceLen returns the length of the source the map points into.
func (m *OffsetMap) SourceLen() int { return m.src }

// runAt returns the index of the run holding derived byte i (0 <= i < n).
func (m *OffsetMap) runAt(i int) int {
	// The first run starting after i, by bisection, less one.
	lo, hi := 0, len(m.runs)
	for lo < hi {
		h := int(uint(lo+hi) >> 1)
		if int(m.runs[h].dst) <= i {
			lo = h + 1
		} else {
			hi = h
		}
	}
	return lo - 1
}

// runEnd returns the derived offset where run k ends.
func (m *OffsetMap) runEnd(k int) int {
	if k+1 < len(m.runs) {
		return int(m.runs[k+1].dst)
	}
	return m.n
}

// at returns the source range of derived byte i (0 <= i < n).
func (m *OffsetMap) at(i int) (start, end int) {
	r := m.runs[m.runAt(i)]
	if r.copied() {
		s := int(r.from) + i - int(r.dst)
		return s, s + 1
	}
	return int(r.from), int(r.to)
}

// mapCursor reads the source ranges of derived bytes at rising offsets,
// stepping from run to run instead of searching for each byte's run.
type mapCursor struct {
	m *OffsetMap
	k int // the run of the last byte read, or -1
}

func (m *OffsetMap) cursor() mapCursor { return mapCursor{m: m, k: -1} }

// at returns what Source(Span{i, i+1}) returns, for i at or after the
// offset asked before.
func (c *mapCursor) at(i int) Span {
	m := c.m
	if i < 0 || i >= m.n {
		return m.Source(Span{i, i + 1})
	}
	if c.k < 0 || int(m.runs[c.k].dst) > i {
		c.k = m.runAt(i)
	}
	for c.k+1 < len(m.runs) && int(m.runs[c.k+1].dst) <= i {
		c.k++
	}
	r := m.runs[c.k]
	if r.copy {
		s := int(r.from) + i - int(r.dst)
		return Span{s, s + 1}
	}
	return Span{int(r.from), int(r.to)}
}

// Source maps a span of the derived text to the span of source bytes it
// came from. An empty span maps to an empty span at the corresponding place.
func (m *OffsetMap) Source(s Span) Span {
	n := m.n
	if s.Start < 0 {
		s.Start = 0
	}
	if s.End > n {
		s.End = n
	}
	if s.Start >= n {
		return Span{m.src, m.src}
	}
	start, _ := m.at(s.Start)
	if s.End <= s.Start {
		return Span{start, start}
	}
	_, end := m.at(s.End - 1)
	if !m.unordered {
		return Span{start, end}
	}
	// The hull of the ranges of every run the span touches.
	for k := m.runAt(s.Start); k < len(m.runs) && int(m.runs[k].dst) < s.End; k++ {
		r := m.runs[k]
		from, to := int(r.from), int(r.to)
		if r.copied() {
			lo, hi := max(s.Start, int(r.dst)), min(s.End, m.runEnd(k))
			from, to = from+lo-int(r.dst), from+hi-int(r.dst)
		}
		start, end = min(start, from), max(end, to)
	}
	return Span{start, max(start, end)}
}

// runBuilder appends runs, joining a run to the one before it when every
// byte maps as it would in one run.
type runBuilder struct {
	runs []mapRun
	n    int
}

func (b *runBuilder) copyRun(length, from int) {
	if length <= 0 {
		return
	}
	if k := len(b.runs) - 1; k >= 0 {
		if last := b.runs[k]; last.copied() && int(last.from)+b.n-int(last.dst) == from {
			b.n += length
			return
		}
	}
	b.runs = append(b.runs, mapRun{dst: int32(b.n), from: int32(from), copy: true})
	b.n += length
}

func (b *runBuilder) rangeRun(length, from, to int) {
	if length <= 0 {
		return
	}
	if length == 1 && to == from+1 {
		b.copyRun(1, from)
		return
	}
	if k := len(b.runs) - 1; k >= 0 {
		if last := b.runs[k]; !last.copied() && int(last.from) == from && int(last.to) == to {
			b.n += length
			return
		}
	}
	b.runs = append(b.runs, mapRun{dst: int32(b.n), from: int32(from), to: int32(to)})
	b.n += length
}

// Compose returns the map from m's derived text to the source of base,
// where m's source is base's derived text.
func (m *OffsetMap) Compose(base *OffsetMap) *OffsetMap {
	if base.identity && base.n == base.src {
		return m.onto(base.src)
	}
	var b runBuilder
	b.runs = make([]mapRun, 0, len(m.runs)+len(base.runs))
	for k, r := range m.runs {
		length := m.runEnd(k) - int(r.dst)
		if !r.copied() {
			s := base.Source(Span{int(r.from), int(r.to)})
			b.rangeRun(length, s.Start, s.End)
			continue
		}
		// Bytes from..from+length of base's derived text, one by one as
		// base.Source maps them; the bytes inside base go run by run.
		x, end := int(r.from), int(r.from)+length
		for x < end {
			if x < 0 || x >= base.n {
				s := base.Source(Span{x, x + 1})
				b.rangeRun(1, s.Start, s.End)
				x++
				continue
			}
			bk := base.runAt(x)
			br := base.runs[bk]
			stop := min(end, base.runEnd(bk))
			if br.copied() {
				b.copyRun(stop-x, int(br.from)+x-int(br.dst))
			} else {
				b.rangeRun(stop-x, int(br.from), int(br.to))
			}
			x = stop
		}
	}
	return newMap(b.runs, b.n, base.src)
}

// onto returns m composed with the identity map of a source of n bytes:
// m itself (maps are never changed once built) when every range of m lies
// within [0, n], else the ranges as Identity(n).Source would clip them.
func (m *OffsetMap) onto(n int) *OffsetMap {
	inside := true
	for k, r := range m.runs {
		if r.copied() {
			if r.from < 0 || int(r.from)+m.runEnd(k)-int(r.dst) > n {
				inside = false
				break
			}
		} else if r.from < 0 || r.to < r.from || int(r.to) > n {
			inside = false
			break
		}
	}
	if inside {
		return &OffsetMap{runs: m.runs, n: m.n, src: n, unordered: m.unordered}
	}
	var b runBuilder
	for i := 0; i < m.n; i++ {
		s, e := m.at(i)
		r := clip(n, Span{s, e})
		b.rangeRun(1, r.Start, r.End)
	}
	return newMap(b.runs, b.n, n)
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
	m := &OffsetMap{n: n, src: n, identity: true}
	if n > 0 {
		m.runs = []mapRun{{dst: 0, from: 0, copy: true}}
	}
	return m
}

// Builder builds a derived text together with its OffsetMap.
type Builder struct {
	buf  []byte
	runs runBuilder
	src  int
}

// NewBuilder returns a builder for text derived from a source of srcLen bytes.
func NewBuilder(srcLen, sizeHint int) *Builder {
	return &Builder{
		buf: make([]byte, 0, sizeHint),
		src: srcLen,
	}
}

// Copy appends text that stands unchanged at source offset at: byte k of
// text maps to source byte at+k.
func (b *Builder) Copy(text string, at int) {
	b.buf = append(b.buf, text...)
	b.runs.copyRun(len(text), at)
}

// Replace appends text that stands for the source bytes [from, to): every
// byte of text maps to that whole range.
func (b *Builder) Replace(text string, from, to int) {
	b.buf = append(b.buf, text...)
	b.runs.rangeRun(len(text), from, to)
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
	b.buf = b.buf[:n]
	runs := b.runs.runs
	for len(runs) > 0 && int(runs[len(runs)-1].dst) >= n {
		runs = runs[:len(runs)-1]
	}
	b.runs.runs, b.runs.n = runs, n
}

// Finish returns the text and its map. The builder must not be used after.
func (b *Builder) Finish() (string, *OffsetMap) {
	return string(b.buf), newMap(b.runs.runs, b.runs.n, b.src)
}

// Forward maps a source offset to the first derived offset whose source
// starts at or after it: where a source position lands in the derived text.
// Source starts rise with the derived offset in every map the readers
// build; Forward searches on that order.
func (m *OffsetMap) Forward(srcOff int) int {
	lo, hi := 0, m.n
	for lo < hi {
		h := int(uint(lo+hi) >> 1)
		if s, _ := m.at(h); s < srcOff {
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
