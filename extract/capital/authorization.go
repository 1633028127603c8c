package capital

import (
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/internal/lazyre"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// Authorization wording, with the filings it came from.
var (
	// Delegation: "提请股东大会授权董事会，并由董事会转授权董事长、行长、主管
	// 副行长、董事会秘书或其他人士" (000), "转授权董事长、副董事长、行长" (002),
	// "转授权董事长高建平先生，董事、行长李仁杰先生，董事、董事会秘书唐斌先生"
	// (003), "转授权董事长、行长或其他高级管理人员" (001).
	reDelegation  = lazyre.New(`转授权([^。]{0,80}?)(?:单独或共同|共同或单独|在股东大会|在授权范围|,在|全权|$)`)
	delegateRoles = []struct{ code, word string }{
		{"vice_chairman", "副董事长"},
		{"chairman", "董事长"},
		{"vice_president", "副行长"},
		{"president", "行长"},
		{"board_secretary", "董事会秘书"},
		{"senior_management", "高级管理人员"},
		{"others", "其他人士"},
	}
)

// extractAuthorization reads who may act for the board on the plan and for
// how long: from the plan's own authorization section, or, when the plan
// has none (cut off by the newspaper page, or an annex that lists terms
// only), from the body of the resolution that approves the plan ("提请股东
// 大会根据《境内发行方案》授权董事会，并由董事会转授权董事长、行长或其他
// 高级管理人员共同或单独全权办理…", 001).
func extractAuthorization(c *extract.Context, p *plan, off *schema.Offering) {
	sc := p.scope(famAuthorization)
	if len(sc) == 0 {
		body, ok := planResolution(c.Doc, p.resolutions, p.market)
		if !ok {
			return
		}
		if a, ok := readAuthorization(c, []normalize.Span{body}); ok {
			off.Authorization = a
		}
		return
	}
	a, ok := readAuthorization(c, sc)
	if !ok {
		notUnderstood(c, "authorization", sc)
		return
	}
	off.Authorization = a
}

// readAuthorization reads the delegates and the validity of an
// authorization stated in spans.
func readAuthorization(c *extract.Context, sc []normalize.Span) (*schema.Authorization, bool) {
	text := c.Doc.Text
	a := &schema.Authorization{}
	found := false
	if m, ok := findIn(text, sc, reDelegation); ok {
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
				i := normalize.Index(list, r.word)
				if i < 0 {
					break
				}
				list = list[:i] + strings.Repeat("_", len(r.word)) + list[i+len(r.word):]
				roles = append(roles, pos{i, r.code})
			}
		}
		sort.Slice(roles, func(i, j int) bool { return roles[i].at < roles[j].at })
		for _, f := range roles {
			if !extract.HasString(a.Delegates, f.code) {
				a.Delegates = append(a.Delegates, f.code)
			}
		}
		if len(a.Delegates) > 0 {
			c.Evidence(&a.Evidence, "delegates", trimListEnd(text, m.group(0)))
			found = true
		}
	}
	if cd, ok := authValidityField.read(c, sc); ok {
		if n, ok := cd.countValue(); ok {
			a.ValidityMonths = &n
			c.Evidence(&a.Evidence, "validity_months", cd.span)
			found = true
		}
	}
	return a, found
}

// trimListEnd drops the separators and spaces a list of delegates ends
// with ("董事长、行长、主管副行长、董事会秘书或其他人士，", 000).
func trimListEnd(text string, sp normalize.Span) normalize.Span {
	for sp.End > sp.Start {
		r, size := utf8.DecodeLastRuneInString(text[sp.Start:sp.End])
		if r != ',' && r != '、' && r != ';' && r != ' ' && r != '\n' {
			break
		}
		sp.End -= size
	}
	return sp
}

// Titles of the resolution that approves a plan: "关于中国建设银行股份有限
// 公司境内发行优先股股票方案的议案" (001), "《关于中国光大银行股份有限公司
// 境内非公开发行优先股方案的议案》" (002), "关于…非公开发行优先股预案的议
// 案"; the market words are reDomestic / reOffshore.
var rePlanResolution = lazyre.New(`优先股[^。]{0,12}(?:方案|预案)`)

// planResolution returns the body of the board resolution that approves
// the plan of market (domestic or offshore): a resolution whose title
// names a preference-share plan of that market, or, when no title names a
// market, the only one that names a plan at all.
func planResolution(doc *normalize.Doc, resolutions func([]normalize.Line) []extract.Heading, market string) (normalize.Span, bool) {
	if resolutions == nil {
		return normalize.Span{}, false
	}
	lines := doc.Lines()
	end := extract.ResolutionsEnd(lines)
	heads := resolutions(lines[:end])
	var bare []normalize.Span
	for i, h := range heads {
		if !rePlanResolution.MatchString(h.Title) {
			continue
		}
		last := end
		if i+1 < len(heads) {
			last = heads[i+1].Line
		}
		body := normalize.Span{Start: lines[h.Line].Span.Start, End: lines[last-1].Span.End}
		on, off := reDomestic.MatchString(h.Title), reOffshore.MatchString(h.Title)
		switch {
		case market == "offshore" && off && !on, market != "offshore" && on && !off:
			return body, true
		case !on && !off:
			bare = append(bare, body)
		}
	}
	if len(bare) == 1 {
		return bare[0], true
	}
	return normalize.Span{}, false
}
