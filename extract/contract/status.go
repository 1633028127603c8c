// The status of a contract, read from the title (中标, 预中标, 签订, 生效,
// 进展).

package contract

import (
	"strings"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// statusCues tell a contract's status from its title, the first that the
// title holds deciding (a provisional award before an award, a signing
// before a bare 合同); with, when set, must stand in the title too.
var statusCues = []struct {
	status string
	words  []string
	with   []string
}{
	// 上海巴安水务股份有限公司关于预中标的提示性公告, 《关于项目拟中标的提示性
	// 公告》, 山东高速路桥集团股份有限公司项目中标公示的提示性公告, …社会资本
	// 采购预成交结果公示, …PPP 项目的拟成交供应商, 中标候选人公示.
	{schema.ContractProvisionalAward, []string{"预中标", "拟中标", "中标候选人", "候选人", "中标公示", "预成交", "拟成交"}, nil},
	// 关于重大合同的进展公告, 关于日常经营重大合同履行情况的公告.
	{schema.ContractProgress, []string{"进展", "履行"}, nil},
	// 江苏永鼎股份有限公司特别重大合同生效公告.
	{schema.ContractEffective, []string{"生效"}, nil},
	// 关于签订日常经营重大合同的公告, 关于签署…合作框架协议的公告, 签约.
	{schema.ContractSigned, []string{"签订", "签署", "签定", "签约"}, contractWords},
	// 关于重大工程中标的公告, 关于…项目成交的公告.
	{schema.ContractAward, []string{"中标", "成交"}, nil},
	// 关于日常经营重大合同的公告: a contract, no verb.
	{schema.ContractSigned, contractWords, nil},
}

// contractWords name a contract or an agreement: 重大合同, 框架协议.
var contractWords = []string{"合同", "协议"}

// status reads the contract's status from the title.
func (r *reader) status() (string, normalize.Span) {
	t := r.title
	if a := r.c.Out.Announcement; a != nil {
		// The title as the kind was read from it, wrapped lines joined.
		if ref, ok := a.Evidence["kind"]; ok {
			t = strings.Join(strings.Fields(ref.Text), "") + t
		}
	}
	sp := normalize.Span{}
	if a := r.c.Out.Announcement; a != nil {
		if ref, ok := a.Evidence["title"]; ok {
			_ = ref
		}
	}
	for _, cue := range statusCues {
		if containsAny(t, cue.words...) && (cue.with == nil || containsAny(t, cue.with...)) {
			return cue.status, sp
		}
	}
	return "", sp
}
