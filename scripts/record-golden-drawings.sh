#!/usr/bin/env bash
# Re-records Tests/KeyboardRenderingTests/Golden/GoldenDrawings.swift, the text drawings of the
# bundled en-US layout that GoldenTests compares with, through `keysmith render` (the same
# renderer). Run it only after a deliberate change to the drawings, then read every changed
# drawing in the diff before committing it: the file is what the tests trust.
#
#   scripts/record-golden-drawings.sh [NAME...]
#
# NAME is a drawing's name, enUS<width>x<height>in<columns><Unicode|ASCII>, as GoldenTests.cases
# names them (a missing one fails that test with "no golden drawing NAME"); without names, the
# drawings the file holds now.
set -euo pipefail
cd "$(dirname "$0")/.."
file=Tests/KeyboardRenderingTests/Golden/GoldenDrawings.swift

names=("$@")
if [ ${#names[@]} -eq 0 ]; then
    mapfile -t names < <(grep -oE '^        "enUS[0-9]+x[0-9]+in[0-9]+(Unicode|ASCII)"' "$file" | tr -d ' "')
fi
[ ${#names[@]} -gt 0 ] || { echo "error: no drawing names in $file" >&2; exit 1; }

swift build --product keysmith >/dev/null
keysmith=.build/debug/keysmith

out=$(mktemp)
trap 'rm -f "$out"' EXIT
{
    echo '// swift-format-ignore-file'
    echo '// Recorded by scripts/record-golden-drawings.sh and checked by eye. Do not edit by hand.'
    echo
    echo '/// Text drawings of the bundled en-US layout, trailing spaces trimmed.'
    echo 'enum GoldenDrawings {'
    echo '    static let all: [String: String] = ['
    for name in "${names[@]}"; do
        if ! [[ $name =~ ^enUS([0-9]+)x([0-9]+)in([0-9]+)(Unicode|ASCII)$ ]]; then
            echo "error: '$name' is not enUS<width>x<height>in<columns><Unicode|ASCII>" >&2
            exit 1
        fi
        ascii=()
        [ "${BASH_REMATCH[4]}" = ASCII ] && ascii=(--ascii)
        echo "        \"$name\": ##\"\"\""
        "$keysmith" render --width "${BASH_REMATCH[1]}" --height "${BASH_REMATCH[2]}" \
            --columns "${BASH_REMATCH[3]}" "${ascii[@]}" --format text Layouts/en-US.yaml | sed 's/ *$//'
        echo # a multi-line string literal drops the line break before its closing quotes: keep the drawing's last one
        echo '"""##,'
    done
    echo '    ]'
    echo '}'
} >"$out"
cp "$out" "$file"
echo "recorded ${#names[@]} drawings in $file; read the diff before committing"
