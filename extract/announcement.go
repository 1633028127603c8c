package extract

// Announcement extracts nothing yet.
type Announcement struct{}

// Name implements Extractor.
func (Announcement) Name() string { return "announcement" }

// Extract implements Extractor.
func (Announcement) Extract(c *Context) {}
