package extract

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParseOutline(t *testing.T) {
	type head struct {
		Style  HeadingStyle
		Number int
		Title  string
		Level  int
		Parent int
	}
	tests := []struct {
		name string
		text string
		want []head
	}{
		{
			name: "annex_chinese_paren_arabic",
			text: "附件二\n中国光大银行股份有限公司境内非公开发行优先股方案\n一、发行优先股的种类\n本次发行的优先股。\n二、股息分配条款\n(一)票面股息率及确定原则\n本次优先股拟采用可分阶段重置的票面股息率。\n(二)股息发放条件\n1、在确保资本充足率满足监管法规要求的前提下,可以向优先股股东分配股息。\n(1)中国银监会认定若不进行转股或减记,本行将无法生存;\n附件三\n",
			want: []head{
				{StyleAnnex, 2, "", 0, -1},
				{StyleChinese, 1, "发行优先股的种类", 1, 0},
				{StyleChinese, 2, "股息分配条款", 1, 0},
				{StyleParenHan, 1, "票面股息率及确定原则", 2, 2},
				{StyleParenHan, 2, "股息发放条件", 2, 2},
				{StyleArabic, 1, "", 3, 4},
				{StyleParenArabic, 1, "", 4, 5},
				{StyleAnnex, 3, "", 0, -1},
			},
		},
		{
			name: "cut_at_top_dot_and_colon_titles",
			// 000 starts inside (六); 003's 特别提示 puts the text after a colon.
			text: "(1)为满足其他一级资本工具合格标准的监管要求,本行有权取消部分或全部优先股派息。\n3、股息支付方式\n股息以现金方式支付。\n(七)有条件赎回条款\n1、赎回权行使主体\n3.赎回价格\n2、发行规模和数量:本次拟发行的优先股总数不超过3亿股。\n",
			want: []head{
				{StyleParenArabic, 1, "", 0, -1},
				{StyleArabic, 3, "股息支付方式", 0, -1},
				{StyleParenHan, 7, "有条件赎回条款", 0, -1},
				{StyleArabic, 1, "赎回权行使主体", 1, 2},
				{StyleArabic, 3, "赎回价格", 1, 2},
				{StyleArabic, 2, "发行规模和数量", 1, 2},
			},
		},
		{
			name: "not_headings",
			// Figures, table rows and circled limbs inside a sentence.
			text: "1.5倍的比例\n1.\t第一条 为维护本行的合法权益\n| 项目 | 2013年度 |\n2014年12月12日\n其中①中国银监会认定\n",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := ParseOutline(tt.text)
			var got []head
			for _, s := range o.Sections {
				got = append(got, head{s.Style, s.Number, s.Title, s.Level, s.Parent})
				if s.Title != "" && tt.text[s.TitleSpan.Start:s.TitleSpan.End] != s.Title {
					t.Errorf("title span %v holds %q, title %q", s.TitleSpan, tt.text[s.TitleSpan.Start:s.TitleSpan.End], s.Title)
				}
				if !s.Span.Contains(s.Body) {
					t.Errorf("section %q: body %v outside span %v", s.Title, s.Body, s.Span)
				}
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("outline (-want +got):\n%s", diff)
			}
		})
	}
}

func TestOutlineBodies(t *testing.T) {
	text := "(八)强制转股条款\n1、转股触发条件\n触发。\n2、转股数量确定原则\nQ=V/P。\n(九)表决权的限制和恢复\n恢复。\n"
	o := ParseOutline(text)
	if len(o.Sections) != 4 {
		t.Fatalf("sections = %d, want 4", len(o.Sections))
	}
	if got, want := o.BodyText(0), "\n1、转股触发条件\n触发。\n2、转股数量确定原则\nQ=V/P。\n"; got != want {
		t.Errorf("body of (八) = %q, want %q", got, want)
	}
	if got, want := o.BodyText(2), "\nQ=V/P。\n"; got != want {
		t.Errorf("body of 2、 = %q, want %q", got, want)
	}
	if !o.Inside(2, 0) || o.Inside(3, 0) {
		t.Error("Inside: 2、 is inside (八) and (九) is not")
	}
	if got := o.Children(-1); !cmp.Equal(got, []int{0, 3}) {
		t.Errorf("top level = %v, want [0 3]", got)
	}
}
