package kind

import (
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/gonggao/gonggao/normalize"
)

// Kind is one kind of announcement, declared as data: its name, the
// wording that tells it, what reads it and where its records go.
type Kind struct {
	// Name is the value of announcement.kind (a schema.Kind… constant).
	Name string
	// Title holds the wordings of a title that tell this kind, each
	// quoting the titles it came from. A title is of the first kind in
	// the list one of whose cues it fits.
	Title []Cue
	// Opening holds the wordings of the opening lines (the 重要提示 list
	// under the header) that tell this kind when the document has lost
	// its title: a web page that dropped it.
	Opening []Cue
	// Convened names the meeting bodies (董事会, 股东大会 …) whose
	// meeting, reported in the opening sentence as held (…于2003年4月27日
	// 召开), tells this kind when the document has lost its title.
	Convened []string
	// Body holds the wordings that tell this kind anywhere in a document
	// that has neither title nor opening: a newspaper continuation whose
	// first part is on another page.
	Body []Cue
	// Extractors names (extract.Extractor.Name) the extractors that read
	// a document of this kind, besides those every kind runs (Always).
	Extractors []string
	// Checks names (validate.Check.ID) the cross-checks run on it.
	Checks []string
	// CSV names the tables of --format csv (--csv-table) its records
	// give rows to.
	CSV []string
}

// Cue is one wording that tells a kind: every word occurs (in any order)
// and none of Without does.
type Cue struct {
	Words   []string
	Without []string
	// From quotes the filings the wording was read from.
	From string
}

// fits reports whether s holds every word of the cue and none of its
// exclusions; at and end are the span in s of the first word.
func (c Cue) fits(s string) (at, end int, ok bool) {
	for _, w := range c.Without {
		if normalize.Contains(s, w) {
			return 0, 0, false
		}
	}
	at = -1
	for i, w := range c.Words {
		j := normalize.Index(s, w)
		if j < 0 {
			return 0, 0, false
		}
		if i == 0 {
			at, end = j, j+len(w)
		}
	}
	return at, end, at >= 0
}

// Always names the extractors that run on every document whatever its
// kind: the announcement's header (which decides the kind) and the
// references to annexes that are not in the document (which reads what the
// others found).
var Always = []string{"announcement", "annexes"}

// Set is an ordered list of kinds, in the order their cues are tried,
// ready to classify documents (for extract/announce) and to say what runs
// on each. A Set is not changed after New and is safe to share.
type Set struct {
	kinds []Kind
	// convened is compiled the first time a document needs it, not when
	// the set is made (kind.Default is made at every process start).
	convened func() *regexp.Regexp
}

// New returns the set of kinds, in the order given.
func New(kinds []Kind) *Set {
	kinds = append([]Kind(nil), kinds...)
	return &Set{kinds: kinds, convened: sync.OnceValue(func() *regexp.Regexp { return convenedRe(kinds) })}
}

// Kinds returns the kinds of the set, in order.
func (s *Set) Kinds() []Kind { return append([]Kind(nil), s.kinds...) }

// Of returns the kind named name, and whether the set has it.
func (s *Set) Of(name string) (Kind, bool) {
	for _, k := range s.kinds {
		if k.Name == name {
			return k, true
		}
	}
	return Kind{}, false
}

// Runs reports whether the extractor named ex reads a document of kind
// name: an extractor of Always, or one the kind lists. An extractor no
// kind of the set names (one a caller adds) runs on every document; a
// kind the set does not have runs only Always and those.
func (s *Set) Runs(name, ex string) bool {
	if slices.Contains(Always, ex) || !s.names(ex, func(k Kind) []string { return k.Extractors }) {
		return true
	}
	k, _ := s.Of(name)
	return slices.Contains(k.Extractors, ex)
}

// Checks reports whether the check with id runs on a document of kind
// name: one the kind lists, or one no kind of the set names.
func (s *Set) Checks(name, id string) bool {
	if !s.names(id, func(k Kind) []string { return k.Checks }) {
		return true
	}
	k, _ := s.Of(name)
	return slices.Contains(k.Checks, id)
}

// names reports whether a kind of the set lists x in the names field
// returns.
func (s *Set) names(x string, field func(Kind) []string) bool {
	for _, k := range s.kinds {
		if slices.Contains(field(k), x) {
			return true
		}
	}
	return false
}

// Title returns the kind a title tells: the first kind with a title cue
// the title fits.
func (s *Set) Title(title string) (string, bool) {
	for _, k := range s.kinds {
		for _, c := range k.Title {
			if _, _, ok := c.fits(title); ok {
				return k.Name, true
			}
		}
	}
	return "", false
}

// Opening returns the kind the opening lines of a document without a title
// tell, with the span in opening of the words that tell it: first an
// opening cue of a kind, in the order of the set, then, sentence by
// sentence, a meeting the opening reports as held.
func (s *Set) Opening(opening string) (name string, at, end int, ok bool) {
	for _, k := range s.kinds {
		for _, c := range k.Opening {
			if at, end, ok := c.fits(opening); ok {
				return k.Name, at, end, true
			}
		}
	}
	re := s.convened()
	if re == nil {
		return "", 0, 0, false
	}
	base := 0
	for _, sentence := range strings.SplitAfter(opening, "。") {
		lines := splitItems(strings.SplitAfter(sentence, "\n"))
		for _, line := range lines {
			if b, e, ok := s.convenedIn(re, line); ok {
				return s.convenedKind(line[b:e]), base + b, base + e, true
			}
			base += len(line)
		}
	}
	return "", 0, 0, false
}

// convenedIn returns the span in line of the body a sentence reporting a
// meeting held names, when the body is one of the set's.
func (s *Set) convenedIn(re *regexp.Regexp, line string) (int, int, bool) {
	m := re.FindStringSubmatchIndex(line)
	if m == nil {
		return 0, 0, false
	}
	b, e := m[2], m[3]
	if b < 0 {
		b, e = m[4], m[5]
	}
	return b, e, s.convenedKind(line[b:e]) != ""
}

// convenedKind returns the kind whose meeting body is body, or "".
func (s *Set) convenedKind(body string) string {
	for _, k := range s.kinds {
		if slices.Contains(k.Convened, body) {
			return k.Name
		}
	}
	return ""
}

// itemRe is the number of a list's item after a space: where a page run
// together into one line had the item begin its own line ((三)召开方式:
// 现场投票与网络投票相结合 (四)召集人:公司董事会, 2011).
var itemRe = regexp.MustCompile(`\s\([一二三四五六七八九十]{1,3}\)`)

// splitItems splits each of lines before every item number itemRe finds
// in it; the pieces joined are the lines.
func splitItems(lines []string) []string {
	var out []string
	for _, line := range lines {
		from := 0
		for _, m := range itemRe.FindAllStringIndex(line, -1) {
			if m[0] > from {
				out = append(out, line[from:m[0]])
				from = m[0]
			}
		}
		out = append(out, line[from:])
	}
	return out
}

// The verbs of a meeting held, around the body's name (see convenedRe):
// after it, within the sentence and not followed by 的 ("第四届董事会第8次
// 会议于2003年4月27日以通讯方式召开", "本次股东大会召开期间"); before it
// ("于2003年4月24日在福州市东街123号航空大厦15层公司会议室召开2003年第三次
// 董事会").
const (
	metAfterBody  = `[^。;]{0,60}?(?:召开|举行)(?:[^的]|$)`
	metBeforeBody = `(?:召开|举行)(?:了)?[^。;的]{0,30}?`
)

// convenedRe matches a sentence reporting that one of the set's meeting
// bodies met: the body, then 召开 or 举行 within the sentence, or 召开 or
// 举行, then the body — "第四届董事会第8次会议于2003年4月27日以通讯方式
// 召开", "董事会四届二十一次会议于2017年4月21日…召开", "于2003年4月24日在福州
// 市东街123号航空大厦15层公司会议室召开2003年第三次董事会", "本次股东大会召开
// 期间". A meeting named as the one that approved something (已经本行2025年
// 2月14日召开的董事会会议审议通过) is not the announcement's own: 召开
// followed by 的 does not count.
func convenedRe(kinds []Kind) *regexp.Regexp {
	var bodies []string
	for _, k := range kinds {
		for _, b := range k.Convened {
			bodies = append(bodies, regexp.QuoteMeta(b))
		}
	}
	if len(bodies) == 0 {
		return nil
	}
	// Longer names first, so that 股东周年大会 is not read as a shorter
	// body it starts with.
	sortByLength(bodies)
	alt := "(" + strings.Join(bodies, "|") + ")"
	return regexp.MustCompile(alt + metAfterBody + "|" + metBeforeBody + alt)
}

func sortByLength(ss []string) {
	for i := 1; i < len(ss); i++ {
		for j := i; j > 0 && len(ss[j]) > len(ss[j-1]); j-- {
			ss[j], ss[j-1] = ss[j-1], ss[j]
		}
	}
}

// Body returns the kind the text of a document that has neither title
// nor opening tells (a newspaper continuation), with the span of the words
// that tell it.
func (s *Set) Body(text string) (name string, at, end int, ok bool) {
	for _, k := range s.kinds {
		for _, c := range k.Body {
			if at, end, ok := c.fits(text); ok {
				return k.Name, at, end, true
			}
		}
	}
	return "", 0, 0, false
}
