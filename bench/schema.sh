#!/usr/bin/env bash
# schema.sh — runs the pipeline over folders (or files) of filings and
# validates every output record against the schema.
#
# Usage (from the repository root):
#   bench/schema.sh PATH|@LIST...
#
# For each PATH (a folder is walked as gonggao extract walks it; @LIST reads
# the paths listed one per line in the file LIST) the script
# prints the records written, how many of them are error records, and the
# violations `gonggao validate` reports; every violation is printed below
# the table. Exit status 1 when any record breaks the schema.
set -euo pipefail

cd "$(dirname "$0")/.."
(($# > 0)) || { echo "usage: bench/schema.sh PATH..." >&2; exit 2; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/gonggao" ./cmd/gonggao

printf '%-60s %8s %8s %10s\n' path records errors violations
status=0
for p in "$@"; do
	out="$tmp/out.jsonl"
	# An unreadable input still yields its error record; extract then exits
	# non-zero, which is not a schema failure.
	if [[ $p == @* ]]; then src=(--from "${p#@}"); else src=("$p"); fi
	"$tmp/gonggao" extract --format jsonl --workers 2 --progress never --summary never -o "$out" "${src[@]}" 2>"$tmp/stderr" || true
	[[ -s "$out" ]] || { echo "$p: no records" >&2; cat "$tmp/stderr" >&2; exit 1; }
	records=$(wc -l <"$out")
	errors=$(grep -c '"error":' "$out" || true)
	"$tmp/gonggao" validate "$out" >"$tmp/violations" || status=1
	printf '%-60s %8s %8s %10s\n' "$p" "$records" "$errors" "$(wc -l <"$tmp/violations")"
	sed "s|^$out|$p|" "$tmp/violations" >>"$tmp/all"
done
[[ -s "$tmp/all" ]] && cat "$tmp/all"
exit $status
