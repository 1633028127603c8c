package capital

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// TestBondTermsRealExcerpts reads a convertible bond's terms from real
// excerpts (testdata/bond/NOTICE) in wordings the whole documents of
// corpus/real/convertible do not hold; the expected figures are the
// excerpts' own.
func TestBondTermsRealExcerpts(t *testing.T) {
	for _, tc := range []struct {
		file               string
		amount, amountText string
		bound              string
		par                string
		term               int
	}{
		// 崇达技术 (2019), a board's plan: "本次拟发行可转\n换公司债券募集资金总额不超过
		// 人民币 140,000.00 万元(含 140,000.00 万元)", the label broken over lines.
		{"chongda_2019_board_size.txt", "1400000000", "不超过人民币 140,000.00 万元", schema.BoundLe, "", 0},
		// 荣泰健康 (2023), an issued bond restated in an amendment of the
		// articles: "每张面值 100 元,发行总\n额 60,000.00 万元,期限 6 年", the
		// label 发行总额 broken over lines.
		{"rongtai_2023_issued_bond.txt", "600000000", "60,000.00 万元", schema.BoundEq, "100", 6},
	} {
		t.Run(tc.file, func(t *testing.T) {
			raw, err := os.ReadFile(filepath.Join("testdata", "bond", tc.file))
			if err != nil {
				t.Fatal(err)
			}
			doc := clauseDoc(tc.file, string(raw))
			c := &extract.Context{Doc: doc, Out: &schema.Document{}}
			var off schema.Offering
			bondTerms(c, []normalize.Span{{Start: 0, End: len(doc.Text)}}, &off)
			if off.AmountMax == nil || off.AmountMax.Value != tc.amount || off.AmountMax.Bound != tc.bound || off.AmountMax.Text != tc.amountText {
				t.Errorf("amount_max %+v, want %s (%s) from %q", off.AmountMax, tc.amount, tc.bound, tc.amountText)
			}
			switch {
			case tc.par == "" && off.ParValue != nil:
				t.Errorf("par_value %+v, none stated", off.ParValue)
			case tc.par != "" && (off.ParValue == nil || off.ParValue.Value != tc.par):
				t.Errorf("par_value %+v, want %s", off.ParValue, tc.par)
			}
			if got := off.TermYears; tc.term == 0 && got != nil || tc.term != 0 && (got == nil || *got != tc.term) {
				t.Errorf("term_years %v, want %d", got, tc.term)
			}
		})
	}
}
