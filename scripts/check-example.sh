#!/usr/bin/env bash
# The app-shaped example (Examples/InAppKeyboard), built as an app builds: the build plugin
# compiles its layout, the program types "hello" through the controller and plays a hosted
# session whose effects must be session.expected's. Then its layout is
# broken on purpose (a misspelt action) and the build must fail with that file's
# `file:line:column: error:`, as Xcode and `swift build` list it. The layout is restored after.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
example="$root/Examples/InAppKeyboard"
layout="$example/Sources/InAppKeyboard/Layouts/hello-pad.yaml"
saved=$(mktemp)
log=$(mktemp)
cp "$layout" "$saved"
trap 'cp "$saved" "$layout"; rm -f "$saved" "$log"' EXIT
cd "$example"

echo "-- build and run"
if ! swift build 2>&1 | tee "$log" | grep -vE '^\[[0-9]+/[0-9]+\]'; then :; fi
if grep -qE '(^|[^a-z])warning:' "$log"; then
    echo "FAIL: the example builds with warnings"; grep -E '(^|[^a-z])warning:' "$log" | sort -u; exit 1
fi
output=$(swift run -q InAppKeyboard)
if [ "$output" != "hello" ]; then echo "FAIL: the example printed '$output', not 'hello'"; exit 1; fi
echo "ok: the example types 'hello'"

echo "-- the same layout, compiled beforehand, through the compiled-layout plugin"
output=$(swift run -q InAppKeyboardCompiled)
if [ "$output" != "hello" ]; then echo "FAIL: the compiled example printed '$output', not 'hello'"; exit 1; fi
fresh=$(mktemp)
swift run -q --package-path "$root" keysmith compile "$layout" -o "$fresh" >/dev/null 2>&1
if ! cmp -s "$fresh" "$example/Sources/InAppKeyboardCompiled/Layouts/hello-pad.kslayout"; then
    rm -f "$fresh"
    echo "FAIL: hello-pad.kslayout is not hello-pad.yaml compiled: compile it again"; exit 1
fi
rm -f "$fresh"
echo "ok: the compiled layout is the YAML's, and types 'hello'"

echo "-- a hosted session hears what it should"
# session.expected is worked out by hand from the session in main.swift: each touch-down's
# feedback, the bar after each edit, the held backspace's repeat, the globe's long press (the
# list of keyboards, then the popup's feedback) and tap, no suggestions in a password field.
if ! diff -u "$example/session.expected" <(swift run -q InAppKeyboard session); then
    echo "FAIL: the session's effects differ from session.expected"; exit 1
fi
echo "ok: the session's effects are the expected ones"

echo "-- a broken layout fails the build at its line"
# Line 15, column 19: the value of `action` in `      - [{action: shift, width: 1.5}, …`.
sed -i '15s/action: shift/action: shfit/' "$layout"
if swift build >"$log" 2>&1; then echo "FAIL: the build passed with a broken layout"; exit 1; fi
expected="$layout:15:19: error: bad value 'shfit' for 'action'"
if ! grep -qF "$expected" "$log"; then
    echo "FAIL: the build's output lacks '$expected':"; grep -E 'error' "$log" | head -20; exit 1
fi
grep -F "$expected" "$log" | head -1
echo "ok: the build fails at the layout's line and column"
