// Package substr finds a string, or any of a few characters, in Chinese
// text faster than package strings does. strings.Index looks for the first byte of what it seeks
// and compares from there; in UTF-8 Chinese every character opens with one
// of a few bytes (0xE4–0xE9 for nearly all of them), so that byte comes
// every few bytes of the text and the search stops at each. Index looks
// instead for the last continuation byte of what it seeks, one of 64
// values spread over the text, and compares back from there.
//
// strings.IndexAny and LastIndexAny, given a character that is not ASCII
// (。, ;), decode the text a character at a time and look each up in the
// set; IndexAny here searches for each character in turn, each search
// bounded by the first instance found so far, and LastIndexAny walks back
// over the bytes once, testing each against the last bytes of the set.
//
// It is a leaf, used by the regular-expression prefilter and by the
// extractors' key-word searches.
package substr

import (
	"strings"
	"unicode/utf8"
)

// anchor returns the index in w of the byte Index looks for: the last
// continuation byte (10xxxxxx) of w, or -1 when w is ASCII.
func anchor(w string) int {
	for k := len(w) - 1; k >= 0; k-- {
		if w[k]&0xC0 == 0x80 {
			return k
		}
	}
	return -1
}

// Index returns the index of the first instance of w in s, or -1 if w is
// not present in s, as strings.Index does.
func Index(s, w string) int {
	n := len(w)
	k := anchor(w)
	if k < 0 || n > len(s) {
		return strings.Index(s, w)
	}
	c := w[k]
	last := len(s) - n + k // the last offset of the anchor byte in a match
	for i := k; i <= last; i++ {
		j := strings.IndexByte(s[i:last+1], c)
		if j < 0 {
			return -1
		}
		i += j
		if s[i-k:i-k+n] == w {
			return i - k
		}
	}
	return -1
}

// Contains reports whether w is within s.
func Contains(s, w string) bool { return Index(s, w) >= 0 }

// IndexAny returns the index of the first instance in s of any of the
// characters of chars, or -1, as strings.IndexAny does.
func IndexAny(s, chars string) int {
	if strings.ContainsRune(chars, utf8.RuneError) {
		return strings.IndexAny(s, chars)
	}
	// A character stands on a character boundary of s, and a valid one
	// that starts before another cannot reach past that one's start: the
	// first instance of the rest is in s[:best].
	best, t := -1, s
	for i := 0; i < len(chars); {
		_, n := utf8.DecodeRuneInString(chars[i:])
		var k int
		if n == 1 {
			k = strings.IndexByte(t, chars[i])
		} else {
			k = Index(t, chars[i:i+n])
		}
		if k >= 0 {
			best, t = k, t[:k]
		}
		i += n
	}
	return best
}

// LastIndexAny returns the index of the last instance in s of any of the
// characters of chars, or -1, as strings.LastIndexAny does.
func LastIndexAny(s, chars string) int {
	if strings.ContainsRune(chars, utf8.RuneError) {
		return strings.LastIndexAny(s, chars)
	}
	var ends [4]uint64 // the last bytes of the characters, a bit each
	for i := 0; i < len(chars); {
		_, n := utf8.DecodeRuneInString(chars[i:])
		b := chars[i+n-1]
		ends[b/64] |= 1 << (b % 64)
		i += n
	}
	// The instance that ends last is the one that starts last.
	for j := len(s) - 1; j >= 0; j-- {
		b := s[j]
		if ends[b/64]&(1<<(b%64)) == 0 {
			continue
		}
		for i := 0; i < len(chars); {
			_, n := utf8.DecodeRuneInString(chars[i:])
			if j+1 >= n && chars[i+n-1] == b && s[j+1-n:j+1] == chars[i:i+n] {
				return j + 1 - n
			}
			i += n
		}
	}
	return -1
}
