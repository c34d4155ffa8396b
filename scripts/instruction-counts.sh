#!/usr/bin/env bash
# Instructions per operation of the benchmarks that have targets, counted by callgrind, into
# docs/benchmarks/instructions.md. Unlike wall-clock medians these do not move with this VM's
# speed modes or with other processes, so they are what to compare before and after a change.
# Takes a few minutes. Usage: scripts/instruction-counts.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
[ -d /opt/swift/usr/bin ] && export PATH="/opt/swift/usr/bin:$PATH"
swift build -c release --product keysmith-bench 2>&1 | grep -E 'error|warning' || true
out=docs/benchmarks/instructions.md
{
    echo "Instructions per operation (callgrind; N runs minus none, over N), $(date +%F), release build."
    echo
    echo "| benchmark | instructions | runs |"
    echo "|---|---:|---:|"
} > "$out"
while read -r name runs; do
    line=$(scripts/count-instructions.sh "$name" "$runs")
    count=$(echo "$line" | sed -n 's/.*: \([0-9-]*\) instructions.*/\1/p')
    printf '| `%s` | %s | %s |\n' "$name" "$count" "$runs" >> "$out"
done <<'LIST'
yaml.events.en-US 100
yaml.nodes.en-US 100
format.parse-validate.en-US 100
format.parse-validate-warning.en-US 100
yaml.checked-events.en-US 100
format.decode-validate.en-US 100
solver.phone.cold.1x 100
solver.phone.cold.16x 5
solver.phone.resize-height.1x 20000
solver.phone.resize-width.1x 20000
solver.phone.resize-height-pivot.1x 2000
solver.phone.resize-width-pivot.1x 500
geometry.en-US.resize 20000
geometry.en-US.hit-test 100000
input.taps.en-US 20000
buffer.middle-edit.1M 20000
LIST
cat "$out"
