package normalize

import (
	"strings"
	"unicode/utf8"
)

// A quantity's words the right margin of a page cut: the bound word of a
// figure broken over two lines, "核心一级资本充足率降至5.125%(或" then
// "以下)时", "假设优先股全部转股,最" then "多发行总数为11,538,461,538股",
// "持有本行10%以" then "上股份的股东", "不超" then "过人民币600亿元"; and a
// figure in Chinese numerals broken between its characters, "自公司股东大
// 会审议通过之日起十" then "二个月". Read with the break, the figure is read
// without its bound (eq for le) or by its last characters (二 for 十二).

// quantityJoinReach is how far either side of a line break the text is
// read again with the break taken out, to see whether the break cuts a
// quantity's words: a bound word stands at most distantWindow characters
// before its figure.
const quantityJoinReach = 3 * (distantWindow + 16)

// quantityBreaks returns the line breaks (with the spaces around them)
// that cut a quantity's words on a full line of running text: a break
// inside a bound word, or between a bound word and its figure, the
// figure read with that bound once the break is out; or a break between
// two characters of a Chinese numeral, one figure read across it once the
// break is out. The line before must be a full line of running text, at
// least wrappedLineRunes characters from the last break that stays (cuts
// are the breaks other rules take out, in order), and end in a Han
// character, a digit or a unit sign (%, a bracket of （或以下）). A break
// the other rules take out is left to them.
func quantityBreaks(text string, cuts []Span) []Span {
	return lineBreaks(text, cuts, nil, func(lineStart, b, a int) bool {
		return b > lineStart && a < len(text) && lineRunes(text[lineStart:b]) >= wrappedLineRunes && cutsQuantity(text, b, a)
	})
}

// lineRunes counts the characters of a line that are not white space.
func lineRunes(line string) int {
	n := 0
	for _, r := range line {
		if r != ' ' && r != '\t' && r != '\n' && r != '\r' && r != '\u3000' {
			n++
		}
	}
	return n
}

// quantityBreakBefore are the characters besides Han ones and digits a
// line whose break cuts a quantity may end in: a ratio's sign before its
// bound (5.125%(或以下)), the bracket that opens （或以下）.
const quantityBreakBefore = "%("

// cutsQuantity reports whether the break text[b:a] (a line break and the
// spaces around it) cuts a quantity's words: taken out, a bound word
// across it or beside it bounds a figure, or one Chinese numeral is read
// across it.
func cutsQuantity(text string, b, a int) bool {
	prev, _ := utf8.DecodeLastRuneInString(text[:b])
	next, _ := utf8.DecodeRuneInString(text[a:])
	if !(isHan(prev) || isDigit(prev) || strings.ContainsRune(quantityBreakBefore, prev)) || !(isHan(next) || isDigit(next) || next == ')') {
		return false
	}
	numeral := isChineseNumeralRune(prev) && isChineseNumeralRune(next)
	near := strings.ContainsRune(quantityBreakRunes, prev) || strings.ContainsRune(quantityBreakRunes, next)
	if !numeral && !(near && boundWordAt(text, b, a)) && !boundWordBefore(text, b) {
		return false
	}
	lo, hi := b, a
	for n := 0; n < quantityJoinReach && lo > 0; n++ {
		_, size := utf8.DecodeLastRuneInString(text[:lo])
		lo -= size
	}
	for n := 0; n < quantityJoinReach && hi < len(text); n++ {
		_, size := utf8.DecodeRuneInString(text[hi:])
		hi += size
	}
	joined := text[lo:b] + text[a:hi]
	at := b - lo // the join in joined
	for _, q := range FindQuantities(joined) {
		if q.Span.Start >= at || q.Span.End <= at {
			continue
		}
		if numeral {
			// The figure itself runs across the join: 十 / 二个月.
			fs := strings.Index(q.Text, q.Stated)
			if fs >= 0 && q.Span.Start+fs < at && q.Span.Start+fs+len(q.Stated) > at {
				return true
			}
			continue
		}
		if q.Bound != BoundEq {
			return true
		}
	}
	return false
}

// boundWordAt reports whether a word of quantityBreakWords stands across
// the break text[b:a], or ends just before it or starts just after it.
func boundWordAt(text string, b, a int) bool {
	before, after := text[max(0, b-24):b], text[a:min(len(text), a+24)]
	for _, w := range quantityBreakWords {
		for k := 0; k <= len(w); {
			if strings.HasSuffix(before, w[:k]) && strings.HasPrefix(after, w[k:]) {
				return true
			}
			if k == len(w) {
				break
			}
			_, size := utf8.DecodeRuneInString(w[k:])
			k += size
		}
	}
	return false
}

// boundWordBefore reports whether a bound word of two characters or more
// stands before text[:b] in the same clause, near enough to govern a
// figure after the break: 假设优先股全部转股,最多发行总 / 数为11,538,461,538股
// (distantBound, which does not read across a break).
func boundWordBefore(text string, b int) bool {
	lo := b
	for n := 0; n < distantWindow && lo > 0; n++ {
		r, size := utf8.DecodeLastRuneInString(text[:lo])
		if strings.ContainsRune(clauseStops, r) {
			break
		}
		lo -= size
	}
	clause := text[lo:b]
	for _, p := range boundPrefixes {
		if utf8.RuneCountInString(p.word) > 1 && strings.Contains(clause, p.word) {
			return true
		}
	}
	return false
}

// quantityBreakRunes are the characters of quantityBreakWords: a break
// with none of them on either side cuts no bound word.
var quantityBreakRunes = func() string {
	var b strings.Builder
	for _, w := range quantityBreakWords {
		b.WriteString(w)
	}
	return b.String()
}()

// quantityBreakWords are the bound words, before a figure or after it, of
// two characters or more (a one-character bound word, 过 or 达, is too
// common to join a line on), the words after a period (内, 以前), and the
// currencies written between a bound word and its figure.
var quantityBreakWords = func() []string {
	var out []string
	for _, p := range boundPrefixes {
		if utf8.RuneCountInString(p.word) > 1 {
			out = append(out, p.word)
		}
	}
	for _, s := range boundSuffixes {
		if utf8.RuneCountInString(s.word) > 1 {
			out = append(out, s.word)
		}
	}
	// The words after a period, one character too: they bound it only
	// right after its unit, 自本次发行结束之日起36个月 / 内不得转让.
	for _, d := range durationSuffixes {
		out = append(out, d.word)
	}
	// The currency between a bound word and a money figure: 总金额不超过人
	// 民币 / 600亿元 (001).
	for _, c := range currencyPrefixes {
		if utf8.RuneCountInString(c) > 1 {
			out = append(out, c)
		}
	}
	return out
}()
