package calc

import (
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Sentinel errors. Every error returned by this package wraps exactly one of
// them, so callers test with errors.Is.
var (
	// ErrSyntax marks a formula that does not parse; the error is a *SyntaxError.
	ErrSyntax = errors.New("formula syntax")
	// ErrMissingVar marks an evaluation lacking a value for a free variable.
	ErrMissingVar = errors.New("missing variable")
	// ErrUnknownVar marks a value given for a name the formula does not use.
	ErrUnknownVar = errors.New("unknown variable")
	// ErrDivByZero marks a division by zero, or by an interval touching zero.
	ErrDivByZero = errors.New("division by zero")
	// ErrDefinition marks a chain of definitions that cannot be evaluated:
	// a name defined twice, or a definition that depends on itself.
	ErrDefinition = errors.New("bad definition")
	// ErrInterval marks an input interval that is unset or empty.
	ErrInterval = errors.New("bad interval")
)

// SyntaxError reports where a formula fails to parse. Offset is a byte offset
// into the text given to Parse.
type SyntaxError struct {
	Offset int
	Msg    string
}

// Error implements error.
func (e *SyntaxError) Error() string {
	return fmt.Sprintf("calc: byte %d: %s", e.Offset, e.Msg)
}

// Unwrap returns ErrSyntax.
func (e *SyntaxError) Unwrap() error { return ErrSyntax }

// Formula is a parsed formula: a main equation Target = Expr, followed by
// zero or more definitions of names it uses (P1=P0×(N+k)/(N+n)；k=n×A/M).
// A Formula is immutable and safe to share between goroutines.
type Formula struct {
	// Target is the left-hand side of the main equation ("P1", "Q", "股息率").
	Target string
	// Expr is the right-hand side of the main equation.
	Expr *Expr
	// Defs are the chained definitions after the main equation, in the
	// order written.
	Defs []Def

	bound map[string]*big.Rat // values fixed by With
}

// Def is one chained definition Name = Expr.
type Def struct {
	Name string
	Expr *Expr
}

// Op is the kind of an expression node.
type Op byte

// Expression node kinds.
const (
	OpNum   Op = 'n' // number literal
	OpVar   Op = 'v' // variable
	OpParen Op = '(' // bracketed group, kept so Text reproduces the source
	OpNeg   Op = '~' // unary minus
	OpAdd   Op = '+'
	OpSub   Op = '-'
	OpMul   Op = '*'
	OpDiv   Op = '/'
)

// Expr is an expression tree node. Leaves are OpNum (Text holds the literal,
// Num its exact value) and OpVar (Text holds the name); OpParen and OpNeg
// use X; binary nodes use X and Y. Exprs built by Parse are never modified.
type Expr struct {
	Op   Op
	Text string   // literal or name, for OpNum and OpVar
	Num  *big.Rat // exact value, for OpNum
	X, Y *Expr
}

// String returns the canonical ASCII form of e: no spaces, brackets as
// written.
func (e *Expr) String() string {
	var b strings.Builder
	e.write(&b)
	return b.String()
}

func (e *Expr) write(b *strings.Builder) {
	switch e.Op {
	case OpNum, OpVar:
		b.WriteString(e.Text)
	case OpParen:
		b.WriteByte('(')
		e.X.write(b)
		b.WriteByte(')')
	case OpNeg:
		b.WriteByte('-')
		e.X.write(b)
	default:
		e.X.write(b)
		b.WriteByte(byte(e.Op))
		e.Y.write(b)
	}
}

// walkVars calls f for every variable name in e, left to right.
func (e *Expr) walkVars(f func(string)) {
	switch e.Op {
	case OpVar:
		f(e.Text)
	case OpNum:
	case OpParen, OpNeg:
		e.X.walkVars(f)
	default:
		e.X.walkVars(f)
		e.Y.walkVars(f)
	}
}

// Text returns the canonical ASCII form of the formula with no spaces:
// "P1=P0*(N+k)/(N+n);k=n*A/M". Parse(f.Text()) yields the same Text.
func (f *Formula) Text() string {
	var b strings.Builder
	b.WriteString(f.Target)
	b.WriteByte('=')
	f.Expr.write(&b)
	for _, d := range f.Defs {
		b.WriteByte(';')
		b.WriteString(d.Name)
		b.WriteByte('=')
		d.Expr.write(&b)
	}
	return b.String()
}

// String returns f.Text().
func (f *Formula) String() string { return f.Text() }

// Vars returns the free inputs of the formula, sorted: the names the
// target needs, directly or through the chained definitions, that the chain
// does not define and With has not fixed.
func (f *Formula) Vars() []string {
	return f.needed(func(name string) bool { _, ok := f.bound[name]; return ok })
}

// needed returns the sorted names that evaluating the target requires and
// that have no value: has reports the names that do (values override
// definitions).
func (f *Formula) needed(has func(string) bool) []string {
	defs := make(map[string]*Expr, len(f.Defs))
	for _, d := range f.Defs {
		defs[d.Name] = d.Expr
	}
	seen := map[string]bool{}
	var out []string
	var visit func(name string)
	visit = func(name string) {
		if seen[name] || has(name) {
			return
		}
		seen[name] = true
		if e, ok := defs[name]; ok {
			e.walkVars(visit)
			return
		}
		out = append(out, name)
	}
	f.Expr.walkVars(visit)
	slices.Sort(out)
	return out
}

// Parse parses a formula as written in a filing. It accepts:
//
//   - full-width and ASCII brackets （）() and equals ＝ =;
//   - operators + - × * · ÷ / and their full-width forms ＋ － ＊ ／, and the
//     minus sign − (U+2212) or a dash – for minus; unary minus;
//   - spaces (ASCII, ideographic, no-break) anywhere between tokens;
//   - names: a letter (Latin or Han) followed by letters, digits or '_';
//     full-width letters and digits and subscript digits (P₀) fold to ASCII,
//     so P0, Pn, V0, IA and 股息率 are names, as is
//     前二十个交易日本行A股普通股股票交易均价;
//   - numbers with an optional decimal part and an optional '%' (7% is 7/100);
//   - several equations separated by ； ; or line breaks: the first is the main
//     equation, the rest define names used before or after them
//     (P1=P0×(N+k)/(N+n)；k=n×A/M). Empty statements are skipped, and one
//     trailing ， , 。 or . is tolerated, as formulas end sentences in filings.
//
// Malformed input (unbalanced brackets, dangling operators, empty sides,
// unknown characters, a name defined twice or in terms of itself) yields an
// error wrapping ErrSyntax or ErrDefinition whose message gives the byte
// offset. Parse never panics.
func Parse(text string) (*Formula, error) {
	toks, err := lex(text)
	if err != nil {
		return nil, err
	}
	p := &parser{toks: toks, src: text}
	f, err := p.formula()
	if err != nil {
		return nil, err
	}
	if err := checkDefs(f); err != nil {
		return nil, err
	}
	return f, nil
}

// MustParse is like Parse but panics on error. It is meant for formulas
// fixed in source code (tests, tables), never for text from a document.
func MustParse(text string) *Formula {
	f, err := Parse(text)
	if err != nil {
		panic(err)
	}
	return f
}

type tokKind byte

const (
	tNum tokKind = iota + 1
	tName
	tOp  // + - * /
	tLP  // (
	tRP  // )
	tEq  // =
	tSep // ; or line break
	tEOF
)

type token struct {
	kind tokKind
	text string // canonical ASCII text
	num  *big.Rat
	off  int // byte offset in the source
}

// foldOp maps operator and punctuation runes to their ASCII form.
var foldOp = map[rune]rune{
	'+': '+', '＋': '+',
	'-': '-', '－': '-', '−': '-', '–': '-', '‒': '-', '﹣': '-',
	'*': '*', '＊': '*', '×': '*', '·': '*', '∙': '*', '⋅': '*', '✕': '*',
	'/': '/', '／': '/', '÷': '/',
	'(': '(', '（': '(', '﹙': '(',
	')': ')', '）': ')', '﹚': ')',
	'=': '=', '＝': '=',
	';': ';', '；': ';', '\n': ';', '\r': ';',
}

// foldChar maps full-width ASCII letters/digits/'%'/'.'/'_' and subscript or
// superscript digits to ASCII; other runes are returned unchanged.
func foldChar(r rune) rune {
	switch {
	case r >= '！' && r <= '～':
		c := r - '！' + '!'
		if c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '%' || c == '.' || c == '_' {
			return c
		}
	case r >= '₀' && r <= '₉':
		return r - '₀' + '0'
	case r == '٪':
		return '%'
	}
	return r
}

func isSpace(r rune) bool {
	return r == ' ' || r == '\t' || r == '\u3000' || r == '\u00a0' || r == '\u200b' || r == '\ufeff' ||
		(r != '\n' && r != '\r' && unicode.IsSpace(r))
}

func isNameStart(r rune) bool { return r == '_' || unicode.IsLetter(r) }

func isNameChar(r rune) bool { return isNameStart(r) || r >= '0' && r <= '9' }

// lex splits text into tokens.
func lex(text string) ([]token, error) {
	var toks []token
	i := 0
	for i < len(text) {
		r, size := utf8.DecodeRuneInString(text[i:])
		if r == utf8.RuneError && size == 1 {
			return nil, &SyntaxError{i, "invalid UTF-8"}
		}
		if isSpace(r) {
			i += size
			continue
		}
		if op, ok := foldOp[r]; ok {
			kind := tOp
			switch op {
			case '(':
				kind = tLP
			case ')':
				kind = tRP
			case '=':
				kind = tEq
			case ';':
				kind = tSep
			}
			toks = append(toks, token{kind: kind, text: string(op), off: i})
			i += size
			continue
		}
		c := foldChar(r)
		switch {
		case (r == '。' || r == '，' || r == ',' || r == '.') && onlySpaceAfter(text, i+size):
			i = len(text) // tolerated sentence end
		case c >= '0' && c <= '9' || c == '.':
			tok, n, err := lexNumber(text, i)
			if err != nil {
				return nil, err
			}
			toks = append(toks, tok)
			i = n
		case isNameStart(c):
			start := i
			var b strings.Builder
			for i < len(text) {
				r, size := utf8.DecodeRuneInString(text[i:])
				c := foldChar(r)
				if !isNameChar(c) {
					break
				}
				b.WriteRune(c)
				i += size
			}
			toks = append(toks, token{kind: tName, text: b.String(), off: start})
		default:
			return nil, &SyntaxError{i, fmt.Sprintf("unexpected character %q", r)}
		}
	}
	toks = append(toks, token{kind: tEOF, off: len(text)})
	return toks, nil
}

func onlySpaceAfter(text string, i int) bool {
	for _, r := range text[i:] {
		if !isSpace(r) && r != '\n' && r != '\r' {
			return false
		}
	}
	return true
}

// lexNumber reads digits, an optional fraction and an optional '%' at text[i:].
func lexNumber(text string, i int) (token, int, error) {
	start := i
	var b strings.Builder
	dot, digits := false, 0
	for i < len(text) {
		r, size := utf8.DecodeRuneInString(text[i:])
		c := foldChar(r)
		switch {
		case c >= '0' && c <= '9':
			digits++
		case c == '.' && !dot:
			dot = true
		default:
			goto done
		}
		b.WriteRune(c)
		i += size
	}
done:
	lit := b.String()
	if digits == 0 || strings.HasSuffix(lit, ".") || strings.HasPrefix(lit, ".") {
		return token{}, 0, &SyntaxError{start, fmt.Sprintf("malformed number %q", lit)}
	}
	v, ok := new(big.Rat).SetString(lit)
	if !ok {
		return token{}, 0, &SyntaxError{start, fmt.Sprintf("malformed number %q", lit)}
	}
	if i < len(text) {
		r, size := utf8.DecodeRuneInString(text[i:])
		if foldChar(r) == '%' {
			lit += "%"
			v.Quo(v, big.NewRat(100, 1))
			i += size
		}
	}
	return token{kind: tNum, text: lit, num: v, off: start}, i, nil
}

type parser struct {
	toks []token
	pos  int
	src  string
}

func (p *parser) peek() token { return p.toks[p.pos] }

func (p *parser) next() token {
	t := p.toks[p.pos]
	if t.kind != tEOF {
		p.pos++
	}
	return t
}

func (p *parser) errAt(t token, format string, args ...any) error {
	return &SyntaxError{t.off, fmt.Sprintf(format, args...)}
}

func describe(t token) string {
	switch t.kind {
	case tEOF:
		return "end of formula"
	case tSep:
		return "end of equation"
	}
	return fmt.Sprintf("%q", t.text)
}

// formula := sep* equation (sep+ equation)* sep* EOF
func (p *parser) formula() (*Formula, error) {
	var f *Formula
	for {
		for p.peek().kind == tSep {
			p.next()
		}
		if p.peek().kind == tEOF {
			break
		}
		name, e, err := p.equation()
		if err != nil {
			return nil, err
		}
		if f == nil {
			f = &Formula{Target: name, Expr: e}
		} else {
			f.Defs = append(f.Defs, Def{Name: name, Expr: e})
		}
		if t := p.peek(); t.kind != tSep && t.kind != tEOF {
			return nil, p.errAt(t, "unexpected %s after equation", describe(t))
		}
	}
	if f == nil {
		return nil, &SyntaxError{0, "empty formula"}
	}
	return f, nil
}

// equation := name '=' expr
func (p *parser) equation() (string, *Expr, error) {
	t := p.next()
	if t.kind == tEq {
		return "", nil, p.errAt(t, "empty left-hand side")
	}
	if t.kind != tName {
		return "", nil, p.errAt(t, "equation must start with a name, found %s", describe(t))
	}
	if eq := p.next(); eq.kind != tEq {
		return "", nil, p.errAt(eq, "expected '=' after %q, found %s", t.text, describe(eq))
	}
	switch n := p.peek(); n.kind {
	case tSep, tEOF:
		return "", nil, p.errAt(n, "empty right-hand side of %q", t.text)
	}
	e, err := p.expr(0)
	if err != nil {
		return "", nil, err
	}
	return t.text, e, nil
}

// maxDepth bounds nesting so hostile input cannot exhaust the stack.
const maxDepth = 200

// expr := term (('+'|'-') term)*
func (p *parser) expr(depth int) (*Expr, error) {
	x, err := p.term(depth)
	if err != nil {
		return nil, err
	}
	for t := p.peek(); t.kind == tOp && (t.text == "+" || t.text == "-"); t = p.peek() {
		p.next()
		y, err := p.term(depth)
		if err != nil {
			return nil, err
		}
		x = &Expr{Op: Op(t.text[0]), X: x, Y: y}
	}
	return x, nil
}

// term := unary (('*'|'/') unary)*
func (p *parser) term(depth int) (*Expr, error) {
	x, err := p.unary(depth)
	if err != nil {
		return nil, err
	}
	for t := p.peek(); t.kind == tOp && (t.text == "*" || t.text == "/"); t = p.peek() {
		p.next()
		y, err := p.unary(depth)
		if err != nil {
			return nil, err
		}
		x = &Expr{Op: Op(t.text[0]), X: x, Y: y}
	}
	return x, nil
}

// unary := ('-'|'+') unary | primary
func (p *parser) unary(depth int) (*Expr, error) {
	if depth > maxDepth {
		return nil, p.errAt(p.peek(), "formula nested too deeply")
	}
	t := p.peek()
	if t.kind == tOp && (t.text == "-" || t.text == "+") {
		p.next()
		x, err := p.unary(depth + 1)
		if err != nil {
			return nil, err
		}
		if t.text == "+" {
			return x, nil
		}
		return &Expr{Op: OpNeg, X: x}, nil
	}
	return p.primary(depth)
}

// primary := number | name | '(' expr ')'
func (p *parser) primary(depth int) (*Expr, error) {
	idx := p.pos
	t := p.next()
	if (t.kind == tRP || t.kind == tEOF || t.kind == tSep) && idx > 0 {
		if prev := p.toks[idx-1]; prev.kind == tOp {
			return nil, p.errAt(prev, "dangling operator %q before %s", prev.text, describe(t))
		}
	}
	switch t.kind {
	case tNum:
		return &Expr{Op: OpNum, Text: t.text, Num: t.num}, nil
	case tName:
		return &Expr{Op: OpVar, Text: t.text}, nil
	case tLP:
		if n := p.peek(); n.kind == tRP {
			return nil, p.errAt(n, "empty brackets")
		}
		x, err := p.expr(depth + 1)
		if err != nil {
			return nil, err
		}
		if c := p.next(); c.kind != tRP {
			return nil, p.errAt(t, "unbalanced '(': no matching ')' before %s at byte %d", describe(c), c.off)
		}
		return &Expr{Op: OpParen, X: x}, nil
	case tRP:
		return nil, p.errAt(t, "unbalanced ')'")
	case tOp:
		return nil, p.errAt(t, "dangling operator %q", t.text)
	case tEq:
		return nil, p.errAt(t, "unexpected '='")
	default:
		return nil, p.errAt(t, "expected a number, name or '(' but found %s (dangling operator?)", describe(t))
	}
}

// checkDefs rejects a name defined twice and definitions that depend on
// themselves, directly or through others.
func checkDefs(f *Formula) error {
	exprs := map[string]*Expr{f.Target: f.Expr}
	for _, d := range f.Defs {
		if _, dup := exprs[d.Name]; dup {
			return fmt.Errorf("calc: %q is defined twice: %w", d.Name, ErrDefinition)
		}
		exprs[d.Name] = d.Expr
	}
	const (
		visiting = 1
		done     = 2
	)
	state := map[string]int{}
	var visit func(name string, path []string) error
	visit = func(name string, path []string) error {
		switch state[name] {
		case visiting:
			return fmt.Errorf("calc: %s depends on itself: %w", strings.Join(append(path, name), " -> "), ErrDefinition)
		case done:
			return nil
		}
		e, ok := exprs[name]
		if !ok {
			return nil
		}
		state[name] = visiting
		var err error
		e.walkVars(func(v string) {
			if err == nil {
				err = visit(v, append(path, name))
			}
		})
		state[name] = done
		return err
	}
	if err := visit(f.Target, nil); err != nil {
		return err
	}
	for _, d := range f.Defs {
		if err := visit(d.Name, nil); err != nil {
			return err
		}
	}
	return nil
}
