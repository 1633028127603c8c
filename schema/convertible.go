package schema

// KindConvertiblePriceAdjustment announces a change of a convertible bond's
// conversion price (转股价格调整公告, 关于向下修正…转股价格的公告): the
// price before and after, the day it takes effect, the event and the
// formula applied.
const KindConvertiblePriceAdjustment = "convertible_price_adjustment"

// Securities of an Offering.
const (
	SecurityPreferenceShare = "preference_share"
	SecurityConvertibleBond = "convertible_bond"
)

// MarketConvertible is the market of a convertible bond's code in
// Announcement.StockCodes (转债代码：113002).
const MarketConvertible = "convertible"

// Reasons of a conversion-price adjustment.
const (
	ReasonCashDividend = "cash_dividend"           // 派送现金股利: P1=P0−D
	ReasonBonus        = "bonus_or_capitalisation" // 送红股, 转增股本: P1=P0/(1+n)
	ReasonNewShares    = "new_shares"              // 增发新股, 配股: P1=(P0+A×k)/(1+k)
	ReasonCombined     = "combined"                // more than one at once: P1=(P0−D+A×k)/(1+n+k)
	ReasonDownward     = "downward_reset"          // 向下修正
)

// ConversionPriceAdjustment is a change of a convertible bond's conversion
// price as its announcement states it. Prices are CNY per share, as
// stated; the inputs are those the document states (D, n, k, A), each
// absent when it is not stated.
type ConversionPriceAdjustment struct {
	Bond          string    `json:"bond,omitempty"` // the bond's short name (工行转债)
	Before        *Quantity `json:"before,omitempty"`
	After         *Quantity `json:"after,omitempty"`
	EffectiveDate string    `json:"effective_date,omitempty"` // YYYY-MM-DD
	Reason        string    `json:"reason,omitempty"`
	// CashDividendPerShare is D, the cash dividend per share (每10股派发
	// 现金红利2.00元 is 0.2 per share; its text is as stated).
	CashDividendPerShare *Quantity `json:"cash_dividend_per_share,omitempty"`
	// BonusRatio is n, the bonus or capitalisation shares per share (每10
	// 股转增6股 is 0.6).
	BonusRatio *Quantity `json:"bonus_ratio,omitempty"`
	// NewShareRatio is k, the new shares or rights per share; NewSharePrice
	// is A, the price of the new shares or rights.
	NewShareRatio *Quantity `json:"new_share_ratio,omitempty"`
	NewSharePrice *Quantity `json:"new_share_price,omitempty"`
	// Formula is the formula applied, in ASCII (P1=(P0+A*k)/(1+k)), as the
	// announcement states it for this event.
	Formula string `json:"formula,omitempty"`
	// Computation is the worked calculation with figures, when the
	// announcement prints one (=(4.16+2.99*(3737542588/345281003239))/
	// (1+3737542588/345281003239)), in ASCII.
	Computation string `json:"computation,omitempty"`
	// Rounding is the rounding rule the document states for the price:
	// half_up (四舍五入), ceil (向上取整), floor (向下取整, 去尾); absent
	// when none is stated.
	Rounding string `json:"rounding,omitempty"`
	// A downward reset: the averages the new price may not be below, as
	// stated (前二十个交易日…交易均价, 前一交易日…交易均价), and the other
	// floors stated (每股净资产, 股票面值).
	Average20Days      *Quantity      `json:"average_20_days,omitempty"`
	AveragePreviousDay *Quantity      `json:"average_previous_day,omitempty"`
	NetAssetsPerShare  *Quantity      `json:"net_assets_per_share,omitempty"`
	Evidence           map[string]Ref `json:"evidence,omitempty"`
}

// ConversionPeriod is when a convertible bond may be converted: as stated
// (自发行结束之日起满六个月后的第一个交易日起至可转债到期日止), with the
// dates when the document gives them.
type ConversionPeriod struct {
	Text  string `json:"text"`
	Start string `json:"start,omitempty"` // YYYY-MM-DD
	End   string `json:"end,omitempty"`
	Span  Span   `json:"span"`
}

// PriceReset is the downward reset of a convertible bond's conversion
// price (转股价格向下修正条款): the board may propose a lower price when,
// within WindowDays consecutive trading days, the closing price was below
// TriggerRatio of the conversion price on TriggerDays of them; the
// shareholders' meeting approves it by Approval of the votes present.
type PriceReset struct {
	TriggerRatio *Quantity      `json:"trigger_ratio,omitempty"`
	TriggerDays  *int           `json:"trigger_days,omitempty"`
	WindowDays   *int           `json:"window_days,omitempty"`
	Approval     *Quantity      `json:"approval,omitempty"`
	Evidence     map[string]Ref `json:"evidence,omitempty"`
}

// Interest is how a bond's interest is paid: the frequency (annual) and
// the formula of the interest (I=B×i).
type Interest struct {
	Frequency string         `json:"frequency,omitempty"` // annual
	Formula   string         `json:"formula,omitempty"`
	Evidence  map[string]Ref `json:"evidence,omitempty"`
}

// PriceTrigger is a condition on the share price against the conversion
// price: on TriggerDays of WindowDays consecutive trading days the closing
// price was at least (redemption) or below (put) TriggerRatio of it.
// BalanceBelow is the other redemption condition: the outstanding balance
// under the amount (未转股余额不足3,000万元).
type PriceTrigger struct {
	TriggerRatio *Quantity      `json:"trigger_ratio,omitempty"`
	TriggerDays  *int           `json:"trigger_days,omitempty"`
	WindowDays   *int           `json:"window_days,omitempty"`
	BalanceBelow *Quantity      `json:"balance_below,omitempty"`
	Evidence     map[string]Ref `json:"evidence,omitempty"`
}

// Put is the holders' right to sell the bonds back (回售条款): on the
// price condition (TriggerRatio, TriggerDays, WindowDays) in the last
// LastYears interest years, and the additional put when the use of
// proceeds changes (附加回售).
type Put struct {
	TriggerRatio *Quantity      `json:"trigger_ratio,omitempty"`
	TriggerDays  *int           `json:"trigger_days,omitempty"`
	WindowDays   *int           `json:"window_days,omitempty"`
	LastYears    *int           `json:"last_years,omitempty"`
	Additional   *bool          `json:"additional,omitempty"`
	Evidence     map[string]Ref `json:"evidence,omitempty"`
}
