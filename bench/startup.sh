#!/usr/bin/env bash
# startup.sh measures the start-up of a gonggao process: this tree's binary
# against OLD (another build, e.g. the parent commit's), in the same run,
# each process started alternately, RUNS processes each. Two commands: the
# whole process of `gonggao version` (start-up and exit, nothing else) and
# `gonggao text` on the smallest corpus PDF. It prints the median wall and
# CPU (user+sys, from wait4) per process and the ratio this/OLD, then the
# package initialisation of one process (GODEBUG=inittrace=1): the sum of
# the packages' clock times (median of 21 processes) and the bytes and
# allocations, which load does not disturb.
#
#   OLD=/tmp/gonggao.before RUNS=200 bench/startup.sh
#
# Needs: go, python3.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
runs=${RUNS:-200}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$root" && go build -trimpath -o "$work/gonggao" ./cmd/gonggao)
pdf=$(ls -S "$root"/corpus/*.pdf | tail -1)
python3 - "$work/gonggao" "${OLD:-}" "$runs" "$pdf" <<'PY'
import os, statistics, subprocess, sys, time
new, old, runs, pdf = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
bins = [('this', new)] + ([('OLD', old)] if old else [])
def run(argv, env=None):
    t = time.perf_counter()
    p = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    err = p.stderr.read()
    _, status, ru = os.wait4(p.pid, 0)
    p.returncode = 0
    return time.perf_counter() - t, ru.ru_utime + ru.ru_stime, err.decode()
for cmd in (['version'], ['text', pdf]):
    res = {name: ([], []) for name, _ in bins}
    for _ in range(runs):
        for name, b in bins:
            w, c, _ = run([b] + cmd)
            res[name][0].append(w); res[name][1].append(c)
    med = {n: (statistics.median(v[0]) * 1000, statistics.median(v[1]) * 1000) for n, v in res.items()}
    label = 'gonggao ' + ' '.join(cmd if cmd[0] == 'version' else ['text', os.path.basename(pdf)])
    for n, (w, c) in med.items():
        print('%-44s %-5s wall %6.2f ms  CPU %6.2f ms' % (label, n, w, c))
    if old:
        print('%-44s ratio this/OLD: wall %.2f, CPU %.2f' % ('', med['this'][0] / med['OLD'][0], med['this'][1] / med['OLD'][1]))
env = dict(os.environ, GODEBUG='inittrace=1')
for name, b in bins:
    sums, bytes_, allocs = [], 0, 0
    for _ in range(21):
        _, _, err = run([b, 'version'], env)
        lines = [l.split() for l in err.splitlines() if l.startswith('init ')]
        sums.append(sum(float(l[4]) for l in lines))
        bytes_, allocs = sum(int(l[7]) for l in lines), sum(int(l[9]) for l in lines)
    print('package initialisation, %-5s %.2f ms (median of 21), %d bytes, %d allocations' % (name, statistics.median(sums), bytes_, allocs))
PY
echo "$(go version | cut -d' ' -f3), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
