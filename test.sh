#!/usr/bin/env bash
# Runs gonggao's whole test suite on a fresh machine: installs what the tests
# need, checks formatting and vet, runs every test of the three modules (the
# core, the Beam pipeline in cmd/gonggao-beam, the deployment test in
# deploy/) and the container image test, then runs each fuzz target briefly.
#
#   ./test.sh                 everything
#   FUZZTIME=0 ./test.sh      skip the fuzz smoke run
#   FUZZTIME=500000x ./test.sh   fuzz each target longer
#   IMAGE=0 ./test.sh         do not install podman nor build the image (the
#                             static binary is still tested in an empty root)
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
# podman builds and runs the container image (deploy/image-test.sh); runc
# is its runtime where crun cannot run (a hybrid cgroup host).
if [ "${IMAGE:-1}" != 0 ]; then
	command -v podman >/dev/null 2>&1 || need+=(podman)
	command -v runc >/dev/null 2>&1 || need+=(runc)
fi
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

# The Beam module's dependencies (the SDK, gRPC, cloud clients: most of
# the download) are fetched in the background while the core is checked.
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
(cd cmd/gonggao-beam && go mod download) >"$logs/beam-download" 2>&1 &
beam_download=$!

echo "== go mod download"
go mod download
(cd deploy && go mod download)

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

# The Apache Beam pipeline and the deployment test are modules of their
# own, so that the core module's dependencies stay small. They run beside
# the core tests, each with its own log, shown when it ends.
(wait_for() { while kill -0 "$1" 2>/dev/null; do sleep 1; done; }
	wait_for "$beam_download"
	cd cmd/gonggao-beam && go vet ./... && go test -count=1 ./...) >"$logs/beam" 2>&1 &
beam=$!
(cd deploy && go vet ./... && go test -count=1 ./... && cd .. &&
	if [ "${IMAGE:-1}" != 0 ]; then deploy/image-test.sh; else PODMAN=none deploy/image-test.sh; fi) >"$logs/deploy" 2>&1 &
deploy=$!

echo "== go test"
core=0
go test -count=1 ./... || core=$?
for part in deploy beam; do
	echo "== go test ($part)"
	status=0
	wait "${!part}" || status=$?
	cat "$logs/$part"
	if [ "$status" != 0 ]; then
		echo "$part failed" >&2
		exit 1
	fi
done
[ "$core" = 0 ] || exit "$core"

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
