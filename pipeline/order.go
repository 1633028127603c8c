package pipeline

import (
	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/extract/amend"
	"github.com/gonggao/gonggao/extract/annex"
	"github.com/gonggao/gonggao/extract/announce"
	"github.com/gonggao/gonggao/extract/capital"
	"github.com/gonggao/gonggao/extract/contract"
	"github.com/gonggao/gonggao/extract/figures"
	"github.com/gonggao/gonggao/extract/meeting"
	"github.com/gonggao/gonggao/extract/payment"
	"github.com/gonggao/gonggao/pipeline/kind"
	"github.com/gonggao/gonggao/validate"
	amendchecks "github.com/gonggao/gonggao/validate/amend"
	capitalchecks "github.com/gonggao/gonggao/validate/capital"
	contractcheck "github.com/gonggao/gonggao/validate/contract"
	paymentchecks "github.com/gonggao/gonggao/validate/payment"
	"github.com/gonggao/gonggao/validate/proposal"
	"github.com/gonggao/gonggao/validate/votes"
)

// Extractors returns the extractors in the order they run. The order
// matters where one extractor reads what an earlier one wrote:
//
//  1. announcement: company, kind, number and date, which later ones use
//     (the kind decides whether to look for a meeting or a rule book);
//  2. meeting and resolutions: the board meeting and its vote tallies;
//  3. offerings: the preference-share terms, then the formulas the
//     document states (linked from the terms they belong to), the share
//     counts it derives from an amount and a price, and the figures it
//     states as parallel lists (dividend scenarios, averages and totals),
//     its tables of figures, the figures its prose repeats from them and
//     the holdings it states (read for the checks of their arithmetic);
//  4. amendments and rules: the comparison tables and rule books;
//  5. the dividend payment of a payment announcement, the contracts of a
//     contract announcement;
//  6. annexes: references to annexes and tables that are not there, which
//     needs to know what the earlier extractors found.
//
// Which of them read a document is its kind's choice (package
// pipeline/kind): Announcement decides the kind from the title, and only
// the extractors the kind names run after it (with the annexes, which
// every kind runs).
//
// Where one family reads a document with another family's reading, the
// list passes the reading in: the resolution approving an issuance plan is
// found among the board's resolutions (meeting.ResolutionHeadings). No
// family imports another.
func Extractors() []extract.Extractor {
	return extractors(kind.Default)
}

// extractors is Extractors with the kinds the announcement's kind is told
// from.
func extractors(kinds *kind.Set) []extract.Extractor {
	return []extract.Extractor{
		announce.Announcement{Kinds: kinds},
		meeting.Meeting{},
		meeting.Resolutions{},
		capital.Offerings{Resolutions: meeting.ResolutionHeadings},
		capital.BondTerms{},
		capital.Formulas{},
		capital.ShareCounts{},
		capital.ParallelLists{},
		figures.Tables{},
		figures.TextFigures{},
		figures.Holdings{},
		capital.PriceAdjustment{},
		amend.Amendments{},
		amend.Rules{},
		payment.DividendPayment{},
		contract.Contracts{},
		annex.Annexes{},
	}
}

// Checks returns the cross-checks in the order they run, which is the
// order of their findings: the terms of the issue first (size, conversion,
// subscriptions), then the figures of the proposal's prose and tables,
// holdings, the board's votes, and numbering last. Which of them run on a
// document is its kind's choice (package pipeline/kind).
func Checks() []validate.Check {
	return []validate.Check{
		capitalchecks.OfferingSize{},
		capitalchecks.ConversionShares{},
		capitalchecks.ConversionAdjust{},
		capitalchecks.Subscriptions{},
		capitalchecks.Placement{},
		proposal.DividendScenarios{},
		proposal.ListTotals{},
		proposal.Tables{},
		proposal.TextTable{},
		proposal.Holdings{},
		votes.Votes{},
		paymentchecks.Payment{},
		contractcheck.Contracts{},
		amendchecks.Numbering{},
	}
}
