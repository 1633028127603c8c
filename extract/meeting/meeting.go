package meeting

import (
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/internal/affix"
	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
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

// cueLines bounds the lines after a meeting's time, in the numbered form
// that states the meeting a line at a time, read for the attendance,
// chair or notice that says it is a board's.
const cueLines = 4

// The parts of a statement of attendance (expectedRe, attendedRe,
// inPersonRe): the verb, the words of the meeting between it and the
// members, the members, the link before the count, the count.
const (
	attendVerb     = `(?:出席并(?:参与|参加)?表决|出席|到会|到|参会|参加|参与|表决)`
	attendFill     = `(?:本次|此次|现场会议|会议|现场|董事会|监事会|表决|的)*`
	attendNounTail = `(?:(?:及|和)(?:授权|委托)(?:出席|代表)?(?:的)?(?:董事|监事))?`
	attendNoun     = `(?:董事|监事|会成员|成员)?` + attendNounTail
	attendLink     = `(?:人数|总数)?\s*(?:为|共计|共|合计|总计|:)*\s*`
	attendCount    = countNumeral + `\s*(?:名|人|位)`
	// countNumeral is a count of members, in digits or Chinese numerals.
	countNumeral = `(\d+|[一二三四五六七八九十两]+)`
)

var (
	// Sessions: "第六届董事会第二十六次会议", "第八届董事会2014年第三次临时
	// 会议", "第三届董事会2018年度第一次会议" (the year 年度, as 贵州茅台
	// names its sessions), "第五届监事会第十次会议", "六届十九次董事会" (FDDC 1828029),
	// "第八届第十三次董事会" (FDDC 16271472), "2014年第三次临时股东大会",
	// "2013年度股东年会", "2018年年度股东大会".
	sessionRe = lazyre.New(`第[一二三四五六七八九十百\d]+届(?:董事会|监事会)(?:\d{4}年(?:度)?)?第[一二三四五六七八九十百\d]+次(?:临时)?(?:\(临时\))?会议|(?:董事会|监事会)[一二三四五六七八九十百\d]+届[一二三四五六七八九十百\d]+次(?:临时)?会议|第?[一二三四五六七八九十百\d]+届第?[一二三四五六七八九十百\d]+次(?:临时)?(?:董事会|监事会)(?:会议)?|(?:\d{4}|[〇零○一二三四五六七八九]{4})年(?:年)?(?:度)?(?:第[一二三四五六七八九十]+次)?(?:临时)?股东(?:周年)?(?:大会|年会)`)
	// The body named before 会议 when there is no session number:
	// "董事会会议（以下简称“本次会议”）".
	bodyRe = lazyre.New(`董事会|监事会|股东大会|股东年会`)

	// "以现场会议方式召开", "以现场方式召开", "以通讯表决方式召开",
	// "以书面传签方式", "以电话会议形式", "通过现场表决方式召开".
	// "以现场和通讯相结合的方式", "以现场与视频相结合的方式召开".
	meetingFormRe = lazyre.New(`(?:以|通过|采用|采取)(现场(?:结合|加|及|和|与)?(?:视频|电话|通讯)?|通讯|书面传签|书面|传签|电话|视频)(?:会议)?(?:表决)?(?:相结合)?(?:的)?(?:方式|形式)`)
	// "在北京以现场会议方式召开", "在中国光大银行总行以现场方式召开",
	// "在公司总部会议室召开".
	// A form followed by a verb of attending is how members attended
	// ("其中以通讯表决方式出席会议的董事3名", "以通讯方式参加表决"), not the
	// meeting's form (memberAttendWords).
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
	// "实际出席会议人数为 9 人", "出席会议董事9名", "参加表决的董事9名" (the
	// wording issue 14 quotes). Whether it counts the
	// directors voting by proxy is worked out from the figures.
	attendedRe = lazyre.New(`(?:(?:实际|实)(?:亲自)?(?:` + attendVerb + `)+` + attendFill + attendNoun + `|(?:出席|参会|参加|到会)(?:(?:和|及)(?:授权|委托)出席)?(?:本次|此次|会议|表决|的)*(?:董事|监事)` + attendNounTail + `)` + attendLink + attendCount)
	// proxiesCountedWords in a stated attendance say it counts the
	// members voting by proxy: "出席会议董事及授权出席董事17名",
	// "出席和委托出席董事9名".
	proxiesCountedWords = []string{"授权出席", "委托出席"}
	// memberAttendWords after a form of meeting make it the way some
	// members attended or voted: "以通讯表决方式出席会议的董事3名", "以通讯
	// 方式参加表决".
	memberAttendWords = []string{"出席", "参加", "参会", "参与", "列席", "到会"}
	// The members in office of a board or supervisory board, stated in
	// place of those due (not read at a shareholders' meeting, whose
	// announcement says how many directors attended it): "公司现有董事9
	// 名" (FDDC 391268), "董事会成员9人", "公司在任董事 9 人", "董事会共有
	// 董事7名", "公司9名董事成员中" (FDDC 734516). "董事会成员人数由5名调整为
	// 7名" states no count of members. All of them attending says how many
	// there are: "公司全体9名董事出席了会议", "9名董事全部出席了本次会议".
	// The members, then those attending: "三、董事出席会议情况\n公司董事9
	// 名,亲自出席会议董事9人,代为出席董事0人" (阳光城's resolutions). The
	// members counted with 共: "公司董事共9名,参加表决的董事9名" (the wording
	// issue 14 quotes).
	seatsRe = lazyre.New(`(?:(?:现有|在任|共有)(?:董事会)?(?:董事|监事)(?:会成员|成员)?|(?:董事会|监事会)(?:全体)?成员)` + attendLink + attendCount + `|` + countNumeral + `\s*(?:名|位)(?:董事|监事)(?:会)?成员中` +
		`|公司(?:董事|监事)\s*` + countNumeral + `\s*(?:名|人|位)\s*,\s*(?:其中)?(?:实际)?(?:亲自)?出席` +
		`|公司(?:董事|监事)\s*(?:共有|共计|共)\s*` + countNumeral + `\s*(?:名|人|位)` +
		`|全体\s*` + countNumeral + `\s*(?:名|位)(?:董事|监事)|` + countNumeral + `\s*(?:名|位)(?:董事|监事)(?:全部|全体|均)(?:亲自)?(?:出席|参加|参与|到会)`)
	// The members attending, counted first: "9名董事参加该次会议" (FDDC
	// 391268), "7名董事出席了本次会议", "3名监事亲自出席会议", "9名董事全部出
	// 席了会议".
	presentFirstRe = lazyre.New(countNumeral + `\s*(?:名|位)(?:董事|监事)(?:全部|均)?(?:亲自)?(?:出席|参加|参与|到会)(?:了)?(?:该次|本次|此次)?(?:会议|表决)`)
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
	// Labelled: "1、会议时间:2019年4月25日", "(三)会议时间:…", "召开日期:…".
	heldRe = lazyre.New(`召开|举行|完成表决|以[^,;。]{0,12}(?:方式|形式)(?:进行|表决)|(?:^|[、.\s)])(?:会议|开会)(?:的)?(?:时间|日期)\s*(?:为)?\s*:`)
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
		t := boardNamed(normalize.Simplified(a.Title)) // 董事會決議公告 as 董事会决议公告, 董事局 as 董事会
		boardTitle = normalize.ContainsAny(t, boardWords) && !normalize.Contains(t, shareholdersWord)
		if a.Title == "" {
			// No title read (a page whose opening lines the reader joined
			// with a site's furniture): the kind its opening told.
			boardTitle = kind == schema.KindBoardResolution || kind == schema.KindSupervisoryResolution
		}
	}
	region, ok := meetingRegion(lines, boardTitle)
	if ok {
		readMeeting(c, m, region)
	}
	if (!ok || m.Body == "shareholders") && (kind == schema.KindShareholdersResolution || shareholdersTemplate(lines)) {
		templateMeeting(c, m, lines)
	} else if ok && approvalInPassing(c, m) {
		// A shareholders' meeting another announcement names with its day
		// as one that approved what it reports, beside the board's: the
		// meetings in passing decide (passingMeeting). "二、审议情况\n1、董
		// 事会决议情况\n公司于2013年10月14日召开第七届董事会第十一次会议,会
		// 议审议通过《关于承接全资子公司农业银行借款的议案》…\n2、股东大会决
		// 议情况\n公司于2013年10月30日召开2013年度第三次临时股东大会,审议通
		// 过了《关于承接全资子公司农业银行借款的议案》" (FDDC 1087616). So
		// do they when a board's named so tells the history of the matter
		// a later one approved (FDDC 16271472: "公司于2016年3月24日召开第八
		// 届第六次董事会…" before "公司于2017年6月8日召开第八届第十三次董事
		// 会…", dated 2017年6月10日); a meeting of the same day stays.
		alt := &schema.Meeting{Evidence: map[string]schema.Ref{}}
		passingMeeting(c, alt, lines)
		if alt.Session != "" && alt.Date != "" && (m.Body == "shareholders" || heldLater(alt.Date, m.Date, announcementDate(c))) {
			m = alt
		}
	} else if !ok && (kind == schema.KindOfferingProposal || normalize.Contains(c.Doc.Text, thisBoardTerm)) {
		approvingMeeting(c, m, lines)
	} else if !ok {
		passingMeeting(c, m, lines)
	}
	if ok && m.Votes == nil && m.Unanimous == nil && m.Body != "shareholders" && !isResolutionDoc(c) {
		// The meeting another announcement reports with its attendance,
		// its approval stated only as a unanimity (FDDC 1391964).
		for _, ln := range region {
			for _, sp := range extract.SplitKeep(ln.Text, "。") {
				t := ln.Text[sp.Start:sp.End]
				if _, _, named := approvedTitle(t, 0); !named && m.Unanimous == nil {
					unanimousApproval(c, m, t, ln.Span.Start+sp.Start)
				}
			}
		}
	}
	if m.Session == "" && m.Date == "" && m.DirectorsExpected == nil && m.Chair == "" {
		return
	}
	if len(m.Evidence) == 0 {
		m.Evidence = nil
	}
	c.Out.Meeting = m
}

// approvalInPassing reports whether m, read from the paragraphs of an
// announcement that is no meeting's resolution, is a meeting named with
// its day and nothing else: no attendance, chair or notice.
func approvalInPassing(c *extract.Context, m *schema.Meeting) bool {
	return m.Body != "" && !isResolutionDoc(c) && m.ShareholdersPresent == nil && m.SharesRepresented == nil &&
		len(m.ClassAttendance) == 0 && m.DirectorsExpected == nil && m.DirectorsPresent == nil && m.Chair == "" && m.NoticeDate == ""
}

// announcementDate is the day the announcement is dated (ISO), or "".
func announcementDate(c *extract.Context) string {
	if a := c.Out.Announcement; a != nil {
		return a.Date
	}
	return ""
}

// noticeTitleRe is the title of a notice or proposal to convene a
// meeting named in the text (a link to another announcement, a proposal
// approved): "关于召开2023年第一次临时股东大会的通知", "《关于提请召开股东大
// 会的议案》". Its 召开 does not say a meeting was held.
var noticeTitleRe = lazyre.New(`关于(?:提请)?(?:召开|举行)[^,;。]{0,60}?(?:通知|议案|公告)`)

// partTitleRe is the title of the part of an announcement that reports
// the meeting, run into the paragraph after it when a page lost its line
// breaks ("一、董事会会议召开情况 2019年3月1日,公司以电子邮件方式…发出会议
// 通知。"): its 召开 does not say the meeting was held then.
var partTitleRe = lazyre.New(`(?:召开|出席)(?:和|及|与)?(?:出席)?情况`)

// titlesOfNotices returns s with the titles of notices to convene a
// meeting, and of the part reporting it, blanked out.
func titlesOfNotices(s string) string {
	blank := func(t string) string { return strings.Repeat(" ", len(t)) }
	if strings.Contains(s, aboutWord) {
		s = noticeTitleRe.Re().ReplaceAllStringFunc(s, blank)
	}
	if !strings.Contains(s, partTitleEnd) {
		return s
	}
	return partTitleRe.Re().ReplaceAllStringFunc(s, blank)
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
	return strings.Contains(t, yearWord) && extract.DateRe.MatchString(t) && heldRe.MatchString(titlesOfNotices(t)) && boardCue(t)
}

// meetingRegion returns the paragraphs that report the meeting: from the
// first one before any proposal that states a date with 召开/举行 and
// attendance, notice or chair, up to the first proposal.
//
// labelled allows the start at a labelled time ("1、会议时间:…"), for a
// document whose title names a board or supervisory board.
func meetingRegion(lines []normalize.Line, labelled bool) ([]normalize.Line, bool) {
	start, paragraphs := -1, 0
	var out []normalize.Line
	for i, ln := range lines {
		t := ln.Text
		if len(findTallies(t)) > 0 {
			break
		}
		if tt, _ := extract.TrimLine(ln); extract.CNHeadingRe.MatchString(tt) && normalize.Contains(tt, proposalWord) && !strings.HasSuffix(tt, partTitleEnd) && !statesMeeting(t) {
			break
		}
		if start < 0 {
			// The meeting starts on a line with its date: a line without
			// one (every date holds 年) is not read further.
			if !strings.Contains(t, yearWord) || !extract.DateRe.MatchString(t) {
				continue
			}
			held := heldRe.MatchString(titlesOfNotices(t))
			if !held {
				// A line broken before its verb or inside it, which the
				// compacted view did not join: "…第十次会议于2019年4月25日\n
				// 在公司会议室召开,应到董事9人…", "…以现场表决方式召\n开。",
				// "…于2019年3月11日(星期一)上午9:00\n在公司会议室召开,会议通
				// 知于2019年3月1日…" (the verb before the next line's own date).
				if k := nextNonBlank(lines, i+1); k == i+1 && (heldRe.MatchString(t+lines[k].Text) && !extract.DateRe.MatchString(lines[k].Text) || heldRe.MatchString(titlesOfNotices(t+beforeDate(lines[k].Text)))) && !lineHeadingRe.MatchString(strings.TrimSpace(lines[k].Text)) {
					t, held = t+lines[k].Text, true
				}
			}
			board := (normalize.Contains(t, directorWord) || normalize.Contains(t, supervisorWord)) && boardCue(t)
			// The notice on the line before may be the one that names the
			// session: "…第三届监事会第十七次会议通知于2023年10月7日以邮件方
			// 式送达各位监事。\n会议于2023年10月11日以现场表决的方式召开。"
			prev := noticeBefore(lines, i)
			prevText := linesText(prev)
			prevNotice := len(prev) > 0 && normalize.ContainsAny(prevText, boardWords) && !normalize.Contains(prevText, shareholdersWord)
			// Under a title naming a board's session, "本次会议" is that
			// session: "(二)本次会议通知和材料于…发出。\n(三)本次会议于2019
			// 年3月11日在公司会议室以现场方式召开。" (the Shanghai exchange's
			// template, which names the session in the title only).
			titled := labelled && normalize.Contains(t, meetingWord) && !normalize.Contains(t, shareholdersWord)
			if !board && held && (normalize.ContainsAny(t, boardWords) || labelled && labelledBoardTime(lines, i) || prevNotice || titled) {
				// The exchanges' numbered form states the meeting a line at
				// a time: "2、本次董事会会议于2019年4月25日在公司会议室以现场
				// 方式召开。\n3、本次董事会应到 9 人,实际出席会议人数为 9 人".
				// Blank lines between do not count (a rendering that sets a
				// blank line after every line).
				for k, seen := i+1, 0; k < len(lines) && seen < cueLines; k++ {
					if strings.TrimSpace(lines[k].Text) == "" {
						continue
					}
					if seen++; boardCue(lines[k].Text) {
						board = true
						break
					}
				}
			}
			// "于2010年5月28日…以现场会议方式召开了2009年度股东周年大会".
			shareholders := normalize.Contains(t, shareholdersWord) && !normalize.ContainsAny(t, toBeHeldWords) && sessionRe.MatchString(t)
			if held && (board || shareholders) {
				start = i
				// "1、本次董事会会议通知于2019年4月15日以电子邮件方式发出。"
				// on the line before (blank lines between).
				if len(prev) > 0 && extract.DateRe.MatchString(prevText) {
					out = append(out, prev...)
					paragraphs += len(prev)
				}
			} else {
				continue
			}
		}
		if strings.TrimSpace(t) == "" {
			continue
		}
		// A line that goes on the one before (broken inside a word) is
		// the same paragraph: "4、发出董事会会议通知的时间和方式:2020年5月
		// 29日以书面\n方式发出" (wrapped at 31 columns).
		if len(out) == 0 || !clauseRunsOn(out[len(out)-1], ln) {
			paragraphs++
		}
		if paragraphs > meetingParagraphs {
			break
		}
		out = append(out, ln)
	}
	return out, start >= 0
}

// noticeBefore returns the lines before line i (blank lines skipped) that
// state the notice of a meeting: the last line with text, or the two
// before i when the statement runs over a break ("本次董事会会议通知和材料
// 于2019年3月1日以电子邮件和书面方式\n发出。", a page wrapped at its width).
func noticeBefore(lines []normalize.Line, i int) []normalize.Line {
	p := prevNonBlank(lines, i-1)
	if p < 0 {
		return nil
	}
	if noticeRe.MatchString(lines[p].Text) {
		return lines[p : p+1]
	}
	if q := p - 1; q >= 0 && lines[q].Span.End+1 == lines[p].Span.Start && clauseRunsOn(lines[q], lines[p]) && noticeRe.MatchString(lines[q].Text+lines[p].Text) {
		return lines[q : p+1]
	}
	return nil
}

// beforeDate returns t up to its first date, or all of it.
func beforeDate(t string) string {
	if loc := extract.DateRe.FindStringIndex(t); loc != nil {
		return t[:loc[0]]
	}
	return t
}

// linesText returns the text of lines, joined.
func linesText(lines []normalize.Line) string {
	var b strings.Builder
	for _, ln := range lines {
		b.WriteString(ln.Text)
	}
	return b.String()
}

// prevNonBlank returns the index of the last line at or before i that
// holds text, or -1.
func prevNonBlank(lines []normalize.Line, i int) int {
	for ; i >= 0; i-- {
		if strings.TrimSpace(lines[i].Text) != "" {
			return i
		}
	}
	return -1
}

// clause is a piece of a paragraph between commas, semicolons and full
// stops, with its span in Doc.Text.
type clause struct {
	text string
	span normalize.Span
}

// clausesOf returns the clauses of lines, which stand in text. A clause
// that a line breaks off inside a word (the line ends on a Chinese
// character, the next line follows it and neither is a heading) goes on
// over the break: a page wrapped at its width and broken again keeps the
// first wrap's breaks, "…以专人送达或电子邮件的方式,向全体董事和监\n事发出《关
// 于召开…会议的通知》和\n文件" (page 16 broken at 31 columns).
func clausesOf(text string, lines []normalize.Line) []clause {
	var out []clause
	runsOn := false
	for i, ln := range lines {
		for k, sp := range splitOutside(ln.Text, ",;。") {
			abs := sp.Shift(ln.Span.Start)
			if k == 0 && runsOn && sp.Start == 0 {
				last := &out[len(out)-1]
				last.span.End = abs.End
				last.text = text[last.span.Start:last.span.End]
				continue
			}
			out = append(out, clause{text: ln.Text[sp.Start:sp.End], span: abs})
		}
		runsOn = i+1 < len(lines) && len(out) > 0 && clauseRunsOn(ln, lines[i+1])
	}
	return out
}

// clauseRunsOn reports whether the last clause of ln goes on in next:
// ln ends inside a word, next is the line after it, and neither opens a
// heading, nor next the close.
func clauseRunsOn(ln, next normalize.Line) bool {
	t := strings.TrimRight(ln.Text, " \t")
	n := strings.TrimLeft(next.Text, " \t")
	if next.Span.Start != ln.Span.End+1 || len(t) != len(ln.Text) || !endsMidClause(t) || n != next.Text {
		return false
	}
	r, _ := utf8.DecodeRuneInString(n)
	return r >= 0x4e00 && r <= 0x9fff && (!lineHeadingRe.MatchString(strings.TrimLeft(t, " ")) || numberedSentence(t)) && !lineHeadingRe.MatchString(n) && !strings.HasPrefix(n, closingWords)
}

// numberedSentence reports whether a line opened by a number is a
// paragraph's sentence rather than a heading: it holds a clause's end
// ("(三)2019年3月11日,公司第八届董事会第十六次会议在公司会议室以现场方式召\n
// 开。") or a date.
func numberedSentence(t string) bool {
	return strings.ContainsAny(t, ",;。") || extract.DateRe.MatchString(t)
}

// readMeeting fills m from the opening paragraphs of a resolution
// announcement.
func readMeeting(c *extract.Context, m *schema.Meeting, region []normalize.Line) {
	clauses := clausesOf(c.Doc.Text, region)
	// A shareholders' meeting's announcement names the board meeting that
	// called it ("由公司董事会七届十三次会议决议召开"): the session is the
	// shareholders' one.
	shareholders := false
	if a := c.Out.Announcement; a != nil {
		shareholders = normalize.ContainsAny(normalize.Simplified(a.Title), shareholdersMeetingWords)
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
			if loc := bodyRe.FindStringIndex(ln.Text); loc != nil && !normalize.Contains(ln.Text[:loc[0]], pledgeWord) {
				m.Body = bodyOf(ln.Text[loc[0]:loc[1]])
				m.Evidence["body"] = c.Ref(normalize.Span{Start: ln.Span.Start + loc[0], End: ln.Span.Start + loc[1]})
				break
			}
		}
	}
	if a := c.Out.Announcement; m.Session == "" && a != nil {
		// The labelled form names the meeting only in the title:
		// "第五届董事会第十次会议决议公告".
		t := boardNamed(normalize.Simplified(a.Title)) // 第五屆董事會 read (and written, as the text's sessions are) 第五届董事会
		if loc := sessionRe.FindStringIndex(t); loc != nil && (m.Body == "" || m.Body == bodyOf(t[loc[0]:loc[1]])) {
			m.Session = boardAsPrinted(a.Title[loc[0]:loc[1]], t[loc[0]:loc[1]])
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
		// A clause that runs on over a line break holds it: "…以现场表决方
		// 式召\n开。", "…通过电子邮件方式送\n达各位董事。".
		joined := strings.ReplaceAll(cl.text, "\n", "")
		isNotice := noticeRe.MatchString(joined)
		held := !isNotice && heldRe.MatchString(titlesOfNotices(joined))
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
		if m.Body == "shareholders" && normalize.ContainsAny(cl.text, boardWords) && !normalize.Contains(cl.text, shareholdersWord) {
			// Another body's meeting: "本次股息派发方案已经本行2024年10月30日召开
			// 的董事会会议审议通过", after "本行2014年第二次临时股东大会审议通过了
			// 《…》" (page 47).
			continue
		}
		d, sp, ok := heldDate(cl)
		if !ok && i > 0 && !normalize.Contains(clauses[i-1].text, noticeWord) {
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
		if normalize.Contains(cl.text, noticeWord) {
			continue
		}
		loc := meetingFormRe.FindStringSubmatchIndex(cl.text)
		if loc != nil && affix.HasAnyPrefix(strings.TrimLeft(cl.text[loc[1]:], " "), memberAttendWords) {
			// How some members attended, not how the meeting was held:
			// "…在公司会议室召开,…其中以通讯表决方式出席会议的董事3名".
			continue
		}
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
		if n, sp, ok := attendedCount(seg); ok {
			m.DirectorsPresent = &n
			m.Evidence["directors_present"] = c.Ref(sp.Shift(para.Start))
			attended = sp.Shift(para.Start)
		}
		if m.DirectorsPresent == nil && m.Body != "shareholders" {
			if n, sp, ok := countIn(seg, presentFirstRe, 1); ok {
				m.DirectorsPresent = &n
				m.Evidence["directors_present"] = c.Ref(sp.Shift(para.Start))
				attended = sp.Shift(para.Start)
			} else if n, sp, ok := presentByForms(seg); ok {
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
	if !attended.Empty() && normalize.ContainsAny(text[attended.Start:attended.End], proxiesCountedWords) {
		// The attendance stated names the proxies it counts: "出席会议董事
		// 及授权出席董事17名,其中,董事X、Y因事书面委托董事Z出席会议并代为行使
		// 表决权".
		m.PresentIncludesProxies = true
	}
	if !attended.Empty() && len(m.Proxies) > 0 && m.DirectorsExpected != nil && *m.DirectorsPresent+len(m.Proxies) > *m.DirectorsExpected {
		// "会议应参会董事15人,实际参会董事15名,其中…委托…代为出席和表决":
		// the attendance stated counts the directors voting by proxy.
		m.PresentIncludesProxies = true
	}
	for i, cl := range clauses {
		if !absentRe.MatchString(cl.text) || normalize.Contains(cl.text, proxyWord) {
			continue
		}
		k := absentRe.FindStringIndex(cl.text)[0]
		if names := absentNames(nm, cl.text[:k]); len(names) > 1 {
			// "刘信义董事、管蔚董事因公务未能亲自出席会议".
			for _, name := range names {
				if !listHasName(m.Absent, name) {
					m.Absent = append(m.Absent, name)
				}
			}
			continue
		}
		if name := subjectName(nm, clauses, i, k); name != "" && !listHasName(m.Absent, name) {
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
	for _, w := range chosenWords {
		if i := strings.LastIndex(s, w); i >= 0 {
			s = strings.TrimPrefix(s[i+len(w):], chosenTail)
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

// heldDate returns the day a clause states its meeting held on: of the
// full dates before its verb of holding (heldRe), the last, else the first
// after it. A clause may hold other days before the meeting's, where a
// page ran its lines together: "●股权登记日:2008年7月21日 ●除息日:2008年7
// 月22日 ●红利发放日:2008年7月25日 一、…已经2008年5月28日召开的2007年年度
// 股东大会审议通过" (page 63), "…于2019年3月1日发出通知、2019年3月11日召
// 开".
func heldDate(cl clause) (string, normalize.Span, bool) {
	v := heldRe.FindStringIndex(titlesOfNotices(cl.text))
	if v == nil {
		return clauseDate(cl)
	}
	var before []int
	var day string
	for _, loc := range extract.DateRe.FindAllStringIndex(cl.text, -1) {
		d, ok := extract.ParseDate(cl.text[loc[0]:loc[1]])
		if !ok {
			continue
		}
		if loc[1] <= v[0] {
			before, day = loc, d
			continue
		}
		if before == nil {
			before, day = loc, d
		}
		break
	}
	if before == nil {
		return "", normalize.Span{}, false
	}
	return day, normalize.Span{Start: cl.span.Start + before[0], End: cl.span.Start + before[1]}, true
}

// presentByForms returns the members attending when a text states them
// only by the form they attended in, on site and by a means of
// communication, each counted once: "现场出席董事6人,以通讯方式出席董事3人"
// is 9, as "实际出席董事9名(其中以通讯表决方式出席3名)" (page 02's wording)
// counts those by communication among the present. Proxies are not a
// form: "委托出席" is not counted.
func presentByForms(s string) (int, normalize.Span, bool) {
	site := onSiteAttendedRe.FindAllStringSubmatchIndex(s, -1)
	remote := remoteAttendedRe.FindAllStringSubmatchIndex(s, -1)
	if len(site) != 1 || len(remote) != 1 {
		return 0, normalize.Span{}, false
	}
	a, aok := extract.SmallInt(s[site[0][2]:site[0][3]])
	b, bok := extract.SmallInt(s[remote[0][2]:remote[0][3]])
	if !aok || !bok {
		return 0, normalize.Span{}, false
	}
	sp := normalize.Span{Start: site[0][0], End: site[0][1]}.Union(normalize.Span{Start: remote[0][0], End: remote[0][1]})
	return a + b, sp, true
}

// The members attending on site and by a means of communication, stated
// apart: "现场出席董事6人", "以通讯方式出席董事3人", "以视频方式参会董事2名",
// "通讯表决出席3名".
var (
	onSiteAttendedRe = lazyre.New(onSiteForm + `(?:` + attendVerb + `)+` + attendFill + attendNoun + attendLink + attendCount)
	remoteAttendedRe = lazyre.New(`(?:以)?(?:通讯|视频|电话|网络)(?:表决|会议)?(?:的)?(?:方式)?(?:` + attendVerb + `)+` + attendFill + attendNoun + attendLink + attendCount)
)

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

// attendedCount returns the first attendance as stated in s (attendedRe)
// that is not of those due, by proxy or in one form only.
func attendedCount(s string) (int, normalize.Span, bool) {
	for _, loc := range attendedRe.FindAllStringSubmatchIndex(s, -1) {
		if before := s[:loc[0]]; extract.HasAnySuffix(before, notPresentLeads) {
			continue // "应出席董事9名", "委托出席董事1名"
		}
		if n, ok := extract.SmallInt(s[loc[2]:loc[3]]); ok {
			return n, normalize.Span{Start: loc[0], End: loc[1]}, true
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
	s = boardNamed(s) // "第九届董事局第三十二次会议", as printed in a title
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

// labelledBoardTime reports whether line i gives the time of a meeting
// as a label ("1、会议时间:2019年4月25日") in lines that name no
// shareholders: the labelled form of a board's announcement, whose body
// the title names.
func labelledBoardTime(lines []normalize.Line, i int) bool {
	if !labelledTimeRe.MatchString(lines[i].Text) {
		return false
	}
	for k := i; k < len(lines) && k <= i+meetingParagraphs; k++ {
		if normalize.Contains(lines[k].Text, shareholdersWord) {
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
	return normalize.ContainsAny(t, boardCueWords) || expectedRe.MatchString(t) || attendedRe.MatchString(t)
}

// The bodies and forms of a meeting, with the filings they came from.
var (
	// The body a session word names: 监事会, 董事会, 股东(大会).
	supervisoryWord, boardWord, shareholdersWord = "监事会", "董事会", "股东"
	// shareholdersMeetingWords name a shareholders' meeting: 股东大会,
	// 股东周年大会 (2009年度股东周年大会决议公告), 股东年会.
	shareholdersMeetingWords = []string{"股东大会", "股东周年大会", "股东年会"}
	// The forms of a meeting: 现场… (on site), 电话, 视频; any other
	// (通讯, 书面, 传签) is written.
	onSiteForm, telephoneForm, videoForm = "现场", "电话", "视频"
)

// The wording of a meeting's opening paragraphs, with the filings it came
// from (extract/meeting/testdata/real, corpus).
var (
	// yearWord is in every date a meeting is held on: "本次董事会于 2025 年 4
	// 月 18 日在公司…召开" (page 18); a line without it states no date.
	yearWord = "年"
	// supervisorWord names a supervisory board's members, as directorWord a
	// board's: "会议应到监事 3 名,亲自出席现场会议监事 3 名" (page 21).
	supervisorWord = "监事"
	// boardCueWords state the attendance, chair or notice of a board
	// meeting: "本次会议应出席董事15人,实际出席董事10人" (page 02), "会议由董
	// 事长傅国定先生主持" (page 06), "发出了会议通知" (page 02), "经到会董事审
	// 议表决" (page 08).
	boardCueWords = []string{"出席", "主持", "通知", "到会"}
	// meetingWord names the meeting itself where the title names the
	// session: "(三)本次会议于2019年3月11日以现场方式召开" (the Shanghai
	// exchange's template for board and supervisory board resolutions).
	meetingWord = "会议"
	// noticeWord names the notice of a meeting: "会议通知于 2025 年 4 月…以…
	// 方式发出" (page 18); a clause with it gives the notice's date, not
	// the meeting's.
	noticeWord = "通知"
	// partTitleEnd ends the title of a part of the announcement, not a
	// proposal: "一、会议召开及议案审议情况" (page 34).
	partTitleEnd = "情况"
	// toBeHeldWords announce a meeting still to be held: "公司将于近期召开董
	// 事会和股东大会审议批准" (FDDC 1786782), 定于, 拟于.
	toBeHeldWords = []string{"定于", "拟于", "将于"}
	// pledgeWord follows the board in the pledge at the head of an
	// announcement, which names no meeting: "本公司董事会及全体董事保证本公告
	// 内容不存在任何虚假记载" (FDDC 16328291).
	pledgeWord = "保证"
	// notPresentLeads stand before a count of members that did not attend
	// in person: "本次会议应出席董事15人,实际出席董事10人,5名董事委托出席"
	// (page 02), 应 (due), 委托 and 授权 (by proxy); and before a part of
	// those attending, on site or in one form: "会议应出席董事9名,现场出席董
	// 事6名,以通讯方式出席董事3名" states no attendance in all.
	notPresentLeads = []string{"应", proxyWord, authorityWord, onSiteForm, "方式", "形式"}
	// chosenWords say how the chair was chosen, chosenTail follows them:
	// "经半数以上董事共同推举,本次会议由执行董事吴富林先生主持" (page 03),
	// "由半数以上董事共同推举的董事X主持", 推选, 选举; handed over by the
	// chairman: "董事长李强因公出差,委托副董事长张明华主持会议".
	chosenWords = []string{"推举", "推选", "选举", proxyWord}
	chosenTail  = "的"
	// thisBoardTerm is the 释义 entry of the board meeting that approved a
	// plan: "本次董事会 | 指 | 兴业银行股份有限公司第八届董事会第六次会议"
	// (corpus 003).
	thisBoardTerm = "本次董事会"
)
