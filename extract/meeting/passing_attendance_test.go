package meeting

import (
	"testing"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/extract/announce"
	"github.com/gonggao/gonggao/extract/read"
	"github.com/gonggao/gonggao/pipeline/kind"
	"github.com/gonggao/gonggao/schema"
)

// The attendance stated beside a board approval reported in passing: the
// members due and present, in the wordings of FDDC 391268 (公司现有董事9名,
// 9名董事参加该次会议) and of the resolutions' openings (应出席/实际出席,
// 应到/实到, 亲自出席) when all of them attended. Fewer present in a
// resolution's wording are not taken: the proxies of those away are not
// read in passing, and the tally would be held against those present
// alone. The attendance does not make a contract announcement a
// resolution's: the approval is a resolution in passing, tallied or not
// (FDDC 391268's was lost).
func TestPassingAttendance(t *testing.T) {
	const title = "关于签订重大合同的公告\n"
	const approval = "以9票同意、0票反对、0票弃权审议通过了《关于签订重大合同的议案》。"
	tests := []struct {
		name, in          string
		expected, present int // 0: none
	}{
		{"FDDC 391268: 现有, then the count first", title + "2008年2月1日,公司第五届董事会第二十五次(临时)会议审议通过了公司关于新建六艘3.3万吨级散货船的议案,董事会授权公司经营班子尽快按照董事会确定的对所建船舶的要求,与造船厂谈判并签署建船协议,按要求披露后再提交股东大会审议。公司现有董事9名, 9名董事参加该次会议, 9名董事一致同意公司关于新建六艘3.3万吨级散货船的议案。", 9, 9},
		{"应出席, 实际出席", title + "公司于2017年5月3日召开第八届董事会第二十六次会议，会议应出席董事9名，实际出席董事9名，" + approval, 9, 9},
		{"应到, 实到", title + "公司于2017年5月3日召开第八届董事会第二十六次会议，本次会议应到董事9人，实到董事9人，" + approval, 9, 9},
		{"亲自出席", title + "公司于2017年5月3日召开第八届董事会第二十六次会议，会议应出席董事9名，亲自出席董事9名，" + approval, 9, 9},
		{"fewer present in person: none", title + "公司于2017年5月3日召开第八届董事会第二十六次会议，会议应出席董事9名，亲自出席董事8名，" + approval, 0, 0},
		{"fewer attending: none", title + "公司于2017年5月3日召开第八届董事会第二十六次会议，本次会议应到董事9人，实到董事8人，" + approval, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := read.Read("in.txt", []byte(tt.in), read.ReadOptions{})
			if err != nil {
				t.Fatal(err)
			}
			out := extract.Run(doc, schema.Source{Path: "in.txt"}, []extract.Extractor{announce.Announcement{Kinds: kind.Default}, Meeting{}, Resolutions{}})
			// The attendance does not make the announcement a resolution:
			// the approval is still read as one in passing.
			if len(out.Resolutions) != 1 || out.Resolutions[0].Title == "" {
				t.Errorf("resolutions %+v, want the one approved", out.Resolutions)
			}
			m := out.Meeting
			if m == nil || m.Date == "" {
				t.Fatalf("meeting %+v, want one with its date", m)
			}
			var expected, present int
			if m.DirectorsExpected != nil {
				expected = *m.DirectorsExpected
			}
			if m.DirectorsPresent != nil {
				present = *m.DirectorsPresent
			}
			if expected != tt.expected || present != tt.present {
				t.Errorf("due %d, present %d; want %d, %d", expected, present, tt.expected, tt.present)
			}
		})
	}
}

// The form of a meeting held on site and by another means "相结合": on
// site, as 现场结合通讯 (page 17); page 18 prints "以现场与通讯会议相结合 的方
// 式召开".
func TestFormCombined(t *testing.T) {
	for _, s := range []string{
		"会议于2019年3月11日在公司会议室以现场与通讯会议相结合的方式召开。",
		"本次会议于2019年3月11日以现场和视频相结合的方式召开。",
		"本次会议于2019年3月11日以现场和通讯相结合的方式召开。",
		"会议于2019年3月11日在公司会议室以现场结合通讯方式召开。",
	} {
		loc := meetingFormRe.FindStringSubmatchIndex(s)
		if loc == nil || formOf(s[loc[2]:loc[3]]) != "on_site" {
			t.Errorf("%s: form %v, want on_site", s, loc)
		}
	}
}
