package meeting

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/normalize"
)

// TestRecusalCount: the count of related directors who recused themselves,
// stated in the sentence of the tally beside its counts, is the tally's
// recusals, cited where it stands; a tally that counts them itself keeps
// its own count, and a sentence naming two counts, or saying no one
// recused, gives none.
func TestRecusalCount(t *testing.T) {
	for _, tt := range []struct {
		in, cited string
		want      int // 0: none
	}{
		// FDDC 29887.
		{"公司第二届董事会第二十四次会议以 4 票赞成，0 票反对，0 票弃权审议通过了上述关联交易，公司 3 名关联董事回避表决。", "3 名关联董事回避", 3},
		{"投票表决时，以 4 票赞成，0 票反对，0 票弃权审议通过，公司 3 名关联董事回避了表决。", "3 名关联董事回避", 3},
		// The count after the members, a distributive 均, numerals in Han.
		{"会议以6票同意，0票反对，0票弃权审议通过了该议案，关联董事3人回避表决。", "3人回避", 3},
		{"会议以7票同意、0票反对、0票弃权通过了本议案，两位关联董事均回避表决。", "两位关联董事均回避", 2},
		// The tally's own count (FDDC 734516), and the members counted as
		// the tally counts its votes: kept.
		{"公司9名董事成员中，同意6票，回避3票，反对0票，弃权0票。关联董事王一彤、李建民、刘三华回避表决。", "回避3票", 3},
		{"会议以6票同意，0票反对，0票弃权审议通过了该议案，3名董事回避表决。", "3名董事回避", 3},
		// None.
		{"会议以6票同意，0票反对，0票弃权审议通过了该议案，2名关联董事回避表决，另1名关联董事回避了第二项议案的表决。", "", 0},
		{"会议以9票同意，0票反对，0票弃权审议通过了该议案，本议案不涉及关联董事回避表决。", "", 0},
	} {
		in, _ := normalize.Fold(tt.in)
		ts := findTallies(in)
		if len(ts) != 1 {
			t.Errorf("%s: %d tallies", tt.in, len(ts))
			continue
		}
		tl := ts[0]
		got := 0
		if tl.recusals != nil {
			got = *tl.recusals
		}
		if got != tt.want {
			t.Errorf("%s: recusals %d, want %d", tt.in, got, tt.want)
		}
		if tt.want == 0 {
			continue
		}
		sp, ok := tl.figures["recusals"]
		if !ok {
			t.Errorf("%s: the recusals are not cited", tt.in)
			continue
		}
		if cited, _ := normalize.Fold(tt.cited); in[sp.Start:sp.End] != cited {
			t.Errorf("%s: cited %q, want %q", tt.in, in[sp.Start:sp.End], cited)
		}
	}
}

// TestRecusedBesideUnnamedApproval: the members an announcement names as
// recused from an approval it reports without naming the proposal are the
// meeting's recused, beside meeting.votes (FDDC 734516); an approval whose
// recused are only counted (FDDC 29887) names none.
func TestRecusedBesideUnnamedApproval(t *testing.T) {
	for _, tt := range []struct {
		name, text string
		want       []string
	}{
		{"FDDC 734516", "北方国际合作股份有限公司重大合同暨日常关联交易公告\n2013年10月25日，公司五届二十次董事会对本次关联交易进行了审议。根据《深圳证券交易所股票上市规则》的有关规定，公司9名董事成员中，同意6票，回避3票，反对0票，弃权0票。关联董事王一彤、李建民、刘三华回避表决。本次关联交易获得董事会通过。",
			[]string{"王一彤", "李建民", "刘三华"}},
		{"FDDC 29887", "中信重工机械股份有限公司\n关于签订重大合同暨关联交易的公告\n2014年5月23日，公司第二届董事会第二十四次会议以4票赞成，0票反对，0票弃权审议通过了上述关联交易，公司3名关联董事回避表决。", nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			out := extractText("x.txt", tt.text)
			if out.Meeting == nil || out.Meeting.Votes == nil {
				t.Fatalf("meeting %+v", out.Meeting)
			}
			if diff := cmp.Diff(tt.want, out.Meeting.Recused); diff != "" {
				t.Errorf("recused (-want +got):\n%s", diff)
			}
			if ref, ok := out.Meeting.Evidence["recused"]; ok != (tt.want != nil) || ok && !strings.Contains(ref.Text, tt.want[0]) {
				t.Errorf("evidence %+v", out.Meeting.Evidence["recused"])
			}
		})
	}
}
