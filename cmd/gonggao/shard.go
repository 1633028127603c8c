package main

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// shard is one part of a batch split among independent processes: part
// Index (0-based) of Count.
type shard struct {
	Index, Count int
}

// parseShard reads "i/N" with 0 ≤ i < N.
func parseShard(s string) (shard, error) {
	a, b, ok := strings.Cut(s, "/")
	i, err1 := strconv.Atoi(strings.TrimSpace(a))
	n, err2 := strconv.Atoi(strings.TrimSpace(b))
	if !ok || err1 != nil || err2 != nil || n < 1 || i < 0 || i >= n {
		return shard{}, fmt.Errorf("--shard wants i/N with 0 ≤ i < N (for example 0/4), not %q", s)
	}
	return shard{Index: i, Count: n}, nil
}

// pick returns the inputs of this shard: the whole input list is sorted by
// path (so every process sees the same list whatever order the paths were
// given in), and input k of the sorted list goes to shard k mod N. The N
// shards are disjoint and together hold every input, with no coordination
// between the processes beyond agreeing on the inputs and N.
func (s shard) pick(ins []input) []input {
	sorted := append([]input(nil), ins...)
	sort.SliceStable(sorted, func(a, b int) bool { return sorted[a].path < sorted[b].path })
	var out []input
	for k := s.Index; k < len(sorted); k += s.Count {
		out = append(out, sorted[k])
	}
	return out
}
