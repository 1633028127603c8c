package normalize

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParseArticle(t *testing.T) {
	tests := []struct {
		in    string
		kind  string
		value int
	}{
		{"第一百零五条", NumeralArticle, 105},
		{"第二十七章", NumeralChapter, 27},
		{"第四节", NumeralSection, 4},
		{"第105条", NumeralArticle, 105},
		{"第１０５条", NumeralArticle, 105},
		{"(十九)", NumeralItem, 19},
		{"（十九）", NumeralItem, 19},
		{"(一)", NumeralItem, 1},
		{"第二款", NumeralClause, 2},
		{"第三项", NumeralItem, 3},
		{"附件二", NumeralAnnex, 2},
		{"附件1", NumeralAnnex, 1},
		{"第二百八十六条", NumeralArticle, 286},
		{"第十条", NumeralArticle, 10},
		{"第 12 条", NumeralArticle, 12},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			n, err := ParseArticle(tt.in)
			if err != nil {
				t.Fatal(err)
			}
			if n.Kind != tt.kind || n.Value != tt.value || n.Text != tt.in {
				t.Errorf("ParseArticle(%q) = %+v, want %s %d", tt.in, n, tt.kind, tt.value)
			}
		})
	}
	for _, in := range []string{"", "第四十五五十二条", "(十九八)", "第零条", "第百条", "第一次", "(上接A19版)", "第一百零五", "附件"} {
		t.Run("reject "+in, func(t *testing.T) {
			if n, err := ParseArticle(in); err == nil {
				t.Errorf("ParseArticle(%q) = %+v, want an error", in, n)
			}
		})
	}
}

func TestFindNumerals(t *testing.T) {
	in := "第一章 总则\n第一条 为维护本行、股东和债权人的合法权益,根据第(三)项及第一百零五条的规定,(一)出席会议的股东;详见附件二。第四十五五十二条"
	var got []string
	for _, n := range FindNumerals(in) {
		checkSpan(t, in, n.Span, n.Text)
		got = append(got, n.Kind+" "+n.Text)
	}
	want := []string{"chapter 第一章", "article 第一条", "item 第(三)项", "article 第一百零五条", "item (一)", "annex 附件二"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("FindNumerals (-want +got):\n%s", d)
	}
}

func TestMergedSplits(t *testing.T) {
	tests := []struct {
		in   string
		want []Split
	}{
		{"第四十五五十二条", []Split{{45, 52}}},
		{"四十五五十二", []Split{{45, 52}}},
		{"第九十一百条", []Split{{90, 100}, {91, 900}}},
		{"第一百零五一百一十五条", []Split{{105, 115}}},
		{"六十六十八", []Split{{60, 68}, {66, 18}, {66, 68}}},
		{"第五十八六十六条", []Split{{58, 66}}},
		{"第二百八十六二百九十六条", []Split{{286, 296}}},
		{"(十九八)", []Split{{19, 8}, {19, 18}}},
		{"（十九八）", []Split{{19, 8}, {19, 18}}},
		// Seed 000's amendment table: 第七十九八十九, 第六十六七十六.
		{"七十九八十九", []Split{{79, 89}}},
		{"六十六七十六", []Split{{66, 76}}},
		// Every P+X+Y reading is returned, the implausible ones too; a
		// reading with X == Y (四十 + 五 + 五) strikes nothing and is not.
		{"四十五五", []Split{{45, 5}}},
		{"十一百", []Split{{10, 100}}},
		{"一万万万亿", nil},
		{"百百", nil},
		{"百", nil},
		{"", nil},
		{"五", nil},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got := MergedSplits(tt.in)
			if d := cmp.Diff(tt.want, got); d != "" {
				t.Errorf("MergedSplits(%q) (-want +got):\n%s", tt.in, d)
			}
		})
	}
}
