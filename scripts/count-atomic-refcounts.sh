#!/usr/bin/env bash
# Atomic reference-count updates of one loaded layout, by caller: gdb stops at the `lock`
# instruction of the Swift runtime's swift_retain and swift_release (which a retain or release
# of an immortal object, a small string or nil never reaches) from the start of the benchmark's
# second `LayoutLoader.load` to the start of its third (the first is the benchmark's check that
# the layout loads): one load and the destruction of its result. It counts who asked for each.
#   scripts/count-atomic-refcounts.sh [NAME]   (a benchmark that loads a layout: default
#                                               format.parse-validate.en-US; needs gdb)
# Every update stops gdb: a few seconds for en-US (about 2 200 updates).
set -euo pipefail
cd "$(dirname "$0")/.."
name=${1:-format.parse-validate.en-US}
bench=.build/release/keysmith-bench
[ -x "$bench" ] || swift build -c release --product keysmith-bench >/dev/null
command -v gdb >/dev/null || { echo "gdb is not installed" >&2; exit 1; }
script=$(mktemp --suffix=.py)
trap 'rm -f "$script"' EXIT
cat >"$script" <<'EOF'
import collections, gdb

counts = collections.Counter()
runtime = ("swift_", "swift::", "$ss", "$sS", "tuple_", "__swift", "_swift", "bool swift::")


def lock_address(function):
    """The address of the first `lock`-prefixed instruction of a runtime function."""
    start = int(gdb.parse_and_eval("(long)&" + function))
    block = gdb.block_for_pc(start)
    end = block.end if block else start + 256
    for instruction in gdb.selected_inferior().architecture().disassemble(start, end - 1):
        if instruction["asm"].lstrip().startswith("lock"):
            return instruction["addr"]
    raise gdb.GdbError("no lock instruction in " + function)


class Update(gdb.Breakpoint):
    def __init__(self, function, kind):
        super().__init__("*%d" % lock_address(function), internal=True)
        self.kind = kind
        self.enabled = False

    def stop(self):
        frame, names = gdb.newest_frame(), []
        while frame is not None and len(names) < 10:
            names.append(frame.name() or "?")
            frame = frame.older()
        caller = next((n for n in names[1:] if not n.startswith(runtime)), names[-1])
        counts[(self.kind, caller)] += 1
        return False


updates = []


class Load(gdb.Breakpoint):
    def __init__(self):
        super().__init__("$s12LayoutFormat0A6LoaderV4load5bytes4path0A11Diagnostics0A10LoadResultVSays5UInt8VG_SStF", internal=True)
        self.calls = 0

    def stop(self):
        self.calls += 1
        if self.calls == 1:
            updates.extend([Update("swift_retain", "retain"), Update("swift_release", "release")])
        if self.calls == 2:
            for update in updates:
                update.enabled = True
        if self.calls == 3:
            for update in updates:
                update.enabled = False
        return False


Load()


def report(_):
    totals = collections.Counter()
    for (kind, _), count in counts.items():
        totals[kind] += count
    print("atomic updates in one load and the destruction of its result:", dict(totals))
    for (kind, caller), count in counts.most_common(25):
        print("%6d %-8s %s" % (count, kind, caller[:120]))


gdb.events.exited.connect(report)
EOF
gdb -batch -ex "set pagination off" -ex "source $script" -ex run \
    --args "$bench" --iterations 2 "=$name" 2>&1 | sed -n '/^atomic updates/,$p'
