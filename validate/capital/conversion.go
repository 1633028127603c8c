package capital

import (
	"github.com/gonggao/gonggao/schema"
	"github.com/gonggao/gonggao/validate"
	"github.com/gonggao/gonggao/validate/calc"
)

// ConversionShares checks the share counts a document derives from an
// amount of preference shares and a per-share price (the extracted
// share_counts): the ordinary shares issued on mandatory conversion
// (conversion.max_shares) and the votes restored (restoration.votes),
// Q = V / P with the document's own formula where it states one (Q=V/P,
// R=W/S). The amount and the price are those the count's sentence states
// (003: "若本次优先股发行总规模为300亿元，以…初始模拟转股价格9.86元/股测算，
// …将约增加30.43亿股"); otherwise the extracted offering terms
// (amount_max, conversion.initial_price; 001: "…即每股人民币5.20元。…最多
// 发行总数为11,538,461,538股"). The count is rounded as the extractor
// recorded: half up when stated with 约, cut down when the document
// truncates shares (去尾法) or states a ceiling.
type ConversionShares struct{}

// ID implements Check.
func (ConversionShares) ID() string { return "conversion" }

// Run implements Check.
func (c ConversionShares) Run(_ *validate.Pass, out *schema.Document) {
	for i := range out.ShareCounts {
		out.Checks = append(out.Checks, c.check(out, &out.ShareCounts[i]))
	}
}

func (c ConversionShares) check(out *schema.Document, sc *schema.ShareCount) schema.Check {
	id := "conversion.max_shares"
	if sc.Of == schema.ShareCountRestoration {
		id = "restoration.votes"
	}
	target, vName, pName := conversionNames(out, id)
	formula := target + "=" + vName + "/" + pName
	mode := calc.HalfUp
	if sc.Rounding == schema.RoundFloor {
		mode = calc.Floor
	}
	st, ok := validate.SchemaStated(&sc.Shares, mode)
	if !ok {
		return validate.Unverifiable(id, formula, nil, st, "the count does not read as a number")
	}
	var ops []validate.Operand
	if o, ok := operandOr(vName, sc.Amount, offeringAmount(out)); ok {
		ops = append(ops, o)
	}
	if o, ok := operandOr(pName, sc.Price, conversionPrice(out)); ok {
		ops = append(ops, o)
	}
	if len(ops) < 2 {
		return validate.Unverifiable(id, formula, ops, st, "the amount or the price the count is computed from is not stated")
	}
	return validate.Spec{ID: id, Formula: formula, Ops: ops, Stated: st, Mode: mode}.Finding()
}

// operandOr is the input name taken from q, else from the terms' figure
// or (both nil: none), exact as stated.
func operandOr(name string, q, or *schema.Quantity) (validate.Operand, bool) {
	if q == nil {
		q = or
	}
	if q == nil {
		return validate.Operand{}, false
	}
	return validate.SchemaOperand(name, q, calc.Exact)
}

// conversionNames returns the names of the document's own share-count
// formula (Q=V/P, R=W/S) when it states one of the form T=A/B.
func conversionNames(out *schema.Document, id string) (target, amount, price string) {
	var texts []string
	for _, f := range out.Formulas {
		if f.ID == "conversion.shares" && id == "conversion.max_shares" || f.ID == "restoration.votes" && id == "restoration.votes" {
			texts = append(texts, f.Text)
		}
	}
	for _, o := range out.Offerings {
		if o.Conversion != nil && id == "conversion.max_shares" {
			texts = append(texts, o.Conversion.Formula)
		}
		if o.VotingRestoration != nil && id == "restoration.votes" {
			texts = append(texts, o.VotingRestoration.Formula)
		}
	}
	for _, t := range texts {
		f, err := calc.Parse(t)
		if err != nil || len(f.Defs) > 0 || f.Expr.Op != calc.OpDiv || f.Expr.X.Op != calc.OpVar || f.Expr.Y.Op != calc.OpVar {
			continue
		}
		return f.Target, f.Expr.X.Text, f.Expr.Y.Text
	}
	return "Q", "V", "P"
}

// offeringAmount is the issue size: the first amount_max of the
// offerings, domestic first, or nil.
func offeringAmount(out *schema.Document) *schema.Quantity {
	for _, o := range offeringsDomesticFirst(out) {
		if o.AmountMax != nil {
			return o.AmountMax
		}
	}
	return nil
}

// conversionPrice is the conversion price: the first initial price of the
// offerings, domestic first, or nil.
func conversionPrice(out *schema.Document) *schema.Quantity {
	for _, o := range offeringsDomesticFirst(out) {
		if o.Conversion != nil && o.Conversion.InitialPrice != nil {
			return o.Conversion.InitialPrice
		}
	}
	return nil
}

// offeringsDomesticFirst lists the offerings with terms, domestic first:
// conversion is into A shares, priced on the domestic market.
func offeringsDomesticFirst(out *schema.Document) []schema.Offering {
	var dom, other []schema.Offering
	for _, o := range out.Offerings {
		switch {
		case o.ReferenceOnly:
		case o.Market == "domestic" || o.Market == "":
			dom = append(dom, o)
		default:
			other = append(other, o)
		}
	}
	return append(dom, other...)
}
