package normalize

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestBuilderAndSource(t *testing.T) {
	src := "总 则\n（一）"
	b := NewBuilder(len(src), 0)
	b.Copy("总", 0)         // 0..3
	b.Copy("则", 4)         // source 4..7, the space dropped
	b.Insert("\n", 7)      // no source of its own
	b.Replace("(", 8, 11)  // （ → (
	b.Copy("一", 11)        // 一
	b.Replace(")", 14, 17) // ） → )
	out, m := b.Finish()
	if out != "总则\n(一)" {
		t.Fatalf("built %q", out)
	}
	tests := []struct {
		name string
		in   Span
		want Span
	}{
		{"copied rune", Span{0, 3}, Span{0, 3}},
		{"across a dropped space", Span{0, 6}, Span{0, 7}},
		{"inserted byte", Span{6, 7}, Span{7, 7}},
		{"replaced bracket", Span{7, 8}, Span{8, 11}},
		{"whole", Span{0, len(out)}, Span{0, len(src)}},
		{"empty", Span{3, 3}, Span{4, 4}},
		{"past the end", Span{len(out), len(out) + 5}, Span{len(src), len(src)}},
		{"negative start", Span{-3, 3}, Span{0, 3}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := m.Source(tt.in); got != tt.want {
				t.Errorf("Source(%v) = %v, want %v", tt.in, got, tt.want)
			}
		})
	}
	if got := m.Forward(4); got != 3 {
		t.Errorf("Forward(4) = %d, want 3", got)
	}
	if got := m.ForwardSpan(Span{8, 17}); got != (Span{7, len(out)}) {
		t.Errorf("ForwardSpan = %v", got)
	}
}

func TestIdentityAndCompose(t *testing.T) {
	id := Identity(5)
	if got := id.Source(Span{1, 4}); got != (Span{1, 4}) {
		t.Errorf("Identity Source = %v", got)
	}
	raw := "（上接A19版）\n总 则　５％"
	stripped, m1, _, _ := StripFurniture(raw)
	folded, m2 := Fold(stripped)
	all := m2.Compose(m1)
	if folded != "总则5%" {
		t.Fatalf("folded %q", folded)
	}
	var got []string
	for _, sp := range []Span{{0, 6}, {6, 8}} {
		r := all.Source(sp)
		got = append(got, raw[r.Start:r.End])
	}
	if d := cmp.Diff([]string{"总 则", "５％"}, got); d != "" {
		t.Errorf("composed map (-want +got):\n%s", d)
	}
}

func TestBuilderTrimAndLastRune(t *testing.T) {
	b := NewBuilder(10, 0)
	if r := b.LastRune(); r != '\uFFFD' {
		t.Errorf("LastRune of empty = %q", r)
	}
	b.Copy("ab  \n", 0)
	b.TrimRight(func(c byte) bool { return c == ' ' || c == '\n' })
	if b.LastRune() != 'b' || b.Len() != 2 {
		t.Errorf("after TrimRight: len %d last %q", b.Len(), b.LastRune())
	}
}

// TestComposeOntoIdentity checks the shortcut of Compose over an identity
// map against composing range by range, and clip against Identity's
// Source, on maps built from the seeds and on ranges reaching outside the
// source.
func TestComposeOntoIdentity(t *testing.T) {
	maps := map[string]*OffsetMap{
		"outside": mapOf([]int{-2, 0, 3, 5, 7, 4}, []int{1, 0, 5, 5, 9, 2}, 6),
		"end":     mapOf([]int{0, 1, 6}, []int{1, 6, 6}, 6),
	}
	seeds, _ := filepath.Glob(filepath.Join("..", "corpus", "*.txt"))
	for _, p := range seeds {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		stripped, m1, _, _ := StripFurniture(string(b))
		_, m2 := Fold(stripped)
		maps[filepath.Base(p)] = m2.Compose(m1)
		maps[filepath.Base(p)+" fold"] = m2
	}
	for name, m := range maps {
		t.Run(name, func(t *testing.T) {
			rm := expand(m)
			for _, n := range []int{m.src, m.src / 2} {
				id := Identity(n)
				slow := refMap{start: make([]int, len(rm.start)), end: make([]int, len(rm.end)), src: n}
				for i := range rm.start {
					s := Span{rm.start[i], rm.end[i]}
					r := id.Source(s)
					if got := clip(n, s); got != r {
						t.Fatalf("clip(%d, %v) = %v, want %v", n, s, got, r)
					}
					slow.start[i], slow.end[i] = r.Start, r.End
				}
				got := m.Compose(id)
				if diff := cmp.Diff(slow, expand(got), cmp.AllowUnexported(refMap{})); diff != "" {
					t.Errorf("Compose onto Identity(%d) (-want +got):\n%s", n, diff)
				}
			}
		})
	}
}
