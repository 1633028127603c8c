package golden

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// A fact is one reviewed statement about a document's output:
// {"path": P, "op": OP, "want": W}. Paths walk the output:
//
//	a.b.c     object keys
//	a[2]      array index (0-based)
//	a[k=v]    first element whose field k (may be dotted) equals v
//	a[*]      every element; the fact must hold for each
//	a#        the length of array a
//
// A path ending on a quantity compares its value. Numbers, and strings that
// parse as decimals, compare as exact rationals ("5.20" equals 5.2).
// Ops: eq (default), ne, contains, not_contains, in, exists, absent, ge, le;
// ne, absent and not_contains also hold when the path finds nothing.
type fact struct {
	Path string `json:"path"`
	Op   string `json:"op"`
	Want any    `json:"want"`
	Note string `json:"note"`
}

type factDoc struct {
	Source string `json:"source"`
	SHA256 string `json:"sha256"`
	Facts  []fact `json:"facts"`
}

func loadFacts(t *testing.T) []factDoc {
	t.Helper()
	var ff struct {
		Documents []factDoc `json:"documents"`
	}
	b, err := os.ReadFile(filepath.Join("testdata", "facts", "seeds.json"))
	if err != nil {
		t.Fatal(err)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	if err := dec.Decode(&ff); err != nil {
		t.Fatal(err)
	}
	return ff.Documents
}

// TestFacts holds every corpus document's output against the reviewed
// facts of its original: a rendering (HTML, PDF) must give the same terms as
// the text it was rendered from, so it is held against the same facts, all
// but those about the source file itself.
func TestFacts(t *testing.T) {
	bySHA := map[string]factDoc{}
	byFile := map[string]factDoc{}
	for _, fd := range loadFacts(t) {
		bySHA[fd.SHA256] = fd
		byFile[fd.Source] = fd
	}
	checked := map[string]bool{}
	for _, o := range corpusOutputs(t) {
		fd, ok := bySHA[o.entry.SHA256]
		rendering := false
		if !ok && o.entry.DerivedFrom != "" && !o.entry.Partial {
			fd, ok = byFile[o.entry.DerivedFrom]
			rendering = true
		}
		if !ok {
			continue
		}
		checked[fd.Source] = true
		t.Run(o.entry.File, func(t *testing.T) {
			if o.err != nil {
				t.Fatal(o.err)
			}
			doc := decode(t, o.json)
			for _, f := range fd.Facts {
				if rendering && strings.HasPrefix(f.Path, "source.") {
					continue
				}
				if ok, got := holdsFact(doc, f); !ok {
					t.Errorf("%s %s %s: got %s%s", f.Path, opName(f.Op), show(f.Want), got, noteOf(f))
				}
			}
		})
	}
	for _, fd := range loadFacts(t) {
		if !checked[fd.Source] {
			t.Errorf("no corpus document for the facts of %s", fd.Source)
		}
	}
}

func noteOf(f fact) string {
	if f.Note == "" {
		return ""
	}
	return " (" + f.Note + ")"
}

func decode(t *testing.T, b []byte) any {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		t.Fatal(err)
	}
	return v
}

func opName(op string) string {
	if op == "" {
		return "eq"
	}
	return op
}

// holdsFact evaluates one fact and returns whether it holds and what the
// path found.
func holdsFact(doc any, f fact) (bool, string) {
	vals := walkPath(doc, f.Path)
	op := opName(f.Op)
	if len(vals) == 0 {
		return op == "ne" || op == "absent" || op == "not_contains", "nothing"
	}
	if op == "absent" {
		return false, show(vals[0])
	}
	for _, v := range vals {
		if !holdsOp(op, quantityValue(v), f.Want) {
			return false, show(v)
		}
	}
	return true, show(vals[0])
}

func holdsOp(op string, got, want any) bool {
	switch op {
	case "exists":
		return true
	case "eq":
		return sameValue(got, want)
	case "ne":
		return !sameValue(got, want)
	case "in":
		list, _ := want.([]any)
		for _, w := range list {
			if sameValue(got, w) {
				return true
			}
		}
		return false
	case "contains", "not_contains":
		has := false
		switch g := got.(type) {
		case string:
			has = strings.Contains(g, fmt.Sprint(want))
		case []any:
			for _, e := range g {
				if sameValue(quantityValue(e), want) {
					has = true
				}
				if s, ok := e.(string); ok && strings.Contains(s, fmt.Sprint(want)) {
					has = true
				}
			}
		}
		return has == (op == "contains")
	case "ge", "le":
		a, ok1 := asRat(got)
		b, ok2 := asRat(want)
		if !ok1 || !ok2 {
			return false
		}
		c := a.Cmp(b)
		return (op == "ge" && c >= 0) || (op == "le" && c <= 0)
	}
	return false
}

func quantityValue(v any) any {
	if m, ok := v.(map[string]any); ok {
		if q, ok := m["value"]; ok {
			return q
		}
	}
	return v
}

func sameValue(got, want any) bool {
	if a, ok := asRat(got); ok {
		if b, ok := asRat(want); ok {
			return a.Cmp(b) == 0
		}
	}
	switch w := want.(type) {
	case bool:
		g, ok := got.(bool)
		return ok && g == w
	case nil:
		return got == nil
	}
	return fmt.Sprint(got) == fmt.Sprint(want)
}

func asRat(v any) (*big.Rat, bool) {
	var s string
	switch x := v.(type) {
	case json.Number:
		s = x.String()
	case string:
		s = strings.TrimSpace(x)
	default:
		return nil, false
	}
	if s == "" || strings.Contains(s, "/") {
		return nil, false
	}
	return new(big.Rat).SetString(s)
}

func show(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	if len(b) > 200 {
		return string(b[:200]) + "…"
	}
	return string(b)
}

// walkPath follows a fact path and returns every value it reaches.
func walkPath(v any, path string) []any {
	cur := []any{v}
	for _, seg := range splitDots(path) {
		key, sels, length := parseSegment(seg)
		var next []any
		for _, c := range cur {
			x := c
			if key != "" {
				m, ok := x.(map[string]any)
				if !ok {
					continue
				}
				if x, ok = m[key]; !ok {
					continue
				}
			}
			xs := []any{x}
			for _, sel := range sels {
				var out []any
				for _, e := range xs {
					out = append(out, selectElems(e, sel)...)
				}
				xs = out
			}
			for _, e := range xs {
				if length {
					arr, ok := e.([]any)
					if !ok {
						continue
					}
					e = json.Number(strconv.Itoa(len(arr)))
				}
				next = append(next, e)
			}
		}
		cur = next
		if len(cur) == 0 {
			return nil
		}
	}
	return cur
}

func splitDots(p string) []string {
	var segs []string
	depth, start := 0, 0
	for i, r := range p {
		switch r {
		case '[':
			depth++
		case ']':
			depth--
		case '.':
			if depth == 0 {
				segs = append(segs, p[start:i])
				start = i + 1
			}
		}
	}
	return append(segs, p[start:])
}

func parseSegment(seg string) (key string, sels []string, length bool) {
	if strings.HasSuffix(seg, "#") {
		length, seg = true, strings.TrimSuffix(seg, "#")
	}
	i := strings.IndexByte(seg, '[')
	if i < 0 {
		return seg, nil, length
	}
	key, rest := seg[:i], seg[i:]
	for len(rest) > 0 && rest[0] == '[' {
		j := strings.IndexByte(rest, ']')
		if j < 0 {
			break
		}
		sels = append(sels, rest[1:j])
		rest = rest[j+1:]
	}
	return key, sels, length
}

func selectElems(v any, sel string) []any {
	arr, ok := v.([]any)
	if !ok {
		return nil
	}
	if sel == "*" {
		return arr
	}
	if n, err := strconv.Atoi(sel); err == nil {
		if n >= 0 && n < len(arr) {
			return []any{arr[n]}
		}
		return nil
	}
	k, want, ok := strings.Cut(sel, "=")
	if !ok {
		return nil
	}
	for _, e := range arr {
		for _, g := range walkPath(e, k) {
			if sameValue(quantityValue(g), want) {
				return []any{e}
			}
		}
	}
	return nil
}
