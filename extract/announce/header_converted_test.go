package announce

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/gonggao/gonggao/extract/internal/testdoc"
	"github.com/gonggao/gonggao/internal/perturb"
	"github.com/gonggao/gonggao/schema"
)

// TestConvertedHeaders holds the header rules against the headers of real
// filings as the FDDC 2018 dataset's HTML gives them (converted from the
// exchanges' PDFs): the text layer letter-spaces digits, breaks codes and
// numbers at the margin of a table's cell, and sets some characters as
// glyphs of its own. Each text is the header as the HTML reader gives it.
func TestConvertedHeaders(t *testing.T) {
	type want struct {
		Number string
		Codes  []schema.StockCode
	}
	tests := []struct {
		name, text string
		want       want
	}{
		// The serial's digits letter-spaced (安徽水利, 2017; 天桥起重, 2016).
		{"serial letter-spaced after one digit", "证 券 简 称 ： 安 徽 水 利 证 券 代 码 ： 6 0 0 5 0 2 编号： 2017 - 0 82\n安徽水利开发股份有限公司关于 PPP 项目中标的公告\n", want{
			Number: "2017-082", Codes: []schema.StockCode{{Market: "A", Code: "600502", ShortName: "安徽水利"}},
		}},
		{"serial letter-spaced after two digits", "证 券 简 称 ： 安 徽 水 利 证 券 代 码 ： 6 0 0 5 0 2 编号： 2017 - 06 9\n安徽水利开发股份有限公司\n", want{
			Number: "2017-069", Codes: []schema.StockCode{{Market: "A", Code: "600502", ShortName: "安徽水利"}},
		}},
		{"code and serial split by a space", "证券代码： 0025 23\t证券简称：天桥起重\t公告编号： 2016 -04 1\n株 洲天桥起重机股份有限公司\n关于控股子公司项目中标的提示性公告\n", want{
			Number: "2016-041", Codes: []schema.StockCode{{Market: "A", Code: "002523", ShortName: "天桥起重"}},
		}},
		// A serial followed by a list's item on a page run together is
		// not continued by it.
		{"serial before a list's item", "证券代码:300573 证券简称:兴齐眼药 公告编号:2025-06 1、本次董事会由董事长刘继东先生召集\n", want{
			Number: "2025-06", Codes: []schema.StockCode{{Market: "A", Code: "300573", ShortName: "兴齐眼药"}},
		}},
		// The labels set one a line, as the cells of a table are read,
		// and the margin of the number's cell falling inside its year
		// (公告编号：20 / 19-028; here the header of 中国中铁, 2017).
		{"year broken at the margin", "A 股简称：中国中铁\nA 股代码： 601390\n公告编号：临 20\n17-045\n中国中铁股份有限公司重大工程中标公告\n", want{
			Number: "临2017-045", Codes: []schema.StockCode{{Market: "A", Code: "601390", ShortName: "中国中铁"}},
		}},
		// The value on the line after its label (中信银行, 2012, its header
		// wrapped at 23 characters).
		{"number on the line after its label", "A股证券代码:601998    \n A股股票简称:中信银行        编号:\n临2012—16\nH股证券代码:998          H股股票简称:中信银行\n中信银行股份有限公司\n第二届董事会第三十次会议决议公告\n", want{
			Number: "临2012-16", Codes: []schema.StockCode{{Market: "A", Code: "601998", ShortName: "中信银行"}, {Market: "H", Code: "998", ShortName: "中信银行"}},
		}},
		// An A-share code broken at the margin of its cell, the B share's
		// code after it on the next line (神州长城, 2016; 浦东金桥, 2017).
		{"code broken at the margin, names apart", "证券代码：00001\n8、200018证券简称：神州长城、神州B公告编号：2016-045\n神州长城股份有限公司 关于签订重大合同的公告\n", want{
			Number: "2016-045", Codes: []schema.StockCode{{Market: "A", Code: "000018", ShortName: "神州长城"}, {Market: "B", Code: "200018", ShortName: "神州B"}},
		}},
		{"code broken at the margin, names run together", "证券代码：00001\n8、200018证券简称：神州长城神州B公告编号：2017-034\n神州长城股份有限公司\n", want{
			// The names split as the 2016 filing sets them apart.
			Number: "2017-034", Codes: []schema.StockCode{{Market: "A", Code: "000018", ShortName: "神州长城"}, {Market: "B", Code: "200018", ShortName: "神州B"}},
		}},
		{"code broken at the margin before a B share's", "证券代码：60063\n9、900911证券简称：浦东金桥、金桥B股公告编号：临2017-034\n上海金桥出口加工区开发股份有限公司重大合同公告\n", want{
			Number: "临2017-034", Codes: []schema.StockCode{{Market: "A", Code: "600639", ShortName: "浦东金桥"}, {Market: "B", Code: "900911", ShortName: "金桥B股"}},
		}},
		// A Hong Kong code is not continued by the figures of the line
		// after it (中国中铁, 2008).
		{"Hong Kong code at a line's end", "A 股简称 : 中国中铁\tH 股简称：中国中铁\t公告编号：临 2008-034\nA 股代码 :601390\tH 股代码： 0390\n2008 年 3 月 12 日\n", want{
			Number: "临2008-034", Codes: []schema.StockCode{{Market: "A", Code: "601390", ShortName: "中国中铁"}, {Market: "H", Code: "0390", ShortName: "中国中铁"}},
		}},
		// A short name labelled 股票名称 (四川路桥, 2009; 利君股份, 2014;
		// 同济科技, 2015); 项目名称 under the header is no listing's label.
		{"股票名称 before the code", "股票名称：四川路桥 股票代码： 600039 公告编号： 2009 － 027\n四川路桥建设股份有限公司\n重大工程项目中标公告\n", want{
			Number: "2009-027", Codes: []schema.StockCode{{Market: "A", Code: "600039", ShortName: "四川路桥"}},
		}},
		{"股票名称 after the code", "证券代码：002651 股票名称：利君股份 公告编号：2014-025\n成都利君实业股份有限公司关于重大合同的进展公告\n", want{
			Number: "2014-025", Codes: []schema.StockCode{{Market: "A", Code: "002651", ShortName: "利君股份"}},
		}},
		{"股票名称 and 编号", "证券代码：600846 股票名称：同济科技 编号：临 2015—021\n上海同济科技实业股份有限公司关于子公司中标土地的公告\n特别提示\n", want{
			Number: "临2015-021", Codes: []schema.StockCode{{Market: "A", Code: "600846", ShortName: "同济科技"}},
		}},
		{"项目名称 is not a short name", "证券代码：600644 编号：临 2017-020\n乐山电力股份有限公司\n关于控股子公司联合体中标的公告\n一、中标项目概况\n1.项目名称：井研县马踏镇等 18 个集镇生活污水处理站工程施工\n", want{
			Number: "临2017-020", Codes: []schema.StockCode{{Market: "A", Code: "600644"}},
		}},
		// The market noted after each listing (中国中车, 2015; 中国南车,
		// 2008): the note is no part of the short name.
		{"market noted after the name, spaced", "证 券代码： 601766 （ A 股） 股票简称：中国中车（ A 股） 编号：临 2015-080\n证券代码： 1766 （ H 股） 股票简称：中国中车（ H 股）\n中国中车股份有限公司重大合同公告\n", want{
			Number: "临2015-080", Codes: []schema.StockCode{{Market: "A", Code: "601766", ShortName: "中国中车"}, {Market: "H", Code: "1766", ShortName: "中国中车"}},
		}},
		{"market noted after the name", "证券代码：601766（A股） 股票简称：中国南车（A股） 编号：临 2008-17证券代码： 1766（H股） 股票简称：中国南车（H股）\n中国南车股份有限公司签订重大合同公告\n", want{
			Number: "临2008-17", Codes: []schema.StockCode{{Market: "A", Code: "601766", ShortName: "中国南车"}, {Market: "H", Code: "1766", ShortName: "中国南车"}},
		}},
		// The market's letter and 股 in two cells of the header's table
		// (中国中铁, 2016).
		{"market letter in a cell of its own", "A\t股简称：中国中铁\tA 股代码： 601390\t公告编号：临 2016-027\nH\t股简称：中国中铁\tH 股代码： 00390\t公告编号：临 2016-027\n中国中铁股份有限公司重大工程中标公告\n", want{
			Number: "临2016-027", Codes: []schema.StockCode{{Market: "A", Code: "601390", ShortName: "中国中铁"}, {Market: "H", Code: "00390", ShortName: "中国中铁"}},
		}},
		// Another company's listing named inside a bracket of the opening
		// paragraph (藏格控股, 2018; 乐山电力, 2017) is not the issuer's.
		{"a listing inside a bracket, after a comma", "证券代码：000408 证券简称：藏格控股 公告编号：2018-09\n藏格控股股份有限公司\n关于全资孙公司签订重大合同的公告\n藏格控股股份有限公司（下称“公司”）于近日收到全资孙公司格尔木藏格锂业有限公司（下称“藏格锂业”）通知，获悉藏格锂业于近日与西安蓝晓科技新材料股份有限公司（下称“蓝晓科技”，证券代码 300487.sz）正式签订《设备购销合同》（以下简称“本合同”）。\n", want{
			Number: "2018-09", Codes: []schema.StockCode{{Market: "A", Code: "000408", ShortName: "藏格控股"}},
		}},
		{"a listing inside a bracket, after a note", "证券代码：600644 股票简称：乐山电力 编号：临 2017-020\n乐山电力股份有限公司\n关于控股子公司联合体中标的公告\n同意公司控股子公司乐山市自来水有限责任公司（以下简称：自来水公司）与四川君和环保股份有限公司（新三板挂牌公司，股票代码：832315。以下简称：君和环保）组成联合体参与乐山市井研县马踏镇等 18 个集镇污 水处理\n", want{
			Number: "临2017-020", Codes: []schema.StockCode{{Market: "A", Code: "600644", ShortName: "乐山电力"}},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := testdoc.From(tt.name, tt.text)
			a := runHeader(doc).Announcement
			got := want{Number: a.Number, Codes: a.StockCodes}
			if diff := cmp.Diff(tt.want, got, cmpopts.IgnoreFields(schema.StockCode{}, "Span"), cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("announcement (-want +got):\n%s", diff)
			}
			// The spans hold the values; spaces and the line breaks the
			// text layer put in are not content.
			bare := func(s string) string { return strings.Join(strings.Fields(s), "") }
			for k, r := range a.Evidence {
				if raw := string(doc.Raw[r.Span[0]:r.Span[1]]); bare(raw) != bare(r.Text) {
					t.Errorf("evidence.%s: raw[%v] = %q, text %q", k, r.Span, raw, r.Text)
				}
			}
			for _, sc := range a.StockCodes {
				raw := bare(string(doc.Raw[sc.Span[0]:sc.Span[1]]))
				if !strings.Contains(raw, sc.Code) || !strings.Contains(raw, sc.ShortName) {
					t.Errorf("stock code span %q does not hold %s %s", raw, sc.Code, sc.ShortName)
				}
			}
		})
	}
}

// TestConvertedTitles holds titles set over two or three lines in real
// converted filings to their whole: a line of the title holds a dash (a
// name of places joined, a project's lot) and may be as wide as a page's
// line of text; the company's name in Latin letters between its Chinese
// name and the title is no part of the title.
func TestConvertedTitles(t *testing.T) {
	tests := []struct{ name, text, title string }{
		{"a dash inside the project's name (龙元建设, 2017)", "证券代码：600491 证券简称：龙元建设 编号：临 2017-035\n龙元建设集团股份有限公司关于邢台经济开发区教育文化体育设施改造提升工程—项目包 1\nPPP 项目中标公告\n本公司董事会及全体董事保证本公告内容不存在任何虚假记载、误导性陈述或者重大遗漏。\n",
			"龙元建设集团股份有限公司关于邢台经济开发区教育文化体育设施改造提升工程-项目包1PPP项目中标公告"},
		{"places joined by dashes (安徽水利, 2017)", "证 券 简 称 ： 安 徽 水 利 证 券 代 码 ： 6 0 0 5 0 2 编号： 2017 - 06 9\n安徽水利开发股份有限公司\n关于中标新疆博尔塔拉蒙古自治州 G219 阿拉山口市—温泉县—\nG30 公路建设项目(第二合同段)的公告\n",
			"安徽水利开发股份有限公司关于中标新疆博尔塔拉蒙古自治州G219阿拉山口市-温泉县-G30公路建设项目(第二合同段)的公告"},
		{"places joined by spaced dashes (北方国际, 2014)", "证 券代码：000065 证券简称：北方国际 公告编号：2014-021\n北方国际合作股份有限公司\n签订几内亚比绍 Saltinho- 比绍 - 塔纳府输变电线路与变电站项目\nEPC 总承包合同重大合同公告\n",
			"北方国际合作股份有限公司签订几内亚比绍Saltinho- 比绍 - 塔纳府输变电线路与变电站项目EPC总承包合同重大合同公告"},
		{"a line of 49 characters (北方国际, 2013)", "证 券简称：北方国际 证券代码：000065 公告编码：2013-025\n北方国际合作股份有限公司\n与中国北方工业公司签订埃塞俄比亚 Addis Ababa-Djibouti 铁路车辆采购项目代理合同 1\n重大合同暨日常关联交易公告\n",
			"北方国际合作股份有限公司与中国北方工业公司签订埃塞俄比亚Addis Ababa-Djibouti铁路车辆采购项目代理合同1重大合同暨日常关联交易公告"},
		{"the company's name in Latin letters (东睦股份, 2017)", "东睦新材料集团股份有限公司\nNBTM NEW MATERIALS GROUP Co., Ltd.\n关于重大合同终止的公告\n本公司董事会及全体董事保证本公告内容不存在任何虚假记载、误导性陈述或者重大遗漏。\n",
			"东睦新材料集团股份有限公司关于重大合同终止的公告"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := testdoc.From(tt.name, tt.text)
			a := runHeader(doc).Announcement
			if a.Title != tt.title {
				t.Errorf("title %q, want %q", a.Title, tt.title)
			}
			// The evidence spans the title's lines, from its first
			// characters to its last.
			r := a.Evidence["title"]
			raw := []rune(strings.Join(strings.Fields(string(doc.Raw[r.Span[0]:r.Span[1]])), ""))
			want := []rune(tt.title)
			if len(raw) < 8 || string(raw[:4]) != string(want[:4]) || string(raw[len(raw)-4:]) != string(want[len(want)-4:]) {
				t.Errorf("title evidence raw %q", string(raw))
			}
		})
	}
}

// TestRunTogetherCompany: a page whose lines run into one (a site that
// prints an announcement without its layout) keeps a space where each
// line ended; the company's name is read without the end of the line
// before it (…编号: 2006-13号 / 长沙中联重工…, …查看其他日期 / 中国农业银行…),
// while a name the conversion split with a space, written whole
// elsewhere, stays whole (株 洲天桥起重机股份有限公司).
func TestRunTogetherCompany(t *testing.T) {
	tests := []struct{ name, text, company string }{
		{"a number's 号 before the name (中联重科, 2006)", perturb.RunTogether("股票简称:中联重科 股票代码:000157 编号: 2006-13号\n长沙中联重工科技发展股份有限公司 第二届董事会第二十八次会议决议公告\n本公司及其董事保证信息披露内容的真实、准确、完整,没有虚假记载、误导性陈述或 重大遗漏。 长沙中联重工科技发展股份有限公司(以下简称\"本公司\"或\"公司\")第二届董事会第二 十八次会议于二○○六年四月二十五日九时-17时在湖南省长沙市银盆南路307号以通讯表决 方式召开。\n"),
			"长沙中联重工科技发展股份有限公司"},
		{"a site's chrome before the name (农业银行, 2020)", perturb.RunTogether("2020年\n\n10月29日\n\n查看其他日期\n\n中国农业银行股份有限公司\n优先股一期2019-2020年股息发放实施公告\n\n2020-10-29 来源:上海证券报\n\n证券代码:601288 证券简称:农业银行 公告编号:临2020-048号\n中国农业银行股份有限公司董事会及全体董事保证本公告内容不存在任何虚假记载、误导性陈述或者重大遗漏。\n"),
			"中国农业银行股份有限公司"},
		{"a name split by the conversion (天桥起重, 2016)", "证券代码： 0025 23\t证券简称：天桥起重\t公告编号： 2016 -04 1\n株 洲天桥起重机股份有限公司\n关于控股子公司项目中标的提示性公告\n株洲天桥起重机股份有限公司（以下简称“公司”）控股子公司收到中标通知书。\n",
			"株洲天桥起重机股份有限公司"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := testdoc.From(tt.name, tt.text)
			a := runHeader(doc).Announcement
			if a.Company != tt.company {
				t.Errorf("company %q, want %q", a.Company, tt.company)
			}
			if r := a.Evidence["company"]; strings.Join(strings.Fields(string(doc.Raw[r.Span[0]:r.Span[1]])), "") != tt.company {
				t.Errorf("company evidence %q at %v", doc.Raw[r.Span[0]:r.Span[1]], r.Span)
			}
		})
	}
}
