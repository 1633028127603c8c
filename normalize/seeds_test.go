package normalize

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// seedDir holds the five real announcements the tests read.
const seedDir = "../corpus"

func seedPaths(t testing.TB) []string {
	t.Helper()
	ps, err := filepath.Glob(filepath.Join(seedDir, "*.txt"))
	if err != nil || len(ps) == 0 {
		t.Fatalf("seeds not found in %s", seedDir)
	}
	return ps
}

// seedName returns "000" for 000_bac74d30caa566df.txt.
func seedName(path string) string {
	base := filepath.Base(path)
	name, _, _ := strings.Cut(base, "_")
	return name
}

func readSeed(t testing.TB, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func seedByName(t testing.TB, name string) string {
	t.Helper()
	for _, p := range seedPaths(t) {
		if seedName(p) == name {
			return readSeed(t, p)
		}
	}
	t.Fatalf("seed %s not found", name)
	return ""
}
