package meeting

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/extract/announce"
	"github.com/gonggao/gonggao/extract/read"
	"github.com/gonggao/gonggao/pipeline/kind"
	"github.com/gonggao/gonggao/schema"
)

// The directors who voted through others, when their names stand before
// 分别, 书面 or 均 (in any order) and 委托, or each with its role in the
// clause of their absence before the proxy: the givers and holders are
// paired in order, the absentees all named, and the 15 votes are those present in
// person and by proxy. The attendance sentences
// are the wordings of bank boards' announcements (浦发银行's 分别书面委托…
// 代行表决权; page 04's 分别委托…代为出席和表决) set in one board
// announcement.
func TestProxyGiversBeforeWriting(t *testing.T) {
	const head = "上海浦东发展银行股份有限公司第六届董事会第七十次会议决议公告\n" +
		"上海浦东发展银行股份有限公司（以下简称“公司”）于2019年2月22日以电子邮件方式发出第六届董事会第七十次会议通知和会议文件，并于2019年3月1日在上海以现场方式召开会议。"
	const tail = "会议由高国富董事长主持。\n一、审议通过了《公司2018年度董事会工作报告》\n同意15票，弃权0票，反对0票。\n特此公告。\n"
	type want struct {
		Absent  []string
		Proxies [][2]string
	}
	pair := want{[]string{"刘信义", "管蔚"}, [][2]string{{"刘信义", "高国富"}, {"管蔚", "潘卫东"}}}
	tests := []struct {
		name, in string
		want     want
	}{
		{"分别书面委托…代行表决权", "本次会议应出席董事15名，亲自出席董事13名，董事刘信义、管蔚分别书面委托董事长高国富、董事潘卫东代行表决权。", pair},
		{"书面分别委托", "本次会议应出席董事15名，亲自出席董事13名，董事刘信义、管蔚书面分别委托董事长高国富、董事潘卫东代为出席并表决。", pair},
		{"the absence in the clause before, each named before its role", "本次会议应出席董事15名，亲自出席董事13名，刘信义董事、管蔚董事因公务未能亲自出席会议，分别书面委托高国富董事长、潘卫东董事代为出席并表决。", pair},
		{"均书面委托 one holder", "会议应到董事15人，实到董事13人，刘信义、管蔚董事因工作原因未能出席会议，均书面委托高国富董事长代为行使表决权。",
			want{[]string{"刘信义", "管蔚"}, [][2]string{{"刘信义", "高国富"}, {"管蔚", "高国富"}}}},
		{"page 04: 分别委托…代为出席和表决", "本次会议应出席董事15名，亲自出席董事13名，刘信义董事、管蔚独立董事分别委托高国富董事长、潘卫东董事代为出席和表决。", pair},
		{"one absent, one proxy", "本次会议应出席董事15名，亲自出席董事14名，管蔚董事因公务未能亲自出席会议，书面委托潘卫东董事代为出席并表决。",
			want{[]string{"管蔚"}, [][2]string{{"管蔚", "潘卫东"}}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := head + tt.in + tail
			doc, err := read.Read("in.txt", []byte(in), read.ReadOptions{})
			if err != nil {
				t.Fatal(err)
			}
			out := extract.Run(doc, schema.Source{Path: "in.txt"}, []extract.Extractor{announce.Announcement{Kinds: kind.Default}, Meeting{}, Resolutions{}})
			m := out.Meeting
			if m == nil {
				t.Fatal("no meeting")
			}
			got := want{Absent: m.Absent}
			for _, p := range m.Proxies {
				got.Proxies = append(got.Proxies, [2]string{p.Absent, p.Holder})
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
			// The 15 votes are those present in person and by proxy.
			if len(out.Resolutions) != 1 || out.Resolutions[0].Votes == nil || m.DirectorsPresent == nil {
				t.Fatalf("resolutions %+v, present %v", out.Resolutions, m.DirectorsPresent)
			}
			if v := out.Resolutions[0].Votes; *m.DirectorsPresent+len(m.Proxies) != v.For+v.Against+v.Abstain {
				t.Errorf("%d present and %d by proxy, %d votes", *m.DirectorsPresent, len(m.Proxies), v.For+v.Against+v.Abstain)
			}
		})
	}
}

// A session named with the year 年度 between the term and the count, as
// 贵州茅台 names its board's: "第三届董事会2018年度第一次会议".
func TestSessionWithYearOfTerm(t *testing.T) {
	for _, in := range []string{
		"贵州茅台酒股份有限公司第三届董事会2018年度第一次会议决议公告\n贵州茅台酒股份有限公司第三届董事会2018年度第一次会议于2018年3月26日在贵州省仁怀市茅台镇公司会议室召开，会议由董事长李保芳主持。会议应到董事9人，实到董事9人。\n一、审议通过了《2017年度董事会工作报告》\n表决结果：9票同意，0票反对，0票弃权。\n",
		"关于签订重大合同的公告\n公司于2018年3月26日召开第三届董事会2018年度第一次会议，审议通过了《关于签订重大合同的议案》。\n",
	} {
		doc, err := read.Read("in.txt", []byte(in), read.ReadOptions{})
		if err != nil {
			t.Fatal(err)
		}
		out := extract.Run(doc, schema.Source{Path: "in.txt"}, []extract.Extractor{announce.Announcement{Kinds: kind.Default}, Meeting{}})
		if m := out.Meeting; m == nil || m.Session != "第三届董事会2018年度第一次会议" || m.Date != "2018-03-26" {
			t.Errorf("meeting %+v, want 第三届董事会2018年度第一次会议 of 2018-03-26", m)
		}
	}
}
