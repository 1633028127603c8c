// Package proposal checks the figures an offering proposal states in its
// prose and tables, beside its terms: the cost of the dividend under each
// assumed rate (DividendScenarios), averages and totals of lists of figures
// (ListTotals), the arithmetic of its tables — ratios, capital adequacy,
// earnings per share, the dividend history (Tables) — figures the prose
// repeats from a table (TextTable), and a shareholder's holding ratio
// against the company's total shares (Holdings). The scenarios and list
// totals read the extracted dividend_scenarios and list_totals, the table
// checks the extracted tables (laid out as grids once per Pass, grid.go),
// the text-table check the extracted text_figures against them, and the
// holding check the extracted holdings and total_shares (else a table's
// share capital).
package proposal
