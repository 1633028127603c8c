#!/usr/bin/env bash
# Throughput of two gonggao binaries on the same folder, alternating runs so
# that drift of the machine's speed falls on both: one line per run (binary,
# wall seconds, user + system CPU seconds), then the medians.
#
#   bench/compare.sh BIN_A BIN_B DIR [RUNS] [WORKERS]
#
# Needs GNU time (/usr/bin/time).
set -euo pipefail
a=$1 b=$2 dir=$3 runs=${4:-9} workers=${5:-2}
out=$(mktemp)
trap 'rm -f "$out"' EXIT
for _ in $(seq 1 "$runs"); do
	for bin in "$a" "$b"; do
		/usr/bin/time -f "$bin %e %U %S" "$bin" extract --workers "$workers" --format jsonl -o /dev/null "$dir" 2>&1 >/dev/null | grep -F "$bin " | tee -a "$out"
	done
done
for bin in "$a" "$b"; do
	n=$(grep -cF "$bin " "$out")
	m=$(((n + 1) / 2))
	wall=$(grep -F "$bin " "$out" | awk '{print $2}' | sort -n | sed -n "${m}p")
	cpu=$(grep -F "$bin " "$out" | awk '{print $3 + $4}' | sort -n | sed -n "${m}p")
	echo "$bin: $n runs, wall median $wall s, CPU median $cpu s"
done
