package golden

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
)

// TestRenderingsEquivalent holds every rendering of a seed (HTML, GBK HTML,
// converter-style HTML, Chromium and LibreOffice PDF) against the text
// original: the terms must be the same, all but where they stand — source,
// spans, pages — and the raw source text of values (a PDF's text layer or
// an HTML slice spells the same value differently: tags, entities, widths).
// Amendment cells are compared without the white space a rendering's line
// wrapping adds or drops next to Chinese text.
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
			case "old_text", "new_text", "new_text_resolved":
				// An amendment row's cells as the document has them: where
				// a PDF wrapped a cell's lines decides whether a space
				// stands between two Chinese sentences.
				if s, ok := e.(string); ok {
					out[k] = cjkSpaceless(s)
					continue
				}
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

// cjkSpaceless drops the white space that means nothing in Chinese text:
// every run except one between two ASCII letters or digits, which becomes
// a single space.
func cjkSpaceless(s string) string {
	alnum := func(r rune) bool {
		return r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'
	}
	fields := strings.Fields(s)
	var sb strings.Builder
	for i, f := range fields {
		if i > 0 {
			before, _ := utf8.DecodeLastRuneInString(fields[i-1])
			after, _ := utf8.DecodeRuneInString(f)
			if alnum(before) && alnum(after) {
				sb.WriteByte(' ')
			}
		}
		sb.WriteString(f)
	}
	return sb.String()
}
