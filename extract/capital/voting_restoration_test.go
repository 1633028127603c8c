package capital

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/gonggao/gonggao/schema"
)

var allMatters = []string{"amend_articles", "reduce_capital", "merger_division_dissolution", "issue_preference_shares", "other"}

func TestVoting(t *testing.T) {
	tests := []struct {
		name        string
		text        string
		matters     []string
		restoration *schema.Restoration
	}{
		{
			name: "abc_combined_section",
			text: "(九)表决权的限制和恢复\n1、表决权限制\n出现以下情况之一的,优先股股东有权出席股东大会会议:\n(1)修改本行章程中与优先股相关的内容;\n(2)一次或累计减少本行注册资本超过百分之十;\n(3)本行合并、分立、解散或变更公司形式;\n(4)本行发行优先股;\n(5)法律、行政法规、部门规章和本行章程规定的其他情形。\n上述事项的决议,还须经出席会议的优先股股东所持表决权的三分之二以上通过。\n" +
				"2、表决权恢复机制\n当本行累计3个会计年度或连续2个会计年度未按约定支付优先股股息的,优先股股东有权出席股东大会与普通股股东共同表决。\n恢复表决权的优先股股东享有的表决权计算公式为:Q=V/P,并以去尾法取一股的整数倍。\n其中:V为恢复表决权的优先股股东持有的票面金额总额;P为交易均价(即2.43元/股)。\n表决权恢复直至本行全额支付当年优先股股息。\n",
			matters:     allMatters,
			restoration: &schema.Restoration{CumulativeYears: ptr(3), ConsecutiveYears: ptr(2), Rounding: "floor", Formula: "Q=V/P", EndsWhen: "full_dividend_paid"},
		},
		{
			name: "ceb_han_numbered",
			text: "十一、表决权限制\n如出现以下情况之一的,本次优先股股东有权出席股东大会会议:\n(一)修改本行公司章程中与优先股相关的内容;\n(二)本行一次或累计减少本行注册资本超过百分之十;\n(三)本行分立、合并、解散或者变更公司形式;\n(四)本行发行优先股;\n(五)公司章程规定的其他变更或者废除优先股股东权利的情形。\n上述事项的决议,还须经出席会议的优先股股东所持表决权的三分之二以上通过。\n" +
				"十二、表决权恢复\n(一)表决权恢复条款\n本行累计三个会计年度或连续两个会计年度未按约定支付优先股股息的,本次优先股股东有权出席股东大会。\nR=W/S,恢复的表决权份额以去尾法取一的整数倍。\n前二十个交易日本行A股普通股股票交易均价=前二十个交易日本行A股普通股股票交易总额/该二十个交易日本行A股普通股股票交易总量,即每股人民币2.72元。\n(三)表决权恢复条款的解除\n表决权恢复后,当本行已全额支付当年优先股股息时,则自全额付息之日起,表决权将予以终止。\n",
			matters:     allMatters,
			restoration: &schema.Restoration{CumulativeYears: ptr(3), ConsecutiveYears: ptr(2), Rounding: "floor", Formula: "R=W/S", EndsWhen: "full_dividend_paid"},
		},
		{
			name: "cib_arabic_numbered_price_elsewhere",
			text: "(十一)表决权限制\n除以下事项外,优先股股东不出席股东大会:\n1、修改《公司章程》中与优先股相关的内容;\n2、公司一次或累计减少公司注册资本超过百分之十;\n3、公司的合并、分立、解散或者变更公司形式;\n4、发行优先股;\n5、法律、行政法规、部门规章及《公司章程》规定的其他情形。\n上述事项还须经出席会议的优先股股东所持表决权的三分之二以上通过。\n" +
				"(十二)表决权恢复\n1、表决权恢复条款\n累计三个会计年度或连续两个会计年度未按约定支付优先股股息,优先股股东有权出席股东大会。\nN=V/Pn,\n其中:V为优先股股东持有的优先股票面总金额;模拟转股价格Pn为交易均价。恢复的表决权份额以去尾法取一股的整数倍。\n" +
				"三、风险\n以初始模拟转股价格9.86元/股测算,公司享有表决权的股份将约增加30.43亿股。\n",
			matters:     allMatters,
			restoration: &schema.Restoration{CumulativeYears: ptr(3), ConsecutiveYears: ptr(2), Rounding: "floor", Formula: "N=V/Pn"},
		},
		{
			name: "no_voting_clause",
			text: "(十三)评级安排\n本次发行的优先股具体的评级安排将根据相关法律法规确定。\n",
		},
	}
	prices := map[string]string{"abc_combined_section": "2.43", "ceb_han_numbered": "2.72", "cib_arabic_numbered_price_elsewhere": "9.86"}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			off, out := runClause(t, tt.text, extractVoting)
			var matters []string
			if off.Voting != nil {
				matters = off.Voting.Matters
				if th := off.Voting.Threshold; th == nil || th.Fraction != "2/3" || th.Bound != schema.BoundGe {
					t.Errorf("threshold = %+v, want 2/3 or more", th)
				}
			}
			if diff := cmp.Diff(tt.matters, matters); diff != "" {
				t.Errorf("matters (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.restoration, off.VotingRestoration, cmpopts.IgnoreFields(schema.Restoration{}, "Evidence", "Price")); diff != "" {
				t.Errorf("restoration (-want +got):\n%s", diff)
			}
			if want := prices[tt.name]; want != "" {
				if r := off.VotingRestoration; r == nil || r.Price == nil || r.Price.Value != want {
					t.Errorf("restoration price = %+v, want %s", off.VotingRestoration, want)
				}
			}
			if tt.restoration == nil && len(out.Warnings) > 0 {
				t.Errorf("warnings: %v", out.Warnings)
			}
		})
	}
}
