// Package checktest runs one check on a text and the terms extracted from
// it, for the tests of the check families.
package checktest

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
	"github.com/gonggao/gonggao/validate"
)

// RunFull runs c on text (tables detected as the text reader does) with
// out as the extracted terms and returns its findings whole; an input
// whose text is not the source at its span is an error.
func RunFull(t *testing.T, text string, out *schema.Document, c validate.Check) []schema.Check {
	t.Helper()
	doc := normalize.New(normalize.Layer{Path: "t.txt", Format: "txt", Encoding: "utf-8", Raw: []byte(text), Text: text, Tables: normalize.TextTables(text)})
	if out == nil {
		out = &schema.Document{}
	}
	validate.RunChecks(doc, out, []validate.Check{c})
	for _, f := range out.Checks {
		for _, in := range f.Inputs {
			if in.Span != nil && in.Text != "" && text[in.Span[0]:in.Span[1]] != in.Text {
				t.Errorf("%s input %s: text %q is not the source at %v (%q)", f.ID, in.Name, in.Text, *in.Span, text[in.Span[0]:in.Span[1]])
			}
		}
		if f.Stated != nil && text[f.Stated.Span[0]:f.Stated.Span[1]] != f.Stated.Text {
			t.Errorf("%s: stated text %q is not the source at %v", f.ID, f.Stated.Text, f.Stated.Span)
		}
	}
	return out.Checks
}

// RunOn is RunFull summed up as "id stated status" per finding.
func RunOn(t *testing.T, text string, out *schema.Document, c validate.Check) []string {
	t.Helper()
	var got []string
	for _, f := range RunFull(t, text, out, c) {
		st := "-"
		if f.Stated != nil {
			st = f.Stated.Value
		}
		got = append(got, f.ID+" "+st+" "+f.Status)
	}
	return got
}

// Case is one text, its extracted terms and the findings expected (as
// RunOn sums them up).
type Case struct {
	Name string
	Text string
	Out  *schema.Document
	Want []string
}

// RunCases runs c on each case.
func RunCases(t *testing.T, c validate.Check, cases []Case) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.Name, func(t *testing.T) {
			if diff := cmp.Diff(tc.Want, RunOn(t, tc.Text, tc.Out, c)); diff != "" {
				t.Errorf("(-want +got)\n%s", diff)
			}
		})
	}
}
