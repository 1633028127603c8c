#!/usr/bin/env bash
# render.sh writes the HTML renderings of the seed announcements into
# corpus/: <base>.html (UTF-8), <base>.gbk.html (GBK) and, for seeds 002 and
# 003, <base>.positioned.html (a PDF-to-HTML converter's page). It reads the
# seeds from corpus/ when they are there, else from $SEEDS. Rerunning it
# rewrites the same bytes.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
shopt -s nullglob
seeds=(corpus/[0-9][0-9][0-9]_*.txt)
if [ ${#seeds[@]} -eq 0 ]; then
	seeds=("${SEEDS:-corpus}"/[0-9][0-9][0-9]_*.txt)
fi
if [ ${#seeds[@]} -eq 0 ]; then
	echo "render.sh: no seed announcements found" >&2
	exit 1
fi
go run ./corpus/internal/render -out corpus -positioned 002,003 "${seeds[@]}"
