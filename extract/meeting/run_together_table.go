package meeting

import (
	"strings"

	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/normalize"
)

// A vote table by class of shares whose lines a conversion ran together
// into one, its cells set apart by single spaces (or '|'), a label run
// into its first figure where folding took the space out:
//
//	表决情况： 股东类型 同意 反对 弃权 票数 比例(%) 票数 比例(%) 票数 比例(%) A股
//	9,900,000,000 99.0000 50,000,000 0.5000 50,000,000 0.5000 H股 189,000,000,000
//	99.4737 1,000,000,000 0.5263 0 0.0000 普通股合计： 198,900,000,000 99.4500 …
//
// runTogetherHeadRe is its header: the three ways of voting in a row,
// then a count and a ratio in % for each; the rows after it are
// runTogetherRowRe's.
var runTogetherHeadRe = lazyre.New(`(同意|赞成|反对|弃权)[\s|]*(同意|赞成|反对|弃权)[\s|]*(同意|赞成|反对|弃权)[\s|]*(?:(?:票数|股数)[\s|]*(?:比例|占比)\s*\(\s*%\s*\)[\s|]*){3}`)

// runTogetherRowRe is a row of such a table after the one before: its
// label (a class of shares or their total, run into its first figure as
// folding leaves "A股9,900,000,000") and six figures, each a count
// (thousands separated) or a ratio.
var runTogetherRowRe = lazyre.New(`^[\s|]*([^\d\s|][^\d|]{0,24}?)[\s|]*` + strings.Repeat(`(`+runTogetherFigure+`)[\s|]+`, 5) + `(` + runTogetherFigure + `)(?:[\s|]|$|[^\d,.])`)

// runTogetherMoreRe opens a row of a class of shares or of their total
// (classTableRowRe) after the rows read.
var runTogetherMoreRe = lazyre.New(`^[\s|]*(?:[A-Z]\s*股|内资股|外资股|境[内外]上市|[^\d\s|]{0,8}合计)`)

// runTogetherFigure is a figure of a row: a count or a ratio.
const runTogetherFigure = `(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?`

// runTogether is a table read off one line, rewritten as rows one a line
// and cells set apart by tabs (the layout ParseShareTable reads), with
// where each cell written stands in the line.
type runTogether struct {
	text   strings.Builder
	pieces []runPiece
}

// runPiece is a cell written: its offset in the table written, its offset
// in the line and its length (the same in both).
type runPiece struct{ at, orig, n int }

func (rt *runTogether) write(line string, sp normalize.Span) {
	rt.pieces = append(rt.pieces, runPiece{rt.text.Len(), sp.Start, sp.End - sp.Start})
	rt.text.WriteString(line[sp.Start:sp.End])
}

// back maps a span of the table written to the line; ok is false when it
// does not lie within one cell.
func (rt *runTogether) back(sp normalize.Span) (normalize.Span, bool) {
	for _, p := range rt.pieces {
		if sp.Start >= p.at && sp.End <= p.at+p.n {
			d := p.orig - p.at
			return normalize.Span{Start: sp.Start + d, End: sp.End + d}, true
		}
	}
	return normalize.Span{}, false
}

// runTogetherTable reads a vote table by class of shares run together
// into line (runTogetherHeadRe): the rows after the header, each a label
// of a class of shares (shareClass) or of their total (合计) and six
// figures, up to the first that is neither. It returns the tally of the
// total with the classes' (ParseShareTable), or the classes' alone when no
// total is stated (ParseClassTable), with spans relative to line; ok is
// false unless two rows at least are read whole.
func runTogetherTable(line string) (total *ShareTally, classes []ClassTally, ok bool) {
	loc := runTogetherHeadRe.FindStringSubmatchIndex(line)
	if loc == nil {
		return nil, nil, false
	}
	var rt runTogether
	for g := 1; g <= 3; g++ {
		rt.write(line, normalize.Span{Start: loc[2*g], End: loc[2*g+1]})
		rt.text.WriteByte('\t')
	}
	rt.text.WriteString("%")
	rows, total_, at := 0, false, loc[1]
	for {
		m := runTogetherRowRe.FindStringSubmatchIndex(line[at:])
		if m == nil {
			break
		}
		label := normalize.Span{Start: at + m[2], End: at + m[3]}
		text := strings.TrimRight(line[label.Start:label.End], ":：")
		isTotal := normalize.Contains(text, classTotalWord)
		if _, isClass := shareClass(text); !isClass && !isTotal || isTotal && total_ {
			break
		}
		rt.text.WriteByte('\n')
		rt.write(line, label)
		for g := 2; g <= 7; g++ {
			rt.text.WriteByte('\t')
			rt.write(line, normalize.Span{Start: at + m[2*g], End: at + m[2*g+1]})
		}
		rows++
		total_ = total_ || isTotal
		at += m[15] // the end of the last figure: what follows it opens the next row
		if isTotal {
			break // the total closes the table
		}
	}
	if rows < 2 || !total_ && runTogetherMoreRe.MatchString(line[at:]) {
		// Too few rows, or the table goes on in a row of a class or the
		// total that could not be read: the rows read are not the whole
		// table.
		return nil, nil, false
	}
	s := rt.text.String()
	mapTally := func(t ShareTally) (ShareTally, bool) {
		var ok bool
		for k := range 3 {
			if t.Counts[k].Span, ok = rt.back(t.Counts[k].Span); !ok {
				return t, false
			}
			if t.Ratios[k] != nil {
				r := *t.Ratios[k]
				if r.Span, ok = rt.back(r.Span); !ok {
					return t, false
				}
				t.Ratios[k] = &r
			}
		}
		// The tally's own span: its figures, from the first to the last.
		t.Span = normalize.Span{Start: t.Counts[0].Span.Start, End: t.Counts[0].Span.End}
		for k := range 3 {
			t.Span.Start = min(t.Span.Start, t.Counts[k].Span.Start)
			t.Span.End = max(t.Span.End, t.Counts[k].Span.End)
			if t.Ratios[k] != nil {
				t.Span.End = max(t.Span.End, t.Ratios[k].Span.End)
			}
		}
		return t, true
	}
	mapClasses := func(cts []ClassTally) ([]ClassTally, bool) {
		var out []ClassTally
		for _, ct := range cts {
			t, ok := mapTally(ct.ShareTally)
			if !ok {
				return nil, false
			}
			ls, ok := rt.back(ct.LabelSpan)
			if !ok {
				return nil, false
			}
			ct.ShareTally, ct.LabelSpan = t, ls
			out = append(out, ct)
		}
		return out, true
	}
	if total_ {
		t, ok := ParseShareTable(s)
		if !ok {
			return nil, nil, false
		}
		cts, ok := mapClasses(t.Classes)
		if !ok {
			return nil, nil, false
		}
		t.Classes = nil
		t, ok = mapTally(t)
		if !ok {
			return nil, nil, false
		}
		t.Span.Start = loc[0] // the table from its header
		t.Classes = cts
		return &t, nil, true
	}
	cts, ok := mapClasses(ParseClassTable(s))
	if !ok || len(cts) == 0 {
		return nil, nil, false
	}
	return nil, cts, true
}

// joinedFrom returns lines i and the next tableRowsRead lines as one, the
// breaks between them spaces, so that an offset in it is one from the
// start of line i in the text. Lines not one after the other in the text
// end it.
func joinedFrom(lines []normalize.Line, i int) string {
	var sb strings.Builder
	sb.WriteString(lines[i].Text)
	for j := i + 1; j < len(lines) && j <= i+tableRowsRead; j++ {
		gap := lines[j].Span.Start - lines[j-1].Span.End
		if gap < 0 || gap > 4 || len(lines[j-1].Text) != lines[j-1].Span.End-lines[j-1].Span.Start {
			break
		}
		sb.WriteString(strings.Repeat(" ", gap))
		sb.WriteString(lines[j].Text)
	}
	return sb.String()
}
