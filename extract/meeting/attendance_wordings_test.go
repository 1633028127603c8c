package meeting

import (
	"testing"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/extract/announce"
	"github.com/gonggao/gonggao/extract/read"
	"github.com/gonggao/gonggao/pipeline/kind"
	"github.com/gonggao/gonggao/schema"
)

// TestAttendanceWordings: the members counted with 共 ("公司董事共9名") and
// those attending as the ones voting ("参加表决的董事9名", the wordings
// issue 14 quotes), in a resolutions announcement's opening and beside a
// board approval reported in passing, with the approval's title and tally
// after the attendance clauses. Those voting by one means only
// ("以通讯方式参加表决的董事3名") are not all who attended; a passing
// approval's attendance stated without the members due gives none.
func TestAttendanceWordings(t *testing.T) {
	const approval = "以9票同意、0票反对、0票弃权审议通过了《关于签订重大合同的议案》。"
	tests := []struct {
		name, in          string
		expected, present int // 0: none
		title             string
	}{
		{"opening: 共, 参加表决的", "某某股份有限公司第八届董事会第十六次会议决议公告\n某某股份有限公司第八届董事会第十六次会议于2017年5月3日在公司会议室以现场方式召开。公司董事共9名，参加表决的董事9名，会议的召开符合《公司法》和《公司章程》的规定。\n一、审议通过了《关于签订重大合同的议案》\n表决结果：同意9票，反对0票，弃权0票。", 9, 9, "关于签订重大合同的议案"},
		{"opening: 共有, 实际参加表决的", "某某股份有限公司第八届董事会第十六次会议决议公告\n某某股份有限公司第八届董事会第十六次会议于2017年5月3日以通讯方式召开。公司董事共有7名，实际参加表决的董事7名。\n一、审议通过了《关于签订重大合同的议案》\n表决结果：同意7票，反对0票，弃权0票。", 7, 7, "关于签订重大合同的议案"},
		{"passing: 共, 参加表决的", "关于签订重大合同的公告\n公司于2017年5月3日召开第八届董事会第十六次会议，公司董事共9名，参加表决的董事9名，" + approval, 9, 9, "关于签订重大合同的议案"},
		{"passing: 应出席, 参加表决的", "关于签订重大合同的公告\n公司于2017年5月3日召开第八届董事会第十六次会议，会议应出席董事9名，参加表决的董事9名，" + approval, 9, 9, "关于签订重大合同的议案"},
		{"passing: 应出席, 实际出席 without the noun", "关于签订重大合同的公告\n公司于2017年5月3日召开第八届董事会第十六次会议，会议应出席董事9名，实际出席9名，" + approval, 9, 9, "关于签订重大合同的议案"},
		{"passing: 应出席, 出席会议董事及授权出席董事", "关于签订重大合同的公告\n公司于2017年5月3日召开第八届董事会第十六次会议，会议应出席董事9名，出席会议董事及授权出席董事9名，" + approval, 9, 9, "关于签订重大合同的议案"},
		// None.
		{"passing: by one means only", "关于签订重大合同的公告\n公司于2017年5月3日召开第八届董事会第十六次会议，公司董事共9名，以通讯方式参加表决的董事3名，" + approval, 0, 0, "关于签订重大合同的议案"},
		{"passing: no members due", "关于签订重大合同的公告\n公司于2017年5月3日召开第八届董事会第十六次会议，出席会议董事及授权出席董事9名，" + approval, 0, 0, "关于签订重大合同的议案"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := read.Read("in.txt", []byte(tt.in), read.ReadOptions{})
			if err != nil {
				t.Fatal(err)
			}
			out := extract.Run(doc, schema.Source{Path: "in.txt"}, []extract.Extractor{announce.Announcement{Kinds: kind.Default}, Meeting{}, Resolutions{}})
			if len(out.Resolutions) != 1 || out.Resolutions[0].Title != tt.title || out.Resolutions[0].Votes == nil {
				t.Errorf("resolutions %+v, want %q with its tally", out.Resolutions, tt.title)
			}
			m := out.Meeting
			if m == nil || m.Date != "2017-05-03" {
				t.Fatalf("meeting %+v, want one held 2017-05-03", m)
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
