package contract

import "testing"

// The revenue a share is of, stated in a sentence of its own for the same
// year and the same revenue: 南洋股份 2011-046 (1 、公司2010年度营业总收入为
// 185663.80万元 … 2 、本合同的履行金额占本公司2010年度经审计营业总收入的12.52%),
// 东方铁塔 2013-043 (1、公司2012年度经审计确认的营业收入发生额为168,927.89万元,
// 建筑、安装类产品的营业收入发生额为1,168.42万元,其占公司2012年度总体营业收入的比例为
// 0.69% … 占公司2012年经审计确认营业收入的355.24%: the share of 1,168.42万元 is
// not the contract's). 御银股份 2010-006 states a revenue
// from one customer (公司在中国邮政实现的营业收入为⏎47,234,786.21元) and the share
// of 营业总收入: no revenue.
func TestRevenueStatedApart(t *testing.T) {
	for _, c := range []struct{ file, title, company, revenue string }{
		{"revenue-stated-own-sentence", "广东南洋电缆集团股份有限公司关于签订重大经营合同的公告", "广东南洋电缆集团股份有限公司", "1856638000"},
		{"revenue-stated-confirmed", "青岛东方铁塔股份有限公司关于签订日常经营重大合同的公告", "青岛东方铁塔股份有限公司", "1689278900"},
		{"revenue-stated-other-word", "广州御银科技股份有限公司重大合同公告", "广州御银科技股份有限公司", ""},
	} {
		out := runAs(t, c.title, c.company, phrasingExcerpt(t, c.file+".txt"))
		if len(out.Contracts) != 1 {
			t.Fatalf("%s: %d contracts", c.file, len(out.Contracts))
		}
		ct := out.Contracts[0]
		if ct.RevenueShare == nil {
			t.Errorf("%s: no share of revenue", c.file)
		}
		got := ""
		if ct.Revenue != nil {
			got = ct.Revenue.Value
		}
		if got != c.revenue {
			t.Errorf("%s: revenue %q, want %q", c.file, got, c.revenue)
		}
	}
}

// The revenue in the share's sentence after a bracketed note: 露笑科技 2015-006
// (约占公司2014年度营业收入(未经审计)274,947.26万元的5.91%).
func TestRevenueAfterNote(t *testing.T) {
	out := runAs(t, "露笑科技股份有限公司关于全资子公司签订重大合同暨关联交易的公告", "露笑科技股份有限公司", phrasingExcerpt(t, "revenue-after-note.txt"))
	if len(out.Contracts) != 1 {
		t.Fatalf("%d contracts", len(out.Contracts))
	}
	if r := out.Contracts[0].Revenue; r == nil || r.Value != "2749472600" {
		t.Errorf("revenue %+v, want 2749472600", r)
	}
}
