package validate

import (
	"os"
	"path/filepath"
	"testing"
)

// BenchmarkProcess runs the whole pipeline (read, normalise, extract,
// check) on each seed of the corpus, one document per iteration, after
// start-up: go test -bench Process -benchmem ./validate
func BenchmarkProcess(b *testing.B) {
	paths, err := filepath.Glob(filepath.Join("..", "corpus", "*.txt"))
	if err != nil || len(paths) == 0 {
		b.Fatalf("no seeds: %v", err)
	}
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			b.Fatal(err)
		}
		name := filepath.Base(p)[:3]
		b.Run(name, func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				if _, err := Process(p, data, Options{}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
