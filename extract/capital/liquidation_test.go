package capital

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/gonggao/gonggao/schema"
)

func TestLiquidation(t *testing.T) {
	tests := []struct {
		name string
		text string
		want *schema.Liquidation
	}{
		{
			name: "abc_senior_to_ordinary",
			text: "(十)清偿顺序及清算方法\n本次发行的优先股股东优先于普通股股东分配本行剩余财产。剩余财产应当优先向优先股股东支付票面金额与当期已决议支付但尚未支付的股息之和。\n",
			want: &schema.Liquidation{Order: []string{"preference_shareholders", "ordinary_shareholders"}, Amount: "par_plus_unpaid_dividend"},
		},
		{
			name: "ceb_after_creditors",
			text: "十三、清偿顺序及清算方法\n本次发行的优先股股东受偿顺序排在存款人、一般债权人及可转换债券持有人、次级债持有人、二级资本债券持有人及其他二级资本工具持有人之后,优先于本行普通股股东。本次优先股股东应获得的清偿金额为优先股票面总金额与当期已宣告且尚未支付的股息之和。\n",
			want: &schema.Liquidation{Order: []string{"depositors", "general_creditors", "convertible_bond_holders", "subordinated_debt", "preference_shareholders", "ordinary_shareholders"}, Amount: "par_plus_unpaid_dividend"},
		},
		{
			name: "convertible_bonds_other_wording",
			text: "(十一)清偿顺序\n本次优先股股东的受偿顺序排在存款人、一般债权人、可转换公司债券持有人和次级债务之后,先于本公司普通股股东。\n",
			want: &schema.Liquidation{Order: []string{"depositors", "general_creditors", "convertible_bond_holders", "subordinated_debt", "preference_shareholders", "ordinary_shareholders"}},
		},
		{
			name: "cib_dividend_first",
			text: "(十)清算偿付顺序及清算方法\n本次发行的优先股股东受偿顺序排在存款人、一般债权人和次级债务之后,先于公司普通股股东。所支付的清偿金额为当年未取消且尚未派发的股息和所持优先股票面总金额。\n",
			want: &schema.Liquidation{Order: []string{"depositors", "general_creditors", "subordinated_debt", "preference_shareholders", "ordinary_shareholders"}, Amount: "par_plus_unpaid_dividend"},
		},
		{name: "no_liquidation_clause", text: "(十三)担保安排\n无担保安排。\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			off, _ := runClause(t, tt.text, extractLiquidation)
			if diff := cmp.Diff(tt.want, off.Liquidation, cmpopts.IgnoreFields(schema.Liquidation{}, "Evidence")); diff != "" {
				t.Errorf("liquidation (-want +got):\n%s", diff)
			}
		})
	}
}

// TestLiquidationAmountEvidence holds that the amount's evidence takes in
// the dividend's qualifiers.
func TestLiquidationAmountEvidence(t *testing.T) {
	tests := []struct{ name, text, want string }{
		{"cib", "(十)清算偿付顺序及清算方法\n所支付的清偿金额为当年未取消且尚未派发的股息和所持优先股票面总金额。\n", "当年未取消且尚未派发的股息和所持优先股票面总金额"},
		{"ceb", "十三、清偿顺序及清算方法\n清偿金额为优先股票面总金额与当期已宣告且尚未支付的股息之和。\n", "票面总金额与当期已宣告且尚未支付的股息"},
		{"unqualified", "(十)清偿顺序\n清偿金额为尚未支付的股息和票面金额。\n", "尚未支付的股息和票面金额"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			off, _ := runClause(t, tt.text, extractLiquidation)
			if off.Liquidation == nil {
				t.Fatal("no liquidation terms")
			}
			if got := off.Liquidation.Evidence["amount"].Text; got != tt.want {
				t.Errorf("amount evidence %q, want %q", got, tt.want)
			}
		})
	}
}
