package meeting

import (
	"fmt"
	"github.com/shopspring/decimal"
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// Resolutions extracts the proposals a board meeting voted on: their
// numbering and titles, the stated vote tallies, the directors who recused
// themselves, the sub-items of proposals voted item by item, and whether a
// proposal goes on to the shareholders' meeting.
//
// A resolution is a top-level heading ("四、关于…的议案", "一、《关于…的
// 议案》") that names a proposal (议案) or is followed by a tally; its
// numbering is kept as stated, so a continuation that starts mid-document
// still yields resolutions 4…7 with seq 4…7.
type Resolutions struct{}

// Name implements Extractor.
func (Resolutions) Name() string { return "votes" }

var (

	// Tally, label first: "同意14票", "有效表决票15票", "同意票数14票",
	// "赞成：7票", "同意十四票".
	// "回避表决:1 票", "回避3票" count the recusals (2014, 2017).
	tallyLabelFirstRe = lazyre.New(`(有效表决票数?|有效票数?|同意|赞成|反对|弃权|回避)(?:表决)?(?:票数|票)?\s*:?\s*(?:为)?\s*(\d+|[零〇一二两三四五六七八九十]+)\s*(票|名|人|位)?`)
	// Tally, number first: "7票赞成，0票反对，0票弃权", "14票同意、0票反对".
	// "以4票同意、0票反对、0票弃权、5票回避表决", "以3票回避、6票同意…",
	// "…票同意、零票反对".
	tallyNumberFirstRe = lazyre.New(`(\d+|[零〇一二两三四五六七八九十]+)\s*(?:票|名|人|位)\s*(同意|赞成|反对|弃权|回避)`)
	// No votes of a kind, stated as none: "无反对票和弃权票", "无反对、弃
	// 权票", "无弃权票" ("无反对意见" is not a vote).
	noVotesRe = lazyre.New(`(?:无|没有)(反对|弃权)(?:票)?(?:(?:和|及|与|、|或)(反对|弃权))?票`)
	// A sub-tally: "其中:独立董事同意 2 票", "其中独立董事3票同意", "独立
	// 董事表决情况:同意3票".
	subTallyRe = lazyre.New(`其中\s*:?\s*(?:\d+名)?独立(?:非执行)?董事|独立(?:非执行)?董事(?:的)?表决(?:情况|结果)`)
	// The label before a tally: "表决情况：", "议案表决情况：", "表决结果：".
	tallyPrefixRe = lazyre.New(`(?:议案)?表决(?:情况|结果)\s*:?\s*$`)
	// A unanimous vote stated without figures: "全票通过", "全体董事一致同意".
	// "与会董事一致同意", "全体非关联董事一致通过". The independent
	// directors' unanimity is not the board's (boardUnanimous).
	unanimousRe = lazyre.New(`全票(?:同意|赞成)?通过|全票同意|(?:全体|与会|参会)(?:与会|参会|出席会议的|出席|非关联)?(?:董事|监事)一致(?:同意|通过)`)

	// Submission to the shareholders: "本项议案将提交本行股东大会审议",
	// "该项议案需提交股东大会审议批准", "本议案尚需提交本行股东大会审议通过",
	// "同意提交股东大会审批"; "无需提交股东大会审议" says the opposite.
	toShareholdersRe = lazyre.New(`(无需|无须|不需|不须|不必)?(?:提交|提请|报请|尚需|尚须|需经|须经)[^。]{0,20}?股东(?:大会|年会)`)
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
	againstAbstain           = []string{againstWord, abstainWord}
	noSharesText             = "0" + shareUnit
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

// The wording around a resolution: who recused, who deliberated, where it
// goes, with the filings it came from (extract/meeting/testdata/real).
var (
	// proposalMarks name a proposal in a heading: "议案", or the book-title
	// mark of "审议通过了《关于控股子公司参与联合投标污水处理站项目建设的议案》"
	// (FDDC 16328291).
	proposalMarks = []string{proposalWord, "《"}
	// deliberateWord opens an approval: "以 6 票赞成、0 票反对、0 票弃权审议通过
	// 了《关于公司关联方…的议案》" (FDDC 16804077).
	deliberateWord = "审议"
	// boardWords name the body that approved: "第八届董事会第二十六次临时会议"
	// (FDDC 16328291), "第五届监事会第三十九次会议决议" (FDDC 16804077).
	boardWords = []string{boardWord, supervisoryWord}
	// resolutionTitleWord marks a meeting's resolution in a title: "兴齐眼药
	// (300573) - 董事会决议公告" (page 18), "第三届监事会第五次会议决议" (page 21).
	resolutionTitleWord = "决议"
	// directorWord stands before the recused directors' names: "公司董事施永雷先
	// 生、郁瑞芬女士、徐赛花女士，为关联董事，已回避表决本议案" (FDDC 20472016);
	// relatedDirectorWord before the names of "关联董事赵磊、刘伟、秦江、陈军民、
	// 程伟东回避了表决" (FDDC 16804077).
	directorWord, relatedDirectorWord = "董事", "关联董事"
	// recusedSubjectEnds are the adverbs between the names and 回避: "…为关联
	// 董事,已回避表决本议案" (FDDC 20472016), "关联董事舒桦、孙玮、崔乃荣、田野已
	// 回避表决" (FDDC 9389163); 均, 需, 须, 应 in the same place.
	recusedSubjectEnds = []string{"均", "已", "需", "须", "应"}
	// authorityWord after a submission to the shareholders asks for an
	// authority, not a vote on the proposal: "董事会提请股东大会授权公司经营层签
	// 署《共建合同》" (FDDC 1841381).
	authorityWord = "授权"
)

// boardUnanimous returns the first statement of a unanimous vote in s
// (unanimousRe) that is the board's: one whose clause does not give it to
// the independent directors ("其中独立董事全票同意", "独立董事全票同意该事
// 项", stated apart from the board's tally).
func boardUnanimous(s string) []int {
	for _, m := range unanimousRe.FindAllStringIndex(s, -1) {
		clause := s[:m[0]]
		if k := strings.LastIndexAny(clause, "。;,"); k >= 0 {
			clause = clause[k:]
		}
		if !normalize.Contains(clause, independentWord) {
			return m
		}
	}
	return nil
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
					out = append(out, t.shift(base+sent.Start))
					found = true
				}
			}
			if found || insideAny(whole, shareSpans) {
				continue
			}
			// The counts set apart by semicolons: "表决结果:同意3票;反对0票;
			// 弃权0票" (2023).
			if t, ok := parseTally(ln.Text[whole.Start:whole.End]); ok {
				out = append(out, t.shift(base+whole.Start))
			}
		}
	}
	return out
}

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
		label := s[m[2*li]:m[2*li+1]]
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
		case againstWord:
			t.against = n
		case abstainWord:
			t.abstain = n
		case recusalWord:
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

// heading is a numbered line that may open a resolution or an item.
type heading struct {
	line  int
	seq   int
	title string
	span  normalize.Span // of the title text
}

// Extract implements Extractor. Which kinds of document it reads is the
// kinds' choice (package pipeline/kind: not a plan or a rule book).
func (Resolutions) Extract(c *extract.Context) {
	c = compacted(c)
	defer restorePrinted(c)
	lines := c.Doc.Lines()
	end := extract.ResolutionsEnd(lines)
	if a := c.Out.Announcement; (a == nil || a.Kind != schema.KindBoardResolution) && !linesHaveTally(lines[:end]) && !hasCandidates(lines[:end]) && !linesUnanimous(lines[:end]) {
		// Proposals listed without a vote (a meeting notice) were not
		// resolved; a resolution's announcement whose tallies could not
		// be read says so.
		if a != nil && a.Kind == schema.KindShareholdersResolution {
			if sp, ok := voteStatement(lines[:end]); ok {
				c.Warn(schema.WarnVotesNotUnderstood, "the announcement states how proposals were voted, but no tally could be read (a table of votes per class of shares is not read)", sp)
			}
		}
		return
	}
	resDoc := isResolutionDoc(c)
	heads := resolutionHeadings(lines[:end], extract.CNHeadingRe, resDoc)
	if len(heads) == 0 {
		heads = resolutionHeadings(lines[:end], extract.ArabicHeadingRe, resDoc)
	}
	if len(heads) == 0 {
		// Proposals numbered (一)、(二) under the part "二、监事会会议审议
		// 情况" (2023).
		heads = resolutionHeadings(lines[:end], extract.ItemHeadingRe, resDoc)
	}
	if len(heads) == 0 {
		// "议案一:《…》", "提案2、…".
		heads = resolutionHeadings(lines[:end], proposalHeadingRe, resDoc)
	}
	if len(heads) == 0 {
		c.Out.Resolutions = append(c.Out.Resolutions, passingApprovals(c, lines[:end], resDoc)...)
		return
	}
	for i, h := range heads {
		last := end
		if i+1 < len(heads) {
			last = heads[i+1].line
		}
		r := buildResolution(c, lines, h, last)
		if r.Votes == nil && r.Unanimous == nil && len(r.Items) == 0 && len(r.Candidates) == 0 {
			if sp, ok := voteStatement(lines[h.line:last]); ok {
				c.Warn(schema.WarnVotesNotUnderstood, fmt.Sprintf("resolution %d states how it was voted, but its tally could not be read", h.seq), sp)
			}
		}
		c.Out.Resolutions = append(c.Out.Resolutions, r)
	}
	tallyForAll(c, lines[heads[0].line:end], c.Out.Resolutions)
	tallyBeforeAll(c, lines[:heads[0].line], c.Out.Resolutions)
}

// hasCandidates reports whether lines hold the votes of an election by
// cumulative voting.
func hasCandidates(lines []normalize.Line) bool {
	cs, _ := candidatesIn(lines)
	return len(cs) > 0
}

// voteStatement returns the first line of lines that reports a vote
// (表决结果, 表决情况), trimmed.
func voteStatement(lines []normalize.Line) (normalize.Span, bool) {
	for _, ln := range lines {
		if normalize.ContainsAny(ln.Text, voteReportWords) || countedVoteRe.MatchString(ln.Text) {
			_, sp := extract.TrimLine(ln)
			return sp, true
		}
	}
	return normalize.Span{}, false
}

// resolutionHeadings returns the headings of re that open a resolution: the
// title names a proposal (议案), or a tally follows before the next
// heading. Numbering must increase; a heading numbered lower than the one
// before belongs to the text of a resolution (the terms of a plan).
func resolutionHeadings(lines []normalize.Line, re *lazyre.Regexp, resolutionDoc bool) []heading {
	var cands []heading
	for i, ln := range lines {
		t, sp := extract.TrimLine(ln)
		m := re.FindStringSubmatchIndex(t)
		if m == nil {
			continue
		}
		n, ok := extract.SmallInt(t[m[2]:m[3]])
		if !ok || n == 0 {
			continue
		}
		cands = append(cands, heading{line: i, seq: n, title: t[m[4]:m[5]], span: normalize.Span{Start: sp.Start + m[4], End: sp.Start + m[5]}})
	}
	var out []heading
	for k, h := range cands {
		next := len(lines)
		if k+1 < len(cands) {
			next = cands[k+1].line
		}
		if isSectionTitle(h.title) {
			continue
		}
		if _, _, ok := readTitle(h.title, h.span); !ok {
			continue // a sentence, not a proposal's title
		}
		if !resolutionDoc && !normalize.ContainsAny(h.title, proposalMarks) {
			// Outside a resolution announcement a numbered heading is a
			// part of the document ("(十二)、合同还对甲乙双方的权利和义务…
			// 进行了约定"), unless it names a proposal.
			continue
		}
		approved := approvedHeadingRe.MatchString(h.title)
		if !normalize.Contains(h.title, proposalWord) && !approved && !linesHaveTally(lines[h.line:next]) {
			continue
		}
		if len(out) > 0 && h.seq <= out[len(out)-1].seq {
			continue
		}
		out = append(out, h)
	}
	return out
}

func linesHaveTally(lines []normalize.Line) bool {
	for _, ln := range lines {
		if len(findTallies(ln.Text)) > 0 {
			return true
		}
	}
	if _, _, ok := tallyLines(lines); ok {
		return true
	}
	_, _, ok := tableTallyIn(lines)
	return ok
}

// specialResolution reports whether a shareholders' meeting passed a
// proposal as a special resolution, which needs two thirds of the voting
// shares present ("本议案为特别决议事项，已获…三分之二以上通过", "以特别决
// 议审议通过"), or says it is an ordinary one ("本议案为普通决议事项").
func specialResolution(body []normalize.Line) (bool, normalize.Span, bool) {
	for _, ln := range body {
		for _, w := range []struct {
			word    string
			special bool
		}{{specialResolutionWord, true}, {ordinaryResolutionWord, false}} {
			if i := normalize.Index(ln.Text, w.word); i >= 0 {
				return w.special, normalize.Span{Start: ln.Span.Start + i, End: ln.Span.Start + i + len(w.word)}, true
			}
		}
	}
	return false, normalize.Span{}, false
}

// isSectionTitle reports whether a numbered heading titles a part of the
// announcement rather than a proposal: the parts of a shareholders'
// meeting's announcement, "一、会议召开和出席情况", "二、议案审议情况",
// "三、律师见证情况", whose proposals are numbered 1、2、… below them. A
// proposal's title names it (《…》, 关于…).
func isSectionTitle(t string) bool {
	t = strings.TrimRight(t, " :")
	if normalize.Contains(t, "《") || normalize.Contains(t, aboutWord) {
		return false
	}
	for _, part := range sectionTitleEnds {
		if strings.HasSuffix(t, part) {
			return true
		}
	}
	return false
}

// sectionTitleEnds end the titles of the parts of a shareholders' meeting's
// announcement: 会议召开和出席情况, 议案审议情况, 提案审议情况, 律师见证情况.
var sectionTitleEnds = []string{"出席情况", "召开情况", "审议情况", "表决情况", "见证情况"}

// buildResolution reads the resolution that opens at h and runs to line
// last: its tally, recusals, items and submission to the shareholders.
func buildResolution(c *extract.Context, lines []normalize.Line, h heading, last int) schema.Resolution {
	body := lines[h.line:last]
	for len(body) > 1 && strings.TrimSpace(body[len(body)-1].Text) == "" {
		body = body[:len(body)-1]
	}
	r := schema.Resolution{Seq: h.seq, Span: c.Span(normalize.Span{Start: body[0].Span.Start, End: body[len(body)-1].Span.End})}
	title, titleSpan, _ := readTitle(h.title, h.span)
	r.Title = title
	c.Evidence(&r.Evidence, "title", titleSpan)

	// Items voted one by one: an item heading with a tally of its own,
	// numbered (一), (1), or 1、 under a proposal numbered 一、.
	itemRes := []*lazyre.Regexp{extract.ItemHeadingRe, parenArabicItemRe}
	if t, _ := extract.TrimLine(body[0]); !extract.ArabicHeadingRe.MatchString(t) {
		itemRes = append(itemRes, extract.ArabicHeadingRe)
	}
	var kept []heading
	for _, re := range itemRes {
		var items []heading
		for i := 1; i < len(body); i++ {
			t, sp := extract.TrimLine(body[i])
			m := re.FindStringSubmatchIndex(t)
			if m == nil {
				continue
			}
			n, ok := extract.SmallInt(t[m[2]:m[3]])
			if !ok {
				continue
			}
			items = append(items, heading{line: i, seq: n, title: t[m[4]:m[5]], span: normalize.Span{Start: sp.Start + m[4], End: sp.Start + m[5]}})
		}
		for k, it := range items {
			next := len(body)
			if k+1 < len(items) {
				next = items[k+1].line
			}
			if linesHaveTally(body[it.line:next]) {
				kept = append(kept, it)
			}
		}
		if len(kept) > 0 {
			break
		}
	}
	own := body
	if len(kept) > 0 {
		own = body[:kept[0].line]
		lastEnd := lastItemEnd(body, kept)
		for k, it := range kept {
			next := lastEnd
			if k+1 < len(kept) {
				next = kept[k+1].line
			}
			sub := schema.Resolution{Seq: it.seq, Span: c.Span(normalize.Span{Start: body[it.line].Span.Start, End: body[next-1].Span.End})}
			var tsp normalize.Span
			sub.Title, tsp = cleanTitle(it.title, it.span)
			c.Evidence(&sub.Evidence, "title", tsp)
			fillVotes(c, &sub, body[it.line:next])
			r.Items = append(r.Items, sub)
		}
	}
	fillVotes(c, &r, own)
	if r.Votes != nil && r.Votes.Unit == normalize.UnitShares {
		if special, sp, ok := specialResolution(body); ok {
			r.Special = &special
			c.Evidence(&r.Evidence, "special", sp)
		}
	}
	if v, sp, ok := toShareholders(body[1:]); ok {
		r.ToShareholders = &v
		c.Evidence(&r.Evidence, "to_shareholders", sp)
	}
	return r
}

// lastItemEnd returns the line after the last item of a resolution voted
// item by item. Every item but the last ends at the next item's heading;
// the last one ends after its own tally and recusal lines when each item
// before it ends there too: the text after them is the closing of the
// resolution as a whole ("依据《公司法》…本公司已符合发行优先股的条件…",
// "该项议案需提交股东大会逐项审议批准", 002). Where the items have text
// after their tallies (the tally stated first, then the item's terms), the
// last item runs to the end of the resolution.
func lastItemEnd(body []normalize.Line, items []heading) int {
	// voteEnd is the line after the last tally or recusal line in
	// body[from:to], or -1 when there is none.
	voteEnd := func(from, to int) int {
		end := -1
		for i := from; i < to; i++ {
			if len(findTallies(body[i].Text)) > 0 || normalize.Contains(body[i].Text, recusalWord) {
				end = i + 1
			}
		}
		return end
	}
	if len(items) < 2 {
		return len(body)
	}
	for k := 0; k+1 < len(items); k++ {
		e := voteEnd(items[k].line, items[k+1].line)
		if e < 0 {
			return len(body)
		}
		for i := e; i < items[k+1].line; i++ {
			if strings.TrimSpace(body[i].Text) != "" {
				return len(body)
			}
		}
	}
	if e := voteEnd(items[len(items)-1].line, len(body)); e > 0 {
		return e
	}
	return len(body)
}

// fillVotes sets the first tally and the recusals found in lines.
func fillVotes(c *extract.Context, r *schema.Resolution, lines []normalize.Line) {
	minorityLabel := false // the line before labels the minority's votes
	for _, ln := range lines {
		var ts []tally
		all := findTallies(ln.Text)
		for _, t := range all {
			if !minorityLabel && !minorityTally(ln.Text, t) {
				ts = append(ts, t)
			}
		}
		if len(all) > 0 || strings.TrimSpace(ln.Text) != "" {
			// "中小投资者表决情况:" on a line of its own labels the tally
			// of the next line.
			minorityLabel = len(all) == 0 && normalize.ContainsAny(ln.Text, minorityWords)
		}
		if len(ts) > 0 {
			t := ts[0].shift(ln.Span.Start)
			if t.shares != nil {
				r.Votes = shareVotes(c, *t.shares, t.sharesAt)
				break
			}
			r.Votes = &schema.Votes{Valid: t.valid, Recusals: t.recusals, For: t.yes, Against: t.against, Abstain: t.abstain, Text: c.Doc.SourceText(t.span), Span: c.Span(t.span)}
			for _, k := range []string{"for", "against", "abstain", "valid"} {
				if fs, ok := t.figures[k]; ok {
					c.Evidence(&r.Votes.Evidence, k, fs)
				}
			}
			break
		}
		if m := boardUnanimous(ln.Text); m != nil && r.Unanimous == nil {
			yes := true
			r.Unanimous = &yes
			c.Evidence(&r.Evidence, "unanimous", normalize.Span{Start: ln.Span.Start + m[0], End: ln.Span.Start + m[1]})
		}
	}
	if r.Votes == nil && r.Unanimous == nil {
		r.Votes = tallyOverLines(c, lines)
	}
	if r.Votes == nil && r.Unanimous == nil {
		if st, i, ok := tableTallyIn(lines); ok {
			at := lines[i].Span.Start
			r.Votes = shareVotes(c, st, at)
		} else if cs, i := candidatesIn(lines); len(cs) > 0 {
			at := lines[i].Span.Start
			for _, cv := range cs {
				votes := cv.Votes
				votes.Span = votes.Span.Shift(at)
				r.Candidates = append(r.Candidates, schema.Candidate{
					Seq: cv.Seq, Name: cv.Name, Votes: int(votes.Value.IntPart()),
					Ratio: shiftedQuantity(c, cv.Ratio, at), Elected: cv.Elected, Span: c.Span(cv.Span.Shift(at)),
					Evidence: map[string]schema.Ref{"votes": c.Ref(votes.Span)},
				})
			}
		}
	}
	for _, ln := range lines {
		for _, name := range recusedNames(namerOf(c), ln.Text) {
			if !listHasName(r.Recused, name) {
				r.Recused = append(r.Recused, name)
			}
		}
	}
	if len(r.Recused) > 0 {
		if sp, ok := recusalSentence(lines, r.Recused[0]); ok {
			c.Evidence(&r.Evidence, "recused", sp)
		}
	}
}

// recusalSentence is the first sentence of lines (ending at 。 or ;, the
// mark kept) that names name and says they recused themselves (回避):
// "唐双宁董事长、赵欢执行董事在表决中回避。" (002).
func recusalSentence(lines []normalize.Line, name string) (normalize.Span, bool) {
	for _, ln := range lines {
		for start := 0; start < len(ln.Text); {
			end := len(ln.Text)
			for _, sep := range []string{"。", ";", "；"} {
				if i := strings.Index(ln.Text[start:], sep); i >= 0 && start+i+len(sep) < end {
					end = start + i + len(sep)
				}
			}
			if s := ln.Text[start:end]; normalize.Contains(s, recusalWord) && normalize.Contains(s, name) {
				return normalize.Span{Start: ln.Span.Start + start, End: ln.Span.Start + end}, true
			}
			start = end
		}
	}
	return normalize.Span{}, false
}

// shareVotes is the schema form of a tally in shares whose spans are
// relative to Doc.Text offset at.
func shareVotes(c *extract.Context, t ShareTally, at int) *schema.Votes {
	sp := t.Span.Shift(at)
	v := &schema.Votes{
		Unit: normalize.UnitShares,
		For:  int(t.Counts[0].Value.IntPart()), Against: int(t.Counts[1].Value.IntPart()), Abstain: int(t.Counts[2].Value.IntPart()),
		Text: c.Doc.SourceText(sp), Span: c.Span(sp),
	}
	v.ForRatio, v.AgainstRatio, v.AbstainRatio = shiftedQuantity(c, t.Ratios[0], at), shiftedQuantity(c, t.Ratios[1], at), shiftedQuantity(c, t.Ratios[2], at)
	for k, name := range []string{"for", "against", "abstain"} {
		c.Evidence(&v.Evidence, name, t.Counts[k].Span.Shift(at))
	}
	return v
}

// shiftedQuantity is the schema form of q, whose span is relative to
// Doc.Text offset at; nil for nil.
func shiftedQuantity(c *extract.Context, q *normalize.Quantity, at int) *schema.Quantity {
	if q == nil {
		return nil
	}
	moved := *q
	moved.Span = q.Span.Shift(at)
	return c.Quantity(moved)
}

// listHasName reports whether the list of names holds s.
func listHasName(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}

// cleanTitle strips the wrapping of a proposal's title: "审议通过了"
// before it, 《…》 around the whole, and whatever follows the proposal's
// name on the heading line (a tally, "全体董事一致同意", a full stop);
// inner <…> marks stand for book-title marks and are written 《…》.
func cleanTitle(t string, sp normalize.Span) (string, normalize.Span) {
	// Longest first: "逐项审议通过了《…》" (items voted one by one), "审议并批准".
	if strings.HasPrefix(t, "、") {
		// "(一)、审议通过了2008年年度报告及其摘要;" (2009).
		t = t[len("、"):]
		sp.Start += len("、")
	}
	for _, p := range approvalLeads {
		if strings.HasPrefix(t, p) {
			t = t[len(p):]
			sp.Start += len(p)
			break
		}
	}
	if strings.HasPrefix(t, "《") {
		if end := closingMark(t); end > 0 {
			t = t[len("《"):end]
			sp.Start += len("《")
			sp.End = sp.Start + len(t)
		}
	} else if i := strings.LastIndex(t, proposalWord); i >= 0 {
		t = t[:i+len(proposalWord)]
		sp.End = sp.Start + len(t)
	}
	for strings.HasSuffix(t, "。") || strings.HasSuffix(t, ",") || strings.HasSuffix(t, ";") {
		_, n := utf8.DecodeLastRuneInString(t)
		t = t[:len(t)-n]
		sp.End -= n
	}
	t = angleToTitleMarks.Replace(t)
	return t, sp
}

// readTitle returns the title of a proposal from its heading: the heading
// itself when it reads as a title (cleanTitle), else the name in 《…》 or
// the 关于…的议案 it approves: "2017年10月24日,公司第五届董事会第三十九次
// 会议以6票赞成、0票反对、0票弃权审议通过了《关于公司关联方…的议案》".
// ok is false when the heading is a sentence naming no proposal ("合同生
// 效条件:经双方代表签字、盖章后,本合同已经生效").
func readTitle(t string, sp normalize.Span) (string, normalize.Span, bool) {
	ct, csp := cleanTitle(t, sp)
	if ct != "" && !strings.ContainsAny(ct, ",;。:") && utf8.RuneCountInString(ct) <= maxTitleRunes {
		return ct, csp, true
	}
	if m := approvedTitleRe.FindStringIndex(t); m != nil {
		open := m[1] - len("《")
		if end := closingMark(t[open:]); end > 0 {
			name := t[open+len("《") : open+end]
			if name != "" && utf8.RuneCountInString(name) <= maxTitleRunes {
				start := sp.Start + open + len("《")
				return angleToTitleMarks.Replace(name), normalize.Span{Start: start, End: start + len(name)}, true
			}
		}
	}
	if m := approvedAboutRe.FindStringSubmatchIndex(t); m != nil {
		return t[m[2]:m[3]], normalize.Span{Start: sp.Start + m[2], End: sp.Start + m[3]}, true
	}
	return "", normalize.Span{}, false
}

// maxTitleRunes bounds a proposal's title; longer text is a sentence.
const maxTitleRunes = 100

var (
	// The proposal a sentence says was approved: "审议通过了《…》",
	// "审议并通过《…》", "审议《…》".
	approvedTitleRe = lazyre.New(`(?:审议|通过|批准)(?:了)?\s*《`)
	// "审议通过了关于…的议案".
	approvedAboutRe = lazyre.New(`审议(?:并)?通过(?:了)?(关于[^,;。:《》]{2,90}?(?:议案|报告|预案|方案))`)
)

// angleToTitleMarks writes a title quoted in angle brackets (<…>, or ＜…＞
// once folded) with title marks 《…》.
var angleToTitleMarks = strings.NewReplacer("<", "《", ">", "》")

// closingMark returns the offset of the 》 that closes the 《 at the start
// of t, or -1 when it is not closed.
func closingMark(t string) int {
	depth := 0
	for i, r := range t {
		switch r {
		case '《':
			depth++
		case '》':
			depth--
			if depth == 0 {
				return i
			}
		}
	}
	return -1
}

// Recusal wording: "唐双宁董事长、赵欢执行董事在表决中回避", "关联董事唐双宁、
// 赵欢回避表决", "董事X对本议案回避表决"; the ending that follows the names.
var recusalEnds = []string{"在表决中回避", "回避了表决", "回避表决", "对本项议案回避", "对本议案回避", "对该项议案回避", "对该议案回避", "回避"}

// recusalListRe names the recused directors in brackets after 回避:
// "5票回避表决(关联董事陆耀华、王章全…)" (2014).
var recusalListRe = lazyre.New(`回避(?:表决)?\s*\((?:关联董事|关联方董事)?\s*:?\s*([^()]{2,80})\)`)

// relatedDirectorsRe is a clause saying the ones named before it are
// related directors: ",为关联董事,", ",均系关联董事,".
var relatedDirectorsRe = lazyre.New(`^[,\s]*(?:均|皆)?(?:为|系|作为|属于)关联董事[,\s]*$`)

// recusedNames returns the directors a sentence says recused themselves.
// A recusal without names ("关联董事已回避表决") or of shareholders
// (关联股东) yields nothing.
func recusedNames(nm namer, s string) []string {
	var out []string
	sps := extract.SplitKeep(s, "。;,")
	for k, sp := range sps {
		clause := s[sp.Start:sp.End]
		if !normalize.Contains(clause, recusalWord) || normalize.Contains(clause, shareholdersWord) {
			continue
		}
		if k >= 2 && relatedDirectorsRe.MatchString(s[sps[k-1].Start:sps[k-1].End]) && !normalize.Contains(s[sps[k-2].Start:sps[k-2].End], recusalWord) {
			// "公司董事施永雷先生、郁瑞芬女士、徐赛花女士,为关联董事,已回避
			// 表决本议案": the names two clauses before.
			subj := s[sps[k-2].Start:sps[k-2].End]
			if i := strings.LastIndex(subj, directorWord); i >= 0 {
				subj = subj[i+len(directorWord):]
			}
			var names []string
			for _, part := range strings.Split(subj, "、") {
				if n := nm.personName(part); n != "" {
					names = append(names, n)
				} else {
					names = nil
					break
				}
			}
			if len(names) > 0 {
				out = append(out, names...)
				continue
			}
		}
		if m := recusalListRe.FindStringSubmatchIndex(clause); m != nil {
			// "5票回避表决(关联董事陆耀华、王章全、严东明、朱德宇、赵维茂)".
			if names := namesIn(nm, clause[m[2]:m[3]]); len(names) > 0 {
				out = append(out, names...)
				continue
			}
		}
		subj := clause
		for _, e := range recusalEnds {
			if i := normalize.Index(subj, e); i >= 0 {
				subj = subj[:i]
				break
			}
		}
		if i := normalize.Index(subj, relatedDirectorWord); i >= 0 {
			subj = subj[i+len(relatedDirectorWord):]
		}
		for _, suf := range recusedSubjectEnds {
			subj = strings.TrimSuffix(subj, suf)
		}
		for _, part := range strings.FieldsFunc(subj, func(r rune) bool { return r == '、' || r == '和' || r == '及' || r == '与' }) {
			if n := nm.personName(part); n != "" {
				out = append(out, n)
			}
		}
	}
	return out
}

// toShareholders reports whether the lines say the proposal goes to the
// shareholders' meeting (true) or need not (false); ok is false when they
// say neither. "提请股东大会授权董事会" asks for an authority and does not
// count.
func toShareholders(lines []normalize.Line) (bool, normalize.Span, bool) {
	for _, ln := range lines {
		if !normalize.Contains(ln.Text, shareholdersWord) { // every match holds it
			continue
		}
		for _, m := range toShareholdersRe.FindAllStringSubmatchIndex(ln.Text, -1) {
			if strings.HasPrefix(ln.Text[m[1]:], authorityWord) {
				continue
			}
			return m[2] < 0, normalize.Span{Start: ln.Span.Start + m[0], End: ln.Span.Start + m[1]}, true
		}
	}
	return false, normalize.Span{}, false
}

// passingApprovals reads the board approvals an announcement of another
// kind reports in passing, one resolution per sentence that names the
// board (or supervisory board), states a tally and names the proposal in
// 《…》 or as 关于…的议案: "公司于2014年9月15日召开的第五届董事会第五次(临时)
// 会议以4票同意、0票反对、0票弃权、5票回避表决(关联董事陆耀华、王章全、严
// 东明、朱德宇、赵维茂)审议通过了《关于子公司…的议案》". A sentence that
// approves "本次关联交易" names no proposal and gives none. They are
// numbered in the order stated.
func passingApprovals(c *extract.Context, lines []normalize.Line, resolutionDoc bool) []schema.Resolution {
	var out []schema.Resolution
	for li, ln := range lines {
		if !normalize.Contains(ln.Text, deliberateWord) {
			continue
		}
		sents := extract.SplitKeep(ln.Text, "。")
		for si, sent := range sents {
			t := ln.Text[sent.Start:sent.End]
			if !resolutionDoc && !normalize.ContainsAny(t, boardWords) || !normalize.Contains(t, deliberateWord) {
				continue
			}
			at := ln.Span.Start + sent.Start
			ts := findTallies(t)
			if len(ts) == 0 {
				if tl, end, ok := laterTally(lines, li, sents, si); ok && !resolutionDoc {
					// "…召开的第三届董事会第十六次会议审议通过了《…的议案》。
					// 公司董事施永雷先生…为关联董事,已回避表决本议案…。表决
					// 结果为:同意票8票,反对票0票,弃权票0票。"
					if title, tsp, ok := approvedTitle(t, 0); ok {
						r := schema.Resolution{Seq: len(out) + 1, Title: title, Span: c.Span(normalize.Span{Start: at, End: end})}
						c.Evidence(&r.Evidence, "title", tsp.Shift(at))
						r.Votes = passingVotes(c, tl)
						r.Recused = recusedNames(namerOf(c), c.Doc.Text[at:tl.span.Start])
						out = append(out, r)
					}
					continue
				}
			}
			if len(ts) == 0 && resolutionDoc {
				// A resolution announcement's proposals unnumbered, the
				// tally on the next line: "会议审议通过了《关于…的议案》。\n
				// 表决结果:同意9票,反对0票,弃权0票。"
				if k := nextNonBlank(lines, li+1); k > 0 && !normalize.Contains(lines[k].Text, deliberateWord) {
					if nt := findTallies(lines[k].Text); len(nt) == 1 {
						title, tsp, ok := approvedTitle(t, 0)
						if !ok {
							continue
						}
						r := schema.Resolution{Seq: len(out) + 1, Title: title, Span: c.Span(normalize.Span{Start: at, End: lines[k].Span.End})}
						c.Evidence(&r.Evidence, "title", tsp.Shift(at))
						r.Votes = passingVotes(c, nt[0].shift(lines[k].Span.Start))
						r.Recused = recusedNames(namerOf(c), t)
						out = append(out, r)
					}
				}
				continue
			}
			if len(ts) != 1 || ts[0].shares != nil && !resolutionDoc {
				continue
			}
			title, tsp, ok := approvedTitle(t, ts[0].span.Start)
			if !ok {
				continue
			}
			tsp = tsp.Shift(at)
			r := schema.Resolution{Seq: len(out) + 1, Title: title, Span: c.Span(normalize.Span{Start: at, End: at + len(t)})}
			c.Evidence(&r.Evidence, "title", tsp)
			r.Votes = passingVotes(c, ts[0].shift(at))
			r.Recused = recusedNames(namerOf(c), t)
			out = append(out, r)
		}
	}
	return out
}

// laterTally returns the tally (its spans in Doc.Text) of an approval
// stated in sentence si of line li without one, when one of the next
// laterSentences sentences (on that line or the next) states it alone and
// none approves another proposal, with the end of its sentence.
func laterTally(lines []normalize.Line, li int, sents []normalize.Span, si int) (tally, int, bool) {
	var next []normalize.Span // sentences after si, in Doc.Text
	for _, sp := range sents[si+1:] {
		next = append(next, sp.Shift(lines[li].Span.Start))
	}
	if k := nextNonBlank(lines, li+1); k > 0 && len(next) < laterSentences {
		for _, sp := range extract.SplitKeep(lines[k].Text, "。") {
			next = append(next, sp.Shift(lines[k].Span.Start))
		}
	}
	text := func(sp normalize.Span) string {
		for _, ln := range lines[li:] {
			if sp.Start >= ln.Span.Start && sp.End <= ln.Span.End {
				return ln.Text[sp.Start-ln.Span.Start : sp.End-ln.Span.Start]
			}
		}
		return ""
	}
	for k, sp := range next {
		if k >= laterSentences {
			break
		}
		t := text(sp)
		if normalize.Contains(t, deliberateWord) {
			break
		}
		ts := findTallies(t)
		if len(ts) == 0 {
			continue
		}
		if len(ts) > 1 || ts[0].shares != nil {
			break
		}
		return ts[0].shift(sp.Start), sp.End, true
	}
	return tally{}, 0, false
}

// laterSentences is how far after an approval its tally may be stated:
// the sentence after it, or the one after a sentence naming the recused.
const laterSentences = 2

// passingVotes is the schema form of a tally whose spans are relative to
// Doc.Text.
func passingVotes(c *extract.Context, tl tally) *schema.Votes {
	if tl.shares != nil {
		return shareVotes(c, *tl.shares, tl.sharesAt)
	}
	v := &schema.Votes{Valid: tl.valid, Recusals: tl.recusals, For: tl.yes, Against: tl.against, Abstain: tl.abstain, Text: c.Doc.SourceText(tl.span), Span: c.Span(tl.span)}
	for _, k := range []string{"for", "against", "abstain", "valid"} {
		if fs, ok := tl.figures[k]; ok {
			c.Evidence(&v.Evidence, k, fs)
		}
	}
	return v
}

// approvedTitle returns the proposal a sentence approves, named after the
// tally when it states one there ("…以6票赞成…审议通过了《…》"), or anywhere
// in the sentence.
func approvedTitle(t string, from int) (string, normalize.Span, bool) {
	for _, start := range []int{from, 0} {
		if m := approvedTitleRe.FindStringIndex(t[start:]); m != nil {
			open := start + m[1] - len("《")
			if end := closingMark(t[open:]); end > 0 {
				name := t[open+len("《") : open+end]
				if name != "" && utf8.RuneCountInString(name) <= maxTitleRunes {
					sp := normalize.Span{Start: open + len("《"), End: open + end}
					return angleToTitleMarks.Replace(name), sp, true
				}
			}
		}
		if m := approvedAboutRe.FindStringSubmatchIndex(t[start:]); m != nil {
			return t[start+m[2] : start+m[3]], normalize.Span{Start: start + m[2], End: start + m[3]}, true
		}
	}
	return "", normalize.Span{}, false
}

// isResolutionDoc reports whether the document is a meeting's resolution
// announcement: its title is a 决议公告 (or, without a title, its kind says
// so), or it opens with the meeting's attendance or chair.
func isResolutionDoc(c *extract.Context) bool {
	if a := c.Out.Announcement; a != nil {
		if a.Title != "" {
			// The title decides where there is one: "福建三木集团股份有
			// 限公司重大合同公告" reports a board approval, it is not
			// the board's resolution.
			if normalize.Contains(a.Title, resolutionTitleWord) {
				return true
			}
		} else {
			switch a.Kind {
			case schema.KindBoardResolution, schema.KindSupervisoryResolution, schema.KindShareholdersResolution:
				return true
			}
		}
	}
	m := c.Out.Meeting
	return m != nil && (m.DirectorsExpected != nil || m.DirectorsPresent != nil || m.Chair != "" || m.SharesRepresented != nil || m.ShareholdersPresent != nil)
}

// ResolutionHeadings returns the headings that open the resolutions of a
// board resolution's lines (those before extract.ResolutionsEnd):
// "一、…议案" headings, or "1、…" ones when there are none of those.
func ResolutionHeadings(lines []normalize.Line) []extract.Heading {
	heads := resolutionHeadings(lines, extract.CNHeadingRe, true)
	if len(heads) == 0 {
		heads = resolutionHeadings(lines, extract.ArabicHeadingRe, true)
	}
	out := make([]extract.Heading, len(heads))
	for i, h := range heads {
		out[i] = extract.Heading{Line: h.line, Title: h.title}
	}
	return out
}

// minorityTally reports whether tally t of line s is the votes of the
// small and medium investors, stated apart from the meeting's ("其中,中小
// 投资者表决情况:同意…股"): the clause before it names them.
func minorityTally(s string, t tally) bool {
	start := t.span.Start
	if t.shares != nil {
		start = t.sharesAt + t.shares.Span.Start
	}
	before := s[:start]
	if k := strings.LastIndexAny(before, "。;"); k >= 0 {
		before = before[k:]
	}
	return normalize.ContainsAny(before, minorityWords)
}

// minorityWords name the small and medium investors, whose votes a
// shareholders' meeting states apart.
var minorityWords = []string{"中小投资者", "中小股东"}

// proposalHeadingRe opens a proposal numbered after the word: "议案一:
// 《2018年度董事会工作报告》", "提案2、关于…的议案".
var proposalHeadingRe = lazyre.New(`^(?:议案|提案)([一二三四五六七八九十]+|\d{1,2})\s*[:、.]?\s*(.+)$`)

// parenArabicItemRe opens an item numbered in brackets: "(1)发行方式".
var parenArabicItemRe = lazyre.New(`^\((\d{1,2})\)\s*(.+)$`)

// approvedHeadingRe opens a heading that says its proposal was approved:
// "(一)、审议通过了2008年年度报告及其摘要;" (2009).
var approvedHeadingRe = lazyre.New(`^、?\s*(?:逐项)?审议(?:并)?通过`)

// countedVoteRe is a count of votes for a proposal, however the rest of
// the tally is worded: "同意票137,946,277股", "赞成 9 票".
var countedVoteRe = lazyre.New(`(?:同意|赞成)(?:票|股数|票数)?\s*:?\s*\d[\d,]*\s*(?:票|股)`)

// allItemsRe opens a tally stated once for every proposal: "以上议案均以9
// 票同意、0票反对、0票弃权审议通过", "上述议案表决结果均为:同意…", "以上各
// 项议案全体董事一致同意".
var allItemsRe = lazyre.New(`^(?:以上|上述)(?:各项|所有|全部)?(?:议案|事项)`)

// tallyForAll gives the tally stated once for every proposal to the
// resolutions that state none of their own.
func tallyForAll(c *extract.Context, lines []normalize.Line, rs []schema.Resolution) {
	for _, ln := range lines {
		t, _ := extract.TrimLine(ln)
		if !allItemsRe.MatchString(t) {
			continue
		}
		var probe schema.Resolution
		fillVotes(c, &probe, []normalize.Line{ln})
		if probe.Votes == nil && probe.Unanimous == nil {
			continue
		}
		for i := range rs {
			r := &rs[i]
			if r.Votes != nil || r.Unanimous != nil || len(r.Items) > 0 || len(r.Candidates) > 0 {
				continue
			}
			if probe.Votes != nil {
				v := *probe.Votes
				r.Votes = &v
			} else {
				u := *probe.Unanimous
				r.Unanimous = &u
				extract.SetEvidence(&r.Evidence, "unanimous", probe.Evidence["unanimous"])
			}
		}
		return
	}
}

// tallyBeforeAll gives the tally stated once before the proposals, for
// all of them, to the resolutions that state none of their own: "会议以记
// 名投票方式,以9票同意、0票反对、0票弃权审议通过了如下议案:" (the last
// line before the first proposal that states a tally and announces the
// list).
func tallyBeforeAll(c *extract.Context, lines []normalize.Line, rs []schema.Resolution) {
	k := len(lines) - 1
	for k >= 0 && strings.TrimSpace(lines[k].Text) == "" {
		k--
	}
	if k < 0 || !listIntroRe.MatchString(lines[k].Text) {
		return
	}
	var probe schema.Resolution
	fillVotes(c, &probe, lines[k:k+1])
	if probe.Votes == nil || probe.Votes.Unit == normalize.UnitShares {
		return
	}
	for i := range rs {
		r := &rs[i]
		if r.Votes != nil || r.Unanimous != nil || len(r.Items) > 0 || len(r.Candidates) > 0 {
			continue
		}
		v := *probe.Votes
		r.Votes = &v
	}
}

// listIntroRe ends a sentence that announces the list of proposals:
// "审议通过了如下议案:", "形成以下决议:".
var listIntroRe = lazyre.New(`(?:如下|以下|下列)(?:各项)?(?:议案|决议|事项)\s*:?\s*$`)

// voteLineRe opens a line that states one way of voting, as tallies set out
// one count a line have it:
//
//	同意票137,739,477股,占出席会议有表决权股份总数的99.71%;
//	反对票206,800股,占出席会议有表决权股份总数的0.15%;
//	弃权票194,700股,占出席会议有表决权股份总数的0.14%。
var voteLineRe = lazyre.New(`^(?:同意|赞成|反对|弃权)`)

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

// linesUnanimous reports whether a line of lines states a unanimous vote
// for every proposal ("以上各项议案全体监事一致同意").
func linesUnanimous(lines []normalize.Line) bool {
	for _, ln := range lines {
		t, _ := extract.TrimLine(ln)
		if allItemsRe.MatchString(t) && boardUnanimous(t) != nil {
			return true
		}
	}
	return false
}

// The wording of a proposal's heading and type, with the filings it came
// from.
var (
	// approvalLeads open a proposal's heading before its title, longest
	// first: "逐项审议通过了《…》" (items voted one by one), "审议并批准",
	// "审议通过了2008年年度报告及其摘要" (2009), "议案名称:" (the exchanges'
	// template of a shareholders' meeting).
	approvalLeads = []string{"逐项审议并通过了", "逐项审议并通过", "逐项审议通过了", "逐项审议通过",
		"审议并通过了", "审议并通过", "审议通过了", "审议通过", "审议并批准了", "审议并批准", "审议批准了", "审议批准", "通过了",
		"议案名称:", "议案名称"}
	// proposalWord ends a proposal's title written without book-title
	// marks (关于…的议案).
	proposalWord = "议案"
	// aboutWord opens a proposal's title: "关于…" — a section title
	// ("二、议案审议情况") has none.
	aboutWord = "关于"
	// A special resolution ("本议案为特别决议事项") or an ordinary one ("本议案
	// 为普通决议事项").
	specialResolutionWord, ordinaryResolutionWord = "特别决议", "普通决议"
)
