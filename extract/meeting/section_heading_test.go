package meeting

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/normalize"
)

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

// After a figure, a flattened page starts a line again before the next
// numbered row, a row of a vote table or the row of a figure's parts
// (pages 31 and 36 with their line breaks lost), not inside a sentence.
func TestLostBreakAfterFigure(t *testing.T) {
	tests := []struct {
		name, before, after string
		want                bool
	}{
		{"page 36: the next row of the template", "1、出席会议的股东和代理人人数 102", "2、出席会议的股东所持有表决权的股份总数(股) 427,854,863", true},
		{"page 36: the next part", "…占公司有表决权股份总数的比例(%) 48.3572", "(四) 表决方式是否符合《公司法》及《公司章程》的规定", true},
		{"page 36: the row of a vote table", "股东 同意 反对 弃权 类型 票数 比例(%) 票数 比例(%) 票数 比例(%)", "A 股 427,323,627 99.8758 189,536 0.0442", true},
		{"page 31: the parts of a figure", "2、出席会议的股东所持有表决权的股份总数(股) 11,029,501,882", "其中:A 股股东持有股份总数 7,548,448,036", true},
		{"page 36: a date", "于 2020 年 9", "月 7 日以公司现场会议和网络投票结合方式召开", false},
		{"page 16: a count in a sentence", "本次会议应参加表决的董事 16", "名(任德奇董事长回避表决)", false},
	}
	for _, tt := range tests {
		s := tt.before + " " + tt.after
		if got := lostBreak(s, len(tt.before)); got != tt.want {
			t.Errorf("%s: %v, want %v", tt.name, got, tt.want)
		}
	}
}

// A template row whose label holds a figure is rows run together, whose
// last figure is not the first row's (page 31 with its line breaks lost).
func TestLabelFigureRowsRunTogether(t *testing.T) {
	if got := labelFigure("2、出席会议的股东所持有表决权的股份总数(股) 11,029,501,882其中:A股股东持有股份总数7,548,448,036境外上市外资股股东持有股份总数(H股) 3,481,053,846"); got != nil {
		t.Errorf("rows run together split as %v", got)
	}
	line := "2、出席会议的股东所持有表决权的股份总数(股) 427,854,863"
	if got := labelFigure(line); len(got) != 2 || line[got[1].Start:got[1].End] != "427,854,863" {
		t.Errorf("page 36's row split as %v", got)
	}
}

// A proposal's heading that states its tally is a sentence: its title is
// the proposal it approves, however its counts are set apart.
func TestTitleOfATalliedHeading(t *testing.T) {
	tests := []struct{ heading, want string }{
		// FDDC 354778's approval, as a numbered heading.
		{"以4票同意、0票反对、0票弃权、5票回避表决(关联董事陆耀华、王章全、严东明、朱德宇、赵维茂)审议通过了《关于子公司使用募集资金对Milk New Zealand Dairy Limited进行增资暨关联交易的议案》", "关于子公司使用募集资金对Milk New Zealand Dairy Limited进行增资暨关联交易的议案"},
		{"以9票赞成、0票反对、0票弃权的表决结果审议通过了《关于2016年度报告及其摘要的议案》。", "关于2016年度报告及其摘要的议案"},
		// Page 17's first proposal, commas between the counts.
		{"会议以7票赞成,0票反对,0票弃权,审议通过了《关于公司公开发行可转换公司债券方案的议案》。", "关于公司公开发行可转换公司债券方案的议案"},
		// A title is kept as it is.
		{"审议通过《关于修订<公司章程>的议案》", "关于修订《公司章程》的议案"},
	}
	for _, tt := range tests {
		got, sp, ok := readTitle(tt.heading, normalize.Span{Start: 0, End: len(tt.heading)})
		if !ok || got != tt.want {
			t.Errorf("readTitle(%q) = %q, %v; want %q", tt.heading, got, ok, tt.want)
		}
		if ok && angleToTitleMarks.Replace(tt.heading[sp.Start:sp.End]) != got {
			t.Errorf("readTitle(%q): span holds %q", tt.heading, tt.heading[sp.Start:sp.End])
		}
	}
}

// In text wrapped at no one width, a proposal's numbered title is not
// prose broken inside a word: the clause after it is a sentence of its
// own. A numbered line of prose still goes on.
func TestProseBreakAfterATitle(t *testing.T) {
	tests := []struct {
		name, prev, next string
		want             bool
	}{
		{"page 26: a title in 《》, then the deliberation", "1、 审议通过《关于部分募集资金投资项目重新论证并暂缓实施的议案》", "经与会监事审议,一致通过“关于部分募集资金投资项目重新论证并暂缓实施的议案”。", false},
		{"a title, then the recusal", "二、关于公司与关联方签订日常关联交易协议的议案", "该议案涉及关联交易,关联董事回避表决", false},
		{"page 44: a numbered line of prose", "1、本公司董事会及全体董事保证本预案内容不存在任何虚假记载、误导性", "陈述或者重大遗漏,并对其内容的真实性、准确性和完整性承担个别及连带责任。", true},
		{"a sentence broken inside a word", "2008年2月1日,公司第五届董事会第二十五次(临时)会", "议审议通过了《关于公司签订重大合同的议案》", true},
	}
	for _, tt := range tests {
		if got := proseBreak(tt.prev, tt.next); got != tt.want {
			t.Errorf("%s: %v, want %v", tt.name, got, tt.want)
		}
	}
}

// A clause a line breaks off inside a word goes on over the break; one
// that ends at a comma, or a heading, does not (page 16 as a page wrapped
// at its width and broken again prints it).
func TestClausesRunOnOverAWrap(t *testing.T) {
	text := "一、董事会会议召开情况\n开。本公司于2024年5月14日以专人送达或电子邮件的方式,向全体董事和监\n事发出《关于召开交通银行股份有限公司第十届董事会第十四次会议的\n通知》和\n文件。表决截止日为2024年5月17日。\n"
	var got []string
	for _, cl := range clausesOf(text, normalize.SplitLines(text, 0)) {
		if text[cl.span.Start:cl.span.End] != cl.text {
			t.Errorf("clause %q: its span holds %q", cl.text, text[cl.span.Start:cl.span.End])
		}
		got = append(got, cl.text)
	}
	want := []string{"一、董事会会议召开情况", "开", "本公司于2024年5月14日以专人送达或电子邮件的方式",
		"向全体董事和监\n事发出《关于召开交通银行股份有限公司第十届董事会第十四次会议的\n通知》和\n文件", "表决截止日为2024年5月17日"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// A session's name broken across two lines joins them, whatever their
// widths (page 23 broken at 31 columns); a break after the whole name
// does not.
func TestSessionAcrossABreak(t *testing.T) {
	tests := []struct {
		prev, next string
		want       bool
	}{
		{"科兴生物制药股份有限公司(以下简称“公司”)第二届监事会第五次会", "议于2023年4月20日以现场的方式召开。", true},
		{"科兴生物制药股份有限公司(以下简称“公司”)第二届监", "事会第五次会议于2023年4月20日以现场的方式召开。", true},
		{"本公司第十届董事会第十四次会议(临时会议)以书面传签方式召", "开。本公司于2024年5月14日以专人送达", false},
		{"公司第二届监事会第五次会议", "于2023年4月20日召开", false},
	}
	for _, tt := range tests {
		if got := sessionAcross(tt.prev, tt.next); got != tt.want {
			t.Errorf("%q / %q: %v, want %v", tt.prev, tt.next, got, tt.want)
		}
	}
}
