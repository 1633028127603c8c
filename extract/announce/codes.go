package announce

import (
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/internal/affix"
	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/normalize"
)

var (
	// Stock code labels: "股票代码：601939", "A股证券代码：601818",
	// "H股代码：3988", "证券简称：招商银行", "A股简称：中国银行",
	// "优先股代码：360009", "转债代码：110015" (a convertible bond).
	// Other bonds' codes (债券代码, 公司债代码) are not listings of shares
	// and are not read.
	// The colon is sometimes lost (证券代码600320 900947股票简称振华港机).
	// A bond's label (债券代码：113678 债券简称：中贝转债) is read for a
	// convertible bond only: its short name says 转债 and its code is in a
	// convertible range. A short name is also labelled 股票名称 (股票名称：
	// 四川路桥, 2007 and 2009; 股票名称：利君股份, 2013 and 2014; 股票名称：
	// 同济科技, 2015), never 名称 alone (项目名称, 物资名称). A table's cell
	// may part the market's letter from 股 (A\t股简称：中国中铁, 2016 and
	// 2017).
	stockLabelRe = lazyre.New(`([AHB]\t?股|优先股|转债|债券)?\s*(?:证券|证劵|股票)?(代码|简称|名称)\s*:?\s*`)
	// A code: six digits on the mainland exchanges; a Hong Kong code is
	// printed with three to five (中信银行 H股代码:998).
	// Several codes are separated by 、 , / or, six digits each, a space.
	// A code may carry its market's letter (股票代码:A600845 B900926), and
	// the text layer may letter-space its digits (证券代码 : 6 0 0 5 0 2),
	// or break a code in two with a space or at the margin (splitCode).
	// A market may be noted after each code but the last (股票代码: 000541
	// ( A股) 200541 ( B股), 2012).
	stockCodeRe = lazyre.New(`^(?:[AB]\d{6}|\d(?: \d){5}\b|` + splitCode + `|\d{3,6})(?:(?:\s*\(\s*[AB]\s*股\s*\))?(?:[、,/]\d{3,6}|\s[AB]?\d{6}\b))*`)
	codePieceRe = lazyre.New(`([AB])?(\d(?: \d){5}\b|` + splitCode + `|\d{3,6})`)
	stockNameRe = lazyre.New(`^[^\s:|,]+`)
)

// splitCode is a six-digit code in two parts, the text layer's space or
// the margin's line break between them: 证券代码： 0025 23 (天桥起重, 2016),
// 证券代码：00001 / 8、200018 (神州长城, 2016 and 2017), 证券代码：60063 /
// 9、900911 (浦东金桥, 2017). The parts make six digits and the second
// ends there: a code of three to five digits (a Hong Kong listing) is
// not continued by a line that opens with a figure of its own.
const splitCode = `(?:\d(?: |[ \t]*\n[ \t]*)\d{5}|\d{2}(?: |[ \t]*\n[ \t]*)\d{4}|\d{3}(?: |[ \t]*\n[ \t]*)\d{3}|\d{4}(?: |[ \t]*\n[ \t]*)\d{2}|\d{5}(?: |[ \t]*\n[ \t]*)\d)\b`

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
		// variant marks a code read under a label whose first character
		// the conversion set in another glyph: kept only for shares.
		variant bool
		values  []string
		spans   []normalize.Span
		span    normalize.Span
		used    bool
	}
	var codes, names []*label
	var brackets bracketDepth
	for _, m := range stockLabels(sblock) {
		// A bare 代码 or 简称 after a Han character is another label
		// (债券代码, 公司债代码, 转股代码); a label in brackets (the text
		// layer may have turned its bracket into a middle dot) names
		// another company's listing.
		start := m[1] - len(strings.TrimLeft(sblock[m[0]:m[1]], " \t\n"))
		before, _ := utf8.DecodeLastRuneInString(sblock[:start])
		bare := m[2] < 0 && !hasSharesWord(sblock[start:])
		kind := sblock[m[4]:m[5]]
		colon := strings.Contains(sblock[m[0]:m[1]], ":")
		if bare && kind == shortNameWord && strings.HasSuffix(sblock[:start], companyWord) && colon {
			// The short name labelled as the company's (公司简称:华能国际
			// 股票代码: 600011, 2004), its colon set: the word before
			// 公司 decides, as before 证券 (本公司简称 is a sentence's).
			before, _ = utf8.DecodeLastRuneInString(strings.TrimRight(sblock[:start-len(companyWord)], " \t"))
		}
		variant := false
		if bare && kind == codeWord && strings.HasSuffix(sblock[:start], ticketWord) && colon {
			// 证券 with its first character set in another glyph by the
			// conversion (敃券代码:600875 股票简称:东方电气, 2010): any Han
			// character but 债 (债券代码, a bond's) opening the label, the
			// code one of shares (codeMarket A or B).
			p := sblock[:start-len(ticketWord)]
			g, size := utf8.DecodeLastRuneInString(p)
			if pb, _ := utf8.DecodeLastRuneInString(strings.TrimRight(p[:len(p)-size], " \t")); normalize.IsHan(g) && !strings.HasSuffix(p, debtWord) && !normalize.IsHan(pb) {
				before, variant = pb, true
			}
		}
		if before == '(' || before == '·' || (bare && normalize.IsHan(before)) || brackets.open(sblock, start) {
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
		rest := block[m[1]:]
		if kind == nameWord && (m[5] < len(securitiesWord+kind) || !hasSharesWord(sblock[m[5]-len(securitiesWord+kind):])) {
			continue // 项目名称, 物资名称: not a listing's label
		}
		if !colon && m[2] < 0 && (m[5] < len(securitiesWord+kind) || !hasSharesWord(sblock[m[5]-len(securitiesWord+kind):])) {
			// Without its colon a label must name itself fully (证券代码,
			// 股票简称, A股代码): "(以下简称“公司”)" is not one.
			continue
		}
		if kind == codeWord {
			v := stockCodeRe.FindString(rest)
			if v == "" || strings.HasPrefix(rest[len(v):], ")") {
				continue
			}
			l := &label{market: mk, variant: variant, span: normalize.Span{Start: base + m[0], End: base + m[1] + len(v)}}
			for _, p := range codePieceRe.FindAllStringSubmatchIndex(v, -1) {
				l.values = append(l.values, strings.Join(strings.Fields(v[p[4]:p[5]]), ""))
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
		if nm := notedNamesRe.FindStringSubmatchIndex(rest); nm != nil && rest[nm[4]:nm[5]] != rest[nm[8]:nm[9]] {
			// Two names, each with its market noted (佛山照明( A股) 粤照明B
			// ( B股), 2012): one for each code, in order.
			names = append(names, &label{market: mk, values: []string{rest[nm[2]:nm[3]], rest[nm[6]:nm[7]]}, span: normalize.Span{Start: base + m[0], End: base + m[1] + nm[1]}})
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
		// The market noted after the name (中国南车(A股), 中国中车( H股): the
		// space before the letter ends what stockNameRe reads) is not part
		// of it.
		if loc := marketNoteRe.FindStringIndex(v); loc != nil && loc[0] > 0 {
			v = v[:loc[0]]
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
			byRange := mk == ""
			if byRange {
				mk = codeMarket(c)
			}
			if cd.variant && cd.markets[i] == "" && mk != "A" && mk != "B" {
				continue
			}
			sc := stockCode{market: mk, code: c, span: cd.span}
			if len(cd.values) > 1 {
				sc.span = cd.spans[i]
			}
			// A name for each code, in order; one name for an A and a B
			// code is the two run together (宝信软件宝信B), split where
			// the A-share name ends (see splitABNames); else one name
			// for several codes cannot be told apart and is left out.
			if pick != nil && len(pick.values) == len(cd.values) {
				sc.name = pick.values[min(i, len(pick.values)-1)]
				sc.span = sc.span.Union(pick.span)
			} else if pick != nil && len(pick.values) == 1 && len(cd.values) == 2 && (mk == "A" || mk == "B") {
				if a, b, ok := splitABNames(pick.values[0], companyNames(block)); ok {
					sc.name = a
					if mk == "B" {
						sc.name = b
					}
					sc.span = sc.span.Union(pick.span)
				}
			}
			if mk == "bond" {
				// Labelled a bond's (债券代码), a convertible's when its
				// name says 转债 and its code is in a convertible's range;
				// placed a bond's by its range under a share's label
				// (证券代码：112558 证券简称：17美晨01), when its name says
				// 转债 (证券简称:民生转债 证券代码:110023).
				if !strings.HasSuffix(sc.name, convertibleWord) || !byRange && codeMarket(c) != "convertible" {
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

// splitABNames splits a short name that runs an A share's name and a B
// share's together, as the conversion of a header with one 简称 label for
// two codes prints it (股票代码:A600845 B900926股票简称:宝信软件宝信B, 证券代码:
// 600680 900930证券简称:上海普天沪普天B, 股票简称:东方通信东信B股): the A
// share's name is the longest opening whose characters stand in order in
// one of the company names of the header (宝信软件 of 上海宝信软件股份有限
// 公司), the B share's the rest, which ends in B or B股 and holds a Han
// character before it. A name whose characters before B all stand in
// the company's (宝信软件B) is not split. Without a split it reports false.
func splitABNames(v string, names []string) (string, string, bool) {
	bare := strings.TrimSuffix(strings.TrimSuffix(v, bShareWord), "B")
	if bare == v || !strings.ContainsFunc(bare, normalize.IsHan) || namesCompany(bare, names) {
		return "", "", false // no B, or the whole a name of the company's
	}
	end := 0
	for k := range v {
		if k > 0 && k < len(bare) && namesCompany(v[:k], names) {
			end = k
		}
	}
	if end == 0 || !strings.ContainsFunc(v[end:len(bare)], normalize.IsHan) {
		return "", "", false
	}
	return v[:end], v[end:], true
}

// bShareWord ends a B share's short name (东信B股).
const bShareWord = "股"

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

// marketNoteRe is a market noted in brackets at the end of a short name,
// or the bracket left of it: 股票简称：中国南车（A股）, 股票简称：中国中车（
// A 股） (2008, 2015).
var marketNoteRe = lazyre.New(`\((?:[ABH]股\)?)?$`)

// notedNamesRe is two short names, each followed by its market in
// brackets: 股票简称:佛山照明( A股) 粤照明B ( B股) (2012).
var notedNamesRe = lazyre.New(`^([^\s:|,()]+)\s*\(\s*([AB])\s*股\s*\)\s*([^\s:|,()]+?)\s*\(\s*([AB])\s*股\s*\)`)

// inBrackets reports whether the end of s stands inside a bracket opened
// on its last line and not closed: a label there names another company's
// listing (…西安蓝晓科技新材料股份有限公司(下称“蓝晓科技”,证券代码300487.sz),
// 四川君和环保股份有限公司(新三板挂牌公司,股票代码:832315。以下简称:君和环保)).
func inBrackets(s string) bool {
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		s = s[i+1:]
	}
	depth := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(':
			depth++
		case ')':
			depth = max(0, depth-1)
		}
	}
	return depth > 0
}

// bracketDepth tells inBrackets(s[:at]) for offsets at that grow, reading
// each byte of s once: the depth of brackets open on the line so far.
type bracketDepth struct {
	pos, depth int
}

// open reports inBrackets(s[:at]); an offset before the last call's
// reads s again from its start.
func (b *bracketDepth) open(s string, at int) bool {
	if at < b.pos {
		*b = bracketDepth{}
	}
	for ; b.pos < at; b.pos++ {
		switch s[b.pos] {
		case '\n':
			b.depth = 0
		case '(':
			b.depth++
		case ')':
			b.depth = max(0, b.depth-1)
		}
	}
	return b.depth > 0
}

// nameTailRe is a run of three or more ASCII letters after a Han
// character at the end of a short name.
var nameTailRe = lazyre.New(`\p{Han}[A-Za-z]{3,}$`)

// labelMarkets are the words before 代码, 简称 or 名称 that name a market,
// as stockLabelRe's first group reads them.
var labelMarkets = []string{"优先股", "A股", "B股", "H股", "转债", "债券"}

// stockLabels returns what stockLabelRe.FindAllStringSubmatchIndex(block,
// -1) returns, found from each of labelWords in block rather than by trying
// the expression, whose optional prefix has no literal to search for, at
// every byte.
func stockLabels(block string) [][]int {
	var out [][]int
	// next[k] is where labelWords[k] next occurs at or after the last
	// search (-1: nowhere): each word's occurrences are searched once
	// over the block, not again from every label found.
	next := make([]int, len(labelWords))
	for k := range next {
		next[k] = -2
	}
	for off := 0; off < len(block); {
		at, word := -1, ""
		for k, w := range labelWords {
			if next[k] == -2 || next[k] >= 0 && next[k] < off {
				next[k] = -1
				if j := strings.Index(block[off:], w); j >= 0 {
					next[k] = off + j
				}
			}
			if next[k] >= 0 && (at < 0 || next[k] < at) {
				at, word = next[k], w
			}
		}
		if at < 0 {
			break
		}
		m := []int{at, 0, -1, -1, at, at + len(word)}
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
			// The market's letter and 股 in two cells (A\t股简称).
			if letter, word, ok := strings.Cut(mk, sharesWord); ok && word == "" && len(letter) == 1 && strings.HasSuffix(block[:k], letter+"\t"+sharesWord) {
				start = k - len(mk) - 1
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
	return affix.HasAnyPrefix(s, listingWords)
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
// 127xxx and 128xxx convertible bonds; every other code from 100000 to
// 199999 is a bond's or a fund's on both exchanges (公司债 112xxx, 122xxx,
// 136xxx, 143xxx; funds 15xxxx, 16xxxx), "bond", never a share's: a
// corporate bond's code under a share's label (证券代码：112558 证券简称：
// 17美晨01, 美晨科技 2017 and 美晨生态 2018) is no listing of the company's
// shares. Other six-digit codes are A shares and shorter ones Hong Kong
// (H) listings.
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
	if code[0] == '1' {
		return "bond"
	}
	return "A"
}

func absInt(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// Wording read inside the functions above, with the filings it came
// from.
var (
	// The classes of a listing label: 优先股代码：360005, 转债代码：110015,
	// 债券代码：113678 (kept only for a convertible); convertibleWord also
	// ends a convertible's short name (苏银转债).
	preferenceWord, convertibleWord, bondWord = "优先股", "转债", "债券"

	// nameWord labels a short name after a listing's word only (股票名称:
	// 四川路桥); labelWords are the words a listing's label ends in.
	nameWord   = "名称"
	labelWords = []string{codeWord, shortNameWord, nameWord}
	// ticketWord ends 证券 and 债券; debtWord opens 债券.
	ticketWord = "券"
	debtWord   = "债"
	// companyWord may open a short name's label (公司简称:华能国际).
	companyWord = "公司"
	// sharesWord follows a market's letter (A股, H股).
	sharesWord = "股"
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
