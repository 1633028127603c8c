package validate

import (
	"fmt"
	"regexp"
	"strconv"

	"github.com/shopspring/decimal"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
	"github.com/gonggao/gonggao/validate/calc"
)

// validFigure finds the valid-vote figure in a tally: "有效表决票15票"
// (000), "有效表决票11票" (002), "有效票数为9票".
var validFigure = regexp.MustCompile(`有效(?:表决)?票(?:数)?(?:为|:)?\s*([0-9]+)\s*票`)

// Votes checks board vote tallies (from the extracted resolutions and
// meeting):
//
//   - votes.sum: for + against + abstain = valid, when the valid votes are
//     stated (002 "有效表决票11票，同意11票，反对0票，弃权0票");
//   - votes.valid_eq_present_minus_recused: the votes cast are the
//     directors present in person plus those voting by proxy, less those
//     who recused themselves (002: 13 present − 2 recused = 11; 000: 15);
//   - votes.total_le_expected: no more votes than directors due to attend
//     (reported only when broken).
//
// Counts are exact. The stated side is the tally as the document words it.
type Votes struct{}

// ID implements Check.
func (Votes) ID() string { return "votes" }

// Run implements Check.
func (c Votes) Run(doc *normalize.Doc, out *schema.Document) {
	var walk func(rs []schema.Resolution, inherited []string)
	walk = func(rs []schema.Resolution, inherited []string) {
		for _, r := range rs {
			recused := r.Recused
			if recused == nil {
				recused = inherited
			}
			if r.Votes != nil {
				c.tally(doc, out, r, recused)
			}
			walk(r.Items, recused)
		}
	}
	walk(out.Resolutions, nil)
}

func (Votes) tally(doc *normalize.Doc, out *schema.Document, r schema.Resolution, recused []string) {
	v := r.Votes
	sp := v.Span
	voteIn := func(name string, n int) operand {
		d := decimal.NewFromInt(int64(n))
		return operand{name: name, iv: calc.PointDec(d), val: d, input: schema.Input{Name: name, Value: strconv.Itoa(n), Unit: normalize.UnitPersons, Text: v.Text, Span: &sp}}
	}
	cast := v.For + v.Against + v.Abstain
	valid := cast
	if v.Valid != nil {
		valid = *v.Valid
	}
	st := stated{q: schema.Quantity{Value: strconv.Itoa(valid), Unit: normalize.UnitPersons, Bound: normalize.BoundEq, Text: v.Text, Span: v.Span}, iv: calc.PointDec(decimal.NewFromInt(int64(valid)))}
	if v.Valid != nil {
		// The stated figure is the valid count itself when the text gives
		// it: "有效表决票11票" (000, 002).
		if m := validFigure.FindStringSubmatchIndex(v.Text); m != nil && rawIs(doc, v.Span, v.Text) {
			st.q.Text = v.Text[m[0]:m[1]]
			st.q.Span = schema.Span{v.Span[0] + m[0], v.Span[0] + m[1]}
		}
	}
	title := fmt.Sprintf("resolution %d", r.Seq)
	if v.Valid != nil {
		out.Checks = append(out.Checks, spec{
			id: "votes.sum", formula: "valid=for+against+abstain",
			ops:    []operand{voteIn("for", v.For), voteIn("against", v.Against), voteIn("abstain", v.Abstain)},
			stated: st, mode: calc.Exact, note: title,
		}.finding())
	}
	m := out.Meeting
	if m == nil || m.DirectorsPresent == nil {
		return
	}
	meetingIn := func(name string, n int, field string) operand {
		o := operand{name: name, iv: calc.PointDec(decimal.NewFromInt(int64(n))), val: decimal.NewFromInt(int64(n)),
			input: schema.Input{Name: name, Value: strconv.Itoa(n), Unit: normalize.UnitPersons}}
		if ref, ok := m.Evidence[field]; ok {
			s := ref.Span
			o.input.Text, o.input.Span = ref.Text, &s
		}
		return o
	}
	ops := []operand{
		meetingIn("present", *m.DirectorsPresent, "directors_present"),
		meetingIn("proxies", len(m.Proxies), "proxies"),
		meetingIn("recused", len(recused), "recused"),
	}
	note := title
	if len(recused) > 0 {
		note = fmt.Sprintf("%s; recused: %v", title, recused)
	}
	out.Checks = append(out.Checks, spec{
		id: "votes.valid_eq_present_minus_recused", formula: "valid=present+proxies-recused",
		ops: ops, stated: st, mode: calc.Exact, note: note,
	}.finding())
	if m.DirectorsExpected != nil && valid > *m.DirectorsExpected {
		q := st.q
		out.Checks = append(out.Checks, schema.Check{
			ID: "votes.total_le_expected", Formula: "valid<=expected", Stated: &q, Status: schema.StatusFail,
			Inputs:   []schema.Input{meetingIn("expected", *m.DirectorsExpected, "directors_expected").input},
			Computed: strconv.Itoa(*m.DirectorsExpected), Rounding: "exact",
			Note: fmt.Sprintf("%s: %d votes but only %d directors due to attend", title, valid, *m.DirectorsExpected),
		})
	}
}

// rawIs reports whether the raw bytes at span are text, so that offsets
// into text are offsets into the raw bytes.
func rawIs(doc *normalize.Doc, span schema.Span, text string) bool {
	return span[0] >= 0 && span[1] <= len(doc.Raw) && span[0] <= span[1] && string(doc.Raw[span[0]:span[1]]) == text
}
