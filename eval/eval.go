// Package eval scores gonggao's output against labelled filings.
//
// A labelled set is read by a Scorer, which holds a set of output records
// (decoded JSON, one per document) against its labels and returns a Report:
// for each field, how many values the labels expect, how many the output
// gives, and how many of those are right, from which precision and recall
// follow. Facts reads labels in the facts format (a JSON file of documents,
// each matched to its output by the SHA-256 of the input, with facts about
// paths of the output); other label formats (a table of contracts, say)
// plug in beside it by implementing Scorer.
package eval

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"
)

// Record is one output record, decoded with numbers kept as json.Number.
type Record = map[string]any

// A Scorer holds output records against one set of labels.
type Scorer interface {
	// Score returns the report on records; a record the labels do not
	// mention is ignored, a labelled document without a record counts as
	// output missing for every label it has.
	Score(records []Record) *Report
}

// Field is the score of one field (a family of label paths).
type Field struct {
	Name string
	// Expected counts the values the labels state; Predicted the values
	// the output gives where the labels say something (a value where the
	// labels say there is none counts as predicted and wrong); Correct
	// those that agree with the labels.
	Expected, Predicted, Correct int
	// Docs counts the documents with labels on this field, DocsRight
	// those on which every label of the field holds.
	Docs, DocsRight int
}

// Precision returns Correct/Predicted, or 1 when nothing was predicted.
func (f Field) Precision() float64 { return ratio(f.Correct, f.Predicted) }

// Recall returns Correct/Expected, or 1 when nothing was expected.
func (f Field) Recall() float64 { return ratio(f.Correct, f.Expected) }

// DocRate returns DocsRight/Docs, or 1 when no document has the field.
func (f Field) DocRate() float64 { return ratio(f.DocsRight, f.Docs) }

func ratio(a, b int) float64 {
	if b == 0 {
		return 1
	}
	return float64(a) / float64(b)
}

// Miss is one label the output does not satisfy.
type Miss struct {
	Document string // the document's source as the labels name it
	Label    string // the label (a path and its expected value)
	Got      string // what the output holds there
}

// Report is a scorer's result.
type Report struct {
	Fields   []Field // sorted by name
	Misses   []Miss  // in label order
	Missing  int     // labelled documents with no output record
	Passed   int     // labels that hold
	Failed   int     // labels that do not
	Document int     // labelled documents
}

// field returns the field named name, adding it.
func (r *Report) field(name string) *Field {
	for i := range r.Fields {
		if r.Fields[i].Name == name {
			return &r.Fields[i]
		}
	}
	r.Fields = append(r.Fields, Field{Name: name})
	return &r.Fields[len(r.Fields)-1]
}

func (r *Report) sortFields() {
	sort.Slice(r.Fields, func(i, j int) bool { return r.Fields[i].Name < r.Fields[j].Name })
}

// Total returns the sum over every field.
func (r *Report) Total() Field {
	t := Field{Name: "all"}
	for _, f := range r.Fields {
		t.Expected += f.Expected
		t.Predicted += f.Predicted
		t.Correct += f.Correct
	}
	t.Docs, t.DocsRight = r.Document, r.Document
	return t
}

// Write prints the report as a table: one line per field with its counts,
// precision, recall and the share of documents on which the field is right,
// then the total.
func (r *Report) Write(w io.Writer) error {
	bw := bufio.NewWriter(w)
	width := len("field")
	for _, f := range r.Fields {
		width = max(width, len(f.Name))
	}
	fmt.Fprintf(bw, "%-*s %8s %9s %7s %9s %6s %9s\n", width, "field", "expected", "predicted", "correct", "precision", "recall", "documents")
	row := func(f Field, docs string) {
		fmt.Fprintf(bw, "%-*s %8d %9d %7d %9s %6s %9s\n", width, f.Name, f.Expected, f.Predicted, f.Correct,
			percent(f.Correct, f.Predicted), percent(f.Correct, f.Expected), docs)
	}
	for _, f := range r.Fields {
		row(f, fmt.Sprintf("%d/%d", f.DocsRight, f.Docs))
	}
	row(r.Total(), fmt.Sprintf("%d", r.Document))
	fmt.Fprintf(bw, "%d labels hold, %d do not; %d of %d labelled documents have no output\n", r.Passed, r.Failed, r.Missing, r.Document)
	return bw.Flush()
}

// WriteMisses prints one line per label that does not hold.
func (r *Report) WriteMisses(w io.Writer) error {
	bw := bufio.NewWriter(w)
	for _, m := range r.Misses {
		fmt.Fprintf(bw, "%s: %s, got %s\n", m.Document, m.Label, m.Got)
	}
	return bw.Flush()
}

func percent(a, b int) string {
	if b == 0 {
		return "-"
	}
	return fmt.Sprintf("%.1f%%", 100*float64(a)/float64(b))
}

// ReadRecords reads output records: one JSON document, or JSON Lines.
func ReadRecords(data []byte) ([]Record, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var one Record
	if err := dec.Decode(&one); err == nil && !dec.More() {
		return []Record{one}, nil
	}
	var out []Record
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 1<<20), 1<<30)
	for n := 1; sc.Scan(); n++ {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		d := json.NewDecoder(bytes.NewReader(line))
		d.UseNumber()
		var r Record
		if err := d.Decode(&r); err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		out = append(out, r)
	}
	return out, sc.Err()
}

// Decode decodes one record as Score reads it.
func Decode(data []byte) (Record, error) {
	d := json.NewDecoder(bytes.NewReader(data))
	d.UseNumber()
	var r Record
	err := d.Decode(&r)
	return r, err
}

// sha256Of returns a record's source.sha256, lower-cased.
func sha256Of(r Record) string {
	src, _ := r["source"].(map[string]any)
	s, _ := src["sha256"].(string)
	return strings.ToLower(s)
}
