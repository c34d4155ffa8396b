#!/usr/bin/env bash
# Cross-checks ConstraintSolver against kiwisolver (the C++ Cassowary behind Python's kiwi) on
# seeded random systems. Needs python3 with venv and access to the Python package index.
#
#   scripts/kiwi-crosscheck.sh            builds solver-json (debug) and runs 200+ systems
#   SOLVER_JSON=path/to/solver-json scripts/kiwi-crosscheck.sh     uses a prebuilt binary
#   KIWI_SYSTEMS=500 KIWI_SEED=7 scripts/kiwi-crosscheck.sh         more systems, another seed
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet --disable-pip-version-check kiwisolver

if [ -n "${SOLVER_JSON:-}" ]; then
    solver="$SOLVER_JSON"
else
    (cd "$root" && swift build --product solver-json >&2)
    solver="$root/.build/debug/solver-json"
fi

"$work/venv/bin/python" "$root/scripts/kiwi_crosscheck.py" \
    --solver "$solver" --count "${KIWI_SYSTEMS:-200}" --seed "${KIWI_SEED:-20261129}"
