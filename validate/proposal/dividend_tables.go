package proposal

import (
	"fmt"
	"strconv"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
	"github.com/gonggao/gonggao/validate"
	"github.com/gonggao/gonggao/validate/calc"
)

// Rows of a table of past dividends, by the words of their labels (003:
// "公司2011-2013年现金分红情况如下").
var (
	// The cash dividend per 10 shares: "每10股派息数（元）（含税）" (003),
	// "每10股派发现金红利（元）", "每10股现金分红（元）"; or per share:
	// "每股派息（元）", "每股现金红利（元）".
	perShareCash = []string{"派息", "派发现金", "现金分红", "现金红利", "现金股利"}
	// The bonus shares per 10 shares: "每10股送红股数（股）（含税）" (003),
	// "每10股送股（股）".
	bonusShares = []string{"送红股", "送股"}
	// The share of the cash dividend in the year's distribution of
	// profit: "现金分红占当年利润分配的比率" (003).
	payoutShare = []string{"利润分配"}
	// A row of shares of a figure, not an amount: "现金分红占当年利润分配的
	// 比率", "占归属于母公司普通股股东的净利润比率" (003).
	shareOfWord = "占"
	// Per 10 shares or per share: "每10股派息数（元）" (003), "每股派息（元）";
	// the total has neither: "现金分红的数额（百万元）" (003).
	perTenWord, perShareWord, perWord = "每10股", "每股", "每"
	// The total cash dividend: "现金分红的数额（百万元）" (003); its share:
	// "现金分红占当年利润分配的比率" (003).
	cashTotalWord, cashShareWord = "现金分红", "现金分红占"
)

// yearEnd is the last day of a year in a date (YYYY-12-31).
const yearEnd = "-12-31"

// dividends checks a table of past dividends column by column (a column
// per year):
//
//   - dividend.cash_total: the cash dividend is the dividend per 10 shares
//     times the shares over 10 (每10股派息数 × 普通股股本 / 10 = 现金分红
//     的数额; 003 2013: 4.6 × 19,052 / 10 = 8,763.9 ≈ 8,764). The shares
//     are a share capital row of the same table, else the share capital of
//     another table dated the end of the column's year (003: the impact
//     table's 普通股股本 at 2013-12-31 for 2013年度). The dividend per
//     share is a declared amount, exact; the other figures are rounded.
//     With no share count for the year (003: 2012, 2011) the finding is
//     unverifiable.
//   - dividend.payout_share: the cash dividend's share of the year's
//     distribution of profit, which also counts bonus shares at their 1元
//     par (现金分红占当年利润分配的比率). A year without bonus shares (a dash)
//     distributes only cash: 100.00% (003: 2013, 2011). A year with bonus
//     shares needs the shares they were issued on; when the document does
//     not state them (003: 2012, 53.27%) the finding is unverifiable.
//
// The return on equity rows of such tables are not checked: the weighted
// equity they are computed on is not stated.
func (Tables) dividends(p *validate.Pass, g grid, out *schema.Document) {
	perTen := 0
	cashPer := g.find(func(o gridRow) bool {
		if !normalize.ContainsAny(o.key, perShareCash) || normalize.Contains(o.key, shareOfWord) {
			return false
		}
		switch {
		case normalize.Contains(o.key, perTenWord):
			perTen = 10
		case normalize.Contains(o.key, perShareWord):
			perTen = 1
		default:
			return false
		}
		return true
	})
	total := g.find(func(o gridRow) bool {
		return normalize.Contains(o.key, cashTotalWord) && !normalize.Contains(o.key, perWord) && !normalize.Contains(o.key, shareOfWord) && isAmountRow(o)
	})
	if cashPer < 0 || total < 0 {
		return
	}
	bonus := g.find(func(o gridRow) bool {
		return normalize.Contains(o.key, perTenWord) && normalize.ContainsAny(o.key, bonusShares)
	})
	payout := g.find(func(o gridRow) bool {
		return normalize.Contains(o.key, cashShareWord) && normalize.ContainsAny(o.key, payoutShare)
	})
	sharesRow := g.find(func(o gridRow) bool {
		for _, w := range capitalRows {
			if o.key == w || o.key == w+sharesLabel {
				return true
			}
		}
		return false
	})
	var caps []shareCapital
	capsRead := false
	for col, dq := range g.rows[total].cells {
		if !isFigure(dq) || dq.Unit != normalize.UnitCNY {
			continue
		}
		head := g.heads[col].Text
		// The shares of the year: the table's own row, else another
		// table's share capital at the end of the column's year.
		var shares *validate.Operand
		var sharesNote string
		if q := g.cell(sharesRow, col); isFigure(q) {
			o := sharesOperand("N", q)
			shares = &o
		} else if y := g.heads[col].Year; y != 0 {
			if !capsRead {
				caps, capsRead = shareCapitals(p, out), true
			}
			for _, c := range caps {
				if c.date == strconv.Itoa(y)+yearEnd {
					o := c.op
					shares, sharesNote = &o, "N is "+c.describe()
					break
				}
			}
		}
		year := head
		if year == "" {
			year = fmt.Sprintf("column %d", col+1)
		}
		if pq := g.cell(cashPer, col); isFigure(pq) {
			d := validate.CellOperand("d", pq, calc.Exact).WithUnit(normalize.UnitPrice)
			formula := "D=d*N"
			if perTen == 10 {
				formula = "D=d*N/10"
			}
			st := tableStated(dq)
			note := fmt.Sprintf("%s: %s × shares", year, g.rows[cashPer].label)
			if perTen == 10 {
				note += " / 10"
			}
			note += " (the declared dividend exact)"
			if shares == nil {
				out.Checks = append(out.Checks, validate.Unverifiable("dividend.cash_total", formula, []validate.Operand{d}, st,
					note+"; the document states no share count for "+year))
			} else {
				out.Checks = append(out.Checks, validate.Spec{
					ID: "dividend.cash_total", Formula: formula, Ops: []validate.Operand{d, *shares},
					Stated: st, Mode: calc.HalfUp, Note: validate.JoinNote(note, sharesNote),
				}.Finding())
			}
		}
		rq := g.cell(payout, col)
		if !isFigure(rq) || rq.Unit != normalize.UnitRatio || bonus < 0 {
			continue
		}
		bq := g.cell(bonus, col)
		if bq == nil {
			continue
		}
		st := tableStated(rq)
		cash := tableOperand("D", dq)
		if !isFigure(bq) {
			// No bonus shares: the distribution is the cash dividend.
			out.Checks = append(out.Checks, validate.Spec{
				ID: "dividend.payout_share", Formula: "r=D/(D+S)", Ops: []validate.Operand{cash, tableOperand("S", bq)},
				Stated: st, Mode: calc.HalfUp,
				Note: fmt.Sprintf("%s: no bonus shares (%s is a dash), so the cash dividend is the whole distribution", year, g.rows[bonus].label),
			}.Finding())
			continue
		}
		b := validate.CellOperand("b", bq, calc.Exact).WithUnit(normalize.UnitShares)
		note := fmt.Sprintf("%s: bonus shares (%s) valued at 1元 par", year, g.rows[bonus].label)
		if shares == nil {
			out.Checks = append(out.Checks, validate.Unverifiable("dividend.payout_share", "r=D/(D+b*N/10)", []validate.Operand{cash, b}, st,
				note+"; the shares they were issued on are not stated for "+year))
			continue
		}
		out.Checks = append(out.Checks, validate.Spec{
			ID: "dividend.payout_share", Formula: "r=D/(D+b*N/10)", Ops: []validate.Operand{cash, b, *shares},
			Stated: st, Mode: calc.HalfUp, Note: validate.JoinNote(note, sharesNote),
		}.Finding())
	}
}
