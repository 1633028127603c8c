package schema

import "github.com/invopop/jsonschema"

// SecurityConvertibleBond is a convertible corporate bond (可转换公司债券).
const SecurityConvertibleBond = "convertible_bond"

// Reasons of a conversion-price adjustment.
const (
	ReasonCashDividend = "cash_dividend"           // 派送现金股利: P1=P0−D
	ReasonBonus        = "bonus_or_capitalisation" // 送红股, 转增股本: P1=P0/(1+n)
	ReasonNewShares    = "new_shares"              // 增发新股, 配股: P1=(P0+A×k)/(1+k)
	ReasonCombined     = "combined"                // more than one at once: P1=(P0−D+A×k)/(1+n+k)
	ReasonDownward     = "downward_reset"          // 向下修正
)

var adjustReasons = []string{ReasonCashDividend, ReasonBonus, ReasonNewShares, ReasonCombined, ReasonDownward}

// Price roundings a document states for an adjusted price.
const (
	RoundHalfUp = "half_up" // 四舍五入
	RoundCeil   = "ceil"    // 向上取整
	RoundFloor  = "floor"   // 向下取整, 去尾
)

var adjustRoundings = []string{RoundHalfUp, RoundCeil, RoundFloor}

// ConversionPriceAdjustment is a change of a convertible bond's conversion
// price as its announcement states it. Prices are CNY per share, as
// stated; the inputs are those the document states (D, n, k, A), each
// absent when it is not stated.
type ConversionPriceAdjustment struct {
	// Bond is the bond's short name (工行转债).
	Bond string `json:"bond,omitempty"`
	// Before is the conversion price before the adjustment.
	Before *Quantity `json:"before,omitempty"`
	// After is the conversion price after the adjustment.
	After *Quantity `json:"after,omitempty"`
	// EffectiveDate is the day the new price takes effect (调整起始日期).
	EffectiveDate string `json:"effective_date,omitempty" schema:"date"`
	// Reason is the event: cash_dividend, bonus_or_capitalisation,
	// new_shares, combined or downward_reset.
	Reason string `json:"reason,omitempty"`
	// CashDividendPerShare is D, the cash dividend per share (每10股派发
	// 现金红利2.00元 is 0.2 per share; its text is as stated).
	CashDividendPerShare *Quantity `json:"cash_dividend_per_share,omitempty"`
	// BonusRatio is n, the bonus and capitalisation shares per share
	// together (每10股转增6股 is 0.6; 每10股送3股转增5股 is 0.3 + 0.5 = 0.8,
	// the evidence then holding each figure as bonus_shares and
	// capitalisation_shares).
	BonusRatio *Quantity `json:"bonus_ratio,omitempty"`
	// NewShareRatio is k, the new shares or rights per share, when stated
	// as such.
	NewShareRatio *Quantity `json:"new_share_ratio,omitempty"`
	// NewSharePrice is A, the price of the new shares or rights.
	NewSharePrice *Quantity `json:"new_share_price,omitempty"`
	// Formula is the formula applied, in ASCII (P1=(P0+A*k)/(1+k)), as the
	// announcement states it for this event.
	Formula string `json:"formula,omitempty"`
	// Computation is the worked calculation with figures, when the
	// announcement prints one, in ASCII.
	Computation string `json:"computation,omitempty"`
	// Rounding is the rounding rule the document states for the price:
	// half_up (四舍五入), ceil (向上取整) or floor (向下取整); absent when none
	// is stated.
	Rounding string `json:"rounding,omitempty"`
	// Average20Days is, for a downward reset, the average price of the 20
	// trading days before the meeting (前二十个交易日…交易均价), as stated.
	Average20Days *Quantity `json:"average_20_days,omitempty"`
	// AveragePreviousDay is, for a downward reset, the average price of
	// the trading day before (前一交易日…交易均价), as stated.
	AveragePreviousDay *Quantity `json:"average_previous_day,omitempty"`
	// NetAssetsPerShare is, for a downward reset, the net assets per share
	// the new price may not be below, as stated.
	NetAssetsPerShare *Quantity `json:"net_assets_per_share,omitempty"`
	// Evidence is where each field above stands in the source, keyed by
	// its name.
	Evidence map[string]Ref `json:"evidence,omitempty"`
}

// JSONSchemaExtend lists the reasons and roundings.
func (ConversionPriceAdjustment) JSONSchemaExtend(s *jsonschema.Schema) {
	enum(s, "reason", adjustReasons)
	enum(s, "rounding", adjustRoundings)
}

// ConversionPeriod is when a convertible bond may be converted.
type ConversionPeriod struct {
	// Text is the period as stated (自发行结束之日起满六个月后的第一个交易日
	// 起至可转债到期日止).
	Text string `json:"text" jsonschema:"minLength=1"`
	// Start is the first day of conversion, when stated.
	Start string `json:"start,omitempty" schema:"date"`
	// End is the last day of conversion, when stated.
	End string `json:"end,omitempty" schema:"date"`
	// Span is where the period stands in the input.
	Span Span `json:"span"`
}

// PriceReset is the downward reset of a convertible bond's conversion
// price (转股价格向下修正条款).
type PriceReset struct {
	// TriggerRatio is the share of the conversion price the closing price
	// must fall below (低于当期转股价格的85%).
	TriggerRatio *Quantity `json:"trigger_ratio,omitempty"`
	// TriggerDays is on how many trading days of the window it must.
	TriggerDays *int `json:"trigger_days,omitempty" jsonschema:"minimum=1"`
	// WindowDays is the window of consecutive trading days.
	WindowDays *int `json:"window_days,omitempty" jsonschema:"minimum=1"`
	// Approval is the share of the votes present the shareholders' meeting
	// approves a reset by (三分之二以上).
	Approval *Quantity `json:"approval,omitempty"`
	// Evidence is where each field above stands in the source, keyed by
	// its name.
	Evidence map[string]Ref `json:"evidence,omitempty"`
}

// Interest is how a bond's interest is paid.
type Interest struct {
	// Frequency is how often interest is paid: annual (每年付息一次).
	Frequency string `json:"frequency,omitempty"`
	// Formula is the interest formula in ASCII (I=B*i).
	Formula string `json:"formula,omitempty"`
	// Evidence is where each field above stands in the source, keyed by
	// its name.
	Evidence map[string]Ref `json:"evidence,omitempty"`
}

// PriceTrigger is the conditional redemption of a convertible bond: on
// TriggerDays of WindowDays consecutive trading days the closing price was
// at least TriggerRatio of the conversion price, or the balance not
// converted is under BalanceBelow.
type PriceTrigger struct {
	// TriggerRatio is the share of the conversion price the closing price
	// must reach (不低于当期转股价格的130%).
	TriggerRatio *Quantity `json:"trigger_ratio,omitempty"`
	// TriggerDays is on how many trading days of the window it must.
	TriggerDays *int `json:"trigger_days,omitempty" jsonschema:"minimum=1"`
	// WindowDays is the window of consecutive trading days.
	WindowDays *int `json:"window_days,omitempty" jsonschema:"minimum=1"`
	// BalanceBelow is the balance not converted under which the issuer
	// may redeem (未转股余额不足3,000万元).
	BalanceBelow *Quantity `json:"balance_below,omitempty"`
	// Evidence is where each field above stands in the source, keyed by
	// its name.
	Evidence map[string]Ref `json:"evidence,omitempty"`
}

// Put is the holders' right to sell the bonds back (回售条款).
type Put struct {
	// TriggerRatio is the share of the conversion price the closing price
	// must fall below (低于当期转股价格的70%).
	TriggerRatio *Quantity `json:"trigger_ratio,omitempty"`
	// TriggerDays is on how many trading days of the window it must, when
	// not all of them.
	TriggerDays *int `json:"trigger_days,omitempty" jsonschema:"minimum=1"`
	// WindowDays is the window of consecutive trading days.
	WindowDays *int `json:"window_days,omitempty" jsonschema:"minimum=1"`
	// LastYears is in how many last interest years the put applies (最后两
	// 个计息年度).
	LastYears *int `json:"last_years,omitempty" jsonschema:"minimum=1"`
	// Additional says the holders may put once when the use of proceeds is
	// changed (附加回售).
	Additional *bool `json:"additional,omitempty"`
	// Evidence is where each field above stands in the source, keyed by
	// its name.
	Evidence map[string]Ref `json:"evidence,omitempty"`
}
