#!/usr/bin/env bash
# Scores gonggao over a folder of labelled filings with `gonggao eval`, the
# documents split into a development part and a held-out part, and (given
# a second binary) the same for that binary, for a before/after table.
#
#   bench/eval.sh FACTS.json DOCS_DIR [OTHER_GONGGAO]
#
# FACTS.json is in the facts format (see `gonggao eval --help`); DOCS_DIR
# holds the documents it describes, named NN_*.txt. Files whose number ends
# in 0 or 5 are the held-out part. Needs go and python3.
set -euo pipefail
facts=$1 docs=$2 other=${3:-}
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
go build -o "$work/gonggao" ./cmd/gonggao
python3 - "$facts" "$docs" "$work" <<'PY'
import hashlib, json, os, re, sys
facts, docs, work = sys.argv[1:]
ff = json.load(open(facts))
parts = {"dev": [], "held-out": []}
for f in sorted(os.listdir(docs)):
    m = re.match(r"(\d+)_", f)
    if not m:
        continue
    part = "held-out" if int(m.group(1)) % 5 == 0 else "dev"
    parts[part].append(os.path.join(docs, f))
for part, files in parts.items():
    shas = {hashlib.sha256(open(p, "rb").read()).hexdigest() for p in files}
    json.dump({"documents": [d for d in ff["documents"] if d["sha256"] in shas]},
              open(os.path.join(work, part + ".json"), "w"), ensure_ascii=False)
    open(os.path.join(work, part + ".list"), "w").write("\n".join(files) + "\n")
PY
for bin in "$work/gonggao" ${other:+"$other"}; do
	for part in dev held-out; do
		echo "== $part: $([ "$bin" = "$work/gonggao" ] && echo "this tree" || echo "$bin")"
		"$bin" extract --from "$work/$part.list" --format jsonl -o "$work/out.jsonl" 2>/dev/null || true
		"$work/gonggao" eval --labels "$work/$part.json" --records "$work/out.jsonl" || true
	done
done
