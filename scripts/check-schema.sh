#!/usr/bin/env bash
# Checks the bundled layouts against Schemas/layout.schema.json, and the bundled themes against
# Schemas/theme.schema.json.
#
#   scripts/check-schema.sh
#
# Phase 0: the schema is a valid Draft 2020-12 schema, every property in it has a
#          description, and docs/FORMAT.md names every property in backticks.
# Phase 1: every Layouts/*.yaml must pass the schema (the Swift tests check them with the full
#          validator, their modelines and that each file is named by its id).
# Phase 2: each *.yaml in Tests/Fixtures/invalid/ and warnings/ (themes/ for the theme schema)
#          whose first 10 lines carry
#          "# schema: reject" must fail the schema, and each with "# schema: accept" must pass it
#          (text after the word, e.g. "# schema: accept (duplicate id)", is ignored).
#
# Tools are installed with pip into a throwaway virtual environment in a temporary folder,
# removed on exit. Needs python3 with the venv module and access to the Python package index.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tmp="$(mktemp -d "${TMPDIR:-/tmp}/keysmith-schema.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT

python3 -m venv "$tmp/venv"
"$tmp/venv/bin/python" -m pip install --quiet --disable-pip-version-check check-jsonschema
cj="$tmp/venv/bin/check-jsonschema"

passed=0
failed=0
ok() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL: $*" >&2; }

# Phase 0 for one schema.
check_schema_itself() {
    local schema=$1
    # The schema itself must be a valid Draft 2020-12 schema.
    if "$cj" --check-metaschema "$schema" >"$tmp/out" 2>&1; then ok; else
        fail "$schema is not a valid JSON Schema"; cat "$tmp/out" >&2
    fi

    # Every property of the schema has a description, and docs/FORMAT.md names each in backticks.
    if python3 - "$schema" "$root/docs/FORMAT.md" >"$tmp/out" 2>&1 <<'PY'
import json, sys

def names(node, found):
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "properties" and isinstance(value, dict):
                found.update(value)
            names(value, found)
    elif isinstance(node, list):
        for value in node:
            names(value, found)
    return found

with open(sys.argv[1], encoding="utf-8") as handle:
    schema = json.load(handle)
with open(sys.argv[2], encoding="utf-8") as handle:
    doc = handle.read()
missing = sorted(name for name in names(schema, set()) if f"`{name}`" not in doc)
for name in missing:
    print(f"docs/FORMAT.md does not mention `{name}`")

def undescribed(node, path, found):
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "properties" and isinstance(value, dict):
                found += [f"{path}/{name}" for name, sub in value.items() if "description" not in sub]
            if key not in ("if", "then", "else"):  # conditions restate fields described above
                undescribed(value, f"{path}/{key}", found)
    elif isinstance(node, list):
        for index, value in enumerate(node):
            undescribed(value, f"{path}/{index}", found)
    return found

bare = undescribed(schema, "#", [])
for path in bare:
    print(f"schema property without a description: {path}")
sys.exit(1 if missing or bare else 0)
PY
    then ok; else
        fail "$schema: descriptions / docs/FORMAT.md coverage"; cat "$tmp/out" >&2
    fi
}

# Phase 1: every bundled layout passes. Phase 2: fixtures that say what the schema should do.
shopt -s nullglob
# Runs schema_check.py: SCHEMA FIXTURE_DIRS FILE...
check_files() {
    if "$tmp/venv/bin/python" "$root/scripts/schema_check.py" "$@" >"$tmp/out"; then
        counts=$(tail -n 1 "$tmp/out")
        passed=$((passed + ${counts%% passed*}))
    else
        counts=$(tail -n 1 "$tmp/out")
        passed=$((passed + ${counts%% passed*}))
        failed=$((failed + $(echo "$counts" | sed -E 's/.*, ([0-9]+) failed/\1/')))
    fi
}
check_schema_itself "$root/Schemas/layout.schema.json"
check_schema_itself "$root/Schemas/theme.schema.json"
layouts=("$root"/Layouts/*.yaml "$root"/Layouts/**/*.yaml)
if [ ${#layouts[@]} -eq 0 ]; then fail "no layouts in $root/Layouts"; fi
check_files "$root/Schemas/layout.schema.json" "$root/Tests/Fixtures/invalid,$root/Tests/Fixtures/warnings" "${layouts[@]}"
themes=("$root"/Themes/*.yaml)
if [ ${#themes[@]} -eq 0 ]; then fail "no themes in $root/Themes"; fi
check_files "$root/Schemas/theme.schema.json" "$root/Tests/Fixtures/themes" "${themes[@]}"

echo "schema: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
