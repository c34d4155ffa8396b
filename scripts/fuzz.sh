#!/usr/bin/env bash
# Builds one libFuzzer target and runs it: scripts/fuzz.sh TARGET [SECONDS]
#   TARGET: yaml | layout | constraint | replay | type | http | import | import-keyman | import-florisboard |
#           import-unexpected | import-cldr | lsp | compiled | export | analyze | lexicon
#   (the executables fuzz-TARGET)
# Seeds come from Layouts/ and Tests/Fixtures/; the corpus grows in .build-fuzz/corpus/TARGET and
# crashers land in .build-fuzz/crashes/TARGET/ (turn each into a regression fixture under
# Tests/Fixtures/hostile/). Exits non-zero when libFuzzer finds a crash, a timeout (> 1 s per
# input), a leak or an ASan report.
# FUZZ_PHASE=build only builds the target; FUZZ_PHASE=run only runs the one built before (so that
# .ci/run builds every target, then runs two at a time: libFuzzer uses one core).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
[ -d /opt/swift/usr/bin ] && export PATH="/opt/swift/usr/bin:$PATH"
target=${1:?usage: scripts/fuzz.sh TARGET [SECONDS]}
seconds=${2:-60}
product="fuzz-$target"
[ -d "Sources/$product" ] || { echo "no fuzz target '$target' (Sources/$product)"; exit 64; }

# Each target has its own `main` (FuzzSupport's FuzzTarget), which starts libFuzzer's loop through
# LLVMFuzzerRunDriver: so the code is built for libFuzzer (coverage as -sanitize=fuzzer sets it,
# and AddressSanitizer) and linked with libFuzzer's archive without its `main`.
libfuzzer=$(ls "$(dirname "$(command -v swiftc)")"/../lib/clang/*/lib/linux/libclang_rt.fuzzer_no_main-"$(uname -m)".a \
    2>/dev/null | head -1)
[ -n "$libfuzzer" ] || { echo "libFuzzer (libclang_rt.fuzzer_no_main) is not in this toolchain"; exit 1; }
binary=".build-fuzz/release/$product"
phase=${FUZZ_PHASE:-both}
case "$phase" in build|run|both) ;; *) echo "FUZZ_PHASE must be build, run or both, not '$phase'"; exit 64 ;; esac
if [ "$phase" != run ]; then
    rm -f "$binary"
    echo "building $product with libFuzzer and AddressSanitizer"
    swift build -c release --product "$product" --build-path .build-fuzz \
        -Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,indirect-calls,trace-cmp,inline-8bit-counters,pc-table \
        -Xswiftc -DFUZZING -Xswiftc -DKEYSMITH_INTERNAL_CHECKS -Xswiftc -use-ld=lld \
        -Xlinker "$libfuzzer" -Xlinker -lstdc++ 2>&1 \
        | grep -vE '^\[[0-9]+/[0-9]+\]' || true
fi
if [ ! -x "$binary" ]; then
    [ "$phase" = run ] && echo "$binary is not built (FUZZ_PHASE=build first)" || echo "build failed"
    exit 1
fi
[ "$phase" = build ] && exit 0

corpus=".build-fuzz/corpus/$target"
seeds=".build-fuzz/seeds/$target"
crashes=".build-fuzz/crashes/$target"
mkdir -p "$corpus" "$seeds" "$crashes"
case "$target" in
    yaml|layout|export)
        find Layouts Themes Tests/Fixtures -name '*.yaml' -exec cp {} "$seeds/" \; ;;
    constraint)
        # Every constraint line of the bundled layouts and fixtures, one seed each.
        n=0
        grep -rhoE '^\s*- "?[^"#]*(==|<=|>=)[^"#]*' Layouts Tests/Fixtures 2>/dev/null | sed -E 's/^\s*- "?//' \
            | while IFS= read -r line; do n=$((n + 1)); printf '%s' "$line" > "$seeds/c$n.txt"; done
        printf '%s' 'a.center-x == (q.center-x + w.center-x) / 2 @strong' > "$seeds/sample.txt" ;;
    replay)
        find Tests/Fixtures -name '*.jsonl' -exec cp {} "$seeds/" \; 2>/dev/null || true
        printf '%s\n' '{"t":0.12,"touch":1,"phase":"began","x":20,"y":30}' > "$seeds/sample.jsonl" ;;
    analyze)
        printf 'aThe quick brown fox, 42 café!\n' > "$seeds/en.txt"
        printf 'bこんにちは、ありがとう。ぱぴぷぺぽ' > "$seeds/kana.txt"
        printf 'c닭갈비 안녕하세요' > "$seeds/hangul.txt"
        printf 'd12+7*3.5-4/2\n' > "$seeds/numbers.txt" ;;
    type)
        printf '%s' 'Hello, world! 123 café' > "$seeds/latin.txt"
        printf '%s' 'Съешь же ещё этих мягких французских булок 1.' > "$seeds/cyrillic.txt"
        printf '%s' 'Ãéîõü çà 😀 \n\t' > "$seeds/mixed.txt" ;;
    import)
        cp Tests/Fixtures/import/squeekboard/*.yaml "$seeds/" ;;
    compiled)
        # Every bundled layout compiled by the tool (a debug build).
        swift build --product keysmith >/dev/null
        "$(swift build --product keysmith --show-bin-path)/keysmith" compile --output-dir "$seeds" Layouts 2>/dev/null ;;
    lexicon)
        # A small word list and two real models, compiled by the tool (a debug build).
        swift build --product keysmith >/dev/null
        bin="$(swift build --product keysmith --show-bin-path)/keysmith"
        printf 'the\t100\nthey\t20\ndon'"'"'t\t9\nrésumé\t4\nсобака\t3\n' > "$seeds/words.tsv"
        "$bin" lexicon compile "$seeds/words.tsv" -o "$seeds/words.kslexicon" 2>/dev/null
        rm "$seeds/words.tsv"
        for model in av.eo.esperanto aozcq.rar-latn.cook_islands_maori; do
            [ -d "../shared/corpus/keyman-lexical/$model" ] &&
                "$bin" lexicon compile "../shared/corpus/keyman-lexical/$model" -o "$seeds/$model.kslexicon" 2>/dev/null
        done
        true ;;
    import-keyman)
        cp Tests/Fixtures/import/keyman/*.keyman-touch-layout "$seeds/" ;;
    import-cldr)
        find Tests/Fixtures/import/cldr -name '*.xml' -exec cp {} "$seeds/" \; ;;
    import-unexpected)
        find Tests/Fixtures/import/unexpected -name '*.xml' -exec cp {} "$seeds/" \; ;;
    import-florisboard)
        find Tests/Fixtures/import/florisboard -name '*.json' -exec cp {} "$seeds/" \; ;;
    http)
        printf 'GET /state?face=x HTTP/1.1\r\nHost: h\r\n\r\n' > "$seeds/get.txt"
        printf 'POST /touches HTTP/1.1\r\nHost: h\r\nContent-Length: 51\r\n\r\n{"t":0.5,"touch":1,"phase":"began","x":20,"y":30}\n' \
            > "$seeds/touch.txt"
        printf 'POST /tick?t=2 HTTP/1.1\r\nHost: h\r\n\r\nPOST /size?width=844&height=160 HTTP/1.1\r\nHost: h\r\n\r\n' \
            > "$seeds/pipelined.txt" ;;
    lsp)
        frame() { printf 'Content-Length: %d\r\n\r\n%s' "${#1}" "$1"; }
        doc='"textDocument":{"uri":"file:///tmp/f.yaml"}'
        for method in hover definition references prepareRename completion; do
            frame "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"textDocument/$method\",\"params\":{$doc,\"position\":{\"line\":8,\"character\":40},\"context\":{\"includeDeclaration\":true}}}" \
                > "$seeds/$method.txt"
        done
        frame "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"textDocument/rename\",\"params\":{$doc,\"position\":{\"line\":10,\"character\":3},\"newName\":\"digits\"}}" > "$seeds/rename.txt"
        frame "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"textDocument/codeAction\",\"params\":{$doc,\"range\":{\"start\":{\"line\":0,\"character\":0},\"end\":{\"line\":20,\"character\":0}},\"context\":{\"diagnostics\":[]}}}" > "$seeds/action.txt"
        frame "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didChange\",\"params\":{\"textDocument\":{\"uri\":\"file:///tmp/f.yaml\",\"version\":2},\"contentChanges\":[{\"range\":{\"start\":{\"line\":8,\"character\":14},\"end\":{\"line\":8,\"character\":19}},\"text\":\"action\"}]}}" > "$seeds/change.txt"
        frame "{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"textDocument/documentSymbol\",\"params\":{$doc}}" > "$seeds/symbols.txt" ;;
esac

echo "fuzzing $product for $seconds s"
log=".build-fuzz/$target.log"
status=0
SWIFT_BACKTRACE=enable=no "$binary" -max_total_time="$seconds" -timeout=1 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 -artifact_prefix="$crashes/" "$corpus" "$seeds" > "$log" 2>&1 || status=$?
# The last progress line (executions, coverage, features), the final statistics, and any finding.
grep -E '^#[0-9]+' "$log" | tail -n 1
grep -E '^stat::|ERROR|SUMMARY|Test unit written|deadly signal|timeout' "$log" || true
exit "$status"
