package capital

import (
	"testing"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/extract/internal/testdoc"
	"github.com/gonggao/gonggao/extract/meeting"
	"github.com/gonggao/gonggao/internal/perturb"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// TestTermCueTables holds the cue tables of the payment frequency and
// form, the method, the term, the lock-up and the rounding of fractions on
// wordings beyond the issuers' own (those are in
// testdata/preference/real_clauses.txt): the other ways of saying the same
// value, and sentences that name the words but state no value or another
// one ("" is no value). The evidence is the text the value was read from.
func TestTermCueTables(t *testing.T) {
	type tcase struct{ name, text, want, evidence string }
	run := func(t *testing.T, title string, tests []tcase, unit func(*extract.Context, *plan, *schema.Offering), get func(schema.Offering) (string, map[string]schema.Ref, string)) {
		t.Helper()
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				off, out := runClause(t, title+tt.text+"\n", unit)
				got, ev, key := get(off)
				if got != tt.want {
					t.Fatalf("got %q, want %q\n%s", got, tt.want, tt.text)
				}
				if tt.evidence != "" && ev[key].Text != tt.evidence {
					t.Errorf("evidence %q, want %q", ev[key].Text, tt.evidence)
				}
				for _, w := range out.Warnings {
					if w.Code == schema.WarnValuesDisagree {
						t.Errorf("warning %s", w.Message)
					}
				}
				// The same text as a PDF's text layer or a web page may
				// give it: a value may be lost (not under the rewritings
				// that keep the words whole), never read otherwise.
				orig := title + tt.text + "\n"
				for _, pt := range clauseArtefacts {
					alt := pt.Apply(orig)
					if alt == orig {
						continue
					}
					got, _, _ := get(runClauseAlt(alt, unit))
					if pt.Printed {
						got = perturb.Simplified(got)
					}
					if got == "" && !exactUnder[pt.Name] && pt.Name != exactWrap {
						continue
					}
					if got != tt.want {
						t.Errorf("%s: got %q, want %q\n%s", pt.Name, got, tt.want, alt)
					}
				}
			})
		}
	}
	dividend := func(key string, f func(*schema.Dividend) string) func(schema.Offering) (string, map[string]schema.Ref, string) {
		return func(o schema.Offering) (string, map[string]schema.Ref, string) {
			if o.Dividend == nil {
				return "", nil, key
			}
			return f(o.Dividend), o.Dividend.Evidence, key
		}
	}
	issue := func(key string, f func(schema.Offering) string) func(schema.Offering) (string, map[string]schema.Ref, string) {
		return func(o schema.Offering) (string, map[string]schema.Ref, string) { return f(o), o.Evidence, key }
	}
	const divTitle = "(八)股息分配条款\n"
	t.Run("frequency", func(t *testing.T) {
		run(t, divTitle, []tcase{
			{"seed_000", "股息以现金方式支付,每年支付一次。", "annual", "每年支付一次"},
			{"seed_003", "本次发行的优先股采用每会计年度付息一次的付息方式,计息起始日为公司本次优先股发行缴款截止日。", "annual", "每会计年度付息一次"},
			{"bond_template", "本次发行的可转债采用每年付息一次的付息方式,到期归还所有未转股的可转债本金和最后一年利息。", "annual", "每年付息一次"},
			{"by_year", "本次优先股的股息按年支付。", "annual", "按年支付"},
			{"by_fiscal_year", "优先股股息按年度派发,计息起始日为缴款截止日。", "annual", "按年度派发"},
			{"each_fiscal_year", "本次优先股股息每一会计年度派发一次。", "annual", "每一会计年度派发一次"},
			// A date in each year, a reset every five years: no frequency.
			{"redemption_date", "本行有权于每年的优先股派息日全部或部分赎回本次发行的优先股。", "", ""},
			{"reset", "基准利率每五年调整一次,每个调整周期内的票面股息率保持不变。", "", ""},
			{"payday", "派息日为优先股投资者缴款截止日起每满一年的当日。", "", ""},
		}, extractDividend, dividend("frequency", func(d *schema.Dividend) string { return d.Frequency }))
	})
	t.Run("payment", func(t *testing.T) {
		run(t, divTitle, []tcase{
			{"seed_000", "股息以现金方式支付,每年支付一次。", "cash", "以现金方式支付"},
			{"seed_003", "公司以现金形式支付优先股股息。", "cash", "以现金形式支付"},
			{"zhongyuan_2018", "公司以现金方式向优先股股东派发股利共计337,627,112.06元。", "cash", "以现金方式向优先股股东派发"},
			{"cash_only", "优先股股息以现金支付。", "cash", "以现金支付"},
			{"form", "本次优先股股息采用现金形式发放。", "cash", "现金形式发放"},
			// The subscribers' cash, and cash named without a payment.
			{"subscription", "本次发行对象均以现金认购本次优先股,认购后按约定支付股息。", "", ""},
			{"cash_flow", "公司经营活动产生的现金流量净额为正。", "", ""},
		}, extractDividend, dividend("payment", func(d *schema.Dividend) string { return d.Payment }))
	})
	t.Run("reference_rate", func(t *testing.T) {
		run(t, divTitle, []tcase{
			{"seed_003", "基准利率为本次优先股发行缴款截止日前二十个交易日待偿期为五年的国债收益率平均水平。", "government_bond_yield", "国债收益率"},
			{"maturity_yield", "基准利率为发行首日前二十个交易日五年期国债到期收益率的算术平均值。", "government_bond_yield", "国债到期收益率"},
			// Another reference is not read as the bonds' yield.
			{"lpr", "本次优先股的基准利率为一年期贷款市场报价利率。", "", ""},
		}, extractDividend, dividend("reference_rate", func(d *schema.Dividend) string { return d.ReferenceRate }))
	})
	t.Run("spread", func(t *testing.T) {
		run(t, divTitle, []tcase{
			{"seed_003_formula", "股息率=基准利率+基本利差。", "基本利差", "基本利差"},
			{"seed_002", "该股息率由基准利率加上固定溢价确定。", "固定溢价", "固定溢价"},
			// A reference rate alone names no spread.
			{"rate_only", "基准利率为五年期国债收益率。", "", ""},
		}, extractDividend, dividend("spread", func(d *schema.Dividend) string { return d.Spread }))
	})
	t.Run("cap", func(t *testing.T) {
		run(t, divTitle, []tcase{
			{"seed_001", "本次优先股票面股息率将不高于本行最近两个会计年度的年均加权平均净资产收益率。", "average_roe_last_two_years", "不高于本行最近两个会计年度的年均加权平均净资产收益率"},
			{"must_not", "票面股息率不得高于公司最近2个会计年度的年均加权平均净资产收益率。", "average_roe_last_two_years", "不得高于公司最近2个会计年度的年均加权平均净资产收益率"},
			// The return stated as a figure is no ceiling.
			{"figure", "本行最近两个会计年度的年均加权平均净资产收益率为18.50%。", "", ""},
		}, extractDividend, dividend("cap", func(d *schema.Dividend) string { return d.Cap }))
	})
	t.Run("conditions", func(t *testing.T) {
		run(t, divTitle, []tcase{
			{"seed_003", "公司在依法弥补亏损、提取法定公积金和一般准备后,母公司财务报表口径下有未分配利润的情况下,可以向优先股股东分配股息。", "distributable_profit", "有未分配利润"},
			{"distributable", "公司在有可分配利润的情况下,应当按照约定的股息率向优先股股东分配股息。", "distributable_profit", "有可分配利润"},
			// Profit named as a source, not a condition.
			{"source", "优先股股息以公司可分配利润支付。", "", ""},
		}, extractDividend, dividend("conditions", func(d *schema.Dividend) string { return d.Conditions }))
	})
	t.Run("method", func(t *testing.T) {
		run(t, "(三)发行方式\n", []tcase{
			{"seed_000", "本行本次拟采取非公开发行的方式,发行不超过8亿股优先股。", "non_public", "非公开发行"},
			{"resolution", "本行拟在境内非公开发行优先股。", "non_public", "非公开发行"},
			{"directed", "本次优先股采用向合格投资者定向发行的方式。", "non_public", "定向发行"},
			{"public", "本次优先股采取公开发行的方式,向社会公众投资者发行。", "public", "采取公开发行"},
			{"bond_public", "本次发行的可转债采用向原股东优先配售和网上向社会公众投资者公开发行相结合的方式。", "public", "采用向原股东优先配售和网上向社会公众投资者公开发行"},
			// A title names a public issue but states no method.
			{"title", "根据《中国工商银行股份有限公司公开发行A股可转换公司债券募集说明书》相关约定。", "", ""},
		}, extractIssueTerms, issue("method", func(o schema.Offering) string { return o.Method }))
	})
	t.Run("maturity", func(t *testing.T) {
		run(t, "(五)存续期限\n", []tcase{
			{"seed_001", "本次优先股无到期日。", "perpetual", "无到期日"},
			{"seed_003", "本次发行的优先股无到期期限。", "perpetual", "无到期期限"},
			{"no_date", "本次优先股没有到期日,发行人可按约定赎回。", "perpetual", "没有到期日"},
			{"no_fixed_date", "本次发行的优先股为无固定到期日的权益工具。", "perpetual", "无固定到期日"},
			{"perpetual", "本次优先股存续期限为永续。", "perpetual", "永续"},
			// Another security's term.
			{"other_bond", "公司已发行的永续债不受本次发行影响。", "", ""},
			{"term", "本次发行的优先股存续期限为5年。", "", ""},
		}, extractIssueTerms, issue("maturity", func(o schema.Offering) string { return o.Maturity }))
	})
	t.Run("lock_up", func(t *testing.T) {
		run(t, "(七)限售期\n", []tcase{
			{"seed_003", "本次发行的优先股不设限售期。", "none", "不设限售期"},
			{"seed_000_transfer", "本次发行的优先股不设限售期,发行后将在上海证券交易所指定的交易平台进行转让。", "none", "不设限售期"},
			{"no_period", "本次优先股无限售期。", "none", "无限售期"},
			{"not_set", "本次发行的优先股不设置锁定期。", "none", "不设置锁定期"},
			// A lock-up set gives no value.
			{"set_months", "本次发行对象认购的优先股自发行结束之日起12个月内不得转让。", "", ""},
			{"set_period", "本次优先股的限售期为十二个月。", "", ""},
		}, extractIssueTerms, issue("lock_up", func(o schema.Offering) string { return o.LockUp }))
	})
	t.Run("issue_price", func(t *testing.T) {
		run(t, "(四)票面金额和发行价格\n", []tcase{
			{"seed_000", "每股票面金额为人民币壹佰元,按票面金额平价发行。", "at_par", "按票面金额平价发行"},
			{"seed_003", "本次发行的优先股每股面值人民币100元,按面值发行。", "at_par", "按面值发行"},
			{"at_par", "本次优先股平价发行。", "at_par", "平价发行"},
			{"by_par", "本次优先股以面值发行,每股面值为人民币100元。", "at_par", "以面值发行"},
			// A par that is not the issue's price.
			{"redeemed_at_par", "本行有权以票面金额赎回全部或部分优先股。", "", ""},
			{"par_only", "本次优先股每股票面金额为人民币100元。", "", ""},
		}, extractIssueTerms, issue("issue_price", func(o schema.Offering) string { return o.IssuePrice }))
	})
	t.Run("guarantee", func(t *testing.T) {
		run(t, "(十五)担保情况\n", []tcase{
			{"seed_003", "本次发行的优先股无担保安排。", "none", "无担保"},
			{"not_given", "本次发行的可转债不提供担保。", "none", "不提供担保"},
			{"none_at_all", "本次优先股不提供任何担保。", "none", "不提供任何担保"},
			// A guarantee given: no value.
			{"hualing_2004", "可转换公司债券的担保人:招商银行长沙分行。", "", ""},
			{"given", "本次发行的可转债由公司控股股东提供全额无条件不可撤销的连带责任保证担保。", "", ""},
		}, extractIssueTerms, issue("guarantee", func(o schema.Offering) string { return o.Guarantee }))
	})
	t.Run("proceeds_use", func(t *testing.T) {
		run(t, "(十二)募集资金用途\n", []tcase{
			{"seed_000", "本次优先股发行的募集资金经中国银监会批准后,将用于补充本行其他一级资本,支持本行业务持续健康发展。", "additional_tier1", "补充本行其他一级资本"},
			{"seed_003", "本次发行优先股募集资金到位后,将补充公司一级资本,提高公司一级资本充足率和资本充足率水平。", "tier1", "补充公司一级资本"},
			// Core capital is not what a preference share replenishes;
			// a capital ratio named without 补充 is no use of proceeds.
			{"core", "公司近三年未分配利润全部用于补充公司核心一级资本。", "", ""},
			// A guidance's title (交通银行 2015, its plan's first clause).
			{"bocom_2015_title", "本次境内发行优先股的种类为符合《国务院关于开展优先股试点的指导意见》、《优先股试点管理办法》、《商业银行资本管理办法(试行)》及《关于商业银行发行优先股补充一级资本的指导意见》等相关规定要求的优先股。", "", ""},
			{"title_and_use", "根据《关于商业银行发行优先股补充一级资本的指导意见》,本次募集资金将全部用于补充本行其他一级资本。", "additional_tier1", "补充本行其他一级资本"},
			{"ratio", "截至2013年12月31日,本集团的核心一级资本充足率和一级资本充足率均为9.25%。", "", ""},
		}, extractIssueTerms, issue("proceeds_use", func(o schema.Offering) string { return o.ProceedsUse }))
	})
	t.Run("restoration_ends", func(t *testing.T) {
		ends := func(o schema.Offering) (string, map[string]schema.Ref, string) {
			if o.VotingRestoration == nil {
				return "", nil, "ends_when"
			}
			return o.VotingRestoration.EndsWhen, o.VotingRestoration.Evidence, "ends_when"
		}
		run(t, "(九)表决权恢复\n优先股股东有权出席股东大会与普通股股东共同表决。\n", []tcase{
			{"seed_003", "当公司已全额支付当年度优先股股息的,则自全额付息之日起优先股股东根据表决权恢复条款取得的表决权终止。", "full_dividend_paid", "全额支付当年度优先股股息"},
			{"paid_out", "表决权恢复至公司全额派发当期优先股股息之日止。", "full_dividend_paid", "全额派发当期优先股股息"},
			// A payment in full that is not the dividend's.
			{"redemption", "公司全额支付赎回价款后,相应优先股注销。", "", ""},
		}, extractVoting, ends)
	})
	t.Run("conversion_rounding", func(t *testing.T) {
		conv := func(o schema.Offering) (string, map[string]schema.Ref, string) {
			if o.Conversion == nil {
				return "", nil, "rounding"
			}
			return o.Conversion.Rounding, o.Conversion.Evidence, "rounding"
		}
		run(t, "(九)强制转股条款\n", []tcase{
			{"seed_000", "优先股股东持有的优先股按上述公式计算后,剩余不足转换为一股普通股时,本行将按照监管部门的相关规定进行处理。", "regulatory", "不足转换为一股普通股时,本行将按照监管部门的相关规定进行处理"},
			{"seed_001", "本次优先股强制转股时不足转换为一股的余额,本行将按照有关监管规定进行处理。", "regulatory", "不足转换为一股的余额,本行将按照有关监管规定进行处理"},
			{"seed_003", "Q=V0/P,并以去尾法取一股的整数倍。", "floor", "去尾法"},
			{"rounded_down", "转股数量按照向下取整的原则处理。", "floor", "向下取整"},
			{"dropped", "转股时不足一股的部分舍去。", "floor", "不足一股的部分舍去"},
			// A bond's fraction paid in cash is neither.
			{"bond_cash", "不足转换为一股的可转债余额,公司将按照上海证券交易所等部门的有关规定,在可转债持有人转股当日后的五个交易日内以现金兑付该部分可转债的票面余额。", "", ""},
			// A rule named without a fraction.
			{"no_fraction", "本行将按照监管部门的相关规定进行处理。", "", ""},
		}, extractConversion, conv)
	})
}

// TestPriceRounding holds the rounding of an adjusted conversion price in
// the wordings of real and template announcements, and keeps it apart
// from the rounding of the shares a conversion gives.
func TestPriceRounding(t *testing.T) {
	tests := []struct{ name, text, want, evidence string }{
		{"gehua_2005", "设调整前转股价为Po,每股送股或转增股本数为N,每股增发新股或配股数为K,增发新股价或配股价为A,每股派息为D,调整后转股价为P(调整值保留小数点后两位,最后一位实行四舍五入),则", "half_up", "四舍五入"},
		{"template_sse", "当公司发生派送股票股利、转增股本、增发新股或配股、派送现金股利等情况时，将按下述公式进行转股价格的调整（保留小数点后两位，最后一位四舍五入）：", "half_up", "四舍五入"},
		{"ceil", "派送现金股利时转股价格按下述公式调整，调整值保留小数点后两位，计算结果向上取整：", "ceil", "计算结果向上取整"},
		{"carry", "调整后的转股价格按进一法保留两位小数。", "ceil", "转股价格按进一法"},
		{"floor", "调整后的转股价格计算结果向下取整，保留小数点后两位。", "floor", "计算结果向下取整"},
		// The shares' rounding beside the price's: the price's is read.
		{"shares_apart", "转股数量的计算方式为：Q = V / P，并以去尾法取一股的整数倍。调整后转股价格保留小数点后两位，最后一位四舍五入。", "half_up", "四舍五入"},
		{"shares_only", "转股数量的计算方式为：Q = V / P，并以去尾法取一股的整数倍。", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := testdoc.From("a.txt", tt.text+"\n")
			c := &extract.Context{Doc: doc, Out: &schema.Document{}}
			ch, ok := priceRoundingField.read(c, one(normalizeAll(doc.Text)))
			if ch.value != tt.want || ok != (tt.want != "") {
				t.Fatalf("got %q %v, want %q", ch.value, ok, tt.want)
			}
			if ok && doc.Text[ch.span.Start:ch.span.End] != tt.evidence {
				t.Errorf("evidence %q, want %q", doc.Text[ch.span.Start:ch.span.End], tt.evidence)
			}
			if len(c.Out.Warnings) > 0 {
				t.Errorf("warnings %+v", c.Out.Warnings)
			}
			for _, pt := range clauseArtefacts {
				alt := pt.Apply(tt.text + "\n")
				c := (&extract.Context{Doc: testdoc.From("a.txt", alt), Out: &schema.Document{}}).Simplified()
				ch, _ := priceRoundingField.read(c, one(normalizeAll(c.Doc.Text)))
				if ch.value != tt.want && (ch.value != "" || exactUnder[pt.Name] || pt.Name == exactWrap) {
					t.Errorf("%s: got %q, want %q\n%s", pt.Name, ch.value, tt.want, alt)
				}
			}
		})
	}
}

// TestTriggerCues holds the kind and extent of each trigger item of the
// seeds' conversion terms (农业银行, 建设银行, 光大银行, 兴业银行 2014, copied
// from corpus/), and items that name the ratio or the words without a
// trigger.
func TestTriggerCues(t *testing.T) {
	tests := []struct{ name, text, kind, extent string }{
		{"seed_000_at1", "（1）本行核心一级资本充足率降至5.125%（或以下），则本次发行的优先股将全额或部分转为A股普通股，促使核心一级资本充足率恢复到5.125%以上。在部分转股情形下，所有本次发行的优先股按比例以同等条件转股。", "additional_tier1", "full_or_partial"},
		{"seed_000_t2", "（2）在以下两种情形中较早者发生时，则本次发行的优先股将全额转为A股普通股：（a）中国银监会认定若不进行转股，本行将无法生存；（b）相关部门认定若不进行公共部门注资或提供同等效力的支持，本行将无法生存。", "tier2", "full"},
		{"seed_001_at1", "（1）当其他一级资本工具触发事件发生时，即核心一级资本充足率降至5.125%（或以下）时，本行有权在无需获得优先股股东同意的情况下，将届时已发行且存续的本次优先股按合约约定全额或部分转为A股普通股，并使本行的核心一级资本充足率恢复到触发点（即5.125%）以上。在部分转股情形下，本次优先股按同等比例、以同等条件转股。当本次优先股转换为A股普通股后，任何条件下不再被恢复为优先股。", "additional_tier1", "full_or_partial"},
		{"seed_001_t2", "（2）当二级资本工具触发事件发生时，本行有权在无需获得优先股股东同意的情况下，将届时已发行且存续的本次优先股按合约约定全额转为A股普通股。当本次优先股转换为A股普通股后，任何条件下不再被恢复为优先股。其中，二级资本工具触发事件是指以下两种情形的较早发生者：①中国银监会认定若不进行转股或减记，本行将无法生存。②相关部门认定若不进行公共部门注资或提供同等效力的支持，本行将无法生存。", "tier2", "full"},
		{"seed_002_at1", "1、当其他一级资本工具触发事件发生时，即核心一级资本充足率降至5.125%（或以下）时，本行有权在无需获得优先股股东同意的情况下将届时已发行且存续的本次优先股按照票面总金额全部或部分转为A股普通股，并使本行的核心一级资本充足率恢复到5.125%以上。在部分转股情形下，本次优先股按同等比例、以同等条件转股。当优先股转换为A股普通股后，任何条件下不再被恢复为优先股。", "additional_tier1", "full_or_partial"},
		{"seed_002_t2", "2、当二级资本工具触发事件发生时，本行有权在无需获得优先股股东同意的情况下将届时已发行且存续的本次优先股按照票面总金额全部转为A股普通股。当优先股转换为A股普通股后，任何条件下不再被恢复为优先股。其中，二级资本工具触发事件是指以下两种情形的较早发生者：", "tier2", "full"},
		{"seed_003_at1", "（1）当公司核心一级资本充足率降至5.125%时，本次发行的优先股将根据中国银监会相关要求报中国银监会审查并决定后，按照强制转股价格全额转为公司A股普通股，当优先股转换为A股普通股后，任何条件下不再被恢复为优先股；", "additional_tier1", "full"},
		{"seed_003_t2", "（2）当公司发行的二级资本工具触发事件发生时，本次发行的优先股将根据中国银监会相关要求报中国银监会审查并决定后，按照强制转股价格全额转为公司A股普通股，当优先股转换为A股普通股后，任何条件下不再被恢复为优先股。其中，二级资本工具触发事件是指以下两种情形的较早发生者：①中国银监会认定若不进行转股或减记，公司将无法生存；②相关部门认定若不进行公共部门注资或提供同等效力的支持，公司将无法生存。", "tier2", "full"},
		{"restored_only", "本行将采取措施,促使核心一级资本充足率恢复到5.125%以上。", "", ""},
		{"extent_only", "在部分转股情形下,所有本次发行的优先股按比例以同等条件转股。", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := testdoc.From("t.txt", tt.text+"\n")
			c := &extract.Context{Doc: doc, Out: &schema.Document{}}
			all := one(normalizeAll(doc.Text))
			kind, _ := triggerKindField.read(c, all)
			ext, _ := extentField.read(c, all)
			if kind.value != tt.kind || ext.value != tt.extent {
				t.Errorf("kind %q extent %q, want %q %q", kind.value, ext.value, tt.kind, tt.extent)
			}
			if len(c.Out.Warnings) > 0 {
				t.Errorf("warnings %+v", c.Out.Warnings)
			}
			for _, pt := range clauseArtefacts {
				alt := pt.Apply(tt.text + "\n")
				c := (&extract.Context{Doc: testdoc.From("t.txt", alt), Out: &schema.Document{}}).Simplified()
				all := one(normalizeAll(c.Doc.Text))
				kind, _ := triggerKindField.read(c, all)
				ext, _ := extentField.read(c, all)
				strict := exactUnder[pt.Name] || pt.Name == exactWrap
				if kind.value != tt.kind && (kind.value != "" || strict) || ext.value != tt.extent && (ext.value != "" || strict) {
					t.Errorf("%s: kind %q extent %q, want %q %q\n%s", pt.Name, kind.value, ext.value, tt.kind, tt.extent, alt)
				}
			}
		})
	}
}

// runClauseAlt is runClause on a rewritten text, read in simplified
// characters as Offerings reads a plan; the spans are not checked (a line
// break taken out of a figure leaves its text without it).
func runClauseAlt(text string, unit func(*extract.Context, *plan, *schema.Offering)) schema.Offering {
	c := (&extract.Context{Doc: testdoc.From("clause.txt", text), Out: &schema.Document{}}).Simplified()
	doc := c.Doc
	p := &plan{doc: doc, outline: extract.ParseOutline(doc.Text), region: normalize.Span{Start: 0, End: len(doc.Text)}, clauses: map[string][]normalize.Span{}, resolutions: meeting.ResolutionHeadings}
	p.assignClauses()
	var off schema.Offering
	unit(c, p, &off)
	return off
}
