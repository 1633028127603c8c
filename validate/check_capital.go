package validate

import (
	"fmt"
	"strings"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
	"github.com/gonggao/gonggao/validate/calc"
)

// capitalRatioSuffix ends the label of a capital adequacy row: 核心一级资本
// 充足率, 一级资本充足率, 资本充足率 (003).
const capitalRatioSuffix = "充足率"

// rwaWords name the denominator row: "加权风险资产合计" (003), "风险加权资产".
var rwaWords = []string{"风险加权资产", "加权风险资产"}

// deductionNote explains why a capital ratio does not follow from gross
// capital figures.
const deductionNote = "the ratio is computed by the regulator's rules on capital after regulatory deductions, which the table does not show; it does not follow from the table's own figures"

// capital checks capital adequacy ratios against their capital and
// risk-weighted assets, and the change of total capital across an issue.
func (Tables) capital(doc *normalize.Doc, g grid, out *schema.Document) {
	rwa := g.find(func(o gridRow) bool { return containsAny(o.key, rwaWords) && isAmountRow(o) })
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
		nums := []int{g.find(func(o gridRow) bool { return o.key == name+"净额" && isAmountRow(o) })}
		net := nums[0] >= 0
		if !net {
			nums[0] = g.find(func(o gridRow) bool { return o.key == name && isAmountRow(o) })
		}
		if nums[0] < 0 && name == "一级资本" {
			// 一级资本: 核心一级资本和其他一级资本 (the definition in 003's 释义).
			nums = []int{
				g.find(func(o gridRow) bool { return o.key == "核心一级资本" && isAmountRow(o) }),
				g.find(func(o gridRow) bool { return o.key == "其他一级资本" }),
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
			var ops []operand
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
				ops = append(ops, tableOperand(doc, nm, cq))
				names = append(names, nm)
				labels = append(labels, g.rows[n].label)
			}
			if !ok {
				continue
			}
			ops = append(ops, tableOperand(doc, "W", dq))
			num := strings.Join(names, "+")
			if len(names) > 1 {
				num = "(" + num + ")"
			}
			s := spec{
				id: "capital.ratio", formula: "R=" + num + "/W", ops: ops,
				stated: textStated(doc, *q, calc.HalfUp), mode: calc.HalfUp,
				note: fmt.Sprintf("%s = %s / %s", r.label, capitalLabel(labels), g.rows[rwa].label),
			}
			if !net {
				s.failNote = deductionNote
			}
			out.Checks = append(out.Checks, s.finding())
		}
	}
	// table.sum: the total after the issue is the total before plus the
	// change of every component that changed.
	if g.before < 0 {
		return
	}
	total := g.find(func(o gridRow) bool { return o.key == "资本净额" || o.key == "总资本净额" })
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
		ops := []operand{tableOperand(doc, "T0", before)}
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
			if a.Stated == b.Stated {
				continue // unchanged: stated alike before and after
			}
			n := len(labels) + 1
			ops = append(ops, tableOperand(doc, fmt.Sprintf("a%d", n), a), tableOperand(doc, fmt.Sprintf("b%d", n), b))
			formula += fmt.Sprintf("+(a%d-b%d)", n, n)
			labels = append(labels, o.label)
		}
		if ops == nil || len(labels) == 0 {
			continue
		}
		out.Checks = append(out.Checks, spec{
			id: "table.sum", formula: formula, ops: ops,
			stated: textStated(doc, *after, calc.HalfUp), mode: calc.HalfUp,
			note: fmt.Sprintf("%s after = before + change of %s", g.rows[total].label, strings.Join(labels, ", ")),
		}.finding())
	}
}

// isCapitalComponent reports whether a row is a component of total capital:
// 核心一级资本, 其他一级资本, 二级资本 (003).
func isCapitalComponent(key string) bool {
	return strings.HasSuffix(key, "资本") && !strings.HasSuffix(key, capitalRatioSuffix) && key != "资本净额"
}

// sizeWords mark the assumed size of the issue before a table:
// "假设发行规模为300亿元人民币" (003), "按发行规模…测算".
var sizeWords = []string{"发行规模", "发行总规模", "募集资金总额", "发行总额"}

// scenarios checks the columns of a table that assume a dividend rate.
func (Tables) scenarios(doc *normalize.Doc, g grid, ctx string, at int, out *schema.Document) {
	shares := g.find(func(o gridRow) bool { return strings.HasSuffix(o.key, "股本") && isAmountRow(o) })
	eps := g.find(func(o gridRow) bool { return strings.Contains(o.key, "每股收益") })
	profit := g.find(func(o gridRow) bool { return strings.HasSuffix(o.key, "净利润") && isAmountRow(o) })
	if eps >= 0 {
		for col := range g.rows[eps].cells {
			if e, p, n := g.cell(eps, col), g.cell(profit, col), g.cell(shares, col); isFigure(e) && isFigure(p) && isFigure(n) {
				out.Checks = append(out.Checks, spec{
					id: "table.eps", formula: "eps=E/N",
					ops:    []operand{tableOperand(doc, "E", p), tableOperand(doc, "N", n)},
					stated: textStated(doc, *e, calc.HalfUp), mode: calc.HalfUp,
					note: "share capital at 1元 par read as the number of shares",
				}.finding())
			}
		}
	}
	if len(g.rates) == 0 || g.before < 0 {
		return
	}
	// The assumed size: the last amount in a sentence before the table that
	// assumes (假设) a size.
	var size *normalize.Quantity
	base := at - len(ctx)
	for _, s := range strings.Split(ctx, "。") {
		if strings.Contains(s, "假设") && containsAny(s, sizeWords) {
			off := base + strings.Index(ctx, s)
			for _, q := range quantities(doc, normalize.Span{Start: off, End: off + len(s)}) {
				if q.Unit == normalize.UnitCNY {
					q := q
					size = &q
					break
				}
			}
		}
	}
	equity := g.find(func(o gridRow) bool { return strings.Contains(o.key, "股东权益") && isAmountRow(o) })
	for col := range g.rows[0].cells {
		rate, hasRate := g.rates[col]
		if size != nil && hasRate && col != g.before {
			if after, before := g.cell(profit, col), g.cell(profit, g.before); isFigure(after) && isFigure(before) {
				out.Checks = append(out.Checks, spec{
					id: "dividend.scenario.net_profit", formula: "E1=E0-B*r",
					ops:    []operand{tableOperand(doc, "E0", before), exactOperand(doc, "B", *size), exactOperand(doc, "r", rate)},
					stated: textStated(doc, *after, calc.HalfUp), mode: calc.HalfUp,
					note: "net profit after paying a year's dividend at the assumed rate on the assumed size",
				}.finding())
			}
			if after, before := g.cell(equity, col), g.cell(equity, g.before); isFigure(after) && isFigure(before) {
				out.Checks = append(out.Checks, spec{
					id: "dividend.scenario.equity", formula: "Q1=Q0+B-B*r",
					ops:    []operand{tableOperand(doc, "Q0", before), exactOperand(doc, "B", *size), exactOperand(doc, "r", rate)},
					stated: textStated(doc, *after, calc.HalfUp), mode: calc.HalfUp,
					note: "equity after the issue (fees not considered) less a year's dividend",
				}.finding())
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
