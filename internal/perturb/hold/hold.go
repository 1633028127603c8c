// Package hold holds gonggao's output on the rewritings of package
// perturb to the facts that hold on the original text.
package hold

import (
	"encoding/json"
	"strings"

	"github.com/gonggao/gonggao/eval"
	"github.com/gonggao/gonggao/internal/perturb"
	"github.com/gonggao/gonggao/pipeline"
)

// A Failure is a fact that holds on a document and not on one of its
// perturbations.
type Failure struct {
	Perturbation string
	Fact         eval.Fact
	Got          string // what the fact's path reached on the perturbed text
}

// Facts runs the pipeline on a text document and on each of its
// perturbations perts, and holds each perturbation's output to the facts (of
// the families named by their path prefix, e.g. "announcement.") that
// hold on the original. It returns how many facts were held (the facts
// that hold on the original, times the perturbations) and those that
// failed.
func Facts(name string, text []byte, facts []eval.Fact, prefixes []string, perts []perturb.Perturbation) (held int, fails []Failure, err error) {
	orig, err := process(name, text)
	if err != nil {
		return 0, nil, err
	}
	var keep []eval.Fact
	for _, f := range facts {
		if !hasPrefix(f.Path, prefixes) {
			continue
		}
		if ok, _ := eval.Holds(orig, f); ok {
			keep = append(keep, f)
		}
	}
	if len(keep) == 0 {
		return 0, nil, nil
	}
	for _, p := range perts {
		pt := p.Apply(string(text))
		if pt == string(text) {
			held += len(keep) // nothing to rewrite: the original's output
			continue
		}
		doc, err := process(name, []byte(pt))
		if err != nil {
			return held, fails, err
		}
		if p.Printed {
			doc = mapStrings(doc, perturb.Simplified)
		}
		for _, f := range keep {
			held++
			if ok, got := eval.Holds(doc, f); !ok {
				fails = append(fails, Failure{Perturbation: p.Name, Fact: f, Got: got})
			}
		}
	}
	return held, fails, nil
}

func hasPrefix(path string, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(path, p) {
			return true
		}
	}
	return false
}

// process runs the pipeline on a text document and decodes its record as
// the facts read it.
func process(name string, text []byte) (any, error) {
	doc, err := pipeline.Process(name, text, pipeline.Options{})
	if err != nil {
		return nil, err
	}
	b, err := json.Marshal(doc)
	if err != nil {
		return nil, err
	}
	return eval.Decode(b)
}

// mapStrings returns v with f applied to every string in it.
func mapStrings(v any, f func(string) string) any {
	switch t := v.(type) {
	case string:
		return f(t)
	case map[string]any:
		for k, x := range t {
			t[k] = mapStrings(x, f)
		}
		return t
	case []any:
		for i, x := range t {
			t[i] = mapStrings(x, f)
		}
		return t
	}
	return v
}
