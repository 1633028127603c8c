package amend

import (
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// Numbering kinds of an amendment row's leading number.
const (
	NumberArticle = "article" // 第N条
	NumberItem    = "item"    // (N)
)

// RenumberRow is what one row of an amendment table says about its
// leading number before renumbering artefacts are resolved.
type RenumberRow struct {
	// Kind is NumberArticle or NumberItem; item numbers are resolved on
	// their own, without the article offset.
	Kind string
	// Old is the number in the old cell, 0 when the old cell has none.
	Old int
	// New is the numeral of the new cell as written, without 第…条 or
	// brackets ("五十二", or merged "四十五五十二"); "" when there is none.
	New string
	// Added and Deleted say that the old or the new cell is empty.
	Added, Deleted bool
}

// Renumbered is the resolved numbering of one row.
type Renumbered struct {
	Old, New int // 0 when absent
	// Merged says the new numeral held the struck-out old number too.
	Merged bool
	// Ambiguous says more than one reading fitted the context equally;
	// the first in MergedSplits order was kept.
	Ambiguous bool
}

// Costs of a reading of a merged numeral: how far its offset is from the
// offset expected at that row, plus penalties for numbers that run
// backwards down the table.
const (
	costBackwards = 1000
	costOldNumber = 100000
)

// ResolveRenumbering reads the leading numbers of an amendment table's
// rows, resolving numerals in which the table lost its strike-through
// (第四十五五十二条 = old 45, new 52; (十九八) = item 18 → 19), and returns
// the runs of old articles renumbered by the same offset.
//
// A merged numeral has several readings (normalize.MergedSplits, each in
// both orders: 六十六十八 is 60 → 68, 68 → 60, 66 → 18 or 18 → 66). The
// reading kept agrees with the old cell's number when the row has one,
// keeps the numbering rising down the table, and has the offset closest to
// the one expected: the offset of the last renumbered row, plus one for
// each article added since and minus one for each deleted.
//
// It is a pure function of rows: same rows, same answer.
func ResolveRenumbering(rows []RenumberRow) ([]Renumbered, []schema.OffsetRun) {
	out := make([]Renumbered, len(rows))
	expect := 0              // expected offset of the next renumbered article
	prevOld, prevNew := 0, 0 // last article numbers seen, for monotonicity
	for i, r := range rows {
		// Added and deleted rows move the expected offset whatever their
		// numbering: an added row of items is most often an added article
		// whose heading the table leaves out.
		switch {
		case r.Added:
			expect++
		case r.Deleted:
			expect--
		}
		if r.Kind == NumberItem {
			out[i] = resolveItem(r)
			continue
		}
		res := resolveArticle(r, expect, prevOld, prevNew)
		out[i] = res
		if !r.Added && !r.Deleted && res.Old > 0 && res.New > 0 {
			expect = res.New - res.Old
		}
		if res.Old > 0 {
			prevOld = max(prevOld, res.Old)
		}
		if res.New > 0 {
			prevNew = max(prevNew, res.New)
		}
	}
	return out, offsetRuns(rows, out)
}

type reading struct{ old, new int }

// readings lists the ways a new-cell numeral can be read: the numeral
// itself when it is one, then every merged split in both orders.
func readings(numeral string, old int) (whole []reading, merged []reading) {
	if v, ok := ruleNumber(numeral); ok {
		whole = append(whole, reading{old, v})
	}
	for _, sp := range normalize.MergedSplits(numeral) {
		merged = append(merged, reading{sp.First, sp.Second}, reading{sp.Second, sp.First})
	}
	return whole, merged
}

func resolveArticle(r RenumberRow, expect, prevOld, prevNew int) Renumbered {
	if r.New == "" {
		return Renumbered{Old: r.Old}
	}
	whole, merged := readings(r.New, r.Old)
	if r.Added {
		// An added row has no old number; a merged numeral there is not a
		// renumbering, so only the numeral itself counts.
		if len(whole) > 0 {
			return Renumbered{New: whole[0].new}
		}
		return Renumbered{}
	}
	cost := func(c reading) int {
		k := 0
		if r.Old > 0 && c.old != r.Old {
			k += costOldNumber
		}
		if c.old > 0 && c.old <= prevOld {
			k += costBackwards
		}
		if c.new <= prevNew {
			k += costBackwards
		}
		if c.old > 0 {
			d := c.new - c.old - expect
			k += max(d, -d)
		}
		return k
	}
	best, bestCost, tie, isMerged := reading{}, -1, false, false
	consider := func(cs []reading, m bool) {
		for _, c := range cs {
			k := cost(c)
			switch {
			case bestCost < 0 || k < bestCost:
				best, bestCost, tie, isMerged = c, k, false, m
			case k == bestCost && c != best:
				tie = true
			}
		}
	}
	consider(whole, false)
	consider(merged, true)
	if bestCost < 0 {
		return Renumbered{Old: r.Old}
	}
	res := Renumbered{Old: best.old, New: best.new, Merged: isMerged, Ambiguous: tie}
	if !isMerged {
		res.Old = r.Old
	}
	return res
}

// resolveItem reads an item number: the numeral itself, or the merged
// reading whose old number is the old cell's and whose new number is
// nearest to it (items shift by the few items inserted before them).
func resolveItem(r RenumberRow) Renumbered {
	if r.New == "" {
		return Renumbered{Old: r.Old}
	}
	whole, merged := readings(r.New, r.Old)
	if len(whole) > 0 {
		return Renumbered{Old: r.Old, New: whole[0].new}
	}
	best, bestCost, tie := reading{}, -1, false
	for _, c := range merged {
		k := 0
		if r.Old > 0 && c.old != r.Old {
			k += costOldNumber
		}
		d := c.new - c.old
		k += max(d, -d)
		switch {
		case bestCost < 0 || k < bestCost:
			best, bestCost, tie = c, k, false
		case k == bestCost && c != best:
			tie = true
		}
	}
	if bestCost < 0 {
		return Renumbered{Old: r.Old}
	}
	return Renumbered{Old: best.old, New: best.new, Merged: true, Ambiguous: tie}
}

// offsetRuns groups consecutive renumbered articles with the same offset.
// A run reaches back to just after the last article added or deleted
// before it, and forward to just before the first one added or deleted
// after it, when those rows carry their numbers or their neighbours in
// the table give them (inferGapNumbers), and not only over the old
// numbers the table shows (000: 62 → 70, then new articles 73 and 74,
// then 66 → 76: the +8 run reaches old 64). An added row whose number
// cannot be told leaves the boundary where the renumbered rows show it. The first
// run, when its offset is 0 and nothing was added or deleted before it,
// starts at article 1.
func offsetRuns(rows []RenumberRow, res []Renumbered) []schema.OffsetRun {
	var runs []schema.OffsetRun
	var gap []gapEvent
	for i, r := range rows {
		article := r.Kind == NumberArticle
		switch {
		case r.Added:
			// An added row of items (or with no number) is an added
			// article whose number the table does not show.
			ev := gapEvent{added: true}
			if article {
				ev.number = res[i].New
			}
			gap = append(gap, ev)
			continue
		case r.Deleted:
			ev := gapEvent{}
			if article {
				ev.number = res[i].Old
			}
			gap = append(gap, ev)
			continue
		}
		o, n := res[i].Old, res[i].New
		if !article || o == 0 || n == 0 {
			continue
		}
		off := n - o
		k := len(runs)
		if k > 0 {
			inferGapNumbers(gap, runs[k-1].ToOld+runs[k-1].Offset, n)
		}
		if k > 0 && len(gap) == 0 && runs[k-1].Offset == off {
			runs[k-1].ToOld = max(runs[k-1].ToOld, o)
			continue
		}
		if k > 0 && len(gap) > 0 {
			// The run before ends just before the first change after it.
			prev := &runs[k-1]
			switch first := gap[0]; {
			case first.added && first.number > 0:
				prev.ToOld = max(prev.ToOld, min(first.number-prev.Offset-1, o-1))
			case !first.added && first.number > 0:
				prev.ToOld = max(prev.ToOld, min(first.number-1, o-1))
			}
		}
		run := schema.OffsetRun{FromOld: o, ToOld: o, Offset: off}
		if len(gap) > 0 {
			switch last := gap[len(gap)-1]; {
			case last.added && last.number > 0:
				run.FromOld = min(o, max(1, last.number+1-off))
			case !last.added && last.number > 0:
				run.FromOld = min(o, last.number+1)
			}
		} else if k == 0 && off == 0 {
			run.FromOld = 1
		}
		if k > 0 && run.FromOld <= runs[k-1].ToOld {
			run.FromOld = runs[k-1].ToOld + 1
		}
		runs = append(runs, run)
		gap = gap[:0]
	}
	return runs
}

// inferGapNumbers fills in the numbers of added or deleted articles the
// table does not show from their neighbours in the same gap: an added
// article listed right before an added article numbered N is N-1, and one
// right after it N+1 (000: an added row whose cell starts with its item
// (五), then 第七十四条, make 73 and 74); deleted articles likewise by
// their old numbers. An inferred new number must lie between prevNew and
// nextNew, the new numbers of the renumbered rows around the gap, else it
// stays unknown.
//
// Deleted articles are bounded by the old numbers around the gap only
// through the callers' min/max: their inference is by neighbours alone.
func inferGapNumbers(gap []gapEvent, prevNew, nextNew int) {
	fits := func(e gapEvent, n int) bool {
		if !e.added {
			return n > 0
		}
		return n > prevNew && n < nextNew
	}
	// Backwards from a known number, then forwards.
	for j := len(gap) - 2; j >= 0; j-- {
		e, next := gap[j], gap[j+1]
		if e.number == 0 && next.number > 0 && e.added == next.added && fits(e, next.number-1) {
			gap[j].number = next.number - 1
		}
	}
	for j := 1; j < len(gap); j++ {
		e, prev := gap[j], gap[j-1]
		if e.number == 0 && prev.number > 0 && e.added == prev.added && fits(e, prev.number+1) {
			gap[j].number = prev.number + 1
		}
	}
}

// gapEvent is an added or deleted article between renumbered rows; number
// is its new (added) or old (deleted) number, 0 when unknown.
type gapEvent struct {
	added  bool
	number int
}

// MapOldArticle returns the new number of old article n under runs, and
// whether a run covers it.
func MapOldArticle(runs []schema.OffsetRun, n int) (int, bool) {
	for _, r := range runs {
		if n >= r.FromOld && n <= r.ToOld {
			return n + r.Offset, true
		}
	}
	return 0, false
}
