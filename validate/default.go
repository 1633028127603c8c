package validate

// defaultChecks lists the checks in the order they run, which is the order
// of their findings: the terms of the issue first (size, conversion,
// subscriptions), then the figures of the proposal's prose and tables,
// holdings, the board's votes, and numbering last.
func defaultChecks() []Check {
	return []Check{
		OfferingSize{},
		ConversionShares{},
		Subscriptions{},
		DividendScenarios{},
		ListTotals{},
		Tables{},
		TextTable{},
		Holdings{},
		Votes{},
		Payment{},
		Numbering{},
	}
}
