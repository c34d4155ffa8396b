#!/usr/bin/env bash
# The YAML reader against libyaml on every case of the official YAML test suite.
#
#   scripts/check-yaml-suite.sh [SUITE_FOLDER]
#
# SUITE_FOLDER defaults to ../shared/yaml-test-suite beside the repository (the suite's data is
# read from there, never copied into the project); without it the check is skipped. Each case's
# in.yaml goes through `keysmith validate --format json`: the reader must report a YAML syntax
# error exactly when libyaml does, at libyaml's mark, without crashing and in under a second
# (scripts/yaml_suite_check.py says how). libyaml's verdicts come from PyYAML's C parser, an
# independent client of the same libyaml 0.2.5, installed with pip into a throwaway virtual
# environment.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
suite="${1:-$root/../shared/yaml-test-suite}"
if [ ! -d "$suite" ]; then
    echo "yaml-test-suite: $suite not found; skipped"
    exit 0
fi
suite="$(cd "$suite" && pwd)"
tmp="$(mktemp -d "${TMPDIR:-/tmp}/keysmith-yaml-suite.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT

python3 -m venv "$tmp/venv"
"$tmp/venv/bin/python" -m pip install --quiet --disable-pip-version-check pyyaml
if ! "$tmp/venv/bin/python" -c 'import yaml, sys; sys.exit(0 if yaml.__with_libyaml__ else 1)'; then
    echo "yaml-test-suite: PyYAML was installed without libyaml; cannot compare" >&2
    exit 1
fi

cd "$root"
swift build --product keysmith >/dev/null
"$tmp/venv/bin/python" "$root/scripts/yaml_suite_check.py" "$(swift build --show-bin-path)/keysmith" "$suite"
