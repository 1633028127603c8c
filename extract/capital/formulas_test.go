package capital

import (
	"strings"
	"testing"

	"github.com/gonggao/gonggao/extract"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/extract/internal/testdoc"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

func TestScanFormulas(t *testing.T) {
	tests := []struct {
		name string
		text string
		want []string
	}{
		{"full_width_brackets", "送红股或转增股本:P1=P0/(1+n);\n增发新股或配股:P1=P0×(N+Q×(A/M))/(N+Q);\n", []string{"P1=P0/(1+n)", "P1=P0*(N+Q*(A/M))/(N+Q)"}},
		{"spaces_and_chained_definition", "送红股或转增股本:P1= P0 × N /(N + n);\nA股低于市价增发新股或配股:P1 = P0 × (N + k)/(N + n);k = n × A / M;\n", []string{"P1=P0*N/(N+n)", "P1=P0*(N+k)/(N+n);k=n*A/M"}},
		{"share_counts_and_accrued", "计算公式为:Q=V/P,并以去尾法取一股的整数倍。R=W/S,恢复的表决权份额。N=V/Pn,其中。计算公式为:IA=B×i×t/365\n", []string{"Q=V/P", "R=W/S", "N=V/Pn", "IA=B*i*t/365"}},
		{"words", "股息率=基准利率+基本利差。\n", []string{"股息率=基准利率+基本利差"}},
		{"no_formula", "本次优先股的每股票面金额为人民币100元,A股普通股,www.sse.com.cn。\n", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			folded, _ := normalize.Fold(tt.text)
			var got []string
			for _, f := range scanFormulas(folded, []normalize.Span{{Start: 0, End: len(folded)}}) {
				got = append(got, f.Text)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("formulas (-want +got):\n%s", diff)
			}
		})
	}
}

func TestFormulaVariables(t *testing.T) {
	tests := []struct {
		name string
		text string
		want map[string]string
	}{
		{"where_paragraph", "P1=P0/(1+n);\n其中:P0为调整前的转股价格,n为该次普通股送股率或转增股本率,P1为调整后的转股价格。\n",
			map[string]string{"P0": "调整前的转股价格", "n": "该次普通股送股率或转增股本率", "P1": "调整后的转股价格"}},
		{"named_price", "R=W/S,恢复的表决权份额以去尾法取一的整数倍。\n其中:R为份额;W为票面金额;初始折算价格S为交易均价。\n",
			map[string]string{"R": "份额", "W": "票面金额", "S": "交易均价"}},
		{"definition_lines", "IA=B×i×t/365\nIA:指应计股息;\nB:指票面总金额;\ni:指优先股当年股息率;\nt:指计息天数,即实际日历天数(算头不算尾)。\n",
			map[string]string{"IA": "应计股息", "B": "票面总金额", "i": "优先股当年股息率", "t": "计息天数,即实际日历天数(算头不算尾)"}},
		// 000: the meaning of P ends before the bracketed definition of the
		// average and the bracketed figure.
		{"aside_formula_and_figure", "Q=V/P\n其中:Q为每一优先股股东持有的优先股恢复为A股普通股表决权的份额;V为优先股股东持有的优先股票面总金额;P为审议通过本次优先股发行方案的董事会决议日前20个交易日本行A股普通股股票交易均价（董事会决议日前20个交易日本行A股普通股股票交易均价=董事会决议日前20个交易日本行A股普通股股票交易总额÷董事会决议日前20个交易日本行A股普通股股票交易总量。）（即2.43元/股）。\n",
			map[string]string{"Q": "每一优先股股东持有的优先股恢复为A股普通股表决权的份额", "V": "优先股股东持有的优先股票面总金额", "P": "审议通过本次优先股发行方案的董事会决议日前20个交易日本行A股普通股股票交易均价"}},
		// A 即-clause alone, and a figure stated as 初始为.
		{"aside_ji_clause", "R=W/S\n其中:R为恢复的表决权份额;W为优先股票面总金额;S为折算价格（即前二十个交易日均价）。\n",
			map[string]string{"R": "恢复的表决权份额", "W": "优先股票面总金额", "S": "折算价格"}},
		{"aside_figure", "N=V/Pn\n其中:N为恢复的表决权数量;V为票面总金额;Pn为模拟转股价格（初始为9.86元/股）。\n",
			map[string]string{"N": "恢复的表决权数量", "V": "票面总金额", "Pn": "模拟转股价格"}},
		// Negative: an aside that qualifies the meaning stays part of it.
		{"aside_qualifier_kept", "Q=V/P\n其中:Q为转股数量;V为票面总金额;P为前20个交易日均价（不含定价基准日）（含本数）。\n",
			map[string]string{"Q": "转股数量", "V": "票面总金额", "P": "前20个交易日均价(不含定价基准日)(含本数)"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			folded, _ := normalize.Fold(tt.text)
			fs := scanFormulas(folded, []normalize.Span{{Start: 0, End: len(folded)}})
			if len(fs) == 0 {
				t.Fatal("no formula")
			}
			got := map[string]string{}
			for k, sp := range fs[0].Vars {
				got[k] = folded[sp.Start:sp.End]
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("variables (-want +got):\n%s", diff)
			}
		})
	}
}

// TestFormulasListedOnce holds that a formula restated in the same role is
// listed once, at its first statement, while distinct formulas sharing a
// role and one text in two roles are all kept.
func TestFormulasListedOnce(t *testing.T) {
	type row struct{ ID, Text string }
	tests := []struct {
		name string
		text string
		want []row
	}{
		// 003: the 特别提示 and the dividend clause both state the rate.
		{"restated", "重要提示\n1、本次优先股采用分阶段调整的票面股息率,股息率=基准利率+基本利差。\n2、其他。\n股息率确定方式\n本次优先股票面股息率=基准利率+基本利差,基准利率为国债收益率。\n股息率=基准利率+基本利差\n",
			[]row{{"dividend.rate", "股息率=基准利率+基本利差"}, {"dividend.rate-2", "本次优先股票面股息率=基准利率+基本利差"}}},
		{"restated_ascii", "计算公式为:IA=B×i×t/365。\n应计股息计算公式:IA = B × i × t / 365\n",
			[]row{{"formula", "IA=B*i*t/365"}}},
		// Negative: two different formulas for one role are both listed.
		{"distinct_same_role", "股息率=基准利率+基本利差。\n股息率=基准利率+固定溢价。\n",
			[]row{{"dividend.rate", "股息率=基准利率+基本利差"}, {"dividend.rate-2", "股息率=基准利率+固定溢价"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := testdoc.From(tt.name+".txt", tt.text)
			out := extract.Run(doc, schema.Source{Path: tt.name}, []extract.Extractor{Formulas{}})
			var got []row
			for _, f := range out.Formulas {
				got = append(got, row{f.ID, f.Text})
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("formulas (-want +got):\n%s", diff)
			}
		})
	}
}

// TestFormulasSeedOnce holds on the seeds that no formula is listed twice
// in one role, and that 003's restated dividend formula is listed at its
// first statement.
func TestFormulasSeedOnce(t *testing.T) {
	for _, name := range seedNames {
		t.Run(name, func(t *testing.T) {
			out := extract.Run(testdoc.File(t, name), schema.Source{Path: name}, []extract.Extractor{Formulas{}})
			seen := map[string]string{}
			for _, f := range out.Formulas {
				role := strings.TrimRight(strings.TrimRight(f.ID, "0123456789"), "-")
				if prev, ok := seen[role+" "+f.Text]; ok {
					t.Errorf("%s listed twice (%s and %s)", f.Text, prev, f.ID)
				}
				seen[role+" "+f.Text] = f.ID
				if f.ID == "dividend.rate" && name == "003_62c1a5d2d0aeecb4.txt" && f.Text != "股息率=基准利率+基本利差" {
					t.Errorf("dividend.rate = %q", f.Text)
				}
			}
		})
	}
}
