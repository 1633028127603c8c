package capital

import (
	"strings"
	"unicode/utf8"

	"github.com/shopspring/decimal"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// classWords name the security in a plan's class section, tried in this
// order: "本次发行证券的种类为可转换为公司A股股票的可转换公司债券" names A股
// too; "本次发行优先股的种类为…" (001-003); "本次发行的股票种类为境内上市
// 人民币普通股(A股)，每股面值为人民币1.00元" (全柴动力 2020), "本次发行股份
// 的种类为境内上市人民币普通股(A股)" (大冶特钢 2019, 发行股份购买资产).
var classWords = []struct {
	sec   string
	words []string
}{
	{schema.SecurityConvertibleBond, []string{"可转换公司债券", "可转债", "可转换债券"}},
	{schema.SecurityPreferenceShare, []string{"优先股"}},
	{schema.SecurityOrdinaryShare, []string{"人民币普通股", "普通股", "A股股票", "A股"}},
}

// placementWords name an ordinary-share placement in a plan that has no
// class section: "非公开发行A股股票方案" (全柴动力 2020), "符合非公开发行股票
// 条件" (中国电建 2022), "发行股份购买资产方案" (大冶特钢 2019), "向特定对象
// 发行股票", "定向增发".
var placementWords = []string{"非公开发行股票", "非公开发行A股", "向特定对象发行股票", "向特定对象发行A股",
	"定向增发", "发行股份购买资产", "发行股份及支付现金购买资产", "人民币普通股"}

// preferenceShareWord counts against them: "本次非公开发行优先股" (兴业银行,
// 003) is a preference-share plan.
var preferenceShareWord = "优先股"

// planSecurity reads the security a plan issues: from its class section
// when it has one, else from the words of the whole plan (bonds named more
// often than preference shares issue bonds; a placement's words more often
// than preference shares, ordinary shares). The span is the word that
// decided, when a class section did.
func planSecurity(c *extract.Context, p *plan) (string, *normalize.Span) {
	text := c.Doc.Text
	if bondDocument(text[p.region.Start:p.region.End]) {
		return schema.SecurityConvertibleBond, nil
	}
	for _, sc := range p.scope(famClass) {
		t := text[sc.Start:sc.End]
		for _, cw := range classWords {
			// The earliest word of the security.
			var best *normalize.Span
			for _, w := range cw.words {
				if i := normalize.Index(t, w); i >= 0 && (best == nil || sc.Start+i < best.Start) {
					best = &normalize.Span{Start: sc.Start + i, End: sc.Start + i + len(w)}
				}
			}
			if best != nil {
				return cw.sec, best
			}
		}
	}
	t := text[p.region.Start:p.region.End]
	n := 0
	for _, w := range placementWords {
		n += strings.Count(t, w)
	}
	if n > strings.Count(t, preferenceShareWord) {
		return schema.SecurityOrdinaryShare, nil
	}
	return schema.SecurityPreferenceShare, nil
}

// Cue tables of an ordinary-share placement's terms. The wordings they
// come from: "本次非公开发行股票的发行价格为5.37元/股" and "发行价格为人民币
// 3.69元/股" (fixed price); "发行价格不低于定价基准日前20个交易日公司股票
// 交易均价的80%" (a floor, bidding); "发行对象认购的股份自本次发行结束之日
// 起36个月内不得转让", "所认购的股份自发行结束之日起六个月内不得上市交易",
// "锁定期为18个月", "限售期为自发行结束之日起十八个月"; "本次非公开发行股
// 票数量不超过110,000,000股(含本数)", "发行股份数量为N股".
var (
	placementPrice = cueField{
		name: "offerings.price", unit: normalize.UnitPrice, bounds: []string{normalize.BoundEq},
		// A per-share figure needs a price word: 每股收益, 每股净资产 and a
		// dividend per share are not the issue price.
		cues:   []cue{{"发行价格", 3}, {"认购价格", 3}, {"发行价", 2}},
		before: 24, min: 2, not: []string{"面值", "票面金额", "均价=", "收益", "净资产", "股利", "红利", "派发", "派息"},
	}
	placementFloorDays = cueField{
		name: "offerings.pricing.average_days", unit: normalize.UnitTradingDays,
		cues:   []cue{{"定价基准日前", 3}, {"交易均价", 2}, {"均价", 1}},
		before: 12, after: 16, not: []string{"交易均价=", "交易均价＝"},
	}
	placementFloorRatio = cueField{
		name: "offerings.pricing.floor_ratio", unit: normalize.UnitRatio,
		cues:   []cue{{"交易均价的", 3}, {"均价的", 2}, {"不低于", 1}},
		before: 40, not: []string{"总股本的", "持股比例"},
		ok: func(q normalize.Quantity) bool { return q.Value.Sign() > 0 && q.Value.Cmp(one100) <= 0 },
	}
	placementLockUp = cueField{
		name: "offerings.lock_up_months", unit: normalize.UnitMonths,
		cues:   []cue{{"不得转让", 3}, {"不得上市交易", 3}, {"锁定期", 3}, {"限售期", 3}, {"不转让", 2}, {"锁定", 2}, {"限售", 2}},
		before: 30, after: 12, not: []string{"有效期"},
	}
	placementConsideration = cueField{
		name: "offerings.consideration", unit: normalize.UnitCNY, bounds: []string{normalize.BoundEq},
		cues:   []cue{{"交易价格", 3}, {"交易作价", 3}, {"交易对价", 3}, {"标的资产", 1}},
		before: 16, not: []string{"现金"},
	}
	placementShares = cueField{
		name: "offerings.shares_max", unit: normalize.UnitShares, bounds: []string{normalize.BoundLe, normalize.BoundEq},
		cues:   []cue{{"发行数量", 3}, {"股票数量", 3}, {"股份数量", 3}, {"发行股份", 2}, {"发行", 1}},
		before: 24, not: []string{"总股本为", "持有", "持股", "前公司总股本"},
	}
)

var one100 = decimal.NewFromInt(1)

// rePricingBidding marks a price set by bidding: "根据发行竞价结果", "根据
// 发行对象申购报价的情况", "定价基准日为发行期首日", "询价".
var rePricingBidding = lazyre.New(`竞价|询价|申购报价|发行期首日`)

// reBaseDate reads the pricing base date: "定价基准日为公司第八届董事会第七次
// 会议决议公告日", "本次发行的定价基准日为发行期首日".
var reBaseDate = lazyre.New(`定价基准日(?:为|是)([^,，。;；\n]{2,40})`)

// baseDateStops end a base date (reBaseDate's group) read on across a
// wrapped line.
const baseDateStops = ",，。;；"

// placementTerms reads an ordinary-share placement's own terms: its price
// or the rule that sets it, the lock-up, the share count when stated as a
// number (not a cap) and the subscribers it names.
func placementTerms(c *extract.Context, p *plan, off *schema.Offering) {
	text := c.Doc.Text
	region := one(p.region)
	priceScope := append(append([]normalize.Span{}, p.scope(famPricing)...), p.scope(famPar)...)
	if q, ok := placementPrice.pick(c, priceScope, region); ok {
		off.Price = c.Quantity(q)
	}
	pr := &schema.Pricing{}
	if m, ok := firstOf(p, [][]normalize.Span{priceScope, region}, reBaseDate); ok {
		date := m.group(0)
		date.End = throughWraps(text, date.End, baseDateStops, 40)
		pr.BaseDate = c.Doc.SourceText(date)
		c.Evidence(&pr.Evidence, "base_date", m.span)
	}
	if q, ok := placementFloorDays.pick(c, priceScope, region); ok && isCount(q) {
		n := int(q.Value.IntPart())
		pr.AverageDays = &n
		c.Evidence(&pr.Evidence, "average_days", q.Span)
		if r, ok := placementFloorRatio.pick(c, priceScope, region); ok {
			pr.FloorRatio = c.Quantity(r)
		}
	}
	// A fixed price is its own evidence; a bidding one, the word that says
	// so.
	if off.Price != nil {
		pr.Method = schema.PricingFixed
	} else if m, ok := firstOf(p, [][]normalize.Span{priceScope}, rePricingBidding); ok {
		pr.Method = schema.PricingBidding
		c.Evidence(&pr.Evidence, "method", m.span)
	}
	if pr.Method != "" || pr.BaseDate != "" || pr.AverageDays != nil {
		if len(priceScope) > 0 {
			if ss := sentences(text, priceScope[0]); len(ss) > 0 {
				pr.Text = c.Doc.SourceText(ss[0])
			}
		}
		off.Pricing = pr
	}
	lockScope := append(append([]normalize.Span{}, p.scope(famLockUp)...), p.scope(famTransfer)...)
	longest := func(sc []normalize.Span) (normalize.Quantity, bool) {
		var best normalize.Quantity
		found := false
		for _, cd := range placementLockUp.candidates(c, sc) {
			if isCount(cd.q) && (!found || cd.q.Value.GreaterThan(best.Value)) {
				best, found = cd.q, true
			}
		}
		return best, found
	}
	for _, sc := range [][]normalize.Span{lockScope, region} {
		if q, ok := longest(sc); ok {
			n := int(q.Value.IntPart())
			off.LockUpMonths = &n
			c.Evidence(&off.Evidence, "lock_up_months", q.Span)
			break
		}
	}
	if off.SharesMax == nil {
		if q, ok := placementShares.pick(c, p.scope(famSize)); ok {
			off.SharesMax = c.Quantity(q)
			// "按照本次交易标的资产的交易价格136,990.88万元、对价股份的发行
			// 价格6.76元/股计算,上市公司拟向新能源公司发行202,649,230股股
			// 份": the price of the assets, in the same sentence.
			for _, s := range sentences(text, p.region) {
				if s.Contains(q.Span) {
					if v, ok := placementConsideration.pick(c, one(s)); ok {
						off.Consideration = c.Quantity(v)
					}
					break
				}
			}
		}
	}
	var names [][]string
	for _, name := range placementSubscribers(c, p) {
		sub := schema.Subscription{
			Subscriber: c.Doc.SourceText(name),
			Evidence:   map[string]schema.Ref{"subscriber": c.Ref(name)},
		}
		// Its holding before the issue, when a table gives it.
		holdingFromTable(c, []string{text[name.Start:name.End]}, &sub)
		off.Subscriptions = append(off.Subscriptions, sub)
		names = append(names, append([]string{text[name.Start:name.End]}, aliasesAfter(text, name)...))
	}
	subscriberLockUps(c, [][]normalize.Span{lockScope, region}, names, off.Subscriptions)
}

// Lock-up wording of a placement, apart from the cue table: the period of
// the subscribers not named ("其他发行对象认购的股份…6个月内不得转让", 其余,
// 除…外) and an extension of a period, not a period of its own ("锁定期自动
// 延长至少6个月").
var (
	othersWords    = []string{"其他发行对象", "其他认购对象", "其他特定对象", "其余发行对象", "其他投资者", "其余"}
	extensionWords = []string{"延长"}
)

// subscriberLockUps gives each named subscriber its lock-up: the period of
// a lock-up sentence that names it (by name or alias) before the period,
// with no other period between; or, for a subscriber no sentence names,
// the one period the sentences state for the subscribers at large
// (发行对象认购的股份自本次发行结束之日起36个月内不得转让). Periods that
// disagree for one subscriber are warned about and none is kept; the
// others' period (其他发行对象…) is nobody's named.
func subscriberLockUps(c *extract.Context, scopes [][]normalize.Span, names [][]string, subs []schema.Subscription) {
	if len(subs) == 0 {
		return
	}
	text := c.Doc.Text
	for _, sc := range scopes {
		cands := placementLockUp.candidates(c, sc)
		own := make([][]candidate, len(subs))
		var general []candidate
		for k, cd := range cands {
			if !isCount(cd.q) {
				continue
			}
			// What stands before the period: from the sentence's start or
			// the previous period in it.
			before, _ := clauseAround(text, cd.q.Span)
			from := cd.q.Span.Start - len(before)
			if k > 0 && cands[k-1].q.Span.End > from && cands[k-1].q.Span.End <= cd.q.Span.Start {
				from = cands[k-1].q.Span.End
			}
			seg := text[from:cd.q.Span.Start]
			if normalize.ContainsAny(normalize.Tail(seg, 12), extensionWords) {
				continue
			}
			named := false
			for i, ns := range names {
				if normalize.ContainsAny(seg, ns) {
					own[i] = append(own[i], cd)
					named = true
				}
			}
			if !named && !normalize.ContainsAny(seg, othersWords) {
				general = append(general, cd)
			}
		}
		if len(cands) == 0 {
			continue
		}
		for i := range subs {
			list := own[i]
			if len(list) == 0 {
				list = general
			}
			if cd, ok := agreeing(c, "offerings.subscriptions.lock_up_months", list); ok {
				n := int(cd.q.Value.IntPart())
				subs[i].LockUpMonths = &n
				c.Evidence(&subs[i].Evidence, "lock_up_months", cd.span)
			}
		}
		return
	}
}

// agreeing returns the first of cands when all state the same value; when
// they disagree it warns (values_disagree) and returns none.
func agreeing(c *extract.Context, field string, cands []candidate) (candidate, bool) {
	if len(cands) == 0 {
		return candidate{}, false
	}
	var others []string
	for _, cd := range cands[1:] {
		if !cd.q.Value.Equal(cands[0].q.Value) {
			others = append(others, c.Doc.SourceText(cd.q.Span))
		}
	}
	if len(others) > 0 {
		c.Warn(schema.WarnValuesDisagree, field+": "+c.Doc.SourceText(cands[0].q.Span)+" and "+strings.Join(others, ", ")+" stated; none kept", cands[0].q.Span)
		return candidate{}, false
	}
	return cands[0], true
}

// isCount reports whether q is a count of at least one that an int holds
// (a lock-up's months, an average's trading days): a count of none
// (定价基准日前0个交易日, a figure broken by a space: 前12　0个交易日) is no
// term the plan sets.
func isCount(q normalize.Quantity) bool {
	return q.Value.IsInteger() && q.Value.Sign() > 0 && q.Value.BigInt().IsInt64()
}

// aliasesAfter returns the alias a name defines in the parenthesis right
// after it: "某某新能源有限公司(以下简称“新能源公司”)".
func aliasesAfter(text string, name normalize.Span) []string {
	rest := normalize.Head(text[name.End:], 24)
	if !strings.HasPrefix(rest, "(") && !strings.HasPrefix(rest, "（") {
		return nil
	}
	if m := reAlias.FindStringSubmatch(rest); m != nil {
		return []string{m[1]}
	}
	return nil
}

// reSubscribersAre introduces the named subscribers of a placement: "本次
// 非公开发行的发行对象为全椒县全柴集团有限公司", "认购对象为…", "发行对象
// 为包括控股股东X在内的不超过35名特定对象", "向X、Y发行股份购买资产".
var (
	reSubscribersAre = lazyre.New(`(?:发行对象|认购对象|认购方)(?:为|是|:)`)
	reIncluding      = lazyre.New(`^包括(?:公司)?(?:控股股东|实际控制人|股东)?(.+?)在内`)
	reIssueTo        = lazyre.New(`向(.{2,120}?)(?:非公开)?发行(?:股份|A股股票|股票)(?:及支付现金)?购买`)
	// A name of a subscriber: an organisation or a person (先生/女士).
	rePlacementName = lazyre.New(`(?:公司|集团|企业|合伙\)|合伙|基金|中心|委员会|局|厅|先生|女士)$`)
	// Words of a list of kinds of investor, not names.
	investorKinds = []string{"特定对象", "投资者", "不超过", "符合", "机构", "自然人", "法人"}
)

// placementSubscribers returns the names of the subscribers a placement's
// investors section (or, without one, the plan) names; nothing when the
// subscribers are only described (不超过35名符合中国证监会规定条件的特定
// 对象).
func placementSubscribers(c *extract.Context, p *plan) []normalize.Span {
	text := c.Doc.Text
	scope := p.scope(famInvestors)
	if len(scope) == 0 {
		scope = one(p.region)
	}
	var out []normalize.Span
	add := func(list normalize.Span) {
		for _, n := range splitNames(text, list) {
			dup := false
			for _, o := range out {
				if text[o.Start:o.End] == text[n.Start:n.End] {
					dup = true
				}
			}
			if !dup {
				out = append(out, n)
			}
		}
	}
	for _, m := range findAllIn(text, scope, reSubscribersAre) {
		end := m.span.End
		for end < len(text) {
			r, size := utf8.DecodeRuneInString(text[end:])
			if r == '。' || r == '\n' || r == ',' || r == '，' || r == ';' || r == '；' {
				break
			}
			end += size
		}
		list := normalize.Span{Start: m.span.End, End: end}
		if loc := reIncluding.FindStringSubmatchIndex(text[list.Start:list.End]); loc != nil {
			add(normalize.Span{Start: list.Start + loc[2], End: list.Start + loc[3]})
			continue
		}
		add(list)
	}
	for _, m := range findAllIn(text, scope, reIssueTo) {
		add(m.group(0))
	}
	return out
}

// splitNames splits a list of names (A、B及C) into the names, each without
// an alias in parentheses after it; nothing when an item is not a name.
var (
	// A trailing alias after a subscriber's name: "中信泰富特钢投资有限公司(以下
	// 简称“泰富投资”)" (大冶特钢 2019).
	aliasOpen = "(以下"
	// The role written before a subscriber's name: "公司控股股东全椒县全柴集团有
	// 限公司" (全柴动力 2020), "控股股东X", "实际控制人X", "公司股东X", "股东X";
	// the longest first.
	subscriberRoleLeads = []string{"公司控股股东", "控股股东", "实际控制人", "公司股东", "股东"}
	// The second rune of 以及 between two names: "X以及Y"; 、, 和 and 及 are
	// separators of one rune.
	nameAndTail = "及"
)

func splitNames(text string, list normalize.Span) []normalize.Span {
	var out []normalize.Span
	s := list.Start
	t := text[list.Start:list.End]
	if normalize.ContainsAny(t, investorKinds) {
		return nil
	}
	emit := func(e int) bool {
		sp, ok := trimSpan(text, s, e)
		if !ok {
			return true
		}
		name := text[sp.Start:sp.End]
		// Drop a trailing alias.
		if i := strings.Index(name, aliasOpen); i > 0 {
			sp.End = sp.Start + i
			name = name[:i]
		}
		for _, lead := range subscriberRoleLeads {
			if strings.HasPrefix(name, lead) && len(name) > len(lead) {
				sp.Start += len(lead)
				name = name[len(lead):]
				break
			}
		}
		if !rePlacementName.MatchString(name) || utf8.RuneCountInString(name) > 40 {
			return false
		}
		out = append(out, sp)
		return true
	}
	depth := 0
	for i := 0; i < len(t); {
		r, size := utf8.DecodeRuneInString(t[i:])
		switch {
		case r == '(' || r == '（':
			depth++
		case r == ')' || r == '）':
			depth--
		case depth == 0 && (r == '、' || r == '和' || r == '及' || r == '以' && strings.HasPrefix(t[i+size:], nameAndTail)):
			if !emit(list.Start + i) {
				return nil
			}
			if r == '以' {
				size += len(nameAndTail)
			}
			s = list.Start + i + size
		}
		i += size
	}
	if !emit(list.End) {
		return nil
	}
	return out
}
