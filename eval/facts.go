package eval

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/big"
	"strings"
)

// Fact is one label in the facts format: the value at Path, compared by Op.
//
// Ops: eq (the default), ne, contains, not_contains, in, exists, absent,
// ge, le. A path that ends on a quantity compares its "value". Numbers, and
// strings that read as decimal numbers, compare as exact rationals ("5.20"
// equals 5.2).
type Fact struct {
	Path string `json:"path"`
	Op   string `json:"op,omitempty"`
	Want any    `json:"want,omitempty"`
	Note string `json:"note,omitempty"`
}

// DocumentFacts are the facts of one document, matched to its record by
// the SHA-256 of the input's bytes.
type DocumentFacts struct {
	Source string `json:"source"`
	SHA256 string `json:"sha256"`
	Facts  []Fact `json:"facts"`
}

// Facts is a labelled set in the facts format.
type Facts struct {
	Documents []DocumentFacts `json:"documents"`
}

// ReadFacts decodes a facts file.
func ReadFacts(data []byte) (*Facts, error) {
	d := json.NewDecoder(bytes.NewReader(data))
	d.UseNumber()
	var f Facts
	if err := d.Decode(&f); err != nil {
		return nil, fmt.Errorf("facts: %w", err)
	}
	return &f, nil
}

// negative reports whether op states that a value is not there or is not
// some value: it expects nothing, and a violation is a wrong value given.
func negative(op string) bool { return op == "ne" || op == "absent" || op == "not_contains" }

// Score implements Scorer. A positive fact (eq, in, contains, exists, ge,
// le) expects one value; the output predicts it when the path reaches
// something, and is correct when the fact holds. A negative fact (ne,
// absent, not_contains) expects nothing; when it fails, the output gave a
// wrong value, counted as predicted and not correct.
func (fs *Facts) Score(records []Record) *Report {
	bySHA := make(map[string]Record, len(records))
	for _, r := range records {
		if s := sha256Of(r); s != "" {
			bySHA[s] = r
		}
	}
	rep := &Report{}
	for _, df := range fs.Documents {
		rep.Document++
		rec, ok := bySHA[strings.ToLower(df.SHA256)]
		if !ok {
			rep.Missing++
		}
		right := map[string]bool{}
		for _, f := range df.Facts {
			op := f.Op
			if op == "" {
				op = "eq"
			}
			fam := rep.field(Family(f.Path))
			if _, seen := right[fam.Name]; !seen {
				right[fam.Name] = true
				fam.Docs++
			}
			var vals []any
			if ok {
				vals = walk(rec, f.Path)
			}
			holds := evaluate(op, vals, f.Want)
			if !negative(op) {
				fam.Expected++
				if len(vals) > 0 {
					fam.Predicted++
				}
			} else if !holds {
				fam.Predicted++
			}
			if holds {
				rep.Passed++
				if !negative(op) {
					fam.Correct++
				}
				continue
			}
			rep.Failed++
			right[fam.Name] = false
			got := "nothing"
			if !ok {
				got = "no output record"
			} else if len(vals) > 0 {
				got = show(vals[0])
			}
			rep.Misses = append(rep.Misses, Miss{Document: df.Source, Label: f.Path + " " + op + " " + show(f.Want), Got: got})
		}
		for name, r := range right {
			if r {
				rep.field(name).DocsRight++
			}
		}
	}
	rep.sortFields()
	return rep
}

// evaluate reports whether a fact holds on the values its path reached.
func evaluate(op string, vals []any, want any) bool {
	if len(vals) == 0 {
		return negative(op)
	}
	if op == "absent" {
		return false
	}
	for _, v := range vals {
		if !holds(op, v, want) {
			return false
		}
	}
	return true
}

func holds(op string, got, want any) bool {
	got = quantityValue(got)
	switch op {
	case "exists":
		return true
	case "eq":
		return equal(got, want)
	case "ne":
		return !equal(got, want)
	case "in":
		list, _ := want.([]any)
		for _, w := range list {
			if equal(got, w) {
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
				if s, ok := e.(string); (ok && strings.Contains(s, fmt.Sprint(want))) || equal(quantityValue(e), want) {
					has = true
				}
			}
		}
		return has == (op == "contains")
	case "ge", "le":
		a, ok1 := rat(got)
		b, ok2 := rat(want)
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

func equal(got, want any) bool {
	if a, ok := rat(got); ok {
		if b, ok := rat(want); ok {
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

// rat reads a number exactly: a JSON number, or a string holding a decimal.
func rat(v any) (*big.Rat, bool) {
	var s string
	switch x := v.(type) {
	case json.Number:
		s = x.String()
	case string:
		s = strings.TrimSpace(x)
	default:
		return nil, false
	}
	if s == "" || strings.ContainsAny(s, "/") {
		return nil, false
	}
	return new(big.Rat).SetString(s)
}

func show(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	if len(b) > 160 {
		return string(b[:160]) + "…"
	}
	return string(b)
}

// Holds reports whether fact f holds on doc, a record decoded from JSON,
// and shows what its path reached ("nothing" when it reached no value): the
// same rule Score applies, for tests that hold one record to its facts.
func Holds(doc any, f Fact) (bool, string) {
	op := f.Op
	if op == "" {
		op = "eq"
	}
	vals := walk(doc, f.Path)
	if len(vals) == 0 {
		return negative(op), "nothing"
	}
	ok := evaluate(op, vals, f.Want)
	if !ok && op != "absent" {
		for _, v := range vals {
			if !holds(op, v, f.Want) {
				return false, show(v)
			}
		}
	}
	return ok, show(vals[0])
}

// Show writes a fact's wanted value as the reports print it.
func Show(v any) string { return show(v) }
