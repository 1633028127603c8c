package proposal

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
	"github.com/gonggao/gonggao/validate"
	"github.com/gonggao/gonggao/validate/calc"
)

// Tables checks the arithmetic of the figures tables state, column by
// column, asserting only the relations a table's own labels imply. From
// 003's tables (figures in 百万元 by the caption 以人民币百万元列示 or the
// label's (百万元)):
//
//   - table.ratio: a row 占X比率 is the amount row above it over the row X
//     (21.27% = 8,764 / 41,211);
//   - table.cumulative_ratio: 近N年累计A占近N年年均B比例 is the sum of row A
//     over the average of row B (59.14%);
//   - capital.ratio: a row X充足率 is X (X净额, or for 一级资本 the sum of
//     核心一级资本 and 其他一级资本) over 风险加权资产 (资本充足率 10.83% =
//     250,183 / 2,310,471). The published ratios use capital after
//     regulatory deductions; when the table shows gross capital (核心一级资本
//     rather than its 净额) a ratio computed above the stated one (8.71%
//     against 8.68%) is what the deductions would explain, an input the
//     table does not show: the finding is unverifiable, with a note saying
//     so. A ratio computed below the stated one fails: deductions never
//     raise a ratio;
//   - capital.sum: total capital (资本净额) is the sum of its tiers, under
//     the same rule when the tiers are gross (003: 251,816 against
//     250,183, unverifiable);
//   - dividend.cash_total and dividend.payout_share: a table of past
//     dividends (see dividends);
//   - table.sum: after an issue, a total (资本净额) is its figure before plus
//     the change of each component that changed (250,183 + 30,000);
//   - table.eps: 每股收益 is the net profit over the share capital (元 of
//     share capital at 1元 par being shares, and the input a share count):
//     2.16 = 41,211 / 19,052;
//   - dividend.scenario.net_profit and dividend.scenario.equity: in a
//     column assuming a dividend rate r (假设股息率为7%) on an issue of size
//     B stated before the table (假设发行规模为300亿元), the net profit is the
//     figure before less B × r (39,111 = 41,211 − 2,100), and equity is the
//     figure before plus B less B × r (229,071).
//
// Figures in tables are rounded to their stated places; assumptions (the
// size, the rates) are exact.
type Tables struct{}

// ID implements Check.
func (Tables) ID() string { return "table" }

// Run implements Check.
func (c Tables) Run(p *validate.Pass, out *schema.Document) {
	for _, g := range grids(p, out) {
		if len(g.rows) == 0 {
			continue
		}
		c.ratios(g, out)
		c.cumulative(g, out)
		c.capital(g, out)
		c.dividends(p, g, out)
		c.scenarios(g, out)
	}
}

// The wording of a ratio row's label: "占归属于母公司普通股股东的净利润比率",
// "近3年累计现金分红占近3年年均归属于母公司普通股股东的净利润比例" (003).
var (
	// ratioSuffixes end a ratio label, after 占X.
	ratioSuffixes = []string{"的比率", "的比例", "比率", "比例", "之比"}
	// cumulativeWord and averageWord mark a ratio of a sum over an
	// average: 累计…占…年均.
	cumulativeWord, averageWord = "累计", "年均"
	// recentWord and yearWord frame the years of 近N年 / 近三年.
	recentWord, yearWord = "近", "年"
)

// ratioLabel splits a ratio label "A占X比率" / "占X的比例" into A and X.
func ratioLabel(key string) (a, x string, ok bool) {
	i := normalize.Index(key, shareOfWord)
	if i < 0 {
		return "", "", false
	}
	a, x = key[:i], key[i+len(shareOfWord):]
	for _, suf := range ratioSuffixes {
		if strings.HasSuffix(x, suf) {
			return a, strings.TrimSuffix(x, suf), x != suf
		}
	}
	return "", "", false
}

func (Tables) ratios(g grid, out *schema.Document) {
	for i, r := range g.rows {
		if normalize.Contains(r.key, cumulativeWord) || normalize.Contains(r.key, averageWord) {
			continue
		}
		a, x, ok := ratioLabel(r.key)
		if !ok {
			continue
		}
		den := g.find(func(o gridRow) bool { return o.key != r.key && normalize.Contains(o.key, x) && o.unit != "" })
		if den < 0 {
			continue
		}
		num := -1
		if a != "" {
			num = g.find(func(o gridRow) bool { return o.key != r.key && normalize.Contains(o.key, a) && isAmountRow(o) })
		} else {
			for k := i - 1; k >= 0; k-- {
				if k != den && isAmountRow(g.rows[k]) {
					num = k
					break
				}
			}
		}
		if num < 0 {
			continue
		}
		for col, q := range r.cells {
			if !isFigure(q) || q.Unit != normalize.UnitRatio {
				continue
			}
			nq, dq := g.cell(num, col), g.cell(den, col)
			if nq == nil || !isFigure(dq) {
				continue
			}
			out.Checks = append(out.Checks, validate.Spec{
				ID: "table.ratio", Formula: "r=a/b",
				Ops:    []validate.Operand{tableOperand("a", nq), tableOperand("b", dq)},
				Stated: tableStated(q), Mode: calc.HalfUp,
				Note: fmt.Sprintf("%s = %s / %s", r.label, g.rows[num].label, g.rows[den].label),
			}.Finding())
		}
	}
}

// isAmountRow reports whether a row holds money figures.
func isAmountRow(r gridRow) bool {
	for _, q := range r.cells {
		if isFigure(q) {
			return q.Unit == normalize.UnitCNY
		}
	}
	return false
}

// cumulativeWords: "近3年累计现金分红占近3年年均归属于母公司普通股股东的净利润比例"
// (003), "最近三年累计…占…年均…".
func (Tables) cumulative(g grid, out *schema.Document) {
	for _, r := range g.rows {
		i := normalize.Index(r.key, cumulativeWord)
		j := normalize.Index(r.key, averageWord)
		if i < 0 || j < i {
			continue
		}
		a, _, ok := ratioLabel(r.key[i+len(cumulativeWord):])
		if !ok || a == "" {
			continue
		}
		_, x, ok := ratioLabel(shareOfWord + r.key[j+len(averageWord):])
		if !ok {
			continue
		}
		num := g.find(func(o gridRow) bool { return o.key != r.key && normalize.Contains(o.key, a) && isAmountRow(o) })
		den := g.find(func(o gridRow) bool { return o.key != r.key && normalize.Contains(o.key, x) && isAmountRow(o) })
		var st *schema.TableCell
		for _, q := range r.cells {
			if isFigure(q) && q.Unit == normalize.UnitRatio {
				st = q
				break
			}
		}
		if num < 0 || den < 0 || st == nil {
			continue
		}
		n := yearsIn(r.key)
		var ops []validate.Operand
		var as, bs []string
		for col := 0; ; col++ {
			aq, bq := g.cell(num, col), g.cell(den, col)
			if aq == nil || !isFigure(bq) {
				break
			}
			an, bn := "a"+strconv.Itoa(col+1), "b"+strconv.Itoa(col+1)
			ops = append(ops, tableOperand(an, aq), tableOperand(bn, bq))
			as, bs = append(as, an), append(bs, bn)
		}
		if len(as) == 0 || n != 0 && n != len(as) {
			continue
		}
		formula := fmt.Sprintf("r=(%s)/((%s)/%d)", strings.Join(as, "+"), strings.Join(bs, "+"), len(bs))
		out.Checks = append(out.Checks, validate.Spec{
			ID: "table.cumulative_ratio", Formula: formula, Ops: ops,
			Stated: tableStated(st), Mode: calc.HalfUp,
			Note: fmt.Sprintf("sum of %s over the average of %s", g.rows[num].label, g.rows[den].label),
		}.Finding())
	}
}

// yearsIn reads N of 近N年 / 近三年, or 0.
func yearsIn(s string) int {
	i := normalize.Index(s, recentWord)
	if i < 0 {
		return 0
	}
	rest := s[i+len(recentWord):]
	j := normalize.Index(rest, yearWord)
	if j <= 0 {
		return 0
	}
	if n, err := strconv.Atoi(rest[:j]); err == nil {
		return n
	}
	if n, err := normalize.ChineseInt(rest[:j]); err == nil {
		return int(n)
	}
	return 0
}
