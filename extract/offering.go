package extract

// Offerings extracts nothing yet.
type Offerings struct{}

// Name implements Extractor.
func (Offerings) Name() string { return "offering" }

// Extract implements Extractor.
func (Offerings) Extract(c *Context) {}
