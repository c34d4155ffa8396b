#!/usr/bin/env bash
# Whole-process time of `keysmith analyze` (release build) on the bundled en-US layout over a
# 1 MiB English text: the sample text of the analyze.en-US.1MB benchmark (written by
# `keysmith-bench --write-sample`), and, when the Debian licence texts are there, 1 MiB of real
# English prose made of them. The goal: at most 300 ms.
#
#   bash scripts/measure-analyze.sh [RUNS]        RUNS defaults to 20
#
# Prints the median, 25th and 75th percentile of RUNS runs each, after 3 warm-up runs.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
[ -d /opt/swift/usr/bin ] && export PATH="/opt/swift/usr/bin:$PATH"
runs=${1:-20}
case "$runs" in '' | *[!0-9]*) echo "usage: $0 [RUNS]" >&2; exit 64 ;; esac

echo "building release keysmith and keysmith-bench…" >&2
swift build -c release --product keysmith >/dev/null
swift build -c release --product keysmith-bench >/dev/null
bin="$(swift build -c release --show-bin-path)"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$bin/keysmith-bench" --write-sample "$tmp/sample.txt"
texts=("$tmp/sample.txt")
if [ -r /usr/share/common-licenses/GPL-3 ]; then
    for _ in $(seq 1 20); do cat /usr/share/common-licenses/GPL-3 /usr/share/common-licenses/Apache-2.0; done |
        head -c 1048576 >"$tmp/licences.txt"
    texts+=("$tmp/licences.txt")
fi

for text in "${texts[@]}"; do
    python3 - "$bin/keysmith" "$text" "$runs" <<'PY'
import statistics, subprocess, sys, time
keysmith, text, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
command = [keysmith, "analyze", "--text", text, "Layouts/en-US.yaml"]
for _ in range(3):
    subprocess.run(command, stdout=subprocess.DEVNULL, check=True)
times = []
for _ in range(runs):
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, check=True)
    times.append((time.perf_counter() - start) * 1000)
times.sort()
q = statistics.quantiles(times, n=4)
name = "sample" if text.endswith("sample.txt") else "licences"
print(f"keysmith analyze en-US, 1 MiB {name} text: median {statistics.median(times):.1f} ms "
      f"(p25 {q[0]:.1f}, p75 {q[2]:.1f}; {runs} runs)")
PY
done
