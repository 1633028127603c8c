package announce

import (
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// Announcement extracts the header of a filing: the issuer, the kind of
// document, its title, number, date and stock codes.
//
// Filings state the header in several places and some lose it entirely (a
// newspaper continuation starts mid-document), so each field is taken from
// the most specific place that states it: the header block above the body,
// the 释义 (definitions) table, the signature block after 特此公告, and
// only then the body as a whole.
type Announcement struct {
	// Kinds tells the kind of document from its title, from the opening
	// lines of a document without one, or from the body of a document
	// with neither (a newspaper continuation). The kinds and their wording
	// are declared in package pipeline/kind (pipeline.Extractors passes
	// kind.Default). Nil: every document is of kind other.
	Kinds Classifier
}

// Classifier tells a document's kind from the parts of it that name it;
// kind.Set implements it. at and end are the span, in the text given, of
// the words that told the kind.
type Classifier interface {
	Title(title string) (kind string, ok bool)
	Opening(opening string) (kind string, at, end int, ok bool)
	Body(text string) (kind string, at, end int, ok bool)
}

// Name implements Extractor.
func (Announcement) Name() string { return "announcement" }

// Extract implements Extractor.
//
// The rules read the simplified form of the text (normalize.Simplified:
// a mirror's 董事會決議公告, 證券代碼, 特此公告 / …董事會), whose offsets are the
// text's; the title, company, number and short names are given as
// printed.
func (x Announcement) Extract(c *extract.Context) {
	orig := c.Doc.Text
	text, lines := simplifiedView(orig, c.Doc.Lines())
	text, lines = blankPortalLinks(text, lines)
	header, above := headerLines(lines)
	first, _, _ := findNumber(text, header)
	second, from, several := secondAnnouncement(text, lines, first)
	if several {
		// A page that holds another announcement after this one (a
		// newspaper's page): the header, the signature and the date are
		// read from this one's lines only.
		lines = lines[:from]
		header, above = headerLines(lines)
	}
	a := &schema.Announcement{Evidence: map[string]schema.Ref{}}

	title, titleSpan := findTitle(lines, header, above)
	if i, j, ok := garbledLatin(text[titleSpan.Start:titleSpan.End]); ok && title != "" {
		c.Warn(schema.WarnUnreadableText, "the title holds Latin letters run into its Han characters where the text's font printed a character as other glyphs; the title is not given as read", normalize.Span{Start: titleSpan.Start + i, End: titleSpan.Start + j})
	} else if title != "" {
		a.Title = printed(orig, text, title, titleSpan)
		a.Evidence["title"] = c.Ref(titleSpan)
	}
	if name, sp, ok := findCompany(text, lines, header, title, titleSpan); ok {
		name, sp = statedName(text, c.Doc.SourceText(sp), name, sp)
		a.Company = printed(orig, text, name, sp)
		a.Evidence["company"] = c.Ref(sp)
	} else {
		// A short name (蓝光发展) or 本公司 is not the issuer's name; the
		// warning stands where the title does, or at the start.
		c.Warn(schema.WarnCompanyNotFound, "the issuer's full name is not stated in the header, the title, the text's naming of itself or the signature; no company is given", titleSpan)
	}
	// The kind is told from the simplified form of a mirror printed in
	// traditional characters (股東大會決議); the offsets are the same.
	kind, kindSpan := findKind(text, title, titleSpan, openingSpan(text, lines, titleSpan), x.Kinds)
	if kind == schema.KindOther {
		kind, kindSpan = wrappedTitleKind(lines, title, titleSpan, x.Kinds, kind, kindSpan)
	}
	a.Kind = kind
	if !kindSpan.Empty() {
		a.Evidence["kind"] = c.Ref(kindSpan)
	}
	if a.Title == "" && c.Doc.Title != "" {
		// No title in the text, or one it prints unreadable: the one the
		// source declares apart from it (a converted filing's title attribute: 简称 and title).
		declared, _ := normalize.Fold(c.Doc.Title)
		ref := schema.Ref{Text: c.Doc.Title, Span: schema.Span{c.Doc.TitleSpan.Start, c.Doc.TitleSpan.End}}
		a.Title = declared
		a.Evidence["title"] = ref
		if x.Kinds != nil {
			if k, ok := x.Kinds.Title(normalize.Simplified(declared)); ok {
				a.Kind = k
				a.Evidence["kind"] = ref
			}
		}
	}
	if num, sp, ok := findNumber(text, header); ok {
		a.Number = printed(orig, text, num, sp)
		a.Evidence["number"] = c.Ref(sp)
	}
	if d, sp, ok := findAnnouncementDate(lines, header); ok {
		a.Date = d
		a.Evidence["date"] = c.Ref(sp)
	} else if sp, ok := garbledSignatureDate(lines); ok {
		c.Warn(schema.WarnUnreadableText, "the signature's date has a date's shape but its numerals are printed in other characters (a converted filing's font); no date is given", sp)
	}
	for _, sc := range bondCodes(text, findStockCodes(text, header)) {
		a.StockCodes = append(a.StockCodes, schema.StockCode{
			Market: sc.market, Code: sc.code, ShortName: printed(orig, text, sc.name, sc.span), Span: c.Span(sc.span),
		})
	}
	if several {
		c.Warn(schema.WarnSeveralAnnouncements, "another announcement's header begins here (a newspaper page or a merged file); the announcement's header is read from the first", second)
	}
	if len(a.Evidence) == 0 {
		a.Evidence = nil
	}
	c.Out.Announcement = a
}

// simplifiedView returns the simplified form of text and its lines
// (normalize.Simplified: same offsets), text and lines themselves when
// nothing is traditional.
func simplifiedView(text string, lines []normalize.Line) (string, []normalize.Line) {
	st := normalize.Simplified(text)
	if st == text {
		return text, lines
	}
	out := make([]normalize.Line, len(lines))
	for i, ln := range lines {
		out[i] = normalize.Line{Text: st[ln.Span.Start:ln.Span.End], Span: ln.Span}
	}
	return st, out
}

// printed returns value v, read from the simplified text st within span
// sp, as the text prints it: the same bytes of text where v stands in the
// span as it is (offsets are the same), else v with each simplified
// character of the span written as the text prints it there (a title
// joined from its lines).
func printed(text, st, v string, sp normalize.Span) string {
	if st == text || v == "" || sp.Start < 0 || sp.End > len(st) || sp.End < sp.Start {
		return v
	}
	if i := strings.Index(st[sp.Start:sp.End], v); i >= 0 {
		return text[sp.Start+i : sp.Start+i+len(v)]
	}
	back := map[rune]rune{}
	for i, r := range st[sp.Start:sp.End] {
		if t, _ := utf8.DecodeRuneInString(text[sp.Start+i:]); t != r {
			if _, ok := back[r]; !ok {
				back[r] = t
			}
		}
	}
	if len(back) == 0 {
		return v
	}
	return strings.Map(func(r rune) rune {
		if t, ok := back[r]; ok {
			return t
		}
		return r
	}, v)
}

// hasTerm reports whether the cell lists one of terms: "公司、发行人",
// "本次发行/本次非公开发行".
func hasTerm(cell string, terms map[string]bool) bool {
	for _, p := range strings.FieldsFunc(cell, func(r rune) bool {
		return r == '、' || r == '/' || r == ',' || r == ' ' || r == '或'
	}) {
		if terms[p] {
			return true
		}
	}
	return false
}
