package announce

import (
	"strings"
	"testing"

	"github.com/gonggao/gonggao/extract/internal/testdoc"
	"github.com/gonggao/gonggao/schema"
)

// TestABNamesRunTogether: one 简称 label for an A and a B code whose two
// names the conversion ran together gives each code its name, split where
// the A share's name (the company's characters in order) ends; a name that
// cannot be split so is left out.
func TestABNamesRunTogether(t *testing.T) {
	const body = "重大合同公告\n本公司董事会及全体董事保证本公告内容不存在任何虚假记载、误导性陈述或者重大遗漏,并对其内容的真实性、准确性和完整性承担个别及连带责任。\n"
	tests := []struct {
		name, text string
		want       []schema.StockCode
	}{
		// 宝信软件, 2016: each code with its market letter.
		{"宝信软件", "股票代码:A600845 B900926股票简称:宝信软件宝信B编号:临2016-022\n上海宝信软件股份有限公司" + body,
			[]schema.StockCode{{Market: "A", Code: "600845", ShortName: "宝信软件"}, {Market: "B", Code: "900926", ShortName: "宝信B"}}},
		// 上海普天, 2012: the B share's name of another opening (沪).
		{"上海普天", "证券代码: 600680 900930证券简称:上海普天沪普天B编号:临2012-042\n上海普天邮通科技股份有限公司特别" + body,
			[]schema.StockCode{{Market: "A", Code: "600680", ShortName: "上海普天"}, {Market: "B", Code: "900930", ShortName: "沪普天B"}}},
		// 东方通信, 2012: the B share's name ends in B股.
		{"东方通信", "证券代码:600776 900941股票简称:东方通信东信B股\n编号:临2012-001\n东方通信股份有限公司\n关于中标沈阳地铁公安无线集群通信系统项目的公告\n本公司董事会及全体董事保证本公告内容不存在任何虚假记载、误导性陈述或者重大遗漏。\n",
			[]schema.StockCode{{Market: "A", Code: "600776", ShortName: "东方通信"}, {Market: "B", Code: "900941", ShortName: "东信B股"}}},
		// 振华港机, 2006, and 振华重工, 2016: the company's name holds a
		// bracket (上海振华港口机械(集团)股份有限公司), read through.
		{"振华港机", "证券代码600320 900947股票简称振华港机振华B股编号:临2006-39\n上海振华港口机械(集团)股份有限公司" + body,
			[]schema.StockCode{{Market: "A", Code: "600320", ShortName: "振华港机"}, {Market: "B", Code: "900947", ShortName: "振华B股"}}},
		{"振华重工", "证券代码600320 900947股票简称振华重工振华B股编号:临\n2016-013\n上海振华重工(集团)股份有限公司\n中标公告\n本公司董事会及全体董事保证本公告内容不存在任何虚假记载、误导性陈述\n",
			[]schema.StockCode{{Market: "A", Code: "600320", ShortName: "振华重工"}, {Market: "B", Code: "900947", ShortName: "振华B股"}}},
		// The same in full-width brackets.
		{"振华重工, full-width brackets", "证券代码600320 900947股票简称振华重工振华B股编号:临2016-013\n上海振华重工（集团）股份有限公司" + body,
			[]schema.StockCode{{Market: "A", Code: "600320", ShortName: "振华重工"}, {Market: "B", Code: "900947", ShortName: "振华B股"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := runHeader(testdoc.From(tt.name, tt.text)).Announcement.StockCodes
			if len(got) != len(tt.want) {
				t.Fatalf("codes %+v, want %+v", got, tt.want)
			}
			for i, w := range tt.want {
				if g := got[i]; g.Market != w.Market || g.Code != w.Code || g.ShortName != w.ShortName {
					t.Errorf("code %d: %s %s %q, want %s %s %q", i, g.Market, g.Code, g.ShortName, w.Market, w.Code, w.ShortName)
				}
			}
		})
	}
}

// TestSplitABNamesRefused: no B share's name, or none left after the A
// share's, is no split.
func TestSplitABNamesRefused(t *testing.T) {
	names := []string{"上海宝信软件"}
	for _, v := range []string{"宝信软件", "宝信软件B", "宝信软件B股", "招商银行宝信B"} {
		if a, b, ok := splitABNames(v, names); ok {
			t.Errorf("%s split into %q, %q", v, a, b)
		}
	}
}

// TestCompanyNamesWithBrackets: a bracket of Han characters inside a
// company's name is part of it; one that is no name's is not.
func TestCompanyNamesWithBrackets(t *testing.T) {
	tests := []struct{ text, want string }{
		{"上海振华港口机械(集团)股份有限公司重大合同公告", "上海振华港口机械(集团)"},
		{"广夏(银川)实业股份有限公司重大合同公告", "广夏(银川)实业"},
		{"长江精工钢结构（集团）股份有限公司", "长江精工钢结构（集团）"},
		// A bracket of figures or Latin letters, or with nothing before it.
		{"公告编号(2016-013)股份有限公司", ""},
		{"(集团)股份有限公司", ""},
		{"签订合同(一)宝信软件股份有限公司", "宝信软件"},
	}
	for _, tt := range tests {
		got := companyNames(tt.text)
		found := false
		for _, n := range got {
			found = found || n == tt.want
			if tt.want == "" && strings.ContainsAny(n, "()（）") || tt.want != "" && strings.Contains(n, "(一)") {
				t.Errorf("%s: name %q", tt.text, n)
			}
		}
		if tt.want != "" && !found {
			t.Errorf("%s: %q, want %q among them", tt.text, got, tt.want)
		}
	}
}
