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
func (c Votes) Run(p *Pass, out *schema.Document) {
	doc := p.Doc
	var walk func(rs []schema.Resolution, parent string, inherited []string, within schema.Span)
	walk = func(rs []schema.Resolution, parent string, inherited []string, within schema.Span) {
		for _, r := range rs {
			recused, recusalIn := r.Recused, r.Span
			if recused == nil {
				recused, recusalIn = inherited, within
			}
			// An item voted on within a resolution is named by both
			// numbers: item 3 of resolution 2 is not resolution 3.
			title := fmt.Sprintf("resolution %d", r.Seq)
			if parent != "" {
				title = fmt.Sprintf("%s item %d", parent, r.Seq)
			}
			switch {
			case r.Votes != nil && r.Votes.Unit == normalize.UnitShares:
				c.shareTally(doc, out, r, title)
			case r.Votes != nil:
				c.tally(doc, out, r, title, recused, recusalIn)
			}
			if len(r.Candidates) > 0 {
				c.candidates(doc, out, r, title)
			}
			walk(r.Items, title, recused, r.Span)
		}
	}
	walk(out.Resolutions, "", nil, schema.Span{})
}

func (Votes) tally(doc *normalize.Doc, out *schema.Document, r schema.Resolution, title string, recused []string, recusalIn schema.Span) {
	v := r.Votes
	figs := tallyFigures(doc, v)
	voteIn := func(name string, n int) operand {
		d := decimal.NewFromInt(int64(n))
		in := schema.Input{Name: name, Value: strconv.Itoa(n), Unit: normalize.UnitPersons}
		if f, ok := figs[name]; ok {
			in.Text, in.Span = f.text, &f.span
		} else {
			sp := v.Span
			in.Text, in.Span = v.Text, &sp
		}
		return operand{name: name, iv: calc.PointDec(d), val: d, input: in}
	}
	cast := v.For + v.Against + v.Abstain
	valid := cast
	if v.Valid != nil {
		valid = *v.Valid
	}
	st := stated{q: schema.Quantity{Value: strconv.Itoa(valid), Unit: normalize.UnitPersons, Bound: normalize.BoundEq, Text: v.Text, Span: v.Span}, iv: calc.PointDec(decimal.NewFromInt(int64(valid)))}
	if f, ok := figs["valid"]; ok && v.Valid != nil {
		// The stated figure is the valid count itself when the text gives
		// it: "有效表决票11票" (000, 002).
		st.q.Text, st.q.Span = f.text, f.span
	}
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
	proxies := meetingIn("proxies", len(m.Proxies), "proxies")
	if proxies.input.Span == nil && len(m.Proxies) > 0 {
		// The proxies as the meeting paragraph names them: from the first
		// 委托 to the last.
		sp := m.Proxies[0].Span
		for _, p := range m.Proxies[1:] {
			sp = schema.Span{min(sp[0], p.Span[0]), max(sp[1], p.Span[1])}
		}
		proxies.input.Text, proxies.input.Span = sourceRef(doc, sp)
	}
	recusal := meetingIn("recused", len(recused), "recused")
	if len(recused) == 0 && v.Recusals != nil {
		// The count the tally states: "同意6票,回避3票,反对0票,弃权0票".
		recusal = voteIn("recused", *v.Recusals)
	}
	if len(recused) > 0 {
		if text, sp := recusalSentence(doc, recusalIn, recused); sp != nil {
			recusal.input.Text, recusal.input.Span = text, sp
		}
	}
	ops := []operand{meetingIn("present", *m.DirectorsPresent, "directors_present"), proxies, recusal}
	formula := "valid=present+proxies-recused"
	if m.PresentIncludesProxies {
		// "实际参会董事15名,其中…委托…代为出席": the attendance stated
		// already counts the proxies.
		ops = []operand{ops[0], recusal}
		formula = "valid=present-recused"
	}
	note := title
	if len(recused) > 0 {
		note = fmt.Sprintf("%s; recused: %v", title, recused)
	}
	out.Checks = append(out.Checks, spec{
		id: "votes.valid_eq_present_minus_recused", formula: formula,
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

// Vote figures within a tally, as Doc.Text has them (folded: "：" is ":").
var (
	// Label first: "有效表决票15票" (000), "同意11票" (002), "反对0票",
	// "弃权0票", "同意票数14票", "赞成：7票", "有效票数为9票", "同意十四票".
	voteLabelFirst = regexp.MustCompile(`(有效表决票数?|有效票数?|同意|赞成|反对|弃权)(?:票数|票)?\s*:?\s*(?:为)?\s*([0-9]+|[零〇一二两三四五六七八九十]+)\s*(?:票|名|人|位)?`)
	// Number first: "7票赞成，0票反对，0票弃权", "14票同意、0票反对".
	voteNumberFirst = regexp.MustCompile(`([0-9]+|[零〇一二两三四五六七八九十]+)\s*(?:票|名|人|位)\s*(同意|赞成|反对|弃权)`)
)

// voteKeys maps a tally word to the input it states.
var voteKeys = map[string]string{"同意": "for", "赞成": "for", "反对": "against", "弃权": "abstain"}

// figure is one vote count as it stands in the source.
type figure struct {
	text string
	span schema.Span
}

// tallyFigures locates each count of a tally (for, against, abstain,
// valid) in the normalised text behind the tally's span, keeping only a
// figure that states the count the tally recorded; spans and texts are of
// the source.
func tallyFigures(doc *normalize.Doc, v *schema.Votes) map[string]figure {
	want := map[string]int{"for": v.For, "against": v.Against, "abstain": v.Abstain}
	if v.Valid != nil {
		want["valid"] = *v.Valid
	}
	ts := textSpan(doc, v.Span)
	if ts.Empty() {
		return nil
	}
	seg := doc.Text[ts.Start:ts.End]
	out := map[string]figure{}
	add := func(word, num string, m []int) {
		key, ok := voteKeys[word]
		if !ok {
			key = "valid"
		}
		n, err := strconv.Atoi(num)
		if err != nil {
			c, cerr := normalize.ChineseInt(num)
			if cerr != nil {
				return
			}
			n = int(c)
		}
		if w, wanted := want[key]; !wanted || w != n {
			return
		}
		if _, seen := out[key]; seen {
			return
		}
		s := normalize.Span{Start: ts.Start + m[0], End: ts.Start + m[1]}
		text, sp := doc.SourceText(s), rawSpan(doc, s)
		out[key] = figure{text: text, span: sp}
	}
	for _, m := range voteLabelFirst.FindAllStringSubmatchIndex(seg, -1) {
		add(seg[m[2]:m[3]], seg[m[4]:m[5]], m)
	}
	for _, m := range voteNumberFirst.FindAllStringSubmatchIndex(seg, -1) {
		add(seg[m[4]:m[5]], seg[m[2]:m[3]], m)
	}
	return out
}

// textSpan is the span of Doc.Text a raw span was read into.
func textSpan(doc *normalize.Doc, raw schema.Span) normalize.Span {
	r := normalize.Span{Start: raw[0], End: raw[1]}
	if doc.Map != nil {
		r = doc.Map.ForwardSpan(r)
	}
	if r.Start < 0 || r.End > len(doc.Text) || r.Start > r.End {
		return normalize.Span{}
	}
	return r
}

// sourceRef returns the source text and span behind a raw span, as the
// extractors write references.
func sourceRef(doc *normalize.Doc, raw schema.Span) (string, *schema.Span) {
	ts := textSpan(doc, raw)
	if ts.Empty() {
		return "", nil
	}
	sp := rawSpan(doc, ts)
	return doc.SourceText(ts), &sp
}

// recusalWords close a recusal statement: "唐双宁董事长、赵欢执行董事在表决
// 中回避" (002), "关联董事…回避表决", "回避了表决".
var recusalWords = []string{"回避"}

// recusalSentence finds, within the resolution's span, the sentence that
// names the recused directors and says they recused themselves.
func recusalSentence(doc *normalize.Doc, within schema.Span, names []string) (string, *schema.Span) {
	ts := textSpan(doc, within)
	if ts.Empty() {
		return "", nil
	}
	// Only the sentences inside ts can answer: split from the start of
	// the sentence holding ts.Start up to ts.End.
	var text string
	var span *schema.Span
	eachSentence(doc.Text, sentenceStart(doc.Text, ts.Start), func(s sentence) bool {
		if s.span.Start > ts.End {
			return false
		}
		if s.span.Start < ts.Start || s.span.End > ts.End || !normalize.ContainsAny(s.text, recusalWords) || !normalize.Contains(s.text, names[0]) {
			return true
		}
		sp := rawSpan(doc, s.span)
		text, span = doc.SourceText(s.span), &sp
		return false
	})
	return text, span
}
