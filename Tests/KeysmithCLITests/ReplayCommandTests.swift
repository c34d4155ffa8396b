import Foundation
import TestSupport
import Testing

@testable import KeysmithCLI

/// `keysmith replay`, run in-process.
@MainActor @Suite struct ReplayCommandTests {
    static let enUS = TypeCommandTests.enUS

    /// Events that tap h (234, 83), then long-press e (97.5, 29) and slide one cell right to é.
    nonisolated static let events = """
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

/// Touch files written by hand for the gestures, replayed on the bundled layouts. The key
/// centres they use are checked first (from `solve` at the preferred size), so a change of
/// geometry shows here rather than as a wrong text.
@MainActor @Suite struct GestureReplayTests {
    static let folder = Binary.packageRoot.appendingPathComponent("Tests/Fixtures/replay").path
    static let layouts = Binary.packageRoot.appendingPathComponent("Layouts").path

    /// The centre of key `id` in the first layer of `layout` (id), as `solve` gives it.
    static func center(_ id: String, of layout: String) throws -> (Double, Double) {
        let result = runCLI(["solve", layouts + "/" + layout + ".yaml"])
        let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        let layers = try #require(json?["layers"] as? [[String: Any]])
        let keys = try #require(layers.first?["keys"] as? [[String: Any]])
        let key = try #require(keys.first { $0["id"] as? String == id })
        let x = try #require(key["x"] as? Double) + (try #require(key["width"] as? Double)) / 2
        let y = try #require(key["y"] as? Double) + (try #require(key["height"] as? Double)) / 2
        return (x, y)
    }

    /// か (centre 195, 29.5, 47 pt high) flicked down 42.5 pt (こ), left 45 pt (き), then right
    /// 25 pt, short of the trigger (0.75 × 47 = 35.25 pt): nothing.
    @Test func kanaFlicks() throws {
        #expect(try Self.center("か", of: "ja-JP-kana") == (195, 29.5))
        let result = runCLI(["replay", Self.layouts + "/ja-JP-kana.yaml", Self.folder + "/kana-flicks.jsonl"])
        #expect(result == RunResult(status: 0, standardOutput: "こき\n", standardError: ""))
    }

    /// 2 (centre 195, 24) tapped three times 0.3 s apart (a b c), then again after 1.35 s, twice
    /// (a new cycle: a b), then 4 once (g).
    @Test func multitapCycle() throws {
        #expect(try Self.center("2", of: "phone-pad-abc") == (195, 24))
        #expect(try Self.center("4", of: "phone-pad-abc") == (99, 66))
        let result = runCLI(["replay", Self.layouts + "/phone-pad-abc.yaml", Self.folder + "/abc-multitap.jsonl"])
        #expect(result == RunResult(status: 0, standardOutput: "cbg\n", standardError: ""))
    }

    /// ㄷ ㅏ ㄹ ㄱ compose 닭; backspace takes back ㄱ: 달.
    @Test func hangulBackspace() throws {
        #expect(try Self.center("ㄷ", of: "ko-KR") == (97.5, 29))
        #expect(try Self.center("ㅏ", of: "ko-KR") == (312, 83))
        #expect(try Self.center("ㄹ", of: "ko-KR") == (156, 83))
        #expect(try Self.center("ㄱ", of: "ko-KR") == (136.5, 29))
        #expect(try Self.center("backspace", of: "ko-KR") == (360.75, 137))
        let result = runCLI(["replay", Self.layouts + "/ko-KR.yaml", Self.folder + "/hangul-backspace.jsonl"])
        #expect(result == RunResult(status: 0, standardOutput: "달\n", standardError: ""))
    }
}
