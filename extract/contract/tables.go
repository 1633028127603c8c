package contract

import (
	"strings"
	"unicode/utf8"

	"github.com/shopspring/decimal"

	"github.com/gonggao/gonggao/schema"
)

// WarnTableAmountUnit: a table of contracts whose amounts state no unit
// (neither in the cells, the column's heading nor a caption such as
// 单位:万元); the amounts are left out.
const WarnTableAmountUnit = "contract_table_unit_unknown"

// Column headings of a table of contracts, by the field they hold. Sources:
// "中标单位|招标单位|项目名称|中标金额" (浦东建设 2017), "序号|中标人名称|中标
// 项目名称|采购人名称|中标金额(万元)|备注" (汉威科技 2017), "交易对方|合同实施
// 主体|中标内容|合同金额" (嘉友国际 2018), "序号|中标单位|中标项目|中标金额(万
// 元)|工期" (中国中铁 临2017-045).
var tableColumns = []struct {
	field string
	heads []string
}{
	{"contractor", []string{"中标单位", "中标人名称", "中标人", "中标方", "合同实施主体", "乙方", "供应商名称", "中标供应商"}},
	{"employer", []string{"招标单位", "招标人", "采购人名称", "采购人", "采购单位", "交易对方", "合同对方", "业主单位", "业主", "发包人", "甲方", "客户名称", "合同签订单位"}},
	{"contract_name", []string{"合同名称"}},
	{"project", []string{"中标项目名称", "招标项目名称", "项目名称", "工程名称", "子项目名称", "中标项目", "中标内容", "标段名称", "采购项目名称", "采购项目"}},
	{"lot", []string{"标段", "标包", "包件", "包号"}},
	{"amount", []string{"中标金额", "合同金额", "中标价格", "中标价", "合同价款", "合同总价", "投资额", "成交金额", "金额"}},
}

// projectHead alone heads the projects: 项目|金额(元) (宝利沥青 2012).
const projectHead = "项目"

// The unit of a table's amounts: its heading's (中标金额(万元), 金额(亿元),
// 金额(元)), else a caption's in the three lines before ("单位：万元",
// "单位：人民币万元", 单位:万元人民币, "单位：元", 单位:人民币元).
var (
	headingUnits = []struct {
		word string
		exp  int32
	}{{"万元", 4}, {"亿元", 8}, {"(元)", 0}}
	captionUnits = []struct {
		words []string
		exp   int32
	}{
		{[]string{"单位:万元", "单位:人民币万元", "单位:万元人民币"}, 4},
		{[]string{"单位:元", "单位:人民币元"}, 0},
	}
)

// tableTotalWords mark a row of totals: 合计, 总计, 小计.
var tableTotalWords = []string{"合计", "总计", "小计"}

// headingField returns the field a column heading names, "" for none.
func headingField(cell string) string {
	// 项目 alone heads the projects (项目|金额(元), 宝利沥青 2012); 项目编号,
	// 项目地点 head other things.
	if cell == projectHead {
		return "project"
	}
	for _, c := range tableColumns {
		for _, h := range c.heads {
			if strings.HasPrefix(cell, h) {
				return c.field
			}
		}
	}
	return ""
}

// cell is one cell of a table row, bytes of flat.s.
type cell struct{ from, to int }

func cellsOf(s string, from, to int) []cell {
	var out []cell
	at := from
	for {
		k := strings.IndexByte(s[at:to], '|')
		if k < 0 {
			out = append(out, cell{at, to})
			return out
		}
		out = append(out, cell{at, at + k})
		at += k + 1
	}
}

// tableContracts returns the contracts of a table with one row per
// contract, two rows or more, each with a name (a project or a contract)
// and an amount. The table's unit is the column's heading's (中标金额(万元))
// or a caption's in the lines before it (金额单位:人民币万元).
func (r *reader) tableContracts(status string) []schema.Contract {
	s := r.f.s
	for i := 0; i < len(s); {
		end := strings.IndexByte(s[i:], '\n')
		if end < 0 {
			end = len(s)
		} else {
			end += i
		}
		if strings.Contains(s[i:end], "|") {
			if cs := r.tableAt(i, end, status); len(cs) >= 2 && !redivides(s, i, cs) {
				return cs
			}
		}
		i = end + 1
	}
	return nil
}

func (r *reader) tableAt(from, end int, status string) []schema.Contract {
	s := r.f.s
	head := cellsOf(s, from, end)
	cols := map[string]int{}
	for k, c := range head {
		if f := headingField(s[c.from:c.to]); f != "" {
			if _, dup := cols[f]; !dup {
				cols[f] = k
			}
		}
	}
	_, hasAmount := cols["amount"]
	_, hasProject := cols["project"]
	_, hasContract := cols["contract_name"]
	_, hasLot := cols["lot"]
	_, hasContractor := cols["contractor"]
	_, hasEmployer := cols["employer"]
	// Lots of one tender (标段|建设内容|中标金额(万元)|合同签订单位): the
	// tender is the one named before the table.
	tender := [2]int{}
	if hasLot && !hasProject && !hasContract {
		tender = r.projectLabel(0, from)
		hasProject = tender[1] > tender[0]
	}
	// Lots each priced and signed with a party of its own are contracts
	// apart even when the tender's name is not read: "城市智能与六家建设单位
	// 中的五家…分别签订了合同…标段|建设内容|中标金额(万元)|合同签订单位" (辰安科技
	// 2017-082). Lots without a party (序号|标包|产品名称|金额(万元)) may be
	// one contract's parts.
	lotRows := hasLot && hasAmount && (hasEmployer || hasContractor)
	// The tender of such lots, named in a sentence before the table (…公司
	// 间接控股子公司合肥泽众城市智能科技有限公司…中标合肥市城市生命线工程安全
	// 运行监测系统二期项目设计施工总承包项目).
	var lotsOf schema.Contract
	if lotRows && !hasProject && !hasContract {
		lotsOf.Evidence = map[string]schema.Ref{}
		r.sentenceProject(&lotsOf, 0, from)
	}
	// Rows each priced and signed between parties of their own are
	// contracts apart, whatever names what they are for: "中标单位|客户名称|
	// 产品类别|合同总价 (万元)" (远东智慧能源 2016).
	partyRows := hasAmount && hasEmployer && hasContractor
	if !hasAmount && !hasContractor || !hasProject && !hasContract && !lotRows && !partyRows {
		return nil
	}
	// The unit: the heading's, else a caption's in the three lines before.
	exp, unitKnown := int32(0), false
	ah := ""
	if hasAmount {
		ah = s[head[cols["amount"]].from:head[cols["amount"]].to]
	}
	for _, u := range headingUnits {
		if strings.Contains(ah, u.word) {
			exp, unitKnown = u.exp, true
			break
		}
	}
	if !unitKnown {
		back := from
		for n := 0; n < 3 && back > 0; n++ {
			back = strings.LastIndexByte(s[:back-1], '\n') + 1
		}
		capt := s[back:from]
		for _, u := range captionUnits {
			if containsAny(capt, u.words...) {
				exp, unitKnown = u.exp, true
				break
			}
		}
	}
	var out []schema.Contract
	warned := false
	stop := len(s)
	for i := end + 1; i < len(s); {
		e := strings.IndexByte(s[i:], '\n')
		if e < 0 {
			e = len(s)
		} else {
			e += i
		}
		line := s[i:e]
		if !strings.Contains(line, "|") {
			// A category line inside the table (铁路工程), else its end.
			if utf8.RuneCountInString(line) <= 10 && !strings.ContainsAny(line, "。:") {
				i = e + 1
				continue
			}
			stop = i
			break
		}
		row := cellsOf(s, i, e)
		i = e + 1
		// A row framed by empty cells, as rows continued on the next page
		// of a converted filing come (|4|污水资产|古丈县工业集中区4万d/t污水
		// 处理工程|…|5,672|): its cells are the heading's.
		if len(row) == len(head)+2 && row[0].to == row[0].from && row[len(row)-1].to == row[len(row)-1].from {
			row = row[1 : len(row)-1]
		}
		if len(row) != len(head) || containsAny(line, tableTotalWords...) {
			continue
		}
		text := func(f string) (string, cell, bool) {
			k, ok := cols[f]
			if !ok {
				return "", cell{}, false
			}
			c := row[k]
			return s[c.from:c.to], c, c.to > c.from
		}
		ct := schema.Contract{Status: status, Evidence: map[string]schema.Ref{}}
		lotOfTender := false
		if v, c, ok := text("project"); ok && utf8.RuneCountInString(v) >= 4 {
			ct.Project = v
			ct.Evidence["project"] = r.c.Ref(r.f.span(c.from, c.to))
		} else if tender[1] > tender[0] {
			r.tenderOfLots(tender[0], tender[1])
			lotOfTender = true
		} else if lotsOf.Project != "" {
			if k := strings.Index(s, lotsOf.Project); k >= 0 {
				r.tenderOfLots(k, k+len(lotsOf.Project))
			}
			lotOfTender = true
		}
		if v, c, ok := text("lot"); ok && v != "" {
			ct.Lot = v
			ct.Evidence["lot"] = r.c.Ref(r.f.span(c.from, c.to))
		}
		if v, c, ok := text("contract_name"); ok && utf8.RuneCountInString(v) >= 4 {
			ct.ContractName = v
			ct.Evidence["contract_name"] = r.c.Ref(r.f.span(c.from, c.to))
		}
		if ct.Project == "" && ct.ContractName == "" && !lotOfTender && (!lotRows || ct.Lot == "") && !partyRows {
			continue
		}
		if v, c, ok := text("amount"); ok {
			if m, ok := moneyAt(s, c.from); ok && m.end <= c.to {
				r.setAmount(&ct, m)
			} else if loc := figureRe.FindStringIndex(v); loc != nil && loc[0] == 0 && loc[1] == len(v) {
				if !unitKnown {
					if !warned {
						r.c.Warn(WarnTableAmountUnit, "a table of contracts whose amounts state no unit; the amounts are left out", r.f.span(c.from, c.to))
						warned = true
					}
				} else if d, _, ok := parseFigure(s, c.from, c.to); ok {
					r.setAmount(&ct, money{value: d.Shift(exp), unit: schema.UnitCNY, start: c.from, end: c.to})
				}
			}
		}
		for _, f := range []string{"employer", "contractor"} {
			v, c, ok := text(f)
			if !ok {
				continue
			}
			name, a, b := cutName(v)
			if name == "" {
				// A short form the document defines (雪城软件).
				if full, ok := r.short[v]; ok {
					name, a, b = full, 0, len(v)
				} else {
					continue
				}
			} else {
				name = r.expand(name)
			}
			if f == "employer" {
				ct.Employer = name
				r.via("employer", "table", name)
			} else {
				ct.Contractor = name
				r.via("contractor", "table", name)
			}
			ct.Evidence[f] = r.c.Ref(r.f.span(c.from+a, c.from+b))
		}
		if ct.Contractor == "" {
			if name, sp := r.ownParty(0, from); name != "" {
				ct.Contractor = name
				if !sp.Empty() {
					ct.Evidence["contractor"] = r.c.Ref(sp)
				}
			}
		}
		ct.Span = r.c.Span(r.f.span(row[0].from, row[len(row)-1].to))
		out = append(out, ct)
	}
	if len(out) >= 2 {
		r.sharedEmployer(out, from, stop)
	}
	return out
}

// redivides reports whether the rows of a table, cs, share out again an
// award whose lots a sentence before the table (s[:from]) has priced one by
// one: more rows than lots, their amounts adding up exactly to the lots'.
// The rows are then the award's parts, signed with each of the awarder's
// branches, not contracts of their own: "包11的中标金额为人民币1,404.668027
// 万元、包14的中标金额为人民币973.991796万元、…上述四个包号的总中标金额为…。…
// 交易对方|项目名称|合同总价(元)|交货日期", sixty-four rows adding up to the
// four lots to the cent (键桥通讯 2013-026). A table restating the lots, row
// for lot, or shared out from a total stated alone (总计中标金额为1,463.02万元
// …具体中标明细如下) is the contracts.
func redivides(s string, from int, cs []schema.Contract) bool {
	rows := decimal.Zero
	for _, c := range cs {
		if c.Amount == nil || c.Amount.Unit != schema.UnitCNY || c.Amount.Upper != "" {
			return false
		}
		d, err := decimal.NewFromString(c.Amount.Value)
		if err != nil {
			return false
		}
		rows = rows.Add(d)
	}
	for at := 0; at < from; {
		end, next := from, from
		if k := strings.IndexAny(s[at:from], "。\n"); k >= 0 {
			_, w := utf8.DecodeRuneInString(s[at+k:])
			end, next = at+k, at+k+w
		}
		ms := findMoney(s, at, end)
		for i := range ms {
			sum := decimal.Zero
			for j := i; j < len(ms) && j-i+1 < len(cs); j++ {
				if ms[j].unit != schema.UnitCNY || ms[j].hasUpper {
					break
				}
				sum = sum.Add(ms[j].value)
				if j > i && sum.Equal(rows) {
					return true
				}
			}
		}
		at = next
	}
	return false
}
