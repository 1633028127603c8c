// The name of a contract (合同名称), as in 《…合同》.

package contract

import (
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/internal/lazyre"
)

var (
	contractNameRe = newKeyed(`[《“"]([^《》“”"\n]{2,80}?(?:合同书|合同|协议书|协议|订单|合约))[》”"]`, "", "《", "“", "\"")
	// 签署了华电莱州发电有限公司…协议,暂估总价为…: a contract named
	// without quotes after the verb.
	signedNameRe = newKeyed(`(?:签署|签订|签定|签约)(?:了|完成)?(?:《|“)?([^,，。;《》“”\n]{4,80}?(?:合同书|合同|协议书|协议))(?:》|”)?[,，。;(]`, "", "签署", "签订", "签定", "签约")
	// 收到X关于咸阳彩虹钢结构项目钢结构制作、运输合同的中标通知书: a contract
	// named after 关于.
	aboutContractRe = newKeyed(`关于([^,，。;《》“”\n]{4,80}?(?:合同书|合同|协议书|协议))(?:的|,)`, "", "关于")
)

func isContractName(v string) bool {
	return strings.HasSuffix(v, "合同") || strings.HasSuffix(v, "协议") || strings.HasSuffix(v, "协议书") || strings.HasSuffix(v, "合同书")
}

// countPrefix returns the bytes of a count or a particle before a
// contract's name: 2份政府装备类产品订货合同, 三份…供应合同, 的设备采购及供应合同.
func countPrefix(v string) int {
	if m := countPrefixRe.FindStringIndex(v); m != nil {
		return m[1]
	}
	return 0
}

var countPrefixRe = lazyre.New(`^(?:的|[0-9一二三四五六七八九十两]{1,3}份|[0-9一二三四五六七八九十两]{1,3}个)`)

// plausibleContract rejects the rule books and notices quoted in a filing
// (《上海证券交易所股票上市规则》, 《中标通知书》) and the generic
// 《合同》.
func plausibleContract(v string) bool {
	if utf8.RuneCountInString(v) < 4 {
		return false
	}
	if containsAny(v, "规则", "法", "章程", "通知书", "公告", "制度", "条例", "指引", "备忘录") && !strings.HasSuffix(v, "合同") {
		return false
	}
	// 中小企业板信息披露业务备忘录第15号:日常经营重大合同, 若干项重大合同,
	// 签订重大合同: a rule or a kind of contract, not one's name.
	if containsAny(v, "备忘录", "若干", "重大合同", "日常经营", ":") {
		return false
	}
	for _, p := range []string{"上述", "本", "该", "此", "正式", "具体", "关于", "相关", "有关", "书面", "签订", "签署", "签定"} {
		if strings.HasPrefix(v, p) {
			return false
		}
	}
	return true
}
