package meeting

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/extract/announce"
	"github.com/gonggao/gonggao/extract/internal/testdoc"
	"github.com/gonggao/gonggao/extract/read"
	"github.com/gonggao/gonggao/internal/perturb"
	"github.com/gonggao/gonggao/pipeline/kind"
	"github.com/gonggao/gonggao/schema"
)

// facts lists the meeting and vote facts of one extraction, one
// "field=value" each.
func meetingFacts(doc *schema.Document) []string {
	var fs []string
	add := func(k string, v any) { fs = append(fs, fmt.Sprintf("%s=%v", k, v)) }
	if m := doc.Meeting; m != nil {
		add("body", m.Body)
		if m.Date != "" {
			add("date", m.Date)
		}
		if m.NoticeDate != "" {
			add("notice_date", m.NoticeDate)
		}
		if m.DirectorsExpected != nil {
			add("directors_expected", *m.DirectorsExpected)
		}
		if m.DirectorsPresent != nil {
			add("directors_present", *m.DirectorsPresent)
		}
		if m.ShareholdersPresent != nil {
			add("shareholders_present", *m.ShareholdersPresent)
		}
		if q := m.SharesRepresented; q != nil {
			add("shares_represented", q.Value)
		}
		if m.Chair != "" {
			add("chair", m.Chair)
		}
		for _, p := range m.Proxies {
			add("proxy", p.Absent+">"+p.Holder)
		}
		for _, a := range m.Absent {
			add("absent", a)
		}
	}
	var res func(prefix string, rs []schema.Resolution)
	res = func(prefix string, rs []schema.Resolution) {
		for _, r := range rs {
			p := fmt.Sprintf("%sresolution[%d]", prefix, r.Seq)
			if v := r.Votes; v != nil {
				add(p+".votes", fmt.Sprintf("%v/%v/%v", v.For, v.Against, v.Abstain))
			}
			if len(r.Recused) > 0 {
				add(p+".recused", strings.Join(r.Recused, ","))
			}
			res(p+".", r.Items)
		}
	}
	res("", doc.Resolutions)
	sort.Strings(fs)
	return fs
}

func extractText(name, text string) *schema.Document {
	doc, err := read.Read(name, []byte(text), read.ReadOptions{})
	if err != nil {
		panic(err)
	}
	return extract.Run(doc, schema.Source{Path: name}, []extract.Extractor{announce.Announcement{Kinds: kind.Default}, Meeting{}, Resolutions{}})
}

// Every meeting and vote fact read from a real announcement (the facts
// of these pages are held against their text by TestRealMeetings and the
// golden facts) reads the same once the text carries an artefact of real
// filings (each rewriting of internal/perturb.All, and its two-character
// names padded with U+3000): none lost, none changed, none added. The
// shareholders' meetings of the header fixtures (shareholdersTables) are
// held so too: their vote tables by class of shares set with tabs.
func TestArtefactsKeepMeetingFacts(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "real", "page_*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatal("no pages", err)
	}
	for _, name := range shareholdersTables {
		files = append(files, testdoc.HeaderPath(name))
	}
	docs, variants := 0, 0
	seen := map[string]bool{}
	for _, file := range files {
		data := testdoc.Bytes(t, file)
		clean := extractText(file, string(data))
		base := meetingFacts(clean)
		if len(base) == 0 {
			continue
		}
		names := meetingNames(clean)
		all := append(perturb.All[:len(perturb.All):len(perturb.All)], perturb.Perturbation{
			Name:  "spaced-names",
			Apply: func(s string) string { return perturb.SpacedNames(s, names) },
		})
		variants += len(all)
		docs++
		for _, a := range all {
			pt := a.Apply(string(data))
			got := base
			if pt != string(data) {
				got = meetingFacts(extractText(file, pt))
			}
			want := base
			if a.Printed {
				want, got = simplifiedFacts(base), simplifiedFacts(got)
			}
			lost, added := diffFacts(want, got)
			key := filepath.Base(file) + ", " + a.Name
			seen[key] = true
			broken := len(lost)+len(added) > 0
			switch {
			case broken && !knownBreaks[key]:
				t.Errorf("%s: lost %v, added %v", key, lost, added)
			case !broken && knownBreaks[key]:
				t.Errorf("%s: reads the same now; take it off knownBreaks", key)
			}
		}
	}
	t.Logf("%d pages with meeting facts × %d rewritings: %d extractions held", docs, variants/max(docs, 1), variants)
	for key := range knownBreaks {
		if !seen[key] {
			t.Errorf("knownBreaks names %s, which no page and rewriting gives", key)
		}
	}
}

// meetingNames are the people the clean text names in its meeting and
// resolutions: chair, absentees, proxies, recused.
func meetingNames(doc *schema.Document) []string {
	var names []string
	if m := doc.Meeting; m != nil {
		names = append(names, m.Chair)
		names = append(names, m.Absent...)
		for _, p := range m.Proxies {
			names = append(names, p.Absent, p.Holder)
		}
	}
	for _, r := range doc.Resolutions {
		names = append(names, r.Recused...)
	}
	return names
}

// simplifiedFacts are facts in the simplified characters a rewriting in
// traditional characters was made from.
func simplifiedFacts(fs []string) []string {
	out := make([]string, len(fs))
	for i, f := range fs {
		out[i] = perturb.Simplified(f)
	}
	return out
}

// shareholdersTables are the header fixtures of shareholders' meetings
// in the Shanghai template: the attendance and each proposal's tally set
// in rows of cells divided by tabs (股东类型 / A股 / H股 / 普通股合计), one
// with a cumulative vote's table, and one stating its tallies in
// sentences.
var shareholdersTables = []string{
	"shareholders_meeting_table.txt",
	"shareholders_meeting_cumulative.txt",
	"shareholders_meeting.txt",
}

// knownBreaks are the artefacts that still change a page's facts; the
// list may only shrink.
var knownBreaks = map[string]bool{
	// The tab-set tables lose their tallies and attendance when the
	// lines run together.
	"shareholders_meeting_cumulative.txt, lines-run-together": true,
	"shareholders_meeting_table.txt, lines-run-together":      true,
}

func diffFacts(a, b []string) (lost, added []string) {
	in := map[string]int{}
	for _, f := range a {
		in[f]++
	}
	for _, f := range b {
		if in[f] > 0 {
			in[f]--
		} else {
			added = append(added, f)
		}
	}
	for _, f := range a {
		if in[f] > 0 {
			in[f]--
			lost = append(lost, f)
		}
	}
	return lost, added
}
