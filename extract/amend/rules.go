package amend

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/internal/lazyre"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// Rules extracts a rule book (股东大会议事规则, 董事会议事规则, …): its
// chapters (第一章 总则 …) and articles (第一条 …) as a tree, the
// numbering checked for gaps, duplicates and disorder, and the thresholds
// the rules state (shareholdings, majorities, notice periods).
//
// Only a document that carries a real sequence of headings gets a rule
// book: an announcement that merely cites articles (本章程第八十七条) or an
// amendment table whose cells start with 第N条 does not.
type Rules struct{}

// Name implements Extractor.
func (Rules) Name() string { return "rules" }

// Extract implements Extractor.
func (Rules) Extract(c *extract.Context) {
	book := parseRuleBook(c.Doc.Text)
	if book == nil {
		return
	}
	text := c.Doc.Text
	out := &schema.Rules{Chapters: []schema.Chapter{}, Articles: []schema.Article{}}
	for _, ch := range book.chapters {
		out.Chapters = append(out.Chapters, schema.Chapter{Number: ch.number, Title: ch.title, Span: c.Span(ch.span)})
	}
	for _, a := range book.articles {
		body := a.body
		out.Articles = append(out.Articles, schema.Article{
			Number:  a.number,
			Chapter: a.chapter,
			Text:    text[body.Start:body.End],
			Span:    c.Span(body),
			Page:    c.Doc.PageOf(a.label.Start),
		})
		for _, th := range ruleThresholds(text, body) {
			q := c.Quantity(th.q)
			if th.q.Fraction != "" {
				q.Fraction = th.q.Fraction
			}
			out.Thresholds = append(out.Thresholds, schema.Threshold{Subject: th.subject, Article: a.number, Quantity: *q})
		}
	}
	for _, w := range book.warnings {
		c.Warn(schema.WarnNumbering, w.msg, w.span)
	}
	c.Out.Rules = out
}

// ruleHeading is a chapter or article heading found in the text.
type ruleHeading struct {
	chapter bool
	number  int
	label   normalize.Span // 第N章 / 第N条
	title   string         // chapters only
	end     normalize.Span // the whole heading (label and chapter title)
}

type ruleChapter struct {
	number int
	title  string
	span   normalize.Span
}

type ruleArticle struct {
	number  int
	chapter int
	label   normalize.Span
	body    normalize.Span
}

type ruleWarning struct {
	msg  string
	span normalize.Span
}

type ruleBook struct {
	chapters []ruleChapter
	articles []ruleArticle
	warnings []ruleWarning
}

// Heading numerals: 第一百零五条, 第十章, and Arabic 第105条. ruleArticleOpen
// opens an article's heading; ruleLeadingOne is the 一 a heading may write
// before 十 (第一十条 beside 第十条).
const ruleArticleOpen, ruleLeadingOne = "第", "一"

var (
	ruleArticleRe = lazyre.New(`第([〇零一二两三四五六七八九十百千]+|[0-9]{1,4})条`)
	ruleChapterRe = lazyre.New(`第([〇零一二两三四五六七八九十百]+|[0-9]{1,3})章`)
)

// ruleRefFollowers are what follows 第N条 or 第N章 when it is a reference
// inside a sentence rather than a heading: 本规则第十三条规定的, 第六十五条至
// 第六十九条, 《证券法》第六十三条第一款, 本行章程第十章关于….
var ruleRefFollowers = []string{"的", "规定", "所", "至", "、", "第", "和", "及", "或", "中", "之", "关于", "项", "款", "(", ")", "”", "》", ",", "。", ";"}

// ruleSentenceEnds may stand right before an article heading that runs on in
// the same line: "…书面要求日计算。第五条 本行召开…".
var ruleSentenceEnds = []string{"。", "!", "?", "。”", ";"}

// Rule-book thresholds: the lower bounds of the numbering tests.
const (
	minRuleArticles     = 5
	minRuleChapters     = 2
	minRuleArticlesBare = 10 // a book without chapters needs more articles
	maxChapterTitle     = 40 // runes
)

// parseRuleBook finds the chapter and article headings of text and builds
// the tree, or returns nil when text is not a rule book.
func parseRuleBook(text string) *ruleBook {
	heads := findRuleHeadings(text)
	heads = ruleDropStray(heads)
	var nch, nart int
	for _, h := range heads {
		if h.chapter {
			nch++
		} else {
			nart++
		}
	}
	if nart < minRuleArticles || (nch < minRuleChapters && nart < minRuleArticlesBare) {
		return nil
	}
	if !ruleConsecutive(heads) {
		return nil
	}
	b := &ruleBook{}
	chapter := 0
	lastArt, lastCh := 0, 0
	for i, h := range heads {
		// A heading's text runs to the next heading, or for the last one to
		// the end of the book.
		end := len(text)
		if i+1 < len(heads) {
			end = heads[i+1].label.Start
		} else {
			end = ruleBookEnd(text, h.end.End)
		}
		if h.chapter {
			chapter = h.number
			b.chapters = append(b.chapters, ruleChapter{number: h.number, title: h.title, span: h.end})
			b.checkOrder(&lastCh, h, "chapter")
			continue
		}
		body := ruleTrim(text, normalize.Span{Start: h.label.End, End: end})
		b.articles = append(b.articles, ruleArticle{number: h.number, chapter: chapter, label: h.label, body: body})
		b.checkOrder(&lastArt, h, "article")
	}
	return b
}

// checkOrder records a numbering warning when h does not follow *last by
// one, and moves *last on.
func (b *ruleBook) checkOrder(last *int, h ruleHeading, kind string) {
	switch {
	case h.number == *last:
		b.warnings = append(b.warnings, ruleWarning{fmt.Sprintf("%s %d appears twice", kind, h.number), h.label})
	case h.number < *last:
		b.warnings = append(b.warnings, ruleWarning{fmt.Sprintf("%s %d comes after %s %d", kind, h.number, kind, *last), h.label})
	case h.number > *last+1:
		b.warnings = append(b.warnings, ruleWarning{fmt.Sprintf("%s numbering jumps from %d to %d", kind, *last, h.number), h.label})
	}
	if h.number > *last {
		*last = h.number
	}
}

// findRuleHeadings returns the chapter and article headings of text in
// order. A heading stands at the start of a line, after a sentence end, or
// (for an article) right after a chapter title; a 第N条 followed by 的, 规定,
// 至 … is a reference, not a heading.
func findRuleHeadings(text string) []ruleHeading {
	var heads []ruleHeading
	for _, m := range ruleChapterRe.FindAllStringSubmatchIndex(text, -1) {
		if !ruleHeadingPosition(text, m[0]) || ruleIsReference(text, m[1]) {
			continue
		}
		n, ok := ruleNumber(text[m[2]:m[3]])
		if !ok {
			continue
		}
		title, tspan, ok := ruleChapterTitle(text, m[1])
		if !ok {
			continue
		}
		heads = append(heads, ruleHeading{chapter: true, number: n, label: normalize.Span{Start: m[0], End: m[1]}, title: title, end: normalize.Span{Start: m[0], End: tspan.End}})
	}
	chapterEnds := map[int]bool{}
	for _, h := range heads {
		chapterEnds[h.end.End] = true
	}
	for _, m := range ruleArticleRe.FindAllStringSubmatchIndex(text, -1) {
		if !(ruleHeadingPosition(text, m[0]) || chapterEnds[m[0]]) || ruleIsReference(text, m[1]) {
			continue
		}
		n, ok := ruleNumber(text[m[2]:m[3]])
		if !ok {
			continue
		}
		heads = append(heads, ruleHeading{number: n, label: normalize.Span{Start: m[0], End: m[1]}, end: normalize.Span{Start: m[0], End: m[1]}})
	}
	// Chapters and articles interleave by position.
	for i := 1; i < len(heads); i++ {
		for j := i; j > 0 && heads[j].label.Start < heads[j-1].label.Start; j-- {
			heads[j], heads[j-1] = heads[j-1], heads[j]
		}
	}
	return heads
}

// ruleHeadingPosition reports whether a heading may start at text[i]: at the
// start of a line (after spaces) or after a sentence end.
func ruleHeadingPosition(text string, i int) bool {
	j := i
	for j > 0 {
		r, size := utf8.DecodeLastRuneInString(text[:j])
		if r == ' ' || r == '\u3000' {
			j -= size
			continue
		}
		break
	}
	if j == 0 || text[j-1] == '\n' {
		return true
	}
	for _, e := range ruleSentenceEnds {
		if strings.HasSuffix(text[:j], e) {
			return true
		}
	}
	return false
}

// ruleIsReference reports whether the text after a 第N条 / 第N章 at end makes
// it a reference inside a sentence.
func ruleIsReference(text string, end int) bool {
	rest := strings.TrimLeft(text[end:], " \u3000")
	if rest == "" {
		return false
	}
	for _, f := range ruleRefFollowers {
		if strings.HasPrefix(rest, f) {
			return true
		}
	}
	return false
}

// ruleChapterTitle reads the title after a chapter label ending at i: the rest
// of the line up to an article heading that runs on ("第二章 股东大会的一般规
// 定第二条 …"), or the next line when the label stands alone.
func ruleChapterTitle(text string, i int) (string, normalize.Span, bool) {
	lineEnd := strings.IndexByte(text[i:], '\n')
	if lineEnd < 0 {
		lineEnd = len(text) - i
	}
	rest := text[i : i+lineEnd]
	stop := len(rest)
	for _, m := range ruleArticleRe.FindAllStringSubmatchIndex(rest, -1) {
		if _, ok := ruleNumber(rest[m[2]:m[3]]); ok && !ruleIsReference(rest, m[1]) {
			stop = m[0]
			break
		}
	}
	sp := ruleTrim(text, normalize.Span{Start: i, End: i + stop})
	if sp.Empty() && stop == len(rest) {
		// 第一章
		// 总则
		next := i + lineEnd + 1
		for next < len(text) {
			e := strings.IndexByte(text[next:], '\n')
			if e < 0 {
				e = len(text) - next
			}
			cand := ruleTrim(text, normalize.Span{Start: next, End: next + e})
			if cand.Empty() {
				next += e + 1
				continue
			}
			if ruleArticleRe.MatchString(text[cand.Start:cand.End]) && strings.HasPrefix(text[cand.Start:], ruleArticleOpen) {
				return "", sp, false
			}
			sp = cand
			break
		}
	}
	if sp.Empty() {
		return "", sp, false
	}
	title := text[sp.Start:sp.End]
	if utf8.RuneCountInString(title) > maxChapterTitle || strings.ContainsAny(title, "。,;:") {
		return "", sp, false
	}
	return title, sp, true
}

// ruleNumber reads a heading numeral: canonical Chinese (十九, 一百零五) or
// Arabic digits.
func ruleNumber(t string) (int, bool) {
	if t == "" {
		return 0, false
	}
	if t[0] >= '0' && t[0] <= '9' {
		n := 0
		for _, r := range t {
			n = n*10 + int(r-'0')
		}
		return n, n > 0
	}
	v, err := normalize.ChineseInt(t)
	if err != nil || v < 1 || v > 9999 {
		return 0, false
	}
	// Positional readings (九八) are not heading numbers.
	if normalize.ChineseNumeral(v) != t && ruleLeadingOne+normalize.ChineseNumeral(v) != t {
		return 0, false
	}
	return int(v), true
}

// ruleDropStray removes an article heading whose number breaks the
// sequence when the next heading continues it: a reference that happened
// to start a line.
func ruleDropStray(heads []ruleHeading) []ruleHeading {
	var out []ruleHeading
	last := 0
	for i, h := range heads {
		if h.chapter {
			out = append(out, h)
			continue
		}
		if h.number != last+1 && h.number != last && last > 0 {
			if n, ok := ruleNextArticle(heads, i); ok && n == last+1 {
				continue
			}
		}
		out = append(out, h)
		last = h.number
	}
	return out
}

func ruleNextArticle(heads []ruleHeading, i int) (int, bool) {
	for _, h := range heads[i+1:] {
		if !h.chapter {
			return h.number, true
		}
	}
	return 0, false
}

// ruleConsecutive reports whether the articles start near 1 and follow
// each other by one at least four times in five.
func ruleConsecutive(heads []ruleHeading) bool {
	var nums []int
	for _, h := range heads {
		if !h.chapter {
			nums = append(nums, h.number)
		}
	}
	if len(nums) == 0 || nums[0] > 3 {
		return false
	}
	good, bad := 0, 0
	for i := 1; i < len(nums); i++ {
		if nums[i] == nums[i-1]+1 {
			good++
		} else {
			bad++
		}
	}
	return good >= 3 && bad*2 <= good
}

// ruleBookEndLine marks a line after the last article that no longer belongs to
// the rule book: an annex heading, a signature date or a board signature.
var ruleBookEndLine = lazyre.New(`^(附件|附表)|^[0-9〇零一二三四五六七八九]{4}年[0-9一二三四五六七八九十]{1,2}月([0-9一二三四五六七八九十]{1,3}日)?$|董事会$|股份有限公司$`)

// ruleBookEnd returns where the last article ends: at the first line after
// from that reads as the end of the rule book, or the end of text.
func ruleBookEnd(text string, from int) int {
	i := strings.IndexByte(text[from:], '\n')
	if i < 0 {
		return len(text)
	}
	pos := from + i + 1
	for pos < len(text) {
		e := strings.IndexByte(text[pos:], '\n')
		if e < 0 {
			e = len(text) - pos
		}
		line := strings.Trim(text[pos:pos+e], " \t\u3000")
		if line != "" && ruleBookEndLine.MatchString(line) {
			return pos
		}
		pos += e + 1
	}
	return len(text)
}

// ruleTrim shrinks s to exclude surrounding white space of text.
func ruleTrim(text string, s normalize.Span) normalize.Span {
	for s.Start < s.End {
		r, size := utf8.DecodeRuneInString(text[s.Start:s.End])
		if !ruleSpace(r) {
			break
		}
		s.Start += size
	}
	for s.End > s.Start {
		r, size := utf8.DecodeLastRuneInString(text[s.Start:s.End])
		if !ruleSpace(r) {
			break
		}
		s.End -= size
	}
	return s
}

func ruleSpace(r rune) bool {
	return r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\u3000'
}

// ruleThreshold is a quantity a rule states with what it governs.
type ruleThreshold struct {
	subject string
	q       normalize.Quantity
}

// thresholdKind says which quantities of a rule book are thresholds and
// what they govern. sentence lists words that must all stand in the
// sentence (up to 。 or ;) holding the quantity, and anyOf words one of
// which must (when not empty); before lists words one of which must stand
// in the same clause before it (up to the previous comma), when not empty;
// near lists words one of which must stand in that clause or in the
// quantity's own text ("超过本行最近一期经审计净资产10%"), when not empty,
// to tell apart two figures of one sentence.
type thresholdKind struct {
	subject  string
	units    []string
	sentence []string
	anyOf    []string
	before   []string
	near     []string
}

var (
	rulePersonsUnit  = []string{normalize.UnitPersons}
	ruleRatioUnit    = []string{normalize.UnitRatio}
	rulePeriodUnits  = []string{normalize.UnitDays, normalize.UnitWorkdays, normalize.UnitTradingDays}
	ruleMonthsUnits  = []string{normalize.UnitMonths, normalize.UnitYears}
	ruleHoldingUnits = []string{normalize.UnitDays, normalize.UnitMonths}
)

// thresholdKinds are tried in order; the first that fits names the
// subject. Wording from 招商银行股东大会议事规则 (2022) and the 上市公司
// 股东大会规则 it follows.
var thresholdKinds = []thresholdKind{
	// "持有1%以上有表决权股份的股东…可以公开征集股东投票权"
	{"solicit_proxies", ruleRatioUnit, []string{"征集"}, nil, nil, nil},
	// "在股东大会决议公告前,召集股东所持有表决权股份比例不得低于有表决权股份
	// 总数的10%" (the holding self-convening shareholders must keep)
	{"self_convene_min_holding", ruleRatioUnit, []string{"召集股东", "持有"}, []string{"不得低于", "不低于", "不少于"}, nil, nil},
	// "连续90日以上单独或者合并持有本行10%以上股份…的普通股股东…可以自行召集和主持"
	{"self_convene_holding", ruleRatioUnit, []string{"持有", "自行召集"}, nil, nil, nil},
	// "同一股东及其关联人提名的董事原则上不得超过董事会成员总数的三分之一"
	{"nominee_cap", ruleRatioUnit, []string{"提名", "董事"}, nil, nil, []string{"不得超过", "不超过", "不应超过"}},
	// "审议本行单笔股权投资…及其他资产金额超过本行最近一期经审计净资产10%的事项"
	{"single_transaction_net_assets", ruleRatioUnit, []string{"经审计"}, []string{"投资", "购置", "处置", "交易"}, nil, []string{"净资产"}},
	// "在一年内累计购置与处置重大资产…超过本行最近一期经审计总资产30%的事项";
	// "本行在一年内购买、出售重大资产或者担保金额超过本行最近一期经审计资产总额30%的"
	{"annual_major_asset_transactions", ruleRatioUnit, []string{"经审计", "重大资产"}, nil, nil, []string{"总资产", "资产总额"}},
	// "本行每间隔12个月单独或者同时发行境内上市内资股、境外上市外资股"
	{"issue_mandate_interval", ruleMonthsUnits, []string{"间隔", "发行"}, nil, nil, nil},
	// "拟发行的境内上市内资股、境外上市外资股的数量各自不超过该类已发行在外股份的20%"
	{"issue_mandate_cap", ruleRatioUnit, []string{"发行"}, []string{"已发行在外", "已发行的"}, nil, []string{"不超过", "不得超过"}},
	// "本行设立时发行内资股、境外上市外资股的计划,自…核准、批准之日起15个月内完成的"
	{"issue_plan_deadline", ruleMonthsUnits, []string{"发行", "计划", "完成"}, nil, nil, nil},
	// "(五) 二分之一以上且不少于两名独立董事提议召开时"
	{"independent_directors_request", rulePersonsUnit, []string{"独立董事", "提议"}, nil, nil, nil},
	// "经现场出席股东大会有表决权过半数的股东同意,股东大会可以推举一人担任会议主持人"
	{"replace_chair", ruleRatioUnit, []string{"推举", "主持"}, []string{"同意"}, nil, nil},
	// "由半数以上董事共同推举的副董事长主持", "由董事会半数以上董事推举一名董事
	// 主持会议", "由半数以上监事共同推举的一名监事主持"
	{"elect_chair", ruleRatioUnit, []string{"推举", "主持"}, nil, nil, nil},
	// "股东大会对提案进行表决前,应当推选两名股东代表参加计票和监票"
	{"vote_counters", rulePersonsUnit, []string{"计票"}, []string{"股东代表"}, nil, nil},
	// "本行应当在收到合理费用后7日内把复印件送出"
	{"minutes_copy_period", rulePeriodUnits, []string{"复印件"}, nil, nil, nil},
	// "董事会应当在两个月内完成普通股股东的现金利润(或股份)的派发事项"
	{"dividend_payment_deadline", ruleMonthsUnits, []string{"派发"}, []string{"利润", "股利", "转增"}, nil, nil},
	// "连续90日以上单独或者合并持有本行10%以上股份…的普通股股东可以自行召集和主持"
	{"self_convene_holding_period", ruleHoldingUnits, []string{"持有", "召集"}, nil, []string{"连续"}, nil},
	// "董事会提名委员会提出董事候选人名单;单独持有或合并持有本行…3%以上的股东亦可以向董事会提名董事候选人"
	{"nominate", ruleRatioUnit, []string{"持有", "提名"}, nil, nil, nil},
	// "单独或合计持有本行发行在外的有表决权的股份总额3%以上的股东,有权以书面形式向本行提出新的提案"
	{"propose", ruleRatioUnit, []string{"持有", "提案"}, nil, nil, nil},
	// "单独或者合并持有本行有表决权股份总数10%以上的股东书面请求时",
	// "单独或者合计持有…股份10%以上的股东,可以签署…书面要求",
	// "…10%以上的股东有权向监事会提议召开临时股东大会"
	{"request_meeting", ruleRatioUnit, []string{"持有"}, []string{"请求", "要求", "提议召开", "召集", "召开"}, nil, nil},
	// "(一) 代表十分之一以上表决权的股东提议时" (董事会议事规则)
	{"request_meeting", ruleRatioUnit, []string{"表决权", "股东"}, []string{"提议", "请求"}, nil, nil},
	// "股东大会作出普通决议,应当由…所持表决权的过半数通过"
	{"ordinary_resolution", ruleRatioUnit, []string{"普通决议", "表决权"}, nil, nil, nil},
	// "股东大会作出特别决议,应当由…所持表决权的三分之二以上通过"
	{"special_resolution", ruleRatioUnit, []string{"特别决议", "表决权"}, nil, nil, nil},
	// "类别股东会的决议,应当经…有表决权的三分之二以上的股权表决通过"
	{"class_resolution", ruleRatioUnit, []string{"类别股东", "表决"}, []string{"通过"}, nil, nil},
	// "(一) 董事人数不足《公司法》规定的法定最低人数,或者少于本行章程所定人数的三分之二时"
	{"board_shortfall", ruleRatioUnit, []string{"董事人数"}, nil, nil, nil},
	// "(二) 本行未弥补的亏损达实收股本总额的三分之一时"
	{"uncovered_losses", ruleRatioUnit, []string{"亏损"}, nil, nil, nil},
	// "(五) 二分之一以上且不少于两名独立董事提议召开时"
	{"independent_directors_request", ruleRatioUnit, []string{"独立董事", "提议"}, nil, nil, nil},
	// "召集人应当于年度股东大会召开前至少二十个工作日…发出书面通知"
	{"annual_meeting_notice", rulePeriodUnits, []string{"通知"}, nil, []string{"年度股东大会"}, nil},
	// "于临时股东大会召开前至少十五日或十个工作日(二者孰长…)发出书面通知"
	{"extraordinary_meeting_notice", rulePeriodUnits, []string{"通知"}, nil, []string{"临时股东大会", "类别股东会议"}, nil},
	// "…3%以上的股东可以在股东大会召开15个工作日前以书面形式向本行提出临时提案"
	{"proposal_deadline", rulePeriodUnits, []string{"临时提案"}, nil, []string{"召开"}, nil},
	// "召集人应当在收到提案后2个工作日内发出股东大会补充通知"
	{"supplementary_notice", rulePeriodUnits, []string{"补充通知"}, nil, nil, nil},
	// "召集人应当在原定召开日前至少2个工作日公告并说明原因" (延期或取消)
	{"postponement_notice", rulePeriodUnits, []string{"原定"}, nil, nil, nil},
	// "董事会同意召开临时股东大会的,将在作出董事会决议后的5日内发出召开股东
	// 大会的通知", "监事会同意召开…的,应在收到请求后5日内发出…通知"
	{"convene_notice_period", rulePeriodUnits, []string{"发出", "通知"}, nil, []string{"决议后", "请求后", "提议后", "提案后", "收到请求", "收到提议", "收到提案"}, nil},
	// "该超过规定比例部分的股份在买入后的三十六个月内不得行使表决权"
	{"voting_suspension", ruleMonthsUnits, []string{"不得行使表决权"}, nil, nil, nil},
	// "年度股东大会每年召开一次,并应于上一个会计年度完结之后的6个月之内举行"
	{"annual_meeting_deadline", ruleMonthsUnits, []string{"年度股东大会", "举行"}, nil, nil, nil},
	// "本行应在自事实发生之日起2个月内召开临时股东大会"
	{"extraordinary_meeting_deadline", ruleMonthsUnits, []string{"召开临时股东大会"}, nil, nil, nil},
	// "董事会…在收到请求后10日内未作出反馈的"
	{"response_period", rulePeriodUnits, []string{"反馈"}, nil, nil, nil},
	// "董事长应当自接到提议后10日内召集临时董事会会议"
	{"convene_deadline", rulePeriodUnits, []string{"召集"}, nil, []string{"提议后", "请求后", "要求后"}, nil},
	// "召开董事会定期会议,应当于会议召开十日以前书面通知全体董事和监事"
	{"meeting_notice", rulePeriodUnits, []string{"通知"}, nil, []string{"召开"}, nil},
	// "董事会会议应有过半数的董事出席方可举行"
	{"quorum", ruleRatioUnit, []string{"出席", "方可举行"}, nil, nil, nil},
	// "董事会作出决议,必须经全体董事的过半数通过"
	{"board_resolution", ruleRatioUnit, []string{"董事会", "决议", "通过"}, nil, nil, nil},
}

// ruleThresholds returns the thresholds stated in an article's body.
func ruleThresholds(text string, body normalize.Span) []ruleThreshold {
	var out []ruleThreshold
	s := text[body.Start:body.End]
	for _, q := range normalize.FindQuantities(s) {
		sent := ruleSentence(s, q.Span)
		before := ruleClauseBefore(s, q.Span.Start)
		near := before + s[q.Span.Start:q.Span.End]
		for _, k := range thresholdKinds {
			if !ruleFits(k, q.Unit, sent, before, near) {
				continue
			}
			q.Span = q.Span.Shift(body.Start)
			out = append(out, ruleThreshold{subject: k.subject, q: q})
			break
		}
	}
	return out
}

func ruleFits(k thresholdKind, unit, sent, before, near string) bool {
	ok := false
	for _, u := range k.units {
		ok = ok || u == unit
	}
	if !ok {
		return false
	}
	for _, w := range k.sentence {
		if !normalize.Contains(sent, w) {
			return false
		}
	}
	return anyOrNone(sent, k.anyOf) && anyOrNone(before, k.before) && anyOrNone(near, k.near)
}

// anyOrNone reports whether s holds one of words, or words is empty.
func anyOrNone(s string, words []string) bool {
	return len(words) == 0 || normalize.ContainsAny(s, words)
}

// ruleSentence returns the sentence of s holding sp: from the previous
// 。, ; or line break to the next one.
func ruleSentence(s string, sp normalize.Span) string {
	start := 0
	for _, sep := range []string{"。", ";", "\n"} {
		if i := strings.LastIndex(s[:sp.Start], sep); i >= 0 {
			start = max(start, i+len(sep))
		}
	}
	end := len(s)
	for _, sep := range []string{"。", ";", "\n"} {
		if i := normalize.Index(s[sp.End:], sep); i >= 0 {
			end = min(end, sp.End+i)
		}
	}
	return s[start:end]
}

// ruleClauseBefore returns the clause of s before offset i, back to the
// previous comma or sentence end.
func ruleClauseBefore(s string, i int) string {
	start := 0
	for _, sep := range []string{"。", ";", "\n", ","} {
		if j := strings.LastIndex(s[:i], sep); j >= 0 {
			start = max(start, j+len(sep))
		}
	}
	return s[start:i]
}
