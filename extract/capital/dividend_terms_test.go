package capital

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/gonggao/gonggao/schema"
)

func TestDividend(t *testing.T) {
	tests := []struct {
		name string
		text string
		want *schema.Dividend
	}{
		{
			name: "abc_cut_at_top",
			// 000: the plan starts mid-clause; the notice period is in an
			// unnumbered item before "3、股息支付方式".
			text: "(2)本行若决议取消部分或全部优先股派息,将在派息日前至少10个工作日按照相关部门的规定通知优先股股东。\n" +
				"(4)除非本行决议完全派发当期优先股股息,否则本行将不会向普通股股东分红。\n" +
				"3、股息支付方式\n股息以现金方式支付,每年支付一次。如遇约定派息日前需视情况核算并派发优先股股息的情形,股息按上一派息日起优先股实际持有天数计算,其中一年按360日计算。\n" +
				"4、股息累积方式\n在本行决议取消部分或全部优先股派息的情形下,当期未分派股息不累积至之后的计息期。\n" +
				"5、剩余利润分配\n本行的优先股股东按照约定的股息率分配股息后,不再与普通股股东一起参与剩余利润分配。\n",
			want: &schema.Dividend{Cumulative: ptr(false), Participating: ptr(false), Frequency: "annual", Payment: "cash",
				CancelNoticeWorkdays: ptr(10), DayCountBasis: ptr(360), Stopper: ptr(true)},
		},
		{
			name: "reset_fixed_spread",
			// 001's wording.
			text: "六、优先股股东参与分配利润的方式\n1、票面股息率的确定原则\n本次优先股拟采用可分阶段调整的票面股息率,票面股息率为基准利率加固定息差。本次优先股票面股息率将不高于本行最近两个会计年度的年均加权平均净资产收益率。\n" +
				"2、股息发放条件\n(2)本行有权取消本次优先股的派息,且不构成违约事件。\n" +
				"3、股息支付方式\n本次优先股采用每年付息一次的方式,以现金形式支付。\n" +
				"4、股息累积方式\n本次优先股的股息不可累积,即当年度未向本次优先股股东足额派发股息的差额部分,不会累积到下一计息年度。\n" +
				"5、剩余利润分配\n本次优先股股东除按照约定获得股息之外,不再同普通股股东一起参加剩余利润分配。\n",
			want: &schema.Dividend{RateKind: "reset", Spread: "固定息差", Cap: "average_roe_last_two_years", Cancellable: ptr(true),
				Cumulative: ptr(false), Participating: ptr(false), Frequency: "annual", Payment: "cash"},
		},
		{
			name: "five_year_reset_chinese_numerals",
			// 003's wording, with the notice in Chinese numerals.
			text: "(七)股息分配条款\n1、股息率及确定原则\n本次发行的优先股,自缴款截止日起每五年为一个计息周期。本次发行的优先股股息率为基准利率与基本利差之和。基准利率为待偿期为五年的国债收益率平均水平。\n" +
				"2、股息发放条件\n公司决定取消优先股股息支付的,将在付息日前至少十个工作日通知投资者。如果公司全部或部分取消优先股的某一会计年度的股息发放,则公司不得发放该会计年度的普通股股息。\n" +
				"3、股息支付方式\n本次发行的优先股采用每会计年度付息一次的付息方式。\n" +
				"4、股息累积方式\n本次发行的优先股采取非累积股息支付方式。\n",
			want: &schema.Dividend{RateKind: "reset", ReferenceRate: "government_bond_yield", Spread: "基本利差", ResetPeriodYears: ptr(5),
				CancelNoticeWorkdays: ptr(10), Stopper: ptr(true), Frequency: "annual", Cumulative: ptr(false)},
		},
		{
			name: "fixed_rate_semi_variant",
			// A variant: fixed rate, notice written 至少五个工作日, 一年按365天计算.
			text: "(八)股息分配条款\n本次优先股采用固定股息率,按年支付,以现金支付。股息不予累积。计息时一年按365天计算。本行决定取消派息的,将在付息日前至少五个工作日予以公告。\n",
			want: &schema.Dividend{RateKind: "fixed", Frequency: "annual", Payment: "cash", Cumulative: ptr(false), DayCountBasis: ptr(365), CancelNoticeWorkdays: ptr(5)},
		},
		{
			name: "adjustment_period_in_arabic_digits",
			// Another bank's wording: the period named 股息率调整期, in digits.
			text: "(六)票面股息率的确定原则\n本次发行的优先股采用分阶段调整的票面股息率,在一个股息率调整期内以约定的相同票面股息率支付股息,每5年为一个股息率调整期。票面股息率不高于本行最近两个会计年度的年均加权平均净资产收益率。\n",
			want: &schema.Dividend{RateKind: "reset", ResetPeriodYears: ptr(5), Cap: "average_roe_last_two_years"},
		},
		{
			name: "no_dividend_clause",
			text: "(十三)担保安排\n本次发行的优先股无担保安排。\n",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			off, out := runClause(t, tt.text, extractDividend)
			if diff := cmp.Diff(tt.want, off.Dividend, cmpopts.IgnoreFields(schema.Dividend{}, "Evidence")); diff != "" {
				t.Errorf("dividend (-want +got):\n%s", diff)
			}
			if len(out.Warnings) > 0 {
				t.Errorf("warnings: %v", out.Warnings)
			}
		})
	}
}

func TestDividendNotUnderstood(t *testing.T) {
	off, out := runClause(t, "(八)股息分配条款\n具体条款另行公告。\n", extractDividend)
	if off.Dividend != nil {
		t.Errorf("dividend = %+v, want none", off.Dividend)
	}
	if len(out.Warnings) != 1 || out.Warnings[0].Code != schema.WarnNotUnderstood {
		t.Errorf("warnings = %+v, want one %s", out.Warnings, schema.WarnNotUnderstood)
	}
}

// TestParticipating reads whether preference shareholders share in the
// profit left after their dividend, in the wordings of plans that say so
// and of those that deny it.
func TestParticipating(t *testing.T) {
	const title = "(八)股息分配条款\n"
	tests := []struct{ name, text, want string }{
		{"seed_denied", "本行的优先股股东按照约定的股息率分配股息后，不再与普通股股东一起参与剩余利润分配。", "false"},
		{"participates", "优先股股东按照约定的股息率分配股息后，有权同普通股股东一起参加剩余利润分配。", "true"},
		{"participates_of_year", "优先股股东参与公司2017年度剩余利润分配与普通股股东的利润分配同步进行。", "true"},
		{"also", "优先股股东除按照约定获得股息之外，还可以参与剩余利润的分配。", "true"},
		{"no_right", "优先股股东无权参与剩余利润分配。", "false"},
		{"silent", "本次优先股的股息以现金形式支付。", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			off, _ := runClause(t, title+tt.text+"\n", extractDividend)
			got := ""
			if off.Dividend != nil && off.Dividend.Participating != nil {
				got = fmt.Sprint(*off.Dividend.Participating)
			}
			if got != tt.want {
				t.Errorf("participating %q, want %q", got, tt.want)
			}
		})
	}
}
