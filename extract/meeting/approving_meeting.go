package meeting

import (
	"strings"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/internal/affix"
	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// approvingMeeting fills m from an offering proposal's mention of the board
// meeting that approved it: the 释义 entry 本次董事会 gives the session,
// "于2014年6月6日召开的第八届董事会第六次会议" the date.
func approvingMeeting(c *extract.Context, m *schema.Meeting, lines []normalize.Line) {
	text := c.Doc.Text
	for _, ln := range lines {
		mm := extract.DefinitionRow(ln.Text)
		if mm == nil || strings.TrimSpace(ln.Text[mm[2]:mm[3]]) != thisBoardTerm {
			continue
		}
		def := ln.Text[mm[4]:mm[5]]
		if loc := sessionRe.FindStringIndex(def); loc != nil {
			m.Session = def[loc[0]:loc[1]]
			m.Evidence["session"] = c.Ref(normalize.Span{Start: ln.Span.Start + mm[4] + loc[0], End: ln.Span.Start + mm[4] + loc[1]})
		}
		break
	}
	for _, loc := range heldOnSessionRe.FindAllStringSubmatchIndex(text, -1) {
		session := text[loc[4]:loc[5]]
		if m.Session != "" && session != m.Session {
			continue
		}
		d, ok := extract.ParseDate(text[loc[2]:loc[3]])
		if !ok {
			continue
		}
		if m.Session == "" {
			m.Session = session
			m.Evidence["session"] = c.Ref(normalize.Span{Start: loc[4], End: loc[5]})
		}
		m.Date = d
		m.Evidence["date"] = c.Ref(normalize.Span{Start: loc[2], End: loc[3]})
		break
	}
	if m.Session != "" {
		m.Body = bodyOf(m.Session)
	}
}

// passingMeeting fills m from an announcement of another kind (a contract,
// a related-party transaction, a guarantee) that reports a board approval
// in passing: the first sentence that names a session with the date it
// met and says it deliberated, or states a tally (in the sentence or one
// of the next). "公司于 2017 年 5 月 3 日召开了第八届董事会第二十六次临
// 时会议,以 11 票赞成,0 票反对,0 票弃权审议通过了《…》"; "2017 年 10 月
// 24 日,公司第五届董事会第三十九次会议以 6 票赞成…"; "2009年4月20日,公司
// 召开第三届董事会第三十六次会议,审议通过了关于…的议案" (FDDC 1296103);
// "公司第六届董事会第七次会议于2010年7月18日召开。会议程序符合《公司章程》
// 规定。会议以8票赞成…" (FDDC 60237). Only the body, session, date and
// the attendance stated beside them are taken.
//
// Of several such meetings, the one held on the day the announcement is
// dated is the one it reports, else the last board or supervisory board
// held by that day that approved a proposal the sentence names (the one
// whose resolution passingApprovals writes: a shareholders' meeting's
// approval gives none; the earlier ones tell the history of the matter),
// else the first. "1、2014年12月01日,公司2014年第三次临时股东大会审议通过了
// 《关于全资子公司签订智慧城市业务相关协议…的议案》…2、2014年12月05日,公司
// 第七届董事会第四十次会议审议通过了《关于公司全资子公司签署韶山智慧城市项目
// 战略合作协议的议案》", dated 2014年12月06日, reports the board's (FDDC
// 303352). Of the dated ones: "2016年8月22日,山东地矿股份有
// 限公司(以下简称“公司”)召开第八届董事会2016年第三次临时会议,审议通过了《…
// 对外承包经营的议案》" tells the history of "公司于2017年4月19日召开第九届董
// 事会2017年第二次临时会议,审议通过了《关于解除…合同的议案》", dated
// 2017年4月19日 (FDDC 15980313); "公司于2016年3月24日召开第八届第六次董事
// 会…审议通过《关于批准公司签署<…股权转让协议>的议案》" then "公司于2017年6月
// 8日召开第八届第十三次董事会,审议通过《关于批准公司签署<关于解除<…>的协议
// 书>的议案》", dated 2017年6月10日, reports the second (FDDC 16271472).
func passingMeeting(c *extract.Context, m *schema.Meeting, lines []normalize.Line) {
	dated := announcementDate(c)
	var first, firstNamed *schema.Meeting
	// take keeps cand, which approved a proposal it names (named), and
	// reports whether it is the one.
	take := func(cand *schema.Meeting, named bool) bool {
		if first == nil {
			first = cand
		}
		if named && cand.Body != "shareholders" && (firstNamed == nil || heldLater(cand.Date, firstNamed.Date, dated)) {
			firstNamed = cand
		}
		if dated == "" || cand.Date == dated {
			first, firstNamed = cand, nil
			return true
		}
		return false
	}
	defer func() {
		if firstNamed != nil {
			first = firstNamed
		}
		if first == nil {
			first = undatedSession(c, lines[:extract.ResolutionsEnd(lines)])
		}
		if first != nil {
			*m = *first
		}
	}()
	for li, ln := range lines[:extract.ResolutionsEnd(lines)] {
		sents := extract.SplitKeep(ln.Text, "。")
		for si, sent := range sents {
			t := ln.Text[sent.Start:sent.End]
			m := &schema.Meeting{Evidence: map[string]schema.Ref{}}
			loc, fullDate := sessionWithDate(t)
			if loc == nil {
				if bodyHeldOn(c, m, t, ln.Span.Start+sent.Start) && take(m, false) {
					return
				}
				continue
			}
			if !fullDate && !normalize.Contains(t, deliberateWord) {
				continue
			}
			// The attendance in the sentence or the next (FDDC 391268: "…
			// 会议审议通过了公司关于…的议案,…。公司现有董事9名,9名董事参加该次
			// 会议,9名董事一致同意…").
			after := sent
			if si+1 < len(sents) {
				after.End = sents[si+1].End
			}
			at := ln.Span.Start + after.Start
			seg := ln.Text[after.Start:after.End]
			expected, esp, eok := seatsIn(seg)
			if !eok {
				expected, esp, eok = countIn(seg, expectedRe, 1)
			}
			present, psp, pok := countIn(seg, presentFirstRe, 1)
			// Or as a resolution states it, all of them attending: "会议应出
			// 席董事9名,实际出席董事9名", "应到董事9人,实到董事9人". Fewer
			// are not taken: the proxies of those away are not read here, and
			// the tallies would be held against those present alone.
			if !pok && eok {
				n, sp, ok := countIn(seg, inPersonRe, 1)
				if !ok {
					n, sp, ok = attendedCount(seg)
				}
				if ok && n == expected {
					present, psp, pok = n, sp, true
				}
			}
			// A session that met on a day and deliberated states a meeting
			// without its tally: "公司于2016年11月21日召开第八届董事会第四次会议,
			// 审议通过了《…》" (FDDC 15500414).
			byDeliberation := false
			ts := findTallies(t)
			later, laterEnd, laterOK := laterTally(lines, li, sents, si)
			if len(ts) == 0 && !(eok && pok) && !laterOK {
				if !normalize.Contains(t[loc[5]:], deliberateWord) {
					continue
				}
				byDeliberation = true
			}
			d, ok := extract.ParseDate(t[loc[2]:loc[3]])
			if !ok || (fullDate || byDeliberation) && len(d) != len("2006-01-02") {
				continue
			}
			m.Session = t[loc[4]:loc[5]]
			m.Body = bodyOf(m.Session)
			m.Date = d
			m.Evidence["session"] = c.Ref(normalize.Span{Start: at + loc[4], End: at + loc[5]})
			m.Evidence["date"] = c.Ref(normalize.Span{Start: at + loc[2], End: at + loc[3]})
			if eok && pok && present <= expected {
				m.DirectorsExpected, m.DirectorsPresent = &expected, &present
				m.Evidence["directors_expected"] = c.Ref(esp.Shift(at))
				m.Evidence["directors_present"] = c.Ref(psp.Shift(at))
			}
			var votesEnd int
			m.Votes, votesEnd = unnamedApprovalVotes(c, t, at, ts, later, laterEnd, laterOK)
			if m.Votes != nil {
				recusedBeside(c, m, lines, ln.Span.Start+sent.Start, votesEnd)
			}
			_, _, named := approvedTitleAfter(t, loc[1])
			if m.Votes == nil && len(ts) == 0 && !laterOK && !named {
				unanimousApproval(c, m, seg, at)
			}
			if take(m, named) {
				return
			}
		}
	}
}

// unnamedApprovalVotes is the tally of the approval sentence t (at its
// offset in Doc.Text) reports when it names no proposal approved, so that
// no resolution carries it (passingApprovals): the one tally of persons in
// t, or later, the one of the next sentences (laterTally, its sentence
// ending at laterEnd). "2015年10月30
// 日,公司召开的六届十九次董事会以11票赞成,0票反对,0票弃权审议通过了本次关
// 联交易的议案" (FDDC 1828029); "…第二届董事会第二十四次会议以4票赞成,0票
// 反对,0票弃权审议通过了上述关联交易" (FDDC 29887); "公司第六届董事会第七次
// 会议于2010年7月18日召开。会议程序符合《公司章程》规定。会议以8票赞成,0票
// 反对、0票弃权一致批准通过了该项合同" (FDDC 60237); "2013年10月25日,公司五
// 届二十次董事会对本次关联交易进行了审议。…公司9名董事成员中,同意6票,回避3
// 票,反对0票,弃权0票" (FDDC 734516).
//
// It returns where in Doc.Text the tally ends.
func unnamedApprovalVotes(c *extract.Context, t string, at int, ts []tally, later tally, laterEnd int, laterOK bool) (*schema.Votes, int) {
	switch {
	case len(ts) > 1 || len(ts) == 1 && ts[0].shares != nil:
		return nil, 0
	case len(ts) == 1:
		if _, _, named := approvedTitle(t, ts[0].span.Start); named {
			return nil, 0
		}
		tl := ts[0].shift(at)
		return passingVotes(c, tl), tl.span.End
	case laterOK && later.shares == nil:
		if _, _, named := approvedTitle(t, 0); named {
			return nil, 0
		}
		if _, _, named := approvedTitle(c.Doc.Text[later.span.Start:laterEnd], 0); named {
			return nil, 0
		}
		return passingVotes(c, later), later.span.End
	}
	return nil, 0
}

// unanimousApproval marks the approval of meeting m unanimous when seg
// (its sentence and the next, at its offset in Doc.Text) states the vote
// only as the board's unanimity: "公司第三届董事会第九十六次会议于2007年4
// 月6日在公司本部召开,应到董事9名,亲自出席6名,与会董事经审议一致同意公司与
// …进行合作" (FDDC 1391964), "9名董事一致同意公司关于新建六艘3.3万吨级散货
// 船的议案" (FDDC 391268). A tally stated in seg is not a unanimity; a
// unanimity refused for its count is warned of (unanimity).
func unanimousApproval(c *extract.Context, m *schema.Meeting, seg string, at int) {
	if len(findTallies(seg)) > 0 {
		return
	}
	u, bad := unanimity(seg, m.Body)
	if bad != nil {
		warnMiscounted(c, normalize.Span{Start: at + bad[0], End: at + bad[1]})
	}
	if u == nil {
		return
	}
	yes := true
	m.Unanimous = &yes
	m.Evidence["unanimous"] = c.Ref(normalize.Span{Start: at + u[0], End: at + u[1]})
}

// recusedBeside sets the members who recused themselves from the approval
// whose tally meeting.votes is, as named from the approval's sentence (at
// in Doc.Text) to the end of the sentence after the tally's (which ends at
// end): "公司9名董事成员中,同意6票,回避3票,反对0票,弃权0票。关联董事王一
// 彤、李建民、刘三华回避表决。" (FDDC 734516). Only names of people count
// (recusedNames).
func recusedBeside(c *extract.Context, m *schema.Meeting, lines []normalize.Line, at, end int) {
	stop := end
	for n := 0; n < 2; n++ {
		i := strings.Index(c.Doc.Text[stop:min(len(c.Doc.Text), stop+recusalReach)], sentenceEnd)
		if i < 0 {
			break
		}
		stop += i + len(sentenceEnd)
	}
	names := recusedNames(namerOf(c), c.Doc.Text[at:stop])
	if len(names) == 0 {
		return
	}
	m.Recused = names
	if sp, ok := recusalSentence(lines, names[0]); ok {
		m.Evidence["recused"] = c.Ref(sp)
	}
}

// recusalReach bounds how far after a tally the sentence naming the
// recused is looked for, in bytes; sentenceEnd ends a sentence.
const (
	recusalReach = 400
	sentenceEnd  = "。"
)

// heldLater reports whether a meeting held on day d, by the day dated
// the announcement is dated, was held after one held on day prev (ISO
// dates; a date without its day compares with none).
func heldLater(d, prev, dated string) bool {
	const day = len("2006-01-02")
	return len(d) == day && len(prev) == day && len(dated) == day && d > prev && d <= dated
}

// passingSessionRe is a session named with the date it met: "于…召开的第
// 五届董事会第五次(临时)会议", "于…召开了第八届董事会…", "2017年10月24日,
// 公司第五届董事会第三十九次会议"; the place or the form of the meeting
// between the date and 召开, as the exchanges' templates word the opening
// of a resolution: "于2023年4月20日以现场表决方式召开第七届董事会第六次会
// 议", "于2022年11月21日以现场表决的形式召开第三届监事会第二十一次会议"
// (pages 19 and 24), "于2017年5月3日在公司会议室以通讯表决方式召开了第八届
// 董事会…".
var passingSessionRe = lazyre.New(`(` + extract.DatePattern + `)(?:(?:\s*在[^,;。在《》]{2,30}?)?(?:\s*(?:以|通过|采用)[^,;。《》]{1,16}?(?:方式|形式))?\s*召开(?:了|的)?|,)\s*(?:公司|本公司)?(` + sessionRe.String() + `)`)

// The other ways a sentence names a session with the date it met, each
// read only with a full date (sessionWithDate).
var (
	// The date, then who convened it: "2009年4月20日,公司召开第三届董事会
	// 第三十六次会议" (FDDC 1296103), "2015年10月30日,公司召开的六届十九次董
	// 事会" (FDDC 1828029); or the date against the session: "公司2015年5月
	// 15日第八届董事会第六次临时会议审议通过了…" (FDDC 1642801).
	//
	// The company may be named in full with the term it is called by:
	// "2017年9月5日,广州好莱客创意家居股份有限公司(以下简称“公司”、 “好莱
	// 客”)第三届董事会第二次会议审议通过了《…》" (FDDC 16659998), "2014年5月
	// 23日,广州普邦园林股份有限公司(以下简称“公司”、“普邦园林”)召开第二届董
	// 事会第十次会议" (FDDC 30104), "2011年3月16日,中海(海南)海盛船务股份有限
	// 公司(以下简称 “ 公司 ” )第六届董事会第二十七次(临时)会议" (FDDC 505081).
	dateConvenedRe = lazyre.New(`(` + extract.DatePattern + `)\s*(?:,\s*(?:(?:公司|本公司)?\s*召开(?:了|的)?|` + issuerNamedRe.String() + `\s*(?:召开(?:了|的)?)?))?\s*(` + sessionRe.String() + `)`)
	// The company named in full, then the term the announcement calls it
	// by (以下简称“公司”): the issuer, not another company's board.
	issuerNamedRe = lazyre.New(`[^,;。《》]{2,40}?公司\s*\(\s*(?:以下)?简称\s*[“"]?\s*(?:公司|本公司)\s*[”"]?[^()]{0,30}\)`)
	// The date, then the session that approved: "(一)2012年7月13日经公司第四
	// 届董事会第三次会议审议通过《关于公司签署<日常经营重大合同>的议案》。"
	// (FDDC 1341043; 1658668 and 751227: 第五届董事会第一次临时会议, 第四届董
	// 事会第五次临时会议). Read only when the approval is what the sentence
	// says (the proposal, then its end): in "2012年10月14日,经公司第四届董事会
	// 第二十一次会议审议批准,公司及东昌金属与汉能集团在签订了《…》" (FDDC
	// 1308432) the date is the signing's.
	dateApprovedByRe = lazyre.New(`(` + extract.DatePattern + `)\s*,?\s*经\s*(?:公司|本公司)?\s*(` + sessionRe.String() + `)\s*审议(?:并)?(?:通过|批准)`)
	// The session, then the date it met: "公司第六届董事会第七次会议于2010年7
	// 月18日召开" (FDDC 60237), "…第八届董事会第十次会议已于2017年11月30日在公
	// 司会议室以现场方式召开".
	sessionHeldOnRe = lazyre.New(`(` + sessionRe.String() + `)\s*(?:已)?于\s*(` + extract.DatePattern + `)[^,;。]{0,40}?(?:召开|举行)`)
)

// bodyHeldOnRe is a board meeting named by its day, without its session,
// that approved what the announcement reports: "已经本行2025年2月14日召开的
// 董事会会议审议通过" (page 38), "已经本行2020年7月3日召开的董事会审议通过"
// (page 39).
var bodyHeldOnRe = lazyre.New(`(` + extract.DatePattern + `)\s*召开的\s*(?:公司|本公司|本行)?\s*(董事会|监事会)(?:会议)?\s*(?:已)?审议(?:并)?(?:通过|批准)`)

// bodyHeldOn fills m with the body and day of a meeting t names without
// its session (bodyHeldOnRe), t standing at offset at of Doc.Text; it
// reports whether it did.
func bodyHeldOn(c *extract.Context, m *schema.Meeting, t string, at int) bool {
	loc := bodyHeldOnRe.FindStringSubmatchIndex(t)
	if loc == nil {
		return false
	}
	d, ok := extract.ParseDate(t[loc[2]:loc[3]])
	if !ok || len(d) != len("2006-01-02") {
		return false
	}
	m.Body = bodyOf(t[loc[4]:loc[5]])
	m.Date = d
	m.Evidence["body"] = c.Ref(normalize.Span{Start: at + loc[4], End: at + loc[5]})
	m.Evidence["date"] = c.Ref(normalize.Span{Start: at + loc[2], End: at + loc[3]})
	return true
}

// sessionWithDate returns the first session named with the date it met in
// t, as submatch indexes: the date in 2-3, the session in 4-5. fullDate
// is set when only one of the other forms (dateConvenedRe,
// sessionHeldOnRe) states it, whose date must then give the day.
func sessionWithDate(t string) (loc []int, fullDate bool) {
	if loc := passingSessionRe.FindStringSubmatchIndex(t); loc != nil {
		return loc, false
	}
	if loc := dateConvenedRe.FindStringSubmatchIndex(t); loc != nil {
		return loc, true
	}
	if loc := sessionHeldOnRe.FindStringSubmatchIndex(t); loc != nil {
		return []int{loc[0], loc[1], loc[4], loc[5], loc[2], loc[3]}, true
	}
	if loc := dateApprovedByRe.FindStringSubmatchIndex(t); loc != nil {
		if _, sp, ok := approvedTitleAfter(t, loc[0]); ok && strings.TrimRight(strings.TrimLeft(t[sp.End:], "》>"), " 。") == "" {
			return loc, true
		}
	}
	return nil, false
}

// undatedSession is the meeting of an announcement that names the session
// which approved what it reports without the day it met, when no session
// is named with its day (passingMeeting): the first sentence in which a
// session, or several joined by 、/及/和, is what passed it. "该合同经公司第
// 四届董事会第二十五次会议审议通过(详见公司同日刊登的2013-003号公告)" (FDDC
// 1226676); "公司第五届董事会第七次会议审议通过了《关于公司与神华铁路货车运
// 输有限责任公司签订…的议案》" (FDDC 1022667); "该项目的投标已经公司第三届董
// 事会第四十九次会议审议批准" (FDDC 18820887); "该项目已经公司2016年第八次临
// 时股东大会审议通过" (FDDC 15604457); "经本公司三届三十五次董事会、 2010年
// 第四次临时股东大会审议通过" (FDDC 1287896, the first). Only the body and
// session are taken.
//
// A session still to pass it ("须经公司第X届董事会第X次会议审议通过后生效",
// "尚需提交…股东大会审议"), one that passed something else the sentence
// names ("已在公司第八届董事会第三十一次会议审议通过的《…计划…的议案》额度之
// 中", FDDC 16748956) and one named as a document's title (《…第七届董事会第三
// 十次会议决议公告》) give none.
func undatedSession(c *extract.Context, lines []normalize.Line) *schema.Meeting {
	for _, ln := range lines {
		if !normalize.Contains(ln.Text, deliberateWord) {
			continue
		}
		for _, sent := range extract.SplitKeep(ln.Text, "。") {
			t := ln.Text[sent.Start:sent.End]
			for _, loc := range undatedApprovalRe.FindAllStringSubmatchIndex(t, -1) {
				before, after := t[:loc[0]], t[loc[1]:]
				if strings.Count(before, "《") > strings.Count(before, "》") || normalize.ContainsAny(before, undatedPendingWords) ||
					strings.HasPrefix(after, "的") || strings.HasPrefix(after, "后") {
					continue
				}
				if affix.HasAnySuffix(strings.TrimRight(t[:loc[2]], " "), otherCompanyEnds) {
					// Another company's board: "广州从化好莱客家居有限公司第三
					// 届董事会第二次会议审议通过了…" (a subsidiary).
					continue
				}
				if sessionRe.FindStringIndex(before) != nil && !inTitleMarks(before) {
					// Another session named first, in a list this does not
					// read: "本公司2016年度股东大会、2017年第一次A股类别股东
					// 会议…审议通过了《…》,本公司2021年度股东大会审议通过了
					// 《…》" (page 43).
					break
				}
				at := ln.Span.Start + sent.Start
				m := &schema.Meeting{Evidence: map[string]schema.Ref{}}
				m.Session = t[loc[2]:loc[3]]
				m.Body = bodyOf(m.Session)
				m.Evidence["session"] = c.Ref(normalize.Span{Start: at + loc[2], End: at + loc[3]})
				return m
			}
		}
	}
	return nil
}

// undatedApprovalRe is a session (2-3), or several joined, that passed
// what the sentence reports: "经公司第四届董事会第二十五次会议审议通过",
// "已经公司第二届董事会第三十次会议审议通过", "本事项经公司第九届董事会第十次
// 会议及2017年第一次临时股东大会审议通过" (FDDC 16656462), "已通过公司第七届
// 董事会第三十次会议审议通过" (FDDC 284561).
var undatedApprovalRe = lazyre.New(`(?:公司|本公司|本行)?\s*(` + sessionRe.String() + `)(?:\s*(?:、|及|和|与|以及)\s*(?:公司|本公司)?\s*(?:` + sessionRe.String() + `))*\s*(?:已)?审议(?:并)?(?:通过|批准)`)

// otherCompanyEnds end a company's name printed against its session: a
// company other than the issuer, which is 公司 or 本公司 alone or named
// with the term it is called by ("…股份有限公司(下称“公司”)第四届董事会…").
var otherCompanyEnds = []string{"有限公司", "股份公司", "集团公司", "集团"}

// undatedPendingWords before a session say what it is to pass has not
// been passed yet: "须经…审议通过后生效", "尚需提交…", "待…审议批准".
var undatedPendingWords = []string{"提交", "提请", "需经", "须经", "尚需", "尚须", "需要", "待", "将", "拟", "无需", "无须", "不需"}

// inTitleMarks reports whether every session s names stands inside 《》:
// the title of another announcement, "详见《…第七届董事会第三十次会议决议
// 公告》".
func inTitleMarks(s string) bool {
	for _, loc := range sessionRe.FindAllStringIndex(s, -1) {
		if strings.Count(s[:loc[0]], "《") <= strings.Count(s[:loc[0]], "》") {
			return false
		}
	}
	return true
}
