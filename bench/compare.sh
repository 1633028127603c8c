#!/usr/bin/env bash
# Throughput of two gonggao binaries on the same folder, alternating runs so
# that drift of the machine's speed falls on both: one line per run (binary,
# wall seconds, user + system CPU seconds), then the medians.
#
#   bench/compare.sh BIN_A BIN_B DIR|LIST [RUNS] [WORKERS]
#
# LIST is a file naming one input a line (extract --from).
# Needs GNU time (/usr/bin/time).
set -euo pipefail
a=$1 b=$2 dir=$3 runs=${4:-9} workers=${5:-2}
in=("$dir")
if [ -f "$dir" ]; then
	in=(--from "$dir")
fi
out=$(mktemp)
trap 'rm -f "$out"' EXIT
for _ in $(seq 1 "$runs"); do
	for bin in "$a" "$b"; do
		/usr/bin/time -f "$bin %e %U %S" "$bin" extract --workers "$workers" --format jsonl -o /dev/null "${in[@]}" 2>&1 >/dev/null | grep -F "$bin " | tee -a "$out"
	done
done
for bin in "$a" "$b"; do
	n=$(grep -cF "$bin " "$out")
	m=$(((n + 1) / 2))
	wall=$(grep -F "$bin " "$out" | awk '{print $2}' | sort -n | sed -n "${m}p")
	cpu=$(grep -F "$bin " "$out" | awk '{print $3 + $4}' | sort -n | sed -n "${m}p")
	rate=""
	if [ -f "$dir" ]; then
		rate=", $(awk -v f="$(grep -c . "$dir")" -v w="$wall" 'BEGIN { printf "%.0f", f / w }') files/s"
	fi
	echo "$bin: $n runs, wall median $wall s$rate, CPU median $cpu s"
done
