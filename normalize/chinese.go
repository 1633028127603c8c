package normalize

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"
)

// Errors returned by the numeral parsers.
var (
	// ErrNotNumeral means the text is not a numeral of the forms this
	// package reads.
	ErrNotNumeral = errors.New("not a numeral")
	// ErrTooLarge means the numeral is beyond the documented limits.
	ErrTooLarge = errors.New("numeral too large")
)

// Chinese numeral characters: the everyday digits, the capital (大写)
// digits used on amounts (人民币壹佰元), and the place units.
var (
	chineseDigit = map[rune]int64{
		'〇': 0, '零': 0, '○': 0,
		'一': 1, '壹': 1,
		'二': 2, '贰': 2, '貳': 2, '两': 2, '兩': 2,
		'三': 3, '叁': 3, '參': 3,
		'四': 4, '肆': 4,
		'五': 5, '伍': 5,
		'六': 6, '陆': 6, '陸': 6,
		'七': 7, '柒': 7,
		'八': 8, '捌': 8,
		'九': 9, '玖': 9,
	}
	chineseUnit = map[rune]int64{
		'十': 10, '拾': 10,
		'百': 100, '佰': 100,
		'千': 1000, '仟': 1000,
	}
	chineseBig = map[rune]int64{
		'万': 10000, '萬': 10000,
		'亿': 100000000, '億': 100000000,
	}
)

// maxPositionalDigits bounds digit-by-digit numerals (二〇一四).
const maxPositionalDigits = 18

// isChineseNumeralRune reports whether r can be part of a Chinese numeral.
func isChineseNumeralRune(r rune) bool {
	if r >= numeralSetLo && r < numeralSetLo+numeralSetLen {
		i := r - numeralSetLo
		return numeralSet[i>>6]&(1<<(i&63)) != 0
	}
	return r == '○'
}

// numeralSet holds isNumeralRune for the runes from U+3000 to U+9FFF, where
// all the numeral characters but ○ stand, as a bit set: FindQuantities asks
// it of every character it reads.
const (
	numeralSetLo  = 0x3000
	numeralSetLen = 0x7000
)

var numeralSet = func() (set [numeralSetLen / 64]uint64) {
	for r := rune(numeralSetLo); r < numeralSetLo+numeralSetLen; r++ {
		if isNumeralRune(r) {
			i := r - numeralSetLo
			set[i>>6] |= 1 << (i & 63)
		}
	}
	return set
}()

// isNumeralRune reports whether r is one of the characters Chinese and
// capital numerals are written with.
func isNumeralRune(r rune) bool {
	// The keys of chineseDigit, chineseUnit and chineseBig, as a switch:
	// this is asked of every rune FindQuantities reads.
	switch r {
	case '〇', '零', '○', '一', '壹', '二', '贰', '貳', '两', '兩',
		'三', '叁', '參', '四', '肆', '五', '伍', '六', '陆', '陸',
		'七', '柒', '八', '捌', '九', '玖',
		'十', '拾', '百', '佰', '千', '仟',
		'万', '萬', '亿', '億':
		return true
	}
	return false
}

// ChineseInt returns the integer a Chinese or capital numeral stands for:
// "二十七" 27, "一百一十五" 115, "十九" 19, "二百" and "两百" 200, "〇" 0,
// "壹佰" 100, and digit-by-digit numerals such as "二〇一四" 2014. 万 and
// 亿 may each appear once ("一万亿" is 10^12). Colloquial abbreviations
// whose value is ambiguous ("二百五", "一万五") and malformed strings
// ("百", "四十五五", "一万万万亿") are errors.
func ChineseInt(s string) (int64, error) {
	if s == "" || !utf8.ValidString(s) {
		return 0, fmt.Errorf("chinese numeral %q: %w", s, ErrNotNumeral)
	}
	rs := []rune(s)
	for _, r := range rs {
		if !isChineseNumeralRune(r) {
			return 0, fmt.Errorf("chinese numeral %q: %w", s, ErrNotNumeral)
		}
	}
	positional := true
	for _, r := range rs {
		if _, ok := chineseDigit[r]; !ok || r == '两' || r == '兩' {
			positional = false
			break
		}
	}
	if positional && len(rs) > 1 {
		if len(rs) > maxPositionalDigits {
			return 0, fmt.Errorf("chinese numeral %q: %w", s, ErrTooLarge)
		}
		var v int64
		for _, r := range rs {
			v = v*10 + chineseDigit[r]
		}
		return v, nil
	}
	v, err := chineseBelow(rs, 2, true)
	if err != nil {
		return 0, fmt.Errorf("chinese numeral %q: %w", s, err)
	}
	return v, nil
}

// chineseBelow parses rs as a numeral using big units up to level (2: 亿,
// 1: 万, 0: none). lead reports whether rs starts the whole numeral (only
// there may 十 stand without a digit before it).
func chineseBelow(rs []rune, level int, lead bool) (int64, error) {
	if level == 0 {
		v, _, err := chineseSection(rs, lead)
		return v, err
	}
	big := int64(100000000)
	if level == 1 {
		big = 10000
	}
	idx := -1
	for i, r := range rs {
		if chineseBig[r] == big {
			if idx >= 0 {
				return 0, ErrNotNumeral
			}
			idx = i
		}
	}
	if idx < 0 {
		return chineseBelow(rs, level-1, lead)
	}
	left, right := rs[:idx], rs[idx+1:]
	if len(left) == 0 {
		return 0, ErrNotNumeral
	}
	hi, err := chineseBelow(left, level-1, lead)
	if err != nil {
		return 0, err
	}
	if hi == 0 {
		return 0, ErrNotNumeral
	}
	lo := int64(0)
	if len(right) > 0 {
		if right[0] == '零' || right[0] == '〇' {
			right = right[1:]
			if len(right) == 0 {
				return 0, ErrNotNumeral
			}
			lo, err = chineseBelow(right, level-1, false)
			if err != nil {
				return 0, err
			}
		} else {
			// Without 零 the part after the unit must fill its top place:
			// 一万五千 (15000), not 一万五 (colloquial and ambiguous).
			lo, err = chineseBelow(right, level-1, false)
			if err != nil {
				return 0, err
			}
			if lo*10 < big {
				return 0, ErrNotNumeral
			}
		}
	}
	return hi*big + lo, nil
}

// chineseSection parses a numeral below 10000 (digits with 千百十).
func chineseSection(rs []rune, lead bool) (int64, int64, error) {
	if len(rs) == 0 {
		return 0, 0, ErrNotNumeral
	}
	var total int64
	pending := int64(-1) // digit waiting for its unit
	last := int64(10000) // the last unit used; units must decrease
	zero := false        // a 零 stands before the pending digit
	for i, r := range rs {
		if d, ok := chineseDigit[r]; ok {
			if pending >= 0 {
				if pending == 0 && d != 0 {
					zero = true
				} else if !(pending == 0 && d == 0) {
					return 0, 0, ErrNotNumeral // two digits in a row: 四十五五
				}
			}
			pending = d
			continue
		}
		u, ok := chineseUnit[r]
		if !ok {
			return 0, 0, ErrNotNumeral
		}
		switch {
		case pending < 0:
			if !(u == 10 && i == 0 && lead) {
				return 0, 0, ErrNotNumeral // 百 alone, 二百十
			}
			pending = 1
		case pending == 0:
			return 0, 0, ErrNotNumeral // 零十
		}
		if u >= last {
			return 0, 0, ErrNotNumeral
		}
		total += pending * u
		last = u
		pending = -1
		zero = false
	}
	if pending > 0 {
		// A trailing digit is the ones place only straight after 十, after
		// 零, or alone: 二百五 is ambiguous.
		if !(last == 10 || last == 10000 || zero) {
			return 0, 0, ErrNotNumeral
		}
		total += pending
	} else if pending == 0 && last != 10000 {
		return 0, 0, ErrNotNumeral // trailing 零
	}
	return total, last, nil
}

// How ChineseNumeral writes a number, as the articles of association number
// their articles: "第一百零五条", "第二百八十七条", "第九十七条" (the 一 of a
// leading 一十 dropped: 第十九条); 一万零五 for a number past 9999.
var (
	numeralDigits      = []string{"零", "一", "二", "三", "四", "五", "六", "七", "八", "九"}
	numeralUnits       = []string{"", "十", "百", "千"}
	numeralZero        = numeralDigits[0]
	numeralTenThousand = "万"
)

// ChineseNumeral renders n (0 ≤ n < 10^8) the way articles and items are
// numbered: 十九 (not 一十九) at the start, 一百一十五, 一百零五, 二百.
func ChineseNumeral(n int64) string {
	if n < 0 || n >= 100000000 {
		return ""
	}
	if n == 0 {
		return numeralZero
	}
	digits, units := numeralDigits, numeralUnits
	// section writes v (< 10000); omitOne drops the 一 of a leading 一十.
	section := func(v int64, omitOne bool) string {
		var sb strings.Builder
		zero := false
		for p := 3; p >= 0; p-- {
			pw := int64(1)
			for k := 0; k < p; k++ {
				pw *= 10
			}
			d := (v / pw) % 10
			if d == 0 {
				zero = sb.Len() > 0
				continue
			}
			if zero {
				sb.WriteString(numeralZero)
			}
			zero = false
			if !(omitOne && sb.Len() == 0 && p == 1 && d == 1) {
				sb.WriteString(digits[d])
			}
			sb.WriteString(units[p])
		}
		return sb.String()
	}
	if n < 10000 {
		return section(n, true)
	}
	hi, lo := n/10000, n%10000
	s := section(hi, true) + numeralTenThousand
	if lo > 0 {
		if lo < 1000 {
			s += numeralZero
		}
		s += section(lo, false)
	}
	return s
}
