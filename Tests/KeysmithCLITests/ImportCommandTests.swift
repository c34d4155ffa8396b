import Foundation
import Testing

@testable import KeysmithCLI

/// `keysmith import`: the squeekboard fixture to standard output and to a file, and refusals.
@MainActor @Suite struct ImportCommandTests {
    static let fixture = Binary.packageRoot.appendingPathComponent("Tests/Fixtures/import/squeekboard/small.yaml").path

    @Test func toStandardOutputWithWarningsAtTheSource() {
        let result = runCLI(["import", "squeekboard", Self.fixture])
        #expect(result.status == 0)
        #expect(
            result.standardOutput.hasPrefix(
                "# Imported from small.yaml (squeekboard) by keysmith import.\n"
                    + "# Review 'locale', 'name' and 'size': squeekboard files do not carry them.\nformat: 1\nid: small\n"
            ))
        #expect(result.standardOutput.contains("  upper:\n    shift-of: base\n"))
        #expect(result.standardError.contains("small.yaml:53:9: warning: keysym 'F1' has no Keysmith action"))
    }

    @Test func toAFile() throws {
        let directory = try TemporaryDirectory()
        let out = directory.path + "/small.yaml"
        let result = runCLI(["import", "squeekboard", Self.fixture, "--output", out])
        #expect(result.status == 0)
        #expect(result.standardOutput == "")
        let written = try String(contentsOfFile: out, encoding: .utf8)
        #expect(written == runCLI(["import", "squeekboard", Self.fixture]).standardOutput)
        // What was written is a layout `validate` passes.
        #expect(runCLI(["validate", out]).status == 0)
    }

    @Test func refusals() {
        let format = runCLI(["import", "squeekbored", Self.fixture])
        #expect(format.status == 64)
        #expect(format.standardError.contains("Did you mean 'squeekboard'?"))
        let missing = runCLI(["import", "squeekboard", "/nonexistent.yaml"])
        #expect(missing.status == 66)
        let notOne = try? TemporaryDirectory()
        if let notOne {
            let file = (try? notOne.write("x.yaml", "views: [1]\n")) ?? ""
            let result = runCLI(["import", "squeekboard", file])
            #expect(result.status == 1)
            #expect(result.standardError.contains("x.yaml:1:8: error: 'views' must be a mapping"))
            #expect(result.standardError.contains("cannot be read as a squeekboard layout"))
        }
    }
}
