package capital

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/extract/meeting"
	"github.com/gonggao/gonggao/schema"
)

// offeringValues is what a plan's offerings state, without where: the
// offerings as JSON with every text, span, page and evidence left out.
func offeringValues(t *testing.T, offs []schema.Offering) any {
	t.Helper()
	data, err := json.Marshal(offs)
	if err != nil {
		t.Fatal(err)
	}
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		t.Fatal(err)
	}
	var strip func(v any) any
	strip = func(v any) any {
		switch x := v.(type) {
		case map[string]any:
			for _, k := range []string{"text", "span", "page", "evidence", "source", "reference", "limbs"} {
				delete(x, k)
			}
			for k, e := range x {
				x[k] = strip(e)
			}
		case []any:
			for i, e := range x {
				x[i] = strip(e)
			}
		}
		return v
	}
	return strip(v)
}

// TestSeedArtefacts reads the seeds' plans and the placement and
// preference fixtures again as a PDF's text layer (spaces between Chinese
// and digits, a unit on the next line) and a web page (full-width digits)
// give them, and requires the same terms.
func TestSeedArtefacts(t *testing.T) {
	run := func(name, text string) []schema.Offering {
		doc := clauseDoc(name, text)
		return extract.Run(doc, schema.Source{Path: name}, []extract.Extractor{Offerings{Resolutions: meeting.ResolutionHeadings}}).Offerings
	}
	inputs := map[string]string{}
	for _, name := range seedNames[:4] {
		inputs[name] = string(seedDoc(t, name).Raw)
	}
	for _, f := range []string{"placement/board_fixed_price.txt", "placement/board_bidding.txt", "placement/board_assets.txt", "preference/board_holding_table.txt", "preference/board_full_conversion.txt"} {
		raw, err := os.ReadFile(filepath.Join("testdata", f))
		if err != nil {
			t.Fatal(err)
		}
		inputs[f] = string(raw)
	}
	for name, raw := range inputs {
		want := offeringValues(t, run(name, raw))
		for _, pt := range artefacts[:3] {
			t.Run(name+"/"+pt.name, func(t *testing.T) {
				if d := cmp.Diff(want, offeringValues(t, run(name, pt.apply(raw)))); d != "" {
					t.Errorf("terms differ (-clean +%s):\n%s", pt.name, d)
				}
			})
		}
	}
}
