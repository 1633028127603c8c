package meeting

import (
	"strings"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// passingApprovals reads the board approvals an announcement of another
// kind reports in passing, one resolution per sentence that names the
// board (or supervisory board), states a tally and names the proposal in
// 《…》 or as 关于…的议案: "公司于2014年9月15日召开的第五届董事会第五次(临时)
// 会议以4票同意、0票反对、0票弃权、5票回避表决(关联董事陆耀华、王章全、严
// 东明、朱德宇、赵维茂)审议通过了《关于子公司…的议案》". A sentence that
// approves "本次关联交易" names no proposal and gives none. A proposal a
// session approved without a tally stated is a resolution with its title
// only (untalliedApproval), unless another sentence gives its tally. They
// are numbered in the order stated.
func passingApprovals(c *extract.Context, lines []normalize.Line, resolutionDoc bool) []schema.Resolution {
	var out, untallied []schema.Resolution
	var outAt, untalliedAt []int // where each stands in Doc.Text
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
						out, outAt = append(out, r), append(outAt, at)
					}
					continue
				}
			}
			if len(ts) == 0 && resolutionDoc {
				// A resolution announcement's proposals unnumbered, the
				// tally on the next line: "会议审议通过了《关于…的议案》。\n
				// 表决结果:同意9票,反对0票,弃权0票。"
				next := li
				if si == len(sents)-1 {
					next = sentenceEndLine(lines, li)
				}
				if k := nextNonBlank(lines, next+1); k > 0 && !normalize.Contains(lines[k].Text, deliberateWord) {
					if nt := findTallies(lines[k].Text); len(nt) == 1 {
						title, tsp, ok := approvedTitle(t, 0)
						if !ok {
							continue
						}
						r := schema.Resolution{Seq: len(out) + 1, Title: title, Span: c.Span(normalize.Span{Start: at, End: lines[k].Span.End})}
						c.Evidence(&r.Evidence, "title", tsp.Shift(at))
						r.Votes = passingVotes(c, nt[0].shift(lines[k].Span.Start))
						r.Recused = recusedNames(namerOf(c), t)
						out, outAt = append(out, r), append(outAt, at)
					}
				}
				continue
			}
			if len(ts) == 0 {
				if r, ok := untalliedApproval(c, t, at); ok {
					if r.Unanimous == nil {
						unanimousAfter(c, &r, sessionBody(t), ln, sents[si+1:])
					}
					untallied, untalliedAt = append(untallied, r), append(untalliedAt, at)
				}
				warnUnreadApproval(c, t, at)
				continue
			}
			if len(ts) != 1 || ts[0].shares != nil && !resolutionDoc {
				if len(ts) > 1 && !resolutionDoc {
					warnUnreadApproval(c, t, at)
				}
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
			if len(r.Recused) == 0 && r.Votes.Recusals == nil && si+1 < len(sents) {
				recusalAfter(c, &r, ln.Text[sents[si+1].Start:sents[si+1].End], ln.Span.Start+sents[si+1].Start)
			}
			out, outAt = append(out, r), append(outAt, at)
		}
	}
	if len(untallied) > 0 {
		// The approvals stated without a tally go in their place, those
		// whose title a tallied approval repeats aside.
		out = mergeApprovals(out, outAt, untallied, untalliedAt)
	}
	return out
}

// untalliedApproval reads sentence t (at its offset in Doc.Text) as a
// session's approval of a named proposal stated without a tally: the
// session, then in the same clause or the next the proposal it approved.
// "2015年4月14日,公司第八届董事会第六次会议审议通过了《关于公司签署宁波杭州湾
// 新区滨海六路智慧交通PPP建设合同的议案》" (FDDC 1585908); "公司于2016年11月
// 21日召开第八届董事会第四次会议,审议通过了《关于子公司十一科技签署合肥长鑫设计
// 与总承包项目重大合同的议案》" (FDDC 15500414); "审议通过了关于参加宣武区骡
// 马市大街南侧商业项目投标的议案" (FDDC 1296103). A session named as a
// document ("详见…《第二届董事会第八次会议决议公告》") approves nothing,
// nor one the proposal is still to go to ("尚需提交公司董事会审议").
func untalliedApproval(c *extract.Context, t string, at int) (schema.Resolution, bool) {
	loc := sessionRe.FindStringIndex(t)
	if loc == nil || bodyOf(t[loc[0]:loc[1]]) == "shareholders" || normalize.ContainsAny(t[:loc[0]], pendingWords) {
		return schema.Resolution{}, false
	}
	title, tsp, ok := approvedTitleAfter(t, loc[1])
	if !ok {
		return schema.Resolution{}, false
	}
	// Approved, not only put to the vote: a notice's "审议《…》" lists what
	// a meeting is to deliberate.
	between := strings.TrimSuffix(t[loc[1]:tsp.Start], "《")
	if !normalize.Contains(between, deliberateWord) || !normalize.ContainsAny(between, approvedWords) || strings.Count(between, ",") > 1 || strings.ContainsAny(between, ";《》") {
		return schema.Resolution{}, false
	}
	r := schema.Resolution{Title: title, Span: c.Span(normalize.Span{Start: at, End: at + len(t)})}
	c.Evidence(&r.Evidence, "title", tsp.Shift(at))
	r.Recused = recusedNames(namerOf(c), t)
	if u, bad := unanimity(t, bodyOf(t[loc[0]:loc[1]])); u != nil {
		// Its vote stated only as a unanimity: "…第五届董事会第三次会议,全
		// 体董事一致同意审议通过了《关于…的议案》".
		yes := true
		r.Unanimous = &yes
		c.Evidence(&r.Evidence, "unanimous", normalize.Span{Start: at + u[0], End: at + u[1]})
	} else if bad != nil {
		warnMiscounted(c, normalize.Span{Start: at + bad[0], End: at + bad[1]})
	}
	return r, true
}

// unanimousAfter marks r unanimous when one of the next laterSentences
// sentences of its line (next, spans in ln.Text) states the unanimity of
// its meeting's body (schema body) before any deliberation or tally, and
// warns when the first one stated is miscounted (unanimity): "…会议审议
// 通过了公司关于新建六艘3.3万吨级散货船的议案,…。公司现有董事9名, 9名董事
// 参加该次会议, 9名董事一致同意公司关于新建六艘3.3万吨级散货船的议案。"
// (FDDC 391268).
func unanimousAfter(c *extract.Context, r *schema.Resolution, body string, ln normalize.Line, next []normalize.Span) {
	for k, sp := range next {
		t := ln.Text[sp.Start:sp.End]
		if k >= laterSentences || normalize.Contains(t, deliberateWord) || len(findTallies(t)) > 0 {
			return
		}
		u, bad := unanimity(t, body)
		if u != nil {
			yes := true
			r.Unanimous = &yes
			c.Evidence(&r.Evidence, "unanimous", normalize.Span{Start: ln.Span.Start + sp.Start + u[0], End: ln.Span.Start + sp.Start + u[1]})
			return
		}
		if bad != nil {
			warnMiscounted(c, normalize.Span{Start: ln.Span.Start + sp.Start + bad[0], End: ln.Span.Start + sp.Start + bad[1]})
			return
		}
	}
}

// warnUnreadApproval warns that sentence t (at its offset in Doc.Text), a
// session's approval of a named proposal, states votes (a count for, in
// either order of word and number, before any sub-tally of the
// independent directors) that give no one tally of the board: a count
// alone, two tallies, or one not understood. Its resolution, if written,
// has no tally.
func warnUnreadApproval(c *extract.Context, t string, at int) {
	board := t
	if loc := subTallyRe.FindStringIndex(t); loc != nil {
		board = t[:loc[0]] // the independent directors' votes are not the board's
	}
	if !countedVoteRe.MatchString(board) && !tallyNumberFirstRe.MatchString(board) {
		return
	}
	if _, _, ok := approvedTitle(t, 0); !ok {
		return
	}
	c.Warn(schema.WarnVotesNotUnderstood, "a board approval states how it was voted, but no one tally of the board could be read", normalize.Span{Start: at, End: at + len(t)})
}

// sessionBody is the body of the first session sentence t names (schema
// body), or "" when it names none.
func sessionBody(t string) string {
	if loc := sessionRe.FindStringIndex(t); loc != nil {
		return bodyOf(t[loc[0]:loc[1]])
	}
	return ""
}

// pendingWords before a session say the proposal is still to go to it:
// "尚需提交公司董事会审议", "将提交…", "拟提交…".
var pendingWords = []string{"提交", "提请", "将于", "拟于"}

// approvedWords say a proposal was passed: "审议通过了《…》" (FDDC 1585908),
// "已经公司第三届董事会第三十次会议审议批准" (FDDC 15359238).
var approvedWords = []string{"通过", "批准"}

// mergeApprovals adds the approvals stated without a tally to those with
// one, in the order of the document (at: their offsets), leaving out those
// whose title a tallied one has, and numbers them from 1.
func mergeApprovals(out []schema.Resolution, outAt []int, untallied []schema.Resolution, untalliedAt []int) []schema.Resolution {
	merged := make([]schema.Resolution, 0, len(out)+len(untallied))
	i := 0
	for k, r := range untallied {
		for i < len(out) && outAt[i] <= untalliedAt[k] {
			merged = append(merged, out[i])
			i++
		}
		repeated := false
		for _, o := range out {
			if o.Title == r.Title {
				repeated = true
			}
		}
		for _, m := range merged {
			if m.Title == r.Title {
				repeated = true
			}
		}
		if !repeated {
			merged = append(merged, r)
		}
	}
	merged = append(merged, out[i:]...)
	for k := range merged {
		merged[k].Seq = k + 1
	}
	return merged
}

// sentenceEndLine returns the line on which the sentence that ends line
// li ends: li when it ends with a full stop, else the line after it (at
// most runOnLines of them) that does, none holding a tally or a
// deliberation of its own. A page wrapped at its width and broken again
// keeps the first wrap's breaks: "会议审议批准了《关于由董事长任德奇先生代为
// 履行行长职责的议案》,同\n意刘珺先生辞任后,…核准\n之日前,由任德奇董事长代为
// 履行行长职责。\n表决情况:同意 16 票,…" (page 16 broken at 31 columns).
func sentenceEndLine(lines []normalize.Line, li int) int {
	end := li
	for n := 0; n < runOnLines; n++ {
		if t := strings.TrimRight(lines[end].Text, " \t"); strings.HasSuffix(t, "。") || t == "" {
			return end
		}
		k := nextNonBlank(lines, end+1)
		if k < 0 || k > end+1 || normalize.Contains(lines[k].Text, deliberateWord) || len(findTallies(lines[k].Text)) > 0 || lineHeadingRe.MatchString(strings.TrimLeft(lines[k].Text, " ")) {
			return li
		}
		end = k
	}
	if t := strings.TrimRight(lines[end].Text, " \t"); strings.HasSuffix(t, "。") {
		return end
	}
	return li
}

// runOnLines is how many lines an approval's sentence may run on over.
const runOnLines = 3

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
	for _, k := range []string{"for", "against", "abstain", "valid", "recusals"} {
		if fs, ok := tl.figures[k]; ok {
			c.Evidence(&v.Evidence, k, fs)
		}
	}
	return v
}

// recusedStatedRe is a sentence of its own counting the recusals after a
// tally's counts: "…0票弃权。回避表决:3票。", "回避3票。", "关联董事回避表决
// 3票。".
var recusedStatedRe = lazyre.New(`^\s*(?:关联董事)?回避(?:表决)?(?:票数|票)?\s*:?\s*(?:为)?\s*(\d{1,2}|[一二两三四五六七八九十]{1,2})\s*(票|名|人|位)\s*[。;]?\s*$`)

// recusalAfter reads sentence s (at its offset in Doc.Text), the one after
// an approval tallied in passing, as the approval's recusals when it says
// only who recused themselves or how many: "…以6票同意、0票反对、0票弃权审议
// 通过了《关于…的议案》。回避表决:3票。", "…。关联董事张三、李四回避表决。".
// A sentence that deliberates, names a proposal or a tally, or speaks of
// shareholders says something else, and gives nothing.
func recusalAfter(c *extract.Context, r *schema.Resolution, s string, at int) {
	if !onlyRecusal(s) {
		return
	}
	if n, sp, ok := recusalCount(s); ok {
		if n > 0 {
			r.Votes.Recusals = &n
			c.Evidence(&r.Votes.Evidence, "recusals", sp.Shift(at))
		}
		return
	}
	if names := recusedNames(namerOf(c), s); len(names) > 0 {
		r.Recused = names
		c.Evidence(&r.Evidence, "recused", normalize.Span{Start: at, End: at + len(s)})
	}
}

// recusalCount reads sentence s as one that only counts the recusals
// after a tally's counts (recusedStatedRe, or the related members counted
// once, recusedCountRe): the count and where it stands in s. ok with a
// count of 0 is a sentence of recusals that counts none readable.
func recusalCount(s string) (n int, sp normalize.Span, ok bool) {
	if m := recusedStatedRe.FindStringSubmatchIndex(s); m != nil {
		n, ok := extract.SmallInt(s[m[2]:m[3]])
		if !ok {
			return 0, normalize.Span{}, true
		}
		return n, normalize.Span{Start: m[0], End: m[5]}, true
	}
	if ms := recusedCountRe.FindAllStringSubmatchIndex(s, -1); len(ms) == 1 {
		g := 1 // the count before the members, or after them
		if ms[0][2] < 0 {
			g = 2
		}
		n, ok := extract.SmallInt(s[ms[0][2*g]:ms[0][2*g+1]])
		if !ok {
			return 0, normalize.Span{}, true
		}
		return n, normalize.Span{Start: ms[0][0], End: ms[0][1]}, true
	}
	return 0, normalize.Span{}, false
}

// onlyRecusal says sentence s speaks of a recusal and of nothing else a
// meeting decides: it does not deliberate, name a proposal or a way of
// voting, or speak of shareholders.
func onlyRecusal(s string) bool {
	return normalize.Contains(s, recusalWord) && !normalize.Contains(s, deliberateWord) && !normalize.Contains(s, shareholdersWord) &&
		!strings.Contains(s, "《") && !normalize.ContainsAny(s, otherVoteWays)
}

// otherVoteWays are the ways of voting other than recusal.
var otherVoteWays = []string{"同意", "赞成", "反对", "弃权"}
