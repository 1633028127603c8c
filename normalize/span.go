// Package normalize owns the text layer every extractor reads: the
// normalised document (Doc), spans and the offset map back to the raw input
// bytes, width and punctuation folding, page-furniture removal, and the
// parsers for numbers, amounts, ratios, dates, bounds and article numbers.
//
// Every change this package makes to text keeps a map back to raw byte
// offsets, so a value found in the folded text can always be traced to the
// bytes it came from.
package normalize

import "fmt"

// Span is a half-open byte range [Start, End).
type Span struct {
	Start int
	End   int
}

// Len returns the number of bytes the span covers.
func (s Span) Len() int { return s.End - s.Start }

// Empty reports whether the span covers no bytes.
func (s Span) Empty() bool { return s.End <= s.Start }

// Contains reports whether o lies inside s.
func (s Span) Contains(o Span) bool { return o.Start >= s.Start && o.End <= s.End }

// Shift returns the span moved by delta bytes.
func (s Span) Shift(delta int) Span { return Span{s.Start + delta, s.End + delta} }

// Union returns the smallest span covering both s and o.
func (s Span) Union(o Span) Span {
	if s.Empty() {
		return o
	}
	if o.Empty() {
		return s
	}
	return Span{min(s.Start, o.Start), max(s.End, o.End)}
}

func (s Span) String() string { return fmt.Sprintf("[%d,%d)", s.Start, s.End) }
