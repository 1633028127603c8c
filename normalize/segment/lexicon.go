package segment

import (
	"sort"
	"strings"
	"unicode/utf8"
)

// lexicon finds the longest domain term starting at a position.
type lexicon struct {
	byFirst map[rune][]string // terms by first rune, longest first
}

// parseLexicon reads lexicon.txt: one term per line, # comments.
func parseLexicon(text string) []string {
	var terms []string
	for line := range strings.Lines(text) {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		terms = append(terms, line)
	}
	return terms
}

func newLexicon(terms []string) *lexicon {
	lx := &lexicon{byFirst: make(map[rune][]string)}
	seen := make(map[string]bool, len(terms))
	for _, t := range terms {
		if t == "" || seen[t] {
			continue
		}
		seen[t] = true
		r, _ := utf8.DecodeRuneInString(t)
		lx.byFirst[r] = append(lx.byFirst[r], t)
	}
	for _, list := range lx.byFirst {
		sort.Slice(list, func(i, j int) bool {
			if len(list[i]) != len(list[j]) {
				return len(list[i]) > len(list[j])
			}
			return list[i] < list[j]
		})
	}
	return lx
}

// match returns the byte length of the longest term at text[i:], or 0.
func (lx *lexicon) match(text string, i int) int {
	r, _ := utf8.DecodeRuneInString(text[i:])
	for _, t := range lx.byFirst[r] {
		if strings.HasPrefix(text[i:], t) {
			return len(t)
		}
	}
	return 0
}
