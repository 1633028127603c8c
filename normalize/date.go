package normalize

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/internal/lazyre"
)

// Date is a calendar date as stated. Day is 0 when only the month is stated
// (二〇一四年六月).
type Date struct {
	Year, Month, Day int
	Text             string
	Span             Span
}

// String returns the date as YYYY-MM-DD, or YYYY-MM at month precision.
func (d Date) String() string {
	if d.Day == 0 {
		return fmt.Sprintf("%04d-%02d", d.Year, d.Month)
	}
	return fmt.Sprintf("%04d-%02d-%02d", d.Year, d.Month, d.Day)
}

// Date forms. Digits may be full-width; spaces may stand between the parts
// of a date in PDF text layers ("2014 年 12 月 12 日").
var (
	// 2014年12月12日, 2014年6月 (month precision).
	// January may be written 元月 (2012 年元月, 二〇一四年元月二十九日).
	dateHan = lazyre.New(`([0-9０-９]{4})[ \t]*年[ \t]*([0-9０-９]{1,2}|元)[ \t]*月(?:[ \t]*([0-9０-９]{1,2})[ \t]*[日号])?`)
	// 二〇一四年十二月十二日, 二〇一四年六月, 二零一四年六月; the zero of
	// the year is also written ○ (U+25CB), O or Ｏ, and 0 (二00三年五月).
	// A day from 20 to 29 or 30 may be written 廿三, 卅.
	dateChinese = lazyre.New(`([〇零○OＯ0０一二三四五六七八九]{4})年([一二三四五六七八九十]{1,3}|元)月(?:([一二三四五六七八九十廿卅]{1,3})[日号])?`)
	// 2014-12-12, 2014.12.12, 2014/12/12 (also full-width separators).
	dateNumeric = lazyre.New(`([0-9０-９]{4})([-.．/／－])([0-9０-９]{1,2})([-.．/／－])([0-9０-９]{1,2})`)
)

// FindDates returns every valid date in s, left to right, with spans
// relative to s: 2014年12月12日, 2014-12-12, 2014.12.12, 二〇一四年六月
// (month precision), 二〇一四年十二月十二日, also inside parentheses. Dates
// with an impossible month or day are skipped.
func FindDates(s string) []Date {
	if !utf8.ValidString(s) {
		// Read a copy with each invalid byte replaced by one byte, so
		// offsets hold; Text is taken from the input itself.
		orig := s
		out := FindDates(toValidUTF8(s))
		for i := range out {
			out[i].Text = orig[out[i].Span.Start:out[i].Span.End]
		}
		return out
	}
	var out []Date
	taken := func(sp Span) bool {
		for _, d := range out {
			if sp.Start < d.Span.End && d.Span.Start < sp.End {
				return true
			}
		}
		return false
	}
	// The written forms need 年; only the numeric one (2014-12-12) does not.
	for _, m := range findAllBeforeYear(dateHanAt, s, true, isDigit, dateHanTail) {
		if digitBefore(s, m[0]) {
			continue
		}
		y := atoiFold(s[m[2]:m[3]])
		mo := atoiFold(s[m[4]:m[5]])
		if s[m[4]:m[5]] == firstMonth {
			mo = 1
		}
		day := 0
		if m[6] >= 0 {
			day = atoiFold(s[m[6]:m[7]])
		}
		if d, ok := makeDate(y, mo, day, s, m[0], m[1]); ok {
			out = append(out, d)
		}
	}
	for _, m := range findAllBeforeYear(dateChineseAt, s, false, isChineseYearDigit, dateChineseTail) {
		y, err := chineseYear(s[m[2]:m[3]])
		if err != nil {
			continue
		}
		mo, err := ChineseInt(s[m[4]:m[5]])
		if s[m[4]:m[5]] == firstMonth {
			mo, err = 1, nil
		}
		if err != nil {
			continue
		}
		day := int64(0)
		if m[6] >= 0 {
			if day, err = chineseDay(s[m[6]:m[7]]); err != nil {
				continue
			}
		}
		if d, ok := makeDate(int(y), int(mo), int(day), s, m[0], m[1]); ok && !taken(d.Span) {
			out = append(out, d)
		}
	}
	for _, m := range findAllNumeric(s) {
		if digitBefore(s, m[0]) || digitAfter(s, m[1]) || s[m[4]:m[5]] != s[m[8]:m[9]] {
			continue
		}
		d, ok := makeDate(atoiFold(s[m[2]:m[3]]), atoiFold(s[m[6]:m[7]]), atoiFold(s[m[10]:m[11]]), s, m[0], m[1])
		if ok && !taken(d.Span) && d.Day > 0 {
			out = append(out, d)
		}
	}
	sortDates(out)
	return out
}

// ParseDate parses s when the whole of s is one date.
func ParseDate(s string) (Date, error) {
	ds := FindDates(s)
	if len(ds) != 1 || ds[0].Span != (Span{0, len(s)}) {
		return Date{}, fmt.Errorf("date %q: %w", s, ErrNotDate)
	}
	return ds[0], nil
}

// ErrNotDate means the text is not one valid date.
var ErrNotDate = fmt.Errorf("not a date")

func makeDate(y, mo, day int, s string, start, end int) (Date, bool) {
	if y < 1000 || y > 2999 || mo < 1 || mo > 12 || day < 0 || day > daysIn(y, mo) {
		return Date{}, false
	}
	return Date{Year: y, Month: mo, Day: day, Text: s[start:end], Span: Span{start, end}}, true
}

func daysIn(y, m int) int {
	switch m {
	case 2:
		if y%4 == 0 && (y%100 != 0 || y%400 == 0) {
			return 29
		}
		return 28
	case 4, 6, 9, 11:
		return 30
	}
	return 31
}

func atoiFold(s string) int {
	n, err := strconv.Atoi(foldDigits(s))
	if err != nil {
		return -1
	}
	return n
}

func digitBefore(s string, i int) bool {
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return i > 0 && isDigit(r)
}

func digitAfter(s string, i int) bool {
	r, _ := utf8.DecodeRuneInString(s[i:])
	return i < len(s) && isDigit(r)
}

func sortDates(ds []Date) {
	for i := 1; i < len(ds); i++ {
		for j := i; j > 0 && ds[j].Span.Start < ds[j-1].Span.Start; j-- {
			ds[j], ds[j-1] = ds[j-1], ds[j]
		}
	}
}

// toValidUTF8 replaces each invalid byte with one byte ('?') so that byte
// offsets stay those of the input.
func toValidUTF8(s string) string {
	b := []byte(s)
	for i := 0; i < len(b); {
		r, size := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && size == 1 {
			b[i] = '?'
		}
		i += size
	}
	return string(b)
}

// dateHanAt and dateChineseAt are the written date forms anchored at the
// start of their input, for findAllBeforeYear.
var (
	dateHanAt     = lazyre.New(`^(?:` + dateHan.String() + `)`)
	dateChineseAt = lazyre.New(`^(?:` + dateChinese.String() + `)`)
)

// Dates written in Chinese numerals, as dateChinese reads them:
// "二〇一六年十二月二十三日", "二零一二年十月二十五日", "二○一六年四月三十日"
// (○ for 〇), 二OO八年 and 二00三年 (a letter O or a digit 0 for 〇),
// "二〇一四年五月廿三日" (廿 for 二十, 卅 for 三十).
const (
	// chineseYearDigits may spell a year's digits.
	chineseYearDigits = "〇零○OＯ0０一二三四五六七八九"
	// chineseDateTail may stand after 年: the month and day numerals, 元
	// (元月), 月, 日 and 号.
	chineseDateTail = "一二三四五六七八九十廿卅元月日号"
	// yearWord ends the year of a written date.
	yearWord = "年"
)

// chineseDayTens are the one-character tens of a day and what they stand
// for: 廿三日 is 二十三日.
var chineseDayTens = [][2]string{{"廿", "二十"}, {"卅", "三十"}}

// isChineseYearDigit reports whether r is one of the digits of a year
// written in Chinese (二〇一四), as dateChinese reads them.
func isChineseYearDigit(r rune) bool {
	return strings.ContainsRune(chineseYearDigits, r)
}

// chineseYear reads a year written digit by digit in Chinese numerals,
// where a zero may stand as O, Ｏ or 0 (二OO八, 二00三): at least one digit
// must be a Chinese numeral other than a zero.
func chineseYear(s string) (int64, error) {
	var sb strings.Builder
	named := false
	for _, r := range s {
		switch r {
		case 'O', 'Ｏ', '0', '０':
			r = '〇'
		case '〇', '零', '○':
		default:
			named = true
		}
		sb.WriteRune(r)
	}
	if !named {
		return 0, ErrNotNumeral
	}
	return ChineseInt(sb.String())
}

// firstMonth is the name of January in 元月.
const firstMonth = "元"

// dateHanTail reports whether r can stand after 年 in dateHan: digits,
// spaces, 元, 月, 日 and 号.
func dateHanTail(r rune) bool {
	return isDigit(r) || r == ' ' || r == '\t' || r == '元' || r == '月' || r == '日' || r == '号'
}

// dateChineseTail reports whether r can stand after 年 in dateChinese.
func dateChineseTail(r rune) bool {
	return strings.ContainsRune(chineseDateTail, r)
}

// chineseDay reads a day of the month in Chinese numerals, where 廿 and
// 卅 stand for 二十 and 三十 (五月廿三日).
func chineseDay(s string) (int64, error) {
	for _, t := range chineseDayTens {
		if rest, ok := strings.CutPrefix(s, t[0]); ok {
			s = t[1] + rest
			break
		}
	}
	return ChineseInt(s)
}

// findAllBeforeYear returns what re.FindAllStringSubmatchIndex(s, -1) would
// for the unanchored form of re, a written date made of four year digits
// (for which digit holds), spaces or tabs when spaced, 年 and
// then only runes for which tail holds. Every such match starts at the
// four digits before a 年, so re (anchored with ^) is tried only there, on
// the text up to the first rune after 年 that cannot be part of the date;
// candidates are taken left to right, each from the end of the last match,
// as FindAll does.
func findAllBeforeYear(re *lazyre.Regexp, s string, spaced bool, digit, tail func(rune) bool) [][]int {
	var out [][]int
	last := 0
	for from := 0; ; {
		k := strings.Index(s[from:], yearWord)
		if k < 0 {
			break
		}
		p := from + k
		from = p + len(yearWord)
		j := p
		for spaced && j > 0 && (s[j-1] == ' ' || s[j-1] == '\t') {
			j--
		}
		n := 0
		for n < 4 && j > 0 {
			r, size := utf8.DecodeLastRuneInString(s[:j])
			if !digit(r) {
				break
			}
			j -= size
			n++
		}
		if n < 4 || j < last {
			continue
		}
		end := from
		for end < len(s) {
			r, size := utf8.DecodeRuneInString(s[end:])
			if !tail(r) {
				break
			}
			end += size
		}
		loc := re.FindStringSubmatchIndex(s[j:end])
		if loc == nil {
			continue
		}
		for i := range loc {
			if loc[i] >= 0 {
				loc[i] += j
			}
		}
		out = append(out, loc)
		last = loc[1]
	}
	return out
}

// dateNumericAt is dateNumeric anchored at the start of its input, for
// findAllNumeric.
var dateNumericAt = lazyre.New(`^(?:` + dateNumeric.String() + `)`)

// isDateSeparator reports whether r separates the parts of a numeric date,
// as dateNumeric reads them.
func isDateSeparator(r rune) bool {
	return r == '-' || r == '.' || r == '/' || r == '．' || r == '／' || r == '－'
}

// findAllNumeric returns dateNumeric.FindAllStringSubmatchIndex(s, -1).
// Every match starts at the four digits before its first separator, so the
// anchored form is tried only there, on the text up to the first rune that
// is neither a digit nor a separator; candidates are taken left to right,
// each from the end of the last match, as FindAll does.
func findAllNumeric(s string) [][]int {
	var out [][]int
	last := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '-' && c != '.' && c != '/' && c != 0xEF {
			continue
		}
		r, _ := utf8.DecodeRuneInString(s[i:])
		if !isDateSeparator(r) {
			continue
		}
		j, n := i, 0
		for n < 4 && j > 0 {
			r, size := utf8.DecodeLastRuneInString(s[:j])
			if !isDigit(r) {
				break
			}
			j -= size
			n++
		}
		if n < 4 || j < last {
			continue
		}
		end := i
		for end < len(s) {
			r, size := utf8.DecodeRuneInString(s[end:])
			if !isDigit(r) && !isDateSeparator(r) {
				break
			}
			end += size
		}
		loc := dateNumericAt.FindStringSubmatchIndex(s[j:end])
		if loc == nil {
			continue
		}
		for k := range loc {
			if loc[k] >= 0 {
				loc[k] += j
			}
		}
		out = append(out, loc)
		last = loc[1]
	}
	return out
}
