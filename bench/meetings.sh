#!/usr/bin/env bash
# meetings.sh — meeting and vote facts per field on a folder of labelled
# real announcements, and the name sweep over folders of filings.
#
# Usage (from the repository root):
#   bench/meetings.sh facts DOCS_DIR FACTS_JSON FACTCHECK_GO [SET]
#   bench/meetings.sh names DIR...
#   bench/meetings.sh startup DOC [RUNS] [REV]
#   bench/meetings.sh passing FDDC_DIR [dev-a|dev-b] [-v]
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
# passing: the board approvals FDDC announcements (FDDC_DIR/html/*.html)
# report in passing ("公司于…召开第八届董事会第十六次会议，以9票同意…审议通
# 过了《关于…的议案》"): in every sentence that names a session which
# approved something (not one still to, "尚需提交…", "无需…"), the session,
# the day it met (stated before it, or as "于…召开" after it), the
# proposal's title (《…》 or 关于…的议案 after 审议通过) and the count for;
# per field, how many announcements gonggao reads one of those stated in
# (its meeting's session and date, a resolution's title, a tally of a
# resolution or of the meeting), and how many read a date the sentences
# do not give. The split halves the announcements as bench/fddc.sh does
# (dev-a: id % 5 of 1 or 2; dev-b: 3 or 4; never those divisible by 5).
# -v lists the announcements missed.
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

passing() {
	local dir=$1 split=${2:-dev-a} verbose=${3:-}
	local keep
	case $split in
	dev-a) keep=12 ;;
	dev-b) keep=34 ;;
	*) echo "split: dev-a or dev-b" >&2; exit 2 ;;
	esac
	tmp=$(mktemp -d)
	trap 'rm -rf "$tmp"' EXIT
	go build -o "$tmp/gonggao" ./cmd/gonggao
	mkdir "$tmp/text"
	for f in "$dir"/html/*.html; do
		id=$(basename "$f" .html)
		[[ $id =~ ^[0-9]+$ ]] || continue
		[[ $keep == *"$((id % 5))"* ]] && echo "$f"
	done >"$tmp/list" || true
	xargs -P 4 -I{} sh -c '"$1" text "$2" >"$3/$(basename "$2" .html).txt" 2>/dev/null' _ "$tmp/gonggao" {} "$tmp/text" <"$tmp/list"
	"$tmp/gonggao" extract --workers 4 --format jsonl --from "$tmp/list" -o "$tmp/out.jsonl" 2>/dev/null || true
	python3 - "$tmp/out.jsonl" "$tmp/text" "$split" "$verbose" <<'PY'
import json, os, re, sys
out, textdir, split, verbose = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4] == "-v"
N = r"[一二三四五六七八九十百\d]+"
SESSION = re.compile(r"第" + N + r"届(?:董事会|监事会)(?:\d{4}年(?:度)?)?第" + N + r"次(?:临时)?(?:\(临时\))?会议|第?" + N + r"届第?" + N + r"次(?:临时)?(?:董事会|监事会)(?:会议)?|\d{4}年(?:度)?(?:第" + N + r"次)?(?:临时)?股东(?:大会|年会)")
DATE = re.compile(r"(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日")
APPROVED = re.compile(r"审议(?:并)?(?:通过|批准)|批准通过|一致(?:同意|通过)")
PENDING = re.compile(r"尚需|尚须|须提交|需提交|将提交|提请|拟提交|无需|不需|详见")
TITLES = [re.compile(r"(?:审议(?:并)?(?:通过|批准)(?:了)?|通过了)\s*《([^《》]*(?:《[^《》]*》[^《》]*)*)》"),
          re.compile(r"审议(?:并)?(?:通过|批准)(?:了)?(?:公司)?(关于[^《》,。;]{2,80}?的议案)")]
TALLY = re.compile(r"(\d+|[一二三四五六七八九十]+)\s*票\s*(?:同意|赞成)|(?:同意|赞成)(?:票)?\s*:?\s*(\d+|[一二三四五六七八九十]+)\s*票")
def title(t): return re.sub(r"\s+", "", t).replace("<", "《").replace(">", "》")
recs = {}
for line in open(out):
    d = json.loads(line)
    recs[os.path.basename(d["source"]["path"]).split(".")[0]] = d
fields = ["session", "date", "title", "tally"]
want, got, docs, wrong = dict.fromkeys(fields, 0), dict.fromkeys(fields, 0), 0, 0
for f in sorted(os.listdir(textdir)):
    id, text = f[:-4], open(os.path.join(textdir, f)).read()
    stated = {k: set() for k in fields}
    for s in re.split(r"(?<=。)|\n", text):
        m = SESSION.search(s)
        if not m or not APPROVED.search(s[m.end():]) or PENDING.search(s[:m.start()]) or PENDING.search(s[m.end():m.end() + 30]):
            continue
        stated["session"].add(m.group(0))
        days = [d for d in DATE.finditer(s) if d.start() < m.start() or
                re.match(r"\s*(?:已)?于\s*$", s[m.end():d.start()]) and re.match(r"\s*(?:在[^,。]{0,20})?(?:以[^,。]{0,12}方式)?(?:召开|举行)", s[d.end():])]
        if days:
            d = days[-1]
            stated["date"].add("%s-%02d-%02d" % (d.group(1), int(d.group(2)), int(d.group(3))))
        for r in TITLES:
            stated["title"] |= {title(t.group(1)) for t in r.finditer(s, m.end())}
        stated["tally"] |= {t.group(1) or t.group(2) for t in TALLY.finditer(s, m.end())}
    if not stated["session"]:
        continue
    docs += 1
    d = recs.get(id, {})
    meeting, rs = d.get("meeting") or {}, d.get("resolutions") or []
    read = {"session": {meeting.get("session")}, "date": {meeting.get("date")},
            "title": {title(r.get("title") or "") for r in rs},
            "tally": {str(v["for"]) for v in [r.get("votes") for r in rs] + [meeting.get("votes")] if v}}
    if meeting.get("date") and stated["date"] and meeting["date"] not in stated["date"]:
        wrong += 1
        if verbose:
            print(id, "date read", meeting["date"], "stated", sorted(stated["date"]))
    for k in fields:
        if stated[k]:
            want[k] += 1
            if stated[k] & read[k]:
                got[k] += 1
            elif verbose:
                print(id, k, "stated", sorted(stated[k]), "read", sorted(map(str, read[k])))
print("%s: %d announcements report a session's approval in passing" % (split, docs))
for k in fields:
    print("  %-8s %3d/%-3d read" % (k, got[k], want[k]))
print("  dates read that no sentence gives: %d" % wrong)
PY
}

case ${1:-} in
facts) shift; facts "$@" ;;
passing) shift; passing "$@" ;;
names) shift; names "$@" ;;
startup) shift; startup "$@" ;;
*) sed -n '2,41p' "$0"; exit 2 ;;
esac
