// Package oneline makes a message safe to print as one line of a log or
// terminal and to store in an error record: control characters (C0, DEL,
// C1, the Unicode line and paragraph separators and the bidirectional
// overrides) and bytes that are not UTF-8 are written as Go escapes (\n,
// \x1b, \u202e), and the result is cut to MaxRunes characters, saying how
// much was left out. An error that quotes the input it failed on can carry
// an ANSI escape sequence or megabytes of text; after String it carries
// neither.
package oneline

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// MaxRunes is how many characters String keeps, escapes counted as
// written.
const MaxRunes = 300

// Error is String(err.Error()); nil gives "".
func Error(err error) string {
	if err == nil {
		return ""
	}
	return String(err.Error())
}

// String returns s on one line, escaped and bounded (see the package
// comment). A message that needs no change is returned as it is.
func String(s string) string {
	if clean(s) {
		return s
	}
	var b strings.Builder
	n := 0 // characters written
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		var piece string
		switch {
		case r == utf8.RuneError && size == 1:
			piece = fmt.Sprintf(`\x%02x`, s[i])
		case unsafe(r):
			q := strconv.QuoteRuneToASCII(r) // '\n', '\x1b', '\u202e'
			piece = q[1 : len(q)-1]
		default:
			piece = s[i : i+size]
		}
		w := utf8.RuneCountInString(piece)
		if n+w > MaxRunes {
			fmt.Fprintf(&b, "… (%d more bytes)", len(s)-i)
			return b.String()
		}
		b.WriteString(piece)
		n += w
		i += size
	}
	return b.String()
}

// clean reports whether s is already short, valid UTF-8 and free of
// control characters.
func clean(s string) bool {
	if len(s) > MaxRunes && utf8.RuneCountInString(s) > MaxRunes {
		return false
	}
	for _, r := range s {
		if r == utf8.RuneError || unsafe(r) {
			return false
		}
	}
	return true
}

// unsafe reports whether r must be escaped: it moves the cursor, changes
// what the terminal does or the direction of the text around it.
func unsafe(r rune) bool {
	switch {
	case r < 0x20, r == 0x7f, r >= 0x80 && r < 0xa0:
		return true
	case r == '\u2028', r == '\u2029':
		return true
	case r >= '\u202a' && r <= '\u202e', r >= '\u2066' && r <= '\u2069', r == '\u200e', r == '\u200f', r == '\u061c':
		return true
	}
	return false
}
