#!/usr/bin/env bash
# Compares our solver with kiwi's C++ core on the phone keyboard system (solver.phone.*):
# builds the kiwi program once (scripts/kiwi-bench.sh --build), then runs it and
# keysmith-bench --json alternately, ROUNDS times each (the first of each pair alternates too),
# so both see the same machine conditions. This VM sometimes runs a whole process ~1.5x slower;
# the per-round (paired) ratio and its range show how much that moved the figures.
#
#   scripts/compare-kiwi.sh [FILTER]      FILTER: name substring or =NAME (default solver.phone.)
#   ROUNDS=9 scripts/compare-kiwi.sh      more rounds (default 5)
#   KEYSMITH_BENCH=path/to/keysmith-bench scripts/compare-kiwi.sh
#                                         (default .build/release/keysmith-bench; build it with
#                                          swift build -c release --product keysmith-bench)
#
# Prints, per benchmark: our median of the per-round medians, kiwi's, and ours/kiwi computed
# per round, as the median with min and max over rounds.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
bench="${KEYSMITH_BENCH:-$root/.build/release/keysmith-bench}"
rounds="${ROUNDS:-5}"
filter="${1:-solver.phone.}"
[ -x "$bench" ] || { echo "compare-kiwi: no keysmith-bench at $bench (set KEYSMITH_BENCH)" >&2; exit 1; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$root/scripts/kiwi-bench.sh" --build "$work/phone"

for round in $(seq 1 "$rounds"); do
    if [ $((round % 2)) -eq 1 ]; then order="ours kiwi"; else order="kiwi ours"; fi
    for side in $order; do
        echo "compare-kiwi: round $round/$rounds: $side" >&2
        if [ "$side" = ours ]; then
            "$bench" --json "$filter" >"$work/ours.$round"
        else
            "$work/phone" "$filter" >"$work/kiwi.$round"
        fi
    done
done

python3 - "$work" "$rounds" <<'EOF'
import json
import statistics
import sys

work, rounds = sys.argv[1], int(sys.argv[2])


def load(side, round):
    with open(f"{work}/{side}.{round}") as file:
        lines = [json.loads(line) for line in file if line.startswith("{")]
    return {entry["name"]: entry["median_ns"] for entry in lines}


ours = [load("ours", r) for r in range(1, rounds + 1)]
kiwi = [load("kiwi", r) for r in range(1, rounds + 1)]
names = [name for name in kiwi[0] if all(name in run for run in ours + kiwi)]
missing = sorted(set().union(*ours, *kiwi) - set(names))


def show(ns):
    if ns >= 1e6:
        return f"{ns / 1e6:.2f} ms"
    if ns >= 1e3:
        return f"{ns / 1e3:.2f} µs"
    return f"{ns:.1f} ns"


print(f"{rounds} rounds; ratio = ours / kiwi per round (paired)")
print(f"{'benchmark':<36}{'ours':>12}{'kiwi':>12}{'ratio':>9}{'min':>8}{'max':>8}")
for name in names:
    ours_medians = [run[name] for run in ours]
    kiwi_medians = [run[name] for run in kiwi]
    ratios = [o / k for o, k in zip(ours_medians, kiwi_medians)]
    print(
        f"{name:<36}{show(statistics.median(ours_medians)):>12}{show(statistics.median(kiwi_medians)):>12}"
        f"{statistics.median(ratios):>9.3f}{min(ratios):>8.3f}{max(ratios):>8.3f}"
    )
if missing:
    print("not in every run of both: " + ", ".join(missing))
EOF
