package announce

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/gonggao/gonggao/extract/internal/testdoc"
	"github.com/gonggao/gonggao/internal/perturb"
	"github.com/gonggao/gonggao/schema"
)

// severalWarning returns the warning that a document holds another
// announcement, or nil.
func severalWarning(d *schema.Document) *schema.Warning {
	for i := range d.Warnings {
		if d.Warnings[i].Code == schema.WarnSeveralAnnouncements {
			return &d.Warnings[i]
		}
	}
	return nil
}

// TestSeveralAnnouncementsOnRealPages runs pages as a newspaper's page
// sets them, one announcement after another, from the real pages of the
// corpus that have a header of their own (a title and a number): every
// pair of them gives the first announcement's header, as the first alone
// does, and a warning at the second's labels; no page alone warns. Most
// of the pages are a site's excerpt, cut before the close (特此公告), as a
// page that runs the next announcement on cuts the first.
func TestSeveralAnnouncementsOnRealPages(t *testing.T) {
	files, err := filepath.Glob("../../corpus/real/pages/*.txt")
	if err != nil || len(files) < 20 {
		t.Fatalf("corpus pages: %d, %v", len(files), err)
	}
	type page struct {
		name, text string
		alone      *schema.Announcement
	}
	var pages []page
	for _, f := range files {
		raw, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		d := runHeader(testdoc.From(filepath.Base(f), string(raw)))
		if w := severalWarning(d); w != nil {
			t.Errorf("%s alone: %s", filepath.Base(f), w.Message)
		}
		if a := d.Announcement; a != nil && a.Title != "" && a.Number != "" {
			pages = append(pages, page{filepath.Base(f), string(raw), a})
		}
	}
	if len(pages) < 20 {
		t.Fatalf("%d pages with a title and a number", len(pages))
	}
	pairs := 0
	for i, p := range pages {
		for _, q := range []page{pages[(i+1)%len(pages)], pages[(i+7)%len(pages)]} {
			pairs++
			doc := testdoc.From(p.name+"+"+q.name, p.text+"\n\n"+q.text)
			d := runHeader(doc)
			a := d.Announcement
			if a.Title != p.alone.Title || a.Number != p.alone.Number || a.Kind != p.alone.Kind || a.Company != p.alone.Company {
				t.Errorf("%s then %s: %q %q %s %q, want the first's %q %q %s %q", p.name, q.name, a.Title, a.Number, a.Kind, a.Company, p.alone.Title, p.alone.Number, p.alone.Kind, p.alone.Company)
			}
			w := severalWarning(d)
			if w == nil || w.Span == nil {
				t.Errorf("%s then %s: no warning", p.name, q.name)
				continue
			}
			if w.Span[0] < len(p.text) {
				t.Errorf("%s then %s: warning at %d, inside the first (%d bytes)", p.name, q.name, w.Span[0], len(p.text))
			}
		}
	}
	t.Logf("%d pages, %d pairs", len(pages), pairs)
}

// severalKnownBreaks are the pairs and rewritings under which the second
// announcement is not told yet (first+second|rewriting); the list may only
// shrink. A page run together into one line (lines-run-together) has no
// line of the second's labels: it is not tried.
var severalKnownBreaks = map[string]bool{
	// Set at 23 characters a line, 41_preferred's labels are read as
	// lines of 39_preferred's body.
	"39_preferred.txt+41_preferred.txt|wrapped-all-23": true,
	// 07_board's paragraphs are lines of a narrow page; double-spaced or
	// one sentence a line none is joined into a paragraph's length
	// (isBodyLine) before 09_board's labels, so the first's body is not
	// told from a header. (With its counts in Chinese numerals, and
	// 54_convertible with wide spaces or full-width figures, are told since
	// normalize joins a sentence broken between two Han characters.)
	"07_board.txt+09_board.txt|blank-lines":    true,
	"07_board.txt+09_board.txt|sentence-lines": true,
}

// TestSeveralAnnouncementsPerturbed: the pages of the corpus that have a
// header of their own, each run on by the next, under each of
// internal/perturb's rewritings of real filings' text: the second is told
// (but for severalKnownBreaks), and no page alone is read as two.
func TestSeveralAnnouncementsPerturbed(t *testing.T) {
	files, err := filepath.Glob("../../corpus/real/pages/*.txt")
	if err != nil || len(files) < 20 {
		t.Fatalf("corpus pages: %d, %v", len(files), err)
	}
	var texts, names []string
	for _, f := range files {
		raw, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if a := runHeader(testdoc.From(f, string(raw))).Announcement; a.Title != "" && a.Number != "" {
			texts = append(texts, string(raw))
			names = append(names, filepath.Base(f))
		}
	}
	runs := 0
	for _, p := range perturb.All {
		if p.Name == "lines-run-together" {
			continue
		}
		for i := range texts {
			j := (i + 1) % len(texts)
			key := names[i] + "+" + names[j] + "|" + p.Name
			runs++
			told := severalWarning(runHeader(testdoc.From(key, p.Apply(texts[i]+"\n\n"+texts[j])))) != nil
			switch {
			case !told && !severalKnownBreaks[key]:
				t.Errorf("%s: the second announcement is not told", key)
			case told && severalKnownBreaks[key]:
				t.Errorf("%s: told now; take it off severalKnownBreaks", key)
			}
			if w := severalWarning(runHeader(testdoc.From(names[i], p.Apply(texts[i])))); w != nil {
				t.Errorf("%s|%s alone: read as two announcements", names[i], p.Name)
			}
		}
	}
	t.Logf("%d pairs under %d rewritings", runs, len(perturb.All)-1)
}
