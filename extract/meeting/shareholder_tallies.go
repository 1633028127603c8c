package meeting

import (
	"slices"
	"strings"

	"github.com/shopspring/decimal"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
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
	// Classes are the tallies of the classes of shares the total is
	// stated with (classTally, ParseShareTable), when at least two are.
	Classes []ClassTally
}

// maxShareCount bounds a count of shares read as a vote: a quadrillion,
// far above any company's share capital, so that a count always fits the
// integers of the output.
var maxShareCount = decimal.New(1, 15)

// shareCount reports whether q is a count of shares a tally can hold: a
// whole, non-negative number of shares, stated exactly, within
// maxShareCount.
func shareCount(q normalize.Quantity) bool {
	return q.Unit == normalize.UnitShares && q.Bound == normalize.BoundEq && q.Value.IsInteger() && !q.Value.IsNegative() && q.Value.Cmp(maxShareCount) <= 0
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
// voting. A sentence stating each way of voting once for every class of
// shares and once for their total is read as the total, with the classes
// (classTally); one stating them per class without a total
// ("A股同意…；H股同意…") is not (ParseClassTallies reads it).
func ParseShareTally(s string) (ShareTally, bool) {
	var t ShareTally
	if !normalize.Contains(s, shareUnit) || !normalize.Contains(s, againstWord) || !normalize.Contains(s, abstainWord) {
		return t, false
	}
	type label struct{ start, end, k int }
	var labels, subjects []label
	aside := bracketed(s)
	for _, w := range shareVoteWords {
		for from := 0; ; {
			i := normalize.Index(s[from:], w.word)
			if i < 0 {
				break
			}
			i += from
			from = i + len(w.word)
			if insideAny(normalize.Span{Start: i, End: from}, aside) {
				// "弃权0股(其中,因未投票默认弃权0股)": an aside on the count.
				continue
			}
			if ratioSubject(s[from:]) {
				// "…弃权0股,同意股数占出席会议有表决权股份总数的99.00%": the
				// subject of a ratio, not a count.
				subjects = append(subjects, label{i, from, w.k})
				continue
			}
			labels = append(labels, label{i, from, w.k})
		}
	}
	if len(labels) != 3 {
		if len(labels) > 3 && len(labels)%3 == 0 {
			return classTally(s)
		}
		return t, false
	}
	slices.SortFunc(labels, func(a, b label) int { return a.start - b.start }) // in the order written
	qs := normalize.FindQuantities(s)
	var seen [3]bool
	inVotes, inShares := false, false
	t.Span = normalize.Span{Start: labels[0].start, End: labels[0].end}
	for n, l := range labels {
		next := len(s)
		if n+1 < len(labels) {
			next = labels[n+1].start
		}
		for _, sb := range subjects {
			if sb.start > l.start && sb.start < next {
				next = sb.start
			}
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
		q, ok := normalize.Quantity{}, false
		if qi >= 0 {
			q = qs[qi]
			ok = shareCount(q) && onlyLabelTail(s[l.end:q.Span.Start])
		}
		if !ok {
			// A count of votes in 票, one a share: "同意137,946,277票，占出
			// 席会议有表决权股份总数的99.86%".
			if q, ok = shareVoteCount(s, l.end, next); !ok {
				return t, false
			}
			inVotes = true
		} else {
			inShares = true
		}
		t.Counts[l.k], seen[l.k] = q, true
		t.Span.End = q.Span.End
		for _, r := range qs {
			if r.Span.Start < q.Span.End {
				continue
			}
			if r.Span.Start >= next {
				break
			}
			if r.Unit == normalize.UnitRatio && r.Bound == normalize.BoundEq && normalize.Contains(s[q.Span.End:r.Span.Start], ratioOfWord) {
				if inVotes && !normalize.Contains(s[q.Span.End:r.Span.Start], shareUnit) {
					break // a share of the votes, not of the voting shares
				}
				r := r
				t.Ratios[l.k] = &r
				t.Span.End = r.Span.End
				break
			}
		}
	}
	for _, sb := range subjects {
		// The ratio a subject introduces is its way of voting's, when the
		// counts are stated before it and no ratio after the count.
		if sb.start < t.Span.End || t.Ratios[sb.k] != nil {
			return t, false
		}
		next := len(s)
		for _, o := range append(labels[:len(labels):len(labels)], subjects...) {
			if o.start > sb.start && o.start < next {
				next = o.start
			}
		}
		var r *normalize.Quantity
		for _, q := range qs {
			if q.Span.Start >= sb.end && q.Span.Start < next && q.Unit == normalize.UnitRatio && q.Bound == normalize.BoundEq {
				q := q
				r = &q
				break
			}
		}
		if r == nil {
			return t, false
		}
		t.Ratios[sb.k] = r
		t.Span.End = r.Span.End
	}
	if inVotes && (inShares || t.Ratios[0] == nil || t.Ratios[1] == nil || t.Ratios[2] == nil) {
		// Counts in 票 are read as shares only when each states its share
		// of the voting shares, none in 股 beside them: a tally in 票
		// without them may be one of persons.
		return t, false
	}
	if loc := tallyPrefixRe.FindStringIndex(s[:t.Span.Start]); loc != nil {
		t.Span.Start = loc[0]
	}
	return t, true
}

// classTally reads a tally stated once for all shares and once for each
// class of shares, one clause group a class: "同意1,137,946,277股，…；反对
// 0股…；弃权194,700股…；其中A股同意1,100,000,000股…；H股同意37,946,277股
// …", or with the total labelled (合计同意…). The total is read when every
// group parses as a tally and the classes add up to it, way by way; classes
// without a total are not read (ParseClassTallies reads them).
func classTally(s string) (ShareTally, bool) {
	total, classes, ok := tallyGroups(s)
	if !ok || total == nil {
		return ShareTally{}, false
	}
	t := total.ShareTally
	t.Classes = classes
	return t, true
}

// ParseClassTallies reads the tallies by class of shares of a sentence
// that states one for each class, with or without the total (classTally):
// "A股同意100,000,000股，反对0股，弃权0股；H股同意37,946,277股，…"; "内资股股
// 东同意…；外资股股东同意…；合计同意…". At least two classes, each named by
// its label (shareClass) and each a whole tally; with a total, the classes
// must add up to it. Spans are relative to s; nil when s holds no such
// tallies.
func ParseClassTallies(s string) []ClassTally {
	_, classes, ok := tallyGroups(s)
	if !ok {
		return nil
	}
	return classes
}

// tallyGroups splits s into clause groups, each a tally of a class of
// shares or of the total (at most one), and reads each; ok is false unless
// every group reads, at least two are classes of known kind, and the
// classes add up to the total where one is stated. Spans are relative to
// s.
func tallyGroups(s string) (total *ClassTally, classes []ClassTally, ok bool) {
	type group struct {
		start, end int
		lead       normalize.Span // a class's label before the first way of voting
		class      bool           // labelled with a class of shares; else the total
	}
	var groups []group
	for _, c := range extract.SplitKeep(s, clauseSeps) {
		text := s[c.Start:c.End]
		first := len(text)
		for _, w := range shareVoteWords {
			if i := normalize.Index(text, w.word); i >= 0 && i < first {
				first = i
			}
		}
		lead := text[:first]
		m := classLabelRe.FindStringSubmatchIndex(lead)
		switch {
		case first < len(text) && m != nil:
			groups = append(groups, group{c.Start, c.End, normalize.Span{Start: c.Start + m[2], End: c.Start + m[3]}, true})
		case first < len(text) && totalLabelRe.MatchString(lead) && (len(groups) == 0 || normalize.ContainsAny(lead, totalWords)):
			groups = append(groups, group{c.Start, c.End, normalize.Span{Start: c.Start, End: c.Start + first}, false})
		case len(groups) > 0:
			groups[len(groups)-1].end = c.End // the group's next clause
		default:
			return nil, nil, false
		}
	}
	if len(groups) < 2 {
		return nil, nil, false
	}
	var sum [3]decimal.Decimal
	for _, g := range groups {
		t, ok := ParseShareTally(s[g.start:g.end])
		if !ok {
			return nil, nil, false
		}
		t = t.shifted(g.start)
		if !g.class {
			if total != nil {
				return nil, nil, false
			}
			total = &ClassTally{ShareTally: t}
			continue
		}
		label := g.lead
		class, ok := shareClass(s[label.Start:label.End])
		if !ok {
			return nil, nil, false
		}
		classes = append(classes, ClassTally{Class: class, Label: s[label.Start:label.End], LabelSpan: label, ShareTally: t})
		for k := range 3 {
			sum[k] = sum[k].Add(t.Counts[k].Value)
		}
	}
	if len(classes) < 2 {
		return nil, nil, false
	}
	if total != nil {
		for k := range 3 {
			if !sum[k].Equal(total.Counts[k].Value) {
				return nil, nil, false
			}
		}
	}
	return total, classes, true
}

// ClassTally is the tally of one class of shares: its class (a
// schema.Class* value) and its label as written, with the label's span.
type ClassTally struct {
	Class, Label string
	LabelSpan    normalize.Span
	ShareTally
}

// shifted returns t with every span moved by d.
func (t ShareTally) shifted(d int) ShareTally {
	t.Span = t.Span.Shift(d)
	for k := range 3 {
		t.Counts[k].Span = t.Counts[k].Span.Shift(d)
		if t.Ratios[k] != nil {
			r := *t.Ratios[k]
			r.Span = r.Span.Shift(d)
			t.Ratios[k] = &r
		}
	}
	if t.Classes != nil {
		cs := make([]ClassTally, len(t.Classes))
		for i, c := range t.Classes {
			c.LabelSpan = c.LabelSpan.Shift(d)
			c.ShareTally = c.ShareTally.shifted(d)
			cs[i] = c
		}
		t.Classes = cs
	}
	return t
}

// shareClass is the class of shares a label names: the letter of A, B or
// H shares ("A股", "H 股股东", "境外上市外资股(H股)"), else domestic (内资)
// or foreign (外资) shares. A label naming none, or two letters, is not a
// class.
func shareClass(label string) (string, bool) {
	letters := classLetterRe.FindAllStringSubmatch(label, -1)
	switch {
	case len(letters) == 1:
		return letters[0][1], true
	case len(letters) > 1:
		return "", false
	case normalize.Contains(label, domesticForeignWord):
		return schema.ClassB, true
	case normalize.Contains(label, foreignClassWord):
		return schema.ClassForeign, true
	case normalize.Contains(label, domesticClassWord):
		return schema.ClassDomestic, true
	}
	return "", false
}

// The labels of the classes of shares: "A股", "H 股" (classLetterRe),
// "内资股股东", "境外上市外资股" (domesticClassWord, foreignClassWord;
// page 28: "其中:内资股股东人数 | 6名 |", "外资股股东人数 | 1名 |");
// 境内上市外资股 is the B shares' name in law (domesticForeignWord).
var (
	classLetterRe                       = lazyre.New(`([ABH])\s*股`)
	domesticClassWord, foreignClassWord = "内资", "外资"
	domesticForeignWord                 = "境内上市外资"
)

// clauseSeps end the clauses of a tally by class: ";" as folded, "；" as
// printed.
const clauseSeps = ";；"

// A class of shares labelling its tally ("其中A股同意…", "H股股东同意…",
// "内资股股东：同意…", "境外上市外资股(H股)股东同意…"), and the label of the tally of all shares (none, or
// "合计", "全体股东").
var (
	classLabelRe = lazyre.New(`^\s*(?:(?:表决结果|表决情况)\s*:\s*)?(?:其中)?[,:\s]*((?:[ABH]\s*|内资|外资|境内上市内资|境外上市外资|境内上市外资)股(?:\([ABH]\s*股\))?(?:类别)?(?:股东)?)[,:\s]*$`)
	totalWords   = []string{"合计", "全体股东", "总体"}
	totalLabelRe = lazyre.New(`^\s*(?:(?:表决结果|表决情况)\s*:\s*)?(?:合计|全体股东|总体)?[,:\s]*$`)
)

// shareVoteCount reads the count of votes in 票 that follows a way of
// voting at s[from:], before next: a whole number (thousands separated or
// not) after the words of shareLabelTail, and 票 after it. The count is
// returned as a count of shares, each share a vote.
func shareVoteCount(s string, from, next int) (normalize.Quantity, bool) {
	m := voteCountRe.FindStringSubmatchIndex(s[from:next])
	if m == nil || !onlyLabelTail(s[from:from+m[2]]) {
		return normalize.Quantity{}, false
	}
	q, err := normalize.ParseQuantity(strings.ReplaceAll(s[from+m[2]:from+m[3]], ",", "")+shareUnit, normalize.WithUnit(shareUnit))
	if err != nil || !shareCount(q) {
		return normalize.Quantity{}, false
	}
	q.Span = normalize.Span{Start: from + m[2], End: from + m[1]}
	q.Text = s[from+m[2] : from+m[1]]
	return q, true
}

// voteCountRe is a count of votes in 票 after a way of voting: "同意
// 137,946,277票", "反对票数为0票".
var voteCountRe = lazyre.New(`^[^\d]{0,8}?(\d{1,3}(?:,\d{3})+|\d+)\s*票`)

// bracketed returns the spans of s inside round brackets, brackets
// included.
func bracketed(s string) []normalize.Span {
	var out []normalize.Span
	depth, start := 0, 0
	for i, r := range s {
		switch {
		case r == '(':
			if depth == 0 {
				start = i
			}
			depth++
		case r == ')' && depth > 0:
			depth--
			if depth == 0 {
				out = append(out, normalize.Span{Start: start, End: i + 1})
			}
		}
	}
	return out
}

// ratioSubject reports whether s, the text after a way of voting, makes
// that way the subject of a ratio rather than the label of a count: the
// words of ratioSubjectTail, then ratioOfWord. "同意股数占出席会议有表决权
// 股份总数的99.00%", "赞成票占出席会议有效表决权股份总数的98%".
func ratioSubject(s string) bool {
	for {
		cut := false
		for _, w := range ratioSubjectTail {
			if strings.HasPrefix(s, w) {
				s, cut = s[len(w):], true
				break
			}
		}
		if !cut {
			return strings.HasPrefix(s, ratioOfWord)
		}
	}
}

// ratioSubjectTail are the words that may stand between a way of voting
// and the 占 of its ratio: "同意股数占", "同意票数占", "赞成票占", "同意股份
// 占".
var ratioSubjectTail = []string{"股份数", "股数", "股份", "票数", "票", " "}

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

// ParseShareTable reads a tally in shares set out as a table, as the
// exchanges' template for shareholders' meetings has it (cells separated
// by tabs, '|' or runs of spaces):
//
//	股东类型  同意              反对            弃权
//	          票数     比例(%)  票数   比例(%)  票数   比例(%)
//	A股       14,101,254,366  99.92  1,120,433  0.01  10,172,406  0.07
//
// s starts at the header, which names 同意, 反对 and 弃权 in one line and
// shows the ratios in % (in that line or the next). Each row is a class of
// shares and six figures: a count and a ratio for each way of voting, in
// the header's order. The row of the total (合计) is read, with the rows
// of the classes above it (Classes); a table of one row is read; several
// classes without a total are not (ParseClassTable reads them).
func ParseShareTable(s string) (ShareTally, bool) {
	tb, ok := readShareTable(s)
	if !ok {
		return ShareTally{}, false
	}
	var pick *tableRow
	for i := range tb.rows {
		if tb.rows[i].total {
			pick = &tb.rows[i]
		}
	}
	if pick == nil && len(tb.rows) == 1 && !tb.more {
		pick = &tb.rows[0]
	}
	if pick == nil {
		return ShareTally{}, false
	}
	t, ok := tb.tally(*pick)
	if !ok {
		return ShareTally{}, false
	}
	t.Span = normalize.Span{Start: tb.head.Span.Start, End: pick.line.Span.End}
	if pick.total {
		t.Classes = tb.classes()
	}
	return t, true
}

// ParseClassTable reads the rows of the classes of shares of a table
// ParseShareTable reads (A股, H股 above 普通股合计), with or without the
// row of their total: at least two rows, each labelled with a class
// (shareClass), and the table read whole (no row after them left
// unread). Spans are relative to s; nil when s holds no such rows.
func ParseClassTable(s string) []ClassTally {
	tb, ok := readShareTable(s)
	if !ok || tb.more {
		return nil
	}
	return tb.classes()
}

// shareTable is a vote table by class of shares as read: its header line,
// the order of the ways of voting in it, and its rows.
type shareTable struct {
	head  normalize.Line
	order []int
	rows  []tableRow
	// more is set when the table goes on in a line not read as a row that
	// names a class or the total: "H股234,000,000 99.9700 … 普通股合计:" (a
	// page whose lines ran together). Its rows read are then not the whole
	// table.
	more bool
}

// tableRow is a row of a shareTable: the line, its label and six figures'
// cells, and whether it is the row of the total (合计).
type tableRow struct {
	line  normalize.Line
	label normalize.Span
	cells []normalize.Span
	total bool
}

// readShareTable reads the header and rows of a vote table (ParseShareTable).
func readShareTable(s string) (shareTable, bool) {
	var tb shareTable
	// Blank lines between the rows are left out: a rendering that puts a
	// blank line after every line (page 36 rewritten so) keeps its table.
	var lines []normalize.Line
	for _, ln := range normalize.SplitLines(s, 0) {
		if strings.TrimSpace(ln.Text) != "" {
			lines = append(lines, ln)
		}
	}
	if len(lines) < 2 {
		return tb, false
	}
	head := lines[0].Text
	order, ok := voteOrder(head)
	if !ok {
		return tb, false
	}
	tb.head, tb.order = lines[0], order
	first := 1
	percent := normalize.Contains(head, "%")
	if !percent && (normalize.Contains(lines[1].Text, "%")) {
		percent, first = true, 2
	}
	if !percent {
		return tb, false
	}
	for _, ln := range lines[first:] {
		cells := tableCells(ln.Text)
		if len(cells) != 7 {
			cells = spacedRow(ln.Text)
		}
		if len(cells) != 7 {
			tb.more = classTableRowRe.MatchString(ln.Text)
			break
		}
		label := ln.Text[cells[0].Start:cells[0].End]
		if !normalize.Contains(label, shareUnit) && !normalize.Contains(label, classTotalWord) && !normalize.Contains(label, allHoldersWord) {
			break
		}
		tb.rows = append(tb.rows, tableRow{line: ln, label: cells[0], cells: cells[1:], total: normalize.Contains(label, classTotalWord)})
	}
	return tb, true
}

// tally reads the six figures of row, in the header's order; spans are
// relative to the table's text, the tally's own span the row's figures.
func (tb shareTable) tally(row tableRow) (ShareTally, bool) {
	var t ShareTally
	for n, k := range tb.order {
		cs, cr := row.cells[2*n], row.cells[2*n+1]
		count, err := normalize.ParseQuantity(row.line.Text[cs.Start:cs.End], normalize.WithUnit(shareUnit))
		if err != nil || !shareCount(count) {
			return t, false
		}
		ratio, err := normalize.ParseQuantity(row.line.Text[cr.Start:cr.End], normalize.WithUnit("%"))
		if err != nil || ratio.Unit != normalize.UnitRatio {
			return t, false
		}
		count.Span = count.Span.Shift(row.line.Span.Start + cs.Start)
		ratio.Span = ratio.Span.Shift(row.line.Span.Start + cr.Start)
		t.Counts[k], t.Ratios[k] = count, &ratio
	}
	t.Span = row.line.Span
	return t, true
}

// classes reads the rows of the table's classes of shares: nil unless
// there are at least two, each labelled with a class and read whole, and
// every row is a class's or the total's.
func (tb shareTable) classes() []ClassTally {
	var out []ClassTally
	for _, row := range tb.rows {
		if row.total {
			continue
		}
		label := row.label.Shift(row.line.Span.Start)
		text := strings.TrimRight(row.line.Text[row.label.Start:row.label.End], ":")
		class, ok := shareClass(text)
		if !ok {
			return nil
		}
		t, ok := tb.tally(row)
		if !ok {
			return nil
		}
		label.End = label.Start + len(text)
		out = append(out, ClassTally{Class: class, Label: text, LabelSpan: label, ShareTally: t})
	}
	if len(out) < 2 {
		return nil
	}
	return out
}

// classTableRowRe opens a row of a vote table by class of shares: "H股…",
// "B 股…", "普通股合计:…".
var classTableRowRe = lazyre.New(`^\s*(?:[A-Z]\s*股|[^\d\s]{0,8}合计)`)

// ReadShareTally reads a tally in shares written as a sentence or as a
// table (ParseShareTally, ParseShareTable).
func ReadShareTally(s string) (ShareTally, bool) {
	if t, ok := ParseShareTally(s); ok {
		return t, true
	}
	return ParseShareTable(s)
}

// voteOrder returns the indices (0 for, 1 against, 2 abstain) of the ways
// of voting a header line names, in the order it names them; each must be
// named once.
func voteOrder(head string) ([]int, bool) {
	type at struct{ pos, k int }
	var found []at
	for _, w := range shareVoteWords {
		if i := normalize.Index(head, w.word); i >= 0 {
			found = append(found, at{i, w.k})
		}
	}
	if len(found) != 3 {
		return nil, false
	}
	slices.SortFunc(found, func(a, b at) int { return a.pos - b.pos })
	out := make([]int, 3)
	seen := [3]bool{}
	for n, f := range found {
		if seen[f.k] {
			return nil, false
		}
		seen[f.k], out[n] = true, f.k
	}
	return out, true
}

// tableCells splits a row of a text table into its cells' spans in line:
// at tabs and '|', or else at runs of two or more spaces (a single space
// may stand inside a cell: "A 股"), the empty cells left out
// (normalize.SpacedColumns).
func tableCells(line string) []normalize.Span {
	var out []normalize.Span
	for _, c := range normalize.SplitRow(normalize.Line{Text: line, Span: normalize.Span{Start: 0, End: len(line)}}, normalize.SpacedColumns()) {
		out = append(out, c.Span)
	}
	return out
}

// trimSpan returns [start, end) of line without spaces at either end.
func trimSpan(line string, start, end int) normalize.Span {
	for start < end && line[start] == ' ' {
		start++
	}
	for end > start && line[end-1] == ' ' {
		end--
	}
	return normalize.Span{Start: start, End: end}
}

// tableRowsRead is how many lines after a vote table's header are read for
// its rows (two header lines, classes of shares and their total).
const tableRowsRead = 8

// tableTallyIn finds a vote table (ParseShareTable) in lines, which stand
// one after the other in the text; it returns the tally, with spans
// relative to the start of its header line, and that line's index.
func tableTallyIn(lines []normalize.Line) (ShareTally, int, bool) {
	for i, ln := range lines {
		if _, ok := voteOrder(ln.Text); !ok {
			continue
		}
		var sb strings.Builder
		for j, n := i, 0; j < len(lines) && n <= tableRowsRead; j++ {
			if j > i {
				sb.WriteByte('\n')
			}
			sb.WriteString(lines[j].Text)
			if strings.TrimSpace(lines[j].Text) != "" {
				n++ // blank lines are not counted
			}
		}
		if t, ok := ParseShareTable(sb.String()); ok {
			return t, i, true
		}
	}
	for i := range lines {
		// A table run together into one line (runTogetherTable), which
		// the text layer may have broken again anywhere: its header
		// opens with a way of voting.
		if !normalize.ContainsAny(lines[i].Text, voteWays) {
			continue
		}
		if t, _, ok := runTogetherTable(joinedFrom(lines, i)); ok && t != nil {
			return *t, i, true
		}
	}
	return verticalTableIn(lines)
}

// verticalTableIn finds a vote table printed one cell a line, as text
// taken from a PDF rendering may have it:
//
//	同意
//	反对
//	弃权
//	票数
//	比例(%)
//	…
//	A股
//	427,323,627
//	99.8758
//	…
//
// The header's ways of voting stand on three lines in a row, a line
// holding % follows, and each row is a class of shares (or the total) and
// its six figures on the lines after it; ParseShareTable then reads the
// table as rows. Spans are relative to the start of the header's first
// line, whose index it returns.
func verticalTableIn(lines []normalize.Line) (ShareTally, int, bool) {
	type cell struct {
		text string
		at   int // offset in the document
	}
	cellAt := func(k int) cell {
		t, sp := extract.TrimLine(lines[k])
		return cell{t, sp.Start}
	}
	isVote := func(t string) bool { return slices.Contains(voteWays, t) }
	for i := 0; i+2 < len(lines); i++ {
		if !isVote(cellAt(i).text) || !isVote(cellAt(i+1).text) || !isVote(cellAt(i+2).text) {
			continue
		}
		var syn strings.Builder
		type piece struct{ syn, orig, n int }
		var pieces []piece
		write := func(c cell) {
			pieces = append(pieces, piece{syn.Len(), c.at, len(c.text)})
			syn.WriteString(c.text)
		}
		for k := i; k < i+3; k++ {
			write(cellAt(k))
			syn.WriteByte('\t')
		}
		syn.WriteString("%")
		percent, rows := false, 0
		for k := i + 3; k < len(lines) && k <= i+3+tableRowsRead*7; k++ {
			c := cellAt(k)
			if c.text == "" {
				continue
			}
			if !percent {
				percent = strings.Contains(c.text, "%")
				continue
			}
			if !normalize.Contains(c.text, shareUnit) && !normalize.Contains(c.text, classTotalWord) || normalize.Contains(c.text, classHeadWord) {
				if rows > 0 {
					break
				}
				continue
			}
			var figs []cell
			for m := k + 1; m < len(lines) && len(figs) < 6; m++ {
				f := cellAt(m)
				if f.text == "" {
					continue
				}
				if strings.Trim(f.text, "0123456789,.") != "" {
					break
				}
				figs = append(figs, f)
				k = m
			}
			if len(figs) != 6 {
				break
			}
			syn.WriteByte('\n')
			write(c)
			for _, f := range figs {
				syn.WriteByte('\t')
				write(f)
			}
			rows++
		}
		if rows == 0 {
			continue
		}
		t, ok := ParseShareTable(syn.String())
		if !ok {
			continue
		}
		// The rows of the classes are not mapped back from the rows
		// written: a table printed a cell a line gives its total only.
		t.Classes = nil
		base := lines[i].Span.Start
		back := func(sp normalize.Span) normalize.Span {
			for _, p := range pieces {
				if sp.Start >= p.syn && sp.End <= p.syn+p.n {
					d := p.orig - base - p.syn
					return normalize.Span{Start: sp.Start + d, End: sp.End + d}
				}
			}
			return normalize.Span{}
		}
		for k := range 3 {
			t.Counts[k].Span = back(t.Counts[k].Span)
			if t.Ratios[k] != nil {
				r := *t.Ratios[k]
				r.Span = back(r.Span)
				t.Ratios[k] = &r
			}
		}
		last := pieces[len(pieces)-1]
		t.Span = normalize.Span{Start: 0, End: last.orig + last.n - base}
		return t, i, true
	}
	return ShareTally{}, 0, false
}

// CandidateVotes is one row of an election by cumulative voting (累积投票):
// spans are relative to the text read.
type CandidateVotes struct {
	Seq, Name string
	SeqSpan   normalize.Span
	Votes     normalize.Quantity
	Ratio     *normalize.Quantity
	Elected   *bool
	Span      normalize.Span
}

// candidateSeqRe is a candidate's number under its proposal: 4.01.
var candidateSeqRe = lazyre.New(`^\d{1,2}\.\d{2}$`)

// ParseCandidateTable reads the votes of an election by cumulative voting
// set out as the exchanges' template has it:
//
//	议案序号  议案名称        得票数            得票数占出席会议有效表决权的比例(%)  是否当选
//	4.01      选举王洪章为董事  198,000,000,000  99.0000                              是
//
// s starts at the header, which names 得票数 and a ratio in %; each row is
// a candidate's number, name, votes in shares, ratio and, when the header
// has the column, 是 or 否. It returns nil when s holds no such table.
func ParseCandidateTable(s string) []CandidateVotes {
	lines := normalize.SplitLines(s, 0)
	if len(lines) < 2 {
		return nil
	}
	head := lines[0].Text
	if !normalize.Contains(head, votesHead) || !normalize.Contains(head, "%") {
		return nil
	}
	hasElected := normalize.Contains(head, electedHead)
	want := 4
	if hasElected {
		want = 5
	}
	var out []CandidateVotes
	for _, ln := range lines[1:] {
		c, ok := ParseCandidateRow(ln.Text)
		if !ok || len(tableCells(ln.Text)) != want {
			break
		}
		c.SeqSpan = c.SeqSpan.Shift(ln.Span.Start)
		c.Votes.Span = c.Votes.Span.Shift(ln.Span.Start)
		c.Ratio.Span = c.Ratio.Span.Shift(ln.Span.Start)
		c.Span = c.Span.Shift(ln.Span.Start)
		out = append(out, c)
	}
	return out
}

// ParseCandidateRow reads one row of an election's table: number, name,
// votes in shares, ratio in %, and optionally 是 or 否 (elected). Spans are
// relative to row.
func ParseCandidateRow(row string) (CandidateVotes, bool) {
	cells := tableCells(row)
	if len(cells) != 4 && len(cells) != 5 {
		return CandidateVotes{}, false
	}
	cell := func(k int) string { return row[cells[k].Start:cells[k].End] }
	if !candidateSeqRe.MatchString(cell(0)) {
		return CandidateVotes{}, false
	}
	votes, err := normalize.ParseQuantity(cell(2), normalize.WithUnit(shareUnit))
	if err != nil || !shareCount(votes) {
		return CandidateVotes{}, false
	}
	ratio, err := normalize.ParseQuantity(cell(3), normalize.WithUnit("%"))
	if err != nil || ratio.Unit != normalize.UnitRatio {
		return CandidateVotes{}, false
	}
	votes.Span = votes.Span.Shift(cells[2].Start)
	ratio.Span = ratio.Span.Shift(cells[3].Start)
	c := CandidateVotes{
		Seq: cell(0), Name: cell(1), SeqSpan: cells[0], Votes: votes, Ratio: &ratio,
		Span: normalize.Span{Start: cells[0].Start, End: cells[len(cells)-1].End},
	}
	if len(cells) == 5 {
		switch cell(4) {
		case electedYes:
			v := true
			c.Elected = &v
		case electedNo:
			v := false
			c.Elected = &v
		default:
			return CandidateVotes{}, false
		}
	}
	return c, true
}

// classTalliesIn finds the tallies by class of shares of a proposal whose
// classes are stated without a total, in lines (one after the other in the
// text): a vote table's class rows (ParseClassTable) or a sentence
// (ParseClassTallies). Spans are relative to the offset it returns.
func classTalliesIn(lines []normalize.Line) ([]ClassTally, int) {
	for i, ln := range lines {
		if _, ok := voteOrder(ln.Text); ok {
			var sb strings.Builder
			for j, n := i, 0; j < len(lines) && n <= tableRowsRead; j++ {
				if j > i {
					sb.WriteByte('\n')
				}
				sb.WriteString(lines[j].Text)
				if strings.TrimSpace(lines[j].Text) != "" {
					n++
				}
			}
			if cts := ParseClassTable(sb.String()); len(cts) > 0 {
				return cts, ln.Span.Start
			}
		}
		if !normalize.ContainsAny(ln.Text, voteWays) {
			continue
		}
		if _, cts, ok := runTogetherTable(joinedFrom(lines, i)); ok && len(cts) > 0 {
			return cts, ln.Span.Start
		}
		for _, sent := range extract.SplitKeep(ln.Text, "。") {
			if cts := ParseClassTallies(ln.Text[sent.Start:sent.End]); len(cts) > 0 {
				return cts, ln.Span.Start + sent.Start
			}
		}
	}
	return nil, 0
}

// candidatesIn finds an election's table (ParseCandidateTable) in lines,
// which stand one after the other in the text; spans are relative to the
// start of its header line, whose index it returns.
func candidatesIn(lines []normalize.Line) ([]CandidateVotes, int) {
	for i, ln := range lines {
		if !normalize.Contains(ln.Text, votesHead) {
			continue
		}
		var sb strings.Builder
		for j := i; j < len(lines) && j <= i+40; j++ {
			if j > i {
				sb.WriteByte('\n')
			}
			sb.WriteString(lines[j].Text)
		}
		if cs := ParseCandidateTable(sb.String()); len(cs) > 0 {
			return cs, i
		}
	}
	return candidateSentences(lines)
}

// spacedRow splits a row whose figures are set apart by single spaces,
// as pages copied from PDF renderings have it: "A股 427,323,627 99.8758
// 189,536 0.0442 341,700 0.0800" (2020). The label is the text before the
// first digit; every other cell is a figure.
func spacedRow(line string) []normalize.Span {
	i := strings.IndexAny(line, "0123456789")
	if i <= 0 {
		return nil
	}
	out := []normalize.Span{trimSpan(line, 0, i)}
	if out[0].Empty() {
		return nil
	}
	for _, f := range extract.SplitKeep(line[i:], " ") {
		f = f.Shift(i)
		for _, r := range line[f.Start:f.End] {
			if !strings.ContainsRune("0123456789,.%", r) {
				return nil
			}
		}
		out = append(out, f)
	}
	return out
}

// The wording of the exchanges' tables of a shareholders' meeting: a
// tally by class of shares (| 股东类型 | 同意 | | 反对 | | 弃权 |, rows A股,
// H股, 普通股合计) and an election's table (| 议案序号 | 议案名称 | 得票数 |
// 得票数占出席会议有效表决权的比例（%） | 是否当选 |, rows ending 是 or 否).
var (
	// shareUnit is the unit of a count of shares, and the word of a class
	// row's label (A股, H股).
	shareUnit = "股"
	// classTotalWord labels the row of all classes (普通股合计);
	// allHoldersWord a row of all shareholders (全体…).
	classTotalWord, allHoldersWord = "合计", "全体"
	// classHeadWord heads the column of classes (股东类型), a header row
	// and not a class.
	classHeadWord = "类型"
	// ratioOfWord introduces a count's share of the voting shares:
	// "同意票137,946,277股,占出席会议有表决权股份总数的99.86%" (page 29).
	ratioOfWord = "占"
	// votesHead and electedHead head an election's columns of votes and of
	// whether the candidate is elected; electedYes and electedNo fill the
	// latter.
	votesHead, electedHead = "得票数", "当选"
	electedYes, electedNo  = "是", "否"
)
