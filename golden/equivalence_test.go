package golden

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestRenderingsEquivalent holds every rendering of a seed (HTML, GBK HTML,
// converter-style HTML, Chromium and LibreOffice PDF) against the text
// original: the terms must be the same, all but where they stand — source,
// spans, pages — and the raw source text of values (a PDF's text layer or
// an HTML slice spells the same value differently: tags, entities, widths).
func TestRenderingsEquivalent(t *testing.T) {
	outs := corpusOutputs(t)
	originals := map[string]output{}
	for _, o := range outs {
		if o.entry.DerivedFrom == "" {
			originals[o.entry.File] = o
		}
	}
	for _, o := range outs {
		orig, ok := originals[o.entry.DerivedFrom]
		if !ok || o.entry.Partial {
			continue
		}
		t.Run(o.entry.File, func(t *testing.T) {
			if o.err != nil || orig.err != nil {
				t.Fatal(o.err, orig.err)
			}
			want := terms(decode(t, orig.json))
			got := terms(decode(t, o.json))
			if d := cmp.Diff(want, got); d != "" {
				t.Errorf("terms differ from %s (-original +rendering):\n%s", orig.entry.File, d)
			}
		})
	}
}

// terms drops from an output what depends on the file rather than on the
// announcement.
func terms(v any) any {
	switch x := v.(type) {
	case map[string]any:
		out := map[string]any{}
		for k, e := range x {
			switch k {
			case "source", "span", "page", "evidence", "reference":
				continue
			case "text", "source_text":
				if _, isQuantity := x["value"]; isQuantity {
					continue
				}
				if _, isRef := x["span"]; isRef {
					if s, ok := e.(string); ok {
						out[k] = strings.Join(strings.Fields(s), "")
						continue
					}
				}
			}
			out[k] = terms(e)
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = terms(e)
		}
		return out
	}
	return v
}
