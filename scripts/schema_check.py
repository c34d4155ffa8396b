"""Checks files against a schema (Schemas/layout.schema.json, Schemas/theme.schema.json) in one
process (called by check-schema.sh).

Usage: schema_check.py SCHEMA FIXTURE_DIR[,FIXTURE_DIR...] FILE...
Every FILE must pass. Every fixture in the FIXTURE_DIRs whose first ten
lines hold a comment `# schema: accept` or `# schema: reject` must be accepted or rejected as it
says. YAML is read with ruamel.yaml, as check-jsonschema reads it. Prints one line per failure
and a count.
"""
import glob
import json
import os
import re
import sys

from jsonschema import Draft202012Validator
from ruamel.yaml import YAML

schema_path, fixture_dirs, *layouts = sys.argv[1:]
with open(schema_path, encoding="utf-8") as handle:
    validator = Draft202012Validator(json.load(handle))
yaml = YAML(typ="safe", pure=True)
passed = failed = 0


def errors(path):
    """The schema's complaints about one file, or a read error."""
    try:
        with open(path, encoding="utf-8") as handle:
            document = yaml.load(handle)
    except Exception as error:  # a file the YAML reader refuses is rejected
        return [f"cannot read as YAML: {error}".splitlines()[0]]
    return [f"{'/'.join(map(str, e.absolute_path)) or '(root)'}: {e.message}" for e in validator.iter_errors(document)]


def expect(path, wanted):
    global passed, failed
    found = errors(path)
    got = "reject" if found else "accept"
    if got == wanted:
        passed += 1
    else:
        failed += 1
        print(f"FAIL: {os.path.relpath(path)}: expected the schema to {wanted} it, but it would {got} it", file=sys.stderr)
        for line in found[:5]:
            print(f"  {line}", file=sys.stderr)


for layout in layouts:
    expect(layout, "accept")
marker = re.compile(r"^#\s*schema:\s*(accept|reject)\b")
paths = [path for folder in fixture_dirs.split(",") for path in glob.glob(os.path.join(folder, "*.yaml"))]
for fixture in sorted(paths):
    with open(fixture, encoding="utf-8", errors="replace") as handle:
        head = [next(handle, "") for _ in range(10)]
    wanted = next((m.group(1) for m in map(marker.match, head) if m), None)
    if wanted:
        expect(fixture, wanted)
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
