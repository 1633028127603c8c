// Content-stream tokenizer (added; see CHANGES.md): the tokens and operands
// of a page's content stream read without allocating per token. It reads
// exactly what Interpret and buffer.readToken/readObject read (same bytes
// consumed, same values, same errors) but keeps operator names as small
// integers, numbers as float64, and string and name bytes in a scratch
// area reused from one operator to the next.

package pdflib

import (
	"fmt"
	"io"
	"runtime"
	"strconv"
	"strings"
)

// opcode is a content-stream operator the walker or the tokenizer acts on;
// opOther is every other keyword.
type opcode uint8

const (
	opOther opcode = iota
	// Keywords the tokenizer handles itself, as Interpret does.
	opNull
	opArrayBegin
	opArrayEnd
	opDictBegin
	opDictEnd
	opDict
	opCurrentDict
	opBegin
	opEnd
	opDef
	opPop
	// Operators the walker acts on.
	opq
	opQ
	opcm
	opm
	opl
	opre
	opBT
	opTc
	opTw
	opTz
	opTL
	opTs
	opTr
	opTf
	opTD
	opTd
	opTm
	opTstar
	opTj
	opQuote
	opDQuote
	opTJ
	opDo
	opBI
)

// opcodeOf returns the opcode of keyword kw.
func opcodeOf(kw []byte) opcode {
	switch len(kw) {
	case 1:
		switch kw[0] {
		case 'q':
			return opq
		case 'Q':
			return opQ
		case 'm':
			return opm
		case 'l':
			return opl
		case '\'':
			return opQuote
		case '"':
			return opDQuote
		case '[':
			return opArrayBegin
		case ']':
			return opArrayEnd
		}
	case 2:
		a, b := kw[0], kw[1]
		switch a {
		case 'T':
			switch b {
			case 'c':
				return opTc
			case 'w':
				return opTw
			case 'z':
				return opTz
			case 'L':
				return opTL
			case 's':
				return opTs
			case 'r':
				return opTr
			case 'f':
				return opTf
			case 'D':
				return opTD
			case 'd':
				return opTd
			case 'm':
				return opTm
			case '*':
				return opTstar
			case 'j':
				return opTj
			case 'J':
				return opTJ
			}
		case 'c':
			if b == 'm' {
				return opcm
			}
		case 'r':
			if b == 'e' {
				return opre
			}
		case 'B':
			switch b {
			case 'T':
				return opBT
			case 'I':
				return opBI
			}
		case 'D':
			if b == 'o' {
				return opDo
			}
		case '<':
			if b == '<' {
				return opDictBegin
			}
		case '>':
			if b == '>' {
				return opDictEnd
			}
		}
	default:
		switch string(kw) {
		case "null":
			return opNull
		case "dict":
			return opDict
		case "currentdict":
			return opCurrentDict
		case "begin":
			return opBegin
		case "end":
			return opEnd
		case "def":
			return opDef
		case "pop":
			return opPop
		}
	}
	return opOther
}

// ctokKind is the kind of a content-stream token.
type ctokKind uint8

const (
	ctEOF ctokKind = iota
	ctKeyword
	ctBool
	ctInt
	ctReal
	ctString
	ctName
)

// ctok is one token. b holds a keyword's bytes (valid until the next
// token) or a string's or name's bytes (valid until the next operator).
type ctok struct {
	kind ctokKind
	num  float64 // ctInt and ctReal; ctBool: 1 for true
	b    []byte
}

// old returns the token as buffer.readToken would have (for error text).
func (t ctok) old() token {
	switch t.kind {
	case ctEOF:
		return io.EOF
	case ctKeyword:
		return keyword(t.b)
	case ctBool:
		return t.num != 0
	case ctInt:
		return int64(t.num)
	case ctReal:
		return t.num
	case ctString:
		return string(t.b)
	case ctName:
		return name(t.b)
	}
	return nil
}

// operand is one operand of a content-stream operator. kind is Null, Bool,
// Integer, Real, String, Name, Dict or Array; a dictionary's entries are
// not kept (no operator the walker follows reads them).
type operand struct {
	kind ValueKind
	num  float64   // Integer and Real (as Value.Float64 gives them)
	b    []byte    // String and Name bytes
	arr  []operand // Array elements
}

// float returns the operand as a number, 0 when it is not one (as
// Value.Float64).
func (o *operand) float() float64 {
	if o.kind == Integer || o.kind == Real {
		return o.num
	}
	return 0
}

// str returns a String operand's bytes as a string, "" for other kinds (as
// Value.RawString).
func (o *operand) str() string {
	if o.kind != String {
		return ""
	}
	return string(o.b)
}

// name returns a Name operand without the slash, "" for other kinds (as
// Value.Name).
func (o *operand) name() string {
	if o.kind != Name {
		return ""
	}
	return string(o.b)
}

// contentLexer holds the scratch space of one content stream's tokenizer.
type contentLexer struct {
	b       *buffer
	kw      []byte    // the current keyword
	data    []byte    // string and name bytes of the current operands
	elems   []operand // elements of the current top-level arrays
	args    []operand // the operand stack
	pending ctok
	unread  bool
	openHex bool // a hex string ran to the end of the stream
}

// interpretContent reads the content stream rd and calls do for every
// operator with its operands, bottom of the stack first. The operands and
// their bytes are valid only during the call. It mirrors interpret with
// popArgs in the callback: "null", "[", "<<" and the other object
// delimiters build operands; "dict", "def" and "pop" act on the stack;
// "currentdict" and "end" panic, there being no dictionary stack, and so
// does "begin" (a content stream has no use for PostScript dictionaries);
// an operand that does not parse is dropped; any other malformed token
// panics. Unlike buffer.readHexString, a hex string left open at the end
// of the stream ends there.
func interpretContent(rd io.Reader, do func(op opcode, args []operand)) {
	newContentLexer(rd).run(func(op opcode, _ []byte, args []operand) { do(op, args) })
}

func newContentLexer(rd io.Reader) *contentLexer {
	b := newBuffer(rd, 0)
	b.allowEOF = true
	b.allowObjptr = false
	b.allowStream = false
	return &contentLexer{b: b}
}

// run is the body of interpretContent; do also gets the keyword.
func (lx *contentLexer) run(do func(op opcode, kw []byte, args []operand)) {
	for {
		t := lx.next()
		switch t.kind {
		case ctEOF:
			return
		case ctKeyword:
		default:
			lx.args = append(lx.args, tokenOperand(t))
			continue
		}
		switch op := opcodeOf(t.b); op {
		case opNull, opArrayEnd, opDictEnd:
			lx.args = append(lx.args, operand{})
		case opArrayBegin, opDictBegin:
			lx.unreadTok(t)
			if o, ok := lx.readObjectRecover(); ok {
				lx.args = append(lx.args, o)
			}
		case opDict:
			lx.pop()
			lx.args = append(lx.args, operand{kind: Dict})
		case opCurrentDict:
			panic("no current dictionary")
		case opBegin:
			if lx.pop().kind != Dict {
				panic("cannot begin non-dict")
			}
			panic("PostScript dictionary in a content stream")
		case opEnd:
			panic("mismatched begin/end")
		case opDef:
			lx.pop()
		case opPop:
			lx.pop()
		default:
			do(op, t.b, lx.args)
			clear(lx.args)
			lx.args = lx.args[:0]
			lx.data = lx.data[:0]
			clear(lx.elems)
			lx.elems = lx.elems[:0]
		}
	}
}

func (lx *contentLexer) pop() operand {
	n := len(lx.args)
	if n == 0 {
		return operand{}
	}
	o := lx.args[n-1]
	lx.args[n-1] = operand{}
	lx.args = lx.args[:n-1]
	return o
}

func tokenOperand(t ctok) operand {
	switch t.kind {
	case ctBool:
		return operand{kind: Bool, num: t.num}
	case ctInt:
		return operand{kind: Integer, num: t.num}
	case ctReal:
		return operand{kind: Real, num: t.num}
	case ctString:
		return operand{kind: String, b: t.b}
	case ctName:
		return operand{kind: Name, b: t.b}
	}
	// An EOF read as an object value (only inside a dictionary, whose
	// values are not kept).
	return operand{}
}

func (lx *contentLexer) unreadTok(t ctok) {
	lx.pending = t
	lx.unread = true
}

// readObjectRecover reads one object as readObjectRecover does: a parse
// error drops it, a runtime error is not recovered.
func (lx *contentLexer) readObjectRecover() (o operand, ok bool) {
	defer func() {
		if r := recover(); r != nil {
			if _, isRuntime := r.(runtime.Error); isRuntime {
				panic(r)
			}
			o, ok = operand{}, false
		}
	}()
	return lx.readObject(1), true
}

// readObject mirrors buffer.readObject at nesting depth depth.
func (lx *contentLexer) readObject(depth int) operand {
	if depth > maxObjectDepth {
		lx.b.errorf("object nesting exceeds maximum depth %d", maxObjectDepth)
	}
	t := lx.next()
	if t.kind == ctKeyword {
		switch opcodeOf(t.b) {
		case opNull, opDictEnd, opArrayEnd:
			return operand{}
		case opDictBegin:
			return lx.readDict(depth)
		case opArrayBegin:
			return lx.readArray(depth)
		}
		lx.b.errorf("unexpected keyword %q parsing object", keyword(t.b))
	}
	return tokenOperand(t)
}

// readArray mirrors buffer.readArray. The elements of a top-level array
// stay in lx.elems; a nested array's are copied out.
func (lx *contentLexer) readArray(depth int) operand {
	start := len(lx.elems)
	for {
		t := lx.next()
		if t.kind == ctEOF || (t.kind == ctKeyword && len(t.b) == 1 && t.b[0] == ']') {
			break
		}
		lx.unreadTok(t)
		o := lx.readObject(depth + 1)
		lx.elems = append(lx.elems, o)
	}
	if depth == 1 {
		return operand{kind: Array, arr: lx.elems[start:len(lx.elems):len(lx.elems)]}
	}
	arr := append([]operand(nil), lx.elems[start:]...)
	clear(lx.elems[start:])
	lx.elems = lx.elems[:start]
	return operand{kind: Array, arr: arr}
}

// readDict mirrors buffer.readDict with allowStream false; the entries are
// read and dropped.
func (lx *contentLexer) readDict(depth int) operand {
	for {
		t := lx.next()
		if t.kind == ctEOF || (t.kind == ctKeyword && opcodeOf(t.b) == opDictEnd) {
			break
		}
		if t.kind != ctName {
			tok := t.old()
			lx.b.errorf("unexpected non-name key %T(%v) parsing dictionary", tok, tok)
		}
		lx.readObject(depth + 1)
	}
	return operand{kind: Dict}
}

// next mirrors buffer.readToken.
func (lx *contentLexer) next() ctok {
	if lx.unread {
		lx.unread = false
		return lx.pending
	}
	b := lx.b
	c := b.readByte()
	for {
		if isSpace(c) {
			if b.eof {
				return ctok{kind: ctEOF}
			}
			c = b.readByte()
		} else if c == '%' {
			for c != '\r' && c != '\n' {
				c = b.readByte()
			}
		} else {
			break
		}
	}
	switch c {
	case '<':
		if b.readByte() == '<' {
			return lx.keyword(c, c)
		}
		b.unreadByte()
		return lx.hexString()
	case '(':
		return lx.literalString()
	case '[', ']', '{', '}':
		return lx.keyword(c)
	case '/':
		return lx.name()
	case '>':
		if b.readByte() == '>' {
			return lx.keyword(c, c)
		}
		b.unreadByte()
	}
	if isDelim(c) {
		b.errorf("unexpected delimiter %#q", rune(c))
	}
	b.unreadByte()
	return lx.keywordOrNumber()
}

func (lx *contentLexer) keyword(cs ...byte) ctok {
	lx.kw = append(lx.kw[:0], cs...)
	return ctok{kind: ctKeyword, b: lx.kw}
}

// hexString mirrors buffer.readHexString, but stops at the end of the
// stream (readHexString reads the end-of-input newline for ever).
func (lx *contentLexer) hexString() ctok {
	b := lx.b
	start := len(lx.data)
	for {
		c := b.readByte()
		for isSpace(c) && !b.eof {
			c = b.readByte()
		}
		if c == '>' {
			break
		}
		if b.eof {
			lx.openHex = true
			break
		}
		c2 := b.readByte()
		for isSpace(c2) && !b.eof {
			c2 = b.readByte()
		}
		if b.eof {
			lx.openHex = true
			break
		}
		x := unhex(c)<<4 | unhex(c2)
		if x < 0 {
			b.errorf("malformed hex string %c %c %s", c, c2, b.buf[b.pos:])
		}
		lx.data = append(lx.data, byte(x))
	}
	return ctok{kind: ctString, b: lx.data[start:len(lx.data):len(lx.data)]}
}

// literalString mirrors buffer.readLiteralString.
func (lx *contentLexer) literalString() ctok {
	b := lx.b
	start := len(lx.data)
	tmp := lx.data
	depth := 1
Loop:
	for !b.eof {
		c := b.readByte()
		switch c {
		default:
			tmp = append(tmp, c)
		case '(':
			depth++
			tmp = append(tmp, c)
		case ')':
			if depth--; depth == 0 {
				break Loop
			}
			tmp = append(tmp, c)
		case '\\':
			switch c = b.readByte(); c {
			default:
				b.errorf("invalid escape sequence \\%c", c)
			case 'n':
				tmp = append(tmp, '\n')
			case 'r':
				tmp = append(tmp, '\r')
			case 'b':
				tmp = append(tmp, '\b')
			case 't':
				tmp = append(tmp, '\t')
			case 'f':
				tmp = append(tmp, '\f')
			case '(', ')', '\\':
				tmp = append(tmp, c)
			case '\r':
				if b.readByte() != '\n' {
					b.unreadByte()
				}
			case '\n':
				// no append
			case '0', '1', '2', '3', '4', '5', '6', '7':
				x := int(c - '0')
				for i := 0; i < 2; i++ {
					c = b.readByte()
					if c < '0' || c > '7' {
						b.unreadByte()
						break
					}
					x = x*8 + int(c-'0')
				}
				if x > 255 {
					b.errorf("invalid octal escape \\%03o", x)
				}
				tmp = append(tmp, byte(x))
			}
		}
	}
	lx.data = tmp
	return ctok{kind: ctString, b: tmp[start:len(tmp):len(tmp)]}
}

// name mirrors buffer.readName.
func (lx *contentLexer) name() ctok {
	b := lx.b
	start := len(lx.data)
	for {
		c := b.readByte()
		if isDelim(c) || isSpace(c) {
			b.unreadByte()
			break
		}
		if c == '#' {
			x := unhex(b.readByte())<<4 | unhex(b.readByte())
			if x < 0 {
				b.errorf("malformed name")
			}
			lx.data = append(lx.data, byte(x))
			continue
		}
		lx.data = append(lx.data, c)
	}
	return ctok{kind: ctName, b: lx.data[start:len(lx.data):len(lx.data)]}
}

// keywordOrNumber mirrors buffer.readKeyword: true, false, an integer, a
// real or a keyword.
func (lx *contentLexer) keywordOrNumber() ctok {
	b := lx.b
	kw := lx.kw[:0]
	for {
		c := b.readByte()
		if isDelim(c) || isSpace(c) {
			b.unreadByte()
			break
		}
		kw = append(kw, c)
	}
	lx.kw = kw
	switch {
	case string(kw) == "true":
		return ctok{kind: ctBool, num: 1}
	case string(kw) == "false":
		return ctok{kind: ctBool}
	}
	if x, ok := parseNumber(kw); ok {
		return x
	}
	return ctok{kind: ctKeyword, b: kw}
}

// pow10 holds the powers of ten a float64 represents exactly.
var pow10 = [...]float64{1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15}

// parseNumber reads kw as isInteger and isReal would classify it, with the
// value strconv.ParseInt or strconv.ParseFloat gives (and the same
// errors). It reports false for a keyword. Up to 15 digits are converted
// directly (an integer below 2^53 divided by an exact power of ten, the
// correctly rounded result strconv returns too); longer numbers go
// through strconv.
func parseNumber(kw []byte) (ctok, bool) {
	s := kw
	neg := false
	if len(s) > 0 && (s[0] == '+' || s[0] == '-') {
		neg = s[0] == '-'
		s = s[1:]
	}
	if len(s) == 0 {
		return ctok{}, false
	}
	var mant uint64
	digits, dots, frac := 0, 0, 0
	for _, c := range s {
		switch {
		case c == '.':
			dots++
		case c >= '0' && c <= '9':
			digits++
			if dots > 0 {
				frac++
			}
			if digits <= 15 {
				mant = mant*10 + uint64(c-'0')
			}
		default:
			return ctok{}, false
		}
	}
	switch {
	case dots == 0:
		if digits <= 15 {
			x := int64(mant)
			if neg {
				x = -x
			}
			return ctok{kind: ctInt, num: float64(x)}, true
		}
		x, err := strconv.ParseInt(string(kw), 10, 64)
		if err != nil {
			panic(fmt.Errorf("invalid integer %s", kw))
		}
		return ctok{kind: ctInt, num: float64(x)}, true
	case dots == 1:
		if digits > 0 && digits <= 15 {
			x := float64(mant)
			if neg {
				x = -x
			}
			return ctok{kind: ctReal, num: x / pow10[frac]}, true
		}
		x, err := strconv.ParseFloat(string(kw), 64)
		if err != nil {
			panic(fmt.Errorf("invalid real %s", kw))
		}
		return ctok{kind: ctReal, num: x}, true
	}
	return ctok{}, false
}

// contentReader returns the bytes of a content stream, or of an array of
// them with a line break after each (a token may not run from one stream
// into the next), as Interpret reads them.
func contentReader(strm Value) io.Reader {
	if strm.Kind() != Array {
		return strm.Reader()
	}
	readers := make([]io.Reader, 0, 2*strm.Len())
	for i := 0; i < strm.Len(); i++ {
		readers = append(readers, strm.Index(i).Reader(), strings.NewReader("\n"))
	}
	return io.MultiReader(readers...)
}
