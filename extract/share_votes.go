package extract

import (
	"strings"

	"github.com/gonggao/gonggao/normalize"
)

// ShareTally is a shareholders' meeting's tally in shares, each count with
// its stated share of the voting shares when the document gives it:
// "同意14,101,254,366股，占出席会议有表决权股份总数的99.92%；反对
// 1,120,433股，占…的0.01%；弃权10,172,406股，占…的0.07%". Index 0 is for,
// 1 against, 2 abstain; spans are relative to the text read.
type ShareTally struct {
	Counts [3]normalize.Quantity
	Ratios [3]*normalize.Quantity
	Span   normalize.Span
}

// shareVoteWords are the ways of voting, with the index of their count.
var shareVoteWords = []struct {
	word string
	k    int
}{{"同意", 0}, {"赞成", 0}, {"反对", 1}, {"弃权", 2}}

// shareLabelTail are the words that may stand between a way of voting and
// its count: "同意股数", "同意票数为", "赞成：", "反对股份".
var shareLabelTail = []string{"股份数", "股数", "股份", "票数", "票", "为", ":", " "}

// ParseShareTally reads a tally in shares from one sentence (which may run
// over several clauses joined by ";"). Each of for, against and abstain
// must be stated once, as a share count right after its word; a ratio
// after a count is its share when 占 introduces it before the next way of
// voting. A sentence stating a way of voting twice (one tally per class of
// shares, "A股同意…；H股同意…") is not read.
func ParseShareTally(s string) (ShareTally, bool) {
	var t ShareTally
	if !normalize.Contains(s, "股") || !normalize.Contains(s, "反对") || !normalize.Contains(s, "弃权") {
		return t, false
	}
	type label struct{ start, end, k int }
	var labels []label
	for _, w := range shareVoteWords {
		for from := 0; ; {
			i := normalize.Index(s[from:], w.word)
			if i < 0 {
				break
			}
			i += from
			labels = append(labels, label{i, i + len(w.word), w.k})
			from = i + len(w.word)
		}
	}
	if len(labels) != 3 {
		return t, false
	}
	// In the order written.
	for i := 1; i < len(labels); i++ {
		for j := i; j > 0 && labels[j].start < labels[j-1].start; j-- {
			labels[j], labels[j-1] = labels[j-1], labels[j]
		}
	}
	qs := normalize.FindQuantities(s)
	var seen [3]bool
	t.Span = normalize.Span{Start: labels[0].start, End: labels[0].end}
	for n, l := range labels {
		next := len(s)
		if n+1 < len(labels) {
			next = labels[n+1].start
		}
		if seen[l.k] {
			return t, false
		}
		qi := -1
		for i, q := range qs {
			if q.Span.Start >= l.end && q.Span.Start < next {
				qi = i
				break
			}
		}
		if qi < 0 {
			return t, false
		}
		q := qs[qi]
		if q.Unit != normalize.UnitShares || q.Bound != normalize.BoundEq || !q.Value.IsInteger() || q.Value.IsNegative() || !onlyLabelTail(s[l.end:q.Span.Start]) {
			return t, false
		}
		t.Counts[l.k], seen[l.k] = q, true
		t.Span.End = q.Span.End
		for _, r := range qs[qi+1:] {
			if r.Span.Start >= next {
				break
			}
			if r.Unit == normalize.UnitRatio && r.Bound == normalize.BoundEq && normalize.Contains(s[q.Span.End:r.Span.Start], "占") {
				r := r
				t.Ratios[l.k] = &r
				t.Span.End = r.Span.End
				break
			}
		}
	}
	if loc := tallyPrefixRe.FindStringIndex(s[:t.Span.Start]); loc != nil {
		t.Span.Start = loc[0]
	}
	return t, true
}

// onlyLabelTail reports whether s is made only of shareLabelTail words.
func onlyLabelTail(s string) bool {
	for s != "" {
		cut := false
		for _, w := range shareLabelTail {
			if strings.HasPrefix(s, w) {
				s, cut = s[len(w):], true
				break
			}
		}
		if !cut {
			return false
		}
	}
	return true
}
