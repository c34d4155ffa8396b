import Foundation
import Testing

@testable import KeysmithCLI

/// `keysmith solve`: in-process runs for exact output, and the built binary end to end.
@MainActor @Suite struct SolveCommandTests {
    static let enUS = Binary.packageRoot.appendingPathComponent("Layouts/en-US.yaml").path

    /// The 1-based line of the first line of `file` equal to `text`, found by reading the file.
    static func line(of text: String, in file: String) throws -> Int {
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        let index = try #require(lines.firstIndex { $0 == text })
        return index + 1
    }

    /// en-US at its preferred 390 × 216: A = 384, u = (384 − 54) / 10 = 33, rows 42 high from
    /// y = 8, so q is at (3, 8) and w one unit and a gap further, at x = 42.
    @Test func preferredSize() throws {
        let result = runCLI(["solve", Self.enUS])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        let prefix =
            #"{"layout":"en-US","width":390,"height":216,"layers":[{"name":"letters","keys":["#
            + #"{"id":"q","label":"q","x":3,"y":8,"width":33,"height":42},"#
            + #"{"id":"w","label":"w","x":42,"y":8,"width":33,"height":42},"#
        #expect(result.standardOutput.hasPrefix(prefix), "\(result.standardOutput.prefix(300))")
        #expect(result.standardOutput.hasSuffix("]}]}\n"))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let layers = try #require(json["layers"] as? [[String: Any]])
        #expect(layers.compactMap { $0["name"] as? String } == ["letters", "numbers", "symbols"])
        let keys = try #require(layers.first?["keys"] as? [[String: Any]])
        #expect(keys.count == 10 + 9 + 9 + 5)
        // The last key, return: 2.5·33 + 9 = 91.5 wide, ending at 390 − 3.
        let last = try #require(keys.last)
        #expect(last["id"] as? String == "return")
        let x = try #require(last["x"] as? Double)
        let y = try #require(last["y"] as? Double)
        let width = try #require(last["width"] as? Double)
        #expect(x == 387 - 91.5)
        #expect(width == 91.5)
        #expect(y == 8 + 3 * (42 + 12))
    }

    /// One layer at a given size: 414 × 226 gives u = (408 − 54) / 10 = 35.4 and rows
    /// (226 − 48) / 4 = 44.5 high.
    @Test func oneLayerAtASize() throws {
        let result = runCLI(["solve", Self.enUS, "--layer", "numbers", "--width", "414", "--height=226"])
        #expect(result.status == 0)
        #expect(
            result.standardOutput.hasPrefix(
                #"{"layout":"en-US","width":414,"height":226,"layers":[{"name":"numbers","keys":["#
                    + #"{"id":"1","label":"1","x":3,"y":8,"width":35.4,"height":44.5},"#))
        #expect(!result.standardOutput.contains("\"letters\""))
    }

    /// Too low: an error at the layer's line with the needed height (8 + 4 + 3·12 + 4·26 = 152)
    /// and notes at the lines that ask for it.
    @Test func tooSmallIsADiagnostic() throws {
        let result = runCLI(["solve", Self.enUS, "--height", "120"])
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        let line = try Self.line(of: "  letters:", in: Self.enUS)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "\(Self.enUS):\(line):3: error: layer 'letters' needs height ≥ 152 pt, got 120 pt: it takes 104 pt "
                + "for 4 rows at their smallest + 36 pt for 3 row gaps of 12 pt + 12 pt for insets (top 8, bottom 4) "
                + "[KS3001]")
        #expect(lines.dropFirst().first == "  letters:")
        #expect(lines.contains("\(Self.enUS):\(line):3: note: the rows of layer 'letters' must fill the height"))
        #expect(lines.contains { $0.hasPrefix(Self.enUS + ":") && $0.hasSuffix("pt high (min-row-height)") })
    }

    @Test func unknownLayerListsTheLayers() {
        let expected = """
            keysmith: error: invalid value 'nubmers' for option '--layer' (expected 'letters', 'numbers' or 'symbols'); \
            did you mean 'numbers'?
            Usage: keysmith solve [--layer NAME] [--width PT] [--height PT] [--form NAME] [--device NAME] PATH
            See 'keysmith solve --help'.

            """
        #expect(
            runCLI(["solve", Self.enUS, "--layer", "nubmers"])
                == RunResult(status: 64, standardOutput: "", standardError: expected))
    }

    @Test(arguments: ["abc", "0", "-5", "nan", "inf"])
    func badWidth(value: String) {
        let result = runCLI(["solve", Self.enUS, "--width", value])
        #expect(result.status == 64)
        #expect(
            result.standardError.hasPrefix(
                "keysmith: error: invalid value '\(value)' for option '--width' (expected a number of points greater than 0 and "
                    + "at most 100000)"))
    }

    @Test func unreadableFile() throws {
        let directory = try TemporaryDirectory()
        let result = runCLI(["solve", directory.path + "/none.yaml"])
        #expect(result.status == 66)
        #expect(result.standardOutput == "")
        #expect(result.standardError.hasPrefix("keysmith: error: cannot read '\(directory.path)/none.yaml': "))
    }

    @Test func layoutWithErrors() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("bad.yaml", "format: 1\nid: [\n")
        let result = runCLI(["solve", file])
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        #expect(result.standardError.hasPrefix(file + ":"))
    }

    /// The built binary, as users run it.
    @Test func endToEnd() throws {
        let result = try Binary.run(["solve", "Layouts/en-US.yaml", "--layer", "letters"], in: Binary.packageRoot)
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(
            result.standardOutput.hasPrefix(
                #"{"layout":"en-US","width":390,"height":216,"layers":[{"name":"letters","keys":[{"id":"q""#))
        let tooLow = try Binary.run(["solve", "Layouts/en-US.yaml", "--height", "100"], in: Binary.packageRoot)
        #expect(tooLow.status == 1)
        #expect(tooLow.standardError.hasPrefix("Layouts/en-US.yaml:"))
        #expect(tooLow.standardError.contains("needs height ≥ 152 pt, got 100 pt"))
    }
}
