#!/usr/bin/env bash
# Proves that the `Keysmith` product — what an app or keyboard extension embeds — needs no system
# library and no Foundation:
#   1. its closure in `swift package describe` has no system-library target, and no source file
#      of it imports Foundation (or FoundationEssentials);
#   2. each of its targets builds, in a build folder of its own, with libyaml's and libxml2's
#      headers and pkg-config files hidden in a private mount namespace (the .so files stay: the
#      toolchain itself loads libxml2.so.2), and so does the compiled-layout plugin's tool
#      (keysmith-layout-embedder), with no warning; the YAML plugin's tool builds with libxml2
#      hidden. Needs root for `unshare -m`; skips step 2 without it.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
[ -d /opt/swift/usr/bin ] && export PATH="/opt/swift/usr/bin:$PATH"

description=$(mktemp)
trap 'rm -f "$description"' EXIT
swift package describe --type json >"$description"
closure=$(python3 - "$description" <<'PY'
import json, sys
package = json.load(open(sys.argv[1]))
targets = {target["name"]: target for target in package["targets"]}
product = next(p for p in package["products"] if p["name"] == "Keysmith")
seen, stack = [], list(product["targets"])
while stack:
    name = stack.pop()
    if name in seen:
        continue
    seen.append(name)
    stack.extend(targets[name].get("target_dependencies", []))
system = [name for name in seen if targets[name].get("type") == "system-target"]
if system:
    print("FAIL: the Keysmith product's closure has system-library targets: " + ", ".join(system), file=sys.stderr)
    sys.exit(1)
print(" ".join(sorted(seen)))
PY
)
echo "Keysmith's closure: $closure"
for target in $closure; do
    # A Foundation import counts unless it is under `#elseif KEYSMITH_CG_FROM_FOUNDATION`, the
    # branch that only the CoreGraphics conversions' tests compile.
    imports=$(find "Sources/$target" -name '*.swift' | sort | xargs -r awk '
        /^[ \t]*#(if|elseif)[ \t(]/ { testOnly = ($0 ~ /KEYSMITH_CG_FROM_FOUNDATION/) && ($0 !~ /canImport/) }
        /^[ \t]*#(else|endif)([ \t]|$)/ { testOnly = 0 }
        /^[ \t]*(@_exported |public |package |internal )?import (Foundation|FoundationEssentials)([ \t]|$)/ && !testOnly {
            print FILENAME ":" FNR ": " $0
        }')
    if [ -n "$imports" ]; then
        echo "FAIL: $target imports Foundation:"; echo "$imports"
        exit 1
    fi
done
echo "ok: no system-library target and no Foundation import in the closure"

if [ "$(id -u)" != 0 ] || ! command -v unshare >/dev/null; then
    echo "skipped: building with the system libraries' headers hidden needs root and unshare"
    exit 0
fi
pcdir=$(pkg-config --variable=pcfiledir yaml-0.1 2>/dev/null || echo /usr/lib/x86_64-linux-gnu/pkgconfig)
empty=$(mktemp -d)
hide=""
for file in /usr/include/yaml.h "$pcdir/yaml-0.1.pc" "$pcdir/libxml-2.0.pc"; do
    [ -e "$file" ] && hide+="mount --bind /dev/null '$file'; "
done
[ -d /usr/include/libxml2 ] && hide+="mount --bind '$empty' /usr/include/libxml2; "
builds=""
for target in $closure; do builds+="swift build --build-path .build-device --target $target && "; done
# The hidden headers are checked from inside the namespace first: a build that still found them
# would prove nothing.
unshare -m --propagation private bash -c "$hide
    if [ -s /usr/include/yaml.h ] || [ -s '$pcdir/yaml-0.1.pc' ] || ls /usr/include/libxml2 | grep -q .; then
        echo 'FAIL: the headers are not hidden'; exit 1
    fi
    echo 'headers hidden: yaml.h, libxml2/, yaml-0.1.pc, libxml-2.0.pc'
    # The control: the YAML reader cannot build so.
    if swift build --build-path .build-device --target LocatedYAML >/dev/null 2>&1; then
        echo 'FAIL: LocatedYAML built with the headers hidden: the check would prove nothing'; exit 1
    fi
    echo 'ok: as a control, LocatedYAML (libyaml) does not build'
    $builds true
    echo 'ok: every target of the Keysmith product builds without them'
    # The compiled-layout plugin's tool too, and with no pkg-config warning.
    log=\$(mktemp)
    swift build --build-path .build-device --product keysmith-layout-embedder >\$log 2>&1 || { cat \$log; exit 1; }
    if grep -E '(^|[^a-z])warning:' \$log; then echo 'FAIL: the embedder builds with warnings'; exit 1; fi
    rm -f \$log
    echo 'ok: keysmith-layout-embedder (KeysmithCompiledLayoutsPlugin) builds without them, and warns of nothing'"
# The YAML plugin's tool needs libyaml, and not libxml2.
xmlonly=""
[ -e "$pcdir/libxml-2.0.pc" ] && xmlonly+="mount --bind /dev/null '$pcdir/libxml-2.0.pc'; "
[ -d /usr/include/libxml2 ] && xmlonly+="mount --bind '$empty' /usr/include/libxml2; "
unshare -m --propagation private bash -c "$xmlonly
    swift build --build-path .build-device --product keysmith-layout-compiler >/dev/null 2>&1 || {
        echo 'FAIL: keysmith-layout-compiler needs libxml2'; exit 1; }
    echo 'ok: keysmith-layout-compiler (KeysmithLayoutsPlugin) builds without libxml2'"
rmdir "$empty"
echo "ok: every target of the Keysmith product builds without libyaml's or libxml2's headers"
