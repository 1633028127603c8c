// The further employers of one contract: the parties named with the first
// in the place the employer is named, joined to it in a list.

package contract

import (
	"strings"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// coEmployerJoins join a further employer to the one named before it:
// "采购人:三亚市住房和城乡建设局、三亚市园林环卫管理局、三亚市水务局", "收到招标人
// 滁州皇庆圩现代农业开发有限公司、滁州市南谯城乡建设投资发展有限公司发出的《中标
// 通知书》", "该项目招标人:北京城建集团有限责任公司、北京建工集团有限责任公司、
// 中国建筑第八工程局有限公司、北京新机场建设指挥部;".
var coEmployerJoins = []string{"、", "以及", "及", "和"}

// coEmployerEnds may follow the last name of the list, which ends there:
// the end of the clause or the verb of the notice the parties send
// together ("…有限公司、…有限公司发出的《中标通知书》", "…联合签发的", "…共同
// 下发的"), or the words of the parties' consortium ("买方:中国电力工程顾问集团
// 国际工程有限公司和中国电力工程顾问集团西南电力设计院有限公司组成的联合体"). Any
// other words after a name make it no name of the list.
var coEmployerEnds = []string{"、", "以及", "及", "和", "(", ",", "。", ";", "\n", " ", "发出", "发来", "签发", "下发", "联合", "共同", "组成"}

// notCoEmployerWords make an item of the list no further employer: an
// agent's role ("孟州市城市管理局、代理单位河南飞洋建设工程咨询有限公司"), the
// others left unnamed ("兰新铁路甘青有限公司、青藏铁路公司等8家公司").
var notCoEmployerWords = []string{agentWord, "等"}

// respectivelyWord before the employer pairs each party of the list with
// its own contract: "分别收到东方威尼斯人有限公司和Fortune Precision Limited发来
// 的…项目和…项目".
const respectivelyWord = "分别"

// coEmployers returns the parties named after the employer read at sp,
// joined to it in a list (coEmployerJoins), each a whole name that is not
// the company's own, a tender's venue or agent (cutName) nor the employer
// again: the other employers of the same contract. The list stops at the
// first item that is none of these ("招标人X及招标代理机构Y联合签发").
func (r *reader) coEmployers(employer string, sp normalize.Span) []named {
	s := r.f.s
	k := r.flatIndex(sp.End)
	// 分别收到A和B发来的X项目和Y项目…: each its own contract's.
	if strings.Contains(s[max(0, strings.LastIndexAny(s[:r.flatIndex(sp.Start)], "。;\n")):r.flatIndex(sp.Start)], respectivelyWord) {
		return nil
	}
	var out []named
	for k < len(s) {
		join := ""
		for _, w := range coEmployerJoins {
			if strings.HasPrefix(s[k:], w) {
				join = w
				break
			}
		}
		if join == "" {
			break
		}
		at := k + len(join)
		name, i, j := cutName(s[at:min(len(s), at+240)])
		if name == "" || i != 0 || !startsAny(s[at+j:]+"\n", coEmployerEnds...) {
			break
		}
		full := r.expand(name)
		if r.isOwn(full) || isVenue(full) || full == employer || containsAny(full, notCoEmployerWords...) ||
			startsAny(full, contractorLabels...) || startsAny(full, employerLabels...) {
			break
		}
		out = append(out, named{full, r.f.span(at, at+j)})
		k = at + j
	}
	return out
}

// slashedEmployers splits the employer read at sp where the document names
// two parties with a slash between them in its place, each a whole name:
// "招标人:上海品胤房地产有限公司 / 上海湖胤房地产有限公司" — the two employers of
// one notice. It returns the first and the second, with its span.
func (r *reader) slashedEmployers(employer string, sp normalize.Span) (string, named, bool) {
	a, b, ok := strings.Cut(employer, "/")
	a, b = strings.TrimSpace(a), strings.TrimSpace(b)
	if !ok || strings.Contains(b, "/") || !hasOrgSuffix(a) || !hasOrgSuffix(b) ||
		r.isOwn(a) || r.isOwn(b) || a == b {
		return "", named{}, false
	}
	s := r.f.s
	from, to := r.flatIndex(sp.Start), r.flatIndex(sp.End)
	k := strings.LastIndex(s[from:to], b)
	if k < 0 {
		return "", named{}, false
	}
	return a, named{b, r.f.span(from+k, from+k+len(b))}, true
}

// perEmployer returns ct once for each of its employers: as it is, then
// with each further employer the document names with the first in its
// place (coEmployers), the rest of the contract the same. A contract
// awarded by several parties together (三亚市海绵城市建设PPP项目's three
// 采购人) is a contract with each of them.
func (r *reader) perEmployer(ct schema.Contract) []schema.Contract {
	r.bothSides(&ct)
	out := []schema.Contract{ct}
	for _, co := range r.coEmployersOf {
		c := ct
		c.Evidence = make(map[string]schema.Ref, len(ct.Evidence))
		for k, v := range ct.Evidence {
			c.Evidence[k] = v
		}
		c.Employer = co.name
		r.via("employer", "co-employer", co.name)
		c.Evidence["employer"] = r.c.Ref(co.sp)
		out = append(out, c)
	}
	return out
}
