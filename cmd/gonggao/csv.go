package main

import (
	"bytes"
	"encoding/csv"
	"strconv"

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

// utf8BOM starts a CSV file for spreadsheet programs that otherwise read
// it in the local code page (--csv-bom).
const utf8BOM = "\ufeff"

// csvHeader returns the encoded header line.
func csvHeader(bom bool) []byte {
	var buf bytes.Buffer
	if bom {
		buf.WriteString(utf8BOM)
	}
	w := csv.NewWriter(&buf)
	w.Write(csvColumns)
	w.Flush()
	return buf.Bytes()
}

// csvRecord encodes the rows of one output record: one per offering of a
// document (none when it states no offering), or one carrying the error
// for an error record.
func csvRecord(v any) ([]byte, error) {
	var rows [][]string
	switch r := v.(type) {
	case *schema.Document:
		rows = documentRows(r)
	case *schema.ErrorRecord:
		row := make([]string, len(csvColumns))
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
	var company, number, date string
	if a := d.Announcement; a != nil {
		company, number, date = a.Company, a.Number, a.Date
	}
	failed := 0
	for _, c := range d.Checks {
		if c.Status == schema.StatusFail {
			failed++
		}
	}
	rows := make([][]string, 0, len(d.Offerings))
	for i := range d.Offerings {
		o := &d.Offerings[i]
		row := []string{
			d.Source.Path,
			d.Source.SHA256,
			company,
			number,
			date,
			o.Market,
			o.Security,
			boolCell(&o.ReferenceOnly),
			qty(o.SharesMax),
			qty(o.AmountMax),
			qty(o.ParValue),
			intCell(o.InvestorsMax),
		}
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
			strconv.Itoa(failed),
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
