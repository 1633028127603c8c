package capital

import (
	"github.com/gonggao/gonggao/schema"
	"github.com/gonggao/gonggao/validate"
	"github.com/gonggao/gonggao/validate/calc"
)

// OfferingSize checks that the size of an issue is its share count times
// the par value (offering.amount_eq_shares_x_par): 800亿元 = 8亿股 × 100元
// (000), 300亿元 = 3亿股 × 100元 (002, 003). The stated side is the
// amount. Caps (不超过) are legal limits, not rounded measurements, so the
// figures count as exact.
//
// The figures are the extracted offering terms (shares_max, par_value,
// amount_max), each cited where the extractor found it; an offering whose
// terms lack one of them gives no finding.
type OfferingSize struct{}

// ID implements Check.
func (OfferingSize) ID() string { return "offering" }

const (
	offeringSizeID      = "offering.amount_eq_shares_x_par"
	offeringSizeFormula = "amount=shares*par"
)

// Run implements Check.
func (OfferingSize) Run(_ *validate.Pass, out *schema.Document) {
	for _, o := range out.Offerings {
		// Ordinary shares are placed at a price, not at par.
		if o.Security == schema.SecurityOrdinaryShare {
			continue
		}
		if o.ReferenceOnly || o.AmountMax == nil || o.SharesMax == nil || o.ParValue == nil {
			continue
		}
		sh, ok1 := validate.SchemaOperand("shares", o.SharesMax, calc.Exact)
		par, ok2 := validate.SchemaOperand("par", o.ParValue, calc.Exact)
		st, ok3 := validate.SchemaStated(o.AmountMax, calc.Exact)
		if !ok1 || !ok2 || !ok3 {
			continue
		}
		out.Checks = append(out.Checks, validate.Spec{ID: offeringSizeID, Formula: offeringSizeFormula, Ops: []validate.Operand{sh, par}, Stated: st, Mode: calc.Exact}.Finding())
	}
}
