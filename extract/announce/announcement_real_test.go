package announce

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/gonggao/gonggao/extract/internal/testdoc"
	"github.com/gonggao/gonggao/extract/read"
	"github.com/gonggao/gonggao/internal/perturb"
	"github.com/gonggao/gonggao/schema"
)

// TestAnnouncementRealHeaders holds the header rules against headers of
// real filings as the exchanges' PDFs converted to text and as news and
// data sites publish them (site chrome first, spaces and line breaks of
// the conversion left in).
func TestAnnouncementRealHeaders(t *testing.T) {
	tests := []struct {
		name, text string
		want       headerFacts
	}{
		{"PDF conversion: spaced number and date", "证券代码: 600105              证券简称: 永鼎股份         公告编号：临 2014-005\n\n江苏永鼎股份有限公司特别重大合同生效公告\n本公司董事会及全体董事保证本公告内容不存在任何虚假记载、误导性陈述或者重大遗漏。\n特此公告。\n\n江苏永鼎股份有限公司董事会\n2014 年 1 月 29 日\n", headerFacts{
			Company: "江苏永鼎股份有限公司", Kind: schema.KindContract, Title: "江苏永鼎股份有限公司特别重大合同生效公告",
			Number: "临2014-005", Date: "2014-01-29",
			Codes: []schema.StockCode{{Market: "A", Code: "600105", ShortName: "永鼎股份"}},
		}},
		// A quote portal's menu and its label 公司公告 (a sohu page's chrome)
		// above a 2003 page that has no listing labels: the label is no
		// part of the title, which comes from the page's own lines.
		{"a portal's label above a page without labels", "意见反馈 手机随时随地看行情\n\n公司公告\n\n东湖高新:第四届董事会第8次会议决议公告\n2003-04-29 05:39\n武汉东湖高新集团股份有限公司 第四届董事会第8次会议决议公告\n武汉东湖高新集团股份有限公司(以下简称公司)第四届董事会第8次会议于2003年4月27日以通讯方式召开,出席会议的董事应到9人,实到9人。\n武汉东湖高新集团股份有限公司董事会 二○○三年四月二十九日\n关闭窗口\n", headerFacts{
			Company: "武汉东湖高新集团股份有限公司", Kind: schema.KindBoardResolution, Title: "武汉东湖高新集团股份有限公司第四届董事会第8次会议决议公告",
			Date: "2003-04-29",
		}},
		// A quote page's widget (a sina page's chrome, 2006) above a news
		// site's heading that names the listing (华菱管线(000932)发行公告,
		// 2004): the heading is read past the chrome.
		{"a quote widget above a page's heading", perturb.Navigation[0] + "华菱管线(000932)发行公告 | |||||||||\n---|---|---|---|---|---|---|---|---|---|\nhttp://finance.sina.com.cn 2004年07月14日 08:56 上海证券报网络版 | |||||||||\n1、可转换公司债券的发行总额:2,000,000,000元 2、票面金额:100元 3、可转换公司债券的期限:5年\n", headerFacts{
			Kind: schema.KindOfferingProposal, Title: "发行公告",
			Codes: []schema.StockCode{{Market: "A", Code: "000932", ShortName: "华菱管线"}},
		}},
		// A page run together into one line (兴齐眼药, 2025) with its
		// labels set one a line: the last label's line runs on into the
		// company's name and the body, and is still the header's.
		{"labels one a line, the last run on", perturb.LabelsOnLines("兴齐眼药(300573) - 董事会决议公告\n证券代码:300573 证券简称:兴齐眼药 公告编号:2025-006 沈阳兴齐眼药股份有限公司 1、本次董事会由董事长刘继东先生召集,会议通知于 2025 年 4 月 8 日通过 电子邮件的形式送达至全体董事,董事会会议通知中包括会议的相关资料,同时 列明了会议的召开时间、地点、内容和方式。\n"), headerFacts{
			Company: "沈阳兴齐眼药股份有限公司", Kind: schema.KindBoardResolution, Title: "董事会决议公告",
			Number: "2025-006", Codes: []schema.StockCode{{Market: "A", Code: "300573", ShortName: "兴齐眼药"}},
		}},
		// The first header above as a traditional-character mirror prints
		// it: read through the simplified view, given as printed.
		{"traditional mirror", perturb.Traditional("证券代码: 600105              证券简称: 永鼎股份         公告编号：临 2014-005\n\n江苏永鼎股份有限公司特别重大合同生效公告\n本公司董事会及全体董事保证本公告内容不存在任何虚假记载、误导性陈述或者重大遗漏。\n特此公告。\n\n江苏永鼎股份有限公司董事会\n2014 年 1 月 29 日\n"), headerFacts{
			Company: "江蘇永鼎股份有限公司", Kind: schema.KindContract, Title: "江蘇永鼎股份有限公司特別重大合同生效公告",
			Number: "臨2014-005", Date: "2014-01-29",
			Codes: []schema.StockCode{{Market: "A", Code: "600105", ShortName: "永鼎股份"}},
		}},
		{"number with an em dash and spaces", "A股证券代码:601998 A股股票简称:中信银行 编号:临2012—16\nH股证券代码:998 H股股票简称:中信银行\n中信银行股份有限公司\n第二届董事会第三十次会议决议公告\n", headerFacts{
			Company: "中信银行股份有限公司", Kind: schema.KindBoardResolution, Title: "中信银行股份有限公司第二届董事会第三十次会议决议公告",
			Number: "临2012-16",
			Codes:  []schema.StockCode{{Market: "A", Code: "601998", ShortName: "中信银行"}, {Market: "H", Code: "998", ShortName: "中信银行"}},
		}},
		{"number 2009-临10", "证券代码:600000 证券简称:浦发银行 编号:2009-临10\n上海浦东发展银行股份有限公司董事会决议公告\n", headerFacts{
			Company: "上海浦东发展银行股份有限公司", Kind: schema.KindBoardResolution, Title: "上海浦东发展银行股份有限公司董事会决议公告",
			Number: "2009-临10", Codes: []schema.StockCode{{Market: "A", Code: "600000", ShortName: "浦发银行"}},
		}},
		{"number of digits only, with 号", "股票简称:中联重科 股票代码:000157 编号: 2006-13号\n长沙中联重工科技发展股份有限公司 第二届董事会第二十八次会议决议公告\n", headerFacts{
			Company: "长沙中联重工科技发展股份有限公司", Kind: schema.KindBoardResolution, Title: "长沙中联重工科技发展股份有限公司第二届董事会第二十八次会议决议公告",
			Number: "2006-13号", Codes: []schema.StockCode{{Market: "A", Code: "000157", ShortName: "中联重科"}},
		}},
		{"number 2011044", "证券代码:002024 证券简称:苏宁电器 公告编号:2011044\n苏宁电器股份有限公司第四届董事会第二十次会议决议公告\n", headerFacts{
			Company: "苏宁电器股份有限公司", Kind: schema.KindBoardResolution, Title: "苏宁电器股份有限公司第四届董事会第二十次会议决议公告",
			Number: "2011044", Codes: []schema.StockCode{{Market: "A", Code: "002024", ShortName: "苏宁电器"}},
		}},
		{"number broken over two lines", "证券代码:600795 证券简称:国电电力 编号:临\n-2011-2\n国电电力发展股份有限公司董事会决议公告\n", headerFacts{
			Company: "国电电力发展股份有限公司", Kind: schema.KindBoardResolution, Title: "国电电力发展股份有限公司董事会决议公告",
			Number: "临-2011-2", Codes: []schema.StockCode{{Market: "A", Code: "600795", ShortName: "国电电力"}},
		}},
		{"number in brackets", "股票代码:601006 股票简称:大秦铁路 公告编号:【临2021-002】\n大秦铁路股份有限公司\n公开发行可转换公司债券上市公告书\n", headerFacts{
			Company: "大秦铁路股份有限公司", Kind: schema.KindOther, Title: "大秦铁路股份有限公司公开发行可转换公司债券上市公告书",
			Number: "临2021-002", Codes: []schema.StockCode{{Market: "A", Code: "601006", ShortName: "大秦铁路"}},
		}},
		// The summary of the same issue's prospectus, its title as the
		// listing announcement quotes it (《大秦铁路股份有限公司公开发行可
		// 转换公司债券募集说明书摘要》, 2020-12-10) under that header.
		{"a prospectus's summary", "股票代码:601006 股票简称:大秦铁路 公告编号:【临2021-002】\n大秦铁路股份有限公司\n公开发行可转换公司债券募集说明书摘要\n", headerFacts{
			Company: "大秦铁路股份有限公司", Kind: schema.KindOfferingProposal, Title: "大秦铁路股份有限公司公开发行可转换公司债券募集说明书摘要",
			Number: "临2021-002", Codes: []schema.StockCode{{Market: "A", Code: "601006", ShortName: "大秦铁路"}},
		}},
		{"number with the year in brackets", "证券代码:002140 证券简称:东华科技 公告编号:〔2016〕063 号\n东华工程科技股份有限公司重大合同公告\n", headerFacts{
			Company: "东华工程科技股份有限公司", Kind: schema.KindContract, Title: "东华工程科技股份有限公司重大合同公告",
			Number: "〔2016〕063号", Codes: []schema.StockCode{{Market: "A", Code: "002140", ShortName: "东华科技"}},
		}},
		{"number with 临 after the year", "证券代码:600416 证券简称:湘电股份 编号:2010 临-038\n湘潭电机股份有限公司重大合同公告\n", headerFacts{
			Company: "湘潭电机股份有限公司", Kind: schema.KindContract, Title: "湘潭电机股份有限公司重大合同公告",
			Number: "2010临-038", Codes: []schema.StockCode{{Market: "A", Code: "600416", ShortName: "湘电股份"}},
		}},
		{"number with 临 in brackets", "证券代码:600449 证券简称:宁夏建材 公告编号:（临）2007-018\n宁夏赛马实业股份有限公司重大合同公告\n", headerFacts{
			Company: "宁夏赛马实业股份有限公司", Kind: schema.KindContract, Title: "宁夏赛马实业股份有限公司重大合同公告",
			Number: "(临)2007-018", Codes: []schema.StockCode{{Market: "A", Code: "600449", ShortName: "宁夏建材"}},
		}},
		{"number with a box-drawing dash over lines", "证券代码:600496 证券简称:精工钢构 编号:临2014\n─\n63\n长江精工钢结构(集团)股份有限公司重大工程中标公告\n", headerFacts{
			Company: "长江精工钢结构(集团)股份有限公司", Kind: schema.KindContract, Title: "长江精工钢结构(集团)股份有限公司重大工程中标公告",
			Number: "临2014─63", Codes: []schema.StockCode{{Market: "A", Code: "600496", ShortName: "精工钢构"}},
		}},
		{"labels without colons, two codes apart", "证券代码600320 900947股票简称振华港机振华B股编号:临2008-15\n上海振华港口机械(集团)股份有限公司重大合同公告\n近日,我公司(以下简称“公司”)签订供货合同。\n", headerFacts{
			Company: "上海振华港口机械(集团)股份有限公司", Kind: schema.KindContract, Title: "上海振华港口机械(集团)股份有限公司重大合同公告",
			Number: "临2008-15",
			// One name run together for two codes, split where the A
			// share's name (in the company's, bracket and all) ends.
			Codes: []schema.StockCode{{Market: "A", Code: "600320", ShortName: "振华港机"}, {Market: "B", Code: "900947", ShortName: "振华B股"}},
		}},
		{"title whose first line starts with the company", "股票代码: 002747股票简称:埃斯顿公告编号: 2016-039号\n南京埃斯顿自动化股份有限公司关于控股子公司中标\n中材锂膜有限公司锂膜后道自动化生产线(一期)项目的公告\n", headerFacts{
			Company: "南京埃斯顿自动化股份有限公司", Kind: schema.KindContract, Title: "南京埃斯顿自动化股份有限公司关于控股子公司中标中材锂膜有限公司锂膜后道自动化生产线(一期)项目的公告",
			Number: "2016-039号", Codes: []schema.StockCode{{Market: "A", Code: "002747", ShortName: "埃斯顿"}},
		}},
		{"title whose last line starts with a numeral", "证券代码:002366证券简称:台海核电公告编号:2016-076\n台海玛努尔核电设备股份有限公司\n关于一级全资子公司收到中广核宁德二期(华龙一号)\n5、6号机组反应堆冷却剂管道中标通知书的公告\n", headerFacts{
			Company: "台海玛努尔核电设备股份有限公司", Kind: schema.KindContract, Title: "台海玛努尔核电设备股份有限公司关于一级全资子公司收到中广核宁德二期(华龙一号)5、6号机组反应堆冷却剂管道中标通知书的公告",
			Number: "2016-076", Codes: []schema.StockCode{{Market: "A", Code: "002366", ShortName: "台海核电"}},
		}},
		{"title under the statement of responsibility", "证券代码: 600537证券简称:亿晶光电公告编号: 2013-009\n本公司及董事会全体成员保证公告内容不存在虚假记载、误导性陈述或者重大遗漏,并对其内容的真实、准确和完整承担个别及连带责任。\n亿晶光电科技股份有限公司关于项目中标的公告\n", headerFacts{
			Company: "亿晶光电科技股份有限公司", Kind: schema.KindContract, Title: "亿晶光电科技股份有限公司关于项目中标的公告",
			Number: "2013-009", Codes: []schema.StockCode{{Market: "A", Code: "600537", ShortName: "亿晶光电"}},
		}},
		{"date line with a page number run on", "广东水电二局股份有限公司重大合同公告\n特此公告。\n广东水电二局股份有限公司董事会\n二 OO 九年六月十五日 - 1 -\n", headerFacts{
			Company: "广东水电二局股份有限公司", Kind: schema.KindContract, Title: "广东水电二局股份有限公司重大合同公告", Date: "2009-06-15",
		}},
		{"header date, not a date of the body's list", "证券代码:601211 证券简称:国泰君安 公告编号:2022-055\n国泰君安证券股份有限公司关于“国君转债”预计满足转股价格修正条件的提示性公告\n一、可转债发行上市概况\n6、债券期限:本次发行的可转债期限为发行之日起六年,即自2017年7月7日至\n2023年7月6日\n", headerFacts{
			Company: "国泰君安证券股份有限公司", Kind: schema.KindOther, Title: "国泰君安证券股份有限公司关于“国君转债”预计满足转股价格修正条件的提示性公告",
			Number: "2022-055", Codes: []schema.StockCode{{Market: "A", Code: "601211", ShortName: "国泰君安"}},
		}},
		{"conversion code and a code in brackets", "股票代码:600028 股票简称:中国石化 编号:临2011-22号\n转债代码:110015 转债简称:石化转债\n转股代码:190015 转股简称:石化转股\n中国石油化工股份有限公司关于“石化转债”实施转股事宜的公告\n中材锂膜有限公司系中材科技股份有限公司(股票代码:\n002080)之控股子公司。\n", headerFacts{
			Company: "中国石油化工股份有限公司", Kind: schema.KindOther, Title: "中国石油化工股份有限公司关于“石化转债”实施转股事宜的公告",
			Number: "临2011-22号",
			Codes:  []schema.StockCode{{Market: "A", Code: "600028", ShortName: "中国石化"}, {Market: "convertible", Code: "110015", ShortName: "石化转债"}},
		}},
		{"bonds that are not convertible", "证券代码:600348 股票简称:阳泉煤业 编号:2019-037\n债券代码:143960 债券简称:18 阳煤 Y1\n债券代码:155229 债券简称:19 阳煤 01\n阳泉煤业(集团)股份有限公司关于2019年度非公开发行优先股股票预案的公告\n", headerFacts{
			Company: "阳泉煤业(集团)股份有限公司", Kind: schema.KindOfferingProposal, Title: "阳泉煤业(集团)股份有限公司关于2019年度非公开发行优先股股票预案的公告",
			Number: "2019-037", Codes: []schema.StockCode{{Market: "A", Code: "600348", ShortName: "阳泉煤业"}},
		}},
		{"a label with no number", "证券代码:600036 证券简称:招商银行 公告编号:\n招商银行股份有限公司董事会决议公告\n", headerFacts{
			Company: "招商银行股份有限公司", Kind: schema.KindBoardResolution, Title: "招商银行股份有限公司董事会决议公告",
			Codes: []schema.StockCode{{Market: "A", Code: "600036", ShortName: "招商银行"}},
		}},
		{"A and B codes on one label", "证券代码:000521、200521 证券简称:长虹美菱、虹美菱B 公告编号:2020-009\n长虹美菱股份有限公司\n2020年第二次临时股东大会决议公告\n", headerFacts{
			Company: "长虹美菱股份有限公司", Kind: schema.KindShareholdersResolution, Title: "长虹美菱股份有限公司2020年第二次临时股东大会决议公告",
			Number: "2020-009",
			Codes:  []schema.StockCode{{Market: "A", Code: "000521", ShortName: "长虹美菱"}, {Market: "B", Code: "200521", ShortName: "虹美菱B"}},
		}},
		{"convertible bond and other bonds", "证券代码:603220 证券简称:中贝通信 公告编号:2023-099\n债券代码:113678 债券简称:中贝转债\n公司债代码:143213 公司债简称:17豫高速\n中贝通信集团股份有限公司\n关于修订《公司章程》的公告\n", headerFacts{
			// 中贝转债 is a convertible (its name, its code's range); 17豫高速
			// is a company bond, not read.
			Company: "中贝通信集团股份有限公司", Kind: schema.KindArticlesAmendment, Title: "中贝通信集团股份有限公司关于修订《公司章程》的公告",
			Number: "2023-099", Codes: []schema.StockCode{{Market: "A", Code: "603220", ShortName: "中贝通信"}, {Market: "convertible", Code: "113678", ShortName: "中贝转债"}},
		}},
		{"convertible label", "股票代码:600028 股票简称:中国石化 编号:临2011-22号 转债代码:110015 转债简称:石化转债\n中国石油化工股份有限公司关于“石化转债”实施转股事宜的公告\n", headerFacts{
			Company: "中国石油化工股份有限公司", Kind: schema.KindOther, Title: "中国石油化工股份有限公司关于“石化转债”实施转股事宜的公告",
			Number: "临2011-22号",
			Codes:  []schema.StockCode{{Market: "A", Code: "600028", ShortName: "中国石化"}, {Market: "convertible", Code: "110015", ShortName: "石化转债"}},
		}},
		{"preference code in the opening list", "证券代码:601288 证券简称:农业银行 公告编号:临2025-005\n中国农业银行股份有限公司优先股二期股息发放实施公告\n中国农业银行股份有限公司董事会及全体董事保证本公告内容不存在任何虚假记载、误导性陈述或者重大遗漏,并对其内容的真实性、准确性和完整性承担法律责任。 重要内容提示: ● 优先股代码:360009 ● 优先股简称:农行优2 ● 每股优先股派发现金股息人民币4.84元(含税)\n", headerFacts{
			Company: "中国农业银行股份有限公司", Kind: schema.KindDividendPayment, Title: "中国农业银行股份有限公司优先股二期股息发放实施公告",
			Number: "临2025-005",
			Codes:  []schema.StockCode{{Market: "A", Code: "601288", ShortName: "农业银行"}, {Market: "preference", Code: "360009", ShortName: "农行优2"}},
		}},
		{"another company's code in brackets", "证券代码:600170 证券简称:上海建工 编号:临2011-002\n上海建工集团股份有限公司关于重大工程中标的公告\n本公司下属子公司上海市基础工程有限公司(股票代码:600642)联合中标。\n", headerFacts{
			Company: "上海建工集团股份有限公司", Kind: schema.KindContract, Title: "上海建工集团股份有限公司关于重大工程中标的公告",
			Number: "临2011-002", Codes: []schema.StockCode{{Market: "A", Code: "600170", ShortName: "上海建工"}},
		}},
		{"site chrome and a page label before the labels", "意见反馈 手机随时随地看行情\n\n公司公告\n\n上海银行:董事会四届二十一次会议决议公告2017-04-24  \n\n\t\t\t\t\t\t证券代码:601229         证券简称:上海银行        公告编号:临2017-008\n\n\n\n                      上海银行股份有限公司\n               董事会四届二十一次会议决议公告\n", headerFacts{
			Company: "上海银行股份有限公司", Kind: schema.KindBoardResolution, Title: "上海银行股份有限公司董事会四届二十一次会议决议公告",
			Number: "临2017-008", Codes: []schema.StockCode{{Market: "A", Code: "601229", ShortName: "上海银行"}},
		}},
		{"newspaper page: title above the date and source", "30版 信息披露  查看版面PDF\n\n2018年\n\n9月21日\n\n查看其他日期\n\n浙江金鹰股份有限公司\n第九届董事会第五次会议决议公告\n\n2018-09-21 来源:上海证券报\n\n证券代码:600232 证券简称:金鹰股份 编号:临2018-022\n\n本公司董事会及全体董事保证本公告内容不存在任何虚假记载、误导性陈述或者重大遗漏,并对其内容的真实性、准确性和完整性承担个别及连带责任。\n", headerFacts{
			Company: "浙江金鹰股份有限公司", Kind: schema.KindBoardResolution, Title: "浙江金鹰股份有限公司第九届董事会第五次会议决议公告",
			Number: "临2018-022", Codes: []schema.StockCode{{Market: "A", Code: "600232", ShortName: "金鹰股份"}},
		}},
		{"title over three lines, repeated above the labels", "中国电力建设股份有限公司\n第三届董事会第五十八次会议\n决议公告\n证券代码:601669 股票简称:中国电建 公告编号:临2022-049\n中国电力建设股份有限公司\n第三届董事会第五十八次会议\n决议公告\n", headerFacts{
			Company: "中国电力建设股份有限公司", Kind: schema.KindBoardResolution, Title: "中国电力建设股份有限公司第三届董事会第五十八次会议决议公告",
			Number: "临2022-049", Codes: []schema.StockCode{{Market: "A", Code: "601669", ShortName: "中国电建"}},
		}},
		{"title over two lines, the second short", "证券代码:600690 证券简称:青岛海尔 编号:临2014-002\n青岛海尔股份有限公司发行股份购买资产并募集配套资金\n暨关联交易报告书\n", headerFacts{
			Company: "青岛海尔股份有限公司", Kind: schema.KindOfferingProposal, Title: "青岛海尔股份有限公司发行股份购买资产并募集配套资金暨关联交易报告书",
			Number: "临2014-002", Codes: []schema.StockCode{{Market: "A", Code: "600690", ShortName: "青岛海尔"}},
		}},
		{"page run together into one line", "证券时报网络版郑重声明经证券时报社授权,证券时报网独家全权代理《证券时报》信息登载业务。本页内容未经书面授权许可,不得转载。 |\n证券代码:002452 证券简称:长高集团 公告编号:2012-017 湖南长高高压开关集团股份公司2011年年度权益分派实施公告 2012-05-16 来源:证券时报网 作者:\n", headerFacts{
			Company: "湖南长高高压开关集团股份公司", Kind: schema.KindDividendPayment, Title: "湖南长高高压开关集团股份公司2011年年度权益分派实施公告",
			Number: "2012-017", Codes: []schema.StockCode{{Market: "A", Code: "002452", ShortName: "长高集团"}},
		}},
		{"title opening a paragraph", "福建发展高速公路股份有限公司董事会决议公告 福建发展高速公路股份有限公司第三届董事会第二次会议于2003年8月13日在泉州市泉州酒店召开。 特此公告。 福建发展高速公路股份有限公司 董事会 2003年8月13日\n", headerFacts{
			Company: "福建发展高速公路股份有限公司", Kind: schema.KindBoardResolution, Title: "福建发展高速公路股份有限公司董事会决议公告",
			Date: "2003-08-13",
		}},
		{"signature and date on one line, letter-spaced", "中国国际海运集装箱(集团)股份有限公司(以下简称“本公司”)监事会2003年度第一次会议于2003年3月23日下午召开。 特此公告。 中国国际海运集装箱(集团)股份有限公司 监 事 会 二零零三年三月二十五日\n", headerFacts{
			Company: "中国国际海运集装箱(集团)股份有限公司", Kind: schema.KindSupervisoryResolution, Date: "2003-03-25",
		}},
		{"signature date with zeros as 0", "大众交通(集团)股份有限公司四届一次董事会于2003年5月15日下午在大众大厦会议室召开。\n    \n大众交通(集团)股份有限公司董事会    二00三年五月十五日\n", headerFacts{
			Company: "大众交通(集团)股份有限公司", Kind: schema.KindBoardResolution, Date: "2003-05-15",
		}},
		{"number labelled 公告编码, with and without a colon", "证券简称:长城开发证券代码: 000021公告编码: 2011-044\n深圳长城开发科技股份有限公司重大合同公告\n", headerFacts{
			Company: "深圳长城开发科技股份有限公司", Kind: schema.KindContract, Title: "深圳长城开发科技股份有限公司重大合同公告",
			Number: "2011-044", Codes: []schema.StockCode{{Market: "A", Code: "000021", ShortName: "长城开发"}},
		}},
		{"number labelled 公告编码 without a colon, with 号", "证券代码:300356证券简称:光一科技公告编码2016-078号\n光一科技股份有限公司关于项目中标的公告\n", headerFacts{
			Company: "光一科技股份有限公司", Kind: schema.KindContract, Title: "光一科技股份有限公司关于项目中标的公告",
			Number: "2016-078号", Codes: []schema.StockCode{{Market: "A", Code: "300356", ShortName: "光一科技"}},
		}},
		{"labels and number without colons", "股票简称凯迪电力股票代码000939公告编号2003-012\n武汉凯迪电力股份有限公司重大合同公告\n", headerFacts{
			Company: "武汉凯迪电力股份有限公司", Kind: schema.KindContract, Title: "武汉凯迪电力股份有限公司重大合同公告",
			Number: "2003-012", Codes: []schema.StockCode{{Market: "A", Code: "000939", ShortName: "凯迪电力"}},
		}},
		{"number in brackets after the year", "证券代码: 300365证券简称:恒华科技公告编码: 2016 ( 124 )号\n北京恒华伟业科技股份有限公司关于签订重大合同的公告\n", headerFacts{
			Company: "北京恒华伟业科技股份有限公司", Kind: schema.KindContract, Title: "北京恒华伟业科技股份有限公司关于签订重大合同的公告",
			Number: "2016(124)号", Codes: []schema.StockCode{{Market: "A", Code: "300365", ShortName: "恒华科技"}},
		}},
		{"the label's word repeated before the number", "证券代码: 600284证券简称:浦东建设编号:公告临2005 - 043\n上海浦东路桥建设股份有限公司中标公告\n", headerFacts{
			Company: "上海浦东路桥建设股份有限公司", Kind: schema.KindContract, Title: "上海浦东路桥建设股份有限公司中标公告",
			Number: "临2005-043", Codes: []schema.StockCode{{Market: "A", Code: "600284", ShortName: "浦东建设"}},
		}},
		{"another announcement's number quoted in the body", "福建博思软件股份有限公司\n关于政府采购中标项目的后续进展公告\n本公司及董事会全体成员保证信息披露的内容真实、准确、完整,没有虚假记载、误导性陈述或重大遗漏。\n具体内容详见公司2016年8月23日刊登于巨潮资讯网的《关于收到政府采购中标通知书的公告》(公告编号:2016-017)。\n", headerFacts{
			Company: "福建博思软件股份有限公司", Kind: schema.KindContract, Title: "福建博思软件股份有限公司关于政府采购中标项目的后续进展公告",
		}},
		{"another announcement's number after a comma", "四川路桥建设集团股份有限公司\n2018年1月中标公告\n本公司董事会及全体董事保证本公告内容不存在任何虚假记载、误导性陈述或者重大遗漏。\n中标价7,188,602,075元,工期42个月。(该项目已于2018年1月3日公告,公告编号:2018-001,具体内容详见上海证券交易所网站)\n", headerFacts{
			Company: "四川路桥建设集团股份有限公司", Kind: schema.KindContract, Title: "四川路桥建设集团股份有限公司2018年1月中标公告",
		}},
		{"a short title under labels run on with the name", "证券代码: 002205证券简称:国统股份编号: 2011 - 024新疆国统管道股份有限公司\n中标公告\n本公司及董事会全体成员保证信息披露的内容真实、准确、完整,没有虚假记载、误导性陈述或重大遗漏。\n", headerFacts{
			Company: "新疆国统管道股份有限公司", Kind: schema.KindContract, Title: "新疆国统管道股份有限公司中标公告",
			Number: "2011-024", Codes: []schema.StockCode{{Market: "A", Code: "002205", ShortName: "国统股份"}},
		}},
		{"a title longer than a header line", "证券代码:002310 股票简称:东方园林 公告编号:2018-009\n北京东方园林环境股份有限公司\n关于收到梅州市梅江区农村生活污水处理设施及配套管网建设项目一期工程PPP项目、梅江区周溪河综合整治PPP项目中标通知书的公告\n本公司及董事会全体成员保证信息披露的内容真实、准确、完整,没有虚假记载、误导性陈述或重大遗漏。\n", headerFacts{
			Company: "北京东方园林环境股份有限公司", Kind: schema.KindContract, Title: "北京东方园林环境股份有限公司关于收到梅州市梅江区农村生活污水处理设施及配套管网建设项目一期工程PPP项目、梅江区周溪河综合整治PPP项目中标通知书的公告",
			Number: "2018-009", Codes: []schema.StockCode{{Market: "A", Code: "002310", ShortName: "东方园林"}},
		}},
		{"a long title run together with the labels", "证券代码:603716证券简称:塞力斯公告编号:2017-003武汉塞力斯医疗科技股份有限公司关于公司作为联合中标体与青岛市妇女儿童医院签订《检验试剂、耗材集约化服务项目合同书》的公告\n本公司董事会及全体董事保证本公告内容不存在任何虚假记载、误导性陈述或者重大遗漏。\n", headerFacts{
			Company: "武汉塞力斯医疗科技股份有限公司", Kind: schema.KindContract, Title: "武汉塞力斯医疗科技股份有限公司关于公司作为联合中标体与青岛市妇女儿童医院签订《检验试剂、耗材集约化服务项目合同书》的公告",
			Number: "2017-003", Codes: []schema.StockCode{{Market: "A", Code: "603716", ShortName: "塞力斯"}},
		}},
		{"a statement titled 说明", "中利科技集团股份有限公司\n董事会关于重大合同双方履约能力的分析说明\n根据《公司法》、深圳证券交易所《中小企业板信息披露业务备忘录第15号-日常经营重大合同》等有关规定,作为中利科技集团股份有限公司(以下简称“公司”)董事,我们认真审阅了相关材料。\n", headerFacts{
			Company: "中利科技集团股份有限公司", Kind: schema.KindContract, Title: "中利科技集团股份有限公司董事会关于重大合同双方履约能力的分析说明",
		}},
		// The heading's table cells (| |||||) after it are empty items of
		// a menu: the title is the last item that says something.
		{"a page's heading naming the listing, no labels", "华菱管线(000932)发行公告 | |||||||||\n---|---|---|\nhttp://finance.sina.com.cn 2004年07月14日 08:56 上海证券报网络版 |\n", headerFacts{
			Kind: schema.KindOfferingProposal, Title: "发行公告", Codes: []schema.StockCode{{Market: "A", Code: "000932", ShortName: "华菱管线"}},
		}},
		{"a page's heading naming the listing, the labels below", "兴齐眼药(300573) - 董事会决议公告\n证券代码:300573 证券简称:兴齐眼药 公告编号:2025-006 沈阳兴齐眼药股份有限公司 1、本次董事会由董事长刘继东先生召集,会议通知于 2025 年 4 月 8 日通过电子邮件的形式送达至全体董事。\n", headerFacts{
			Company: "沈阳兴齐眼药股份有限公司", Kind: schema.KindBoardResolution, Title: "董事会决议公告",
			Number: "2025-006", Codes: []schema.StockCode{{Market: "A", Code: "300573", ShortName: "兴齐眼药"}},
		}},
		{"a page's heading with a colon", "科思科技(688788):取消监事会、调整董事会人数、变更注册资本、修订《公司章程》的公告\n", headerFacts{
			Kind: schema.KindArticlesAmendment, Title: "取消监事会、调整董事会人数、变更注册资本、修订《公司章程》的公告",
			Codes: []schema.StockCode{{Market: "A", Code: "688788", ShortName: "科思科技"}},
		}},
		{"证劵 for 证券 in the labels", "证劵代码:002163证劵简称:中航三鑫公告编号:2009-073\n中航三鑫股份有限公司重大合同公告\n", headerFacts{
			Company: "中航三鑫股份有限公司", Kind: schema.KindContract, Title: "中航三鑫股份有限公司重大合同公告",
			Number: "2009-073", Codes: []schema.StockCode{{Market: "A", Code: "002163", ShortName: "中航三鑫"}},
		}},
		{"codes with their market's letter", "股票代码:A600845 B900926股票简称:宝信软件宝信B编号:临2016-022\n上海宝信软件股份有限公司重大合同公告\n", headerFacts{
			Company: "上海宝信软件股份有限公司", Kind: schema.KindContract, Title: "上海宝信软件股份有限公司重大合同公告",
			Number: "临2016-022",
			// One name run together for two codes: split where the
			// company's characters end (宝信软件 of 上海宝信软件).
			Codes: []schema.StockCode{{Market: "A", Code: "600845", ShortName: "宝信软件"}, {Market: "B", Code: "900926", ShortName: "宝信B"}},
		}},
		{"a letter-spaced code", "证券简称 : 安徽水利证券代码 : 6 0 0 5 0 2编号: 2017 - 087\n安徽水利开发股份有限公司重大工程中标公告\n", headerFacts{
			Company: "安徽水利开发股份有限公司", Kind: schema.KindContract, Title: "安徽水利开发股份有限公司重大工程中标公告",
			Number: "2017-087", Codes: []schema.StockCode{{Market: "A", Code: "600502", ShortName: "安徽水利"}},
		}},
		{"page number run onto the signature's date", "中国铁建股份有限公司重大工程中标公告\n特此公告。\n中国铁建股份有限公司董事会二〇一七年九月二十三日1\n", headerFacts{
			Company: "中国铁建股份有限公司", Kind: schema.KindContract, Title: "中国铁建股份有限公司重大工程中标公告", Date: "2017-09-23",
		}},
		{"page number run onto a date under the signer", "中国中铁股份有限公司重大工程中标公告\n特此公告。\n中国中铁股份有限公司董事会\n2009年4月25日2\n", headerFacts{
			Company: "中国中铁股份有限公司", Kind: schema.KindContract, Title: "中国中铁股份有限公司重大工程中标公告", Date: "2009-04-25",
		}},
		{"signer run on after 特此公告", "深圳市索菱实业股份有限公司关于签订日常经营重大合同的公告\n敬请广大投资者理性投资,注意投资风险。特此公告! 深圳市索菱实业股份有限公司董事会\n2017年4月6日\n", headerFacts{
			Company: "深圳市索菱实业股份有限公司", Kind: schema.KindContract, Title: "深圳市索菱实业股份有限公司关于签订日常经营重大合同的公告", Date: "2017-04-06",
		}},
		{"signer and date run on after 特此公告, zero as a Greek capital", "浙江开尔新材料股份有限公司重大合同公告\n(二)备查文件:公司与深圳市地铁集团有限公司签订的合同文本。特此公告浙江开尔新材料股份有限公司董事会二 Ο 一五年五月二十五日\n", headerFacts{
			Company: "浙江开尔新材料股份有限公司", Kind: schema.KindContract, Title: "浙江开尔新材料股份有限公司重大合同公告", Date: "2015-05-25",
		}},
		{"a board called 董事局", "珠海华发实业股份有限公司关于竞得土地使用权的公告\n特此公告。\n珠海华发实业股份有限公司董事局\n二〇一七年七月八日\n", headerFacts{
			Company: "珠海华发实业股份有限公司", Kind: schema.KindOther, Title: "珠海华发实业股份有限公司关于竞得土地使用权的公告", Date: "2017-07-08",
		}},
		{"spaced year in Chinese numerals, 廿 for the tens of the day", "广州普邦园林股份有限公司重大合同公告\n特此公告。\n广州普邦园林股份有限公司\n董事会\n二〇一四年五月廿三日\n", headerFacts{
			Company: "广州普邦园林股份有限公司", Kind: schema.KindContract, Title: "广州普邦园林股份有限公司重大合同公告", Date: "2014-05-23",
		}},
		{"spaced year in Chinese numerals", "广夏(银川)实业股份有限公司重大合同公告\n特此公告。\n广夏(银川)实业股份有限公司董事会\n二 〇 一五年十一月十日\n", headerFacts{
			Company: "广夏(银川)实业股份有限公司", Kind: schema.KindContract, Title: "广夏(银川)实业股份有限公司重大合同公告", Date: "2015-11-10",
		}},
		{"a zero lost from the year is not guessed", "华油惠博普科技股份有限公司重大合同公告\n特此公告。\n华油惠博普科技股份有限公司\n董事会\n二  一八年三月十五日\n", headerFacts{
			Company: "华油惠博普科技股份有限公司", Kind: schema.KindContract, Title: "华油惠博普科技股份有限公司重大合同公告",
		}},
		{"a mirror in traditional characters without its title", "本公司及董事會全體成員保證信息披露的內容真實、準確、完整,沒有虛假記載、誤導性陳述或重大遺漏。\n一、重要提示\n在本次會議召開期間,未增加、否決或變更提案。\n二、會議召開的情況\n(一)召開時間:\n現場會議召開時間為:2011年11月25日(星期五)下午14:30;\n網絡投票時間為:2011年11月24日(星期四)―2011年11月25日(星期五)。\n其中,通過深圳證券交易所交易系統進行網絡投票的具體時間為:\n2011年11月25日上午9:30―11:30,下午13:00―15:00;\n通過深圳證券交易所互聯網投票系統投票的具體時間為:2011年11月24日15:00至2011年11月25日15:00期間的任意時間。\n(二)召開地點:公司會議室\n(三)召開方式:現場投票與網絡投票相結合\n(四)召集人:公司董事會\n(五)主持人:董事\n(六)會議的召開符合《公司法》、《上市公司股東大會規則》和公司《章程》的有關規定。\n", headerFacts{
			Kind: schema.KindShareholdersResolution,
		}},
		{"a wrapped title line ending in another company's name", "证券代码: 300168证券简称:万达信息公告编号: 2013-078万达信息股份有限公司\n关于与控股股东上海万豪投资有限公司\n共同竞拍获得“徐汇区黄浦江南延伸段WS5单元188S-0-1地块\n(地上部分)”的中标公告\n本公司及董事会全体成员保证信息披露的内容真实、准确、完整,没有虚假记载、误导性陈述或重大遗漏。\n", headerFacts{
			Company: "万达信息股份有限公司", Kind: schema.KindContract, Title: "关于与控股股东上海万豪投资有限公司共同竞拍获得“徐汇区黄浦江南延伸段WS5单元188S-0-1地块(地上部分)”的中标公告",
			Number: "2013-078", Codes: []schema.StockCode{{Market: "A", Code: "300168", ShortName: "万达信息"}},
		}},
		{"signature date wins over the header's", "证券代码:601939 证券简称:建设银行 公告编号:临2014-030\n中国建设银行股份有限公司监事会会议决议公告\n(2014年12月11日)\n本行监事会会议于2014年12月11日召开。\n特此公告。\n中国建设银行股份有限公司监事会\n二○一四年十二月十二日\n", headerFacts{
			Company: "中国建设银行股份有限公司", Kind: schema.KindSupervisoryResolution, Title: "中国建设银行股份有限公司监事会会议决议公告",
			Number: "临2014-030", Date: "2014-12-12", Codes: []schema.StockCode{{Market: "A", Code: "601939", ShortName: "建设银行"}},
		}},
	}
	checkHeaders(t, tests)
}

// TestSeveralAnnouncements: a newspaper page holding two announcements
// gives the first one's header and a warning at the second's labels.
func TestSeveralAnnouncements(t *testing.T) {
	text := "证券代码:601169 证券简称:北京银行 公告编号:临2014-032\n北京银行股份有限公司董事会决议公告\n本行董事会于2014年12月9日召开会议。\n特此公告。\n北京银行股份有限公司董事会\n2014年12月10日\n" +
		"证券代码:601169 证券简称:北京银行 公告编号:临2014-033\n北京银行股份有限公司监事会决议公告\n特此公告。\n北京银行股份有限公司监事会\n2014年12月10日\n"
	doc := testdoc.From("page", text)
	out := runHeader(doc)
	if a := out.Announcement; a.Number != "临2014-032" || a.Kind != schema.KindBoardResolution {
		t.Errorf("number %q kind %q, want the first announcement's 临2014-032 board_resolution", a.Number, a.Kind)
	}
	var w *schema.Warning
	for i := range out.Warnings {
		if out.Warnings[i].Code == schema.WarnSeveralAnnouncements {
			w = &out.Warnings[i]
		}
	}
	if w == nil || w.Span == nil {
		t.Fatalf("no %s warning with a span: %+v", schema.WarnSeveralAnnouncements, out.Warnings)
	}
	if got := string(doc.Raw[w.Span[0]:w.Span[1]]); got != "证券代码:601169 证券简称:北京银行 公告编号:临2014-033" {
		t.Errorf("warning span holds %q", got)
	}
	one := runHeader(testdoc.From("one", strings.SplitAfter(text, "2014年12月10日\n")[0]))
	for _, w := range one.Warnings {
		if w.Code == schema.WarnSeveralAnnouncements {
			t.Errorf("one announcement warned %+v", w)
		}
	}
}

// TestStockLabelsAsExpression holds stockLabels to the expression it
// stands for, on the header wordings above and on edge cases.
func TestStockLabelsAsExpression(t *testing.T) {
	texts := []string{
		"股票代码：601939 股票简称：建设银行 公告编号：临2014-028",
		"A股证券代码:601998 A股股票简称:中信银行 编号:临2012-16\nH股证券代码:998 H股股票简称:中信银行",
		"A股 证券代码 : 601998 优先股代码:360009 ● 优先股简称:农行优2 转债代码：110015 债券简称：中贝转债",
		"证券代码600320 900947股票简称振华港机振华B股编号:临2008-15 公司债代码:143213 转股代码:190015",
		"股票名称：四川路桥 股票代码： 600039 公告编号： 2009 － 027", "A\t股简称：中国中铁\tA 股代码： 601390\nH\t股简称：中国中铁",
		"3、项目名称：…工程 物资名称：扣件", "A\t\t股简称", "\t股代码",
		"代码", "简称:", "名称", "A股代码", " \n代码 :\n 1", "(以下简称“公司”)", "",
		// One word's labels far apart from the others' (a page run
		// together into one line).
		strings.Repeat("股票代码:601939 股票简称:建设银行 ", 4) + "项目名称:甲" + strings.Repeat("代码", 3) + "简称名称",
	}
	for _, s := range texts {
		want := stockLabelRe.FindAllStringSubmatchIndex(s, -1)
		// The expression may start a match at white space before a label
		// without a market; stockLabels starts at the label.
		for _, m := range want {
			m[0] += len(s[m[0]:m[1]]) - len(strings.TrimLeft(s[m[0]:m[1]], " \t\n\r\f\v"))
		}
		if diff := cmp.Diff(want, stockLabels(s), cmpopts.EquateEmpty()); diff != "" {
			t.Errorf("stockLabels(%q) (-expression +got):\n%s", s, diff)
		}
	}
}

// TestDeclaredTitle: a converted filing whose text states no title (the
// header of FDDC announcement 1008828 without its title line) takes the
// title its root element declares, the evidence pointing at the
// attribute's bytes; a text that states its title keeps its own.
func TestDeclaredTitle(t *testing.T) {
	const head = `<html><head></head><body><div title="永鼎股份特别重大合同生效公告" type="pdf">` + "\n" +
		` <div id="SectionCode_1" type="paragraph">` + "\n" +
		`  <div type="content">` + "\n" + `   证券代码: 600105              证券简称: 永鼎股份         公告编号：临 2014-005` + "\n" + `  </div>` + "\n"
	const body = `  <div type="content">` + "\n" + `   本公司董事会及全体董事保证本公告内容不存在任何虚假记载、误导性陈述或者重大遗漏，并对其内容的真实性、准确性和完整性承担个别及连带责任。` + "\n" + `  </div>` + "\n" +
		` </div></div></body></html>`
	const titled = `  <div type="content">` + "\n" + `   江苏永鼎股份有限公司特别重大合同生效公告` + "\n" + `  </div>` + "\n"
	for _, tt := range []struct{ name, src, title, evidence string }{
		{"no title in the text", head + body, "永鼎股份特别重大合同生效公告", "永鼎股份特别重大合同生效公告"},
		{"the text's own title", head + titled + body, "江苏永鼎股份有限公司特别重大合同生效公告", "江苏永鼎股份有限公司特别重大合同生效公告"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := read.Read("1008828.html", []byte(tt.src), read.ReadOptions{})
			if err != nil {
				t.Fatal(err)
			}
			a := runHeader(doc).Announcement
			if a.Title != tt.title || a.Kind != schema.KindContract {
				t.Errorf("title %q kind %q, want %q contract", a.Title, a.Kind, tt.title)
			}
			r := a.Evidence["title"]
			if got := tt.src[r.Span[0]:r.Span[1]]; got != tt.evidence || r.Text != tt.evidence {
				t.Errorf("title evidence %q (span holds %q), want %q", r.Text, got, tt.evidence)
			}
		})
	}
}

// TestCompanyNotInsideSentence: a name the last-resort count reads from a
// clause's start with a verb or preposition in front is another party of
// the sentence, not the issuer. The excerpt is an abridged 发行公告 on a
// news site (2004) that never writes the issuer's full name: it gives no
// company rather than the rating agency.
func TestCompanyNotInsideSentence(t *testing.T) {
	text := "华菱管线(000932)发行公告 | |||||||||\n---|---|---|---|---|---|---|---|---|---|\n" +
		"1、可转换公司债券的发行总额:2,000,000,000元 2、票面金额:100元 3、可转换公司债券的期限:5年\n" +
		"6、可转换公司债券的担保人:招商银行长沙分行 7、可转换公司债券的信用级别及资信评估机构:经上海远东资信评估有限公司评定为AAA 8、发行方式与发行对象:网下向机构投资者配售和网上向现有股东及其他公众投资者发售相结合的方式。 9、承销方式:余额包销\n"
	if a := runHeader(testdoc.From("page", text)).Announcement; a.Company != "" {
		t.Errorf("company %q, want none", a.Company)
	}
	// Names cut at a clause's start in real filings: the agency, the
	// counterparty or the tenderer after 经, 由, 与, 同意, 根据, 确定, 作为.
	for _, n := range []string{
		"经上海远东资信评估有限公司", "经甘肃方家不动产评估资询有限公司", "由上海宝华国际招标有限公司",
		"与大连地铁有限公司", "同意公司与宁波杭州湾新区开发建设有限公司", "根据珠海中冶置业有限公司",
		"确定上海巴安水务股份有限公司", "作为苏州天沃科技股份有限公司", "于核准江苏银行股份有限公司",
	} {
		if !inSentence(n) {
			t.Errorf("inSentence(%q) = false", n)
		}
	}
	// Issuers and parties whose names start with a character of those words.
	for _, n := range []string{
		"福建新大陆电脑股份有限公司", "同方股份有限公司", "通鼎互联信息股份有限公司",
		"和布克赛尔蒙古自治县城市建设投资发展有限公司", "同济大学建筑设计研究院(集团)有限公司", "确成硅化学股份有限公司",
	} {
		if inSentence(n) {
			t.Errorf("inSentence(%q) = true", n)
		}
	}
}

// TestTraditionalHeaderLabels: a mirror printed in traditional characters
// (the Hong Kong exchange's copies of mainland filings) sets the labels as
// 證券代碼, 證券簡稱, 公告編號; they are read as the simplified ones, and
// the values are given as printed. The headers are the real ones of
// TestAnnouncementRealHeaders set in traditional characters, and give
// what those give.
func TestTraditionalHeaderLabels(t *testing.T) {
	tests := []struct {
		name, text, company, number string
		codes                       []schema.StockCode
	}{
		{"spaced number", "證券代碼: 600105              證券簡稱: 永鼎股份         公告編號：臨 2014-005\n\n江苏永鼎股份有限公司特别重大合同生效公告\n",
			"江苏永鼎股份有限公司", "臨2014-005", []schema.StockCode{{Market: "A", Code: "600105", ShortName: "永鼎股份"}}},
		{"A and H labels", "A股證券代碼:601998 A股股票簡稱:中信銀行 編號:臨2012—16\nH股證券代碼:998 H股股票簡稱:中信銀行\n中信銀行股份有限公司\n第二屆董事會第三十次會議決議公告\n",
			"中信銀行股份有限公司", "臨2012-16", []schema.StockCode{{Market: "A", Code: "601998", ShortName: "中信銀行"}, {Market: "H", Code: "998", ShortName: "中信銀行"}}},
		{"name run on after the number", "證券代碼: 300168證券簡稱:萬達信息公告編號: 2013-078萬達信息股份有限公司\n",
			"萬達信息股份有限公司", "2013-078", []schema.StockCode{{Market: "A", Code: "300168", ShortName: "萬達信息"}}},
		{"preference shares", "證券代碼:601288 證券簡稱:農業銀行 公告編號:臨2025-005\n中國農業銀行股份有限公司優先股二期股息發放實施公告\n中國農業銀行股份有限公司董事會及全體董事保證本公告內容不存在任何虛假記載、誤導性陳述或者重大遺漏。 重要內容提示: ● 優先股代碼:360009 ● 優先股簡稱:農行優2 ● 每股優先股派發現金股息人民幣4.84元(含稅)\n",
			"中國農業銀行股份有限公司", "臨2025-005", []schema.StockCode{{Market: "A", Code: "601288", ShortName: "農業銀行"}, {Market: "preference", Code: "360009", ShortName: "農行優2"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := testdoc.From(tt.name, tt.text)
			a := runHeader(doc).Announcement
			if a.Company != tt.company || a.Number != tt.number {
				t.Errorf("company %q number %q, want %q %q", a.Company, a.Number, tt.company, tt.number)
			}
			if diff := cmp.Diff(tt.codes, a.StockCodes, cmpopts.IgnoreFields(schema.StockCode{}, "Span")); diff != "" {
				t.Errorf("codes (-want +got):\n%s", diff)
			}
			for k, r := range a.Evidence {
				testdoc.CheckRef(t, doc, "evidence."+k, r)
			}
		})
	}
}

// TestCompanyNotFound: an excerpt that names its issuer only by the short
// name of its listing (a news site's abridged 发行公告, 2004) gives no
// company and says so; one that states the full name gives it and no
// such warning.
func TestCompanyNotFound(t *testing.T) {
	warned := func(out *schema.Document) bool {
		for _, w := range out.Warnings {
			if w.Code == schema.WarnCompanyNotFound {
				return true
			}
		}
		return false
	}
	short := "华菱管线(000932)发行公告 | |||||||||\n---|---|---|---|---|---|---|---|---|---|\nhttp://finance.sina.com.cn 2004年07月14日 08:56 上海证券报网络版 | |||||||||\n1、可转换公司债券的发行总额:2,000,000,000元 2、票面金额:100元 3、可转换公司债券的期限:5年\n"
	out := runHeader(testdoc.From("short", short))
	if out.Announcement.Company != "" || !warned(out) {
		t.Errorf("short name only: company %q, warnings %+v; want none and a %s warning", out.Announcement.Company, out.Warnings, schema.WarnCompanyNotFound)
	}
	full := "证券代码:600795 证券简称:国电电力 编号:临\n-2011-2\n国电电力发展股份有限公司董事会决议公告\n"
	out = runHeader(testdoc.From("full", full))
	if out.Announcement.Company != "国电电力发展股份有限公司" || warned(out) {
		t.Errorf("full name: company %q, warnings %+v", out.Announcement.Company, out.Warnings)
	}
}

// TestPortalLinks: a web page's chrome links to the announcements before
// and after its own (上一篇:… / 下一篇:…) or lists related ones, each a label,
// a colon and another announcement's title; those lines are not the
// page's title, company or kind. A heading of the same layout whose label
// is the issuer's short name (中信银行:…), and a forum's subject line
// (主题:…, one line under its own label), are the page's own title. The
// texts are real openings (the first paragraph of 湖北楚天高速's 2008
// dividend notice on a forum; 中国工商银行's 2010 adjustment notice, which
// starts after its title) with the chrome of real portals put before them.
func TestPortalLinks(t *testing.T) {
	const icbc = "中国工商银行股份有限公司董事会及全体董事保证本公告内容不存在任何虚假记载、误导性陈述或者重大遗漏,并对其内容的真实性、准确性和完整性承担个别及连带责任。\n" +
		"重要提示:\n1、工行转债调整前的转股价格:4.20元人民币/股\n2、工行转债调整后的转股价格:4.16元人民币/股\n3、工行转债本次转股价格调整起始日期:2010年11月26日\n"
	const chutian = "本公司及董事会全体成员保证公告内容的真实、准确和完整,对公告的虚假记载、误导性陈述或者重大遗漏负连带责任。 重要内容提示 ●每股派发现金红利0.16元(含税),每10股派发现金红利1.6元(含税) ●扣税前每股现金红利0.16元,扣税后每股现金红利0.144元 ●股权登记日:2008年7月21日 ●除息日:2008年7月22日 ●红利发放日:2008年7月25日\n" +
		"湖北楚天高速公路股份有限公司董事会\n二○○八年七月十五日\n"
	for _, tt := range []struct {
		name, text, title, company, kind string
	}{
		{"links to the neighbours",
			"首页 > 信息披露 > 公司公告\n上一篇:关于召开2010年第一次临时股东大会的通知\n下一篇:北京歌华有线电视网络股份有限公司董事会决议公告\n【字号 大 中 小】 【打印】 【关闭窗口】\n\n" + icbc,
			"", "中国工商银行股份有限公司", schema.KindConvertiblePriceAdjustment},
		{"one link, spaced, full-width colon",
			"返回 | 打印 | 关闭窗口\n下一条： 大秦铁路股份有限公司2020年年度报告摘要\n\n" + icbc,
			"", "中国工商银行股份有限公司", schema.KindConvertiblePriceAdjustment},
		{"related links under two labels",
			"相关公告:北京歌华有线电视网络股份有限公司董事会决议公告\n推荐阅读:国泰君安证券股份有限公司关于国君转债转股价格调整的公告\n\n" + icbc,
			"", "中国工商银行股份有限公司", schema.KindConvertiblePriceAdjustment},
		{"a forum's subject line",
			"昵称:新手来了 |\n主题:湖北楚天高速公路股份有限公司2007年度派发现金红利实施公告\n" + chutian,
			"湖北楚天高速公路股份有限公司2007年度派发现金红利实施公告", "湖北楚天高速公路股份有限公司", schema.KindDividendPayment},
		{"a heading under the short name, with a link after it",
			"楚天高速:2007年度派发现金红利实施公告2008-07-15\n上一篇:关于召开2010年第一次临时股东大会的通知\n" + chutian,
			"2007年度派发现金红利实施公告", "湖北楚天高速公路股份有限公司", schema.KindDividendPayment},
	} {
		t.Run(tt.name, func(t *testing.T) {
			a := runHeader(testdoc.From("page", tt.text)).Announcement
			if a.Title != tt.title || a.Company != tt.company || a.Kind != tt.kind {
				t.Errorf("title %q company %q kind %q, want %q %q %q", a.Title, a.Company, a.Kind, tt.title, tt.company, tt.kind)
			}
		})
	}
}

// TestPortalLine: the line a news site sets between an item's heading and
// the announcement — the time it was put up and its source — is chrome:
// the title above it, the header below it and the signature are read,
// and its date is not the announcement's (a page cut before the signature
// has no date).
func TestPortalLine(t *testing.T) {
	// Wordings of real pages: 上海证券报's site, 证券时报网, 中财网, and a
	// portal's 发布时间 / 来源 labels.
	lines := []string{
		"2018-09-21 来源:上海证券报",
		"2014-12-10 来源:证券时报网 作者:",
		"时间:2025年07月02日 12:11:15 中财网",
		"发布时间:2018-09-21 09:30:00 来源:上海证券报 作者:",
		"发布时间：2018年09月21日 09:30 | 来源：证券时报网 | 作者：",
	}
	const (
		heading = "30版 信息披露  查看版面PDF\n\n2018年\n\n9月21日\n\n查看其他日期\n\n浙江金鹰股份有限公司\n第九届董事会第五次会议决议公告\n\n"
		header  = "\n\n证券代码:600232 股票简称:金鹰股份 编号:临2018-046\n\n浙江金鹰股份有限公司\n\n第九届董事会第五次会议决议公告\n\n本公司董事会及全体董事保证本公告内容不存在任何虚假记载、误导性陈述或者重大遗漏,并对其内容的真实性、准确性和完整性承担个别及连带责任。\n"
		signed  = "特此公告。\n\n浙江金鹰股份有限公司董事会\n\n2018年9月20日\n"
	)
	for _, ln := range lines {
		for _, tail := range []string{"", signed} {
			name := ln
			if tail != "" {
				name += " (signed)"
			}
			t.Run(name, func(t *testing.T) {
				doc := testdoc.From("page", heading+ln+header+tail)
				a := runHeader(doc).Announcement
				if a.Title != "浙江金鹰股份有限公司第九届董事会第五次会议决议公告" || a.Kind != schema.KindBoardResolution || a.Number != "临2018-046" || a.Company != "浙江金鹰股份有限公司" {
					t.Errorf("title %q, kind %q, number %q, company %q", a.Title, a.Kind, a.Number, a.Company)
				}
				want := ""
				if tail != "" {
					want = "2018-09-20"
				}
				if a.Date != want {
					t.Errorf("date %q, want %q", a.Date, want)
				}
			})
		}
	}
}

// TestRelatedLinks: a portal's menu (however long) and its list of related
// announcements above a page without labels are chrome: the meetings the
// related links name (关于召开…临时股东大会的通知) do not give the kind.
func TestRelatedLinks(t *testing.T) {
	const body = "本公司于2003年4月24日在福州市东街123号航空大厦15层公司会议室召开2003年第三次董事会,应到董事8人。会议由董事长何尔涛主持。与会董事经研究,作出如下决议:\n    一、审议通过《公司2002年年度报告》及《摘要》;\n"
	for _, chrome := range []string{
		"网站首页 | 新闻中心 | 行情中心 | 数据中心 | 公司公告 | 研究报告 | 投资者关系互动平台 | 登录 | 注册\n当前位置：首页 > 公司公告 > 沪市公告 > 正文\n相关公告：关于召开2023年第一次临时股东大会的通知（2023年3月2日）；关于公司董事辞职的公告（2023年2月28日）\n2023年03月03日 08:15  来源：上海证券报\n\n",
		"首页 | 公司公告 | 行情中心 | 数据中心\n相关新闻：关于召开2010年第一次临时股东大会的通知\n\n",
		"相关阅读：北京歌华有线电视网络股份有限公司关于召开2009年度股东大会的通知；歌华有线2009年年度报告摘要\n\n",
	} {
		doc := testdoc.From("page", chrome+body)
		if a := runHeader(doc).Announcement; a.Kind != schema.KindBoardResolution {
			t.Errorf("%q: kind %q, want %q", chrome[:30], a.Kind, schema.KindBoardResolution)
		}
	}
}
