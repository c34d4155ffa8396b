#!/usr/bin/env bash
# End-to-end tests of `keysmith preview` and `render --format html` in a real headless Chromium
# (Debian's chromium and chromium-driver, driven by Selenium), and of the preview server over raw
# sockets: Tests/Browser. Selenium, pytest and Pillow go in a throwaway venv (KEYSMITH_VENV, by
# default under the temporary folder). KEYSMITH_SCREENSHOT=PATH saves the page's screenshot
# (docs/images/preview.png is made this way).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
[ -d /opt/swift/usr/bin ] && export PATH="/opt/swift/usr/bin:$PATH"
if ! command -v chromium >/dev/null 2>&1 || ! command -v chromedriver >/dev/null 2>&1; then
    echo "skipped: the browser tests need chromium and chromedriver (apt-get install chromium chromium-driver)"
    exit 0
fi
venv=${KEYSMITH_VENV:-${TMPDIR:-/tmp}/keysmith-browser-venv}
if ! "$venv/bin/python" -c 'import selenium, pytest, PIL' >/dev/null 2>&1; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet selenium pytest pillow
fi
swift build --product keysmith 2>&1 | grep -vE '^\[[0-9]+/[0-9]+\]' || true
export CHROMIUM=${CHROMIUM:-$(command -v chromium)} CHROMEDRIVER=${CHROMEDRIVER:-$(command -v chromedriver)}
"$venv/bin/python" -m pytest -q -p no:cacheprovider Tests/Browser
