package pipeline

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/gonggao/gonggao/normalize/segment"
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

// seedTexts returns the five text seeds of the corpus.
func seedTexts(b *testing.B) (paths []string, data [][]byte, total int64) {
	b.Helper()
	paths, _ = filepath.Glob(filepath.Join("..", "corpus", "*.txt"))
	for _, p := range paths {
		d, err := os.ReadFile(p)
		if err != nil {
			b.Fatal(err)
		}
		data = append(data, d)
		total += int64(len(d))
	}
	if len(paths) == 0 {
		b.Fatal("no seeds")
	}
	return paths, data, total
}

// BenchmarkPipelineSeeds and BenchmarkRawCutSeeds measure the same bytes
// (the five text seeds, one pass per iteration) through the whole pipeline
// and through gse's own Cut on the segmenter's dictionary, so that their
// MB/s give the ratio of extraction cost to segmentation cost:
//
//	go test -run '^$' -bench 'Seeds$' -count 5 ./validate
func BenchmarkPipelineSeeds(b *testing.B) {
	paths, data, total := seedTexts(b)
	b.SetBytes(total)
	for i := 0; i < b.N; i++ {
		for k := range paths {
			if _, err := Process(paths[k], data[k], Options{}); err != nil {
				b.Fatal(err)
			}
		}
	}
}

func BenchmarkRawCutSeeds(b *testing.B) {
	_, data, total := seedTexts(b)
	seg := segment.Shared()
	texts := make([]string, len(data))
	for k, d := range data {
		texts[k] = string(d)
	}
	b.SetBytes(total)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, t := range texts {
			_ = seg.CutRaw(t)
		}
	}
}

// BenchmarkFDDCFilings runs the whole pipeline on the real FDDC 2018
// announcements of the repository (corpus/real/fddc and
// corpus/real/contracts, HTML as the challenge distributed them), one pass
// over all per iteration: the genre of the throughput target, for
// profiling (-cpuprofile) and for comparing two builds:
//
//	go test -run '^$' -bench FDDCFilings -count 5 ./pipeline
func BenchmarkFDDCFilings(b *testing.B) {
	var paths []string
	for _, g := range []string{"fddc/*.html", "contracts/*.html"} {
		m, _ := filepath.Glob(filepath.Join("..", "corpus", "real", g))
		paths = append(paths, m...)
	}
	if len(paths) == 0 {
		b.Fatal("no FDDC filings")
	}
	data := make([][]byte, len(paths))
	var total int64
	for k, p := range paths {
		d, err := os.ReadFile(p)
		if err != nil {
			b.Fatal(err)
		}
		data[k] = d
		total += int64(len(d))
	}
	b.SetBytes(total)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		for k := range paths {
			if _, err := Process(paths[k], data[k], Options{}); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.N*len(paths))/b.Elapsed().Seconds(), "files/s")
}
