package capital

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/extract/internal/testdoc"
	"github.com/gonggao/gonggao/extract/meeting"
	"github.com/gonggao/gonggao/internal/perturb"
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
	"guarantee":                  {extractIssueTerms, famGuarantee, func(o schema.Offering) string { return o.Guarantee }},
	"proceeds_use":               {extractIssueTerms, famProceeds, func(o schema.Offering) string { return o.ProceedsUse }},
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
	"dividend.frequency": {extractDividend, famDividend, func(o schema.Offering) string {
		if o.Dividend == nil {
			return ""
		}
		return o.Dividend.Frequency
	}},
	"dividend.payment": {extractDividend, famDividend, func(o schema.Offering) string {
		if o.Dividend == nil {
			return ""
		}
		return o.Dividend.Payment
	}},
	"dividend.reference_rate": {extractDividend, famDividend, func(o schema.Offering) string {
		if o.Dividend == nil {
			return ""
		}
		return o.Dividend.ReferenceRate
	}},
	"dividend.spread": {extractDividend, famDividend, func(o schema.Offering) string {
		if o.Dividend == nil {
			return ""
		}
		return o.Dividend.Spread
	}},
	"dividend.cap": {extractDividend, famDividend, func(o schema.Offering) string {
		if o.Dividend == nil {
			return ""
		}
		return o.Dividend.Cap
	}},
	"dividend.conditions": {extractDividend, famDividend, func(o schema.Offering) string {
		if o.Dividend == nil {
			return ""
		}
		return o.Dividend.Conditions
	}},
	"conversion.rounding": {extractConversion, famConversion, func(o schema.Offering) string {
		if o.Conversion == nil {
			return ""
		}
		return o.Conversion.Rounding
	}},
	"voting_restoration.ends_when": {extractVoting, famRestoration, func(o schema.Offering) string {
		if o.VotingRestoration == nil {
			return ""
		}
		return o.VotingRestoration.EndsWhen
	}},
	"voting_restoration.rounding": {extractVoting, famRestoration, func(o schema.Offering) string {
		if o.VotingRestoration == nil {
			return ""
		}
		return o.VotingRestoration.Rounding
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
	// Read in simplified characters, as Offerings reads a plan.
	c := (&extract.Context{Doc: testdoc.From("clause.txt", text), Out: &schema.Document{}}).Simplified()
	doc := c.Doc
	all := normalize.Span{Start: 0, End: len(doc.Text)}
	p := &plan{doc: doc, outline: extract.ParseOutline(doc.Text), region: all, clauses: map[string][]normalize.Span{fam: {all}}, resolutions: meeting.ResolutionHeadings}
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
	data := testdoc.Bytes(t, filepath.Join("testdata", "preference", "real_clauses.txt"))
	issuers := map[string]map[string]bool{}
	seen := map[string]bool{}
	blocks, runs := 0, 0
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
		blocks++
		t.Run(field+"/"+source, func(t *testing.T) {
			if got := rc.get(runScoped(t, body, rc.fam, rc.unit, true)); got != want {
				t.Errorf("%s = %q, want %q\n%s", field, got, want, body)
			}
			// The same sentences as a PDF's text layer or a web page may
			// give them.
			for _, pt := range clauseArtefacts {
				alt := pt.Apply(body)
				if alt == body {
					continue
				}
				runs++
				got := rc.get(runScoped(t, alt, rc.fam, rc.unit, false))
				if pt.Printed {
					got = perturb.Simplified(got)
				}
				key := field + "/" + source + "|" + pt.Name
				seen[key] = true
				// Under the rewritings that break the lines of a page
				// anywhere (inside a figure too), and under the others,
				// a value may be lost, never read otherwise.
				if got == "" && !exactUnder[pt.Name] && pt.Name != exactWrap {
					continue
				}
				switch _, known := clauseKnownBreaks[key]; {
				case got != want && !known:
					t.Errorf("%s: %s = %q, want %q\n%s", pt.Name, field, got, want, alt)
				case got == want && known:
					t.Errorf("%s reads %q now; take it off clauseKnownBreaks", key, got)
				}
			}
		})
	}
	for field := range realClauses {
		if len(issuers[field]) == 0 {
			t.Errorf("%s: no real wording", field)
		}
	}
	t.Logf("%d clauses × %d rewritings: %d that change the text", blocks, len(clauseArtefacts), runs)
	for key := range clauseKnownBreaks {
		if !seen[key] {
			t.Errorf("clauseKnownBreaks names %s, which no clause and rewriting gives", key)
		}
	}
}

// clauseArtefacts are the rewritings a clause's sentences are read under:
// those of a whole filing (perturb.All) and those of a clause's own lines
// (perturb.Clauses).
var clauseArtefacts = append(append([]perturb.Perturbation{}, perturb.All...), perturb.Clauses...)

// exactWrap is the wrap a clause's sentences are read under exactly as
// they are (besides exactUnder): lines broken between two Chinese
// characters away from the figures.
const exactWrap = "wrapped-between-words-24"

// clauseKnownBreaks are the clauses a rewriting still reads otherwise
// (field/source|rewriting), with what it reads: the list may only shrink.
var clauseKnownBreaks = map[string]string{}
