package contract

import "testing"

// TestUnnamedPartySuffix: the words for a party a filing leaves unnamed
// end a name (特殊机构客户, 某光伏企业); 客户 and 企业 alone do not (与国内客户
// 签订, 与下游企业签订).
func TestUnnamedPartySuffix(t *testing.T) {
	for s, want := range map[string]bool{
		"特殊机构客户":  true,
		"某光伏企业":   true,
		"新疆某通信客户": true,
		"国内客户":    false,
		"下游企业":    false,
		"机构客户":    false,
	} {
		if got := hasOrgSuffix(s); got != want {
			t.Errorf("hasOrgSuffix(%q) = %v, want %v", s, got, want)
		}
	}
}
