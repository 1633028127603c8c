package meeting

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/gonggao/gonggao/internal/perturb"
)

// sameUnderArtefacts checks that in reads the same meeting and vote facts
// under every rewriting of internal/perturb.All as clean.
func sameUnderArtefacts(t *testing.T, name, in string) {
	t.Helper()
	base := meetingFacts(extractText("in.txt", in))
	for _, a := range perturb.All {
		got := meetingFacts(extractText("in.txt", a.Apply(in)))
		want := base
		if a.Printed {
			want, got = simplifiedFacts(base), simplifiedFacts(got)
		}
		if lost, added := diffFacts(want, got); len(lost)+len(added) > 0 {
			t.Errorf("%s, %s: lost %v, added %v", name, a.Name, lost, added)
		}
	}
}

// meetingOnly drops the resolutions' facts from fs.
func meetingOnly(fs []string) []string {
	var out []string
	for _, f := range fs {
		if !strings.HasPrefix(f, "resolution") {
			out = append(out, f)
		}
	}
	return out
}

// The chair handed over by an absent chairman ("董事长X因公出差,委托副董
// 事长Y主持会议") is not a proxy: no vote is given, Y chairs. A proxy to
// attend and vote in the same wording stays one. A supervisory board
// without a chairman names its convener (监事会召集人) as the chair. Each
// reads the same under the artefacts of real filings.
func TestChairDelegatedAndConvener(t *testing.T) {
	const (
		board  = "某某股份有限公司董事会决议公告\n本公司及董事会全体成员保证公告内容的真实、准确和完整，对公告的虚假记载、误导性陈述或者重大遗漏负连带责任。\n某某股份有限公司第二届董事会第五次会议于2003年4月24日在公司会议室召开。"
		props  = "\n一、审议通过了《2002年度董事会工作报告》；\n表决结果：同意8票，反对0票，弃权0票。\n特此公告。\n某某股份有限公司董事会\n2003年4月25日\n"
		sup    = "某某股份有限公司第三届监事会第五次会议决议公告\n本公司及监事会全体成员保证公告内容的真实、准确和完整，没有虚假记载、误导性陈述或重大遗漏。\n某某股份有限公司第三届监事会第五次会议于2019年4月25日在公司会议室召开。"
		sprops = "\n一、审议通过了《2018年度监事会工作报告》；\n表决结果：同意3票，反对0票，弃权0票。\n特此公告。\n某某股份有限公司监事会\n2019年4月26日\n"
	)
	tests := []struct {
		in   string
		want []string
	}{
		{board + "应到董事9人，实到8人。董事长李强因公出差，委托副董事长张明华主持会议。" + props,
			[]string{"body=board", "chair=张明华", "date=2003-04-24", "directors_expected=9", "directors_present=8"}},
		{board + "应到董事9人，实到8人。会议由公司副董事长张明华先生主持（董事长李强因公出差，委托副董事长张明华主持）。" + props,
			[]string{"body=board", "chair=张明华", "date=2003-04-24", "directors_expected=9", "directors_present=8"}},
		{board + "会议应到董事9名，实到董事8名，董事长李强先生因公务未能出席会议，书面委托董事张明华先生代为主持本次会议。" + props,
			[]string{"body=board", "chair=张明华", "date=2003-04-24", "directors_expected=9", "directors_present=8", "absent=李强"}},
		// A proxy to attend and vote, then the chair: both read.
		{board + "会议应到董事9名，实到董事8名，董事李强因公出差，委托董事王芳代为出席并表决。会议由董事长张明华主持。" + props,
			[]string{"body=board", "chair=张明华", "date=2003-04-24", "directors_expected=9", "directors_present=8", "absent=李强", "proxy=李强>王芳"}},
		{sup + "会议由监事会召集人张明华女士主持。本次会议应出席监事5人，实际出席监事5人。" + sprops,
			[]string{"body=supervisory_board", "chair=张明华", "date=2019-04-25", "directors_expected=5", "directors_present=5"}},
		{sup + "本次会议应到监事3名，实到监事3名，由监事会召集人张明华先生召集并主持。" + sprops,
			[]string{"body=supervisory_board", "chair=张明华", "date=2019-04-25", "directors_expected=3", "directors_present=3"}},
	}
	for i, tt := range tests {
		got := meetingOnly(meetingFacts(extractText("in.txt", tt.in)))
		slices.Sort(tt.want)
		if lost, added := diffFacts(tt.want, got); len(lost)+len(added) > 0 {
			t.Errorf("%d: lost %v, added %v", i, lost, added)
		}
		sameUnderArtefacts(t, fmt.Sprint(i), tt.in)
	}
}

// The day of a shareholders' meeting labelled 召开日期 or 会议召开日期和
// 时间, or under a label whose value opens with the meeting on site
// ("会议召开时间:现场会议:2019年5月20日…"), also under the artefacts of
// real filings.
func TestShareholdersDayLabels(t *testing.T) {
	const (
		head = "某某股份有限公司2018年年度股东大会决议公告\n本公司及董事会全体成员保证信息披露的内容真实、准确、完整，没有虚假记载、误导性陈述或重大遗漏。\n一、会议召开和出席情况\n"
		tail = "\n二、议案审议表决情况\n1、审议通过了《关于公司2018年年度报告的议案》\n表决结果：同意1,234,000,000股，占出席会议所有股东所持股份的99.9540%；反对500,000股，占出席会议所有股东所持股份的0.0405%；弃权67,890股，占出席会议所有股东所持股份的0.0055%。\n特此公告。\n某某股份有限公司董事会\n2019年5月21日\n"
	)
	for i, in := range []string{
		"1、召开日期：2019年5月20日\n2、召开地点：公司会议室\n3、召集人：公司董事会\n4、主持人：董事长张明华先生",
		"1、会议召开日期和时间：2019年5月20日（星期一）下午14:30\n2、会议主持人：董事长张明华先生",
		"1、会议召开时间：现场会议：2019年5月20日下午14:30；网络投票：2019年5月19日至2019年5月20日\n2、会议主持人：公司董事长张明华先生",
		"1、会议召开时间：\n(1)现场会议时间：2019年5月20日（星期一）下午14:30\n(2)网络投票时间：2019年5月19日至2019年5月20日\n2、会议主持人：董事长张明华先生",
		// A wrap between the label and its day.
		"1、召开日期：\n2019年5月20日\n2、召开地点：公司会议室\n4、主持人：董事长张明华先生",
	} {
		var got []string
		for _, f := range meetingFacts(extractText("in.txt", head+in+tail)) {
			if strings.HasPrefix(f, "date=") || strings.HasPrefix(f, "chair=") {
				got = append(got, f)
			}
		}
		if want := []string{"chair=张明华", "date=2019-05-20"}; !slices.Equal(got, want) {
			t.Errorf("%d: %q, want %q", i, got, want)
		}
		sameUnderArtefacts(t, fmt.Sprint(i), head+in+tail)
	}
}

// All the members attending, counted ("公司全体9名董事出席了会议", "9名
// 董事全部出席了本次会议"), says how many are due and how many attended.
func TestAllMembersAttending(t *testing.T) {
	const (
		head = "某某股份有限公司董事会决议公告\n本公司及董事会全体成员保证公告内容的真实、准确和完整，对公告的虚假记载、误导性陈述或者重大遗漏负连带责任。\n"
		tail = "\n一、审议通过了《2002年度董事会工作报告》；\n表决结果：同意9票，反对0票，弃权0票。\n特此公告。\n某某股份有限公司董事会\n2003年4月25日\n"
	)
	for i, in := range []string{
		"某某股份有限公司第二届董事会第五次会议于2003年4月24日在公司会议室召开。公司全体9名董事出席了会议。会议由董事长张明华主持。",
		"某某股份有限公司第二届董事会第五次会议于2003年4月24日在公司会议室召开，会议由董事长张明华主持，公司9名董事全部出席了本次会议。",
		"某某股份有限公司第二届董事会第五次会议于2003年4月24日以通讯方式召开，公司9名董事均参加了表决。会议由董事长张明华主持。",
		"某某股份有限公司第二届董事会第五次会议于2003年4月24日在公司会议室召开，会议应到董事9人，9名董事全部出席会议。会议由董事长张明华主持。",
	} {
		got := meetingOnly(meetingFacts(extractText("in.txt", head+in+tail)))
		want := []string{"body=board", "chair=张明华", "date=2003-04-24", "directors_expected=9", "directors_present=9"}
		if lost, added := diffFacts(want, got); len(lost)+len(added) > 0 {
			t.Errorf("%d: lost %v, added %v", i, lost, added)
		}
		sameUnderArtefacts(t, fmt.Sprint(i), head+in+tail)
	}
}

// The members attending stated only by the form they attended in, on site
// and by communication, are the present: their sum. Stated beside a
// total, the total is read; a proxy is not a form.
func TestPresentByForms(t *testing.T) {
	const (
		head = "某某股份有限公司第八届董事会第十六次会议决议公告\n本公司及董事会全体成员保证信息披露的内容真实、准确、完整，没有虚假记载、误导性陈述或重大遗漏。\n某某股份有限公司第八届董事会第十六次会议于2019年3月11日在公司会议室以现场结合通讯方式召开。"
		tail = "会议由董事长张明华先生主持。\n一、审议通过《关于公司2018年年度报告的议案》\n表决结果：同意9票，反对0票，弃权0票。\n特此公告。\n某某股份有限公司董事会\n2019年3月12日\n"
	)
	tests := []struct {
		in      string
		present string
	}{
		{"本次会议应出席董事9人，现场出席董事6人，以通讯方式出席董事3人。", "directors_present=9"},
		{"会议应到董事9名，现场出席6名，以视频方式出席3名。", "directors_present=9"},
		{"会议应参加表决董事9名，现场参加表决董事5名，以通讯表决方式参加表决董事4名。", "directors_present=9"},
		{"会议应出席董事9名，实际出席董事9名，其中现场出席6名，以通讯方式出席3名。", "directors_present=9"},
		{"会议应出席董事9名，现场出席董事6名，以通讯方式出席董事2名，董事李强委托董事王芳代为出席并表决。", "directors_present=8"},
	}
	for i, tt := range tests {
		var got []string
		for _, f := range meetingFacts(extractText("in.txt", head+tt.in+tail)) {
			if strings.HasPrefix(f, "directors_") {
				got = append(got, f)
			}
		}
		if want := []string{"directors_expected=9", tt.present}; !slices.Equal(got, want) {
			t.Errorf("%d: %q, want %q", i, got, want)
		}
		sameUnderArtefacts(t, fmt.Sprint(i), head+tt.in+tail)
	}
}
