package meeting

import (
	"strings"

	"github.com/gonggao/gonggao/extract"
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
			if !normalize.Contains(t, deliberateWord) {
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
