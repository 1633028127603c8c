package contract

import (
	"testing"
)

// A date the sentence before the items states of them all is each one's
// (2011年7月31日,…分别签署了X和Y的商务合同, 中工国际 2011; 2012年8月16日,
// 公司…分别签订了烟气脱硝装置供货合同, 永清环保 2012); a date the sentence
// gives to an earlier announcement (于2016年8月16日披露《…预中标公告》,…近日
// 收到中标通知书, 佳都科技 2016) is no one's.
func TestItemsDatedBefore(t *testing.T) {
	for _, c := range []struct {
		file, title, company string
		n                    int
		signing, award       string
	}{
		{"items-dated-before-both.txt", "中工国际工程股份有限公司关于签署经营合同的公告", "中工国际工程股份有限公司", 2, "2011-07-31", ""},
		{"items-parts-contract-name-label.txt", "湖南永清环保股份有限公司关于签订重大合同的公告", "湖南永清环保股份有限公司", 2, "2012-08-16", ""},
		{"items-date-of-earlier-notice.txt", "佳都新太科技股份有限公司关于项目中标公告", "佳都新太科技股份有限公司", 2, "", ""},
	} {
		t.Run(c.file, func(t *testing.T) {
			text := phrasingExcerpt(t, c.file)
			out := runAs(t, c.title, c.company, text)
			if len(out.Contracts) != c.n {
				t.Fatalf("%d contracts, want %d", len(out.Contracts), c.n)
			}
			for i, ct := range out.Contracts {
				if ct.SigningDate != c.signing || ct.AwardDate != c.award {
					t.Errorf("contract %d: signing %q award %q, want %q %q", i+1, ct.SigningDate, ct.AwardDate, c.signing, c.award)
				}
			}
		})
	}
}
