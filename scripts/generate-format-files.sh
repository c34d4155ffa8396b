#!/usr/bin/env bash
# Writes the files generated from the format's field tables: Schemas/layout.schema.json,
# Schemas/theme.schema.json and docs/FORMAT.md's field tables (its regions between
# '<!-- fields: NAME -->' and '<!-- end fields -->'), through `keysmith schema`.
#
#   scripts/generate-format-files.sh
#
# Run it after changing a field table (Sources/LayoutFormat/Fields/) and commit the result;
# tests in KeysmithCLITests fail while the committed files and the tables differ.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
swift build --product keysmith >/dev/null
bin=$(swift build --show-bin-path)/keysmith
tmp=$(mktemp -d "${TMPDIR:-/tmp}/keysmith-format.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

"$bin" schema layout >"$tmp/layout.schema.json"
"$bin" schema theme >"$tmp/theme.schema.json"
"$bin" schema reference --doc docs/FORMAT.md >"$tmp/FORMAT.md"
mv "$tmp/layout.schema.json" Schemas/layout.schema.json
mv "$tmp/theme.schema.json" Schemas/theme.schema.json
mv "$tmp/FORMAT.md" docs/FORMAT.md
echo "generate-format-files: wrote Schemas/layout.schema.json, Schemas/theme.schema.json and docs/FORMAT.md's tables"
