package pdflib

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// oldTrace runs the generic interpreter (what the walker used before the
// content tokenizer) over src and renders every operator with its
// operands, and the panic if any.
func oldTrace(src []byte) (trace []string, panicked string) {
	defer func() {
		if r := recover(); r != nil {
			panicked = fmt.Sprint(r)
		}
	}()
	interpret(bytes.NewReader(src), func(stk *Stack, op string) {
		args := popArgs(stk)
		parts := []string{op}
		for _, a := range args {
			parts = append(parts, renderValue(a))
		}
		trace = append(trace, strings.Join(parts, " "))
	})
	return trace, ""
}

// newTrace does the same with the content tokenizer. open reports a hex
// string left open at the end of src, on which the generic interpreter
// never returns.
func newTrace(src []byte) (trace []string, panicked string, open bool) {
	lx := newContentLexer(bytes.NewReader(src))
	defer func() {
		if r := recover(); r != nil {
			panicked = fmt.Sprint(r)
		}
		open = lx.openHex
	}()
	lx.run(func(op opcode, kw []byte, args []operand) {
		if op != opOther && op != opcodeOf([]byte(string(kw))) {
			panic("opcode does not match keyword")
		}
		parts := []string{string(kw)}
		for i := range args {
			parts = append(parts, renderOperand(&args[i]))
		}
		trace = append(trace, strings.Join(parts, " "))
	})
	return trace, "", lx.openHex
}

func renderNum(kind string, x float64) string {
	return fmt.Sprintf("%s:%x", kind, math.Float64bits(x))
}

func renderValue(v Value) string {
	switch v.Kind() {
	case Null:
		return "null"
	case Bool:
		return fmt.Sprint(v.Bool())
	case Integer:
		return renderNum("int", v.Float64())
	case Real:
		return renderNum("real", v.Float64())
	case String:
		return fmt.Sprintf("%q", v.RawString())
	case Name:
		return "/" + v.Name()
	case Dict:
		return "<<>>"
	case Array:
		var parts []string
		for i := 0; i < v.Len(); i++ {
			parts = append(parts, renderValue(v.Index(i)))
		}
		return "[" + strings.Join(parts, " ") + "]"
	}
	return fmt.Sprintf("?%v", v.Kind())
}

func renderOperand(o *operand) string {
	switch o.kind {
	case Null:
		return "null"
	case Bool:
		return fmt.Sprint(o.num != 0)
	case Integer:
		return renderNum("int", o.float())
	case Real:
		return renderNum("real", o.float())
	case String:
		return fmt.Sprintf("%q", o.str())
	case Name:
		return "/" + o.name()
	case Dict:
		return "<<>>"
	case Array:
		var parts []string
		for i := range o.arr {
			parts = append(parts, renderOperand(&o.arr[i]))
		}
		return "[" + strings.Join(parts, " ") + "]"
	}
	return fmt.Sprintf("?%v", o.kind)
}

// sameAsInterpret fails t when the content tokenizer reads src otherwise
// than the generic interpreter does. It reports false when src is outside
// what both can be compared on (a hex string open at the end, on which
// the interpreter does not return, or a PostScript dictionary begun).
func sameAsInterpret(t *testing.T, src []byte) bool {
	t.Helper()
	got, gotPanic, open := newTrace(src)
	if open || bytes.Contains(src, []byte("begin")) {
		return false
	}
	want, wantPanic := oldTrace(src)
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("operators differ (-interpret +content):\n%s", diff)
	}
	if gotPanic != wantPanic {
		t.Errorf("panic: interpret %q, content %q", wantPanic, gotPanic)
	}
	return true
}

func TestContentLexerMatchesInterpret(t *testing.T) {
	tests := []struct {
		name string
		src  string
	}{
		{"chromium text", "q 1 0 0 -1 0 842 cm\nBT /F1 10.5 Tf 1 0 0 -1 72 90.25 Tm [<0012>3 <00340056> -250.5 <0078>] TJ ET Q\n"},
		{"libreoffice text", "BT\n/F1 12 Tf\n56.8 785.3 Td <01020304> Tj\n0 -14.2 TD (Hello\\051 \\(world\\)\\n\\101) Tj\nET\n"},
		{"rules", "0.5 w 56.7 700 m 538.6 700 l S 56.7 690.25 481.9 0.75 re f\n"},
		{"marked content with a property dict", "/P <</MCID 0 /Lang (zh-CN) /Nested <</A [1 2 [3]]>> >> BDC EMC /Artifact BMC EMC"},
		{"numbers", "+5 -5 -0 007 .5 -.5 5. +1.25 123456789012345 1234567890123456 0.0000000000000001 1e5 1.2.3 - + . Tc"},
		{"integer out of range", "99999999999999999999 Tc"},
		{"booleans and null", "true false null ] >> Tc"},
		{"comments and spaces", "% a comment\r1\x00 2\f3 % another\n Td"},
		{"procedure braces", "{ 1 } Tc"},
		{"dict and pop", "1 2 3 dict pop 4 def Tc"},
		{"unbalanced array", "[ (a) 1 /N"},
		{"unterminated string", "(abc"},
		{"unterminated name at end", "/Name"},
		{"keyword in array dropped", "[ (a) Tj ] TJ 1 Tc"},
		{"non-name key", "<< 1 2 >> Tj 3 Tc"},
		{"empty hex and spaces", "< > <4 1 > Tj"},
		{"malformed hex", "<4g> Tj"},
		{"unexpected delimiter", "1 ) Tc"},
		{"lone greater-than", "1 > Tc"},
		{"invalid escape", "(a\\q) Tj"},
		{"octal escapes", "(\\0\\12\\101\\1010\\7x) Tj"},
		{"octal too large", "(\\777) Tj"},
		{"line continuation", "(a\\\r\nb\\\rc\\\nd) Tj"},
		{"name escapes", "/A#20B /C#41 Tf"},
		{"malformed name", "/A#zz Tf"},
		{"deep nesting", strings.Repeat("[", 1200) + " TJ"},
		{"current dictionary", "currentdict"},
		{"end", "end"},
		{"two streams joined", "BT /F1 1 Tf\n(a) Tj ET\n\nBT (b) Tj ET\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if !sameAsInterpret(t, []byte(tt.src)) {
				t.Fatal("not comparable")
			}
		})
	}
}

// TestContentLexerCorpus compares the two readers on every page content
// stream of the corpus renderings.
func TestContentLexerCorpus(t *testing.T) {
	files, _ := filepath.Glob("../../../corpus/*.pdf")
	if len(files) == 0 {
		t.Skip("no corpus PDFs")
	}
	streams := 0
	for _, path := range files {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		r, err := NewReader(bytes.NewReader(data), int64(len(data)))
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		pages, err := r.Pages()
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		for i, p := range pages {
			src, err := io.ReadAll(contentReader(p.V.Key("Contents")))
			if err != nil {
				t.Fatalf("%s page %d: %v", path, i+1, err)
			}
			t.Run(fmt.Sprintf("%s/%d", filepath.Base(path), i+1), func(t *testing.T) {
				if !sameAsInterpret(t, src) {
					t.Fatal("not comparable")
				}
			})
			streams++
		}
	}
	if streams < 100 {
		t.Errorf("only %d content streams compared", streams)
	}
}

func FuzzContentLexer(f *testing.F) {
	for _, s := range []string{
		"BT /F1 10.5 Tf 1 0 0 -1 72 90.25 Tm [<0012>3 <0034>] TJ ET",
		"<< /A [1 (x) <41>] /B << /C null >> >> BDC (a\\101) Tj",
		"1 2 3 dict pop def 4. -.5 +7 Tc { } true false",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		sameAsInterpret(t, src)
	})
}
