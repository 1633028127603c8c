package extract

// Rules extracts nothing yet.
type Rules struct{}

// Name implements Extractor.
func (Rules) Name() string { return "rules" }

// Extract implements Extractor.
func (Rules) Extract(c *Context) {}
