package extract

import (
	"regexp"
	"sort"
	"strings"

	"github.com/gonggao/gonggao/schema"
)

// Authorization wording, with the filings it came from.
var (
	// Delegation: "提请股东大会授权董事会，并由董事会转授权董事长、行长、主管
	// 副行长、董事会秘书或其他人士" (000), "转授权董事长、副董事长、行长" (002),
	// "转授权董事长高建平先生，董事、行长李仁杰先生，董事、董事会秘书唐斌先生"
	// (003), "转授权董事长、行长或其他高级管理人员" (001).
	reDelegation  = regexp.MustCompile(`转授权([^。]{0,80}?)(?:单独或共同|共同或单独|在股东大会|在授权范围|,在|全权|$)`)
	delegateRoles = []struct{ code, word string }{
		{"vice_chairman", "副董事长"},
		{"chairman", "董事长"},
		{"vice_president", "副行长"},
		{"president", "行长"},
		{"board_secretary", "董事会秘书"},
		{"senior_management", "高级管理人员"},
		{"others", "其他人士"},
	}
	// Validity: "前述授权自股东大会审议通过之日起24个月内有效" (003).
	reAuthValidity = regexp.MustCompile(`授权[^。]{0,24}?起\s?([0-9]{1,3}|[一二三四五六七八九十]{1,4})\s?个月(?:内)?有效`)
)

// extractAuthorization reads who may act for the board on the plan and for
// how long.
func extractAuthorization(c *Context, p *plan, off *schema.Offering) {
	sc := p.scope(famAuthorization)
	if len(sc) == 0 {
		return
	}
	text := c.Doc.Text
	a := &schema.Authorization{}
	found := false
	if m, ok := p.find(sc, reDelegation); ok {
		list := text[m.group(0).Start:m.group(0).End]
		// Longer words first, masked once counted: 副董事长 holds 董事长 and
		// 主管副行长 holds 行长.
		type pos struct {
			at   int
			code string
		}
		var roles []pos
		for _, r := range delegateRoles {
			for {
				i := strings.Index(list, r.word)
				if i < 0 {
					break
				}
				list = list[:i] + strings.Repeat("_", len(r.word)) + list[i+len(r.word):]
				roles = append(roles, pos{i, r.code})
			}
		}
		sort.Slice(roles, func(i, j int) bool { return roles[i].at < roles[j].at })
		for _, f := range roles {
			if !hasString(a.Delegates, f.code) {
				a.Delegates = append(a.Delegates, f.code)
			}
		}
		if len(a.Delegates) > 0 {
			evidence(c, &a.Evidence, "delegates", m.group(0))
			found = true
		}
	}
	if m, ok := p.find(sc, reAuthValidity); ok {
		if n, ok := intFrom(text, m.group(0)); ok {
			a.ValidityMonths = &n
			evidence(c, &a.Evidence, "validity_months", m.span)
			found = true
		}
	}
	if !found {
		notUnderstood(c, "authorization", sc)
		return
	}
	off.Authorization = a
}
