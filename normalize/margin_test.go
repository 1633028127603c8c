package normalize

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gonggao/gonggao/internal/perturb"
	"github.com/gonggao/gonggao/internal/textwidth"
)

// The dates of a line in Chinese numerals are measured as their digits:
// a line of 中信银行's 2012 board announcement as laid out and with its
// dates written in Chinese numerals, and the Chinese-numeral date of a
// 2006 filing ("于二○○六年四月二十五日").
func TestChineseDateExcess(t *testing.T) {
	tests := []struct {
		in   string
		want int
	}{
		{"于2012年3月9日发出书面会议通知,2012年3月30日在北京以现场会议形式完成", 0},
		// 二〇一二年三月九日 (18 columns) for 2012年3月9日 (12);
		// 二〇一二年三月三十日 (20) for 2012年3月30日 (13).
		{"于二〇一二年三月九日发出书面会议通知,二〇一二年三月三十日在北京以现场会议形式完成", 6 + 7},
		{"第二届董事会第二十八次会议于二○○六年四月二十五日以通讯方式召开", textwidth.Columns("二○○六年四月二十五日") - textwidth.Columns("2006年4月25日")},
	}
	for _, tt := range tests {
		if got := chineseDateExcess(tt.in); got != tt.want {
			t.Errorf("chineseDateExcess(%q) = %d, want %d", tt.in, got, tt.want)
		}
	}
}

// marginPages are paragraphs as a PDF's text layer gives them, each line
// ended by the page's right margin a word or a figure short of it: 中信
// 银行 (2012, 67 to 70 columns) and 中国电建 (2021, 69 to 74), and what
// they read as: each paragraph on one line.
var marginPages = []struct{ name, in, want string }{
	{"board meeting",
		"       中信银行股份有限公司(以下简称“公司”)第二届董事会第三十次会议\n于2012年3月9日发出书面会议通知,2012年3月30日在北京以现场会议形式完成\n表决形成决议,会议应参会董事15人,实际参会董事15名,其中安赫尔卡诺\n费尔南德斯董事和何塞安德列斯巴雷罗董事委托田国立董事长代为出席和表\n决,赵小凡董事、白重恩独立董事分别委托居伟民董事、李哲平独立董事代为出\n席和表决。公司监事对会议履行了监督职责。会议的召开符合《中华人民共和国\n公司法》及《中信银行股份有限公司章程》的相关规定。会议审议通过了以下议\n案:\n\n",
		"       中信银行股份有限公司(以下简称“公司”)第二届董事会第三十次会议于2012年3月9日发出书面会议通知,2012年3月30日在北京以现场会议形式完成表决形成决议,会议应参会董事15人,实际参会董事15名,其中安赫尔卡诺费尔南德斯董事和何塞安德列斯巴雷罗董事委托田国立董事长代为出席和表决,赵小凡董事、白重恩独立董事分别委托居伟民董事、李哲平独立董事代为出席和表决。公司监事对会议履行了监督职责。会议的召开符合《中华人民共和国公司法》及《中信银行股份有限公司章程》的相关规定。会议审议通过了以下议案:\n\n"},
	{"contract won",
		"    近日,中国电力建设股份有限公司下属控股子公司中国水利水电第八工程局\n有限公司(联合体牵头人)与中国电建集团中南勘测设计研究院有限公司组成联\n合体,中标了赣江下游尾闾综合整治工程设计、采购、施工总承包项目(以下简\n称“本项目”),中标金额为人民币 68.74 亿元。本项目位于江西省南昌市新建\n区、南昌县、高新区、东湖区和经开区,由南昌水利枢纽工程、洲头防护工程两\n大部分等组成,其中水利枢纽工程设置主支、北支、中支、南支 4 座拦河闸,洲\n头防护工程防护长度 9.32 公里。项目计划工期为 60 个月。\n",
		"    近日,中国电力建设股份有限公司下属控股子公司中国水利水电第八工程局有限公司(联合体牵头人)与中国电建集团中南勘测设计研究院有限公司组成联合体,中标了赣江下游尾闾综合整治工程设计、采购、施工总承包项目(以下简称“本项目”),中标金额为人民币 68.74 亿元。本项目位于江西省南昌市新建区、南昌县、高新区、东湖区和经开区,由南昌水利枢纽工程、洲头防护工程两大部分等组成,其中水利枢纽工程设置主支、北支、中支、南支 4 座拦河闸,洲头防护工程防护长度 9.32 公里。项目计划工期为 60 个月。\n"},
}

// TestJoinColumnsMargin: a paragraph broken at a page's margin is read as
// one line; the same paragraph broken again at a narrow column (23 or 31
// characters, the column's breaks inside the margin's lines) reads the
// same, and so does the board's set double-spaced (the contract's, its
// lines of Chinese all of 37 characters, reads as a column of that count,
// which a blank line ends); the result is read again unchanged.
func TestJoinColumnsMargin(t *testing.T) {
	for _, tt := range marginPages {
		for _, v := range []struct {
			name string
			in   string
		}{
			{"as printed", tt.in},
			{"broken again at 23", perturb.WrapAll(tt.in, 23)},
			{"broken again at 31", perturb.WrapAll(tt.in, 31)},
			{"double-spaced", perturb.BlankLines(tt.in)},
		} {
			if v.name == "double-spaced" && tt.name != "board meeting" {
				continue
			}
			t.Run(tt.name+"/"+v.name, func(t *testing.T) {
				out, m := JoinColumns(v.in)
				if got := strings.TrimRight(out, "\n"); got != strings.TrimRight(tt.want, "\n") {
					t.Errorf("JoinColumns:\n got %q\nwant %q", out, tt.want)
				}
				if again, _ := JoinColumns(out); again != out {
					t.Errorf("not idempotent:\n%q\n%q", out, again)
				}
				checkMap(t, v.in, out, m)
			})
		}
	}
}

// checkMap holds a join's map to its input: every byte of out that was
// copied is the byte of in it leads to.
func checkMap(t *testing.T, in, out string, m *OffsetMap) {
	t.Helper()
	if m == nil {
		if out != in {
			t.Errorf("no map for a changed text")
		}
		return
	}
	for i := 0; i < len(out); i++ {
		if s := m.Source(Span{i, i + 1}); s.End-s.Start == 1 && in[s.Start] != out[i] {
			t.Fatalf("byte %d of the output leads to byte %d of the input: %q, %q", i, s.Start, out[i], in[s.Start])
		}
	}
}

// A blank line ends a paragraph whose last line reached the margin by
// chance, unless the text is set double-spaced: 歌华有线 (2005), its
// paragraphs apart, broken at 83 columns. Its paragraphs read whole
// (…根据歌华 / 转债募集说明书…) and the formula after a blank line stays on
// a line of its own (…则 / / 派息:P=Po-D;).
func TestMarginBlankLineEndsParagraph(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "corpus", "real", "convertible", "gehua_2005_adjust_capitalisation.txt"))
	if err != nil {
		t.Fatal(err)
	}
	out, _ := JoinColumns(perturb.HardWrap(string(data), 83))
	for _, want := range []string{"根据歌华转债募集说明书", "最后一位实行四舍五入),则\n\n派息:P=Po-D;"} {
		if !strings.Contains(out, want) {
			t.Errorf("%q not in the joined text", want)
		}
	}
}

// A header's rows hold two labelled fields or more, prose at most one.
func TestHeaderRow(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want bool
	}{
		{"股票代码:600012 股票简称:皖通高速 编号:临2010-14", true}, // 皖通高速 (2010)
		{"债券代码:122039 债券简称:09皖通债", true},
		{"债券代码: 122039 债券简称: 09 皖通债", true},                         // spaces around its figures
		{"A股证券代码:601998     A股股票简称:中信银行        编号:临2012—16", false}, // A股 opens no label; laid apart instead
		{"证券代码:300573 证券简称:兴齐眼药 公告编号:2025-006 沈", true},             // 兴齐眼药 (2025)
		{"表决结果:同意9票,反对0票,弃权0票。", false},
		{"会议由监事会主席徐芳琴主持,会议应到监事3名,亲自出席现场会议监事3名。", false},
	} {
		if got := headerRow(tt.in); got != tt.want {
			t.Errorf("headerRow(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}

// An approval's verb goes on in the title of what it approved, whatever
// the width of its line: FDDC 285491 and 16769231 (2014, 2017), and a
// traditional mirror's; a verb with no title after it ends its line (a
// preferred-share plan, 2019).
func TestApprovalBreak(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"2、2014年12月31日,公司第八届董事会第二次会议审议通过了\n《关于公司全资子公司签署共建智慧两江战略合作框架协议的议案》,同意",
			"2、2014年12月31日,公司第八届董事会第二次会议审议通过了《关于公司全资子公司签署共建智慧两江战略合作框架协议的议案》,同意"},
		{"公司于2017年10月16日召开第四届董事会2017年第四次会议审议通过\n了《关于签订重大经营合同的议案》,并就",
			"公司于2017年10月16日召开第四届董事会2017年第四次会议审议通过了《关于签订重大经营合同的议案》,并就"},
		{"公司第八屆董事會第二次會議審議通過了\n  《關於簽訂重大經營合同的議案》",
			"公司第八屆董事會第二次會議審議通過了《關於簽訂重大經營合同的議案》"},
		{"本预案于2019年7月17日经公司第六届董事会第三十次会议\n审议通过\n本次优先股发行方案尚需公司股东大会审议通过", ""},
	} {
		want := tt.want
		if want == "" {
			want = tt.in
		}
		if out, _ := JoinColumns(tt.in); out != want {
			t.Errorf("JoinColumns(%q) = %q, want %q", tt.in, out, want)
		}
	}
}

// A column's count breaks the rows of a table and the labelled lines of a
// page as anywhere; what the page set on lines of its own stays, what the
// count cut is read whole: 上海证券 (2020, a line of 23 characters above a
// label), 中信银行 (2012, a tally cut inside a cell's gap at 31), 中国国航
// (2017, a row cut in the gap before its figure at 23), 长高集团 (2012, a
// label cut at 29 inside a paragraph).
func TestJoinColumnsCountRows(t *testing.T) {
	for _, tt := range []struct {
		name, in string
		width    int
		wants    []string
	}{
		{"label below a line of the count",
			"本次股东大会,由公司董事会七届十三次会议决议召开,于 2020 年 8 月 20 日在\n《上海证券报》及上海证券交易所网站发出召开会议通知的公告,于 2020 年 9月 7 日以公司现场会议和网络投票结合方式召开。现场会议由高兵华董事长主持,会议的召集、召开符合相关法律法规及公司章程的规定。\n(五) 公司董事、监事和董事会秘书的出席情况\n1、公司在任董事 9 人,出席 9 人;\n2、公司在任监事 7 人,出席 7 人;\n3、董事会秘书陈辉出席本次会议并履行相关职责;公司部分高管列席本次会议。二、 议案审议情况\n(一) 非累积投票议案\n1、 议案名称:2020 年半年度利润分配预案\n审议结果:通过\n表决情况:\n股东 同意 反对 弃权\n类型 票数 比例(%) 票数 比例(%) 票数 比例(%)\nA 股 427,323,627 99.8758 189,536 0.0442 341,700 0.0800\n2、 议案名称:关于认购股权投资基金合伙企业(\n",
			23, []string{"\n1、 议案名称:2020 年半年度利润分配预案\n审议结果:通过\n", "现场会议由高兵华董事长主持,会议的召集、召开符合相关法律法规及公司章程的规定。\n"}},
		{"a tally cut in a gap",
			"       中信银行股份有限公司(以下简称“公司”)第二届董事会第三十次会议\n于2012年3月9日发出书面会议通知,2012年3月30日在北京以现场会议形式完成\n表决形成决议,会议应参会董事15人,实际参会董事15名,其中安赫尔卡诺\n费尔南德斯董事和何塞安德列斯巴雷罗董事委托田国立董事长代为出席和表\n决,赵小凡董事、白重恩独立董事分别委托居伟民董事、李哲平独立董事代为出\n席和表决。公司监事对会议履行了监督职责。会议的召开符合《中华人民共和国\n公司法》及《中信银行股份有限公司章程》的相关规定。会议审议通过了以下议\n案:\n\n\n     一、审议通过《中信银行2011年年度报告》(包括财务报告)及年度报告摘\n要\n\n\n     表决结果:赞成15票        反对0票         弃权0票\n\n",
			31, []string{"\n     表决结果:赞成15票        反对0票         弃权0票\n"}},
		{"a row cut before its figure",
			"(三)    出席会议的普通股股东和恢复表决权的优先股股东及其持有股份情况:\n1、出席会议的股东和代理人人数\n其中:A 股股东人数\n       境外上市外资股股东人数(H 股)\n2、出席会议的股东所持有表决权的股份总数(股)            11,029,501,882\n其中:A 股股东持有股份总数                                7,548,448,036\n       境外上市外资股股东持有股份总数(H 股)             3,481,053,846\n3、出席会议的股东所持有表决权股份数占公司有表决权股\n份总数的比例(%)                                               75.94\n其中:A 股股东持股占股份总数的比例(%)                         51.97\n       境外上市外资股股东持股占股份总数的比例(%)              23.97\n(四)   表决方式是否符合《公司法》及《公司章程》的规定,大会主持情况等。\n公司 2016 年度股东大会由公司董事会召集,由董事长蔡剑江先生主持,会议的\n",
			23, []string{"\n2、出席会议的股东所持有表决权的股份总数(股)            11,029,501,882\n"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			in := perturb.WrapAll(tt.in, tt.width)
			out, m := JoinColumns(in)
			for _, want := range tt.wants {
				if !strings.Contains(out, want) {
					t.Errorf("%q not in\n%s", want, out)
				}
			}
			checkMap(t, in, out, m)
		})
	}
	// 长高集团 (2012): a page run into one line, broken every 29
	// characters (perturb.Wrap) inside the label 除权除息日为.
	page := "二、股权登记日与除权除息日 本次权益分派股权登记日为:2012年5月22日,除权除息日为:2012年5月23日。 三、权益分派对象 本次分派对象为:截止2012年5月22日下午深圳证券交易所收市后,在中国证券登记结算有限责任公司深圳分公司(以下简称“中国结算深圳分公司”)登记在册的本公司全体股东。 四、权益分派方法 1、本次所送(转)股于2012年5月23日直接记入股东证券账户。\n"
	if out, _ := JoinColumns(perturb.Wrap(page, 29)); out != page {
		t.Errorf("JoinColumns:\n got %q\nwant %q", out, page)
	}
}
