package pdf

import (
	"math"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/gonggao/gonggao/extract/pdf/pdflib"
)

// line is one row of glyphs outside any table, in reading order.
type line struct {
	text   string
	x0, x1 float64 // left and right edge
	y      float64 // baseline (y grows upwards)
	size   float64 // font size
}

// grid is a ruled table rebuilt from the rules drawn on a page.
type grid struct {
	top, bottom float64
	xs          []float64  // column boundaries, left to right
	bands       []float64  // row boundaries (horizontal rules), top first
	rows        [][]string // cell text, top row first
	// lastFull tells, for each cell of the last row, whether its last line
	// fills the cell (no room for another character): its text may go on
	// in the same cell on the next page.
	lastFull []bool
}

// block is a line or a table on a page, top-down.
type block struct {
	top   float64
	line  *line
	table *grid
}

// pageLayout is what one page contributes: its blocks and how many of its
// characters decoded to something readable.
type pageLayout struct {
	blocks []block
	chars  int // non-space characters decoded
	bad    int // of which U+FFFD, private-use, control or mojibake
	images int
}

// layoutPage turns the glyphs and rules of a page into lines and tables.
// It reuses c.Text.
func layoutPage(c pdflib.Content) pageLayout {
	pl := pageLayout{images: c.Images}
	glyphs := c.Text[:0]
	for _, g := range c.Text {
		if g.S == "" {
			continue
		}
		for _, r := range g.S {
			if unicode.IsSpace(r) {
				continue
			}
			pl.chars++
			if badRune(r) {
				pl.bad++
			}
		}
		glyphs = append(glyphs, g)
	}
	grids := findGrids(c.Rect)
	rest := glyphs
	if len(grids) > 0 {
		rest = nil
		inGrid := make([][]pdflib.Text, len(grids))
		for _, g := range glyphs {
			placed := false
			for i, gr := range grids {
				if gr.contains(g) {
					inGrid[i] = append(inGrid[i], g)
					placed = true
					break
				}
			}
			if !placed {
				rest = append(rest, g)
			}
		}
		for i, gr := range grids {
			if gr.fill(inGrid[i]) {
				pl.blocks = append(pl.blocks, block{top: gr.top, table: gr})
			} else {
				rest = append(rest, inGrid[i]...)
			}
		}
	}
	lines := groupLines(rest)
	if pl.blocks == nil {
		pl.blocks = make([]block, 0, len(lines))
	}
	for _, ln := range lines {
		pl.blocks = append(pl.blocks, block{top: ln.y + ln.size, line: ln})
	}
	slices.SortStableFunc(pl.blocks, func(a, b block) int { return byDesc(a.top, b.top) })
	return pl
}

// byDesc orders a before b when a > b: with a stable sort it gives the
// order sort.SliceStable gives with the less function a > b, the same
// comparisons made in the same order.
func byDesc(a, b float64) int {
	switch {
	case a > b:
		return -1
	case a < b:
		return 1
	}
	return 0
}

// byAsc orders a before b when a < b (see byDesc).
func byAsc(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// badRune reports whether r is something a text layer that decodes never
// holds in a Chinese announcement: U+FFFD, private-use and control
// characters, and Latin-1/Latin Extended letters (GBK bytes shown through
// a single-byte encoding: "Ö÷Òª").
func badRune(r rune) bool {
	switch {
	case r == utf8.RuneError:
		return true
	case r < 0x20 || (r >= 0x7F && r < 0xA0):
		return true
	case r >= 0xE000 && r <= 0xF8FF, r >= 0xF0000:
		return true
	case r >= 0xC0 && r <= 0x24F:
		return true
	}
	return false
}

// groupLines clusters glyphs into rows by baseline, top row first, and
// joins each row into text, putting a space where the gap between glyphs
// says so (not between two CJK characters set apart by justification).
// It reorders gs.
func groupLines(gs []pdflib.Text) []*line {
	if len(gs) == 0 {
		return nil
	}
	slices.SortStableFunc(gs, func(a, b pdflib.Text) int { return byDesc(a.Y, b.Y) })
	// Rows are runs of gs, each then sorted left to right in place.
	var ends []int
	rowY := gs[0].Y
	for i, g := range gs[1:] {
		tol := math.Max(1, 0.35*g.FontSize)
		if math.Abs(rowY-g.Y) <= tol {
			continue
		}
		ends = append(ends, i+1)
		rowY = g.Y
	}
	ends = append(ends, len(gs))
	lines := make([]line, len(ends))
	out := make([]*line, 0, len(ends))
	sizes := make([]float64, 0, 64)
	start := 0
	for k, end := range ends {
		row := gs[start:end]
		start = end
		slices.SortStableFunc(row, func(a, b pdflib.Text) int { return byAsc(a.X, b.X) })
		ln := &lines[k]
		*ln = line{x0: row[0].X, y: row[0].Y}
		n := len(row)
		for _, g := range row {
			n += len(g.S)
		}
		var sb strings.Builder
		sb.Grow(n)
		sizes = sizes[:0]
		for i, g := range row {
			if i > 0 && needSpace(row[i-1], g) {
				sb.WriteByte(' ')
			}
			sb.WriteString(g.S)
			ln.x1 = math.Max(ln.x1, g.X+g.W)
			sizes = append(sizes, g.FontSize)
		}
		ln.size = medianInPlace(sizes)
		ln.text = strings.TrimRight(sb.String(), " ")
		if strings.TrimSpace(ln.text) == "" {
			continue
		}
		out = append(out, ln)
	}
	return out
}

// needSpace reports whether the gap between glyphs a and b (same row)
// stands for a space that the text layer does not hold.
func needSpace(a, b pdflib.Text) bool {
	if strings.HasSuffix(a.S, " ") || strings.HasPrefix(b.S, " ") {
		return false
	}
	size := math.Max(a.FontSize, 1)
	gap := b.X - (a.X + a.W)
	la, _ := utf8.DecodeLastRuneInString(a.S)
	fb, _ := utf8.DecodeRuneInString(b.S)
	if isWide(la) || isWide(fb) {
		return gap > 1.0*size
	}
	return gap > 0.2*size
}

// isWide reports whether r is set full-width in CJK text (Han, kana,
// hangul, full-width forms and CJK punctuation).
func isWide(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul) ||
		(r >= 0x3000 && r <= 0x303F) || (r >= 0xFF00 && r <= 0xFFEF) || (r >= 0x2018 && r <= 0x201F) || r == 0x2014 || r == 0x2026
}

// medianInPlace returns the upper median of xs, sorting xs.
func medianInPlace(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	sort.Float64s(xs)
	return xs[len(xs)/2]
}

// findGrids finds ruled tables: groups of thin horizontal and vertical
// rules that touch, with at least two columns and one row between them.
func findGrids(rects []pdflib.Rect) []*grid {
	type rule struct {
		r     pdflib.Rect
		horiz bool
	}
	var rules []rule
	for _, r := range rects {
		w, h := r.Max.X-r.Min.X, r.Max.Y-r.Min.Y
		switch {
		case h <= 2.5 && w >= 8:
			rules = append(rules, rule{r, true})
		case w <= 2.5 && h >= 5:
			rules = append(rules, rule{r, false})
		}
	}
	if len(rules) < 4 || len(rules) > 20000 {
		return nil
	}
	// Union rules whose boxes touch (within 2pt).
	parent := make([]int, len(rules))
	for i := range parent {
		parent[i] = i
	}
	var find func(int) int
	find = func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	touch := func(a, b pdflib.Rect) bool {
		const e = 2
		return a.Min.X-e <= b.Max.X && b.Min.X-e <= a.Max.X && a.Min.Y-e <= b.Max.Y && b.Min.Y-e <= a.Max.Y
	}
	// Sort by top so only nearby rules are compared.
	idx := make([]int, len(rules))
	for i := range idx {
		idx[i] = i
	}
	sort.Slice(idx, func(i, j int) bool { return rules[idx[i]].r.Min.Y < rules[idx[j]].r.Min.Y })
	for a := 0; a < len(idx); a++ {
		ra := rules[idx[a]].r
		for b := a + 1; b < len(idx); b++ {
			rb := rules[idx[b]].r
			if rb.Min.Y > ra.Max.Y+2 {
				break
			}
			if touch(ra, rb) {
				parent[find(idx[a])] = find(idx[b])
			}
		}
	}
	groups := make(map[int][]rule)
	var order []int
	for i, r := range rules {
		k := find(i)
		if _, ok := groups[k]; !ok {
			order = append(order, k)
		}
		groups[k] = append(groups[k], r)
	}
	var out []*grid
	for _, k := range order {
		var xs, ys []float64
		top, bottom := math.Inf(-1), math.Inf(1)
		for _, r := range groups[k] {
			if r.horiz {
				ys = append(ys, (r.r.Min.Y+r.r.Max.Y)/2)
			} else {
				xs = append(xs, (r.r.Min.X+r.r.Max.X)/2)
				top, bottom = math.Max(top, r.r.Max.Y), math.Min(bottom, r.r.Min.Y)
			}
		}
		// A row broken by a page break has no rule on its open side: the
		// ends of the column rules close it.
		if len(xs) > 0 {
			ys = append(ys, top, bottom)
		}
		xs = cluster(xs, 2.5)
		ys = cluster(ys, 2.5)
		if len(xs) < 3 || len(ys) < 2 {
			continue
		}
		sort.Sort(sort.Reverse(sort.Float64Slice(ys)))
		g := &grid{top: ys[0], bottom: ys[len(ys)-1], xs: xs}
		// Row bands between horizontal rules; keep ys for fill.
		g.rows = make([][]string, 0, len(ys)-1)
		g.bands = ys
		out = append(out, g)
	}
	return out
}

// cluster sorts xs and merges values closer than tol, returning the means.
func cluster(xs []float64, tol float64) []float64 {
	sort.Float64s(xs)
	var out []float64
	var sum float64
	var n int
	for i, x := range xs {
		if i > 0 && x-xs[i-1] > tol {
			out = append(out, sum/float64(n))
			sum, n = 0, 0
		}
		sum += x
		n++
	}
	if n > 0 {
		out = append(out, sum/float64(n))
	}
	return out
}

// contains reports whether a glyph lies inside the grid.
func (g *grid) contains(t pdflib.Text) bool {
	cx := t.X + t.W/2
	cy := t.Y + 0.3*t.FontSize
	return cx > g.xs[0] && cx < g.xs[len(g.xs)-1] && cy < g.top && cy > g.bottom
}

// fill assigns glyphs to cells and builds the cell texts; it reports false
// when the grid holds no text (a decoration, not a table).
func (g *grid) fill(gs []pdflib.Text) bool {
	if len(gs) == 0 {
		return false
	}
	ncol := len(g.xs) - 1
	cells := make([][][]pdflib.Text, len(g.bands)-1)
	for i := range cells {
		cells[i] = make([][]pdflib.Text, ncol)
	}
	for _, t := range gs {
		cx := t.X + t.W/2
		cy := t.Y + 0.3*t.FontSize
		r := sort.Search(len(g.bands), func(i int) bool { return g.bands[i] < cy }) - 1
		c := sort.SearchFloat64s(g.xs, cx) - 1
		if r < 0 || r >= len(cells) || c < 0 || c >= ncol {
			continue
		}
		cells[r][c] = append(cells[r][c], t)
	}
	for _, row := range cells {
		empty := true
		texts := make([]string, ncol)
		full := make([]bool, ncol)
		for c, gs := range row {
			ls := groupLines(gs)
			texts[c] = cellText(ls)
			if texts[c] != "" {
				empty = false
				full[c] = fillsCell(ls, g.xs[c+1])
			}
		}
		if !empty {
			g.rows = append(g.rows, texts)
			g.lastFull = full
		}
	}
	return len(g.rows) > 0
}

// fillsCell reports whether the last of the lines ls of a cell ends
// within a character (and the cell's padding) of the cell's right edge.
func fillsCell(ls []*line, right float64) bool {
	if len(ls) == 0 {
		return false
	}
	last := ls[len(ls)-1]
	return right-last.x1 < last.size+cellPadding
}

// cellPadding is the room (in points) a cell keeps between its text and
// its right rule.
const cellPadding = 2

// cellText joins the lines of one cell: a cell's lines are one wrapped
// paragraph, so they are joined without a break (and without a space
// between CJK characters).
func cellText(ls []*line) string {
	var sb strings.Builder
	for _, ln := range ls {
		joinInto(&sb, ln.text)
	}
	return sb.String()
}

// joinInto appends s to sb as the continuation of the same paragraph: a
// space separates two Latin letters or digits, nothing separates anything
// else.
func joinInto(sb *strings.Builder, s string) {
	s = strings.TrimSpace(s)
	if s == "" {
		return
	}
	if sb.Len() > 0 {
		last, _ := utf8.DecodeLastRuneInString(sb.String())
		first, _ := utf8.DecodeRuneInString(s)
		if latin(last) && latin(first) {
			sb.WriteByte(' ')
		}
	}
	sb.WriteString(s)
}

func latin(r rune) bool {
	return r < 0x250 && (unicode.IsLetter(r) || unicode.IsDigit(r))
}

// median returns the upper median of xs, leaving xs as it is.
func median(xs []float64) float64 {
	return medianInPlace(append([]float64(nil), xs...))
}
