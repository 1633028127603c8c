// Package lazyre holds regular expressions that are compiled when first
// used rather than when the program starts: a command that reads a PDF's
// text never pays for the expressions of the checks it does not run, and
// every process starts in a few milliseconds.
//
// A package-level expression is declared with New in place of
// regexp.MustCompile; its methods are those of *regexp.Regexp:
//
//	var yearHead = lazyre.New(`([0-9]{4})\s*年`)
//	…
//	m := yearHead.FindStringSubmatch(s)
//
// A pattern that does not compile panics at its first use, as
// regexp.MustCompile would at start-up; CompileAll compiles every
// expression declared so far, so that a test can find such a pattern.
//
// A search first makes sure the text holds the literals every match of
// the expression holds (need), and answers without running the
// expression when it does not; an expression every match of which opens
// on one of a few literals is tried only where one stands (first). The
// answers are those of package regexp.
package lazyre

import (
	"regexp"
	"sync"
)

// Regexp is a regular expression compiled on first use. It is safe for
// concurrent use.
type Regexp struct {
	expr  string
	once  sync.Once
	re    *regexp.Regexp
	need  need
	first *first
}

var (
	mu  sync.Mutex
	all []*Regexp
)

// New returns expr, to be compiled by regexp.MustCompile when first used.
// It is meant for package-level variables: each one is kept for CompileAll.
func New(expr string) *Regexp {
	r := &Regexp{expr: expr}
	mu.Lock()
	all = append(all, r)
	mu.Unlock()
	return r
}

// CompileAll compiles every expression declared with New so far and
// returns how many there are. It panics on a pattern that does not
// compile.
func CompileAll() int {
	rs := Declared()
	for _, r := range rs {
		r.Re()
	}
	return len(rs)
}

// Declared returns every expression declared with New so far.
func Declared() []*Regexp {
	mu.Lock()
	defer mu.Unlock()
	return append([]*Regexp(nil), all...)
}

// Re returns the compiled expression.
func (r *Regexp) Re() *regexp.Regexp {
	r.once.Do(func() {
		r.re = regexp.MustCompile(r.expr)
		r.need = needOfExpr(r.expr)
		r.first = firstOfExpr(r.expr)
	})
	return r.re
}

// String returns the source text of the expression.
func (r *Regexp) String() string { return r.expr }

// lacks reports whether s holds no match: it lacks what every match holds.
func (r *Regexp) lacks(s string) bool {
	r.Re()
	return r.need.lacks(s)
}

func (r *Regexp) lacksBytes(b []byte) bool {
	r.Re()
	return r.need.lacksBytes(b)
}

// The methods below forward to the compiled expression (see package
// regexp); the searches answer a text that lacks what every match holds
// as the expression would, without running it.

func (r *Regexp) MatchString(s string) bool {
	if r.lacks(s) {
		return false
	}
	if r.first != nil {
		return r.first.match(s, 0, false) != nil
	}
	return r.re.MatchString(s)
}
func (r *Regexp) Match(b []byte) bool { return !r.lacksBytes(b) && r.re.Match(b) }
func (r *Regexp) Find(b []byte) []byte {
	if r.lacksBytes(b) {
		return nil
	}
	return r.re.Find(b)
}
func (r *Regexp) FindIndex(b []byte) []int {
	if r.lacksBytes(b) {
		return nil
	}
	return r.re.FindIndex(b)
}
func (r *Regexp) FindSubmatch(b []byte) [][]byte {
	if r.lacksBytes(b) {
		return nil
	}
	return r.re.FindSubmatch(b)
}
func (r *Regexp) FindString(s string) string {
	if loc := r.FindStringIndex(s); loc != nil {
		return s[loc[0]:loc[1]]
	}
	return ""
}
func (r *Regexp) FindStringIndex(s string) []int {
	if r.lacks(s) {
		return nil
	}
	if r.first != nil {
		return r.first.match(s, 0, false)
	}
	return r.re.FindStringIndex(s)
}
func (r *Regexp) FindStringSubmatch(s string) []string {
	return submatches(s, r.FindStringSubmatchIndex(s))
}
func (r *Regexp) FindStringSubmatchIndex(s string) []int {
	if r.lacks(s) {
		return nil
	}
	if r.first != nil {
		return r.first.match(s, 0, true)
	}
	return r.re.FindStringSubmatchIndex(s)
}
func (r *Regexp) FindAllString(s string, n int) []string {
	var out []string
	for _, m := range r.FindAllStringIndex(s, n) {
		out = append(out, s[m[0]:m[1]])
	}
	return out
}
func (r *Regexp) FindAllStringIndex(s string, n int) [][]int {
	if r.lacks(s) {
		return nil
	}
	if r.first != nil {
		return r.first.all(s, n, false)
	}
	return r.re.FindAllStringIndex(s, n)
}
func (r *Regexp) FindAllStringSubmatch(s string, n int) [][]string {
	var out [][]string
	for _, m := range r.FindAllStringSubmatchIndex(s, n) {
		out = append(out, submatches(s, m))
	}
	return out
}
func (r *Regexp) FindAllStringSubmatchIndex(s string, n int) [][]int {
	if r.lacks(s) {
		return nil
	}
	if r.first != nil {
		return r.first.all(s, n, true)
	}
	return r.re.FindAllStringSubmatchIndex(s, n)
}

// submatches returns the texts of s that the indexes m of a match and its
// submatches point at ("" for a submatch that took no part), nil for no
// match.
func submatches(s string, m []int) []string {
	if m == nil {
		return nil
	}
	out := make([]string, len(m)/2)
	for i := range out {
		if m[2*i] >= 0 {
			out[i] = s[m[2*i]:m[2*i+1]]
		}
	}
	return out
}
func (r *Regexp) ReplaceAllString(src, repl string) string {
	return r.Re().ReplaceAllString(src, repl)
}
func (r *Regexp) ReplaceAllStringFunc(src string, repl func(string) string) string {
	return r.Re().ReplaceAllStringFunc(src, repl)
}
func (r *Regexp) Split(s string, n int) []string { return r.Re().Split(s, n) }
func (r *Regexp) NumSubexp() int                 { return r.Re().NumSubexp() }
func (r *Regexp) SubexpNames() []string          { return r.Re().SubexpNames() }
func (r *Regexp) SubexpIndex(name string) int    { return r.Re().SubexpIndex(name) }
