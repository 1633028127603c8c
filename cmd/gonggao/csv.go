package main

import (
	"bytes"
	"encoding/csv"
	"strconv"
	"strings"

	"github.com/gonggao/gonggao/schema"
)

// csvColumns is the header of --format csv: one row per offering, the
// columns documented in docs/batch.md. New columns are only ever added at
// the end, so readers that index columns by position keep working.
var csvColumns = []string{
	"source_path",
	"sha256",
	"company",
	"announcement_number",
	"announcement_date",
	"market",
	"security",
	"reference_only",
	"shares_max",
	"amount_max",
	"par_value",
	"investors_max",
	"dividend_rate_kind",
	"dividend_reset_period_years",
	"dividend_cumulative",
	"dividend_participating",
	"dividend_cancel_notice_workdays",
	"dividend_day_count_basis",
	"conversion_trigger_cet1_ratio",
	"conversion_initial_price",
	"conversion_rounding",
	"conversion_max_shares",
	"redemption_earliest_after_years",
	"restoration_cumulative_years",
	"restoration_consecutive_years",
	"restoration_price",
	"resolution_validity_months",
	"subscriptions",
	"checks_failed",
	"error",
	"error_code",
}

// csvTable is one of the tables --format csv can write (--csv-table): its
// columns, documented in docs/batch.md, and the rows of a document. The
// last two columns are always error and error_code.
type csvTable struct {
	columns []string
	rows    func(*schema.Document) [][]string
}

// csvTableNames are the names of csvTables in the order the usage text
// and its errors list them.
var csvTableNames = []string{"offerings", "votes", "payments", "contracts", "bonds"}

// csvTableList names the tables for a message: "offerings, votes, …
// or bonds".
func csvTableList() string {
	n := len(csvTableNames)
	return strings.Join(csvTableNames[:n-1], ", ") + " or " + csvTableNames[n-1]
}

// csvTables are the tables by name; offerings is the default.
var csvTables = map[string]csvTable{
	"offerings": {csvColumns, documentRows},
	"votes":     {voteColumns, voteRows},
	"payments":  {paymentColumns, paymentRows},
	"bonds":     {bondColumns, bondRows},
	"contracts": {contractColumns, contractRows},
}

// contractColumns is the header of --csv-table contracts: one row per
// contract or lot of a contract announcement.
var contractColumns = []string{
	"source_path",
	"sha256",
	"company",
	"announcement_number",
	"announcement_date",
	"contract_seq",
	"status",
	"employer",
	"contractor",
	"consortium",
	"project",
	"contract_name",
	"lot",
	"amount",
	"amount_upper",
	"currency",
	"amount_cny",
	"award_date",
	"signing_date",
	"effective_date",
	"duration",
	"duration_unit",
	"revenue_share",
	"checks_failed",
	"error",
	"error_code",
}

func contractRows(d *schema.Document) [][]string {
	var rows [][]string
	for i, c := range d.Contracts {
		var amount, upper, cur, dur, durUnit string
		if q := c.Amount; q != nil {
			amount, upper, cur = q.Value, q.Upper, q.Unit
		}
		if q := c.Duration; q != nil {
			dur, durUnit = q.Value, q.Unit
		}
		r := append(docHead(d), strconv.Itoa(i+1), c.Status, c.Employer, c.Contractor, strings.Join(c.Consortium, "、"),
			c.Project, c.ContractName, c.Lot, amount, upper, cur, qty(c.AmountCNY), c.AwardDate, c.SigningDate, c.EffectiveDate,
			dur, durUnit, qty(c.RevenueShare), failedChecks(d), "", "")
		rows = append(rows, r)
	}
	return rows
}

// voteColumns is the header of --csv-table votes: one row for the
// meeting's own tally (resolution_seq empty), one per resolution, per item
// of a resolution voted item by item, per candidate of an election by
// cumulative voting, and per tally of a part of the shares a resolution
// states beside its own (votes_of: a class of shares, or minority for the
// small and medium investors).
var voteColumns = []string{
	"source_path",
	"sha256",
	"company",
	"announcement_number",
	"announcement_date",
	"kind",
	"meeting_body",
	"meeting_session",
	"meeting_date",
	"resolution_seq",
	"item_seq",
	"candidate_seq",
	"votes_of",
	"title",
	"unit",
	"valid",
	"for",
	"against",
	"abstain",
	"for_ratio",
	"against_ratio",
	"abstain_ratio",
	"recusals",
	"recused",
	"unanimous",
	"special",
	"elected",
	"to_shareholders",
	"checks_failed",
	"error",
	"error_code",
}

// paymentColumns is the header of --csv-table payments: one row per
// dividend payment announcement.
var paymentColumns = []string{
	"source_path",
	"sha256",
	"company",
	"announcement_number",
	"announcement_date",
	"security",
	"period_start",
	"period_end",
	"record_date",
	"ex_date",
	"payment_date",
	"last_trading_day",
	"rate",
	"par_value",
	"per_share",
	"per_ten_shares",
	"tax_inclusive",
	"shares",
	"total",
	"checks_failed",
	"error",
	"error_code",
}

// bondColumns is the header of --csv-table bonds: one row per
// convertible-bond offering, and per conversion-price adjustment.
var bondColumns = []string{
	"source_path",
	"sha256",
	"company",
	"announcement_number",
	"announcement_date",
	"kind",
	"bond_code",
	"bond_name",
	"amount_max",
	"par_value",
	"term_years",
	"coupon_rates",
	"conversion_initial_price",
	"conversion_period_start",
	"conversion_period_end",
	"reset_trigger_ratio",
	"reset_trigger_days",
	"reset_window_days",
	"redemption_maturity_ratio",
	"redemption_trigger_ratio",
	"redemption_balance_below",
	"put_trigger_ratio",
	"put_last_years",
	"adjustment_before",
	"adjustment_after",
	"adjustment_effective_date",
	"adjustment_reason",
	"adjustment_check",
	"checks_failed",
	"error",
	"error_code",
}

// bondRows are the rows of --csv-table bonds: one per convertible-bond
// offering, the document's adjustment on the first; an adjustment without
// an offering is a row of its own.
func bondRows(d *schema.Document) [][]string {
	var kind, code, name string
	if a := d.Announcement; a != nil {
		kind = a.Kind
		for _, sc := range a.StockCodes {
			if sc.Market == schema.MarketConvertible {
				code, name = sc.Code, sc.ShortName
				break
			}
		}
	}
	adj := make([]string, 5)
	if a := d.ConversionPriceAdjustment; a != nil {
		if name == "" {
			name = a.Bond
		}
		adj = []string{qty(a.Before), qty(a.After), a.EffectiveDate, a.Reason, ""}
		for _, c := range d.Checks {
			if c.ID == "conversion.adjust" {
				adj[4] = c.Status
			}
		}
	}
	row := func(o *schema.Offering, adj []string) []string {
		r := append(docHead(d), kind, code, name)
		if o == nil {
			o = &schema.Offering{}
		}
		var rates []string
		for i := range o.CouponRates {
			rates = append(rates, o.CouponRates[i].Value)
		}
		cv, red, put := o.Conversion, o.Redemption, o.Put
		if cv == nil {
			cv = &schema.Conversion{}
		}
		if red == nil {
			red = &schema.Redemption{}
		}
		if put == nil {
			put = &schema.Put{}
		}
		per, reset, cond := cv.Period, cv.Reset, red.Conditional
		if per == nil {
			per = &schema.ConversionPeriod{}
		}
		if reset == nil {
			reset = &schema.PriceReset{}
		}
		if cond == nil {
			cond = &schema.PriceTrigger{}
		}
		r = append(r, qty(o.AmountMax), qty(o.ParValue), intCell(o.TermYears), strings.Join(rates, ";"),
			qty(cv.InitialPrice), per.Start, per.End,
			qty(reset.TriggerRatio), intCell(reset.TriggerDays), intCell(reset.WindowDays),
			qty(red.MaturityRatio), qty(cond.TriggerRatio), qty(cond.BalanceBelow),
			qty(put.TriggerRatio), intCell(put.LastYears))
		r = append(r, adj...)
		return append(r, failedChecks(d), "", "")
	}
	var rows [][]string
	for i := range d.Offerings {
		if d.Offerings[i].Security != schema.SecurityConvertibleBond {
			continue
		}
		a := make([]string, 5)
		if len(rows) == 0 {
			a = adj
		}
		rows = append(rows, row(&d.Offerings[i], a))
	}
	if len(rows) == 0 && d.ConversionPriceAdjustment != nil {
		rows = append(rows, row(nil, adj))
	}
	return rows
}

// docHead is the first five cells of every table's row: the source and the
// announcement.
func docHead(d *schema.Document) []string {
	var company, number, date string
	if a := d.Announcement; a != nil {
		company, number, date = a.Company, a.Number, a.Date
	}
	return []string{d.Source.Path, d.Source.SHA256, company, number, date}
}

// failedChecks counts the document's failed checks.
func failedChecks(d *schema.Document) string {
	failed := 0
	for _, c := range d.Checks {
		if c.Status == schema.StatusFail {
			failed++
		}
	}
	return strconv.Itoa(failed)
}

func voteRows(d *schema.Document) [][]string {
	kind := ""
	if d.Announcement != nil {
		kind = d.Announcement.Kind
	}
	var body, session, date string
	if m := d.Meeting; m != nil {
		body, session, date = m.Body, m.Session, m.Date
	}
	failed := failedChecks(d)
	var rows [][]string
	// row appends one row: the tally cells (unit … recusals), the names of
	// the members who recused themselves and the flag cells (unanimous,
	// special, elected, to_shareholders).
	row := func(resSeq, itemSeq, candSeq, of, title string, tally []string, recused []string, flags []string) {
		r := append(docHead(d), kind, body, session, date, resSeq, itemSeq, candSeq, of, title)
		r = append(append(append(r, tally...), strings.Join(recused, "、")), flags...)
		rows = append(rows, append(r, failed, "", ""))
	}
	tally := func(v *schema.Votes) []string {
		if v == nil {
			return make([]string, 9)
		}
		return []string{v.Unit, intCell(v.Valid), strconv.Itoa(v.For), strconv.Itoa(v.Against), strconv.Itoa(v.Abstain),
			qty(v.ForRatio), qty(v.AgainstRatio), qty(v.AbstainRatio), intCell(v.Recusals)}
	}
	flags := func(r schema.Resolution) []string {
		return []string{boolCell(r.Unanimous), boolCell(r.Special), "", boolCell(r.ToShareholders)}
	}
	if m := d.Meeting; m != nil && (m.Votes != nil || m.Unanimous != nil) {
		// The tally of an approval the announcement reports without naming
		// the proposal (meeting.votes), or its unanimity (meeting.unanimous),
		// is a row of its own, first, with no resolution_seq: every
		// resolution's row has one.
		row("", "", "", "", "", tally(m.Votes), m.Recused, []string{boolCell(m.Unanimous), "", "", ""})
	}
	for _, res := range d.Resolutions {
		seq := strconv.Itoa(res.Seq)
		row(seq, "", "", "", res.Title, tally(res.Votes), res.Recused, flags(res))
		for _, cv := range res.ClassVotes {
			// A class's tally: its row after the resolution's, the class
			// in votes_of.
			row(seq, "", "", cv.Class, res.Title, tally(&cv.Votes), nil, make([]string, 4))
		}
		if res.MinorityVotes != nil {
			row(seq, "", "", minorityRow, res.Title, tally(res.MinorityVotes), nil, make([]string, 4))
		}
		for _, it := range res.Items {
			row(seq, strconv.Itoa(it.Seq), "", "", it.Title, tally(it.Votes), it.Recused, flags(it))
		}
		for _, c := range res.Candidates {
			// A candidate's votes stand in for and their ratio in for_ratio.
			row(seq, "", c.Seq, "", c.Name, []string{"shares", "", strconv.Itoa(c.Votes), "", "", qty(c.Ratio), "", "", ""}, nil,
				[]string{"", "", boolCell(c.Elected), ""})
		}
	}
	return rows
}

// minorityRow is the votes_of cell of the small and medium investors'
// tally (minority_votes).
const minorityRow = "minority"

func paymentRows(d *schema.Document) [][]string {
	p := d.DividendPayment
	if p == nil {
		return nil
	}
	r := append(docHead(d), p.Security, p.PeriodStart, p.PeriodEnd, p.RecordDate, p.ExDate, p.PaymentDate, p.LastTradingDay,
		qty(p.Rate), qty(p.ParValue), qty(p.PerShare), qty(p.PerTenShares), boolCell(p.TaxInclusive), qty(p.Shares), qty(p.Total),
		failedChecks(d), "", "")
	return [][]string{r}
}

// utf8BOM starts a CSV file for spreadsheet programs that otherwise read
// it in the local code page (--csv-bom).
const utf8BOM = "\ufeff"

// csvHeader returns the encoded header line of table t.
func csvHeader(t csvTable, bom bool) []byte {
	var buf bytes.Buffer
	if bom {
		buf.WriteString(utf8BOM)
	}
	w := csv.NewWriter(&buf)
	w.Write(t.columns)
	w.Flush()
	return buf.Bytes()
}

// csvRecord encodes the rows of one output record in table t: the
// document's rows (for offerings, one per offering; none when it states
// none), or one carrying the error for an error record.
func csvRecord(t csvTable, v any) ([]byte, error) {
	var rows [][]string
	switch r := v.(type) {
	case *schema.Document:
		rows = t.rows(r)
	case *schema.ErrorRecord:
		row := make([]string, len(t.columns))
		row[0], row[1] = r.Source.Path, r.Source.SHA256
		row[len(row)-2], row[len(row)-1] = r.Error, r.Code
		rows = [][]string{row}
	}
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	if err := w.WriteAll(rows); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func documentRows(d *schema.Document) [][]string {
	failed := failedChecks(d)
	rows := make([][]string, 0, len(d.Offerings))
	for i := range d.Offerings {
		o := &d.Offerings[i]
		row := append(docHead(d),
			o.Market,
			o.Security,
			boolCell(&o.ReferenceOnly),
			qty(o.SharesMax),
			qty(o.AmountMax),
			qty(o.ParValue),
			intCell(o.InvestorsMax),
		)
		var div schema.Dividend
		if o.Dividend != nil {
			div = *o.Dividend
		}
		row = append(row,
			div.RateKind,
			intCell(div.ResetPeriodYears),
			boolCell(div.Cumulative),
			boolCell(div.Participating),
			intCell(div.CancelNoticeWorkdays),
			intCell(div.DayCountBasis),
		)
		var conv schema.Conversion
		if o.Conversion != nil {
			conv = *o.Conversion
		}
		row = append(row,
			qty(triggerRatio(&conv)),
			qty(conv.InitialPrice),
			conv.Rounding,
			qty(conv.MaxShares),
		)
		var earliest *int
		if o.Redemption != nil {
			earliest = o.Redemption.EarliestAfterYears
		}
		var rest schema.Restoration
		if o.VotingRestoration != nil {
			rest = *o.VotingRestoration
		}
		row = append(row,
			intCell(earliest),
			intCell(rest.CumulativeYears),
			intCell(rest.ConsecutiveYears),
			qty(rest.Price),
			intCell(o.ResolutionValidityMonths),
			strconv.Itoa(len(o.Subscriptions)),
			failed,
			"",
			"",
		)
		rows = append(rows, row)
	}
	return rows
}

// triggerRatio is the core-tier-1 ratio that triggers conversion: the
// conversion's own field, else the ratio of its additional-tier-1 trigger.
func triggerRatio(c *schema.Conversion) *schema.Quantity {
	if c.TriggerCET1Ratio != nil {
		return c.TriggerCET1Ratio
	}
	for _, t := range c.Triggers {
		if t.Kind == "additional_tier1" && t.Ratio != nil {
			return t.Ratio
		}
	}
	return nil
}

// qty is a quantity's exact value string as extracted, or empty.
func qty(q *schema.Quantity) string {
	if q == nil {
		return ""
	}
	return q.Value
}

func intCell(p *int) string {
	if p == nil {
		return ""
	}
	return strconv.Itoa(*p)
}

func boolCell(p *bool) string {
	if p == nil {
		return ""
	}
	return strconv.FormatBool(*p)
}
