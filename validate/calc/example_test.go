package calc_test

import (
	"fmt"

	"github.com/gonggao/gonggao/validate/calc"
	"github.com/shopspring/decimal"
)

func ExampleParse() {
	// 001: "A股低于市价增发新股或配股：P1 = P0 × (N + k）/（N + n）；k = n × A / M；"
	f, err := calc.Parse("P1 = P0 × (N + k）/（N + n）；k = n × A / M；")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(f.Target)
	fmt.Println(f.Text())
	fmt.Println(f.Vars())
	fmt.Println(f.Defs[0].Name, "=", f.Defs[0].Expr)

	_, err = calc.Parse("P1=P0/（1+n")
	fmt.Println(err)
	// Output:
	// P1
	// P1=P0*(N+k)/(N+n);k=n*A/M
	// [A M N P0 n]
	// k = n*A/M
	// calc: byte 6: unbalanced '(': no matching ')' before end of formula at byte 12
}

func ExampleFormula_Eval() {
	// 001: 600亿元 of preference shares converted at 5.20元/股.
	f := calc.MustParse("Q=V/P")
	q, err := f.Eval(map[string]decimal.Decimal{
		"V": decimal.RequireFromString("60000000000"),
		"P": decimal.RequireFromString("5.20"),
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(q.RatString())
	// "以去尾法取一股的整数倍": whole shares, truncated.
	fmt.Println(calc.Round(q, 0, calc.Floor))

	_, err = f.Eval(map[string]decimal.Decimal{"V": decimal.RequireFromString("1")})
	fmt.Println(err)
	// Output:
	// 150000000000/13
	// 11538461538
	// calc: Q=V/P: no value for P: missing variable
}

func ExampleRound() {
	q := calc.MustParse("Q=V/P")
	r, _ := q.Eval(map[string]decimal.Decimal{
		"V": decimal.RequireFromString("30000000000"),
		"P": decimal.RequireFromString("9.86"),
	})
	fmt.Println(calc.Round(r, 2, calc.HalfUp))
	fmt.Println(calc.Round(r, 0, calc.Floor))
	fmt.Println(calc.Round(r, -6, calc.HalfUp)) // to the million: 30.43亿
	half := decimal.RequireFromString("2.5").Rat()
	fmt.Println(calc.Round(half, 0, calc.HalfUp), calc.Round(half, 0, calc.HalfEven))
	// Output:
	// 3042596348.88
	// 3042596348
	// 3043000000
	// 3 2
}

func ExampleStated() {
	// 30.43亿股: two places in units of 亿.
	yi := decimal.RequireFromString("100000000")
	stated := calc.StatedScaled(decimal.RequireFromString("30.43"), 2, yi, calc.HalfUp)
	fmt.Println(stated)
	// 11,538,461,538股 by 去尾法.
	fmt.Println(calc.Stated(decimal.RequireFromString("11538461538"), 0, calc.Floor))

	computed := calc.PointDec(decimal.RequireFromString("3042596348.88"))
	fmt.Println(calc.Compare(computed, stated))
	// Output:
	// [3042500000, 3043500000]
	// [11538461538, 11538461539)
	// pass
}

func ExampleFormula_EvalInterval() {
	// 003's table in 百万元: 核心一级资本 201,153 over 加权风险资产 2,310,471,
	// stated as 8.68%. Both inputs are rounded to the million.
	million := decimal.RequireFromString("1000000")
	r := calc.MustParse("R=C/W")
	computed, err := r.EvalInterval(map[string]calc.Interval{
		"C": calc.StatedScaled(decimal.RequireFromString("201153"), 0, million, calc.HalfUp),
		"W": calc.StatedScaled(decimal.RequireFromString("2310471"), 0, million, calc.HalfUp),
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	lo, hi := calc.Round(computed.Lo, 6, calc.Floor), calc.Round(computed.Hi, 6, calc.Ceil)
	fmt.Println(lo, hi)
	stated := calc.StatedScaled(decimal.RequireFromString("8.68"), 2, decimal.RequireFromString("0.01"), calc.HalfUp)
	fmt.Println(calc.Compare(computed, stated))

	// Without W the check cannot be made.
	res, _ := r.Check(map[string]calc.Interval{"C": calc.PointDec(decimal.RequireFromString("201153"))}, stated)
	fmt.Println(res.Status)
	// Output:
	// 0.087061 0.087062
	// fail
	// unverifiable
}

func ExampleFormula_With() {
	// A 10-for-10 bonus issue (每10股送10股): n = 1.
	f := calc.MustParse("P1=P0/（1+n）")
	g, err := f.With(map[string]decimal.Decimal{"n": decimal.NewFromInt(1)})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(g.Vars())
	p1, _ := g.Eval(map[string]decimal.Decimal{"P0": decimal.RequireFromString("9.86")})
	fmt.Println(calc.Round(p1, 2, calc.HalfUp))
	// Output:
	// [P0]
	// 4.93
}
