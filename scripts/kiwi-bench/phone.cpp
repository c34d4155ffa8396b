// Times kiwi's C++ Cassowary solver on the "phone keyboard" system of
// shared/bench/PHONE-SYSTEM.md, with the names, operations and JSON lines of keysmith-bench's
// solver.phone.* benchmarks (Sources/keysmith-bench/Benchmarks+Solver.swift), so that the two
// can be compared in the same run conditions. Built and run by scripts/kiwi-bench.sh:
//
//   phone [--json] [FILTER]     FILTER: a substring of the names, or =NAME for one name
//   phone --iterations N FILTER runs each operation N times, untimed (for callgrind)
//   phone --edits-first ...     cold builds add and suggest W and H before the constraints
//                               (not our benchmark's order; kiwi's 4x and 16x are much faster so)
//
// Output is always JSON lines ({"name":…,"median_ns":…,"p25_ns":…,"p75_ns":…,"iterations":…});
// --json is accepted for symmetry with keysmith-bench. Before timing, the 1x solution at
// 390 x 216 is checked (unit width 33, row height 44); the exit status is 1 if it is wrong.
#include <kiwi/kiwi.h>

#include <algorithm>
#include <cstdlib>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <exception>
#include <ctime>
#include <optional>
#include <string>
#include <vector>

namespace {

constexpr double margin = 3, gap = 6, rowGap = 8, topInset = 8, bottomInset = 8;
constexpr double minimumKeyWidth = 20, preferredMaximumUnitWidth = 44;
constexpr double minimumRowHeight = 30, preferredRowHeight = 42;
constexpr double boardWidth = 390, boardHeight = 216;

struct KeyLayout {
    const char* name;
    double units;  // 0 = fill
};

const std::vector<std::vector<KeyLayout>> rowLayouts = {
    {{"q", 1}, {"w", 1}, {"e", 1}, {"r", 1}, {"t", 1}, {"y", 1}, {"u", 1}, {"i", 1}, {"o", 1}, {"p", 1}},
    {{"a", 1}, {"s", 1}, {"d", 1}, {"f", 1}, {"g", 1}, {"h", 1}, {"j", 1}, {"k", 1}, {"l", 1}},
    {{"shift", 1.5}, {"z", 1}, {"x", 1}, {"c", 1}, {"v", 1}, {"b", 1}, {"n", 1}, {"m", 1}, {"backspace", 1.5}},
    {{"123", 1.25}, {"globe", 1.25}, {"space", 0}, {"return", 2.5}},
};

struct Key {
    std::string name;
    double units;  // 0 = fill
    kiwi::Variable left, width, top, height;
};

// The system's variables and constraints, in the same order as PhoneSystem.swift adds them.
struct PhoneSystem {
    int boards;
    kiwi::Variable W{"W"}, H{"H"};
    std::vector<Key> keys;
    std::vector<kiwi::Constraint> constraints;

    explicit PhoneSystem(int boards) : boards(boards) {
        keys.reserve(32 * boards);
        std::optional<Key> previousBoardLastRow;
        for (int board = 0; board < boards; ++board) {
            std::vector<std::vector<Key>> rows;
            for (size_t rowIndex = 0; rowIndex < rowLayouts.size(); ++rowIndex) {
                std::vector<Key> row;
                for (const auto& layout : rowLayouts[rowIndex]) {
                    std::string keyName = "b" + std::to_string(board) + "." + layout.name;
                    std::string prefix = keyName + ".";
                    row.push_back(Key{keyName, layout.units, kiwi::Variable(prefix + "left"),
                                      kiwi::Variable(prefix + "width"), kiwi::Variable(prefix + "top"),
                                      kiwi::Variable(prefix + "height")});
                }
                keys.insert(keys.end(), row.begin(), row.end());
                rows.push_back(row);
                addHorizontal(rows.back(), rowIndex, rows.front());
                addVertical(rows.back(), rowIndex, rows, previousBoardLastRow);
            }
            previousBoardLastRow = rows.back().front();
        }
        const Key& last = *previousBoardLastRow;
        constraints.push_back(last.top + last.height == H - bottomInset);
    }

    void addHorizontal(const std::vector<Key>& row, size_t rowIndex, const std::vector<Key>& boardFirstRow) {
        const Key& first = row.front();
        const Key& last = row.back();
        if (rowIndex == 1) {
            constraints.push_back(first.left == margin + 0.5 * (first.width + gap));
            constraints.push_back(last.left + last.width == W - margin - 0.5 * (last.width + gap));
        } else {
            constraints.push_back(first.left == margin);
            constraints.push_back(last.left + last.width == W - margin);
        }
        for (size_t i = 0; i + 1 < row.size(); ++i) {
            constraints.push_back(row[i + 1].left == row[i].left + row[i].width + gap);
        }
        auto unitKey = [](const std::vector<Key>& keys) -> const Key* {
            for (const Key& key : keys)
                if (key.units == 1) return &key;
            return nullptr;
        };
        const Key* reference = unitKey(row);
        if (!reference) reference = unitKey(boardFirstRow);
        for (const Key& key : row) {
            if (key.units == 0 || !reference || &key == reference) continue;
            if (key.units == 1) {
                constraints.push_back(key.width == reference->width);
            } else {
                constraints.push_back(key.width == key.units * reference->width + (key.units - 1) * gap);
            }
        }
        for (const Key& key : row) {
            constraints.push_back(key.width >= minimumKeyWidth);
            if (key.units == 1) {
                constraints.push_back((key.width <= preferredMaximumUnitWidth) | kiwi::strength::medium);
            }
        }
    }

    void addVertical(const std::vector<Key>& row, size_t rowIndex, const std::vector<std::vector<Key>>& rows,
                     const std::optional<Key>& previousBoardLastRow) {
        const Key& first = row.front();
        const Key& boardFirst = rows.front().front();
        for (size_t i = 1; i < row.size(); ++i) {
            constraints.push_back(row[i].top == first.top);
            constraints.push_back(row[i].height == first.height);
        }
        if (rowIndex == 0) {
            if (previousBoardLastRow) {
                const Key& previous = *previousBoardLastRow;
                constraints.push_back(first.top == previous.top + previous.height + 2 * rowGap);
            } else {
                constraints.push_back(first.top == topInset);
            }
        } else {
            const Key& previous = rows[rowIndex - 1].front();
            constraints.push_back(first.top == previous.top + previous.height + rowGap);
            constraints.push_back(first.height == boardFirst.height);
        }
        constraints.push_back(first.height >= minimumRowHeight);
        constraints.push_back((first.height == preferredRowHeight) | kiwi::strength::weak);
    }

    // Every key variable: left, width, top, height per key.
    std::vector<kiwi::Variable> variables() const {
        std::vector<kiwi::Variable> result;
        result.reserve(keys.size() * 4);
        for (const Key& key : keys) {
            result.push_back(key.left);
            result.push_back(key.width);
            result.push_back(key.top);
            result.push_back(key.height);
        }
        return result;
    }

    // Adds everything to `solver`: constraints, W and H strong edits suggested 390 and N x 216, update.
    // With `editsFirst`, the edits are added and suggested before the constraints instead.
    void load(kiwi::Solver& solver, bool editsFirst = false) const {
        if (!editsFirst)
            for (const auto& constraint : constraints) solver.addConstraint(constraint);
        solver.addEditVariable(W, kiwi::strength::strong);
        solver.addEditVariable(H, kiwi::strength::strong);
        solver.suggestValue(W, boardWidth);
        solver.suggestValue(H, boards * boardHeight);
        if (editsFirst)
            for (const auto& constraint : constraints) solver.addConstraint(constraint);
        solver.updateVariables();
    }
};

volatile double sink;

uint64_t now() {
    timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return uint64_t(time.tv_sec) * 1000000000u + uint64_t(time.tv_nsec);
}

// Same procedure as Sources/keysmith-bench/Harness.swift: warm up for budget/8 (at least 3
// calls), double the batch until a batch takes >= 1 ms, time batches for the budget (at least 5),
// report quartiles of the per-batch means.
// With `fixedIterations` >= 0, runs the operation that many times untimed instead (for
// instruction counts under valgrind --tool=callgrind, as scripts/count-instructions.sh does).
long fixedIterations = -1;

template <typename Operation>
void measure(const std::string& name, Operation&& operation, uint64_t budget = 400000000) {
    if (fixedIterations >= 0) {
        for (long i = 0; i < fixedIterations; ++i) operation();
        std::printf("%s: ran %ld times\n", name.c_str(), fixedIterations);
        return;
    }
    uint64_t warmUpEnd = now() + budget / 8;
    int warmUpCalls = 0;
    while (now() < warmUpEnd || warmUpCalls < 3) {
        operation();
        ++warmUpCalls;
    }
    long batch = 1;
    while (true) {
        uint64_t start = now();
        for (long i = 0; i < batch; ++i) operation();
        uint64_t elapsed = now() - start;
        if (elapsed >= 1000000 || batch >= (1L << 24)) break;
        batch *= 2;
    }
    std::vector<double> samples;
    long iterations = 0;
    uint64_t end = now() + budget;
    while (now() < end || samples.size() < 5) {
        uint64_t start = now();
        for (long i = 0; i < batch; ++i) operation();
        uint64_t elapsed = now() - start;
        samples.push_back(double(elapsed) / double(batch));
        iterations += batch;
    }
    std::sort(samples.begin(), samples.end());
    auto quantile = [&](double q) {
        double position = q * double(samples.size() - 1);
        size_t lower = size_t(std::floor(position));
        size_t upper = std::min(lower + 1, samples.size() - 1);
        double fraction = position - double(lower);
        return samples[lower] * (1 - fraction) + samples[upper] * fraction;
    };
    std::printf("{\"name\":\"%s\",\"median_ns\":%.17g,\"p25_ns\":%.17g,\"p75_ns\":%.17g,\"iterations\":%ld}\n",
                name.c_str(), quantile(0.5), quantile(0.25), quantile(0.75), iterations);
    std::fflush(stdout);
}

// Checks the 1x solution at 390 x 216 against PHONE-SYSTEM.md; prints mismatches.
bool checkSolution() {
    PhoneSystem system(1);
    kiwi::Solver solver;
    system.load(solver);
    const double unit = 33, rowHeight = 44;
    int errors = 0;
    auto expect = [&](const kiwi::Variable& variable, double expected) {
        if (std::fabs(variable.value() - expected) > 1e-6) {
            std::fprintf(stderr, "check: %s = %g, expected %g\n", variable.name().c_str(), variable.value(), expected);
            ++errors;
        }
    };
    size_t index = 0;
    for (size_t rowIndex = 0; rowIndex < rowLayouts.size(); ++rowIndex) {
        const size_t count = rowLayouts[rowIndex].size();
        // Widths of the row's keys; the fill key takes what the others leave.
        std::vector<double> widths;
        double fixed = 0;
        for (const auto& layout : rowLayouts[rowIndex]) {
            double width = layout.units == 0 ? 0 : layout.units * unit + (layout.units - 1) * gap;
            widths.push_back(width);
            fixed += width;
        }
        double inner = boardWidth - 2 * margin - (count - 1) * gap;
        for (double& width : widths)
            if (width == 0) width = inner - fixed;
        double left = rowIndex == 1 ? margin + 0.5 * (widths.front() + gap) : margin;
        double top = topInset + rowIndex * (rowHeight + rowGap);
        for (size_t i = 0; i < count; ++i, ++index) {
            const Key& key = system.keys[index];
            expect(key.left, left);
            expect(key.width, widths[i]);
            expect(key.top, top);
            expect(key.height, rowHeight);
            left += widths[i] + gap;
        }
    }
    expect(system.W, boardWidth);
    expect(system.H, boardHeight);
    return errors == 0;
}

}  // namespace

int run(int argc, char** argv) {
    std::string filter;
    bool editsFirst = false;
    for (int i = 1; i < argc; ++i) {
        std::string argument = argv[i];
        if (argument == "--json") continue;
        if (argument == "--edits-first") {
            editsFirst = true;
            continue;
        }
        if (argument == "--iterations" && i + 1 < argc) {
            fixedIterations = std::atol(argv[++i]);
            continue;
        }
        if (argument == "-h" || argument == "--help") {
            std::printf("Usage: phone [--json] [--iterations N] [--edits-first] [FILTER]   (kiwi %s)\n", KIWI_VERSION);
            return 0;
        }
        if (!argument.empty() && argument[0] == '-') {
            std::fprintf(stderr, "Error: unknown option '%s'\n", argument.c_str());
            return 64;
        }
        filter = argument;
    }
    auto selected = [&](const std::string& name) {
        if (filter.empty()) return true;
        if (filter[0] == '=') return name == filter.substr(1);
        return name.find(filter) != std::string::npos;
    };

    if (!checkSolution()) {
        std::fprintf(stderr, "phone: wrong 1x solution at 390 x 216\n");
        return 1;
    }

    for (int boards : {1, 4, 16}) {
        std::string name = "solver.phone.cold." + std::to_string(boards) + "x";
        if (!selected(name)) continue;
        measure(name, [boards, editsFirst] {
            PhoneSystem system(boards);
            kiwi::Solver solver;
            system.load(solver, editsFirst);
            sink = system.W.value();
        });
    }

    struct Resize {
        const char* name;
        bool height;
        double from, to;
    };
    const Resize resizes[] = {
        {"resize-height", true, 216, 240},
        {"resize-width", false, 390, 414},
        {"resize-height-pivot", true, 216, 180},
        {"resize-width-pivot", false, 390, 844},
    };
    for (const Resize& resize : resizes) {
        std::string name = std::string("solver.phone.") + resize.name + ".1x";
        if (!selected(name)) continue;
        PhoneSystem system(1);
        kiwi::Solver solver;
        system.load(solver);
        const kiwi::Variable edit = resize.height ? system.H : system.W;
        const std::vector<kiwi::Variable> variables = system.variables();
        std::vector<double> values(variables.size());
        bool forth = false;
        measure(name, [&] {
            forth = !forth;
            solver.suggestValue(edit, forth ? resize.to : resize.from);
            solver.updateVariables();
            for (size_t i = 0; i < variables.size(); ++i) values[i] = variables[i].value();
            sink = values[0];
        });
    }
    return 0;
}

int main(int argc, char** argv) {
    try {
        return run(argc, argv);
    } catch (const std::exception& error) {
        std::fprintf(stderr, "phone: kiwi error: %s\n", error.what());
        return 1;
    }
}
