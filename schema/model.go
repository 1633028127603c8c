// Package schema owns gonggao's output contract: the Go model of an
// extracted announcement and the JSON Schema (draft 2020-12) that every
// emitted document validates against. The contract is versioned: a path
// other systems rely on is never renamed without bumping Version.
package schema

// Version is the schema version written to every document.
const Version = 1

// Document is everything gonggao extracted from one announcement. A key the
// document does not state is omitted, never filled with a guess.
type Document struct {
	SchemaVersion int           `json:"schema_version"`
	Source        Source        `json:"source"`
	Announcement  *Announcement `json:"announcement,omitempty"`
	Meeting       *Meeting      `json:"meeting,omitempty"`
	Resolutions   []Resolution  `json:"resolutions,omitempty"`
	Offerings     []Offering    `json:"offerings,omitempty"`
	Formulas      []Formula     `json:"formulas,omitempty"`
	Amendments    *Amendments   `json:"amendments,omitempty"`
	Rules         *Rules        `json:"rules,omitempty"`
	// DividendPayment is the dividend an announcement of its payment
	// states (优先股股息发放实施公告, 权益分派实施公告).
	DividendPayment *DividendPayment `json:"dividend_payment,omitempty"`
	// ConversionPriceAdjustment is the change of a convertible bond's
	// conversion price an adjustment announcement states.
	ConversionPriceAdjustment *ConversionPriceAdjustment `json:"conversion_price_adjustment,omitempty"`
	Checks                    []Check                    `json:"checks,omitempty"`
	Warnings                  []Warning                  `json:"warnings,omitempty"`
}

// ErrorRecord stands in the output for an input that could not be read, so
// that every input yields exactly one record.
type ErrorRecord struct {
	SchemaVersion int    `json:"schema_version"`
	Source        Source `json:"source"`
	Error         string `json:"error"`
	Code          string `json:"error_code,omitempty"`
	Page          int    `json:"page,omitempty"`
}

// Source identifies the input a document was read from.
type Source struct {
	Path     string `json:"path"`
	Format   string `json:"format,omitempty"` // txt, html, pdf
	SHA256   string `json:"sha256,omitempty"`
	Bytes    int64  `json:"bytes"`
	Pages    int    `json:"pages,omitempty"`
	Encoding string `json:"encoding,omitempty"`
}

// Span is a half-open byte range [start, end) into the original input bytes
// (for PDF: into the extracted text layer).
type Span [2]int

// Ref is where a value stands in the source: its text, span and page.
type Ref struct {
	Text string `json:"text"`
	Span Span   `json:"span"`
	Page int    `json:"page,omitempty"`
}

// Units of a Quantity.
const (
	UnitCNY         = "CNY"
	UnitShares      = "shares"
	UnitRatio       = "ratio"
	UnitPrice       = "CNY/share"
	UnitPersons     = "persons"
	UnitYears       = "years"
	UnitMonths      = "months"
	UnitDays        = "days"
	UnitWorkdays    = "workdays"
	UnitTradingDays = "trading_days"
)

// Bounds of a Quantity: 不超过/以下/（含） le, 低于/不满 lt, 以上/不低于/至少 ge,
// 超过 gt; a plain figure is eq.
const (
	BoundEq = "eq"
	BoundLe = "le"
	BoundLt = "lt"
	BoundGe = "ge"
	BoundGt = "gt"
)

// Quantity is one stated figure, exact and in base units: yuan for money,
// shares for share counts, a fraction for ratios, yuan per share for prices.
type Quantity struct {
	Value    string `json:"value"`
	Fraction string `json:"fraction,omitempty"` // exact "2/3" when value is a rounded fraction (三分之二)
	Upper    string `json:"upper,omitempty"`    // the upper end of a range (A至B)
	Unit     string `json:"unit"`
	Bound    string `json:"bound"`
	Text     string `json:"text"`
	Span     Span   `json:"span"`
	Page     int    `json:"page,omitempty"`
}

// Announcement kinds.
const (
	KindBoardResolution = "board_resolution"
	// KindSupervisoryResolution is the announcement of what the
	// supervisory board resolved (监事会决议公告).
	KindSupervisoryResolution = "supervisory_board_resolution"
	// KindShareholdersResolution is the announcement of what a
	// shareholders' meeting resolved (股东大会决议公告).
	KindShareholdersResolution = "shareholders_resolution"
	KindOfferingProposal       = "offering_proposal"
	KindMeetingRules           = "meeting_rules"
	// KindDividendPayment announces how a dividend is paid: its rate,
	// amount per share, total, and the record, ex and payment dates.
	KindDividendPayment = "dividend_payment"
	KindOther           = "other"
)

// Announcement is the header of a filing.
type Announcement struct {
	Company    string         `json:"company,omitempty"`
	Kind       string         `json:"kind"`
	Title      string         `json:"title,omitempty"`
	Number     string         `json:"number,omitempty"`
	Date       string         `json:"date,omitempty"` // YYYY-MM-DD, or YYYY-MM when only the month is stated
	StockCodes []StockCode    `json:"stock_codes,omitempty"`
	Evidence   map[string]Ref `json:"evidence,omitempty"`
}

// StockCode is one listing of the company.
type StockCode struct {
	Market    string `json:"market"` // A or H
	Code      string `json:"code"`
	ShortName string `json:"short_name,omitempty"`
	Span      Span   `json:"span"`
}

// Meeting is the meeting an announcement reports on.
type Meeting struct {
	Body              string `json:"body,omitempty"` // board, supervisory_board, shareholders
	Session           string `json:"session,omitempty"`
	Date              string `json:"date,omitempty"`
	NoticeDate        string `json:"notice_date,omitempty"`
	Place             string `json:"place,omitempty"`
	Form              string `json:"form,omitempty"` // on_site, written, telephone, video
	DirectorsExpected *int   `json:"directors_expected,omitempty"`
	DirectorsPresent  *int   `json:"directors_present,omitempty"` // in person (亲自出席)
	// A shareholders' meeting: the shareholders and proxies attending
	// (出席会议的股东及股东授权代表156人), the voting shares they held, and
	// those shares as a ratio of all voting shares, as stated.
	ShareholdersPresent    *int           `json:"shareholders_present,omitempty"`
	SharesRepresented      *Quantity      `json:"shares_represented,omitempty"`
	SharesRepresentedRatio *Quantity      `json:"shares_represented_ratio,omitempty"`
	Proxies                []Proxy        `json:"proxies,omitempty"`
	Absent                 []string       `json:"absent,omitempty"`
	Chair                  string         `json:"chair,omitempty"`
	Evidence               map[string]Ref `json:"evidence,omitempty"`
}

// Proxy is a director who did not attend and the one who voted for them.
type Proxy struct {
	Absent string `json:"absent"`
	Holder string `json:"holder"`
	Span   Span   `json:"span"`
}

// Resolution is one proposal voted on, with its sub-items when the meeting
// voted item by item.
type Resolution struct {
	Seq            int          `json:"seq"`
	Title          string       `json:"title"`
	Votes          *Votes       `json:"votes,omitempty"`
	Recused        []string     `json:"recused,omitempty"`
	Items          []Resolution `json:"items,omitempty"`
	ToShareholders *bool        `json:"to_shareholders,omitempty"`
	// Unanimous is set when the vote is stated only as 全票通过 / 一致同意,
	// without figures; Votes is then absent.
	Unanimous *bool `json:"unanimous,omitempty"`
	// Candidates are the votes of an election by cumulative voting (累积投
	// 票), one per candidate.
	Candidates []Candidate `json:"candidates,omitempty"`
	// Special is set for a special resolution (特别决议事项), which needs two
	// thirds of the voting shares present.
	Special  *bool          `json:"special,omitempty"`
	Span     Span           `json:"span"`
	Evidence map[string]Ref `json:"evidence,omitempty"`
}

// Votes is a vote tally as stated.
type Votes struct {
	Valid *int `json:"valid,omitempty"`
	// Unit is "shares" for a shareholders' meeting's tally (同意
	// 14,101,254,366股): For, Against and Abstain are then share counts, and
	// each ratio is the count's share of the voting shares as stated
	// (占出席会议有表决权股份总数的99.92%). Absent for votes of persons.
	Unit         string    `json:"unit,omitempty"`
	For          int       `json:"for"`
	Against      int       `json:"against"`
	Abstain      int       `json:"abstain"`
	ForRatio     *Quantity `json:"for_ratio,omitempty"`
	AgainstRatio *Quantity `json:"against_ratio,omitempty"`
	AbstainRatio *Quantity `json:"abstain_ratio,omitempty"`
	Text         string    `json:"text"`
	Span         Span      `json:"span"`
}

// Offering is one issuance plan of preference shares or convertible bonds,
// or the terms of an issued bond as a later announcement restates them.
type Offering struct {
	Market                   string    `json:"market"`   // domestic or offshore
	Security                 string    `json:"security"` // preference_share or convertible_bond
	ReferenceOnly            bool      `json:"reference_only,omitempty"`
	Reference                *Ref      `json:"reference,omitempty"`
	SharesMax                *Quantity `json:"shares_max,omitempty"`
	AmountMax                *Quantity `json:"amount_max,omitempty"`
	ParValue                 *Quantity `json:"par_value,omitempty"`
	IssuePrice               string    `json:"issue_price,omitempty"` // at_par
	InvestorsMax             *int      `json:"investors_max,omitempty"`
	Method                   string    `json:"method,omitempty"`   // non_public, public
	Tranches                 string    `json:"tranches,omitempty"` // single, single_or_multiple
	Maturity                 string    `json:"maturity,omitempty"` // perpetual
	LockUp                   string    `json:"lock_up,omitempty"`  // none
	ProceedsUse              string    `json:"proceeds_use,omitempty"`
	Rating                   string    `json:"rating,omitempty"`
	Guarantee                string    `json:"guarantee,omitempty"`
	TransferVenue            string    `json:"transfer_venue,omitempty"`
	ResolutionValidityMonths *int      `json:"resolution_validity_months,omitempty"`
	// A convertible bond's term in years (期限为自发行之日起六年), its
	// coupon rates one per year in order (第一年0.2%、第二年0.5%…), how
	// interest is paid and the put (回售条款).
	TermYears         *int           `json:"term_years,omitempty"`
	CouponRates       []Quantity     `json:"coupon_rates,omitempty"`
	Interest          *Interest      `json:"interest,omitempty"`
	Put               *Put           `json:"put,omitempty"`
	Dividend          *Dividend      `json:"dividend,omitempty"`
	Conversion        *Conversion    `json:"conversion,omitempty"`
	Redemption        *Redemption    `json:"redemption,omitempty"`
	Voting            *Voting        `json:"voting,omitempty"`
	VotingRestoration *Restoration   `json:"voting_restoration,omitempty"`
	Liquidation       *Liquidation   `json:"liquidation,omitempty"`
	Authorization     *Authorization `json:"authorization,omitempty"`
	Subscriptions     []Subscription `json:"subscriptions,omitempty"`
	Evidence          map[string]Ref `json:"evidence,omitempty"`
}

// Dividend holds the dividend terms.
type Dividend struct {
	RateKind             string         `json:"rate_kind,omitempty"` // fixed, reset
	ReferenceRate        string         `json:"reference_rate,omitempty"`
	Spread               string         `json:"spread,omitempty"` // 基本利差 / 固定溢价 / 固定息差
	ResetPeriodYears     *int           `json:"reset_period_years,omitempty"`
	Cap                  string         `json:"cap,omitempty"`
	Conditions           string         `json:"conditions,omitempty"`
	Cumulative           *bool          `json:"cumulative,omitempty"`
	Participating        *bool          `json:"participating,omitempty"`
	Frequency            string         `json:"frequency,omitempty"` // annual
	Payment              string         `json:"payment,omitempty"`   // cash
	Cancellable          *bool          `json:"cancellable,omitempty"`
	CancelNoticeWorkdays *int           `json:"cancel_notice_workdays,omitempty"`
	DayCountBasis        *int           `json:"day_count_basis,omitempty"` // 360 or 365
	Stopper              *bool          `json:"stopper,omitempty"`
	Evidence             map[string]Ref `json:"evidence,omitempty"`
}

// Conversion holds the mandatory-conversion terms.
type Conversion struct {
	TriggerCET1Ratio *Quantity    `json:"trigger_cet1_ratio,omitempty"`
	Triggers         []Trigger    `json:"triggers,omitempty"`
	InitialPrice     *Quantity    `json:"initial_price,omitempty"`
	PriceBasis       string       `json:"price_basis,omitempty"`
	Rounding         string       `json:"rounding,omitempty"` // floor, regulatory
	MaxShares        *Quantity    `json:"max_shares,omitempty"`
	Formula          string       `json:"formula,omitempty"` // ASCII text of the share-count formula
	Adjustments      []Adjustment `json:"adjustments,omitempty"`
	CashDividendAdj  *bool        `json:"cash_dividend_adjustment,omitempty"`
	// A convertible bond: when it may be converted, the downward reset of
	// its price, and whether the fraction of a share is paid in cash (不足
	// 转换为一股的可转债余额…以现金兑付).
	Period       *ConversionPeriod `json:"period,omitempty"`
	Reset        *PriceReset       `json:"reset,omitempty"`
	FractionCash *bool             `json:"fraction_cash,omitempty"`
	Evidence     map[string]Ref    `json:"evidence,omitempty"`
}

// Trigger is one conversion trigger event.
type Trigger struct {
	Kind   string    `json:"kind"`             // additional_tier1 (CET1 ratio), tier2 (point of non-viability)
	Extent string    `json:"extent,omitempty"` // full, full_or_partial
	Ratio  *Quantity `json:"ratio,omitempty"`
	Limbs  []string  `json:"limbs,omitempty"`
	Text   string    `json:"text"`
	Span   Span      `json:"span"`
}

// Adjustment is one stated price-adjustment formula and the events it covers.
type Adjustment struct {
	Events  []string `json:"events"`
	Formula string   `json:"formula"` // ASCII form
	Span    Span     `json:"span"`
}

// Redemption holds the conditional-redemption terms.
type Redemption struct {
	IssuerOnly         *bool  `json:"issuer_only,omitempty"`
	EarliestAfterYears *int   `json:"earliest_after_years,omitempty"`
	RegulatorApproval  *bool  `json:"regulator_approval,omitempty"`
	PriceRule          string `json:"price_rule,omitempty"` // par_plus_declared_dividend, par_plus_accrued
	Formula            string `json:"formula,omitempty"`
	// A convertible bond: the price at maturity as a ratio of par (面值的
	// 108%（含最后一期利息） is 1.08) and the conditional redemption.
	MaturityRatio *Quantity      `json:"maturity_ratio,omitempty"`
	Conditional   *PriceTrigger  `json:"conditional,omitempty"`
	Evidence      map[string]Ref `json:"evidence,omitempty"`
}

// Voting holds the restricted voting matters and their threshold.
type Voting struct {
	Matters   []string       `json:"matters,omitempty"`
	Threshold *Quantity      `json:"threshold,omitempty"` // two thirds, in each class
	Evidence  map[string]Ref `json:"evidence,omitempty"`
}

// Restoration holds the voting-restoration terms.
type Restoration struct {
	CumulativeYears  *int           `json:"cumulative_years,omitempty"`
	ConsecutiveYears *int           `json:"consecutive_years,omitempty"`
	Price            *Quantity      `json:"price,omitempty"`
	Rounding         string         `json:"rounding,omitempty"`
	Formula          string         `json:"formula,omitempty"`
	EndsWhen         string         `json:"ends_when,omitempty"`
	Evidence         map[string]Ref `json:"evidence,omitempty"`
}

// Liquidation holds the liquidation order.
type Liquidation struct {
	Order    []string       `json:"order,omitempty"`
	Amount   string         `json:"amount,omitempty"`
	Evidence map[string]Ref `json:"evidence,omitempty"`
}

// Authorization is the authority given to the board.
type Authorization struct {
	Delegates      []string       `json:"delegates,omitempty"`
	ValidityMonths *int           `json:"validity_months,omitempty"`
	Evidence       map[string]Ref `json:"evidence,omitempty"`
}

// Subscription is a named subscriber's commitment.
type Subscription struct {
	Subscriber    string         `json:"subscriber"`
	Shares        *Quantity      `json:"shares,omitempty"`
	AmountMax     *Quantity      `json:"amount_max,omitempty"`
	HoldingShares *Quantity      `json:"holding_shares,omitempty"`
	HoldingRatio  *Quantity      `json:"holding_ratio,omitempty"`
	RelatedParty  *bool          `json:"related_party,omitempty"`
	NoPricingRole *bool          `json:"no_pricing_participation,omitempty"`
	Evidence      map[string]Ref `json:"evidence,omitempty"`
}

// Formula is one formula the document states.
type Formula struct {
	ID        string            `json:"id"`   // e.g. conversion.shares, conversion.adjust.bonus
	Text      string            `json:"text"` // ASCII form: P1=P0*N/(N+n)
	Source    string            `json:"source"`
	Variables map[string]string `json:"variables,omitempty"`
	Span      Span              `json:"span"`
	Page      int               `json:"page,omitempty"`
}

// Amendments is an articles-of-association comparison table.
type Amendments struct {
	Present bool           `json:"present"`
	Rows    []AmendmentRow `json:"rows,omitempty"`
	Offsets []OffsetRun    `json:"offsets,omitempty"`
	Span    *Span          `json:"span,omitempty"`
	Caption string         `json:"caption,omitempty"` // the table's title line (…章程修订对照表)
	Columns []string       `json:"columns,omitempty"` // the header cells as written (序号, 现行章程, 修订内容, …)
}

// Row changes.
const (
	ChangeAdded      = "added"
	ChangeDeleted    = "deleted"
	ChangeModified   = "modified"
	ChangeRenumbered = "renumbered"
	ChangeUnchanged  = "unchanged"
)

// AmendmentRow is one row of the comparison table.
type AmendmentRow struct {
	Seq        int      `json:"seq"`
	Chapter    string   `json:"chapter,omitempty"`
	Section    string   `json:"section,omitempty"`
	OldArticle *int     `json:"old_article,omitempty"`
	NewArticle *int     `json:"new_article,omitempty"`
	OldText    string   `json:"old_text"`
	NewText    string   `json:"new_text"`
	Basis      []string `json:"basis,omitempty"`
	Change     string   `json:"change"`
	Diff       []DiffOp `json:"diff,omitempty"`
	Span       Span     `json:"span"`
	// OldItem and NewItem are the item numbers ((十八) → (十九)) of a row
	// whose cells start with an item rather than an article.
	OldItem *int `json:"old_item,omitempty"`
	NewItem *int `json:"new_item,omitempty"`
	// NewTextResolved is the new text without the struck-out wording the
	// table ran into it (第四十五五十二条 → 第五十二条, 关联交易控制委员会社会
	// 责任与关联交易委员会 → 社会责任与关联交易委员会); set only when it
	// differs from NewText. Diff leads from OldText to it.
	NewTextResolved string `json:"new_text_resolved,omitempty"`
	// Ambiguous says a merged number had several readings that fitted
	// equally well.
	Ambiguous bool `json:"numbering_ambiguous,omitempty"`
}

// DiffOp is one run of a character-level diff of old → new text.
type DiffOp struct {
	Op   string `json:"op"` // equal, insert, delete, replace
	Text string `json:"text"`
	Old  string `json:"old,omitempty"` // for replace: the text replaced
}

// OffsetRun is a run of articles renumbered by the same offset.
type OffsetRun struct {
	FromOld int `json:"from_old"`
	ToOld   int `json:"to_old"`
	Offset  int `json:"offset"`
}

// Rules is a rule book (e.g. 股东大会议事规则) as a chapter/article tree.
type Rules struct {
	Chapters   []Chapter   `json:"chapters"`
	Articles   []Article   `json:"articles"`
	Thresholds []Threshold `json:"thresholds,omitempty"`
}

// Chapter is one chapter of a rule book.
type Chapter struct {
	Number int    `json:"number"`
	Title  string `json:"title"`
	Span   Span   `json:"span"`
}

// Article is one article of a rule book.
type Article struct {
	Number  int    `json:"number"`
	Chapter int    `json:"chapter"`
	Text    string `json:"text"`
	Span    Span   `json:"span"`
	Page    int    `json:"page,omitempty"`
}

// Threshold is a quantity a rule book states with what it applies to.
type Threshold struct {
	Subject  string   `json:"subject"`
	Article  int      `json:"article,omitempty"`
	Quantity Quantity `json:"quantity"`
}

// Check statuses.
const (
	StatusPass         = "pass"
	StatusFail         = "fail"
	StatusUnverifiable = "unverifiable"
)

// Check is one cross-check of a stated figure against the figures it is
// computed from.
type Check struct {
	ID       string    `json:"id"`
	Formula  string    `json:"formula"`
	Inputs   []Input   `json:"inputs"`
	Computed string    `json:"computed,omitempty"`
	Interval []string  `json:"interval,omitempty"` // [low, high] of the computed value
	Stated   *Quantity `json:"stated,omitempty"`
	Rounding string    `json:"rounding,omitempty"`
	Status   string    `json:"status"`
	Note     string    `json:"note,omitempty"`
}

// Input is one input of a check.
type Input struct {
	Name  string `json:"name"`
	Value string `json:"value"`
	Unit  string `json:"unit,omitempty"`
	Text  string `json:"text,omitempty"`
	Span  *Span  `json:"span,omitempty"`
}

// Warning codes.
const (
	WarnAmendmentTableMissing = "amendment_table_missing"
	WarnTableMissing          = "table_missing"
	WarnAnnexMissing          = "annex_missing"
	WarnTruncatedStart        = "truncated_start"
	WarnTruncatedEnd          = "truncated_end"
	WarnChangeNotVisible      = "change_not_visible"
	WarnMergedStrikethrough   = "merged_strikethrough"
	WarnUnreadableText        = "unreadable_text"
	WarnNotUnderstood         = "clause_not_understood"
	WarnVotesNotUnderstood    = "votes_not_understood"
	WarnNumbering             = "numbering"
)

// Warning is something a user should know about the document.
type Warning struct {
	Code    string `json:"code"`
	Message string `json:"message"`
	Span    *Span  `json:"span,omitempty"`
	Page    int    `json:"page,omitempty"`
}

// DividendPayment is a dividend as the announcement of its payment states
// it. Dates are YYYY-MM-DD; the evidence holds the span of each date.
type DividendPayment struct {
	Security       string         `json:"security"` // preference_share or ordinary_share
	PeriodStart    string         `json:"period_start,omitempty"`
	PeriodEnd      string         `json:"period_end,omitempty"`
	RecordDate     string         `json:"record_date,omitempty"`      // 股权登记日
	ExDate         string         `json:"ex_date,omitempty"`          // 除息日
	PaymentDate    string         `json:"payment_date,omitempty"`     // 股息发放日, 现金红利发放日
	LastTradingDay string         `json:"last_trading_day,omitempty"` // 最后交易日
	Rate           *Quantity      `json:"rate,omitempty"`             // 票面股息率
	ParValue       *Quantity      `json:"par_value,omitempty"`
	PerShare       *Quantity      `json:"per_share,omitempty"`      // 每股派发现金股息
	PerTenShares   *Quantity      `json:"per_ten_shares,omitempty"` // 每10股派发现金红利2.555元: the amount for ten shares, as stated
	TaxInclusive   *bool          `json:"tax_inclusive,omitempty"`
	Shares         *Quantity      `json:"shares,omitempty"` // the shares the dividend is paid on
	Total          *Quantity      `json:"total,omitempty"`  // 合计派发
	Evidence       map[string]Ref `json:"evidence,omitempty"`
}

// Candidate is one candidate of an election by cumulative voting: the votes
// (in shares) cast for them, their stated ratio to the voting shares
// present, and whether they were elected.
type Candidate struct {
	Seq     string    `json:"seq"` // 4.01
	Name    string    `json:"name"`
	Votes   int       `json:"votes"`
	Ratio   *Quantity `json:"ratio,omitempty"`
	Elected *bool     `json:"elected,omitempty"`
	Span    Span      `json:"span"`
}
