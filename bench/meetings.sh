#!/usr/bin/env bash
# meetings.sh — meeting and vote facts per field on a folder of labelled
# real announcements, and the name sweep over folders of filings.
#
# Usage (from the repository root):
#   bench/meetings.sh facts DOCS_DIR FACTS_JSON FACTCHECK_GO [SET]
#   bench/meetings.sh names DIR...
#   bench/meetings.sh startup DOC [RUNS] [REV]
#
# facts: extracts every document of DOCS_DIR whose file name starts with a
# number (NN_kind.txt), holds the output against FACTS_JSON with the fact
# checker (FACTCHECK_GO, the main.go of a checker that prints one
# "ok"/"FAIL" line per fact with -v), and prints, per field of meeting.*
# and resolutions.*, the facts that hold. SET picks the documents: "dev"
# (numbers not ending in 0 or 5), "held" (ending in 0 or 5) or "all"
# (default: both, reported apart).
#
# names: runs TestNameSweep of extract/meeting over DIR... (HTML or text
# announcements): every chair, absentee, proxy and recused value must be a
# person's name, and the names are scored against bench/names_reviewed.tsv
# with the dictionary, by shape only, and by layout only (SCORE=0: the
# check alone, for folders the reviewed names do not cover).
#
# startup: one process extracting DOC (a document that names a person),
# built from the working tree and from revision REV (default HEAD~1),
# RUNS times each (default 7), interleaved; prints the median wall time,
# user CPU and peak RSS of each (/usr/bin/time).
set -euo pipefail
cd "$(dirname "$0")/.."

facts() {
	local docs=$1 facts=$2 checker=$3 set=${4:-both}
	tmp=$(mktemp -d)
	trap 'rm -rf "$tmp"' EXIT
	go build -o "$tmp/gonggao" ./cmd/gonggao
	local sets=("$set")
	[[ $set == both ]] && sets=(dev held)
	for s in "${sets[@]}"; do
		mkdir -p "$tmp/$s"
		for f in "$docs"/[0-9]*; do
			local n
			n=$(basename "$f" | sed 's/_.*//')
			case "$s:$n" in
			dev:*0 | dev:*5 | held:*[1-46-9]) continue ;;
			esac
			cp "$f" "$tmp/$s/"
		done
		"$tmp/gonggao" extract --format jsonl -o "$tmp/$s.jsonl" "$tmp/$s" 2>/dev/null
		go run "$checker" -v -facts "$facts" "$tmp/$s.jsonl" >"$tmp/$s.check" 2>&1 || true
		echo "== $s ($(ls "$tmp/$s" | wc -l) documents)"
		# Only the facts of the documents of this set: a fact about a
		# document not extracted says "missing".
		awk '
			$1 == "ok" || $1 == "FAIL" {
				path = $3; sub(/:$/, "", path)
				if (path !~ /^(meeting|resolutions)/) next
				gsub(/\[[^]]*\]/, "", path)
				n[path]++; if ($1 == "ok") k[path]++
			}
			END {
				for (p in n) { printf "%-34s %4d/%-4d %6.1f%%\n", p, k[p], n[p], 100 * k[p] / n[p]; tk += k[p]; tn += n[p] }
				printf "%-34s %4d/%-4d %6.1f%%\n", "all meeting and vote facts", tk, tn, 100 * tk / tn
			}' "$tmp/$s.check" | sort
	done
}

names() {
	local dirs gold=()
	dirs=$(IFS=,; echo "$*")
	[[ ${SCORE:-1} == 1 ]] && gold=(-names.gold="$PWD/bench/names_reviewed.tsv")
	go test ./extract/meeting -run 'TestNameSweep$' -count=1 -v -args -names.dirs="$dirs" "${gold[@]}" |
		grep -E '^(names|name check)|FAIL|ok|not a person'
}

startup() {
	local doc=$1 runs=${2:-7} rev=${3:-HEAD~1}
	tmp=$(mktemp -d)
	trap 'rm -rf "$tmp"' EXIT
	go build -o "$tmp/this" ./cmd/gonggao
	mkdir "$tmp/src"
	git archive "$rev" | tar -x -C "$tmp/src"
	(cd "$tmp/src" && go build -o "$tmp/peer" ./cmd/gonggao)
	for ((i = 0; i < runs; i++)); do
		for b in this peer; do
			/usr/bin/time -f "$b %e %U %M" -a -o "$tmp/times" "$tmp/$b" extract "$doc" >/dev/null
		done
	done
	for b in this peer; do
		awk -v b="$b" '$1 == b { w[++n] = $2; u[n] = $3; m[n] = $4 }
			function med(a, n,   i, j, t) { for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }; return a[int((n + 1) / 2)] }
			END { printf "%-5s wall %.2f s  user %.2f s  peak RSS %.1f MB  (median of %d)\n", b, med(w, n), med(u, n), med(m, n) / 1024, n }' "$tmp/times"
	done
	echo "peer: $rev ($(git rev-parse --short "$rev")); load average $(cut -d' ' -f1-3 /proc/loadavg)"
}

case ${1:-} in
facts) shift; facts "$@" ;;
names) shift; names "$@" ;;
startup) shift; startup "$@" ;;
*) sed -n '2,28p' "$0"; exit 2 ;;
esac
