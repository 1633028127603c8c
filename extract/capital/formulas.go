package capital

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/internal/lazyre"

	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// Formulas extracts every formula the document states — Q=V/P,
// P1=P0×(N+Q×(A/M))/(N+Q), IA=B×i×t/365, 股息率=基准利率+基本利差 … — in
// an ASCII form ("P1=P0*(N+Q*(A/M))/(N+Q)"), with the meaning of each of
// its variables as the document defines them (其中：P0为调整前的转股价格…;
// "IA：指…") and an id naming its role (conversion.shares,
// conversion.adjust.bonus, restoration.votes, redemption.accrued …). The
// offering terms link to these formulas by their ASCII text.
//
// A formula is listed once, at its first statement: the same ASCII text
// stated again in the same role is left out (a summary restating the
// dividend formula of the plan). Distinct formulas that share a role keep
// numbered ids in document order (dividend.rate, dividend.rate-2), and the
// same text in two roles (Q=V/P for conversion and for restored votes) is
// two formulas.
type Formulas struct{}

// Name implements Extractor.
func (Formulas) Name() string { return "formulas" }

// Extract implements Extractor.
func (Formulas) Extract(c *extract.Context) {
	// Formulas are found in simplified characters and given as printed
	// (a mirror's 股息率=基準利率+基本利差), at the same offsets.
	printed := c.Doc.Text
	c = c.Simplified()
	text := c.Doc.Text
	o, plans := outlinePlans(c)
	titled := titledSectionsOf(o)
	used := map[string]int{}
	listed := map[[2]string]bool{}
	for _, f := range scanFormulas(text, c.Prose()) {
		id := formulaRole(text, titled, plans, f)
		// A formula restated in the same role (股息率=基准利率+基本利差 in
		// the 特别提示 and again in the dividend clause, 003) is listed once.
		key := [2]string{id, f.Text}
		if listed[key] {
			continue
		}
		listed[key] = true
		used[id]++
		if n := used[id]; n > 1 {
			id += "-" + string(rune('0'+min(n, 9)))
		}
		out := schema.Formula{
			ID:     id,
			Text:   asciiForm(printed[f.Span.Start:f.Span.End]),
			Source: c.Doc.SourceText(f.Span),
			Span:   c.Span(f.Span),
			Page:   c.Doc.PageOf(f.Span.Start),
		}
		for name, sp := range f.Vars {
			if out.Variables == nil {
				out.Variables = map[string]string{}
			}
			out.Variables[name] = c.Doc.SourceText(sp)
		}
		c.Out.Formulas = append(c.Out.Formulas, out)
	}
}

// statedFormula is one formula found in the text.
type statedFormula struct {
	Text   string                    // ASCII form
	Target string                    // left-hand side of the main equation
	Span   normalize.Span            // the formula as written
	Prefix string                    // the text before it on its line ("送红股或转增股本:")
	Vars   map[string]normalize.Span // variable → span of its meaning
}

// chineseTargets are the left-hand sides of formulas written in words that
// are read: 股息率=基准利率+基本利差 (003); …股票交易均价=…交易总额/…交易
// 总量 (000-002).
var chineseTargets = []string{"股息率", "均价"}

// scanFormulas finds the formulas stated in spans of text, in order.
func scanFormulas(text string, spans []normalize.Span) []statedFormula {
	var out []statedFormula
	for _, sp := range spans {
		for i := sp.Start; i < sp.End; i++ {
			if text[i] != '=' {
				continue
			}
			f, end, ok := formulaAt(text, sp, i)
			if !ok {
				continue
			}
			out = append(out, f)
			i = end - 1
		}
	}
	for k := range out {
		out[k].Vars = formulaVariables(text, out[k])
	}
	return out
}

// formulaAt reads the formula whose first '=' is at text[eq], within span.
func formulaAt(text string, sp normalize.Span, eq int) (statedFormula, int, bool) {
	// Left-hand side: an ASCII name (Q, P1, IA, Pn) or a phrase in words.
	l := eq
	for l > sp.Start && text[l-1] == ' ' {
		l--
	}
	nameEnd := l
	for l > sp.Start && isNameByte(text[l-1]) {
		l--
	}
	chinese := false
	if l == nameEnd || !isLetter(text[l]) {
		// A phrase in words: Han characters and letters back to a delimiter.
		l = nameEnd
		for l > sp.Start {
			r, size := utf8.DecodeLastRuneInString(text[sp.Start:l])
			if !(normalize.IsHan(r) || r < utf8.RuneSelf && isNameByte(byte(r))) {
				break
			}
			l -= size
		}
		lhs := text[l:nameEnd]
		if l == nameEnd || !normalize.ContainsAny(lhs, chineseTargets) {
			return statedFormula{}, 0, false
		}
		chinese = true
	} else if l > sp.Start {
		// "A股" or "P0为" glued before a name: only a delimiter may precede.
		r, _ := utf8.DecodeLastRuneInString(text[sp.Start:l])
		if r < utf8.RuneSelf && (isNameByte(byte(r)) || r == '.') {
			return statedFormula{}, 0, false
		}
	}
	end, ok := formulaRHS(text, sp, eq+1, chinese)
	if !ok {
		return statedFormula{}, 0, false
	}
	// Chained definitions: "；k=n×A/M" (001, 002), also across a line
	// that a page's margin broke after the semicolon or the name ("P1 = P0
	// × (N + k）/（N + n）；k\n = n × A / M；", 001 at 58 columns).
	for end < sp.End && text[end] == ';' {
		j := skipGap(text, end+1, sp.End)
		k := j
		for k < sp.End && isNameByte(text[k]) {
			k++
		}
		m := skipGap(text, k, sp.End)
		if k == j || !isLetter(text[j]) || m >= sp.End || text[m] != '=' {
			break
		}
		name := text[j:k]
		if !normalize.Contains(asciiForm(text[eq+1:end]), name) {
			break
		}
		e2, ok := formulaRHS(text, sp, m+1, false)
		if !ok {
			break
		}
		end = e2
	}
	f := statedFormula{
		Span:   normalize.Span{Start: l, End: end},
		Target: asciiForm(text[l:eq]),
		Text:   asciiForm(text[l:end]),
	}
	ls := strings.LastIndexByte(text[:l], '\n') + 1
	f.Prefix = text[max(ls, sp.Start):l]
	return f, end, true
}

// skipGap returns the end of the spaces at text[i:end], and of a line
// break among them after a line of a column's full width (marginLine).
func skipGap(text string, i, end int) int {
	broken := false
	for i < end && (text[i] == ' ' || text[i] == '\n' && !broken && marginLine(text, i)) {
		broken = broken || text[i] == '\n'
		i++
	}
	return i
}

// marginLine reports whether the line that ends at the break text[i] runs
// to a column's full width (wrapLineRunes characters or more): a break
// after it may be the page's margin, not the writer's.
func marginLine(text string, i int) bool {
	line := strings.TrimSpace(text[strings.LastIndexByte(text[:i], '\n')+1 : i])
	return utf8.RuneCountInString(line) >= wrapLineRunes
}

// wrappedExpression reports whether the line break at text[i] wraps an
// expression, which goes on on the next line: a break that does not end
// a clause (hardBreak) inside brackets, after an operator, before an
// operator or a closing bracket, or among the digits of a figure
// ("IA=B×i×t/3" / "65", "(1+N" / "+K)").
func wrappedExpression(text string, sp normalize.Span, i, depth int) bool {
	if hardBreak(text, i) {
		return false
	}
	prev := strings.TrimRight(text[sp.Start:i], " \t")
	next := strings.TrimLeft(text[i+1:sp.End], " \t")
	if prev == "" || next == "" {
		return false
	}
	p, _ := utf8.DecodeLastRuneInString(prev)
	n, _ := utf8.DecodeRuneInString(next)
	switch {
	case depth > 0 && (n < utf8.RuneSelf && isNameByte(byte(n)) || strings.ContainsRune("+-*/×÷()", n)):
		return true
	case strings.ContainsRune("+-*/×÷(=", p):
		return true
	case strings.ContainsRune("+*/×÷)", n):
		return true
	case n == '-' && len(next) > 1 && isNameByte(next[1]):
		return true
	}
	return p >= '0' && p <= '9' && n >= '0' && n <= '9'
}

// formulaRHS scans the right-hand side of an equation starting at i and
// returns where it ends: at the first character that cannot be part of an
// expression, with unbalanced closing brackets and trailing spaces left
// out. A right-hand side needs a name or figure and an operator.
func formulaRHS(text string, sp normalize.Span, i int, words bool) (int, bool) {
	depth := 0
	end := i
	lastGood := i
	for end < sp.End {
		r, size := utf8.DecodeRuneInString(text[end:])
		switch {
		case r == '(':
			depth++
		case r == ')':
			if depth == 0 {
				goto done
			}
			depth--
		case r == ' ' || r == '+' || r == '-' || r == '*' || r == '/' || r == '×' || r == '÷' || r == '.':
		case r < utf8.RuneSelf && isNameByte(byte(r)):
		case words && normalize.IsHan(r):
		case r == '\n' && wrappedExpression(text, sp, end, depth):
		default:
			goto done
		}
		end += size
		if r != ' ' && depth == 0 {
			lastGood = end
		}
	}
done:
	// Trailing spaces, operators and unbalanced brackets are not part of it.
	end = lastGood
	rhs := strings.TrimSpace(text[i:end])
	if rhs == "" || !strings.ContainsFunc(rhs, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) {
		return 0, false
	}
	if strings.ContainsAny(rhs[len(rhs)-1:], "+-*/×÷.") {
		return 0, false
	}
	if !strings.ContainsAny(rhs, "+-*/×÷") {
		return 0, false
	}
	return end, true
}

func isLetter(b byte) bool   { return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' }
func isNameByte(b byte) bool { return isLetter(b) || b >= '0' && b <= '9' }

// asciiForm returns a formula in ASCII: × as *, ÷ as /, full-width
// characters folded and spaces removed ("P1= P0 × N /（N + n）" is
// "P1=P0*N/(N+n)").
func asciiForm(s string) string {
	s, _ = normalize.Fold(s)
	var b strings.Builder
	for _, r := range s {
		switch r {
		case ' ', '\t', '\n':
		case '×':
			b.WriteByte('*')
		case '÷':
			b.WriteByte('/')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// Definition wording: "其中：P0为调整前的转股价格，n为该次普通股送股率…"
// (000), "其中Q为每一境内优先股股东…" (001), "初始折算价格S为…" (002),
// "模拟转股价格Pn为…" (003), and lines "IA：指…", "B：指…" (003).
var (
	reWhereBlock = lazyre.New(`其中\s*:?`)
	reDefItem    = lazyre.New(`(?:^|[,;:。])\s*\p{Han}{0,8}?([A-Za-z][A-Za-z0-9]{0,3})\s*(?:为|是|指|:\s*指)`)
	reDefLine    = lazyre.New(`(?m)^\s*([A-Za-z][A-Za-z0-9]{0,3})\s*:\s*(?:指)?`)
)

// defWindow is how far after a formula its definitions are looked for.
const defWindow = 1500

// formulaVariables finds the definitions of f's variables: the first
// "其中…" paragraph or block of "X：指…" lines after it.
func formulaVariables(text string, f statedFormula) map[string]normalize.Span {
	if !isLetter(f.Target[0]) {
		// A formula in words: its letters ("A股") are no variables.
		return nil
	}
	names := formulaNames(f.Text)
	if len(names) == 0 {
		return nil
	}
	end := min(len(text), f.Span.End+defWindow)
	win := text[f.Span.End:end]
	out := map[string]normalize.Span{}
	// A "其中" paragraph.
	if loc := reWhereBlock.FindStringIndex(win); loc != nil {
		ps := f.Span.End + loc[1]
		pe := strings.IndexByte(text[ps:], '\n')
		if pe < 0 {
			pe = len(text) - ps
		}
		para := text[ps : ps+pe]
		items := reDefItem.FindAllStringSubmatchIndex(para, -1)
		for k, it := range items {
			name := para[it[2]:it[3]]
			ms := it[1]
			me := len(para)
			if k+1 < len(items) {
				me = items[k+1][0]
			}
			meaning := trimDef(para, ms, me)
			if _, ok := names[name]; ok && !meaning.Empty() {
				if _, seen := out[name]; !seen {
					out[name] = meaning.Shift(ps)
				}
			}
		}
	}
	// "IA：指…" lines.
	var defLines [][]int
	if lineStartsWithLetter(win) {
		defLines = reDefLine.FindAllStringSubmatchIndex(win, -1)
	}
	for _, it := range defLines {
		name := win[it[2]:it[3]]
		if _, ok := names[name]; !ok {
			continue
		}
		le := strings.IndexByte(win[it[1]:], '\n')
		if le < 0 {
			le = len(win) - it[1]
		}
		meaning := trimDef(win, it[1], it[1]+le)
		if _, seen := out[name]; !seen && !meaning.Empty() {
			out[name] = meaning.Shift(f.Span.End)
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// lineStartsWithLetter reports whether a line of s (s itself starting
// one) begins, after white space, with an ASCII letter: the only places
// reDefLine can match.
func lineStartsWithLetter(s string) bool {
	for i := 0; i < len(s); {
		for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\f' || s[i] == '\r') {
			i++
		}
		if i < len(s) && isLetter(s[i]) {
			return true
		}
		k := strings.IndexByte(s[i:], '\n')
		if k < 0 {
			return false
		}
		i += k + 1
	}
	return false
}

// trimDef trims spaces and trailing punctuation from s[start:end], and
// ends it at the first full stop outside brackets: "…模拟转股价。恢复的表决
// 权份额以去尾法…" (003) is another sentence. It also ends before a
// bracketed aside that is no part of the meaning (see asideEndsMeaning):
// "P为…交易均价（…交易均价=…交易总额÷…交易总量。）（即2.43元/股）" (000)
// means "…交易均价".
func trimDef(s string, start, end int) normalize.Span {
	for start < end && s[start] == ' ' {
		start++
	}
	depth := 0
scan:
	for i := start; i < end; {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == '(' || r == '·' && foldedBracket(s[i+size:end]):
			if depth == 0 && i > start && asideEndsMeaning(s[i+size:end]) {
				end = i
				break scan
			}
			depth++
		case r == ')' && depth > 0:
			depth--
		case r == '。' && depth == 0:
			end = i
			break scan
		}
		i += size
	}
	for end > start {
		r, size := utf8.DecodeLastRuneInString(s[start:end])
		if r == ' ' || r == ',' || r == ';' || r == '。' || r == '.' {
			end -= size
			continue
		}
		break
	}
	return normalize.Span{Start: start, End: end}
}

// asideOpeners start a bracketed aside that restates rather than defines:
// "（即2.43元/股）" (000), "（亦即…）", "（也就是…）".
var asideOpeners = []string{"即", "亦即", "也就是", "也即"}

// asideFigureUnits are the units of a figure that, standing in a bracketed
// aside, gives a value rather than a meaning: "（即2.43元/股）" (000),
// "（初始为9.86元/股）", "（目前为5.125%）". A period ("（前20个交易日）") or
// a count of people is read as part of the meaning.
var asideFigureUnits = map[string]bool{
	normalize.UnitCNY: true, normalize.UnitPrice: true, normalize.UnitRatio: true, normalize.UnitShares: true,
}

// asideEndsMeaning reports whether s, the text after an opening bracket,
// holds a bracketed aside that ends a variable's meaning: one holding a
// formula ("（…均价=…交易总额÷…交易总量。）", 000), a 即-clause or a
// figure. An aside that qualifies the meaning ("（不含定价基准日）",
// "（算头不算尾）", "（含）") is kept.
func asideEndsMeaning(s string) bool {
	inner := s
	if close := unmatchedClose(s); close >= 0 {
		inner = s[:close]
	}
	inner = strings.TrimSpace(inner)
	if normalize.Contains(inner, "=") {
		return true
	}
	for _, w := range asideOpeners {
		if strings.HasPrefix(inner, w) {
			return true
		}
	}
	for _, q := range normalize.FindQuantities(inner) {
		if asideFigureUnits[q.Unit] {
			return true
		}
	}
	return false
}

// unmatchedClose returns the offset in s of the first ')' that closes a
// bracket opened before s, or -1 when none does on this line.
func unmatchedClose(s string) int {
	depth := 0
	for i, r := range s {
		switch r {
		case '(':
			depth++
		case ')':
			if depth == 0 {
				return i
			}
			depth--
		case '\n':
			return -1
		}
	}
	return -1
}

// foldedBracket reports whether a '·' followed by s was an opening bracket
// in the source. Fold reads a '（' between Han characters as a middle dot
// when a full stop comes before its '）' ("均价（董事会…交易总量。）（即
// 2.43元/股）", 000): a ')' later on the line that closes nothing opened
// after the dot shows it was a bracket.
func foldedBracket(s string) bool { return unmatchedClose(s) >= 0 }

// formulaNames returns the ASCII names a formula uses.
func formulaNames(ascii string) map[string]bool {
	out := map[string]bool{}
	for i := 0; i < len(ascii); {
		if !isLetter(ascii[i]) {
			i++
			continue
		}
		j := i
		for j < len(ascii) && isNameByte(ascii[j]) {
			j++
		}
		out[ascii[i:j]] = true
		i = j
	}
	return out
}

// Event wording before an adjustment formula: "送红股或转增股本：" (000-003),
// "增发新股或配股：" (000, 003), "A股低于市价增发新股或配股：" (001, 002);
// 派送股票股利 (003).
var (
	reBonusEvent = lazyre.New(`送红股|送股|股票股利|转增股本`)
	reIssueEvent = lazyre.New(`增发新股|配股`)
)

// adjustmentEventWords are the words of each event an adjustment formula
// covers, in the order the events are listed: "送红股或转增股本：" (000-003),
// 派送股票股利 (003), "增发新股或配股：" (000, 003).
var adjustmentEventWords = []struct {
	event string
	words []string
}{
	{"bonus_issue", []string{"送红股", "送股", "股票股利"}},
	{"capitalization", []string{"转增股本"}},
	{"new_issue", []string{"增发新股"}},
	{"rights_issue", []string{"配股"}},
}

// adjustmentEvents names the events an adjustment formula covers, from the
// words before it on its line.
func adjustmentEvents(prefix string) []string {
	var out []string
	for _, e := range adjustmentEventWords {
		if normalize.ContainsAny(prefix, e.words) {
			out = append(out, e.event)
		}
	}
	if reEvCash.MatchString(prefix) {
		out = append(out, "cash_dividend")
	}
	if reEvCombined.MatchString(prefix) {
		out = append(out, "combined")
	}
	return out
}

// Formula targets: "股息率=基准利率+基本利差" (003) is the dividend rate's;
// a target naming 均价 is an average price's (交易均价).
var (
	dividendRateTarget = "股息率"
	averagePriceTarget = "均价"
)

// formulaRole names what a formula is for, from the clause it stands in
// and the words before it.
func formulaRole(text string, titled *titledSections, plans []*plan, f statedFormula) string {
	switch {
	case normalize.Contains(f.Target, dividendRateTarget):
		return "dividend.rate"
	}
	clause := formulaClause(text, titled, plans, f.Span.Start)
	if normalize.Contains(f.Target, averagePriceTarget) {
		if clause == famRestoration {
			return "restoration.price.average"
		}
		return "price.average"
	}
	switch clause {
	case famRedemption:
		return "redemption.accrued"
	case famDividend:
		return "dividend.formula"
	case famConversion, famRestoration:
		prefix := "conversion"
		if clause == famRestoration {
			prefix = "restoration"
		}
		switch {
		case reEvCombined.MatchString(f.Prefix):
			return prefix + combinedID(f)
		case prefix == "conversion" && reEvCash.MatchString(f.Prefix):
			return prefix + ".adjust.dividend"
		case reBonusEvent.MatchString(f.Prefix):
			return prefix + ".adjust.bonus"
		case reIssueEvent.MatchString(f.Prefix):
			return prefix + ".adjust.issue"
		case prefix == "restoration":
			return "restoration.votes"
		default:
			return "conversion.shares"
		}
	}
	// A convertible bond's adjustment formulas quoted outside any plan (an
	// adjustment announcement restating its prospectus: "派息：P=Po-D；送股
	// 或转增股本：P=Po/(1+N)", 歌华有线, 2005).
	if isLetter(f.Target[0]) && f.Target[0] == 'P' {
		switch {
		case reEvCombined.MatchString(f.Prefix):
			return "conversion" + combinedID(f)
		case reEvCash.MatchString(f.Prefix):
			return "conversion.adjust.dividend"
		case reBonusEvent.MatchString(f.Prefix):
			return "conversion.adjust.bonus"
		case reIssueEvent.MatchString(f.Prefix):
			return "conversion.adjust.issue"
		}
	}
	return "formula"
}

// combinedID names a formula for events at once: with a cash dividend
// (上述三项同时进行, P1=(P0−D+A×k)/(1+n+k)) .adjust.combined, without
// (上述两项同时进行, P1=(P0+A×k)/(1+n+k)) .adjust.bonus_and_issue.
func combinedID(f statedFormula) string {
	names := formulaNames(f.Text)
	if names["D"] || names["d"] {
		return ".adjust.combined"
	}
	return ".adjust.bonus_and_issue"
}

// formulaClause returns the clause family of the text at off: the plan
// section holding it, or else the nearest enclosing titled heading.
func formulaClause(text string, titled *titledSections, plans []*plan, off int) string {
	for _, p := range plans {
		for _, fam := range []string{famRestoration, famVoting, famConversion, famRedemption, famDividend} {
			for _, sp := range p.clauses[fam] {
				if off >= sp.Start && off < sp.End {
					if fam == famVoting || fam == famRestoration {
						// A combined "表决权的限制和恢复" section: the
						// restoration sub-section decides.
						if p.inRestoration(off) {
							return famRestoration
						}
						continue
					}
					return fam
				}
			}
		}
	}
	fams := titled.innermost(off)
	if len(fams) == 0 {
		return ""
	}
	for _, f := range fams {
		if f == famRestoration {
			return f
		}
	}
	return fams[0]
}

// titledSections are the sections of an outline whose titles name a clause
// family, in outline order, with what innermost needs to find the one
// holding an offset without reading every section: the furthest end
// reached by each prefix, and whether the sections stand in document order.
type titledSections struct {
	spans   []normalize.Span
	fams    [][]string
	reach   []int
	ordered bool
}

func titledSectionsOf(o *extract.Outline) *titledSections {
	ts := &titledSections{ordered: true}
	for _, s := range o.Sections {
		if s.Title == "" {
			continue
		}
		fams := titleFamilies(s.Title)
		if len(fams) == 0 {
			continue
		}
		far := s.Span.End
		if n := len(ts.spans); n > 0 {
			far = max(far, ts.reach[n-1])
			if s.Span.Start < ts.spans[n-1].Start {
				ts.ordered = false
			}
		}
		ts.spans = append(ts.spans, s.Span)
		ts.fams = append(ts.fams, fams)
		ts.reach = append(ts.reach, far)
	}
	return ts
}

// innermost returns the families of the last titled section (in outline
// order) holding off, or nil. In document order, only the sections starting
// at or before off can hold it, and none before the last one whose prefix
// ends at or before off.
func (ts *titledSections) innermost(off int) []string {
	hi := len(ts.spans)
	if ts.ordered {
		hi = sort.Search(len(ts.spans), func(i int) bool { return ts.spans[i].Start > off })
	}
	for i := hi - 1; i >= 0; i-- {
		if ts.ordered && ts.reach[i] <= off {
			break
		}
		if off >= ts.spans[i].Start && off < ts.spans[i].End {
			return ts.fams[i]
		}
	}
	return nil
}

// inRestoration reports whether off lies in a restoration section of p.
func (p *plan) inRestoration(off int) bool {
	for _, sp := range p.narrow(p.scope(famRestoration), restorationTitles...) {
		if off >= sp.Start && off < sp.End {
			return true
		}
	}
	return false
}

// restorationTitles name a restoration sub-section: "2、表决权恢复机制"
// (000), "(一)表决权恢复条款" (002), "1、表决权恢复条款" (003).
var restorationTitles = []string{"恢复"}

// formulasIn returns the formulas stated in spans.
func formulasIn(text string, spans []normalize.Span) []statedFormula {
	return scanFormulas(text, spans)
}
