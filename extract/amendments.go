package extract

// Amendments extracts nothing yet.
type Amendments struct{}

// Name implements Extractor.
func (Amendments) Name() string { return "amendments" }

// Extract implements Extractor.
func (Amendments) Extract(c *Context) {}
