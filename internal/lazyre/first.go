package lazyre

import (
	"regexp"
	"regexp/syntax"
	"slices"

	"github.com/gonggao/gonggao/internal/substr"
)

// first is the literals one of which every match of an expression opens
// with, and the expression anchored (^(?:…)), so that a search can go from
// one place where a match may start to the next (substr.Index, a fast scan)
// and try the expression only there. Package regexp skips ahead only to a
// single literal prefix; an expression that opens on a choice of words
// (同意|赞成|反对|弃权, 证券|股票|优先股…) or of characters ([。;:]) it tries at
// every character, and over a whole document it cannot use its
// backtracker, only its slower NFA.
//
// A match found from a place is the match a search of the whole text
// finds there, for an expression that asks nothing of the text before
// the place: one without ^ in multi-line mode, \A past its start, \b or \B
// (firstOfExpr leaves such expressions without first).
type first struct {
	words []string
	at    *regexp.Regexp
}

// maxFirst is the most words a first holds: a search for the next place
// looks for each.
const maxFirst = 8

// firstOfExpr returns the first of expr, or nil.
func firstOfExpr(expr string) *first {
	re, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		return nil
	}
	re = re.Simplify()
	if !contextFree(re) {
		return nil
	}
	words := firstOf(re)
	if words == nil {
		return nil
	}
	at, err := regexp.Compile(`^(?:` + expr + `)`)
	if err != nil {
		return nil
	}
	return &first{words: words, at: at}
}

// firstOf returns the strings one of which every match of re opens with,
// or nil when it cannot tell.
func firstOf(re *syntax.Regexp) []string {
	switch re.Op {
	case syntax.OpLiteral:
		if re.Flags&syntax.FoldCase != 0 || len(re.Rune) == 0 || !usable(re.Rune) {
			return nil
		}
		return []string{string(re.Rune)}
	case syntax.OpCharClass:
		return classSet(re, maxFirst)
	case syntax.OpCapture, syntax.OpPlus:
		return firstOf(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min >= 1 {
			return firstOf(re.Sub[0])
		}
	case syntax.OpConcat:
		if len(re.Sub) > 0 {
			return firstOf(re.Sub[0])
		}
	case syntax.OpAlternate:
		var set []string
		for _, sub := range re.Sub {
			f := firstOf(sub)
			if f == nil {
				return nil
			}
			for _, w := range f {
				if !slices.Contains(set, w) {
					set = append(set, w)
				}
			}
			if len(set) > maxFirst {
				return nil
			}
		}
		return set
	}
	return nil
}

// contextFree reports whether re asks nothing of the text before where
// it is tried.
func contextFree(re *syntax.Regexp) bool {
	switch re.Op {
	case syntax.OpBeginLine, syntax.OpBeginText, syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return false
	}
	for _, sub := range re.Sub {
		if !contextFree(sub) {
			return false
		}
	}
	return true
}

// next returns the first offset at or after pos where one of the words
// stands in s, or -1.
func (f *first) next(s string, pos int) int {
	best, t := -1, s[pos:]
	for _, w := range f.words {
		u := t
		if best >= 0 && best+len(w)-1 < len(t) {
			u = t[:best+len(w)-1] // a word that starts before best
		}
		if k := substr.Index(u, w); k >= 0 && (best < 0 || k < best) {
			best = k
		}
	}
	if best < 0 {
		return -1
	}
	return pos + best
}

// match returns the indexes, in s, of the first match at or after pos
// (with its submatches when sub is set), or nil.
func (f *first) match(s string, pos int, sub bool) []int {
	for pos <= len(s) {
		p := f.next(s, pos)
		if p < 0 {
			return nil
		}
		var m []int
		if sub {
			m = f.at.FindStringSubmatchIndex(s[p:])
		} else {
			m = f.at.FindStringIndex(s[p:])
		}
		if m != nil {
			for i := range m {
				if m[i] >= 0 {
					m[i] += p
				}
			}
			return m
		}
		pos = p + 1
	}
	return nil
}

// all returns the matches in s, at most n (all when n < 0), as
// regexp.FindAllStringSubmatchIndex (sub) or FindAllStringIndex does. A
// match opens on a word, so none is empty and the next search starts at
// the end of the one before.
func (f *first) all(s string, n int, sub bool) [][]int {
	if n < 0 {
		n = len(s) + 1
	}
	var out [][]int
	for pos := 0; len(out) < n; {
		m := f.match(s, pos, sub)
		if m == nil {
			break
		}
		out = append(out, m)
		pos = m[1]
	}
	return out
}
