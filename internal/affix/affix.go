// Package affix tests a string's opening and end against a table of words,
// the one test every reader of a wording table makes. It is a leaf package,
// so normalize, the extractors and the artefact rewritings share one copy.
package affix

import "strings"

// HasAnyPrefix reports whether s starts with one of words.
func HasAnyPrefix(s string, words []string) bool {
	for _, w := range words {
		if strings.HasPrefix(s, w) {
			return true
		}
	}
	return false
}

// HasAnySuffix reports whether s ends with one of words.
func HasAnySuffix(s string, words []string) bool {
	for _, w := range words {
		if strings.HasSuffix(s, w) {
			return true
		}
	}
	return false
}
