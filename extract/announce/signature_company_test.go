package announce

import (
	"testing"

	"github.com/gonggao/gonggao/extract/internal/testdoc"
)

// TestRunTogetherSignatureCompany: the signer's name at the end of a page
// whose lines run together into one is read after 特此公告, a sentence's
// end or a space, the signer letter-spaced or not, with a portal's
// leftovers after the date; a name run on after the text's last word, or a
// signature followed by more text, is none.
func TestRunTogetherSignatureCompany(t *testing.T) {
	tests := []struct{ name, text, want string }{
		// 大众交通, 2003: a page without a header, its lines run together.
		{"after a sentence's end and a space", "大众交通(集团)股份有限公司四届一次董事会于2003年5月15日下午在大众大厦会议室召开,会议应到董事9名,实到7名,委托2名。符合《公司法》和《公司章程》的有关规定,会议审议并通过了如下决议: 1、选举周秀华女士为公司董事长; 7、根据总经理提名,聘任顾华先生为公司财务总监。 大众交通(集团)股份有限公司董事会 二00三年五月十五日\n", "大众交通(集团)股份有限公司"},
		// 中集, 2003: 监 事 会 letter-spaced after the name.
		{"after 特此公告, the signer letter-spaced", "会议由监事长杜永成先生主持,会议形成如下决议: 一、审议通过了《二零零二年度监事会工作报告》; 二、同意《二零零二年度董事会工作报告》; 三、同意《二零零二年度报告》及《二零零二年度报告摘要》。 特此公告。 中国国际海运集装箱(集团)股份有限公司 监 事 会 二零零三年三月二十五日\n", "中国国际海运集装箱(集团)股份有限公司"},
		// 杭叉集团, 2023: a page's link after the date.
		{"a page's link after the date", "会议听取、审议并通过了以下表决事项: 1、审议通过《公司2023年第一季度报告》 详见公司同日于上海证券交易所网站(www.sse.com.cn)及《证券时报》披露的《公司2023年第一季度报告》。 表决结果:同意8票,反对0票,弃权0票。 特此公告。 杭叉集团股份有限公司董事会 2023年4月21日 附件:公告原文\n", "杭叉集团股份有限公司"},
		// 东湖高新, 2003: no 特此公告, the portal's 关闭窗口 after the date.
		{"without 特此公告, a portal's leftovers", "截止2003年3月31日公司实现营业收入6364.81万元,比上年同期增加5.18%;实现净利润870.83万元,比上年同期增加7.05%;净资产收益率1.27%。 二、同意刘守根先生因健康原因辞去集团公司生物科技事业部总监职务。 武汉东湖高新集团股份有限公司董事会 二○○三年四月二十九日 关闭窗口 |\n", "武汉东湖高新集团股份有限公司"},
		// The same page with the space before the signer lost: the name
		// cannot be told from the sentence's last words.
		{"run on after a word", "截止2003年3月31日公司实现营业收入6364.81万元,比上年同期增加5.18%;实现净利润870.83万元,比上年同期增加7.05%;净资产收益率1.27%。 二、同意刘守根先生因健康原因辞去集团公司生物科技事业部总监职务详见武汉东湖高新集团股份有限公司董事会 二○○三年四月二十九日 关闭窗口 |\n", ""},
		// A sentence after the signature: not the page's end.
		{"text after the signature", "会议听取、审议并通过了以下表决事项: 1、审议通过《公司2023年第一季度报告》 详见公司同日于上海证券交易所网站(www.sse.com.cn)及《证券时报》披露的《公司2023年第一季度报告》。 特此公告。 杭叉集团股份有限公司董事会 2023年4月21日 表决结果:同意8票,反对0票,弃权0票。\n", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := testdoc.From(tt.name, tt.text)
			got, sp, ok := runTogetherSignatureCompany(doc.Lines())
			if got != tt.want || ok != (tt.want != "") {
				t.Fatalf("got %q, %v; want %q", got, ok, tt.want)
			}
			if ok && doc.Text[sp.Start:sp.End] != got {
				t.Errorf("span %v holds %q, not %q", sp, doc.Text[sp.Start:sp.End], got)
			}
		})
	}
}
