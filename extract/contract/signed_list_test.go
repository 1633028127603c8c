package contract

import (
	"testing"
)

// A clause that lists contracts by their amounts and goes on to a signing
// with other parties (中国北车 临2014-003: …签订了约1.08亿元人民币的客车销售合同、
// 与阿根廷布宜诺斯艾利斯市地铁公司…签订了约9.67亿元人民币的地铁车辆销售合同;
// 与北京市地铁运营有限公司、重庆市轨道交通(集团)有限公司分别签订了约9.39亿元、
// 3.20亿元人民币的…) warns about what it leaves out, once per clause.
func TestListedUnread(t *testing.T) {
	text := phrasingExcerpt(t, "signed-list-amounts.txt")
	out := runAs(t, "中国北车股份有限公司签订重大合同公告", "中国北车股份有限公司", text)
	var got []string
	for _, w := range out.Warnings {
		if w.Code == WarnListedUnread {
			got = append(got, w.Message)
		}
	}
	if len(got) != 1 {
		t.Fatalf("%d %s warnings, want 1 (the signing with 阿根廷…地铁公司)", len(got), WarnListedUnread)
	}
	// The other 中国中车 list has no such signing: no warning.
	text = phrasingExcerpt(t, "signed-list-total-about.txt")
	out = runAs(t, "中国中车股份有限公司重大合同公告", "中国中车股份有限公司", text)
	for _, w := range out.Warnings {
		if w.Code == WarnListedUnread {
			t.Errorf("warning %q on a list without a further signing", w.Message)
		}
	}
}
