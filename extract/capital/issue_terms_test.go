package capital

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestIssueTerms(t *testing.T) {
	tests := []struct {
		name string
		text string
		// shares, amount, par, issue price, method, tranches, maturity, lock-up, proceeds, guarantee
		want []string
		inv  int
	}{
		{
			name: "ccb_domestic",
			text: "一、本次发行优先股的种类和发行数量\n本次拟发行的境内优先股总数不超过6亿股(含),总金额不超过人民币600亿元(含)。\n二、票面金额和发行价格\n本次优先股的每股票面金额为人民币100元,以票面金额平价发行。\n三、存续期限\n本次优先股无到期日。\n四、募集资金用途\n全部用于补充本行其他一级资本。\n五、发行方式和发行对象\n本次优先股将采取非公开发行的方式,一次或分次发行。每次发行对象不超过二百人。\n",
			want: []string{"600000000", "60000000000", "100", "at_par", "non_public", "single_or_multiple", "perpetual", "", "additional_tier1", ""},
			inv:  200,
		},
		{
			name: "cib_face_value",
			text: "(二)发行数量和规模\n本次拟发行的优先股总数不超过3亿股,总额不超过人民币300亿元。\n(三)面值和发行价格\n本次发行的优先股每股面值人民币100元,按面值发行。\n(四)发行方式\n本次发行的优先股将采取非公开发行的方式,按照相关程序一次发行。\n(五)发行对象\n发行对象为不超过200名的合格投资者。\n(六)存续期限\n本次发行的优先股无到期期限。\n(十四)担保情况\n本次发行的优先股无担保安排。\n(十五)转让安排\n本次发行的优先股不设限售期。\n(十六)募集资金用途\n拟全部用于补充公司一级资本。\n",
			want: []string{"300000000", "30000000000", "100", "at_par", "non_public", "single", "perpetual", "none", "tier1", "none"},
			inv:  200,
		},
		{
			name: "size_in_annex_capital_numerals",
			// 000: the plan's own size section is lost; the annex states it.
			text: "(十一)募集资金用途\n本次募集资金总额不超过800亿元,用于补充本行其他一级资本。\n附件二\n本行本次拟采取非公开发行的方式,发行不超过8亿股优先股,每股票面金额为人民币壹佰元,按票面金额平价发行。\n",
			want: []string{"800000000", "80000000000", "100", "at_par", "non_public", "", "", "", "additional_tier1", ""},
		},
		{
			name: "nothing_stated",
			text: "(十二)评级安排\n本次发行的优先股未安排评级。\n",
			want: []string{"", "", "", "", "", "", "", "", "", ""},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			off, _ := runClause(t, tt.text, extractIssueTerms)
			got := []string{"", "", "", off.IssuePrice, off.Method, off.Tranches, off.Maturity, off.LockUp, off.ProceedsUse, off.Guarantee}
			if off.SharesMax != nil {
				got[0] = off.SharesMax.Value
			}
			if off.AmountMax != nil {
				got[1] = off.AmountMax.Value
			}
			if off.ParValue != nil {
				got[2] = off.ParValue.Value
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("terms (-want +got):\n%s", diff)
			}
			inv := 0
			if off.InvestorsMax != nil {
				inv = *off.InvestorsMax
			}
			if inv != tt.inv {
				t.Errorf("investors max = %d, want %d", inv, tt.inv)
			}
		})
	}
}
