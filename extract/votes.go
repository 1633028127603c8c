package extract

// Resolutions extracts nothing yet.
type Resolutions struct{}

// Name implements Extractor.
func (Resolutions) Name() string { return "votes" }

// Extract implements Extractor.
func (Resolutions) Extract(c *Context) {}
