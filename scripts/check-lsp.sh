#!/usr/bin/env bash
# End-to-end tests of `keysmith lsp` with real clients: pytest-lsp (Tests/LSP, in a throwaway venv,
# KEYSMITH_VENV, by default under the temporary folder) through every feature and the broken
# messages of Tests/LSP/test_wire.py; then Neovim's built-in client (Debian's neovim, headless), set
# up by the Lua block of docs/EDITORS.md itself, opening a broken layout outside any Layouts/ folder
# (its diagnostics compared with `keysmith validate --format json`) and a YAML file that is not a
# layout (which it must not attach to).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
[ -d /opt/swift/usr/bin ] && export PATH="/opt/swift/usr/bin:$PATH"
swift build --product keysmith 2>&1 | grep -vE '^\[[0-9]+/[0-9]+\]' || true
export KEYSMITH="$PWD/.build/debug/keysmith"
venv=${KEYSMITH_VENV:-${TMPDIR:-/tmp}/keysmith-lsp-venv}
if ! "$venv/bin/python" -c 'import pytest_lsp, pytest' >/dev/null 2>&1; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet pytest-lsp pytest
fi
"$venv/bin/python" -m pytest -q -p no:cacheprovider -o asyncio_mode=auto -o asyncio_default_fixture_loop_scope=function Tests/LSP

if ! command -v nvim >/dev/null 2>&1; then
    echo "skipped: the Neovim smoke test needs nvim (apt-get install neovim)"
    exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The setup as docs/EDITORS.md gives it: its first Lua block, with `keysmith` found on PATH.
awk '/^```lua$/ { inside = 1; next } /^```$/ && inside { exit } inside' docs/EDITORS.md > "$work/init.lua"
grep -q "is_layout" "$work/init.lua" || { echo "docs/EDITORS.md has no Neovim setup to run"; exit 1; }
mkdir -p "$work/elsewhere"
# en-US with three mistakes: an unknown field, a layer key to a missing layer, a negative gap.
sed -e 's/{action: shift, width: 1.3}/{acton: shift, width: 1.3}/' -e 's/to: symbols, id: to-symbols/to: symbol, id: to-symbols/' \
    -e 's/  key-gap: 6/  key-gap: -6/' Layouts/en-US.yaml > "$work/elsewhere/broken.yaml"
printf 'name: build\non: [push]\njobs:\n  test: {runs-on: debian}\n' > "$work/elsewhere/workflow.yaml"
PATH="$(dirname "$KEYSMITH"):$PATH" KEYSMITH_OUT="$work/neovim.jsonl" KEYSMITH_OTHER="$work/elsewhere/workflow.yaml" \
    timeout 60 nvim --headless -n -i NONE -u "$work/init.lua" -c "luafile Tests/LSP/neovim-smoke.lua" \
    "$work/elsewhere/broken.yaml" > /dev/null 2>&1 || true
"$KEYSMITH" validate --format json "$work/elsewhere/broken.yaml" > "$work/validate.json" || true
python3 - "$work/neovim.jsonl" "$work/validate.json" <<'PY'
import json, sys
raw = [line for line in open(sys.argv[1]) if line.strip()]
if any(line.startswith("attached to other YAML") for line in raw):
    sys.exit("the setup of docs/EDITORS.md attached keysmith to a YAML file that is not a layout")
if any(line.startswith("timed out") for line in raw):
    sys.exit("Neovim got no diagnostics: the setup of docs/EDITORS.md did not attach to the layout")
received = [json.loads(line) for line in raw]
expected = json.load(open(sys.argv[2]))["files"][0]["diagnostics"]
severity = {"error": 1, "warning": 2}
got = sorted((d["line"], d["column"], d["severity"], d["code"], d["message"]) for d in received)
want = sorted((d["line"], d["column"], severity[d["severity"]], d["code"], d["message"]) for d in expected)
for line in got:
    print("neovim:", line)
if got != want:
    print("validate:", *want, sep="\n  ")
    sys.exit("Neovim's diagnostics differ from validate's")
if len(got) < 3:
    sys.exit("expected at least the three mistakes")
print(f"neovim received the {len(got)} diagnostics validate reports")
PY
