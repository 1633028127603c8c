package normalize

import "strings"

// EachSentence calls yield with the span of each sentence of t — a stretch
// ending at 。, ；/; or a line break (the break left out), not blank —
// from the sentence starting at from (0, or just after a sentence end) on,
// until yield returns false. The separators are told byte by byte: '\n'
// and ';' are ASCII, and 。 and ； are three-byte runes whose lead bytes
// (E3, EF) never stand inside another rune.
func EachSentence(t string, from int, yield func(Span) bool) {
	start := from
	emit := func(end int) bool {
		if strings.TrimSpace(t[start:end]) == "" {
			return true
		}
		return yield(Span{Start: start, End: end})
	}
	for i := from; i < len(t); i++ {
		var end, next int
		switch t[i] {
		case '\n':
			end, next = i, i+1
		case ';':
			end, next = i+1, i+1
		case 0xE3, 0xEF:
			if !strings.HasPrefix(t[i:], "。") && !strings.HasPrefix(t[i:], "；") {
				continue
			}
			end, next = i+3, i+3
		default:
			continue
		}
		if !emit(end) {
			return
		}
		start = next
		i = next - 1
	}
	if start < len(t) {
		emit(len(t))
	}
}
