#!/usr/bin/env bash
# Times kiwi's C++ Cassowary core (the solver behind Python's kiwisolver) on the phone keyboard
# system of shared/bench/PHONE-SYSTEM.md, with the names and JSON lines of keysmith-bench's
# solver.phone.* benchmarks. Fetches the kiwisolver source distribution with pip into a
# throwaway directory (python3 with venv and access to the Python package index), compiles
# scripts/kiwi-bench/phone.cpp against its headers with g++ -O3, and runs it.
#
#   scripts/kiwi-bench.sh [--json] [FILTER]    run (FILTER: name substring, or =NAME)
#   scripts/kiwi-bench.sh --build PATH         only build the program at PATH
#   KIWISOLVER_VERSION=1.5.1 scripts/kiwi-bench.sh     a given kiwisolver release (default: latest)
#
# The kiwi version used is printed on stderr; stdout has only the JSON lines.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

requirement="kiwisolver${KIWISOLVER_VERSION:+==$KIWISOLVER_VERSION}"
python3 -m venv "$work/venv"
"$work/venv/bin/pip" download --quiet --disable-pip-version-check --no-deps --no-binary :all: \
    --dest "$work/download" "$requirement" >&2
archive="$(find "$work/download" -maxdepth 1 -name 'kiwisolver-*.tar.gz' | head -n 1)"
[ -n "$archive" ] || { echo "kiwi-bench: no kiwisolver source distribution downloaded" >&2; exit 1; }
mkdir "$work/src"
tar -xzf "$archive" -C "$work/src"
header="$(find "$work/src" -path '*/kiwi/kiwi.h' | head -n 1)"
[ -n "$header" ] || { echo "kiwi-bench: kiwi/kiwi.h not found in $(basename "$archive")" >&2; exit 1; }
include="$(dirname "$(dirname "$header")")"
version="$(sed -n 's/^#define KIWI_VERSION "\(.*\)"/\1/p' "$include/kiwi/version.h")"
echo "kiwi-bench: kiwi ${version:-?} ($(basename "$archive")), $(g++ --version | head -n 1)" >&2

binary="$work/phone"
if [ "${1:-}" = "--build" ]; then
    binary="${2:?usage: scripts/kiwi-bench.sh --build PATH}"
fi
g++ -O3 -std=c++17 -DNDEBUG -I "$include" "$root/scripts/kiwi-bench/phone.cpp" -o "$binary"
if [ "${1:-}" = "--build" ]; then
    exit 0
fi
"$binary" "$@"
