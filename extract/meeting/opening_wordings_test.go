package meeting

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/gonggao/gonggao/internal/perturb"
)

// openingTemplate is a board resolution announcement in the form the
// Shanghai exchange's template gives it: the session named in the title
// only, the meeting's paragraphs numbered, one sentence each, under "一、
// 董事会会议召开情况", then the proposals with their tallies.
const openingTemplate = `某某股份有限公司第八届董事会第十六次会议决议公告
本公司董事会及全体董事保证本公告内容不存在任何虚假记载、误导性陈述或者重大遗漏，并对其内容的真实性、准确性和完整性承担个别及连带责任。
一、董事会会议召开情况
（一）本次董事会会议的召开符合有关法律、行政法规、部门规章、规范性文件和公司章程的规定。
（二）NOTICE
（三）DATE
（四）ATTENDANCE
（五）CHAIR
二、董事会会议审议情况
1、审议通过《关于公司2018年年度报告的议案》
TALLY
2、审议通过《关于公司2018年度利润分配预案的议案》
TALLY
特此公告。
某某股份有限公司董事会
2019年3月12日
`

// openingSlots are the sentences of openingTemplate, each slot with the
// wordings board announcements give it (the first is the one the others
// are read beside). Where a development page words it so, the page is
// named.
var openingSlots = []struct {
	slot     string
	wordings []string
}{
	{"NOTICE", []string{
		"本次会议通知于2019年3月1日以电子邮件方式发出。",
		"本次董事会会议通知和材料于2019年3月1日以电子邮件和书面方式发出。", // the template
		"会议通知已于2019年3月1日以电子邮件、电话方式送达全体董事。",
		"公司于2019年3月1日以书面、电子邮件及电话方式向全体董事发出了召开本次会议的通知。",
		"会议通知于2019年3月1日以专人送达、传真及电子邮件方式发出。",       // 专人送达: pages 06, 07, 16
		"本次会议的通知及会议资料已于2019年3月1日通过电子邮件方式送达各位董事。", // 送达各位董事: page 09
		"本次会议通知于2019年3月1日以书面、电话、传真、电子邮件等方式通知全体董事。",
		"会议通知于2019年3月1日以书面形式发出。", // 以书面形式: page 02
		"会议通知已于2019年3月1日以电子邮件方式发送给全体董事。",
		"2019年3月1日，公司以电子邮件方式向全体董事发出会议通知。",
		"会议通知于二〇一九年三月一日以电子邮件方式发出。",
		"本次会议已于2019年3月1日以电话及电子邮件的方式通知全体董事。",
		"会议通知于2019年3月1日发出。",
	}},
	{"DATE", []string{
		"本次会议于2019年3月11日在公司会议室以现场方式召开。",
		"会议于2019年3月11日上午10:00在公司会议室以现场结合通讯方式召开。", // 现场结合通讯: page 17
		"本次会议于2019年3月11日以通讯表决方式召开。",              // pages 01, 06, 08
		"会议于2019年3月11日在公司总部会议室召开。",
		"本次会议于2019年3月11日以现场和视频相结合的方式召开。",
		"会议于2019年3月11日以书面传签方式召开。", // page 16
		"会议于2019年3月11日以通讯表决的方式举行。",
		"会议于2019年3月11日在北京市朝阳区公司会议室举行。",
		"本次会议于二〇一九年三月十一日在公司会议室召开。",
		"会议时间：2019年3月11日",
		"本次董事会会议于2019年3月11日在公司会议室以现场表决方式召开。", // the template
		"2019年3月11日，公司第八届董事会第十六次会议在公司会议室以现场方式召开。",
	}},
	{"ATTENDANCE", []string{
		"本次会议应出席董事9人，实际出席董事9人。",
		"会议应到董事9名，实到董事9名。",             // pages 06, 08, 09, 12, 13, 14
		"本次会议应参加表决董事9名，实际参加表决董事9名。",    // pages 01, 16
		"会议应参会董事9名，实际参会董事9名。",          // pages 04, 19
		"本次董事会会议应出席的董事9人，实际出席会议的董事9人。", // the template
		"会议应参与表决董事9名，实际参与表决董事9名。",      // page 24
		"本次会议应到会董事9名，实际到会董事9名。",
		"应出席本次会议的董事9名，实际出席本次会议的董事9名（其中以通讯表决方式出席会议的董事3名）。",
		"会议应出席董事9名，实际出席董事9名，其中以通讯方式出席会议的董事为李强、王芳。",
		"本次会议应出席董事9名，亲自出席董事9名。",
		"会议应出席董事九名，实际出席董事九名。",
		"出席会议的董事应到9人，实到9人。",
	}},
	{"CHAIR", []string{
		"会议由董事长张明华先生主持。",
		"本次会议由公司董事长张明华主持。",
		"会议由董事长张明华召集并主持。", // 召集并主持: page 26
		"会议由公司董事长张明华先生召集和主持。",
		"董事长张明华先生主持了会议。", // page 08
		"本次会议由董事长张明华先生召集和主持，公司监事及高级管理人员列席会议。",
		"会议由过半数董事推举的董事张明华先生主持。", // 推举: page 03
		"会议主持人：董事长张明华先生",
		"会议由公司副董事长张明华主持。", // pages 12, 14
		"本次会议由张明华董事长主持。",  // page 07
		"会议由董事长张明华先生主持，会议的召集、召开符合《公司法》和《公司章程》的规定。",
	}},
	{"TALLY", []string{
		"表决结果：同意9票，反对0票，弃权0票。",
		"表决结果：9票同意，0票反对，0票弃权。",    // pages 06, 09
		"表决情况：同意票9票，反对票0票，弃权票0票。", // 表决情况: pages 07, 09, 16
		"表决结果：赞成9票，反对0票，弃权0票。",
		"表决结果：同意：9票；反对：0票；弃权：0票。",
		"表决结果：同意 9 票，反对 0 票，弃权 0 票，回避 0 票。",
		"该议案以9票同意、0票反对、0票弃权获得通过。",
		"表决结果：9票赞成，0票反对，0票弃权，0票回避。",
		"赞成票9票，反对票0票，弃权票0票。", // page 01
		"表决结果：同意票：9票，反对票：0票，弃权票：0票。",
		"表决结果：同意9票，弃权0票，反对0票。", // page 16
		"表决结果：九票同意，零票反对，零票弃权。",
		"表决结果：有效表决票9票，同意9票，反对0票，弃权0票。", // page 22
	}},
}

// openingText is openingTemplate with each slot's first wording but the
// one given.
func openingText(slot, wording string) string {
	s := openingTemplate
	for _, sl := range openingSlots {
		w := sl.wordings[0]
		if sl.slot == slot {
			w = wording
		}
		s = strings.ReplaceAll(s, sl.slot, w)
	}
	return s
}

// Every wording of the meeting's opening sentences, and every tally, reads
// the same facts in an announcement that names its session in the title
// only (the meeting is "本次会议"): the notice, the day, the members due and
// present, the chair and each proposal's tally. The first wording of each
// slot is read also under each artefact of internal/perturb.
func TestOpeningWordings(t *testing.T) {
	want := []string{
		"body=board", "chair=张明华", "date=2019-03-11", "directors_expected=9", "directors_present=9", "notice_date=2019-03-01",
		"resolution[1].votes=9/0/0", "resolution[2].votes=9/0/0",
	}
	for _, sl := range openingSlots {
		for i, w := range sl.wordings {
			t.Run(fmt.Sprintf("%s_%02d", sl.slot, i), func(t *testing.T) {
				got := meetingFacts(extractText("in.txt", openingText(sl.slot, w)))
				if lost, added := diffFacts(want, got); len(lost)+len(added) > 0 {
					t.Errorf("%s: lost %v, added %v", w, lost, added)
				}
			})
		}
	}
	// Each wording hard-wrapped as a page wrapped at its width prints it,
	// the break inside a word.
	for _, sl := range openingSlots {
		for i, w := range sl.wordings {
			for _, a := range perturb.All {
				if !strings.HasPrefix(a.Name, "hard-wrapped-") {
					continue
				}
				name := fmt.Sprintf("%s_%02d, %s", sl.slot, i, a.Name)
				got := meetingFacts(extractText("in.txt", a.Apply(openingText(sl.slot, w))))
				if lost, added := diffFacts(want, got); len(lost)+len(added) > 0 && !slices.Contains(openingKnownBreaks, name) {
					t.Errorf("%s: %s: lost %v, added %v", name, w, lost, added)
				}
			}
		}
	}
	clean := openingText("", "")
	for _, a := range perturb.All {
		got := meetingFacts(extractText("in.txt", a.Apply(clean)))
		w := want
		if a.Printed {
			w, got = simplifiedFacts(want), simplifiedFacts(got)
		}
		if lost, added := diffFacts(w, got); len(lost)+len(added) > 0 && !slices.Contains(openingKnownBreaks, a.Name) {
			t.Errorf("%s: lost %v, added %v", a.Name, lost, added)
		}
	}
}

// openingKnownBreaks are the artefacts that still change the facts of
// openingTemplate; the list may only shrink.
var openingKnownBreaks = []string{}

// The meeting stated in one paragraph, as Shenzhen board announcements
// print it, in the orders and wordings they give it; then the proposals
// laid out as announcements number and tally them. Every one reads the
// notice, the day, the members due and present, the chair (and a proxy
// where one is named), and each proposal's title and tally; a heading
// that is a sentence approving a proposal ("一、会议以投票表决方式审议通过
// 了《…》") gives the proposal's name, not the sentence.
func TestParagraphWordings(t *testing.T) {
	const (
		head  = "某某股份有限公司\n第八届董事会第十六次会议决议公告\n本公司及董事会全体成员保证信息披露的内容真实、准确、完整，没有虚假记载、误导性陈述或重大遗漏。\n"
		t1    = "关于公司2018年年度报告的议案"
		t2    = "关于公司2018年度利润分配预案的议案"
		tally = "表决结果：同意9票，反对0票，弃权0票。"
		end   = "特此公告。\n某某股份有限公司董事会\n2019年3月12日\n"
	)
	opens := []string{
		"一、董事会会议召开情况\n某某股份有限公司（以下简称“公司”）第八届董事会第十六次会议通知于2019年3月1日以电子邮件方式发出，会议于2019年3月11日在公司会议室以现场方式召开。会议应出席董事9人，实际出席董事9人。会议由董事长张明华先生主持，公司监事和高级管理人员列席了会议。会议的召集、召开符合《公司法》和《公司章程》的规定。\n二、董事会会议审议情况\n",
		"某某股份有限公司（以下简称“公司”）第八届董事会第十六次会议于2019年3月11日在公司会议室以现场方式召开，会议通知已于2019年3月1日以电子邮件方式送达全体董事。会议应到董事9名，实到董事9名，会议由董事长张明华先生主持，公司监事、高级管理人员列席会议。本次会议的召开符合有关法律、法规和《公司章程》的规定。经与会董事认真审议，通过了如下决议：\n",
		"某某股份有限公司第八届董事会第十六次会议于2019年3月11日以通讯表决方式召开。本次会议通知已于2019年3月1日以电子邮件方式发出。本次会议应参加表决董事9名，实际参加表决董事9名。会议由董事长张明华先生主持。会议审议并通过了以下议案：\n",
		"2019年3月11日，某某股份有限公司第八届董事会第十六次会议在公司会议室召开。本次会议的通知于2019年3月1日以书面方式发出。会议应出席董事9名，实际出席董事9名，公司监事及高级管理人员列席了会议，会议由董事长张明华先生主持。会议审议通过了以下议案：\n",
		"某某股份有限公司第八届董事会第十六次会议于2019年3月11日在公司会议室以现场结合通讯表决方式召开。会议通知于2019年3月1日以电话、电子邮件方式发出。会议应出席董事9人，实际出席董事9人（其中以通讯表决方式出席3人）。会议由公司董事长张明华先生主持。会议符合《公司法》和《公司章程》的有关规定，会议合法有效。经与会董事审议，形成如下决议：\n",
		"某某股份有限公司董事会于2019年3月1日以电子邮件方式发出召开第八届董事会第十六次会议的通知，会议于2019年3月11日在公司会议室召开。会议应到董事9人，实到董事9人。会议由董事长张明华先生主持。与会董事经认真审议，以记名投票方式通过如下决议：\n",
		"某某股份有限公司第八届董事会第十六次会议于2019年3月11日上午9:30在公司会议室召开，会议通知于2019年3月1日以专人送达和电子邮件方式发出。会议应到董事9人，实到董事8人，董事李强先生因工作原因未能亲自出席本次会议，委托董事王芳女士代为出席并行使表决权。会议由董事长张明华先生主持。\n",
	}
	proposals := []string{
		"1、审议通过《" + t1 + "》\n" + tally + "\n2、审议通过《" + t2 + "》\n" + tally + "\n",
		"一、审议通过了《" + t1 + "》\n" + tally + "\n二、审议通过了《" + t2 + "》\n" + tally + "\n",
		"（一）审议通过《" + t1 + "》；\n" + tally + "\n（二）审议通过《" + t2 + "》；\n" + tally + "\n",
		"1、审议通过了《" + t1 + "》，表决结果：同意9票，反对0票，弃权0票。\n2、审议通过了《" + t2 + "》，表决结果：同意9票，反对0票，弃权0票。\n",
		"1、会议以9票同意，0票反对，0票弃权，审议通过了《" + t1 + "》。\n2、会议以9票同意，0票反对，0票弃权，审议通过了《" + t2 + "》。\n",
		"一、以9票同意、0票反对、0票弃权审议通过了《" + t1 + "》。\n二、以9票同意、0票反对、0票弃权审议通过了《" + t2 + "》。\n",
		"1、《" + t1 + "》\n" + tally + "\n2、《" + t2 + "》\n" + tally + "\n",
		"1、审议通过了" + t1 + "\n" + tally + "\n2、审议通过了" + t2 + "\n" + tally + "\n",
		"1、审议并通过《" + t1 + "》\n（表决结果：9票同意，0票反对，0票弃权）\n2、审议并通过《" + t2 + "》\n（表决结果：9票同意，0票反对，0票弃权）\n",
		"议案一：《" + t1 + "》\n" + tally + "\n议案二：《" + t2 + "》\n" + tally + "\n",
		"1、审议通过《" + t1 + "》\n具体内容详见公司同日披露于巨潮资讯网的相关公告。\n" + tally + "\n本议案尚需提交公司股东大会审议。\n2、审议通过《" + t2 + "》\n公司独立董事对此发表了同意的独立意见。\n" + tally + "\n",
		"（一）以9票同意，0票反对，0票弃权的表决结果审议通过了《" + t1 + "》；\n（二）以9票同意，0票反对，0票弃权的表决结果审议通过了《" + t2 + "》；\n",
		"一、会议以投票表决方式审议通过了《" + t1 + "》\n表决结果：9票赞成，0票反对，0票弃权\n二、会议以投票表决方式审议通过了《" + t2 + "》\n表决结果：9票赞成，0票反对，0票弃权\n",
	}
	check := func(t *testing.T, text string, present int, proxy bool) {
		doc := extractText("in.txt", text)
		want := []string{"body=board", "chair=张明华", "date=2019-03-11", "directors_expected=9", fmt.Sprintf("directors_present=%d", present),
			"notice_date=2019-03-01", "resolution[1].votes=9/0/0", "resolution[2].votes=9/0/0"}
		if proxy {
			want = append(want, "absent=李强", "proxy=李强>王芳")
		}
		slices.Sort(want)
		if lost, added := diffFacts(want, meetingFacts(doc)); len(lost)+len(added) > 0 {
			t.Errorf("lost %v, added %v", lost, added)
		}
		var titles []string
		for _, r := range doc.Resolutions {
			titles = append(titles, r.Title)
		}
		if !slices.Equal(titles, []string{t1, t2}) {
			t.Errorf("titles %q", titles)
		}
	}
	for i, o := range opens {
		t.Run(fmt.Sprintf("opening_%02d", i), func(t *testing.T) {
			check(t, head+o+proposals[0]+end, map[bool]int{true: 8, false: 9}[i == 6], i == 6)
		})
		// Hard-wrapped as a page wrapped at its width prints it, breaks
		// inside words and figures ("…上午9:00\n在公司会议室召开").
		for _, a := range perturb.All {
			if strings.HasPrefix(a.Name, "hard-wrapped-") {
				t.Run(fmt.Sprintf("opening_%02d_%s", i, a.Name), func(t *testing.T) {
					check(t, a.Apply(head+o+proposals[0]+end), map[bool]int{true: 8, false: 9}[i == 6], i == 6)
				})
			}
		}
	}
	for i, p := range proposals {
		t.Run(fmt.Sprintf("proposals_%02d", i), func(t *testing.T) { check(t, head+opens[0]+p+end, 9, false) })
	}
}

// A Shenzhen shareholders' announcement opens with notes (特别提示) numbered
// as its proposals are; the first, "本次股东大会未出现否决议案的情形", names
// no proposal and takes no proposal's number. Each tally and attendance
// wording of the template's variants reads the same.
func TestShareholdersWordings(t *testing.T) {
	const (
		t1 = "关于公司2018年年度报告的议案"
		t2 = "关于公司2018年度利润分配预案的议案"
	)
	doc := func(attendance, tally string) string {
		return "某某股份有限公司2018年年度股东大会决议公告\n本公司及董事会全体成员保证信息披露的内容真实、准确、完整，没有虚假记载、误导性陈述或重大遗漏。\n" +
			"特别提示：\n1、本次股东大会未出现否决议案的情形。\n2、本次股东大会不涉及变更以往股东大会已通过的决议。\n" +
			"一、会议召开和出席情况\n1、会议召开情况\n(1)会议召开时间：现场会议召开时间为2019年5月20日（星期一）下午14:30；网络投票时间为2019年5月19日至2019年5月20日。\n" +
			"(2)现场会议召开地点：公司会议室\n(3)会议召开方式：现场投票与网络投票相结合的方式\n(4)会议召集人：公司董事会\n(5)会议主持人：董事长张明华先生\n" +
			"2、会议出席情况\n" + attendance + "\n二、议案审议表决情况\n1、审议通过了《" + t1 + "》\n" + tally + "\n2、审议通过了《" + t2 + "》\n" + tally +
			"\n三、律师出具的法律意见\n特此公告。\n某某股份有限公司董事会\n2019年5月21日\n"
	}
	tallies := []string{
		"表决结果：同意1,234,000,000股，占出席会议所有股东所持股份的99.9540%；反对500,000股，占出席会议所有股东所持股份的0.0405%；弃权67,890股（其中，因未投票默认弃权0股），占出席会议所有股东所持股份的0.0055%。",
		"表决结果：同意股数1,234,000,000股，占出席会议有表决权股份总数的99.9540%；反对股数500,000股，占出席会议有表决权股份总数的0.0405%；弃权股数67,890股，占出席会议有表决权股份总数的0.0055%。",
		"该议案的表决结果为：赞成票1,234,000,000股，占出席会议有效表决权股份总数的99.9540%；反对票500,000股，占0.0405%；弃权票67,890股，占0.0055%。",
		"总表决情况：同意1,234,000,000股，占出席会议所有股东所持股份的99.9540%；反对500,000股，占出席会议所有股东所持股份的0.0405%；弃权67,890股（其中，因未投票默认弃权0股），占出席会议所有股东所持股份的0.0055%。\n" +
			"中小股东总表决情况：同意4,000,000股，占出席会议中小股东所持股份的88.0000%；反对500,000股，占出席会议中小股东所持股份的11.0000%；弃权45,000股，占出席会议中小股东所持股份的1.0000%。",
		"同意1,234,000,000股，占出席本次会议有效表决权股份总数的99.9540%；反对500,000股，占出席本次会议有效表决权股份总数的0.0405%；弃权67,890股，占出席本次会议有效表决权股份总数的0.0055%。",
	}
	attendances := []string{
		"出席本次股东大会的股东及股东代理人共156人，代表有表决权的股份1,234,567,890股，占公司有表决权股份总数的55.1234%。",
		"出席本次股东大会现场会议和网络投票的股东及股东代理人共156人，代表股份1,234,567,890股，占上市公司总股份的55.1234%。",
		"通过现场和网络投票的股东156人，代表股份1,234,567,890股，占上市公司总股份的55.1234%。",
		"参加本次股东大会表决的股东及股东授权委托代表共计156名，代表公司有表决权的股份1,234,567,890股，占公司股份总数的55.1234%。",
	}
	want := []string{"body=shareholders", "chair=张明华", "date=2019-05-20", "shareholders_present=156", "shares_represented=1234567890",
		"resolution[1].votes=1234000000/500000/67890", "resolution[2].votes=1234000000/500000/67890"}
	check := func(t *testing.T, text string) {
		d := extractText("in.txt", text)
		if lost, added := diffFacts(want, meetingFacts(d)); len(lost)+len(added) > 0 {
			t.Errorf("lost %v, added %v", lost, added)
		}
		var titles []string
		for _, r := range d.Resolutions {
			titles = append(titles, r.Title)
		}
		if !slices.Equal(titles, []string{t1, t2}) {
			t.Errorf("titles %q", titles)
		}
	}
	for i, tl := range tallies {
		t.Run(fmt.Sprintf("tally_%02d", i), func(t *testing.T) { check(t, doc(attendances[0], tl)) })
	}
	for i, a := range attendances {
		t.Run(fmt.Sprintf("attendance_%02d", i), func(t *testing.T) { check(t, doc(a, tallies[0])) })
	}
}

// One tally or one statement of unanimity for every proposal, before or
// after the list, in the wordings board announcements give it; and a
// proposal voted item by item whose items are numbered after it (2.01,
// 2.1、), each item with its own tally and the proposal with none.
func TestTallyForAllWordings(t *testing.T) {
	const (
		head = "某某股份有限公司\n第八届董事会第十六次会议决议公告\n某某股份有限公司（以下简称“公司”）第八届董事会第十六次会议通知于2019年3月1日以电子邮件方式发出，会议于2019年3月11日在公司会议室以现场方式召开。会议应出席董事9人，实际出席董事9人。会议由董事长张明华先生主持。\n"
		t1   = "关于公司2018年年度报告的议案"
		t2   = "关于公司2018年度利润分配预案的议案"
		end  = "特此公告。\n某某股份有限公司董事会\n2019年3月12日\n"
	)
	tests := []struct {
		body string
		want []string
	}{
		{"会议审议通过了以下议案：\n1、《" + t1 + "》\n2、《" + t2 + "》\n以上议案均以9票同意，0票反对，0票弃权审议通过。\n", []string{"9/0/0", "9/0/0"}},
		{"会议以9票同意，0票反对，0票弃权审议通过了如下议案：\n1、《" + t1 + "》\n2、《" + t2 + "》\n", []string{"9/0/0", "9/0/0"}},
		// The short title line and the statement after it run together
		// in the view the meeting is read from.
		{"会议审议通过了以下议案：\n1、审议通过《" + t1 + "》\n2、审议通过《" + t2 + "》\n上述议案的表决结果均为：同意9票，反对0票，弃权0票。\n", []string{"9/0/0", "9/0/0"}},
		{"会议审议通过了以下议案：\n1、审议通过《" + t1 + "》\n全体董事一致同意该议案。\n2、审议通过《" + t2 + "》\n全体董事一致同意该议案。\n", []string{"unanimous", "unanimous"}},
		{"会议审议通过了以下议案：\n1、审议通过《" + t1 + "》\n表决结果：全票通过。\n2、审议通过《" + t2 + "》\n表决结果：全票通过。\n", []string{"unanimous", "unanimous"}},
		{"1、审议通过《" + t1 + "》\n表决结果：同意9票，反对0票，弃权0票。\n2、逐项审议通过《" + t2 + "》\n2.01 分配比例\n表决结果：同意9票，反对0票，弃权0票。\n2.02 分配方式\n表决结果：同意8票，反对1票，弃权0票。\n",
			[]string{"9/0/0", "items 1 分配比例 9/0/0, 2 分配方式 8/1/0"}},
		{"1、审议通过《" + t1 + "》\n表决结果：同意9票，反对0票，弃权0票。\n2、逐项审议通过《" + t2 + "》\n2.1、分配比例\n表决结果：同意9票，反对0票，弃权0票。\n2.2、分配方式\n表决结果：同意8票，反对1票，弃权0票。\n",
			[]string{"9/0/0", "items 1 分配比例 9/0/0, 2 分配方式 8/1/0"}},
	}
	for i, tt := range tests {
		doc := extractText("in.txt", head+tt.body+end)
		var got []string
		for _, r := range doc.Resolutions {
			switch {
			case len(r.Items) > 0 && r.Votes == nil:
				var its []string
				for _, it := range r.Items {
					v := "none"
					if it.Votes != nil {
						v = fmt.Sprintf("%d/%d/%d", it.Votes.For, it.Votes.Against, it.Votes.Abstain)
					}
					its = append(its, fmt.Sprintf("%d %s %s", it.Seq, it.Title, v))
				}
				got = append(got, "items "+strings.Join(its, ", "))
			case r.Votes != nil:
				got = append(got, fmt.Sprintf("%d/%d/%d", r.Votes.For, r.Votes.Against, r.Votes.Abstain))
			case r.Unanimous != nil && *r.Unanimous:
				got = append(got, "unanimous")
			default:
				got = append(got, "none")
			}
			if want := []string{t1, t2}; r.Seq > len(want) || r.Title != want[r.Seq-1] {
				t.Errorf("%d: resolution %d title %q", i, r.Seq, r.Title)
			}
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("%d: %q, want %q", i, got, tt.want)
		}
	}
}

// Older board announcements: proxies given by a list of absentees to a
// list of holders (分别委托), a proxy given with 授权委托 (the absentee is
// the name before 授权, not "李强授权"), and proposals approved in a
// heading that states the tally first and the approved item unquoted.
// Each reads the same with its lines ended by \r\n or \r (a line of a
// CRLF file ends on its clause's mark, not on \r: the second proposal's
// line is not joined to the close).
func TestOlderBoardWordings(t *testing.T) {
	const (
		head  = "某某股份有限公司董事会决议公告\n本公司及董事会全体成员保证公告内容的真实、准确和完整，对公告的虚假记载、误导性陈述或者重大遗漏负连带责任。\n"
		props = "一、审议通过了《2002年度董事会工作报告》；\n表决结果：同意9票，反对0票，弃权0票。\n二、审议通过了《2002年度财务决算报告》；\n表决结果：同意9票，反对0票，弃权0票。\n"
		end   = "特此公告。\n某某股份有限公司董事会\n2003年4月25日\n"
	)
	tests := []struct {
		body   string
		facts  []string
		titles []string
	}{
		{"本公司第二届董事会第五次会议于2003年4月24日上午在公司会议室召开。会议应到董事9名，实到董事7名，董事李强、王芳因公出差未能出席会议，分别委托董事赵刚、张明华代为出席并行使表决权。会议由董事长张明华主持。\n" + props,
			[]string{"directors_present=7", "absent=李强", "absent=王芳", "proxy=李强>赵刚", "proxy=王芳>张明华"}, []string{"2002年度董事会工作报告", "2002年度财务决算报告"}},
		{"某某股份有限公司第二届董事会第五次会议于2003年4月24日在公司会议室召开。本次会议应到董事9名，实到董事9名，其中董事李强授权委托董事王芳出席会议并行使表决权。会议由董事长张明华先生主持。\n" + props,
			[]string{"directors_present=9", "absent=李强", "proxy=李强>王芳"}, []string{"2002年度董事会工作报告", "2002年度财务决算报告"}},
		{"某某股份有限公司第二届董事会第五次会议于2003年4月24日在公司会议室召开，应到董事9人，实到董事9人。会议由董事长张明华先生主持，审议并通过了如下决议：\n" +
			"一、以9票赞成，0票反对，0票弃权，审议通过了公司2002年度报告及其摘要；\n二、以9票赞成，0票反对，0票弃权，审议通过了公司2002年度利润分配预案；\n",
			[]string{"directors_present=9"}, []string{"公司2002年度报告及其摘要", "公司2002年度利润分配预案"}},
	}
	for i, tt := range tests {
		for _, eol := range []string{"\n", "\r\n", "\r"} {
			doc := extractText("in.txt", strings.ReplaceAll(head+tt.body+end, "\n", eol))
			want := append([]string{"body=board", "chair=张明华", "date=2003-04-24", "directors_expected=9", "resolution[1].votes=9/0/0", "resolution[2].votes=9/0/0"}, tt.facts...)
			if lost, added := diffFacts(want, meetingFacts(doc)); len(lost)+len(added) > 0 {
				t.Errorf("%d, %q: lost %v, added %v", i, eol, lost, added)
			}
			var titles []string
			for _, r := range doc.Resolutions {
				titles = append(titles, r.Title)
			}
			if !slices.Equal(titles, tt.titles) {
				t.Errorf("%d, %q: titles %q, want %q", i, eol, titles, tt.titles)
			}
		}
	}
}

// A shareholders' vote table by class of shares with their total (the
// Shanghai template's rows A股, H股, 普通股合计): the total is read, on a
// page whose lines ran together too (runTogetherTable).
func TestClassTableRunTogether(t *testing.T) {
	text := "某某股份有限公司2018年年度股东大会决议公告\n一、会议召开和出席情况\n(一)股东大会召开的时间：2019年5月20日\n" +
		"本次股东大会由公司董事会召集，董事长张明华先生主持。\n二、议案审议情况\n(一)非累积投票议案\n1、议案名称：关于公司2018年年度报告的议案\n审议结果：通过\n表决情况：\n" +
		"股东类型\t同意\t\t反对\t\t弃权\t\n\t票数\t比例(%)\t票数\t比例(%)\t票数\t比例(%)\n" +
		"A股\t1,000,000,000\t99.9500\t432,110\t0.0432\t67,890\t0.0068\nH股\t234,000,000\t99.9700\t67,890\t0.0300\t0\t0.0000\n" +
		"普通股合计：\t1,234,000,000\t99.9540\t500,000\t0.0405\t67,890\t0.0055\n三、律师见证情况\n特此公告。\n"
	votes := func(s string) string {
		for _, f := range meetingFacts(extractText("in.txt", s)) {
			if strings.HasPrefix(f, "resolution[1].votes=") {
				return f
			}
		}
		return ""
	}
	if got := votes(text); got != "resolution[1].votes=1234000000/500000/67890" {
		t.Errorf("clean: %q", got)
	}
	for _, a := range perturb.All {
		if a.Name != "lines-run-together" {
			continue
		}
		if got := votes(a.Apply(text)); got != "resolution[1].votes=1234000000/500000/67890" {
			t.Errorf("%s: %q", a.Name, got)
		}
	}
}
