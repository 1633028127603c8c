package meeting

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/extract/announce"
	"github.com/gonggao/gonggao/extract/read"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/pipeline/kind"
	"github.com/gonggao/gonggao/schema"
)

// A board its company calls 董事局 meets as a board: its body, session,
// date, attendance, chair and tallies are read as a 董事会's, the session
// and titles written as printed. The cases follow the wordings of real
// announcements (阳光城's numbered template with the session set over two
// title lines, 华发股份's one paragraph with Chinese-numeral tallies, a
// traditional mirror, a board approval reported in passing, a
// shareholders' meeting the 董事局 convened), with their names and figures
// changed.
func TestBoardNamedBureau(t *testing.T) {
	type facts struct {
		Body, Session, Date, Notice, Chair string
		Expected, Present                  int
		Titles                             []string
		For                                []int
		Recused                            []string
	}
	tests := []struct {
		name, in string
		want     facts
	}{
		{"numbered template, session over two title lines",
			"证券代码:000999 证券简称:某某城 公告编号:2018-011\n\n某某城集团股份有限公司第九届\n\n董事局第三十一次会议决议公告\n\n本公司及董事会全体成员保证信息披露的真实、准确、完整,没有虚假记载、误导性陈述或者重大遗漏。\n\n一、会议发出通知的时间和方式\n\n本次会议的通知于2018年3月2日以电话、专人递送、传真或电子邮件等方式发出。\n\n二、会议召开的时间、地点、方式\n\n本次会议于2018年3月12日在福州市某某大厦19层会议室召开,会议由公司董事局主席张明华主持。公司监事、高管列席了会议。\n\n三、董事出席会议情况\n\n公司董事9名,亲自出席会议董事9人,代为出席董事0人。\n\n四、审议事项的具体内容及表决情况\n\n(一)以9票同意、0票反对、0票弃权,审议通过《公司2017年度董事局工作报告》,本议案尚需提交公司股东大会审议批准。\n\n(二)以8票同意、0票反对、0票弃权,审议通过《关于公司收购项目公司股权暨关联交易的议案》,关联董事王建国对本议案回避表决。\n\n特此公告。\n\n某某城集团股份有限公司\n董事局\n二〇一八年三月十三日\n",
			facts{Body: "board", Session: "第九届董事局第三十一次会议", Date: "2018-03-12", Chair: "张明华", Expected: 9, Present: 9,
				Titles: []string{"公司2017年度董事局工作报告", "关于公司收购项目公司股权暨关联交易的议案"}, For: []int{9, 8}, Recused: []string{"王建国"}}},
		{"one paragraph, tallies in Chinese numerals",
			"股票代码:600999        股票简称:某发股份        公告编号:2020-061\n\n珠海某发实业股份有限公司\n第九届董事局第七十六次会议决议公告\n\n本公司董事局及全体董事保证公告内容的真实、准确和完整,对公告的虚假记载、误导性陈述或者重大遗漏负连带责任。\n\n珠海某发实业股份有限公司(以下简称“公司”)第九届董事局第七十六次会议通知已于2020年9月14日以电子邮件方式发出,会议于2020年9月19日以通讯方式召开,会议符合《公司法》和《公司章程》的有关规定。经董事局十四位董事以传真方式表决,形成如下决议:\n\n一、以十票赞成,零票反对,零票弃权审议通过了《关于公司开展信托融资暨关联交易的议案》。本项议案涉及关联交易,关联董事李光明、郭海、谢伟、许莉回避表决。\n\n二、以十四票赞成,零票反对,零票弃权审议通过了《关于提供反担保的议案》。\n\n特此公告。\n\n珠海某发实业股份有限公司\n董事局\n二〇二〇年九月二十日\n",
			facts{Body: "board", Session: "第九届董事局第七十六次会议", Date: "2020-09-19", Notice: "2020-09-14",
				Titles: []string{"关于公司开展信托融资暨关联交易的议案", "关于提供反担保的议案"}, For: []int{10, 14}, Recused: []string{"李光明", "郭海", "谢伟", "许莉"}}},
		{"a traditional mirror",
			"股票代碼:600999 股票簡稱:某發股份 公告編號:2023-004\n珠海某發實業股份有限公司\n第十屆董事局第二十三次會議決議公告\n本公司董事局及全體董事保證本公告內容不存在任何虛假記載、誤導性陳述或者重大遺漏。\n珠海某發實業股份有限公司(以下簡稱“公司”)第十屆董事局第二十三次會議通知於2023年2月10日以電子郵件方式發出,會議於2023年2月12日以通訊方式召開,會議符合《公司法》和《公司章程》的有關規定。經董事局十四位董事以通訊方式表決,形成如下決議:\n一、以十四票贊成、零票反對、零票棄權審議通過了《關於公司符合向特定對象發行股票條件的議案》。\n特此公告。\n",
			facts{Body: "board", Session: "第十届董事局第二十三次会议", Date: "2023-02-12", Notice: "2023-02-10",
				Titles: []string{"關於公司符合向特定對象發行股票條件的議案"}, For: []int{14}}},
		{"a board approval reported in passing",
			"某某城集团股份有限公司关于为子公司提供担保的公告\n\n一、担保情况概述\n\n2020年4月12日,公司召开第九届董事局第八十三次会议,以11票同意、0票反对、0票弃权审议通过了《关于公司2020年担保计划的议案》。\n",
			facts{Body: "board", Session: "第九届董事局第八十三次会议", Date: "2020-04-12",
				Titles: []string{"关于公司2020年担保计划的议案"}, For: []int{11}}},
		{"the numbered form, attendance as due and present",
			"某某控股股份有限公司第七届董事局第五次会议决议公告\n\n本公司及董事局全体成员保证公告内容的真实、准确和完整。\n\n某某控股股份有限公司第七届董事局第五次会议于2016年5月20日在公司会议室以现场方式召开,会议通知于2016年5月10日以书面方式发出。会议应出席董事7名,实际出席董事7名,会议由董事局主席陈建平先生主持。会议审议通过了以下议案:\n\n一、以7票同意,0票反对,0票弃权,审议通过了《关于公司向银行申请综合授信额度的议案》。\n\n特此公告。\n\n某某控股股份有限公司\n董事局\n2016年5月21日\n",
			facts{Body: "board", Session: "第七届董事局第五次会议", Date: "2016-05-20", Notice: "2016-05-10", Chair: "陈建平", Expected: 7, Present: 7,
				Titles: []string{"关于公司向银行申请综合授信额度的议案"}, For: []int{7}}},
		{"a shareholders' meeting the 董事局 convened",
			"某某控股股份有限公司2019年第二次临时股东大会决议公告\n\n一、会议召开和出席情况\n\n(一)股东大会召开的时间:2019年8月12日\n\n(二)股东大会召开的地点:福州市某某中心45层会议室\n\n(三)出席会议的股东和代理人人数为12人,所持有表决权股份数为1,234,567,890股。\n\n(四)本次股东大会由公司董事局召集,董事局主席陈建平先生主持,会议采用现场投票和网络投票相结合的方式表决。\n\n二、议案审议情况\n\n1、议案名称:关于公司为子公司提供担保的议案\n\n审议结果:通过\n",
			facts{Body: "shareholders", Session: "2019年第二次临时股东大会", Date: "2019-08-12", Chair: "陈建平"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := read.Read("in.txt", []byte(tt.in), read.ReadOptions{})
			if err != nil {
				t.Fatal(err)
			}
			out := extract.Run(doc, schema.Source{Path: "in.txt"}, []extract.Extractor{announce.Announcement{Kinds: kind.Default}, Meeting{}, Resolutions{}})
			var got facts
			if m := out.Meeting; m != nil {
				got.Body, got.Session, got.Date, got.Notice, got.Chair = m.Body, m.Session, m.Date, m.NoticeDate, m.Chair
				if m.DirectorsExpected != nil {
					got.Expected = *m.DirectorsExpected
				}
				if m.DirectorsPresent != nil {
					got.Present = *m.DirectorsPresent
				}
				if ev, ok := m.Evidence["session"]; ok && normalize.Simplified(ev.Text) != m.Session && !isTitleRef(out, ev) {
					t.Errorf("session evidence %q, session %q", ev.Text, m.Session)
				}
				for k, ev := range m.Evidence {
					if string(tt.in[ev.Span[0]:ev.Span[1]]) != ev.Text {
						t.Errorf("%s: raw[span] %q, text %q", k, tt.in[ev.Span[0]:ev.Span[1]], ev.Text)
					}
				}
			}
			for _, r := range out.Resolutions {
				got.Titles = append(got.Titles, r.Title)
				if r.Votes != nil {
					got.For = append(got.For, r.Votes.For)
				}
				got.Recused = append(got.Recused, r.Recused...)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("facts (-want +got):\n%s", diff)
			}
		})
	}
}

// isTitleRef reports whether ev is the announcement's title, where a
// session named only there is read.
func isTitleRef(out *schema.Document, ev schema.Ref) bool {
	a := out.Announcement
	return a != nil && a.Evidence["title"].Span == ev.Span
}

// The members of the board stated before those attending ("公司董事9名,
// 亲自出席会议董事9人,代为出席董事0人", 阳光城's resolutions) are those due;
// a count of members not followed by the attendance states none.
func TestMembersThenAttendance(t *testing.T) {
	tests := []struct {
		name, in string
		want     int // 0: none read
	}{
		{"board", "公司董事11名,亲自出席会议董事11人,代为出席董事0人。", 11},
		{"supervisory board", "公司监事3名,实际出席会议监事3人。", 3},
		{"spaced", "公司董事 9 名, 亲自出席会议董事 8 人,代为出席董事 1 人。", 9},
		{"no attendance after the count", "公司董事9名,其中独立董事3名。", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			n, sp, ok := seatsIn(tt.in)
			if !ok {
				n = 0
			}
			if n != tt.want {
				t.Errorf("seats %d, want %d", n, tt.want)
			}
			if ok && !strings.HasPrefix(tt.in[sp.Start:sp.End], "公司") {
				t.Errorf("span %q", tt.in[sp.Start:sp.End])
			}
		})
	}
}
