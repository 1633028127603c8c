package capital

import (
	"sort"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/internal/lazyre"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// Offerings extracts the preference-share issuance plans a document states
// (发行方案 / 发行预案) and, for each, every clause the plan gives: issue
// terms, dividend, mandatory conversion, redemption, voting and its
// restoration, liquidation, the board's authority and named subscribers. A
// plan that is only referred to (《境外发行方案》请见本公告附件3, with the
// annex absent) yields an offering marked reference_only with no terms.
//
// Plans are found by their outline: a run of sibling headings whose titles
// name the clauses of an issuance plan (种类, 发行数量, 股息, 强制转股,
// 赎回, 表决权, 清偿顺序 …). Each clause unit reads only the sections found
// for it, so that the same wording elsewhere (an amendment table, a risk
// discussion) is not mistaken for the plan's terms.
type Offerings struct {
	// Resolutions returns the resolutions of a board resolution's lines
	// (the meeting family reads them: pipeline.Extractors passes
	// meeting.ResolutionHeadings), for the resolution that approves a plan
	// (its delegation, and the terms of an offshore plan it only refers
	// to). Nil: no resolution is read.
	Resolutions func(lines []normalize.Line) []extract.Heading
}

// Name implements Extractor.
func (Offerings) Name() string { return "offering" }

// Extract implements Extractor.
func (o Offerings) Extract(c *extract.Context) {
	// The terms are read in simplified characters (a mirror of a filing
	// printed in traditional ones: 發行總額, 億元), as are those of the
	// bonds, formulas, share counts and lists.
	c = c.Simplified()
	_, plans := outlinePlans(c)
	for _, p := range plans {
		p.resolutions = o.Resolutions
		// The security is read from the plan (planSecurity).
		sec, secSpan := planSecurity(c, p)
		off := schema.Offering{Market: p.market, Security: sec}
		if sec == schema.SecurityOrdinaryShare {
			// A placement of ordinary shares has none of a preference
			// share's dividend, conversion, redemption, voting or
			// liquidation terms.
			if secSpan != nil {
				c.Evidence(&off.Evidence, "security", *secSpan)
			}
			extractIssueTerms(c, p, &off)
			placementTerms(c, p, &off)
			extractAuthorization(c, p, &off)
			c.Out.Offerings = append(c.Out.Offerings, off)
			continue
		}
		for _, u := range clauseUnits {
			u.extract(c, p, &off)
		}
		if sec == schema.SecurityConvertibleBond {
			bondTerms(c, one(p.region), &off)
		}
		c.Out.Offerings = append(c.Out.Offerings, off)
	}
	if ref, ok := offshoreReference(c, plans); ok {
		off := schema.Offering{Market: "offshore", Security: "preference_share", ReferenceOnly: true, Reference: &ref}
		referenceTerms(c, o.Resolutions, &off)
		c.Out.Offerings = append(c.Out.Offerings, off)
	}
	if len(plans) > 0 {
		extractSubscriptions(c, plans)
	}
}

// clauseUnit is one clause family's extraction, applied to a plan in turn.
type clauseUnit struct {
	name    string
	extract func(c *extract.Context, p *plan, off *schema.Offering)
}

// clauseUnits lists the clause units in the order they run. Issue terms come
// first (the market and size other units refer to); conversion before
// voting, whose restoration price may fall back on the conversion basis.
var clauseUnits = []clauseUnit{
	{"issue", extractIssueTerms},
	{"dividend", extractDividend},
	{"conversion", extractConversion},
	{"redemption", extractRedemption},
	{"voting", extractVoting},
	{"liquidation", extractLiquidation},
	{"authorization", extractAuthorization},
}

// Clause families: what a plan section is about, from its title.
const (
	famClass         = "class"
	famSize          = "size"
	famPar           = "par"
	famPricing       = "pricing"
	famMaturity      = "maturity"
	famMethod        = "method"
	famInvestors     = "investors"
	famLockUp        = "lock_up"
	famDividend      = "dividend"
	famConversion    = "conversion"
	famRedemption    = "redemption"
	famVoting        = "voting"
	famRestoration   = "restoration"
	famLiquidation   = "liquidation"
	famRating        = "rating"
	famGuarantee     = "guarantee"
	famProceeds      = "proceeds"
	famTransfer      = "transfer"
	famValidity      = "validity"
	famAuthorization = "authorization"
)

// familyTitles maps title words to clause families. A title may name more
// than one family ("本次发行优先股的种类和发行数量", 001; "发行方式和发行
// 对象", 001; "表决权的限制和恢复", 000). Sources of the wording:
// 种类 "发行优先股的种类" (002); 发行数量/规模 "发行数量及规模" (002),
// "发行数量和规模" (003); 票面金额/面值 "票面金额和发行价格" (001, 002),
// "面值和发行价格" (003); 存续期 "存续期限" (001-003); 发行方式 (002,
// 003); 发行对象 (002, 003); 限售期 (002); 股息 "股息分配条款" (002,
// 003), 分配利润 "优先股股东参与分配利润的方式" (001); 转股 "强制转股条
// 款" (000-003); 赎回 "有条件赎回条款" (000-003); 表决权限制 (002, 003);
// 表决权恢复 (002, 003); 清偿 "清偿顺序及清算方法" (000, 002), 清算
// "清算偿付顺序及清算方法" (003); 评级 "评级安排"; 担保 "担保安排" (000),
// "担保情况" (002, 003); 募集资金 "募集资金用途"; 转让 "转让安排"; 有效期
// "本次发行决议有效期"; 授权 "本次优先股发行的授权事宜" (000), "有关授权
// 事项" (002).
var familyTitles = []struct {
	fam   string
	words []string
}{
	{famClass, []string{"种类"}},
	{famSize, []string{"发行数量", "发行规模", "数量和规模", "数量及规模", "发行总额"}},
	{famPar, []string{"票面金额", "面值", "发行价格"}},
	{famPricing, []string{"定价", "发行价格"}},
	{famMaturity, []string{"存续期"}},
	{famMethod, []string{"发行方式"}},
	{famInvestors, []string{"发行对象"}},
	{famLockUp, []string{"限售期", "锁定期"}},
	{famDividend, []string{"股息", "分配利润", "利润分配"}},
	{famConversion, []string{"转股", "转换为普通股", "转换条款"}},
	{famRedemption, []string{"赎回", "回购"}},
	{famVoting, []string{"表决权限制", "表决权的限制", "限制和恢复", "限制与恢复"}},
	{famRestoration, []string{"表决权恢复", "表决权的恢复", "恢复表决权", "限制和恢复", "限制与恢复"}},
	{famLiquidation, []string{"清偿", "清算", "剩余财产"}},
	{famRating, []string{"评级"}},
	{famGuarantee, []string{"担保"}},
	{famProceeds, []string{"募集资金用途", "募集资金的用途", "资金用途"}},
	{famTransfer, []string{"转让", "交易安排", "上市安排", "上市地点"}},
	{famValidity, []string{"有效期"}},
	{famAuthorization, []string{"授权"}},
}

// minPlanFamilies is how many distinct clause families a run of sibling
// headings must name to be taken for an issuance plan: a meeting-rules
// article listing "本次发行优先股的种类和数量" among items to vote on (004)
// is not a plan.
const minPlanFamilies = 5

// titleFamilies returns the families a heading title names.
func titleFamilies(title string) []string {
	var out []string
	for _, ft := range familyTitles {
		for _, w := range ft.words {
			if normalize.Contains(title, w) {
				out = append(out, ft.fam)
				break
			}
		}
	}
	return out
}

// plan is one issuance plan found in the document: the region of text it
// occupies and, for each clause family, the spans of the sections about it.
type plan struct {
	doc     *normalize.Doc
	outline *extract.Outline
	region  normalize.Span
	market  string
	clauses map[string][]normalize.Span
	// marketEvidence is the text that decided the market, if any.
	marketEvidence *normalize.Span
	// resolutions reads the resolutions of a board resolution
	// (Offerings.Resolutions).
	resolutions func(lines []normalize.Line) []extract.Heading
	// ordered is set when the outline's sections stand in document order
	// (each starting no earlier than the one before), so that those of the
	// region can be found by binary search.
	ordered bool
}

// findPlans finds the issuance plans of the document, one per market: when
// the terms appear more than once (a summary in 特别提示 and the full plan,
// 003; a list of resolution items and the plan in an annex, 002) the fuller
// statement wins.
func findPlans(doc *normalize.Doc, o *extract.Outline) []*plan {
	type groupKey struct {
		parent int
		style  extract.HeadingStyle
	}
	type group struct {
		key     groupKey
		members []int
		fams    map[string]bool
		score   int
	}
	groups := map[groupKey]*group{}
	var order []groupKey
	for i, s := range o.Sections {
		if s.Title == "" {
			continue
		}
		fams := titleFamilies(s.Title)
		if len(fams) == 0 {
			continue
		}
		k := groupKey{s.Parent, s.Style}
		g := groups[k]
		if g == nil {
			g = &group{key: k, fams: map[string]bool{}}
			groups[k] = g
			order = append(order, k)
		}
		g.members = append(g.members, i)
		for _, f := range fams {
			g.fams[f] = true
		}
		g.score += min(s.Body.Len(), 4000)
	}
	ordered := true
	for i := 1; i < len(o.Sections); i++ {
		if o.Sections[i].Span.Start < o.Sections[i-1].Span.Start {
			ordered = false
		}
	}
	var plans []*plan
	for _, k := range order {
		g := groups[k]
		if len(g.fams) < minPlanFamilies {
			continue
		}
		p := &plan{doc: doc, outline: o, clauses: map[string][]normalize.Span{}, ordered: ordered}
		if k.parent >= 0 {
			p.region = o.Sections[k.parent].Body
		} else {
			last := o.Sections[g.members[len(g.members)-1]]
			p.region = normalize.Span{Start: 0, End: last.Span.End}
		}
		p.assignClauses()
		p.market, p.marketEvidence = planMarket(doc, o, k.parent, p)
		// Keep the fuller plan of each market.
		dup := -1
		for j, q := range plans {
			if q.market == p.market {
				dup = j
			}
		}
		if dup < 0 {
			plans = append(plans, p)
			continue
		}
		if g.score > planScore(plans[dup]) {
			plans[dup] = p
		}
	}
	sort.SliceStable(plans, func(i, j int) bool { return plans[i].region.Start < plans[j].region.Start })
	return plans
}

// planScore is the amount of clause text a plan holds.
func planScore(p *plan) int {
	n := 0
	for _, spans := range p.clauses {
		for _, s := range spans {
			n += min(s.Len(), 4000)
		}
	}
	return n
}

// assignClauses gives each clause family the outermost sections of the
// region whose titles name it. Text at the start of the region before any
// such section (a plan cut at the top by the newspaper page, 000) is given
// to the family of the first section that follows it: its items are the
// earlier siblings of that section.
func (p *plan) assignClauses() {
	o := p.outline
	claimed := map[int]bool{}
	firstMatched := -1
	lo, hi := 0, len(o.Sections)
	if p.ordered {
		lo = sort.Search(hi, func(i int) bool { return o.Sections[i].Span.Start >= p.region.Start })
		hi = sort.Search(hi, func(i int) bool { return o.Sections[i].Span.Start >= p.region.End })
	}
	for i := lo; i < hi; i++ {
		s := o.Sections[i]
		if s.Span.Start < p.region.Start || s.Span.Start >= p.region.End {
			continue
		}
		inside := false
		for a := s.Parent; a >= 0; a = o.Sections[a].Parent {
			if claimed[a] {
				inside = true
				break
			}
		}
		if inside || s.Title == "" || wrappedSentence(o.Text, s) {
			continue
		}
		fams := titleFamilies(s.Title)
		if len(fams) == 0 {
			continue
		}
		claimed[i] = true
		body := s.Body
		body.End = min(body.End, p.region.End)
		for _, f := range fams {
			p.clauses[f] = append(p.clauses[f], body)
		}
		if firstMatched < 0 {
			firstMatched = i
			lead := normalize.Span{Start: p.region.Start, End: s.Span.Start}
			if strings.TrimSpace(p.doc.Text[lead.Start:lead.End]) != "" {
				for _, f := range fams {
					p.clauses[f] = append([]normalize.Span{lead}, p.clauses[f]...)
				}
			}
		}
	}
}

// wrappedSentence reports whether the title of s is the first line of a
// sentence wrapped at the page's margin rather than a title: a line with a
// clause's comma (folded to ",") that goes on over a wrap (wrapBreak) to the sentence's
// full stop. "（3）派息不与本行自身的评级挂钩，也不随评级变\n化而调整。" (000,
// a page broken at 23 characters) is a term of the dividend, not the
// rating's section; on one line the outline reads it as running text.
func wrappedSentence(text string, s extract.Section) bool {
	if !strings.ContainsAny(s.Title, ",，") || s.TitleSpan.End >= len(text) || text[s.TitleSpan.End] != '\n' {
		return false
	}
	for i := s.TitleSpan.End; i < len(text) && text[i] == '\n' && wrapBreak(text, i); {
		j := strings.IndexByte(text[i+1:], '\n')
		if j < 0 {
			j = len(text) - i - 1
		}
		line := text[i+1 : i+1+j]
		if strings.ContainsAny(line, "。;；") {
			return true
		}
		i += 1 + j
	}
	return false
}

// scope returns the spans of a clause family (nil when the plan has no
// section about it).
func (p *plan) scope(fam string) []normalize.Span { return p.clauses[fam] }

// narrow returns the sections inside spans whose titles hold one of words
// (the outermost of them), or spans itself when there are none: the
// restoration terms inside "(九)表决权的限制和恢复" are in "2、表决权恢复机制".
func (p *plan) narrow(spans []normalize.Span, words ...string) []normalize.Span {
	var out []normalize.Span
	o := p.outline
	var taken []normalize.Span
	for _, s := range o.Sections {
		if s.Title == "" || !normalize.ContainsAny(s.Title, words) {
			continue
		}
		in := false
		for _, sp := range spans {
			if sp.Contains(s.Span) {
				in = true
				break
			}
		}
		if !in {
			continue
		}
		dup := false
		for _, t := range taken {
			if t.Contains(s.Span) {
				dup = true
				break
			}
		}
		if dup {
			continue
		}
		taken = append(taken, s.Span)
		out = append(out, s.Body)
	}
	if len(out) == 0 {
		return spans
	}
	return out
}

// marketWords decide a plan's market: "境内发行优先股股票方案" (001),
// "境内非公开发行优先股方案" (002), "本次境内优先股的发行对象" (003);
// "境外发行优先股股票方案" (001).
var (
	reDomestic = lazyre.New(`境内(?:非公开)?(?:发行)?(?:的)?优先股|在境内发行|境内发行`)
	reOffshore = lazyre.New(`境外(?:非公开)?(?:发行)?(?:的)?优先股|在境外发行|境外发行`)
)

// reDomesticCount and reOffshoreCount match as often as reDomestic and
// reOffshore in any text, and start with a literal the matcher can skip
// to. Every match of those holds one 境内 (境外), at its start or after
// 在; 在境内发行 is matched from 境内 by 境内发行 instead, and no match can
// swallow the next one's 在 or 境, so each occurrence of the word yields a
// match of both expressions or of neither.
var (
	reDomesticCount = lazyre.New(`境内(?:(?:非公开)?(?:发行)?(?:的)?优先股|发行)`)
	reOffshoreCount = lazyre.New(`境外(?:(?:非公开)?(?:发行)?(?:的)?优先股|发行)`)
)

// planMarket decides whether a plan is domestic or offshore from its
// heading chain and opening text; a plan that names neither (traded on 上海
// 证券交易所, converting into A股) is domestic.
func planMarket(doc *normalize.Doc, o *extract.Outline, parent int, p *plan) (string, *normalize.Span) {
	var head []normalize.Span
	for a := parent; a >= 0; a = o.Sections[a].Parent {
		head = append(head, o.Sections[a].Span)
	}
	// The heading chain, limited to each heading's first lines.
	for _, h := range head {
		t := doc.Text[h.Start:min(h.End, h.Start+300)]
		off, on := reOffshore.FindStringIndex(t), reDomestic.FindStringIndex(t)
		if on != nil && (off == nil || on[0] < off[0]) {
			sp := normalize.Span{Start: h.Start + on[0], End: h.Start + on[1]}
			return "domestic", &sp
		}
		if off != nil {
			sp := normalize.Span{Start: h.Start + off[0], End: h.Start + off[1]}
			return "offshore", &sp
		}
	}
	t := doc.Text[p.region.Start:p.region.End]
	nOn := len(reDomesticCount.FindAllStringIndex(t, -1))
	nOff := len(reOffshoreCount.FindAllStringIndex(t, -1))
	if nOff > nOn {
		return "offshore", nil
	}
	return "domestic", nil
}

// reOffshoreMethod is how a resolution states the method of an offshore
// issue whose plan it only refers to: "本行拟在境外非公开发行优先股"
// (001), "在境外市场公开发行优先股".
var reOffshoreMethod = lazyre.New(`境外(?:市场)?(非)?公开发行`)

// referenceTerms fills in what the resolution approving an offshore plan
// that is only referred to states itself: the method of issue and the
// board's delegation. Nothing is taken from the domestic plan.
func referenceTerms(c *extract.Context, resolutions func([]normalize.Line) []extract.Heading, off *schema.Offering) {
	body, ok := planResolution(c.Doc, resolutions, "offshore")
	if !ok {
		return
	}
	if m, ok := findIn(c.Doc.Text, []normalize.Span{body}, reOffshoreMethod); ok {
		off.Method = "public"
		if m.group(0).Start >= 0 {
			off.Method = "non_public"
		}
		c.Evidence(&off.Evidence, "method", m.span)
	}
	if a, ok := readAuthorization(c, []normalize.Span{body}); ok {
		off.Authorization = a
	}
}

// reOffshoreRef finds a reference to an offshore plan: "《境外发行方案》请
// 见本公告附件3" and "境外发行优先股股票方案" (001).
var (
	reOffshorePlan = lazyre.New(`境外[^。\n]{0,12}优先股[^。\n]{0,8}方案|境外发行方案`)
	reSeeAnnex     = lazyre.New(`(?:请见|详见|见)[^。\n]{0,10}附件`)
)

// offshoreReference returns the sentence referring to an offshore plan when
// the document refers to one and does not hold it.
func offshoreReference(c *extract.Context, plans []*plan) (schema.Ref, bool) {
	for _, p := range plans {
		if p.market == "offshore" {
			return schema.Ref{}, false
		}
	}
	var best, first *normalize.Span
	for _, sent := range sentences(c.Doc.Text, normalize.Span{Start: 0, End: len(c.Doc.Text)}) {
		t := c.Doc.Text[sent.Start:sent.End]
		if strings.ContainsRune(t, '\t') || strings.HasPrefix(t, "|") || !reOffshorePlan.MatchString(t) {
			continue
		}
		s := sent
		if first == nil {
			first = &s
		}
		if reSeeAnnex.MatchString(t) {
			best = &s
			break
		}
	}
	if best == nil {
		best = first
	}
	if best == nil {
		return schema.Ref{}, false
	}
	return c.Ref(*best), true
}

// trimSpan returns text[s:e] without its leading and trailing spaces and
// line breaks, and whether anything is left.
func trimSpan(text string, s, e int) (normalize.Span, bool) {
	for s < e && (text[s] == ' ' || text[s] == '\n') {
		s++
	}
	for e > s && (text[e-1] == ' ' || text[e-1] == '\n') {
		e--
	}
	return normalize.Span{Start: s, End: e}, e > s
}

// sentences splits the text of span into sentences (ending at 。 or a line
// break), trimmed of spaces, with their spans.
func sentences(text string, span normalize.Span) []normalize.Span {
	return splitClauses(text, span, false, func(int) bool { return true })
}

// wrappedSentences splits the text of span into sentences as sentences
// does, reading through the breaks of a wrapped paragraph (wrapBreak): a
// sentence broken at a page's margin is one sentence ("本次优先股的具体评级
// 安排将根据境内相关法律法规及境内发行市\n场情况确定。").
func wrappedSentences(text string, span normalize.Span) []normalize.Span {
	return splitClauses(text, span, false, func(i int) bool { return !wrapBreak(text, i) })
}

// match is a regular-expression match in the document: the whole match and
// its groups, as spans of Doc.Text (a group that did not take part is empty
// with Start -1).
type match struct {
	span   normalize.Span
	groups []normalize.Span
}

func (m match) group(i int) normalize.Span {
	if i < len(m.groups) {
		return m.groups[i]
	}
	return normalize.Span{Start: -1, End: -1}
}

// find returns the first match of re in spans, in order.
func (p *plan) find(spans []normalize.Span, re *lazyre.Regexp) (match, bool) {
	return findIn(p.doc.Text, spans, re)
}

func findIn(text string, spans []normalize.Span, re *lazyre.Regexp) (match, bool) {
	need := findNeeds()[re]
	for _, sp := range spans {
		if sp.Start < 0 || sp.End > len(text) || sp.Empty() {
			continue
		}
		if !need.MayMatch(text[sp.Start:sp.End]) {
			continue
		}
		loc := re.FindStringSubmatchIndex(text[sp.Start:sp.End])
		if loc == nil {
			continue
		}
		m := match{span: normalize.Span{Start: sp.Start + loc[0], End: sp.Start + loc[1]}}
		for g := 1; 2*g < len(loc); g++ {
			if loc[2*g] < 0 {
				m.groups = append(m.groups, normalize.Span{Start: -1, End: -1})
				continue
			}
			m.groups = append(m.groups, normalize.Span{Start: sp.Start + loc[2*g], End: sp.Start + loc[2*g+1]})
		}
		return m, true
	}
	// A wording a wrapped paragraph breaks over lines: "一次或分\n次发行".
	for _, sp := range spans {
		if sp.Start < 0 || sp.End > len(text) || sp.Empty() {
			continue
		}
		u, ok := unwrapSpan(text, sp)
		if !ok || !need.MayMatch(u.text) {
			continue
		}
		loc := re.FindStringSubmatchIndex(u.text)
		if loc == nil {
			continue
		}
		m := match{span: u.span(loc[0], loc[1])}
		for g := 1; 2*g < len(loc); g++ {
			if loc[2*g] < 0 {
				m.groups = append(m.groups, normalize.Span{Start: -1, End: -1})
				continue
			}
			m.groups = append(m.groups, u.span(loc[2*g], loc[2*g+1]))
		}
		return m, true
	}
	return match{}, false
}

// findNeeds holds the Prefilter of each expression the clause finders run
// over plan sections with findIn: most have no literal prefix (an
// alternation of wordings), so a section holding none of the words they
// need is not read by the expression. An expression missing here is run on
// every section. They are worked out the first time a clause finder runs,
// not at every process start.
var findNeeds = sync.OnceValue(func() map[*lazyre.Regexp]normalize.Prefilter {
	return prefilters(
		reDelegation, reJunior,
		reLiquidationAmount,
		reVenue,
	)
})

// prefilters returns the Prefilter of each of res.
func prefilters(res ...*lazyre.Regexp) map[*lazyre.Regexp]normalize.Prefilter {
	out := make(map[*lazyre.Regexp]normalize.Prefilter, len(res))
	for _, re := range res {
		out[re] = normalize.NewPrefilter(re)
	}
	return out
}

// findAll returns every match of re in spans, in order.
func findAllIn(text string, spans []normalize.Span, re *lazyre.Regexp) []match {
	var out []match
	for _, sp := range spans {
		if sp.Start < 0 || sp.End > len(text) || sp.Empty() {
			continue
		}
		for _, loc := range re.FindAllStringSubmatchIndex(text[sp.Start:sp.End], -1) {
			m := match{span: normalize.Span{Start: sp.Start + loc[0], End: sp.Start + loc[1]}}
			for g := 1; 2*g < len(loc); g++ {
				if loc[2*g] < 0 {
					m.groups = append(m.groups, normalize.Span{Start: -1, End: -1})
					continue
				}
				m.groups = append(m.groups, normalize.Span{Start: sp.Start + loc[2*g], End: sp.Start + loc[2*g+1]})
			}
			out = append(out, m)
		}
	}
	return out
}

// quantityWhere returns the first quantity in spans of the given unit (""
// for any) for which ok holds; ok sees the text before and after it within
// the same sentence.
func quantityWhere(c *extract.Context, spans []normalize.Span, unit string, ok func(q normalize.Quantity, before, after string) bool) (normalize.Quantity, bool) {
	return firstQuantity(c, spans, unit, sentenceAround, ok)
}

// firstQuantity returns the first quantity in spans of the given unit (""
// for any) for which ok holds on the text around gives before and after it.
func firstQuantity(c *extract.Context, spans []normalize.Span, unit string, around func(text string, sp normalize.Span) (string, string), ok func(q normalize.Quantity, before, after string) bool) (normalize.Quantity, bool) {
	text := c.Doc.Text
	for _, sp := range spans {
		if sp.Start < 0 || sp.End > len(text) || sp.Empty() {
			continue
		}
		for _, q := range c.QuantitiesOf(sp) {
			if unit != "" && q.Unit != unit {
				continue
			}
			before, after := around(text, q.Span)
			if ok == nil || ok(q, before, after) {
				return q, true
			}
		}
	}
	return normalize.Quantity{}, false
}

// sentenceAround returns the text of the sentence holding span before and
// after it.
func sentenceAround(text string, sp normalize.Span) (string, string) {
	s := sp.Start
	for s > 0 {
		r, size := utf8.DecodeLastRuneInString(text[:s])
		if r == '。' || r == '\n' {
			break
		}
		s -= size
	}
	e := sp.End
	for e < len(text) {
		r, size := utf8.DecodeRuneInString(text[e:])
		if r == '。' || r == '\n' {
			break
		}
		e += size
	}
	return text[s:sp.Start], text[sp.End:e]
}

// intFrom parses the integer of a span holding an Arabic or Chinese numeral
// ("5", "五", "二十"); ok is false for anything else.
func intFrom(text string, sp normalize.Span) (int, bool) {
	if sp.Start < 0 || sp.Empty() {
		return 0, false
	}
	n, err := normalize.ParseNumber(text[sp.Start:sp.End])
	if err != nil || !n.Value.IsInteger() {
		return 0, false
	}
	v := n.Value.IntPart()
	if v < 0 || v > 1<<31-1 {
		return 0, false
	}
	return int(v), true
}

// notUnderstood warns that a clause was found but none of its terms could
// be read.
func notUnderstood(c *extract.Context, clause string, spans []normalize.Span) {
	if len(spans) == 0 {
		return
	}
	sp := spans[0]
	for _, s := range spans[1:] {
		sp = sp.Union(s)
	}
	c.Warn(schema.WarnNotUnderstood, clause+" clause found but no term of it could be read", sp)
}

// plansKey keeps the issuance plans of a document in its Context.
type plansKey struct{}

// outlinePlans returns the outline of the document and the issuance plans
// found in it, worked out once per document: the offering terms and the
// formulas both read them (neither changes them).
func outlinePlans(c *extract.Context) (*extract.Outline, []*plan) {
	o := c.Outline()
	return o, c.Memo(plansKey{}, func() any { return findPlans(c.Doc, o) }).([]*plan)
}
