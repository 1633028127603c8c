package proposal

import (
	"strconv"
	"strings"

	"github.com/gonggao/gonggao/schema"
	"github.com/gonggao/gonggao/validate"
	"github.com/gonggao/gonggao/validate/calc"
)

// ListTotals checks an average or a total stated after a list of figures
// in the same sentence (the extracted list_totals): 003 "2011年度、2012年度
// 和2013年度实现归属母公司普通股股东的净利润分别为255.05亿元、347.18亿元和
// 412.11亿元，年平均净利润为338.11亿元" gives text.average, 338.11亿 =
// (255.05亿 + 347.18亿 + 412.11亿) / 3; "合计/共计/总计 …" after a list
// gives text.sum. All the figures are rounded to their stated places.
type ListTotals struct{}

// ID implements Check.
func (ListTotals) ID() string { return "text" }

// Run implements Check.
func (ListTotals) Run(_ *validate.Pass, out *schema.Document) {
	for _, lt := range out.ListTotals {
		st, ok := validate.SchemaStated(&lt.Total, calc.HalfUp)
		if !ok {
			continue
		}
		var ops []validate.Operand
		var names []string
		for i := range lt.Items {
			n := "x" + strconv.Itoa(i+1)
			o, ok := validate.SchemaOperand(n, &lt.Items[i], calc.HalfUp)
			if !ok {
				break
			}
			names = append(names, n)
			ops = append(ops, o)
		}
		if len(ops) != len(lt.Items) {
			continue
		}
		formula := "S=" + strings.Join(names, "+")
		if lt.Of == schema.ListAverage {
			formula = "A=(" + strings.Join(names, "+") + ")/" + strconv.Itoa(len(names))
		}
		out.Checks = append(out.Checks, validate.Spec{
			ID: "text." + lt.Of, Formula: formula, Ops: ops, Stated: st, Mode: calc.HalfUp,
		}.Finding())
	}
}
