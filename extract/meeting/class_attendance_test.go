package meeting

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/internal/perturb"
	"github.com/gonggao/gonggao/schema"
)

// classAttendanceOf is a meeting's attendance by class as
// "class:holders/shares/ratio" ("-" for a figure not read).
func classAttendanceOf(m *schema.Meeting) []string {
	if m == nil {
		return nil
	}
	var out []string
	for _, a := range m.ClassAttendance {
		holders, shares, ratio := "-", "-", "-"
		if a.ShareholdersPresent != nil {
			holders = fmt.Sprint(*a.ShareholdersPresent)
		}
		if a.SharesRepresented != nil {
			shares = a.SharesRepresented.Value
		}
		if a.SharesRepresentedRatio != nil {
			ratio = a.SharesRepresentedRatio.Value
		}
		out = append(out, a.Class+":"+holders+"/"+shares+"/"+ratio)
	}
	return out
}

// classAttendancePages are the real pages stating the attendance by class
// of shares, with what each states (read against the file). Page 28: "其
// 中:内资股股东人数 | 6名 |", "外资股股东人数 | 1名 |", "其中:内资股股东持有股份
// 总数 | 866,248,900股 |", "外资股股东持有股份总数 | 165,439,230股 |", "其中:内
// 资股股东持股占股份总数的比例 | 52.23% |", "外资股股东持股占股份总数的比例 |
// 9.97% |". Page 31 (its rows of holders have no figures): "其中:A 股股东持
// 有股份总数 7,548,448,036", "境外上市外资股股东持有股份总数(H 股)
// 3,481,053,846", "其中:A 股股东持股占股份总数的比例(%) 51.97", "境外上市外
// 资股股东持股占股份总数的比例(%) 23.97" — the H shares named by their letter
// once, then by their name alone.
var classAttendancePages = map[string][]string{
	"page_28_shareholders.txt": {"domestic:6/866248900/0.5223", "foreign:1/165439230/0.0997"},
	"page_31_shareholders.txt": {"A:-/7548448036/0.5197", "H:-/3481053846/0.2397"},
}

// TestRealClassAttendance reads the attendance by class of shares of the
// real pages, never taking a class's figure for the whole's, each figure
// cited where it stands.
func TestRealClassAttendance(t *testing.T) {
	for file, want := range classAttendancePages {
		t.Run(file, func(t *testing.T) {
			raw, err := os.ReadFile(filepath.Join("testdata", "real", file))
			if err != nil {
				t.Fatal(err)
			}
			doc := realDoc(t, file)
			if diff := cmp.Diff(want, classAttendanceOf(doc.Meeting)); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
			for _, a := range doc.Meeting.ClassAttendance {
				for _, q := range []*schema.Quantity{a.SharesRepresented, a.SharesRepresentedRatio} {
					if q != nil && string(raw[q.Span[0]:q.Span[1]]) != q.Text {
						t.Errorf("%s: raw[span] %q, text %q", a.Class, raw[q.Span[0]:q.Span[1]], q.Text)
					}
				}
				for k, ref := range a.Evidence {
					if string(raw[ref.Span[0]:ref.Span[1]]) != ref.Text {
						t.Errorf("%s %s: raw[span] %q, text %q", a.Class, k, raw[ref.Span[0]:ref.Span[1]], ref.Text)
					}
				}
			}
		})
	}
}

// classAttendanceBreaks are the page and rewriting whose attendance by
// class does not read as the clean page's; the list may only shrink. In
// each a figure is lost, none is changed: a row wrapped between its label
// and its figure (wrapped-all-31 on page 28's 内资股 shares, wrapped-all-23
// on page 31's A shares' ratio), and the rows run into one
// line (lines-run-together), where no row is a row.
var classAttendanceBreaks = map[string]bool{
	"page_28_shareholders.txt wrapped-all-31":     true,
	"page_28_shareholders.txt lines-run-together": true,
	"page_31_shareholders.txt wrapped-all-23":     true,
	"page_31_shareholders.txt lines-run-together": true,
}

// TestClassAttendancePerturbed: the attendance by class of shares of the
// real pages reads the same under every artefact of real filings
// (internal/perturb.All), or is listed in classAttendanceBreaks.
func TestClassAttendancePerturbed(t *testing.T) {
	var files []string
	for f := range classAttendancePages {
		files = append(files, f)
	}
	sort.Strings(files)
	seen := map[string]bool{}
	for _, file := range files {
		raw, err := os.ReadFile(filepath.Join("testdata", "real", file))
		if err != nil {
			t.Fatal(err)
		}
		want := strings.Join(classAttendancePages[file], " ")
		for _, p := range perturb.All {
			key := file + " " + p.Name
			seen[key] = true
			got := strings.Join(classAttendanceOf(extractText(file, p.Apply(string(raw))).Meeting), " ")
			switch broken := got != want; {
			case broken && !classAttendanceBreaks[key]:
				t.Errorf("%s: %q, want %q", key, got, want)
			case !broken && classAttendanceBreaks[key]:
				t.Errorf("%s: reads the same now; take it off classAttendanceBreaks", key)
			}
		}
	}
	for key := range classAttendanceBreaks {
		if !seen[key] {
			t.Errorf("classAttendanceBreaks names %s, which no page and rewriting gives", key)
		}
	}
}
