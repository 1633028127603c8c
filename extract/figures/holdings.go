package figures

import (
	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// Holdings reads the holdings a document states with their share of the
// company's shares (Document.Holdings), sentence by sentence, and, when it
// states such a share (in a sentence or in a subscriber's holding), the
// company's total ordinary shares (Document.TotalShares).
type Holdings struct{}

// Name implements Extractor.
func (Holdings) Name() string { return "holdings" }

// Holding wording, with the filings it came from.
var (
	// holdingWords introduce a holding ratio: "持股比例为17.86%" (003,
	// 002), "占本行总股本的", "占公司股份总数的".
	holdingWords = []string{"持股比例", "占本行总股本", "占公司总股本", "占本公司总股本", "占总股本", "股份总数的", "总股本的"}
	// holdWord marks a sentence stating a holding: "直接持有公司普通股股份
	// 3,402,173,769 股" (003), "直接持有本公司普通股股份2,057,280,034股" (002).
	holdWord = "持有"
	// prefTotalWord marks a total of preference shares, not of the
	// company's shares: "本次拟发行的优先股总数不超过3亿股" (002, 003).
	prefTotalWord = "优先股总数"
)

// ratioLeadRunes is how far before a ratio its holding word may stand
// (持股比例为17.86%).
const ratioLeadRunes = 10

// totalLeadBytes is how far after the total's words its figure may start
// (总股本为19,052,336,751股).
const totalLeadBytes = 6

// totalShares finds a stated total: "总股本为19,052,336,751股",
// "普通股股份总数为…股".
var totalShares = lazyre.New(`(?:总股本|股份总数|股本总额|普通股总数)(?:为|是|:)?`)

// totalSharesNeed holds the words one of which every match of totalShares
// holds: a sentence without them is not read by the expression, which has
// no literal prefix and would be tried at every offset.
var totalSharesNeed = normalize.NewPrefilter(totalShares)

// Extract implements Extractor.
func (Holdings) Extract(c *extract.Context) {
	text := c.Doc.Text
	normalize.EachSentence(text, 0, func(s normalize.Span) bool {
		st := text[s.Start:s.End]
		if !normalize.Contains(st, holdWord) || !normalize.ContainsAny(st, holdingWords) {
			return true
		}
		qs := quantities(text, s)
		for k, q := range qs {
			if q.Unit != normalize.UnitRatio || !normalize.ContainsAny(normalize.Tail(text[s.Start:q.Span.Start], ratioLeadRunes), holdingWords) {
				continue
			}
			var held *normalize.Quantity
			for j := k - 1; j >= 0; j-- {
				if qs[j].Unit == normalize.UnitShares {
					held = &qs[j]
					break
				}
			}
			if held == nil {
				continue
			}
			h := schema.Holding{Shares: *c.Quantity(*held), Ratio: *c.Quantity(q)}
			holdingWhen(c, s, &h)
			c.Out.Holdings = append(c.Out.Holdings, h)
		}
		return true
	})
	if len(c.Out.Holdings) == 0 && !subscriberHoldings(c.Out) {
		return
	}
	c.Out.TotalShares = totalSharesOf(c)
}

// subscriberHoldings reports whether a subscriber's holding is stated with
// its share (a table of the subscribers' holdings).
func subscriberHoldings(out *schema.Document) bool {
	for _, o := range out.Offerings {
		for _, sub := range o.Subscriptions {
			if sub.HoldingShares != nil && sub.HoldingRatio != nil {
				return true
			}
		}
	}
	return false
}

// holdingWhen sets when the holding of sentence s is stated: at its first
// full date (截至2014年9月30日, 002), else before the issue (本次发行前, 003).
func holdingWhen(c *extract.Context, s normalize.Span, h *schema.Holding) {
	st := c.Doc.Text[s.Start:s.End]
	for _, d := range normalize.FindDates(st) {
		if d.Day != 0 {
			h.Date = d.String()
			c.Evidence(&h.Evidence, "date", d.Span.Shift(s.Start))
			return
		}
	}
	if i := normalize.Index(st, beforeHead); i >= 0 {
		h.BeforeIssue = true
		c.Evidence(&h.Evidence, "before_issue", normalize.Span{Start: s.Start + i, End: s.Start + i + len(beforeHead)})
	}
}

// totalSharesOf is the company's total ordinary shares a sentence states:
// the first figure after the total's words, a plain count of shares right
// after them; nil when none is stated.
func totalSharesOf(c *extract.Context) *schema.Quantity {
	text := c.Doc.Text
	var total *schema.Quantity
	normalize.EachSentence(text, 0, func(s normalize.Span) bool {
		st := text[s.Start:s.End]
		if !totalSharesNeed.MayMatch(st) {
			return true
		}
		loc := totalShares.FindStringIndex(st)
		if loc == nil || normalize.Contains(st, prefTotalWord) {
			return true
		}
		from := s.Start + loc[1]
		for _, q := range quantities(text, normalize.Span{Start: from, End: s.End}) {
			if q.Unit == normalize.UnitShares && q.Bound == normalize.BoundEq && q.Span.Start-from <= totalLeadBytes {
				total = c.Quantity(q)
				return false
			}
			break
		}
		return true
	})
	return total
}

// quantities are the figures in span s of text (no fractions, no
// ranges), with spans in text offsets.
func quantities(text string, s normalize.Span) []normalize.Quantity {
	var out []normalize.Quantity
	for _, q := range normalize.FindQuantities(text[s.Start:s.End]) {
		if q.Fraction != "" || q.Upper != nil {
			continue
		}
		q.Span = q.Span.Shift(s.Start)
		out = append(out, q)
	}
	return out
}
