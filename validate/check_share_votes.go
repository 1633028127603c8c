package validate

import (
	"fmt"
	"math/big"

	"github.com/gonggao/gonggao/extract/meeting"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
	"github.com/gonggao/gonggao/validate/calc"
)

// shareTally checks a shareholders' meeting's tally in shares:
//
//   - votes.share_ratio: each stated ratio is its count over the voting
//     shares (同意14,101,254,366股，占…99.92%), rounded half up at the
//     stated places. The base, one for the whole tally, is the voting
//     shares present the meeting states (出席会议…代表有表决权股份
//     14,112,547,205股) or, where the ratios are taken of the votes cast (a
//     proposal related shareholders did not vote on), the sum of the three
//     counts: each finding says which, and the voting shares present are
//     kept (with their failures) when neither base gives every ratio;
//   - votes.shares_sum: the counts add up to the voting shares present,
//     when the meeting states them (reported when they do, or when the
//     counts exceed them; fewer votes than shares present is allowed:
//     shares that did not vote);
//   - votes.special_majority: a special resolution (特别决议) has at least
//     two thirds of the voting shares for it.
func (Votes) shareTally(doc *normalize.Doc, out *schema.Document, r schema.Resolution, title string) {
	ts := textSpan(doc, r.Votes.Span)
	if ts.Empty() {
		return
	}
	st, ok := meeting.ReadShareTally(doc.Text[ts.Start:ts.End])
	if !ok {
		return
	}
	names := [3]string{"for", "against", "abstain"}
	var counts [3]operand
	for k := range counts {
		counts[k] = exactOperand(doc, names[k], absolute(st.Counts[k], ts.Start))
	}
	// The voting shares present, as the meeting states them.
	totalIn, totalStated, total, haveTotal := sharesPresent(out)
	// Each ratio against both bases; one base for the whole tally.
	var byTotal, bySum []schema.Check
	totalPasses, sumPasses := haveTotal, true
	for k, rq := range st.Ratios {
		if rq == nil {
			continue
		}
		n := counts[k]
		n.name = "n"
		f, a, b := counts[0], counts[1], counts[2]
		f.name, a.name, b.name = "f", "a", "b"
		stated := textStated(doc, absolute(*rq, ts.Start), calc.HalfUp)
		note := fmt.Sprintf("%s: %s", title, names[k])
		c := spec{id: "votes.share_ratio", formula: "r=n/(f+a+b)", ops: []operand{n, f, a, b}, stated: stated, mode: calc.HalfUp,
			note: note + "; base: the votes cast"}.finding()
		sumPasses = sumPasses && c.Status == schema.StatusPass
		bySum = append(bySum, c)
		if haveTotal {
			c := spec{id: "votes.share_ratio", formula: "r=n/T", ops: []operand{n, totalIn}, stated: stated, mode: calc.HalfUp,
				note: note + "; base: the voting shares present"}.finding()
			totalPasses = totalPasses && c.Status == schema.StatusPass
			byTotal = append(byTotal, c)
		}
	}
	// byCast: the ratios are of the votes cast, which a special resolution's
	// two thirds are then counted against as well.
	byCast := false
	switch {
	case totalPasses || haveTotal && !sumPasses:
		out.Checks = append(out.Checks, byTotal...)
	default:
		out.Checks = append(out.Checks, bySum...)
		byCast = len(bySum) > 0
	}
	if haveTotal {
		sum := new(big.Int)
		for _, q := range st.Counts {
			sum.Add(sum, q.Value.BigInt())
		}
		if sum.Cmp(total) >= 0 {
			f, a, b := counts[0], counts[1], counts[2]
			f.name, a.name, b.name = "f", "a", "b"
			out.Checks = append(out.Checks, spec{
				id: "votes.shares_sum", formula: "T=f+a+b", ops: []operand{f, a, b},
				stated: totalStated, mode: calc.Exact, note: title,
			}.finding())
		}
	}
	if r.Special != nil && *r.Special {
		base := new(big.Int)
		baseName, baseText := "votes cast", ""
		var baseInput schema.Input
		if haveTotal && !byCast {
			base.Set(total)
			baseName = "voting shares present"
			baseInput = totalIn.input
		} else {
			for _, q := range st.Counts {
				base.Add(base, q.Value.BigInt())
			}
			baseText = base.String()
			baseInput = schema.Input{Name: "T", Value: baseText, Unit: normalize.UnitShares}
		}
		yes := st.Counts[0].Value.BigInt()
		status := schema.StatusFail
		// for/T >= 2/3, in integers: 3*for >= 2*T.
		if new(big.Int).Mul(yes, big.NewInt(3)).Cmp(new(big.Int).Mul(base, big.NewInt(2))) >= 0 {
			status = schema.StatusPass
		}
		computed := "0"
		if base.Sign() > 0 {
			computed = decimalString(new(big.Rat).SetFrac(yes, base), 6, calc.HalfUp)
		}
		c := schema.Check{
			ID: "votes.special_majority", Formula: "f/T>=2/3",
			Inputs:   []schema.Input{counts[0].input, baseInput},
			Computed: computed, Rounding: "exact", Status: status,
			Note: fmt.Sprintf("%s: a special resolution needs two thirds of the %s", title, baseName),
		}
		c.Inputs[0].Name = "f"
		if ref, ok := r.Evidence["special"]; ok {
			c.Note += fmt.Sprintf(" (%s)", ref.Text)
		}
		out.Checks = append(out.Checks, c)
	}
}

// sharesPresent is the voting shares present the meeting states, as the
// exact input T, as a stated figure and as an integer; ok is false when the
// meeting does not state them.
func sharesPresent(out *schema.Document) (in operand, st stated, n *big.Int, ok bool) {
	m := out.Meeting
	if m == nil || m.SharesRepresented == nil {
		return in, st, nil, false
	}
	in, ok1 := schemaOperand("T", m.SharesRepresented, calc.Exact)
	st, ok2 := schemaStated(m.SharesRepresented, calc.Exact)
	if !ok1 || !ok2 || !in.val.IsInteger() {
		return in, st, nil, false
	}
	return in, st, in.val.BigInt(), true
}

// candidates checks an election by cumulative voting: each candidate's
// stated ratio is their votes over the voting shares present
// (votes.candidate_ratio), rounded half up at the stated places. Without
// the voting shares present the ratios are left unchecked.
func (Votes) candidates(doc *normalize.Doc, out *schema.Document, r schema.Resolution, title string) {
	totalIn, _, _, ok := sharesPresent(out)
	if !ok {
		return
	}
	for _, cand := range r.Candidates {
		if cand.Ratio == nil {
			continue
		}
		ts := textSpan(doc, cand.Span)
		if ts.Empty() {
			continue
		}
		row, ok := meeting.ParseCandidateRow(doc.Text[ts.Start:ts.End])
		if !ok || row.Ratio == nil {
			continue
		}
		out.Checks = append(out.Checks, spec{
			id: "votes.candidate_ratio", formula: "r=v/T",
			ops:    []operand{exactOperand(doc, "v", absolute(row.Votes, ts.Start)), totalIn},
			stated: textStated(doc, absolute(*row.Ratio, ts.Start), calc.HalfUp), mode: calc.HalfUp,
			note: fmt.Sprintf("%s: candidate %s %s; base: the voting shares present", title, cand.Seq, cand.Name),
		}.finding())
	}
}
