// The parts of one sentence that each name a lot or a project and price it
// with a price word of its own, joined by 、: each part is an item.

package contract

import "strings"

// pricedPartJoin joins the priced parts of a sentence: "其中一标段的中标金额
// 为6,150,521.40元、三标段的中标金额为6,067,009.00元" (松柘汽车 2011), "其中,
// 邢台经济开发区龙兴学校改扩建项目投资15,280万元、邢台经济开发区沙河城镇中学
// 改扩建项目投资8,408万元、…" (龙元建设 2017).
const pricedPartJoin = "、"

// partNameTails may stand between a part's name and its price word: 一标段的
// 中标金额.
var partNameTails = []string{"的"}

// nextPricedPart returns where a clause whose figure ends at byte at ends
// when the rest of it, up to byte to, after 、, is another part with a
// figure of its own that a price word governs, each part naming its lot or
// its project just before its word (partNamed: the clause's own part,
// from byte from to its word at byte w, too); -1 when it is not. A list
// of figures after one word (中标金额分别为A元、B元) has no word of its
// own after 、, and a breakdown of one price into its costs (其中设备费…)
// names no lot or project.
func (r *reader) nextPricedPart(from, w, at, to int) int {
	s := r.f.s
	k := at
	for k < to && s[k] == ' ' {
		k++
	}
	if !strings.HasPrefix(s[k:to], pricedPartJoin) {
		return -1
	}
	rest := k + len(pricedPartJoin)
	w2, _, ok := r.governed(rest, to)
	if !ok || !partNamed(s, rest, w2) {
		return -1
	}
	head := from
	if c := strings.LastIndexAny(s[from:w], ",，:："); c >= 0 {
		head = from + c + 1
	}
	if !partNamed(s, head, w) {
		return -1
	}
	return k
}

// projectInvestWord is the price word that starts with the end of a
// project's name (projectWord): 改扩建项目投资15,280万元.
const projectInvestWord = "项目投资"

// partNamed reports whether s[from:w], the words of a part before its
// price word at byte w, end in a lot (一标段) or a project's name (…改扩建
// 项目), with the price word taken to start with the project's end where it
// does (projectInvestWord).
func partNamed(s string, from, w int) bool {
	t := s[from:w]
	for _, o := range listOpeners {
		if strings.HasPrefix(t, o) {
			t = t[len(o):]
			break
		}
	}
	for _, e := range partNameTails {
		t = strings.TrimSuffix(t, e)
	}
	if strings.HasPrefix(s[w:], projectInvestWord) {
		t += projectWord
	}
	if t == "" {
		return false
	}
	if ms := lotRe.FindAllStringIndex(t, -1); len(ms) > 0 && ms[len(ms)-1][1] == len(t) {
		return true
	}
	return endsLikeProject(t) && plausibleProject(t)
}
