#!/usr/bin/env bash
# pdf.sh times the Go PDF engine (extract/pdf, through the pdftext command)
# against poppler's pdftotext (plain and -layout) on the rendered corpus PDFs,
# in one run: one process per file per tool, median of RUNS runs (hyperfine
# when installed, else a /usr/bin/time loop), printed as milliseconds per page
# and the ratio Go / pdftotext. Then CPU time (user+sys from /usr/bin/time,
# which machine load disturbs far less than wall time): RUNS passes over all
# the files, one process per file, Go and pdftotext passes alternating; the
# median pass, CPU milliseconds per page, and the ratio.
#
#   bench/pdf.sh [RUNS]     (default 10; at least 5)
#
# Needs: go, pdftotext and pdfinfo (poppler-utils); hyperfine optional.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
runs=${1:-10}
[ "$runs" -ge 5 ] || { echo "pdf.sh: RUNS must be at least 5" >&2; exit 2; }
for bin in go pdftotext pdfinfo python3; do
	command -v "$bin" >/dev/null || { echo "pdf.sh: $bin not installed" >&2; exit 1; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$root" && go build -o "$work/pdftext" ./extract/pdf/internal/cmd/pdftext && go build -o "$work/gonggao" ./cmd/gonggao)

files=("$root"/corpus/*.chromium.pdf "$root"/corpus/*.libreoffice.pdf)

# median_ms CMD... prints the median wall time of CMD in milliseconds.
median_ms() {
	if command -v hyperfine >/dev/null; then
		hyperfine --style none --warmup 1 --runs "$runs" --export-json "$work/h.json" "$*" >/dev/null 2>&1
		python3 -c 'import json,sys; print("%.2f" % (json.load(open(sys.argv[1]))["results"][0]["median"]*1000))' "$work/h.json"
	else
		for _ in $(seq "$runs"); do
			/usr/bin/time -f %e -o "$work/t" "$@" >/dev/null 2>&1
			cat "$work/t"
		done | sort -n | awk '{a[NR]=$1} END {printf "%.2f\n", (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)*1000}'
	fi
}

printf '%-40s %5s %10s %12s %12s %9s\n' file pages "go ms/p" "p2t ms/p" "p2t-lay ms/p" "go/p2t"
tp=0; tg=0; tt=0; tl=0
for f in "${files[@]}"; do
	pages=$(pdfinfo "$f" | awk '/^Pages:/ {print $2}')
	g=$(median_ms "$work/pdftext" "$f")
	t=$(median_ms pdftotext -enc UTF-8 "$f" /dev/null)
	l=$(median_ms pdftotext -layout -enc UTF-8 "$f" /dev/null)
	printf '%-40s %5d %10.2f %12.2f %12.2f %9.2f\n' "$(basename "$f")" "$pages" \
		"$(echo "$g / $pages" | bc -l)" "$(echo "$t / $pages" | bc -l)" "$(echo "$l / $pages" | bc -l)" "$(echo "$g / $t" | bc -l)"
	tp=$((tp + pages)); tg=$(echo "$tg + $g" | bc -l); tt=$(echo "$tt + $t" | bc -l); tl=$(echo "$tl + $l" | bc -l)
done
printf '%-40s %5d %10.2f %12.2f %12.2f %9.2f\n' "all (sum of medians)" "$tp" \
	"$(echo "$tg / $tp" | bc -l)" "$(echo "$tt / $tp" | bc -l)" "$(echo "$tl / $tp" | bc -l)" "$(echo "$tg / $tt" | bc -l)"
echo "tool: $(command -v hyperfine >/dev/null && hyperfine --version || echo '/usr/bin/time loop'), $runs runs per cell, $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"

# cpu_pass go|gonggao|pdftotext runs the engine on every file, one process
# each, and prints the CPU seconds (user+sys of the processes) the pass
# took. gonggao is the whole command (gonggao text FILE): start-up, text
# layer, folding.
cpu_pass() {
	/usr/bin/time -f '%U %S' -o "$work/c" bash -c '
		eng=$1 bin=$2 gg=$3; shift 3
		for f; do
			case $eng in
			go) "$bin" "$f" ;;
			gonggao) "$gg" text "$f" ;;
			*) pdftotext -enc UTF-8 "$f" /dev/null ;;
			esac >/dev/null 2>&1
		done' _ "$1" "$work/pdftext" "$work/gonggao" "${files[@]}"
	awk '{printf "%.3f\n", $1 + $2}' "$work/c"
}
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }

: >"$work/cg"; : >"$work/ct"; : >"$work/cc"
for _ in $(seq "$runs"); do
	cpu_pass go >>"$work/cg"
	cpu_pass pdftotext >>"$work/ct"
	cpu_pass gonggao >>"$work/cc"
done
cg=$(median <"$work/cg"); ct=$(median <"$work/ct"); cc=$(median <"$work/cc")
echo
echo "CPU (user+sys), $runs alternating passes over the $tp pages, one process per file:"
printf '%-10s %-40s %8s %9s\n' engine "CPU s per pass" median "ms/page"
printf '%-10s %-40s %8.3f %9.2f\n' go "$(tr '\n' ' ' <"$work/cg")" "$cg" "$(echo "$cg * 1000 / $tp" | bc -l)"
printf '%-10s %-40s %8.3f %9.2f\n' pdftotext "$(tr '\n' ' ' <"$work/ct")" "$ct" "$(echo "$ct * 1000 / $tp" | bc -l)"
printf '%-10s %-40s %8.3f %9.2f\n' "gonggao" "$(tr '\n' ' ' <"$work/cc")" "$cc" "$(echo "$cc * 1000 / $tp" | bc -l)"
printf 'CPU ratio go/pdftotext: %.2f\n' "$(echo "$cg / $ct" | bc -l)"
printf 'CPU ratio gonggao text (whole process)/pdftotext: %.2f\n' "$(echo "$cc / $ct" | bc -l)"
