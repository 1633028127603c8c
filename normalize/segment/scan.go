package segment

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Units attached to a number, longest first within each group. They come
// from the seeds' wording: 不超过3亿股, 人民币300亿元, 每股面值人民币100元,
// 9.86元/股, 票面股息率5.125%, 1,000万股.
var (
	magnitudes = []string{"万亿", "百万", "千万", "亿", "万", "千", "百"}
	units      = []string{"元/股", "美元", "港元", "欧元", "%", "％", "‰", "元", "股"}
	// after 股 these make a word (股东, 股份 …), so 股 is not a unit there:
	// 前10名股东 is not at stake, but 1,000万股份 would be.
	shareWordTails = "东份本权票息利价"
	capitalUnits   = []string{"元整", "元", "圆", "角", "分", "股"}
	// 第…条 and its kin: 第一条, 第六届, 第二十六次, 第一期.
	ordinalUnits = "条章节款项届次期"
)

// Words the scanners test for, from the same wording.
const (
	// shareUnit is the unit 股 of 1,000万股, unless a word goes on
	// (股东, 股份: shareWordTails).
	shareUnit = "股"
	// yearZero marks a year written digit by digit: 二〇一四年六月.
	yearZero = "〇"
	// ordinalMark opens an ordinal: 第五十二条, 第六届.
	ordinalMark = "第"
)

const (
	hanDigits     = "〇零一二三四五六七八九十百千两"
	capitalDigits = "零壹贰叁肆伍陆柒捌玖拾佰仟万亿"
	capitalStart  = "壹贰叁肆伍陆柒捌玖拾"
)

// scanSpace returns the length of the run of white space at text[i:].
func scanSpace(text string, i int) int {
	j := i
	for j < len(text) {
		r, size := utf8.DecodeRuneInString(text[j:])
		if !unicode.IsSpace(r) {
			break
		}
		j += size
	}
	return j - i
}

// isDigit reports whether r is an Arabic digit, ASCII or full-width.
func isDigit(r rune) bool { return '0' <= r && r <= '9' || '０' <= r && r <= '９' }

func isASCIILetter(r rune) bool { return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' }

// digits returns the length of the run of Arabic digits at text[i:].
func digits(text string, i int) int {
	j := i
	for j < len(text) {
		r, size := utf8.DecodeRuneInString(text[j:])
		if !isDigit(r) {
			break
		}
		j += size
	}
	return j - i
}

// scanNumber returns the length of the number at text[i:], or 0.
func scanNumber(text string, i int) int {
	if n := scanArabic(text, i); n > 0 {
		return n
	}
	if n := scanCapital(text, i); n > 0 {
		return n
	}
	return scanZeroRun(text, i)
}

// scanArabic scans 1,000 / 9.86 / 5.125% / 300亿元 / 9.86元/股. A digit
// right after an ASCII letter belongs to a code such as CET1 and is left
// to gse.
func scanArabic(text string, i int) int {
	if i > 0 {
		prev, _ := utf8.DecodeLastRuneInString(text[:i])
		if isASCIILetter(prev) || isDigit(prev) {
			return 0
		}
	}
	j := i + digits(text, i)
	if j == i {
		return 0
	}
	for {
		// thousands separator: exactly three digits follow
		if sep, size := utf8.DecodeRuneInString(text[j:]); sep == ',' {
			if d := digits(text, j+size); d > 0 && utf8.RuneCountInString(text[j+size:j+size+d]) == 3 {
				j += size + d
				continue
			}
		}
		break
	}
	if dot, size := utf8.DecodeRuneInString(text[j:]); dot == '.' || dot == '．' {
		if d := digits(text, j+size); d > 0 {
			j += size + d
		}
	}
	j += prefixIn(text[j:], magnitudes)
	if u := prefixIn(text[j:], units); u > 0 {
		if text[j:j+u] == shareUnit {
			if next, _ := utf8.DecodeRuneInString(text[j+u:]); strings.ContainsRune(shareWordTails, next) {
				u = 0
			}
		}
		j += u
	}
	return j - i
}

// scanCapital scans a run of capital numerals with its unit: 壹佰元.
func scanCapital(text string, i int) int {
	r, _ := utf8.DecodeRuneInString(text[i:])
	if !strings.ContainsRune(capitalStart, r) {
		return 0
	}
	j := i + runIn(text, i, capitalDigits)
	return j - i + prefixIn(text[j:], capitalUnits)
}

// scanZeroRun scans a run of Chinese numerals holding 〇, as in the date
// 二〇一四年六月 (the year only: the date parser reads the rest).
func scanZeroRun(text string, i int) int {
	if i > 0 {
		prev, _ := utf8.DecodeLastRuneInString(text[:i])
		if strings.ContainsRune(hanDigits, prev) {
			return 0
		}
	}
	n := runIn(text, i, hanDigits)
	if n == 0 || !strings.Contains(text[i:i+n], yearZero) {
		return 0
	}
	return n
}

// scanOrdinal scans 第 + numeral + unit: 第五十二条, 第四十五五十二条 (an
// old and a new number run together), 第六届, 第10条.
func scanOrdinal(text string, i int) int {
	if !strings.HasPrefix(text[i:], ordinalMark) {
		return 0
	}
	j := i + len(ordinalMark)
	n := digits(text, j)
	if n == 0 {
		n = runIn(text, j, hanDigits)
	}
	if n == 0 {
		return 0
	}
	j += n
	u, size := utf8.DecodeRuneInString(text[j:])
	if !strings.ContainsRune(ordinalUnits, u) {
		return 0
	}
	return j + size - i
}

// runIn returns the length of the run at text[i:] of runes in set.
func runIn(text string, i int, set string) int {
	j := i
	for j < len(text) {
		r, size := utf8.DecodeRuneInString(text[j:])
		if r == utf8.RuneError || !strings.ContainsRune(set, r) {
			break
		}
		j += size
	}
	return j - i
}

// prefixIn returns the length of the first of list that s starts with.
func prefixIn(s string, list []string) int {
	for _, p := range list {
		if strings.HasPrefix(s, p) {
			return len(p)
		}
	}
	return 0
}
