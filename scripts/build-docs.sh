#!/usr/bin/env bash
# Builds the DocC documentation of the library (the `Keysmith` module, which re-exports the
# others) with the toolchain's own tools — no package plugin: swift-symbolgraph-extract emits the
# symbol graphs, `docc convert` turns them and Sources/Keysmith/Keysmith.docc into a static site in
# .build/docs. Fails on any warning (a broken symbol link, a missing article).
# Usage: scripts/build-docs.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
[ -d /opt/swift/usr/bin ] && export PATH="/opt/swift/usr/bin:$PATH"
graphs=.build/docs-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
swift build --target Keysmith 2>&1 | grep -E 'error|warning' || true
# The umbrella's graph holds every public symbol of the modules it re-exports.
swift-symbolgraph-extract -module-name Keysmith -I .build/debug/Modules \
    -target "$(uname -m)-unknown-linux-gnu" -output-dir "$graphs" -minimum-access-level public \
    -experimental-allowed-reexported-modules=KeyboardModel,LayoutDiagnostics,CompiledLayouts,KeyboardGeometry,KeyboardInput,KeyboardRendering,KeyboardHosting
log=$(mktemp)
docc convert Sources/Keysmith/Keysmith.docc --additional-symbol-graph-dir .build/docs-graphs \
    --output-path .build/docs --fallback-display-name Keysmith --fallback-bundle-identifier org.keysmith.Keysmith \
    --transform-for-static-hosting --warnings-as-errors 2>&1 | tee "$log"
if grep -qE 'warning:|error:' "$log"; then
    echo "the documentation has warnings"; exit 1
fi
echo "documentation in .build/docs ($(find .build/docs -name '*.json' | wc -l) pages)"
