#!/usr/bin/env bash
# Runs gonggao's whole test suite on a fresh machine: installs what the tests
# need, checks formatting and vet, runs every test, then runs each fuzz
# target briefly.
#
#   ./test.sh                 everything
#   FUZZTIME=0 ./test.sh      skip the fuzz smoke run
#   FUZZTIME=500000x ./test.sh   fuzz each target longer
set -euo pipefail
cd "$(dirname "$0")"

# The smoke run gives each target a fixed number of executions, a few
# seconds each here, rather than a duration: with a duration, Go 1.26's fuzz
# coordinator can report "context deadline exceeded" as a failure when the
# time runs out while a worker is busy (golang/go#75804, fixed in Go 1.27),
# a failure with no failing input behind it.
fuzztime=${FUZZTIME:-20000x}

# pdftotext (poppler-utils) cross-checks the Go PDF engine; headless
# Chromium loads the review page (with a CJK font for its screenshots).
need=()
command -v pdftotext >/dev/null 2>&1 || need+=(poppler-utils)
command -v chromium >/dev/null 2>&1 || need+=(chromium)
fc-list 2>/dev/null | grep -qi "wenquanyi zen hei" || need+=(fonts-wqy-zenhei)
if ((${#need[@]})); then
	if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
		echo "== installing ${need[*]}"
		export DEBIAN_FRONTEND=noninteractive
		apt-get update -qq
		apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
	else
		echo "note: ${need[*]} not installed; the tests that need it are skipped" >&2
	fi
fi

echo "== go mod download"
go mod download

# go.mod lists exactly what the code imports (direct requirements not
# marked indirect), in both modules.
echo "== go mod tidy -diff"
go mod tidy -diff
(cd cmd/gonggao-beam && go mod tidy -diff)

echo "== gofmt"
unformatted=$(gofmt -l $(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))
if [ -n "$unformatted" ]; then
	echo "gofmt would change:" >&2
	echo "$unformatted" >&2
	exit 1
fi

echo "== go vet"
go vet ./...

echo "== go test"
go test -count=1 ./...

# The Apache Beam pipeline is a module of its own, so that the core
# module's dependencies stay small.
echo "== go test (cmd/gonggao-beam)"
(cd cmd/gonggao-beam && go vet ./... && go test -count=1 ./...)

if [ "$fuzztime" != 0 ]; then
	echo "== fuzz smoke run ($fuzztime per target)"
	for dir in $(go list -f '{{.Dir}}' ./...); do
		pkg=$(go list "$dir")
		for target in $(grep -hoE '^func (Fuzz[A-Za-z0-9_]+)\(' "$dir"/*_test.go 2>/dev/null | sed -E 's/^func (Fuzz[A-Za-z0-9_]+)\(/\1/' | sort -u); do
			echo "-- $pkg $target"
			go test "$pkg" -run='^$' -fuzz="^${target}\$" -fuzztime="$fuzztime" >/tmp/gonggao-fuzz.log 2>&1 || { cat /tmp/gonggao-fuzz.log; exit 1; }
		done
	done
fi
echo "== all tests passed"
