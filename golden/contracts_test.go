package golden

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// contractsDir holds real contract announcements, one or more of each
// status (award, provisional award, signed, effective, progress); see its
// NOTICE for their source.
const contractsDir = "../corpus/real/contracts"

// TestGoldenContracts holds the output over corpus/real/contracts against
// testdata/contracts/<file>.json, reviewed against each announcement
// (`go test ./golden -update` rewrites them).
func TestGoldenContracts(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(contractsDir, "*.html"))
	if err != nil || len(files) < 5 {
		t.Fatalf("%d contract announcements in %s (%v)", len(files), contractsDir, err)
	}
	for _, f := range files {
		name := filepath.Base(f)
		t.Run(name, func(t *testing.T) {
			raw, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			got, err := render("real/contracts/"+name, raw)
			if err != nil {
				t.Fatal(err)
			}
			p := filepath.Join("testdata", "contracts", name+".json")
			if *update {
				if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(p, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(p)
			if err != nil {
				t.Fatalf("%v (run `go test ./golden -update` to create it, then review it against the source)", err)
			}
			if !bytes.Equal(want, got) {
				t.Errorf("output differs from %s (-golden +got):\n%s", p, cmp.Diff(lines(want), lines(got)))
			}
		})
	}
}
