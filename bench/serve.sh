#!/usr/bin/env bash
# Load test of gonggao serve over loopback: starts the service on a free
# 127.0.0.1 port, POSTs a corpus document to /v1/extract a fixed number of
# times at a few concurrency levels with the loadgen command, prints
# requests/s and latency percentiles, then stops the service with SIGTERM.
# Bounded: N requests per level (default 300) and at most 2 minutes each.
#
#   bench/serve.sh                       001 text seed, 300 requests per level
#   N=1000 DOC=corpus/003_62c1a5d2d0aeecb4.txt bench/serve.sh
set -euo pipefail
cd "$(dirname "$0")/.."

n=${N:-300}
doc=${DOC:-corpus/001_bfdae5a8f63b378f.txt}
levels=${LEVELS:-1 2 4 8}
inflight=${MAX_INFLIGHT:-$(( $(nproc) * 2 ))}

tmp=$(mktemp -d)
cleanup() {
	[ -n "${pid:-}" ] && kill -TERM "$pid" 2>/dev/null && wait "$pid" 2>/dev/null || true
	rm -rf "$tmp"
}
trap cleanup EXIT

go build -o "$tmp/gonggao" ./cmd/gonggao
go build -o "$tmp/loadgen" ./cmd/gonggao/internal/service/loadgen

"$tmp/gonggao" serve --addr 127.0.0.1:0 --max-inflight "$inflight" 2>"$tmp/serve.log" &
pid=$!
addr=""
for _ in $(seq 1 100); do
	addr=$(grep -o '"addr":"127.0.0.1:[0-9]*"' "$tmp/serve.log" 2>/dev/null | head -1 | cut -d'"' -f4 || true)
	[ -n "$addr" ] && break
	sleep 0.1
done
[ -n "$addr" ] || { echo "serve did not start" >&2; cat "$tmp/serve.log" >&2; exit 1; }

echo "# $(go version | cut -d' ' -f3), $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')"
echo "# POST /v1/extract, body $doc ($(wc -c <"$doc") bytes), --max-inflight $inflight"
# Warm up (first requests load the segmenter dictionary).
"$tmp/loadgen" -url "http://$addr/v1/extract" -file "$doc" -n 10 -c 1 >/dev/null
for c in $levels; do
	"$tmp/loadgen" -url "http://$addr/v1/extract" -file "$doc" -n "$n" -c "$c" -max-time 2m
done
echo "# access log lines: $(grep -c '"msg":"request"' "$tmp/serve.log")"
