package contract

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// writtenFields are the values given as the filing writes them: a
// project's or a contract's name is a title the filing chose
// (轨道交通11号线北段(罗山路—迪士尼乐园)工程4标段, 东北——华北联网…供货合同),
// and the folded text the rules read writes its dashes as '-'.
var writtenFields = []string{"project", "contract_name"}

// asWritten sets the project and the contract's name of each contract to
// the text of their span in the filing (Ref.Text), with only widths
// folded (（ → (, Ａ → A) and the spaces a layout puts between characters
// taken out, where that text reads as the value once folded: the span
// stays the value's own, only the characters normalisation changed
// (dashes, dots) are given back. A value whose span holds more or other
// text (a name cut from a longer clause) is left as read.
func asWritten(cs []schema.Contract) {
	for i := range cs {
		ct := &cs[i]
		for _, f := range writtenFields {
			ev, ok := ct.Evidence[f]
			if !ok {
				continue
			}
			v := &ct.Project
			if f == "contract_name" {
				v = &ct.ContractName
			}
			if w, ok := writtenAs(*v, ev.Text); ok {
				*v = w
			}
		}
	}
}

// writtenAs returns src with widths folded and layout spaces taken out,
// when that reads as v once normalised; ok is false otherwise.
func writtenAs(v, src string) (string, bool) {
	if v == "" || src == "" || strings.ContainsRune(v, '\n') {
		return "", false
	}
	w := layoutSpaces(foldWidth(src))
	if w == v {
		return "", false
	}
	folded, _ := normalize.Fold(w)
	if layoutSpaces(folded) != v {
		return "", false
	}
	return w, true
}

// foldWidth folds full-width ASCII (U+FF01–U+FF5E) to ASCII and the
// ideographic space to a space, as a comparison by width (NFKC) does.
func foldWidth(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 0xFF01 && r <= 0xFF5E:
			return r - 0xFEE0
		case r == 0x3000:
			return ' '
		}
		return r
	}, s)
}

// layoutSpaces takes out white space, as the text the rules read does
// (newFlat), except one space between two Latin letters, which is part of
// a name (BPDB-RPCL POWERGEN LTD).
func layoutSpaces(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if unicode.IsSpace(r) {
			if r == ' ' && i > 0 && i+1 < len(s) && isLetter(s[i-1]) && isLetter(s[i+1]) {
				b.WriteByte(' ')
			}
			i += n
			continue
		}
		b.WriteString(s[i : i+n])
		i += n
	}
	return b.String()
}
