#!/usr/bin/env bash
# Cost of process isolation: gonggao extract on the same batch with the
# pipeline in process (--isolation none) and in worker processes
# (--isolation process), alternating, so load from other processes does
# not favour either side. Prints the medians and the ratio as Markdown.
#
#   bench/isolation.sh                    the bundled corpus, 7 rounds
#   RUNS=9 FILES=500 bench/isolation.sh   500 copies of the corpus documents
#
# RUNS    rounds (default 7); round 0 warms the page cache and is not counted
# FILES   0 (default): the bundled corpus (`gonggao extract` with no path);
#         N: N copies of corpus/*.txt, *.html, *.pdf, hard-linked
# WORKERS --workers (default: the number of CPUs)
#
# Needs GNU time (/usr/bin/time), python3 and go.
set -euo pipefail
cd "$(dirname "$0")/.."

RUNS=${RUNS:-7}
FILES=${FILES:-0}
WORKERS=${WORKERS:-$(nproc)}

for tool in /usr/bin/time python3 go; do
	command -v "$tool" >/dev/null || { echo "isolation.sh: $tool not found" >&2; exit 2; }
done

tmp=$(mktemp -d /tmp/gonggao-isolation.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
go build -trimpath -o "$tmp/gonggao" ./cmd/gonggao

args=()
what="the bundled corpus"
if [ "$FILES" -gt 0 ]; then
	docs=(corpus/*.txt corpus/*.html corpus/*.pdf)
	mkdir -p "$tmp/batch/src"
	cp "${docs[@]}" "$tmp/batch/src/"
	i=0 c=0
	while [ "$i" -lt "$FILES" ]; do
		sub=$(printf '%s/batch/copy-%04d' "$tmp" "$c")
		mkdir -p "$sub"
		for d in "${docs[@]}"; do
			[ "$i" -lt "$FILES" ] || break
			ln "$tmp/batch/src/$(basename "$d")" "$sub/$(basename "$d")"
			i=$((i + 1))
		done
		c=$((c + 1))
	done
	rm -rf "$tmp/batch/src"
	args=("$tmp/batch")
	what="$FILES copies of the corpus documents"
fi

median() {
	sort -n | awk '{a[NR]=$1} END {if (NR%2) print a[(NR+1)/2]; else print (a[NR/2]+a[NR/2+1])/2}'
}

: >"$tmp/none"
: >"$tmp/process"
for r in $(seq 0 "$RUNS"); do
	for mode in none process; do
		/usr/bin/time -f '%e %U %S %M' -o "$tmp/t" "$tmp/gonggao" extract --isolation "$mode" \
			--workers "$WORKERS" --summary never -o "$tmp/out-$mode.jsonl" "${args[@]}" 2>/dev/null || true
		[ "$r" = 0 ] || cat "$tmp/t" >>"$tmp/$mode"
	done
done
cmp -s "$tmp/out-none.jsonl" "$tmp/out-process.jsonl" && same=yes || same=NO

wall() { awk '{print $1}' "$tmp/$1" | median; }
cpu() { awk '{print $2+$3}' "$tmp/$1" | median; }
rss() { awk '{print $4}' "$tmp/$1" | median | awk '{printf "%.1f", $1/1024}'; }
ratio() { python3 -c 'import sys; print("%.3f" % (float(sys.argv[1]) / float(sys.argv[2])))' "$1" "$2"; }

echo "Batch: $what, --workers $WORKERS, $RUNS rounds alternating (medians); output identical: $same"
echo
echo "| --isolation | wall (s) | CPU user+sys (s) | peak RSS, largest process (MB) |"
echo "|---|---:|---:|---:|"
echo "| none | $(wall none) | $(cpu none) | $(rss none) |"
echo "| process | $(wall process) | $(cpu process) | $(rss process) |"
echo
echo "process / none: wall $(ratio "$(wall process)" "$(wall none)"), CPU $(ratio "$(cpu process)" "$(cpu none)")"
