package contract

import "testing"

// A share of revenue stated of the amount without tax is not the share of
// an amount stated with tax: 首航节能 2015-079 (合同总金额(含税):6888.86万元人民币 …
// 合同不含税金额约占公司2014年度营业收入111,601.51万元的5.28%, which 6888.86 over
// 111,601.51 is not) and 国电清新 2013-063 (合同金额(含税):35,839万元人民币 … 年均
// 合同不含税金额(…)约占公司2012年度营业收入的28%). The amount is read; the share
// is left out, so no check compares it with the amount.
func TestShareOfTaxExcluded(t *testing.T) {
	for _, c := range []struct{ file, title, company, amount string }{
		{"amount-share-tax-excluded", "北京首航艾启威节能技术股份有限公司关于签订重大合同的公告", "北京首航艾启威节能技术股份有限公司", "68888600"},
		{"amount-share-tax-excluded-yearly", "北京国电清新环保技术股份有限公司关于签署日常经营重大合同的公告", "北京国电清新环保技术股份有限公司", "358390000"},
	} {
		out := runAs(t, c.title, c.company, phrasingExcerpt(t, c.file+".txt"))
		if len(out.Contracts) != 1 {
			t.Fatalf("%s: %d contracts", c.file, len(out.Contracts))
		}
		ct := out.Contracts[0]
		if ct.Amount == nil || ct.Amount.Value != c.amount {
			t.Errorf("%s: amount %+v, want %s", c.file, ct.Amount, c.amount)
		}
		if ct.RevenueShare != nil || ct.Revenue != nil {
			t.Errorf("%s: share %+v of revenue %+v taken as the amount's", c.file, ct.RevenueShare, ct.Revenue)
		}
	}
}
