package normalize

import (
	"testing"

	"github.com/gonggao/gonggao/internal/perturb"
)

// Openings of one paragraph over a list of items, as three real board and
// supervisory board announcements of 2003 print them (大众交通, 福建南纸,
// 中集), broken at a page's right margin of 58, 74 and 83 columns: too few
// lines reach the margin for the text to show one, but the paragraph's
// full lines end at one width.
var widthPairOpenings = []struct{ name, text string }{
	{"大众交通", "大众交通(集团)股份有限公司四届一次董事会于2003年5月15日下午在大众大厦会议室召开,会议应到董事9名,实到7名,委托2名。符合《公司法》和《公司章程》的有关规定,会议审议并通过了如下决议:\n    1、选举周秀华女士为公司董事长;\n    2、选举杨国平先生为公司常务副董事长;\n    3、选举张锡麟先生为公司副董事长;\n"},
	{"福建南纸", "本公司于2003年4月24日在福州市东街123号航空大厦15层公司会议室召开2003年第三次董事会,应到董事8人,董事王琤光因病未能出席,董事史荣贵委托董事长何尔涛、独立董事刘可夫委托独立董事陈恭健出席董事会。会议由董事长何尔涛主持。会议符合《公司法》和《公司章程》的有关规定。与会董事经研究,作出如下决议:\n    一、审议通过《公司2002年年度报告》及《摘要》;\n    二、审议通过《公司2002年度董事会报告》;\n"},
	{"中集", "中国国际海运集装箱(集团)股份有限公司(以下简称“本公司”)监事会2003年度第一次会议于2003年3月23日下午在中集集团研发中心806会议室召开,应到监事3人,实到3人,会议的召集和召开符合《公司法》和《公司章程》以及《监事会议事规则》等的有关规定,会议由监事长杜永成先生主持,会议形成如下决议:\n    一、审议通过了《二零零二年度监事会工作报告》;\n    二、同意《二零零二年度董事会工作报告》;\n"},
}

// TestWidthPairs: the opening broken at the margin reads as it was set,
// its items on their lines.
func TestWidthPairs(t *testing.T) {
	for _, tt := range widthPairOpenings {
		for _, w := range []int{58, 74, 83} {
			wrapped := perturb.HardWrap(tt.text, w)
			if wrapped == tt.text {
				t.Fatalf("%s: not wrapped at %d", tt.name, w)
			}
			if got, _ := JoinColumns(wrapped); got != tt.text {
				t.Errorf("%s at %d columns:\n%s\nwant\n%s", tt.name, w, got, tt.text)
			}
		}
	}
}

// TestWidthPairsStayApart: lines of one width that are not a paragraph's
// keep their breaks.
func TestWidthPairsStayApart(t *testing.T) {
	for _, text := range []string{
		// A header's row above a title of the same width (青岛海尔, 2014;
		// 宁波建工, 2012): the header stands apart, and the title's two
		// lines are no pair.
		"证券代码:600690 证券简称:青岛海尔 编号:临2014-002\n青岛海尔股份有限公司发行股份购买资产并募集配套资金\n暨关联交易报告书\n",
		"证券代码:601789 证券简称:宁波建工 编号:2012-007\n宁波建工股份有限公司中标北仑小港通途路西、泰山路南\nC地块小区工程公告\n",
		// Paragraphs that end their sentences at one width.
		"本公司董事会及全体董事保证本公告内容不存在任何虚假记载、误导性陈述或者重大遗漏。\n公司于2012年2月21日收到宁波市北仑区招投标中心签发的《中标通知书》。\n特此公告。\n",
		// Lines of one width with no narrower line after them.
		"大众交通(集团)股份有限公司四届一次董事会于2003年5月15日下午在大众大厦会议\n室召开,会议应到董事9名,实到7名,委托2名。符合《公司法》和《公司章程》的有关\n",
	} {
		if got, _ := JoinColumns(text); got != text {
			t.Errorf("joined:\n%s\nfrom\n%s", got, text)
		}
	}
}
