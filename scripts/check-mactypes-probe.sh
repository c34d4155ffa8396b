#!/usr/bin/env bash
# Builds and runs Tests/Probes/MacTypes: app code naming Apple's MacTypes.h types (Point, Rect,
# Size, Style, Fixed, Fract, Handle, Ptr, OSType, ScriptCode, LangCode, Str255) unqualified next
# to `import Keysmith`, through a C stand-in of that header. It compiles only while Keysmith has no
# public type of those names; a build warning fails it too.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../Tests/Probes/MacTypes"
[ -d /opt/swift/usr/bin ] && export PATH="/opt/swift/usr/bin:$PATH"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! swift build >"$log" 2>&1; then
    echo "FAIL: app code using MacTypes.h's names beside Keysmith does not compile:"
    grep -E 'error' "$log" | head -20
    exit 1
fi
if grep -qE '(^|[^a-z])warning:' "$log"; then
    echo "FAIL: the probe builds with warnings:"; grep -E '(^|[^a-z])warning:' "$log" | sort -u; exit 1
fi
output=$(swift run -q MacTypesProbe)
[ "$output" = "ok: 33 × 42" ] || { echo "FAIL: the probe printed '$output'"; exit 1; }
echo "ok: MacTypes.h's names and Keysmith's compile side by side ($output)"
