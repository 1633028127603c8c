#!/usr/bin/env bash
# Measures how many announcements of a folder of FDDC 2018 contract
# announcements (DIR/html/*.html, named by their integer id) get each part
# of their header: the date, the number, the title, the stock codes, the
# company, and the kind `contract` (every one of them is a major-contract
# or bid-award announcement), and how many carry a warning that the
# company was not found. Each announcement states a date and a stock code,
# so a missing one is a miss of gonggao; a number or company may be
# missing from the filing itself. A value that does not look like one (a
# date outside 1990-2030, a code not of six digits, a number without a
# digit) is counted as suspect.
#
#   bench/headers.sh DIR [dev|heldout|all] [OTHER_GONGGAO] [MISSES_DIR]
#
# The split: dev takes the announcements whose id is not divisible by 5,
# heldout those that are. Given a second binary, the same counts for it.
# Given MISSES_DIR, the ids missing each field are written there, one
# file per field. Needs go and python3.
set -euo pipefail
dir=${1:?usage: bench/headers.sh DIR [dev|heldout|all] [OTHER_GONGGAO] [MISSES_DIR]}
split=${2:-dev}
other=${3:-}
misses=${4:-}
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$root" && go build -o "$work/gonggao" ./cmd/gonggao)
case $split in
dev) keep='$1 % 5 != 0' ;;
heldout) keep='$1 % 5 == 0' ;;
all) keep='1' ;;
*) echo "split: dev, heldout or all" >&2; exit 2 ;;
esac
html=$(cd "$dir/html" && pwd)
ls "$html" | sed -n 's/\.html$//p' | awk "$keep" | sed "s|^|$html/|; s|\$|.html|" >"$work/list"
for bin in "$work/gonggao" ${other:+"$other"}; do
	"$bin" extract --workers 2 --format jsonl --from "$work/list" -o "$work/out.jsonl" 2>/dev/null || true
	python3 - "$work/out.jsonl" "$(wc -l <"$work/list")" "$split" \
		"$([ "$bin" = "$work/gonggao" ] && echo "this tree" || echo "$bin")" "$([ "$bin" = "$work/gonggao" ] && echo "$misses")" <<'PY'
import json, os, re, sys
path, total, split, who, misses = sys.argv[1:]
total = int(total)
fields = ["date", "number", "title", "stock_codes", "company", "kind=contract"]
have = {f: set() for f in fields}
suspect = {f: set() for f in fields}
warned, seen = set(), set()
for line in open(path, encoding="utf-8"):
    r = json.loads(line)
    doc = os.path.basename((r.get("source") or {}).get("path", "")).split(".")[0]
    seen.add(doc)
    a = r.get("announcement") or {}
    if a.get("date"):
        have["date"].add(doc)
        if not ("1990" <= a["date"][:4] <= "2030"):
            suspect["date"].add(doc)
    if a.get("number"):
        have["number"].add(doc)
        if not re.search(r"\d", a["number"]):
            suspect["number"].add(doc)
    if a.get("title"):
        have["title"].add(doc)
    if a.get("stock_codes"):
        have["stock_codes"].add(doc)
        if any(not re.fullmatch(r"\d{6}", c.get("code", "")) for c in a["stock_codes"] if c.get("market") in ("A", "B")):
            suspect["stock_codes"].add(doc)
    if a.get("company"):
        have["company"].add(doc)
        if not re.search(r"(公司|银行|集团)$", a["company"]):
            suspect["company"].add(doc)
    if a.get("kind") == "contract":
        have["kind=contract"].add(doc)
    for w in r.get("warnings") or []:
        if "company" in (w.get("message") or ""):
            warned.add(doc)
print(f"== {split}: {who}: {total} announcements, {len(seen)} with output")
print(f"{'field':<14} {'documents':>10} {'share':>7} {'suspect':>8}")
for f in fields:
    print(f"{f:<14} {len(have[f]):>10} {100*len(have[f])/total:6.1f}% {len(suspect[f]):>8}")
nocompany = seen - have["company"]
print(f"no company: {len(nocompany)}, of which with a warning: {len(nocompany & warned)}")
if misses:
    os.makedirs(misses, exist_ok=True)
    for f in fields:
        with open(os.path.join(misses, f.replace("=", "_") + ".missing"), "w") as out:
            for d in sorted(seen - have[f], key=lambda s: int(s) if s.isdigit() else 0):
                out.write(d + "\n")
        with open(os.path.join(misses, f.replace("=", "_") + ".suspect"), "w") as out:
            for d in sorted(suspect[f], key=lambda s: int(s) if s.isdigit() else 0):
                out.write(d + "\n")
PY
done
