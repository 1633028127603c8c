package meeting

import "testing"

// A flattened page starts a line again after a section's heading that ran
// into its paragraph (the text before and after a lost space, from the
// development pages run together).
func TestSectionHeadingEnds(t *testing.T) {
	tests := []struct {
		name, before, after string
		want                bool
	}{
		{"page 34: a heading first on the page", "一、会议召开及议案审议情况", "华夏银行股份有限公司2003年度股东大会于", true},
		{"page 16: a heading after a sentence", "…并对其内容的真实性、准确性和完整性承担法律责任。 二、董事会会议审议情况", "会议审议批准了《关于由董事长任德奇先生代为履行行长职责的议案》", true},
		{"page 17: an item's heading", "公司制定了本次公开发行可转换公司债券方案: 1、本次发行证券的种类", "本次发行证券的种类为可转换公司", true},
		{"page 18: a sentence broken before a figure", "…内容和方式。 2、本次董事会于", "2025 年 4 月 18 日在公司", false},
		{"page 16: a sentence broken inside", "…的规定,经任德奇", "董事长提议", false},
		{"constructed: a proposal approved, broken at a wrap", "。 三、审议通过了", "关于修订公司章程的议案", false},
		{"constructed: a proposal named", "。 (二)关于董事会换届选举的议案", "表决结果", false},
	}
	for _, tt := range tests {
		if got := sectionHeadingEnds(tt.before, tt.after); got != tt.want {
			t.Errorf("%s: %v, want %v", tt.name, got, tt.want)
		}
	}
}
