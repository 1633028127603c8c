package votes

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
	"github.com/gonggao/gonggao/validate"
	"github.com/gonggao/gonggao/validate/calc"
)

// Votes checks board vote tallies (from the extracted resolutions, and
// the meeting's own tally when the document names no proposal for it):
//
//   - votes.sum: for + against + abstain = valid, when the valid votes are
//     stated (002 "有效表决票11票，同意11票，反对0票，弃权0票");
//   - votes.valid_eq_present_minus_recused: the votes cast are the
//     directors present in person plus those voting by proxy, less those
//     who recused themselves (002: 13 present − 2 recused = 11; 000: 15);
//   - votes.total_le_expected: no more votes than directors due to attend
//     (reported only when broken);
//   - votes.unanimous_all_present: a vote stated only as a unanimity
//     (全体董事一致同意) holds when the attendance is stated, every member
//     voting having voted for; unverifiable otherwise;
//   - at a shareholders' meeting, its tallies in shares (shareTally), by
//     class of shares and of the small and medium investors (parts), the
//     votes of an election (candidates) and the attendance by class
//     (classAttendance).
//
// Counts are exact. The stated side is the tally as the document words it.
type Votes struct{}

// ID implements Check.
func (Votes) ID() string { return "votes" }

// Run implements Check.
func (c Votes) Run(_ *validate.Pass, out *schema.Document) {
	var walk func(rs []schema.Resolution, parent string, inherited []string, inheritedAt *schema.Ref)
	walk = func(rs []schema.Resolution, parent string, inherited []string, inheritedAt *schema.Ref) {
		for _, r := range rs {
			// Who recused themselves, and the sentence that says so: an
			// item voted on within a resolution inherits its resolution's.
			recused, recusalAt := r.Recused, evidence(r.Evidence, "recused")
			if recused == nil {
				recused, recusalAt = inherited, inheritedAt
			}
			// An item voted on within a resolution is named by both
			// numbers: item 3 of resolution 2 is not resolution 3.
			title := fmt.Sprintf("resolution %d", r.Seq)
			if parent != "" {
				title = fmt.Sprintf("%s item %d", parent, r.Seq)
			}
			switch {
			case r.Votes != nil && r.Votes.Unit == normalize.UnitShares:
				c.shareTally(out, r, title)
			case r.Votes != nil:
				c.tally(out, r, title, recused, recusalAt)
			case r.Unanimous != nil && *r.Unanimous:
				unanimous(out, evidence(r.Evidence, "unanimous"), title, recused, recusalAt)
			}
			if len(r.Candidates) > 0 {
				c.candidates(out, r, title)
			}
			c.parts(out, r, title)
			walk(r.Items, title, recused, recusalAt)
		}
	}
	walk(out.Resolutions, "", nil, nil)
	classAttendance(out)
	if m := out.Meeting; m != nil && m.Votes != nil && m.Votes.Unit != normalize.UnitShares {
		// The tally of an approval reported without naming the proposal
		// (FDDC 60237: "会议以8票赞成,0票反对、0票弃权一致批准通过了该项
		// 合同") is held to the same sums.
		c.tally(out, schema.Resolution{Votes: m.Votes}, "the meeting's tally", m.Recused, evidence(m.Evidence, "recused"))
	}
	if m := out.Meeting; m != nil && m.Votes == nil && m.Unanimous != nil && *m.Unanimous {
		unanimous(out, evidence(m.Evidence, "unanimous"), "the meeting's approval", m.Recused, evidence(m.Evidence, "recused"))
	}
}

// unanimous checks a vote stated only as a unanimity (全体董事一致同意,
// 与会监事一致通过), cited at at: every member voting (present in person,
// by proxy, less those recused) voted for, none against or abstaining. It
// holds only when the attendance is stated, and then gives the votes for,
// held against the members the unanimity counts when it counts them
// (9名董事一致同意); without it the unanimity is unverifiable. No one left to vote (all
// recused) fails.
func unanimous(out *schema.Document, at *schema.Ref, title string, recused []string, recusalAt *schema.Ref) {
	const id, formula = "votes.unanimous_all_present", "for=present+proxies-recused"
	ref := schema.Ref{}
	if at != nil {
		ref = *at
	}
	m := out.Meeting
	if m == nil || m.DirectorsPresent == nil {
		// No figure to state: the unanimity gives a count only with
		// the attendance.
		note := title + ": unanimous, but the attendance is not stated"
		if at != nil {
			note += fmt.Sprintf(" (%s at %v)", at.Text, at.Span)
		}
		out.Checks = append(out.Checks, schema.Check{ID: id, Formula: formula, Inputs: []schema.Input{}, Status: schema.StatusUnverifiable, Note: note})
		return
	}
	meetingIn := func(name string, n int, field string) validate.Operand {
		return validate.CountOperand(name, n, normalize.UnitPersons, evidence(m.Evidence, field))
	}
	recusal := meetingIn("recused", len(recused), "recused")
	if len(recused) > 0 && recusalAt != nil {
		recusal = validate.CountOperand("recused", len(recused), normalize.UnitPersons, recusalAt)
	}
	n := *m.DirectorsPresent - len(recused)
	ops := []validate.Operand{meetingIn("present", *m.DirectorsPresent, "directors_present")}
	f := "for=present-recused"
	if !m.PresentIncludesProxies {
		ops = append(ops, meetingIn("proxies", len(m.Proxies), "proxies"))
		n += len(m.Proxies)
		f = formula
	}
	ops = append(ops, recusal)
	if left := unaccounted(m); left > 0 {
		// "应到董事9名,亲自出席6名" and no word of the other three (or of
		// some of them): they may have voted by proxy.
		out.Checks = append(out.Checks, schema.Check{ID: id, Formula: f, Inputs: inputs(ops), Status: schema.StatusUnverifiable,
			Note: fmt.Sprintf("%s: unanimous, but %d of %d members due are not said to be present, away or voting by proxy", title, left, *m.DirectorsExpected)})
		return
	}
	note := title + ": unanimous, so every member voting voted for"
	if n <= 0 {
		out.Checks = append(out.Checks, schema.Check{ID: id, Formula: f, Inputs: inputs(ops), Computed: strconv.Itoa(n),
			Rounding: "exact", Status: schema.StatusFail, Note: title + ": unanimous, but no member is left to vote"})
		return
	}
	stated := n
	if k, ok := countedAt(ref.Text); ok {
		// "9名董事一致同意": the members the unanimity counts.
		stated = k
	}
	out.Checks = append(out.Checks, validate.Finding(id, f, ops, validate.CountStated(stated, normalize.UnitPersons, ref), calc.Exact, note))
}

// countedRe opens a unanimity that counts its members: "9名董事一致同意"
// (FDDC 391268).
var countedRe = regexp.MustCompile(`^([0-9]{1,3})\s*(?:名|位)`)

// countedAt returns the members a unanimity's words count, if they do.
func countedAt(s string) (int, bool) {
	m := countedRe.FindStringSubmatch(s)
	if m == nil {
		return 0, false
	}
	n, err := strconv.Atoi(m[1])
	return n, err == nil
}

// unaccounted is the number of members due to attend meeting m whom it
// counts neither present (in person or by proxy) nor away (absent and
// not voting by proxy); none when the attendance counts the proxies
// (the rest are away) or the members due are not stated.
func unaccounted(m *schema.Meeting) int {
	if m.DirectorsExpected == nil || m.DirectorsPresent == nil || m.PresentIncludesProxies {
		return 0
	}
	n := *m.DirectorsExpected - *m.DirectorsPresent - len(m.Proxies)
	for _, a := range m.Absent {
		if !slices.ContainsFunc(m.Proxies, func(p schema.Proxy) bool { return p.Absent == a }) {
			n--
		}
	}
	return max(n, 0)
}

// inputs are ops as a finding records them.
func inputs(ops []validate.Operand) []schema.Input {
	in := []schema.Input{}
	for _, o := range ops {
		in = append(in, o.Input())
	}
	return in
}

// evidence is the reference ev holds for key, or nil.
func evidence(ev map[string]schema.Ref, key string) *schema.Ref {
	if ref, ok := ev[key]; ok {
		return &ref
	}
	return nil
}

func (Votes) tally(out *schema.Document, r schema.Resolution, title string, recused []string, recusalAt *schema.Ref) {
	v := r.Votes
	voteIn := func(name string, n int) validate.Operand {
		ref, ok := v.Evidence[name]
		if !ok {
			ref = schema.Ref{Text: v.Text, Span: v.Span}
		}
		return validate.CountOperand(name, n, normalize.UnitPersons, &ref)
	}
	cast := v.For + v.Against + v.Abstain
	valid := cast
	if v.Valid != nil {
		valid = *v.Valid
	}
	at := schema.Ref{Text: v.Text, Span: v.Span}
	if f, ok := v.Evidence["valid"]; ok && v.Valid != nil {
		// The stated figure is the valid count itself when the text gives
		// it: "有效表决票11票" (000, 002).
		at = schema.Ref{Text: f.Text, Span: f.Span}
	}
	st := validate.CountStated(valid, normalize.UnitPersons, at)
	if v.Valid != nil {
		out.Checks = append(out.Checks, validate.Finding("votes.sum", "valid=for+against+abstain",
			[]validate.Operand{voteIn("for", v.For), voteIn("against", v.Against), voteIn("abstain", v.Abstain)},
			st, calc.Exact, title))
	}
	m := out.Meeting
	if m == nil || m.DirectorsPresent == nil {
		return
	}
	meetingIn := func(name string, n int, field string) validate.Operand {
		return validate.CountOperand(name, n, normalize.UnitPersons, evidence(m.Evidence, field))
	}
	proxies := meetingIn("proxies", len(m.Proxies), "proxies")
	recusal := meetingIn("recused", len(recused), "recused")
	if len(recused) > 0 && recusalAt != nil {
		recusal = validate.CountOperand("recused", len(recused), normalize.UnitPersons, recusalAt)
	}
	if len(recused) == 0 && v.Recusals != nil {
		// The count the tally states: "同意6票,回避3票,反对0票,弃权0票",
		// or its sentence beside it: "公司 3 名关联董事回避表决".
		ref, ok := v.Evidence["recusals"]
		if !ok {
			ref = schema.Ref{Text: v.Text, Span: v.Span}
		}
		recusal = validate.CountOperand("recused", *v.Recusals, normalize.UnitPersons, &ref)
	}
	ops := []validate.Operand{meetingIn("present", *m.DirectorsPresent, "directors_present"), proxies, recusal}
	formula := "valid=present+proxies-recused"
	if m.PresentIncludesProxies {
		// "实际参会董事15名,其中…委托…代为出席": the attendance stated
		// already counts the proxies.
		ops = []validate.Operand{ops[0], recusal}
		formula = "valid=present-recused"
	}
	note := title
	if len(recused) > 0 {
		note = fmt.Sprintf("%s; recused: %v", title, recused)
	}
	out.Checks = append(out.Checks, validate.Finding("votes.valid_eq_present_minus_recused", formula,
		ops, st, calc.Exact, note))
	if m.DirectorsExpected != nil && valid > *m.DirectorsExpected {
		q := st.Quantity()
		out.Checks = append(out.Checks, schema.Check{
			ID: "votes.total_le_expected", Formula: "valid<=expected", Stated: &q, Status: schema.StatusFail,
			Inputs:   []schema.Input{meetingIn("expected", *m.DirectorsExpected, "directors_expected").Input()},
			Computed: strconv.Itoa(*m.DirectorsExpected), Rounding: "exact",
			Note: fmt.Sprintf("%s: %d votes but only %d directors due to attend", title, valid, *m.DirectorsExpected),
		})
	}
}
