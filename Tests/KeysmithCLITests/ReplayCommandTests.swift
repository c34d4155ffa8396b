import Foundation
import TestSupport
import Testing

@testable import KeysmithCLI

/// `keysmith replay`, run in-process.
@Suite struct ReplayCommandTests {
    static let enUS = TypeCommandTests.enUS

    /// Events that tap h (234, 83), then long-press e (97.5, 29) and slide one cell right to é.
    static let events = """
        {"t":0.0,"touch":1,"phase":"began","x":234,"y":83}
        {"t":0.05,"touch":1,"phase":"ended","x":234,"y":83}

        {"t":0.2,"touch":2,"phase":"began","x":97.5,"y":29,"note":"e, held"}
        {"t":0.7,"touch":2,"phase":"moved","x":130.5,"y":-13}
        {"t":0.75,"touch":2,"phase":"ended","x":130.5,"y":-13}
        {"t":0.9,"touch":3,"phase":"began","x":97.5,"y":29}
        {"t":1.0,"touch":3,"phase":"cancelled","x":97.5,"y":29}

        """

    @Test func replaysTheEvents() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("taps.jsonl", Self.events)
        #expect(runCLI(["replay", Self.enUS, file]) == RunResult(status: 0, standardOutput: "Hé\n", standardError: ""))
    }

    @Test func emptyFileTypesNothing() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("none.jsonl", "")
        #expect(runCLI(["replay", Self.enUS, file]) == RunResult(status: 0, standardOutput: "\n", standardError: ""))
    }

    @Test func malformedLinesAreReportedWithLineAndColumn() throws {
        let directory = try TemporaryDirectory()
        let text = """
            {"t":0.3,"touch":1,"phase":"began","x":1,"y":2}
            {"t":0.1,"touch":1,"phase":"ended","x":1,"y":2}
            {"t":1,"touch":1,"phase":"bgan","x":1,"y":2}

            not json
            """
        let file = try directory.write("bad.jsonl", text)
        let expected = """
            \(file):2:6: error: time 0.1 is earlier than the previous event's 0.3; times may not go back
            {"t":0.1,"touch":1,"phase":"ended","x":1,"y":2}
                 ^
            \(file):3:26: error: unknown phase 'bgan'; expected began, moved, ended or cancelled
            {"t":1,"touch":1,"phase":"bgan","x":1,"y":2}
                                     ^
            \(file):5:1: error: expected '{' at the start of an event
            not json
            ^

            """
        #expect(
            runCLI(["replay", Self.enUS, file]) == RunResult(status: 1, standardOutput: "", standardError: expected))
    }

    @Test func stopsAfterTwentyErrors() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("many.jsonl", String(repeating: "x\n", count: 30))
        let result = runCLI(["replay", Self.enUS, file])
        #expect(result.status == 1)
        #expect(result.standardError.components(separatedBy: ": error: expected '{'").count == 21)
        #expect(result.standardError.hasSuffix("keysmith: error: too many errors in '\(file)'; stopped after 20\n"))
    }

    @Test func unreadableEvents() throws {
        let directory = try TemporaryDirectory()
        let missing = directory.path + "/none.jsonl"
        #expect(
            runCLI(["replay", Self.enUS, missing])
                == RunResult(
                    status: 66, standardOutput: "",
                    standardError: "keysmith: error: cannot read '\(missing)': no such file or directory\n"))
        #expect(
            runCLI(["replay", Self.enUS, directory.path])
                == RunResult(
                    status: 66, standardOutput: "",
                    standardError: "keysmith: error: cannot read '\(directory.path)': it is a folder\n"))
    }

    /// Random garbage never crashes the command; it is either replayed or rejected with exit 1.
    @Test func randomBytesNeverCrash() throws {
        let directory = try TemporaryDirectory()
        var random = SplitMix64(seed: 99)
        let pieces = [
            "{", "}", "\"t\":", "\"touch\":", "\"phase\":", "\"began\"", "\"ended\"", "\"moved\"", ",", "1", "0.5",
            "-3", "1e3", "\"x\":", "\"y\":", "\n", " ", "\"", "\\", "[", "é", "null",
        ]
        for round in 0..<40 {
            var text = ""
            for _ in 0..<200 { text += pieces[Int(random.next() % UInt64(pieces.count))] }
            let file = try directory.write("fuzz\(round).jsonl", text)
            let status = runCLI(["replay", Self.enUS, file]).status
            #expect(status == 0 || status == 1)
        }
    }
}
