#!/usr/bin/env bash
# size.sh measures how the cost of one document grows with its size: the
# whole pipeline (read, normalise, extract, check) on seed 003 repeated to
# 1, 2, 4, 8 and 16 MB (BenchmarkSize in pipeline, which builds the
# documents in memory), RUNS times each, sizes interleaved. It prints per
# size the median CPU time of the process (user+sys, every thread, which
# machine load disturbs far less than wall time) and the median wall time,
# and the ratio of each to the size before: linear cost doubles (2.0) per
# doubling of the size.
#
#   bench/size.sh [RUNS]     (default 5; at least 3)
#
# Needs: go, python3.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
runs=${1:-5}
[ "$runs" -ge 3 ] || { echo "size.sh: RUNS must be at least 3" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$root" && go test -run '^$' -bench '^BenchmarkSize$' -benchtime 1x -count "$runs" ./pipeline) >"$work/out"
python3 - "$work/out" "$runs" <<'PY'
import re, statistics, sys
cpu, wall = {}, {}
for line in open(sys.argv[1]):
    m = re.match(r'BenchmarkSize/(\d+)MB\S*\s+\d+\s+(\d+) ns/op.*?(\d+) cpu-ns/op', line)
    if m:
        mb = int(m.group(1))
        wall.setdefault(mb, []).append(int(m.group(2)) / 1e9)
        cpu.setdefault(mb, []).append(int(m.group(3)) / 1e9)
print("%5s %10s %9s %10s %9s" % ("MB", "CPU s", "ratio", "wall s", "ratio"))
prev = None
for mb in sorted(cpu):
    c, w = statistics.median(cpu[mb]), statistics.median(wall[mb])
    rc = "%9.2f" % (c / prev[0]) if prev else "%9s" % "-"
    rw = "%9.2f" % (w / prev[1]) if prev else "%9s" % "-"
    print("%5d %10.3f %s %10.3f %s" % (mb, c, rc, w, rw))
    prev = (c, w)
print("medians of %s runs per size; seed 003 repeated, cut at a line break" % sys.argv[2])
PY
echo "$(go version | cut -d' ' -f3), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
