#!/usr/bin/env bash
# Builds the gonggao container image from deploy/Containerfile with a
# daemonless engine (podman, else buildah), offline: the static binary is
# built with the host's Go and copied onto an empty base.
#
#   deploy/image.sh [TAG]        default tag gonggao:latest
set -euo pipefail
cd "$(dirname "$0")/.."
tag=${1:-gonggao:latest}
ctx=$(mktemp -d)
trap 'rm -rf "$ctx"' EXIT
CGO_ENABLED=0 go build -trimpath -ldflags=-s -o "$ctx/gonggao" ./cmd/gonggao
if command -v podman >/dev/null 2>&1; then
	podman build --quiet -f deploy/Containerfile -t "$tag" "$ctx"
elif command -v buildah >/dev/null 2>&1; then
	buildah build --quiet -f deploy/Containerfile -t "$tag" "$ctx"
else
	echo "image.sh: neither podman nor buildah is installed (apt-get install podman)" >&2
	exit 2
fi
