#!/usr/bin/env bash
# Fails when Sources use an API newer than the platforms Package.swift declares (iOS 15,
# macOS 12), for the APIs a text search can find: Synchronization's Mutex and Atomic (iOS 18 /
# macOS 15), clocks and Duration, Regex, the string algorithms of iOS 16, Observation, spans and
# InlineArray, URL's iOS 16 initialisers; and calls qualified by one platform's C module
# (`Glibc.read`) outside SystemCall. Comments and string literals are skipped.
# Then what keeps the tools from building on a Mac: `import FoundationEssentials` outside
# `#if canImport(FoundationEssentials)` (Apple's SDKs have no such module), a libc import
# (Glibc, Musl) in a `#if` chain without a Darwin branch or outside any, `import Darwin`
# unguarded, and Linux-only names (`st_mtim`, `/proc/`, `epoll_…`, `inotify_…`) outside a
# platform `#if`.
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

find Sources Plugins Examples -name '*.swift' -not -path '*/.build/*' | sort | xargs awk '
    function isPlatform(text) {
        return text ~ /canImport\((Glibc|Musl|Darwin)\)|os\((Linux|macOS|iOS|tvOS|watchOS|visionOS)\)/
    }
    function report(file, line, message) {
        printf "%s:%d: %s\n", file, line, message
        found = 1
    }
    FNR == 1 {
        if (depth > 0) report(previous, 0, "unbalanced #if")
        depth = 0; inString = 0; previous = FILENAME
    }
    {
        line = $0
        quotes = gsub(/"""/, "&", line)
        if (inString) { if (quotes % 2 == 1) inString = 0; next }
        if (quotes % 2 == 1) { inString = 1; next }
        code = line
        sub(/\/\/.*/, "", code)                      # comments (strings kept: "/proc/…")
    }
    code ~ /^[ \t]*#if[ \t(]/ {
        depth++
        platform[depth] = isPlatform(code); darwin[depth] = (code ~ /canImport\(Darwin\)|os\((macOS|iOS)\)/)
        essentials[depth] = (code ~ /canImport\(FoundationEssentials\)/); libc[depth] = 0; start[depth] = FNR
        branchEssentials[depth] = essentials[depth]
        next
    }
    code ~ /^[ \t]*#elseif[ \t(]/ {
        if (isPlatform(code)) platform[depth] = 1
        if (code ~ /canImport\(Darwin\)|os\((macOS|iOS)\)/) darwin[depth] = 1
        branchEssentials[depth] = (code ~ /canImport\(FoundationEssentials\)/)
        next
    }
    code ~ /^[ \t]*#else/ { branchEssentials[depth] = 0; next }
    code ~ /^[ \t]*#endif/ {
        if (depth > 0 && libc[depth] && !darwin[depth]) report(FILENAME, start[depth], "a libc import in an #if chain without a Darwin branch")
        if (depth > 0) depth--
        next
    }
    code ~ /^[ \t]*((public|package|internal|@_exported|@preconcurrency) )*import FoundationEssentials([ \t]|$)/ {
        if (depth == 0 || !branchEssentials[depth]) report(FILENAME, FNR, "import FoundationEssentials outside #if canImport(FoundationEssentials) (Apple SDKs lack it)")
    }
    code ~ /^[ \t]*import (Glibc|Musl)([ \t]|$)/ {
        if (depth == 0) report(FILENAME, FNR, "a libc import outside #if canImport(…) with a Darwin branch")
        else libc[depth] = 1
    }
    code ~ /^[ \t]*import Darwin([ \t]|$)/ && depth == 0 { report(FILENAME, FNR, "import Darwin outside #if canImport(Darwin)") }
    code ~ /(^|[^A-Za-z0-9_])st_mtim([^A-Za-z0-9_]|$)|\/proc\/|(^|[^A-Za-z0-9_])(epoll|inotify)_[a-z]/ {
        guarded = 0
        for (level = 1; level <= depth; level++) if (platform[level]) guarded = 1
        if (!guarded) report(FILENAME, FNR, "a Linux-only name outside a platform #if: " code)
    }
    END {
        if (found) exit 1
        print "every FoundationEssentials and libc import is guarded with a Darwin branch; no Linux-only name unguarded"
    }
'
