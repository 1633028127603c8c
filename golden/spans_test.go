package golden

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/encoding/simplifiedchinese"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// TestSpans walks every output value that carries a text and a span and
// checks that the span, applied to the original input bytes, gives back that
// text. PDF outputs point into the extracted text layer, not the file, and
// are checked by the PDF reader's own tests.
func TestSpans(t *testing.T) {
	for _, o := range corpusOutputs(t) {
		if o.entry.Format == "pdf" {
			continue
		}
		t.Run(o.entry.File, func(t *testing.T) {
			if o.err != nil {
				t.Fatal(o.err)
			}
			raw := o.raw
			if o.entry.Encoding == "gbk" || o.entry.Encoding == "gb18030" {
				// Spans point into the GBK bytes; compare decoded text.
				raw = nil
			}
			n := 0
			walkSpans(decode(t, o.json), "", func(ptr string, text string, start, end int) {
				n++
				if start < 0 || end < start || end > len(o.raw) {
					t.Errorf("%s: span [%d,%d) outside the %d input bytes", ptr, start, end, len(o.raw))
					return
				}
				if raw == nil {
					got, err := simplifiedchinese.GB18030.NewDecoder().Bytes(o.raw[start:end])
					if err != nil || string(got) != text {
						t.Errorf("%s: GB18030 bytes [%d,%d) decode to %q, text is %q", ptr, start, end, got, text)
					}
					return
				}
				if !utf8.Valid(raw[start:end]) {
					t.Errorf("%s: span [%d,%d) is not on rune boundaries", ptr, start, end)
					return
				}
				if got := string(raw[start:end]); got != text && cleaned(got) != cleaned(text) {
					t.Errorf("%s: input[%d:%d] = %q, text is %q", ptr, start, end, got, text)
				}
			})
			t.Logf("%d spans checked", n)
		})
	}
}

// cleaned is text as the extractors read it — page furniture removed,
// folded, without white space — for values whose text is deliberately the
// cleaned reading of their span (a rule-book article joined across a page
// break).
func cleaned(s string) string {
	stripped, _, _, _ := normalize.StripFurniture(s)
	folded, _ := normalize.Fold(stripped)
	return strings.Join(strings.Fields(folded), "")
}

// walkSpans calls fn for every object holding both "text" (a string) and
// "span" ([start, end]).
func walkSpans(v any, ptr string, fn func(ptr, text string, start, end int)) {
	switch x := v.(type) {
	case map[string]any:
		if text, ok := x["text"].(string); ok {
			if sp, ok := x["span"].([]any); ok && len(sp) == 2 {
				a, _ := sp[0].(json.Number).Int64()
				b, _ := sp[1].(json.Number).Int64()
				fn(ptr, text, int(a), int(b))
			}
		}
		for k, e := range x {
			walkSpans(e, ptr+"/"+k, fn)
		}
	case []any:
		for i, e := range x {
			walkSpans(e, fmt.Sprintf("%s/%d", ptr, i), fn)
		}
	}
}

// TestSchema validates every output against the schema.
func TestSchema(t *testing.T) {
	v, err := schema.NewValidator()
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range corpusOutputs(t) {
		t.Run(o.entry.File, func(t *testing.T) {
			if o.err != nil {
				t.Fatal(o.err)
			}
			vs, err := v.Validate(o.json)
			if err != nil {
				t.Fatal(err)
			}
			for _, x := range vs {
				t.Error(x)
			}
		})
	}
}

// TestDeterministic renders every document again and expects the same bytes.
func TestDeterministic(t *testing.T) {
	for _, o := range corpusOutputs(t) {
		if o.err != nil {
			continue
		}
		again, err := render(o.entry.File, o.raw)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(again, o.json) {
			t.Errorf("%s: output differs between two runs", o.entry.File)
		}
	}
}
