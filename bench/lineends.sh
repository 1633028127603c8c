#!/usr/bin/env bash
# lineends.sh — does a filing read the same whatever its line ends?
#
#   [PERTURB=1] [BIN=gonggao] bench/lineends.sh DIR|LIST
#
# Every input (a folder, or LIST: a file naming one input a line) is
# copied three times with its line ends set to \n, \r\n and \r alone, and
# the three copies are extracted by the binary built from the working
# tree (or BIN). A record of a \r\n or \r copy must equal the record of the \n copy:
# the same values, and every span pointing at the same bytes (a span of
# the \r\n copy is moved back by the carriage returns before it). It
# prints each record that differs, with its first differences, and the
# count (a message naming a byte of a \r\n copy names another offset, as
# it should). PERTURB=1 also rewrites each text input (.txt) with every
# rewriting of internal/perturb before setting its line ends (the wraps at
# a margin, a width and a count of characters above all).
set -euo pipefail
cd "$(dirname "$0")/.."
src=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [ -n "${BIN:-}" ]; then
	cp "$BIN" "$tmp/gonggao"
else
	go build -o "$tmp/gonggao" ./cmd/gonggao
fi
if [ -f "$src" ]; then
	grep . "$src" >"$tmp/inputs"
else
	find "$src" -type f \( -name '*.txt' -o -name '*.html' -o -name '*.htm' \) | sort >"$tmp/inputs"
fi
if [ "${PERTURB:-0}" = 1 ]; then
	mkdir -p "$tmp/gen" "$tmp/perturbed"
	cat >"$tmp/gen/main_test.go" <<'EOF'
package gen

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gonggao/gonggao/internal/perturb"
)

func TestGenerate(t *testing.T) {
	in, _ := os.ReadFile(os.Getenv("INPUTS"))
	var out []string
	for _, f := range strings.Fields(string(in)) {
		if !strings.HasSuffix(f, ".txt") {
			out = append(out, f)
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range append([]perturb.Perturbation{{Name: "as-filed", Apply: func(s string) string { return s }}}, perturb.All...) {
			s := a.Apply(strings.ReplaceAll(string(data), "\r\n", "\n"))
			if strings.Contains(s, "\r") {
				continue // the rewritings that set the line ends themselves
			}
			p := filepath.Join(os.Getenv("OUT"), strings.TrimSuffix(filepath.Base(f), ".txt")+"__"+a.Name+".txt")
			if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
				t.Fatal(err)
			}
			out = append(out, p)
		}
	}
	os.WriteFile(os.Getenv("INPUTS"), []byte(strings.Join(out, "\n")+"\n"), 0o644)
}
EOF
	# The generator reads internal/perturb, which only the module may import.
	mkdir -p internal/perturb/lineendsgen
	cp "$tmp/gen/main_test.go" internal/perturb/lineendsgen/
	trap 'rm -rf "$tmp" internal/perturb/lineendsgen' EXIT
	INPUTS="$tmp/inputs" OUT="$tmp/perturbed" go test -count=1 ./internal/perturb/lineendsgen >/dev/null
	rm -rf internal/perturb/lineendsgen
fi
python3 - "$tmp" <<'EOF'
import bisect, json, os, subprocess, sys
tmp = sys.argv[1]
inputs = [l.strip() for l in open(os.path.join(tmp, "inputs")) if l.strip()]
ends = {"lf": b"\n", "crlf": b"\r\n", "cr": b"\r"}
lists = {k: [] for k in ends}
for i, f in enumerate(inputs):
    data = open(f, "rb").read().replace(b"\r\n", b"\n").replace(b"\r", b"\n")
    for k, e in ends.items():
        p = os.path.join(tmp, k, "%05d_%s" % (i, os.path.basename(f)))
        os.makedirs(os.path.dirname(p), exist_ok=True)
        open(p, "wb").write(data.replace(b"\n", e))
        lists[k].append(p)
recs = {}
for k in ends:
    lst = os.path.join(tmp, k + ".list")
    open(lst, "w").write("\n".join(lists[k]) + "\n")
    out = os.path.join(tmp, k + ".jsonl")
    # extract exits non-zero when an input fails; its record says why.
    subprocess.run([os.path.join(tmp, "gonggao"), "extract", "--from", lst, "--format", "jsonl", "-o", out], stderr=subprocess.DEVNULL)
    recs[k] = [json.loads(l) for l in open(out)]

def norm(s):
    for k in ends:  # the copies' folders, named in errors and warnings
        s = s.replace(os.path.join(tmp, k) + "/", "")
    return s.replace("\r\n", "\n").replace("\r", "\n")

differ = {"crlf": 0, "cr": 0}
for k in ("crlf", "cr"):
    for i, (a, b) in enumerate(zip(recs["lf"], recs[k])):
        raw = open(lists[k][i], "rb").read()
        crs = [j for j, c in enumerate(raw) if c == 13] if k == "crlf" else []
        back = lambda o: o - bisect.bisect_left(crs, o)
        diffs = []
        def walk(u, v, p):
            if p.endswith(".source"):
                return
            if type(u) != type(v):
                diffs.append((p, u, v)); return
            if isinstance(u, dict):
                for key in sorted(set(u) | set(v)):
                    if key not in u or key not in v:
                        diffs.append((p + "." + key, u.get(key), v.get(key)))
                    else:
                        walk(u[key], v[key], p + "." + key)
            elif isinstance(u, list):
                if p.endswith("span") and len(u) == 2 and all(isinstance(t, int) for t in u):
                    if u != [back(t) for t in v]:
                        diffs.append((p, u, v))
                    return
                if len(u) != len(v):
                    diffs.append((p + " (length)", len(u), len(v)))
                for j, (s, t) in enumerate(zip(u, v)):
                    walk(s, t, "%s[%d]" % (p, j))
            elif isinstance(u, str):
                if norm(u) != norm(v):
                    diffs.append((p, u, v))
            elif u != v:
                diffs.append((p, u, v))
        walk(a, b, "")
        if diffs:
            differ[k] += 1
            print("%s, %s:" % (os.path.basename(lists[k][i])[6:], k))
            for p, u, v in diffs[:4]:
                print("   %s %s => %s" % (p, repr(u)[:100], repr(v)[:100]))
n = len(recs["lf"])
print("records that differ from \\n: \\r\\n %d of %d, \\r %d of %d" % (differ["crlf"], n, differ["cr"], n))
EOF
