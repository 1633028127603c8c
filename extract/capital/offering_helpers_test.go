package capital

import (
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/extract/internal/testdoc"
	"github.com/gonggao/gonggao/extract/meeting"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// runClause applies one clause unit to text taken whole as a plan, so that
// a unit can be tested on a few paragraphs without the other clauses a plan
// needs to be recognised as one.
func runClause(t *testing.T, text string, unit func(*extract.Context, *plan, *schema.Offering)) (schema.Offering, *schema.Document) {
	t.Helper()
	doc := testdoc.From("clause.txt", text)
	o := extract.ParseOutline(doc.Text)
	p := &plan{doc: doc, outline: o, region: normalize.Span{Start: 0, End: len(doc.Text)}, clauses: map[string][]normalize.Span{}, resolutions: meeting.ResolutionHeadings}
	p.assignClauses()
	out := &schema.Document{}
	c := &extract.Context{Doc: doc, Out: out}
	var off schema.Offering
	unit(c, p, &off)
	checkValueSpans(t, doc, &off)
	return off, out
}

// checkValueSpans walks v and asserts that every value carrying a source text
// and a span (quantities, references, triggers, formulas) round-trips: the
// raw bytes under the span are exactly the text.
func checkValueSpans(t *testing.T, doc *normalize.Doc, v any) {
	t.Helper()
	n := 0
	walkSpans(reflect.ValueOf(v), func(path, text string, sp schema.Span) {
		n++
		if sp[0] < 0 || sp[1] > len(doc.Raw) || sp[0] > sp[1] {
			t.Errorf("%s: span %v outside the input", path, sp)
			return
		}
		if got := string(doc.Raw[sp[0]:sp[1]]); got != text {
			t.Errorf("%s: raw[%d:%d] = %q, text %q", path, sp[0], sp[1], got, text)
		}
	})
}

var (
	quantityType = reflect.TypeOf(schema.Quantity{})
	refType      = reflect.TypeOf(schema.Ref{})
	triggerType  = reflect.TypeOf(schema.Trigger{})
	formulaType  = reflect.TypeOf(schema.Formula{})
)

func walkSpans(v reflect.Value, visit func(path, text string, sp schema.Span)) {
	var walk func(v reflect.Value, path string)
	walk = func(v reflect.Value, path string) {
		switch v.Kind() {
		case reflect.Pointer, reflect.Interface:
			if !v.IsNil() {
				walk(v.Elem(), path)
			}
		case reflect.Slice:
			for i := 0; i < v.Len(); i++ {
				walk(v.Index(i), path+"["+strconv.Itoa(i)+"]")
			}
		case reflect.Map:
			for _, k := range v.MapKeys() {
				walk(v.MapIndex(k), path+"."+k.String())
			}
		case reflect.Struct:
			switch v.Type() {
			case quantityType, refType, triggerType:
				visit(path, v.FieldByName("Text").String(), v.FieldByName("Span").Interface().(schema.Span))
			case formulaType:
				visit(path, v.FieldByName("Source").String(), v.FieldByName("Span").Interface().(schema.Span))
			}
			for i := 0; i < v.NumField(); i++ {
				if v.Type().Field(i).IsExported() {
					walk(v.Field(i), path+"."+strings.ToLower(v.Type().Field(i).Name))
				}
			}
		}
	}
	walk(v, "")
}

func ptr[T any](v T) *T { return &v }
