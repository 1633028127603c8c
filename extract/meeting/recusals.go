package meeting

import (
	"strings"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/normalize"
)

// The words around the names of the recused, with the filings they came
// from.
var (
	// directorWord stands before the recused directors' names: "公司董事施永雷先
	// 生、郁瑞芬女士、徐赛花女士，为关联董事，已回避表决本议案" (FDDC 20472016);
	// relatedDirectorWord before the names of "关联董事赵磊、刘伟、秦江、陈军民、
	// 程伟东回避了表决" (FDDC 16804077).
	directorWord, relatedDirectorWord = "董事", "关联董事"
	// recusedSubjectEnds are the adverbs between the names and 回避: "…为关联
	// 董事,已回避表决本议案" (FDDC 20472016), "关联董事舒桦、孙玮、崔乃荣、田野已
	// 回避表决" (FDDC 9389163); 均, 需, 须, 应 in the same place.
	recusedSubjectEnds = []string{"均", "已", "需", "须", "应"}
)

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
