package extract

// Formulas extracts nothing yet.
type Formulas struct{}

// Name implements Extractor.
func (Formulas) Name() string { return "formulas" }

// Extract implements Extractor.
func (Formulas) Extract(c *Context) {}
