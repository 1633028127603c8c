package meeting

import "testing"

// A wrap that falls between a label of the meeting's template and its
// value (the value pushed onto the next line) keeps the value: the chair
// after 主持人:, the day after 召开时间: or 会议时间为:. A numbered line
// after the colon is the next item, not the value. Each reads the same
// under the artefacts of real filings.
func TestValueAfterWrappedLabel(t *testing.T) {
	board := "某某科技股份有限公司第二届董事会第六次会议决议公告\n一、会议召开和出席情况\n"
	// A real page is wider than a line once its lines run together: the
	// template's assurance as page 32 prints it.
	share := "四川天一科技股份有限公司2010年第二次临时股东大会决议公告\n本公司董事会及全体董事保证本公告内容不存在任何虚假记载、误导性陈述或者重大遗漏,并对其内容的真实性、准确性和完整性承担个别及连带责任。\n一、会议召开情况:\n"
	tests := []struct {
		name, in    string
		chair, date string
	}{
		// Page 32, wrapped at 74 columns: "…3、会议召集人:天科股份董事会4、会议主持人:\n副董事长曾加先生5、会议召开方式:…".
		{"shareholders chair", share + "1、现场会议召开时间:2010年10月27日(星期三)下午14:30\n2、现场会议召开地点:天科股份主楼二楼报告厅3、会议召集人:天科股份董事会4、会议主持人:\n副董事长曾加先生5、会议召开方式:采用现场投票与网络投票相结合的表决方式。\n二、会议出席情况:\n", "曾加", "2010-10-27"},
		// The template's labelled lines (2009): "5、主持人:宋伟杰先生".
		{"shareholders chair, short label", share + "1、召开时间:2009年4月30日\n4、召集人:公司董事会 5、主持人:\n宋伟杰先生\n二、会议出席情况:\n", "宋伟杰", "2009-04-30"},
		// The day pushed onto the next line: "现场会议召开时间为:\n2011年11月25日".
		{"shareholders date", share + "1、现场会议召开时间为:\n2011年11月25日上午9:30\n4、会议主持人:董事长吴定刚\n二、会议出席情况:\n", "吴定刚", "2011-11-25"},
		// A board's labelled form: "5、会议主持人:董事长刘卫东" broken after the colon.
		{"board chair", board + "1、会议召开时间:2020年6月5日\n2、会议召开地点:公司会议室\n3、会议召开方式:现场\n4、发出董事会会议通知的时间和方式:2020年5月29日以书面方式发出\n5、会议主持人:\n董事长刘卫东\n6、会议应出席董事5人,出席和授权出席董事5人。\n二、议案审议情况\n", "刘卫东", "2020-06-05"},
		// The label with no value and the next item after it: nothing read for it.
		{"no value", board + "1、会议召开时间:2020年6月5日\n2、会议召开地点:公司会议室\n5、会议主持人:\n6、会议应出席董事5人,出席和授权出席董事5人。\n二、议案审议情况\n", "", "2020-06-05"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := extractText("in.txt", tt.in)
			if doc.Meeting == nil {
				t.Fatal("no meeting")
			}
			if m := doc.Meeting; m.Chair != tt.chair || m.Date != tt.date {
				t.Errorf("chair %q date %q, want %q %q", m.Chair, m.Date, tt.chair, tt.date)
			}
			sameUnderArtefacts(t, tt.name, tt.in)
		})
	}
}
