package contract

import "testing"

// The term of a contract is its duration when no 工期 is stated: 中材国际
// 临2007-019 (…合同总金额为4200万美元,合同期为20个月); a 建设期 stated with the term
// is the duration (兴源环境 2017-084: A类项目合同期为15年(含建设期2年,运营维护期13年)).
func TestDurationContractTerm(t *testing.T) {
	for _, c := range []struct{ file, title, company, value, unit string }{
		{"duration-contract-term", "中国中材国际工程股份有限公司关于签署重大经营合同的公告", "中国中材国际工程股份有限公司", "20", "months"},
		{"duration-term-with-construction", "兴源环境科技股份有限公司关于公司签订日常经营重大合同的公告", "兴源环境科技股份有限公司", "2", "years"},
	} {
		out := runAs(t, c.title, c.company, phrasingExcerpt(t, c.file+".txt"))
		if len(out.Contracts) != 1 {
			t.Fatalf("%s: %d contracts", c.file, len(out.Contracts))
		}
		if d := out.Contracts[0].Duration; d == nil || d.Value != c.value || d.Unit != c.unit {
			t.Errorf("%s: duration %+v, want %s %s", c.file, d, c.value, c.unit)
		}
	}
}
