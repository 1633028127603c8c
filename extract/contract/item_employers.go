// The further employers of an item: the parties its clause signs with,
// joined in a list, each a contract of its own at the item's price.

package contract

import (
	"strings"

	"github.com/gonggao/gonggao/schema"
)

// signedEnds may follow the last name of the parties a clause signs with:
// the signing verb ("…分别与华能定边新能源发电有限公司、海阳中电建风力发电有限公司
// 签订了总计约6.4亿元人民币的风力发电机组销售合同", 中国中车 临2015-080).
var signedEnds = []string{"签订", "签署", "签约"}

// signedWith returns the parties named after the employer an item's
// clause, s[from:to], signs with (与X、Y、Z签订了), joined to it in a list
// (coEmployerJoins) up to the signing verb, each a whole name that is not
// the company's own, a venue or the employer again; nil when the list
// does not end at the verb or the employer is not the first party the
// clause signs with. 分别 says each signs its own contract of the kind the
// clause names, at the one total it states: a contract with each of them,
// as perEmployer reads a contract several award together.
func (r *reader) signedWith(employer string, from, to int) []named {
	s := r.f.s
	ms := withParty(s, from, to)
	if len(ms) == 0 {
		return nil
	}
	name, _, j := cutName(s[ms[0][2]:ms[0][3]])
	if name == "" || r.expand(name) != employer {
		return nil
	}
	var out []named
	for k := ms[0][2] + j; k < to; {
		join := ""
		for _, w := range coEmployerJoins {
			if strings.HasPrefix(s[k:to], w) {
				join = w
				break
			}
		}
		if join == "" {
			if startsAny(s[k:to], signedEnds...) {
				return out
			}
			return nil
		}
		at := k + len(join)
		name, i, j := cutName(s[at:to])
		if name == "" || i != 0 {
			return nil
		}
		full := r.expand(name)
		if r.isOwn(full) || isVenue(full) || full == employer || containsAny(full, notCoEmployerWords...) {
			return nil
		}
		out = append(out, named{full, r.f.span(at, at+j)})
		k = at + j
	}
	return nil
}

// withEmployers returns ct, then ct with each of the further employers,
// the rest of the contract the same.
func (r *reader) withEmployers(ct schema.Contract, cos []named) []schema.Contract {
	out := []schema.Contract{ct}
	for _, co := range cos {
		c := ct
		c.Evidence = make(map[string]schema.Ref, len(ct.Evidence))
		for k, v := range ct.Evidence {
			c.Evidence[k] = v
		}
		c.Employer = co.name
		r.via("employer", "item: signed with", co.name)
		c.Evidence["employer"] = r.c.Ref(co.sp)
		out = append(out, c)
	}
	return out
}

// ownClause reports whether the nth item is the only one read from its
// clause (not one of the contracts a clause lists, respectively or by
// their amounts).
func ownClause(items []item, n int) bool {
	for k, o := range items {
		if k != n && o.from == items[n].from {
			return false
		}
	}
	return true
}
