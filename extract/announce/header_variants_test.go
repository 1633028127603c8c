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

// headerFacts is what the tests below read of an announcement's header.
type headerFacts struct {
	Company, Kind, Title, Number, Date string
	Codes                              []schema.StockCode
}

// checkHeaders runs the header on each text and compares what it reads,
// every evidence span checked against the raw bytes and every stock
// code's span holding its code (the digits maybe letter-spaced) and short
// name.
func checkHeaders(t *testing.T, tests []struct {
	name, text string
	want       headerFacts
}) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := testdoc.From(tt.name, tt.text)
			a := runHeader(doc).Announcement
			got := headerFacts{Company: a.Company, Kind: a.Kind, Title: a.Title, Number: a.Number, Date: a.Date, Codes: a.StockCodes}
			if diff := cmp.Diff(tt.want, got, cmpopts.IgnoreFields(schema.StockCode{}, "Span"), cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("announcement (-want +got):\n%s", diff)
			}
			for k, r := range a.Evidence {
				testdoc.CheckRef(t, doc, "evidence."+k, r)
			}
			for _, sc := range a.StockCodes {
				raw := string(doc.Raw[sc.Span[0]:sc.Span[1]])
				// The digits of a code may be letter-spaced (6 0 0 5 0 2).
				if !strings.Contains(strings.ReplaceAll(raw, " ", ""), sc.Code) || !strings.Contains(raw, sc.ShortName) {
					t.Errorf("stock code span %q does not hold %s %s", raw, sc.Code, sc.ShortName)
				}
			}
		})
	}
}

// TestSignatureDateInFigures: a signature dated in figures (…董事会2009-7-15)
// gives the announcement's date; figures elsewhere (a page's 公告日期 line,
// a date in the body) do not.
func TestSignatureDateInFigures(t *testing.T) {
	checkHeaders(t, []struct {
		name, text string
		want       headerFacts
	}{
		// 武汉凯迪电力, 2009: the signer and the date run together.
		{"signer and date in figures on one line", "股票简称:凯迪电力股票代码: 000939公告编号: 2009-22\n武汉凯迪电力股份有限公司关于中标越煤项目的进展公告\n本公司及其董事会全体成员保证信息披露内容的真实、准确、完整,没有虚假记载、误导性陈述或重大遗漏。\n特此公告。\n武汉凯迪电力股份有限公司董事会2009-7-15\n", headerFacts{
			Company: "武汉凯迪电力股份有限公司", Kind: schema.KindContract, Title: "武汉凯迪电力股份有限公司关于中标越煤项目的进展公告",
			Number: "2009-22", Date: "2009-07-15", Codes: []schema.StockCode{{Market: "A", Code: "000939", ShortName: "凯迪电力"}},
		}},
		// The same signature set over two lines, the date in figures under
		// the signer, with a dot or a dash.
		{"date in figures under the signer", "武汉凯迪电力股份有限公司关于中标越煤项目的进展公告\n特此公告。\n武汉凯迪电力股份有限公司董事会\n2009-07-15\n", headerFacts{
			Company: "武汉凯迪电力股份有限公司", Kind: schema.KindContract, Title: "武汉凯迪电力股份有限公司关于中标越煤项目的进展公告", Date: "2009-07-15",
		}},
		{"date with dots under the signer", "武汉凯迪电力股份有限公司关于中标越煤项目的进展公告\n特此公告。\n武汉凯迪电力股份有限公司\n董事会\n2009.7.15\n", headerFacts{
			Company: "武汉凯迪电力股份有限公司", Kind: schema.KindContract, Title: "武汉凯迪电力股份有限公司关于中标越煤项目的进展公告", Date: "2009-07-15",
		}},
		// Mixed separators are no date; nor is a page's own date line
		// (公告日期:2006-10-09) or a body's date in figures.
		{"mixed separators", "武汉凯迪电力股份有限公司关于中标越煤项目的进展公告\n特此公告。\n武汉凯迪电力股份有限公司董事会2009-7.15\n", headerFacts{
			Company: "武汉凯迪电力股份有限公司", Kind: schema.KindContract, Title: "武汉凯迪电力股份有限公司关于中标越煤项目的进展公告",
		}},
		{"a page's date line is not the signature", "公告日期:2006-10-09\n武汉凯迪电力股份有限公司关于中标越煤项目的进展公告\n合同于2009-7-15签署。\n", headerFacts{
			Company: "武汉凯迪电力股份有限公司", Kind: schema.KindContract, Title: "武汉凯迪电力股份有限公司关于中标越煤项目的进展公告",
		}},
	})
}

// TestListingLabelVariants: the short name labelled as the company's
// (公司简称), and a market noted in brackets after each code and each
// name (( A股), ( B股)), as real headers set them.
func TestListingLabelVariants(t *testing.T) {
	checkHeaders(t, []struct {
		name, text string
		want       headerFacts
	}{
		// 华能国际, 2004.
		{"公司简称 before the code", "公司简称:华能国际股票代码: 600011公告编号: 2004 -017\n华能国际电力股份有限公司重大合同公告\n本公司及董事会全体成员保证公告内容的真实、准确和完整 , 对公告的虚假记载、误导性陈述或者重大遗漏负连带责任。\n", headerFacts{
			Company: "华能国际电力股份有限公司", Kind: schema.KindContract, Title: "华能国际电力股份有限公司重大合同公告", Number: "2004-017",
			Codes: []schema.StockCode{{Market: "A", Code: "600011", ShortName: "华能国际"}},
		}},
		// The same label after the code, full-width colon as printed.
		{"公司简称 after the code", "股票代码：600011 公司简称：华能国际 公告编号：2004-017\n华能国际电力股份有限公司重大合同公告\n", headerFacts{
			Company: "华能国际电力股份有限公司", Kind: schema.KindContract, Title: "华能国际电力股份有限公司重大合同公告", Number: "2004-017",
			Codes: []schema.StockCode{{Market: "A", Code: "600011", ShortName: "华能国际"}},
		}},
		// Without its colon, or after a Han character (本公司简称), it is a
		// sentence's word, not a label.
		{"公司简称 without a colon", "股票代码：600011 公司简称华能国际\n华能国际电力股份有限公司重大合同公告\n", headerFacts{
			Company: "华能国际电力股份有限公司", Kind: schema.KindContract, Title: "华能国际电力股份有限公司重大合同公告",
			Codes: []schema.StockCode{{Market: "A", Code: "600011"}},
		}},
		{"本公司简称 in a sentence", "股票代码：600011\n华能国际电力股份有限公司重大合同公告\n本公司简称:华能国际。\n", headerFacts{
			Company: "华能国际电力股份有限公司", Kind: schema.KindContract, Title: "华能国际电力股份有限公司重大合同公告",
			Codes: []schema.StockCode{{Market: "A", Code: "600011"}},
		}},
		// 佛山照明, 2012: the A and B listings, each noted.
		{"A and B codes, each noted", "股票简称:佛山照明( A股) 粤照明B ( B股)股票代码: 000541 ( A股) 200541 ( B股)\n公告编号: 2012 - 020\n佛山电器照明股份有限公司\n关于公司中标国家高效照明产品推广项目的公告\n", headerFacts{
			Company: "佛山电器照明股份有限公司", Kind: schema.KindContract, Title: "佛山电器照明股份有限公司关于公司中标国家高效照明产品推广项目的公告", Number: "2012-020",
			Codes: []schema.StockCode{{Market: "A", Code: "000541", ShortName: "佛山照明"}, {Market: "B", Code: "200541", ShortName: "粤照明B"}},
		}},
		// 中国中车, 2015 and 中国南车, 2008: one code and one name noted, and
		// an H listing on its own labels.
		{"one noted code", "证券代码: 601766 ( A股) 股票简称:中国中车( A股) 编号:临2015-080\n中国中车股份有限公司重大合同公告\n", headerFacts{
			Company: "中国中车股份有限公司", Kind: schema.KindContract, Title: "中国中车股份有限公司重大合同公告", Number: "临2015-080",
			Codes: []schema.StockCode{{Market: "A", Code: "601766", ShortName: "中国中车"}},
		}},
		{"noted A and H labels", "证券代码:601766(A股) 股票简称:中国南车(A股) 编号:临2008-17证券代码: 1766(H股) 股票简称:中国南车(H股)\n中国南车股份有限公司重大合同公告\n", headerFacts{
			Company: "中国南车股份有限公司", Kind: schema.KindContract, Title: "中国南车股份有限公司重大合同公告", Number: "临2008-17",
			Codes: []schema.StockCode{{Market: "A", Code: "601766", ShortName: "中国南车"}, {Market: "H", Code: "1766", ShortName: "中国南车"}},
		}},
	})
}

// TestRunTogetherTitles: pages whose lines run together into one (the
// spaces between Han characters folded) give the title run on after the
// listing labels, the company's name starting where the text states it
// on its own elsewhere; a page's heading run on gives its title up to its
// first 公告. Excerpts of real pages, their line breaks lost.
func TestRunTogetherTitles(t *testing.T) {
	checkHeaders(t, []struct {
		name, text string
		want       headerFacts
	}{
		// 中信银行, 2012: the name run on after the short name.
		{"name run on after the short name", "意见反馈 手机随时随地看行情 公司公告 中信银行:第二届董事会第三十次会议决议公告2012-03-31 A股证券代码:601998 A股股票简称:中信银行 编号:临2012—16 H股证券代码:998 H股股票简称:中信银行 中信银行股份有限公司 第二届董事会第三十次会议决议公告 本公司及董事会全体成员保证公告内容的真实、准确和完整,对公告的虚假 记载、误导性陈述或者重大遗漏负连带责任。 中信银行股份有限公司(以下简称“公司”)第二届董事会第三十次会议 于2012年3月9日发出书面会议通知,2012年3月30日在北京以现场会议形式完成 表决形成决议。\n", headerFacts{
			Company: "中信银行股份有限公司", Kind: schema.KindBoardResolution, Title: "中信银行股份有限公司第二届董事会第三十次会议决议公告", Number: "临2012-16",
			Codes: []schema.StockCode{{Market: "A", Code: "601998", ShortName: "中信银行"}, {Market: "H", Code: "998"}},
		}},
		// 北京银行, 2014: a newspaper's heading before the labels, the
		// announcement's own title after them.
		{"own title after the labels, not the heading", "证券时报多媒体数字报 2014年12月10日 按日期查找: < 上一期 下一期 > 北京银行股份有限公司公告(系列) 2014-12-10 来源:证券时报网 作者: 证券代码:601169 证券简称:北京银行 公告编号:临2014-032 北京银行股份有限公司 非公开发行优先股预案的公告 本公司董事会及全体董事保证本公告内容不存在任何虚假记载、误导性陈述或者重大遗漏。 北京银行股份有限公司(以下简称“本行”)董事会审议通过了非公开发行优先股预案。\n", headerFacts{
			Company: "北京银行股份有限公司", Kind: schema.KindOfferingProposal, Title: "北京银行股份有限公司非公开发行优先股预案", Number: "临2014-032",
			Codes: []schema.StockCode{{Market: "A", Code: "601169", ShortName: "北京银行"}},
		}},
		// 中贝通信, 2023: the title only in the page's heading, the site's
		// name and date run on after it.
		{"heading run on", "中贝通信: 关于修订《公司章程》的公告 证券之星 2023-12-07 00:00:00 关注证券之星官方微博: 证券代码:603220 证券简称:中贝通信 公告编号:2023-099 债券代码:113678 债券简称:中贝转债 中贝通信集团股份有限公司 本公司董事会及全体董事保证本公告内容不存在任何虚假记载、误导性陈述 或者重大遗漏,并对其内容的真实性、准确性和完整性承担个别及连带责任。 中贝通信集团股份有限公司(以下简称“公司”)于2023年12月6召开第三届董事会第二十七次会议\n", headerFacts{
			Company: "中贝通信集团股份有限公司", Kind: schema.KindArticlesAmendment, Title: "关于修订《公司章程》的公告", Number: "2023-099",
			Codes: []schema.StockCode{{Market: "A", Code: "603220", ShortName: "中贝通信"}, {Market: "convertible", Code: "113678", ShortName: "中贝转债"}},
		}},
		// 中联重科, 2006: the name run on after the number's 号.
		{"name run on after the number", "股票简称:中联重科 股票代码:000157 编号: 2006-13号 长沙中联重工科技发展股份有限公司 第二届董事会第二十八次会议决议公告 本公司及其董事保证信息披露内容的真实、准确、完整,没有虚假记载、误导性陈述或 重大遗漏。 长沙中联重工科技发展股份有限公司(以下简称\"本公司\"或\"公司\")第二届董事会第二 十八次会议于二○○六年四月二十五日召开\n", headerFacts{
			Company: "长沙中联重工科技发展股份有限公司", Kind: schema.KindBoardResolution, Title: "长沙中联重工科技发展股份有限公司第二届董事会第二十八次会议决议公告", Number: "2006-13号",
			Codes: []schema.StockCode{{Market: "A", Code: "000157", ShortName: "中联重科"}},
		}},
	})
}

// TestRunTogetherSignatureDate: a page whose lines run together into one
// gives the date of the signature at its end, the site's leftovers after
// it; a date of the body's last sentence is none.
func TestRunTogetherSignatureDate(t *testing.T) {
	checkHeaders(t, []struct {
		name, text string
		want       headerFacts
	}{
		// 杭叉集团, 2023.
		{"after 特此公告, the page's link after it", "杭叉集团股份有限公司第七届董事会第六次会议决议公告 会议听取、审议并通过了以下表决事项: 1、审议通过《公司2023年第一季度报告》 详见公司同日于上海证券交易所网站(www.sse.com.cn)及《证券时报》披露的《公司2023年第一季度报告》。 表决结果:同意8票,反对0票,弃权0票。 特此公告。 杭叉集团股份有限公司董事会 2023年4月21日 附件:公告原文\n", headerFacts{
			Company: "杭叉集团股份有限公司", Kind: schema.KindBoardResolution, Title: "杭叉集团股份有限公司第七届董事会第六次会议决议公告", Date: "2023-04-21",
		}},
		// 东湖高新, 2003: no 特此公告, the portal's 关闭窗口 after the date.
		{"without 特此公告, a portal's leftovers after it", "武汉东湖高新集团股份有限公司 第四届董事会第8次会议决议公告 截止2003年3月31日公司实现营业收入6364.81万元,比上年同期增加5.18%;实现净利润870.83万元,比上年同期增加7.05%;净资产收益率1.27%。 二、同意刘守根先生因健康原因辞去集团公司生物科技事业部总监职务。 武汉东湖高新集团股份有限公司董事会 二○○三年四月二十九日 关闭窗口 |\n", headerFacts{
			Company: "武汉东湖高新集团股份有限公司", Kind: schema.KindBoardResolution, Title: "武汉东湖高新集团股份有限公司第四届董事会第8次会议决议公告", Date: "2003-04-29",
		}},
		// 中联重科, 2006: the signer letter-spaced.
		{"letter-spaced signer, a table's bar after it", "长沙中联重工科技发展股份有限公司 第二届董事会第二十八次会议决议公告 (3)《董事会议事规则》; 审议结果:表决票11票,赞成票11票,反对票0票,弃权票0票。 以上第2项议案尚需经公司2005年年度股东大会审议批准后实施。 长沙中联重工科技发展股份有限公司 董 事 会 二○○六年四月二十七日 |\n", headerFacts{
			Company: "长沙中联重工科技发展股份有限公司", Kind: schema.KindBoardResolution, Title: "长沙中联重工科技发展股份有限公司第二届董事会第二十八次会议决议公告", Date: "2006-04-27",
		}},
		// A body's sentence naming the board and a date, more after it.
		{"a body's date is none", "杭叉集团股份有限公司第七届董事会第六次会议决议公告 会议听取、审议并通过了以下表决事项: 1、审议通过《公司2023年第一季度报告》 详见公司同日于上海证券交易所网站(www.sse.com.cn)及《证券时报》披露的《公司2023年第一季度报告》。 表决结果:同意8票,反对0票,弃权0票。 本议案已提交公司董事会2023年4月21日会议审议。\n", headerFacts{
			Company: "杭叉集团股份有限公司", Kind: schema.KindBoardResolution, Title: "杭叉集团股份有限公司第七届董事会第六次会议决议公告",
		}},
	})
}

// TestOpeningAfterChrome: a page without a title is placed by its opening
// lines however much of the page's chrome stands before them (a portal's
// menu, its list of related announcements blanked to spaces, its date
// line): the opening counts the text's characters, not its spaces.
func TestOpeningAfterChrome(t *testing.T) {
	// 33: a mirror of a 2011 shareholders' meeting's resolution without
	// its title, in traditional characters.
	const opening = "本公司及董事會全體成員保證信息披露的內容真實、準確、完整,沒有虛假記載、誤導性陳述或重大遺漏。\n一、重要提示\n在本次會議召開期間,未增加、否決或變更提案。\n二、會議召開的情況\n(一)召開時間:\n現場會議召開時間為:2011年11月25日(星期五)下午14:30;\n網絡投票時間為:2011年11月24日(星期四)―2011年11月25日(星期五)。\n其中,通過深圳證券交易所交易系統進行網絡投票的具體時間為:\n2011年11月25日上午9:30―11:30,下午13:00―15:00;\n通過深圳證券交易所互聯網投票系統投票的具體時間為:2011年11月24日15:00至2011年11月25日15:00期間的任意時間。\n(二)召開地點:公司會議室\n(三)召開方式:現場投票與網絡投票相結合\n(四)召集人:公司董事會\n(五)主持人:董事\n(六)會議的召開符合《公司法》、《上市公司股東大會規則》和公司《章程》的有關規定。\n"
	checkHeaders(t, []struct {
		name, text string
		want       headerFacts
	}{
		{"the opening alone", opening, headerFacts{Kind: schema.KindShareholdersResolution}},
		{"after a portal's menu and related links", perturb.Navigation[7] + opening, headerFacts{Kind: schema.KindShareholdersResolution}},
	})
}

// TestLabelGlyphVariant: a converted filing whose label 证券代码 has its
// first character set in another glyph (敃券代码) still gives its code
// when the code is one of shares; 债券代码 stays a bond's label, and a
// variant label before a bond's code, or run on after a word, gives none.
func TestLabelGlyphVariant(t *testing.T) {
	const body = "\n东方电气股份有限公司重大合同提示性公告\n本公司董事会及全体董事保敃本公告内容不存在任何怼假记载、误导性陈述或者敷大惔漏,并对其内容的真实性、准确性和完整性承担个别及连带责任。\n"
	want := func(codes ...schema.StockCode) headerFacts {
		return headerFacts{Company: "东方电气股份有限公司", Kind: schema.KindContract, Title: "东方电气股份有限公司重大合同提示性公告", Number: "临2010-024", Codes: codes}
	}
	checkHeaders(t, []struct {
		name, text string
		want       headerFacts
	}{
		// 东方电气, 2010, as FDDC's conversion gives it.
		{"敃券代码", "敃券代码:600875股票简称:东方电气编号:临2010-024" + body, want(schema.StockCode{Market: "A", Code: "600875", ShortName: "东方电气"})},
		{"证券代码", "证券代码:600875股票简称:东方电气编号:临2010-024" + body, want(schema.StockCode{Market: "A", Code: "600875", ShortName: "东方电气"})},
		{"a bond's label", "债券代码:122009 股票简称:东方电气 编号:临2010-024" + body, want()},
		{"a variant before a convertible's code", "敃券代码:110015 股票简称:东方电气 编号:临2010-024" + body, want()},
		{"a variant run on after a word", "东方电气敃券代码:600875 编号:临2010-024" + body, want()},
	})
}
