package votes

import (
	"fmt"
	"strings"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
	"github.com/gonggao/gonggao/validate"
	"github.com/gonggao/gonggao/validate/calc"
)

// parts checks the tallies a shareholders' meeting states for a part of
// its shares, beside a resolution's own:
//
//   - votes.class_sum: the tallies by class of shares add up to the
//     total, way by way, where both are stated (普通股合计 = A股 + H股);
//   - votes.share_ratio: each ratio a class's or the small and medium
//     investors' tally states is its count over that tally's votes cast.
//     The base the document names is the part's voting shares present
//     (出席会议中小投资者有表决权股份总数), which the model does not hold and
//     which is the votes cast only when all of them voted: when the votes
//     cast do not give every ratio, the ratios are unverifiable, not
//     failed;
//   - votes.minority_within: the small and medium investors' votes are a
//     part of the meeting's, way by way (reported only when broken).
func (Votes) parts(out *schema.Document, r schema.Resolution, title string) {
	for _, cv := range r.ClassVotes {
		partRatios(out, &cv.Votes, classPresent(out, cv.Class), fmt.Sprintf("%s, %s", title, cv.Label))
	}
	if len(r.ClassVotes) >= 2 && r.Votes != nil && r.Votes.Unit == normalize.UnitShares {
		classSum(out, r, title)
	}
	if m := r.MinorityVotes; m != nil {
		partRatios(out, m, nil, title+", the small and medium investors")
		if r.Votes != nil && r.Votes.Unit == normalize.UnitShares {
			minorityWithin(out, r, title)
		}
	}
}

// classPresent is the voting shares of class the meeting states present
// (meeting.class_attendance), nil when it does not.
func classPresent(out *schema.Document, class string) *schema.Quantity {
	if out.Meeting == nil {
		return nil
	}
	for _, a := range out.Meeting.ClassAttendance {
		if a.Class == class {
			return a.SharesRepresented
		}
	}
	return nil
}

// partRatios adds a votes.share_ratio finding for each ratio tally v
// states: over the part's voting shares present when present states them
// and they give every ratio (or the votes cast do not either: the failures
// are then the present shares'), else over its votes cast.
func partRatios(out *schema.Document, v *schema.Votes, present *schema.Quantity, title string) {
	counts, ok := shareCounts(v)
	if !ok {
		return
	}
	if present != nil {
		if total, ok := validate.SchemaOperand("T", present, calc.Exact); ok && total.Value().IsInteger() {
			var byPresent []schema.Check
			pass := true
			for k, rq := range [3]*schema.Quantity{v.ForRatio, v.AgainstRatio, v.AbstainRatio} {
				if rq == nil {
					continue
				}
				stated, ok := validate.SchemaStated(rq, calc.HalfUp)
				if !ok {
					continue
				}
				c := validate.Finding("votes.share_ratio", "r=n/T", []validate.Operand{counts[k].Named("n"), total}, stated, calc.HalfUp,
					fmt.Sprintf("%s: %s; base: the class's voting shares present", title, voteNames[k]))
				pass = pass && c.Status == schema.StatusPass
				byPresent = append(byPresent, c)
			}
			if pass || !castRatiosPass(counts, v) {
				out.Checks = append(out.Checks, byPresent...)
				return
			}
		}
	}
	var found []schema.Check
	type unread struct {
		k      int
		stated validate.Stated
	}
	var all []unread
	pass := true
	for k, rq := range [3]*schema.Quantity{v.ForRatio, v.AgainstRatio, v.AbstainRatio} {
		if rq == nil {
			continue
		}
		stated, ok := validate.SchemaStated(rq, calc.HalfUp)
		if !ok {
			continue
		}
		c := castRatio(counts, k, stated, fmt.Sprintf("%s: %s", title, voteNames[k]))
		pass = pass && c.Status == schema.StatusPass
		found = append(found, c)
		all = append(all, unread{k, stated})
	}
	if !pass {
		found = found[:0]
		for _, u := range all {
			n := counts[u.k].Named("n")
			f, a, b := counts[0].Named("f"), counts[1].Named("a"), counts[2].Named("b")
			found = append(found, validate.Unverifiable("votes.share_ratio", "r=n/T", []validate.Operand{n, f, a, b}, u.stated,
				fmt.Sprintf("%s: %s; base: the part's voting shares present, not stated (the votes cast do not give every ratio)", title, voteNames[u.k])))
		}
	}
	out.Checks = append(out.Checks, found...)
}

// castRatiosPass reports whether every ratio v states follows from its
// counts over the votes cast.
func castRatiosPass(counts [3]validate.Operand, v *schema.Votes) bool {
	for k, rq := range [3]*schema.Quantity{v.ForRatio, v.AgainstRatio, v.AbstainRatio} {
		if rq == nil {
			continue
		}
		stated, ok := validate.SchemaStated(rq, calc.HalfUp)
		if !ok {
			continue
		}
		if castRatio(counts, k, stated, "").Status != schema.StatusPass {
			return false
		}
	}
	return true
}

// classSum adds a votes.class_sum finding for each way of voting: the
// total's count against the sum of the classes' counts.
func classSum(out *schema.Document, r schema.Resolution, title string) {
	total, ok := shareCounts(r.Votes)
	if !ok {
		return
	}
	var parts [][3]validate.Operand
	var labels []string
	for _, cv := range r.ClassVotes {
		counts, ok := shareCounts(&cv.Votes)
		if !ok {
			return
		}
		parts = append(parts, counts)
		labels = append(labels, cv.Label)
	}
	for k := range voteNames {
		var ops []validate.Operand
		var names []string
		for i := range parts {
			name := fmt.Sprintf("c%d", i+1)
			ops = append(ops, parts[i][k].Named(name))
			names = append(names, name)
		}
		ref := r.Votes.Evidence[voteNames[k]]
		stated := validate.CountStated(int(total[k].Value().IntPart()), normalize.UnitShares, ref)
		out.Checks = append(out.Checks, validate.Finding("votes.class_sum", "t="+strings.Join(names, "+"), ops, stated, calc.Exact,
			fmt.Sprintf("%s: %s, the total of %s", title, voteNames[k], strings.Join(labels, ", "))))
	}
}

// minorityWithin adds a failed votes.minority_within finding for each way
// of voting the small and medium investors cast more votes than the whole
// meeting.
func minorityWithin(out *schema.Document, r schema.Resolution, title string) {
	m, all := r.MinorityVotes, r.Votes
	for k, pair := range [3][2]int{{m.For, all.For}, {m.Against, all.Against}, {m.Abstain, all.Abstain}} {
		if pair[0] <= pair[1] {
			continue
		}
		ref := all.Evidence[voteNames[k]]
		minRef := m.Evidence[voteNames[k]]
		st := validate.CountStated(pair[1], normalize.UnitShares, ref)
		q := st.Quantity()
		out.Checks = append(out.Checks, schema.Check{
			ID: "votes.minority_within", Formula: "m<=t", Stated: &q, Status: schema.StatusFail,
			Inputs:   []schema.Input{validate.CountOperand("m", pair[0], normalize.UnitShares, &minRef).Input()},
			Computed: fmt.Sprint(pair[0]), Rounding: "exact",
			Note: fmt.Sprintf("%s: %s: the small and medium investors' %d shares exceed the meeting's %d", title, voteNames[k], pair[0], pair[1]),
		})
	}
}

// classAttendance checks a shareholders' meeting's attendance by class of
// shares against the whole's, where at least two classes state the figure
// and the meeting states the whole's (page 28: 内资股 866,248,900 + 外资股
// 165,439,230 = 1,031,688,130 shares; 52.23% + 9.97% = 62.20%):
//
//   - votes.class_attendance_shares: the classes' shares add up to the
//     voting shares present, exactly;
//   - votes.class_attendance_ratio: their ratios add up to the whole's,
//     each rounded half up at its stated places;
//   - votes.class_attendance_holders: their holders add up to the
//     shareholders present.
func classAttendance(out *schema.Document) {
	m := out.Meeting
	if m == nil || len(m.ClassAttendance) < 2 {
		return
	}
	quantities := func(id string, total *schema.Quantity, part func(schema.ClassAttendance) *schema.Quantity, mode calc.Rounding) {
		if total == nil {
			return
		}
		var ops []validate.Operand
		var names []string
		for i, a := range m.ClassAttendance {
			q := part(a)
			if q == nil {
				return
			}
			name := fmt.Sprintf("c%d", i+1)
			op, ok := validate.SchemaOperand(name, q, mode)
			if !ok {
				return
			}
			ops = append(ops, op)
			names = append(names, name)
		}
		stated, ok := validate.SchemaStated(total, mode)
		if !ok {
			return
		}
		out.Checks = append(out.Checks, validate.Finding(id, "t="+strings.Join(names, "+"), ops, stated, mode,
			"the attendance by class of shares: "+classList(m.ClassAttendance)))
	}
	quantities("votes.class_attendance_shares", m.SharesRepresented, func(a schema.ClassAttendance) *schema.Quantity { return a.SharesRepresented }, calc.Exact)
	quantities("votes.class_attendance_ratio", m.SharesRepresentedRatio, func(a schema.ClassAttendance) *schema.Quantity { return a.SharesRepresentedRatio }, calc.HalfUp)
	if m.ShareholdersPresent == nil {
		return
	}
	var ops []validate.Operand
	var names []string
	for i, a := range m.ClassAttendance {
		if a.ShareholdersPresent == nil {
			return
		}
		name := fmt.Sprintf("c%d", i+1)
		ops = append(ops, validate.CountOperand(name, *a.ShareholdersPresent, normalize.UnitPersons, evidence(a.Evidence, "shareholders_present")))
		names = append(names, name)
	}
	ref := schema.Ref{}
	if r := evidence(m.Evidence, "shareholders_present"); r != nil {
		ref = *r
	}
	out.Checks = append(out.Checks, validate.Finding("votes.class_attendance_holders", "t="+strings.Join(names, "+"), ops,
		validate.CountStated(*m.ShareholdersPresent, normalize.UnitPersons, ref), calc.Exact,
		"the attendance by class of shares: "+classList(m.ClassAttendance)))
}

// classList names the classes of an attendance in order: "A, H".
func classList(as []schema.ClassAttendance) string {
	var out []string
	for _, a := range as {
		out = append(out, a.Class)
	}
	return strings.Join(out, ", ")
}
