package meeting

import (
	"fmt"
	"strings"
	"testing"
)

// szElectionHead opens a shareholders' meeting announcement in the
// Shenzhen exchange's template, its first proposal tallied in a sentence.
const szElectionHead = "某某股份有限公司\n2020年第一次临时股东大会决议公告\n一、会议召开和出席情况\n" +
	"公司2020年第一次临时股东大会于2020年5月20日在公司会议室召开，出席会议的股东及股东代理人共12人，代表股份100,000,000股，占公司有表决权股份总数的62.20%。\n" +
	"二、议案审议表决情况\n本次股东大会以现场表决与网络投票相结合的方式审议通过了以下议案：\n" +
	"1、审议通过《关于修订公司章程的议案》\n表决结果：同意100,000,000股，占出席会议有表决权股份总数的100.0000%；反对0股；弃权0股。\n" +
	"2、审议通过《关于选举公司第五届董事会非独立董事的议案》\n本议案采用累积投票制选举张明华先生、李建国先生为公司第五届董事会非独立董事，具体表决结果如下：\n"

// candidatesOf sums up resolution 2's candidates as "seq name votes@ratio
// elected".
func candidatesOf(t *testing.T, text string) string {
	t.Helper()
	doc := extractText("t.txt", text)
	var out []string
	for _, r := range doc.Resolutions {
		if r.Seq != 2 {
			continue
		}
		for _, c := range r.Candidates {
			ratio, elected := "", "?"
			if c.Ratio != nil {
				ratio = c.Ratio.Value
			}
			if c.Elected != nil {
				elected = fmt.Sprint(*c.Elected)
			}
			out = append(out, fmt.Sprintf("%s %s %d@%s %s", c.Seq, c.Name, c.Votes, ratio, elected))
			if ref := c.Evidence["votes"]; text[ref.Span[0]:ref.Span[1]] != ref.Text || strings.ReplaceAll(ref.Text, ",", "") != fmt.Sprint(c.Votes) {
				t.Errorf("%s: votes evidence %q at %v, source %q", c.Name, ref.Text, ref.Span, text[ref.Span[0]:ref.Span[1]])
			}
			if c.Ratio != nil && text[c.Ratio.Span[0]:c.Ratio.Span[1]] != c.Ratio.Text {
				t.Errorf("%s: ratio %q at %v, source %q", c.Name, c.Ratio.Text, c.Ratio.Span, text[c.Ratio.Span[0]:c.Ratio.Span[1]])
			}
		}
		if len(r.Candidates) > 0 && r.Votes != nil {
			t.Errorf("an election has votes %+v", r.Votes)
		}
	}
	for _, w := range doc.Warnings {
		out = append(out, "warning "+w.Code)
	}
	return strings.Join(out, "; ")
}

// TestCandidateSentences: an election by cumulative voting stated in
// sentences, one candidate a block, as the Shenzhen exchange's template
// words it (获得选举票数 N 股，占…比例 X%, then 当选), is read as the table
// form is (resolutions[].candidates): each candidate's number, name,
// votes, ratio and election, the small and medium investors' votes
// stated beside them left out. A candidate not elected (未当选) is
// elected false; a block stating against and abstaining is an ordinary
// tally, no election; a candidate whose votes cannot be read leaves the
// election unread, with the warning.
func TestCandidateSentences(t *testing.T) {
	const tail = "三、律师出具的法律意见\n特此公告。\n"
	tests := []struct{ name, body, want string }{
		{"blocks, the minority's votes beside, 当选为", "2.01 选举张明华先生为公司第五届董事会非独立董事\n表决结果：获得选举票数99,800,000股，占出席会议有效表决权股份总数的99.8000%。\n其中，中小投资者的表决情况为：获得选举票数1,800,000股，占出席会议中小投资者有效表决权股份总数的90.0000%。\n张明华先生当选为公司第五届董事会非独立董事。\n" +
			"2.02 选举李建国先生为公司第五届董事会非独立董事\n表决结果：获得选举票数99,700,000股，占出席会议有效表决权股份总数的99.7000%。\n其中，中小投资者的表决情况为：获得选举票数1,700,000股，占出席会议中小投资者有效表决权股份总数的85.0000%。\n李建国先生当选为公司第五届董事会非独立董事。\n",
			"2.01 张明华 99800000@0.998000 true; 2.02 李建国 99700000@0.997000 true"},
		{"one line a candidate, (1), 当选 at the end", "(1)选举张明华先生为公司第五届董事会非独立董事：获得选举票数99,800,000股，占出席本次股东大会有效表决权股份总数的99.80%，当选。\n(2)选举李建国女士为公司第五届董事会非独立董事：获得选举票数60,000,000股，占出席本次股东大会有效表决权股份总数的60.00%，当选。\n",
			"1 张明华 99800000@0.9980 true; 2 李建国 60000000@0.6000 true"},
		{"the name before a colon, 获得的选举票数为…票", "2.01 张明华：获得的选举票数为99,800,000票，占出席会议有效表决权股份总数的99.8000%，当选。\n2.02 李建国：获得的选举票数为40,000,000票，占出席会议有效表决权股份总数的40.0000%，未当选。\n",
			"2.01 张明华 99800000@0.998000 true; 2.02 李建国 40000000@0.400000 false"},
		{"选举X为 without 先生, no ratio, neither 当选 nor 未当选", "2.01 选举王为民为公司第五届董事会非独立董事\n表决结果：获得选举票数99,800,000股。\n2.02 选举赵兴为公司第五届董事会非独立董事\n表决结果：获得选举票数99,700,000股。\n",
			"2.01 王为民 99800000@ ?; 2.02 赵兴 99700000@ ?"},
		{"an ordinary tally item by item is no election", "2.01 选举张明华先生为公司第五届董事会非独立董事\n表决结果：同意99,800,000股，占出席会议有表决权股份总数的99.8000%；反对200,000股；弃权0股。\n",
			""},
		{"a candidate's votes unread", "2.01 选举张明华先生为公司第五届董事会非独立董事\n表决结果：获得选举票数99,800,000股，占出席会议有效表决权股份总数的99.8000%，当选。\n2.02 选举李建国先生为公司第五届董事会非独立董事\n表决结果：获得选举票数见附件。\n",
			"warning votes_not_understood"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := candidatesOf(t, szElectionHead+tt.body+tail); got != tt.want {
				t.Errorf("got  %q\nwant %q", got, tt.want)
			}
		})
	}
}
