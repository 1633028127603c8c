#!/usr/bin/env bash
# segment.sh — start-up cost of the segmenter against gse's full zh_s
# dictionary: a fresh process that builds the segmenter and cuts one seed.
#
# Usage (from the repository root):
#   bench/segment.sh [SEED_FILE] [RUNS]
# Defaults: corpus/003_62c1a5d2d0aeecb4.txt (62 kB), 5 runs.
#
# For each of "segment" (segment.New, embedded trimmed dictionary and
# lexicon) and "naive" (gse.NewEmbed("zh_s") and its Segment) it reports
# the median wall time and the median peak RSS over RUNS runs, each run
# under /usr/bin/time -v. Wall time comes from hyperfine when it is
# installed (median of its runs), else from the same /usr/bin/time loop.
# Then the agreement of the tokens with the full zh_s segmentation over
# all seeds.
set -euo pipefail

cd "$(dirname "$0")/.."
seed=${1:-corpus/003_62c1a5d2d0aeecb4.txt}
runs=${2:-5}
[[ -f $seed ]] || { echo "segment.sh: no such seed: $seed" >&2; exit 1; }
[[ -x /usr/bin/time ]] || { echo "segment.sh: /usr/bin/time is needed (apt-get install time)" >&2; exit 1; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -trimpath -o "$tmp/segbench" ./normalize/segment/internal/cmd/segbench

median() { sort -n | awk '{a[NR]=$1} END {if (NR%2) print a[(NR+1)/2]; else print (a[NR/2]+a[NR/2+1])/2}'; }

# measure NAME ARGS...: prints "median_wall_ms median_rss_kb"
measure() {
	local name=$1; shift
	local walls=() rss=()
	for ((i = 0; i < runs; i++)); do
		local t0 t1
		t0=$(date +%s%N)
		/usr/bin/time -v -o "$tmp/time.$name.$i" "$tmp/segbench" "$@" "$seed" >/dev/null
		t1=$(date +%s%N)
		walls+=($(( (t1 - t0) / 1000000 )))
		rss+=("$(awk -F': ' '/Maximum resident set size/ {print $2}' "$tmp/time.$name.$i")")
	done
	local wall
	if command -v hyperfine >/dev/null; then
		hyperfine -N --style none --warmup 1 --runs "$runs" --export-json "$tmp/hf.$name.json" \
			"$tmp/segbench $* $seed" >/dev/null 2>&1
		wall=$(jq '.results[0].median * 1000 | round' "$tmp/hf.$name.json")
	else
		wall=$(printf '%s\n' "${walls[@]}" | median)
	fi
	echo "$wall $(printf '%s\n' "${rss[@]}" | median)"
}

read -r seg_wall seg_rss < <(measure segment)
read -r naive_wall naive_rss < <(measure naive -naive)

echo "seed: $seed, $runs runs each, $(nproc) cores, wall from $(command -v hyperfine >/dev/null && echo hyperfine || echo date+/usr/bin/time)"
printf '%-40s %10s %14s\n' "" "wall (ms)" "peak RSS (MB)"
printf '%-40s %10s %14.1f\n' "segment.New + Cut" "$seg_wall" "$(echo "$seg_rss / 1024" | bc -l)"
printf '%-40s %10s %14.1f\n' "gse.NewEmbed(\"zh_s\") + Segment" "$naive_wall" "$(echo "$naive_rss / 1024" | bc -l)"
printf 'ratio naive/segment: wall %.1fx, RSS %.1fx\n' \
	"$(echo "$naive_wall / $seg_wall" | bc -l)" "$(echo "$naive_rss / $seg_rss" | bc -l)"
echo
echo "agreement with the full zh_s segmentation over $(dirname "$seed")/*.txt:"
"$tmp/segbench" -agree "$(dirname "$seed")"/*.txt
