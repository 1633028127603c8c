// Package corpus holds the bundled announcements gonggao is developed and
// regression-tested against: real filings as text, and renderings of them
// as HTML and PDF, embedded in the binary with a manifest that says what
// each file is and where it came from.
package corpus

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"sort"
)

//go:embed manifest.json *.txt *.html *.pdf
var files embed.FS

// Entry describes one bundled document.
type Entry struct {
	ID          string `json:"id"`
	File        string `json:"file"`
	Format      string `json:"format"` // txt, html or pdf
	SHA256      string `json:"sha256"`
	Bytes       int64  `json:"bytes"`
	Kind        string `json:"kind"`
	Company     string `json:"company"`
	Date        string `json:"date,omitempty"`
	Description string `json:"description"`
	DerivedFrom string `json:"derived_from,omitempty"` // file of the original a rendering was made from
	Renderer    string `json:"renderer,omitempty"`     // how a rendering was made
	Encoding    string `json:"encoding,omitempty"`
	// Partial marks a rendering of only part of its original (some pages),
	// which therefore does not state everything the original does.
	Partial bool `json:"partial,omitempty"`
}

type manifest struct {
	Documents []Entry `json:"documents"`
}

// Entries returns the bundled documents in a stable order: by file name.
func Entries() ([]Entry, error) {
	b, err := files.ReadFile("manifest.json")
	if err != nil {
		return nil, fmt.Errorf("corpus: %w", err)
	}
	var m manifest
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, fmt.Errorf("corpus: manifest.json: %w", err)
	}
	sort.Slice(m.Documents, func(i, j int) bool { return m.Documents[i].File < m.Documents[j].File })
	return m.Documents, nil
}

// Originals returns the entries that are original filings, not renderings.
func Originals() ([]Entry, error) {
	all, err := Entries()
	if err != nil {
		return nil, err
	}
	var out []Entry
	for _, e := range all {
		if e.DerivedFrom == "" {
			out = append(out, e)
		}
	}
	return out, nil
}

// ReadFile returns the bytes of a bundled file.
func ReadFile(name string) ([]byte, error) {
	b, err := files.ReadFile(name)
	if err != nil {
		return nil, fmt.Errorf("corpus: %w", err)
	}
	return b, nil
}

// FS returns the bundled files as a file system.
func FS() fs.FS { return files }
