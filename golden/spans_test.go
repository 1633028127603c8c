package golden

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/encoding/simplifiedchinese"

	"github.com/gonggao/gonggao/corpus"
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
			n := 0
			walkSpans(decode(t, o.json), "", func(ptr string, text string, start, end int) {
				n++
				if start < 0 || end < start || end > len(o.raw) {
					t.Errorf("%s: span [%d,%d) outside the %d input bytes", ptr, start, end, len(o.raw))
					return
				}
				got, err := sourceOf(o.entry, o.raw[start:end])
				if err != nil {
					t.Errorf("%s: span [%d,%d): %v", ptr, start, end, err)
					return
				}
				if got != text && cleaned(got) != cleaned(text) {
					t.Errorf("%s: input[%d:%d] reads %q, text is %q", ptr, start, end, got, text)
				}
			})
			t.Logf("%d spans checked", n)
		})
	}
}

var htmlTag = regexp.MustCompile(`<[^>]*>`)

// sourceOf is what a user sees in the input bytes b: the text itself for a
// text file; for HTML the text between the tags, entities resolved.
func sourceOf(e corpus.Entry, b []byte) (string, error) {
	if e.Encoding == "gbk" || e.Encoding == "gb18030" {
		d, err := simplifiedchinese.GB18030.NewDecoder().Bytes(b)
		if err != nil {
			return "", err
		}
		b = d
	}
	if !utf8.Valid(b) {
		return "", fmt.Errorf("not on rune boundaries")
	}
	s := string(b)
	if e.Format == "html" {
		s = html.UnescapeString(htmlTag.ReplaceAllString(s, ""))
	}
	return s, nil
}

// cleaned is text as the extractors read it — page furniture removed,
// folded, without white space — for values whose text is deliberately the
// cleaned reading of their span (a rule-book article joined across a page
// break).
func cleaned(s string) string {
	// A title line first, as the slice is taken from inside a document: its
	// first line is no title that stops a page break from joining.
	stripped, _, _, _ := normalize.StripFurniture("题\n" + s)
	stripped = strings.TrimPrefix(stripped, "题\n")
	// White space (line breaks of the layout included) goes before folding,
	// so that a bracket closed on a later line is still seen as closed.
	folded, _ := normalize.Fold(strings.Join(strings.Fields(stripped), ""))
	return folded
}

// walkSpans calls fn for every object holding both "text" (a string) and
// "span" ([start, end]).
func walkSpans(v any, ptr string, fn func(ptr, text string, start, end int)) {
	switch x := v.(type) {
	case map[string]any:
		text, ok := x["text"].(string)
		if src, isFormula := x["source"].(string); isFormula {
			// A formula's text is its canonical ASCII form; source is as written.
			text, ok = src, true
		}
		if ok {
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
