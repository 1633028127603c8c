package payment

import (
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/internal/lazyre"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// DividendPayment reads the announcement of a dividend's payment: a bank's
// preference-share dividend (优先股股息发放实施公告, 优先股股息派发实施公
// 告) or an ordinary one (权益分派实施公告, 利润分配实施公告): the rate,
// the amount per share (含税 or not), the shares it is paid on, the total,
// and the record, ex and payment dates.
type DividendPayment struct{}

// Name implements Extractor.
func (DividendPayment) Name() string { return "dividend_payment" }

// Labelled dates: "股权登记日：2015年12月7日", "除息日: 2015年12月7日",
// "股息发放日：2015年12月8日", "现金红利发放日", "派息日", "最后交易日".
var paymentDates = []struct {
	key    string
	labels []string
}{
	{"record_date", []string{"股权登记日"}},
	{"ex_date", []string{"除息日", "除权(息)日", "除权除息日"}},
	{"payment_date", paymentDayLabels()},
	{"last_trading_day", []string{"最后交易日"}},
}

// The label of the payment date names what is paid and the paying, then
// 日: 股息发放日 (兴业), 现金红利发放日 (中原高速), 红利发放日, 股息派发日
// (光大 2023), 股息支付日; or the paying alone: 派息日, 付息日.
var (
	paidThings   = []string{"现金红利", "现金股息", "现金股利", "股息", "红利", "股利"}
	payingWords  = []string{"发放", "派发", "支付"}
	payingAlone  = []string{"派息日", "付息日"}
	dayLabelWord = "日"
)

// paymentDayLabels returns the labels of the payment date, the longer
// first (现金红利发放日 before 红利发放日).
func paymentDayLabels() []string {
	var out []string
	for _, thing := range paidThings {
		for _, verb := range payingWords {
			out = append(out, thing+verb+dayLabelWord)
		}
	}
	return append(out, payingAlone...)
}

// paymentDateRe reads a label's date: the label, then "为", ":" or both
// ("股权登记日为：2015年7月9日"), then the date, in words or in figures as
// the exchange's table prints them ("股权登记日：2019/6/20").
var paymentDateRe = lazyre.New(`^\s*(?:\(\w+\))?\s*(?:为|是)?\s*:?\s*(` + extract.DatePattern + `|` + numericDate + `)`)

// numericDate is a date in figures: 2019/6/20, 2019-06-20, 2019.6.20.
const numericDate = `\d{4}[-/.]\d{1,2}[-/.]\d{1,2}\b`

// periodRe reads the period the dividend is for: "2014年12月8日至2015年12月
// 7日的计息期间", "计息期间为2014年12月8日至2015年12月7日".
var periodRe = lazyre.New(`(` + extract.DatePattern + `)\s*(?:至|-|~|到)\s*(` + extract.DatePattern + `)`)

// Payment wording, with the filings it came from (extract/payment/testdata:
// 兴业银行 临2015-058, 中国光大银行 临2016-021, 中国建设银行 临2015-035,
// 宁波银行 2015-020).
var (
	// A preference share's payment: its title names it (兴业银行股份有限公司
	// 优先股股息发放实施公告).
	preferenceWords = []string{"优先股"}
	// The period a dividend is for: "2014年12月8日至2015年12月7日的计息期间"
	// (兴业), "(一)计息期间:2015年6月25日至2016年6月24日" (光大), 发放年度,
	// 计息年度.
	periodWords = []string{"计息期间", "计息期", "发放年度", "计息年度"}
	// A sentence that may state a figure of the payment: 股息, 红利, 派发,
	// 发放, 面值, 票面金额 or shares (股).
	figureWords = []string{"股息", "红利", "派发", "发放", "面值", "票面金额", "股"}
	// The rate: "兴业优1的票面股息率为6.00%", "票面股息率为5.30%" (光大), 利率.
	rateWords = []string{"股息率", "股息率为", "利率"}
	// The par value: "光大优1每股面值人民币100元", 票面金额 — not an amount of
	// dividend (股息, 红利) beside it.
	parWords      = []string{"面值", "票面金额"}
	dividendWords = []string{"股息", "红利"}
	// Per ten shares: "向全体股东每10股派2.50元人民币现金（含税）" (宁波), 每十股.
	perTenWords = []string{"每10股", "每十股"}
	// Paid: "每股派发现金红利0.2555元" (建设), "每股发放现金股息人民币5.30元"
	// (光大), 派, 发放.
	paidWords = []string{"股息", "红利", "派", "发放"}
	// Per share also: "每股派息0.10元", "每股派现0.10元".
	perSharePaid = []string{"股息", "红利", "派发", "发放", "派息", "派现"}
	// An amount after tax is not the dividend declared: "扣税后每股现金红利
	// 0.045元" (航天机电 2007), "实际派发现金红利为每股0.045元", "税后每股
	// 实际发放现金股息人民币4.356元" (农业银行 临2020-048).
	afterTaxLeads = []string{"税后", "实际"}
	// A B or H share's amount is not the ordinary A share's: "B股每股现金
	// 红利0.0145美元" (an amount in 美元 or 港元 is no amount in yuan).
	otherClassLeads = []string{"B股", "H股"}
	perShareWord    = "每"                   // 每股优先股派发现金股息人民币6.00元 (兴业)
	perTenNotShare  = []string{"10股", "十股"} // 每10股 is not per share
	// The total: "合计派发优先股股息人民币7.80亿元（含税）" (兴业), "共计派发"
	// (建设, 宁波), 总额, 总计.
	totalWords = []string{"合计", "共计", "总额", "总计"}
	// The shares it is paid on: "发行数量为1.3亿股" (兴业), "光大优1发行总数2
	// 亿股为基数" (光大), "以方案实施前的本行总股本250,010,977,486股为基数"
	// (建设), "以公司现有总股本1,000,000,000股为基数" (宁波).
	sharesWords = []string{"发行数量", "股份总数", "总股本", "总股数", "股本总数"}
	baseWord    = "为基数"
	// The tax note after an amount: "（含税）" (all four), 税前; 不含税, 税后.
	afterTaxWords  = []string{"不含税", "税后"}
	beforeTaxWords = []string{"含税", "税前"}
)

// Extract implements Extractor. It reads the document as a payment
// announcement: the pipeline runs it only on documents of that kind
// (package pipeline/kind).
//
// It reads the simplified form of the text (normalize.Simplified: a
// mirror's 股權登記日, 每股派發現金紅利), whose offsets are the text's, so
// the evidence quotes the text as printed.
func (DividendPayment) Extract(c *extract.Context) {
	text := normalize.Simplified(c.Doc.Text)
	p := &schema.DividendPayment{Security: "ordinary_share", Evidence: map[string]schema.Ref{}}
	if a := c.Out.Announcement; a != nil && normalize.ContainsAny(normalize.Simplified(a.Title), preferenceWords) {
		p.Security = "preference_share"
	}
	// The table of dates (相关日期) first: a label of its heads is followed
	// by the next head, not by its date.
	for key, d := range relatedDates(text) {
		setPaymentDate(p, key, d.date)
		p.Evidence[key] = c.Ref(d.span)
	}
	for _, d := range paymentDates {
		if _, ok := p.Evidence[d.key]; ok {
			continue
		}
		for _, label := range d.labels {
			if date, sp, ok := labelledDate(text, label); ok {
				setPaymentDate(p, d.key, date)
				p.Evidence[d.key] = c.Ref(sp)
				break
			}
		}
	}
	lines := c.Doc.Lines()
	for i, ln := range lines {
		lt := normalize.Simplified(ln.Text)
		// A sentence a line break cuts (每 10 股派发现金红利 / 0.5 元): the
		// words of the previous line's unfinished sentence lead into the
		// first figure, those of the next line's follow the last.
		var before, after string
		if i > 0 && continues(lines[i-1].Text, ln.Text) {
			before = unfinished(normalize.Simplified(lines[i-1].Text))
		}
		if i+1 < len(lines) && continues(ln.Text, lines[i+1].Text) {
			after = firstSentence(normalize.Simplified(lines[i+1].Text))
		}
		sents := extract.SplitKeep(lt, sentenceEnds)
		for k, sent := range sents {
			t := lt[sent.Start:sent.End]
			at := ln.Span.Start + sent.Start
			var b, a string
			if k == 0 {
				b = before
			}
			if k == len(sents)-1 {
				a = after
			}
			paymentFigures(c, p, t, at, b, a)
			if p.PeriodStart == "" && normalize.ContainsAny(t, periodWords) {
				if m := periodRe.FindStringSubmatchIndex(t); m != nil {
					from, ok1 := extract.ParseDate(t[m[2]:m[3]])
					to, ok2 := extract.ParseDate(t[m[4]:m[5]])
					if ok1 && ok2 {
						p.PeriodStart, p.PeriodEnd = from, to
						p.Evidence["period"] = c.Ref(normalize.Span{Start: at + m[0], End: at + m[1]})
					}
				}
			}
		}
	}
	if p.PaymentDate == "" {
		if date, sp, ok := creditedDate(text); ok {
			p.PaymentDate = date
			p.Evidence["payment_date"] = c.Ref(sp)
		}
	}
	if p.PerShare == nil && p.PerTenShares == nil && p.Total == nil && p.RecordDate == "" && p.PaymentDate == "" {
		c.Warn(schema.WarnNotUnderstood, "a dividend payment is announced, but neither its amount nor its dates could be read", normalize.Span{})
		return
	}
	if len(p.Evidence) == 0 {
		p.Evidence = nil
	}
	c.Out.DividendPayment = p
}

// taxNote reads the note after an amount: 含税 (tax included), 税后 or 不
// 含税 (after tax); nil when there is none.
func taxNote(after string) *bool {
	var v bool
	switch {
	case normalize.ContainsAny(after, afterTaxWords):
		v = false
	case normalize.ContainsAny(after, beforeTaxWords):
		v = true
	default:
		return nil
	}
	return &v
}

func setPaymentDate(p *schema.DividendPayment, key, date string) {
	switch key {
	case "record_date":
		p.RecordDate = date
	case "ex_date":
		p.ExDate = date
	case "payment_date":
		p.PaymentDate = date
	case "last_trading_day":
		p.LastTradingDay = date
	}
}

// labelledDate finds the first place where label is followed by a full
// date, and returns the date and its span.
func labelledDate(text, label string) (string, normalize.Span, bool) {
	for from := 0; ; {
		i := normalize.Index(text[from:], label)
		if i < 0 {
			return "", normalize.Span{}, false
		}
		i += from + len(label)
		rest := text[i:min(len(text), i+64)]
		if m := paymentDateRe.FindStringSubmatchIndex(rest); m != nil {
			if d, ok := extract.ParseDate(rest[m[2]:m[3]]); ok && len(d) == len("2006-01-02") {
				return d, normalize.Span{Start: i + m[2], End: i + m[3]}, true
			}
		}
		// The date broken over lines, a blank line between its parts
		// ("除权除息日为:2013 年 6" / "" / "月 26 日"): read it with the
		// line breaks taken out.
		joined, at := withoutBreaks(text[i:min(len(text), i+96)])
		if m := paymentDateRe.FindStringSubmatchIndex(joined); m != nil {
			if d, ok := extract.ParseDate(joined[m[2]:m[3]]); ok && len(d) == len("2006-01-02") {
				return d, normalize.Span{Start: i + at[m[2]], End: i + at[m[3]-1] + 1}, true
			}
		}
		from = i
	}
}

// sentenceEnds end a sentence within a line.
const sentenceEnds = "。;"

// Where a line's sentence ends, its next line does not continue it: a
// full stop, a semicolon, a colon ("重要内容提示:"), a closing bracket
// ending a note, or the bar ending a table's row ("| 每10股派息数(元) |
// 4.6 |"). A line starting a list item (● 股权登记日, 1、, (一), 二、)
// starts a sentence of its own.
var (
	lineEnds   = []string{"。", ";", ":", "】", "|"}
	itemMarkRe = lazyre.New(`^\s*(?:[●■◆▲•]|[一二三四五六七八九十]+、|[(][0-9一二三四五六七八九十]{1,2}[)]|[0-9]{1,2}(?:、|[.．][^0-9]))`)
)

// continues reports whether line next continues the sentence that line
// prev leaves unfinished. A row of a tab-separated table is no sentence.
func continues(prev, next string) bool {
	p := strings.TrimRight(prev, " \t\r\u3000")
	if p == "" || strings.TrimSpace(next) == "" || endsSentence(p) || strings.ContainsRune(p, '\t') || strings.ContainsRune(next, '\t') {
		return false
	}
	return !itemMarkRe.MatchString(next)
}

// endsSentence reports whether s ends a sentence.
func endsSentence(s string) bool {
	for _, e := range lineEnds {
		if strings.HasSuffix(s, e) {
			return true
		}
	}
	return false
}

// unfinished returns the part of line s after its last sentence end.
func unfinished(s string) string {
	if i := strings.LastIndexAny(s, "。;"); i >= 0 {
		_, size := utf8.DecodeRuneInString(s[i:])
		return s[i+size:]
	}
	return s
}

// firstSentence returns line s up to its first sentence end.
func firstSentence(s string) string {
	if i := strings.IndexAny(s, "。;"); i >= 0 {
		return s[:i]
	}
	return s
}

// withoutBreaks returns s without its line breaks and the spaces around
// them, and for each byte of the result its offset in s.
func withoutBreaks(s string) (string, []int) {
	var b strings.Builder
	at := make([]int, 0, len(s))
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' || s[i] == '\r' {
			// Drop the spaces before the break, and those after it.
			out := b.String()
			trimmed := strings.TrimRight(out, " \t")
			if len(trimmed) < len(out) {
				b.Reset()
				b.WriteString(trimmed)
				at = at[:len(trimmed)]
			}
			for i+1 < len(s) && (s[i+1] == ' ' || s[i+1] == '\t' || s[i+1] == '\n' || s[i+1] == '\r') {
				i++
			}
			continue
		}
		b.WriteByte(s[i])
		at = append(at, i)
	}
	return b.String(), at
}

// creditedRe reads the day the cash is credited, which a Shenzhen notice
// states in prose instead of a 发放日: "本公司此次委托中国结算深圳分公司代
// 派的现金红利将于2012年5月23日通过股东托管证券公司（或其他托管机构）直接
// 划入其资金账户" (长高集团 2012-017; 农产品 2013-35: 代派的股息将于…). A
// sentence cut before 划入 is not read.
var creditedRe = lazyre.New(`(?:现金红利|现金股利|股息|红利)将于\s*(` + extract.DatePattern + `)[^。]{0,60}?划入`)

// creditedDate returns the first day cash is said to be credited to the
// holders' accounts.
func creditedDate(text string) (string, normalize.Span, bool) {
	m := creditedRe.FindStringSubmatchIndex(text)
	if m == nil {
		return "", normalize.Span{}, false
	}
	d, ok := extract.ParseDate(text[m[2]:m[3]])
	if !ok || len(d) != len("2006-01-02") {
		return "", normalize.Span{}, false
	}
	return d, normalize.Span{Start: m[2], End: m[3]}, true
}

// paymentFigures reads the figures of one sentence: the rate (票面股息率为
// 6.00%), the par value (每股面值/票面金额人民币100元), the amount per
// share (每股优先股派发现金股息人民币6.00元（含税）, 每股派发现金红利0.2555
// 元), the shares it is paid on (发行数量为1.3亿股, 以总股本…股为基数) and the
// total (合计派发…人民币7.80亿元, 共计派发现金红利…元). The first reading of
// each is kept.
//
// before and after are the words of the sentence on the lines before and
// after t when a line break cuts it.
func paymentFigures(c *extract.Context, p *schema.DividendPayment, t string, at int, before, after string) {
	if !normalize.ContainsAny(before+t+after, figureWords) {
		return
	}
	qs := normalize.FindQuantities(t)
	set := func(dst **schema.Quantity, q normalize.Quantity) {
		if *dst != nil {
			return
		}
		q.Span = q.Span.Shift(at)
		*dst = c.Quantity(q)
	}
	for _, q := range qs {
		// The words before the figure, and those the quantity took in
		// (每股优先股派发现金股息人民币6.00元 is one price).
		// An aside in brackets closed before the figure is about
		// something else: 每股(每股面值100元)派发现金4.1302元 pays 4.1302元
		// a share, and 100元 is the par value inside the aside.
		lead := normalize.Tail(withoutAsides(normalize.Tail(before+t[:q.Span.Start], asideReach)), 14) + t[q.Span.Start:q.Span.End]
		// A share class named on the figure's own line is its class,
		// whatever the line before says (B股…美元 / A股每股现金红利0.10元).
		otherClass := normalize.ContainsAny(lead, otherClassLeads) && !normalize.Contains(t[:q.Span.Start], ordinaryClass)
		rest := t[q.Span.End:] + after
		next := func(n int) string { return rest[:min(len(rest), n)] }
		switch {
		case q.Unit == normalize.UnitRatio && normalize.ContainsAny(lead, rateWords):
			set(&p.Rate, q)
		case (q.Unit == normalize.UnitCNY || q.Unit == normalize.UnitPrice) && normalize.ContainsAny(lead, parWords) && !normalize.ContainsAny(lead, dividendWords):
			q.Unit = normalize.UnitPrice
			set(&p.ParValue, q)
		case q.Unit == normalize.UnitCNY && normalize.ContainsAny(lead, perTenWords) && normalize.ContainsAny(lead, paidWords):
			if p.PerTenShares == nil {
				p.TaxInclusive = taxNote(next(24))
			}
			set(&p.PerTenShares, q)
		case (q.Unit == normalize.UnitCNY || q.Unit == normalize.UnitPrice) && normalize.Contains(lead, perShareWord) && normalize.ContainsAny(lead, perSharePaid) &&
			!normalize.ContainsAny(lead, perTenNotShare) && !normalize.ContainsAny(lead, afterTaxLeads) && !otherClass:
			q.Unit = normalize.UnitPrice
			if p.PerShare == nil {
				p.TaxInclusive = taxNote(next(24))
			}
			set(&p.PerShare, q)
		case q.Unit == normalize.UnitCNY && normalize.ContainsAny(lead, totalWords) && normalize.ContainsAny(t, dividendWords):
			set(&p.Total, q)
		case q.Unit == normalize.UnitShares && q.Bound == normalize.BoundEq &&
			(normalize.ContainsAny(lead, sharesWords) || strings.HasSuffix(strings.TrimSpace(next(12)), baseWord) || normalize.Contains(next(9), baseWord)):
			set(&p.Shares, q)
		}
	}
}

// asideReach is how far before a figure its asides are looked for, in
// characters.
const asideReach = 40

// withoutAsides returns s without the bracketed asides that open and
// close in it: 每股(每股面值100元)派发现金 gives 每股派发现金; a closing
// bracket whose aside opened before s starts takes what is before it. A
// bracket left open (the figure stands inside it) stays.
func withoutAsides(s string) string {
	for {
		end := strings.IndexByte(s, ')')
		if end < 0 {
			return s
		}
		start := strings.LastIndexByte(s[:end], '(')
		if start < 0 {
			start = 0 // the aside opened before s starts
		}
		s = s[:start] + s[end+1:]
	}
}
