package validate

import (
	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/extract/contract"
)

// DefaultExtractors returns extract.Default() with the extractors of the
// families that live in packages of their own (contracts), in the order
// they run.
func DefaultExtractors() []extract.Extractor {
	exs := extract.Default()
	n := len(exs)
	// Contracts run before annexes, which read what the others found.
	out := make([]extract.Extractor, 0, n+1)
	out = append(out, exs[:n-1]...)
	out = append(out, contract.Contracts{})
	return append(out, exs[n-1])
}

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
