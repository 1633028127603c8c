#!/usr/bin/env bash
# Tests the container image on a corpus document: builds it with
# deploy/image.sh, runs `gonggao extract` in it on a mounted folder, and
# expects the bytes the host binary writes for the same file. Before that,
# and also where no container engine can run, it tests what the image
# relies on: the binary is static and runs in an empty root directory
# (chroot) with an empty environment.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
doc=corpus/001_bfdae5a8f63b378f.txt
pdf=corpus/001_bfdae5a8f63b378f.chromium.pdf

CGO_ENABLED=0 go build -trimpath -ldflags=-s -o "$work/gonggao" ./cmd/gonggao
if ldd "$work/gonggao" >/dev/null 2>&1; then
	echo "image-test: the binary is dynamically linked:" >&2
	ldd "$work/gonggao" >&2
	exit 1
fi
mkdir -p "$work/data"
cp "$doc" "$pdf" "$work/data/"
(cd "$work" && "$work/gonggao" extract --format jsonl --summary never data >"$work/want.jsonl")
[ "$(wc -l <"$work/want.jsonl")" = 2 ]

# The binary alone in an empty root, with an empty environment.
if [ "$(id -u)" = 0 ]; then
	root="$work/root"
	mkdir -p "$root/data"
	cp "$work/gonggao" "$root/gonggao"
	cp "$work/data/"* "$root/data/"
	(cd / && env -i "$(command -v chroot)" "$root" /gonggao extract --format jsonl --summary never data >"$work/chroot.jsonl")
	cmp "$work/want.jsonl" "$work/chroot.jsonl"
	echo "image-test: the static binary runs alone in an empty root"
else
	echo "image-test: not root, chroot test skipped" >&2
fi

if [ "${PODMAN:-}" = none ]; then
	echo "image-test: PODMAN=none: image not built"
	exit 0
fi
if ! command -v podman >/dev/null 2>&1; then
	echo "image-test: podman not installed (apt-get install podman runc); image not built" >&2
	exit 0
fi
tag=localhost/gonggao:test-$$
deploy/image.sh "$tag" >/dev/null
trap 'podman rmi -f "$tag" >/dev/null 2>&1; rm -rf "$work"' EXIT
# Lower limits than podman's defaults (it raises RLIMIT_NOFILE and
# RLIMIT_NPROC, which fails where the engine lacks CAP_SYS_RESOURCE), and
# runc where it is installed (crun refuses a hybrid cgroup v1/v2 host).
opts=(--rm --network=none --ulimit nofile=1024:1024 --ulimit nproc=1024:1024)
runtime=()
command -v runc >/dev/null 2>&1 && runtime=(--runtime runc)
chmod a+rx "$work" "$work/data"
podman "${runtime[@]}" run "${opts[@]}" -v "$work/data:/data:ro" -w / "$tag" \
	extract --format jsonl --summary never data >"$work/image.jsonl"
cmp "$work/want.jsonl" "$work/image.jsonl"
echo "image-test: the image extracts a corpus document (text and PDF) as the host binary does"
