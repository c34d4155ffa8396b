#!/usr/bin/env bash
# The module graph is what docs/ARCHITECTURE.md says, and every import is declared:
# - each row of ARCHITECTURE.md's module table ("| `Target` | … | deps | …") names exactly the
#   targets Package.swift gives that target (`swift package describe`), "—" for none and "the
#   targets above" for the umbrella left unchecked;
# - each Swift file of a target imports only the target's declared dependencies (and what the
#   toolchain and the system give: Foundation, Glibc, Testing, …), so that no target leans on a
#   module it reaches only through another.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
[ -d /opt/swift/usr/bin ] && export PATH="/opt/swift/usr/bin:$PATH"
describe=$(mktemp)
trap 'rm -f "$describe"' EXIT
swift package describe --type json > "$describe"
python3 - "$describe" <<'PY'
import json, re, sys, pathlib

package = json.load(open(sys.argv[1]))
targets = {t["name"]: t for t in package["targets"]}
declared = {
    name: set(t.get("target_dependencies", [])) | set(t.get("product_dependencies", []))
    for name, t in targets.items()
}
# What the toolchain and the system give every target.
system = {
    "Foundation", "FoundationEssentials", "FoundationInternationalization", "Glibc", "Musl", "Darwin",
    "Dispatch", "Testing", "XCTest", "Synchronization", "PackagePlugin", "WinSDK", "ucrt", "os",
    "CoreGraphics", "UIKit", "AppKit", "SwiftUI", "QuartzCore", "FoundationXML", "FoundationNetworking",
}
failures = []

# Imports against declared dependencies, file by file (tests included: a test target's file
# imports what its target declares).
pattern = re.compile(r"^\s*(?:@testable\s+|@_spi\([^)]*\)\s+)?(?:public\s+|package\s+|internal\s+)?import\s+(?:struct\s+|enum\s+|class\s+|func\s+)?([A-Za-z_][A-Za-z0-9_]*)")
for name, target in sorted(targets.items()):
    allowed = declared[name] | system | {name}
    for source in target.get("sources", []):
        path = pathlib.Path(target["path"]) / source
        if path.suffix != ".swift":
            continue
        in_string = False
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            # Lines of a multi-line string literal (a help page's "  import  …") are no imports.
            if line.count('"""') % 2 == 1:
                in_string = not in_string
                continue
            if in_string:
                continue
            match = pattern.match(line)
            if match and match.group(1) not in allowed:
                failures.append(f"{path}:{number}: imports {match.group(1)}, which {name} does not declare")

# ARCHITECTURE.md's table against the package.
table = re.compile(r"^\| `([^`]+)` \| .* \| ([^|]*) \| (yes|no) \|$")
said = {}
for line in open("docs/ARCHITECTURE.md", encoding="utf-8"):
    match = table.match(line.rstrip("\n"))
    if match:
        said[match.group(1)] = match.group(2).strip()
for name, text in sorted(said.items()):
    if name not in targets:
        failures.append(f"docs/ARCHITECTURE.md: no target '{name}' in Package.swift")
        continue
    if text.startswith("the targets above"):
        continue
    listed = set() if text == "—" else {re.sub(r"\s*\(.*\)$", "", part).strip() for part in text.split(",")}
    if listed != declared[name]:
        missing = sorted(declared[name] - listed)
        extra = sorted(listed - declared[name])
        failures.append(
            f"docs/ARCHITECTURE.md: '{name}' depends on {sorted(declared[name])} in Package.swift"
            + (f"; the table lacks {missing}" if missing else "") + (f"; the table has {extra} too" if extra else ""))
library = {n for n, t in targets.items() if t["type"] == "library" and t.get("module_type") == "SwiftTarget"}
support = {"BenchmarkSupport", "FuzzSupport", "TestSupport"}
for name in sorted(library - set(said) - support):
    failures.append(f"docs/ARCHITECTURE.md: the library target '{name}' has no row")

for failure in failures:
    print("FAIL: " + failure)
if failures:
    sys.exit(1)
print(f"architecture: {len(targets)} targets; every import declared; ARCHITECTURE.md's {len(said)} rows match Package.swift")
PY
