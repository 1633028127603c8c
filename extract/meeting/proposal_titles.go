package meeting

import (
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/internal/affix"
	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/normalize"
)

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
	// A heading that states its tally is a sentence, even with its counts
	// set apart by 、 rather than commas: "以4票同意、0票反对、0票弃权、5票回
	// 避表决(关联董事陆耀华、…)审议通过了《关于子公司…的议案》" (FDDC 354778,
	// there in a paragraph), "一、以9票赞成、0票反对、0票弃权的表决结果审议通
	// 过了《…》".
	if ct != "" && !strings.ContainsAny(ct, ",;。:") && utf8.RuneCountInString(ct) <= maxTitleRunes && len(findTallies(ct)) == 0 && !approvesNamed(ct) && !proposalQualifies(t) {
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
	// A heading that states its tally and then what it approved, to its
	// end, unquoted: "一、以9票赞成,0票反对,0票弃权,审议通过了公司2002年度报告
	// 及其摘要;" (older board announcements).
	if ts := findTallies(t); len(ts) > 0 {
		after := ts[len(ts)-1].span.End
		if m := approvedRestRe.FindStringSubmatchIndex(t[after:]); m != nil && utf8.RuneCountInString(t[after+m[2]:after+m[3]]) <= maxTitleRunes && !affix.HasAnyPrefix(t[after+m[2]:], deicticLeads) {
			return t[after+m[2] : after+m[3]], normalize.Span{Start: sp.Start + after + m[2], End: sp.Start + after + m[3]}, true
		}
	}
	return "", normalize.Span{}, false
}

// approvesNamed reports whether a heading is a sentence approving the
// proposal it names in 《…》: "会议以投票表决方式审议通过了《关于…的议案》",
// "经与会董事审议通过了《…》". A title that names a document in 《…》
// names it after 关于 ("关于修订《公司章程》的议案").
func approvesNamed(t string) bool {
	loc := approvedTitleRe.FindStringIndex(t)
	return loc != nil && !strings.Contains(t[:loc[0]], aboutWord)
}

// proposalQualifies reports whether a heading written without 《…》 uses
// 议案 to qualify what follows it, as a sentence does, where a title ends
// with it: "1、本次股东大会未出现否决议案的情形。" (the first of the notes a
// Shenzhen shareholders' announcement opens with, 特别提示).
func proposalQualifies(t string) bool {
	if strings.Contains(t, "《") {
		return false
	}
	i := strings.LastIndex(t, proposalWord)
	return i >= 0 && strings.HasPrefix(t[i+len(proposalWord):], possessiveWord)
}

// maxTitleRunes bounds a proposal's title; longer text is a sentence.
const maxTitleRunes = 100

var (
	// The proposal a sentence says was approved: "审议通过了《…》",
	// "审议并通过《…》", "审议《…》".
	approvedTitleRe = lazyre.New(`(?:审议|通过|批准)(?:了)?\s*《`)
	// "审议通过了关于…的议案"; "审议通过了公司关于对中海集团财务有限责任
	// 公司增资的议案" (FDDC 505081).
	// deicticLeads refer to what the text said before rather than name a
	// proposal: "审议通过了本次关联交易的议案" (FDDC 1828029), 该项合同.
	deicticLeads = []string{"本次", "本项", "该", "此", "上述", "以上", "前述"}
	// What a tallied heading approved, to its end: ",审议通过了公司2002年度
	// 报告及其摘要;".
	approvedRestRe  = lazyre.New(`^[,、\s]*(?:的表决结果)?[,\s]*审议(?:并)?通过(?:了)?([^,;。:《》]{2,90}?)[;。]?\s*$`)
	approvedAboutRe = lazyre.New(`审议(?:并)?通过(?:了)?(?:公司|本公司)?(关于[^,;。:《》]{2,90}?(?:议案|报告|预案|方案))`)
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

// approvedTitle returns the proposal a sentence approves, named after the
// tally when it states one there ("…以6票赞成…审议通过了《…》"), or anywhere
// in the sentence.
func approvedTitle(t string, from int) (string, normalize.Span, bool) {
	for _, start := range []int{from, 0} {
		if title, sp, ok := approvedTitleAfter(t, start); ok {
			return title, sp, true
		}
	}
	return "", normalize.Span{}, false
}

// approvedTitleAfter returns the proposal a sentence approves after byte
// start: "审议通过了《…》" or "审议通过了关于…的议案".
func approvedTitleAfter(t string, start int) (string, normalize.Span, bool) {
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
	return "", normalize.Span{}, false
}
