package normalize

// Layer is what a reader hands to New: the decoded text of a source and
// where each of its bytes came from.
type Layer struct {
	Path     string
	Format   string // txt, html or pdf
	Encoding string
	Raw      []byte     // the bytes spans point into
	Text     string     // decoded text, before folding
	Map      *OffsetMap // Text → Raw; nil when Text is Raw itself
	Pages    []Page     // in Text offsets (PDF readers)
	Tables   []Table    // in Text offsets (HTML and PDF readers)
	Warnings []Warning  // in Text offsets

	// Title is a title the source declares apart from its text (an
	// HTML converter's title attribute), and TitleSpan where it stands in
	// Raw; empty when there is none.
	Title     string
	TitleSpan Span
}

// New normalises a layer into a Doc: page furniture is stripped and broken
// sentences joined, then the text is folded and dates and numbers broken
// over lines are joined (JoinBroken). Every span the reader gave is
// carried into the folded text, and Map leads from the folded text back to
// Raw.
func New(l Layer) *Doc {
	l.Text = LineEnds(l.Text)
	stripped, m1, pages, warns := StripFurniture(l.Text)
	// A page set in a column of fixed width, broken wherever the width
	// falls, is read as the lines it was set from (JoinColumns).
	if joined, mc := JoinColumns(stripped); mc != nil {
		for i := range pages {
			pages[i].Span = mc.ForwardSpan(pages[i].Span)
		}
		for i := range warns {
			warns[i].Span = mc.ForwardSpan(warns[i].Span)
		}
		stripped, m1 = joined, mc.Compose(m1)
	}
	folded, m2 := Fold(stripped)
	// A line break inside a date or a number, or between a number and its
	// unit, is not a break (the text layer of a PDF puts them there).
	if joined, mj := JoinBroken(folded); mj != nil {
		folded, m2 = joined, mj.Compose(m2)
	}
	toLayer := m2.Compose(m1) // folded → layer text
	toRaw := l.Map
	if toRaw == nil {
		// Text is Raw itself: the map to it is toLayer, or its clipping.
		toRaw = toLayer.onto(len(l.Text))
	} else {
		toRaw = toLayer.Compose(toRaw)
	}
	base := func(s Span) Span {
		if l.Map == nil {
			return clip(len(l.Text), s)
		}
		return l.Map.Source(s)
	}
	d := &Doc{
		Path:      l.Path,
		Format:    l.Format,
		Encoding:  l.Encoding,
		Raw:       l.Raw,
		Text:      folded,
		Map:       toRaw,
		Title:     l.Title,
		TitleSpan: l.TitleSpan,
		layer:     l.Text,
		toLayer:   toLayer,
	}
	fwd := func(s Span) Span { return toLayer.ForwardSpan(s) }
	if len(l.Pages) > 0 {
		for _, p := range l.Pages {
			d.Pages = append(d.Pages, Page{Number: p.Number, Span: fwd(p.Span)})
		}
	} else {
		for _, p := range pages {
			d.Pages = append(d.Pages, Page{Number: p.Number, Span: m2.ForwardSpan(p.Span)})
		}
	}
	for _, t := range l.Tables {
		caption, _ := Fold(t.Caption)
		nt := Table{Span: fwd(t.Span), Caption: caption}
		for _, row := range t.Rows {
			nr := make([]Cell, len(row))
			for j, c := range row {
				sp := fwd(c.Span)
				txt := c.Text
				if sp.End <= len(folded) && sp.Start <= sp.End {
					txt = folded[sp.Start:sp.End]
				}
				nr[j] = Cell{Text: txt, Span: sp}
			}
			nt.Rows = append(nt.Rows, nr)
		}
		d.Tables = append(d.Tables, nt)
	}
	for _, w := range l.Warnings {
		w.Span = fwd(w.Span)
		d.Warnings = append(d.Warnings, w)
	}
	for _, w := range warns {
		w.Span = m2.ForwardSpan(w.Span)
		if w.Removed {
			w.Source = base(w.Source)
		}
		d.Warnings = append(d.Warnings, w)
	}
	d.lineStarts = lineStarts(d.Text)
	d.lines = SplitLines(d.Text, 0)
	return d
}
