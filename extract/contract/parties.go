// The parties of a contract: the employer (甲方) and the contractor (乙方)
// a filing names by a label, a sentence or a short form, the company's own
// subsidiaries, and the other members of a consortium.

package contract

import (
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// roleShortRe is the short form a party is given, in parentheses after its
// name: (以下简称“甲方”或“发包人”), (下称“招标人”), (简称:买方).
var roleShortRe = lazyre.New(`\((?:以下)?(?:简称|称)[^()\n]{0,40}\)`)

// employerRoleShorts are the short forms that make the party named before
// them the employer: 湖南省水运管理局(以下简称“甲方”), 河北秀兰房地产集团有限
// 公司(以下简称“甲方”), 兰州科天健康科技股份有限公司(以下简称“招标人”).
var employerRoleShorts = roleShorts(employerLabels)

// roleShorts returns the short forms that give a party one of roles: the
// role in quotes (“甲方”) or after a colon (简称:甲方).
func roleShorts(roles []string) []string {
	out := make([]string, 0, 2*len(roles))
	for _, r := range roles {
		out = append(out, "“"+r+"”", ":"+r)
	}
	return out
}

// selfQualifiers before companyWord make the company's word for itself:
// 本公司中标, 我公司, 上市公司; companyWord alone is one too (公司与X签订).
var selfQualifiers = []string{"本", "我", "上市"}

// selfRefs are companyWord after one of selfQualifiers, which no other
// party's name ends with; selfWordList is every word a company calls
// itself by, selfWords the same as a set.
var (
	selfRefs     = cross(selfQualifiers, []string{companyWord})
	selfWordList = append(append([]string{}, selfRefs...), companyWord)
	selfWords    = wordSet(selfWordList)
)

// heldKinds say how a subsidiary is held, subsidiaryKinds are the words
// that make a name a subsidiary (全资子公司X, 控股孙公司X, 子公司X), and
// subsidiaryIsWords state that the name before them is the company's own
// ("中国中轻国际工程有限公司(以下简称:北京子公司)系公司全资子公司", "…为本公司
// 的控股子公司").
var (
	heldKinds         = []string{"全资", "控股"}
	ownedKinds        = []string{subsidiaryWord, "孙公司"}
	subsidiaryKinds   = append(cross(heldKinds, ownedKinds), ownedKinds...)
	subsidiaryIsWords = cross([]string{companyWord, companyWord + possessive}, cross(heldKinds, ownedKinds))
)

// cross returns each of firsts followed by each of lasts, the lasts
// outermost: cross({全资, 控股}, {子公司, 孙公司}) is 全资子公司, 控股子公司,
// 全资孙公司, 控股孙公司.
func cross(firsts, lasts []string) []string {
	var out []string
	for _, l := range lasts {
		for _, f := range firsts {
			out = append(out, f+l)
		}
	}
	return out
}

func wordSet(ws []string) map[string]bool {
	m := make(map[string]bool, len(ws))
	for _, w := range ws {
		m[w] = true
	}
	return m
}

// beforeNameWords are the words a sentence writes before a name, dropped
// from it: 公司全资子公司X, 本公司与X, 收到X, 确定X, "关于与控股股东上海万豪
// 投资有限公司", 鉴于…X, 近日X, "公司累计承接中国华电集团公司所属企业…", 及其,
// 暨, 为, 由, 确认, 公告.
var beforeNameWords = append(append([]string{}, subsidiaryKinds...), "控股股东", "公司与", "与", "收到", "接到", "中标", "承接", "及其", "和", "及", "暨", "为", "由", "确定", "确认", "近日", "鉴于", "公告")

// nameJoins join two names (X有限公司和Y) or, inside one (住房和城乡建设局,
// 呼和浩特), nothing.
var nameJoins = map[string]bool{"和": true, "及": true}

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
	for _, w := range beforeNameWords {
		if k := strings.LastIndex(t, w); k >= 0 {
			// 和 and 及 join two names (X有限公司和Y); inside one
			// (住房和城乡建设局, 呼和浩特) they join nothing.
			// A short form's bracket closes the name before: "…有限公司
			// (以下简称“广东龙泉”)及河南中盾云安信息科技有限公司".
			if nameJoins[w] && !hasOrgSuffix(t[:k]) && !strings.HasSuffix(t[:k], ")") {
				continue
			}
			// 政府和社会资本合作(PPP)中心: one name.
			if strings.HasPrefix(t[k:], pppWords) {
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

var (
	// 与X签订/签署: the other party of a signed contract.
	// The name's Latin form may follow it in brackets, before its short
	// form or with it: "与泰国祖力士国际有限公司(ZULEX INTERNATIONAL CO.,LTD)
	// (以下简称“祖力士”)签订了", "与沙特阿拉伯王国沙特水泥公司(Saudi Cement Co,
	// 简称SCC)于近日签署了".
	withPartyRe = newKeyed(`(?:与|和)([^,，。;与\n]{2,60}?)(?:\(`+latinNameExpr+`\))?(?:\((?:`+latinNameExpr+`,)?(?:以下)?简称[^)]{0,20}\))?(?:于(?:\d{4}年\d{1,2}月\d{1,2}日|近日))?(?:在[^,，。]{1,20})?(?:正式)?(?:签订|签署|签定|签约|共同签署|共同签订|就)`, "", "与", "和")
	// 和X签署: only after the company or a name (公司和X, …(以下简称
	// “中材建设”)和X): 和 is also inside names (住房和城乡建设局).
	// 昆山市路桥建设(集团)有限公司通知公司中标…, "中铁交通集团投资有限公司
	// 通知,本公司中标…", "佛山市南海区道路建设管理处通知路桥华南工程有限公司
	// 中标…", "通知公司牵头组成的联合体成为项目的中标人": the employer before
	// 通知, the company or its own party told of the award after it.
	informsRe = newKeyed(`通知[,:]?([^,，。;:、《》\n]{2,40}?)(?:已)?(?:中标|成为)`, "", "通知")
	// 收到X发出的《中标通知书》, 收到X的《中标通知书》, "收到X(以下简称“华为
	// 公司”)发来的华为杭州生产基地改扩建项目之幕墙分包工程(标段一)项目中标通知书",
	// "收到X(以下简称“中国移动政企分公司”)发出的《中选通知书》", 收到X发来的
	// 《成交通知》; "我公司于近日获上海轨道交通七号线发展有限公司的《上海市建设工程
	// 施工中标(交易成交)通知书》", "近日,我公司获南京地下铁道有限责任公司的《中标通知书》".
	noticeFromRe = newKeyed(`(?:收到|接到|取得|获得|获)(?:了)?([^,，。;\n《“]{2,60}?)(?:\((?:以下)?简称[^)]{0,30}\)(?:[^,，。;\n《“()]{2,20}?`+alt(projectDepartments)+`)?)?(?:发出|发来|签发|下发|出具|颁发|送达)?(?:的?[《“][^》”\n]{0,40}?|的[^《》“”\n,，。;]{0,40}?|的)?(?:中标通知书|中标通知|成交通知书|成交通知|中选通知书|中标确认书|中标函|中标\([^)]{0,12}\)通知书)`, "", "收到", "接到", "取得", "获得", "获")
	// 收到X通知, 接到X正式通知, 收到X的通知, the award in what follows.
	letterFromRe = newKeyed(`(?:收到|接到)(?:了)?([^,，。;\n《“]{4,60}?)(?:的)?(?:正式)?通知[,，:]`, "", "收到", "接到")
	// 受X委托, 受X的委托, 受X本级的委托: the principal of the agent that
	// holds the tender.
	principalRe = newKeyed(`受([^,，。;\n《“]{4,60}?)(?:本级)?(?:的)?委托`, "", "受")
	// 由X作为招标人: the tender's owner.
	asEmployerRe = newKeyed(`由([^,，。;\n《“]{4,60}?)作为(?:招标人|招标方|业主|采购人|发包人|建设单位)`, "", "由")
	// 中标X2017年新建充电站项目…, 成为X2017年办公类物资竞争性谈判项目推荐成交候选人,
	// 关于全资子公司中标交通银行股份有限公司2017年收单POS设备入围招标项目的提示性公告:
	// the owner before the year that opens the name of what was won.
	wonFromYearRe = newKeyed(`(?:中标|成为)(?:了)?([^,，。;“”()《》\n]{4,60}?)(?:\((?:以下)?简称[^)]{0,30}\))?20[0-9]{2}(?:-20[0-9]{2})?年`, "", "中标", "成为")
)

var (
	// 招标人X, 采购人X, 买方X, 项目业主X: a role run into the name (the
	// name's first character is not one that continues a label: 为, :, 名称,
	// 的, 和, 及, 与, 均).
	bareLabelRe = newKeyed(`(?:招标人|采购人|买方|项目业主|发包人|建设单位)[^为是:的和及与均名方单,(\n]`, "", "招标人", "采购人", "买方", "项目业主", "发包人", "建设单位")
	// 组成联合体 / 与X组成的联合体 / 联合体成员: a consortium.
	// 参与了X(以下简称“Y”)…项目的招标, 拟参与山东高速高广公路有限公司(以下简称
	// “高广公路公司”)长深高速…项目施工总承包: the tender's owner, named
	// whole before its short form.
	// 参与中国电信股份有限公司“2016年中国电信广东分公司第二批IPTV智能机顶盒
	// 集中采购项目”招标: the owner before the quoted tender.
	participateRe    = newKeyed(`(?:参与|参加)(?:了)?(?:关联方)?([^,，。;“”()\n]{4,60}?)(?:\((?:以下)?简称|“[^“”\n]{4,80}”(?:的)?(?:公开)?(?:招标|投标))`, "", "参与", "参加")
	consortiumWithRe = newKeyed(`(?:与|联合)([^,，。;\n]{4,120}?)(?:共同)?(?:组成|作为|为)?(?:[`+countNumerals+`]方)?的?联合体`, "", "与", "联合")
	consortiumListRe = newKeyed(`联合体(?:成员|成员单位|其他成员)(?:为|是|包括)?:?([^。;\n]{4,200})`, "", "联合体")
)

// projectDepartments are the departments of a party set up for one
// project, which send its notices: "收到中交二航局第二工程有限公司(简称“中交
// 二航局二公司”)珠海横琴二桥项目经理部发出的《中标通知书》".
var projectDepartments = []string{"项目经理部", "项目部"}

// receivedWord stands before the party that sends a contract: 收到X(以下简称
// “Y”)关于Z合同.
const receivedWord = "收到"

// notBareNameWords make what follows a bare role not a name: 招标人为…,
// "由本公司组建项目公司", 使用.
var notBareNameWords = []string{"为", "组建", "使用"}

// venueWords name where a tender is held, not who awards it: "宁波市镇海区
// 建设工程招标投标管理办公室", 广州公共资源交易中心, 宁波市北仑区招投标中心,
// 中国石化国际事业有限公司华南招标中心, 天津市西青区建设工程招标管理办公室,
// 国家电网公司招标管理中心 (whose owner venueOwner reads). A notice sent by one
// (收到…交易中心发出的《中标通知书》) does not name the employer.
var venueWords = []string{"交易中心", "招标投标", "招投标", "招标中心", "招标管理"}

// isVenue reports whether name is a tender's venue.
func isVenue(name string) bool { return containsAny(name, venueWords...) }

// wholeCounterpart reads t as one party's name and nothing else: a name cut
// from the whole of t that is neither the company's own nor a venue's.
func (r *reader) wholeCounterpart(t string) (string, bool) {
	name, i, j := cutName(t)
	return name, name != "" && i == 0 && j == len(t) && !r.isOwn(name) && !isVenue(name)
}

// parties reads employer, contractor and consortium from s[from:to].
func (r *reader) parties(ct *schema.Contract, from, to int) {
	// The employer: the first of employerFinders that reads one.
	via := ""
	for _, f := range employerFinders {
		if name, sp, ok := f.find(r, from, to); ok && namesParty(name) {
			ct.Employer = name
			ct.Evidence["employer"] = r.c.Ref(sp)
			via = f.wording
			r.via("employer", f.wording, name)
			r.coEmployersOf = r.coEmployers(name, sp)
			if first, second, ok := r.slashedEmployers(name, sp); ok {
				ct.Employer = first
				r.coEmployersOf = append([]named{second}, r.coEmployersOf...)
			}
			break
		}
	}
	// The contractor's label: not when it reads the name the employer's
	// label read.
	if name, sp, ok := r.labelled(contractorLabelRe, from, to); ok && !(via == byLabel && r.sameParty(name, ct.Employer)) {
		ct.Contractor = name
		ct.Evidence["contractor"] = r.c.Ref(sp)
		r.via("contractor", "label", name)
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

// WarnBothSides: the contractor read is the employer read, one party on
// both sides of a contract ("甲方:广东德豪润达电气股份有限公司乙方:北京天旭恒源
// 节能科技有限公司", the company the buyer, read as the contractor too): one
// of the two is wrong, and the text does not say which.
const WarnBothSides = "contract_party_both_sides"

// bothSides warns when ct's contractor is its employer (WarnBothSides) and
// drops the contractor: a party is never on both sides of its own
// contract, so one of the two is wrong. The employer is kept, the side the
// text names with its label (甲方:, 招标人:) more often than the other.
func (r *reader) bothSides(ct *schema.Contract) {
	if ct.Contractor == "" || ct.Contractor != ct.Employer {
		return
	}
	r.c.Warn(WarnBothSides, "the same party is read as the employer and as the contractor: "+ct.Employer+"; the contractor is left unread", normalize.Span{})
	ct.Contractor = ""
	delete(ct.Evidence, "contractor")
}

// unnamedParties stand where a name would, naming none: "由社会资本和政府指定
// 机构共同出资组建项目公司", "交易对方是中国移动通信集团公司全资控股子公司" (a
// subsidiary, unnamed).
var (
	unnamedParties  = map[string]bool{"项目公司": true}
	unnamedEndWords = []string{subsidiaryWord}
)

// traceParty, when set, is told each party a way of finding one reads
// into a contract: the document's path, the field (employer, contractor),
// the way (an employerFinders wording, "table", "own: company", …) and the
// name. Unset in production; the measurement of each way's precision sets
// it.
var traceParty func(path, field, how, name string)

// via reports to traceParty, when set, that how read name into field.
func (r *reader) via(field, how, name string) {
	if traceParty != nil {
		traceParty(r.c.Out.Source.Path, field, how, name)
	}
}

// namesParty reports whether name, read as a party, names one.
func namesParty(name string) bool {
	return !unnamedParties[name] && !endsAny(name, unnamedEndWords...)
}

// byLabel is the wording of the first employer finder, the label.
const byLabel = "label"

// employerFinders are the wordings that name the employer, in the order
// they are tried; the first that reads a name within s[from:to] gives it,
// as the document defines it in full, with the span of its bytes. A label
// states the party outright; the short form the document gives a party
// names its role; the notice the company received, the party that informs
// it and the party that sends a contract are the senders of what the
// announcement reports; the other party of a signing comes next; a role run
// into a name and a tender the company took part in are the loosest.
var employerFinders = []struct {
	wording string
	find    func(r *reader, from, to int) (string, normalize.Span, bool)
}{
	{byLabel, (*reader).employerByLabel},
	{"role short form", (*reader).employerByRole},
	{"principal", (*reader).employerAsPrincipal},
	{"notice received", (*reader).employerByNotice},
	{"notice listed", (*reader).employerOfListedNotice},
	{"informs", (*reader).employerInforms},
	{"chooses", (*reader).employerChooses},
	{"letter received", (*reader).employerOfLetter},
	{"tender role", (*reader).employerAsRole},
	{"sends a contract", (*reader).employerSends},
	{"signs with", (*reader).employerSignsWith},
	{"counterparty part", (*reader).employerOfCounterpartyPart},
	{"won from", (*reader).employerWonFrom},
	{"won from, by year", (*reader).employerWonFromYear},
	{"winner for", (*reader).employerWinnerFor},
	{"publisher", (*reader).employerPublishes},
	{"bare role", (*reader).employerByBareRole},
	{"tender taken part in", (*reader).employerOfTender},
}

// employerByLabel reads the employer a label introduces: "(二)招标人:始兴县
// 政府投资建设项目代建管理局", "3、采购单位:中国环境监测总站", "甲方:…",
// "上述两项工程的招标人均为:…" (employerLabels); not a tender's venue. A
// consortium of employers (买方:X和Y组成的联合体) is warned of.
func (r *reader) employerByLabel(from, to int) (string, normalize.Span, bool) {
	name, sp, ok := r.labelled(employerLabelRe, from, to)
	if !ok || isVenue(name) {
		return "", normalize.Span{}, false
	}
	r.jointEmployer(sp)
	return name, sp, true
}

// employerByRole reads the party the document calls by the employer's
// role, when it stands in s[from:to]: 湖南省水运管理局(以下简称“甲方”), 兰州
// 科天健康科技股份有限公司(以下简称“招标人”) (employerRoleShorts).
func (r *reader) employerByRole(from, to int) (string, normalize.Span, bool) {
	if r.roleName == "" || r.isOwn(r.roleName) {
		return "", normalize.Span{}, false
	}
	if k := r.flatIndex(r.roleSpan.Start); k >= from && k < to {
		return r.roleName, r.roleSpan, true
	}
	return "", normalize.Span{}, false
}

// employerByNotice reads the sender of the award's notice: 收到X发出的《中标
// 通知书》, 收到X的《中标通知书》, 接到X签发的《成交通知书》 (noticeFromRe); not
// a tender's venue (收到…交易中心发出的《中标通知书》).
func (r *reader) employerByNotice(from, to int) (string, normalize.Span, bool) {
	s := r.f.s
	for _, m := range noticeFromRe.find(s, from, to) {
		// The sender after 经, as after 由: "收到经宁波京都房地产开发有限公司、
		// 宁波杭州湾新区公共资源交管办签发的《…中标通知书》", "收到经江苏保利宁成
		// 房地产开发有限公司签发的《南京市建设工程承包通知书》"; not a name of
		// its own that begins with the character (经纬…, 经济开发区…, 经开区…).
		if strings.HasPrefix(s[m[2]:m[3]], viaWord) && !startsAny(s[m[2]:m[3]], viaNames...) {
			m[2] += len(viaWord)
		}
		name, i, j := cutName(s[m[2]:m[3]])
		// The notice named by what was won, its sender unsaid: "收到平塘县
		// 人民医院业务综合楼建设项目中标通知书", "收到…2015年度第二次光伏组件
		// 战略采购项目中标通知书": the name that opens the project is its
		// owner's, perhaps, but not said to send the notice.
		if name != "" && endsLikeProject(s[m[2]+j:m[3]]) {
			continue
		}
		if name == "" || r.isOwn(name) {
			continue
		}
		// The department that holds an organisation's tenders sends the
		// notice for it: the organisation is the employer.
		if owner, n := venueOwner(name); owner != "" {
			return owner, r.f.span(m[2]+i, m[2]+i+n), true
		}
		// A venue or a centre that only issues the notice, the owner named
		// after it: "获广州建设工程交惦中心签发的…《中标通知书》。公司中标广州
		// 番禺恶居乐房地产开发有限公司开发的…工程", "收到天津市西青区建设工程
		// 招标管理办公室…签发的工程施工中标通知书,…公司中标天津君悦房地产开发
		// 有限公司投资开发的君悦花苑一期、二期工程".
		if isVenue(name) || strings.HasSuffix(name, issuerSuffix) {
			if owner, sp, ok := r.ownerDeveloping(m[1], to); ok {
				return owner, sp, true
			}
		}
		if !isVenue(name) {
			return r.expand(name), r.f.span(m[2]+i, m[2]+j), true
		}
	}
	// The notice sent by X, whoever passed it on: "收到全资子公司江苏八达园林
	// 有限责任公司…发来的由贵州钟山扶贫旅游文化投资有限公司发出的《中标通知书》",
	// "收到由武汉地铁集团有限公司发出的《中标通知书》", "收到由浙江浙能北仑发电有限
	// 公司签发的《中标通知书》".
	for _, m := range noticeByRe.find(s, from, to) {
		if name, ok := r.wholeCounterpart(s[m[2]:m[3]]); ok {
			return r.expand(name), r.f.span(m[2], m[3]), true
		}
		// The sender by the short form the document gave it: "本公司之控股
		// 子公司…为中国移动通信集团广东有限公司(以下简称“广东移动”)…中标候选人。
		// ⏎近日怡创科技收到由广东移动签发的《中标通知书》".
		if full, ok := r.short[s[m[2]:m[3]]]; ok && !r.isOwn(full) && !isVenue(full) {
			return full, r.f.span(m[2], m[3]), true
		}
	}
	// The notice named after a long account of what was won, in the same
	// sentence: "收到安徽省高等级公路工程建设指挥部发出的黄山至祁门、宣城至宁国、
	// …HQPD-02和FXJD-01标段的《中标通知书》".
	for _, m := range noticeAfterRe.find(s, from, to) {
		if name, ok := r.wholeCounterpart(s[m[2]:m[3]]); ok {
			return r.expand(name), r.f.span(m[2], m[3]), true
		}
	}
	return "", normalize.Span{}, false
}

// viaWord stands before the sender of a notice as 由 does (收到经X签发的);
// viaNames begin the names that begin with it.
const viaWord = "经"

var viaNames = []string{"经纬", "经济", "经开"}

// noticeByRe is the sender of a notice after 由, its verb said: 由X发出的
// 《中标通知书》, 由X于2017年3月3日签发的《中标通知书》.
var noticeByRe = newKeyed(`由([^,，。;\n《“]{4,60}?)(?:于[0-9]{4}年[0-9]{1,2}月[0-9]{1,2}日)?(?:发出|发来|签发|下发|出具|颁发)的[^《》“”\n,，。;]{0,12}?[《“]?[^》”\n]{0,40}?(?:中标通知书|成交通知书|中选通知书|中标通知)`, "", "由")

// noticeAfterRe is the sender of a notice named at the end of its
// sentence: 收到X发出的…《中标通知书》.
var noticeAfterRe = newKeyed(`(?:收到|接到)(?:了)?([^,，。;\n《“]{4,60}?)(?:发出|发来|签发|下发|出具)的[^。;]{0,300}?[《“](?:中标通知书|成交通知书|中选通知书)`, "", "收到", "接到")

// venueOwnerUnits are the departments of an organisation that hold its
// tenders and send their notices: "收到国家电网公司招投标管理中心的中标通知
// 书", "收到国家电网公司招标管理中心发来的中标通知书", "收到江苏省电力公司物资部
// （招投标管理中心）发出的中标通知书".
var venueOwnerUnits = []string{"招投标管理中心", "招标管理中心", "物资部"}

// venueOwner returns the organisation whose tendering department name is
// (venueOwnerUnits), a company's name in full, and its length in bytes;
// "" for none.
func venueOwner(name string) (string, int) {
	for _, u := range venueOwnerUnits {
		if owner, ok := strings.CutSuffix(name, u); ok && strings.HasSuffix(owner, companyWord) && validName(owner) {
			return owner, len(owner)
		}
	}
	return "", 0
}

// issuerSuffix ends the name of a centre that issues an award's notice for
// the tenders it hosts (广州建设工程交易中心, 上海市政府采购中心), which names
// the owner apart when the owner is another.
const issuerSuffix = "中心"

// ownerDevelopingRe is the owner of the work won, named as the one that
// develops or invests in it: 中标X开发的Y工程, 中标X投资建设的Y.
var ownerDevelopingRe = newKeyed(`中标([^,，。;“”《》\n]{4,40}?)(?:投资开发的|投资建设的|开发建设的|开发的)`, "", "中标")

// ownerDeveloping reads the owner ownerDevelopingRe names within s[from:to],
// an organisation's name in full (wholeCounterpart, strongSuffixes).
func (r *reader) ownerDeveloping(from, to int) (string, normalize.Span, bool) {
	s := r.f.s
	for _, m := range ownerDevelopingRe.find(s, from, to) {
		if name, ok := r.wholeCounterpart(s[m[2]:m[3]]); ok && endsAny(name, strongSuffixes...) {
			return r.expand(name), r.f.span(m[2], m[3]), true
		}
	}
	return "", normalize.Span{}, false
}

// noticeTitleRe is an award's notice by its title: 《中标通知书》, 《成交通知
// 书》, 《宁波市公共资源交易平台中标通知书》.
var noticeTitleRe = newKeyed(`《[^》\n]{0,20}?(?:中标通知书|成交通知书|中选通知书|中标通知|成交通知)》`, "", "《")

// listOpenerRe is what opens a line of a list before its text: 1. , 1 、,
// (1), 一、, ①.
var listOpenerRe = lazyre.New(`^ *(?:[0-9]{1,2} *[.、]|\([0-9` + chineseNumerals + `]{1,2}\)|[` + chineseNumerals + `]{1,2}、|[①-⑳])? *`)

// employerOfListedNotice reads the sender of a notice a line of a list
// opens with, the notices received listed one a line: "近日,本公司收到如下
// 通知书:⏎1. 兰新铁路新疆有限公司《中标通知书》,通知本公司中标…", "我公司于
// 近日获以下中标通知书:⏎1 、郑州市轨道交通有限公司的《中标通知书》,公司中标…",
// "近日,我公司收到如下中标通知书:⏎杭州市地铁集团有限责任公司《中标通知书》,
// 通知我公司中标…". The whole of the line before the notice is the name.
func (r *reader) employerOfListedNotice(from, to int) (string, normalize.Span, bool) {
	s := r.f.s
	for _, m := range noticeTitleRe.find(s, from, to) {
		ls := strings.LastIndexByte(s[:m[0]], '\n') + 1
		if ls < from {
			continue
		}
		at := ls + len(listOpenerRe.FindString(s[ls:m[0]]))
		t := strings.TrimSuffix(s[at:m[0]], ofWord)
		if name, ok := r.wholeCounterpart(t); ok {
			return r.expand(name), r.f.span(at, at+len(t)), true
		}
	}
	return "", normalize.Span{}, false
}

// employerInforms reads the party that informs the company of its award:
// 昆山市路桥建设(集团)有限公司通知公司中标…, X通知本公司中标Y, X通知,本公司
// 中标Y, X通知<a subsidiary>中标Y (informsRe).
func (r *reader) employerInforms(from, to int) (string, normalize.Span, bool) {
	s := r.f.s
	for _, m := range informsRe.find(s, from, to) {
		if !r.isOwnTold(s[m[2]:m[3]]) {
			continue
		}
		if name, at := nameBefore(s, m[0]); name != "" && !r.isOwn(name) && !isVenue(name) {
			return r.expand(name), r.f.span(at, at+len(name)), true
		}
	}
	return "", normalize.Span{}, false
}

// choosesRe is the choice of the company's party as the winner, its
// maker before it: "…发出的《中标通知书》,广州地铁集团有限公司确定华之源为广州市
// 轨道交通既有线800兆数字集群共网系统采购项目的中标单位".
var choosesRe = newKeyed(`确定([^,，。;:、《》\n]{2,40}?)为[^。;\n]{0,120}?(?:中标|成交|中选)(?:候选人|单位|人|供应商)`, "", "确定")

// evaluatorWords name the panel that assesses the bids, which chooses the
// winner for the owner: "经评标委员会确定公司为…中标人", 评审小组, 谈判小组.
var evaluatorWords = []string{"评标", "评审", "谈判"}

// employerChooses reads the party that makes the company's party the
// winner (choosesRe): the name right before 确定, whole, not the company's
// own, a venue or the panel that assessed the bids.
func (r *reader) employerChooses(from, to int) (string, normalize.Span, bool) {
	s := r.f.s
	for _, m := range choosesRe.find(s, from, to) {
		if !r.isOwnTold(s[m[2]:m[3]]) {
			continue
		}
		if name, at := nameBefore(s, m[0]); name != "" && !r.isOwn(name) && !isVenue(name) && !containsAny(name, evaluatorWords...) {
			return r.expand(name), r.f.span(at, at+len(name)), true
		}
	}
	return "", normalize.Span{}, false
}

// isOwnTold reports whether t, the words after 通知 that the award is
// told to, opens with the company's own party: 公司, 本公司, 我公司 (公司牵头
// 组成的联合体), or a subsidiary by its name or short form.
func (r *reader) isOwnTold(t string) bool {
	if startsAny(t, selfWordList...) {
		return true
	}
	if name, i, _ := cutName(t); name != "" && i == 0 {
		return r.isOwn(r.expand(name))
	}
	full, ok := r.short[t]
	return ok && r.isOwn(full)
}

// letterAwardWords in the sentence after a letter make it the letter of
// an award: "接到贵阳市城市轨道交通有限公司通知,本公司被定为贵阳屏蔽门项目的预
// 中标单位", "收到洛阳市宜阳县住房和城乡建设局通知,宜阳县…工程项目预中标情况已
// 公示", "接到香港政府物流服务署正式通知,公司中标香港出入境管制系统".
var letterAwardWords = []string{"中标", "成交", "中选"}

// employerOfLetter reads the sender of a letter telling the company of its
// award: 收到X通知, 接到X正式通知 (letterFromRe), the award stated in the
// sentence after it; not a tender's venue or agent, nor what names no
// organisation (收到控股股东何学葵的通知, 收到公安机关的通知).
func (r *reader) employerOfLetter(from, to int) (string, normalize.Span, bool) {
	s := r.f.s
	for _, m := range letterFromRe.find(s, from, to) {
		end := m[1] + 120
		if end > to {
			end = to
		}
		if k := strings.IndexAny(s[m[1]:end], "。\n"); k >= 0 {
			end = m[1] + k
		}
		if !containsAny(s[m[1]:end], letterAwardWords...) {
			continue
		}
		t := s[m[2]:m[3]]
		if name, ok := r.wholeCounterpart(t); ok {
			return r.expand(name), r.f.span(m[2], m[3]), true
		}
	}
	return "", normalize.Span{}, false
}

// acceptWord before 受 makes it 接受: the party that takes a commission
// ("金世旗控股接受贵阳市云岩区人民政府委托,负责投资…"), not its principal.
const acceptWord = "接"

// employerAsPrincipal reads the party whose commission the tender's agent
// holds: "…发来的《中标通知书》…:受贵阳市公安交通管理局委托,贵州北辰星项目数据
// 分析师事务所有限公司组织的…", "江西中汇工程技术监理咨询有限公司受分宜县城市管理
// 执法局本级的委托" (principalRe): the employer, where the notice is the
// agent's.
func (r *reader) employerAsPrincipal(from, to int) (string, normalize.Span, bool) {
	s := r.f.s
	for _, m := range principalRe.find(s, from, to) {
		if strings.HasSuffix(s[:m[0]], acceptWord) {
			continue
		}
		t := s[m[2]:m[3]]
		if name, ok := r.wholeCounterpart(t); ok {
			return r.expand(name), r.f.span(m[2], m[3]), true
		}
	}
	return "", normalize.Span{}, false
}

// employerAsRole reads the party the text makes the tender's owner: "由深圳
// 市地铁集团有限公司作为招标人,我公司参与投标的…", "由成都地铁有限责任公司作为
// 招标人" (asEmployerRe).
func (r *reader) employerAsRole(from, to int) (string, normalize.Span, bool) {
	s := r.f.s
	for _, m := range asEmployerRe.find(s, from, to) {
		t := s[m[2]:m[3]]
		if name, ok := r.wholeCounterpart(t); ok {
			return r.expand(name), r.f.span(m[2], m[3]), true
		}
	}
	return "", normalize.Span{}, false
}

// employerSends reads the party that sends the company a contract: 收到X(以下
// 简称“Y”)关于Z合同 (aboutContractRe, the name right after 收到).
func (r *reader) employerSends(from, to int) (string, normalize.Span, bool) {
	s := r.f.s
	for _, m := range aboutContractRe.find(s, from, to) {
		j := m[0]
		if strings.HasSuffix(s[:j], ")") {
			if p := strings.LastIndex(s[:j], "("); p >= 0 && j-p < 60 {
				j = p
			}
		}
		if name, at := nameBefore(s, j); name != "" && strings.HasSuffix(s[:at], receivedWord) && !r.isOwn(name) && !isVenue(name) {
			return r.expand(name), r.f.span(at, at+len(name)), true
		}
	}
	return "", normalize.Span{}, false
}

// employerSignsWith reads the other party of a signing: 公司与X签订, 公司和国产
// 实业(湖南)水泥有限公司签署了 (withParty).
func (r *reader) employerSignsWith(from, to int) (string, normalize.Span, bool) {
	s := r.f.s
	for _, m := range withParty(s, from, to) {
		name, i, j := cutName(s[m[2]:m[3]])
		if name != "" && !r.isOwn(name) && !isVenue(name) {
			if k := r.withInName(s, m[0]); k > 0 && i == 0 {
				return s[k : m[2]+j], r.f.span(k, m[2]+j), true
			}
			return r.expand(name), r.f.span(m[2]+i, m[2]+j), true
		}
	}
	return "", normalize.Span{}, false
}

// withInNameRunes is how long the words between two 与 may be for the
// second to stand inside a name: 财政, 计划, 交通.
const withInNameRunes = 8

// withInName returns where the name opens when the 与 at byte at of s is
// inside it, the other party's 与 before it: "中工国际工程股份有限公司与
// 塞拉利昂财政与经济发展部签署了" (a ministry of two portfolios); 0 when it is
// not: the words between the two are no name's end (塞拉利昂财政), nor the
// company's own, nor more than withInNameRunes.
func (r *reader) withInName(s string, at int) int {
	k := strings.LastIndex(s[max(0, at-3*withInNameRunes-len(withWord)):at], withWord)
	if k < 0 {
		return 0
	}
	k += max(0, at-3*withInNameRunes-len(withWord)) + len(withWord)
	seg := s[k:at]
	if utf8.RuneCountInString(seg) < 2 || strings.ContainsAny(seg, nameStop+"()") || hasOrgSuffix(seg) || r.isOwn(seg) || containsAny(seg, beforeNameWords...) {
		return 0
	}
	// The words before the first 与 are a party's: the company's or a name.
	before := s[:k-len(withWord)]
	if !endsAny(before, selfWordList...) && !strings.HasSuffix(before, ")") && !hasOrgSuffix(before) {
		return 0
	}
	return k
}

// withWord joins the parties of a signing: 公司与X签订.
const withWord = "与"

// counterpartyHeadings head the part of an announcement that introduces
// the other party: "二、交易对方情况介绍", "二、交易对手方介绍", "2、合同对方当事人
// 情况", "二、交易对方基本情况", "二、交易对手介绍", "二、合同对方情况",
// "1、交易对手方情况", "二、交易对方情况", "二、合同交易对方介绍", "交易对手方情况
// 介绍", "合同相对方基本情况", "交易对手方基本情况", "合同对方情况介绍", "合同交易
// 对方基本情况".
var counterpartyHeadings = []string{"交易对方情况介绍", "交易对方基本情况", "交易对方情况", "交易对方介绍", "交易对手方情况介绍", "交易对手方基本情况", "交易对手方情况", "交易对手方介绍", "交易对手情况", "交易对手介绍", "合同对方当事人情况", "合同对方情况介绍", "合同对方情况", "合同对方基本情况", "合同交易对方介绍", "合同交易对方基本情况", "合同相对方基本情况"}

// counterpartyLabels introduce the party's name in that part: "1、公司名称:⏎
// 博西家用电器投资(中国)有限公司", "企业名称:长安马自达汽车有限公司类型:…",
// "公司名称:天津保税区投资有限公司法定代表人:于旸", "企业名称:中国联合网络通信
// 有限公司。".
var counterpartyLabels = []string{"公司名称", "企业名称", "单位名称"}

// counterpartyIsWords state the party in a sentence of that part: "本项目合同
// 交易对方为尼日利亚联邦电力、工程和住建部,", "本次交易对方是广州市电视台。",
// "该协议采购方为福建安信合同能源管理有限公司,", "项目实施机构和招标人为巴东县住房和
// 城乡建设局,是巴东县人民政府的下属机关".
var counterpartyIsWords = []string{"交易对方为", "交易对方是", "采购方为", "合同对方为", "招标人为", "招标人是"}

// counterpartyThen follow the name a line of that part opens with, saying
// what it is: "宁乡经济开发区管理委员会是宁乡经济技术开发区行政机关", "上汽大通
// 汽车有限公司是上海汽车集团股份有限公司的全资子公司", "南平宁武高速公路有限责任
// 公司于2007年5月15日依法登记成立", "兰州科天健康科技股份有限公司,成立于2016年
// 1月7日", "国家电网公司成立于2002年12月29日", "珠海中冶置业有限公司注册资本
// 32,000万元", "佛山市国星光电股份有限公司法定代表人:王垚浩".
var counterpartyThen = []string{"是", "系", "于", "成立", ",", "注册", "法定代表人"}

// counterpartyLines is how many lines of the part, after its heading, are
// read for the name (a sub-heading such as (一)基本情况 among them).
const counterpartyLines = 4

// employerOfCounterpartyPart reads the party the announcement of an award
// introduces in its part on the other party (counterpartyHeadings): by a
// label, a sentence, or the name its first line opens with. The other party
// of a tender the company won is the one that awards it; the other party of
// a contract signed may be the seller the company buys from ("本公司控股子
// 公司…(以下简称“甲方”)、江苏辉伦太阳能科技有限公司(以下简称“乙方”)", a
// BT contract where the company is 发包人), so a signing is left alone.
func (r *reader) employerOfCounterpartyPart(from, to int) (string, normalize.Span, bool) {
	if st, _ := r.status(); st != schema.ContractAward && st != schema.ContractProvisionalAward {
		return "", normalize.Span{}, false
	}
	s := r.f.s
	for i := from; i < to; {
		e := strings.IndexByte(s[i:to], '\n')
		if e < 0 {
			e = to
		} else {
			e += i
		}
		line := s[i+len(listOpenerRe.FindString(s[i:e])) : e]
		i = e + 1
		if !isCounterpartyHeading(line) {
			continue
		}
		if name, sp, ok := r.counterpartyIn(i, to); ok {
			return name, sp, true
		}
	}
	return "", normalize.Span{}, false
}

// isCounterpartyHeading reports whether line (its number dropped) is one
// of counterpartyHeadings, with a colon or nothing after it.
func isCounterpartyHeading(line string) bool {
	line = strings.TrimRight(line, ": ")
	for _, h := range counterpartyHeadings {
		if line == h {
			return true
		}
	}
	return false
}

// counterpartyIn reads the party's name in the first counterpartyLines
// lines from byte at of s.
func (r *reader) counterpartyIn(at, to int) (string, normalize.Span, bool) {
	s := r.f.s
	accept := func(name string, k, j int) (string, normalize.Span, bool) {
		if name == "" || r.isOwn(name) || isVenue(name) {
			return "", normalize.Span{}, false
		}
		return r.expand(name), r.f.span(k, j), true
	}
	for n := 0; n < counterpartyLines && at < to; n++ {
		e := strings.IndexByte(s[at:to], '\n')
		if e < 0 {
			e = to
		} else {
			e += at
		}
		k := at + len(listOpenerRe.FindString(s[at:e]))
		line := s[k:e]
		next := e + 1
		// 公司名称:X, or 公司名称: and X on the next line.
		for _, l := range counterpartyLabels {
			if !strings.HasPrefix(line, l+":") {
				continue
			}
			v := k + len(l) + len(":")
			if v == e && next < to {
				v = next
			}
			name, i, j := cutName(s[v:to])
			return accept(name, v+i, v+j)
		}
		for _, w := range counterpartyIsWords {
			if p := strings.Index(line, w); p >= 0 {
				v := k + p + len(w)
				name, i, j := cutName(s[v:e])
				return accept(name, v+i, v+j)
			}
		}
		// The name the line opens with, whole before what it is (or the
		// whole line), ending as an organisation's name does: not a place
		// described (镇江市地处江苏省西南部, 诸城市位于山东半岛东南部).
		if j := lineOpeningName(line); j > 0 {
			return accept(line[:j], k, k+j)
		}
		at = next
	}
	return "", normalize.Span{}, false
}

// wonFromRe is the owner written between 中标 and the quoted name of what
// was won: "中标了中国烟草总公司的《烟草行业会计核算软件项目》", "成功中标合肥长安汽车
// 有限公司(以下简称“合肥长安”)“合肥长安汽车有限公司调整升级项目-焊接生产线…”",
// "确认公司中标福建医科大学附属协和医院“医疗大数据挖掘分析平台”项目".
var wonFromRe = newKeyed(`中标(?:了)?([^,，。;“”()《》\n]{4,60}?)(?:\((?:以下)?简称[^)]{0,30}\))?的?[“《]`, "", "中标")

// employerWonFrom reads the owner named between 中标 and the quoted name of
// what was won, the whole of the words between them an organisation's name
// (ending as one of strongSuffixes does): not a project's words
// (中标新建铁路…“四电”系统集成), nor a sentence saying what was won (中标项目
// 为四川省电力公司“…”).
func (r *reader) employerWonFrom(from, to int) (string, normalize.Span, bool) {
	s := r.f.s
	for _, m := range wonFromRe.find(s, from, to) {
		t := s[m[2]:m[3]]
		if containsAny(t, copulas...) {
			continue
		}
		name, i, j := cutName(t)
		if name != "" && i == 0 && j == len(t) && endsAny(name, strongSuffixes...) && !r.isOwn(name) && !isVenue(name) {
			return r.expand(name), r.f.span(m[2], m[3]), true
		}
	}
	return "", normalize.Span{}, false
}

// employerWonFromYear reads the owner named between 中标 (or 成为) and the
// year that opens the name of what was won (wonFromYearRe), the whole of the
// words between them an organisation's name, as employerWonFrom does.
func (r *reader) employerWonFromYear(from, to int) (string, normalize.Span, bool) {
	s := r.f.s
	for _, m := range wonFromYearRe.find(s, from, to) {
		t := s[m[2]:m[3]]
		if containsAny(t, copulas...) {
			continue
		}
		name, i, j := cutName(t)
		if name != "" && i == 0 && j == len(t) && endsAny(name, strongSuffixes...) && !endsAny(name, yearOwnerNotEnds...) && !r.isOwn(name) && !isVenue(name) {
			return r.expand(name), r.f.span(m[2], m[3]), true
		}
	}
	return "", normalize.Span{}, false
}

// publishesRe is the publication of a tender's result by the one that
// holds it: "国家电网公司通过其电子商务平台发布了《推荐的中标候选人公示…》",
// "根据国家电网公司于2012年7月11日发布的《2012年第二批电能表(含用电信息采集)
// 招标采购-…中标…》", "根据西藏自治区交通运输厅近日发布的《G4218线…招标中标
// 候选人…》", "广州供电局有限公司近期发布了《广州供电局2018年营销计量类物资框架招标
// 中标公示》"; the name stands before it.
var publishesRe = newKeyed(`(?:于[0-9]{4}年[0-9]{1,2}月[0-9]{1,2}日|近日|近期|日前)?(?:通过其[^,，。;\n]{0,12}?)?发布(?:了|的)[《“][^》”\n]{0,80}?(?:中标|中选|成交)`, "", "于", "近日", "近期", "日前", "通过其", "发布")

// accordingWord opens the sentence that cites a publication: 根据X发布的.
const accordingWord = "根据"

// employerPublishes reads the party that publishes the result of its
// tender (publishesRe): an organisation's name in full, ending as one of
// strongSuffixes does, not a website (海口市政府网), a venue (兴安盟公共资源
// 交易中心发布的) or the company itself.
func (r *reader) employerPublishes(from, to int) (string, normalize.Span, bool) {
	s := r.f.s
	for _, m := range publishesRe.find(s, from, to) {
		name, at := nameBefore(s, m[0])
		if k := strings.LastIndex(name, accordingWord); k >= 0 {
			name, at = name[k+len(accordingWord):], at+k+len(accordingWord)
		}
		if name == "" || !validName(name) || !endsAny(name, strongSuffixes...) || r.isOwn(name) || isVenue(name) {
			continue
		}
		return r.expand(name), r.f.span(at, at+len(name)), true
	}
	return "", normalize.Span{}, false
}

// winnerForRe is the owner of the tender the company's party is made the
// winner of, named whole before its short form: "联合体为新疆协鑫新能源材料科技
// 有限公司(以下简称“新疆协鑫”)58台还原炉电极的中标单位", "怡创科技…为中国移动
// 通信集团广东有限公司(以下简称“广东移动”)《中国移动广东公司…项目》…中标候选人".
var winnerForRe = newKeyed(`为([^,，。;“”()《》\n]{4,60}?)\((?:以下)?简称[^)]{0,30}\)[^,，。;\n]{0,80}?(?:中标|成交|中选)(?:候选人|单位|人|供应商)`, "", "为")

// employerWinnerFor reads the owner winnerForRe names: an organisation's
// name in full, ending as one of strongSuffixes does, not the company's
// own or a venue; the company's party the subject before 为 (公司, a
// consortium, a short form's bracket or the company's own short form), not
// a 为 inside a name.
func (r *reader) employerWinnerFor(from, to int) (string, normalize.Span, bool) {
	s := r.f.s
	for _, m := range winnerForRe.find(s, from, to) {
		before := s[:m[0]]
		if !strings.HasSuffix(before, ")") && !strings.HasSuffix(before, consortiumWord) && !endsAny(before, selfWordList...) {
			if full := r.shortBefore(before); full == "" || !r.isOwn(full) {
				continue
			}
		}
		if name, ok := r.wholeCounterpart(s[m[2]:m[3]]); ok && endsAny(name, strongSuffixes...) {
			return r.expand(name), r.f.span(m[2], m[3]), true
		}
	}
	return "", normalize.Span{}, false
}

// yearOwnerNotEnds end what stands between 中标 and a year without naming
// an owner: the company the sentence speaks of ("中标价占公司2016年度经审计
// 营业收入的…", "中标总额占公司…", "中标项目执行将对公司2017年…", "不会对公司
// 2017年…", "中标项目能保证公司2016年…").
var yearOwnerNotEnds = cross([]string{"对", "占", "保证"}, selfWordList)

// employerByBareRole reads a role run into the name, without 为 or a colon:
// 该项目招标人四川攀西高速公路开发股份有限公司, 采购人五华县人力资源和社会保障局
// (以下简称“采购人”), 买方万中基业新能源扬州有限公司 (bareLabelRe); six
// characters at least, none of notBareNameWords.
func (r *reader) employerByBareRole(from, to int) (string, normalize.Span, bool) {
	s := r.f.s
	for _, m := range bareLabelRe.find(s, from, to) {
		// The expression ends on the name's first character.
		_, n := utf8.DecodeLastRuneInString(s[:m[1]])
		at := m[1] - n
		if strings.HasPrefix(s[at:], "“") || s[at] == '"' || s[at] == ' ' {
			at = m[1]
		}
		name, i, j := cutName(s[at:to])
		if name != "" && !r.isOwn(name) && !isVenue(name) && utf8.RuneCountInString(name) >= 6 && !containsAny(name, notBareNameWords...) {
			return r.expand(name), r.f.span(at+i, at+j), true
		}
	}
	return "", normalize.Span{}, false
}

// employerOfTender reads the party whose tender the company took part in,
// named whole before its short form: 参与了新疆银行股份有限公司(以下简称“新疆
// 银行”)信息应用系统开发总集成项目的招标 (participateRe).
func (r *reader) employerOfTender(from, to int) (string, normalize.Span, bool) {
	s := r.f.s
	for _, m := range participateRe.find(s, from, to) {
		name, i, j := cutName(s[m[2]:m[3]])
		if name != "" && !r.isOwn(name) && !isVenue(name) && i == 0 && j == m[3]-m[2] {
			return r.expand(name), r.f.span(m[2]+i, m[2]+j), true
		}
	}
	return "", normalize.Span{}, false
}

// The words of a 与/和 clause: "公司和中国机械进出口（集团）有限公司以联合体的方式
// 签订了…": a partner of the consortium (联合体), not the other party; 和 only
// after a name or the company (…公司和X, …(以下简称“中材建设”)和X, …集团和X),
// as nameBefore joins two names: an organisation's suffix (hasOrgSuffix) or
// a short form's bracket before it.
const (
	consortiumWord = "联合体"
	andWord        = "和"
)

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
		if strings.Contains(s[m[2]:m[3]], consortiumWord) {
			continue
		}
		// 与X均按约履行目标房地产已签订的租赁合同, 与X进行商务谈判并签订:
		// the name does another act than the signing.
		if _, _, j := cutName(s[m[2]:m[3]]); j > 0 && containsAny(s[m[2]+j:m[3]], notSigningActs...) {
			continue
		}
		if strings.HasPrefix(s[m[0]:], andWord) {
			before := s[:m[0]]
			if !strings.HasSuffix(before, ")") && !hasOrgSuffix(before) {
				continue
			}
		}
		out = append(out, m)
	}
	return out
}

// notSigningActs, between a party's name and the verb of a signing, make
// the sentence about another act of the party or with it: performing a
// contract signed (履行), negotiating one (谈判, 洽谈, 商量).
var notSigningActs = []string{"履行", "谈判", "洽谈", "商量"}

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
		// A form's blank before the name: "甲方:_ 淄博文昌湖公有资产经营有限公司".
		for at < to && (s[at] == '_' || s[at] == ' ') {
			at++
		}
		name, i, j := cutName(withoutTitle(s[at:to]))
		if name == "" {
			continue
		}
		// The name, then the line after the label opening with it again,
		// run together: "2、乙方:安徽盛运环保(集团)股份有限公司⏎安徽盛运环保
		// (集团)股份有限公司为深圳证券交易所创业板上市公司".
		if h := len(name) / 2; len(name)%2 == 0 && name[:h] == name[h:] {
			name, j = name[:h], i+h
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

// subsidiaryWord marks a subsidiary (全资子公司X).
const subsidiaryWord = "子公司"

// isOwn reports whether name is the company or one of the subsidiaries the
// document names as its own.
func (r *reader) isOwn(name string) bool {
	if name == r.company || startsAny(name, selfWordList...) || strings.Contains(name, subsidiaryWord) {
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
	return name == r.company || startsAny(name, selfWordList...)
}

func (r *reader) sameParty(a, b string) bool { return a != "" && a == b }

type named struct {
	name string
	sp   normalize.Span
}

// subsidiaryRe is a subsidiary named after the word that makes it one:
// 全资子公司X, 本公司下属X, "公司下属公司四川路桥华东建设有限责任公司".
var subsidiaryRe = newKeyed(`(?:子公司|孙公司|本公司下属|公司下属|本公司所属|公司所属|海外全资公司|下属公司)(?:之一)?(?:的)?(?:全资控股子公司|控股子公司|全资子公司|子公司|全资控股公司|全资公司|控股公司|企业|单位|公司)?:?[“"]?([^,，。;:“”、\n]{4,60})`, "", "子公司", "孙公司", "本公司下属", "公司下属", "本公司所属", "公司所属", "海外全资公司", "下属公司")

// The words around a subsidiary's name: a join that opens a list, not the
// name (北京子公司和X以联合体的方式签订); the words before 公司全资子公司 that
// qualify the company or state what the name is ("…有限公司（以下简称：“中轻
// 建设”）系公司全资子公司", "(系本公司控股子公司", "…有限公司为本公司全资子公司",
// 上市公司).
// unnamedSubsidiaryActs open what an unnamed subsidiary does, right after
// the word: "全资子公司收到玉柴安特优动力有限公司船机曲轴产品的样品订单", "关于
// 全资子公司收到残损币钞票处理业务外包中标通知书的公告", 子公司接到, 子公司中标,
// 子公司签订, 子公司签署.
var unnamedSubsidiaryActs = []string{"收到", "接到", "中标", "签订", "签署", "签定", "取得", "获得"}

var (
	joinOpeners = []string{"和", "与", "及", "以及"}
	copulas     = []string{"系", "为", "是"}
)

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
		if startsAny(s[m[2]:m[3]], joinOpeners...) {
			continue
		}
		// 全资子公司收到X的订单, 子公司中标X: the subsidiary is unnamed and
		// X is the other party.
		if startsAny(s[m[2]:m[3]], unnamedSubsidiaryActs...) {
			continue
		}
		name, i, j := cutName(s[m[2]:m[3]])
		if name == "" || r.othersSubsidiary(s, m[0]) {
			continue
		}
		out = append(out, named{name, r.f.span(m[2]+i, m[2]+j)})
	}
	// X(以下简称:北京子公司)系公司全资子公司, X为本公司控股子公司: the
	// name stated before.
	for _, w := range subsidiaryIsWords {
		for at := range mentions(s, 0, len(s), w) {
			j := at
			for _, v := range selfQualifiers {
				j -= len(v) * b2i(strings.HasSuffix(s[:j], v))
			}
			for _, v := range copulas {
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

// othersQualifiers stand between another party's name and the subsidiary
// it owns: "杭州中策橡胶有限公司（以下简称“杭州中策”）属下控股子公司—杭州中策
// 清泉实业有限公司", X旗下全资子公司, X的控股子公司, X所属子公司.
var othersQualifiers = []string{"全资", "控股", "属下", "旗下", "下属", "所属", "的"}

// ownedWords say whose the subsidiary is, which the company's own do not
// (公司控股子公司X, 本公司下属X): 属下, 旗下, 的 ("与成都交通投资集团有限公司的
// 全资子公司成都市路桥经营管理有限责任公司签订过…", "金螳螂(苏州)电子商务有限公司
// 旗下子公司云家通商贸有限公司").
var ownedWords = map[string]bool{"属下": true, "旗下": true, "的": true}

// othersSubsidiary reports whether the subsidiary word at byte at of s is
// said of another organisation than the company: a name (not the
// company's) stands right before it, its short form in brackets and
// othersQualifiers between, one of them an ownedWords.
func (r *reader) othersSubsidiary(s string, at int) bool {
	j := at
	owned := false
	for changed := true; changed; {
		changed = false
		for _, w := range othersQualifiers {
			if strings.HasSuffix(s[:j], w) {
				j -= len(w)
				changed = true
				owned = owned || ownedWords[w]
			}
		}
	}
	if !owned {
		return false
	}
	if strings.HasSuffix(s[:j], ")") {
		if p := strings.LastIndex(s[:j], "("); p >= 0 && j-p < 60 {
			j = p
		}
	}
	// The short form of another party: "与国购投资有限公司(以下简称“国购投资”)
	// 签署了…;…国购投资的控股子公司合肥华源物业发展有限责任公司".
	if full := r.shortBefore(s[:j]); full != "" {
		return !r.isOwnName(full) && full != r.company
	}
	name, _ := nameBefore(s, j)
	// 本公司全资子公司, 通知公司控股子公司: the company's own, whatever
	// the words before it.
	if name == "" || endsAny(name, selfRefs...) || !validName(name) {
		return false
	}
	return !r.isOwnName(name) && r.expand(name) != r.company
}

// shortBefore returns the full name of the longest short form the
// document defines that ends s, "" for none.
func (r *reader) shortBefore(s string) string {
	best, full := "", ""
	for short, f := range r.short {
		if len(short) > len(best) && strings.HasSuffix(s, short) {
			best, full = short, f
		}
	}
	return full
}

// ownActionWords make a subsidiary the subject of its sentence, the party
// that wins or signs: X中标, X签订, X签署, X成交, X签定, "收到…发来的《中选通知
// 书》", 候选人, 收到.
var ownActionWords = []string{"中标", "签订", "签署", "成交", "签定", "中选", "候选人", "收到"}

// ownParty returns the company's party to the contract: the subsidiary the
// title names (关于全资子公司X中标的公告), a subsidiary that wins or signs
// in the body, else the company.
func (r *reader) ownParty(from, to int) (string, normalize.Span) {
	subs := r.subsidiaries()
	for _, sub := range subs {
		if strings.Contains(r.title, sub.name) {
			r.via("contractor", "own: title sub", sub.name)
			return sub.name, sub.sp
		}
	}
	s := r.f.s
	for _, sub := range subs {
		// An empty part (the text before items that open the document)
		// holds no subsidiary.
		if from >= to || sub.sp.Start < r.f.off[from] || sub.sp.Start > r.f.off[to-1] {
			continue
		}
		// The subsidiary is the subject of 中标/签订 in its sentence, however
		// long the short forms and the other party between them ("全资子公司
		// 西安天伟电子系统工程有限公司(以下简称“天伟电子”或“乙方”)于2017年3月
		// 27日与军方某部(以下简称“甲方”)就…签订了").
		rest := s[r.flatIndex(sub.sp.End):]
		if p := strings.IndexAny(rest, "。\n"); p >= 0 {
			rest = rest[:p]
		}
		// A subsidiary that owns or reports, not acts: "收到全资子公司浙江交工
		// 集团股份有限公司(以下简称“浙江交工”)的报告,浙江交工全资子公司…中标".
		if strings.HasPrefix(withoutBracket(rest), possessive) {
			continue
		}
		// The company named first, the subsidiary beside it: "通知书确认公司
		// 与控股子公司铁汉山艺环境建设有限公司…、全资子公司…", "公司及全资子公司
		// 云南东昌金属加工有限公司与汉能控股集团有限公司签订了": the company is
		// the contractor, as the first of several is.
		if r.company != "" && r.companyBefore(r.flatIndex(sub.sp.Start)) {
			r.via("contractor", "own: company before sub", r.company)
			return r.company, normalize.Span{}
		}
		if r.company != "" && r.companyActsFirst(from, r.flatIndex(sub.sp.Start)) {
			r.via("contractor", "own: company acts first", r.company)
			return r.company, normalize.Span{}
		}
		if containsAny(rest, ownActionWords...) {
			r.via("contractor", "own: body sub acts", sub.name)
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
		for m := range mentions(s, from, to, short) {
			rest := s[m+len(short) : to]
			if p := strings.IndexAny(rest, "。\n"); p >= 0 {
				rest = rest[:p]
			}
			if !strings.HasPrefix(rest, ")") && containsAny(rest, ownActionWords...) {
				for _, sub := range subs {
					if sub.name == full {
						r.via("contractor", "own: short acts", sub.name)
						return sub.name, sub.sp
					}
				}
			}
		}
	}
	if r.company != "" {
		r.via("contractor", "own: company", r.company)
		return r.company, normalize.Span{}
	}
	return "", normalize.Span{}
}

// companyWonRe states that the company itself won, its word for itself
// (or the short form's bracket that defines it) the subject: "(以下简称
// “公司”)于近日收到…发出的《中标通知书》", 我公司收到中标通知书, "确定公司为
// “…”的中标人", 公司为…的中标人, 本公司中标.
var companyWonRe = lazyre.New(`(?:公司|“公司”\))(?:于[^,。;]{0,20}|近日|已)?收到[^。;]{0,80}?(?:中标|成交|中选)通知|(?:本|我)?公司(?:为|成为)[^,。;]{0,100}?(?:中标人|中标单位|中标供应商|成交人|成交供应商|中选人)|(?:本|我)公司(?:成功)?中标`)

// ownedWordsOfCompany name a subsidiary of the company's without naming
// it: 全资子公司, 孙公司, 下属, 所属.
var ownedWordsOfCompany = append(append([]string{}, ownedKinds...), "下属", "所属")

// companyActsFirst reports whether the company itself is stated to have won
// (companyWonRe) in the body before byte at of the text, where a
// subsidiary is first named, and no subsidiary has been spoken of before
// it, in the body or the title: "…(以下简称“公司”)于近日收到…发出的《中标
// 通知书》,…确定公司为…的中标人,…是继公司控股子公司X在…中标后的再一次突破",
// "近日我公司收到中标通知书,…我公司控股子公司X将作为项目公司", "公司为…的中标
// 人,…(包含子公司X中标的…)". The subsidiary named after the award is a part
// of it or an earlier one's: the company is the contractor.
func (r *reader) companyActsFirst(from, at int) bool {
	if containsAny(r.title, ownedWordsOfCompany...) {
		return false
	}
	// The body after the title, which the title's line may run into.
	s := r.f.s
	if a := r.c.Out.Announcement; a != nil {
		if title := strings.Join(strings.Fields(a.Title), ""); title != "" {
			if k := strings.Index(s, title); k >= 0 && k+len(title) > from {
				from = k + len(title)
			}
		}
	}
	if from >= at {
		return false
	}
	part := s[from:at]
	// The words that make the name a subsidiary: 子公司X, 公司全资子公司X.
	for changed := true; changed; {
		changed = false
		for _, w := range subsidiaryQualifiers {
			if strings.HasSuffix(part, w) {
				part = part[:len(part)-len(w)]
				changed = true
			}
		}
	}
	if containsAny(part, ownedWordsOfCompany...) {
		return false
	}
	// The win stated in an earlier sentence, or the subsidiary in a
	// bracket after it ("公司为…的中标人,…(包含子公司X中标的…)"); not a
	// notice the company received whose winner the same sentence names
	// ("公司收到中标通知书,公司全资子公司X中标…").
	last := strings.LastIndexAny(part, "。\n") + 1
	for _, m := range companyWonRe.FindAllStringIndex(part, -1) {
		if m[1] <= last || strings.Count(part[m[1]:], "(") > strings.Count(part[m[1]:], ")") {
			return true
		}
	}
	return false
}

// possessive after a name makes it the owner of what follows, not the
// subject of the sentence: X的报告, X的全资子公司.
const possessive = "的"

// withoutBracket drops the bracket that opens t, a short form's
// ("(以下简称“浙江交工”)的报告").
func withoutBracket(t string) string {
	if strings.HasPrefix(t, "(") {
		if p := strings.Index(t, ")"); p >= 0 && p < 120 {
			return t[p+1:]
		}
	}
	return t
}

// subsidiaryQualifiers stand between a company and the name of its
// subsidiary: 公司与控股子公司X, 公司及全资子公司X, 公司和其全资孙公司X.
var subsidiaryQualifiers = append(append([]string{}, subsidiaryKinds...), "其", possessive)

// companyBefore reports whether the company itself is named, joined to it,
// right before the subsidiary named at byte at of the text: "公司与控股子
// 公司X", "本公司及全资子公司X", "深圳市铁汉生态环境股份有限公司和全资子公司X".
func (r *reader) companyBefore(at int) bool {
	s := r.f.s
	j := at
	for changed := true; changed; {
		changed = false
		for _, w := range subsidiaryQualifiers {
			if strings.HasSuffix(s[:j], w) {
				j -= len(w)
				changed = true
			}
		}
	}
	// The company's word for itself as the owner, between the join and the
	// subsidiary: "安徽皖通科技股份有限公司(以下简称“公司”)和公司控股子公司
	// 安徽汉高信息科技有限公司", "…(以下简称“公司”)和公司的全资子公司湖南博世科
	// 环保科技有限公司", "通知书确认公司与公司全资子公司铁汉生态建设有限公司".
	if j < at {
		for _, w := range selfWordList {
			if strings.HasSuffix(s[:j], w) {
				j -= len(w)
				break
			}
		}
	}
	joined := false
	for _, w := range joinOpeners {
		if strings.HasSuffix(s[:j], w) {
			j -= len(w)
			joined = true
			break
		}
	}
	if !joined {
		return false
	}
	if strings.HasSuffix(s[:j], ")") {
		if p := strings.LastIndex(s[:j], "("); p >= 0 && j-p < 60 {
			j = p
		}
	}
	name, _ := nameBefore(s, j)
	if name == "" {
		// The company by its own word: 公司, 本公司, 我公司.
		for w := range selfWords {
			if strings.HasSuffix(s[:j], w) {
				return true
			}
		}
		return r.shortBefore(s[:j]) == r.company
	}
	return r.isOwnName(name) || r.expand(name) == r.company
}

// signVerbs after a consortium make it the other party: 与X和Y组成的联合体
// 签订了….
var signVerbs = []string{"签订", "签署", "签定"}

// consortium reads the other members of a consortium the company is in.
func (r *reader) consortium(ct *schema.Contract, from, to int) {
	s := r.f.s
	var members []string
	var sp normalize.Span
	for _, m := range consortiumWithRe.find(s, from, to) {
		list := s[m[2]:m[3]]
		// 与X和Y组成的联合体签订了…: the consortium is the other party.
		if containsAny(s[m[1]:min(len(s), m[1]+12)], signVerbs...) {
			continue
		}
		for _, part := range splitNames(list) {
			if name := r.member(ct, part); name != "" {
				members = append(members, name)
			}
		}
		if len(members) > 0 {
			sp = r.f.span(m[2], m[3])
			break
		}
	}
	if len(members) == 0 {
		for _, m := range consortiumListRe.find(s, from, to) {
			for _, part := range splitNames(s[m[2]:m[3]]) {
				if name := r.member(ct, part); name != "" {
					members = append(members, name)
				}
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

// memberRoles are the words a list of a consortium's members writes
// before a name, saying what the member is, not who: "及关联方中国交建下属的
// 中交华东投资有限公司", "关联方中交第二航务工程局有限公司", "成员方湖南省建筑材料
// 研究设计院有限公司", "下属公司上海振华港口机械(香港)有限公司".
var memberRoles = []string{"关联方", "成员方", "成员", "牵头方", "牵头人", "下属公司"}

// member returns the organisation part names as a member of ct's
// consortium, "" when it names none or names a party ct already has: the
// name cut from it, the role before it and a bracket closed inside it
// ("体牵头人)-浙江省风景园林设计院有限公司") or closing it ("四川省交通运输厅
// 公路规划勘察设计研究院)") dropped, a short form expanded.
func (r *reader) member(ct *schema.Contract, part string) string {
	name, _, _ := cutName(part)
	for changed := true; changed && name != ""; {
		changed = false
		if k := strings.Index(name, ")"); k >= 0 && !strings.Contains(name[:k], "(") {
			if k == len(name)-1 {
				name = name[:k]
			} else {
				name = strings.TrimLeft(name[k+1:], "-—·")
			}
			changed = true
		}
		for _, w := range memberRoles {
			if strings.HasPrefix(name, w) {
				name, changed = name[len(w):], true
			}
		}
	}
	if name == "" || !validName(name) {
		return ""
	}
	name = r.expand(name)
	if r.isOwn(name) || name == ct.Contractor || name == ct.Employer {
		return ""
	}
	return name
}

func splitNames(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r == '、' || r == ',' || r == '，' || r == '和' || r == '及' })
}

// strongSuffixes end an organisation's name that a project's name starts
// with: 银联商务有限公司2014年POS终端设备集中采购项目, 国家电网公司2014年第一批
// 电能表…招标采购项目, 中材科技风电叶片股份有限公司风电叶片用夹芯材料采购项目.
// Each ends every longer suffix of its kind (有限责任公司, 股份有限公司, 集团公司,
// 总公司 in 公司; 管理委员会 in 委员会; 管理局 in 局).
var strongSuffixes = []string{"公司", "委员会", "管委会", "人民政府", "局", "医院", "大学"}

// tenderWord in an organisation's name makes it a tender's agent, not its
// owner: 深圳市南山区政府采购及招标中心, "收到上海宝华国际招标有限公司的《中标
// 通知书》".
const tenderWord = "招标"

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
	// A project that quotes a title before the owner's name ("广东移动《中国
	// 移动广东公司…项目》"): the words before the suffix are no name.
	if !validName(name) || r.isOwn(name) || strings.Contains(name, tenderWord) || strings.ContainsAny(name, nameStop) {
		return
	}
	ct.Employer = name
	r.via("employer", "of project", name)
	if k := strings.Index(r.f.s, p); k >= 0 {
		ct.Evidence["employer"] = r.c.Ref(r.f.span(k, k+best))
	}
}

// lineOpeningName returns the length of the name line opens with, 0 for
// none: the whole of the line before the first of counterpartyThen, or the
// whole line, read whole by cutName, ending with one of strongSuffixes and
// saying nothing of it (项目实施机构和招标人为X: no name).
func lineOpeningName(line string) int {
	whole := func(t string) bool {
		if containsAny(t, copulas...) {
			return false
		}
		name, i, j := cutName(t)
		return name != "" && i == 0 && j == len(t) && endsAny(name, strongSuffixes...)
	}
	for p := range line {
		if p > 0 && startsAny(line[p:], counterpartyThen...) {
			if whole(line[:p]) {
				return p
			}
		}
	}
	if whole(line) {
		return len(line)
	}
	return 0
}

// titleWords are the titles of the person a label's line names after the
// party, run into its name: "1、甲方:淮南市市容管理局局长:罗志银".
var titleWords = []string{"局长", "处长", "院长", "厂长", "所长", "站长", "主任", "董事长", "总经理"}

// withoutTitle returns s with the title that ends the text before its
// first colon taken off with what follows: 淮南市市容管理局局长:罗志银 gives
// 淮南市市容管理局.
func withoutTitle(s string) string {
	k := strings.IndexByte(s, ':')
	if k < 0 {
		return s
	}
	if nl := strings.IndexByte(s, '\n'); nl >= 0 && nl < k {
		return s
	}
	for _, w := range titleWords {
		if strings.HasSuffix(s[:k], w) {
			return s[:k-len(w)]
		}
	}
	return s
}
