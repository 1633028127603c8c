package perturb

import (
	_ "embed"
	"regexp"
	"strconv"
	"strings"
)

// FullWidth writes every ASCII digit, letter and punctuation mark in its
// full-width form (２０１４年, 临２０１４－００５, ：, （）), as filings typed
// in a Chinese input method's full-width mode print them.
func FullWidth(s string) string {
	return strings.Map(func(r rune) rune {
		if r > ' ' && r < 0x7F {
			return r + 0xFEE0
		}
		return r
	}, s)
}

//go:embed traditional.txt
var traditionalPairs string

// traditionalOf maps a simplified character to its traditional form, the
// first of OpenCC's STCharacters (see NOTICE) where it lists several.
var traditionalOf = func() map[rune]rune {
	m := map[rune]rune{}
	rs := []rune(strings.ReplaceAll(traditionalPairs, "\n", ""))
	for i := 0; i+1 < len(rs); i += 2 {
		m[rs[i]] = rs[i+1]
	}
	return m
}()

// Traditional writes s in traditional characters, one for one, as the
// mirrors of mainland filings on Hong Kong and Taiwan sites print them:
// 董事會決議公告, 證券代碼, 於.
func Traditional(s string) string {
	return strings.Map(func(r rune) rune {
		if t, ok := traditionalOf[r]; ok {
			return t
		}
		return r
	}, s)
}

// chineseDigits are the numerals of a date written in Chinese, 〇 to 九,
// as signatures print them: 二〇一四年一月二十九日.
var chineseDigits = []string{"〇", "一", "二", "三", "四", "五", "六", "七", "八", "九"}

// The units of a date in Chinese numerals, and the ten of its month and
// day: 二〇一四年一月二十九日, 十二月十八日.
const (
	yearUnit  = "年"
	monthUnit = "月"
	dayUnit   = "日"
	tenNumber = "十"
)

// ChineseDates writes every date in digits in Chinese numerals, the year
// digit by digit with zero for its zeros (二〇一四年一月二十九日, 二○一二年,
// 二OO九年, 二零一零年), as signatures and some headers print dates.
func ChineseDates(s, zero string) string {
	return dateRe.ReplaceAllStringFunc(s, func(m string) string {
		p := dateRe.FindStringSubmatch(m)
		var b strings.Builder
		for _, d := range p[1] {
			if d == '0' {
				b.WriteString(zero)
			} else {
				b.WriteString(chineseDigits[d-'0'])
			}
		}
		b.WriteString(yearUnit)
		b.WriteString(chineseNumber(p[2]))
		b.WriteString(monthUnit)
		b.WriteString(chineseNumber(p[3]))
		b.WriteString(dayUnit)
		return b.String()
	})
}

// chineseNumber writes a month or day, 1-31, in Chinese numerals: 一, 十,
// 十二, 二十, 二十九, 三十一.
func chineseNumber(d string) string {
	n := 0
	for _, c := range d {
		n = n*10 + int(c-'0')
	}
	switch {
	case n < 10:
		return chineseDigits[n]
	case n == 10:
		return tenNumber
	case n < 20:
		return tenNumber + chineseDigits[n-10]
	case n%10 == 0:
		return chineseDigits[n/10] + tenNumber
	default:
		return chineseDigits[n/10] + tenNumber + chineseDigits[n%10]
	}
}

// simplifiedOf inverts traditionalOf: the simplified character Traditional
// wrote each traditional one for (the first, where two share one).
var simplifiedOf = func() map[rune]rune {
	m := map[rune]rune{}
	rs := []rune(strings.ReplaceAll(traditionalPairs, "\n", ""))
	for i := 0; i+1 < len(rs); i += 2 {
		if _, ok := m[rs[i+1]]; !ok {
			m[rs[i+1]] = rs[i]
		}
	}
	return m
}()

// Simplified undoes Traditional: the form a value printed in traditional
// characters has in the original text.
func Simplified(s string) string {
	return strings.Map(func(r rune) rune {
		if t, ok := simplifiedOf[r]; ok {
			return t
		}
		return r
	}, s)
}

// FullWidthSigns writes the digits and the signs of figures (, . : ; ( )
// %) in their full-width forms and leaves letters as they are, as
// filings typed in a Chinese input method print figures: ２０１７年４月２１日,
// ６票同意，０票反对, ４．２０元.
func FullWidthSigns(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' || strings.ContainsRune(",.:;()%", r) {
			return r + 0xFEE0
		}
		return r
	}, s)
}

// zeroForms are the zeros of a date in Chinese numerals that ZeroAs
// rewrites: 二○一二年一月十八日 (U+25CB), 二〇一四年 (U+3007).
var zeroForms = []string{"○", "〇"}

// ZeroAs writes every zero of zeroForms as zero: 二O一七年, 二零一七年, as
// filings print it.
func ZeroAs(s, zero string) string {
	var pairs []string
	for _, z := range zeroForms {
		pairs = append(pairs, z, zero)
	}
	return strings.NewReplacer(pairs...).Replace(s)
}

// noneCount is a count of none in Chinese numerals: 以九票同意、零票反对.
const noneCount = "零"

// countRe finds a count of votes or members (up to 99) in digits:
// 6票同意, 董事9名, 出席会议的董事7人.
var countRe = regexp.MustCompile(`(^|[^\d,.])(\d{1,2})(\s*(?:票|名|人|位))`)

// ChineseCounts writes the counts of votes and members (up to 99) in
// Chinese numerals, 零 for none, as filings of the 2000s do (应参加表决的
// 董事十一名, 以九票同意、零票反对).
func ChineseCounts(s string) string {
	return countRe.ReplaceAllStringFunc(s, func(m string) string {
		sm := countRe.FindStringSubmatch(m)
		n, _ := strconv.Atoi(sm[2])
		num := noneCount
		if n > 0 {
			num = chineseNumber(sm[2])
		}
		return sm[1] + num + sm[3]
	})
}

// operatorsSpaced are the signs of a formula as a PDF's text layer
// prints them: spaced, the minus as U+2212 (P1 = (P0 − D) / (1 + n)).
var operatorsSpaced = strings.NewReplacer("-", "−", "+", " + ", "=", " = ", "×", " × ")

// SpaceOperators spaces the operators of every formula and writes its
// minus as −.
func SpaceOperators(s string) string { return operatorsSpaced.Replace(s) }
