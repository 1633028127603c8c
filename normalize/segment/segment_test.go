package segment

import (
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/normalize"
)

// seedDir holds the five real seed announcements of the corpus.
const seedDir = "../../corpus"

type seed struct {
	name string
	text string
}

// seeds returns the seed texts, raw and folded the way extractors see them.
func seeds(t testing.TB) []seed {
	t.Helper()
	paths, _ := filepath.Glob(filepath.Join(seedDir, "*.txt"))
	if len(paths) == 0 {
		t.Fatalf("no seed announcements in %s", seedDir)
	}
	var out []seed
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		name := strings.TrimSuffix(filepath.Base(p), ".txt")
		doc := normalize.New(normalize.Layer{Path: p, Format: "txt", Encoding: "utf-8", Raw: b, Text: string(b)})
		out = append(out, seed{name + "/raw", string(b)}, seed{name + "/folded", doc.Text})
	}
	return out
}

func newSeg(t testing.TB) *Segmenter {
	t.Helper()
	s, err := New()
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func texts(toks []Token) []string {
	out := make([]string, len(toks))
	for i, tk := range toks {
		out[i] = tk.Text
	}
	return out
}

// checkCover fails unless the tokens cover text left to right, each span
// holding exactly the token's text.
func checkCover(t *testing.T, text string, toks []Token) {
	t.Helper()
	pos := 0
	for i, tk := range toks {
		if tk.Span.Start != pos || tk.Span.End <= tk.Span.Start || tk.Span.End > len(text) {
			t.Fatalf("token %d %q has span %v, want a non-empty span starting at %d", i, tk.Text, tk.Span, pos)
		}
		if got := text[tk.Span.Start:tk.Span.End]; got != tk.Text {
			t.Fatalf("token %d: text[%v] = %q, token text %q", i, tk.Span, got, tk.Text)
		}
		pos = tk.Span.End
	}
	if pos != len(text) {
		t.Fatalf("tokens end at %d, text is %d bytes", pos, len(text))
	}
}

func TestSpansRoundTrip(t *testing.T) {
	s := newSeg(t)
	cases := []seed{
		{"empty", ""},
		{"spaces", " \t\n\n  "},
		{"invalid-utf8", "优先股\xff\xfe股息率\xe4"},
		{"full-width", "票面股息率５.１２５％，ＡＢＣ股"},
		{"uppercase", "A股证券简称：光大银行 H股证券代码：6818"},
		{"private-use", "\ue000股东大会\ue000"},
	}
	cases = append(cases, seeds(t)...)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			checkCover(t, c.text, s.Cut(c.text))
		})
	}
}

// termOccurrence checks one occurrence [a, b) of a lexicon term against
// the cut: it must be a token of its own, lie inside a longer term token,
// or have lost to a term or number that starts earlier or runs longer from
// the same place (leftmost-longest).
func termOccurrence(toks []Token, a, b int) (ok bool, why string) {
	i := sort.Search(len(toks), func(i int) bool { return toks[i].Span.End > a })
	tk := toks[i]
	switch {
	case tk.Span.Start == a && tk.Span.End == b:
		if tk.Kind != KindTerm {
			return false, "one token but of kind " + tk.Kind.String()
		}
		return true, ""
	case tk.Span.Start <= a && b <= tk.Span.End && tk.Kind == KindTerm:
		return true, "" // nested in a longer term
	case tk.Kind == KindTerm || tk.Kind == KindNumber || tk.Kind == KindOrdinal:
		if tk.Span.Start < a || tk.Span.End > b {
			return true, "" // overlapped by a term or number found first
		}
	}
	// the occurrence starts a token that ends inside it, or starts inside
	// a word: a term that starts inside the occurrence may have won only
	// if it starts before it, which the search above would have found.
	var got []string
	for j := i; j < len(toks) && toks[j].Span.Start < b; j++ {
		got = append(got, toks[j].Text+"/"+toks[j].Kind.String())
	}
	return false, "cut as " + strings.Join(got, " ")
}

func TestLexiconTermsAreOneToken(t *testing.T) {
	s := newSeg(t)
	terms := parseLexicon(lexiconText)
	for _, sd := range seeds(t) {
		t.Run(sd.name, func(t *testing.T) {
			toks := s.Cut(sd.text)
			checked := 0
			for _, term := range terms {
				for off := 0; ; {
					k := strings.Index(sd.text[off:], term)
					if k < 0 {
						break
					}
					a := off + k
					if ok, why := termOccurrence(toks, a, a+len(term)); !ok {
						t.Errorf("%q at %d: %s", term, a, why)
					}
					checked++
					off = a + len(term)
				}
			}
			for _, tk := range toks {
				if tk.Kind == KindTerm && !slices.Contains(terms, tk.Text) {
					t.Errorf("term token %q at %v is not in the lexicon", tk.Text, tk.Span)
				}
			}
			if checked == 0 {
				t.Errorf("no lexicon term occurs in %s", sd.name)
			}
		})
	}
}

// TestCutPhrases holds the cut of sentences in the seeds' wording and in
// other wordings of the same clauses.
func TestCutPhrases(t *testing.T) {
	s := newSeg(t)
	cases := []struct {
		name string
		text string
		want []string
	}{
		{"conversion-price-003", "初始强制转股价格为9.86元/股",
			[]string{"初始强制转股价格", "为", "9.86元/股"}},
		{"conversion-price-variant", "本次优先股的强制转股价格为人民币5.20元/股",
			[]string{"本次", "优先股", "的", "强制转股价格", "为", "人民币", "5.20元/股"}},
		{"dividend-rate", "票面股息率不高于本行最近两个会计年度的年均加权平均净资产收益率",
			[]string{"票面股息率", "不", "高于", "本行", "最近", "两个", "会计年度", "的", "年均", "加权平均净资产收益率"}},
		{"cet1-trigger", "核心一级资本充足率降至5.125%(或以下)时",
			[]string{"核心一级资本充足率", "降至", "5.125%", "(", "或", "以下", ")", "时"}},
		{"issue-size", "本次拟发行的优先股总数不超过3亿股,总额不超过人民币300亿元",
			[]string{"本次", "拟", "发行", "的", "优先股", "总数", "不", "超过", "3亿股", ",", "总额", "不", "超过", "人民币", "300亿元"}},
		{"board-session", "第六届董事会第二十六次会议决议公告",
			[]string{"第六届", "董事会", "第二十六次", "会议决议", "公告"}},
		{"renumbered-article", "第四十五五十二条 股东大会是本行的权力机构",
			[]string{"第四十五五十二条", " ", "股东大会", "是", "本行", "的", "权力", "机构"}},
		{"recusal", "关联董事回避表决,关联交易控制委员会",
			[]string{"关联", "董事", "回避表决", ",", "关联交易控制委员会"}},
		{"voting-restoration", "表决权恢复的优先股股东",
			[]string{"表决权恢复", "的", "优先股股东"}},
		{"a-share-case-kept", "A股证券代码:601818",
			[]string{"A股", "证券代码", ":", "601818"}},
		{"capital-numerals", "每股面值人民币壹佰元整",
			[]string{"每股面值", "人民币", "壹佰元整"}},
		{"chinese-date", "二〇一四年六月",
			[]string{"二〇一四", "年", "六月"}},
		// 配股 is not a term: 分配股利 stays whole.
		{"no-peigu", "向普通股股东分配股利",
			[]string{"向", "普通股股东", "分配", "股利"}},
		{"no-you-biaojuequan", "优先股股东没有表决权",
			[]string{"优先股股东", "没有", "表决权"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if diff := cmp.Diff(c.want, texts(s.Cut(c.text))); diff != "" {
				t.Errorf("Cut(%q) (-want +got):\n%s", c.text, diff)
			}
		})
	}
}

func TestScanner(t *testing.T) {
	s := newSeg(t)
	type tok struct {
		Text string
		Kind Kind
	}
	cases := []struct {
		name string
		text string
		want []tok
	}{
		{"decimal", "9.86", []tok{{"9.86", KindNumber}}},
		{"thousands", "11,538,461,538股", []tok{{"11,538,461,538股", KindNumber}}},
		{"thousands-then-list", "1,2", []tok{{"1", KindNumber}, {",", KindPunct}, {"2", KindNumber}}},
		{"percent-full-width", "5.125％", []tok{{"5.125％", KindNumber}}},
		{"amount", "600亿元", []tok{{"600亿元", KindNumber}}},
		{"amount-wan", "1,000万股", []tok{{"1,000万股", KindNumber}}},
		{"share-word-not-unit", "1,000万股份", []tok{{"1,000万", KindNumber}, {"股份", KindWord}}},
		{"sentence-dot", "10.", []tok{{"10", KindNumber}, {".", KindPunct}}},
		{"code-with-digit", "CET1", []tok{{"CET1", KindWord}}},
		{"full-width-digits", "３亿股", []tok{{"３亿股", KindNumber}}},
		{"article-arabic", "第10条", []tok{{"第10条", KindOrdinal}}},
		{"article-chinese", "第一百条", []tok{{"第一百条", KindOrdinal}}},
		{"chapter", "第二章", []tok{{"第二章", KindOrdinal}}},
		{"ordinal-no-unit", "第一大", []tok{{"第一", KindWord}, {"大", KindWord}}},
		{"not-a-numeral", "一级资本", []tok{{"一级资本", KindTerm}}},
		{"space-run", "a \t\n b", []tok{{"a", KindWord}, {" \t\n ", KindSpace}, {"b", KindWord}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var got []tok
			for _, tk := range s.Cut(c.text) {
				got = append(got, tok{tk.Text, tk.Kind})
			}
			if diff := cmp.Diff(c.want, got); diff != "" {
				t.Errorf("Cut(%q) (-want +got):\n%s", c.text, diff)
			}
		})
	}
}

func TestLexiconFile(t *testing.T) {
	terms := parseLexicon(lexiconText)
	if len(terms) < 300 {
		t.Errorf("lexicon has %d terms, want at least 300", len(terms))
	}
	if !slices.IsSorted(terms) {
		t.Error("lexicon.txt is not sorted")
	}
	for i, term := range terms {
		if i > 0 && terms[i-1] == term {
			t.Errorf("duplicate term %q", term)
		}
		if strings.ContainsFunc(term, func(r rune) bool { return r == ' ' || r == utf8.RuneError }) {
			t.Errorf("term %q holds a space or invalid text", term)
		}
	}
	// the header says every term occurs in a seed
	var all strings.Builder
	for _, sd := range seeds(t) {
		all.WriteString(sd.text)
	}
	for _, term := range terms {
		if !strings.Contains(all.String(), term) {
			t.Errorf("term %q occurs in no seed", term)
		}
	}
}

func TestWithTerms(t *testing.T) {
	if _, err := New(WithTerms(" ")); err == nil {
		t.Error("New(WithTerms(\" \")) succeeded, want an error")
	}
	s, err := New(WithoutLexicon(), WithTerms("永续债"))
	if err != nil {
		t.Fatal(err)
	}
	var terms []string
	for _, tk := range s.Cut("发行永续债和优先股,强制转股价格") {
		if tk.Kind == KindTerm {
			terms = append(terms, tk.Text)
		}
	}
	// only the added term is a term; 优先股 and 强制转股价格 are left to gse
	if diff := cmp.Diff([]string{"永续债"}, terms); diff != "" {
		t.Errorf("term tokens (-want +got):\n%s", diff)
	}
}

func TestSharedIsOne(t *testing.T) {
	if Shared() != Shared() {
		t.Error("Shared returned two segmenters")
	}
}

// TestConcurrentCut cuts the seeds from several goroutines on one
// Segmenter; run with -race.
func TestConcurrentCut(t *testing.T) {
	s := Shared()
	sds := seeds(t)
	want := make([][]Token, len(sds))
	for i, sd := range sds {
		want[i] = s.Cut(sd.text)
	}
	var wg sync.WaitGroup
	got := make([][][]Token, 4)
	for g := range got {
		got[g] = make([][]Token, len(sds))
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range sds {
				j := (i + g) % len(sds)
				got[g][j] = s.Cut(sds[j].text)
			}
		}()
	}
	wg.Wait()
	for g := range got {
		for i := range sds {
			if diff := cmp.Diff(want[i], got[g][i]); diff != "" {
				t.Errorf("goroutine %d, %s (-want +got):\n%s", g, sds[i].name, diff)
			}
		}
	}
}

func benchText(b *testing.B) string {
	t, err := os.ReadFile(filepath.Join(seedDir, "003_62c1a5d2d0aeecb4.txt"))
	if err != nil {
		b.Skip(err)
	}
	return string(t)
}

// BenchmarkCut cuts the longest seed (62 kB).
func BenchmarkCut(b *testing.B) {
	text := benchText(b)
	s := Shared()
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		s.Cut(text)
	}
}

// BenchmarkCutRaw is gse's own Cut of the same text over the same
// dictionary: the baseline BenchmarkCut compares with.
func BenchmarkCutRaw(b *testing.B) {
	text := benchText(b)
	s := Shared()
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		s.CutRaw(text)
	}
}

// BenchmarkNew is the start-up cost: building a Segmenter from the
// embedded dictionary and lexicon.
func BenchmarkNew(b *testing.B) {
	for b.Loop() {
		if _, err := New(); err != nil {
			b.Fatal(err)
		}
	}
}
