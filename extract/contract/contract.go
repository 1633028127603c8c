// Package contract reads the contracts of a major-contract or bid-award
// announcement (重大合同公告, 中标公告, 预中标/中标候选人公示, 签订…合同的
// 公告, 合同生效/进展/履行情况的公告): who awards the work and who wins it,
// the consortium, the project and the contract's name, the amount, the
// status and dates, one schema.Contract per contract or lot reported.
//
// The rules are the genre's: a party is read where the filing labels it
// (招标人：, 采购单位：, 中标人：, 甲方：) or where a sentence names it
// (公司与X签订了, 收到X发出的《中标通知书》), an amount where a price word
// governs it (中标价, 合同金额, 合同总价). A figure or a name that cannot be
// read with confidence is left out with a warning.
package contract

import (
	"regexp"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/shopspring/decimal"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// Contracts extracts the contracts of a contract announcement.
type Contracts struct{}

// Name implements extract.Extractor.
func (Contracts) Name() string { return "contracts" }

// Warning codes.
const (
	// WarnAmountUnread: a price word is followed by no figure that can be
	// read (a figure in words only, a blank in the filing).
	WarnAmountUnread = "contract_amount_unread"
	// WarnNoContract: a contract announcement in which no contract could
	// be read with confidence.
	WarnNoContract = "contract_unread"
	// WarnSummary: an announcement of the contracts of a period, whose
	// figures are totals.
	WarnSummary = "contract_summary"
	// WarnJointEmployer: the employer is several parties together
	// (X和Y组成的联合体); employer holds the first.
	WarnJointEmployer = "contract_joint_employer"
)

// Extract implements extract.Extractor.
func (Contracts) Extract(c *extract.Context) {
	a := c.Out.Announcement
	if a == nil || a.Kind != schema.KindContract {
		return
	}
	r := newReader(c)
	cs := r.read()
	if len(cs) >= 2 {
		if m, ok := r.statedTotal(len(cs)); ok {
			c.Out.ContractsTotal = r.quantity(m)
		}
	}
	for _, sp := range r.unread {
		c.Warn(WarnAmountUnread, "a contract's price whose figure cannot be read (two decimal points, a broken separator); the amount is left out", sp)
	}
	if len(cs) == 0 && !r.summary {
		c.Warn(WarnNoContract, "a contract announcement, but no contract whose parties and amount could be read", normalize.Span{})
		return
	}
	c.Out.Contracts = cs
}

type reader struct {
	c       *extract.Context
	f       *flat
	company string
	title   string
	short   map[string]string // short form → full name
	subs    []named           // the subsidiaries the document names
	unread  []normalize.Span  // figures after a price word that cannot be read
	summary bool              // a summary of a period's contracts
	subsOK  bool
	// The party the document names with the employer's role as its short
	// form: 珠海市…管理局(以下简称“甲方”或“发包人”).
	roleName string
	roleSpan normalize.Span
}

func newReader(c *extract.Context) *reader {
	r := &reader{c: c, f: newFlat(c.Doc), short: map[string]string{}}
	if a := c.Out.Announcement; a != nil {
		r.company = a.Company
		r.title = strings.Join(strings.Fields(a.Title), "")
		// The whole line the title stands on: a title cut short at a
		// parenthesis (…生态环境(集团)股份有限公司关于…) reads whole there.
		if r.title != "" {
			if k := strings.Index(r.f.s, r.title); k >= 0 {
				i := strings.LastIndexByte(r.f.s[:k], '\n') + 1
				j := strings.IndexByte(r.f.s[k:], '\n')
				if j < 0 {
					j = len(r.f.s) - k
				}
				r.title = r.f.s[i : k+j]
			}
		}
	}
	self := ""
	for _, m := range shortNameRe.FindAllStringSubmatchIndex(r.f.s, -1) {
		full, _ := nameBefore(r.f.s, m[0])
		g := 2
		if m[2] < 0 {
			g = 4
		}
		short := r.f.s[m[g]:m[g+1]]
		if full == "" {
			continue
		}
		if selfWords[short] {
			if self == "" {
				self = full
			}
			continue
		}
		if !genericWords[short] {
			r.short[short] = full
		}
	}
	for _, m := range roleShortRe.FindAllStringSubmatchIndex(r.f.s, -1) {
		if !containsAny(r.f.s[m[0]:m[1]], employerRoleShorts...) {
			continue
		}
		full, at := nameBefore(r.f.s, m[0])
		// A role written before the name (招标人瓮安县住房和城乡建设局), a
		// name cut at a space (…SDN BHD公司) or at a parenthesis (…有限公司)).
		for _, w := range rolePrefixes {
			if strings.HasPrefix(full, w) {
				full, at = full[len(w):], at+len(w)
			}
		}
		if full == "" || r.roleName != "" || !validName(full) || strings.Count(full, ")") > strings.Count(full, "(") || at > 0 && r.f.s[at-1] == ' ' {
			continue
		}
		r.roleName, r.roleSpan = full, r.f.span(at, at+len(full))
	}
	// The company as it names itself (X(以下简称“公司”)) when the header's
	// name is not a whole name.
	if self != "" && (r.company == "" || !validName(r.company) || utf8.RuneCountInString(r.company) < 6) {
		r.company = self
	}
	return r
}

// roleShortRe is the short form a party is given, in parentheses after its
// name: (以下简称“甲方”或“发包人”), (下称“招标人”), (简称:买方).
var roleShortRe = lazyre.New(`\((?:以下)?(?:简称|称)[^()\n]{0,40}\)`)

// employerRoleShorts are the short forms that make the party named before
// them the employer: 湖南省水运管理局(以下简称“甲方”), 河北秀兰房地产集团有限
// 公司(以下简称“甲方”), 兰州科天健康科技股份有限公司(以下简称“招标人”).
var employerRoleShorts = []string{"“甲方”", "“发包人”", "“发包方”", "“招标人”", "“招标方”", "“采购人”", "“买方”", "“业主”", "“业主方”", "“委托方”", "“需方”", ":甲方", ":招标人", ":买方", ":发包人"}

// selfWords are the short forms a company gives itself.
var selfWords = map[string]bool{"公司": true, "本公司": true, "上市公司": true, "我公司": true}

// nameBefore returns the organisation name that ends at byte j of s.
func nameBefore(s string, j int) (string, int) {
	// Walk back to a character no name holds.
	i := j
	for i > 0 {
		r, n := utf8.DecodeLastRuneInString(s[:i])
		if strings.ContainsRune(nameStop, r) || r == ' ' {
			break
		}
		i -= n
	}
	t := s[i:j]
	// Drop the words before a name: 公司全资子公司X, 本公司与X, 收到X,
	// 确定X, 关于与控股股东X, 鉴于…X, 近日X.
	for _, w := range []string{"全资子公司", "控股子公司", "全资孙公司", "控股孙公司", "子公司", "孙公司", "控股股东", "公司与", "与", "收到", "接到", "中标", "承接", "及其", "和", "及", "暨", "为", "由", "确定", "确认", "近日", "鉴于", "公告"} {
		if k := strings.LastIndex(t, w); k >= 0 {
			// 和 and 及 join two names (X有限公司和Y); inside one
			// (住房和城乡建设局, 呼和浩特) they join nothing.
			if (w == "和" || w == "及") && !hasOrgSuffix(t[:k]) {
				continue
			}
			t = t[k+len(w):]
			i = j - len(t)
		}
	}
	// A date the sentence opens with: 2013年10月26日上海华虹计通智能系统
	// 股份有限公司(以下简称“公司”), 鉴于2010年6月18日X.
	if m := leadingDateRe.FindStringIndex(t); m != nil {
		t = t[m[1]:]
		i = j - len(t)
	}
	t = strings.TrimLeft(t, "-—·")
	i = j - len(t)
	if !hasOrgSuffix(t) || utf8.RuneCountInString(t) < 4 {
		return "", 0
	}
	return t, i
}

// leadingDateRe is a date written before a name, with the day or without.
var leadingDateRe = lazyre.New(`^.*?[0-9]{4}年[0-9]{1,2}月(?:[0-9]{1,2}日)?(?:,)?`)

// Labels that introduce a party, a project or a contract's name, each
// followed by 为, 是 or a colon. Sources: "(二)招标人:始兴县政府投资建设项目
// 代建管理局", "3、采购单位:中国环境监测总站", "中标供应商:北京尚洋东方环境
// 科技有限公司", "发包人:…", "甲方:…", "业主单位:…".
var (
	employerLabelRe   = labelRe(employerLabels, "甲方", "买方", "发包人")
	contractorLabelRe = labelRe(contractorLabels, "乙方", "卖方", "承包人")
	projectLabelRe    = newKeyed(`(?:`+alt(projectLabels)+`)(?:名称)?(?:为|是)?:\n?`, labelBoundary, projectLabels...)
	contractNameRe    = newKeyed(`[《“"]([^《》“”"\n]{2,80}?(?:合同书|合同|协议书|协议|订单|合约))[》”"]`, "", "《", "“", "\"")
	// 签署了华电莱州发电有限公司…协议,暂估总价为…: a contract named
	// without quotes after the verb.
	signedNameRe = newKeyed(`(?:签署|签订|签定|签约)(?:了|完成)?(?:《|“)?([^,，。;《》“”\n]{4,80}?(?:合同书|合同|协议书|协议))(?:》|”)?[,，。;(]`, "", "签署", "签订", "签定", "签约")
	// 收到X关于咸阳彩虹钢结构项目钢结构制作、运输合同的中标通知书: a contract
	// named after 关于.
	aboutContractRe = newKeyed(`关于([^,，。;《》“”\n]{4,80}?(?:合同书|合同|协议书|协议))(?:的|,)`, "", "关于")
	// 与X签订/签署: the other party of a signed contract.
	withPartyRe = newKeyed(`(?:与|和)([^,，。;与\n]{2,60}?)(?:\((?:以下)?简称[^)]{0,20}\))?(?:于\d{4}年\d{1,2}月\d{1,2}日)?(?:在[^,，。]{1,20})?(?:正式)?(?:签订|签署|签定|签约|共同签署|共同签订|就)`, "", "与", "和")
	// 和X签署: only after the company or a name (公司和X, …(以下简称
	// “中材建设”)和X): 和 is also inside names (住房和城乡建设局).
	// 昆山市路桥建设(集团)有限公司通知公司中标…: the employer before 通知.
	informsRe = newKeyed(`通知(?:本公司|公司|我公司)[^,，。;\n]{0,30}?中标`, "", "通知")
	// 收到X发出的《中标通知书》, 收到X的《中标通知书》.
	noticeFromRe = newKeyed(`(?:收到|接到|取得|获得)(?:了)?([^,，。;\n《“]{2,60}?)(?:\((?:以下)?简称[^)]{0,30}\))?(?:发出|发来|签发|下发|出具|颁发|送达)?的?(?:[《“][^》”\n]{0,40}?)?(?:中标通知书|中标通知|成交通知书|中标确认书|中标函|中标\([^)]{0,12}\)通知书)`, "", "收到", "接到", "取得", "获得")
	// “X”的《中标通知书》, 为“X”的中标人, 中标“X”: a quoted project.
	quotedProjectRe = newKeyed(`[“"]([^“”"\n]{4,120}?)[”"](?:\((?:以下)?简称[^)]{0,20}\))?(?:项目)?的?(?:《中标通知书》|中标通知书|中标|招标|成交|预中标|中标候选人|第一中标候选人|评标|项目)`, "", "“", "\"")
	wonQuotedRe     = newKeyed(`(?:中标|成交|预中标|中标候选人)(?:了)?[“"]([^“”"\n]{4,120}?)[”"]`, "", "中标", "成交")
	// 确认公司为X的中标人, 公司为X项目的中标单位.
	// 被确定为X项目候选人, 就X项目签订, 获得X项目的中标权.
	chosenForRe    = newKeyed(`(?:被确定为|确定为|成为|被确认为)([^,，。;\n]{4,120}?)(?:的)?(?:第一)?(?:中标人|中标单位|中标候选人|候选人|预中标人|成交人|中标供应商|成交供应商)`, "", "被确定为", "确定为", "成为", "被确认为")
	aboutProjectRe = newKeyed(`(?:就|获得)([^,，。;“”\n]{4,120}?(?:项目|工程|标段|采购))(?:\((?:以下)?(?:简称|称)[^)]{0,30}\))?(?:签|的中标|中标|[,，。])`, "", "就", "获得")
	// 在X(招标编号:…)中, 在X项目招标中, 参与了“X”的投标工作.
	inProjectRe = newKeyed(`(?:在|参与了|参与|参加了|参加)[“"]?([^,，。;“”《》\n]{4,120}?(?:项目|工程|标段|采购|标|招标活动|采购活动))[”"]?(?:\((?:招标编号|项目编号|编号)[^)]{0,40}\)|(?:的)?(?:投标|招标|评标|公开招标|采购)?(?:活动)?中[,，]|(?:的)?投标工作|的(?:公开)?(?:投标|招标|招投标|竞争性磋商|竞争性谈判|比选))`, "", "在", "参与", "参加")
	winnerOfRe  = newKeyed(`为([^,，。;\n]{4,120}?)(?:的)?(?:中标人|中标单位|中标供应商|成交供应商|第一中标候选人|中标候选人|预中标人|拟中标人)`, "", "为")
	// 中标X项目 / 中标了X工程: an unquoted project after the verb.
	wonProjectRe = newKeyed(`(?:中标|成交|预中标|拟中标)(?:了)?([^,，。;“”《》\n]{4,120}?(?:项目|工程|标段|采购|服务|施工|总价承包|总承包))(?:[,，。;(]|的|中标)`, "", "中标", "成交")
	// “国家电网公司集中规模招标采购2011年电能表第四批项目中标公告”,
	// 《广州供电局2018年营销计量类物资框架招标中标公示》: the tender named
	// in the title of its result.
	tenderTitleRe = newKeyed(`[“《"]([^“”《》"\n]{4,120}?)-?(?:`+alt(tenderTails)+`)[^“”《》"\n]{0,12}[”》"]`, "", "“", "《", "\"")
	// 收到…中标通知书,宁波市中山路…江东段由公司中标承建; 通知“轨道交通10号线
	// 9标工程”经评审由本公司和…; 中标通知书指出:“X”,由…: the project the
	// notice awards to the company.
	byCompanyRe = newKeyed(`(?:通知书|通知)(?:指出)?[,:]“?([^,，。;“”《》\n]{4,120}?)”?(?:,)?(?:经评审)?由(?:本公司|公司|我公司|其)`, "", "通知书", "通知")
	// 收到…桐城市G206小关至桐城段公路改(扩)建工程PPP项目中标通知书, 关于
	// 广东粤电茂名露天矿林光互补项目的中标通知书, 收到《X中标通知书》: the
	// project whose notice it is, named right before it.
	noticeOfRe = newKeyed(`(?:收到|接到|取得|关于|发来的|发出的)(?:了)?《?([^,，。;“”《》\n]{4,120}?(?:项目|工程|标段|标|采购|招标|活动|服务|施工))》?的?[《“]?(?:中标通知书|成交通知书|中标通知|竞争性磋商成交通知书)`, "", "收到", "接到", "取得", "关于", "发来的", "发出的")
	// 一、项目概况⏎国家电网公司2013年第一批电能表…招标采购活动(招标编号:…),
	// 在“X”(招标编号:…): a tender named before its number.
	numberedTenderRe = newKeyed(`(?:项目概况|在“|在)\n?([^,，。;“”《》\n]{4,120}?)”?\((?:招标编号|项目编号|采购编号|编号)`, "", "项目概况", "在")
	// 招标人X, 采购人X, 买方X, 项目业主X: a role run into the name (the
	// name's first character is not one that continues a label: 为, :, 名称,
	// 的, 和, 及, 与, 均).
	bareLabelRe = newKeyed(`(?:招标人|采购人|买方|项目业主|发包人|建设单位)[^为是:的和及与均名方单,(\n]`, "", "招标人", "采购人", "买方", "项目业主", "发包人", "建设单位")
	// 组成联合体 / 与X组成的联合体 / 联合体成员: a consortium.
	consortiumWithRe = newKeyed(`(?:与|联合)([^,，。;\n]{4,120}?)(?:共同)?(?:组成|作为|为)?(?:[两二三四五六七八九]方)?的?联合体`, "", "与", "联合")
	consortiumListRe = newKeyed(`联合体(?:成员|成员单位|其他成员)(?:为|是|包括)?:?([^。;\n]{4,200})`, "", "联合体")
	// 工期: a duration.
	durationRe     = newKeyed(`(?:工期|建设期|合同工期|计划工期|服务期限|服务期|履行期限|施工工期)(?:为|:|约)?(?:[^,，。;\n]{0,6}?)([0-9]+(?:\.[0-9]+)?)(个月|日历天|天|年|日|个日历天|周)`, "", "工期", "建设期", "服务期", "履行期限")
	revenueShareRe = newKeyed(`(?:占|约占)[^。;\n]{0,40}?(?:营业收入|营业总收入|主营业务收入|营收)[^。;\n]{0,30}?的(?:比例)?(?:为|约为|约)?([0-9]+(?:\.[0-9]+)?)%`, "", "占")
)

// priceWords govern the amount of a contract, longest first where one is
// the end of another. Sources: 中标价为42,212.52万元, 中标金额:人民币
// 109,784,000.00元, 合同金额为人民币6.24亿元, 暂估总价为30,558.0654万元,
// 合同总价(含税):1.89亿元, 项目总投资额为…, 投标报价….
// labelBoundary: a label opens a line, a cell or a clause.
const labelBoundary = "\n|,;。、):"

// Labels of the employer, the contractor and the project, as filings write
// them before a colon (or 为): "(二)招标人:", "3、采购单位:", "1、项目业主方:",
// "中标供应商:", "发包人:", "甲方:", "工程名称:", "采购项目名称:".
var (
	employerLabels   = []string{"招标人", "招标单位", "招标方", "采购人", "采购单位", "采购方", "项目业主方", "项目业主", "业主单位", "业主方", "业主", "建设单位", "发包人", "发包方", "发包单位", "甲方", "买方", "需方", "委托方", "委托人", "合同对方", "交易对方", "用户单位", "招租人", "项目实施机构", "实施机构"}
	contractorLabels = []string{"第一中标候选人", "中标候选人", "中标供应商", "成交供应商", "中标单位", "中标人", "成交人", "中标方", "乙方", "卖方", "供方", "承包人", "承包方", "供应商", "受托方"}
	projectLabels    = []string{"中标项目名称", "招标项目名称", "采购项目名称", "项目名称", "工程名称", "标段名称", "中标项目", "招标项目", "采购项目", "项目概况", "工程项目", "项目"}
)

// labelRe is the expression of a party's label: the label, 名称, the role
// in parentheses ((甲方)), 为 or 是, a colon, the value on the next line.
func labelRe(labels []string, roles ...string) keyed {
	return newKeyed(`(?:`+alt(labels)+`)(?:名称)?(?:\((?:`+alt(roles)+`)\))?(?:(?:均|都)?(?:为|是):?|:)\n?`, labelBoundary, labels...)
}

func alt(ws []string) string {
	q := make([]string, len(ws))
	for i, w := range ws {
		q[i] = regexp.QuoteMeta(w)
	}
	return strings.Join(q, "|")
}

var priceWords = []string{
	"中标总价", "中标总金额", "中标价格", "中标金额", "中标标价", "中标价", "中标额", "中标标的",
	"成交总价", "成交金额", "成交价格", "成交价",
	"合同总金额", "合同总价款", "合同总价", "合同总额", "合同价款", "合同价格", "合同金额", "合同价", "合同额",
	"协议总金额", "协议金额", "协议总价", "签约金额", "订单金额", "销售金额", "采购金额",
	"暂估总价", "暂定总价", "暂估价", "总价款", "总金额", "总价", "总造价", "工程造价", "价款",
	"投标总价", "投标报价", "投标价", "报价", "金额", "总投资额", "总投资", "投资总额", "投资额",
	"投资预算", "估算投资", "投资估算", "项目投资", "施工总承包费", "总承包费", "承包费", "合同总额", "中标总额",
}

func (r *reader) read() []schema.Contract {
	status, statusSpan := r.status()
	s := r.f.s

	// A table of contracts, one row each.
	if cs := r.tableContracts(status); len(cs) >= 2 {
		for i := range cs {
			if !statusSpan.Empty() {
				cs[i].Evidence["status"] = r.c.Ref(statusSpan)
			}
		}
		return cs
	}
	// The lots or items of an announcement that reports several.
	items := r.items()
	if len(items) < 2 {
		items = r.blockItems()
	}
	if len(items) >= 2 {
		return r.fromItems(items, status, statusSpan)
	}

	ct := schema.Contract{Status: status, Evidence: map[string]schema.Ref{}}
	if !statusSpan.Empty() {
		ct.Evidence["status"] = r.c.Ref(statusSpan)
	}
	// Amount: the first governed amount.
	if m, ok := r.amountIn(0, len(s)); ok {
		r.setAmount(&ct, m)
	} else if m, ok := r.looseAmount(); ok && len(r.unread) == 0 {
		r.setAmount(&ct, m)
	}
	r.parties(&ct, 0, len(s))
	r.names(&ct, 0, len(s))
	r.employerOfProject(&ct)
	r.extras(&ct, 0, len(s))
	r.dates(&ct)
	if ct.Contractor == "" && ct.Amount == nil {
		return nil
	}
	// A summary of many contracts (2017年1月至4月新签合同情况公告): its
	// figure is a total, not one contract's price.
	if ct.Project == "" && ct.ContractName == "" && containsAny(r.title, "新签合同情况", "新签订单", "经营情况", "经营数据", "中标情况汇总", "签约情况") {
		r.c.Warn(WarnSummary, "an announcement of the contracts signed or won over a period: its figures are totals, not read as contracts", normalize.Span{})
		r.summary = true
		return nil
	}
	ct.Span = r.c.Span(r.f.span(0, len(s)))
	if ct.Amount != nil {
		ct.Span = ct.Amount.Span
	}
	if len(ct.Evidence) == 0 {
		ct.Evidence = nil
	}
	return []schema.Contract{ct}
}

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

func containsAny(s string, ws ...string) bool {
	for _, w := range ws {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// amountIn returns the first amount in s[from:to] that a price word
// governs: the word, then within a few characters (为, 约为, :, 人民币,
// (含税)) the figure (see governed).
func (r *reader) amountIn(from, to int) (money, bool) {
	_, m, ok := r.governed(from, to)
	return m, ok
}

// moneyAfter reads the figure that follows a price word at byte at.
func (r *reader) moneyAfter(at, to int) (money, bool) {
	s := r.f.s
	j := at
	limit := at + 48
	if limit > to {
		limit = to
	}
	approx := false
	words := [2]int{-1, -1} // a price in words met on the way
	for j < limit {
		if s[j] >= '0' && s[j] <= '9' {
			m, ok := moneyAt(s, j)
			if !ok {
				// ￥986,906,448.00 in brackets after the words: yuan.
				if m, ok := yenFigure(s, j); ok {
					m.approx = approx
					return m, true
				}
				e := j
				for e < len(s) && (s[e] >= '0' && s[e] <= '9' || s[e] == ',' || s[e] == '.') {
					e++
				}
				if strings.Count(s[j:e], ".") > 1 {
					// 789,041.480.06元: a figure with two decimal points.
					r.unread = append(r.unread, r.f.span(j, e))
				} else if _, n := utf8.DecodeRuneInString(s[e:]); e < len(s) && s[e] >= 0x80 && strings.HasPrefix(s[e+n:], "元") {
					// 14.94惩元: the scale between figure and currency
					// does not decode.
					r.unread = append(r.unread, r.f.span(j, e+n+len("元")))
				}
				return money{}, false
			}
			m.approx = approx
			return m, true
		}
		rn, n := utf8.DecodeRuneInString(s[j:])
		if rn == '\n' && j > at && s[j-1] == ':' {
			// "中标价:" with the figure on the next line.
			j += n
			continue
		}
		if rn == '。' || rn == ';' || rn == '\n' || rn == '占' || rn == '%' {
			return wordsMoney(s, words, approx)
		}
		// A price in words, the figure in brackets after it:
		// 人民币柒亿陆仟捌佰陆拾捌万捌仟玖佰捌拾捌元整(￥76,868.8988万元).
		if strings.ContainsRune(capitalDigits, rn) {
			if words[0] < 0 {
				words[0] = j
			}
			for j < len(s) {
				rn, n = utf8.DecodeRuneInString(s[j:])
				if !strings.ContainsRune(capitalDigits, rn) {
					break
				}
				j += n
			}
			if words[1] < 0 {
				words[1] = j
			}
			if limit < j+24 {
				limit = j + 24
				if limit > to {
					limit = to
				}
			}
			continue
		}
		if rn == '约' || strings.HasPrefix(s[j:], "预计") || strings.HasPrefix(s[j:], "暂") {
			approx = true
		}
		j += n
	}
	return wordsMoney(s, words, approx)
}

// yenFigure reads a figure in yuan written after ￥ or ¥ without a unit:
// 中标价玖亿捌仟陆佰玖拾万陆仟肆佰肆拾捌元(￥986,906,448.00).
func yenFigure(s string, j int) (money, bool) {
	if !strings.HasSuffix(s[:j], "￥") && !strings.HasSuffix(s[:j], "¥") {
		return money{}, false
	}
	loc := figureRe.FindStringIndex(s[j:])
	if loc == nil || loc[0] != 0 {
		return money{}, false
	}
	v, end, ok := parseFigure(s, j, j+loc[1])
	if !ok {
		return money{}, false
	}
	// The figure ends the bracket or the clause: a unit after it is
	// moneyAt's to read.
	if end < len(s) && !strings.ContainsAny(s[end:end+1], ")）,，。;") && !strings.HasPrefix(s[end:], "）") {
		return money{}, false
	}
	return money{value: v, unit: schema.UnitCNY, start: j, end: end}, true
}

// wordsMoney reads a price written in words only, the capital numerals of
// yuan, jiao and fen: 合同额壹拾叁亿叁仟肆佰贰拾肆万捌仟陆佰柒拾伍元整,
// 伍佰元零陆角. It reads nothing when the words hold no 元.
func wordsMoney(s string, words [2]int, approx bool) (money, bool) {
	if words[0] < 0 || words[1] <= words[0] {
		return money{}, false
	}
	w := strings.TrimSuffix(s[words[0]:words[1]], "整")
	k := strings.IndexAny(w, "元圆")
	if k <= 0 {
		return money{}, false
	}
	n, err := normalize.ChineseInt(w[:k])
	if err != nil {
		return money{}, false
	}
	v := decimal.New(n, 0)
	rest := strings.TrimPrefix(strings.TrimPrefix(w[k:], "元"), "圆")
	rest = strings.TrimPrefix(rest, "零")
	for _, u := range []struct {
		word string
		exp  int32
	}{{"角", -1}, {"分", -2}} {
		if i := strings.Index(rest, u.word); i > 0 {
			d, err := normalize.ChineseInt(rest[:i])
			if err != nil || d > 9 {
				return money{}, false
			}
			v = v.Add(decimal.New(d, u.exp))
			rest = strings.TrimPrefix(rest[i+len(u.word):], "零")
		}
	}
	if rest != "" {
		return money{}, false
	}
	return money{value: v, unit: schema.UnitCNY, approx: approx, words: true, start: words[0], end: words[1]}, true
}

// looseAmount returns, when no price word governs a figure, the first sum
// in yuan of a sentence about the contract (中标, 合同, 签订, 价): "以人民币
// 89,600,089.00元竞得…", "采购LED照明产品暂估10亿元人民币". Sums of other
// things (注册资本, 营业收入, 资产, 利润) are not taken.
func (r *reader) looseAmount() (money, bool) {
	s := r.f.s
	for i := 0; i < len(s); {
		end := len(s)
		if k := strings.IndexAny(s[i:], "\n。;"); k >= 0 {
			end = i + k
		}
		clause := s[i:end]
		if containsAny(clause, "中标", "合同", "签订", "签署", "价", "竞得", "采购", "成交") && !containsAny(clause, "注册资本", "收入", "资产", "利润", "累计", "统计", "营收", "净额", "股本") {
			for _, m := range findMoney(s, i, end) {
				if m.value.GreaterThanOrEqual(decimal.New(1, 5)) {
					return m, true
				}
			}
		}
		_, n := utf8.DecodeRuneInString(s[end:])
		if end >= len(s) {
			break
		}
		i = end + n
	}
	return money{}, false
}

// capitalDigits are the characters of an amount written in words (大写).
const capitalDigits = "零壹贰叁肆伍陆柒捌玖拾佰仟万亿元圆整角分〇一二三四五六七八九十百千"

func (r *reader) quantity(m money) *schema.Quantity {
	sp := r.f.span(m.start, m.end)
	q := &schema.Quantity{
		Value: m.value.String(),
		Unit:  m.unit,
		Bound: schema.BoundEq,
		Text:  r.c.Doc.SourceText(sp),
		Span:  r.c.Span(sp),
		Page:  r.c.Doc.PageOf(sp.Start),
	}
	if m.hasUpper {
		q.Upper = m.upper.String()
		q.Bound = schema.BoundGe
	}
	return q
}

func (r *reader) setAmount(ct *schema.Contract, m money) {
	ct.Amount = r.quantity(m)
	if m.unit == schema.UnitCNY {
		return
	}
	// The document's own conversion, after the figure or after a
	// restatement of it: 折合人民币约12.1亿元, 该合同金额为1.05亿美元,约合7.05亿元
	// 人民币, 2,448.60万美元(按照…1美元对人民币6.0990元计算,约合人民币1.49亿元).
	s := r.f.s
	figure := s[m.start:m.end]
	for at := m.start; at >= 0; {
		end := at + len(figure)
		if cm, ok := r.conversionAfter(end); ok {
			ct.AmountCNY = r.quantity(cm)
			return
		}
		k := strings.Index(s[end:], figure)
		if k < 0 {
			break
		}
		at = end + k
	}
}

// conversionWords introduce the amount in yuan that a foreign amount is
// converted to.
var conversionWords = []string{"折合人民币", "折算人民币", "约合人民币", "合计人民币", "相当于人民币", "折人民币", "合人民币", "约合", "折合", "折算", "人民币"}

// conversionAfter returns the amount in yuan a conversion word introduces
// in the clause after byte at (up to 。 or ; and 80 characters), the first
// by position; not the yuan of an exchange rate (1美元对人民币6.0990元,
// 兑人民币6.8元).
func (r *reader) conversionAfter(at int) (money, bool) {
	s := r.f.s
	end := min(len(s), at+240)
	if k := strings.IndexAny(s[at:end], "。;\n"); k >= 0 {
		end = at + k
	}
	best := money{start: -1}
	for _, w := range conversionWords {
		for i := at; i < end; {
			k := strings.Index(s[i:end], w)
			if k < 0 {
				break
			}
			p := i + k
			i = p + len(w)
			if best.start >= 0 && p > best.start {
				break
			}
			if endsAny(s[:p], "对", "兑", "=", "兑换") {
				continue
			}
			if cm, ok := r.moneyAfter(p+len(w), end); ok && cm.unit == schema.UnitCNY && (best.start < 0 || cm.start < best.start) {
				best = cm
				break
			}
		}
	}
	return best, best.start >= 0
}

// parties reads employer, contractor and consortium from s[from:to].
func (r *reader) parties(ct *schema.Contract, from, to int) {
	s := r.f.s
	// Labelled parties.
	if name, sp, ok := r.labelled(employerLabelRe, from, to); ok {
		ct.Employer = name
		ct.Evidence["employer"] = r.c.Ref(sp)
		r.jointEmployer(sp)
	}
	if name, sp, ok := r.labelled(contractorLabelRe, from, to); ok && !r.sameParty(name, ct.Employer) {
		ct.Contractor = name
		ct.Evidence["contractor"] = r.c.Ref(sp)
	}
	// X(以下简称“甲方”): the party the document calls by the employer's
	// role, when it stands in s[from:to].
	if ct.Employer == "" && r.roleName != "" && !r.isOwn(r.roleName) {
		if k := r.flatIndex(r.roleSpan.Start); k >= from && k < to {
			ct.Employer = r.roleName
			ct.Evidence["employer"] = r.c.Ref(r.roleSpan)
		}
	}
	// 收到X发出的《中标通知书》.
	if ct.Employer == "" {
		for _, m := range noticeFromRe.find(s, from, to) {
			name, i, j := cutName(s[m[2]:m[3]])
			if name != "" && !r.isOwn(name) {
				ct.Employer = r.expand(name)
				ct.Evidence["employer"] = r.c.Ref(r.f.span(m[2]+i, m[2]+j))
				break
			}
		}
	}
	// X通知公司中标Y, X通知本公司中标Y.
	if ct.Employer == "" {
		for _, m := range informsRe.find(s, from, to) {
			if name, at := nameBefore(s, m[0]); name != "" && !r.isOwn(name) {
				ct.Employer = r.expand(name)
				ct.Evidence["employer"] = r.c.Ref(r.f.span(at, at+len(name)))
				break
			}
		}
	}
	// 收到X(以下简称“Y”)关于Z合同: the party that sends the contract.
	if ct.Employer == "" {
		for _, m := range aboutContractRe.find(s, from, to) {
			j := m[0]
			if strings.HasSuffix(s[:j], ")") {
				if p := strings.LastIndex(s[:j], "("); p >= 0 && j-p < 60 {
					j = p
				}
			}
			if name, at := nameBefore(s, j); name != "" && strings.HasSuffix(s[:at], "收到") && !r.isOwn(name) {
				ct.Employer = r.expand(name)
				ct.Evidence["employer"] = r.c.Ref(r.f.span(at, at+len(name)))
				break
			}
		}
	}
	// 公司与X签订.
	if ct.Employer == "" {
		for _, m := range withParty(s, from, to) {
			name, i, j := cutName(s[m[2]:m[3]])
			if name != "" && !r.isOwn(name) {
				ct.Employer = r.expand(name)
				ct.Evidence["employer"] = r.c.Ref(r.f.span(m[2]+i, m[2]+j))
				break
			}
		}
	}
	// 该项目招标人四川攀西高速公路开发股份有限公司, 采购人五华县人力资源和
	// 社会保障局(以下简称“采购人”), 买方万中基业新能源扬州有限公司: a role
	// run into the name, without 为 or a colon.
	if ct.Employer == "" {
		for _, m := range bareLabelRe.find(s, from, to) {
			// The expression ends on the name's first character.
			_, n := utf8.DecodeLastRuneInString(s[:m[1]])
			at := m[1] - n
			if strings.HasPrefix(s[at:], "“") || s[at] == '"' || s[at] == ' ' {
				at = m[1]
			}
			name, i, j := cutName(s[at:to])
			if name != "" && !r.isOwn(name) && utf8.RuneCountInString(name) >= 6 && !containsAny(name, "为", "组建", "使用") {
				ct.Employer = r.expand(name)
				ct.Evidence["employer"] = r.c.Ref(r.f.span(at+i, at+j))
				break
			}
		}
	}
	if ct.Contractor == "" {
		name, sp := r.ownParty(from, to)
		if name != "" {
			ct.Contractor = name
			if !sp.Empty() {
				ct.Evidence["contractor"] = r.c.Ref(sp)
			}
		}
	}
	// Consortium.
	r.consortium(ct, from, to)
}

// withParty returns the matches of withPartyRe in s[from:to], those that
// start with 和 only where a name or the company stands before it
// (公司和国产实业(湖南)水泥有限公司签署了, 中材建设(以下简称“中材建设”)和拉法基
// 集团签署): 和 inside a name (住房和城乡建设局, 呼和浩特) joins nothing.
func withParty(s string, from, to int) [][]int {
	ms := withPartyRe.find(s, from, to)
	out := ms[:0]
	for _, m := range ms {
		// 和中国机械进出口(集团)有限公司以联合体的方式签订了: a partner of
		// the consortium, not the other party.
		if strings.Contains(s[m[2]:m[3]], "联合体") {
			continue
		}
		if strings.HasPrefix(s[m[0]:], "和") {
			before := s[:m[0]]
			if !strings.HasSuffix(before, "公司") && !strings.HasSuffix(before, ")") && !strings.HasSuffix(before, "集团") {
				continue
			}
		}
		out = append(out, m)
	}
	return out
}

// jointEmployer warns when the employer read at sp is the first of
// several that form a consortium (买方:X和Y组成的联合体): the model holds one
// employer, so the others are named in the warning, not dropped silently.
func (r *reader) jointEmployer(sp normalize.Span) {
	k := r.flatIndex(sp.End)
	if m := jointRe.FindStringIndex(r.f.s[k:min(len(r.f.s), k+300)]); m != nil {
		whole := r.f.span(r.flatIndex(sp.Start), k+m[1])
		r.c.Warn(WarnJointEmployer, "the employer is a consortium of several parties; employer holds the first named: "+r.c.Doc.SourceText(whole), whole)
	}
}

// labelled returns the name a label introduces within s[from:to].
func (r *reader) labelled(re keyed, from, to int) (string, normalize.Span, bool) {
	s := r.f.s
	for _, m := range re.find(s, from, to) {
		at := m[1]
		name, i, j := cutName(s[at:to])
		if name == "" {
			continue
		}
		return r.expand(name), r.f.span(at+i, at+j), true
	}
	return "", normalize.Span{}, false
}

// expand returns the full name for a short form the document defines.
func (r *reader) expand(name string) string {
	if full, ok := r.short[name]; ok {
		return full
	}
	return name
}

// isOwn reports whether name is the company or one of the subsidiaries the
// document names as its own.
func (r *reader) isOwn(name string) bool {
	if name == r.company || name == "本公司" || name == "公司" {
		return true
	}
	if strings.HasPrefix(name, "公司") || strings.HasPrefix(name, "本公司") || strings.Contains(name, "子公司") {
		return true
	}
	for _, sub := range r.subsidiaries() {
		if sub.name == name {
			return true
		}
	}
	return false
}

// isOwnName reports whether name is the company itself.
func (r *reader) isOwnName(name string) bool {
	return name == r.company || name == "本公司" || name == "公司" || strings.HasPrefix(name, "公司") || strings.HasPrefix(name, "本公司")
}

func (r *reader) sameParty(a, b string) bool { return a != "" && a == b }

type named struct {
	name string
	sp   normalize.Span
}

var subsidiaryRe = newKeyed(`(?:子公司|孙公司|本公司下属|公司下属|本公司所属|公司所属|海外全资公司|下属公司)(?:之一)?(?:的)?(?:全资控股子公司|控股子公司|全资子公司|子公司|全资控股公司|全资公司|控股公司|企业|单位)?:?[“"]?([^,，。;:“”、\n]{4,60})`, "", "子公司", "孙公司", "本公司下属", "公司下属", "本公司所属", "公司所属", "海外全资公司", "下属公司")

// subsidiaries returns the subsidiaries the document names: 全资子公司X,
// 控股子公司X, 所属子公司X, 本公司下属X中标.
func (r *reader) subsidiaries() []named {
	if r.subsOK {
		return r.subs
	}
	r.subsOK = true
	var out []named
	s := r.f.s
	for _, m := range subsidiaryRe.find(s, 0, len(s)) {
		// 北京子公司和X以联合体的方式签订: X is not the subsidiary.
		if startsAny(s[m[2]:m[3]], "和", "与", "及", "以及") {
			continue
		}
		name, i, j := cutName(s[m[2]:m[3]])
		if name == "" {
			continue
		}
		out = append(out, named{name, r.f.span(m[2]+i, m[2]+j)})
	}
	// X(以下简称:北京子公司)系公司全资子公司, X为本公司控股子公司: the
	// name stated before.
	for _, w := range subsidiaryIsWords {
		for i := 0; i < len(s); {
			k := strings.Index(s[i:], w)
			if k < 0 {
				break
			}
			at := i + k
			i = at + len(w)
			j := at
			for _, v := range []string{"本", "上市"} {
				j -= len(v) * b2i(strings.HasSuffix(s[:j], v))
			}
			for _, v := range []string{"系", "为", "是"} {
				j -= len(v) * b2i(strings.HasSuffix(s[:j], v))
			}
			if strings.HasSuffix(s[:j], ")") {
				if p := strings.LastIndex(s[:j], "("); p >= 0 && j-p < 60 {
					j = p
				}
			}
			if name, b := nameBefore(s, j); name != "" && !r.isOwnName(name) {
				out = append(out, named{name, r.f.span(b, b+len(name))})
			}
		}
	}
	r.subs = out
	return out
}

// subsidiaryIsWords state that the name before them is the company's
// subsidiary: 中国中轻国际工程有限公司(以下简称:北京子公司)系公司全资子公司.
var subsidiaryIsWords = []string{"公司全资子公司", "公司控股子公司", "公司的全资子公司", "公司的控股子公司", "公司全资孙公司", "公司控股孙公司"}

// findAll returns where w stands in s.
func findAll(s, w string) []int {
	var out []int
	for i := 0; ; {
		k := strings.Index(s[i:], w)
		if k < 0 {
			return out
		}
		out = append(out, i+k)
		i += k + len(w)
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func endsAny(s string, ws ...string) bool {
	for _, w := range ws {
		if strings.HasSuffix(s, w) {
			return true
		}
	}
	return false
}

func startsAny(s string, ws ...string) bool {
	for _, w := range ws {
		if strings.HasPrefix(s, w) {
			return true
		}
	}
	return false
}

// ownParty returns the company's party to the contract: the subsidiary the
// title names (关于全资子公司X中标的公告), a subsidiary that wins or signs
// in the body, else the company.
func (r *reader) ownParty(from, to int) (string, normalize.Span) {
	subs := r.subsidiaries()
	for _, sub := range subs {
		if strings.Contains(r.title, sub.name) {
			return sub.name, sub.sp
		}
	}
	s := r.f.s
	for _, sub := range subs {
		if sub.sp.Start < r.f.off[from] || sub.sp.Start > r.f.off[to-1] {
			continue
		}
		// The subsidiary is the subject of 中标/签订 in its sentence.
		i := sub.sp.End
		// find the byte index in flat of the span end
		k := r.flatIndex(i)
		end := k + 200
		if end > len(s) {
			end = len(s)
		}
		rest := s[k:end]
		if p := strings.IndexAny(rest, "。\n"); p >= 0 {
			rest = rest[:p]
		}
		if containsAny(rest, "中标", "签订", "签署", "成交", "签定", "中选", "候选人", "收到") {
			return sub.name, sub.sp
		}
	}
	// The short form the document gives the subsidiary is the subject:
	// X(以下简称:北京子公司)系公司全资子公司。…北京子公司和Y以联合体的方式签订了.
	shorts := make([]string, 0, len(r.short))
	for short := range r.short {
		shorts = append(shorts, short)
	}
	sort.Strings(shorts)
	for _, short := range shorts {
		full := r.short[short]
		own := false
		for _, sub := range subs {
			own = own || sub.name == full
		}
		if !own {
			continue
		}
		for _, m := range findAll(s[from:to], short) {
			rest := s[from+m+len(short) : min(to, from+m+len(short)+200)]
			if p := strings.IndexAny(rest, "。\n"); p >= 0 {
				rest = rest[:p]
			}
			if !strings.HasPrefix(rest, ")") && containsAny(rest, "中标", "签订", "签署", "成交", "签定", "中选", "候选人", "收到") {
				for _, sub := range subs {
					if sub.name == full {
						return sub.name, sub.sp
					}
				}
			}
		}
	}
	if r.company != "" {
		return r.company, normalize.Span{}
	}
	return "", normalize.Span{}
}

// flatIndex returns the byte of f.s at or after a Doc.Text offset.
func (r *reader) flatIndex(off int) int {
	lo, hi := 0, len(r.f.off)
	for lo < hi {
		m := (lo + hi) / 2
		if r.f.off[m] < off {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

func (r *reader) consortium(ct *schema.Contract, from, to int) {
	s := r.f.s
	var members []string
	var sp normalize.Span
	for _, m := range consortiumWithRe.find(s, from, to) {
		list := s[m[2]:m[3]]
		// 与X和Y组成的联合体签订了…: the consortium is the other party.
		if containsAny(s[m[1]:min(len(s), m[1]+12)], "签订", "签署", "签定") {
			continue
		}
		for _, part := range splitNames(list) {
			name, _, _ := cutName(part)
			if name == "" || r.isOwn(name) || name == ct.Contractor || name == ct.Employer {
				continue
			}
			members = append(members, r.expand(name))
		}
		if len(members) > 0 {
			sp = r.f.span(m[2], m[3])
			break
		}
	}
	if len(members) == 0 {
		for _, m := range consortiumListRe.find(s, from, to) {
			for _, part := range splitNames(s[m[2]:m[3]]) {
				name, _, _ := cutName(part)
				if name == "" || r.isOwn(name) || name == ct.Contractor || name == ct.Employer {
					continue
				}
				members = append(members, r.expand(name))
			}
			if len(members) > 0 {
				sp = r.f.span(m[2], m[3])
				break
			}
		}
	}
	if len(members) > 0 {
		ct.Consortium = dedupe(members)
		ct.Evidence["consortium"] = r.c.Ref(sp)
	}
}

func splitNames(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r == '、' || r == ',' || r == '，' || r == '和' || r == '及' })
}

func dedupe(xs []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, x := range xs {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

// names reads the project and the contract's name from s[from:to].
func (r *reader) names(ct *schema.Contract, from, to int) {
	s := r.f.s
	if m := r.projectLabel(from, to); m[1] > m[0] {
		ct.Project = s[m[0]:m[1]]
		ct.Evidence["project"] = r.c.Ref(r.f.span(m[0], m[1]))
	}
	if ct.Project == "" {
		for _, re := range []keyed{numberedTenderRe, tenderTitleRe, byCompanyRe, chosenForRe, winnerOfRe, quotedProjectRe, wonQuotedRe, noticeOfRe, aboutProjectRe, wonProjectRe, inProjectRe} {
			for _, m := range re.find(s, from, to) {
				v := cleanProject(s[m[2]:m[3]])
				if v == "" || isContractName(v) {
					continue
				}
				if re.re == tenderTitleRe.re || re.re == noticeOfRe.re {
					v = r.tenderName(v)
					if v == "" {
						continue
					}
				}
				ct.Project = v
				sp := r.f.span(m[2], m[3])
				if k := strings.Index(s[m[2]:m[3]], v); k >= 0 {
					sp = r.f.span(m[2]+k, m[2]+k+len(v))
					// The owner named before it: X发包的Y工程.
					if ct.Employer == "" {
						if name, at := nameBefore(s, m[2]+k-len("发包的")); name != "" && strings.HasSuffix(s[:m[2]+k], "发包的") && !r.isOwn(name) {
							ct.Employer = name
							ct.Evidence["employer"] = r.c.Ref(r.f.span(at, at+len(name)))
						}
					}
				}
				ct.Evidence["project"] = r.c.Ref(sp)
				break
			}
			if ct.Project != "" {
				break
			}
		}
	}
	if ct.Project == "" {
		if v, sp, ok := r.titleProject(); ok {
			ct.Project = v
			ct.Evidence["project"] = r.c.Ref(sp)
		}
	}
	for _, re := range []keyed{contractNameRe, signedNameRe, aboutContractRe} {
		for _, m := range re.find(s, from, to) {
			m[2] += countPrefix(s[m[2]:m[3]])
			v := s[m[2]:m[3]]
			if !plausibleContract(v) {
				continue
			}
			// An award's announcement names the contract still to be
			// signed (双方将签订《工程承包合同》): no contract yet, unless the
			// sentence says it was signed.
			if ct.Status == schema.ContractAward || ct.Status == schema.ContractProvisionalAward {
				before := s[max(0, m[0]-60):m[2]]
				if !containsAny(before, "签订了", "签署了", "已签订", "已签署", "正式签订", "正式签署") || containsAny(before, "将", "尚未", "待", "拟") {
					continue
				}
			}
			ct.ContractName = v
			ct.Evidence["contract_name"] = r.c.Ref(r.f.span(m[2], m[3]))
			break
		}
		if ct.ContractName != "" {
			break
		}
	}
}

// dateEvents are what a dated sentence reports: 2016年8月23日,中工国际…与
// 厄瓜多尔不动产管理局签署了…商务合同 (signing); 于2016年11月24日收到…《中标
// 通知书》 (award); 2016年11月2日,…商务合同正式生效 (effective). The date
// must come before the verb in its sentence, which then names a contract
// or the notice.
var dateEvents = []struct {
	field string
	verbs []string
	needs []string
}{
	{"signing_date", []string{"签署", "签订", "签定"}, []string{"合同", "协议"}},
	{"award_date", []string{"收到", "接到", "取得"}, []string{"中标通知书", "成交通知书", "中标通知"}},
	{"effective_date", []string{"生效"}, []string{"合同", "协议"}},
}

// dates reads the award, signing and effective dates of a contract.
func (r *reader) dates(ct *schema.Contract) {
	s := r.f.s
	for _, ev := range dateEvents {
		for i := 0; i < len(s); {
			end := len(s)
			if k := strings.IndexAny(s[i:], "。\n"); k >= 0 {
				end = i + k
			}
			sent := s[i:end]
			if containsAny(sent, ev.needs...) && !containsAny(sent, "尚未", "未签", "将于", "待") {
				for _, d := range normalize.FindDates(sent) {
					if d.Day == 0 {
						continue
					}
					rest := sent[d.Span.End:]
					verb := -1
					for _, v := range ev.verbs {
						if k := strings.Index(rest, v); k >= 0 && (verb < 0 || k < verb) {
							verb = k
						}
					}
					if verb < 0 || verb > 240 {
						continue
					}
					v := d.String()
					sp := r.f.span(i+d.Span.Start, i+d.Span.End)
					switch ev.field {
					case "signing_date":
						ct.SigningDate = v
					case "award_date":
						ct.AwardDate = v
					case "effective_date":
						ct.EffectiveDate = v
					}
					ct.Evidence[ev.field] = r.c.Ref(sp)
					goto next
				}
			}
			if end >= len(s) {
				break
			}
			i = end + len("。")
			if s[end] == '\n' {
				i = end + 1
			}
		}
	next:
	}
}

// strongSuffixes end an organisation's name that a project's name starts
// with: 银联商务有限公司2014年POS终端设备集中采购项目, 国家电网公司2014年第一批
// 电能表…招标采购项目, 中材科技风电叶片股份有限公司风电叶片用夹芯材料采购项目.
var strongSuffixes = []string{"有限责任公司", "股份有限公司", "有限公司", "集团公司", "总公司", "公司", "管理委员会", "委员会", "管委会", "人民政府", "管理局", "局", "医院", "大学"}

// employerOfProject takes the employer, when no other wording names it,
// from the organisation whose name opens the project's: a tender is named
// after its owner.
func (r *reader) employerOfProject(ct *schema.Contract) {
	if ct.Employer != "" || ct.Project == "" {
		return
	}
	p := ct.Project
	best := 0
	for _, suf := range strongSuffixes {
		if k := strings.Index(p, suf); k > 0 && k+len(suf) > best && utf8.RuneCountInString(p[k+len(suf):]) >= 4 {
			best = k + len(suf)
		}
	}
	if best == 0 {
		return
	}
	name := p[:best]
	if !validName(name) || r.isOwn(name) || strings.Contains(name, "招标") {
		return
	}
	ct.Employer = name
	if k := strings.Index(r.f.s, p); k >= 0 {
		ct.Evidence["employer"] = r.c.Ref(r.f.span(k, k+best))
	}
}

// titleTrim are the words around a project's name in a title:
// 关于中标北京市宣武区骡马市大街南侧商业项目用地的公告,
// 关于全资子公司中标X项目的公告, 关于X项目中标的提示性公告.
var (
	titleHeads = []string{"中标了", "预中标", "拟中标", "中标", "成交", "收到", "接到", "取得", "获得", "签订", "签署", "参与", "关于"}
	titleTails = []string{"的提示性公告", "中标结果的公告", "《中标通知书》的公告", "中标通知书的公告", "的公告", "公告", "的中标通知书", "中标通知书", "的进展", "预中标", "中标", "候选人", "第一中标候选人", "公示"}
)

// titleProject reads the project the title names, when it names one.
func (r *reader) titleProject() (string, normalize.Span, bool) {
	t := r.title
	k := strings.Index(r.f.s, t)
	if k < 0 && r.company != "" && strings.HasPrefix(t, r.company) {
		// The title on two lines, the company's name on the first:
		// 深圳市新国都技术股份有限公司⏎关于…项目中标的提示性公告.
		t = strings.TrimPrefix(t, r.company)
		k = strings.Index(r.f.s, t)
	}
	if t == "" || k < 0 {
		return "", normalize.Span{}, false
	}
	// The tails first (…X中标的提示性公告: 中标 is a tail there, not the
	// head), then the head before what is left.
	i, j := 0, len(t)
	for changed := true; changed; {
		changed = false
		for _, w := range titleTails {
			if strings.HasSuffix(t[:j], w) {
				j -= len(w)
				changed = true
			}
		}
	}
	for _, h := range titleHeads {
		if x := strings.LastIndex(t[:j], h); x >= 0 && x+len(h) > i {
			i = x + len(h)
			break
		}
	}
	v := strings.TrimPrefix(t[i:j], "的")
	i = j - len(v)
	if strings.HasSuffix(v, "的") {
		v = strings.TrimSuffix(v, "的")
	}
	// The tender's owner may open its name (关于上海浦东发展银行股份有限公司
	// 2014年POS终端设备入围采购招标项目中标的提示性公告); the company
	// itself (or a title with no head, whose start is the company's name)
	// may not.
	own := r.company != "" && strings.Contains(v, r.company) || i == 0 || strings.HasSuffix(v, "公司") || startsAny(v, "项目", "下属", "公司")
	if !plausibleProject(v) || own || containsAny(v, "合同", "协议", "重大", "日常经营", "子公司") || !containsAny(v, "项目", "工程", "标段", "采购") {
		return "", normalize.Span{}, false
	}
	return v, r.f.span(k+i, k+i+len(v)), true
}

// tenderName returns the tender's name a notice or a result's title
// gives (v), without the sender written before it (珠海交通集团有限公司关于X,
// X发来的Y), or "" when it is not one: the title of the company's own
// announcement quoted (《佳都新太科技股份有限公司关于全资子公司项目预中标公告》),
// a kind of work (重大工程, 政府采购), a name too short to be a tender's.
func (r *reader) tenderName(v string) string {
	for _, w := range []string{"关于", "发来的", "发出的", "签发的", "下发的", "出具的"} {
		if k := strings.LastIndex(v, w); k >= 0 {
			if w == "关于" && k > 0 && !hasOrgSuffix(v[:k]) && !strings.HasSuffix(v[:k], "的") {
				return ""
			}
			v = v[k+len(w):]
		}
	}
	for _, w := range []string{"收到", "取得", "接到", "获得"} {
		v = strings.TrimPrefix(v, w)
	}
	if utf8.RuneCountInString(v) < 8 || endsAny(v, "预", "拟") || containsAny(v, "重大", "子公司") || r.company != "" && strings.Contains(v, r.company) {
		return ""
	}
	return v
}

func (r *reader) projectLabel(from, to int) [2]int {
	s := r.f.s
	for _, m := range projectLabelRe.find(s, from, to) {
		at := m[1]
		end := at
		for end < to {
			rn, n := utf8.DecodeRuneInString(s[end:])
			if rn == '\n' || rn == '。' || rn == ';' || rn == '|' {
				break
			}
			end += n
		}
		v := s[at:end]
		// A label with nothing after it, the next numbered line below it
		// (…项目:⏎4、项目规模:…): no value.
		if at > 0 && s[at-1] == '\n' && enumStart(v) {
			continue
		}
		// Cut at the next labelled field on the same line.
		for _, w := range []string{",中标", ",招标", ",项目编号", "项目编号", ",合同", ",工期", ",建设", ",采购", ",业主", ",发包"} {
			if k := strings.Index(v, w); k > 0 {
				v = v[:k]
			}
		}
		// Cut at the next label run into the line: "…增补工程地点:重庆市…".
		if m := nextLabelRe.FindStringIndex(v); m != nil && m[0] >= 12 {
			v = v[:m[0]]
		}
		// Or any label of the same kind: a noun that ends in a role or an
		// attribute before a colon (…总集成项目采购单位名称:新疆银行股份有限公司,
		// …招标项目招标机构:江西会昌工业园区管理委员会, …PPP项目2.中标联合体:).
		if m := runInLabelRe.FindStringIndex(v); m != nil && m[0] >= 12 {
			// The project's own last word is not the label's first
			// (…PPP项目采购人:, …技术改造项目项目承担单位:).
			cut := m[0]
			// Nor is a word cut in two (…PPP项|目采购人名称:).
			for _, w := range []string{"项目", "工程", "标段"} {
				r0, n := utf8.DecodeRuneInString(w)
				if strings.HasSuffix(v[:cut], string(r0)) && strings.HasPrefix(v[cut:], w[n:]) {
					cut += len(w) - n
				}
			}
			for _, w := range []string{"项目", "工程", "标段"} {
				if strings.HasPrefix(v[cut:], w) && !strings.HasSuffix(v[:cut], w) {
					cut += len(w)
					break
				}
			}
			v = v[:cut]
		}
		v = strings.TrimRight(v, ",，、(")
		if c := cleanProject(v); c != "" && utf8.RuneCountInString(c) >= 4 {
			k := strings.Index(s[at:], c)
			return [2]int{at + k, at + k + len(c)}
		}
	}
	return [2]int{}
}

// nextLabelRe is a label of another field run into a value: 工程地点:,
// (招标编号:, 中标排名:, 数量:.
var nextLabelRe = lazyre.New(`\(?(?:工程地点|项目地点|建设地点|招标编号|项目编号|中标排名|数量|中标金额|中标价|工期|招标人|业主|采购人|中标单位|中标人|中标份额|预算金额|项目概况)\s*:`)

// runInLabelRe is a label run into a value: a few characters ending in a
// role or an attribute, a colon, maybe its number before it.
var runInLabelRe = lazyre.New(`(?:[0-9]{1,2}(?:\.[0-9])?[.、]?)?\p{Han}{0,4}?(?:名称|机构|单位|人|方|地址|地点|内容|报价|金额|价格|供应商|候选人|联合体|编号|号|规模|工期|期限|时间|资金来源)\s*:`)

// projectTails are the words a sentence writes after a project's name:
// "…招标采购项目下的部分子包的推荐", "…PPP项目的社会资本方".
var projectTails = []string{"的推荐", "下的部分", "中的部分", "的社会资本方", "的中标", "的项目", "的合作社会资本", "社会资本方"}

func cleanProject(v string) string {
	// The owner named before the project: 上海申迪建设有限公司发包的川沙A-1
	// 地块场地形成工程, X招标的Y项目.
	for _, w := range []string{"发包的", "招标的", "组织的", "建设的", "发出的"} {
		if k := strings.Index(v, w); k > 0 && hasOrgSuffix(v[:k]) {
			v = v[k+len(w):]
		}
	}
	// 晋江市房屋建设开发有限公司在福建晋江市投资的X, 江苏保利宁成房地产开发
	// 有限公司投资开发的X: the investor before the project.
	for _, w := range []string{"投资开发的", "投资建设的", "投资的", "开发的"} {
		if k := strings.Index(v, w); k > 0 && containsAny(v[:k], "公司", "集团", "政府", "委员会", "局") {
			v = v[k+len(w):]
		}
	}
	// 项目为国家电网公司2013年第二批电能表…招标采购项目.
	for _, w := range []string{"项目为", "项目是", "为"} {
		if strings.HasPrefix(v, w) {
			v = v[len(w):]
			break
		}
	}
	// The number of the tender after the name: …充电站BOT项目(招标编号为
	// WHGN154283).
	if k := strings.LastIndex(v, "("); k > 0 && strings.HasSuffix(v, ")") && containsAny(v[k:], "编号", "招标号") {
		v = v[:k]
	}
	// A lot range the layout broke off: "…运行维护项目·包1至包".
	if k := strings.Index(v, "·"); k > 0 {
		v = v[:k]
	}
	for _, t := range projectTails {
		if k := strings.Index(v, t); k > 0 {
			v = v[:k]
		}
	}
	v = strings.Trim(v, "\"《》,，、 ")
	// Quotes around the whole name go; a quoted part inside it stays
	// (…配套工程“管道采购07标段”).
	for strings.HasPrefix(v, "“") && strings.Count(v, "“") > strings.Count(v, "”") {
		v = strings.TrimPrefix(v, "“")
	}
	for strings.HasSuffix(v, "”") && strings.Count(v, "”") > strings.Count(v, "“") {
		v = strings.TrimSuffix(v, "”")
	}
	if strings.HasPrefix(v, "“") && strings.HasSuffix(v, "”") && strings.Count(v, "“") == 1 {
		v = strings.TrimSuffix(strings.TrimPrefix(v, "“"), "”")
	}
	if strings.HasPrefix(v, "了") {
		v = v[len("了"):]
	}
	if utf8.RuneCountInString(v) < 4 || utf8.RuneCountInString(v) > 150 {
		return ""
	}
	// A reference, not a name: 此项目第一分标…, 上述项目, 该项目的; a
	// description: 项目规划占地325亩.
	for _, p := range []string{"此", "上述", "该", "本", "其"} {
		if strings.HasPrefix(v, p) {
			return ""
		}
	}
	if containsAny(v, "公告", "以下简称", "中标通知书", "评标委员会", "推荐", "占地", "用地", "亩", "建设内容", "公里", "长度", "总投资", "投资约") {
		return ""
	}
	return v
}

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

// extras reads duration and revenue share.
func (r *reader) extras(ct *schema.Contract, from, to int) {
	s := r.f.s
	if ms := durationRe.find(s, from, to); len(ms) > 0 {
		m := ms[0]
		unit := map[string]string{"个月": schema.UnitMonths, "日历天": schema.UnitDays, "个日历天": schema.UnitDays, "天": schema.UnitDays, "日": schema.UnitDays, "年": schema.UnitYears}[s[m[4]:m[5]]]
		if unit != "" {
			sp := r.f.span(m[2], m[5])
			ct.Duration = &schema.Quantity{Value: s[m[2]:m[3]], Unit: unit, Bound: schema.BoundEq, Text: r.c.Doc.SourceText(sp), Span: r.c.Span(sp), Page: r.c.Doc.PageOf(sp.Start)}
		}
	}
	if ms := revenueShareRe.find(s, from, to); len(ms) > 0 && ct.Amount != nil {
		m := ms[0]
		// The share is of the figure its sentence states before 占, when
		// it states one (本次中标两个包件合计金额为17,139.80万元…占…): a
		// share of another figure (a total of lots) is not this one's.
		sent := strings.LastIndexAny(s[:m[0]], "。\n") + 1
		var revenue *money
		for _, mm := range findMoney(s, sent, m[1]) {
			if strings.Contains(s[max(sent, mm.start-18):mm.start], "收入") {
				// The revenue: 营业收入为440,050.75万元, 营业收入84,185.34万元.
				x := mm
				revenue = &x
				continue
			}
			if mm.start < m[0] && (mm.unit != ct.Amount.Unit || mm.value.String() != ct.Amount.Value) {
				m = nil
				break
			}
		}
		if m == nil {
			goto rate
		}
		v, err := decimal.NewFromString(s[m[2]:m[3]])
		if err == nil {
			sp := r.f.span(m[2], m[1])
			ct.RevenueShare = &schema.Quantity{Value: v.Shift(-2).String(), Unit: schema.UnitRatio, Bound: schema.BoundEq, Text: r.c.Doc.SourceText(sp), Span: r.c.Span(sp), Page: r.c.Doc.PageOf(sp.Start)}
			// The revenue, where the sentence states it.
			if revenue != nil && revenue.unit == schema.UnitCNY {
				ct.Revenue = r.quantity(*revenue)
			}
		}
	}
rate:
	// An exchange rate stated for the currency: 按1美元兑6.8元人民币, 汇率
	// 1:6.2.
	if ct.Amount != nil && ct.Amount.Unit != schema.UnitCNY {
		for _, m := range rateRe.FindAllStringSubmatchIndex(s[from:to], -1) {
			cur := ""
			if m[2] >= 0 {
				for _, c := range currencies {
					if c.word == s[from+m[2]:from+m[3]] {
						cur = c.unit
					}
				}
			} else {
				cur = ct.Amount.Unit
			}
			var v string
			if m[4] >= 0 {
				v = s[from+m[4] : from+m[5]]
			} else {
				v = s[from+m[6] : from+m[7]]
			}
			if cur != ct.Amount.Unit {
				continue
			}
			sp := r.f.span(from+m[0], from+m[1])
			ct.ExchangeRate = &schema.ExchangeRate{Currency: cur, Rate: v, Text: r.c.Doc.SourceText(sp), Span: r.c.Span(sp)}
			break
		}
	}
}

// rateRe is an exchange rate: 1美元兑6.8元人民币, 1美元=6.2元, 汇率为6.8,
// 汇率1:6.2.
var rateRe = lazyre.New(`1(美元|欧元|港元|港币|日元|英镑|澳元|加元)(?:兑换|兑|折合|=|:)(?:人民币)?([0-9]+(?:\.[0-9]+)?)|汇率(?:为|按|:|约为)?(?:1:)?([0-9]+\.[0-9]+)`)

// item is one contract of an announcement that reports several: the
// clause that states it, its amount and what names it.
type item struct {
	from, to int // the clause, bytes of flat.s
	block    int // the start of the numbered part the clause is in
	amount   money
	project  [2]int
	contract [2]int
	lot      [2]int
}

// lotRe is the designation of a lot: 包件1, 第二包, 第3标段, 二标段, 标包2,
// 包1.
var lotRe = lazyre.New(`包件[0-9]+|第[0-9一二三四五六七八九十]+(?:包|标段|标)|[0-9一二三四五六七八九十]+号?标段|标包[0-9]+|包[0-9]+`)

// items returns the contracts of an announcement that reports several, one
// per clause that states a price of its own for a project or a contract of
// its own: "1. 四川省…TJ2标段,中标价263,179,890元,工期30个月。",
// "二、本公司所属子公司中铁四局集团有限公司中标新建合肥铁路枢纽南环线工程,
// 中标价为人民币436,504万元", "蝶恋吉园住宅小区A区项目位于…,中标标价为人民币
// 181,403,631元;", "公司与X签署了《晶体硅铸锭炉采购合同》,合同总金额合计
// 15,768.00万元". An announcement of one contract that restates its price
// does not make items: each needs a name and a figure no other item has.
// Totals (累计中标金额, 统计) are not items.
func (r *reader) items() []item {
	s := r.f.s
	var out []item
	seenName := map[string]bool{}
	seenValue := map[string]bool{}
	block := 0
	for i := 0; i < len(s); {
		end := len(s)
		if k := strings.IndexAny(s[i:], "\n。;"); k >= 0 {
			end = i + k
		}
		if i == 0 || s[i-1] == '\n' {
			if enumStart(s[i:end]) {
				block = i
			}
		}
		from := i
		_, n := utf8.DecodeRuneInString(s[end:])
		if end < len(s) {
			i = end + n
		} else {
			i = end
		}
		if end-from < 12 {
			continue
		}
		clause := s[from:end]
		if containsAny(clause, "累计", "统计", "营业收入", "注册资本", "已交付", "交付金额", "收款", "新签", "合同总额") {
			continue
		}
		// Every price word holds one of these: a clause without any has
		// no price (most clauses; the search for each word is skipped).
		priced := containsAny(clause, "价", "额", "款", "费", "投资", "暂估", "标的")
		var w int
		var m money
		ok := false
		if priced {
			w, m, ok = r.governed(from, end)
		}
		if !ok {
			// A lot and its price after a colon, in a list: 第HQJD-02合同段:
			// ￥34,989,271.00元(…);第HQPD-01合同段:￥4,080,065.00元,
			// IV标段:444,788,842元.
			if !strings.Contains(clause, ":") || !containsAny(clause, "合同段", "标段", "标包", "包件", "包") {
				continue
			}
			if lm := lotPriceRe.FindStringSubmatchIndex(s[from:end]); lm != nil {
				if mm, ok := moneyAt(s, from+lm[4]); ok {
					out = appendItem(out, seenName, seenValue, item{from: from, to: end, block: block, amount: mm, lot: [2]int{from + lm[2], from + lm[3]}}, s)
				}
			}
			continue
		}
		it := item{from: from, to: end, block: block, amount: m}
		it.project = itemProject(s, from, w)
		for _, re := range []keyed{contractNameRe, signedNameRe} {
			for _, cm := range re.find(s, from, end) {
				cm[2] += countPrefix(s[cm[2]:cm[3]])
				if plausibleContract(s[cm[2]:cm[3]]) {
					it.contract = [2]int{cm[2], cm[3]}
					break
				}
			}
			if it.contract[1] > it.contract[0] {
				break
			}
		}
		// A lot of the tender: "包件1:⏎中标供应商:…中标金额:人民币
		// 109,784,000.00元", the marker in the clause or just before it.
		back := from - 80
		if back < block {
			back = block
		}
		if back > from {
			back = from
		}
		if ms := lotRe.FindAllStringIndex(s[back:w], -1); len(ms) > 0 {
			l := ms[len(ms)-1]
			it.lot = [2]int{back + l[0], back + l[1]}
		} else if lm := lotPriceRe.FindStringSubmatchIndex(s[w:m.end]); lm != nil && w+lm[4] == m.start {
			// 中标价:Ⅲ标段:466,282,694元: the lot between word and figure.
			it.lot = [2]int{w + lm[2], w + lm[3]}
		}
		name := ""
		switch {
		case it.project[1] > it.project[0]:
			name = s[it.project[0]:it.project[1]]
		case it.contract[1] > it.contract[0]:
			name = s[it.contract[0]:it.contract[1]]
		case it.lot[1] > it.lot[0]:
			name = s[it.lot[0]:it.lot[1]]
		default:
			continue
		}
		v := m.value.String()
		if seenValue[v] || seenName[name] && it.contract[1] == it.contract[0] {
			continue
		}
		seenValue[v] = true
		seenName[name] = true
		out = append(out, it)
	}
	return out
}

// lotPriceRe is a lot named before its price after a colon: 第HQJD-02合同段:
// ￥34,989,271.00元, Ⅲ标段:466,282,694元 (the price word, when there is
// one, before the lot).
var lotPriceRe = lazyre.New(`(?:^|:)(?:\(?[0-9一二三四五六七八九十]{1,2}[)、.])?((?:第)?[A-Za-z0-9ⅠⅡⅢⅣⅤⅥⅦⅧⅨⅩ\-]{1,20}(?:合同段|标段|标包|包件|包))[:：][￥¥]?([0-9])`)

// appendItem adds an item whose lot names it, unless its figure or its
// name is another item's.
func appendItem(out []item, seenName, seenValue map[string]bool, it item, s string) []item {
	name := s[it.lot[0]:it.lot[1]]
	v := it.amount.value.String()
	if seenValue[v] || seenName[name] {
		return out
	}
	seenValue[v] = true
	seenName[name] = true
	return append(out, it)
}

// totalWords introduce the total of several contracts or lots: 本次中标两个
// 包件合计金额为17,139.80万元, 上述四个项目合计中标标价为人民币787,048,886元.
var totalWords = []string{"合计金额", "合计中标标价", "合计中标价", "合计中标金额", "中标价合计", "中标金额合计", "合同金额合计", "金额合计", "合计", "共计", "总计"}

// statedTotal returns the total an announcement of several contracts
// states for them, in a sentence about them (本次, 上述, 两个, 四个), not
// a running total (累计, 本年度).
func (r *reader) statedTotal(n int) (money, bool) {
	s := r.f.s
	for _, w := range totalWords {
		for i := 0; i < len(s); {
			k := strings.Index(s[i:], w)
			if k < 0 {
				break
			}
			at := i + k
			i = at + len(w)
			sent := strings.LastIndexAny(s[:at], "。\n;") + 1
			head := s[sent:at]
			if containsAny(head, "累计", "本年", "年度", "今年", "截至", "截止", "统计") {
				continue
			}
			// The sentence counts what it totals (两个包件, 四个项目), and
			// the count is the number of contracts read: a total of some of
			// them, or of others, is not theirs.
			cm := countWordRe.FindStringSubmatch(head)
			if cm == nil || countOf(cm[1]) != n {
				continue
			}
			if m, ok := r.moneyAfter(i, min(len(s), i+80)); ok && !m.hasUpper {
				return m, true
			}
		}
	}
	return money{}, false
}

// countWordRe is a count of contracts: 两个包件, 四个项目, 3项合同, 2个标段.
var countWordRe = lazyre.New(`([两二三四五六七八九十0-9]{1,3})(?:个|项|份)(?:包件|标段|标包|包|项目|工程|合同|订单|标)`)

func countOf(w string) int {
	if n, err := strconv.Atoi(w); err == nil {
		return n
	}
	d := map[rune]int{'两': 2, '二': 2, '三': 3, '四': 4, '五': 5, '六': 6, '七': 7, '八': 8, '九': 9}
	rs := []rune(w)
	switch {
	case len(rs) == 1 && rs[0] == '十':
		return 10
	case len(rs) == 1:
		return d[rs[0]]
	case len(rs) == 2 && rs[0] == '十':
		return 10 + d[rs[1]]
	case len(rs) == 2 && rs[1] == '十':
		return d[rs[0]] * 10
	}
	return 0
}

// governed returns the first amount in s[from:to] that a price word
// governs, and where the word starts.
func (r *reader) governed(from, to int) (int, money, bool) {
	s := r.f.s
	bestW, best := -1, money{start: -1}
	wordsW, words := -1, money{start: -1}
	for _, w := range priceWords {
		for i := from; i < to; {
			k := strings.Index(s[i:to], w)
			if k < 0 {
				break
			}
			at := i + k + len(w)
			i = at
			if best.start >= 0 && at > best.start {
				break
			}
			if pastDealing(s, at-len(w)) {
				continue
			}
			if m, ok := r.moneyAfter(at, to); ok {
				if m.value.IsZero() {
					// 交易金额为0万元, 购销金额:⏎0元: no dealing, not a price.
					continue
				}
				if m.words {
					if words.start < 0 || m.start < words.start {
						words, wordsW = m, at-len(w)
					}
					continue
				}
				if best.start < 0 || m.start < best.start || m.start == best.start && i-len(w) < bestW {
					best, bestW = m, at-len(w)
				}
				break
			}
		}
	}
	// A price in words only comes first unless a figure follows in its
	// sentence (基准金额为捌佰伍拾万元人民币(不含税价),基于单井包干费用,合同总价约为
	// 136,000万元: the words are a part's price, the figure the whole).
	if words.start >= 0 && (best.start < 0 || words.start < best.start && strings.ContainsAny(s[words.start:best.start], "。\n")) {
		return wordsW, words, true
	}
	return bestW, best, best.start >= 0
}

// pastDealingWords mark the figure of the company's past dealings with
// the other party, which the section on it states (2011年,公司与上海烟草集团
// 有限责任公司所属企业发生类似业务的交易金额为0万元; 最近三个会计年度与公司
// 发生的购销金额:0元): not the contract's price.
var pastDealingWords = []string{"类似业务", "类似交易", "会计年度与公司", "会计年度与本公司", "会计年度内与公司", "发生的购销金额", "发生的交易金额", "发生的业务金额"}

// pastDealing reports whether the price word at byte at is in a clause
// (back to the last 。, ; or line break) about past dealings.
func pastDealing(s string, at int) bool {
	i := strings.LastIndexAny(s[:at], "。;\n") + 1
	if at-i > 240 {
		i = at - 240
	}
	return containsAny(s[i:at], pastDealingWords...)
}

// itemMarkerRe is the numbering at the start of an item.
var itemMarkerRe = lazyre.New(`^(?:\(?[0-9一二三四五六七八九十]{1,3}[)、.]|[①-⑳]|第[一二三四五六七八九十0-9]{1,3}[、.,:]?)`)

// itemProject returns the project an item names before its price:
// "…子公司X中标PROJECT,中标价…", "PROJECT,中标价…", "PROJECT:…,公司于…中标".
func itemProject(s string, from, price int) [2]int {
	t := s[from:price]
	at := from
	if m := itemMarkerRe.FindStringIndex(t); m != nil && !(strings.HasPrefix(t, "第") && counted(t[m[1]:])) {
		at += m[1]
		t = t[m[1]:]
	}
	// 其中,蝶恋吉园住宅小区A区项目位于…: the words that open a list.
	for _, w := range []string{"其中,", "其中:", "其中", "另外,", "此外,"} {
		if strings.HasPrefix(t, w) {
			at += len(w)
			t = t[len(w):]
			break
		}
	}
	// A quoted tender: 发布了“国家电网公司2017年第六次变电设备(含电缆)招标
	// 采购推荐的中标候选人公示”,公司为…中标人,中标金额….
	if k := strings.LastIndex(t, "“"); k >= 0 {
		if e := strings.Index(t[k:], "”"); e > 0 {
			v := t[k+len("“") : k+e]
			for _, w := range tenderTails {
				if strings.HasSuffix(v, w) {
					v = strings.TrimSuffix(v, w)
					break
				}
			}
			if plausibleProject(v) && cleanProject(v) == v && !containsAny(v, "公告", "公示", "名单") {
				i := at + k + len("“")
				return [2]int{i, i + len(v)}
			}
		}
	}
	if k := strings.LastIndex(t, "中标"); k >= 0 && k+len("中标") < len(t) && !strings.HasPrefix(t[k:], "中标价") && !strings.HasPrefix(t[k:], "中标金额") {
		rest := t[k+len("中标"):]
		if strings.HasPrefix(rest, "了") {
			rest = rest[len("了"):]
		}
		if e := strings.IndexAny(rest, ",，;。"); e > 0 {
			v := strings.Trim(rest[:e], "“”\"")
			if plausibleProject(v) {
				i := at + strings.Index(t, v)
				return [2]int{i, i + len(v)}
			}
		}
	}
	// The project first, up to the first comma or colon, or to 位于 (X项目
	// 位于天津市宝坻区…), or the whole clause before its price (委内瑞拉农副
	// 产品加工设备制造厂工业园项目合同金额为32.27亿元人民币).
	e := strings.IndexAny(t, ",，:;")
	if k := strings.Index(t, "位于"); k > 0 && (e < 0 || k < e) {
		e = k
	}
	if e < 0 && utf8.RuneCountInString(t) <= 60 && endsAny(t, "项目", "工程", "标段", "合同段") && !containsAny(t, "合同", "合计", "暂定", "涉及", "签订", "签署", "通知", "其中", "公司", "中标") {
		e = len(t)
	}
	if e > 0 {
		v := strings.Trim(t[:e], "“”\"")
		// Not a label or a term of payment read as a name: 签约合同价为,
		// 合同类型及金额, 可用性服务费自项目竣工验收通过之日起.
		if plausibleProject(v) && cleanProject(v) != "" && !containsAny(v, "公司", "中标", "于", "上述", "合计", "估算", "服务费", "之日起") && !endsAny(v, "为", "金额", "价") {
			i := at + strings.Index(t, v)
			return [2]int{i, i + len(v)}
		}
	}
	return [2]int{}
}

// counted reports whether s opens with a counter word, which makes an
// ordinal before it part of the name (第一期建设规模, 第二批), not an
// item's marker.
func counted(s string) bool {
	return startsAny(s, "期", "批", "次", "标", "包", "阶段", "年", "个", "项")
}

// tenderTails are the words after a tender's name in the title of its
// result: “…招标采购推荐的中标候选人公示”, “…项目中标候选人名单”, “…中标人名单”.
var tenderTails = []string{"推荐的中标候选人公示", "推荐的中标人公示", "中标候选人公示", "中标候选人名单", "中标人名单", "中标结果公示", "中标公示", "中标公告", "评标结果公示", "成交结果公告", "招标公告"}

// countRe is a count of projects (中标工程施工项目12个), not a name.
var countRe = lazyre.New(`[0-9]+(?:个|项)`)

func plausibleProject(v string) bool {
	n := utf8.RuneCountInString(v)
	if n < 5 || n > 120 || countRe.MatchString(v) {
		return false
	}
	return containsAny(v, "项目", "工程", "标段", "标", "采购", "施工", "合同", "服务", "改造", "建设", "系统", "线", "站", "设备")
}

func (r *reader) fromItems(items []item, status string, statusSpan normalize.Span) []schema.Contract {
	s := r.f.s
	pre := items[0].from
	var out []schema.Contract
	for _, it := range items {
		ct := schema.Contract{Status: status, Evidence: map[string]schema.Ref{}}
		r.setAmount(&ct, it.amount)
		if it.project[1] > it.project[0] {
			ct.Project = s[it.project[0]:it.project[1]]
			ct.Evidence["project"] = r.c.Ref(r.f.span(it.project[0], it.project[1]))
		}
		if it.contract[1] > it.contract[0] {
			ct.ContractName = s[it.contract[0]:it.contract[1]]
			ct.Evidence["contract_name"] = r.c.Ref(r.f.span(it.contract[0], it.contract[1]))
		}
		if it.lot[1] > it.lot[0] {
			ct.Lot = s[it.lot[0]:it.lot[1]]
			ct.Evidence["lot"] = r.c.Ref(r.f.span(it.lot[0], it.lot[1]))
			if ct.Project == "" {
				// The tender the lots are of.
				if m := r.projectLabel(0, pre); m[1] > m[0] {
					ct.Project = s[m[0]:m[1]]
					ct.Evidence["project"] = r.c.Ref(r.f.span(m[0], m[1]))
				}
			}
		}
		from := it.block
		if from > it.from {
			from = it.from
		}
		if ms := withParty(s, it.from, it.to); len(ms) > 0 && it.from > from {
			// The item's own clause names the other party: …;与中国铁路总公司
			// 下属各铁路局签订了动车组高级修合同,总金额约为人民币27.43亿元.
			if name, i, j := cutName(s[ms[0][2]:ms[0][3]]); name != "" && !r.isOwn(name) {
				ct.Employer = r.expand(name)
				ct.Evidence["employer"] = r.c.Ref(r.f.span(ms[0][2]+i, ms[0][2]+j))
			}
		}
		if ct.Employer == "" {
			if name, sp, ok := r.labelled(employerLabelRe, from, it.to); ok {
				ct.Employer = name
				ct.Evidence["employer"] = r.c.Ref(sp)
			} else if ms := withParty(s, from, it.to); len(ms) > 0 {
				if name, i, j := cutName(s[ms[0][2]:ms[0][3]]); name != "" && !r.isOwn(name) {
					ct.Employer = r.expand(name)
					ct.Evidence["employer"] = r.c.Ref(r.f.span(ms[0][2]+i, ms[0][2]+j))
				}
			} else if ms := informsRe.find(s, from, it.to); len(ms) > 0 {
				// 1、昆山市路桥建设(集团)有限公司通知公司中标…
				if name, at := nameBefore(s, ms[0][0]); name != "" && !r.isOwn(name) {
					ct.Employer = r.expand(name)
					ct.Evidence["employer"] = r.c.Ref(r.f.span(at, at+len(name)))
				}
			} else if it.lot[1] > it.lot[0] {
				// Lots of one tender: its tenderer, stated before them.
				if name, sp, ok := r.labelled(employerLabelRe, 0, pre); ok {
					ct.Employer = name
					ct.Evidence["employer"] = r.c.Ref(sp)
				}
			}
		}
		// The subsidiary the item names, else the company's own party.
		for _, sub := range r.subsidiaries() {
			k := r.flatIndex(sub.sp.Start)
			if k >= from && k < it.to {
				ct.Contractor = sub.name
				ct.Evidence["contractor"] = r.c.Ref(sub.sp)
				break
			}
		}
		if ct.Contractor == "" {
			if name, sp := r.ownParty(0, pre); name != "" {
				ct.Contractor = name
				if !sp.Empty() {
					ct.Evidence["contractor"] = r.c.Ref(sp)
				}
			}
		}
		r.consortium(&ct, it.from, it.to)
		r.extras(&ct, it.from, it.to)
		ct.Span = r.c.Span(r.f.span(it.from, it.to))
		if !statusSpan.Empty() {
			ct.Evidence["status"] = r.c.Ref(statusSpan)
		}
		out = append(out, ct)
	}
	// 上述两项工程的招标人均为:X, 上述项目招标人均为X: said of them all
	// (均, 都; 上述合同的交易对方为X may be of some of them).
	for _, m := range employerLabelRe.find(s, 0, len(s)) {
		if !containsAny(s[m[0]:m[1]], "均", "都") {
			continue
		}
		name, i, j := cutName(s[m[1]:])
		if name == "" {
			continue
		}
		for k := range out {
			if out[k].Employer == "" || out[k].Employer == name {
				out[k].Employer = r.expand(name)
				out[k].Evidence["employer"] = r.c.Ref(r.f.span(m[1]+i, m[1]+j))
			}
		}
		break
	}
	// The employer the announcement names once for all its contracts (上述
	// 两项工程的招标人均为:X; 收到X发来的《中标通知书》…确定公司为以下项目的中标
	// 人), when no contract names one of its own.
	own := false
	for _, ct := range out {
		own = own || ct.Employer != ""
	}
	if !own {
		doc := schema.Contract{Evidence: map[string]schema.Ref{}}
		r.parties(&doc, 0, len(s))
		ref, ok := doc.Evidence["employer"]
		// Named before the items or after them, it is said of them all;
		// named only inside one, it is that one's (贵广铁路公司 of the
		// first of four).
		outside := false
		if doc.Employer != "" {
			for _, k := range findAll(s, doc.Employer) {
				outside = outside || k < items[0].from || k >= items[len(items)-1].to
			}
		}
		if ok && outside {
			for i := range out {
				out[i].Employer = doc.Employer
				out[i].Evidence["employer"] = ref
			}
		}
	}
	return out
}
