//go:build !unix

package pipeline

// cpuTime is not measured here: the benchmarks report 0 cpu-ns/op.
func cpuTime() int64 { return 0 }
