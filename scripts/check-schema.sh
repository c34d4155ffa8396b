#!/usr/bin/env bash
# Checks the bundled layouts against Schemas/layout.schema.json.
#
#   scripts/check-schema.sh
#
# Phase 0: the schema is a valid Draft 2020-12 schema, every property in it has a
#          description, and docs/FORMAT.md names every property in backticks.
# Phase 1: every Layouts/*.yaml must pass the schema (and the checks in check-layouts.py:
#          modeline, file name = id, unique ids per layer, layer targets, reachability,
#          backspace and return reachable).
# Phase 2: if Tests/Fixtures/invalid/ exists, each *.yaml there whose first 10 lines carry
#          "# schema: reject" must fail the schema, and each with "# schema: accept" must pass it
#          (text after the word, e.g. "# schema: accept (duplicate id)", is ignored).
#
# Tools are installed with pip into a throwaway virtual environment in a temporary folder,
# removed on exit. Needs python3 with the venv module and access to the Python package index.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
schema="$root/Schemas/layout.schema.json"
tmp="$(mktemp -d "${TMPDIR:-/tmp}/keysmith-schema.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT

python3 -m venv "$tmp/venv"
"$tmp/venv/bin/python" -m pip install --quiet --disable-pip-version-check check-jsonschema
cj="$tmp/venv/bin/check-jsonschema"

passed=0
failed=0
ok() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL: $*" >&2; }

# The schema itself must be a valid Draft 2020-12 schema.
if "$cj" --check-metaschema "$schema" >"$tmp/out" 2>&1; then ok; else
    fail "schema is not a valid JSON Schema"; cat "$tmp/out" >&2
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
    fail "schema descriptions / docs/FORMAT.md coverage"; cat "$tmp/out" >&2
fi

# Phase 1: bundled layouts.
shopt -s nullglob
layouts=("$root"/Layouts/*.yaml "$root"/Layouts/**/*.yaml)
if [ ${#layouts[@]} -eq 0 ]; then fail "no layouts in $root/Layouts"; fi
for f in "${layouts[@]}"; do
    rel="${f#"$root"/}"
    if "$cj" --schemafile "$schema" "$f" >"$tmp/out" 2>&1; then ok; else
        fail "$rel does not pass the schema"; cat "$tmp/out" >&2
    fi
done
if [ ${#layouts[@]} -gt 0 ]; then
    if "$tmp/venv/bin/python" "$root/scripts/check-layouts.py" "${layouts[@]}" >"$tmp/out" 2>&1; then
        ok
    else
        fail "layout checks (check-layouts.py)"; cat "$tmp/out" >&2
    fi
fi

# Phase 2: fixtures that state what the schema should say.
fixtures="$root/Tests/Fixtures/invalid"
if [ -d "$fixtures" ]; then
    for f in "$fixtures"/*.yaml; do
        rel="${f#"$root"/}"
        expect="$(head -n 10 "$f" | sed -n 's/^#[[:space:]]*schema:[[:space:]]*\(accept\|reject\)\([[:space:]].*\)\{0,1\}$/\1/p' | head -n 1)" || true
        [ -n "$expect" ] || continue
        if "$cj" --schemafile "$schema" "$f" >"$tmp/out" 2>&1; then got=accept; else got=reject; fi
        if [ "$got" = "$expect" ]; then ok; else
            fail "$rel: expected the schema to $expect it, but it would $got it"
            [ "$got" = reject ] && cat "$tmp/out" >&2
        fi
    done
else
    echo "note: $fixtures is missing; phase 2 skipped"
fi

echo "schema: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
