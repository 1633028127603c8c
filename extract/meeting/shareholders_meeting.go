package meeting

import (
	"slices"
	"strings"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
	"github.com/shopspring/decimal"
)

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
			if !normalize.ContainsAny(t, attendingWords) || !normalize.Contains(t, shareholdersWord) || !normalize.ContainsAny(t, holdingWords) {
				continue
			}
			if tt := strings.TrimLeft(t, " "); strings.HasPrefix(tt, ofWhichWord) {
				continue
			}
			at := ln.Span.Start + sent.Start
			qs := normalize.FindQuantities(t)
			si := -1
			for i, q := range qs {
				if q.Unit == normalize.UnitShares && q.Bound == normalize.BoundEq && normalize.ContainsAny(t[:q.Span.Start], holdingWords) {
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
			if !normalize.ContainsAny(subject, attendingWords) || partOfAttendance(subject) {
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
				if q.Unit == normalize.UnitRatio && q.Bound == normalize.BoundEq && normalize.Contains(t[qs[si].Span.End:q.Span.Start], ratioOfWord) {
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
	return normalize.Contains(subject, onSiteWord) != normalize.Contains(subject, onlineWord)
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
	// "召开时间:…", "现场会议召开时间为:…", "现场会议时间:…", "召开日期:…",
	// "会议召开日期和时间:…"; after a label, the time of the meeting on
	// site: "召开时间:现场会议召开时间为2016年6月15日下午14:30;网络投票时间
	// 为…", "会议召开时间:现场会议:2019年5月20日下午14:30".
	templateTimeRe = lazyre.New(`(?:召开|会议)(?:的)?(?:时间|日期(?:和时间)?)\s*(?:为\s*:?|:)\s*(?:为)?\s*(?:现场会议(?:(?:召开)?时间)?\s*(?:为\s*:?|:)\s*)?(` + extract.DatePattern + `)`)
	// "6、本次会议通知于2009年4月10日发出".
	templateNoticeRe = lazyre.New(`通知[^。]{0,20}?于(` + extract.DatePattern + `)`)
	templatePlaceRe  = lazyre.New(`召开的地点\s*:\s*(.+?)\s*$`)
	// "本次股东大会由董事会召集,王洪章董事长主持。"; the clause may go on:
	// "本次会议由公司董事会召集,董事长X先生主持,采用现场投票和网络投票相结合
	// 的方式表决".
	templateChairRe = lazyre.New(`([^,;。]{2,20}?)主持\s*(?:[,;。]|$)`)
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
		t := normalize.Simplified(a.Title)
		if loc := sessionRe.FindStringIndex(t); loc != nil {
			m.Session = t[loc[0]:loc[1]]
			if ref, ok := a.Evidence["title"]; ok {
				m.Evidence["session"] = ref
			}
		}
	}
	end := extract.ResolutionsEnd(lines)
	stems := map[string]string{} // the class each name of a class stood for (classStem)
	for i, ln := range lines[:end] {
		t := ln.Text
		if tt, _ := extract.TrimLine(ln); normalize.Contains(tt, votingPartTitle) {
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
		if mm := templateNoticeRe.FindStringSubmatchIndex(t); mm != nil && m.NoticeDate == "" && !normalize.Contains(t[:mm[0]], meetingHeldWords) {
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
		if class, ok := shareClass(label); ok && normalize.Contains(label, shareholdersWord) {
			// A class's row under the whole's: "其中:A 股股东持有股份总
			// 数 7,548,448,036" (page 31); never the whole's figure. A
			// class named once with its letter keeps it where its name
			// stands alone: "境外上市外资股股东持有股份总数(H 股)", then
			// "境外上市外资股股东持股占股份总数的比例(%)" (page 31).
			stem := classStem(label)
			if named, ok := stems[stem]; ok && stem != "" && (class == schema.ClassDomestic || class == schema.ClassForeign) {
				class = named
			} else if stem != "" && class != schema.ClassDomestic && class != schema.ClassForeign {
				stems[stem] = class
			}
			classAttendance(c, m, class, label, value, valueSpan)
			continue
		}
		switch {
		case normalize.Contains(label, headcountWord) && normalize.Contains(label, attendWord) && m.ShareholdersPresent == nil:
			if q, err := normalize.ParseQuantity(value, normalize.WithUnit(personUnit)); err == nil && q.Value.IsInteger() && !q.Value.IsNegative() && q.Value.Cmp(maxPersons) <= 0 {
				n := int(q.Value.IntPart())
				m.ShareholdersPresent = &n
				m.Evidence["shareholders_present"] = c.Ref(valueSpan)
			}
		case normalize.Contains(label, ratioWord) && normalize.Contains(label, "%") && m.SharesRepresentedRatio == nil:
			if q, err := normalize.ParseQuantity(value, normalize.WithUnit("%")); err == nil && q.Unit == normalize.UnitRatio {
				q.Span = q.Span.Shift(valueSpan.Start)
				m.SharesRepresentedRatio = c.Quantity(q)
			}
		case normalize.Contains(label, totalSharesWord) && normalize.Contains(label, votingRightWord) && m.SharesRepresented == nil:
			if q, err := normalize.ParseQuantity(value, normalize.WithUnit(shareUnit)); err == nil && q.Unit == normalize.UnitShares {
				q.Span = q.Span.Shift(valueSpan.Start)
				m.SharesRepresented = c.Quantity(q)
			}
		}
	}
}

// classAttendance records the figure of a row of the template that states
// the attendance of one class of shares: its holders (人数), their shares
// (股份总数, 持有股份) or those shares' ratio (比例). A figure the class
// already has, or that does not parse, is left.
func classAttendance(c *extract.Context, m *schema.Meeting, class, label, value string, at normalize.Span) {
	k := slices.IndexFunc(m.ClassAttendance, func(a schema.ClassAttendance) bool { return a.Class == class })
	if k < 0 {
		m.ClassAttendance = append(m.ClassAttendance, schema.ClassAttendance{Class: class})
		k = len(m.ClassAttendance) - 1
	}
	a := &m.ClassAttendance[k]
	switch {
	case normalize.Contains(label, headcountWord) && a.ShareholdersPresent == nil:
		if q, err := normalize.ParseQuantity(value, normalize.WithUnit(personUnit)); err == nil && q.Value.IsInteger() && !q.Value.IsNegative() && q.Value.Cmp(maxPersons) <= 0 {
			n := int(q.Value.IntPart())
			a.ShareholdersPresent = &n
			c.Evidence(&a.Evidence, "shareholders_present", at)
		}
	case normalize.Contains(label, ratioWord) && a.SharesRepresentedRatio == nil:
		if q, err := normalize.ParseQuantity(value, normalize.WithUnit("%")); err == nil && q.Unit == normalize.UnitRatio {
			q.Span = q.Span.Shift(at.Start)
			a.SharesRepresentedRatio = c.Quantity(q)
		}
	case normalize.ContainsAny(label, classSharesWords) && a.SharesRepresented == nil:
		if q, err := normalize.ParseQuantity(value, normalize.WithUnit(shareUnit)); err == nil && shareCount(q) {
			q.Span = q.Span.Shift(at.Start)
			a.SharesRepresented = c.Quantity(q)
		}
	}
	if a.ShareholdersPresent == nil && a.SharesRepresented == nil && a.SharesRepresentedRatio == nil {
		m.ClassAttendance = m.ClassAttendance[:k] // nothing read for the class
	}
}

// classStem is the name of a class of shares in label that may stand
// without its letter (classStems), "" for none.
func classStem(label string) string {
	for _, w := range classStems {
		if normalize.Contains(label, w) {
			return w
		}
	}
	return ""
}

// classStems are the names of classes of shares in law, longest first:
// "境外上市外资股股东持有股份总数(H 股)" (page 31).
var classStems = []string{"境外上市外资股", "境内上市外资股", "境内上市内资股", "外资股", "内资股"}

// classSharesWords label a class's shares held: "其中:A 股股东持有股份总数"
// (page 31), "其中:内资股股东持有股份总数" (page 28).
var classSharesWords = []string{"股份总数", "持有股份"}

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
	// A label holds no figure of its own: a line with several ran rows
	// together, "2、出席会议的股东所持有表决权的股份总数(股) 11,029,501,882其
	// 中:A股股东持有股份总数7,548,448,036境外上市外资股股东持有股份总数(H股)
	// 3,481,053,846" (page 31 with its line breaks lost), and its last figure
	// is not the first row's.
	text := line[label.Start:label.End]
	if h := lineHeadingRe.FindStringIndex(strings.TrimSpace(text)); h != nil {
		text = strings.TrimSpace(text)[h[1]:]
	}
	if strings.ContainsAny(text, "0123456789") {
		return nil
	}
	return []normalize.Span{label, {Start: loc[2], End: loc[3]}}
}

// trailingFigureRe is a figure that ends a line after a label (labelFigure).
var trailingFigureRe = lazyre.New(`[\p{Han})]\s?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*$`)

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

// The wording of a shareholders' meeting's attendance, with the filings it
// came from (extract/meeting/testdata/real).
var (
	// attendingWords and holdingWords state the attendance as a whole:
	// "出席及委托出席本次股东大会并登记表决的股东代表和股东代理人共有7名,代表
	// 股份总数1,031,688,130股" (page 28), "出席会议的股东所持有表决权的股份总数
	// (股)" (page 31), 参加, 参与, 投票, 持有.
	attendingWords = []string{"出席", "参加", "参与", "投票"}
	holdingWords   = []string{"代表", "持有", "所持"}
	// ofWhichWord opens a part of it: "其中:内资股股东持有股份总数 |
	// 866,248,900股" (page 28).
	ofWhichWord = "其中"
	// onSiteWord and onlineWord name the two ways of attending; one without
	// the other is a part: "采用现场投票与网络投票相结合的表决方式" (page 32).
	onSiteWord, onlineWord = "现场", "网络"
	// The rows of the exchanges' template: "出席会议的股东和代理人人数 | 7名"
	// (page 28) (headcountWord, attendWord, personUnit); "占公司有表决权股份总
	// 数的比例 | 62.20%" (page 28) (ratioWord); "所持有表决权的股份总数 |
	// 1,031,688,130股" (page 28) (totalSharesWord, votingRightWord).
	headcountWord, attendWord, personUnit = "人数", "出席", "人"
	ratioWord                             = "比例"
	totalSharesWord, votingRightWord      = "股份总数", "表决权"
	// votingPartTitle titles the part after the meeting: "二、 议案审议情况"
	// (page 36).
	votingPartTitle = "议案审议情况"
	// meetingHeldWords before a notice's date say when a meeting is still to
	// be held: "2002年度股东大会召开的时间、地点另行通知" (page 12).
	meetingHeldWords = "股东大会召开"
)
