package pipeline

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// repeated returns seed repeated to size bytes, cut at the last line break
// at or before size, so every copy but the last is whole.
func repeated(seed []byte, size int) []byte {
	var buf bytes.Buffer
	buf.Grow(size + len(seed))
	for buf.Len() < size {
		buf.Write(seed)
		if seed[len(seed)-1] != '\n' {
			buf.WriteByte('\n')
		}
	}
	b := buf.Bytes()[:size]
	if i := bytes.LastIndexByte(b, '\n'); i >= 0 {
		b = b[:i+1]
	}
	return b
}

// BenchmarkSize runs the whole pipeline on seed 003 (the longest, with
// tables and the prose that restates them) repeated to 1, 2, 4, 8 and 16
// MB, so that the cost per doubling can be read off (bench/size.sh prints
// the ratios): go test -run '^$' -bench Size -benchtime 1x ./pipeline
func BenchmarkSize(b *testing.B) {
	paths, _ := filepath.Glob(filepath.Join("..", "corpus", "003_*.txt"))
	if len(paths) != 1 {
		b.Fatalf("seed 003: %v", paths)
	}
	seed, err := os.ReadFile(paths[0])
	if err != nil {
		b.Fatal(err)
	}
	for _, mb := range []int{1, 2, 4, 8, 16} {
		data := repeated(seed, mb<<20)
		b.Run(fmt.Sprintf("%dMB", mb), func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			cpu0 := cpuTime()
			for i := 0; i < b.N; i++ {
				if _, err := Process("003.txt", data, Options{}); err != nil {
					b.Fatal(err)
				}
			}
			// The process's CPU time (user + system, every thread, so the
			// collector's too) per document: steadier than wall time on a
			// shared machine.
			b.ReportMetric(float64(cpuTime()-cpu0)/float64(b.N), "cpu-ns/op")
		})
	}
}
