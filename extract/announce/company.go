package announce

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/internal/affix"
	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/normalize"
)

var (
	// "中国建设银行股份有限公司（以下简称“本行”）": the issuer naming itself.
	selfNameRe = lazyre.New(`(?:^|[,。;:、“《\s])([\p{Han}()·]{2,30}?(?:股份有限公司|有限公司))\((?:以下)?(?:简称|称)?[“"](?:本行|本公司|公司|我行|发行人)[”"]`)

	// Names in running text, for the last-resort frequency count: at a line
	// start or after punctuation or 《.
	boundedNameRe = lazyre.New(`(?:^|[,。;:、“《\s|])([\p{Han}·]{2,20}?(?:股份有限公司|有限公司))`)
)

// selfTerms are the words a filing uses for its issuer in the left cell of
// the 释义 table: "公司、发行人 | 指 | 兴业银行股份有限公司".
var selfTerms = map[string]bool{"公司": true, "本公司": true, "发行人": true, "本行": true, "我行": true, "上市公司": true}

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
	if n, sp, ok := runTogetherSignatureCompany(lines); ok {
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

// statedName returns the issuer's name found at sp without a word run
// onto its front: a page run together into one line keeps one space where
// each line ended, and Fold takes out a space between two Han characters,
// so a name read there can take in the word before it (编号: 2006-13号 长沙
// 中联重工… gives 号长沙中联重工科技发展股份有限公司, …查看其他日期 中国农业银行…
// gives 日查看其他日期中国农业银行股份有限公司, 债券简称:09皖通债 安徽皖通… gives
// 皖通债安徽皖通高速公路股份有限公司). source is the text as it stood before
// folding (Doc.SourceText of sp). When it holds white space, and what
// follows the last of it is a company's name of its own, without a space
// (not 股份有限公司 of 上海浦东发展银行 股份有限公司, nor 司 of a name
// letter-spaced 中 国 农 业 银 行 股 份 有 限 公 司), and the text states it
// again where the whole does not stand (特此公告。长沙中联重工科技发展股份有限
// 公司董事会), that is the name. A name the conversion split with a space
// (株 洲天桥起重机股份有限公司) is written whole elsewhere and stays.
func statedName(text, source, name string, sp normalize.Span) (string, normalize.Span) {
	k := strings.LastIndexFunc(source, unicode.IsSpace)
	if k < 0 {
		return name, sp
	}
	_, size := utf8.DecodeRuneInString(source[k:])
	tail, _ := normalize.Fold(source[k+size:])
	if tail == "" || len(tail) >= len(name) || !strings.HasSuffix(name, tail) || affix.HasAnyPrefix(tail, nameInnerWords) || extract.CompanyNameRe.FindString(tail) != tail {
		return name, sp
	}
	if strings.Count(text, name) > 1 || strings.Count(text, tail) < 2 {
		return name, sp
	}
	return tail, normalize.Span{Start: sp.End - len(tail), End: sp.End}
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
		start := nameRunStart(t, at)
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

// runTogetherSignatureCompany finds the signer's name in the signature
// at the end of a page whose lines run together into one (see
// runTogetherSignature): the name before 董事会 (or the name as the signer,
// …股份有限公司 二○○六年四月二十七日), after 特此公告, a sentence's end or
// a space (…聘任顾华先生为公司财务总监。 大众交通(集团)股份有限公司董事会
// 二00三年五月十五日).
func runTogetherSignatureCompany(lines []normalize.Line) (string, normalize.Span, bool) {
	i, from, m, ok := runTogetherSignature(lines)
	if !ok {
		return "", normalize.Span{}, false
	}
	t := lines[i].Text
	end := from + m[0]
	if strings.HasPrefix(t[end:], signerCompanyWord) {
		end += len(signerCompanyWord)
	}
	end = len(strings.TrimRight(t[:end], " \t"))
	start := nameRunStart(t, end)
	if k := strings.LastIndex(t[start:end], extract.NoticeEnd); k >= 0 {
		start += k + len(extract.NoticeEnd)
	} else if r, _ := utf8.DecodeLastRuneInString(t[:start]); start > 0 && !unicode.IsSpace(r) && !strings.ContainsRune(signatureOpeners, r) {
		return "", normalize.Span{}, false
	}
	name := t[start:end]
	if extract.CompanyNameRe.FindString(name) != name {
		return "", normalize.Span{}, false
	}
	sp := lines[i].Span
	return name, normalize.Span{Start: sp.Start + start, End: sp.Start + end}, true
}

// signatureOpeners may stand right before a signer's name run on after
// the text: the end of a sentence or of a clause.
const signatureOpeners = "。!;:|"

// signerCompanyWord ends a name that signs without 董事会: 公司.
const signerCompanyWord = "公司"

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

// Wording read inside the functions above, with the filings it came
// from.
var (
	// companySuffixes end a company's name run into a title on one line
	// (开关集团股份公司2011年年度权益分派实施公告), longest first.
	companySuffixes = []string{"股份有限公司", "有限责任公司", "有限公司", "股份公司"}

	// aboutWord begins a title, not a company's name: "关于…有限公司…的中
	// 标公告".
	aboutWord = "关于"
)

// nameRunStart returns where a company name ending at at begins: the name
// runs back over Han characters, brackets and the middle dot (·) to the
// first character that cannot be part of it.
func nameRunStart(t string, at int) int {
	start := at
	for start > 0 {
		r, size := utf8.DecodeLastRuneInString(t[:start])
		if !normalize.IsHan(r) && r != '(' && r != ')' && r != '·' {
			break
		}
		start -= size
	}
	return start
}
