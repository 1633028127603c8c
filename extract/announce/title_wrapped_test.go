package announce

import (
	"strings"
	"testing"

	"github.com/gonggao/gonggao/extract/internal/testdoc"
)

// TestTitleOverLinesFront: a title set over two or three lines keeps its
// front, the company's name, when another company's name opens one of its
// lines or when the name itself is broken over two lines; a line above the
// title that is no part of a name is left out.
func TestTitleOverLinesFront(t *testing.T) {
	const statement = "本公司董事会及全体董事保证本公告内容不存在任何虚假记载、误导性陈述或者重大遗漏,并对其内容的真实性、准确性和完整性承担个别及连带责任。\n"
	tests := []struct{ name, text, title, company string }{
		// 天富能源, 2017: the related party's name opens the second line.
		{"a party's name opens a line", "证券代码:600509证券简称:天富能源公告编号:2017-临112\n新疆天富能源股份有限公司\n关于新疆天富信息科技有限责任公司中标\n公司信息化项目并签订相关合同暨关联交易的公告\n特别提示\n" + statement,
			"新疆天富能源股份有限公司关于新疆天富信息科技有限责任公司中标公司信息化项目并签订相关合同暨关联交易的公告", "新疆天富能源股份有限公司"},
		// The same title with the break after 关于新疆天富能源股份有限公司
		// 关于: the party's name opens the next line.
		{"the break before the party's name", "证券代码:600509证券简称:天富能源公告编号:2017-临112\n新疆天富能源股份有限公司关于\n新疆天富信息科技有限责任公司中标公司信息化项目\n并签订相关合同暨关联交易的公告\n" + statement + "特此公告。\n新疆天富能源股份有限公司董事会\n2017年9月13日\n",
			"新疆天富能源股份有限公司关于新疆天富信息科技有限责任公司中标公司信息化项目并签订相关合同暨关联交易的公告", "新疆天富能源股份有限公司"},
		// 湘潭电机, 2010, and 中国化学, 2011, set in a narrow column: the
		// issuer's name broken over two lines.
		{"name broken, title on two lines", "证券代码:600416证券简称:湘电股份编号:2010临-044\n湘潭电机股\n份有限公司重大合同中标公告\n" + statement + "特此公告。\n湘潭电机股份有限公司董事会\n二〇一〇年十二月九日\n",
			"湘潭电机股份有限公司重大合同中标公告", "湘潭电机股份有限公司"},
		{"name broken, title on three lines", "证券代码:601117股票简称:中国化学公告编号:临2011-017\n中国化学工程\n股份有限公司重大合同\n公告\n" + statement + "特此公告。\n中国化学工程股份有限公司董事会\n二〇一一年六月十五日\n",
			"中国化学工程股份有限公司重大合同公告", "中国化学工程股份有限公司"},
		// 张化机, 2013: a stray character above the title (the page's
		// number) is no part of the name, which the text states without it.
		{"a stray line above", "一\n张家港化工机械股份有限公司重大合同公告\n本公司及董事会全体成员保证信息披露的内容真实、准确和完整,没有虚假记载、误导性陈述或重大遗漏。\n一、合同签署概况2013年10月,张家港化工机械股份有限公司(以下简称“公司”)与中国石油化工股份公司九江分公司签署了合同。\n",
			"张家港化工机械股份有限公司重大合同公告", "张家港化工机械股份有限公司"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := testdoc.From(tt.name, tt.text)
			a := runHeader(doc).Announcement
			if a.Title != tt.title || a.Company != tt.company {
				t.Errorf("title %q, company %q; want %q, %q", a.Title, a.Company, tt.title, tt.company)
			}
			// The span holds the value, the title's line breaks apart (a
			// break inside a word is no character of the text).
			for k, r := range a.Evidence {
				raw := strings.ReplaceAll(string(doc.Raw[r.Span[0]:r.Span[1]]), "\n", "")
				if raw != strings.ReplaceAll(r.Text, "\n", "") {
					t.Errorf("evidence.%s: raw[%v] = %q, text %q", k, r.Span, raw, r.Text)
				}
			}
		})
	}
}

// TestTitleNote: a note in brackets set alone on the line under the title
// is the title's (a part of a series, the project, the revision); a date
// in brackets, the board's statement in brackets and a heading are not.
func TestTitleNote(t *testing.T) {
	const statement = "本公司及董事会全体成员保证信息披露内容的真实、准确和完整,没有虚假记载、误导性陈述或重大遗漏。\n"
	tests := []struct{ name, text, title string }{
		// 清新环境, 2016: the third of a series.
		{"a part of a series", "证券代码: 002573证券简称:清新环境公告编号: 2016-101\n北京清新环境技术股份有限公司\n关于子公司签署日常经营合同的公告\n(三)\n" + statement,
			"北京清新环境技术股份有限公司关于子公司签署日常经营合同的公告(三)"},
		// 中航三鑫, 2011 and 2013: the project.
		{"a project", "证券代码:002163证券简称:中航三鑫公告编号:2011-003\n中航三鑫股份有限公司重大合同公告\n(深圳机场航站区扩建工程T3航站楼幕墙工程二标项目)\n" + statement + "一、合同风险提示\n",
			"中航三鑫股份有限公司重大合同公告(深圳机场航站区扩建工程T3航站楼幕墙工程二标项目)"},
		{"a project with its lot", "证券代码:002163证券简称:中航三鑫公告编号:2013-004\n中航三鑫股份有限公司重大合同公告\n(杭政储出[2005]50号E-08地块办公商业金融用房及绿化广场项目幕墙分包工程I标段)\n" + statement + "一、合同风险提示\n",
			"中航三鑫股份有限公司重大合同公告(杭政储出[2005]50号E-08地块办公商业金融用房及绿化广场项目幕墙分包工程I标段)"},
		// 招商银行, 2022: the revision, full-width brackets.
		{"a revision", "招商银行股份有限公司股东大会议事规则\n\n（2022年修订）\n\n第一章 总 则第一条 为维护本行、股东及债权人的合法权益,规范本行股东大会的组织和行为,制订本议事规则。\n",
			"招商银行股份有限公司股东大会议事规则(2022年修订)"},
		// Notes that are not the title's.
		{"the meeting's date (建设银行, 2014)", "股票代码:601939 股票简称:建设银行 公告编号:临2014-028\n中国建设银行股份有限公司\n董事会会议决议公告\n(2014年12月12日)\n本行董事会及全体董事保证本公告内容不存在任何虚假记载、误导性陈述或者重大遗漏。\n",
			"中国建设银行股份有限公司董事会会议决议公告"},
		{"the statement in brackets", "证券代码:300107证券简称:建新股份公告编号:2012-045\n河北建新化工股份有限公司关于签订日常经营重大合同的公告\n(本公司及董事会全体成员保证信息披露的内容真实、准确、完整,没有虚假记载、误导性陈述或重大遗漏)\n一、合同签署概况\n",
			"河北建新化工股份有限公司关于签订日常经营重大合同的公告"},
		{"a heading", "证券代码:002163证券简称:中航三鑫公告编号:2013-005\n中航三鑫股份有限公司重大合同公告\n(一)合同风险提示\n" + statement,
			"中航三鑫股份有限公司重大合同公告"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := testdoc.From(tt.name, tt.text)
			a := runHeader(doc).Announcement
			if a.Title != tt.title {
				t.Errorf("title %q, want %q", a.Title, tt.title)
			}
			// The span runs to the note's closing bracket.
			if r, ok := a.Evidence["title"]; ok && strings.HasSuffix(tt.title, ")") {
				if raw := string(doc.Raw[r.Span[0]:r.Span[1]]); !strings.HasSuffix(raw, ")") && !strings.HasSuffix(raw, "）") {
					t.Errorf("evidence raw[%v] = %q does not end with the note", r.Span, raw)
				}
			}
		})
	}
}
