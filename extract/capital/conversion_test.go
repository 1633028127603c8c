package capital

import (
	"testing"

	"github.com/gonggao/gonggao/extract"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/schema"
)

func TestConversion(t *testing.T) {
	tests := []struct {
		name                          string
		text                          string
		ratio, price, basis, rounding string
		formula                       string
		adjustments                   []string
		kinds                         []string
	}{
		{
			name: "abc_numbered_paren",
			text: "(八)强制转股条款\n1、转股触发条件\n(1)本行核心一级资本充足率降至5.125%(或以下),则本次发行的优先股将全额或部分转为A股普通股。\n(2)在以下两种情形中较早者发生时,则本次发行的优先股将全额转为A股普通股:(a)中国银监会认定若不进行转股,本行将无法生存;(b)相关部门认定若不进行公共部门注资或提供同等效力的支持,本行将无法生存。\n" +
				"2、转股数量确定原则\n优先股转股数量的计算公式为:Q=V/P。\n其中:V为需要转股的优先股票面金额总额;P为转股价格。\n优先股股东持有的优先股按上述公式计算后,剩余不足转换为一股普通股时,本行将按照监管部门的相关规定进行处理。\n" +
				"3、转股价格及调整机制\n本次发行优先股的初始转股价格为审议通过本次优先股发行方案的董事会决议日前20个交易日本行A股普通股股票交易均价(即2.43元/股)。\n送红股或转增股本:P1=P0/(1+n);\n增发新股或配股:P1=P0×(N+Q×(A/M))/(N+Q);\n其中:P0为调整前的转股价格。\n",
			ratio: "0.05125", price: "2.43", basis: "average_20_trading_days_before_board_resolution", rounding: "regulatory",
			formula: "Q=V/P", adjustments: []string{"P1=P0/(1+n)", "P1=P0*(N+Q*(A/M))/(N+Q)"}, kinds: []string{"additional_tier1", "tier2"},
		},
		{
			name: "ccb_announcement_basis",
			text: "七、强制转股条款\n1、强制转股的触发条件\n(1)当其他一级资本工具触发事件发生时,即核心一级资本充足率降至5.125%(或以下)时,本行有权将本次优先股按合约约定全额或部分转为A股普通股。\n" +
				"3、强制转股价格\n本次优先股的初始强制转股价格为审议通过本次优先股发行方案的董事会决议公告日前二十个交易日本行A股普通股股票交易均价。\n前二十个交易日本行A股普通股股票交易均价=前二十个交易日本行A股普通股股票交易总额/该二十个交易日本行A股普通股股票交易总量,即每股人民币5.20元。\n假设优先股按发行数量上限、以每股人民币100元的票面金额全部并一次性发行,最多发行总数为11,538,461,538股A股普通股。\n" +
				"A股低于市价增发新股或配股:P1 = P0 × (N + k)/(N + n);k = n × A / M;\n" +
				"4、强制转股比例、数量及确定原则\n转股数量的计算方式为:Q=V/P。\n本次优先股强制转股时不足转换为一股的余额,本行将按照有关监管规定进行处理。\n",
			ratio: "0.05125", price: "5.20", basis: "average_20_trading_days_before_board_announcement", rounding: "regulatory",
			formula: "Q=V/P", adjustments: []string{"P1=P0*(N+k)/(N+n);k=n*A/M"}, kinds: []string{"additional_tier1"},
		},
		{
			name: "cib_floor_circled_limbs",
			text: "(八)强制转股条款\n1、强制转股触发事件\n(1)当公司核心一级资本充足率降至5.125%时,本次发行的优先股将按照强制转股价格全额转为公司A股普通股;\n(2)当公司发行的二级资本工具触发事件发生时,本次发行的优先股将全额转为公司A股普通股。其中,二级资本工具触发事件是指以下两种情形的较早发生者:①中国银监会认定若不进行转股或减记,公司将无法生存;②相关部门认定若不进行公共部门注资或提供同等效力的支持,公司将无法生存。\n" +
				"2、强制转股价格及调整方式\n本次发行的优先股初始强制转股价格为本次发行董事会决议公告日前二十个交易日公司A股普通股股票交易均价,即本次发行的优先股初始强制转股价格为9.86元/股。\n" +
				"3、强制转股比例及确定原则\nQ=V0/P,并以去尾法取一股的整数倍。\n",
			ratio: "0.05125", price: "9.86", basis: "average_20_trading_days_before_board_announcement", rounding: "floor",
			formula: "Q=V0/P", kinds: []string{"additional_tier1", "tier2"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			off, _ := runClause(t, tt.text, extractConversion)
			cv := off.Conversion
			if cv == nil {
				t.Fatal("no conversion terms")
			}
			if cv.TriggerCET1Ratio == nil || cv.TriggerCET1Ratio.Value != tt.ratio {
				t.Errorf("trigger ratio = %+v, want %s", cv.TriggerCET1Ratio, tt.ratio)
			}
			if cv.InitialPrice == nil || cv.InitialPrice.Value != tt.price {
				t.Errorf("initial price = %+v, want %s", cv.InitialPrice, tt.price)
			}
			got := []string{cv.PriceBasis, cv.Rounding, cv.Formula}
			if diff := cmp.Diff([]string{tt.basis, tt.rounding, tt.formula}, got); diff != "" {
				t.Errorf("basis, rounding, formula (-want +got):\n%s", diff)
			}
			var adj, kinds []string
			for _, a := range cv.Adjustments {
				adj = append(adj, a.Formula)
			}
			for _, tr := range cv.Triggers {
				kinds = append(kinds, tr.Kind)
				if tr.Kind == "tier2" && len(tr.Limbs) != 2 {
					t.Errorf("tier2 limbs = %q, want two", tr.Limbs)
				}
			}
			if diff := cmp.Diff(tt.adjustments, adj); diff != "" {
				t.Errorf("adjustments (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.kinds, kinds); diff != "" {
				t.Errorf("trigger kinds (-want +got):\n%s", diff)
			}
		})
	}
	t.Run("max_shares", func(t *testing.T) {
		off, _ := runClause(t, tests[1].text, extractConversion)
		if ms := off.Conversion.MaxShares; ms == nil || ms.Value != "11538461538" {
			t.Errorf("max shares = %+v", ms)
		}
	})
	t.Run("no_conversion_clause", func(t *testing.T) {
		off, out := runClause(t, "(十)有条件赎回条款\n本次优先股赎回权为本行所有。\n", extractConversion)
		if off.Conversion != nil || len(out.Warnings) > 0 {
			t.Errorf("conversion = %+v, warnings %v; want nothing", off.Conversion, out.Warnings)
		}
	})
}

// TestConversionStatedIncrease holds that the increase in ordinary shares a
// full conversion at the maximum size would bring, stated outside the
// conversion terms, is taken as max_shares when the terms give none.
func TestConversionStatedIncrease(t *testing.T) {
	terms := "(八)强制转股条款\n1、强制转股触发条件\n当公司核心一级资本充足率降至5.125%时,本次发行的优先股将全额转为公司A股普通股。\n2、强制转股比例及确定原则\nQ=V0/P,并以去尾法取一股的整数倍。\n"
	tests := []struct {
		name, text   string
		value, bound string
		quoted       string
	}{
		{
			// 003: stated in the analysis of the effects, approximately.
			name:  "cib_effect_analysis",
			text:  terms + "五、本次发行对公司的影响\n若本次优先股发行总规模为300亿元,以本次董事会决议公告日前二十个交易日公司A股普通股股票交易均价确定的初始强制转股价格9.86元/股测算,当满足强制转股触发条件时,公司普通股股本总额将约增加30.43亿股。\n",
			value: "3043000000", bound: "eq", quoted: "30.43亿股",
		},
		{
			name:  "full_conversion_wording",
			text:  terms + "(二)对股本结构的影响\n若本次发行的优先股全部转换为A股普通股,本行普通股股本将增加约11.54亿股。\n",
			value: "1154000000", bound: "eq", quoted: "11.54亿股",
		},
		{
			// The class of share between the cue and the figure, a bound
			// and an approximation on the figure.
			name:  "class_between_cue_and_figure",
			text:  terms + "(二)对股本的影响\n按本次发行规模上限及初始强制转股价格计算,全部转股后新增A股普通股不超过约30.43亿股。\n",
			value: "3043000000", bound: "le", quoted: "不超过约30.43亿股",
		},
		{
			name:  "issued_shares",
			text:  terms + "(二)对股本的影响\n若本次发行的优先股按初始强制转股价格全额转股,公司将增发A股普通股约7.53亿股。\n",
			value: "753000000", bound: "eq", quoted: "7.53亿股",
		},
		{
			name:  "count_of_shares_rises",
			text:  terms + "(二)对股本的影响\n本次优先股全部转为A股普通股后,本行A股普通股数量将增加不超过60亿股。\n",
			value: "6000000000", bound: "le", quoted: "不超过60亿股",
		},
		{
			// Negative: the total after conversion is no increase.
			name: "total_after",
			text: terms + "(二)对股本的影响\n本次优先股全部转为A股普通股后,本行普通股股本将由100亿股增加至130亿股。\n",
		},
		{
			// The terms' own maximum wins.
			name:  "terms_give_the_maximum",
			text:  "(八)强制转股条款\n假设优先股全部转股,最多发行总数为11,538,461,538股A股普通股。\n(九)影响\n若本次发行的优先股全部转换为A股普通股,本行普通股股本将新增约11.54亿股。\n",
			value: "11538461538", bound: "le", quoted: "最多发行总数为11,538,461,538股",
		},
		{
			// Negative: a smaller issue size is no full conversion at the maximum.
			name: "other_size",
			text: terms + "五、本次发行对公司的影响\n若本次优先股发行规模为100亿元,当满足强制转股触发条件时,公司普通股股本总额将约增加10.14亿股。\n",
		},
		{
			// Negative: an increase that is no conversion.
			name: "no_conversion",
			text: terms + "五、其他\n本次发行规模为300亿元,公司前次配股后普通股股本增加19.05亿股。\n",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			off, _ := runClause(t, tt.text, func(c *extract.Context, p *plan, off *schema.Offering) {
				off.AmountMax = &schema.Quantity{Value: "30000000000", Unit: "CNY", Bound: "le"}
				extractConversion(c, p, off)
			})
			if off.Conversion == nil {
				t.Fatal("no conversion terms")
			}
			q := off.Conversion.MaxShares
			var got []string
			if q != nil {
				got = []string{q.Value, q.Bound, q.Text}
			}
			var want []string
			if tt.value != "" {
				want = []string{tt.value, tt.bound, tt.quoted}
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("max_shares (-want +got):\n%s", diff)
			}
		})
	}
}
