package meeting

import (
	"strings"
	"testing"

	"github.com/gonggao/gonggao/pipeline/kind"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/extract/annex"
	"github.com/gonggao/gonggao/extract/announce"
	"github.com/gonggao/gonggao/extract/internal/testdoc"
	"github.com/gonggao/gonggao/normalize"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/gonggao/gonggao/schema"
)

func intp(n int) *int { return &n }

func TestMeeting(t *testing.T) {
	tests := []struct {
		file string
		want *schema.Meeting // nil: no meeting
	}{
		{"000_bac74d30caa566df.txt", nil}, // the opening paragraphs are lost
		{"001_bfdae5a8f63b378f.txt", &schema.Meeting{
			Body: "board", Date: "2014-12-12", NoticeDate: "2014-11-28", Place: "北京", Form: "on_site",
			DirectorsExpected: intp(14), DirectorsPresent: intp(12),
			// 维姆(科克 and 伊琳(若诗 in the source: the dot read as '('.
			Proxies: []schema.Proxy{{Absent: "钟瑞明", Holder: "张龙"}, {Absent: "维姆·科克", Holder: "伊琳·若诗"}},
			Absent:  []string{"钟瑞明", "维姆·科克"}, Chair: "王洪章",
		}},
		{"002_1522606f4fcf738c.txt", &schema.Meeting{
			Body: "board", Session: "第六届董事会第二十六次会议", Date: "2014-10-31", NoticeDate: "2014-10-23",
			Place: "中国光大银行总行", Form: "on_site", DirectorsExpected: intp(14), DirectorsPresent: intp(13),
			Absent: []string{"周道炯"}, Chair: "唐双宁",
		}},
		{"003_62c1a5d2d0aeecb4.txt", &schema.Meeting{
			// Named only: "公司于2014年6月6日召开的第八届董事会第六次会议".
			Body: "board", Session: "第八届董事会第六次会议", Date: "2014-06-06",
		}},
		{"004_f0290f1b02f6b466.txt", nil}, // a rule book
		{"cmb_board.txt", &schema.Meeting{
			Body: "board", Session: "第九届董事会第十次会议", Date: "2014-10-31", NoticeDate: "2014-10-17",
			Form: "written", DirectorsExpected: intp(18), DirectorsPresent: intp(18), Chair: "傅育宁",
		}},
		{"boc_ah.txt", &schema.Meeting{
			Body: "board", Date: "2014-03-26", NoticeDate: "2014-03-12", Place: "北京中国银行总行大厦",
			DirectorsExpected: intp(14), DirectorsPresent: intp(12),
			Proxies: []schema.Proxy{{Absent: "梁定邦", Holder: "陆正飞"}, {Absent: "孙志筠", Holder: "王勇"}},
			Absent:  []string{"梁定邦", "孙志筠"}, Chair: "田国立",
		}},
		{"cib_twoline.txt", &schema.Meeting{
			Body: "board", Session: "第八届董事会第六次会议", Date: "2014-06-06", NoticeDate: "2014-05-23", Place: "福州",
			DirectorsExpected: intp(14), DirectorsPresent: intp(13),
			Proxies: []schema.Proxy{{Absent: "廖世忠", Holder: "蒋云明"}},
			Absent:  []string{"廖世忠"}, Chair: "高建平",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			doc := testdoc.File(t, tt.file)
			got := runHeader(doc).Meeting
			if diff := cmp.Diff(tt.want, got, cmpopts.IgnoreFields(schema.Meeting{}, "Evidence"), cmpopts.IgnoreFields(schema.Proxy{}, "Span")); diff != "" {
				t.Errorf("meeting (-want +got):\n%s", diff)
			}
			if got == nil {
				return
			}
			for k, r := range got.Evidence {
				testdoc.CheckRef(t, doc, "evidence."+k, r)
			}
			for _, p := range got.Proxies {
				if raw := string(doc.Raw[p.Span[0]:p.Span[1]]); !strings.Contains(raw, "委托") {
					t.Errorf("proxy span of %s is %q", p.Absent, raw)
				}
			}
			for _, k := range []string{"date", "chair"} {
				if _, ok := got.Evidence[k]; !ok && (k == "date" && got.Date != "" || k == "chair" && got.Chair != "") {
					t.Errorf("no evidence for %s", k)
				}
			}
		})
	}
}

func TestMeetingWordings(t *testing.T) {
	tests := []struct {
		name, text string
		want       *schema.Meeting
	}{
		{"chair before the verb, present without proxies",
			"宁波银行股份有限公司第五届董事会第六次会议于2014年4月25日在宁波以现场结合视频方式召开。会议应到董事15人，实到董事15人。董事长陆华裕主持会议。\n\n一、关于优先股发行方案的议案\n\n表决结果：同意15票，反对0票，弃权0票。\n",
			&schema.Meeting{Body: "board", Session: "第五届董事会第六次会议", Date: "2014-04-25", Place: "宁波", Form: "on_site",
				DirectorsExpected: intp(15), DirectorsPresent: intp(15), Chair: "陆华裕"}},
		{"supervisory board, notice after the date",
			"本行第五届监事会第十次会议于2014年8月28日以书面传签方式召开，会议通知已于2014年8月18日发出。会议应出席监事9名，亲自出席监事9名。\n",
			// The members counted are supervisors.
			&schema.Meeting{Body: "supervisory_board", Session: "第五届监事会第十次会议", Date: "2014-08-28", NoticeDate: "2014-08-18", Form: "written",
				DirectorsExpected: intp(9), DirectorsPresent: intp(9)}},
		{"supervisory board chaired by its chairman",
			"兴业银行股份有限公司第七届监事会第十次会议于2014年5月28日在福州召开。会议应出席监事7名，实际出席监事7名。会议由监事会主席蒋云明主持。\n",
			&schema.Meeting{Body: "supervisory_board", Session: "第七届监事会第十次会议", Date: "2014-05-28", Place: "福州", Chair: "蒋云明",
				DirectorsExpected: intp(7), DirectorsPresent: intp(7)}},
		// The exchanges' numbered form, a line at a time (Shenzhen, 2015 on).
		{"numbered lines, chair who called and chaired",
			"一、董事会会议召开情况\n1、本次董事会会议通知于2019年4月15日以电子邮件方式发出。\n2、本次董事会会议于2019年4月25日在公司会议室以现场方式召开。\n" +
				"3、本次董事会应到会董事9人,实际到会董事9人。\n4、会议由董事长王建国先生召集并主持。\n二、董事会会议审议情况\n",
			&schema.Meeting{Body: "board", Date: "2019-04-25", NoticeDate: "2019-04-15", Place: "公司会议室", Form: "on_site",
				DirectorsExpected: intp(9), DirectorsPresent: intp(9), Chair: "王建国"}},
		{"members voting in writing",
			"公司第三届董事会第八次会议于2016年6月3日以通讯表决方式召开,会议通知于2016年5月30日以邮件方式发出,会议应表决董事7名,实际表决董事7名。\n",
			&schema.Meeting{Body: "board", Session: "第三届董事会第八次会议", Date: "2016-06-03", NoticeDate: "2016-05-30", Form: "written",
				DirectorsExpected: intp(7), DirectorsPresent: intp(7)}},
		// The chair chosen by the members when the chairman is away
		// (Shanxi Zhendong, 2024), or called and chaired (Shanghai RAAS,
		// 2024); attendance 应到/实到 (Bull Group, 2025).
		{"chair chosen by the supervisors",
			"山西振东制药股份有限公司第五届监事会第十四次会议于2024年5月17日16:00在公司会议室通过现场表决方式召开,会议通知于2024年5月17日以电话、邮件等方式通知全体监事。本次会议应出席监事3人,实际出席监事3人,会议经半数以上监事共同推举雷振宏先生主持。\n",
			&schema.Meeting{Body: "supervisory_board", Session: "第五届监事会第十四次会议", Date: "2024-05-17", NoticeDate: "2024-05-17", Place: "公司会议室", Form: "on_site",
				DirectorsExpected: intp(3), DirectorsPresent: intp(3), Chair: "雷振宏"}},
		{"chair chosen, named after 推举的董事",
			"公司第三届董事会第九次会议于2021年8月20日在公司会议室召开。会议应出席董事7名,实际出席董事7名,会议由半数以上董事共同推举的董事孙建华先生主持。\n",
			&schema.Meeting{Body: "board", Session: "第三届董事会第九次会议", Date: "2021-08-20", Place: "公司会议室",
				DirectorsExpected: intp(7), DirectorsPresent: intp(7), Chair: "孙建华"}},
		{"called and chaired, chair who is also general manager",
			"公司第四届董事会第二次会议于2022年3月8日在公司会议室召开。会议应出席董事9名,实际出席董事9名。会议由董事长兼总经理陈立新先生召集和主持。\n",
			&schema.Meeting{Body: "board", Session: "第四届董事会第二次会议", Date: "2022-03-08", Place: "公司会议室",
				DirectorsExpected: intp(9), DirectorsPresent: intp(9), Chair: "陈立新"}},
		{"called by one clause, chaired in the next",
			"公司第四届董事会第二次会议于2022年3月8日在公司会议室召开。会议应出席董事9名,实际出席董事9名。会议由公司董事长陈立新召集,陈立新主持。\n",
			&schema.Meeting{Body: "board", Session: "第四届董事会第二次会议", Date: "2022-03-08", Place: "公司会议室",
				DirectorsExpected: intp(9), DirectorsPresent: intp(9), Chair: "陈立新"}},
		// Attendance by the structure of the statement: verb, words of
		// the meeting, members, link (为, 共计, :), count.
		{"attendance with 共计 and 的董事人数为",
			"公司第五届董事会第十次会议于2019年4月25日在公司会议室召开。本次会议应出席董事共计9名,实际出席的董事人数为9人。\n",
			&schema.Meeting{Body: "board", Session: "第五届董事会第十次会议", Date: "2019-04-25", Place: "公司会议室",
				DirectorsExpected: intp(9), DirectorsPresent: intp(9)}},
		{"attendance with colons, 参加会议, 实际出席并参与表决",
			"公司第五届董事会第十次会议于2019年4月25日以通讯方式召开。应参加会议董事:9人,实际出席并参与表决的董事:9人。\n",
			&schema.Meeting{Body: "board", Session: "第五届董事会第十次会议", Date: "2019-04-25", Form: "written",
				DirectorsExpected: intp(9), DirectorsPresent: intp(9)}},
		{"attendance counting the proxies, notice labelled",
			"公司第二届董事会第六次会议于2020年6月5日在公司会议室召开,会议通知日期为2020年5月29日。会议应出席董事5人,出席和授权出席董事5人。\n",
			&schema.Meeting{Body: "board", Session: "第二届董事会第六次会议", Date: "2020-06-05", NoticeDate: "2020-05-29", Place: "公司会议室",
				DirectorsExpected: intp(5), DirectorsPresent: intp(5), PresentIncludesProxies: true}},
		// The labelled form: the body named in the title only.
		{"labelled lines",
			"某某科技股份有限公司第二届董事会第六次会议决议公告\n一、会议召开和出席情况\n1、会议召开时间:2020年6月5日\n2、会议召开地点:公司会议室\n3、会议召开方式:现场\n4、发出董事会会议通知的时间和方式:2020年5月29日以书面方式发出\n5、会议主持人:董事长刘卫东\n6、会议应出席董事5人,出席和授权出席董事5人。\n二、议案审议情况\n",
			&schema.Meeting{Body: "board", Session: "第二届董事会第六次会议", Date: "2020-06-05", NoticeDate: "2020-05-29", Form: "on_site",
				DirectorsExpected: intp(5), DirectorsPresent: intp(5), PresentIncludesProxies: true, Chair: "刘卫东"}},
		// A shareholders' meeting's notice is published, not sent.
		{"shareholders' notice published",
			"某某股份有限公司2018年年度股东大会于2019年5月20日在公司会议室召开。公司于2019年4月27日在《中国证券报》和巨潮资讯网披露了《关于召开2018年年度股东大会的通知》。出席本次股东大会的股东及股东代理人共15人,代表股份337,628,634股,占公司有表决权股份总数的32.32%。会议由公司董事会召集,董事长张三先生主持。\n",
			&schema.Meeting{Body: "shareholders", Session: "2018年年度股东大会", Date: "2019-05-20", NoticeDate: "2019-04-27", Place: "公司会议室", Chair: "张三", ShareholdersPresent: intp(15)}},
		// Those present on site and those voting online are all of them;
		// either alone is a part.
		{"shareholders on site and online",
			"某某股份有限公司2018年年度股东大会于2019年5月20日在公司会议室召开。出席本次股东大会现场会议和参加网络投票的股东及股东代理人共计15人,代表股份337,628,634股,占公司有表决权股份总数的32.32%。其中,出席现场会议的股东及股东代理人5人,代表股份300,000,000股。会议主持人为董事长张三。\n",
			&schema.Meeting{Body: "shareholders", Session: "2018年年度股东大会", Date: "2019-05-20", Place: "公司会议室", Chair: "张三", ShareholdersPresent: intp(15)}},
		// A line broken before its verb, not joined (too few lines to
		// know the width they were wrapped at).
		{"meeting sentence broken before the verb",
			"某某股份有限公司第五届董事会第十次会议于2019年4月25日\n在公司会议室以现场方式召开,会议应出席董事9名,实际出席董事9名,会议由董事长赖小民先生主持。\n",
			&schema.Meeting{Body: "board", Session: "第五届董事会第十次会议", Date: "2019-04-25", Place: "公司会议室", Form: "on_site",
				DirectorsExpected: intp(9), DirectorsPresent: intp(9), Chair: "赖小民"}},
		{"a meeting announced in a resolution is not this meeting",
			"四、关于召开股东大会的议案\n\n表决情况：同意14票，反对0票，弃权0票。\n\n2013年度股东年会拟于2014年6月23日在北京召开，出席对象见通知。\n",
			nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := runHeader(testdoc.From(tt.name, tt.text)).Meeting
			if diff := cmp.Diff(tt.want, got, cmpopts.IgnoreFields(schema.Meeting{}, "Evidence", "SharesRepresented", "SharesRepresentedRatio")); diff != "" {
				t.Errorf("meeting (-want +got):\n%s", diff)
			}
		})
	}
}

func TestPersonName(t *testing.T) {
	tests := []struct{ in, want string }{
		{"王洪章董事长", "王洪章"},
		{"董事长王洪章", "王洪章"},
		{"赵欢执行董事", "赵欢"},
		{"独立董事梁定邦因其他公务未能亲自出席本次会议", "梁定邦"},
		{"维姆·科克董事", "维姆·科克"},
		{"莫里·洪恩先生", "莫里·洪恩"},
		{"副董事长高云龙先生", "高云龙"},
		{"其中李仁杰董事", "李仁杰"},
		{"此外,独立董事张三", "张三"},
		{"书面", ""},
		{"出席董事2名", ""},
		{"关联董事已", ""},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if got := (namer{words: sharedNameWords()}).personName(tt.in); got != tt.want {
				t.Errorf("personName(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

// runHeader runs the header, meeting, vote and annex extractors over doc.
func runHeader(doc *normalize.Doc) *schema.Document {
	return extract.Run(doc, schema.Source{Path: doc.Path}, []extract.Extractor{announce.Announcement{Kinds: kind.Default}, Meeting{}, Resolutions{}, annex.Annexes{}})
}
