package normalize

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// refMap is an offset map held byte by byte, the plain form OffsetMap's
// runs stand for; the tests hold OffsetMap against it.
type refMap struct {
	start, end []int
	src        int
}

// expand returns m byte by byte.
func expand(m *OffsetMap) refMap {
	r := refMap{start: make([]int, m.Len()), end: make([]int, m.Len()), src: m.SourceLen()}
	for i := range r.start {
		r.start[i], r.end[i] = m.at(i)
	}
	return r
}

// mapOf builds an OffsetMap with the given byte-by-byte ranges.
func mapOf(start, end []int, src int) *OffsetMap {
	b := NewBuilder(src, len(start))
	for i := range start {
		b.Replace("x", start[i], end[i])
	}
	_, m := b.Finish()
	return m
}

func (r refMap) source(s Span) Span {
	n := len(r.start)
	if s.Start < 0 {
		s.Start = 0
	}
	if s.End > n {
		s.End = n
	}
	if s.Start >= n {
		return Span{r.src, r.src}
	}
	if s.End <= s.Start {
		return Span{r.start[s.Start], r.start[s.Start]}
	}
	if r.ordered() {
		return Span{r.start[s.Start], r.end[s.End-1]}
	}
	// Bytes out of the source's order: the hull of their ranges.
	lo, hi := r.start[s.Start], r.end[s.End-1]
	for i := s.Start; i < s.End; i++ {
		lo, hi = min(lo, r.start[i]), max(hi, r.end[i])
	}
	return Span{lo, max(lo, hi)}
}

// ordered reports whether every byte's range starts and ends no earlier
// than the byte before's.
func (r refMap) ordered() bool {
	for i := 1; i < len(r.start); i++ {
		if r.start[i] < r.start[i-1] || r.end[i] < r.end[i-1] {
			return false
		}
	}
	return true
}

func (r refMap) compose(base refMap) refMap {
	out := refMap{start: make([]int, len(r.start)), end: make([]int, len(r.start)), src: base.src}
	for i := range r.start {
		s := base.source(Span{r.start[i], r.end[i]})
		out.start[i], out.end[i] = s.Start, s.End
	}
	return out
}

func (r refMap) forward(off int) int {
	lo, hi := 0, len(r.start)
	for lo < hi {
		h := (lo + hi) / 2
		if r.start[h] < off {
			lo = h + 1
		} else {
			hi = h
		}
	}
	return lo
}

// randomMap builds a map over a source of src bytes with a random mix of
// copies, replacements and insertions, mostly in source order as the
// readers write them, at times going back in it (a converted page's boxes
// set in reading order), sometimes reaching outside the source.
func randomMap(rng *rand.Rand, src int) *OffsetMap {
	b := NewBuilder(src, src)
	at := 0
	for at < src && b.Len() < 4*src+8 {
		switch rng.IntN(7) {
		case 0, 1, 2:
			n := 1 + rng.IntN(8)
			b.Copy(string(make([]byte, n)), at)
			at += n
		case 3:
			n := 1 + rng.IntN(3)
			b.Replace(string(make([]byte, 1+rng.IntN(3))), at, at+n)
			at += n
		case 4:
			b.Insert(string(make([]byte, 1+rng.IntN(2))), at)
		case 5:
			at += rng.IntN(3) // dropped bytes
		case 6:
			if rng.IntN(4) == 0 {
				at = rng.IntN(at + 1) // back: a box set before one printed earlier
			}
		}
	}
	if rng.IntN(4) == 0 {
		b.Replace("yy", src-1, src+2) // past the end
	}
	if rng.IntN(4) == 0 {
		b.Copy("zzz", src-1) // copied from past the end
	}
	if rng.IntN(3) == 0 {
		b.TrimRight(func(byte) bool { return rng.IntN(2) == 0 })
	}
	_, m := b.Finish()
	return m
}

// TestOffsetMapAgainstBytes holds maps built at random, their Source,
// Forward, Compose and onto, against the same maps held byte by byte.
func TestOffsetMapAgainstBytes(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := 0; trial < 400; trial++ {
		srcLen := rng.IntN(60)
		base := randomMap(rng, srcLen)
		top := randomMap(rng, base.Len())
		rb, rt := expand(base), expand(top)
		for k := 0; k < 40; k++ {
			s := Span{rng.IntN(top.Len()+4) - 2, rng.IntN(top.Len()+4) - 2}
			if got, want := top.Source(s), rt.source(s); got != want {
				t.Fatalf("trial %d: Source(%v) = %v, want %v", trial, s, got, want)
			}
			off := rng.IntN(srcLen+4) - 2
			if got, want := base.Forward(off), rb.forward(off); got != want {
				t.Fatalf("trial %d: Forward(%d) = %d, want %d", trial, off, got, want)
			}
		}
		cur := top.cursor()
		for i := -2; i < top.Len()+2; i += 1 + rng.IntN(3) {
			if got, want := cur.at(i), rt.source(Span{i, i + 1}); got != want {
				t.Fatalf("trial %d: cursor at %d = %v, want %v", trial, i, got, want)
			}
		}
		if diff := cmp.Diff(rt.compose(rb), expand(top.Compose(base)), cmp.AllowUnexported(refMap{})); diff != "" {
			t.Fatalf("trial %d: Compose (-want +got):\n%s", trial, diff)
		}
		for _, n := range []int{base.Len(), base.Len() / 2, base.Len() + 3} {
			id := Identity(n)
			if diff := cmp.Diff(rb.compose(expand(id)), expand(base.Compose(id)), cmp.AllowUnexported(refMap{})); diff != "" {
				t.Fatalf("trial %d: Compose onto Identity(%d) (-want +got):\n%s", trial, n, diff)
			}
		}
	}
}

// TestOffsetMapRunsOnSeeds checks the maps of the seeds' folding and
// furniture stripping against the same maps composed byte by byte, and
// that runs make them small.
func TestOffsetMapRunsOnSeeds(t *testing.T) {
	seeds, _ := filepath.Glob(filepath.Join("..", "corpus", "*.txt"))
	for _, p := range seeds {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		stripped, m1, _, _ := StripFurniture(string(b))
		_, m2 := Fold(stripped)
		got := m2.Compose(m1)
		if diff := cmp.Diff(expand(m2).compose(expand(m1)), expand(got), cmp.AllowUnexported(refMap{})); diff != "" {
			t.Errorf("%s: composed map (-want +got):\n%s", filepath.Base(p), diff)
		}
		if runs := len(got.runs); runs*8 > got.Len() {
			t.Errorf("%s: %d runs for %d bytes", filepath.Base(p), runs, got.Len())
		}
	}
}
