package extract

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/normalize"
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
