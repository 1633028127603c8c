package schema

import "github.com/invopop/jsonschema"

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

var currencies = []string{UnitUSD, UnitEUR, UnitHKD, UnitJPY, UnitGBP, UnitAUD, UnitCAD, UnitSGD, UnitCHF, UnitRUB, UnitINR, UnitMYR}

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

var contractStatuses = []string{ContractAward, ContractProvisionalAward, ContractSigned, ContractEffective, ContractProgress}

// Contract is one contract, or one lot (标段, 包件) of a tender, that an
// announcement reports. Names are the strings as the document writes them
// (spaces of the converted layout removed).
type Contract struct {
	// Employer is the party awarding the work or buying (甲方: 招标人,
	// 业主, 采购人, 发包人, 买方, 委托方).
	Employer string `json:"employer,omitempty" jsonschema:"minLength=1"`
	// Contractor is the winner or seller (乙方), usually the company or
	// one of its subsidiaries.
	Contractor string `json:"contractor,omitempty" jsonschema:"minLength=1"`
	// Consortium are the other members of a joint bid (联合体) besides the
	// contractor, in the order the document names them.
	Consortium []string `json:"consortium,omitempty"`
	// Project is the name of the project or tender (项目名称, 工程名称).
	Project string `json:"project,omitempty" jsonschema:"minLength=1"`
	// ContractName is the title of the contract (《…合同》, …协议).
	ContractName string `json:"contract_name,omitempty" jsonschema:"minLength=1"`
	// Lot is the lot's own designation when the contract is one lot of a
	// tender (包件1, 第二标段).
	Lot string `json:"lot,omitempty" jsonschema:"minLength=1"`
	// Amount is the contract's price in the currency stated: unit CNY or an
	// ISO 4217 code; a range (A至B) has upper.
	Amount *Quantity `json:"amount,omitempty"`
	// AmountCNY is the amount in yuan as the document converts a foreign
	// amount (折合人民币约…), when it does.
	AmountCNY *Quantity `json:"amount_cny,omitempty"`
	// Status is what the announcement reports of the contract: award,
	// provisional_award, signed, effective or progress.
	Status string `json:"status,omitempty"`
	// AwardDate is the date of the award or of its notice (中标通知书).
	AwardDate string `json:"award_date,omitempty" schema:"date"`
	// SigningDate is the date the contract was signed.
	SigningDate string `json:"signing_date,omitempty" schema:"date"`
	// EffectiveDate is the date the contract took effect.
	EffectiveDate string `json:"effective_date,omitempty" schema:"date"`
	// Duration is the time allowed for the work (工期, 建设期, 履行期限).
	Duration *Quantity `json:"duration,omitempty"`
	// RevenueShare is the amount as a share of the company's revenue as
	// the document states it (约占公司2016年度经审计营业收入的9.59%).
	RevenueShare *Quantity `json:"revenue_share,omitempty"`
	// Revenue is the revenue the share is of, where the document states it.
	Revenue *Quantity `json:"revenue,omitempty"`
	// ExchangeRate is the rate the document states for converting the
	// amount into yuan.
	ExchangeRate *ExchangeRate `json:"exchange_rate,omitempty"`
	// Span is where the contract is stated in the input.
	Span Span `json:"span"`
	// Evidence is where each name and date above stands in the source,
	// keyed by field name (employer, contractor, consortium, project,
	// contract_name, lot, status, award_date, signing_date,
	// effective_date).
	Evidence map[string]Ref `json:"evidence,omitempty"`
}

// JSONSchemaExtend lists the statuses.
func (Contract) JSONSchemaExtend(s *jsonschema.Schema) { enum(s, "status", contractStatuses) }

// ExchangeRate is a rate the document states for converting the amount:
// rate yuan for one unit of currency (1美元=6.82元).
type ExchangeRate struct {
	// Currency is the ISO 4217 code of the currency converted.
	Currency string `json:"currency"`
	// Rate is the yuan for one unit of the currency, exact as stated.
	Rate string `json:"rate" schema:"decimal"`
	// Text is the rate as written.
	Text string `json:"text" jsonschema:"minLength=1"`
	// Span is where the text stands in the input.
	Span Span `json:"span"`
}

// JSONSchemaExtend lists the currencies.
func (ExchangeRate) JSONSchemaExtend(s *jsonschema.Schema) { enum(s, "currency", currencies) }
