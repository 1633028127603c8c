// The status of a contract, read from the title (中标, 预中标, 签订, 生效,
// 进展).

package contract

import (
	"strings"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

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
	switch {
	case containsAny(t, "预中标", "拟中标", "中标候选人", "候选人", "中标公示", "预成交", "拟成交"):
		return schema.ContractProvisionalAward, sp
	case containsAny(t, "进展", "履行"):
		return schema.ContractProgress, sp
	case containsAny(t, "生效"):
		return schema.ContractEffective, sp
	case containsAny(t, "签订", "签署", "签定", "签约") && containsAny(t, "合同", "协议"):
		return schema.ContractSigned, sp
	case containsAny(t, "中标", "成交"):
		return schema.ContractAward, sp
	case containsAny(t, "合同", "协议"):
		return schema.ContractSigned, sp
	}
	return "", sp
}
