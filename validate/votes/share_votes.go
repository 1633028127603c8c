package votes

import (
	"fmt"
	"math/big"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
	"github.com/gonggao/gonggao/validate"
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
func (Votes) shareTally(out *schema.Document, r schema.Resolution, title string) {
	v := r.Votes
	names := [3]string{"for", "against", "abstain"}
	values := [3]int{v.For, v.Against, v.Abstain}
	ratios := [3]*schema.Quantity{v.ForRatio, v.AgainstRatio, v.AbstainRatio}
	var counts [3]validate.Operand
	for k := range counts {
		ref, ok := v.Evidence[names[k]]
		if !ok {
			return // a count without its figure: nothing to cite
		}
		counts[k] = validate.CountOperand(names[k], values[k], normalize.UnitShares, &ref)
	}
	// The voting shares present, as the meeting states them.
	totalIn, totalStated, total, haveTotal := sharesPresent(out)
	// Each ratio against both bases; one base for the whole tally.
	var byTotal, bySum []schema.Check
	totalPasses, sumPasses := haveTotal, true
	for k, rq := range ratios {
		if rq == nil {
			continue
		}
		stated, ok := validate.SchemaStated(rq, calc.HalfUp)
		if !ok {
			continue
		}
		n := counts[k].Named("n")
		note := fmt.Sprintf("%s: %s", title, names[k])
		c := castRatio(counts, k, stated, note)
		sumPasses = sumPasses && c.Status == schema.StatusPass
		bySum = append(bySum, c)
		if haveTotal {
			c := validate.Finding("votes.share_ratio", "r=n/T", []validate.Operand{n, totalIn}, stated, calc.HalfUp,
				note+"; base: the voting shares present")
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
		for _, n := range values {
			sum.Add(sum, big.NewInt(int64(n)))
		}
		if sum.Cmp(total) >= 0 {
			f, a, b := counts[0].Named("f"), counts[1].Named("a"), counts[2].Named("b")
			out.Checks = append(out.Checks, validate.Finding("votes.shares_sum", "T=f+a+b", []validate.Operand{f, a, b},
				totalStated, calc.Exact, title))
		}
	}
	if r.Special != nil && *r.Special {
		base := new(big.Int)
		baseName, baseText := "votes cast", ""
		var baseInput schema.Input
		if haveTotal && !byCast {
			base.Set(total)
			baseName = "voting shares present"
			baseInput = totalIn.Input()
		} else {
			for _, n := range values {
				base.Add(base, big.NewInt(int64(n)))
			}
			baseText = base.String()
			baseInput = schema.Input{Name: "T", Value: baseText, Unit: normalize.UnitShares}
		}
		yes := big.NewInt(int64(v.For))
		status := schema.StatusFail
		// for/T >= 2/3, in integers: 3*for >= 2*T.
		if new(big.Int).Mul(yes, big.NewInt(3)).Cmp(new(big.Int).Mul(base, big.NewInt(2))) >= 0 {
			status = schema.StatusPass
		}
		computed := "0"
		if base.Sign() > 0 {
			computed = validate.DecimalString(new(big.Rat).SetFrac(yes, base), 6, calc.HalfUp)
		}
		c := schema.Check{
			ID: "votes.special_majority", Formula: "f/T>=2/3",
			Inputs:   []schema.Input{counts[0].Input(), baseInput},
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

// castRatio is the finding of the stated ratio of count k of a tally in
// shares over the votes cast (the sum of counts): votes.share_ratio,
// rounded half up at the stated places.
func castRatio(counts [3]validate.Operand, k int, stated validate.Stated, note string) schema.Check {
	n := counts[k].Named("n")
	f, a, b := counts[0].Named("f"), counts[1].Named("a"), counts[2].Named("b")
	return validate.Finding("votes.share_ratio", "r=n/(f+a+b)", []validate.Operand{n, f, a, b}, stated, calc.HalfUp,
		note+"; base: the votes cast")
}

// shareCounts are the three counts of a tally in shares as operands named
// for, against and abstain, each cited by its figure; ok is false when a
// count has no figure to cite.
func shareCounts(v *schema.Votes) (counts [3]validate.Operand, ok bool) {
	values := [3]int{v.For, v.Against, v.Abstain}
	for k, name := range voteNames {
		ref, ok := v.Evidence[name]
		if !ok {
			return counts, false
		}
		counts[k] = validate.CountOperand(name, values[k], normalize.UnitShares, &ref)
	}
	return counts, true
}

// voteNames are the ways of voting as the model's keys.
var voteNames = [3]string{"for", "against", "abstain"}

// sharesPresent is the voting shares present the meeting states, as the
// exact input T, as a stated figure and as an integer; ok is false when the
// meeting does not state them.
func sharesPresent(out *schema.Document) (in validate.Operand, st validate.Stated, n *big.Int, ok bool) {
	m := out.Meeting
	if m == nil || m.SharesRepresented == nil {
		return in, st, nil, false
	}
	in, ok1 := validate.SchemaOperand("T", m.SharesRepresented, calc.Exact)
	st, ok2 := validate.SchemaStated(m.SharesRepresented, calc.Exact)
	if !ok1 || !ok2 || !in.Value().IsInteger() {
		return in, st, nil, false
	}
	return in, st, in.Value().BigInt(), true
}

// candidates checks an election by cumulative voting: each candidate's
// stated ratio is their votes over the voting shares present
// (votes.candidate_ratio), rounded half up at the stated places. Without
// the voting shares present the ratios are left unchecked.
func (Votes) candidates(out *schema.Document, r schema.Resolution, title string) {
	totalIn, _, _, ok := sharesPresent(out)
	if !ok {
		return
	}
	for _, cand := range r.Candidates {
		ref, ok := cand.Evidence["votes"]
		if cand.Ratio == nil || !ok {
			continue
		}
		stated, ok := validate.SchemaStated(cand.Ratio, calc.HalfUp)
		if !ok {
			continue
		}
		out.Checks = append(out.Checks, validate.Finding("votes.candidate_ratio", "r=v/T",
			[]validate.Operand{validate.CountOperand("v", cand.Votes, normalize.UnitShares, &ref), totalIn},
			stated, calc.HalfUp,
			fmt.Sprintf("%s: candidate %s %s; base: the voting shares present", title, cand.Seq, cand.Name)))
	}
}
