package capital

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/extract/internal/testdoc"
	"github.com/gonggao/gonggao/normalize"
	"github.com/gonggao/gonggao/schema"
)

// A put open in the bond's last N interest years counts them from one
// (最后2个计息年度, 最后两个计息年度); 最后0个计息年度 states none and is not
// read.
func TestPutLastYears(t *testing.T) {
	for _, c := range []struct {
		file, from, to string
		want           int
	}{
		{"terms_board.txt", "", "", 2},
		{"terms_prospectus.txt", "", "", 2},
		{"terms_board.txt", "最后2个计息年度", "最后0个计息年度", 0},
	} {
		text := testdoc.Text(t, filepath.Join("testdata", "convertible", c.file))
		if c.from != "" {
			text = strings.Replace(text, c.from, c.to, 1)
		}
		doc := testdoc.From(c.file, text)
		ctx := &extract.Context{Doc: doc, Out: &schema.Document{}}
		var off schema.Offering
		bondTerms(ctx, []normalize.Span{{Start: 0, End: len(doc.Text)}}, &off)
		got := 0
		if off.Put != nil && off.Put.LastYears != nil {
			got = *off.Put.LastYears
			if got < 1 {
				t.Errorf("%s %s: last_years %d", c.file, c.to, got)
			}
		}
		if got != c.want {
			t.Errorf("%s %s: last_years %d, want %d", c.file, c.to, got, c.want)
		}
	}
}
