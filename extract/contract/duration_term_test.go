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

// A figure after the term that is not the term's own is not read as the
// duration: an extension and a period inside the term (both from real
// filings' clauses).
func TestDurationContractTermNotOther(t *testing.T) {
	for _, text := range []string{
		"本协议自2016年12月1日起生效,有效期至2017年09月30日结束,不得自动延期。双方将在本协议期满前的3个月进行商讨,如双方同意,合同期限可延长1年。",
		"合同工作量:业主承诺给予承包商合同期内每365天期限里,每支井队保底工作量为刚果(布)佳柔油田8口井。",
	} {
		body := "证券代码:600000证券简称:某某股份公告编号:临2016-001\n某某股份有限公司关于签订重大合同的公告\n本公司与甲公司签订了钻井服务合同,合同金额为1000万元。" + text + "\n"
		out := runAs(t, "某某股份有限公司关于签订重大合同的公告", "某某股份有限公司", body)
		if len(out.Contracts) == 0 {
			t.Fatalf("%q: no contract", text)
		}
		for _, c := range out.Contracts {
			if c.Duration != nil {
				t.Errorf("%q: duration %+v, want none", text, c.Duration)
			}
		}
	}
}
