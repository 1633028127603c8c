package contract

import (
	"iter"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/gonggao/gonggao/internal/lazyre"
	"github.com/gonggao/gonggao/internal/substr"
	"github.com/gonggao/gonggao/normalize"
)

// flat is the document's text as one string without the spaces that
// converted layouts put between characters ("2016 年 11 月 24日",
// "中标价 263,179,890 元"), so that a name or a figure reads as the filing
// writes it. Line breaks are kept only where a line ends a sentence or a
// heading ("…:", "…。") or the next line starts a numbered part, so that a
// sentence a layout wrapped over two lines reads as one.
type flat struct {
	s   string
	off []int // off[i]: offset in Doc.Text of byte i of s
}

// chineseNumerals number a part: 一、项目概况, (二)招标人, 十、.
const chineseNumerals = "一二三四五六七八九十"

// enumStart matches the numbering that opens a part or an item: 一、 (一)
// 1、 1. 1) (1) 第一 包件1 ①.
func enumStart(s string) bool {
	s = strings.TrimLeft(s, " \t")
	if s == "" {
		return false
	}
	r, n := utf8.DecodeRuneInString(s)
	switch {
	case r == '(' || r == '（':
		r2, _ := utf8.DecodeRuneInString(s[n:])
		return r2 >= '0' && r2 <= '9' || strings.ContainsRune(chineseNumerals, r2)
	case r >= '①' && r <= '⑳':
		return true
	case r >= '0' && r <= '9':
		i := 0
		for i < len(s) && (s[i] >= '0' && s[i] <= '9' || s[i] == ' ') {
			i++
		}
		rest := s[i:]
		return strings.HasPrefix(rest, "、") || strings.HasPrefix(rest, ")") || strings.HasPrefix(rest, "）") ||
			strings.HasPrefix(rest, ".") && !(len(rest) > 1 && rest[1] >= '0' && rest[1] <= '9')
	case strings.ContainsRune(chineseNumerals, r):
		i := n
		for i < len(s) {
			r2, m := utf8.DecodeRuneInString(s[i:])
			if !strings.ContainsRune(chineseNumerals, r2) {
				break
			}
			i += m
		}
		return strings.HasPrefix(s[i:], "、") || strings.HasPrefix(s[i:], ".")
	case strings.HasPrefix(s, ordinalWord):
		return true
	}
	return false
}

// opensWithLabel reports whether a line opens with an employer's label
// and its colon, a field of its own, not the rest of a sentence the
// layout wrapped: "工程名称:…(EPC)招标项目⏎招标机构:江西会昌工业园区管理委员会".
func opensWithLabel(line string) bool {
	line = strings.TrimLeft(line, " \t")
	for _, l := range employerLabels {
		if rest, ok := strings.CutPrefix(line, l); ok {
			rest = strings.TrimPrefix(strings.TrimLeft(rest, " "), nameWord)
			if strings.HasPrefix(strings.TrimLeft(rest, " "), ":") {
				return true
			}
		}
	}
	return false
}

// labelledName reports whether a line is an employer's label and a name
// that ends as an organisation's does, a field the next line does not go
// on: "1、发包人:阿尔及利亚国家高速公路管理局⏎公司与交易对方不存在关联关系".
func labelledName(line string) bool {
	line = strings.TrimRight(line, " \t")
	return hasOrgSuffix(line) && opensWithLabel(line[len(listOpenerRe.FindString(line)):])
}

// branchParts end the name of a part of an organisation.
var branchParts = []string{"分公司", "分部", "分局", "分院", "分行", "支行", "分厂", "项目部", "管理处", "管理局", "事业部", "指挥部", "工程处"}

// branchPart reports whether a line is the name of a part of an
// organisation, no sentence, the rest of a name the layout wrapped after
// its organisation: "招标人:中国石油天然气集团公司⏎西南油气田分公司", "采购
// 人:国家电网公司⏎华北分部".
func branchPart(line string) bool {
	line = strings.TrimSpace(line)
	if line == "" || utf8.RuneCountInString(line) > 20 || strings.ContainsAny(line, "。,;:，；：、!?") {
		return false
	}
	for _, p := range branchParts {
		if strings.HasSuffix(line, p) {
			return true
		}
	}
	return false
}

// endsBlock reports whether a line ends a sentence or a heading.
func endsBlock(s string) bool {
	s = strings.TrimRight(s, " \t")
	if s == "" {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(s)
	return strings.ContainsRune("。:;!?；：！？", r)
}

func newFlat(doc *normalize.Doc) *flat {
	lines := doc.Lines()
	var b strings.Builder
	b.Grow(len(doc.Text))
	off := make([]int, 0, len(doc.Text))
	for k, ln := range lines {
		t := ln.Text
		if k > 0 && b.Len() > 0 {
			prev := lines[k-1].Text
			// A labelled name wrapped after its organisation goes on,
			// however short its first line (branchPart).
			wrapped := labelledName(prev) && branchPart(t) && !strings.Contains(prev+t, "\t")
			if !wrapped && (endsBlock(prev) || enumStart(t) || opensWithLabel(t) || labelledName(prev) || strings.Contains(prev, "\t") || strings.Contains(t, "\t") || utf8.RuneCountInString(strings.TrimSpace(prev)) < 16) {
				b.WriteByte('\n')
				off = append(off, ln.Span.Start-1)
			}
		}
		for i := 0; i < len(t); i++ {
			c := t[i]
			if c == ' ' || c == '\r' {
				// A space between Latin words is part of a name
				// (BPDB-RPCL POWERGEN LTD); elsewhere it is the layout's.
				if c == ' ' && i > 0 && i+1 < len(t) && isLetter(t[i-1]) && isLetter(t[i+1]) {
					b.WriteByte(' ')
					off = append(off, ln.Span.Start+i)
				}
				continue
			}
			if c == '\t' {
				b.WriteByte('|')
				off = append(off, ln.Span.Start+i)
				continue
			}
			if c == 0xe3 && i+2 < len(t) && t[i+1] == 0x80 && t[i+2] == 0x80 { // U+3000
				i += 2
				continue
			}
			b.WriteByte(c)
			off = append(off, ln.Span.Start+i)
		}
	}
	return &flat{s: b.String(), off: off}
}

// span maps the bytes [i, j) of f.s to a span of Doc.Text.
func (f *flat) span(i, j int) normalize.Span {
	if j <= i {
		return normalize.Span{Start: f.off[i], End: f.off[i]}
	}
	return normalize.Span{Start: f.off[i], End: f.off[j-1] + 1}
}

// keyed is an expression tried only where one of its key words stands:
// the expression starts with one of the keys and is anchored (^), so that
// a document is scanned for the keys by strings.Index, not by the
// expression (Go's expressions have no fast path for an alternation).
type keyed struct {
	keys []string
	re   *lazyre.Regexp
	// boundary: the key must start the text or follow one of these
	// characters (a label opens a line or a clause).
	boundary string
}

func newKeyed(expr string, boundary string, keys ...string) keyed {
	return keyed{keys: keys, re: lazyre.New(`^(?:` + expr + `)`), boundary: boundary}
}

// window bounds the text an anchored expression reads after its key.
const window = 720

// labelQualifiers may stand before a label: 项目招标人:, 该项目的业主方为:,
// "1、项目的业主方:广州市地下铁道总公司",
// "上述两项工程的招标人均为：…", "上述项目招标人均为…", 本项目的, 本次, 此次.
var labelQualifiers = []string{"上述项目的", "该项目的", "本项目的", "项目的", "上述项目", "上述两项工程的", "上述工程", "该项目", "本项目", "本次", "此次", "项目", "的"}

// find returns the submatch indexes (in s offsets) of each match in
// s[from:to], left to right, matches not overlapping.
func (k keyed) find(s string, from, to int) [][]int {
	var starts []int
	for _, w := range k.keys {
		starts = slices.AppendSeq(starts, mentions(s, from, to, w))
	}
	sort.Ints(starts)
	var out [][]int
	last := -1
	for _, st := range starts {
		if st < last || !k.atBoundary(s, st) {
			continue
		}
		m := k.re.FindStringSubmatchIndex(s[st:min(st+window, to)])
		if m == nil {
			continue
		}
		for x := range m {
			if m[x] >= 0 {
				m[x] += st
			}
		}
		out = append(out, m)
		last = m[1]
	}
	return out
}

// atBoundary reports whether a key at s[st:] stands where k's matches may
// start: anywhere when k has no boundary, else at the start of the text or
// after one of k.boundary's characters or a digit, with a qualifier
// between (项目招标人:, 该项目的业主方为:) and a number's dot (1.业主名称:,
// 2)招标人:) looked past.
func (k keyed) atBoundary(s string, st int) bool {
	if k.boundary == "" || st == 0 {
		return true
	}
	b := st
	for _, p := range labelQualifiers {
		if strings.HasSuffix(s[:b], p) {
			b -= len(p)
			break
		}
	}
	if b == 0 {
		return true
	}
	r, n := utf8.DecodeLastRuneInString(s[:b])
	if r == '.' && b > n {
		r, _ = utf8.DecodeLastRuneInString(s[:b-n])
	}
	return strings.ContainsRune(k.boundary, r) || r >= '0' && r <= '9'
}

// firstRunes returns the opening of s up to n characters.
func firstRunes(s string, n int) string {
	for i := range s {
		if n == 0 {
			return s[:i]
		}
		n--
	}
	return s
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

func containsAny(s string, ws ...string) bool {
	for _, w := range ws {
		if substr.Contains(s, w) {
			return true
		}
	}
	return false
}

func endsAny(s string, ws ...string) bool {
	for _, w := range ws {
		if strings.HasSuffix(s, w) {
			return true
		}
	}
	return false
}

func startsAny(s string, ws ...string) bool {
	for _, w := range ws {
		if strings.HasPrefix(s, w) {
			return true
		}
	}
	return false
}

// mentions yields where w stands in s[from:to], left to right, each
// mention after the end of the one before (mentions do not overlap). An
// empty w stands at every byte.
func mentions(s string, from, to int, w string) iter.Seq[int] {
	return func(yield func(int) bool) {
		for i := from; i < to; {
			k := substr.Index(s[i:to], w)
			if k < 0 {
				return
			}
			at := i + k
			if !yield(at) {
				return
			}
			i = at + max(len(w), 1)
		}
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func dedupe(xs []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, x := range xs {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

// flatIndex returns the byte of f.s at or after a Doc.Text offset.
func (r *reader) flatIndex(off int) int {
	lo, hi := 0, len(r.f.off)
	for lo < hi {
		m := (lo + hi) / 2
		if r.f.off[m] < off {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// wordStarts indexes a list of words by their first rune, so that one pass
// over a text finds them all (occurrences). For a long list (priceWords'
// 58) the pass is cheaper than a search per word; for a few, a search per
// word is.
type wordStarts struct {
	bmp   [1 << 16 / 64]uint64 // first runes below U+10000, a bit each
	words map[rune][]int
}

func newWordStarts(words []string) *wordStarts {
	ws := &wordStarts{words: map[rune][]int{}}
	for k, w := range words {
		r, _ := utf8.DecodeRuneInString(w)
		ws.words[r] = append(ws.words[r], k)
		if r < 1<<16 {
			ws.bmp[r/64] |= 1 << (r % 64)
		}
	}
	return ws
}

// starting returns the indexes of the words that start with r.
func (ws *wordStarts) starting(r rune) []int {
	if r < 1<<16 && ws.bmp[r/64]&(1<<(r%64)) == 0 {
		return nil
	}
	return ws.words[r]
}

// occurrences returns, for each of words (indexed by first), the starts
// of its occurrences in s[from:to], overlapping ones too, left to right.
// A word starts on a rune, so every start is among the runes the pass
// decodes.
func occurrences(s string, from, to int, words []string, first *wordStarts) [][]int {
	occ := make([][]int, len(words))
	for p := from; p < to; {
		r, n := utf8.DecodeRuneInString(s[p:to])
		for _, k := range first.starting(r) {
			if strings.HasPrefix(s[p:to], words[k]) {
				occ[k] = append(occ[k], p)
			}
		}
		p += n
	}
	return occ
}
