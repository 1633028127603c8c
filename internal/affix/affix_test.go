package affix

import "testing"

func TestAffixes(t *testing.T) {
	verbs := []string{"审议通过了", "审议通过"}
	for _, c := range []struct {
		s            string
		prefix, suff bool
	}{
		{"审议通过了《关于…的议案》", true, false},
		{"公司第八届董事会第二次会议审议通过了", false, true},
		{"审议", false, false},
		{"", false, false},
	} {
		if got := HasAnyPrefix(c.s, verbs); got != c.prefix {
			t.Errorf("HasAnyPrefix(%q) = %v, want %v", c.s, got, c.prefix)
		}
		if got := HasAnySuffix(c.s, verbs); got != c.suff {
			t.Errorf("HasAnySuffix(%q) = %v, want %v", c.s, got, c.suff)
		}
	}
	if HasAnyPrefix("x", nil) || HasAnySuffix("x", nil) {
		t.Error("an empty table matched")
	}
}
