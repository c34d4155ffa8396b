import Foundation
import Testing

@testable import KeysmithCLI

/// `keysmith analyze`, run in-process.
@MainActor @Suite struct AnalyzeCommandTests {
    static let enUS = Binary.packageRoot.appendingPathComponent("Layouts/en-US.yaml").path
    static let numpad = Binary.packageRoot.appendingPathComponent("Layouts/numpad.yaml").path

    @Test func reportsOnTheLanguageTable() {
        let result = runCLI(["analyze", Self.enUS])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(
            result.standardOutput.hasPrefix(
                "en-US · phone · 390 × 216 pt · English (US)\nmodel: finger, 6.42 pt/mm\n"
                    + "text: the 'en' table (wordfreq 3.1.1: its 2,000 most frequent words as running text; "
                    + "lower case, no digits or punctuation)\n"))
        #expect(result.standardOutput.contains("\nspeed     "))
        #expect(result.standardOutput.contains("\naccuracy  "))
        #expect(result.standardOutput.contains("\nriskiest keys (by share of all misses):\n  e (letters) "))
    }

    @Test func aNumberPadGetsAnEvenSpread() {
        let result = runCLI(["analyze", Self.numpad])
        #expect(result.status == 0)
        #expect(
            result.standardOutput.contains(
                "text: no table for 'en-US' fits this layout: every character it types, equally often\n"))
        #expect(result.standardOutput.contains("typed: every grapheme\n"))
    }

    @Test func severalSizesInJSON() throws {
        let result = runCLI(["analyze", "--format", "json", "--size", "390x216", "--size", "320x216", Self.enUS])
        #expect(result.status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let layouts = try #require(object["layouts"] as? [[String: Any]])
        #expect(layouts.compactMap { ($0["size"] as? [String: Any])?["width"] as? Double } == [390, 320])
        let rates = layouts.compactMap { $0["error-rate"] as? Double }
        #expect(rates.count == 2 && rates[0] < rates[1])
    }

    @Test func aTextFile() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.write("text.txt", "Hello there. How are you?\n")
        let result = runCLI(["analyze", "--text", path, "--model", "stylus", Self.enUS])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("model: stylus, 6.42 pt/mm\ntext: \(path)\ntyped: every grapheme\n"))
    }

    @Test func aTextThatIsNotUTF8() throws {
        let folder = try TemporaryDirectory()
        let path = folder.path + "/latin1.txt"
        try Data([0x63, 0x61, 0x66, 0xE9, 0x0A]).write(to: URL(fileURLWithPath: path))
        let result = runCLI(["analyze", "--text", path, Self.enUS])
        #expect(
            result
                == RunResult(
                    status: 1, standardOutput: "",
                    standardError: "keysmith: error: '\(path)' is not UTF-8 text (byte 4)\n"))
    }

    @Test func anEmptyTextIsRefused() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.write("empty.txt", "")
        let result = runCLI(["analyze", "--text", path, Self.enUS])
        #expect(
            result
                == RunResult(
                    status: 1, standardOutput: "",
                    standardError: "keysmith: error: '\(path)' is empty: there is no text to count\n"))
    }

    /// Coverage stands next to speed: a text of 10 graphemes of which en-US types 9 (not `ř`) is
    /// 90.0% covered, said in the report, side by side and as a warning on standard error; one
    /// it types whole is 100.0%, with no warning.
    @Test func coverageIsSaidNextToSpeedAndWarnedBelow99Percent() throws {
        let folder = try TemporaryDirectory()
        let short = try folder.write("short.txt", "dob\u{159}e dent")
        let result = runCLI(["analyze", "--text", short, Self.enUS, Self.enUS])
        #expect(result.status == 0)
        #expect(
            result.standardOutput.contains(
                "\ncoverage  90.0% of the text's graphemes: warning: below 99%, speed and misses are of the part it "
                    + "types\nspeed "))
        #expect(result.standardOutput.contains("   90.0%  (below 99%)\n"))
        #expect(
            result.standardError
                == String(
                    repeating: "keysmith: warning: en-US types only 90.0% of the graphemes of \(short); its speed and "
                        + "misses are of the part it types\n", count: 2))
        let whole = try folder.write("whole.txt", "dobry den")
        let covered = runCLI(["analyze", "--text", whole, Self.enUS])
        #expect(covered.standardOutput.contains("\ncoverage  100.0% of the text's graphemes\nspeed "))
        #expect(covered.standardError.isEmpty)
    }

    /// A text of which the layout types nothing: no speed, no accuracy (no key is tapped, so no
    /// tap can miss), in the text report, the comparison and JSON alike.
    @Test func aTextTheLayoutCannotType() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.write("chinese.txt", "你好世界")
        let text = runCLI(["analyze", "--text", path, Self.enUS, Self.enUS])
        #expect(text.status == 0)
        #expect(text.standardOutput.contains("typed: 0.0% of graphemes; the layout cannot type '世', '你', '好', '界'\n"))
        #expect(text.standardOutput.contains("  en-US 390 × 216       —        —   —              0.0%  (below 99%)\n"))
        #expect(
            text.standardOutput.contains("\nspeed     none: no two neighbouring graphemes of the text can be typed\n"))
        #expect(text.standardOutput.contains("\naccuracy  none: no key is tapped\n"))
        #expect(!text.standardOutput.contains("riskiest"))
        #expect(text.standardOutput.contains(": nothing to compare (no key is tapped)\n"))
        let json = runCLI(["analyze", "--format", "json", "--text", path, Self.enUS])
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let layout = try #require((object["layouts"] as? [[String: Any]])?.first)
        #expect(layout["error-rate"] is NSNull)
        #expect(layout["wpm"] is NSNull)
        #expect(layout["typed-share"] as? Double == 0)
    }

    @Test func aMissingText() {
        let result = runCLI(["analyze", "--text", "/nonexistent/words.txt", Self.enUS])
        #expect(result.status == 66)
        #expect(result.standardError.hasPrefix("keysmith: error: cannot read '/nonexistent/words.txt': "))
    }

    @Test func anUnknownModel() {
        let result = runCLI(["analyze", "--model", "thumb", Self.enUS])
        #expect(result.status == 64)
        #expect(result.standardError.contains("'thumb'"))
    }

    @Test func anUnknownForm() {
        let result = runCLI(["analyze", "--form", "phablet", Self.enUS])
        #expect(result.status == 64)
        #expect(result.standardError.contains("'phablet'"))
    }
}
