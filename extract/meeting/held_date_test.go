package meeting

import "testing"

// The day a meeting was held is the one its verb of holding follows
// (于…召开, …召开的…股东大会), not the first day of the clause: a page that ran
// its lines together puts a dividend's record, ex-dividend and payment
// days before the sentence naming the meeting that approved it (pages 62
// and 63, 2008). A labelled day has its label before it. Each reads the
// same under the artefacts of real filings.
func TestHeldDateBesideOtherDays(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"page 62", "上海航天汽车机电股份有限公司 2007 年度分红派息实施公告 本公司及董事会全体成员保证公告内容的真实、准确和完整,对公告的虚假记载、误导性陈述或者重大遗漏负连带责任。 重要内容提示: ● 每股派发现金红利0.05 元(含税);每 10 股派发现金红利 0.5 元(含税) ● 扣税前每股现金红利0.05 元;扣税后每股现金红利0.045 元 ● 股权登记日:2008 年 5 月 16 日 ● 除息日:2008 年5 月 19 日 ● 现金红利发放日:2008 年5 月23 日 一、上海航天汽车机电股份有限公司2007 年度利润分配方案已经2008 年 3 月31 日召开的公司2007 年年度股东大会审议通过。 二、分红派息方案 1、本次分红派息以2007 年 12 月31 日总股本74854.4 万股为基数,向全体股东每 10 股派发现金红利 0.5 元(含税),共计派发现金红利37,427,200 元。\n", "2008-03-31"},
		{"page 63", "湖北楚天高速公路股份有限公司2007年度派发现金红利实施公告\n本公司及董事会全体成员保证公告内容的真实、准确和完整,对公告的虚假记载、误导性陈述或者重大遗漏负连带责任。 重要内容提示 ●每股派发现金红利0.16元(含税),每10股派发现金红利1.6元(含税) ●扣税前每股现金红利0.16元,扣税后每股现金红利0.144元 ●股权登记日:2008年7月21日 ●除息日:2008年7月22日 ●红利发放日:2008年7月25日 一、通过本次利润分配方案的股东大会情况 公司2007年度利润分配方案(本次利润分配方案)已经2008年5月28日召开的2007年年度股东大会审议通过。 股东大会决议公告刊登在2008年5月29日《中国证券报》、《上海证券报》、《证券时报》及上海交易所网站\n", "2008-05-28"},
		{"the day after a label", "某某科技股份有限公司第二届董事会第六次会议决议公告\n本公司董事会及全体董事保证本公告内容不存在任何虚假记载、误导性陈述或者重大遗漏,并对其内容的真实性、准确性和完整性承担个别及连带责任。\n一、会议召开和出席情况\n1、会议召开时间:2020年6月5日\n2、会议召开地点:公司会议室\n5、会议主持人:董事长刘卫东\n6、会议应出席董事5人,出席和授权出席董事5人。\n二、议案审议情况\n", "2020-06-05"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := extractText("in.txt", tt.in)
			if doc.Meeting == nil || doc.Meeting.Date != tt.want {
				t.Fatalf("meeting %+v, want date %s", doc.Meeting, tt.want)
			}
			sameUnderArtefacts(t, tt.name, tt.in)
		})
	}
}
