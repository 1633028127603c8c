// Package segment cuts announcement text into word tokens with byte spans:
// gse's shortest-path segmentation over a trimmed general dictionary, with
// a domain lexicon and a scanner for numbers in front of it.
//
// # What a cut is made of
//
// Cut walks the text left to right. At each position, in this order:
//
//  1. a run of white space is one token (KindSpace);
//  2. a number is one token (KindNumber): Arabic digits with thousands
//     separators and a decimal part, with the magnitude and unit directly
//     attached (9.86, 1,000万股, 300亿元, 5.125%, 100元/股); a run of
//     capital numerals (壹佰元); a run of Chinese numerals holding 〇
//     (二〇一四);
//  3. an ordinal is one token (KindOrdinal): 第 + numeral + 条, 章, 节,
//     款, 项, 届, 次 or 期 (第四十五五十二条, 第六届, 第二十六次);
//  4. the longest domain-lexicon term starting there is one token
//     (KindTerm): 强制转股价格, 核心一级资本充足率, 股东大会, 中国银监会 …;
//  5. a punctuation or symbol character is one token (KindPunct);
//  6. anything else joins a gap, and each gap is cut by gse (KindWord).
//
// Numbers, amounts and article numbers are therefore never split (gse
// would cut 9.86 into 9|.|86), and never interpreted: the parsers in
// package normalize read their values. Lexicon terms are matched
// leftmost-longest, so where two terms overlap (境内优先股 and 优先股股东
// in 境内优先股股东) the one that starts first, and of those the longest,
// wins; a term is never cut in two by gse. A term that would cut ordinary
// words where it appears (配股 inside 分配股利) is kept out of the lexicon;
// lexicon.txt lists the ones dropped.
//
// Token text is always the input's own bytes: gse lowercases ASCII letters
// (A股 → a股) through its package-level ToLower switch, which this package
// neither reads for output nor changes.
//
// # Start-up
//
// gse's full embedded zh_s dictionary takes seconds and some 200 MB to load.
// The general dictionary here (general.txt) is trimmed from it offline by
// internal/gen: the most frequent words, every word of it found in the seed
// announcements, and a filler entry keeping the total frequency, so the
// words kept cost what they cost in the full dictionary. Loading it and
// building a Segmenter takes about a tenth of a second; bench/segment.sh
// measures it against the full dictionary.
//
// A Segmenter is immutable after New and safe for concurrent use. Build
// one per process (Shared) and pass it around.
package segment

//go:generate go run ./internal/gen -n 60000 -corpus ../../corpus -o general.txt

import (
	_ "embed"
	"fmt"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/go-ego/gse"

	"github.com/gonggao/gonggao/normalize"
)

//go:embed general.txt
var generalDict string

//go:embed lexicon.txt
var lexiconText string

// Kind says what produced a token.
type Kind uint8

// Token kinds.
const (
	KindWord    Kind = iota // a word of gse's segmentation
	KindTerm                // a domain-lexicon term
	KindNumber              // a number, amount or ratio, unit attached
	KindOrdinal             // 第…条, 第…届, 第…次 and the like
	KindPunct               // one punctuation or symbol character
	KindSpace               // a run of white space
)

var kindNames = [...]string{"word", "term", "number", "ordinal", "punct", "space"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", k)
}

// Token is one piece of a cut: its text and its byte span in the text cut.
// Text is always text[Span.Start:Span.End].
type Token struct {
	Text string
	Span normalize.Span
	Kind Kind
}

// Segmenter cuts text into tokens. It is immutable once built and safe for
// concurrent use by any number of goroutines.
type Segmenter struct {
	gse     gse.Segmenter
	lexicon *lexicon
}

// Option configures New.
type Option func(*config)

type config struct {
	dict       string
	noLexicon  bool
	extraTerms []string
}

// WithTerms adds domain terms to the embedded lexicon; each is then always
// one token (leftmost-longest match).
func WithTerms(terms ...string) Option {
	return func(c *config) { c.extraTerms = append(c.extraTerms, terms...) }
}

// WithoutLexicon leaves the embedded domain lexicon out, so that only
// terms given with WithTerms are matched. Meant for measuring what the
// lexicon changes.
func WithoutLexicon() Option {
	return func(c *config) { c.noLexicon = true }
}

// WithDictionary replaces the embedded general dictionary with dict, in
// gse's text format (word frequency [part-of-speech] per line; lines
// starting with # are skipped). Meant for measuring other trims.
func WithDictionary(dict string) Option {
	return func(c *config) { c.dict = dict }
}

// New builds a Segmenter. It fails only on an option that cannot be used
// (an empty or blank term).
func New(opts ...Option) (*Segmenter, error) {
	c := config{dict: generalDict}
	for _, o := range opts {
		o(&c)
	}
	terms := make([]string, 0, 512)
	if !c.noLexicon {
		terms = append(terms, parseLexicon(lexiconText)...)
	}
	for _, t := range c.extraTerms {
		if strings.TrimSpace(t) == "" {
			return nil, fmt.Errorf("segment: empty term in WithTerms")
		}
		terms = append(terms, t)
	}
	s := &Segmenter{lexicon: newLexicon(terms)}
	s.gse.NotLoadHMM = true
	s.gse.SkipLog = true
	if err := s.gse.LoadDictStr(stripComments(c.dict)); err != nil {
		return nil, fmt.Errorf("segment: load dictionary: %w", err)
	}
	return s, nil
}

// shared holds the process-wide Segmenter built by Shared: the one
// package-level variable that changes, once, under sync.Once.
var shared struct {
	once sync.Once
	seg  *Segmenter
}

// Shared returns the process-wide Segmenter with the embedded dictionary
// and lexicon, building it on first use.
func Shared() *Segmenter {
	shared.once.Do(func() {
		seg, err := New()
		if err != nil {
			// New without options has no way to fail; keep a usable value
			// all the same.
			seg = &Segmenter{lexicon: newLexicon(nil)}
		}
		shared.seg = seg
	})
	return shared.seg
}

// Cut cuts text into tokens whose spans cover text from start to end
// without gaps or overlaps. Invalid UTF-8 bytes become one-byte word
// tokens.
func (s *Segmenter) Cut(text string) []Token {
	toks := make([]Token, 0, len(text)/4+1)
	gap := -1 // start of the pending gap, -1 when none
	flush := func(end int) {
		if gap >= 0 {
			toks = s.cutGap(toks, text, gap, end)
			gap = -1
		}
	}
	emit := func(start, end int, k Kind) {
		flush(start)
		toks = append(toks, Token{Text: text[start:end], Span: normalize.Span{Start: start, End: end}, Kind: k})
	}
	for i := 0; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		if n := scanSpace(text, i); n > 0 {
			emit(i, i+n, KindSpace)
			i += n
			continue
		}
		if n := scanNumber(text, i); n > 0 {
			emit(i, i+n, KindNumber)
			i += n
			continue
		}
		if n := scanOrdinal(text, i); n > 0 {
			emit(i, i+n, KindOrdinal)
			i += n
			continue
		}
		if n := s.lexicon.match(text, i); n > 0 {
			emit(i, i+n, KindTerm)
			i += n
			continue
		}
		if r != utf8.RuneError && (unicode.IsPunct(r) || unicode.IsSymbol(r)) {
			emit(i, i+size, KindPunct)
			i += size
			continue
		}
		if gap < 0 {
			gap = i
		}
		i += size
	}
	flush(len(text))
	return toks
}

// cutGap appends gse's segmentation of text[start:end].
func (s *Segmenter) cutGap(toks []Token, text string, start, end int) []Token {
	pos := start
	for _, sg := range s.gse.Segment([]byte(text[start:end])) {
		a, b := start+sg.Start(), start+sg.End()
		if a != pos || b <= a || b > end {
			break // never expected; the tail is emitted below
		}
		toks = append(toks, Token{Text: text[a:b], Span: normalize.Span{Start: a, End: b}, Kind: KindWord})
		pos = b
	}
	if pos < end {
		toks = append(toks, Token{Text: text[pos:end], Span: normalize.Span{Start: pos, End: end}, Kind: KindWord})
	}
	return toks
}

// CutRaw returns gse's own Cut of text over the same general dictionary,
// without lexicon or number scanner: the baseline for throughput
// comparisons. ASCII letters come back lowercased, as gse returns them.
func (s *Segmenter) CutRaw(text string) []string {
	return s.gse.Cut(text)
}

// stripComments drops the lines starting with # from a dictionary text.
func stripComments(dict string) string {
	if !strings.Contains(dict, "#") {
		return dict
	}
	var sb strings.Builder
	sb.Grow(len(dict))
	for line := range strings.Lines(dict) {
		if !strings.HasPrefix(line, "#") {
			sb.WriteString(line)
		}
	}
	return sb.String()
}

// Lookup returns the part-of-speech tag the general dictionary gives word
// (gse's tags: nr for a person's name, v a verb, p a preposition …) and
// whether the dictionary holds it. Domain-lexicon terms are not tagged.
func (s *Segmenter) Lookup(word string) (string, bool) {
	_, pos, ok := s.gse.Find(word)
	return pos, ok
}
