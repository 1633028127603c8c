package amend

import (
	"fmt"
	"strconv"

	"github.com/gonggao/gonggao/schema"
	"github.com/gonggao/gonggao/validate"
)

// Numbering checks article numbering (no stated figure: the findings have
// no stated quantity):
//
//   - amendments.offsets: in an amendment table, every row that gives both
//     the old and the new article number is renumbered by the offset the
//     table's runs (amendments.offsets) give for its old number;
//   - rules.numbering: a rule book's articles run 1..N without gaps or
//     repeats, each in a chapter that exists.
//
// One finding sums up each table or rule book when all is well; every
// break is a finding of its own.
type Numbering struct{}

// ID implements Check.
func (Numbering) ID() string { return "numbering" }

// Run implements Check.
func (c Numbering) Run(_ *validate.Pass, out *schema.Document) {
	if a := out.Amendments; a != nil && len(a.Rows) > 0 {
		c.amendments(out, a)
	}
	if r := out.Rules; r != nil && len(r.Articles) > 0 {
		c.rules(out, r)
	}
}

func rowInput(name string, n int, sp schema.Span) schema.Input {
	return schema.Input{Name: name, Value: strconv.Itoa(n), Span: &sp}
}

func (Numbering) amendments(out *schema.Document, a *schema.Amendments) {
	const id, formula = "amendments.offsets", "new=old+offset"
	checked, renumbered, bad := 0, 0, 0
	// The runs and the rows checked against them are the inputs of the
	// summing-up finding, so that it can be re-run from the output.
	var inputs []schema.Input
	for _, r := range a.Offsets {
		inputs = append(inputs, schema.Input{Name: fmt.Sprintf("offset %d-%d", r.FromOld, r.ToOld), Value: strconv.Itoa(r.Offset)})
	}
	for _, row := range a.Rows {
		if row.Change == schema.ChangeAdded || row.Change == schema.ChangeDeleted || row.OldArticle == nil || row.NewArticle == nil {
			continue
		}
		old, nw := *row.OldArticle, *row.NewArticle
		checked++
		if nw != old {
			renumbered++
		}
		rowIn := []schema.Input{
			rowInput(fmt.Sprintf("row %d old", row.Seq), old, row.Span),
			rowInput(fmt.Sprintf("row %d new", row.Seq), nw, row.Span),
		}
		inputs = append(inputs, rowIn...)
		run, ok := offsetFor(a.Offsets, old)
		var note string
		switch {
		case ok && nw-old != run:
			note = fmt.Sprintf("row %d: article %d became %d (offset %d), but the table's offsets give %d", row.Seq, old, nw, nw-old, run)
		case !ok && len(a.Offsets) > 0 && nw != old:
			note = fmt.Sprintf("row %d: article %d became %d, outside every offset run", row.Seq, old, nw)
		}
		if note == "" {
			continue
		}
		bad++
		out.Checks = append(out.Checks, schema.Check{
			ID: id, Formula: formula, Status: schema.StatusFail, Note: note, Rounding: "exact",
			Inputs:   []schema.Input{rowInput("old", old, row.Span), rowInput("new", nw, row.Span)},
			Computed: strconv.Itoa(old + run),
		})
	}
	if checked > 0 && bad == 0 {
		out.Checks = append(out.Checks, schema.Check{
			ID: id, Formula: formula, Status: schema.StatusPass, Rounding: "exact", Inputs: inputs,
			Note: fmt.Sprintf("%s with old and new article numbers (%d renumbered, %d keeping their number) agree with %s",
				plural(checked, "row"), renumbered, checked-renumbered, plural(len(a.Offsets), "offset run")),
		})
	}
}

// plural writes n and a noun, with an s when n is not 1.
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// offsetFor returns the offset of the run holding old article n.
func offsetFor(runs []schema.OffsetRun, n int) (int, bool) {
	for _, r := range runs {
		if n >= r.FromOld && n <= r.ToOld {
			return r.Offset, true
		}
	}
	return 0, false
}

func (Numbering) rules(out *schema.Document, r *schema.Rules) {
	const id, formula = "rules.numbering", "n=prev+1"
	chapters := map[int]bool{}
	for _, ch := range r.Chapters {
		chapters[ch.Number] = true
	}
	prev, bad := 0, 0
	for _, art := range r.Articles {
		var note string
		switch {
		case art.Number != prev+1:
			note = fmt.Sprintf("article %d follows article %d", art.Number, prev)
		case len(chapters) > 0 && !chapters[art.Chapter]:
			note = fmt.Sprintf("article %d is in chapter %d, which the rule book does not have", art.Number, art.Chapter)
		}
		if note != "" {
			bad++
			out.Checks = append(out.Checks, schema.Check{
				ID: id, Formula: formula, Status: schema.StatusFail, Note: note, Rounding: "exact",
				Inputs:   []schema.Input{rowInput("prev", prev, art.Span), rowInput("n", art.Number, art.Span)},
				Computed: strconv.Itoa(prev + 1),
			})
		}
		prev = art.Number
	}
	if bad == 0 {
		// The inputs sum the run up: its first and last article, how many
		// articles were read, and the chapters they fall in; with every
		// article following its predecessor by one, count = last − first + 1.
		first, last := r.Articles[0], r.Articles[len(r.Articles)-1]
		inputs := []schema.Input{
			rowInput("first", first.Number, first.Span),
			rowInput("last", last.Number, last.Span),
			{Name: "articles", Value: strconv.Itoa(len(r.Articles))},
			{Name: "chapters", Value: strconv.Itoa(len(r.Chapters))},
		}
		out.Checks = append(out.Checks, schema.Check{
			ID: id, Formula: formula, Status: schema.StatusPass, Rounding: "exact", Inputs: inputs,
			Note: fmt.Sprintf("articles %d to %d in %s, without gaps or repeats", first.Number, last.Number, plural(len(r.Chapters), "chapter")),
		})
	}
}
