package capital

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/extract/meeting"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// realClause says how a field of testdata/preference/real_clauses.txt is
// read: the clause unit, the clause family its sentences are given to and
// the value as a string.
type realClause struct {
	unit func(*extract.Context, *plan, *schema.Offering)
	fam  string
	get  func(schema.Offering) string
}

func quantityValue(q *schema.Quantity) string {
	if q == nil {
		return ""
	}
	return q.Value
}

func boolValue(b *bool) string {
	if b == nil {
		return ""
	}
	return strconv.FormatBool(*b)
}

func intValue(n *int) string {
	if n == nil {
		return ""
	}
	return strconv.Itoa(*n)
}

var realClauses = map[string]realClause{
	"shares_max":                 {extractIssueTerms, famSize, func(o schema.Offering) string { return quantityValue(o.SharesMax) }},
	"amount_max":                 {extractIssueTerms, famSize, func(o schema.Offering) string { return quantityValue(o.AmountMax) }},
	"par_value":                  {extractIssueTerms, famPar, func(o schema.Offering) string { return quantityValue(o.ParValue) }},
	"investors_max":              {extractIssueTerms, famInvestors, func(o schema.Offering) string { return intValue(o.InvestorsMax) }},
	"method":                     {extractIssueTerms, famMethod, func(o schema.Offering) string { return o.Method }},
	"tranches":                   {extractIssueTerms, famMethod, func(o schema.Offering) string { return o.Tranches }},
	"maturity":                   {extractIssueTerms, famMaturity, func(o schema.Offering) string { return o.Maturity }},
	"lock_up":                    {extractIssueTerms, famLockUp, func(o schema.Offering) string { return o.LockUp }},
	"issue_price":                {extractIssueTerms, famPar, func(o schema.Offering) string { return o.IssuePrice }},
	"resolution_validity_months": {extractIssueTerms, famValidity, func(o schema.Offering) string { return intValue(o.ResolutionValidityMonths) }},
	"dividend.cancel_notice_workdays": {extractDividend, famDividend, func(o schema.Offering) string {
		if o.Dividend == nil {
			return ""
		}
		return intValue(o.Dividend.CancelNoticeWorkdays)
	}},
	"dividend.day_count_basis": {extractDividend, famDividend, func(o schema.Offering) string {
		if o.Dividend == nil {
			return ""
		}
		return intValue(o.Dividend.DayCountBasis)
	}},
	"dividend.participating": {extractDividend, famDividend, func(o schema.Offering) string {
		if o.Dividend == nil || o.Dividend.Participating == nil {
			return ""
		}
		return strconv.FormatBool(*o.Dividend.Participating)
	}},
	"dividend.rate_kind": {extractDividend, famDividend, func(o schema.Offering) string {
		if o.Dividend == nil {
			return ""
		}
		return o.Dividend.RateKind
	}},
	"dividend.cancellable": {extractDividend, famDividend, func(o schema.Offering) string {
		if o.Dividend == nil {
			return ""
		}
		return boolValue(o.Dividend.Cancellable)
	}},
	"dividend.cumulative": {extractDividend, famDividend, func(o schema.Offering) string {
		if o.Dividend == nil {
			return ""
		}
		return boolValue(o.Dividend.Cumulative)
	}},
	"redemption.price_rule": {extractRedemption, famRedemption, func(o schema.Offering) string {
		if o.Redemption == nil {
			return ""
		}
		return o.Redemption.PriceRule
	}},
	"redemption.issuer_only": {extractRedemption, famRedemption, func(o schema.Offering) string {
		if o.Redemption == nil {
			return ""
		}
		return boolValue(o.Redemption.IssuerOnly)
	}},
	"redemption.regulator_approval": {extractRedemption, famRedemption, func(o schema.Offering) string {
		if o.Redemption == nil {
			return ""
		}
		return boolValue(o.Redemption.RegulatorApproval)
	}},
	"dividend.stopper": {extractDividend, famDividend, func(o schema.Offering) string {
		if o.Dividend == nil {
			return ""
		}
		return boolValue(o.Dividend.Stopper)
	}},
	"dividend.reset_period_years": {extractDividend, famDividend, func(o schema.Offering) string {
		if o.Dividend == nil {
			return ""
		}
		return intValue(o.Dividend.ResetPeriodYears)
	}},
	"redemption.earliest_after_years": {extractRedemption, famRedemption, func(o schema.Offering) string {
		if o.Redemption == nil {
			return ""
		}
		return intValue(o.Redemption.EarliestAfterYears)
	}},
	"voting.threshold": {extractVoting, famVoting, func(o schema.Offering) string {
		if o.Voting == nil {
			return ""
		}
		return quantityValue(o.Voting.Threshold)
	}},
	"voting_restoration.cumulative_years": {extractVoting, famRestoration, func(o schema.Offering) string {
		if o.VotingRestoration == nil {
			return ""
		}
		return intValue(o.VotingRestoration.CumulativeYears)
	}},
	"voting_restoration.consecutive_years": {extractVoting, famRestoration, func(o schema.Offering) string {
		if o.VotingRestoration == nil {
			return ""
		}
		return intValue(o.VotingRestoration.ConsecutiveYears)
	}},
	"voting_restoration.price": {extractVoting, famRestoration, func(o schema.Offering) string {
		if o.VotingRestoration == nil {
			return ""
		}
		return quantityValue(o.VotingRestoration.Price)
	}},
	"conversion.trigger_cet1_ratio": {extractConversion, famConversion, func(o schema.Offering) string {
		if o.Conversion == nil {
			return ""
		}
		return quantityValue(o.Conversion.TriggerCET1Ratio)
	}},
	"conversion.initial_price": {extractConversion, famConversion, func(o schema.Offering) string {
		if o.Conversion == nil {
			return ""
		}
		return quantityValue(o.Conversion.InitialPrice)
	}},
	"conversion.cash_dividend_adjustment": {extractConversion, famConversion, func(o schema.Offering) string {
		if o.Conversion == nil {
			return ""
		}
		return boolValue(o.Conversion.CashDividendAdj)
	}},
	"conversion.max_shares": {extractConversion, famConversion, func(o schema.Offering) string {
		if o.Conversion == nil {
			return ""
		}
		return quantityValue(o.Conversion.MaxShares)
	}},
	"conversion.price_basis": {extractConversion, famConversion, func(o schema.Offering) string {
		if o.Conversion == nil {
			return ""
		}
		return o.Conversion.PriceBasis
	}},
	"authorization.validity_months": {extractAuthorization, famAuthorization, func(o schema.Offering) string {
		if o.Authorization == nil {
			return ""
		}
		return intValue(o.Authorization.ValidityMonths)
	}},
}

// runScoped applies one clause unit to text given whole to one clause
// family, as the sections of that clause would be: a sentence copied from
// a plan is read without the heading it stood under.
// The spans of the values are checked on the text as copied (spans): where
// a line break is taken out of a figure, its text is the figure without
// it.
func runScoped(t *testing.T, text, fam string, unit func(*extract.Context, *plan, *schema.Offering), spans bool) schema.Offering {
	t.Helper()
	doc := clauseDoc("clause.txt", text)
	all := normalize.Span{Start: 0, End: len(doc.Text)}
	p := &plan{doc: doc, outline: extract.ParseOutline(doc.Text), region: all, clauses: map[string][]normalize.Span{fam: {all}}, resolutions: meeting.ResolutionHeadings}
	c := &extract.Context{Doc: doc, Out: &schema.Document{}}
	var off schema.Offering
	unit(c, p, &off)
	if spans {
		checkValueSpans(t, doc, &off)
	}
	return off
}

// TestRealClauses reads each field from the issuers' own sentences, copied
// from their plans (testdata/preference/real_clauses.txt; the sources are
// in its NOTICE), and holds the value each states.
func TestRealClauses(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "preference", "real_clauses.txt"))
	if err != nil {
		t.Fatal(err)
	}
	issuers := map[string]map[string]bool{}
	for _, block := range strings.Split("\n"+string(data), "\n== ")[1:] {
		head, body, _ := strings.Cut(block, "\n")
		spec, source, _ := strings.Cut(head, " | ")
		field, want, _ := strings.Cut(spec, " ")
		rc, ok := realClauses[field]
		if !ok {
			t.Fatalf("%s: no reader for field %q", source, field)
		}
		if issuers[field] == nil {
			issuers[field] = map[string]bool{}
		}
		issuers[field][strings.Fields(source)[0]] = true
		t.Run(field+"/"+source, func(t *testing.T) {
			if got := rc.get(runScoped(t, body, rc.fam, rc.unit, true)); got != want {
				t.Errorf("%s = %q, want %q\n%s", field, got, want, body)
			}
			// The same sentences as a PDF's text layer or a web page may
			// give them.
			for _, pt := range artefacts {
				alt := pt.apply(body)
				if alt == body {
					continue
				}
				if got := rc.get(runScoped(t, alt, rc.fam, rc.unit, false)); got != want {
					t.Errorf("%s: %s = %q, want %q\n%s", pt.name, field, got, want, alt)
				}
			}
		})
	}
	for field := range realClauses {
		if len(issuers[field]) == 0 {
			t.Errorf("%s: no real wording", field)
		}
	}
}

// artefacts are the changes the conversion of a filing makes to its text:
// spaces between Chinese and digits (a PDF's text layer), full-width
// digits and signs (a web page), a number's unit on the next line.
var artefacts = []struct {
	name  string
	apply func(string) string
}{
	{"spaced", func(s string) string {
		var b strings.Builder
		prev := rune(0)
		for _, r := range s {
			if prev != 0 && (isDigit(r) && isHan(prev) || isHan(r) && isDigit(prev)) {
				b.WriteByte(' ')
			}
			b.WriteRune(r)
			prev = r
		}
		return b.String()
	}},
	{"full_width", func(s string) string {
		return strings.Map(func(r rune) rune {
			switch {
			case isDigit(r):
				return r - '0' + '０'
			case r == '%':
				return '％'
			case r == '.':
				return '．'
			}
			return r
		}, s)
	}},
	{"unit_broken", func(s string) string {
		// The first figure's unit put on a line of its own.
		rs := []rune(s)
		for i := 1; i < len(rs); i++ {
			if isDigit(rs[i-1]) && (rs[i] == '亿' || rs[i] == '万' || rs[i] == '元' || rs[i] == '股' || rs[i] == '%' || rs[i] == '名' || rs[i] == '人') {
				return string(rs[:i]) + "\n" + string(rs[i:])
			}
		}
		return s
	}},
	{"wrapped", func(s string) string {
		// Each line wrapped after its 24th character, between two Chinese
		// characters, as a PDF's text layer breaks a paragraph; not within
		// five characters of a figure nor in the ten after 每: its
		// numerals, bound, unit and per-share words (二\n十, 不超\n过,
		// 个会计年\n度, 每股票\n面金额为人民币壹佰元) are the quantity
		// reader's to join.
		var b strings.Builder
		for _, line := range strings.SplitAfter(s, "\n") {
			rs := []rune(line)
			for i := 24; i < len(rs); i += 24 {
				for i < len(rs) && !(isHan(rs[i-1]) && isHan(rs[i]) && !digitWithin(rs, i, 5) && !strings.ContainsRune(string(rs[max(0, i-10):i]), '每')) {
					i++
				}
				if i < len(rs) {
					b.WriteString(string(rs[:i]) + "\n")
					rs = rs[i:]
					i = 0
				}
			}
			b.WriteString(string(rs))
		}
		return b.String()
	}},
}

func isDigit(r rune) bool { return r >= '0' && r <= '9' }

func isHan(r rune) bool { return r >= 0x4E00 && r <= 0x9FFF }

// digitWithin reports whether a digit stands within n characters of the
// place i in rs.
func digitWithin(rs []rune, i, n int) bool {
	for k := max(0, i-n); k < min(len(rs), i+n); k++ {
		if isDigit(rs[k]) || strings.ContainsRune("〇零一二三四五六七八九十百千万亿两壹贰叁肆伍陆柒捌玖拾佰仟", rs[k]) {
			return true
		}
	}
	return false
}
