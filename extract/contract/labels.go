// The labels a filing writes before a party's or a project's name
// (招标人:, 中标单位:, 项目名称:) and the expressions built from them.

package contract

import (
	"regexp"
	"strings"
)

// Labels that introduce a party, a project or a contract's name, each
// followed by 为, 是 or a colon. Sources: "(二)招标人:始兴县政府投资建设项目
// 代建管理局", "3、采购单位:中国环境监测总站", "中标供应商:北京尚洋东方环境
// 科技有限公司", "发包人:…", "甲方:…", "业主单位:…".
var (
	employerLabelRe   = labelRe(employerLabels, "甲方", "买方", "发包人")
	contractorLabelRe = labelRe(contractorLabels, "乙方", "卖方", "承包人")
	projectLabelRe    = newKeyed(`(?:(?:`+alt(projectLabels)+`)(?:的?名称(?:`+alt(projectNameLabelTails)+`)?(?:为|是)?:|的?名称(?:为|是)|(?:为|是)?:)|(?:`+alt(namedProjectLabels())+`)(?:(?:`+alt(projectNameLabelTails)+`)(?:为|是)?:|为|是))\n?`, labelBoundary, projectLabels...)
)

// projectNameLabelTails join another field to a project's name label:
// "(二)项目名称及概况:⏎锦联公司(8×660MW)超临界燃煤机组烟气脱硫岛…", "一、工程
// 名称和地点:⏎青岛市东海路9号室内精装修分包工程". The label may also name its
// value without a colon: "工程名称为大新药业环保搬迁技术改造项目,工程内容为…",
// and write 的: "1.1本合同项目的名称:《…》"; "1、本合同项目名称:⏎山东省聊城九州
// 生态公园建设工程项目", "(一)本合同工程名称:珠海市城市绿化景观提升工程设计施工
// 总承包。". A label ending in 名称 takes the tail after it: "1、项目名称
// 及项目编号:景德镇市珠山区“城市双修”工程项目设计施工总承包(备案号:…)".
var projectNameLabelTails = []string{"及概况", "和地点", "及项目编号"}

// namedProjectLabels are the project labels that end in 名称 (项目名称,
// 工程名称): they may name their value with 为 and no colon.
func namedProjectLabels() []string {
	var out []string
	for _, l := range projectLabels {
		if strings.HasSuffix(l, nameWord) {
			out = append(out, l)
		}
	}
	return out
}

// nameWord ends a label that names its value: 项目名称, 工程名称.
const nameWord = "名称"

// labelBoundary: a label opens a line, a cell or a clause.
const labelBoundary = "\n|,;。、):"

// Labels of the employer, the contractor and the project, as filings write
// them before a colon (or 为): "(二)招标人:", "3、采购单位:", "1、项目业主方:",
// "中标供应商:", "发包人:", "甲方:", "工程名称:", "采购项目名称:", "2、投标项目
// 名称:⏎2016年400MW光伏组件战略集采项目", "招投标项目名称:", "1、中标通知书
// 发出单位:⏎平原县公安局", "1、成交通知书发出单位:⏎巴楚县公安局", "1 、招标机构:
// 嘉鱼县住房和城乡建设局。" (a tendering agent there, 上海机电设备招标有限公司, is
// no party: see cutName).
var (
	employerLabels   = []string{"招标人", "招标单位", "招标方", "采购人", "采购单位", "采购方", "项目业主方", "项目业主", "业主单位", "业主方", "业主", "建设单位", "发包人", "发包方", "发包单位", "甲方", "买方", "需方", "委托方", "委托人", "合同对方", "交易对方", "用户单位", "招租人", "项目实施机构", "实施机构", "中标通知书发出单位", "成交通知书发出单位", "招标机构"}
	contractorLabels = []string{"第一中标候选人", "中标候选人", "中标供应商", "成交供应商", "中标单位", "中标人", "成交人", "中标方", "乙方", "卖方", "供方", "承包人", "承包方", "供应商", "受托方"}
	projectLabels    = []string{"本合同项目", "本合同工程", "预中标项目名称", "中标项目名称", "招投标项目名称", "投标项目名称", "招标项目名称", "采购项目名称", "项目名称", "工程名称", "标段名称", "中标项目", "招标项目", "采购项目", "项目概况", "工程项目", "项目"}
)

// What stands between a party's label and its name: 名称, 均 or 都, 为 or
// 是, a colon: "招标人名称:", "上述两项工程的招标人均为:", "发包人为".
const (
	labelNameExpr = `(?:名称)?`
	labelIsExpr   = `(?:(?:均|都)?(?:为|是):?|:)\n?`
)

// labelRe is the expression of a party's label: the label, 名称, the role
// in parentheses ((甲方)), 为 or 是, a colon, the value on the next line.
func labelRe(labels []string, roles ...string) keyed {
	return newKeyed(`(?:`+alt(labels)+`)`+labelNameExpr+`(?:\((?:`+alt(roles)+`)\))?`+labelIsExpr, labelBoundary, labels...)
}

func alt(ws []string) string {
	q := make([]string, len(ws))
	for i, w := range ws {
		q[i] = regexp.QuoteMeta(w)
	}
	return strings.Join(q, "|")
}
