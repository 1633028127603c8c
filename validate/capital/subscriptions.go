package capital

import (
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
	"github.com/gonggao/gonggao/validate"
	"github.com/gonggao/gonggao/validate/calc"
)

// Subscriptions checks a named subscriber's commitment: the amount it
// subscribes is its share count times the par value (subscription.amount):
// 002 "认购1,000万股本公司本次发行的优先股，认购金额不超过人民币10亿元" with
// 每股票面金额人民币100元 → 10亿元. The stated side is the amount.
//
// A subscription stated only as a share count (003: "拟认购本次发行的优先股
// 25,000,000股") states nothing to check against and yields no finding: the
// product is not a stated figure.
//
// The figures come from the extracted subscriptions when they hold both
// the shares and the amount, else from sentences that state a subscription
// (认购) with a share count and an amount.
type Subscriptions struct{}

// ID implements Check.
func (Subscriptions) ID() string { return "subscription" }

const (
	subscriptionID      = "subscription.amount"
	subscriptionFormula = "amount=shares*par"
)

// Run implements Check.
func (c Subscriptions) Run(p *validate.Pass, out *schema.Document) {
	for _, o := range out.Offerings {
		for _, sub := range o.Subscriptions {
			if sub.Shares == nil || sub.AmountMax == nil || o.ParValue == nil {
				continue
			}
			sh, ok1 := validate.SchemaOperand("shares", sub.Shares, calc.Exact)
			par, ok2 := validate.SchemaOperand("par", o.ParValue, calc.Exact)
			st, ok3 := validate.SchemaStated(sub.AmountMax, calc.Exact)
			if ok1 && ok2 && ok3 {
				out.Checks = append(out.Checks, validate.Spec{ID: subscriptionID, Formula: subscriptionFormula, Ops: []validate.Operand{sh, par}, Stated: st, Mode: calc.Exact}.Finding())
			}
		}
	}
	c.fromText(p, out)
}

// subscribeWords mark a subscription: "认购1,000万股" (002), "拟认购不超过
// 1,000万股" (002), "认购金额不超过人民币10亿元" (002).
var subscribeWords = []string{"认购"}

func (Subscriptions) fromText(p *validate.Pass, out *schema.Document) {
	doc := p.Doc
	ss := p.Sentences()
	for i, s := range ss {
		if !normalize.ContainsAny(s.Text, subscribeWords) {
			continue
		}
		var shares, amount, par *normalize.Quantity
		for _, q := range validate.Quantities(doc, s.Span) {
			q := q
			switch {
			case q.Unit == normalize.UnitShares && shares == nil:
				shares = &q
			case q.Unit == normalize.UnitCNY && shares != nil && amount == nil:
				amount = &q
			case q.Unit == normalize.UnitPrice && isPar(doc, s, q) && par == nil:
				par = &q
			}
		}
		if shares == nil || amount == nil {
			continue
		}
		ops := []validate.Operand{validate.ExactOperand(doc, "shares", *shares)}
		if par == nil {
			if o := parOperand(out); o != nil {
				ops = append(ops, *o)
			} else if p := nearest(doc, ss, i, func(s validate.Sentence, q normalize.Quantity) bool {
				return q.Unit == normalize.UnitPrice && isPar(doc, s, q) && normalize.ContainsAny(s.Text, capWords)
			}); p != nil {
				ops = append(ops, validate.ExactOperand(doc, "par", *p))
			}
		} else {
			ops = append(ops, validate.ExactOperand(doc, "par", *par))
		}
		st := validate.TextStated(doc, *amount, calc.Exact)
		if len(ops) < 2 {
			out.Checks = append(out.Checks, validate.Unverifiable(subscriptionID, subscriptionFormula, ops, st, "the par value is not stated"))
			continue
		}
		out.Checks = append(out.Checks, validate.Spec{ID: subscriptionID, Formula: subscriptionFormula, Ops: ops, Stated: st, Mode: calc.Exact}.Finding())
	}
}

// parOperand is the par value of the first offering that states one.
func parOperand(out *schema.Document) *validate.Operand {
	for _, o := range offeringsDomesticFirst(out) {
		if o.ParValue != nil {
			if op, ok := validate.SchemaOperand("par", o.ParValue, calc.Exact); ok {
				return &op
			}
		}
	}
	return nil
}

// capWords mark a sentence stating the preference-share cap (and its
// par value):
// "优先股总数不超过3亿股" (002, 003), "发行不超过8亿股优先股" (000).
var capWords = []string{"优先股"}

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

// parWords mark a per-share figure as the par value: "每股票面金额",
// "以每股人民币100元的票面金额" (001), "每股面值".
var parWords = []string{"票面金额", "面值", "面额"}

// isPar reports whether the per-share figure q in sentence s is a par
// value: 票面金额 or 面值 written just before or after it.
func isPar(doc *normalize.Doc, s validate.Sentence, q normalize.Quantity) bool {
	pre := normalize.Tail(doc.Text[s.Span.Start:q.Span.Start], 4)
	post := normalize.Head(doc.Text[q.Span.End:s.Span.End], 6)
	return normalize.ContainsAny(q.Text, parWords) || normalize.ContainsAny(pre, parWords) || normalize.ContainsAny(post, parWords)
}
