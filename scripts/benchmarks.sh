#!/usr/bin/env bash
# Runs every benchmark in release mode and writes docs/benchmarks/latest.jsonl (one JSON object
# per benchmark) and docs/benchmarks/latest.md (the table the README copies), with the machine and
# its load. Usage: scripts/benchmarks.sh [FILTER]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
[ -d /opt/swift/usr/bin ] && export PATH="/opt/swift/usr/bin:$PATH"
swift build -c release --product keysmith-bench 2>&1 | grep -E 'error|warning' || true
mkdir -p docs/benchmarks
load=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)
.build/release/keysmith-bench --json "${1:-}" > docs/benchmarks/latest.jsonl
python3 - "$load" <<'PY'
import json, sys, platform, os, datetime
rows = [json.loads(line) for line in open("docs/benchmarks/latest.jsonl")]
def fmt(ns):
    if ns >= 1e6: return f"{ns / 1e6:.2f} ms"
    if ns >= 1e3: return f"{ns / 1e3:.2f} µs"
    return f"{ns:.1f} ns"
cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "?")
with open("docs/benchmarks/latest.md", "w") as out:
    out.write(f"Measured {datetime.date.today()} on {cpu}, {os.cpu_count()} cores, load average "
              f"{sys.argv[1]} before the run; release build; medians of ~1 ms batches.\n\n")
    out.write("| benchmark | median | p25 | p75 |\n|---|---:|---:|---:|\n")
    for r in rows:
        if "median_ns" in r:
            out.write(f"| `{r['name']}` | {fmt(r['median_ns'])} | {fmt(r['p25_ns'])} | {fmt(r['p75_ns'])} |\n")
    ratios = [r for r in rows if "ratio_median" in r]
    if ratios:
        out.write("\nRatios measured in alternating pairs of batches (steady through slow spells):\n\n")
        out.write("| operation / baseline | median ratio | p25 | p75 | operation | baseline | pairs |\n")
        out.write("|---|---:|---:|---:|---:|---:|---:|\n")
        for r in ratios:
            out.write(f"| `{r['name']}` | {r['ratio_median']:.2f}× | {r['ratio_p25']:.2f}× | {r['ratio_p75']:.2f}× "
                      f"| {fmt(r['operation_ns'])} | {fmt(r['baseline_ns'])} | {r['pairs']} |\n")
print(open("docs/benchmarks/latest.md").read())
PY
