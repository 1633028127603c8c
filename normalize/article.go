package normalize

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/internal/lazyre"
)

// Numeral kinds.
const (
	NumeralChapter = "chapter" // 第N章
	NumeralSection = "section" // 第N节
	NumeralArticle = "article" // 第N条
	NumeralClause  = "clause"  // 第N款
	NumeralItem    = "item"    // (一), （十九）, 第N项
	NumeralAnnex   = "annex"   // 附件N
)

// Numeral is an article, chapter, item or annex number as written.
type Numeral struct {
	Kind  string // chapter, section, article, clause, item or annex
	Value int
	Text  string
	Span  Span
}

// maxArticle bounds the numbers read as article or item numbers.
const maxArticle = 9999

// Article and item number forms, as in 第一百零五条, 第二十七章, 第四节,
// 第105条, 第二款, 第(三)项, (十九), （十九）, 附件二, 附件1. Brackets
// around the number of an ordinal are allowed (第(三)项).
var (
	numeralOrdinal = lazyre.New(`第[ \t]*[(（]?[ \t]*([〇零一二两三四五六七八九十百千]+|[0-9０-９]{1,4})[ \t]*[)）]?[ \t]*([章节条款项])`)
	numeralItem    = lazyre.New(`[(（][ \t]*([一二三四五六七八九十百]+|[0-9０-９]{1,3})[ \t]*[)）]`)
	numeralAnnex   = lazyre.New(`附件[ \t]*([一二三四五六七八九十]+|[0-9０-９]{1,2})`)
	numeralKinds   = map[string]string{"章": NumeralChapter, "节": NumeralSection, "条": NumeralArticle, "款": NumeralClause, "项": NumeralItem}
)

// numeralValue reads an article number: Arabic digits or a Chinese numeral.
func numeralValue(t string) (int, error) {
	if t == "" {
		return 0, fmt.Errorf("numeral %q: %w", t, ErrNotNumeral)
	}
	r, _ := utf8.DecodeRuneInString(t)
	var v int64
	if isDigit(r) {
		n := atoiFold(t)
		if n < 0 {
			return 0, fmt.Errorf("numeral %q: %w", t, ErrNotNumeral)
		}
		v = int64(n)
	} else {
		var err error
		if v, err = ChineseInt(t); err != nil {
			return 0, err
		}
	}
	if v < 1 || v > maxArticle {
		return 0, fmt.Errorf("numeral %q: %w", t, ErrNotNumeral)
	}
	return int(v), nil
}

// FindNumerals returns every article, chapter, section, clause, item and
// annex number in s, left to right. A numeral that does not read as one
// number (a merged 第四十五五十二条, see MergedSplits) is skipped.
func FindNumerals(s string) []Numeral {
	if !utf8.ValidString(s) {
		// Read a copy with each invalid byte replaced by one byte, so
		// offsets hold; Text is taken from the input itself.
		orig := s
		out := FindNumerals(toValidUTF8(s))
		for i := range out {
			out[i].Text = orig[out[i].Span.Start:out[i].Span.End]
		}
		return out
	}
	var out []Numeral
	for _, m := range numeralOrdinal.FindAllStringSubmatchIndex(s, -1) {
		v, err := numeralValue(s[m[2]:m[3]])
		if err != nil {
			continue
		}
		out = append(out, Numeral{Kind: numeralKinds[s[m[4]:m[5]]], Value: v, Text: s[m[0]:m[1]], Span: Span{m[0], m[1]}})
	}
	for _, m := range numeralItem.FindAllStringSubmatchIndex(s, -1) {
		v, err := numeralValue(s[m[2]:m[3]])
		if err != nil {
			continue
		}
		out = append(out, Numeral{Kind: NumeralItem, Value: v, Text: s[m[0]:m[1]], Span: Span{m[0], m[1]}})
	}
	for _, m := range numeralAnnex.FindAllStringSubmatchIndex(s, -1) {
		if digitAfter(s, m[1]) {
			continue
		}
		v, err := numeralValue(s[m[2]:m[3]])
		if err != nil {
			continue
		}
		out = append(out, Numeral{Kind: NumeralAnnex, Value: v, Text: s[m[0]:m[1]], Span: Span{m[0], m[1]}})
	}
	// Keep the outer numeral where two overlap (第(三)项 holds (三)).
	kept := out[:0]
	for i, n := range out {
		inner := false
		for j, o := range out {
			if i != j && o.Span.Contains(n.Span) && o.Span != n.Span {
				inner = true
			}
		}
		if !inner {
			kept = append(kept, n)
		}
	}
	for i := 1; i < len(kept); i++ {
		for j := i; j > 0 && kept[j].Span.Start < kept[j-1].Span.Start; j-- {
			kept[j], kept[j-1] = kept[j-1], kept[j]
		}
	}
	return kept
}

// ParseArticle parses s when the whole of s is one numeral: "第一百零五条",
// "第二十七章", "第四节", "第105条", "(十九)", "（十九）", "附件二".
func ParseArticle(s string) (Numeral, error) {
	ns := FindNumerals(s)
	if len(ns) != 1 || ns[0].Span != (Span{0, len(s)}) {
		return Numeral{}, fmt.Errorf("article number %q: %w", s, ErrNotNumeral)
	}
	return ns[0], nil
}

// Split is one reading of a merged numeral as two numbers; First is read
// from the leading characters.
type Split struct{ First, Second int }

// MergedSplits reads a numeral in which an amendment table lost its
// strike-through, so the deleted and the inserted number stand merged: the
// characters the two share at the front appear once, then the two
// different tails (第四十五五十二条 is 四十五 → 五十二; (十九八) is 十 + 九 +
// 八). Every way of writing s as P+X+Y where P+X and P+Y are both canonical
// article numerals (as ChineseNumeral writes them: 十九, 一百零五, 二百) and
// X != Y is returned as Split{value(P+X), value(P+Y)}, in order of
// increasing len(P) then len(X); the caller chooses by context.
// 六十六十八 gives {60 68}, {66 18} and {66 68}. The wrapper 第…条/章/节/款/项 or brackets is stripped first.
func MergedSplits(s string) []Split {
	s = stripNumeralWrapper(strings.TrimSpace(s))
	rs := []rune(s)
	if len(rs) < 2 || len(rs) > 24 {
		return nil
	}
	var out []Split
	for p := 0; p < len(rs); p++ {
		for x := p + 1; x < len(rs); x++ {
			if string(rs[p:x]) == string(rs[x:]) {
				continue // nothing struck out: not a merge
			}
			first, ok1 := canonicalValue(string(rs[:x]))
			second, ok2 := canonicalValue(string(rs[:p]) + string(rs[x:]))
			if ok1 && ok2 {
				sp := Split{first, second}
				dup := false
				for _, o := range out {
					dup = dup || o == sp
				}
				if !dup {
					out = append(out, sp)
				}
			}
		}
	}
	return out
}

// canonicalValue returns the value of t when t is written exactly as
// ChineseNumeral writes it.
func canonicalValue(t string) (int, bool) {
	v, err := ChineseInt(t)
	if err != nil || v < 1 || v > maxArticle || ChineseNumeral(v) != t {
		return 0, false
	}
	return int(v), true
}

// The wrapper of a numbered part of the articles: 第 and the part,
// "第四十五五十二条" (an amendment table's merged numbers), 第六章, 第二节,
// 第三款, 第五项.
var (
	ordinalPrefix = "第"
	partWords     = []string{"条", "章", "节", "款", "项"}
)

// stripNumeralWrapper returns the numeral inside 第…条 (or 章, 节, 款, 项)
// or inside brackets.
func stripNumeralWrapper(s string) string {
	if strings.HasPrefix(s, ordinalPrefix) {
		s = strings.TrimPrefix(s, ordinalPrefix)
		for _, suf := range partWords {
			if strings.HasSuffix(s, suf) {
				return strings.TrimSuffix(s, suf)
			}
		}
		return s
	}
	for _, br := range [][2]string{{"(", ")"}, {"（", "）"}} {
		if strings.HasPrefix(s, br[0]) && strings.HasSuffix(s, br[1]) {
			return strings.TrimSuffix(strings.TrimPrefix(s, br[0]), br[1])
		}
	}
	return s
}
