// The name of a contract (合同名称), as in 《…合同》.

package contract

import (
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/internal/lazyre"
)

var (
	// "1、合同名称:《敖汉旗城市综合体提升改造及生态保护建设项目PPP合同》",
	// "(一)合同名称:设备买卖合同", 协议名称:: the contract's name labelled,
	// which a condition or a past dealing quoted before it does not
	// outrank ("《履约保证金质押合同》或《银行履约担保》").
	contractLabelRe = newKeyed(`(?:合同名称|协议名称)\s*:\s*《?((?:[^《》“”"\n]|“[^《》“”"\n]+”){2,80}?(?:`+alt(contractNameEnds)+`))》?(?:[\n,，。;(]|$)`, "", "合同名称", "协议名称")
	// A quoted part inside: 《蓬莱市“智慧蓬莱”建设项目PPP项目合同》.
	contractNameRe = newKeyed(`[《“"]((?:[^《》“”"\n]|“[^《》“”"\n]+”){2,80}?(?:`+alt(contractNameEnds)+`|订单|合约))[》”"]`, "", "《", "“", "\"")
	// 签署了华电莱州发电有限公司…协议,暂估总价为…: a contract named
	// without quotes after the verb.
	signedNameRe = newKeyed(`(?:签署|签订|签定|签约)(?:了|完成)?(?:《|“)?([^,，。;《》“”\n]{4,80}?(?:`+alt(contractNameEnds)+`))(?:》|”)?[,，。;(]`, "", "签署", "签订", "签定", "签约")
	// 收到X关于咸阳彩虹钢结构项目钢结构制作、运输合同的中标通知书: a contract
	// named after 关于.
	aboutContractRe = newKeyed(`关于([^,，。;《》“”\n]{4,80}?(?:`+alt(contractNameEnds)+`))(?:的|,)`, "", "关于")
)

// contractNameEnds end a contract's name: 《建设工程施工合同》, 《技术协议》,
// 投资建设框架协议书, 船舶建造合同书. Each longer end comes before the end it
// extends (合同书 before 合同), so a scan that takes the first end found at
// a position takes the whole of it; the expressions above end in them, in
// this order.
var contractNameEnds = []string{"合同书", "合同", "协议书", "协议"}

// isContractName reports whether v is a contract's name, not a project's.
func isContractName(v string) bool {
	return endsAny(v, contractNameEnds...)
}

// countPrefix returns the bytes of a count or a particle before a
// contract's name: 2份政府装备类产品订货合同, 三份…供应合同, 的设备采购及供应合同.
// A count of lots is the name's own: 4个标段24口井钻井工程施工合同 counts
// the lots the one contract covers, not contracts.
func countPrefix(v string) int {
	if m := countPrefixRe.FindStringIndex(v); m != nil {
		if startsAny(v[m[1]:], countedLotWords...) {
			return 0
		}
		return m[1]
	}
	return 0
}

// countedLotWords follow a count that is part of a contract's name: 4个
// 标段, 两个合同段, 3个包件, 2个标包.
var countedLotWords = []string{"标段", "合同段", "包件", "标包"}

// countPrefixRe is a count or a particle before a contract's name, or its
// amount: "签订了约147.26亿元人民币的动车组销售合同", "总价值23.5亿元人民币的C70型
// 通用敞车销售合同", "一批应急交通工程装备订购合同".
var countPrefixRe = lazyre.New(`^(?:的|[0-9` + chineseNumerals + `两]{1,3}[份个]|一批|(?:总价值|价值|总计|合计)?约?[0-9][0-9,]*(?:\.[0-9]+)?(?:万|亿)?元?(?:人民币|美元|欧元)?的)`)

// Quoted names that are not a contract's:
var (
	// rule books and notices: "符合《上海证券交易所股票上市规则》有关规定",
	// "根据《合同法》等法律法规", "根据《公司章程》的相关规定", 《中标通知书》,
	// 《…公告》, 制度, 条例, 指引, 备忘录; unless the name ends in contractWord.
	ruleBookWords = []string{"规则", "法", "章程", "通知书", "公告", "制度", "条例", "指引", "备忘录"}
	// a rule or a kind of contract: "于近日签订了若干项重大合同", 中小企业板信息
	// 披露业务备忘录第15号:日常经营重大合同.
	//
	// Nor a sentence about the contract: "全资子公司收到中标通知书并签订合同",
	// "公司签订重大经营合同" (关于… in a title), "部分中标合同", "在火电出口、风电出口、
	// 核电等方面的三项具有战略意义的重大合同".
	// A reference to the contract inside: "继承本合同的补充合同".
	// Nor the bidders' agreement among themselves: "并于2018年4月17日签订了
	// 《联合体协议书》", "根据路桥集团与中建筑港签署的联合体投标协议".
	kindOfContractWords = []string{"备忘录", "若干", "重大合同", "日常经营", ":", "签订", "中标", "方面", "本合同", "联合体"}
	// a reference to a contract named elsewhere: "4、合同生效条件：本合同以…",
	// "签订正式合同", "具体合同条款", "相关合同及协议", "签订书面合同", 上述, 该,
	// 此, 关于, 有关, and a verb run into the name (签订《…》); a clause joined
	// on ("并履行采购合同"), "相应采购合同", "合法、有效的合同".
	contractRefPrefixes = []string{"上述", "本", "该", "此", "正式", "具体", "关于", "相关", "有关", "书面", "签订", "签署", "签定", "并", "相应", "合法"}
)

// contractWord ends a contract's name: 《建设工程施工合同》.
const contractWord = "合同"

// plausibleContract rejects the rule books and notices quoted in a filing
// (《上海证券交易所股票上市规则》, 《中标通知书》) and the generic
// 《合同》.
func plausibleContract(v string) bool {
	if utf8.RuneCountInString(v) < 4 {
		return false
	}
	if containsAny(v, ruleBookWords...) && !strings.HasSuffix(v, contractWord) {
		return false
	}
	// 中小企业板信息披露业务备忘录第15号:日常经营重大合同, 若干项重大合同,
	// 签订重大合同: a rule or a kind of contract, not one's name.
	if containsAny(v, kindOfContractWords...) {
		return false
	}
	return !startsAny(v, contractRefPrefixes...)
}

// signedUnderFramework returns the name of the contract signed under the
// framework agreement s[i:j] names, the first signing of a later one of ms
// (signedNameRe's matches after it) that names no framework and is not to
// be signed later: "根据2008年3月5日…签署的总承包项目框架协议(以下简称“框架
// 协议”)的约定,中材建设和…签署了日产5000吨水泥熟料生产线工程承包合同"; i, j
// when s[i:j] is no framework or no later signing names another.
func (r *reader) signedUnderFramework(ms [][]int, i, j int, status string) (int, int) {
	s := r.f.s
	if !containsAny(s[i:j], frameworkWords...) {
		return i, j
	}
	for _, n := range ms {
		later := containsAny(s[max(0, n[0]-30):n[0]], laterSigningWords...) || startsAny(s[n[1]:], laterSigningTails...)
		if !containsAny(s[n[2]:n[3]], frameworkWords...) && !later && r.contractNameAt(n, status) {
			return n[2], n[3]
		}
	}
	return i, j
}
