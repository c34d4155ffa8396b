import KeyboardModel
import TestSupport
import Testing

@testable import LayoutDiagnostics
@testable import LocatedYAML

/// Duplicate keys against a reference model, in small mappings (scanned) and large ones (indexed).
@Suite struct YAMLReaderDuplicateKeyTests {
    /// One written key: its text, how it is written, and the column where it starts.
    private struct WrittenKey {
        var text: String
        var written: String
        var column: Int
    }

    /// A one-line flow mapping `{k: 0, k: 1, …}` over keys drawn from a small set (so that many
    /// repeat), each written plain, quoted or tagged `!!str` (all the same key).
    private func generate(count: Int, alphabet: Int, random: inout SplitMix64) -> (String, [WrittenKey]) {
        var line = "{"
        var keys: [WrittenKey] = []
        for index in 0..<count {
            if index > 0 { line += ", " }
            let text = "key\(Int.random(in: 0..<alphabet, using: &random))"
            let written: String =
                switch Int.random(in: 0..<4, using: &random) {
                case 0: "'\(text)'"
                case 1: "\"\(text)\""
                case 2: "!!str \(text)"
                default: text
                }
            keys.append(WrittenKey(text: text, written: written, column: line.count + 1))
            line += "\(written): \(index)"
        }
        return (line + "}\n", keys)
    }

    @Test(arguments: [(1, 3), (5, 3), (12, 6), (24, 20), (25, 20), (40, 30), (120, 70), (300, 200)])
    func keepsTheFirstOfEachKeyAndReportsEveryRepeat(count: Int, alphabet: Int) throws {
        var random = SplitMix64(seed: UInt64(count * 1000 + alphabet))
        for _ in 0..<8 {
            let (text, keys) = generate(count: count, alphabet: alphabet, random: &random)
            let document = YAMLReader.read(Array(text.utf8), file: "d.yaml")
            // The model: the first occurrence of each text wins, in order; every later one is
            // reported at its key with a note at the first.
            var firstIndex: [String: Int] = [:]
            var expectedPairs: [(String, String)] = []
            var expectedReports: [String] = []
            for (index, key) in keys.enumerated() {
                if let first = firstIndex[key.text] {
                    expectedReports.append(
                        "1:\(key.column) duplicate key '\(key.text)' in a mapping; note 1:\(keys[first].column)")
                } else {
                    firstIndex[key.text] = index
                    expectedPairs.append((key.text, String(index)))
                }
            }
            // Past the first 100, the rest are counted in one error at the first of them.
            let cap = YAMLEventReader.maxReportedDuplicates
            if expectedReports.count > cap {
                let rest = expectedReports.count - cap
                let at = expectedReports[cap].prefix { $0 != " " }
                expectedReports = Array(expectedReports.prefix(cap))
                expectedReports.append(
                    "\(at) \(rest) more duplicate key\(rest == 1 ? "" : "s") not listed one by one; note ")
            }
            let root = try #require(document.root)
            let pairs = try #require(root.mapping)
            #expect(pairs.map { $0.key.scalar?.value ?? "" } == expectedPairs.map(\.0))
            #expect(pairs.map { $0.value.scalar?.value ?? "" } == expectedPairs.map(\.1))
            let reports = document.diagnostics.map { diagnostic in
                "\(diagnostic.location.line):\(diagnostic.location.column) \(diagnostic.message); note "
                    + diagnostic.notes.map { "\($0.location.line):\($0.location.column)" }.joined(separator: ",")
            }
            #expect(reports == expectedReports)
            #expect(document.diagnostics.allSatisfy { $0.code == YAMLDiagnosticCode.duplicateKey })
        }
    }

    @Test func mergedKeysAreNotDuplicatesAndWrittenKeysWin() throws {
        // 30 written keys (past the scanning limit) around a merge of two of them and one new key.
        var line = "base: &b {k3: merged, new: merged}\nm: {"
        for index in 0..<30 {
            if index == 10 { line += "<<: *b, " }
            line += "k\(index): \(index), "
        }
        line += "k3: again}\n"
        let document = YAMLReader.read(Array(line.utf8), file: "m.yaml")
        let mapping = try #require(document.root?["m"]?.mapping)
        let names = mapping.compactMap { $0.key.scalar?.value }
        #expect(names == (0..<10).map { "k\($0)" } + ["new"] + (10..<30).map { "k\($0)" })
        #expect(document.root?["m"]?["k3"]?.scalar?.value == "3")
        #expect(document.root?["m"]?["new"]?.scalar?.value == "merged")
        #expect(document.diagnostics.map(\.message) == ["duplicate key 'k3' in a mapping"])
    }

    /// YAML compares keys by their characters: canonically equivalent keys with other bytes are
    /// two keys (a layout's `alternates` may name the keys `;` and U+037E); the same bytes again
    /// are a duplicate, in a short mapping and in one past the scan limit.
    @Test(arguments: [("\u{E9}", "e\u{301}"), ("K", "\u{212A}"), ("a;", "a\u{37E}"), ("\u{212A}", "K")])
    func canonicallyEquivalentKeysWithOtherBytesAreTwoKeys(first: String, second: String) {
        for filler in [0, 30, 70] {
            let others = (0..<filler).map { "k\($0): 0, " }.joined()
            let document = YAMLReader.read(Array("{\(others)\(first): 1, \(second): 2}\n".utf8), file: "c.yaml")
            #expect(document.diagnostics.isEmpty)
            #expect(document.root?.mapping?.count == filler + 2)
            let again = YAMLReader.read(
                Array("{\(others)\(first): 1, \(second): 2, \(second): 3}\n".utf8), file: "c.yaml")
            #expect(again.diagnostics.map(\.code) == [YAMLDiagnosticCode.duplicateKey])
            #expect(again.root?.mapping?.count == filler + 2)
        }
    }
}

@Suite struct YAMLReaderDuplicateKeyCapTests {
    @Test func reportsTheFirstHundredDuplicatesThenCountsTheRest() throws {
        // "a: 0" then 150 more "a: n" lines: 150 duplicates, at lines 2 through 151.
        let text = (0...150).map { "a: \($0)\n" }.joined()
        let document = YAMLReader.read(Array(text.utf8), file: "t.yaml")
        #expect(document.diagnostics.count == 101)
        #expect(document.diagnostics.prefix(100).map(\.location.line) == Array(2...101))
        let last = try #require(document.diagnostics.last)
        #expect(last.message == "50 more duplicate keys not listed one by one")
        #expect(last.location == SourceLocation(file: "t.yaml", line: 102, column: 1))
        #expect(last.code == "KS1002")
    }
}
