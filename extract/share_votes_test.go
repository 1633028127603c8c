package extract

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/schema"
)

func TestParseShareTally(t *testing.T) {
	type want struct{ counts, ratios [3]string }
	tests := []struct {
		name string
		in   string
		want *want
	}{
		{"ratios after each count", "表决结果：同意14,101,254,366股，占出席会议有表决权股份总数的99.92%；反对1,120,433股，占出席会议有表决权股份总数的0.01%；弃权10,172,406股，占出席会议有表决权股份总数的0.07%",
			&want{[3]string{"14101254366", "1120433", "10172406"}, [3]string{"0.9992", "0.0001", "0.0007"}}},
		{"labels with 股数 and a colon", "表决情况：同意股数:3,000,000股,占比99.5000%;反对股数:15,000股,占比0.5000%;弃权股数:0股,占比0.0000%",
			&want{[3]string{"3000000", "15000", "0"}, [3]string{"0.995000", "0.005000", "0.000000"}}},
		{"赞成 and counts in 万股", "赞成12,345.6789万股，占有效表决股份总数的100%；反对0股；弃权0股",
			&want{[3]string{"123456789", "0", "0"}, [3]string{"1.00", "", ""}}},
		{"no ratios", "同意1,000股，反对0股，弃权0股", &want{[3]string{"1000", "0", "0"}, [3]string{"", "", ""}}},
		{"a ratio not introduced by 占 is not the count's", "同意1,000股，比上年增长5%；反对0股；弃权0股", &want{[3]string{"1000", "0", "0"}, [3]string{"", "", ""}}},
		{"votes of persons", "表决结果：同意14票，反对0票，弃权0票", nil},
		{"one tally per class of shares", "A股同意1,000股，反对0股，弃权0股；H股同意2,000股，反对0股，弃权0股", nil},
		{"abstain missing", "同意1,000股，占99%；反对10股，占1%", nil},
		{"a count with a bound", "同意不少于1,000股，反对0股，弃权0股", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := ParseShareTally(tt.in)
			if tt.want == nil {
				if ok {
					t.Fatalf("read a tally: %+v", got)
				}
				return
			}
			if !ok {
				t.Fatal("no tally")
			}
			var g want
			for k := range 3 {
				g.counts[k] = got.Counts[k].Value.String()
				if got.Ratios[k] != nil {
					g.ratios[k] = got.Ratios[k].ValueString()
				}
			}
			if diff := cmp.Diff(*tt.want, g, cmp.AllowUnexported(want{})); diff != "" {
				t.Errorf("(-want +got)\n%s", diff)
			}
			if got.Span.Start < 0 || got.Span.End > len(tt.in) || got.Span.Empty() {
				t.Errorf("span %v", got.Span)
			}
		})
	}
}

// TestShareholdersResolution reads a shareholders' meeting's announcement:
// attendance, the proposals numbered 1、2、 under "二、议案审议情况", tallies
// in shares with their ratios, and a special resolution.
func TestShareholdersResolution(t *testing.T) {
	doc := headerDocFile(t, "shareholders_meeting.txt")
	out := runHeader(doc)
	if out.Announcement == nil || out.Announcement.Kind != schema.KindShareholdersResolution {
		t.Fatalf("announcement = %+v", out.Announcement)
	}
	m := out.Meeting
	if m == nil || m.Body != "shareholders" || m.ShareholdersPresent == nil || *m.ShareholdersPresent != 156 ||
		m.SharesRepresented == nil || m.SharesRepresented.Value != "14112547205" ||
		m.SharesRepresentedRatio == nil || m.SharesRepresentedRatio.Value != "0.5597" {
		t.Fatalf("meeting = %+v", m)
	}
	checkRef(t, doc, "shareholders_present", m.Evidence["shareholders_present"])
	var titles []string
	for _, r := range out.Resolutions {
		titles = append(titles, r.Title)
	}
	if diff := cmp.Diff([]string{"2013年度董事会工作报告", "关于发行境内优先股的议案"}, titles); diff != "" {
		t.Fatalf("titles (-want +got)\n%s", diff)
	}
	v := out.Resolutions[1].Votes
	if v == nil || v.Unit != "shares" || v.For != 13998765432 || v.Against != 100000000 || v.Abstain != 13781773 ||
		v.ForRatio == nil || v.ForRatio.Text != "99.19%" || v.AbstainRatio == nil || v.AbstainRatio.Value != "0.0010" {
		t.Fatalf("votes = %+v", v)
	}
	if string(doc.Raw[v.ForRatio.Span[0]:v.ForRatio.Span[1]]) != v.ForRatio.Text {
		t.Errorf("for_ratio span %v does not quote %q", v.ForRatio.Span, v.ForRatio.Text)
	}
	if s := out.Resolutions[1].Special; s == nil || !*s {
		t.Errorf("resolution 2 special = %v", s)
	}
	if s := out.Resolutions[0].Special; s != nil {
		t.Errorf("resolution 1 special = %v, want unstated", *s)
	}
}
