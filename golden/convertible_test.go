package golden

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gonggao/gonggao/schema"
)

// TestRealConvertible holds the output on the real convertible-bond
// announcements of corpus/real/convertible (see its NOTICE) against their
// reviewed goldens, and each output against the JSON Schema.
func TestRealConvertible(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "corpus", "real", "convertible", "*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no documents: %v", err)
	}
	v, err := schema.NewValidator()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		name := filepath.Base(f)
		t.Run(name, func(t *testing.T) {
			raw, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			got, err := render("real/convertible/"+name, raw)
			if err != nil {
				t.Fatal(err)
			}
			if bad, err := v.Validate(got); err != nil || len(bad) > 0 {
				t.Errorf("schema: %v %v", err, bad)
			}
			gp := filepath.Join("testdata", "real", "convertible", strings.TrimSuffix(name, ".txt")+".json")
			if *update {
				if err := os.MkdirAll(filepath.Dir(gp), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(gp, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(gp)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(string(want), string(got)); diff != "" {
				t.Errorf("output differs from the golden (-want +got):\n%s", diff)
			}
		})
	}
}
