package capital

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/extract/meeting"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// placementDoc runs the offering extractor over a file of
// testdata/placement.
func placementDoc(t *testing.T, name string) (*schema.Document, *normalize.Doc) {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("testdata", "placement", name))
	if err != nil {
		t.Fatal(err)
	}
	doc := clauseDoc(name, string(raw))
	return extract.Run(doc, schema.Source{Path: name}, []extract.Extractor{Offerings{Resolutions: meeting.ResolutionHeadings}}), doc
}

// placementView is what a placement test compares: the terms as the
// document states them.
type placementView struct {
	Security                     string
	Shares, Amount, Par, Price   string
	Consideration                string
	Method, Pricing, BaseDate    string
	AverageDays                  int
	FloorRatio                   string
	LockUpMonths, ValidityMonths int
	InvestorsMax                 int
	Subscribers                  []string
}

func viewPlacement(o schema.Offering) placementView {
	val := func(q *schema.Quantity) string {
		if q == nil {
			return ""
		}
		return q.Value
	}
	n := func(p *int) int {
		if p == nil {
			return 0
		}
		return *p
	}
	v := placementView{Security: o.Security, Shares: val(o.SharesMax), Amount: val(o.AmountMax), Par: val(o.ParValue),
		Price: val(o.Price), Consideration: val(o.Consideration), Method: o.Method, LockUpMonths: n(o.LockUpMonths),
		ValidityMonths: n(o.ResolutionValidityMonths), InvestorsMax: n(o.InvestorsMax)}
	if p := o.Pricing; p != nil {
		v.Pricing, v.BaseDate, v.AverageDays, v.FloorRatio = p.Method, p.BaseDate, n(p.AverageDays), val(p.FloorRatio)
	}
	for _, s := range o.Subscriptions {
		v.Subscribers = append(v.Subscribers, s.Subscriber)
	}
	return v
}

// TestPlacements holds ordinary-share placements as their plans state
// them: never a preference share, the subscribers only when named.
func TestPlacements(t *testing.T) {
	tests := []struct {
		file string
		want placementView
	}{
		{"board_fixed_price.txt", placementView{
			Security: "ordinary_share", Shares: "110000000", Amount: "590700000", Par: "1.00", Price: "5.37",
			Method: "non_public", Pricing: "fixed", BaseDate: "公司第八届董事会第七次会议决议公告日", AverageDays: 20, FloorRatio: "0.80",
			LockUpMonths: 36, ValidityMonths: 12, Subscribers: []string{"全椒县全柴集团有限公司"},
		}},
		{"board_bidding.txt", placementView{
			Security: "ordinary_share", Shares: "75000000", Amount: "1280000000", Par: "1.00",
			Method: "non_public", Pricing: "bidding", BaseDate: "发行期首日", AverageDays: 20, FloorRatio: "0.80",
			LockUpMonths: 6, ValidityMonths: 12, InvestorsMax: 35,
		}},
		{"board_assets.txt", placementView{
			Security: "ordinary_share", Shares: "202649230", Par: "1.00", Price: "6.76", Consideration: "1369908800",
			Method: "non_public", Pricing: "fixed", BaseDate: "公司董事会决议公告日", AverageDays: 120, FloorRatio: "0.90",
			LockUpMonths: 36, ValidityMonths: 12, Subscribers: []string{"某某新能源有限公司"},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			out, doc := placementDoc(t, tt.file)
			if len(out.Offerings) != 1 {
				t.Fatalf("%d offerings, want 1", len(out.Offerings))
			}
			checkValueSpans(t, doc, out.Offerings[0])
			if d := cmp.Diff(tt.want, viewPlacement(out.Offerings[0])); d != "" {
				t.Errorf("placement (-want +got):\n%s", d)
			}
		})
	}
}

// TestPlacementsRealNoPreference: real announcements of placements are
// never read as preference-share plans (the excerpts stop before the
// plan's items, so they are not read as a plan at all).
func TestPlacementsRealNoPreference(t *testing.T) {
	for _, f := range []string{"real_daye_2019_assets_board.txt", "real_powerchina_2022_board.txt"} {
		t.Run(f, func(t *testing.T) {
			out, _ := placementDoc(t, f)
			for _, o := range out.Offerings {
				if o.Security == schema.SecurityPreferenceShare {
					t.Errorf("offering read as a preference share: %+v", o)
				}
			}
		})
	}
}

// TestPlanSecurity reads the security from the class section's wording.
func TestPlanSecurity(t *testing.T) {
	const items = "\n(二)发行方式\n本次发行采取非公开发行方式。\n(三)发行对象\n本次发行对象为合格投资者。\n(四)发行数量\n本次发行数量不超过1亿股。\n(五)限售期\n本次发行的股份自发行结束之日起6个月内不得转让。\n(六)决议有效期\n决议的有效期为十二个月。\n"
	tests := []struct{ name, class, want string }{
		// 安徽全柴动力 2020.
		{"quanchai", "本次发行的股票种类为境内上市人民币普通股(A股),每股面值为人民币1.00元。", "ordinary_share"},
		// Plans placed by bidding, 2020-2023.
		{"bidding", "本次发行的股票为境内上市人民币普通股(A股),每股面值人民币1.00元。", "ordinary_share"},
		// 发行股份购买资产.
		{"assets", "本次发行股份的种类为境内上市人民币普通股(A股),每股面值为人民币1.00元。", "ordinary_share"},
		// 向特定对象发行 after the 2020 rules.
		{"registration", "本次向特定对象发行股票的种类为境内上市人民币普通股(A股),每股面值人民币1.00元。", "ordinary_share"},
		// A-share stock without 普通股.
		{"a_share", "本次非公开发行的股票为A股股票,每股面值1元。", "ordinary_share"},
		// 交通银行 2015 (real page).
		{"bocom_preference", "本次境内发行优先股的种类为符合《国务院关于开展优先股试点的指导意见》、《优先股试点管理办法》等相关规定要求的优先股。", "preference_share"},
		// A bond convertible into A shares names A股 too.
		{"bond", "本次发行证券的种类为可转换为公司A股股票的可转换公司债券。", "convertible_bond"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := clauseDoc("class.txt", "(一)发行证券的种类\n"+tt.class+items)
			o := extract.ParseOutline(doc.Text)
			p := &plan{doc: doc, outline: o, region: normalize.Span{Start: 0, End: len(doc.Text)}, clauses: map[string][]normalize.Span{}}
			p.assignClauses()
			c := &extract.Context{Doc: doc, Out: &schema.Document{}}
			if got, _ := planSecurity(c, p); got != tt.want {
				t.Errorf("security %s, want %s", got, tt.want)
			}
		})
	}
}

// TestPlacementSubscribers reads the named subscribers of a placement and
// none from a description of who may subscribe.
func TestPlacementSubscribers(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string
	}{
		{"one_company", "本次非公开发行的发行对象为全椒县全柴集团有限公司,发行对象以现金方式认购本次非公开发行的股票。", []string{"全椒县全柴集团有限公司"}},
		{"alias", "本次发行采用向特定对象非公开发行股份的方式,发行对象为某某新能源有限公司(以下简称“新能源公司”)。", []string{"某某新能源有限公司"}},
		{"list_with_partnerships", "本次发行股份购买资产的发行对象为中信泰富特钢投资有限公司、江阴信泰投资企业(有限合伙)及江阴冶泰投资企业(有限合伙)。", []string{"中信泰富特钢投资有限公司", "江阴信泰投资企业(有限合伙)", "江阴冶泰投资企业(有限合伙)"}},
		{"including_controller", "本次非公开发行的发行对象为包括公司控股股东某某集团有限公司在内的不超过35名特定投资者。", []string{"某某集团有限公司"}},
		{"persons", "本次发行的认购对象为王某某先生和李某女士。", []string{"王某某先生", "李某女士"}},
		{"issue_to", "公司拟向某某控股有限公司、某某投资中心(有限合伙)发行股份购买其持有的标的公司100%股权。", []string{"某某控股有限公司", "某某投资中心(有限合伙)"}},
		{"described_only", "本次非公开发行股票的发行对象不超过(含)35名,为符合中国证监会规定条件的特定对象。", nil},
		{"qualified_investors", "本次发行对象为符合《优先股试点管理办法》规定的合格投资者。", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := clauseDoc("sub.txt", tt.text+"\n")
			p := &plan{doc: doc, outline: extract.ParseOutline(doc.Text), region: normalize.Span{Start: 0, End: len(doc.Text)}, clauses: map[string][]normalize.Span{}}
			c := &extract.Context{Doc: doc, Out: &schema.Document{}}
			var got []string
			for _, sp := range placementSubscribers(c, p) {
				got = append(got, doc.Text[sp.Start:sp.End])
			}
			if d := cmp.Diff(tt.want, got); d != "" {
				t.Errorf("subscribers (-want +got):\n%s", d)
			}
		})
	}
}
