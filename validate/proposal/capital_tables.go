package proposal

import (
	"fmt"
	"strings"

	"github.com/shopspring/decimal"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
	"github.com/gonggao/gonggao/validate"
	"github.com/gonggao/gonggao/validate/calc"
)

// capitalRatioSuffix ends the label of a capital adequacy row: 核心一级资本
// 充足率, 一级资本充足率, 资本充足率 (003).
const capitalRatioSuffix = "充足率"

// The rows of a bank's capital table (003: 本次优先股发行对公司资本监管指标的
// 影响), named as the 资本管理办法 names them.
var (
	// netSuffix ends the label of a capital net of deductions: 核心一级资本
	// 净额, 资本净额 (003).
	netSuffix = "净额"
	// tierOne may be stated only as its parts: 一级资本 is 核心一级资本 and
	// 其他一级资本 (003's 释义).
	tierOne, coreTierOne, otherTierOne = "一级资本", "核心一级资本", "其他一级资本"
	// totalCapital labels total capital: 资本净额 (003), 总资本净额.
	totalCapital, totalCapitalAlt = "资本净额", "总资本净额"
	// capitalSuffix ends a tier's label: 核心一级资本, 其他一级资本, 二级资本.
	capitalSuffix = "资本"
)

// The rows of a table of the effect on the main financial figures
// (003: 本次优先股发行对主要财务数据和财务指标的影响).
var (
	// shareCapitalSuffix ends the share capital row: 普通股股本 (003).
	shareCapitalSuffix = "股本"
	// epsWord names earnings per share: 归属于母公司普通股股东的基本每股收益（元） (003).
	epsWord = "每股收益"
	// netProfitSuffix ends the net profit row: 归属于母公司普通股股东的净利润
	// (003).
	netProfitSuffix = "净利润"
	// equityWord names the equity row: 股东权益合计 (003).
	equityWord = "股东权益"
)

// rwaWords name the denominator row: "加权风险资产合计" (003), "风险加权资产".
var rwaWords = []string{"风险加权资产", "加权风险资产"}

// deductionNote explains why a capital ratio computed from gross capital
// comes out above the stated one: the published ratio is on capital after
// regulatory deductions.
const deductionNote = "the table gives gross capital, and the ratio it computes is above the stated one; the published ratio is on capital after regulatory deductions (资本管理办法), which the table does not show, so the gap is what those deductions would explain and the table cannot confirm it"

// capital checks capital adequacy ratios against their capital and
// risk-weighted assets, and the change of total capital across an issue.
func (Tables) capital(g grid, out *schema.Document) {
	capitalSum(g, out)
	rwa := g.find(func(o gridRow) bool { return normalize.ContainsAny(o.key, rwaWords) && isAmountRow(o) })
	if rwa < 0 {
		return
	}
	for _, r := range g.rows {
		if !strings.HasSuffix(r.key, capitalRatioSuffix) {
			continue
		}
		name := strings.TrimSuffix(r.key, capitalRatioSuffix)
		if name == "" {
			continue
		}
		// The capital the ratio is of: its 净额 row, else the row itself.
		nums := []int{g.find(func(o gridRow) bool { return o.key == name+netSuffix && isAmountRow(o) })}
		net := nums[0] >= 0
		if !net {
			nums[0] = g.find(func(o gridRow) bool { return o.key == name && isAmountRow(o) })
		}
		if nums[0] < 0 && name == tierOne {
			// 一级资本: 核心一级资本和其他一级资本 (the definition in 003's 释义).
			nums = []int{
				g.find(func(o gridRow) bool { return o.key == coreTierOne && isAmountRow(o) }),
				g.find(func(o gridRow) bool { return o.key == otherTierOne }),
			}
		}
		missing := false
		for _, n := range nums {
			missing = missing || n < 0
		}
		if missing {
			continue
		}
		for col, q := range r.cells {
			if !isFigure(q) || q.Unit != normalize.UnitRatio {
				continue
			}
			dq := g.cell(rwa, col)
			if !isFigure(dq) {
				continue
			}
			var ops []validate.Operand
			var names, labels []string
			ok := true
			for k, n := range nums {
				cq := g.cell(n, col)
				if cq == nil {
					ok = false
					break
				}
				nm := fmt.Sprintf("C%d", k+1)
				if len(nums) == 1 {
					nm = "C"
				}
				ops = append(ops, tableOperand(nm, cq))
				names = append(names, nm)
				labels = append(labels, g.rows[n].label)
			}
			if !ok {
				continue
			}
			ops = append(ops, tableOperand("W", dq))
			num := strings.Join(names, "+")
			if len(names) > 1 {
				num = "(" + num + ")"
			}
			s := validate.Spec{
				ID: "capital.ratio", Formula: "R=" + num + "/W", Ops: ops,
				Stated: tableStated(q), Mode: calc.HalfUp,
				Note: fmt.Sprintf("%s = %s / %s", r.label, capitalLabel(labels), g.rows[rwa].label),
			}
			if !net {
				s.Deducted = deductionNote
			}
			out.Checks = append(out.Checks, s.Finding())
		}
	}
	// table.sum: the total after the issue is the total before plus the
	// change of every component that changed.
	if g.before < 0 {
		return
	}
	total := g.find(func(o gridRow) bool { return o.key == totalCapital || o.key == totalCapitalAlt })
	if total < 0 {
		return
	}
	for col := range g.rows[total].cells {
		if col == g.before {
			continue
		}
		after, before := g.cell(total, col), g.cell(total, g.before)
		if !isFigure(after) || !isFigure(before) {
			continue
		}
		ops := []validate.Operand{tableOperand("T0", before)}
		formula := "T1=T0"
		var labels []string
		for k, o := range g.rows {
			if k == total || !isCapitalComponent(o.key) {
				continue
			}
			a, b := g.cell(k, col), g.cell(k, g.before)
			if a == nil || b == nil {
				ops = nil
				break
			}
			if sameStated(a, b) {
				continue // unchanged: stated alike before and after
			}
			n := len(labels) + 1
			ops = append(ops, tableOperand(fmt.Sprintf("a%d", n), a), tableOperand(fmt.Sprintf("b%d", n), b))
			formula += fmt.Sprintf("+(a%d-b%d)", n, n)
			labels = append(labels, o.label)
		}
		if ops == nil || len(labels) == 0 {
			continue
		}
		out.Checks = append(out.Checks, validate.Spec{
			ID: "table.sum", Formula: formula, Ops: ops,
			Stated: tableStated(after), Mode: calc.HalfUp,
			Note: fmt.Sprintf("%s after = before + change of %s", g.rows[total].label, strings.Join(labels, ", ")),
		}.Finding())
	}
}

// isCapitalComponent reports whether a row is a component of total capital:
// 核心一级资本, 其他一级资本, 二级资本 (003).
func isCapitalComponent(key string) bool {
	return strings.HasSuffix(key, capitalSuffix) && !strings.HasSuffix(key, capitalRatioSuffix) && key != totalCapital
}

// exactOperand is an input the document states as an assumption (假设发行
// 规模为300亿元; a rate of 7%): exact, not rounded.
func exactOperand(name string, q *schema.Quantity) validate.Operand {
	o, _ := validate.SchemaOperand(name, q, calc.Exact)
	return o
}

// scenarios checks the columns of a table that assume a dividend rate.
func (Tables) scenarios(g grid, out *schema.Document) {
	shares := g.find(func(o gridRow) bool { return strings.HasSuffix(o.key, shareCapitalSuffix) && isAmountRow(o) })
	eps := g.find(func(o gridRow) bool { return normalize.Contains(o.key, epsWord) })
	profit := g.find(func(o gridRow) bool { return strings.HasSuffix(o.key, netProfitSuffix) && isAmountRow(o) })
	if eps >= 0 {
		for col := range g.rows[eps].cells {
			if e, p, n := g.cell(eps, col), g.cell(profit, col), g.cell(shares, col); isFigure(e) && isFigure(p) && isFigure(n) {
				out.Checks = append(out.Checks, validate.Spec{
					ID: "table.eps", Formula: "eps=E/N",
					Ops:    []validate.Operand{tableOperand("E", p), sharesOperand("N", n)},
					Stated: tableStated(e), Mode: calc.HalfUp,
					Note: parShareNote(g.rows[shares].label),
				}.Finding())
			}
		}
	}
	if len(g.rates) == 0 || g.before < 0 {
		return
	}
	// The assumed size: stated before the table (假设发行规模为300亿元).
	size := g.table.AssumedSize
	equity := g.find(func(o gridRow) bool { return normalize.Contains(o.key, equityWord) && isAmountRow(o) })
	for col := range g.rows[0].cells {
		rate, hasRate := g.rates[col]
		if size != nil && hasRate && col != g.before {
			if after, before := g.cell(profit, col), g.cell(profit, g.before); isFigure(after) && isFigure(before) {
				out.Checks = append(out.Checks, validate.Spec{
					ID: "dividend.scenario.net_profit", Formula: "E1=E0-B*r",
					Ops:    []validate.Operand{tableOperand("E0", before), exactOperand("B", size), exactOperand("r", rate)},
					Stated: tableStated(after), Mode: calc.HalfUp,
					Note: "net profit after paying a year's dividend at the assumed rate on the assumed size",
				}.Finding())
			}
			if after, before := g.cell(equity, col), g.cell(equity, g.before); isFigure(after) && isFigure(before) {
				out.Checks = append(out.Checks, validate.Spec{
					ID: "dividend.scenario.equity", Formula: "Q1=Q0+B-B*r",
					Ops:    []validate.Operand{tableOperand("Q0", before), exactOperand("B", size), exactOperand("r", rate)},
					Stated: tableStated(after), Mode: calc.HalfUp,
					Note: "equity after the issue (fees not considered) less a year's dividend",
				}.Finding())
			}
		}
	}
}

func capitalLabel(labels []string) string {
	if len(labels) == 1 {
		return labels[0]
	}
	return "(" + strings.Join(labels, " + ") + ")"
}

// capitalTiers are the ways a table splits total capital (资本净额) into
// tiers, by the 资本管理办法: 核心一级资本 + 其他一级资本 + 二级资本 (003),
// or 一级资本 + 二级资本. Each tier may be stated gross or as its 净额.
var capitalTiers = [][]string{
	{"核心一级资本", "其他一级资本", "二级资本"},
	{"一级资本", "二级资本"},
}

// capitalSum checks, column by column, that total capital (资本净额) is the
// sum of its tiers (capital.sum). When a tier is stated gross (核心一级资本
// rather than 核心一级资本净额) the total is net of regulatory deductions
// the table does not show: a sum above the total is then unverifiable,
// with the gap named (003: 201,153 + 0 + 50,663 = 251,816 against 250,183,
// a gap of 1,633), and a sum below it fails.
func capitalSum(g grid, out *schema.Document) {
	total := g.find(func(o gridRow) bool { return o.key == totalCapital || o.key == totalCapitalAlt })
	if total < 0 {
		return
	}
	var tiers []int
	gross := false
	for _, names := range capitalTiers {
		tiers, gross = tiers[:0], false
		for _, n := range names {
			i := g.find(func(o gridRow) bool { return o.key == n+netSuffix })
			if i < 0 {
				i = g.find(func(o gridRow) bool { return o.key == n })
				gross = gross || i >= 0
			}
			if i < 0 {
				tiers = nil
				break
			}
			tiers = append(tiers, i)
		}
		if tiers != nil {
			break
		}
	}
	if tiers == nil {
		return
	}
	for col, tq := range g.rows[total].cells {
		if !isFigure(tq) || tq.Unit != normalize.UnitCNY {
			continue
		}
		var ops []validate.Operand
		var names, labels []string
		sum := decimal.Zero
		for k, i := range tiers {
			cq := g.cell(i, col)
			if cq == nil {
				ops = nil
				break
			}
			nm := fmt.Sprintf("C%d", k+1)
			o := tableOperand(nm, cq)
			ops = append(ops, o)
			names = append(names, nm)
			labels = append(labels, g.rows[i].label)
			sum = sum.Add(o.Value())
		}
		if ops == nil {
			continue
		}
		s := validate.Spec{
			ID: "capital.sum", Formula: "T=" + strings.Join(names, "+"), Ops: ops,
			Stated: tableStated(tq), Mode: calc.HalfUp,
			Note: fmt.Sprintf("%s = %s", g.rows[total].label, strings.Join(labels, " + ")),
		}
		if gross {
			unit := scaleName(tq)
			s.Deducted = fmt.Sprintf("the tiers sum to %s%s, %s%s more than the %s stated: the total is net of regulatory deductions, which the table does not show",
				grouped(sum, tq), unit, grouped(sum.Sub(value(tq)), tq), unit, grouped(value(tq), tq))
		}
		out.Checks = append(out.Checks, s.Finding())
	}
}

// grouped writes v in the unit q is written in (百万元 figures as
// millions), its digits grouped by thousands: 1,633.
func grouped(v decimal.Decimal, q *schema.TableCell) string {
	v = v.Shift(int32(-q.Scale))
	s := v.StringFixed(int32(max(q.Decimals, 0)))
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	intPart, frac, _ := strings.Cut(s, ".")
	var b strings.Builder
	for i, r := range intPart {
		if i > 0 && (len(intPart)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	out := b.String()
	if frac != "" {
		out += "." + frac
	}
	if neg {
		out = "-" + out
	}
	return out
}

// scaleName names the unit q is written in, when it is scaled: " 百万元".
func scaleName(q *schema.TableCell) string {
	for _, u := range tableUnits {
		if q.Scale == unitScales[u] {
			return " " + u
		}
	}
	return ""
}

// tableUnits are the units of a table's figures, longest first, and
// unitScales their powers of ten: 百万元 is 10^6 元.
var (
	tableUnits = []string{"万亿元", "亿元", "千万元", "百万元", "十万元", "万元", "千元"}
	unitScales = map[string]int{"万亿元": 12, "亿元": 8, "千万元": 7, "百万元": 6, "十万元": 5, "万元": 4, "千元": 3}
)

// sharesOperand is a share-capital cell read as a number of shares: at 1元
// par, 元 of share capital are shares (普通股股本 19,052 百万元 is 19,052
// million shares).
func sharesOperand(name string, q *schema.TableCell) validate.Operand {
	return tableOperand(name, q).WithUnit(normalize.UnitShares)
}

// parShareNote says how a share-capital row is read as shares.
func parShareNote(label string) string {
	return label + " read as the number of shares: share capital at 1元 par, so its 元 are shares"
}
