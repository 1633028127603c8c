package contract

import "testing"

// A contract whose employer is the company itself (甲方:广东德豪润达电气股份有限
// 公司乙方:北京天旭恒源节能科技有限公司, the two labels run together) is read
// with the company on both sides: the reader warns and drops the
// contractor, never writing a party on both sides of its contract. A
// contract read with two parties is not warned about.
func TestBothSides(t *testing.T) {
	warned := func(file, title, company string) bool {
		out := runAs(t, title, company, phrasingExcerpt(t, file))
		for _, c := range out.Contracts {
			if c.Contractor != "" && c.Contractor == c.Employer {
				t.Errorf("%s: %s written as employer and contractor", file, c.Employer)
			}
		}
		for _, w := range out.Warnings {
			if w.Code == WarnBothSides {
				return true
			}
		}
		return false
	}
	if !warned("parties-both-sides.txt", "广东德豪润达电气股份有限公司日常经营重大合同公告", "广东德豪润达电气股份有限公司") {
		t.Errorf("no %s warning for the company read as employer and contractor", WarnBothSides)
	}
	if warned("employer-several-notice.txt", "岭南园林股份有限公司关于公司收到《中标通知书》的公告", "岭南园林股份有限公司") {
		t.Errorf("%s warning for a contract with two parties", WarnBothSides)
	}
}
