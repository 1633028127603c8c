package capital

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/gonggao/gonggao/schema"
)

func TestRedemption(t *testing.T) {
	tests := []struct {
		name string
		text string
		want *schema.Redemption
	}{
		{
			name: "abc_expiry_of_five_years",
			text: "(七)有条件赎回条款\n1、赎回权行使主体\n本次优先股发行设置发行人有条件赎回条款,不设置投资者回售条款,优先股股东无权要求本行赎回优先股。\n2、赎回条件及赎回期\n经中国银监会事先批准,本行在下列情形下可行使赎回权:\n本行有权自发行日后期满5年之日起,于每年的优先股派息日全部或部分赎回本次发行的优先股。\n3.赎回价格\n优先股以现金方式赎回,赎回价格为票面金额与当期已决议支付但尚未支付的股息之和。\n",
			want: &schema.Redemption{IssuerOnly: ptr(true), EarliestAfterYears: ptr(5), RegulatorApproval: ptr(true), PriceRule: "par_plus_declared_dividend"},
		},
		{
			name: "ceb_declared",
			text: "十、有条件赎回条款\n(一)赎回权的行使主体\n本次优先股赎回权为本行所有,本行行使有条件赎回权应得到中国银监会的事先批准。\n(二)赎回条件及赎回期\n本次优先股自发行结束之日起5年后,在任何一个可赎回日,本行有权全部或部分赎回本次优先股。\n(三)赎回价格及定价原则\n赎回价格为票面金额加当期已宣告且尚未支付的股息。\n",
			want: &schema.Redemption{IssuerOnly: ptr(true), EarliestAfterYears: ptr(5), RegulatorApproval: ptr(true), PriceRule: "par_plus_declared_dividend"},
		},
		{
			name: "cib_accrued_formula",
			text: "(九)有条件赎回条款\n1、赎回权行使的主体\n本次发行的优先股的赎回权为公司所有。\n2、赎回条件及赎回期\n本次发行的优先股自发行结束之日起五年后,如果得到中国银监会的批准,公司有权行使赎回权。\n3、赎回价格及定价原则\n本次发行的优先股的赎回价格为优先股面值加公司宣告赎回的公告日的计息年度应计股息。应计股息的计算公式为:IA=B×i×t/365\nIA:指应计股息;\n",
			want: &schema.Redemption{IssuerOnly: ptr(true), EarliestAfterYears: ptr(5), RegulatorApproval: ptr(true), PriceRule: "par_plus_accrued", Formula: "IA=B*i*t/365"},
		},
		{
			name: "no_redemption_clause",
			text: "(十四)担保情况\n本次优先股无担保安排。\n",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			off, _ := runClause(t, tt.text, extractRedemption)
			if diff := cmp.Diff(tt.want, off.Redemption, cmpopts.IgnoreFields(schema.Redemption{}, "Evidence")); diff != "" {
				t.Errorf("redemption (-want +got):\n%s", diff)
			}
		})
	}
}
