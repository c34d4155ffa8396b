#!/usr/bin/env bash
# Fails when library or tool sources hold a trap (try!, fatalError, precondition, force unwrap or
# force cast) without a comment on the same or the previous line that says why input cannot reach
# it ("// unreachable: ..."). Bad input must get a diagnostic, never a crash.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
find Sources -name '*.swift' | sort | xargs awk '
    FNR == 1 { previous = "" }
    {
        code = $0
        sub(/\/\/.*/, "", code)                       # comments
        gsub(/"([^"\\]|\\.)*"/, "\"\"", code)         # string literals
        gsub(/!==?/, "", code)                        # != and !== compare
        if (code ~ /try!|fatalError\(|precondition(Failure)?\(|as! |[]A-Za-z0-9_)]!([]., )]|$)/) {
            if ($0 !~ /unreachable:/ && previous !~ /unreachable:/) {
                line = $0
                sub(/^[ \t]+/, "", line)
                printf "%s:%d: trap without an \"unreachable:\" justification: %s\n", FILENAME, FNR, line
                found = 1
            }
        }
        previous = $0
    }
    END { if (found) exit 1; print "no unjustified traps in Sources" }
'
