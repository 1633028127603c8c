package capital_test

import (
	"os"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/pipeline"
)

// TestOfferingSizeWordings: the size check reads the terms the extractors
// record from each wording of the corpus plans: the cap and the par value
// in one sentence (001: 境内优先股总数不超过6亿股（含），总金额不超过人民币
// 600亿元（含）), the amount in another clause than the count (000: 本次募集
// 资金总额不超过800亿元 … 发行不超过8亿股优先股，每股票面金额为人民币壹佰元),
// 每股面值 (003).
func TestOfferingSizeWordings(t *testing.T) {
	want := map[string][]string{
		"000_bac74d30caa566df.txt": {"shares 不超过8亿股", "par 每股票面金额为人民币壹佰元", "stated 不超过800亿元 pass"},
		"001_bfdae5a8f63b378f.txt": {"shares 不超过6亿股（含）", "par 每股票面金额为人民币100元", "stated 不超过人民币600亿元（含） pass"},
		"002_1522606f4fcf738c.txt": {"shares 不超过3亿股", "par 每股票面金额（即面值）人民币100元", "stated 不超过人民币300亿元 pass"},
		"003_62c1a5d2d0aeecb4.txt": {"shares 不超过3亿股", "par 每股面值人民币100元", "stated 不超过人民币300亿元 pass"},
	}
	for name, w := range want {
		raw, err := os.ReadFile("../../corpus/" + name)
		if err != nil {
			t.Fatal(err)
		}
		doc, err := pipeline.Process(name, raw, pipeline.Options{})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, c := range doc.Checks {
			if c.ID != "offering.amount_eq_shares_x_par" {
				continue
			}
			for _, in := range c.Inputs {
				got = append(got, in.Name+" "+in.Text)
			}
			got = append(got, "stated "+c.Stated.Text+" "+c.Status)
		}
		if diff := cmp.Diff(w, got); diff != "" {
			t.Errorf("%s (-want +got)\n%s", name, diff)
		}
	}
}
