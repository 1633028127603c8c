// Package schema owns gonggao's output contract: the Go model of an
// extracted announcement (model.go) and the JSON Schema (draft 2020-12,
// schema.json) that every emitted document validates against.
//
// schema.json is generated from the model and never edited by hand:
//
//	go generate ./schema
//
// reflects Document and ErrorRecord with github.com/invopop/jsonschema and
// writes the file; TestGenerated fails when the committed file differs from
// what generation gives. Every object is closed (additionalProperties:
// false), so a key the model writes and the schema lacks cannot pass.
//
// To add a field:
//
//   - Give it a doc comment. The comment is the key's description; a comment
//     opening with the field's Go name loses it ("Seq is the proposal's
//     number" → "The proposal's number"). Say what the value is and quote the
//     filing wording it comes from. A new type needs a doc comment too.
//   - A key without omitempty is required.
//   - Constraints go in the jsonschema tag (`jsonschema:"minimum=1"`,
//     `jsonschema:"minLength=1"`, `jsonschema:"pattern=^[0-9]{4\\,6}$"`, a
//     comma escaped with a backslash).
//   - A string of a shared shape takes `schema:"decimal"` (an exact decimal)
//     or `schema:"date"` (YYYY-MM-DD or YYYY-MM); on a []string the shape
//     applies to each element.
//   - A closed set of values is a const block beside the type, the list of
//     those constants, and a JSONSchemaExtend method on the type that calls
//     enum(s, "key", list) (see Quantity); extractors set the constants.
//
// Then run go generate ./schema and commit schema.json with the change. An
// added key keeps Version; renaming or removing a key, or narrowing what a
// key accepts, bumps it.
package schema

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"
	"sync"

	"github.com/gonggao/gonggao/internal/jsonschema"
)

// JSON is the JSON Schema (draft 2020-12) of schema version 1, generated
// from the model by go generate.
//
//go:embed schema.json
var JSON []byte

const schemaURL = "https://gonggao.dev/schema/v1/announcement.json"

// Violation is one way a JSON value breaks the schema.
type Violation struct {
	Pointer string // JSON pointer into the value, "" for the root
	Message string
}

func (v Violation) String() string {
	p := v.Pointer
	if p == "" {
		p = "/"
	}
	return p + ": " + v.Message
}

// Validator checks JSON values against the schema. It is safe for
// concurrent use.
type Validator struct {
	document *jsonschema.Schema
	record   *jsonschema.Schema
}

var (
	sharedOnce sync.Once
	shared     *Validator
	sharedErr  error
)

// NewValidator compiles the embedded schema with formats asserted.
func NewValidator() (*Validator, error) {
	sharedOnce.Do(func() { shared, sharedErr = compile() })
	return shared, sharedErr
}

func compile() (*Validator, error) {
	c := jsonschema.NewCompiler()
	c.Draft = jsonschema.Draft2020
	c.AssertFormat = true
	if err := c.AddResource(schemaURL, bytes.NewReader(JSON)); err != nil {
		return nil, fmt.Errorf("schema: %w", err)
	}
	doc, err := c.Compile(schemaURL + "#/$defs/document")
	if err != nil {
		return nil, fmt.Errorf("schema: %w", err)
	}
	rec, err := c.Compile(schemaURL + "#/$defs/error_record")
	if err != nil {
		return nil, fmt.Errorf("schema: %w", err)
	}
	return &Validator{document: doc, record: rec}, nil
}

// ErrNotJSON is returned when the bytes given to Validate are not one JSON value.
var ErrNotJSON = errors.New("not a JSON value")

// Validate checks one JSON value (a document or an error record) and returns
// its violations sorted by pointer and message; none means valid.
func (v *Validator) Validate(data []byte) ([]Violation, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var val any
	if err := dec.Decode(&val); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrNotJSON, err)
	}
	if dec.More() {
		return nil, fmt.Errorf("%w: more than one value", ErrNotJSON)
	}
	return v.ValidateValue(val), nil
}

// ValidateValue checks a decoded JSON value (numbers as json.Number or
// float64, objects as map[string]any).
func (v *Validator) ValidateValue(val any) []Violation {
	s := v.document
	if m, ok := val.(map[string]any); ok {
		if _, isErr := m["error"]; isErr {
			s = v.record
		}
	}
	err := s.Validate(val)
	if err == nil {
		return nil
	}
	var ve *jsonschema.ValidationError
	if !errors.As(err, &ve) {
		return []Violation{{Message: err.Error()}}
	}
	var out []Violation
	leaves(ve, &out)
	sort.Slice(out, func(i, j int) bool {
		if out[i].Pointer != out[j].Pointer {
			return out[i].Pointer < out[j].Pointer
		}
		return out[i].Message < out[j].Message
	})
	// The same leaf can be reached through more than one keyword path.
	uniq := out[:0]
	for i, x := range out {
		if i == 0 || x != out[i-1] {
			uniq = append(uniq, x)
		}
	}
	return uniq
}

func leaves(ve *jsonschema.ValidationError, out *[]Violation) {
	if len(ve.Causes) == 0 {
		*out = append(*out, Violation{Pointer: ve.InstanceLocation, Message: strings.TrimSpace(ve.Message)})
		return
	}
	for _, c := range ve.Causes {
		leaves(c, out)
	}
}
