package announce

import (
	"regexp"
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

// headerMaxLines bounds the header block: the lines above the first body
// paragraph, never more than this many.
const headerMaxLines = 20

// headerLineMaxRunes is the longest line still read as a header line; a
// longer one is the first body paragraph.
const headerLineMaxRunes = 60

var (

	// Title suffixes: 董事会会议决议公告, 非公开发行境内优先股预案,
	// 股东大会议事规则, optionally followed by a revision note.
	titleSuffixRe = regexp.MustCompile(`(?:公告|预案|方案|规则|办法|报告书|报告|通知|说明书|意见|章程|规划)(?:\([^)]{0,12}\))?$`)

	// "公告编号：临2014-028", "编号：2014-045号".
	announcementNumberRe = regexp.MustCompile(`(?:公告)?编号\s*:\s*([^\s:|]+)`)

	// Stock code labels: "股票代码：601939", "A股证券代码：601818",
	// "H股代码：3988", "证券简称：招商银行", "A股简称：中国银行".
	stockLabelRe = regexp.MustCompile(`([AHB]股|优先股)?\s*(?:证券|股票)?(代码|简称)\s*:\s*`)
	stockCodeRe  = regexp.MustCompile(`^\d{4,6}`)
	stockNameRe  = regexp.MustCompile(`^[^\s:|,]+`)

	// A numbered part of a document: "第三节 发行方案", "第一章 总则".
	sectionHeadingRe = regexp.MustCompile(`^第[一二三四五六七八九十百\d]+[节章部篇]`)

	// "中国建设银行股份有限公司（以下简称“本行”）": the issuer naming itself.
	selfNameRe = regexp.MustCompile(`(?:^|[,。;:、“《\s])([\p{Han}()·]{2,30}?(?:股份有限公司|有限公司))\((?:以下)?(?:简称|称)?[“"](?:本行|本公司|公司|我行|发行人)[”"]`)

	// Names in running text, for the last-resort frequency count: at a line
	// start or after punctuation or 《.
	boundedNameRe = regexp.MustCompile(`(?:^|[,。;:、“《\s|])([\p{Han}·]{2,20}?(?:股份有限公司|有限公司))`)
)

// selfTerms are the words a filing uses for its issuer in the left cell of
// the 释义 table: "公司、发行人 | 指 | 兴业银行股份有限公司".
var selfTerms = map[string]bool{"公司": true, "本公司": true, "发行人": true, "本行": true, "我行": true, "上市公司": true}

// documentTerms are the words a filing uses for itself in the 释义 table:
// "本预案 | 指 | …审议通过的《兴业银行股份有限公司非公开发行境内优先股预案》".
var documentTerms = map[string]bool{"本预案": true, "本方案": true, "本公告": true, "本报告": true, "本规则": true, "本议事规则": true}

// Extract implements Extractor.
func (x Announcement) Extract(c *extract.Context) {
	text := c.Doc.Text
	lines := c.Doc.Lines()
	header := headerLines(lines)
	a := &schema.Announcement{Evidence: map[string]schema.Ref{}}

	title, titleSpan := findTitle(lines, header)
	if title != "" {
		a.Title = title
		a.Evidence["title"] = c.Ref(titleSpan)
	}
	if name, sp, ok := findCompany(text, lines, header, title, titleSpan); ok {
		a.Company = name
		a.Evidence["company"] = c.Ref(sp)
	}
	kind, kindSpan := findKind(text, title, titleSpan, x.Kinds)
	a.Kind = kind
	if !kindSpan.Empty() {
		a.Evidence["kind"] = c.Ref(kindSpan)
	}
	if num, sp, ok := findNumber(text, header); ok {
		a.Number = num
		a.Evidence["number"] = c.Ref(sp)
	}
	if d, sp, ok := findAnnouncementDate(lines, header); ok {
		a.Date = d
		a.Evidence["date"] = c.Ref(sp)
	}
	for _, sc := range bondCodes(text, findStockCodes(text, header)) {
		a.StockCodes = append(a.StockCodes, schema.StockCode{
			Market: sc.market, Code: sc.code, ShortName: sc.name, Span: c.Span(sc.span),
		})
	}
	if len(a.Evidence) == 0 {
		a.Evidence = nil
	}
	c.Out.Announcement = a
}

// headerLines returns the lines above the first body paragraph (a line
// longer than headerLineMaxRunes), at most headerMaxLines non-empty ones.
func headerLines(lines []normalize.Line) []normalize.Line {
	var out []normalize.Line
	for _, ln := range lines {
		t := strings.TrimSpace(ln.Text)
		if t == "" {
			continue
		}
		if utf8.RuneCountInString(t) > headerLineMaxRunes || len(out) >= headerMaxLines {
			break
		}
		out = append(out, ln)
	}
	return out
}

// findTitle returns the title: the header line ending in a document word
// (公告, 预案, 规则 …), joined to the company line above it when it does not
// start with a name of its own; failing that, the document's own entry in
// the 释义 table.
func findTitle(lines, header []normalize.Line) (string, normalize.Span) {
	for i, ln := range header {
		t, sp, ok := titleIn(ln)
		if !ok {
			continue
		}
		if !extract.CompanyNameRe.MatchString(t) && i > 0 {
			prev, psp := extract.TrimLine(header[i-1])
			if m := extract.CompanyNameRe.FindString(prev); m != "" && m == prev {
				return prev + t, normalize.Span{Start: psp.Start, End: sp.End}
			}
		}
		return t, sp
	}
	for _, ln := range lines {
		m := extract.DefinitionRow(ln.Text)
		if m == nil || !hasTerm(ln.Text[m[2]:m[3]], documentTerms) {
			continue
		}
		def := ln.Text[m[4]:m[5]]
		open := strings.LastIndex(def, "《")
		closeAt := strings.LastIndex(def, "》")
		if open >= 0 && closeAt > open {
			s := ln.Span.Start + m[4] + open + len("《")
			return def[open+len("《") : closeAt], normalize.Span{Start: s, End: s + closeAt - open - len("《")}
		}
	}
	return "", normalize.Span{}
}

// titleIn returns the title a header line holds. A page's running header
// can be run together with the title ("招商银行:股东大会议事规则(2022年修
// 订)招商银行股份有限公司股东大会议事规则"), so the tails of the line after
// a ':' or ')' are candidates too; a tail that starts with a company name is
// preferred, and a candidate never holds a ':'.
func titleIn(ln normalize.Line) (string, normalize.Span, bool) {
	t, sp := extract.TrimLine(ln)
	if extract.DateLineRe.MatchString(t) {
		return "", normalize.Span{}, false
	}
	var cands []int
	for i, r := range t {
		if r == ':' || r == ')' {
			cands = append(cands, i+1)
		}
	}
	for _, off := range cands {
		tail := t[off:]
		if extract.CompanyNameRe.MatchString(tail) && isTitle(tail) {
			return tail, normalize.Span{Start: sp.Start + off, End: sp.End}, true
		}
	}
	if isTitle(t) {
		return t, sp, true
	}
	return "", normalize.Span{}, false
}

// isTitle reports whether t reads as a document title: not a numbered
// heading of a table of contents or of the body ("二、本次优先股发行方案",
// "第三节 发行方案").
func isTitle(t string) bool {
	if extract.CNHeadingRe.MatchString(t) || extract.ArabicHeadingRe.MatchString(t) || extract.ItemHeadingRe.MatchString(t) || sectionHeadingRe.MatchString(t) {
		return false
	}
	return !normalize.Contains(t, ":") && titleSuffixRe.MatchString(t) && utf8.RuneCountInString(t) >= 3
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

// findCompany returns the issuer's name, from the most specific place that
// states it: a header line that is the name; the 释义 table; the title
// starting with it; the signature block; the issuer naming itself
// (以下简称“本行”); and last the name most often written in the document.
func findCompany(text string, lines, header []normalize.Line, title string, titleSpan normalize.Span) (string, normalize.Span, bool) {
	for _, ln := range header {
		t, sp := extract.TrimLine(ln)
		if m := extract.CompanyNameRe.FindString(t); m != "" && m == t {
			return m, sp, true
		}
	}
	for _, ln := range lines {
		m := extract.DefinitionRow(ln.Text)
		if m == nil || !hasTerm(ln.Text[m[2]:m[3]], selfTerms) {
			continue
		}
		def := ln.Text[m[4]:m[5]]
		if n := extract.CompanyNameRe.FindString(def); n != "" && n == def {
			s := ln.Span.Start + m[4]
			return n, normalize.Span{Start: s, End: s + len(n)}, true
		}
	}
	if m := extract.CompanyNameRe.FindString(title); m != "" && strings.HasPrefix(text[titleSpan.Start:], m) {
		return m, normalize.Span{Start: titleSpan.Start, End: titleSpan.Start + len(m)}, true
	}
	if n, sp, ok := signatureCompany(lines); ok {
		return n, sp, true
	}
	if m := selfNameRe.FindStringSubmatchIndex(text); m != nil {
		return text[m[2]:m[3]], normalize.Span{Start: m[2], End: m[3]}, true
	}
	counts := map[string]int{}
	first := map[string]normalize.Span{}
	best := ""
	for _, m := range boundedNameRe.FindAllStringSubmatchIndex(text, -1) {
		n := text[m[2]:m[3]]
		counts[n]++
		if _, ok := first[n]; !ok {
			first[n] = normalize.Span{Start: m[2], End: m[3]}
		}
		if counts[n] > counts[best] || (counts[n] == counts[best] && first[n].Start < first[best].Start) {
			best = n
		}
	}
	if best != "" {
		return best, first[best], true
	}
	return "", normalize.Span{}, false
}

// signatureCompany finds the signature block: a line that is the company
// name with 董事会 run on ("中国农业银行股份有限公司董事会"), or the name
// alone followed within two non-empty lines by 董事会 or a date. The block
// after 特此公告 is preferred.
func signatureCompany(lines []normalize.Line) (string, normalize.Span, bool) {
	afterNotice := false
	found := false
	var name string
	var span normalize.Span
	for i, ln := range lines {
		t, sp := extract.TrimLine(ln)
		if strings.HasPrefix(t, "特此公告") {
			afterNotice = true
			continue
		}
		if !extract.IsSignatureLine(t) || t == "董事会" || t == "监事会" {
			continue
		}
		m := extract.CompanyNameRe.FindString(t)
		if m == t && !signatureFollows(lines[i+1:]) {
			continue
		}
		ns := normalize.Span{Start: sp.Start, End: sp.Start + len(m)}
		if afterNotice {
			return m, ns, true
		}
		if !found {
			found, name, span = true, m, ns
		}
	}
	return name, span, found
}

// signatureFollows reports whether one of the next two non-empty lines is
// 董事会/监事会 or a date line.
func signatureFollows(lines []normalize.Line) bool {
	n := 0
	for _, ln := range lines {
		t, _ := extract.TrimLine(ln)
		if t == "" {
			continue
		}
		if t == "董事会" || t == "监事会" || extract.DateLineRe.MatchString(t) {
			return true
		}
		n++
		if n >= 2 {
			return false
		}
	}
	return false
}

// openingRunes is how much of a document without a title is read as its
// opening lines: the responsibility statement and the 重要提示 list or the
// sentence that reports the meeting.
const openingRunes = 600

// findKind decides the kind of document from its title; a document
// without one (a page that dropped it) by its opening lines; a document
// whose opening does not tell either (a newspaper continuation, whose
// title is on another page) by its body. A title that no kind places is
// of kind other: the presence of a tally, or of any clause, never decides
// the kind of a document that has a title.
func findKind(text, title string, titleSpan normalize.Span, kinds Classifier) (string, normalize.Span) {
	if kinds == nil {
		return schema.KindOther, normalize.Span{}
	}
	if title != "" {
		if k, ok := kinds.Title(title); ok {
			return k, titleSpan
		}
		return schema.KindOther, normalize.Span{}
	}
	if k, at, end, ok := kinds.Opening(normalize.Head(text, openingRunes)); ok {
		return k, normalize.Span{Start: at, End: end}
	}
	if k, at, end, ok := kinds.Body(text); ok {
		return k, normalize.Span{Start: at, End: end}
	}
	return schema.KindOther, normalize.Span{}
}

// findNumber returns the announcement number from the header: 公告编号：
// 临2014-028 (em dashes are already folded to '-').
func findNumber(text string, header []normalize.Line) (string, normalize.Span, bool) {
	for _, ln := range header {
		m := announcementNumberRe.FindStringSubmatchIndex(ln.Text)
		if m == nil {
			continue
		}
		v := ln.Text[m[2]:m[3]]
		return v, normalize.Span{Start: ln.Span.Start + m[2], End: ln.Span.Start + m[3]}, true
	}
	return "", normalize.Span{}, false
}

// findAnnouncementDate returns the date of the filing: a date line in the
// header ("(2014年12月12日)", the cover's "二〇一四年六月"), else the date
// line of the signature block. Dates in the body are never used.
func findAnnouncementDate(lines, header []normalize.Line) (string, normalize.Span, bool) {
	for _, ln := range header {
		t, sp := extract.TrimLine(ln)
		if m := extract.DateLineRe.FindStringSubmatchIndex(t); m != nil {
			if d, ok := extract.ParseDate(t[m[2]:m[3]]); ok {
				return d, normalize.Span{Start: sp.Start + m[2], End: sp.Start + m[3]}, true
			}
		}
	}
	afterNotice := false
	var found []normalize.Span
	var dates []string
	for i, ln := range lines {
		t, _ := extract.TrimLine(ln)
		if strings.HasPrefix(t, "特此公告") {
			afterNotice = true
		}
		if !extract.IsSignatureLine(t) {
			continue
		}
		for _, next := range lines[i+1:] {
			nt, nsp := extract.TrimLine(next)
			if nt == "" || nt == "董事会" || nt == "监事会" {
				continue
			}
			if m := extract.DateLineRe.FindStringSubmatchIndex(nt); m != nil {
				if d, ok := extract.ParseDate(nt[m[2]:m[3]]); ok {
					if afterNotice {
						return d, normalize.Span{Start: nsp.Start + m[2], End: nsp.Start + m[3]}, true
					}
					found = append(found, normalize.Span{Start: nsp.Start + m[2], End: nsp.Start + m[3]})
					dates = append(dates, d)
				}
			}
			break
		}
	}
	if len(found) > 0 {
		return dates[0], found[0], true
	}
	return "", normalize.Span{}, false
}

// stockCode is one listing found in the header.
type stockCode struct {
	market, code, name string
	span               normalize.Span
}

// findStockCodes reads the code and short-name labels of the header, on one
// line or two, and pairs each code with the short name of the same market:
// "A股证券代码：601818 A股证券简称：光大银行", "股票代码：601166\n股票简称：
// 兴业银行". A code without a market label is an A share when it has six
// digits (the Shanghai and Shenzhen codes) and an H share otherwise.
func findStockCodes(text string, header []normalize.Line) []stockCode {
	if len(header) == 0 {
		return nil
	}
	base := header[0].Span.Start
	block := text[base:header[len(header)-1].Span.End]
	type label struct {
		market, kind, value string
		span                normalize.Span
		used                bool
	}
	var codes, names []*label
	for _, m := range stockLabelRe.FindAllStringSubmatchIndex(block, -1) {
		mk := ""
		if m[2] >= 0 {
			mk = block[m[2] : m[2]+1] // A, B or H
			if strings.HasPrefix(block[m[2]:m[3]], "优先股") {
				mk = "preference" // 优先股代码：360005
			}
		}
		kind := block[m[4]:m[5]]
		rest := block[m[1]:]
		if kind == "代码" {
			v := stockCodeRe.FindString(rest)
			if v == "" {
				continue
			}
			if mk == "" {
				mk = "H"
				if len(v) == 6 {
					mk = "A"
				}
			}
			codes = append(codes, &label{market: mk, kind: kind, value: v, span: normalize.Span{Start: base + m[0], End: base + m[1] + len(v)}})
			continue
		}
		v := stockNameRe.FindString(rest)
		// The next label on the line ends the name; a name may itself end
		// in B股 (云赛B股).
		for _, stop := range []string{"公告编号", "编号", "A股代码", "H股代码", "B股代码", "A股简称", "H股简称", "B股简称", "优先股代码", "优先股简称", "证券代码", "股票代码"} {
			if i := normalize.Index(v, stop); i > 0 {
				v = v[:i]
			}
		}
		if v == "" {
			continue
		}
		names = append(names, &label{market: mk, kind: kind, value: v, span: normalize.Span{Start: base + m[0], End: base + m[1] + len(v)}})
	}
	var out []stockCode
	for _, cd := range codes {
		sc := stockCode{market: cd.market, code: cd.value, span: cd.span}
		var pick *label
		for _, n := range names {
			if n.used || (n.market != "" && n.market != cd.market) {
				continue
			}
			if pick == nil || absInt(n.span.Start-cd.span.Start) < absInt(pick.span.Start-cd.span.Start) {
				pick = n
			}
		}
		if pick != nil {
			pick.used = true
			sc.name = pick.value
			sc.span = sc.span.Union(pick.span)
		}
		out = append(out, sc)
	}
	return out
}

func absInt(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
