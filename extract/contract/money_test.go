package contract

import "testing"

// Sums written with 人民币 after the scale and no 元, and sums of more than
// a figure (余, 多), as announcements write them.
func TestMoneyAtCurrencyAndOver(t *testing.T) {
	for _, c := range []struct {
		in, value string
		over      bool
	}{
		{"2600万人民币(以实际签署的合同金额为准)", "26000000", false}, // 巴安水务 2017-004
		{"1.9亿人民币。", "190000000", false},              // 拟中标总金额约1.9亿人民币
		{"4.85亿人民币)。", "485000000", false},            // 43.65亿第纳尔(约合4.85亿人民币)
		{"5,000余万元人民币。", "50000000", true},            // 中标金额:5,000余万元人民币
		{"6000余万元。", "60000000", true},                // 此次项目金额约为6000余万元
		{"6150多万元。", "61500000", true},                // 6150多万元
	} {
		m, ok := moneyAt(c.in, 0)
		if !ok || m.value.String() != c.value || m.unit != "CNY" || m.over != c.over {
			t.Errorf("%s: %v %s %s over=%v, want %s CNY over=%v", c.in, ok, m.value, m.unit, m.over, c.value, c.over)
		}
	}
	// 余 and 多 not before a scale or a currency: not read as more.
	for _, in := range []string{"6000余名员工", "30多个"} {
		if m, ok := moneyAt(in, 0); ok {
			t.Errorf("%s: read as %s %s", in, m.value, m.unit)
		}
	}
}
