package announce

import (
	"testing"

	"github.com/gonggao/gonggao/extract/internal/testdoc"
)

// TestTitleBrokenFront: the company's name run on after the listing
// labels is the front of the short title under it (国统股份 2011 and
// 2010, 凯迪电力 2014, as FDDC's conversion gives them); a word repeated
// across a title's line break is the title's once (龙元建设 2017), 公司
// before 公司债券 is no repeat.
func TestTitleBrokenFront(t *testing.T) {
	const statement = "本公司及董事会全体成员保证信息披露的内容真实、准确、完整,没有虚假记载、误导性陈述或重大遗漏。\n"
	tests := []struct{ name, text, title string }{
		{"name after the number, title spaced", "证券代码:\n002205\n证券简称:国统股份 编号:2011 - 024 新疆国统管道股份有限公司\n中 标 公 告\n" + statement,
			"新疆国统管道股份有限公司中标公告"},
		{"name after the number with 临", "证券代码:002205 证券简称:国统股份 编号:临2010-002 新疆国统管道股份有限公司\n中标公告\n" + statement,
			"新疆国统管道股份有限公司中标公告"},
		{"short name first", "股票简称: 凯迪电力 股票代码: 000939 公告编号: 2014 — 14 武汉凯迪电力股份有限公司\n重大合同公告\n" + statement,
			"武汉凯迪电力股份有限公司重大合同公告"},
		{"a word repeated across the break", "证券代码:600491 证券简称:龙元建设 编号:临 2017-005\n龙元建设集团股份有限公司关于中标\n中标宁波杭州湾新区甬新住宅小区建设工程的公告\n" + statement,
			"龙元建设集团股份有限公司关于中标宁波杭州湾新区甬新住宅小区建设工程的公告"},
		{"签订 repeated", "证券代码:600491 证券简称:龙元建设 编号:临 2017-005\n龙元建设集团股份有限公司关于签订\n签订重大工程合同的公告\n" + statement,
			"龙元建设集团股份有限公司关于签订重大工程合同的公告"},
		{"公司 before 公司债券", "证券代码:600491 证券简称:龙元建设 编号:临 2017-005\n龙元建设集团股份有限公司关于公司\n公司债券获得核准的公告\n" + statement,
			"龙元建设集团股份有限公司关于公司公司债券获得核准的公告"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := runHeader(testdoc.From(tt.name, tt.text)).Announcement
			if a.Title != tt.title {
				t.Errorf("title %q, want %q", a.Title, tt.title)
			}
		})
	}
}

// TestTitleGarbledLatin: a title holding Latin letters run into its Han
// characters where the font printed a character as other glyphs (龙元建设
// 2016: Th for 生) gives no title and a warning on the letters; a word, a
// code or a unit in Latin letters is read.
func TestTitleGarbledLatin(t *testing.T) {
	const statement = "本公司董事会及全体董事保证本公告内容不存在任何虚假记载、误导性陈述或者重大遗漏。\n"
	tests := []struct{ name, text, title, warned string }{
		{"Th for 生 opening a line", "证券代码:600491 证券简称:龙元建设 编号:临 2016-085\n龙元建设集团股份有限公司关于福鼎(龙安)\nTh态合成革产业园基础配套设施工程\nPPP 项目预中标的提示性公告\n" + statement, "", "Th"},
		{"small letters between Han", "证券代码:600491 证券简称:龙元建设 编号:临 2016-085\n龙元建设集团股份有限公司关于中标黄xy市道路工程的公告\n" + statement, "", "xy"},
		{"a company's name", "证券代码:002689 证券简称:博实股份 公告编号:2017-050\n哈尔滨博实自动化股份有限公司关于全资子公司P&P Industrietechnik GmbH重大合同公告\n" + statement,
			"哈尔滨博实自动化股份有限公司关于全资子公司P&P Industrietechnik GmbH重大合同公告", ""},
		{"a unit after a figure, a code", "证券代码:600550 证券简称:保变电气 公告编号:临2012-018\n保定天威保变电气股份有限公司关于500kV输变电工程EPC总承包项目中标的公告\n" + statement,
			"保定天威保变电气股份有限公司关于500kV输变电工程EPC总承包项目中标的公告", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := testdoc.From(tt.name, tt.text)
			out := runHeader(doc)
			if out.Announcement.Title != tt.title {
				t.Errorf("title %q, want %q", out.Announcement.Title, tt.title)
			}
			if warned := unreadableWarned(doc, out); warned != tt.warned {
				t.Errorf("warned on %q, want %q", warned, tt.warned)
			}
		})
	}
}
