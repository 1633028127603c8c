// Package report renders the review page of one extracted announcement: a
// single self-contained HTML file (CSS and script inline, no fonts, images
// or scripts fetched from anywhere) that shows the source text with every
// extracted value highlighted over the span it came from, the terms as a
// table linked both ways to the highlights and to the checks of each
// value, the cross-checks with their
// formulas (failures first), the amendment rows side by side with their
// insertions and deletions, and the warnings.
//
// The page's script checks, when it loads, that every highlight shows the
// text its field states, and writes the outcome into the element #verify
// (attributes data-checked, data-ok, data-bad, data-state), so a headless
// browser can assert on it.
//
// Rendering is deterministic: the same document gives the same bytes.
package report

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"html/template"
	"sort"
	"strconv"
	"strings"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

//go:embed page.css
var pageCSS string

//go:embed page.js
var pageJS string

// maxCell is how many characters of a long text the tables show.
const maxCell = 240

// Render returns the review page of out, the document extracted from d.
// Spans in out are raw spans of d (as pipeline.Process writes them).
func Render(d *normalize.Doc, out *schema.Document) ([]byte, error) {
	if d == nil || out == nil {
		return nil, fmt.Errorf("report: nothing to render")
	}
	js, err := json.Marshal(out)
	if err != nil {
		return nil, fmt.Errorf("report: %w", err)
	}
	root, err := decode(js)
	if err != nil {
		return nil, err
	}
	fields := collect(root)
	l := newLayer(d)

	var marks []mark
	shown := map[int]bool{}
	expected := map[string]string{}
	for i := range fields {
		f := &fields[i]
		a, b, ok := l.span(f.start, f.end)
		if !ok {
			continue
		}
		shown[f.n] = true
		marks = append(marks, mark{f: f, start: a, end: b, block: f.end-f.start >= blockLen})
		if f.hasText {
			expected[strconv.Itoa(f.n)] = l.expected(f)
		}
	}
	source := l.render(marks)

	var rows []termRow
	byPath := map[string]int{}
	for _, f := range fields {
		byPath[f.path] = f.n
	}
	checks := checkRows(out.Checks, byPath, shown)
	checked := checksBySpan(out.Checks, checks)
	for _, f := range fields {
		r := termRow{
			N: f.n, Path: f.path, Value: clip(f.value), Unit: f.unit, Bound: f.bound,
			Text: clip(f.text), Page: f.page, Shown: shown[f.n],
		}
		if !strings.HasPrefix(f.path, "/checks/") {
			r.Checks = checked[schema.Span{f.start, f.end}]
		}
		rows = append(rows, r)
	}
	exp, err := json.Marshal(expected) // escapes <, > and & for a script element
	if err != nil {
		return nil, fmt.Errorf("report: %w", err)
	}
	mode := "exact"
	if l.folded {
		mode = "folded"
	}
	p := page{
		Title:    title(out),
		Source:   out.Source,
		Format:   d.Format,
		Folded:   l.folded,
		Text:     template.HTML(source),
		Terms:    rows,
		Checks:   checks,
		Amend:    amendRows(out.Amendments, byPath, shown),
		Warnings: warningRows(out.Warnings, byPath, shown),
		Expected: template.JS(exp),
		Mode:     mode,
		CSS:      template.CSS(pageCSS),
		JS:       template.JS(pageJS),
	}
	var buf bytes.Buffer
	if err := pageTmpl().Execute(&buf, p); err != nil {
		return nil, fmt.Errorf("report: %w", err)
	}
	return buf.Bytes(), nil
}

type page struct {
	Title    string
	Source   schema.Source
	Format   string
	Folded   bool
	Text     template.HTML
	Terms    []termRow
	Checks   []checkRow
	Amend    []amendRow
	Warnings []warningRow
	Expected template.JS
	Mode     string
	CSS      template.CSS
	JS       template.JS
}

type termRow struct {
	N                              int
	Path, Value, Unit, Bound, Text string
	Page                           int
	Shown                          bool
	// Checks are the cross-checks of this value: those whose stated
	// figure is this value's span (a tally's votes.sum and
	// votes.valid_eq_present_minus_recused, whether the tally is a
	// resolution's or the meeting's own).
	Checks []checkRef
}

// checkRef is a link from a term to a row of the checks table.
type checkRef struct {
	N          int // the row's 1-based position in the checks table
	ID, Status string
}

// checksBySpan maps the span of each check's stated figure to the checks
// stating it, in the order of the checks table (rows, from checkRows).
func checksBySpan(cs []schema.Check, rows []checkRow) map[schema.Span][]checkRef {
	m := map[schema.Span][]checkRef{}
	for n, r := range rows {
		c := cs[r.index]
		if c.Stated == nil {
			continue
		}
		m[c.Stated.Span] = append(m[c.Stated.Span], checkRef{N: n + 1, ID: c.ID, Status: c.Status})
	}
	return m
}

// link is a reference from a table to a highlight.
type link struct {
	N     int
	Shown bool
}

func linkTo(path string, byPath map[string]int, shown map[int]bool) link {
	n := byPath[path]
	return link{N: n, Shown: n > 0 && shown[n]}
}

type checkRow struct {
	ID, Formula, Inputs, Computed, Interval, Stated, Rounding, Status, Note string
	Stated2                                                                 link
	index                                                                   int // in the document's checks
}

// statusRank orders checks: failures first, then the unverifiable, then
// passes.
var statusRank = map[string]int{schema.StatusFail: 0, schema.StatusUnverifiable: 1, schema.StatusPass: 2}

func checkRows(cs []schema.Check, byPath map[string]int, shown map[int]bool) []checkRow {
	idx := make([]int, len(cs))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool {
		ra, ok := statusRank[cs[idx[a]].Status]
		if !ok {
			ra = 1
		}
		rb, ok := statusRank[cs[idx[b]].Status]
		if !ok {
			rb = 1
		}
		return ra < rb
	})
	var out []checkRow
	for _, i := range idx {
		c := cs[i]
		var in []string
		for _, x := range c.Inputs {
			s := x.Name + " = " + x.Value
			if x.Unit != "" {
				s += " " + x.Unit
			}
			in = append(in, s)
		}
		r := checkRow{
			ID: c.ID, Formula: c.Formula, Inputs: strings.Join(in, "; "), Computed: c.Computed,
			Rounding: c.Rounding, Status: c.Status, Note: c.Note, index: i,
		}
		if len(c.Interval) == 2 {
			r.Interval = "[" + c.Interval[0] + ", " + c.Interval[1] + "]"
		}
		if c.Stated != nil {
			r.Stated = c.Stated.Text
			if r.Stated == "" {
				r.Stated = c.Stated.Value
			}
			r.Stated2 = linkTo("/checks/"+strconv.Itoa(i)+"/stated", byPath, shown)
		}
		out = append(out, r)
	}
	return out
}

type amendRow struct {
	Seq          int
	Head, Change string
	Old, New     template.HTML
	Link         link
}

func amendRows(a *schema.Amendments, byPath map[string]int, shown map[int]bool) []amendRow {
	if a == nil {
		return nil
	}
	var out []amendRow
	for i, r := range a.Rows {
		head := ""
		if r.OldArticle != nil {
			head += "old art. " + strconv.Itoa(*r.OldArticle)
		}
		if r.NewArticle != nil {
			if head != "" {
				head += " → "
			}
			head += "new art. " + strconv.Itoa(*r.NewArticle)
		}
		if r.Chapter != "" {
			head += "  " + r.Chapter
		}
		old, nw := diffHTML(r)
		out = append(out, amendRow{
			Seq: r.Seq, Head: head, Change: r.Change, Old: old, New: nw,
			Link: linkTo("/amendments/rows/"+strconv.Itoa(i), byPath, shown),
		})
	}
	return out
}

// diffHTML renders a row's old and new text with the row's diff ops:
// deleted wording struck through on the old side, inserted wording marked
// on the new side. A row without ops shows both texts as they are.
func diffHTML(r schema.AmendmentRow) (template.HTML, template.HTML) {
	esc := template.HTMLEscapeString
	if len(r.Diff) == 0 {
		return template.HTML(esc(r.OldText)), template.HTML(esc(r.NewText))
	}
	var o, n strings.Builder
	wrap := func(b *strings.Builder, tag, text string) {
		if text != "" {
			b.WriteString("<" + tag + ">" + esc(text) + "</" + tag + ">")
		}
	}
	for _, op := range r.Diff {
		switch op.Op {
		case "equal":
			o.WriteString(esc(op.Text))
			n.WriteString(esc(op.Text))
		case "delete":
			wrap(&o, "del", op.Text)
		case "insert":
			wrap(&n, "ins", op.Text)
		case "replace":
			wrap(&o, "del", op.Old)
			wrap(&n, "ins", op.Text)
		default:
			o.WriteString(esc(op.Text))
			n.WriteString(esc(op.Text))
		}
	}
	return template.HTML(o.String()), template.HTML(n.String())
}

type warningRow struct {
	Code, Message string
	Page          int
	Link          link
}

func warningRows(ws []schema.Warning, byPath map[string]int, shown map[int]bool) []warningRow {
	var out []warningRow
	for i, w := range ws {
		out = append(out, warningRow{Code: w.Code, Message: w.Message, Page: w.Page, Link: linkTo("/warnings/"+strconv.Itoa(i), byPath, shown)})
	}
	return out
}

func title(out *schema.Document) string {
	if a := out.Announcement; a != nil {
		parts := []string{}
		for _, s := range []string{a.Company, a.Title, a.Number} {
			if s != "" {
				parts = append(parts, s)
			}
		}
		if len(parts) > 0 {
			return strings.Join(parts, " · ")
		}
	}
	return out.Source.Path
}

// clip shortens long text for a table cell.
func clip(s string) string {
	r := []rune(s)
	if len(r) <= maxCell {
		return s
	}
	return string(r[:maxCell]) + "…"
}
