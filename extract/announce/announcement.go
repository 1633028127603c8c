package announce

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/internal/lazyre"

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
	// A web page's heading may end in 决议 (东方材料:第三届监事会第五次
	// 会议决议2017-11-15); a prospectus's summary in 摘要 (大秦铁路股份有限
	// 公司公开发行可转换公司债券募集说明书摘要, 2020); a statement in 说明
	// (董事会关于重大合同双方履约能力的分析说明).
	titleSuffixRe = lazyre.New(`(?:公告|预案|方案|规则|办法|报告书|报告|公告书|通知|说明书|说明|意见|章程|规划|决议|说明书摘要)(?:\([^)]{0,12}\))?$`)

	// The label of an announcement number: "公告编号：", "编号:", "公告编码:"
	// (the word many Shenzhen filings use), and without its colon when the
	// number follows at once ("公告编号2003-012", "编号临2004 - 009").
	numberLabelRe = lazyre.New(`(?:公告)?编[号码]\s*:?\s*`)
	// An announcement number as printed after its label (spaces the text
	// layer put in are already folded away): 临2014-028, 临2014—045
	// (the dash folded), 2006-13号, 临2011-22号, 2009-临10, 2010 临-038,
	// 2011044, 临2012-16, (临)2007-018, 〔2016〕063 号, （2013）056号,
	// 2016 ( 124 )号 (the number in brackets after the year), 2014 ─ 63 (a
	// box-drawing line for the dash), 【临2021-002】 (the brackets are not
	// part of it), 临 / -2011-2 broken over two lines, and 公告临2005 - 043
	// (the label's word repeated before the number is not part of it).
	numberValueRe = lazyre.New(`^(?:公告)?[【\[]?(` +
		`(?:临|\(临\)|[A-Z]{1,4})?[ \t]*(?:\n[ \t]*)?-?\d{4}[ \t\n]*[-─][ \t\n]*(?:临)?\d{1,4}(?:-\d{1,4})?号?` +
		`|\d{4}-?临-?\d{1,4}号?` +
		`|[(〔\[]\d{4}[)〕\]]\s*\d{1,4}\s*号?` +
		`|\d{4}[ \t]*\([ \t]*\d{1,4}[ \t]*\)[ \t]*号?` +
		`|临?\d{6,8}号?)`)

	// Stock code labels: "股票代码：601939", "A股证券代码：601818",
	// "H股代码：3988", "证券简称：招商银行", "A股简称：中国银行",
	// "优先股代码：360009", "转债代码：110015" (a convertible bond).
	// Other bonds' codes (债券代码, 公司债代码) are not listings of shares
	// and are not read.
	// The colon is sometimes lost (证券代码600320 900947股票简称振华港机).
	// A bond's label (债券代码：113678 债券简称：中贝转债) is read for a
	// convertible bond only: its short name says 转债 and its code is in a
	// convertible range.
	stockLabelRe = lazyre.New(`([AHB]股|优先股|转债|债券)?\s*(?:证券|证劵|股票)?(代码|简称)\s*:?\s*`)
	// A code: six digits on the mainland exchanges; a Hong Kong code is
	// printed with three to five (中信银行 H股代码:998).
	// Several codes are separated by 、 , / or, six digits each, a space.
	// A code may carry its market's letter (股票代码:A600845 B900926), and
	// the text layer may letter-space its digits (证券代码 : 6 0 0 5 0 2).
	stockCodeRe = lazyre.New(`^(?:[AB]\d{6}|\d(?: \d){5}\b|\d{3,6})(?:[、,/]\d{3,6}|\s[AB]?\d{6}\b)*`)
	codePieceRe = lazyre.New(`([AB])?(\d(?: \d){5}\b|\d{3,6})`)
	stockNameRe = lazyre.New(`^[^\s:|,]+`)

	// A numbered part of a document: "第三节 发行方案", "第一章 总则".
	sectionHeadingRe = lazyre.New(`^第[一二三四五六七八九十百\d]+[节章部篇]`)

	// "中国建设银行股份有限公司（以下简称“本行”）": the issuer naming itself.
	selfNameRe = lazyre.New(`(?:^|[,。;:、“《\s])([\p{Han}()·]{2,30}?(?:股份有限公司|有限公司))\((?:以下)?(?:简称|称)?[“"](?:本行|本公司|公司|我行|发行人)[”"]`)

	// Names in running text, for the last-resort frequency count: at a line
	// start or after punctuation or 《.
	boundedNameRe = lazyre.New(`(?:^|[,。;:、“《\s|])([\p{Han}·]{2,20}?(?:股份有限公司|有限公司))`)
)

// selfTerms are the words a filing uses for its issuer in the left cell of
// the 释义 table: "公司、发行人 | 指 | 兴业银行股份有限公司".
var selfTerms = map[string]bool{"公司": true, "本公司": true, "发行人": true, "本行": true, "我行": true, "上市公司": true}

// documentTerms are the words a filing uses for itself in the 释义 table:
// "本预案 | 指 | …审议通过的《兴业银行股份有限公司非公开发行境内优先股预案》".
var documentTerms = map[string]bool{"本预案": true, "本方案": true, "本公告": true, "本报告": true, "本规则": true, "本议事规则": true}

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
	a := &schema.Announcement{Evidence: map[string]schema.Ref{}}

	title, titleSpan := findTitle(lines, header, above)
	if title != "" {
		a.Title = printed(orig, text, title, titleSpan)
		a.Evidence["title"] = c.Ref(titleSpan)
	}
	if name, sp, ok := findCompany(text, lines, header, title, titleSpan); ok {
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
	if title == "" && c.Doc.Title != "" {
		// No title in the text: the one the source declares apart from
		// it (a converted filing's title attribute: 简称 and title).
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
	}
	for _, sc := range bondCodes(text, findStockCodes(text, header)) {
		a.StockCodes = append(a.StockCodes, schema.StockCode{
			Market: sc.market, Code: sc.code, ShortName: printed(orig, text, sc.name, sc.span), Span: c.Span(sc.span),
		})
	}
	if sp, ok := secondAnnouncement(lines); ok {
		c.Warn(schema.WarnSeveralAnnouncements, "another announcement's header begins here (a newspaper page or a merged file); the announcement's header is read from the first", sp)
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

// blankPortalLinks blanks the lines of a web page's chrome before the
// header that link to other announcements: a short label, a colon and
// another announcement's title (上一篇:…公告 / 下一篇:…报告). A page's
// heading "简称:标题" and a forum's "主题:标题" have the same layout, but
// state the page's own title: the label of a heading is the issuer's short
// name, written (its Han characters in order) in a company name the text
// states (中信银行 of 中信银行股份有限公司, 工行 of 中国工商银行股份有限公司),
// and a page has one title. A line is a link when its label names no
// company and either points to a neighbouring item (a direction and a
// counter: 上一篇, 下一条, 前一则, 后篇) or stands next to another such line
// under another label (the list of a page's related links). The lines are
// blanked with spaces, so the offsets of the rest of the text are
// unchanged.
func blankPortalLinks(text string, lines []normalize.Line) (string, []normalize.Line) {
	var cands []int
	var labels []string
	var names []string
	n := 0
	for i, ln := range lines {
		t := strings.TrimSpace(ln.Text)
		if t == "" {
			continue
		}
		if head, ok := linkLabel(t); ok && relatedLinkRe.MatchString(head) && n < anchorMaxLines {
			// A list of related links runs as long as it lists.
			n++
			cands = append(cands, i)
			labels = append(labels, head)
			continue
		}
		if n++; n > anchorMaxLines || isRunningText(t) || anchorRe.MatchString(t) {
			break
		}
		head, ok := linkLabel(t)
		if !ok {
			continue
		}
		if names == nil {
			names = companyNames(text)
		}
		if !namesCompany(head, names) {
			cands = append(cands, i)
			labels = append(labels, head)
		}
	}
	var links []int
	for k, i := range cands {
		paired := k > 0 && nextLine(lines, cands[k-1]) == i && labels[k-1] != labels[k] ||
			k+1 < len(cands) && nextLine(lines, i) == cands[k+1] && labels[k+1] != labels[k]
		if paired || neighbourLinkRe.MatchString(labels[k]) || relatedLinkRe.MatchString(labels[k]) {
			links = append(links, i)
		}
	}
	if len(links) == 0 {
		return text, lines
	}
	b := []byte(text)
	for _, i := range links {
		for k := lines[i].Span.Start; k < lines[i].Span.End; k++ {
			b[k] = ' '
		}
	}
	text = string(b)
	out := make([]normalize.Line, len(lines))
	for i, ln := range lines {
		out[i] = normalize.Line{Text: text[ln.Span.Start:ln.Span.End], Span: ln.Span}
	}
	return text, out
}

// neighbourLinkRe is the label of a link to the item before or after a
// page's own: a direction (上, 下, 前, 后), 一 or not, and a counter.
var neighbourLinkRe = lazyre.New(`^[上下前后]一?[篇条则页]$`)

// relatedLinkRe is the label of a page's list of related items, other
// announcements and news, however many it runs on one line: 相关公告：关于
// 召开2023年第一次临时股东大会的通知（2023年3月2日）；…, 相关新闻, 相关阅读,
// 相关链接, 推荐阅读.
var relatedLinkRe = lazyre.New(`^(?:相关|推荐)(?:公告|新闻|阅读|链接|资讯|文章|报道)$`)

// nextLine returns the index of the first non-empty line after lines[i],
// or len(lines).
func nextLine(lines []normalize.Line, i int) int {
	for i++; i < len(lines) && strings.TrimSpace(lines[i].Text) == ""; i++ {
	}
	return i
}

// linkLabelMaxRunes is the longest label before a linked title.
const linkLabelMaxRunes = 8

// linkLabel returns the label of a line laid out as a label, a colon and
// a title: the label of at most linkLabelMaxRunes characters without a
// digit, the title (a page's date run on dropped) reading as one, or
// anything after a label that points to a neighbouring item (下一条: …年度
// 报告摘要).
func linkLabel(t string) (string, bool) {
	colon := strings.IndexByte(t, ':')
	if colon <= 0 {
		return "", false
	}
	head := strings.Trim(t[:colon], " \t【】[]")
	if head == "" || utf8.RuneCountInString(head) > linkLabelMaxRunes || strings.ContainsAny(head, "0123456789") {
		return "", false
	}
	rest := t[colon+1:]
	if loc := pageHeadingDateRe.FindStringIndex(rest); loc != nil {
		rest = rest[:loc[0]]
	}
	rest = strings.TrimSpace(rest)
	if rest == "" || !neighbourLinkRe.MatchString(head) && !relatedLinkRe.MatchString(head) && (!isTitle(rest) || isLabel(rest)) {
		return "", false
	}
	return head, true
}

// companyNames returns the runs of Han characters that end in a company's
// suffix in text (中国工商银行股份有限公司), each at most 30 characters
// before the suffix.
func companyNames(text string) []string {
	names := []string{}
	for _, suffix := range companySuffixes {
		for off := 0; ; {
			at := strings.Index(text[off:], suffix)
			if at < 0 {
				break
			}
			at += off
			start, k := at, 0
			for start > 0 && k < 30 {
				r, size := utf8.DecodeLastRuneInString(text[:start])
				if !normalize.IsHan(r) {
					break
				}
				start -= size
				k++
			}
			if start < at {
				names = append(names, text[start:at])
			}
			off = at + len(suffix)
		}
	}
	return names
}

// namesCompany reports whether label's Han characters stand, in order, in
// one of names: the label is a short name of that company.
func namesCompany(label string, names []string) bool {
	var han []rune
	for _, r := range label {
		if normalize.IsHan(r) {
			han = append(han, r)
		}
	}
	if len(han) < 2 {
		return false
	}
	for _, name := range names {
		k := 0
		for _, r := range name {
			if k < len(han) && r == han[k] {
				k++
			}
		}
		if k == len(han) {
			return true
		}
	}
	return false
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

// anchorRe finds the line where an announcement's header begins: its
// listing labels or its number ("证券代码：601939", "股票简称:中联重科",
// "A股代码", "公告编号：临2014-028"). A web page puts its own navigation,
// labels (公司公告) and headings before it.
var anchorRe = lazyre.New(`(?:证券|证劵|股票|[ABH]股|优先股)(?:代码|简称)\s*:|公告编[号码]\s*(?::|临|\d)`)

// anchorMaxLines bounds the search for the anchor: a page's chrome is
// rarely longer than this many lines.
const anchorMaxLines = 80

// titleLinesAbove is how many non-empty lines above the anchor may still
// hold the title (a newspaper page sets the title, then the date and
// source, then the listing labels).
const titleLinesAbove = 4

// headerStart returns the index of the anchor line among lines, or -1
// when the first anchorMaxLines lines have none.
func headerStart(lines []normalize.Line) int {
	n := 0
	for i, ln := range lines {
		if strings.TrimSpace(ln.Text) == "" {
			continue
		}
		if n++; n > anchorMaxLines {
			break
		}
		// The labels are read in simplified characters (證券代碼, 公告編號
		// of a mirror printed in traditional ones); offsets are the same.
		t := normalize.Simplified(ln.Text)
		if !normalize.ContainsAny(t, headerLabelWords) {
			continue
		}
		for _, m := range anchorRe.FindAllStringIndex(t, -1) {
			if !isReference(t, m[0]) {
				return i
			}
		}
	}
	return -1
}

// isReference reports whether the label at offset at of t is quoted in a
// sentence, not set in a header: after an opening bracket or a
// punctuation mark of running text ("…的公告》(公告编号:2016-017)", "…已于
// 2018年1月3日公告,公告编号:2018-001,…", "(股票代码:600036)" of another
// company).
func isReference(t string, at int) bool {
	before, _ := utf8.DecodeLastRuneInString(strings.TrimRight(t[:at], " \t"))
	return strings.ContainsRune("(,、。;“《》", before)
}

// headerLines returns the lines of the announcement's header: from up to
// titleLinesAbove short lines above the anchor (or from the first line
// when there is no anchor) down to the first body paragraph (a line
// longer than headerLineMaxRunes), at most headerMaxLines non-empty ones.
// The anchor line is always taken, however long: a page run together
// into one line still starts with its labels. It also returns how many
// of the lines stand above the anchor.
func headerLines(lines []normalize.Line) ([]normalize.Line, int) {
	start := 0
	above := 0
	if a := headerStart(lines); a >= 0 {
		start = a
		for i := a - 1; i >= 0 && above < titleLinesAbove; i-- {
			t := strings.TrimSpace(lines[i].Text)
			if t == "" {
				continue
			}
			if utf8.RuneCountInString(t) > headerLineMaxRunes {
				break
			}
			start = i
			above++
		}
		var out []normalize.Line
		for i := start; i < len(lines); i++ {
			t := strings.TrimSpace(lines[i].Text)
			if t == "" {
				continue
			}
			if i > a && isBodyLine(t) && !opensWithLabel(t) || len(out) >= headerMaxLines {
				break
			}
			out = append(out, lines[i])
		}
		return out, above
	}
	var out []normalize.Line
	for _, ln := range lines {
		t := strings.TrimSpace(ln.Text)
		if t == "" {
			continue
		}
		if isBodyLine(t) || len(out) >= headerMaxLines {
			break
		}
		out = append(out, ln)
	}
	return out, 0
}

// opensWithLabel reports whether a line opens with a label of the header
// (公告编号:2025-006 沈阳兴齐眼药股份有限公司 1、本次董事会…: the labels set
// one a line, the last run together with the page's text): it belongs to
// the header however long it is.
func opensWithLabel(t string) bool {
	m := anchorRe.FindStringIndex(t)
	return m != nil && m[0] == 0
}

// titleMaxRunes is the longest line still read as a title: a title that
// names a project or two can run to 70 or 80 characters on one line
// (关于收到梅州市梅江区农村生活污水处理设施及配套管网建设项目一期工程PPP项目、
// 梅江区周溪河综合整治PPP项目中标通知书的公告).
const titleMaxRunes = 120

// isBodyLine reports whether a header line is the first body paragraph:
// longer than headerLineMaxRunes, unless it reads as a title (ends in a
// title's word, no label, no sentence in it) of at most titleMaxRunes.
func isBodyLine(t string) bool {
	n := utf8.RuneCountInString(t)
	if n <= headerLineMaxRunes {
		return false
	}
	return n > titleMaxRunes || !isTitle(t) || normalize.Contains(t, "。")
}

// secondAnnouncement finds the header of a second announcement in the
// text: listing labels again after the first announcement's anchor and
// its 特此公告. It returns the span of the second header's anchor line.
func secondAnnouncement(lines []normalize.Line) (normalize.Span, bool) {
	a := headerStart(lines)
	if a < 0 {
		return normalize.Span{}, false
	}
	for i := a + 1; i < len(lines); i++ {
		if !normalize.Contains(lines[i].Text, noticeEnd) {
			continue
		}
		if b := headerStart(lines[i+1:]); b >= 0 {
			return lines[i+1+b].Span, true
		}
		break
	}
	return normalize.Span{}, false
}

// findTitle returns the title: the announcement's own title in the
// header, preferring one at or below the anchor (a web page's heading
// above it repeats the title with the page's date run on); a title set
// over two to four lines is joined (中国电力建设股份有限公司 / 第三届董事会
// 第五十八次会议 / 决议公告); failing that, a page's heading "简称:标题"
// with its date dropped, a title that opens a paragraph run together with
// the body, and last the document's own entry in the 释义 table.
func findTitle(lines, header []normalize.Line, above int) (string, normalize.Span) {
	var before, heading titleCand
	for i, ln := range header {
		c, ok := titleAt(header, i)
		if !ok {
			if h, ok := pageHeading(ln); ok && heading.text == "" {
				heading = h
			}
			continue
		}
		if i >= above {
			return c.text, c.span
		}
		before = c
	}
	if before.text != "" {
		return before.text, before.span
	}
	if heading.text != "" {
		return heading.text, heading.span
	}
	// A title set under the first paragraph (the statement of the
	// board's responsibility put first): a line that is a title and
	// starts with the company's name, among the next few lines.
	if len(header) > 0 {
		n := 0
		for _, ln := range lines {
			if ln.Span.Start <= header[len(header)-1].Span.Start || strings.TrimSpace(ln.Text) == "" {
				continue
			}
			if n++; n > 3 {
				break
			}
			if t, sp, ok := titleIn(ln); ok && extract.CompanyNameRe.MatchString(t) && !isLabel(t) {
				return t, sp
			}
		}
	}
	// A page run together into long lines: the title opens the anchor
	// line's remainder or the first paragraph.
	for k, ln := range header {
		if k >= above {
			if c, ok := runInTitle(ln); ok {
				return c.text, c.span
			}
			break
		}
	}
	// A site's chrome may come first (a menu, a quote widget, a log-in
	// prompt: short lines, no sentence); the first line of running text
	// is the last one tried.
	for i, ln := range lines {
		if strings.TrimSpace(ln.Text) == "" {
			continue
		}
		if c, ok := runInTitle(ln); ok {
			return c.text, c.span
		}
		if i >= anchorMaxLines || isRunningText(ln.Text) {
			break
		}
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

// isRunningText reports whether a line is running text, not a site's
// chrome or a heading: longer than chromeLineMaxRunes, or holding a
// sentence's end.
func isRunningText(t string) bool {
	if isMenu(t) {
		return false
	}
	return utf8.RuneCountInString(t) > chromeLineMaxRunes || normalize.Contains(t, "。")
}

// menuMinItems is how many items separated by | make a line a site's menu
// however long it runs: "网站首页 | 新闻中心 | 行情中心 | 数据中心 | 公司公告 |
// 研究报告 | 投资者关系互动平台 | 登录 | 注册", "首页 | 电子报首页 | 版面导航 |
// 标题导航".
const menuMinItems = 4

// isMenu reports whether t is a menu: at least menuMinItems short items
// separated by |, with no sentence's end.
func isMenu(t string) bool {
	items := strings.Split(t, "|")
	if len(items) < menuMinItems || normalize.Contains(t, "。") {
		return false
	}
	for _, it := range items {
		if utf8.RuneCountInString(strings.TrimSpace(it)) > linkLabelMaxRunes+4 {
			return false
		}
	}
	return true
}

// chromeLineMaxRunes is the longest line of a site's chrome (menus,
// labels, a quote widget's figures): a longer line is running text.
const chromeLineMaxRunes = 60

// titleCand is a title found and its span.
type titleCand struct {
	text string
	span normalize.Span
}

// titleMaxFragments is how many lines above a title's last line may hold
// the rest of it.
const titleMaxFragments = 3

// titleAt returns the title whose last line is header[i]. The lines above
// it are joined when they run up to a line that is the company's name
// (the name, then the title over one to three lines), or, for a last line
// too short to be a title alone (决议公告, 暨关联交易报告书), the one line
// above it. A title says more than the word for an announcement: a page's
// label (公司公告) is not one.
func titleAt(header []normalize.Line, i int) (titleCand, bool) {
	last, lsp := extract.TrimLine(header[i])
	if titleSuffixRe.MatchString(last) && !extract.DateLineRe.MatchString(last) && !normalize.Contains(last, ":") {
		// The lines above, up to the company's name: the name alone on
		// its line (台海玛努尔核电设备股份有限公司 / 关于…(华龙一号) / 5、6号
		// 机组…中标通知书的公告), or opening the title's first line
		// (…股份有限公司关于中标…局的 / 仪器设备采购项目的公告).
		var frags []titleCand
		for j := i - 1; j >= 0 && len(frags) <= titleMaxFragments; j-- {
			pt, psp := extract.TrimLine(header[j])
			m := extract.CompanyNameRe.FindString(pt)
			exact := m != "" && m == pt
			if !exact && !isTitleFragment(pt) {
				break
			}
			frags = append(frags, titleCand{pt, psp})
			if m != "" {
				joined := ""
				for k := len(frags) - 1; k >= 0; k-- {
					joined += frags[k].text
				}
				return titleCand{joined + last, normalize.Span{Start: psp.Start, End: lsp.End}}, true
			}
		}
	}
	t, sp, ok := titleIn(header[i])
	if !ok {
		return titleCand{}, false
	}
	if extract.CompanyNameRe.MatchString(t) {
		return titleCand{t, sp}, !isLabel(t)
	}
	if isLabel(t) {
		// A page's label (公司公告) under the page's menu is no part of a
		// title, whatever line stands above it.
		return titleCand{}, false
	}
	if i > 0 && utf8.RuneCountInString(t) < 10 {
		if pt, psp := extract.TrimLine(header[i-1]); isTitleFragment(pt) {
			return titleCand{pt + t, normalize.Span{Start: psp.Start, End: sp.End}}, !isLabel(pt + t)
		}
	}
	return titleCand{t, sp}, !isLabel(t)
}

// isTitleFragment reports whether a line can be the first part of a title
// set over several lines: short, no label (':'), not the end of a
// sentence, not a date, not a title of its own.
func isTitleFragment(t string) bool {
	if t == "" || utf8.RuneCountInString(t) > 40 || normalize.Contains(t, ":") || extract.DateLineRe.MatchString(t) || titleSuffixRe.MatchString(t) {
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(t)
	// A dash may join the parts of a code (188S-0-1地块), not stand alone.
	return !strings.ContainsRune("。;,!?", last) && !normalize.Contains(codeDashRe.ReplaceAllString(t, ""), "-")
}

// codeDashRe is a run of dashes each between two letters or digits,
// inside a code.
var codeDashRe = lazyre.New(`[A-Za-z0-9](?:-[A-Za-z0-9])+`)

// isLabel reports whether a title is only a word for an announcement
// under a web page's label (公司公告, ·公司公告, 最新公告) or the closing
// formula 特此公告, not a document's title. A title of two characters and
// 公告 is a title (中标公告 under the company's name).
func isLabel(t string) bool {
	t = strings.TrimLeft(t, "·• ")
	for _, w := range labelTitleEnds {
		if rest, ok := strings.CutSuffix(t, w); ok {
			return pageLabels[rest]
		}
	}
	return false
}

// pageLabels are the words before 公告 in the labels and menus of the
// sites that publish announcements, and 特此 of the closing formula.
var pageLabels = map[string]bool{"": true, "公司": true, "最新": true, "临时": true, "相关": true, "全部": true, "个股": true, "定期": true, "历史": true, "本站": true, "特此": true}

// pageHeadingDateRe is the date a web page runs on after its heading:
// "…决议公告2012-03-31", "…的公告 2023-05-18 10:20".
var pageHeadingDateRe = lazyre.New(`\s*\d{4}-\d{2}-\d{2}(?:\s*\d{2}:\d{2}(?::\d{2})?)?$`)

// pageHeading reads a web page's heading "简称:标题", the page's date
// run on (中信银行:第二届董事会第三十次会议决议公告2012-03-31, 中贝通信:
// 关于修订《公司章程》的公告): the title is what follows the short name.
func pageHeading(ln normalize.Line) (titleCand, bool) {
	t, sp := extract.TrimLine(ln)
	colon := strings.IndexByte(t, ':')
	if colon <= 0 || utf8.RuneCountInString(t[:colon]) > 8 {
		return titleCand{}, false
	}
	rest := t[colon+1:]
	if loc := pageHeadingDateRe.FindStringIndex(rest); loc != nil {
		rest = rest[:loc[0]]
	}
	lead := len(rest) - len(strings.TrimLeft(rest, " "))
	rest = strings.TrimSpace(rest)
	if !isTitle(rest) || isLabel(rest) {
		return titleCand{}, false
	}
	start := sp.Start + colon + 1 + lead
	return titleCand{rest, normalize.Span{Start: start, End: start + len(rest)}}, true
}

// runInMaxRunes bounds a title run together with the text around it,
// after the company's name: 关于公司作为联合中标体与青岛市妇女儿童医院签订《检验
// 试剂、耗材集约化服务项目合同书》的公告 is 45 characters.
const runInMaxRunes = 60

// runInSuffixes end a title run together with the text after it.
var runInSuffixes = []string{"公告", "预案", "报告书"}

// runInTitle finds a title inside a long line, as pages run together into
// one line give it: a company's name, then the title up to the first
// 公告 (or 预案, 报告书) within runInMaxRunes characters, where the name starts the
// line or follows a listing label's value (…公告编号:2012-017湖南长高高压
// 开关集团股份公司2011年年度权益分派实施公告2012-05-16来源:…).
func runInTitle(ln normalize.Line) (titleCand, bool) {
	t := ln.Text
	for _, suffix := range companySuffixes {
		at := normalize.Index(t, suffix)
		if at < 0 {
			continue
		}
		// The name runs back over Han characters and brackets to a
		// character that cannot be part of it.
		start := at
		for start > 0 {
			r, size := utf8.DecodeLastRuneInString(t[:start])
			if !normalize.IsHan(r) && r != '(' && r != ')' && r != '·' {
				break
			}
			start -= size
		}
		name := t[start : at+len(suffix)]
		if start > 0 {
			r, _ := utf8.DecodeLastRuneInString(t[:start])
			if r != ' ' && r != '\t' && (r < '0' || r > '9') && r != '】' {
				continue
			}
		}
		if !extract.CompanyNameRe.MatchString(name) {
			continue
		}
		rest := t[at+len(suffix):]
		end := -1
		for _, w := range runInSuffixes {
			if k := normalize.Index(rest, w); k >= 0 && (end < 0 || k+len(w) < end) {
				end = k + len(w)
			}
		}
		if end < 0 || utf8.RuneCountInString(rest[:end]) > runInMaxRunes || normalize.Contains(rest[:end], ":") || normalize.Contains(rest[:end], "。") {
			continue
		}
		title := t[start : at+len(suffix)+end]
		// "…董事会及全体董事保证本公告内容…" refers to the document.
		bare := title
		for _, w := range documentWords {
			bare = strings.TrimSuffix(bare, w)
		}
		if r, _ := utf8.DecodeLastRuneInString(bare); r == '本' || r == '该' || r == '此' {
			continue
		}
		if !isTitle(title) || isLabel(title) {
			continue
		}
		s := ln.Span.Start + start
		return titleCand{title, normalize.Span{Start: s, End: s + len(title)}}, true
	}
	return titleCand{}, false
}

// titleIn returns the title a header line holds. A page's running header
// can be run together with the title ("招商银行:股东大会议事规则(2022年修
// 订)招商银行股份有限公司股东大会议事规则"), so the tails of the line after
// a ':' or ')' are candidates too; a tail that starts with a company name is
// preferred, and a candidate never holds a ':'.
func titleIn(ln normalize.Line) (string, normalize.Span, bool) {
	t, sp := extract.TrimLine(ln)
	if off, end, ok := lastMenuItem(t); ok {
		// A site's path or menu (首页 > 信息披露 > 公司公告, 返回 | 打印):
		// only its last item may be the page's title.
		t, sp = t[off:end], normalize.Span{Start: sp.Start + off, End: sp.Start + end}
	}
	if off, ok := afterPageCode(t); ok {
		// 兴齐眼药(300573) - 董事会决议公告: the title follows the listing.
		t, sp.Start = t[off:], sp.Start+off
	}
	if extract.DateLineRe.MatchString(t) {
		return "", normalize.Span{}, false
	}
	if extract.CompanyNameRe.MatchString(t) && isTitle(t) {
		// The company's name opens the line, brackets and all
		// (广夏(银川)实业股份有限公司重大合同公告).
		return t, sp, true
	}
	var cands []int
	for i, r := range t {
		if r == ':' || r == ')' {
			cands = append(cands, i+1)
		}
	}
	for _, off := range cands {
		tail := t[off:]
		// A bracket inside the name (长江精工钢结构(集团)股份有限公司) is
		// not the end of a running header.
		if hasAnyPrefix(tail, nameInnerWords) {
			continue
		}
		if extract.CompanyNameRe.MatchString(tail) && isTitle(tail) {
			return tail, normalize.Span{Start: sp.Start + off, End: sp.End}, true
		}
	}
	if isTitle(t) {
		return t, sp, true
	}
	return "", normalize.Span{}, false
}

// menuSeparators divide the items of a site's path and menus.
const menuSeparators = ">|»›"

// lastMenuItem returns the byte range of the last non-empty item of a
// line divided by menuSeparators (华菱管线(000932)发行公告 | ||||| gives the
// title, 首页 > 信息披露 > 公司公告 its last label), and false for a line
// without a separator.
func lastMenuItem(t string) (int, int, bool) {
	if !strings.ContainsAny(t, menuSeparators) {
		return 0, 0, false
	}
	end := len(t)
	for {
		at := strings.LastIndexAny(t[:end], menuSeparators)
		_, size := utf8.DecodeRuneInString(t[max(at, 0):])
		start := at + size
		if at < 0 {
			start = 0
		}
		item := strings.TrimSpace(t[start:end])
		if item != "" || at < 0 {
			off := start + strings.Index(t[start:end], item)
			return off, off + len(item), true
		}
		end = at
	}
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
	// The first header line that is the name, or that ends the labels
	// with it; a line of a title wrapped after a name in it (关于与控股股东
	// 上海万豪投资有限公司 / 共同竞拍获得…的中标公告) is not the issuer.
	for _, ln := range header {
		t, sp := extract.TrimLine(ln)
		if m := extract.CompanyNameRe.FindString(t); m != "" && m == t && !strings.HasPrefix(t, aboutWord) {
			return m, sp, true
		}
		if sp, ok := runInCompany(ln); ok {
			return text[sp.Start:sp.End], sp, true
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
	for _, m := range selfNameRe.FindAllStringSubmatchIndex(text, -1) {
		m[2] += leadingDate(text[m[2]:m[3]])
		if !inSentence(text[m[2]:m[3]]) {
			return text[m[2]:m[3]], normalize.Span{Start: m[2], End: m[3]}, true
		}
	}
	counts := map[string]int{}
	first := map[string]normalize.Span{}
	best := ""
	for _, m := range boundedNameRe.FindAllStringSubmatchIndex(text, -1) {
		m[2] += leadingDate(text[m[2]:m[3]])
		n := text[m[2]:m[3]]
		if inSentence(n) {
			continue
		}
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

// chineseDateRe is a date in Chinese numerals at the start of a run of
// Han characters: the names read from running text take in a date that
// stands before them with only a space between (股息发放日:二〇二五年三月十一日
// 中国农业银行股份有限公司(以下简称“本行”)), and Fold takes that space out.
var chineseDateRe = lazyre.New(`^[〇零一二三四五六七八九]{4}年[一二三四五六七八九十]{1,2}月(?:[一二三四五六七八九十廿卅]{1,3}[日号])?`)

// leadingDate returns the length of the date in Chinese numerals that
// opens a name read from running text, 0 when there is none: a name never
// starts with a date.
func leadingDate(name string) int {
	if m := chineseDateRe.FindStringIndex(name); m != nil && extract.CompanyNameRe.MatchString(name[m[1]:]) {
		return m[1]
	}
	return 0
}

// sentenceLeads are the verbs and prepositions that open a clause whose
// object is a company: a name read from the clause's start with one of
// them in front is another party named inside a sentence, never the
// issuer ("7、可转换公司债券的信用级别及资信评估机构:经上海远东资信评估有限
// 公司评定为AAA", "由上海宝华国际招标有限公司组织", "与大连地铁有限公司签
// 订", "同意公司与宁波杭州湾新区开发建设有限公司签署", "根据珠海中冶置业有限
// 公司…", "作为苏州天沃科技股份有限公司…", "确定上海巴安水务股份有限公司为
// 中标人", "于核准江苏银行股份有限公司…").
var sentenceLeads = []string{
	"同意", "根据", "依据", "按照", "由于", "作为", "以及", "确定", "确认", "通知", "委托", "聘请", "聘任",
	"经", "由", "与", "向", "对", "将", "为", "于",
}

// inSentence reports whether a name read from a clause's start opens with
// one of sentenceLeads. A company whose own name starts with such a
// character (经纬纺织机械股份有限公司) is then read from the header or the
// signature only.
func inSentence(name string) bool {
	for _, w := range sentenceLeads {
		if strings.HasPrefix(name, w) {
			return true
		}
	}
	return false
}

// runInCompany finds the company's name run on after the listing labels
// on one line: right after the last label's value ("编号: 2011 - 024新疆
// 国统管道股份有限公司", "公告编号:2025-006 沈阳兴齐眼药股份有限公司 1、本次
// 董事会…" of a page run together into one line, "公告编号:2017-003武汉塞力
// 斯医疗科技股份有限公司关于…的公告").
func runInCompany(ln normalize.Line) (normalize.Span, bool) {
	t := ln.Text
	st := normalize.Simplified(t) // the labels in simplified characters, same offsets
	if !anchorRe.MatchString(st) {
		return normalize.Span{}, false
	}
	labels := append(anchorRe.FindAllStringIndex(st, -1), numberLabelRe.FindAllStringIndex(st, -1)...)
	for _, suffix := range companySuffixes {
		at := normalize.Index(t, suffix)
		if at < 0 {
			continue
		}
		end := at + len(suffix)
		start := at
		for start > 0 {
			r, size := utf8.DecodeLastRuneInString(t[:start])
			if !normalize.IsHan(r) && r != '(' && r != ')' && r != '·' {
				break
			}
			start -= size
		}
		// The last label before the name, and nothing but its value (a
		// number, 临, spaces) between them.
		last := -1
		for _, m := range labels {
			if m[1] <= start {
				last = m[1]
			}
		}
		if last < 0 || start-last > runInValueBytes {
			continue
		}
		value := st[last:start]
		if strings.TrimSpace(value) == "" || strings.ContainsFunc(value, func(r rune) bool { return normalize.IsHan(r) && r != '临' }) {
			continue
		}
		name := t[start:end]
		if extract.CompanyNameRe.FindString(name) != name {
			continue
		}
		return normalize.Span{Start: ln.Span.Start + start, End: ln.Span.Start + end}, true
	}
	return normalize.Span{}, false
}

// runInValueBytes bounds the value of the label before a name run on.
const runInValueBytes = 24

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
		if strings.HasPrefix(t, noticeEnd) {
			afterNotice = true
			continue
		}
		dated := false
		if m := signerDateRe.FindStringSubmatchIndex(t); m != nil && strings.HasPrefix(t, extract.CompanyNameRe.FindString(t)) {
			// The signer and the date on one line: 大众交通(集团)股份有限公司
			// 董事会    二00三年五月十五日.
			t, dated = strings.TrimRight(t[:m[2]], " \t("), true
		}
		if !extract.IsSignatureLine(t) || slices.Contains(extract.Signers, t) {
			continue
		}
		m := extract.CompanyNameRe.FindString(t)
		if dated && m != "" {
			ns := normalize.Span{Start: sp.Start, End: sp.Start + len(m)}
			if afterNotice {
				return m, ns, true
			}
			if !found {
				found, name, span = true, m, ns
			}
			continue
		}
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
		if slices.Contains(extract.Signers, t) || extract.DateLineRe.MatchString(t) {
			return true
		}
		n++
		if n >= 2 {
			return false
		}
	}
	return false
}

// findKind decides the kind of document from its title; a document
// without one (a page that dropped it) by its opening lines; a document
// whose opening does not tell either (a newspaper continuation, whose
// title is on another page) by its body. A title that no kind places is
// of kind other: the presence of a tally, or of any clause, never decides
// the kind of a document that has a title.
func findKind(text, title string, titleSpan, opening normalize.Span, kinds Classifier) (string, normalize.Span) {
	if kinds == nil {
		return schema.KindOther, normalize.Span{}
	}
	if title != "" {
		if k, ok := kinds.Title(title); ok {
			return k, titleSpan
		}
		return schema.KindOther, normalize.Span{}
	}
	if !opening.Empty() {
		if k, at, end, ok := kinds.Opening(text[opening.Start:opening.End]); ok {
			return k, normalize.Span{Start: opening.Start + at, End: opening.Start + end}
		}
	}
	if k, at, end, ok := kinds.Body(text); ok {
		return k, normalize.Span{Start: at, End: end}
	}
	return schema.KindOther, normalize.Span{}
}

// openingRunes is how much of a document without a title is read as its
// opening lines: the responsibility statement and the 重要提示 list or the
// sentence that reports the meeting.
const openingRunes = 600

// openingSpan returns the opening lines: up to openingRunes characters of
// the text after the title, or when there is none after the listing
// labels (the anchor line), or from the start.
func openingSpan(text string, lines []normalize.Line, titleSpan normalize.Span) normalize.Span {
	start := titleSpan.End
	if titleSpan.Empty() {
		start = 0
		if a := headerStart(lines); a >= 0 {
			// A line of labels, or a paragraph that holds them (a page
			// run together into one line).
			start = lines[a].Span.End
			if utf8.RuneCountInString(lines[a].Text) > headerLineMaxRunes {
				start = lines[a].Span.Start
			}
		}
	}
	if start > len(text) {
		return normalize.Span{}
	}
	end := start
	for n := 0; end < len(text) && n < openingRunes; n++ {
		_, size := utf8.DecodeRuneInString(text[end:])
		end += size
	}
	return normalize.Span{Start: start, End: end}
}

// wrappedTitleKind places a title that the header wraps over lines and of
// which the title finder kept only the last ("…关于上海华力特气供给及分配系统
// 集成项目中标⏎提示性公告", "…高速公路中标⏎(三标段)的公告"): the title's line
// read with the (at most two) short header lines before it.
//
// A document in which no title was found is read the same way at its
// first header line that ends in 公告 (关于签订日常经营重大合同的公告 under
// the company's name).
func wrappedTitleKind(lines []normalize.Line, title string, titleSpan normalize.Span, kinds Classifier, kind string, sp normalize.Span) (string, normalize.Span) {
	if kinds == nil {
		return kind, sp
	}
	for i, ln := range lines {
		if i >= headerMaxLines {
			break
		}
		if title != "" && !ln.Span.Contains(titleSpan) {
			continue
		}
		// A title inside a page run together into one line (labels,
		// title, statement and body on a line) is no wrapped header line:
		// the line read whole is the body's wording, not the title's.
		if title != "" && utf8.RuneCountInString(ln.Text)-utf8.RuneCountInString(title) > headerLineMaxRunes {
			break
		}
		if t := strings.TrimSpace(ln.Text); title == "" && (!strings.HasSuffix(t, noticeWord) || utf8.RuneCountInString(t) > headerLineMaxRunes) {
			continue
		}
		joined := strings.TrimSpace(ln.Text)
		from := ln.Span.Start
		for j := i - 1; j >= 0 && j >= i-2; j-- {
			p := strings.TrimSpace(lines[j].Text)
			if p == "" || utf8.RuneCountInString(p) > headerLineMaxRunes || strings.Contains(p, codeWord) || strings.Contains(p, numberWord) {
				break
			}
			joined = p + joined
			from = lines[j].Span.Start
		}
		if k, ok := kinds.Title(strings.Join(strings.Fields(joined), "")); ok {
			return k, normalize.Span{Start: from, End: ln.Span.End}
		}
		break
	}
	return kind, sp
}

// findNumber returns the announcement number from the header as printed,
// without the spaces the text layer put in: 公告编号：临 2014-005 gives
// 临2014-005 (em dashes are already folded to '-'), 编号：临 / -2011-2 over
// two lines gives 临-2011-2. A label whose value is not a number in one of
// these forms gives nothing.
func findNumber(text string, header []normalize.Line) (string, normalize.Span, bool) {
	for _, ln := range header {
		// The label and the number's form are read in simplified
		// characters (公告編號：臨2011-012); the number is given as printed.
		t := normalize.Simplified(ln.Text)
		for _, m := range numberLabelRe.FindAllStringIndex(t, -1) {
			if isReference(t, m[0]) {
				continue // another announcement's number, quoted
			}
			at := ln.Span.Start + m[1]
			v := numberValueRe.FindStringSubmatchIndex(normalize.Simplified(text[at:min(len(text), at+64)]))
			if v == nil {
				continue
			}
			sp := normalize.Span{Start: at + v[2], End: at + v[3]}
			num := strings.Map(func(r rune) rune {
				if r == ' ' || r == '\t' || r == '\n' {
					return -1
				}
				return r
			}, text[sp.Start:sp.End])
			return num, sp, true
		}
	}
	return "", normalize.Span{}, false
}

// findAnnouncementDate returns the date of the filing: the date of the
// signature block at the end (the line after the signer, or the signer
// and the date run together on one line: 长沙中联重工科技发展股份有限公司
// 董事会二○○六年四月二十七日), else a date line in the header
// ("(2014年12月12日)", the cover's "二〇一四年六月"). Dates in the body are
// never used.
func findAnnouncementDate(lines, header []normalize.Line) (string, normalize.Span, bool) {
	if d, sp, ok := signatureDate(lines); ok {
		return d, sp, true
	}
	for _, ln := range header {
		t, sp := extract.TrimLine(ln)
		if m := extract.DateLineRe.FindStringSubmatchIndex(t); m != nil {
			if d, ok := extract.ParseDate(t[m[2]:m[3]]); ok {
				return d, normalize.Span{Start: sp.Start + m[2], End: sp.Start + m[3]}, true
			}
		}
		// The body has begun: a numbered item (6、债券期限:…即自2017年7月7日
		// 至 / 2023年7月6日) or a sentence.
		if extract.CNHeadingRe.MatchString(t) || extract.ArabicHeadingRe.MatchString(t) || extract.ItemHeadingRe.MatchString(t) || strings.HasSuffix(t, "。") {
			break
		}
	}
	return "", normalize.Span{}, false
}

// signerDateRe is a signature run together on one line: the signer
// (…董事会, …监事会, …公司, 监 事 会 with its spaces folded), then the
// date ending the line.
var signerDateRe = lazyre.New(`(?:董事会|监事会|董事局|公司)\s*\(?(` + extract.DatePattern + `)\)?$`)

// pageMarkTailRe is a page number run onto the end of a line: " - 1 -",
// or the bare number run onto a date (2009年4月25日2, 二〇一七年五月二十七日1).
var pageMarkTailRe = lazyre.New(`(?:\s+-\s?\d{1,3}\s?-|日\d{1,2})$`)

// trimPageMark returns t without a page number run onto its end.
func trimPageMark(t string) string {
	loc := pageMarkTailRe.FindStringIndex(t)
	if loc == nil {
		return t
	}
	if strings.HasPrefix(t[loc[0]:], dayWord) {
		return t[:loc[0]+len(dayWord)]
	}
	return t[:loc[0]]
}

// afterNoticeEnd returns the part of a line after 特此公告 and its
// punctuation, where the signer is run on ("特此公告! 深圳市索菱实业股份有限
// 公司董事会", "…合同正本。特此公告北京首航艾启威节能技术股份有限公司董事会").
func afterNoticeEnd(t string, sp normalize.Span) (string, normalize.Span) {
	k := strings.LastIndex(t, extract.NoticeEnd)
	if k < 0 {
		return t, sp
	}
	rest := strings.TrimLeft(t[k+len(extract.NoticeEnd):], "。.!！: ")
	sp.Start += len(t) - len(rest)
	return rest, sp
}

// signatureDate finds the date of the signature block: after the last
// 特此公告 when there is one, the first date line after a signer line, or
// a line that ends in a signer and a date; without 特此公告, the first
// signature in the document.
func signatureDate(lines []normalize.Line) (string, normalize.Span, bool) {
	from := 0
	for i, ln := range lines {
		if normalize.Contains(ln.Text, noticeEnd) {
			from = i
		}
	}
	var found []normalize.Span
	var dates []string
	for i := from; i < len(lines); i++ {
		t, sp := afterNoticeEnd(extract.TrimLine(lines[i]))
		// A page number the conversion ran onto the line: 二OO九年六月十五日 - 1 -.
		t = trimPageMark(t)
		if !extract.HasAnySuffix(t, dateLineEnds) && !extract.IsSignatureLine(t) {
			continue // neither a signer nor a line ending in a date
		}
		if m := signerDateRe.FindStringSubmatchIndex(t); m != nil {
			if d, ok := extract.ParseDate(t[m[2]:m[3]]); ok {
				found = append(found, normalize.Span{Start: sp.Start + m[2], End: sp.Start + m[3]})
				dates = append(dates, d)
				if from > 0 {
					break
				}
				continue
			}
		}
		if !extract.IsSignatureLine(t) {
			continue
		}
		for _, next := range lines[i+1:] {
			nt, nsp := extract.TrimLine(next)
			nt = trimPageMark(nt)
			if nt == "" || slices.Contains(extract.Signers, nt) {
				continue
			}
			if m := extract.DateLineRe.FindStringSubmatchIndex(nt); m != nil {
				if d, ok := extract.ParseDate(nt[m[2]:m[3]]); ok {
					found = append(found, normalize.Span{Start: nsp.Start + m[2], End: nsp.Start + m[3]})
					dates = append(dates, d)
				}
			}
			break
		}
		if from > 0 && len(found) > 0 {
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

// codesAfterHeader is how far past the header listing labels are still
// read: the 重要内容提示 list under the title repeats a preference share's
// or a convertible bond's code (● 优先股代码:360009 ● 优先股简称:农行优2).
const codesAfterHeader = 1500

// findStockCodes reads the code and short-name labels of the header and
// of the opening list under it, on one line or two, and pairs each code
// with the short name of the same market: "A股证券代码：601818 A股证券简称：
// 光大银行", "股票代码：601166\n股票简称：兴业银行", "证券代码:000521、200521
// 证券简称:长虹美菱、虹美菱B" (two listings, paired in order), "转债代码：
// 110015 转债简称：石化转债". A code whose label names no market is placed
// by the exchanges' code ranges (codeMarket). A bond's code (债券代码) is
// read only when it is a convertible's (its name says 转债, its code is in
// a convertible range); other bonds' codes (公司债代码, 转股代码) and codes
// quoted in brackets ("（股票代码：600036）", another company) are not.
// A web page's heading that names the listing (兴齐眼药(300573) - 董事会
// 决议公告) gives it too.
func findStockCodes(text string, header []normalize.Line) []stockCode {
	out := labelledCodes(text, header)
	if sc, ok := pageHeadingCode(header); ok && !hasCode(out, sc) {
		out = append(out, sc)
	}
	return out
}

// labelledCodes reads the code and short-name labels (see findStockCodes).
func labelledCodes(text string, header []normalize.Line) []stockCode {
	if len(header) == 0 {
		return nil
	}
	base := header[0].Span.Start
	end := header[len(header)-1].Span.End
	end = min(len(text), end+codesAfterHeader)
	for end < len(text) && !utf8.RuneStart(text[end]) {
		end++
	}
	block := text[base:end]
	// The labels are read in simplified characters (證券代碼, 證券簡稱 of a
	// mirror printed in traditional ones), the values as printed; the
	// offsets are the same.
	sblock := normalize.Simplified(block)
	type label struct {
		market  string
		markets []string // a code's own market letter (A600845 B900926)
		values  []string
		spans   []normalize.Span
		span    normalize.Span
		used    bool
	}
	var codes, names []*label
	for _, m := range stockLabels(sblock) {
		// A bare 代码 or 简称 after a Han character is another label
		// (债券代码, 公司债代码, 转股代码); a label in brackets (the text
		// layer may have turned its bracket into a middle dot) names
		// another company's listing.
		start := m[1] - len(strings.TrimLeft(sblock[m[0]:m[1]], " \t\n"))
		before, _ := utf8.DecodeLastRuneInString(sblock[:start])
		bare := m[2] < 0 && !hasSharesWord(sblock[start:])
		if before == '(' || before == '·' || (bare && normalize.IsHan(before)) {
			continue
		}
		mk := ""
		if m[2] >= 0 {
			switch p := sblock[m[2]:m[3]]; {
			case strings.HasPrefix(p, preferenceWord):
				mk = "preference" // 优先股代码：360005
			case strings.HasPrefix(p, convertibleWord):
				mk = "convertible" // 转债代码：110015
			case strings.HasPrefix(p, bondWord):
				mk = "bond" // 债券代码：113678, kept only for a convertible
			default:
				mk = p[:1] // A, B or H
			}
		}
		kind := sblock[m[4]:m[5]]
		rest := block[m[1]:]
		if !strings.Contains(sblock[m[0]:m[1]], ":") && m[2] < 0 && (m[5] < len(securitiesWord+kind) || !hasSharesWord(sblock[m[5]-len(securitiesWord+kind):])) {
			// Without its colon a label must name itself fully (证券代码,
			// 股票简称, A股代码): "(以下简称“公司”)" is not one.
			continue
		}
		if kind == codeWord {
			v := stockCodeRe.FindString(rest)
			if v == "" || strings.HasPrefix(rest[len(v):], ")") {
				continue
			}
			l := &label{market: mk, span: normalize.Span{Start: base + m[0], End: base + m[1] + len(v)}}
			for _, p := range codePieceRe.FindAllStringSubmatchIndex(v, -1) {
				l.values = append(l.values, strings.ReplaceAll(v[p[4]:p[5]], " ", ""))
				l.spans = append(l.spans, normalize.Span{Start: base + m[1] + p[0], End: base + m[1] + p[1]})
				pm := ""
				if p[2] >= 0 {
					pm = v[p[2]:p[3]] // A600845 B900926
				}
				l.markets = append(l.markets, pm)
			}
			codes = append(codes, l)
			continue
		}
		v := stockNameRe.FindString(rest)
		// The next label on the line ends the name; a name may itself end
		// in B股 (云赛B股).
		for _, stop := range nameStops {
			if i := normalize.Index(normalize.Simplified(v), stop); i > 0 {
				v = v[:i]
			}
		}
		// A page's leftover markup run onto the name (石化转债TitlePh): a
		// short name may hold a letter or two (虹美菱B, ST), not a word.
		if loc := nameTailRe.FindStringIndex(v); loc != nil {
			_, size := utf8.DecodeRuneInString(v[loc[0]:])
			v = v[:loc[0]+size]
		}
		if v == "" {
			continue
		}
		names = append(names, &label{market: mk, values: strings.Split(v, "、"), span: normalize.Span{Start: base + m[0], End: base + m[1] + len(v)}})
	}
	var out []stockCode
	for _, cd := range codes {
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
		}
		for i, c := range cd.values {
			mk := cd.market
			if cd.markets[i] != "" {
				mk = cd.markets[i]
			}
			if mk == "" {
				mk = codeMarket(c)
			}
			sc := stockCode{market: mk, code: c, span: cd.span}
			if len(cd.values) > 1 {
				sc.span = cd.spans[i]
			}
			// A name for each code, in order; one name for several codes
			// cannot be told apart (振华港机振华B股) and is left out.
			if pick != nil && len(pick.values) == len(cd.values) {
				sc.name = pick.values[min(i, len(pick.values)-1)]
				sc.span = sc.span.Union(pick.span)
			}
			if mk == "bond" {
				if !strings.HasSuffix(sc.name, convertibleWord) || codeMarket(c) != "convertible" {
					continue
				}
				sc.market = "convertible"
			}
			if !hasCode(out, sc) {
				out = append(out, sc)
			}
		}
	}
	return out
}

// pageCodeRe is a web page's heading that names the listing before the
// title: "兴齐眼药(300573) - 董事会决议公告", "华菱管线(000932)发行公告",
// "科思科技(688788):取消监事会、…的公告".
var pageCodeRe = lazyre.New(`^([\p{Han}A-Z*]{2,8})\((\d{6})\)\s*(?:-|:|\p{Han})`)

// afterPageCode returns where the title starts in a page's heading that
// names the listing first (see pageCodeRe): past the code in brackets
// and a dash or colon after it.
func afterPageCode(t string) (int, bool) {
	m := pageCodeRe.FindStringIndex(t)
	if m == nil {
		return 0, false
	}
	off := strings.IndexByte(t, ')') + 1
	rest := strings.TrimLeft(t[off:], " \t")
	if r := strings.TrimPrefix(strings.TrimPrefix(rest, "-"), ":"); len(r) < len(rest) {
		rest = strings.TrimLeft(r, " \t")
	}
	return len(t) - len(rest), true
}

// pageHeadingCode reads the listing of a page's heading among the first
// lines of the header (above the labels, or the first lines of a page
// without them): the lines of a site's chrome (a quote widget's figures,
// a menu: short, no sentence) may come first; the first line of running
// text is the last one read.
func pageHeadingCode(header []normalize.Line) (stockCode, bool) {
	for i, ln := range header {
		if i >= anchorMaxLines {
			break
		}
		t, sp := extract.TrimLine(ln)
		if isRunningText(t) && !pageCodeRe.MatchString(t) {
			break
		}
		m := pageCodeRe.FindStringSubmatchIndex(t)
		if m == nil {
			continue
		}
		code := t[m[4]:m[5]]
		mk := codeMarket(code)
		if mk != "A" && mk != "B" {
			continue // a page is named after the shares, not a bond
		}
		return stockCode{market: mk, code: code, name: t[m[2]:m[3]], span: normalize.Span{Start: sp.Start + m[2], End: sp.Start + m[5] + 1}}, true
	}
	return stockCode{}, false
}

// nameTailRe is a run of three or more ASCII letters after a Han
// character at the end of a short name.
var nameTailRe = lazyre.New(`\p{Han}[A-Za-z]{3,}$`)

// labelMarkets are the words before 代码 or 简称 that name a market, as
// stockLabelRe's first group reads them.
var labelMarkets = []string{"优先股", "A股", "B股", "H股", "转债", "债券"}

// stockLabels returns what stockLabelRe.FindAllStringSubmatchIndex(block,
// -1) returns, found from each 代码 and 简称 in block rather than by trying
// the expression, whose optional prefix has no literal to search for, at
// every byte.
func stockLabels(block string) [][]int {
	var out [][]int
	for off := 0; off < len(block); {
		i, j := strings.Index(block[off:], codeWord), strings.Index(block[off:], shortNameWord)
		if i < 0 || (j >= 0 && j < i) {
			i = j
		}
		if i < 0 {
			break
		}
		at := off + i
		m := []int{at, 0, -1, -1, at, at + len(codeWord)}
		start := at
		if extract.HasAnySuffix(block[:start], listingWords) {
			start -= len(securitiesWord) // each of listingWords is as long
		}
		k := start
		for k > 0 && (block[k-1] == ' ' || block[k-1] == '\t' || block[k-1] == '\n' || block[k-1] == '\r' || block[k-1] == '\f' || block[k-1] == '\v') {
			k--
		}
		for _, mk := range labelMarkets {
			if strings.HasSuffix(block[:k], mk) {
				start = k - len(mk)
				m[2], m[3] = start, k
				break
			}
		}
		m[0] = start
		end := m[5]
		end += len(block[end:]) - len(strings.TrimLeft(block[end:], " \t\n\r\f\v"))
		if end < len(block) && block[end] == ':' {
			end++
			end += len(block[end:]) - len(strings.TrimLeft(block[end:], " \t\n\r\f\v"))
		}
		m[1] = end
		out = append(out, m)
		off = m[5]
	}
	return out
}

// hasSharesWord reports whether s starts with the word of a listing's
// label: 证券, 股票, or 证劵 (a character often set for 券).
func hasSharesWord(s string) bool {
	return hasAnyPrefix(s, listingWords)
}

// hasCode reports whether the listing is already among out (the
// 重要内容提示 list repeats the header's labels).
func hasCode(out []stockCode, sc stockCode) bool {
	for _, o := range out {
		if o.market == sc.market && o.code == sc.code {
			return true
		}
	}
	return false
}

// codeMarket places a code whose label names no market by the exchanges'
// code ranges: on the Shanghai exchange 900xxx are B shares, 360xxx
// preference shares, 110xxx, 113xxx and 118xxx convertible bonds; on the
// Shenzhen exchange 200xxx are B shares, 140xxx preference shares, 123xxx,
// 127xxx and 128xxx convertible bonds; other six-digit codes are A shares
// and shorter ones Hong Kong (H) listings.
func codeMarket(code string) string {
	if len(code) != 6 {
		return "H"
	}
	switch code[:3] {
	case "900", "200":
		return "B"
	case "360", "140":
		return "preference"
	case "110", "113", "118", "123", "127", "128":
		return "convertible"
	}
	return "A"
}

func absInt(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// hasAnyPrefix reports whether s starts with one of words.
func hasAnyPrefix(s string, words []string) bool {
	for _, w := range words {
		if strings.HasPrefix(s, w) {
			return true
		}
	}
	return false
}

// Header wording read inside the functions above, with the filings it
// came from.
var (
	// headerLabelWords mark a line of the header's labels: 证券代码,
	// 证券简称, 公告编号, 公告编码 (and their traditional forms, read
	// simplified: 證券代碼, 公告編號).
	headerLabelWords = []string{"代码", "简称", "编号", "编码"}
	// codeWord, shortNameWord and numberWord are the labels' own words:
	// "证券代码：600000 证券简称：浦发银行 公告编号：临2019-001".
	codeWord, shortNameWord, numberWord = "代码", "简称", "编号"
	// noticeEnd closes the body before the signature (特此公告。);
	// noticeWord ends a title (…决议公告).
	noticeEnd, noticeWord = "特此公告", "公告"
	// labelTitleEnds end a site's page label, not a title: 公告, 决议
	// after a label of the page (公司公告, 董事会决议).
	labelTitleEnds = []string{"公告", "决议"}
	// companySuffixes end a company's name run into a title on one line
	// (开关集团股份公司2011年年度权益分派实施公告), longest first.
	companySuffixes = []string{"股份有限公司", "有限责任公司", "有限公司", "股份公司"}
	// documentWords end a title naming the document itself: "…董事会及全
	// 体董事保证本公告内容…", 本预案, 本报告书.
	documentWords = []string{"公告", "预案", "报告书"}
	// nameInnerWords follow a bracket inside a company's name
	// (长江精工钢结构(集团)股份有限公司).
	nameInnerWords = []string{"股份", "有限", "集团"}
	// aboutWord begins a title, not a company's name: "关于…有限公司…的中
	// 标公告".
	aboutWord = "关于"
	// dayWord ends a date before a page mark (二OO九年六月十五日 - 1 -);
	// dateLineEnds end a signature's line: a date (…日, …月) or a
	// closing bracket.
	dayWord      = "日"
	dateLineEnds = []string{"日", "月", ")"}
	// The classes of a listing label: 优先股代码：360005, 转债代码：110015,
	// 债券代码：113678 (kept only for a convertible); convertibleWord also
	// ends a convertible's short name (苏银转债).
	preferenceWord, convertibleWord, bondWord = "优先股", "转债", "债券"
	// listingWords begin a listing's label: 证券, 股票, or 证劵 (a
	// character often set for 券); securitiesWord is the first.
	listingWords   = []string{"证券", "证劵", "股票"}
	securitiesWord = "证券"
	// nameStops are the labels that end a stock's short name when they
	// follow it on its line: 公告编号, the class labels (A股代码, H股简称,
	// 优先股代码, 转债简称, 债券代码, 公司债) and the listing's own (证券代码,
	// 股票简称, 证劵代码).
	nameStops = []string{"公告编号", "编号", "公告编码", "编码", "A股代码", "H股代码", "B股代码", "A股简称", "H股简称", "B股简称", "A股证券", "H股证券", "B股证券", "A股股票", "H股股票", "B股股票",
		"优先股代码", "优先股简称", "转债代码", "转债简称", "债券代码", "债券简称", "公司债", "证券代码", "股票代码", "证券简称", "股票简称", "证劵代码", "证劵简称"}
)
