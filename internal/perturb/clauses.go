package perturb

import "strings"

// Clauses holds the rewritings of a clause's own sentences, which a test
// of one clause takes besides All: a figure's unit on the next line, and
// the lines broken between two Chinese characters away from the figures,
// as a PDF's text layer gives a plan's paragraph. On a whole filing they
// are the work of All's wraps (HardWrap, WrapAll) and broken numbers.
var Clauses = []Perturbation{
	{Name: "unit-on-next-line", Apply: UnitOnNextLine},
	{Name: "wrapped-between-words-24", Apply: func(s string) string { return WrapBetweenWords(s, 24) }},
}

// unitRunes are the units a figure's line may break before: 亿, 万, 元,
// 股, %, 名, 人 (人民币10亿\n元, 不超过200\n名).
const unitRunes = "亿万元股%名人"

func isDigit(r rune) bool { return r >= '0' && r <= '9' }

// UnitOnNextLine puts the first figure's unit on a line of its own (…不超
// 过200 / 亿元), as a PDF's text layer does when the unit starts the next
// layout line.
func UnitOnNextLine(s string) string {
	rs := []rune(s)
	for i := 1; i < len(rs); i++ {
		if isDigit(rs[i-1]) && strings.ContainsRune(unitRunes, rs[i]) {
			return string(rs[:i]) + "\n" + string(rs[i:])
		}
	}
	return s
}

// numeralRunes are the characters of a number written in Chinese
// numerals, plain and financial (二十, 壹佰, 两).
const numeralRunes = "〇零一二三四五六七八九十百千万亿两壹贰叁肆伍陆柒捌玖拾佰仟"

// perShareWord starts a per-share phrase (每股票面金额为人民币壹佰元) whose
// ten characters a wrap does not break.
const perShareWord = '每'

// WrapBetweenWords breaks each line after its width-th character, between
// two Chinese characters, as a PDF's text layer breaks a paragraph; not
// within five characters of a figure nor in the ten after 每: a number's
// numerals, bound, unit and per-share words (二\n十, 不超\n过, 个会计年\n度,
// 每股票\n面金额为人民币壹佰元) are the quantity reader's to join, which
// Wrap and HardWrap break too.
func WrapBetweenWords(s string, width int) string {
	var b strings.Builder
	for _, line := range strings.SplitAfter(s, "\n") {
		rs := []rune(line)
		for i := width; i < len(rs); i += width {
			for i < len(rs) && !(isHan(rs[i-1]) && isHan(rs[i]) && !figureWithin(rs, i, 5) && !strings.ContainsRune(string(rs[max(0, i-10):i]), perShareWord)) {
				i++
			}
			if i < len(rs) {
				b.WriteString(string(rs[:i]) + "\n")
				rs = rs[i:]
				i = 0
			}
		}
		b.WriteString(string(rs))
	}
	return b.String()
}

// figureWithin reports whether a digit or a Chinese numeral stands within
// n characters of the place i in rs.
func figureWithin(rs []rune, i, n int) bool {
	for k := max(0, i-n); k < min(len(rs), i+n); k++ {
		if isDigit(rs[k]) || strings.ContainsRune(numeralRunes, rs[k]) {
			return true
		}
	}
	return false
}
