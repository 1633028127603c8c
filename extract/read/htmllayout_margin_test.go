package read

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestColumnRight: one line sticking out past the column (a long table
// cell, seen in converter pages) must not move the margin that decides
// whether a line is full and wraps into the next; nor must short lines
// repeated word for word outnumbering the full ones.
func TestColumnRight(t *testing.T) {
	line := func(right int) *visualLine { return &visualLine{page: 1, size: 16, right: right, text: "x"} }
	tests := []struct {
		name   string
		rights []int
		want   int
	}{
		{"one line sticks out", []int{716, 716, 708, 716, 1068, 300}, 716},
		{"repeated vote lines", []int{572, 572, 572, 572, 572, 572, 572, 572, 748, 748, 748, 716, 716, 716, 716, 716, 300}, 748},
		{"nothing shared", []int{500, 600, 700}, 700},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var lines []*visualLine
			for _, r := range tc.rights {
				lines = append(lines, line(r))
			}
			if got := columnRight(lines)[1]; got != tc.want {
				t.Errorf("margin = %d, want %d", got, tc.want)
			}
		})
	}
	lay := newPageLayout([]*visualLine{line(716), line(716), line(716)})
	if !lay.joins(&visualLine{page: 1, size: 16, right: 708, text: "分别约占公司2013年度归属"}, &visualLine{page: 1, size: 16, text: "于母公司"}) {
		t.Error("a line ending one glyph short of the margin should wrap")
	}
}

// TestPageLayoutJoins reads lines as a converter sets them: paragraphs
// with an indented first line, the column 38 characters wide (so an
// indented first line ends two characters right of the lines after it),
// short lines repeated under each item, a header line of codes sticking
// out of nothing.
func TestPageLayoutJoins(t *testing.T) {
	const size = 16
	ln := func(left int, text string) *visualLine {
		return &visualLine{page: 1, left: left, right: left + textWidth(text, size), size: size, text: text}
	}
	lines := []*visualLine{
		ln(140, "A股证券代码：601818 A股证券简称：光大银行 公告编号：临2014—045"),
		ln(140, "H股证券代码：6818 H股证券简称：中国光大银行"),
		ln(140, "本公司董事会及全体董事保证本公告内容不存在任何虚假记载、误导性陈述或者重大遗"),
		ln(108, "漏，并对其内容的真实性、准确性和完整性承担个别及连带责任。"),
		ln(140, "一、《关于修订<中国光大银行股份有限公司章程>的议案》"),
		ln(140, "表决情况：有效表决票13票，同意13票，反对0票，弃权0票。"),
		ln(140, "表决情况：有效表决票11票，同意11票，反对0票，弃权0票。"),
		ln(140, "唐双宁董事长、赵欢执行董事在表决中回避。"),
		ln(140, "表决情况：有效表决票11票，同意11票，反对0票，弃权0票。"),
		ln(140, "其中：Q为每一优先股股东持有的本次优先股转换为A股普通股的股数；V为优先股按同"),
		ln(108, "等比例吸收损失前提下每一优先股股东持有的所需进行强制转股的优先股票面总金额；"),
		ln(108, "P为本次优先股的强制转股价格。"),
		ln(108, "的公告日（指已生效且不可撤销的增发或配股条款的公告）前一交易日A股普通股收盘"),
		ln(108, "价，P1为调整后有效的强制转股价格。"),
		ln(140, "董事会同意对外披露《公司章程》的修订情况并提交股东大会审议批准，同时提请股东"),
		ln(108, "大会授权董事会根据审批本次发行优先股的监管机构的意见对《公司章程》进行适当修"),
		ln(108, "订。修订后的《公司章程》经中国银行业监督管理委员会（以下简称“中国银监会”）"),
		ln(108, "第一条 为规范本行的组织和行为，根据《中华人民共和国公司法》制定本章程，特此公"),
		ln(108, "（一）发行优先股的种类"),
		ln(140, "九、《关于中国光大银行股份有限公司第六届董事会战略委员会组成人员调整的议案》"),
		ln(140, "表决情况：有效表决票13票，同意13票，反对0票，弃权0票。"),
		ln(140, "2013年本行实现归属于母公司股东的净利润人民币263.90亿元，基本每股收益为人民币"),
		ln(108, "0.66元，加权平均净资产收益率为17.18%。"),
		ln(108, "1.本次优先股的发行数量"),
	}
	lay := newPageLayout(lines)
	want := []bool{false, false, true, false, false, false, false, false, false, true, true, false, true, false, true, true, false, false, false, false, false, true, false}
	var got []bool
	for i := 0; i+1 < len(lines); i++ {
		got = append(got, lay.joins(lines[i], lines[i+1]))
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("joins (-want +got):\n%s", d)
	}
}
