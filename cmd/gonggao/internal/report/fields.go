package report

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// node is a decoded JSON value that keeps the order of object keys, so the
// terms table follows the order of the output document.
type node struct {
	keys []string // object keys, in order
	vals []*node  // object values or array elements
	arr  bool
	obj  bool
	lit  any // string, json.Number, bool or nil
}

func (n *node) get(key string) *node {
	if n == nil || !n.obj {
		return nil
	}
	for i, k := range n.keys {
		if k == key {
			return n.vals[i]
		}
	}
	return nil
}

func (n *node) str() (string, bool) {
	if n == nil {
		return "", false
	}
	s, ok := n.lit.(string)
	return s, ok
}

// compact renders a value in one short line for the table.
func (n *node) compact() string {
	switch {
	case n == nil:
		return ""
	case n.obj:
		var parts []string
		for i, k := range n.keys {
			v := n.vals[i]
			if k == "span" || k == "text" || k == "evidence" || v.obj || v.arr {
				continue
			}
			parts = append(parts, k+"="+v.compact())
		}
		return strings.Join(parts, ", ")
	case n.arr:
		var parts []string
		for _, v := range n.vals {
			parts = append(parts, v.compact())
		}
		return "[" + strings.Join(parts, ", ") + "]"
	}
	switch v := n.lit.(type) {
	case string:
		return v
	case json.Number:
		return v.String()
	case bool:
		return strconv.FormatBool(v)
	}
	return "null"
}

// decode parses JSON into an ordered node tree.
func decode(b []byte) (*node, error) {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	n, err := decodeValue(dec)
	if err != nil {
		return nil, fmt.Errorf("report: decoding the document: %w", err)
	}
	return n, nil
}

func decodeValue(dec *json.Decoder) (*node, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch t := tok.(type) {
	case json.Delim:
		switch t {
		case '{':
			n := &node{obj: true}
			for dec.More() {
				kt, err := dec.Token()
				if err != nil {
					return nil, err
				}
				k, _ := kt.(string)
				v, err := decodeValue(dec)
				if err != nil {
					return nil, err
				}
				n.keys = append(n.keys, k)
				n.vals = append(n.vals, v)
			}
			_, err := dec.Token() // '}'
			return n, err
		case '[':
			n := &node{arr: true}
			for dec.More() {
				v, err := decodeValue(dec)
				if err != nil {
					return nil, err
				}
				n.vals = append(n.vals, v)
			}
			_, err := dec.Token() // ']'
			return n, err
		}
		return nil, fmt.Errorf("unexpected %v", t)
	}
	return &node{lit: tok}, nil
}

// field is one output value that carries a span of the source: a row of
// the terms table and a highlight in the source text.
type field struct {
	n       int    // 1-based number, in document order
	path    string // JSON pointer, e.g. /offerings/0/amount_max
	start   int    // raw span
	end     int
	text    string // the value's own "text", when it has one
	hasText bool
	value   string
	unit    string
	bound   string
	page    int
	kind    string // the key or array name the value stands under
}

// collect walks the document and returns every object with a "span" of two
// numbers, in document order.
func collect(root *node) []field {
	var out []field
	// parent is the object holding n (through an array when n is an
	// element), grand the object holding parent.
	var walk func(n, parent, grand *node, path, key, parentKey string)
	walk = func(n, parent, grand *node, path, key, parentKey string) {
		switch {
		case n.obj:
			if f, ok := spanField(n, grand, path, key, parentKey); ok {
				f.n = len(out) + 1
				out = append(out, f)
			}
			for i, k := range n.keys {
				walk(n.vals[i], n, parent, path+"/"+escapePointer(k), k, key)
			}
		case n.arr:
			for i, v := range n.vals {
				// An element of an array stands under the array's key.
				walk(v, parent, grand, path+"/"+strconv.Itoa(i), key, parentKey)
			}
		}
	}
	walk(root, nil, nil, "", "", "")
	return out
}

// spanField reads one span-carrying object. owner is the object two levels
// up: for an evidence entry (parentKey "evidence"), the object whose field
// of the same name the entry is the provenance of.
func spanField(n, owner *node, path, key, parentKey string) (field, bool) {
	sp := n.get("span")
	if sp == nil || !sp.arr || len(sp.vals) != 2 {
		return field{}, false
	}
	a, errA := number(sp.vals[0])
	b, errB := number(sp.vals[1])
	if errA != nil || errB != nil {
		return field{}, false
	}
	f := field{path: path, start: a, end: b, kind: key}
	f.text, f.hasText = n.get("text").str()
	if src, ok := n.get("source").str(); ok {
		// A formula's text is its ASCII form; source is what it says.
		f.text, f.hasText = src, true
	}
	if p, err := number(n.get("page")); err == nil {
		f.page = p
	}
	f.unit, _ = n.get("unit").str()
	f.bound, _ = n.get("bound").str()
	switch {
	case n.get("value") != nil:
		f.value = n.get("value").compact()
		if fr, ok := n.get("fraction").str(); ok {
			f.value += " (" + fr + ")"
		}
		if up, ok := n.get("upper").str(); ok {
			f.value += " – " + up
		}
	case parentKey == "evidence" && owner != nil:
		// An evidence entry is the provenance of its owner's field of the
		// same name: show that field's value.
		f.kind = "evidence"
		f.value = owner.get(lastSegment(path)).compact()
	default:
		f.value = n.compact()
	}
	return f, true
}

func number(n *node) (int, error) {
	if n == nil {
		return 0, fmt.Errorf("missing")
	}
	num, ok := n.lit.(json.Number)
	if !ok {
		return 0, fmt.Errorf("not a number")
	}
	v, err := num.Int64()
	return int(v), err
}

func lastSegment(path string) string {
	i := strings.LastIndexByte(path, '/')
	return strings.ReplaceAll(strings.ReplaceAll(path[i+1:], "~1", "/"), "~0", "~")
}

func escapePointer(k string) string {
	return strings.ReplaceAll(strings.ReplaceAll(k, "~", "~0"), "/", "~1")
}
