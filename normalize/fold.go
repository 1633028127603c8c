package normalize

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Fold returns text with widths, dashes, spaces and a few look-alike
// characters folded to one canonical form, and the map back to text:
//
//   - full-width ASCII (U+FF01–U+FF5E: digits, letters, （）：；，％ …) to ASCII;
//   - dash variants (— – ― ‐ ‑ ‒ −) to '-';
//   - ideographic space, no-break and other wide spaces to ' '; zero-width
//     characters, NUL and carriage returns are dropped;
//   - runs of spaces between two Han characters are dropped (总 则 → 总则),
//     and so is a single space between a Han character and an ASCII letter
//     or digit (以 6票同意 → 以6票同意, 2014 年 → 2014年, 临 2014-005 →
//     临2014-005): a PDF's conversion to text puts these between the runs
//     of a line, and they are not content; two or more spaces are a gap of
//     the layout (table columns) and stay;
//   - a character set for the zero of a year in Chinese numerals (O, ○,
//     Greek Ο, o) between Chinese digits to 〇 (二OO九年 → 二〇〇九年, 二 Ο
//     一六年 → 二〇一六年; 〇 is a Han character, so the spaces beside it
//     go as beside any other);
//   - a character of the Unicode private-use area (U+E000–U+F8FF), which
//     a PDF's font sets for a glyph it has no code for: U+F8FF right after
//     a digit to '%' (提交相当于合同价格5\uF8FF的履约保函, 含17\uF8FF增值税,
//     年投资收益率为7.8\uF8FF), and any such character at a digit's place
//     of a year in Chinese numerals to 〇, as a zero-like letter is (二
//     \uF081 一七年十二月五日, 二 \uF081 一八年三月十五日);
//   - middle-dot variants (・ • ‧) to '·', and a '(' between two Han characters
//     that no ')' closes on the same line (brackets nested inside it counted)
//     to '·': text layers render the dot in transliterated names as a
//     bracket (维姆(科克 → 维姆·科克).
//
// Tabs and line breaks are kept. Fold is idempotent: Fold(Fold(s)) == Fold(s).
func Fold(text string) (string, *OffsetMap) {
	b := NewBuilder(len(text), len(text))
	pendingSpace := -1 // source offset of a run of spaces not yet written
	pendingEnd := 0
	// copied is the source offset of a run of runes that stand unchanged
	// and are not yet written: one Copy for the run, not one per rune.
	copied := -1
	prevHan := false
	prevAlnum := false  // the last character written is an ASCII letter or digit
	prevDigit := false  // the last character written is a Chinese digit (isChineseDigit)
	prevFigure := false // the last character written is an ASCII digit
	var brackets lineBrackets
	for i := 0; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		if r == utf8.RuneError && size == 1 {
			if copied >= 0 {
				b.Copy(text[copied:i], copied)
				copied = -1
			}
			b.Replace("\uFFFD", i, i+1)
			i++
			prevHan, prevAlnum, prevDigit, prevFigure = false, false, false, false
			continue
		}
		c := foldRune(r)
		if c == 0 || c == ' ' || c != r {
			if copied >= 0 {
				b.Copy(text[copied:i], copied)
				copied = -1
			}
		}
		switch {
		case c == 0: // dropped
			i += size
			continue
		case c == ' ':
			if pendingSpace < 0 {
				pendingSpace = i
			}
			pendingEnd = i + size
			i += size
			continue
		}
		if prevDigit && isZeroLike(c) && zeroInNumeral(text, i+size) {
			// 二OO九, 二○一二, 二 Ο 一六: a zero of a year written in
			// Chinese numerals, set in another script's letter or shape.
			c = '〇'
			if copied >= 0 {
				b.Copy(text[copied:i], copied)
				copied = -1
			}
		}
		if c == percentGlyph && prevFigure && pendingSpace < 0 {
			c = '%'
			if copied >= 0 {
				b.Copy(text[copied:i], copied)
				copied = -1
			}
		}
		if c == '(' && prevHan && hanFollows(text, i+size) && !brackets.closed(text, i) {
			c = '·'
			if copied >= 0 {
				b.Copy(text[copied:i], copied)
				copied = -1
			}
		}
		// 〇 (U+3007) is a Han character that stands below the blocks
		// isHan reads: spaces beside it go as beside any other.
		han := isHan(c) || c == '〇'
		alnum := isASCIIAlnum(c)
		if pendingSpace >= 0 {
			plain := text[pendingSpace:pendingEnd] == strings.Repeat(" ", pendingEnd-pendingSpace)
			// The run is written as it stood when it was plain spaces, as
			// one space otherwise; a run written as one space between Han
			// and a letter or digit is dropped.
			single := !plain || pendingEnd-pendingSpace == 1
			drop := (prevHan && han) || (single && ((prevHan && alnum) || (prevAlnum && han)))
			if !drop {
				if plain {
					b.Copy(text[pendingSpace:pendingEnd], pendingSpace)
				} else {
					b.Replace(" ", pendingSpace, pendingEnd)
				}
			}
			pendingSpace = -1
		}
		if c == r {
			if copied < 0 {
				copied = i
			}
		} else {
			b.Replace(string(c), i, i+size)
		}
		prevHan = han || c == '·'
		prevAlnum = alnum
		prevDigit = isChineseDigit(c)
		prevFigure = c >= '0' && c <= '9'
		i += size
	}
	if copied >= 0 {
		b.Copy(text[copied:], copied)
	}
	if pendingSpace >= 0 {
		if text[pendingSpace:pendingEnd] == strings.Repeat(" ", pendingEnd-pendingSpace) {
			b.Copy(text[pendingSpace:pendingEnd], pendingSpace)
		} else {
			b.Replace(" ", pendingSpace, pendingEnd)
		}
	}
	return b.Finish()
}

// foldRune returns the canonical form of r, ' ' for any space, or 0 for a
// character that is dropped.
func foldRune(r rune) rune {
	switch {
	case r >= 0xFF01 && r <= 0xFF5E:
		return r - 0xFEE0
	case r == '\r', r == 0xFEFF, r == 0x200B, r == 0x200C, r == 0x200D, r == 0x2060:
		return 0
	case r == 0x3000, r == 0x00A0, r == 0x202F, r == 0x205F, r >= 0x2000 && r <= 0x200A:
		return ' '
	case r == 0x2014, r == 0x2013, r == 0x2015, r == 0x2010, r == 0x2011, r == 0x2012, r == 0x2212, r == 0xFE63:
		return '-'
	case r == 0x30FB, r == 0x2022, r == 0x2027, r == 0x00B7, r == 0xFF65:
		return '·'
	}
	return r
}

// isMiddleDotBracket reports whether the '(' just before offset i stands for
// a middle dot: a Han character follows (past any characters Fold drops) and
// no ')' closes it on this line. Fold asks the same through lineBrackets,
// which reads each line once.
func isMiddleDotBracket(text string, i int) bool {
	if !hanFollows(text, i) {
		return false
	}
	depth := 0
	for j := i; j < len(text); {
		r, size := utf8.DecodeRuneInString(text[j:])
		switch foldRune(r) {
		case '(':
			depth++
		case ')':
			if depth == 0 {
				return false // this bracket is closed
			}
			depth--
		case '\n':
			return true
		}
		j += size
	}
	return true
}

// hanFollows reports whether the first character from offset i that Fold
// does not drop is Han.
func hanFollows(text string, i int) bool {
	for i < len(text) {
		r, size := utf8.DecodeRuneInString(text[i:])
		if r == utf8.RuneError && size == 1 {
			return false
		}
		if c := foldRune(r); c != 0 {
			return isHan(c)
		}
		i += size
	}
	return false
}

// lineBrackets tells whether a ')' closes the '(' at a given offset on
// its line (brackets nested inside counted, as isMiddleDotBracket's scan
// counts them), for offsets asked in increasing order: the brackets from
// the first one asked about to the end of its line are matched in one
// pass, so that a line of many unclosed brackets (a page run together into
// one line) is read once, not once per bracket.
type lineBrackets struct {
	from, end int          // the stretch matched, up to its line's end
	shut      map[int]bool // offsets in it of the '(' a ')' closes
}

// closed reports whether a ')' closes the '(' at offset at on its line.
func (lb *lineBrackets) closed(text string, at int) bool {
	if lb.shut == nil || at < lb.from || at >= lb.end {
		lb.match(text, at)
	}
	return lb.shut[at]
}

// match pairs the brackets from offset at to the end of its line.
func (lb *lineBrackets) match(text string, at int) {
	lb.from = at
	if lb.shut == nil {
		lb.shut = map[int]bool{}
	}
	clear(lb.shut)
	var open []int
	j := at
	for j < len(text) {
		r, size := utf8.DecodeRuneInString(text[j:])
		c := foldRune(r)
		if c == '\n' {
			break
		}
		switch c {
		case '(':
			open = append(open, j)
		case ')':
			if n := len(open); n > 0 {
				lb.shut[open[n-1]] = true
				open = open[:n-1]
			}
		}
		j += size
	}
	lb.end = j
}

// isHan reports whether r is Han; the CJK Unified Ideographs block, where
// nearly every character of an announcement stands, is told without
// searching the table.
func isHan(r rune) bool {
	if r >= 0x4E00 && r <= 0x9FFF {
		return true
	}
	return r >= 0x3400 && unicode.Is(unicode.Han, r)
}

// isChineseDigit reports whether r is one of the ten digits a year is
// written with in Chinese numerals (二〇一四).
func isChineseDigit(r rune) bool {
	switch r {
	case '〇', '一', '二', '三', '四', '五', '六', '七', '八', '九':
		return true
	}
	return false
}

// isZeroLike reports whether r is a character the text layers of real
// filings set for the zero 〇 of a year in Chinese numerals: the circle
// ○ or ◯, the Latin, Greek or Cyrillic capital O, a Latin o, or a
// private-use glyph of the PDF's font (isPrivateUse). (Full-width Ｏ is
// folded to O before this is asked.)
func isZeroLike(r rune) bool {
	switch r {
	case '○', '◯', 'O', 'o', 'Ο', 'О':
		return true
	}
	return isPrivateUse(r)
}

// isPrivateUse reports whether r is in the Unicode private-use area of the
// basic plane, where a PDF's conversion puts the glyphs of a font it has
// no code for.
func isPrivateUse(r rune) bool { return r >= 0xE000 && r <= 0xF8FF }

// percentGlyph is the private-use character that the text layers of
// converted filings set for the percent sign after a figure.
const percentGlyph = '\uF8FF'

// zeroInNumeral reports whether the zero-like character just before
// offset i stands inside a numeral: after it, past further zero-like
// characters, single spaces and characters Fold drops, comes a Chinese
// digit.
func zeroInNumeral(text string, i int) bool {
	for i < len(text) {
		r, size := utf8.DecodeRuneInString(text[i:])
		c := foldRune(r)
		switch {
		case isChineseDigit(c):
			return true
		case c == 0 || isZeroLike(c) || c == ' ' && i+size < len(text) && text[i+size] != ' ':
			// A character Fold drops stands nowhere: it is passed over as
			// the folded text will not have it.
			i += size
		default:
			return false
		}
	}
	return false
}

// isASCIIAlnum reports whether r is an ASCII letter or digit.
func isASCIIAlnum(r rune) bool {
	return r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'
}

// IsHan reports whether r is a Han (CJK ideograph) character.
func IsHan(r rune) bool { return isHan(r) }
