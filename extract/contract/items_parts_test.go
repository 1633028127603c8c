package contract

import (
	"testing"
)

// A whole priced before its parts (…中标价为39,939.370616万元。其中:⏎1.…项目,
// 中标价为20,470.728898万元;…, 粤水电 2017; 两份业务合同,合同金额共计3050万
// 美元。其中,…, 三维丝), or a total stated after the last of them (估算投资:
// 本项目(一期)估算总投资为6.0845亿元, 盈峰环境 2017), is the parts' stated
// total, kept apart from them.
func TestPartsWholeTotal(t *testing.T) {
	for _, c := range []struct {
		file, title, company string
		n                    int
		total, unit          string
	}{
		{"items-lot-place-count.txt", "广东水电二局股份有限公司关于2017年度河源、云浮等五市垦造水田项目EPC总承包(第一批)中标的公告", "广东水电二局股份有限公司", 11, "399393706.16", "CNY"},
		{"items-sub-projects-scale.txt", "盈峰环境科技集团股份有限公司关于环保产业中标公示的提示性公告", "盈峰环境科技集团股份有限公司", 3, "608450000", "CNY"},
		{"items-parts-after-whole.txt", "厦门三维丝环保股份有限公司关于子公司签署重大合同的公告", "厦门三维丝环保股份有限公司", 2, "30500000", "USD"},
	} {
		t.Run(c.file, func(t *testing.T) {
			text := phrasingExcerpt(t, c.file)
			out := runAs(t, c.title, c.company, text)
			if c.n >= 0 && len(out.Contracts) != c.n {
				t.Fatalf("%d contracts, want %d", len(out.Contracts), c.n)
			}
			tot := out.ContractsTotal
			if tot == nil || tot.Value != c.total || tot.Unit != c.unit {
				t.Errorf("contracts_total = %+v, want %s %s", tot, c.total, c.unit)
			}
		})
	}
}
