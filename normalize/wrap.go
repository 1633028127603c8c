package normalize

import (
	"cmp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/internal/affix"
	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/internal/textwidth"
)

// A token the text layer of a PDF broke over lines: each expression
// matches the token with the line breaks left in it, so that the breaks
// (and the spaces around them) can be taken out. A break elsewhere stays.
var brokenTokens = []*lazyre.Regexp{
	// A date: 2014 / 年 / 8 / 月 / 18 / 日, one part a line.
	lazyre.New(`\d{4}[ \t]*(?:\n[ \t]*)?年[ \t]*(?:\n[ \t]*)?\d{1,2}[ \t]*(?:\n[ \t]*)?月(?:[ \t]*(?:\n[ \t]*)?\d{1,2}[ \t]*(?:\n[ \t]*)?[日号])?`),
	// A number broken after its thousands separator or decimal point, the
	// line holding text before it: 人民币30. / 43亿元, 共计1,000, / 000股.
	// The number may be broken more than once (1,\n000,\n000股).
	lazyre.New(`[^\s\d,.]\d{1,3}(?:,(?:[ \t]*\n[ \t]*)?\d{3})*[,.][ \t]*\n[ \t]*\d`),
	// A number and its unit: 同意9 / 票, 2,095,027,000 / 股, 5.125 / %.
	lazyre.New(`[^\s\d,.]\d+(?:[,.]\d+)*[ \t]*\n[ \t]*(?:[万亿元股票%名人位]|个月|年度)`),
	// A year broken over two lines, the date whole after it: 至20 /
	// 17年2月23日 (中国石化, 2011, set at 23 characters a line).
	lazyre.New(`(?:^|[^\d,.])(?:\d[ \t]*\n[ \t]*\d{3}|\d{2}[ \t]*\n[ \t]*\d{2}|\d{3}[ \t]*\n[ \t]*\d)年\d{1,2}月\d{1,2}[日号]`),
	// A number broken inside a group of its thousands, the group made
	// whole by the next line: 发行总额:2,000,00 / 0,000元 (华菱管线, 2004).
	lazyre.New(`[^\s\d,.]\d{1,3}(?:,\d{3})*,(?:\d[ \t]*\n[ \t]*\d{2}|\d{2}[ \t]*\n[ \t]*\d)(?:[,.]\d|[^\d\s,.])`),
	// A company's suffix broken over two lines: 湖北楚天高速公路股份有限公 /
	// 司2007年度派发现金红利实施公告 (a title set on two lines), 股份 / 有限公司.
	// The characters of 股份有限公司 stand together in no other word.
	lazyre.New(`(?:股(?:[ \t]*\n[ \t]*)?份(?:[ \t]*\n[ \t]*)?)?有(?:[ \t]*\n[ \t]*)?限(?:[ \t]*\n[ \t]*)?公(?:[ \t]*\n[ \t]*)?司`),
	// A number broken before its decimal point: 配股价格为2 / .99元 (a
	// line does not start with a point otherwise).
	lazyre.New(`[^\s\d,.]\d+(?:,\d{3})*[ \t]*\n[ \t]*\.\d`),
	// A count of trading days, in either numerals, broken inside the count,
	// from its unit or inside the unit: 前二 / 十个交易日 (read as 十
	// otherwise), 任意连续三十个 / 交易日, 三十 / 个交易日, 十五个交易 / 日.
	lazyre.New(`[零一二三四五六七八九十百两0-9]+(?:[ \t]*\n[ \t]*[零一二三四五六七八九十百两0-9]+)?(?:[ \t]*\n[ \t]*)?个(?:[ \t]*\n[ \t]*)?交(?:[ \t]*\n[ \t]*)?易(?:[ \t]*\n[ \t]*)?日`),
}

// JoinBroken returns text with the line breaks inside a date, a number,
// between a number and its unit, or inside a person's name, between two
// digits, or inside a sentence before the figures of its next word on a
// line of running text (nameBreaks)
// taken out, with the spaces around them,
// and the map back to text; map is nil when nothing changed. It reads
// folded text (ASCII digits and punctuation). It is idempotent: a join can
// make the text around another break read as a token (A0, / 0 / % gives
// A0,0 / %, then A0,0%), so the joins are made until none is left, in at
// most maxJoinPasses passes.
func JoinBroken(text string) (string, *OffsetMap) {
	var m *OffsetMap
	for pass := 0; pass < maxJoinPasses; pass++ {
		out, pm := joinOnce(text)
		if pm == nil {
			break
		}
		if m == nil {
			m = pm
		} else {
			m = pm.Compose(m)
		}
		text = out
	}
	return text, m
}

// maxJoinPasses bounds JoinBroken's passes; real text needs one or two.
const maxJoinPasses = 16

// joinOnce is one pass of JoinBroken.
func joinOnce(text string) (string, *OffsetMap) {
	if !strings.Contains(text, "\n") {
		return text, nil
	}
	var cuts []Span // runs of white space to take out, in order
	for _, w := range breakWindows(text) {
		for _, re := range brokenTokens {
			for _, m := range findOverlapping(re, text[w.Start:w.End]) {
				m[0], m[1] = m[0]+w.Start, m[1]+w.Start
				tok := text[m[0]:m[1]]
				for off := 0; ; {
					i := strings.IndexByte(tok[off:], '\n')
					if i < 0 {
						break
					}
					i += off
					s, e := i, i+1
					for s > 0 && (tok[s-1] == ' ' || tok[s-1] == '\t') {
						s--
					}
					for e < len(tok) && (tok[e] == ' ' || tok[e] == '\t') {
						e++
					}
					cuts = append(cuts, Span{m[0] + s, m[0] + e})
					off = e
				}
			}
		}
	}
	sortSpans(cuts)
	cuts = append(cuts, nameBreaks(text, mergeSpans(cuts))...)
	sortSpans(cuts)
	cuts = append(cuts, quantityBreaks(text, mergeSpans(cuts))...)
	if len(cuts) == 0 {
		return text, nil
	}
	sortSpans(cuts)
	b := NewBuilder(len(text), len(text))
	at := 0
	for _, c := range cuts {
		if c.Start < at {
			c.Start = at // overlapping matches of two expressions
		}
		if c.End <= c.Start {
			continue
		}
		b.Copy(text[at:c.Start], at)
		at = c.End
	}
	b.Copy(text[at:], at)
	return b.Finish()
}

// findOverlapping returns the matches of re in s, left to right, each
// searched from the last character of the one before: the unit that ends
// one token can be the text before the next (…同意9 / 票反对0 / 票), as it
// is once the first is joined.
func findOverlapping(re *lazyre.Regexp, s string) [][]int {
	var out [][]int
	for off := 0; off < len(s); {
		m := re.FindStringIndex(s[off:])
		if m == nil {
			break
		}
		m[0], m[1] = m[0]+off, m[1]+off
		out = append(out, m)
		_, size := utf8.DecodeLastRuneInString(s[:m[1]])
		off = max(m[1]-size, m[0]+1)
	}
	return out
}

// windowReach is how far around a line break a broken token may reach.
const windowReach = 64

// The characters, besides ASCII digits, that may stand before and after a
// line break inside a token of brokenTokens: 2014 / 年 / 8 / 月 / 18 / 日,
// 人民币30. / 43亿元, 共计1,000, / 000股, 同意9 / 票, 5.125 / %, 至20 /
// 17年2月23日, 配股价格为2 / .99元, 前二 / 十个交易日, 十五个交易 / 日,
// 股份有限公 / 司.
const (
	tokenBeforeBreak = "年月,.个交易零一二三四五六七八九十百两股份有限公"
	tokenAfterBreak  = "年月日号万亿元股票%名人位个.交易零一二三四五六七八九十百两份有限公司"
)

// breakWindows returns the parts of text around the line breaks that may
// lie inside a token: a digit, 年 or 月 (or a separator) before the break,
// a digit, a Chinese numeral or a unit after it; overlapping parts are
// merged. The
// expressions are tried only there, not over the whole text.
func breakWindows(text string) []Span {
	var out []Span
	for off := 0; ; {
		i := strings.IndexByte(text[off:], '\n')
		if i < 0 {
			break
		}
		i += off
		off = i + 1
		b := i
		for b > 0 && (text[b-1] == ' ' || text[b-1] == '\t') {
			b--
		}
		a := i + 1
		for a < len(text) && (text[a] == ' ' || text[a] == '\t') {
			a++
		}
		if b == 0 || a >= len(text) {
			continue
		}
		prev, _ := utf8.DecodeLastRuneInString(text[:b])
		next, _ := utf8.DecodeRuneInString(text[a:])
		if !(prev >= '0' && prev <= '9' || strings.ContainsRune(tokenBeforeBreak, prev)) ||
			!(next >= '0' && next <= '9' || strings.ContainsRune(tokenAfterBreak, next)) {
			continue
		}
		s, e := max(0, i-windowReach), min(len(text), i+windowReach)
		for s > 0 && !utf8.RuneStart(text[s]) {
			s--
		}
		for e < len(text) && !utf8.RuneStart(text[e]) {
			e++
		}
		if n := len(out); n > 0 && out[n-1].End >= s {
			out[n-1].End = max(out[n-1].End, e)
			continue
		}
		out = append(out, Span{s, e})
	}
	return out
}

// mergeSpans returns sorted spans with the overlapping ones merged.
func mergeSpans(s []Span) []Span {
	var out []Span
	for _, sp := range s {
		if n := len(out); n > 0 && sp.Start <= out[n-1].End {
			out[n-1].End = max(out[n-1].End, sp.End)
			continue
		}
		out = append(out, sp)
	}
	return out
}

func sortSpans(s []Span) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && (s[j].Start < s[j-1].Start || (s[j].Start == s[j-1].Start && s[j].End < s[j-1].End)); j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

// wrappedLineRunes is how long a line must be, in characters, for a break
// at its end to be read as a wrap of running text rather than the end of
// a heading or an item ("7、股权质押安排" then "高贺先生同意…").
const wrappedLineRunes = 20

// nameBreaks returns the line breaks (with the spaces around them) that
// fall inside a person's name: the surname ends a line of running text and
// the given name, then 先生 or 女士, starts the next ("…本次董事会由董事长刘"
// then "继东先生召集"); and those that fall between two digits of a number
// the line's end cut ("…向全体股东每10股派1.50" then "0000元人民币现金",
// "…公告编号:临2021-07" then "7"); and those of a sentence cut between two
// Han characters (sentenceRunsOn) or between a Han character and the
// figures of its next word (figuresRunOn). The line before must end in a Han character (a
// sentence that ended there has its punctuation) and be a full line of
// running text, at least wrappedLineRunes characters long counted from the
// last break that stays (cuts are the breaks other rules take out, in
// order, not overlapping), so that the result is the same when read again. At most two
// characters may stand before 先生 or 女士 on the next line: a name of two
// to four characters.
func nameBreaks(text string, cuts []Span) []Span {
	removed := 0 // runes of white space taken out of the line now ending
	return lineBreaks(text, cuts, func(c Span) {
		removed += utf8.RuneCountInString(text[c.Start:c.End])
	}, func(lineStart, b, a int) bool {
		prev, _ := utf8.DecodeLastRuneInString(text[lineStart:b])
		next, _ := utf8.DecodeRuneInString(text[a:])
		inToken := isHan(prev) && givenNameAt(text[a:]) || isDigit(prev) && isDigit(next) && digitsRunOn(text[lineStart:b], text[a:]) ||
			isHan(prev) && isHan(next) && sentenceRunsOn(lineBefore(text, lineStart), text[lineStart:b], text[a:]) ||
			isHan(prev) && isDigit(next) && figuresRunOn(lineBefore(text, lineStart), text[lineStart:b], text[a:])
		if inToken && utf8.RuneCountInString(text[lineStart:b])-removed >= wrappedLineRunes || wordChar(prev) && wordChar(next) && quoteRunsOn(text[lineStart:b], text[a:]) {
			removed += utf8.RuneCountInString(text[b:a])
			return true
		}
		removed = 0
		return false
	})
}

// lineBreaks returns the line breaks of text, each with the spaces and
// tabs around it, that join takes out. join sees where the line now ending
// started (past the last break that stays), where its text ends (b) and
// where the next line's starts (a). A break inside one of cuts (the breaks
// other rules take out, in order, not overlapping) is passed to cut and
// not to join: the line goes on.
func lineBreaks(text string, cuts []Span, cut func(Span), join func(lineStart, b, a int) bool) []Span {
	var out []Span
	lineStart := 0
	ci := 0
	for off := 0; ; {
		i := strings.IndexByte(text[off:], '\n')
		if i < 0 {
			break
		}
		i += off
		off = i + 1
		for ci < len(cuts) && cuts[ci].End <= i {
			ci++
		}
		if ci < len(cuts) && cuts[ci].Start <= i && i < cuts[ci].End {
			if cut != nil {
				cut(cuts[ci])
			}
			continue
		}
		b := i
		for b > lineStart && (text[b-1] == ' ' || text[b-1] == '\t') {
			b--
		}
		a := i + 1
		for a < len(text) && (text[a] == ' ' || text[a] == '\t') {
			a++
		}
		if join(lineStart, b, a) {
			out = append(out, Span{b, a})
			continue
		}
		lineStart = i + 1
	}
	return out
}

// digitsRunOn reports whether the digits ending line and those starting
// next are one number cut by the line's end: the number runs on from the
// words before it (派1.50, 临2021-07; a table's cell stands after a space:
// "A股427,323,627 99.8758 … 0.0800"), and the digits on the next line do
// not number an item (2、 议案名称, 3. , 4)).
func digitsRunOn(line, next string) bool {
	i := len(line)
	for i > 0 && (isDigit(rune(line[i-1])) || line[i-1] == ',' || line[i-1] == '.' || line[i-1] == '-') {
		i--
	}
	if i == 0 || line[i-1] == ' ' || line[i-1] == '\t' {
		return false
	}
	j := 0
	for j < len(next) && isDigit(rune(next[j])) {
		j++
	}
	rest := next[j:]
	if strings.HasPrefix(rest, "、") || strings.HasPrefix(rest, ")") || strings.HasPrefix(rest, "）") {
		return false
	}
	return !(strings.HasPrefix(rest, ".") && (len(rest) == 1 || !isDigit(rune(rest[1]))))
}

// sentenceRunsOn reports whether a line of running text, cut between two
// Han characters, is a sentence the text layer broke and the next line
// its rest (a paragraph set over two pages of a converted filing: "…与华能
// 定边新能源发电有限公司、海" then "阳中电建风力发电有限公司签订了…"; "…不构
// 成重大" then "影响。对未来几年…"): the line's last sentence (after its
// last mark of clauseEnds) was under way, a comma in it or an item of a
// list that enumerates (enumerates), and is not laid out, nor is the line
// a record (record) or a heading (headingNumber); the next line
// opens neither an item of a list (listItemStart), a label and its colon
// (注:…, 法定代表人:…), a closing word (特此公告) nor fields laid out apart (that line's own: a
// table further on is no matter).
// A heading, a title or a record has no comma after its last colon. The
// line must open a paragraph (paragraphOpens): lines that each end
// without a mark, one under the other, are a list's items (收回土地预付款
// 3,620万元,补偿公司损失3,780万元 then 预计影响当期利润总额3,780万元,具体以
// 会计师审计为准, under 重要内容提示, their marks dropped), not a page's
// parts of one sentence.
func sentenceRunsOn(before, line, next string) bool {
	if !sentenceCut(before, line) {
		return false
	}
	if listItemStart.MatchString(next) || laidOut(firstLine(next)) || labelOpens(next) || affix.HasAnyPrefix(next, closingWords) {
		return false
	}
	return true
}

// figuresRunOn reports whether a line of running text, cut between a Han
// character and a figure, is a sentence the text layer broke inside a
// word and the next line its rest (…确定公司为深圳市地铁三期工程 then 7 、 9
// 、 11号线装修材料搪瓷钢板采购项目A包的中标单位, 开尔新材 2015): the line's
// last sentence is under way as sentenceRunsOn reads it, and the next line
// opens with figures (several, set apart by 、 , . - or ~: 7、9、11, 1.5,
// 2014-2016, 30%) run into a word, a Han character right after them (号线,
// 亿元, 年). An item's number (5、合同工期, 2. 合同, (1)) has its mark
// after the figure and no figure after the mark; a line of figures alone
// (a page's number, a table's cell) runs into no word.
//
// A ratio (figures and %) is no item's or page's number: one that opens
// the next line goes on the sentence whatever follows it, a mark or a word
// with the spaces a converted filing leaves (…占公司2011年度经审计的营业总收
// 入的 then 17.55% 。中标合同的履行…, 中工国际 2012; …约占公司2016年度经审
// 计营业收入的 then 3.36% ,预计…; …合同未付款部分总额 then 10% 的违约金).
func figuresRunOn(before, line, next string) bool {
	if !sentenceCut(before, line) && !sentenceBegun(before, line) || laidOut(firstLine(next)) {
		return false
	}
	m := figuresOpen.FindStringIndex(next)
	if m == nil {
		return false
	}
	rest := next[m[1]:]
	if next[m[1]-1] == '%' {
		r, _ := utf8.DecodeRuneInString(strings.TrimLeft(rest, " \t"))
		return isHan(r) || strings.ContainsRune(ratioFollowers, r)
	}
	// A record's number (2.2开工日期:双方协商确定) opens a label.
	r, _ := utf8.DecodeRuneInString(rest)
	return isHan(r) && !labelOpens(rest)
}

// ratioFollowers are the marks that may follow a ratio inside a sentence
// or at its end: 17.55% 。, 3.36% ,, 30% 、设备费的15%, 12%;.
const ratioFollowers = "。,;、)"

// sentenceBegun reports whether a line of running text that opens a
// paragraph ends in a sentence begun after another's end on the line
// (…农作物种植等。合同工期为 then 24个月。, 中国电建 2013; …折合约8,643.39万美元。
// 该工程总长 then 492.22米, 中国电建 2014): a heading, a title or a record
// holds no sentence's end before its last words, and a paragraph ended
// without its mark (…产生积极的影响 then 2018年2月11日,公司…) holds none
// after its last sentence's start.
func sentenceBegun(before, line string) bool {
	if !paragraphOpens(before) || record(line) || headingNumber.MatchString(strings.TrimLeft(line, " \t")) {
		return false
	}
	tail := lastBytes(line, sentenceReach)
	i := strings.LastIndexAny(tail, sentenceEnds)
	if i < 0 {
		return false
	}
	_, size := utf8.DecodeRuneInString(tail[i:])
	rest := strings.TrimSpace(tail[i+size:])
	// The signer after the close (特此公告! 深圳市索菱实业股份有限公司董事会,
	// 特此公告佛山电器照明股份有限公司董事会) then its date is no sentence.
	if rest == "" || laidOut(rest) || affix.HasAnySuffix(strings.TrimSpace(tail[:i]), closingWords) || ContainsAny(rest, closingWords) {
		return false
	}
	return true
}

// sentenceEnds are the marks that end a sentence.
const sentenceEnds = "。！!？?"

// firstLine returns s up to its first line break.
func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// figuresOpen is the figures that open a line: one or more, set apart by
// 、 , . - or ~ with the spaces a converted filing leaves around them (7
// 、 9 、 11), a percent sign after the last.
var figuresOpen = lazyre.New(`^[0-9]+(?:[ \t]*[、,.~-][ \t]*[0-9]+)*%?`)

// sentenceCut reports whether a line of running text ends a sentence the
// text layer cut (see sentenceRunsOn), whatever the next line holds.
func sentenceCut(before, line string) bool {
	if !paragraphOpens(before) {
		return false
	}
	tail := lastBytes(line, sentenceReach)
	if i := strings.LastIndexAny(tail, clauseEnds); i >= 0 {
		tail = tail[i:]
		_, size := utf8.DecodeRuneInString(tail)
		tail = tail[size:]
	}
	tail = strings.TrimLeft(tail, " \t")
	return (clauseComma(tail) || enumerates(tail)) && !laidOut(tail) && !record(line) && !headingNumber.MatchString(strings.TrimLeft(line, " \t"))
}

// clauseComma reports whether s has a comma that sets clauses apart, not
// one between two digits (542,599,000.00元).
func clauseComma(s string) bool {
	for i, r := range s {
		if r != ',' && r != '，' {
			continue
		}
		before, _ := utf8.DecodeLastRuneInString(s[:i])
		after, _ := utf8.DecodeRuneInString(s[i+utf8.RuneLen(r):])
		if !(isDigit(before) && isDigit(after)) {
			return true
		}
	}
	return false
}

// lineBefore returns the last line with text before the line that starts
// at lineStart, or "" when there is none.
func lineBefore(text string, lineStart int) string {
	end := lineStart
	for end > 0 {
		i := strings.LastIndexByte(text[:end-1], '\n') + 1
		if t := strings.TrimSpace(text[i : end-1]); t != "" {
			return t
		}
		end = i
	}
	return ""
}

// paragraphOpens reports whether a line whose text before is before
// opens a paragraph: the text's first line, or one after a sentence's or
// a clause's end (clauseEnds) or after a numbered heading (四、合同履行对上
// 市公司的影响, 1、…; listItemStart).
func paragraphOpens(before string) bool {
	if before == "" || listItemStart.MatchString(before) {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(before)
	return strings.ContainsRune(clauseEnds, r)
}

// record reports whether a line opens with a label and its colon, an
// item's number before it or not: a record (法定代表人:…, 2、承包人:…) or a
// note (注:2013年度利润分配预案已经公司第八届董事会第四次会议审议通过,需提请
// 2013年年度股东大会审议批准, under a table), whose end needs no mark.
func record(line string) bool {
	line = strings.TrimLeft(line, " \t")
	if loc := listItemStart.FindStringIndex(line); loc != nil {
		line = strings.TrimLeft(line[loc[1]:], " \t")
	}
	return labelOpens(line)
}

// labelOpens reports whether s opens with a label and its colon: one to
// eight Han characters, then : or ：(注:, 法定代表人:, 注册资本：).
func labelOpens(s string) bool {
	n := 0
	for _, r := range s {
		switch {
		case r == ':' || r == '：':
			return n > 0
		case isHan(r) && n < 8:
			n++
		default:
			return false
		}
	}
	return false
}

// enumItemRunes is the least length of an item of a list that enumerates
// for its end to be read as cut: a heading that enumerates (四、本次合资合作
// 目的、存在的风险和对公司的影响) is shorter.
const enumItemRunes = 30

// enumerates reports whether the last sentence of a line opens an item of
// a list numbered in figures (itemNumber) and goes on to enumerate (、) in the item's text, at least
// enumItemRunes characters long: "5.本公司全资子公司北车风电有限公司分别与华能
// 定边新能源发电有限公司、海", "1、该合同履行对本公司本年度的资产总额、净资产和
// 净利润等不构成重大". A heading's 、 is its number's (四、合同履行对上市公司的
// 影响), or it is numbered in Chinese numerals, or it is short.
func enumerates(tail string) bool {
	loc := itemNumber.FindStringIndex(tail)
	return loc != nil && strings.Contains(tail[loc[1]:], "、") && utf8.RuneCountInString(tail) >= enumItemRunes
}

// headingNumber opens a heading, numbered in Chinese numerals (一、, (二),
// 第五条): a heading ends without a mark, a comma in it or not ((一) 加强募集
// 资金管理,充分发挥募集资金效益).
var headingNumber = lazyre.New(`^(?:[一二三四五六七八九十]{1,3}[、.．]|[(（][一二三四五六七八九十]{1,3}[)）]|第[一二三四五六七八九十百零〇]{1,6}[条章节])`)

// itemNumber opens an item numbered in figures (1、, 5., (2)); the genre
// numbers its headings in Chinese numerals (一、, (一)), its items in figures.
var itemNumber = lazyre.New(`^(?:[0-9]{1,2}[ \t]*[、.)]|\([0-9]{1,2}\))`)

// sentenceReach is how far back from a line's end its last sentence is
// read, in bytes (a long sentence's last 200 characters or so), so that a
// text joined line after line is not read again from its start.
const sentenceReach = 600

// lastBytes returns the end of s, at most n bytes, from a rune's start.
func lastBytes(s string, n int) string {
	if len(s) <= n {
		return s
	}
	i := len(s) - n
	for i < len(s) && !utf8.RuneStart(s[i]) {
		i++
	}
	return s[i:]
}

// quoteReach is how far before a line's end a title in 《》 broken there
// may open, and how far into the next line it may close, in bytes.
const quoteReach = 240

// quoteRunsOn reports whether a line ends inside a title in 《》 that the
// next line closes: the line opens a 《 it does not close, and the next
// line closes it before it opens another and before a sentence ends ("…先
// 后签订过《三环路武侯立交改" then "造工程施工标段合同》,金额为…"; "…签订
// 了《内蒙古东源科技有限公司2" then "×330MW自备电厂项目工程EPC总承包协
// 议》"). A title's marks stand for one name: no line of the genre ends
// inside one but where the text layer broke it.
func quoteRunsOn(line, next string) bool {
	line = lastBytes(line, quoteReach)
	open := strings.LastIndex(line, "《")
	if open < 0 || strings.Contains(line[open:], "》") {
		return false
	}
	next = next[:min(len(next), quoteReach)]
	end := strings.Index(next, "》")
	if end < 0 {
		return false
	}
	if i := strings.Index(next, "《"); i >= 0 && i < end {
		return false
	}
	if i := strings.IndexAny(next, "。\n"); i >= 0 && i < end {
		return false
	}
	return true
}

// wordChar reports whether r may stand inside a name on either side of a
// break: a Han character, a digit or a Latin letter.
func wordChar(r rune) bool {
	return isHan(r) || isDigit(r) || r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r == '×'
}

// honorifics follow a person's name: "本次董事会由董事长刘" / "继东先生召集",
// "高贺先生同意…", 女士.
var honorifics = []string{"先生", "女士"}

// givenNameAt reports whether s starts with one or two Han characters and
// then 先生 or 女士.
func givenNameAt(s string) bool {
	for n := 0; n < 3; n++ {
		if affix.HasAnyPrefix(s, honorifics) {
			return n > 0
		}
		r, size := utf8.DecodeRuneInString(s)
		if !isHan(r) {
			return false
		}
		s = s[size:]
	}
	return false
}

// JoinColumns returns text with the line breaks of a column of fixed width
// taken out (columnBreaks), and the map back to text; the map is nil when
// nothing changed. It reads the text as laid out, before folding: the
// width of a line is the width it was set at. It is idempotent: the joins
// are made until none is left, in at most maxJoinPasses passes.
func JoinColumns(text string) (string, *OffsetMap) {
	var m *OffsetMap
	for pass := 0; pass < maxJoinPasses; pass++ {
		cuts := columnBreaks(text)
		if len(cuts) == 0 {
			break
		}
		sortSpans(cuts)
		b := NewBuilder(len(text), len(text))
		at := 0
		for _, c := range cuts {
			b.Copy(text[at:c.Start], at)
			at = c.End
		}
		b.Copy(text[at:], at)
		out, pm := b.Finish()
		if m == nil {
			m = pm
		} else {
			m = pm.Compose(m)
		}
		text = out
	}
	return text, m
}

// columnBreaks returns the line breaks of text set in a column of a fixed
// number of characters: a page's one long line broken every so many
// characters wherever that falls, inside a word, a name or a number
// (…公告编号:2025-006 沈 / 阳兴齐眼药股份有限公司, …公司会议室召 /
// 开2003年第三次董事会, …编号: 201 / 4-055), or a title set over lines of
// one width. Two or more lines one after another of one width, each of
// wrappedLineRunes characters or more besides spaces, are the full lines
// of such a column when the line after them is no wider (the last line of
// a paragraph; a pair of lines above a longer one is a coincidence) and
// the width is the column's: the width of the most lines in such runs.
// The break after each full line is a wrap, the break before the first is
// not. Lines that are laid out (laidOut) or open alike (parallel) are no
// column's. A break stays after a line that ends a sentence or a clause
// (。；：!?) and before an indented line or an item of a list
// (listItemStart). Apart from columns, a line that opens with a mark that
// may not open a line (noLineStart) continues the line before. Only the
// line break is taken out: spaces around it are the text's own.
func columnBreaks(text string) []Span {
	lines := make([]columnLine, 0, strings.Count(text, "\n")+1)
	for start := 0; start <= len(text); {
		end := strings.IndexByte(text[start:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += start
		}
		// A line ends before its carriage returns: \r\n (and \r\r\n, a
		// file's line ends converted twice; LineEnds leaves them) is the
		// line's end as \n is, so that a CRLF text is measured, and its
		// lines' last characters read, as the same text with \n.
		textEnd := end
		for textEnd > start && text[textEnd-1] == '\r' {
			textEnd--
		}
		ln := columnLine{start: start, end: textEnd}
		// Characters by their first bytes; spaces are ASCII white space,
		// U+00A0 (C2 A0) and U+3000 (E3 80 80).
		spaces := 0
		for i := start; i < textEnd; i++ {
			switch c := text[i]; {
			case c&0xC0 == 0x80:
				continue
			case c == ' ' || c >= '\t' && c <= '\r':
				spaces++
			case c == 0xC2 && i+1 < textEnd && text[i+1] == 0xA0, c == 0xE3 && i+2 < textEnd && text[i+1] == 0x80 && text[i+2] == 0x80:
				spaces++
			}
			ln.runes++
		}
		ln.ink = ln.runes - spaces
		ln.width = textwidth.Columns(text[start:textEnd])
		lines = append(lines, ln)
		start = end + 1
	}
	pageChrome(text, lines)
	pageChrome(text, lines)
	textOf := func(k int) string { return text[lines[k].start:lines[k].end] }
	// The rule of Chinese typesetting that keeps 、，。：；）》” off the head
	// of a line: a line that opens with one continues the line before,
	// whatever its width — "(以下简称“本公司”" / ")监事会…", "公告编号" /
	// ":2022-022".
	var out []Span
	opensClosed := make([]bool, len(lines))
	for k := 1; k < len(lines); k++ {
		if first, _ := utf8.DecodeRuneInString(textOf(k)); lines[k-1].end > lines[k-1].start && strings.ContainsRune(noLineStart, first) {
			opensClosed[k] = true
			out = append(out, Span{lines[k-1].end, lines[k].start})
			continue
		}
		// An approval's verb goes on in the title of what it approved,
		// whatever the width of its line (approvalBreak).
		next := strings.TrimLeft(textOf(k), " \t\u3000\u00a0")
		if approvalBreak(strings.TrimRight(textOf(k-1), " \t\u3000\u00a0"), next) {
			opensClosed[k] = true
			out = append(out, Span{lines[k-1].end, lines[k].end - len(next)})
		}
	}
	// A full line holds wrappedLineRunes characters or more, at most a
	// third of them spaces (the spaces a PDF's text layer puts around
	// figures, "2017 年 4 月 21 日在上海以现场会议"), and is not laid out.
	full := func(k int) bool {
		ln := lines[k]
		return ln.runes >= wrappedLineRunes && ln.ink*3 >= ln.runes*2 && !laidOut(textOf(k)) && !ln.chrome
	}
	paired := func(k int) bool {
		return full(k) && full(k+1) && lines[k].runes == lines[k+1].runes && !parallel(textOf(k), textOf(k+1))
	}
	type run struct{ from, to int }
	var runs []run
	count := map[int]int{} // lines in runs, by width
	for k := 0; k+1 < len(lines); {
		if !paired(k) {
			k++
			continue
		}
		j := k + 1
		for j+1 < len(lines) && paired(j) {
			j++
		}
		// Two lines alone need a shorter line after them, the paragraph's
		// last: two lines of one width and nothing after are as likely a
		// coincidence (a header's line above a title).
		w := lines[k].runes
		if after := j + 1; after == len(lines) && j-k >= 2 || after < len(lines) && lines[after].runes <= w && (j-k >= 2 || lines[after].ink > 0) {
			runs = append(runs, run{k, j})
			count[w] += j - k + 1
		}
		k = j + 1
	}
	column := 0
	for w, n := range count {
		if n > count[column] || n == count[column] && w > column {
			column = w
		}
	}
	if n := countColumn(lines, full); n > 0 && (column == 0 || column == n) {
		// The text was broken at a count of characters throughout: every
		// line of that count is a wrap, alone too (a paragraph of one full
		// line and its last, "…董事会四届二" / "十一次会议于", set at 31
		// characters) and whatever its spaces (a table's row cut inside a
		// figure, "            11,029,501," / "882"), but for a
		// signature's date.
		column = n
		runs = runs[:0]
		for k := range lines {
			if lines[k].runes == n && !signedDateEnd.MatchString(textOf(k)) {
				runs = append(runs, run{k, k})
			}
		}
	}
	atEdge := func(k int) bool { return false } // a row's line that reaches the column's edge (rowBreaks)
	if w := widthColumn(lines); w > 0 && widthExplains(lines, w, column) {
		// The text was broken at a width throughout, as a page's right
		// margin breaks it (…公告编号:2025-006 沈阳兴 / 齐眼药股份有限公司,
		// 58 columns a line, figures and Latin letters one column each,
		// Chinese two): every line of that width is a wrap, whatever its
		// count of characters, but for a signature's date.
		runs = runs[:0]
		for k := range lines {
			if full := lines[k].width == w || lines[k].width == w-1; full && !signedDateEnd.MatchString(textOf(k)) {
				runs = append(runs, run{k, k})
			}
		}
		column = -1
		// A row's line breaks before a tab that does not fit: it ends
		// short of the width by less than a tab's columns.
		atEdge = func(k int) bool { return lines[k].width <= w && lines[k].width > w-tabColumns }
	}
	if column >= 0 {
		// A text broken at a page's margin: its lines end short of it by
		// a word or a figure. The margin wins over a count of characters
		// that explains fewer of the long lines (lines of one count at a
		// margin are a coincidence of its widths).
		if w := marginWidth(text, lines); w > 0 && (column == 0 || marginExplains(text, lines, w) > countExplains(lines, column)) {
			// A row's line ends short of the margin by a cell that did
			// not fit, as a line holding figures does.
			rows, ends := rowBreaks(text, lines, func(k int) bool { return lines[k].width <= w+2 && lines[k].width >= w-marginSlackFigures }, opensClosed)
			return append(append(out, rows...), marginBreaks(text, lines, w, joinedTo(lines, rows, ends, opensClosed))...)
		}
		if column > 0 {
			atEdge = func(k int) bool { return lines[k].runes == column }
		}
		if column == 0 {
			// Too few lines for a margin or a column: the paragraphs
			// broken at one width (widthPairs).
			return append(out, widthPairs(text, lines, opensClosed)...)
		}
	}
	rows, ends := rowBreaks(text, lines, atEdge, opensClosed)
	out = append(out, rows...)
	opensClosed = joinedTo(lines, rows, ends, opensClosed)
	for _, r := range runs {
		if column >= 0 && lines[r.from].runes != column {
			continue
		}
		for k := r.from; k <= r.to && k+1 < len(lines); k++ {
			if opensClosed[k+1] {
				continue // decided above (a mark that may not open a line, a row)
			}
			last, _ := utf8.DecodeLastRuneInString(textOf(k))
			first, _ := utf8.DecodeRuneInString(textOf(k + 1))
			indented := first == ' ' || first == '\t' || first == '\u3000' || first == '\u00a0'
			if first == ' ' && !strings.HasPrefix(textOf(k+1), "  ") {
				// At a width's margin or a column's count one space
				// opening a line is the space of the text that stood
				// there (…2025 年 4 月 18 / 日在公司会议室, …劳动北路118 /
				//  号8楼会议室), not an indent.
				indented = false
			}
			if indented && column > 0 && (lines[k+1].ink == 0 && lines[k+1].runes == column || figureAlone(textOf(k+1)) || strings.HasSuffix(textOf(k), " ")) {
				// At a column's count a row of a table breaks inside a
				// gap between its cells as anywhere: a line of the gap
				// alone, the count's characters all spaces, or of the
				// figure alone ("2、出席会议的股东所持有表决权的股份总数(股)" /
				// "            11,029,501,882"), or after a line that
				// ends inside the gap ("表决结果:赞成15票        反对0票    " /
				// "    弃权0票") goes on the row; a paragraph is no lone
				// figure, nor does a line of text end on a space.
				indented = false
			}
			// Bytes that are not whole characters either side stay apart:
			// taking the break out could make one character of them.
			if column > 0 && labelBelow(textOf(k), textOf(k+1)) {
				// A line of the count's characters above a field's label
				// and colon is as likely the line it was set as: "1、 议案
				// 名称:2020 年半年度利润分配预案" (23 characters) then "审议结
				// 果:通过".
				continue
			}
			if lines[k+1].end == lines[k+1].start || indented || strings.ContainsRune(clauseEnds, last) ||
				last == utf8.RuneError || first == utf8.RuneError ||
				parallel(textOf(k), textOf(k+1)) || listItemStart.MatchString(textOf(k+1)) && !strings.ContainsRune(openingMarks, last) {
				continue
			}
			out = append(out, Span{lines[k].end, lines[k+1].start})
		}
	}
	return out
}

// columnLine is a line of a text read for a column (columnBreaks): its
// bounds (end before the line's end, \n or \r\n; the next line starts
// after it), its characters, those besides spaces, and its width in
// columns (textwidth.Columns).
type columnLine struct {
	start, end, runes, ink, width int
	chrome                        bool // a web page's chrome (pageChrome)
}

// labelBelow reports whether next opens with a field's label and colon
// (labelField) that is whole: the Chinese characters that end line do
// not make a label with it of at most eight characters, as a label cut
// at a column's edge does ("…证券简称:兴齐眼药 公" / "告编号:2025-006",
// "…股权登记日为:2012年5月22日,除权除息" / "日为:2012年5月23日").
func labelBelow(line, next string) bool {
	if _, ok := labelField(next); !ok {
		return false
	}
	n := 0 // Han characters ending line
	for t := line; t != ""; n++ {
		r, size := utf8.DecodeLastRuneInString(t)
		if !isHan(r) {
			break
		}
		t = t[:len(t)-size]
	}
	label := 0
	for _, r := range next {
		if !isHan(r) {
			break
		}
		label++
	}
	return n+label > 8
}

// cellTailRunes is how many characters the end of a row's last cell,
// wrapped onto a line of its own, holds at most.
const cellTailRunes = 6

// cellTail reports whether next is the end of the last cell of row, a
// row holding all its cells, cut at the column's edge: the rest of a
// figure ("…（股）\t200,000," then "000,000"), or a few characters and no
// space ("…\t0.0000\t0.000" then "0"; "…\t票数\t比例" then "（%）")
// neither ending a sentence nor a clause, nor opening an item of a list
// or the close.
func cellTail(row, next string) bool {
	last, _ := utf8.DecodeLastRuneInString(row)
	tail, _ := utf8.DecodeLastRuneInString(next)
	n := utf8.RuneCountInString(next)
	if (isDigit(last) || last == ',' || last == '.') && figureAlone(next) && isDigit(rune(next[0])) {
		return true
	}
	return n > 0 && n <= cellTailRunes && !strings.ContainsAny(next, " \t\u3000\u00a0") &&
		!strings.ContainsRune(clauseEnds, last) && !strings.ContainsRune(clauseEnds, tail) &&
		!listItemStart.MatchString(next) && !affix.HasAnyPrefix(next, closingWords)
}

// joinedTo returns taken (the lines whose break before them another rule
// decided) with the lines after the breaks of cuts marked too, and those
// after the lines of ends (rows that ended whole: the break after them
// stays).
func joinedTo(lines []columnLine, cuts []Span, ends []int, taken []bool) []bool {
	if len(cuts)+len(ends) == 0 {
		return taken
	}
	out := slices.Clone(taken)
	for _, c := range cuts {
		k, _ := slices.BinarySearchFunc(lines, c.End, func(ln columnLine, at int) int { return cmp.Compare(ln.start, at) })
		if k < len(out) && lines[k].start == c.End {
			out[k] = true
		}
	}
	for _, k := range ends {
		if k+1 < len(out) {
			out[k+1] = true
		}
	}
	return out
}

// tabColumns is the width of a tab (textwidth.Columns).
var tabColumns = textwidth.Columns("\t")

// rowBreaks returns the breaks of a table's rows set in cells divided by
// tabs and broken at a column's edge (full reports the lines that reach
// it), and the lines that end a row whole at the edge, after which the
// break stays. A row that reaches the edge holding fewer cells than the
// table's widest row goes on over the lines after it, each reaching the
// edge but the last, until their cells together make the table's count,
// a cell cut in two counted once ("A股\t9,900,000,000\t99.0000\t50,000,000\t0.5000"
// then "\t50,000,000\t0.5000"; "…\t1,000,000,000\t0.52" then
// "63\t0\t0.0000"); a line ending on a tab has the row's next cell on
// the next line ("…\t0\t" then "0.0000"). A row whole at the edge goes
// on in the end of its last cell (cellTail: "…\t0.000" then "0") and
// ends there otherwise: the next line is the next row. The table is the
// lines between two blank lines; a row of its header with the cells of
// the next ("股东类型\t同意\t\t反对…" above "\t票数\t比例（%）…") makes
// more than its count and stays. Lines in taken were joined to the line
// before by another rule.
func rowBreaks(text string, lines []columnLine, full func(int) bool, taken []bool) ([]Span, []int) {
	tabs := make([]int, len(lines))
	cells := make([]int, len(lines)) // the count of the table's widest row
	for from := 0; from < len(lines); {
		to, widest := from, 0
		for ; to < len(lines) && lines[to].ink > 0; to++ {
			tabs[to] = strings.Count(text[lines[to].start:lines[to].end], "\t")
			if tabs[to] > 0 {
				widest = max(widest, tabs[to]+1)
			}
		}
		for k := from; k < to; k++ {
			cells[k] = widest
		}
		from = to + 1
	}
	textOf := func(k int) string { return text[lines[k].start:lines[k].end] }
	goesOn := func(k int) bool { // a line after k that a row may go on in
		return k+1 < len(lines) && lines[k+1].ink > 0 && !lines[k+1].chrome
	}
	var out []Span
	var ends []int
	for k := 0; k+1 < len(lines); k++ {
		if tabs[k] == 0 || tabs[k]+1 > cells[k] || !full(k) || lines[k].chrome {
			continue
		}
		n, last := tabs[k], k
		for n+1 < cells[k] || strings.HasSuffix(textOf(last), "\t") {
			if !full(last) || !goesOn(last) || n+tabs[last+1]+1 > cells[k] {
				last = -1 // the row ends short of its cells: not one broken
				break
			}
			last++
			n += tabs[last]
		}
		if last < 0 {
			continue
		}
		for p := k; p < last; p++ {
			if !taken[p+1] { // else taken out by another rule
				out = append(out, Span{lines[p].end, lines[p+1].start})
			}
		}
		if full(last) && goesOn(last) && !taken[last+1] {
			if !full(last+1) && cellTail(textOf(last), textOf(last+1)) {
				out = append(out, Span{lines[last].end, lines[last+1].start})
				last++
			} else {
				ends = append(ends, last)
			}
		}
		k = last
	}
	return out, ends
}

// figureAlone reports whether a line holds one figure and nothing else
// but spaces: "            11,029,501,882", "          75.94".
func figureAlone(s string) bool {
	return figureAloneRe.MatchString(s)
}

var figureAloneRe = lazyre.New(`^[ \t\x{3000}\x{00a0}]*[0-9０-９][0-9０-９,，.．]*[%％]?[ \t\x{3000}\x{00a0}]*$`)

// listItemStart opens an item of a list, which starts a line of its own however
// wide the line before: 附件3：…, 一、, 2、, 3., (一), （2）, 第五条, ●.
var listItemStart = lazyre.New(`^(?:(?:附件|附表)?[0-9０-９一二三四五六七八九十]{1,3}[、.．:：)）]|[(（][0-9０-９一二三四五六七八九十]{1,3}[)）]|第[0-9一二三四五六七八九十百零〇]{1,6}[条章节]|[●•◆■□▪※])`)

// parallel reports whether two lines open alike, as the records of a list
// do, one a line: with the same two characters ("公司债代码:143213 公司债简
// 称:17豫高速" above "公司债代码:143495 …") or each with a label of the same
// field and a colon ("转债代码:113021 转债简称:中信转债" above "转股代码:
// 191021 …"; not "证券代码:300573 证券简称:兴齐眼药 公" above "告编号:
// 2025-006 …", a label cut at the margin).
func parallel(a, b string) bool {
	a, b = strings.TrimLeft(a, " \t\u3000\u00a0"), strings.TrimLeft(b, " \t\u3000\u00a0")
	a0, n := utf8.DecodeRuneInString(a)
	a1, _ := utf8.DecodeRuneInString(a[n:])
	b0, m := utf8.DecodeRuneInString(b)
	b1, _ := utf8.DecodeRuneInString(b[m:])
	if len(a) > n && len(b) > m && a0 == b0 && a1 == b1 {
		return true
	}
	fa, oka := labelField(a)
	fb, okb := labelField(b)
	return oka && okb && fa == fb
}

// labelField reads a label and its colon at the start of a line (证券代码:,
// 优先股简称：, 公告编号:): two to eight Han characters, a space or not,
// the colon. Its last two characters (代码, 简称, 编号) name the field;
// records of a list name the same one.
func labelField(s string) (string, bool) {
	n, i, last2 := 0, 0, 0 // Han characters, bytes read, where the last two start
	var prev int
	for i < len(s) && n < 8 {
		r, size := utf8.DecodeRuneInString(s[i:])
		if !isHan(r) {
			break
		}
		last2, prev = prev, i
		n++
		i += size
	}
	if n < 2 {
		return "", false
	}
	if n == 2 {
		last2 = 0
	}
	field := s[last2:i]
	if i < len(s) && s[i] == ' ' {
		i++
	}
	if strings.HasPrefix(s[i:], ":") || strings.HasPrefix(s[i:], "：") {
		return field, true
	}
	return "", false
}

// laidOut reports whether a line sets fields apart with a wide gap (a tab,
// or four spaces or more between two words), as a header's labels and a
// table's cells are set — "转债代码:113021               转债简称:中信转债" —
// not running text.
func laidOut(t string) bool {
	t = strings.Trim(t, " \t\u3000\u00a0")
	return strings.Contains(t, "\t") || strings.Contains(t, "    ") || strings.Contains(t, "\u3000\u3000")
}

// noLineStart are the marks that may not open a line: they close a clause,
// a bracket or a quotation, or join what stands before them.
const noLineStart = "、，。．：；？！）》〉」』】〕”’,.:;?!)%％"

// openingMarks open a bracket or a quotation: a line ending on one goes
// on, and what opens the next line is inside it, not an item of a list
// ("…弃权票0票。 (" / "2)《股东大会议事规则》;").
const openingMarks = "(（《〈「『【〔“‘"

// clauseEnds end a sentence or a clause: a line ending in one is not
// wrapped on the next.
const clauseEnds = "。；;：:！!？?"

// countColumn returns the count of characters at which a text was broken
// throughout, or 0: the count that most full lines hold, when at least
// countWrapLines full lines hold it and the lines of that count (a
// table's rows cut with their gaps too) are at least half of the lines of
// wrappedLineRunes characters or more (a text wrapped at no count has long
// lines of every length; one wrapped at a width has its lines of figures
// longer than its lines of Chinese).
func countColumn(lines []columnLine, full func(int) bool) int {
	count := map[int]int{}
	long, best := 0, 0
	for k, ln := range lines {
		if ln.runes >= wrappedLineRunes {
			long++
		}
		if full(k) {
			count[ln.runes]++
		}
	}
	for n, c := range count {
		if c > count[best] || c == count[best] && n > best {
			best = n
		}
	}
	exact := 0
	for _, ln := range lines {
		if ln.runes == best {
			exact++
		}
	}
	if count[best] < countWrapLines || exact*2 < long {
		return 0
	}
	return best
}

// widthColumn returns the width, in columns, at which a text was broken
// throughout (a page's right margin), or 0: the width w of its widest
// line, when at least countWrapLines lines are w or w-1 columns wide (a
// Chinese character that does not fit leaves the last column empty) and
// those lines are at least half of the lines of wrappedLineRunes
// characters or more. A text of lines set as paragraphs has its widest
// line alone; one broken at a count of characters has lines of figures
// narrower than its lines of Chinese.
func widthColumn(lines []columnLine) int {
	w, long := 0, 0
	for _, ln := range lines {
		w = max(w, ln.width)
		if ln.runes >= wrappedLineRunes {
			long++
		}
	}
	full := 0
	for _, ln := range lines {
		if ln.runes >= wrappedLineRunes && (ln.width == w || ln.width == w-1) {
			full++
		}
	}
	if full < countWrapLines || full*2 < long {
		return 0
	}
	return w
}

// countExplains returns how many long lines of a text hold count
// characters.
func countExplains(lines []columnLine, count int) int {
	n := 0
	for _, ln := range lines {
		if ln.runes >= wrappedLineRunes && ln.runes == count {
			n++
		}
	}
	return n
}

// widthExplains reports whether a width w explains more of the long lines
// of a text as full lines of a column than a count of characters does:
// a text broken at a count (…董事会四届二 / 十一次会议于, 31 characters)
// has lines of figures narrower than its lines of Chinese, one broken at
// a width has them holding more characters.
func widthExplains(lines []columnLine, w, count int) bool {
	byWidth, byCount := 0, 0
	for _, ln := range lines {
		if ln.runes < wrappedLineRunes {
			continue
		}
		if ln.width == w || ln.width == w-1 {
			byWidth++
		}
		if ln.runes == count {
			byCount++
		}
	}
	return byWidth > byCount
}

// signedDateEnd ends a line on a whole date set apart from the words
// before it, as the line that signs an announcement does ("武汉东湖高新集团
// 股份有限公司董事会 二○○三年四月二十九日", 29 characters, then the page's
// "关闭窗口"): a full line of the column alone, it is the line it was set
// as. A date inside a sentence ("…于2019年3月26日" / "以书面…发出通知")
// is not set apart.
var signedDateEnd = lazyre.New(`(?:^|\s)(?:[0-9０-９]{4}|[○〇零一二三四五六七八九]{4})\s*年\s*[0-9０-９一二三四五六七八九十]{1,3}\s*月\s*[0-9０-９一二三四五六七八九十]{1,3}\s*[日号]\s*$`)

// countWrapLines is how many lines of the column's width make a text
// broken at a count of characters.
const countWrapLines = 6
