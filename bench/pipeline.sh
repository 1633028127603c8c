#!/usr/bin/env bash
# pipeline.sh — throughput of the whole pipeline on the text seeds against
# gse's own Cut on the same bytes, as a ratio (target >= 0.5).
#
# Usage (from the repository root):
#   bench/pipeline.sh [ROUNDS]
# Default: 7 rounds.
#
# One test binary runs BenchmarkPipelineSeeds and BenchmarkRawCutSeeds
# (pipeline/bench_test.go) one after the other in each round, so that both
# figures of a round see the same machine; the ratio of each round is the
# pipeline's MB/s over Cut's MB/s, and the script prints every round and the
# medians. Rounds alternate which benchmark goes first.
set -euo pipefail

cd "$(dirname "$0")/.."
rounds=${1:-7}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go test -c -o "$tmp/pipeline.test" ./pipeline

median() { sort -g | awk '{a[NR]=$1} END {if (NR%2) print a[(NR+1)/2]; else print (a[NR/2]+a[NR/2+1])/2}'; }

# mbps NAME: MB/s of one run of benchmark NAME
mbps() {
	(cd pipeline && "$tmp/pipeline.test" -test.run '^$' -test.bench "^$1\$" -test.benchtime 2s) |
		awk -v b="$1" '$1 ~ "^"b {for (i = 1; i <= NF; i++) if ($i == "MB/s") print $(i-1)}'
}

printf '%-6s %14s %14s %8s\n' round pipeline_MB/s cut_MB/s ratio
: >"$tmp/p"; : >"$tmp/c"; : >"$tmp/r"
for ((k = 1; k <= rounds; k++)); do
	if ((k % 2)); then
		p=$(mbps BenchmarkPipelineSeeds); c=$(mbps BenchmarkRawCutSeeds)
	else
		c=$(mbps BenchmarkRawCutSeeds); p=$(mbps BenchmarkPipelineSeeds)
	fi
	r=$(awk -v p="$p" -v c="$c" 'BEGIN {printf "%.3f", p / c}')
	printf '%-6s %14s %14s %8s\n' "$k" "$p" "$c" "$r"
	echo "$p" >>"$tmp/p"; echo "$c" >>"$tmp/c"; echo "$r" >>"$tmp/r"
done
printf '%-6s %14s %14s %8s\n' median "$(median <"$tmp/p")" "$(median <"$tmp/c")" "$(median <"$tmp/r")"
