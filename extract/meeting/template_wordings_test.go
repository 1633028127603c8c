package meeting

import (
	"strings"
	"testing"

	"github.com/gonggao/gonggao/normalize"
)

// The chair and the day of a shareholders' meeting in the template's
// sentences, as the pages print them (folded as the extractor reads them)
// and as the template words them: the clause naming the chair may go on
// after 主持, and the day may be that of the meeting on site after a
// label.
func TestTemplateChairAndTime(t *testing.T) {
	chairs := []struct{ in, want string }{
		{"本次股东大会由董事会召集,王洪章董事长主持。", "王洪章"},                           // the template, as quoted in shareholders_meeting.go
		{"公司 2016 年度股东大会由公司董事会召集,由董事长蔡剑江先生主持,会议的召集、召开及表决符合", "蔡剑江"}, // page 31
		{"现场会议由高兵华董事长主持,会议的召集、召开符合相关法律法规及公司章程的规定。", "高兵华"},          // page 36
		{"本次会议由公司董事会召集,董事长王大明先生主持,采用现场投票和网络投票相结合的方式表决。", "王大明"},     // the Shanghai template's sentence
		{"会议由董事会秘书负责主持人选的确定", ""},
	}
	for _, tt := range chairs {
		// The sentence in a shareholders' announcement of the template's
		// form.
		doc := extractText("in.txt", "某某股份有限公司2016年度股东大会决议公告\n一、会议召开和出席情况\n(一)股东大会召开的时间:2017年5月25日\n"+tt.in+"\n二、议案审议情况\n")
		got := ""
		if doc.Meeting != nil {
			got = doc.Meeting.Chair
		}
		if got != tt.want {
			t.Errorf("%s: chair %q, want %q", tt.in, got, tt.want)
		}
	}
	times := []struct{ in, want string }{
		{"1、召开时间:2009年4月30日", "2009年4月30日"},                                                // page 29
		{"1、现场会议召开时间:2010年10月27日(星期三)下午14:30", "2010年10月27日"},                              // page 32
		{"(一)股东大会召开的时间:2020 年 9 月 7 日", "2020 年 9 月 7 日"},                                  // page 36
		{"(1)召开时间:现场会议召开时间为2016年6月15日下午14:30;网络投票时间为2016年6月14日-2016年6月15日。", "2016年6月15日"}, // the Shenzhen template
		{"现场会议召开时间为:2016年6月15日", "2016年6月15日"},
	}
	for _, tt := range times {
		in, _ := normalize.Fold(tt.in)
		mm := templateTimeRe.FindStringSubmatchIndex(in)
		got := ""
		if mm != nil {
			got = in[mm[2]:mm[3]]
		}
		if want, _ := normalize.Fold(tt.want); got != want {
			t.Errorf("%s: time %q, want %q", tt.in, got, want)
		}
	}
}

// An attendance stated with the members voting by proxy counted in it
// ("出席会议董事及授权出席董事 N 名", a bank's board wording): the tallies
// are held to it without the proxies added again.
func TestAttendanceCountingProxies(t *testing.T) {
	tests := []struct {
		in          string
		present     int
		withProxies bool
	}{
		{"出席会议董事及授权出席董事17名,其中,张建国、李卫东董事因事书面委托王志强董事出席会议并代为行使表决权。", 17, true},
		{"会议应出席董事9名,实际出席董事9名。", 9, false},
		{"本次会议应出席董事7人,亲自出席董事6人,委托出席董事1人。", 6, false},
	}
	for _, tt := range tests {
		doc := extractText("in.txt", "某某银行股份有限公司董事会决议公告\n某某银行股份有限公司董事会于2015年3月27日在上海召开会议。"+tt.in+"会议由董事长刘明华主持。\n")
		m := doc.Meeting
		if m == nil || m.DirectorsPresent == nil {
			t.Errorf("%s: no attendance read", tt.in)
			continue
		}
		if *m.DirectorsPresent != tt.present || m.PresentIncludesProxies != tt.withProxies {
			t.Errorf("%s: present %d (with proxies %v), want %d (%v)", tt.in, *m.DirectorsPresent, m.PresentIncludesProxies, tt.present, tt.withProxies)
		}
	}
}

// A vote table with a blank line after every line reads as without them
// (page 36's table, as a rendering that double-spaces its lines prints
// it); the counts' spans still hold their figures.
func TestShareTableWithBlankLines(t *testing.T) {
	table := "股东 同意 反对 弃权\n\n类型 票数 比例(%) 票数 比例(%) 票数 比例(%)\n\nA 股 427,323,627 99.8758 189,536 0.0442 341,700 0.0800\n\n"
	for _, s := range []string{table, strings.ReplaceAll(table, "\n\n", "\n")} {
		got, ok := ParseShareTable(s)
		if !ok {
			t.Fatalf("%q: not read", s)
		}
		for k, want := range []string{"427,323,627", "189,536", "341,700"} {
			if sp := got.Counts[k].Span; s[sp.Start:sp.End] != want {
				t.Errorf("%q: count %d at %q, want %q", s, k, s[sp.Start:sp.End], want)
			}
		}
	}
}
