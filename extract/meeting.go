package extract

// Meeting extracts nothing yet.
type Meeting struct{}

// Name implements Extractor.
func (Meeting) Name() string { return "meeting" }

// Extract implements Extractor.
func (Meeting) Extract(c *Context) {}
