package capital

import (
	"sort"
	"strings"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// cueField says how a plan states one value, so that the value is found by
// its meaning rather than by the sentence around it: a quantity of the
// field's unit, in the sections of the field's clause, with cue words near
// it in its sentence. Each cue found within reach adds its weight to the
// quantity's score; a word of not within reach rules the quantity out. When several quantities score, the highest wins (the earliest of
// equals), and a warning says so when they disagree.
type cueField struct {
	// name is the field's path in the output, for the warning.
	name string
	// unit is the unit of the value's quantity.
	unit string
	// bounds are the bounds the value may carry (nil: any).
	bounds []string
	// cues are the words that point at the value.
	cues []cue
	// before and after are how many runes before and after the value a
	// cue is looked for, within its sentence.
	before, after int
	// not are words that, within reach of a quantity, say it is not the
	// field's value.
	not []string
	// ok, when set, must accept the value.
	ok func(q normalize.Quantity) bool
	// min is the least score a candidate needs (0: any cue).
	min int
}

// cue is one cue word and its weight.
type cue struct {
	word   string
	weight int
}

// candidate is a quantity a cueField may read, with its score.
type candidate struct {
	q     normalize.Quantity
	score int
}

// candidates returns the quantities of spans that may be the field's
// value, each with a score above zero and at least min, in document
// order.
func (f cueField) candidates(c *extract.Context, spans []normalize.Span) []candidate {
	text := c.Doc.Text
	var out []candidate
	seen := map[normalize.Span]bool{}
	for _, sp := range spans {
		if sp.Start < 0 || sp.End > len(text) || sp.Empty() {
			continue
		}
		for _, q := range c.QuantitiesOf(sp) {
			if q.Unit != f.unit || seen[q.Span] {
				continue
			}
			if f.bounds != nil && !extract.HasString(f.bounds, q.Bound) {
				continue
			}
			if f.ok != nil && !f.ok(q) {
				continue
			}
			before, after := sentenceAround(text, q.Span)
			near := normalize.Tail(strings.ReplaceAll(before, "\n", ""), f.before) + text[q.Span.Start:q.Span.End] + normalize.Head(strings.ReplaceAll(after, "\n", ""), f.after)
			if normalize.ContainsAny(near, f.not) {
				continue
			}
			score := 0
			for _, cu := range f.cues {
				if normalize.Contains(near, cu.word) {
					score += cu.weight
				}
			}
			if score > 0 && score >= f.min {
				seen[q.Span] = true
				out = append(out, candidate{q: q, score: score})
			}
		}
	}
	return out
}

// pick returns the field's value from the first list of spans holding a
// candidate: the best-scored one. When candidates of that list state
// other values, it warns (values_disagree) at the one kept.
func (f cueField) pick(c *extract.Context, scopes ...[]normalize.Span) (normalize.Quantity, bool) {
	for _, sc := range scopes {
		cands := f.candidates(c, sc)
		if len(cands) == 0 {
			continue
		}
		best := cands[0]
		for _, cd := range cands[1:] {
			if cd.score > best.score {
				best = cd
			}
		}
		var others []string
		for _, cd := range cands {
			if !cd.q.Value.Equal(best.q.Value) && !extract.HasString(others, c.Doc.SourceText(cd.q.Span)) {
				others = append(others, c.Doc.SourceText(cd.q.Span))
			}
		}
		if len(others) > 0 {
			sort.Strings(others)
			c.Warn(schema.WarnValuesDisagree, f.name+": "+c.Doc.SourceText(best.q.Span)+" kept; the clause also states "+strings.Join(others, ", "), best.q.Span)
		}
		return best.q, true
	}
	return normalize.Quantity{}, false
}
