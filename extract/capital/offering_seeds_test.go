package capital

import (
	"testing"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/extract/internal/testdoc"
	"github.com/gonggao/gonggao/extract/meeting"

	"github.com/gonggao/gonggao/schema"
	"github.com/gonggao/gonggao/validate/calc"
)

// seedNames are the five seed filings.
var seedNames = []string{
	"000_bac74d30caa566df.txt", "001_bfdae5a8f63b378f.txt", "002_1522606f4fcf738c.txt",
	"003_62c1a5d2d0aeecb4.txt", "004_f0290f1b02f6b466.txt",
}

func runOfferings(t testing.TB, name string) (*schema.Document, []byte) {
	doc := testdoc.File(t, name)
	return extract.Run(doc, schema.Source{Path: name}, []extract.Extractor{Offerings{Resolutions: meeting.ResolutionHeadings}, Formulas{}}), doc.Raw
}

// TestOfferingSeeds holds the seeds' terms as the filings state them.
func TestOfferingSeeds(t *testing.T) {
	type want struct {
		offerings   int
		market      string
		shares      string
		initial     string
		restoration string
		formulas    []string
	}
	wants := map[string]want{
		"000_bac74d30caa566df.txt": {1, "domestic", "800000000", "2.43", "2.43", []string{"Q=V/P", "P1=P0/(1+n)", "P1=P0*(N+Q*(A/M))/(N+Q)"}},
		"001_bfdae5a8f63b378f.txt": {2, "domestic", "600000000", "5.20", "", []string{"Q=V/P", "P1=P0*N/(N+n)", "P1=P0*(N+k)/(N+n);k=n*A/M"}},
		"002_1522606f4fcf738c.txt": {1, "domestic", "300000000", "2.72", "2.72", []string{"Q=V/P", "R=W/S", "S1=S0*N/(N+n)"}},
		"003_62c1a5d2d0aeecb4.txt": {1, "domestic", "300000000", "9.86", "9.86", []string{"Q=V0/P", "N=V/Pn", "IA=B*i*t/365", "Pn=P0/(1+n)"}},
		"004_f0290f1b02f6b466.txt": {},
	}
	for _, name := range seedNames {
		t.Run(name, func(t *testing.T) {
			out, _ := runOfferings(t, name)
			doc := testdoc.File(t, name)
			checkValueSpans(t, doc, out)
			w := wants[name]
			if len(out.Offerings) != w.offerings {
				t.Fatalf("offerings = %d, want %d", len(out.Offerings), w.offerings)
			}
			if w.offerings == 0 {
				if len(out.Formulas) != 0 {
					t.Errorf("formulas = %+v, want none", out.Formulas)
				}
				return
			}
			o := out.Offerings[0]
			if o.Market != w.market || o.SharesMax == nil || o.SharesMax.Value != w.shares {
				t.Errorf("market %s, shares %+v; want %s, %s", o.Market, o.SharesMax, w.market, w.shares)
			}
			if o.Conversion == nil || o.Conversion.InitialPrice == nil || o.Conversion.InitialPrice.Value != w.initial {
				t.Errorf("conversion = %+v, want initial price %s", o.Conversion, w.initial)
			}
			if w.restoration != "" && (o.VotingRestoration == nil || o.VotingRestoration.Price == nil || o.VotingRestoration.Price.Value != w.restoration) {
				t.Errorf("restoration = %+v, want price %s", o.VotingRestoration, w.restoration)
			}
			have := map[string]bool{}
			for _, f := range out.Formulas {
				have[f.Text] = true
			}
			for _, f := range w.formulas {
				if !have[f] {
					t.Errorf("formula %s missing", f)
				}
			}
		})
	}
	t.Run("offshore_reference_only", func(t *testing.T) {
		out, _ := runOfferings(t, "001_bfdae5a8f63b378f.txt")
		o := out.Offerings[1]
		if o.Market != "offshore" || !o.ReferenceOnly || o.Reference == nil || o.Conversion != nil || o.SharesMax != nil {
			t.Errorf("offshore offering = %+v, want a reference only", o)
		}
	})
	t.Run("terms_stated_twice_counted_once", func(t *testing.T) {
		out, _ := runOfferings(t, "003_62c1a5d2d0aeecb4.txt")
		if n := len(out.Offerings[0].Subscriptions); n != 1 {
			t.Errorf("subscriptions = %d, want 1", n)
		}
	})
}

// TestFormulaTextIsCanonical holds the ASCII form against the formula
// parser's canonical text.
func TestFormulaTextIsCanonical(t *testing.T) {
	for _, name := range seedNames {
		out, _ := runOfferings(t, name)
		for _, f := range out.Formulas {
			if !isLetter(f.Text[0]) {
				continue // formulas in words
			}
			pf, err := calc.Parse(f.Source)
			if err != nil {
				t.Errorf("%s: %s: %v", name, f.Source, err)
				continue
			}
			if pf.Text() != f.Text {
				t.Errorf("%s: text %q, parser's canonical form %q", name, f.Text, pf.Text())
			}
		}
	}
}

// BenchmarkOfferings extracts the offerings and formulas of every seed.
func BenchmarkOfferings(b *testing.B) {
	for _, name := range seedNames {
		doc := testdoc.File(b, name)
		b.Run(name[:3], func(b *testing.B) {
			for b.Loop() {
				extract.Run(doc, schema.Source{Path: name}, []extract.Extractor{Offerings{Resolutions: meeting.ResolutionHeadings}, Formulas{}})
			}
		})
	}
}
