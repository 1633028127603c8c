package normalize

import (
	"regexp/syntax"
	"unicode/utf8"
)

// Prefilter is a set of literals one of which every match of a regular
// expression holds: a text holding none of them cannot match, so the
// expression need not be run over it. A nil Prefilter knows no such
// literal and lets every text through.
//
// Go's regexp finds a literal prefix quickly, but an expression that starts
// with an alternation or a class ("(?:总股本|股份总数)", "[一二三四]") is
// tried at every offset; over long text most of that work is wasted when
// the words it needs are not there at all.
type Prefilter []string

// maxPrefilterLiterals bounds the literals a Prefilter holds: beyond it,
// looking for each costs more than running the expression.
const maxPrefilterLiterals = 12

// maxPrefilterClass bounds the runes of a character class taken as
// literals.
const maxPrefilterClass = 4

// NewPrefilter returns the Prefilter of re, read from its syntax tree: the
// literals of the one part of a concatenation every match must go through
// (an alternation gives the literals of all its branches, a repetition of
// at least one those of its body, a small class its runes), chosen for the
// longest shortest literal. It returns nil when no part is certain, or for
// case-folded literals.
func NewPrefilter(re interface{ String() string }) Prefilter {
	tree, err := syntax.Parse(re.String(), syntax.Perl)
	if err != nil {
		return nil
	}
	return required(tree)
}

// MayMatch reports whether s holds one of p's literals, or p is nil.
func (p Prefilter) MayMatch(s string) bool {
	if p == nil {
		return true
	}
	for _, lit := range p {
		if Contains(s, lit) {
			return true
		}
	}
	return false
}

// required returns literals one of which every match of re holds, or nil.
func required(re *syntax.Regexp) Prefilter {
	switch re.Op {
	case syntax.OpLiteral:
		if re.Flags&syntax.FoldCase != 0 || len(re.Rune) == 0 {
			return nil
		}
		return Prefilter{string(re.Rune)}
	case syntax.OpCharClass:
		n := 0
		for i := 0; i+1 < len(re.Rune); i += 2 {
			n += int(re.Rune[i+1]-re.Rune[i]) + 1
			if n > maxPrefilterClass {
				return nil
			}
		}
		var out Prefilter
		for i := 0; i+1 < len(re.Rune); i += 2 {
			for r := re.Rune[i]; r <= re.Rune[i+1]; r++ {
				if !utf8.ValidRune(r) {
					return nil
				}
				out = append(out, string(r))
			}
		}
		if len(out) == 0 {
			return nil
		}
		return out
	case syntax.OpCapture, syntax.OpPlus:
		return required(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min < 1 {
			return nil
		}
		return required(re.Sub[0])
	case syntax.OpConcat:
		// Runs of parts that each match one of a few strings are joined
		// first: the parser factors 股份总数|股本总额 into 股(?:份总数|本总额).
		var best, run Prefilter
		for _, sub := range re.Sub {
			if e := exact(sub); e != nil {
				if c := cross(run, e); c != nil {
					run = c
					continue
				}
				if better(run, best) {
					best = run
				}
				run = e
				continue
			}
			if run != nil && better(run, best) {
				best = run
			}
			run = nil
			if p := required(sub); p != nil && better(p, best) {
				best = p
			}
		}
		if run != nil && better(run, best) {
			best = run
		}
		return best
	case syntax.OpAlternate:
		var out Prefilter
		for _, sub := range re.Sub {
			p := required(sub)
			if p == nil {
				return nil
			}
			out = append(out, p...)
		}
		if len(out) > maxPrefilterLiterals {
			return nil
		}
		return out
	}
	return nil
}

// exact returns every string re matches when they are few, or nil.
func exact(re *syntax.Regexp) Prefilter {
	switch re.Op {
	case syntax.OpLiteral, syntax.OpCharClass:
		return required(re)
	case syntax.OpCapture:
		return exact(re.Sub[0])
	case syntax.OpConcat:
		var out Prefilter
		for _, sub := range re.Sub {
			e := exact(sub)
			if e == nil {
				return nil
			}
			if out = cross(out, e); out == nil {
				return nil
			}
		}
		return out
	case syntax.OpAlternate:
		var out Prefilter
		for _, sub := range re.Sub {
			e := exact(sub)
			if e == nil {
				return nil
			}
			out = append(out, e...)
		}
		if len(out) > maxPrefilterLiterals {
			return nil
		}
		return out
	}
	return nil
}

// cross returns every string of p followed by one of q (q when p is nil),
// or nil when they would be too many.
func cross(p, q Prefilter) Prefilter {
	if p == nil {
		return q
	}
	if len(p)*len(q) > maxPrefilterLiterals {
		return nil
	}
	out := make(Prefilter, 0, len(p)*len(q))
	for _, a := range p {
		for _, b := range q {
			out = append(out, a+b)
		}
	}
	return out
}

// better reports whether p is a better prefilter than q: its shortest
// literal is longer, or as long with fewer literals.
func better(p, q Prefilter) bool {
	if q == nil {
		return true
	}
	if a, b := shortest(p), shortest(q); a != b {
		return a > b
	}
	return len(p) < len(q)
}

// shortest returns the byte length of p's shortest literal.
func shortest(p Prefilter) int {
	n := -1
	for _, lit := range p {
		if n < 0 || len(lit) < n {
			n = len(lit)
		}
	}
	return n
}
