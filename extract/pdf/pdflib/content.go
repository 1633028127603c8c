// Copyright 2014 The Go Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Content-stream walking (added; see CHANGES.md): glyph positions in
// device space, fonts resolved per page, form XObjects followed, and any
// panic raised while parsing a page returned as an error for that page.

package pdflib

import (
	"errors"
	"fmt"
	"math"
	"sort"
	"sync"
)

// maxFormDepth bounds nested form XObjects. A form that draws itself (or
// an ancestor) fails the page with ErrCycle; maxForms bounds how many forms
// one page may run in all, since forms that each draw the next one ten
// times are a tree of 10^depth runs without any cycle.
const (
	maxFormDepth = 8
	maxForms     = 10000
)

// fontKey identifies a font for caching: the object holding the font
// dictionary and the resource name it was found under. Two pages whose /F1
// are different objects get different fonts.
type fontKey struct {
	ptr  objptr
	name string
}

// fontCache holds the fonts parsed so far for one Reader.
type fontCache struct {
	mu sync.Mutex
	m  map[fontKey]*fontInfo
}

func (r *Reader) font(res Value, fname string) *fontInfo {
	fonts := res.Key("Font")
	if d, ok := fonts.data.(dict); ok {
		// A font dictionary that is an object of its own (as in every
		// real file) is found in the cache by its reference, before it is
		// parsed: parsing it again on every page (its /Widths, a CID
		// font's /W) took a third of the time of reading the corpus PDFs.
		if ptr, ok := d[name(fname)].(objptr); ok {
			r.fonts.mu.Lock()
			f, ok := r.fonts.m[fontKey{ptr, fname}]
			r.fonts.mu.Unlock()
			if ok {
				return f
			}
		}
	}
	v := fonts.Key(fname)
	if v.Kind() != Dict {
		return nil
	}
	k := fontKey{v.ptr, fname}
	r.fonts.mu.Lock()
	defer r.fonts.mu.Unlock()
	if f, ok := r.fonts.m[k]; ok {
		return f
	}
	f := newFontInfo(v)
	if r.fonts.m == nil {
		r.fonts.m = make(map[fontKey]*fontInfo)
	}
	r.fonts.m[k] = f
	return f
}

// maxPageTreeDepth bounds the page tree's nesting (real files use a few
// levels; a balanced tree of a million pages needs under 20).
const maxPageTreeDepth = 64

// Pages returns every page of the document in order, walking the page tree
// once (Reader.Page walks it from the root for every call). A node listed
// twice is read once. A node that is its own ancestor, or a tree nested
// deeper than maxPageTreeDepth, fails with an error wrapping ErrCycle; a
// malformed tree is returned as an error.
func (r *Reader) Pages() (pages []Page, err error) {
	defer recoverTo(&err, func() { pages = nil })
	seen := make(map[objptr]bool)
	onPath := make(map[objptr]bool)
	var walk func(v Value, depth int)
	walk = func(v Value, depth int) {
		if v.Kind() != Dict {
			return
		}
		if depth > maxPageTreeDepth {
			panic(fmt.Errorf("%w: page tree nested more than %d deep", ErrCycle, maxPageTreeDepth))
		}
		if v.ptr != (objptr{}) {
			if onPath[v.ptr] {
				panic(fmt.Errorf("%w: page tree node %d is its own ancestor", ErrCycle, v.ptr.id))
			}
			if seen[v.ptr] {
				return
			}
			seen[v.ptr] = true
			onPath[v.ptr] = true
			defer delete(onPath, v.ptr)
		}
		kids := v.Key("Kids")
		if v.Key("Type").Name() == "Page" || (kids.Kind() != Array && v.Key("Contents").Kind() != Null) {
			pages = append(pages, Page{v})
			return
		}
		for i := 0; i < kids.Len(); i++ {
			walk(kids.Index(i), depth+1)
		}
	}
	walk(r.Trailer().Key("Root").Key("Pages"), 0)
	return pages, nil
}

// PageContent returns what page p draws: every glyph with its position in
// default user space (y grows upwards) and the rectangles and straight
// rules drawn, following form XObjects. Fonts are resolved from the page's
// own resources. A panic while parsing the page is returned as an error
// wrapping the panic value when it is an error.
func (r *Reader) PageContent(p Page) (c Content, err error) {
	return r.PageContentReuse(p, nil)
}

// PageContentReuse is PageContent putting the glyphs in text[:0], so that
// a caller done with one page's Content.Text can hand its storage to the
// next page.
func (r *Reader) PageContentReuse(p Page, text []Text) (c Content, err error) {
	defer recoverTo(&err, func() { c = Content{} })
	if p.V.IsNull() {
		return Content{}, nil
	}
	clear(text)
	w := &walker{r: r, text: text[:0]}
	g := gstate{Th: 1, CTM: ident, Tm: ident, Tlm: ident}
	w.run(p.V.Key("Contents"), p.Resources(), g, 0)
	return Content{Text: w.text, Rect: w.rect, Images: w.images}, nil
}

type walker struct {
	r      *Reader
	text   []Text
	rect   []Rect
	images int
	forms  []objptr // the form XObjects being run, outermost first
	nforms int      // form XObjects run so far on this page
}

// textState is the part of the graphics state the walker tracks besides
// the upstream gstate fields.
type walkState struct {
	gstate
	font *fontInfo
}

func (w *walker) run(strm Value, res Value, g0 gstate, depth int) {
	if strm.Kind() != Stream && strm.Kind() != Array {
		return
	}
	g := walkState{gstate: g0}
	// Fonts by resource name for this stream: resolving the font dictionary
	// on every Tf re-parsed it (and its /Widths array) from the file.
	fonts := make(map[string]*fontInfo)
	var stack []walkState
	var path []Point // current subpath points, device space
	var args []operand

	num := func(i int) float64 {
		if i < len(args) {
			return args[i].float()
		}
		return 0
	}
	show := func(s string) {
		if g.font == nil {
			return
		}
		f := g.font
		for len(s) > 0 {
			n := f.codeLen(s)
			code := s[:n]
			s = s[n:]
			w0 := f.width(code)
			trm := matrix{{g.Tfs * g.Th, 0, 0}, {0, g.Tfs, 0}, {0, g.Trise, 1}}.mul(g.Tm).mul(g.CTM)
			size := math.Hypot(trm[1][0], trm[1][1])
			xs := math.Hypot(trm[0][0], trm[0][1])
			w.text = append(w.text, Text{
				Font:     f.name,
				FontSize: size,
				X:        trm[2][0],
				Y:        trm[2][1],
				W:        w0 * xs,
				S:        f.decodeCode(code),
			})
			tx := w0*g.Tfs + g.Tc
			if n == 1 && code[0] == ' ' {
				tx += g.Tw
			}
			g.Tm = matrix{{1, 0, 0}, {0, 1, 0}, {tx * g.Th, 0, 1}}.mul(g.Tm)
		}
	}
	devPoint := func(x, y float64) Point {
		return Point{x*g.CTM[0][0] + y*g.CTM[1][0] + g.CTM[2][0], x*g.CTM[0][1] + y*g.CTM[1][1] + g.CTM[2][1]}
	}
	addRect := func(a, b Point) {
		w.rect = append(w.rect, Rect{Point{math.Min(a.X, b.X), math.Min(a.Y, b.Y)}, Point{math.Max(a.X, b.X), math.Max(a.Y, b.Y)}})
	}
	nextLine := func() {
		g.Tlm = matrix{{1, 0, 0}, {0, 1, 0}, {0, -g.Tl, 1}}.mul(g.Tlm)
		g.Tm = g.Tlm
	}

	interpretContent(contentReader(strm), func(op opcode, a []operand) {
		args = a
		switch op {
		case opq:
			if len(stack) < 1024 {
				stack = append(stack, g)
			}
		case opQ:
			if n := len(stack); n > 0 {
				g = stack[n-1]
				stack = stack[:n-1]
			}
		case opcm:
			if len(args) == 6 {
				var m matrix
				for i := 0; i < 6; i++ {
					m[i/2][i%2] = num(i)
				}
				m[2][2] = 1
				g.CTM = m.mul(g.CTM)
			}
		case opm:
			path = append(path[:0], devPoint(num(0), num(1)))
		case opl:
			p := devPoint(num(0), num(1))
			if n := len(path); n > 0 {
				addRect(path[n-1], p)
			}
			path = append(path, p)
		case opre:
			x, y, wd, ht := num(0), num(1), num(2), num(3)
			addRect(devPoint(x, y), devPoint(x+wd, y+ht))
		case opBT:
			g.Tm = ident
			g.Tlm = ident
		case opTc:
			g.Tc = num(0)
		case opTw:
			g.Tw = num(0)
		case opTz:
			g.Th = num(0) / 100
		case opTL:
			g.Tl = num(0)
		case opTs:
			g.Trise = num(0)
		case opTr:
			g.Tmode = int(num(0))
		case opTf:
			if len(args) == 2 {
				name := args[0].name()
				f, ok := fonts[name]
				if !ok {
					f = w.r.font(res, name)
					fonts[name] = f
				}
				g.font = f
				g.Tfs = num(1)
			}
		case opTD:
			g.Tl = -num(1)
			fallthrough
		case opTd:
			g.Tlm = matrix{{1, 0, 0}, {0, 1, 0}, {num(0), num(1), 1}}.mul(g.Tlm)
			g.Tm = g.Tlm
		case opTm:
			if len(args) == 6 {
				var m matrix
				for i := 0; i < 6; i++ {
					m[i/2][i%2] = num(i)
				}
				m[2][2] = 1
				g.Tm = m
				g.Tlm = m
			}
		case opTstar:
			nextLine()
		case opTj:
			if len(args) == 1 {
				show(args[0].str())
			}
		case opQuote:
			if len(args) == 1 {
				nextLine()
				show(args[0].str())
			}
		case opDQuote:
			if len(args) == 3 {
				g.Tw, g.Tc = num(0), num(1)
				nextLine()
				show(args[2].str())
			}
		case opTJ:
			if len(args) != 1 {
				return
			}
			v := &args[0]
			for i := range v.arr {
				x := &v.arr[i]
				if x.kind == String {
					show(x.str())
				} else {
					tx := -x.float() / 1000 * g.Tfs * g.Th
					g.Tm = matrix{{1, 0, 0}, {0, 1, 0}, {tx, 0, 1}}.mul(g.Tm)
				}
			}
		case opDo:
			if len(args) != 1 {
				return
			}
			xo := res.Key("XObject").Key(args[0].name())
			switch xo.Key("Subtype").Name() {
			case "Image":
				w.images++
			case "Form":
				if depth >= maxFormDepth {
					return
				}
				for _, p := range w.forms {
					if p == xo.ptr && p != (objptr{}) {
						panic(fmt.Errorf("%w: form XObject %d draws itself", ErrCycle, p.id))
					}
				}
				if w.nforms++; w.nforms > maxForms {
					panic(fmt.Errorf("%w: more than %d form XObjects drawn on one page", ErrCycle, maxForms))
				}
				fg := g.gstate
				if m := xo.Key("Matrix"); m.Len() == 6 {
					var mm matrix
					for i := 0; i < 6; i++ {
						mm[i/2][i%2] = m.Index(i).Float64()
					}
					mm[2][2] = 1
					fg.CTM = mm.mul(fg.CTM)
				}
				fres := xo.Key("Resources")
				if fres.Kind() != Dict {
					fres = res
				}
				w.forms = append(w.forms, xo.ptr)
				w.run(xo, fres, fg, depth+1)
				w.forms = w.forms[:len(w.forms)-1]
			}
		case opBI:
			w.images++
		}
	})
}

// Rows returns the glyphs of c grouped into rows by baseline, top row
// first (whatever order the producer drew them in), each row sorted left
// to right. Glyphs whose baselines differ by less than tol share a row.
func (c Content) Rows(tol float64) Rows {
	ts := make([]Text, 0, len(c.Text))
	for _, t := range c.Text {
		if t.S != "" {
			ts = append(ts, t)
		}
	}
	sort.SliceStable(ts, func(i, j int) bool { return ts[i].Y > ts[j].Y })
	var rows Rows
	for _, t := range ts {
		if n := len(rows); n > 0 && math.Abs(float64(rows[n-1].Position)-t.Y) <= tol {
			rows[n-1].Content = append(rows[n-1].Content, t)
			continue
		}
		rows = append(rows, &Row{Position: int64(math.Round(t.Y)), Content: TextHorizontal{t}})
	}
	for _, r := range rows {
		sort.Stable(r.Content)
	}
	return rows
}

// ErrStreamTooLarge is returned (wrapped) when a stream decompresses to more
// than Reader.MaxStreamBytes.
var ErrStreamTooLarge = errors.New("stream exceeds the decompressed size limit")

// limitReader fails with ErrStreamTooLarge once more than n bytes are read.
type limitReader struct {
	r interface{ Read([]byte) (int, error) }
	n int64
}

func (l *limitReader) Read(p []byte) (int, error) {
	if l.n < 0 {
		return 0, ErrStreamTooLarge
	}
	if int64(len(p)) > l.n+1 {
		p = p[:l.n+1]
	}
	n, err := l.r.Read(p)
	l.n -= int64(n)
	if l.n < 0 {
		return n, ErrStreamTooLarge
	}
	return n, err
}
