package normalize

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestNewPrefilter checks the literals read from expressions of the kinds
// the extractors and checks use.
func TestNewPrefilter(t *testing.T) {
	tests := []struct {
		name string
		expr string
		want Prefilter
	}{
		{"alternation of words", `(?:总股本|股份总数|股本总额|普通股总数)(?:为|是|:)?`, Prefilter{"总股本", "股份总数", "股本总额", "普通股总数"}},
		{"literal after a gap", `不足(?:转换为|转为)?一股[^。]{0,30}?处理`, Prefilter{"不足"}},
		{"longest literal of a concatenation", `持有[^。,]{0,12}?(?:普通股)?股份`, Prefilter{"持有"}},
		{"small class", `参[与加]分配`, Prefilter{"参与分配", "参加分配"}},
		{"class alone", `[境内外]`, Prefilter{"内", "境", "外"}},
		{"repetition of at least one", `(?:优先股)+`, Prefilter{"优先股"}},
		{"optional only", `(?:优先股)?`, nil},
		{"branch without a literal", `总股本|\d+`, nil},
		{"case folded", `(?i)abc`, nil},
		{"wide class", `[0-9]+`, nil},
		{"factored words", `(?:每年|每一年)付息一次`, Prefilter{"每年付息一次", "每一年付息一次"}},
		{"empty branch", `(?:甲|)乙`, Prefilter{"乙"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, NewPrefilter(regexp.MustCompile(tt.expr))); diff != "" {
				t.Errorf("NewPrefilter(%q) (-want +got):\n%s", tt.expr, diff)
			}
		})
	}
}

// TestPrefilterNeverHidesAMatch runs expressions over every line and
// sentence of the seeds and over written variants: wherever the expression
// matches, its Prefilter must let the text through.
func TestPrefilterNeverHidesAMatch(t *testing.T) {
	exprs := []string{
		`(?:总股本|股份总数|股本总额|普通股总数)(?:为|是|:)?`,
		`(?:按|以)(?:票面金额|面值)(?:平价)?发行|平价发行|按面值发行`,
		`不(?:再)?(?:与|同)?[^。]{0,10}?参[与加][^。]{0,4}?剩余利润(?:的)?分配`,
		`(?:期满|满|起|之后|后)\s?([0-9]{1,2}|[一二三四五六七八九十]{1,2})\s?年(?:之日起|后|以后|之后)`,
		`[一二三四五六七八九十]+、`,
		`(?:上海|深圳)证券交易所`,
	}
	texts := []string{
		"公司总股本为1,000股", "股份总数:12股", "普通股总数是3", "总股 本",
		"按票面金额平价发行", "以面值发行", "按面值发行", "平价发行", "票面金额发行",
		"不再与普通股股东一起参加剩余利润分配", "不参与剩余利润的分配",
		"自发行之日起5年后", "满 五 年之后", "十一、", "深圳证券交易所",
	}
	seeds, _ := filepath.Glob(filepath.Join("..", "corpus", "*.txt"))
	for _, p := range seeds {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		folded, _ := Fold(string(b))
		for _, line := range strings.Split(folded, "\n") {
			texts = append(texts, strings.Split(line, "。")...)
		}
	}
	for _, expr := range exprs {
		re := regexp.MustCompile(expr)
		pre := NewPrefilter(re)
		if pre == nil {
			t.Errorf("NewPrefilter(%q) = nil", expr)
		}
		matched := 0
		for _, s := range texts {
			if re.MatchString(s) {
				matched++
				if !pre.MayMatch(s) {
					t.Errorf("%q matches %q but its prefilter %q says it cannot", expr, s, pre)
				}
			}
		}
		if matched == 0 {
			t.Errorf("%q matches none of the texts", expr)
		}
	}
}
