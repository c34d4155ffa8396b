#!/usr/bin/env bash
# Instructions per operation of one benchmark, counted by callgrind (immune to this VM's
# speed modes and to other processes): the count for N runs minus the count for none, over N.
#   scripts/count-instructions.sh NAME [N]     (NAME exact, e.g. geometry.en-US.resize)
set -euo pipefail
cd "$(dirname "$0")/.."
name=${1:?usage: scripts/count-instructions.sh NAME [N]}
runs=${2:-10000}
bench=.build/release/keysmith-bench
[ -x "$bench" ] || swift build -c release --product keysmith-bench >/dev/null
count() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bench" --iterations "$1" "=$name" 2>&1 >/dev/null |
        sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
base=$(count 0)
total=$(count "$runs")
echo "$name: $(( (total - base) / runs )) instructions per operation ($runs runs)"
