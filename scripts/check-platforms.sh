#!/usr/bin/env bash
# Fails when Sources use an API newer than the platforms Package.swift declares (iOS 15,
# macOS 12), for the APIs a text search can find: Synchronization's Mutex and Atomic (iOS 18 /
# macOS 15), clocks and Duration, Regex, the string algorithms of iOS 16, Observation, spans and
# InlineArray, URL's iOS 16 initialisers; and calls qualified by one platform's C module
# (`Glibc.read`) outside SystemCall. Comments and string literals are skipped.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
grep -q '\.iOS(\.v15)' Package.swift && grep -q '\.macOS(\.v12)' Package.swift || {
    echo "Package.swift no longer declares iOS 15 and macOS 12: update this script's list"
    exit 1
}
find Sources -name '*.swift' | sort | xargs awk '
    FNR == 1 { inString = 0 }
    {
        line = $0
        # Multi-line string literals (the embedded layouts and schema): skipped whole.
        quotes = gsub(/"""/, "&", line)
        if (inString) { if (quotes % 2 == 1) inString = 0; next }
        if (quotes % 2 == 1) { inString = 1; next }
        code = line
        gsub(/"([^"\\]|\\.)*"/, "\"\"", code)         # string literals
        sub(/\/\/.*/, "", code)                       # comments
        if (code ~ /^[ \t]*import (Synchronization|Observation)([ \t]|$)/ \
            || code ~ /(^|[^A-Za-z0-9_.])(Mutex|Atomic|InlineArray|RawSpan|Regex)[<(]/ \
            || code ~ /(^|[^A-Za-z0-9_])(ContinuousClock|SuspendingClock)([^A-Za-z0-9_]|$)/ \
            || code ~ /:[ \t]*Duration([^A-Za-z0-9_]|$)|Duration\.(seconds|milliseconds|microseconds|nanoseconds)/ \
            || code ~ /#\// \
            || code ~ /\.(firstRange|ranges|wholeMatch|prefixMatch|trimmingPrefix)\(/ \
            || code ~ /\.replacing\(/ \
            || code ~ /@Observable([^A-Za-z0-9_]|$)/ \
            || code ~ /URL\(filePath:|\.appending\(path:|\.appending\(component:/) {
            sub(/^[ \t]+/, "", line)
            printf "%s:%d: newer than iOS 15 / macOS 12: %s\n", FILENAME, FNR, line
            found = 1
        }
    }
    # A call qualified by one platform C module (`Glibc.read`) compiles on that platform only:
    # such calls go through SystemCall, which has a branch for each.
    code ~ /(^|[^A-Za-z0-9_])(Glibc|Musl|Darwin)\.[A-Za-z_]/ && FILENAME !~ /\/SystemCall\.swift$/ {
        sub(/^[ \t]+/, "", line)
        printf "%s:%d: one platform'"'"'s C module only (use SystemCall): %s\n", FILENAME, FNR, line
        found = 1
    }
    END { if (found) exit 1; print "no API beyond iOS 15 / macOS 12 and no single-platform C call found in Sources" }
'
