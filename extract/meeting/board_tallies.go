package meeting

import (
	"slices"
	"strings"

	"github.com/shopspring/decimal"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// The expressions of a board's tally, with the filings they came from.
var (
	// Tally, label first: "同意14票", "有效表决票15票", "同意票数14票",
	// "赞成：7票", "同意十四票".
	// "回避表决:1 票", "回避3票" count the recusals (2014, 2017).
	// A way of voting may take 的 (possessiveWord, trimmed from the label)
	// before its count: "同意的票数为9票"; the valid votes may not ("占有效
	// 表决票的100%" is a share).
	tallyLabelFirstRe = lazyre.New(`(有效表决票数?|有效票数?|(?:不同意|同意|赞成|反对|弃权|回避)的?)(?:表决)?(?:票数|票)?\s*:?\s*(?:为)?\s*(\d+|[零〇一二两三四五六七八九十]+)\s*(票|名|人|位)?`)
	// Tally, number first: "7票赞成，0票反对，0票弃权", "14票同意、0票反对".
	// "以4票同意、0票反对、0票弃权、5票回避表决", "以3票回避、6票同意…",
	// "…票同意、零票反对"; the voters named after their number: "9名董事同
	// 意,0名董事反对", "3位监事同意".
	tallyNumberFirstRe = lazyre.New(`(\d+|[零〇一二两三四五六七八九十]+)\s*(?:票|名|人|位)\s*(?:董事|监事)?\s*(不同意|同意|赞成|反对|弃权|回避)`)
	// No votes of a kind, stated as none: "无反对票和弃权票", "无反对、弃
	// 权票", "无弃权票" ("无反对意见" is not a vote).
	noVotesRe = lazyre.New(`(?:无|没有)(反对|弃权)(?:票)?(?:(?:和|及|与|、|或)(反对|弃权))?票`)
	// Against and abstaining given one count between them, as a list of
	// the two ways of voting and a distributive 均/各/都: "反对、弃权均为
	// 0票", "反对票和弃权票均为零票", "反对、弃权各0票", "反对及弃权票数均
	// 为0". The two words must differ (jointCount).
	jointVotesRe = lazyre.New(`(反对|弃权)(?:票数|票)?\s*(?:和|及|与|、|或|,)\s*(反对|弃权)(?:票数|票)?\s*(?:均|各|都|皆)\s*(?:为|是)?\s*:?\s*(\d+|[零〇一二两三四五六七八九十]+)\s*(票|名|人|位)?`)
	// A sub-tally: "其中:独立董事同意 2 票", "其中独立董事3票同意", "独立
	// 董事表决情况:同意3票"; after any stop of 其中 ("其中,独立董事3票同
	// 意"), and the independent directors as the subject of a count ("独立董
	// 事同意3票", "3名独立董事以3票同意…"): a count follows them, not an
	// opinion ("独立董事同意该议案").
	subTallyRe = lazyre.New(`其中\s*[:,]?\s*(?:\d+名)?独立(?:非执行)?董事|独立(?:非执行)?董事(?:的)?表决(?:情况|结果)|(?:\d+名|[一二三四五六七八九十]名|全体)?独立(?:非执行)?董事\s*(?:均)?\s*(?:以)?\s*(?:(?:同意|赞成)(?:票数|票)?\s*:?\s*(?:\d+|[零〇一二两三四五六七八九十]+)\s*票|(?:\d+|[零〇一二两三四五六七八九十]+)\s*票\s*(?:同意|赞成))`)
	// The label before a tally: "表决情况：", "议案表决情况：", "表决结果：".
	tallyPrefixRe = lazyre.New(`(?:议案)?表决(?:情况|结果)\s*:?\s*$`)
	// A unanimous vote stated without figures: "全票通过", "全体董事一致同意".
	// "与会董事一致同意", "全体非关联董事一致通过", "全体监事一致通过"; the
	// members counted or named as the rest ("9名董事一致同意", "其余非关联董
	// 事一致通过"), their deliberation between ("与会董事经审议一致同意", "经
	// 与会监事审议,一致通过", "与会董事审议并一致通过"). The independent directors' unanimity is not
	// the board's (boardUnanimous), nor is a count of only some of the
	// members ("5名非关联董事一致同意" of 9 due, "其中3名董事一致同意"):
	// submatch 1 is the count, taken only when it is that of all the
	// members the text states (allMembers).
	unanimousRe = lazyre.New(`全票(?:同意|赞成)?通过|全票同意|(?:全体|与会|参会|出席会议的|其余|(\d+|[一二三四五六七八九十]+)\s*(?:名|位))\s*(?:与会|参会|出席会议的|出席|非关联)?(?:董事|监事)(?:经?(?:认真)?(?:审议|讨论|审核)(?:后|并)?\s*[,，]?\s*)?一致(?:表决|审议)?(?:同意|通过)`)
)

// The ways of voting a tally names, with the filings they came from
// (extract/meeting/testdata/real).
var (
	// For: "表决情况:同意 18 票,反对 0 票,弃权 0 票。" (page 07), "以 11 票赞成，
	// 0 票反对，0 票弃权审议通过了《关于控股子公司参与联合投标污水处理站项目建
	// 设的议案》" (FDDC 16328291).
	forWord, assentWord = "同意", "赞成"
	forWords            = []string{forWord, assentWord}
	// Against and abstaining: "反对 0 票,弃权 0 票" (page 07); a tally in
	// shares that states two of the three, "同意票137,946,277股,…;\n弃权票
	// 194,700股,…。" (page 29), is read with the third stated as none
	// (noSharesText, "0股").
	againstWord, abstainWord = "反对", "弃权"
	// dissentWord is against, as some tallies word it: "同意9票,不同意0票,
	// 弃权0票" (read first, so that its 同意 is not taken for the votes for).
	dissentWord    = "不同意"
	againstAbstain = []string{againstWord, abstainWord}
	noSharesText   = "0" + shareUnit
	// voteWays are all four words; a sentence naming none states no tally.
	voteWays = []string{forWord, assentWord, againstWord, abstainWord}
	// noneVoteKeys name the figures of a way of voting stated as none: "赞成
	// 票9票,无反对票和弃权票".
	noneVoteKeys = map[string]string{againstWord: "against", abstainWord: "abstain"}
	// Recusals: "关联董事赵磊、刘伟、秦江、陈军民、程伟东回避了表决" (FDDC
	// 16804077), "以4票同意、0票反对、0票弃权、5票回避表决" (2014).
	recusalWord = "回避"
	// notVoteUnits after a number make it a share count (shareUnit),
	// percentage or amount, not a vote: "代表股份总数1,031,688,130股,占公司有
	// 表决权股份总数的62.20%" (page 28), 元, 万, 亿.
	notVoteUnits = []string{shareUnit, "%", "元", "万", "亿"}
	// voteReportWords label the report of a vote: "表决结果:赞成15票" (page
	// 04), "表决情况:同意 18 票" (page 07).
	voteReportWords = []string{"表决结果", "表决情况"}
	// independentWord names the independent directors, whose unanimity
	// stated in the clause of a tally ("其中独立董事全票同意") is not the
	// board's.
	independentWord = "独立"
)

// boardUnanimous returns the first statement of a unanimous vote in s
// (unanimousRe) that is the board's: one whose clause does not give it to
// the independent directors ("其中独立董事全票同意", "独立董事全票同意该事
// 项", stated apart from the board's tally).
//
// A count of the members agreeing is taken only when s states the same
// count of the members due or present: "公司现有董事9名, 9名董事参加该次会
// 议, 9名董事一致同意…" (FDDC 391268), not "5名非关联董事一致同意" of 9
// due, nor a count with nothing to hold it against.
func boardUnanimous(s string) []int {
	return unanimousOf(s, "")
}

// unanimousOf is boardUnanimous for a meeting of body (schema body; ""
// for any): a unanimity naming the other body's members, or stated in a
// clause naming it, is not the meeting's ("同日,监事会全体监事一致同意", "公
// 司监事会已全票通过该事项" after a board's approval).
func unanimousOf(s, body string) []int {
	u, _ := unanimity(s, body)
	return u
}

// unanimity returns what unanimousOf does and, when it finds none, the
// first unanimity refused for its count (miscounted): a count of the
// members agreeing that is not that of the members due or present s
// states, or that s gives nothing to hold against ("7名董事一致同意" of 9
// due), or that is a part of them ("其中3名董事一致同意"). Such a vote is
// not understood (warnMiscounted). Members are the counts of the members
// due or present stated elsewhere (the meeting's, for its resolutions):
// "9名董事一致同意本议案" under a meeting "应出席董事9名".
//
// A unanimity without its members (全票通过, 全票同意) is of its subject
// (subjectIsMeeting): "公司独立董事发表了独立意见,全票同意本议案" is the
// independent directors', "公司监事会审议了该事项,全票通过" the
// supervisors' at a board, "…,本议案获全票通过" the meeting's.
func unanimity(s, body string, members ...int) (u, miscounted []int) {
	for _, m := range unanimousRe.FindAllStringSubmatchIndex(s, -1) {
		clause := s[:m[0]]
		if k := strings.LastIndexAny(clause, "。;,"); k >= 0 {
			clause = clause[k:]
		}
		if normalize.Contains(clause, independentWord) {
			continue
		}
		if strings.HasPrefix(s[m[0]:m[1]], wholeVoteWord) && !subjectIsMeeting(s[:m[0]], body) {
			continue
		}
		if other := otherBodyWord(body); other != "" && normalize.Contains(clause+s[m[0]:m[1]], other) {
			continue
		}
		if m[2] >= 0 {
			n, ok := extract.SmallInt(s[m[2]:m[3]])
			if !ok || strings.HasSuffix(strings.TrimSpace(clause), partOfWord) || !allMembers(s, n) && !slices.Contains(members, n) {
				if miscounted == nil {
					miscounted = m[:2]
				}
				continue
			}
		}
		return m[:2], nil
	}
	return nil, miscounted
}

// warnMiscounted warns that the unanimity at sp (in Doc.Text), the only
// statement of a vote, counts members that are not those due or present
// (unanimity): the vote is not understood, and no unanimity is written.
func warnMiscounted(c *extract.Context, sp normalize.Span) {
	c.Warn(schema.WarnVotesNotUnderstood, "a unanimous vote is stated with a count of members that is not that of the members due or present", sp)
}

// meetingBody is the body of the meeting read before the resolutions
// (schema body), or "" when none was, with the counts of its members due
// and present it states.
func meetingBody(c *extract.Context) (string, []int) {
	m := c.Out.Meeting
	if m == nil {
		return "", nil
	}
	var members []int
	for _, n := range []*int{m.DirectorsExpected, m.DirectorsPresent} {
		if n != nil {
			members = append(members, *n)
		}
	}
	return m.Body, members
}

// wholeVoteWord opens a unanimity stated without its members: "全票通过".
const wholeVoteWord = "全票"

// subjectWords name the bodies a sentence's vote may be of, the
// independent directors' before the directors' they contain.
var subjectWords = []string{"独立董事", "独立非执行董事", "董事会", "监事会", "董事", "监事"}

// subjectIsMeeting reports whether the subject of a vote stated without
// its members, after before, can be the meeting of body: not the
// independent directors, nor the other body. The subject is the last body
// named in the vote's clause; a clause that names none but has words of
// its own before the vote has its own subject ("…发表了独立意见,本议案获
// 全票通过": the proposal passed, by the meeting); one that opens with the
// vote carries on the subject of the sentence's last body named ("公司独
// 立董事发表了独立意见,全票同意本议案").
func subjectIsMeeting(before, body string) bool {
	if k := strings.LastIndex(before, sentenceEnd); k >= 0 {
		before = before[k:]
	}
	last := lastBody(before)
	if k := strings.LastIndexAny(before, ",;"); k >= 0 {
		clause := before[k+1:]
		if own := lastBody(clause); own != "" {
			last = own
		} else if strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(clause), "以")) != "" {
			return true
		}
	}
	switch {
	case strings.HasPrefix(last, independentWord):
		return false
	case last == "" || body == "":
		return true
	}
	other := otherBodyWord(body)
	return other == "" || !strings.HasPrefix(last, other)
}

// lastBody returns the word of subjectWords that ends last in s (the
// longest of those that end there), or "".
func lastBody(s string) string {
	last, end := "", -1
	for _, w := range subjectWords {
		k := strings.LastIndex(s, w)
		if k < 0 {
			continue
		}
		if e := k + len(w); e > end || e == end && len(w) > len(last) {
			last, end = w, e
		}
	}
	return last
}

// partOfWord before a count makes it a part of the members: "其中3名董事一
// 致同意".
const partOfWord = "其中"

// otherBodyWord names the members of the body a unanimity of a meeting of
// body cannot be stated by: the supervisors at a board, the directors at
// a supervisory board.
func otherBodyWord(body string) string {
	switch body {
	case "board":
		return "监事"
	case "supervisory_board":
		return "董事"
	}
	return ""
}

// allMembers reports whether s states n as the count of the members due
// or present.
func allMembers(s string, n int) bool {
	if k, _, ok := seatsIn(s); ok && k == n {
		return true
	}
	for _, re := range []*lazyre.Regexp{expectedRe, presentFirstRe, inPersonRe} {
		if k, _, ok := countIn(s, re, 1); ok && k == n {
			return true
		}
	}
	k, _, ok := attendedCount(s)
	return ok && k == n
}

// insideAny reports whether s lies within one of spans.
func insideAny(s normalize.Span, spans []normalize.Span) bool {
	for _, sp := range spans {
		if s.Start >= sp.Start && s.End <= sp.End {
			return true
		}
	}
	return false
}

// tally is one stated vote count; span is of the whole tally sentence.
type tally struct {
	valid                 *int
	recusals              *int // stated beside the counts: "5票回避表决"
	yes, against, abstain int
	span                  normalize.Span
	// figures is where each count stands (for, against, abstain, valid),
	// relative to the same text as span.
	figures map[string]normalize.Span
	// shares is set for a tally in shares (a shareholders' meeting); the
	// counts above are then its share counts. Its spans are relative to
	// sharesAt.
	shares   *ShareTally
	sharesAt int
}

// findTallies returns every vote tally in s, in order, with spans relative
// to s.
func findTallies(s string) []tally {
	var out []tally
	for _, ln := range normalize.SplitLines(s, 0) {
		base := ln.Span.Start
		// A tally in shares runs over clauses joined by ";": read whole
		// sentences for it first.
		var shareSpans []normalize.Span
		if normalize.Contains(ln.Text, abstainWord) && normalize.Contains(ln.Text, againstWord) && normalize.Contains(ln.Text, shareUnit) {
			for _, sent := range extract.SplitKeep(ln.Text, "。") {
				st, ok := ParseShareTally(ln.Text[sent.Start:sent.End])
				if !ok {
					continue
				}
				sp := st.Span.Shift(base + sent.Start)
				out = append(out, tally{
					yes: int(st.Counts[0].Value.IntPart()), against: int(st.Counts[1].Value.IntPart()), abstain: int(st.Counts[2].Value.IntPart()),
					span: sp, shares: &st, sharesAt: base + sent.Start,
				})
				shareSpans = append(shareSpans, sent)
			}
		}
		for _, whole := range extract.SplitKeep(ln.Text, "。") {
			found := false
			for _, sent := range extract.SplitKeep(ln.Text[whole.Start:whole.End], ";") {
				sent = sent.Shift(whole.Start)
				if insideAny(sent, shareSpans) {
					continue
				}
				if t, ok := parseTally(ln.Text[sent.Start:sent.End]); ok {
					out = append(out, countRecused(t.shift(sent.Start), ln.Text, whole).shift(base))
					found = true
				}
			}
			if found || insideAny(whole, shareSpans) {
				continue
			}
			// The counts set apart by semicolons: "表决结果:同意3票;反对0票;
			// 弃权0票" (2023).
			if t, ok := parseTally(ln.Text[whole.Start:whole.End]); ok {
				out = append(out, countRecused(t.shift(whole.Start), ln.Text, whole).shift(base))
			}
		}
	}
	return out
}

// countRecused sets the recusals of tally t, which stands in line, from
// the count of related directors its sentence (whole, in line) says
// recused themselves beside the tally: "以 4 票赞成，0 票反对，0 票弃权审议
// 通过了上述关联交易，公司 3 名关联董事回避表决" (FDDC 29887). A tally that
// counts its recusals itself keeps its own; a sentence with two such
// counts gives none.
func countRecused(t tally, line string, whole normalize.Span) tally {
	if t.recusals != nil {
		return t
	}
	s := line[whole.Start:whole.End]
	if !normalize.Contains(s, recusalWord) {
		return t
	}
	ms := recusedCountRe.FindAllStringSubmatchIndex(s, -1)
	if len(ms) != 1 {
		return t
	}
	sp := normalize.Span{Start: whole.Start + ms[0][0], End: whole.Start + ms[0][1]}
	if sp.Start < t.span.End && t.span.Start < sp.End {
		return t
	}
	g := 1 // the count before the members, or after them
	if ms[0][2] < 0 {
		g = 2
	}
	n, ok := extract.SmallInt(s[ms[0][2*g]:ms[0][2*g+1]])
	if !ok || n == 0 {
		return t
	}
	t.recusals = &n
	figs := make(map[string]normalize.Span, len(t.figures)+1)
	for k, f := range t.figures {
		figs[k] = f
	}
	figs["recusals"] = sp
	t.figures = figs
	return t
}

// recusedCountRe counts the related members who recused themselves,
// beside a tally: "3 名关联董事回避表决", "3 名关联董事回避了表决" (FDDC
// 29887), "2位关联董事均回避表决", "关联董事3人回避表决".
var recusedCountRe = lazyre.New(`(?:(\d{1,2}|[一二两三四五六七八九十]{1,2})\s*(?:名|位|人)\s*关联(?:方)?(?:董事|监事)|关联(?:方)?(?:董事|监事)\s*(\d{1,2}|[一二两三四五六七八九十]{1,2})\s*(?:名|位|人))\s*(?:均|已|需|须|应|依法)?\s*回避`)

// parseTally reads one sentence as a vote tally. It needs the three counts
// for, against and abstain, each with a number, in either order of words
// and numbers; a number followed by 股, %, 元 or a digit group is a share
// count or an amount, not a vote, and rejects the sentence.
func parseTally(s string) (tally, bool) {
	// Every tally names a way of voting; most sentences name none, and the
	// regular expressions below are the costly part of reading a filing.
	if !normalize.ContainsAny(s, voteWays) {
		return tally{}, false
	}
	// The board's tally, then the independent directors' share of it:
	// "以9票同意,0票反对,0票弃权审议通过…,其中:独立董事3票同意,0票反对,0票
	// 弃权". Only what comes before 其中 is the board's; a sentence that
	// states only the sub-tally states no tally of the board.
	if strings.Contains(s, "(") {
		// An aside in brackets is not the tally: "同意9票(其中独立董事3票
		// 同意),反对0票,弃权0票". Read without it first (offsets kept),
		// then, for a tally set in brackets as a whole, with it.
		if t, ok := parseTallyText(maskBracketed(s)); ok {
			return t, true
		}
	}
	return parseTallyText(s)
}

// parseTallyText is parseTally on s as it stands.
func parseTallyText(s string) (tally, bool) {
	if loc := subTallyRe.FindStringIndex(s); loc != nil {
		s = s[:loc[0]]
	}
	if t, ok := tallyWith(s, tallyLabelFirstRe, 1, 2, 3); ok {
		return t, true
	}
	return tallyWith(s, tallyNumberFirstRe, 2, 1, -1)
}

// maskBracketed returns s with what stands inside round brackets turned
// to spaces, byte for byte.
func maskBracketed(s string) string {
	b := []byte(s)
	for _, sp := range bracketed(s) {
		for i := sp.Start + 1; i < sp.End-1; i++ {
			b[i] = ' '
		}
	}
	return string(b)
}

// tallyWith collects (label, number) pairs matched by re, where the label
// is submatch li and the number submatch ni, and unit submatch ui when ≥ 0.
func tallyWith(s string, re *lazyre.Regexp, li, ni, ui int) (tally, bool) {
	var t tally
	have := map[string]bool{}
	span := normalize.Span{}
	for _, m := range re.FindAllStringSubmatchIndex(s, -1) {
		label := strings.TrimSuffix(s[m[2*li]:m[2*li+1]], possessiveWord)
		num := s[m[2*ni]:m[2*ni+1]]
		hasUnit := ui < 0 || m[2*ui] >= 0
		if !tallyNumberEnds(s[m[2*ni+1]:]) {
			return tally{}, false
		}
		if !hasUnit && !isASCIIDigits(num) {
			continue // 同意十四 without 票 is not a count
		}
		n, ok := extract.SmallInt(num)
		if !ok {
			continue
		}
		key := label
		switch label {
		case forWord, assentWord:
			key = "for"
			t.yes = n
		case againstWord, dissentWord:
			key = againstWord
			t.against = n
		case abstainWord:
			t.abstain = n
		case recusalWord:
			key = "recusals"
			v := n
			t.recusals = &v
		default:
			key = "valid"
			v := n
			t.valid = &v
		}
		if have[key] {
			return tally{}, false // two tallies run together
		}
		have[key] = true
		if t.figures == nil {
			t.figures = map[string]normalize.Span{}
		}
		if key == againstWord {
			key = "against"
		} else if key == abstainWord {
			key = "abstain"
		}
		t.figures[key] = normalize.Span{Start: m[0], End: m[1]}
		span = span.Union(normalize.Span{Start: m[0], End: m[1]})
	}
	if have["for"] && !have[againstWord] && !have[abstainWord] {
		// "同意9票,反对、弃权均为0票": one count for both.
		if n, sp, ok := jointCount(s); ok {
			t.against, t.abstain = n, n
			have[againstWord], have[abstainWord] = true, true
			if t.figures == nil {
				t.figures = map[string]normalize.Span{}
			}
			t.figures["against"], t.figures["abstain"] = sp, sp
			span = span.Union(sp)
		}
	}
	if have["for"] && (!have[againstWord] || !have[abstainWord]) {
		// "赞成票9票,无反对票和弃权票": none stated as none.
		for _, m := range noVotesRe.FindAllStringSubmatchIndex(s, -1) {
			for g := 1; g <= 2; g++ {
				if m[2*g] < 0 {
					continue
				}
				key := noneVoteKeys[s[m[2*g]:m[2*g+1]]]
				if have[s[m[2*g]:m[2*g+1]]] {
					return tally{}, false
				}
				have[s[m[2*g]:m[2*g+1]]] = true
				if t.figures == nil {
					t.figures = map[string]normalize.Span{}
				}
				t.figures[key] = normalize.Span{Start: m[0], End: m[1]}
				span = span.Union(normalize.Span{Start: m[0], End: m[1]})
			}
		}
	}
	if !have["for"] || !have[againstWord] || !have[abstainWord] {
		return tally{}, false
	}
	if loc := tallyPrefixRe.FindStringIndex(s[:span.Start]); loc != nil {
		span.Start = loc[0]
	}
	t.span = span
	return t, true
}

// jointCount reads the one count s gives against and abstaining together
// (jointVotesRe), with its span: the two words must be the two ways, the
// number must end as a vote count does, and a number in Chinese numerals
// needs its unit. A second such statement makes s two tallies run
// together, not read.
func jointCount(s string) (int, normalize.Span, bool) {
	ms := jointVotesRe.FindAllStringSubmatchIndex(s, -1)
	if len(ms) != 1 {
		return 0, normalize.Span{}, false
	}
	m := ms[0]
	if s[m[2]:m[3]] == s[m[4]:m[5]] || !tallyNumberEnds(s[m[7]:]) {
		return 0, normalize.Span{}, false
	}
	num := s[m[6]:m[7]]
	if m[8] < 0 && !isASCIIDigits(num) {
		return 0, normalize.Span{}, false
	}
	n, ok := extract.SmallInt(num)
	if !ok {
		return 0, normalize.Span{}, false
	}
	return n, normalize.Span{Start: m[0], End: m[1]}, true
}

// shift moves the spans of t by d.
func (t tally) shift(d int) tally {
	t.span = t.span.Shift(d)
	t.sharesAt += d
	figs := make(map[string]normalize.Span, len(t.figures))
	for k, s := range t.figures {
		figs[k] = s.Shift(d)
	}
	t.figures = figs
	return t
}

// tallyNumberEnds reports whether the text after a vote count ends it: not
// a digit group, decimal point, share count, percentage or amount.
func tallyNumberEnds(after string) bool {
	if after == "" {
		return true
	}
	if len(after) >= 2 && (after[0] == ',' || after[0] == '.') && after[1] >= '0' && after[1] <= '9' {
		return false
	}
	for _, w := range notVoteUnits {
		if strings.HasPrefix(after, w) {
			return false
		}
	}
	return true
}

func isASCIIDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// countedVoteRe is a count of votes for a proposal, however the rest of
// the tally is worded: "同意票137,946,277股", "赞成 9 票".
var countedVoteRe = lazyre.New(`(?:同意|赞成)(?:票|股数|票数)?\s*:?\s*\d[\d,]*\s*(?:票|股)`)

// voteLineRe opens a line that states one way of voting, as tallies set out
// one count a line have it:
//
//	同意票137,739,477股,占出席会议有表决权股份总数的99.71%;
//	反对票206,800股,占出席会议有表决权股份总数的0.15%;
//	弃权票194,700股,占出席会议有表决权股份总数的0.14%。
//
// and 不同意 (dissentWord) for against.
var voteLineRe = lazyre.New(`^(?:同意|赞成|反对|弃权|不同意)`)

// tallyOverLines reads a tally whose counts stand on lines of their own
// (voteLineRe), in shares or in votes.
func tallyOverLines(c *extract.Context, lines []normalize.Line) *schema.Votes {
	i, j, ok := tallyLines(lines)
	if !ok {
		return nil
	}
	at := lines[i].Span.Start
	block := c.Doc.Text[at:lines[j-1].Span.End]
	if st, ok := ParseShareTally(block); ok {
		return shareVotes(c, st, at)
	}
	if v := twoWayShareTally(c, block, at); v != nil {
		return v
	}
	t, ok := parseTally(strings.ReplaceAll(block, "\n", " "))
	if !ok {
		return nil
	}
	sp := t.span.Shift(at)
	return &schema.Votes{Valid: t.valid, Recusals: t.recusals, For: t.yes, Against: t.against, Abstain: t.abstain, Text: c.Doc.SourceText(sp), Span: c.Span(sp)}
}

// twoWayShareTally reads a tally in shares that states two ways of voting
// of three (page 29: "同意票137,946,277股,…;\n弃权票194,700股,…。", no
// 反对), when the two add up to the shares the meeting's attendants
// represent: no share is left for the third, which is then 0 by the
// figures, not by a guess. Any other sum leaves the tally unread.
func twoWayShareTally(c *extract.Context, block string, at int) *schema.Votes {
	m := c.Out.Meeting
	if m == nil || m.SharesRepresented == nil {
		return nil
	}
	total, err := decimal.NewFromString(m.SharesRepresented.Value)
	if err != nil {
		return nil
	}
	missing := ""
	for _, w := range againstAbstain {
		if !normalize.Contains(block, w) {
			if missing != "" {
				return nil
			}
			missing = w
		}
	}
	if missing == "" || !normalize.ContainsAny(block, forWords) {
		return nil
	}
	// The block read with the third way stated as none after its end;
	// that count's span, past the block, is dropped from the evidence.
	st, ok := ParseShareTally(block + "\n" + missing + noSharesText)
	if !ok {
		return nil
	}
	k := 1
	if missing == abstainWord {
		k = 2
	}
	sum := decimal.Zero
	for i, q := range st.Counts {
		if i != k {
			sum = sum.Add(q.Value)
		}
	}
	if !sum.Equal(total) || st.Counts[k].Span.Start < len(block) && st.Ratios[k] != nil {
		return nil
	}
	if st.Span.End > len(block) {
		st.Span.End = len(block)
	}
	v := shareVotes(c, st, at)
	delete(v.Evidence, []string{"for", "against", "abstain"}[k])
	return v
}

// tallyLines returns the first run lines[i:j] of two or more lines that
// each state one way of voting (blank lines between them aside) and
// together read as a tally.
func tallyLines(lines []normalize.Line) (int, int, bool) {
	for i := 0; i < len(lines); i++ {
		j, n := i, 0
		for j < len(lines) {
			t, _ := extract.TrimLine(lines[j])
			if t == "" && n > 0 {
				// A page that sets a blank line after every line.
				if k := nextNonBlank(lines, j); k > 0 {
					if nt, _ := extract.TrimLine(lines[k]); voteLineRe.MatchString(nt) {
						j = k
						continue
					}
				}
				break
			}
			if !voteLineRe.MatchString(t) {
				break
			}
			j++
			n++
		}
		if n < 2 {
			continue
		}
		var sb strings.Builder
		for k := i; k < j; k++ {
			if t, _ := extract.TrimLine(lines[k]); t == "" {
				continue
			}
			if sb.Len() > 0 {
				sb.WriteByte('\n')
			}
			sb.WriteString(lines[k].Text)
		}
		block := sb.String()
		if _, ok := ParseShareTally(block); ok {
			return i, j, true
		}
		if _, ok := parseTally(strings.ReplaceAll(block, "\n", " ")); ok {
			return i, j, true
		}
		for _, w := range againstAbstain {
			if !normalize.Contains(block, w) {
				if _, ok := ParseShareTally(block + "\n" + w + noSharesText); ok {
					return i, j, true // two ways of three (twoWayShareTally)
				}
			}
		}
		i = j
	}
	return 0, 0, false
}
