#!/usr/bin/env bash
# Whole-process start-up of `keysmith render` (release build, the bundled en-US layout) against a
# Swift hello-world that imports Foundation, built with `swiftc -O` in a temporary folder.
#
#   bash scripts/measure-startup.sh [RUNS]        RUNS defaults to 200
#
# Both programs run RUNS times, interleaved (so that load from other processes hits both alike)
# after 20 warm-up runs each, with standard output to /dev/null. Prints each median (with the
# 25th and 75th percentiles) and the ratio keysmith / hello. Uses hyperfine when it is installed,
# else a small timing runner compiled here (posix_spawn + clock_gettime, no shell in between).
# The goal: keysmith render within 1.5x of the hello-world.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
[ -d /opt/swift/usr/bin ] && export PATH="/opt/swift/usr/bin:$PATH"
runs=${1:-200}
case "$runs" in '' | *[!0-9]*) echo "usage: $0 [RUNS]" >&2; exit 64 ;; esac

echo "building release keysmith…" >&2
swift build -c release --product keysmith >/dev/null
keysmith="$(swift build -c release --show-bin-path)/keysmith"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cat >"$tmp/hello.swift" <<'SWIFT'
import Foundation

print("Hello, world! \(URL(fileURLWithPath: "/tmp").lastPathComponent)")
SWIFT
swiftc -O "$tmp/hello.swift" -o "$tmp/hello"

if command -v hyperfine >/dev/null 2>&1; then
    hyperfine -N --warmup 20 --runs "$runs" --export-json "$tmp/result.json" \
        "$tmp/hello" "$keysmith render --columns 80" >&2
    python3 - "$tmp/result.json" <<'PY'
import json, statistics, sys
results = json.load(open(sys.argv[1]))["results"]
medians = [statistics.median(r["times"]) * 1000 for r in results]
print(f"hello (Foundation): median {medians[0]:.2f} ms")
print(f"keysmith render:    median {medians[1]:.2f} ms")
print(f"ratio keysmith / hello: {medians[1] / medians[0]:.2f}")
PY
    exit 0
fi

cat >"$tmp/runner.swift" <<'SWIFT'
import Glibc

/// runner RUNS PROGRAM_A -- PROGRAM_B ARGS…: median, p25, p75 wall time of each, interleaved.
func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

func spawn(_ argv: [String]) -> UInt64 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    let cArguments = argv.map { strdup($0) } + [nil]
    defer { cArguments.forEach { free($0) } }
    var pid: pid_t = 0
    let start = now()
    guard posix_spawn(&pid, argv[0], &actions, nil, cArguments, environ) == 0 else {
        print("cannot run \(argv[0])")
        exit(1)
    }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    let elapsed = now() - start
    posix_spawn_file_actions_destroy(&actions)
    if status != 0 {
        print("\(argv.joined(separator: " ")) failed with status \(status)")
        exit(1)
    }
    return elapsed
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 4, let runs = Int(arguments[0]), let split = arguments.firstIndex(of: "--") else {
    print("usage: runner RUNS A -- B ARGS…")
    exit(64)
}
let first = Array(arguments[1..<split])
let second = Array(arguments[(split + 1)...])
for _ in 0..<20 {
    _ = spawn(first)
    _ = spawn(second)
}
var times: ([UInt64], [UInt64]) = ([], [])
for _ in 0..<runs {
    times.0.append(spawn(first))
    times.1.append(spawn(second))
}

func quantile(_ values: [UInt64], _ q: Double) -> Double {
    let sorted = values.sorted()
    return Double(sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * q + 0.5))]) / 1e6
}

func line(_ name: String, _ values: [UInt64]) -> String {
    func ms(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) ms"
    }
    return "\(name) median \(ms(quantile(values, 0.5)))  (p25 \(ms(quantile(values, 0.25))), "
        + "p75 \(ms(quantile(values, 0.75))), \(values.count) runs)"
}

print(line("hello (Foundation):", times.0))
print(line("keysmith render:   ", times.1))
let ratio = Int((quantile(times.1, 0.5) / quantile(times.0, 0.5) * 100).rounded())
print("ratio keysmith / hello: \(ratio / 100).\(ratio % 100 < 10 ? "0" : "")\(ratio % 100)")
SWIFT
swiftc -O "$tmp/runner.swift" -o "$tmp/runner"
"$tmp/runner" "$runs" "$tmp/hello" -- "$keysmith" render --columns 80
