package validate

import (
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// Check is one cross-check: it reads the extracted document (and the
// normalised text, for figures no extractor keeps) and appends findings.
type Check interface {
	// ID names the check; findings carry it with a suffix.
	ID() string
	// Run appends the check's findings to out.Checks.
	Run(doc *normalize.Doc, out *schema.Document)
}

// DefaultChecks returns the cross-checks in the order they run.
func DefaultChecks() []Check {
	return defaultChecks()
}

// RunChecks runs the checks on out.
func RunChecks(doc *normalize.Doc, out *schema.Document, checks []Check) {
	for _, c := range checks {
		c.Run(doc, out)
	}
}
