package capital

import (
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// choiceField says how a plan states a yes/no or kind value (the rate is
// fixed or reset, dividends accumulate or not), so that it is found by the
// words that mean it rather than by one sentence: each value has cue words
// with weights, and each sentence of the clause's sections votes for the
// value its cues score highest (at least min; a tie gives no vote). Where
// cue words overlap, the one starting first (the longer of two starting
// together) is read: 非累积 is not 累积. For a yes/no field a cue with a
// negation word before it, within negReach characters of its part of the
// sentence (up to a comma), votes for the other value: 不再同普通股股东一起
// 参加剩余利润分配 says the shares do not participate. The best-scored
// sentence gives the value (the earliest of equals); sentences voting for
// another value give a values_disagree warning.
type choiceField struct {
	// name is the field's path in the output, for the warning.
	name string
	// values are the values and the cue words pointing at each.
	values []choiceValue
	// negations, within negReach characters before a cue, turn it to the
	// other value of a yes/no field (values "true" and "false").
	negations []string
	negReach  int
	// negationsAfter, within negAfter characters after a cue in its part
	// of the sentence, turn it too: "本行派发普通股现金股利的行为不会导致强
	// 制转股价格的调整".
	negationsAfter []string
	negAfter       int
	// not are words that, in a sentence, say it states no value of the
	// field ("累积调整" is the conversion price's, not the dividend's).
	not []string
	// need, when set, are words one of which a sentence must hold to vote
	// (the redemption price's own words: 赎回价格, 票面金额, 面值).
	need []string
	// skipTitles leaves out the cue words inside a title (《…》): "符合《关
	// 于商业银行发行优先股补充一级资本的指导意见》等相关规定要求的优先股"
	// (交通银行 2015) names a guidance, not what the proceeds replenish.
	skipTitles bool
	// needSentence lets the evidence reach back to the nearest needed word
	// anywhere before it in the sentence (the longest of those ending
	// together), not only in its part: "不足转换为一股的余额，本行将按照有
	// 关监管规定进行处理" is the rule with what it rules.
	needSentence bool
	// min is the least score a sentence's value needs.
	min int
}

// choiceValue is one value of a choiceField and its cue words.
type choiceValue struct {
	value string
	cues  []cue
}

// choice is a sentence's vote: the value, its score and the text from its
// first cue to its last.
type choice struct {
	value string
	score int
	span  normalize.Span
}

// occurrence is one cue word found in a sentence's unwrapped text.
type occurrence struct {
	start, end int // in the unwrapped text
	value      int // index in values
	weight     int
	word       string
}

// read returns the field's value from the first list of spans holding a
// sentence that votes, with the evidence of the reading.
func (f choiceField) read(c *extract.Context, scopes ...[]normalize.Span) (choice, bool) {
	for _, sc := range scopes {
		votes := f.votes(c.Doc.Text, sc)
		if len(votes) == 0 {
			continue
		}
		best := votes[0]
		for _, v := range votes[1:] {
			if v.score > best.score {
				best = v
			}
		}
		var others []string
		for _, v := range votes {
			if v.value != best.value && !extract.HasString(others, v.value) {
				others = append(others, v.value)
			}
		}
		if len(others) > 0 {
			sort.Strings(others)
			c.Warn(schema.WarnValuesDisagree, f.name+": "+best.value+" kept (\""+c.Doc.SourceText(best.span)+"\"); the clause also says "+strings.Join(others, ", "), best.span)
		}
		return best, true
	}
	return choice{}, false
}

// flag is read for a yes/no field: its value as a bool.
func (f choiceField) flag(c *extract.Context, scopes ...[]normalize.Span) (bool, normalize.Span, bool) {
	ch, ok := f.read(c, scopes...)
	return ch.value == "true", ch.span, ok
}

// votes returns the vote of each sentence of spans that has one, in
// document order.
func (f choiceField) votes(text string, spans []normalize.Span) []choice {
	var out []choice
	for _, sp := range spans {
		if sp.Start < 0 || sp.End > len(text) || sp.Empty() {
			continue
		}
		for _, s := range choiceSentences(text, sp) {
			if v, ok := f.vote(text, s); ok {
				out = append(out, v)
			}
		}
	}
	return out
}

// vote returns the value the sentence s of text votes for.
func (f choiceField) vote(text string, s normalize.Span) (choice, bool) {
	flat, at := unwrapMap(text[s.Start:s.End])
	if normalize.ContainsAny(flat, f.not) || f.need != nil && !normalize.ContainsAny(flat, f.need) {
		return choice{}, false
	}
	occ := f.occurrences(flat)
	if len(occ) == 0 {
		return choice{}, false
	}
	scores := make([]int, len(f.values))
	// The evidence of a value is its weightiest cue (the earliest of
	// equals), from the negation that turned it.
	// With it go the value's other cues in its part of the sentence (up to
	// a comma): "赎回权为本行所有".
	strong := make([]occurrence, len(f.values))
	var voted []occurrence
	counted := map[[2]int]bool{}
	for _, o := range occ {
		v := o.value
		from := o.start
		to := o.end
		if n, ok := f.negation(flat, o.start); ok {
			v, from = f.other(v), n
		} else if n, ok := f.negationAfter(flat, o.end); ok {
			v, to = f.other(v), n
		}
		if v < 0 {
			continue
		}
		voted = append(voted, occurrence{start: from, end: to, value: v, weight: o.weight})
		if o.weight > strong[v].weight {
			strong[v] = voted[len(voted)-1]
		}
		// A cue word counts once in a sentence.
		if k := [2]int{v, wordKey(f, o)}; !counted[k] {
			counted[k] = true
			scores[v] += o.weight
		}
	}
	best, tie := -1, false
	for v, sc := range scores {
		switch {
		case sc == 0:
		case best < 0 || sc > scores[best]:
			best, tie = v, false
		case sc == scores[best]:
			tie = true
		}
	}
	if best < 0 || tie || scores[best] < f.min {
		return choice{}, false
	}
	ev := strong[best]
	part := func(i int) int { return strings.LastIndexAny(flat[:i], ",，:：") }
	joined := map[string]bool{}
	for _, o := range voted {
		// A cue word joins once: "每会计年度付息一次的付息方式" ends at 一次.
		if o.value == best && part(o.start) == part(ev.start) && part(o.end) == part(ev.start) && !joined[flat[o.start:o.end]] {
			joined[flat[o.start:o.end]] = true
			ev.start, ev.end = min(ev.start, o.start), max(ev.end, o.end)
		}
	}
	// And the nearest needed word before it in its part: "票面金额与当期已
	// 决议支付但尚未支付的股息".
	if f.needSentence {
		near, nearEnd := -1, -1
		for _, w := range f.need {
			if k := strings.LastIndex(flat[:ev.start], w); k >= 0 && (k+len(w) > nearEnd || k+len(w) == nearEnd && k < near) {
				near, nearEnd = k, k+len(w)
			}
		}
		if near >= 0 {
			ev.start = near
		}
	} else {
		near := -1
		for _, w := range f.need {
			if k := strings.LastIndex(flat[:ev.start], w); k >= 0 && k > near && part(k) == part(ev.start) {
				near = k
			}
		}
		if near >= 0 {
			ev.start = near
		}
	}
	from, to := s.Start+at[ev.start], s.Start+at[ev.end-1]+1
	return choice{value: f.values[best].value, score: scores[best], span: normalize.Span{Start: from, End: to}}, true
}

// wordKey identifies the cue word of o among all the field's cues.
func wordKey(f choiceField, o occurrence) int {
	k := 0
	for _, v := range f.values {
		for _, cu := range v.cues {
			if cu.word == o.word {
				return k
			}
			k++
		}
	}
	return k
}

// occurrences returns the cue words found in flat, those overlapping a cue
// that starts before them (or as early and is longer) left out, in order.
func (f choiceField) occurrences(flat string) []occurrence {
	var all []occurrence
	for vi, v := range f.values {
		for _, cu := range v.cues {
			for from := 0; ; {
				i := strings.Index(flat[from:], cu.word)
				if i < 0 {
					break
				}
				s := from + i
				all = append(all, occurrence{start: s, end: s + len(cu.word), value: vi, weight: cu.weight, word: cu.word})
				from = s + len(cu.word)
			}
		}
	}
	if f.skipTitles {
		all = outsideTitles(flat, all)
	}
	sort.SliceStable(all, func(i, j int) bool {
		if all[i].start != all[j].start {
			return all[i].start < all[j].start
		}
		return all[i].end > all[j].end
	})
	var out []occurrence
	end := 0
	for _, o := range all {
		if o.start < end {
			continue
		}
		out = append(out, o)
		end = o.end
	}
	return out
}

// negation returns where a negation word stands within negReach
// characters before flat[i], in its part of the sentence.
func (f choiceField) negation(flat string, i int) (int, bool) {
	if len(f.negations) == 0 {
		return 0, false
	}
	start := 0
	if j := strings.LastIndexAny(flat[:i], ",，:："); j >= 0 {
		_, size := utf8.DecodeRuneInString(flat[j:])
		start = j + size
	}
	tail := normalize.Tail(flat[start:i], f.negReach)
	at := -1
	for _, w := range f.negations {
		if k := strings.Index(tail, w); k >= 0 && (at < 0 || k < at) {
			at = k
		}
	}
	if at < 0 {
		return 0, false
	}
	return i - len(tail) + at, true
}

// negationAfter returns the end of a negation word standing within
// negAfter characters after flat[i], in its part of the sentence.
func (f choiceField) negationAfter(flat string, i int) (int, bool) {
	if len(f.negationsAfter) == 0 {
		return 0, false
	}
	rest := flat[i:]
	if j := strings.IndexAny(rest, ",，:："); j >= 0 {
		rest = rest[:j]
	}
	head := normalize.Head(rest, f.negAfter)
	for _, w := range f.negationsAfter {
		if k := strings.Index(head, w); k >= 0 {
			return i + k + len(w), true
		}
	}
	return 0, false
}

// other is the index of the other value of a yes/no field, or -1.
func (f choiceField) other(v int) int {
	if len(f.values) != 2 {
		return -1
	}
	return 1 - v
}

// choiceSentences splits sp into sentences: at 。 and semicolons, and at
// the line breaks that are not the wraps of a paragraph (wrapBreak).
func choiceSentences(text string, sp normalize.Span) []normalize.Span {
	return splitClauses(text, sp, true, func(i int) bool { return !wrapBreak(text, i) })
}

// Title marks: 《 opens a title, 》 closes it.
const (
	titleOpen  = "《"
	titleClose = "》"
)

// outsideTitles returns the occurrences of occ that stand outside the
// titles of flat (from 《 to the next 》, or to the end when it is not
// closed).
func outsideTitles(flat string, occ []occurrence) []occurrence {
	var titles [][2]int
	for from := 0; ; {
		i := strings.Index(flat[from:], titleOpen)
		if i < 0 {
			break
		}
		start := from + i
		end := len(flat)
		if j := strings.Index(flat[start:], titleClose); j >= 0 {
			end = start + j + len(titleClose)
		}
		titles = append(titles, [2]int{start, end})
		from = end
	}
	if len(titles) == 0 {
		return occ
	}
	out := occ[:0]
	for _, o := range occ {
		inside := false
		for _, t := range titles {
			if o.start >= t[0] && o.end <= t[1] {
				inside = true
				break
			}
		}
		if !inside {
			out = append(out, o)
		}
	}
	return out
}
