#!/usr/bin/env bash
# Classifies a folder of announcements all of one kind and counts how many
# come out as that kind, the documents split into a development part and a
# held-out part by their number (held out: divisible by 5).
#
#   bench/kinds.sh KIND DIR [OTHER_GONGGAO]
#
# e.g. bench/kinds.sh contract FDDC/html: FDDC 2018's announcements, named
# by their integer id, are all major-contract and bid-award announcements.
# Given a second binary, the same counts for it. The kind facts of labelled
# pages are scored by bench/eval.sh (the announcement.kind line). Needs go
# and python3.
set -euo pipefail
want=$1 dir=$2 other=${3:-}
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
go build -o "$work/gonggao" ./cmd/gonggao
for f in "$dir"/*; do
	n=$(basename "$f"); n=${n%%[._]*}
	[[ $n =~ ^[0-9]+$ ]] || continue
	if (( 10#$n % 5 == 0 )); then echo "$f" >>"$work/held-out.list"; else echo "$f" >>"$work/dev.list"; fi
done
for bin in "$work/gonggao" ${other:+"$other"}; do
	for part in dev held-out; do
		[ -s "$work/$part.list" ] || continue
		"$bin" extract --from "$work/$part.list" --format jsonl -o "$work/out.jsonl" 2>/dev/null || true
		python3 - "$work/out.jsonl" "$want" "$part" "$([ "$bin" = "$work/gonggao" ] && echo "this tree" || echo "$bin")" <<'PY'
import collections, json, sys
path, want, part, who = sys.argv[1:]
kinds = collections.Counter()
for line in open(path):
    kinds[(json.loads(line).get("announcement") or {}).get("kind", "(error)")] += 1
n = sum(kinds.values())
print(f"{part} ({who}): {kinds[want]}/{n} {want} ({100 * kinds[want] / max(n, 1):.1f}%); " +
      ", ".join(f"{k} {v}" for k, v in kinds.most_common() if k != want))
PY
	done
done
