// The project a contract is for (项目名称): labelled, named in a sentence
// or in the title.

package contract

import (
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

var (
	// “X”的《中标通知书》, 为“X”的中标人, 中标“X”, "收到“五龙河流域综合治理
	// PPP项目”的《成交通知书》", "参与了“安徽省滁州市 ‘雪亮工程’PPP项目”的投标工作",
	// "“诸城南湖市民公园建设项目”公开招标", "发布了 “ XX部队XX直升机飞行模拟器研发
	// 采购项目”公示信息": a quoted project.
	quotedProjectRe = newKeyed(`[“"]([^“”"\n]{4,120}?)[”"](?:\((?:以下)?简称[^)]{0,20}\))?(?:项目)?的?(?:《中标通知书》|中标通知书|《成交通知书》|成交通知书|中标|招标|成交|预中标|中标候选人|第一中标候选人|评标|项目|公开招标|投标|公示信息)`, "", "“", "\"")
	// 确认“申江路(中环线-S2)高架专用道工程8标”由本公司中标, 通知上海市“宝山路…
	// 工程”经评审由本公司中标, 招标单位X的“Y”经评定,由公司中标承建,
	// 指出:“台州路桥汇鑫商务广场工程(招标项目)”经评标委员会评定及中标公示,
	// 确定本公司为中标人: a quoted project the company won.
	quotedWonRe = newKeyed(`[“"]([^“”"\n]{4,120}?)[”"](?:工程|项目)?,?(?:经[^,，。;“”\n]{0,30}?)?,?(?:由|确定)(?:本公司|公司|我公司)(?:为)?(?:中标|承建)`, "", "“", "\"")
	wonQuotedRe = newKeyed(`(?:中标|成交|预中标|中标候选人)(?:了)?[“"]([^“”"\n]{4,120}?)[”"]`, "", "中标", "成交")
	// 确认公司为X的中标人, 公司为X项目的中标单位.
	// 被确定为X项目候选人, 就X项目签订, 获得X项目的中标权; "公司成为“蓬莱市
	// “智慧蓬莱”建设运营PPP项目”的预成交单位".
	chosenForRe    = newKeyed(`(?:被确定为|确定为|成为|被确认为)([^,，。;\n]{4,120}?)(?:的)?(?:第一)?(?:中标人|中标单位|中标候选人|候选人|预中标人|成交人|中标供应商|成交供应商|预成交单位|成交单位)`, "", "被确定为", "确定为", "成为", "被确认为")
	aboutProjectRe = newKeyed(`(?:就|获得)([^,，。;“”\n]{4,120}?(?:项目|工程|标段|采购))(?:\((?:以下)?(?:简称|称)[^)]{0,30}\))?(?:签|的中标|中标|[,，。])`, "", "就", "获得")
	// 在X(招标编号:…)中, 在X项目招标中, 参与了“X”的投标工作.
	// "参与了“大连市高新区智慧城区建设智慧安防(一期)采购项目”的竞标", "参与了
	// 浙江省杭州市文一路地下通道(保俶北路-紫金港路)工程BOT项目公开招标。",
	// "我公司参与投标的深圳地铁三期工程7号线综合安防系统设备采购项目的中标结果",
	// "公司在南昌市轨道交通2号线工程专用通信系统集成及设备采购项目中标结果公示中",
	// "在“国家电网公司变电项目2015年第四批货物集中招标”活动中中标",
	// "参与了太原市行政事业单位渗滤液处理设备竞争性谈判采购项目,该项目的招标方为".
	inProjectRe = newKeyed(`(?:在|参与了|参与|参加了|参加)(?:投标的)?[“"]?([^,，。;“”《》\n]{4,120}?(?:项目|工程|标段|采购|标|招标活动|采购活动))[”"]?(?:\((?:招标编号|项目编号|编号)[^)]{0,40}\)|(?:的)?(?:投标|招标|评标|公开招标|采购)?(?:活动)?中(?:[,，]|中标)|(?:的)?投标工作|的(?:公开)?(?:投标|招标|招投标|竞争性磋商|竞争性谈判|比选|竞标)|公开招标[,，。]|的中标结果|中标结果公示中|[,，]该项目)`, "", "在", "参与", "参加")
	// "确定公司为珠海十字门…喜来登酒店智能化系统工程的第一中标意向单位", "为中国
	// 邮政储蓄银行股份有限公司江苏省分行现金出纳机具厂商优选项目的入围供应商",
	// "为叙永园区综合体建设PPP项目(以下简称“本项目”)的中标社会资本方", "发布安徽
	// 中环环保科技股份有限公司为桐城市城南污水处理厂二期及配套管网工程的存量管网
	// 资产转让成交候选人".
	winnerOfRe = newKeyed(`为([^,，。;\n]{4,120}?)(?:的)?(?:中标人|中标单位|中标供应商|成交供应商|第一中标候选人|中标候选人|预中标人|拟中标人|第一中标意向单位|中标意向单位|入围供应商|中标社会资本方|成交候选人)`, "", "为")
	// 中标X项目 / 中标了X工程: an unquoted project after the verb; "通知本公司中标
	// 四川省雅安经石绵至泸沽段高速公路土建路基工程C16合同段,合同金额为…".
	wonProjectRe = newKeyed(`(?:中标|成交|预中标|拟中标)(?:了)?([^,，。;“”《》\n]{4,120}?(?:项目|工程|标段|合同段|采购|服务|施工|总价承包|总承包))(?:[,，。;(]|的|中标)`, "", "中标", "成交")
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
	// "成功中标合肥长安汽车有限公司(以下简称“合肥长安”)“合肥长安汽车有限公司调整
	// 升级项目-焊接生产线车体包”", "成功中标长安马自达汽车有限公司(以下简称“长安
	// 马自达”)“2019项目焊装侧围自动化线项目”", "公司成功中标四川省雅安市公安局及
	// 雅安市经济和信息化委员会(以下合并简称“甲方”)“雅安智慧公共安全系统政府与社会
	// 资本合作采购项目”": the owner, its short form, then the quoted project.
	wonOwnerQuotedRe = newKeyed(`中标[^,，。;“”《》()\n]{2,60}?(?:`+alt(ownerEnds)+`)(?:\((?:以下)?(?:合并)?简称[^)]{0,30}\))?[“"]([^“”"\n]{4,120}?)[”"]`, "", "中标")
	// "公司对广东电网有限责任公司2017年电动汽车充电装置框架招标(招标编号:
	// 0002200000017825)投标获得中标", "对山西华泽铝电有限公司2×300MW发电机组汽轮机
	// 通流部分改造合同能源管理项目(招标编码:NDWLZB2-2016-W012)的投标获得中标",
	// "公司对广东电网有限责任公司省级电能计量检定中心项目(主要设备及计量生产管理
	// 平台)投标获得中标": the tender the company's bid won.
	bidWonRe = newKeyed(`对([^,，。;“”《》\n]{4,120}?)(?:\([^()\n]{0,60}\))?的?投标(?:获得|已)?中标`, "", "对")
	// "披露了关于昆山市公共自行车运行维护服务项目的中标公告", "《关于新城区大青山
	// 万亩草场恢复建设项目进入中标公示期的提示性公告》": the project of an earlier
	// announcement of the award.
	aboutAwardRe = newKeyed(`关于([^,，。;“”《》\n]{4,120}?(?:`+alt(titleProjectWords)+`))的?(?:`+alt(awardNoticeWords)+`)`, "", "关于")
	// "陆续公告了国家电网公司2016年第一次配网设备协议库存招标采购项目中标结果公示",
	// "陆续公告的国家电网公司2017年第二次配网设备协议库存招标推荐的中标候选人公示",
	// "陆续公告了国家电网公司各省(地区)2013年第二批配(农)网设备协议库存招标采购项目
	// 中标人(或中标候选人)": the tender named, unquoted, before its result.
	// "就《敖汉旗城市综合体提升改造及生态保护建设PPP项目》(以下简称“本项目”)签订了
	// 合同", "根据《2008年新增农村卫生基础设施建设项目-乡镇卫生院设备购置采购项目》评标
	// 委员会的招标评标结果", "该提示性公告中的《中国移动2017年至2018年传输管线工程施工
	// 服务集中采购(补充采购)(广西)项目》的中标候选人之一": a project in title
	// quotes, not a contract's name (签订了《X项目》合同 is one: see
	// bookQuotedProject).
	bookQuotedRe = newKeyed(`《([^《》\n]{4,120}?(?:项目|工程))》`, "", "《")
	// "中标通知书指出:“宁波市北环路、环城南路快速路工程II-3标段项目”,由宁波通途投资
	// 开发有限公司…实施施工招标,现确定本公司…", "通知书指出:“杭州地铁1号线工程下沙
	// 西站~下沙中心站~下沙东站区间(9号盾构)”": the quoted project the notice
	// names.
	noticeSaysRe      = newKeyed(`指出:[“"]([^“”"\n]{4,120}?)[”"]`, "", "指出")
	publishedResultRe = newKeyed(`(?:公告了|公告的|发布了|发布的|公示了)([^,，。;“”《》\n]{4,120}?)的?(?:`+alt(tenderTails)+`|中标人\(或中标候选人\))`, "", "公告了", "公告的", "发布了", "发布的", "公示了")
)

// ownerEnds end the owner named between 中标 and a quoted project: 合肥长安
// 汽车有限公司, 雅安市经济和信息化委员会, 福建医科大学附属协和医院.
var ownerEnds = []string{"公司", "集团", "局", "委员会", "医院", "大学", "中心", "政府"}

// awardNoticeWords follow a project named in an earlier announcement of
// its award: "…项目的中标公告", "…项目进入中标公示期的提示性公告", 中标的公告,
// 预中标的, 中标候选人公示.
var awardNoticeWords = []string{"中标公告", "中标的公告", "进入中标公示期", "中标候选人公示", "预中标的", "中标的提示性公告"}

// names reads the project and the contract's name from s[from:to].
func (r *reader) names(ct *schema.Contract, from, to int) {
	s := r.f.s
	var at normalize.Span // where the project read stands in Doc.Text
	if m := r.projectLabel(from, to); m[1] > m[0] {
		ct.Project = s[m[0]:m[1]]
		at = r.f.span(m[0], m[1])
		ct.Evidence["project"] = r.c.Ref(at)
	}
	if ct.Project == "" {
		at = r.sentenceProject(ct, from, to)
	}
	if quotedOpening(ct.Project) {
		r.c.Warn(WarnProjectUncertain, "a project named as a quoted name with more run on after it (the tender and its lot or part): left out", at)
		ct.Project = ""
		delete(ct.Evidence, "project")
	}
	// A project the title alone names is not written: a title shortens
	// the name ("山西阳泉光伏“领跑者”项目" for the body's 山西阳泉市采煤沉陷区
	// 国家先进技术光伏发电示范基地2016年项目) or adds its owner (中国建设银行
	// 2014-2015年度金融IC卡芯支付终端采购项目(B款)), and 1 of the 6 such values
	// on the folder of labelled filings was the project's name.
	if ct.Project == "" {
		if _, sp, ok := r.titleProject(); ok {
			r.c.Warn(WarnProjectUncertain, "a project named only in the title, which shortens a project's name: left out", sp)
		}
	}
	if i, j := r.contractName(ct.Status, from, to); j > i {
		ct.ContractName = s[i:j]
		ct.Evidence["contract_name"] = r.c.Ref(r.f.span(i, j))
	}
}

// contractName returns where the name of the contract s[from:to] reports
// stands: the name labelled (合同名称:《…》), else the first quoted name
// (《…合同》), else the first named after the verb (签署了…协议) or after
// 关于; a quoted name that is the short form of
// another (…数据中心服务合同(以下简称“服务合同”)) is not taken, and a name
// a later signing gives in full (签订了该项目《施工总承包合同》 … 与贵州高速
// 集团签订了《贵州省余庆至安龙高速公路…施工总承包合同》) is taken in full; not
// the title of an annex listed at the end (备查文件: 《长沙传化绿色慧联物流有限
// 公司合资经营合同》), which FDDC's labels do not take either. A signing is
// one of signVerbs before the name: "…与贵州高速集团签订了《…》".
func (r *reader) contractName(status string, from, to int) (int, int) {
	s := r.f.s
	for _, re := range []keyed{contractLabelRe, contractNameRe, signedNameRe, aboutContractRe} {
		ms := re.find(s, from, to)
		for k, m := range ms {
			if !r.contractNameAt(m, status) {
				continue
			}
			i, j := m[2], m[3]
			if re.re == contractNameRe.re {
				for _, n := range ms[k+1:] {
					if n[3]-n[2] > j-i && strings.HasSuffix(s[n[2]:n[3]], s[i:j]) && containsAny(s[max(0, n[0]-12):n[0]], signVerbs...) && r.contractNameAt(n, status) {
						i, j = n[2], n[3]
						break
					}
				}
				// A contract signed under the framework agreement named
				// first is the one reported: "在上述《战略合作协议》的基础上,
				// 2017年8月21日,甲方与乙方签署了《上海市浦江郊野公园奇迹花园泛光照明
				// 工程设计及施工合同》", "同时,双方就每幢房地产分别单独签署《上海市
				// 房地产买卖合同》"; not one to be signed later ("具体播映方式以双方
				// 另行签订的《电视剧播映许可合同》为准").
				if containsAny(s[i:j], frameworkWords...) {
					for _, n := range ms[k+1:] {
						later := containsAny(s[max(0, n[0]-30):n[0]], laterSigningWords...) || startsAny(s[n[1]:], laterSigningTails...)
						if !containsAny(s[n[2]:n[3]], frameworkWords...) && containsAny(s[max(0, n[0]-12):n[0]], signVerbs...) && !later && r.contractNameAt(n, status) {
							i, j = n[2], n[3]
							break
						}
					}
				}
			}
			if re.re == signedNameRe.re {
				i, j = r.signedUnderFramework(ms[k+1:], i, j, status)
			}
			return i, j
		}
	}
	return 0, 0
}

// titleQuote opens the title of a document: 《…合同》.
const titleQuote = "《"

// shortFormWords stand before a quoted short form: "(以下简称“服务合同”)",
// (下称“合同”), (以下称“合同”).
var shortFormWords = []string{"简称", "简称:", "下称"}

// contractNameAt reports whether the match m (its name in group 1, the
// count before it taken off) names the contract: a plausible name, not of
// the company's past dealings, not a short form, and, in an award's
// announcement, one the sentence says was signed.
func (r *reader) contractNameAt(m []int, status string) bool {
	s := r.f.s
	// 签订的两份订货合同, 签订的一份军品订货合同: the particle and the count.
	for n := countPrefix(s[m[2]:m[3]]); n > 0; n = countPrefix(s[m[2]:m[3]]) {
		m[2] += n
	}
	v := s[m[2]:m[3]]
	// An agreement's title in 《》 may open with 关于: 《关于投资北海生物质综合
	// 项目合作框架协议》, 《关于成立商超渠道合作公司之合资协议书》.
	if strings.HasPrefix(s[m[0]:], titleQuote) && strings.HasPrefix(v, aboutWord) {
		v = v[len(aboutWord):]
	}
	if !plausibleContract(v) || pastDealing(s, m[0]) || endsAny(s[:m[0]], shortFormWords...) {
		return false
	}
	// An award's announcement names the contract still to be signed
	// (双方将签订《工程承包合同》): no contract yet, unless the sentence says
	// it was signed.
	if status == schema.ContractAward || status == schema.ContractProvisionalAward {
		before := s[max(0, m[0]-60):m[2]]
		if !containsAny(before, signedWords...) || containsAny(before, unsignedWords...) {
			return false
		}
		// A framework or a cooperation agreement an award's announcement
		// says was signed is not the contract awarded.
		if containsAny(v, frameworkWords...) {
			r.c.Warn(WarnNameUncertain, "a framework or cooperation agreement named in an award's announcement, not the contract awarded: left out", r.f.span(m[2], m[3]))
			return false
		}
	}
	return true
}

// laterSigningWords put a signing after the announcement: "以双方另行签订的
// 《…》为准", 将签订, 拟签署, 待签订; laterSigningTails after a name make it
// the contract that will govern a term ("具体剧目以双方签订的《电视剧播映许可合同》
// 为准") or a condition ("甲方在与乙方就播映的电视剧签订《电视剧播映许可使用合同》
// 后").
var (
	laterSigningWords = append([]string{"另行"}, unsignedWords...)
	laterSigningTails = []string{"为准", "后"}
)

// frameworkWords name a framework or a cooperation agreement, which an
// award's announcement names beside the award, not as the contract
// awarded: "与六盘水市钟山区人民政府签署了《钟山区美丽乡村升级改造项目合作框架
// 协议》", "与贵州省平塘县卫计局签订《投资合作框架协议》", "共同签署了《巨鹿县现代
// 农业“田田通”智慧节水灌溉PPP项目战略合作协议书》". Of the 11 names read in
// award announcements on the folder of labelled filings, 3 were the
// labelled contract's, none of them one of these.
var frameworkWords = []string{"框架协议", "合作协议", "战略合作"}

// WarnNameUncertain: a contract's name is read in a way that names another
// agreement than the contract reported more often than the contract; the
// name is left out.
const WarnNameUncertain = "contract_name_uncertain"

// sentenceProject reads the project a sentence in s[from:to] names (收到
// X发来的Y项目中标通知书, 确定公司为Y的中标人, 中标Y工程), and the owner
// written before it (X发包的Y工程) when no employer is read yet. It
// returns where the project read stands in Doc.Text.
//
// A wording in the title line (关于中标X项目的公告) yields to the body's
// name of the same project, one holding the other: a title shortens the
// name or writes its place for it ("关于中标爱立信HGM6330户外机柜项目的公告"
// for the body's 2017-2019年度瑞典爱立信HGM6330户外机柜项目, "土地开发整理
// 项目" for 青岛市市北区捷能中泰片区土地开发整理项目). A body that names
// another project leaves the title's: taking the body's there gained on
// one half of the labelled filings and lost on the other.
func (r *reader) sentenceProject(ct *schema.Contract, from, to int) (at normalize.Span) {
	s := r.f.s
	ti, tj := r.titleLine()
	titled := "" // the project a wording in the title line names
	for pass := 0; pass < 2 && ct.Project == ""; pass++ {
		for _, ps := range projectSentences {
			for _, m := range ps.re.find(s, from, to) {
				// An earlier 关于 on a line run into the sentence (the title
				// above it) opens no name: the last one does.
				if ps.lastAbout {
					if k := strings.LastIndex(s[m[2]:m[3]], aboutWord); k >= 0 {
						m[2] += k + len(aboutWord)
					}
				}
				v := cleanProject(s[m[2]:m[3]])
				// The owner's short form before a quoted name: "确定上海朗脉为
				// 艾迈博“沙县治疗性单克隆抗体…项目一期EPC总包招标”的中标单位",
				// after 艾迈博生物医药有限公司(以下简称“艾迈博”).
				if k := strings.Index(v, "“"); k > 0 && r.short[v[:k]] != "" && wholeQuoted(v[k:]) {
					v = v[k+len("“") : len(v)-len("”")]
				}
				if v == "" || isContractName(v) || ps.keep != nil && !ps.keep(s, m) {
					continue
				}
				if ps.uncertain {
					r.c.Warn(WarnProjectUncertain, "a project named in a wording that more often names another project than the contract's: left out", r.f.span(m[2], m[3]))
					return
				}
				if ps.tender {
					v = r.tenderName(v)
					if v == "" {
						continue
					}
					// The same tender named in full where the award is
					// stated wins over a title's shorter form of it.
					if w, n := r.awardedProject(v, from, to); w != "" {
						v, m = w, n
					}
				}
				if pass == 0 {
					if m[2] >= ti && m[3] <= tj {
						if titled == "" {
							titled = v
						}
						continue
					}
					if titled != "" && !strings.Contains(v, titled) && !strings.Contains(titled, v) {
						continue
					}
				}
				ct.Project = v
				sp := r.f.span(m[2], m[3])
				if k := strings.Index(s[m[2]:m[3]], v); k >= 0 {
					sp = r.f.span(m[2]+k, m[2]+k+len(v))
					// The owner named before it: X发包的Y工程 (the name
					// read only where 发包的 stands before the project).
					if ct.Employer == "" && strings.HasSuffix(s[:m[2]+k], letOutWord) {
						if name, at := nameBefore(s, m[2]+k-len(letOutWord)); name != "" && !r.isOwn(name) {
							ct.Employer = name
							ct.Evidence["employer"] = r.c.Ref(r.f.span(at, at+len(name)))
						}
					}
				}
				ct.Evidence["project"] = r.c.Ref(sp)
				at = sp
				break
			}
			if ct.Project != "" {
				break
			}
		}
		if titled == "" {
			break
		}
	}
	return at
}

// titleLine returns where the title stands in s: the whole title, or what
// follows the company's name when that stands on a line of its own
// (深圳市新国都技术股份有限公司⏎关于…项目中标的提示性公告); an empty range
// when the title is not found. Not the whole line r.title holds, which
// may run on into the body.
func (r *reader) titleLine() (int, int) {
	a := r.c.Out.Announcement
	if a == nil {
		return 0, 0
	}
	t := strings.Join(strings.Fields(a.Title), "")
	k := strings.Index(r.f.s, t)
	if k < 0 && r.company != "" && strings.HasPrefix(t, r.company) {
		t = strings.TrimPrefix(t, r.company)
		k = strings.Index(r.f.s, t)
	}
	if t == "" || k < 0 {
		return 0, 0
	}
	return k, k + len(t)
}

// cleanName returns where the project's name stands in s[i:j], a part's
// or an item's, read without cleanProject: the name itself when cleaning
// leaves it as it is, its opening when cleaning cuts only what was run on
// after it ("…公共基础设施PPP项目项目概况", "…招标采购项目数量1"); else ok
// is false and a warning says so: a name that cleaning empties ("并签署完成…
// (B包)合同"), cuts at its start, or leaves a contract's name ("《再生资源
// 综合利用项目炼钢系统升级改造工程总承包合同》"), is not the project's. (A
// name kept wherever cleaning leaves it inside, 在…中, was wrong on the
// check half of the labelled filings.)
func (r *reader) cleanName(i, j int) (int, int, bool) {
	v := r.f.s[i:j]
	w := cleanProject(v)
	if quotedOpening(w) {
		r.c.Warn(WarnProjectUncertain, "a part's or an item's project named as a quoted name with more run on after it (the tender and its lot or part): left out", r.f.span(i, j))
		return 0, 0, false
	}
	if w == v {
		return i, j, true
	}
	if w != "" && strings.HasPrefix(v, w) && !isContractName(w) {
		return i, i + len(w), true
	}
	r.c.Warn(WarnProjectUncertain, "a part's or an item's project that is not a name once cleaned (a clause, a contract's name): left out", r.f.span(i, j))
	return 0, 0, false
}

// projectSentence is a wording of a sentence that names a project.
type projectSentence struct {
	re keyed
	// tender: the value names a tender, read through tenderName.
	tender bool
	// lastAbout: the value opens after the last 关于 the match holds.
	lastAbout bool
	// keep, when set, must hold of the match in s for its value to be
	// taken.
	keep func(s string, m []int) bool
	// uncertain: the wording names the contract's project too seldom to
	// write what it names; when it is the first to match, the project is
	// left out with a warning.
	uncertain bool
}

// tenderOfLots warns that the tender named at s[i:j], of which a contract
// is a lot, is left out as the lot's project: given for each of its lots
// (the project label above the lots, the tender a sentence before a
// table of lots names), it was the labelled project of none of the 21
// such lots on the folder of labelled filings, whose labels name the lot
// itself ("第HQJD-02合同段"), the tender with that lot alone ("…工程(施工)
// Ⅲ标段" for "…工程(施工)Ⅲ标段、IV标段"), or no project.
func (r *reader) tenderOfLots(i, j int) {
	r.c.Warn(WarnProjectUncertain, "the tender a lot is of, not the lot's own project: left out", r.f.span(i, j))
}

// WarnProjectUncertain: a project is named only in a way that is more
// often not the contract's project than it is (the title's short form of
// it, 就…项目 of a framework's project, the tender of several lots given
// for each lot, a quoted name with more run on after it: “…管材采购”第二
// 标段); the project is left out.
const WarnProjectUncertain = "contract_project_uncertain"

// projectSentences are the wordings sentenceProject reads, in the order
// tried.
var projectSentences = []projectSentence{
	{re: numberedTenderRe},
	{re: tenderTitleRe, tender: true},
	{re: byCompanyRe},
	{re: quotedWonRe},
	{re: chosenForRe},
	// Not a clause run on to the verb of its own subject: "告知函内容为:中电兴发
	// 在“…标段三”项目招标中为第一中标候选人" reads from the first 为, and the
	// quoted project is read below.
	{re: winnerOfRe, keep: func(s string, m []int) bool { return !strings.HasSuffix(s[m[2]:m[3]], isWord) }},
	// Not a quoted term that marks items (markedItemsTail).
	{re: quotedProjectRe, keep: func(s string, m []int) bool { return !strings.HasPrefix(s[m[3]:], markedItemsTail) }},
	{re: wonQuotedRe},
	{re: noticeOfRe, tender: true},
	// "就X项目签署…" and "获得X项目…" name the project of a framework or
	// an investment more often than a contract's: 1 of the 8 values on the
	// folder of labelled filings was the labelled project, 7 of the 8
	// contracts had none.
	{re: aboutProjectRe, uncertain: true},
	{re: wonProjectRe},
	{re: inProjectRe},
	{re: wonOwnerQuotedRe},
	{re: bidWonRe},
	{re: aboutAwardRe, tender: true, lastAbout: true},
	{re: publishedResultRe, tender: true},
	// Not a contract's name (bookQuotedProject).
	{re: bookQuotedRe, keep: func(s string, m []int) bool { return bookQuotedProject(s[m[1]:]) }},
	{re: noticeSaysRe},
}

// awardedProjectRes state the award of a named project, or the bid for it:
// "确定公司为中国移动2016年度普通光缆产品集中采购项目(第一批次)的中标人",
// 确认公司为X的中标单位, 确认“X”由本公司中标, "参与了光明新区污水支管网(一期)
// 工程管材采购项目的公开招投标", "公司本次预中标项目为国家电网公司2013年第二批
// 电能表及用电信息采集设备招标采购项目(招标编号:…)".
var awardedProjectRes = []keyed{chosenForRe, winnerOfRe, quotedWonRe, inProjectRe, wonProjectRe}

// awardedProject returns the project an award's sentence in s[from:to]
// names, and its match, when it is the tender v (a title's or a notice's
// name of it) written in full: longer, and opening with the same words.
func (r *reader) awardedProject(v string, from, to int) (string, []int) {
	s := r.f.s
	for _, re := range awardedProjectRes {
		for _, m := range re.find(s, from, to) {
			w := cleanProject(s[m[2]:m[3]])
			if len(w) > len(v) && !isContractName(w) && plausibleProject(w) && sameOpening(v, w) {
				return w, m
			}
		}
	}
	return "", nil
}

// sameOpening reports whether two names of a tender open with the same
// words: the shorter one's first sameOpeningRunes characters, or all of
// it when shorter.
func sameOpening(v, w string) bool {
	return strings.HasPrefix(w, firstRunes(v, sameOpeningRunes))
}

// sameOpeningRunes is how many characters two names of one tender share
// at their start: "中国移动2016年度普通光缆产品集采" and "中国移动2016年度普通
// 光缆产品集中采购项目(第一批次)" share 16.
const sameOpeningRunes = 12

// bookQuotedProject reports whether a project in title quotes is one,
// not a contract's name: no contract word follows it closely, as in
// "签订了《郑州市轨道交通1号线一期工程自动售检票(AFC)系统项目》合同",
// "投资的《年产33万吨文化纸工程》总承包合同".
func bookQuotedProject(after string) bool {
	return !containsAny(firstRunes(after, bookQuotedReach), contractNameEnds...)
}

// bookQuotedReach is how many characters after a quoted project may
// still hold the contract word that makes it a contract's name: "》总承包合同".
const bookQuotedReach = 6

// markedItemsTail follows a quoted term that marks items, not a project:
// "除工程量清单备注栏内注明“固定总价承包”的项目外,其余项目按单价承包".
const markedItemsTail = "”的项目"

// letOutWord follows the owner named before a project: "上海申迪建设有限公司
// 发包的川沙A-1地块场地形成工程".
const letOutWord = "发包的"

// An award's announcement names a contract still to be signed unless the
// words before it say it was: "于孟加拉国达卡市正式签署了《…》", "双方已签订的
// 相应采购合同", 签订了, 签署了; not "将签订", "合同尚未签订", 待, 拟.
var (
	signedWords   = []string{"签订了", "签署了", "已签订", "已签署", "正式签订", "正式签署"}
	unsignedWords = []string{"将", "尚未", "待", "拟"}
)

// The particles around a name: 的 (关于X项目的中标通知书), 了 (中标了X), and
// 关于 before a tender's name (珠海交通集团有限公司关于X).
const (
	deWord    = "的"
	leWord    = "了"
	aboutWord = "关于"
)

// companyWord ends the company's own name, which a title's project may not
// be: 关于全资子公司…公司中标的公告.
const companyWord = "公司"

// Words that make what a title names not a project's name: it opens with
// 项目, 下属 or 公司 (关于项目拟中标的提示性公告, 关于下属公司中标的公告); it
// names a contract or a kind (合同, 协议, 重大, 日常经营, 子公司: 关于签订日常
// 经营重大合同的公告); and a project names one of titleProjectWords
// (…项目中标的提示性公告, 关于重大工程中标的公告, …标段, …采购).
var (
	notTitleProjectHeads = []string{"项目", "下属", "公司"}
	notTitleProjectWords = []string{"合同", "协议", "重大", "日常经营", "子公司"}
	titleProjectWords    = []string{"项目", "工程", "标段", "采购"}
)

// titleHeads and titleTails are the words around a project's name in a
// title: 关于中标北京市宣武区骡马市大街南侧商业项目用地的公告,
// 关于全资子公司中标X项目的公告, 关于X项目中标的提示性公告, 关于公司为第一
// 中标候选人公示. A tail comes before any shorter tail it ends with (第一中标
// 候选人 before 候选人), since the first tail that fits is taken off.
var (
	titleHeads = []string{"中标了", "预中标", "拟中标", "中标", "成交", "收到", "接到", "取得", "获得", "签订", "签署", "参与", "关于"}
	titleTails = []string{"的提示性公告", "中标结果的公告", "《中标通知书》的公告", "中标通知书的公告", "的公告", "公告", "的中标通知书", "中标通知书", "的进展", "预中标", "中标", "第一中标候选人", "候选人", "公示"}
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
	v := strings.TrimPrefix(t[i:j], deWord)
	i = j - len(v)
	if strings.HasSuffix(v, deWord) {
		v = strings.TrimSuffix(v, deWord)
	}
	// The tender's owner may open its name (关于上海浦东发展银行股份有限公司
	// 2014年POS终端设备入围采购招标项目中标的提示性公告); the company
	// itself (or a title with no head, whose start is the company's name)
	// may not.
	own := r.company != "" && strings.Contains(v, r.company) || i == 0 || strings.HasSuffix(v, companyWord) || startsAny(v, notTitleProjectHeads...)
	// Nor is a clause run into the title line a name (…履行中标方项目法人职责,
	// 我司施工总承包本项目。): a comma beside a word.
	if !plausibleProject(v) || own || containsAny(v, notTitleProjectWords...) || !containsAny(v, titleProjectWords...) || descriptionRe.MatchString(v) {
		return "", normalize.Span{}, false
	}
	return v, r.f.span(k+i, k+i+len(v)), true
}

// senderWords end the sender written before a tender's name: 珠海交通集团
// 有限公司关于X, "收到安徽省政府采购中心下发的《中标通知书》", X发来的, 发出的,
// 签发的, 出具的.
var senderWords = []string{"关于", "发来的", "发出的", "签发的", "下发的", "出具的"}

// receiveVerbs open a notice's sentence: "近日收到…《中标通知书》", 取得, 接到,
// 获得.
var receiveVerbs = []string{"收到", "取得", "接到", "获得"}

// A tender's name is not one that ends in 预 or 拟 (the award's own word cut
// off: 关于全资子公司项目预中标公告) nor one that names a kind of work or the
// company's own (重大工程, 子公司).
var (
	provisionalEnds = []string{"预", "拟"}
	notTenderWords  = []string{"重大", "子公司"}
)

// tenderName returns the tender's name a notice or a result's title
// gives (v), without the sender written before it (珠海交通集团有限公司关于X,
// X发来的Y), or "" when it is not one: the title of the company's own
// announcement quoted (《佳都新太科技股份有限公司关于全资子公司项目预中标公告》),
// a kind of work (重大工程, 政府采购), a name too short to be a tender's.
func (r *reader) tenderName(v string) string {
	for _, w := range senderWords {
		if k := strings.LastIndex(v, w); k >= 0 {
			if w == aboutWord && k > 0 && !hasOrgSuffix(v[:k]) && !strings.HasSuffix(v[:k], deWord) {
				return ""
			}
			v = v[k+len(w):]
		}
	}
	for _, w := range receiveVerbs {
		v = strings.TrimPrefix(v, w)
	}
	if utf8.RuneCountInString(v) < 8 || endsAny(v, provisionalEnds...) || containsAny(v, notTenderWords...) || r.company != "" && strings.Contains(v, r.company) {
		return ""
	}
	return v
}

// nextFieldCuts end a project's name at the next field on its line:
// "…工程,中标价为人民币 27,830.01 万元,工期约425 日历天", ,招标, ,项目编号,
// 项目编号:, ,合同, ,建设, ,采购, ,业主, ,发包; "工程名称为大新药业环保搬迁技术
// 改造项目,工程内容为一期土建工程及部分水电安装工程施工", ,项目内容, ,工程地点,
// ,项目地点.
var nextFieldCuts = []string{",中标", ",招标", ",项目编号", "项目编号", ",合同", ",工期", ",建设", ",采购", ",业主", ",发包", ",工程内容", ",项目内容", ",工程地点", ",项目地点"}

// worksNumberLabels are the labels of a works' number that start with 工程,
// the word a project's name may end with.
var worksNumberLabels = []string{"工程项目编号", "工程编号"}

// projectWord qualifies a label run into a project's name (项目业主:,
// 项目招标人:).
const projectWord = "项目"

// projectEnds are the last words of a project's name, which a label run into
// it does not start with: …PPP项目采购人:, …技术改造项目项目承担单位:.
var projectEnds = []string{"项目", "工程", "标段"}

// projectLabel returns the value a project label introduces in s[from:to].
func (r *reader) projectLabel(from, to int) [2]int {
	s := r.f.s
	for _, m := range projectLabelRe.find(s, from, to) {
		at := m[1]
		end := at
		// A semicolon inside a bracket is the name's own: "南宁园博园项目园林
		// 景观工程(一标段;滨水画廊景区、玲珑湖景区)".
		depth := 0
		for end < to {
			rn, n := utf8.DecodeRuneInString(s[end:])
			if rn == '\n' || rn == '。' || rn == ';' && depth <= 0 || rn == '|' {
				break
			}
			switch rn {
			case '(':
				depth++
			case ')':
				depth--
			}
			end += n
		}
		v := s[at:end]
		// A label with nothing after it, the next numbered line below it
		// (…项目:⏎4、项目规模:…): no value.
		if at > 0 && s[at-1] == '\n' && enumStart(v) {
			continue
		}
		// A name ending in 项目 with a label of the works' number run in after
		// it ends at its 项目: "…采购及服务项目工程项目编号:DTZB…", "…项目工程编号:";
		// a name ending in 工程 keeps it ("…改造工程项目编号:…").
		for _, w := range worksNumberLabels {
			if k := strings.Index(v, projectWord+w); k > 0 {
				v = v[:k+len(projectWord)]
			}
		}
		// Cut at the next labelled field on the same line.
		for _, w := range nextFieldCuts {
			if k := strings.Index(v, w); k > 0 {
				v = v[:k]
			}
		}
		// Cut at the next label run into the line: "…增补工程地点:重庆市…",
		// with the 项目 it may carry before it: "…主干系统应用运维项目项目业主:
		// 国家质检总局通关司", "…垃圾焚烧热电联项目项目招标人:".
		if m := nextLabelRe.FindStringIndex(v); m != nil && m[0] >= 12 {
			v = v[:m[0]]
			if strings.HasSuffix(v, projectWord+projectWord) {
				v = v[:len(v)-len(projectWord)]
			}
		}
		// Or any label of the same kind: a noun that ends in a role or an
		// attribute before a colon (…总集成项目采购单位名称:新疆银行股份有限公司,
		// …招标项目招标机构:江西会昌工业园区管理委员会, …PPP项目2.中标联合体:).
		if m := runInLabelRe.FindStringIndex(v); m != nil && m[0] >= 12 {
			// The project's own last word is not the label's first
			// (…PPP项目采购人:, …技术改造项目项目承担单位:).
			cut := m[0]
			// Nor is a word cut in two (…PPP项|目采购人名称:).
			for _, w := range projectEnds {
				r0, n := utf8.DecodeRuneInString(w)
				if strings.HasSuffix(v[:cut], string(r0)) && strings.HasPrefix(v[cut:], w[n:]) {
					cut += len(w) - n
				}
			}
			for _, w := range projectEnds {
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
// (招标编号:, 中标排名:, 数量:, "…公路建设项目(第二合同段K83+894.2-K199+512)
// 项目估算总投资:16.76亿元", "…布展项目工程招标代理:深圳市国际招标有限公司".
var nextLabelRe = lazyre.New(`\(?(?:招标代理机构|招标代理|项目估算总投资|项目总投资|估算总投资|总投资|工程地点|项目地点|建设地点|招标编号|项目编号|中标排名|数量|中标金额|中标价|工期|招标人|业主|采购人|中标单位|中标人|中标份额|预算金额|项目概况)\s*:`)

// runInLabelRe is a label run into a value: a few characters ending in a
// role or an attribute, a colon, maybe its number before it.
var runInLabelRe = lazyre.New(`(?:[0-9]{1,2}(?:\.[0-9])?[.、]?)?\p{Han}{0,4}?(?:名称|机构|单位|人|方|地址|地点|内容|报价|金额|价格|供应商|候选人|联合体|编号|号|规模|工期|期限|时间|资金来源)\s*:`)

// projectTails are the words a sentence writes after a project's name:
// "…招标采购项目下的部分子包的推荐", "…PPP项目的社会资本方".
var projectTails = []string{"的推荐", "下的部分", "中的部分", "的社会资本方", "的中标", "的项目", "的合作社会资本", "社会资本方"}

// The words between an owner or an investor and the project it lets or
// builds: "上海申迪建设有限公司发包的川沙A-1地块场地形成工程", X招标的Y项目,
// X组织的, X建设的, X发出的; "浙江省省直同人集团有限公司投资开发的省直滨江地块
// 专用房建设工程", "公司投资建设的煤电盐化循环经济产业链示范项目", 投资的,
// 开发的, after an investorWords name.
var (
	ownerVerbs    = []string{"发包的", "招标的", "组织的", "建设的", "发出的"}
	investorVerbs = []string{"投资开发的", "投资建设的", "投资的", "开发的"}
	investorWords = []string{"公司", "集团", "政府", "委员会", "局"}
)

// projectIsPrefixes open a project's name stated as what the project is:
// 项目为国家电网公司2013年第二批电能表…招标采购项目, 项目是, 为.
var projectIsPrefixes = []string{"项目为", "项目是", "为"}

// tenderNumberWords mark the tender's number in brackets after the name:
// …充电站BOT项目(招标编号为WHGN154283), 招标号, "…工程项目设计施工总承包(备案号:
// JDZZD[2018]第008号)".
var tenderNumberWords = []string{"编号", "招标号", "备案号"}

// projectRefPrefixes open a reference, not a name: 此项目第一分标…, "通过此
// 项目的执行", 上述项目, 该项目的, 本项目, 其.
// Nor the company's own (我公司承接成都地铁2号线的一期…, "公司年度计划内天富数据
// 中心资源池扩容项目"), a clause joined on (并签署完成…), a kind (具体行政区域
// 智慧城市项目) or a rank ("的第一个海水淡化项目", 首个).
var projectRefPrefixes = []string{"此", "上述", "该", "本", "其", "我公司", "公司", "并", "具体", "首个", "第一个"}

// projectKinds follow a quoted name as the sentence's word for what it
// names: “…线路材料招标”项目, “…”工程.
var projectKinds = map[string]bool{"项目": true, "工程": true}

// shortFormOpeners open the short form defined after a name.
var shortFormOpeners = []string{"(以下简称", "(以下合并简称", "(简称", "(下称", "(以下称"}

// projectOpeners are what a sentence or a label leaves before a project's
// name: 的 ("的上海轨道交通11号线北段(二期)工程火灾报警系统…总承包项目"), a
// colon, 内容: ("内容:榆横工业区污水处理厂托管运营项目"), "范围与内容:广州至高明
// 高速公路广州段交通工程", 工程内容:, 项目内容:.
var projectOpeners = []string{"的", ":", "范围与内容:", "工程内容:", "项目内容:", "内容:"}

// inWord and amidWord stand around a project's name in "在X项目中".
const (
	inWord   = "在"
	amidWord = "中"
)

// byWord opens the agent of a tender before its project: "由华杰咨询组织的
// 广东省惠大疏港高速公路路面工程施工F-01合同段招标中".
const byWord = "由"

// midDot stands between the parts of a name (贵阳中天·会展城), or for a
// bracket a layout lost (…管材采购第二标·合同编号:).
const midDot = "·"

// projectRunOns are the first words of the next clause left at the end of
// a project's name: 的预 ("华润电常有限公司2600MW超临界机组脱工程的预中标
// 候选人"), 的拟, 的联合 ("四平市东山公园建设项目(休闲园区)的联合体").
var projectRunOns = []string{"的预", "的拟", "的联合"}

// runOnItemRe is the next item's number or label run into the end of a
// project's name: "内蒙古港原化工有限公司密闭电炉节能技术改造项目1.2",
// "大兴区礼贤镇农村污水治理工程PPP项目1.3预", "富平县城区市政道路建设工程PPP
// 项目项目概况", "国家电网公司2014年第一批电能表及用电信息采集设备招标采购项目
// 数量1".
var runOnItemRe = lazyre.New(`(?:项目|工程|标段)([0-9]{1,2}\.[0-9]{1,2}\p{Han}?|项目概况|数量[0-9]*)$`)

// projectCountRe is a count of projects or lots after them: "…第A2标段
// 三项重大工程", "缅甸两个建设项目", "中国移动总共五个标段", "…的六个标段".
// "提济乌祖省大学4000床位工程、2500床位工程和7000座位工程等三个项目".
var projectCountRe = lazyre.New(`(?:等|总共|共|的)?[0-9两二三四五六七八九十]+(?:个|项)(?:重大|建设)?(?:项目|工程|标段)$`)

// descriptionRe is a comma beside a word: the project described, not
// named ("长沙市轨道交通2号线为贯通长沙市东西向的核心线路,2号线一期工程…",
// "伊川县第三污水处理厂工程及配套管网,设计日处理能力3万吨", "…工程施工,该项目
// 共分4个监控系统合同段"); a comma between figures stays (3#,4#数据中心).
var descriptionRe = lazyre.New(`\p{Han},|,\p{Han}`)

// balanced reports whether every parenthesis of v closes, and none closes
// that is not open: a name cut inside a bracket ("金阳大道三期(G31",
// "南宁园博园项目园林景观工程(一标段") or started inside one ("业安置小区)项目
// 勘察、设计、采购、施工总承包(EPC)项目") is not the name.
func balanced(v string) bool {
	depth := 0
	for i := 0; i < len(v); i++ {
		switch v[i] {
		case '(':
			depth++
		case ')':
			depth--
			if depth < 0 {
				return false
			}
		}
	}
	return depth == 0
}

// tenderNumberAt returns where a bracket that opens a tender's number
// stands in v ("…一期工程LOT69—常规直流及不间断电源系统(招标编号:ITTSEC00060
// (AA-AB)"), or -1.
func tenderNumberAt(v string) int {
	for _, w := range tenderNumberWords {
		if k := strings.Index(v, w); k > 0 {
			if j := strings.LastIndex(v[:k], "("); j > 0 && !strings.Contains(v[j:k], ")") {
				return j
			}
		}
	}
	return -1
}

// notProjectWords make a clause a description, not a project's name: a
// notice or a committee (公告, 以下简称, 通知 of 中标通知书, "经评标委员会评定",
// 推荐),
// a sentence about a notice ("中标合同情况如下:1、…指挥部通知公司全资子公司…中标…",
// "通知书指出:杭州市市政公用建设开发公司的…"),
// the land or the size (项目规划占地325亩, 用地, 建设内容, 公里, 长度; not
// an area that names the place, areaInNameRe), the investment (总投资,
// 投资约).
//
// Nor is a clause about the award, the contract or the company: 中标 ("第一
// 中标"), 联合体 ("主办方组成的联合体作为贵州省贵阳至都匀高速公路项目投资人招标",
// "联合体牵头人为"), 包括 ("内容包括信号系统设备、安装…", "工程统计不包括已经
// 单独披露的…"), 签署/签订 ("开发目标房地产与第三方签署的各类合同、协议…"),
// a sum (亿元, 万元, 金额: "山东招远市约10.5亿元PPP项目", "金额最多",
// "的首个建设金额过亿的安防项目"), 影响 ("对公司经营业绩的影响本项目"), 相关
// 项目 ("国家电网公司相关项目"), 日期 ("投标日期2017年10月1日的太阳能项目招标"),
// 成立 ("单位成立项目公司实施项目"), 履行 ("后相关协议的履行将为…"), 全长
// ("项目线路全长约39km"), 前身 ("保定市妇幼保健院前身为河北省妇幼保健院"),
// 是 ("城市双修项目是建设景德镇市珠山区昌江百里风光带工程").
var notProjectWords = []string{"公告", "以下简称", "通知", "评标委员会", "推荐", "占地", "用地", "建设内容", "公里", "长度", "总投资", "投资约",
	"中标", "联合体", "包括", "签署", "签订", "亿元", "万元", "金额", "影响", "相关项目", "日期", "成立", "履行", "全长", "前身", "牵头", "是"}

// areaWord is the measure of land a description states (项目规划占地325亩,
// "占地约80亩"); areaInNameRe is an area that names the place of the
// project, the word after it its own: "大青山万亩草场恢复建设项目",
// "通辽市100万亩盐碱地土壤改良PPP项目", 千亩茶园, 百亩.
const areaWord = "亩"

var areaInNameRe = lazyre.New(`[万千百]亩\p{Han}`)

// statesArea reports whether v states a measure of land: 亩 other than in
// an area that names the place.
func statesArea(v string) bool {
	return strings.Count(v, areaWord) > len(areaInNameRe.FindAllStringIndex(v, -1))
}

// projectWords: a project's name holds one: …项目, …工程, …标段, …标,
// …采购, …施工, …合同, …服务, …改造, …建设, …系统, …线, …站, …设备.
var projectWords = []string{"项目", "工程", "标段", "标", "采购", "施工", "合同", "服务", "改造", "建设", "系统", "线", "站", "设备"}

func cleanProject(v string) string {
	// The short form defined after the name: "邹城市湖水东调灌区高效节水灌溉PPP
	// 项目(以下简称“PPP项目”)", "长春国际金融中心工程(以下简称:本项目)",
	// "尼日利亚蒙贝拉水电站项目(简称“蒙贝拉项目”)", (以下合并简称, (下称.
	for _, w := range shortFormOpeners {
		if k := strings.Index(v, w); k > 0 {
			v = v[:k]
		}
	}
	// What a sentence or a run-in label leaves before the name: "的上海轨道
	// 交通11号线北段(二期)工程…", "内容:榆横工业区污水处理厂托管运营项目",
	// "范围与内容:广州至高明高速公路广州段交通工程", ":中电兴发在“…”".
	for changed := true; changed; {
		changed = false
		for _, w := range projectOpeners {
			if strings.HasPrefix(v, w) {
				v, changed = v[len(w):], true
			}
		}
	}
	// The agent that ran the tender: "由华杰咨询组织的广东省惠大疏港高速公路
	// 路面工程施工F-01合同段".
	if strings.HasPrefix(v, byWord) {
		for _, w := range ownerVerbs {
			if k := strings.Index(v, w); k > 0 {
				v = v[k+len(w):]
				break
			}
		}
	}
	// The owner named before the project: 上海申迪建设有限公司发包的川沙A-1
	// 地块场地形成工程, X招标的Y项目.
	for _, w := range ownerVerbs {
		if k := strings.Index(v, w); k > 0 && hasOrgSuffix(v[:k]) {
			v = v[k+len(w):]
		}
	}
	// 晋江市房屋建设开发有限公司在福建晋江市投资的X, 江苏保利宁成房地产开发
	// 有限公司投资开发的X: the investor before the project.
	for _, w := range investorVerbs {
		if k := strings.Index(v, w); k > 0 && containsAny(v[:k], investorWords...) {
			v = v[k+len(w):]
		}
	}
	// 项目为国家电网公司2013年第二批电能表…招标采购项目.
	for _, w := range projectIsPrefixes {
		if strings.HasPrefix(v, w) {
			v = v[len(w):]
			break
		}
	}
	// The number of the tender after the name: …充电站BOT项目(招标编号为
	// WHGN154283), …电源系统(招标编号:ITTSEC00060(AA-AB) with a
	// parenthesis in the number and the bracket left open.
	if k := strings.LastIndex(v, "("); k > 0 && strings.HasSuffix(v, ")") && containsAny(v[k:], tenderNumberWords...) {
		v = v[:k]
	} else if k := tenderNumberAt(v); k > 0 {
		v = v[:k]
	}
	// A dot after a whole name is a bracket the layout lost, or a lot
	// range it broke off: "…运行维护项目·包1至包", "新乡供水配套工程PCCP管材
	// 采购第二标·合同编号:", "…抱龙安置区产业化工程·以下简称"; a dot between
	// the parts of a name stays (贵阳中天·会展城(A区)项目, 湘潭华融·山水苑一期1段
	// 项目, 广东五华生态文化教育产业园(广东·五华华侨实验中学)项目).
	if k := strings.Index(v, midDot); k > 0 && endsAny(v[:k], projectWords...) {
		v = v[:k]
	}
	for _, t := range projectTails {
		if k := strings.Index(v, t); k > 0 {
			v = v[:k]
		}
	}
	v = strings.Trim(v, "\"《》,，、 ")
	// The sentence's "in … " around the name: "在莱西市“天网”工程系统集成
	// 项目中,本公司是项目中标单位".
	if strings.HasPrefix(v, inWord) && strings.HasSuffix(v, amidWord) && endsAny(strings.TrimSuffix(v, amidWord), projectEnds...) {
		v = strings.TrimSuffix(strings.TrimPrefix(v, inWord), amidWord)
	}
	// The owner before a quoted name: "长沙顺泰投资管理有限公司“宁乡经济技术
	// 开发区污水处理厂及其配套管网工程PPP项目”"; the kind after one: "“国家电网
	// 公司输变电项目2012年第六批线路材料招标”项目".
	if k := strings.Index(v, "“"); k > 0 && strings.Count(v, "“") == 1 && strings.HasSuffix(v, "”") && hasOrgSuffix(v[:k]) {
		v = v[k:]
	}
	if strings.HasPrefix(v, "“") && strings.Count(v, "“") == 1 {
		if k := strings.Index(v, "”"); k > 0 && projectKinds[v[k+len("”"):]] {
			v = v[:k+len("”")]
		}
	}
	// Quotes around the whole name go; a quoted part inside it stays
	// (…配套工程“管道采购07标段”).
	for strings.HasPrefix(v, "“") && strings.Count(v, "“") > strings.Count(v, "”") {
		v = strings.TrimPrefix(v, "“")
	}
	for strings.HasSuffix(v, "”") && strings.Count(v, "”") > strings.Count(v, "“") {
		v = strings.TrimSuffix(v, "”")
	}
	if wholeQuoted(v) {
		v = strings.TrimSuffix(strings.TrimPrefix(v, "“"), "”")
	}
	if strings.HasPrefix(v, leWord) {
		v = v[len(leWord):]
	}
	// The start of the next clause run into the name: "…脱硝工程的预"
	// (的预中标候选人), "…东山公园建设项目(休闲园区)的联合" (的联合体),
	// "…节能技术改造项目1.2" and "…治理工程PPP项目1.3预" (the next item's
	// number), "…基础设施PPP项目项目概况", "…招标采购项目数量1".
	for _, w := range projectRunOns {
		v = strings.TrimSuffix(v, w)
	}
	if m := runOnItemRe.FindStringSubmatchIndex(v); m != nil {
		v = v[:m[2]]
	}
	// A count of the projects after them: "…土建工程施工招标第A2标段三项重大
	// 工程", "缅甸两个建设项目", "中国移动总共五个标段".
	if m := projectCountRe.FindStringIndex(v); m != nil {
		if v = v[:m[0]]; !containsAny(v, projectWords...) {
			return ""
		}
	}
	// The tendering of the project named before it: "中标中国石化管道储运有限
	// 公司日照-濮阳-洛阳原油管道施工项目招标的六个标段" (its count of lots cut
	// above), "工程项目名称:黔西南州兴义市城市配电网建设与改造项目(EPC)招标".
	if w := strings.TrimSuffix(v, tenderWord); len(w) < len(v) && (strings.HasSuffix(w, projectWord) || strings.HasSuffix(w, ")")) {
		v = w
	}
	if utf8.RuneCountInString(v) < 4 || utf8.RuneCountInString(v) > 150 {
		return ""
	}
	// A reference, not a name: 此项目第一分标…, 上述项目, 该项目的; a
	// description: 项目规划占地325亩.
	if startsAny(v, projectRefPrefixes...) {
		return ""
	}
	// A company is not a project ("新疆协鑫新能源材料科技有限公司", for 58台还原炉
	// 电极).
	if containsAny(v, notProjectWords...) || statesArea(v) || descriptionRe.MatchString(v) || !balanced(v) || strings.HasSuffix(v, companyWord) {
		return ""
	}
	// A lot alone (第01包, 标段3) names no project, nor do lots alone
	// joined ("【第一包】和【第三包】", "一标段和三标段", "A标段(项目编号:
	// JG2014-1487)和C标段").
	if m := lotRe.FindStringIndex(v); m != nil && m[0] == 0 && m[1] == len(v) || lotsOnly(v) {
		return ""
	}
	// A clause, not a name: one that ends in 的 ("湖南省水运管理局农村渡船
	// 改造的中标公告"), a phase described (一期为医疗中心项目, "范围为公路(道路、
	// 桥梁…)投资建设及工程总承包"), the class of works a notice's form names
	// (《浙江省重点建设工程中标通知书》, 宁波市公共资源交易平台重点工程中标通知书,
	// 《台州市重点建设项目中标候选人公示单》).
	if strings.HasSuffix(v, deWord) || describedRe.MatchString(v) || endsAny(v, worksClassEnds...) {
		return ""
	}
	return v
}

// wholeQuoted reports whether v is one quoted name, its first quote
// closed by its last: “…”, and “蓬莱市“智慧蓬莱”建设运营PPP项目” with a quoted
// part inside; not “A”和“B”.
func wholeQuoted(v string) bool {
	if !strings.HasPrefix(v, "“") || !strings.HasSuffix(v, "”") {
		return false
	}
	depth := 0
	for i, rn := range v {
		switch rn {
		case '“':
			depth++
		case '”':
			depth--
			if depth == 0 && i+len("”") < len(v) {
				return false
			}
		}
	}
	return depth == 0
}

// describedRe opens a description of a project's phase (any numbered
// phase: 一期为, 二期为, …) or scope: "一期为医疗中心项目,总用地面积为97亩",
// 二期为养老中心项目, "范围为公路(道路、桥梁、雨污水管道、交通安全设施)投资建设及
// 工程总承包", 内容为.
var describedRe = lazyre.New(`^(?:[` + chineseNumerals + `]+期|范围|内容)为`)

// worksClassEnds end the class of works a notice's form is for, not a
// project: 浙江省重点建设工程(中标通知书), 台州市重点建设项目(中标候选人公示单),
// 宁波市公共资源交易平台重点工程.
var worksClassEnds = []string{"重点建设工程", "重点建设项目", "重点工程", "重点项目"}

// listJoiners join the items of a list: 一标段和三标段, 标段1、标段2,
// "货车厂修合同和客车厂修合同", 第一包及第三包; with them lotJoiners also stand
// around lots: 【第一包】.
var (
	listJoiners = []string{"和", "、", "及"}
	lotJoiners  = append([]string{"【", "】"}, listJoiners...)
)

// letterLotRe is a lot designated by a letter: A标段, C标段.
var letterLotRe = lazyre.New(`[A-Z]标段`)

// lotsOnly reports whether v lists lots and nothing else, each maybe with
// its number in brackets: "A标段(项目编号:JG2014-1487)和C标段".
func lotsOnly(v string) bool {
	if !containsAny(v, listJoiners...) {
		return false
	}
	for {
		i := strings.Index(v, "(")
		if i < 0 {
			break
		}
		j := strings.Index(v[i:], ")")
		if j < 0 {
			return false
		}
		v = v[:i] + v[i+j+1:]
	}
	v = lotRe.ReplaceAllString(v, "")
	v = letterLotRe.ReplaceAllString(v, "")
	for _, w := range lotJoiners {
		v = strings.ReplaceAll(v, w, "")
	}
	return strings.TrimSpace(v) == ""
}

// tenderTails are the words after a tender's name in the title of its
// result: “…招标采购推荐的中标候选人公示”, “…项目中标候选人名单”, “…中标人名单”.
var tenderTails = []string{"推荐的中标候选人公示", "推荐的中标人公示", "中标候选人公示", "中标候选人名单", "中标人名单", "中标结果公示", "中标公示", "中标公告", "评标结果公示", "成交结果公告", "招标公告"}

// countRe is a count of projects (中标工程施工项目12个), not a name.
var countRe = lazyre.New(`[0-9]+(?:个|项)`)

// placeCountRe is a count in brackets that qualifies a place of the name,
// not a count of projects: "2017年度云浮市罗定市罗镜镇水摆(等2个)村垦造水田
// 项目", "…围底镇凤山(等2个)村垦造水田项目" (粤水电 2017).
var placeCountRe = lazyre.New(`[(（]等[0-9]+个[)）]`)

func plausibleProject(v string) bool {
	n := utf8.RuneCountInString(v)
	if n < 5 || n > 120 || countRe.MatchString(v) && countRe.MatchString(placeCountRe.ReplaceAllString(v, "")) {
		return false
	}
	return containsAny(v, projectWords...)
}

// quotedOpening reports whether a project's name opens with a quoted name
// and runs on after its closing quote: “…供水一期工程输水线路工程管材采购”
// 第二标段, “…公交客车更新解决方案项目”标的1、标的2, “领地环球金融中心”主楼钢结构
// 制安工程. The quotes mark the tender's or the site's name and what follows
// a lot or a part of it, which the labels write with or without the quoted
// name or its quotes: 1 of the 8 such values on the folder of labelled
// filings was the labelled project.
func quotedOpening(v string) bool {
	return strings.HasPrefix(v, "“") && !strings.HasSuffix(v, "”")
}
