package extract

// Annexes extracts nothing yet.
type Annexes struct{}

// Name implements Extractor.
func (Annexes) Name() string { return "annexes" }

// Extract implements Extractor.
func (Annexes) Extract(c *Context) {}
