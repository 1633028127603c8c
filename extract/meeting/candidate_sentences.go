package meeting

import (
	"strings"

	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/normalize"
)

// An election by cumulative voting (累积投票) stated in sentences, one
// candidate a block, as the Shenzhen exchange's template has it:
//
//	2.01 选举张明华先生为公司第五届董事会非独立董事
//	表决结果：获得选举票数99,800,000股，占出席会议有效表决权股份总数的99.8000%。
//	其中，中小投资者的表决情况为：获得选举票数1,800,000股，占…的90.0000%。
//	张明华先生当选为公司第五届董事会非独立董事。
//
// or in one line ("(1)选举张明华先生为公司非独立董事：获得选举票数99,800,000
// 股，占出席本次股东大会有效表决权股份总数的99.80%，当选。").
var (
	// candidateOpenRe opens a candidate's block: the candidate's number
	// (2.01, (1)), then 选举/补选 and the name before 先生/女士 or 为/担任,
	// or the name alone before a colon.
	candidateOpenRe = lazyre.New(`^\s*(\d{1,2}\.\d{2}|[(（]\d{1,2}[)）])\s*[、.]?\s*(?:(?:关于)?(?:选举|补选)(\p{Han}{2,5}?)(?:先生|女士)|(?:关于)?(?:选举|补选)(\p{Han}{2,4})(?:为|担任)|(\p{Han}{2,4}?)(?:先生|女士)?\s*[:：])`)
	// candidateVotesRe is a candidate's votes in shares, with the ratio
	// introduced by 占 when stated: "获得选举票数99,800,000股，占出席会议有
	// 效表决权股份总数的99.8000%", "得票数为…股", "获得的选举票数为…票".
	candidateVotesRe = lazyre.New(`(?:获得的?选举票数|获得选举票|得票数|获得票数)\s*(?:为|共)?\s*[:：]?\s*((?:\d{1,3}(?:,\d{3})+|\d+))\s*(?:股|票)(?:\s*[,，;；]?\s*占[^%。;；]{0,60}?(\d+(?:\.\d+)?)\s*%)?`)
	// candidateVotesWords are the words candidateVotesRe opens with.
	candidateVotesWords = []string{"选举票", "得票数", "获得票数"}
	// candidateNotElectedRe says the candidate was not elected.
	candidateNotElectedRe = lazyre.New(`未当选|不当选|未能当选|落选`)
)

// candidateBlockLines bounds a candidate's block: its opening line and
// the lines after it.
const candidateBlockLines = 5

// candidateSentences reads an election stated in sentences
// (candidateOpenRe) in lines, which stand one after the other in the text:
// each candidate's number, name, votes and ratio (the first statement of
// votes in the block that is not the small and medium investors'), and
// elected when the block says 当选 (not when it says 未当选; nil when it
// says neither). A block stating against or abstaining is an ordinary
// tally, not an election's; a candidate whose votes are not read leaves
// the whole election unread. Spans are relative to the start of the line
// it returns the index of.
func candidateSentences(lines []normalize.Line) ([]CandidateVotes, int) {
	type open struct {
		line int
		m    []int
	}
	stated := false // an election's votes stated somewhere in lines
	for _, ln := range lines {
		if normalize.ContainsAny(ln.Text, candidateVotesWords) {
			stated = true
			break
		}
	}
	if !stated {
		return nil, 0
	}
	var opens []open
	for i, ln := range lines {
		if m := candidateOpenRe.FindStringSubmatchIndex(ln.Text); m != nil {
			opens = append(opens, open{i, m})
		}
	}
	if len(opens) == 0 {
		return nil, 0
	}
	first := opens[0].line
	base := lines[first].Span.Start
	var out []CandidateVotes
	for k, o := range opens {
		end := min(len(lines), o.line+candidateBlockLines)
		if k+1 < len(opens) {
			end = min(end, opens[k+1].line)
		}
		ln := lines[o.line]
		c := CandidateVotes{Seq: strings.Trim(ln.Text[o.m[2]:o.m[3]], "()（）")}
		c.SeqSpan = normalize.Span{Start: o.m[2], End: o.m[3]}.Shift(ln.Span.Start - base)
		for g := 2; g <= 4; g++ {
			if o.m[2*g] >= 0 {
				c.Name = ln.Text[o.m[2*g]:o.m[2*g+1]]
			}
		}
		found := false
		for j := o.line; j < end && !found; j++ {
			t := lines[j].Text
			from := 0
			if j == o.line {
				from = o.m[1]
			}
			if normalize.ContainsAny(t[from:], againstAbstain) {
				return nil, 0
			}
			for _, vm := range candidateVotesRe.FindAllStringSubmatchIndex(t[from:], -1) {
				at := from + vm[0]
				sentence := t[:at]
				if s := strings.LastIndexAny(sentence, "。;；"); s >= 0 {
					sentence = sentence[s:]
				}
				if normalize.ContainsAny(sentence, minorityWords) {
					continue // the small and medium investors' votes
				}
				shift := lines[j].Span.Start - base + from
				votes, err := normalize.ParseQuantity(t[from+vm[2]:from+vm[3]], normalize.WithUnit(shareUnit))
				if err != nil || !shareCount(votes) {
					return nil, 0
				}
				votes.Span = normalize.Span{Start: vm[2], End: vm[3]}.Shift(shift)
				c.Votes = votes
				if vm[4] >= 0 {
					ratio, err := normalize.ParseQuantity(t[from+vm[4]:from+vm[5]], normalize.WithUnit("%"))
					if err != nil || ratio.Unit != normalize.UnitRatio {
						return nil, 0
					}
					ratio.Span = normalize.Span{Start: vm[4], End: vm[5]}.Shift(shift)
					c.Ratio = &ratio
				}
				c.Span = normalize.Span{Start: c.SeqSpan.Start, End: lines[j].Span.Start - base + from + vm[1]}
				found = true
				break
			}
		}
		if !found {
			return nil, 0
		}
		b := ln.Text[o.m[1]:]
		for j := o.line + 1; j < end; j++ {
			b += lines[j].Text
		}
		switch {
		case candidateNotElectedRe.MatchString(b):
			v := false
			c.Elected = &v
		case normalize.Contains(b, electedWord):
			v := true
			c.Elected = &v
		}
		out = append(out, c)
	}
	return out, first
}

// electedWord says a candidate was elected: "张明华先生当选为公司第五届董事会
// 非独立董事", "…，当选。".
const electedWord = "当选"
