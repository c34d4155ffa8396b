#!/usr/bin/env bash
# Compiles the bundled layouts (Layouts/*.yaml) into Swift source with `keysmith compile --swift`,
# so that the library loads them with no YAML reader and no resource bundle.
#
#   scripts/compile-bundled-layouts.sh [OUTPUT]
#
# OUTPUT defaults to Sources/KeysmithResources/BundledResources.swift. Run it after changing
# anything in Layouts/ or the compiled format, and commit the result; a test in
# CompiledLayoutsTests fails while the committed bytes and a fresh compile of Layouts/ differ.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
output=${1:-"$root/Sources/KeysmithResources/BundledResources.swift"}
cd "$root"
if ! swift build --product keysmith >/dev/null 2>&1; then
    # The tool embeds the bundled layouts itself: when the file does not build (a change of what
    # it declares), start again from no layouts.
    printf '%s\n' '// swift-format-ignore-file' 'public enum BundledResources {' \
        '    public static let layoutIDs: [String] = []' \
        '    public static func compiledLayout(_ id: String) -> [UInt8]? { nil }' '}' > "$output"
    swift build --product keysmith >/dev/null
fi
"$(swift build --product keysmith --show-bin-path)/keysmith" compile --swift BundledResources -o "$output" Layouts
