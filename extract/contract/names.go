package contract

import (
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/internal/lazyre"
)

// orgSuffixes end the name of an organisation, longest first where one is
// the end of another: 龙元建设集团股份有限公司, 中国铁建股份有限公司,
// 始兴县政府投资建设项目代建管理局, 中山翠亨新区工程项目建设管理中心,
// 福鼎市龙安开发区管理委员会, 孟加拉电力发展委员会(BPDB), 达州市人民政府,
// 北京市南水北调工程建设管理中心, 丽水市莲都区卫生和计划生育局; a bank's
// branch (中国农业银行股份有限公司义马市支行, 杭州市商业银行股份有限公司浣纱
// 支行), a company still being formed (收到贵广铁路公司筹备组《中标通知书》,
// 京石铁路客运专线公司筹备组), a ministry's department (缅甸第二工业部轮胎橡胶
// 工业司), a department named as such (与国防领域重要部门分别签订, 与加纳国家
// 铁路有关部门签订了), a prison ("中标通知书发出单位:⏎广东省明康监狱"); the
// forms of companies abroad (LIMITED, GmbH, a Finnish OYJ: "与EFORE OYJ(以下
// 简称“EFORE”)签署《供应主协议》", a Malaysian SDN BHD).
var orgSuffixes = []string{
	"股份有限公司", "有限责任公司", "有限公司", "集团公司", "总公司", "分公司", "公司", "集团",
	"管理委员会", "委员会", "管委会", "管理处", "管理局", "管理中心", "管理站", "指挥部", "办公室", "事务所",
	"支行", "分行", "筹备组", "部门", "合伙企业", "人民政府", "政府", "医院", "大学", "学院", "学校", "研究院", "研究所", "设计院", "银行", "中心", "监狱",
	"局", "厅", "署", "司", "处", "院", "站", "厂", "社", "会", "部", "所", "队",
	"LIMITED", "Limited", "LTD.", "Ltd.", "LTD", "Ltd", "INC.", "Inc.", "INC", "Inc", "Corporation", "CORPORATION", "GmbH", "PLC", "Plc", "LLC", "S.A.", "OYJ", "Oyj", "BHD", "Bhd",
}

// hasOrgSuffix reports whether s ends with one of orgSuffixes after a
// name's words; a role (公司, 本公司) is not a name.
func hasOrgSuffix(s string) bool {
	if genericWords[s] {
		return false
	}
	s = strings.TrimRight(s, ")")
	if i := strings.LastIndex(s, "("); i > 0 && strings.HasSuffix(s, ")") {
		s = s[:i]
	}
	for _, suf := range orgSuffixes {
		if strings.HasSuffix(s, suf) && len(s) > len(suf) {
			return true
		}
	}
	// A party the filing leaves unnamed, as it calls it: "公司与特殊机构
	// 客户签订的订货合同", "与某光伏企业(以下简称“A公司”)签订了".
	for _, suf := range unnamedSuffixes {
		if strings.HasSuffix(s, suf) && len(s) > len(suf) && (suf == institutionClient || strings.Contains(s, someWord)) {
			return true
		}
	}
	return false
}

// unnamedSuffixes end the word for a party a filing does not name (a
// defence customer, a client withheld): 特殊机构客户, 某光伏企业, 某客户;
// 客户 and 企业 only after 某 (not 与客户签订, 与下游企业签订), 机构客户 alone.
var unnamedSuffixes = []string{institutionClient, "客户", "企业"}

const (
	institutionClient = "机构客户"
	someWord          = "某"
)

// nameStop are the characters no party name contains.
const nameStop = "，,。;；:：、“”\"《》\n|!?！？"

// latinNameExpr is a Latin name in an expression, with the comma before
// its form (ZULEX INTERNATIONAL CO.,LTD).
var latinNameExpr = `[A-Za-z][A-Za-z0-9 .&'-]*(?:,(?:INC|Inc|LTD|Ltd|LLC)\.?)?`

// jointRe is a party made of several: X和Y组成的联合体, X、Y组成的联合体.
var jointRe = lazyre.New(`^(?:和|、|及|与)[^,，。;\n]{4,80}?(?:共同)?组成的?联合体`)

// afterNameWords follow a name in a sentence, where it is cut: its short
// form ((以下简称, (以下称, (简称, (下称), the verb of the contract or the notice
// (签订, 签署, 签定, "于 2014 年 5 月 29 日正式签订了《综合服务总合同》", 发出,
// "接到中国电能成套设备有限责任公司发来", 出具, 颁发, 送达, 中标), the
// consortium (作为, 共同, 组成, 联合体), 就, 关于, a date ("公司于近日收到",
// 已于, 于20…), 与, the receiving verbs, and the details of a party's section
// ("住所：山东省枣庄市…", "统一社会信用代码：…", 法定代表人, 注册地址, 注册资本,
// "2.办公地址：江西省南昌市…"), its head run into the name's line
// ("交易对方名称:UkrGazVydobuvannya董事会主席: Oleg Vasylovych", 法人代表,
// 董事长).
var afterNameWords = []string{"(以下简称", "(以下称", "(简称", "(下称", "以下简称", "签订", "签署", "签定", "正式签", "发出", "发来", "出具", "颁发", "送达", "的中标", "中标", "作为", "共同", "组成", "联合体", "就", "关于", "已于", "于20", "于近日", "近日", "与", "收到", "接到", "取得", "获得", "住所", "统一社会", "法定代表人", "法人代表", "董事会主席", "董事长", "注册地址", "注册资本", "办公地址"}

// nameThenWords join a name to a second one (X有限公司和Y有限公司) or to what
// the sentence says of it (华立仪表集团股份有限公司为国家电网公司2012年…中标候选人,
// X系…).
var nameThenWords = []string{"和", "及", "以及", "为", "系"}

// nameWords are the words of a name that open with one of nameThenWords:
// 中国电信集团系统集成有限责任公司 is one name, not 中国电信集团 系 …, and
// a PPP centre's name (政府和社会资本合作): "收到武汉市新洲区政府和社会资本
// 合作(PPP)中心(以下简称“招标人”)发来的《中标通知书》".
var nameWords = []string{"系统", pppWords}

// pppWords follow 政府 in the name of a PPP centre (政府和社会资本合作中心).
const pppWords = "和社会资本合作"

// agentWord with tenderWord makes a tendering agent: …招标代理有限公司.
const agentWord = "代理"

// cutName returns the party name at the start of s, and where it stands
// in s: up to the first
// character no name holds, then trimmed back to the last organisation
// suffix, keeping a parenthesised part inside it (聚光科技(杭州)股份有限公司)
// and the form of the entity after it (…合伙企业(有限合伙)), not an
// abbreviation after it (孟加拉电力发展委员会(BPDB)). It returns "" when no
// organisation suffix ends the text.
func cutName(s string) (string, int, int) {
	end := len(s)
	for i, r := range s {
		if strings.ContainsRune(nameStop, r) {
			end = i
			break
		}
	}
	t := s[:end]
	// Cut at the words that follow a name in a sentence.
	for _, w := range afterNameWords {
		if k := strings.Index(t, w); k > 0 {
			t = t[:k]
		}
	}
	// Two names joined: X有限公司和Y有限公司; a name and what the sentence
	// says of it: 华立仪表集团股份有限公司为国家电网公司2012年…中标候选人.
	for _, j := range nameThenWords {
		if k := strings.Index(t, j); k > 0 && hasOrgSuffix(t[:k]) && !startsAny(t[k:], nameWords...) {
			t = t[:k]
		}
	}
	// Trim back to the last organisation suffix.
	best := 0
	for i := len(t); i > 0; {
		if hasOrgSuffix(t[:i]) {
			best = i
			break
		}
		_, n := utf8.DecodeLastRuneInString(t[:i])
		i -= n
	}
	if best == 0 {
		return "", 0, 0
	}
	// A parenthesised part right after the suffix belongs to the name
	// when it is the form of the entity (有限合伙), not when it is an
	// abbreviation, a translation or a role (孟加拉化学工业公司(BCIC),
	// 西安渭北水务有限公司(发包人), 云南省新闻出版广电局(委托云南招标股份有限
	// 公司)). A parenthesis opened and not closed (中国电能成套设备有限公司(中国
	// 电力投资集团公司) is cut off where the name before it ends.
	best = trimParen(t, best)
	if strings.HasPrefix(t[best:], "(") {
		if k := strings.IndexByte(t[best:], ')'); k > 0 && nameForms[t[best+1:best+k]] {
			best += k + 1
		}
	}
	name := t[:best]
	// The role written before a name: 招标人贵州高速公路开发总公司.
	skip := 0
	for changed := true; changed; {
		changed = false
		for _, w := range rolePrefixes {
			if strings.HasPrefix(name[skip:], w) && len(name)-skip > len(w)+6 {
				skip += len(w)
				changed = true
			}
		}
	}
	// A role and its holder joined by a dash: "联合体牵头人——福建省水利水电
	// 勘测设计研究院；联合体成员——福建永福电力设计股份有限公司".
	if k := strings.LastIndex(name[skip:], roleDash); k >= 0 && hasOrgSuffix(name[skip+k+len(roleDash):]) {
		skip += k + len(roleDash)
	}
	if startsAny(name[skip:], agentPrefixes...) {
		return "", 0, 0
	}
	// A tendering agent (上海宝华国际招标有限公司, …招标代理有限公司) is
	// not a party to the contract.
	if strings.Contains(name[skip:], tenderWord) && (strings.Contains(name[skip:], agentWord) || strings.HasSuffix(name, companyWord)) {
		return "", 0, 0
	}
	name = name[skip:]
	if refine != nil {
		n, ok := refine(name)
		if !ok {
			return "", 0, 0
		}
		skip += n
		name = name[n:]
	}
	// The parent written before a name: "与委内瑞拉电力部所属的委内瑞拉国家电力
	// 公司签署了", X下属的Y, X旗下的Y.
	for _, w := range parentWords {
		if k := strings.LastIndex(name, w); k > 0 && hasOrgSuffix(name[k+len(w):]) {
			skip += k + len(w)
			name = name[k+len(w):]
		}
	}
	if !validName(name) {
		return "", 0, 0
	}
	return name, skip, best
}

// parentWords join a parent organisation to the party it owns: "公司下属
// 公司四川路桥华东建设有限责任公司(以下简称“华东公司”)与…", "永济新时速电机
// 电器有限责任公司下属控股子公司西安永电金风科技有限公司".
var parentWords = []string{"所属的", "下属的", "旗下的", "属下的", "下属控股子公司", "下属全资子公司", "下属子公司", "下属公司"}

// nameForms are the parenthesised words after a suffix that are part of
// the name: 宁波盈益投资管理合伙企业(有限合伙), …有限公司(筹).
var nameForms = map[string]bool{"有限合伙": true, "普通合伙": true, "特殊普通合伙": true, "筹": true, "筹建": true}

// trimParen returns where the name t[:best] ends without a parenthesis it
// ends with (…公司(BCIC)) or leaves open (…有限公司(中国电力投资集团公司),
// when the text before the parenthesis ends with an organisation suffix.
func trimParen(t string, best int) int {
	name := t[:best]
	k := strings.LastIndex(name, "(")
	if k <= 0 || strings.Contains(name[k:], ")") && !strings.HasSuffix(name, ")") {
		return best
	}
	if strings.HasSuffix(name, ")") && nameForms[name[k+1:len(name)-1]] {
		return best
	}
	if hasOrgSuffix(name[:k]) && !strings.HasSuffix(name[:k], ")") {
		return k
	}
	return best
}

// refine, when set, trims a candidate name by another reading of it (the
// words before the name a segmenter finds): it returns how many leading
// bytes to drop, or false to refuse the name. Unset in production; the
// measurement of a segmenter's part-of-speech tags sets it.
var refine func(name string) (int, bool)

// rolePrefixes are the roles a sentence writes before a party's name.
// "收到来自深圳市东部公共交通有限公司的《…成交通知书》"; an associate or a
// related party, which is not the company's own: "与公司参股公司伯恩露笑蓝宝石
// 有限公司(以下简称“伯恩露笑”)签订".
var rolePrefixes = []string{"本公司参股公司", "公司参股公司", "参股公司", "关联方", "来自", "项目招标人", "招标人", "招标单位", "招标方", "采购人", "采购单位", "业主单位", "业主方", "业主", "发包人", "发包方", "建设单位", "甲方", "买方", "确定", "确认", "关于与控股股东", "关于与", "控股股东", "由", "其", "向", "以", "-", "—"}

// roleDash joins a role to the party holding it, as the text reads after
// width folding (——).
const roleDash = "--"

// agentPrefixes are the roles of a party that is not a party to the
// contract: the tendering agent (招标代理机构).
var agentPrefixes = []string{"招标代理", "代理机构", "招标机构", "采购代理"}

// badInName are words no party name holds: they show that the text cut
// out is a phrase, not a name ("与公司是否存在关联关系的说明交易对方…",
// "最近三个会计年度", "不超过15个城市的相关政府").
var badInName = []string{"的", "是否", "以及", "关系", "不超过", "金额", "合同", "最近", "本次", "公告", "上述", "该项目", "本项目", "通知", "中标", "年度", "承担", "负责", "按照", "根据", "其中", "包括"}

// notNameFirsts cannot open a name: a reference (本, 该, 其, 最) or a
// preposition (将, 对, 在, 向, 从), a bracket.
const notNameFirsts = "最本该其将对在向从()"

func validName(name string) bool {
	if utf8.RuneCountInString(name) < 4 || utf8.RuneCountInString(name) > 60 {
		return false
	}
	if containsAny(name, badInName...) {
		return false
	}
	r, _ := utf8.DecodeRuneInString(name)
	if r >= '0' && r <= '9' || strings.ContainsRune(notNameFirsts, r) {
		return false
	}
	return true
}

// shortNameRe is a name defined with its short form:
// 北京尚洋东方环境科技有限公司(以下简称“尚洋环科”).
// 中国中轻国际工程有限公司(以下简称:北京子公司), without quotes.
var shortNameRe = lazyre.New(`\((?:以下)?简称:?(?:[“"]([^”"]{1,20})[”"]|([^“”"():,、]{2,12})\))`)

// genericWords are short forms that stand for a role, not a name.
var genericWords = map[string]bool{"公司": true, "本公司": true, "该项目": true, "本项目": true, "项目": true, "合同": true, "本合同": true, "招标人": true, "业主": true, "甲方": true, "乙方": true, "发包人": true, "本次交易": true}
