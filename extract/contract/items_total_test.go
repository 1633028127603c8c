package contract

import (
	"testing"
)

// The total a sentence states for the awards it reports (湘电股份 2010: "…中标
// 金额为20,140万元,在…招标中,…中标金额为40,280万元,两个项目中标总价为
// 60,420万元") is the announcement's total, apart from each award's amount.
func TestStatedTotalOfAwards(t *testing.T) {
	text := phrasingExcerpt(t, "items-comma-joined-awards.txt")
	out := runAs(t, "湘潭电机股份有限公司重大合同中标的公告", "湘潭电机股份有限公司", text)
	if len(out.Contracts) != 2 {
		t.Fatalf("%d contracts, want 2", len(out.Contracts))
	}
	tot := out.ContractsTotal
	if tot == nil || tot.Value != "604200000" || tot.Unit != "CNY" {
		t.Fatalf("contracts_total = %+v, want 604200000 CNY (60,420万元)", tot)
	}
}
