package capital

import (
	"strings"
	"testing"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/extract/internal/testdoc"
	"github.com/gonggao/gonggao/schema"
)

// TestChoiceFields holds each yes/no and kind field found by its cue
// tables in several wordings: the seeds' (000-003, quoted in
// testdata/preference/real_clauses.txt too) and the terms of other kinds
// of plan (fixed and floating rates, cumulative and participating
// dividends, a holder's put, no regulator), as non-bank issuers word them;
// "" is a wording that must give no value.
func TestChoiceFields(t *testing.T) {
	type tcase struct{ name, text, want string }
	run := func(t *testing.T, title string, tests []tcase, unit func(*extract.Context, *plan, *schema.Offering), get func(schema.Offering) string) {
		t.Helper()
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				off, out := runClause(t, title+tt.text+"\n", unit)
				if got := get(off); got != tt.want {
					t.Errorf("got %q, want %q\n%s", got, tt.want, tt.text)
				}
				for _, w := range out.Warnings {
					if w.Code == schema.WarnValuesDisagree {
						t.Errorf("warning %s", w.Message)
					}
				}
			})
		}
	}
	dividend := func(f func(*schema.Dividend) string) func(schema.Offering) string {
		return func(o schema.Offering) string {
			if o.Dividend == nil {
				return ""
			}
			return f(o.Dividend)
		}
	}
	redemption := func(f func(*schema.Redemption) string) func(schema.Offering) string {
		return func(o schema.Offering) string {
			if o.Redemption == nil {
				return ""
			}
			return f(o.Redemption)
		}
	}
	const divTitle, redTitle = "(八)股息分配条款\n", "(十)有条件赎回条款\n"
	t.Run("tranches", func(t *testing.T) {
		run(t, "(三)发行方式\n", []tcase{
			{"seed_001", "本次优先股将采取非公开发行的方式,在中国银监会、中国证监会等相关监管机构核准后按照相关程序一次或分次发行。", "single_or_multiple"},
			{"bocom_2015", "如本次优先股采取分次发行的方式,每次发行无需另行取得本行已发行优先股股东的批准。", "single_or_multiple"},
			{"many", "本次优先股在取得中国证监会核准后可一次或多次发行。", "single_or_multiple"},
			{"in_stages", "本次优先股采用分期发行的方式,首期发行数量不少于总发行数量的50%。", "single_or_multiple"},
			{"seed_003", "经中国银监会批准以及中国证监会核准后按照相关程序一次发行。", "single"},
			{"at_once", "本次优先股将一次性发行完毕,不分期发行。", "single"},
			// The method alone says nothing of tranches.
			{"method_only", "本次优先股将采取非公开发行的方式。", ""},
		}, extractIssueTerms, func(o schema.Offering) string { return o.Tranches })
	})
	t.Run("rate_kind", func(t *testing.T) {
		run(t, divTitle, []tcase{
			{"seed_001", "本次优先股拟采用可分阶段调整的票面股息率,票面股息率为基准利率加固定息差。", "reset"},
			{"seed_003", "本次发行的优先股股息率为基准利率与基本利差之和。", "reset"},
			{"reset_every_five", "本次优先股采用每五年重置一次的票面股息率,重置周期内股息率保持不变。", "reset"},
			{"fixed", "本次发行的优先股采用固定股息率,股息率由股东大会授权董事会根据询价结果确定。", "fixed"},
			{"fixed_unchanged", "本次优先股的票面股息率在存续期内固定不变。", "fixed"},
			{"fixed_by_issuer", "本次非公开发行的优先股采用附单次跳息安排的固定票面股息率。", "fixed"},
			{"floating", "本次发行的优先股采用浮动股息率,以一年期贷款市场报价利率为基准。", "floating"},
			// The articles name both kinds (003): neither is the plan's.
			{"both_named", "公司发行的优先股采用固定股息率或浮动股息率,固定股息率水平及浮动股息率计算方法由公司根据法律、行政法规、部门规章相关规定确定。", ""},
		}, extractDividend, dividend(func(d *schema.Dividend) string { return d.RateKind }))
	})
	t.Run("cumulative", func(t *testing.T) {
		run(t, divTitle, []tcase{
			{"seed_000", "在本行决议取消部分或全部优先股派息的情形下,当期未分派股息不累积至之后的计息期。", "false"},
			{"seed_001", "本次优先股的股息不可累积,即当年度未向本次优先股股东足额派发股息的差额部分,不会累积到下一计息年度。", "false"},
			{"seed_002", "本次优先股采取非累积股息支付方式,即未向优先股股东足额派发的股息,不累积到下一计息年度。", "false"},
			{"not_carried", "公司未派发的优先股股息不予累积。", "false"},
			{"cumulative", "本次发行的优先股采取累积股息支付方式,即在之前年度未向优先股股东足额派发股息的差额部分,累积到下一年度。", "true"},
			{"carried_on", "优先股股东当年未足额获得的股息差额部分可累积到下一会计年度。", "true"},
			{"carried_forward", "如公司某一年度未能足额派发股息,未派发的部分予以累积,并于以后年度优先支付。", "true"},
			// A price adjusted step by step, and a heading, say nothing.
			{"price_steps", "本行将按上述条件出现的先后顺序,依次对转股价格进行累积调整。", ""},
			{"heading_only", "股息累积方式", ""},
		}, extractDividend, dividend(func(d *schema.Dividend) string { return boolValue(d.Cumulative) }))
	})
	t.Run("participating", func(t *testing.T) {
		run(t, divTitle, []tcase{
			{"seed_000", "本行的优先股股东按照约定的股息率分配股息后,不再与普通股股东一起参与剩余利润分配。", "false"},
			{"seed_002", "本次优先股的股东按照约定的票面股息率分配股息后,不再同普通股股东一起参加剩余利润分配。", "false"},
			{"seed_003_risk", "优先股股息不可累积且不参与剩余利润分配。", "false"},
			{"no_right", "优先股股东无权参与公司剩余利润的分配。", "false"},
			{"zhongyuan_2018", "优先股股东参与公司2017年度剩余利润分配与普通股股东的利润分配同步进行。", "true"},
			{"with_ordinary", "优先股股东按照约定的股息率分配股息后,有权同普通股股东一起参加剩余利润分配。", "true"},
			{"also", "优先股股东除获得约定股息外,还可以参与剩余利润的分配。", "true"},
			// A subscriber's pricing role is not the dividend's.
			{"pricing_role", "光大集团承诺不参与本次发行优先股股息率的询价过程。", ""},
		}, extractDividend, dividend(func(d *schema.Dividend) string { return boolValue(d.Participating) }))
	})
	t.Run("cancellable", func(t *testing.T) {
		run(t, divTitle, []tcase{
			{"seed_000", "本行有权取消部分或全部优先股派息,且不构成违约事件。", "true"},
			{"seed_001", "银行有权取消或部分取消该优先股的股息支付而不构成违约事件。", "true"},
			{"seed_003", "任何情况下公司都有权取消本次优先股的派息,且不构成违约事件。", "true"},
			{"may", "经股东大会审议通过,公司可以取消优先股股息的支付。", "true"},
			{"no_right", "公司无权取消优先股股息的支付,股息应按约定足额派发。", "false"},
			{"not_cancellable", "本次优先股的股息不可取消,公司应在每个派息日足额派发。", "false"},
			{"must_not", "在公司有可分配利润的情况下,公司不得取消优先股的派息。", "false"},
			// How a cancellation is noticed states no right of its own.
			{"notice_only", "本行若决议取消部分或全部优先股派息,将在派息日前至少10个工作日按照相关部门的规定通知优先股股东。", ""},
		}, extractDividend, dividend(func(d *schema.Dividend) string { return boolValue(d.Cancellable) }))
	})
	t.Run("stopper", func(t *testing.T) {
		run(t, divTitle, []tcase{
			{"seed_000", "除非本行决议完全派发当期优先股股息,否则本行将不会向普通股股东分红。", "true"},
			{"seed_001", "如本行全部或部分取消本次优先股的股息发放,自股东大会决议通过次日起,直至恢复全额支付股息前,本行将不会向普通股股东分配利润。", "true"},
			{"seed_003", "如果公司全部或部分取消优先股的某一会计年度的股息发放,则公司不得发放该会计年度的普通股股息。", "true"},
			{"before_paid", "公司以现金形式向优先股股东支付股息,在完全支付约定的股息之前,不得向普通股股东分配利润。", "true"},
			{"until_paid", "在优先股股息全额支付之前,公司不得向普通股股东派发股息。", "true"},
			{"no_stopper", "优先股股息的取消不影响公司向普通股股东分配利润。", "false"},
			// An order of payment states no restriction.
			{"order_only", "公司在向普通股股东分配利润前,应先向优先股股东支付股息。", ""},
		}, extractDividend, dividend(func(d *schema.Dividend) string { return boolValue(d.Stopper) }))
	})
	t.Run("cash_dividend_adjustment", func(t *testing.T) {
		conversion := func(o schema.Offering) string {
			if o.Conversion == nil {
				return ""
			}
			return boolValue(o.Conversion.CashDividendAdj)
		}
		run(t, "(九)强制转股条款\n", []tcase{
			{"seed_000", "本次优先股的强制转股价格不因本行派发普通股现金股利的行为而进行调整。", "false"},
			{"seed_001_tail", "本行将按上述情况出现的先后顺序,依次对强制转股价格进行累积调整,但不因本行派发普通股现金股利的行为而进行调整。", "false"},
			{"seed_002_after", "本行将按上述条件出现的先后顺序,依次对强制转股价格进行累积调整,但本行派发普通股现金股利的行为不会导致强制转股价格的调整。", "false"},
			{"no_adjustment", "公司派发现金红利的,强制转股价格不作调整。", "false"},
			{"bond_events", "当公司发生派送股票股利、转增股本、增发新股或配股、派送现金股利等情况时,公司将按上述条件出现的先后顺序,依次对转股价格进行调整。", "true"},
			{"bond_formula", "派送现金股利:P1=P0-D。", "true"},
			{"adjusts", "公司派发现金红利时,转股价格相应调整。", "true"},
			// Price adjustments that name no cash dividend.
			{"no_cash_named", "当本行发生送红股、转增股本、配股等情况时,本行将依次对强制转股价格进行累积调整。", ""},
		}, extractConversion, conversion)
	})
	t.Run("issuer_only", func(t *testing.T) {
		run(t, redTitle, []tcase{
			{"seed_000", "本次优先股发行设置发行人有条件赎回条款,不设置投资者回售条款,优先股股东无权要求本行赎回优先股。", "true"},
			{"seed_002", "本次优先股赎回权为本行所有,优先股股东无权要求本行赎回优先股。", "true"},
			{"seed_003", "本次发行的优先股的赎回权为公司所有,公司行使有条件赎回权以取得中国银监会的批准为前提条件。", "true"},
			{"no_put", "本次优先股不设置投资者回售条款,优先股股东无权向本行回售其所持有的优先股。", "true"},
			{"holder_put", "本次发行的优先股设置投资者回售条款,优先股股东有权在回售期内将其持有的优先股全部或部分回售给公司。", "false"},
			{"holder_demand", "自发行之日起满三年后,优先股股东有权要求公司赎回其持有的优先股。", "false"},
			// Who redeems is not said.
			{"period_only", "赎回期至全部转股或者全部赎回之日止。", ""},
		}, extractRedemption, redemption(func(r *schema.Redemption) string { return boolValue(r.IssuerOnly) }))
	})
	t.Run("price_rule", func(t *testing.T) {
		run(t, redTitle, []tcase{
			{"seed_000", "优先股以现金方式赎回,赎回价格为票面金额与当期已决议支付但尚未支付的股息之和。", "par_plus_declared_dividend"},
			{"seed_001", "境内优先股的赎回价格为票面金额加当期应支付且尚未支付的股息。", "par_plus_declared_dividend"},
			{"seed_002", "本次优先股以现金方式赎回,赎回价格为票面金额加当期已宣告且尚未支付的股息。", "par_plus_declared_dividend"},
			{"declared", "赎回价格为优先股票面金额加上当期已宣派但未派发的股息。", "par_plus_declared_dividend"},
			{"seed_003", "本次发行的优先股的赎回价格为优先股面值加公司宣告赎回的公告日的计息年度应计股息。", "par_plus_accrued"},
			{"accrued", "公司按票面金额加当期应计股息赎回全部或部分优先股。", "par_plus_accrued"},
			// A dividend's payment without the price's words.
			{"payment_only", "公司应于派息日向优先股股东支付当期已宣告且尚未支付的股息。", ""},
		}, extractRedemption, redemption(func(r *schema.Redemption) string { return r.PriceRule }))
	})
	t.Run("regulator_approval", func(t *testing.T) {
		run(t, redTitle, []tcase{
			{"seed_000", "经中国银监会事先批准,本行在下列情形下可行使赎回权。", "true"},
			{"seed_001", "行使赎回权应得到中国银监会的事先批准。", "true"},
			{"seed_003", "公司行使有条件赎回权以取得中国银监会的批准为前提条件。", "true"},
			{"state_council", "本行行使赎回权须经国务院银行业监督管理机构批准。", "true"},
			{"regulator_consent", "在取得监管机构核准的前提下,公司有权赎回全部或部分优先股。", "true"},
			{"no_need", "公司行使赎回权无需取得监管部门的批准,由董事会根据股东大会授权决定。", "false"},
			// A shareholders' approval is not the regulator's.
			{"shareholders", "公司行使赎回权须经股东大会批准。", ""},
		}, extractRedemption, redemption(func(r *schema.Redemption) string { return boolValue(r.RegulatorApproval) }))
	})
}

// TestChoiceDisagree: of two sentences stating other values the better
// cued is kept, and a warning names the other value; the value's evidence
// is its cue words, from the negation that turned them.
func TestChoiceDisagree(t *testing.T) {
	doc := testdoc.From("v.txt", "本次优先股采取非累积股息支付方式。未足额派发的股息累积到下一年度。\n")
	c := &extract.Context{Doc: doc, Out: &schema.Document{}}
	v, sp, ok := cumulativeField.flag(c, one(normalizeAll(doc.Text)))
	if !ok || v {
		t.Fatalf("read %v %v, want false", v, ok)
	}
	if got := doc.Text[sp.Start:sp.End]; got != "非累积" {
		t.Errorf("evidence %q, want 非累积", got)
	}
	if len(c.Out.Warnings) != 1 || c.Out.Warnings[0].Code != schema.WarnValuesDisagree || !strings.Contains(c.Out.Warnings[0].Message, "true") {
		t.Fatalf("warnings %+v, want one values_disagree naming true", c.Out.Warnings)
	}
	// Sentences agreeing give no warning; the negation is in the evidence.
	doc = testdoc.From("v.txt", "优先股股东不参与剩余利润分配。本行的优先股股东分配股息后,不再与普通股股东一起参与剩余利润分配。\n")
	c = &extract.Context{Doc: doc, Out: &schema.Document{}}
	v, sp, ok = participatingField.flag(c, one(normalizeAll(doc.Text)))
	if !ok || v || len(c.Out.Warnings) != 0 {
		t.Fatalf("read %v %v, warnings %+v", v, ok, c.Out.Warnings)
	}
	if got := doc.Text[sp.Start:sp.End]; !strings.HasPrefix(got, "不") {
		t.Errorf("evidence %q does not hold the negation", got)
	}
}
