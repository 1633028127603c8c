package normalize

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/shopspring/decimal"
)

// Number is one numeral as written.
type Number struct {
	Value    decimal.Decimal
	Decimals int    // digits after the decimal point as written (0 for integers and Chinese numerals)
	Text     string // as written
	Span     Span   // in the string searched
}

// Limits of the Arabic numerals this package reads: longer digit strings
// are not amounts but identifiers or garbage, and are rejected.
const (
	maxIntDigits  = 20
	maxFracDigits = 12
)

// numberScales are the scale words that may follow an Arabic figure inside
// one numeral ("3亿", "1,000万", "30.43亿"), longest first.
var numberScales = []struct {
	word string
	exp  int32
}{
	{"万亿", 12}, {"千万", 7}, {"百万", 6}, {"亿", 8}, {"万", 4},
}

// arabic is an Arabic figure as written, before any scale word.
type arabic struct {
	text     string
	value    decimal.Decimal
	decimals int
}

func isDigit(r rune) bool     { return r >= '0' && r <= '9' || r >= '０' && r <= '９' }
func digitVal(r rune) int     { return int(foldRune(r) - '0') }
func isGroupSep(r rune) bool  { return r == ',' || r == '，' }
func isPointRune(r rune) bool { return r == '.' || r == '．' }

// scanArabic reads the run of digits, separators and points at s[i:] and
// returns its end (after trimming trailing separators) and its parse.
// ok is false when the run is not a well-formed figure ("1,00,0", two
// points, too many digits); end is then the end of the whole run, so a
// caller skips it as one.
func scanArabic(s string, i int) (end int, a arabic, ok bool) {
	j := i
	for j < len(s) {
		r, size := utf8.DecodeRuneInString(s[j:])
		if isDigit(r) || isGroupSep(r) || isPointRune(r) {
			j += size
			continue
		}
		break
	}
	// Trailing separators and points are punctuation, not part of the figure.
	for j > i {
		r, size := utf8.DecodeLastRuneInString(s[i:j])
		if isDigit(r) {
			break
		}
		// A comma followed by a digit is part of the run; only when the run
		// ends with punctuation do we drop it.
		j -= size
	}
	a, err := parseArabic(s[i:j])
	if err != nil {
		return j, arabic{}, false
	}
	return j, a, true
}

// parseArabic parses a whole Arabic figure: digits with optional thousands
// separators (groups of three) and one decimal point; full-width digits and
// separators are read as their ASCII forms.
func parseArabic(t string) (arabic, error) {
	if t == "" {
		return arabic{}, fmt.Errorf("figure %q: %w", t, ErrNotNumeral)
	}
	var intDigits, fracDigits []byte
	grouped := false
	groupLen := -1 // digits since the last separator, -1 before any
	first := -1    // digits before the first separator
	point := false
	for _, r := range t {
		switch {
		case isDigit(r):
			d := byte('0' + digitVal(r))
			if point {
				fracDigits = append(fracDigits, d)
			} else {
				intDigits = append(intDigits, d)
				if groupLen >= 0 {
					groupLen++
				}
			}
		case isGroupSep(r):
			if point || len(intDigits) == 0 {
				return arabic{}, fmt.Errorf("figure %q: %w", t, ErrNotNumeral)
			}
			if !grouped {
				first = len(intDigits)
				if first > 3 {
					return arabic{}, fmt.Errorf("figure %q: misplaced separator: %w", t, ErrNotNumeral)
				}
			} else if groupLen != 3 {
				return arabic{}, fmt.Errorf("figure %q: misplaced separator: %w", t, ErrNotNumeral)
			}
			grouped = true
			groupLen = 0
		case isPointRune(r):
			if point || len(intDigits) == 0 {
				return arabic{}, fmt.Errorf("figure %q: %w", t, ErrNotNumeral)
			}
			point = true
		default:
			return arabic{}, fmt.Errorf("figure %q: %w", t, ErrNotNumeral)
		}
	}
	if grouped && groupLen != 3 {
		return arabic{}, fmt.Errorf("figure %q: misplaced separator: %w", t, ErrNotNumeral)
	}
	if len(intDigits) == 0 || point && len(fracDigits) == 0 {
		return arabic{}, fmt.Errorf("figure %q: %w", t, ErrNotNumeral)
	}
	if len(intDigits) > maxIntDigits || len(fracDigits) > maxFracDigits {
		return arabic{}, fmt.Errorf("figure %q: %w", t, ErrTooLarge)
	}
	lit := string(intDigits)
	if point {
		lit += "." + string(fracDigits)
	}
	v, err := decimal.NewFromString(lit)
	if err != nil {
		return arabic{}, fmt.Errorf("figure %q: %w", t, ErrNotNumeral)
	}
	return arabic{text: t, value: v, decimals: len(fracDigits)}, nil
}

// ParseNumber parses s when the whole of s is one numeral: an Arabic figure
// ("11,538,461,538", "5.20", full-width "９．８６"), optionally followed by
// a scale word ("3亿", "1,000万", "30.43亿"), or a Chinese or capital
// numeral ("二〇一四", "一百零五", "壹佰", "两百"). Surrounding spaces are
// not allowed.
func ParseNumber(s string) (Number, error) {
	if s == "" || !utf8.ValidString(s) {
		return Number{}, fmt.Errorf("number %q: %w", s, ErrNotNumeral)
	}
	n, end, err := scanNumber(s, 0)
	if err != nil {
		return Number{}, err
	}
	if end != len(s) {
		return Number{}, fmt.Errorf("number %q: trailing text: %w", s, ErrNotNumeral)
	}
	return n, nil
}

// scanNumber reads the numeral that starts at s[i]. On failure end is where
// a caller scanning forward should resume.
func scanNumber(s string, i int) (Number, int, error) {
	r, _ := utf8.DecodeRuneInString(s[i:])
	switch {
	case isDigit(r):
		end, a, ok := scanArabic(s, i)
		if !ok {
			return Number{}, max(end, i+1), fmt.Errorf("number %q: %w", s[i:end], ErrNotNumeral)
		}
		n := Number{Value: a.value, Decimals: a.decimals}
		for _, sc := range numberScales {
			if strings.HasPrefix(s[end:], sc.word) {
				n.Value = n.Value.Shift(sc.exp)
				end += len(sc.word)
				break
			}
		}
		n.Text = s[i:end]
		n.Span = Span{i, end}
		return n, end, nil
	case isChineseNumeralRune(r):
		end := i
		for end < len(s) {
			r, size := utf8.DecodeRuneInString(s[end:])
			if !isChineseNumeralRune(r) {
				break
			}
			end += size
		}
		v, err := ChineseInt(s[i:end])
		if err != nil {
			return Number{}, end, err
		}
		return Number{Value: decimal.NewFromInt(v), Text: s[i:end], Span: Span{i, end}}, end, nil
	}
	_, size := utf8.DecodeRuneInString(s[i:])
	return Number{}, i + size, fmt.Errorf("number %q: %w", s[i:], ErrNotNumeral)
}

// FindNumbers returns every numeral in s, left to right, with spans
// relative to s. A malformed run ("1,00,0", "一万万万亿") is skipped whole.
func FindNumbers(s string) []Number {
	var out []Number
	prevDigit := false
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if (isDigit(r) && !prevDigit) || isChineseNumeralRune(r) {
			n, end, err := scanNumber(s, i)
			if err == nil {
				out = append(out, n)
			}
			prevDigit = true
			i = end
			continue
		}
		prevDigit = isDigit(r) || isPointRune(r) || isGroupSep(r)
		i += size
	}
	return out
}
