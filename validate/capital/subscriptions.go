package capital

import (
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
// The figures are the extracted subscriptions (shares, amount_max) and the
// offering's par value; each restatement of a commitment (restated: 002's
// plan, "拟认购不超过1,000万股本行本次发行的优先股，认购金额不超过人民币
// 10亿元") is checked as well.
type Subscriptions struct{}

// ID implements Check.
func (Subscriptions) ID() string { return "subscription" }

const (
	subscriptionID      = "subscription.amount"
	subscriptionFormula = "amount=shares*par"
)

// Run implements Check.
func (Subscriptions) Run(_ *validate.Pass, out *schema.Document) {
	for _, o := range out.Offerings {
		if o.ParValue == nil {
			continue
		}
		for _, sub := range o.Subscriptions {
			if sub.Shares != nil && sub.AmountMax != nil {
				out.Checks = appendSubscription(out.Checks, sub.Shares, sub.AmountMax, o.ParValue)
			}
			for i := range sub.Restated {
				r := &sub.Restated[i]
				out.Checks = appendSubscription(out.Checks, &r.Shares, &r.AmountMax, o.ParValue)
			}
		}
	}
}

// appendSubscription appends the finding amount = shares × par.
func appendSubscription(checks []schema.Check, shares, amount, parValue *schema.Quantity) []schema.Check {
	sh, ok1 := validate.SchemaOperand("shares", shares, calc.Exact)
	par, ok2 := validate.SchemaOperand("par", parValue, calc.Exact)
	st, ok3 := validate.SchemaStated(amount, calc.Exact)
	if !ok1 || !ok2 || !ok3 {
		return checks
	}
	return append(checks, validate.Spec{ID: subscriptionID, Formula: subscriptionFormula, Ops: []validate.Operand{sh, par}, Stated: st, Mode: calc.Exact}.Finding())
}
