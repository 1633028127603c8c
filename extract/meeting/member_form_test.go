package meeting

import "testing"

// TestMembersAttendingByForm: a form of meeting followed by a verb of
// attending is the way some members attended or voted, not the form the
// meeting was held in; the meeting's own form, stated before or after,
// is read, and with none stated there is no form.
func TestMembersAttendingByForm(t *testing.T) {
	const head = "某某股份有限公司第六届董事会第九次会议决议公告\n"
	const tail = "\n一、审议通过《关于聘任公司副总经理的议案》\n表决结果:9票同意,0票反对,0票弃权。\n"
	tests := []struct{ name, in, form string }{
		{"其中以通讯表决方式出席会议的董事, no form of the meeting", "某某股份有限公司第六届董事会第九次会议于2015年6月5日在公司会议室召开,应参会董事9名,实际参会董事9名,其中以通讯表决方式出席会议的董事3名。", ""},
		{"董事…以通讯方式参加表决, no form of the meeting", "某某股份有限公司第六届董事会第九次会议于2015年6月5日在公司会议室召开,会议应出席董事9名,实际出席董事9名,董事李四以通讯方式参加表决。", ""},
		{"以视频方式参会, the meeting on site after", "某某股份有限公司第六届董事会第九次会议于2015年6月5日召开,会议应出席董事9名,实际出席董事9名,其中独立董事王五以视频方式参会,会议以现场方式召开。", "on_site"},
		{"the meeting's form before the members'", "某某股份有限公司第六届董事会第九次会议于2015年6月5日以现场结合通讯方式召开,会议应出席董事9名,实际出席董事9名,其中以通讯方式出席会议的董事3名。", "on_site"},
		{"通讯 as the meeting's form", "某某股份有限公司第六届董事会第九次会议于2015年6月5日以通讯表决方式召开,会议应参加表决董事9名,实际参加表决董事9名。", "written"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := extractText("t.txt", head+tt.in+tail)
			if out.Meeting == nil {
				t.Fatal("no meeting")
			}
			if out.Meeting.Form != tt.form {
				t.Errorf("form %q, want %q", out.Meeting.Form, tt.form)
			}
		})
	}
}
