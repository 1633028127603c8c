package schema

import "github.com/invopop/jsonschema"

// Version is the schema version written to every document.
const Version = 1

// Document is everything gonggao extracted from one announcement. A key the
// document does not state is omitted, never filled with a guess.
type Document struct {
	// SchemaVersion is the version of this contract (Version).
	SchemaVersion int `json:"schema_version"`
	// Source is the input the document was read from.
	Source Source `json:"source"`
	// Announcement is the filing's header: company, kind, title, number,
	// date and stock codes.
	Announcement *Announcement `json:"announcement,omitempty"`
	// Meeting is the meeting the announcement reports on.
	Meeting *Meeting `json:"meeting,omitempty"`
	// Resolutions are the proposals voted on, in the order stated.
	Resolutions []Resolution `json:"resolutions,omitempty"`
	// Offerings are the issuance plans of preference shares or
	// convertible bonds, or an issued bond's terms as restated.
	Offerings []Offering `json:"offerings,omitempty"`
	// Formulas are the formulas the document states, in ASCII form.
	Formulas []Formula `json:"formulas,omitempty"`
	// ShareCounts are the share counts the document derives from an
	// amount and a price: the shares a conversion gives, the votes a
	// restoration gives.
	ShareCounts []ShareCount `json:"share_counts,omitempty"`
	// DividendScenarios are the illustrative dividend scenarios the
	// document states (a size, the rates assumed, what each takes).
	DividendScenarios []DividendScenarioSet `json:"dividend_scenarios,omitempty"`
	// ListTotals are the averages and totals the document states after a
	// list of figures.
	ListTotals []ListTotal `json:"list_totals,omitempty"`
	// Tables are the document's tables of figures, read for arithmetic.
	Tables []FigureTable `json:"tables,omitempty"`
	// TextFigures are the figures the prose states for the measures and
	// years of its tables' rows.
	TextFigures []TextFigure `json:"text_figures,omitempty"`
	// Holdings are the shareholders' holdings the document states with
	// their share of the company's shares.
	Holdings []Holding `json:"holdings,omitempty"`
	// TotalShares is the company's total number of ordinary shares, as
	// the document states it (总股本为19,052,336,751股), read when it states
	// a holding's share.
	TotalShares *Quantity `json:"total_shares,omitempty"`
	// Amendments is the articles-of-association comparison table.
	Amendments *Amendments `json:"amendments,omitempty"`
	// Rules is the rule book the document carries, as chapters and articles.
	Rules *Rules `json:"rules,omitempty"`
	// DividendPayment is the dividend an announcement of its payment
	// states (优先股股息发放实施公告, 权益分派实施公告).
	DividendPayment *DividendPayment `json:"dividend_payment,omitempty"`
	// ConversionPriceAdjustment is the change of a convertible bond's
	// conversion price an adjustment announcement states.
	ConversionPriceAdjustment *ConversionPriceAdjustment `json:"conversion_price_adjustment,omitempty"`
	// Contracts are the contracts or lots a contract announcement reports
	// (重大合同, 中标), one entry each.
	Contracts []Contract `json:"contracts,omitempty"`
	// ContractsTotal is the total the announcement states for the
	// contracts or lots it reports together (本次中标两个包件合计金额为
	// 17,139.80万元).
	ContractsTotal *Quantity `json:"contracts_total,omitempty"`
	// Checks are the cross-checks of stated figures against the figures
	// they are computed from.
	Checks []Check `json:"checks,omitempty"`
	// Warnings are what a user should know about the document: parts
	// missing, unreadable or not understood.
	Warnings []Warning `json:"warnings,omitempty"`
}

// JSONSchemaExtend fixes the schema version and asks a document's source
// for its format and digest.
func (Document) JSONSchemaExtend(s *jsonschema.Schema) {
	constant(s, "schema_version", Version)
	if p, ok := s.Properties.Get("source"); ok {
		s.Properties.Set("source", &jsonschema.Schema{
			AllOf:       []*jsonschema.Schema{{Ref: p.Ref}},
			Required:    []string{"format", "sha256"},
			Description: p.Description,
		})
	}
}

// ErrorRecord stands in the output for an input that could not be read, so
// that every input yields exactly one record.
type ErrorRecord struct {
	// SchemaVersion is the version of this contract (Version).
	SchemaVersion int `json:"schema_version"`
	// Source is the input that could not be read.
	Source Source `json:"source"`
	// Error says why the input could not be read.
	Error string `json:"error" jsonschema:"minLength=1"`
	// Code is the error's stable code, for programs.
	Code string `json:"error_code,omitempty"`
	// Page is the PDF page the error stands on.
	Page int `json:"page,omitempty" jsonschema:"minimum=1"`
}

// JSONSchemaExtend fixes the schema version.
func (ErrorRecord) JSONSchemaExtend(s *jsonschema.Schema) {
	constant(s, "schema_version", Version)
}

// Input formats.
const (
	FormatText = "txt"
	FormatHTML = "html"
	FormatPDF  = "pdf"
)

var formats = []string{FormatText, FormatHTML, FormatPDF}

// Source identifies the input a document was read from.
type Source struct {
	// Path is the input's path or name as given.
	Path string `json:"path" jsonschema:"minLength=1"`
	// Format is how the input was read: txt, html or pdf.
	Format string `json:"format,omitempty"`
	// SHA256 is the hex SHA-256 digest of the input bytes.
	SHA256 string `json:"sha256,omitempty" jsonschema:"pattern=^[0-9a-f]{64}$"`
	// Bytes is the input's size in bytes.
	Bytes int64 `json:"bytes" jsonschema:"minimum=0"`
	// Pages is the number of pages of a PDF.
	Pages int `json:"pages,omitempty" jsonschema:"minimum=1"`
	// Encoding is the character encoding the text was decoded from.
	Encoding string `json:"encoding,omitempty"`
}

// JSONSchemaExtend lists the formats.
func (Source) JSONSchemaExtend(s *jsonschema.Schema) { enum(s, "format", formats) }

// Span is a half-open byte range [start, end) into the original input bytes
// (for PDF: into the extracted text layer).
type Span [2]int

// JSONSchemaExtend keeps offsets non-negative.
func (Span) JSONSchemaExtend(s *jsonschema.Schema) { s.Items.Minimum = "0" }

// Ref is where a value stands in the source: its text, span and page.
type Ref struct {
	// Text is the source text of the value, as written.
	Text string `json:"text"`
	// Span is where the text stands in the input.
	Span Span `json:"span"`
	// Page is the PDF page the text stands on.
	Page int `json:"page,omitempty" jsonschema:"minimum=1"`
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

var units = append([]string{UnitCNY, UnitShares, UnitRatio, UnitPrice, UnitPersons, UnitYears, UnitMonths, UnitDays, UnitWorkdays, UnitTradingDays}, currencies...)

// Bounds of a Quantity: 不超过/以下/（含） le, 低于/不满 lt, 以上/不低于/至少 ge,
// 超过 gt; a plain figure is eq.
const (
	BoundEq = "eq"
	BoundLe = "le"
	BoundLt = "lt"
	BoundGe = "ge"
	BoundGt = "gt"
)

var bounds = []string{BoundEq, BoundLe, BoundLt, BoundGe, BoundGt}

// Quantity is one stated figure, exact and in base units: yuan for money,
// shares for share counts, a fraction for ratios, yuan per share for prices.
type Quantity struct {
	// Value is the figure in base units, exact.
	Value string `json:"value" schema:"decimal"`
	// Fraction is the exact fraction ("2/3") when value is a rounded
	// fraction (三分之二).
	Fraction string `json:"fraction,omitempty" jsonschema:"pattern=^[0-9]+/[1-9][0-9]*$"`
	// Upper is the upper end of a range (A至B); value is then the lower end.
	Upper string `json:"upper,omitempty" schema:"decimal"`
	// Unit is the base unit of value.
	Unit string `json:"unit"`
	// Bound says how the figure bounds the true value: eq for a plain
	// figure, le 不超过, lt 低于, ge 不低于, gt 超过.
	Bound string `json:"bound"`
	// Text is the figure as written.
	Text string `json:"text" jsonschema:"minLength=1"`
	// Span is where the text stands in the input.
	Span Span `json:"span"`
	// Page is the PDF page the text stands on.
	Page int `json:"page,omitempty" jsonschema:"minimum=1"`
}

// JSONSchemaExtend lists the units and bounds.
func (Quantity) JSONSchemaExtend(s *jsonschema.Schema) {
	enum(s, "unit", units)
	enum(s, "bound", bounds)
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
	// KindArticlesAmendment announces an amendment of the articles of
	// association (关于修订《公司章程》的公告).
	KindArticlesAmendment = "articles_amendment"
	// KindContract announces a major contract or a winning bid (重大合同,
	// 中标).
	KindContract = "contract"
	// KindConvertiblePriceAdjustment announces an adjustment of a
	// convertible bond's conversion price (关于调整…转股价格的公告).
	KindConvertiblePriceAdjustment = "convertible_price_adjustment"
	KindOther                      = "other"
)

var kinds = []string{KindBoardResolution, KindSupervisoryResolution, KindShareholdersResolution, KindOfferingProposal, KindMeetingRules, KindArticlesAmendment, KindDividendPayment, KindContract, KindConvertiblePriceAdjustment, KindOther}

// Announcement is the header of a filing.
type Announcement struct {
	// Company is the issuer's full name.
	Company string `json:"company,omitempty" jsonschema:"minLength=1"`
	// Kind is the kind of announcement, from its title.
	Kind string `json:"kind"`
	// Title is the announcement's title as written.
	Title string `json:"title,omitempty"`
	// Number is the announcement number (公告编号).
	Number string `json:"number,omitempty" jsonschema:"minLength=1"`
	// Date is the announcement's date.
	Date string `json:"date,omitempty" schema:"date"`
	// StockCodes are the company's listings the announcement names.
	StockCodes []StockCode `json:"stock_codes,omitempty"`
	// Evidence is where each field above stands in the source, keyed by
	// its name.
	Evidence map[string]Ref `json:"evidence,omitempty"`
}

// JSONSchemaExtend lists the kinds.
func (Announcement) JSONSchemaExtend(s *jsonschema.Schema) { enum(s, "kind", kinds) }

// Markets of a StockCode.
const (
	MarketA          = "A"
	MarketB          = "B"
	MarketH          = "H"
	MarketPreference = "preference"
	// MarketConvertible is a convertible bond's listing (转债代码).
	MarketConvertible = "convertible"
)

var markets = []string{MarketA, MarketB, MarketH, MarketPreference, MarketConvertible}

// StockCode is one listing of the company.
type StockCode struct {
	// Market is the class listed: A, B or H shares, preference shares, or
	// a convertible bond (转债).
	Market string `json:"market"`
	// Code is the exchange's security code: six digits on the mainland
	// exchanges, three to five for a Hong Kong listing (998).
	Code string `json:"code" jsonschema:"pattern=^[0-9]{3\\,6}$"`
	// ShortName is the security's short name (证券简称).
	ShortName string `json:"short_name,omitempty"`
	// Span is where the code stands in the input.
	Span Span `json:"span"`
}

// JSONSchemaExtend lists the markets.
func (StockCode) JSONSchemaExtend(s *jsonschema.Schema) { enum(s, "market", markets) }

// Meeting bodies.
const (
	BodyBoard            = "board"
	BodySupervisoryBoard = "supervisory_board"
	BodyShareholders     = "shareholders"
)

var bodies = []string{BodyBoard, BodySupervisoryBoard, BodyShareholders}

// Meeting is the meeting an announcement reports on.
type Meeting struct {
	// Body is the body that met: the board, the supervisory board or the
	// shareholders.
	Body string `json:"body,omitempty"`
	// Session is the meeting's name as written (第五届董事会第十次会议).
	Session string `json:"session,omitempty"`
	// Date is the day the meeting was held.
	Date string `json:"date,omitempty" schema:"date"`
	// NoticeDate is the day notice of the meeting was given.
	NoticeDate string `json:"notice_date,omitempty" schema:"date"`
	// Place is where the meeting was held.
	Place string `json:"place,omitempty"`
	// Form is how the meeting was held: on_site, written, telephone, video.
	Form string `json:"form,omitempty"`
	// DirectorsExpected is the number of members due to attend: directors,
	// or supervisors at a supervisory board.
	DirectorsExpected *int `json:"directors_expected,omitempty" jsonschema:"minimum=0"`
	// DirectorsPresent is the attendance as stated: in person (亲自出席)
	// when the document says so, otherwise its 实际出席/实到 figure, which
	// counts the members voting by proxy when PresentIncludesProxies.
	DirectorsPresent *int `json:"directors_present,omitempty" jsonschema:"minimum=0"`
	// PresentIncludesProxies is set when DirectorsPresent counts the
	// members voting by proxy (实际参会董事15名,其中…委托…代为出席).
	PresentIncludesProxies bool `json:"present_includes_proxies,omitempty"`
	// ShareholdersPresent is the number of shareholders and proxies
	// attending a shareholders' meeting (出席会议的股东及股东授权代表156人).
	ShareholdersPresent *int `json:"shareholders_present,omitempty" jsonschema:"minimum=0"`
	// SharesRepresented is the voting shares the attendants held.
	SharesRepresented *Quantity `json:"shares_represented,omitempty"`
	// SharesRepresentedRatio is those shares as a ratio of all voting
	// shares, as stated.
	SharesRepresentedRatio *Quantity `json:"shares_represented_ratio,omitempty"`
	// ClassAttendance is the attendance by class of shares at a meeting of
	// holders of several classes, as the exchanges' template states it
	// under the whole's rows: "其中:A 股股东持有股份总数 7,548,448,036",
	// "境外上市外资股股东持有股份总数(H 股) 3,481,053,846"; "其中:内资股股东人数
	// | 6名 |". One entry a class, in the order first stated.
	ClassAttendance []ClassAttendance `json:"class_attendance,omitempty"`
	// Proxies are the absent members and who voted for them.
	Proxies []Proxy `json:"proxies,omitempty"`
	// Absent names the members who did not attend.
	Absent []string `json:"absent,omitempty" jsonschema:"minLength=1"`
	// Chair names who presided.
	Chair string `json:"chair,omitempty"`
	// Recused names the members who recused themselves from the approval
	// whose tally is votes (回避表决): "公司9名董事成员中,同意6票,回避3票,反
	// 对0票,弃权0票。关联董事王一彤、李建民、刘三华回避表决。"
	Recused []string `json:"recused,omitempty" jsonschema:"minLength=1"`
	// Votes is the tally of an approval the announcement reports without
	// naming the proposal approved ("会议以8票赞成,0票反对、0票弃权一致批准
	// 通过了该项合同"): a tally with no title to make a resolution of.
	Votes *Votes `json:"votes,omitempty"`
	// Unanimous is set when such an approval's vote is stated only as a
	// unanimity, without figures ("与会董事经审议一致同意公司与…进行合作",
	// "9名董事一致同意公司关于…的议案"); votes is then absent.
	Unanimous *bool `json:"unanimous,omitempty"`
	// Evidence is where each field above stands in the source, keyed by
	// its name.
	Evidence map[string]Ref `json:"evidence,omitempty"`
}

// JSONSchemaExtend lists the bodies.
func (Meeting) JSONSchemaExtend(s *jsonschema.Schema) { enum(s, "body", bodies) }

// Proxy is a director who did not attend and the one who voted for them.
type Proxy struct {
	// Absent names the member who did not attend.
	Absent string `json:"absent" jsonschema:"minLength=1"`
	// Holder names the member who voted for them.
	Holder string `json:"holder" jsonschema:"minLength=1"`
	// Span is where the proxy is stated.
	Span Span `json:"span"`
}

// Resolution is one proposal voted on, with its sub-items when the meeting
// voted item by item.
type Resolution struct {
	// Seq is the proposal's number as stated, from 1.
	Seq int `json:"seq" jsonschema:"minimum=1"`
	// Title is the proposal's title as written.
	Title string `json:"title"`
	// Votes is the tally as stated.
	Votes *Votes `json:"votes,omitempty"`
	// Recused names the members who abstained as related parties (回避表决).
	Recused []string `json:"recused,omitempty" jsonschema:"minLength=1"`
	// Items are the sub-items, when the meeting voted item by item.
	Items []Resolution `json:"items,omitempty"`
	// ToShareholders says whether the proposal goes on to the
	// shareholders' meeting (尚需提交股东大会审议).
	ToShareholders *bool `json:"to_shareholders,omitempty"`
	// Unanimous is set when the vote is stated only as 全票通过 / 一致同意,
	// without figures; votes is then absent.
	Unanimous *bool `json:"unanimous,omitempty"`
	// Candidates are the votes of an election by cumulative voting (累积投
	// 票), one per candidate.
	Candidates []Candidate `json:"candidates,omitempty"`
	// ClassVotes are the tallies by class of shares, as a meeting of
	// holders of several classes states them (rows A股, H股 of the table
	// whose row 普通股合计 is votes; "其中A股同意…；H股同意…"), in the order
	// written. Votes is then the total when the document states one; a
	// proposal whose classes are stated without a total has class_votes and
	// no votes.
	ClassVotes []ClassVotes `json:"class_votes,omitempty"`
	// MinorityVotes is the tally of the small and medium investors (中小投
	// 资者, 中小股东), which a shareholders' meeting counts apart: "其中,中小
	// 投资者表决情况:同意9,120,534股,占出席会议中小投资者有表决权股份总数的
	// 94.7227%;…". Its shares are a part of votes.
	MinorityVotes *Votes `json:"minority_votes,omitempty"`
	// Special is set for a special resolution (特别决议事项), which needs two
	// thirds of the voting shares present.
	Special *bool `json:"special,omitempty"`
	// Span is where the proposal stands in the input.
	Span Span `json:"span"`
	// Evidence is where each field above stands in the source, keyed by
	// its name.
	Evidence map[string]Ref `json:"evidence,omitempty"`
}

var voteUnits = []string{UnitShares}

// Classes of shares a tally is stated for.
const (
	ClassA = "A"
	ClassB = "B"
	ClassH = "H"
	// ClassDomestic is shares held in China not otherwise named (内资股,
	// 境内上市内资股).
	ClassDomestic = "domestic"
	// ClassForeign is shares held abroad not otherwise named (外资股,
	// 境外上市外资股).
	ClassForeign = "foreign"
)

var shareClasses = []string{ClassA, ClassB, ClassH, ClassDomestic, ClassForeign}

// ClassVotes is the tally of one class of shares at a meeting of holders
// of several classes.
type ClassVotes struct {
	// Class is the class of shares: A, B, H, domestic (内资股) or foreign
	// (外资股).
	Class string `json:"class"`
	// Label is the class as written (A股, 境外上市外资股(H股)).
	Label string `json:"label" jsonschema:"minLength=1"`
	// Votes is the class's tally, in shares.
	Votes Votes `json:"votes"`
}

// JSONSchemaExtend lists the classes of shares.
func (ClassVotes) JSONSchemaExtend(s *jsonschema.Schema) { enum(s, "class", shareClasses) }

// ClassAttendance is the attendance of one class of shares at a
// shareholders' meeting.
type ClassAttendance struct {
	// Class is the class of shares: A, B, H, domestic (内资股) or foreign
	// (外资股).
	Class string `json:"class"`
	// ShareholdersPresent is the number of the class's holders and proxies
	// attending (其中:内资股股东人数 | 6名).
	ShareholdersPresent *int `json:"shareholders_present,omitempty" jsonschema:"minimum=0"`
	// SharesRepresented is the class's voting shares they held (其中:A 股股
	// 东持有股份总数 7,548,448,036).
	SharesRepresented *Quantity `json:"shares_represented,omitempty"`
	// SharesRepresentedRatio is those shares as a ratio of all voting
	// shares, as stated (其中:A 股股东持股占股份总数的比例(%) 51.97).
	SharesRepresentedRatio *Quantity `json:"shares_represented_ratio,omitempty"`
	// Evidence is where each field above stands in the source, keyed by
	// its name.
	Evidence map[string]Ref `json:"evidence,omitempty"`
}

// JSONSchemaExtend lists the classes of shares.
func (ClassAttendance) JSONSchemaExtend(s *jsonschema.Schema) { enum(s, "class", shareClasses) }

// Votes is a vote tally as stated.
type Votes struct {
	// Valid is the number of valid votes (有效表决票).
	Valid *int `json:"valid,omitempty" jsonschema:"minimum=0"`
	// Recusals is the number of directors the tally says recused
	// themselves (同意6票,回避3票,反对0票,弃权0票), or its sentence beside it
	// ("以 4 票赞成，0 票反对，0 票弃权审议通过了上述关联交易，公司 3 名关联董事
	// 回避表决"), when it says so.
	Recusals *int `json:"recusals,omitempty" jsonschema:"minimum=0"`
	// Unit is "shares" for a shareholders' meeting's tally (同意
	// 14,101,254,366股): for, against and abstain are then share counts, and
	// each ratio is the count's share of the voting shares as stated
	// (占出席会议有表决权股份总数的99.92%). Absent for votes of persons.
	Unit string `json:"unit,omitempty"`
	// For is the votes in favour (同意).
	For int `json:"for" jsonschema:"minimum=0"`
	// Against is the votes against (反对).
	Against int `json:"against" jsonschema:"minimum=0"`
	// Abstain is the abstentions (弃权).
	Abstain int `json:"abstain" jsonschema:"minimum=0"`
	// ForRatio is the votes in favour as a ratio of the voting shares
	// present, as stated.
	ForRatio *Quantity `json:"for_ratio,omitempty"`
	// AgainstRatio is the votes against as a ratio, as stated.
	AgainstRatio *Quantity `json:"against_ratio,omitempty"`
	// AbstainRatio is the abstentions as a ratio, as stated.
	AbstainRatio *Quantity `json:"abstain_ratio,omitempty"`
	// Text is the tally as written.
	Text string `json:"text"`
	// Span is where the tally stands in the input.
	Span Span `json:"span"`
	// Evidence is where each count stands in the source ("同意11票",
	// "14,101,254,366股"), keyed for, against, abstain, valid and recusals
	// ("回避3票", "3 名关联董事回避").
	Evidence map[string]Ref `json:"evidence,omitempty"`
}

// JSONSchemaExtend lists the units of a tally.
func (Votes) JSONSchemaExtend(s *jsonschema.Schema) { enum(s, "unit", voteUnits) }

// Offering markets.
const (
	OfferingDomestic = "domestic"
	OfferingOffshore = "offshore"
)

var offeringMarkets = []string{OfferingDomestic, OfferingOffshore}

// Securities.
const (
	SecurityPreferenceShare = "preference_share"
	SecurityOrdinaryShare   = "ordinary_share"
)

var offeringSecurities = []string{SecurityPreferenceShare, SecurityConvertibleBond, SecurityOrdinaryShare}

// Offering is one issuance plan of preference shares, convertible bonds or
// ordinary shares (a placement: 非公开发行股票, 向特定对象发行股票, 发行股份
// 购买资产), or the terms of an issued bond as a later announcement
// restates them.
type Offering struct {
	// Market is where the shares are offered: domestic or offshore.
	Market string `json:"market"`
	// Security is the security offered.
	Security string `json:"security"`
	// ReferenceOnly is set when the document only refers to this plan,
	// stated in full elsewhere.
	ReferenceOnly bool `json:"reference_only,omitempty"`
	// Reference is the wording that refers to the plan.
	Reference *Ref `json:"reference,omitempty"`
	// SharesMax is the most shares to be issued.
	SharesMax *Quantity `json:"shares_max,omitempty"`
	// AmountMax is the most money to be raised.
	AmountMax *Quantity `json:"amount_max,omitempty"`
	// ParValue is the par value per share.
	ParValue *Quantity `json:"par_value,omitempty"`
	// IssuePrice is how the issue price is set: at_par.
	IssuePrice string `json:"issue_price,omitempty"`
	// InvestorsMax is the most investors the shares may be issued to.
	InvestorsMax *int `json:"investors_max,omitempty" jsonschema:"minimum=1"`
	// Method is how the shares are issued: non_public or public.
	Method string `json:"method,omitempty"`
	// Tranches is whether the shares are issued at once (single) or in
	// one or more tranches (single_or_multiple).
	Tranches string `json:"tranches,omitempty"`
	// Maturity is the shares' term: perpetual.
	Maturity string `json:"maturity,omitempty"`
	// LockUp is the lock-up period: none.
	LockUp string `json:"lock_up,omitempty"`
	// LockUpMonths is the months the shares subscribed may not be
	// transferred (自发行结束之日起36个月内不得转让), the longest stated.
	LockUpMonths *int `json:"lock_up_months,omitempty" jsonschema:"minimum=1"`
	// Price is an ordinary-share placement's issue price per share, when
	// fixed (发行价格为5.37元/股).
	Price *Quantity `json:"price,omitempty"`
	// Pricing is how an ordinary-share placement's price is set.
	Pricing *Pricing `json:"pricing,omitempty"`
	// Consideration is the price of the assets a placement pays for in
	// shares (标的资产的交易价格), when the sentence stating the share
	// count computes it from that price.
	Consideration *Quantity `json:"consideration,omitempty"`
	// ProceedsUse is what the money raised is for, as written.
	ProceedsUse string `json:"proceeds_use,omitempty"`
	// Rating is the credit rating arrangement, as written.
	Rating string `json:"rating,omitempty"`
	// Guarantee is the guarantee arrangement, as written.
	Guarantee string `json:"guarantee,omitempty"`
	// TransferVenue is where the shares may be transferred, as written.
	TransferVenue string `json:"transfer_venue,omitempty"`
	// ResolutionValidityMonths is how long the resolution to issue stays
	// in force, in months.
	ResolutionValidityMonths *int `json:"resolution_validity_months,omitempty" jsonschema:"minimum=1"`
	// TermYears is a convertible bond's term in years (期限为自发行之日起六年).
	TermYears *int `json:"term_years,omitempty" jsonschema:"minimum=1"`
	// CouponRates are a convertible bond's coupon rates, one per year in
	// order (第一年0.2%、第二年0.5%…).
	CouponRates []Quantity `json:"coupon_rates,omitempty"`
	// Interest is how a bond's interest is paid.
	Interest *Interest `json:"interest,omitempty"`
	// Put is a convertible bond's put (回售条款).
	Put *Put `json:"put,omitempty"`
	// Dividend is the dividend terms.
	Dividend *Dividend `json:"dividend,omitempty"`
	// Conversion is the mandatory-conversion terms.
	Conversion *Conversion `json:"conversion,omitempty"`
	// Redemption is the conditional-redemption terms.
	Redemption *Redemption `json:"redemption,omitempty"`
	// Voting is the restricted voting matters and their threshold.
	Voting *Voting `json:"voting,omitempty"`
	// VotingRestoration is the voting-restoration terms.
	VotingRestoration *Restoration `json:"voting_restoration,omitempty"`
	// Liquidation is the order of payment in a liquidation.
	Liquidation *Liquidation `json:"liquidation,omitempty"`
	// Authorization is the authority given to the board.
	Authorization *Authorization `json:"authorization,omitempty"`
	// Subscriptions are the named subscribers' commitments.
	Subscriptions []Subscription `json:"subscriptions,omitempty"`
	// Evidence is where each field above stands in the source, keyed by
	// its name.
	Evidence map[string]Ref `json:"evidence,omitempty"`
}

// JSONSchemaExtend lists the markets and securities.
func (Offering) JSONSchemaExtend(s *jsonschema.Schema) {
	enum(s, "market", offeringMarkets)
	enum(s, "security", offeringSecurities)
}

// Pricing methods of an ordinary-share placement.
const (
	// PricingFixed is a price fixed in the plan (锁价: the price stated,
	// the base date the board's resolution).
	PricingFixed = "fixed"
	// PricingBidding is a price found by bidding (竞价, 询价) at no less
	// than a floor.
	PricingBidding = "bidding"
)

var pricingMethods = []string{PricingFixed, PricingBidding}

// Pricing is how an ordinary-share placement's issue price is set.
type Pricing struct {
	// Method is fixed or bidding.
	Method string `json:"method,omitempty"`
	// BaseDate is the pricing base date (定价基准日), as written.
	BaseDate string `json:"base_date,omitempty"`
	// AverageDays is the trading days the average price the floor follows
	// is taken over (定价基准日前20个交易日).
	AverageDays *int `json:"average_days,omitempty" jsonschema:"minimum=1"`
	// FloorRatio is the floor as a ratio of that average (均价的80%).
	FloorRatio *Quantity `json:"floor_ratio,omitempty"`
	// Text is the pricing sentence as written.
	Text string `json:"text,omitempty"`
	// Evidence is where each field above stands in the source, keyed by
	// its name.
	Evidence map[string]Ref `json:"evidence,omitempty"`
}

// JSONSchemaExtend lists the pricing methods.
func (Pricing) JSONSchemaExtend(s *jsonschema.Schema) { enum(s, "method", pricingMethods) }

// Dividend holds the dividend terms.
type Dividend struct {
	// RateKind is whether the rate is fixed, reset periodically or floating:
	// fixed, reset, floating.
	RateKind string `json:"rate_kind,omitempty"`
	// ReferenceRate is the benchmark a reset rate follows, as written.
	ReferenceRate string `json:"reference_rate,omitempty"`
	// Spread is the margin over the benchmark (基本利差 / 固定溢价 / 固定息差).
	Spread string `json:"spread,omitempty"`
	// ResetPeriodYears is how often a reset rate is reset, in years.
	ResetPeriodYears *int `json:"reset_period_years,omitempty" jsonschema:"minimum=1"`
	// Cap is the ceiling on the rate, as written.
	Cap string `json:"cap,omitempty"`
	// Conditions are the conditions of paying a dividend, as written.
	Conditions string `json:"conditions,omitempty"`
	// Cumulative says whether unpaid dividends accumulate.
	Cumulative *bool `json:"cumulative,omitempty"`
	// Participating says whether the holders share in the remaining profit.
	Participating *bool `json:"participating,omitempty"`
	// Frequency is how often the dividend is paid: annual.
	Frequency string `json:"frequency,omitempty"`
	// Payment is how the dividend is paid: cash.
	Payment string `json:"payment,omitempty"`
	// Cancellable says whether the issuer may cancel a dividend.
	Cancellable *bool `json:"cancellable,omitempty"`
	// CancelNoticeWorkdays is the working days of notice a cancellation needs.
	CancelNoticeWorkdays *int `json:"cancel_notice_workdays,omitempty" jsonschema:"minimum=0"`
	// DayCountBasis is the days of a year for interest: 360 or 365.
	DayCountBasis *int `json:"day_count_basis,omitempty" jsonschema:"enum=360,enum=365"`
	// Stopper says whether ordinary shares get no dividend while the
	// preference dividend is unpaid.
	Stopper *bool `json:"stopper,omitempty"`
	// Evidence is where each field above stands in the source, keyed by
	// its name.
	Evidence map[string]Ref `json:"evidence,omitempty"`
}

// Conversion holds the mandatory-conversion terms.
type Conversion struct {
	// TriggerCET1Ratio is the core tier-one capital ratio that triggers
	// conversion.
	TriggerCET1Ratio *Quantity `json:"trigger_cet1_ratio,omitempty"`
	// Triggers are the events that trigger conversion.
	Triggers []Trigger `json:"triggers,omitempty"`
	// InitialPrice is the initial conversion price per share.
	InitialPrice *Quantity `json:"initial_price,omitempty"`
	// PriceBasis is what the initial price is set from, as written.
	PriceBasis string `json:"price_basis,omitempty"`
	// Rounding is how fractional shares are treated: floor, regulatory.
	Rounding string `json:"rounding,omitempty"`
	// MaxShares is the most ordinary shares conversion can create.
	MaxShares *Quantity `json:"max_shares,omitempty"`
	// Formula is the ASCII text of the share-count formula.
	Formula string `json:"formula,omitempty"`
	// Adjustments are the price-adjustment formulas and their events.
	Adjustments []Adjustment `json:"adjustments,omitempty"`
	// CashDividendAdj says whether a cash dividend adjusts the price.
	CashDividendAdj *bool `json:"cash_dividend_adjustment,omitempty"`
	// Period is when a convertible bond may be converted.
	Period *ConversionPeriod `json:"period,omitempty"`
	// Reset is the downward reset of a convertible bond's price.
	Reset *PriceReset `json:"reset,omitempty"`
	// FractionCash says the fraction of a share is paid in cash (不足转换为
	// 一股的可转债余额…以现金兑付).
	FractionCash *bool `json:"fraction_cash,omitempty"`
	// Evidence is where each field above stands in the source, keyed by
	// its name.
	Evidence map[string]Ref `json:"evidence,omitempty"`
}

// Trigger is one conversion trigger event.
type Trigger struct {
	// Kind is additional_tier1 (a CET1 ratio) or tier2 (the point of
	// non-viability).
	Kind string `json:"kind"`
	// Extent is whether conversion is full or full_or_partial.
	Extent string `json:"extent,omitempty"`
	// Ratio is the capital ratio that triggers it.
	Ratio *Quantity `json:"ratio,omitempty"`
	// Limbs are the alternative events of the trigger, as written.
	Limbs []string `json:"limbs,omitempty"`
	// Text is the trigger as written.
	Text string `json:"text"`
	// Span is where the trigger stands in the input.
	Span Span `json:"span"`
}

// Adjustment is one stated price-adjustment formula and the events it covers.
type Adjustment struct {
	// Events are the events the formula covers (送红股, 增发新股, …).
	Events []string `json:"events"`
	// Formula is the formula in ASCII form.
	Formula string `json:"formula"`
	// Span is where the formula stands in the input.
	Span Span `json:"span"`
}

// Redemption holds the conditional-redemption terms.
type Redemption struct {
	// IssuerOnly says whether only the issuer may redeem.
	IssuerOnly *bool `json:"issuer_only,omitempty"`
	// EarliestAfterYears is the years after issue before redemption may
	// start.
	EarliestAfterYears *int `json:"earliest_after_years,omitempty" jsonschema:"minimum=0"`
	// RegulatorApproval says whether redemption needs the regulator's
	// approval.
	RegulatorApproval *bool `json:"regulator_approval,omitempty"`
	// PriceRule is the redemption price: par_plus_declared_dividend or
	// par_plus_accrued.
	PriceRule string `json:"price_rule,omitempty"`
	// Formula is the redemption price's formula in ASCII form.
	Formula string `json:"formula,omitempty"`
	// MaturityRatio is a convertible bond's redemption price at maturity
	// as a ratio of par (面值的108%（含最后一期利息） is 1.08).
	MaturityRatio *Quantity `json:"maturity_ratio,omitempty"`
	// Conditional is a convertible bond's conditional redemption.
	Conditional *PriceTrigger `json:"conditional,omitempty"`
	// Evidence is where each field above stands in the source, keyed by
	// its name.
	Evidence map[string]Ref `json:"evidence,omitempty"`
}

// Voting holds the restricted voting matters and their threshold.
type Voting struct {
	// Matters are the matters the holders vote on, as written.
	Matters []string `json:"matters,omitempty"`
	// Threshold is the share of votes such a matter needs: two thirds, in
	// each class.
	Threshold *Quantity `json:"threshold,omitempty"`
	// Evidence is where each field above stands in the source, keyed by
	// its name.
	Evidence map[string]Ref `json:"evidence,omitempty"`
}

// Restoration holds the voting-restoration terms.
type Restoration struct {
	// CumulativeYears is the years of unpaid dividend in all that restore
	// voting.
	CumulativeYears *int `json:"cumulative_years,omitempty" jsonschema:"minimum=1"`
	// ConsecutiveYears is the consecutive years of unpaid dividend that
	// restore voting.
	ConsecutiveYears *int `json:"consecutive_years,omitempty" jsonschema:"minimum=1"`
	// Price is the price at which restored votes are counted.
	Price *Quantity `json:"price,omitempty"`
	// Rounding is how fractional votes are treated.
	Rounding string `json:"rounding,omitempty"`
	// Formula is the formula of the restored votes in ASCII form.
	Formula string `json:"formula,omitempty"`
	// EndsWhen is when restored voting ends, as written.
	EndsWhen string `json:"ends_when,omitempty"`
	// Evidence is where each field above stands in the source, keyed by
	// its name.
	Evidence map[string]Ref `json:"evidence,omitempty"`
}

// Liquidation holds the order of payment in a liquidation and what a
// preference share is paid.
type Liquidation struct {
	// Order lists who is paid in a liquidation, first to last.
	Order []string `json:"order,omitempty"`
	// Amount is what each preference share is paid, as written.
	Amount string `json:"amount,omitempty"`
	// Evidence is where each field above stands in the source, keyed by
	// its name.
	Evidence map[string]Ref `json:"evidence,omitempty"`
}

// Authorization is the authority given to the board.
type Authorization struct {
	// Delegates are who the board may delegate the authority to.
	Delegates []string `json:"delegates,omitempty"`
	// ValidityMonths is how long the authority lasts, in months.
	ValidityMonths *int `json:"validity_months,omitempty" jsonschema:"minimum=1"`
	// Evidence is where each field above stands in the source, keyed by
	// its name.
	Evidence map[string]Ref `json:"evidence,omitempty"`
}

// Subscription is a named subscriber's commitment.
type Subscription struct {
	// Subscriber names the subscriber.
	Subscriber string `json:"subscriber" jsonschema:"minLength=1"`
	// Shares is the shares subscribed.
	Shares *Quantity `json:"shares,omitempty"`
	// AmountMax is the most the subscriber pays.
	AmountMax *Quantity `json:"amount_max,omitempty"`
	// Restated are the commitment's shares and amount where the document
	// states them again (a board resolution's commitment restated in the
	// plan it approves: "拟认购不超过1,000万股本行本次发行的优先股，认购金额
	// 不超过人民币10亿元", 002), each stating both.
	Restated []Commitment `json:"restated,omitempty"`
	// HoldingShares is the subscriber's holding of the issuer's shares.
	HoldingShares *Quantity `json:"holding_shares,omitempty"`
	// HoldingRatio is that holding as a ratio of all shares.
	HoldingRatio *Quantity `json:"holding_ratio,omitempty"`
	// RelatedParty says whether the subscriber is a related party.
	RelatedParty *bool `json:"related_party,omitempty"`
	// NoPricingRole says the subscriber takes no part in setting the price.
	NoPricingRole *bool `json:"no_pricing_participation,omitempty"`
	// LockUpMonths is the months this subscriber's shares may not be
	// transferred, where the placement states its own period for it
	// (控股股东X认购的股份自发行结束之日起36个月内不得转让, 其他发行对象…6个月)
	// or one period for every subscriber.
	LockUpMonths *int `json:"lock_up_months,omitempty" jsonschema:"minimum=1"`
	// Evidence is where each field above stands in the source, keyed by
	// its name.
	Evidence map[string]Ref `json:"evidence,omitempty"`
}

// Commitment is a subscriber's commitment as one statement of it gives it.
type Commitment struct {
	// Shares is the shares subscribed.
	Shares Quantity `json:"shares"`
	// AmountMax is the most the subscriber pays.
	AmountMax Quantity `json:"amount_max"`
}

// Formula is one formula the document states.
type Formula struct {
	// ID names the formula (conversion.shares, conversion.adjust.bonus).
	ID string `json:"id" jsonschema:"minLength=1"`
	// Text is the formula in ASCII form: P1=P0*N/(N+n).
	Text string `json:"text" jsonschema:"pattern=^[^\\s×÷（）]+$"`
	// Source is the formula as written.
	Source string `json:"source"`
	// Variables gives the meaning of each variable, as stated.
	Variables map[string]string `json:"variables,omitempty"`
	// Span is where the formula stands in the input.
	Span Span `json:"span"`
	// Page is the PDF page the formula stands on.
	Page int `json:"page,omitempty" jsonschema:"minimum=1"`
}

// Amendments is an articles-of-association comparison table.
type Amendments struct {
	// Present says whether the document has a comparison table.
	Present bool `json:"present"`
	// Rows are the table's rows.
	Rows []AmendmentRow `json:"rows,omitempty"`
	// Offsets are the runs of articles renumbered by the same offset.
	Offsets []OffsetRun `json:"offsets,omitempty"`
	// Span is where the table stands in the input.
	Span *Span `json:"span,omitempty"`
	// Caption is the table's title line (…章程修订对照表).
	Caption string `json:"caption,omitempty"`
	// Columns are the header cells as written (序号, 现行章程, 修订内容, …).
	Columns []string `json:"columns,omitempty"`
}

// Row changes.
const (
	ChangeAdded      = "added"
	ChangeDeleted    = "deleted"
	ChangeModified   = "modified"
	ChangeRenumbered = "renumbered"
	ChangeUnchanged  = "unchanged"
)

var changes = []string{ChangeAdded, ChangeDeleted, ChangeModified, ChangeRenumbered, ChangeUnchanged}

// AmendmentRow is one row of the comparison table.
type AmendmentRow struct {
	// Seq is the row's number in the table, from 1.
	Seq int `json:"seq" jsonschema:"minimum=1"`
	// Chapter is the chapter the row stands in, as written.
	Chapter string `json:"chapter,omitempty"`
	// Section is the section the row stands in, as written.
	Section string `json:"section,omitempty"`
	// OldArticle is the article's number in the current articles.
	OldArticle *int `json:"old_article,omitempty" jsonschema:"minimum=1"`
	// NewArticle is the article's number in the revised articles.
	NewArticle *int `json:"new_article,omitempty" jsonschema:"minimum=1"`
	// OldText is the current text (现行条款).
	OldText string `json:"old_text"`
	// NewText is the revised text (修订后条款), as the table gives it.
	NewText string `json:"new_text"`
	// Basis is the grounds the table cites for the change (修订依据).
	Basis []string `json:"basis,omitempty"`
	// Change is what the row does to the article.
	Change string `json:"change"`
	// Diff is the character-level diff from the old text to the new.
	Diff []DiffOp `json:"diff,omitempty"`
	// Span is where the row stands in the input.
	Span Span `json:"span"`
	// OldItem is the item number ((十八)) of a row whose old cell starts
	// with an item rather than an article.
	OldItem *int `json:"old_item,omitempty"`
	// NewItem is the item number ((十九)) of a row whose new cell starts
	// with an item rather than an article.
	NewItem *int `json:"new_item,omitempty"`
	// NewTextResolved is the new text without the struck-out wording the
	// table ran into it (第四十五五十二条 → 第五十二条, 关联交易控制委员会社会
	// 责任与关联交易委员会 → 社会责任与关联交易委员会); set only when it
	// differs from new_text. The diff leads from old_text to it.
	NewTextResolved string `json:"new_text_resolved,omitempty"`
	// Ambiguous says a merged number had several readings that fitted
	// equally well.
	Ambiguous bool `json:"numbering_ambiguous,omitempty"`
}

// JSONSchemaExtend lists the changes.
func (AmendmentRow) JSONSchemaExtend(s *jsonschema.Schema) { enum(s, "change", changes) }

// Diff operations.
const (
	OpEqual   = "equal"
	OpInsert  = "insert"
	OpDelete  = "delete"
	OpReplace = "replace"
)

var diffOps = []string{OpEqual, OpInsert, OpDelete, OpReplace}

// DiffOp is one run of a character-level diff of old → new text.
type DiffOp struct {
	// Op is what the run does: equal, insert, delete or replace.
	Op string `json:"op"`
	// Text is the run's text (for replace: the new text).
	Text string `json:"text"`
	// Old is, for replace, the text replaced.
	Old string `json:"old,omitempty"`
}

// JSONSchemaExtend lists the operations.
func (DiffOp) JSONSchemaExtend(s *jsonschema.Schema) { enum(s, "op", diffOps) }

// OffsetRun is a run of articles renumbered by the same offset.
type OffsetRun struct {
	// FromOld is the run's first old article number.
	FromOld int `json:"from_old"`
	// ToOld is the run's last old article number.
	ToOld int `json:"to_old"`
	// Offset is what the run's numbers change by.
	Offset int `json:"offset"`
}

// Rules is a rule book (e.g. 股东大会议事规则) as a chapter/article tree.
type Rules struct {
	// Chapters are the rule book's chapters.
	Chapters []Chapter `json:"chapters"`
	// Articles are the rule book's articles.
	Articles []Article `json:"articles"`
	// Thresholds are the quantities the rules state, with what each
	// applies to.
	Thresholds []Threshold `json:"thresholds,omitempty"`
}

// Chapter is one chapter of a rule book.
type Chapter struct {
	// Number is the chapter's number, from 1.
	Number int `json:"number" jsonschema:"minimum=1"`
	// Title is the chapter's title.
	Title string `json:"title"`
	// Span is where the chapter's heading stands in the input.
	Span Span `json:"span"`
}

// Article is one article of a rule book.
type Article struct {
	// Number is the article's number, from 1.
	Number int `json:"number" jsonschema:"minimum=1"`
	// Chapter is the number of the chapter it stands in; 0 before the
	// first chapter.
	Chapter int `json:"chapter" jsonschema:"minimum=0"`
	// Text is the article's text.
	Text string `json:"text"`
	// Span is where the article stands in the input.
	Span Span `json:"span"`
	// Page is the PDF page the article starts on.
	Page int `json:"page,omitempty" jsonschema:"minimum=1"`
}

// Threshold is a quantity a rule book states with what it applies to.
type Threshold struct {
	// Subject is what the quantity applies to.
	Subject string `json:"subject"`
	// Article is the number of the article that states it.
	Article int `json:"article,omitempty"`
	// Quantity is the quantity as stated.
	Quantity Quantity `json:"quantity"`
}

// Check statuses.
const (
	StatusPass         = "pass"
	StatusFail         = "fail"
	StatusUnverifiable = "unverifiable"
)

var statuses = []string{StatusPass, StatusFail, StatusUnverifiable}

// Check is one cross-check of a stated figure against the figures it is
// computed from.
type Check struct {
	// ID names the check (votes.sum, dividend.total, …).
	ID string `json:"id" jsonschema:"minLength=1"`
	// Formula is what the check computes, in ASCII form.
	Formula string `json:"formula"`
	// Inputs are the figures the check computes from.
	Inputs []Input `json:"inputs"`
	// Computed is the value computed from the inputs.
	Computed string `json:"computed,omitempty" schema:"decimal"`
	// Interval is [low, high] of the computed value, when the inputs are
	// rounded.
	Interval []string `json:"interval,omitempty" schema:"decimal" jsonschema:"minItems=2,maxItems=2"`
	// Stated is the figure the document states for it.
	Stated *Quantity `json:"stated,omitempty"`
	// Rounding is how the stated figure is taken to be rounded.
	Rounding string `json:"rounding,omitempty"`
	// Status is the outcome: pass, fail, or unverifiable when a figure is
	// missing or unreadable.
	Status string `json:"status"`
	// Note explains the outcome.
	Note string `json:"note,omitempty"`
}

// JSONSchemaExtend lists the statuses.
func (Check) JSONSchemaExtend(s *jsonschema.Schema) { enum(s, "status", statuses) }

// Input is one input of a check.
type Input struct {
	// Name is the input's name in the formula.
	Name string `json:"name"`
	// Value is the input's value.
	Value string `json:"value" schema:"decimal"`
	// Unit is the value's unit.
	Unit string `json:"unit,omitempty"`
	// Text is the figure as written.
	Text string `json:"text,omitempty"`
	// Span is where the figure stands in the input.
	Span *Span `json:"span,omitempty"`
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
	// WarnValuesDisagree: a clause states a term more than once with
	// different values; the one nearest its cue words is kept.
	WarnValuesDisagree = "values_disagree"
	// WarnSeveralAnnouncements: the text holds more than one
	// announcement (a newspaper page); the header is read from the first.
	WarnSeveralAnnouncements = "several_announcements"
	// WarnCompanyNotFound: the issuer's full name could not be read from
	// the header, the title, the text's own naming of itself or the
	// signature; announcement.company is left out rather than guessed.
	WarnCompanyNotFound = "company_not_found"
)

// Warning is something a user should know about the document.
type Warning struct {
	// Code is the warning's stable code, for programs.
	Code string `json:"code" jsonschema:"minLength=1"`
	// Message says what is wrong, for people.
	Message string `json:"message"`
	// Span is where the problem stands in the input.
	Span *Span `json:"span,omitempty"`
	// Page is the PDF page it stands on.
	Page int `json:"page,omitempty" jsonschema:"minimum=1"`
}

var paymentSecurities = []string{SecurityPreferenceShare, SecurityOrdinaryShare}

// DividendPayment is a dividend as the announcement of its payment states
// it. Dates are YYYY-MM-DD; the evidence holds the span of each date.
type DividendPayment struct {
	// Security is the class the dividend is paid on.
	Security string `json:"security"`
	// PeriodStart is the first day of the period the dividend is for.
	PeriodStart string `json:"period_start,omitempty" schema:"date"`
	// PeriodEnd is the last day of that period.
	PeriodEnd string `json:"period_end,omitempty" schema:"date"`
	// RecordDate is the record date (股权登记日).
	RecordDate string `json:"record_date,omitempty" schema:"date"`
	// ExDate is the ex-dividend date (除息日).
	ExDate string `json:"ex_date,omitempty" schema:"date"`
	// PaymentDate is the day the dividend is paid (股息发放日, 现金红利发放日).
	PaymentDate string `json:"payment_date,omitempty" schema:"date"`
	// LastTradingDay is the last trading day with the dividend (最后交易日).
	LastTradingDay string `json:"last_trading_day,omitempty" schema:"date"`
	// Rate is the dividend rate (票面股息率).
	Rate *Quantity `json:"rate,omitempty"`
	// ParValue is the par value per share.
	ParValue *Quantity `json:"par_value,omitempty"`
	// PerShare is the amount per share (每股派发现金股息).
	PerShare *Quantity `json:"per_share,omitempty"`
	// PerTenShares is the amount for ten shares, as stated (每10股派发现金
	// 红利2.555元).
	PerTenShares *Quantity `json:"per_ten_shares,omitempty"`
	// TaxInclusive says whether the amounts are before tax (含税).
	TaxInclusive *bool `json:"tax_inclusive,omitempty"`
	// Shares is the shares the dividend is paid on.
	Shares *Quantity `json:"shares,omitempty"`
	// Total is the total paid (合计派发).
	Total *Quantity `json:"total,omitempty"`
	// Evidence is where each field above stands in the source, keyed by
	// its name.
	Evidence map[string]Ref `json:"evidence,omitempty"`
}

// JSONSchemaExtend lists the securities.
func (DividendPayment) JSONSchemaExtend(s *jsonschema.Schema) {
	enum(s, "security", paymentSecurities)
}

// Candidate is one candidate of an election by cumulative voting: the votes
// (in shares) cast for them, their stated ratio to the voting shares
// present, and whether they were elected.
type Candidate struct {
	// Seq is the candidate's number as stated (4.01).
	Seq string `json:"seq" jsonschema:"minLength=1"`
	// Name is the candidate's name.
	Name string `json:"name" jsonschema:"minLength=1"`
	// Votes is the votes cast for the candidate, in shares.
	Votes int `json:"votes" jsonschema:"minimum=0"`
	// Ratio is those votes as a ratio of the voting shares present, as
	// stated.
	Ratio *Quantity `json:"ratio,omitempty"`
	// Elected says whether the candidate was elected.
	Elected *bool `json:"elected,omitempty"`
	// Span is where the candidate's row stands in the input.
	Span Span `json:"span"`
	// Evidence is where the votes stand in the source, keyed votes.
	Evidence map[string]Ref `json:"evidence,omitempty"`
}
