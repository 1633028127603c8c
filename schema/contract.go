package schema

// KindContract is an announcement of a major contract or a bid award
// (重大合同公告, 中标公告, 预中标/中标候选人公示, 签订…合同的公告, 合同生效/
// 进展/履行情况的公告).
const KindContract = "contract"

// Currency units of a contract amount besides UnitCNY: ISO 4217 codes.
const (
	UnitUSD = "USD"
	UnitEUR = "EUR"
	UnitHKD = "HKD"
	UnitJPY = "JPY"
	UnitGBP = "GBP"
	UnitAUD = "AUD"
	UnitCAD = "CAD"
	UnitSGD = "SGD"
	UnitCHF = "CHF"
	UnitRUB = "RUB"
	UnitINR = "INR"
	UnitMYR = "MYR"
)

// Contract statuses: what the announcement reports of the contract.
const (
	// ContractAward: the company won the tender (中标, 成交, 收到中标通知书).
	ContractAward = "award"
	// ContractProvisionalAward: the company is the proposed winner, not yet
	// confirmed (预中标, 拟中标, 中标候选人公示).
	ContractProvisionalAward = "provisional_award"
	// ContractSigned: the contract was signed (签订, 签署).
	ContractSigned = "signed"
	// ContractEffective: the contract took effect (合同生效).
	ContractEffective = "effective"
	// ContractProgress: how a contract already announced is being
	// performed (进展, 履行情况).
	ContractProgress = "progress"
)

// Contract is one contract, or one lot (标段, 包件) of a tender, that an
// announcement reports. Names are the strings as the document writes them
// (spaces of the converted layout removed); Evidence holds, by field name
// (employer, contractor, consortium, project, contract_name, status,
// award_date, signing_date, effective_date), the text each was read from.
type Contract struct {
	// Employer is the party awarding the work or buying (甲方: 招标人,
	// 业主, 采购人, 发包人, 买方, 委托方).
	Employer string `json:"employer,omitempty"`
	// Contractor is the winner or seller (乙方), usually the company or
	// one of its subsidiaries.
	Contractor string `json:"contractor,omitempty"`
	// Consortium are the other members of a joint bid (联合体) besides
	// Contractor, in the order the document names them.
	Consortium []string `json:"consortium,omitempty"`
	// Project is the name of the project or tender (项目名称, 工程名称).
	Project string `json:"project,omitempty"`
	// ContractName is the title of the contract (《…合同》, …协议).
	ContractName string `json:"contract_name,omitempty"`
	// Lot is the lot's own designation when the contract is one lot of a
	// tender (包件1, 第二标段, TJ2标段).
	Lot string `json:"lot,omitempty"`
	// Amount is the contract's price in the currency stated: unit CNY or an
	// ISO 4217 code; a range (A至B) has Upper.
	Amount *Quantity `json:"amount,omitempty"`
	// AmountCNY is the amount in yuan as the document converts a foreign
	// amount (折合人民币约…), when it does.
	AmountCNY *Quantity `json:"amount_cny,omitempty"`
	// Status is award, provisional_award, signed, effective or progress.
	Status string `json:"status,omitempty"`
	// Dates stated for the contract: the award or its notice, the
	// signing, the date it took effect.
	AwardDate     string `json:"award_date,omitempty"`
	SigningDate   string `json:"signing_date,omitempty"`
	EffectiveDate string `json:"effective_date,omitempty"`
	// Duration is the time allowed for the work (工期, 建设期, 履行期限).
	Duration *Quantity `json:"duration,omitempty"`
	// RevenueShare is the amount as a share of the company's revenue as
	// the document states it (约占公司2016年度经审计营业收入的 9.59%), and
	// Revenue that revenue where the document states it.
	RevenueShare *Quantity      `json:"revenue_share,omitempty"`
	Revenue      *Quantity      `json:"revenue,omitempty"`
	ExchangeRate *ExchangeRate  `json:"exchange_rate,omitempty"`
	Span         Span           `json:"span"`
	Evidence     map[string]Ref `json:"evidence,omitempty"`
}

// ExchangeRate is a rate the document states for converting the amount:
// Rate yuan for one unit of Currency (按1美元兑换6.8元人民币).
type ExchangeRate struct {
	Currency string `json:"currency"`
	Rate     string `json:"rate"`
	Text     string `json:"text"`
	Span     Span   `json:"span"`
}
