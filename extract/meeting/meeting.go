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

var (
	// Sessions: "第六届董事会第二十六次会议", "第八届董事会2014年第三次临时
	// 会议", "第五届监事会第十次会议", "2014年第三次临时股东大会",
	// "2013年度股东年会".
	sessionRe = lazyre.New(`第[一二三四五六七八九十百\d]+届(?:董事会|监事会)(?:\d{4}年)?第[一二三四五六七八九十百\d]+次(?:临时)?会议|\d{4}年(?:度)?(?:第[一二三四五六七八九十]+次)?(?:临时)?股东(?:大会|年会)`)
	// The body named before 会议 when there is no session number:
	// "董事会会议（以下简称“本次会议”）".
	bodyRe = lazyre.New(`董事会|监事会|股东大会|股东年会`)

	// "以现场会议方式召开", "以现场方式召开", "以通讯表决方式召开",
	// "以书面传签方式", "以电话会议形式".
	meetingFormRe = lazyre.New(`以(现场(?:结合|加|及|和)?(?:视频|电话|通讯)?|通讯|书面传签|书面|传签|电话|视频)(?:会议)?(?:表决)?(?:的)?(?:方式|形式)`)
	// "在北京以现场会议方式召开", "在中国光大银行总行以现场方式召开",
	// "在公司总部会议室召开".
	meetingPlaceRe = lazyre.New(`在([^,;。在]{2,30}?)(?:以|召开|举行)`)

	// "应出席董事14名", "会议应出席董事14名", "应到董事14人", "应参会董事
	// 人数为14名".
	expectedRe = lazyre.New(`应(?:出席|到|参会|参加)(?:本次)?(?:会议)?(?:的)?(?:董事|监事)(?:人数)?(?:为)?(\d+|[一二三四五六七八九十两]+)(?:名|人|位)`)
	// "实际亲自出席董事12名", "亲自出席13名", "亲自出席会议的董事12人".
	inPersonRe = lazyre.New(`亲自出席(?:本次)?(?:会议)?(?:的)?(?:董事|监事)?(?:人数)?(?:为)?(\d+|[一二三四五六七八九十两]+)(?:名|人|位)`)
	// "实际出席董事14名", "实到董事14人", "实际参会董事18名": in person
	// only when no one sent a proxy.
	attendedRe = lazyre.New(`(实际出席|实际参会|实际参加|实到|出席|参会)(?:本次)?(?:会议)?(?:的)?(?:董事|监事)(?:人数)?(?:为)?(\d+|[一二三四五六七八九十两]+)(?:名|人|位)`)
	// Absence: "周道炯独立董事未能亲自出席会议", "X董事因公务未出席", "缺席".
	absentRe = lazyre.New(`未(?:能)?(?:亲自)?(?:出席|参加|到会)|缺席`)
	// The chair: "本次会议由王洪章董事长主持", "会议由董事长X先生主持".
	chairByRe = lazyre.New(`由([^,;。由]{2,30}?)主持`)
	// "董事长X主持会议", "X董事长主持了本次会议".
	chairLeadRe = lazyre.New(`([^,;。]{2,30}?)主持(?:了)?(?:本次)?会议`)

	// "公司于2014年6月6日召开的第八届董事会第六次会议".
	heldOnSessionRe = lazyre.New(`于(` + extract.DatePattern + `)召开的(?:公司|本行|本公司)?(` + sessionRe.String() + `)`)
)

// Role words around a person's name, longest first: "唐双宁董事长",
// "赵欢执行董事", "独立董事周道炯", "莫里·洪恩先生".
var roleWords = []string{
	"监事会副主席", "监事会主席", "独立非执行董事", "非执行董事", "独立董事", "执行董事", "职工董事", "关联董事",
	"副董事长", "董事长", "董事", "监事长", "职工监事", "外部监事", "股东监事", "监事", "副行长", "行长",
	"总经理", "先生", "女士", "同志",
}

// nameStops end a name: the words that follow a name in a clause.
var nameStops = []string{"因", "未", "委托", "书面", "出席", "代为", "代理", "主持", "在表决", "回避", "对本", "对该", "已", "均", "以"}

// personName returns the person's name in s, with role words before or
// after it removed ("董事长王洪章" and "王洪章董事长" are 王洪章), or ""
// when s holds no name: 2 to 12 Han characters, with '·' between the parts
// of a transliterated name.
func personName(s string) string {
	s = strings.TrimSpace(s)
	// Leading words of the clause: "其中李仁杰董事委托…", "此外，本行…".
	for _, p := range []string{"其中", "此外", "另外", ",", "本次会议", "会议", "本行", "本公司", "公司", "由", "经", "并"} {
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
	n := utf8.RuneCountInString(s)
	if n < 2 || n > 12 || strings.HasPrefix(s, "·") || strings.HasSuffix(s, "·") {
		return ""
	}
	for _, r := range s {
		if r != '·' && !normalize.IsHan(r) {
			return ""
		}
	}
	return s
}

// Extract implements Extractor. Which kinds of document it reads is the
// kinds' choice (package pipeline/kind: not a rule book); the kind chooses
// only where to look (a shareholders' meeting's template, the board that
// approved a plan).
func (Meeting) Extract(c *extract.Context) {
	kind := ""
	if a := c.Out.Announcement; a != nil {
		kind = a.Kind
	}
	m := &schema.Meeting{Evidence: map[string]schema.Ref{}}
	lines := c.Doc.Lines()
	if region, ok := meetingRegion(lines); ok {
		readMeeting(c, m, region)
	} else if kind == schema.KindShareholdersResolution {
		templateMeeting(c, m, lines)
	} else if kind == schema.KindOfferingProposal || normalize.Contains(c.Doc.Text, "本次董事会") {
		approvingMeeting(c, m, lines)
	}
	if m.Session == "" && m.Date == "" && m.DirectorsExpected == nil && m.Chair == "" {
		return
	}
	if len(m.Evidence) == 0 {
		m.Evidence = nil
	}
	c.Out.Meeting = m
}

// meetingRegion returns the paragraphs that report the meeting: from the
// first one before any proposal that states a date with 召开/举行 and
// attendance, notice or chair, up to the first proposal.
func meetingRegion(lines []normalize.Line) ([]normalize.Line, bool) {
	start := -1
	var out []normalize.Line
	for i, ln := range lines {
		t := ln.Text
		if len(findTallies(t)) > 0 {
			break
		}
		if tt, _ := extract.TrimLine(ln); extract.CNHeadingRe.MatchString(tt) && normalize.Contains(tt, "议案") {
			break
		}
		if start < 0 {
			if (normalize.Contains(t, "召开") || normalize.Contains(t, "举行")) && extract.DateRe.MatchString(t) &&
				(normalize.Contains(t, "出席") || normalize.Contains(t, "主持") || normalize.Contains(t, "通知")) &&
				(normalize.Contains(t, "董事") || normalize.Contains(t, "监事")) {
				start = i
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
		for _, sp := range extract.SplitKeep(ln.Text, ",;。") {
			out = append(out, clause{text: ln.Text[sp.Start:sp.End], span: sp.Shift(ln.Span.Start)})
		}
	}
	return out
}

// readMeeting fills m from the opening paragraphs of a resolution
// announcement.
func readMeeting(c *extract.Context, m *schema.Meeting, region []normalize.Line) {
	clauses := clausesOf(region)
	for _, ln := range region {
		if loc := sessionRe.FindStringIndex(ln.Text); loc != nil {
			sp := normalize.Span{Start: ln.Span.Start + loc[0], End: ln.Span.Start + loc[1]}
			m.Session = ln.Text[loc[0]:loc[1]]
			m.Evidence["session"] = c.Ref(sp)
			break
		}
	}
	if m.Session != "" {
		m.Body = bodyOf(m.Session)
	} else {
		for _, ln := range region {
			if loc := bodyRe.FindStringIndex(ln.Text); loc != nil && !normalize.Contains(ln.Text[:loc[0]], "保证") {
				m.Body = bodyOf(ln.Text[loc[0]:loc[1]])
				m.Evidence["body"] = c.Ref(normalize.Span{Start: ln.Span.Start + loc[0], End: ln.Span.Start + loc[1]})
				break
			}
		}
	}
	if m.Body == "shareholders" {
		shareholderAttendance(c, m, region)
	}
	for i, cl := range clauses {
		isNotice := normalize.Contains(cl.text, "通知") && (normalize.Contains(cl.text, "发出") || normalize.Contains(cl.text, "送达") || normalize.Contains(cl.text, "发送"))
		held := !isNotice && (normalize.Contains(cl.text, "召开") || normalize.Contains(cl.text, "举行"))
		if isNotice && m.NoticeDate == "" {
			if d, sp, ok := clauseDate(cl); ok {
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
		if loc := meetingFormRe.FindStringSubmatchIndex(cl.text); loc != nil {
			m.Form = formOf(cl.text[loc[2]:loc[3]])
			m.Evidence["form"] = c.Ref(normalize.Span{Start: cl.span.Start + loc[0], End: cl.span.Start + loc[1]})
			break
		}
	}
	text := c.Doc.Text
	para := normalize.Span{Start: region[0].Span.Start, End: region[len(region)-1].Span.End}
	seg := text[para.Start:para.End]
	if n, sp, ok := countIn(seg, expectedRe, 1); ok {
		m.DirectorsExpected = &n
		m.Evidence["directors_expected"] = c.Ref(sp.Shift(para.Start))
	}
	if n, sp, ok := countIn(seg, inPersonRe, 1); ok {
		m.DirectorsPresent = &n
		m.Evidence["directors_present"] = c.Ref(sp.Shift(para.Start))
	} else if !normalize.Contains(seg, "委托") {
		for _, loc := range attendedRe.FindAllStringSubmatchIndex(seg, -1) {
			if strings.HasSuffix(seg[:loc[0]], "应") {
				continue
			}
			if n, ok := extract.SmallInt(seg[loc[4]:loc[5]]); ok {
				m.DirectorsPresent = &n
				m.Evidence["directors_present"] = c.Ref(normalize.Span{Start: para.Start + loc[0], End: para.Start + loc[1]})
				break
			}
		}
	}
	var proxiesAt normalize.Span
	for i, p := range findProxies(clauses) {
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
		setEvidence(&m.Evidence, "proxies", c.Ref(proxiesAt))
	}
	for i, cl := range clauses {
		if !absentRe.MatchString(cl.text) || normalize.Contains(cl.text, "委托") {
			continue
		}
		if name := subjectName(clauses, i, absentRe.FindStringIndex(cl.text)[0]); name != "" && !listHasName(m.Absent, name) {
			m.Absent = append(m.Absent, name)
		}
	}
	for _, cl := range clauses {
		loc := chairByRe.FindStringSubmatchIndex(cl.text)
		if loc == nil {
			loc = chairLeadRe.FindStringSubmatchIndex(cl.text)
		}
		if loc == nil {
			continue
		}
		if name := personName(cl.text[loc[2]:loc[3]]); name != "" {
			m.Chair = name
			m.Evidence["chair"] = c.Ref(normalize.Span{Start: cl.span.Start + loc[0], End: cl.span.Start + loc[1]})
			break
		}
	}
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
	case normalize.Contains(s, "监事会"):
		return "supervisory_board"
	case normalize.Contains(s, "董事会"):
		return "board"
	case normalize.Contains(s, "股东"):
		return "shareholders"
	}
	return ""
}

// formOf maps the stated form of a meeting to the schema form.
func formOf(s string) string {
	switch {
	case strings.HasPrefix(s, "现场"):
		return "on_site"
	case s == "电话":
		return "telephone"
	case s == "视频":
		return "video"
	}
	return "written" // 通讯, 书面, 传签: votes circulated in writing
}

// proxy is one director who voted through another.
type proxy struct {
	absent, holder string
	span           normalize.Span
}

// findProxies reads "钟瑞明董事委托张龙董事出席并代为表决", "独立董事X因公务
// 未能亲自出席会议，书面委托独立董事Y代为出席并表决": the giver is the
// subject of the clause of 委托 (or of the clause before, when that clause
// only says why), the holder the name after 委托.
func findProxies(clauses []clause) []proxy {
	var out []proxy
	for i, cl := range clauses {
		k := normalize.Index(cl.text, "委托")
		if k < 0 {
			continue
		}
		holder := personName(cl.text[k+len("委托"):])
		if holder == "" {
			continue
		}
		absent := subjectName(clauses, i, k)
		if absent == "" || absent == holder {
			continue
		}
		sp := cl.span
		if personName(cl.text[:k]) == "" && i > 0 {
			sp = clauses[i-1].span.Union(sp)
		}
		out = append(out, proxy{absent: absent, holder: holder, span: sp})
	}
	return out
}

// subjectName returns the person who is the subject of clause i, whose
// predicate starts at byte k; when the clause names no one before k, the
// subject of the clause before.
func subjectName(clauses []clause, i, k int) string {
	if n := personName(clauses[i].text[:k]); n != "" {
		return n
	}
	if i > 0 {
		return personName(clauses[i-1].text)
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
// first sentence of region that states it: "出席会议的股东及股东授权代表共
// 计156人，代表有表决权股份总数14,112,547,205股，占本公司有表决权股份总数
// 的55.97%"; "出席本次会议的股东和代理人人数为12，所持有表决权的股份总数
// （股）为…，占公司有表决权股份总数的比例（%）为…" leaves the count out
// (no unit) and keeps the shares. The shares are the first count of shares
// after 代表/持有/所持; the ratio the first after them introduced by 占.
func shareholderAttendance(c *extract.Context, m *schema.Meeting, region []normalize.Line) {
	for _, ln := range region {
		for _, sent := range extract.SplitKeep(ln.Text, "。") {
			t := ln.Text[sent.Start:sent.End]
			if !normalize.Contains(t, "出席") || !normalize.Contains(t, "股东") || !normalize.ContainsAny(t, []string{"代表", "持有", "所持"}) {
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
			for _, q := range qs[:si] {
				if q.Unit == normalize.UnitPersons && q.Bound == normalize.BoundEq && q.Value.IsInteger() && q.Value.Cmp(maxPersons) <= 0 {
					n := int(q.Value.IntPart())
					m.ShareholdersPresent = &n
					m.Evidence["shareholders_present"] = c.Ref(q.Span.Shift(at))
					break
				}
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
	templateTimeRe  = lazyre.New(`召开的时间\s*:\s*(` + extract.DatePattern + `)`)
	templatePlaceRe = lazyre.New(`召开的地点\s*:\s*(.+?)\s*$`)
	templateChairRe = lazyre.New(`([^,;。]{2,20}?)主持\s*[。]?\s*$`)
)

// templateMeeting reads a shareholders' meeting stated in the template's
// form, from the lines before the proposals.
func templateMeeting(c *extract.Context, m *schema.Meeting, lines []normalize.Line) {
	m.Body = "shareholders"
	if a := c.Out.Announcement; a != nil {
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
		if mm := templateChairRe.FindStringSubmatchIndex(t); mm != nil && m.Chair == "" {
			lead := t[mm[2]:mm[3]]
			if k := strings.LastIndexAny(lead, ",，"); k >= 0 {
				lead = lead[k+1:]
			}
			if name := personName(lead); name != "" {
				m.Chair = name
				m.Evidence["chair"] = c.Ref(at(mm[0], mm[1]))
			}
		}
		cells := tableCells(t)
		if len(cells) != 2 {
			continue
		}
		label, value := t[cells[0].Start:cells[0].End], t[cells[1].Start:cells[1].End]
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
