// keysmith-bench [--json] [FILTER]: times the benchmarks whose name contains FILTER
// (or, for `=NAME`, the one named NAME).
import KeyboardWords

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

var json = false
var filter: String?
var fixedIterations: Int?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--json": json = true
    case "--iterations":
        // For instruction counting (valgrind --tool=callgrind): run each operation N times, untimed.
        fixedIterations = arguments.popFirst().flatMap { Int($0) }
    case "--lsp-memory":
        // The language server's resident memory over N edits of en-US (N from 1 000 up).
        let edits = arguments.popFirst().flatMap { Int($0) } ?? 10_000
        do {
            for (count, kibibytes) in try MainActor.assumeIsolated({ try Benchmarks.lspMemory(edits: edits) }) {
                print("lsp.memory.en-US after \(count) edits: \(kibibytes) KiB resident")
            }
            exit(0)
        } catch {
            print("lsp.memory: set-up failed: \(error)")
            exit(1)
        }
    case "--words":
        // The simulated accuracy of words over SEEDS seeds (docs/WORDS.md), then exit; the
        // decoder's constants may be set for tuning with NAME=VALUE arguments after SEEDS.
        let seeds = arguments.popFirst().flatMap { Int($0) } ?? 3
        var parameters = WordDecoder.Parameters()
        readSettings(&arguments) { name, value in
            switch name {
            case "spread": parameters.spread = value
            case "confidence": parameters.confidence = value
            case "knownConfidence": parameters.knownConfidence = value
            case "inflectionCredit": parameters.inflectionCredit = value
            case "unknownShare": parameters.unknownShare = value
            case "missed": parameters.missed = value
            case "extra": parameters.extra = value
            case "doubled": parameters.doubled = value
            case "swapped": parameters.swapped = value
            case "accent": parameters.accent = value
            case "chosenAccent": parameters.chosenAccent = value
            case "creditAfter": parameters.creditAfter = Int(value)
            case "letterCredit": parameters.letterCredit = value
            case "twoEditLength": parameters.twoEditLength = Int(value)
            case "foldedLiteral": parameters.foldedLiteral = value
            case "restoreAccents": parameters.restoreAccents = value
            case "shownBehind": parameters.shownBehind = value
            default: return false
            }
            return true
        }
        do {
            try MainActor.assumeIsolated { try WordAccuracy.run(seeds: seeds, parameters: parameters) }
            exit(0)
        } catch {
            print("words: \(error)")
            exit(1)
        }
    case "--swipes":
        // The simulated accuracy of the swipe decoder over SEEDS seeds, then exit.
        let seeds = arguments.popFirst().flatMap { Int($0) } ?? 3
        var parameters = SwipeDecoder.Parameters()
        readSettings(&arguments) { name, value in
            switch name {
            case "samples": parameters.samples = Int(value)
            case "endRadius": parameters.endRadius = value
            case "locationSigma": parameters.locationSigma = value
            case "shapeSigma": parameters.shapeSigma = value
            case "alignmentSigma": parameters.alignmentSigma = value
            case "endSigma": parameters.endSigma = value
            case "rescored": parameters.rescored = Int(value)
            case "lengthSigma": parameters.lengthSigma = value
            case "driftSigma": parameters.driftSigma = value
            default: return false
            }
            return true
        }
        do {
            try MainActor.assumeIsolated { try SwipeAccuracy.run(seeds: seeds, parameters: parameters) }
            exit(0)
        } catch {
            print("swipes: \(error)")
            exit(1)
        }
    case "--write-sample":
        // The 1 MiB English sample text of analyze.en-US.1MB, for timing the whole process.
        guard let path = arguments.popFirst(), let text = try? AnalyzeFixtures.englishMegabyte(),
            let file = fopen(path, "w")
        else {
            print("Error: --write-sample needs a writable PATH")
            exit(64)
        }
        fputs(text, file)
        fclose(file)
        exit(0)
    case "-h", "--help":
        print("Usage: keysmith-bench [--json] [--iterations N] [--lsp-memory EDITS] [--write-sample PATH] [FILTER]")
        print("       keysmith-bench --words [SEEDS] [NAME=VALUE...]   the simulated accuracy of words")
        print("       keysmith-bench --swipes [SEEDS] [NAME=VALUE…]    the simulated accuracy of swipes")
        print("Times the benchmarks whose name contains FILTER, or the one named NAME for '=NAME'")
        print("(release builds only give real figures).")
        exit(0)
    default:
        if argument.hasPrefix("-") {
            print("Error: unknown option '\(argument)'")
            exit(64)
        }
        filter = argument
    }
}

func format(_ nanoseconds: Double) -> String {
    if nanoseconds >= 1_000_000 { return String(Int((nanoseconds / 10_000).rounded())).withDecimal(2) + " ms" }
    if nanoseconds >= 1_000 { return String(Int((nanoseconds / 10).rounded())).withDecimal(2) + " µs" }
    return String(Int((nanoseconds * 10).rounded())).withDecimal(1) + " ns"
}

extension String {
    /// Pads with spaces on the right to `width` characters.
    func padded(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }

    /// Inserts a decimal point `places` digits from the right: "1234".withDecimal(2) == "12.34".
    func withDecimal(_ places: Int) -> String {
        let padded = count <= places ? String(repeating: "0", count: places - count + 1) + self : self
        return String(padded.dropLast(places)) + "." + String(padded.suffix(places))
    }
}

/// Whether the benchmark named `name` is selected: all without a filter, the one named NAME for
/// `=NAME`, else those whose name contains the filter.
@MainActor func isSelected(_ name: String) -> Bool {
    guard let filter else { return true }
    return filter.hasPrefix("=") ? name == filter.dropFirst() : name.contains(filter)
}

let selected = Benchmarks.all.filter { isSelected($0.name) }
if !json {
    let header = "benchmark".padded(to: 40)
    print("\(header)      median         p25         p75  iterations")
}
var failed = false
for benchmark in selected {
    do {
        let operation = try benchmark.prepare()
        if let fixedIterations {
            for _ in 0..<fixedIterations { operation() }
            print("\(benchmark.name): ran \(fixedIterations) times")
            continue
        }
        let m = Harness.measure(name: benchmark.name, operation)
        if json {
            print(
                "{\"name\":\"\(m.name)\",\"median_ns\":\(m.medianNanoseconds),\"p25_ns\":\(m.p25Nanoseconds),"
                    + "\"p75_ns\":\(m.p75Nanoseconds),\"iterations\":\(m.iterations)}")
        } else {
            let name = m.name.padded(to: 40)
            let cells = [m.medianNanoseconds, m.p25Nanoseconds, m.p75Nanoseconds].map {
                let text = format($0)
                return String(repeating: " ", count: max(0, 12 - text.count)) + text
            }
            print("\(name)\(cells.joined())  \(m.iterations)")
        }
    } catch let skipped as Fixtures.Skipped {
        print("\(benchmark.name): skipped: \(skipped.reason)")
    } catch {
        failed = true
        print("\(benchmark.name): set-up failed: \(error)")
    }
}
// The memory figures: the heap bytes each object holds, as the allocator counts them.
let memoryFigures: [(name: String, measure: @MainActor () throws -> (bytes: Int?, extra: [(String, Int)]))] = [
    ("memory.prepared-layout.en-US", { (try Benchmarks.preparedLayoutMemory(), []) }),
    ("memory.controller.en-US", { (try Benchmarks.controllerMemory(), []) }),
    (
        "memory.lexicon.ru",
        {
            let (bytes, file) = try Benchmarks.openedLexiconMemory()
            // Beside the allocator's count, the lexicon's own (its file and the tables it builds).
            return (bytes, [("file_bytes", file), ("counted_bytes", try Benchmarks.lexiconMemory().opened)])
        }
    ),
]
for figure in memoryFigures where isSelected(figure.name) && fixedIterations == nil {
    do {
        let (bytes, extra) = try MainActor.assumeIsolated { try figure.measure() }
        guard let bytes else {
            print("\(figure.name): skipped: this platform's allocator cannot count its bytes")
            continue
        }
        if json {
            let fields = extra.map { ",\"\($0.0)\":\($0.1)" }.joined()
            print("{\"name\":\"\(figure.name)\",\"bytes\":\(bytes)\(fields)}")
        } else {
            let notes = extra.map { "\($0.0.replacingOccurrences(of: "_", with: " ")) \($0.1)" }
            print(
                figure.name.padded(to: 40) + "\(bytes) bytes"
                    + (notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))"))
        }
    } catch let skipped as Fixtures.Skipped {
        print("\(figure.name): skipped: \(skipped.reason)")
    } catch {
        failed = true
        print("\(figure.name): set-up failed: \(error)")
    }
}
let selectedComparisons = Benchmarks.comparisons.filter { isSelected($0.name) }
if !json, !selectedComparisons.isEmpty, fixedIterations == nil {
    print("\n" + "ratio, in alternating pairs".padded(to: 40) + "      median         p25         p75       pairs")
}
for comparison in selectedComparisons {
    do {
        let (operation, baseline) = try comparison.prepare()
        if let fixedIterations {
            for _ in 0..<fixedIterations {
                operation()
                baseline()
            }
            print("\(comparison.name): ran \(fixedIterations) times")
            continue
        }
        let m = Harness.compare(name: comparison.name, operation, to: baseline)
        // Three decimals: a bound of 0.1× is judged on the third.
        func ratio(_ value: Double) -> String { String(Int((value * 1000).rounded())).withDecimal(3) + "×" }
        if json {
            print(
                "{\"name\":\"\(m.name)\",\"ratio_median\":\(m.median),\"ratio_p25\":\(m.p25),\"ratio_p75\":\(m.p75),"
                    + "\"operation_ns\":\(m.operationNanoseconds),\"baseline_ns\":\(m.baselineNanoseconds),"
                    + "\"pairs\":\(m.pairs)}")
        } else {
            let cells = [m.median, m.p25, m.p75].map {
                let text = ratio($0)
                return String(repeating: " ", count: max(0, 12 - text.count)) + text
            }
            print(
                "\(m.name.padded(to: 40))\(cells.joined())  \(m.pairs)  (\(format(m.operationNanoseconds)) / "
                    + "\(format(m.baselineNanoseconds)))")
        }
    } catch {
        failed = true
        print("\(comparison.name): set-up failed: \(error)")
    }
}
exit(failed ? 1 : 0)
