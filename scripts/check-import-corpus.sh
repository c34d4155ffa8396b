#!/usr/bin/env bash
# The import corpus run: every layout file of ../shared/corpus, per format, imported, validated with
# --strict, laid out at 390 × 216 (and 1024 × 320 for a tablet form) and typed (the texts of every
# layer, through the real controller); a table per format with the reason for each failure.
# The files are read from ../shared and never copied. Skips with a message when ../shared/corpus is
# absent (a user's clone).
#   bash scripts/check-import-corpus.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
[ -d /opt/swift/usr/bin ] && export PATH="/opt/swift/usr/bin:$PATH"
corpus="../shared/corpus"
if [ ! -d "$corpus" ]; then
    echo "skipped: $corpus is not here"
    exit 0
fi
swift build --product import-corpus >/dev/null
start=$(date +%s.%N)
"$(swift build --show-bin-path)/import-corpus" "$corpus"
echo "the run took $(echo "$(date +%s.%N) - $start" | bc) s"
