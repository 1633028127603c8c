package normalize

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gonggao/gonggao/internal/perturb"
)

// widthPages are real pages run together into long lines (中集集团, 2003;
// 兴齐眼药, 2025), as a site prints an announcement without its layout.
var widthPages = []string{
	"中国国际海运集装箱(集团)股份有限公司(以下简称“本公司”)监事会2003年度第一次会议于2003年3月23日下午在中集集团研发中心806会议室召开,应到监事3人,实到3人,会议的召集和召开符合《公司法》和《公司章程》以及《监事会议事规则》等的有关规定,会议由监事长杜永成先生主持,会议形成如下决议: 一、审议通过了《二零零二年度监事会工作报告》; 二、同意《二零零二年度董事会工作报告》; 三、同意《二零零二年度报告》及《二零零二年度报告摘要》。 特此公告。 中国国际海运集装箱(集团)股份有限公司 监 事 会 二零零三年三月二十五日\n",
	"兴齐眼药(300573) - 董事会决议公告\n证券代码:300573 证券简称:兴齐眼药 公告编号:2025-006 沈阳兴齐眼药股份有限公司 1、本次董事会由董事长刘继东先生召集,会议通知于 2025 年 4 月 8 日通过 电子邮件的形式送达至全体董事,董事会会议通知中包括会议的相关资料,同时 列明了会议的召开时间、地点、内容和方式。 2、本次董事会于 2025 年 4 月 18 日在公司会议室以现场与通讯会议相结合 的方式召开。 第五届董事会第七次会议决议公告 本公司及董事会全体成员保证信息披露内容的真实、准确、完整,没有虚 假记载、误导性陈述或重大遗漏。 一、董事会会议召开情况 3、本次董事会应到 9 人,实际出席会议人数为 9 人。 4、本次董事会由董事长刘继东先生主持,公司监事和高级管理人员列席了 本次董事会。 5、本次会议的召集、召开和表决程序符合《中华人民共和国公司法》等法 律法规和《公司章程》的有关规定。 二、董事会会议审议情况 (一)审议通过《关于<2024 年度总经理工作报告>的议案》 董事会听取了公司总经理高峨女士代表公司经营层所作的《2024 年度总经 理工作报告》,认为 2024 年度公司经营层有效地执行了董事会和股东大会的各 ...",
}

// TestJoinColumnsWidth: a text broken at a page's right margin, a width in
// columns (Chinese two, figures and Latin letters one), inside names,
// figures and labels, is read as the lines it was set from, whatever the
// width; the breaks of a text set in lines of its own stay.
func TestJoinColumnsWidth(t *testing.T) {
	for i, page := range widthPages {
		for _, width := range []int{58, 74, 83} {
			t.Run(fmt.Sprintf("page %d at %d columns", i, width), func(t *testing.T) {
				in := perturb.HardWrap(page, width)
				if strings.Count(in, "\n") <= strings.Count(page, "\n") {
					t.Fatalf("the page was not wrapped")
				}
				out, m := JoinColumns(in)
				if out != page {
					t.Errorf("JoinColumns:\n got %q\nwant %q", out, page)
				}
				if m != nil {
					checkJoinMap(t, in, out, m)
				}
				if again, _ := JoinColumns(out); again != out {
					t.Errorf("not idempotent: %q", again)
				}
			})
		}
	}
	// A header's lines and paragraphs set as lines of their own, of every
	// width (交通银行, 2024): nothing joined.
	laid := "证券代码:601328 证券简称:交通银行 公告编号:临2024-001\n交通银行股份有限公司董事会决议公告\n本次会议应参加表决的董事 16 名,实际参加表决的董事 16 名。\n本次会议的召开符合《中华人民共和国公司法》等法律法规的规定。\n会议审议批准了议案。\n"
	if out, _ := JoinColumns(laid); out != laid {
		t.Errorf("JoinColumns changed lines of their own:\n%q", out)
	}
}
