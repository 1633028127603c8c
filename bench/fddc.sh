#!/bin/sh
# bench/fddc.sh DIR [dev|dev-a|dev-b|heldout|all] [WORKERS]
#
# Runs gonggao over a folder of FDDC 2018 contract announcements (DIR/html/
# *.html with DIR/labels.tsv, as the challenge distributed them) and scores
# the contracts against the labels with eval/fddc: per-field P/R/F1, micro
# F1 and mean field F1, first as the challenge compares (exact after width
# folding), then with the labels' normalisations (Latin letters without
# case, amounts at the ten significant digits the labels were written
# with, projects and names without '/'; see eval/fddc), then also with
# unconverted foreign amounts taken as stated, as the labels give them.
# Each also without 联合体成员, whose labels cannot be scored (eval/fddc).
# The split: dev takes the announcements whose id is not divisible by 5,
# heldout those that are; dev-a (id % 5 of 1 or 2) and dev-b (3 or 4) halve
# dev, so that a rule read from one half's misses can be checked on the
# other's.
# Throughput is gonggao's own summary line (files/s) with WORKERS workers
# (default 2).
set -eu
dir=${1:?usage: bench/fddc.sh DIR [dev|dev-a|dev-b|heldout|all] [WORKERS]}
split=${2:-dev}
workers=${3:-2}
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/gonggao" "$root/cmd/gonggao"
go build -o "$tmp/fddcscore" "$root/eval/fddc/cmd/fddcscore"
case $split in
dev) keep='$1 % 5 != 0' ;;
heldout) keep='$1 % 5 == 0' ;;
dev-a) keep='$1 % 5 == 1 || $1 % 5 == 2' ;;
dev-b) keep='$1 % 5 == 3 || $1 % 5 == 4' ;;
all) keep='1' ;;
*) echo "split: dev, dev-a, dev-b, heldout or all" >&2; exit 2 ;;
esac
html=$(cd "$dir/html" && pwd)
ls "$html" | sed -n 's/\.html$//p' | awk "$keep" | sed "s|^|$html/|; s|\$|.html|" >"$tmp/list"
awk -F '\t' "$keep" "$dir/labels.tsv" >"$tmp/labels.tsv"
echo "$split: $(wc -l <"$tmp/list") announcements, $(wc -l <"$tmp/labels.tsv") labelled contracts"
"$tmp/gonggao" extract --workers "$workers" --format jsonl --from "$tmp/list" -o "$tmp/out.jsonl" 2>"$tmp/summary" || true
tail -1 "$tmp/summary"
echo
echo "exact (after width folding):"
"$tmp/fddcscore" "$tmp/labels.tsv" "$tmp/out.jsonl"
echo
echo "the labels' normalisations (Latin case, ten significant digits, no '/'):"
"$tmp/fddcscore" -conventions "$tmp/labels.tsv" "$tmp/out.jsonl"
echo
echo "the same, and unconverted foreign amounts as stated:"
"$tmp/fddcscore" -conventions -stated-foreign "$tmp/labels.tsv" "$tmp/out.jsonl"
