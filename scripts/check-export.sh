#!/usr/bin/env bash
# The exports are valid against the formats' own definitions, and come back:
# - every bundled layout exported with `keysmith export keyman` is valid against Keyman's strict
#   touch-layout schema (keyman-touch-layout.clean.spec.json in ../shared/corpus/keyman/schema,
#   checked with check-jsonschema from PyPI in a throwaway virtual environment), and imports back
#   (`keysmith import keyman`) without errors;
# - every bundled layout exported with `keysmith export cldr` is valid against CLDR 46's
#   ldmlKeyboard3.dtd (xmllint --dtdvalid, from Debian's libxml2-utils), and imports back;
# - export(import(K)): every Keyman and CLDR keyboard of ../shared/corpus, imported and exported
#   again to its own format, is valid against the same definition.
# Skipped with a message when ../shared is absent.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
[ -d /opt/swift/usr/bin ] && export PATH="/opt/swift/usr/bin:$PATH"
corpus="../shared/corpus"
schema="$corpus/keyman/schema/keyman-touch-layout.clean.spec.json"
dtd="$corpus/cldr/schema-46/ldmlKeyboard3.dtd"
if [ ! -f "$schema" ] || [ ! -f "$dtd" ]; then
    echo "skipped: $schema or $dtd is not here"
    exit 0
fi
if ! command -v xmllint >/dev/null 2>&1; then
    echo "FAIL: xmllint is missing (apt-get install -y libxml2-utils)"
    exit 1
fi
swift build --product keysmith 2>&1 | grep -vE '^\[[0-9]+/[0-9]+\]' || true
keysmith="$PWD/.build/debug/keysmith"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 -m venv "$work/venv"
"$work/venv/bin/python" -m pip install --quiet --disable-pip-version-check check-jsonschema
failed=0

# export FORMAT LAYOUT OUT: exports, or says why not.
export_to() {
    if ! "$keysmith" export "$1" "$2" -o "$3" 2>"$3.err"; then
        echo "FAIL: $2 does not export to $1"; cat "$3.err"; failed=1; return 1
    fi
}
valid_keyman() {
    if ! "$work/venv/bin/check-jsonschema" --schemafile "$schema" "$@" >"$work/schema.out" 2>&1; then
        echo "FAIL: not valid against Keyman's clean spec:"; cat "$work/schema.out"; failed=1
    fi
}
valid_cldr() {
    if ! xmllint --noout --dtdvalid "$dtd" "$1" 2>"$1.dtd"; then
        echo "FAIL: $1 is not valid against ldmlKeyboard3.dtd"; cat "$1.dtd"; failed=1
    fi
}

# Bundled layouts to both formats, and back.
count=0
keyman_files=()
for layout in Layouts/*.yaml; do
    id=$(basename "$layout" .yaml)
    count=$((count + 1))
    out="$work/$id.keyman-touch-layout"
    if export_to keyman "$layout" "$out"; then
        keyman_files+=("$out")
        if ! "$keysmith" import keyman "$out" -o "$work/$id.keyman.yaml" 2>"$work/$id.import"; then
            echo "FAIL: the Keyman export of $layout does not import back"; cat "$work/$id.import"; failed=1
        fi
    fi
    out="$work/$id.xml"
    if export_to cldr "$layout" "$out"; then
        valid_cldr "$out"
        if ! "$keysmith" import cldr "$out" -o "$work/$id.cldr.yaml" 2>"$work/$id.import"; then
            echo "FAIL: the CLDR export of $layout does not import back"; cat "$work/$id.import"; failed=1
        fi
    fi
done
valid_keyman "${keyman_files[@]}"
echo "$count bundled layouts exported to Keyman (clean spec) and CLDR (ldmlKeyboard3.dtd), each imported back"

# export(import(K)) over the corpus.
corpus_count=0
keyman_files=()
while IFS= read -r source; do
    name=$(basename "$source" .keyman-touch-layout)
    if ! "$keysmith" import keyman "$source" -o "$work/k-$name.yaml" 2>/dev/null; then
        echo "FAIL: $source does not import"; failed=1; continue
    fi
    if export_to keyman "$work/k-$name.yaml" "$work/k-$name.keyman-touch-layout"; then
        keyman_files+=("$work/k-$name.keyman-touch-layout")
        corpus_count=$((corpus_count + 1))
    fi
done < <(find "$corpus/keyman" -name '*.keyman-touch-layout' | sort)
[ ${#keyman_files[@]} -gt 0 ] && valid_keyman "${keyman_files[@]}"
while IFS= read -r source; do
    name=$(basename "$source" .xml)
    if ! "$keysmith" import cldr "$source" -o "$work/c-$name.yaml" 2>/dev/null; then
        echo "FAIL: $source does not import"; failed=1; continue
    fi
    if export_to cldr "$work/c-$name.yaml" "$work/c-$name.xml"; then
        valid_cldr "$work/c-$name.xml"
        corpus_count=$((corpus_count + 1))
    fi
done < <(find "$corpus/cldr/keyboards-46" "$corpus/cldr/keyboards-main" "$corpus/cldr/keyman-conformance" \
    -name '*.xml' | sort)
echo "$corpus_count corpus keyboards (Keyman, CLDR) imported and exported to their own format"
[ "$failed" = 0 ] && echo "all valid" || echo "with failures above"
exit "$failed"
