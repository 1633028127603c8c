#!/usr/bin/env bash
# inputs.sh measures how the peak RSS of a batch grows with the number of
# inputs: SMALL and LARGE small text files (the opening lines of seed 001,
# 366 bytes, in folders of 1,000), given as a folder and as a --from list
# (the first SMALL paths repeated up to LARGE lines), each run RUNS times,
# alternating, under /usr/bin/time. With OLD=path/to/gonggao, that binary
# is measured in the same runs, alternating with this tree's.
#
#   RUNS=3 SMALL=3000 LARGE=150000 OLD=/tmp/gonggao.before bench/inputs.sh
#
# It prints the median peak RSS (MB; the largest process: extract or one of
# its workers) and wall time per case. Needs: go, python3, /usr/bin/time.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
runs=${RUNS:-3}
small=${SMALL:-3000}
large=${LARGE:-150000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$root" && go build -trimpath -o "$work/gonggao" ./cmd/gonggao)
python3 - "$root/corpus/001_bfdae5a8f63b378f.txt" "$work" "$small" "$large" <<'PY'
import os, sys
src, work, small, large = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
text = open(src, encoding='utf-8').read()[:200]
text = text[:text.rfind('\n') + 1]
for name, n in (('small', small), ('large', large)):
    paths = []
    for i in range(n):
        d = os.path.join(work, name, 'd%03d' % (i // 1000))
        if i % 1000 == 0:
            os.makedirs(d)
        p = os.path.join(d, 'f%04d.txt' % (i % 1000))
        open(p, 'w', encoding='utf-8').write(text)
        paths.append(p)
    if name == 'small':
        first = paths
    with open(os.path.join(work, name + '.list'), 'w') as f:
        for i in range(n):
            f.write(first[i % len(first)] + '\n')
PY
bins=("$work/gonggao")
[ -n "${OLD:-}" ] && bins+=("$OLD")
for r in $(seq "$runs"); do
  for size in small large; do
    for b in "${bins[@]}"; do
      for how in folder list; do
        if [ $how = folder ]; then args=("$work/$size"); else args=(--from "$work/$size.list"); fi
        /usr/bin/time -f '%e %M' -o "$work/t" "$b" extract --workers 2 --progress never -o "$work/out.jsonl" "${args[@]}" 2>"$work/err" || true
        tail -1 "$work/err" | grep -q "ok, 0 failed" || { echo "inputs.sh: $b $how $size failed:" >&2; cat "$work/err" >&2; exit 1; }
        echo "$(basename "$b") $how $size $(cat "$work/t")" >>"$work/results"
      done
    done
  done
done
python3 - "$work/results" "$small" "$large" <<'PY'
import statistics, sys, collections
rows = collections.defaultdict(list)
for line in open(sys.argv[1]):
    b, how, size, wall, kb = line.split()
    rows[(b, how, size)].append((float(wall), int(kb) / 1024))
n = {'small': sys.argv[2], 'large': sys.argv[3]}
print('%-14s %-6s %8s %10s %12s' % ('binary', 'input', 'files', 'wall s', 'peak RSS MB'))
for (b, how, size), v in sorted(rows.items()):
    print('%-14s %-6s %8s %10.2f %12.1f' % (b, how, n[size], statistics.median(w for w, _ in v), statistics.median(m for _, m in v)))
PY
echo "$(go version | cut -d' ' -f3), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
