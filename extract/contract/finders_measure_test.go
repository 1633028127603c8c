package contract_test

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/gonggao/gonggao/eval/fddc"
	"github.com/gonggao/gonggao/extract/contract"
	"github.com/gonggao/gonggao/pipeline"
)

// TestMeasureFinders measures the precision of each way of finding a
// party (the employer finders, the item and table readers, the company's
// own party and its subsidiaries) over a folder of labelled filings, on
// each half of the development split apart — dev-a (ids ≡ 1, 2 mod 5) and
// dev-b (3, 4); the held-out ids (≡ 0) are not read:
// FDDC_DIR=DIR go test ./extract/contract -run TestMeasureFinders -v.
//
// A party written into a contract is counted for the last way that read
// that name in its document, right when it is one of the document's
// labelled values of the field (after the labels' width folding), so a
// value is not matched to one labelled record as fddcscore matches them:
// the figures are each way's precision, not its share of the score.
//
// Under exact-match F1 a value right with probability p is worth writing
// only when p is above about half the field's F1; a way whose precision is
// below minFinderPrecision on both halves fails the test: it should warn
// instead of write. Ways read fewer than minFinderReads times on a half
// are not judged on it.
func TestMeasureFinders(t *testing.T) {
	dir := os.Getenv("FDDC_DIR")
	if dir == "" {
		t.Skip("FDDC_DIR not set")
	}
	lf, err := os.Open(filepath.Join(dir, "labels.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	truth, err := fddc.ReadLabels(lf, fddc.Options{})
	lf.Close()
	if err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "html", "*.html"))
	type read struct{ field, how, name string }
	var trace []read
	contract.SetTrace(func(_, field, how, name string) { trace = append(trace, read{field, how, name}) })
	defer contract.SetTrace(nil)
	// counts[field][how][half] = {right, wrong}
	counts := map[string]map[string]*[2][2]int{}
	for _, f := range files {
		id := strings.TrimSuffix(filepath.Base(f), ".html")
		half := -1
		switch atoi(id) % 5 {
		case 1, 2:
			half = 0
		case 3, 4:
			half = 1
		}
		if half < 0 {
			continue
		}
		raw, _ := os.ReadFile(f)
		trace = trace[:0]
		d, err := pipeline.Process(f, raw, pipeline.Options{})
		if err != nil {
			continue
		}
		for _, c := range d.Contracts {
			rec := fddc.FromContract(c, fddc.Options{})
			for field, name := range map[string]string{"employer": c.Employer, "contractor": c.Contractor} {
				if name == "" {
					continue
				}
				how := "other"
				for _, tr := range trace {
					if tr.field == field && tr.name == name {
						how = tr.how
					}
				}
				right := 1
				for _, l := range truth[id] {
					if l[field] != "" && l[field] == rec[field] {
						right = 0
						break
					}
				}
				if counts[field] == nil {
					counts[field] = map[string]*[2][2]int{}
				}
				if counts[field][how] == nil {
					counts[field][how] = &[2][2]int{}
				}
				counts[field][how][half][right]++
			}
		}
	}
	for _, field := range []string{"employer", "contractor"} {
		var hows []string
		for h := range counts[field] {
			hows = append(hows, h)
		}
		sort.Slice(hows, func(i, j int) bool {
			a, b := counts[field][hows[i]], counts[field][hows[j]]
			return a[0][0]+a[0][1]+a[1][0]+a[1][1] > b[0][0]+b[0][1]+b[1][0]+b[1][1]
		})
		t.Logf("%-10s %-26s %17s | %17s", field, "way", "dev-a right/read p", "dev-b right/read p")
		for _, h := range hows {
			c := counts[field][h]
			p := [2]float64{-1, -1}
			cell := [2]string{}
			for half := range 2 {
				n := c[half][0] + c[half][1]
				cell[half] = fmt.Sprintf("%4d/%4d", c[half][0], n)
				if n > 0 {
					p[half] = float64(c[half][0]) / float64(n)
					cell[half] += fmt.Sprintf(" %.2f", p[half])
				}
			}
			t.Logf("%-10s %-26s %17s | %17s", field, h, cell[0], cell[1])
			low := 0
			for half := range 2 {
				if n := c[half][0] + c[half][1]; n < minFinderReads || p[half] < minFinderPrecision {
					low++
				}
			}
			judged := c[0][0]+c[0][1] >= minFinderReads || c[1][0]+c[1][1] >= minFinderReads
			if judged && low == 2 {
				t.Errorf("%s by %s: precision below %.2f on both halves (%s, %s): warn instead of write", field, h, minFinderPrecision, cell[0], cell[1])
			}
		}
	}
}

// minFinderPrecision is about half the employer's and the contractor's
// exact F1 on the development split (0.77 and 0.84): a way of finding a
// party less precise than this costs more than it gains.
const minFinderPrecision = 0.38

// minFinderReads is the fewest values a way must read on a half of the
// split for its precision there to be judged.
const minFinderReads = 5
