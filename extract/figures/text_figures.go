package figures

import (
	"sort"
	"strconv"
	"strings"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// TextFigures reads the figures the prose states for the measures of the
// rows of the document's tables with a column per year
// (Document.TextFigures; see schema.TextFigure), from the tables Tables
// recorded. A figure is tied to a measure and a year by the wording, never
// by its value: the measure right before the figure (净利润为…, 净利润
// 分别为…、…和…), the years named before the measure, one per figure in
// the same order or one for all. Sentences inside a table are not read.
type TextFigures struct{}

// Name implements Extractor.
func (TextFigures) Name() string { return "text_figures" }

// Prose wording, with the filings it came from (003).
var (
	// possessive is the 的 before a row label's measure: 归属于母公司普通股
	// 股东的净利润 (003) is the row of 净利润.
	possessive = "的"
	// textListSeps join the figures of a list in the prose: "分别为
	// 255.05亿元、347.18亿元和412.11亿元" (003); 及, 与.
	textListSeps = []string{"、", "和", "及", "与"}
)

// measureIntro is what may stand between a measure and its figures:
// 净利润为412.11亿元, 净利润分别为…, 净利润：….
var measureIntro = lazyre.New(`^(?:分别|合计|共计|约)?(?:为|是|达|:)?\s*`)

// minMeasureRunes is the shortest measure read: one character (率, 额)
// names no row.
const minMeasureRunes = 2

// Extract implements Extractor.
func (TextFigures) Extract(c *extract.Context) {
	measures := tableMeasures(c.Out.Tables)
	if len(measures) == 0 {
		return
	}
	text := c.Doc.Text
	tables := spansOf(c.Doc.Tables)
	normalize.EachSentence(text, 0, func(s normalize.Span) bool {
		if !tables.overlaps(s) {
			c.Out.TextFigures = append(c.Out.TextFigures, sentenceFigures(c, measures, s)...)
		}
		return true
	})
}

// tableMeasures are the measures of the rows of the tables with column
// heads, each once, in the order first seen.
func tableMeasures(ts []schema.FigureTable) []string {
	var out []string
	seen := map[string]bool{}
	for _, t := range ts {
		if len(t.Heads) == 0 {
			continue
		}
		for _, r := range t.Rows {
			if noun := measureOf(r.Key); !seen[noun] && len([]rune(noun)) >= minMeasureRunes {
				seen[noun] = true
				out = append(out, noun)
			}
		}
	}
	return out
}

// measureOf is the measure a row's key names: its words after the last 的.
func measureOf(key string) string {
	if i := strings.LastIndex(key, possessive); i >= 0 {
		return key[i+len(possessive):]
	}
	return key
}

// sentenceFigures reads the figures of each measure in sentence s, in
// the order of the measures, then of each list. A figure two measures lead
// to is recorded for each.
func sentenceFigures(c *extract.Context, measures []string, s normalize.Span) []schema.TextFigure {
	text := c.Doc.Text
	st := text[s.Start:s.End]
	var out []schema.TextFigure
	for _, noun := range measures {
		at := normalize.Index(st, noun)
		if at < 0 {
			continue
		}
		// The figures right after the measure: one, or a list joined by 、 和 及.
		rest := st[at+len(noun):]
		lead := measureIntro.FindString(rest)
		listStart := s.Start + at + len(noun) + len(lead)
		var figs []normalize.Quantity
		pos := listStart
		for _, q := range quantities(text, normalize.Span{Start: listStart, End: s.End}) {
			if q.Span.Start != pos || q.Unit != normalize.UnitCNY {
				break
			}
			figs = append(figs, q)
			pos = listSep(text, q.Span.End)
			if pos < 0 {
				break
			}
		}
		if len(figs) == 0 {
			continue
		}
		years := yearsNamed(st[:at])
		if len(years) != len(figs) && len(years) != 1 {
			continue // the figures are not tied to years one by one
		}
		for k, q := range figs {
			y := years[0]
			if len(years) == len(figs) {
				y = years[k]
			}
			out = append(out, schema.TextFigure{Measure: noun, Year: y, Figure: *c.Quantity(q)})
		}
	}
	return out
}

// yearsNamed returns the years named in s, in order, each once: 2011年度、
// 2012年度和2013年度 gives 2011, 2012, 2013.
func yearsNamed(s string) []int {
	var out []int
	seen := map[int]bool{}
	for _, m := range yearHead.FindAllStringSubmatch(s, -1) {
		y, _ := strconv.Atoi(m[1])
		if !seen[y] {
			seen[y] = true
			out = append(out, y)
		}
	}
	return out
}

// listSep returns where the next figure of a list starts after the one
// ending at end (after 、 和 及), or −1 when the list ends there.
func listSep(text string, end int) int {
	for _, sep := range textListSeps {
		if strings.HasPrefix(text[end:], sep) {
			return end + len(sep)
		}
	}
	return -1
}

// tableSpans are the spans of a document's tables sorted by start, with
// the furthest end reached by each prefix, to tell in O(log n) whether a
// span overlaps any table.
type tableSpans struct {
	starts, reach []int
}

func spansOf(tables []normalize.Table) tableSpans {
	sps := make([]normalize.Span, len(tables))
	for i, t := range tables {
		sps[i] = t.Span
	}
	sort.Slice(sps, func(i, j int) bool { return sps[i].Start < sps[j].Start })
	ts := tableSpans{starts: make([]int, len(sps)), reach: make([]int, len(sps))}
	far := 0
	for i, sp := range sps {
		far = max(far, sp.End)
		ts.starts[i], ts.reach[i] = sp.Start, far
	}
	return ts
}

// overlaps reports whether sp overlaps a table: some table starting
// before sp ends reaches past sp's start.
func (ts tableSpans) overlaps(sp normalize.Span) bool {
	n := sort.SearchInts(ts.starts, sp.End) // tables with Start < sp.End
	return n > 0 && ts.reach[n-1] > sp.Start
}
