#!/usr/bin/env bash
# Fails when library or tool sources hold a trap (try!, fatalError, precondition, force unwrap or
# force cast) without a comment on the same or the previous line that says why input cannot reach
# it ("// unreachable: ..."). Bad input must get a diagnostic, never a crash.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
pattern='try!|fatalError\(|precondition(Failure)?\(|[]A-Za-z0-9_)]![]., )]|[]A-Za-z0-9_)]!$|as! '
found=0
while IFS= read -r file; do
    previous=""
    number=0
    while IFS= read -r line || [ -n "$line" ]; do
        number=$((number + 1))
        code=${line%%//*}
        if printf '%s' "$code" | grep -qE "$pattern" && ! printf '%s' "$code" | grep -qE '^\s*$'; then
            # != and !== are comparisons, not force unwraps.
            stripped=$(printf '%s' "$code" | sed -E 's/!==?//g; s/"([^"\\]|\\.)*"//g')
            if printf '%s' "$stripped" | grep -qE "$pattern"; then
                if ! printf '%s\n%s' "$previous" "$line" | grep -q 'unreachable:'; then
                    echo "$file:$number: trap without an 'unreachable:' justification: $(echo "$line" | sed -E 's/^\s+//')"
                    found=1
                fi
            fi
        fi
        previous=$line
    done < "$file"
done < <(find Sources -name '*.swift' | sort)
if [ "$found" -ne 0 ]; then exit 1; fi
echo "no unjustified traps in Sources"
