#!/usr/bin/env bash
# Instructions per operation of one benchmark, counted by callgrind (immune to this VM's
# speed modes and to other processes): the count for N runs minus the count for none, over N.
#   scripts/count-instructions.sh NAME [N]     (NAME exact, e.g. geometry.en-US.resize)
set -euo pipefail
cd "$(dirname "$0")/.."
name=${1:?usage: scripts/count-instructions.sh NAME [N]}
runs=${2:-10000}
built=.build/release/keysmith-bench
[ -x "$built" ] || swift build -c release --product keysmith-bench >/dev/null
# A copy without debug information: valgrind cannot read this toolchain's (it gives up on the
# release build's DWARF), and counting instructions needs none.
bench=$(mktemp)
trap 'rm -f "$bench"' EXIT
cp "$built" "$bench"
strip -g "$bench"
chmod +x "$bench"
# Swift seeds its hashing per process: a dictionary's probes, and so the count, vary by about
# 1 % from run to run unless the seed is fixed.
export SWIFT_DETERMINISTIC_HASHING=1
count() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bench" --iterations "$1" "=$name" 2>&1 >/dev/null |
        sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
base=$(count 0)
total=$(count "$runs")
echo "$name: $(( (total - base) / runs )) instructions per operation ($runs runs)"
