package lazyre

import (
	"bytes"
	"regexp/syntax"
	"slices"
	"unicode/utf8"

	"github.com/gonggao/gonggao/internal/substr"
)

// need is what every match of an expression contains: for each of its
// sets, one of the set's strings. A text that lacks every string of one
// set cannot match, and the search is answered without running the
// expression — most of the expressions of the extractors have no literal
// prefix the matcher could skip to (they open on a date, a number or a
// choice of words) and are tried on every sentence, a few of which hold
// what they look for.
//
// needOf reads the need off the expression's syntax: a literal is needed
// as written, a small character class as one of its characters, an
// alternation as one of what each branch needs, a concatenation as all
// that its parts need; an optional or repeated-zero-times part, a class
// of more than maxSet characters and a literal matched without regard
// to case need nothing.
type need [][]string

const (
	// maxSet is the most strings a set may hold: each absent one is a
	// scan of the text.
	maxSet = 4
	// maxSets is the most sets held: the first ones, those whose
	// shortest string is longest.
	maxSets = 3
)

// needOfExpr returns the need of expr, parsed as regexp.Compile parses
// it; nil when it needs nothing, or when it does not parse (MustCompile
// then panics first).
func needOfExpr(expr string) need {
	re, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		return nil
	}
	n := needOf(re.Simplify())
	slices.SortStableFunc(n, func(a, b []string) int { return shortest(b) - shortest(a) })
	if len(n) > maxSets {
		n = n[:maxSets]
	}
	return n
}

func needOf(re *syntax.Regexp) need {
	switch re.Op {
	case syntax.OpLiteral:
		if re.Flags&syntax.FoldCase != 0 || len(re.Rune) == 0 {
			return nil
		}
		s := string(re.Rune)
		if !usable(re.Rune) {
			return nil
		}
		return need{{s}}
	case syntax.OpCharClass:
		set := classSet(re, maxSet)
		if set == nil {
			return nil
		}
		return need{set}
	case syntax.OpCapture, syntax.OpPlus:
		return needOf(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min >= 1 {
			return needOf(re.Sub[0])
		}
	case syntax.OpConcat:
		var n need
		for _, sub := range re.Sub {
			n = append(n, needOf(sub)...)
		}
		return n
	case syntax.OpAlternate:
		var set []string
		for _, sub := range re.Sub {
			best := mostSelective(needOf(sub))
			if best == nil {
				return nil
			}
			for _, s := range best {
				if !slices.Contains(set, s) {
					set = append(set, s)
				}
			}
			if len(set) > maxSet {
				return nil
			}
		}
		return need{set}
	}
	return nil
}

// usable reports whether a text holding a match of rs holds their UTF-8
// encoding: not so for U+FFFD, which the matcher also reads for a byte
// that is not UTF-8, nor for a rune that has no encoding.
func usable(rs []rune) bool {
	for _, r := range rs {
		if r == utf8.RuneError || !utf8.ValidRune(r) {
			return false
		}
	}
	return true
}

// classSet returns the characters of the character class re, one string
// each, or nil when it holds none, more than max, or one that is not a
// valid character.
func classSet(re *syntax.Regexp, max int) []string {
	var set []string
	for i := 0; i+1 < len(re.Rune); i += 2 {
		lo, hi := re.Rune[i], re.Rune[i+1]
		if hi < lo || int(hi-lo)+1+len(set) > max {
			return nil
		}
		for r := lo; r <= hi; r++ {
			if !usable([]rune{r}) {
				return nil
			}
			set = append(set, string(r))
		}
	}
	if len(set) == 0 {
		return nil
	}
	return set
}

// mostSelective returns the set of n whose shortest string is longest.
func mostSelective(n need) []string {
	var best []string
	for _, set := range n {
		if best == nil || shortest(set) > shortest(best) {
			best = set
		}
	}
	return best
}

func shortest(set []string) int {
	m := 0
	for i, s := range set {
		if i == 0 || len(s) < m {
			m = len(s)
		}
	}
	return m
}

// lacks reports whether s lacks every string of one of n's sets: no match
// of the expression is in s.
func (n need) lacks(s string) bool {
	for _, set := range n {
		found := false
		for _, w := range set {
			if substr.Contains(s, w) {
				found = true
				break
			}
		}
		if !found {
			return true
		}
	}
	return false
}

// lacksBytes is lacks for a byte slice.
func (n need) lacksBytes(b []byte) bool {
	for _, set := range n {
		found := false
		for _, w := range set {
			if bytes.Contains(b, []byte(w)) {
				found = true
				break
			}
		}
		if !found {
			return true
		}
	}
	return false
}
