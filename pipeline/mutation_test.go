package pipeline_test

import (
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/pipeline"
	"github.com/gonggao/gonggao/schema"
)

// seedNames are the corpus's text seeds.
var seedNames = []string{
	"000_bac74d30caa566df.txt",
	"001_bfdae5a8f63b378f.txt",
	"002_1522606f4fcf738c.txt",
	"003_62c1a5d2d0aeecb4.txt",
	"004_f0290f1b02f6b466.txt",
}

func readSeed(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "corpus", name))
	if err != nil {
		t.Skipf("corpus seed %s not available: %v", name, err)
	}
	return data
}

func process(t *testing.T, name string, data []byte) *schema.Document {
	t.Helper()
	doc, err := pipeline.Process(name, data, pipeline.Options{})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return doc
}

// findingAt returns the finding with id whose stated figure is at span.
func findingAt(doc *schema.Document, id string, span schema.Span) *schema.Check {
	for i, c := range doc.Checks {
		if c.ID == id && c.Stated != nil && c.Stated.Span == span {
			return &doc.Checks[i]
		}
	}
	return nil
}

// lastDigit returns the offset in raw of the last ASCII digit of the
// stated figure's text, or −1 (a figure in Chinese numerals).
func lastDigit(raw []byte, span schema.Span) int {
	for i := span[1] - 1; i >= span[0]; i-- {
		if raw[i] >= '0' && raw[i] <= '9' {
			return i
		}
	}
	return -1
}

// units is how many units of the stated figure's last digit a change must
// be to be detectable: one, unless the computed interval is itself a unit
// or more wide (a sum of rounded figures: 41,211 − 2,100 stands for
// 39,110.5 to 39,111.5, so 39,112 is still consistent by the rounding
// rule), in which case 1 + ⌈width / unit⌉.
func units(c *schema.Check) int {
	if len(c.Interval) != 2 {
		return 1
	}
	lo, ok1 := new(big.Rat).SetString(c.Interval[0])
	hi, ok2 := new(big.Rat).SetString(c.Interval[1])
	if !ok1 || !ok2 {
		return 1
	}
	// The unit of the last digit, in base units: from the value's
	// precision and the text (30.43亿 → 10^6).
	u := statedUnit(c.Stated)
	if u == nil {
		return 1
	}
	w := new(big.Rat).Sub(hi, lo)
	q := new(big.Rat).Quo(w, u)
	n := new(big.Int).Quo(q.Num(), q.Denom())
	if new(big.Rat).SetInt(n).Cmp(q) < 0 {
		n.Add(n, big.NewInt(1))
	}
	return 1 + int(n.Int64())
}

// statedUnit is one unit of the last stated digit in base units.
func statedUnit(q *schema.Quantity) *big.Rat {
	text := q.Text
	scale := big.NewRat(1, 1)
	switch {
	case strings.Contains(text, "%"), strings.Contains(text, "％"):
		scale = big.NewRat(1, 100)
	case strings.Contains(text, "亿"):
		scale = big.NewRat(100000000, 1)
	case strings.Contains(text, "万"):
		scale = big.NewRat(10000, 1)
	case !strings.ContainsAny(text, "元股") && q.Unit == "CNY":
		// A table figure in 百万元 (the caption says so).
		scale = big.NewRat(1000000, 1)
	}
	places := 0
	digits := strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' || r == '.' {
			return r
		}
		return -1
	}, text)
	if i := strings.LastIndex(digits, "."); i >= 0 {
		places = len(digits) - i - 1
	}
	u := new(big.Rat).SetFrac(big.NewInt(1), new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(places)), nil))
	return u.Mul(u, scale)
}

// placementFixtures are ordinary-share placements whose share count is
// computed from the amount and a fixed price, and preference-share plans
// whose subscriber's holding is in a table or whose conversion shares are
// stated as the increase on full conversion.
var placementFixtures = []string{
	"../extract/capital/testdata/placement/board_fixed_price.txt",
	"../extract/capital/testdata/placement/board_assets.txt",
	"../extract/capital/testdata/preference/board_holding_table.txt",
	"../extract/capital/testdata/preference/board_full_conversion.txt",
}

// TestMutationStated perturbs every figure a passing check states, in the
// source text of the seeds, of the convertible-bond adjustments and of the
// ordinary-share placements, by one unit of its last digit (more when the rounding rule
// cannot tell one unit, see units), runs the pipeline again and requires
// that check to fail.
func TestMutationStated(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the pipeline once per passing check")
	}
	for _, name := range append(append(append([]string(nil), seedNames...), convertibleFixtures...), placementFixtures...) {
		t.Run(filepath.Base(name), func(t *testing.T) {
			var raw []byte
			if strings.Contains(name, "/") {
				// A convertible bond's adjustment: its conversion.adjust
				// finding fails a cent off (see also
				// TestConversionAdjustMisstated).
				raw = readFile(t, name)
			} else {
				raw = readSeed(t, name)
			}
			doc := process(t, name, raw)
			n := 0
			for _, c := range doc.Checks {
				if c.Status != schema.StatusPass || c.Stated == nil || strings.Contains(c.Formula, ">=") {
					// A floor (a reset's P1>=max(M20,M1)) holds a cent
					// above too; TestConversionAdjustMisstated moves the
					// price below it.
					continue
				}
				i := lastDigit(raw, c.Stated.Span)
				if i < 0 {
					continue
				}
				k := units(&c)
				d := int(raw[i] - '0')
				nd := d + k
				if nd > 9 {
					nd = d - k
				}
				if nd < 0 {
					t.Logf("%s at %v: cannot change digit %d by %d", c.ID, c.Stated.Span, d, k)
					continue
				}
				mut := append([]byte(nil), raw...)
				mut[i] = byte('0' + nd)
				got := findingAt(process(t, name, mut), c.ID, c.Stated.Span)
				label := fmt.Sprintf("%s %q → %q", c.ID, c.Stated.Text, string(mut[c.Stated.Span[0]:c.Stated.Span[1]]))
				switch {
				case got == nil:
					t.Errorf("%s: the check is gone", label)
				case got.Status != schema.StatusFail:
					t.Errorf("%s: status %s, want fail (computed %s, interval %v)", label, got.Status, got.Computed, got.Interval)
				}
				n++
			}
			t.Logf("%d stated figures perturbed", n)
		})
	}
}

// derivedPrefixes are the checks of the figures a capital document
// derives (conversion and restored votes from amount ÷ price, an offering's
// and a subscription's amount from shares × par, a placement's shares, a
// holding's ratio, a bond's adjusted price, a dividend's cost from rate ×
// size in a plan's scenarios).
var derivedPrefixes = []string{"conversion.", "restoration.", "offering.", "subscription.", "placement.", "holding.", "dividend.scenario."}

// TestMutationCoversDerived requires every fixture of the capital
// extractors on which a check of a derived figure passes to be one that
// TestMutationStated perturbs, so that no derived figure is left out of it.
func TestMutationCoversDerived(t *testing.T) {
	perturbed := map[string]bool{}
	for _, f := range append(append([]string(nil), convertibleFixtures...), placementFixtures...) {
		perturbed[filepath.Clean(f)] = true
	}
	files, err := filepath.Glob("../extract/capital/testdata/*/*.txt")
	if err != nil {
		t.Fatal(err)
	}
	more, _ := filepath.Glob("../corpus/real/convertible/*.txt")
	files = append(files, more...)
	if len(files) == 0 {
		t.Skip("no fixtures")
	}
	for _, f := range files {
		if perturbed[filepath.Clean(f)] {
			continue
		}
		doc := process(t, f, readFile(t, f))
		for _, c := range doc.Checks {
			for _, p := range derivedPrefixes {
				if c.Status == schema.StatusPass && strings.HasPrefix(c.ID, p) {
					t.Errorf("%s: %s passes and is not perturbed by TestMutationStated", f, c.ID)
				}
			}
		}
	}
}

// TestMutationUnrelated changes digits no check reads and requires the
// statuses of all checks to stay as they were.
func TestMutationUnrelated(t *testing.T) {
	for _, name := range seedNames {
		t.Run(name, func(t *testing.T) {
			raw := readSeed(t, name)
			doc := process(t, name, raw)
			want := statuses(doc)
			used := checkSpans(doc)
			// Lines holding a digit and no checked figure; three of them,
			// spread over the document, are changed one at a time.
			var free []int
			off := 0
			for _, ln := range strings.SplitAfter(string(raw), "\n") {
				start, end := off, off+len(ln)
				off = end
				if i := strings.IndexAny(ln, "0123456789"); i >= 0 && !touches(used, start, end) {
					free = append(free, start+i)
				}
			}
			if len(free) == 0 {
				t.Skip("no line free of checked figures")
			}
			for _, at := range []int{free[len(free)/4], free[len(free)/2], free[3*len(free)/4]} {
				mut := append([]byte(nil), raw...)
				mut[at] = '0' + (mut[at]-'0'+1)%10
				got := statuses(process(t, name, mut))
				if diff := cmp.Diff(want, got); diff != "" {
					t.Errorf("changing the digit at byte %d changed the checks (-want +got):\n%s", at, diff)
				}
			}
		})
	}
}

func statuses(doc *schema.Document) []string {
	var out []string
	for _, c := range doc.Checks {
		v := ""
		if c.Stated != nil {
			v = c.Stated.Value
		}
		out = append(out, c.ID+" "+v+" "+c.Status)
	}
	return out
}

// checkSpans lists the raw spans every check reads or states.
func checkSpans(doc *schema.Document) []schema.Span {
	var out []schema.Span
	for _, c := range doc.Checks {
		if c.Stated != nil {
			out = append(out, c.Stated.Span)
		}
		for _, in := range c.Inputs {
			if in.Span != nil {
				out = append(out, *in.Span)
			}
		}
	}
	return out
}

func touches(spans []schema.Span, start, end int) bool {
	for _, s := range spans {
		if s[0] < end && s[1] > start {
			return true
		}
	}
	return false
}
