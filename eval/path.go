package eval

import (
	"encoding/json"
	"strconv"
	"strings"
)

// A path walks a record:
//
//	a.b.c     object keys
//	a[2]      array index (0-based)
//	a[k=v]    the first element whose field k (may be dotted) equals v
//	a[*]      every element
//	a#        the length of array a
//
// walk returns every value the path reaches.
func walk(v any, path string) []any {
	cur := []any{v}
	for _, seg := range splitPath(path) {
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
					out = append(out, selectIn(e, sel)...)
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
		if cur = next; len(cur) == 0 {
			return nil
		}
	}
	return cur
}

// splitPath splits a path on the dots outside brackets.
func splitPath(p string) []string {
	var segs []string
	depth, start := 0, 0
	for i := 0; i < len(p); i++ {
		switch p[i] {
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
	if s, ok := strings.CutSuffix(seg, "#"); ok {
		seg, length = s, true
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

func selectIn(v any, sel string) []any {
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
		for _, got := range walk(e, k) {
			if equal(got, want) {
				return []any{e}
			}
		}
	}
	return nil
}

// Family returns the field a path belongs to: the path without its
// selectors and length marks, so announcement.stock_codes[market=A].code
// and announcement.stock_codes[1].code are both announcement.stock_codes.code.
func Family(path string) string {
	var sb strings.Builder
	depth := 0
	for i := 0; i < len(path); i++ {
		switch c := path[i]; {
		case c == '[':
			depth++
		case c == ']':
			depth--
		case depth == 0 && c != '#':
			sb.WriteByte(c)
		}
	}
	return sb.String()
}
