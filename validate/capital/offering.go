package capital

import (
	"github.com/gonggao/gonggao/normalize"
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
// The figures come from the extracted offering terms (shares_max,
// par_value, amount_max). When the terms lack one of them, the text is
// read instead: a sentence stating the preference-share cap with the
// amount or the par value beside it (001: "境内优先股总数不超过6亿股（含），
// 总金额不超过人民币600亿元（含）"; 000: "发行不超过8亿股优先股，每股票面
// 金额为人民币壹佰元"), the missing figure from the nearest sentence that
// states it.
type OfferingSize struct{}

// ID implements Check.
func (OfferingSize) ID() string { return "offering" }

const (
	offeringSizeID      = "offering.amount_eq_shares_x_par"
	offeringSizeFormula = "amount=shares*par"
)

// Run implements Check.
func (c OfferingSize) Run(p *validate.Pass, out *schema.Document) {
	complete := false
	for _, o := range out.Offerings {
		if o.ReferenceOnly || o.AmountMax == nil || o.SharesMax == nil || o.ParValue == nil {
			continue
		}
		sh, ok1 := validate.SchemaOperand("shares", o.SharesMax, calc.Exact)
		par, ok2 := validate.SchemaOperand("par", o.ParValue, calc.Exact)
		st, ok3 := validate.SchemaStated(o.AmountMax, calc.Exact)
		if !ok1 || !ok2 || !ok3 {
			continue
		}
		complete = true
		out.Checks = append(out.Checks, validate.Spec{ID: offeringSizeID, Formula: offeringSizeFormula, Ops: []validate.Operand{sh, par}, Stated: st, Mode: calc.Exact}.Finding())
	}
	if complete {
		return
	}
	c.fromText(p, out)
}

// capWords mark a sentence stating the preference-share cap:
// "优先股总数不超过3亿股" (002, 003), "发行不超过8亿股优先股" (000).
var capWords = []string{"优先股"}

func (OfferingSize) fromText(p *validate.Pass, out *schema.Document) {
	doc := p.Doc
	ss := p.Sentences()
	for i, s := range ss {
		if !normalize.ContainsAny(s.Text, capWords) || normalize.ContainsAny(s.Text, []string{"认购", "转股", "表决权"}) {
			continue
		}
		var shares, amount, par *normalize.Quantity
		for _, q := range validate.Quantities(doc, s.Span) {
			q := q
			switch {
			case q.Unit == normalize.UnitShares && q.Bound == normalize.BoundLe && shares == nil:
				shares = &q
			case q.Unit == normalize.UnitCNY && q.Bound == normalize.BoundLe && amount == nil:
				amount = &q
			case q.Unit == normalize.UnitPrice && par == nil && isPar(doc, s, q):
				par = &q
			}
		}
		if shares == nil || amount == nil && par == nil {
			continue
		}
		if amount == nil {
			amount = nearest(doc, ss, i, func(s validate.Sentence, q normalize.Quantity) bool {
				return q.Unit == normalize.UnitCNY && q.Bound == normalize.BoundLe && normalize.ContainsAny(s.Text, amountWords)
			})
		}
		if par == nil {
			par = nearest(doc, ss, i, func(s validate.Sentence, q normalize.Quantity) bool {
				return q.Unit == normalize.UnitPrice && isPar(doc, s, q) && normalize.ContainsAny(s.Text, capWords)
			})
		}
		ops := []validate.Operand{validate.ExactOperand(doc, "shares", *shares)}
		if par != nil {
			ops = append(ops, validate.ExactOperand(doc, "par", *par))
		}
		if amount == nil {
			// Nothing stated to check: the product alone is no finding.
			continue
		}
		st := validate.TextStated(doc, *amount, calc.Exact)
		if par == nil {
			out.Checks = append(out.Checks, validate.Unverifiable(offeringSizeID, offeringSizeFormula, ops, st, "the par value is not stated"))
			continue
		}
		out.Checks = append(out.Checks, validate.Spec{ID: offeringSizeID, Formula: offeringSizeFormula, Ops: ops, Stated: st, Mode: calc.Exact}.Finding())
	}
}

// nearest returns the first quantity accepted by ok in the sentence
// nearest to ss[i] (earlier sentences first at equal distance).
func nearest(doc *normalize.Doc, ss []validate.Sentence, i int, ok func(validate.Sentence, normalize.Quantity) bool) *normalize.Quantity {
	for d := 1; d < len(ss); d++ {
		for _, j := range []int{i - d, i + d} {
			if j < 0 || j >= len(ss) {
				continue
			}
			for _, q := range validate.Quantities(doc, ss[j].Span) {
				if ok(ss[j], q) {
					return &q
				}
			}
		}
	}
	return nil
}
