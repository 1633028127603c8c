#!/usr/bin/env bash
# Measures how many announcements of a folder of FDDC 2018 contract
# announcements (DIR/html/*.html, named by their integer id) get each part
# of their header: the date, the number, the title, the stock codes, the
# company, and the kind `contract` (every one of them is a major-contract
# or bid-award announcement), and how many carry a warning that the
# company was not found. Many filings lost their header in FDDC's
# conversion (no 证券代码 or 公告编号 line at all), so a missing number or
# stock code is also counted among the documents whose opening text states
# one (a label and a digit after it, read from the HTML with its tags
# removed): those are gonggao's misses. A missing date is counted with
# the unreadable_text warnings on it (a signature's date whose numerals
# the conversion printed in other glyphs). A value that does not look like
# one (a date outside 1990-2030, an A or B code not of six digits or in
# the exchanges' bond range 1xxxxx, a number without a digit) is counted
# as suspect.
#
#   bench/headers.sh DIR [dev|dev-a|dev-b|heldout|all] [OTHER_GONGGAO] [MISSES_DIR]
#
# The split: dev takes the announcements whose id is not divisible by 5,
# heldout those that are; dev-a (id % 5 of 1 or 2) and dev-b (3 or 4)
# halve dev. Given a second binary, the same counts for it. Given
# MISSES_DIR, the ids missing each field are written there, one file per
# field (and FIELD.stated_missing: those whose opening states it). Needs
# go and python3.
set -euo pipefail
dir=${1:?usage: bench/headers.sh DIR [dev|dev-a|dev-b|heldout|all] [OTHER_GONGGAO] [MISSES_DIR]}
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
dev-a) keep='$1 % 5 == 1 || $1 % 5 == 2' ;;
dev-b) keep='$1 % 5 == 3 || $1 % 5 == 4' ;;
all) keep='1' ;;
*) echo "split: dev, dev-a, dev-b, heldout or all" >&2; exit 2 ;;
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
stated = {"number": set(), "stock_codes": set()}
date_warned = set()
# A label and the digits after it in the opening text of the HTML.
number_label = re.compile(r"(?:公告)?编[号码]\s*[:：]?\s*[临(（【\[]?\s*\d")
other_numbers = ("合同", "采购", "招标", "项目", "标段", "文件")
code_label = re.compile(r"(?:证券|证劵|股票|[AB]股)代码\s*[:：]?\s*[AB]?\d")
for line in open(path, encoding="utf-8"):
    r = json.loads(line)
    src = (r.get("source") or {}).get("path", "")
    doc = os.path.basename(src).split(".")[0]
    seen.add(doc)
    try:
        opening = re.sub(r"\s+", "", re.sub(r"<[^>]*>", " ", open(src, encoding="utf-8").read()))[:400]
    except OSError:
        opening = ""
    # Another document's number (（公告编号：2017-086）, 合同编号, 采购编号) is not
    # the announcement's.
    if any(opening[max(0, m.start() - 1):m.start()] not in ("（", "(") and opening[max(0, m.start() - 2):m.start()] not in other_numbers
           for m in number_label.finditer(opening)):
        stated["number"].add(doc)
    if code_label.search(opening):
        stated["stock_codes"].add(doc)
    for w in r.get("warnings") or []:
        if w.get("code") == "unreadable_text" and "date" in (w.get("message") or ""):
            date_warned.add(doc)
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
        if any(not re.fullmatch(r"[02-9]\d{5}", c.get("code", "")) for c in a["stock_codes"] if c.get("market") in ("A", "B")):
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
nodate = seen - have["date"]
print(f"no date: {len(nodate)}, of which with an unreadable_text warning on it: {len(nodate & date_warned)}")
for f in ("number", "stock_codes"):
    print(f"no {f}: {len(seen - have[f])}, of which the opening states one: {len(stated[f] - have[f])}")
if misses:
    os.makedirs(misses, exist_ok=True)
    for f in fields:
        with open(os.path.join(misses, f.replace("=", "_") + ".missing"), "w") as out:
            for d in sorted(seen - have[f], key=lambda s: int(s) if s.isdigit() else 0):
                out.write(d + "\n")
        with open(os.path.join(misses, f.replace("=", "_") + ".suspect"), "w") as out:
            for d in sorted(suspect[f], key=lambda s: int(s) if s.isdigit() else 0):
                out.write(d + "\n")
    for f in stated:
        with open(os.path.join(misses, f + ".stated_missing"), "w") as out:
            for d in sorted(stated[f] - have[f], key=lambda s: int(s) if s.isdigit() else 0):
                out.write(d + "\n")
PY
done
