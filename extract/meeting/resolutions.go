package meeting

import (
	"fmt"
	"strings"

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

// The wording around a resolution: who deliberated, where it goes, with
// the filings it came from (extract/meeting/testdata/real).
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
	// authorityWord after a submission to the shareholders asks for an
	// authority, not a vote on the proposal: "董事会提请股东大会授权公司经营层签
	// 署《共建合同》" (FDDC 1841381).
	authorityWord = "授权"

	// Submission to the shareholders: "本项议案将提交本行股东大会审议",
	// "该项议案需提交股东大会审议批准", "本议案尚需提交本行股东大会审议通过",
	// "同意提交股东大会审批"; "无需提交股东大会审议" says the opposite.
	toShareholdersRe = lazyre.New(`(无需|无须|不需|不须|不必)?(?:提交|提请|报请|尚需|尚须|需经|须经)[^。]{0,20}?股东(?:大会|年会)`)
)

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
	if a := c.Out.Announcement; (a == nil || a.Kind != schema.KindBoardResolution) && !linesHaveTally(lines[:end]) && !hasCandidates(lines[:end]) && !linesUnanimous(lines[:end]) && !(a != nil && a.Kind == schema.KindSupervisoryResolution && anyUnanimous(lines[:end])) {
		// Proposals listed without a vote (a meeting notice) were not
		// resolved; a resolution's announcement whose tallies could not
		// be read says so.
		if a != nil && a.Kind == schema.KindShareholdersResolution {
			if sp, ok := voteStatement(lines[:end]); ok {
				c.Warn(schema.WarnVotesNotUnderstood, "the announcement states how proposals were voted, but no tally could be read", sp)
			}
		} else if !isResolutionDoc(c) {
			// A board approval another announcement reports without its
			// tally (untalliedApproval).
			c.Out.Resolutions = append(c.Out.Resolutions, passingApprovals(c, lines[:end], false)...)
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
		if r.Votes == nil && r.Unanimous == nil && len(r.Items) == 0 && len(r.Candidates) == 0 && len(r.ClassVotes) == 0 {
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
		if !normalize.Contains(h.title, proposalWord) && !approved && !linesHaveTally(withoutTallyForAll(lines[h.line:next])) && !(resolutionDoc && listedForAll(lines, cands, k)) {
			// The tally for all after the last of the list is not this
			// heading's own: "二、会议听取了总经理的汇报\n总经理就…作了汇报。\n
			// 以上议案均以9票同意…" names no proposal.
			continue
		}
		if len(out) > 0 && h.seq <= out[len(out)-1].seq {
			continue
		}
		out = append(out, h)
	}
	return out
}

// listedForAll reports whether heading k of cands is one of a list of
// proposals, each a heading alone, that one tally for all of them closes:
// "一、2017年度董事会工作报告;\n二、2017年度总经理工作报告;\n…\n以上议案表决结
// 果均为:9票同意,0票反对,0票弃权", "以上议案均以9票同意…审议通过"
// (tallyForAll). The lines after it, up to that tally, are the other
// headings of the list and blank lines only.
func listedForAll(lines []normalize.Line, cands []heading, k int) bool {
	isHead := map[int]bool{}
	for _, h := range cands[k:] {
		isHead[h.line] = true
	}
	for i := cands[k].line + 1; i < len(lines); i++ {
		t, _ := extract.TrimLine(lines[i])
		if t == "" || isHead[i] {
			continue
		}
		return allItemsRe.MatchString(t) && (len(findTallies(t)) == 1 || boardUnanimous(t) != nil)
	}
	return false
}

// withoutTallyForAll returns lines up to the first that states one tally
// for every proposal (allItemsRe).
func withoutTallyForAll(lines []normalize.Line) []normalize.Line {
	for i, ln := range lines {
		if t, _ := extract.TrimLine(ln); i > 0 && allItemsRe.MatchString(t) {
			return lines[:i]
		}
	}
	return lines
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
	if _, _, ok := tableTallyIn(lines); ok {
		return true
	}
	cts, _ := classTalliesIn(lines)
	return len(cts) > 0
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
	itemRes := []*lazyre.Regexp{extract.ItemHeadingRe, parenArabicItemRe, dottedItemRe}
	if t, _ := extract.TrimLine(body[0]); !extract.ArabicHeadingRe.MatchString(t) {
		itemRes = append(itemRes, extract.ArabicHeadingRe)
	}
	body = append(body[:1:1], splitRunItems(body[1:], itemRes)...)
	var kept []heading
	for _, re := range itemRes {
		var items []heading
		for i := 1; i < len(body); i++ {
			t, sp := extract.TrimLine(body[i])
			m := re.FindStringSubmatchIndex(t)
			if m == nil {
				continue
			}
			if re == dottedItemRe {
				// Under its own proposal only: "2.01" under proposal 2.
				if p, ok := extract.SmallInt(t[m[2]:m[3]]); !ok || p != h.seq {
					continue
				}
				m = append(m[:2:2], m[4:]...)
			}
			// Items are numbered from 1, as proposals are: a line opening
			// with 0 ("0.92元实现的可供股东分配利润", "(0)") is text.
			n, ok := extract.SmallInt(t[m[2]:m[3]])
			if !ok || n == 0 {
				continue
			}
			title, tsp := t[m[4]:m[5]], normalize.Span{Start: sp.Start + m[4], End: sp.Start + m[5]}
			if k := tallyInTitle(title); k > 0 {
				// "1、发行股票的种类和面值表决结果:同意9票,…": the title ends
				// where its tally begins.
				title = strings.TrimRight(title[:k], " :")
				tsp.End = tsp.Start + len(title)
			}
			items = append(items, heading{line: i, seq: n, title: title, span: tsp})
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

// splitRunItems splits the lines of a proposal on which items voted one
// by one run together, each ended by its tally: "1、发行股票的种类和面值表决
// 结果:同意9票,反对0票,弃权0票。2、发行方式表决结果:同意9票,…。3、…", "(一)
// 回购股份的方式 公司将通过…回购公司股份。 表决结果:9 票同意、0 票反对、0
// 票弃权 (二)回购股份的目的和用途…" (page 06 with its line breaks lost) are
// one line per item. A line is split only right after a tally (and its
// full stop), where the next item of the line's own numbering (one of res)
// follows, its number one more than the item before.
func splitRunItems(lines []normalize.Line, res []*lazyre.Regexp) []normalize.Line {
	var out []normalize.Line
	for _, ln := range lines {
		out = append(out, splitRunLine(ln, res)...)
	}
	return out
}

// splitRunLine splits one line for splitRunItems.
func splitRunLine(ln normalize.Line, res []*lazyre.Regexp) []normalize.Line {
	t, sp := extract.TrimLine(ln)
	ts := findTallies(t)
	if len(ts) < 2 {
		return []normalize.Line{ln}
	}
	for _, re := range res {
		if re == dottedItemRe {
			continue
		}
		m := re.FindStringSubmatchIndex(t)
		if m == nil {
			continue
		}
		n, ok := extract.SmallInt(t[m[2]:m[3]])
		if !ok {
			continue
		}
		var cuts []int // where each item after the first starts, in t
		for _, tl := range ts {
			next := tl.span.End
			if len(cuts) > 0 && next <= cuts[len(cuts)-1] {
				continue
			}
			next += len(t[next:]) - len(strings.TrimLeft(t[next:], runItemGap))
			if i := strings.Index(t[next:], sentenceEnd); i > 0 && normalize.Contains(t[next:next+i], recusalWord) && re.FindStringIndex(t[next:]) == nil {
				// The recused named after the tally: "…弃权0票。唐双宁董事
				// 长、赵欢执行董事在表决中回避。(二)发行数量及规模…".
				next += i + len(sentenceEnd)
				next += len(t[next:]) - len(strings.TrimLeft(t[next:], runItemGap))
			}
			nm := re.FindStringSubmatchIndex(t[next:])
			if nm == nil {
				continue
			}
			if k, ok := extract.SmallInt(t[next+nm[2] : next+nm[3]]); ok && k == n+len(cuts)+1 {
				cuts = append(cuts, next)
			}
		}
		if len(cuts) == 0 {
			continue
		}
		var out []normalize.Line
		prev := 0
		for _, k := range append(cuts, len(t)) {
			piece := strings.TrimRight(t[prev:k], " ")
			out = append(out, normalize.Line{Text: piece, Span: normalize.Span{Start: sp.Start + prev, End: sp.Start + prev + len(piece)}})
			prev = k
		}
		return out
	}
	return []normalize.Line{ln}
}

// runItemGap is what may stand between an item's tally and the next
// item's number: its full stop or semicolon and spaces.
const runItemGap = "。;； "

// tallyInTitle returns where a tally stated on an item's heading line
// begins in its title (at its report word, 表决结果/表决情况, or at the
// tally itself), or 0 when the title holds none.
func tallyInTitle(title string) int {
	ts := findTallies(title)
	if len(ts) == 0 {
		return 0
	}
	k := ts[0].span.Start
	for _, w := range voteReportWords {
		if i := strings.Index(title, w); i >= 0 && i < k {
			k = i
		}
	}
	return k
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
	minorityLabel := false         // the line before labels the minority's votes
	var miscounted *normalize.Span // a unanimity refused for its count
	body, members := meetingBody(c)
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
				r.ClassVotes = classVotes(c, t.shares.Classes, t.sharesAt)
				break
			}
			r.Votes = &schema.Votes{Valid: t.valid, Recusals: t.recusals, For: t.yes, Against: t.against, Abstain: t.abstain, Text: c.Doc.SourceText(t.span), Span: c.Span(t.span)}
			for _, k := range []string{"for", "against", "abstain", "valid", "recusals"} {
				if fs, ok := t.figures[k]; ok {
					c.Evidence(&r.Votes.Evidence, k, fs)
				}
			}
			if r.Unanimous != nil {
				// A unanimity stated before the counts ("经与会监事审议,一
				// 致通过“…”。…表决结果:同意3票;反对0票;弃权0票", page 26):
				// the counts are the tally.
				r.Unanimous = nil
				delete(r.Evidence, "unanimous")
			}
			break
		}
		if r.Unanimous != nil {
			continue
		}
		// The meeting's unanimity, not its other body's: "公司监事会全体监
		// 事一致同意本议案" under a board's proposal.
		if m, bad := unanimity(ln.Text, body, members...); m != nil {
			yes := true
			r.Unanimous = &yes
			c.Evidence(&r.Evidence, "unanimous", normalize.Span{Start: ln.Span.Start + m[0], End: ln.Span.Start + m[1]})
		} else if bad != nil && miscounted == nil {
			sp := normalize.Span{Start: ln.Span.Start + bad[0], End: ln.Span.Start + bad[1]}
			miscounted = &sp
		}
	}

	if r.Votes == nil && r.Unanimous == nil {
		r.Votes = tallyOverLines(c, lines)
	}
	if r.Votes == nil && r.Unanimous == nil {
		if st, i, ok := tableTallyIn(lines); ok {
			at := lines[i].Span.Start
			r.Votes = shareVotes(c, st, at)
			r.ClassVotes = classVotes(c, st.Classes, at)
		} else if cts, at := classTalliesIn(lines); len(cts) > 0 {
			// Classes of shares without a total: their tallies, and no
			// votes of the proposal.
			r.ClassVotes = classVotes(c, cts, at)
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
	if miscounted != nil && r.Votes == nil && r.Unanimous == nil && len(r.ClassVotes) == 0 && len(r.Candidates) == 0 {
		warnMiscounted(c, *miscounted)
	}
	r.MinorityVotes = minorityVotes(c, lines)
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
	} else if r.Votes != nil && r.Votes.Recusals == nil && body != "shareholders" {
		recusalsAfterTally(c, r, lines)
	}
}

// recusalsAfterTally sets the recusals of r's tally from the one sentence
// of lines after it that only counts them: "表决结果:同意6票,反对0票,弃权0
// 票。回避表决:3票。" (the wording issue 14 quotes). Two such sentences, or
// one that deliberates, names a tally or shareholders, give none.
func recusalsAfterTally(c *extract.Context, r *schema.Resolution, lines []normalize.Line) {
	end := r.Votes.Span[1]
	found := 0
	var n int
	var at normalize.Span
	for _, ln := range lines {
		for _, sent := range extract.SplitKeep(ln.Text, "。") {
			s := ln.Text[sent.Start:sent.End]
			if !normalize.Contains(s, recusalWord) {
				continue
			}
			k, sp, ok := recusalCount(s)
			if !ok {
				continue
			}
			found++
			if c.Span(sp.Shift(ln.Span.Start + sent.Start))[0] < end || !onlyRecusal(s) {
				found++ // not after the tally, or not a sentence of recusals alone
			}
			n, at = k, sp.Shift(ln.Span.Start+sent.Start)
		}
	}
	if found == 1 && n > 0 {
		r.Votes.Recusals = &n
		c.Evidence(&r.Votes.Evidence, "recusals", at)
	}
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

// classVotes is the schema form of the tallies by class of shares cts,
// whose spans are relative to Doc.Text offset at; nil for none.
func classVotes(c *extract.Context, cts []ClassTally, at int) []schema.ClassVotes {
	var out []schema.ClassVotes
	for _, ct := range cts {
		v := shareVotes(c, ct.ShareTally, at)
		out = append(out, schema.ClassVotes{Class: ct.Class, Label: ct.Label, Votes: *v})
	}
	return out
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

// isResolutionDoc reports whether the document is a meeting's resolution
// announcement: its title is a 决议公告 (or, without a title, its kind says
// so), or it opens with the meeting's attendance or chair.
func isResolutionDoc(c *extract.Context) bool {
	if a := c.Out.Announcement; a != nil {
		if a.Title != "" {
			// The title decides where there is one: "福建三木集团股份有
			// 限公司重大合同公告" reports a board approval, it is not
			// the board's resolution.
			if normalize.Contains(normalize.Simplified(a.Title), resolutionTitleWord) {
				return true
			}
			if a.Kind == schema.KindContract {
				// The attendance beside an approval in passing does not
				// make it a resolution: "…会议审议通过了公司关于新建六艘
				// 3.3万吨级散货船的议案,…。公司现有董事9名, 9名董事参加该次
				// 会议" (FDDC 391268).
				return false
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
// small and medium investors, stated apart from the meeting's: its label,
// the clause before it, names them ("其中,中小投资者表决情况:同意…股",
// "中小股东总表决情况:同意…"). A sentence that only mentions them before
// the tally's own clause ("本议案不存在损害中小股东利益的情形,表决结果:同
// 意…") labels no tally of theirs.
func minorityTally(s string, t tally) bool {
	start := t.span.Start
	if t.shares != nil {
		start = t.sharesAt + t.shares.Span.Start
	}
	lead := strings.TrimRight(s[:start], ": ") // the label's own colon
	if k := strings.LastIndexAny(lead, ",;。"); k >= 0 {
		lead = lead[k:]
	}
	return normalize.ContainsAny(lead, minorityWords)
}

// minorityVotes is the first tally in shares of the small and medium
// investors in lines: one labelled so in its own clause ("其中,中小投资者表
// 决情况:同意…", "中小股东总表决情况:同意…"), or under a line of its own
// that labels it ("中小投资者表决情况:"); nil when lines state none. A
// tally whose sentence only mentions them ("不存在损害中小股东利益的情形,表
// 决结果:同意…") is not theirs.
func minorityVotes(c *extract.Context, lines []normalize.Line) *schema.Votes {
	label := false
	for _, ln := range lines {
		all := findTallies(ln.Text)
		for _, t := range all {
			if t.shares == nil {
				continue
			}
			if label || minorityTally(ln.Text, t) {
				t = t.shift(ln.Span.Start)
				return shareVotes(c, *t.shares, t.sharesAt)
			}
		}
		if len(all) > 0 || strings.TrimSpace(ln.Text) != "" {
			label = len(all) == 0 && normalize.ContainsAny(ln.Text, minorityWords)
		}
	}
	return nil
}

// minorityWords name the small and medium investors, whose votes a
// shareholders' meeting states apart.
var minorityWords = []string{"中小投资者", "中小股东"}

// proposalHeadingRe opens a proposal numbered after the word: "议案一:
// 《2018年度董事会工作报告》", "提案2、关于…的议案".
var proposalHeadingRe = lazyre.New(`^(?:议案|提案)([一二三四五六七八九十]+|\d{1,2})\s*[:、.]?\s*(.+)$`)

// parenArabicItemRe opens an item numbered in brackets: "(1)发行方式".
var parenArabicItemRe = lazyre.New(`^\((\d{1,2})\)\s*(.+)$`)

// dottedItemRe opens an item numbered after its proposal, as the
// exchanges' templates number the items of a proposal voted item by item
// (逐项审议): "2.01 发行股票的种类和面值", "2.1、发行方式"; the proposal's
// number is the first group.
var dottedItemRe = lazyre.New(`^(\d{1,2})\.(\d{1,2})(?:\s+|、\s*|\s*)([^\d.%].*)$`)

// approvedHeadingRe opens a heading that says its proposal was approved:
// "(一)、审议通过了2008年年度报告及其摘要;" (2009).
var approvedHeadingRe = lazyre.New(`^、?\s*(?:逐项)?审议(?:并)?通过`)

// allItemsRe opens a tally stated once for every proposal: "以上议案均以9
// 票同意、0票反对、0票弃权审议通过", "上述议案表决结果均为:同意…", "以上各
// 项议案全体董事一致同意"; on the line of the last proposal's title, where
// a line wrapped short was run into it ("2、审议通过《…》上述议案的表决结果
// 均为:同意9票…").
var allItemsRe = lazyre.New(`(?:^|》)\s*(?:以上|上述)(?:各项|所有|全部)?(?:议案|事项)`)

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

// anyUnanimous reports whether a line of lines states a unanimous vote of
// the board or the supervisors: "本议案经全体监事一致通过", "经与会监事审
// 议,一致通过“…”" (page 26).
func anyUnanimous(lines []normalize.Line) bool {
	for _, ln := range lines {
		if boardUnanimous(ln.Text) != nil {
			return true
		}
	}
	return false
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
	// possessiveWord after 议案 makes it qualify a noun, as in a sentence:
	// "本次股东大会未出现否决议案的情形" (a Shenzhen shareholders'
	// announcement's 特别提示).
	possessiveWord = "的"
	// aboutWord opens a proposal's title: "关于…" — a section title
	// ("二、议案审议情况") has none.
	aboutWord = "关于"
	// A special resolution ("本议案为特别决议事项") or an ordinary one ("本议案
	// 为普通决议事项").
	specialResolutionWord, ordinaryResolutionWord = "特别决议", "普通决议"
)
