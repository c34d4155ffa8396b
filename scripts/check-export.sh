#!/usr/bin/env bash
# Every bundled layout exported with `keysmith export keyman` is valid against Keyman's strict
# touch-layout schema (keyman-touch-layout.clean.spec.json in ../shared/corpus/keyman/schema),
# checked with check-jsonschema from PyPI in a throwaway virtual environment; and each export
# imports back (`keysmith import keyman`) without errors. Skipped with a message when ../shared
# is absent.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
[ -d /opt/swift/usr/bin ] && export PATH="/opt/swift/usr/bin:$PATH"
schema="../shared/corpus/keyman/schema/keyman-touch-layout.clean.spec.json"
if [ ! -f "$schema" ]; then
    echo "skipped: $schema is not here"
    exit 0
fi
swift build --product keysmith 2>&1 | grep -vE '^\[[0-9]+/[0-9]+\]' || true
keysmith="$PWD/.build/debug/keysmith"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 -m venv "$work/venv"
"$work/venv/bin/python" -m pip install --quiet --disable-pip-version-check check-jsonschema
failed=0
count=0
for layout in Layouts/*.yaml; do
    id=$(basename "$layout" .yaml)
    out="$work/$id.keyman-touch-layout"
    if ! "$keysmith" export keyman "$layout" -o "$out" 2>"$work/$id.err"; then
        echo "FAIL: $layout does not export"; cat "$work/$id.err"; failed=1; continue
    fi
    count=$((count + 1))
    if ! "$work/venv/bin/check-jsonschema" --schemafile "$schema" "$out" >"$work/$id.schema" 2>&1; then
        echo "FAIL: the export of $layout is not valid against the clean spec"; cat "$work/$id.schema"; failed=1
    fi
    if ! "$keysmith" import keyman "$out" -o "$work/$id.yaml" 2>"$work/$id.import"; then
        echo "FAIL: the export of $layout does not import back"; cat "$work/$id.import"; failed=1
    fi
done
echo "$count bundled layouts exported to Keyman: $([ $failed = 0 ] && echo 'all valid against the clean spec, all import back' || echo 'with failures above')"
exit "$failed"
