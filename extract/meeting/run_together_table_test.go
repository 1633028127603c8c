package meeting

import (
	"strings"
	"testing"
)

// flatten runs a text table's lines into one, each cell set apart by sep,
// as a conversion that loses a table's rows writes it.
func flatten(table, sep string) string {
	var cells []string
	for _, ln := range strings.Split(strings.TrimSpace(table), "\n") {
		for _, c := range strings.Split(ln, "\t") {
			if c = strings.TrimSpace(c); c != "" {
				cells = append(cells, c)
			}
		}
	}
	return strings.Join(cells, sep) + "\n"
}

// breakEvery breaks s into lines of n bytes at most, at a space where
// there is one before the limit, as a text layer wraps a long line.
func breakEvery(s string, n int) string {
	var b strings.Builder
	for len(s) > n {
		cut := strings.LastIndex(s[:n], " ")
		if cut <= 0 {
			cut = n
			for cut > 0 && (s[cut]&0xC0) == 0x80 {
				cut--
			}
		}
		b.WriteString(s[:cut] + "\n")
		s = strings.TrimLeft(s[cut:], " ")
	}
	b.WriteString(s)
	return b.String()
}

// TestClassTableFlattened: the exchanges' vote table by class of shares
// (rows A股/H股 or 内资股/外资股, or A股/B股, with or without 普通股合计)
// run together into one line by the conversion, its cells set apart by
// spaces or '|', a label run into its figure, the line broken again by the
// text layer: each class's tally and the total read as from the table
// (TestClassVotesWordings), every count cited where it stands; classes
// that do not add up to the total too, as from the table, for
// votes.class_sum to report. A row cut short leaves the table unread.
func TestClassTableFlattened(t *testing.T) {
	const head = "表决情况：\n"
	const header = "股东类型\t同意\t\t反对\t\t弃权\n\t票数\t比例（%）\t票数\t比例（%）\t票数\t比例（%）\n"
	const ah = "A股\t866,248,900\t100.0000\t0\t0.0000\t0\t0.0000\nH股\t165,239,230\t99.8791\t200,000\t0.1209\t0\t0.0000\n"
	const total = "普通股合计：\t1,031,488,130\t99.9806\t200,000\t0.0194\t0\t0.0000\n"
	const domestic = "内资股\t866,248,900\t100.0000\t0\t0.0000\t0\t0.0000\n外资股\t165,239,230\t99.8791\t200,000\t0.1209\t0\t0.0000\n"
	const ab = "A股\t866,248,900\t100.0000\t0\t0.0000\t0\t0.0000\nB股\t165,239,230\t99.8791\t200,000\t0.1209\t0\t0.0000\n"
	const ahClasses = "A股=A:866248900/0/0@1.000000 H股=H:165239230/200000/0@0.998791"
	for _, tt := range []struct {
		name, body     string
		votes, classes string
	}{
		{"spaces, with the total", flatten(header+ah+total, " "), "1031488130/200000/0", ahClasses},
		{"'|', with the total", "| " + flatten(header+ah+total, " | "), "1031488130/200000/0", ahClasses},
		{"no spaces between a label and its figure", strings.ReplaceAll(flatten(header+ah+total, " "), "股 ", "股"), "1031488130/200000/0", ahClasses},
		{"broken again at 40 bytes", breakEvery(flatten(header+ah+total, " "), 40), "1031488130/200000/0", ahClasses},
		{"broken again at 97 bytes", breakEvery(flatten(header+ah+total, " "), 97), "1031488130/200000/0", ahClasses},
		{"spaces, no total", flatten(header+ah, " "), "", ahClasses},
		{"内资股 and 外资股 with the total", flatten(header+domestic+total, " "), "1031488130/200000/0", "内资股=domestic:866248900/0/0@1.000000 外资股=foreign:165239230/200000/0@0.998791"},
		{"A and B shares, no total", flatten(header+ab, " "), "", "A股=A:866248900/0/0@1.000000 B股=B:165239230/200000/0@0.998791"},
		// As from the table: votes.class_sum reports the misread figure.
		{"classes that do not add up", flatten(header+strings.Replace(ah, "165,239,230", "165,000,000", 1)+total, " "), "1031488130/200000/0", "A股=A:866248900/0/0@1.000000 H股=H:165000000/200000/0@0.998791"},
		{"a row cut short", flatten(header+ah+strings.Replace(total, "\t0\t0.0000\n", "\n", 1), " "), "", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			text := classVotesHead + head + tt.body + "特此公告。\n"
			doc := extractText("x.txt", text)
			if tt.votes == "" && tt.classes == "" {
				// Nothing read, and said so.
				for _, r := range doc.Resolutions {
					if r.Votes != nil || len(r.ClassVotes) > 0 {
						t.Errorf("resolution %d: votes %q, class_votes %q", r.Seq, votesOf(r.Votes), classVotesOf(r))
					}
				}
				if len(doc.Warnings) == 0 || doc.Warnings[0].Code != "votes_not_understood" {
					t.Errorf("warnings %+v, want votes_not_understood", doc.Warnings)
				}
				return
			}
			r := soleClassTally(t, doc, tt.votes, tt.classes)
			if r.Votes != nil {
				for k, ref := range r.Votes.Evidence {
					if got := text[ref.Span[0]:ref.Span[1]]; got != ref.Text {
						t.Errorf("votes %s: text[span] %q, evidence %q", k, got, ref.Text)
					}
				}
			}
			for _, cv := range r.ClassVotes {
				for k, ref := range cv.Votes.Evidence {
					if got := text[ref.Span[0]:ref.Span[1]]; got != ref.Text {
						t.Errorf("%s %s: text[span] %q, evidence %q", cv.Label, k, got, ref.Text)
					}
				}
			}
		})
	}
}
