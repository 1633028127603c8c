// Package contract reads the contracts of a major-contract or bid-award
// announcement (重大合同公告, 中标公告, 预中标/中标候选人公示, 签订…合同的
// 公告, 合同生效/进展/履行情况的公告): who awards the work and who wins it,
// the consortium, the project and the contract's name, the amount, the
// status and dates, one schema.Contract per contract or lot reported (and
// per employer of a contract several award together).
//
// The rules are the genre's: a party is read where the filing labels it
// (招标人：, 采购单位：, 中标人：, 甲方：) or where a sentence names it
// (公司与X签订了, 收到X发出的《中标通知书》), an amount where a price word
// governs it (中标价, 合同金额, 合同总价). A figure or a name that cannot be
// read with confidence is left out with a warning.
package contract

import (
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/extract"
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
	// WarnListedUnread: a clause listing contracts by their amounts goes
	// on to a signing with other parties (…签订了约1.08亿元人民币的客车销售合同、
	// 与阿根廷…签订了约9.67亿元人民币的地铁车辆销售合同), which is left out.
	WarnListedUnread = "contract_listed_unread"
	// WarnAmountPartial: a price stated in two currencies (19448.0606万美元
	// 和47925.5060万人民币); amount holds the yuan the document gives for
	// the whole (约合1,805,254,000元人民币), or the first part where it
	// gives none.
	WarnAmountPartial = "contract_amount_partial"
)

// summaryTitleWords name, in a title, an announcement of the contracts of
// a period: 2017年1月至4月新签合同情况公告, 新签订单, 经营情况, 经营数据,
// 公司中标情况汇总如下, 签约情况.
var summaryTitleWords = []string{"新签合同情况", "新签订单", "经营情况", "经营数据", "中标情况汇总", "签约情况"}

// Extract implements extract.Extractor.
func (Contracts) Extract(c *extract.Context) {
	a := c.Out.Announcement
	if a == nil || a.Kind != schema.KindContract {
		return
	}
	r := newReader(c)
	cs := r.read()
	asWritten(cs)
	if len(cs) >= 2 {
		if m, ok := r.statedTotal(len(cs)); ok {
			c.Out.ContractsTotal = r.quantity(m)
		} else if m, ok := r.summedTotal(cs); ok {
			c.Out.ContractsTotal = r.quantity(m)
		}
	}
	for _, sp := range r.partial {
		c.Warn(WarnAmountPartial, "a contract's price stated in two currencies; the amount holds the first part only", sp)
	}
	for _, sp := range r.partialWhole {
		c.Warn(WarnAmountPartial, "a contract's price stated in two currencies; the amount holds the yuan the document gives for the whole", sp)
	}
	for _, sp := range r.unread {
		c.Warn(WarnAmountUnread, "a contract's price whose figure cannot be read (two decimal points, a broken separator, a currency without a code); the amount is left out", sp)
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
	partial []normalize.Span  // prices stated in two currencies, the first part read
	// prices stated in two currencies, read as the yuan the document
	// gives for the whole
	partialWhole []normalize.Span
	// further signings of a clause that lists contracts by their amounts,
	// whose parties cannot be told from the first's (signedList)
	listedLeft []normalize.Span
	summary    bool // a summary of a period's contracts
	subsOK     bool
	// The party the document names with the employer's role as its short
	// form: 珠海市…管理局(以下简称“甲方”或“发包人”).
	roleName string
	roleSpan normalize.Span
	// The parts on the parties (partyParts), read once.
	partyPartsOf [][2]int
	partyPartsOK bool
	// The figure of a whole whose parts are read as items (…中标价为
	// 39,939.370616万元。其中:⏎1.…), their stated total (items).
	partsWhole   money
	partsWholeOK bool
	// The contracts are read apart, from the rows of a table or the
	// items of the text, not one contract once for each of its employers
	// (summedTotal).
	readApart bool
	// The further employers named with the one parties read last
	// (coEmployers).
	coEmployersOf []named
	// The announcement reports the progress of contracts announced
	// before: the contracts it cites are its own (citedBefore).
	progress bool
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

func (r *reader) read() []schema.Contract {
	status, statusSpan := r.status()
	r.progress = status == schema.ContractProgress
	s := r.f.s

	// A table of contracts, one row each.
	if cs := r.tableContracts(status); len(cs) >= 2 {
		r.readApart = true
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
	} else {
		// The numbered parts give every item the clauses give, and more:
		// a part whose clause names no project of its own (5.四川省木里县依吉
		// 等9个通乡油路工程设计施工总承包(EPC)项目,中标价606,635,804元(其中…)).
		// The total the parts' reading keeps is kept only with them.
		whole, wholeOK := r.partsWhole, r.partsWholeOK
		if block := r.blockItems(); len(block) > len(items) && sameAmounts(items, block) {
			items = block
		} else {
			r.partsWhole, r.partsWholeOK = whole, wholeOK
		}
	}
	// A sum of the others read as an item: their total, not a contract.
	if rest, m, ok := sumOfOthers(r.f.s, items); ok {
		items = rest
		r.partsWhole, r.partsWholeOK = m, true
	}
	if len(items) >= 2 {
		for _, sp := range r.listedLeft {
			r.c.Warn(WarnListedUnread, "a further contract of a clause that lists contracts by their amounts, signed with other parties than the first: left out, as its parties cannot be read apart from the first's", sp)
		}
		r.readApart = true
		return r.fromItems(items, status, statusSpan)
	}

	ct := schema.Contract{Status: status, Evidence: map[string]schema.Ref{}}
	if !statusSpan.Empty() {
		ct.Evidence["status"] = r.c.Ref(statusSpan)
	}
	// Amount: the first governed amount.
	if m, ok := r.amountIn(0, len(s)); ok {
		r.setAmount(&ct, r.wholeOf(m))
	} else if m, ok := r.estimateIn(0, len(s)); ok && len(r.unread) == 0 {
		r.setAmount(&ct, m)
	} else if m, ok := r.looseAmount(); ok && len(r.unread) == 0 {
		r.setAmount(&ct, m)
	}
	r.parties(&ct, 0, len(s))
	r.names(&ct, 0, len(s))
	r.employerOfProject(&ct)
	r.extras(&ct, 0, len(s))
	r.dates(&ct, 0, len(s))
	if ct.Contractor == "" && ct.Amount == nil {
		return nil
	}
	// A summary of many contracts (2017年1月至4月新签合同情况公告): its
	// figure is a total, not one contract's price.
	if ct.Project == "" && ct.ContractName == "" && containsAny(r.title, summaryTitleWords...) {
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
	return r.perEmployer(ct)
}
