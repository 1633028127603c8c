package corpus

import (
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"path"
	"testing"
)

// TestManifest holds the manifest against the files: every entry's bytes and
// hash match, and every bundled document is listed.
func TestManifest(t *testing.T) {
	entries, err := Entries()
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) == 0 {
		t.Fatal("empty manifest")
	}
	listed := map[string]bool{}
	ids := map[string]bool{}
	for _, e := range entries {
		t.Run(e.File, func(t *testing.T) {
			b, err := ReadFile(e.File)
			if err != nil {
				t.Fatal(err)
			}
			sum := sha256.Sum256(b)
			if got := hex.EncodeToString(sum[:]); got != e.SHA256 {
				t.Errorf("sha256 = %s, manifest says %s", got, e.SHA256)
			}
			if int64(len(b)) != e.Bytes {
				t.Errorf("bytes = %d, manifest says %d", len(b), e.Bytes)
			}
			if e.Description == "" || e.Kind == "" || e.Format == "" {
				t.Errorf("entry lacks kind, format or description: %+v", e)
			}
			if e.DerivedFrom != "" {
				if _, err := ReadFile(e.DerivedFrom); err != nil {
					t.Errorf("derived_from %s: %v", e.DerivedFrom, err)
				}
				if e.Renderer == "" {
					t.Errorf("rendering %s does not say how it was made", e.File)
				}
			}
		})
		if ids[e.ID] {
			t.Errorf("duplicate id %s", e.ID)
		}
		ids[e.ID] = true
		listed[e.File] = true
	}
	err = fs.WalkDir(FS(), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || p == "manifest.json" {
			return err
		}
		if !listed[path.Base(p)] {
			t.Errorf("%s is bundled but not in manifest.json", p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestOrderStable(t *testing.T) {
	a, _ := Entries()
	b, _ := Entries()
	for i := range a {
		if a[i].File != b[i].File {
			t.Fatalf("order differs at %d", i)
		}
		if i > 0 && a[i-1].File >= a[i].File {
			t.Fatalf("not sorted at %d", i)
		}
	}
}
