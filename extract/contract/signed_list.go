package contract

import (
	"strings"

	"github.com/gonggao/gonggao/internal/lazyre"
)

// The contracts a clause lists by their amounts, with no price word before
// the figure: "…与中国铁路总公司各相关铁路局分别签订了约147.26亿元人民币的
// 动车组销售合同、约4.39亿元人民币的动车组高级修委托合同" (中国北车
// 临2014-003), "…分别与新疆金风科技股份有限公司签订了总计约76.4亿元人民币的
// 风力发电机组销售合同" (中国中车 2015), "…与南昌轨道交通集团有限公司签订了
// 约6.6亿元人民币的地铁销售合同".
var (
	// signedAmountRe is the verb and what may stand between it and the
	// figure: 签订了约, 签订了总计约, 签署了合计约人民币, "签订了价值约30亿元
	// 人民币的地铁车辆销售合同", "签订了总价值23.5亿元人民币的C70型通用敞车
	// 销售合同" (中国北车 临2011-002).
	signedAmountRe = lazyre.New(`(?:签订了|签署了|签订|签署)(?:总计|合计|总价值|价值|总金额为|总金额)?约?(?:人民币)?[0-9]`)
	// listedAmountRe is a further amount of the same list: 、约4.39亿元人民币的….
	listedAmountRe = lazyre.New(`^、(?:总计|合计)?约?(?:人民币)?[0-9]`)
	// listedNameRe is the contract the amount is of, after 的: 动车组销售合同,
	// "内燃机车、货车和集装箱正面吊销售合同", "ZK1-E型转向架销售协议" (中国北车
	// 临2011-002); a 、 before another amount (、约4.39亿元) ends it.
	listedNameRe = lazyre.New(`^((?:[^,，。;、“”《》()\n]|、[^约0-9人总合]){2,40}?(?:合同书|合同|协议书|协议))`)
)

// ofWord joins an amount to the contract it is of: 约6.6亿元人民币的地铁销售合同.
const ofWord = "的"

// signedList returns the contracts s[from:to] lists by their amounts: the
// first signing the clause states and the amounts listed after it (、约…的…合同),
// which are of the same parties. A later signing in the clause, with other
// parties (、与阿根廷…签订了约9.67亿元人民币的…), is left out, as its parties
// would be read as the first's: left is where it starts (-1 when there is
// none), for a warning.
func signedList(s string, from, to, block int) (out []item, left int) {
	left = -1
	loc := signedAmountRe.FindStringIndex(s[from:to])
	if loc == nil || pastDealing(s, from+loc[0]) {
		return nil, left
	}
	defer func() {
		if len(out) == 0 {
			return
		}
		end := out[len(out)-1].contract[1]
		if l := signedAmountRe.FindStringIndex(s[end:to]); l != nil {
			left = end + l[0]
		}
	}()
	at := from + loc[1] - 1
	for {
		m, ok := moneyAt(s, at)
		if !ok || m.end > to || !strings.HasPrefix(s[m.end:to], ofWord) {
			break
		}
		k := m.end + len(ofWord)
		nm := listedNameRe.FindStringSubmatchIndex(s[k:to])
		if nm == nil {
			break
		}
		it := item{from: from, to: to, block: block, amount: m, contract: [2]int{k + nm[2], k + nm[3]}}
		out = append(out, it)
		next := listedAmountRe.FindStringIndex(s[k+nm[3] : to])
		if next == nil {
			break
		}
		at = k + nm[3] + next[1] - 1
	}
	return out, left
}
