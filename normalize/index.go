package normalize

import (
	"strings"
	"unicode/utf8"
)

// Index returns the index of the first instance of substr in s, or -1, like
// strings.Index, but faster when substr starts with a character of three or
// four bytes in UTF-8 (a Han character, a full-width sign) and s is Chinese
// text.
//
// strings.Index looks for the first byte of substr and compares from there.
// In Chinese text that byte (0xE4–0xE9 for nearly every Han character) begins
// every third byte or so, so most candidates fail. Index looks for the last
// byte of the first character instead, a continuation byte spread over 64
// values, which stands at far fewer offsets.
func Index(s, substr string) int {
	n := len(substr)
	if n < 3 || substr[0] < 0xE0 {
		return strings.Index(s, substr)
	}
	k := 2 // offset in substr of the byte looked for
	if substr[0] >= 0xF0 && n >= 4 {
		k = 3
	}
	c := substr[k]
	for i := k; i+n-k <= len(s); {
		j := strings.IndexByte(s[i:], c)
		if j < 0 {
			return -1
		}
		start := i + j - k
		if start+n > len(s) {
			return -1
		}
		if s[start:start+n] == substr {
			return start
		}
		i += j + 1
	}
	return -1
}

// Contains reports whether substr is within s; see Index.
func Contains(s, substr string) bool { return Index(s, substr) >= 0 }

// ContainsAny reports whether s holds any of words.
func ContainsAny(s string, words []string) bool {
	for _, w := range words {
		if Index(s, w) >= 0 {
			return true
		}
	}
	return false
}

// Tail returns the last n characters of s (all of s when it has fewer).
func Tail(s string, n int) string {
	i := len(s)
	for ; n > 0 && i > 0; n-- {
		_, size := utf8.DecodeLastRuneInString(s[:i])
		i -= size
	}
	return s[i:]
}

// Head returns the first n characters of s (all of s when it has fewer).
func Head(s string, n int) string {
	i := 0
	for ; n > 0 && i < len(s); n-- {
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
	}
	return s[:i]
}
