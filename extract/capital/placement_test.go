package capital

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/extract/internal/testdoc"
	"github.com/gonggao/gonggao/extract/meeting"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// placementDoc runs the offering extractor over a file of
// testdata/placement.
func placementDoc(t *testing.T, name string) (*schema.Document, *normalize.Doc) {
	t.Helper()
	doc := testdoc.Plain(t, filepath.Join("testdata", "placement", name))
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
	// Holdings are the subscribers' holdings, "shares ratio".
	Holdings []string
	// LockUps are the subscribers' own lock-ups, "name months".
	LockUps []string
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
		if s.HoldingShares != nil || s.HoldingRatio != nil {
			v.Holdings = append(v.Holdings, val(s.HoldingShares)+" "+val(s.HoldingRatio))
		}
		if s.LockUpMonths != nil {
			v.LockUps = append(v.LockUps, fmt.Sprint(s.Subscriber, " ", *s.LockUpMonths))
		}
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
			Holdings: []string{"158355000 0.4303"}, LockUps: []string{"全椒县全柴集团有限公司 36"},
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
			// Named by its alias; the extension (锁定期自动延长至少6个月) is
			// no period of its own.
			LockUps: []string{"某某新能源有限公司 36"},
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
			doc := testdoc.From("class.txt", "(一)发行证券的种类\n"+tt.class+items)
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
			doc := testdoc.From("sub.txt", tt.text+"\n")
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

// TestPlacementFields holds each term of a placement in several wordings
// of placement plans (fixed-price plans with named subscribers, bidding
// plans, issues of shares for assets, plans under the 2020 registration
// rules); the figures are invented.
func TestPlacementFields(t *testing.T) {
	type tcase struct{ name, title, text, want string }
	run := func(t *testing.T, tests []tcase, read func(schema.Offering) string) {
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				off, _ := runClause(t, tt.title+"\n"+tt.text+"\n", placementTerms)
				if got := read(off); got != tt.want {
					t.Errorf("got %q, want %q", got, tt.want)
				}
			})
		}
	}
	val := func(q *schema.Quantity) string {
		if q == nil {
			return ""
		}
		return q.Value
	}
	t.Run("price", func(t *testing.T) {
		const title = "(四)定价基准日、发行价格及定价原则"
		run(t, []tcase{
			{"price_per_share", title, "本次非公开发行股票的发行价格为5.37元/股,不低于定价基准日前20个交易日公司股票交易均价的80%。", "5.37"},
			{"renminbi", title, "本次发行的发行价格为人民币3.69元/股。", "3.69"},
			{"per_share_lead", title, "经交易各方协商,本次发行股份购买资产的发行价格为每股6.76元。", "6.76"},
			{"new_shares", title, "本次发行股份购买资产的新股发行价格为35.88元/股,该价格不低于市场参考价的90%。", "35.88"},
			{"subscription_price", title, "认购价格为8.02元/股,不低于定价基准日前二十个交易日股票交易均价的百分之八十。", "8.02"},
			// A floor is no price; nor is the par value.
			{"floor_only", title, "本次发行的发行价格不低于定价基准日前20个交易日公司股票交易均价的80%。", ""},
			{"par_only", "(一)发行股票种类及面值", "本次发行的股票种类为境内上市人民币普通股(A股),每股面值为人民币1.00元。", ""},
			{"earnings_per_share", "(十)本次发行对公司的影响", "本次发行完成后,公司基本每股收益为0.35元/股,每股净资产为4.12元/股。", ""},
		}, func(o schema.Offering) string { return val(o.Price) })
	})
	t.Run("pricing", func(t *testing.T) {
		const title = "(四)定价方式"
		run(t, []tcase{
			{"bidding_first_day", title, "本次非公开发行股票的定价基准日为发行期首日。最终发行价格根据发行竞价结果确定。", "bidding 发行期首日 0 "},
			{"bidding_enquiry", title, "本次发行通过询价方式确定发行价格,发行价格不低于定价基准日前20个交易日公司股票交易均价的80%。", "bidding  20 0.80"},
			{"bidding_bids", title, "最终发行价格将根据发行对象申购报价的情况确定,不低于定价基准日前二十个交易日公司股票交易均价的百分之八十。", "bidding  20 0.80"},
			{"fixed_board", title, "本次非公开发行股票的定价基准日为公司第八届董事会第七次会议决议公告日,发行价格为5.37元/股。", "fixed 公司第八届董事会第七次会议决议公告日 0 "},
			{"fixed_reference", title, "本次发行股份购买资产选取的市场参考价为定价基准日前120个交易日公司股票交易均价,发行价格为6.76元/股,不低于市场参考价的90%。", "fixed  120 0.90"},
			{"fixed_sixty_days", title, "本次发行的定价基准日为公司第五届董事会第十次会议决议公告日。发行价格为10.15元/股,不低于定价基准日前60个交易日公司股票交易均价的90%。", "fixed 公司第五届董事会第十次会议决议公告日 60 0.90"},
		}, func(o schema.Offering) string {
			p := o.Pricing
			if p == nil {
				return ""
			}
			n := 0
			if p.AverageDays != nil {
				n = *p.AverageDays
			}
			return p.Method + " " + p.BaseDate + " " + fmt.Sprint(n) + " " + val(p.FloorRatio)
		})
	})
	t.Run("lock_up_months", func(t *testing.T) {
		const title = "(六)限售期"
		run(t, []tcase{
			{"not_transferred", title, "发行对象认购的股份自本次发行结束之日起36个月内不得转让。", "36"},
			{"not_listed", title, "本次非公开发行股票发行对象所认购的股份自发行结束之日起六个月内不得上市交易。", "6"},
			{"lock_up_period", title, "控股股东认购的股份锁定期为18个月。", "18"},
			{"restricted", title, "本次发行的股份限售期为自发行结束之日起十八个月。", "18"},
			{"longest_of_two", title, "控股股东认购的股份自发行结束之日起36个月内不得转让,其他发行对象认购的股份自发行结束之日起6个月内不得转让。", "36"},
			{"listing_day", title, "新能源公司通过本次交易获得的对价股份,自该等股份上市之日起12个月内不转让。", "12"},
			// A validity period is no lock-up.
			{"validity", "(九)决议有效期", "本次发行决议的有效期为自股东大会审议通过之日起十二个月。", ""},
		}, func(o schema.Offering) string {
			if o.LockUpMonths == nil {
				return ""
			}
			return fmt.Sprint(*o.LockUpMonths)
		})
	})
	t.Run("subscriber_lock_up", func(t *testing.T) {
		const investors = "(三)发行对象\n"
		const title = "(六)限售期"
		run(t, []tcase{
			{"named_and_others", investors + "本次发行的发行对象为包括公司控股股东全椒县全柴集团有限公司在内的不超过35名特定对象。", title + "\n全椒县全柴集团有限公司认购的股份自本次发行结束之日起36个月内不得转让,其他发行对象认购的股份自本次发行结束之日起6个月内不得转让。", "全椒县全柴集团有限公司 36"},
			{"each_its_own", investors + "本次发行的发行对象为某某投资集团有限公司、某某资本管理有限公司。", title + "\n某某投资集团有限公司认购的股份自发行结束之日起18个月内不得转让;某某资本管理有限公司认购的股份自发行结束之日起三十六个月内不得转让。", "某某投资集团有限公司 18,某某资本管理有限公司 36"},
			{"undertaking", investors + "本次非公开发行的发行对象为某某控股集团有限公司。", title + "\n某某控股集团有限公司承诺,其认购的本次非公开发行的股票自发行结束之日起十八个月内不得转让。", "某某控股集团有限公司 18"},
			{"all_subscribers", investors + "本次发行的发行对象为某某实业有限公司。", title + "\n发行对象认购的股份自本次发行结束之日起36个月内不得转让。", "某某实业有限公司 36"},
			{"alias", investors + "本次发行的发行对象为某某新能源有限公司(以下简称“新能源公司”)。", title + "\n新能源公司通过本次交易获得的对价股份,自该等股份上市之日起36个月内不得转让。本次交易完成后6个月内如上市公司股票连续20个交易日的收盘价低于发行价的,新能源公司取得的股份锁定期自动延长至少6个月。", "某某新能源有限公司 36"},
			// Two periods for the subscribers at large: none is kept.
			{"disagree", investors + "本次发行的发行对象为某某实业有限公司。", title + "\n发行对象认购的股份自发行结束之日起36个月内不得转让。发行对象认购的股份自发行结束之日起18个月内不得上市交易。", ""},
			// The others' period is not the named subscriber's.
			{"others_only", investors + "本次发行的发行对象为包括某某集团有限公司在内的不超过35名特定对象。", title + "\n其他发行对象认购的股份自发行结束之日起6个月内不得转让。", ""},
		}, func(o schema.Offering) string {
			var out []string
			for _, s := range o.Subscriptions {
				if s.LockUpMonths != nil {
					out = append(out, fmt.Sprint(s.Subscriber, " ", *s.LockUpMonths))
				}
			}
			return strings.Join(out, ",")
		})
	})
	t.Run("shares", func(t *testing.T) {
		const title = "(五)发行数量"
		run(t, []tcase{
			{"shares_issued", title, "按照标的资产的交易价格计算,上市公司拟向新能源公司发行202,649,230股股份用于购买标的资产。", "202649230"},
			{"count_is", title, "本次发行股份购买资产的发行股份数量为22,073,156股。", "22073156"},
			{"stock_count", title, "本次非公开发行股票数量为110,000,000股。", "110000000"},
			{"cap", title, "本次向特定对象发行股票数量不超过113,220,000股(含本数)。", "113220000"},
			{"shares_count", title, "本次发行的股份数量为4,500万股。", "45000000"},
			// The total before the issue is no issue size.
			{"total_before", title, "截至本预案公告日,公司的总股本为452,880,000股。", ""},
		}, func(o schema.Offering) string { return val(o.SharesMax) })
	})
}
