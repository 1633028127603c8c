package contract

import "testing"

// The contract's share of revenue stated after a share of another figure
// (the company's past dealings with the other party) is read: 海能达
// 2012-076 (…交易金额为2,317,948.78元,占公司2011年度经审计营业收入的0.19% …
// 本项目合同金额占公司2011年经审计营业总收入的9.22%), 三维工程 2016-058 (…交易金额为
// 13,455.05万元,占该年度公司营业总收入的21.48% … 此次中标项目金额暂定为27,600万元
// …,占公司2015年度经审计营业总收入的44.05%). A range of shares (三维工程
// 2014-034: 占公司最近一个会计年度经审计营业总收入的56% - 62%) is no share.
func TestRevenueShareLater(t *testing.T) {
	for _, c := range []struct{ file, title, company, share string }{
		{"revenue-share-after-dealings", "海能达通信股份有限公司关于公司签署日常经营重大合同的公告", "海能达通信股份有限公司", "0.0922"},
		{"revenue-share-after-dealings-tender", "山东三维石化工程股份有限公司关于收到中标通知书的公告", "山东三维石化工程股份有限公司", "0.4405"},
		{"revenue-share-range", "山东三维石化工程股份有限公司关于收到中标通知书的补充公告", "山东三维石化工程股份有限公司", ""},
	} {
		out := runAs(t, c.title, c.company, phrasingExcerpt(t, c.file+".txt"))
		if len(out.Contracts) != 1 {
			t.Fatalf("%s: %d contracts", c.file, len(out.Contracts))
		}
		got := ""
		if s := out.Contracts[0].RevenueShare; s != nil {
			got = s.Value
		}
		if got != c.share {
			t.Errorf("%s: share %q, want %q", c.file, got, c.share)
		}
	}
}
