package capital

import (
	"fmt"
	"testing"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/extract/internal/testdoc"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// TestCueFields holds each field found by its cue words in several
// wordings: the seeds' (the sentence patterns) and those of other issuers
// (the cue tables). The wordings after banks (浦发, 工行, 农行, 光大, 南京,
// 宁波) and non-banks (中国建筑, 中国电建, 中原高速, 晨鸣纸业, 康美药业) are
// cited by the kind of plan they come from; the figures are invented.
func TestCueFields(t *testing.T) {
	type tcase struct {
		name, text string
		want       int // 0: not read
	}
	get := func(t *testing.T, text string, unit func(*extract.Context, *plan, *schema.Offering), field func(schema.Offering) *int) int {
		off, _ := runClause(t, text, unit)
		if p := field(off); p != nil {
			return *p
		}
		return 0
	}
	run := func(t *testing.T, tests []tcase, unit func(*extract.Context, *plan, *schema.Offering), field func(schema.Offering) *int) {
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				if got := get(t, tt.text, unit, field); got != tt.want {
					t.Errorf("got %d, want %d", got, tt.want)
				}
			})
		}
	}
	t.Run("resolution_validity_months", func(t *testing.T) {
		const title = "(十六)本次发行决议的有效期\n"
		run(t, []tcase{
			{"seed_from_approval", title + "本次发行决议有效期为自股东大会审议通过之日起24个月。\n", 24},
			{"chinese_numerals", title + "本次发行优先股决议的有效期为自公司股东大会审议通过之日起十二个月。\n", 12},
			{"months_first", title + "本次优先股发行决议的有效期为十二个月,自股东大会审议通过之日起计算。\n", 12},
			{"long_subject", title + "本次发行决议的有效期为自公司股东大会审议通过本次非公开发行优先股方案及相关议案之日起二十四个月。\n", 24},
			{"valid_within", title + "本次非公开发行优先股的决议自公司股东大会审议通过之日起十八个月内有效。\n", 18},
			{"after_approval", title + "本次发行方案在股东大会审议通过后三十六个月内有效。\n", 36},
			// An authorization's term is not the resolution's.
			{"authorization_only", title + "股东大会授权董事会办理本次发行相关事宜,授权期限为十二个月。\n", 0},
		}, extractIssueTerms, func(o schema.Offering) *int { return o.ResolutionValidityMonths })
	})
	t.Run("cancel_notice_workdays", func(t *testing.T) {
		const title = "(八)股息分配条款\n"
		run(t, []tcase{
			{"seed", title + "本行若决议取消部分或全部优先股派息,将在派息日前至少10个工作日按照相关部门的规定通知优先股股东。\n", 10},
			{"chinese_numerals", title + "公司宣派和支付全部或部分优先股股息由股东大会审议决定。如公司决定取消优先股股息支付的,将在付息日前至少十个工作日通知优先股股东。\n", 10},
			{"in_advance", title + "公司取消派息须提前5个工作日通知优先股股东。\n", 5},
			{"announce", title + "如取消支付优先股股息,公司应于股息支付日前不少于10个工作日予以公告。\n", 10},
			{"notice_first", title + "公司应当在取消派息的股东大会召开后,于原定派息日前至少十个工作日内通知投资者。\n", 10},
			// A payment date counted in working days is no notice of
			// cancellation.
			{"payment_days", title + "股息于每年的付息日后5个工作日内支付。\n", 0},
		}, extractDividend, func(o schema.Offering) *int {
			if o.Dividend == nil {
				return nil
			}
			return o.Dividend.CancelNoticeWorkdays
		})
	})
	t.Run("day_count_basis", func(t *testing.T) {
		const title = "(八)股息分配条款\n"
		run(t, []tcase{
			{"seed", title + "股息按上一派息日起优先股实际持有天数计算,其中一年按360日计算。\n", 360},
			{"every_year", title + "不足一年的,按实际天数计算股息,每年按365天计算。\n", 365},
			{"whole_year", title + "计息期间不足一年的,按实际持有天数计息,全年按360天计。\n", 360},
			{"per_year", title + "未满一个计息年度的股息按照365天/年计算。\n", 365},
			{"basis", title + "股息的计算以365天为一个计息年度。\n", 365},
			{"days_ri", title + "每年按365日计算,不足一年的按实际天数计算。\n", 365},
			{"ri_one_year", title + "计息期间不足一年的,以365日为一年,按实际天数计算股息。\n", 365},
			{"ri_per_year", title + "当期股息=票面金额×票面股息率×实际天数÷365,一年按365日计。\n", 365},
			{"ri_whole_year", title + "股息计算时,全年以365日计。\n", 365},
			{"tian_one_year", title + "不足一个计息年度的,一年以365天计算。\n", 365},
			// Other day counts are no basis.
			{"other_days", title + "股息自发行结束之日起30日内支付。\n", 0},
			{"within_365", title + "股息应于股东大会决议之日起365日内支付。\n", 0},
			{"term_of_days", title + "本次优先股的存续期限为365天。\n", 0},
		}, extractDividend, func(o schema.Offering) *int {
			if o.Dividend == nil {
				return nil
			}
			return o.Dividend.DayCountBasis
		})
	})
}

// TestRestorationRounding holds the rounding of restored votes stated with
// the formula or on its own.
func TestRestorationRounding(t *testing.T) {
	const head = "(九)表决权恢复\n自股东大会批准当年不按约定分配利润的方案次日起,优先股股东有权出席股东大会与普通股股东共同表决。每股优先股股份享有的普通股表决权计算公式如下:N=V/Pn。\n"
	tests := []struct{ name, text, want string }{
		{"seed_with_formula", "(九)表决权恢复\n恢复的表决权份额的计算方式为:Q=V/P,并以去尾法取一股的整数倍。\n", "floor"},
		{"apart_floor", head + "恢复的表决权份额以去尾法取一的整数倍。\n", "floor"},
		{"rounded_down", head + "计算结果按照向下取整的原则处理。\n", "floor"},
		{"fraction_dropped", head + "计算结果不足一股的部分舍去。\n", "floor"},
		{"remainder_dropped", head + "如出现不足一股的余额,则舍去小数部分。\n", "floor"},
		{"none", head, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			off, _ := runClause(t, tt.text, extractVoting)
			got := ""
			if off.VotingRestoration != nil {
				got = off.VotingRestoration.Rounding
			}
			if got != tt.want {
				t.Errorf("rounding %q, want %q", got, tt.want)
			}
		})
	}
}

// TestCuePickDisagree: of two candidates the better cued is kept, and a
// warning names the other.
func TestCuePickDisagree(t *testing.T) {
	doc := testdoc.From("v.txt", "本次发行决议的有效期为自股东大会审议通过之日起十二个月。董事会可在股东大会审议通过后二十四个月内办理发行事宜。\n")
	c := &extract.Context{Doc: doc, Out: &schema.Document{}}
	q, ok := validityField.pick(c, one(normalizeAll(doc.Text)))
	if !ok || q.Value.String() != "12" {
		t.Fatalf("picked %v %v, want 12", q.Value, ok)
	}
	if len(c.Out.Warnings) != 1 || c.Out.Warnings[0].Code != schema.WarnValuesDisagree {
		t.Fatalf("warnings %+v, want one values_disagree", c.Out.Warnings)
	}
	// One candidate: no warning.
	doc = testdoc.From("v.txt", "本次发行决议的有效期为自股东大会审议通过之日起十二个月。\n")
	c = &extract.Context{Doc: doc, Out: &schema.Document{}}
	if _, ok := validityField.pick(c, one(normalizeAll(doc.Text))); !ok || len(c.Out.Warnings) != 0 {
		t.Errorf("ok %v, warnings %+v", ok, c.Out.Warnings)
	}
}

func normalizeAll(text string) normalize.Span { return normalize.Span{Start: 0, End: len(text)} }

// TestInitialPriceCues reads the initial conversion price where a plan
// states it, and not the par value beside it.
func TestInitialPriceCues(t *testing.T) {
	const title = "(十)强制转股条款\n2、强制转股价格\n"
	tests := []struct{ name, text, want string }{
		{"seed_paren", "本次发行优先股的初始转股价格为董事会决议日前20个交易日本行A股普通股股票交易均价(即2.43元/股)。", "2.43"},
		{"seed_per_share", "前二十个交易日本行A股普通股股票交易均价=前二十个交易日本行A股普通股股票交易总额/该二十个交易日本行A股普通股股票交易总量,即每股人民币5.20元。", "5.20"},
		{"stated", "本次发行的优先股初始强制转股价格为9.86元/股。", "9.86"},
		{"colon", "初始转股价格:10.15元/股。", "10.15"},
		{"average_is", "董事会决议公告日前二十个交易日公司A股普通股股票交易均价为8.02元/股,即初始强制转股价格。", "8.02"},
		// The par value is no price.
		{"par", "假设优先股按发行数量上限、以每股人民币100元的票面金额全部并一次性发行,最多发行总数为11,538,461,538股A股普通股。", ""},
		{"par_is", "本次优先股的票面金额为每股人民币100元。", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			off, _ := runClause(t, title+tt.text+"\n", extractConversion)
			got := ""
			if off.Conversion != nil && off.Conversion.InitialPrice != nil {
				got = off.Conversion.InitialPrice.Value
			}
			if got != tt.want {
				t.Errorf("initial price %q, want %q", got, tt.want)
			}
		})
	}
}

// TestClauseCueFields holds the other cue tables of a plan's clauses in
// the wordings of the seeds and of other issuers' plans (the figures of
// the latter invented), with the sentences that must not be read.
func TestClauseCueFields(t *testing.T) {
	type tcase struct{ name, text, want string }
	run := func(t *testing.T, title string, tests []tcase, unit func(*extract.Context, *plan, *schema.Offering), get func(schema.Offering) string) {
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				off, _ := runClause(t, title+tt.text+"\n", unit)
				if got := get(off); got != tt.want {
					t.Errorf("got %q, want %q", got, tt.want)
				}
			})
		}
	}
	n := func(p *int) string {
		if p == nil {
			return ""
		}
		return fmt.Sprint(*p)
	}
	t.Run("reset_period_years", func(t *testing.T) {
		run(t, "(八)股息分配条款\n", []tcase{
			{"seed_period", "本次发行的优先股,自缴款截止日起每五年为一个计息周期,每个计息周期内股息率相同。", "5"},
			{"adjustment_period", "本次优先股采用可分阶段调整的票面股息率,自缴款截止日起每5年为一个股息率调整期。", "5"},
			{"adjusted_once", "票面股息率为基准利率加固定息差,基准利率每三年调整一次。", "3"},
			{"reset_once", "首个股息率重置日后,票面股息率每5年重置一次。", "5"},
			{"every_full", "基准利率自本次优先股发行缴款截止日起每满五年调整一次。", "5"},
			// The reference yield's term is no period.
			{"yield_term", "基准利率为发行首日前二十个交易日待偿期为五年的国债收益率平均水平。", ""},
		}, extractDividend, func(o schema.Offering) string {
			if o.Dividend == nil {
				return ""
			}
			return n(o.Dividend.ResetPeriodYears)
		})
	})
	t.Run("earliest_after_years", func(t *testing.T) {
		run(t, "(十一)有条件赎回条款\n", []tcase{
			{"seed_expiry", "本行有权自发行日后期满5年之日起,于每年的优先股派息日全部或部分赎回本次发行的优先股。", "5"},
			{"seed_after", "本次优先股自发行结束之日起5年后,经中国银监会事先批准,本行有权全部或部分赎回。", "5"},
			{"completed", "在本次优先股发行完成后满五年之后,公司有权赎回全部或部分优先股。", "5"},
			{"first_accrual", "公司有权自首个计息起始日起期满3年之日起,于每年的付息日赎回全部或部分本次优先股。", "3"},
			{"chinese_after", "本次优先股自发行之日起三年后,公司可赎回全部或部分本次优先股。", "3"},
			// Every year is no delay.
			{"each_year", "公司有权于每年的付息日赎回全部或部分本次优先股。", ""},
		}, extractRedemption, func(o schema.Offering) string {
			if o.Redemption == nil {
				return ""
			}
			return n(o.Redemption.EarliestAfterYears)
		})
	})
	t.Run("restoration_years", func(t *testing.T) {
		run(t, "(十二)表决权恢复\n", []tcase{
			{"seed_digits", "当本行累计3个会计年度或连续2个会计年度未按约定支付优先股股息的,优先股股东有权出席股东大会。", "3 2"},
			{"seed_numerals", "本行累计三个会计年度或连续两个会计年度未按约定支付优先股股息的,自股东大会批准当年不按约定分配利润的方案次日起,优先股股东有权出席股东大会。", "3 2"},
			{"years", "公司累计3个年度或连续2个年度未按约定支付优先股股息的,优先股股东有权出席股东大会。", "3 2"},
			{"consecutive_first", "公司连续两个会计年度或累计三个会计年度未按约定支付优先股股息的,优先股股东有权出席股东大会与普通股股东共同表决。", "3 2"},
			{"reaching", "公司累计达到三个会计年度或连续达到两个会计年度未按约定支付优先股股息的,表决权恢复。", "3 2"},
			// A past period is no restoration term.
			{"past_years", "公司最近三个会计年度累计现金分红占年均可分配利润的比例为45%。", " "},
		}, extractVoting, func(o schema.Offering) string {
			if o.VotingRestoration == nil {
				return " "
			}
			return n(o.VotingRestoration.CumulativeYears) + " " + n(o.VotingRestoration.ConsecutiveYears)
		})
	})
	t.Run("trigger_cet1_ratio", func(t *testing.T) {
		run(t, "(十)强制转股条款\n1、强制转股触发条件\n", []tcase{
			{"seed", "(1)本行核心一级资本充足率降至5.125%(或以下),则本次发行的优先股将全额或部分转为A股普通股,促使核心一级资本充足率恢复到5.125%以上。", "0.05125"},
			{"event", "当其他一级资本工具触发事件发生时,即核心一级资本充足率降至5.125%(或以下)时,本行有权将优先股转为A股普通股。", "0.05125"},
			{"lowered", "当公司核心一级资本充足率降低至5.125%或以下时,本次优先股将全额或部分转为公司A股普通股。", "0.05125"},
			{"below", "如本行核心一级资本充足率低于5.125%,本次优先股将转为A股普通股。", "0.05125"},
			{"falls", "当公司核心一级资本充足率下降至5.125%时,本次发行的优先股将全额转为公司A股普通股。", "0.05125"},
			// The ratio restored is no trigger.
			{"restored_only", "转股后使本行的核心一级资本充足率恢复到7.5%以上。", ""},
		}, extractConversion, func(o schema.Offering) string {
			if o.Conversion == nil || o.Conversion.TriggerCET1Ratio == nil {
				return ""
			}
			return o.Conversion.TriggerCET1Ratio.Value
		})
	})
	t.Run("voting_threshold", func(t *testing.T) {
		run(t, "(十二)表决权限制\n", []tcase{
			{"seed", "上述事项的决议,除须经出席会议的普通股股东(含表决权恢复的优先股股东)所持表决权的三分之二以上通过之外,还须经出席会议的优先股股东(不含表决权恢复的优先股股东)所持表决权的三分之二以上通过。", "0.6666666667"},
			{"agreed", "上述事项须经出席会议的优先股股东所持表决权三分之二以上同意。", "0.6666666667"},
			{"voting_rights_passed", "前款事项须经出席会议的优先股股东(不含表决权恢复的优先股股东)所持表决权三分之二以上表决通过。", "0.6666666667"},
			{"half", "该等事项须经出席会议的优先股股东所持表决权的过半数通过。", "0.5"},
			{"passed_by", "以上事项的决议应当经出席会议的优先股股东所持表决权的三分之二以上通过。", "0.6666666667"},
			// Two thirds in digits.
			{"slash", "上述事项须经出席会议的优先股股东所持表决权的2/3以上通过。", "0.6666666667"},
			{"slash_inclusive", "以上事项的决议,须经出席会议的优先股股东所持有效表决权的2/3(含)以上同意。", "0.6666666667"},
			// A capital reduction's size is no threshold.
			{"reduction", "一次或累计减少公司注册资本超过百分之十。", ""},
		}, extractVoting, func(o schema.Offering) string {
			if o.Voting == nil || o.Voting.Threshold == nil {
				return ""
			}
			return o.Voting.Threshold.Value
		})
	})
	t.Run("authorization_validity_months", func(t *testing.T) {
		run(t, "(十七)有关授权事项\n", []tcase{
			{"seed", "前述授权自股东大会审议通过之日起24个月内有效。", "24"},
			{"term", "上述授权的授权期限为自股东大会审议通过之日起十二个月。", "12"},
			{"validity", "本次授权的有效期为二十四个月,自股东大会审议通过之日起计算。", "24"},
			{"this_authorization", "本授权自公司股东大会审议通过之日起十八个月内有效。", "18"},
			{"board", "股东大会授权董事会全权办理本次发行相关事宜,授权自股东大会审议通过之日起36个月内有效。", "36"},
			// The resolution's validity is not the authorization's.
			{"resolution", "本次发行决议有效期为自股东大会审议通过之日起24个月。", ""},
		}, extractAuthorization, func(o schema.Offering) string {
			if o.Authorization == nil {
				return ""
			}
			return n(o.Authorization.ValidityMonths)
		})
	})
	t.Run("price_basis", func(t *testing.T) {
		run(t, "(十)强制转股条款\n2、强制转股价格\n", []tcase{
			{"seed_resolution", "本次发行优先股的初始转股价格为审议通过本次优先股发行方案的董事会决议日前20个交易日本行A股普通股股票交易均价。", "average_20_trading_days_before_board_resolution"},
			{"seed_announcement", "本次优先股的初始强制转股价格为审议通过本次优先股发行方案的董事会决议公告日前二十个交易日本行A股普通股股票交易均价。", "average_20_trading_days_before_board_announcement"},
			{"as_price", "本次优先股以审议通过其发行方案的董事会决议公告日前二十个交易日本行A股普通股股票交易均价作为初始强制转股价格。", "average_20_trading_days_before_board_announcement"},
			{"sixty_days", "初始强制转股价格为董事会决议公告日前六十个交易日公司A股普通股股票交易均价。", "average_60_trading_days_before_board_announcement"},
			{"company", "本次发行的优先股初始强制转股价格为本次发行董事会决议公告日前二十个交易日公司A股普通股股票交易均价。", "average_20_trading_days_before_board_announcement"},
			// A placement's base date is not a board resolution's.
			{"base_date", "初始强制转股价格不低于定价基准日前20个交易日公司股票交易均价的90%。", ""},
		}, extractConversion, func(o schema.Offering) string {
			if o.Conversion == nil {
				return ""
			}
			return o.Conversion.PriceBasis
		})
	})
}
