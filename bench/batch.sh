#!/usr/bin/env bash
# Batch benchmarks for gonggao extract and the Beam pipeline; writes the
# figures as Markdown to standard output (bench/BATCH.md holds a run).
#
#   bench/batch.sh                     everything (about 20 minutes on 2 cores)
#   RUNS=5 FILES=2000 BIG=20000 BEAM=1 bench/batch.sh
#
# RUNS   timed runs (rounds) per figure; medians are reported (default 5)
# FILES  files in the throughput batch (default 2000)
# BIG    files in the large batch whose peak RSS is compared (default 20000; 0 skips)
# BEAM   1 to time the Beam pipeline on Prism against the CLI (default 1)
#
# The batches are copies of the corpus documents (corpus/*.txt, *.html,
# *.pdf: text, HTML and PDF mixed) in a temporary directory, hard links
# after the first copy so 20,000 files cost no disk. Every file is read from
# the page cache after the first run. Needs hyperfine, GNU time
# (/usr/bin/time), python3 and go.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

RUNS=${RUNS:-5}
FILES=${FILES:-2000}
BIG=${BIG:-20000}
BEAM=${BEAM:-1}

for tool in hyperfine /usr/bin/time python3 go; do
	command -v "$tool" >/dev/null || { echo "batch.sh: $tool not found" >&2; exit 2; }
done

tmp=$(mktemp -d /tmp/gonggao-bench.XXXXXX)
trap 'rm -rf "$tmp"' EXIT

echo "building" >&2
go build -trimpath -o "$tmp/gonggao" ./cmd/gonggao
if [ "$BEAM" = 1 ]; then
	(cd cmd/gonggao-beam && go build -trimpath -o "$tmp/gonggao-beam" .)
fi
bin=$tmp/gonggao

# makebatch DIR N: N files, copies of the corpus documents cycling, each
# copy under copy-NNNN/ with the original name.
makebatch() {
	local dir=$1 n=$2 i=0 c=0
	local docs=(corpus/*.txt corpus/*.html corpus/*.pdf)
	mkdir -p "$dir/src"
	cp "${docs[@]}" "$dir/src/"
	while [ "$i" -lt "$n" ]; do
		local sub
		sub=$(printf '%s/copy-%04d' "$dir" "$c")
		mkdir -p "$sub"
		for d in "${docs[@]}"; do
			[ "$i" -lt "$n" ] || break
			ln "$dir/src/$(basename "$d")" "$sub/$(basename "$d")"
			i=$((i + 1))
		done
		c=$((c + 1))
	done
	rm -rf "$dir/src" # the hard links keep the data
}

# batchbytes DIR: total bytes of the documents below DIR.
batchbytes() {
	find "$1" -type f -printf '%s\n' | awk '{s+=$1} END {print s}'
}

# median of the numbers on standard input.
median() {
	sort -n | awk '{a[NR]=$1} END {if (NR%2) print a[(NR+1)/2]; else print (a[NR/2]+a[NR/2+1])/2}'
}

# rss N CMD...: median peak RSS (MB) of N runs.
rss() {
	local n=$1
	shift
	for _ in $(seq "$n"); do
		/usr/bin/time -f '%M' -o "$tmp/rss" "$@" >/dev/null 2>&1 || true
		cat "$tmp/rss"
	done | median | awk '{printf "%.1f", $1/1024}'
}

# hf NAME CMD...: hyperfine medians to $tmp/NAME.json.
hf() {
	local name=$1
	shift
	hyperfine --style none --runs "$RUNS" --warmup 1 -i --export-json "$tmp/$name.json" "$@" >&2
}

# med NAME [INDEX]: median seconds of a hyperfine result.
med() {
	python3 -c 'import json,sys; r=json.load(open(sys.argv[1]))["results"][int(sys.argv[2])]; print("%.3f" % r["median"])' "$tmp/$1.json" "${2:-0}"
}

# pair NAME N CMD_A -- CMD_B: N rounds of A then B, each under GNU time;
# writes "wall rss_kb" lines to $tmp/NAME.a and $tmp/NAME.b. Interleaving
# the two keeps load from other processes from favouring one side.
pair() {
	local name=$1 n=$2
	shift 2
	local a=() b=() side=a
	for x in "$@"; do
		if [ "$x" = -- ]; then side=b; continue; fi
		if [ "$side" = a ]; then a+=("$x"); else b+=("$x"); fi
	done
	: >"$tmp/$name.a"
	: >"$tmp/$name.b"
	for r in $(seq 0 "$n"); do
		/usr/bin/time -f '%e %M' -o "$tmp/t" "${a[@]}" >/dev/null 2>&1 || true
		[ "$r" = 0 ] || cat "$tmp/t" >>"$tmp/$name.a" # round 0 warms up
		/usr/bin/time -f '%e %M' -o "$tmp/t" "${b[@]}" >/dev/null 2>&1 || true
		[ "$r" = 0 ] || cat "$tmp/t" >>"$tmp/$name.b"
	done
}

# wall FILE / rssmb FILE: medians from a pair file.
wall() { awk '{print $1}' "$1" | median; }
rssmb() { awk '{print $2}' "$1" | median | awk '{printf "%.1f", $1/1024}'; }

ratio() { python3 -c 'import sys; print("%.2f" % (float(sys.argv[1]) / float(sys.argv[2])))' "$1" "$2"; }
per() { python3 -c 'import sys; print("%.1f" % (float(sys.argv[1]) / float(sys.argv[2])))' "$1" "$2"; }

txt=corpus/001_bfdae5a8f63b378f.txt
pdf=corpus/003_62c1a5d2d0aeecb4.chromium.pdf

echo "single document" >&2
hf single "$bin extract $txt" "$bin extract $pdf"
single_txt=$(med single 0)
single_pdf=$(med single 1)
rss_txt=$(rss "$RUNS" "$bin" extract "$txt")
rss_pdf=$(rss "$RUNS" "$bin" extract "$pdf")

echo "batch of $FILES files" >&2
makebatch "$tmp/b1" "$FILES"
bytes1=$(batchbytes "$tmp/b1")
mb1=$(python3 -c "print('%.1f' % ($bytes1 / 1e6))")
pair workers "$RUNS" \
	"$bin" extract --workers 1 --progress never --summary never -o "$tmp/w1.jsonl" "$tmp/b1" -- \
	"$bin" extract --workers 2 --progress never --summary never -o "$tmp/w2.jsonl" "$tmp/b1"
w1=$(wall "$tmp/workers.a")
w2=$(wall "$tmp/workers.b")
rss1w=$(rssmb "$tmp/workers.a")
rss1=$(rssmb "$tmp/workers.b")
lines=$(wc -l <"$tmp/w2.jsonl")

if [ "$BIG" -gt 0 ]; then
	echo "batch of $BIG files (one run)" >&2
	makebatch "$tmp/b2" "$BIG"
	start=$(date +%s.%N)
	rss2=$(rss 1 "$bin" extract --workers 2 --progress never --summary never -o "$tmp/r2.jsonl" "$tmp/b2")
	end=$(date +%s.%N)
	big_s=$(python3 -c "print('%.1f' % ($end - $start))")
	big_lines=$(wc -l <"$tmp/r2.jsonl")
	rm -rf "$tmp/b2" "$tmp/r2.jsonl"
fi

if [ "$BEAM" = 1 ]; then
	echo "Beam on Prism vs the CLI, $FILES files" >&2
	pair beam "$RUNS" \
		"$bin" extract --workers 2 --progress never --summary never -o "$tmp/cli.jsonl" "$tmp/b1" -- \
		"$tmp/gonggao-beam" --input "$tmp/b1/*/*" --output "$tmp/beam/terms" --shards 4 --base "$tmp/b1"
	beam_cli=$(wall "$tmp/beam.a")
	beam_beam=$(wall "$tmp/beam.b")
	rss_beam=$(rssmb "$tmp/beam.b")
	beam_lines=$(cat "$tmp"/beam/terms-* | wc -l)
fi

cat <<EOF
## Batch runs ($(date -u +%Y-%m-%d), $(nproc) cores, $(go version | awk '{print $3}'))

Produced by \`RUNS=$RUNS FILES=$FILES BIG=$BIG BEAM=$BEAM bench/batch.sh\`. One document:
hyperfine medians of $RUNS runs. Batches: medians of $RUNS rounds under
\`/usr/bin/time -f '%e %M'\` (wall, peak RSS), the two commands compared
run alternately in each round after a warm-up round, so their ratio is
measured in the same conditions. Load average when the run ended:
$(cut -d' ' -f1-3 /proc/loadavg).

### One document

| input | wall (median) | peak RSS | target |
|---|---|---|---|
| \`gonggao extract $txt\` | ${single_txt} s | ${rss_txt} MB | ≤ 0.300 s, ≤ 100 MB |
| \`gonggao extract $pdf\` | ${single_pdf} s | ${rss_pdf} MB | ≤ 0.300 s, ≤ 100 MB |

### Throughput, $FILES files ($mb1 MB: text, HTML and PDF copies of the corpus)

| workers | wall (median) | files/s | MB/s | peak RSS |
|---|---|---|---|---|
| 1 | ${w1} s | $(per "$FILES" "$w1") | $(per "$mb1" "$w1") | ${rss1w} MB |
| 2 | ${w2} s | $(per "$FILES" "$w2") | $(per "$mb1" "$w2") | ${rss1} MB |

Speed-up from 1 to 2 workers: **$(ratio "$w1" "$w2")×** (target ≥ 1.8×). Output: $lines records for $FILES inputs.

### Memory against batch size (2 workers)

| files | peak RSS |
|---|---|
| $FILES | ${rss1} MB (median of $RUNS) |
EOF
if [ "$BIG" -gt 0 ]; then
	echo "| $BIG | ${rss2} MB (one run, ${big_s} s, $big_lines records) |"
fi
if [ "$BEAM" = 1 ]; then
	cat <<EOF

### Beam on Prism against the CLI, same $FILES files

| command | wall (median) | files/s |
|---|---|---|
| \`gonggao extract --workers 2\` | ${beam_cli} s | $(per "$FILES" "$beam_cli") |
| \`gonggao-beam --shards 4\` (in-process Prism) | ${beam_beam} s | $(per "$FILES" "$beam_beam") |

Beam/CLI wall-time ratio: **$(ratio "$beam_beam" "$beam_cli")×**. Beam wrote $beam_lines records; its peak RSS (median) was ${rss_beam} MB.
EOF
fi
