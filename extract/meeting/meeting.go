package meeting

import (
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
	"github.com/shopspring/decimal"
)

// Meeting extracts the meeting a filing reports on: which body met, the
// session, when and where, how it was notified and held, who attended in
// person, who voted by proxy for whom, who was absent and who chaired.
//
// A board-resolution announcement states these in its opening paragraphs,
// before the first proposal. An offering proposal only names the board
// meeting that approved it ("公司于2014年6月6日召开的第八届董事会第六次会
// 议", or its 释义 entry 本次董事会); then only the body, session and date
// are taken. A rule book describes meetings in general and yields nothing.
type Meeting struct{}

// Name implements Extractor.
func (Meeting) Name() string { return "meeting" }

// meetingParagraphs bounds the opening of a resolution announcement read
// for the meeting: the paragraph that states the date and the ones after
// it up to the first proposal.
const meetingParagraphs = 6

// The parts of a statement of attendance (expectedRe, attendedRe,
// inPersonRe): the verb, the words of the meeting between it and the
// members, the members, the link before the count, the count.
const (
	attendVerb     = `(?:出席并(?:参与|参加)?表决|出席|到会|到|参会|参加|参与|表决)`
	attendFill     = `(?:本次|此次|现场会议|会议|现场|董事会|监事会|表决|的)*`
	attendNounTail = `(?:(?:及|和)(?:授权|委托)(?:出席|代表)?(?:的)?(?:董事|监事))?`
	attendNoun     = `(?:董事|监事|会成员|成员)?` + attendNounTail
	attendLink     = `(?:人数|总数)?\s*(?:为|共计|共|合计|总计|:)*\s*`
	attendCount    = `(\d+|[一二三四五六七八九十两]+)\s*(?:名|人|位)`
)

var (
	// Sessions: "第六届董事会第二十六次会议", "第八届董事会2014年第三次临时
	// 会议", "第五届监事会第十次会议", "2014年第三次临时股东大会",
	// "2013年度股东年会", "2018年年度股东大会".
	sessionRe = lazyre.New(`第[一二三四五六七八九十百\d]+届(?:董事会|监事会)(?:\d{4}年)?第[一二三四五六七八九十百\d]+次(?:临时)?(?:\(临时\))?会议|(?:董事会|监事会)[一二三四五六七八九十百\d]+届[一二三四五六七八九十百\d]+次(?:临时)?会议|[一二三四五六七八九十百\d]+届[一二三四五六七八九十百\d]+次(?:临时)?(?:董事会|监事会)(?:会议)?|(?:\d{4}|[〇零○一二三四五六七八九]{4})年(?:年)?(?:度)?(?:第[一二三四五六七八九十]+次)?(?:临时)?股东(?:周年)?(?:大会|年会)`)
	// The body named before 会议 when there is no session number:
	// "董事会会议（以下简称“本次会议”）".
	bodyRe = lazyre.New(`董事会|监事会|股东大会|股东年会`)

	// "以现场会议方式召开", "以现场方式召开", "以通讯表决方式召开",
	// "以书面传签方式", "以电话会议形式", "通过现场表决方式召开".
	meetingFormRe = lazyre.New(`(?:以|通过|采用|采取)(现场(?:结合|加|及|和)?(?:视频|电话|通讯)?|通讯|书面传签|书面|传签|电话|视频)(?:会议)?(?:表决)?(?:的)?(?:方式|形式)`)
	// "在北京以现场会议方式召开", "在中国光大银行总行以现场方式召开",
	// "在公司总部会议室召开".
	// Labelled: "3、会议召开方式:现场".
	labelledFormRe = lazyre.New(`(?:召开|会议|表决)方式\s*(?:为)?\s*:\s*(现场(?:结合|加|及|和)?(?:视频|电话|通讯)?|通讯|书面传签|书面|传签|电话|视频)`)
	// "在公司会议室通过现场表决方式召开" (2024).
	meetingPlaceRe = lazyre.New(`在([^,;。在]{2,30}?)(?:以|通过|采用|采取|召开|举行)`)

	// Attendance is stated as a verb of attending, the words of the
	// meeting and of the members, a link and a count; "应" marks the
	// members due, "实际"/"实" those who attended, "亲自" those in person:
	// "应出席董事14名", "会议应参加表决的董事十一名" (2006), "应到会董事9
	// 人", "本次会议应出席的董事人数为9人", "应出席董事共计9名", "应出席董
	// 事:9人", "会议应到监事 3 名", "实际出席并参与表决的董事9名", "实到出
	// 席监事3名", "亲自出席现场会议监事 3 名", "出席会议董事及授权出席董
	// 事9名", "出席和授权出席董事5人" (the proxies counted in).
	expectedRe = lazyre.New(`应(?:有|` + attendVerb + `)` + attendFill + attendNoun + attendLink + attendCount)
	// In person: "实际亲自出席董事12名", "亲自出席13名", "亲自出席会议的董事
	// 12人", "亲自出席现场会议监事 3 名".
	inPersonRe = lazyre.New(`亲自出席` + attendFill + attendNoun + attendLink + attendCount)
	// Attending as stated: "实际出席董事14名", "实到董事14人", "实际参会董事
	// 18名", "实际参加表决的董事十一名", "实到7名", "实到出席监事3名",
	// "实际出席会议人数为 9 人", "出席会议董事9名". Whether it counts the
	// directors voting by proxy is worked out from the figures.
	attendedRe = lazyre.New(`(?:(?:实际|实)(?:亲自)?(?:` + attendVerb + `)+` + attendFill + attendNoun + `|(?:出席|参会|参加|到会)(?:(?:和|及)(?:授权|委托)出席)?(?:本次|此次|会议|的)*(?:董事|监事)` + attendNounTail + `)` + attendLink + attendCount)
	// The members in office of a board or supervisory board, stated in
	// place of those due (not read at a shareholders' meeting, whose
	// announcement says how many directors attended it): "公司现有董事9
	// 名" (FDDC 391268), "董事会成员9人", "公司在任董事 9 人", "董事会共有
	// 董事7名", "公司9名董事成员中" (FDDC 734516). "董事会成员人数由5名调整为
	// 7名" states no count of members.
	seatsRe = lazyre.New(`(?:(?:现有|在任|共有)(?:董事会)?(?:董事|监事)(?:会成员|成员)?|(?:董事会|监事会)(?:全体)?成员)` + attendLink + attendCount + `|` + `(\d+|[一二三四五六七八九十两]+)\s*(?:名|位)(?:董事|监事)(?:会)?成员中`)
	// The members attending, counted first: "9名董事参加该次会议" (FDDC
	// 391268), "7名董事出席了本次会议", "3名监事亲自出席会议".
	presentFirstRe = lazyre.New(`(\d+|[一二三四五六七八九十两]+)\s*(?:名|位)(?:董事|监事)(?:亲自)?(?:出席|参加|参与|到会)(?:了)?(?:该次|本次|此次)?(?:会议|表决)`)
	// The notice: "会议通知已于2014年3月14日以书面方式发出", "于2006年9月27日
	// …发出了会议通知", "会议通知于2018年9月13日以电子邮件、电话和书面方
	// 式告知各位董事", "于 2017 年 11 月 8 日以书面和电话方式通知全体监事",
	// "会议通知已于二○○六年四月十六日以传真及送达的方式交公司全体董事",
	// "会议通知已于2017年4月6日\n以电子邮件…发出" (the verb on the next line);
	// a shareholders' meeting's, published: "公司于…在《中国证券报》披露了
	// 《关于召开…股东大会的通知》", "董事会已于…刊登了召开本次会议的通知".
	noticeRe = lazyre.New(`通知(?:已)?于|通知(?:的)?(?:发出|送达|发送)?(?:日期|时间)(?:和方式)?\s*(?:为|是)?\s*:?\s*` + extract.DatePattern + `|通知[^,;。]{0,40}?(?:发出|送达|发送|告知|送交|交|刊登|刊载|披露)|(?:发出|送达|发送|告知|送交|刊登|刊载|披露)[^,;。]{0,40}?通知|(?:方式|形式)通知|通知(?:了)?(?:全体|各位)`)
	// The meeting held: "于2014年3月28日在北京召开", "以现场会议形式完成表决
	// 形成决议" (2012), "以通讯表决方式召开", "会议于…举行".
	// Labelled: "1、会议时间:2019年4月25日", "召开日期:…".
	heldRe = lazyre.New(`召开|举行|完成表决|以[^,;。]{0,12}(?:方式|形式)(?:进行|表决)|(?:^|[、.\s])(?:会议|开会)(?:的)?(?:时间|日期)\s*(?:为)?\s*:`)
	// Absence: "周道炯独立董事未能亲自出席会议", "X董事因公务未出席", "缺席".
	absentRe = lazyre.New(`未(?:能)?(?:亲自)?(?:出席|参加|到会)|缺席`)
	// The chair, after 由 or the vote that chose them and before 主持 (or
	// 召集并主持): "本次会议由王洪章董事长主持", "会议由董事长X先生主持",
	// "由监事会主席胡维兵先生召集和主持", "经半数以上监事共同推举雷振宏先
	// 生主持", "由半数以上董事共同推举的董事X主持" (chairName).
	chairByRe = lazyre.New(`(?:由|推举|推选)([^,;。由]{2,30}?)(?:召集(?:并|和|及)?)?主持`)
	// The chair as the subject of 主持: "董事长X主持会议", "X董事长主持了
	// 本次会议", "…由公司董事长X召集,X主持" (the clause ends there).
	chairLeadRe = lazyre.New(`([^,;。]{2,30}?)主持(?:了)?(?:本次|此次)?(?:会议|董事会|监事会|$)`)
	// The chair labelled: "会议主持人:董事长X", "会议主持人为董事长X",
	// "5、主持人:宋伟杰先生" (2009),
	// "5.主持人:董事长吴定刚。" (2020).
	chairLabelRe = lazyre.New(`主持人\s*(?:为\s*:?|:)\s*([^,;。]{2,30})`)

	// "公司于2014年6月6日召开的第八届董事会第六次会议".
	heldOnSessionRe = lazyre.New(`于(` + extract.DatePattern + `)召开的(?:公司|本行|本公司)?(` + sessionRe.String() + `)`)
)

// Role words around a person's name, longest first: "唐双宁董事长",
// "赵欢执行董事", "独立董事周道炯", "莫里·洪恩先生".
// "董事长兼总经理X", "代董事长X".
var roleWords = []string{
	"监事会副主席", "监事会主席", "独立非执行董事", "非执行董事", "独立董事", "执行董事", "职工董事", "关联董事",
	"常务副董事长", "代理董事长", "代董事长", "副董事长", "董事长", "董事会秘书", "董事", "监事长", "职工监事", "外部监事", "股东监事", "监事",
	"副行长", "行长", "副总经理", "总经理", "副总裁", "总裁", "主席", "兼", "先生", "女士", "同志",
}

// nameStops end a name: the words that follow a name in a clause.
var nameStops = []string{"因", "未", "委托", "书面", "出席", "代为", "代理", "主持", "召集", "在表决", "回避", "对本", "对该", "已", "均", "以"}

// personName returns the person's name in s, with role words before or
// after it removed ("董事长王洪章" and "王洪章董事长" are 王洪章), or ""
// when what is left is not a person's name (namer.isName).
func (n namer) personName(s string) string {
	s = strings.TrimSpace(s)
	for _, p := range clauseLeads {
		s = strings.TrimPrefix(s, p)
	}
	for changed := true; changed; {
		changed = false
		for _, w := range roleWords {
			if strings.HasPrefix(s, w) {
				s = s[len(w):]
				changed = true
			}
		}
	}
	cut := len(s)
	for _, w := range append(roleWords, nameStops...) {
		if i := normalize.Index(s, w); i >= 0 && i < cut {
			cut = i
		}
	}
	s = strings.TrimSpace(s[:cut])
	if !n.isName(s) {
		return ""
	}
	return s
}

// Extract implements Extractor. Which kinds of document it reads is the
// kinds' choice (package pipeline/kind: not a rule book); the kind chooses
// only where to look (a shareholders' meeting's template, the board that
// approved a plan).
func (Meeting) Extract(c *extract.Context) {
	c = compacted(c)
	defer restorePrinted(c)
	kind := ""
	if a := c.Out.Announcement; a != nil {
		kind = a.Kind
	}
	m := &schema.Meeting{Evidence: map[string]schema.Ref{}}
	lines := afterFurniture(c, c.Doc.Lines())
	// The labelled form ("1、会议时间:…") names its body in the title only.
	boardTitle := false
	if a := c.Out.Announcement; a != nil {
		boardTitle = normalize.ContainsAny(a.Title, []string{"董事会", "监事会"}) && !normalize.Contains(a.Title, "股东")
	}
	region, ok := meetingRegion(lines, boardTitle)
	if ok {
		readMeeting(c, m, region)
	}
	if (!ok || m.Body == "shareholders") && (kind == schema.KindShareholdersResolution || shareholdersTemplate(lines)) {
		templateMeeting(c, m, lines)
	} else if !ok && (kind == schema.KindOfferingProposal || normalize.Contains(c.Doc.Text, "本次董事会")) {
		approvingMeeting(c, m, lines)
	} else if !ok {
		passingMeeting(c, m, lines)
	}
	if m.Session == "" && m.Date == "" && m.DirectorsExpected == nil && m.Chair == "" {
		return
	}
	if len(m.Evidence) == 0 {
		m.Evidence = nil
	}
	c.Out.Meeting = m
}

// noticeTitleRe is the title of a notice or proposal to convene a
// meeting named in the text (a link to another announcement, a proposal
// approved): "关于召开2023年第一次临时股东大会的通知", "《关于提请召开股东大
// 会的议案》". Its 召开 does not say a meeting was held.
var noticeTitleRe = lazyre.New(`关于(?:提请)?(?:召开|举行)[^,;。]{0,60}?(?:通知|议案|公告)`)

// titlesOfNotices returns s with the titles of notices to convene a
// meeting blanked out.
func titlesOfNotices(s string) string {
	if !strings.Contains(s, "关于") {
		return s
	}
	return noticeTitleRe.Re().ReplaceAllStringFunc(s, func(t string) string { return strings.Repeat(" ", len(t)) })
}

// afterFurniture returns the lines from the announcement's title on: what
// a page prints before it is a site's furniture (menus, links to other
// announcements, "关于召开2023年第一次临时股东大会的通知(2023年3月2日)"),
// not the meeting.
func afterFurniture(c *extract.Context, lines []normalize.Line) []normalize.Line {
	a := c.Out.Announcement
	if a == nil {
		return lines
	}
	ref, ok := a.Evidence["title"]
	if !ok {
		return lines
	}
	for i, ln := range lines {
		if r := c.Doc.RawSpan(ln.Span); r.End > ref.Span[0] {
			return lines[i:]
		}
	}
	return lines
}

// statesMeeting reports whether a line states a meeting held, with its
// date and its attendance, notice or chair: a heading run into the
// paragraph after it ("一、董事会会议召开情况杭叉集团…于2023年4月20日…召
// 开…本次会议由董事长赵礼敏先生主持,与会董事就各项议案进行了审议", a page
// that lost its line breaks) is that paragraph, not a proposal.
func statesMeeting(t string) bool {
	return strings.Contains(t, "年") && extract.DateRe.MatchString(t) && heldRe.MatchString(titlesOfNotices(t)) && boardCue(t)
}

// meetingRegion returns the paragraphs that report the meeting: from the
// first one before any proposal that states a date with 召开/举行 and
// attendance, notice or chair, up to the first proposal.
//
// labelled allows the start at a labelled time ("1、会议时间:…"), for a
// document whose title names a board or supervisory board.
func meetingRegion(lines []normalize.Line, labelled bool) ([]normalize.Line, bool) {
	start := -1
	var out []normalize.Line
	for i, ln := range lines {
		t := ln.Text
		if len(findTallies(t)) > 0 {
			break
		}
		if tt, _ := extract.TrimLine(ln); extract.CNHeadingRe.MatchString(tt) && normalize.Contains(tt, "议案") && !strings.HasSuffix(tt, "情况") && !statesMeeting(t) {
			break
		}
		if start < 0 {
			// The meeting starts on a line with its date: a line without
			// one (every date holds 年) is not read further.
			if !strings.Contains(t, "年") || !extract.DateRe.MatchString(t) {
				continue
			}
			held := heldRe.MatchString(titlesOfNotices(t))
			if !held {
				// A line broken before its verb, which the compacted view
				// did not join: "…第十次会议于2019年4月25日\n在公司会议
				// 室召开,应到董事9人…".
				if k := nextNonBlank(lines, i+1); k == i+1 && heldRe.MatchString(lines[k].Text) && !extract.DateRe.MatchString(lines[k].Text) && !lineHeadingRe.MatchString(strings.TrimSpace(lines[k].Text)) {
					t, held = t+lines[k].Text, true
				}
			}
			board := (normalize.Contains(t, "董事") || normalize.Contains(t, "监事")) && boardCue(t)
			// The notice on the line before may be the one that names the
			// session: "…第三届监事会第十七次会议通知于2023年10月7日以邮件方
			// 式送达各位监事。\n会议于2023年10月11日以现场表决的方式召开。"
			prevNotice := i > 0 && noticeRe.MatchString(lines[i-1].Text) && normalize.ContainsAny(lines[i-1].Text, []string{"董事会", "监事会"}) && !normalize.Contains(lines[i-1].Text, "股东")
			if !board && held && (normalize.ContainsAny(t, []string{"董事会", "监事会"}) || labelled && labelledBoardTime(lines, i) || prevNotice) {
				// The exchanges' numbered form states the meeting a line at
				// a time: "2、本次董事会会议于2019年4月25日在公司会议室以现场
				// 方式召开。\n3、本次董事会应到 9 人,实际出席会议人数为 9 人".
				for k := i + 1; k < len(lines) && k <= i+4; k++ {
					if boardCue(lines[k].Text) {
						board = true
						break
					}
				}
			}
			// "于2010年5月28日…以现场会议方式召开了2009年度股东周年大会".
			shareholders := normalize.Contains(t, "股东") && !normalize.ContainsAny(t, []string{"定于", "拟于", "将于"}) && sessionRe.MatchString(t)
			if held && (board || shareholders) {
				start = i
				// "1、本次董事会会议通知于2019年4月15日以电子邮件方式发出。"
				// on the line before.
				if p := i - 1; p >= 0 && noticeRe.MatchString(lines[p].Text) && extract.DateRe.MatchString(lines[p].Text) {
					out = append(out, lines[p])
				}
			} else {
				continue
			}
		}
		if strings.TrimSpace(t) == "" {
			continue
		}
		out = append(out, ln)
		if len(out) >= meetingParagraphs {
			break
		}
	}
	return out, start >= 0
}

// clause is a piece of a paragraph between commas, semicolons and full
// stops, with its span in Doc.Text.
type clause struct {
	text string
	span normalize.Span
}

func clausesOf(lines []normalize.Line) []clause {
	var out []clause
	for _, ln := range lines {
		for _, sp := range splitOutside(ln.Text, ",;。") {
			out = append(out, clause{text: ln.Text[sp.Start:sp.End], span: sp.Shift(ln.Span.Start)})
		}
	}
	return out
}

// readMeeting fills m from the opening paragraphs of a resolution
// announcement.
func readMeeting(c *extract.Context, m *schema.Meeting, region []normalize.Line) {
	clauses := clausesOf(region)
	// A shareholders' meeting's announcement names the board meeting that
	// called it ("由公司董事会七届十三次会议决议召开"): the session is the
	// shareholders' one.
	shareholders := false
	if a := c.Out.Announcement; a != nil {
		shareholders = normalize.ContainsAny(a.Title, shareholdersMeetingWords)
	}
sessions:
	for _, ln := range region {
		for _, loc := range sessionRe.FindAllStringIndex(ln.Text, -1) {
			if shareholders && bodyOf(ln.Text[loc[0]:loc[1]]) != "shareholders" {
				continue
			}
			sp := normalize.Span{Start: ln.Span.Start + loc[0], End: ln.Span.Start + loc[1]}
			m.Session = ln.Text[loc[0]:loc[1]]
			m.Evidence["session"] = c.Ref(sp)
			break sessions
		}
	}
	if m.Session != "" {
		m.Body = bodyOf(m.Session)
	} else if shareholders {
		m.Body = "shareholders"
	} else {
		for _, ln := range region {
			if loc := bodyRe.FindStringIndex(ln.Text); loc != nil && !normalize.Contains(ln.Text[:loc[0]], "保证") {
				m.Body = bodyOf(ln.Text[loc[0]:loc[1]])
				m.Evidence["body"] = c.Ref(normalize.Span{Start: ln.Span.Start + loc[0], End: ln.Span.Start + loc[1]})
				break
			}
		}
	}
	if a := c.Out.Announcement; m.Session == "" && a != nil {
		// The labelled form names the meeting only in the title:
		// "第五届董事会第十次会议决议公告".
		if loc := sessionRe.FindStringIndex(a.Title); loc != nil && (m.Body == "" || m.Body == bodyOf(a.Title[loc[0]:loc[1]])) {
			m.Session = a.Title[loc[0]:loc[1]]
			m.Body = bodyOf(m.Session)
			if ref, ok := a.Evidence["title"]; ok {
				m.Evidence["session"] = ref
			}
		}
	}
	if m.Body == "shareholders" {
		shareholderAttendance(c, m, region)
	}
	for i, cl := range clauses {
		isNotice := noticeRe.MatchString(cl.text)
		held := !isNotice && heldRe.MatchString(titlesOfNotices(cl.text))
		if isNotice && m.NoticeDate == "" {
			d, sp, ok := clauseDate(cl)
			if !ok && i > 0 && !heldRe.MatchString(clauses[i-1].text) {
				// "本公司于 2024 年 5 月 14 日以专人送达或电子邮件的方式,
				// 向全体董事和监事发出《关于召开…会议的通知》".
				d, sp, ok = clauseDate(clauses[i-1])
			}
			if ok {
				m.NoticeDate = d
				m.Evidence["notice_date"] = c.Ref(sp)
			}
		}
		if !held || m.Date != "" {
			continue
		}
		d, sp, ok := clauseDate(cl)
		if !ok && i > 0 && !normalize.Contains(clauses[i-1].text, "通知") {
			d, sp, ok = clauseDate(clauses[i-1])
		}
		if !ok {
			continue
		}
		m.Date = d
		m.Evidence["date"] = c.Ref(sp)
		if loc := meetingPlaceRe.FindStringSubmatchIndex(cl.text); loc != nil {
			place := cl.text[loc[2]:loc[3]]
			if !extract.DateRe.MatchString(place) {
				m.Place = place
				m.Evidence["place"] = c.Ref(normalize.Span{Start: cl.span.Start + loc[2], End: cl.span.Start + loc[3]})
			}
		}
	}
	for _, cl := range clauses {
		if normalize.Contains(cl.text, "通知") {
			continue
		}
		loc := meetingFormRe.FindStringSubmatchIndex(cl.text)
		if loc == nil {
			loc = labelledFormRe.FindStringSubmatchIndex(cl.text)
		}
		if loc != nil {
			m.Form = formOf(cl.text[loc[2]:loc[3]])
			m.Evidence["form"] = c.Ref(normalize.Span{Start: cl.span.Start + loc[0], End: cl.span.Start + loc[1]})
			break
		}
	}
	text := c.Doc.Text
	var attended normalize.Span // the stated attendance, when not "in person"
	para := normalize.Span{Start: region[0].Span.Start, End: region[len(region)-1].Span.End}
	seg := text[para.Start:para.End]
	if n, sp, ok := countIn(seg, expectedRe, 1); ok {
		m.DirectorsExpected = &n
		m.Evidence["directors_expected"] = c.Ref(sp.Shift(para.Start))
	} else if n, sp, ok := seatsIn(seg); ok && m.Body != "shareholders" {
		m.DirectorsExpected = &n
		m.Evidence["directors_expected"] = c.Ref(sp.Shift(para.Start))
	}
	if n, sp, ok := countIn(seg, inPersonRe, 1); ok {
		m.DirectorsPresent = &n
		m.Evidence["directors_present"] = c.Ref(sp.Shift(para.Start))
	} else {
		for _, loc := range attendedRe.FindAllStringSubmatchIndex(seg, -1) {
			if before := seg[:loc[0]]; strings.HasSuffix(before, "应") || strings.HasSuffix(before, "委托") || strings.HasSuffix(before, "授权") {
				continue // "应出席董事9名", "委托出席董事1名"
			}
			if n, ok := extract.SmallInt(seg[loc[2]:loc[3]]); ok {
				m.DirectorsPresent = &n
				m.Evidence["directors_present"] = c.Ref(normalize.Span{Start: para.Start + loc[0], End: para.Start + loc[1]})
				attended = normalize.Span{Start: para.Start + loc[0], End: para.Start + loc[1]}
				break
			}
		}
		if m.DirectorsPresent == nil && m.Body != "shareholders" {
			if n, sp, ok := countIn(seg, presentFirstRe, 1); ok {
				m.DirectorsPresent = &n
				m.Evidence["directors_present"] = c.Ref(sp.Shift(para.Start))
				attended = sp.Shift(para.Start)
			}
		}
	}
	nm := namerOf(c)
	var proxiesAt normalize.Span
	for i, p := range findProxies(nm, clauses) {
		m.Proxies = append(m.Proxies, schema.Proxy{Absent: p.absent, Holder: p.holder, Span: c.Span(p.span)})
		if !listHasName(m.Absent, p.absent) {
			m.Absent = append(m.Absent, p.absent)
		}
		if i == 0 {
			proxiesAt = p.span
		} else {
			proxiesAt = proxiesAt.Union(p.span)
		}
	}
	if len(m.Proxies) > 0 {
		// The proxies as the meeting paragraph names them: from the first
		// 委托 to the last.
		c.Evidence(&m.Evidence, "proxies", proxiesAt)
	}
	if !attended.Empty() && len(m.Proxies) > 0 && m.DirectorsExpected != nil && *m.DirectorsPresent+len(m.Proxies) > *m.DirectorsExpected {
		// "会议应参会董事15人,实际参会董事15名,其中…委托…代为出席和表决":
		// the attendance stated counts the directors voting by proxy.
		m.PresentIncludesProxies = true
	}
	for i, cl := range clauses {
		if !absentRe.MatchString(cl.text) || normalize.Contains(cl.text, "委托") {
			continue
		}
		if name := subjectName(nm, clauses, i, absentRe.FindStringIndex(cl.text)[0]); name != "" && !listHasName(m.Absent, name) {
			m.Absent = append(m.Absent, name)
		}
	}
chairs:
	for _, cl := range clauses {
		for _, re := range []*lazyre.Regexp{chairLabelRe, chairByRe, chairLeadRe} {
			loc := re.FindStringSubmatchIndex(cl.text)
			if loc == nil {
				continue
			}
			if name := chairName(nm, cl.text[loc[2]:loc[3]]); name != "" {
				m.Chair = name
				m.Evidence["chair"] = c.Ref(normalize.Span{Start: cl.span.Start + loc[0], End: cl.span.Start + loc[1]})
				break chairs
			}
		}
	}
}

// chairName returns the person named where the layout puts the chair: the
// one chosen when the text says how ("半数以上董事共同推举的董事X" is X).
func chairName(nm namer, s string) string {
	for _, w := range []string{"推举", "推选", "选举"} {
		if i := strings.LastIndex(s, w); i >= 0 {
			s = strings.TrimPrefix(s[i+len(w):], "的")
		}
	}
	return nm.personName(s)
}

// clauseDate returns the first full date in a clause.
func clauseDate(cl clause) (string, normalize.Span, bool) {
	for _, loc := range extract.DateRe.FindAllStringIndex(cl.text, -1) {
		if d, ok := extract.ParseDate(cl.text[loc[0]:loc[1]]); ok {
			return d, normalize.Span{Start: cl.span.Start + loc[0], End: cl.span.Start + loc[1]}, true
		}
	}
	return "", normalize.Span{}, false
}

// seatsIn returns the members in office a text states (seatsRe), the
// count in the first group of the match that has one.
func seatsIn(s string) (int, normalize.Span, bool) {
	loc := seatsRe.FindStringSubmatchIndex(s)
	if loc == nil {
		return 0, normalize.Span{}, false
	}
	for g := 1; 2*g+1 < len(loc); g++ {
		if loc[2*g] >= 0 {
			n, ok := extract.SmallInt(s[loc[2*g]:loc[2*g+1]])
			return n, normalize.Span{Start: loc[0], End: loc[1]}, ok
		}
	}
	return 0, normalize.Span{}, false
}

// countIn returns the count in submatch g of the first match of re in s.
func countIn(s string, re *lazyre.Regexp, g int) (int, normalize.Span, bool) {
	loc := re.FindStringSubmatchIndex(s)
	if loc == nil {
		return 0, normalize.Span{}, false
	}
	n, ok := extract.SmallInt(s[loc[2*g]:loc[2*g+1]])
	return n, normalize.Span{Start: loc[0], End: loc[1]}, ok
}

// bodyOf maps a session or body word to the schema body.
func bodyOf(s string) string {
	switch {
	case normalize.Contains(s, supervisoryWord):
		return "supervisory_board"
	case normalize.Contains(s, boardWord):
		return "board"
	case normalize.Contains(s, shareholdersWord):
		return "shareholders"
	}
	return ""
}

// formOf maps the stated form of a meeting to the schema form.
func formOf(s string) string {
	switch {
	case strings.HasPrefix(s, onSiteForm):
		return "on_site"
	case s == telephoneForm:
		return "telephone"
	case s == videoForm:
		return "video"
	}
	return "written" // 通讯, 书面, 传签: votes circulated in writing
}

// proxy is one director who voted through another.
type proxy struct {
	absent, holder string
	span           normalize.Span
}

// findProxies reads the directors who voted through another: "钟瑞明董事委
// 托张龙董事出席并代为表决", "独立董事X因公务未能亲自出席会议，书面委托独立董
// 事Y代为出席并表决" (the giver is then the subject of the clause before),
// "5名董事委托出席(于新兴委托刘兴亮、刘云鹏委托王再云、…)" (2006), "A董事和
// B董事委托C董事长代为出席和表决", "赵小凡董事、白重恩独立董事分别委托居伟
// 民董事、李哲平独立董事代为出席和表决" (2012): the givers and holders are
// paired in order, or all givers with one holder.
func findProxies(nm namer, clauses []clause) []proxy {
	var out []proxy
	for i, cl := range clauses {
		parts := strings.Split(cl.text, proxyWord)
		if len(parts) < 2 {
			continue
		}
		for j := 1; j < len(parts); j++ {
			giverSide := parts[j-1]
			if j > 1 {
				// "…委托刘兴亮、刘云鹏委托王再云": the first name was the
				// holder before.
				if k := strings.Index(giverSide, "、"); k >= 0 {
					giverSide = giverSide[k+len("、"):]
				} else if k := strings.LastIndexAny(giverSide, "(:"); k >= 0 {
					// "5名董事委托出席(于新兴委托刘兴亮、…".
					giverSide = giverSide[k+1:]
				} else {
					continue
				}
			} else if k := strings.LastIndexAny(giverSide, "(:"); k >= 0 {
				giverSide = giverSide[k+1:]
			}
			holderSide := parts[j]
			if j+1 < len(parts) {
				if k := strings.Index(holderSide, "、"); k >= 0 {
					holderSide = holderSide[:k]
				}
			}
			for _, stop := range proxyHolderEnds {
				if k := strings.Index(holderSide, stop); k >= 0 {
					holderSide = holderSide[:k]
				}
			}
			givers := namesIn(nm, strings.TrimSuffix(strings.TrimSpace(giverSide), respectivelyWord))
			holders := namesIn(nm, holderSide)
			if len(givers) == 0 && j == 1 && i > 0 {
				// "独立董事X因公务未能亲自出席会议,书面委托独立董事Y".
				if g := nm.personName(clauses[i-1].text); g != "" {
					givers = []string{g}
				}
			}
			if len(holders) == 0 || len(givers) == 0 {
				continue
			}
			sp := cl.span
			if nm.personName(parts[0]) == "" && i > 0 && j == 1 && len(namesIn(nm, parts[0])) == 0 {
				sp = clauses[i-1].span.Union(sp)
			}
			switch {
			case len(holders) == len(givers):
				for k := range givers {
					if givers[k] != holders[k] {
						out = append(out, proxy{absent: givers[k], holder: holders[k], span: sp})
					}
				}
			case len(holders) == 1:
				for _, g := range givers {
					if g != holders[0] {
						out = append(out, proxy{absent: g, holder: holders[0], span: sp})
					}
				}
			}
		}
	}
	return out
}

// namesIn returns the names of a list of people: "赵小凡董事、白重恩独立董
// 事", "A董事和B董事"; nil when any member is not a name.
func namesIn(nm namer, s string) []string {
	var out []string
	for _, part := range strings.FieldsFunc(s, func(r rune) bool { return r == '、' || r == '和' || r == '及' }) {
		n := nm.personName(part)
		if n == "" {
			return nil
		}
		out = append(out, n)
	}
	return out
}

// subjectName returns the person who is the subject of clause i, whose
// predicate starts at byte k; when the clause names no one before k, the
// subject of the clause before.
func subjectName(nm namer, clauses []clause, i, k int) string {
	if n := nm.personName(clauses[i].text[:k]); n != "" {
		return n
	}
	if i > 0 {
		return nm.personName(clauses[i-1].text)
	}
	return ""
}

// approvingMeeting fills m from an offering proposal's mention of the board
// meeting that approved it: the 释义 entry 本次董事会 gives the session,
// "于2014年6月6日召开的第八届董事会第六次会议" the date.
func approvingMeeting(c *extract.Context, m *schema.Meeting, lines []normalize.Line) {
	text := c.Doc.Text
	for _, ln := range lines {
		mm := extract.DefinitionRow(ln.Text)
		if mm == nil || strings.TrimSpace(ln.Text[mm[2]:mm[3]]) != "本次董事会" {
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

// maxPersons bounds a count of people read from a meeting, so that it
// always fits the integers of the output.
var maxPersons = decimal.New(1, 9)

// shareholderAttendance reads who attended a shareholders' meeting from the
// first sentence of region that states it for the meeting as a whole:
// "出席会议的股东及股东授权代表共计156人，代表有表决权股份总数
// 14,112,547,205股，占本公司有表决权股份总数的55.97%"; "参加本次股东大会表
// 决的股东及授权代表人数28人,代表股份129017228股,占公司总股本的47.75%"
// (2010); "出席会议的股东(含代理人)共计25人,共持有337,628,634股有表决权股
// 份" (2020); "出席本次会议的股东和代理人人数为12，所持有表决权的股份总数
// （股）为…" leaves the count out (no unit) and keeps the shares. The shares
// are the first count of shares after 代表/持有/所持, the shareholders the
// count of persons before them, the ratio the first after them introduced
// by 占. A sentence that gives a part of the attendance (其中…, 出席现场会
// 议的…, 参加网络投票的…, a class of shares) is not the whole.
func shareholderAttendance(c *extract.Context, m *schema.Meeting, region []normalize.Line) {
	for _, ln := range region {
		for _, sent := range extract.SplitKeep(ln.Text, "。") {
			t := ln.Text[sent.Start:sent.End]
			if !normalize.ContainsAny(t, []string{"出席", "参加", "参与", "投票"}) || !normalize.Contains(t, "股东") || !normalize.ContainsAny(t, []string{"代表", "持有", "所持"}) {
				continue
			}
			if tt := strings.TrimLeft(t, " "); strings.HasPrefix(tt, "其中") {
				continue
			}
			at := ln.Span.Start + sent.Start
			qs := normalize.FindQuantities(t)
			si := -1
			for i, q := range qs {
				if q.Unit == normalize.UnitShares && q.Bound == normalize.BoundEq && normalize.ContainsAny(t[:q.Span.Start], []string{"代表", "持有", "所持"}) {
					si = i
					break
				}
			}
			if si < 0 {
				continue
			}
			// The subject of the count: from the last clause break before
			// the first figure of the statement.
			first := qs[si].Span.Start
			pi := -1
			for i, q := range qs[:si] {
				if q.Unit == normalize.UnitPersons && q.Bound == normalize.BoundEq && q.Value.IsInteger() && q.Value.Cmp(maxPersons) <= 0 {
					pi, first = i, q.Span.Start
					break
				}
			}
			subject := t[:first]
			if k := strings.LastIndexAny(subject, ",;:"); k >= 0 && pi >= 0 {
				subject = subject[k+1:]
			}
			if !normalize.ContainsAny(subject, []string{"出席", "参加", "参与", "投票"}) || partOfAttendance(subject) {
				continue
			}
			if pi >= 0 {
				n := int(qs[pi].Value.IntPart())
				m.ShareholdersPresent = &n
				m.Evidence["shareholders_present"] = c.Ref(qs[pi].Span.Shift(at))
			}
			shares := qs[si]
			shares.Span = shares.Span.Shift(at)
			m.SharesRepresented = c.Quantity(shares)
			for _, q := range qs[si+1:] {
				if q.Unit == normalize.UnitRatio && q.Bound == normalize.BoundEq && normalize.Contains(t[qs[si].Span.End:q.Span.Start], "占") {
					q.Span = q.Span.Shift(at)
					m.SharesRepresentedRatio = c.Quantity(q)
					break
				}
			}
			return
		}
	}
}

// partOfAttendance reports whether the subject of a statement of a
// shareholders' meeting's attendance names a part of it: those present on
// site or voting online, not both ("出席现场会议和参加网络投票的股东" are all
// of them), the minority investors, a class of shares.
func partOfAttendance(subject string) bool {
	if normalize.ContainsAny(subject, attendancePartWords) {
		return true
	}
	return normalize.Contains(subject, "现场") != normalize.Contains(subject, "网络")
}

// attendancePartWords name a part of a shareholders' meeting's attendance
// (partOfAttendance).
var attendancePartWords = []string{"其中", "中小", "流通股", "社会公众股", "A股", "B股", "H股", "内资股", "外资股", "境外", "境内"}

// The exchanges' template for a shareholders' meeting's announcement
// states the meeting as labelled lines and a table:
//
//	（一）股东大会召开的时间：2015年6月15日
//	（二）股东大会召开的地点：北京市西城区金融大街25号
//	出席会议的股东和代理人人数	1,024
//	所持有表决权的股份总数（股）	200,000,000,000
//	出席会议的股东所持有表决权股份数占公司有表决权股份总数的比例（%）	80.0000
//	本次股东大会由董事会召集，王洪章董事长主持。
var (
	// "召开时间:…", "现场会议召开时间为:…", "现场会议时间:…".
	templateTimeRe = lazyre.New(`(?:召开|会议)(?:的)?时间\s*(?:为)?\s*:\s*(?:为)?\s*(` + extract.DatePattern + `)`)
	// "6、本次会议通知于2009年4月10日发出".
	templateNoticeRe = lazyre.New(`通知[^。]{0,20}?于(` + extract.DatePattern + `)`)
	templatePlaceRe  = lazyre.New(`召开的地点\s*:\s*(.+?)\s*$`)
	templateChairRe  = lazyre.New(`([^,;。]{2,20}?)主持\s*[。]?\s*$`)
)

// templateMeeting reads a shareholders' meeting stated in the template's
// form, from the lines before the proposals; the attendance, when no row
// states it, from a sentence (shareholderAttendance).
func templateMeeting(c *extract.Context, m *schema.Meeting, lines []normalize.Line) {
	defer func() {
		if m.SharesRepresented == nil && m.ShareholdersPresent == nil {
			shareholderAttendance(c, m, lines[:extract.ResolutionsEnd(lines)])
		}
	}()
	nm := namerOf(c)
	m.Body = "shareholders"
	if a := c.Out.Announcement; a != nil && m.Session == "" {
		if loc := sessionRe.FindStringIndex(a.Title); loc != nil {
			m.Session = a.Title[loc[0]:loc[1]]
			if ref, ok := a.Evidence["title"]; ok {
				m.Evidence["session"] = ref
			}
		}
	}
	end := extract.ResolutionsEnd(lines)
	for i, ln := range lines[:end] {
		t := ln.Text
		if tt, _ := extract.TrimLine(ln); normalize.Contains(tt, "议案审议情况") {
			end = i
			break
		}
		at := func(a, b int) normalize.Span { return normalize.Span{Start: ln.Span.Start + a, End: ln.Span.Start + b} }
		if mm := templateTimeRe.FindStringSubmatchIndex(t); mm != nil && m.Date == "" {
			if d, ok := extract.ParseDate(t[mm[2]:mm[3]]); ok {
				m.Date = d
				m.Evidence["date"] = c.Ref(at(mm[2], mm[3]))
			}
		}
		if mm := templatePlaceRe.FindStringSubmatchIndex(t); mm != nil && m.Place == "" {
			m.Place = t[mm[2]:mm[3]]
			m.Evidence["place"] = c.Ref(at(mm[2], mm[3]))
		}
		if mm := chairLabelRe.FindStringSubmatchIndex(t); mm != nil && m.Chair == "" {
			if name := nm.personName(t[mm[2]:mm[3]]); name != "" {
				m.Chair = name
				m.Evidence["chair"] = c.Ref(at(mm[0], mm[1]))
			}
		}
		if mm := templateNoticeRe.FindStringSubmatchIndex(t); mm != nil && m.NoticeDate == "" && !normalize.Contains(t[:mm[0]], "股东大会召开") {
			if d, ok := extract.ParseDate(t[mm[2]:mm[3]]); ok {
				m.NoticeDate = d
				m.Evidence["notice_date"] = c.Ref(at(mm[2], mm[3]))
			}
		}
		if mm := chairByRe.FindStringSubmatchIndex(t); mm != nil && m.Chair == "" {
			if name := nm.personName(t[mm[2]:mm[3]]); name != "" {
				m.Chair = name
				m.Evidence["chair"] = c.Ref(at(mm[0], mm[1]))
			}
		}
		if mm := templateChairRe.FindStringSubmatchIndex(t); mm != nil && m.Chair == "" {
			lead := t[mm[2]:mm[3]]
			if k := strings.LastIndexAny(lead, ",，"); k >= 0 {
				lead = lead[k+1:]
			}
			if name := nm.personName(lead); name != "" {
				m.Chair = name
				m.Evidence["chair"] = c.Ref(at(mm[0], mm[1]))
			}
		}
		cells := tableCells(t)
		if len(cells) != 2 {
			cells = labelFigure(t)
		}
		if len(cells) != 2 {
			continue
		}
		label, value := t[cells[0].Start:cells[0].End], t[cells[1].Start:cells[1].End]
		if i > 0 && !lineHeadingRe.MatchString(label) {
			// A label wrapped onto this line: "3、出席会议的股东所持有表决权股
			// 份数占公司有表决权股\n份总数的比例(%) 48.3572".
			if prev := strings.TrimSpace(lines[i-1].Text); lineHeadingRe.MatchString(prev) && len(tableCells(prev)) == 1 && len(labelFigure(prev)) == 0 {
				label = prev + label
			}
		}
		valueSpan := at(cells[1].Start, cells[1].End)
		switch {
		case normalize.Contains(label, "人数") && normalize.Contains(label, "出席") && m.ShareholdersPresent == nil:
			if q, err := normalize.ParseQuantity(value, normalize.WithUnit("人")); err == nil && q.Value.IsInteger() && !q.Value.IsNegative() && q.Value.Cmp(maxPersons) <= 0 {
				n := int(q.Value.IntPart())
				m.ShareholdersPresent = &n
				m.Evidence["shareholders_present"] = c.Ref(valueSpan)
			}
		case normalize.Contains(label, "比例") && normalize.Contains(label, "%") && m.SharesRepresentedRatio == nil:
			if q, err := normalize.ParseQuantity(value, normalize.WithUnit("%")); err == nil && q.Unit == normalize.UnitRatio {
				q.Span = q.Span.Shift(valueSpan.Start)
				m.SharesRepresentedRatio = c.Quantity(q)
			}
		case normalize.Contains(label, "股份总数") && normalize.Contains(label, "表决权") && m.SharesRepresented == nil:
			if q, err := normalize.ParseQuantity(value, normalize.WithUnit("股")); err == nil && q.Unit == normalize.UnitShares {
				q.Span = q.Span.Shift(valueSpan.Start)
				m.SharesRepresented = c.Quantity(q)
			}
		}
	}
}

// labelFigure splits a row of the template whose figure follows its label
// after a single space or none: "1、出席会议的股东和代理人人数 102",
// "2、出席会议的股东所持有表决权的股份总数(股) 427,854,863" (2020). The
// figure is the run of digits, with thousands separators and a decimal
// part, that ends the line; the label is what comes before it and must end
// in a Chinese character or a closing bracket (人数, (股), (%)). It returns
// nil when the line does not end so.
func labelFigure(line string) []normalize.Span {
	loc := trailingFigureRe.FindStringSubmatchIndex(line)
	if loc == nil {
		return nil
	}
	label := trimSpan(line, 0, loc[2])
	if label.Empty() {
		return nil
	}
	return []normalize.Span{label, {Start: loc[2], End: loc[3]}}
}

// trailingFigureRe is a figure that ends a line after a label (labelFigure).
var trailingFigureRe = lazyre.New(`[\p{Han})]\s?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*$`)

// splitOutside is extract.SplitKeep at separators that are not inside brackets:
// "向公司全体董事(共15名,其中独立董事5名)、监事…发出了会议通知" is one
// clause.
func splitOutside(s, seps string) []normalize.Span {
	var out []normalize.Span
	depth, start := 0, 0
	for i, r := range s {
		switch {
		case r == '(':
			depth++
		case r == ')' && depth > 0:
			depth--
		case depth == 0 && strings.ContainsRune(seps, r):
			if i > start {
				out = append(out, normalize.Span{Start: start, End: i})
			}
			start = i + utf8.RuneLen(r)
		}
	}
	if start < len(s) {
		out = append(out, normalize.Span{Start: start, End: len(s)})
	}
	return out
}

// shareholdersTemplate reports whether the lines before the proposals state
// a shareholders' meeting in the labelled form of the exchanges' template:
// a line "召开时间:" (or "股东大会召开的时间:") and the meeting named.
func shareholdersTemplate(lines []normalize.Line) bool {
	lines = lines[:extract.ResolutionsEnd(lines)]
	named := false
	for _, ln := range lines {
		if normalize.ContainsAny(ln.Text, shareholdersMeetingWords) {
			named = true
			break
		}
	}
	if !named {
		return false // the expression is not tried on lines that name no meeting
	}
	for _, ln := range lines {
		if templateTimeRe.MatchString(ln.Text) {
			return true
		}
	}
	return false
}

// passingMeeting fills m from an announcement of another kind (a contract,
// a related-party transaction, a guarantee) that reports a board approval
// in passing: the first sentence that names a session with its date and
// states a tally. "公司于 2017 年 5 月 3 日召开了第八届董事会第二十六次临
// 时会议,以 11 票赞成,0 票反对,0 票弃权审议通过了《…》"; "2017 年 10 月
// 24 日,公司第五届董事会第三十九次会议以 6 票赞成…". Only the body,
// session and date are taken.
func passingMeeting(c *extract.Context, m *schema.Meeting, lines []normalize.Line) {
	for li, ln := range lines[:extract.ResolutionsEnd(lines)] {
		sents := extract.SplitKeep(ln.Text, "。")
		for si, sent := range sents {
			t := ln.Text[sent.Start:sent.End]
			if !normalize.Contains(t, "审议") {
				continue
			}
			loc := passingSessionRe.FindStringSubmatchIndex(t)
			if loc == nil {
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
			if len(findTallies(t)) == 0 && !(eok && pok) {
				if _, _, ok := laterTally(lines, li, sents, si); !ok {
					continue
				}
			}
			d, ok := extract.ParseDate(t[loc[2]:loc[3]])
			if !ok {
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
			return
		}
	}
}

// passingSessionRe is a session named with the date it met: "于…召开的第
// 五届董事会第五次(临时)会议", "于…召开了第八届董事会…", "2017年10月24日,
// 公司第五届董事会第三十九次会议".
var passingSessionRe = lazyre.New(`(` + extract.DatePattern + `)(?:召开(?:了|的)?|,)\s*(?:公司|本公司)?(` + sessionRe.String() + `)`)

// labelledBoardTime reports whether line i gives the time of a meeting
// as a label ("1、会议时间:2019年4月25日") in lines that name no
// shareholders: the labelled form of a board's announcement, whose body
// the title names.
func labelledBoardTime(lines []normalize.Line, i int) bool {
	if !labelledTimeRe.MatchString(lines[i].Text) {
		return false
	}
	for k := i; k < len(lines) && k <= i+meetingParagraphs; k++ {
		if normalize.Contains(lines[k].Text, "股东") {
			return false
		}
	}
	return true
}

// labelledTimeRe is the label of a meeting's time: "会议时间:", "会议召开
// 时间为:", "召开日期:".
var labelledTimeRe = lazyre.New(`(?:会议|开会|召开)(?:召开)?(?:的)?(?:时间|日期)\s*(?:为)?\s*:`)

// boardCue reports whether a line states the attendance, chair or notice
// of a board or supervisory board meeting.
func boardCue(t string) bool {
	return normalize.ContainsAny(t, []string{"出席", "主持", "通知", "到会"}) || expectedRe.MatchString(t) || attendedRe.MatchString(t)
}

// Meeting wording read inside the functions above, with the filings it
// came from.
var (
	// clauseLeads are the leading words of a clause before a person's
	// name: "其中李仁杰董事委托…", "此外，本行…", 本次会议, 由, 经.
	clauseLeads = []string{"其中", "此外", "另外", ",", "本次会议", "会议", "本行", "本公司", "公司", "由", "经", "并"}
	// The body a session word names: 监事会, 董事会, 股东(大会).
	supervisoryWord, boardWord, shareholdersWord = "监事会", "董事会", "股东"
	// shareholdersMeetingWords name a shareholders' meeting: 股东大会,
	// 股东周年大会 (2009年度股东周年大会决议公告), 股东年会.
	shareholdersMeetingWords = []string{"股东大会", "股东周年大会", "股东年会"}
	// The forms of a meeting: 现场… (on site), 电话, 视频; any other
	// (通讯, 书面, 传签) is written.
	onSiteForm, telephoneForm, videoForm = "现场", "电话", "视频"
	// proxyWord joins a director and the proxy: "其中李仁杰董事委托…",
	// "…委托刘兴亮、刘云鹏委托王再云"; proxyHolderEnds end the proxy's name
	// (委托…代为, 代理, 出席, 行使, 表决); respectivelyWord ends the givers of
	// one proxy (…分别委托…).
	proxyWord        = "委托"
	proxyHolderEnds  = []string{"代为", "代理", "出席", "行使", "表决", ")"}
	respectivelyWord = "分别"
)
