package normalize

import "testing"

// TestSharesBeforeIssuer: a share count followed by the issuer's name is
// still a share count, while 股本 (share capital) is not one.
func TestSharesBeforeIssuer(t *testing.T) {
	tests := []struct {
		in, want string // want: the ValueString of the only quantity, "" for none
	}{
		{"认购1,000万股本公司本次发行的优先股", "10000000"},     // 002
		{"拟认购25,000,000股本行本次发行的优先股", "25000000"}, // a bank calls itself 本行
		{"认购3亿股本次发行的优先股", "300000000"},
		{"普通股股本19,052百万元", "19052000000"}, // 股本 here is share capital; the figure is money
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			qs := FindQuantities(tt.in)
			got := ""
			if len(qs) > 0 {
				got = qs[0].ValueString()
			}
			if got != tt.want {
				t.Errorf("FindQuantities(%q) = %q, want %q (%+v)", tt.in, got, tt.want, qs)
			}
		})
	}
}

// TestDistantBound: a bound word may govern a figure from a little further
// back in the clause, with what is measured in between.
func TestDistantBound(t *testing.T) {
	tests := []struct {
		in, bound, text string
	}{
		// 004 第十一条
		{"召集股东所持有表决权股份比例不得低于有表决权股份总数的10%。", BoundGe, "不得低于有表决权股份总数的10%"},
		// 004 第四条
		{"董事人数不足《公司法》规定的法定最低人数,或者少于本行章程所定人数的三分之二时", BoundLt, "少于本行章程所定人数的三分之二"},
		// 004 第三条(十五)
		{"资产金额超过本行最近一期经审计净资产10%的事项", BoundGt, "超过本行最近一期经审计净资产10%"},
		// 001
		{"假设优先股全部转股,最多发行总数为11,538,461,538股A股普通股。", BoundLe, "最多发行总数为11,538,461,538股"},
		// a variant: 不低于 with a measure in between
		{"核心一级资本充足率不低于风险加权资产的7.5%", BoundGe, "不低于风险加权资产的7.5%"},
		// the bound belongs to another clause: not carried over
		{"股价低于净资产,按5%计算", BoundEq, "5%"},
		// a negation in between makes a clause of its own
		{"超过期限但不满足条件的部分按10%计", BoundEq, "10%"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			qs := FindQuantities(tt.in)
			if len(qs) == 0 {
				t.Fatal("no quantity")
			}
			q := qs[len(qs)-1]
			if q.Bound != tt.bound || q.Text != tt.text {
				t.Errorf("bound %s text %q, want %s %q", q.Bound, q.Text, tt.bound, tt.text)
			}
		})
	}
}

// TestAlternativeBound: 至少十五日或十个工作日 bounds both figures (004).
func TestAlternativeBound(t *testing.T) {
	qs := FindQuantities("于临时股东大会召开前至少十五日或十个工作日发出书面通知")
	if len(qs) != 2 || qs[0].Bound != BoundGe || qs[1].Bound != BoundGe {
		t.Errorf("got %+v", qs)
	}
}

// TestDeadlineAndReachBounds: 达…的三分之一 reaches at least a third; a
// period before a date (15个工作日前, 十日以前) is a deadline at least that
// long before it; within a period (5日内) is at most.
func TestDeadlineAndReachBounds(t *testing.T) {
	tests := []struct{ in, bound, value string }{
		{"本行未弥补的亏损达实收股本总额的三分之一时", BoundGe, "0.3333333333"}, // 004 第四条
		{"可以在股东大会召开15个工作日前以书面形式向本行提出临时提案", BoundGe, "15"},  // 004 第十五条
		{"会议召开十日以前发出通知", BoundGe, "10"},
		{"在收到请求后5日内发出通知", BoundLe, "5"},
		{"达成协议后按10%计", BoundEq, "0.10"}, // 达成 is no bound, and nothing 的 before the figure
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			qs := FindQuantities(tt.in)
			if len(qs) != 1 || qs[0].Bound != tt.bound || qs[0].ValueString() != tt.value {
				t.Errorf("got %+v, want bound %s value %s", qs, tt.bound, tt.value)
			}
		})
	}
}

// TestMiddleDotBracketBalance: a bracket whose closing ')' follows brackets
// nested inside it is a bracket; an unclosed one between names is a dot.
func TestMiddleDotBracketBalance(t *testing.T) {
	for in, want := range map[string]string{
		"交易均价(董事会决议日前20个交易日交易均价=交易总额÷交易总量。)(即2.43元/股)": "交易均价(董事会决议日前20个交易日交易均价=交易总额÷交易总量。)(即2.43元/股)",
		"维姆(科克董事委托伊琳(若诗董事出席(以下简称“代理董事”)":               "维姆·科克董事委托伊琳·若诗董事出席(以下简称“代理董事”)",
		"增发新股(不包括因发行的融资工具(如优先股)转股而增加的股本)":              "增发新股(不包括因发行的融资工具(如优先股)转股而增加的股本)",
	} {
		if got, _ := Fold(in); got != want {
			t.Errorf("Fold(%q) = %q, want %q", in, got, want)
		}
	}
}
