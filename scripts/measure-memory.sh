#!/usr/bin/env bash
# Peak memory of `keysmith validate` on the biggest hostile inputs.
#
# Builds release `keysmith`, writes into a temporary folder a 24 MiB file (refused by its size),
# a 3.9 MiB file just under the 4 MiB limit (one long line of keys), a billion-laughs alias
# bomb, a quadratic alias blow-up, 3 MiB of duplicate keys, a 2 MiB layer name with thousands
# of unknown fields, and a layout at the layer and key limits of a form (256 layers, 16 384 keys,
# every layer laid out), and runs `/usr/bin/time -v keysmith validate FILE` on each. Prints the
# peak resident set size ("Maximum resident set size") of each and exits 1 if any reaches 64 MiB
# (or if a hostile input, not the layout at the limits, gives no located error).
#
# Usage: scripts/measure-memory.sh [--no-build]
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
limit_kib=$((64 * 1024))

if [[ ! -x /usr/bin/time ]]; then
    echo "installing GNU time (/usr/bin/time is missing)" >&2
    apt-get install -y time >/dev/null
fi

if [[ "${1:-}" != "--no-build" ]]; then
    (cd "$root" && swift build -c release --product keysmith >&2)
fi
keysmith="$(cd "$root" && swift build -c release --show-bin-path)/keysmith"
[[ -x "$keysmith" ]] || { echo "no release keysmith at $keysmith" >&2; exit 2; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

head='format: 1
id: hostile
name: Hostile
locale: en-US
size: {width: 390, height: 216}
'

python3 - "$work" "$head" <<'EOF'
import sys
work, head = sys.argv[1], sys.argv[2]
def write(name, text):
    with open(f"{work}/{name}", "w") as f:
        f.write(text)

line = "# " + "x" * 1021 + "\n"
write("file-24-mib.yaml", "# attacks: a 24 MiB file\n" + line * (24 * 1024))
write("just-under-limit.yaml",
      "# attacks: 3.9 MiB on one line, 1.3 million keys\nlayers: {letters: {rows: [["
      + "q, " * 1_300_000 + "q]]}}\n")
bomb = "# attacks: billion laughs\nformat: 1\nid: hostile\nx0: &a0 [" + ", ".join(["lol"] * 10) + "]\n"
for i in range(1, 10):
    bomb += f"x{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]\n"
write("alias-bomb.yaml", bomb + "layers: *a9\n")
write("alias-quadratic.yaml",
      "# attacks: one 2 000-item anchor aliased 2 000 times\nformat: 1\nid: hostile\nbig: &big ["
      + ", ".join(["q"] * 2000) + "]\nlayers: [" + ", ".join(["*big"] * 2000) + "]\n")
write("duplicate-keys.yaml", "# attacks: 250 000 duplicate keys\nformat: 1\n" + "id: hostile\n" * 250_000)
rows = "      - [q, w, e, {action: backspace}]\n      - [{action: space, width: fill}, {action: return}]\n"
write("layer-name-amplifier.yaml",
      "# attacks: a 2 MiB layer name and 100 000 unknown fields in its layer\n" + head
      + "layers:\n  ? " + "a" * (2 << 20) + "\n  : rows:\n" + rows
      + "".join(f"    x{i}: 1\n" for i in range(100_000)))
at_limit = ("# a layout at the limits: 256 layers of 64 keys, 16 384 keys in the form\nformat: 1\nid: limits\n"
            "name: Limits\nlocale: en-US\nsize: {width: 8000, height: 800}\n"
            "metrics: {min-key-width: 4, min-row-height: 20, key-gap: 2}\nlayers:\n")
for layer in range(256):
    at_limit += f"  l{layer}:\n    rows:\n      - [" + ", ".join(f"k{key}" for key in range(64)) + "]\n"
write("at-limit-layers-and-keys.yaml", at_limit)
EOF

status=0
printf '%-28s %10s %12s %6s %s\n' FILE SIZE PEAK-RSS EXIT SECONDS
for file in "$work"/*.yaml; do
    name="$(basename "$file")"
    size="$(stat -c %s "$file")"
    set +e
    /usr/bin/time -v -o "$work/time.txt" "$keysmith" validate "$file" >/dev/null 2>"$work/stderr.txt"
    code=$?
    set -e
    peak="$(awk -F': ' '/Maximum resident set size/ {print $2}' "$work/time.txt")"
    seconds="$(awk -F': ' '/Elapsed \(wall clock\)/ {print $2}' "$work/time.txt")"
    printf '%-28s %10s %9s KiB %6s %s\n' "$name" "$size" "$peak" "$code" "$seconds"
    if ((peak >= limit_kib)); then
        echo "  FAIL: $name: peak RSS ${peak} KiB is at least 64 MiB" >&2
        status=1
    fi
    if [[ "$name" == at-limit-* ]]; then
        if [[ "$code" != 0 && "$code" != 1 ]]; then
            echo "  FAIL: $name: exit $code" >&2
            status=1
        fi
    elif [[ "$code" != 1 ]] || ! grep -qE "^$file:[0-9]+:[0-9]+: error: " "$work/stderr.txt"; then
        echo "  FAIL: $name: expected exit 1 and a located error, got exit $code:" >&2
        head -c 400 "$work/stderr.txt" >&2
        status=1
    fi
done
exit "$status"
