package schema

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/invopop/jsonschema"
)

//go:generate go run ./internal/gen

// modulePath is the import path of this package, used to match the doc
// comments read from source to the reflected types.
const modulePath = "github.com/gonggao/gonggao/schema"

// Shared definitions for strings of a given shape, referred to with the
// `schema:"..."` struct tag (see the package documentation).
var shapes = map[string]*jsonschema.Schema{
	"decimal": {
		Type:        "string",
		Pattern:     `^-?[0-9]+(\.[0-9]+)?$`,
		Description: "An exact decimal number as a string.",
	},
	"date": {
		Type:        "string",
		Description: "YYYY-MM-DD, or YYYY-MM when the document states only the month.",
		AnyOf: []*jsonschema.Schema{
			{Format: "date"},
			{Pattern: `^[0-9]{4}-(0[1-9]|1[0-2])$`},
		},
	},
}

// Generate returns the JSON Schema of the model, built by reflection over
// Document and ErrorRecord. dir is this package's source directory: the doc
// comments of the types and fields there become the descriptions.
func Generate(dir string) ([]byte, error) {
	r := &jsonschema.Reflector{
		Anonymous: true,
		Namer:     func(t reflect.Type) string { return snake(t.Name()) },
	}
	if err := r.AddGoComments(modulePath, dir, jsonschema.WithFullComment()); err != nil {
		return nil, fmt.Errorf("schema: reading doc comments: %w", err)
	}
	for k, v := range r.CommentMap {
		r.CommentMap[k] = describe(k[strings.LastIndex(k, ".")+1:], v)
	}
	defs := jsonschema.Definitions{}
	roots := []reflect.Type{reflect.TypeFor[Document](), reflect.TypeFor[ErrorRecord]()}
	for _, t := range roots {
		s := r.ReflectFromType(t)
		for name, d := range s.Definitions {
			defs[name] = d
		}
	}
	seen := map[reflect.Type]bool{}
	for _, t := range roots {
		if err := applyShapes(t, defs, r, seen); err != nil {
			return nil, err
		}
	}
	for name, d := range shapes {
		if _, clash := defs[name]; clash {
			return nil, fmt.Errorf("schema: a model type is named like the shared definition %q", name)
		}
		defs[name] = d
	}
	root := &jsonschema.Schema{
		Version:     jsonschema.Version,
		ID:          jsonschema.ID(schemaURL),
		Title:       fmt.Sprintf("gonggao extracted announcement, schema version %d", Version),
		Description: "One record per input: the terms extracted from an announcement, or an error record for an input that could not be read.",
		OneOf: []*jsonschema.Schema{
			{Ref: "#/$defs/" + r.Namer(roots[0])},
			{Ref: "#/$defs/" + r.Namer(roots[1])},
		},
		Definitions: defs,
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(root); err != nil {
		return nil, fmt.Errorf("schema: %w", err)
	}
	return buf.Bytes(), nil
}

// applyShapes walks the model's struct types from t and points every field
// tagged `schema:"<shape>"` (or a slice of them) at the shared definition of
// that shape, keeping the field's description.
func applyShapes(t reflect.Type, defs jsonschema.Definitions, r *jsonschema.Reflector, seen map[reflect.Type]bool) error {
	for t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice || t.Kind() == reflect.Array || t.Kind() == reflect.Map {
		t = t.Elem()
	}
	if t.Kind() != reflect.Struct || seen[t] {
		return nil
	}
	seen[t] = true
	def := defs[r.Namer(t)]
	for i := range t.NumField() {
		f := t.Field(i)
		if err := applyShapes(f.Type, defs, r, seen); err != nil {
			return err
		}
		shape := f.Tag.Get("schema")
		if shape == "" {
			continue
		}
		if _, ok := shapes[shape]; !ok {
			return fmt.Errorf("schema: %s.%s: unknown shape %q", t.Name(), f.Name, shape)
		}
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if def == nil || def.Properties == nil {
			return fmt.Errorf("schema: %s has no definition", t.Name())
		}
		p, ok := def.Properties.Get(name)
		if !ok {
			return fmt.Errorf("schema: %s.%s: no property %q", t.Name(), f.Name, name)
		}
		ref := &jsonschema.Schema{Ref: "#/$defs/" + shape}
		switch {
		case f.Type.Kind() == reflect.String:
			ref.Description = p.Description
			def.Properties.Set(name, ref)
		case f.Type.Kind() == reflect.Slice && f.Type.Elem().Kind() == reflect.String:
			p.Items = ref
		default:
			return fmt.Errorf("schema: %s.%s: shape %q on a %s", t.Name(), f.Name, shape, f.Type)
		}
	}
	return nil
}

// snake names a definition after its Go type: ErrorRecord → error_record.
func snake(name string) string {
	var b strings.Builder
	for i, c := range name {
		if unicode.IsUpper(c) {
			if i > 0 && !unicode.IsUpper(rune(name[i-1])) {
				b.WriteByte('_')
			}
			c = unicode.ToLower(c)
		}
		b.WriteRune(c)
	}
	return b.String()
}

// describe turns a doc comment into a description: one paragraph, without
// the Go name it opens with ("Seq is the proposal's number" → "The
// proposal's number"). Lines wrapped between two Chinese characters are
// joined without a space.
func describe(goName, doc string) string {
	lines := strings.Split(strings.TrimSpace(doc), "\n")
	var b strings.Builder
	for i, ln := range lines {
		ln = strings.TrimSpace(ln)
		if i > 0 && b.Len() > 0 {
			last, _ := utf8.DecodeLastRuneInString(b.String())
			first, _ := utf8.DecodeRuneInString(ln)
			if !(last > unicode.MaxLatin1 && first > unicode.MaxLatin1) {
				b.WriteByte(' ')
			}
		}
		b.WriteString(ln)
	}
	d := b.String()
	// "Seq is …", "Items are …", and "Absent names …" (keeping the verb).
	for _, verb := range []string{" is ", " are ", " "} {
		if rest, ok := strings.CutPrefix(d, goName+verb); ok && rest != "" {
			return upperFirst(rest)
		}
	}
	return d
}

func upperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

// enum restricts the property key of s to values; model types call it from
// their JSONSchemaExtend method with the list of their constants.
func enum[T any](s *jsonschema.Schema, key string, values []T) {
	p, ok := s.Properties.Get(key)
	if !ok {
		panic("schema: enum for a property that does not exist: " + key)
	}
	p.Enum = nil
	for _, v := range values {
		p.Enum = append(p.Enum, v)
	}
}

// constant fixes the value of the property key of s.
func constant(s *jsonschema.Schema, key string, value any) {
	p, ok := s.Properties.Get(key)
	if !ok {
		panic("schema: constant for a property that does not exist: " + key)
	}
	p.Const = value
}
