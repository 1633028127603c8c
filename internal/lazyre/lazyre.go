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
// expression when it does not; the answers are those of package regexp.
package lazyre

import (
	"regexp"
	"sync"
)

// Regexp is a regular expression compiled on first use. It is safe for
// concurrent use.
type Regexp struct {
	expr string
	once sync.Once
	re   *regexp.Regexp
	need need
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

func (r *Regexp) MatchString(s string) bool { return !r.lacks(s) && r.re.MatchString(s) }
func (r *Regexp) Match(b []byte) bool       { return !r.lacksBytes(b) && r.re.Match(b) }
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
	if r.lacks(s) {
		return ""
	}
	return r.re.FindString(s)
}
func (r *Regexp) FindStringIndex(s string) []int {
	if r.lacks(s) {
		return nil
	}
	return r.re.FindStringIndex(s)
}
func (r *Regexp) FindStringSubmatch(s string) []string {
	if r.lacks(s) {
		return nil
	}
	return r.re.FindStringSubmatch(s)
}
func (r *Regexp) FindStringSubmatchIndex(s string) []int {
	if r.lacks(s) {
		return nil
	}
	return r.re.FindStringSubmatchIndex(s)
}
func (r *Regexp) FindAllString(s string, n int) []string {
	if r.lacks(s) {
		return nil
	}
	return r.re.FindAllString(s, n)
}
func (r *Regexp) FindAllStringIndex(s string, n int) [][]int {
	if r.lacks(s) {
		return nil
	}
	return r.re.FindAllStringIndex(s, n)
}
func (r *Regexp) FindAllStringSubmatch(s string, n int) [][]string {
	if r.lacks(s) {
		return nil
	}
	return r.re.FindAllStringSubmatch(s, n)
}
func (r *Regexp) FindAllStringSubmatchIndex(s string, n int) [][]int {
	if r.lacks(s) {
		return nil
	}
	return r.re.FindAllStringSubmatchIndex(s, n)
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
