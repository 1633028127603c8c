package capital

import (
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/internal/lazyre"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// Subscription wording, with the filings it came from.
var (
	// The commitment: "本行股东中国光大（集团）总公司（…以下简称“光大集团”）拟
	// 认购不超过1,000万股" (002 annex), "董事会同意中国光大（集团）总公司（…）
	// 认购1,000万股" (002), "公司股东福建省财政厅拟认购本次发行的优先股
	// 25,000,000股" (003).
	reSubscribe = lazyre.New(`(?:拟|同意|将)?认购`)
	// What stands before a subscriber's name.
	// "《关于某某集团有限公司认购本行优先股的议案》": a resolution's title;
	// the end of one, when a page's foot between the title and its text is
	// taken out and the two run on ("…优先股的议案》某某集团有限公司(以下简
	// 称“某某集团”)拟认购").
	subscriberLead = []string{"股东", "同意", "由", "向", ",", ":", "。", "\n", "关于", "《", "》"}
	// A subscriber is an organisation: 总公司, 集团, 财政厅 …
	reOrgName = lazyre.New(`(?:公司|集团|厅|局|委员会|基金|中心|银行|企业|合伙\)|合伙|保险|信托)$`)
	// An alias defined in the parenthesis after the name: "以下简称“光大集团”".
	reAlias = lazyre.New(`(?:以下)?简称[“"]([^”"]{1,12})[”"]`)
	// Holding: "直接持有本公司普通股股份2,057,280,034股，持股比例为4.41%" (002),
	// "直接持有公司普通股股份3,402,173,769 股，持股比例为17.86%" (003).
	reHolding      = lazyre.New(`持有[^。,]{0,12}?(?:普通股)?股份`)
	reHoldingRatio = lazyre.New(`持股比例(?:为|约为|是)?`)
	// Related party: "光大集团为本公司关联法人" (002), "为公司的关联法人" (003),
	// "构成关联交易" (002, 003).
	reRelated = lazyre.New(`关联法人|关联方|关联人|关联交易`)
	// Pricing: "承诺不参与本次发行优先股股息率的询价过程" (002, 003), "不参与
	// 本次发行优先股股息率的询价" (003).
	reNoPricing = lazyre.New(`不参与[^。]{0,16}?询价`)
	// A share count written before 本 ("1,000万股本公司", 002), which the
	// quantity reader takes for 股本.
	reSharesBare = lazyre.New(`[0-9][0-9,]*(?:\.[0-9]+)?\s?(?:亿|万)?股`)
	// A bound word just before a bare share count belongs to it: "拟认购
	// 不超过1,000万股" (002 annex), 不多于, 最多.
	shareBoundWords = []struct{ w, bound string }{{"不超过", normalize.BoundLe}, {"不多于", normalize.BoundLe}, {"最多", normalize.BoundLe}}
	// The amount of a commitment: "认购金额不超过人民币10亿元" (002).
	subscriptionAmountWord = "金额"
	// The commitment word and what may lead it, as reSubscribe reads them:
	// "董事会同意…认购" (002), "拟认购" (002 annex, 003), 将认购.
	subscribeWord  = "认购"
	subscribeLeads = []string{"同意", "拟", "将"}
)

// subscriber is one named subscriber and where the document names it.
type subscriber struct {
	name    normalize.Span
	aliases []string
	anchors []normalize.Span // the 认购 commitments
}

// extractSubscriptions finds the named subscribers of the plans (a
// shareholder committing to buy part of the issue) and attaches them to the
// offering whose plan names them, or else to the first plan.
func extractSubscriptions(c *extract.Context, plans []*plan) {
	text := c.Doc.Text
	prose := c.Prose()
	var subs []*subscriber
	for _, m := range subscribeMatches(text, prose) {
		var aliases []string
		name, ok := aliasBefore(text, m.span.Start, subs)
		if !ok {
			name, aliases, ok = subscriberBefore(c.Doc, m.span.Start)
			if !ok {
				continue
			}
		}
		var s *subscriber
		for _, x := range subs {
			if text[x.name.Start:x.name.End] == text[name.Start:name.End] {
				s = x
			}
		}
		if s == nil {
			s = &subscriber{name: name}
			subs = append(subs, s)
		}
		for _, a := range aliases {
			if !extract.HasString(s.aliases, a) {
				s.aliases = append(s.aliases, a)
			}
		}
		s.anchors = append(s.anchors, m.span)
	}
	for _, s := range subs {
		sub := subscription(c, s, prose)
		target := 0
		for i, p := range plans {
			if s.anchors[0].Start >= p.region.Start && s.anchors[0].Start < p.region.End {
				target = i
				break
			}
		}
		off := &c.Out.Offerings[target]
		off.Subscriptions = append(off.Subscriptions, sub)
	}
}

// subscriberBefore reads the subscriber named just before a 认购 at off: a
// parenthesis after the name (its alias) is skipped, and the name runs back
// to the word that introduces it.
func subscriberBefore(doc *normalize.Doc, off int) (normalize.Span, []string, bool) {
	text := doc.Text
	end := off
	var aliases []string
	// Skip a parenthesis right before (the alias definition).
	if end > 0 && text[end-1] == ')' {
		depth := 0
		i := end
		wrapped := false
		for i > 0 {
			r, size := utf8.DecodeLastRuneInString(text[:i])
			i -= size
			if r == ')' {
				depth++
			} else if r == '(' || r == '·' && wrapped && bracketAsDot(doc, i) {
				depth--
				if depth == 0 {
					break
				}
			} else if r == '\n' {
				if !wrapBreak(text, i) {
					return normalize.Span{}, nil, false
				}
				wrapped = true
			}
		}
		// The parenthesis may run over the wrap of a page's margin:
		// "（拟重组改制并更名为“中国光\n大集团股份公司”，以下简称“光大集团”）".
		for _, m := range reAlias.FindAllStringSubmatch(unwrap(text[i:end]), -1) {
			aliases = append(aliases, m[1])
		}
		end = i
	}
	start := end
	limit := max(0, end-90)
	for start > limit {
		hit := false
		for _, w := range subscriberLead {
			// A name wrapped at a page's margin goes on above the
			// break.
			if strings.HasSuffix(text[:start], w) && !(w == "\n" && wrapBreak(text, start-1)) {
				hit = true
				break
			}
		}
		if hit {
			break
		}
		_, size := utf8.DecodeLastRuneInString(text[:start])
		start -= size
	}
	name := text[start:end]
	if name == "" || utf8.RuneCountInString(name) < 3 || !reOrgName.MatchString(name) {
		return normalize.Span{}, nil, false
	}
	return normalize.Span{Start: start, End: end}, aliases, true
}

// bracketAsDot reports whether the '·' at text[i] is an opening bracket in
// the source: folding takes a bracket no ')' closes on its line for the dot
// of a transliterated name (normalize.Fold), and a page's margin may put
// the ')' on the next line.
func bracketAsDot(doc *normalize.Doc, i int) bool {
	src := doc.SourceText(normalize.Span{Start: i, End: i + len("·")})
	return src == "(" || src == "（"
}

// aliasBefore reports whether a known subscriber's alias stands just before
// off ("光大集团认购本公司本次发行的优先股", 002).
func aliasBefore(text string, off int, subs []*subscriber) (normalize.Span, bool) {
	for _, s := range subs {
		for _, a := range s.aliases {
			if strings.HasSuffix(text[:off], a) {
				return s.name, true
			}
		}
	}
	return normalize.Span{}, false
}

// subscription gathers what the document states about a subscriber: the
// shares and amount committed, its holding and whether it is a related
// party.
func subscription(c *extract.Context, s *subscriber, prose []normalize.Span) schema.Subscription {
	text := c.Doc.Text
	sub := schema.Subscription{Subscriber: c.Doc.SourceText(s.name)}
	c.Evidence(&sub.Evidence, "subscriber", s.name)
	// Shares and amount: after a commitment, in its sentence. A later
	// commitment stating both again is a restatement.
	for _, a := range s.anchors {
		_, after := sentenceAround(text, a)
		rest := normalize.Span{Start: a.End, End: a.End + len(after)}
		shares, okShares := sharesAfter(c, rest)
		amount, okAmount := quantityWhere(c, one(rest), normalize.UnitCNY, func(q normalize.Quantity, before, after string) bool {
			return q.Bound == normalize.BoundLe && normalize.Contains(normalize.Tail(before, 10), subscriptionAmountWord)
		})
		switch {
		case okShares && okAmount && sub.Shares != nil && sub.AmountMax != nil:
			if sq, aq := c.Quantity(shares), c.Quantity(amount); sq.Span != sub.Shares.Span && aq.Span != sub.AmountMax.Span {
				sub.Restated = append(sub.Restated, schema.Commitment{Shares: *sq, AmountMax: *aq})
			}
			continue
		}
		if sub.Shares == nil && okShares {
			sub.Shares = c.Quantity(shares)
		}
		if sub.AmountMax == nil && okAmount {
			sub.AmountMax = c.Quantity(amount)
		}
	}
	// Holding, relation and pricing: sentences naming the subscriber.
	names := append([]string{text[s.name.Start:s.name.End]}, s.aliases...)
	for _, sp := range prose {
		for _, sent := range sentences(text, sp) {
			t := text[sent.Start:sent.End]
			if !normalize.ContainsAny(t, names) {
				continue
			}
			if sub.HoldingShares == nil {
				if m, ok := findIn(text, one(sent), reHolding); ok {
					if q, ok := sharesAfter(c, normalize.Span{Start: m.span.End, End: min(sent.End, m.span.End+40)}); ok {
						sub.HoldingShares = c.Quantity(q)
					}
				}
			}
			if sub.HoldingRatio == nil {
				if m, ok := findIn(text, one(sent), reHoldingRatio); ok {
					qs := normalize.FindQuantities(normalize.Head(text[m.span.End:sent.End], 12))
					if len(qs) > 0 && qs[0].Unit == normalize.UnitRatio {
						q := qs[0]
						q.Span = q.Span.Shift(m.span.End)
						sub.HoldingRatio = c.Quantity(q)
					}
				}
			}
			if sub.RelatedParty == nil {
				if m, ok := findIn(text, one(sent), reRelated); ok {
					t := true
					sub.RelatedParty = &t
					c.Evidence(&sub.Evidence, "related_party", m.span)
				}
			}
			if sub.NoPricingRole == nil {
				if m, ok := findIn(text, one(sent), reNoPricing); ok {
					t := true
					sub.NoPricingRole = &t
					c.Evidence(&sub.Evidence, "no_pricing_participation", m.span)
				}
			}
		}
	}
	if sub.HoldingShares == nil && sub.HoldingRatio == nil {
		holdingFromTable(c, names, &sub)
	}
	return sub
}

// Holding tables: a row per shareholder, the name in its first cell, under
// a header naming the columns: "股东名称 | 持股数量(股) | 持股比例", "认购对象
//
//	持有普通股股数(万股)	占总股本比例". holdingShareCols and
//
// holdingRatioCols name the columns; the unit of a bare count is the
// header's (股, 万股, 亿股).
var (
	holdingShareCols = []string{"持股数", "持有股份", "持有普通股", "持股总数", "股份数", "股数"}
	holdingRatioCols = []string{"比例", "占比"}
	// The unit of a holdings column's bare figures: shares, unless the head
	// names a scale ("持股数量(万股)", "持股数(亿股)").
	holdingShareUnit        = "股"
	holdingShareScaledUnits = []string{"亿股", "万股"}
)

// holdingFromTable reads a subscriber's holding from a table row whose
// first cell names it (by name or alias), under the nearest header above
// that names a share-count or ratio column.
func holdingFromTable(c *extract.Context, names []string, sub *schema.Subscription) {
	text := c.Doc.Text
	lines := c.Doc.Lines()
	isRow := func(t string) bool {
		return strings.ContainsRune(t, '\t') || strings.HasPrefix(strings.TrimSpace(t), "|")
	}
	for i, ln := range lines {
		if !isRow(ln.Text) {
			continue
		}
		cells := rowCells(ln)
		if len(cells) < 2 || !extract.HasString(names, text[cells[0].Start:cells[0].End]) {
			continue
		}
		var header []normalize.Span
		for j := i - 1; j >= 0 && j >= i-12; j-- {
			if !isRow(lines[j].Text) {
				break
			}
			h := rowCells(lines[j])
			t := lines[j].Text
			if normalize.ContainsAny(t, holdingShareCols) || normalize.ContainsAny(t, holdingRatioCols) {
				header = h
				break
			}
		}
		if len(header) != len(cells) {
			continue
		}
		for k := 1; k < len(cells); k++ {
			h, cell := text[header[k].Start:header[k].End], cells[k]
			switch {
			case sub.HoldingRatio == nil && normalize.ContainsAny(h, holdingRatioCols):
				for _, q := range c.QuantitiesOf(cell) {
					if q.Unit == normalize.UnitRatio {
						sub.HoldingRatio = c.Quantity(q)
						break
					}
				}
			case sub.HoldingShares == nil && normalize.ContainsAny(h, holdingShareCols):
				unit := holdingShareUnit
				for _, u := range holdingShareScaledUnits {
					if normalize.Contains(h, u) {
						unit = u
					}
				}
				if q, err := normalize.ParseQuantity(text[cell.Start:cell.End] + unit); err == nil && q.Unit == normalize.UnitShares {
					q.Span = cell
					sub.HoldingShares = c.Quantity(q)
				}
			}
		}
		if sub.HoldingShares != nil || sub.HoldingRatio != nil {
			return
		}
	}
}

// rowCells returns the trimmed cells of a table row, split at tabs or at
// '|' (the outer bars dropped).
func rowCells(ln normalize.Line) []normalize.Span {
	sep := byte('\t')
	t := ln.Text
	if !strings.ContainsRune(t, '\t') {
		sep = '|'
	}
	var out []normalize.Span
	start := 0
	emit := func(e int) {
		if sp, ok := trimSpan(t, start, e); ok {
			out = append(out, normalize.Span{Start: ln.Span.Start + sp.Start, End: ln.Span.Start + sp.End})
		} else if sep == '\t' {
			out = append(out, normalize.Span{Start: ln.Span.Start + start, End: ln.Span.Start + start})
		}
	}
	for i := 0; i < len(t); i++ {
		if t[i] == sep {
			if !(sep == '|' && strings.TrimSpace(t[:i]) == "") {
				emit(i)
			}
			start = i + 1
		}
	}
	if sep == '\t' || strings.TrimSpace(t[start:]) != "" {
		emit(len(t))
	}
	return out
}

// sharesAfter returns the first share count in span: a quantity in shares,
// or a count written right before 本 ("1,000万股本公司本次发行的优先股").
func sharesAfter(c *extract.Context, span normalize.Span) (normalize.Quantity, bool) {
	text := c.Doc.Text
	if span.Empty() {
		return normalize.Quantity{}, false
	}
	var best normalize.Quantity
	found := false
	if q, ok := quantityWhere(c, one(span), normalize.UnitShares, nil); ok {
		best, found = q, true
	}
	if loc := reSharesBare.FindStringIndex(text[span.Start:span.End]); loc != nil {
		sp := normalize.Span{Start: span.Start + loc[0], End: span.Start + loc[1]}
		if !found || sp.Start < best.Span.Start {
			if q, err := normalize.ParseQuantity(text[sp.Start:sp.End]); err == nil && q.Unit == normalize.UnitShares {
				q.Span = q.Span.Shift(sp.Start)
				// A bound word just before ("不超过1,000万股") belongs to it.
				for _, b := range shareBoundWords {
					if strings.HasSuffix(text[span.Start:sp.Start], b.w) {
						q.Span.Start -= len(b.w)
						q.Bound = b.bound
					}
				}
				best, found = q, true
			}
		}
	}
	return best, found
}

// subscribeMatches returns what findAllIn(text, spans, reSubscribe) would,
// found from each 认购 instead of trying the expression at every offset: a
// match is 认购 with 同意, 拟 or 将 just before it (inside the span and
// after the last match) taken in.
func subscribeMatches(text string, spans []normalize.Span) []match {
	var out []match
	for _, sp := range spans {
		if sp.Start < 0 || sp.End > len(text) || sp.Empty() {
			continue
		}
		s := text[sp.Start:sp.End]
		last := 0
		for {
			k := normalize.Index(s[last:], subscribeWord)
			if k < 0 {
				break
			}
			p := last + k
			start := p
			lead := s[last:p]
			for _, l := range subscribeLeads {
				if strings.HasSuffix(lead, l) {
					start -= len(l)
					break
				}
			}
			last = p + len(subscribeWord)
			out = append(out, match{span: normalize.Span{Start: sp.Start + start, End: sp.Start + last}})
		}
	}
	return out
}
